// Whole collections: `regent verify --jsonl`, `--shard K/N`, `--resume OUT`, and
// scripts/verify-collection through GNU parallel (docs/collections.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli_helpers.h"
#include "solver/run/collection.h"

namespace regent::test {
namespace {

namespace fs = std::filesystem;

// The complete JSON lines of an output; lines that are not JSON (a cut line) are dropped.
std::vector<nlohmann::json> json_lines(const std::string& text) {
  std::vector<nlohmann::json> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_object()) lines.push_back(std::move(j));
  }
  return lines;
}

// The same lines without the only field that changes from run to run.
std::vector<nlohmann::json> without_seconds(std::vector<nlohmann::json> lines) {
  for (auto& j : lines) {
    EXPECT_TRUE(j.contains("seconds") && j["seconds"].is_number()) << j.dump();
    j.erase("seconds");
  }
  return lines;
}

std::string quoted_files(const std::vector<std::string>& files) {
  std::string out;
  for (const auto& f : files) out.append(" ").append(shell_quote(f));
  return out;
}

// 14 problems, 15 twins: problem 5 of examples.pop has twins a) and b); three_problems.pop's
// problem 2 and json.pop's problem 3 cannot be read; illegal.pop's position is illegal.
std::vector<std::string> collection() {
  return {problem_path("orthodox/examples.pop"), cli_data("three_problems.pop"), cli_data("json.pop"),
          cli_data("sound.pop"), cli_data("cooked.pop"), cli_data("illegal.pop")};
}

TEST(CollectionCli, JsonlLineOfASoundProblem) {
  const std::string file = cli_data("sound.pop");
  const CliRun r = run_regent("verify --jsonl " + shell_quote(file));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  ASSERT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
  nlohmann::json j = nlohmann::json::parse(r.out);
  ASSERT_TRUE(j["seconds"].is_number()) << r.out;
  EXPECT_GE(j["seconds"].get<double>(), 0.0);
  j.erase("seconds");
  EXPECT_EQ(j, nlohmann::json({{"file", file},
                               {"index", 1},
                               {"problem", 1},
                               {"line", 1},
                               {"twin", ""},
                               {"title", "Knight #2: key Sg4-e3, try Sg4-h2"},
                               {"id", "9d94f034f7fa00c8"},
                               {"stipulation", "#2"},
                               {"variant", "orthodox"},
                               {"error", nullptr},
                               {"verdict", "sound"},
                               {"unsound", false},
                               {"keys", {"1.Sg4-e3"}},
                               {"duals", nlohmann::json::array()},
                               {"threat_duals", nlohmann::json::array()},
                               {"short_variations", nlohmann::json::array()},
                               {"tries", nlohmann::json::array()}}))
      << j.dump();
}

// The same problem (json.pop's first: same pieces, stipulation and options, another title) gets
// the same id at another index in another file; a cooked problem names its keys and exits 1.
TEST(CollectionCli, JsonlIdsAndFlaws) {
  const CliRun r = run_regent("verify --jsonl" + quoted_files({cli_data("json.pop"), cli_data("cooked.pop"),
                                                               cli_data("sound.pop")}));
  EXPECT_EQ(r.status, 1);
  const auto lines = json_lines(r.out);
  ASSERT_EQ(lines.size(), 5u) << r.out;
  EXPECT_EQ(lines[0]["id"], "9d94f034f7fa00c8");
  EXPECT_EQ(lines[4]["id"], "9d94f034f7fa00c8");
  EXPECT_EQ(lines[4]["index"], 5);
  EXPECT_EQ(lines[4]["problem"], 1);
  const nlohmann::json& cooked = lines[3];
  EXPECT_EQ(cooked["file"], cli_data("cooked.pop"));
  EXPECT_EQ(cooked["index"], 4);
  EXPECT_EQ(cooked["verdict"], "cooked");
  EXPECT_EQ(cooked["unsound"], true);
  EXPECT_EQ(cooked["keys"], nlohmann::json({"1.Qc1-f4 =", "1.Qc1-c7 ="}));
  const nlohmann::json& help = lines[1];
  EXPECT_EQ(help["stipulation"], "h#1.5");
  EXPECT_EQ(help["num_solutions"], 1);
  EXPECT_EQ(help["verdict"], "sound");
}

// three_problems.pop: problem 2 has the unknown piece "xb2" on line 9 (the problem starts on
// line 6). It is one error line; problems 1 and 3 are verified.
TEST(CollectionCli, AMalformedProblemIsOneErrorLine) {
  const std::string file = cli_data("three_problems.pop");
  const CliRun r = run_regent("verify --jsonl " + shell_quote(file));
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "error: " + file +
                       ":9: problem 2: unknown piece 'X' in 'xb2' (known pieces: K Q R B S P (N = S))\n");
  const auto lines = without_seconds(json_lines(r.out));
  ASSERT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 3) << r.out;
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0]["verdict"], "sound");
  EXPECT_EQ(lines[0]["keys"], nlohmann::json({"1.Rh1-h8 #"}));
  EXPECT_EQ(lines[1], nlohmann::json({{"file", file},
                                      {"index", 2},
                                      {"problem", 2},
                                      {"line", 6},
                                      {"twin", ""},
                                      {"title", ""},
                                      {"id", nullptr},
                                      {"verdict", "error"},
                                      {"unsound", true},
                                      {"error",
                                       {{"file", file},
                                        {"line", 9},
                                        {"message", "unknown piece 'X' in 'xb2' (known pieces: K Q R B S P (N = S))"}}}}))
      << lines[1].dump();
  EXPECT_EQ(lines[2]["verdict"], "cooked");
  EXPECT_EQ(lines[2]["index"], 3);
}

// An illegal position is a twin that was read but cannot be solved: its line has the id.
TEST(CollectionCli, AnIllegalPositionIsAnErrorLineWithItsId) {
  const std::string file = cli_data("illegal.pop");
  const CliRun r = run_regent("verify --jsonl " + shell_quote(file));
  EXPECT_EQ(r.status, 1);
  const auto lines = json_lines(r.out);
  ASSERT_EQ(lines.size(), 1u) << r.out;
  EXPECT_EQ(lines[0]["verdict"], "error");
  EXPECT_EQ(lines[0]["error"], nlohmann::json({{"file", file},
                                               {"line", 2},
                                               {"message", "illegal position: the kings stand next to each other"}}));
  EXPECT_TRUE(lines[0]["id"].is_string());
}

TEST(CollectionCli, ShardsCoverTheCollectionExactlyOnce) {
  const std::string files = quoted_files(collection());
  const CliRun full = run_regent("verify --jsonl" + files);
  EXPECT_EQ(full.status, 1);
  const auto expected = without_seconds(json_lines(full.out));
  ASSERT_EQ(expected.size(), 15u) << full.out;
  EXPECT_EQ(expected.back()["index"], 14);

  std::vector<std::pair<int, nlohmann::json>> merged;  // (shard, line), then sorted by index
  for (int k = 0; k < 3; ++k) {
    const CliRun shard = run_regent("verify --jsonl --shard " + std::to_string(k) + "/3" + files);
    // Shard 2 (problems 3, 6, 9, 12) is all sound; shard 0 has an unreadable problem (7), shard 1 a cook (5 b).
    EXPECT_EQ(shard.status, k == 2 ? 0 : 1) << k;
    for (auto& j : without_seconds(json_lines(shard.out))) {
      EXPECT_EQ((j["index"].get<int>() - 1) % 3, k) << j.dump();
      merged.emplace_back(k, std::move(j));
    }
  }
  std::stable_sort(merged.begin(), merged.end(),
                   [](const auto& a, const auto& b) { return a.second["index"] < b.second["index"]; });
  std::vector<nlohmann::json> lines;
  for (auto& [k, j] : merged) lines.push_back(j);
  EXPECT_EQ(lines, expected);
}

// The first 4 lines survived, the 5th was cut mid-write. The resumed run ends the cut line, then
// prints exactly the 11 missing twins; the complete lines of both equal a full run.
TEST(CollectionCli, ResumeRedoesExactlyTheMissingProblems) {
  const std::string files = quoted_files(collection());
  const CliRun full = run_regent("verify --jsonl" + files);
  const fs::path dir = scratch_directory("resume");
  const fs::path previous = dir / "out.jsonl";
  std::size_t cut = 0;
  for (int i = 0; i < 4; ++i) cut = full.out.find('\n', cut) + 1;
  const std::string kept = full.out.substr(0, cut + 25);
  std::ofstream(previous, std::ios::binary) << kept;

  const CliRun resumed = run_regent("verify --jsonl --resume " + shell_quote(previous.string()) + files);
  EXPECT_EQ(resumed.status, 1);
  ASSERT_TRUE(resumed.out.starts_with("\n{")) << resumed.out;
  const auto redone = json_lines(resumed.out);
  ASSERT_EQ(redone.size(), 11u) << resumed.out;
  EXPECT_EQ(redone.front()["twin"], "a)");  // problem 5 a) of examples.pop, whose line was cut
  EXPECT_EQ(redone.front()["index"], 5);
  EXPECT_EQ(without_seconds(json_lines(kept + resumed.out)), without_seconds(json_lines(full.out)));

  // Everything recorded: nothing printed, and the exit status of the recorded verdicts.
  std::ofstream(previous, std::ios::binary | std::ios::app) << resumed.out;
  const CliRun again = run_regent("verify --jsonl --resume " + shell_quote(previous.string()) + files);
  EXPECT_EQ(again.status, 1);
  EXPECT_EQ(again.out, "");
  EXPECT_EQ(again.err, "");
  // Only the sound problems recorded and asked for: exit 0.
  const CliRun sound = run_regent("verify --jsonl --shard 0/14 --resume " + shell_quote(previous.string()) + files);
  EXPECT_EQ(sound.status, 0);
  EXPECT_EQ(sound.out, "");
  fs::remove_all(dir);
}

// A run killed for real (SIGKILL, no chance to finish its line) in the middle of a #4 that takes
// half a second, then resumed: the lines of both runs together are the full run's. (However early
// or late the kill comes, that must hold.)
TEST(CollectionCli, ResumeAfterAKillGivesTheFullRun) {
  const std::string files = quoted_files({problem_path("orthodox/examples.pop"), cli_data("medium_mate4.pop"),
                                          cli_data("three_problems.pop")});
  const CliRun full = run_regent("verify --jsonl -j 1" + files);
  const CliRun killed = regent::test::run_shell("timeout -s KILL 0.3 " + shell_quote(REGENT_BINARY) +
                                                " verify --jsonl -j 1" + files);
  const fs::path dir = scratch_directory("killed");
  const fs::path previous = dir / "out.jsonl";
  std::ofstream(previous, std::ios::binary) << killed.out;
  const CliRun resumed = run_regent("verify --jsonl -j 1 --resume " + shell_quote(previous.string()) + files);
  EXPECT_EQ(resumed.status, full.status);
  EXPECT_EQ(without_seconds(json_lines(killed.out + resumed.out)), without_seconds(json_lines(full.out)))
      << "killed run:\n" << killed.out;
  fs::remove_all(dir);
}

TEST(CollectionCli, ResumeFromAMissingFileIsAFullRun) {
  const CliRun r = run_regent("verify --jsonl --resume /nonexistent/regent-out.jsonl " + shell_quote(cli_data("sound.pop")));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(json_lines(r.out).size(), 1u);
}

TEST(CollectionCli, BadShardIsABadCommandLine) {
  for (const char* bad : {"3/3", "1/0", "-1/2", "x", "1/2/3", "1/", "/2", " 1/2"}) {
    const CliRun r = run_regent(std::string("verify --jsonl --shard ") + shell_quote(bad) + " " +
                                shell_quote(cli_data("sound.pop")));
    EXPECT_EQ(r.status, 2) << bad;
    EXPECT_EQ(r.out, "") << bad;
    EXPECT_EQ(r.err, std::string("error: --shard must be K/N with 0 <= K < N (e.g. --shard 0/4 ... --shard 3/4), not '") +
                         bad + "'\n");
  }
  const CliRun text = run_regent("verify --shard 0/2 " + shell_quote(cli_data("sound.pop")));
  EXPECT_EQ(text.status, 2);
  EXPECT_EQ(text.err, "error: --shard and --resume go with regent verify --jsonl\n");
  const CliRun solve = run_regent("--jsonl " + shell_quote(cli_data("sound.pop")));
  EXPECT_EQ(solve.status, 2);
  EXPECT_EQ(solve.err, "error: --jsonl goes with regent verify\n");
}

TEST(CollectionCli, ShardContainsAndResumeLogUnit) {
  const Shard shard{1, 3};
  EXPECT_FALSE(shard.contains(1));
  EXPECT_TRUE(shard.contains(2));
  EXPECT_TRUE(shard.contains(5));
  const ResumeLog log = read_resume_log(
      "{\"index\":1,\"id\":\"ab\",\"unsound\":false}\n\nnot json\n{\"index\":2,\"id\":null,\"unsound\":true}\n{\"index\":3");
  EXPECT_TRUE(log.ends_mid_line);
  EXPECT_EQ(log.ignored, 2);
  EXPECT_EQ(log.find(1, "ab"), std::optional<bool>(false));
  EXPECT_EQ(log.find(2, ""), std::optional<bool>(true));
  EXPECT_EQ(log.find(1, "cd"), std::nullopt);
  EXPECT_EQ(log.find(3, ""), std::nullopt);
}

bool have(const char* program) {
  return std::system(("command -v " + std::string(program) + " >/dev/null 2>&1").c_str()) == 0;
}

// scripts/verify-collection with 4 shards through GNU parallel on this machine: its merged file is
// the single process's output, line for line.
TEST(CollectionCli, VerifyCollectionScriptMergesTheShards) {
  if (!have("parallel")) GTEST_SKIP() << "GNU parallel is not installed (apt-get install parallel; scripts/setup)";
  if (!have("python3")) GTEST_SKIP() << "python3 is not installed";
  const std::string scripts = std::string(REGENT_PROBLEMS_DIR) + "/../scripts/";
  const fs::path dir = scratch_directory("verify_collection");
  const std::string make = shell_quote(scripts + "make-collection") + " --out " + shell_quote((dir / "in").string()) +
                           " --count 24 --per-file 10 --seed 11 --broken 0.1 >/dev/null";
  ASSERT_EQ(std::system(make.c_str()), 0) << make;
  std::vector<std::string> files;
  for (const char* name : {"collection-001.pop", "collection-002.pop", "collection-003.pop"})
    files.push_back((dir / "in" / name).string());

  const std::string out = (dir / "out").string();
  const std::string run = shell_quote(scripts + "verify-collection") + " -n 4 -o " + shell_quote(out) +
                          " --regent " + shell_quote(REGENT_BINARY) + quoted_files(files) + " >" +
                          shell_quote((dir / "summary").string()) + " 2>&1";
  const int raw = std::system(run.c_str());
  const std::string summary = read_file(dir / "summary");
  ASSERT_TRUE(WIFEXITED(raw)) << summary;
  EXPECT_EQ(WEXITSTATUS(raw), 1) << summary;  // the collection has unsound problems and errors
  EXPECT_TRUE(summary.starts_with("24 problems (twins) in " + out + "/merged.jsonl: ")) << summary;
  EXPECT_NE(summary.find("\nslowest:\n"), std::string::npos) << summary;

  const CliRun single = run_regent("verify --jsonl" + quoted_files(files));
  EXPECT_EQ(single.status, 1);
  const auto expected = without_seconds(json_lines(single.out));
  ASSERT_EQ(expected.size(), 24u);
  EXPECT_TRUE(std::any_of(expected.begin(), expected.end(), [](const auto& j) { return j["id"].is_null(); }))
      << "the collection should have an unreadable problem";
  EXPECT_EQ(without_seconds(json_lines(read_file(out + "/merged.jsonl"))), expected);
  for (int k = 0; k < 4; ++k) EXPECT_EQ(json_lines(read_file(out + "/shard-" + std::to_string(k) + ".jsonl")).size(), 6u);

  // Run again: every shard is complete, nothing is redone, the merge is the same.
  const int again = std::system(run.c_str());
  EXPECT_TRUE(WIFEXITED(again) && WEXITSTATUS(again) == 1);
  for (int k = 0; k < 4; ++k) EXPECT_EQ(json_lines(read_file(out + "/shard-" + std::to_string(k) + ".jsonl")).size(), 6u);
  EXPECT_EQ(without_seconds(json_lines(read_file(out + "/merged.jsonl"))), expected);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace regent::test
