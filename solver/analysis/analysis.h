// Analysis of a problem: turns the boolean searches into the solution a composer reads — keys,
// tries with refutations, threats, variations with every mating continuation (duals), set play,
// help-play solutions — following Popeye's conventions so that results can be compared.
#pragma once

#include <algorithm>
#include <chrono>

#include "solver/analysis/solution.h"
#include "solver/search/battle_search.h"
#include "solver/search/help_search.h"

namespace regent {

// The marks of a move from the position after it: mate, stalemate, check, and the variant's own
// annotation ("++", phantom flights) where it has one.
template <Variant V>
void mark_from_position_after(MoveRecord& rec, const typename V::Position& after) {
  rec.mate = V::is_checkmate(after);
  rec.stalemate = !rec.mate && V::is_stalemate(after);
  rec.check = !rec.mate && V::in_check(after);  // a mate is marked '#' only
  if constexpr (requires { V::annotate(after); }) rec.annotation = V::annotate(after);
}

struct SolveOptions {
  bool tries = false;
  int defence = 1;          // a try is refuted by at most this many defences
  bool set_play = false;
  bool no_threat = false;
  int max_solutions = 0;    // 0: all
  bool stop_on_short = false;
  bool no_short_variations = false;  // hide variations shorter than the full length
  int intended = 1;                  // intended number of solutions (help play)
  bool tries_without_key = false;    // tries only when no key is found (verify's near misses)
};

template <Variant V>
class Analysis {
 public:
  using Position = typename V::Position;
  using Move = typename V::Move;
  using MoveList = typename V::MoveList;
  using Undo = typename V::Undo;

  Analysis(Position& pos, TranspositionTable& tt, const io::Stipulation& stip, const SolveOptions& opt,
           SearchAbort* abort = nullptr)
      : pos_(pos), tt_(tt), stip_(stip), opt_(opt), abort_(abort),
        battle_(pos, tt, stip.play == io::Play::Help ? io::Play::Direct : stip.play, stip.goal, abort) {}

  SolveResult solve() {
    SolveResult r;
    r.stipulation = stip_;
    r.first_mover = pos_.side_to_move() == WHITE ? "white" : "black";
    if (stip_.play == io::Play::Help) solve_help(r);
    else solve_battle(r);
    r.timed_out = battle_.aborted();
    if (r.timed_out) r.verdict = Verdict::Aborted;
    return r;
  }

  // The move as data and text, with check and goal marks, in the current position.
  MoveRecord record(const Move& m) {
    MoveRecord rec;
    rec.desc = V::describe(pos_, m);
    rec.coord = coordinates(rec.desc);
    Undo u;
    V::make(pos_, m, u);
    mark_from_position_after<V>(rec, pos_);
    V::unmake(pos_, m, u);
    return rec;
  }

 private:
  using Mode = AttackerNode::Mode;
  bool is_self() const { return stip_.play == io::Play::Self; }

  // Attacker to move after a defence, k attacker moves left: 0 if the goal is already reached
  // (self play: the defender has just delivered it), else the least length 1..k, or -1.
  int remaining_length(int k) {
    if (is_self() && battle_.goal_reached()) return 0;
    int l = k > 0 ? battle_.attacker_length(k) : 0;
    return l > 0 ? l : -1;
  }

  // ---- battle play ------------------------------------------------------------------------

  void solve_battle(SolveResult& r) {
    const int n = stip_.moves;
    MoveList list;
    V::generate(pos_, list);
    Undo u;
    if (abort_) abort_->first_moves_total = int(list.size());
    for (const Move& m : list) {
      if (battle_.aborted()) break;
      if (abort_) ++abort_->first_moves_done;
      V::make(pos_, m, u);
      std::vector<AttackerNode>* target = nullptr;
      AttackerNode node;
      if (battle_.defender_loses(n - 1)) {
        node = build_attacker(n, /*is_try=*/false);
        target = &r.battle.keys;
      } else if (opt_.tries && V::has_move(pos_)) {
        if (is_try(n, node)) target = &r.battle.tries;
      }
      V::unmake(pos_, m, u);
      if (target) {
        node.move = record(m);
        target->push_back(std::move(node));
      }
      if (opt_.max_solutions > 0 && int(r.battle.keys.size()) >= opt_.max_solutions) break;
    }
    // No key: the tries are what comes closest (a second pass, over a warm transposition table).
    if (r.battle.keys.empty() && !opt_.tries && opt_.tries_without_key) {
      for (const Move& m : list) {
        if (battle_.aborted()) break;
        V::make(pos_, m, u);
        AttackerNode node;
        const bool found = V::has_move(pos_) && is_try(n, node);
        V::unmake(pos_, m, u);
        if (found) {
          node.move = record(m);
          r.battle.tries.push_back(std::move(node));
        }
      }
    }
    if (opt_.set_play && n > 1) build_set_play(r, n);

    // Verdict: exactly one key of full length is sound.
    if (r.battle.keys.empty()) r.verdict = Verdict::NoSolution;
    else if (r.battle.keys.size() > 1) r.verdict = Verdict::Cooked;
    else if (r.battle.keys[0].length < n) r.verdict = Verdict::ShortSolution;
    else r.verdict = Verdict::Sound;
    for (const auto& key : r.battle.keys) {
      collect_duals(key, "1." + key.move.text(), r.duals);
      for (const auto& v : key.variations)
        if (v.short_variation) {
          std::string s = "1." + key.move.text();
          s += " 1...";
          s += v.move.text();
          s += v.length == 0 ? " (the goal at once)" : " (" + std::to_string(v.length) + " more move" + (v.length == 1 ? ")" : "s)");
          r.short_variations.push_back(std::move(s));
        }
    }
    r.nodes = battle_.nodes();
  }

  // Defender to move after a first move that failed: whether at most `defence` defences refute
  // it; if so, *node is its play.
  bool is_try(int n, AttackerNode& node) {
    const int refutations = count_refutations(n - 1, opt_.defence + 1);
    if (refutations < 1 || refutations > opt_.defence) return false;
    node = build_attacker(n, /*is_try=*/true);
    return true;
  }

  // Defender to move after a first move that failed: how many defences refute it (stops at cap).
  int count_refutations(int k, int cap) {
    MoveList defences;
    V::generate(pos_, defences);
    Undo u;
    int count = 0;
    for (const Move& d : defences) {
      V::make(pos_, d, u);
      bool refutes = remaining_length(k) < 0;
      V::unmake(pos_, d, u);
      if (refutes && ++count >= cap) break;
    }
    return count;
  }

  // An attacker's move has just been made (defender to move); n counts it. The caller fills in
  // node.move, in the position before the move: only moves that are kept are described.
  AttackerNode build_attacker(int n, bool is_try) {
    AttackerNode node;
    node.length = n;
    if (!is_self() && battle_.goal_reached()) {
      node.mode = Mode::Goal;
      node.length = 1;
      return node;
    }
    if (!is_try) node.length = battle_.defender_length(n - 1) + 1;
    const bool check = V::in_check(pos_);
    int threat_length = 0;
    std::vector<Move> threat_moves;
    if (!check && !opt_.no_threat && n > 1) {
      Undo nu;
      V::make_null(pos_, nu);
      threat_length = battle_.attacker_length(n - 1);
      if (threat_length > 0) winning_moves(threat_length, node.threats, &threat_moves);
      V::unmake_null(pos_, nu);
    }
    node.mode = check ? Mode::Check : threat_moves.empty() ? Mode::Zugzwang : Mode::Threat;

    MoveList defences;
    V::generate(pos_, defences);
    Undo u;
    for (const Move& d : defences) {
      if (battle_.aborted()) break;
      V::make(pos_, d, u);
      const int l = remaining_length(n - 1);
      bool shown = false;
      DefenceNode dn;
      if (l >= 0) {
        shown = (node.mode != Mode::Threat || l > threat_length ||
                 (l == threat_length && !threats_all_work(threat_moves, threat_length))) &&
                !(opt_.no_short_variations && l < n - 1);
        if (shown && l > 0) winning_moves(l, dn.continuations, nullptr);
      }
      V::unmake(pos_, d, u);
      // Only the defences that are printed are described (the description needs the position
      // before the move).
      if (l < 0) {
        node.refutations.push_back(record(d));
      } else if (shown) {
        dn.move = record(d);
        dn.length = l;
        dn.short_variation = l < n - 1;
        node.variations.push_back(std::move(dn));
      }
    }
    return node;
  }

  // Attacker to move: every move that wins within exactly-or-less `len` moves, as built nodes.
  void winning_moves(int len, std::vector<AttackerNode>& out, std::vector<Move>* moves_out) {
    MoveList list;
    V::generate(pos_, list);
    Undo u;
    for (const Move& c : list) {
      if (battle_.aborted()) return;
      V::make(pos_, c, u);
      const bool wins = battle_.defender_loses(len - 1);
      AttackerNode node;
      if (wins) node = build_attacker(len, false);
      V::unmake(pos_, c, u);
      if (wins) {
        node.move = record(c);
        out.push_back(std::move(node));
        if (moves_out) moves_out->push_back(c);
      }
    }
  }

  // After a defence: does every threat move still win within the threat's length?
  bool threats_all_work(const std::vector<Move>& threats, int len) {
    MoveList list;
    V::generate(pos_, list);
    Undo u;
    for (const Move& t : threats) {
      if (!list.contains(t)) return false;
      V::make(pos_, t, u);
      bool works = battle_.defender_loses(len - 1);
      V::unmake(pos_, t, u);
      if (!works) return false;
    }
    return true;
  }

  void build_set_play(SolveResult& r, int n) {
    r.battle.set_play_shown = true;
    Undo nu;
    V::make_null(pos_, nu);
    if (!V::in_check(pos_)) {
      MoveList defences;
      V::generate(pos_, defences);
      Undo u;
      for (const Move& d : defences) {
        V::make(pos_, d, u);
        DefenceNode dn;
        dn.length = remaining_length(n - 1);
        if (dn.length > 0) winning_moves(dn.length, dn.continuations, nullptr);
        V::unmake(pos_, d, u);
        if (dn.length >= 0) {
          dn.move = record(d);
          r.battle.set_play.push_back(std::move(dn));
        }
      }
    }
    V::unmake_null(pos_, nu);
  }

  static void collect_duals(const AttackerNode& node, const std::string& prefix, std::vector<std::string>& out) {
    for (const auto& v : node.variations) {
      if (v.continuations.size() > 1) {
        std::string s = prefix;
        s += " 1...";
        s += v.move.text();
        s += ':';
        for (const auto& c : v.continuations) {
          s += ' ';
          s += c.move.text();
        }
        out.push_back(s);
      }
    }
  }

  // ---- help play --------------------------------------------------------------------------

  void solve_help(SolveResult& r) {
    HelpSearch<V> help(pos_, tt_, stip_.goal, abort_);
    const int first = stip_.half ? 1 : 2;  // plies of the shortest length considered
    const int full = stip_.half_moves();
    std::vector<std::vector<Move>> found;
    for (int plies = first; plies <= full; plies += 2) {
      const bool is_full = plies == full;
      if (is_full && opt_.stop_on_short && r.help.short_count > 0) break;
      help.enumerate(plies, [&](const Move* moves, int count) {
        found.emplace_back(moves, moves + count);
        r.help.lengths.push_back((plies + 1) / 2);
        if (is_full) ++r.help.full_length_count;
        else ++r.help.short_count;
        return opt_.max_solutions <= 0 || int(found.size()) < opt_.max_solutions;
      });
      if (opt_.max_solutions > 0 && int(found.size()) >= opt_.max_solutions) break;
    }
    // Describe each solution by replaying it.
    for (const auto& line : found) {
      std::vector<MoveRecord> recs;
      std::vector<Undo> undos(line.size());
      for (std::size_t i = 0; i < line.size(); ++i) {
        recs.push_back(record(line[i]));
        V::make(pos_, line[i], undos[i]);
      }
      for (std::size_t i = line.size(); i-- > 0;) V::unmake(pos_, line[i], undos[i]);
      r.help.solutions.push_back(std::move(recs));
    }
    const int count = int(found.size());
    if (count == 0) r.verdict = Verdict::NoSolution;
    else if (r.help.short_count > 0) r.verdict = Verdict::ShortSolution;
    else if (count > opt_.intended) r.verdict = Verdict::Cooked;
    else if (count < opt_.intended) r.verdict = Verdict::MissingSolutions;
    else r.verdict = Verdict::Sound;
    r.nodes = help.nodes();
  }

  Position& pos_;
  TranspositionTable& tt_;
  io::Stipulation stip_;
  SolveOptions opt_;
  SearchAbort* abort_;
  BattleSearch<V> battle_;
};

}  // namespace regent
