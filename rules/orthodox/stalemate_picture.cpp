#include "rules/orthodox/stalemate_picture.h"

#include "rules/core/bitboard.h"
#include "rules/core/movelist.h"
#include "rules/orthodox/movegen.h"

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

}  // namespace

StalemateFilter stalemate_filter(const Position& pos) {
  StalemateFilter filter;
  const Color stalemated = ~pos.side_to_move();
  const Square king = pos.king_square(stalemated);
  if (king == SQ_NONE) return filter;  // no claim
  // S's legal moves in P, as if S were to move (the null move also drops an en-passant right,
  // which S would not have after T's move either).
  Position as_if = pos;
  Undo undo;
  as_if.do_null_move(undo);
  if (as_if.in_check()) return filter;  // not a position help play reaches; no claim
  MoveList list;
  generate_legal(as_if, list);
  Bitboard seen = 0;
  for (Move m : list) {
    const Square s = m.from();
    if (s == king || (seen & bb(s)) || m.kind() == MK_EN_PASSANT || m.kind() == MK_CASTLE) continue;
    seen |= bb(s);
    if (filter.count == int(filter.deciding.size())) return StalemateFilter{};  // more units than a legal side has
    Bitboard deciding = bb(s) | line_bb(king, s);
    if (pos.pieces(stalemated, PAWN) & bb(s)) deciding |= pawn_deciding(stalemated, s);
    filter.deciding[filter.count++] = deciding;
  }
  return filter;
}

StalemateFilterTwoPlies stalemate_filter_two_plies(const Position& pos) {
  StalemateFilterTwoPlies f;
  const Color stalemated = pos.side_to_move(), other = ~stalemated;
  f.king = pos.king_square(stalemated);
  if (f.king == SQ_NONE || pos.in_check()) return f;
  if (pos.castling_rights() & castling_rights_of(other)) return f;
  MoveList list;
  generate_legal(pos, list);
  // Each unit's deciding squares: its square, its line with the king, its destinations, and a
  // pawn's squares ahead and capture squares.
  for (Move m : list) {
    const Square s = m.from();
    // (En passant does not count: the right is gone after S's move.)
    if (s == f.king || m.kind() == MK_CASTLE || m.kind() == MK_EN_PASSANT) continue;
    int i = 0;
    while (i < f.count && f.unit[i] != s) ++i;
    if (i == f.count) {
      if (f.count == int(f.unit.size())) return StalemateFilterTwoPlies{};  // more units than a legal side has
      f.unit[f.count] = s;
      f.deciding[f.count] = bb(s) | line_bb(f.king, s);
      if (pos.pieces(stalemated, PAWN) & bb(s)) f.deciding[f.count] |= pawn_deciding(stalemated, s);
      ++f.count;
    }
    f.deciding[i] |= bb(m.to());
  }
  if (popcount(pos.pieces(other)) > int(f.from.size())) return StalemateFilterTwoPlies{};
  for (Bitboard b = pos.pieces(other); b;) {
    const Square s = pop_lsb(b);
    const PieceType t = type_of(pos.piece_on(s));
    f.from[f.movers] = s;
    f.reach[f.movers] = t == PAWN ? pawn_deciding(other, s) : empty_board_attacks(t, s);
    ++f.movers;
  }
  f.side = stalemated;
  f.occupied = pos.pieces();
  f.own = pos.pieces(stalemated);
  f.pawns = pos.pieces(stalemated, PAWN);
  f.knights = pos.pieces(stalemated, KNIGHT);
  f.diagonal = pos.pieces(stalemated, BISHOP, QUEEN);
  f.straight = pos.pieces(stalemated, ROOK, QUEEN);
  f.claims = true;
  return f;
}

bool StalemateFilterTwoPlies::allows(Move m) const {
  if (!claims || m.from() == king) return true;
  const Bitboard touched = StalemateFilter::touched_squares(m);
  // The units m leaves as they are: T's one move must touch each of them.
  std::array<Bitboard, 16> missed;
  int left = 0;
  for (int i = 0; i < count; ++i)
    if (unit[i] != m.from() && !(deciding[i] & touched)) missed[left++] = deciding[i];
  // The unit that moved, where it has a move and cannot be pinned.
  const Square to = m.to();
  if (!line_bb(king, to)) {
    const Bitboard from_bb = bb(m.from());
    const Bitboard occ = (occupied & ~from_bb) | bb(to), mine = (own & ~from_bb) | bb(to);
    PieceType type = m.is_promotion() ? m.promotion_type()
                     : (pawns & from_bb)      ? PAWN
                     : (knights & from_bb)    ? KNIGHT
                     : (diagonal & straight & from_bb) ? QUEEN
                     : (diagonal & from_bb)   ? BISHOP
                                              : ROOK;
    bool mobile;
    if (type == PAWN) {
      const int ahead = int(to) + (side == WHITE ? 8 : -8);
      mobile = (ahead >= 0 && ahead < 64 && !(occ & bb(Square(ahead)))) || (pawn_attacks(side, to) & occ & ~mine);
    } else {
      mobile = attacks_bb(type, to, occ) & ~mine;
    }
    if (mobile) missed[left++] = bb(to) | (type == PAWN ? pawn_deciding(side, to) : 0);
  }
  if (!left) return true;
  for (int j = 0; j < movers; ++j) {
    if (from[j] == m.to()) continue;  // captured by m
    Bitboard to = reach[j];
    for (int i = 0; i < left && to; ++i)
      if (!(missed[i] & bb(from[j]))) to &= missed[i];
    if (to) return true;
  }
  return false;
}

}  // namespace regent::orthodox
