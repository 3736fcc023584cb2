#include "rules/regent/complex_move.h"

#include <optional>

namespace regent::regentchess {

namespace {

// Key of the stage pair: which regents are kings. The board does not change during the
// transformational stage, so a repeated pair is a cycle (digest §2.2).
int stage_pair(const RegentPosition& p) { return int(p.regent_is_king(WHITE)) | int(p.regent_is_king(BLACK)) << 1; }

bool needs_flip(const RegentPosition& p, Color c) {
  return p.regent_mode(c) && p.regent_is_king(c) != p.regent_must_be_king(c);
}

// The side whose regent flips next (digest T1): at the first step the mover if it needs to,
// else its opponent; afterwards only the side that did not flip last (a flip never changes
// what its own side needs, digest §2.3). nullopt: the position is stable.
std::optional<Color> next_flip(const RegentPosition& p, Color mover, std::optional<Color> last) {
  if (!last) {
    if (needs_flip(p, mover)) return mover;
    if (needs_flip(p, ~mover)) return ~mover;
    return std::nullopt;
  }
  if (needs_flip(p, ~*last)) return ~*last;
  return std::nullopt;
}

// Flips c's regent and records its bracket tokens: the regent first, then its pawns on the
// last-but-one rank in file order (their stage follows the regent's, §4.2).
void flip(RegentPosition& p, Color c, ComplexMove* trace) {
  p.flip_regent(c);
  if (!trace) return;
  const bool king = p.regent_is_king(c);
  trace->tokens.push({king ? Transformation::ToKing : Transformation::ToQueen, c, p.regent[c]});
  Bitboard pawns = p.board.pieces(c, PAWN) & prince_rank(c);
  while (pawns) trace->tokens.push({king ? Transformation::Wakes : Transformation::Sleeps, c, pop_lsb(pawns)});
}

bool reject(Rejection* why, Rule rule, const ComplexMove* trace = nullptr, int flip_start = -1) {
  if (why) {
    *why = Rejection{rule, 0, {}, SQ_NONE};
    if (trace && flip_start >= 0 && flip_start < int(trace->tokens.size())) {
      why->transformation = flip_start + 1;
      why->token = trace->tokens[flip_start].text();
    } else if (flip_start == -2) {
      why->transformation = -1;  // during the transformations; no trace to say which one
    }
  }
  return false;
}

// Regent-castling rights lost when a unit moves from or to a square (a table: make() asks
// twice per move).
constexpr auto kRegentCastlingLoss = square_table({{3, WHITE_REGENT_B | WHITE_REGENT_F},    // d1
                                                    {0, WHITE_REGENT_B},                     // a1
                                                    {7, WHITE_REGENT_F},                     // h1
                                                    {59, BLACK_REGENT_B | BLACK_REGENT_F},   // d8
                                                    {56, BLACK_REGENT_B},                    // a8
                                                    {63, BLACK_REGENT_F}});                  // h8
std::uint8_t regent_castling_loss(Square s) { return kRegentCastlingLoss[s]; }

}  // namespace

std::string Transformation::text() const {
  const std::string s = square_name(square);
  switch (kind) {
    case ToKing: return "Q" + s + "=K" + s;
    case ToQueen: return "K" + s + "=Q" + s;
    case Wakes: return s + "=P" + s;
    case Sleeps: return "P" + s + "=" + s;
    case Annihilated: return "-K" + s;
    case Abdicates: return "K" + s + "=Q" + s;
  }
  return {};
}

const char* rule_id(Rule r) {
  switch (r) {
    case Rule::None: return "none";
    case Rule::Opposition: return "opposition";
    case Rule::SelfCheck: return "self-check";
    case Rule::RegentStaysInCheck: return "regent-stays-in-check";
    case Rule::HiddenSelfCheck: return "hidden-self-check";
    case Rule::LeftInCheck: return "left-in-check";
    case Rule::PpmSelfCheck: return "ppm-self-check";
    case Rule::PromotionInCheck: return "promotion-in-check";
    case Rule::PromotionGuarded: return "promotion-guarded";
    case Rule::MateToKingAlone: return "mate-to-crowned-king-alone";
    case Rule::PhantomSelfCheck: return "phantom-self-check";
    case Rule::SleepingPawn: return "sleeping-pawn";
    case Rule::CastlingAttacked: return "castling-attacked";
    case Rule::Rule7Undecided: return "rule7-undecided";
    case Rule::RccLiftWithoutMate: return "rcc-lift-without-mate";
  }
  return "?";
}

std::string rejection_text(const Rejection& r) {
  auto where = [&r] {
    if (r.transformation < 0) return std::string(" during the transformations");
    return r.transformation ? " at transformation " + std::to_string(r.transformation) + " (" + r.token + ")"
                            : std::string(" in the mobile stage");
  };
  switch (r.rule) {
    case Rule::None: return "legal";
    case Rule::Opposition: return "1.1: kings next to each other" + where();
    case Rule::SelfCheck: return "6.1: self-check";
    case Rule::RegentStaysInCheck: return "6.2: the regent stays in check";
    case Rule::HiddenSelfCheck: return "6.3.3: self-check" + where();
    case Rule::LeftInCheck: return "6.1: king or regent left in check";
    case Rule::PpmSelfCheck: return "8: self-check in the Pat Perpetuum Mobile cycle";
    case Rule::PromotionInCheck: return "4.3: promotion in check without capturing the checking unit";
    case Rule::PromotionGuarded: return "4.3: promotion on a square guarded by the opponent";
    case Rule::MateToKingAlone: return "7: mate to the crowned king alone";
    case Rule::PhantomSelfCheck: return "6.3.2: hidden self-check after the phantom flight <" + square_name(r.square) + ">";
    case Rule::SleepingPawn: return "4.1: the pawn sleeps";
    case Rule::CastlingAttacked: return "9: castling out of, through or into check (" + square_name(r.square) + " attacked)";
    case Rule::Rule7Undecided:
      return "7: undecided (the chain of checks to crowned kings repeats a position or runs too long)";
    case Rule::RccLiftWithoutMate:
      return "6.3.1 (RCC): the transformations alone lift the check to the crowned king, and the move does not mate";
  }
  return "?";
}

namespace {

// The complex move; with Checked = false (a move already known to be legal) only the state
// changes are computed, none of the legality conditions.
template <bool Checked>
bool play_move(const RegentPosition& a0, Move m, RegentPosition& p, ComplexMove* trace, Rejection* why,
               bool* king_check_lifted = nullptr) {
  const Color us = a0.side_to_move(), them = ~us;
  const Square from = m.from(), to = m.to();
  const Piece moving = a0.board.piece_on(from);
  const bool king_moved = from == a0.king[us];
  const bool regent_moved = from == a0.regent[us];
  const bool castling = m.kind() == MK_CASTLE;
  // a0 may be p itself (apply plays in place): what make() needs of the board before, first.
  const Bitboard occ_before = a0.board.pieces();
  const PieceType captured_type = castling ? NO_PIECE_TYPE : type_of(a0.board.piece_on(to));
  const bool new_king = m.kind() == MK_PROMO_KING;
  const bool regent_captured = to == a0.regent[them] && !castling;
  if (trace) {
    trace->mobile = m;
    trace->mover = us;
    trace->unit = type_of(moving);
    trace->regent_moved = regent_moved;
    trace->king_moved = king_moved;
    trace->regent_castling = castling && regent_moved;
    trace->capture = (!a0.board.empty(to) && !castling) || m.kind() == MK_EN_PASSANT;
    trace->new_king = new_king;
    trace->regent_captured = regent_captured;
    trace->ppm = false;
    trace->tokens.clear();
  }

  // Attacks on our king and regent before the move: a check that persists may stay during the
  // transformations (§6.3.1), a new one may not. Computed only when needed.
  auto before_king = [&] { return a0.attackers(them, a0.king[us]); };
  auto before_regent = [&] { return a0.regent_is_king(us) ? a0.attackers(them, a0.regent[us]) : Bitboard(0); };
  if (Checked && new_king) {
    const Bitboard checkers = before_king() | before_regent();
    if (checkers && checkers != bb(to)) return reject(why, Rule::PromotionInCheck);
  }

  // ---- Mobile stage -------------------------------------------------------------------------
  if (&p != &a0) p = a0;  // apply() plays in place
  p.ppm = false;
  if (castling && regent_moved) {
    // Regent castling (§9): d1 -> b1 with Ra1 -> c1, or d1 -> f1 with Rh1 -> e1.
    const bool a_side = to < from;
    const Square rook_from = Square(a_side ? from - 3 : from + 4), rook_to = Square(a_side ? from - 1 : from + 1);
    p.board.set_ep_square(SQ_NONE);
    p.board.remove_piece(from);
    p.board.put_piece(moving, to);
    p.board.remove_piece(rook_from);
    p.board.put_piece(make_piece(us, ROOK), rook_to);
    // The rook has moved: orthodox castling with it is gone too.
    const int lost = rook_from == make_square(0, 0) ? WHITE_OOO : rook_from == make_square(7, 0) ? WHITE_OO
                     : rook_from == make_square(0, 7) ? BLACK_OOO : BLACK_OO;
    p.board.set_castling_rights(p.board.castling_rights() & ~lost);
    p.regent_castling &= ~regent_castling_loss(rook_from);
    p.board.set_side_to_move(them);
    // A move like any other for the counters: no capture, no pawn.
    p.board.set_move_counters(p.board.halfmove_clock() + 1, p.board.fullmove_number() + (us == BLACK ? 1 : 0));
  } else {
    Undo u;
    p.board.do_move(m, u);
    if (castling) {  // orthodox castling moves a rook too: no regent castling with it any more
      const Square rook_from = Square(to > from ? from + 3 : from - 4);
      p.regent_castling &= ~regent_castling_loss(rook_from);
    }
  }
  p.regent_castling &= ~(regent_castling_loss(from) | regent_castling_loss(to));
  if (king_moved) p.king[us] = to;
  if (regent_moved) p.regent[us] = to;
  if (regent_captured) {
    // Loss of the regent in its queen stage: that side plays classically from now on (§5.3).
    p.regent[them] = SQ_NONE;
    p.regent_castling &= them == WHITE ? ~(WHITE_REGENT_B | WHITE_REGENT_F) : ~(BLACK_REGENT_B | BLACK_REGENT_F);
  }
  if (new_king) {
    // §4.3: the old king is annihilated, the regent becomes a permanent queen, the side plays
    // classically (§5.2); its other pawns on the last-but-one rank become ordinary pawns.
    const Square old_king = a0.king[us], r = p.regent[us];
    p.board.remove_piece(old_king);
    p.king[us] = to;
    // The old king's orthodox castling goes with it: the new king stands on the far rank, a unit
    // that was never on e1/e8 (§9 asks for a king that has not moved).
    p.board.set_castling_rights(p.board.castling_rights() & ~castling_rights_of(us));
    if (trace) trace->tokens.push({Transformation::Annihilated, us, old_king});
    if (r != SQ_NONE) {
      if (type_of(p.board.piece_on(r)) == KING) {
        p.board.remove_piece(r);
        p.board.put_piece(make_piece(us, QUEEN), r);
      }
      if (trace) trace->tokens.push({Transformation::Abdicates, us, r});
      p.regent[us] = SQ_NONE;
    }
    p.regent_castling &= us == WHITE ? ~(WHITE_REGENT_B | WHITE_REGENT_F) : ~(BLACK_REGENT_B | BLACK_REGENT_F);
  }
  if (trace && type_of(moving) == PAWN && !new_king && (bb(to) & prince_rank(us)) && p.regent_is_king(us))
    trace->prince_arrives = true;

  if constexpr (!Checked) {
    // Transformations only: mover first, then strict alternation, until stable or a cycle.
    // What an ordinary move changes around a king: the occupancy of its two squares; what the
    // moving unit reached before and reaches now and what the captured unit reached; and what a
    // slider sees along a line through either square. Only the opponent's attacks and our own
    // occupancy matter to our king, and the other way round. A king whose surroundings lie
    // outside that region keeps its check and flights, so its regent keeps its stage (the
    // position before was stable).
    std::optional<Color> last;
    int seen = 1 << stage_pair(p);
    if (m.kind() == MK_NORMAL && !king_moved && !regent_moved && !regent_captured) {
      const Position& b = p.board;
      const Bitboard occ_after = b.pieces();
      const PieceType t = type_of(moving);
      Bitboard region[COLOR_NB];
      region[us] = bb(from) | bb(to);
      region[them] = t == PAWN ? pawn_attacks(us, from) | pawn_attacks(us, to)
                               : attacks_bb(t, from, occ_before) | attacks_bb(t, to, occ_after);
      if (captured_type != NO_PIECE_TYPE) {
        region[us] |= captured_type == PAWN ? pawn_attacks(them, to) : attacks_bb(captured_type, to, occ_before);
        region[them] |= bb(to);
      }
      // Lines through the two squares: to the region of the side whose slider looks along them.
      const Bitboard rook_sliders = b.pieces(ROOK) | b.pieces(QUEEN), bishop_sliders = b.pieces(BISHOP) | b.pieces(QUEEN);
      auto lines = [&](Bitboard rays, Bitboard sliders) {
        for (Color c : {WHITE, BLACK})
          if (rays & sliders & b.pieces(c)) region[~c] |= rays;
      };
      lines(rook_attacks(from, occ_after), rook_sliders);
      lines(bishop_attacks(from, occ_after), bishop_sliders);
      lines(rook_attacks(to, occ_before), rook_sliders & ~bb(to));
      lines(bishop_attacks(to, occ_before), bishop_sliders & ~bb(to));
      auto reached = [&](Color c) { return region[c] & (king_attacks(p.king[c]) | bb(p.king[c])); };
      if (reached(us) && needs_flip(p, us)) last = us;
      else if (reached(them) && needs_flip(p, them)) last = them;
      else return true;
      flip(p, *last, trace);
      seen |= 1 << stage_pair(p);
    }
    while ((last = next_flip(p, us, last))) {
      flip(p, *last, trace);
      const int pair = stage_pair(p);
      if (seen & (1 << pair)) {
        p.ppm = true;
        if (trace) trace->ppm = true;
        return true;
      }
      seen |= 1 << pair;
    }
    return true;
  }

  // ---- Conditions on the position after the mobile stage (digest M-1..M-3) -----------------
  if (p.opposition()) return reject(why, Rule::Opposition);
  const Bitboard after_king = p.attackers(them, p.king[us]);
  if (after_king && (king_moved || new_king || (after_king & ~before_king())))
    return reject(why, new_king ? Rule::PromotionGuarded : Rule::SelfCheck);
  Bitboard tolerated_king = king_moved || new_king ? 0 : after_king;
  Bitboard tolerated_regent = 0;
  bool regent_stepped_into_check = false;
  Bitboard after_regent = 0;
  if (p.regent_is_king(us)) {
    after_regent = p.attackers(them, p.regent[us]);
    if (regent_moved) {
      // §6.2: the moving regent may stand in check for the moment, if the first
      // transformation lifts it; a castling regent has no such licence (§9).
      if (after_regent && castling) return reject(why, Rule::SelfCheck);
      regent_stepped_into_check = after_regent != 0;
    } else {
      if (after_regent && (after_regent & ~before_regent())) return reject(why, Rule::SelfCheck);
      tolerated_regent = after_regent;
    }
  }

  // ---- Transformational stage (digest algorithm T1) -----------------------------------------
  // Stage pairs seen so far, with whether our king or regent was attacked in that state.
  int pairs[8];
  bool attacked[8];
  int states = 0;
  pairs[states] = stage_pair(p);
  attacked[states++] = after_king || after_regent;
  std::optional<Color> last;
  bool flipped = false;
  while ((last = next_flip(p, us, last))) {
    const int flip_start = trace ? int(trace->tokens.size()) : -2;
    flip(p, *last, trace);
    flipped = true;
    if (p.opposition()) return reject(why, Rule::Opposition, trace, flip_start);
    const Bitboard on_king = p.attackers(them, p.king[us]);
    if (on_king & ~tolerated_king) return reject(why, Rule::HiddenSelfCheck, trace, flip_start);
    tolerated_king &= on_king;
    Bitboard on_regent = 0;
    if (p.regent_is_king(us)) {
      on_regent = p.attackers(them, p.regent[us]);
      if (on_regent & ~tolerated_regent) return reject(why, Rule::HiddenSelfCheck, trace, flip_start);
      tolerated_regent &= on_regent;
    } else {
      tolerated_regent = 0;
    }
    const int pair = stage_pair(p);
    for (int i = 0; i < states; ++i) {
      if (pairs[i] != pair) continue;
      // Pat Perpetuum Mobile: no self-check effect is allowed anywhere in the cycle (§8).
      for (int j = i; j < states; ++j)
        if (attacked[j]) return reject(why, Rule::PpmSelfCheck);
      if (on_king || on_regent) return reject(why, Rule::PpmSelfCheck);
      p.ppm = true;
      if (trace) trace->ppm = true;
      return true;
    }
    pairs[states] = pair;
    attacked[states++] = on_king || on_regent;
  }

  // ---- Final position (digest F-1) ----------------------------------------------------------
  if (!flipped ? (after_king || after_regent)
               : (p.attackers(them, p.king[us]) || (p.regent_is_king(us) && p.attackers(them, p.regent[us]))))
    return reject(why, regent_stepped_into_check && !flipped ? Rule::RegentStaysInCheck : Rule::LeftInCheck);
  // The crowned king was still in check after the mobile stage, and the transformations alone
  // lifted the check (§6.3.1; what the reading RCC asks more of).
  if (king_check_lifted) *king_check_lifted = after_king != 0;
  return true;
}

}  // namespace

bool play(const RegentPosition& a0, Move m, RegentPosition& out, ComplexMove* trace, Rejection* why,
          bool* king_check_lifted) {
  if (king_check_lifted) *king_check_lifted = false;
  return play_move<true>(a0, m, out, trace, why, king_check_lifted);
}

void apply(RegentPosition& pos, Move m) { play_move<false>(pos, m, pos, nullptr, nullptr); }

bool phantom_retreat_is_harmless(const RegentPosition& pos, Square q) {
  const Color them = pos.side_to_move(), us = ~them;  // `us` made the move being tested
  RegentPosition v = pos;
  const Square k = v.king[them];
  if (!v.board.empty(q)) {
    if (q == v.regent[us]) v.regent[us] = SQ_NONE;
    v.board.remove_piece(q);
  }
  v.board.remove_piece(k);
  v.board.put_piece(make_piece(them, KING), q);
  v.king[them] = q;
  // Attacks on our units right after the virtual retreat are the baseline; anything the
  // transformations add is a hidden self-check.
  const Bitboard base_king = v.attackers(them, v.king[us]);
  const Bitboard base_regent = v.regent_is_king(us) ? v.attackers(them, v.regent[us]) : 0;
  auto harmless = [&] {
    if (v.opposition()) return false;
    if (v.attackers(them, v.king[us]) & ~base_king) return false;
    return !v.regent_is_king(us) || !(v.attackers(them, v.regent[us]) & ~base_regent);
  };
  // Check relief (§2.1): the retreating side's regent returns to the queen stage at once.
  if (v.regent_is_king(them)) v.flip_regent(them);
  if (!harmless()) return false;
  int seen = 1 << stage_pair(v);
  std::optional<Color> last;
  while ((last = next_flip(v, us, last))) {
    v.flip_regent(*last);
    if (!harmless()) return false;
    const int pair = stage_pair(v);
    if (seen & (1 << pair)) return true;  // a cycle: nothing new can appear
    seen |= 1 << pair;
  }
  return true;
}

}  // namespace regent::regentchess
