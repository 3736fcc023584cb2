// Bitboards over the 8x8 grid and precomputed attack tables (magic bitboards for sliders).
// Boards with holes pass the holes as extra blockers and mask the result with the squares
// that exist, so the same tables serve every geometry (see geometry.h).
#pragma once

#include <bit>
#include <cassert>

#include "rules/core/types.h"

namespace regent {

constexpr Bitboard FILE_A_BB = 0x0101010101010101ULL;
constexpr Bitboard RANK_1_BB = 0xFFULL;
constexpr Bitboard file_bb(int f) { return FILE_A_BB << f; }
constexpr Bitboard rank_bb(int r) { return RANK_1_BB << (8 * r); }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) {
  assert(b);
  return Square(std::countr_zero(b));
}
inline Square pop_lsb(Bitboard& b) {
  Square s = lsb(b);
  b &= b - 1;
  return s;
}
constexpr bool more_than_one(Bitboard b) { return b & (b - 1); }

namespace detail {
struct Magic {
  Bitboard mask;
  Bitboard magic;
  const Bitboard* attacks;
  unsigned shift;
  unsigned index(Bitboard occ) const { return unsigned(((occ & mask) * magic) >> shift); }
};
extern Magic rook_magics[64];
extern Magic bishop_magics[64];
extern Bitboard pawn_attacks[2][64];
extern Bitboard knight_attacks[64];
extern Bitboard king_attacks[64];
extern Bitboard between[64][64];  // squares strictly between two aligned squares
extern Bitboard line[64][64];     // the full line through two aligned squares, else 0
extern Bitboard empty_board[PIECE_TYPE_NB][64];  // attacks on the empty board (pawns: none)
}  // namespace detail

// Must be called once before any attack lookup (idempotent, thread-safe).
void init_bitboards();

inline Bitboard rook_attacks(Square s, Bitboard occ) {
  const auto& m = detail::rook_magics[s];
  return m.attacks[m.index(occ)];
}
inline Bitboard bishop_attacks(Square s, Bitboard occ) {
  const auto& m = detail::bishop_magics[s];
  return m.attacks[m.index(occ)];
}
inline Bitboard queen_attacks(Square s, Bitboard occ) { return rook_attacks(s, occ) | bishop_attacks(s, occ); }
inline Bitboard knight_attacks(Square s) { return detail::knight_attacks[s]; }
inline Bitboard king_attacks(Square s) { return detail::king_attacks[s]; }
inline Bitboard pawn_attacks(Color c, Square s) { return detail::pawn_attacks[c][s]; }
inline Bitboard between_bb(Square a, Square b) { return detail::between[a][b]; }
inline Bitboard line_bb(Square a, Square b) { return detail::line[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return detail::line[a][b] & bb(c); }

// Attacks of a piece type from a square on a board whose occupancy is occ (sliders only use it).
inline Bitboard attacks_bb(PieceType t, Square s, Bitboard occ) {
  switch (t) {
    case KNIGHT: return knight_attacks(s);
    case BISHOP: return bishop_attacks(s, occ);
    case ROOK: return rook_attacks(s, occ);
    case QUEEN: return queen_attacks(s, occ);
    case KING: return king_attacks(s);
    default: return 0;
  }
}

// Attacks of a piece type (not a pawn) from a square on the empty board: one load, for the
// relaxations that reason about a board without obstacles (mate picture, check distance).
inline Bitboard empty_board_attacks(PieceType t, Square s) { return detail::empty_board[t][s]; }

// The squares of b and every square next to one of them: where a king on b can be after one step.
constexpr Bitboard king_steps(Bitboard b) {
  const Bitboard row = b | ((b & ~file_bb(7)) << 1) | ((b & ~FILE_A_BB) >> 1);
  return row | (row << 8) | (row >> 8);
}

template <int D>
constexpr Bitboard shift(Bitboard b) {
  if constexpr (D == 8) return b << 8;
  else if constexpr (D == -8) return b >> 8;
  else if constexpr (D == 16) return b << 16;
  else if constexpr (D == -16) return b >> 16;
  else if constexpr (D == 1) return (b & ~file_bb(7)) << 1;
  else if constexpr (D == -1) return (b & ~FILE_A_BB) >> 1;
  else if constexpr (D == 7) return (b & ~FILE_A_BB) << 7;
  else if constexpr (D == 9) return (b & ~file_bb(7)) << 9;
  else if constexpr (D == -7) return (b & ~file_bb(7)) >> 7;
  else if constexpr (D == -9) return (b & ~FILE_A_BB) >> 9;
  else return 0;
}

}  // namespace regent
