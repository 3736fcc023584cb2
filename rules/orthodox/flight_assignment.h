// Can different units of one side fill a set of squares (a king's open flights) with `moves`
// moves in all, each unit at its own distance to the square it fills? The mate budget's exact
// stage asks this for every choice of the other side's covers (rules/orthodox/mate_budget.cpp);
// a test holds it against trying every assignment (tests/rules/flight_assignment_test.cpp).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "rules/core/types.h"

namespace regent::orthodox {

// At most this many squares to fill (a king's flights).
inline constexpr int kMaxAssignedSquares = 8;

// reach[u][s]: the fewest moves unit u needs to stand on square s (255: never). squares: n of
// them, n <= kMaxAssignedSquares; units: at most 32.
inline bool units_fill_within(const std::uint8_t* const* reach, int units, const Square* squares, int n, int moves) {
  constexpr int kNever = 255;
  if (n == 0) return moves >= 0;
  // Most sets fit: one assignment that does, built greedily (each square in turn takes the
  // cheapest unit not yet taken), answers at once; it can only cost more than the best one. When
  // it does not fit, the exact answer below decides.
  {
    std::uint32_t taken = 0;
    int spent = 0;
    for (int i = 0; i < n && spent <= moves; ++i) {
      int best_unit = -1, best_cost = kNever;
      for (int u = 0; u < units; ++u) {
        const int c = reach[u][squares[i]];
        if (!(taken >> u & 1) && c < best_cost) best_cost = c, best_unit = u;
      }
      if (best_unit < 0) break;  // (the units it could have had went to other squares)
      taken |= 1u << best_unit;
      spent += best_cost;
      if (i == n - 1 && spent <= moves) return true;
    }
  }
  // The fewest moves over the subsets of the squares filled so far, unit by unit (each fills one
  // square at most); a partial assignment already over the moves is dropped.
  std::array<std::uint8_t, 1 << kMaxAssignedSquares> best;
  const unsigned full = (1u << n) - 1;
  std::fill(best.begin(), best.begin() + full + 1, std::uint8_t(kNever));
  best[0] = 0;
  for (int u = 0; u < units; ++u) {
    std::array<int, kMaxAssignedSquares> c;
    bool useful = false;
    for (int i = 0; i < n; ++i) useful |= (c[i] = reach[u][squares[i]]) <= moves;
    if (!useful) continue;  // this unit fills none of them in time
    for (unsigned done = full; done-- > 0;) {  // descending: a state is extended once per unit
      if (best[done] > moves) continue;
      for (int i = 0; i < n; ++i)
        if (!(done >> i & 1) && best[done] + c[i] < best[done | 1u << i])
          best[done | 1u << i] = std::uint8_t(best[done] + c[i]);
    }
  }
  return best[full] <= moves;
}

}  // namespace regent::orthodox
