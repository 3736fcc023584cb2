// Transposition table for the boolean searches of the solver ("can the side to move force /
// help the goal within n plies?"). Each entry keeps, for one position, the shortest length
// proven to succeed and the longest length proven to fail, so one entry answers every n.
//
// Shared by every thread of a solve, without locks: an entry is one 64-bit word (key check,
// generation, the two lengths) read and written whole, so a reader never sees half of another
// thread's entry. A position's entry may be in any of the eight slots of its bucket (one cache
// line); a full bucket gives up the entry with the shortest lengths, so the results of long
// searches outlive the many short ones. Two threads storing into one slot at once can lose one
// of the two stores (and two threads storing one new position at once may give it two slots);
// every stored length is a proven fact about the position its key checks, so a lost store only
// costs a search, never a wrong answer.
//
// Memory is fixed at construction (exactly --hash MB) and taken zero-filled from the system (in
// huge pages where the system has them); nothing is allocated while searching. The kernel zeroes
// a page when it is first touched, and random probes touch every page of a table in use, so a
// run does not use the whole table at once: its first 4 MB serve alone until about half of
// their slots are filled, then a share of the rest four times as large, and so on up to all of
// it. The level that served before stays readable as a fallback until a quarter of the new one
// is filled (or the problem ends), and what a probe finds there is copied forward, so the
// entries still in use are kept. A run of small problems never pays for zeroing the rest. One
// table serves a whole run: each problem starts a new generation, and entries of older
// generations read as empty, so nothing is cleared between problems (only when the 8-bit
// generation wraps). Once a quarter of the serving level is filled, a thread of the table's own
// asks the system for the next level's pages (Linux: MADV_POPULATE_WRITE), so that the kernel
// zeroes them on another core, before the switch, rather than in the search's page faults: a
// single-threaded solve of a long problem spent 4-8% of its time there.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <thread>

namespace regent {

class TranspositionTable {
 public:
  // Throws std::bad_alloc if the memory cannot be had.
  explicit TranspositionTable(std::size_t megabytes = 64);
  ~TranspositionTable();
  TranspositionTable(const TranspositionTable&) = delete;
  TranspositionTable& operator=(const TranspositionTable&) = delete;

  // Starts a new problem: every entry stored before reads as empty from now on. Called between
  // problems, while no search runs.
  void new_generation();

  // The number of slots (--hash MB of 8-byte entries), both parts together.
  std::size_t entries() const { return first_entries_ + main_entries_; }
  // Whether the first part still serves alone (tests and figures).
  bool first_part_only() const { return level(state()) == 0; }
  // The slots that serve now (tests and figures): the first part's, then a growing share of the
  // rest, up to all of it.
  std::size_t serving_entries() const { return level_entries_[level(state())]; }
  // Whether the level before is still read (tests and figures).
  bool reads_fallback() const { return has_fallback(state()); }
  // The highest level whose pages the pager has asked the system for (0: none yet; tests).
  int populated_level() const { return populated_.load(std::memory_order_acquire); }
  // Whether every page of a level (1 up) is in memory (tests; Linux, a mapped table; else false).
  bool level_resident(int level) const;

  // What is known of a position for length n: Win, Fail or Unknown.
  enum class Bound : std::uint8_t { Unknown, Win, Fail };
  Bound probe(std::uint64_t key, int n) const {
    const int state = this->state();
    const Bound b = answer(find(key, level(state)), key, n);
    // After a switch the share that served before still holds this problem's earlier entries.
    if (b == Bound::Unknown && has_fallback(state)) return probe_fallback(key, n, state);
    return b;
  }
  // Asks the memory system for key's slot ahead of a probe (the probe's cache miss then overlaps
  // other work).
  void prefetch(std::uint64_t key) const {
    const int state = this->state();
    __builtin_prefetch(bucket(key, level(state)));
    if (has_fallback(state)) __builtin_prefetch(bucket(key, level(state) - 1));
  }
  void store_win(std::uint64_t key, int n);
  void store_fail(std::uint64_t key, int n);

  // The longest length an entry can hold.
  static constexpr int kMaxLength = 254;

 private:
  // An entry: bits 0-7 the shortest length known to succeed plus one (0: none), bits 8-15 the
  // longest length known to fail plus one (0: none), bits 16-23 the generation, bits 24-63 the
  // low 40 bits of the key. The bucket is chosen by the key's high bits (the key times the
  // number of buckets, top half: any table size, not only powers of two), so with 2^14 buckets
  // (1 MB) or more at least 54 of the key's 64 bits are checked (62 at the default 256 MB).
  // All-zero is empty (generation 0 is never current).
  static constexpr std::uint64_t kTagMask = ~std::uint64_t{0xFFFF};
  std::uint64_t tag(std::uint64_t key) const { return key << 24 | generation_ << 16; }
  Bound answer(std::uint64_t e, std::uint64_t key, int n) const {
    if ((e & kTagMask) != tag(key)) return Bound::Unknown;
    const int win = int(e & 0xFF), fail = int((e >> 8) & 0xFF);
    if (win && n >= win - 1) return Bound::Win;
    if (fail && n <= fail - 1) return Bound::Fail;
    return Bound::Unknown;
  }

  // Which share of the table serves: level 0 is the first part; level l >= 1 the first
  // kFirstEntries * 4^l slots of the rest (the last level all of it). The state is the level
  // times two, plus one while the previous level is read as a fallback (from a switch until an
  // quarter of the new level is filled, or the problem ends: a probe the serving level cannot
  // answer costs a second cache miss meanwhile).
  static int level(int state) { return state >> 1; }
  static bool has_fallback(int state) { return state & 1; }
  int state() const { return state_.load(std::memory_order_relaxed); }

  __extension__ using Wide = unsigned __int128;  // GCC and Clang
  // A key's bucket at a level: kBucket slots on one cache line, any of which may hold its entry.
  std::uint64_t* bucket(std::uint64_t key, int level) const {
    return level_base_[level] + kBucket * std::size_t((Wide(key) * (level_entries_[level] / kBucket)) >> 64);
  }
  static std::uint64_t load(std::uint64_t& slot) {
    return std::atomic_ref<std::uint64_t>(slot).load(std::memory_order_relaxed);
  }
  static void store(std::uint64_t& slot, std::uint64_t e) {
    std::atomic_ref<std::uint64_t>(slot).store(e, std::memory_order_relaxed);
  }
  // key's entry in its bucket at that level (0: none there).
  std::uint64_t find(std::uint64_t key, int level) const {
    std::uint64_t* b = bucket(key, level);
    const std::uint64_t t = tag(key);
    for (std::size_t i = 0; i < kBucket; ++i)
      if (const std::uint64_t e = load(b[i]); (e & kTagMask) == t) return e;
    return 0;
  }
  Bound probe_fallback(std::uint64_t key, int n, int state) const;
  // A store filled a slot that held no entry of this generation.
  void filled(std::uint64_t key, int level) const;
  // Where a store for key goes and the entry it starts from (see the .cpp).
  struct Place {
    std::uint64_t* slot;
    std::uint64_t entry;
  };
  Place place_for(std::uint64_t key, int state) const;

  // The first part: 4 MB of slots (the whole table when --hash is below 16 MB).
  static constexpr std::size_t kFirstEntries = std::size_t{1} << 19;
  // Slots per bucket: 8 entries of 8 bytes, one cache line (a probe reads one line either way).
  static constexpr std::size_t kBucket = 8;
  static constexpr int kMaxLevels = 24;

  std::uint64_t* first_ = nullptr;  // the start of the memory
  std::size_t first_entries_ = 0;
  std::uint64_t* main_ = nullptr;  // right after the first part
  std::size_t main_entries_ = 0;
  std::uint64_t* level_base_[kMaxLevels] = {};
  std::size_t level_entries_[kMaxLevels] = {};
  int levels_ = 1;
  void* mapping_ = nullptr;  // the memory mapping that holds the table (null: from aligned_alloc)
  std::size_t mapping_size_ = 0;
  std::uint64_t generation_ = 1;
  // (mutable: a probe that finds its answer in the fallback copies it to the serving level, and
  // a store that fills the serving level may switch to the next)
  mutable std::atomic<int> state_{0};
  // The pager: asked for a level's pages (populate_ahead), it asks the system for them a chunk at
  // a time, so that the destructor, which stops it, waits for one chunk at most. wanted_ is the
  // highest level asked for (kStopPager: stop), populated_ the highest done.
  void populate_ahead(int level) const;
  void page_in() const;
  static constexpr int kStopPager = -1;
  mutable std::atomic<int> wanted_{0};
  mutable std::atomic<int> populated_{0};
  mutable std::mutex pager_start_;
  mutable std::thread pager_;
  // Slots of the serving level filled in this generation, counted for one key in 64 (a count at
  // every store would contend between threads).
  // (On a cache line of its own: the fields above are read at every probe.)
  alignas(64) mutable std::atomic<std::size_t> filled_sampled_{0};
};

}  // namespace regent
