#include "rules/regent/legality.h"

#include "rules/regent/mobile_board.h"

namespace regent::regentchess {

namespace {

Bitboard unit_attacks(const Position& b, PieceType t, Square s, Bitboard occ) {
  const BoardGeometry& g = b.geometry();
  switch (t) {
    case KNIGHT: return g.leaper(KNIGHT, s);
    case BISHOP: return g.slider(BISHOP, s, occ);
    case ROOK: return g.slider(ROOK, s, occ);
    case QUEEN: return g.slider(BISHOP, s, occ) | g.slider(ROOK, s, occ);
    case KING: return g.leaper(KING, s);
    default: return 0;
  }
}

void push_promotions(MoveList& list, Square from, Square to) {
  for (PieceType t : {QUEEN, ROOK, BISHOP, KNIGHT}) list.push(Move::promotion(from, to, t));
}

bool unattacked(const RegentPosition& pos, Color by, std::initializer_list<int> squares) {
  for (int s : squares)
    if (pos.attackers(by, Square(s))) return false;
  return true;
}

void generate_castling(const RegentPosition& pos, MoveList& list) {
  const Color us = pos.side_to_move(), them = ~us;
  const Position& b = pos.board;
  if (!b.geometry().is_standard()) return;
  const int base = us == WHITE ? 0 : 56;
  auto sq = [base](int file) { return Square(base + file); };
  auto empty = [&](std::initializer_list<int> files) {
    for (int f : files)
      if (!b.empty(sq(f))) return false;
    return true;
  };
  const Piece rook = make_piece(us, ROOK);
  // Orthodox castling of the crowned king (§9: "performed according to classical chess").
  const int rights = b.castling_rights() & (us == WHITE ? (WHITE_OO | WHITE_OOO) : (BLACK_OO | BLACK_OOO));
  if (rights && pos.king[us] == sq(4) && !pos.attackers(them, sq(4))) {
    if ((rights & (WHITE_OO | BLACK_OO)) && b.piece_on(sq(7)) == rook && empty({5, 6}) &&
        unattacked(pos, them, {base + 5, base + 6}))
      list.push(Move(sq(4), sq(6), MK_CASTLE));
    if ((rights & (WHITE_OOO | BLACK_OOO)) && b.piece_on(sq(0)) == rook && empty({1, 2, 3}) &&
        unattacked(pos, them, {base + 3, base + 2}))
      list.push(Move(sq(4), sq(2), MK_CASTLE));
  }
  // Regent castling: the regent in its king stage, standing where it started (§9).
  const int regent_rights = pos.regent_castling >> (us == WHITE ? 0 : 2) & 3;
  if (regent_rights && pos.regent[us] == sq(3) && pos.regent_is_king(us) && !pos.attackers(them, sq(3))) {
    if ((regent_rights & WHITE_REGENT_B) && b.piece_on(sq(0)) == rook && empty({1, 2}) &&
        unattacked(pos, them, {base + 2, base + 1}))
      list.push(Move(sq(3), sq(1), MK_CASTLE));
    if ((regent_rights & WHITE_REGENT_F) && b.piece_on(sq(7)) == rook && empty({4, 5, 6}) &&
        unattacked(pos, them, {base + 4, base + 5}))
      list.push(Move(sq(3), sq(5), MK_CASTLE));
  }
}

}  // namespace

void generate_mobile(const RegentPosition& pos, MoveList& list) {
  const Color us = pos.side_to_move(), them = ~us;
  const Position& b = pos.board;
  const Bitboard occ = b.pieces();
  // Kings (crowned, new, or a regent in its king stage) cannot be captured (§1.1).
  const Bitboard targets = ~b.pieces(us) & ~pos.king_units(them) & b.geometry().squares;

  Bitboard units = b.pieces(us) & ~b.pieces(PAWN);
  while (units) {
    const Square s = pop_lsb(units);
    Bitboard to = unit_attacks(b, type_of(b.piece_on(s)), s, occ) & targets;
    while (to) list.push(Move(s, pop_lsb(to)));
  }
  generate_castling(pos, list);

  const int up = us == WHITE ? 8 : -8;
  const Bitboard last_rank = rank_bb(b.geometry().last_rank(us));
  const Bitboard start_rank = rank_bb(us == WHITE ? 1 : b.geometry().ranks - 2);
  const Bitboard enemies = b.pieces(them) & targets;
  const Bitboard princes = pos.princes(us);
  Bitboard pawns = b.pieces(us, PAWN) & ~pos.sleeping(us);
  while (pawns) {
    const Square s = pop_lsb(pawns);
    const Square ahead = Square(s + up);
    const bool prince = princes & bb(s);
    Bitboard to = pawn_attacks(us, s) & enemies & b.geometry().squares;
    if (b.geometry().exists(ahead) && b.empty(ahead)) {
      to |= bb(ahead);
      const Square two = Square(s + 2 * up);
      if ((start_rank & bb(s)) && is_ok(two) && b.geometry().exists(two) && b.empty(two)) list.push(Move(s, two));
    }
    while (to) {
      const Square t = pop_lsb(to);
      if (prince) list.push(Move(s, t, MK_PROMO_KING));  // §4.3: a prince must become a new king
      else if (bb(t) & last_rank) push_promotions(list, s, t);
      else list.push(Move(s, t));
    }
    if (b.ep_square() != SQ_NONE && (pawn_attacks(us, s) & bb(b.ep_square())))
      list.push(Move(s, b.ep_square(), MK_EN_PASSANT));
  }
}

void generate_sleeping(const RegentPosition& pos, MoveList& list) {
  const Color us = pos.side_to_move(), them = ~us;
  const Position& b = pos.board;
  const int up = us == WHITE ? 8 : -8;
  const Bitboard targets = b.pieces(them) & ~pos.king_units(them);
  Bitboard pawns = pos.sleeping(us);
  while (pawns) {
    const Square s = pop_lsb(pawns);
    Bitboard to = pawn_attacks(us, s) & targets;
    if (b.empty(Square(s + up))) to |= bb(Square(s + up));
    while (to) list.push(Move(s, pop_lsb(to), MK_PROMO_KING));
  }
}

bool in_check(const RegentPosition& pos) {
  const Color us = pos.side_to_move();
  return pos.attackers(~us, pos.king[us]) || (pos.regent_is_king(us) && pos.attackers(~us, pos.regent[us]));
}

Bitboard phantom_flights(const RegentPosition& pos) {
  const Color us = pos.side_to_move(), them = ~us;
  const Square k = pos.king[us];
  if (!pos.regent_is_king(us) || !pos.attackers(them, k) || !pos.attackers(them, pos.regent[us])) return 0;
  Bitboard flights = king_attacks(k) & ~pos.board.pieces(us) & ~pos.king_units(them) & pos.board.geometry().squares;
  const Bitboard occ = pos.board.pieces() ^ bb(k);
  Bitboard phantom = 0;
  RegentPosition after;
  while (flights) {
    const Square q = pop_lsb(flights);
    if (pos.attackers(them, q, occ)) continue;  // not a flight at all
    if (!play(pos, Move(k, q), after)) phantom |= bb(q);
  }
  return phantom;
}

bool legal(const RegentPosition& pos, Move m, RegentPosition& out, ComplexMove* trace, Rejection* why, int depth) {
  if (!play(pos, m, out, trace, why)) return false;
  if (out.ppm) return true;
  const Color them = out.side_to_move(), us = ~them;
  if (!out.regent_mode(them) || !out.king_in_check(them)) return true;
  if (out.regent_is_king(them) && out.attackers(us, out.regent[them])) {
    // Rule PV: each phantom flight is tested by a virtual retreat (§6.3.2).
    Bitboard phantom = phantom_flights(out);
    while (phantom) {
      const Square q = pop_lsb(phantom);
      if (!phantom_retreat_is_harmless(out, q)) {
        if (why) *why = Rejection{Rule::PhantomSelfCheck, 0, {}, q};
        return false;
      }
    }
    return true;
  }
  // Rule 7: the crowned king alone is in check; the move is illegal if it leaves no reply.
  if (depth < RULE7_DEPTH && !has_legal_move(out, depth + 1)) {
    if (why) *why = Rejection{Rule::MateToKingAlone, 0, {}, SQ_NONE};
    return false;
  }
  return true;
}

namespace {

// A shortcut for the many moves that cannot start a transformation. The position before a move
// is stable: each regent is in the stage its king's check and flights ask for. A move that can
// change neither king's check nor whether it has a flight transforms nothing; it is then legal
// exactly when it exposes neither our king nor our regent, as in orthodox chess. The tests
// below over-approximate "can change" with a few masks prepared once per position. A move they
// flag is played on a MobileBoard (settle); only the moves a MobileBoard cannot judge take the
// full test of legal().
class QuietMoveFilter {
 public:
  explicit QuietMoveFilter(const RegentPosition& pos) : pos_(pos) {
    const Color us = pos.side_to_move(), them = ~us;
    us_ = us;
    regent_them_ = pos.regent[them] != SQ_NONE ? bb(pos.regent[them]) : 0;
    enabled_ = !in_check(pos);
    if (!enabled_) {
      before_king_ = pos.attackers(them, pos.king[us]);
      before_regent_ = pos.regent_is_king(us) ? pos.attackers(them, pos.regent[us]) : 0;
      return;
    }
    const Position& b = pos.board;
    const Bitboard occ = b.pieces();
    for (Color c : {WHITE, BLACK}) {
      const Square k = pos.king[c];
      zone_[c] = king_attacks(k) | bb(k);
      // Squares whose occupancy may change what the other side's sliders see of the zone: the
      // zone itself, each slider aimed at it, and the squares in between.
      sensitive_[c] = zone_[c];
      Bitboard sliders = (b.pieces(ROOK) | b.pieces(BISHOP) | b.pieces(QUEEN)) & b.pieces(~c);
      while (sliders) {
        const Square sq = pop_lsb(sliders);
        const PieceType t = type_of(b.piece_on(sq));
        const Bitboard rays = (t != BISHOP ? rook_attacks(sq, 0) : 0) | (t != ROOK ? bishop_attacks(sq, 0) : 0);
        Bitboard hits = rays & zone_[c];
        if (hits) sensitive_[c] |= bb(sq);
        while (hits) sensitive_[c] |= between_bb(sq, pop_lsb(hits));
      }
      if (c == them) check_lines_[c] = exposed_by(c, k, occ);  // a unit of ours leaving gives check
      // A side whose regent is a queen has flights: their squares, and the squares from which a
      // unit that leaves may open a line onto one of them.
      if (pos.regent_mode(c) && !pos.regent_is_king(c)) {
        const Bitboard through = occ ^ bb(k);
        Bitboard targets = king_attacks(k) & ~b.pieces(c);
        while (targets) {
          const Square q = pop_lsb(targets);
          if (pos.attacked(~c, q, through)) continue;
          flights_[c] |= bb(q);
          exposers_[c] |= exposed_by(c, q, through);
        }
      }
    }
    royals_ = pos.king_units(us);
    Bitboard r = royals_;
    while (r) rays_ |= queen_attacks(pop_lsb(r), 0);
  }

  // 1: legal, 0: illegal, -1: not decided here.
  int decide(Move m) const {
    // Castling, en passant, promotions and the capture of a regent take the full test.
    if (m.kind() != MK_NORMAL || (bb(m.to()) & regent_them_)) return -1;
    const Square from = m.from(), to = m.to();
    // In check, or a king unit moving: anything may change.
    if (!enabled_ || (bb(from) & royals_)) return settle(m, true, true);
    const Position& b = pos_.board;
    const Color them = ~us_;
    const PieceType moving = type_of(b.piece_on(from));
    const Piece captured = b.piece_on(to);
    const Bitboard occ = (b.pieces() ^ bb(from)) | bb(to);
    const bool ours = may_change_ours(from, to, captured, occ);
    const bool theirs = may_change_theirs(from, to, moving, captured, occ);
    if (ours || theirs) return settle(m, ours, theirs);
    // Nothing transforms. Only a line through the vacated square can expose our royals.
    if (!(rays_ & bb(from))) return 1;
    const Bitboard left = b.pieces(them) & ~bb(to);
    const Bitboard rooks = (b.pieces(ROOK) | b.pieces(QUEEN)) & left;
    const Bitboard bishops = (b.pieces(BISHOP) | b.pieces(QUEEN)) & left;
    Bitboard r = royals_;
    while (r) {
      const Square s = pop_lsb(r);
      if ((rook_attacks(s, occ) & rooks) || (bishop_attacks(s, occ) & bishops)) return 0;
    }
    return 1;
  }

 private:
  // The units that alone stand between s and a slider of the side other than c: if one of
  // them leaves, that slider sees s.
  Bitboard exposed_by(Color c, Square s, Bitboard occ) const {
    const Position& b = pos_.board;
    const Bitboard theirs = b.pieces(~c);
    Bitboard exposed = 0;
    const Bitboard rook_blockers = rook_attacks(s, occ) & occ;
    Bitboard rooks = rook_attacks(s, occ ^ rook_blockers) & (b.pieces(ROOK) | b.pieces(QUEEN)) & theirs & ~rook_blockers;
    while (rooks) exposed |= between_bb(s, pop_lsb(rooks)) & rook_blockers;
    const Bitboard bishop_blockers = bishop_attacks(s, occ) & occ;
    Bitboard bishops =
        bishop_attacks(s, occ ^ bishop_blockers) & (b.pieces(BISHOP) | b.pieces(QUEEN)) & theirs & ~bishop_blockers;
    while (bishops) exposed |= between_bb(s, pop_lsb(bishops)) & bishop_blockers;
    return exposed;
  }

  // Whether an ordinary move of a unit that is not a king unit (from -> to, capturing
  // `captured`, occupancy occ after it) can change the stage the mover's own regent must have.
  bool may_change_ours(Square from, Square to, Piece captured, Bitboard occ) const {
    const Color us = us_, them = ~us_;
    if (!pos_.regent_mode(us)) return false;  // no regent: nothing transforms
    if (flights_[us]) {
      // Queen stage: only if every flight is lost, to the unit standing on it or to a line the
      // vacated square opens (a capture only takes attackers away).
      return !(flights_[us] & ~bb(to)) || (bb(from) & exposers_[us]);
    }
    // King stage: only if a flight appears: on the vacated square, behind a line the unit now
    // blocks, or where the captured unit was a guard.
    if ((bb(from) & zone_[us]) || (bb(to) & sensitive_[us])) return true;
    if (captured == NO_PIECE) return false;
    const PieceType ct = type_of(captured);
    return (ct == PAWN ? pawn_attacks(them, to) : attacks_bb(ct, to, occ)) & zone_[us];
  }

  // Whether the same move can check the opponent's king or change the stage his regent must
  // have. A check matters to every side (Rule PV, Rule 7, or just the check mark).
  bool may_change_theirs(Square from, Square to, PieceType moving, Piece captured, Bitboard occ) const {
    const Color us = us_, them = ~us_;
    const Bitboard hits = moving == PAWN ? pawn_attacks(us, to) : attacks_bb(moving, to, occ);
    if ((hits & bb(pos_.king[them])) || (bb(from) & check_lines_[them])) return true;
    if (!pos_.regent_mode(them)) return false;
    if (flights_[them]) {
      // Queen stage: only if the move takes every flight away.
      return !(flights_[them] & ~hits) || (bb(from) & exposers_[them]);
    }
    // King stage: a flight can appear only where the moving unit stops guarding, behind a line
    // of ours it now blocks, or on the square of a unit it captures next to the king.
    const Bitboard guarded = moving == PAWN ? pawn_attacks(us, from) : attacks_bb(moving, from, occ);
    return (guarded & zone_[them]) || (bb(to) & sensitive_[them]) ||
           (captured != NO_PIECE && (bb(to) & zone_[them]));
  }

  // The full answer for an ordinary move the masks leave open, without play(): the complex move
  // is played on a MobileBoard, with the conditions of play() (complex_move.cpp) in the same
  // order. `ours`/`theirs`: whether the move may change that side's stage at all; a side it
  // cannot change is as stable as before and, the move not yet made, not in check. -1 where
  // play() and legal() must decide: a Pat Perpetuum Mobile, or a check to the opponent's
  // crowned king while he has a regent (Rule PV, Rule 7).
  int settle(Move m, bool ours, bool theirs) const {
    const Color us = us_, them = ~us_;
    const Square from = m.from(), to = m.to();
    MobileBoard a = MobileBoard::after(pos_, m);
    const Bitboard occ = a.occupied();
    const bool king_moved = from == pos_.king[us];
    const bool regent_moved = from == pos_.regent[us];

    // ---- Conditions on the position after the mobile stage ----------------------------------
    // Only a moving king unit of ours can bring two king units together.
    if ((king_moved || regent_moved) && a.opposition()) return 0;
    // A check that persists may stay during the transformations (§6.3.1), a new one may not.
    Bitboard after_king = 0;
    if (enabled_) {
      if (a.attacked(them, a.king[us], occ)) return 0;
    } else {
      after_king = a.attackers(them, a.king[us], occ);
      if (after_king && (king_moved || (after_king & ~before_king_))) return 0;
    }
    Bitboard tolerated_king = king_moved ? 0 : after_king;
    Bitboard after_regent = 0, tolerated_regent = 0;
    if (a.regent_is_king(us)) {
      after_regent = a.attackers(them, a.regent[us], occ);
      if (!regent_moved) {  // a moving regent may stand in check until the first transformation (§6.2)
        if (after_regent & ~before_regent_) return 0;
        tolerated_regent = after_regent;
      }
    }

    // ---- The first transformation, if any: the mover's regent first ---------------------------
    Color last;
    if (ours && a.needs_flip(us)) {
      last = us;
    } else if (theirs && a.needs_flip(them)) {
      last = them;
    } else {
      // No transformation: the position after the mobile stage is final.
      if (after_king || after_regent) return 0;
      return a.regent[them] != SQ_NONE && theirs && a.king_in_check(them) ? -1 : 1;
    }

    // ---- Transformational stage: strict alternation until stable ------------------------------
    int seen = 1 << a.stage_pair();
    Bitboard on_king = 0, on_regent = 0;
    for (;;) {
      a.flip(last);
      if (a.opposition()) return 0;
      on_king = a.attackers(them, a.king[us], occ);
      if (on_king & ~tolerated_king) return 0;  // hidden self-check (§6.3.3)
      tolerated_king &= on_king;
      on_regent = 0;
      if (a.regent_is_king(us)) {
        on_regent = a.attackers(them, a.regent[us], occ);
        if (on_regent & ~tolerated_regent) return 0;
        tolerated_regent &= on_regent;
      } else {
        tolerated_regent = 0;
      }
      const int pair = a.stage_pair();
      if (seen & (1 << pair)) return -1;  // Pat Perpetuum Mobile: play() judges the cycle (§8)
      seen |= 1 << pair;
      if (!a.needs_flip(~last)) break;
      last = ~last;
    }
    if (on_king || on_regent) return 0;  // left in check
    return a.regent[them] != SQ_NONE && a.king_in_check(them) ? -1 : 1;
  }

  const RegentPosition& pos_;
  Color us_ = WHITE;
  bool enabled_ = false;  // not in check: the masks below are prepared
  Bitboard zone_[COLOR_NB] = {0, 0}, sensitive_[COLOR_NB] = {0, 0}, check_lines_[COLOR_NB] = {0, 0};
  Bitboard flights_[COLOR_NB] = {0, 0}, exposers_[COLOR_NB] = {0, 0};
  Bitboard royals_ = 0, rays_ = 0, regent_them_ = 0;
  Bitboard before_king_ = 0, before_regent_ = 0;  // checks to our king units (only when in check)
};

// Calls f(m) for every legal move m until f returns true; returns whether it did.
template <class F>
bool for_each_legal(const RegentPosition& pos, int depth, F f) {
  if (pos.ppm) return false;
  MoveList mobile;
  generate_mobile(pos, mobile);
  const QuietMoveFilter quiet(pos);
  RegentPosition after;
  for (Move m : mobile) {
    const int d = quiet.decide(m);
    if ((d > 0 || (d < 0 && legal(pos, m, after, nullptr, nullptr, depth))) && f(m)) return true;
  }
  return false;
}

}  // namespace

void generate_legal(const RegentPosition& pos, MoveList& list) {
  for_each_legal(pos, 0, [&list](Move m) { return list.push(m), false; });
}

std::size_t count_legal(const RegentPosition& pos) {
  std::size_t n = 0;
  for_each_legal(pos, 0, [&n](Move) { return ++n, false; });
  return n;
}

std::size_t count_legal_without_shortcut(const RegentPosition& pos) {
  if (pos.ppm) return 0;
  MoveList mobile;
  generate_mobile(pos, mobile);
  RegentPosition after;
  std::size_t n = 0;
  for (Move m : mobile) n += legal(pos, m, after);
  return n;
}

bool has_legal_move(const RegentPosition& pos, int depth) {
  return for_each_legal(pos, depth, [](Move) { return true; });
}

Ending ending(const RegentPosition& pos) {
  if (pos.ppm) return Ending::Ppm;
  if (has_legal_move(pos)) return Ending::None;
  const Color us = pos.side_to_move(), them = ~us;
  const bool king_checked = pos.attackers(them, pos.king[us]) != 0;
  if (!pos.regent_mode(us)) return king_checked ? Ending::ClassicalMate : Ending::CompletePat;
  const bool regent_checked = pos.regent_is_king(us) && pos.attackers(them, pos.regent[us]);
  if (regent_checked && !king_checked) return Ending::Rm1;
  if (regent_checked) return phantom_flights(pos) ? Ending::Rm3 : Ending::Rm2;
  return king_checked ? Ending::KingAloneMate : Ending::CompletePat;
}

const char* ending_name(Ending e) {
  switch (e) {
    case Ending::None: return "none";
    case Ending::Rm1: return "RM-1";
    case Ending::Rm2: return "RM-2";
    case Ending::Rm3: return "RM-3";
    case Ending::ClassicalMate: return "mate";
    case Ending::KingAloneMate: return "mate to the crowned king alone";
    case Ending::CompletePat: return "complete pat";
    case Ending::Ppm: return "PPM";
  }
  return "?";
}

}  // namespace regent::regentchess
