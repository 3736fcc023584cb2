#include "solver/io/stipulation.h"

#include <gtest/gtest.h>

namespace regent::io {
namespace {

struct Case {
    const char* text;
    Play play;
    Goal goal;
    int moves;
    bool half;
    const char* canonical;
    int half_moves;
    char starts;
};

TEST(IoStipulation, AcceptsAllSupportedForms) {
    const Case cases[] = {
        {"#2", Play::Direct, Goal::Mate, 2, false, "#2", 3, 'w'},
        {"#1", Play::Direct, Goal::Mate, 1, false, "#1", 1, 'w'},
        {"h#3", Play::Help, Goal::Mate, 3, false, "h#3", 6, 'b'},
        {"H#2.5", Play::Help, Goal::Mate, 2, true, "h#2.5", 5, 'w'},
        {"h#0.5", Play::Help, Goal::Mate, 0, true, "h#0.5", 1, 'w'},
        {"s#4", Play::Self, Goal::Mate, 4, false, "s#4", 8, 'w'},
        {"=3", Play::Direct, Goal::Stalemate, 3, false, "=3", 5, 'w'},
        {"h=2", Play::Help, Goal::Stalemate, 2, false, "h=2", 4, 'b'},
        {"h=1.5", Play::Help, Goal::Stalemate, 1, true, "h=1.5", 3, 'w'},
        {"S=2", Play::Self, Goal::Stalemate, 2, false, "s=2", 4, 'w'},
        {"#12", Play::Direct, Goal::Mate, 12, false, "#12", 23, 'w'},
        {"kc3", Play::Direct, Goal::KingCapture, 3, false, "kc3", 5, 'w'},
        {"KC1", Play::Direct, Goal::KingCapture, 1, false, "kc1", 1, 'w'},
        {"hkc2", Play::Help, Goal::KingCapture, 2, false, "hkc2", 4, 'b'},
        {"HKc1.5", Play::Help, Goal::KingCapture, 1, true, "hkc1.5", 3, 'w'},
        {"hkc0.5", Play::Help, Goal::KingCapture, 0, true, "hkc0.5", 1, 'w'},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.text);
        const Stipulation s = parse_stipulation(c.text);
        EXPECT_EQ(s.play, c.play);
        EXPECT_EQ(s.goal, c.goal);
        EXPECT_EQ(s.moves, c.moves);
        EXPECT_EQ(s.half, c.half);
        EXPECT_EQ(s.text, c.text);
        EXPECT_EQ(to_string(s), c.canonical);
        EXPECT_EQ(s.half_moves(), c.half_moves);
        EXPECT_EQ(s.starting_side(), c.starts);
    }
}

TEST(IoStipulation, RejectsUnsupportedFormsWithMessage) {
    const std::pair<const char*, const char*> cases[] = {
        {"ser-h#3", "unsupported stipulation 'ser-h#3' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"h#", "unsupported stipulation 'h#' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"dia3", "unsupported stipulation 'dia3' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"r#2", "unsupported stipulation 'r#2' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"hs#2", "unsupported stipulation 'hs#2' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"#2.3", "unsupported stipulation '#2.3' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"#-1", "unsupported stipulation '#-1' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"##2", "unsupported stipulation '##2' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"#0", "invalid stipulation '#0': the number of moves must be at least 1"},
        {"h#0", "invalid stipulation 'h#0': the number of moves must be at least 1"},
        {"#2.5", "unsupported stipulation '#2.5': only help play allows half moves (h#n.5, h=n.5, hkcn.5)"},
        {"s#2.5", "unsupported stipulation 's#2.5': only help play allows half moves (h#n.5, h=n.5, hkcn.5)"},
        {"#99999999999", "invalid stipulation '#99999999999': the number of moves is too large (at most 100)"},
        {"#101", "invalid stipulation '#101': the number of moves is too large (at most 100)"},
        {"h#101.5", "invalid stipulation 'h#101.5': the number of moves is too large (at most 100)"},
        {"s=999", "invalid stipulation 's=999': the number of moves is too large (at most 100)"},
        {"skc2", "unsupported stipulation 'skc2' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"hkc", "unsupported stipulation 'hkc' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"k3", "unsupported stipulation 'k3' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
        {"kc0", "invalid stipulation 'kc0': the number of moves must be at least 1"},
        {"kc2.5", "unsupported stipulation 'kc2.5': only help play allows half moves (h#n.5, h=n.5, hkcn.5)"},
        // Popeye's kiss goal on a square (issue 17: "kc52" was solved as a king capture in 52).
        {"kc52", "unsupported stipulation 'kc52': Popeye reads 'k' followed by a square as its goal 'kiss', which regent does not support; regent's king capture takes one digit (kc1 to kc9, hkc1 to hkc9.5)"},
        {"hkc12.5", "unsupported stipulation 'hkc12.5': Popeye reads 'k' followed by a square as its goal 'kiss', which regent does not support; regent's king capture takes one digit (kc1 to kc9, hkc1 to hkc9.5)"},
        {"", "empty stipulation (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)"},
    };
    for (const auto& [text, message] : cases) {
        SCOPED_TRACE(text);
        try {
            parse_stipulation(text);
            ADD_FAILURE() << "accepted " << text;
        } catch (const StipulationError& e) {
            EXPECT_EQ(std::string(e.what()), message);
        }
        std::string error;
        EXPECT_FALSE(try_parse_stipulation(text, &error).has_value());
        EXPECT_EQ(error, message);
    }
}

// The longest stipulations accepted are the longest the searches can hold (their per-ply arrays
// are sized from kMaxStipulationPlies).
TEST(IoStipulation, LongestAccepted) {
    EXPECT_EQ(kMaxStipulationMoves, 100);
    EXPECT_EQ(parse_stipulation("#100").half_moves(), 199);
    EXPECT_EQ(parse_stipulation("s#100").half_moves(), 200);
    EXPECT_EQ(parse_stipulation("h#100.5").half_moves(), kMaxStipulationPlies);
}

TEST(IoStipulation, TryParseReturnsValue) {
    const auto s = try_parse_stipulation("h#2");
    ASSERT_TRUE(s.has_value());
    EXPECT_EQ(*s, parse_stipulation("H#2"));
    EXPECT_FALSE(*s == parse_stipulation("h#2.5"));
    EXPECT_FALSE(parse_stipulation("hkc2") == parse_stipulation("h#2"));
}

}  // namespace
}  // namespace regent::io
