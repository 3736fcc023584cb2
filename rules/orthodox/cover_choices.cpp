#include "rules/orthodox/cover_choices.h"

#include <algorithm>
#include <cstring>

namespace regent::orthodox::budget {

namespace {

// The stage enumerates the units' choices together; beyond this many combinations it keeps out.
constexpr int kMaxCombinations = 4096;

// How many of k's squares a unit covers after at most m of its moves.
int covered_after(const std::uint8_t* row, int m) {
  int count = 0;
  while (count < kTargets && row[count] <= m) ++count;
  return count;
}

// The most squares of k the units cover together with `moves` moves shared among them.
int most_covered(const CoverRows* units, int n, Square k, int moves) {
  std::array<int, kMaxMoves + 1> best{};  // best[w]: the most with w moves or fewer
  for (int u = 0; u < n; ++u) {
    std::array<int, kMaxMoves + 1> covered{};  // covered[m]: this unit's count after m moves
    for (int m = 0; m <= moves; ++m) covered[m] = covered_after(units[u][k], m);
    for (int w = moves; w >= 0; --w) {
      int most = best[w];
      for (int m = 1; m <= w; ++m) most = std::max(most, best[w - m] + covered[m]);
      best[w] = std::max(most, best[w] + covered[0]);
    }
  }
  return best[moves];
}

// Whether the exact stage can be asked at all: every unit's list complete up to `moves`, and
// the units' choices few enough to list.
bool choices_listable(const MaskList* const* lists, int n, int moves) {
  int combinations = 1;
  for (int u = 0; u < n; ++u) {
    const MaskList& list = *lists[u];
    if (list.complete_to < moves) return false;
    int usable = 0;  // (the list is cheapest first)
    while (usable < list.n && list.cost[usable] <= moves) ++usable;
    combinations *= usable + 1;
    if (combinations > kMaxCombinations) return false;
  }
  return true;
}

// Lists in `out` the largest sets of k's squares the units (their mask lists at k) cover together
// with `moves`, `covered` already covered by the units before.
void collect_covers(const MaskList* const* lists, int n, int moves, Mask masks, std::uint16_t need,
                    CoverChoices& out) {
  if (out.status == CoverChoices::kTooMany) return;
  if (n == 0) {
    const std::uint16_t covered = resolved(masks);
    if ((covered & need) != need) return;
    for (int i = 0; i < out.n; ++i)
      if ((out.sets[i] & covered) == covered) return;  // inside a set already listed
    int kept = 0;
    for (int i = 0; i < out.n; ++i)
      if (out.sets[i] & ~covered) out.sets[kept++] = out.sets[i];  // (those inside this one go)
    if (kept == kMaxCoverChoices) {
      out.status = CoverChoices::kTooMany;
      return;
    }
    out.sets[kept++] = covered;
    out.n = std::uint8_t(kept);
    return;
  }
  collect_covers(lists + 1, n - 1, moves, masks, need, out);
  const MaskList& list = *lists[0];
  for (int i = 0; i < list.n && list.cost[i] <= moves; ++i) {  // (cheapest first)
    if ((list.mask[i] & ~masks) == 0) continue;
    collect_covers(lists + 1, n - 1, moves - list.cost[i], masks | list.mask[i], need, out);
  }
}

// A thread's remembered answers: direct-mapped on a hash of the question, each entry holding the
// whole question (so that another question landing on it is answered afresh, never taken for
// it). Zero-filled: empty (a mating side always has a unit).
struct MatingSideEntry {
  std::array<std::uint16_t, 16> units;
  std::uint8_t n_units;
  std::uint8_t k, moves, check_and_color;
  MatingSideAtK answer;
};
// (16,384 entries of 64 bytes, 1 MB a thread: with 2,048 the help stalemates asked the stage again
// and again, collect_covers 10% of their profile; docs/help-play.md)
constexpr int kMatingSideCacheBits = 14;
thread_local std::array<MatingSideEntry, std::size_t{1} << kMatingSideCacheBits> mating_side_cache;

}  // namespace

MatingSideAtK& mating_side_at(const MatingSide& side, Color mating, Square k, int moves, bool check) {
  const MatingUnits& mating_units = side.units;
  const CoverRows* coverers = side.cover.data();
  const std::uint8_t check_and_color = std::uint8_t(int(check) << 1 | int(mating));
  const std::uint64_t question =
      mating_units.hash ^ std::uint64_t(k) << 32 ^ std::uint64_t(moves) << 40 ^ std::uint64_t(check_and_color) << 48;
  MatingSideEntry& entry = mating_side_cache[question * 0xD6E8FEB86659FD93ULL >> (64 - kMatingSideCacheBits)];
  const int n = mating_units.n;
  if (entry.n_units == n && entry.k == k && entry.moves == moves && entry.check_and_color == check_and_color &&
      std::memcmp(entry.units.data(), mating_units.units.data(), sizeof(std::uint16_t) * n) == 0)
    return entry.answer;
  entry.answer.most =
      std::uint8_t(n > 1 ? most_covered(coverers, n, k, moves) : n == 1 ? covered_after(coverers[0][k], moves) : 0);
  entry.answer.choices.status = CoverChoices::kNotListed;
  std::memcpy(entry.units.data(), mating_units.units.data(), sizeof(std::uint16_t) * n);
  entry.n_units = std::uint8_t(n);
  entry.k = std::uint8_t(k);
  entry.moves = std::uint8_t(moves);
  entry.check_and_color = check_and_color;
  return entry.answer;
}

const CoverChoices& listed_choices(MatingSideAtK& answer, CoverTable& covers, const MatingUnits& mating_units,
                                   Square k, int moves, bool check) {
  CoverChoices& c = answer.choices;
  if (c.status != CoverChoices::kNotListed) return c;
  std::array<const MaskList*, 16> lists;
  mating_units.masks_at(covers, k, lists);
  c.n = 0;
  if (!choices_listable(lists.data(), mating_units.n, moves)) {
    c.status = CoverChoices::kUnknown;
  } else {
    c.status = CoverChoices::kListed;
    collect_covers(lists.data(), mating_units.n, moves, 0, check ? kKingBit : std::uint16_t{0}, c);
  }
  return c;
}

}  // namespace regent::orthodox::budget
