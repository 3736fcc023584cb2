// Units moving on an empty board: the relaxation behind the exact bounds of help play
// (check_distance.h, mate_budget.h). Nothing blocks, every diagonal pawn step finds something to
// capture, and a pawn reaching the last rank may become any unit.
#pragma once

#include <algorithm>
#include <cstdlib>

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

// A king's steps from a to b.
inline int king_distance(Square a, Square b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

inline Bitboard attacks(Color c, int kind, Square s) {
  return kind == kPawn ? pawn_attacks(c, s) : empty_board_attacks(kTypeOf[kind], s);
}

namespace detail {
// b and every square a slider on b reaches along direction D (one of shift's) on the empty board.
template <int D>
constexpr Bitboard slide_fill(Bitboard b) {
  for (int i = 0; i < 7; ++i) b |= shift<D>(b);
  return b;
}
}  // namespace detail

// The squares of b and every square that a unit of `kind` standing on one of them reaches in one
// move on the empty board: a set's step, where attacks() is a square's. Not for a pawn (every
// square: no claim), whose moves depend on its colour and are not reversible. For the other kinds
// the distance from a to b is the distance from b to a, so n steps from a set give every square
// within n moves of one of its squares, and every square from which one of them is within n moves.
constexpr Bitboard step(int kind, Bitboard b) {
  using detail::slide_fill;
  switch (kind) {
    case kKnight: {
      const Bitboard one = ((b >> 1) & ~file_bb(7)) | ((b << 1) & ~FILE_A_BB);
      const Bitboard two = ((b >> 2) & ~(file_bb(6) | file_bb(7))) | ((b << 2) & ~(FILE_A_BB | file_bb(1)));
      return b | one << 16 | one >> 16 | two << 8 | two >> 8;
    }
    case kBishop:
      return slide_fill<7>(b) | slide_fill<9>(b) | slide_fill<-7>(b) | slide_fill<-9>(b);
    case kRook:
      return slide_fill<8>(b) | slide_fill<-8>(b) | slide_fill<1>(b) | slide_fill<-1>(b);
    case kQueen:
      return step(kBishop, b) | step(kRook, b);
    case kKing:
      return king_steps(b);
    default:
      return ~Bitboard{0};
  }
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
