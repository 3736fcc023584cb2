// The orthodox reference problems: every position of tests/data/orthodox/*.json is parsed from its
// Popeye input, solved through the runner, and its complete solution compared with Popeye 4.104's.
//
// Battle play (#n): the keys and tries as sets of coordinates, and for each of them the mode
// (mate / check / threat / zugzwang), the threats, the variations (defence -> mating
// continuations) and, for tries, the refutations. Help play (h#n, h=n): the multiset of solutions as
// coordinate lists and the solution counts. Lists are compared as sets: their order is Popeye's
// move-generation order, not a property of the solution.
//
// One test per position, named by its id. mate2, mate3 and help2 form the suite `Reference`;
// the slow files, help3, helplong, helpintell, helpstalemate and matetrack, form `ReferenceSlow` (filter with
// -E ReferenceSlow).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/reference/reference_data.h"

namespace regent::reference {

// gtest prints a failing test's parameter: the id, not the bytes of the struct.
void PrintTo(const RefPosition& pos, std::ostream* os) { *os << pos.id; }

namespace {

using json = nlohmann::json;
using MoveSet = std::set<std::string>;

// ---- the expected and the actual solution in one comparable shape ------------------------

struct FirstMove {  // a key or a try
  std::string mode;  // "mate", "check", "threat", "zugzwang"
  MoveSet threats;
  std::map<std::string, MoveSet> variations;  // defence -> continuations
  MoveSet refutations;
};

struct Battle {
  std::map<std::string, FirstMove> keys, tries;
};

struct Help {
  std::multiset<std::vector<std::string>> solutions;
  int num_solutions = 0, num_full_length = 0, num_short = 0;
};

const char* mode_name(AttackerNode::Mode m) {
  switch (m) {
    case AttackerNode::Mode::Goal: return "mate";
    case AttackerNode::Mode::Check: return "check";
    case AttackerNode::Mode::Threat: return "threat";
    case AttackerNode::Mode::Zugzwang: return "zugzwang";
    case AttackerNode::Mode::Quiet: return "quiet";
  }
  return "?";
}

MoveSet json_set(const json& j, const char* key) {
  MoveSet out;
  if (j.contains(key))
    for (const auto& m : j.at(key)) out.insert(m.get<std::string>());
  return out;
}

std::map<std::string, FirstMove> expected_first_moves(const json& solution, const char* list_key,
                                                      const char* summary_key) {
  std::map<std::string, FirstMove> out;
  for (const auto& m : solution.value(list_key, json::array())) out[m.get<std::string>()];
  for (const auto& s : solution.value(summary_key, json::array())) {
    FirstMove& f = out[s.at("move").get<std::string>()];
    f.mode = s.value("mode", "");
    f.threats = json_set(s, "threats");
    f.refutations = json_set(s, "refutations");
    const json variations = s.value("variations", json::object());
    for (const auto& [defence, conts] : variations.items()) {
      MoveSet& c = f.variations[defence];
      for (const auto& m : conts) c.insert(m.get<std::string>());
    }
  }
  return out;
}

Battle expected_battle(const json& solution) {
  return {expected_first_moves(solution, "keys", "key_summary"),
          expected_first_moves(solution, "tries", "try_summary")};
}

FirstMove actual_first_move(const AttackerNode& node) {
  FirstMove f;
  f.mode = mode_name(node.mode);
  for (const auto& t : node.threats) f.threats.insert(t.move.coord);
  for (const auto& v : node.variations) {
    MoveSet& c = f.variations[v.move.coord];
    for (const auto& cont : v.continuations) c.insert(cont.move.coord);
  }
  for (const auto& r : node.refutations) f.refutations.insert(r.coord);
  return f;
}

Battle actual_battle(const BattleSolution& b, std::vector<std::string>& duplicates) {
  Battle out;
  for (const auto& k : b.keys)
    if (!out.keys.emplace(k.move.coord, actual_first_move(k)).second) duplicates.push_back("key " + k.move.coord);
  for (const auto& t : b.tries)
    if (!out.tries.emplace(t.move.coord, actual_first_move(t)).second) duplicates.push_back("try " + t.move.coord);
  return out;
}

Help expected_help(const json& solution) {
  Help h;
  for (const auto& s : solution.value("solutions", json::array())) {
    std::vector<std::string> line;
    for (const auto& m : s.at("moves")) line.push_back(m.get<std::string>());
    h.solutions.insert(std::move(line));
  }
  h.num_solutions = solution.value("num_solutions", -1);
  h.num_full_length = solution.value("num_full_length", -1);
  h.num_short = solution.value("num_short", -1);
  return h;
}

Help actual_help(const HelpSolution& s) {
  Help h;
  for (const auto& line : s.solutions) {
    std::vector<std::string> coords;
    for (const auto& m : line) coords.push_back(m.coord);
    h.solutions.insert(std::move(coords));
  }
  h.num_solutions = int(s.solutions.size());
  h.num_full_length = s.full_length_count;
  h.num_short = s.short_count;
  return h;
}

// ---- differences as readable lines --------------------------------------------------------

std::string join(const MoveSet& s) {
  std::string out;
  for (const auto& m : s) out += (out.empty() ? "" : " ") + m;
  return out;
}

std::string join(const std::vector<std::string>& line) {
  std::string out;
  for (const auto& m : line) out += (out.empty() ? "" : " ") + m;
  return out;
}

// "what: missing {a b} extra {c}" when the sets differ.
void diff_sets(const std::string& what, const MoveSet& expected, const MoveSet& actual,
               std::vector<std::string>& out) {
  MoveSet missing, extra;
  std::set_difference(expected.begin(), expected.end(), actual.begin(), actual.end(),
                      std::inserter(missing, missing.end()));
  std::set_difference(actual.begin(), actual.end(), expected.begin(), expected.end(),
                      std::inserter(extra, extra.end()));
  if (missing.empty() && extra.empty()) return;
  std::string line = what + ":";
  if (!missing.empty()) line += " missing {" + join(missing) + "}";
  if (!extra.empty()) line += " extra {" + join(extra) + "}";
  out.push_back(line);
}

template <class Map>
MoveSet keys_of(const Map& m) {
  MoveSet out;
  for (const auto& [k, v] : m) out.insert(k);
  return out;
}

void diff_first_move(const std::string& what, const FirstMove& e, const FirstMove& a, bool is_try,
                     std::vector<std::string>& out) {
  if (e.mode != a.mode) out.push_back(what + ": mode expected " + e.mode + ", got " + a.mode);
  diff_sets(what + ": threats", e.threats, a.threats, out);
  diff_sets(what + ": defences with variations", keys_of(e.variations), keys_of(a.variations), out);
  for (const auto& [defence, conts] : e.variations) {
    const auto it = a.variations.find(defence);
    if (it != a.variations.end()) diff_sets(what + " 1..." + defence + ": continuations", conts, it->second, out);
  }
  if (is_try) diff_sets(what + ": refutations", e.refutations, a.refutations, out);
  else if (!a.refutations.empty()) out.push_back(what + ": a key with refutations {" + join(a.refutations) + "}");
}

std::vector<std::string> diff_battle(const Battle& e, const Battle& a) {
  std::vector<std::string> out;
  diff_sets("keys", keys_of(e.keys), keys_of(a.keys), out);
  diff_sets("tries", keys_of(e.tries), keys_of(a.tries), out);
  for (const auto& [move, fe] : e.keys)
    if (const auto it = a.keys.find(move); it != a.keys.end()) diff_first_move("key " + move, fe, it->second, false, out);
  for (const auto& [move, fe] : e.tries)
    if (const auto it = a.tries.find(move); it != a.tries.end()) diff_first_move("try " + move, fe, it->second, true, out);
  return out;
}

std::vector<std::string> diff_help(const Help& e, const Help& a) {
  std::vector<std::string> out;
  std::multiset<std::vector<std::string>> missing, extra;
  std::set_difference(e.solutions.begin(), e.solutions.end(), a.solutions.begin(), a.solutions.end(),
                      std::inserter(missing, missing.end()));
  std::set_difference(a.solutions.begin(), a.solutions.end(), e.solutions.begin(), e.solutions.end(),
                      std::inserter(extra, extra.end()));
  for (const auto& line : missing) out.push_back("missing solution: " + join(line));
  for (const auto& line : extra) out.push_back("extra solution: " + join(line));
  auto count = [&](const char* what, int expected, int actual) {
    if (expected != actual)
      out.push_back(std::string(what) + ": expected " + std::to_string(expected) + ", got " + std::to_string(actual));
  };
  count("num_solutions", e.num_solutions, a.num_solutions);
  count("num_full_length", e.num_full_length, a.num_full_length);
  count("num_short", e.num_short, a.num_short);
  return out;
}

// ---- the tests ----------------------------------------------------------------------------

// All positions of the given files; a file that cannot be read becomes one failing placeholder.
std::vector<RefPosition> positions_of(std::initializer_list<const char*> files) {
  std::vector<RefPosition> out;
  for (const char* name : files) {
    try {
      auto f = load_file(name);
      for (auto& p : f.positions) out.push_back(std::move(p));
    } catch (const std::exception& e) {
      RefPosition p;
      p.file = name;
      p.id = std::string(name) + "-unreadable";
      p.load_error = e.what();
      out.push_back(std::move(p));
    }
  }
  return out;
}

std::string test_name(const testing::TestParamInfo<RefPosition>& info) {
  std::string name = info.param.id;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

void check_position(const RefPosition& pos) {
  ASSERT_TRUE(pos.load_error.empty()) << pos.load_error;
  const auto start = std::chrono::steady_clock::now();
  const ProblemOutcome outcome = solve_position(pos);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("[   TIME   ] %s %.3f s (Popeye %.3f s)\n", pos.id.c_str(), seconds, pos.popeye_seconds);
  testing::Test::RecordProperty("seconds", std::to_string(seconds));

  const std::string header = pos.id + " [" + pos.stipulation + "] " + pos.fen;
  ASSERT_FALSE(outcome.error) << header << "\nsolver error (line " << outcome.error_line
                              << "): " << *outcome.error;
  EXPECT_FALSE(outcome.result.timed_out) << header << "\nthe solver timed out";

  std::vector<std::string> diffs;
  if (pos.stipulation.rfind("h", 0) == 0) {
    diffs = diff_help(expected_help(pos.solution), actual_help(outcome.result.help));
  } else {
    std::vector<std::string> duplicates;
    diffs = diff_battle(expected_battle(pos.solution), actual_battle(outcome.result.battle, duplicates));
    for (const auto& d : duplicates) diffs.push_back("listed twice: " + d);
  }
  if (!diffs.empty()) {
    std::string text;
    for (const auto& d : diffs) text += "\n  " + d;
    ADD_FAILURE() << header << text;
  }
}

class Reference : public testing::TestWithParam<RefPosition> {};
class ReferenceSlow : public testing::TestWithParam<RefPosition> {};

TEST_P(Reference, MatchesPopeye) { check_position(GetParam()); }
TEST_P(ReferenceSlow, MatchesPopeye) { check_position(GetParam()); }

INSTANTIATE_TEST_SUITE_P(Mate2, Reference, testing::ValuesIn(positions_of({"mate2"})), test_name);
INSTANTIATE_TEST_SUITE_P(Mate3, Reference, testing::ValuesIn(positions_of({"mate3"})), test_name);
INSTANTIATE_TEST_SUITE_P(Help2, Reference, testing::ValuesIn(positions_of({"help2"})), test_name);
INSTANTIATE_TEST_SUITE_P(Help3, ReferenceSlow, testing::ValuesIn(positions_of({"help3"})), test_name);
INSTANTIATE_TEST_SUITE_P(HelpLong, ReferenceSlow, testing::ValuesIn(positions_of({"helplong"})), test_name);
INSTANTIATE_TEST_SUITE_P(HelpIntell, ReferenceSlow, testing::ValuesIn(positions_of({"helpintell"})), test_name);
INSTANTIATE_TEST_SUITE_P(HelpStalemate, ReferenceSlow, testing::ValuesIn(positions_of({"helpstalemate"})), test_name);
INSTANTIATE_TEST_SUITE_P(Matetrack, ReferenceSlow, testing::ValuesIn(positions_of({"matetrack"})), test_name);

}  // namespace
}  // namespace regent::reference
