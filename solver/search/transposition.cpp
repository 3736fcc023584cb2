#include "solver/search/transposition.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <new>

namespace regent {

static_assert(std::atomic_ref<std::uint64_t>::is_always_lock_free);

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
  const std::size_t count = std::bit_floor(bytes / sizeof(std::uint64_t));
  table_.reset(static_cast<std::uint64_t*>(std::calloc(count, sizeof(std::uint64_t))));
  if (!table_) throw std::bad_alloc();
  mask_ = count - 1;
}

void TranspositionTable::new_generation() {
  if (++generation_ == 256) {
    // Entries of generation 1 could be taken for current ones again: clear the table.
    std::memset(table_.get(), 0, (mask_ + 1) * sizeof(std::uint64_t));
    generation_ = 1;
  }
}

// A slot holding another position (or one of an older generation) is replaced: the newest
// result is the likeliest to be asked again by the search that is running.
// Lengths are monotonic (a win within n is a win within any longer length, a fail within n a fail
// within any shorter one), so a fail longer than an entry holds is kept as the longest it holds,
// and a win longer than that is not kept.
void TranspositionTable::store_win(std::uint64_t key, int n) {
  if (n > kMaxLength) return;
  std::uint64_t e = load(key);
  if ((e & kTagMask) != tag(key)) e = tag(key);
  const std::uint64_t stored = std::uint64_t(n + 1);
  const std::uint64_t win = e & 0xFF;
  if (!win || stored < win) store(key, (e & ~std::uint64_t{0xFF}) | stored);
}

void TranspositionTable::store_fail(std::uint64_t key, int n) {
  std::uint64_t e = load(key);
  if ((e & kTagMask) != tag(key)) e = tag(key);
  const std::uint64_t stored = std::uint64_t(std::min(n, kMaxLength) + 1);
  if (stored > ((e >> 8) & 0xFF)) store(key, (e & ~std::uint64_t{0xFF00}) | stored << 8);
}

}  // namespace regent
