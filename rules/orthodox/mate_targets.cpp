#include "rules/orthodox/mate_targets.h"

#include <algorithm>
#include <array>
#include <set>

#include "rules/orthodox/empty_board.h"
#include "rules/orthodox/movegen.h"

namespace regent::orthodox {

namespace {

using empty_board::king_distance;
using empty_board::kKing;
using empty_board::kKinds;
using empty_board::kPawn;
using empty_board::kTypeOf;

constexpr std::uint8_t kFar = 99;
constexpr std::uint64_t kMaxPartialPositions = 3'000'000;

// dist[c][kind][from][kind_to][to]: the fewest moves after which a unit of colour c and kind
// `kind` on `from` stands on `to` as a unit of kind_to, on the empty board (kFar: never).
struct DistanceTable {
  std::uint8_t d[2][kKinds][64][kKinds][64];
  DistanceTable() {
    for (int c = 0; c < 2; ++c)
      for (int k = 0; k < kKinds; ++k)
        for (int s = 0; s < 64; ++s) fill(Color(c), k, Square(s));
  }
  void fill(Color c, int kind, Square from) {
    auto& row = d[c][kind][from];
    for (auto& r : row) std::fill(std::begin(r), std::end(r), kFar);
    if (kind == kPawn && (rank_of(from) == 0 || rank_of(from) == 7)) return;
    std::array<std::uint16_t, 64 * kKinds> queue;
    int head = 0, tail = 0;
    row[kind][from] = 0;
    queue[tail++] = std::uint16_t(kind * 64 + from);
    while (head < tail) {
      const int state = queue[head++];
      const int k = state / 64;
      const Square s = Square(state % 64);
      const std::uint8_t next = std::uint8_t(row[k][s] + 1);
      empty_board::successors(c, k, s, [&](Square to, int k2) {
        if (row[k2][to] != kFar) return;
        row[k2][to] = next;
        queue[tail++] = std::uint16_t(k2 * 64 + to);
      });
    }
  }
};

const DistanceTable& distances() {
  static const DistanceTable* table = new DistanceTable;
  return *table;
}

// The kinds a unit of kind `kind` may have at the end: a pawn its own and what it promotes to.
constexpr int kinds_of(int kind, int* out) {
  if (kind != kPawn) {
    out[0] = kind;
    return 1;
  }
  for (int k = kPawn; k <= empty_board::kQueen; ++k) out[k] = k;
  return 5;
}

// Squares a unit of `kind` and colour c stands on to attack `target` with occupancy occ.
Bitboard attackers_squares(Color c, int kind, Square target, Bitboard occ) {
  switch (kind) {
    case kPawn: return pawn_attacks(~c, target) & ~(rank_bb(0) | rank_bb(7));
    case empty_board::kKnight: return knight_attacks(target);
    case kKing: return king_attacks(target);
    default: return attacks_bb(kTypeOf[kind], target, occ);
  }
}

// A set of 64-bit keys, open addressing (the enumeration asks it once per partial position; a
// node-based set spent most of the enumeration's time in its chains and allocations).
class KeySet {
 public:
  KeySet() : table_(std::size_t{1} << 14, 0) {}
  // False if the key was there already.
  bool insert(std::uint64_t key) {
    if (!key) {  // (0 marks an empty slot)
      const bool first = !zero_;
      zero_ = true;
      return first;
    }
    if (2 * (size_ + 1) > table_.size()) grow();
    const std::size_t mask = table_.size() - 1;
    for (std::size_t i = std::size_t(key * 0x9E3779B97F4A7C15ULL >> 20) & mask;; i = (i + 1) & mask) {
      if (table_[i] == key) return false;
      if (!table_[i]) {
        table_[i] = key;
        ++size_;
        return true;
      }
    }
  }

 private:
  void grow() {
    std::vector<std::uint64_t> old(table_.size() * 2, 0);
    old.swap(table_);
    size_ = 0;
    for (const std::uint64_t key : old)
      if (key) insert(key);
  }
  std::vector<std::uint64_t> table_;
  std::size_t size_ = 0;
  bool zero_ = false;
};

struct RootUnit {
  Color color;
  int kind;
  Square square;
};

class Enumerator {
 public:
  // account_all (stalemate): every unit of the stalemated side is placed or taken (complete
  // targets), within max_partial partial positions.
  Enumerator(const Position& root, Color mating, int mating_moves, int mated_moves, bool stalemate, bool account_all,
             std::uint64_t max_partial, std::size_t max_targets)
      : mating_(mating), mated_(~mating), stalemate_(stalemate), account_all_(account_all),
        max_partial_(max_partial), max_targets_(max_targets), dist_(distances()) {
    budget_[mating] = mating_moves;
    budget_[mated_] = mated_moves;
    king_from_ = root.king_square(mated_);
    for (Bitboard b = root.pieces(); b;) {
      const Square s = pop_lsb(b);
      if (s == king_from_) continue;
      const Piece p = root.piece_on(s);
      units_.push_back(RootUnit{color_of(p), empty_board::kind_of(type_of(p)), s});
    }
    part_.set_side_to_move(mated_);
    // (the squares each unit can stand on as each kind within r moves, r up to kMaxReach)
    reach_.assign(units_.size(), {});
    for (std::size_t i = 0; i < units_.size(); ++i)
      for (int kind = 0; kind < kKinds; ++kind) {
        auto& rows = reach_[i][kind];
        for (int sq = 0; sq < 64; ++sq) {
          const int d = distance(units_[i], kind, Square(sq));
          if (d <= kMaxReach && !(kind == kPawn && (rank_of(Square(sq)) == 0 || rank_of(Square(sq)) == 7)))
            rows[d] |= bb(Square(sq));
        }
        for (int r = 1; r <= kMaxReach; ++r) rows[r] |= rows[r - 1];
      }
  }

  // Fills out (known, with the targets) and returns true; or, where it gives up, leaves out alone.
  bool run(MateTargets& out) {
    if (units_.size() > 31) return false;
    for (int sq = 0; sq < 64; ++sq) {
      const Square k = Square(sq);
      const int walk = king_distance(king_from_, k);
      if (walk > budget_[mated_]) continue;
      king_ = k;
      cost_[mated_] = walk;
      cost_[mating_] = 0;
      part_.put_piece(make_piece(mated_, KING), k);
      extend();
      part_.remove_piece(k);
      if (gave_up_) return false;
    }
    out.targets = std::move(targets_);
    out.known = true;
    return true;
  }

 private:
  static constexpr int kMaxReach = 31;
  // A partial position met again (the same units on the same squares, the same units of the root
  // used, the same costs) has the same targets below it: remembered while fewer than this many
  // units are placed, where the subtrees are large (deeper, repeats are rare and the memo's cache
  // misses cost more than they save).
  static constexpr std::size_t kMemoDepth = 4;

  int distance(const RootUnit& u, int kind, Square to) const { return dist_.d[u.color][u.kind][u.square][kind][to]; }

  // The squares unit i may be placed on as `kind` with the moves its side has left (a king not
  // next to the mated king).
  Bitboard placeable(std::size_t i, int kind) const {
    const Color c = units_[i].color;
    const int left = std::min(budget_[c] - cost_[c], kMaxReach);
    if (left < 0) return 0;
    const Bitboard squares = reach_[i][kind][left];
    return kind == kKing ? squares & ~(king_attacks(king_) | bb(king_)) : squares;
  }

  // Calls visit(unit index, square, kind) for every placement that closes move m of the mated side
  // (the file's comment says which); returns early when visit returns false.
  template <class Visit>
  bool closers(Move m, Visit&& visit) const {
    return closers_of<false>(m, visit, nullptr, 0);
  }

  // The number of placements that close m, counted up to `limit`.
  std::size_t count_closers(Move m, std::size_t limit) const {
    std::size_t count = 0;
    closers_of<true>(m, [](std::size_t, Square, int, int) { return true; }, &count, limit);
    return count;
  }

  template <bool kCount, class Visit>
  bool closers_of(Move m, Visit&& visit, std::size_t* count, std::size_t limit) const {
    const Square a = m.from(), b = m.to();
    const PieceType mover = type_of(part_.piece_on(a));
    const Bitboard occ = part_.pieces();
    const Bitboard empty = ~occ;
    Bitboard passed = 0;
    if (mover == BISHOP || mover == ROOK || mover == QUEEN) passed = between_bb(a, b);
    if (mover == PAWN && Position::is_double_step(a, b)) passed = between_bb(a, b);
    const bool quiet_pawn_step = mover == PAWN && file_of(a) == file_of(b);
    const Square king_after = mover == KING ? b : king_;
    const Bitboard occ_after = (occ & ~bb(a)) | bb(b);
    for (std::size_t i = 0; i < units_.size(); ++i) {
      if (used_ >> i & 1) continue;
      const RootUnit& u = units_[i];
      int kinds[5];
      const int n = kinds_of(u.kind, kinds);
      for (int j = 0; j < n; ++j) {
        const int kind = kinds[j];
        Bitboard squares = passed;
        if ((u.color == mated_ || quiet_pawn_step) && (empty & bb(b))) squares |= bb(b);
        if (u.color == mating_) squares |= attackers_squares(mating_, kind, king_after, occ_after) & empty & ~bb(b);
        squares &= placeable(i, kind);
        if constexpr (kCount) {
          *count += std::size_t(popcount(squares));
          if (*count >= limit) return false;
          continue;
        }
        for (Bitboard s = squares; s;) {
          const Square sq = pop_lsb(s);
          if (!visit(i, sq, kind, distance(u, kind, sq))) return false;
        }
      }
    }
    return true;
  }

  // Places unit i as each kind it may end as, on each square of squares_of(kind) it can reach in
  // time, and extends each.
  template <class SquaresOf>
  void place_each(std::size_t i, SquaresOf&& squares_of) {
    int kinds[5];
    const int n = kinds_of(units_[i].kind, kinds);
    for (int j = 0; j < n && !gave_up_; ++j)
      for (Bitboard s = squares_of(kinds[j]) & placeable(i, kinds[j]) & ~part_.pieces(); s && !gave_up_;) {
        const Square sq = pop_lsb(s);
        place_and_extend(i, sq, kinds[j], distance(units_[i], kinds[j], sq));
      }
  }

  void place_and_extend(std::size_t i, Square s, int kind, int d) {
    const RootUnit& u = units_[i];
    part_.put_piece(make_piece(u.color, kTypeOf[kind]), s);
    used_ |= std::uint32_t{1} << i;
    cost_[u.color] += d;
    slots_.push_back(TargetSlot{std::uint8_t(u.color), std::uint8_t(kind), std::uint8_t(s)});
    extend();
    slots_.pop_back();
    cost_[u.color] -= d;
    used_ &= ~(std::uint32_t{1} << i);
    part_.remove_piece(s);
  }

  void extend() {
    if (gave_up_) return;
    if (++visited_ > max_partial_) {
      gave_up_ = true;
      return;
    }
    const std::uint64_t memo = part_.key() ^ (std::uint64_t(used_) * 0x9E3779B97F4A7C15ULL) ^
                               (std::uint64_t(taken_) * 0x94D049BB133111EBULL) ^
                               (std::uint64_t(cost_[0] * 32 + cost_[1]) * 0xC2B2AE3D27D4EB4FULL);
    if (slots_.size() < kMemoDepth && !seen_.insert(memo)) return;
    if (stalemate_) {
      if (const Bitboard checkers = part_.checkers()) {
        // F is not in check: a unit of F not in P stands between k and this checker (none can
        // stand between a contact check and k: no stalemate from here).
        const Bitboard between = between_bb(lsb(checkers), king_);
        for (std::size_t i = 0; i < units_.size() && !gave_up_; ++i)
          if (!(used_ >> i & 1)) place_each(i, [&](int) { return between; });
        return;
      }
    } else if (!part_.in_check()) {
      for (std::size_t i = 0; i < units_.size() && !gave_up_; ++i)
        if (!(used_ >> i & 1) && units_[i].color == mating_)
          place_each(i, [&](int kind) { return attackers_squares(mating_, kind, king_, part_.pieces()); });
      return;
    }
    MoveList moves;
    generate_legal(part_, moves);
    if (moves.size() == 0) {
      if (account_all_) account_for_next_unit();
      else emit();
      return;
    }
    // The move with the fewest ways of closing it (none: no mate from here).
    std::size_t best = 0, fewest = SIZE_MAX;
    for (std::size_t i = 0; i < moves.size() && fewest; ++i) {
      const std::size_t count = count_closers(moves[i], fewest);
      if (count < fewest) fewest = count, best = i;
    }
    if (!fewest) return;
    closers(moves[best], [&](std::size_t i, Square s, int kind, int d) {
      place_and_extend(i, s, kind, d);
      return !gave_up_;
    });
  }

  // Complete targets: the first unit of the stalemated side neither placed nor taken is taken (one
  // of the stalemating side's moves each), or placed on a square where its moves are then closed.
  void account_for_next_unit() {
    std::size_t i = 0;
    while (i < units_.size() && (units_[i].color != mated_ || ((used_ | taken_) >> i & 1))) ++i;
    if (i == units_.size()) {
      emit();
      return;
    }
    if (taken_count_ < budget_[mating_]) {
      taken_ |= std::uint32_t{1} << i;
      ++taken_count_;
      extend();
      --taken_count_;
      taken_ &= ~(std::uint32_t{1} << i);
    }
    place_each(i, [](int) { return ~Bitboard{0}; });
  }

  void emit() {
    std::vector<std::uint32_t> code;
    code.reserve(slots_.size() + 1);
    code.push_back(king_);
    for (const TargetSlot& t : slots_) code.push_back(std::uint32_t(t.color) << 16 | std::uint32_t(t.kind) << 8 | t.square);
    std::sort(code.begin() + 1, code.end());
    if (!emitted_.insert(code).second) return;
    if (code.size() - 1 > std::size_t(MateTarget::kMaxSlots) || targets_.size() >= max_targets_) {
      gave_up_ = true;
      return;
    }
    MateTarget t;
    t.king = std::uint8_t(king_);
    t.complete = account_all_;
    for (std::size_t i = 1; i < code.size(); ++i)
      t.slot[t.n++] = TargetSlot{std::uint8_t(code[i] >> 16), std::uint8_t(code[i] >> 8), std::uint8_t(code[i])};
    targets_.push_back(t);
  }

  Color mating_, mated_;
  bool stalemate_;
  bool account_all_;
  std::uint64_t max_partial_;
  std::size_t max_targets_;
  std::uint32_t taken_ = 0;  // (complete targets) units of the stalemated side taken
  int taken_count_ = 0;
  const DistanceTable& dist_;
  int budget_[2] = {0, 0};
  int cost_[2] = {0, 0};
  Square king_from_ = SQ_NONE, king_ = SQ_NONE;
  std::vector<RootUnit> units_;
  std::vector<std::array<std::array<Bitboard, kMaxReach + 1>, kKinds>> reach_;
  Position part_;
  std::uint32_t used_ = 0;
  std::vector<TargetSlot> slots_;
  KeySet seen_;
  std::set<std::vector<std::uint32_t>> emitted_;
  std::vector<MateTarget> targets_;
  std::uint64_t visited_ = 0;
  bool gave_up_ = false;
};

}  // namespace

// (kMaxMateTargets: hpint.inp #107's complete stalemate list has 15,658 targets and takes its
// search from 7.6 million nodes to 0.9 million; lists of this size cost less at the nodes of a
// long play than they save.)
MateTargets enumerate_mate_targets(const Position& pos, Color mating, int mating_moves, int mated_moves,
                                   bool stalemate, std::size_t max_targets) {
  max_targets = std::min(max_targets, kMaxMateTargets);
  MateTargets out;
  if (!pos.geometry().is_standard() || pos.castling_rights()) return out;
  if (pos.king_square(WHITE) == SQ_NONE || pos.king_square(BLACK) == SQ_NONE) return out;
  if (stalemate) {
    // Complete targets first; else those of the units that close the king's moves alone.
    Enumerator complete(pos, mating, mating_moves, mated_moves, true, true, kMaxPartialPositions, max_targets);
    if (complete.run(out)) return out;
  }
  Enumerator e(pos, mating, mating_moves, mated_moves, stalemate, false, kMaxPartialPositions, max_targets);
  e.run(out);
  return out;
}

MateTargetTest::MateTargetTest(const Position& pos, Color mating, int mating_moves, int mated_moves)
    : mating_(mating), king_(pos.king_square(~mating)) {
  moves_[mating] = mating_moves;
  moves_[~mating] = mated_moves;
  for (int side = 0; side < 2; ++side) {
    for (Bitboard b = pos.pieces(Color(side)); b;) {
      const Square s = pop_lsb(b);
      if (s == king_) continue;
      units_[side][count_[side]++] = Unit{std::uint8_t(s), std::uint8_t(empty_board::kind_of(type_of(pos.piece_on(s))))};
    }
  }
}

MateTargetTest::Cheapest MateTargetTest::cheapest(int side, int kind, int square) const {
  Cheapest& c = cheapest_[side][kind][square];
  if (known_[side][kind] & bb(Square(square))) return c;
  known_[side][kind] |= bb(Square(square));
  const DistanceTable& dist = distances();
  int best = kFar, arg = 0;
  for (int i = 0; i < count_[side]; ++i) {
    const int d = dist.d[side][units_[side][i].kind][units_[side][i].square][kind][square];
    if (d < best) best = d, arg = i;
  }
  c = Cheapest{std::uint8_t(best), std::uint8_t(arg)};
  return c;
}

bool MateTargetTest::fits(const MateTarget& t) const {
  if (king_ == SQ_NONE) return true;
  const int walk = king_distance(king_, Square(t.king));
  const Color mated = ~mating_;
  if (walk > moves_[mated]) return false;
  // (the slots come sorted, White's first: emit())
  int white_slots = 0;
  while (white_slots < t.n && t.slot[white_slots].color == WHITE) ++white_slots;
  for (int side = 0; side < 2; ++side) {
    const Color c = Color(side);
    const int budget = c == mating_ ? moves_[c] : moves_[c] - walk;
    const TargetSlot* slots = side == WHITE ? t.slot : t.slot + white_slots;
    const int n = side == WHITE ? white_slots : t.n - white_slots;
    const int m = count_[side];
    // (a complete target: the stalemated side's units beyond its slots are all taken, one move of
    // the stalemating side each)
    if (t.complete && c == mated && m - n > moves_[mating_]) return false;
    if (!n) continue;
    if (m < n) return false;
    // Each slot's cheapest unit: their sum bounds the assignment, and where they are different
    // units it is the assignment.
    std::uint32_t argmin_units = 0;
    bool distinct = true;
    int sum = 0;
    for (int j = 0; j < n; ++j) {
      const Cheapest best = cheapest(side, slots[j].kind, slots[j].square);
      if (best.distance > budget) return false;
      if (argmin_units >> best.unit & 1) distinct = false;
      argmin_units |= std::uint32_t{1} << best.unit;
      sum += best.distance;
    }
    if (sum > budget) return false;
    if (distinct) continue;
    if (!cheapest_assignment_fits(side, slots, n, budget)) return false;
  }
  return true;
}

// The cheapest assignment of different units to the slots within the budget: a depth-first search
// over the slots, bounded by the sum of the remaining slots' cheapest units.
bool MateTargetTest::cheapest_assignment_fits(int side, const TargetSlot* slots, int n, int budget) const {
  const DistanceTable& dist = distances();
  const Unit* units = units_[side];
  const int m = count_[side];
  std::array<std::array<std::uint8_t, 32>, MateTarget::kMaxSlots> cost;
  std::array<int, MateTarget::kMaxSlots + 1> rest{};
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < m; ++i) cost[j][i] = dist.d[side][units[i].kind][units[i].square][slots[j].kind][slots[j].square];
    rest[j] = cheapest(side, slots[j].kind, slots[j].square).distance;
  }
  for (int j = n - 1; j >= 0; --j) rest[j] += rest[j + 1];
  std::array<int, MateTarget::kMaxSlots> pick;
  std::array<int, MateTarget::kMaxSlots + 1> spent{};
  std::uint32_t taken = 0;
  int j = 0;
  pick[0] = -1;
  while (j >= 0) {
    int i = pick[j] + 1;
    if (pick[j] >= 0) taken &= ~(std::uint32_t{1} << pick[j]);
    for (; i < m; ++i)
      if (!(taken >> i & 1) && spent[j] + cost[j][i] + rest[j + 1] <= budget) break;
    if (i == m) {
      --j;
      continue;
    }
    pick[j] = i;
    taken |= std::uint32_t{1} << i;
    spent[j + 1] = spent[j] + cost[j][i];
    if (j + 1 == n) return true;
    pick[++j] = -1;
  }
  return false;
}

}  // namespace regent::orthodox
