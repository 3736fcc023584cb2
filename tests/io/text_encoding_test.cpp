#include "solver/io/text_encoding.h"

#include <gtest/gtest.h>

namespace regent::io {
namespace {

TEST(IoTextEncoding, ByteOrderMarkIsDropped) {
    EXPECT_EQ(without_utf8_bom("\xEF\xBB\xBF" "beginproblem"), "beginproblem");
    EXPECT_EQ(without_utf8_bom("beginproblem"), "beginproblem");
    EXPECT_EQ(without_utf8_bom("\xEF\xBB"), "\xEF\xBB");  // cut short: not a mark
    EXPECT_EQ(without_utf8_bom(""), "");
}

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

TEST(IoTextEncoding, PrintableEscapesControlCharacters) {
    EXPECT_EQ(printable("plain M\xC3\xBCller"), "plain M\xC3\xBCller");
    EXPECT_EQ(printable("a\x1b[31mred\x07"), "a\\x1b[31mred\\x07");
    EXPECT_EQ(printable("two\nlines\tand\r\x7f"), "two\\nlines\\tand\\r\\x7f");
    EXPECT_EQ(printable("csi \xC2\x9B" "2J"), "csi \\u009b2J");  // C1 control U+009B
    EXPECT_EQ(printable("bad \xFF byte"), "bad \\xff byte");
}

TEST(IoTextEncoding, PrintableCutsLongWordsAndText) {
    const std::string word(10'000'000, 'x');
    EXPECT_EQ(printable("unknown piece '" + word + "' (known: K Q)"),
              "unknown piece '" + std::string(39, 'x') + "... (known: K Q)");
    EXPECT_EQ(printable(std::string(60, 'y')), std::string(60, 'y'));  // 60 characters are kept
    EXPECT_EQ(printable(std::string(61, 'y')), std::string(40, 'y') + "...");
    EXPECT_EQ(printable("one two three", 7), "one two...");
    EXPECT_EQ(printable("one two", 7), "one two");
    EXPECT_EQ(printable(std::string(100, 'z') + " tail", 30), std::string(30, 'z') + "...");
}

}  // namespace
}  // namespace regent::io
