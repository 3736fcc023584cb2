// The empty-board tables the mate and stalemate budgets count with (mate_budget.h): for the side
// to be mated, the fewest moves after which each unit stands on each square; for the mating side,
// the fewest moves after which each unit attacks each square, how many of a king square's nine
// squares it can attack, and which sets of them (the exact stage's masks). Internal to the
// budget: only mate_budget.cpp and cover_choices.cpp include it.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>

#include "rules/core/bitboard.h"
#include "rules/core/types.h"
#include "rules/orthodox/empty_board.h"

namespace regent::orthodox::budget {

using empty_board::kKing;
using empty_board::kKinds;

constexpr std::uint8_t kNever = 255;
// A king square and its flights: at most nine squares to cover.
constexpr int kTargets = 9;
// Moves beyond this add nothing: every finite distance on the empty board is shorter.
constexpr int kMaxMoves = 15;

// The exact stage keeps, per unit and king square k, the masks of k's nine squares the unit can
// attack (bit 4: k itself; bit 3 * (dr + 1) + (df + 1): the square df files and dr ranks away),
// each with the fewest moves it needs, dropping a mask that a cheaper-or-equal one contains,
// cheapest first. When more masks come than a list holds, it is complete only below the cost of
// the first it could not take, and the stage keeps out for mating sides with more moves. (No
// unit has more than 43, counted over every kind, square and k: every list is complete.)
constexpr int kMaxMasks = 48;
constexpr std::uint16_t kKingBit = 1u << 4;
constexpr std::uint16_t kSquareBits = 0x1FF;

// A contact check: a unit that attacks k from one of k's flights (a pawn always does) stands where
// the king could take it, so its check holds only where another unit attacks that flight too.
// Its mask holds, instead of k's bit, the flight's bit shifted up by kContactShift; the set the
// units cover together counts k as attacked when one such flight is covered (resolved below).
// (No unit attacks its own square, so the cover comes from another unit.) The king may not
// take the checking unit, and no unit of the mated side can stand on its square: the flight is
// closed only by that cover.
using Mask = std::uint32_t;
constexpr int kContactShift = 16;

// The squares of k a set of masks covers together: k among them when it is attacked from afar, or
// from a flight another unit covers.
inline std::uint16_t resolved(Mask covered) {
  const std::uint16_t squares = std::uint16_t(covered & kSquareBits);
  return (covered >> kContactShift) & squares ? std::uint16_t(squares | kKingBit) : squares;
}

// Whether mask a does everything mask b does: covers b's squares, and checks wherever b checks.
inline bool contains(Mask a, Mask b) {
  if ((a & b & kSquareBits) != (b & kSquareBits)) return false;
  const Mask contact = b >> kContactShift;
  return !contact || (a & kKingBit) || ((a >> kContactShift) & contact) == contact;
}

struct MaskList {
  // (no initializer: the tables are set row by row, not all at start-up)
  std::uint8_t n;
  std::uint8_t complete_to;  // every mask that needs at most this many moves is listed
  std::uint8_t cost[kMaxMasks];
  Mask mask[kMaxMasks];
};

// The squares of k's neighbourhood in `squares` (all of them next to or on k) as such a mask.
inline unsigned neighbourhood(Square k, Bitboard squares) {
  const Bitboard x = int(k) >= 9 ? squares >> (int(k) - 9) : squares << (9 - int(k));
  return unsigned(x & 7) | unsigned((x >> 8) & 7) << 3 | unsigned((x >> 16) & 7) << 6;
}

// Rows of the tables are filled on their first question (within a search), one unit kind and
// square at a time (or one king square of it): a search meets few of them, and a short problem
// should not wait for all. Threads share the rows; a lock is taken only to fill one.
template <int N>
class LazyRows {
 public:
  bool ready(int row) const { return ready_[row].load(std::memory_order_acquire); }
  // Out of the search's way: called at most once per row and thread.
  template <class Fill>
  [[gnu::noinline, gnu::cold]] void fill(int row, Fill&& fill) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (ready_[row].load(std::memory_order_relaxed)) return;
    fill();
    ready_[row].store(true, std::memory_order_release);
  }

 private:
  std::atomic<bool> ready_[N] = {};
  std::mutex mutex_;
};
constexpr int kUnitRows = kKinds * 64;
inline int unit_row(int kind, Square from) { return kind * 64 + int(from); }

// The mated side's table: reach[kind][from][to], the fewest moves after which the unit stands on
// `to`.
class ReachTable {
 public:
  explicit ReachTable(Color c);
  const std::uint8_t* row(int kind, Square from) {
    if (!rows_.ready(unit_row(kind, from))) fill(kind, from);
    return reach_[kind][from];
  }
  // The unit a row of this table belongs to: kind * 64 + square.
  int unit_of(const std::uint8_t* row) const { return int(row - &reach_[0][0][0]) / 64; }

 private:
  void fill(int kind, Square from);

  Color color_;
  std::uint8_t reach_[kKinds][64][64];
  LazyRows<kUnitRows> rows_;
};

// The mating side's tables.
class CoverTable {
 public:
  explicit CoverTable(Color c);
  // A unit's rows. guard[target]: the fewest moves after which it attacks `target` (a king:
  // stands next to it). cover[k][j]: the fewest moves after which it attacks more than j of the
  // king square k and k's flights (a king: of the flights, from a square not next to k; any
  // other unit: from a square other than k).
  struct Rows {
    const std::uint8_t* guard;
    const std::uint8_t (*cover)[kTargets];
  };
  Rows rows(int kind, Square from) {
    if (!rows_.ready(unit_row(kind, from))) fill(kind, from);
    return Rows{guard_[kind][from], cover_[kind][from]};
  }
  // The unit's mask list at king square k (the exact stage; each filled on its own first
  // question, since most positions never reach that stage, and then for a few k only).
  const MaskList& masks(int kind, Square from, Square k) {
    if (!mask_rows_.ready(unit_row(kind, from) * 64 + int(k))) fill_masks(kind, from, k);
    return masks_[kind][from][k];
  }

 private:
  const std::uint8_t* states(int kind, Square from);
  void fill(int kind, Square from);
  void fill_masks(int kind, Square from, Square k);

  Color color_;
  std::array<Bitboard, 64> targets_{};
  std::uint8_t guard_[kKinds][64][64];
  std::uint8_t cover_[kKinds][64][64][kTargets];
  std::uint8_t states_[kKinds][64][64 * kKinds];
  MaskList masks_[kKinds][64][64];
  LazyRows<kUnitRows> rows_, state_rows_;
  LazyRows<kUnitRows * 64> mask_rows_;
};

// Each colour's tables, shared by every thread.
ReachTable& reach_table(Color c);
CoverTable& cover_table(Color c);

}  // namespace regent::orthodox::budget
