#include "rules/orthodox/stalemate_pieces.h"

#include <algorithm>

#include "rules/core/bitboard.h"
#include "rules/orthodox/budget_tables.h"

namespace regent::orthodox {

namespace {

using empty_board::kBishop;
using empty_board::kKnight;
using empty_board::kRook;
using empty_board::kind_of;

// The squares a piece of this kind on y moves to first in each of its directions (a knight: its
// jumps): all of them must hold units of its side for it to have no move unpinned.
Bitboard neighbours(int kind, Square y) {
  switch (kind) {
    case kKnight: return knight_attacks(y);
    case kBishop: return king_attacks(y) & empty_board_attacks(BISHOP, y);
    case kRook: return king_attacks(y) & empty_board_attacks(ROOK, y);
    default: return king_attacks(y);  // a queen
  }
}

// Whether the piece of `kind` on `from` can stand, within `moves` moves of its side on the empty
// board, on a square whose neighbours the other units of its side (the rows of `others`) fill
// in the same moves.
bool can_end_surrounded(const std::uint8_t* row, int kind, Bitboard others, const std::uint8_t* const* others_rows,
                        int n_others, int moves) {
  for (int y = 0; y < 64; ++y) {
    if (row[y] > moves) continue;
    const Bitboard open = neighbours(kind, Square(y)) & ~others;
    int cost = row[y] + popcount(open);  // (each open neighbour takes a move at least)
    for (Bitboard o = open; o && cost <= moves;) {
      const Square z = pop_lsb(o);
      int nearest = 255;
      for (int i = 0; i < n_others; ++i) nearest = std::min<int>(nearest, others_rows[i][z]);
      cost += nearest - 1;
    }
    if (cost <= moves) return true;
  }
  return false;
}

}  // namespace

bool stalemate_pieces_within_budget(const Position& pos, Color stalemating, int stalemating_moves,
                                    int stalemated_moves) {
  const Color stalemated = ~stalemating;
  const Bitboard own = pos.pieces(stalemated);
  const Bitboard pieces = own & ~pos.pieces(stalemated, PAWN) & ~pos.pieces(stalemated, KING);
  if (!pieces) return true;
  if (pos.geometry().holes || pos.castling_rights() & castling_rights_of(stalemated) ||
      pos.king_square(stalemated) == SQ_NONE || pos.king_square(stalemating) == SQ_NONE ||
      popcount(own) > 16 || popcount(pos.pieces(stalemating)) > 16)
    return true;
  // Which pins T can have: along a diagonal (a bishop or queen) or a rank or file (a rook or queen),
  // now or after a promotion within its moves.
  bool diagonal_pin = pos.pieces(stalemating, BISHOP, QUEEN), straight_pin = pos.pieces(stalemating, ROOK, QUEEN);
  for (Bitboard p = pos.pieces(stalemating, PAWN); p && !(diagonal_pin && straight_pin);) {
    const Square s = pop_lsb(p);
    const int rank = stalemating == WHITE ? rank_of(s) : 7 - rank_of(s);
    const int steps = rank == 1 ? 5 : 7 - rank;  // (a double step from the second rank)
    if (steps <= stalemating_moves) diagonal_pin = straight_pin = true;
  }
  budget::ReachTable& reach = budget::reach_table(stalemated);
  // Every unit's row (the piece's own among them, left out of its neighbours' fill).
  const std::uint8_t* rows[16];
  Square at[16];
  int n_units = 0;
  for (Bitboard b = own; b; ++n_units) {
    at[n_units] = pop_lsb(b);
    rows[n_units] = reach.row(kind_of(type_of(pos.piece_on(at[n_units]))), at[n_units]);
  }
  Square taken[16];
  int n_taken = 0;
  for (int i = 0; i < n_units; ++i) {
    const Square s = at[i];
    if (!(pieces & bb(s))) continue;
    const int kind = kind_of(type_of(pos.piece_on(s)));
    if ((kind == kKnight && (diagonal_pin || straight_pin)) || (kind == kBishop && straight_pin) ||
        (kind == kRook && diagonal_pin))
      continue;  // (it may end pinned)
    const std::uint8_t* row = rows[i];
    rows[i] = rows[n_units - 1];  // (the others' rows, for the moment)
    if (!can_end_surrounded(row, kind, own & ~bb(s), rows, n_units - 1, stalemated_moves)) taken[n_taken++] = s;
    rows[i] = row;
  }
  if (!n_taken) return true;
  int captures = stalemating_moves;
  if (pos.side_to_move() == stalemating && pos.ep_square() == SQ_NONE) {
    bool can_take = false;
    for (Bitboard b = own; b && !can_take;) can_take = pos.attackers_to(pop_lsb(b)) & pos.pieces(stalemating);
    if (!can_take) --captures;
  }
  if (n_taken > captures) return false;
  // Where each can be taken: a square it stands on after some of S's moves, attacked by a unit of
  // T after one move fewer than T has.
  budget::CoverTable& cover = budget::cover_table(stalemating);
  const std::uint8_t* attacks_after[16];
  int n_takers = 0;
  for (Bitboard b = pos.pieces(stalemating); b;) {
    const Square s = pop_lsb(b);
    attacks_after[n_takers++] = cover.rows(kind_of(type_of(pos.piece_on(s))), s).guard;
  }
  int moves_to_be_taken = 0;
  for (int i = 0; i < n_taken; ++i) {
    const Square s = taken[i];
    const std::uint8_t* row = reach.row(kind_of(type_of(pos.piece_on(s))), s);
    int fewest = stalemated_moves + 1;
    for (int z = 0; z < 64; ++z) {
      if (row[z] >= fewest) continue;
      for (int j = 0; j < n_takers; ++j)
        if (attacks_after[j][z] < stalemating_moves) {
          fewest = row[z];
          break;
        }
    }
    moves_to_be_taken += fewest;
    if (moves_to_be_taken > stalemated_moves) return false;
  }
  return true;
}

}  // namespace regent::orthodox
