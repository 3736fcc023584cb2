#include "rules/orthodox/stalemate_picture.h"

#include <cstdint>

#include "rules/core/bitboard.h"

namespace regent::orthodox {

Bitboard StalemateFilter::touched_squares(Move m) {
  Bitboard touched = bb(m.from()) | bb(m.to());
  if (m.kind() == MK_CASTLE) touched |= rank_bb(rank_of(m.from()));
  if (m.kind() == MK_EN_PASSANT) touched |= bb(make_square(file_of(m.to()), rank_of(m.from())));
  return touched;
}

namespace {

// T's back rank while T may castle (its castling touches it all), else 0.
Bitboard castling_touches(const Position& pos, Color t) {
  return pos.castling_rights() & castling_rights_of(t) ? rank_bb(t == WHITE ? 0 : 7) : 0;
}

// Whether `touched` meets each of the n sets.
bool touches_each(const Bitboard* sets, int n, Bitboard touched) {
  for (int i = 0; i < n; ++i)
    if (!(sets[i] & touched)) return false;
  return true;
}

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

// Where a unit of `side` of this type on s may go on the empty board (a pawn: its steps and
// captures).
Bitboard empty_board_reach(Color side, PieceType type, Square s) {
  return type == PAWN ? pawn_deciding(side, s) : empty_board_attacks(type, s);
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
    visit(s, empty_board_reach(side, type_of(pos.piece_on(s)), s));
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
  // T's units and their reach, for possible(); an en-passant capture is not among them, so
  // possible() makes no claim while T has one. A castling touches T's whole back rank.
  filter.any_move_may = pos.ep_square() != SQ_NONE;
  filter.castling_touches = castling_touches(pos, pos.side_to_move());
  for_each_reach(pos, pos.side_to_move(), [&](Square s, Bitboard reach) {
    filter.from[filter.movers] = s;
    filter.reach[filter.movers++] = reach;
  });
  return filter;
}

bool StalemateFilter::possible() const {
  if (any_move_may || !count) return true;
  if (castling_touches && touches_each(deciding.data(), count, castling_touches)) return true;
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
  if (f.king == SQ_NONE) return f;
  f.castling_touches = castling_touches(pos, other);
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
  // (T's castling; kept even where m takes its rook: no claim is lost)
  if (castling_touches && touches_each(missed, n, castling_touches)) return true;
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

namespace regent::orthodox {

namespace {

// The units (bits) a move touches, from the units each square belongs to.
using UnitMask = std::uint16_t;
constexpr int kMaxUnits = 8;

// A set of unit masks (kMaxUnits units: 256 masks), one bit each: bit m of word m / 64.
struct UnitSets {
  std::array<std::uint64_t, 4> word{};
  void add(UnitMask m) { word[m >> 6] |= std::uint64_t{1} << (m & 63); }
  bool has(UnitMask m) const { return word[m >> 6] >> (m & 63) & 1; }
  // Adds every subset of each mask: for each unit bit b, the masks without b receive the masks
  // with it (within a word a shift by 2^b for b < 6, across words for b = 6 and 7).
  void close_under_subsets() {
    static constexpr std::uint64_t kWithout[6] = {0x5555555555555555ULL, 0x3333333333333333ULL,
                                                  0x0F0F0F0F0F0F0F0FULL, 0x00FF00FF00FF00FFULL,
                                                  0x0000FFFF0000FFFFULL, 0x00000000FFFFFFFFULL};
    for (int b = 0; b < 6; ++b)
      for (std::uint64_t& w : word) w |= (w >> (1 << b)) & kWithout[b];
    word[0] |= word[1], word[2] |= word[3];  // (bit 6)
    word[0] |= word[2], word[1] |= word[3];  // (bit 7)
  }
};
static_assert(kMaxUnits == 8);

// Keeps the masks of a list that no other mask of it contains (adding m where no kept mask
// contains it): a move that touches more units answers every question one touching fewer does.
struct MaskSet {
  std::array<UnitMask, 64> mask;
  int size = 0;
  void add(UnitMask m) {
    for (int i = 0; i < size; ++i)
      if ((mask[i] | m) == mask[i]) return;
    int kept = 0;
    for (int i = 0; i < size; ++i)
      if ((mask[i] | m) != m) mask[kept++] = mask[i];
    // (a full list takes m into its last mask: a set that claims more touched units is weaker)
    if (kept == int(mask.size())) mask[kept - 1] |= m;
    else mask[kept++] = m;
    size = kept;
  }
};

// Where a unit of `side` of this type that has just gone to y may go next on the empty board (a
// pawn that reached the last rank moving on as a queen or knight).
Bitboard next_reach(Color side, PieceType type, Square y) {
  if (type == PAWN && rank_of(y) == (side == WHITE ? 7 : 0)) return empty_board_attacks(QUEEN, y) | knight_attacks(y);
  return empty_board_reach(side, type, y);
}

// Where it may stand after two moves, the first to a square of `one`.
Bitboard two_move_reach(Color side, PieceType type, Bitboard one) {
  Bitboard two = 0;
  for (Bitboard b = one; b;) two |= next_reach(side, type, pop_lsb(b));
  return two;
}

}  // namespace

bool stalemate_in_three_plies_possible(const Position& pos) {
  const Color stalemating = pos.side_to_move(), stalemated = ~stalemating;
  const Square king = pos.king_square(stalemated);
  if (king == SQ_NONE || pos.castling_rights() || pos.ep_square() != SQ_NONE) return true;
  if (pos.geometry().holes || popcount(pos.pieces(WHITE)) > 16 || popcount(pos.pieces(BLACK)) > 16) return true;
  // Which lines can T pin on? A line along a rank or file needs a rook or queen of T, a diagonal
  // a bishop or queen, or a pawn that may promote within T's two moves.
  const Bitboard promoting = pos.pieces(stalemating, PAWN) & (stalemating == WHITE ? rank_bb(5) | rank_bb(6) : rank_bb(1) | rank_bb(2));
  const bool pins_straight = pos.pieces(stalemating, ROOK, QUEEN) || promoting;
  const bool pins_diagonal = pos.pieces(stalemating, BISHOP, QUEEN) || promoting;
  // Can T pin u (of this type on s) against a king on k: a line T can pin on, that u does not
  // move along (it could take the pinner), with a square beyond u for the pinner.
  const auto pinnable = [&](Square k, Square s, PieceType type) {
    if (!line_bb(k, s)) return false;
    const bool diagonal = file_of(s) != file_of(k) && rank_of(s) != rank_of(k);
    if (!(diagonal ? pins_diagonal : pins_straight)) return false;
    if (type == QUEEN || (type == BISHOP && diagonal) || (type == ROOK && !diagonal)) return false;
    // (the square beyond s, one step on from k through s, is on the board)
    const int df = file_of(s) - file_of(k), dr = rank_of(s) - rank_of(k);
    const int f = file_of(s) + (df > 0) - (df < 0), r = rank_of(s) + (dr > 0) - (dr < 0);
    return f >= 0 && f < 8 && r >= 0 && r < 8;
  };
  // The units of S with a move, and the squares each belongs to: for T's moves its last-ply
  // deciding squares (its square, its line with the king where T can pin it there, a pawn's
  // squares ahead and capture squares); for S's move those and, for a piece with a single first
  // square (where its only direction begins; a knight: its only destination), that one.
  std::array<UnitMask, 64> by_t{}, by_s{};
  std::array<int, 64> index;
  std::array<PieceType, 64> kind;
  Bitboard belongs = 0;  // the squares that belong to some unit for T's moves
  Bitboard listed = 0;
  int count = 0;
  for_each_free_unit(pos, stalemated, [&](Square s, PieceType type, Bitboard to) {
    const Bitboard last =
        bb(s) | (pinnable(king, s, type) ? line_bb(king, s) : 0) | (type == PAWN ? pawn_deciding(stalemated, s) : 0);
    const Bitboard first = type == PAWN ? 0 : type == KNIGHT ? to : to & king_attacks(s);
    const UnitMask bit = UnitMask(1u << count);
    for (Bitboard b = last; b;) by_t[pop_lsb(b)] |= bit;
    belongs |= last;
    for (Bitboard b = last | (more_than_one(first) ? 0 : first); b;) by_s[pop_lsb(b)] |= bit;
    index[s] = count++;
    kind[s] = type;
    listed |= bb(s);
  });
  // (more units than the table below holds: no claim)
  if (!count || count > kMaxUnits) return true;
  const UnitMask all = UnitMask((1u << count) - 1);
  // T's moves: per unit, the sets one move touches, and where it may land (once or twice).
  std::array<MaskSet, 16> once;
  std::array<Square, 16> from;
  std::array<Bitboard, 16> reach;
  // (the units any one move, and any two, of each unit of T may touch: a quick upper bound)
  std::array<UnitMask, 16> any_once, any_twice;
  Bitboard t_lands = 0;
  int movers = 0;
  for (Bitboard units = pos.pieces(stalemating); units; ++movers) {
    const Square f = from[movers] = pop_lsb(units);
    const PieceType type = type_of(pos.piece_on(f));
    reach[movers] = empty_board_reach(stalemating, type, f);
    const Bitboard twice = two_move_reach(stalemating, type, reach[movers]);
    t_lands |= reach[movers] | twice;
    MaskSet& first = once[movers];
    first.size = 0;
    any_once[movers] = by_t[f];
    for (Bitboard b = reach[movers]; b;) {
      const UnitMask m = by_t[f] | by_t[pop_lsb(b)];
      first.add(m);
      any_once[movers] |= m;
    }
    any_twice[movers] = any_once[movers];
    for (Bitboard b = twice & belongs; b;) any_twice[movers] |= by_t[pop_lsb(b)];
  }
  // S's move: which sets of units can it touch? Its king's moves: the units on a line through its
  // new square, or whose squares it lands on. (Each set as one bit of 256: a set of sets, closed
  // under subsets below.)
  UnitSets by_s_move;
  // S's moves of a unit of the list to a square y where T cannot pin it: a piece can go back the
  // way it came unless a move of T lands on y (takes it); a pawn's step is stopped only by a unit
  // on the square ahead of y, which T must bring there unless one stands there now (or take the
  // pawn on y). Kept per unit and set of other units touched, with the squares where T must land.
  struct MovedUnit {
    UnitMask others;
    UnitMask self;
    Bitboard land;
  };
  std::array<MovedUnit, 64> moved;
  int moved_count = 0;
  bool moved_complete = true;
  // (the entries of one unit of S, `self`, are added one after the other from moved_first on:
  // no entry before them has the same self)
  int moved_first = 0;
  const auto add_moved = [&](UnitMask others, UnitMask self, Bitboard land) {
    for (int i = moved_first; i < moved_count; ++i)
      if (moved[i].others == others && moved[i].self == self) {
        moved[i].land |= land;
        return;
      }
    if (moved_count < int(moved.size())) moved[moved_count++] = {others, self, land};
    else moved_complete = false;
  };
  const int ep_rank = stalemated == WHITE ? 4 : 3;
  const int last_rank = stalemated == WHITE ? 7 : 0, forward = stalemated == WHITE ? 8 : -8;
  for (Bitboard units = pos.pieces(stalemated); units;) {
    const Square a = pop_lsb(units);
    const PieceType type = type_of(pos.piece_on(a));
    if (type == KING) {
      for (Bitboard b = king_attacks(a); b;) {
        const Square k2 = pop_lsb(b);
        UnitMask m = by_s[k2];
        for (Bitboard u = listed; u;) {
          const Square v = pop_lsb(u);
          if (pinnable(k2, v, kind[v])) m |= UnitMask(1u << index[v]);
        }
        by_s_move.add(m);
      }
      continue;
    }
    UnitMask from_mask = by_s[a];
    if (type == PAWN && rank_of(a) == ep_rank) {  // (en passant also takes a unit beside it)
      if (file_of(a) > 0) from_mask |= by_s[a - 1];
      if (file_of(a) < 7) from_mask |= by_s[a + 1];
    }
    const Bitboard to = empty_board_reach(stalemated, type, a);
    const UnitMask self = (listed & bb(a)) ? UnitMask(1u << index[a]) : UnitMask(0);
    moved_first = moved_count;
    for (Bitboard b = to; b;) {
      const Square y = pop_lsb(b);
      UnitMask m = from_mask | by_s[y];
      if (self && !pinnable(king, y, type) && !(type == PAWN && rank_of(y) == last_rank)) {
        const Bitboard ahead = type == PAWN ? bb(Square(int(y) + forward)) : 0;
        if (!(pos.pieces() & ~bb(a) & ahead)) {
          m &= ~self;
          // (after a double step T may also take the pawn en passant, landing on the square it
          // passed)
          const Bitboard passed = type == PAWN && Position::is_double_step(a, y) ? bb(Square(int(a) + forward)) : 0;
          const Bitboard land = t_lands & (bb(y) | ahead | passed);
          if (land) add_moved(m, self, land);
        }
      }
      by_s_move.add(m);
    }
  }
  // Can S's one move touch every unit T's two moves leave untouched? (For each set of units: is
  // it part of a set one move of S touches.)
  by_s_move.close_under_subsets();
  const auto s_touches_rest = [&](UnitMask by_t_moves) { return by_s_move.has(all & ~by_t_moves); };
  // One unit twice: its square, its first square y and its second z (a square it reaches from
  // y; only the squares that belong to some unit matter for z).
  for (int j = 0; j < movers; ++j) {
    if (!s_touches_rest(any_twice[j])) continue;
    const PieceType type = type_of(pos.piece_on(from[j]));
    for (Bitboard b = reach[j]; b;) {
      const Square y = pop_lsb(b);
      const UnitMask first = by_t[from[j]] | by_t[y];
      if (s_touches_rest(first)) return true;
      for (Bitboard z = next_reach(stalemating, type, y) & belongs; z;)
        if (s_touches_rest(first | by_t[pop_lsb(z)])) return true;
    }
  }
  // Two units once each.
  for (int p = 0; p < movers; ++p)
    for (int q = p + 1; q < movers; ++q)
      if (s_touches_rest(any_once[p] | any_once[q]))
        for (int i = 0; i < once[p].size; ++i)
          for (int j = 0; j < once[q].size; ++j)
            if (s_touches_rest(once[p].mask[i] | once[q].mask[j])) return true;
  // (a list that ran full makes no claim)
  if (!moved_complete) return true;
  // (per unit of T: what one move of each of the other units may touch)
  std::array<UnitMask, 16> others_once{};
  if (moved_count)
    for (int j = 0; j < movers; ++j)
      for (int p = 0; p < movers; ++p)
        if (p != j) others_once[j] |= any_once[p];
  // S moves a unit of the list, and one of T's moves lands where it must: a unit j lands there
  // with its one move (the other move is another unit's), or with the first or second of two.
  for (int e = 0; e < moved_count; ++e) {
    const MovedUnit& mu = moved[e];
    const UnitMask base = mu.others | mu.self;
    for (int j = 0; j < movers; ++j) {
      if ((base | any_twice[j] | others_once[j]) != all) continue;
      for (Bitboard b = reach[j] & mu.land; b;) {
        const UnitMask m = base | by_t[from[j]] | by_t[pop_lsb(b)];
        for (int p = 0; p < movers; ++p)
          if (p != j)
            for (int i = 0; i < once[p].size; ++i)
              if ((m | once[p].mask[i]) == all) return true;
      }
      // (the same unit twice, landing there with either move)
      const PieceType type = type_of(pos.piece_on(from[j]));
      for (Bitboard b = reach[j]; b;) {
        const Square y = pop_lsb(b);
        const Bitboard next = next_reach(stalemating, type, y);
        if (!((bb(y) | next) & mu.land)) continue;
        const UnitMask m = base | by_t[from[j]] | by_t[y];
        if ((bb(y) & mu.land) && m == all) return true;
        for (Bitboard z = next & (mu.land | belongs); z;) {
          const Square zz = pop_lsb(z);
          if (((bb(y) | bb(zz)) & mu.land) && (m | by_t[zz]) == all) return true;
        }
      }
    }
  }
  return false;
}

}  // namespace regent::orthodox
