#include "solver/analysis/solution.h"

#include <cctype>

namespace regent {

std::string MoveRecord::text() const {
  std::string mark;
  if (mate) mark = " #";
  else if (stalemate) mark = " =";
  else if (check) mark = " " + (annotation.check_mark.empty() ? std::string("+") : annotation.check_mark);
  return desc.text + mark + annotation.suffix;
}

std::string coordinates(const MoveDescription& d) {
  std::string c = square_name(d.from) + square_name(d.to);
  if (d.promotion) c += d.promotion == 'S' ? 'n' : char(std::tolower(static_cast<unsigned char>(d.promotion)));
  return c;
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
