// Reading a solution back from the JSON that json_output.h writes (docs/json-output.md): the
// inverse of move_json, attacker_json, defence_json, help_line_json, solution_json and
// problem_json. `regent merge` builds on it: the parts of a problem solved on several machines
// (one range of first moves each) are read back and combined into the complete solution, which
// the ordinary printers then print as a single run would.
//
// Every field the writer writes is read; fields it does not know are ignored. Malformed input
// throws SolutionJsonError naming the JSON path of the bad field and what was expected, e.g.
// "keys[2].variations[0].move: expected field 'to'" or
// "solutions[0][1].check: expected a boolean, got \"yes\"".
//
// `path` is where the given value sits in the document, for the messages ("" for the root).
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/analysis/solution.h"
#include "solver/io/problem_spec.h"
#include "solver/run/runner.h"

namespace regent {

class SolutionJsonError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// MOVE: the move as described (notation, abridged form, transformations, marks, phantom
// flights). The `text` field must be what the record prints (notation, mark, suffix).
MoveRecord move_from_json(const nlohmann::json& j, const std::string& path = "");
// ATTACKER and DEFENCE, with everything below them.
AttackerNode attacker_from_json(const nlohmann::json& j, const std::string& path = "");
DefenceNode defence_from_json(const nlohmann::json& j, const std::string& path = "");
// One help-play solution: its list of MOVEs.
std::vector<MoveRecord> help_line_from_json(const nlohmann::json& j, const std::string& path = "");

// The battle-play part of a SOLUTION: keys, tries, set_play (set_play_shown when present).
BattleSolution battle_solution_from_json(const nlohmann::json& solution, const std::string& path = "");
// The help-play part of a SOLUTION: solutions, lengths, num_full_length and num_short
// (num_solutions must match the solutions listed).
HelpSolution help_solution_from_json(const nlohmann::json& solution, const std::string& path = "");
// A whole SOLUTION: the above (by the stipulation's play), verdict, first mover, stipulation,
// notes, duals, short variations, timed_out, nodes and time.
SolveResult solution_from_json(const nlohmann::json& solution, const std::string& path = "");

// "sound", "cooked", ... (to_string(Verdict)); throws SolutionJsonError naming `path`.
Verdict verdict_from_json(const nlohmann::json& j, const std::string& path = "");

// A PROBLEM of `--format json`: the outcome as the printers need it. The JSON holds the
// problem's headings, twin, stipulation, variant, position and solution but not its diagram,
// conditions or options: those come from `problem` (the problem as read from its source file),
// whose title, author, origin, twin label and description, stipulation, source and line are
// replaced by the JSON's.
ProblemOutcome outcome_from_json(const nlohmann::json& problem_json, io::ProblemInstance problem,
                                 const std::string& path = "");

}  // namespace regent
