// Text output in Popeye's layout: the board, then the solution tree with keys (!), tries (?),
// refutations ("but"), threats, variations and help-play solutions.
#pragma once

#include <string>
#include <vector>

#include "solver/run/runner.h"

namespace regent {

struct TextOutputOptions {
  bool board = true;  // print the diagram (Popeye's "noboard" option turns it off)
};

// The solution part only (no board, no header), exactly as Popeye indents it. Battle play without
// `variations` is what Popeye prints without option variation: each key and try on its line, a
// try's refutations, and set play; no threats and variations.
std::string solution_text(const SolveResult& r, bool variations = true);

// The one-line verdict of `regent verify` with every flaw named (solver/analysis/verdict.h):
// "FILE:LINE: problem N [a)] #2: sound (1.Rc2-c7); threat duals: 1.Rc2-c7 (2.g7-g8=Q #, 2.g7-g8=R #)".
std::string verify_line(const ProblemOutcome& o, int problem_index);
// verify --both-readings, after a problem's line per reading: whether its verdict depends on the
// reading. `verdicts`: (reading, verdict) in the readings' order.
std::string readings_line(const io::ProblemInstance& p, int problem_index,
                          const std::vector<std::pair<std::string, std::string>>& verdicts);

// What a stopped solve did not examine: "not examined: 1.Rc2-c3 1.Rc2-c4 (2 first moves)\n"
// ("not examined (h#3): ..." in help play); empty for a complete solve.
std::string not_examined_text(const SolveResult& r);

// Everything printed for one problem (or one twin): problem_text_head, then problem_text_tail.
std::string problem_text(const ProblemOutcome& o, const TextOutputOptions& opt);

// What comes before the solution: the headings, the board, the twin, then the notes, or the error
// of a problem that could not be solved. Printed when a solve begins (SolveObserver), it needs
// only what is known then.
std::string problem_text_head(const ProblemOutcome& o, const TextOutputOptions& opt);

// One help-play solution as the solution text prints it: "  1.Kc4-b4 Re7-e4 +   2.Kb4-a3 Re4-a4 #\n"
// (h#n.5: "  1...").
std::string help_solution_text(const std::vector<MoveRecord>& line, bool half);

// How a problem's solve ended, over all its twins: Popeye prints one status line per problem,
// after its last twin ("solution finished. Time = 0.035 s").
struct ProblemStatus {
  double seconds = 0;
  bool timed_out = false, partial = false;
  bool any = false;  // a twin was solved
  void add(const SolveResult& r) {
    any = true;
    seconds += r.seconds;
    timed_out = timed_out || r.timed_out;
    partial = partial || r.partial;
  }
};

// Popeye's status line: "solution finished. Time = 0.012 s", "Partial solution Time = ...",
// "solving interrupted. Time = 1:02.345 m:s" (over a minute; over an hour "1:02:03 h:m:s").
std::string status_line(const ProblemStatus& s);

// The rest: the solution the result holds (help play: the solutions not streamed), the verdict,
// duals, what a stop left out, and after the last twin the status line: of `whole` (the status
// of all the problem's twins) if given, else of this twin alone. Empty for a problem with an error.
std::string problem_text_tail(const ProblemOutcome& o, const ProblemStatus* whole = nullptr);

}  // namespace regent
