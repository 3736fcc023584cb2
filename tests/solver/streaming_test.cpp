// Help-play solutions are printed as they are found (solver/analysis/solution_order.h,
// solver/output/problem_printer.h): the output is byte for byte the one of a solve that keeps
// every solution, for any thread count, in every layout (Popeye's, Kapusta's, JSON, part files),
// while what the threads hold back never exceeds the bound. Help play with very many solutions
// (an h#4 from the initial array has millions) then takes the memory of the table and a small
// constant, whatever the number of solutions; docs/parallel.md gives the figures.
#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <sstream>
#include <string>

#include "solver/analysis/verdict.h"
#include "solver/io/json_problem.h"
#include "solver/output/json_output.h"
#include "solver/output/json_writer.h"
#include "solver/output/kapusta_output.h"
#include "solver/output/problem_printer.h"
#include "solver/output/text_output.h"
#include "solver/run/runner.h"
#include "solver/search/transposition.h"
#include "tests/text_masks.h"

namespace regent {
namespace {

using test::without_json_times;
using test::without_times;

// A cooked h#2 with 675 solutions from 26 first moves, and an h#2.5 with 2915 (14 short ones,
// numbered from "1..."); each solves in a few hundredths of a second.
constexpr const char* kMany = "r3k2r/8/8/8/8/8/8/RQ2K2R w - - 0 1";
constexpr const char* kHalf = "4k3/8/8/8/8/8/8/RQ2K2R w - - 0 1";

io::ProblemInstance problem(const std::string& fen, const std::string& stipulation,
                            const std::vector<std::string>& options = {}) {
  io::ProblemInstance p = io::problem_from_fen(fen, stipulation, options);
  p.source_file = "--fen";
  return p;
}

RunConfig config(int threads, std::size_t buffer_bytes = SolveOptions::kHelpBufferBytes) {
  RunConfig c;
  c.threads = threads;
  c.table = std::make_shared<TranspositionTable>(16);
  c.help_buffer_bytes = buffer_bytes;
  return c;
}

// Bytes that hold back `lines` solutions of `plies` moves.
std::size_t bytes_for(int lines, int plies) { return std::size_t(lines) * std::size_t(plies) * sizeof(Move); }

struct Printed {
  std::string text, kapusta, json;
  ProblemOutcome outcome;
};

// The problem solved once per layout with a printer as the observer: what it printed.
Printed streamed(const io::ProblemInstance& p, const RunConfig& base, int part = 0, int parts = 1) {
  Printed out;
  for (const int layout : {0, 1, 2}) {
    RunConfig c = base;
    c.part = part;
    c.parts = parts;
    std::ostringstream s;
    std::unique_ptr<JsonArrayDocument> document;
    std::unique_ptr<ProblemPrinter> printer;
    JsonPrinter* json = nullptr;
    if (layout == 2) {
      document = std::make_unique<JsonArrayDocument>(s, nlohmann::json{{"version", "v"}}, "problems", parts > 1 ? 1 : 2);
      printer.reset(json = new JsonPrinter(*document));
      json->next(1, parts > 1 ? nlohmann::json{{"problem", 1}, {"id", "x"}} : nlohmann::json::object());
    } else {
      printer = std::make_unique<TextPrinter>(s, layout == 1);
    }
    c.observer = printer.get();
    out.outcome = solve_problem(p, c);
    printer->finish(out.outcome);
    if (document) document->finish();
    (layout == 0 ? out.text : layout == 1 ? out.kapusta : out.json) = s.str();
  }
  return out;
}

// The same printed from an outcome that holds every solution.
Printed kept(const io::ProblemInstance& p, const RunConfig& base, int part = 0, int parts = 1) {
  RunConfig c = base;
  c.part = part;
  c.parts = parts;
  Printed out;
  out.outcome = solve_problem(p, c);
  out.text = problem_text(out.outcome, TextOutputOptions{}) + "\n";
  out.kapusta = kapusta_problem_text(out.outcome) + "\n";
  nlohmann::json element = problem_json(out.outcome, 1);
  if (parts > 1) {
    element["problem"] = 1;
    element["id"] = "x";
  }
  out.json = nlohmann::json{{"version", "v"}, {"problems", {element}}}.dump(parts > 1 ? 1 : 2) + "\n";
  return out;
}

void expect_same(const Printed& a, const Printed& b, const std::string& what) {
  EXPECT_EQ(without_times(a.text), without_times(b.text)) << what;
  EXPECT_EQ(without_times(a.kapusta), without_times(b.kapusta)) << what;
  EXPECT_EQ(without_json_times(a.json), without_json_times(b.json)) << what;
}

TEST(Streaming, SameOutputAsKeepingEverySolutionForAnyThreadCountAndBound) {
  for (const auto& [fen, stipulation, plies] :
       {std::tuple{kMany, "h#2", 4}, std::tuple{kHalf, "h#2.5", 5}}) {
    const io::ProblemInstance p = problem(fen, stipulation);
    const Printed reference = kept(p, config(1));
    ASSERT_GT(reference.outcome.result.help.count(), 600) << stipulation;
    ASSERT_EQ(int(reference.outcome.result.help.solutions.size()), reference.outcome.result.help.count());
    for (const int threads : {1, 2, 4}) {
      // A bound of 3 solutions (a thread waits for its turn all the time), and the default.
      for (const std::size_t bound : {bytes_for(3, plies), SolveOptions::kHelpBufferBytes}) {
        const std::string what = std::string(stipulation) + " with " + std::to_string(threads) + " threads, bound " +
                                  std::to_string(bound);
        const Printed s = streamed(p, config(threads, bound));
        expect_same(s, reference, what);
        const SolveResult& r = s.outcome.result;
        EXPECT_TRUE(r.help.solutions.empty()) << what;  // printed, not kept
        EXPECT_EQ(r.help.count(), reference.outcome.result.help.count()) << what;
        EXPECT_EQ(r.help_buffering.bound, bound) << what;
        EXPECT_LE(r.help_buffering.peak_bytes, bound) << what;
        if (threads == 1) {
          EXPECT_EQ(r.help_buffering.peak_lines, 0u) << what;  // one thread never holds back
        }
      }
    }
  }
}

// With a small bound and two threads the later first move waits (the bound is what holds the
// memory down) and the output is still the same.
TEST(Streaming, ThreadsWaitAtTheBound) {
  const io::ProblemInstance p = problem(kMany, "h#2");
  const Printed reference = kept(p, config(1));
  std::size_t waits = 0;
  for (int run = 0; run < 5 && waits == 0; ++run) {
    const Printed s = streamed(p, config(2, bytes_for(1, 4)));
    expect_same(s, reference, "bound of one solution");
    EXPECT_LE(s.outcome.result.help_buffering.peak_lines, 1u);
    waits += s.outcome.result.help_buffering.waits;
  }
  EXPECT_GT(waits, 0u);
}

TEST(Streaming, PartFilesAreTheSame) {
  const io::ProblemInstance p = problem(kHalf, "h#2.5");
  for (const int k : {0, 1, 2}) {
    const Printed reference = kept(p, config(1), k, 3);
    ASSERT_TRUE(reference.outcome.result.part);
    ASSERT_FALSE(reference.outcome.result.part->solutions.empty());
    for (const int threads : {1, 2}) {
      const Printed s = streamed(p, config(threads, bytes_for(2, 5)), k, 3);
      EXPECT_EQ(without_json_times(s.json), without_json_times(reference.json)) << "share " << k << "/3";
    }
  }
}

TEST(Streaming, MaxSolutionsAndStopOnShortSolutions) {
  for (const auto& options : {std::vector<std::string>{"maxsolutions 7"}, std::vector<std::string>{"maxsolutions 300"},
                              std::vector<std::string>{"stoponshortsolutions"}}) {
    const io::ProblemInstance p = problem(kHalf, "h#2.5", options);
    const Printed reference = kept(p, config(1));
    for (const int threads : {1, 2, 3})
      expect_same(streamed(p, config(threads, bytes_for(2, 5))), reference, options[0] + ", " + std::to_string(threads) + " threads");
  }
}

// A stop prints every solution found before it, and names the first move it cut short.
class StopAfter final : public SolveObserver {
 public:
  StopAfter(int n, std::atomic<bool>& stop) : n_(n), stop_(stop) {}
  void begin(const ProblemOutcome&) override {}
  void solution(const std::vector<MoveRecord>& line, int) override {
    first_moves_.push_back(line.front().text());
    if (int(first_moves_.size()) == n_) stop_ = true;
  }
  std::vector<std::string> first_moves_;

 private:
  int n_;
  std::atomic<bool>& stop_;
};

TEST(Streaming, AStopKeepsWhatWasPrinted) {
  const io::ProblemInstance p = problem(kMany, "h#2");
  std::atomic<bool> stop{false};
  StopAfter observer(40, stop);
  RunConfig c = config(1);
  c.interrupt = &stop;
  c.observer = &observer;
  const ProblemOutcome o = solve_problem(p, c);
  ASSERT_TRUE(o.result.timed_out);
  EXPECT_TRUE(o.result.interrupted);
  EXPECT_EQ(o.result.help.count(), 40);
  ASSERT_EQ(observer.first_moves_.size(), 40u);
  // The first move being searched is named as not examined: its solutions are not all there.
  ASSERT_FALSE(o.result.not_examined.empty());
  EXPECT_EQ(o.result.not_examined.front().text(), observer.first_moves_.back());
  EXPECT_EQ(o.result.not_examined_plies, 4);
}

TEST(Streaming, VerifyListsTheFirstSolutionsAndCountsTheRest) {
  const ProblemOutcome o = solve_problem(problem(kMany, "h#2"), RunConfig{});
  ASSERT_EQ(o.result.verdict, Verdict::Cooked);
  const int count = o.result.help.count();
  ASSERT_GT(count, kListedSolutions);
  const Assessment a = assess(o.result, 0);
  EXPECT_EQ(int(a.listed_solutions.size()), kListedSolutions);
  EXPECT_EQ(a.unlisted_solutions, count - kListedSolutions);
  const std::string line = verify_line(o, 1);
  EXPECT_TRUE(line.ends_with(" and " + std::to_string(count - kListedSolutions) + " more")) << line.substr(line.size() - 80);
  const nlohmann::json j = verify_json(o, 1, 1);
  EXPECT_EQ(j.at("solutions").size(), std::size_t(kListedSolutions));
  EXPECT_EQ(j.at("solutions_not_listed"), count - kListedSolutions);
  // A solve that keeps only the first ones (as verify asks) gives the same verdict.
  RunConfig c;
  c.keep_solutions = kListedSolutions;
  const ProblemOutcome few = solve_problem(problem(kMany, "h#2"), c);
  EXPECT_EQ(int(few.result.help.solutions.size()), kListedSolutions);
  EXPECT_EQ(verify_line(few, 1), line);
  nlohmann::json a_json = j, few_json = verify_json(few, 1, 1);
  a_json.erase("time_s");
  few_json.erase("time_s");
  EXPECT_EQ(few_json, a_json);
}

// ---- the JSON writer ------------------------------------------------------------------------

TEST(JsonWriter, WritesWhatDumpWrites) {
  const nlohmann::json j = {
      {"a", 1},
      {"b", {1, 2.5, -3e-7, nullptr, true, "x\ny\x01", nlohmann::json::array(), nlohmann::json::object()}},
      {"c", {{"deep", {{"er", {1, {2, {3}}}}}}}},
      {"d", "M\xfcller \xff"},  // not UTF-8: U+FFFD, as the command dumps it
      {"e", nlohmann::json::array()},
      {"\xc3\xa9t\xc3\xa9", 0.1},
  };
  for (const int indent : {-1, 0, 1, 2, 4}) {
    std::ostringstream out;
    write_json(out, j, indent);
    EXPECT_EQ(out.str(), j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace)) << indent;
  }
}

TEST(JsonWriter, ArrayDocumentWrittenElementByElement) {
  for (const int indent : {-1, 1, 2}) {
    for (const int n : {0, 1, 3}) {
      std::ostringstream out;
      nlohmann::json array = nlohmann::json::array();
      {
        JsonArrayDocument document(out, {{"version", "v"}, {"alpha", {1, 2}}, {"zeta", "z"}}, "problems", indent);
        for (int i = 0; i < n; ++i) {
          const nlohmann::json element = {{"index", i}, {"list", {i, {{"k", "v"}}}}};
          document.add(element);
          array.push_back(element);
        }
        document.finish();
      }
      const nlohmann::json whole = {{"version", "v"}, {"alpha", {1, 2}}, {"zeta", "z"}, {"problems", array}};
      EXPECT_EQ(out.str(), whole.dump(indent) + "\n") << indent << " " << n;
    }
  }
}

}  // namespace
}  // namespace regent
