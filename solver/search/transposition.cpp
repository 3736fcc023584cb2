#include "solver/search/transposition.h"

#include <algorithm>
#include <bit>

namespace regent {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
  std::size_t count = std::bit_floor(bytes / sizeof(Entry));
  table_ = std::make_unique<Entry[]>(count);
  mask_ = count - 1;
}

void TranspositionTable::clear() { std::fill(table_.get(), table_.get() + mask_ + 1, Entry{}); }

// A slot holding another position is replaced: the newest result is the likeliest to be
// asked again by the search that is running.
void TranspositionTable::store_win(std::uint64_t key, int n) {
  Entry& e = slot(key);
  if (e.key != key) e = Entry{key};
  e.win = std::uint8_t(std::min<int>(e.win, n));
}

void TranspositionTable::store_fail(std::uint64_t key, int n) {
  Entry& e = slot(key);
  if (e.key != key) e = Entry{key};
  e.fail = std::int8_t(std::max<int>(e.fail, n));
}

}  // namespace regent
