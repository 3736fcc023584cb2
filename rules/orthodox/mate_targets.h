// The final mate (stalemate) positions a help play can still build, as partial positions: the
// reasoning of Popeye's intelligent mode made exact, for a forward search to test its nodes against.
//
// A target is a square k for the mated king and a few units of either side on given squares and
// kinds (slots), such that the position of these units alone (no other unit on the board, the
// mated side to move, no castling, no en passant) is mate. Every mate position F the play can reach
// contains one of the targets: the targets are found by starting from the king alone on k and
// closing, one unit at a time, what keeps the partial position P from being mate:
//
// - P not in check: F has a unit that checks k, along a line that is empty in F and so in P. It is
//   placed (each unit of the mating side that can get there, on each square and kind from which it
//   attacks k in P).
// - P in check, with a legal move m of the mated side (one is chosen: the one with the fewest ways
//   of closing it). m is illegal in F, for a reason that one unit of F not in P gives: a unit on a
//   square m passes over (a slider's line, a pawn's double step); a unit of the mated side on m's
//   arrival square (for a pawn's step, of either side; a unit of the mating side there would only
//   be taken); or a unit of the mating side that attacks the mated king after m, in P after m with
//   that unit added (a line empty in F after m is empty in P after m: P's units are F's). Each such
//   unit is placed in turn.
//
// P grows within F along one branch, and stops (emitting P) at the latest when P is F. A unit
// placed costs its side the fewest moves in which the unit gets from its square in the root
// position to its slot on the empty board (empty_board.h: a pawn may capture anywhere and promote),
// and the mated king its steps to k; a branch whose costs exceed a side's moves is dropped, which
// loses nothing, since F's units got there in the moves the play has. So the list is complete.
//
// A search node X, with the moves each side has left, keeps a target only if its units can still
// fill the target's slots: the mated king's steps to k, and for each side the cheapest assignment
// of different units of X to the slots (a unit of X standing on a slot of F got there from X, in
// at least its empty-board distance). This is a function of X and the moves left, not of the line
// that led to X: the table may remember a node's failure. A move changes one unit's distance by at
// most one and takes one move from its side, so a target a node drops its children drop too: a
// node tests only the targets its parent kept.
//
// A stalemate's targets are found the same way from "the partial position is stalemate": not in
// check (F is not: a unit of F not in P stands between k and a checking unit of P; each unit that
// can get to a square between is placed, and a contact check ends the branch), and no legal move
// of the stalemated side (closed as above). Its targets are then made complete: each unit of the
// stalemated side not yet placed is, in turn, either taken on the way (one move of the stalemating
// side each, at most its moves) or placed on a square and kind it can reach, its moves then closed
// in the same way; so a complete target holds every unit the stalemated side has at the end, and
// a node's units beyond its slots must all be taken, no more than the stalemating side's moves
// left. Where the complete targets would exceed the limits below, the targets of the units that
// close the king's moves alone are listed instead (the others left to the search's other tests).
//
// Not offered (the enumeration reports "unknown"): a side that may castle (a castling moves two
// units at once), a board other than the standard one, a position without both kings, or an
// enumeration that would exceed its limits (3 million partial positions, 20,000 targets: a list
// that long costs the search more at its nodes than it saves).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "rules/core/position.h"
#include "rules/orthodox/empty_board.h"

namespace regent::orthodox {

struct TargetSlot {
  std::uint8_t color;   // Color
  std::uint8_t kind;    // empty_board::Kind
  std::uint8_t square;  // Square
};

struct MateTarget {
  static constexpr int kMaxSlots = 14;
  std::uint8_t king;  // the mated king's square
  std::uint8_t n = 0;
  // (stalemate) every unit of the stalemated side at the end is among the slots: the others are
  // taken on the way
  bool complete = false;
  TargetSlot slot[kMaxSlots];  // sorted: White's slots first
};

// The complete list of targets for a mate (stalemate) of `mating`'s opponent, with the moves each
// side has; or known false when the enumeration does not apply or gave up.
struct MateTargets {
  bool known = false;
  std::vector<MateTarget> targets;
};

// stalemate: the targets of a stalemate instead. max_targets: the list's limit (at most
// kMaxMateTargets; a caller for whom a long list costs more than it saves asks less).
inline constexpr std::size_t kMaxMateTargets = 20000;
MateTargets enumerate_mate_targets(const Position& pos, Color mating, int mating_moves, int mated_moves,
                                   bool stalemate = false, std::size_t max_targets = kMaxMateTargets);

// Whether the units of a position can still fill a target's slots with the moves each side has
// left (the units are listed once, for the many targets a node asks about).
class MateTargetTest {
 public:
  MateTargetTest(const Position& pos, Color mating, int mating_moves, int mated_moves);
  bool fits(const MateTarget& t) const;

 private:
  struct Unit {
    std::uint8_t square, kind;
  };
  // The cheapest unit of a side for a slot (its distance and index), worked out on first asking:
  // a node asks many targets, most of whose slots are those of other targets.
  struct Cheapest {
    std::uint8_t distance, unit;
  };
  Cheapest cheapest(int side, int kind, int square) const;
  bool cheapest_assignment_fits(int side, const TargetSlot* slots, int n, int budget) const;

  Color mating_;
  Square king_;
  int moves_[2];
  int count_[2] = {0, 0};
  Unit units_[2][32];
  mutable Bitboard known_[2][empty_board::kKinds] = {};
  mutable Cheapest cheapest_[2][empty_board::kKinds][64];
};

}  // namespace regent::orthodox
