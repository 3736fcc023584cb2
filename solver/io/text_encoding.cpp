#include "solver/io/text_encoding.h"

#include <cstdio>

namespace regent::io {

bool is_valid_utf8(std::string_view text) {
    std::size_t i = 0;
    const std::size_t n = text.size();
    while (i < n) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        int length = 0;
        unsigned lower = 0x80, upper = 0xBF;  // the range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0) lower = 0xA0;        // overlong
            else if (c == 0xED) upper = 0x9F;   // surrogates
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0) lower = 0x90;        // overlong
            else if (c == 0xF4) upper = 0x8F;   // beyond U+10FFFF
        } else {
            return false;
        }
        if (i + length > n) return false;
        for (int k = 1; k < length; ++k) {
            const auto b = static_cast<unsigned char>(text[i + k]);
            if (k == 1 ? (b < lower || b > upper) : (b < 0x80 || b > 0xBF)) return false;
        }
        i += length;
    }
    return true;
}

std::string latin1_to_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x80) {
            out += ch;
        } else {
            out += static_cast<char>(0xC0 | (c >> 6));
            out += static_cast<char>(0x80 | (c & 0x3F));
        }
    }
    return out;
}

std::string utf8_text(std::string_view text, std::vector<int>* latin1_lines) {
    if (is_valid_utf8(text)) return std::string(text);
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    int line = 1;
    std::size_t begin = 0;
    while (begin < text.size()) {
        std::size_t end = text.find('\n', begin);
        end = end == std::string_view::npos ? text.size() : end + 1;
        const std::string_view part = text.substr(begin, end - begin);
        if (is_valid_utf8(part)) {
            out += part;
        } else {
            out += latin1_to_utf8(part);
            if (latin1_lines) latin1_lines->push_back(line);
        }
        ++line;
        begin = end;
    }
    return out;
}

namespace {

// The length of the well-formed UTF-8 sequence at text[i], or 0.
std::size_t sequence_length(std::string_view text, std::size_t i) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if (i + length > text.size() || !is_valid_utf8(text.substr(i, length))) return 0;
    return length;
}

std::string hex_escape(const char* format, unsigned value) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

}  // namespace

namespace {

// The character (as shown) that starts at text[i]: its text appended to *out (if out), and its
// length in bytes returned. A byte that starts no well-formed UTF-8 sequence is one character.
std::size_t show_character(std::string_view text, std::size_t i, std::string* out) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t length = sequence_length(text, i);
    if (length == 0) {
        if (out) *out += hex_escape("\\x%02x", c);
        return 1;
    }
    if (!out) return length;
    if (length == 1) {
        if (c == '\n') *out += "\\n";
        else if (c == '\t') *out += "\\t";
        else if (c == '\r') *out += "\\r";
        else if (c < 0x20 || c == 0x7F) *out += hex_escape("\\x%02x", c);
        else *out += text[i];
    } else if (length == 2 && c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
        *out += hex_escape("\\u%04x", static_cast<unsigned char>(text[i + 1]));  // C1: U+0080-U+009F
    } else {
        out->append(text.substr(i, length));
    }
    return length;
}

}  // namespace

std::vector<std::string> heading_lines(std::string_view text) {
  std::vector<std::string> lines;
  for (std::size_t from = 0; from <= text.size();) {
    std::size_t end = text.find('\n', from);
    if (end == std::string_view::npos) end = text.size();
    if (end > from) lines.emplace_back(text.substr(from, end - from));
    from = end + 1;
  }
  return lines;
}

std::string printable(std::string_view text, std::size_t max_chars) {
    // Word by word (a space is a character of its own, and no multi-byte character holds the
    // byte of a space), without a copy of the text: a heading of many megabytes is only read.
    std::string out;
    std::size_t shown = 0;
    for (std::size_t i = 0; i < text.size();) {
        // The word (or the single space) that starts at i: bytes i to end, `count` characters.
        std::size_t end = i + 1, count = 1;
        if (text[i] != ' ')
            for (end = i, count = 0; end < text.size() && text[end] != ' '; ++count) end += show_character(text, end, nullptr);
        std::size_t take = count;
        bool cut = false;
        if (take > kMaxWord) take = kCutWord, cut = true;
        if (max_chars > 0 && shown + take > max_chars) take = max_chars > shown ? max_chars - shown : 0, cut = true;
        for (std::size_t k = 0, j = i; k < take; ++k) j += show_character(text, j, &out);
        shown += take;
        if (cut) out += "...";
        if (max_chars > 0 && shown >= max_chars && end < text.size()) {
            if (!cut) out += "...";
            break;
        }
        i = end;
    }
    return out;
}

}  // namespace regent::io
