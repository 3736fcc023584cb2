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
#include "tests/rules/random_board.h"
#include "tests/solver/help_lines.h"

namespace regent {
namespace {

using Outcome = test::HelpLines;

// targets_from 0: the test off.
Outcome solve(const Position& root, io::Goal goal, int plies, int targets_from) {
  return test::help_lines(root, goal, plies, [&](HelpSearch<Orthodox>& search) {
    if (targets_from) search.set_final_targets(true, targets_from);
    else search.set_final_targets(false);
  });
}

TEST(FinalTargets, DropNodesAndNoSolution) {
  test::expect_drops_nodes_and_no_solution([](HelpSearch<Orthodox>&) {},
                                           [](HelpSearch<Orthodox>& search) { search.set_final_targets(false); });
}

// Four problems the test brings from seconds to a fraction of one (their searches without it take
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
  // hpint.inp #73 (H. Winterberg, Problemkiste 1993, h=5): the stalemate positions that account for
  // every black unit (the knight f7 taken, the pawns a2 and c2 shut in)
  const Outcome winterberg =
      solve(*Position::from_fen("7k/1p3n2/5N2/8/8/8/p1p1P3/BbN4K b - - 0 1"), io::Goal::Stalemate, 10, 8);
  EXPECT_EQ(winterberg.solutions,
            std::vector<std::string>{"b7b5 e2e4 b5b4 e4e5 b4b3 e5e6 b3b2 e6f7 b2a1r f7f8b"});
  EXPECT_LT(winterberg.nodes, 1'500'000u);
  // hpint.inp #31 (T. Steudel, Problemkiste 1994, h=5): eight black units, whose complete list
  // (2,662 targets) the search gets since the limits allow it (17.7 million nodes with the king's
  // blocks alone)
  const Outcome steudel =
      solve(*Position::from_fen("8/p7/B7/7p/P3K1pr/7b/1p2p2p/6k1 b - - 0 1"), io::Goal::Stalemate, 10, 8);
  EXPECT_EQ(steudel.solutions,
            std::vector<std::string>{"b2b1r a4a5 b1b6 a5b6 e2e1n b6b7 e1g2 b7b8q h2h1b b8g3"});
  EXPECT_LT(steudel.nodes, 1'000'000u);
}

// Six-ply helpmates get a list only where it is short (at most 2,000 targets): with many units and
// three moves a long list's test costs more than it saves. The defaults against the test off.
TEST(FinalTargets, SixPlyMatesOnlyWithAShortList) {
  const auto defaults = [](const Position& root) {
    return test::help_lines(root, io::Goal::Mate, 6, [](HelpSearch<Orthodox>&) {});
  };
  // intell.inp #20 a) (T. Lins, feenschach 1988, h#3): a list of 479 targets
  const auto lins = *Position::from_fen("6K1/3p4/2q3p1/3R4/3p1nn1/rB3kp1/b7/1r6 b - - 0 1");
  const Outcome lins_with = defaults(lins), lins_without = solve(lins, io::Goal::Mate, 6, 0);
  EXPECT_EQ(lins_with.solutions, std::vector<std::string>{"f4e2 b3a4 a3e3 a4c6 b1b3 d5f5"});
  EXPECT_EQ(lins_with.solutions, lins_without.solutions);
  EXPECT_LT(2 * lins_with.nodes, lins_without.nodes);
  // intell.inp #30 (M. Bonavoglia, The Problemist 1996, h#3): over 14,000 targets, no list
  const auto bonavoglia = *Position::from_fen("8/2K3pB/1p2p1P1/pP2P3/P2r1p2/n1pk1P2/2pbpP2/1N6 b - - 0 1");
  const Outcome bonavoglia_with = defaults(bonavoglia), bonavoglia_without = solve(bonavoglia, io::Goal::Mate, 6, 0);
  EXPECT_EQ(bonavoglia_with.solutions, std::vector<std::string>{"a3c4 b1a3 c4e5 a3c4 e5g6 c4e5"});
  EXPECT_EQ(bonavoglia_with.nodes, bonavoglia_without.nodes);
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
        auto pos = test::random_edge_king_position(rng, plies, "QRRBBNNPP", "qrbnpp");
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
