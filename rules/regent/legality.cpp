// The Regent rules of legality: the mobile stages a side may attempt, the complete test of one
// (play() with Rule PV and Rule 7), phantom flights and endings. How a position's legal moves are
// enumerated quickly is in legal_moves.cpp.
#include "rules/regent/legality.h"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "rules/regent/legality_detail.h"

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
  detail::generate_castling(pos, [&list](Move m) { list.push(m); });

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
  const Bitboard occ = pos.board.pieces();
  return pos.attacked(~us, pos.king[us], occ) || (pos.regent_is_king(us) && pos.attacked(~us, pos.regent[us], occ));
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

namespace {

// The state of Rule 7's look-ahead on this thread. Whether a side has a legal reply is a search
// for a proof: a reply is legal outright, or it checks the other crowned king alone and that side
// has a legal reply in turn (a reply is never made legal by the lack of one, so the question is
// whether such a chain of checks reaches a reply that is legal outright). One outermost question
// (one move under test) searches depth first with `visited`: a position already searched in it
// is not searched again, and a chain coming back to a position still being searched (`chain`)
// proves nothing. `judged` keeps exact answers across questions.
struct Rule7State {
  std::vector<Key> chain;                // the positions being searched, outermost first
  std::unordered_set<Key> visited;       // searched in this question without a proof
  std::unordered_set<Key> doubtful;      // RCC: searched in this question, answer unsure
  std::unordered_map<Key, bool> judged;  // exact answers
  bool repeated = false;                 // this question's search met a position of the chain
  bool overlong = false;                 // ... or a chain longer than max_chain
  // How often a search met either, on this thread. Under RCC a reply may be legal because the
  // other side has no counter-reply, so an answer is sure only if its search met no doubt
  // (has_legal_move forgives the doubts of the replies it passed over once it finds a sure one).
  int doubts = 0;
  int max_chain = RULE7_MAX_CHAIN;       // lowered only by Rule7BoundForTests
};
thread_local Rule7State rule7;
constexpr std::size_t RULE7_MEMO_LIMIT = std::size_t(1) << 18;

template <class Set>
void empty_set(Set& s) {
  if (s.empty()) return;
  if (s.bucket_count() > 4096) s = {};  // clear() would wipe every bucket
  else s.clear();
}

// Whether a legal reply is proved for the side to move in pos (its crowned king in check alone).
bool has_reply(const RegentPosition& pos) {
  const Key key = pos.key();
  if (auto it = rule7.judged.find(key); it != rule7.judged.end()) return it->second;
  if (std::find(rule7.chain.begin(), rule7.chain.end(), key) != rule7.chain.end() ||
      (pos.rcc && rule7.doubtful.count(key))) {
    rule7.repeated = true;
    ++rule7.doubts;
    return false;
  }
  if (rule7.visited.count(key)) return false;
  if (rule7.chain.size() >= std::size_t(pos.rcc ? std::min(rule7.max_chain, RCC_MAX_CHAIN) : rule7.max_chain)) {
    rule7.overlong = true;
    ++rule7.doubts;
    return false;
  }
  const int doubts = rule7.doubts;
  rule7.chain.push_back(key);
  const bool has = has_legal_move(pos, int(rule7.chain.size()));
  rule7.chain.pop_back();
  const bool sure = rule7.doubts == doubts;
  if (has) {
    if (!pos.rcc || sure) {  // under RS-1 a reply found is a proof whatever else the search met
      if (rule7.judged.size() >= RULE7_MEMO_LIMIT) rule7.judged.clear();
      rule7.judged.emplace(key, true);
    }
  } else if (pos.rcc && !sure) {
    rule7.doubtful.insert(key);
  } else {
    rule7.visited.insert(key);
  }
  return has;
}

// The outermost question: whether the side to move in pos has a legal reply. Without a proof the
// answer is "no" only if the search met no repetition and no over-long chain: then no position it
// searched has a reply, and all are kept as such. Otherwise it is undecided (nullopt): a chain of
// checks that repeats is consistent with both answers. Under RCC either answer is undecided if
// its search met a doubt it did not forgive.
std::optional<bool> judge_reply(const RegentPosition& pos) {
  empty_set(rule7.visited);
  empty_set(rule7.doubtful);
  rule7.repeated = rule7.overlong = false;
  const int doubts = rule7.doubts;
  const bool has = has_reply(pos);
  if (pos.rcc ? rule7.doubts != doubts : rule7.repeated || rule7.overlong) {
    if (has && !pos.rcc) return true;
    return std::nullopt;
  }
  if (has) return true;
  if (rule7.judged.size() + rule7.visited.size() >= RULE7_MEMO_LIMIT) rule7.judged.clear();
  for (const Key k : rule7.visited) rule7.judged.emplace(k, false);
  return false;
}

}  // namespace

Rule7BoundForTests::Rule7BoundForTests(int bound) : previous_(rule7.max_chain) {
  rule7.max_chain = bound;
  rule7.judged.clear();
}

Rule7BoundForTests::~Rule7BoundForTests() {
  rule7.max_chain = previous_;
  rule7.judged.clear();
}

namespace detail {

bool passes_check_rules(const RegentPosition& out, Rejection* why, int) {
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
  // Rule 7: the crowned king alone is in check; the move is illegal if it leaves no reply. The
  // replies are judged with full legality, this rule included (see has_reply): inside a question
  // a reply is legal when it is proved so; the outermost question also tells "no reply" from
  // "undecided".
  const std::optional<bool> has = rule7.chain.empty() ? judge_reply(out) : std::optional<bool>(has_reply(out));
  if (!has) {
    if (why) *why = Rejection{Rule::Rule7Undecided, 0, {}, SQ_NONE};
    return false;
  }
  if (!*has) {
    if (why) *why = Rejection{Rule::MateToKingAlone, 0, {}, SQ_NONE};
    return false;
  }
  return true;
}

int rule7_doubts() { return rule7.doubts; }
void forgive_rule7_doubts(int doubts) { rule7.doubts = doubts; }

bool passes_rcc(const RegentPosition& out, Rejection* why) {
  // Whether the side to move in `out` has a legal reply; nullopt: undecided.
  std::optional<bool> has = true;  // no check, or the game drawn: not a mate
  if (!out.ppm && in_check(out)) {
    if (rule7.chain.empty()) {
      has = judge_reply(out);
    } else {
      const int doubts = rule7.doubts;
      has = has_reply(out);
      if (rule7.doubts != doubts) has = std::nullopt;
    }
  }
  if (!has) {
    if (why) *why = Rejection{Rule::Rule7Undecided, 0, {}, SQ_NONE};
    return false;
  }
  if (*has) {
    if (why) *why = Rejection{Rule::RccLiftWithoutMate, 0, {}, SQ_NONE};
    return false;
  }
  return true;
}

}  // namespace detail

bool legal(const RegentPosition& pos, Move m, RegentPosition& out, ComplexMove* trace, Rejection* why, int depth) {
  bool lifted = false;
  return play(pos, m, out, trace, why, pos.rcc ? &lifted : nullptr) && detail::passes_check_rules(out, why, depth) &&
         (!lifted || detail::passes_rcc(out, why));
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
