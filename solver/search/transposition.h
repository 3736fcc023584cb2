// Transposition table for the boolean searches of the solver ("can the side to move force /
// help the goal within n plies?"). Each entry keeps, for one position, the shortest length
// proven to succeed and the longest length proven to fail, so one entry answers every n.
// Memory is fixed at construction (--hash MB); nothing is allocated while searching.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace regent {

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes = 64);

  // What is known of a position for length n: Win, Fail or Unknown.
  enum class Bound : std::uint8_t { Unknown, Win, Fail };
  Bound probe(std::uint64_t key, int n) const {
    const Entry& e = slot(key);
    if (e.key != key) return Bound::Unknown;
    if (n >= e.win) return Bound::Win;
    if (n <= e.fail) return Bound::Fail;
    return Bound::Unknown;
  }
  void store_win(std::uint64_t key, int n);
  void store_fail(std::uint64_t key, int n);
  void clear();
  std::size_t entries() const { return mask_ + 1; }

 private:
  struct Entry {
    std::uint64_t key = 0;
    std::uint8_t win = 255;  // shortest length known to succeed (255: none)
    std::int8_t fail = -1;   // longest length known to fail (-1: none)
  };
  Entry& slot(std::uint64_t key) { return table_[key & mask_]; }
  const Entry& slot(std::uint64_t key) const { return table_[key & mask_]; }

  std::unique_ptr<Entry[]> table_;
  std::size_t mask_ = 0;
};

}  // namespace regent
