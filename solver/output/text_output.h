// Text output in Popeye's layout: the board, then the solution tree with keys (!), tries (?),
// refutations ("but"), threats, variations and help-play solutions.
#pragma once

#include <string>

#include "solver/run/runner.h"

namespace regent {

struct TextOutputOptions {
  bool board = true;  // print the diagram (Popeye's "noboard" option turns it off)
};

// The solution part only (no board, no header), exactly as Popeye indents it.
std::string solution_text(const SolveResult& r);

// The one-line verdict of `regent verify` with every flaw named (solver/analysis/verdict.h):
// "FILE:LINE: problem N [a)] #2: sound (1.Rc2-c7); threat duals: 1.Rc2-c7 (2.g7-g8=Q #, 2.g7-g8=R #)".
std::string verify_line(const ProblemOutcome& o, int problem_index);

// What a stopped solve did not examine: "not examined: 1.Rc2-c3 1.Rc2-c4 (2 first moves)\n"
// ("not examined (h#3): ..." in help play); empty for a complete solve.
std::string not_examined_text(const SolveResult& r);

// Everything printed for one problem (or one twin).
std::string problem_text(const ProblemOutcome& o, const TextOutputOptions& opt);

}  // namespace regent
