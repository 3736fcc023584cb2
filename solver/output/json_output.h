// JSON output: a stable schema (docs/json-output.md) for tools.
#pragma once

#include <nlohmann/json.hpp>

#include "solver/io/problem_spec.h"
#include "solver/run/runner.h"

namespace regent {

nlohmann::json move_json(const MoveRecord& m);
// The pieces of a solution, as solution_json writes them (ATTACKER, DEFENCE, one help-play
// solution): a part of a split solve can hold individual first-move results.
nlohmann::json attacker_json(const AttackerNode& n);
nlohmann::json defence_json(const DefenceNode& d);
nlohmann::json help_line_json(const std::vector<MoveRecord>& line);
nlohmann::json solution_json(const SolveResult& r);
nlohmann::json problem_json(const ProblemOutcome& o, int index);
// `regent verify --format json`: the verdict of one problem (or twin) with every flaw named.
// `problem` is the problem's number in its file.
nlohmann::json verify_json(const ProblemOutcome& o, int index, int problem);
// A problem that could not be read: index, source, line (where it starts) and error.
nlohmann::json parse_error_json(const io::ParsedProblem& p, int index, const std::string& source);

}  // namespace regent
