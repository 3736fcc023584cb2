#include "solver/output/problem_printer.h"

#include <unistd.h>

#include <cstdlib>
#include <sstream>

#include "solver/output/json_output.h"
#include "solver/output/kapusta_output.h"

namespace regent {

// ---- text -----------------------------------------------------------------------------------

TextPrinter::TextPrinter(std::ostream& out, bool kapusta, TextOutputOptions options)
    : out_(out), kapusta_(kapusta), options_(options) {}

void TextPrinter::begin(const ProblemOutcome& o) {
  begun_ = true;
  half_ = o.problem.stipulation.half;
  out_ << (kapusta_ ? kapusta_problem_head(o) : problem_text_head(o, options_));
  out_.flush();  // which problem is being solved shows at once
}

void TextPrinter::solution(const std::vector<MoveRecord>& line, int) {
  out_ << (kapusta_ ? kapusta_help_solution_text(line, half_) : help_solution_text(line, half_));
}

void TextPrinter::finish(const ProblemOutcome& o) {
  // Popeye's status line comes once, after a problem's last twin, for all its twins.
  if (!o.error) status_.add(o.result);
  if (kapusta_) {
    out_ << (begun_ ? kapusta_problem_tail(o) : kapusta_problem_text(o));
  } else {
    if (!begun_) out_ << problem_text_head(o, options_);
    out_ << problem_text_tail(o, &status_);
    // A last twin with an error prints no tail: the status of the twins before it still ends the problem.
    if (o.error && o.problem.last_twin && status_.any) out_ << status_line(status_);
  }
  if (o.problem.last_twin) status_ = ProblemStatus{};
  out_ << "\n";
  out_.flush();
  begun_ = false;
}

// ---- JSON -----------------------------------------------------------------------------------

namespace {

// Adds a run of `value` to runs (value, count).
void add_to_runs(std::vector<std::pair<long long, long long>>& runs, long long value) {
  if (!runs.empty() && runs.back().first == value) ++runs.back().second;
  else runs.emplace_back(value, 1);
}

}  // namespace

namespace {

// A temporary file that is gone once closed (or the process ends), in TMPDIR (else /tmp).
std::FILE* anonymous_temporary_file() {
  const char* dir = std::getenv("TMPDIR");
  std::string path = std::string(dir && *dir ? dir : "/tmp") + "/regent-solutions-XXXXXX";
  const int fd = ::mkstemp(path.data());
  if (fd < 0) return std::tmpfile();
  ::unlink(path.c_str());
  std::FILE* file = ::fdopen(fd, "w+b");
  if (!file) ::close(fd);
  return file;
}

}  // namespace

JsonSolutionSpool::JsonSolutionSpool(int indent, int level) : indent_(indent), level_(level) {
  file_ = anonymous_temporary_file();
}

JsonSolutionSpool::~JsonSolutionSpool() {
  if (file_) std::fclose(file_);
}

void JsonSolutionSpool::append(const std::string& text) {
  std::size_t written = 0;
  if (file_ && memory_.empty()) written = std::fwrite(text.data(), 1, text.size(), file_);
  // Without a temporary file, or once it fails (a full disk), the rest stays in memory.
  if (written < text.size()) memory_.append(text, written);
}

void JsonSolutionSpool::copy_to(std::ostream& out) {
  if (file_) {
    std::fflush(file_);
    std::rewind(file_);
    char buffer[1 << 16];
    while (const std::size_t n = std::fread(buffer, 1, sizeof buffer, file_)) out.write(buffer, std::streamsize(n));
  }
  out << memory_;
}

void JsonSolutionSpool::add(const std::vector<MoveRecord>& line, int first_move) {
  // A solution is an element of `solutions`, which is a member of the element's `solution`.
  const int level = level_ + 3;
  std::ostringstream text;
  if (count_++ > 0) text << (indent_ >= 0 ? ",\n" : ",");
  text << json_indentation(indent_, level);
  write_json(text, help_line_json(line), indent_, level);
  append(text.str());
  add_to_runs(lengths_, (static_cast<long long>(line.size()) + 1) / 2);
  add_to_runs(first_moves_, first_move);
}

void JsonSolutionSpool::write(std::ostream& out, nlohmann::json element) {
  nlohmann::json& solution = element.at("solution");
  JsonHooks hooks;
  hooks[&solution.at("solutions")] = [this](std::ostream& o, int level) {
    if (count_ == 0) {
      o << "[]";
      return;
    }
    o << (indent_ >= 0 ? "[\n" : "[");
    copy_to(o);
    if (indent_ >= 0) o << '\n' << json_indentation(indent_, level) << ']';
    else o << ']';
  };
  hooks[&solution.at("lengths")] = [this](std::ostream& o, int level) { write_runs(o, lengths_, indent_, level); };
  if (solution.contains("part"))
    hooks[&solution["part"].at("solutions")] = [this](std::ostream& o, int level) {
      write_runs(o, first_moves_, indent_, level);
    };
  write_json(out, element, indent_, level_, &hooks);
}

void JsonPrinter::next(int index, nlohmann::json extra) {
  index_ = index;
  extra_ = std::move(extra);
  spool_.reset();
}

void JsonPrinter::begin(const ProblemOutcome&) {
  spool_ = std::make_unique<JsonSolutionSpool>(document_.indent(), document_.element_level());
}

void JsonPrinter::solution(const std::vector<MoveRecord>& line, int first_move) { spool_->add(line, first_move); }

void JsonPrinter::finish(const ProblemOutcome& o) {
  nlohmann::json element = problem_json(o, index_);
  for (const auto& [key, value] : extra_.items()) element[key] = value;
  if (spool_ && !o.error && o.result.stipulation.play == io::Play::Help)
    spool_->write(document_.begin_element(), std::move(element));
  else
    document_.add(element);
  spool_.reset();
}

}  // namespace regent
