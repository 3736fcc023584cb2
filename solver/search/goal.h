// The goal of a stipulation, tested on the side to move (the one that must be mated or
// stalemated): shared by battle and help play.
#pragma once

#include "rules/variant.h"
#include "solver/io/stipulation.h"

namespace regent {

template <Variant V>
bool goal_reached(const typename V::Position& pos, io::Goal goal) {
  return goal == io::Goal::Mate ? V::is_checkmate(pos) : V::is_stalemate(pos);
}

}  // namespace regent
