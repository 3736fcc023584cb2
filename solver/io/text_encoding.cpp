#include "solver/io/text_encoding.h"

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

}  // namespace regent::io
