#include "rules/orthodox/mate_budget.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <utility>

#include "rules/core/bitboard.h"
#include "rules/core/byte_row.h"
#include "rules/orthodox/empty_board.h"
#include "rules/orthodox/flight_assignment.h"

namespace regent::orthodox {

namespace {

using empty_board::kKing;
using empty_board::kKinds;

constexpr std::uint8_t kNever = 255;
// A king square and its flights: at most nine squares to cover.
constexpr int kTargets = 9;
// Moves beyond this add nothing: every finite distance on the empty board is shorter.
constexpr int kMaxMoves = 15;

// The exact stage (below) keeps, per unit and king square k, the masks of k's nine squares the unit
// can attack (bit 4: k itself; bit 3 * (dr + 1) + (df + 1): the square df files and dr ranks
// away), each with the fewest moves it needs, dropping a mask that a cheaper-or-equal one
// contains, cheapest first. When more masks come than a list holds, it is complete only below the
// cost of the first it could not take, and the stage keeps out for mating sides with more moves.
constexpr int kMaxMasks = 32;
constexpr std::uint16_t kKingBit = 1u << 4;
// The stage enumerates the units' choices together; beyond this many combinations it keeps out.
constexpr int kMaxCombinations = 4096;

struct MaskList {
  // (no initializer: the tables are set row by row, not all at start-up)
  std::uint8_t n;
  std::uint8_t complete_to;  // every mask that needs at most this many moves is listed
  std::uint8_t cost[kMaxMasks];
  std::uint16_t mask[kMaxMasks];
};

// The squares of k's neighbourhood in `squares` (all of them next to or on k) as such a mask.
unsigned neighbourhood(Square k, Bitboard squares) {
  const Bitboard x = int(k) >= 9 ? squares >> (int(k) - 9) : squares << (9 - int(k));
  return unsigned(x & 7) | unsigned((x >> 8) & 7) << 3 | unsigned((x >> 16) & 7) << 6;
}

// A table row of 64 distances, compared 16 or 32 at a time (the search asks at every node).
using Row = std::uint8_t __attribute__((vector_size(64)));

// (by reference: a 64-byte vector passed by value changes the ABI on builds without AVX-512)
void take_min(Row& acc, const std::uint8_t* p) {
  Row r;
  std::memcpy(&r, p, sizeof r);
  acc = acc < r ? acc : r;
}
// The squares whose distance in the row is at most `moves`.
Bitboard squares_within(const Row& r, int moves) {
  return byte_row::at_most(reinterpret_cast<const std::uint8_t*>(&r), moves);
}

int king_distance(Square a, Square b) {
  return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

// Every state a unit of `kind` on `from` reaches, breadth first over (square, kind): visit(square,
// kind there, moves). A fixed queue: no allocation.
template <class Visit>
void explore(Color c, int kind, Square from, Visit&& visit) {
  std::array<int, 64 * kKinds> queue{};
  std::array<int, 64 * kKinds> reached;
  reached.fill(-1);
  std::size_t size = 0;
  const int start = int(from) * int(kKinds) + kind;
  reached[start] = 0;
  queue[size++] = start;
  for (std::size_t head = 0; head < size; ++head) {
    const int state = queue[head];
    const int d = reached[state];
    visit(Square(state / kKinds), state % kKinds, std::uint8_t(d));
    empty_board::successors(c, state % kKinds, Square(state / kKinds), [&](Square next, int next_kind) {
      const int n = int(next) * kKinds + next_kind;
      if (reached[n] < 0) {
        reached[n] = d + 1;
        queue[size++] = n;
      }
    });
  }
}

// Rows of the tables are filled on their first question (within a search), one unit kind and
// square at a time (or one king square of it): a search meets few of them, and a short problem
// should not wait for all. Threads share the rows; a lock is taken only to fill one.
template <int N>
class LazyRows {
 public:
  bool ready(int row) const { return ready_[row].load(std::memory_order_acquire); }
  // Out of the search's way: called at most once per row and thread.
  template <class Fill>
  [[gnu::noinline, gnu::cold]] void fill(int row, Fill&& fill) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (ready_[row].load(std::memory_order_relaxed)) return;
    fill();
    ready_[row].store(true, std::memory_order_release);
  }

 private:
  std::atomic<bool> ready_[N] = {};
  std::mutex mutex_;
};
constexpr int kUnitRows = kKinds * 64;
int unit_row(int kind, Square from) { return kind * 64 + int(from); }

// The mated side's table: reach[kind][from][to], the fewest moves after which the unit stands on
// `to`.
class ReachTable {
 public:
  explicit ReachTable(Color c) : color_(c) { init_bitboards(); }
  const std::uint8_t* row(int kind, Square from) {
    if (!rows_.ready(unit_row(kind, from))) rows_.fill(unit_row(kind, from), [&] {
      auto& row = reach_[kind][from];
      std::memset(row, kNever, sizeof row);
      explore(color_, kind, from, [&](Square s, int, std::uint8_t d) { row[s] = std::min(row[s], d); });
    });
    return reach_[kind][from];
  }

 private:
  Color color_;
  std::uint8_t reach_[kKinds][64][64];
  LazyRows<kUnitRows> rows_;
};

// The mating side's tables.
class CoverTable {
 public:
  explicit CoverTable(Color c) : color_(c) {
    init_bitboards();
    for (int k = 0; k < 64; ++k) targets_[k] = king_attacks(Square(k)) | bb(Square(k));
  }
  // A unit's rows. guard[target]: the fewest moves after which it attacks `target` (a king:
  // stands next to it). cover[k][j]: the fewest moves after which it attacks more than j of the
  // king square k and k's flights (a king: of the flights, from a square not next to k; any
  // other unit: from a square other than k).
  struct Rows {
    const std::uint8_t* guard;
    const std::uint8_t (*cover)[kTargets];
  };
  Rows rows(int kind, Square from) {
    fill(kind, from);
    return Rows{guard_[kind][from], cover_[kind][from]};
  }
  // The unit's mask list at king square k (the exact stage; each filled on its own first
  // question, since most positions never reach that stage, and then for a few k only).
  const MaskList& masks(int kind, Square from, Square k) {
    const int row = unit_row(kind, from) * 64 + int(k);
    if (!mask_rows_.ready(row)) mask_rows_.fill(row, [&] { fill_masks(kind, from, k); });
    return masks_[kind][from][k];
  }

 private:
  // Every state (square, kind there) the unit reaches, with the fewest moves: states[kind * 64 +
  // s], kNever when unreachable.
  const std::uint8_t* states(int kind, Square from) {
    if (!state_rows_.ready(unit_row(kind, from))) state_rows_.fill(unit_row(kind, from), [&] {
      auto& row = states_[kind][from];
      std::memset(row, kNever, sizeof row);
      explore(color_, kind, from, [&](Square s, int now, std::uint8_t d) { row[now * 64 + int(s)] = d; });
    });
    return states_[kind][from];
  }

  void fill(int kind, Square from) {
    if (!rows_.ready(unit_row(kind, from))) rows_.fill(unit_row(kind, from), [&] {
      auto& guard = guard_[kind][from];
      std::memset(guard, kNever, sizeof guard);
      std::uint8_t best[64][kTargets + 1];  // best[k][count]: the fewest moves to cover exactly count
      std::memset(best, kNever, sizeof best);
      explore(color_, kind, from, [&](Square s, int now, std::uint8_t d) {
        const Bitboard attacked = empty_board::attacks(color_, now, s);
        for (Bitboard t = attacked; t;) {
          auto& g = guard[pop_lsb(t)];
          g = std::min(g, d);
        }
        // Only king squares next to or on an attacked square get a count above zero.
        const Bitboard near = (attacked | king_steps(attacked)) & ~bb(s);
        for (Bitboard ks = now == kKing ? near & ~king_steps(bb(s)) : near; ks;) {
          const Square k = pop_lsb(ks);
          const int count = popcount(attacked & (now == kKing ? king_attacks(k) : targets_[k]));
          best[k][count] = std::min(best[k][count], d);
        }
      });
      // More than j squares: the fewest moves over every count above j.
      for (int k = 0; k < 64; ++k) {
        std::uint8_t fewest = kNever;
        for (int count = kTargets; count >= 1; --count) {
          fewest = std::min(fewest, best[k][count]);
          cover_[kind][from][k][count - 1] = fewest;
        }
      }
    });
  }

  // The masks at k with the fewest moves for each (sorted cheapest first, larger masks first
  // among equals), then those no cheaper-or-equal listed mask contains.
  void fill_masks(int kind, Square from, Square k) {
    const std::uint8_t* reached = states(kind, from);
    std::array<std::pair<std::uint8_t, std::uint16_t>, 64 * kKinds> found;  // (moves, mask)
    int n = 0;
    for (int state = 0; state < 64 * kKinds; ++state) {
      if (reached[state] == kNever) continue;
      const Square s = Square(state % 64);
      const int now = state / 64;
      if (s == k || (now == kKing && (king_attacks(k) & bb(s)))) continue;  // no unit on k, no king next to it
      const Bitboard attacked = empty_board::attacks(color_, now, s);
      const unsigned mask = neighbourhood(k, attacked & (now == kKing ? king_attacks(k) : targets_[k]));
      if (mask) found[n++] = {reached[state], std::uint16_t(mask)};
    }
    std::sort(found.begin(), found.begin() + n, [](const auto& a, const auto& b) {
      return a.first != b.first ? a.first < b.first : a.second > b.second;
    });
    MaskList& list = masks_[kind][from][k];
    list.n = 0;
    list.complete_to = kNever;
    for (int i = 0; i < n; ++i) {
      const auto [moves, mask] = found[i];
      bool contained = false;
      for (int j = 0; j < list.n && !contained; ++j) contained = (list.mask[j] & mask) == mask;
      if (contained) continue;
      if (list.n == kMaxMasks) {
        list.complete_to = std::uint8_t(moves - 1);  // (moves > 0: one square has one mask at 0)
        break;
      }
      list.mask[list.n] = mask;
      list.cost[list.n++] = moves;
    }
  }

  Color color_;
  std::array<Bitboard, 64> targets_{};
  std::uint8_t guard_[kKinds][64][64];
  std::uint8_t cover_[kKinds][64][64][kTargets];
  std::uint8_t states_[kKinds][64][64 * kKinds];
  MaskList masks_[kKinds][64][64];
  LazyRows<kUnitRows> rows_, state_rows_;
  LazyRows<kUnitRows * 64> mask_rows_;
};

ReachTable& reach_table(Color c) {
  static ReachTable white(WHITE), black(BLACK);
  return c == WHITE ? white : black;
}
CoverTable& cover_table(Color c) {
  static CoverTable white(WHITE), black(BLACK);
  return c == WHITE ? white : black;
}

// A unit's cover rows (CoverTable::Rows::cover): cover[k][j] for every king square k.
using CoverRows = const std::uint8_t (*)[kTargets];

// How many of k's squares a unit covers after at most m of its moves.
int covered_after(const std::uint8_t* row, int m) {
  int count = 0;
  while (count < kTargets && row[count] <= m) ++count;
  return count;
}

// The most squares of k the units cover together with `moves` moves shared among them.
int most_covered(const CoverRows* units, int n, Square k, int moves) {
  std::array<int, kMaxMoves + 1> best{};  // best[w]: the most with w moves or fewer
  for (int u = 0; u < n; ++u) {
    std::array<int, kMaxMoves + 1> covered{};  // covered[m]: this unit's count after m moves
    for (int m = 0; m <= moves; ++m) covered[m] = covered_after(units[u][k], m);
    for (int w = moves; w >= 0; --w) {
      int most = best[w];
      for (int m = 1; m <= w; ++m) most = std::max(most, best[w - m] + covered[m]);
      best[w] = std::max(most, best[w] + covered[0]);
    }
  }
  return best[moves];
}

// The exact stage for one king square k: the units' masks chosen together (each unit one of its
// masks or none, their moves adding up to at most `moves`); k must be attacked (by a unit other
// than the king: a king's masks never hold k), and the flights left open must be filled, each by
// a different unit of the mated side, at the fewest moves any of them needs for it.
struct OpenFlights {
  std::uint16_t flights;                 // k's flights on the board
  std::uint8_t cost[kTargets];           // per bit: the fewest moves to fill it (kNever: none can)
  Square square[kTargets];               // per bit: the flight's square
  const std::uint8_t* const* reach;      // per unit of the mated side besides the king: its row
  int units;                             // how many
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
    if (n < 2 || !reach) return true;
    std::array<Square, kMaxAssignedSquares> sq;  // (every open flight, at most eight)
    int i = 0;
    for (unsigned b = open; b; b &= b - 1) sq[i++] = square[__builtin_ctz(b)];
    return units_fill_within(reach, units, sq.data(), n, moves);
  }
};

// need: the bits that must be covered (k for a mate, nothing for a stalemate).
bool choose_masks(const MaskList* const* lists, int n, int moves, std::uint16_t covered, std::uint16_t need,
                  const OpenFlights& open) {
  if (n == 0) return (covered & need) == need && open.fillable(covered);
  if (choose_masks(lists + 1, n - 1, moves, covered, need, open)) return true;
  const MaskList& list = *lists[0];
  for (int i = 0; i < list.n && list.cost[i] <= moves; ++i) {  // (cheapest first)
    if ((list.mask[i] & ~covered) == 0) continue;
    if (choose_masks(lists + 1, n - 1, moves - list.cost[i], covered | list.mask[i], need, open)) return true;
  }
  return false;
}

// k's flights with what filling each costs the mated side (the exact stage's second half).
OpenFlights open_flights_at(Square k, const std::array<std::uint8_t, 64>& block_dist, const std::uint8_t* const* reach,
                            int units, int mated_moves) {
  OpenFlights open{0, {}, {}, reach, units, mated_moves};
  for (Bitboard flights = king_attacks(k); flights;) {
    const Square f = pop_lsb(flights);
    const unsigned bit = neighbourhood(k, bb(f));
    open.flights |= std::uint16_t(bit);
    open.cost[__builtin_ctz(bit)] = block_dist[f];
    open.square[__builtin_ctz(bit)] = f;
  }
  return open;
}

// Whether the exact stage can be asked at all: every unit's list complete up to `moves`, and
// the units' choices few enough to list.
bool choices_listable(const MaskList* const* lists, int n, int moves) {
  int combinations = 1;
  for (int u = 0; u < n; ++u) {
    const MaskList& list = *lists[u];
    if (list.complete_to < moves) return false;
    int usable = 0;  // (the list is cheapest first)
    while (usable < list.n && list.cost[usable] <= moves) ++usable;
    combinations *= usable + 1;
    if (combinations > kMaxCombinations) return false;
  }
  return true;
}

// The mating side's half of the exact stage at k: the sets of k's squares its units can cover
// together (each unit one of its masks or none, their moves adding up to at most `moves`) that
// hold `need`, only the largest (none inside another). A larger covered set leaves fewer flights
// to fill, and the mated side's half can only answer "yes" more often for fewer flights, so the
// stage asks that half about these sets alone. They depend only on the mating units, k, the
// moves and `need`, which stay the same while the other side moves: each thread remembers them.
constexpr int kMaxCoverChoices = 12;
struct CoverChoices {
  // kNotListed: not asked yet; kUnknown: the stage keeps out; kTooMany: more sets than listed here
  enum Status : std::uint8_t { kNotListed, kListed, kUnknown, kTooMany };
  Status status;
  std::uint8_t n;
  std::uint16_t sets[kMaxCoverChoices];
};

void collect_covers(const MaskList* const* lists, int n, int moves, std::uint16_t covered, std::uint16_t need,
                    CoverChoices& out) {
  if (out.status == CoverChoices::kTooMany) return;
  if (n == 0) {
    if ((covered & need) != need) return;
    for (int i = 0; i < out.n; ++i)
      if ((out.sets[i] & covered) == covered) return;  // inside a set already listed
    int kept = 0;
    for (int i = 0; i < out.n; ++i)
      if (out.sets[i] & ~covered) out.sets[kept++] = out.sets[i];  // (those inside this one go)
    if (kept == kMaxCoverChoices) {
      out.status = CoverChoices::kTooMany;
      return;
    }
    out.sets[kept++] = covered;
    out.n = std::uint8_t(kept);
    return;
  }
  collect_covers(lists + 1, n - 1, moves, covered, need, out);
  const MaskList& list = *lists[0];
  for (int i = 0; i < list.n && list.cost[i] <= moves; ++i) {  // (cheapest first)
    if ((list.mask[i] & ~covered) == 0) continue;
    collect_covers(lists + 1, n - 1, moves - list.cost[i], covered | list.mask[i], need, out);
  }
}

// The mating side's units, as the exact stage's first half asks about them: kind * 64 + square
// of each, in square order, with a hash of the list.
struct MatingUnits {
  std::array<std::uint16_t, 16> units;
  int n = 0;
  std::uint64_t hash = 0;
  void add(int kind, Square s) {
    units[n] = std::uint16_t(kind * 64 + int(s));
    hash = (hash ^ units[n++]) * 0x9E3779B97F4A7C15ULL;
  }
  // Each unit's mask list at k.
  void masks_at(CoverTable& covers, Square k, std::array<const MaskList*, 16>& lists) const {
    for (int u = 0; u < n; ++u) lists[u] = &covers.masks(units[u] / 64, Square(units[u] % 64), k);
  }
};

// What T's units can do at k with their moves, remembered: the counts' most squares covered
// (the knapsack, each square counted once per unit attacking it) and the exact stage's choices,
// listed on their first question (most questions end at the counts).
struct MatingSideAtK {
  std::uint8_t most;
  CoverChoices choices;
};

// A thread's remembered answers: direct-mapped on a hash of the question, each entry holding the
// whole question (so that another question landing on it is answered afresh, never taken for
// it). Zero-filled: empty (a mating side always has a unit).
struct MatingSideEntry {
  std::array<std::uint16_t, 16> units;
  std::uint8_t n_units;
  std::uint8_t k, moves, check_and_color;
  MatingSideAtK answer;
};
constexpr int kMatingSideCacheBits = 11;
thread_local std::array<MatingSideEntry, std::size_t{1} << kMatingSideCacheBits> mating_side_cache;

// What `mating`'s units (their cover rows: `coverers`) can do at k with `moves` (k among the
// covered squares if `check`), from the thread's table or worked out afresh; listed_choices
// lists the choices when first asked.
MatingSideAtK& mating_side_at(const MatingUnits& mating_units, const CoverRows* coverers, Color mating, Square k,
                              int moves, bool check) {
  const std::uint8_t check_and_color = std::uint8_t(int(check) << 1 | int(mating));
  const std::uint64_t question =
      mating_units.hash ^ std::uint64_t(k) << 32 ^ std::uint64_t(moves) << 40 ^ std::uint64_t(check_and_color) << 48;
  MatingSideEntry& entry = mating_side_cache[question * 0xD6E8FEB86659FD93ULL >> (64 - kMatingSideCacheBits)];
  const int n = mating_units.n;
  if (entry.n_units == n && entry.k == k && entry.moves == moves && entry.check_and_color == check_and_color &&
      std::memcmp(entry.units.data(), mating_units.units.data(), sizeof(std::uint16_t) * n) == 0)
    return entry.answer;
  entry.answer.most = std::uint8_t(n > 1 ? most_covered(coverers, n, k, moves) : covered_after(coverers[0][k], moves));
  entry.answer.choices.status = CoverChoices::kNotListed;
  std::memcpy(entry.units.data(), mating_units.units.data(), sizeof(std::uint16_t) * n);
  entry.n_units = std::uint8_t(n);
  entry.k = std::uint8_t(k);
  entry.moves = std::uint8_t(moves);
  entry.check_and_color = check_and_color;
  return entry.answer;
}

// The choices of an answer mating_side_at gave, listed on their first question.
const CoverChoices& listed_choices(MatingSideAtK& answer, CoverTable& covers, const MatingUnits& mating_units,
                                   Square k, int moves, bool check) {
  CoverChoices& c = answer.choices;
  if (c.status != CoverChoices::kNotListed) return c;
  std::array<const MaskList*, 16> lists;
  mating_units.masks_at(covers, k, lists);
  c.n = 0;
  if (!choices_listable(lists.data(), mating_units.n, moves)) {
    c.status = CoverChoices::kUnknown;
  } else {
    c.status = CoverChoices::kListed;
    collect_covers(lists.data(), mating_units.n, moves, 0, check ? kKingBit : std::uint16_t{0}, c);
  }
  return c;
}

// The mate budget, or with check false the same count for a stalemate: the king's flights blocked
// or covered, k itself not required to be attacked. `mating` is the side that mates (or
// stalemates), `mated` the other. Returns the squares of `candidates` where the mated king may
// still stand at the end (all of them when it cannot tell). With first_only it stops at the first
// square it allows and returns the candidates less those it denied before (empty: none allowed).
Bitboard within_budget(const Position& pos, Color mating, int mating_moves, int mated_moves, bool check,
                       Bitboard candidates, bool first_only) {
  const Color mated = ~mating;
  const Square king = pos.king_square(mated);
  if (king == SQ_NONE || pos.castling_rights() || mating_moves <= 0 || mated_moves < 0) return candidates;
  const int w_moves = std::min(mating_moves, kMaxMoves);
  const int b_moves = std::min(mated_moves, kMaxMoves);
  CoverTable& covers = cover_table(mating);
  ReachTable& reaches = reach_table(mated);

  // The mating side: what each unit can attack, and together what it can cover.
  Row guard_row, check_row, block_row;
  for (int q = 0; q < 64; ++q) guard_row[q] = check_row[q] = block_row[q] = kNever;
  std::array<CoverRows, 16> coverers;
  MatingUnits mating_units;  // the same units, for the remembered answers and the exact stage
  for (Bitboard units = pos.pieces(mating); units;) {
    const Square s = pop_lsb(units);
    const int kind = empty_board::kind_of(type_of(pos.piece_on(s)));
    if (kind < 0 || mating_units.n == int(coverers.size())) return candidates;  // an unknown unit: no claim
    const CoverTable::Rows rows = covers.rows(kind, s);
    take_min(guard_row, rows.guard);
    if (kind != kKing) take_min(check_row, rows.guard);
    coverers[mating_units.n] = rows.cover;
    mating_units.add(kind, s);
  }
  // The mated side's other units: the fewest moves any of them needs to stand on each square.
  const Bitboard blockers = pos.pieces(mated) & ~pos.pieces(mated, KING);
  std::array<const std::uint8_t*, 16> reach_rows;  // (more units: no assignment, the counts only)
  int n_reach = 0;
  const int n_blockers = popcount(blockers);
  for (Bitboard units = blockers; units;) {
    const Square s = pop_lsb(units);
    const int kind = empty_board::kind_of(type_of(pos.piece_on(s)));
    if (kind < 0) return candidates;
    if (n_reach < int(reach_rows.size())) reach_rows[n_reach] = reaches.row(kind, s);
    ++n_reach;
    take_min(block_row, reaches.row(kind, s));
  }
  std::array<std::uint8_t, 64> check_dist, block_dist;
  std::memcpy(check_dist.data(), &check_row, 64);
  std::memcpy(block_dist.data(), &block_row, 64);
  // The same as squares, for the quick denials below: those the mating side can attack in time,
  // and those no unit of the mated side can ever stand on.
  const Bitboard guardable = squares_within(guard_row, w_moves);
  const Bitboard unfillable = ~squares_within(block_row, kNever - 1);

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
    MatingSideAtK& mating_side = mating_side_at(mating_units, coverers.data(), mating, k, w_moves, check);
    if (mating_side.most < to_cover) return false;
    // The counts above let a square two units attack count twice, and a flight the mated side
    // fills also count as covered; the exact stage asks for one set of squares (when the units'
    // choices are few enough to list): the mating side's largest, remembered, then the mated
    // side's assignment for each.
    const CoverChoices& choices = listed_choices(mating_side, covers, mating_units, k, w_moves, check);
    if (choices.status == CoverChoices::kUnknown) return true;
    const OpenFlights open = open_flights_at(k, block_dist, n_reach <= int(reach_rows.size()) ? reach_rows.data() : nullptr,
                                             n_blockers, b_moves - walk);
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
  return within_budget(pos, stalemating, stalemating_moves, stalemated_moves, false, ~Bitboard{0}, true) != 0;
}

Bitboard mate_squares_within_budget(const Position& pos, Color mating, int mating_moves, int mated_moves,
                                    Bitboard candidates, bool complete) {
  return within_budget(pos, mating, mating_moves, mated_moves, true, candidates, !complete);
}

Bitboard stalemate_squares_within_budget(const Position& pos, Color stalemating, int stalemating_moves,
                                         int stalemated_moves, Bitboard candidates, bool complete) {
  return within_budget(pos, stalemating, stalemating_moves, stalemated_moves, false, candidates, !complete);
}

BudgetProgress::BudgetProgress(const Position& pos, Bitboard tight, int moves_after)
    : pos_(pos), mover_(pos.side_to_move()), tight_(tight), moves_after_(std::min(moves_after, kMaxMoves)) {}

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
  return nearer;
}

}  // namespace regent::orthodox
