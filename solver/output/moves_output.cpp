#include "solver/output/moves_output.h"

#include "solver/output/json_output.h"

namespace regent {

namespace {

// Kapusta's style: marks follow the move directly ("Qe1-f2[...]#"); a PPM move shows its cycle
// and the words below instead of the stalemate mark.
std::string mark_of(const MoveRecord& r) { return r.desc.cycle ? "" : r.mark(); }

}  // namespace

std::string moves_text(const MovesOutcome& o, bool abridged) {
  std::string s;
  s += o.variant_title + ", " + (o.side == "white" ? "White" : "Black") + " to move: " + o.fen + "\n";
  for (const auto& n : o.notes) s += "note: " + n + "\n";
  int legal = 0, rejected = 0;
  for (const auto& m : o.moves) (m.legal ? legal : rejected)++;
  s += std::to_string(legal) + (legal == 1 ? " legal move" : " legal moves") + (legal ? ":" : "") + "\n";
  auto text_of = [abridged](const MoveEntry& m) {
    return abridged && !m.record.desc.abridged.empty() ? m.record.desc.abridged : m.record.desc.text;
  };
  for (const auto& m : o.moves) {
    if (!m.legal) continue;
    std::string line = "  " + text_of(m) + mark_of(m.record) + m.record.annotation.suffix;
    if (m.record.desc.cycle) line += "  (Pat Perpetuum Mobile: drawn)";
    else if (!m.record.annotation.ending.empty()) line += "  (" + m.record.annotation.ending + ")";
    s += line + "\n";
  }
  if (rejected) {
    s += std::to_string(rejected) + (rejected == 1 ? " illegal mobile stage:" : " illegal mobile stages:") + "\n";
    for (const auto& m : o.moves)
      if (!m.legal) s += "  " + text_of(m) + "??  " + m.reason + "\n";
  }
  return s;
}

nlohmann::json moves_json(const MovesOutcome& o, int index) {
  nlohmann::json j;
  j["index"] = index;
  j["source"] = o.problem.source_file;
  j["line"] = o.problem.line;
  j["variant"] = o.variant;
  if (o.error) {
    j["error"] = *o.error;
    j["error_line"] = o.error_line;
    return j;
  }
  j["fen"] = o.fen;
  j["side_to_move"] = o.side;
  j["notes"] = o.notes;
  j["moves"] = nlohmann::json::array();
  j["illegal"] = nlohmann::json::array();
  for (const auto& m : o.moves) {
    nlohmann::json mj = move_json(m.record);
    if (m.legal) {
      mj["position_after"] = m.fen_after;
      j["moves"].push_back(mj);
    } else {
      for (const char* k : {"check", "mate", "stalemate"}) mj.erase(k);
      mj["text"] = m.record.desc.text;
      mj["rule"] = m.rule;
      mj["reason"] = m.reason;
      j["illegal"].push_back(mj);
    }
  }
  return j;
}

}  // namespace regent
