#include "rules/orthodox/retro.h"

#include <vector>

namespace regent::orthodox {

namespace {

struct Retraction {
  Square from, to;
  bool double_step;
};

}  // namespace

LastMoveProof prove_double_step(const Position& pos) {
  const Color x = pos.side_to_move(), o = ~x;  // x to move; o made the last move
  const Square xk = pos.king_square(x);
  const BoardGeometry& geo = pos.geometry();
  if (xk == SQ_NONE || !geo.is_standard()) return {};
  const Bitboard occ = pos.pieces();
  const int up = o == WHITE ? 8 : -8;  // o's forward direction
  const int first_rank = o == WHITE ? 0 : 7, second_rank = o == WHITE ? 1 : 6, last_rank = o == WHITE ? 7 : 0;

  // Is the retracted position (o's unit back on `from`, optionally an x unit back on `to`,
  // optionally an x pawn back on `ep_victim`) free of check to x's king?
  auto possible = [&](Square from, Square to, Piece before, bool capture, Square ep_victim) {
    Position r = pos;
    r.remove_piece(to);
    r.put_piece(before, from);
    if (capture) r.put_piece(make_piece(x, KNIGHT), to);  // any x unit: it only blocks lines
    if (ep_victim != SQ_NONE) r.put_piece(make_piece(x, PAWN), ep_victim);
    return !(r.attackers_to(xk) & r.pieces(o));
  };

  std::vector<Retraction> alternatives;
  auto consider = [&](Square from, Square to, Piece before, bool can_capture, bool double_step,
                      Square ep_victim = SQ_NONE) {
    if (!geo.exists(from) || !pos.empty(from)) return;
    if (possible(from, to, before, false, ep_victim) || (can_capture && possible(from, to, before, true, ep_victim)))
      alternatives.push_back({from, to, double_step});
  };

  Bitboard units = pos.pieces(o);
  while (units && alternatives.size() < 2) {
    const Square s = pop_lsb(units);
    const Piece pc = pos.piece_on(s);
    const PieceType t = type_of(pc);
    if (t == PAWN) {
      if (rank_of(s) == second_rank || rank_of(s) == first_rank) continue;  // never moved there
      const Square back = Square(int(s) - up);
      if (rank_of(back) != first_rank) consider(back, s, pc, false, false);
      if (rank_of(s) == second_rank + (up > 0 ? 2 : -2) && pos.empty(back)) consider(Square(int(back) - up), s, pc, false, true);
      for (int df : {-1, 1}) {
        const int f = file_of(s) + df;
        if (f < 0 || f > 7 || rank_of(back) == first_rank) continue;
        const Square from = make_square(f, rank_of(back));
        consider(from, s, pc, true, false);
        // An e.p. capture: x's pawn stood beside `from`, on the square behind s.
        if (rank_of(s) == (o == WHITE ? 5 : 2) && pos.empty(back)) consider(from, s, pc, false, false, back);
      }
      continue;
    }
    // Pieces: any square they could have come from along an empty path.
    Bitboard froms = t == KNIGHT ? knight_attacks(s) : t == KING ? king_attacks(s) : geo.slider(t, s, occ);
    froms &= ~occ;
    while (froms && alternatives.size() < 2) consider(pop_lsb(froms), s, pc, true, false);
    // A promotion: a pawn from the 7th rank.
    if (t != KING && rank_of(s) == last_rank) {
      const Piece pawn = make_piece(o, PAWN);
      consider(Square(int(s) - up), s, pawn, false, false);
      for (int df : {-1, 1}) {
        const int f = file_of(s) + df;
        if (f >= 0 && f <= 7) consider(make_square(f, rank_of(s) - (up > 0 ? 1 : -1)), s, pawn, true, false);
      }
    }
    // Castling: king on g/c with the rook beside it, e-file and corner empty.
    if (t == KING && rank_of(s) == first_rank && (file_of(s) == 6 || file_of(s) == 2)) {
      const bool king_side = file_of(s) == 6;
      const Square rook_now = make_square(king_side ? 5 : 3, first_rank);
      const Square rook_home = make_square(king_side ? 7 : 0, first_rank), king_home = make_square(4, first_rank);
      if (pos.piece_on(rook_now) == make_piece(o, ROOK) && pos.empty(rook_home) && pos.empty(king_home))
        alternatives.push_back({king_home, s, false});
    }
  }

  if (alternatives.size() != 1 || !alternatives[0].double_step) return {};
  const Retraction& r = alternatives[0];
  const Square passed = Square((int(r.from) + int(r.to)) / 2);
  if (!(pawn_attacks(o, passed) & pos.pieces(x, PAWN))) return {};  // no e.p. capture to allow
  return {passed, square_name(r.from) + "-" + square_name(r.to)};
}

}  // namespace regent::orthodox
