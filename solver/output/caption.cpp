#include "solver/output/caption.h"

#include <cctype>

#include "solver/io/stipulation.h"

namespace regent {

std::string condition_caption(const io::ConditionSpec& condition) {
  if (condition.name == "regent" || condition.name == "regentchess") return "Regent Chess";
  std::string name = condition.name;  // other conditions: the name with a capital letter
  if (!name.empty()) name[0] = char(std::toupper(static_cast<unsigned char>(name[0])));
  return name;
}

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

std::string problem_caption(const io::ProblemInstance& problem) {
  std::string caption = io::to_string(problem.stipulation);
  bool regent = false;
  for (const auto& c : problem.conditions) {
    const std::string name = condition_caption(c);
    regent = regent || name == "Regent Chess";
    caption += " " + name;
  }
  if (!regent && problem.fen && problem.fen->regents) caption += " Regent Chess";
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
