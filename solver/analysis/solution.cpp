#include "solver/analysis/solution.h"

namespace regent {

std::string MoveRecord::text() const {
  if (mate) return desc.text + " #";
  if (stalemate) return desc.text + " =";
  if (check) return desc.text + " +";
  return desc.text;
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
