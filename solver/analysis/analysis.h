// Analysis of a problem: turns the boolean searches into the solution a composer reads — keys,
// tries with refutations, threats, variations with every mating continuation (duals), set play,
// help-play solutions — following Popeye's conventions so that results can be compared.
#pragma once

#include <algorithm>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

#include "solver/analysis/first_move_scheduler.h"
#include "solver/analysis/move_order.h"
#include "solver/analysis/solution.h"
#include "solver/analysis/solution_order.h"
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
  bool post_key = false;    // battle play: the diagram is the position after the key (BattleSolution::post_key)
  bool no_threat = false;
  bool mates_in_1 = false;  // self play: show the defender's moves that deliver the goal at once
  int max_solutions = 0;    // 0: all
  bool stop_on_short = false;
  bool no_short_variations = false;  // hide variations shorter than the full length
  int intended = 1;                  // intended number of solutions (help play)
  BattleOptions battle_options;      // threat, maxflightsquares, nontrivial, keepmatingpiece, quodlibet
  // startmovenumber / uptomovenumber: only the first moves numbered from..to (1-based, in
  // Popeye's order, which is the order of the output); 0: no bound.
  int first_move_from = 0, first_move_to = 0;
  int first_moves_before = 0;  // the numbers the problem's earlier twins took (io::ProblemInstance)
  // Help play under option intelligent: startmovenumber / uptomovenumber bound the lengths solved
  // instead, in moves (h#n.5 counts as n + 1); 0: no bound.
  int help_moves_from = 0, help_moves_to = 0;
  bool first_moves_bounded() const { return first_move_from > 1 || first_move_to > 0; }
  bool tries_without_key = false;    // tries only when no key is found (verify's near misses)
  int threads = 1;                   // threads that analyse first moves (the output is the same for any)
  // Only the first moves whose index in generation order is `part` modulo `parts` (one share of
  // a problem split across processes, --first-moves K/N); the result then says where each of its
  // keys, tries and solutions stands (SolveResult::part).
  int part = 0, parts = 1;
  // The searches' exact shortcuts (docs/help-play.md); off only to check that they change nothing.
  bool pruning = true;
  // Help play: the solutions go to help_sink as they are found, and the result keeps their counts
  // only; without a sink the result holds them, all or (keep_solutions >= 0) the first ones.
  HelpSolutionSink* help_sink = nullptr;
  int keep_solutions = -1;
  // Help play: the bytes of moves that threads may hold back while an earlier first move is being
  // searched (SolutionOrder); then they wait.
  std::size_t help_buffer_bytes = kHelpBufferBytes;
  static constexpr std::size_t kHelpBufferBytes = std::size_t{1} << 20;
};


// The moves Popeye's move numbers count (options startmovenumber, uptomovenumber), in its order:
// the variant's optional capability `numbered_moves` (its generator's moves, some of them
// illegal), else the legal moves.
// Whether the first move of the stipulation must mate (direct #1, h#0.5): Popeye then generates,
// and numbers, only the checks.
inline bool first_move_must_mate(const io::Stipulation& st) {
  return st.goal == io::Goal::Mate && st.half_moves() == 1 && st.play != io::Play::Self;
}

// mating_move: first_move_must_mate.
template <Variant V>
typename V::MoveList numbered_moves(const typename V::Position& pos, bool mating_move = false) {
  typename V::MoveList list;
  bool listed = false;
  if constexpr (requires { V::generate_checks(pos, list); }) {
    if (mating_move) {
      V::generate_checks(pos, list);
      listed = true;
    }
  }
  if (!listed) {
    if constexpr (requires { V::numbered_moves(pos, list); }) V::numbered_moves(pos, list);
    else V::generate(pos, list);
  }
  if constexpr (kPopeyeMoveOrder<V>)
    sort_in_popeye_order(list, [&](const typename V::Move& m) { return V::order_facts(pos, m); });
  return list;
}

// The move a node of a solution stands for, for sorting them.
inline const MoveDescription& description_of(const MoveRecord& m) { return m.desc; }
inline const MoveDescription& description_of(const AttackerNode& n) { return n.move.desc; }
inline const MoveDescription& description_of(const DefenceNode& n) { return n.move.desc; }

// One thread's share of an analysis: a position of its own, its searches over the shared table,
// and the analysis of one first move at a time. The analysis of a first move depends only on
// the position and the stipulation, never on what other first moves gave, so any thread may do
// any first move and the result is the same.
template <Variant V>
class AnalysisWorker {
 public:
  using Position = typename V::Position;
  using Move = typename V::Move;
  using MoveList = typename V::MoveList;
  using Undo = typename V::Undo;

  // What the analysis of one first move found (battle play).
  struct FirstMove {
    enum class Kind : std::uint8_t { None, Key, Try };
    Kind kind = Kind::None;
    AttackerNode node;      // a key's or try's play, its move described
    bool examined = false;  // false: the stop came first, nothing is known
  };

  // solve: the solve's stop flag; this worker stops with it (and, while it helps another
  // thread, when that thread's work is finished).
  AnalysisWorker(const Position& pos, TranspositionTable& tt, const io::Stipulation& stip, const SolveOptions& opt,
                 const SearchAbort& solve)
      : pos_(pos), root_(pos), stip_(stip), opt_(opt),
        battle_(pos_, tt, stip.play == io::Play::Help ? io::Play::Direct : stip.play, stip.goal, &stop_,
                opt.pruning),
        help_(pos_, tt, stip.goal, &stop_, opt.pruning) {
    stop_.parent = &solve;
    battle_.set_options(opt.battle_options);
    help_.set_popeye_order(opt.max_solutions > 0);
    help_.set_keep_mating_piece(opt.battle_options.keep_mating_piece);
  }
  AnalysisWorker(const AnalysisWorker&) = delete;
  AnalysisWorker& operator=(const AnalysisWorker&) = delete;

  std::uint64_t nodes() const { return battle_.nodes() + help_.nodes(); }
  bool aborted() const { return stop_.stopped(); }

  // The move as data and text, with check and goal marks, in the current position.
  MoveRecord record(const Move& m) { return record_in(pos_, m); }

  // A line of `count` moves from the diagram, each described where it is played. It uses a
  // position of its own, so it may be called while this worker searches (a help-play solution is
  // described as soon as it is found).
  std::vector<MoveRecord> record_line(const Move* line, int count) {
    std::vector<MoveRecord> recs;
    std::vector<Undo> undos(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
      recs.push_back(record_in(root_, line[i]));
      V::make(root_, line[i], undos[std::size_t(i)]);
    }
    for (int i = count; i-- > 0;) V::unmake(root_, line[i], undos[std::size_t(i)]);
    return recs;
  }

  // ---- battle play ------------------------------------------------------------------------

  // Battle play, attacker to move: is the first move m a key or (with tries, or tries_only) a
  // try, and what is its play?
  FirstMove analyse_first_move(const Move& m, bool tries_only) {
    const int n = stip_.moves;
    FirstMove result;
    Undo u;
    V::make(pos_, m, u);
    if (!tries_only && battle_.defender_loses(n - 1, reversed_)) {
      result.node = build_attacker(n, /*is_try=*/false);
      result.kind = FirstMove::Kind::Key;
    } else if ((opt_.tries || tries_only) && V::has_move(pos_)) {
      if (is_try(n, result.node)) result.kind = FirstMove::Kind::Try;
    }
    V::unmake(pos_, m, u);
    result.examined = !aborted();
    if (result.examined && result.kind != FirstMove::Kind::None) result.node.move = record(m);
    return result;
  }

  // Helps the thread that analyses m: the same analysis, defences tried last to first, until
  // `finished`; what it finds stays in the shared table, the rest is thrown away.
  void assist_first_move(const Move& m, bool tries_only, const std::atomic<bool>& finished) {
    Helping helping(*this, finished);
    analyse_first_move(m, tries_only);
  }

  // Post-key play: the defender to move in the diagram, which is the position after a key of the
  // n moves: the play from it as the key's would be.
  void build_post_key(SolveResult& r, int n) {
    const bool wins = battle_.defender_loses(n - 1, reversed_);
    r.battle.post_key = build_attacker(n, /*is_try=*/!wins);
  }

  // Set play: the defender to move first in the diagram.
  void build_set_play(SolveResult& r, int n) {
    r.battle.set_play_shown = true;
    Undo nu;
    V::make_null(pos_, nu);
    // The diagram is a defender's node (Popeye's): threat and maxflightsquares may leave it no
    // set play (nontrivial does not apply there).
    if (!V::in_check(pos_) && battle_.restrictions_allow_move(n - 1, /*with_nontrivial=*/false)) {
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
    // As after a key: the defender's moves that deliver the goal at once are left out where
    // other set play goes on longer.
    auto& set = r.battle.set_play;
    in_popeye_order(set);
    const bool longer = std::any_of(set.begin(), set.end(), [](const DefenceNode& d) { return d.length > 0; });
    if (is_self() && longer && !opt_.mates_in_1)
      std::erase_if(set, [](const DefenceNode& d) { return d.length == 0; });
  }

  // ---- help play --------------------------------------------------------------------------

  // Help play: the solutions of exactly `plies` plies that begin with the first move m, in
  // generation order: on_solution(const Move* moves) for each, which returns false to stop.
  // Returns false if the stop came first.
  template <class OnSolution>
  bool help_solutions_from(const Move& m, int plies, OnSolution&& on_solution) {
    help_.enumerate_from(m, plies, [&](const Move* moves, int) { return on_solution(moves); }, reversed_);
    return !aborted();
  }

  // Helps the thread that enumerates the solutions beginning with m (see assist_first_move).
  void assist_solutions_from(const Move& m, int plies, const std::atomic<bool>& finished) {
    Helping helping(*this, finished);
    help_.enumerate_from(m, plies, [](const Move*, int) { return true; }, true);
  }

 private:
  using Mode = AttackerNode::Mode;
  bool is_self() const { return stip_.play == io::Play::Self; }

  static MoveRecord record_in(Position& pos, const Move& m) {
    MoveRecord rec;
    rec.desc = V::describe(pos, m);
    rec.coord = coordinates(rec.desc);
    Undo u;
    V::make(pos, m, u);
    mark_from_position_after<V>(rec, pos);
    V::unmake(pos, m, u);
    return rec;
  }

  // While a worker helps another thread: defences in the other order, and a stop when the
  // helped work is finished.
  struct Helping {
    Helping(AnalysisWorker& w, const std::atomic<bool>& finished) : w_(w) {
      w_.reversed_ = true;
      w_.stop_.also = &finished;
    }
    ~Helping() {
      w_.reversed_ = false;
      w_.stop_.also = nullptr;
    }
    AnalysisWorker& w_;
  };

  // The defences of a list in this worker's order: as generated, or last to first.
  void order(MoveList& list) const {
    if (reversed_) std::reverse(list.begin(), list.end());
  }

  // What the analysis found, in the order a solution prints it (Popeye's, move_order.h; mating: a
  // direct mate's last moves). The lists are searched in the generator's order, which the table
  // and the search are tuned to (sorting every list searched cost 15% on the matetrack set), and
  // only what is kept is sorted.
  template <class Nodes>
  static void in_popeye_order(Nodes& nodes, bool mating = false) {
    if constexpr (kPopeyeMoveOrder<V>) {
      const auto rank = [&](const auto& n) {
        return mating ? popeye_mating_rank(description_of(n)) : popeye_rank(description_of(n));
      };
      std::stable_sort(nodes.begin(), nodes.end(), [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
    }
  }

  // Attacker to move after a defence, k attacker moves left: 0 if the goal is already reached
  // (self play: the defender has just delivered it), else the least length 1..k, or -1.
  int remaining_length(int k) {
    if (is_self() && battle_.goal_reached()) return 0;
    int l = k > 0 ? battle_.attacker_length(k) : 0;
    return l > 0 ? l : -1;
  }

  // Defender to move after a first move that failed: whether at most `defence` defences refute
  // it; if so, *node is its play.
  bool is_try(int n, AttackerNode& node) {
    if (!battle_.restrictions_allow_move(n - 1)) return false;
    const int refutations = count_refutations(n - 1, opt_.defence + 1);
    if (refutations < 1 || refutations > opt_.defence) return false;
    node = build_attacker(n, /*is_try=*/true);
    return true;
  }

  // Defender to move after a first move that failed: how many defences refute it (stops at cap).
  int count_refutations(int k, int cap) {
    MoveList defences;
    V::generate(pos_, defences);
    order(defences);
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
    if ((!is_self() || opt_.battle_options.quodlibet) && battle_.goal_reached()) {
      node.mode = Mode::Goal;
      node.length = 1;
      return node;
    }
    if (!is_try) node.length = battle_.defender_length(n - 1) + 1;
    // The play below has the budget of option nontrivial that this node leaves it (after the
    // length, which asks this node itself).
    const auto budget = battle_.defence_budget(n - 1);
    const bool check = V::in_check(pos_);
    // As Popeye: a threat is looked for within the play's own length (a short key's threat is
    // shorter than the stipulation), and not at all under nothreat or when the defender's every
    // move ends the play (a selfmate's last move): such a quiet move is marked neither way.
    const bool look_for_threat = !check && !opt_.no_threat && node.length > 1;
    int threat_length = 0;
    std::vector<Move> threat_moves;
    if (look_for_threat) {
      Undo nu;
      V::make_null(pos_, nu);
      threat_length = battle_.attacker_length(node.length - 1);
      if (threat_length > 0) winning_moves(threat_length, node.threats, &threat_moves);
      V::unmake_null(pos_, nu);
    }
    node.mode = check ? Mode::Check : !look_for_threat ? Mode::Quiet : threat_moves.empty() ? Mode::Zugzwang : Mode::Threat;
    // Self play: a defence that delivers the goal at once is a defender's blunder, left out (as
    // Popeye does unless option matesin1) where the play goes on longer.
    const bool hide_immediate_goals = is_self() && node.length > 1 && !opt_.mates_in_1;

    MoveList defences;
    V::generate(pos_, defences);
    order(defences);
    Undo u;
    for (const Move& d : defences) {
      if (battle_.aborted()) break;
      V::make(pos_, d, u);
      const int l = remaining_length(n - 1);
      bool shown = false;
      DefenceNode dn;
      if (l >= 0 && !(l == 0 && hide_immediate_goals)) {
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
    in_popeye_order(node.variations);
    in_popeye_order(node.refutations);
    return node;
  }

  // Attacker to move: every move that wins within exactly-or-less `len` moves, as built nodes.
  void winning_moves(int len, std::vector<AttackerNode>& out, std::vector<Move>* moves_out) {
    MoveList list;
    V::generate(pos_, list);
    const std::size_t first = out.size();
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
    std::span<AttackerNode> found(out.data() + first, out.size() - first);
    in_popeye_order(found, len == 1 && stip_.goal == io::Goal::Mate && !is_self());
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

  Position pos_;
  Position root_;  // the diagram, for describing help-play solutions (record_line)
  io::Stipulation stip_;
  SolveOptions opt_;
  SearchAbort stop_;       // parent: the solve's; also: the helped work's end, while helping
  bool reversed_ = false;  // helping: defences (help play: second moves) last to first
  BattleSearch<V> battle_;
  HelpSearch<V> help_;
};

// The analysis of a problem: its first moves shared among `opt.threads` workers, and the results
// put together in first-move order, so that the solution is the same for every thread count.
template <Variant V>
class Analysis {
 public:
  using Position = typename V::Position;
  using Move = typename V::Move;
  using MoveList = typename V::MoveList;
  using Worker = AnalysisWorker<V>;

  // abort: stop flag and progress counters shared with the caller's watchdog (optional).
  Analysis(Position& pos, TranspositionTable& tt, const io::Stipulation& stip, const SolveOptions& opt,
           SearchAbort* abort = nullptr)
      : pos_(pos), tt_(tt), stip_(stip), opt_(opt), abort_(abort ? abort : &own_abort_) {}

  SolveResult solve() {
    SolveResult r;
    r.stipulation = stip_;
    r.first_mover = pos_.side_to_move() == WHITE ? "white" : "black";
    if (opt_.parts > 1) {
      MoveList list;
      V::generate(pos_, list);
      r.part = FirstMovePart{opt_.part, opt_.parts, int(list.size()), {}, {}, {}, {}};
    }
    if (stip_.play == io::Play::Help) solve_help(r);
    else solve_battle(r);
    for (const auto& w : workers_) r.nodes += w->nodes();
    mark_partial(r, opt_.max_solutions, opt_.stop_on_short);
    r.timed_out = abort_->stopped();
    if (r.timed_out) r.verdict = Verdict::Aborted;
    return r;
  }

 private:
  // The workers for `tasks` tasks: as many threads as asked, but no more than there are tasks.
  std::vector<Worker*> workers_for(int tasks) {
    const int count = std::max(1, std::min(opt_.threads, tasks));
    while (int(workers_.size()) < count) workers_.push_back(std::make_unique<Worker>(pos_, tt_, stip_, opt_, *abort_));
    std::vector<Worker*> out;
    for (int i = 0; i < count; ++i) out.push_back(workers_[i].get());
    return out;
  }
  Worker& main_worker() { return *workers_for(1)[0]; }

  // ---- battle play ------------------------------------------------------------------------

  // The first moves, in the order a solution lists them (Popeye's, move_order.h); the index of a
  // first move (--first-moves K/N, the order of the results) is its place in this list.
  MoveList first_moves() {
    MoveList list;
    V::generate(pos_, list);
    if constexpr (kPopeyeMoveOrder<V>) {
      const bool mating = stip_.play == io::Play::Direct && stip_.moves == 1 && stip_.goal == io::Goal::Mate;
      sort_in_popeye_order(list, [&](const Move& m) { return V::order_facts(pos_, m); }, mating);
    }
    // startmovenumber / uptomovenumber: only the legal moves whose numbers are in the bounds.
    if (opt_.first_moves_bounded()) {
      const MoveList numbered = numbered_moves<V>(pos_, first_move_must_mate(stip_));
      MoveList kept;
      for (const Move& m : list) {
        const auto at = std::find(numbered.begin(), numbered.end(), m);
        const int number = opt_.first_moves_before + int(at - numbered.begin()) + 1;
        if (number >= opt_.first_move_from && (opt_.first_move_to == 0 || number <= opt_.first_move_to))
          kept.push(m);
      }
      return kept;
    }
    return list;
  }

  void solve_battle(SolveResult& r) {
    const int n = stip_.moves;
    if (opt_.post_key) {  // no first moves of the attacker: share 0 of a split problem has the play
      if (opt_.part == 0) main_worker().build_post_key(r, n);
      conclude_battle(r, n);
      return;
    }
    const MoveList list = first_moves();
    analyse_first_moves(list, /*tries_only=*/false, r);
    // No key: the tries are what comes closest (a second pass, over a warm transposition table).
    if (r.battle.keys.empty() && !opt_.tries && opt_.tries_without_key && !abort_->stopped())
      analyse_first_moves(list, /*tries_only=*/true, r);
    // Set play is not a first move's: the share 0 of a split problem has it.
    // (A direct #1 has none: White would have no move left after Black's; a selfmate's set play
    // may end with Black's move.)
    if (opt_.set_play && (n > 1 || stip_.play == io::Play::Self) && opt_.part == 0 && !abort_->stopped())
      main_worker().build_set_play(r, n);

    conclude_battle(r, n);
  }

  // The number of first moves of this share (all of them, unless the problem is split), and the
  // index in generation order of the share's t-th one.
  int share_size(int first_moves) const { return (first_moves - opt_.part + opt_.parts - 1) / opt_.parts; }
  int first_move_index(int t) const { return opt_.part + t * opt_.parts; }

  // Every first move of `list` (of this share) analysed (keys, and tries where asked), results
  // in list order. With maxsolutions, the first moves after the one that gives the last key
  // wanted are not analysed, as one thread going through them in order would not.
  void analyse_first_moves(const MoveList& list, bool tries_only, SolveResult& r) {
    using Kind = typename Worker::FirstMove::Kind;
    const int count = share_size(int(list.size()));
    std::vector<typename Worker::FirstMove> results(std::size_t(count), typename Worker::FirstMove{});
    FirstMoveScheduler scheduler(count, *abort_);
    std::mutex mutex;
    std::vector<char> done(std::size_t(count), 0);
    int prefix = 0, keys = int(r.battle.keys.size());
    const int wanted = tries_only ? 0 : opt_.max_solutions;
    scheduler.run(
        workers_for(count),
        [&](Worker& w, int i) {
          results[i] = w.analyse_first_move(list[first_move_index(i)], tries_only);
          if (wanted <= 0) return;
          std::lock_guard lock(mutex);
          done[i] = 1;
          for (; prefix < count && done[prefix]; ++prefix)
            if (results[prefix].kind == Kind::Key && ++keys >= wanted) scheduler.stop_from(prefix + 1);
        },
        [&](Worker& w, int i, const std::atomic<bool>& finished) {
          w.assist_first_move(list[first_move_index(i)], tries_only, finished);
        });
    for (int i = 0, end = scheduler.limit(); i < end; ++i) {
      auto& res = results[i];
      const int index = first_move_index(i);
      res.node.first_move = index;
      std::vector<int>* indices = nullptr;
      if (!res.examined) {
        r.not_examined.push_back(main_worker().record(list[index]));
        if (r.part) indices = &r.part->not_examined;
      } else if (res.kind == Kind::Key) {
        r.battle.keys.push_back(std::move(res.node));
        if (r.part) indices = &r.part->keys;
      } else if (res.kind == Kind::Try) {
        r.battle.tries.push_back(std::move(res.node));
        if (r.part) indices = &r.part->tries;
      }
      if (indices) indices->push_back(index);
    }
  }

  // ---- help play --------------------------------------------------------------------------

  void solve_help(SolveResult& r) {
    const int full = stip_.half_moves();
    // Plies of the shortest length considered. With bounded first move numbers only the full
    // length is solved (Popeye's: the numbers are those of one pass over the first moves).
    const int first = opt_.first_moves_bounded() ? full : stip_.half ? 1 : 2;
    const MoveList list = first_moves();
    const int count = share_size(int(list.size()));
    for (int plies = first; plies <= full; plies += 2) {
      const bool is_full = plies == full;
      if (!length_wanted(plies)) continue;
      // stoponshortsolutions: the first length with solutions is the last one solved (Popeye's).
      if (opt_.stop_on_short && r.help.short_count > 0) break;
      // At most `cap` more solutions are wanted (0: all); the first moves after the one that
      // gives the last of them are not tried, as one thread going through them in order would not.
      const int cap = opt_.max_solutions > 0 ? opt_.max_solutions - r.help.count() : 0;
      // Each solution in order (SolutionOrder): counted, described by the worker of the thread
      // that passes it on, and given to the sink or kept in the result.
      const auto pass = [&](Worker& w, const Move* moves, int task) {
        const int index = first_move_index(task);
        if (is_full) ++r.help.full_length_count;
        else ++r.help.short_count;
        if (opt_.help_sink) {
          opt_.help_sink->solution(w.record_line(moves, plies), index);
          return;
        }
        if (opt_.keep_solutions >= 0 && int(r.help.solutions.size()) >= opt_.keep_solutions) return;
        r.help.solutions.push_back(w.record_line(moves, plies));
        r.help.lengths.push_back((plies + 1) / 2);
        if (r.part) r.part->solutions.push_back(index);
      };
      std::vector<char> examined(std::size_t(count), 0);
      FirstMoveScheduler scheduler(count, *abort_);
      SolutionOrder<Move> order(count, plies, opt_.help_buffer_bytes, cap, scheduler, *abort_, r.help_buffering);
      scheduler.run(
          workers_for(count),
          [&](Worker& w, int i) {
            const auto to_result = [&](const Move* moves, int task) { pass(w, moves, task); };
            int own = 0;  // a first move gives at most `cap` of the solutions wanted
            const bool complete = w.help_solutions_from(list[first_move_index(i)], plies, [&](const Move* moves) {
              return order.found(i, moves, to_result) && (cap <= 0 || ++own < cap);
            });
            examined[i] = complete ? 1 : 2;
            order.finished(i, to_result);
          },
          [&](Worker& w, int i, const std::atomic<bool>& finished) {
            w.assist_solutions_from(list[first_move_index(i)], plies, finished);
          });
      order.flush([&](const Move* moves, int task) { pass(main_worker(), moves, task); });
      for (int i = 0, end = scheduler.limit(); i < end; ++i) {
        if (examined[i] == 1) continue;
        const int index = first_move_index(i);
        r.not_examined.push_back(main_worker().record(list[index]));
        if (r.part) r.part->not_examined.push_back(index);
      }
      if (!r.not_examined.empty()) {
        r.not_examined_plies = plies;
        break;
      }
      if (opt_.max_solutions > 0 && r.help.count() >= opt_.max_solutions) break;
    }
    conclude_help(r, opt_.intended);
  }

  // Help play: whether the lengths bounds of option intelligent (SolveOptions::help_moves_from,
  // help_moves_to) let `plies` plies be solved; an odd number of plies counts as the next move.
  bool length_wanted(int plies) const {
    const int odd = plies % 2;
    if (opt_.help_moves_from > 0 && plies < 2 * opt_.help_moves_from - odd) return false;
    if (opt_.help_moves_to > 0 && plies > 2 * opt_.help_moves_to + odd) return false;
    return true;
  }

  Position& pos_;
  TranspositionTable& tt_;
  io::Stipulation stip_;
  SolveOptions opt_;
  SearchAbort own_abort_;
  SearchAbort* abort_;
  std::vector<std::unique_ptr<Worker>> workers_;
};

}  // namespace regent
