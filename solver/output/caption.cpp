#include "solver/output/caption.h"

#include <cctype>

#include "solver/io/stipulation.h"

namespace regent {

std::string piece_count(const io::ProblemInstance& problem) {
  int white = 0, black = 0;
  for (const auto& piece : problem.pieces) (piece.color == 'w' ? white : black) += 1;
  std::string count = "(";
  count += std::to_string(white);
  count += '+';
  count += std::to_string(black);
  count += ')';
  return count;
}

std::string problem_caption(const io::ProblemInstance& problem, const std::string& variant,
                            const std::string& variant_title) {
  std::string caption = io::to_string(problem.stipulation);
  if (variant != "orthodox") caption += " " + variant_title;
  if (problem.options.intended > 1) {
    caption += ' ';
    caption += std::to_string(problem.options.intended);
    caption += " sol";
  }
  caption += ' ';
  caption += piece_count(problem);
  return caption;
}

}  // namespace regent
