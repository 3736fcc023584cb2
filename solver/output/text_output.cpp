#include "solver/output/text_output.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "solver/analysis/move_order.h"
#include "solver/analysis/verdict.h"
#include "solver/io/diagram_text.h"
#include "solver/io/popeye_parser.h"
#include "solver/io/text_encoding.h"

namespace regent {

namespace {

// The longest heading line (author, origin, title, twin) of the text output, in characters.
constexpr std::size_t kMaxHeading = 200;

// Popeye's columns: the first attacker move at column 3, then each level 8 further; a
// defence 4 columns right of its attacker move's level. A move number of more than one digit
// reaches further left (Popeye right-aligns it): "10.Qf7-f5 #" begins one column before "9.".
int number_overhang(int level) { return level >= 100 ? 2 : level >= 10 ? 1 : 0; }
std::string attacker_indent(int level) {
  return std::string(level == 1 ? 3 : 8 * level - 6 - number_overhang(level), ' ');
}
std::string defence_indent(int level) { return std::string(8 * level - 2 - number_overhang(level), ' '); }

void write_attacker(std::ostringstream& out, const AttackerNode& node, int level, const char* mark);

// A try's refutations: "    but" and each defence marked " !".
void write_refutations(std::ostringstream& out, const AttackerNode& node, int level) {
  if (node.refutations.empty()) return;
  out << "    but\n";
  for (const auto& r : node.refutations) out << defence_indent(level) << level << "..." << r.text() << " !\n";
}

void write_defence(std::ostringstream& out, const DefenceNode& d, int level, const char* mark = "") {
  out << defence_indent(level) << level << "..." << d.move.text() << mark << "\n";
  for (const auto& c : d.continuations) write_attacker(out, c, level + 1, "");
}

void write_attacker(std::ostringstream& out, const AttackerNode& node, int level, const char* mark) {
  out << attacker_indent(level) << level << "." << node.move.text() << mark;
  switch (node.mode) {
    case AttackerNode::Mode::Threat: out << " threat:"; break;
    case AttackerNode::Mode::Zugzwang: out << " zugzwang."; break;
    default: break;
  }
  out << "\n";
  for (const auto& t : node.threats) write_attacker(out, t, level + 1, "");
  for (const auto& v : node.variations) write_defence(out, v, level);
  write_refutations(out, node, level);
}

// Option postkeyplay, as Popeye prints it: " threat:" and the threats, or " zugzwang.", then the
// defences in Popeye's order, each refutation among them marked "refutes.".
void write_post_key(std::ostringstream& out, const AttackerNode& play) {
  if (play.mode == AttackerNode::Mode::Threat) out << " threat:\n";
  if (play.mode == AttackerNode::Mode::Zugzwang) out << " zugzwang.\n";
  for (const auto& t : play.threats) write_attacker(out, t, 2, "");
  std::vector<std::pair<const MoveRecord*, const DefenceNode*>> defences;
  for (const auto& v : play.variations) defences.emplace_back(&v.move, &v);
  for (const auto& r : play.refutations) defences.emplace_back(&r, nullptr);
  std::stable_sort(defences.begin(), defences.end(),
                   [](const auto& a, const auto& b) { return popeye_rank(a.first->desc) < popeye_rank(b.first->desc); });
  for (const auto& [move, variation] : defences) {
    if (variation) {
      write_defence(out, *variation, 1);
    } else {
      out << defence_indent(1) << "1..." << move->text() << "\n";
      out << "        refutes.\n";
    }
  }
  out << "\n";
}

std::string help_line(const std::vector<MoveRecord>& line, bool white_first) {
  std::ostringstream out;
  int number = 1;
  std::size_t i = 0;
  out << "  ";
  if (white_first) {  // h#n.5: "1...Ke2 2.Kd5 ..." style
    out << "1..." << line[0].text();
    i = 1;
    ++number;
    if (i < line.size()) out << "   ";
  }
  for (; i < line.size(); i += 2) {
    out << number << "." << line[i].text();
    if (i + 1 < line.size()) out << " " << line[i + 1].text();
    if (i + 2 < line.size()) out << "   ";
    ++number;
  }
  return out.str();
}

}  // namespace

std::string help_solution_text(const std::vector<MoveRecord>& line, bool half) {
  return help_line(line, half) + "\n";
}

std::string solution_text(const SolveResult& r, bool variations) {
  std::ostringstream out;
  if (r.stipulation.play == io::Play::Help) {
    for (const auto& line : r.help.solutions) out << help_solution_text(line, r.stipulation.half);
    return out.str();
  }
  if (r.battle.set_play_shown) {
    for (const auto& d : r.battle.set_play) write_defence(out, d, 1);
    out << "\n";
  }
  if (r.battle.post_key) write_post_key(out, *r.battle.post_key);
  // Keys and tries in the order of their first moves, as Popeye prints them; keys first where
  // that order is not known.
  std::vector<std::pair<const AttackerNode*, const char*>> firsts;
  for (const auto& k : r.battle.keys) firsts.emplace_back(&k, " !");
  for (const auto& t : r.battle.tries) firsts.emplace_back(&t, " ?");
  if (std::all_of(firsts.begin(), firsts.end(), [](const auto& f) { return f.first->first_move >= 0; }))
    std::stable_sort(firsts.begin(), firsts.end(),
                     [](const auto& a, const auto& b) { return a.first->first_move < b.first->first_move; });
  for (const auto& [node, mark] : firsts) {
    if (variations) {
      write_attacker(out, *node, 1, mark);
    } else {  // Popeye without option variation: the first move, and a try's refutations
      out << attacker_indent(1) << "1." << node->move.text() << mark << "\n";
      write_refutations(out, *node, 1);
    }
    out << "\n";
  }
  return out.str();
}

namespace {

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "1...Kf3 (2.Bd6 #, 2.Qe1-e4 #), 1...Kf5 (2.Qe1-e4 #, 2.Bd6 #)"
std::string choice_points(const std::vector<ChoicePoint>& points) {
  std::string s;
  for (const auto& p : points) {
    s += (s.empty() ? "" : ", ") + p.after + " (";
    for (std::size_t i = 0; i < p.moves.size(); ++i) s += (i ? ", " : "") + p.moves[i];
    s += ")";
  }
  return s;
}

std::string joined(const std::vector<std::string>& items, const char* separator) {
  std::string s;
  for (const auto& item : items) s += (s.empty() ? "" : separator) + item;
  return s;
}

// "FILE:LINE: problem N [twin] STIPULATION [(colours reversed)] [under READING]"
std::string verify_heading(const io::ProblemInstance& p, int problem_index) {
  return p.source_file + ":" + std::to_string(p.line) + ": problem " + std::to_string(problem_index) +
         (p.twin_label.empty() ? "" : " " + p.twin_label) + " " + io::to_string(p.stipulation) +
         (p.duplex_half == 2 ? " (colours reversed)" : "") + (p.reading.empty() ? "" : " under " + p.reading);
}

}  // namespace

std::string readings_line(const io::ProblemInstance& p, int problem_index,
                          const std::vector<std::pair<std::string, std::string>>& verdicts) {
  bool same = true;
  std::string list;
  for (const auto& [name, verdict] : verdicts) {
    same = same && verdict == verdicts.front().second;
    list += (list.empty() ? "" : ", ") + name + ": " + verdict;
  }
  return verify_heading(p, problem_index) +
         (same ? ": the same verdict under every reading (" + verdicts.front().second + ")"
               : ": the verdict depends on the reading (" + list + ")");
}

std::string verify_line(const ProblemOutcome& o, int problem_index) {
  std::ostringstream out;
  const auto& p = o.problem;
  out << verify_heading(p, problem_index) << ": ";
  if (o.error) {
    out << "error: " << *o.error;
    return out.str();
  }
  const SolveResult& r = o.result;
  const Assessment a = assess(r, p.options.intended);
  out << to_string(r.verdict);
  if (r.stipulation.play == io::Play::Help) {
    out << " (" << plural(a.solutions, "solution", "solutions");
    if (a.short_solutions) out << ", " << a.short_solutions << " short";
    if (a.intended) out << ", " << a.intended << " intended";
    out << ")";
    if (!a.listed_solutions.empty())
      out << "; " << (a.verdict == Verdict::ShortSolution ? "short solutions: " : "solutions: ")
          << joined(a.listed_solutions, ", ");
    if (a.unlisted_solutions > 0) out << " and " << a.unlisted_solutions << " more";
    return out.str();
  }
  if (!a.keys.empty()) out << " (" << joined(a.keys, ", ") << ")";
  if (!a.tries.empty()) {
    out << "; tries: ";
    for (std::size_t i = 0; i < a.tries.size(); ++i)
      out << (i ? ", " : "") << a.tries[i].move << " but " << joined(a.tries[i].refutations, " or ");
  }
  if (!a.duals.empty()) out << "; duals: " << choice_points(a.duals);
  if (!a.threat_duals.empty()) out << "; threat duals: " << choice_points(a.threat_duals);
  if (!a.short_variations.empty()) out << "; short variations: " << choice_points(a.short_variations);
  return out.str();
}

std::string not_examined_text(const SolveResult& r) {
  if (r.not_examined.empty()) return {};
  std::string s = "not examined";
  if (r.not_examined_plies > 0) {
    io::Stipulation st = r.stipulation;
    st.moves = r.not_examined_plies / 2;
    st.half = r.not_examined_plies % 2 == 1;
    s += " (" + io::to_string(st) + ")";
  }
  s += ':';
  for (const auto& m : r.not_examined) s += " 1." + m.text();
  const int n = int(r.not_examined.size());
  s += " (" + std::to_string(n) + (n == 1 ? " first move)\n" : " first moves)\n");
  return s;
}

namespace {

// The heading lines, the diagram and Popeye's twin line. As in Popeye, the headings come once,
// with the first twin, centred over the diagram; without the diagram (where Popeye prints none)
// they stay, as plain lines, to tell the problems of a file apart.
void write_heading(std::ostringstream& out, const io::ProblemInstance& p, const TextOutputOptions& opt) {
  const bool first_twin = p.twin_label.empty() || p.twin_label == io::twin_label(1);
  const bool board = opt.board && !p.options.noboard && p.twin_description.empty();
  // The heading quotes the input: control characters escaped, at most kMaxHeading characters a
  // line. Several author (origin, award, title) lines of the input are joined with '\n': each is
  // a line of its own here.
  if (first_twin && !board)
    for (const std::string* text : {&p.author.str(), &p.origin.str(), &p.award.str(), &p.title.str()})
      for (const std::string& line : io::heading_lines(*text)) out << io::printable(line, kMaxHeading) << "\n";
  if (board) out << io::diagram_text(p) << "\n";
  // Popeye's twin line: "a) ", "b) wRc2-->e2  wKb7<-->bKd8  ", "+c) rotate 90  " (each change
  // followed by two spaces, a continued twin marked "+").
  if (!p.twin_label.empty()) {
    out << (p.twin_continued ? "+" : "") << io::printable(p.twin_label, kMaxHeading) << " ";
    if (!p.twin_description.empty()) out << io::printable(p.twin_description, kMaxHeading) << "  ";
    out << "\n\n";
  }
}

}  // namespace

std::string problem_text_head(const ProblemOutcome& o, const TextOutputOptions& opt) {
  std::ostringstream out;
  const auto& p = o.problem;
  // The second half of a duplex twin follows the first (after the empty line that ends each
  // problem's text, as in Popeye) without a heading, diagram or twin line of its own.
  if (p.duplex_half != 2) write_heading(out, p, opt);
  if (o.error) {
    out << "error: " << *o.error << "\n";
    return out.str();
  }
  for (const auto& note : o.result.notes) out << "note: " << note << "\n";
  // Help play's set play comes before the solutions, as Popeye prints it (it is solved first,
  // so a streamed solve prints it with the heading).
  const HelpSolution& h = o.result.help;
  if (h.set_play_shown && !h.set_play.empty()) {
    // The other side begins: h#2's set play is written as an h#1.5 ("1...").
    for (const auto& line : h.set_play) out << help_solution_text(line, !p.stipulation.half);
    out << "\n";
  }
  return out.str();
}

std::string status_line(const ProblemStatus& s) {
  // Popeye counts whole milliseconds and writes minutes and hours as it does.
  const auto ms = static_cast<unsigned long long>(s.seconds * 1000.0 + 0.5);
  const unsigned long long secs = ms / 1000, hours = secs / 3600, minutes = secs % 3600 / 60;
  char time[64];
  if (hours > 0)
    std::snprintf(time, sizeof time, "%llu:%02llu:%02llu h:m:s", hours, minutes, secs % 60);
  else if (minutes > 0)
    std::snprintf(time, sizeof time, "%llu:%02llu.%03llu m:s", minutes, secs % 60, ms % 1000);
  else
    std::snprintf(time, sizeof time, "%llu.%03llu s", secs, ms % 1000);
  // Popeye's last line: a stop (time limit or interrupt) is "solving interrupted.", a solve that
  // maxsolutions or stoponshortsolutions cut short "Partial solution".
  return std::string(s.timed_out ? "solving interrupted. Time = " : s.partial ? "Partial solution Time = "
                                                                                : "solution finished. Time = ") +
         time + "\n";
}

std::string problem_text_tail(const ProblemOutcome& o, const ProblemStatus* whole) {
  if (o.error) return {};
  std::ostringstream out;
  out << solution_text(o.result, o.problem.options.variation);
  const SolveResult& r = o.result;
  std::ostringstream verdict;
  verdict << "verdict: " << to_string(r.verdict);
  if (r.stipulation.play == io::Play::Help) {
    verdict << " (" << r.help.count() << " solution" << (r.help.count() == 1 ? "" : "s");
    if (r.help.short_count) verdict << ", " << r.help.short_count << " short";
    verdict << ")";
  } else if (const auto& play = r.battle.post_key) {
    const std::size_t refutations = play->refutations.size();
    verdict << " (post-key play";
    if (refutations) verdict << ", " << refutations << " refutation" << (refutations == 1 ? "" : "s");
    verdict << ")";
  } else {
    verdict << " (" << r.battle.keys.size() << " key" << (r.battle.keys.size() == 1 ? "" : "s");
    if (!r.battle.tries.empty()) verdict << ", " << r.battle.tries.size() << " tr" << (r.battle.tries.size() == 1 ? "y" : "ies");
    verdict << ")";
  }
  out << verdict.str() << "\n";
  for (const auto& d : r.duals) out << "dual: " << d << "\n";
  for (const auto& v : r.short_variations) out << "short variation: " << v << "\n";
  out << not_examined_text(r);
  if (r.timed_out && !r.interrupted) out << "stopped by the time limit\n";  // Popeye's last line does not say why
  if (o.problem.last_twin) {
    ProblemStatus own;
    own.add(r);
    out << status_line(whole ? *whole : own);
  }
  return out.str();
}

std::string problem_text(const ProblemOutcome& o, const TextOutputOptions& opt) {
  return problem_text_head(o, opt) + problem_text_tail(o);
}

}  // namespace regent
