#include "rules/powerful_monarch/movegen.h"

#include "rules/orthodox/pseudo_legal.h"
#include "rules/powerful_monarch/check.h"

namespace regent::powerfulmonarch {

namespace {

// The legality test of one position, with what every move's test shares computed once.
class Legality {
 public:
  explicit Legality(const Position& pos)
      : pos_(pos), us_(pos.side_to_move()), them_(~us_), ksq_(pos.king_square(us_)),
        enemy_king_(pos.king_square(them_)), occ_(pos.pieces()) {
    adjacent_ = enemy_king_ != SQ_NONE && (king_attacks(ksq_) & bb(enemy_king_));
    const bool attacked = non_king_attackers(pos, them_, ksq_, occ_) != 0;
    in_check_ = attacked || (adjacent_ && !non_king_attackers(pos, us_, ksq_, occ_));
    // Away from the enemy king and out of check, a move of another unit can only expose the king
    // along a line (a pin); otherwise every move is tested on the board it leaves behind.
    test_every_move_ = adjacent_ || attacked;
    pinned_ = pos.blockers_for_king(us_) & pos.pieces(us_);
  }

  bool in_check() const { return in_check_; }

  // Can the king stand on s with the board's occupancy `occ` (the king on s)? Not attacked by an
  // enemy unit other than the king and, next to the enemy king, defended. A rook that moves with
  // the king (castling) is passed as rook_from/rook_to: it defends from its new square.
  bool king_may_stand(Square s, Bitboard occ, Square rook_from = SQ_NONE, Square rook_to = SQ_NONE) const {
    if (non_king_attackers(pos_, them_, s, occ) & ~bb(s)) return false;
    if (enemy_king_ == SQ_NONE || !(king_attacks(s) & bb(enemy_king_))) return true;
    Bitboard defenders = non_king_attackers(pos_, us_, s, occ);
    if (rook_from != SQ_NONE) {
      defenders &= ~bb(rook_from);
      if (pos_.geometry().slider(ROOK, rook_to, occ) & bb(s)) defenders |= bb(rook_to);
    }
    return defenders != 0;
  }

  // The legal ones among the ordinary moves of the unit on `from` to `targets`.
  Bitboard filter_targets(Square from, Bitboard targets) const {
    if (from == ksq_) {
      Bitboard legal = 0;
      const Bitboard occ_without_king = occ_ ^ bb(ksq_);
      for (Bitboard t = targets; t;) {
        const Square to = pop_lsb(t);
        if (king_may_stand(to, occ_without_king | bb(to))) legal |= bb(to);
      }
      return legal;
    }
    if (!test_every_move_) return pinned_ & bb(from) ? targets & line_bb(ksq_, from) : targets;
    Bitboard legal = 0;
    const PieceType t = type_of(pos_.piece_on(from));
    for (Bitboard rest = targets; rest;) {
      const Square to = pop_lsb(rest);
      if (safe_after(from, to, pos_.empty(to) ? SQ_NONE : to, t)) legal |= bb(to);
    }
    return legal;
  }

  // A pawn move (push, capture, promotion, en passant).
  bool allows(Move m) const {
    const Square from = m.from(), to = m.to();
    if (m.kind() == MK_EN_PASSANT) return safe_after(from, to, Square(us_ == WHITE ? to - 8 : to + 8), PAWN);
    if (!test_every_move_) return !(pinned_ & bb(from)) || (line_bb(ksq_, from) & bb(to));
    return safe_after(from, to, pos_.empty(to) ? SQ_NONE : to, m.is_promotion() ? m.promotion_type() : PAWN);
  }

  // Castling (orthodox squares): not out of check; the king, stopping on the square it crosses
  // with the rook still at home, and then on its destination with the rook beside it, must be
  // able to stand there (king_may_stand). The crossing square is judged like a king move.
  template <class Sink>
  bool add_castlings(Sink& sink) const {
    const int rights = pos_.castling_rights() & castling_rights_of(us_);
    if (in_check_ || !rights || !pos_.geometry().is_standard()) return false;
    const int base = us_ == WHITE ? 0 : 56;
    auto sq = [base](int file) { return Square(base + file); };
    auto try_side = [&](Square cross, Square dest, Square rook_from, Bitboard must_be_empty) {
      if (occ_ & must_be_empty) return false;
      const Bitboard without_king = occ_ ^ bb(ksq_);
      if (!king_may_stand(cross, without_king | bb(cross))) return false;
      const Bitboard after = (without_king ^ bb(rook_from)) | bb(dest) | bb(cross);
      return king_may_stand(dest, after, rook_from, cross);
    };
    if ((rights & (WHITE_OO | BLACK_OO)) && try_side(sq(5), sq(6), sq(7), bb(sq(5)) | bb(sq(6))))
      if (sink.add(Move(ksq_, sq(6), MK_CASTLE))) return true;
    if ((rights & (WHITE_OOO | BLACK_OOO)) && try_side(sq(3), sq(2), sq(0), bb(sq(1)) | bb(sq(2)) | bb(sq(3))))
      if (sink.add(Move(ksq_, sq(2), MK_CASTLE))) return true;
    return false;
  }

 private:
  // After a move of a unit other than the king from `from` to `to` (arriving as `arriving`,
  // which differs from its type on promotion), removing the enemy unit on `captured` (SQ_NONE if
  // none): is the king out of check?
  bool safe_after(Square from, Square to, Square captured, PieceType arriving) const {
    Bitboard occ = (occ_ ^ bb(from)) | bb(to);
    Bitboard gone = 0;
    if (captured != SQ_NONE) {
      gone = bb(captured);
      if (captured != to) occ ^= gone;
    }
    const Bitboard attackers = pos_.attackers_to(ksq_, occ);
    if (attackers & pos_.pieces(them_) & ~pos_.pieces(KING) & ~gone) return false;
    if (!adjacent_) return true;
    if (attackers & pos_.pieces(us_) & ~pos_.pieces(KING) & ~bb(from)) return true;
    return orthodox::piece_attacks(pos_.geometry(), arriving, us_, to, occ) & bb(ksq_);
  }

  const Position& pos_;
  Color us_, them_;
  Square ksq_, enemy_king_;
  Bitboard occ_;
  Bitboard pinned_ = 0;
  bool adjacent_ = false;
  bool in_check_ = false;
  bool test_every_move_ = false;
};

// Passes on the legal moves only.
template <class Sink>
struct LegalOnly {
  const Legality& legality;
  Sink& sink;
  bool add(Move m) { return legality.allows(m) && sink.add(m); }
  bool add_targets(Square from, Bitboard targets) {
    targets = legality.filter_targets(from, targets);
    return targets && sink.add_targets(from, targets);
  }
};

template <class Sink>
void generate(const Position& pos, Sink& sink) {
  const Square ksq = pos.king_square(pos.side_to_move());
  if (ksq == SQ_NONE) return;
  const Legality legality(pos);
  LegalOnly<Sink> legal{legality, sink};
  // A king is never captured: the side to move's opponent is never in check.
  const Bitboard allowed = ~pos.pieces(KING);
  if (orthodox::generate_pseudo_legal(pos, allowed, legal)) return;
  legality.add_castlings(sink);
}

}  // namespace

void generate_legal(const Position& pos, MoveList& list) {
  orthodox::CollectMoves sink{list};
  generate(pos, sink);
}

bool has_legal_move(const Position& pos) {
  orthodox::FindMove sink;
  generate(pos, sink);
  return sink.found;
}

std::size_t count_legal(const Position& pos) {
  orthodox::CountMoves sink;
  generate(pos, sink);
  return sink.n;
}

}  // namespace regent::powerfulmonarch
