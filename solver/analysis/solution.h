// The solution of a problem as plain data: what the analysis found, independent of the variant
// (moves are described, not stored as engine moves) and of the output format.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rules/variant.h"
#include "solver/io/stipulation.h"

namespace regent {

// One move as it appears in a solution.
struct MoveRecord {
  MoveDescription desc;
  std::string coord;  // "e7e8q": from, to, promotion letter
  bool check = false;
  bool mate = false;       // the side to move after it is checkmated
  bool stalemate = false;  // the side to move after it is stalemated
  MoveAnnotation annotation;  // the variant's own marks ("++", phantom flights), if any
  // The mark alone: "#", "=", "+" (or the variant's, e.g. "++"), "" for a quiet move.
  std::string mark() const;
  // Text with the mark: "Rc2-c7", "Qa7-g1 +", "g7-g8=Q #", "Kb4-a5 =".
  std::string text() const;
};

// A move's coordinates as UCI writes them: "e7e8q" (the knight promotes as 'n').
std::string coordinates(const MoveDescription& d);

struct DefenceNode;

// An attacker's move in battle play (a key, a try, a threat or a continuation) with what follows.
struct AttackerNode {
  // After the move: the goal reached, a check, a quiet move with a threat or without one
  // (zugzwang), or a quiet move whose threat is not looked for (Quiet: option nothreat, or a
  // selfmate's last move, after which every defence delivers the goal).
  enum class Mode : std::uint8_t { Goal, Check, Threat, Zugzwang, Quiet };
  MoveRecord move;
  Mode mode = Mode::Zugzwang;
  int length = 0;  // moves to the goal, this one included
  std::vector<AttackerNode> threats;
  std::vector<DefenceNode> variations;
  std::vector<MoveRecord> refutations;  // for tries: the defences that refute it
  // A key's or try's place among the first moves (Popeye's order, which the text output keeps
  // for keys and tries together); -1 where it is not known (a result read from JSON).
  int first_move = -1;
};

struct DefenceNode {
  MoveRecord move;
  int length = 0;  // attacker moves still needed after it
  bool short_variation = false;
  std::vector<AttackerNode> continuations;
};

enum class Verdict : std::uint8_t { Sound, Cooked, NoSolution, ShortSolution, MissingSolutions, Aborted };
const char* to_string(Verdict v);

struct BattleSolution {
  std::vector<AttackerNode> keys;
  std::vector<AttackerNode> tries;
  std::vector<DefenceNode> set_play;
  bool set_play_shown = false;
  // Option postkeyplay: the diagram is the position after the key, the defender to move; the play
  // from it as a key's (threat, variations, refutations), with no move of its own. keys and tries
  // are then empty.
  std::optional<AttackerNode> post_key;
};

// Help play. The counts cover every solution found; `solutions` holds them all, unless the solve
// streamed them (HelpSolutionSink: then none) or kept only the first few (`regent verify`).
struct HelpSolution {
  std::vector<std::vector<MoveRecord>> solutions;  // shortest first, then generation order
  std::vector<int> lengths;                        // full moves of each solution held
  int full_length_count = 0;
  int short_count = 0;
  // Set play (option setplay): the solutions with the other side beginning, a half-move shorter
  // (h#2: the h#1.5 from the diagram with White to move), all of them; printed before the
  // solutions (written as h#n.5 solutions, "1...", when the stipulation is not one).
  std::vector<std::vector<MoveRecord>> set_play;
  bool set_play_shown = false;
  int count() const { return full_length_count + short_count; }  // every solution found
};

// Receives a help-play solve's solutions as they are found, in the order of the solution
// (shortest first, then first-move order: the same for every thread count), one call at a time.
// The solve then keeps only their counts (docs/parallel.md, "Help play streams its solutions").
class HelpSolutionSink {
 public:
  virtual ~HelpSolutionSink() = default;
  // One solution; first_move: the index of its first move in generation order.
  virtual void solution(const std::vector<MoveRecord>& line, int first_move) = 0;
};

// How help-play solutions waited for their turn: a thread whose first move comes after one still
// being searched holds its solutions back until theirs is the first move being reported, up to
// `bound` bytes of moves for all threads together (then it waits). Tests check the bound.
struct HelpBuffering {
  std::size_t bound = 0;       // bytes of moves that may be held back at once
  std::size_t peak_bytes = 0;  // the most held back at once
  std::size_t peak_lines = 0;  // ... in solutions
  std::size_t waits = 0;       // times a thread waited for its turn
};

// A share of a solve split by first move (`--first-moves K/N`): the first moves whose index in
// generation order is K modulo N. The indices say where each result stands among all first moves,
// so that the shares put together (`regent merge`) give the single run's solution.
struct FirstMovePart {
  int k = 0, n = 1;
  int first_moves = 0;            // first moves of the whole problem
  std::vector<int> keys, tries;   // battle play: the first-move index of each key and try
  std::vector<int> solutions;     // help play: the first-move index of each solution held (HelpSolution)
  std::vector<int> not_examined;  // the first-move index of each move the stop left out
};

struct SolveResult {
  io::Stipulation stipulation;
  std::string first_mover;  // "white" / "black"
  BattleSolution battle;
  HelpSolution help;
  Verdict verdict = Verdict::NoSolution;
  std::vector<std::string> notes;  // e.g. what retro analysis inferred
  std::vector<std::string> duals;  // descriptions of dual continuations in the main lines
  std::vector<std::string> short_variations;  // variations of a key that end before the full length
  bool timed_out = false;    // stopped before the end (time limit or interrupt): the result is partial
  bool interrupted = false;  // ... by an interrupt (Ctrl-C, SIGTERM) rather than the time limit
  // Solved to the end of what was asked, but the asking cut it short: maxsolutions reached, or
  // stoponshortsolutions found short solutions (Popeye's "Partial solution").
  bool partial = false;
  // What the stop left out: the first moves whose analysis it cut short, in generation order
  // (help play: at the length being searched, not_examined_plies; longer ones were not tried).
  std::vector<MoveRecord> not_examined;
  int not_examined_plies = 0;
  std::optional<FirstMovePart> part;  // set when only a share of the first moves was analysed
  HelpBuffering help_buffering;       // help play: how solutions were held back (not printed)
  std::uint64_t nodes = 0;
  double seconds = 0;
};

// The verdict of a battle-play solution of n moves from its keys, and the duals and short
// variations of the keys.
void conclude_battle(SolveResult& r, int n);

// The verdict of a help-play solution from its solutions and the intended number.
void conclude_help(SolveResult& r, int intended);

// Sets r.partial: whether maxsolutions (0: none) or stoponshortsolutions cut the solve short.
void mark_partial(SolveResult& r, int max_solutions, bool stop_on_short);

}  // namespace regent
