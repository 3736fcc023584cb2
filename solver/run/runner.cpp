#include "solver/run/runner.h"

#include <algorithm>

#include "rules/variants.h"
#include "solver/io/json_problem.h"
#include "solver/io/text_encoding.h"
#include "solver/run/variant_runner.h"

namespace regent {

SolveOptions solve_options_from(const io::Options& o) {
  SolveOptions s;
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

MovesOutcome moves_problem(const io::ProblemInstance& problem) { return VariantRunner<AllVariants>::moves(problem); }

BoardOutcome board_problem(const io::ProblemInstance& problem) { return VariantRunner<AllVariants>::board(problem); }

PerftResult perft_fen(const std::string& fen, int depth, bool divide, const std::string& condition) {
  return VariantRunner<AllVariants>::perft(fen, depth, divide, condition);
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
