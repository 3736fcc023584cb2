// Help play's solutions as the search finds them, for the tests that switch one of its shortcuts
// off and compare: every solution of exactly `plies` plies from the root, first move by first move
// in generation order, each as its moves in UCI, and the search's nodes.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "rules/orthodox/orthodox.h"
#include "solver/search/help_search.h"
#include "solver/search/transposition.h"

namespace regent::test {

struct HelpLines {
  std::vector<std::string> solutions;
  std::uint64_t nodes = 0;
};

// configure(search) sets the search's switches before it starts.
template <class Configure>
HelpLines help_lines(const Position& root, io::Goal goal, int plies, Configure&& configure) {
  Position pos = root;
  TranspositionTable tt(4);
  HelpSearch<Orthodox> search(pos, tt, goal);
  configure(search);
  Orthodox::MoveList firsts;
  Orthodox::generate(pos, firsts);
  HelpLines out;
  for (const Move& first : firsts)
    search.enumerate_from(first, plies, [&](const Move* moves, int count) {
      std::string line;
      for (int i = 0; i < count; ++i) {
        if (i) line += ' ';
        line += uci(moves[i]);
      }
      out.solutions.push_back(line);
      return true;
    });
  out.nodes = search.nodes();
  return out;
}

// Four help plays of eight plies or more from tests/data/orthodox (Popeye's intelligent-mode
// examples and a longer helpmate) with their published numbers of solutions: the problems the
// tests of help play's shortcuts solve with and without one of them.
struct LongHelpCase {
  const char* name;
  const char* fen;
  io::Goal goal;
  int plies;
  std::size_t solutions;
};
inline constexpr LongHelpCase kLongHelpCases[] = {
    // intell.inp #96, h#8: the king walks from b3 to h1
    {"helpintell-004", "8/8/8/8/8/1k6/5nB1/2K5 b - - 0 1", io::Goal::Mate, 16, 1},
    // h#4 with twelve solutions
    {"helplong-001", "8/1n5b/1kr1p3/rp3p2/8/1P1r2p1/8/1K6 b - - 0 1", io::Goal::Mate, 8, 12},
    // hpint.inp #43 and #111, h=4
    {"helpstalemate-006", "8/8/8/1N1k2K1/5p2/2b5/8/8 b - - 0 1", io::Goal::Stalemate, 8, 2},
    {"helpstalemate-014", "kr6/b1p5/8/8/2K5/8/2P5/8 b - - 0 1", io::Goal::Stalemate, 8, 1},
};

// Each of the long cases solved with a shortcut (on(search) configures the search) and without it
// (off(search)): the published number of solutions, the same solutions in the same order, and
// fewer nodes with the shortcut.
template <class On, class Off>
void expect_drops_nodes_and_no_solution(On&& on, Off&& off) {
  for (const LongHelpCase& c : kLongHelpCases) {
    SCOPED_TRACE(c.name);
    const Position root = *Position::from_fen(c.fen);
    const HelpLines with = help_lines(root, c.goal, c.plies, on);
    const HelpLines without = help_lines(root, c.goal, c.plies, off);
    EXPECT_EQ(with.solutions.size(), c.solutions);
    EXPECT_EQ(with.solutions, without.solutions);
    EXPECT_LT(with.nodes, without.nodes);
  }
}

}  // namespace regent::test
