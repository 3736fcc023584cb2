// A problem split by first move (--first-moves K/N) and merged (regent merge) gives the output of a
// single run, byte for byte apart from the time and the node count: every reference set and every
// bundled problem file split into 1, 2, 3 and 5 shares, each share written as JSON and read back
// as `regent merge` reads it, the shares merged and the complete text (Popeye's layout, Kapusta's
// for Regent Chess) and JSON compared. Also with maxsolutions, set play, stoponshortsolutions and
// intended, whose semantics the merge must reproduce.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "solver/output/json_input.h"
#include "solver/output/json_output.h"
#include "solver/run/merge.h"
#include "tests/solver/whole_outputs.h"

namespace regent {
namespace {

using test::bundled_problems;
using test::param_name;
using test::printed;
using test::Problems;
using test::reference_problems;

RunConfig share_config(int k, int n) {
  RunConfig c;
  c.threads = 1;
  c.part = k;
  c.parts = n;
  return c;
}

// The problem solved in n shares, each through its JSON as a part file holds it, and merged.
ProblemOutcome split_and_merged(const io::ProblemInstance& problem, int n) {
  std::vector<SolveResult> shares;
  ProblemOutcome first;
  for (int k = 0; k < n; ++k) {
    const ProblemOutcome share = solve_problem(problem, share_config(k, n));
    EXPECT_FALSE(share.result.timed_out);
    ProblemOutcome back = outcome_from_json(problem_json(share, 1), problem);
    if (k == 0) first = back;
    if (!back.error) {
      EXPECT_EQ(back.result.part.has_value(), n > 1);  // 0/1 is the whole solve
      shares.push_back(std::move(back.result));
    }
  }
  if (!first.error) first.result = merge_shares(std::move(shares), problem.options);
  return first;
}


void expect_merge_equals_single_run(const Problems& problems, const std::vector<int>& splits) {
  RunConfig single;
  single.threads = 1;
  for (const auto& [name, problem] : problems) {
    const ProblemOutcome one = solve_problem(problem, single);
    ASSERT_FALSE(one.result.timed_out) << name;
    const std::string expected = printed(one);
    for (const int n : splits) EXPECT_EQ(printed(split_and_merged(problem, n)), expected) << name << " in " << n << " shares";
  }
}

const std::vector<int> kSplits = {1, 2, 3, 5};

class FirstMovesReference : public ::testing::TestWithParam<std::string> {};

TEST_P(FirstMovesReference, MergedSharesGiveTheSingleRunsOutput) {
  const Problems problems = reference_problems(GetParam());
  ASSERT_FALSE(problems.empty());
  expect_merge_equals_single_run(problems, kSplits);
}

INSTANTIATE_TEST_SUITE_P(Fast, FirstMovesReference, ::testing::Values("mate2", "mate3", "help2"), param_name);

// Every problem file under problems/: all five variants, twins, tries, intended solutions.
TEST(FirstMoves, BundledProblemsMergedGiveTheSingleRunsOutput) {
  const Problems problems = bundled_problems();
  ASSERT_GT(problems.size(), 40u);
  expect_merge_equals_single_run(problems, kSplits);
}

// The reference positions with an option set.
Problems with_option(const std::string& set, const std::string& option) {
  Problems out;
  for (auto [id, twin] : reference_problems(set)) {
    io::parse_option_text(option, twin.options);
    out.emplace_back(id + " option " + option, twin);
  }
  return out;
}

// maxsolutions: the first N keys in first-move order (and the tries before the N-th key), the
// first N help solutions by length and first move, though each share finds up to N of its own.
TEST(FirstMoves, MaxSolutions) {
  for (const std::string option : {"maxsolutions 1", "maxsolutions 2", "maxsolutions 5"}) {
    expect_merge_equals_single_run(with_option("help2", option), {2, 3, 5});
    expect_merge_equals_single_run(with_option("mate2", option), {2, 3, 5});
  }
}

// Set play is share 0's; it is not a first move's.
TEST(FirstMoves, SetPlay) {
  expect_merge_equals_single_run(with_option("mate2", "setplay"), {2, 3});
  expect_merge_equals_single_run(with_option("mate3", "setplay"), {2, 3});
  expect_merge_equals_single_run(with_option("help2", "setplay"), {2, 3});
}

// stoponshortsolutions: a short solution in any share drops the full-length ones of all.
TEST(FirstMoves, StopOnShortSolutions) {
  expect_merge_equals_single_run(with_option("help2", "stoponshortsolutions"), {2, 3, 5});
  Problems both;
  for (auto [id, twin] : reference_problems("help2")) {
    twin.options.stoponshort = true;
    twin.options.maxsolutions = 2;
    both.emplace_back(id + " stoponshortsolutions maxsolutions 2", twin);
  }
  expect_merge_equals_single_run(both, {2, 3});
}

// intended: the verdict (cooked, fewer solutions than intended) is concluded from all shares.
TEST(FirstMoves, Intended) {
  expect_merge_equals_single_run(with_option("help2", "intended 2"), {2, 3});
}

// ---- merge_shares on its own ------------------------------------------------------------------

SolveResult share(int k, int n, int first_moves) {
  SolveResult r;
  r.stipulation = *io::try_parse_stipulation("h#2", nullptr);
  r.first_mover = "black";
  r.part = FirstMovePart{k, n, first_moves, {}, {}, {}, {}};
  return r;
}

std::vector<MoveRecord> line(const std::string& first) {
  MoveRecord m;
  m.desc.text = first;
  return {m};
}

void add_solution(SolveResult& r, int index, int length, const std::string& first) {
  r.help.solutions.push_back(line(first));
  r.help.lengths.push_back(length);
  r.part->solutions.push_back(index);
}

std::vector<std::string> first_moves_of(const SolveResult& r) {
  std::vector<std::string> out;
  for (const auto& s : r.help.solutions) out.push_back(s.front().desc.text);
  return out;
}

TEST(MergeShares, HelpSolutionsByLengthThenFirstMove) {
  SolveResult a = share(0, 2, 4), b = share(1, 2, 4);
  add_solution(a, 0, 2, "a0");
  add_solution(a, 2, 1, "a2 short");
  add_solution(b, 1, 2, "b1");
  add_solution(b, 1, 2, "b1 second");
  add_solution(b, 3, 1, "b3 short");
  const SolveResult r = merge_shares({b, a}, io::Options{});
  EXPECT_EQ(first_moves_of(r), (std::vector<std::string>{"a2 short", "b3 short", "a0", "b1", "b1 second"}));
  EXPECT_EQ(r.help.short_count, 2);
  EXPECT_EQ(r.help.full_length_count, 3);
  EXPECT_EQ(r.verdict, Verdict::ShortSolution);
}

TEST(MergeShares, StoppedShares) {
  SolveResult a = share(0, 2, 4), b = share(1, 2, 4);
  a.nodes = 10;
  a.seconds = 2;
  b.nodes = 5;
  b.seconds = 3;
  // Share 1 stopped at the full length (4 plies) in its first move 3; share 0 finished.
  add_solution(a, 0, 2, "a0");
  add_solution(b, 1, 2, "b1");
  b.timed_out = b.interrupted = true;
  b.not_examined = line("b3");
  b.part->not_examined = {3};
  b.not_examined_plies = 4;
  const SolveResult r = merge_shares({a, b}, io::Options{});
  EXPECT_TRUE(r.timed_out);
  EXPECT_TRUE(r.interrupted);
  EXPECT_EQ(r.verdict, Verdict::Aborted);
  EXPECT_EQ(r.nodes, 15u);
  EXPECT_EQ(r.seconds, 3);
  EXPECT_EQ(first_moves_of(r), (std::vector<std::string>{"a0", "b1"}));
  ASSERT_EQ(r.not_examined.size(), 1u);
  EXPECT_EQ(r.not_examined[0].desc.text, "b3");
  EXPECT_EQ(r.not_examined_plies, 4);
}

TEST(MergeShares, SharesThatDoNotFitAreRefused) {
  EXPECT_THROW(merge_shares({share(0, 2, 4)}, io::Options{}), MergeError);
  EXPECT_THROW(merge_shares({share(0, 2, 4), share(0, 2, 4)}, io::Options{}), MergeError);
  EXPECT_THROW(merge_shares({share(0, 2, 4), SolveResult{}}, io::Options{}), MergeError);
}

}  // namespace
}  // namespace regent

namespace regent {
namespace {

// A share's part is read back with its lists parallel to the solution's and indices in range.
TEST(FirstMovesJson, PartIsReadBackAndChecked) {
  RunConfig config;
  config.part = 1;
  config.parts = 2;
  const auto parsed = io::parse_popeye(reference::load_file("mate2").positions.at(0).input, "mate2");
  const ProblemOutcome share = solve_problem(parsed.at(0).twins.at(0), config);
  ASSERT_TRUE(share.result.part.has_value());
  nlohmann::json j = solution_json(share.result);
  const SolveResult back = solution_from_json(j);
  ASSERT_TRUE(back.part.has_value());
  EXPECT_EQ(back.part->k, 1);
  EXPECT_EQ(back.part->n, 2);
  EXPECT_EQ(back.part->first_moves, share.result.part->first_moves);
  EXPECT_EQ(back.part->keys, share.result.part->keys);
  EXPECT_EQ(back.part->tries, share.result.part->tries);
  EXPECT_EQ(solution_json(back).dump(), j.dump());

  nlohmann::json extra = j;
  extra["part"]["keys"].push_back(1);
  try {
    solution_from_json(extra);
    ADD_FAILURE() << "accepted";
  } catch (const SolutionJsonError& e) {
    EXPECT_EQ(std::string(e.what()), "part.keys: expected one first-move index per key (" +
                                         std::to_string(share.result.battle.keys.size()) + "), got " +
                                         std::to_string(share.result.battle.keys.size() + 1));
  }
  nlohmann::json bad_k = j;
  bad_k["part"]["k"] = 2;
  EXPECT_THROW(solution_from_json(bad_k), SolutionJsonError);
}

}  // namespace
}  // namespace regent
