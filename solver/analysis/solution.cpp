#include "solver/analysis/solution.h"

#include <cctype>

namespace regent {

std::string MoveRecord::mark() const {
  if (mate) return "#";
  if (stalemate) return "=";
  if (check) return annotation.check_mark.empty() ? "+" : annotation.check_mark;
  return {};
}

std::string MoveRecord::text() const {
  const std::string m = mark();
  return desc.text + (m.empty() ? "" : " " + m) + annotation.suffix;
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
