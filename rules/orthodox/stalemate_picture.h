// Can the last move (the last two plies) of a help stalemate leave the other side without a legal
// move? Exact filters over the moves of the side to move: help stalemate's last two plies play
// only the moves they allow.
//
// Position P, the stalemating side T to move, the other side S not in check. Take a unit u of S
// other than its king that has a legal move in P (as if S were to move, en passant left aside).
// After a move t of T that does not give check (a checking move cannot stalemate), u still has a
// legal move unless t touches one of the squares that decide it:
// - u's own square (t captures u);
// - the line through S's king and u (only there can t pin u, by landing on it or by leaving it
//   and so opening a slider's line; elsewhere the line's contents, and so u's pin, stay as they
//   were);
// - for a pawn, the squares in front of it (t blocks a step) and its capture squares (t takes
//   away the unit it would capture).
// A unit other than a pawn keeps its move otherwise: if t lands on its path or on its target
// square, u captures there instead, and if t leaves its target, u moves there. So t can stalemate
// only if it touches (from, to, a castling's back rank, an en-passant victim's square) the
// deciding squares of every such unit; a move that misses one is dropped unplayed.
#pragma once

#include <array>

#include "rules/core/position.h"

namespace regent::orthodox {

struct StalemateFilter {
  // The deciding squares of each unit of S that has a legal move (at most one per unit; units
  // that are pinned are left out, which only makes the filter weaker).
  std::array<Bitboard, 16> deciding{};
  int count = 0;
  // T's units and where each may go on the empty board (a pawn: its steps and captures).
  std::array<Bitboard, 16> reach{};
  std::array<Square, 16> from{};
  int movers = 0;
  bool any_move_may = false;  // T may take en passant: possible() makes no claim
  Bitboard castling_touches = 0;  // T's back rank while T may castle (else 0)
  // False only if no move of T touches the deciding squares of every unit (tested without
  // listing T's moves).
  bool possible() const;
  bool allows(Move m) const {
    const Bitboard touched = touched_squares(m);
    for (int i = 0; i < count; ++i)
      if (!(deciding[i] & touched)) return false;
    return true;
  }
  // The squares a move changes: its start and end, the whole back rank for a castling (king and
  // rook), the victim's square for en passant.
  static Bitboard touched_squares(Move m);
};

// The filter for P: the side to move is T (the side that stalemates with its move).
StalemateFilter stalemate_filter(const Position& pos);

// One ply earlier: S to move (m), then T's last move (t). A unit u of S other than the king with
// a legal move keeps it through m unless m touches u's square, the line through S's king and u,
// u's destinations or (a pawn) the squares in front of it and its capture squares. A unit m
// missed still has the same destinations after m, so T's last move must touch its deciding squares
// of the last ply (as StalemateFilter: its square, its line with the king, a pawn's squares; not
// its destinations, where a unit of T landing is captured instead). So m can be followed by a
// stalemate only if a move of some unit of T, from its square to a square it reaches on the empty
// board (a pawn: its steps and captures), touches the last ply's deciding squares of every unit
// with a legal move after m.
// Those are, besides the units m missed, the ones it touched, the unit that moved (where it lands)
// and the units it set free (those that can move to the square it left), each where it has a move
// after m (a pawn a step or a capture, a piece a square it attacks that its side does not hold)
// and is not pinned then (nothing between it and its king, no slider of T behind it on their
// line). After a move of S's king the units on a line through its new square are asked so too.
// No claim for a castling of S, or for a double step of S that T may take en passant (the capture
// removes the pawn from a square the move does not touch). While T may castle, its castling is
// one more move of T, touching its whole back rank (as StalemateFilter counts it).
// S in check changes nothing of this: the argument is about the position after m, where m (a
// legal move) has left S out of check, and a unit's destinations, pin and deciding squares are
// worked out there as in any other position; only its moves before m were not legal, and they are
// never asked for. (Measured on Popeye's BEISPIEL/hpint.inp #73, h=5: the nodes with one ply
// left fell from 4.34 to 0.82 million when the filter stopped skipping the nodes in check.)
struct StalemateFilterTwoPlies {
  // (The arrays are left uninitialised: help play makes one of these at every node, most of them
  // making no claim; only the first count / movers entries are read.)
  bool claims = false;  // false: every move allowed
  Square king = SQ_NONE;
  std::array<Bitboard, 16> deciding;  // of S's units other than the king that have a move
  std::array<Bitboard, 16> last;      // the same for T's last move alone (no destinations)
  std::array<Square, 16> unit;        // where each of them stands
  int count = 0;
  std::array<Bitboard, 16> reach;  // where each unit of T may go on the empty board
  std::array<Square, 16> from;     // where it stands
  int movers = 0;
  Bitboard castling_touches = 0;   // T's back rank while T may castle (else 0)
  // The position it was made for: allows(m) is asked before m is played.
  const Position* pos = nullptr;
  bool allows(Move m) const;

 private:
  bool one_move_touches_all(const Bitboard* missed, int n, Move m) const;
};

// The filter for P: the side to move is S (the side to be stalemated after T's reply).
StalemateFilterTwoPlies stalemate_filter_two_plies(const Position& pos);

}  // namespace regent::orthodox

namespace regent::orthodox {

// Three plies before the end: T to move (t1), then S (s), then T's last move (t2). Take a unit u
// of S other than its king that is not pinned and has a move now (en passant left aside). Its
// deciding squares L(u): its square, a pawn's squares ahead and capture squares, and its line
// with S's king where T could pin it there (T has a slider of that line's kind, or a pawn that
// may promote in time; u does not move along that line, else it could take the pinner; there is a
// square beyond u for the pinner). Its first squares: where each direction with a destination
// begins (a knight: its destinations). If neither of T's moves touches L(u), and S's move, not
// one of its king, touches neither L(u) nor u's first square where it has only one, u still has
// a legal move after t2: its pin is as it was, a pawn's squares are as they were, and one of its
// first squares holds none of S's units (only S's move could put one there) nor T's king (T
// would have left it in check), so u can go there. So the three moves must touch every such
// unit, with these refinements:
// - S's king going to k': it touches the units T could pin against k' and those whose squares
//   it lands on; a unit T cannot pin against k' is not pinned after t2.
// - S moving u itself to y: if T could pin u on y (as above, with u on y), u counts as
//   touched. Elsewhere a piece can go back the way it came unless T's last move takes it on y,
//   and a pawn's step or capture leaves it a step ahead unless a unit stands there now or T
//   brings one (or takes the pawn, on y or en passant): one of T's moves must land on those
//   squares.
// Each move of T is relaxed to a unit's move on the empty board (T's two moves: two units once
// each, or one unit twice, a pawn promoting on the way as a queen or knight), S's move to a
// unit's move to a square it reaches (a pawn that may take en passant also touching the squares
// beside it). Units that become free on the way are not asked for, which only makes the test
// weaker. No claim while either side may castle or T may take en passant, or with more than
// eight such units.
bool stalemate_in_three_plies_possible(const Position& pos);

}  // namespace regent::orthodox
