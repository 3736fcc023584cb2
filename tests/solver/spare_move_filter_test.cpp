// The no-move-to-spare filter of help play (solver/search/help_search.h, find_tight_squares;
// rules/orthodox/mate_budget.h, BudgetProgress) must drop nodes and never a solution. Every other
// shortcut but the final positions' test stays on in both runs, so the comparison isolates this one
// filter: the same solutions in the same order, and strictly fewer nodes with it (a search that
// stopped asking would show equal counts). Positions from tests/data/orthodox (Popeye's
// intelligent-mode examples and a longer helpmate), with their published numbers of solutions.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/orthodox/orthodox.h"
#include "solver/search/help_search.h"
#include "solver/search/transposition.h"

namespace regent {
namespace {

struct Outcome {
  std::vector<std::string> solutions;  // each as its moves in UCI, one after the other
  std::uint64_t nodes = 0;
};

Outcome solve(const char* fen, io::Goal goal, int plies, bool spare_filter) {
  Position pos = *Position::from_fen(fen);
  TranspositionTable tt(4);
  HelpSearch<Orthodox> search(pos, tt, goal);
  search.set_spare_move_filter(spare_filter);
  // (the final positions' test off: on these problems it leaves the filter little or nothing to
  // drop; final_targets_test.cpp compares it on its own)
  search.set_final_targets(false);
  Orthodox::MoveList firsts;
  Orthodox::generate(pos, firsts);
  Outcome out;
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

struct Case {
  const char* name;
  const char* fen;
  io::Goal goal;
  int plies;
  std::size_t solutions;
};

TEST(SpareMoveFilter, DropsNodesAndNoSolution) {
  const Case cases[] = {
      // intell.inp #96, h#8: the king walks from b3 to h1
      {"helpintell-004", "8/8/8/8/8/1k6/5nB1/2K5 b - - 0 1", io::Goal::Mate, 16, 1},
      // h#4 with twelve solutions
      {"helplong-001", "8/1n5b/1kr1p3/rp3p2/8/1P1r2p1/8/1K6 b - - 0 1", io::Goal::Mate, 8, 12},
      // hpint.inp #43 and #111, h=4
      {"helpstalemate-006", "8/8/8/1N1k2K1/5p2/2b5/8/8 b - - 0 1", io::Goal::Stalemate, 8, 2},
      {"helpstalemate-014", "kr6/b1p5/8/8/2K5/8/2P5/8 b - - 0 1", io::Goal::Stalemate, 8, 1},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    const Outcome with = solve(c.fen, c.goal, c.plies, true);
    const Outcome without = solve(c.fen, c.goal, c.plies, false);
    EXPECT_EQ(with.solutions.size(), c.solutions);
    EXPECT_EQ(with.solutions, without.solutions);
    EXPECT_LT(with.nodes, without.nodes);
  }
}

}  // namespace
}  // namespace regent
