// regent: the command-line tool. Subcommands: solve (default), verify, merge, perft, moves, diagram, latex.
#include <sched.h>
#include <unistd.h>

#include <boost/program_options.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <thread>
#include <filesystem>
#include <fstream>
#include <map>
#include <tuple>
#include <memory>
#include <new>
#include <optional>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "solver/io/json_problem.h"
#include "solver/io/problem_id.h"
#include "solver/io/popeye_parser.h"
#include "solver/io/text_encoding.h"
#include "solver/analysis/verdict.h"
#include "solver/output/caption.h"
#include "solver/output/json_output.h"
#include "solver/output/json_input.h"
#include "solver/output/kapusta_output.h"
#include "solver/output/latex_printer.h"
#include "solver/output/json_writer.h"
#include "solver/output/moves_output.h"
#include "solver/output/problem_printer.h"
#include "solver/output/svg_diagram.h"
#include "solver/output/text_output.h"
#include "solver/run/collection.h"
#include "solver/run/merge.h"
#include "solver/run/runner.h"

namespace po = boost::program_options;
using namespace regent;

namespace {

constexpr const char* kVersion = "regent 0.1.0";

constexpr const char* kUsage = R"(regent - a solver for chess problems: orthodox chess, Regent Chess, Powerful Monarch, Prince, The Royal Standard

Usage:
  regent [solve] FILE...              solve every problem of the files (Popeye input language, or JSON;
                                      FILE - is standard input)
  regent solve --fen FEN --stip STIP  solve one position given as FEN (e.g. --stip "#2", "h#3")
  regent -j N FILE...                 each problem on N threads (default: every core the process may
                                      use); the output is the same for every N (docs/parallel.md)
  regent verify FILE...               one line per problem: its soundness verdict with every cook, dual,
                                      short solution (tries when there is none); exit 1 if any is unsound
  regent verify --both-readings FILE...
                                      Regent Chess: each problem under both readings of §6.3.1 (RS-1,
                                      RCC), and whether its verdict depends on the reading
  regent verify --jsonl [--shard K/N] [--resume OUT] FILE...
                                      collections: one JSON line per problem (twin), flushed as verified;
                                      --shard K/N verifies the problems whose index i (1-based, across
                                      the files) has (i-1) mod N = K; --resume OUT skips those OUT has:
                                      regent verify --jsonl --resume OUT FILE... >> OUT
                                      (docs/collections.md; scripts/verify-collection runs the shards)
  regent --first-moves K/N FILE... > PART
                                      solve only the first moves whose index in generation order is
                                      K mod N (one share of each problem, e.g. on one machine of N)
                                      and write the share as a part file (JSON)
  regent merge [--input FILE]... PART...
                                      check the parts (every share 0..N-1 once, the same problems) and
                                      print the complete solution exactly as a single run prints it
                                      (--format, --notation; docs/collections.md)
  regent perft FEN DEPTH              count the legal move paths of DEPTH (1-30) plies (--divide: per first move)
                                      (with --fen, solve, moves and perft take --condition TEXT:
                                      the variant, as a problem file's condition line)
  regent moves FILE... | --fen FEN    every move of the side to move; under Regent Chess also the
                                      illegal mobile stages with the rule that forbids each
  regent diagram FILE --svg OUT       draw each problem's position as an SVG diagram; with several
                                      problems OUT gets the problem number (OUT-1.svg, ...), or pick
                                      one with --problem N
  regent latex FILE... [--tex OUT]    solve the problems and write a LaTeX document (to OUT, else
                                      standard output): each problem's diagram (package
                                      chess-problem-diagrams) with its solution (--notation) under
                                      it; the same as regent --format latex FILE...
  regent --help | --version

Problem files use Popeye's input language (docs/input-language.md); the output always includes the
variations (threats, defences, every mating continuation), as Popeye's 'option variation' does.
Within a file, a problem with an error is reported on stderr (file, line, reason) and the others
are still solved.

Exit status: 0 all problems solved; 1 some problem had an error (bad input, illegal position) or,
for verify, was not sound; 2 bad command line, or for merge parts that do not fit together; 3 a
solve was stopped before its end (time limit, Ctrl-C / SIGTERM: the partial result is printed,
marked, with the first moves not examined).
)";

// Set by SIGINT / SIGTERM: the problem being solved stops and prints its partial result, the
// problems after it are not solved. A second signal ends the process at once.
std::atomic<bool> g_interrupt{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_interrupt(int sig) {
  g_interrupt.store(true);
  std::signal(sig, SIG_DFL);
}

// The cores this process may run on (its CPU affinity), at least 1.
int available_cores() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  return int(std::max(1u, std::thread::hardware_concurrency()));
}

// --hash: the transposition table's size in MB, 1 to kMaxHashMb (1 TiB).
constexpr std::size_t kMaxHashMb = std::size_t{1} << 20;

// A --hash value: decimal digits only, 1 to kMaxHashMb.
std::optional<std::size_t> parse_hash_mb(const std::string& text) {
  if (text.empty() || text.size() > 8 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  const std::size_t mb = std::stoull(text);
  if (mb < 1 || mb > kMaxHashMb) return std::nullopt;
  return mb;
}

// A perft depth: decimal digits only, 1 to kMaxPerftDepth.
std::optional<int> parse_perft_depth(const std::string& text) {
  if (text.empty() || text.size() > 3 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  const int depth = std::stoi(text);
  if (depth < 1 || depth > kMaxPerftDepth) return std::nullopt;
  return depth;
}

struct Settings {
  std::string format = "text";  // text, json or latex
  std::ostream* latex_out = nullptr;  // --format latex: where the document goes (else standard output)
  std::string notation = "popeye";  // text layout of solutions: popeye or kapusta
  std::size_t hash_mb = 256;
  std::shared_ptr<TranspositionTable> table;  // made once --hash is checked (solve, verify, merge)
  int threads = 1;
  double maxtime = 0;
  bool quiet = false;
  bool noboard = false;
  bool pruning = true;  // --no-pruning turns the searches' exact shortcuts off
  bool both_readings = false;  // verify --both-readings: every reading of the variant's rules
  std::vector<std::string> options;  // extra Popeye options for every problem
  std::optional<Shard> first_moves;  // --first-moves K/N: solve this share, print a part file
};

// regent merge: the outcome of each twin put together from the parts, by (index, twin label).
// A twin's outcome by its running index, twin label and duplex half.
using MergedOutcomes = std::map<std::tuple<int, std::string, int>, ProblemOutcome>;

bool is_json_file(const std::string& path) {
  return path.size() >= 5 && path.compare(path.size() - 5, 5, ".json") == 0;
}

// JSON output. Text that is not valid UTF-8 (from the command line: input files are made UTF-8
// when read) is written with U+FFFD in place of the bad bytes instead of failing the dump.
std::string json_text(const nlohmann::json& j, int indent = -1) {
  return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

// The largest input read (a problem file, or standard input): 128 MB, a thousand times a large
// collection, and a bound on the memory that reading /dev/zero or a runaway pipe can take.
constexpr std::size_t kMaxInputBytes = std::size_t{128} << 20;

// The name of an input in messages and output: "-" (standard input) is "<stdin>".
std::string input_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

// Reads and parses the problems of one input: a file, or standard input for "-" (JSON when its
// first character other than white space is '{'). An input that cannot be read or holds no
// problem is reported on stderr and clears `ok`.
std::vector<io::ParsedProblem> read_problems(const std::string& path, bool& ok) {
  const std::string name = input_name(path);
  const auto fail = [&](const std::string& why) {
    std::cerr << "error: " << name << ": " << why << "\n";
    ok = false;
    return std::vector<io::ParsedProblem>{};
  };
  std::string text;
  bool json = is_json_file(path);
  // Reads all of `in`, up to kMaxInputBytes (and one byte more, to tell a larger input).
  const auto read_all = [&](std::istream& in) {
    char buffer[1 << 16];
    while (text.size() <= kMaxInputBytes && in.read(buffer, sizeof buffer)) text.append(buffer, sizeof buffer);
    if (text.size() <= kMaxInputBytes) text.append(buffer, std::size_t(in.gcount()));
  };
  const std::string too_large =
      "the input is too large (more than " + std::to_string(kMaxInputBytes >> 20) + " MB; split it into several files)";
  if (path == "-") {
    read_all(std::cin);
    if (std::cin.bad()) return fail("cannot read standard input");
    if (text.size() > kMaxInputBytes) return fail(too_large);
    const auto first = text.find_first_not_of(" \t\r\n");
    json = first != std::string::npos && text[first] == '{';
  } else {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return fail(std::string("cannot read file: ") + std::strerror(EISDIR));
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) return fail(std::string("cannot open file: ") + std::strerror(errno ? errno : ENOENT));
    errno = 0;
    read_all(in);
    if (in.bad()) return fail(std::string("cannot read file: ") + std::strerror(errno ? errno : EIO));
    if (text.size() > kMaxInputBytes) return fail(too_large);
  }
  if (!json) {
    // Problem text that is not UTF-8 (old files are often Latin-1): such lines are read as
    // Latin-1. JSON must be UTF-8 (RFC 8259): the JSON reader says where it is not.
    std::vector<int> latin1_lines;
    text = io::utf8_text(text, &latin1_lines);
    if (!latin1_lines.empty()) {
      spdlog::warn("{}:{}: text that is not valid UTF-8 read as Latin-1{}", name, latin1_lines.front(),
                   latin1_lines.size() == 1 ? "" : " (" + std::to_string(latin1_lines.size()) + " lines)");
    }
  }
  auto problems = json ? io::parse_json_problems(text, name) : io::parse_popeye(text, name);
  if (problems.empty()) return fail("no problem found");
  return problems;
}

void apply_extra_options(io::ProblemInstance& p, const Settings& s) {
  for (const auto& o : s.options) io::parse_option_text(o, p.options);
  if (s.noboard) p.options.noboard = true;
}

RunConfig run_config(const Settings& s) {
  RunConfig c;
  c.hash_mb = s.hash_mb;
  c.table = s.table ? s.table : std::make_shared<TranspositionTable>(s.hash_mb);  // one table for the whole run
  c.threads = s.threads;
  c.interrupt = &g_interrupt;
  c.max_seconds = s.maxtime;
  c.pruning = s.pruning;
  c.progress = !s.quiet && isatty(STDERR_FILENO);
  return c;
}

using ProblemFiles = std::vector<std::pair<std::string, std::vector<io::ParsedProblem>>>;
// An error of one twin: message and line.
using TwinError = std::optional<std::pair<std::string, int>>;
// The errors of one twin (one for each duplex half that fails).
using TwinErrors = std::vector<std::pair<std::string, int>>;

// Walks every twin of every problem. An unreadable problem is reported on stderr (and in the JSON
// `document`, if any) and counted; `run(path, parsed, index, twin)` handles one twin and returns its
// errors, which are reported and counted the same way. Returns the number of failures.
template <class Run>
int for_each_twin(const ProblemFiles& files, JsonArrayDocument* document, Run run) {
  int failures = 0, index = 0;
  for (const auto& [path, problems] : files) {
    for (const auto& parsed : problems) {
      ++index;
      if (parsed.error) {
        ++failures;
        std::cerr << "error: " << parsed.error->to_string() << "\n";
        if (document) document->add(parse_error_json(parsed, index, path));
        continue;
      }
      for (const io::ProblemInstance& twin : parsed.twins) {
        TwinErrors errors;
        try {
          errors = run(path, parsed, index, twin);
        } catch (const std::exception& x) {
          // Whatever goes wrong in one problem is that problem's error; the others still run.
          errors = {{std::string("internal error: ") + x.what(), twin.line}};
        }
        for (const auto& [message, line] : errors) {
          ++failures;
          std::cerr << "error: " << path << ":" << line << ": problem " << parsed.index << ": " << message << "\n";
        }
      }
    }
  }
  return failures;
}

// Solves every twin of every problem; prints as it goes, help-play solutions as they are found
// (ProblemPrinter). Returns the number of failures; counts the unsound problems and the solves
// that stopped before their end. With --first-moves only the share's first moves are solved and
// the part file is printed, problem by problem; with `merged` (regent merge) nothing is solved:
// each twin's outcome is the one the parts give.
int solve_all(const ProblemFiles& files, const Settings& s, bool verify_only, int& unsound, int& incomplete,
              const MergedOutcomes* merged = nullptr) {
  RunConfig config = run_config(s);
  if (merged) config.progress = false;
  if (s.first_moves) {
    config.part = s.first_moves->k;
    config.parts = s.first_moves->n;
  }
  // verify lists at most so many solutions of a help-play problem: the rest are only counted.
  if (verify_only) config.keep_solutions = kListedSolutions;
  std::unique_ptr<JsonArrayDocument> document;
  if (s.first_moves) {
    PartFile part;
    part.version = kVersion;
    part.k = s.first_moves->k;
    part.n = s.first_moves->n;
    for (const auto& file : files) part.files.push_back(file.first);
    part.options = s.options;
    part.noboard = s.noboard;
    document = std::make_unique<JsonArrayDocument>(std::cout, part_file_json(part, nlohmann::json::array()), "problems", 1);
  } else if (s.format == "json") {
    document = std::make_unique<JsonArrayDocument>(std::cout, nlohmann::json{{"version", kVersion}},
                                                   verify_only ? "verdicts" : "problems", 2);
  }
  std::unique_ptr<ProblemPrinter> printer;
  JsonPrinter* json_printer = nullptr;
  LatexPrinter* latex_printer = nullptr;
  if (!verify_only) {
    if (document) printer.reset(json_printer = new JsonPrinter(*document));
    else if (s.format == "latex")
      printer.reset(latex_printer = new LatexPrinter(s.latex_out ? *s.latex_out : std::cout, s.notation == "kapusta"));
    else printer = std::make_unique<TextPrinter>(std::cout, s.notation == "kapusta");
  }
  const bool stdout_is_terminal = isatty(STDOUT_FILENO);
  int not_solved = 0;
  std::string last_verdict;  // of the last twin solve_one solved: "sound", "cooked", ..., "error"
  // One twin, or one half of a duplex twin.
  const auto solve_one = [&](const std::string& path, const io::ParsedProblem& parsed, int index,
                             const io::ProblemInstance& twin) -> TwinError {
    // Which problem is being solved: with the progress line on a terminal, and with --verbose.
    spdlog::log(config.progress ? spdlog::level::info : spdlog::level::debug, "solving {}:{} problem {}{}{} ({}{})", path,
                twin.line, parsed.index, twin.twin_label.empty() ? "" : " ", twin.twin_label,
                io::to_string(twin.stipulation), twin.duplex_half == 2 ? ", colours reversed" : "");
    if (json_printer)
      json_printer->next(index, s.first_moves ? nlohmann::json{{"problem", parsed.index}, {"id", io::problem_id(twin)}}
                                              : nlohmann::json::object());
    // verify names the tries of a problem without solution (its near misses).
    RunConfig twin_config = config;
    twin_config.tries_without_key = verify_only;
    twin_config.observer = printer.get();
    // Help-play solutions printed on the terminal as they come show the progress themselves, and
    // the progress line would run into them.
    if (stdout_is_terminal && !json_printer && printer && twin.stipulation.play == io::Play::Help)
      twin_config.progress = false;
    const ProblemOutcome outcome = merged ? merged->at({index, twin.twin_label, twin.duplex_half}) : solve_problem(twin, twin_config);
    if (!outcome.error && outcome.result.verdict != Verdict::Sound) ++unsound;  // duals are listed, not judged
    if (!outcome.error && outcome.result.timed_out) ++incomplete;
    last_verdict = outcome.error ? std::string("error") : to_string(outcome.result.verdict);
    if (printer) printer->finish(outcome);
    else if (document) document->add(verify_json(outcome, index, parsed.index));
    else std::cout << verify_line(outcome, parsed.index) << "\n";
    if (outcome.error) return std::pair{*outcome.error, outcome.error_line};
    return std::nullopt;
  };
  FirstMoveNumbering numbering;
  const int failures = for_each_twin(files, document.get(), [&](const std::string& path, const io::ParsedProblem& parsed,
                                                                int index, io::ProblemInstance twin) -> TwinErrors {
    if (g_interrupt.load()) {
      ++not_solved;
      return {};
    }
    apply_extra_options(twin, s);
    for (auto& w : io::unused_option_warnings(twin)) twin.warnings.push_back(std::move(w));
    for (const auto& w : twin.warnings) spdlog::warn("{}:{}: problem {}: {}", path, twin.line, parsed.index, io::printable(w));
    TwinErrors errors;
    if (latex_printer)
      if (auto e = latex_printer->next(parsed)) errors.emplace_back(std::move(*e), parsed.twins.front().line);
    for (io::ProblemInstance& half : io::duplex_halves(twin)) {
      numbering.number(half, index);
      const std::vector<io::ProblemInstance> readings =
          verify_only && s.both_readings ? under_each_reading(half) : std::vector<io::ProblemInstance>{};
      if (readings.empty()) {
        if (TwinError e = solve_one(path, parsed, index, half)) errors.push_back(std::move(*e));
        continue;
      }
      // verify --both-readings: a line per reading, then whether the verdict depends on it.
      std::vector<std::pair<std::string, std::string>> verdicts;  // reading, verdict
      for (const io::ProblemInstance& reading : readings) {
        if (TwinError e = solve_one(path, parsed, index, reading)) errors.push_back(std::move(*e));
        verdicts.emplace_back(reading.reading, last_verdict);
      }
      if (!document) std::cout << readings_line(half, parsed.index, verdicts) << "\n";
    }
    return errors;
  });
  if (document) document->finish();
  if (latex_printer) latex_printer->end_document();
  if (not_solved > 0)
    std::cerr << "interrupted: " << not_solved << " problem" << (not_solved == 1 ? "" : "s") << " not solved\n";
  return failures;
}

// `regent verify --jsonl`: one JSON line per twin (and per unreadable problem) of the problems of
// `shard`, flushed as soon as it is known; the twins `resume` already records are skipped (and
// count for the exit status as recorded). An interrupt (Ctrl-C, SIGTERM) ends the run without a
// line for the twin it stopped, so that --resume verifies that twin again. Returns the number of
// unsound twins and errors.
int verify_jsonl(const ProblemFiles& files, const Settings& s, const Shard& shard, const ResumeLog& resume) {
  RunConfig config = run_config(s);
  config.tries_without_key = true;
  config.keep_solutions = kListedSolutions;  // the solutions a line lists at most
  // A line the previous run left unfinished gets its newline, so that with `>> OUT` the new lines
  // start on a line of their own (the fragment stays an invalid line, which readers skip).
  if (resume.ends_mid_line) std::cout << "\n" << std::flush;
  int failures = 0, index = 0;
  FirstMoveNumbering numbering;
  const auto emit = [](const nlohmann::json& line) { std::cout << json_text(line) << "\n" << std::flush; };
  for (const auto& [path, problems] : files) {
    for (const auto& parsed : problems) {
      ++index;
      if (!shard.contains(index)) continue;
      if (parsed.error) {
        if (const auto recorded = resume.find(index, "")) {
          failures += *recorded;
          continue;
        }
        ++failures;
        std::cerr << "error: " << parsed.error->to_string() << "\n";
        emit(parse_error_jsonl(parsed, path, index));
        continue;
      }
      for (io::ProblemInstance given : parsed.twins) {
        apply_extra_options(given, s);
        for (io::ProblemInstance twin : io::duplex_halves(given)) {
          if (g_interrupt.load()) {
            std::cerr << "interrupted: the verification stops at " << path << ":" << twin.line << " problem "
                      << parsed.index << " (--resume goes on from there)\n";
            return failures;
          }
          numbering.number(twin, index);
          const std::string id = io::problem_id(twin);
          if (const auto recorded = resume.find(index, id)) {
            failures += *recorded;
            continue;
          }
          for (auto& w : io::unused_option_warnings(twin)) twin.warnings.push_back(std::move(w));
          if (twin.duplex_half != 2)  // (a duplex twin's warnings once)
            for (const auto& w : twin.warnings) spdlog::warn("{}:{}: problem {}: {}", path, twin.line, parsed.index, io::printable(w));
          if (config.progress)
            spdlog::info("verifying {}:{} problem {}{}{} ({}{})", path, twin.line, parsed.index,
                         twin.twin_label.empty() ? "" : " ", twin.twin_label, io::to_string(twin.stipulation),
                         twin.duplex_half == 2 ? ", colours reversed" : "");
          const auto start = std::chrono::steady_clock::now();
          ProblemOutcome outcome;
          try {
            outcome = solve_problem(twin, config);
          } catch (const std::exception& x) {
            // One problem's failure is that problem's error (see for_each_twin); `outcome` is still
            // as default-constructed (the assignment did not happen).
            outcome.problem = twin;
            outcome.error = std::string("internal error: ") + x.what();
            outcome.error_line = twin.line;
          }
          const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
          if (!outcome.error && outcome.result.interrupted) continue;  // no line: not verified
          const nlohmann::json line = verify_jsonl(outcome, path, index, parsed.index, id, seconds.count());
          if (line["unsound"].get<bool>()) ++failures;
          if (outcome.error)
            std::cerr << "error: " << path << ":" << outcome.error_line << ": problem " << parsed.index << ": "
                      << *outcome.error << "\n";
          emit(line);
        }
      }
    }
  }
  return failures;
}

// `regent merge PART...`: the parts of a split solve (regent --first-moves K/N) checked, put
// together and printed as a single run prints them, with the options the parts were solved with.
// The problems are read again from their files (the paths the parts give, or `inputs`). Returns
// the exit status: 2 when the parts do not fit together, else as for a single run.
int merge_parts(const std::vector<std::string>& part_paths, const std::vector<std::string>& inputs, Settings s) {
  std::vector<PartFile> parts;
  MergedOutcomes merged;
  ProblemFiles files;
  try {
    for (const auto& path : part_paths) {
      std::ifstream in(path, std::ios::binary);
      std::stringstream text;
      if (!in || !(text << in.rdbuf())) throw MergeError(path + ": cannot read file");
      parts.push_back(read_part_file(text.str(), path));
    }
    check_parts(parts);
    const PartFile& zero = parts.front();
    std::vector<std::string> paths = zero.files;
    if (!inputs.empty()) {
      if (inputs.size() != paths.size()) {
        std::string list;
        for (const auto& p : paths) list += (list.empty() ? "" : ", ") + p;
        throw MergeError("--input: the parts were solved from " + std::to_string(paths.size()) + " file" +
                         (paths.size() == 1 ? "" : "s") + " (" + list + "), not " + std::to_string(inputs.size()));
      }
      paths = inputs;
    }
    s.options = zero.options;
    s.noboard = zero.noboard;
    for (const auto& path : paths) {
      if (!std::ifstream(path, std::ios::binary))
        throw MergeError("cannot open the problem file " + path + " (--input FILE gives its path)");
      bool ok = true;
      files.emplace_back(path, read_problems(path, ok));
    }
    // Each twin's entries in the parts, share 0 first.
    std::map<std::tuple<int, std::string, int>, std::vector<const PartProblem*>> entries;
    for (const PartFile& p : parts)
      for (const PartProblem& q : p.problems)
        if (!q.id.empty()) entries[{q.index, q.twin, q.duplex_half}].push_back(&q);
    int index = 0;
    for (const auto& [path, problems] : files) {
      for (const auto& parsed : problems) {
        ++index;
        if (parsed.error) continue;
        for (io::ProblemInstance given : parsed.twins) {
          apply_extra_options(given, s);
          for (const io::ProblemInstance& twin : io::duplex_halves(given)) {
            const std::string where = path + ":" + std::to_string(twin.line) + ": problem " +
                                      std::to_string(parsed.index) + (twin.twin_label.empty() ? "" : " " + twin.twin_label) +
                                      (twin.duplex_half == 2 ? " (colours reversed)" : "");
            const auto it = entries.find({index, twin.twin_label, twin.duplex_half});
            if (it == entries.end()) throw MergeError(where + " is not in the parts (was the file changed?)");
            const std::string id = io::problem_id(twin);
            if (it->second.front()->id != id)
              throw MergeError(where + " is not the problem the parts solved (id " + id + ", the parts have " +
                               it->second.front()->id + "): was the file changed?");
            ProblemOutcome o = outcome_from_json(it->second.front()->json, twin);
            if (!o.error) {
              std::vector<SolveResult> shares;
              for (const PartProblem* q : it->second) shares.push_back(solution_from_json(q->json.at("solution"), "solution"));
              o.result = merge_shares(std::move(shares), twin.options);
            }
            merged.emplace(it->first, std::move(o));
            entries.erase(it);
          }
        }
      }
    }
    if (!entries.empty()) {
      const PartProblem& q = *entries.begin()->second.front();
      throw MergeError(q.source + ": problem " + std::to_string(q.problem) + (q.twin.empty() ? "" : " " + q.twin) +
                       " of the parts is not in the problem files (was the file changed?)");
    }
  } catch (const MergeError& e) {
    std::cerr << "error: merge: " << e.what() << "\n";
    return 2;
  } catch (const SolutionJsonError& e) {
    std::cerr << "error: merge: bad part file: " << e.what() << "\n";
    return 2;
  } catch (const nlohmann::json::exception& e) {
    std::cerr << "error: merge: bad part file: " << e.what() << "\n";
    return 2;
  }
  int unsound = 0, incomplete = 0;
  const int failures = solve_all(files, s, false, unsound, incomplete, &merged);
  if (failures > 0) return 1;
  return incomplete > 0 ? 3 : 0;
}

// The file a problem's diagram goes to: OUT itself for a single problem, else OUT with the
// problem's number before the extension: "d.svg" -> "d-2.svg".
std::string diagram_path(const std::string& out, bool numbered, int problem) {
  if (!numbered) return out;
  const std::filesystem::path p(out);
  std::filesystem::path name = p.stem();
  name += "-" + std::to_string(problem);
  name += p.has_extension() ? p.extension() : std::filesystem::path(".svg");
  return (p.parent_path() / name).string();
}

// `regent diagram`: one SVG per problem: its diagram (the position before any twinning), with a
// line per twin under the caption.
// only: the problem number to draw (0: all). Returns the exit status.
int draw_diagrams(const ProblemFiles& files, const std::string& out, int only) {
  int failures = 0;
  // No diagram is written over an input file (the same file by any name: links, "./", ...):
  // every file the run would write is checked before the first is written.
  for (const auto& [path, problems] : files) {
    const bool numbered = only == 0 && problems.size() > 1;
    for (const auto& parsed : problems) {
      if (only && parsed.index != only) continue;
      const std::string target = diagram_path(out, numbered, parsed.index);
      for (const auto& [input, unused] : files) {
        std::error_code ec;
        if (std::filesystem::equivalent(target, input, ec)) {
          std::cerr << "error: the diagram " << target << " would overwrite the input file " << input
                    << " (give --svg another file)\n";
          return 2;
        }
      }
    }
  }
  for (const auto& [path, problems] : files) {
    if (only > int(problems.size())) {
      std::cerr << "error: " << path << " has " << problems.size() << " problem" << (problems.size() == 1 ? "" : "s")
                << ", no problem " << only << "\n";
      return 2;
    }
    const bool numbered = only == 0 && problems.size() > 1;
    for (const auto& parsed : problems) {
      if (only && parsed.index != only) continue;
      if (parsed.error) {
        ++failures;
        std::cerr << "error: " << parsed.error->to_string() << "\n";
        continue;
      }
      const io::ProblemInstance& problem = parsed.twins.front();
      const BoardOutcome board = board_problem(problem);
      if (board.error) {
        ++failures;
        std::cerr << "error: " << path << ":" << board.error_line << ": problem " << parsed.index << ": " << *board.error
                  << "\n";
        continue;
      }
      const std::string target = diagram_path(out, numbered, parsed.index);
      std::ofstream file(target, std::ios::binary);
      file << svg_diagram(diagram_picture(problem, board, parsed.twins));
      if (!file.flush()) {
        std::cerr << "error: cannot write " << target << "\n";
        return 1;
      }
      std::cout << target << ": problem " << parsed.index << ", " << problem_caption(problem, board.variant, board.variant_title) << "\n";
    }
  }
  return failures > 0 ? 1 : 0;
}

// `regent moves`: the moves of each problem's side to move. Returns the number of failures.
int list_all_moves(const ProblemFiles& files, const Settings& s, bool abridged) {
  std::unique_ptr<JsonArrayDocument> document;
  if (s.format == "json")
    document = std::make_unique<JsonArrayDocument>(std::cout, nlohmann::json{{"version", kVersion}}, "positions", 2);
  const int failures = for_each_twin(files, document.get(), [&](const std::string&, const io::ParsedProblem&, int index,
                                                                const io::ProblemInstance& twin) -> TwinErrors {
    const MovesOutcome outcome = moves_problem(twin);
    if (document) document->add(moves_json(outcome, index));
    else if (!outcome.error) std::cout << moves_text(outcome, abridged) << "\n";
    if (outcome.error) return {{*outcome.error, outcome.error_line}};
    return {};
  });
  if (document) document->finish();
  return failures;
}

int run_perft(const std::string& fen, int depth, bool divide, const std::string& condition) {
  const PerftResult r = perft_fen(fen, depth, divide, condition);
  if (r.error) {
    std::cerr << "error: " << *r.error << "\n";
    return 1;
  }
  for (const auto& [move, count] : r.divided) std::cout << move << ": " << count << "\n";
  std::cout << (divide ? "total: " : "") << r.total << "\n";
  return 0;
}

}  // namespace

static int run_main(int argc, char** argv) {
  std::signal(SIGINT, on_interrupt);
  std::signal(SIGTERM, on_interrupt);
  auto logger = spdlog::stderr_color_mt("regent");
  spdlog::set_default_logger(logger);
  spdlog::set_pattern("%^[%l]%$ %v");

  Settings s;
  std::string fen, stip, condition, svg, tex, hash_text;
  int problem_number = 0;
  std::vector<std::string> positional;
  std::string shard_text, resume_path;  // verify --shard, --resume
  std::string first_moves_text;         // --first-moves K/N
  std::vector<std::string> inputs;      // merge --input
  bool divide = false;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help")
      ("version", "show the version")
      ("fen", po::value(&fen), "solve (or perft) the position given as FEN instead of files")
      ("stip", po::value(&stip), "stipulation for --fen: #n, h#n, h#n.5, s#n, =n, h=n, kcn, hkcn")
      ("condition", po::value(&condition),
       "the variant of a --fen position (solve, moves, perft), as a problem file's condition line, "
       "e.g. --condition \"regent white regent d1\"")
      ("format", po::value(&s.format)->default_value("text"),
       "output format: text, json or latex (solve and merge: a LaTeX document, as regent latex writes)")
      ("both-readings", "verify: each problem under every reading of its variant's rules (Regent Chess: "
       "RS-1 and RCC, docs/rules/regent.md), a verdict line per reading and whether the verdict depends on it")
      ("jsonl", "verify: JSON lines, one object per problem (twin) as soon as it is verified "
       "(docs/collections.md)")
      ("shard", po::value(&shard_text),
       "verify --jsonl: only the problems of shard K of N (K/N, 0 <= K < N): those whose running "
       "index i (1-based) has (i-1) mod N = K")
      ("resume", po::value(&resume_path),
       "verify --jsonl: skip the problems (twins) an earlier --jsonl output OUT already has, e.g. "
       "regent verify --jsonl --resume OUT FILE... >> OUT")
      ("first-moves", po::value(&first_moves_text),
       "solve only the first moves whose index in generation order is K mod N (K/N, 0 <= K < N) and "
       "print the share as a part file (JSON) for regent merge")
      ("input", po::value(&inputs)->composing(),
       "merge: read the problems from this file instead of the path the parts name (once per file)")
      ("notation", po::value(&s.notation)->default_value("popeye"),
       "text layout of solutions: popeye (Popeye's tree) or kapusta (as Kapusta's published texts: "
       "1.Sf7! ~ 2.Qe1-f2[...]#, 1...Kf3 2.Bd6[...]#)")
      ("svg", po::value(&svg), "diagram: the SVG file to write")
      ("tex", po::value(&tex), "latex: the LaTeX file to write (default: standard output)")
      ("problem", po::value(&problem_number), "diagram: draw only problem N of the file")
      ("option,o", po::value(&s.options)->composing(),
       "Popeye option applied to every problem, e.g. -o try -o \"defence 2\" -o setplay -o nothreat "
       "-o \"maxsolutions 3\" -o stoponshortsolutions")
      ("try", "same as -o try: show tries and their refutations")
      ("setplay", "same as -o setplay")
      ("noboard", "do not print the diagram")
      ("hash", po::value(&hash_text)->default_value("256"), "transposition table size in MB (1 to 1048576)")
      ("threads,j", po::value(&s.threads),
       "threads per problem (default: the cores this process may use); the output is the same for any count")
      ("no-pruning", po::bool_switch()->notifier([&](bool v) { s.pruning = !v; }),
       "play and test every move where the search has exact shortcuts (slower, the same solutions; "
       "for checking the solver)")
      ("maxtime", po::value(&s.maxtime)->default_value(0), "stop each problem after this many seconds (0: no limit)")
      ("divide", "perft: print the count below each first move")
      ("abridged", "moves: Kapusta's abridged notation (net transformations only)")
      ("quiet,q", "no progress or log messages on stderr")
      ("verbose,v", "more log messages on stderr");
  po::options_description hidden;
  hidden.add_options()("args", po::value(&positional));
  po::options_description all;
  all.add(desc).add(hidden);
  po::positional_options_description pos;
  pos.add("args", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(all).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\nrun 'regent --help' for the commands and options\n";
    return 2;
  }
  if (vm.count("help")) {
    std::cout << kUsage << "\n" << desc;
    return 0;
  }
  if (vm.count("version")) {
    std::cout << kVersion << "\n";
    return 0;
  }
  if (!vm.count("threads")) s.threads = available_cores();
  if (s.threads < 1 || s.threads > 1024) {
    std::cerr << "error: --threads must be between 1 and 1024, not " << s.threads << "\n";
    return 2;
  }
  if (const auto mb = parse_hash_mb(hash_text)) {
    s.hash_mb = *mb;
  } else {
    std::cerr << "error: --hash must be a number of MB from 1 to " << kMaxHashMb << ", not '" << hash_text << "'\n";
    return 2;
  }
  s.quiet = vm.count("quiet") > 0;
  s.noboard = vm.count("noboard") > 0;
  s.both_readings = vm.count("both-readings") > 0;
  divide = vm.count("divide") > 0;
  if (vm.count("try")) s.options.push_back("try");
  if (vm.count("setplay")) s.options.push_back("setplay");
  spdlog::set_level(s.quiet ? spdlog::level::warn : vm.count("verbose") ? spdlog::level::debug : spdlog::level::info);
  if (s.format != "text" && s.format != "json" && s.format != "latex") {
    std::cerr << "error: --format must be 'text', 'json' or 'latex', not '" << s.format << "'\n";
    return 2;
  }
  if (s.notation != "popeye" && s.notation != "kapusta") {
    std::cerr << "error: --notation must be 'popeye' or 'kapusta', not '" << s.notation << "'\n";
    return 2;
  }
  const bool jsonl = vm.count("jsonl") > 0;
  Shard shard;
  if (vm.count("shard")) {
    std::string error;
    const auto parsed = parse_shard(shard_text, &error);
    if (!parsed) {
      std::cerr << "error: " << error << "\n";
      return 2;
    }
    shard = *parsed;
  }
  if ((vm.count("shard") || vm.count("resume")) && !jsonl) {
    std::cerr << "error: --shard and --resume go with regent verify --jsonl\n";
    return 2;
  }
  if (jsonl && !vm["format"].defaulted()) {
    std::cerr << "error: --jsonl is an output format of its own: give it without --format\n";
    return 2;
  }
  for (const auto& o : s.options) {
    try {
      io::Options probe;
      io::parse_option_text(o, probe);
    } catch (const std::exception& e) {
      std::cerr << "error: bad --option '" << o << "': " << e.what() << "\n";
      return 2;
    }
  }

  if (vm.count("first-moves")) {
    const auto parsed = parse_shard(first_moves_text, nullptr);
    if (!parsed) {
      std::cerr << "error: --first-moves must be K/N with 0 <= K < N (e.g. --first-moves 0/4 ... --first-moves 3/4), "
                   "not '"
                << first_moves_text << "'\n";
      return 2;
    }
    s.first_moves = *parsed;
  }

  std::string command = "solve";
  if (!positional.empty() && (positional[0] == "solve" || positional[0] == "verify" || positional[0] == "perft" ||
                              positional[0] == "moves" || positional[0] == "diagram" || positional[0] == "merge" ||
                              positional[0] == "latex")) {
    command = positional[0];
    positional.erase(positional.begin());
  }

  if (command != "solve" && command != "verify" && command != "latex") {
    // Only solving stops cleanly on a signal; anything else ends at once as usual.
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
  }
  if (command == "latex") {
    if (!vm["format"].defaulted() && s.format != "latex") {
      std::cerr << "error: regent latex writes LaTeX: give it without --format\n";
      return 2;
    }
    s.format = "latex";
  }
  if (s.format == "latex" && command != "solve" && command != "latex" && command != "merge") {
    std::cerr << "error: --format latex goes with regent solve, latex and merge, not regent " << command << "\n";
    return 2;
  }
  if (!tex.empty() && command != "latex") {
    std::cerr << "error: --tex goes with regent latex\n";
    return 2;
  }
  if (s.both_readings && (command != "verify" || jsonl)) {
    std::cerr << "error: --both-readings goes with regent verify (not with --jsonl)\n";
    return 2;
  }
  if (jsonl && command != "verify") {
    std::cerr << "error: --jsonl goes with regent verify\n";
    return 2;
  }
  if (s.first_moves) {
    if (command != "solve") {
      std::cerr << "error: --first-moves goes with regent solve, not regent " << command << "\n";
      return 2;
    }
    if (!vm["format"].defaulted() || !vm["notation"].defaulted()) {
      std::cerr << "error: --first-moves writes a part file (JSON): give --format and --notation to regent merge\n";
      return 2;
    }
    s.format = "json";
  }
  if (command == "solve" || command == "verify" || command == "merge" || command == "latex") {
    // The one table of the whole run, made here so that a size the system cannot give is a bad
    // command line, said before anything is read or solved.
    try {
      s.table = std::make_shared<TranspositionTable>(s.hash_mb);
    } catch (const std::bad_alloc&) {
      std::cerr << "error: --hash " << s.hash_mb << ": cannot allocate " << s.hash_mb
                << " MB for the transposition table (give a smaller --hash)\n";
      return 2;
    }
  }
  if (!inputs.empty() && command != "merge") {
    std::cerr << "error: --input goes with regent merge\n";
    return 2;
  }
  if (command == "merge") {
    if (!fen.empty() || positional.empty()) {
      std::cerr << "error: usage: regent merge [--input FILE]... PART.json...\n";
      return 2;
    }
    if (!s.options.empty() || s.noboard) {
      std::cerr << "error: regent merge takes the options from the part files (give -o, --try, --setplay and "
                   "--noboard to regent --first-moves)\n";
      return 2;
    }
    return merge_parts(positional, inputs, s);
  }
  ResumeLog resume;
  if (!resume_path.empty() && std::filesystem::exists(resume_path)) {
    std::ifstream in(resume_path, std::ios::binary);
    std::stringstream text;
    if (!(in && text << in.rdbuf()) && !std::filesystem::is_empty(resume_path)) {
      std::cerr << "error: --resume: cannot read " << resume_path << "\n";
      return 2;
    }
    resume = read_resume_log(text.str());
  }

  if (command == "perft") {
    const bool fen_given = !fen.empty() && positional.size() == 1;
    if (!fen_given && positional.size() != 2) {
      std::cerr << "error: usage: regent perft FEN DEPTH\n";
      return 2;
    }
    const std::string& depth_text = positional.back();
    const auto depth = parse_perft_depth(depth_text);
    if (!depth) {
      std::cerr << "error: perft depth must be a whole number from 1 to " << kMaxPerftDepth << ", not '"
                << depth_text << "'\n";
      return 2;
    }
    return run_perft(fen_given ? fen : positional[0], *depth, divide, condition);
  }
  if (!condition.empty() && fen.empty()) {
    std::cerr << "error: --condition applies to --fen input (a problem file has its own condition line)\n";
    return 2;
  }

  ProblemFiles files;
  bool ok = true;
  if (!fen.empty()) {
    if (stip.empty() && command == "moves") stip = "#1";  // the stipulation does not matter here
    if (stip.empty()) {
      std::cerr << "error: --fen needs --stip (e.g. --stip \"#2\")\n";
      return 2;
    }
    io::ParsedProblem parsed;
    parsed.index = 1;
    try {
      parsed.twins.push_back(
          io::problem_from_fen(fen, stip, {}, condition.empty() ? std::vector<std::string>{} : std::vector{condition}));
      parsed.twins.back().source_file = "--fen";
    } catch (const std::exception& e) {
      parsed.error = io::ParseError{"--fen", 0, 1, io::printable(e.what())};
    }
    files.emplace_back("--fen", std::vector<io::ParsedProblem>{parsed});
  } else {
    if (positional.empty()) {
      std::cerr << "error: no problem file given\nrun 'regent --help' for the commands and options\n";
      return 2;
    }
    for (const auto& path : positional) files.emplace_back(input_name(path), read_problems(path, ok));
  }
  if (command == "diagram") {
    if (svg.empty()) {
      std::cerr << "error: usage: regent diagram FILE --svg OUT [--problem N]\n";
      return 2;
    }
    if (files.size() != 1) {
      std::cerr << "error: regent diagram draws the problems of one file, not " << files.size() << "\n";
      return 2;
    }
    if (problem_number < 0) {
      std::cerr << "error: --problem must be a problem number (1, 2, ...)\n";
      return 2;
    }
    if (!ok) return 1;
    return draw_diagrams(files, svg, problem_number);
  }
  if (command == "moves") return list_all_moves(files, s, vm.count("abridged") > 0) > 0 || !ok ? 1 : 0;
  if (jsonl) {
    const int unsound = verify_jsonl(files, s, shard, resume);
    if (unsound > 0 || !ok) return 1;
    return g_interrupt.load() ? 3 : 0;
  }
  std::ofstream tex_file;
  if (!tex.empty()) {
    // The document is not written over an input file (by any name: links, "./").
    for (const auto& [input, unused] : files) {
      std::error_code ec;
      if (std::filesystem::equivalent(tex, input, ec)) {
        std::cerr << "error: the LaTeX document " << tex << " would overwrite the input file " << input
                  << " (give --tex another file)\n";
        return 2;
      }
    }
    errno = 0;
    tex_file.open(tex, std::ios::binary);
    if (!tex_file) {
      std::cerr << "error: cannot write " << tex << ": " << std::strerror(errno ? errno : EIO) << "\n";
      return 1;
    }
    s.latex_out = &tex_file;
  }
  int unsound = 0, incomplete = 0;
  int failures = solve_all(files, s, command == "verify", unsound, incomplete);
  if (tex_file.is_open() && !tex_file.flush()) {
    std::cerr << "error: cannot write " << tex << "\n";
    return 1;
  }
  if (!ok || failures > 0) return 1;
  if (command == "verify" && unsound > 0) return 1;
  if (incomplete > 0 || g_interrupt.load()) return 3;
  return 0;
}

int main(int argc, char** argv) {
  // The last net: nothing escapes as an uncaught exception (which would end in std::terminate).
  try {
    return run_main(argc, argv);
  } catch (const std::bad_alloc&) {
    std::cerr << "error: out of memory\n";
  } catch (const std::exception& e) {
    std::cerr << "error: internal error: " << e.what() << "\n";
  } catch (...) {
    std::cerr << "error: internal error\n";
  }
  return 1;
}
