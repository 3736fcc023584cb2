// --threads, stopping a solve (--maxtime, Ctrl-C / SIGTERM) and the partial result, as a user of
// the command sees them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "tests/cli/cli_helpers.h"
#include "tests/text_masks.h"

namespace {

using regent::test::CliRun;
using regent::test::cli_data;
using regent::test::problem_path;
using regent::test::run_regent;
using regent::test::shell_quote;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

using regent::test::has_not_examined_line;
using regent::test::without_times;

TEST(CliThreads, OutputIsTheSameForEveryThreadCount) {
  for (const std::string& args : {shell_quote(problem_path("orthodox/examples.pop")),
                                 "--notation kapusta " + shell_quote(problem_path("kapusta/03-qg6.pop")),
                                 shell_quote(problem_path("regent/diagram08.pop"))}) {
    const CliRun one = run_regent("--threads 1 " + args);
    ASSERT_EQ(one.status, 0) << args << "\n" << one.err;
    for (const char* threads : {"2", "4", "7"}) {
      const CliRun many = run_regent(std::string("-j ") + threads + " " + args);
      EXPECT_EQ(many.status, 0) << args;
      EXPECT_EQ(without_times(many.out), without_times(one.out)) << args << " with " << threads << " threads";
    }
  }
}

TEST(CliThreads, ThreadCountOutOfRangeIsABadCommandLine) {
  const CliRun r = run_regent("--threads 0 " + shell_quote(cli_data("sound.pop")));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "error: --threads must be between 1 and 1024, not 0\n");
  EXPECT_EQ(r.out, "");
}

// long_then_short.pop: a #7 that takes minutes, then a #1.
TEST(CliStop, TimeLimitPrintsThePartialResultAndGoesOnWithTheNextProblem) {
  const CliRun r = run_regent("--maxtime 0.3 -j 2 " + shell_quote(cli_data("long_then_short.pop")));
  EXPECT_EQ(r.status, 3) << r.err;
  const auto first = r.out.find("stopped by the time limit\nsolving interrupted. Time = ");
  ASSERT_NE(first, std::string::npos) << r.out;
  EXPECT_TRUE(contains(r.out, "verdict: aborted")) << r.out;
  EXPECT_TRUE(has_not_examined_line(r.out)) << r.out;
  // The second problem is solved in full.
  EXPECT_TRUE(contains(r.out.substr(first), "1.Rh1-h8 # !")) << r.out;
  EXPECT_TRUE(contains(r.out.substr(first), "solution finished.")) << r.out;
}

// A long search stopped by the time limit ends promptly on every thread: a =100 (white has a
// rook, so a stalemate is not ruled out and the search goes deep) used to unwind for hours after
// the stop, each move of length doubling the nodes (the outer timeout makes that a failure).
TEST(CliStop, ADeepSearchStopsAtTheTimeLimit) {
  const CliRun r = regent::test::run_regent_within(
      120, "-j 2 --noboard --maxtime 0.5 --fen '4k3/8/8/8/8/8/8/R3K3 w - - 0 1' --stip =100");
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_TRUE(contains(r.out, "stopped by the time limit\nsolving interrupted. Time = ")) << r.out;
}

// Runs regent on long_then_short.pop (with --verbose, which logs "solving FILE:LINE problem N"
// before each solve) and sends `signal` a third of a second after the first problem's solve has
// begun, so the signal always lands in the middle of it however loaded the machine is. (grep -s:
// the first look may come before the shell has made the log file.)
CliRun interrupted_run(const std::string& signal, const std::string& args) {
  const auto dir = regent::test::scratch_directory("signal_" + signal);
  const std::string log = (dir / "log").string();
  const std::string script = shell_quote(REGENT_BINARY) + " -v " + args + " " + shell_quote(cli_data("long_then_short.pop")) +
                             " 2>" + shell_quote(log) + " & pid=$!; " +
                             "for i in $(seq 600); do grep -qs 'solving ' " + shell_quote(log) +
                             " && break; sleep 0.05; done; sleep 0.3; kill -" + signal + " $pid; wait $pid; status=$?; " +
                             "grep -v '^\\[debug\\]' " + shell_quote(log) + " >&2; exit $status";
  CliRun r = regent::test::run_shell("bash -c " + shell_quote(script));
  std::filesystem::remove_all(dir);
  return r;
}

TEST(CliStop, InterruptStopsTheProblemAndSkipsTheRest) {
  const CliRun r = interrupted_run("INT", "-j 2");  // as Ctrl-C sends it
  EXPECT_EQ(r.status, 3) << r.err;
  EXPECT_TRUE(contains(r.out, "solving interrupted. Time = ")) << r.out;
  EXPECT_TRUE(has_not_examined_line(r.out)) << r.out;
  EXPECT_FALSE(contains(r.out, "Rh1-h8")) << r.out;
  EXPECT_EQ(r.err, "interrupted: 1 problem not solved\n");
}

TEST(CliStop, TerminateStopsLikeAnInterruptInJsonToo) {
  const CliRun r = interrupted_run("TERM", "--format json");
  EXPECT_EQ(r.status, 3) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j.at("problems").size(), 1u);  // the second problem was not solved
  const auto& solution = j["problems"][0]["solution"];
  EXPECT_EQ(solution.at("timed_out"), true);
  EXPECT_EQ(solution.at("interrupted"), true);
  EXPECT_EQ(solution.at("verdict"), "aborted");
  EXPECT_FALSE(solution.at("not_examined").empty());
}

}  // namespace
