#include "solver/output/json_input.h"

#include <climits>
#include <cstdint>
#include <optional>

#include "solver/io/stipulation.h"

namespace regent {

namespace {

using nlohmann::json;

// ---------------------------------------------------------------------------------------------
// Paths and messages

std::string member(const std::string& path, const std::string& name) { return path.empty() ? name : path + "." + name; }
std::string element(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

[[noreturn]] void fail(const std::string& path, const std::string& what) {
  throw SolutionJsonError(path.empty() ? what : path + ": " + what);
}

// What a value is, for "got ...": the value itself when short, else its kind.
std::string described(const json& j) {
  if (j.is_object()) return "an object";
  if (j.is_array()) return "an array";
  std::string text = j.dump();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return text;
}

[[noreturn]] void expected(const std::string& path, const std::string& what, const json& got) {
  fail(path, "expected " + what + ", got " + described(got));
}

// ---------------------------------------------------------------------------------------------
// Values

const json& object(const json& j, const std::string& path) {
  if (!j.is_object()) expected(path, "an object", j);
  return j;
}

const json& array(const json& j, const std::string& path) {
  if (!j.is_array()) expected(path, "an array", j);
  return j;
}

// The field `name` of the object `obj` (at `path`); it must be there.
const json& field(const json& obj, const std::string& path, const std::string& name) {
  object(obj, path);
  const auto it = obj.find(name);
  if (it == obj.end()) fail(path, "expected field '" + name + "'");
  return *it;
}

bool has(const json& obj, const std::string& name) { return obj.is_object() && obj.contains(name); }

std::string string_of(const json& j, const std::string& path) {
  if (!j.is_string()) expected(path, "a string", j);
  return j.get<std::string>();
}

bool bool_of(const json& j, const std::string& path) {
  if (!j.is_boolean()) expected(path, "a boolean", j);
  return j.get<bool>();
}

int int_of(const json& j, const std::string& path) {
  if (!j.is_number_integer()) expected(path, "an integer", j);
  if (j.is_number_unsigned() ? j.get<std::uint64_t>() > std::uint64_t(INT_MAX)
                             : j.get<std::int64_t>() < INT_MIN || j.get<std::int64_t>() > INT_MAX)
    expected(path, "an integer in the range of int", j);
  return static_cast<int>(j.get<std::int64_t>());
}

std::uint64_t count_of(const json& j, const std::string& path) {
  if (!j.is_number_unsigned() && !(j.is_number_integer() && j.get<std::int64_t>() >= 0))
    expected(path, "a non-negative integer", j);
  return j.get<std::uint64_t>();
}

double number_of(const json& j, const std::string& path) {
  if (!j.is_number()) expected(path, "a number", j);
  return j.get<double>();
}

// A square as square_name writes it: "a1" ... "h8", or "-" for none.
Square square_of(const json& j, const std::string& path) {
  const std::string what = "a square name (\"a1\" to \"h8\", or \"-\")";
  if (!j.is_string()) expected(path, what, j);
  const std::string s = j.get<std::string>();
  if (s == "-") return SQ_NONE;
  if (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') expected(path, what, j);
  return make_square(s[0] - 'a', s[1] - '1');
}

// A piece letter: a string of one character.
char letter_of(const json& j, const std::string& path) {
  if (!j.is_string() || j.get<std::string>().size() != 1) expected(path, "a one-letter string", j);
  return j.get<std::string>()[0];
}

Color color_of_json(const json& j, const std::string& path) {
  if (j.is_string() && j.get<std::string>() == "white") return WHITE;
  if (j.is_string() && j.get<std::string>() == "black") return BLACK;
  expected(path, "\"white\" or \"black\"", j);
}

// The array field `name` of `obj`, each element read by `read(element, element_path)`.
template <class Read>
auto list_of(const json& obj, const std::string& path, const std::string& name, Read read) {
  const std::string p = member(path, name);
  const json& a = array(field(obj, path, name), p);
  std::vector<decltype(read(a[0], p))> out;
  out.reserve(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) out.push_back(read(a[i], element(p, i)));
  return out;
}

// Shorthands for a required field of a given kind.
std::string string_field(const json& obj, const std::string& path, const std::string& name) {
  return string_of(field(obj, path, name), member(path, name));
}
bool bool_field(const json& obj, const std::string& path, const std::string& name) {
  return bool_of(field(obj, path, name), member(path, name));
}
int int_field(const json& obj, const std::string& path, const std::string& name) {
  return int_of(field(obj, path, name), member(path, name));
}

AttackerNode::Mode mode_of(const json& j, const std::string& path) {
  if (j.is_string()) {
    const std::string s = j.get<std::string>();
    if (s == "goal") return AttackerNode::Mode::Goal;
    if (s == "check") return AttackerNode::Mode::Check;
    if (s == "threat") return AttackerNode::Mode::Threat;
    if (s == "zugzwang") return AttackerNode::Mode::Zugzwang;
    if (s == "quiet") return AttackerNode::Mode::Quiet;
  }
  expected(path, "\"goal\", \"check\", \"threat\", \"zugzwang\" or \"quiet\"", j);
}

io::Stipulation stipulation_of(const json& j, const std::string& path) {
  const std::string text = string_of(j, path);
  std::string error;
  const auto s = io::try_parse_stipulation(text, &error);
  if (!s) fail(path, "expected a stipulation, got " + described(j) + " (" + error + ")");
  return *s;
}

TransformationStep transformation_of(const json& j, const std::string& path) {
  TransformationStep t;
  t.kind = string_field(j, path, "kind");
  t.color = color_of_json(field(j, path, "color"), member(path, "color"));
  t.square = square_of(field(j, path, "square"), member(path, "square"));
  t.text = string_field(j, path, "text");
  return t;
}

// The index lists must be parallel to what they index: `what` (at `list_path`) has `count` items.
void check_parallel(const std::vector<int>& indices, std::size_t count, const std::string& list_path,
                    const std::string& what, int first_moves) {
  if (indices.size() != count)
    fail(list_path, "expected one first-move index per " + what + " (" + std::to_string(count) + "), got " +
                        std::to_string(indices.size()));
  for (std::size_t i = 0; i < indices.size(); ++i)
    if (indices[i] < 0 || indices[i] >= first_moves)
      fail(element(list_path, i), "expected a first-move index from 0 to " + std::to_string(first_moves - 1) +
                                      ", got " + std::to_string(indices[i]));
}

// A share's `part` (FirstMovePart), checked against the solution `r` read so far.
FirstMovePart part_of(const json& j, const std::string& path, const SolveResult& r) {
  object(j, path);
  FirstMovePart p;
  p.k = int_field(j, path, "k");
  p.n = int_field(j, path, "n");
  if (p.n < 1 || p.k < 0 || p.k >= p.n)
    fail(path, "expected 0 <= k < n, got k = " + std::to_string(p.k) + ", n = " + std::to_string(p.n));
  p.first_moves = int_field(j, path, "first_moves");
  if (p.first_moves < 0) fail(member(path, "first_moves"), "expected a non-negative integer");
  p.keys = list_of(j, path, "keys", int_of);
  p.tries = list_of(j, path, "tries", int_of);
  p.solutions = list_of(j, path, "solutions", int_of);
  p.not_examined = list_of(j, path, "not_examined", int_of);
  check_parallel(p.keys, r.battle.keys.size(), member(path, "keys"), "key", p.first_moves);
  check_parallel(p.tries, r.battle.tries.size(), member(path, "tries"), "try", p.first_moves);
  check_parallel(p.solutions, r.help.solutions.size(), member(path, "solutions"), "solution", p.first_moves);
  check_parallel(p.not_examined, r.not_examined.size(), member(path, "not_examined"), "move not examined",
                 p.first_moves);
  return p;
}

}  // namespace

// ---------------------------------------------------------------------------------------------

MoveRecord move_from_json(const json& j, const std::string& path) {
  object(j, path);
  MoveRecord m;
  MoveDescription& d = m.desc;
  d.from = square_of(field(j, path, "from"), member(path, "from"));
  d.to = square_of(field(j, path, "to"), member(path, "to"));
  d.piece = letter_of(field(j, path, "piece"), member(path, "piece"));
  const json& promotion = field(j, path, "promotion");
  if (!promotion.is_null()) {
    if (!promotion.is_string() || promotion.get<std::string>().size() != 1)
      expected(member(path, "promotion"), "null or a one-letter string", promotion);
    d.promotion = promotion.get<std::string>()[0];
  }
  d.capture = bool_field(j, path, "capture");
  d.castling = bool_field(j, path, "castling");
  d.en_passant = bool_field(j, path, "en_passant");
  m.check = bool_field(j, path, "check");
  m.mate = bool_field(j, path, "mate");
  m.stalemate = bool_field(j, path, "stalemate");
  m.coord = string_field(j, path, "coord");
  d.text = string_field(j, path, "notation");
  if (has(j, "abridged")) d.abridged = string_field(j, path, "abridged");
  if (has(j, "transformations")) d.transformations = list_of(j, path, "transformations", transformation_of);
  if (has(j, "ppm")) d.cycle = bool_field(j, path, "ppm");
  if (has(j, "check_mark")) m.annotation.check_mark = string_field(j, path, "check_mark");
  if (has(j, "suffix")) m.annotation.suffix = string_field(j, path, "suffix");
  if (has(j, "ending")) m.annotation.ending = string_field(j, path, "ending");
  if (has(j, "phantom_flights")) m.annotation.flights = list_of(j, path, "phantom_flights", square_of);
  // The printed text is made of the parts above: they must agree with it.
  const std::string text = string_field(j, path, "text");
  if (text != m.text())
    fail(member(path, "text"), "expected \"" + m.text() + "\" (notation, mark and suffix), got \"" + text + "\"");
  return m;
}

// An attacker's move without the move itself: its play (also the post-key play, which has no move).
AttackerNode attacker_play_from_json(const json& j, const std::string& path) {
  object(j, path);
  AttackerNode n;
  n.mode = mode_of(field(j, path, "mode"), member(path, "mode"));
  n.length = int_field(j, path, "length");
  if (has(j, "first_move")) n.first_move = int_field(j, path, "first_move");
  n.threats = list_of(j, path, "threats", attacker_from_json);
  n.variations = list_of(j, path, "variations", defence_from_json);
  n.refutations = list_of(j, path, "refutations", move_from_json);
  return n;
}

AttackerNode attacker_from_json(const json& j, const std::string& path) {
  AttackerNode n = attacker_play_from_json(j, path);
  n.move = move_from_json(field(j, path, "move"), member(path, "move"));
  return n;
}

DefenceNode defence_from_json(const json& j, const std::string& path) {
  object(j, path);
  DefenceNode d;
  d.move = move_from_json(field(j, path, "move"), member(path, "move"));
  d.length = int_field(j, path, "length");
  d.short_variation = bool_field(j, path, "short");
  d.continuations = list_of(j, path, "continuations", attacker_from_json);
  return d;
}

std::vector<MoveRecord> help_line_from_json(const json& j, const std::string& path) {
  std::vector<MoveRecord> line;
  for (std::size_t i = 0; i < array(j, path).size(); ++i) line.push_back(move_from_json(j[i], element(path, i)));
  return line;
}

BattleSolution battle_solution_from_json(const json& j, const std::string& path) {
  object(j, path);
  BattleSolution b;
  b.keys = list_of(j, path, "keys", attacker_from_json);
  b.tries = list_of(j, path, "tries", attacker_from_json);
  b.set_play_shown = has(j, "set_play");
  if (b.set_play_shown) b.set_play = list_of(j, path, "set_play", defence_from_json);
  if (has(j, "post_key")) b.post_key = attacker_play_from_json(j.at("post_key"), member(path, "post_key"));
  return b;
}

HelpSolution help_solution_from_json(const json& j, const std::string& path) {
  object(j, path);
  HelpSolution h;
  h.solutions = list_of(j, path, "solutions", help_line_from_json);
  h.lengths = list_of(j, path, "lengths", int_of);
  if (h.lengths.size() != h.solutions.size())
    fail(member(path, "lengths"), "expected one length per solution (" + std::to_string(h.solutions.size()) +
                                      "), got " + std::to_string(h.lengths.size()));
  const std::uint64_t listed = count_of(field(j, path, "num_solutions"), member(path, "num_solutions"));
  if (listed != h.solutions.size())
    fail(member(path, "num_solutions"), "expected the number of solutions listed (" +
                                            std::to_string(h.solutions.size()) + "), got " + std::to_string(listed));
  h.set_play_shown = has(j, "set_play");
  if (h.set_play_shown) h.set_play = list_of(j, path, "set_play", help_line_from_json);
  h.full_length_count = int_field(j, path, "num_full_length");
  h.short_count = int_field(j, path, "num_short");
  return h;
}

Verdict verdict_from_json(const json& j, const std::string& path) {
  for (Verdict v : {Verdict::Sound, Verdict::Cooked, Verdict::NoSolution, Verdict::ShortSolution,
                    Verdict::MissingSolutions, Verdict::Aborted})
    if (j.is_string() && j.get<std::string>() == to_string(v)) return v;
  expected(path, "a verdict (\"sound\", \"cooked\", \"no solution\", ...)", j);
}

SolveResult solution_from_json(const json& j, const std::string& path) {
  object(j, path);
  SolveResult r;
  r.stipulation = stipulation_of(field(j, path, "stipulation"), member(path, "stipulation"));
  r.verdict = verdict_from_json(field(j, path, "verdict"), member(path, "verdict"));
  const json& first = field(j, path, "first_mover");
  color_of_json(first, member(path, "first_mover"));  // "white" or "black"
  r.first_mover = first.get<std::string>();
  if (r.stipulation.play == io::Play::Help) {
    r.help = help_solution_from_json(j, path);
  } else {
    r.battle = battle_solution_from_json(j, path);
    r.duals = list_of(j, path, "duals", string_of);
    r.short_variations = list_of(j, path, "short_variations", string_of);
  }
  r.notes = list_of(j, path, "notes", string_of);
  r.timed_out = bool_field(j, path, "timed_out");
  if (has(j, "partial")) r.partial = bool_field(j, path, "partial");
  if (r.timed_out) {  // what the stop left out
    r.interrupted = bool_field(j, path, "interrupted");
    r.not_examined = list_of(j, path, "not_examined", move_from_json);
    if (j.contains("not_examined_plies")) r.not_examined_plies = int_field(j, path, "not_examined_plies");
  }
  if (has(j, "part")) r.part = part_of(field(j, path, "part"), member(path, "part"), r);
  r.nodes = count_of(field(j, path, "nodes"), member(path, "nodes"));
  r.seconds = number_of(field(j, path, "time_s"), member(path, "time_s"));
  return r;
}

ProblemOutcome outcome_from_json(const json& j, io::ProblemInstance problem, const std::string& path) {
  object(j, path);
  ProblemOutcome o;
  problem.source_file = string_field(j, path, "source");
  problem.line = int_field(j, path, "line");
  problem.title = string_field(j, path, "title");
  problem.author = string_field(j, path, "author");
  problem.origin = string_field(j, path, "origin");
  // (Absent from the output of versions before the field existed.)
  if (j.contains("award")) problem.award = string_field(j, path, "award");
  problem.twin_label = string_field(j, path, "twin");
  problem.twin_description = string_field(j, path, "twin_description");
  problem.stipulation = stipulation_of(field(j, path, "stipulation"), member(path, "stipulation"));
  o.problem = std::move(problem);
  o.variant = string_field(j, path, "variant");
  o.variant_title = string_field(j, path, "variant_title");
  o.fen = string_field(j, path, "fen");
  const json& error = field(j, path, "error");
  if (!error.is_null()) {
    const std::string p = member(path, "error");
    if (!error.is_object()) expected(p, "null or an object", error);
    o.error = string_field(error, p, "message");
    o.error_line = int_field(error, p, "line");
    return o;
  }
  o.result = solution_from_json(field(j, path, "solution"), member(path, "solution"));
  return o;
}

}  // namespace regent
