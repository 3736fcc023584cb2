// The order in which a solution lists moves: Popeye's, so that regent's output can be read next
// to Popeye's line by line (keys and tries, threats, variations, duals, first moves of help play).
// The search generates moves in its own order (the fastest); the analysis sorts the few lists it
// prints by this rank.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>

#include "rules/variant.h"

namespace regent {

// Popeye lists the moves of the units by the square they stand on, a1, b1, ..., h1, a2, ..., h8,
// whatever their colour. A unit's own moves, as Popeye 4.104 lists them (found by asking it):
//   * king: the castlings first (0-0-0, then 0-0), then the steps in the direction order below;
//   * queen, rook, bishop: by direction, south-west, south-east, north-east, north-west, south,
//     west, north, east (a rook or bishop skips the directions it has not); along a line the
//     farthest square first;
//   * knight: b3, c2, e2, f3, f5, e6, c6, b5 as seen from d4 (counter-clockwise from two files
//     left and one rank down);
//   * pawn: the double step, the single step, the capture towards the h-file, the capture towards
//     the a-file (en passant in its direction); promotions to Q, S, R, B in that order.
// Moves this does not describe (a variant's units and complex moves) keep the order they have
// among the moves of equal rank: the sort is stable.
inline std::int32_t popeye_rank(const MoveDescription& d) {
  if (d.from == SQ_NONE || d.to == SQ_NONE) return 64 * 256;  // after every unit's moves
  const int base = int(d.from) * 256;
  if (d.castling) return base + (file_of(d.to) < file_of(d.from) ? 0 : 1);
  const int df = file_of(d.to) - file_of(d.from), dr = rank_of(d.to) - rank_of(d.from);
  const auto promotion_rank = [&]() -> int {
    switch (d.promotion) {
      case 'Q': return 0;
      case 'S': return 1;
      case 'R': return 2;
      case 'B': return 3;
      case 0: return 0;
      default: return 4;
    }
  };
  if (d.piece == 'P') {
    int kind = 1;                    // single step
    if (df == 0 && (dr == 2 || dr == -2)) kind = 0;
    else if (df > 0) kind = 2;
    else if (df < 0) kind = 3;
    return base + 2 + kind * 8 + promotion_rank();
  }
  const int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
  if (adf == adr || df == 0 || dr == 0) {
    // Directions in Popeye's order: SW, SE, NE, NW, S, W, N, E.
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    constexpr std::pair<int, int> kDirections[8] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {0, 1}, {1, 0}};
    int direction = 0;
    while (direction < 8 && kDirections[direction] != std::pair{sf, sr}) ++direction;
    const int distance = adf > adr ? adf : adr;
    return base + 2 + direction * 8 + (8 - distance);  // the farthest square first
  }
  // A leap: the knight's order (other leapers sort after its eight).
  constexpr std::pair<int, int> kLeaps[8] = {{-2, -1}, {-1, -2}, {1, -2}, {2, -1}, {2, 1}, {1, 2}, {-1, 2}, {-2, 1}};
  int leap = 0;
  while (leap < 8 && kLeaps[leap] != std::pair{df, dr}) ++leap;
  return base + 2 + 64 + leap;
}

// A direct mate's last move: Popeye lists the mating moves with a generator of its own, which
// takes the units in the other order, h8 first and a1 last (found by asking it: in a #1 with
// rooks on a1 and h1, 1.Rh1-h8 # comes before 1.Ra1-a8 #). A unit's own moves keep the order above.
inline std::int32_t popeye_mating_rank(const MoveDescription& d) {
  const std::int32_t r = popeye_rank(d);
  if (d.from == SQ_NONE) return r;
  return (63 - int(d.from)) * 256 + r % 256;
}

// Whether V's solutions list moves in Popeye's order (the variant gives the facts it needs,
// order_facts), else in its generator's.
template <class V>
constexpr bool kPopeyeMoveOrder =
    requires(const typename V::Position& p, const typename V::Move& m) { V::order_facts(p, m); };

// Sorts a move list into Popeye's order; describe(m) gives a move's MoveDescription. mating: the
// moves are a direct mate's last moves (popeye_mating_rank). An insertion sort in place, with the
// ranks on the stack: it also runs inside the help search (option maxsolutions), where nothing is
// allocated, and it is stable (moves of equal rank keep the generator's order).
template <class MoveList, class Describe>
void sort_in_popeye_order(MoveList& list, Describe&& describe, bool mating = false) {
  constexpr std::size_t kMaxMoves = 256;  // more than any orthodox position has (218)
  assert(list.size() <= kMaxMoves);
  const std::size_t n = std::min<std::size_t>(list.size(), kMaxMoves);
  std::array<std::int32_t, kMaxMoves> ranks;  // (only the first n are set)
  for (std::size_t i = 0; i < n; ++i) {
    const MoveDescription d = describe(list[i]);
    const std::int32_t rank = mating ? popeye_mating_rank(d) : popeye_rank(d);
    const auto move = list[i];
    std::size_t j = i;
    for (; j > 0 && ranks[j - 1] > rank; --j) {
      ranks[j] = ranks[j - 1];
      list[j] = list[j - 1];
    }
    ranks[j] = rank;
    list[j] = move;
  }
}

}  // namespace regent
