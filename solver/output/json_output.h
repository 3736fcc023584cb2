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
// SOLUTION and PROBLEM. Help play: the solutions the result holds, and the counts of all; a solve
// that streamed its solutions (SolveObserver) holds none, and JsonPrinter (problem_printer.h)
// writes them into the PROBLEM.
nlohmann::json solution_json(const SolveResult& r);
nlohmann::json problem_json(const ProblemOutcome& o, int index);
// `regent verify --format json`: the verdict of one problem (or twin) with every flaw named.
// `problem` is the problem's number in its file.
nlohmann::json verify_json(const ProblemOutcome& o, int index, int problem);
// A problem that could not be read: index, source, line (where it starts) and error.
nlohmann::json parse_error_json(const io::ParsedProblem& p, int index, const std::string& source);

// `regent verify --jsonl`: one line of a collection's output (docs/collections.md): verify_json's
// verdict and flaws, with `file` (the path as given) instead of `source`, the problem's `title`,
// its `id` (io::problem_id), `seconds` (wall time of the twin) instead of `time_s`, and for a
// twin that could not be solved `"verdict": "error"` and `"error": {"file", "line", "message"}`.
nlohmann::json verify_jsonl(const ProblemOutcome& o, const std::string& file, int index, int problem,
                            const std::string& id, double seconds);
// The line of a problem that could not be read: `"id": null`, `"verdict": "error"` and
// `"error": {"file", "line", "message"}`.
nlohmann::json parse_error_jsonl(const io::ParsedProblem& p, const std::string& file, int index);

}  // namespace regent
