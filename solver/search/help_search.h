// Help play: every sequence of exactly `plies` legal moves, both sides cooperating, after which
// the side to move is mated (stalemated). Positions proven to have no such continuation for a
// given number of plies are remembered in the transposition table (the length is mixed into the
// key, because help play is not monotonic in the length: waiting moves may not exist). The entry's
// length is the plies left as well, so that a full bucket of the table keeps the larger searches.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "rules/variant.h"
#include "solver/analysis/move_order.h"
#include "solver/io/stipulation.h"
#include "solver/search/battle_search.h"
#include "solver/search/goal.h"
#include "solver/search/transposition.h"

namespace regent {

// The variant's no-move-to-spare filter (V::budget_progress), or, for a variant without one, a
// filter that finds no move nearer.
template <class V>
struct ProgressBudgetOf {
  struct None {
    Bitboard squares(const typename V::Move&) const { return 0; }
  };
  using type = None;
};
template <class V>
  requires requires(const typename V::Position& p) { V::budget_progress(p, Bitboard{0}, 0, 0, true); }
struct ProgressBudgetOf<V> {
  using type = decltype(V::budget_progress(std::declval<const typename V::Position&>(), Bitboard{0}, 0, 0, true));
};

// The no-move-to-spare filter at one node (HelpSearch::follow): the squares with a move to spare,
// and the variant's filter for the others (budget.squares(move)).
template <class V>
struct HelpProgress {
  // (a constructor, since std::optional::emplace cannot build an aggregate from parentheses with
  // every compiler; the filter is made in place, not copied)
  template <class Make>
  HelpProgress(Bitboard spare_squares, Make&& make) : spare(spare_squares), budget(make()) {}
  Bitboard spare;
  typename ProgressBudgetOf<V>::type budget;
};

// The variant's final mate (stalemate) positions (V::mate_targets, V::mate_target_test), or for a
// variant without them a list that is never known.
struct NoMateTargets {
  bool known = false;
  std::vector<int> targets;
};
template <class V>
struct MateTargetsOf {
  using type = NoMateTargets;
};
template <class V>
  requires requires(const typename V::Position& p) {
    V::mate_targets(p, WHITE, 1, 1, false, std::size_t{1});
    V::mate_target_test(p, WHITE, 1, 1).fits(V::mate_targets(p, WHITE, 1, 1, false, std::size_t{1}).targets[0]);
  }
struct MateTargetsOf<V> {
  using type = decltype(V::mate_targets(std::declval<const typename V::Position&>(), WHITE, 1, 1, false, std::size_t{1}));
};

template <Variant V>
class HelpSearch {
 public:
  using Position = typename V::Position;
  using Move = typename V::Move;
  using MoveList = typename V::MoveList;
  using Undo = typename V::Undo;
  // The longest help play a stipulation can ask for (h#n.5: 2n+1 plies); path_ and salts_ are
  // indexed by ply and plies left, 0 to kMaxPlies.
  static constexpr int kMaxPlies = io::kMaxStipulationPlies;

  // prune: use the variant's exact shortcuts (checks-only generation of the mating move); off,
  // every move is played and tested (the differential tests compare the two).
  HelpSearch(Position& pos, TranspositionTable& tt, io::Goal goal, const SearchAbort* abort = nullptr,
             bool prune = true)
      : pos_(pos), tt_(tt), goal_(goal), abort_(abort), prune_(prune) {
    // Salts that make "no solution in p plies" entries distinct per p.
    std::uint64_t s = 0x6A09E667F3BCC909ULL;
    for (auto& salt : base_salts_) {
      s ^= s << 13, s ^= s >> 7, s ^= s << 17;
      salt = s;
    }
    salts_ = base_salts_;
  }

  // Option maxsolutions: every ply's moves are tried in Popeye's order (move_order.h), so that the
  // first solutions found are the ones Popeye's normal mode prints first. Without it the
  // generator's order is kept: the complete set is the same, and sorting costs time at every node.
  void set_popeye_order(bool on) { popeye_order_ = on && kPopeyeMoveOrder<V>; }

  // Option keepmatingpiece: a line in which the side that gives the goal is left without a unit
  // besides its king stops there (Popeye's; it changes the solutions of help stalemates only, as
  // a bare king cannot give mate).
  void set_keep_mating_piece(bool on) { keep_mating_ = on; }

  // The no-move-to-spare filter alone (find_tight_squares) switched off, the other shortcuts
  // kept: a test shows that it drops nodes and never a solution.
  void set_spare_move_filter(bool on) { spare_filter_ = on; }

  // The final positions' test (prepare_targets) switched off, or asked from a given length on for
  // both goals (0: the defaults, kMateTargetsFromPlies and kLongListFromPlies): the tests compare
  // it with the search without it.
  void set_final_targets(bool on, int from_plies = 0) {
    targets_enabled_ = on;
    targets_from_ = from_plies;
    targets_plies_ = -1;
  }

  std::uint64_t nodes() const { return nodes_; }
  bool aborted() const { return abort_ && abort_->stopped(); }

  // Calls on_solution(const Move* moves, int count) for every solution of exactly `plies` plies
  // that begins with `first` (a legal move of the side to move), in move-generation order: one
  // first move's share of the enumeration (the analysis shares the first moves among threads).
  // on_solution returns false to stop. reversed: the second moves are tried last to first (a
  // thread assisting another with the same first move starts from the other end). Returns the
  // number of solutions found.
  template <class OnSolution>
  std::size_t enumerate_from(const Move& first, int plies, OnSolution&& on_solution, bool reversed = false) {
    stopped_ = false;
    count_ = 0;
    reversed_ply_ = reversed ? 1 : -1;
    if constexpr (kMateTargets) prepare_targets(plies);
    path_[0] = first;
    squares_[0] = ~Bitboard{0};
    Undo undo;
    V::make(pos_, first, undo);
    probed_[1] = false;
    budget_asked_[1] = false;
    if (!skip_as_last_move(plies)) search(plies - 1, 1, on_solution);
    V::unmake(pos_, first, undo);
    reversed_ply_ = -1;
    return count_;
  }

 private:

  template <class OnSolution>
  bool search(int plies_left, int ply, OnSolution& on_solution) {
    if (keep_mating_ && !keeps_mating_unit(plies_left)) return false;
    if (plies_left == 0) {
      if (!goal_reached<V>(pos_, goal_)) return false;
      ++count_;
      if (!on_solution(static_cast<const Move*>(path_.data()), ply)) stopped_ = true;
      return true;
    }
    ++nodes_;
    // The squares where the other side's king may still end, as the parent left them (below, the
    // budget narrows them for this node's children, unless the parent has asked it already).
    if (!budget_asked_[ply]) squares_[ply] = squares_[ply - 1];
    const std::uint64_t key = pos_.key() ^ salts_[plies_left];
    if (plies_left >= 2) tt_.prefetch(key);
    // With two plies left only the moves in the mate picture can be followed by a mate.
    decltype(mate_picture<V>(pos_)) picture{};
    if (plies_left >= 2 && goal_ == io::Goal::Mate && prune_) {
      if (!mate_in_time(plies_left)) return false;
      if (plies_left == 2) {
        picture = mate_picture<V>(pos_);
        if (!picture.possible()) return false;
      }
    }
    if constexpr (kCheckGeneration) {
      if (plies_left == 1 && goal_ == io::Goal::Mate && prune_) return mating_moves(ply, on_solution);
    }
    if constexpr (kStalemateFilter) {
      if (plies_left == 1 && goal_ == io::Goal::Stalemate && prune_) return stalemating_moves(ply, on_solution);
    }
    // (not again where the parent has just asked for this position)
    if (!probed_[ply] && tt_.probe(key, plies_left) == TranspositionTable::Bound::Fail) return false;
    // The final position (mate or stalemate) must still be able to contain one of the targets
    // the parent kept (after the probe: the test costs more).
    if constexpr (kMateTargets) {
      if (targets_on_ && plies_left >= 2 && !targets_fit(plies_left, ply)) {
        tt_.store_fail(key, plies_left);
        return false;
      }
    }
    // Three plies or more: a mate position must still be buildable with the moves each side has
    // (after the probe, as the pictures below; before them, as it costs less).
    if (plies_left >= 3 && goal_ == io::Goal::Mate && prune_ && !mate_buildable_in_time(plies_left, ply)) {
      tt_.store_fail(key, plies_left);
      return false;
    }
    // Help stalemate, two plies left or more: the stalemated king's flights must still be closable
    // (before the two-ply filter, which looks at every move).
    if (plies_left >= 2 && goal_ == io::Goal::Stalemate && prune_ && !stalemate_buildable_in_time(plies_left, ply)) {
      tt_.store_fail(key, plies_left);
      return false;
    }
    // Help stalemate: the stalemated side's pieces must also end without a move, or be taken
    // (after the flights' budget, which denies more for less).
    if (plies_left >= 2 && goal_ == io::Goal::Stalemate && prune_ &&
        !stalemate_pieces_within_budget<V>(pos_, mating_side(plies_left), (plies_left + 1) / 2, plies_left / 2)) {
      tt_.store_fail(key, plies_left);
      return false;
    }
    // Help stalemate, three plies left (the stalemating side to move): its two moves and the other
    // side's one between must touch every unit of the other side that can move.
    if (plies_left == 3 && goal_ == io::Goal::Stalemate && prune_ && !stalemate_in_three_plies_possible<V>(pos_)) {
      tt_.store_fail(key, plies_left);
      return false;
    }
    // Three plies left (the mating side to move): after the probe, since the test costs more than
    // a probe that finds the answer; a denial is stored like any failure.
    if (plies_left == 3 && goal_ == io::Goal::Mate && prune_ && !mate_in_three_plies_possible<V>(pos_)) {
      tt_.store_fail(key, plies_left);
      return false;
    }
    if (plies_left == 4 && goal_ == io::Goal::Mate && prune_ && !mate_in_four_plies_possible<V>(pos_)) {
      tt_.store_fail(key, plies_left);
      return false;
    }
    // The side to be mated (stalemated) to move, its children asking the budget: where it has no
    // move to spare, only the moves that bring it nearer are played. (The mating side's nodes
    // would need the same second question of the budget, and there it seldom finds a square
    // without a move to spare: measured, it did not pay; docs/help-play.md.)
    tight_[ply] = 0;
    if constexpr (kBudgetProgress) {
      if (prune_ && spare_filter_ && plies_left >= 4 && plies_left % 2 == 0 &&
          (goal_ == io::Goal::Mate || goal_ == io::Goal::Stalemate))
        find_tight_squares(plies_left, ply);
    }
    if (prune_ && goal_ == io::Goal::Mate) {
      if (plies_left == 2) return follow(picture, key, plies_left, ply, on_solution);
      // With four plies left, moves that cannot change the three-ply test's answer are dropped
      // together when that answer is "no".
      if (plies_left == 4) return follow(quiet_move_filter<V>(pos_), key, plies_left, ply, on_solution);
    }
    // With two plies of help stalemate left, only the moves the variant's filter allows can be
    // followed by a stalemating move.
    if (prune_ && goal_ == io::Goal::Stalemate && plies_left == 2)
      return follow(stalemate_filter_two_plies<V>(pos_), key, plies_left, ply, on_solution);
    return follow(EveryMoveAllowed<V>{}, key, plies_left, ply, on_solution);
  }

  // Plays the moves of the side to move that `filter` allows, each followed by the search of the
  // rest; remembers a failure in the table.
  template <class Filter, class OnSolution>
  bool follow(const Filter& filter, std::uint64_t key, int plies_left, int ply, OnSolution& on_solution) {
    // Squares without a move to spare (find_tight_squares): each move's child gets the squares
    // with one, and those of the others its move brings nearer; a move that leaves it none is
    // not played. Where no square has a move to spare, the moves of the units that cannot come
    // nearer are not even listed (the variant's generate_toward).
    std::optional<HelpProgress<V>> progress;
    if constexpr (kBudgetProgress) {
      if (const Bitboard tight = tight_[ply]) {
        // (the side to move makes every other ply of those left, the last one if it mates)
        const int moves_after = (plies_left + 1) / 2 - 1;
        // (the other side makes the rest; goal mate or stalemate)
        progress.emplace(squares_[ply] & ~tight, [&] {
          return V::budget_progress(pos_, tight, moves_after, plies_left / 2, goal_ == io::Goal::Mate);
        });
      }
    }
    MoveList list;
    if constexpr (kGenerateToward) {
      if (progress && !progress->spare) V::generate_toward(pos_, list, progress->budget);
      else V::generate(pos_, list);
    } else {
      V::generate(pos_, list);
    }
    if (popeye_order_) in_popeye_order(list);
    if (ply == reversed_ply_) std::reverse(list.begin(), list.end());
    std::array<Bitboard, kBudgetProgress ? MoveList::capacity : 1> child_squares;  // (filled only with tight squares)
    const Bitboard* child = nullptr;
    if (progress) {
      for (std::size_t i = 0; i < list.size(); ++i)
        child_squares[i] = filter.allows(list[i]) ? progress->spare | progress->budget.squares(list[i]) : 0;
      child = child_squares.data();
    }
    // Help stalemate, the stalemating side to move with as many of the other side's pieces to
    // take as it has moves: only its moves that take one of them, or promote, can lead anywhere
    // (the others leave a child the pieces' test denies; rules/orthodox/stalemate_pieces.h).
    Bitboard must_take = 0;
    if constexpr (kPiecesToTake) {
      if (prune_ && goal_ == io::Goal::Stalemate && plies_left >= 3 && plies_left % 2 == 1)
        must_take = V::stalemate_pieces_all_to_take(pos_, pos_.side_to_move(), (plies_left + 1) / 2, plies_left / 2);
    }
    const auto skipped = [&](std::size_t i) {
      if constexpr (kPiecesToTake) {
        if (must_take && !(bb(list[i].to()) & must_take) && !list[i].is_promotion()) return true;
      }
      return child ? !child[i] : !filter.allows(list[i]);
    };
    // The children probe the table (with two plies or more left): their slots are asked for all
    // at once, so that the cache misses overlap instead of coming one after the other.
    // A child the table already knows as a failure is then not played at all, where its key is
    // surely the one the move gives: its search would answer "no" at its probe, and every test
    // before the probe can only answer "no" as well. (A shortcut: off with prune_, so that the
    // pruning tests compare it with the child played.)
    std::array<std::uint64_t, kKeyAfter ? MoveList::capacity : 1> child_keys;
    const bool keys_known = kKeyAfter && plies_left >= 3;
    if constexpr (kKeyAfter) {
      if (keys_known)
        for (std::size_t i = 0; i < list.size(); ++i)
          if (!skipped(i)) tt_.prefetch(child_keys[i] = V::key_after(pos_, list[i]) ^ salts_[plies_left - 1]);
    }
    // At the mating (stalemating) side's nodes, the children's budget (with three plies left or
    // more for a mate, two for a stalemate) is asked here, before each move is made: a child it
    // denies is not played (and its failure is remembered where its key is sure), and one it
    // allows does not ask again. (At the other side's nodes the children's own cheaper tests
    // before the budget, the check's reach and the table, deny many first: measured, asking
    // there cost more than it saved; docs/help-play.md.)
    const bool budget_here = kBudgetAfter && prune_ && plies_left % 2 == 1 &&
                             ((goal_ == io::Goal::Mate && plies_left - 1 >= 3) ||
                              (goal_ == io::Goal::Stalemate && plies_left - 1 >= 2));
    Undo undo;
    bool found = false;
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (skipped(i)) continue;
      probed_[ply + 1] = false;
      budget_asked_[ply + 1] = false;
      if constexpr (kExactKeyAfter) {
        if (prune_ && keys_known && V::key_after_exact(pos_, list[i])) {
          if (tt_.probe(child_keys[i], plies_left - 1) == TranspositionTable::Bound::Fail) continue;
          probed_[ply + 1] = true;
        }
      }
      const Move& m = list[i];
      if (child) squares_[ply] = child[i];
      if constexpr (kBudgetAfter) {
        if (budget_here) {
          // (the child's question: the same side mates, with the child's moves and squares)
          const int left = plies_left - 1;
          const auto after = V::squares_within_budget_after(pos_, m, goal_ == io::Goal::Mate, mating_side(plies_left),
                                                            (left + 1) / 2, left / 2, squares_[ply],
                                                            goal_ == io::Goal::Mate ? left > 3 : left > 2);
          if (after.known) {
            if (!after.squares) {
              if (probed_[ply + 1]) tt_.store_fail(child_keys[i], left);  // (its key is sure)
              continue;
            }
            squares_[ply + 1] = after.squares;
            budget_asked_[ply + 1] = true;
          }
        }
      }
      path_[ply] = m;
      V::make(pos_, m, undo);
      if (!skip_as_last_move(plies_left)) found |= search(plies_left - 1, ply + 1, on_solution);
      V::unmake(pos_, m, undo);
      if (stopped_ || aborted()) return found;
    }
    if (!found) tt_.store_fail(key, plies_left);
    return found;
  }

  // The last move of a helpmate where the variant lists the checking moves itself: only they can
  // mate. Not remembered in the table: listing the checks costs less than a table probe.
  template <class OnSolution>
  bool mating_moves(int ply, OnSolution& on_solution) {
    MoveList list;
    V::generate_checks(pos_, list);
    return last_moves(list, EveryMoveAllowed<V>{}, [&] { return !king_captured<V>(pos_) && !V::has_move(pos_); }, ply,
                      on_solution);
  }

  // The last move of a help stalemate: only the moves the variant's filter allows can leave the
  // other side without a move. Not remembered in the table (the filter drops most moves unplayed).
  template <class OnSolution>
  [[gnu::noinline]] bool stalemating_moves(int ply, OnSolution& on_solution) {
    const auto filter = V::stalemate_filter(pos_);
    if (!filter.possible()) return false;
    MoveList list;
    V::generate(pos_, list);
    return last_moves(list, filter, [&] { return goal_reached<V>(pos_, goal_); }, ply, on_solution);
  }

  // Plays each move of `list` that `filter` allows as the last move and reports it when
  // `reached()` says the goal is reached.
  template <class Filter, class Reached, class OnSolution>
  bool last_moves(MoveList& list, const Filter& filter, Reached&& reached, int ply, OnSolution& on_solution) {
    if (popeye_order_) in_popeye_order(list);
    if (ply == reversed_ply_) std::reverse(list.begin(), list.end());
    Undo undo;
    bool found = false;
    for (const Move& m : list) {
      if (!filter.allows(m)) continue;
      V::make(pos_, m, undo);
      if (reached()) {
        found = true;
        ++count_;
        path_[ply] = m;
        if (!on_solution(static_cast<const Move*>(path_.data()), ply + 1)) stopped_ = true;
      }
      V::unmake(pos_, m, undo);
      if (stopped_ || aborted()) return found;
    }
    return found;
  }

  // Sorts the list into Popeye's order (set_popeye_order). Out of line: the search without the
  // option only tests the flag.
  [[gnu::noinline]] void in_popeye_order(MoveList& list) const {
    if constexpr (kPopeyeMoveOrder<V>)
      sort_in_popeye_order(list, [&](const Move& m) { return V::order_facts(pos_, m); });
  }

  // A move just made with plies_left to go, this one included: the last move must deliver the
  // goal, and mate needs check, so quiet last moves are skipped early. A helpmate is a mate on
  // the board: taking a king that the other side cooperatively left capturable (variants where
  // kings can be captured) does not count.
  bool skip_as_last_move(int plies_left) const {
    return plies_left == 1 && goal_ == io::Goal::Mate && (!V::in_check(pos_) || king_captured<V>(pos_));
  }

  // False if the side that makes the last of plies_left plies provably cannot give check in time
  // (its moves: every other ply from the last; the mated king's moves: the rest).
  bool mate_in_time(int plies_left) const {
    return mate_in_reach<V>(pos_, mating_side(plies_left), (plies_left + 1) / 2, plies_left / 2);
  }

  // False if no mate position can be built with the moves each side has left (the same sides and
  // moves). The mated king's possible final squares are narrowed to those still open here, for
  // the children: a square proven closed at a node stays closed along every line below it, so
  // each node asks only about its parent's squares.
  bool mate_buildable_in_time(int plies_left, int ply) {
    if (budget_asked_[ply]) return true;  // (its squares, not empty, are in squares_[ply])
    squares_[ply] = mate_squares_within_budget<V>(pos_, mating_side(plies_left), (plies_left + 1) / 2, plies_left / 2,
                                                  squares_[ply - 1], plies_left > 3);
    return squares_[ply] != 0;
  }

  // The same for a stalemate position (the side making the last ply stalemates).
  bool stalemate_buildable_in_time(int plies_left, int ply) {
    if (budget_asked_[ply]) return true;
    squares_[ply] = stalemate_squares_within_budget<V>(pos_, mating_side(plies_left), (plies_left + 1) / 2,
                                                       plies_left / 2, squares_[ply - 1], plies_left > 2);
    return squares_[ply] != 0;
  }

  // The squares of this node's (squares_[ply]) that the budget denies when the side to move has
  // one move fewer: there it has none to spare, so only a move that brings it nearer keeps them
  // (rules/orthodox/mate_budget.h, BudgetProgress). For a stalemate the count of the flights
  // alone: "nearer" is nearer to a flight, and the pieces that must be taken depend on more (a
  // move that brings a unit nearer to shutting one in may free it to block a flight).
  void find_tight_squares(int plies_left, int ply) {
    const Bitboard open = squares_[ply];
    if (!open) return;
    const Color mating = mating_side(plies_left);
    int mating_moves = (plies_left + 1) / 2, mated_moves = plies_left / 2;
    (mating == pos_.side_to_move() ? mating_moves : mated_moves) -= 1;
    const Bitboard spare =
        goal_ == io::Goal::Mate
            ? mate_squares_within_budget<V>(pos_, mating, mating_moves, mated_moves, open, true)
            : stalemate_flight_squares_within_budget<V>(pos_, mating, mating_moves, mated_moves, open, true);
    tight_[ply] = open & ~spare;
  }

  // The final mate (stalemate) positions of a help play of `plies` plies from the position before
  // its first move (the root), listed once per root and length (rules/orthodox/mate_targets.h).
  // The table's failures below then rest on the list: the keys get a salt of the root and the
  // length, so that only searches of the same list share them. Mates from six plies on, but below
  // eight only a short list (kShortListTargets); stalemates from eight plies on. In shorter play
  // the pictures and the budgets already cut nearly everything, and with many units and few moves
  // a long list's test at every node costs more than it saves, as do the stalemate lists of six
  // plies even when short (docs/help-play.md).
  void prepare_targets(int plies) {
    const std::uint64_t root = pos_.key();
    if (targets_root_ == root && targets_plies_ == plies) return;
    targets_root_ = root;
    targets_plies_ = plies;
    targets_on_ = false;
    salts_ = base_salts_;
    targets_.targets.clear();
    if ((goal_ != io::Goal::Mate && goal_ != io::Goal::Stalemate) || !prune_ || !targets_enabled_ ||
        plies < targets_from_plies())
      return;
    if constexpr (kMateTargets)
      targets_ = V::mate_targets(pos_, mating_side(plies), (plies + 1) / 2, plies / 2, goal_ == io::Goal::Stalemate,
                                 plies < kLongListFromPlies ? kShortListTargets : SIZE_MAX);
    if (!targets_.known) return;
    targets_on_ = true;
    std::uint64_t salt = root ^ (std::uint64_t(plies) * 0x9E3779B97F4A7C15ULL) ^ 0xD1B54A32D192ED03ULL;
    salt ^= salt >> 31, salt *= 0xBF58476D1CE4E5B9ULL, salt ^= salt >> 29;
    for (std::size_t p = 0; p < salts_.size(); ++p) salts_[p] = base_salts_[p] ^ salt;
    for (auto& alive : alive_) {
      alive.clear();
      alive.reserve(targets_.targets.size());
    }
    for (std::size_t i = 0; i < targets_.targets.size(); ++i) alive_[0].push_back(std::uint16_t(i));
  }

  // The targets of the parent's list that this node's units can still fill, for its children.
  bool targets_fit(int plies_left, int ply) {
    if constexpr (kMateTargets) {
      const auto test = V::mate_target_test(pos_, mating_side(plies_left), (plies_left + 1) / 2, plies_left / 2);
      auto& alive = alive_[ply];
      alive.clear();
      for (const std::uint16_t i : alive_[ply - 1])
        if (test.fits(targets_.targets[i])) alive.push_back(i);
      return !alive.empty();
    }
    return true;
  }

  // The shortest play that gets a list: the tests' length, else the goal's default.
  int targets_from_plies() const {
    if (targets_from_) return targets_from_;
    return goal_ == io::Goal::Stalemate ? kLongListFromPlies : kMateTargetsFromPlies;
  }

  // The side that makes the last of plies_left plies.
  Color mating_side(int plies_left) const {
    const Color mover = pos_.side_to_move();
    return plies_left % 2 ? mover : ~mover;
  }

  // keepmatingpiece: whether the side that makes the last of plies_left plies (0: has made it)
  // still has a unit besides its king.
  [[gnu::noinline]] bool keeps_mating_unit(int plies_left) const {
    return has_unit_besides_king<V>(pos_, mating_side(plies_left));
  }

  static constexpr bool kCheckGeneration = requires(const Position& p, MoveList& l) { V::generate_checks(p, l); };
  static constexpr bool kKeyAfter = requires(const Position& p, const Move& m) {
    { V::key_after(p, m) } -> std::same_as<Key>;
  };
  static constexpr bool kExactKeyAfter = kKeyAfter && requires(const Position& p, const Move& m) {
    { V::key_after_exact(p, m) } -> std::same_as<bool>;
  };
  // (a variant with it lists its moves in a MoveList of fixed capacity)
  static constexpr bool kBudgetProgress = requires(const Position& p, Bitboard b, const Move& m) {
    { V::budget_progress(p, b, 0, 0, true).squares(m) } -> std::same_as<Bitboard>;
    { MoveList::capacity } -> std::convertible_to<std::size_t>;
  };
  static constexpr bool kGenerateToward =
      kBudgetProgress && requires(const Position& p, MoveList& l, const HelpProgress<V>& h) {
        V::generate_toward(p, l, h.budget);
      };
  static constexpr bool kMateTargets = !std::is_same_v<typename MateTargetsOf<V>::type, NoMateTargets>;
  static constexpr bool kStalemateFilter = requires(const Position& p) { V::stalemate_filter(p); };
  static constexpr bool kPiecesToTake = requires(const Position& p) {
    { V::stalemate_pieces_all_to_take(p, WHITE, 1, 1) } -> std::same_as<Bitboard>;
  };
  static constexpr bool kBudgetAfter = requires(const Position& p, const Move& m) {
    { V::squares_within_budget_after(p, m, true, WHITE, 1, 1, Bitboard{0}, true).known } -> std::convertible_to<bool>;
  };

  Position& pos_;
  TranspositionTable& tt_;
  io::Goal goal_;
  const SearchAbort* abort_;
  bool prune_;
  bool spare_filter_ = true;
  int reversed_ply_ = -1;  // the ply whose moves are tried last to first (-1: none)
  bool popeye_order_ = false;
  bool keep_mating_ = false;
  std::array<Move, kMaxPlies + 1> path_{};
  std::array<std::uint64_t, kMaxPlies + 1> salts_{};
  std::array<std::uint64_t, kMaxPlies + 1> base_salts_{};
  // The root's final mate positions (prepare_targets), and per ply the indices of those the node's
  // units can still fill.
  typename MateTargetsOf<V>::type targets_{};
  std::array<std::vector<std::uint16_t>, kMaxPlies + 1> alive_{};
  // (prepare_targets says why)
  static constexpr int kMateTargetsFromPlies = 6;
  static constexpr int kLongListFromPlies = 8;
  static constexpr std::size_t kShortListTargets = 2000;
  bool targets_enabled_ = true;
  int targets_from_ = 0;  // (0: the defaults)
  bool targets_on_ = false;
  std::uint64_t targets_root_ = 0;
  int targets_plies_ = -1;
  // Per ply: the squares where the king of the side to be mated (stalemated) may still end.
  std::array<Bitboard, kMaxPlies + 1> squares_{};
  // Per ply: those of the squares where the side to move has no move to spare.
  std::array<Bitboard, kMaxPlies + 1> tight_{};
  // Per ply: whether the parent has asked the table for this position already (and it did not
  // know it as a failure).
  std::array<bool, kMaxPlies + 1> probed_{};
  // Per ply: whether the parent has asked the budget for this position already (its squares are
  // then in squares_, and not empty).
  std::array<bool, kMaxPlies + 1> budget_asked_{};
  std::uint64_t nodes_ = 0;
  std::size_t count_ = 0;
  bool stopped_ = false;
};

}  // namespace regent
