// One deep problem across many machines: `regent --first-moves K/N FILE > part` and
// `regent merge PART...` (docs/collections.md, "One deep problem, many machines").
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_helpers.h"
#include "tests/text_masks.h"

namespace regent::test {
namespace {

namespace fs = std::filesystem;

// The output with the solving times (text) or times and node counts (JSON) masked.
std::string masked(const std::string& out) {
  return regent::test::without_json_times(regent::test::without_times(out));
}

std::string files_arg(const std::vector<std::string>& files) {
  std::string out;
  for (const auto& f : files) out.append(" ").append(shell_quote(f));
  return out;
}

// A command line that runs regent with `args`, its output into the file `out` (run_shell's
// redirections then take what remains: stderr).
std::string solve_into(const std::string& out, const std::string& args) {
  return "(" + shell_quote(REGENT_BINARY) + " " + args + " > " + shell_quote(out) + ")";
}

// Writes the n part files of the problems (with `options`) into dir; returns their paths.
std::vector<std::string> write_parts(const fs::path& dir, const std::vector<std::string>& files, int n,
                                     const std::string& options = "") {
  std::vector<std::string> parts;
  for (int k = 0; k < n; ++k) {
    const std::string part = (dir / ("part-" + std::to_string(k) + ".json")).string();
    const CliRun r = run_shell(solve_into(part, "-q -j1 " + options + " --first-moves " + std::to_string(k) + "/" +
                                                    std::to_string(n) + files_arg(files)));
    EXPECT_TRUE(r.status == 0 || r.status == 1) << r.err;
    parts.push_back(part);
  }
  return parts;
}

// Merges the parts with `flags` and compares with a single run of the files with `flags` and
// `options`: same stdout (times masked) and exit status.
void expect_merge_as_single_run(const std::vector<std::string>& files, int n, const std::string& flags,
                                const std::string& options = "") {
  const fs::path dir = scratch_directory("first_moves_" + std::to_string(n));
  const auto parts = write_parts(dir, files, n, options);
  const CliRun merged = run_regent("merge " + flags + files_arg(parts));
  const CliRun single = run_regent("-q -j1 " + flags + " " + options + files_arg(files));
  EXPECT_EQ(merged.status, single.status) << merged.err;
  EXPECT_FALSE(single.out.empty());
  EXPECT_EQ(masked(merged.out), masked(single.out)) << n << " parts, " << flags;
  fs::remove_all(dir);
}

TEST(FirstMovesCli, TwoPartsOfTheExamplesMergeIntoTheSingleRunsOutput) {
  const std::string file = problem_path("orthodox/examples.pop");
  const fs::path dir = scratch_directory("first_moves_examples");
  const std::string p0 = (dir / "p0.json").string(), p1 = (dir / "p1.json").string();
  ASSERT_EQ(run_shell(solve_into(p0, "-q --first-moves 0/2 " + shell_quote(file))).status, 0);
  ASSERT_EQ(run_shell(solve_into(p1, "-q --first-moves 1/2 " + shell_quote(file))).status, 0);
  // A part file: the share, the files, and per twin its id and part indices.
  const nlohmann::json part = nlohmann::json::parse(read_file(p1));
  EXPECT_EQ(part["part"], (nlohmann::json{{"k", 1}, {"n", 2}}));
  EXPECT_EQ(part["files"], nlohmann::json::array({file}));
  ASSERT_TRUE(part["problems"].is_array() && !part["problems"].empty());
  const nlohmann::json& first = part["problems"][0];
  EXPECT_EQ(first["problem"], 1);
  EXPECT_EQ(first["source"], file);
  EXPECT_TRUE(first["id"].is_string() && first["id"].get<std::string>().size() == 16);
  EXPECT_EQ(first["solution"]["part"]["k"], 1);
  EXPECT_TRUE(first["solution"]["part"]["first_moves"].is_number_integer());
  for (const char* list : {"keys", "tries", "solutions", "not_examined"})
    EXPECT_TRUE(first["solution"]["part"][list].is_array()) << list;

  const CliRun single = run_regent("-q " + shell_quote(file));
  ASSERT_EQ(single.status, 0);
  const CliRun merged = run_regent("merge " + shell_quote(p0) + " " + shell_quote(p1));
  EXPECT_EQ(merged.status, 0) << merged.err;
  EXPECT_EQ(merged.err, "");
  EXPECT_EQ(masked(merged.out), masked(single.out));
  // In any order.
  EXPECT_EQ(masked(run_regent("merge " + shell_quote(p1) + " " + shell_quote(p0)).out), masked(single.out));
  fs::remove_all(dir);
}

TEST(FirstMovesCli, EveryLayoutAndNumberOfShares) {
  const std::vector<std::string> files = {problem_path("orthodox/examples.pop")};
  for (const int n : {1, 3}) {
    expect_merge_as_single_run(files, n, "");
    expect_merge_as_single_run(files, n, "--notation kapusta");
    expect_merge_as_single_run(files, n, "--format json");
  }
}

// The two halves of each twin under option duplex are two problems of the parts; post-key play has
// no first moves of its own (share 0 holds it).
TEST(FirstMovesCli, DuplexHalvesAndPostKeyPlayMergeAsASingleRun) {
  const std::vector<std::string> files = {problem_path("orthodox/duplex.pop"), problem_path("orthodox/postkeyplay.pop")};
  expect_merge_as_single_run(files, 2, "");
  expect_merge_as_single_run(files, 3, "--format json");
  expect_merge_as_single_run(files, 2, "--notation kapusta");
}

TEST(FirstMovesCli, RegentChessInKapustasNotation) {
  const std::vector<std::string> files = {problem_path("regent/diagram07.pop"), problem_path("kapusta/05-sc7.pop")};
  expect_merge_as_single_run(files, 2, "--notation kapusta");
  expect_merge_as_single_run(files, 3, "--format json");
}

// Problems that cannot be read or set up: reported as a single run reports them, same exit status.
TEST(FirstMovesCli, SeveralFilesWithErrors) {
  const std::vector<std::string> files = {cli_data("three_problems.pop"), cli_data("illegal.pop"),
                                          cli_data("cooked.pop")};
  expect_merge_as_single_run(files, 2, "");
  expect_merge_as_single_run(files, 2, "--format json");
}

// stoponshortsolutions: a share without the shortest solution stops at its own shortest length;
// merge keeps the shortest length over all shares, as a single run does. Gerson Berlinger's
// position (tests/solver/solver_options_test.cpp, StopOnShortSolutionsStopsAfterTheShortestLength):
// the share holding 1.Ka3*a4 stops after one move, the others only after three.
TEST(FirstMovesCli, StopOnShortSolutionsKeepsTheShortestLengthOverTheShares) {
  const fs::path dir = scratch_directory("first_moves_short");
  const std::string file = (dir / "short.pop").string();
  std::ofstream(file) << "beginproblem\nforsyth 8/8/8/8/pPk5/K1b5/p3p3/3n4\nstipulation h=3\n"
                         "option halfduplex stoponshortsolutions noboard\nendproblem\n";
  const CliRun single = run_regent("-q -j1 " + shell_quote(file));
  EXPECT_NE(single.out.find("  1.Ka3*a4 Bc3*b4 =\n"), std::string::npos) << single.out;
  EXPECT_EQ(single.out.find("  1.Ka3*a2"), std::string::npos) << single.out;
  expect_merge_as_single_run({file}, 2, "");
  expect_merge_as_single_run({file}, 3, "--format json");
  fs::remove_all(dir);
}

// The options given to the shares are the parts': merge applies them.
TEST(FirstMovesCli, OptionsOfTheSharesAreApplied) {
  const std::vector<std::string> files = {problem_path("orthodox/examples.pop")};
  expect_merge_as_single_run(files, 2, "", "-o setplay -o \"maxsolutions 1\" --noboard");
}

TEST(FirstMovesCli, InputGivesTheProblemFilesPath) {
  const fs::path dir = scratch_directory("first_moves_input");
  const fs::path original = dir / "p.pop", moved = dir / "moved.pop";
  fs::copy_file(problem_path("orthodox/examples.pop"), original);
  const auto parts = write_parts(dir, {original.string()}, 2);
  const CliRun single = run_regent("-q " + shell_quote(original.string()));
  fs::rename(original, moved);
  const CliRun missing = run_regent("merge" + files_arg(parts));
  EXPECT_EQ(missing.status, 2);
  EXPECT_EQ(missing.err, "error: merge: cannot open the problem file " + original.string() +
                             " (--input FILE gives its path)\n");
  const CliRun merged = run_regent("merge --input " + shell_quote(moved.string()) + files_arg(parts));
  EXPECT_EQ(merged.status, 0) << merged.err;
  EXPECT_EQ(masked(merged.out), masked(single.out));
  fs::remove_all(dir);
}

// ---- errors -----------------------------------------------------------------------------------

TEST(FirstMovesCli, AMissingShare) {
  const fs::path dir = scratch_directory("first_moves_missing");
  const auto parts = write_parts(dir, {cli_data("sound.pop")}, 3);
  const CliRun r = run_regent("merge " + shell_quote(parts[0]) + " " + shell_quote(parts[2]));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "error: merge: share 1/3 is missing\n");
  const CliRun two = run_regent("merge " + shell_quote(parts[1]));
  EXPECT_EQ(two.err, "error: merge: shares 0/3, 2/3 are missing\n");
  fs::remove_all(dir);
}

TEST(FirstMovesCli, ADuplicatedShare) {
  const fs::path dir = scratch_directory("first_moves_twice");
  const auto parts = write_parts(dir, {cli_data("sound.pop")}, 2);
  const CliRun r = run_regent("merge" + files_arg({parts[0], parts[1], parts[1]}));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "error: merge: share 1/2 is given twice: " + parts[1] + " and " + parts[1] + "\n");
  fs::remove_all(dir);
}

TEST(FirstMovesCli, PartsOfDifferentProblems) {
  const fs::path dir = scratch_directory("first_moves_different");
  const fs::path a = dir / "a", b = dir / "b";
  fs::create_directories(a);
  fs::create_directories(b);
  // The same path, another problem in it.
  const std::string problem = (dir / "p.pop").string();
  fs::copy_file(cli_data("sound.pop"), problem);
  const std::string p0 = write_parts(a, {problem}, 2)[0];
  fs::copy_file(cli_data("cooked.pop"), problem, fs::copy_options::overwrite_existing);
  const std::string p1 = write_parts(b, {problem}, 2)[1];
  const auto id = [](const std::string& part) {
    return nlohmann::json::parse(read_file(part))["problems"][0]["id"].get<std::string>();
  };
  const CliRun r = run_regent("merge " + shell_quote(p0) + " " + shell_quote(p1));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "error: merge: " + p0 + " and " + p1 + " are parts of different problems (" + problem +
                       " problem 1: id " + id(p0) + " and " + problem + " problem 1: id " + id(p1) + ")\n");
  // Shares of different N.
  const fs::path c = dir / "c";
  fs::create_directories(c);
  const std::string q = write_parts(c, {problem}, 3)[2];
  const CliRun n = run_regent("merge " + shell_quote(p1) + " " + shell_quote(q));
  EXPECT_EQ(n.status, 2);
  EXPECT_EQ(n.err, "error: merge: " + p1 + " is share 1/2 and " + q +
                       " is share 2/3: the parts of a merge are shares of the same N\n");
  // The problem file changed since the parts were solved.
  const auto parts = write_parts(a, {problem}, 2);
  fs::copy_file(cli_data("sound.pop"), problem, fs::copy_options::overwrite_existing);
  const CliRun changed = run_regent("merge" + files_arg(parts));
  EXPECT_EQ(changed.status, 2);
  EXPECT_NE(changed.err.find("is not the problem the parts solved"), std::string::npos) << changed.err;
  fs::remove_all(dir);
}

TEST(FirstMovesCli, NotAPartFile) {
  const CliRun r = run_regent("merge " + shell_quote(problem_path("orthodox/examples.pop")));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "error: merge: " + problem_path("orthodox/examples.pop") +
                       ": not a part file of regent --first-moves K/N (not JSON)\n");
  const CliRun none = run_regent("merge");
  EXPECT_EQ(none.status, 2);
  EXPECT_EQ(none.err, "error: usage: regent merge [--input FILE]... PART.json...\n");
}

TEST(FirstMovesCli, BadFirstMovesValues) {
  const std::string file = shell_quote(cli_data("sound.pop"));
  for (const std::string bad : {"2/2", "3/2", "1", "a/b", "-1/2", "0/0", "1/2x", ""}) {
    const CliRun r = run_regent("--first-moves " + shell_quote(bad) + " " + file);
    EXPECT_EQ(r.status, 2) << bad;
    EXPECT_EQ(r.out, "") << bad;
    EXPECT_EQ(r.err, "error: --first-moves must be K/N with 0 <= K < N (e.g. --first-moves 0/4 ... --first-moves "
                     "3/4), not '" + bad + "'\n");
  }
  const CliRun verify = run_regent("verify --first-moves 0/2 " + file);
  EXPECT_EQ(verify.status, 2);
  EXPECT_EQ(verify.err, "error: --first-moves goes with regent solve, not regent verify\n");
  const CliRun jsonl = run_regent("verify --jsonl --first-moves 0/2 " + file);
  EXPECT_EQ(jsonl.status, 2);
  EXPECT_EQ(jsonl.err, "error: --first-moves goes with regent solve, not regent verify\n");
  const CliRun format = run_regent("--format json --first-moves 0/2 " + file);
  EXPECT_EQ(format.status, 2);
  EXPECT_EQ(format.err, "error: --first-moves writes a part file (JSON): give --format and --notation to regent merge\n");
  const CliRun options = run_regent("merge -o try part.json");
  EXPECT_EQ(options.status, 2);
  EXPECT_EQ(options.err, "error: regent merge takes the options from the part files (give -o, --try, --setplay and "
                         "--noboard to regent --first-moves)\n");
  const CliRun input = run_regent("--input x.pop " + file);
  EXPECT_EQ(input.status, 2);
  EXPECT_EQ(input.err, "error: --input goes with regent merge\n");
}

}  // namespace
}  // namespace regent::test
