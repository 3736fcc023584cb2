#include "solver/analysis/solution.h"

namespace regent {

std::string MoveRecord::text() const {
  std::string mark;
  if (mate) mark = " #";
  else if (stalemate) mark = " =";
  else if (check) mark = " " + (annotation.check_mark.empty() ? std::string("+") : annotation.check_mark);
  return desc.text + mark + annotation.suffix;
}

const char* to_string(Verdict v) {
  switch (v) {
    case Verdict::Sound: return "sound";
    case Verdict::Cooked: return "cooked";
    case Verdict::NoSolution: return "no solution";
    case Verdict::ShortSolution: return "short solution";
    case Verdict::MissingSolutions: return "fewer solutions than intended";
    case Verdict::Aborted: return "aborted";
  }
  return "?";
}

}  // namespace regent
