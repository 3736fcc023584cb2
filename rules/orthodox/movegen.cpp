#include "rules/orthodox/movegen.h"

#include <optional>

#include "rules/orthodox/pseudo_legal.h"

namespace regent::orthodox {

namespace {

// Where generated moves go: collected in a list, counted, or only noticed (has_legal_move); the
// sinks of pseudo_legal.h. Moves of one piece to several squares arrive as a bitboard so that
// counting is a popcount and the existence test stops at the first non-empty set.
using Collect = CollectMoves;
using Count = CountMoves;
using FindAny = FindMove;

// Adds the four promotions (or the plain move) of a pawn arriving on `to`.
template <class Sink>
bool add_pawn_move(Sink& sink, Square from, Square to, Bitboard promo_rank) {
  if (bb(to) & promo_rank) {
    for (PieceType t : {QUEEN, KNIGHT, ROOK, BISHOP})
      if (sink.add(Move::promotion(from, to, t))) return true;
    return false;
  }
  return sink.add(Move(from, to));
}

template <class Sink>
bool wants_king_moves(const Sink& sink, Square ksq) {
  if constexpr (requires { sink.wants_king_moves(ksq); }) return sink.wants_king_moves(ksq);
  else return true;
}

template <class Sink>
bool generate(const Position& pos, Sink& sink) {
  const Color us = pos.side_to_move(), them = ~us;
  const BoardGeometry& geo = pos.geometry();
  const Square ksq = pos.king_square(us);
  const Bitboard occ = pos.pieces();
  const Bitboard ours = pos.pieces(us);

  // A side without a king (options nowk, nobk) is never in check and has no pins: its units
  // move as they can.
  const Bitboard checkers = ksq == SQ_NONE ? 0 : pos.attackers_to(ksq, occ) & pos.pieces(them);

  // King moves: the destination must not be attacked once the king has left its square. (A sink
  // that lists checks skips them when the king shields no line: a king never checks by itself.)
  if (ksq != SQ_NONE && wants_king_moves(sink, ksq)) {
    Bitboard targets = king_attacks(ksq) & geo.squares & ~ours;
    if constexpr (requires { sink.king_destinations(ksq); }) targets &= sink.king_destinations(ksq);
    const Bitboard occ_without_king = occ ^ bb(ksq);
    while (targets) {
      Square to = pop_lsb(targets);
      if (!(pos.attackers_to(to, occ_without_king) & pos.pieces(them)))
        if (sink.add(Move(ksq, to))) return true;
    }
  }
  if (more_than_one(checkers)) return false;  // double check: only the king moves

  // Squares a non-king move must reach: anywhere but our own pieces, or, in check, the checker
  // or a square between it and the king.
  Bitboard target = ~ours & geo.squares;
  if (checkers) {
    Square c = lsb(checkers);
    target &= between_bb(ksq, c) | checkers;
  }
  const Bitboard pinned = pos.blockers_for_king(us) & ours;

  // Pieces other than pawns and the king.
  for (PieceType t : {KNIGHT, BISHOP, ROOK, QUEEN}) {
    Bitboard pcs = pos.pieces(us, t);
    while (pcs) {
      Square from = pop_lsb(pcs);
      Bitboard moves = (t == KNIGHT ? knight_attacks(from) : geo.slider(t, from, occ)) & target;
      if (pinned & bb(from)) moves &= line_bb(ksq, from);
      if (sink.add_targets(from, moves)) return true;
    }
  }

  // Pawns.
  {
    const int up = us == WHITE ? 8 : -8;
    const Bitboard promo_rank = rank_bb(geo.last_rank(us));
    const Bitboard double_rank = rank_bb(us == WHITE ? 1 : geo.ranks - 2);
    const Bitboard free = ~occ & geo.squares;
    Bitboard pawns = pos.pieces(us, PAWN);
    while (pawns) {
      Square from = pop_lsb(pawns);
      Bitboard allowed = (pinned & bb(from)) ? line_bb(ksq, from) : ~Bitboard(0);
      int one = int(from) + up;
      if (is_ok(one) && (free & bb(Square(one)))) {
        Square s1 = Square(one);
        if (bb(s1) & target & allowed)
          if (add_pawn_move(sink, from, s1, promo_rank)) return true;
        int two = one + up;
        if ((bb(from) & double_rank) && is_ok(two) && (free & bb(Square(two))) &&
            (bb(Square(two)) & target & allowed))
          if (sink.add(Move(from, Square(two)))) return true;
      }
      Bitboard caps = pawn_attacks(us, from) & pos.pieces(them) & target & allowed;
      while (caps)
        if (add_pawn_move(sink, from, pop_lsb(caps), promo_rank)) return true;
    }
    // En passant: tested by removing both pawns, since it can uncover a check along the rank. The
    // enemy king counts too: harmless in orthodox chess, where kings never stand side by side, but
    // variants that reuse this generator (Prince's successor king) let a king attack the king.
    const Square ep = pos.ep_square();
    if (ep != SQ_NONE) {
      const Square captured = Square(int(ep) - up);
      Bitboard takers = pawn_attacks(them, ep) & pos.pieces(us, PAWN);
      while (takers) {
        Square from = pop_lsb(takers);
        if (ksq == SQ_NONE) {
          if (sink.add(Move(from, ep, MK_EN_PASSANT))) return true;
          continue;
        }
        Bitboard after = (occ ^ bb(from) ^ bb(captured)) | bb(ep);
        Bitboard attackers = (geo.slider(ROOK, ksq, after) & pos.pieces(them, ROOK, QUEEN)) |
                             (geo.slider(BISHOP, ksq, after) & pos.pieces(them, BISHOP, QUEEN)) |
                             (knight_attacks(ksq) & pos.pieces(them, KNIGHT)) |
                             (king_attacks(ksq) & pos.pieces(them, KING)) |
                             (pawn_attacks(us, ksq) & pos.pieces(them, PAWN) & ~bb(captured));
        if (!attackers)
          if (sink.add(Move(from, ep, MK_EN_PASSANT))) return true;
      }
    }
  }

  // Castling (orthodox squares on the 8x8 board): not out of, through or into check.
  if (!checkers && ksq != SQ_NONE && pos.castling_rights() && geo.is_standard()) {
    const int base = us == WHITE ? 0 : 56;
    const int rights = pos.castling_rights() & castling_rights_of(us);
    auto safe = [&](int sq) { return !(pos.attackers_to(Square(sq), occ) & pos.pieces(them)); };
    if ((rights & (WHITE_OO | BLACK_OO)) && !(occ & (bb(Square(base + 5)) | bb(Square(base + 6)))) &&
        safe(base + 5) && safe(base + 6))
      if (sink.add(Move(ksq, Square(base + 6), MK_CASTLE))) return true;
    if ((rights & (WHITE_OOO | BLACK_OOO)) &&
        !(occ & (bb(Square(base + 1)) | bb(Square(base + 2)) | bb(Square(base + 3)))) &&
        safe(base + 3) && safe(base + 2))
      if (sink.add(Move(ksq, Square(base + 2), MK_CASTLE))) return true;
  }
  return false;
}

// Whether a move of the side to move gives check, tested without playing it: a move checks when
// its unit lands on a square from which it attacks the enemy king (check_squares, per unit type,
// for the board as it stands), or when it leaves a line between one of our sliders and that king
// (discoverers) for a square off that line. En passant, castling and promotion change more than
// one square, so their check is worked out on the occupancy after the move.
class CheckTest {
 public:
  explicit CheckTest(const Position& pos) : pos_(pos) {
    const Color us = pos.side_to_move();
    const BoardGeometry& geo = pos.geometry();
    them_king_ = pos.king_square(~us);
    occ_ = pos.pieces();
    if (them_king_ == SQ_NONE) return;  // no king to check: no move checks
    discoverers_ = pos.blockers_for_king(~us) & pos.pieces(us);
    check_squares_[PAWN] = pawn_attacks(~us, them_king_);
    check_squares_[KNIGHT] = knight_attacks(them_king_) & geo.squares;
    check_squares_[BISHOP] = geo.slider(BISHOP, them_king_, occ_);
    check_squares_[ROOK] = geo.slider(ROOK, them_king_, occ_);
    check_squares_[QUEEN] = check_squares_[BISHOP] | check_squares_[ROOK];
  }

  // Whether a unit on `from` (a king only by discovery) can check at all.
  bool may_discover(Square from) const { return discoverers_ & bb(from); }

  // Of the plain moves of the knight, bishop, rook or queen on `from` to `targets`, those that check.
  Bitboard checking(Square from, Bitboard targets) const {
    if (them_king_ == SQ_NONE) return 0;
    Bitboard hits = targets & check_squares_[type_of(pos_.piece_on(from))];
    if (discoverers_ & bb(from)) hits |= targets & ~line_bb(them_king_, from);
    return hits;
  }

  bool gives_check(Move m) const {
    if (them_king_ == SQ_NONE) return false;
    const Square from = m.from(), to = m.to();
    switch (m.kind()) {
      case MK_EN_PASSANT: {
        const Square captured = Square(int(to) + (pos_.side_to_move() == WHITE ? -8 : 8));
        return (pawn_attacks(pos_.side_to_move(), to) & bb(them_king_)) ||
               slider_check((occ_ ^ bb(from) ^ bb(captured)) | bb(to), from, to);
      }
      case MK_CASTLE: {
        const bool king_side = file_of(to) > file_of(from);
        const Square rook_from = Square(king_side ? int(to) + 1 : int(to) - 2);
        const Square rook_to = Square(king_side ? int(to) - 1 : int(to) + 1);
        const Bitboard after = occ_ ^ bb(from) ^ bb(to) ^ bb(rook_from) ^ bb(rook_to);
        return slider_check(after, rook_from, rook_to);
      }
      default: break;
    }
    if ((discoverers_ & bb(from)) && !(line_bb(them_king_, from) & bb(to))) return true;
    if (m.is_promotion()) {
      const PieceType t = m.promotion_type();
      const Bitboard attacks = t == KNIGHT ? knight_attacks(to) : pos_.geometry().slider(t, to, occ_ ^ bb(from));
      return attacks & bb(them_king_);
    }
    const PieceType t = type_of(pos_.piece_on(from));
    return t != KING && (check_squares_[t] & bb(to));
  }

 private:
  // Whether one of our sliders attacks the enemy king on the occupancy `after`, with our slider
  // on `moved_from` (if any) standing on `moved_to`.
  bool slider_check(Bitboard after, Square moved_from, Square moved_to) const {
    const Color us = pos_.side_to_move();
    auto moved = [&](Bitboard b) { return (b & bb(moved_from)) ? (b ^ bb(moved_from) ^ bb(moved_to)) : b; };
    const BoardGeometry& geo = pos_.geometry();
    return (geo.slider(ROOK, them_king_, after) & moved(pos_.pieces(us, ROOK, QUEEN))) ||
           (geo.slider(BISHOP, them_king_, after) & moved(pos_.pieces(us, BISHOP, QUEEN)));
  }

  const Position& pos_;
  Square them_king_ = SQ_NONE;
  Bitboard occ_ = 0;
  Bitboard discoverers_ = 0;
  Bitboard check_squares_[PIECE_TYPE_NB] = {};
};

// Keeps the moves that give check.
class CollectChecks {
 public:
  CollectChecks(const Position& pos, MoveList& list) : test_(pos), list_(list) {}

  // (a king never checks by itself: its steps are listed only when it shields a line)
  bool wants_king_moves(Square ksq) const { return test_.may_discover(ksq); }
  bool add(Move m) {
    if (test_.gives_check(m)) list_.push(m);
    return false;
  }
  bool add_targets(Square from, Bitboard targets) {
    for (Bitboard hits = test_.checking(from, targets); hits;) list_.push(Move(from, pop_lsb(hits)));
    return false;
  }

 private:
  CheckTest test_;
  MoveList& list_;
};

// Stops at the first legal move that gives no check. The king's steps come first, and most often
// one of them ends the search: a king that cannot discover a check (king_step_may_discover) needs
// no test, so the check test (its pins are the costly part) is set up only when a later move asks.
class FindQuiet {
 public:
  explicit FindQuiet(const Position& pos)
      : pos_(pos), king_steps_quiet_(!king_step_may_discover(pos, pos.side_to_move())) {}
  bool found = false;
  bool add(Move m) {
    if (king_steps_quiet_ && m.kind() == MK_NORMAL && type_of(pos_.piece_on(m.from())) == KING) return found = true;
    return found = !test().gives_check(m);
  }
  bool add_targets(Square from, Bitboard targets) { return found = (targets & ~test().checking(from, targets)) != 0; }

 private:
  const CheckTest& test() {
    if (!test_) test_.emplace(pos_);
    return *test_;
  }
  const Position& pos_;
  bool king_steps_quiet_;
  std::optional<CheckTest> test_;
};

// Lists the moves, those of the pieces (the only moves that arrive as a set of targets) and the
// king's steps only to the squares `destinations` allows.
struct CollectWithin {
  MoveList& list;
  DestinationsOf destinations;
  const void* context;
  bool add(Move m) {
    list.push(m);
    return false;
  }
  // (the king's steps asked before each is tested for safety)
  Bitboard king_destinations(Square ksq) const { return destinations(context, ksq); }
  bool add_targets(Square from, Bitboard targets) {
    if (targets) targets &= destinations(context, from);
    while (targets) list.push(Move(from, pop_lsb(targets)));
    return false;
  }
};

}  // namespace

void generate_legal_within(const Position& pos, MoveList& list, DestinationsOf destinations, const void* context) {
  CollectWithin sink{list, destinations, context};
  generate(pos, sink);
}

void generate_legal(const Position& pos, MoveList& list) {
  Collect sink{list};
  generate(pos, sink);
}

void generate_checks(const Position& pos, MoveList& list) {
  CollectChecks sink(pos, list);
  generate(pos, sink);
}

std::size_t count_legal(const Position& pos) {
  Count sink;
  generate(pos, sink);
  return sink.n;
}

bool has_quiet_move(const Position& pos) {
  FindQuiet sink(pos);
  generate(pos, sink);
  return sink.found;
}

bool king_step_may_discover(const Position& pos, Color c) {
  const Square king = pos.king_square(c), other = pos.king_square(~c);
  if (king == SQ_NONE || other == SQ_NONE || !line_bb(king, other)) return false;
  const bool straight = file_of(king) == file_of(other) || rank_of(king) == rank_of(other);
  Bitboard sliders = (pos.pieces(c, straight ? ROOK : BISHOP) | pos.pieces(c, QUEEN)) & line_bb(king, other);
  while (sliders)
    if (between_bb(other, pop_lsb(sliders)) & bb(king)) return true;
  return false;
}

bool has_legal_move(const Position& pos) {
  FindAny sink;
  generate(pos, sink);
  return sink.found;
}

}  // namespace regent::orthodox
