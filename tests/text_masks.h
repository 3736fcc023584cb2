// Masks for the parts of regent's output that change from run to run (solving times, node counts),
// so that tests can compare whole outputs byte for byte. Plain string scanning: GCC 12 warns
// (falsely) inside std::regex in the sanitizer build.
#pragma once

#include <cctype>
#include <string>

namespace regent::test {

// Each `marker` followed by a number (digits, '.', ':', 'e', '+', '-') gets `replacement` instead of
// the number: mask_numbers("Time = 0.012 s", "Time = ", "T") == "Time = T s".
inline std::string mask_numbers(const std::string& text, const std::string& marker, const std::string& replacement) {
  std::string out;
  std::size_t from = 0;
  for (std::size_t at; (at = text.find(marker, from)) != std::string::npos;) {
    std::size_t end = at + marker.size();
    while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '.' ||
                                 text[end] == ':' || text[end] == 'e' || text[end] == '+' || text[end] == '-'))
      ++end;
    out.append(text, from, at + marker.size() - from).append(end > at + marker.size() ? replacement : "");
    from = end;
  }
  return out.append(text, from, std::string::npos);
}

// The text output with its solving times masked ("Time = T s").
inline std::string without_times(const std::string& text) { return mask_numbers(text, "Time = ", "T"); }

// JSON text (dumped with a space after ':') with "time_s" and "nodes" masked.
inline std::string without_json_times(const std::string& text) {
  return mask_numbers(mask_numbers(text, "\"time_s\": ", "T"), "\"nodes\": ", "N");
}

// Whether the output has the line a stopped solve prints: "not examined: 1.Xx-yy ... (N first moves)".
inline bool has_not_examined_line(const std::string& text) {
  const std::size_t at = text.find("\nnot examined: 1.");
  if (at == std::string::npos) return false;
  const std::size_t end = text.find('\n', at + 1);
  if (end == std::string::npos) return false;
  const std::string line = text.substr(at + 1, end - at - 1);
  return line.ends_with(" first moves)") || line.ends_with(" first move)");
}

}  // namespace regent::test
