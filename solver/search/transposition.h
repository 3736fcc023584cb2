// Transposition table for the boolean searches of the solver ("can the side to move force /
// help the goal within n plies?"). Each entry keeps, for one position, the shortest length
// proven to succeed and the longest length proven to fail, so one entry answers every n.
// Memory is fixed at construction (--hash MB) and taken zero-filled from the system, so pages a
// small problem never touches cost nothing; nothing is allocated while searching.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
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
    if (e.win && n >= e.win - 1) return Bound::Win;
    if (e.fail && n <= e.fail - 1) return Bound::Fail;
    return Bound::Unknown;
  }
  void store_win(std::uint64_t key, int n);
  void store_fail(std::uint64_t key, int n);

 private:
  // All-zero is the empty entry (the table comes zero-filled). Lengths are stored plus one.
  struct Entry {
    std::uint64_t key;
    std::uint8_t win;   // shortest length known to succeed, plus one (0: none)
    std::uint8_t fail;  // longest length known to fail, plus one (0: none)
  };
  Entry& slot(std::uint64_t key) { return table_[key & mask_]; }
  const Entry& slot(std::uint64_t key) const { return table_[key & mask_]; }

  struct Free {
    void operator()(Entry* p) const { std::free(p); }
  };
  std::unique_ptr<Entry[], Free> table_;
  std::size_t mask_ = 0;
};

}  // namespace regent
