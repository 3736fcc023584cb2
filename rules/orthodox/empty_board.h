// Units moving on an empty board: the relaxation behind the exact bounds of help play
// (check_distance.h, mate_budget.h). Nothing blocks, every diagonal pawn step finds something to
// capture, and a pawn reaching the last rank may become any unit.
#pragma once

#include "rules/core/bitboard.h"
#include "rules/core/types.h"

namespace regent::orthodox::empty_board {

// The kinds a unit can have on the way: a pawn, what it promotes to, or a king.
enum Kind : int { kPawn, kKnight, kBishop, kRook, kQueen, kKing, kKinds };

constexpr PieceType kTypeOf[kKinds] = {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING};

// The kind of an orthodox unit; -1 for any other (a fairy unit: no claim).
constexpr int kind_of(PieceType t) {
  switch (t) {
    case PAWN: return kPawn;
    case KNIGHT: return kKnight;
    case BISHOP: return kBishop;
    case ROOK: return kRook;
    case QUEEN: return kQueen;
    case KING: return kKing;
    default: return -1;
  }
}

inline Bitboard attacks(Color c, int kind, Square s) {
  return kind == kPawn ? pawn_attacks(c, s) : empty_board_attacks(kTypeOf[kind], s);
}

// Where a unit of `kind` on s goes in one move, as (square, kind) states: a pawn steps, captures
// (something to take is assumed), double-steps from its first rank and promotes on its last.
template <class Visit>
void successors(Color c, int kind, Square s, Visit&& visit) {
  if (kind != kPawn) {
    for (Bitboard to = attacks(c, kind, s); to;) visit(pop_lsb(to), kind);
    return;
  }
  const int forward = c == WHITE ? 1 : -1;
  const int rank = rank_of(s), file = file_of(s);
  const int next = rank + forward;
  if (next < 0 || next > 7) return;
  const bool promotes = next == (c == WHITE ? 7 : 0);
  auto step = [&](int f, int r) {
    const Square to = make_square(f, r);
    if (promotes) {
      for (int k = kKnight; k <= kQueen; ++k) visit(to, k);
    } else {
      visit(to, int(kPawn));
    }
  };
  step(file, next);
  if (file > 0) step(file - 1, next);
  if (file < 7) step(file + 1, next);
  if (rank == (c == WHITE ? 1 : 6)) visit(make_square(file, rank + 2 * forward), int(kPawn));
}

}  // namespace regent::orthodox::empty_board
