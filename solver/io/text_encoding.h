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

// `text` read as Latin-1, in UTF-8.
std::string latin1_to_utf8(std::string_view text);

// `text` with each line that is not valid UTF-8 read as Latin-1; the numbers (1-based) of those
// lines are appended to *latin1_lines (if given).
std::string utf8_text(std::string_view text, std::vector<int>* latin1_lines = nullptr);

}  // namespace regent::io
