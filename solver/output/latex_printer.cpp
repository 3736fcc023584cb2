#include "solver/output/latex_printer.h"

#include "solver/output/latex_diagram.h"
#include "solver/output/latex_document.h"
#include "solver/output/tex_text.h"

namespace regent {

LatexPrinter::LatexPrinter(std::ostream& out, bool kapusta)
    : out_(out), printer_(text_, kapusta, TextOutputOptions{.board = false}) {
  out_ << latex_preamble();
}

std::optional<std::string> LatexPrinter::next(const io::ParsedProblem& parsed) {
  if (problem_ == &parsed) return std::nullopt;
  end_problem();
  problem_ = &parsed;
  std::optional<std::string> error;
  const io::ProblemInstance& diagram = parsed.twins.front();  // the position before any twinning
  out_ << "\n% problem " << parsed.index << " (" << tex_escaped(diagram.source_file) << ":" << parsed.line << ")\n"
       << "\\filbreak\n";
  const BoardOutcome board = board_problem(diagram);
  if (!board.error) {
    LatexDiagram picture = latex_diagram(diagram, board, parsed.twins);
    if (picture.error) error = std::move(picture.error);
    out_ << picture.text << "\\par\\nopagebreak\n";
  }
  out_ << "\\begin{" << kSolutionEnvironment << "}\n";
  open_ = true;
  return error;
}

void LatexPrinter::begin(const ProblemOutcome& o) {
  // The diagram above names the author, the source and the award; the text below keeps only the
  // title, which the package's diagram has no place for.
  ProblemOutcome shown = o;
  shown.problem.author = shown.problem.origin = shown.problem.award = std::string();
  printer_.begin(shown);
  pass_lines();
}

void LatexPrinter::solution(const std::vector<MoveRecord>& line, int first_move) {
  printer_.solution(line, first_move);
  pass_lines();
}

void LatexPrinter::finish(const ProblemOutcome& o) {
  printer_.finish(o);
  pass_lines();
}

void LatexPrinter::end_document() {
  end_problem();
  out_ << latex_ending();
  out_.flush();
}

void LatexPrinter::end_problem() {
  pass_lines();
  blank_lines_ = 0;
  if (open_) out_ << "\\end{" << kSolutionEnvironment << "}\n";
  open_ = false;
}

void LatexPrinter::pass_lines() {
  const std::string text = text_.str();
  const std::size_t complete = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
  for (std::size_t from = 0; from < complete;) {
    const std::size_t end = text.find('\n', from);
    const std::string_view line = std::string_view(text).substr(from, end - from);
    from = end + 1;
    // Empty lines wait for the next line: those that end a problem are left out (the
    // environment's end makes the space).
    if (line.empty()) {
      ++blank_lines_;
      continue;
    }
    for (; blank_lines_ > 0; --blank_lines_) out_ << latex_solution_line("");
    out_ << latex_solution_line(line);
  }
  text_.str(text.substr(complete));
  text_.seekp(0, std::ios::end);
  out_.flush();
}

}  // namespace regent
