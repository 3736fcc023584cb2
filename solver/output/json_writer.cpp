#include "solver/output/json_writer.h"

#include <sstream>

namespace regent {

namespace {

std::string scalar_text(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// The separator between a member's key and its value.
const char* key_separator(int indent) { return indent >= 0 ? ": " : ":"; }

}  // namespace

std::string json_indentation(int indent, int level) {
  return indent > 0 && level > 0 ? std::string(std::size_t(indent) * std::size_t(level), ' ') : std::string();
}

void write_json(std::ostream& out, const nlohmann::json& j, int indent, int level, const JsonHooks* hooks) {
  if (hooks) {
    const auto hook = hooks->find(&j);
    if (hook != hooks->end()) {
      hook->second(out, level);
      return;
    }
  }
  const bool object = j.is_object();
  if (!object && !j.is_array()) {
    out << scalar_text(j);
    return;
  }
  if (j.empty()) {
    out << (object ? "{}" : "[]");
    return;
  }
  const bool pretty = indent >= 0;
  const std::string inner = json_indentation(indent, level + 1);
  out << (object ? '{' : '[');
  if (pretty) out << '\n';
  bool first = true;
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (!first) out << (pretty ? ",\n" : ",");
    first = false;
    out << inner;
    if (object) out << scalar_text(nlohmann::json(it.key())) << key_separator(indent);
    write_json(out, *it, indent, level + 1, hooks);
  }
  if (pretty) out << '\n' << json_indentation(indent, level);
  out << (object ? '}' : ']');
}

void write_runs(std::ostream& out, const std::vector<std::pair<long long, long long>>& runs, int indent, int level) {
  bool first = true;
  const bool pretty = indent >= 0;
  const std::string inner = json_indentation(indent, level + 1);
  for (const auto& [value, count] : runs)
    for (long long i = 0; i < count; ++i) {
      out << (first ? (pretty ? "[\n" : "[") : (pretty ? ",\n" : ",")) << inner << value;
      first = false;
    }
  if (first) out << "[]";
  else if (pretty) out << '\n' << json_indentation(indent, level) << ']';
  else out << ']';
}

JsonArrayDocument::JsonArrayDocument(std::ostream& out, nlohmann::json document, const std::string& key, int indent)
    : out_(out), indent_(indent) {
  document[key] = nlohmann::json::array();
  // The document with a mark where the array goes: a control character, which JSON text written
  // by write_json never holds raw (strings escape it).
  std::ostringstream text;
  const JsonHooks hooks{{&document[key], [](std::ostream& o, int) { o << '\x01'; }}};
  write_json(text, document, indent, 0, &hooks);
  const std::string s = text.str();
  const auto mark = s.find('\x01');
  out_ << s.substr(0, mark);
  suffix_ = s.substr(mark + 1);
}

std::ostream& JsonArrayDocument::begin_element() {
  const bool pretty = indent_ >= 0;
  out_ << (elements_++ == 0 ? (pretty ? "[\n" : "[") : (pretty ? ",\n" : ",")) << json_indentation(indent_, element_level());
  return out_;
}

void JsonArrayDocument::add(const nlohmann::json& element) {
  write_json(begin_element(), element, indent_, element_level());
}

void JsonArrayDocument::finish() {
  if (finished_) return;
  finished_ = true;
  if (elements_ == 0) out_ << "[]";
  else if (indent_ >= 0) out_ << '\n' << json_indentation(indent_, 1) << ']';
  else out_ << ']';
  out_ << suffix_ << "\n";
  out_.flush();
}

}  // namespace regent
