#include "rules/orthodox/mate_picture.h"

#include <algorithm>

#include "rules/core/bitboard.h"
#include "rules/orthodox/check_distance.h"

namespace regent::orthodox {

namespace {

constexpr CastlingRight kRights[COLOR_NB][2] = {{WHITE_OO, WHITE_OOO}, {BLACK_OO, BLACK_OOO}};

// Where a castling puts the king and the rook (orthodox squares on the back rank).
struct Castling {
  Square rook_from, king_to, rook_to;
};
Castling castling_squares(CastlingRight right) {
  const Square rook = castling_rook_square(right);
  const int rank = rank_of(rook);
  const bool short_side = file_of(rook) == 7;
  return {rook, make_square(short_side ? 6 : 2, rank), make_square(short_side ? 5 : 3, rank)};
}

// What a unit other than a pawn attacks from s on the empty board (a king: its neighbours).
Bitboard empty_board(PieceType type, Square s) { return empty_board_attacks(type, s); }

// What one move of one unit of `side` (to any square it reaches on the empty board) that gives
// check to a king on `king` can leave of the `missing` squares unattacked: nothing (all), or a
// single square (one_left collects every such square). lined_up: a line unit of `side` already
// attacks `king` on the empty board, so the check may come from it (by a discovery) whatever
// moves. stop_at_one_left: return as soon as any move leaves at most one square (the caller asks
// only whether one exists).
//
// This is the hot spot of help play's last two plies, so the destinations worth trying are cut
// first: without a discovery only squares from which the unit attacks the king can check (on the
// empty board a knight, bishop, rook or queen attacks the king from d exactly when it would attack
// d from the king's square), and with two or more squares missing only squares from which the unit
// attacks one of them can leave at most one.
//
// A unit that ends on one of the king's flights stands where the king could take it, so another
// unit must guard that square (on the empty board, from where it stands now): `guards` tells.
struct OneMoveCover {
  bool all = false;
  Bitboard one_left = 0;
};
// The squares the units of a side guard on the empty board: by at least one, by two or more.
struct Guards {
  Bitboard once = 0, twice = 0;
  void add(Bitboard attacks) {
    twice |= once & attacks;
    once |= attacks;
  }
  // Those guarded by some unit other than one that guards `own`.
  Bitboard without(Bitboard own) const { return twice | (once & ~own); }
};
OneMoveCover one_move_cover(const Position& pos, Color side, Square king, Bitboard missing, bool lined_up,
                            bool stop_at_one_left, const Guards& guards) {
  OneMoveCover r;
  const Bitboard flights = king_attacks(king);
  const int count = popcount(missing);
  if (lined_up && count <= 1) {
    r.one_left = missing;
    r.all = count == 0;
    if (r.all || stop_at_one_left) return r;
  }
  // A checking move that guards `cover`; true when the answer is complete.
  auto consider = [&](Bitboard cover) {
    const Bitboard rest = missing & ~cover;
    if (!rest) return r.all = true;
    if (!(rest & (rest - 1))) {
      r.one_left |= rest;
      return stop_at_one_left;
    }
    return false;
  };
  // A castling moves the king and the rook: both guard from their new squares, the rook checks.
  for (const CastlingRight right : kRights[side]) {
    if (!(pos.castling_rights() & right)) continue;
    const Castling c = castling_squares(right);
    const Bitboard rook = empty_board(ROOK, c.rook_to);
    if ((lined_up || (rook & bb(king))) && consider(rook | empty_board(KING, c.king_to))) return r;
  }
  // The squares from which a unit of each kind attacks some missing square (filled on demand).
  Bitboard covering[PIECE_TYPE_NB] = {};
  bool covering_known[PIECE_TYPE_NB] = {};
  for (Bitboard units = pos.pieces(side); units;) {
    const Square from = pop_lsb(units);
    const PieceType type = type_of(pos.piece_on(from));
    if (type == PAWN) {
      const int forward = side == WHITE ? 8 : -8;
      const int rank = rank_of(from);
      Bitboard to = pawn_attacks(side, from) | bb(Square(from + forward));
      if (rank == (side == WHITE ? 1 : 6)) to |= bb(Square(from + 2 * forward));
      to &= ~(flights & ~guards.without(pawn_attacks(side, from)));
      const bool promotes = rank == (side == WHITE ? 6 : 1);
      for (; to;) {
        const Square d = pop_lsb(to);
        const Bitboard cover = promotes ? empty_board(QUEEN, d) | empty_board(KNIGHT, d) : pawn_attacks(side, d);
        if ((lined_up || (cover & bb(king))) && consider(cover)) return r;
      }
      continue;
    }
    Bitboard to = empty_board(type, from);
    to &= ~(flights & ~guards.without(to));
    if (!lined_up) {
      // A king's move checks only by discovery.
      if (type == KING) continue;
      to &= empty_board(type, king);
      if (!to) continue;
      if (count == 0) {
        r.all = true;
        return r;
      }
      if (count == 1) {
        // Every checking square leaves at most the one missing square.
        r.one_left = missing;
        if (stop_at_one_left) return r;
      }
    }
    if (!covering_known[type]) {
      covering_known[type] = true;
      for (Bitboard f = missing; f;) covering[type] |= empty_board(type, pop_lsb(f));
    }
    for (to &= covering[type]; to;) {
      if (consider(empty_board(type, pop_lsb(to)))) return r;
    }
  }
  return r;
}

// Whether some checking move of one unit of `side` leaves at most `allowed` (0 or 1) of the
// missing squares unattacked.
bool one_move_mates(const Position& pos, Color side, Square king, Bitboard missing, int allowed, bool lined_up,
                    const Guards& guards) {
  const OneMoveCover r = one_move_cover(pos, side, king, missing, lined_up, allowed > 0, guards);
  return r.all || (allowed > 0 && r.one_left);
}

// The picture of the side to move; first_only: stop at the first way found (a picture that is
// possible() but may leave out other ways).
MatePicture analyse(const Position& pos, bool first_only) {
  constexpr MatePicture kNoClaim{~Bitboard{0}, ~Bitboard{0}, SQ_NONE};
  const Color mated = pos.side_to_move(), mating = ~mated;
  const Square king = pos.king_square(mated);
  const Square mating_king = pos.king_square(mating);
  if (king == SQ_NONE || mating_king == SQ_NONE) return kNoClaim;
  MatePicture picture{0, 0, king};
  const Bitboard blockers = pos.pieces(mated) & ~bb(king);
  Guards guards;
  for (Bitboard units = pos.pieces(mating); units;) {
    const Square s = pop_lsb(units);
    const PieceType type = type_of(pos.piece_on(s));
    guards.add(type == PAWN ? pawn_attacks(mating, s) : empty_board(type, s));
  }
  const Bitboard guarded = guards.once;
  const Bitboard line_units = pos.pieces(mating, BISHOP, ROOK) | pos.pieces(mating, QUEEN);
  auto lined_up = [&](Square t) {
    for (Bitboard u = line_units; u;) {
      const Square s = pop_lsb(u);
      if (empty_board(type_of(pos.piece_on(s)), s) & bb(t)) return true;
    }
    return false;
  };
  // Another unit moves: the king stays, and that move may fill one flight (the square it goes to).
  if (blockers) {
    const Bitboard missing = king_attacks(king) & ~blockers & ~guarded;
    const bool line = lined_up(king);
    if (first_only) {
      if (one_move_mates(pos, mating, king, missing, 1, line, guards)) return MatePicture{0, ~Bitboard{0}, king};
    } else {
      // Every way that covers all the flights allows any move; a way that leaves one flight
      // allows only the moves that fill it.
      const OneMoveCover cover = one_move_cover(pos, mating, king, missing, line, false, guards);
      picture.other_to = cover.all ? ~Bitboard{0} : cover.one_left;
    }
  }
  // The king steps to t: its flights there (the square it left among them) all need guards.
  for (Bitboard steps = king_attacks(king) & ~blockers; steps;) {
    const Square t = pop_lsb(steps);
    if (one_move_mates(pos, mating, t, king_attacks(t) & ~blockers & ~guarded, 0, lined_up(t), guards)) {
      picture.king_to |= bb(t);
      if (first_only) return picture;
    }
  }
  // The king castles: it stands on c or g with the rook beside it (a blocker now), and every
  // other flight needs a guard.
  for (const CastlingRight right : kRights[mated]) {
    if (!(pos.castling_rights() & right)) continue;
    const Castling c = castling_squares(right);
    const Bitboard after = (blockers & ~bb(c.rook_from)) | bb(c.rook_to);
    if (one_move_mates(pos, mating, c.king_to, king_attacks(c.king_to) & ~after & ~guarded, 0, lined_up(c.king_to),
                       guards)) {
      picture.king_to |= bb(c.king_to);
      if (first_only) return picture;
    }
  }
  return picture;
}


// ---- Three plies: two moves of the mating side, one of the mated side between ----------------

// A unit's state on the empty board: where it stands and what it moves as (a pawn may have
// promoted on the way).
struct UnitState {
  Square square;
  PieceType type;
};

// What a unit of `type` of `side` on s guards on the empty board.
Bitboard state_cover(Color side, UnitState u) {
  return u.type == PAWN ? pawn_attacks(side, u.square) : empty_board(u.type, u.square);
}

// Every state one move of a pawn on `from` reaches on the empty board: a step, a capture, the
// double step from its first rank, each as a promotion to any unit on the last rank.
template <class Visit>
void pawn_states(Color side, Square from, Visit&& visit) {
  const int forward = side == WHITE ? 8 : -8;
  const int rank = rank_of(from);
  if (rank == (side == WHITE ? 7 : 0)) return;
  const bool promotes = rank == (side == WHITE ? 6 : 1);
  Bitboard to = pawn_attacks(side, from) | bb(Square(from + forward));
  if (rank == (side == WHITE ? 1 : 6)) to |= bb(Square(from + 2 * forward));
  for (; to;) {
    const Square d = pop_lsb(to);
    if (!promotes) {
      visit(UnitState{d, PAWN});
      continue;
    }
    for (const PieceType t : {KNIGHT, BISHOP, ROOK, QUEEN}) visit(UnitState{d, t});
  }
}

// Where a unit other than a pawn can stand after one or two moves on the empty board.
struct Tables {
  Bitboard two_moves[PIECE_TYPE_NB][64] = {};
  Tables() {
    init_bitboards();
    for (const PieceType t : {KNIGHT, BISHOP, ROOK, QUEEN, KING})
      for (int s = 0; s < 64; ++s) {
        const Bitboard one = empty_board(t, Square(s));
        Bitboard two = one;
        for (Bitboard b = one; b;) two |= empty_board(t, pop_lsb(b));
        two_moves[t][s] = two;
      }
  }
};
const Tables& two_move_tables() {
  static const Tables tables;
  return tables;
}

// One way a single move of one unit (or a castling) can end: the missing flights its new square
// guards and whether it gives check from there.
struct MoveOption {
  int unit;  // the square it came from (64 + right for a castling)
  Bitboard covered;
  bool checks;
};

// The options worth keeping in a pair test: those that guard a missing flight or give check.
constexpr int kMaxOptions = 128;
// Past this many pair tests the question is left open (answered "possible"): the bound stays
// exact, only its strength is capped, and a position's answer never depends on anything else.
constexpr int kPairBudget = 4096;

// The empty-board states a side's pawns reach in one and two moves, worked out once per test
// (they do not depend on the king's square). A pawn that promotes with its first move makes its
// second as the new unit, which two_moves_mate follows square by square instead.
struct PawnPlan {
  Square from;
  int ones = 0;
  UnitState one[12];  // up to three squares, four units each on the last rank
  int twos = 0;
  Bitboard two_cover[48];  // what it guards after two moves, still a pawn or promoted with the second
};
struct PawnPlans {
  int count = 0;
  PawnPlan plan[16];
};

// False when there are more pawns than a plan holds (a diagram may have them; no claim then).
bool plan_pawns(const Position& pos, Color side, PawnPlans& plans) {
  if (popcount(pos.pieces(side, PAWN)) > 16) return false;
  for (Bitboard pawns = pos.pieces(side, PAWN); pawns;) {
    PawnPlan& p = plans.plan[plans.count++];
    p.from = pop_lsb(pawns);
    pawn_states(side, p.from, [&](UnitState one) {
      p.one[p.ones++] = one;
      if (one.type == PAWN)
        pawn_states(side, one.square, [&](UnitState two) { p.two_cover[p.twos++] = state_cover(side, two); });
    });
  }
  return true;
}

// What `side`'s units can guard after two moves: what they attack within two moves (checkable)
// and what its king attacks from three steps away at most (two steps, or a castling and a step).
Bitboard guard_reach(const Position& pos, Color side, Bitboard checkable) {
  Bitboard box = bb(pos.king_square(side));
  for (int i = 0; i < 3; ++i) box = king_steps(box);
  return checkable | box;
}

// Can `side` (to move) give check to a king on `king` with two moves of its own, leaving at most
// `allowed` of the `missing` flights unguarded? The two moves are one unit moving twice, or two
// units (a castling being one) moving once each; guards come from the units' new squares (the
// old ones are in `missing` already: it leaves out what the units guard where they stand).
bool two_moves_mate(const Position& pos, const PawnPlans& pawns, Color side, Square king, Bitboard missing,
                    int allowed, bool lined_up, Bitboard reach) {
  // A flight no unit can guard within two moves stays open.
  if (popcount(missing & ~reach) > allowed) return false;
  const int need = popcount(missing) - allowed;
  if (need <= 0 && lined_up) return true;
  auto enough = [&](Bitboard cover) { return popcount(missing & ~cover) <= allowed; };
  MoveOption options[kMaxOptions];
  int count = 0;
  bool overflow = false;
  auto keep = [&](int unit, Bitboard cover, bool checks) {
    const Bitboard covered = missing & cover;
    if (!covered && !checks) return;
    for (int i = count - 1; i >= 0 && options[i].unit == unit; --i)
      if (options[i].covered == covered && options[i].checks == checks) return;
    if (count == kMaxOptions) {
      overflow = true;
      return;
    }
    options[count++] = MoveOption{unit, covered, checks};
  };
  for (const CastlingRight right : kRights[side]) {
    if (!(pos.castling_rights() & right)) continue;
    const Castling c = castling_squares(right);
    const Bitboard rook = empty_board(ROOK, c.rook_to);
    const bool checks = rook & bb(king);
    const Bitboard castled_king = empty_board(KING, c.king_to);
    if ((checks || lined_up) && enough(rook | castled_king)) return true;
    keep(64 + int(right), rook | castled_king, checks);
    // The castling and then the rook or the king again (the king never checks).
    for (Bitboard to = rook; to;) {
      const Bitboard again = empty_board(ROOK, pop_lsb(to));
      if ((lined_up || (again & bb(king))) && enough(again | castled_king)) return true;
    }
    if (lined_up || checks)
      for (Bitboard to = castled_king; to;)
        if (enough(rook | empty_board(KING, pop_lsb(to)))) return true;
  }
  // The squares from which a unit of each kind guards some missing flight (filled on demand).
  Bitboard covering[PIECE_TYPE_NB] = {};
  bool covering_known[PIECE_TYPE_NB] = {};
  const Tables& tables = two_move_tables();
  for (Bitboard units = pos.pieces(side); units;) {
    const Square from = pop_lsb(units);
    const PieceType type = type_of(pos.piece_on(from));
    if (type == PAWN) continue;  // below, from the plans
    if (!covering_known[type]) {
      covering_known[type] = true;
      for (Bitboard f = missing; f;) covering[type] |= empty_board(type, pop_lsb(f));
    }
    // The squares from which it checks (a king never does).
    const Bitboard checking = type == KING ? 0 : empty_board(type, king);
    // This unit alone, once or twice (the other move anything else): the square it ends on must
    // check unless a discovery does, and guard a missing flight while one is left uncovered.
    Bitboard end = tables.two_moves[type][from];
    if (!lined_up) end &= checking;
    if (need > 0) end &= covering[type];
    for (; end;)
      if (enough(empty_board(type, pop_lsb(end)))) return true;
    // Its one-move options for a pair: those that guard a missing flight or check.
    for (Bitboard one = empty_board(type, from) & (covering[type] | checking); one;) {
      const Square d = pop_lsb(one);
      keep(int(from), empty_board(type, d), checking & bb(d));
    }
  }
  for (int i = 0; i < pawns.count; ++i) {
    const PawnPlan& p = pawns.plan[i];
    for (int j = 0; j < p.ones; ++j) {
      const UnitState one = p.one[j];
      const Bitboard cover = state_cover(side, one);
      const bool checks = cover & bb(king);
      if ((checks || lined_up) && enough(cover)) return true;  // this pawn alone
      keep(int(p.from), cover, checks);
      if (one.type == PAWN) continue;
      // Promoted with its first move, it moves again as the new unit.
      if (!covering_known[one.type]) {
        covering_known[one.type] = true;
        for (Bitboard f = missing; f;) covering[one.type] |= empty_board(one.type, pop_lsb(f));
      }
      Bitboard end = empty_board(one.type, one.square);
      if (!lined_up) end &= empty_board(one.type, king);
      if (need > 0) end &= covering[one.type];
      for (; end;)
        if (enough(empty_board(one.type, pop_lsb(end)))) return true;
    }
    for (int j = 0; j < p.twos; ++j)  // this pawn twice
      if ((lined_up || (p.two_cover[j] & bb(king))) && enough(p.two_cover[j])) return true;
  }
  if (overflow) return true;
  // Two units once each; unless a discovery gives the check, one of them checks.
  int tests = 0;
  for (int i = 0; i < count; ++i) {
    if (!lined_up && !options[i].checks) continue;
    for (int j = 0; j < count; ++j) {
      if (options[j].unit == options[i].unit) continue;
      if (++tests > kPairBudget) return true;
      if (enough(options[i].covered | options[j].covered)) return true;
    }
  }
  return false;
}

}  // namespace

namespace {

// What the mating side's two moves are tested against, worked out once per position: the mated
// king and its blockers, what the mating side guards where it stands, the squares its line units
// see on the empty board (a discovery), where it can check and guard within two moves, and its
// pawns' states. claim is false when the test has nothing to say (a side without a king, more
// pawns than a plan holds).
struct TwoMoveSetup {
  const Position& pos;
  Color mating;
  Square king = SQ_NONE;
  Bitboard blockers = 0, guarded = 0, lined = 0, checkable = 0, reach = 0;
  PawnPlans pawns;
  bool claim = false;

  TwoMoveSetup(const Position& p, Color m) : pos(p), mating(m) {
    king = pos.king_square(~mating);
    if (king == SQ_NONE || pos.king_square(mating) == SQ_NONE || !plan_pawns(pos, mating, pawns)) return;
    claim = true;
    blockers = pos.pieces(~mating) & ~bb(king);
    for (Bitboard units = pos.pieces(mating); units;) {
      const Square s = pop_lsb(units);
      const PieceType type = type_of(pos.piece_on(s));
      guarded |= state_cover(mating, UnitState{s, type});
      if (type == BISHOP || type == ROOK || type == QUEEN) lined |= empty_board(type, s);
    }
    checkable = checkable_within(pos, mating, 2);
    reach = guard_reach(pos, mating, checkable);
  }

  // Can the two moves mate the king on t, its flights blocked by `blocked` and `fills` more of
  // them filled by the mated side?
  bool mates(Square t, Bitboard blocked, int fills) const {
    return (checkable & bb(t)) &&
           two_moves_mate(pos, pawns, mating, t, king_attacks(t) & ~blocked & ~guarded, fills, lined & bb(t), reach);
  }
};

// The three-ply test with `mating` to move (pos.side_to_move() or, for a pass, the other side).
bool three_plies(const Position& pos, Color mating) {
  const TwoMoveSetup setup(pos, mating);
  if (!setup.claim) return true;
  const Square king = setup.king;
  const Bitboard blockers = setup.blockers;
  // The mated side's one move: another unit, filling at most one flight; its king stepping
  // (every flight of the new square needs a guard, the old square among them); or castling.
  if (setup.mates(king, blockers, blockers ? 1 : 0)) return true;
  for (Bitboard steps = king_attacks(king) & ~blockers; steps;)
    if (setup.mates(pop_lsb(steps), blockers, 0)) return true;
  for (const CastlingRight right : kRights[~mating]) {
    if (!(pos.castling_rights() & right)) continue;
    const Castling c = castling_squares(right);
    if (setup.mates(c.king_to, (blockers & ~bb(c.rook_from)) | bb(c.rook_to), 0)) return true;
  }
  return false;
}

}  // namespace

bool mate_in_three_plies_possible(const Position& pos) { return three_plies(pos, pos.side_to_move()); }

bool mate_in_four_plies_possible(const Position& pos) {
  const Color mated = pos.side_to_move();
  // Castling would take the king to squares the steps below do not count: no claim.
  if (pos.castling_rights() & castling_rights_of(mated)) return true;
  const TwoMoveSetup setup(pos, ~mated);
  if (!setup.claim) return true;
  const int others = popcount(setup.blockers);
  // The mated side's two moves: its king ends d steps away (0 to 2), and each of its other 2 - d
  // moves fills at most one flight of that square.
  const Bitboard ring1 = king_attacks(setup.king);
  const Bitboard ring2 = king_steps(ring1) & ~ring1 & ~bb(setup.king);
  for (int d = 0; d <= 2; ++d) {
    const Bitboard squares = d == 0 ? bb(setup.king) : d == 1 ? ring1 : ring2;
    const int fills = std::min(2 - d, others);
    for (Bitboard b = squares; b;)
      if (setup.mates(pop_lsb(b), setup.blockers, fills)) return true;
  }
  return false;
}

QuietMoveFilter quiet_move_filter(const Position& pos) {
  const Color mated = pos.side_to_move();
  const Square king = pos.king_square(mated);
  // Castling rights bring the castled king's squares into the test: no claim then.
  if (king == SQ_NONE || (pos.castling_rights() & castling_rights_of(mated)) || three_plies(pos, ~mated)) return {};
  // The squares within two steps of the king: every flight the test looks at. A capture elsewhere
  // only takes away a unit of the mating side, which can only turn the test's "yes" into "no"
  // (its options are a subset of the ones before, so not even the pair budget runs out sooner).
  const Bitboard near = king_attacks(king) | bb(king);
  Bitboard region = near;
  for (Bitboard b = near; b;) region |= king_attacks(pop_lsb(b));
  return QuietMoveFilter{region};
}

namespace {
}  // namespace

bool mate_after_one_move_each_possible(const Position& pos) { return analyse(pos, true).possible(); }

MatePicture mate_picture(const Position& pos) { return analyse(pos, false); }

}  // namespace regent::orthodox
