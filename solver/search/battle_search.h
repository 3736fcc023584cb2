// Boolean searches of battle play (direct and self play): "can the attacker, to move, reach the
// goal within n of its moves against every defence?" These are the questions the analysis asks
// thousands of times; they are plain recursive searches with a transposition table, killer
// ordering and no allocation.
#pragma once

#include <algorithm>
#include <array>
#include <concepts>

#include "rules/variant.h"
#include "solver/io/stipulation.h"
#include "solver/search/abort.h"
#include "solver/search/battle_options.h"
#include "solver/search/goal.h"
#include "solver/search/transposition.h"

namespace regent {

template <Variant V>
class BattleSearch {
 public:
  using Position = typename V::Position;
  using Move = typename V::Move;
  using MoveList = typename V::MoveList;
  using Undo = typename V::Undo;

  // The deepest line a search can follow: the longest stipulation (#n: 2n-1 plies, s#n: 2n).
  static constexpr int kMaxPly = io::kMaxStipulationPlies;
  static_assert(io::kMaxStipulationMoves <= TranspositionTable::kMaxLength,
                "the transposition table must hold every length a stipulation can ask for");

  // prune: use the variant's exact shortcuts where it has them (the mating move of direct play
  // and the selfmate's forced last move are generated as checks only); off, every move is played.
  BattleSearch(Position& pos, TranspositionTable& tt, io::Play play, io::Goal goal,
               const SearchAbort* abort = nullptr, bool prune = true)
      : pos_(pos), tt_(tt), play_(play), goal_(goal), abort_(abort), prune_(prune) {}

  // Popeye's options that change what counts as a win (battle_options.h); set before searching.
  void set_options(const BattleOptions& o) {
    opts_ = o;
    keep_mating_ = o.keep_mating_piece && !o.quodlibet;  // both sides give goals: nothing to keep (Popeye's)
    if (o.quodlibet) prune_ = false;  // the shortcuts assume that only the defender gives the goal
    budget_ = o.nontrivial_defences;
  }

  Position& position() { return pos_; }
  std::uint64_t nodes() const { return nodes_; }
  bool aborted() const { return abort_ && abort_->stopped(); }

  // The side to move has just been played against: has the goal been reached? For direct play
  // the side to move is the defender, who must be mated (stalemated); for self play the side to
  // move is the attacker, who must have been mated (stalemated) by the defender.
  bool goal_reached() const { return regent::goal_reached<V>(pos_, goal_); }

  // Attacker to move: can it force the goal within n (>= 1) of its moves?
  bool attacker_wins(int n) {
    ++nodes_;
    if (keep_mating_ && !has_unit_besides_king<V>(pos_, mating_side(true))) return false;
    // Direct play's last move: a mate gives check, so the checks are all there is to try; listing
    // and playing them costs less than the table's cache miss at these most numerous attacker
    // nodes, which leave the table alone (measured in one run: matetrack 7.2-7.6 s to 6.2 s,
    // bench/data/long-mate5.pop 1.39-1.46 s to 1.17-1.25 s).
    const bool last_checks =
        kCheckGeneration && prune_ && n == 1 && play_ == io::Play::Direct && goal_ == io::Goal::Mate;
    const std::uint64_t key = node_key();
    if (!last_checks) tt_.prefetch(key);  // the probe below comes after the bounds
    // Mate needs check: direct play, the attacker checks with one of its n moves (the defender's
    // king moving between them); self play, the defender with one of its n replies.
    if (prune_ && goal_ == io::Goal::Mate && (n >= 2 || play_ == io::Play::Self)) {
      const Color attacker = pos_.side_to_move();
      if (play_ == io::Play::Direct ? !mate_in_reach<V>(pos_, attacker, n, n - 1)
                                    : !mate_in_reach<V>(pos_, ~attacker, n, n))
        return false;
      // Self play's last attacking move: the defender's reply must mate the attacker.
      if (play_ == io::Play::Self && n == 1 && !mate_in_two_plies_possible<V>(pos_)) return false;
    }
    if (!last_checks) {
      switch (tt_.probe(key, n)) {
        case TranspositionTable::Bound::Win: return true;
        case TranspositionTable::Bound::Fail: return false;
        default: break;
      }
    }
    // Iterative deepening: a win within n - 1 moves is a win within n, and the shorter search,
    // mostly answered by the table, finds it at a fraction of the cost (measured in one run:
    // matetrack 8.0 s to 7.4 s, bench/data/long-mate5.pop 1.62 s to 1.42 s; outputs identical).
    // Under Popeye's restricting options a win in n - 1 is not always one in n; the search is then
    // Popeye's: a win within n is a win in some length up to n, the shortest tried first.
    if (n >= (opts_.restricts() ? 2 : 3)) {
      if (attacker_wins(n - 1)) {
        tt_.store_win(key, n);
        return true;
      }
      // A stopped shorter search says nothing; going on into the moves would make every level
      // search again down to its stop, and the nodes after a stop would double with each move of
      // length (a =100 stopped by SIGTERM or a helper's end searched for hours).
      if (aborted()) return false;
    }
    // Self play's last attacking move: after it the defender's king must have no quiet step, so
    // only the moves that may take all its flights are listed.
    const bool last_self = kFlightTakers && prune_ && n == 1 && play_ == io::Play::Self && goal_ == io::Goal::Mate;
    MoveList list;
    if (last_checks) generate_checks(list);
    else if (last_self) generate_flight_takers(list);
    else
      V::generate(pos_, list);
    order_killer(list, attack_killer_[ply_]);
    Undo undo;
    bool win = false;
    for (const Move& m : list) {
      V::make(pos_, m, undo);
      ++ply_;
      win = defender_loses(n - 1);
      --ply_;
      V::unmake(pos_, m, undo);
      if (win) {
        attack_killer_[ply_] = m;
        break;
      }
      if (aborted()) return false;
    }
    if (aborted() || last_checks) return win;
    if (win) tt_.store_win(key, n);
    else tt_.store_fail(key, n);
    return win;
  }

  // Defender to move, the attacker having k (>= 0) moves left: does every defence lose?
  // reversed: try the defences last to first (a thread helping another with the same question
  // starts from the other end, and each finds the other's answers in the shared table).
  bool defender_loses(int k, bool reversed = false) {
    if (keep_mating_ && !has_unit_besides_king<V>(pos_, mating_side(false))) return false;
    if (play_ == io::Play::Self && opts_.quodlibet && goal_reached()) return true;  // the attacker's own goal
    if (play_ == io::Play::Direct) {
      if (k == 0) return goal_reached();
      if (!V::has_move(pos_)) return goal_reached();
    } else {
      // Self play's last defence: every defence must mate, and one that gives no check refutes at
      // once; that costs less than the table's cache miss, so these nodes, the most numerous,
      // leave the table alone (measured in one run: BEISPIEL/selfref.inp #5, an s#4, 0.34 s to
      // 0.21 s).
      if (kQuietTest && prune_ && k == 0 && goal_ == io::Goal::Mate) {
        ++nodes_;
        return every_defence_mates();
      }
      if (!V::has_move(pos_)) return false;  // the defender must still be able to move (and mate)
    }
    ++nodes_;
    const std::uint64_t key = node_key();
    tt_.prefetch(key);
    // Mate needs check (as in attacker_wins): the attacker with one of its k moves, or the
    // defender with this move or one of its k later ones.
    if (prune_ && goal_ == io::Goal::Mate) {
      const Color defender = pos_.side_to_move();
      if (play_ == io::Play::Direct ? !mate_in_reach<V>(pos_, ~defender, k, k)
                                    : !mate_in_reach<V>(pos_, defender, k + 1, k))
        return false;
      // (Not the mate picture at direct play's last defence: with the attacker's usual force it
      // seldom cuts there, and asking it made matetrack 40% slower.)
    }
    switch (tt_.probe(key, k)) {
      case TranspositionTable::Bound::Win: return true;
      case TranspositionTable::Bound::Fail: return false;
      default: break;
    }
    const BudgetRestore restore{*this, budget_};
    if (opts_.restricts() && !restrictions_allow(k)) {
      if (aborted()) return false;
      tt_.store_fail(key, k);
      return false;
    }
    MoveList list;
    V::generate(pos_, list);
    if (reversed) std::reverse(list.begin(), list.end());
    else order_killer(list, defence_killer_[ply_]);
    Undo undo;
    bool loses = true;
    for (const Move& d : list) {
      V::make(pos_, d, undo);
      ++ply_;
      bool lost;
      if (play_ == io::Play::Direct) lost = attacker_wins(k);
      else lost = goal_reached() || (k > 0 && attacker_wins(k));
      --ply_;
      V::unmake(pos_, d, undo);
      if (!lost) {
        defence_killer_[ply_] = d;
        loses = false;
        break;
      }
      if (aborted()) return false;
    }
    if (aborted()) return loses;
    if (loses) tt_.store_win(key, k);
    else tt_.store_fail(key, k);
    return loses;
  }

  // Restores the nontrivial budget (BattleOptions) when it ends.
  struct BudgetRestore {
    BattleSearch& search;
    int saved;
    ~BudgetRestore() { search.budget_ = saved; }
  };

  // For a caller that expands a defender's node itself (the analysis, describing the play): the
  // node's nontrivial budget, as defender_loses(k) gives it to the play below, until the returned
  // scope ends. (Whether the restrictions allow the node is defender_loses's to say.)
  [[nodiscard]] BudgetRestore defence_budget(int k) {
    const int saved = budget_;
    if (nontrivial_applies(k)) {
      const int count = count_nontrivial(budget_ + 2);
      if (count <= budget_ + 1) budget_ += 1 - count;
    }
    return BudgetRestore{*this, saved};
  }

  // Defender to move, k attacker moves to come: whether threat, maxflightsquares and nontrivial
  // allow the attacker's last move (a first move they do not allow is no try, as in Popeye).
  // Set play (the diagram as a defender's node) is not subject to nontrivial (Popeye's).
  bool restrictions_allow_move(int k, bool with_nontrivial = true) {
    const BudgetRestore restore{*this, budget_};
    return !opts_.restricts() || restrictions_allow(k, with_nontrivial);
  }

  // Attacker to move: the least n' <= n with attacker_wins(n'), or 0.
  int attacker_length(int n) {
    for (int i = 1; i <= n; ++i)
      if (attacker_wins(i)) return i;
    return 0;
  }

  // Defender to move: the least k' <= k with defender_loses(k'), or -1.
  int defender_length(int k) {
    for (int i = 0; i <= k; ++i)
      if (defender_loses(i)) return i;
    return -1;
  }

 private:
  static constexpr bool kCheckGeneration = requires(const Position& p, MoveList& l) { V::generate_checks(p, l); };
  static constexpr bool kQuietTest = requires(const Position& p) { { V::has_quiet_move(p) } -> std::same_as<bool>; };
  void generate_checks(MoveList& list) {
    if constexpr (kCheckGeneration) V::generate_checks(pos_, list);
  }
  static constexpr bool kFlightTakers = requires(const Position& p, MoveList& l) { V::generate_flight_takers(p, l); };
  void generate_flight_takers(MoveList& list) {
    if constexpr (kFlightTakers) V::generate_flight_takers(pos_, list);
  }

  // Self play, the defender to move with no attacker move left: does every defence mate the
  // attacker? A defence that does not check escapes, found without playing any (the variant's
  // has_quiet_move, which the shortcut needs).
  bool every_defence_mates() {
    if constexpr (kQuietTest) {
      // (one quiet defence, most often the king's first step, answers without listing any)
      if (V::has_quiet_move(pos_)) return false;
    }
    MoveList list;
    V::generate(pos_, list);
    if (list.empty()) return false;  // the defender must still be able to move (and mate)
    Undo undo;
    for (const Move& d : list) {
      V::make(pos_, d, undo);
      const bool mates = goal_reached();
      V::unmake(pos_, d, undo);
      if (!mates) return false;
      if (aborted()) return false;
    }
    return true;
  }

  // The side that must give the goal, seen from an attacker's node (attacker to move) or a
  // defender's: the attacker in direct play, the defender in self play.
  Color mating_side(bool attacker_to_move) const {
    const Color attacker = attacker_to_move ? pos_.side_to_move() : ~pos_.side_to_move();
    return play_ == io::Play::Direct ? attacker : ~attacker;
  }

  // The table's key: the position's, and under option nontrivial the budget left, which the
  // answer depends on.
  std::uint64_t node_key() const {
    return pos_.key() ^ (std::uint64_t(std::max(budget_, 0)) * 0x9E3779B97F4A7C15ULL);
  }

  bool nontrivial_applies(int k) const {
    return opts_.nontrivial_defences >= 0 && k >= opts_.nontrivial_length + 1;
  }

  // Defender to move, k attacker moves to come: do threat, maxflightsquares and nontrivial allow
  // the attacker's last move? Under nontrivial, sets the budget the play below has (the caller
  // restores it).
  bool restrictions_allow(int k, bool with_nontrivial = true) {
    if (opts_.max_threat > 0 && k >= opts_.max_threat && !V::in_check(pos_)) {
      // Popeye gives the threat 2N - 1 plies after the defender's pass: N moves in direct play,
      // N - 1 in self play (whose every move is two plies with the defender's forced reply).
      const int length = play_ == io::Play::Direct ? opts_.max_threat : opts_.max_threat - 1;
      Undo undo;
      V::make_null(pos_, undo);
      ++ply_;
      const bool threat = length > 0 && attacker_wins(length);
      --ply_;
      V::unmake_null(pos_, undo);
      if (!threat) return false;
    }
    if (opts_.max_flights >= 0 && k >= 2 && more_flights_than<V>(pos_, opts_.max_flights)) return false;
    if (with_nontrivial && nontrivial_applies(k)) {
      const int count = count_nontrivial(budget_ + 2);
      if (count > budget_ + 1) return false;
      budget_ += 1 - count;
    }
    return true;
  }

  // Defender to move: its non-trivial defences (BattleOptions), counted up to cap.
  int count_nontrivial(int cap) {
    const int n = opts_.nontrivial_length;
    MoveList list;
    V::generate(pos_, list);
    Undo undo;
    int count = 0;
    for (const Move& d : list) {
      V::make(pos_, d, undo);
      ++ply_;
      const bool trivial = play_ == io::Play::Direct ? attacker_wins(n + 1)
                                                      : goal_reached() || (n > 0 && attacker_wins(n));
      --ply_;
      V::unmake(pos_, d, undo);
      if (!trivial && ++count >= cap) break;
      if (aborted()) break;
    }
    return count;
  }

  static void order_killer(MoveList& list, const Move& killer) {
    if (killer == Move{}) return;
    for (auto& m : list)
      if (m == killer) {
        std::swap(m, list[0]);
        return;
      }
  }

  Position& pos_;
  TranspositionTable& tt_;
  io::Play play_;
  io::Goal goal_;
  const SearchAbort* abort_;
  bool prune_;
  BattleOptions opts_;
  bool keep_mating_ = false;
  int budget_ = -1;  // nontrivial: the non-trivial defences the play may still have beyond one each
  std::uint64_t nodes_ = 0;
  int ply_ = 0;
  std::array<Move, kMaxPly + 2> attack_killer_{};
  std::array<Move, kMaxPly + 2> defence_killer_{};
};

}  // namespace regent
