// The final positions' test of help play (solver/search/help_search.h, prepare_targets;
// rules/orthodox/mate_targets.h) must drop nodes and never a solution. Every other shortcut stays
// on in both runs, so the comparison isolates this one: the same solutions in the same order, and
// fewer nodes with it on the long problems. Positions from tests/data/orthodox with their
// published numbers of solutions, and random positions with the test asked from four plies on.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "rules/orthodox/orthodox.h"
#include "solver/search/help_search.h"
#include "solver/search/transposition.h"
#include "tests/rules/random_board.h"

namespace regent {
namespace {

struct Outcome {
  std::vector<std::string> solutions;  // each as its moves in UCI, one after the other
  std::uint64_t nodes = 0;
};

// targets_from 0: the test off.
Outcome solve(const Position& root, io::Goal goal, int plies, int targets_from) {
  Position pos = root;
  TranspositionTable tt(4);
  HelpSearch<Orthodox> search(pos, tt, goal);
  if (targets_from) search.set_final_targets(true, targets_from);
  else search.set_final_targets(false);
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

TEST(FinalTargets, DropNodesAndNoSolution) {
  struct Case {
    const char* name;
    const char* fen;
    io::Goal goal;
    int plies;
    std::size_t solutions;
  };
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
    const Position root = *Position::from_fen(c.fen);
    const Outcome with = solve(root, c.goal, c.plies, 8);
    const Outcome without = solve(root, c.goal, c.plies, 0);
    EXPECT_EQ(with.solutions.size(), c.solutions);
    EXPECT_EQ(with.solutions, without.solutions);
    EXPECT_LT(with.nodes, without.nodes);
  }
}

// Two problems the test brings from seconds to a fraction of one (their searches without it take
// too long for a test): the published solution, and nothing else.
TEST(FinalTargets, LongProblemsPublishedSolutions) {
  // intell.inp #97 (N. Geissler, Die Schwalbe 1991, h#7)
  const Outcome geissler =
      solve(*Position::from_fen("B1k5/1bp5/8/8/3r4/8/2q2p1r/5Kn1 b - - 0 1"), io::Goal::Mate, 14, 8);
  EXPECT_EQ(geissler.solutions, std::vector<std::string>{"b7h1 a8g2 c2h7 f1f2 d4d8 f2e3 c8d7 g2a8 h1b7 e3d4 b7c8 "
                                                         "d4d5 h7e7 a8c6"});
  EXPECT_LT(geissler.nodes, 1'000'000u);
  // hpint.inp #54 (E. Szentai, 1968, h=8)
  const Outcome szentai = solve(*Position::from_fen("8/8/8/8/8/p7/P2p1pp1/1K5k b - - 0 1"), io::Goal::Stalemate, 16, 8);
  EXPECT_EQ(szentai.solutions, std::vector<std::string>{"d2d1b b1a1 d1b3 a2b3 f2f1b b3b4 f1a6 b4b5 g2g1b b5a6 g1h2 "
                                                        "a6a7 h2b8 a7b8q a3a2 b8g3"});
  EXPECT_LT(szentai.nodes, 1'000'000u);
}

// Random positions, the king to be mated (stalemated) on an edge, few units: the same solutions in
// the same order with the test asked from four plies on as without it, for help play of four to
// six plies of both goals.
TEST(FinalTargets, RandomPositionsSameSolutions) {
  std::mt19937 rng(20261209);
  int compared = 0, solved = 0;
  for (const io::Goal goal : {io::Goal::Mate, io::Goal::Stalemate}) {
    // (seven plies of a queen's and a bishop's play take seconds: not in a unit test)
    for (const int plies : {4, 5, 6}) {
      for (int made = 0; made < (plies < 6 ? 30 : 8);) {
        test::RandomBoard board;
        const int edge[] = {0, 7, 56, 63, 3, 4, 24, 31, 59, 60, 32, 39};
        board.put(edge[rng() % 12], 'k');
        board.place(rng, 'K');
        for (int i = 0, n = 1 + int(rng() % 2); i < n; ++i) board.place(rng, "QRRBBNNPP"[rng() % 9]);
        for (int i = 0, n = int(rng() % 3); i < n; ++i) board.place(rng, "qrbnpp"[rng() % 6]);
        auto pos = board.position(plies % 2 ? "w - - 0 1" : "b - - 0 1");
        if (!pos) continue;
        ++made;
        const Outcome with = solve(*pos, goal, plies, 4);
        const Outcome without = solve(*pos, goal, plies, 0);
        EXPECT_EQ(with.solutions, without.solutions) << pos->fen() << ", " << plies << " plies";
        ++compared;
        solved += !without.solutions.empty();
      }
    }
  }
  EXPECT_EQ(compared, 136);
  EXPECT_GT(solved, 30);
}

}  // namespace
}  // namespace regent
