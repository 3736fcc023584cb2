#include "solver/run/collection.h"

#include <charconv>

#include <nlohmann/json.hpp>

namespace regent {

namespace {

std::optional<int> parse_count(std::string_view text) {
  int value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end) return std::nullopt;
  return value;
}

}  // namespace

std::optional<Shard> parse_shard(std::string_view text, std::string* error) {
  const auto slash = text.find('/');
  std::optional<int> k, n;
  if (slash != std::string_view::npos) {
    k = parse_count(text.substr(0, slash));
    n = parse_count(text.substr(slash + 1));
  }
  if (!k || !n || *n < 1 || *k < 0 || *k >= *n) {
    if (error)
      *error = "--shard must be K/N with 0 <= K < N (e.g. --shard 0/4 ... --shard 3/4), not '" + std::string(text) + "'";
    return std::nullopt;
  }
  return Shard{*k, *n};
}

std::optional<bool> ResumeLog::find(int index, const std::string& id) const {
  const auto it = done.find({index, id});
  if (it == done.end()) return std::nullopt;
  return it->second;
}

ResumeLog read_resume_log(std::string_view text) {
  ResumeLog log;
  log.ends_mid_line = !text.empty() && text.back() != '\n';
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    const bool complete = end != std::string_view::npos;
    const std::string_view line = text.substr(start, complete ? end - start : std::string_view::npos);
    start = complete ? end + 1 : text.size();
    if (line.empty()) continue;
    // A line without its newline was cut short, even if what was written happens to parse.
    const nlohmann::json j = complete ? nlohmann::json::parse(line, nullptr, false) : nlohmann::json();
    if (!j.is_object() || !j.contains("index") || !j["index"].is_number_integer()) {
      ++log.ignored;
      continue;
    }
    const std::string id = j.contains("id") && j["id"].is_string() ? j["id"].get<std::string>() : std::string();
    const bool unsound = j.contains("unsound") && j["unsound"].is_boolean() && j["unsound"].get<bool>();
    log.done[{j["index"].get<int>(), id}] = unsound;
  }
  return log;
}

}  // namespace regent
