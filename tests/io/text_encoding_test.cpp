#include "solver/io/text_encoding.h"

#include <gtest/gtest.h>

namespace regent::io {
namespace {

TEST(IoTextEncoding, ValidUtf8) {
    EXPECT_TRUE(is_valid_utf8(""));
    EXPECT_TRUE(is_valid_utf8("plain ASCII"));
    EXPECT_TRUE(is_valid_utf8("M\xC3\xBCller \xE2\x82\xAC \xF0\x9F\x98\x80"));  // Müller € 😀
    EXPECT_FALSE(is_valid_utf8("M\xFCller"));                                     // Latin-1 ü
    EXPECT_FALSE(is_valid_utf8("\xFF\xFE"));
    EXPECT_FALSE(is_valid_utf8("\xC3"));              // cut short
    EXPECT_FALSE(is_valid_utf8("\xC0\xAF"));          // overlong '/'
    EXPECT_FALSE(is_valid_utf8("\xE0\x80\xAF"));      // overlong
    EXPECT_FALSE(is_valid_utf8("\xED\xA0\x80"));      // surrogate U+D800
    EXPECT_FALSE(is_valid_utf8("\xF4\x90\x80\x80"));  // beyond U+10FFFF
}

TEST(IoTextEncoding, Latin1LinesAreConverted) {
    EXPECT_EQ(latin1_to_utf8("M\xFCller \xFF"), "M\xC3\xBCller \xC3\xBF");
    std::vector<int> lines;
    // Line 2 is Latin-1, line 3 UTF-8 (kept as it is), line 4 Latin-1 without a final newline.
    EXPECT_EQ(utf8_text("title A\nauthor M\xFCller\nremark \xC3\xBC\norigin \xE9", &lines),
              "title A\nauthor M\xC3\xBCller\nremark \xC3\xBC\norigin \xC3\xA9");
    EXPECT_EQ(lines, (std::vector<int>{2, 4}));
    lines.clear();
    EXPECT_EQ(utf8_text("all \xC3\xBC good\n", &lines), "all \xC3\xBC good\n");
    EXPECT_TRUE(lines.empty());
}

}  // namespace
}  // namespace regent::io
