// fuzz_seeds OUT_DIR FILE...: the seed corpus of the fuzz targets, made from problem files
// (scripts/fuzz gives it problems/ and tests/data/). Writes OUT_DIR/<target>/<hash> files:
//   popeye       each Popeye file whole (up to 16 KB) and each of its problems alone; the
//                Popeye input of each position of the reference sets (tests/data/orthodox)
//   json         each JSON problem file whole and each of its problems alone; each problem read
//                from a Popeye file written as a JSON problem (FEN, stipulation, condition)
//   fen,         each position that sets up, in its variant's notation, with its condition line
//   position     (fuzz_common.h, FenInput); the FENs of the reference sets
//   stipulation  the text after each stipulation, condition, option and twin keyword
// Other files (.md, .txt) are skipped. Prints the number of seeds of each target.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fuzz/fuzz_common.h"
#include "solver/io/json_problem.h"
#include "solver/io/popeye_parser.h"
#include "solver/io/text_encoding.h"

namespace {

using namespace regent;
namespace fs = std::filesystem;

constexpr std::size_t kMaxWholeFile = 16 * 1024;

class Seeds {
 public:
  explicit Seeds(fs::path dir) : dir_(std::move(dir)) {}

  void add(const std::string& target, const std::string& text) {
    if (text.empty()) return;
    std::uint64_t h = 1469598103934665603ull;  // FNV-1a
    for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
    char name[17];
    std::snprintf(name, sizeof name, "%016llx", static_cast<unsigned long long>(h));
    if (!written_[target].insert(name).second) return;
    fs::create_directories(dir_ / target);
    std::ofstream(dir_ / target / name, std::ios::binary) << text;
  }

  void report() const {
    for (const auto& [target, names] : written_) std::printf("%s: %zu seeds\n", target.c_str(), names.size());
  }

 private:
  fs::path dir_;
  std::map<std::string, std::set<std::string>> written_;
};

std::string lower_word(const std::string& line, std::size_t& end) {
  const std::size_t begin = line.find_first_not_of(" \t");
  if (begin == std::string::npos) {
    end = line.size();
    return {};
  }
  end = line.find_first_of(" \t\r", begin);
  if (end == std::string::npos) end = line.size();
  std::string word = line.substr(begin, end - begin);
  for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return word;
}

bool abbreviates(const std::string& word, std::string_view full) {
  return word.size() >= 3 && full.starts_with(word);
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The texts after the stipulation, condition, option and twin keywords.
void short_texts(const std::string& text, Seeds& seeds) {
  for (const std::string& line : lines_of(text)) {
    std::size_t end = 0;
    const std::string word = lower_word(line, end);
    if (!abbreviates(word, "stipulation") && !abbreviates(word, "condition") && !abbreviates(word, "option") &&
        !abbreviates(word, "twin"))
      continue;
    std::string rest = line.substr(end);
    const auto first = rest.find_first_not_of(" \t");
    const auto last = rest.find_last_not_of(" \t\r");
    if (first != std::string::npos) seeds.add("stipulation", rest.substr(first, last - first + 1));
  }
}

// Each problem of a Popeye file alone, between beginproblem and endproblem.
void problems_alone(const std::string& text, const std::vector<io::ParsedProblem>& problems, Seeds& seeds) {
  const std::vector<std::string> lines = lines_of(text);
  for (std::size_t i = 0; i < problems.size(); ++i) {
    const int first = problems[i].line;
    const int last = i + 1 < problems.size() ? problems[i + 1].line - 1 : static_cast<int>(lines.size());
    std::string one = "beginproblem\n";
    for (int n = first; n <= last && n <= static_cast<int>(lines.size()); ++n) {
      if (n < 1) continue;
      std::size_t end = 0;
      const std::string word = lower_word(lines[n - 1], end);
      if (word == "begin" || word == "beginproblem" || word == "next" || word == "nextproblem" || word == "end" ||
          word == "endproblem")
        continue;
      one += lines[n - 1] + "\n";
    }
    seeds.add("popeye", one + "endproblem\n");
  }
}

// Each twin that sets up: its position in the variant's notation (fen, position) and as a JSON
// problem (json).
void positions(const std::vector<io::ParsedProblem>& problems, Seeds& seeds) {
  for (const io::ParsedProblem& parsed : problems) {
    if (parsed.error) continue;
    for (const io::ProblemInstance& twin : parsed.twins) {
      const MovesOutcome moves = moves_problem(twin);
      if (moves.error) continue;
      const fuzz::FenInput in = fuzz::variant_fen_input(moves.variant, moves.fen);
      const std::string input = in.fen + (in.condition.empty() ? "" : "\n" + in.condition);
      seeds.add("fen", input);
      seeds.add("position", input);
      nlohmann::json j = {{"stipulation", io::to_string(twin.stipulation)}, {"fen", in.fen}};
      if (!twin.title.empty()) j["title"] = twin.title;
      if (!in.conditions.empty()) j["condition"] = in.conditions;
      seeds.add("json", j.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
      if (twin.twin_label.empty() && moves.variant != "royalstandard" && moves.variant != "prince") {
        nlohmann::json pieces = {{"white", nlohmann::json::array()}, {"black", nlohmann::json::array()}};
        for (const io::PieceSpec& p : twin.pieces)
          pieces[p.color == 'w' ? "white" : "black"].push_back(p.code + io::to_string(p.square));
        nlohmann::json k = {{"stipulation", io::to_string(twin.stipulation)}, {"pieces", pieces}};
        for (const io::ConditionSpec& c : twin.conditions) {
          std::string condition = c.name;
          for (const std::string& a : c.args) condition += " " + a;
          k["condition"].push_back(condition);
        }
        seeds.add("json", k.dump(1) + "\n");
      }
    }
  }
}

void popeye_file(const std::string& raw, Seeds& seeds) {
  if (raw.size() <= kMaxWholeFile) seeds.add("popeye", raw);
  const std::string text = io::utf8_text(raw);
  const auto problems = io::parse_popeye(text, "seed.pop");
  problems_alone(text, problems, seeds);
  short_texts(text, seeds);
  positions(problems, seeds);
}

void json_file(const std::string& text, Seeds& seeds) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception&) {
    return;
  }
  if (!j.is_object()) return;
  if (j.contains("positions") && j["positions"].is_array()) {
    // A reference set: the Popeye input and the FEN of each position.
    for (const auto& p : j["positions"]) {
      if (p.contains("input") && p["input"].is_string()) popeye_file(p["input"].get<std::string>(), seeds);
      if (p.contains("fen") && p["fen"].is_string()) {
        seeds.add("fen", p["fen"].get<std::string>());
        seeds.add("position", p["fen"].get<std::string>());
      }
    }
    return;
  }
  if (text.size() <= kMaxWholeFile) seeds.add("json", text);
  if (j.contains("problems") && j["problems"].is_array())
    for (const auto& p : j["problems"]) seeds.add("json", p.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
  positions(io::parse_json_problems(text, "seed.json"), seeds);
}

// Positions of each notation that the problem files may lack: the initial arrays.
void initial_arrays(Seeds& seeds) {
  for (const char* input : {
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
           "rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQBFkqbf - 0 1 d1,d8",
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nregent white regent d1 black regent d8",
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\npowerfulmonarch",
           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nprince white c2 black g7",
           "eekee/br1w1br/7/7/BR1W1BR/EEKEE w -\nroyalstandard",
           "eekee/br1w1br/7/7/BR1W1BR/EEKEE b c3e4\nroyalstandard",
       }) {
    seeds.add("fen", input);
    seeds.add("position", input);
  }
  for (const char* stipulation : {"#2", "h#2.5", "s#3", "=1", "h=2", "s=2", "kc2", "hkc1.5", "hkc3"})
    seeds.add("stipulation", stipulation);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: fuzz_seeds OUT_DIR FILE...\n");
    return 2;
  }
  Seeds seeds(argv[1]);
  initial_arrays(seeds);
  for (int i = 2; i < argc; ++i) {
    const fs::path path = argv[i];
    std::ifstream in(path, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    if (path.extension() == ".pop") popeye_file(buffer.str(), seeds);
    else if (path.extension() == ".json") json_file(buffer.str(), seeds);
  }
  seeds.report();
  return 0;
}
