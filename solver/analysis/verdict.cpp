#include "solver/analysis/verdict.h"

#include <algorithm>

namespace regent {

namespace {

std::string numbered(int level, bool attacker, const MoveRecord& m) {
  std::string s = std::to_string(level);
  s += attacker ? "." : "...";
  s += m.text();
  return s;
}

std::string then(const std::string& before, const std::string& move) {
  if (before.empty()) return move;
  std::string s = before;
  s += ' ';
  s += move;
  return s;
}

// Walks the play after an attacker's move: `line` is the reported line up to and including it
// ("" for the only key, whose variations are named without it).
void collect(const AttackerNode& node, int level, const std::string& line, const std::string& self,
             Assessment& a) {
  if (node.threats.size() > 1) {
    ChoicePoint threat{self, {}};
    for (const auto& t : node.threats) threat.moves.push_back(numbered(level + 1, true, t.move));
    a.threat_duals.push_back(std::move(threat));
  }
  for (const auto& v : node.variations) {
    ChoicePoint point{then(line, numbered(level, false, v.move)), {}};
    for (const auto& c : v.continuations) point.moves.push_back(numbered(level + 1, true, c.move));
    if (v.short_variation) a.short_variations.push_back(point);
    if (v.continuations.size() > 1) a.duals.push_back(point);
    for (const auto& c : v.continuations) {
      const std::string next = then(point.after, numbered(level + 1, true, c.move));
      collect(c, level + 1, next, next, a);
    }
  }
}

}  // namespace

std::string numbered_help_line(const std::vector<MoveRecord>& line, bool half) {
  std::string s;
  std::size_t i = 0;
  int number = 1;
  if (half && !line.empty()) {
    s = numbered(1, false, line[0]);
    i = 1;
    number = 2;
  }
  for (; i < line.size(); i += 2, ++number) {
    s = then(s, numbered(number, true, line[i]));
    if (i + 1 < line.size()) s = then(s, line[i + 1].text());
  }
  return s;
}

Assessment assess(const SolveResult& r, int intended) {
  Assessment a;
  a.verdict = r.verdict;
  a.unsound = r.verdict != Verdict::Sound;
  a.intended = intended;
  if (r.stipulation.play == io::Play::Help) {
    a.solutions = r.help.count();
    a.short_solutions = r.help.short_count;
    const bool count_is_flaw = r.verdict == Verdict::Cooked || r.verdict == Verdict::MissingSolutions;
    // The short solutions come first: the ones to list are the first `listed` ones.
    const int listed = count_is_flaw ? a.solutions : a.short_solutions;
    const int shown = std::min({listed, kListedSolutions, int(r.help.solutions.size())});
    for (int i = 0; i < shown; ++i) a.listed_solutions.push_back(numbered_help_line(r.help.solutions[std::size_t(i)], r.stipulation.half));
    a.unlisted_solutions = listed - shown;
    return a;
  }
  const int n = r.stipulation.moves;
  if (r.battle.post_key) {  // named "post-key play"; its variations are named without it
    const AttackerNode& play = *r.battle.post_key;
    const std::string name = "post-key play";
    if (play.refutations.empty()) {
      a.keys.push_back(play.length < n ? name + " in " + std::to_string(play.length) : name);
      collect(play, 1, "", name, a);
    } else {
      NearMiss miss{name, {}};
      for (const auto& refutation : play.refutations) miss.refutations.push_back(numbered(1, false, refutation));
      a.tries.push_back(std::move(miss));
    }
    return a;
  }
  const bool several = r.battle.keys.size() > 1;
  for (const auto& key : r.battle.keys) {
    std::string text = numbered(1, true, key.move);
    a.keys.push_back(key.length < n ? text + " in " + std::to_string(key.length) : text);
    if (!several) collect(key, 1, "", text, a);  // a cooked problem's duals would be noise
  }
  if (r.battle.keys.empty())
    for (const auto& t : r.battle.tries) {
      NearMiss miss{numbered(1, true, t.move), {}};
      for (const auto& refutation : t.refutations) miss.refutations.push_back(numbered(1, false, refutation));
      a.tries.push_back(std::move(miss));
    }
  return a;
}

}  // namespace regent
