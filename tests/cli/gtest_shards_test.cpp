// scripts/gtest-shards, which runs the suites in scripts/test (and so in CI): it must pass only
// when every test of every shard ran and passed. Run here on tests/shard_probe.cpp, whose five
// tests pass unless the environment asks one to fail, crash or end the process early.
#include <gtest/gtest.h>

#include <string>

#include "tests/cli/cli_helpers.h"

namespace regent::test {
namespace {

// The script on the probe with SHARDS and JOBS and extra environment and arguments.
CliRun run_shards(int shards, const std::string& environment, const std::string& arguments = "") {
  return run_shell("SHARDS=" + std::to_string(shards) + " JOBS=2 " + environment + " bash " +
                   shell_quote(std::string(REGENT_SCRIPTS_DIR) + "/gtest-shards") + " " +
                   shell_quote(REGENT_SHARD_PROBE) + " " + arguments);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(GtestShards, PassesWhenEveryTestOfEveryShardPasses) {
  const CliRun r = run_shards(3, "");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(r.out.starts_with("shard_probe: 5 tests passed in 3 shards, 2 at a time, in ")) << r.out;
}

TEST(GtestShards, CountsOnlyTheTestsTheFilterKeeps) {
  const CliRun r = run_shards(2, "", "--gtest_filter='-*Slow*'");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(r.out.starts_with("shard_probe: 4 tests passed in 2 shards, 2 at a time, in ")) << r.out;
}

TEST(GtestShards, AFailedTestFailsTheRunAndItsShardIsPrinted) {
  const CliRun r = run_shards(3, "SHARD_PROBE_FAIL=1");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_TRUE(r.out.starts_with("=== shard 0 of 3 failed (exit status 1):\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "asked to fail")) << r.out;
  EXPECT_TRUE(contains(r.out, "[  FAILED  ] ShardProbe.FailsWhenAsked")) << r.out;
  EXPECT_FALSE(contains(r.out, "tests passed")) << r.out;
}

TEST(GtestShards, ACrashFailsTheRun) {
  const CliRun r = run_shards(3, "SHARD_PROBE_CRASH=1");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  // (timeout(1) gives 128 + SIGABRT for a program that the signal ended)
  EXPECT_TRUE(r.out.starts_with("=== shard 1 of 3 failed (exit status 134):\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "[ RUN      ] ShardProbe.CrashesWhenAsked")) << r.out;
}

TEST(GtestShards, AShardThatEndsBeforeItsTestsAreRunFailsTheRun) {
  const CliRun r = run_shards(5, "SHARD_PROBE_EXIT=1");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_EQ(r.out, "the shards ran 4 tests, the binary lists 5\n");
}

TEST(GtestShards, ATimeOutFailsTheRun) {
  // (no test of the probe takes a second, but no program starts within no time at all)
  const CliRun r = run_shards(1, "SHARD_TIMEOUT=0.001");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_TRUE(r.out.starts_with("=== shard 0 of 1 failed (exit status 124, timed out after 0.001 s):\n")) << r.out;
}

TEST(GtestShards, RefusesAMissingBinary) {
  const CliRun r = run_shell("bash " + shell_quote(std::string(REGENT_SCRIPTS_DIR) + "/gtest-shards") + " /nonexistent");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "usage: scripts/gtest-shards BINARY [GTEST_ARGUMENT...] (BINARY must be an executable)\n");
}

}  // namespace
}  // namespace regent::test
