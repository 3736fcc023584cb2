// io::problem_id: the same twin gets the same id whatever its layout; what the solver is asked
// changes it (docs/collections.md, "The id").
#include <gtest/gtest.h>

#include "solver/io/popeye_parser.h"
#include "solver/io/problem_id.h"

namespace regent::io {
namespace {

std::vector<ProblemInstance> twins(const std::string& text) {
  const auto problems = parse_popeye(text, "test.pop");
  EXPECT_EQ(problems.size(), 1u);
  EXPECT_FALSE(problems.at(0).error) << problems.at(0).error->to_string();
  return problems.at(0).twins;
}

std::string id(const std::string& text) { return problem_id(twins(text).at(0)); }

constexpr const char* kProblem =
    "beginproblem\ntitle Quiet key\nstipulation #2\npieces white kb7 rc2 pg7 black kd8\noption try variation\n"
    "endproblem\n";

TEST(ProblemId, CanonicalTextOfAProblem) {
  EXPECT_EQ(canonical_problem_text(twins(kProblem).at(0)),
            "regent-problem 1\n"
            "stipulation #2\n"
            "pieces bKd8 wKb7 wPg7 wRc2\n"
            "options defence=1 try\n"
            "twin \n");
  EXPECT_EQ(id(kProblem), "c4c59c0f2c994067");
}

TEST(ProblemId, LayoutTitleAndOrderDoNotMatter) {
  EXPECT_EQ(id(kProblem), id("BEGIN\n  Title  Another title\nauthor Someone\n"
                             "pieces black kd8 white pg7 rc2\n kb7\nopt vari try\nstip #2\nend\n"));
}

TEST(ProblemId, WhatIsSolvedChangesIt) {
  const std::string base = id(kProblem);
  EXPECT_NE(base, id("beginproblem\nstipulation #3\npieces white kb7 rc2 pg7 black kd8\noption try\nendproblem\n"));
  EXPECT_NE(base, id("beginproblem\nstipulation #2\npieces white kb7 rc2 pg7 black kd8\nendproblem\n"));
  EXPECT_NE(base, id("beginproblem\nstipulation #2\npieces white kb7 rc3 pg7 black kd8\noption try\nendproblem\n"));
  EXPECT_NE(base, id("beginproblem\nstipulation #2\npieces white kb7 rc2 pg7 black kd8\noption try defence 2\n"
                     "endproblem\n"));
}

TEST(ProblemId, TwinsDifferByLabelAndPosition) {
  const auto t = twins("beginproblem\nstipulation #2\npieces white kb7 rc2 pg7 black kd8\ntwin move c2 e2\n"
                       "twin stipulation #3\nendproblem\n");
  ASSERT_EQ(t.size(), 3u);
  EXPECT_NE(problem_id(t[0]), problem_id(t[1]));
  EXPECT_NE(problem_id(t[0]), problem_id(t[2]));
  EXPECT_TRUE(canonical_problem_text(t[1]).ends_with("pieces bKd8 wKb7 wPg7 wRe2\noptions defence=1\ntwin b)\n"))
      << canonical_problem_text(t[1]);
}

TEST(ProblemId, ConditionsAreLowerCased) {
  EXPECT_EQ(id("beginproblem\ncondition regent white regent B1 black regent H8\nstipulation #1\n"
               "pieces white ke2 qb1 black ka8 qh8\nendproblem\n"),
            id("beginproblem\nstipulation #1\ncondition Regent White Regent b1 Black Regent h8\n"
               "pieces white qb1 ke2 black qh8 ka8\nendproblem\n"));
}

TEST(ProblemId, Fnv1a64) {
  EXPECT_EQ(fnv1a64(""), 0xcbf29ce484222325ULL);
  EXPECT_EQ(fnv1a64("a"), 0xaf63dc4c8601ec8cULL);  // the published test vectors of FNV-1a 64
  EXPECT_EQ(fnv1a64("foobar"), 0x85944171f73967e8ULL);
}

}  // namespace
}  // namespace regent::io
