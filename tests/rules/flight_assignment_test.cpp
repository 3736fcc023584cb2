// The assignment of the mate budget's exact stage (rules/orthodox/flight_assignment.h): different
// units fill a king's open flights within a number of moves. Its quick greedy answer and its exact
// one are held against trying every assignment, and for larger sizes against the cheapest
// assignment over subsets of the squares, over random distance tables.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <vector>

#include "rules/orthodox/flight_assignment.h"

namespace regent {
namespace {

// Every way to give the n squares different units: the fewest moves in all (255: none).
int cheapest_by_trying_all(const std::vector<std::array<std::uint8_t, 64>>& reach, const std::vector<Square>& squares) {
  std::vector<int> units(reach.size());
  for (std::size_t u = 0; u < units.size(); ++u) units[u] = int(u);
  int best = 255;
  // Each permutation's first n units fill the squares in order.
  do {
    int spent = 0;
    for (std::size_t i = 0; i < squares.size(); ++i) spent += reach[units[i]][squares[i]];
    best = std::min(best, spent);
  } while (std::next_permutation(units.begin(), units.end()));
  return best;
}

// A random question: n_units rows of distances (one in `never` unreachable, the others below
// `far`) and n different squares to fill.
struct RandomQuestion {
  std::vector<std::array<std::uint8_t, 64>> reach;
  std::vector<Square> squares;
  std::vector<const std::uint8_t*> rows;  // reach's rows, as the function takes them
};
RandomQuestion random_question(std::mt19937& rng, int n_units, int n, unsigned never, unsigned far) {
  RandomQuestion q;
  q.reach.resize(n_units);
  for (auto& row : q.reach)
    for (auto& d : row) d = rng() % never == 0 ? 255 : std::uint8_t(rng() % far);
  while (int(q.squares.size()) < n) {
    const Square s = Square(rng() % 64);
    if (std::find(q.squares.begin(), q.squares.end(), s) == q.squares.end()) q.squares.push_back(s);
  }
  for (const auto& row : q.reach) q.rows.push_back(row.data());
  return q;
}

TEST(FlightAssignment, FitsExactlyWhenSomeAssignmentFits) {
  std::mt19937 rng(20261129);
  int fits = 0, greedy_would_fail = 0, trials = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int n_units = 1 + int(rng() % 7), n = 1 + int(rng() % std::min(n_units, 6));
    const auto [reach, squares, rows] = random_question(rng, n_units, n, 5, 6);
    const int cheapest = cheapest_by_trying_all(reach, squares);
    // The greedy choice in the squares' order, as the function first tries it.
    int greedy = 0;
    std::uint32_t taken = 0;
    for (const Square s : squares) {
      int best = 255, unit = -1;
      for (int u = 0; u < n_units; ++u)
        if (!(taken >> u & 1) && reach[u][s] < best) best = reach[u][s], unit = u;
      if (unit < 0) { greedy = 1000; break; }
      taken |= 1u << unit;
      greedy += best;
    }
    for (int moves = 0; moves <= 16; ++moves) {
      ++trials;
      const bool expected = cheapest <= moves;
      fits += expected;
      greedy_would_fail += expected && greedy > moves;
      ASSERT_EQ(orthodox::units_fill_within(rows.data(), n_units, squares.data(), n, moves), expected)
          << "trial " << trial << ", moves " << moves << ", cheapest " << cheapest;
    }
  }
  // Both answers, and the cases only the exact answer gets right, must be common.
  EXPECT_GT(fits, trials / 5);
  EXPECT_LT(fits, trials * 4 / 5);
  EXPECT_GT(greedy_would_fail, trials / 100);
}

// The fewest moves by the units one at a time over every subset of the squares filled so far
// (each unit fills one square at most): a second way to the same answer, fast enough for the
// sizes the budget really asks about (up to eight flights and sixteen units), where trying every
// assignment is not.
int cheapest_by_subsets(const std::vector<std::array<std::uint8_t, 64>>& reach, const std::vector<Square>& squares) {
  const int n = int(squares.size());
  std::vector<int> best(std::size_t(1) << n, 1 << 20);
  best[0] = 0;
  for (const auto& row : reach)
    for (unsigned done = (1u << n) - 1; done-- > 0;)  // (descending: each unit extends a set once)
      for (int i = 0; i < n; ++i)
        if (!(done >> i & 1)) best[done | 1u << i] = std::min(best[done | 1u << i], best[done] + row[squares[i]]);
  return best.back();
}

TEST(FlightAssignment, FitsExactlyWithManyUnitsAndFlights) {
  std::mt19937 rng(20261130);
  int fits = 0, trials = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    const int n_units = 3 + int(rng() % 14), n = 3 + int(rng() % std::min(n_units - 2, 6));
    const auto [reach, squares, rows] = random_question(rng, n_units, n, 4, 8);
    const int cheapest = cheapest_by_subsets(reach, squares);
    for (int moves = 0; moves <= 15; ++moves) {
      ++trials;
      fits += cheapest <= moves;
      ASSERT_EQ(orthodox::units_fill_within(rows.data(), n_units, squares.data(), n, moves), cheapest <= moves)
          << "trial " << trial << ", moves " << moves << ", cheapest " << cheapest;
    }
  }
  EXPECT_GT(fits, trials / 5);
  EXPECT_LT(fits, trials * 4 / 5);
}

}  // namespace
}  // namespace regent
