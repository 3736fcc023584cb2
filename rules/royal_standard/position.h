// The state of a Royal Standard game: the board (core Position on the 38-square geometry) and the
// standard-bearers that may not move on their owner's next turn because they have just been
// captured and put back (the "frozen" ones). Both are part of the hash key.
#pragma once

#include "rules/core/position.h"
#include "rules/royal_standard/board.h"

namespace regent::royalstandard {

// A move: from and to as usual; when it captures a standard-bearer, the empty square next to `to`
// where the capturer puts it back (each choice is a distinct move). Windmill moves are identified
// by where they go, not by the standard-bearer and direction they went round (notation.h names one).
struct RoyalMove {
  Square from = SQ_NONE;
  Square to = SQ_NONE;
  Square relocation = SQ_NONE;
  constexpr bool operator==(const RoyalMove&) const = default;
};

struct RoyalUndo {
  Undo board;
  Bitboard frozen = 0;
};

struct RoyalPosition {
  Position board{kBoard};
  // Standard-bearers (of either colour: the piece on the square says whose) that may not move on
  // their owner's next turn. Cleared for a side when it has played that turn.
  Bitboard frozen = 0;

  Color side_to_move() const { return board.side_to_move(); }
  Key key() const {
    Key k = board.key();
    for (Bitboard b = frozen; b;) k ^= zobrist::variant[pop_lsb(b)];
    return k;
  }
  Square king(Color c) const { return board.king_square(c); }
  Bitboard standard_bearers(Color c) const { return board.pieces(c, STANDARD_BEARER); }
  // The squares where c's pieces other than the king may be (mobility rule): those occupied by or
  // adjacent to one of c's standard-bearers.
  Bitboard range(Color c) const {
    const Bitboard sb = standard_bearers(c);
    return sb | neighbours_of(sb);
  }

  // Plays a move of the side to move (as generated) and takes it back.
  void play(RoyalMove m, RoyalUndo& u);
  void take_back(RoyalMove m, const RoyalUndo& u);
  // Passes: the side to move's frozen standard-bearers have sat out their turn.
  void pass(RoyalUndo& u);
  void take_back_pass(const RoyalUndo& u);

  bool operator==(const RoyalPosition& o) const { return board == o.board && frozen == o.frozen; }
};

}  // namespace regent::royalstandard
