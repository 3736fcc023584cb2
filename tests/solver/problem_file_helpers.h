// Problems of the files under problems/, read as the command reads them, for the output tests.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "solver/io/popeye_parser.h"
#include "solver/run/runner.h"

namespace regent::test {

// Problem `number` (1-based) of a file under problems/, e.g. ("regent/diagram07.pop", 1); its
// twins are in .twins. The test fails if the file cannot be read.
inline io::ParsedProblem problem_in_file(const std::string& relative_path, int number = 1) {
  const std::string path = std::string(REGENT_PROBLEMS_DIR) + "/" + relative_path;
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  const auto problems = io::parse_popeye(buffer.str(), path);
  if (int(problems.size()) < number || problems[number - 1].error || problems[number - 1].twins.empty()) {
    ADD_FAILURE() << "cannot read problem " << number << " of " << path;
    return {};
  }
  return problems[number - 1];
}

// The diagram (first twin) of that problem.
inline io::ProblemInstance diagram_of_problem(const std::string& relative_path, int number = 1) {
  const io::ParsedProblem parsed = problem_in_file(relative_path, number);
  return parsed.twins.empty() ? io::ProblemInstance{} : parsed.twins.front();
}

// Solves a problem instance; the test fails if it has an error.
inline ProblemOutcome solved_problem(const io::ProblemInstance& problem) {
  ProblemOutcome o = solve_problem(problem, RunConfig{});
  EXPECT_FALSE(o.error.has_value()) << *o.error;
  return o;
}

}  // namespace regent::test
