// Transposition table for the boolean searches of the solver ("can the side to move force /
// help the goal within n plies?"). Each entry keeps, for one position, the shortest length
// proven to succeed and the longest length proven to fail, so one entry answers every n.
//
// Shared by every thread of a solve, without locks: an entry is one 64-bit word (key check,
// generation, the two lengths) read and written whole, so a reader never sees half of another
// thread's entry. Two threads storing into one slot at once can lose one of the two stores;
// every stored length is a proven fact about the position its key checks, so a lost store only
// costs a search, never a wrong answer.
//
// Memory is reserved at construction (exactly --hash MB) and taken zero-filled from the system
// (in huge pages where the system has them) only as it is used: the table starts with its first
// megabyte in use and grows fourfold whenever about half of the slots in use are filled, up to
// the whole. The kernel zeroes every page a search touches, and a random probe touches them all,
// so a small problem with a table in full use paid for zeroing all of --hash (a quarter of a
// quick h#3's time). Growing starts a new generation (the slots move), which costs the entries
// of the problem at hand a few times in all. Nothing is allocated while searching. One table
// serves a whole run: each problem starts a new generation, and entries of older generations
// read as empty, so nothing is cleared between problems (only when the 8-bit generation wraps).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace regent {

class TranspositionTable {
 public:
  // Throws std::bad_alloc if the memory cannot be had.
  explicit TranspositionTable(std::size_t megabytes = 64);
  ~TranspositionTable();
  TranspositionTable(const TranspositionTable&) = delete;
  TranspositionTable& operator=(const TranspositionTable&) = delete;

  // Starts a new problem: every entry stored before reads as empty from now on.
  void new_generation();

  // The number of slots the table can grow to (--hash MB of 8-byte entries).
  std::size_t entries() const { return entries_; }
  // The number of slots in use now.
  std::size_t entries_in_use() const { return in_use_.load(std::memory_order_relaxed); }

  // What is known of a position for length n: Win, Fail or Unknown.
  enum class Bound : std::uint8_t { Unknown, Win, Fail };
  Bound probe(std::uint64_t key, int n) const {
    const std::uint64_t e = load(key);
    if ((e & kTagMask) != tag(key, generation())) return Bound::Unknown;
    const int win = int(e & 0xFF), fail = int((e >> 8) & 0xFF);
    if (win && n >= win - 1) return Bound::Win;
    if (fail && n <= fail - 1) return Bound::Fail;
    return Bound::Unknown;
  }
  void store_win(std::uint64_t key, int n);
  void store_fail(std::uint64_t key, int n);

  // The longest length an entry can hold.
  static constexpr int kMaxLength = 254;

 private:
  // An entry: bits 0-7 the shortest length known to succeed plus one (0: none), bits 8-15 the
  // longest length known to fail plus one (0: none), bits 16-23 the generation, bits 24-63 the
  // low 40 bits of the key. The slot is chosen by the key's high bits (the key times the number
  // of slots, top half: any table size, not only powers of two), so with 2^17 slots (1 MB) or
  // more at least 57 of the key's 64 bits are checked. All-zero is empty (generation 0 is never
  // current).
  static constexpr std::uint64_t kTagMask = ~std::uint64_t{0xFFFF};
  static std::uint64_t tag(std::uint64_t key, std::uint64_t generation) { return key << 24 | generation << 16; }
  std::uint64_t generation() const { return generation_.load(std::memory_order_relaxed); }
  __extension__ using Wide = unsigned __int128;  // GCC and Clang
  std::uint64_t& slot(std::uint64_t key) const {
    return table_[std::size_t((Wide(key) * in_use_.load(std::memory_order_relaxed)) >> 64)];
  }
  std::uint64_t load(std::uint64_t key) const {
    return std::atomic_ref<std::uint64_t>(slot(key)).load(std::memory_order_relaxed);
  }
  void store(std::uint64_t key, std::uint64_t e) {
    std::atomic_ref<std::uint64_t>(slot(key)).store(e, std::memory_order_relaxed);
  }
  // A store filled a slot that held no entry of this generation.
  void filled(std::uint64_t key);
  void grow();

  // Slots in use at first: 1 MB.
  static constexpr std::size_t kFirstEntries = std::size_t{1} << 17;
  // Growing bumps the generation during a problem; new_generation() keeps this many values free
  // for it, so that only new_generation() (between problems, one thread) ever clears the table.
  static constexpr std::uint64_t kGrowthGenerations = 32;

  std::uint64_t* table_ = nullptr;
  std::size_t entries_ = 0;
  void* mapping_ = nullptr;  // the memory mapping that holds the table (null: from calloc)
  std::size_t mapping_size_ = 0;
  std::atomic<std::size_t> in_use_{0};
  std::atomic<std::uint64_t> generation_{1};
  // Slots filled in this generation, counted for one key in 64 (a count every store would
  // contend between threads).
  std::atomic<std::size_t> filled_sampled_{0};
};

}  // namespace regent
