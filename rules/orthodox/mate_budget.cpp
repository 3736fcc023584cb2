#include "rules/orthodox/mate_budget.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "rules/core/bitboard.h"
#include "rules/core/byte_row.h"
#include "rules/orthodox/board_after.h"
#include "rules/orthodox/budget_tables.h"
#include "rules/orthodox/cover_choices.h"
#include "rules/orthodox/empty_board.h"
#include "rules/orthodox/flight_assignment.h"
#include "rules/orthodox/stalemate_pieces.h"

namespace regent::orthodox {

// (the budget's tables and the mating side's remembered half: budget_tables.h, cover_choices.h)
using namespace budget;
using empty_board::king_distance;

namespace {

// A table row of 64 distances (its minimums: byte_row::min_into).
using Row = std::array<std::uint8_t, 64>;

void take_min(Row& row, const std::uint8_t* p) { byte_row::min_into(row.data(), p); }
// The fewest moves any of n units (their rows of ReachTable) needs to stand on each square: what
// filling a flight there costs the mated side.
void fewest_to_stand(const std::uint8_t* const* rows, int n, Row& r) {
  r.fill(kNever);
  for (int u = 0; u < n; ++u) take_min(r, rows[u]);
}
// The squares whose distance in the row is at most `moves`.
Bitboard squares_within(const Row& r, int moves) { return byte_row::at_most(r.data(), moves); }

// What a castling adds to a side's moves in the counts: two (its one move is two king steps and
// a rook move), while the side may still castle.
template <class Board>
int castling_bonus(const Board& pos, Color c) {
  return pos.castling_rights() & castling_rights_of(c) ? 2 : 0;
}

// The squares within `steps` king steps of k.
Bitboard king_ball(Square k, int steps) {
  Bitboard files = 0, ranks = 0;
  for (int f = std::max(0, file_of(k) - steps); f <= std::min(7, file_of(k) + steps); ++f) files |= file_bb(f);
  for (int r = std::max(0, rank_of(k) - steps); r <= std::min(7, rank_of(k) + steps); ++r) ranks |= rank_bb(r);
  return files & ranks;
}

// The units of side c besides its king and those on `left_out`, each with its row of c's reach
// table (and its square, where `squares` is given), as the budget reads the side to be mated:
// their number, or -1 when a unit is of a kind the tables do not know or there are more than 16
// (no legal position has as many): the budget makes no claim then.
// (Board: a Position, or the budget's view of one after a move)
template <class Board>
int read_units_besides_king(const Board& pos, Color c, ReachTable& reach, const std::uint8_t** rows,
                            Square* squares = nullptr, Bitboard left_out = 0) {
  int n = 0;
  for (Bitboard units = pos.pieces(c) & ~pos.pieces(c, KING) & ~left_out; units;) {
    const Square s = pop_lsb(units);
    const int kind = empty_board::kind_of(type_of(pos.piece_on(s)));
    if (kind < 0 || n == 16) return -1;
    if (squares) squares[n] = s;
    rows[n++] = reach.row(kind, s);
  }
  return n;
}

// The mated side's half of the exact stage, remembered per thread for three flights or more (two
// cost less to answer than to look up): whether its units (kind and square of each, and their
// colour) can fill a set of k's flights with their moves. Siblings ask it again and again: the
// mating side's moves leave the mated side's units as they are, and the child of a move the
// no-move-to-spare filter kept asks again what the filter asked before the move.
struct FillEntry {
  std::array<std::uint16_t, 16> units;  // kind * 64 + square, ascending
  std::uint8_t n_units = 0xFF;          // (none: no list is that long)
  std::uint8_t k, color;
  std::int8_t moves;
  std::uint16_t open;
  bool answer;
};
constexpr int kFillMemoBits = 12;
thread_local std::array<FillEntry, std::size_t{1} << kFillMemoBits> fill_memo;

// The exact stage for one king square k: the units' masks chosen together (each unit one of its
// masks or none, their moves adding up to at most `moves`); k must be attacked (by a unit other
// than the king: a king's masks never hold k), and the flights left open must be filled, each by
// a different unit of the mated side, at the fewest moves any of them needs for it.
struct OpenFlights {
  Square k;
  std::uint16_t flights;                 // k's flights on the board
  std::uint8_t cost[kTargets];           // per bit: the fewest moves to fill it (kNever: none can)
  Square square[kTargets];               // per bit: the flight's square
  const std::uint8_t* const* reach;      // per unit of the mated side besides the king: its row
  int units;                             // how many
  Color color;                           // theirs
  int moves;                             // its moves left after the king's walk
  bool fillable(std::uint16_t covered) const {
    const std::uint16_t open = flights & ~covered;
    const int n = popcount(Bitboard{open});
    if (n > units) return false;
    int spent = 0;
    for (unsigned b = open; b; b &= b - 1) {
      spent += cost[__builtin_ctz(b)];
      if (spent > moves) return false;
    }
    if (n < 2) return true;
    std::array<Square, kMaxAssignedSquares> sq;  // (every open flight, at most eight)
    int i = 0;
    for (unsigned b = open; b; b &= b - 1) sq[i++] = square[__builtin_ctz(b)];
    if (n == 2) return units_fill_within(reach, units, sq.data(), n, moves);
    return remembered_fill(open, sq.data(), n);
  }

  // Three flights or more: the memo's answer, or the assignment's, remembered.
  [[gnu::noinline]] bool remembered_fill(std::uint16_t open, const Square* sq, int n) const {
    // The units named by their rows, in ascending order (the rows come in any order).
    const ReachTable& table = reach_table(color);
    std::array<std::uint16_t, 16> named;
    std::uint64_t question = std::uint64_t(k) | std::uint64_t(open) << 8 | std::uint64_t(moves) << 24 |
                             std::uint64_t(color) << 32;
    for (int u = 0; u < units; ++u) {
      const std::uint16_t unit = std::uint16_t(table.unit_of(reach[u]));
      int j = u;
      for (; j > 0 && named[j - 1] > unit; --j) named[j] = named[j - 1];
      named[j] = unit;
    }
    for (int u = 0; u < units; ++u) question = (question ^ named[u]) * 0x9E3779B97F4A7C15ULL;
    FillEntry& entry = fill_memo[question >> (64 - kFillMemoBits)];
    if (entry.n_units == units && entry.k == k && entry.open == open && entry.moves == moves && entry.color == color &&
        std::equal(named.begin(), named.begin() + units, entry.units.begin()))
      return entry.answer;
    const bool answer = units_fill_within(reach, units, sq, n, moves);
    entry.units = named;
    entry.n_units = std::uint8_t(units);
    entry.k = std::uint8_t(k);
    entry.color = std::uint8_t(color);
    entry.moves = std::int8_t(moves);
    entry.open = open;
    entry.answer = answer;
    return answer;
  }
};

// need: the bits that must be covered (k for a mate, nothing for a stalemate).
bool choose_masks(const MaskList* const* lists, int n, int moves, Mask masks, std::uint16_t need,
                  const OpenFlights& open) {
  if (n == 0) {
    const std::uint16_t covered = resolved(masks);
    return (covered & need) == need && open.fillable(covered);
  }
  if (choose_masks(lists + 1, n - 1, moves, masks, need, open)) return true;
  const MaskList& list = *lists[0];
  for (int i = 0; i < list.n && list.cost[i] <= moves; ++i) {  // (cheapest first)
    if ((list.mask[i] & ~masks) == 0) continue;
    if (choose_masks(lists + 1, n - 1, moves - list.cost[i], masks | list.mask[i], need, open)) return true;
  }
  return false;
}

// k's flights with what filling each costs the mated side (the exact stage's second half).
OpenFlights open_flights_at(Square k, const std::array<std::uint8_t, 64>& block_dist, const std::uint8_t* const* reach,
                            int units, Color color, int mated_moves) {
  OpenFlights open{k, 0, {}, {}, reach, units, color, mated_moves};
  for (Bitboard flights = king_attacks(k); flights;) {
    const Square f = pop_lsb(flights);
    const unsigned bit = neighbourhood(k, bb(f));
    open.flights |= std::uint16_t(bit);
    open.cost[__builtin_ctz(bit)] = block_dist[f];
    open.square[__builtin_ctz(bit)] = f;
  }
  return open;
}

// The mate budget, or with check false the same count for a stalemate: the king's flights blocked
// or covered, k itself not required to be attacked. `mating` is the side that mates (or
// stalemates), `mated` the other. Returns the squares of `candidates` where the mated king may
// still stand at the end (all of them when it cannot tell). With first_only it stops at the first
// square it allows and returns the candidates less those it denied before (empty: none allowed).
// taken: units of the mated side that are surely taken before the end (a stalemate's pieces that
// can neither end shut in nor pinned, stalemate_pieces.h): they block no flight, and each must
// first walk to a square where the mating side can take it.
template <class Board>
Bitboard within_budget(const Board& pos, Color mating, int mating_moves, int mated_moves, bool check,
                       Bitboard candidates, bool first_only, Bitboard taken = 0) {
  const Color mated = ~mating;
  const Square king = pos.king_square(mated);
  if (king == SQ_NONE || mating_moves <= 0 || mated_moves < 0) return candidates;
  mating_moves += castling_bonus(pos, mating);
  mated_moves += castling_bonus(pos, mated);
  // (the counts add up distances within these many moves; a side with more makes no claim)
  if (mating_moves > kMaxMoves || mated_moves > kMaxMoves) return candidates;
  const int w_moves = mating_moves;
  CoverTable& covers = cover_table(mating);
  ReachTable& reaches = reach_table(mated);

  // The mating side: what each unit can attack, and together what it can cover.
  alignas(64) Row guard_row, check_dist;
  guard_row.fill(kNever);
  check_dist.fill(kNever);
  MatingSide mating_side;
  const auto guards = [&](int kind, const CoverTable::Rows& rows) {
    take_min(guard_row, rows.guard);
    if (kind != kKing) take_min(check_dist, rows.guard);
  };
  if (!read_mating_side(pos, mating, covers, mating_side, guards)) return candidates;  // an unknown unit: no claim
  const MatingUnits& mating_units = mating_side.units;
  // The mated side's other units, each with its row (those to be taken left out).
  taken &= pos.pieces(mated);  // (its units: a square without one asks nothing)
  std::array<const std::uint8_t*, 16> reach_rows;
  const int n_blockers = read_units_besides_king(pos, mated, reaches, reach_rows.data(), nullptr, taken);
  if (n_blockers < 0) return candidates;
  // Each unit to be taken must stand, at some point, on a square where a unit of the mating side
  // takes it: one that unit attacks after at most all but one of its side's moves (the capture is
  // the next). Its own moves there are moves of the mated side that neither its king's walk nor
  // the blocks (other units) use.
  int b_moves = mated_moves;
  if (taken) {
    const Bitboard capture_squares = squares_within(guard_row, w_moves - 1);
    for (Bitboard t = taken; t;) {
      const Square s = pop_lsb(t);
      b_moves -= byte_row::fewest_within(reaches.row(empty_board::kind_of(type_of(pos.piece_on(s))), s),
                                         capture_squares, b_moves);
      if (b_moves < 0) return 0;
    }
  }
  alignas(64) Row block_dist;
  fewest_to_stand(reach_rows.data(), n_blockers, block_dist);
  // The same as squares, for the quick denials below: those the mating side can attack in time,
  // and those no unit of the mated side can ever stand on.
  const Bitboard guardable = squares_within(guard_row, w_moves);
  const Bitboard unfillable = ~squares_within(block_dist, kNever - 1);

  // One square k: can its flights be closed (and k attacked, for a mate) in time?
  const auto possible_at = [&](Square k) {
    if (check && check_dist[k] > w_moves) return false;
    const int walk = king_distance(king, k);
    // Flights the mating side cannot attack in time must be filled; the others may be. The
    // others' costs are counted per number of moves (four bits each: at most eight flights).
    const Bitboard flights = king_attacks(k);
    const Bitboard forced_flights = flights & ~guardable;
    const int forced = popcount(forced_flights);
    if ((forced_flights & unfillable) || forced > n_blockers) return false;
    int forced_cost = walk;
    for (Bitboard f = forced_flights; f;) forced_cost += block_dist[pop_lsb(f)];
    if (forced_cost > b_moves) return false;
    const int n_optional = popcount(flights) - forced;
    std::uint64_t optional_costs = 0;
    for (Bitboard f = flights & guardable & ~unfillable; f;) {
      const int cost = block_dist[pop_lsb(f)];
      if (cost <= kMaxMoves) optional_costs += std::uint64_t{1} << (4 * cost);
    }
    // The most optional flights the mated side can still fill: the cheapest first, while it has
    // units and moves for them.
    int fillable = 0, spent = forced_cost;
    const int free_units = n_blockers - forced;
    for (int cost = 0; optional_costs && fillable < free_units; ++cost, optional_costs >>= 4) {
      const int n = int(optional_costs & 15);
      int take = std::min(n, free_units - fillable);
      while (take > 0 && spent + take * cost > b_moves) --take;  // (no division: at most eight steps)
      fillable += take;
      spent += take * cost;
      if (take < n) break;
    }
    // The rest the mating side must attack, and for a mate k itself (the check).
    const int to_cover = int(check) + n_optional - fillable;
    MatingSideAtK& at_k = mating_side_at(mating_side, mating, k, w_moves, check);
    if (at_k.most < to_cover) return false;
    // The counts above let a square two units attack count twice, and a flight the mated side
    // fills also count as covered; the exact stage asks for one set of squares (when the units'
    // choices are few enough to list): the mating side's largest, remembered, then the mated
    // side's assignment for each.
    const CoverChoices& choices = listed_choices(at_k, covers, mating_units, k, w_moves, check);
    if (choices.status == CoverChoices::kUnknown) return true;
    const OpenFlights open = open_flights_at(k, block_dist, reach_rows.data(), n_blockers, mated, b_moves - walk);
    if (choices.status == CoverChoices::kTooMany) {
      std::array<const MaskList*, 16> lists;
      mating_units.masks_at(covers, k, lists);
      return choose_masks(lists.data(), mating_units.n, w_moves, 0, check ? kKingBit : std::uint16_t{0}, open);
    }
    for (int i = 0; i < choices.n; ++i)
      if (open.fillable(choices.sets[i])) return true;
    return false;
  };
  // The king's square first, then ring by ring: the nearest squares are the likeliest, and with
  // first_only an allowed square ends the test.
  Bitboard seen = 0, allowed = 0, denied = 0;
  Bitboard ring = bb(king);
  for (int i = 0; i <= b_moves && ring; ++i) {
    for (Bitboard squares = ring & candidates; squares;) {
      const Square k = pop_lsb(squares);
      if (!possible_at(k)) {
        denied |= bb(k);
      } else if (first_only) {
        return candidates & ~denied;
      } else {
        allowed |= bb(k);
      }
    }
    seen |= ring;
    ring = king_steps(ring) & ~seen;
  }
  return allowed;
}

}  // namespace

bool mate_within_budget(const Position& pos, Color mating, int mating_moves, int mated_moves) {
  return within_budget(pos, mating, mating_moves, mated_moves, true, ~Bitboard{0}, true) != 0;
}

bool stalemate_within_budget(const Position& pos, Color stalemating, int stalemating_moves, int stalemated_moves) {
  return stalemate_squares_within_budget(pos, stalemating, stalemating_moves, stalemated_moves, ~Bitboard{0}, false) != 0;
}

Bitboard mate_squares_within_budget(const Position& pos, Color mating, int mating_moves, int mated_moves,
                                    Bitboard candidates, bool complete) {
  return within_budget(pos, mating, mating_moves, mated_moves, true, candidates, !complete);
}

Bitboard stalemate_squares_within_budget(const Position& pos, Color stalemating, int stalemating_moves,
                                         int stalemated_moves, Bitboard candidates, bool complete) {
  return within_budget(pos, stalemating, stalemating_moves, stalemated_moves, false, candidates, !complete,
                       stalemate_pieces_to_take(pos, stalemating, stalemating_moves, stalemated_moves));
}

Bitboard stalemate_flight_squares_within_budget(const Position& pos, Color stalemating, int stalemating_moves,
                                                int stalemated_moves, Bitboard candidates, bool complete) {
  return within_budget(pos, stalemating, stalemating_moves, stalemated_moves, false, candidates, !complete);
}

BudgetAfter squares_within_budget_after(const Position& pos, Move m, bool mate, Color mating, int mating_moves,
                                       int mated_moves, Bitboard candidates, bool complete) {
  if (pos.castling_rights()) return {false, candidates};
  const BoardAfter after(pos, m);
  const Bitboard taken = mate ? 0 : stalemate_pieces_to_take(after, mating, mating_moves, mated_moves);
  return {true, within_budget(after, mating, mating_moves, mated_moves, mate, candidates, !complete, taken)};
}

BudgetProgress::BudgetProgress(const Position& pos, Bitboard tight, int moves_after, int other_moves, bool check)
    : pos_(pos),
      mover_(pos.side_to_move()),
      tight_(tight),
      moves_after_(std::min(moves_after + castling_bonus(pos, pos.side_to_move()), kMaxMoves)) {
  static_assert(kMaxSets == kMaxCoverChoices);
  if (const Square king = pos.king_square(mover_); king != SQ_NONE) {
    for (Bitboard t = tight_; t;) {
      const Square k = pop_lsb(t);
      const int left = moves_after_ - king_distance(king, k);
      if (left < 0) continue;
      for (Bitboard f = king_attacks(k); f;) {
        std::uint8_t& limit = flight_limit_[pop_lsb(f)];
        limit = std::max(limit, std::uint8_t(left + 1));
      }
    }
  }
  if (!tight_ || other_moves <= 0) return;
  // (the moves as the budget counts them: a side that may castle has two more; after the move the
  // mover may castle no more than now)
  other_moves += castling_bonus(pos, ~mover_);
  // The mover's units (its king aside), as the budget after a move reads them.
  n_units_ = read_units_besides_king(pos, mover_, reach_table(mover_), unit_row_, unit_square_);
  if (n_units_ < 0) return;
  // The other side's units and, at each tight square, its largest covered sets (remembered by
  // the budget's question just before: the same units, square and moves).
  const Color other = ~mover_;
  CoverTable& covers = cover_table(other);
  MatingSide mating_side;
  if (!read_mating_side(pos, other, covers, mating_side, [](int, const CoverTable::Rows&) {})) return;
  const int w_moves = std::min(other_moves, kMaxMoves);
  for (Bitboard t = tight_; t && n_exact_ < kExactSquares;) {
    const Square k = pop_lsb(t);
    MatingSideAtK& answer = mating_side_at(mating_side, other, k, w_moves, check);
    const CoverChoices& choices = listed_choices(answer, covers, mating_side.units, k, w_moves, check);
    if (choices.status != CoverChoices::kListed) continue;
    exact_square_[n_exact_] = k;
    exact_squares_ |= bb(k);
    n_sets_[n_exact_] = choices.n;
    std::copy(choices.sets, choices.sets + choices.n, sets_[n_exact_]);
    ++n_exact_;
  }
}

Bitboard BudgetProgress::denied_by_exact_stage(Square from, int kind_after, Square to, Bitboard nearer) const {
  if (n_units_ <= 0) return 0;
  // The moved unit's row after the move in place of its row before, as the budget after the move
  // reads the rows.
  std::array<const std::uint8_t*, 16> rows;
  std::copy(unit_row_, unit_row_ + n_units_, rows.begin());
  int moved = 0;
  while (moved < n_units_ && unit_square_[moved] != from) ++moved;
  if (moved == n_units_) return 0;
  rows[moved] = reach_table(mover_).row(kind_after, to);
  const Square king = pos_.king_square(mover_);
  alignas(64) Row block_dist;
  fewest_to_stand(rows.data(), n_units_, block_dist);
  Bitboard denied = 0;
  for (int i = 0; i < n_exact_; ++i) {
    const Square k = exact_square_[i];
    if (!(nearer & bb(k))) continue;
    const OpenFlights open =
        open_flights_at(k, block_dist, rows.data(), n_units_, mover_, moves_after_ - king_distance(king, k));
    bool fillable = false;
    for (int j = 0; j < n_sets_[i] && !fillable; ++j) fillable = open.fillable(sets_[i][j]);
    if (!fillable) denied |= bb(k);
  }
  return denied;
}

// The king: squares() keeps its step to `to` where `to` is nearer to a tight square k, which it
// can still reach in time: within its distance to k less one of k.
// A knight to a queen: squares() finds its move from `from` to `to` nearer at a tight square k
// only where, for a flight f of k, the unit's distance from `to` to f is below its distance from
// `from` and at most the moves k leaves it after the king's walk: at most t_f = min(distance from
// `from` to f, flight_limit_[f]) - 1. These kinds' distances are symmetric on the empty board, so
// `to` is within t_f moves of f. With S_t the flights whose t_f is at least t (S_t holds S_{t+1}),
// the squares within t_f of some f are S_T stepped T times, joined with S_{T-1} and stepped again,
// and so on down to S_0.
Bitboard BudgetProgress::destinations(Square from) const {
  const int kind = empty_board::kind_of(type_of(pos_.piece_on(from)));
  if (kind == kKing) {
    Bitboard to = 0;
    for (Bitboard t = tight_; t;) {
      const Square k = pop_lsb(t);
      const int walk = king_distance(from, k) - 1;
      if (walk >= 0 && walk <= moves_after_) to |= king_ball(k, walk);
    }
    return to & king_attacks(from);
  }
  if (kind < empty_board::kKnight || kind > empty_board::kQueen) return ~Bitboard{0};
  const std::uint8_t* before = reach_table(mover_).row(kind, from);
  std::array<Bitboard, kMaxMoves + 1> at_least;  // S_t
  int n = 0;
  for (; n <= kMaxMoves; ++n) {
    at_least[n] = ~byte_row::at_most(before, n) & ~byte_row::at_most(flight_limit_, n);
    if (!at_least[n]) break;
  }
  Bitboard within = 0;
  while (n-- > 0) within = at_least[n] | empty_board::step(kind, within);
  return within;
}

Bitboard BudgetProgress::squares(Move m) const {
  if (!tight_ || m.kind() == MK_CASTLE) return tight_;
  const Square from = m.from(), to = m.to();
  const int kind = empty_board::kind_of(type_of(pos_.piece_on(from)));
  if (kind < 0) return tight_;  // (an unknown unit: the budget makes no claim either)
  // Its king's walk to k shorter, or a unit nearer to a flight of k that it can still fill after
  // the king's walk there.
  if (kind == kKing) {
    Bitboard nearer = 0;
    for (Bitboard t = tight_; t;) {
      const Square k = pop_lsb(t);
      const int walk = king_distance(to, k);
      if (walk < king_distance(from, k) && walk <= moves_after_) nearer |= bb(k);
    }
    return nearer;
  }
  const int after = m.is_promotion() ? empty_board::kind_of(m.promotion_type()) : kind;
  ReachTable& reach = reach_table(mover_);
  const std::uint8_t* now = reach.row(after, to);
  const Bitboard closer = byte_row::less(now, reach.row(kind, from)) & byte_row::at_most(now, moves_after_);
  Bitboard nearer = 0;
  const Square king = pos_.king_square(mover_);
  for (Bitboard t = tight_ & king_steps(closer); t;) {
    const Square k = pop_lsb(t);
    const int left = moves_after_ - king_distance(king, k);  // (-1 when the king needs every move)
    if (left >= 0 && (king_attacks(k) & closer & byte_row::at_most(now, left))) nearer |= bb(k);
  }
  if ((nearer & exact_squares_) && pos_.empty(to) && m.kind() != MK_EN_PASSANT)
    nearer &= ~denied_by_exact_stage(from, after, to, nearer);
  return nearer;
}

}  // namespace regent::orthodox
