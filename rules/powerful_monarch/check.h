// Check in Powerful Monarch Chess (seed 001, the panel's summary): a king is in check when an
// enemy unit other than the king attacks it, or when it stands next to the enemy king without
// being defended by one of its own units. A defended king next to the enemy king is not in check
// and gives check to that king if it is undefended.
#pragma once

#include "rules/core/position.h"

namespace regent::powerfulmonarch {

// Units of colour c other than its king attacking s, given occupancy occ. For the king's own
// square these are its defenders; for an enemy square, its attackers. A pinned unit counts: as
// in chess, a pinned piece still defends and still gives check.
inline Bitboard non_king_attackers(const Position& pos, Color c, Square s, Bitboard occ) {
  return pos.attackers_to(s, occ) & pos.pieces(c) & ~pos.pieces(KING);
}

inline bool kings_adjacent(const Position& pos) {
  const Square w = pos.king_square(WHITE), b = pos.king_square(BLACK);
  return w != SQ_NONE && b != SQ_NONE && (king_attacks(w) & bb(b));
}

// The king of c is in check (in the position as it stands).
inline bool in_check(const Position& pos, Color c) {
  const Square k = pos.king_square(c);
  if (k == SQ_NONE) return false;
  const Bitboard occ = pos.pieces();
  if (non_king_attackers(pos, ~c, k, occ)) return true;
  return kings_adjacent(pos) && !non_king_attackers(pos, c, k, occ);
}

}  // namespace regent::powerfulmonarch
