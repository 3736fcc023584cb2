#include "solver/output/json_output.h"

#include "solver/analysis/verdict.h"
#include "solver/io/stipulation.h"

#include <cmath>

namespace regent {

namespace {

const char* mode_name(AttackerNode::Mode m) {
  switch (m) {
    case AttackerNode::Mode::Goal: return "goal";
    case AttackerNode::Mode::Check: return "check";
    case AttackerNode::Mode::Threat: return "threat";
    case AttackerNode::Mode::Zugzwang: return "zugzwang";
    case AttackerNode::Mode::Quiet: return "quiet";
  }
  return "?";
}

}  // namespace

nlohmann::json attacker_json(const AttackerNode& n) {
  nlohmann::json j;
  j["move"] = move_json(n.move);
  j["mode"] = mode_name(n.mode);
  j["length"] = n.length;
  if (n.first_move >= 0) j["first_move"] = n.first_move;
  j["threats"] = nlohmann::json::array();
  for (const auto& t : n.threats) j["threats"].push_back(attacker_json(t));
  j["variations"] = nlohmann::json::array();
  for (const auto& v : n.variations) j["variations"].push_back(defence_json(v));
  j["refutations"] = nlohmann::json::array();
  for (const auto& r : n.refutations) j["refutations"].push_back(move_json(r));
  return j;
}

nlohmann::json defence_json(const DefenceNode& d) {
  nlohmann::json j;
  j["move"] = move_json(d.move);
  j["length"] = d.length;
  j["short"] = d.short_variation;
  j["continuations"] = nlohmann::json::array();
  for (const auto& c : d.continuations) j["continuations"].push_back(attacker_json(c));
  return j;
}

nlohmann::json move_json(const MoveRecord& m) {
  nlohmann::json j;
  j["from"] = square_name(m.desc.from);
  j["to"] = square_name(m.desc.to);
  j["piece"] = std::string(1, m.desc.piece);
  j["promotion"] = m.desc.promotion ? nlohmann::json(std::string(1, m.desc.promotion)) : nlohmann::json(nullptr);
  j["capture"] = m.desc.capture;
  j["castling"] = m.desc.castling;
  j["en_passant"] = m.desc.en_passant;
  j["check"] = m.check;
  j["mate"] = m.mate;
  j["stalemate"] = m.stalemate;
  j["coord"] = m.coord;
  j["text"] = m.text();
  j["notation"] = m.desc.text;  // the text without mark and suffix
  // Variants with multistage moves (Regent Chess) add their structure.
  if (!m.desc.abridged.empty()) j["abridged"] = m.desc.abridged;
  if (!m.desc.transformations.empty() || !m.desc.abridged.empty() || m.desc.cycle) {
    j["transformations"] = nlohmann::json::array();
    for (const auto& t : m.desc.transformations)
      j["transformations"].push_back({{"kind", t.kind},
                                      {"color", t.color == WHITE ? "white" : "black"},
                                      {"square", square_name(t.square)},
                                      {"text", t.text}});
    j["ppm"] = m.desc.cycle;
  }
  if (!m.annotation.check_mark.empty()) j["check_mark"] = m.annotation.check_mark;
  if (!m.annotation.suffix.empty()) j["suffix"] = m.annotation.suffix;
  if (!m.annotation.ending.empty()) j["ending"] = m.annotation.ending;
  if (!m.annotation.flights.empty()) {
    j["phantom_flights"] = nlohmann::json::array();
    for (Square sq : m.annotation.flights) j["phantom_flights"].push_back(square_name(sq));
  }
  return j;
}

nlohmann::json help_line_json(const std::vector<MoveRecord>& line) {
  nlohmann::json moves = nlohmann::json::array();
  for (const auto& m : line) moves.push_back(move_json(m));
  return moves;
}

nlohmann::json solution_json(const SolveResult& r) {
  nlohmann::json j;
  j["verdict"] = to_string(r.verdict);
  j["first_mover"] = r.first_mover;
  j["stipulation"] = io::to_string(r.stipulation);
  if (r.stipulation.play == io::Play::Help) {
    j["solutions"] = nlohmann::json::array();
    for (const auto& line : r.help.solutions) j["solutions"].push_back(help_line_json(line));
    j["lengths"] = r.help.lengths;
    if (r.help.set_play_shown) {
      j["set_play"] = nlohmann::json::array();
      for (const auto& line : r.help.set_play) j["set_play"].push_back(help_line_json(line));
    }
    j["num_solutions"] = r.help.count();
    j["num_full_length"] = r.help.full_length_count;
    j["num_short"] = r.help.short_count;
  } else {
    j["keys"] = nlohmann::json::array();
    for (const auto& k : r.battle.keys) j["keys"].push_back(attacker_json(k));
    j["tries"] = nlohmann::json::array();
    for (const auto& t : r.battle.tries) j["tries"].push_back(attacker_json(t));
    if (r.battle.set_play_shown) {
      j["set_play"] = nlohmann::json::array();
      for (const auto& d : r.battle.set_play) j["set_play"].push_back(defence_json(d));
    }
    if (r.battle.post_key) {  // a key's play without the key
      nlohmann::json play = attacker_json(*r.battle.post_key);
      play.erase("move");
      j["post_key"] = std::move(play);
    }
    j["duals"] = r.duals;
    j["short_variations"] = r.short_variations;
  }
  j["notes"] = r.notes;
  j["timed_out"] = r.timed_out;
  j["partial"] = r.partial;
  if (r.timed_out) {
    j["interrupted"] = r.interrupted;
    j["not_examined"] = nlohmann::json::array();
    for (const auto& m : r.not_examined) j["not_examined"].push_back(move_json(m));
    if (r.not_examined_plies > 0) j["not_examined_plies"] = r.not_examined_plies;
  }
  if (r.part) {
    const FirstMovePart& p = *r.part;
    j["part"] = {{"k", p.k},           {"n", p.n},         {"first_moves", p.first_moves},
                 {"keys", p.keys},     {"tries", p.tries}, {"solutions", p.solutions},
                 {"not_examined", p.not_examined}};
  }
  j["nodes"] = r.nodes;
  j["time_s"] = r.seconds;
  return j;
}

nlohmann::json problem_json(const ProblemOutcome& o, int index) {
  nlohmann::json j;
  const auto& p = o.problem;
  j["index"] = index;
  j["source"] = p.source_file;
  j["line"] = p.line;
  j["title"] = p.title.str();
  j["author"] = p.author.str();
  j["origin"] = p.origin.str();
  j["award"] = p.award.str();
  j["twin"] = p.twin_label;
  j["twin_description"] = p.twin_description;
  if (p.duplex_half != 0) j["duplex_half"] = p.duplex_half;
  j["stipulation"] = io::to_string(p.stipulation);
  j["variant"] = o.variant;
  j["variant_title"] = o.variant_title;
  j["fen"] = o.fen;
  if (o.error) {
    j["error"] = {{"line", o.error_line}, {"message", *o.error}};
    return j;
  }
  j["error"] = nullptr;
  j["solution"] = solution_json(o.result);
  return j;
}

namespace {

nlohmann::json choice_points_json(const std::vector<ChoicePoint>& points) {
  nlohmann::json j = nlohmann::json::array();
  for (const auto& p : points) j.push_back({{"after", p.after}, {"moves", p.moves}});
  return j;
}

}  // namespace

nlohmann::json verify_json(const ProblemOutcome& o, int index, int problem) {
  nlohmann::json j;
  const auto& p = o.problem;
  j["index"] = index;
  j["source"] = p.source_file;
  j["line"] = p.line;
  j["problem"] = problem;
  j["twin"] = p.twin_label;
  if (!p.reading.empty()) j["reading"] = p.reading;
  if (p.duplex_half != 0) j["duplex_half"] = p.duplex_half;
  j["stipulation"] = io::to_string(p.stipulation);
  j["variant"] = o.variant;
  if (o.error) {
    j["error"] = {{"line", o.error_line}, {"message", *o.error}};
    j["unsound"] = true;
    return j;
  }
  j["error"] = nullptr;
  const Assessment a = assess(o.result, p.options.intended);
  j["verdict"] = to_string(a.verdict);
  j["unsound"] = a.unsound;
  if (o.result.stipulation.play == io::Play::Help) {
    j["num_solutions"] = a.solutions;
    j["num_short"] = a.short_solutions;
    j["intended"] = a.intended ? a.intended : 1;
    j["solutions"] = a.listed_solutions;
    if (a.unlisted_solutions > 0) j["solutions_not_listed"] = a.unlisted_solutions;
  } else {
    j["keys"] = a.keys;
    j["duals"] = choice_points_json(a.duals);
    j["threat_duals"] = choice_points_json(a.threat_duals);
    j["short_variations"] = choice_points_json(a.short_variations);
    j["tries"] = nlohmann::json::array();
    for (const auto& t : a.tries) j["tries"].push_back({{"move", t.move}, {"refutations", t.refutations}});
  }
  j["time_s"] = o.result.seconds;
  return j;
}

nlohmann::json parse_error_json(const io::ParsedProblem& p, int index, const std::string& source) {
  const io::ParseError& e = *p.error;
  return {{"index", index},
          {"source", source},
          {"line", p.line ? p.line : e.line},
          {"error", {{"line", e.line}, {"message", e.message}}}};
}

}  // namespace regent

namespace regent {

namespace {

double milliseconds_rounded(double seconds) { return std::round(seconds * 1000) / 1000; }

}  // namespace

nlohmann::json verify_jsonl(const ProblemOutcome& o, const std::string& file, int index, int problem,
                            const std::string& id, double seconds) {
  nlohmann::json j = verify_json(o, index, problem);
  j.erase("source");
  j.erase("time_s");
  j["file"] = file;
  j["title"] = o.problem.title.str();
  j["id"] = id;
  j["seconds"] = milliseconds_rounded(seconds);
  if (o.error) {
    j["verdict"] = "error";
    j["error"] = {{"file", file}, {"line", o.error_line}, {"message", *o.error}};
  }
  return j;
}

nlohmann::json parse_error_jsonl(const io::ParsedProblem& p, const std::string& file, int index) {
  const io::ParseError& e = *p.error;
  return {{"file", file},
          {"index", index},
          {"problem", p.index},
          {"line", p.line ? p.line : e.line},
          {"twin", ""},
          {"title", ""},
          {"id", nullptr},
          {"verdict", "error"},
          {"unsound", true},
          {"error", {{"file", e.file.empty() ? file : e.file}, {"line", e.line}, {"message", e.message}}},
          {"seconds", 0.0}};
}

}  // namespace regent
