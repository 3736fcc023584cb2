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

namespace {

// The variations of a key (or of the post-key play: prefix "") that reach the goal early.
void collect_short_variations(const AttackerNode& node, const std::string& prefix, std::vector<std::string>& out) {
  for (const auto& v : node.variations) {
    if (!v.short_variation) continue;
    std::string s = prefix;
    s += prefix.empty() ? "1..." : " 1...";
    s += v.move.text();
    s += v.length == 0 ? " (the goal at once)" : " (" + std::to_string(v.length) + " more move" + (v.length == 1 ? ")" : "s)");
    out.push_back(std::move(s));
  }
}

void collect_duals(const AttackerNode& node, const std::string& prefix, std::vector<std::string>& out) {
  for (const auto& v : node.variations) {
    if (v.continuations.size() > 1) {
      std::string s = prefix;
      s += prefix.empty() ? "1..." : " 1...";
      s += v.move.text();
      s += ':';
      for (const auto& c : v.continuations) {
        s += ' ';
        s += c.move.text();
      }
      out.push_back(s);
    }
  }
}

}  // namespace

void conclude_battle(SolveResult& r, int n) {
  r.duals.clear();
  r.short_variations.clear();
  if (const auto& play = r.battle.post_key) {  // sound when no defence refutes it, at full length
    r.verdict = !play->refutations.empty() ? Verdict::NoSolution
                : play->length < n         ? Verdict::ShortSolution
                                           : Verdict::Sound;
    if (play->refutations.empty()) {
      collect_duals(*play, "", r.duals);
      collect_short_variations(*play, "", r.short_variations);
    }
    return;
  }
  // Exactly one key of full length is sound.
  if (r.battle.keys.empty()) r.verdict = Verdict::NoSolution;
  else if (r.battle.keys.size() > 1) r.verdict = Verdict::Cooked;
  else if (r.battle.keys[0].length < n) r.verdict = Verdict::ShortSolution;
  else r.verdict = Verdict::Sound;
  for (const auto& key : r.battle.keys) {
    collect_duals(key, "1." + key.move.text(), r.duals);
    collect_short_variations(key, "1." + key.move.text(), r.short_variations);
  }
}

void conclude_help(SolveResult& r, int intended) {
  const int count = r.help.count();
  if (count == 0) r.verdict = Verdict::NoSolution;
  else if (r.help.short_count > 0) r.verdict = Verdict::ShortSolution;
  else if (count > intended) r.verdict = Verdict::Cooked;
  else if (count < intended) r.verdict = Verdict::MissingSolutions;
  else r.verdict = Verdict::Sound;
}

void mark_partial(SolveResult& r, int max_solutions, bool stop_on_short) {
  if (r.stipulation.play == io::Play::Help) {
    r.partial = (max_solutions > 0 && r.help.count() >= max_solutions) || (stop_on_short && r.help.short_count > 0);
  } else {
    r.partial = max_solutions > 0 && int(r.battle.keys.size()) >= max_solutions;
  }
}

}  // namespace regent
