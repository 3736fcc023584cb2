// The solution printed as Viktor Kapusta's published texts print it (`--notation kapusta`):
//
//   1.Qe6?! ~ 2.Qe6-b3[Qd4=Kd4/d2=Pd2]# <c5>
//   1...Rc6 2.Qe6xc6[Qd4=Kd4/d2=Pd2]#
//   1...b5xa4!
//
//   1.Qg6! ~ 2.Qg6-b1[Qd4=Kd4/d2=Pd2]# <c5>
//   1...Kb4xc5 2.Qg6-c2[Qd4=Kd4/d2=Pd2]# <b4>
//
// Moves are the variant's own texts (Kapusta's notation under Regent Chess, Popeye's long
// algebraic form in orthodox problems), marks attached, then the judgement ("!" key or
// refutation, "?!"/"?" try), then the phantom flights. The layout rules, including the details
// the published texts leave open, are in docs/output.md ("Kapusta's layout").
#pragma once

#include <string>
#include <vector>

#include "solver/run/runner.h"

namespace regent {

// One move: "Qe1-f2[Qd5=Kd5/g2=Pg2]#", "Rb5[Qc4=Kc4]#! <a4>" (judgement "!"), "b5xa4!".
std::string kapusta_move(const MoveRecord& move, const std::string& judgement = "");

// The solution alone: set play, tries and keys (battle play) or one line per solution (help
// play), blocks separated by an empty line. "no solution" when there is none.
std::string kapusta_solution_text(const SolveResult& result);

// Everything printed for one problem (or twin): author, origin and title lines, the caption
// ("#2 Regent Chess (10+9)"), the twin, then the solution: kapusta_problem_head, then
// kapusta_problem_tail.
std::string kapusta_problem_text(const ProblemOutcome& outcome);

// The headings, caption and twin (or the error of a problem that could not be solved): what is
// printed when a solve begins.
std::string kapusta_problem_head(const ProblemOutcome& outcome);

// One help-play solution line: "1.Sc7 d6xc7=P 2.Bc6 Pc7-c8=K[-Kf3/Kf7=Qf7]#\n".
std::string kapusta_help_solution_text(const std::vector<MoveRecord>& line, bool half);

// The rest: the solution the result holds ("no solution" when none was found, streamed or not)
// and what a stop left out. Empty for a problem with an error.
std::string kapusta_problem_tail(const ProblemOutcome& outcome);

}  // namespace regent
