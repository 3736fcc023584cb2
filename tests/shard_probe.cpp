// A small GoogleTest program for the test of scripts/gtest-shards (tests/cli/gtest_shards_test.cpp):
// its tests pass unless the environment asks one of them to fail, to crash, to end the process
// early or to hang, so that the test can watch the script report each of those. Not part of the suite.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <thread>

namespace {

bool asked(const char* name) {
  const char* value = std::getenv(name);
  return value && value[0] == '1';
}

TEST(ShardProbe, FailsWhenAsked) { EXPECT_FALSE(asked("SHARD_PROBE_FAIL")) << "asked to fail"; }
TEST(ShardProbe, CrashesWhenAsked) {
  if (asked("SHARD_PROBE_CRASH")) std::abort();
}
// (a test program that ends with status 0 before it has run every test)
TEST(ShardProbe, EndsTheProcessWhenAsked) {
  if (asked("SHARD_PROBE_EXIT")) std::exit(0);
}
// (a test that runs far longer than the timeout the test of the script gives)
TEST(ShardProbe, HangsWhenAsked) {
  if (asked("SHARD_PROBE_HANG")) std::this_thread::sleep_for(std::chrono::seconds(60));
}
TEST(ShardProbe, Passes) {}
TEST(ShardProbeSlow, Passes) {}
// (listed by gtest, never run: not counted)
TEST(ShardProbe, DISABLED_Fails) { FAIL(); }
TEST(DISABLED_ShardProbe, Fails) { FAIL(); }

}  // namespace
