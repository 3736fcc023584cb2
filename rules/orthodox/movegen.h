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

// The legal moves of the side to move, the steps of its king and the moves of its knights,
// bishops, rooks and queens only to the squares `destinations(context, from)` gives for the unit
// on `from` (a filter that drops most of them before they are listed, and before a king's step is
// tested for safety); the pawns' moves, castling and en passant all listed as by generate_legal,
// in the same order. Appends.
using DestinationsOf = Bitboard (*)(const void* context, Square from);
void generate_legal_within(const Position& pos, MoveList& list, DestinationsOf destinations, const void* context);

// True if the side to move has at least one legal move (stops at the first one found).
bool has_legal_move(const Position& pos);

// True if the side to move has a legal move that gives no check (stops at the first one found).
bool has_quiet_move(const Position& pos);

// Whether a step of side c's king could give check by discovery: only if the two kings share a
// line and a slider of c of that line's kind stands on it beyond c's king (what stands between is
// not asked). A move of the other side cannot bring one there. False without both kings.
bool king_step_may_discover(const Position& pos, Color c);

// Number of legal moves, counted without listing them (perft's last ply).
std::size_t count_legal(const Position& pos);

}  // namespace regent::orthodox
