// Legal move generation for Powerful Monarch Chess: orthodox piece moves (rules/orthodox/
// pseudo_legal.h) filtered by the variant's check rule (check.h), and castling judged with the
// king "stopping" on the square it crosses (docs/rules/powerful-monarch.md).
#pragma once

#include "rules/core/movelist.h"
#include "rules/core/position.h"

namespace regent::powerfulmonarch {

// Every legal move of the side to move. Appends to the list.
void generate_legal(const Position& pos, MoveList& list);

// True if the side to move has at least one legal move.
bool has_legal_move(const Position& pos);

// Number of legal moves, counted without listing them (perft's last ply).
std::size_t count_legal(const Position& pos);

}  // namespace regent::powerfulmonarch
