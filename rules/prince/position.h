// The state of a game of Event #68 "Prince" (seed 002): the orthodox board, plus for each side
// its chosen pawn (the square it stands on, SQ_NONE once it has been captured or has promoted,
// or if the side never had one) and whether its king is the successor: the king that replaced
// the chosen pawn when the original king was captured. Only a successor king can be checked.
#pragma once

#include <array>

#include "rules/core/bitboard.h"
#include "rules/core/position.h"

namespace regent::prince {

namespace keys {
// Hash components of the variant state, generated at compile time (splitmix64 with a seed of
// their own, so they are independent of the core tables).
constexpr std::uint64_t splitmix(std::uint64_t& s) {
  std::uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
struct Table {
  Key chosen[COLOR_NB][SQUARE_NB + 1] = {};  // [colour][square of the chosen pawn, 64 = none]
  Key successor[COLOR_NB] = {};
};
constexpr Table make_table() {
  Table t;
  std::uint64_t s = 0x9121CE68ULL;
  for (auto& side : t.chosen) {
    for (int sq = 0; sq < SQUARE_NB; ++sq) side[sq] = splitmix(s);
    side[SQUARE_NB] = 0;
  }
  for (auto& k : t.successor) k = splitmix(s);
  return t;
}
inline constexpr Table table = make_table();
}  // namespace keys

struct PrincePosition {
  Position board;
  Square chosen[COLOR_NB] = {SQ_NONE, SQ_NONE};
  bool successor[COLOR_NB] = {false, false};

  Color side_to_move() const { return board.side_to_move(); }
  Key key() const {
    return board.key() ^ keys::table.chosen[WHITE][chosen[WHITE]] ^ keys::table.chosen[BLACK][chosen[BLACK]] ^
           (successor[WHITE] ? keys::table.successor[WHITE] : 0) ^ (successor[BLACK] ? keys::table.successor[BLACK] : 0);
  }
  // The king of c can be checked (and mated): it is the successor.
  bool checkable(Color c) const { return successor[c]; }
  // The king of c is gone and nothing replaced it: c has lost.
  bool king_lost(Color c) const { return board.king_square(c) == SQ_NONE; }
  // The king of c is checkable and attacked.
  bool in_check(Color c) const {
    const Square k = board.king_square(c);
    return successor[c] && k != SQ_NONE && (board.attackers_to(k) & board.pieces(~c));
  }

  bool operator==(const PrincePosition& o) const {
    return board == o.board && chosen[0] == o.chosen[0] && chosen[1] == o.chosen[1] &&
           successor[0] == o.successor[0] && successor[1] == o.successor[1];
  }
};

}  // namespace regent::prince
