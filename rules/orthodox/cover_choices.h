// The mating side's half of the budget's exact stage (mate_budget.h), remembered per thread: the
// sets of a king square k's nine squares the mating side's units can cover together with its
// moves, and the counts' most squares covered. Neither depends on the other side's units, which
// move while these stay where they are. Internal to the budget: only mate_budget.cpp includes it.
#pragma once

#include <array>
#include <cstdint>

#include "rules/orthodox/budget_tables.h"

namespace regent::orthodox::budget {

// A unit's cover rows (CoverTable::Rows::cover): cover[k][j] for every king square k.
using CoverRows = const std::uint8_t (*)[kTargets];

// The mating side's units, as the exact stage's first half asks about them: kind * 64 + square
// of each, in square order, with a hash of the list.
struct MatingUnits {
  std::array<std::uint16_t, 16> units;
  int n = 0;
  std::uint64_t hash = 0;
  void add(int kind, Square s) {
    units[n] = std::uint16_t(kind * 64 + int(s));
    hash = (hash ^ units[n++]) * 0x9E3779B97F4A7C15ULL;
  }
  // Each unit's mask list at k.
  void masks_at(CoverTable& covers, Square k, std::array<const MaskList*, 16>& lists) const {
    for (int u = 0; u < n; ++u) lists[u] = &covers.masks(units[u] / 64, Square(units[u] % 64), k);
  }
};

// The mating side read from a position (every unit, its king too) as the budget asks about it:
// the units in square order, each with its cover rows.
struct MatingSide {
  MatingUnits units;
  std::array<CoverRows, 16> cover;  // CoverTable::Rows::cover
};
// False when a unit is of a kind the tables do not know, or there are more than 16: the budget
// makes no claim then. each_unit(kind, rows) sees every unit's rows on the way (inline: the
// budget reads the side at every node).
// (Board: a Position, or the budget's view of one after a move)
template <class Board, class EachUnit>
bool read_mating_side(const Board& pos, Color mating, CoverTable& covers, MatingSide& side, EachUnit&& each_unit) {
  side.units.n = 0;
  side.units.hash = 0;
  for (Bitboard units = pos.pieces(mating); units;) {
    const Square s = pop_lsb(units);
    const int kind = empty_board::kind_of(type_of(pos.piece_on(s)));
    if (kind < 0 || side.units.n == int(side.cover.size())) return false;
    const CoverTable::Rows rows = covers.rows(kind, s);
    each_unit(kind, rows);
    side.cover[side.units.n] = rows.cover;
    side.units.add(kind, s);
  }
  return true;
}

// The mating side's half of the exact stage at k: the sets of k's squares its units can cover
// together (each unit one of its masks or none, their moves adding up to at most `moves`) that
// hold `need`, only the largest (none inside another). A larger covered set leaves fewer flights
// to fill, and the mated side's half can only answer "yes" more often for fewer flights, so the
// stage asks that half about these sets alone.
constexpr int kMaxCoverChoices = 12;
struct CoverChoices {
  // kNotListed: not asked yet; kUnknown: the stage keeps out; kTooMany: more sets than listed here
  enum Status : std::uint8_t { kNotListed, kListed, kUnknown, kTooMany };
  Status status;
  std::uint8_t n;
  std::uint16_t sets[kMaxCoverChoices];
};

// What T's units can do at k with their moves, remembered: the counts' most squares covered
// (the knapsack, each square counted once per unit attacking it) and the exact stage's choices,
// listed on their first question (most questions end at the counts).
struct MatingSideAtK {
  std::uint8_t most;
  CoverChoices choices;
};

// What `mating`'s units can do at k with `moves` (k among the covered squares if `check`), from
// the thread's table or worked out afresh. The reference stays valid until the thread's next
// question.
MatingSideAtK& mating_side_at(const MatingSide& side, Color mating, Square k, int moves, bool check);

// The choices of an answer mating_side_at gave, listed on their first question.
const CoverChoices& listed_choices(MatingSideAtK& answer, CoverTable& covers, const MatingUnits& mating_units,
                                   Square k, int moves, bool check);

}  // namespace regent::orthodox::budget
