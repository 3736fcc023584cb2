// Printing each problem (twin) of a run as it is solved, in any of the command's layouts, with
// help-play solutions printed as the solve finds them (docs/output.md, "Streaming"): the memory a
// problem's output takes does not grow with its number of solutions.
//
// A printer is a SolveObserver: give it to the solve (RunConfig::observer), then call finish()
// with the outcome. What it prints is exactly what problem_text, kapusta_problem_text or
// problem_json give for the outcome the solve would return without the observer.
#pragma once

#include <cstdio>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/output/json_writer.h"
#include "solver/output/text_output.h"
#include "solver/run/runner.h"

namespace regent {

class ProblemPrinter : public SolveObserver {
 public:
  // The outcome of the solve: the rest of the problem's output is printed (all of it, when the
  // solve did not begin: an error, or an outcome from elsewhere such as regent merge).
  virtual void finish(const ProblemOutcome& o) = 0;
};

// Popeye's layout (problem_text) or Kapusta's (kapusta_problem_text), each problem followed by an
// empty line, flushed after each problem.
class TextPrinter final : public ProblemPrinter {
 public:
  TextPrinter(std::ostream& out, bool kapusta, TextOutputOptions options = {});
  void begin(const ProblemOutcome& o) override;
  void solution(const std::vector<MoveRecord>& line, int first_move) override;
  void finish(const ProblemOutcome& o) override;

 private:
  std::ostream& out_;
  bool kapusta_;
  TextOutputOptions options_;
  bool begun_ = false;
  bool half_ = false;
  ProblemStatus status_;  // the twins so far of the problem being printed
};

// A help-play problem's streamed solutions, waiting for the problem's JSON to be written: the
// members before `solutions` (lengths, counts, part) are known only at the end. The solutions go
// to an anonymous temporary file (in TMPDIR, or memory if none can be made) as JSON text, their
// lengths and first-move indices as runs.
class JsonSolutionSpool {
 public:
  // indent, level: of the problem's element in the document it is written into.
  JsonSolutionSpool(int indent, int level);
  ~JsonSolutionSpool();
  JsonSolutionSpool(const JsonSolutionSpool&) = delete;
  JsonSolutionSpool& operator=(const JsonSolutionSpool&) = delete;

  void add(const std::vector<MoveRecord>& line, int first_move);
  // The problem's element (problem_json of the outcome, which holds no solutions) with the spooled
  // solutions, their lengths and (part files) first-move indices in place.
  void write(std::ostream& out, nlohmann::json element);

 private:
  void append(const std::string& text);
  void copy_to(std::ostream& out);

  int indent_, level_;
  long long count_ = 0;
  std::vector<std::pair<long long, long long>> lengths_, first_moves_;  // runs: (value, count)
  std::FILE* file_ = nullptr;
  std::string memory_;  // what comes after the file's text: all, when no temporary file could be made
};

// --format json and part files (--first-moves): each problem an element of `document`.
class JsonPrinter final : public ProblemPrinter {
 public:
  explicit JsonPrinter(JsonArrayDocument& document) : document_(document) {}
  // The next problem's index (PROBLEM's `index`) and members of its own (a part file's
  // `problem` and `id`).
  void next(int index, nlohmann::json extra = nlohmann::json::object());
  void begin(const ProblemOutcome& o) override;
  void solution(const std::vector<MoveRecord>& line, int first_move) override;
  void finish(const ProblemOutcome& o) override;

 private:
  JsonArrayDocument& document_;
  int index_ = 0;
  nlohmann::json extra_ = nlohmann::json::object();
  std::unique_ptr<JsonSolutionSpool> spool_;
};

}  // namespace regent
