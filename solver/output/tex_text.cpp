#include "solver/output/tex_text.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

#include "solver/io/text_encoding.h"

namespace regent {

namespace {

// The byte length of the UTF-8 sequence that starts with `lead` (1 for a byte that starts none).
std::size_t sequence_length(unsigned char lead) {
  if (lead >= 0xF0 && lead <= 0xF4) return 4;
  if (lead >= 0xE0) return lead <= 0xEF ? 3 : 1;
  if (lead >= 0xC2) return 2;
  return 1;
}

std::uint32_t code_point(std::string_view sequence) {
  const auto byte = [&](std::size_t i) { return std::uint32_t(static_cast<unsigned char>(sequence[i])); };
  switch (sequence.size()) {
    case 2: return (byte(0) & 0x1F) << 6 | (byte(1) & 0x3F);
    case 3: return (byte(0) & 0x0F) << 12 | (byte(1) & 0x3F) << 6 | (byte(2) & 0x3F);
    default: return (byte(0) & 0x07) << 18 | (byte(1) & 0x3F) << 12 | (byte(2) & 0x3F) << 6 | (byte(3) & 0x3F);
  }
}

// Whether LaTeX's UTF-8 input with T1 and TS1 (textcomp) fonts typesets the character: Latin-1
// and Latin Extended-A, less the nine letters the standard encodings leave out (their .dfu files
// declare no command for them, and LaTeX stops with "Unicode character not set up").
bool typeset_in_t1(std::uint32_t c) {
  if (c < 0xA0 || c > 0x17F) return false;
  switch (c) {
    case 0x126: case 0x127: case 0x138: case 0x13F: case 0x140: case 0x149: case 0x166: case 0x167: case 0x17F:
      return false;
    default: return true;
  }
}

std::string hex(unsigned value, int digits) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%0*X", digits, value);
  return buffer;
}

// One ASCII character as TeX: `next` is the character after it ('\0' at the end), for the pairs
// that T1 fonts join into one glyph (-- ,, and the quotes), which an empty group keeps apart.
std::string ascii_as_tex(char c, char next) {
  switch (c) {
    case '#': return "\\#";
    case '$': return "\\$";
    case '%': return "\\%";
    case '&': return "\\&";
    case '_': return "\\_";
    case '{': return "\\{";
    case '}': return "\\}";
    case '~': return "\\textasciitilde{}";
    case '^': return "\\textasciicircum{}";
    case '\\': return "\\textbackslash{}";
    case '<': return "\\textless{}";
    case '>': return "\\textgreater{}";
    case '|': return "\\textbar{}";
    case '"': return "\\textquotedbl{}";
    case '`': return "\\textasciigrave{}";
    case '-':
    case ',':
    case '\'':
      return next == c ? std::string(1, c) + "{}" : std::string(1, c);
    case '\t': return " ";
    default:
      // Other control characters as the text output shows them (io::printable).
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return "\\textbackslash{}x" + hex(static_cast<unsigned char>(c), 2);
      return std::string(1, c);
  }
}

}  // namespace

std::string tex_escaped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    if (lead < 0x80) {
      out += ascii_as_tex(text[i], i + 1 < text.size() ? text[i + 1] : '\0');
      ++i;
      continue;
    }
    const std::size_t length = sequence_length(lead);
    const std::string_view sequence = text.substr(i, length);
    if (length == 1 || sequence.size() < length || !io::is_valid_utf8(sequence)) {
      out += "\\textbackslash{}x" + hex(lead, 2);  // a byte that is not UTF-8, as io::printable writes it
      ++i;
      continue;
    }
    const std::uint32_t c = code_point(sequence);
    if (typeset_in_t1(c)) out += sequence;
    else if (c >= 0x80 && c < 0xA0) out += "\\textbackslash{}u00" + hex(c, 2);  // a C1 control character
    else out += "[U+" + hex(c, 4) + "]";
    i += length;
  }
  return out;
}

std::string tex_fixed_width_line(std::string_view line) {
  std::string out;
  std::size_t i = 0;
  for (; i < line.size() && line[i] == ' '; ++i) out += '~';
  while (i < line.size()) {
    const std::size_t word_end = std::min(line.find(' ', i), line.size());
    out += tex_escaped(line.substr(i, word_end - i));
    std::size_t spaces_end = word_end;
    while (spaces_end < line.size() && line[spaces_end] == ' ') ++spaces_end;
    if (spaces_end == word_end) break;
    if (spaces_end == line.size()) break;  // trailing spaces show nothing
    out.append(spaces_end - word_end - 1, '~');
    out += ' ';
    i = spaces_end;
  }
  return out;
}

}  // namespace regent
