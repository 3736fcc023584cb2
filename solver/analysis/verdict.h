// The soundness of a solved problem with every flaw named, as `regent verify` reports it: the
// keys (all of them when cooked, the short ones with their length), the duals, threat duals and
// short variations of a single key, the tries of a problem without solution, and in help play the
// solutions against the intended number. Computed from the analysis already done (the tries of a
// problem without key need the analysis option tries_without_key).
//
// What makes a problem unsound (verify exits 1): no solution, a cook (several keys, more help
// solutions than intended), a short solution, fewer help solutions than intended, a solve
// stopped by the time limit. Duals, threat duals and short variations are reported but do not
// make a problem unsound.
#pragma once

#include <string>
#include <vector>

#include "solver/analysis/solution.h"

namespace regent {

// A point of the solution where the attacker has a choice: the line that leads there (numbered
// moves after the key, "1...Kf3"; the key itself for its threats) and the moves.
struct ChoicePoint {
  std::string after;               // "1...Kf3", "1.Sf7" (for a threat), "1...Kf3 2.Qe4 2...Kd3"
  std::vector<std::string> moves;  // "2.Bd6 #", "2.Qe1-e4 #"
};

// A first move that fails, with what refutes it.
struct NearMiss {
  std::string move;                      // "1.Rb8[Qh8=Kh8] +"
  std::vector<std::string> refutations;  // "1...Ka7"
};

struct Assessment {
  Verdict verdict = Verdict::NoSolution;
  bool unsound = true;  // verify's exit status 1
  // Battle play.
  std::vector<std::string> keys;  // "1.Sf7", short ones with their length: "1.Qa1-h8 # in 1"
  // Only for a problem with a single key (a cooked problem's duals would be noise).
  std::vector<ChoicePoint> duals;         // defences with more than one continuation
  std::vector<ChoicePoint> threat_duals;  // attacker moves with more than one threat
  std::vector<ChoicePoint> short_variations;  // defences after which the goal comes early
  std::vector<NearMiss> tries;  // listed when there is no solution (needs the analysis' tries)
  // Help play.
  int solutions = 0;
  int short_solutions = 0;
  int intended = 0;  // the problem's `option intended N`, 0 when not given (one solution)
  // Every solution when their number is a flaw, else the short ones: at most kListedSolutions,
  // the first ones, and how many more there are.
  std::vector<std::string> listed_solutions;
  int unlisted_solutions = 0;
};

// The most help-play solutions a verdict lists (a cook can have millions).
inline constexpr int kListedSolutions = 100;

// `intended`: the problem's `option intended N` (0: not given).
Assessment assess(const SolveResult& result, int intended);

// A help-play solution as one numbered line: "1.Sc7 d6xc7=P 2.Bc6 Pc7-c8=K[-Kf3/Kf7=Qf7] #".
std::string numbered_help_line(const std::vector<MoveRecord>& line, bool half);

}  // namespace regent
