// Helpers for Regent Chess tests: study a position's moves by their Kapusta text, follow a line
// of moves, and read the position of a problem file under problems/.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "rules/regent/regent.h"
#include "rules/regent/study.h"
#include "solver/io/popeye_parser.h"
#include "solver/run/runner.h"

namespace regent::test {

using regentchess::RegentPosition;

// One mobile stage of the side to move, as `regent moves` shows it.
struct StudiedMove {
  std::string mobile;    // the mobile stage alone: "Qb1-b2", "Sf7", "0-0-0", "Pa7-a8=K"
  std::string text;      // full form, without mark: "Qb1-b2[Qc8=Kc8/.../Kb2=Qb2, etc.]"
  std::string abridged;  // abridged form, without mark
  std::string mark;      // "", "+", "++", "#", "=" (complete pat); "" for PPM
  std::string phantom;   // phantom flights after the move: "<a4>", "<d8><f8>"
  std::string ending;    // "RM-1", "RM-2", "RM-3", "mate", "complete pat", "PPM" or ""
  bool legal = false;
  bool ppm = false;
  std::string rule;      // rejected: rule id, e.g. "hidden-self-check"
  std::string reason;    // rejected: e.g. "6.3.3: self-check at transformation 3 (Qd1=Kd1)"
  RegentPosition after;  // legal: the position after the complete move
};

inline Square sq(const char* name) { return make_square(name[0] - 'a', name[1] - '1'); }

// The same FEN with Black to move (examples whose move is Black's).
inline std::string black_to_move(std::string fen) {
  fen.replace(fen.find(" w "), 3, " b ");
  return fen;
}

inline RegentPosition regent_fen(const std::string& fen) {
  std::string error;
  auto pos = regentchess::from_fen(fen, &error);
  if (!pos) ADD_FAILURE() << "bad Regent FEN '" << fen << "': " << error;
  return pos ? *pos : regentchess::initial_position();
}

inline std::vector<StudiedMove> study(const RegentPosition& pos) {
  std::vector<StudiedMove> out;
  for (const auto& s : regentchess::study_moves(pos)) {
    StudiedMove m;
    const MoveDescription d = regentchess::describe(pos, s.trace);
    m.text = d.text;
    m.abridged = d.abridged;
    m.mobile = d.text.substr(0, d.text.find('['));
    m.legal = s.legal;
    m.ppm = s.trace.ppm;
    if (s.legal) {
      m.after = s.after;
      const MoveAnnotation a = regentchess::annotate(s.after);
      m.ending = a.ending;
      m.phantom = a.suffix.empty() ? "" : a.suffix.substr(1);
      if (RegentChess::is_checkmate(s.after)) m.mark = "#";
      else if (s.after.ppm) m.mark = "";
      else if (RegentChess::is_stalemate(s.after)) m.mark = "=";
      else if (RegentChess::in_check(s.after)) m.mark = a.check_mark.empty() ? "+" : a.check_mark;
    } else {
      m.rule = regentchess::rule_id(s.why.rule);
      m.reason = regentchess::rejection_text(s.why);
    }
    out.push_back(std::move(m));
  }
  return out;
}

// The studied move whose mobile stage is `mobile` (fails the test if there is none).
inline StudiedMove find_move(const RegentPosition& pos, const std::string& mobile) {
  for (auto& m : study(pos))
    if (m.mobile == mobile) return m;
  ADD_FAILURE() << "no mobile stage '" << mobile << "' in " << regentchess::fen(pos);
  return {};
}

// Plays legal moves given by their mobile stage, one after the other.
inline RegentPosition after_moves(RegentPosition pos, const std::vector<std::string>& mobiles) {
  for (const auto& mobile : mobiles) {
    const StudiedMove m = find_move(pos, mobile);
    EXPECT_TRUE(m.legal) << mobile << ": " << m.reason;
    if (!m.legal) return pos;
    pos = m.after;
  }
  return pos;
}

// Legal moves' texts with marks ("Qe1-f2[Qd5=Kd5/g2=Pg2]#"), in generation order.
inline std::vector<std::string> legal_texts(const RegentPosition& pos) {
  std::vector<std::string> v;
  for (const auto& m : study(pos))
    if (m.legal) v.push_back(m.text + m.mark);
  return v;
}

// The Regent FEN of the first problem of a file under problems/ (as `regent moves` reads it).
inline std::string problem_file_fen(const std::string& relative_path) {
  const std::string path = std::string(REGENT_PROBLEMS_DIR) + "/" + relative_path;
  std::ifstream in(path);
  if (!in) {
    ADD_FAILURE() << "cannot open " << path;
    return {};
  }
  std::stringstream buffer;
  buffer << in.rdbuf();
  const auto problems = io::parse_popeye(buffer.str(), path);
  if (problems.empty() || problems[0].error || problems[0].twins.empty()) {
    ADD_FAILURE() << "cannot read " << path << (problems.empty() || !problems[0].error ? "" : ": " + problems[0].error->message);
    return {};
  }
  const MovesOutcome o = moves_problem(problems[0].twins[0]);
  if (o.error) ADD_FAILURE() << path << ": " << *o.error;
  return o.fen;
}

}  // namespace regent::test
