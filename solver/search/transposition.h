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
// Memory is fixed at construction (exactly --hash MB) and taken zero-filled from the system (in huge pages where the system has them), so pages a small problem
// never touches cost nothing; nothing is allocated while searching. One table
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

  std::size_t entries() const { return entries_; }

  // What is known of a position for length n: Win, Fail or Unknown.
  enum class Bound : std::uint8_t { Unknown, Win, Fail };
  Bound probe(std::uint64_t key, int n) const {
    const std::uint64_t e = load(key);
    if ((e & kTagMask) != tag(key)) return Bound::Unknown;
    const int win = int(e & 0xFF), fail = int((e >> 8) & 0xFF);
    if (win && n >= win - 1) return Bound::Win;
    if (fail && n <= fail - 1) return Bound::Fail;
    return Bound::Unknown;
  }
  // Asks the memory system for key's slot ahead of a probe (the probe's cache miss then overlaps
  // other work).
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&slot(key)); }
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
  std::uint64_t tag(std::uint64_t key) const { return key << 24 | generation_ << 16; }
  __extension__ using Wide = unsigned __int128;  // GCC and Clang
  std::uint64_t& slot(std::uint64_t key) const { return table_[std::size_t((Wide(key) * entries_) >> 64)]; }
  std::uint64_t load(std::uint64_t key) const {
    return std::atomic_ref<std::uint64_t>(slot(key)).load(std::memory_order_relaxed);
  }
  void store(std::uint64_t key, std::uint64_t e) {
    std::atomic_ref<std::uint64_t>(slot(key)).store(e, std::memory_order_relaxed);
  }

  std::uint64_t* table_ = nullptr;
  std::size_t entries_ = 0;
  void* mapping_ = nullptr;  // the memory mapping that holds the table (null: from calloc)
  std::size_t mapping_size_ = 0;
  std::uint64_t generation_ = 1;
};

}  // namespace regent
