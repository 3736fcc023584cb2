// The legal moves of a Regent position: generate_legal, count_legal and has_legal_move of
// legality.h. Most moves are decided here without play(), by QuietMoveFilter and the MobileBoard
// (docs/rules/regent.md, "Speed"); tests/regent/kernel_test.cpp holds them to the full test.
#include "rules/regent/legality.h"
#include "rules/regent/legality_detail.h"
#include "rules/regent/mobile_board.h"

namespace regent::regentchess {

namespace {

// A shortcut for the many moves that cannot start a transformation. The position before a move
// is stable: each regent is in the stage its king's check and flights ask for. A move that can
// change neither king's check nor whether it has a flight transforms nothing; it is then legal
// exactly when it exposes neither our king nor our regent, as in orthodox chess. The masks
// below over-approximate, per moving unit, the destinations from which the move "can change"
// a side; they are prepared once per position. A move they flag is played on a MobileBoard
// (settle); only the moves a MobileBoard cannot judge take the full test of legal().
class QuietMoveFilter {
 public:
  explicit QuietMoveFilter(const RegentPosition& pos) : pos_(pos), now_(MobileBoard::of(pos)) {
    const Color us = pos.side_to_move(), them = ~us;
    us_ = us;
    regent_them_ = pos.regent[them] != SQ_NONE ? bb(pos.regent[them]) : 0;
    const Bitboard occ0 = now_.occupied();
    enabled_ = !now_.attacked(them, pos.king[us], occ0) && !(now_.regent_is_king(us) && now_.attacked(them, pos.regent[us], occ0));
    if (!enabled_) {
      before_king_ = now_.attackers(them, pos.king[us]);
      before_regent_ = pos.regent_is_king(us) ? now_.attackers(them, pos.regent[us]) : 0;
      changeable_ = regent_them_ | (pos.board.pieces(them, PAWN) & prince_rank(them));
      return;
    }
    const Position& b = pos.board;
    const Bitboard occ = b.pieces();
    for (Color c : {WHITE, BLACK}) {
      const Square k = pos.king[c];
      zone_[c] = king_attacks(k) | bb(k);
      if (!pos.regent_mode(c)) continue;  // no regent: no stage to change
      // The squares next to the king that are not its side's own: in the queen stage some are
      // flights; in the king stage all are guarded by the other side.
      const Bitboard through = occ ^ bb(k);  // the king does not shield what is behind it
      Bitboard targets = king_attacks(k) & ~b.pieces(c);
      if (pos.regent_is_king(c)) {
        // King stage: the guards of those squares, and the squares between each guarding slider
        // and its square (a unit that steps there shuts the line).
        while (targets) {
          const Square q = pop_lsb(targets);
          const Bitboard guards = now_.attackers(~c, q, through);
          guards_[c] |= guards;
          Bitboard sliders = guards & ~b.pieces(KING) & ~b.pieces(KNIGHT) & ~b.pieces(PAWN);
          while (sliders) lines_[c] |= between_bb(pop_lsb(sliders), q);
        }
      } else {
        // Queen stage: the flights, and the units that alone shut a line onto one of them.
        while (targets) {
          const Square q = pop_lsb(targets);
          if (now_.attacked(~c, q, through)) continue;
          flights_[c] |= bb(q);
          exposers_[c] |= exposed_by(c, q, through);
        }
      }
    }
    check_lines_ = exposed_by(them, pos.king[them], occ);  // a unit of ours leaving gives check
    royals_ = pos.king_units(us);
    Bitboard r = royals_;
    while (r) pinned_ |= exposed_by(us, pop_lsb(r), occ) & b.pieces(us);
    prepare_targets(occ);
    if (pos.regent_is_king(us)) {
      // Our units next to our king whose square no unit of theirs attacks: when one leaves, the
      // king has a flight and our regent becomes a queen (see count_unit).
      const Bitboard through = occ ^ bb(pos.king[us]);
      Bitboard near = king_attacks(pos.king[us]) & b.pieces(us) & ~royals_;
      while (near) {
        const Square q = pop_lsb(near);
        if (!now_.attacked(them, q, through)) vacaters_ |= bb(q);
      }
      const Bitboard pawns = b.pieces(us, PAWN) & prince_rank(us);
      sleepers_reach_ = us == WHITE ? shift<7>(pawns) | shift<9>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
    }
  }

  bool enabled() const { return enabled_; }

  // In check: the checking units and the squares between them and the unit they check.
  Bitboard evasions() const {
    Bitboard squares = before_king_ | before_regent_;
    for (Bitboard c = before_king_; c;) squares |= between_bb(pop_lsb(c), pos_.king[us_]);
    for (Bitboard c = before_regent_; c;) squares |= between_bb(pop_lsb(c), pos_.regent[us_]);
    return squares;
  }

  // What decide() and settle() answer.
  static constexpr int ILLEGAL = 0, LEGAL = 1;
  static constexpr int UNDECIDED = -1;  // the full test decides
  static constexpr int CHECKS = 2;      // legal as a move; it checks a crowned king with a regent
                                        // on the board: Rule PV and Rule 7 decide

  // Whether mobile stage m is legal: decided here if possible, else by the full test (depth:
  // that of Rule 7's look-ahead).
  bool legal(Move m, int depth = 0) const { return conclude(m, decide(m), depth); }

  // The answer for m, given what decide() or settle() said.
  bool conclude(Move m, int d, int depth = 0) const {
    return d == ILLEGAL || d == LEGAL ? d == LEGAL : conclude_by_playing(m, d, depth);
  }

  // The rare answers that need the position after the move, kept out of line so that the hot
  // loops stay small.
  [[gnu::noinline]] bool conclude_by_playing(Move m, int d, int depth) const {
    RegentPosition after;
    if (d == UNDECIDED) return regentchess::legal(pos_, m, after, nullptr, nullptr, depth);
    after = pos_;
    apply(after, m);
    return detail::passes_check_rules(after, nullptr, depth);
  }

  // LEGAL, ILLEGAL, CHECKS or UNDECIDED (see above).
  int decide(Move m) const {
    // Castling, en passant, promotions and the capture of a regent take the full test.
    if (m.kind() != MK_NORMAL || (bb(m.to()) & regent_them_)) return UNDECIDED;
    const Square from = m.from(), to = m.to();
    // In check, or a king unit moving: anything may change. Two quick refusals first.
    if (!enabled_) {
      if (before_king_ && from != pos_.king[us_] && checks_persist(to)) return ILLEGAL;
      return settle(m, true, true);
    }
    if (bb(from) & royals_) {
      // A king unit steps. The crowned king's surroundings move with it; the opponent is
      // reached as by any unit (a king unit is in no mask of ours: it leaves nothing behind
      // that the masks would not see, see theirs_targets).
      const bool theirs = theirs_targets(from, KING) & bb(to);
      if (from != pos_.king[us_]) return settle(m, ours_targets(from) & bb(to), theirs);
      if ((king_attacks(to) & pos_.king_units(~us_)) || pos_.attacked(~us_, to, pos_.board.pieces() ^ bb(from)))
        return ILLEGAL;  // the crowned king steps next to a king unit or into check
      return settle(m, true, theirs);
    }
    const PieceType moving = type_of(pos_.board.piece_on(from));
    const bool ours = ours_targets(from) & bb(to);
    const bool theirs = theirs_targets(from, moving) & bb(to);
    if (ours || theirs) return settle(m, ours, theirs);
    return !(pinned_ & bb(from)) || stays_shielded(from, to);
  }

  // The number of legal moves (count_legal): the quiet moves of every unit that is neither a
  // king unit nor pinned are counted from bitboards, the others one by one.
  std::size_t count() const {
    const Position& b = pos_.board;
    const Color us = us_, them = ~us_;
    const Bitboard occ = b.pieces();
    const Bitboard targets = ~b.pieces(us) & ~pos_.king_units(them);
    std::size_t n = 0;
    auto one_by_one = [&](Square from, Bitboard to) {
      while (to) n += legal(Move(from, pop_lsb(to)));
    };
    Bitboard units = b.pieces(us) & ~b.pieces(PAWN);
    while (units) {
      const Square s = pop_lsb(units);
      const PieceType t = type_of(b.piece_on(s));
      const Bitboard to = attacks_bb(t, s, occ) & targets;
      if (!to) continue;
      if (bb(s) & (royals_ | pinned_)) {
        one_by_one(s, to);
        continue;
      }
      n += count_unit(s, t, to);
    }
    // Pawns. Those that need no special care (not pinned, not leaving a flight, not changing a
    // side wherever they go, not on the last-but-one rank) are moved all at once; the flagged
    // destinations of each step are then looked at one by one.
    const int up = us == WHITE ? 8 : -8;
    const Bitboard enemies = b.pieces(them) & targets;
    const Bitboard empty = ~occ;
    const Bitboard pawns = b.pieces(us, PAWN) & ~pos_.sleeping(us);
    const Bitboard seventh = rank_bb(us == WHITE ? 6 : 1);
    const Bitboard plain = pawns & ~(pinned_ | vacaters_ | ours_from_ | theirs_from_ | seventh);
    const Bitboard flagged = ours_to_ | theirs_to_[PAWN] | regent_them_;
    auto steps = [&](Bitboard to, int delta) {
      n += popcount(to & ~flagged);
      for (Bitboard f = to & flagged; f;) {
        const Square t = pop_lsb(f);
        const Move m(Square(t - delta), t);
        n += bb(t) & regent_them_ ? legal(m) : conclude(m, settle(m, ours_to_ & bb(t), theirs_to_[PAWN] & bb(t)));
      }
    };
    if (us == WHITE) {
      const Bitboard single = shift<8>(plain) & empty;
      steps(single, 8);
      steps(shift<8>(single & rank_bb(2)) & empty, 16);
      steps(shift<7>(plain) & enemies, 7);
      steps(shift<9>(plain) & enemies, 9);
    } else {
      const Bitboard single = shift<-8>(plain) & empty;
      steps(single, -8);
      steps(shift<-8>(single & rank_bb(5)) & empty, -16);
      steps(shift<-9>(plain) & enemies, -9);
      steps(shift<-7>(plain) & enemies, -7);
    }
    // The others one by one, and every en-passant capture.
    const Bitboard start_rank = rank_bb(us == WHITE ? 1 : 6);
    const Bitboard princes = pos_.princes(us);
    const Bitboard last_rank = rank_bb(us == WHITE ? 7 : 0);
    if (b.ep_square() != SQ_NONE)
      for (Bitboard f = pawns & pawn_attacks(them, b.ep_square()); f;)
        n += legal(Move(pop_lsb(f), b.ep_square(), MK_EN_PASSANT));
    for (Bitboard rest = pawns & ~plain; rest;) {
      const Square s = pop_lsb(rest);
      Bitboard to = pawn_attacks(us, s) & enemies;
      const Square ahead = Square(s + up);
      if (is_ok(ahead) && b.empty(ahead)) {
        to |= bb(ahead);
        if ((start_rank & bb(s)) && b.empty(Square(s + 2 * up))) to |= bb(Square(s + 2 * up));
      }
      if (!to) continue;
      if (princes & bb(s)) {  // §4.3: a prince must become a new king
        while (to) n += legal(Move(s, pop_lsb(to), MK_PROMO_KING));
        continue;
      }
      if (to & last_rank) {
        while (to) {
          const Square t = pop_lsb(to);
          for (PieceType p : {QUEEN, ROOK, BISHOP, KNIGHT}) n += legal(Move::promotion(s, t, p));
        }
        continue;
      }
      if (pinned_ & bb(s)) {
        one_by_one(s, to);
        continue;
      }
      n += count_unit(s, PAWN, to);
    }
    detail::generate_castling(pos_, [&](Move m) { n += legal(m); });
    return n;
  }

 private:
  // Whether a check to our crowned king survives a move to `to` by a unit other than the king:
  // a checker the move neither captures nor shuts off keeps checking through every
  // transformation, unless its stage can change (their regent, their pawns on their
  // last-but-one rank).
  bool checks_persist(Square to) const {
    const Square k = pos_.king[us_];
    Bitboard persisting = before_king_ & ~bb(to) & ~changeable_;
    while (persisting) {
      const Square c = pop_lsb(persisting);
      if (!(between_bb(c, k) & bb(to))) return true;
    }
    return false;
  }

  // The legal moves of our unit of type t from `from` (not a king unit, not pinned) to `to`:
  // those that change no side are counted at once, the others one by one.
  std::size_t count_unit(Square from, PieceType t, Bitboard to) const {
    const Bitboard ours = ours_targets(from), theirs = theirs_targets(from, t);
    std::size_t n = 0;
    if (vacaters_ & bb(from)) {
      // The unit leaves a flight next to our king, whatever its destination: our regent becomes
      // a queen. Unless the queen's lines check their king or take a flight of theirs, or the
      // guard it gives up as a king (and that of our pawns falling asleep) frees a square next to
      // their king-stage regent's king, a destination that changes nothing of theirs gives a
      // legal move (a pawn stepping onto the last-but-one rank is looked at alone).
      const Color them = ~us_;
      const Square r = pos_.regent[us_];
      const Bitboard gained = queen_attacks(r, pos_.board.pieces() ^ bb(from));
      Bitboard touched = gained & (bb(pos_.king[them]) | flights_[them]);
      if (pos_.regent_is_king(them))
        touched |= (king_attacks(r) | sleepers_reach_) & zone_[them] & ~pos_.board.pieces(them);
      if (!touched) {
        const Bitboard sure = to & ~theirs & ~regent_them_ & (t == PAWN ? ~prince_rank(us_) : ~Bitboard(0));
        n += popcount(sure);
        to ^= sure;
      }
    }
    const Bitboard flagged = to & (ours | theirs | regent_them_);
    n += popcount(to & ~flagged);
    for (Bitboard f = flagged; f;) {
      const Square t = pop_lsb(f);
      const Move m(from, t);
      if (bb(t) & regent_them_) {
        n += legal(m);
        continue;
      }
      n += conclude(m, settle(m, ours & bb(t), theirs & bb(t)));
    }
    return n;
  }


  // The units that alone stand between s and a slider of the side other than c: if one of
  // them leaves, that slider sees s.
  Bitboard exposed_by(Color c, Square s, Bitboard occ) const {
    const Position& b = pos_.board;
    const Bitboard theirs = b.pieces(~c);
    Bitboard exposed = 0;
    // Only sliders on a line through s can be behind a blocker (an empty-board look-up first).
    const Bitboard rook_sliders = (b.pieces(ROOK) | b.pieces(QUEEN)) & theirs;
    if (rook_sliders & rook_attacks(s, 0)) {
      const Bitboard blockers = rook_attacks(s, occ) & occ;
      Bitboard behind = rook_attacks(s, occ ^ blockers) & rook_sliders & ~blockers;
      while (behind) exposed |= between_bb(s, pop_lsb(behind)) & blockers;
    }
    const Bitboard bishop_sliders = (b.pieces(BISHOP) | b.pieces(QUEEN)) & theirs;
    if (bishop_sliders & bishop_attacks(s, 0)) {
      const Bitboard blockers = bishop_attacks(s, occ) & occ;
      Bitboard behind = bishop_attacks(s, occ ^ blockers) & bishop_sliders & ~blockers;
      while (behind) exposed |= between_bb(s, pop_lsb(behind)) & blockers;
    }
    return exposed;
  }

  // The destinations from which a move of our unit on `from` (not a king unit) may change the
  // stage our own regent must have.
  Bitboard ours_targets(Square from) const { return bb(from) & ours_from_ ? ~Bitboard(0) : ours_to_; }

  // The destinations from which a move of our unit of type t on `from` may check the opponent's
  // king or change the stage his regent must have. A check matters to every side (Rule PV,
  // Rule 7, the mark).
  Bitboard theirs_targets(Square from, PieceType t) const {
    return bb(from) & theirs_from_ ? ~Bitboard(0) : theirs_to_[t];
  }

  // Fills the masks behind ours_targets and theirs_targets: the units that may change a side
  // wherever they go, and, for the others, the destinations that may.
  void prepare_targets(Bitboard occ) {
    const Color us = us_, them = ~us_;
    if (pos_.regent_mode(us)) {
      if (flights_[us]) {
        // Queen stage: only if every flight is lost, to the unit standing on the last one or to
        // a line the vacated square opens (a capture only takes attackers away).
        ours_from_ = exposers_[us];
        ours_to_ = more_than_one(flights_[us]) ? 0 : flights_[us];
      } else {
        // King stage: only if a flight appears: on the vacated square, behind a guarding line
        // the unit now shuts, or where the captured unit was a guard.
        ours_from_ = zone_[us];
        ours_to_ = lines_[us] | guards_[us];
      }
    }
    // Their side: a check, from a destination or uncovered. The destinations that reach a
    // square do not depend on the vacated square: a slider that stood first on a line to the
    // king or to a flight would be attacking it already.
    theirs_from_ = check_lines_;
    Bitboard extra = 0;  // every unit type
    if (pos_.regent_mode(them)) {
      if (flights_[them]) {
        theirs_from_ |= exposers_[them];  // queen stage: only if every flight is taken away
      } else {
        // King stage: a flight can appear only where the moving unit stops guarding, behind a
        // guarding line of ours it now shuts, or on the square of a unit it captures next to
        // the king.
        theirs_from_ |= guards_[them];
        extra = lines_[them] | (zone_[them] & pos_.board.pieces(them));
      }
    }
    // Squares from which a unit of each type reaches s.
    struct Reach {
      Bitboard by[PIECE_TYPE_NB];
    };
    auto reaching = [&](Square s) {
      Reach r{};
      r.by[PAWN] = pawn_attacks(them, s);
      r.by[KNIGHT] = knight_attacks(s);
      r.by[BISHOP] = bishop_attacks(s, occ);
      r.by[ROOK] = rook_attacks(s, occ);
      r.by[QUEEN] = r.by[BISHOP] | r.by[ROOK];
      r.by[KING] = king_attacks(s);  // a king unit of ours stepping
      return r;
    };
    const Reach king = reaching(pos_.king[them]);
    Reach all;
    for (PieceType t : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING}) all.by[t] = flights_[them] ? ~Bitboard(0) : 0;
    for (Bitboard f = flights_[them]; f;) {
      const Reach q = reaching(pop_lsb(f));
      for (PieceType t : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING}) all.by[t] &= q.by[t];
    }
    for (PieceType t : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING}) theirs_to_[t] = king.by[t] | all.by[t] | extra;
  }

  // A pinned unit's move keeps our king units shielded from the sliders behind it.
  bool stays_shielded(Square from, Square to) const {
    const Position& b = pos_.board;
    const Bitboard occ = (b.pieces() ^ bb(from)) | bb(to);
    const Bitboard left = b.pieces(~us_) & ~bb(to);
    const Bitboard rooks = (b.pieces(ROOK) | b.pieces(QUEEN)) & left;
    const Bitboard bishops = (b.pieces(BISHOP) | b.pieces(QUEEN)) & left;
    Bitboard r = royals_;
    while (r) {
      const Square s = pop_lsb(r);
      if ((rook_attacks(s, occ) & rooks) || (bishop_attacks(s, occ) & bishops)) return false;
    }
    return true;
  }

  // The full answer for an ordinary move the masks leave open, without play(): the complex move
  // is played on a MobileBoard, with the conditions of play() (complex_move.cpp) in the same
  // order. `ours`/`theirs`: whether the move may change that side's stage at all; a side it
  // cannot change is as stable as before and, the move not yet made, not in check. -1 where
  // play() and legal() must decide: a Pat Perpetuum Mobile, or a check to the opponent's
  // crowned king while he has a regent (Rule PV, Rule 7).
  int settle(Move m, bool ours, bool theirs) const {
    const Color us = us_, them = ~us_;
    const Square from = m.from();
    MobileBoard a = now_;
    a.play(m, us, pos_.board.piece_on(from), pos_.board.piece_on(m.to()));
    const Bitboard occ = a.occupied();
    const bool king_moved = from == pos_.king[us];
    const bool regent_moved = from == pos_.regent[us];

    // ---- Conditions on the position after the mobile stage ----------------------------------
    // Only a moving king unit of ours can bring two king units together.
    if ((king_moved || regent_moved) && a.opposition()) return ILLEGAL;
    // A check that persists may stay during the transformations (§6.3.1), a new one may not.
    // Out of check, only a pinned unit can expose a king unit of ours; a king's step decide()
    // has checked already.
    const bool exposed = !enabled_ || (pinned_ & bb(from));
    Bitboard after_king = 0;
    if (!enabled_) {
      after_king = a.attackers(them, a.king[us], occ);
      if (after_king && (king_moved || (after_king & ~before_king_))) return ILLEGAL;
    } else if (exposed && a.attacked(them, a.king[us], occ)) {
      return ILLEGAL;
    }
    Bitboard tolerated_king = king_moved ? 0 : after_king;
    Bitboard after_regent = 0, tolerated_regent = 0;
    if (a.regent_is_king(us) && (exposed || regent_moved)) {
      after_regent = a.attackers(them, a.regent[us], occ);
      if (!regent_moved) {  // a moving regent may stand in check until the first transformation (§6.2)
        if (after_regent & ~before_regent_) return ILLEGAL;
        tolerated_regent = after_regent;
      }
    }

    // ---- Transformational stage: mover first, then strict alternation until stable ----------
    // dirty[c]: c's king may have lost or gained its check or its last flight since c was last
    // known to be stable. A side's own transformation never changes what it needs (digest §2.3).
    bool dirty[COLOR_NB], touched[COLOR_NB];
    dirty[us] = touched[us] = ours;
    dirty[them] = touched[them] = theirs;
    Bitboard on_king = after_king, on_regent = after_regent;  // their attacks on our king units now
    auto needs_flip = [&](Color c) {
      if (!dirty[c] || a.regent[c] == SQ_NONE) return false;
      const bool checked = c == us ? on_king != 0 : a.king_in_check(c);
      return a.regent_is_king(c) != (checked || !a.king_has_flight(c, from));
    };
    Color last;
    if (needs_flip(us)) {
      last = us;
    } else if (needs_flip(them)) {
      last = them;
    } else {
      // No transformation: the position after the mobile stage is final.
      if (after_king || after_regent) return ILLEGAL;
      return a.regent[them] != SQ_NONE && theirs && a.king_in_check(them) ? CHECKS : LEGAL;
    }
    int seen = 1 << a.stage_pair();
    for (;;) {
      a.flip(last);
      const Color other = ~last;
      const Square r = a.regent[last];
      const bool king_stage = a.regent_is_king(last);
      dirty[last] = false;
      // What the flip changes: the regent's reach and that of the pawns on its last-but-one rank.
      const Bitboard pawns = a.type[PAWN] & a.color[last] & prince_rank(last);
      const Bitboard reach = queen_attacks(r, occ) | king_attacks(r) |
                             (last == WHITE ? shift<7>(pawns) | shift<9>(pawns) : shift<-7>(pawns) | shift<-9>(pawns));
      if (reach & (king_attacks(a.king[other]) | bb(a.king[other]))) dirty[other] = touched[other] = true;
      if (king_stage && (king_attacks(r) & a.king_units(other))) return ILLEGAL;  // opposition (§1.1)
      if (last == them) on_king = a.attackers(them, a.king[us], occ);  // ours flipping leaves it as it was
      if (on_king & ~tolerated_king) return ILLEGAL;  // hidden self-check (§6.3.3)
      tolerated_king &= on_king;
      on_regent = 0;
      if (a.regent_is_king(us)) {
        on_regent = a.attackers(them, a.regent[us], occ);
        if (on_regent & ~tolerated_regent) return ILLEGAL;
        tolerated_regent &= on_regent;
      } else {
        tolerated_regent = 0;
      }
      const int pair = a.stage_pair();
      if (seen & (1 << pair)) return UNDECIDED;  // Pat Perpetuum Mobile: play() judges the cycle (§8)
      seen |= 1 << pair;
      if (!needs_flip(other)) break;
      last = other;
    }
    if (on_king || on_regent) return ILLEGAL;  // left in check
    // Our crowned king was in check after the mobile stage and the transformations lifted it:
    // under the reading RCC only a mate may do that, which the full test judges (§6.3.1).
    if (after_king && pos_.rcc) return UNDECIDED;
    return a.regent[them] != SQ_NONE && touched[them] && a.king_in_check(them) ? CHECKS : LEGAL;
  }

  const RegentPosition& pos_;
  const MobileBoard now_;  // the same position as bitboards, for the attack tests
  Color us_ = WHITE;
  bool enabled_ = false;  // not in check: the masks below are prepared
  // Per side, around its crowned king: the king and its neighbours; in the queen stage the
  // flights and the units whose leaving opens a line onto one; in the king stage the other
  // side's guards of the neighbours and the squares inside their guarding lines.
  Bitboard zone_[COLOR_NB] = {0, 0};
  Bitboard flights_[COLOR_NB] = {0, 0}, exposers_[COLOR_NB] = {0, 0};
  Bitboard guards_[COLOR_NB] = {0, 0}, lines_[COLOR_NB] = {0, 0};
  Bitboard check_lines_ = 0;  // our units whose leaving uncovers a check to their king
  Bitboard ours_from_ = 0, ours_to_ = 0, theirs_from_ = 0;  // see prepare_targets
  Bitboard theirs_to_[PIECE_TYPE_NB] = {};
  Bitboard royals_ = 0, pinned_ = 0, regent_them_ = 0;
  Bitboard vacaters_ = 0;        // see count_unit
  Bitboard sleepers_reach_ = 0;  // what our pawns on the last-but-one rank attack
  // In check only: the checks to our king units, and their units whose stage may change.
  Bitboard before_king_ = 0, before_regent_ = 0, changeable_ = 0;
};

// Calls f(m) for every legal move m until f returns true; returns whether it did.
template <class F>
bool for_each_legal(const RegentPosition& pos, int depth, F f) {
  if (pos.ppm) return false;
  MoveList mobile;
  generate_mobile(pos, mobile);
  const QuietMoveFilter quiet(pos);
  for (Move m : mobile)
    if (quiet.legal(m, depth) && f(m)) return true;
  return false;
}

}  // namespace

void generate_legal(const RegentPosition& pos, MoveList& list) {
  for_each_legal(pos, 0, [&list](Move m) { return list.push(m), false; });
}

std::size_t count_legal(const RegentPosition& pos) {
  if (pos.ppm) return 0;
  const QuietMoveFilter quiet(pos);
  if (quiet.enabled()) return quiet.count();
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
  if (pos.ppm) return false;
  MoveList mobile;
  generate_mobile(pos, mobile);
  const QuietMoveFilter quiet(pos);
  // Moves the filter decides alone come first; the others need the position after them, and
  // some a look at the replies (Rule 7, and under RCC a lifted check that must mate), which can
  // run deep: they wait until no cheap proof is found.
  MoveList later;
  auto cheap = [&](Move m) {
    const int d = quiet.decide(m);
    if (d == QuietMoveFilter::LEGAL) return true;
    if (d != QuietMoveFilter::ILLEGAL) later.push(m);
    return false;
  };
  // Under RCC a move judged legal only under a doubt (detail::rule7_doubts) proves nothing for
  // sure: look on for a sure one, and answer "yes" under the doubt if there is none. Under RS-1
  // any legal move is a proof.
  auto rest = [&] {
    const int start = detail::rule7_doubts();
    bool unsure = false;
    for (Move m : later) {
      const int before = detail::rule7_doubts();
      if (!quiet.conclude(m, quiet.decide(m), depth)) continue;
      if (!pos.rcc || detail::rule7_doubts() == before) {
        detail::forgive_rule7_doubts(start);
        return true;
      }
      unsure = true;
    }
    return unsure;
  };
  if (quiet.enabled()) {
    for (Move m : mobile)
      if (cheap(m)) return true;
    return rest();
  }
  // In check the likeliest replies are a step of the king or the regent, then the capture of a
  // checking unit or a block on its line: those come first.
  const Bitboard royals = pos.king_units(pos.side_to_move()), evasions = quiet.evasions();
  auto any = [&](auto wanted) {
    for (Move m : mobile)
      if (wanted(m) && cheap(m)) return true;
    return false;
  };
  return any([&](Move m) { return bb(m.from()) & royals; }) ||
         any([&](Move m) { return !(bb(m.from()) & royals) && (bb(m.to()) & evasions); }) ||
         any([&](Move m) { return !(bb(m.from()) & royals) && !(bb(m.to()) & evasions); }) || rest();
}

}  // namespace regent::regentchess
