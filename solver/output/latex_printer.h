// `regent latex` (and --format latex): the LaTeX document of a run, printed as the problems are
// solved. Each problem gets its diagram (latex_diagram.h), written when its first twin's solve
// begins, and under it the solution of every twin exactly as the text output prints it (the
// TextPrinter's text without its board, line for line: latex_document.h).
#pragma once

#include <optional>
#include <ostream>
#include <sstream>
#include <string>

#include "solver/output/problem_printer.h"

namespace regent {

class LatexPrinter final : public ProblemPrinter {
 public:
  // Writes the preamble. kapusta: the solutions in Kapusta's layout (else Popeye's).
  LatexPrinter(std::ostream& out, bool kapusta);
  // The twin solved next is one of `parsed`'s: the first twin of a problem starts the problem
  // with its diagram. Returns why the diagram cannot be drawn, if it cannot (the solution is
  // still written). A position that cannot be read has no diagram and no error here: its solve
  // reports it.
  std::optional<std::string> next(const io::ParsedProblem& parsed);
  void begin(const ProblemOutcome& o) override;
  void solution(const std::vector<MoveRecord>& line, int first_move) override;
  void finish(const ProblemOutcome& o) override;
  // Ends the last problem and the document.
  void end_document();

 private:
  // The text printed so far as LaTeX: each complete line of text_, then flushed.
  void pass_lines();
  void end_problem();

  std::ostream& out_;
  std::ostringstream text_;  // what the text printer prints, until passed on
  TextPrinter printer_;
  const io::ParsedProblem* problem_ = nullptr;  // whose twins are being printed
  bool open_ = false;    // within a solution environment
  int blank_lines_ = 0;  // empty lines of the text not yet written
};

}  // namespace regent
