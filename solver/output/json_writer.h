// JSON written as nlohmann's dump() writes it, byte for byte, but to a stream and in pieces: a
// document whose long part comes over time (the problems of a run, the solutions of a help-play
// problem) is written as it comes instead of being built in memory first.
#pragma once

#include <functional>
#include <map>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace regent {

// Values written by a function of their own: the value at that address, within the JSON being
// written, is replaced by what the function writes (it is given the value's nesting level).
using JsonHooks = std::map<const nlohmann::json*, std::function<void(std::ostream&, int level)>>;

// `j` as j.dump(indent) writes it (indent < 0: compact), placed at nesting level `level` of a
// larger document: its lines after the first are indented by level * indent more. Text that is
// not UTF-8 gets U+FFFD in place of the bad bytes, as the command's JSON output does.
void write_json(std::ostream& out, const nlohmann::json& j, int indent, int level = 0, const JsonHooks* hooks = nullptr);

// The indentation of nesting level `level` ("" when compact).
std::string json_indentation(int indent, int level);

// A JSON document, an object, with one array written element by element:
// {"problems": [ELEMENT, ...], "version": "regent 0.1.0"} as document.dump(indent) would write it
// with the elements in the array, then a newline. The text before the array is written at once.
class JsonArrayDocument {
 public:
  // document: the object with its other members (a member `key`, if any, is replaced).
  JsonArrayDocument(std::ostream& out, nlohmann::json document, const std::string& key, int indent);
  JsonArrayDocument(const JsonArrayDocument&) = delete;
  JsonArrayDocument& operator=(const JsonArrayDocument&) = delete;

  void add(const nlohmann::json& element);
  // For an element written by the caller (write_json with hooks): what comes before it is written
  // and the stream is returned; the element is at element_level().
  std::ostream& begin_element();
  int element_level() const { return 2; }
  int indent() const { return indent_; }
  // The end of the array, the members after it, and a newline.
  void finish();

 private:
  std::ostream& out_;
  int indent_;
  std::string suffix_;
  int elements_ = 0;
  bool finished_ = false;
};

// A JSON array of integers (or any values) given as runs: `count` times `value`, written as
// write_json writes the array at `level`.
void write_runs(std::ostream& out, const std::vector<std::pair<long long, long long>>& runs, int indent, int level);

}  // namespace regent
