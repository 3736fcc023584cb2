// Solving a resolved problem: chooses the variant from the problem's conditions, builds and
// checks the position, runs the analysis and returns plain data for the output layer. These are
// the entry points over the product's variants (rules/variants.h); variant_runner.h has them over
// any list.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "rules/core/geometry.h"
#include "solver/analysis/analysis.h"
#include "solver/analysis/solution.h"
#include "solver/io/problem_spec.h"

namespace regent {

struct ProblemOutcome;

// Follows a solve as it runs, so that its output can be printed as it is found: the command
// prints a problem's heading when its solve begins and each help-play solution as it comes
// (docs/output.md, "Streaming").
class SolveObserver : public HelpSolutionSink {
 public:
  // The position is set up and the analysis begins: `o` has the problem, variant, fen and notes,
  // no result yet. Not called for a problem that fails before (an error in its position).
  virtual void begin(const ProblemOutcome& o) = 0;
  // solution(): help play only; the result then holds the counts of the solutions, not them.
};

struct RunConfig {
  std::size_t hash_mb = 256;  // the transposition table's size, when `table` is not given
  // A table for a whole run (set up once, shared by every problem and thread; each problem
  // starts a new generation). Without it each problem sets up one of hash_mb.
  std::shared_ptr<TranspositionTable> table;
  int threads = 1;  // threads per problem; the output is the same for every count
  // Set from outside (a signal handler) to stop the problem being solved: its partial result is
  // marked interrupted.
  const std::atomic<bool>* interrupt = nullptr;
  double max_seconds = 0;  // 0: no limit (a problem's own maxtime option also applies)
  bool progress = false;   // progress on stderr
  bool tries_without_key = false;  // battle play: the tries when there is no key (regent verify)
  // Only the share k of n of the first moves (--first-moves K/N, SolveOptions::part / parts): the
  // result then has SolveResult::part, and `regent merge` puts the n shares together.
  int part = 0, parts = 1;
  bool pruning = true;  // false: --no-pruning (every move played; for checking the shortcuts)
  // Help play: where the solutions go as they are found (the result then holds only their
  // counts); without it the result holds them, all or (keep_solutions >= 0) the first ones.
  SolveObserver* observer = nullptr;
  int keep_solutions = -1;
  std::size_t help_buffer_bytes = SolveOptions::kHelpBufferBytes;  // see SolveOptions
};

struct ProblemOutcome {
  io::ProblemInstance problem;
  std::string variant = "orthodox";
  std::string variant_title = "Orthodox chess";  // the variant's title (captions, headings)
  std::string fen;                    // the position solved (side to move = first mover)
  std::optional<std::string> error;   // the problem could not be solved: why
  int error_line = 0;
  SolveResult result;
};

// Options startmovenumber / uptomovenumber count the first moves over all of a problem's twins
// (and duplex halves), as Popeye does: number(twin, problem) sets the twin's first_moves_before
// from the twins numbered before it in the same problem (problem: its index in the run). Counts
// nothing for problems without those options.
class FirstMoveNumbering {
 public:
  void number(io::ProblemInstance& twin, int problem);

 private:
  int problem_ = -1;
  int before_ = 0;
};

SolveOptions solve_options_from(const io::Options& o, const io::Stipulation& stipulation);

// perft: legal move paths of `depth` plies from a FEN. The variant is the one `condition` names
// (Popeye condition text, as a problem file's `condition` line, e.g. "regent white regent d1"),
// else the one that reads a FEN's regents field if the FEN has one (Regent Chess), else orthodox
// chess (solver/run/variant_choice.h). The position is set up
// and checked as a problem's would be, except that one that can arise in a game without being a
// problem's (The Royal Standard: the side to move can capture the king) is counted. With divide,
// the count below each first move, by coordinates.
// The deepest perft regent counts (a deeper one would not end anyway).
inline constexpr int kMaxPerftDepth = 30;
struct PerftResult {
  std::optional<std::string> error;
  std::uint64_t total = 0;
  std::vector<std::pair<std::string, std::uint64_t>> divided;
};
PerftResult perft_fen(const std::string& fen, int depth, bool divide, const std::string& condition = {});

// `regent moves`: every move of the side to move, for studying a position. Under a variant that
// lists them (the optional study_moves of rules/variant.h: Regent Chess' rejected mobile stages)
// the rejected moves are listed too, each with the rule that forbids it.
struct MoveEntry {
  MoveRecord record;      // the move (full and abridged text, transformations) and its marks
  bool legal = true;
  std::string rule;       // rejected: rule id ("hidden-self-check")
  std::string reason;     // rejected: "6.3.3: self-check at transformation 3 (Qd1=Kd1)"
  std::string fen_after;  // legal: the position after the move
};
struct MovesOutcome {
  io::ProblemInstance problem;
  std::string variant = "orthodox";
  std::string variant_title = "Orthodox chess";  // the variant's title (captions, headings)
  std::string fen;
  std::string side;  // "white" / "black": who moves
  std::optional<std::string> error;
  int error_line = 0;
  std::vector<std::string> notes;
  std::vector<MoveEntry> moves;
};
MovesOutcome moves_problem(const io::ProblemInstance& problem);

// `regent diagram`: the units of a problem's position as the rules set it up, and what each is
// (the variant's optional unit_role: Regent Chess' regents and princes get a marker).
struct BoardUnit {
  using Role = UnitRole;
  Color color = WHITE;
  char letter = ' ';  // K Q R B S P as the unit stands (a regent: K or Q by its stage)
  Square square = SQ_NONE;
  Role role = Role::Plain;
};
struct BoardOutcome {
  std::string variant = "orthodox";
  std::string variant_title = "Orthodox chess";  // the variant's title (captions, headings)
  std::optional<std::string> error;
  int error_line = 0;
  BoardGeometry geometry;
  std::vector<BoardUnit> units;  // in square order a1, b1, ..., h8
};
BoardOutcome board_problem(const io::ProblemInstance& problem);

// Solves one twin. Never throws for bad input: the outcome carries the error.
ProblemOutcome solve_problem(const io::ProblemInstance& problem, const RunConfig& config);
// The problem under each reading of its variant's rules (`regent verify --both-readings`), each
// named in `reading`; empty if the variant has only one reading.
std::vector<io::ProblemInstance> under_each_reading(const io::ProblemInstance& problem);

// Convenience for tests and tools: a FEN with a stipulation and Popeye option words ("try",
// "defence 2"...). In direct and self play the FEN's side to move is the attacker (so "#2" with
// Black to move is Black mating); help play starts as the stipulation says.
ProblemOutcome solve_fen(const std::string& fen, const std::string& stipulation,
                         const std::vector<std::string>& options = {}, const RunConfig& config = {});

}  // namespace regent
