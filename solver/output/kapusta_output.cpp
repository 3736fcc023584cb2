#include "solver/output/kapusta_output.h"

#include <algorithm>

#include "solver/io/text_encoding.h"
#include "solver/output/caption.h"
#include "solver/output/text_output.h"

namespace regent {

namespace {

using Lines = std::vector<std::string>;

// Each level of the tree below the first move is indented two columns further.
std::string indent(int level) { return std::string(2 * (level - 1), ' '); }

// A move that ends its line: no threat and no defences below it.
bool is_leaf(const AttackerNode& node) { return node.threats.empty() && node.variations.empty(); }

bool all_leaves(const std::vector<AttackerNode>& nodes) {
  return std::all_of(nodes.begin(), nodes.end(), [](const AttackerNode& n) { return is_leaf(n); });
}

// "2.Bd6[...]#, 2.Qe4#": several moves that end their lines, on one line.
std::string joined(const std::vector<AttackerNode>& nodes, int level) {
  std::string s;
  for (const auto& n : nodes) {
    if (!s.empty()) s += ", ";
    s += std::to_string(level);
    s += '.';
    s += kapusta_move(n.move);
  }
  return s;
}

void write_defence(Lines& out, const std::string& prefix, const DefenceNode& d, int level);

// Writes `prefix` and the attacker's move (numbered `level`) with its threats on one line, then
// the lines below it: the play after a threat that takes more than one move, the defences, the
// refutations of a try.
void write_attacker(Lines& out, const std::string& prefix, const AttackerNode& node, int level,
                    const std::string& judgement) {
  std::string line = prefix + std::to_string(level) + "." + kapusta_move(node.move, judgement);
  // Zugzwang: a quiet move without threat that Black must answer (not the last move of a #n try,
  // where every defence refutes).
  if (node.mode == AttackerNode::Mode::Zugzwang && (node.length > 1 || !node.variations.empty())) line += " (zz)";
  if (node.threats.empty()) {
    out.push_back(line);
  } else if (all_leaves(node.threats)) {
    out.push_back(line + " ~ " + joined(node.threats, level + 1));
  } else {
    // Threats with play of their own: the first on the move's line, each further one on a line
    // of its own, each followed by its play.
    write_attacker(out, line + " ~ ", node.threats[0], level + 1, "");
    for (std::size_t i = 1; i < node.threats.size(); ++i)
      write_attacker(out, indent(level + 1) + "~ ", node.threats[i], level + 1, "");
  }
  for (const auto& v : node.variations) write_defence(out, indent(level), v, level);
  for (const auto& r : node.refutations)
    out.push_back(indent(level) + std::to_string(level) + "..." + kapusta_move(r, "!"));
}

// A defence and the attacker's answers: answers that end the line side by side, answers with
// play of their own each on a line that repeats the defence.
void write_defence(Lines& out, const std::string& prefix, const DefenceNode& d, int level) {
  const std::string line = prefix + std::to_string(level) + "..." + kapusta_move(d.move);
  if (d.continuations.empty()) {
    out.push_back(line);
  } else if (all_leaves(d.continuations)) {
    out.push_back(line + " " + joined(d.continuations, level + 1));
  } else {
    for (const auto& c : d.continuations) write_attacker(out, line + " ", c, level + 1, "");
  }
}

// "1.Sc7 d6xc7=P 2.Bc6 Pc7-c8=K[-Kf3/Kf7=Qf7]#"; h#n.5 starts "1...".
std::string help_line(const std::vector<MoveRecord>& line, bool half) {
  std::string s;
  std::size_t i = 0;
  int number = 1;
  if (half && !line.empty()) {
    s = "1..." + kapusta_move(line[0]);
    i = 1;
    number = 2;
  }
  for (; i < line.size(); i += 2, ++number) {
    if (!s.empty()) s += ' ';
    s += std::to_string(number);
    s += '.';
    s += kapusta_move(line[i]);
    if (i + 1 < line.size()) {
      s += ' ';
      s += kapusta_move(line[i + 1]);
    }
  }
  return s;
}

std::string text_of(const std::vector<Lines>& blocks) {
  std::string s;
  for (const auto& block : blocks) {
    if (!s.empty()) s += "\n";
    for (const auto& line : block) s += line + "\n";
  }
  return s;
}

}  // namespace

std::string kapusta_move(const MoveRecord& move, const std::string& judgement) {
  return move.desc.text + move.mark() + judgement + move.annotation.suffix;
}

std::string kapusta_solution_text(const SolveResult& r) {
  std::vector<Lines> blocks;
  if (r.stipulation.play == io::Play::Help) {
    if (r.help.set_play_shown && !r.help.set_play.empty()) {
      Lines set{"Set play:"};
      for (const auto& line : r.help.set_play) set.push_back(help_line(line, !r.stipulation.half));
      blocks.push_back(std::move(set));
    }
    Lines lines;
    for (const auto& line : r.help.solutions) lines.push_back(help_line(line, r.stipulation.half));
    if (!lines.empty()) blocks.push_back(std::move(lines));
  } else {
    if (r.battle.set_play_shown && !r.battle.set_play.empty()) {
      Lines set{"Set play:"};
      for (const auto& d : r.battle.set_play) write_defence(set, "", d, 1);
      blocks.push_back(std::move(set));
    }
    if (const auto& play = r.battle.post_key) {  // the position after the key: its threat and play
      Lines lines{"Post-key play:"};
      if (play->mode == AttackerNode::Mode::Zugzwang) lines.back() += " (zz)";
      if (!play->threats.empty() && all_leaves(play->threats)) lines.back() += " ~ " + joined(play->threats, 2);
      else
        for (const auto& t : play->threats) write_attacker(lines, "~ ", t, 2, "");
      for (const auto& v : play->variations) write_defence(lines, "", v, 1);
      for (const auto& refutation : play->refutations) lines.push_back("1..." + kapusta_move(refutation, "!"));
      blocks.push_back(std::move(lines));
    }
    for (const auto& t : r.battle.tries) {
      Lines lines;
      write_attacker(lines, "", t, 1, t.refutations.size() == 1 ? "?!" : "?");
      blocks.push_back(std::move(lines));
    }
    for (const auto& k : r.battle.keys) {
      Lines lines;
      write_attacker(lines, "", k, 1, "!");
      blocks.push_back(std::move(lines));
    }
  }
  const bool none =
      r.stipulation.play == io::Play::Help ? r.help.count() == 0 : r.battle.keys.empty() && !r.battle.post_key;
  if (none) blocks.push_back({"no solution"});
  return text_of(blocks);
}

std::string kapusta_help_solution_text(const std::vector<MoveRecord>& line, bool half) {
  return help_line(line, half) + "\n";
}

std::string kapusta_problem_text(const ProblemOutcome& o) { return kapusta_problem_head(o) + kapusta_problem_tail(o); }

std::string kapusta_problem_head(const ProblemOutcome& o) {
  std::string s;
  const auto& p = o.problem;
  if (p.duplex_half == 2) {  // follows the first half, whose heading it shares
    s = "Duplex, colours reversed\n\n";
    return o.error ? s + "error: " + *o.error + "\n" : s;
  }
  for (const std::string* heading : {&p.author.str(), &p.origin.str(), &p.award.str(), &p.title.str()})
    for (const std::string& line : io::heading_lines(*heading))
      s += io::printable(line, 200) + "\n";  // as the text output's headings
  s += problem_caption(p, o.variant, o.variant_title) + "\n";
  if (!p.twin_label.empty())
    s += io::printable(p.twin_label + " " + (p.twin_description.empty() ? "diagram" : p.twin_description), 200) + "\n";
  s += "\n";
  if (o.error) return s + "error: " + *o.error + "\n";
  return s;
}

std::string kapusta_problem_tail(const ProblemOutcome& o) {
  if (o.error) return {};
  std::string s = kapusta_solution_text(o.result);
  if (o.result.timed_out) {
    s += not_examined_text(o.result);
    s += o.result.interrupted ? "(interrupted: the solution is incomplete)\n"
                              : "(stopped by the time limit: the solution is incomplete)\n";
  }
  return s;
}

}  // namespace regent
