// What the fuzz targets share: the input as text, a check that ends the run with a message
// (libFuzzer keeps the input that made it fail), and the outputs of problems as read.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/io/problem_id.h"
#include "solver/io/problem_spec.h"
#include "solver/output/json_output.h"
#include "solver/output/text_output.h"
#include "solver/run/runner.h"

namespace regent::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// A broken promise of the product: printed, then abort() (a crash for libFuzzer).
#define REGENT_FUZZ_CHECK(condition, message)                                                      \
  do {                                                                                             \
    if (!(condition)) {                                                                            \
      std::fprintf(stderr, "\nREGENT_FUZZ_CHECK failed: %s\n  %s\n  at %s:%d\n", #condition,       \
                   std::string(message).c_str(), __FILE__, __LINE__);                              \
      std::abort();                                                                                \
    }                                                                                              \
  } while (0)

// JSON as the product writes it, but strict: text from the readers must already be valid UTF-8
// (Latin-1 problem text is converted when read), so an invalid byte here throws
// nlohmann::json::type_error, which nothing catches: a finding.
inline std::string strict_dump(const nlohmann::json& j) { return j.dump(1); }

// Lines of `text` (1 + its newlines): an error may point one past the last line (a missing
// 'endproblem' at the end of the file) but no further.
inline int line_count(std::string_view text) {
  int lines = 1;
  for (char c : text) lines += c == '\n';
  return lines;
}

// Everything the command line writes about problems as read, before solving: a problem's
// error (JSON, JSON lines), each twin's id, JSON and text heading and diagram. Checks that each
// problem either has an error with a message (without control characters) and a line in the
// text, or twins.
inline void write_problems(const std::vector<io::ParsedProblem>& problems, std::string_view text,
                           const std::string& file) {
  nlohmann::json all = nlohmann::json::array();
  const int lines = line_count(text);
  int index = 0;
  for (const io::ParsedProblem& parsed : problems) {
    ++index;
    // A JSON file that cannot be read at all gives one error of problem 0.
    const bool file_error = parsed.index == 0 && problems.size() == 1 && parsed.error && parsed.error->problem == 0;
    REGENT_FUZZ_CHECK(parsed.index == index || file_error, "problems are numbered 1, 2, ... in file order");
    if (parsed.error) {
      const io::ParseError& e = *parsed.error;
      REGENT_FUZZ_CHECK(parsed.twins.empty(), "a problem with an error has no twins");
      REGENT_FUZZ_CHECK(!e.message.empty(), "an error says what is wrong");
      REGENT_FUZZ_CHECK(e.file == file, "an error names the file: " + e.to_string());
      REGENT_FUZZ_CHECK(e.line >= 1 && e.line <= lines + 1, "an error names a line of the text: " + e.to_string());
      // Messages quote the input: they reach the terminal with control characters escaped.
      REGENT_FUZZ_CHECK(std::none_of(e.message.begin(), e.message.end(),
                                     [](char c) { return (c >= 0 && c < 0x20) || c == 0x7f; }),
                        "an error message has no control characters: " + e.to_string());
      all.push_back(parse_error_json(parsed, index, file));
      all.push_back(parse_error_jsonl(parsed, file, index));
      continue;
    }
    REGENT_FUZZ_CHECK(!parsed.twins.empty(), "a problem without an error has at least one twin");
    for (const io::ProblemInstance& twin : parsed.twins) {
      ProblemOutcome outcome;
      outcome.problem = twin;
      nlohmann::json j = problem_json(outcome, index);
      j["id"] = io::problem_id(twin);
      all.push_back(std::move(j));
      const std::string shown = problem_text(outcome, TextOutputOptions{});
      REGENT_FUZZ_CHECK(!shown.empty(), "a problem's text output is not empty");
    }
  }
  (void)strict_dump(all);
}

}  // namespace regent::fuzz

namespace regent::fuzz {

// The input of the FEN and position targets: a FEN, then optionally a newline and a condition
// line in Popeye's syntax (what `--fen FEN --condition TEXT` gives the command line):
//   k4/rb5/7/7/5K1/5 b -
//   royalstandard
struct FenInput {
  std::string fen;
  std::vector<std::string> conditions;  // none or one
  std::string condition;                // "" for none
};

inline FenInput fen_input(std::string_view text) {
  FenInput in;
  const auto newline = text.find('\n');
  in.fen = std::string(text.substr(0, newline));
  if (newline != std::string_view::npos) {
    in.condition = std::string(text.substr(newline + 1));
    if (!in.condition.empty()) in.conditions.push_back(in.condition);
  }
  return in;
}

// A variant's one-line notation of a position (V::fen) as the input that reads it back: the
// Prince notation carries its condition ("FEN prince white c2 black none"); Powerful Monarch
// and The Royal Standard are named by their condition; Regent Chess' regents field and orthodox
// chess need none.
inline FenInput variant_fen_input(const std::string& variant, const std::string& fen) {
  FenInput in;
  in.fen = fen;
  if (variant == "prince") {
    const auto at = fen.find(" prince");
    in.fen = fen.substr(0, at);
    if (at != std::string::npos) in.condition = fen.substr(at + 1);
  } else if (variant == "powerfulmonarch" || variant == "royalstandard") {
    in.condition = variant;
  }
  if (!in.condition.empty()) in.conditions.push_back(in.condition);
  return in;
}

}  // namespace regent::fuzz
