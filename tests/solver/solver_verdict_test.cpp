// Verdicts (sound, cooked, no solution, short solution) and dual reporting, on positions whose
// complete solutions were worked out by hand (see the comments).
#include <gtest/gtest.h>

#include "solver_test_helpers.h"

namespace regent {
namespace {

using test::solved;
using test::find_node;
using test::sorted;
using test::texts;


// #1. Black Ka8; White Kb6 Rh1. Kb6 covers a7 and b7; only a check that also covers b8 mates:
// Rh1-h8 (rank 8). Ra1+ leaves b8; king moves never check. One key of full length: sound.
TEST(SolverVerdict, Sound) {
  const SolveResult r = solved("k7/8/1K6/8/8/8/8/7R w - - 0 1", "#1").result;
  EXPECT_EQ(texts(r.battle.keys), (std::vector<std::string>{"Rh1-h8 #"}));
  EXPECT_EQ(r.verdict, Verdict::Sound);
  EXPECT_TRUE(r.duals.empty());
}

// =1 with two keys (see SolverStalemate.DirectStalemateInOneHasExactlyTwoKeys): cooked.
TEST(SolverVerdict, Cooked) {
  const SolveResult r = solved("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "=1").result;
  EXPECT_EQ(r.battle.keys.size(), 2u);
  EXPECT_EQ(r.verdict, Verdict::Cooked);
}

// #1. Black Ka8; White Kb6 Bg1. A dark-squared bishop can never check the light a8, and the king
// cannot check: no solution.
TEST(SolverVerdict, NoSolution) {
  const SolveResult r = solved("k7/8/1K6/8/8/8/8/6B1 w - - 0 1", "#1").result;
  EXPECT_TRUE(r.battle.keys.empty());
  EXPECT_EQ(r.verdict, Verdict::NoSolution);
}

// h#2 with a mate in one (see SolverOptions.StopOnShortSolutions): short solution, even though there
// are also full-length solutions.
TEST(SolverVerdict, ShortSolutionInHelpPlay) {
  const SolveResult r = solved("8/8/8/8/8/7p/p2N4/k1K5 w - - 0 1", "h#2").result;
  EXPECT_EQ(r.help.short_count, 1);
  EXPECT_EQ(r.verdict, Verdict::ShortSolution);
}

// #2. Black Ka8; White Kc7 Qe1. Kc7 covers b8, b7 (and b6).
//  * 1.Qe1-e4+ (e4-d5-c6-b7-a8) leaves only 1...Ka8-a7 (a7 is not covered; nothing can block or
//    capture). Against Ka7 (flights a8, a6; b6, b7, b8 covered by Kc7) the queen checks from a4, a8,
//    b7, d4, e3: Qa4# (the a-file covers a6 and, through the king, a8) and Qb7# (protected by Kc7,
//    covers a8, a6, b6, b8) mate; Qa8+ is taken, Qd4+ and Qe3+ leave a8 and a6. Two mates: a dual.
//  * 1.Qe1-a1# and 1.Qe1-a5# mate at once (the a-file check also covers a7): the problem is cooked.
TEST(SolverVerdict, DualInAVariationOfACheckingKey) {
  const SolveResult r = solved("k7/2K5/8/8/8/8/8/4Q3 w - - 0 1", "#2").result;
  const AttackerNode* key = find_node(r.battle.keys, "Qe1-e4 +");
  ASSERT_NE(key, nullptr);
  EXPECT_EQ(key->mode, AttackerNode::Mode::Check);
  ASSERT_EQ(texts(key->variations), (std::vector<std::string>{"Ka8-a7"}));
  EXPECT_EQ(sorted(texts(key->variations[0].continuations)), (std::vector<std::string>{"Qe4-a4 #", "Qe4-b7 #"}));

  const std::string prefix = "1.Qe1-e4 + 1...Ka8-a7:";
  const std::string* dual = nullptr;
  for (const auto& d : r.duals)
    if (d.rfind(prefix, 0) == 0) dual = &d;
  ASSERT_NE(dual, nullptr) << "no dual listed for the key Qe1-e4";
  EXPECT_NE(dual->find(" Qe4-a4 #"), std::string::npos) << *dual;
  EXPECT_NE(dual->find(" Qe4-b7 #"), std::string::npos) << *dual;

  for (const char* mate1 : {"Qe1-a1 #", "Qe1-a5 #"}) {
    const AttackerNode* k = find_node(r.battle.keys, mate1);
    ASSERT_NE(k, nullptr) << mate1;
    EXPECT_EQ(k->length, 1);
  }
  EXPECT_EQ(r.verdict, Verdict::Cooked);
}

// Short variations are marked. Reference position mate3-028 (#3, Popeye's solution in
// tests/data/orthodox/mate3.json): after the key 1.Ke1-d2 the defence 1...Rh3-a3 allows 2.Rg1-h1#
// at once, one move before the full length.
TEST(SolverVerdict, ShortVariationsAreMarked) {
  const SolveResult r = solved("8/8/8/3pP1R1/8/7r/7k/R3K1R1 w Q d6 0 1", "#3").result;
  const AttackerNode* key = find_node(r.battle.keys, "Ke1-d2");
  ASSERT_NE(key, nullptr);
  const DefenceNode* v = find_node(key->variations, "Rh3-a3");
  ASSERT_NE(v, nullptr);
  EXPECT_TRUE(v->short_variation);
  EXPECT_EQ(v->length, 1);
  EXPECT_EQ(texts(v->continuations), (std::vector<std::string>{"Rg1-h1 #"}));
  EXPECT_NE(std::find(r.short_variations.begin(), r.short_variations.end(), "1.Ke1-d2 1...Rh3-a3 (1 more move)"),
            r.short_variations.end());
}

}  // namespace
}  // namespace regent
