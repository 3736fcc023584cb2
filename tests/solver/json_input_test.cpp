// Reading solutions back from their JSON (solver/output/json_input.h): real solutions of the
// problems under problems/ and of small FEN positions are written, read back and written again;
// the JSON and the text output (Popeye's layout and Kapusta's) must come out the same, byte for
// byte. Malformed input gives a SolutionJsonError naming the bad field's path, never a crash.
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "problem_file_helpers.h"
#include "solver/io/popeye_parser.h"
#include "solver/output/json_input.h"
#include "solver/output/json_output.h"
#include "solver/output/kapusta_output.h"
#include "solver/output/text_output.h"
#include "solver_test_helpers.h"

namespace regent {
namespace {

using nlohmann::json;

// Every twin of every problem of the .pop files in a folder of problems/ (or one file), solved.
std::vector<ProblemOutcome> solved_problems(const std::string& relative) {
  const std::filesystem::path root = std::filesystem::path(REGENT_PROBLEMS_DIR) / relative;
  std::vector<std::filesystem::path> files;
  if (std::filesystem::is_directory(root)) {
    for (const auto& e : std::filesystem::directory_iterator(root))
      if (e.path().extension() == ".pop") files.push_back(e.path());
  } else {
    files.push_back(root);
  }
  std::sort(files.begin(), files.end());
  std::vector<ProblemOutcome> out;
  for (const auto& file : files) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    for (const auto& parsed : io::parse_popeye(text.str(), file.string())) {
      EXPECT_FALSE(parsed.error.has_value()) << file << ": " << parsed.error->to_string();
      for (const auto& twin : parsed.twins) out.push_back(solve_problem(twin, RunConfig{}));
    }
  }
  EXPECT_FALSE(out.empty()) << root;
  return out;
}

// The outcome written as JSON text, parsed and read back (with the problem as read from its file).
ProblemOutcome read_back(const ProblemOutcome& o, std::string* written = nullptr) {
  const std::string text = problem_json(o, 1).dump();
  if (written) *written = text;
  return outcome_from_json(json::parse(text), o.problem);
}

// (a) the read-back outcome writes the same JSON; (b) it prints the same text.
void expect_round_trip(const ProblemOutcome& o) {
  const std::string what = o.problem.source_file + ":" + std::to_string(o.problem.line) + " " + o.problem.twin_label;
  std::string written;
  ProblemOutcome back;
  ASSERT_NO_THROW(back = read_back(o, &written)) << what;
  EXPECT_EQ(problem_json(back, 1).dump(), written) << what;
  EXPECT_EQ(problem_text(back, {}), problem_text(o, {})) << what;
  EXPECT_EQ(kapusta_problem_text(back), kapusta_problem_text(o)) << what;
  EXPECT_EQ(verify_line(back, 1), verify_line(o, 1)) << what;
}

// What a set of solutions exercises, so the round trips are known to cover it.
struct Coverage {
  int tries = 0, set_play = 0, threats = 0, help_several = 0, selfmate = 0, transformations = 0, abridged = 0,
      ppm = 0, flights = 0, check_mark = 0, endings = 0, refutations = 0, promotions = 0, short_defences = 0;
  void move(const MoveRecord& m) {
    transformations += !m.desc.transformations.empty();
    abridged += !m.desc.abridged.empty();
    ppm += m.desc.cycle;
    flights += !m.annotation.flights.empty();
    check_mark += !m.annotation.check_mark.empty();
    endings += !m.annotation.ending.empty();
    promotions += m.desc.promotion != 0;
  }
  void attacker(const AttackerNode& n) {
    move(n.move);
    threats += !n.threats.empty();
    refutations += !n.refutations.empty();
    for (const auto& t : n.threats) attacker(t);
    for (const auto& v : n.variations) defence(v);
    for (const auto& r : n.refutations) move(r);
  }
  void defence(const DefenceNode& d) {
    move(d.move);
    short_defences += d.short_variation;
    for (const auto& c : d.continuations) attacker(c);
  }
  void outcome(const ProblemOutcome& o) {
    const SolveResult& r = o.result;
    selfmate += r.stipulation.play == io::Play::Self;
    tries += !r.battle.tries.empty();
    set_play += r.battle.set_play_shown;
    help_several += r.help.solutions.size() > 1;
    for (const auto& k : r.battle.keys) attacker(k);
    for (const auto& t : r.battle.tries) attacker(t);
    for (const auto& d : r.battle.set_play) defence(d);
    for (const auto& line : r.help.solutions)
      for (const auto& m : line) move(m);
  }
};

TEST(SolutionJson, PostKeyPlayRoundTrips) {
  const auto outcomes = solved_problems("orthodox/postkeyplay.pop");
  ASSERT_EQ(outcomes.size(), 3u);
  for (const auto& o : outcomes) {
    EXPECT_FALSE(o.error) << *o.error;
    EXPECT_TRUE(o.result.battle.post_key.has_value());
    expect_round_trip(o);
  }
}

TEST(SolutionJson, OrthodoxProblemsRoundTrip) {
  const auto outcomes = solved_problems("orthodox/examples.pop");
  Coverage c;
  for (const auto& o : outcomes) {
    EXPECT_FALSE(o.error) << *o.error;
    expect_round_trip(o);
    c.outcome(o);
  }
  EXPECT_GT(c.tries, 0);
  EXPECT_GT(c.help_several, 0);
  EXPECT_GT(c.threats, 0);
}

// #2 with tries and set play, #3, s#1, s#2, h#2 with several solutions, h#1.5, stalemate.
TEST(SolutionJson, OrthodoxPositionsRoundTrip) {
  const std::vector<ProblemOutcome> outcomes = {
      test::solved("7k/5K2/7p/8/8/3B4/8/R7 w - - 0 1", "#2", {"setplay", "try"}),
      test::solved("8/8/8/3pP1R1/8/7r/7k/R3K1R1 w Q d6 0 1", "#3", {"try"}),
      test::solved("2q4Q/P6P/4P3/P1p4k/8/4R2B/4b3/R3K3 w Q - 0 1", "#3"),
      test::solved("8/8/8/8/8/6pk/8/R5BK w - - 0 1", "s#1"),
      test::solved("8/8/8/8/6p1/7k/3B4/R5BK w - - 0 1", "s#2", {"setplay"}),
      test::solved("8/8/8/8/8/7p/p2N4/k1K5 w - - 0 1", "h#2"),
      test::solved("8/8/8/8/8/7p/p2N4/k1K5 w - - 0 1", "h#1.5"),
      test::solved("7k/5K2/7p/8/8/3B4/8/R7 w - - 0 1", "=2"),
  };
  Coverage c;
  for (const auto& o : outcomes) {
    expect_round_trip(o);
    c.outcome(o);
  }
  EXPECT_GT(c.tries, 0);
  EXPECT_GT(c.set_play, 0);
  EXPECT_GT(c.selfmate, 0);
  EXPECT_GT(c.help_several, 0);
  EXPECT_GT(c.promotions, 0);
}

// Regent Chess: transformations, abridged forms, dual-target checks, phantom flights, PPM.
TEST(SolutionJson, RegentProblemsRoundTrip) {
  std::vector<ProblemOutcome> outcomes = solved_problems("regent");
  for (auto& o : solved_problems("kapusta")) outcomes.push_back(std::move(o));
  // Diagram 6 with tries (KapustaOutput.RegentDirectMateTriesKeyVariationsAndDuals): "++" and <b8>.
  io::ProblemInstance p = test::diagram_of_problem("regent/diagram06-ba6.pop");
  p.stipulation = io::parse_stipulation("#2");
  io::parse_option_text("try", p.options);
  outcomes.push_back(test::solved_problem(p));
  // Diagram 12 as =1 with tries and as h=1: 1.Qb1-b2[..., etc.] cycles (Pat Perpetuum Mobile).
  for (const char* stipulation : {"=1", "h=1"}) {
    io::ProblemInstance d12 = test::diagram_of_problem("regent/diagram12.pop");
    d12.stipulation = io::parse_stipulation(stipulation);
    io::parse_option_text("try defence 8", d12.options);
    outcomes.push_back(test::solved_problem(d12));
  }
  Coverage c;
  for (const auto& o : outcomes) {
    expect_round_trip(o);
    c.outcome(o);
  }
  EXPECT_GT(c.transformations, 0);
  EXPECT_GT(c.abridged, 0);
  EXPECT_GT(c.ppm, 0);
  EXPECT_GT(c.flights, 0);
  EXPECT_GT(c.check_mark, 0);
  EXPECT_GT(c.endings, 0);
  EXPECT_GT(c.tries, 0);
}

// A Regent Chess move whose transformations cycle (Pat Perpetuum Mobile) and a move whose
// flights and endings are all set: read back field by field.
TEST(SolutionJson, RegentMoveFieldsRoundTrip) {
  MoveRecord m;
  m.desc = {make_square(3, 4), make_square(2, 5), 'K', 'Q', true, false, false, "Kd5*c6=Q[Qc1=Kc1/Kc1=Qc1]",
            "Kd5*c6=Q[...]", {}, true};
  m.desc.transformations = {{"to-king", WHITE, make_square(2, 0), "Qc1=Kc1"},
                            {"to-queen", WHITE, make_square(2, 0), "Kc1=Qc1"},
                            {"annihilated", BLACK, SQ_NONE, "-Kf3"}};
  m.coord = coordinates(m.desc);
  m.check = true;
  m.annotation = {"++", " <a4><b5>", {make_square(0, 3), make_square(1, 4)}, "PPM"};
  const json j = json::parse(move_json(m).dump());
  const MoveRecord back = move_from_json(j);
  EXPECT_EQ(move_json(back), j);
  EXPECT_EQ(back.text(), "Kd5*c6=Q[Qc1=Kc1/Kc1=Qc1] ++ <a4><b5>");
  EXPECT_TRUE(back.desc.cycle);
  EXPECT_EQ(back.desc.transformations[2].square, SQ_NONE);
  EXPECT_EQ(back.annotation.flights, m.annotation.flights);
  EXPECT_EQ(back.annotation.ending, "PPM");
}

TEST(SolutionJson, PrinceAndRoyalStandardProblemsRoundTrip) {
  for (const char* folder : {"prince", "royal_standard", "powerful_monarch"}) {
    Coverage c;
    for (const auto& o : solved_problems(folder)) {
      EXPECT_FALSE(o.error) << folder << ": " << *o.error;
      expect_round_trip(o);
      c.outcome(o);
    }
    if (std::string(folder) != "powerful_monarch") {
      EXPECT_GT(c.endings, 0) << folder;  // "king captured"
    }
  }
}

// A problem that could not be solved keeps its error.
TEST(SolutionJson, ErrorOutcomeRoundTrips) {
  const ProblemOutcome o = solve_fen("8/8/8/8/8/8/8/K7 w - - 0 1", "#2");
  ASSERT_TRUE(o.error.has_value());
  expect_round_trip(o);
  const ProblemOutcome back = read_back(o);
  EXPECT_EQ(back.error, o.error);
  EXPECT_EQ(back.error_line, o.error_line);
}

// The pieces a part file holds: one key, one defence, one help-play solution.
TEST(SolutionJson, SingleFirstMoveResultsRoundTrip) {
  const SolveResult r = test::solved("8/8/8/3pP1R1/8/7r/7k/R3K1R1 w Q d6 0 1", "#3").result;
  // A key with variations (the problem has several keys, some mating at once).
  const auto with_play = std::find_if(r.battle.keys.begin(), r.battle.keys.end(),
                                      [](const AttackerNode& k) { return !k.variations.empty(); });
  ASSERT_NE(with_play, r.battle.keys.end());
  const AttackerNode& key = *with_play;
  EXPECT_EQ(attacker_json(attacker_from_json(attacker_json(key))), attacker_json(key));
  EXPECT_EQ(defence_json(defence_from_json(defence_json(key.variations[0]))), defence_json(key.variations[0]));
  const SolveResult h = test::solved("8/8/8/8/8/7p/p2N4/k1K5 w - - 0 1", "h#2").result;
  ASSERT_FALSE(h.help.solutions.empty());
  EXPECT_EQ(help_line_json(help_line_from_json(help_line_json(h.help.solutions[0]))),
            help_line_json(h.help.solutions[0]));
}

// A solve stopped by the time limit: what was not examined comes back too (battle and help play).
TEST(SolutionJson, PartialResultRoundTrips) {
  RunConfig config;
  config.max_seconds = 0.05;
  config.threads = 2;
  for (const auto& [fen, stip] : std::vector<std::pair<std::string, std::string>>{
           {"r3k3/1p3p2/p2q2p1/bn3P2/1N2PQP1/PB6/3K1R1r/3R4 w q - 0 1", "#5"},
           {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "h#4"}}) {
    const ProblemOutcome o = solve_fen(fen, stip, {"try"}, config);
    ASSERT_FALSE(o.error) << *o.error;
    ASSERT_TRUE(o.result.timed_out) << stip;
    ASSERT_FALSE(o.result.not_examined.empty()) << stip;
    const SolveResult back = solution_from_json(json::parse(solution_json(o.result).dump()));
    EXPECT_EQ(solution_json(back), solution_json(o.result)) << stip;
    EXPECT_EQ(back.not_examined_plies, o.result.not_examined_plies) << stip;
    EXPECT_EQ(not_examined_text(back), not_examined_text(o.result)) << stip;
  }
}

// ---------------------------------------------------------------------------------------------
// Malformed input

// The message of the SolutionJsonError that reading `j` as a solution throws ("" if none).
std::string error_of(const json& j) {
  try {
    solution_from_json(j);
  } catch (const SolutionJsonError& e) {
    return e.what();
  }
  return "";
}

// The zugzwang #2 of problems/orthodox/examples.pop: 1.Qb1*b4! with two variations, two tries.
json zz_solution() {
  const ProblemOutcome o = test::solved("8/k2N4/8/8/1p6/7K/8/1Q6 w - - 0 1", "#2", {"try"});
  return json::parse(solution_json(o.result).dump());
}

TEST(SolutionJson, MissingFieldNamesItsPath) {
  json j = zz_solution();
  ASSERT_FALSE(j["keys"][0]["variations"].empty()) << j.dump();
  j["keys"][0]["variations"][0]["move"].erase("to");
  EXPECT_EQ(error_of(j), "keys[0].variations[0].move: expected field 'to'");
}

TEST(SolutionJson, WrongTypeNamesItsPathAndTheValue) {
  json j = json::parse(solution_json(test::solved("8/8/8/8/8/7p/p2N4/k1K5 w - - 0 1", "h#2").result).dump());
  ASSERT_GE(j["solutions"][0].size(), 2u) << j.dump();
  j["solutions"][0][1]["check"] = "yes";
  EXPECT_EQ(error_of(j), "solutions[0][1].check: expected a boolean, got \"yes\"");
}

TEST(SolutionJson, BadValuesAreNamed) {
  json j = zz_solution();
  j["keys"][0]["variations"][1]["move"]["from"] = "z9";
  EXPECT_EQ(error_of(j), "keys[0].variations[1].move.from: expected a square name (\"a1\" to \"h8\", or \"-\"), got \"z9\"");
  j = zz_solution();
  j["verdict"] = "great";
  EXPECT_EQ(error_of(j), "verdict: expected a verdict (\"sound\", \"cooked\", \"no solution\", ...), got \"great\"");
  j = zz_solution();
  j["tries"][0]["mode"] = 3;
  EXPECT_EQ(error_of(j), "tries[0].mode: expected \"goal\", \"check\", \"threat\", \"zugzwang\" or \"quiet\", got 3");
  j = zz_solution();
  j["keys"][0]["move"]["text"] = "Qb1*b4 #";
  EXPECT_EQ(error_of(j), "keys[0].move.text: expected \"Qb1*b4\" (notation, mark and suffix), got \"Qb1*b4 #\"");
  EXPECT_EQ(error_of(json::array()), "expected an object, got an array");
  EXPECT_EQ(error_of(json::object()), "expected field 'stipulation'");
  EXPECT_THROW(outcome_from_json(json{{"source", "x"}}, {}, "problems[3]"), SolutionJsonError);
}

// Whatever single field is removed, or replaced by null, by an array or by a number, reading
// either succeeds or throws SolutionJsonError.
void expect_damage_is_reported(const json& original) {
  const json flat = original.flatten();
  int errors = 0;
  for (const auto& [pointer, value] : flat.items()) {
    const json::json_pointer ptr(pointer);
    for (const json& replacement : {json(), json::array(), json(-7), json("-")}) {
      json j = original;
      j[ptr] = replacement;
      errors += !error_of(j).empty();
    }
    json j = original;
    json& parent = j[ptr.parent_pointer()];
    if (parent.is_object()) parent.erase(ptr.back());
    else parent.erase(std::stoul(ptr.back()));
    errors += !error_of(j).empty();
  }
  EXPECT_GT(errors, 0);
}

TEST(SolutionJson, DamagedDocumentsNeverCrash) {
  expect_damage_is_reported(zz_solution());
  // Help play under Regent Chess: transformations, abridged forms, flights.
  const ProblemOutcome regent = test::solved_problem(test::diagram_of_problem("regent/diagram10.pop"));
  expect_damage_is_reported(json::parse(solution_json(regent.result).dump()));
}

}  // namespace
}  // namespace regent
