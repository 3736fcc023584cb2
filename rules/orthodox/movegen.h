// Legal move generation for orthodox chess on any geometry (pins and checks resolved during
// generation, so no move needs to be made to test it).
#pragma once

#include "rules/core/movelist.h"
#include "rules/core/position.h"

namespace regent::orthodox {

// Every legal move of the side to move. Appends to the list.
void generate_legal(const Position& pos, MoveList& list);

// Every legal move of the side to move that gives check (help play's mating move). Appends.
void generate_checks(const Position& pos, MoveList& list);

// True if the side to move has at least one legal move (stops at the first one found).
bool has_legal_move(const Position& pos);

// Number of legal moves, counted without listing them (perft's last ply).
std::size_t count_legal(const Position& pos);

}  // namespace regent::orthodox
