// The orthodox reference problems (tests/data/orthodox/*.json, Popeye 4.104's complete solutions):
// loading them and solving one position through the public runner API. Shared by the reference
// test (tests/reference/reference_test.cpp) and the benchmark (bench/bench_main.cpp); both targets
// define REGENT_TEST_DATA_DIR.
#pragma once

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/io/popeye_parser.h"
#include "solver/run/runner.h"

namespace regent::reference {

// One position of a reference file.
struct RefPosition {
  std::string file;         // "mate2"
  std::string id;           // "mate2-001"
  std::string fen;
  std::string stipulation;  // "#2", "h#3"
  std::string input;        // the problem in Popeye's input language, as given to Popeye
  double popeye_seconds = 0;
  nlohmann::json solution;  // Popeye's solution (see tests/data/orthodox/README.md)
  std::string load_error;   // set when the file could not be read (the position is a placeholder)
};

struct RefFile {
  std::string name;  // "mate2"
  double popeye_total_seconds = 0;
  std::vector<RefPosition> positions;
};

inline std::string data_dir() { return std::string(REGENT_TEST_DATA_DIR) + "/orthodox"; }

// The five reference files, fastest first.
inline const std::vector<std::string>& file_names() {
  static const std::vector<std::string> names = {"mate2", "mate3", "help2", "help3", "matetrack"};
  return names;
}

// Reads <data_dir>/<name>.json. Throws std::runtime_error when the file is missing or malformed.
inline RefFile load_file(const std::string& name) {
  const std::string path = data_dir() + "/" + name + ".json";
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  nlohmann::json doc;
  try {
    in >> doc;
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  RefFile file;
  file.name = name;
  file.popeye_total_seconds = doc.value("reference_total_time_s", 0.0);
  for (const auto& p : doc.at("positions")) {
    RefPosition pos;
    pos.file = name;
    pos.id = p.at("id").get<std::string>();
    pos.fen = p.value("fen", "");
    pos.stipulation = p.value("stipulation", "");
    pos.input = p.at("input").get<std::string>();
    pos.popeye_seconds = p.value("reference_time_s", 0.0);
    pos.solution = p.at("solution");
    file.positions.push_back(std::move(pos));
  }
  return file;
}

// Parses the position's Popeye input and solves its single twin. Parse problems come back as
// the outcome's error, like solver errors.
inline ProblemOutcome solve_position(const RefPosition& pos, const RunConfig& config = {}) {
  const auto parsed = io::parse_popeye(pos.input, pos.id);
  if (parsed.empty()) {
    ProblemOutcome out;
    out.error = "the Popeye parser found no problem in the input";
    return out;
  }
  if (parsed.size() > 1 || parsed[0].twins.size() > 1) {
    ProblemOutcome out;
    out.error = "the input should hold exactly one problem with one twin";
    return out;
  }
  if (parsed[0].error) {
    ProblemOutcome out;
    out.error = "parse error: " + parsed[0].error->to_string();
    out.error_line = parsed[0].error->line;
    return out;
  }
  if (parsed[0].twins.empty()) {
    ProblemOutcome out;
    out.error = "the Popeye parser returned no twin";
    return out;
  }
  return solve_problem(parsed[0].twins[0], config);
}

}  // namespace regent::reference
