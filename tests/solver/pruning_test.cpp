// The searches' exact shortcuts (checks-only generation of the mating move in help and direct
// play, the selfmate's forced last move) must never change a solution: every problem is solved
// with them and with --no-pruning (every move played and tested), and the complete outputs are
// compared byte for byte. Random orthodox positions for each stipulation the shortcuts touch, the
// reference sets, and every bundled problem of the five variants (those without the capability
// must be untouched by the switch).
#include <gtest/gtest.h>

#include <cctype>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "tests/solver/whole_outputs.h"

namespace regent {
namespace {

using test::printed;
using test::Problems;

RunConfig config_with(bool pruning) {
  RunConfig c;
  c.hash_mb = 16;
  c.pruning = pruning;
  return c;
}

// Where two outputs first differ ("" when they are the same): a line number and both lines (the
// outputs can be long, too long for a whole diff).
std::string first_difference(const std::string& a, const std::string& b) {
  if (a == b) return "";
  std::size_t line = 1, begin = 0;
  for (std::size_t i = 0; i < a.size() && i < b.size() && a[i] == b[i]; ++i)
    if (a[i] == '\n') ++line, begin = i + 1;
  const auto line_of = [&](const std::string& text) { return text.substr(begin, text.find('\n', begin) - begin); };
  return "line " + std::to_string(line) + ": '" + line_of(a) + "' against '" + line_of(b) + "'";
}

// compared: problems solved both ways; solved: those of them with a help-play solution (a
// shortcut that drops solutions can only show where there are some); en_passant: those whose
// solutions take en passant.
void expect_pruning_changes_nothing(const Problems& problems, int& compared, int* solved = nullptr,
                                    int* en_passant = nullptr) {
  for (const auto& [name, problem] : problems) {
    const ProblemOutcome with = solve_problem(problem, config_with(true));
    const ProblemOutcome without = solve_problem(problem, config_with(false));
    ASSERT_FALSE(with.result.timed_out || without.result.timed_out) << name;
    const std::string text = printed(without);
    EXPECT_EQ(first_difference(printed(with), text), "") << name;
    if (!with.error) ++compared;
    if (solved && without.result.help.count() > 0) ++*solved;
    if (en_passant && text.find(" ep. ") != std::string::npos) ++*en_passant;
  }
}

// A random position: both kings and `white` + `black` other units on random squares (pawns not
// on the first or last rank). Positions the solver refuses (a king attacked by the side to move,
// impossible material) are reported as errors by both runs alike.
std::string random_piece_list(std::mt19937& rng, int white, int black, bool white_king = true) {
  const char* kinds = "qrrbbsspppp";
  std::vector<bool> used(64, false);
  auto square = [&](bool pawn) {
    for (;;) {
      int s = int(rng() % 64);
      if (used[s] || (pawn && (s < 8 || s >= 56))) continue;
      used[s] = true;
      return std::string{char('a' + s % 8), char('1' + s / 8)};
    }
  };
  std::string w = white_king ? "white k" + square(false) : "white", b = " black k" + square(false);
  for (int i = 0; i < white; ++i) {
    char k = kinds[rng() % 11];
    w += std::string(" ") + k + square(k == 'p');
  }
  for (int i = 0; i < black; ++i) {
    char k = kinds[rng() % 11];
    b += std::string(" ") + k + square(k == 'p');
  }
  return w + b;
}

// without_white_king: White has none (option nowk).
Problems random_problems(const std::string& stipulation, int count, unsigned seed, int max_white = 3, int max_black = 5,
                         bool without_white_king = false) {
  std::mt19937 rng(seed);
  Problems out;
  for (int i = 0; i < count; ++i) {
    const std::string text =
        "beginproblem\nstipulation " + stipulation + "\npieces " +
        random_piece_list(rng, 1 + int(rng() % max_white), 1 + int(rng() % max_black), !without_white_king) +
        "\noption noboard" + (without_white_king ? " nowk" : "") + "\nendproblem\n";
    const auto parsed = io::parse_popeye(text, "random");
    if (parsed.size() == 1 && !parsed[0].error) out.emplace_back(stipulation + " #" + std::to_string(i) + ": " + text,
                                                                 parsed[0].twins.at(0));
  }
  return out;
}

class PruningRandom : public ::testing::TestWithParam<std::string> {};

TEST_P(PruningRandom, SameSolutionsWithAndWithoutShortcuts) {
  int compared = 0;
  expect_pruning_changes_nothing(random_problems(GetParam(), 60, 20261125), compared);
  EXPECT_GE(compared, 30) << "too few legal random positions to compare";
}

INSTANTIATE_TEST_SUITE_P(Orthodox, PruningRandom, ::testing::Values("h#1", "h#2", "h#1.5", "#1", "#2", "#3", "s#1", "s#2", "s#3", "h=2"),
                         [](const auto& info) {
                           std::string n;
                           for (char c : info.param)
                             n += c == '#' ? std::string("mate") : c == '=' ? std::string("stalemate")
                                  : c == '.' ? std::string("_5") : std::string(1, c);
                           return n;
                         });

// Longer help play with little material, where the check-distance bound cuts at every ply (the
// unpruned search of more material takes minutes).
TEST(Pruning, LongerHelpPlayWithFewUnits) {
  int compared = 0, solved = 0;
  for (const char* stipulation : {"h#3", "h#2.5"})
    expect_pruning_changes_nothing(random_problems(stipulation, 50, 20261129, 2, 1), compared, &solved);
  EXPECT_GE(compared, 30) << "too few legal random positions to compare";
  EXPECT_GE(solved, 10) << "too few random positions with a solution";
}

// Help stalemate's filters of its last two plies, on longer play with little material (where
// stalemates are common enough to show a dropped solution).
TEST(Pruning, HelpStalemateWithFewUnits) {
  int compared = 0, solved = 0;
  for (const char* stipulation : {"h=3", "h=2.5"})
    expect_pruning_changes_nothing(random_problems(stipulation, 50, 20261129, 2, 1), compared, &solved);
  EXPECT_GE(compared, 30) << "too few legal random positions to compare";
  EXPECT_GE(solved, 10) << "too few random positions with a solution";
}

// Random problems built around double steps: one or two black pawns on their second rank, the
// two squares ahead empty and a white pawn next to where the double step lands (in help play
// Black steps, and White may take en passant), both kings, and up to two more units a side.
Problems double_step_problems(const std::string& stipulation, int count, unsigned seed) {
  std::mt19937 rng(seed);
  Problems out;
  for (int i = 0; i < count; ++i) {
    std::vector<bool> used(64, false);
    const auto name = [](int s) { return std::string{char('a' + s % 8), char('1' + s / 8)}; };
    std::string white = "white", black = " black";
    for (int pairs = 1 + int(rng() % 2); pairs > 0; --pairs) {
      const int file = int(rng() % 8), beside = file + (rng() % 2 ? 1 : -1);
      if (beside < 0 || beside > 7) continue;
      const int home = 48 + file, taker = 32 + beside;
      if (used[home] || used[home - 8] || used[home - 16] || used[taker]) continue;
      used[home] = used[home - 8] = used[home - 16] = used[taker] = true;
      black += " p" + name(home), white += " p" + name(taker);
    }
    const auto place = [&](std::string& side, const char* kinds) {
      for (;;) {
        const int s = int(rng() % 64);
        const char kind = kinds[rng() % std::strlen(kinds)];
        if (used[s] || (kind == 'p' && (s < 8 || s >= 56))) continue;
        used[s] = true;
        side += std::string(" ") + kind + name(s);
        return;
      }
    };
    place(white, "k"), place(black, "k");
    for (int extra = int(rng() % 3); extra > 0; --extra) place(white, "qrbsp");
    for (int extra = int(rng() % 3); extra > 0; --extra) place(black, "qrbsp");
    const std::string text = "beginproblem\nstipulation " + stipulation + "\npieces " + white + black +
                             "\noption noboard\nendproblem\n";
    const auto parsed = io::parse_popeye(text, "random");
    if (parsed.size() == 1 && !parsed[0].error)
      out.emplace_back(stipulation + " #" + std::to_string(i) + ": " + text, parsed[0].twins.at(0));
  }
  return out;
}

// Every shortcut, with and without, on double_step_problems (a two-ply filter once overlooked
// such a capture as the stalemating move: with that filter back, this test fails).
TEST(Pruning, DoubleStepsTakenEnPassant) {
  int compared = 0, solved = 0, en_passant = 0;
  for (const char* stipulation : {"h=2.5", "h#2.5"})
    expect_pruning_changes_nothing(double_step_problems(stipulation, 300, 20261206), compared, &solved, &en_passant);
  EXPECT_GE(compared, 400) << "too few legal random positions to compare";
  EXPECT_GE(solved, 50) << "too few random positions with a solution";
  EXPECT_GE(en_passant, 15) << "too few solutions that take en passant";
}

// A double step answered by an en-passant capture that stalemates, two plies before the end
// (the two-ply filter once dropped the double step). Popeye 4.104 gives these four solutions.
TEST(Pruning, EnPassantStalemateAfterADoubleStep) {
  const auto parsed = io::parse_popeye(
      "beginproblem\nstipulation h=1.5\npieces white kc7 sc8 pd5 pa2 black ka8 pe7\noption noboard\nendproblem\n",
      "en-passant");
  ASSERT_EQ(parsed.size(), 1u);
  ASSERT_FALSE(parsed[0].error);
  const Problems problems{{"h=1.5 en passant", parsed[0].twins.at(0)}};
  int compared = 0, solved = 0;
  expect_pruning_changes_nothing(problems, compared, &solved);
  EXPECT_EQ(solved, 1);
  const std::string out = printed(solve_problem(problems[0].second, config_with(true)));
  for (const char* line : {"  1...a2-a3   2.e7-e5 d5*e6 ep. =\n", "  1...a2-a3   2.e7-e6 d5*e6 =\n",
                           "  1...a2-a4   2.e7-e5 d5*e6 ep. =\n", "  1...a2-a4   2.e7-e6 d5*e6 =\n"})
    EXPECT_NE(out.find(line), std::string::npos) << line << out;
}

// A side without a king (option nowk): the shortcuts that need both kings make no claim, the others
// still hold.
TEST(Pruning, WhiteWithoutKing) {
  int compared = 0, solved = 0;
  for (const char* stipulation : {"h#2", "h=2", "h#2.5", "#2", "s#2"})
    expect_pruning_changes_nothing(random_problems(stipulation, 40, 20261127, 3, 3, true), compared, &solved);
  EXPECT_GE(compared, 150) << "too few legal random positions to compare";
  EXPECT_GE(solved, 10) << "too few random positions with a solution";
}

TEST(Pruning, ReferenceSetsUnchanged) {
  int compared = 0;
  for (const char* set : {"mate2", "help2"}) expect_pruning_changes_nothing(test::reference_problems(set), compared);
  EXPECT_EQ(compared, 40);
}

TEST(Pruning, BundledProblemsOfEveryVariantUnchanged) {
  int compared = 0;
  expect_pruning_changes_nothing(test::bundled_problems(), compared);
  EXPECT_GT(compared, 40);
}

}  // namespace
}  // namespace regent
