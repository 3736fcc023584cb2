#include "solver/run/runner.h"

#include <algorithm>

#include "rules/variants.h"
#include "solver/io/json_problem.h"
#include "solver/io/text_encoding.h"
#include "solver/run/variant_runner.h"

namespace regent {

SolveOptions solve_options_from(const io::Options& o, const io::Stipulation& stipulation) {
  SolveOptions s;
  // Popeye's options that change what wins, where they apply (io::unused_option_warnings says
  // where they do not).
  const bool battle = stipulation.play != io::Play::Help;
  BattleOptions& b = s.battle_options;
  if (battle && o.threat < stipulation.moves) b.max_threat = o.threat;
  if (battle) b.max_flights = o.maxflightsquares;
  if (battle) b.nontrivial_defences = o.nontrivial_defences;
  b.nontrivial_length = o.nontrivial_length;
  b.quodlibet = o.quodlibet && stipulation.play == io::Play::Self;
  b.keep_mating_piece = o.keepmatingpiece;
  // startmovenumber / uptomovenumber: in Popeye's intelligent mode (help play) the bounds of the
  // lengths solved, in moves; otherwise the bounds of the first moves' numbers.
  if (!battle && o.intelligent) {
    s.help_moves_from = o.startmovenumber;
    s.help_moves_to = o.uptomovenumber;
  } else {
    s.first_move_from = o.startmovenumber;
    s.first_move_to = o.uptomovenumber;
  }
  s.tries = o.try_play;
  s.defence = std::max(1, o.defence);
  s.set_play = o.setplay;
  s.post_key = o.postkeyplay;
  s.no_threat = o.nothreat;
  s.mates_in_1 = o.matesin1;
  s.max_solutions = o.maxsolutions;
  s.stop_on_short = o.stoponshort;
  s.no_short_variations = o.noshortvariations;
  s.intended = o.intended > 0 ? o.intended : 1;
  return s;
}

// The product's variants: the list of rules/variants.h.
ProblemOutcome solve_problem(const io::ProblemInstance& problem, const RunConfig& config) {
  return VariantRunner<AllVariants>::solve(problem, config);
}

std::vector<io::ProblemInstance> under_each_reading(const io::ProblemInstance& problem) {
  return VariantRunner<AllVariants>::under_each_reading(problem);
}

MovesOutcome moves_problem(const io::ProblemInstance& problem) { return VariantRunner<AllVariants>::moves(problem); }

BoardOutcome board_problem(const io::ProblemInstance& problem) { return VariantRunner<AllVariants>::board(problem); }

PerftResult perft_fen(const std::string& fen, int depth, bool divide, const std::string& condition) {
  return VariantRunner<AllVariants>::perft(fen, depth, divide, condition);
}

void FirstMoveNumbering::number(io::ProblemInstance& twin, int problem) {
  if (problem != problem_) {
    problem_ = problem;
    before_ = 0;
  }
  twin.first_moves_before = before_;
  if (twin.options.startmovenumber == 0 && twin.options.uptomovenumber == 0) return;
  before_ += VariantRunner<AllVariants>::numbered_first_moves(twin);
}

ProblemOutcome solve_fen(const std::string& fen, const std::string& stipulation,
                         const std::vector<std::string>& options, const RunConfig& config) {
  ProblemOutcome out;
  try {
    io::ProblemInstance p = io::problem_from_fen(fen, stipulation, options);
    return solve_problem(p, config);
  } catch (const std::exception& e) {
    out.error = io::printable(e.what());
    return out;
  }
}

}  // namespace regent
