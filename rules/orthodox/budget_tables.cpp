#include "rules/orthodox/budget_tables.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <utility>

namespace regent::orthodox::budget {

namespace {

// Every state a unit of `kind` on `from` reaches, breadth first over (square, kind): visit(square,
// kind there, moves). A fixed queue: no allocation.
template <class Visit>
void explore(Color c, int kind, Square from, Visit&& visit) {
  std::array<int, 64 * kKinds> queue{};
  std::array<int, 64 * kKinds> reached;
  reached.fill(-1);
  std::size_t size = 0;
  const int start = int(from) * int(kKinds) + kind;
  reached[start] = 0;
  queue[size++] = start;
  for (std::size_t head = 0; head < size; ++head) {
    const int state = queue[head];
    const int d = reached[state];
    visit(Square(state / kKinds), state % kKinds, std::uint8_t(d));
    empty_board::successors(c, state % kKinds, Square(state / kKinds), [&](Square next, int next_kind) {
      const int n = int(next) * kKinds + next_kind;
      if (reached[n] < 0) {
        reached[n] = d + 1;
        queue[size++] = n;
      }
    });
  }
}

}  // namespace

ReachTable::ReachTable(Color c) : color_(c) { init_bitboards(); }

void ReachTable::fill(int kind, Square from) {
  rows_.fill(unit_row(kind, from), [&] {
    auto& row = reach_[kind][from];
    std::memset(row, kNever, sizeof row);
    explore(color_, kind, from, [&](Square s, int, std::uint8_t d) { row[s] = std::min(row[s], d); });
  });
}

CoverTable::CoverTable(Color c) : color_(c) {
  init_bitboards();
  for (int k = 0; k < 64; ++k) targets_[k] = king_attacks(Square(k)) | bb(Square(k));
}

// Every state (square, kind there) the unit reaches, with the fewest moves: states[kind * 64 +
// s], kNever when unreachable.
const std::uint8_t* CoverTable::states(int kind, Square from) {
  if (!state_rows_.ready(unit_row(kind, from))) state_rows_.fill(unit_row(kind, from), [&] {
    auto& row = states_[kind][from];
    std::memset(row, kNever, sizeof row);
    explore(color_, kind, from, [&](Square s, int now, std::uint8_t d) { row[now * 64 + int(s)] = d; });
  });
  return states_[kind][from];
}

void CoverTable::fill(int kind, Square from) {
  rows_.fill(unit_row(kind, from), [&] {
    auto& guard = guard_[kind][from];
    std::memset(guard, kNever, sizeof guard);
    std::uint8_t best[64][kTargets + 1];  // best[k][count]: the fewest moves to cover exactly count
    std::memset(best, kNever, sizeof best);
    explore(color_, kind, from, [&](Square s, int now, std::uint8_t d) {
      const Bitboard attacked = empty_board::attacks(color_, now, s);
      for (Bitboard t = attacked; t;) {
        auto& g = guard[pop_lsb(t)];
        g = std::min(g, d);
      }
      // Only king squares next to or on an attacked square get a count above zero.
      const Bitboard near = (attacked | king_steps(attacked)) & ~bb(s);
      for (Bitboard ks = now == kKing ? near & ~king_steps(bb(s)) : near; ks;) {
        const Square k = pop_lsb(ks);
        const int count = popcount(attacked & (now == kKing ? king_attacks(k) : targets_[k]));
        best[k][count] = std::min(best[k][count], d);
      }
    });
    // More than j squares: the fewest moves over every count above j.
    for (int k = 0; k < 64; ++k) {
      std::uint8_t fewest = kNever;
      for (int count = kTargets; count >= 1; --count) {
        fewest = std::min(fewest, best[k][count]);
        cover_[kind][from][k][count - 1] = fewest;
      }
    }
  });
}

// The masks at k with the fewest moves for each (sorted cheapest first, larger masks first among
// equals), then those no cheaper-or-equal listed mask contains.
void CoverTable::fill_masks(int kind, Square from, Square k) {
  mask_rows_.fill(unit_row(kind, from) * 64 + int(k), [&] {
    const std::uint8_t* reached = states(kind, from);
    std::array<std::pair<std::uint8_t, Mask>, 64 * kKinds> found;  // (moves, mask)
    int n = 0;
    for (int state = 0; state < 64 * kKinds; ++state) {
      if (reached[state] == kNever) continue;
      const Square s = Square(state % 64);
      const int now = state / 64;
      if (s == k || (now == kKing && (king_attacks(k) & bb(s)))) continue;  // no unit on k, no king next to it
      const Bitboard attacked = empty_board::attacks(color_, now, s);
      Mask mask = neighbourhood(k, attacked & (now == kKing ? king_attacks(k) : targets_[k]));
      if ((mask & kKingBit) && (king_attacks(k) & bb(s)))  // (a contact check)
        mask = (mask & ~Mask{kKingBit}) | Mask{neighbourhood(k, bb(s))} << kContactShift;
      if (mask) found[n++] = {reached[state], mask};
    }
    // (cheapest first; among equals more squares first, a check from afar before one in contact)
    std::sort(found.begin(), found.begin() + n, [](const auto& a, const auto& b) {
      if (a.first != b.first) return a.first < b.first;
      const Mask sa = a.second & kSquareBits, sb = b.second & kSquareBits;
      return sa != sb ? sa > sb : a.second < b.second;
    });
    MaskList& list = masks_[kind][from][k];
    list.n = 0;
    list.complete_to = kNever;
    for (int i = 0; i < n; ++i) {
      const auto [moves, mask] = found[i];
      bool contained = false;
      for (int j = 0; j < list.n && !contained; ++j) contained = contains(list.mask[j], mask);
      if (contained) continue;
      if (list.n == kMaxMasks) {
        list.complete_to = std::uint8_t(moves - 1);  // (moves > 0: one square has one mask at 0)
        break;
      }
      list.mask[list.n] = mask;
      list.cost[list.n++] = moves;
    }
  });
}

ReachTable& reach_table(Color c) {
  static ReachTable white(WHITE), black(BLACK);
  return c == WHITE ? white : black;
}
CoverTable& cover_table(Color c) {
  static CoverTable white(WHITE), black(BLACK);
  return c == WHITE ? white : black;
}

}  // namespace regent::orthodox::budget
