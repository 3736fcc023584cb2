// The encoding of problem text. Old problem files are often in Latin-1 (ISO 8859-1) rather than
// UTF-8; regent reads a line that is not valid UTF-8 as Latin-1, so that a composer's "Müller"
// comes out as written, in the text and the JSON output alike.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace regent::io {

// Whether `text` is well-formed UTF-8 (no overlong forms, surrogates or code points beyond
// U+10FFFF), as JSON output requires.
bool is_valid_utf8(std::string_view text);

// `text` without a leading UTF-8 byte order mark (which editors on some systems write and the
// readers skip, as nlohmann::json's parser does).
inline std::string_view without_utf8_bom(std::string_view text) {
    return text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;
}

// `text` read as Latin-1, in UTF-8.
std::string latin1_to_utf8(std::string_view text);

// `text` with each line that is not valid UTF-8 read as Latin-1; the numbers (1-based) of those
// lines are appended to *latin1_lines (if given).
std::string utf8_text(std::string_view text, std::vector<int>* latin1_lines = nullptr);

// Text from the input made safe to show on a terminal and short enough to read, for messages
// and headings: control characters (C0, DEL and C1, which terminals take as escape sequences)
// and bytes that are not UTF-8 are written as \n, \t, \r, \xNN or \u00NN, and a word (a
// run without spaces) of more than kMaxWord characters is cut to its first kCutWord and "...".
// With max_chars > 0 the text is also cut after max_chars characters ("...").
inline constexpr std::size_t kMaxWord = 60;
inline constexpr std::size_t kCutWord = 40;
std::string printable(std::string_view text, std::size_t max_chars = 0);

// The lines of a heading (several author, origin, award or title lines of the input are joined
// with '\n'), empty ones left out.
std::vector<std::string> heading_lines(std::string_view text);

}  // namespace regent::io
