// Google Benchmark programs: perft of the initial position (move generation and make/unmake
// speed, checked against the known counts) and solving each orthodox reference file as a whole
// (tests/data/orthodox, Popeye 4.104's times are in the files). scripts/bench runs this next to
// Stockfish's perft and Popeye's reference times.
#include <benchmark/benchmark.h>

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "rules/orthodox/orthodox.h"
#include "rules/regent/regent.h"
#include "rules/perft.h"
#include "tests/reference/reference_data.h"

namespace regent {
namespace {

constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// Published perft counts of the initial position, index = depth.
constexpr std::uint64_t kStartPerft[] = {1, 20, 400, 8902, 197281, 4865609, 119060324};

void BM_Perft(benchmark::State& state) {
  const int depth = static_cast<int>(state.range(0));
  std::string error;
  auto pos = Position::from_fen(kStart, &error);
  if (!pos) {
    state.SkipWithError(("bad FEN: " + error).c_str());
    return;
  }
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = perft<Orthodox>(*pos, depth);
    benchmark::DoNotOptimize(nodes);
  }
  if (nodes != kStartPerft[depth]) {
    const std::string msg = "perft(" + std::to_string(depth) + ") = " + std::to_string(nodes) +
                            ", expected " + std::to_string(kStartPerft[depth]);
    state.SkipWithError(msg.c_str());
    return;
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["nps"] = benchmark::Counter(static_cast<double>(nodes) * static_cast<double>(state.iterations()),
                                             benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Perft)->Name("perft")->Arg(5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Perft)->Name("perft")->Arg(6)->Unit(benchmark::kMillisecond)->Iterations(1);

// perft that plays every move, the last ply included (no bulk counting): the same work per
// move for every variant, so Regent Chess and orthodox chess compare like with like.
template <Variant V>
std::uint64_t perft_played(typename V::Position& pos, int depth) {
  if (depth == 0) return 1;
  typename V::MoveList list;
  V::generate(pos, list);
  std::uint64_t nodes = 0;
  typename V::Undo undo;
  for (const auto& m : list) {
    V::make(pos, m, undo);
    nodes += perft_played<V>(pos, depth - 1);
    V::unmake(pos, m, undo);
  }
  return nodes;
}

// Regent Chess perft(5) from the initial array (4,732,181 complex moves) next to orthodox
// perft(5) (4,865,609), both counting the last ply without playing it ("paired"), and both
// playing it ("paired-played"). Each iteration runs orthodox perft(5) and then Regent perft(5),
// and the fastest run of each is kept: a shared machine slows whole stretches of a run down, and
// back-to-back pairs with the minimum keep the ratio to what the code costs. The clock is the
// thread's CPU time, so that time spent descheduled (another tenant's burst) counts for neither.
struct ThreadCpuClock {
  using time_point = double;  // seconds
  static double now() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
  }
};

void BM_RegentVsOrthodox(benchmark::State& state, bool played) {
  using Clock = ThreadCpuClock;
  Position orthodox = *Position::from_fen(kStart);
  regentchess::RegentPosition regent_pos = regentchess::initial_position();
  double best_orthodox = 1e9, best_regent = 1e9;
  std::uint64_t orthodox_nodes = 0, regent_nodes = 0;
  for (auto _ : state) {
    const auto t0 = Clock::now();
    orthodox_nodes = played ? perft_played<Orthodox>(orthodox, 5) : perft<Orthodox>(orthodox, 5);
    const auto t1 = Clock::now();
    regent_nodes = played ? perft_played<RegentChess>(regent_pos, 5) : perft<RegentChess>(regent_pos, 5);
    const auto t2 = Clock::now();
    benchmark::DoNotOptimize(orthodox_nodes + regent_nodes);
    best_orthodox = std::min(best_orthodox, t1 - t0);
    best_regent = std::min(best_regent, t2 - t1);
  }
  if (orthodox_nodes != kStartPerft[5] || regent_nodes != 4732181) {
    state.SkipWithError("wrong perft(5) count");
    return;
  }
  state.counters["orthodox_ms"] = best_orthodox * 1e3;
  state.counters["regent_ms"] = best_regent * 1e3;
  state.counters["ratio"] = best_regent / best_orthodox;
}
BENCHMARK_CAPTURE(BM_RegentVsOrthodox, counted, false)->Name("regent/paired")->Iterations(15)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RegentVsOrthodox, played, true)->Name("regent/paired-played")->Iterations(7)
    ->Unit(benchmark::kMillisecond);

// Solves every position of one reference file on one thread, as `regent -j 1 FILE` does (one
// table for the run).
void BM_SolveFile(benchmark::State& state, const std::string& name) {
  reference::RefFile file;
  try {
    file = reference::load_file(name);
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
    return;
  }
  std::string failure;
  for (auto _ : state) {
    RunConfig config;
    config.table = std::make_shared<TranspositionTable>(64);
    for (const auto& pos : file.positions) {
      const ProblemOutcome out = reference::solve_position(pos, config);
      if (out.error) failure = pos.id + ": " + *out.error;
      else if (out.result.timed_out) failure = pos.id + ": timed out";
      benchmark::DoNotOptimize(out.result.nodes);
    }
  }
  if (!failure.empty()) {
    state.SkipWithError(failure.c_str());
    return;
  }
  state.counters["positions"] = static_cast<double>(file.positions.size());
  state.counters["popeye_s"] = file.popeye_total_seconds;
}
BENCHMARK_CAPTURE(BM_SolveFile, mate2, std::string("mate2"))->Name("solve/mate2")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolveFile, mate3, std::string("mate3"))->Name("solve/mate3")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolveFile, help2, std::string("help2"))->Name("solve/help2")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolveFile, help3, std::string("help3"))->Name("solve/help3")->Unit(benchmark::kMillisecond)
    ->Iterations(1);
// Help stalemates set for Popeye's intelligent mode (popeye_s: the intelligent mode's time).
BENCHMARK_CAPTURE(BM_SolveFile, helpstalemate, std::string("helpstalemate"))->Name("solve/helpstalemate")
    ->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_SolveFile, matetrack, std::string("matetrack"))->Name("solve/matetrack")
    ->Unit(benchmark::kMillisecond)->Iterations(1);

// One thread against two on the same problems, in the same run: each iteration solves the whole
// set with 1 thread, then with 2 (wall time: what a user waits), as the command does it (one
// table for the run). The fastest pass of each is kept; `speedup` = 1 thread / 2 threads.
std::vector<io::ProblemInstance> problems_of(const std::string& name, std::string& error) {
  std::vector<io::ProblemInstance> out;
  std::string text;
  if (name.ends_with(".pop")) {
    std::ifstream in(name);
    std::stringstream buffer;
    buffer << in.rdbuf();
    text = buffer.str();
  } else {
    try {
      for (const auto& pos : reference::load_file(name).positions) text += pos.input + "\n";
    } catch (const std::exception& e) {
      error = e.what();
      return out;
    }
  }
  for (const auto& parsed : io::parse_popeye(text, name)) {
    if (parsed.error) {
      error = parsed.error->to_string();
      return {};
    }
    for (const auto& twin : parsed.twins) out.push_back(twin);
  }
  if (out.empty()) error = "no problem in " + name;
  return out;
}

void BM_Threads(benchmark::State& state, const std::string& name) {
  std::string error;
  const auto problems = problems_of(name, error);
  if (!error.empty()) {
    state.SkipWithError(error.c_str());
    return;
  }
  double best[2] = {1e30, 1e30};
  std::string failure;
  for (auto _ : state) {
    for (int threads = 1; threads <= 2; ++threads) {
      RunConfig config;
      config.threads = threads;
      config.table = std::make_shared<TranspositionTable>(64);
      const auto start = std::chrono::steady_clock::now();
      for (const auto& p : problems) {
        const ProblemOutcome out = solve_problem(p, config);
        if (out.error) failure = *out.error;
        benchmark::DoNotOptimize(out.result.nodes);
      }
      best[threads - 1] = std::min(best[threads - 1], std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
  }
  if (!failure.empty()) {
    state.SkipWithError(failure.c_str());
    return;
  }
  state.counters["one_thread_s"] = best[0];
  state.counters["two_threads_s"] = best[1];
  state.counters["speedup"] = best[0] / best[1];
}
BENCHMARK_CAPTURE(BM_Threads, mate2, std::string("mate2"))->Name("threads/mate2")->Iterations(5)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Threads, mate3, std::string("mate3"))->Name("threads/mate3")->Iterations(5)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Threads, help2, std::string("help2"))->Name("threads/help2")->Iterations(5)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Threads, help3, std::string("help3"))->Name("threads/help3")->Iterations(2)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Threads, helpstalemate, std::string("helpstalemate"))->Name("threads/helpstalemate")
    ->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Threads, matetrack, std::string("matetrack"))->Name("threads/matetrack")->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Threads, long, std::string(REGENT_BENCH_DATA_DIR "/long-mate5.pop"))->Name("threads/long-#5")
    ->Iterations(2)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace regent

BENCHMARK_MAIN();
