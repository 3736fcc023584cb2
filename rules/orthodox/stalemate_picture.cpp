#include "rules/orthodox/stalemate_picture.h"

#include "rules/core/bitboard.h"

namespace regent::orthodox {

Bitboard StalemateFilter::touched_squares(Move m) {
  Bitboard touched = bb(m.from()) | bb(m.to());
  if (m.kind() == MK_CASTLE) touched |= rank_bb(rank_of(m.from()));
  if (m.kind() == MK_EN_PASSANT) touched |= bb(make_square(file_of(m.to()), rank_of(m.from())));
  return touched;
}

namespace {

// A pawn's squares ahead (one and two steps) and its capture squares: a move there may take its
// last move away.
Bitboard pawn_deciding(Color c, Square s) {
  Bitboard d = pawn_attacks(c, s);
  const int step = c == WHITE ? 8 : -8;
  for (int k = 1; k <= 2; ++k) {
    const int ahead = int(s) + k * step;
    if (ahead >= 0 && ahead < 64) d |= bb(Square(ahead));
  }
  return d;
}

// The destinations of a unit of `side` (not its king) of this type on s, with the board's units
// `occupied` and its side's `own` (en passant left aside; pins too).
Bitboard destinations(Color side, PieceType type, Square s, Bitboard occupied, Bitboard own) {
  if (type != PAWN) return attacks_bb(type, s, occupied) & ~own;
  Bitboard to = pawn_attacks(side, s) & occupied & ~own;
  const int step = side == WHITE ? 8 : -8;
  const Square one = Square(int(s) + step);  // pawns never stand on the last rank
  if (!(occupied & bb(one))) {
    to |= bb(one);
    if (rank_of(s) == (side == WHITE ? 1 : 6) && !(occupied & bb(Square(int(one) + step))))
      to |= bb(Square(int(one) + step));
  }
  return to;
}

// Calls visit(square, type, destinations) for each unit of `side` other than its king that is not
// pinned and has a move (en passant left aside). With `side` not in check each of these moves is
// legal. Pinned units are left out: a filter that knows fewer units that can move drops fewer
// moves, never one that a stalemate follows. (Faster than listing the legal moves, which also
// tests every king step.)
template <class Visit>
void for_each_free_unit(const Position& pos, Color side, Visit&& visit) {
  const Bitboard own = pos.pieces(side), occupied = pos.pieces();
  for (Bitboard units = own & ~pos.pieces(side, KING) & ~pos.blockers_for_king(side); units;) {
    const Square s = pop_lsb(units);
    const PieceType type = type_of(pos.piece_on(s));
    if (const Bitboard to = destinations(side, type, s, occupied, own)) visit(s, type, to);
  }
}

// Where each unit of `side` may go on the empty board (a pawn: its steps and captures).
template <class Visit>
void for_each_reach(const Position& pos, Color side, Visit&& visit) {
  for (Bitboard b = pos.pieces(side); b;) {
    const Square s = pop_lsb(b);
    const PieceType t = type_of(pos.piece_on(s));
    visit(s, t == PAWN ? pawn_deciding(side, s) : empty_board_attacks(t, s));
  }
}

}  // namespace

StalemateFilter stalemate_filter(const Position& pos) {
  StalemateFilter filter;
  const Color stalemated = ~pos.side_to_move();
  const Square king = pos.king_square(stalemated);
  if (king == SQ_NONE) return filter;  // no claim
  // (Holes, and more units than a legal side has, are not orthodox chess as help play meets it.)
  if (pos.geometry().holes || popcount(pos.pieces(WHITE)) > 16 || popcount(pos.pieces(BLACK)) > 16) return filter;
  for_each_free_unit(pos, stalemated, [&](Square s, PieceType type, Bitboard) {
    Bitboard deciding = bb(s) | line_bb(king, s);
    if (type == PAWN) deciding |= pawn_deciding(stalemated, s);
    filter.deciding[filter.count++] = deciding;
  });
  // T's units and their reach, for possible(); a castling or an en-passant capture is not among
  // them, so possible() makes no claim while T has one.
  filter.any_move_may = pos.ep_square() != SQ_NONE || (pos.castling_rights() & castling_rights_of(pos.side_to_move()));
  for_each_reach(pos, pos.side_to_move(), [&](Square s, Bitboard reach) {
    filter.from[filter.movers] = s;
    filter.reach[filter.movers++] = reach;
  });
  return filter;
}

bool StalemateFilter::possible() const {
  if (any_move_may || !count) return true;
  for (int j = 0; j < movers; ++j) {
    Bitboard to = reach[j];
    for (int i = 0; i < count && to; ++i)
      if (!(deciding[i] & bb(from[j]))) to &= deciding[i];
    if (to) return true;
  }
  return false;
}

StalemateFilterTwoPlies stalemate_filter_two_plies(const Position& pos) {
  StalemateFilterTwoPlies f;
  const Color stalemated = pos.side_to_move(), other = ~stalemated;
  f.king = pos.king_square(stalemated);
  if (f.king == SQ_NONE || pos.in_check()) return f;
  if (pos.castling_rights() & castling_rights_of(other)) return f;
  if (pos.geometry().holes || popcount(pos.pieces(WHITE)) > 16 || popcount(pos.pieces(BLACK)) > 16) return f;
  // Each unit's deciding squares: its square, its line with the king, its destinations, and a
  // pawn's squares ahead and capture squares. (En passant does not count: the right is gone after
  // S's move.)
  for_each_free_unit(pos, stalemated, [&](Square s, PieceType type, Bitboard to) {
    f.unit[f.count] = s;
    f.last[f.count] = bb(s) | line_bb(f.king, s) | (type == PAWN ? pawn_deciding(stalemated, s) : 0);
    f.deciding[f.count] = f.last[f.count] | to;
    ++f.count;
  });
  for_each_reach(pos, other, [&](Square s, Bitboard reach) {
    f.from[f.movers] = s;
    f.reach[f.movers++] = reach;
  });
  f.pos = &pos;
  f.claims = true;
  return f;
}

bool StalemateFilterTwoPlies::allows(Move m) const {
  if (!claims || m.kind() == MK_CASTLE) return true;
  const Bitboard touched = StalemateFilter::touched_squares(m);
  // After a move of the king the units on a line through its new square are asked again with the
  // king there (those on a line through its old one: the move touches that line).
  const bool king_moves = m.from() == king;
  const Square k = king_moves ? m.to() : king;
  // The units m leaves as they are: T's one move must touch each of them.
  std::array<Bitboard, 32> missed;
  int left = 0;
  Bitboard listed = 0, recheck = 0;  // (recheck: units m touched, asked again after it)
  for (int i = 0; i < count; ++i) {
    listed |= bb(unit[i]);
    if (unit[i] == m.from()) continue;
    if ((deciding[i] & touched) || (king_moves && line_bb(k, unit[i]))) recheck |= bb(unit[i]);
    else missed[left++] = last[i];
  }
  // Some move of T must touch every missed unit; the units added below only add to the list, so a
  // list no move can answer already says no (the checks of the others cost more).
  if (left && !one_move_touches_all(missed.data(), left, m)) return false;
  // The position after m, as far as the units' moves go.
  const Color side = pos->side_to_move(), other = ~side;
  const Square to = m.to();
  // A double step that a pawn of T may take en passant: no claim. That capture removes the pawn
  // from a square it does not land on, so the pawn's own deciding squares below would not see it.
  if (type_of(pos->piece_on(m.from())) == PAWN && Position::is_double_step(m.from(), to) &&
      (pawn_attacks(side, Square((int(to) + int(m.from())) / 2)) & pos->pieces(other, PAWN)))
    return true;
  const Bitboard from_bb = bb(m.from());
  const Bitboard taken = m.kind() == MK_EN_PASSANT ? bb(make_square(file_of(to), rank_of(m.from()))) : bb(to);
  const Bitboard occ = (pos->pieces() & ~from_bb & ~taken) | bb(to), mine = (pos->pieces(side) & ~from_bb) | bb(to);
  const Bitboard their_diagonal = pos->pieces(other, BISHOP, QUEEN) & ~taken;
  const Bitboard their_straight = pos->pieces(other, ROOK, QUEEN) & ~taken;
  // A unit of S of this type on v that has a move after m and is not pinned then: T's last move
  // must touch its square, its line with the king or (a pawn) its squares ahead and capture
  // squares, else it keeps that move.
  const auto ask_again = [&](Square v, PieceType type) {
    if (!destinations(side, type, v, occ, mine)) return;
    const Bitboard line = line_bb(k, v);
    if (line && !(between_bb(k, v) & occ)) {
      const bool diagonal = file_of(k) != file_of(v) && rank_of(k) != rank_of(v);
      const Bitboard pinners = diagonal ? bishop_attacks(v, occ) & their_diagonal : rook_attacks(v, occ) & their_straight;
      if (pinners & line) return;
    }
    missed[left++] = bb(v) | line | (type == PAWN ? pawn_deciding(side, v) : 0);
  };
  // The units whose deciding squares m touched, the unit that moved where it lands, and the units
  // m set free (they can now move to the square it left).
  while (recheck) {
    const Square v = pop_lsb(recheck);
    ask_again(v, type_of(pos->piece_on(v)));
  }
  if (!king_moves) ask_again(to, m.is_promotion() ? m.promotion_type() : type_of(pos->piece_on(m.from())));
  const Square left_square = m.from();
  const int behind = int(left_square) + (side == WHITE ? -8 : 8);
  Bitboard freed = (knight_attacks(left_square) & pos->pieces(side, KNIGHT)) |
                   (bishop_attacks(left_square, occ) & pos->pieces(side, BISHOP, QUEEN)) |
                   (rook_attacks(left_square, occ) & pos->pieces(side, ROOK, QUEEN));
  if (behind >= 0 && behind < 64) freed |= pos->pieces(side, PAWN) & bb(Square(behind));
  freed &= mine & ~bb(to) & ~listed;
  while (freed) {
    const Square v = pop_lsb(freed);
    ask_again(v, type_of(pos->piece_on(v)));
  }
  return !left || one_move_touches_all(missed.data(), left, m);
}

// Whether a move of some unit of T (one that m does not capture), from its square to a square it
// reaches on the empty board, touches each of the `n` sets of deciding squares.
bool StalemateFilterTwoPlies::one_move_touches_all(const Bitboard* missed, int n, Move m) const {
  for (int j = 0; j < movers; ++j) {
    if (from[j] == m.to()) continue;  // captured by m
    Bitboard to = reach[j];
    for (int i = 0; i < n && to; ++i)
      if (!(missed[i] & bb(from[j]))) to &= missed[i];
    if (to) return true;
  }
  return false;
}

}  // namespace regent::orthodox
