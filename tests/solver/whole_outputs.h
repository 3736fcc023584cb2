// Whole outputs of solved problems, for the tests that prove two ways of solving give the same
// result byte for byte (threads: parallel_test.cpp; first-move shares: first_moves_test.cpp): the
// problems they solve (the reference sets, every bundled problem file) and everything printed for
// an outcome with the run-dependent parts masked.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "solver/io/popeye_parser.h"
#include "solver/output/json_output.h"
#include "solver/output/kapusta_output.h"
#include "solver/output/text_output.h"
#include "tests/reference/reference_data.h"
#include "tests/text_masks.h"

namespace regent::test {

using Problems = std::vector<std::pair<std::string, io::ProblemInstance>>;

// Everything printed for an outcome: text (Popeye's layout, and Kapusta's for Regent Chess) and
// JSON, with the solving time and the node count masked.
inline std::string printed(const ProblemOutcome& o) {
  std::string text = problem_text(o, TextOutputOptions{});
  if (o.variant == "regent") text += kapusta_problem_text(o);
  nlohmann::json j = problem_json(o, 1);
  if (j["solution"].is_object()) {
    j["solution"].erase("time_s");
    j["solution"].erase("nodes");
  }
  return without_times(text) + j.dump(1);
}

// The positions of a reference set (tests/data/orthodox/NAME.json), named by their ids.
inline Problems reference_problems(const std::string& name) {
  Problems out;
  for (const auto& pos : reference::load_file(name).positions) {
    const auto parsed = io::parse_popeye(pos.input, pos.id);
    EXPECT_EQ(parsed.size(), 1u) << pos.id;
    if (parsed.size() == 1 && !parsed[0].error) out.emplace_back(pos.id, parsed[0].twins.at(0));
  }
  return out;
}

// Every twin of every problem file under problems/: all five variants, tries, set play, twins,
// Regent Chess transformations and phantom flights.
inline Problems bundled_problems() {
  Problems problems;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(REGENT_PROBLEMS_DIR)) {
    if (entry.path().extension() != ".pop") continue;
    std::ifstream in(entry.path());
    std::stringstream buffer;
    buffer << in.rdbuf();
    for (const auto& parsed : io::parse_popeye(buffer.str(), entry.path().string())) {
      if (parsed.error) continue;
      for (const auto& twin : parsed.twins) problems.emplace_back(entry.path().string() + " " + twin.twin_label, twin);
    }
  }
  return problems;
}

// A parameterised test's name: the reference set's.
inline std::string param_name(const ::testing::TestParamInfo<std::string>& info) { return info.param; }

}  // namespace regent::test
