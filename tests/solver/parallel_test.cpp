// Solving with several threads gives the same solution, byte for byte, as with one: the first
// moves are analysed in any order by any thread, over one shared transposition table of any size,
// and put together in first-move order. Every reference set and every bundled problem file is
// solved with 1, 2 and 4 threads (and with a table small enough to be overwritten all the time),
// and the complete text and JSON outputs are compared. Only the solving time and the node count
// (how much work each thread did) may differ; they are masked.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "solver/search/transposition.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif
#include "tests/solver/whole_outputs.h"

namespace regent {
namespace {

using test::bundled_problems;
using test::param_name;
using test::printed;
using test::Problems;
using test::reference_problems;

struct Setting {
  int threads;
  std::size_t hash_mb;
};

// A run's configuration: `threads` threads over one table shared by every problem of the run,
// as the command sets it up.
RunConfig config_for(Setting s) {
  RunConfig c;
  c.threads = s.threads;
  c.hash_mb = s.hash_mb;
  c.table = std::make_shared<TranspositionTable>(s.hash_mb);
  return c;
}

// Solves the problems with each setting; every output must equal the first setting's.
void expect_same_output(const Problems& problems,
                        const std::vector<Setting>& settings) {
  std::vector<std::string> reference;
  for (std::size_t k = 0; k < settings.size(); ++k) {
    const RunConfig config = config_for(settings[k]);
    for (std::size_t i = 0; i < problems.size(); ++i) {
      const ProblemOutcome o = solve_problem(problems[i].second, config);
      ASSERT_FALSE(o.result.timed_out) << problems[i].first;
      const std::string out = printed(o);
      if (k == 0) reference.push_back(out);
      else
        EXPECT_EQ(out, reference[i]) << problems[i].first << " with " << settings[k].threads << " threads, --hash "
                                     << settings[k].hash_mb;
    }
  }
}

const std::vector<Setting> kSettings = {{1, 64}, {2, 64}, {4, 64}, {2, 1}, {4, 1}};

class ThreadsReference : public ::testing::TestWithParam<std::string> {};

TEST_P(ThreadsReference, SameOutputForEveryThreadCountAndHashSize) {
  const auto problems = reference_problems(GetParam());
  ASSERT_FALSE(problems.empty());
  expect_same_output(problems, kSettings);
}

INSTANTIATE_TEST_SUITE_P(Fast, ThreadsReference, ::testing::Values("mate2", "mate3", "help2"), param_name);

// The slow sets (about a minute in all); left out of the sanitizer run like the other slow
// reference tests.
class ThreadsReferenceSlow : public ThreadsReference {};
TEST_P(ThreadsReferenceSlow, SameOutputForEveryThreadCountAndHashSize) {
  const auto problems = reference_problems(GetParam());
  ASSERT_FALSE(problems.empty());
  expect_same_output(problems, {{1, 64}, {2, 64}, {4, 1}});
}
INSTANTIATE_TEST_SUITE_P(ReferenceSlow, ThreadsReferenceSlow, ::testing::Values("help3", "matetrack"), param_name);

// Every problem file under problems/: all five variants, tries, set play, twins, Regent Chess
// transformations and phantom flights.
TEST(Threads, BundledProblemsSameOutputForEveryThreadCount) {
  const Problems problems = bundled_problems();
  ASSERT_GT(problems.size(), 40u);
  expect_same_output(problems, {{1, 64}, {2, 64}, {4, 64}, {3, 1}});
}

// maxsolutions: the first N solutions in first-move order, whichever thread finds which.
TEST(Threads, MaxSolutionsTakesTheSameSolutions) {
  Problems problems;
  for (const std::string name : {"help2", "mate2"})
    for (auto [id, twin] : reference_problems(name)) {
      for (const int n : {1, 2, 5}) {
        twin.options.maxsolutions = n;
        problems.emplace_back(id + " maxsolutions " + std::to_string(n), twin);
      }
    }
  expect_same_output(problems, {{1, 64}, {2, 64}, {4, 1}});
  // And they are the first N of the complete solution, in order.
  const RunConfig one = config_for({1, 64}), four = config_for({4, 64});
  for (auto [id, twin] : reference_problems("help2")) {
    const ProblemOutcome all = solve_problem(twin, one);
    twin.options.maxsolutions = 2;
    const ProblemOutcome two = solve_problem(twin, four);
    const std::size_t expected = std::min<std::size_t>(2, all.result.help.solutions.size());
    ASSERT_EQ(two.result.help.solutions.size(), expected) << id;
    for (std::size_t i = 0; i < expected; ++i)
      EXPECT_EQ(two.result.help.solutions[i].front().text(), all.result.help.solutions[i].front().text()) << id;
  }
}

// ---- the shared table ----------------------------------------------------------------------

TEST(TranspositionTable, KeepsBothBoundsOfAPosition) {
  TranspositionTable tt(1);
  const std::uint64_t key = 0x9E3779B97F4A7C15ULL;
  EXPECT_EQ(tt.probe(key, 3), TranspositionTable::Bound::Unknown);
  tt.store_fail(key, 2);  // no win within 2
  tt.store_win(key, 4);   // a win within 4
  EXPECT_EQ(tt.probe(key, 1), TranspositionTable::Bound::Fail);
  EXPECT_EQ(tt.probe(key, 2), TranspositionTable::Bound::Fail);
  EXPECT_EQ(tt.probe(key, 3), TranspositionTable::Bound::Unknown);
  EXPECT_EQ(tt.probe(key, 4), TranspositionTable::Bound::Win);
  EXPECT_EQ(tt.probe(key, 9), TranspositionTable::Bound::Win);
  // A weaker fact does not replace a stronger one.
  tt.store_fail(key, 1);
  tt.store_win(key, 6);
  EXPECT_EQ(tt.probe(key, 2), TranspositionTable::Bound::Fail);
  EXPECT_EQ(tt.probe(key, 4), TranspositionTable::Bound::Win);
  // Another key in the same slot (the slot comes from the high bits) is not taken for this one.
  EXPECT_EQ(tt.probe(key ^ 1, 4), TranspositionTable::Bound::Unknown);
}

// Eight positions share a bucket (one cache line). In a 1 MB table (2^14 buckets) the bucket comes
// from the key's top 14 bits, so keys that differ only below them meet in one bucket.
std::uint64_t same_bucket(int i) { return 0x5A5A000000000000ULL | std::uint64_t(i) * 0x9E3779B97FULL; }

TEST(TranspositionTable, ABucketHoldsEightPositions) {
  TranspositionTable tt(1);
  for (int i = 0; i < 8; ++i) tt.store_fail(same_bucket(i), 2);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(tt.probe(same_bucket(i), 2), TranspositionTable::Bound::Fail) << i;
  // A ninth takes the place of one of them.
  tt.store_fail(same_bucket(8), 2);
  EXPECT_EQ(tt.probe(same_bucket(8), 2), TranspositionTable::Bound::Fail);
  int kept = 0;
  for (int i = 0; i < 8; ++i) kept += tt.probe(same_bucket(i), 2) == TranspositionTable::Bound::Fail;
  EXPECT_EQ(kept, 7);
}

// A full bucket gives up the entry with the shortest lengths: a long search's result outlives a
// stream of short ones (with one slot per position, the next position would have replaced it).
TEST(TranspositionTable, LongLengthsOutliveShortOnes) {
  TranspositionTable tt(1);
  tt.store_fail(same_bucket(0), 9);
  tt.store_win(same_bucket(1), 7);
  for (int i = 2; i < 200; ++i) tt.store_fail(same_bucket(i), 1 + i % 3);
  EXPECT_EQ(tt.probe(same_bucket(0), 9), TranspositionTable::Bound::Fail);
  EXPECT_EQ(tt.probe(same_bucket(1), 7), TranspositionTable::Bound::Win);
  EXPECT_EQ(tt.probe(same_bucket(199), 2), TranspositionTable::Bound::Fail);
  // Entries of an earlier problem are the first to go: after a new generation, eight new
  // positions all find a place.
  tt.new_generation();
  for (int i = 300; i < 308; ++i) tt.store_fail(same_bucket(i), 1);
  for (int i = 300; i < 308; ++i) EXPECT_EQ(tt.probe(same_bucket(i), 1), TranspositionTable::Bound::Fail) << i;
}

TEST(TranspositionTable, LengthsBeyondTheLongestStoredStayExact) {
  TranspositionTable tt(1);
  const std::uint64_t key = 0x0123456789ABCDEFULL;
  tt.store_win(key, TranspositionTable::kMaxLength + 10);  // not kept: it would claim a shorter win
  EXPECT_EQ(tt.probe(key, TranspositionTable::kMaxLength), TranspositionTable::Bound::Unknown);
  tt.store_fail(key, TranspositionTable::kMaxLength + 10);  // kept as a fail within the longest length
  EXPECT_EQ(tt.probe(key, TranspositionTable::kMaxLength), TranspositionTable::Bound::Fail);
}

TEST(TranspositionTable, ANewGenerationForgetsEverything) {
  TranspositionTable tt(1);
  const std::uint64_t key = 0xDEADBEEFCAFEF00DULL;
  tt.store_win(key, 2);
  tt.new_generation();
  EXPECT_EQ(tt.probe(key, 2), TranspositionTable::Bound::Unknown);
  // Through the wrap of the 8-bit generation: an entry of 255 generations ago is not current.
  tt.store_win(key, 2);
  for (int i = 0; i < 255; ++i) tt.new_generation();
  EXPECT_EQ(tt.probe(key, 2), TranspositionTable::Bound::Unknown);
  tt.store_fail(key, 3);
  EXPECT_EQ(tt.probe(key, 3), TranspositionTable::Bound::Fail);
}

// The first 4 MB serve alone until about half of it is filled; then the next level takes over and
// nothing stored before is lost (the first part is read as a fallback until a quarter of the new
// level is filled, and an entry found there is copied forward).
TEST(TranspositionTable, TheSwitchToTheNextLevelKeepsTheEntries) {
  TranspositionTable tt(64);
  EXPECT_TRUE(tt.first_part_only());
  std::mt19937_64 rng(7);
  std::vector<std::uint64_t> keys(400000);
  for (auto& k : keys) k = rng();
  std::size_t stored_before_switch = 0;
  for (const std::uint64_t k : keys) {
    stored_before_switch += tt.first_part_only();
    tt.store_fail(k, 3);
  }
  EXPECT_FALSE(tt.first_part_only());
  // Switched after about half of the 2^19 slots of the first part are filled (counted for one key
  // in 64): with eight slots to a bucket nearly every key filled a slot of its own, so about
  // 262,000 keys stored.
  EXPECT_GT(stored_before_switch, 230000u);
  EXPECT_LT(stored_before_switch, 300000u);
  // An entry is lost only where more than eight keys met in one bucket of the first part (it
  // switches with half of its slots filled, four keys to a bucket on average: about 1% of them
  // are lost); dropping the first part at the switch would lose every one of them.
  // (Every fourth key: a key found in the fallback is copied to the new level, and once an
  // quarter of it is filled, about 524,000 slots, the fallback is no longer read.)
  EXPECT_TRUE(tt.reads_fallback());
  std::size_t kept = 0;
  for (std::size_t i = 0; i < keys.size(); i += 4) kept += tt.probe(keys[i], 3) == TranspositionTable::Bound::Fail;
  EXPECT_TRUE(tt.reads_fallback());
  EXPECT_GT(kept, keys.size() / 4 - stored_before_switch / 4 / 50);
  // A bound stored before the switch and one after it are combined (on the first of the early
  // keys still found: about 1% are lost, so one of the first hundred is there).
  std::size_t e = 0;
  while (e < 100 && tt.probe(keys[e], 3) != TranspositionTable::Bound::Fail) ++e;
  ASSERT_LT(e, 100u);
  const std::uint64_t early = keys[e];
  EXPECT_EQ(tt.probe(early, 7), TranspositionTable::Bound::Unknown);
  tt.store_win(early, 7);
  EXPECT_EQ(tt.probe(early, 3), TranspositionTable::Bound::Fail);
  EXPECT_EQ(tt.probe(early, 7), TranspositionTable::Bound::Win);
  // The next problem starts at that level and knows nothing of this one.
  tt.new_generation();
  EXPECT_FALSE(tt.first_part_only());
  for (int i = 0; i < 100; ++i) EXPECT_EQ(tt.probe(keys[i], 3), TranspositionTable::Bound::Unknown);
  tt.store_fail(keys[0], 2);
  EXPECT_EQ(tt.probe(keys[0], 2), TranspositionTable::Bound::Fail);
}

// Past the first part the table grows in levels, each four times the one before, as the search
// fills it (the kernel zeroes a page when it is first touched, so a search that stores little
// should touch little). An entry the search still asks for is copied forward at each switch.
TEST(TranspositionTable, GrowsByLevelsAndKeepsWhatIsInUse) {
  TranspositionTable tt(256);
  EXPECT_EQ(tt.serving_entries(), std::size_t{1} << 19);
  std::mt19937_64 rng(11);
  const std::uint64_t in_use = rng();
  tt.store_fail(in_use, 9);
  std::vector<std::size_t> levels{tt.serving_entries()};
  std::vector<std::uint64_t> keys(3600000);
  for (auto& k : keys) k = rng();
  std::size_t last_switch = 0, fallback_dropped = 0, before = 0;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    tt.store_fail(keys[i], 2);
    if (i % 50000 == 0) {
      ASSERT_EQ(tt.probe(in_use, 9), TranspositionTable::Bound::Fail) << i;
    }
    if (tt.serving_entries() != levels.back()) {
      levels.push_back(tt.serving_entries()), last_switch = i;
      EXPECT_TRUE(tt.reads_fallback());
    }
    if (!fallback_dropped && levels.size() == 3 && !tt.reads_fallback()) fallback_dropped = i;
    // While the level before is still read, most of what it held is found (every eighth key:
    // what is found is copied forward, and counts as filling the new level).
    if (levels.size() == 3 && i == last_switch + 100000)
      for (std::size_t j = 300000; j <= last_switch; j += 8) before += tt.probe(keys[j], 2) == TranspositionTable::Bound::Fail;
  }
  // 4 MB, 16 MB, 64 MB: each switch after about half of a level's slots are filled.
  EXPECT_EQ(levels, (std::vector<std::size_t>{std::size_t{1} << 19, std::size_t{1} << 21, std::size_t{1} << 23}));
  EXPECT_GT(last_switch, 1200000u);
  EXPECT_LT(last_switch, 1500000u);
  EXPECT_GT(before, (last_switch - 300000) / 8 * 9 / 10);
  // The level before is read until a quarter of the new one is filled (about two million slots,
  // the copies included).
  EXPECT_FALSE(tt.reads_fallback());
  EXPECT_GT(fallback_dropped, last_switch + 1700000);
  EXPECT_LT(fallback_dropped, last_switch + 2150000);
  EXPECT_EQ(tt.probe(in_use, 9), TranspositionTable::Bound::Fail);
  // What was stored since the last switch is there, but where a bucket of the new level also
  // holds entries of the level before (the levels overlap: the new level begins where the level
  // before does, so that the last level is all of the rest) and more than eight met.
  std::size_t since = 0;
  for (std::size_t i = last_switch + 1; i < keys.size(); ++i) since += tt.probe(keys[i], 2) == TranspositionTable::Bound::Fail;
  EXPECT_GT(since, (keys.size() - last_switch - 1) * 97 / 100);
  // The next problem starts at the level reached.
  tt.new_generation();
  EXPECT_EQ(tt.serving_entries(), std::size_t{1} << 23);
  EXPECT_EQ(tt.probe(in_use, 9), TranspositionTable::Bound::Unknown);
}

// The kernel zeroes a page when it is first touched. A quarter of the serving level filled, the
// table's own thread asks for the next level's pages, so that they are zeroed on another core
// before the switch rather than in the search's page faults; a table that stores little asks for
// nothing more.
TEST(TranspositionTable, AsksForTheNextLevelsPagesAhead) {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
  {
    // (a kernel before Linux 5.14 refuses the request: the table then works as without the pager)
    void* page = mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    ASSERT_NE(page, MAP_FAILED);
    const bool supported = madvise(page, 4096, MADV_POPULATE_WRITE) == 0;
    munmap(page, 4096);
    if (!supported) GTEST_SKIP() << "this kernel cannot populate pages ahead (MADV_POPULATE_WRITE)";
  }
  TranspositionTable tt(64);
  std::mt19937_64 rng(5);
  // A tenth of the first part (2^19 slots): nothing asked for yet, level 1 (16 MB) not in memory.
  for (int i = 0; i < 52000; ++i) tt.store_fail(rng(), 2);
  EXPECT_EQ(tt.populated_level(), 0);
  EXPECT_FALSE(tt.level_resident(1));
  // A third: level 1's pages are asked for, and come (within a few seconds at most).
  for (int i = 0; i < 120000; ++i) tt.store_fail(rng(), 2);
  EXPECT_TRUE(tt.first_part_only());
  for (int wait = 0; wait < 1000 && tt.populated_level() < 1; ++wait)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(tt.populated_level(), 1);
  EXPECT_TRUE(tt.level_resident(1));
  EXPECT_FALSE(tt.level_resident(2));
#else
  GTEST_SKIP() << "the pager asks Linux (5.14 or later) for pages";
#endif
}

// Below 16 MB the table is one part from the start.
TEST(TranspositionTable, SmallTablesAreOnePart) {
  EXPECT_EQ(TranspositionTable(15).serving_entries(), std::size_t{15} << 17);
  EXPECT_EQ(TranspositionTable(16).serving_entries(), std::size_t{4} << 17);
}

// --hash is the table's exact size: 8-byte entries, any number of megabytes.
TEST(TranspositionTable, SizeIsExactlyTheMegabytesAsked) {
  EXPECT_EQ(TranspositionTable(1).entries(), std::size_t{1} << 17);
  EXPECT_EQ(TranspositionTable(3).entries(), std::size_t{3} << 17);
  EXPECT_EQ(TranspositionTable(100).entries(), std::size_t{100} << 17);
  // Every slot of an odd-sized table is reachable: keys spread over all of it.
  TranspositionTable tt(3);
  tt.store_win(~std::uint64_t{0}, 1);  // the last slot
  EXPECT_EQ(tt.probe(~std::uint64_t{0}, 1), TranspositionTable::Bound::Win);
  tt.store_win(0, 1);  // the first
  EXPECT_EQ(tt.probe(0, 1), TranspositionTable::Bound::Win);
}

}  // namespace
}  // namespace regent
