#include "rules/orthodox/stalemate_pieces.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "rules/core/bitboard.h"
#include "rules/core/byte_row.h"
#include "rules/orthodox/budget_tables.h"

namespace regent::orthodox {

namespace {

using empty_board::kKnight;
using empty_board::kind_of;

// Per file shift df (-2 to 2, index df + 2): the files that stay on the board.
constexpr std::array<Bitboard, 5> kFilesKept = [] {
  std::array<Bitboard, 5> kept{};
  for (int df = -2; df <= 2; ++df)
    for (int f = 0; f < 8; ++f)
      if (f + df >= 0 && f + df <= 7) kept[df + 2] |= file_bb(f);
  return kept;
}();

// b moved df files and dr ranks (what would leave the board dropped).
Bitboard step(Bitboard b, int df, int dr) {
  b &= kFilesKept[df + 2];
  const int by = 8 * dr + df;
  return by >= 0 ? b << by : b >> -by;
}

// The first step of a piece of each kind (knight, bishop, rook, queen) in each of its directions
// (a knight: its jumps), as (files, ranks): all of them must lead to units of its side, or off
// the board, for it to have no move unpinned.
constexpr int kSteps[4][8][2] = {
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}},  // knight
    {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}},                                      // bishop
    {{1, 0}, {0, -1}, {-1, 0}, {0, 1}},                                        // rook
    {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}, {1, 0}, {0, -1}, {-1, 0}, {0, 1}}};   // queen
int directions(int kind) { return kind == kKnight || kind == empty_board::kQueen ? 8 : 4; }

// The squares a piece of each kind (knight to queen) on each square moves to first.
const std::array<std::array<Bitboard, 64>, 4> kNeighbours = [] {
  std::array<std::array<Bitboard, 64>, 4> table{};
  for (int kind = kKnight; kind < kKnight + 4; ++kind)
    for (int y = 0; y < 64; ++y)
      for (int d = 0; d < directions(kind); ++d)
        table[kind - kKnight][y] |= step(Bitboard{1} << y, kSteps[kind - kKnight][d][0], kSteps[kind - kKnight][d][1]);
  return table;
}();
Bitboard neighbours(int kind, Square y) { return kNeighbours[kind - kKnight][y]; }

// The squares where a piece of `kind` has at most `most` of its neighbours in `open`: each
// direction's open neighbours moved back onto the squares they neighbour and counted square by
// square in four bit planes (no loop over the squares).
Bitboard few_open_neighbours(int kind, Bitboard open, int most) {
  const int row = kind - kKnight;
  Bitboard bit0 = 0, bit1 = 0, bit2 = 0, bit3 = 0;  // the count's binary digits
  for (int d = 0; d < directions(kind); ++d) {
    Bitboard carry = step(open, -kSteps[row][d][0], -kSteps[row][d][1]);
    Bitboard next = bit0 & carry;
    bit0 ^= carry, carry = next;
    next = bit1 & carry, bit1 ^= carry, carry = next;
    next = bit2 & carry, bit2 ^= carry, carry = next;
    bit3 |= carry;
  }
  Bitboard few = 0;
  for (int count = 0; count <= most && count <= 8; ++count)
    few |= (count & 1 ? bit0 : ~bit0) & (count & 2 ? bit1 : ~bit1) & (count & 4 ? bit2 : ~bit2) &
           (count & 8 ? bit3 : ~bit3);
  return few;
}

// Whether a piece of `kind` (its row of the reach table: the fewest moves to each square) can
// stand, within `moves` moves of its side on the empty board, on a square whose neighbours the
// side's other units (on `others`; `fill`: the fewest moves any of them needs to each square) fill
// in the same moves.
bool can_end_surrounded(const std::uint8_t* row, int kind, Bitboard others, const std::uint8_t* fill, int moves) {
  for (Bitboard candidates = few_open_neighbours(kind, ~others, moves) & byte_row::at_most(row, moves); candidates;) {
    const Square y = pop_lsb(candidates);
    int cost = row[y];
    // (each open neighbour takes a move at least: no unit stands there now)
    for (Bitboard open = neighbours(kind, y) & ~others; open && cost <= moves;) cost += fill[pop_lsb(open)];
    if (cost <= moves) return true;
  }
  return false;
}

// The pieces on `unpinnable` that cannot end surrounded by the other units of their side, and
// how many. Remembered per thread, each answer with its whole question, in a table of 1,024
// entries: the siblings of a node of the stalemating side ask it again and again with the same
// units of S, and the stalemate budget asks it at every node it is asked (a different question
// landing on an entry is answered afresh, never taken for it).
struct ToTake {
  int count = 0;
  Bitboard squares = 0;
};
struct ToTakeQuestion {
  std::array<Bitboard, 6> units{};  // S's pawns, knights, bishops, rooks, queens, and all of them
  Bitboard unpinnable = 0;
  int color = -1, moves = -1;  // (a pawn's row depends on its colour)
  bool operator==(const ToTakeQuestion&) const = default;
};
struct ToTakeEntry {
  ToTakeQuestion question;
  ToTake answer;
};
constexpr int kToTakeMemoBits = 10;
thread_local std::array<ToTakeEntry, std::size_t{1} << kToTakeMemoBits> to_take_memo;

template <class Board>
ToTake pieces_to_take(const Board& pos, Color stalemated, Bitboard unpinnable, int moves) {
  const ToTakeQuestion question{{pos.pieces(stalemated, PAWN), pos.pieces(stalemated, KNIGHT),
                                 pos.pieces(stalemated, BISHOP), pos.pieces(stalemated, ROOK),
                                 pos.pieces(stalemated, QUEEN), pos.pieces(stalemated)},
                                unpinnable, int(stalemated), moves};
  std::uint64_t hash = std::uint64_t(moves) << 1 | std::uint64_t(stalemated);
  for (const Bitboard b : question.units) hash = (hash ^ b) * 0x9E3779B97F4A7C15ULL;
  hash = (hash ^ unpinnable) * 0x9E3779B97F4A7C15ULL;
  ToTakeEntry& entry = to_take_memo[hash >> (64 - kToTakeMemoBits)];
  if (entry.question == question) return entry.answer;
  budget::ReachTable& reach = budget::reach_table(stalemated);
  // Every unit's row (the piece's own among them, left out of its neighbours' fill).
  const Bitboard own = pos.pieces(stalemated);
  const std::uint8_t* rows[16];
  Square at[16];
  int n_units = 0;
  for (Bitboard b = own; b; ++n_units) {
    at[n_units] = pop_lsb(b);
    rows[n_units] = reach.row(kind_of(type_of(pos.piece_on(at[n_units]))), at[n_units]);
  }
  ToTake taken;
  for (int i = 0; i < n_units; ++i) {
    const Square s = at[i];
    if (!(unpinnable & bb(s))) continue;
    const int kind = kind_of(type_of(pos.piece_on(s)));
    // The fewest moves of the other units to each square.
    alignas(64) std::array<std::uint8_t, 64> fill;
    fill.fill(budget::kNever);
    for (int j = 0; j < n_units; ++j)
      if (j != i) byte_row::min_into(fill.data(), rows[j]);
    if (!can_end_surrounded(rows[i], kind, own & ~bb(s), fill.data(), moves)) {
      ++taken.count;
      taken.squares |= bb(s);
    }
  }
  entry.question = question;
  entry.answer = taken;
  return taken;
}

// The pieces of S that no pin of T can stop in T's moves (0: none, or no claim).
template <class Board>
Bitboard unpinnable_pieces(const Board& pos, Color stalemating, int stalemating_moves) {
  const Color stalemated = ~stalemating;
  const Bitboard own = pos.pieces(stalemated);
  const Bitboard pieces = own & ~pos.pieces(stalemated, PAWN) & ~pos.pieces(stalemated, KING);
  if (!pieces) return 0;
  if (pos.geometry().holes || pos.castling_rights() & castling_rights_of(stalemated) ||
      pos.king_square(stalemated) == SQ_NONE || pos.king_square(stalemating) == SQ_NONE ||
      popcount(own) > 16 || popcount(pos.pieces(stalemating)) > 16)
    return 0;
  // Which pins T can have: along a diagonal (a bishop or queen) or a rank or file (a rook or queen),
  // now or after a promotion within its moves.
  bool diagonal_pin = pos.pieces(stalemating, BISHOP, QUEEN), straight_pin = pos.pieces(stalemating, ROOK, QUEEN);
  for (Bitboard p = pos.pieces(stalemating, PAWN); p && !(diagonal_pin && straight_pin);) {
    const Square s = pop_lsb(p);
    const int rank = stalemating == WHITE ? rank_of(s) : 7 - rank_of(s);
    const int steps = rank == 1 ? 5 : 7 - rank;  // (a double step from the second rank)
    if (steps <= stalemating_moves) diagonal_pin = straight_pin = true;
  }
  Bitboard unpinnable = pos.pieces(stalemated, QUEEN);
  if (!diagonal_pin && !straight_pin) unpinnable |= pos.pieces(stalemated, KNIGHT);
  if (!straight_pin) unpinnable |= pos.pieces(stalemated, BISHOP);
  if (!diagonal_pin) unpinnable |= pos.pieces(stalemated, ROOK);
  return unpinnable;
}

// The pieces of S that must be taken (count -1: fewer than T's moves, or no claim).
ToTake must_be_taken(const Position& pos, Color stalemating, int stalemating_moves, int stalemated_moves) {
  const Bitboard unpinnable = unpinnable_pieces(pos, stalemating, stalemating_moves);
  // (T takes one unit per move, so at most one fewer than its moves need no count)
  if (!unpinnable || popcount(unpinnable) < stalemating_moves) return ToTake{-1, 0};
  return pieces_to_take(pos, ~stalemating, unpinnable, stalemated_moves);
}

template <class Board>
Bitboard to_take(const Board& pos, Color stalemating, int stalemating_moves, int stalemated_moves) {
  const Bitboard unpinnable = unpinnable_pieces(pos, stalemating, stalemating_moves);
  return unpinnable ? pieces_to_take(pos, ~stalemating, unpinnable, stalemated_moves).squares : 0;
}

}  // namespace

bool stalemate_pieces_within_budget(const Position& pos, Color stalemating, int stalemating_moves,
                                    int stalemated_moves) {
  const int n_taken = must_be_taken(pos, stalemating, stalemating_moves, stalemated_moves).count;
  if (n_taken < stalemating_moves) return true;
  if (n_taken > stalemating_moves) return false;
  // As many as T's moves: each of them must take one, the next one too.
  if (pos.side_to_move() != stalemating || pos.ep_square() != SQ_NONE) return true;
  const Bitboard own = pos.pieces(~stalemating);
  for (Bitboard b = own; b;)
    if (pos.attackers_to(pop_lsb(b)) & pos.pieces(stalemating)) return true;
  return false;
}

Bitboard stalemate_pieces_all_to_take(const Position& pos, Color stalemating, int stalemating_moves,
                                      int stalemated_moves) {
  const ToTake taken = must_be_taken(pos, stalemating, stalemating_moves, stalemated_moves);
  return taken.count == stalemating_moves ? taken.squares : 0;
}

Bitboard stalemate_pieces_to_take(const Position& pos, Color stalemating, int stalemating_moves,
                                  int stalemated_moves) {
  return to_take(pos, stalemating, stalemating_moves, stalemated_moves);
}

Bitboard stalemate_pieces_to_take(const BoardAfter& board, Color stalemating, int stalemating_moves,
                                  int stalemated_moves) {
  return to_take(board, stalemating, stalemating_moves, stalemated_moves);
}

}  // namespace regent::orthodox
