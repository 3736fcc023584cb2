// JSON output: a stable schema (docs/json-output.md) for tools.
#pragma once

#include <nlohmann/json.hpp>

#include "solver/run/runner.h"

namespace regent {

nlohmann::json move_json(const MoveRecord& m);
nlohmann::json solution_json(const SolveResult& r);
nlohmann::json problem_json(const ProblemOutcome& o, int index);

}  // namespace regent
