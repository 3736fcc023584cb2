// The goal of a stipulation, tested on the side to move (the one that must be mated, stalemated
// or has lost its king): shared by battle and help play.
#pragma once

#include "rules/variant.h"
#include "solver/io/stipulation.h"

namespace regent {

// Whether the side to move has lost its king: the optional capability
// `static bool king_captured(const Position&)` of variants where a king can be captured
// (false for the others, whose kings never leave the board). Such a variant's generate() must
// return no move in that position, so that both searches treat it as the end of the game.
template <Variant V>
bool king_captured(const typename V::Position& pos) {
  if constexpr (requires { { V::king_captured(pos) } -> std::same_as<bool>; }) return V::king_captured(pos);
  else return false;
}

template <Variant V>
bool goal_reached(const typename V::Position& pos, io::Goal goal) {
  switch (goal) {
    case io::Goal::Mate: return V::is_checkmate(pos);
    case io::Goal::Stalemate: return V::is_stalemate(pos);
    case io::Goal::KingCapture: return king_captured<V>(pos);
  }
  return false;
}

}  // namespace regent
