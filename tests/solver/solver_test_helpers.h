// Small helpers shared by the tests of solver features (tests/solver/).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "solver/run/runner.h"

namespace regent::test {

// Solves a FEN position; the test fails if the problem has an error.
inline ProblemOutcome solved(const std::string& fen, const std::string& stip, const std::vector<std::string>& options = {}) {
  ProblemOutcome o = solve_fen(fen, stip, options);
  EXPECT_FALSE(o.error.has_value()) << *o.error;
  return o;
}

// Text of each move of a list, e.g. {"Qc1-c7 =", "Qc1-f4 ="}.
inline std::vector<std::string> texts(const std::vector<MoveRecord>& moves) {
  std::vector<std::string> out;
  for (const auto& m : moves) out.push_back(m.text());
  return out;
}

inline std::vector<std::string> texts(const std::vector<AttackerNode>& nodes) {
  std::vector<std::string> out;
  for (const auto& n : nodes) out.push_back(n.move.text());
  return out;
}

inline std::vector<std::string> texts(const std::vector<DefenceNode>& nodes) {
  std::vector<std::string> out;
  for (const auto& n : nodes) out.push_back(n.move.text());
  return out;
}

// Sorted copy: solution sets are compared without depending on move generation order.
inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// A help-play solution as one line: "h3-h2 Sd2-b3 #" (moves separated by " | ").
inline std::string line_text(const std::vector<MoveRecord>& line) {
  std::string out;
  for (const auto& m : line) out += (out.empty() ? "" : " | ") + m.text();
  return out;
}

inline std::vector<std::string> help_lines(const SolveResult& r) {
  std::vector<std::string> out;
  for (const auto& line : r.help.solutions) out.push_back(line_text(line));
  return out;
}

// The attacker node with this move text, or nullptr.
inline const AttackerNode* find_node(const std::vector<AttackerNode>& nodes, const std::string& text) {
  for (const auto& n : nodes)
    if (n.move.text() == text) return &n;
  return nullptr;
}

inline const DefenceNode* find_node(const std::vector<DefenceNode>& nodes, const std::string& text) {
  for (const auto& n : nodes)
    if (n.move.text() == text) return &n;
  return nullptr;
}

}  // namespace regent::test
