#include "solver/search/transposition.h"

#include <algorithm>
#include <bit>
#include <new>

namespace regent {

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
  const std::size_t count = std::bit_floor(bytes / sizeof(Entry));
  table_.reset(static_cast<Entry*>(std::calloc(count, sizeof(Entry))));
  if (!table_) throw std::bad_alloc();
  mask_ = count - 1;
}

// A slot holding another position is replaced: the newest result is the likeliest to be
// asked again by the search that is running.
void TranspositionTable::store_win(std::uint64_t key, int n) {
  Entry& e = slot(key);
  if (e.key != key) e = Entry{key, 0, 0};
  const int stored = std::min(n, 254) + 1;
  if (!e.win || stored < e.win) e.win = std::uint8_t(stored);
}

void TranspositionTable::store_fail(std::uint64_t key, int n) {
  Entry& e = slot(key);
  if (e.key != key) e = Entry{key, 0, 0};
  const int stored = std::min(n, 254) + 1;
  if (stored > e.fail) e.fail = std::uint8_t(stored);
}

}  // namespace regent
