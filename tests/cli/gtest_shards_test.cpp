// scripts/gtest-shards, which runs the suites in scripts/test (and so in CI): it must pass only
// when every test of every shard ran and passed. Run here on tests/shard_probe.cpp, whose six
// tests pass unless the environment asks one to fail, crash, end the process early or hang.
#include <gtest/gtest.h>

#include <string>

#include "tests/cli/cli_helpers.h"

namespace regent::test {
namespace {

const std::string kScript = "bash " + shell_quote(std::string(REGENT_SCRIPTS_DIR) + "/gtest-shards");

// The script on the probe with SHARDS and JOBS and extra environment and arguments.
CliRun run_shards(int shards, const std::string& environment, const std::string& arguments = "") {
  return run_shell("SHARDS=" + std::to_string(shards) + " JOBS=2 " + environment + " " + kScript + " " +
                   shell_quote(REGENT_SHARD_PROBE) + " " + arguments);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(GtestShards, PassesWhenEveryTestOfEveryShardPasses) {
  const CliRun r = run_shards(3, "");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(r.out.starts_with("shard_probe: 6 tests passed in 3 shards, 2 at a time, in ")) << r.out;
}

TEST(GtestShards, CountsOnlyTheTestsTheFilterKeeps) {
  const CliRun r = run_shards(2, "", "--gtest_filter='-*Slow*'");
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_TRUE(r.out.starts_with("shard_probe: 5 tests passed in 2 shards, 2 at a time, in ")) << r.out;
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
  const CliRun r = run_shards(6, "SHARD_PROBE_EXIT=1");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_EQ(r.out, "the shards ran 5 tests, the binary lists 6\n");
}

TEST(GtestShards, ATimeOutFailsTheRun) {
  const CliRun r = run_shards(4, "SHARD_PROBE_HANG=1 SHARD_TIMEOUT=1");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  // (the hanging test is the fourth: gtest deals it to shard 3 of 4)
  EXPECT_TRUE(r.out.starts_with("=== shard 3 of 4 failed (exit status 124, timed out after 1 s):\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "[ RUN      ] ShardProbe.HangsWhenAsked")) << r.out;
}

TEST(GtestShards, RefusesAMissingBinary) {
  const CliRun r = run_shell(kScript + " /nonexistent");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "usage: scripts/gtest-shards BINARY [GTEST_ARGUMENT...] (BINARY must be an executable)\n");
}

TEST(GtestShards, FailsWhenTheBinaryCannotListItsTests) {
  const CliRun r = run_shell(kScript + " /bin/false --gtest_filter=x");
  EXPECT_EQ(r.status, 1);
  // (the binary's real path: /bin/false may be a link)
  EXPECT_TRUE(r.out.ends_with("/false --gtest_list_tests --gtest_filter=x failed\n")) << r.out;
  EXPECT_EQ(r.out.find('\n'), r.out.size() - 1) << r.out;
}

}  // namespace
}  // namespace regent::test
