// Help-play problems with hundreds of solutions through the command: printed as they are found
// (docs/output.md, "Streaming"), the output is the same for every thread count, in every layout,
// and for first-move shares put together by regent merge; verify lists the first 100 solutions
// of a cook and counts the rest.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_helpers.h"
#include "tests/text_masks.h"

namespace regent::test {
namespace {

namespace fs = std::filesystem;

std::string masked(const std::string& out) { return without_json_times(without_times(out)); }

// An h#2 with 675 solutions, an h#2.5 with 2983 (14 short), and a twin.
constexpr const char* kProblems =
    "beginproblem\ntitle Many solutions\nforsyth r3k2r/8/8/8/8/8/8/RQ2K2R\nstipulation h#2\n"
    "option nocastling a8e8h8a1e1h1\n"
    "nextproblem\ntitle Short ones\nforsyth 4k3/8/8/8/8/8/8/RQ2K2R\nstipulation h#2.5\n"
    "twin stipulation h#2\nendproblem\n";

fs::path write_problems(const fs::path& dir) {
  const fs::path file = dir / "many.pop";
  std::ofstream(file) << kProblems;
  return file;
}

TEST(StreamingCli, SameOutputForEveryThreadCountInEveryLayout) {
  const fs::path dir = scratch_directory("streaming_threads");
  const std::string file = shell_quote(write_problems(dir).string());
  for (const std::string layout : {"", "--notation kapusta", "--format json", "verify", "verify --format json"}) {
    const CliRun one = run_regent("-q -j1 " + layout + " " + file);
    ASSERT_TRUE(one.status == 0 || one.status == 1) << layout << "\n" << one.err;
    EXPECT_GT(one.out.size(), 5000u) << layout;
    for (const char* threads : {"2", "3"}) {
      const CliRun many = run_regent(std::string("-q -j ") + threads + " " + layout + " " + file);
      EXPECT_EQ(many.status, one.status) << layout;
      EXPECT_EQ(masked(many.out), masked(one.out)) << layout << " with " << threads << " threads";
    }
  }
  // The JSON is one document with every solution, as the counts say.
  const nlohmann::json j = nlohmann::json::parse(run_regent("-q -j2 --format json " + file).out);
  ASSERT_EQ(j.at("problems").size(), 3u);
  for (const auto& p : j["problems"]) {
    const auto& s = p.at("solution");
    EXPECT_EQ(s.at("solutions").size(), s.at("num_solutions").get<std::size_t>());
    EXPECT_EQ(s.at("lengths").size(), s.at("num_solutions").get<std::size_t>());
  }
  EXPECT_EQ(j["problems"][0]["solution"]["num_solutions"], 675);
  fs::remove_all(dir);
}

TEST(StreamingCli, SharesMergeIntoTheSingleRun) {
  const fs::path dir = scratch_directory("streaming_shares");
  const std::string file = shell_quote(write_problems(dir).string());
  std::string parts;
  for (int k = 0; k < 3; ++k) {
    std::string name = "p";
    name += std::to_string(k);
    name += ".json";
    const std::string part = (dir / name).string();
    std::string command = "(";
    command += shell_quote(REGENT_BINARY);
    command += " -q -j2 --first-moves ";
    command += std::to_string(k);
    command += "/3 ";
    command += file;
    command += " > ";
    command += shell_quote(part);
    command += ")";
    const CliRun r = run_shell(command);
    ASSERT_EQ(r.status, 0) << r.err;
    parts += ' ';
    parts += shell_quote(part);
  }
  for (const std::string layout : {"", "--format json", "--notation kapusta"}) {
    const CliRun single = run_regent("-q -j1 " + layout + " " + file);
    const CliRun merged = run_regent("merge " + layout + parts);
    EXPECT_EQ(merged.status, 0) << merged.err;
    EXPECT_EQ(masked(merged.out), masked(single.out)) << layout;
  }
  fs::remove_all(dir);
}

TEST(StreamingCli, VerifyListsAHundredSolutionsOfACook) {
  const fs::path dir = scratch_directory("streaming_verify");
  const std::string file = shell_quote(write_problems(dir).string());
  const CliRun r = run_regent("verify " + file);
  EXPECT_EQ(r.status, 1);
  const std::string first = r.out.substr(0, r.out.find('\n'));
  EXPECT_TRUE(first.find(": problem 1 h#2: cooked (675 solutions); solutions: 1.Ra8*a1 Rh1-h7 2.Ra1-a2 Qb1-b8 #, ") !=
              std::string::npos)
      << first.substr(0, 200);
  EXPECT_TRUE(first.ends_with(", 1.Ra8-a4 Qb1-b7 2.Ra4-b4 Rh1*h8 # and 575 more")) << first.substr(first.size() - 200);
  const CliRun lines = run_regent("verify --jsonl " + file);
  const nlohmann::json line = nlohmann::json::parse(lines.out.substr(0, lines.out.find('\n')));
  EXPECT_EQ(line.at("num_solutions"), 675);
  EXPECT_EQ(line.at("solutions").size(), 100u);
  EXPECT_EQ(line.at("solutions_not_listed"), 575);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace regent::test
