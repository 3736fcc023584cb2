#include "rules/royal_standard/movegen.h"

namespace regent::royalstandard {

namespace {

int ring_index(const Ring& r, Square s) {
  for (int i = 0; i < 8; ++i)
    if (r[i] == s) return i;
  return -1;
}

// Walks a windmill round the ring from position `start`, `step` = +1 clockwise or -1, calling
// visit(square, steps) for each square it may end on. It stops at a hole or the board's edge, and
// at a piece: an enemy is its last square (a capture), its own side's piece blocks it. It never
// comes back to where it started.
template <class Visit>
void walk(const Ring& r, int start, int step, Bitboard occupied, Bitboard enemies, Visit&& visit) {
  for (int n = 1; n < 8; ++n) {
    const Square s = r[(start + step * n + 8) & 7];
    if (s == SQ_NONE) return;
    if (occupied & bb(s)) {
      if (enemies & bb(s)) visit(s, n);
      return;
    }
    visit(s, n);
  }
}

// Calls sink(move) for every move of the side to move; stops as soon as sink returns false.
// Returns false if it was stopped.
template <class Sink>
bool enumerate(const RoyalPosition& pos, Sink&& sink) {
  const Color us = pos.side_to_move(), them = ~us;
  const Square king = pos.king(us), enemy_king = pos.king(them);
  if (king == SQ_NONE || enemy_king == SQ_NONE) return true;  // the game is over
  const Bitboard occupied = pos.board.pieces(), own = pos.board.pieces(us);
  const Bitboard bearers = pos.board.pieces(STANDARD_BEARER);
  // Captured standard-bearers go back on a square next to the capture that is empty once the
  // capturer has moved (its own square counts), one move per choice.
  auto emit = [&](Square from, Square to) {
    if (!(bearers & bb(to))) return sink(RoyalMove{from, to, SQ_NONE});
    for (Bitboard places = neighbours(to) & (~occupied | bb(from)); places;)
      if (!sink(RoyalMove{from, to, pop_lsb(places)})) return false;
    return true;
  };
  auto emit_all = [&](Square from, Bitboard targets) {
    while (targets)
      if (!emit(from, pop_lsb(targets))) return false;
    return true;
  };
  // Whatever a piece may capture: every enemy, and its own standard-bearers.
  const Bitboard not_capturable = own & ~bearers;

  // The king: exempt from the mobility rule.
  if (!emit_all(king, neighbours(king) & ~not_capturable)) return false;
  // Standard-bearers: a king's step to an empty square, or onto the enemy king.
  for (Bitboard b = pos.standard_bearers(us) & ~pos.frozen; b;) {
    const Square s = pop_lsb(b);
    if (!emit_all(s, neighbours(s) & (~occupied | bb(enemy_king)))) return false;
  }
  // Rooks and bishops: from, through and to squares within the standard-bearers' range only, so
  // the squares out of range stop them like pieces, and they may not end on one.
  const Bitboard range = pos.range(us), walls = occupied | ~range;
  for (PieceType t : {ROOK, BISHOP})
    for (Bitboard b = pos.board.pieces(us, t) & range; b;) {
      const Square s = pop_lsb(b);
      if (!emit_all(s, attacks_bb(t, s, walls) & range & ~not_capturable)) return false;
    }
  for (Bitboard b = pos.board.pieces(us, WINDMILL); b;) {
    const Square w = pop_lsb(b);
    if (!emit_all(w, windmill_targets(pos, w, us))) return false;
  }
  return true;
}

}  // namespace

Bitboard windmill_targets(const RoyalPosition& pos, Square w, Color us) {
  Bitboard targets = 0;
  const Bitboard occupied = pos.board.pieces(), enemies = pos.board.pieces(~us);
  for (Bitboard pivots = neighbours(w) & pos.standard_bearers(us); pivots;) {
    const Ring& r = ring(pop_lsb(pivots));
    const int start = ring_index(r, w);
    for (int step : {1, -1}) walk(r, start, step, occupied, enemies, [&](Square s, int) { targets |= bb(s); });
  }
  return targets;
}

std::optional<WindmillRoute> windmill_route(const RoyalPosition& pos, Square from, Square to) {
  const Piece p = pos.board.piece_on(from);
  if (type_of(p) != WINDMILL) return std::nullopt;
  const Color us = color_of(p);
  const Bitboard occupied = pos.board.pieces(), enemies = pos.board.pieces(~us);
  std::optional<WindmillRoute> best;
  for (Bitboard pivots = neighbours(from) & pos.standard_bearers(us); pivots;) {
    const Square pivot = pop_lsb(pivots);
    const Ring& r = ring(pivot);
    const int start = ring_index(r, from);
    for (int step : {1, -1})
      walk(r, start, step, occupied, enemies, [&](Square s, int n) {
        if (s == to && (!best || n < best->steps)) best = WindmillRoute{pivot, step == 1, n};
      });
  }
  return best;
}

void generate(const RoyalPosition& pos, RoyalMoveList& list) {
  enumerate(pos, [&](RoyalMove m) {
    list.push(m);
    return true;
  });
}

std::size_t count_moves(const RoyalPosition& pos) {
  std::size_t n = 0;
  enumerate(pos, [&](RoyalMove) {
    ++n;
    return true;
  });
  return n;
}

bool has_move(const RoyalPosition& pos) {
  return !enumerate(pos, [](RoyalMove) { return false; });
}

bool can_capture_king(const RoyalPosition& pos, Color attacker) {
  const Square k = pos.king(~attacker);
  if (k == SQ_NONE || pos.king(attacker) == SQ_NONE) return false;
  const Bitboard around = neighbours(k);
  if (around & (pos.board.pieces(attacker, KING) | (pos.standard_bearers(attacker) & ~pos.frozen))) return true;
  const Bitboard range = pos.range(attacker);
  if (range & bb(k)) {
    const Bitboard walls = pos.board.pieces() | ~range;
    if (attacks_bb(ROOK, k, walls) & range & pos.board.pieces(attacker, ROOK)) return true;
    if (attacks_bb(BISHOP, k, walls) & range & pos.board.pieces(attacker, BISHOP)) return true;
  }
  for (Bitboard b = pos.board.pieces(attacker, WINDMILL); b;) {
    const Square w = pop_lsb(b);
    // Only round a standard-bearer next to both the windmill and the king.
    if ((neighbours(w) & around & pos.standard_bearers(attacker)) && (windmill_targets(pos, w, attacker) & bb(k)))
      return true;
  }
  return false;
}

bool loses_king_whatever_it_does(const RoyalPosition& pos) {
  const Color us = pos.side_to_move(), them = ~us;
  if (pos.king(us) == SQ_NONE) return true;
  const Square enemy_king = pos.king(them);
  RoyalPosition p = pos;
  RoyalUndo u;
  return enumerate(pos, [&](RoyalMove m) {
    if (m.to == enemy_king) return false;  // capturing the king first wins
    p.play(m, u);
    const bool exposed = can_capture_king(p, them);
    p.take_back(m, u);
    return exposed;
  });
}

}  // namespace regent::royalstandard
