// Issue 4's benchmark: the time to solve each problem of the Kapusta collection
// (problems/kapusta/*.pop) exactly as `regent solve FILE` does, with the options the file sets
// (tries, variations, threats). One benchmark per file, registered at start-up from the folder.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "solver/io/popeye_parser.h"
#include "solver/run/runner.h"

namespace regent {
namespace {

std::vector<io::ProblemInstance> load_problems(const std::filesystem::path& file, std::string& error) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  std::vector<io::ProblemInstance> twins;
  for (const io::ParsedProblem& parsed : io::parse_popeye(text.str(), file.string())) {
    if (parsed.error) error = parsed.error->to_string();
    twins.insert(twins.end(), parsed.twins.begin(), parsed.twins.end());
  }
  return twins;
}

void BM_SolveKapusta(benchmark::State& state, const std::filesystem::path& file) {
  std::string error;
  const std::vector<io::ProblemInstance> twins = load_problems(file, error);
  if (!error.empty() || twins.empty()) {
    state.SkipWithError(error.empty() ? "no problem in the file" : error.c_str());
    return;
  }
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    for (const io::ProblemInstance& twin : twins) {
      const ProblemOutcome out = solve_problem(twin, RunConfig{});
      if (out.error) {
        state.SkipWithError(out.error->c_str());
        return;
      }
      nodes = out.result.nodes;
      benchmark::DoNotOptimize(nodes);
    }
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}

// Registers kapusta/<file stem> for every problem file of the collection, in name order.
const bool registered = [] {
  const std::filesystem::path dir = std::filesystem::path(REGENT_PROBLEMS_DIR) / "kapusta";
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.path().extension() == ".pop") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files)
    benchmark::RegisterBenchmark(("kapusta/" + f.stem().string()).c_str(),
                                 [f](benchmark::State& s) { BM_SolveKapusta(s, f); })
        ->Unit(benchmark::kMillisecond);
  return true;
}();

}  // namespace
}  // namespace regent
