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
  // Two squares (the commonest case): the two cheapest units of each decide.
  if (n == 2) {
    int best[2] = {kNever, kNever}, second[2] = {kNever, kNever}, best_unit[2] = {-1, -1};
    for (int u = 0; u < units; ++u)
      for (int i = 0; i < 2; ++i) {
        const int c = reach[u][squares[i]];
        if (c < best[i]) second[i] = best[i], best[i] = c, best_unit[i] = u;
        else if (c < second[i]) second[i] = c;
      }
    const int cheapest = best_unit[0] != best_unit[1] ? best[0] + best[1]
                                                      : std::min(best[0] + second[1], second[0] + best[1]);
    return cheapest <= moves;
  }
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
  // The exact answer: the cheapest assignment, square by square (the Hungarian method with
  // potentials; O(n * n * units), where trying the units over every subset of the squares cost
  // O(2^n * n * units)). Only the units that fill some square in time take part.
  constexpr int kMaxUnits = 32;
  constexpr int kInfinite = 1 << 20;
  std::array<std::array<int, kMaxUnits + 1>, kMaxAssignedSquares + 1> cost;  // [square][unit], from 1
  int m = 0;
  for (int u = 0; u < units; ++u) {
    bool useful = false;
    for (int i = 0; i < n; ++i) useful |= reach[u][squares[i]] <= moves;
    if (!useful) continue;
    ++m;
    for (int i = 0; i < n; ++i) {
      const int c = reach[u][squares[i]];
      cost[i + 1][m] = c <= moves ? c : kInfinite;  // (a unit too far for a square never fills it)
    }
  }
  if (m < n) return false;
  // row_pot, col_pot: the potentials (every reduced cost cost - row_pot - col_pot is at least 0);
  // owner[j]: the square unit j fills (0: none); column 0 stands for the square being added.
  std::array<int, kMaxAssignedSquares + 1> row_pot{};
  std::array<int, kMaxUnits + 1> col_pot{}, owner{}, came_from{}, slack{};
  std::array<bool, kMaxUnits + 1> visited{};
  for (int i = 1; i <= n; ++i) {
    owner[0] = i;
    int j0 = 0;
    std::fill(slack.begin(), slack.begin() + m + 1, kInfinite);
    std::fill(visited.begin(), visited.begin() + m + 1, false);
    // Shortest augmenting path from the new square to a unit without one.
    do {
      visited[j0] = true;
      const int i0 = owner[j0];
      int delta = kInfinite, j1 = 0;
      for (int j = 1; j <= m; ++j) {
        if (visited[j]) continue;
        const int reduced = cost[i0][j] - row_pot[i0] - col_pot[j];
        if (reduced < slack[j]) slack[j] = reduced, came_from[j] = j0;
        if (slack[j] < delta) delta = slack[j], j1 = j;
      }
      if (delta >= kInfinite / 2) return false;  // only units too far are left (finite costs are small)
      for (int j = 0; j <= m; ++j) {
        if (visited[j]) {
          row_pot[owner[j]] += delta;
          col_pot[j] -= delta;
        } else {
          slack[j] -= delta;
        }
      }
      j0 = j1;
    } while (owner[j0] != 0);
    do {
      const int j1 = came_from[j0];
      owner[j0] = owner[j1];
      j0 = j1;
    } while (j0 != 0);
    // -col_pot[0]: the cheapest assignment of the squares so far, which only grows with more.
    if (-col_pot[0] > moves) return false;
  }
  return -col_pot[0] <= moves;
}

}  // namespace regent::orthodox
