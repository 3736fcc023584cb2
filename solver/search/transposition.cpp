#include "solver/search/transposition.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace regent {

static_assert(std::atomic_ref<std::uint64_t>::is_always_lock_free);

// The table's memory: zero-filled pages from the system. On Linux, a private anonymous mapping
// asked to use transparent huge pages: a random probe then seldom misses the TLB, and a table
// that a run fills costs a few dozen page faults instead of one per 4 KB (with several threads
// faulting at once, those faults were most of a small problem's time).
TranspositionTable::TranspositionTable(std::size_t megabytes) {
  constexpr std::size_t kHugePage = std::size_t{2} << 20;
  // More megabytes than a size_t can count in bytes (with room for the huge-page alignment).
  if (megabytes > (SIZE_MAX - kHugePage) >> 20) throw std::bad_alloc();
  const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
  const std::size_t entries = bytes / sizeof(std::uint64_t);
  // Below 16 MB the first part is the whole table (a switch would gain little).
  first_entries_ = megabytes >= 16 ? kFirstEntries : entries;
  main_entries_ = entries - first_entries_;
  std::uint64_t* table = nullptr;
#if defined(__linux__)
  if (bytes >= kHugePage) {
    mapping_size_ = bytes + kHugePage;  // room to align the table on a huge page
    mapping_ = mmap(nullptr, mapping_size_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping_ == MAP_FAILED) {
      mapping_ = nullptr;
      throw std::bad_alloc();
    }
    const auto base = reinterpret_cast<std::uintptr_t>(mapping_);
    table = reinterpret_cast<std::uint64_t*>((base + kHugePage - 1) / kHugePage * kHugePage);
    madvise(table, bytes, MADV_HUGEPAGE);  // a hint: without huge pages the table works the same
  }
#endif
  if (!table) {
    // (on a cache line, as the mapping is: a bucket never straddles two lines)
    table = static_cast<std::uint64_t*>(std::aligned_alloc(64, bytes));
    if (!table) throw std::bad_alloc();
    std::memset(table, 0, bytes);
  }
  first_ = table;
  main_ = table + first_entries_;
  // The levels: the first part, then a share of the rest four times as large as the level before,
  // up to all of it.
  level_base_[0] = first_;
  level_entries_[0] = first_entries_;
  for (std::size_t size = first_entries_ * 4; main_entries_ && levels_ < kMaxLevels; size *= 4) {
    level_base_[levels_] = main_;
    level_entries_[levels_++] = std::min(size, main_entries_);
    if (size >= main_entries_) break;
  }
  // (the loop always ends at the break: the levels grow by fours from 2^19 entries, and
  // kMaxLevels of them pass 2^61 entries of 8 bytes, more than a 64-bit machine can hold)
  static_assert(std::bit_width(kFirstEntries) - 1 + 2 * (kMaxLevels - 1) >= 61);
}

TranspositionTable::~TranspositionTable() {
  {
    const std::lock_guard lock(pager_start_);
    wanted_.store(kStopPager, std::memory_order_release);
    wanted_.notify_all();
  }
  if (pager_.joinable()) pager_.join();
#if defined(__linux__)
  if (mapping_) {
    munmap(mapping_, mapping_size_);
    return;
  }
#endif
  std::free(first_);
}

void TranspositionTable::new_generation() {
  filled_sampled_.store(0, std::memory_order_relaxed);
  // The fallback holds only older entries now; the level stays (its pages are in use already).
  const int level = this->level(state());
  state_.store(level << 1, std::memory_order_relaxed);
  if (++generation_ == 256) {
    // Entries of generation 1 could be taken for current ones again: clear what has been used
    // (the rest of the table is still zero).
    std::memset(first_, 0, first_entries_ * sizeof(std::uint64_t));
    if (level > 0) std::memset(main_, 0, level_entries_[level] * sizeof(std::uint64_t));
    generation_ = 1;
  }
}

// About half of the serving level is filled: the next level takes over, with this one as its
// fallback (one thread makes the switch; a thread that still stores into this level meanwhile is
// read through the fallback). The levels after the first overlap (each begins where the rest
// does): the next level's stores overwrite some of the fallback's entries, which only costs the
// searches they would have spared.
// A quarter of the new level filled (the whole level before, by then mostly copied forward where
// still in use): the fallback is no longer read, since every probe it has to answer costs a
// second cache miss.
void TranspositionTable::filled(std::uint64_t key, int level) const {
  if (key & 63) return;
  const std::size_t filled = (filled_sampled_.fetch_add(1, std::memory_order_relaxed) + 1) * 64;
  int expected = state();
  if (this->level(expected) != level) return;
  if (filled > level_entries_[level] / 4 && level + 1 < levels_ && wanted_.load(std::memory_order_relaxed) <= level)
    populate_ahead(level + 1);
  if (has_fallback(expected) && filled > level_entries_[level] / 4) {
    state_.compare_exchange_strong(expected, level << 1, std::memory_order_relaxed);
    return;
  }
  if (filled <= level_entries_[level] / 2 || level + 1 >= levels_) return;
  if (state_.compare_exchange_strong(expected, (level + 1) << 1 | 1, std::memory_order_relaxed))
    filled_sampled_.store(0, std::memory_order_relaxed);
}

// The next level's pages, asked for on the table's own thread (started on the first request: a
// table that never grows past its first part, as in most tests and short runs, has none). Only
// for the mapping: memory from aligned_alloc was written whole at construction.
void TranspositionTable::populate_ahead(int level) const {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
  if (!mapping_) return;
  const std::lock_guard lock(pager_start_);
  int asked = wanted_.load(std::memory_order_relaxed);
  if (asked == kStopPager || asked >= level) return;
  wanted_.store(level, std::memory_order_release);
  if (!pager_.joinable()) pager_ = std::thread([this] { page_in(); });
  wanted_.notify_one();
#else
  (void)level;
#endif
}

void TranspositionTable::page_in() const {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
  // (one huge page, 2 MB, a call: the destructor waits for one call at most, a few milliseconds)
  constexpr std::size_t kChunk = std::size_t{2} << 20;
  int done = 0;
  for (;;) {
    wanted_.wait(done, std::memory_order_acquire);
    const int level = wanted_.load(std::memory_order_acquire);
    if (level == kStopPager) return;
    // The levels after the first are the first shares of the rest: level l is main_'s first
    // level_entries_[l] slots, of which the levels before have been asked for already.
    auto* const begin = reinterpret_cast<char*>(main_);
    const std::size_t from = done > 0 ? level_entries_[done] * sizeof(std::uint64_t) : 0;
    const std::size_t to = level_entries_[level] * sizeof(std::uint64_t);
    for (std::size_t at = from; at < to; at += kChunk) {
      if (wanted_.load(std::memory_order_acquire) == kStopPager) return;
      // (a failure leaves the pages to the search's own faults, as without the pager)
      madvise(begin + at, std::min(kChunk, to - at), MADV_POPULATE_WRITE);
    }
    done = level;
    populated_.store(level, std::memory_order_release);
  }
#endif
}

bool TranspositionTable::level_resident(int level) const {
#if defined(__linux__)
  if (!mapping_ || level < 1 || level >= levels_) return false;
  const std::size_t bytes = level_entries_[level] * sizeof(std::uint64_t);
  const std::size_t page = std::size_t(sysconf(_SC_PAGESIZE));
  std::vector<unsigned char> in_core((bytes + page - 1) / page);
  if (mincore(main_, bytes, in_core.data()) != 0) return false;
  return std::all_of(in_core.begin(), in_core.end(), [](unsigned char c) { return c & 1; });
#else
  (void)level;
  return false;
#endif
}

// The serving level did not know key: the level before it may. An answer found there is copied
// to the serving level, so that an entry still in use outlives the next switch too (the level
// before is no longer read after it).
TranspositionTable::Bound TranspositionTable::probe_fallback(std::uint64_t key, int n, int state) const {
  const Bound b = answer(find(key, level(state) - 1), key, n);
  if (b != Bound::Unknown) {
    const auto [slot, e] = place_for(key, state);
    store(*slot, e);
  }
  return b;
}

// Where a store for key goes: the slot of its bucket that holds key, else a slot holding no entry
// of this problem (empty, or an older generation's), else the one whose lengths are the shortest:
// a long length stands for a large search (for help play, the plies left), and the bucket keeps
// those while the many short ones take turns in the other slots.
// Lengths are monotonic (a win within n is a win within any longer length, a fail within n a fail
// within any shorter one), so a fail longer than an entry holds is kept as the longest it holds,
// and a win longer than that is not kept. After a switch an entry continues from what the
// fallback knows of the position.
TranspositionTable::Place TranspositionTable::place_for(std::uint64_t key, int state) const {
  const int level = this->level(state);
  std::uint64_t* b = bucket(key, level);
  const std::uint64_t t = tag(key);
  std::size_t victim = 0;
  int victim_length = 1 << 9;
  for (std::size_t i = 0; i < kBucket; ++i) {
    const std::uint64_t e = load(b[i]);
    if ((e & kTagMask) == t) return {&b[i], e};
    const int length = ((e >> 16) & 0xFF) != generation_ ? -1 : int(std::max(e & 0xFF, (e >> 8) & 0xFF));
    if (length < victim_length) victim_length = length, victim = i;
  }
  if (victim_length < 0) filled(key, level);
  const std::uint64_t e = has_fallback(state) ? find(key, level - 1) : 0;
  return {&b[victim], e ? e : t};
}

void TranspositionTable::store_win(std::uint64_t key, int n) {
  if (n > kMaxLength) return;
  const auto [slot, e] = place_for(key, state());
  const std::uint64_t stored = std::uint64_t(n + 1);
  const std::uint64_t win = e & 0xFF;
  if (!win || stored < win) store(*slot, (e & ~std::uint64_t{0xFF}) | stored);
}

void TranspositionTable::store_fail(std::uint64_t key, int n) {
  const auto [slot, e] = place_for(key, state());
  const std::uint64_t stored = std::uint64_t(std::min(n, kMaxLength) + 1);
  if (stored > ((e >> 8) & 0xFF)) store(*slot, (e & ~std::uint64_t{0xFF00}) | stored << 8);
}

}  // namespace regent
