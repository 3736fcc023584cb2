// Stipulations in the traditional (Popeye) notation: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n,
// plus the capture of the king for royal-piece variants: kcn, hkcn, hkcn.5 (kc3, hkc2, hkc1.5).
//
// This header is plain data plus a parser; it knows nothing about the chess engine.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace regent::io {

enum class Play { Direct, Help, Self };
// KingCapture: the side to move has lost its king (variants where a king can be captured).
enum class Goal { Mate, Stalemate, KingCapture };

// The longest stipulation accepted: n <= kMaxStipulationMoves in #n, h#n.5, s=n, ... Every
// search sizes its per-ply arrays from kMaxStipulationPlies, the most half-moves such a
// stipulation can have (h#n.5: 2n+1), so a stipulation that parses is one the searches can hold.
inline constexpr int kMaxStipulationMoves = 100;
inline constexpr int kMaxStipulationPlies = 2 * kMaxStipulationMoves + 1;

struct Stipulation {
    Play play = Play::Direct;
    Goal goal = Goal::Mate;
    int moves = 0;     // number of full moves n (h#2.5 -> 2)
    bool half = false; // help play only: h#n.5 / h=n.5 / hkcn.5 (White starts)
    std::string text;  // the text as written in the input, e.g. "H#2.5"

    // Number of half-moves (plies) of the full play:
    //   #n, =n, kcn  -> 2n-1 (White plays n moves, Black n-1)
    //   s#n, s=n, h#n, h=n, hkcn -> 2n
    //   h#n.5, h=n.5, hkcn.5 -> 2n+1
    int half_moves() const;

    // Which side makes the first move of the play: 'w' or 'b'.
    // Direct and self play start with White, help play with Black, h#n.5 with White.
    char starting_side() const;

    bool operator==(const Stipulation& other) const {
        return play == other.play && goal == other.goal && moves == other.moves && half == other.half;
    }
};

// Thrown by parse_stipulation; what() is a complete user-facing message, e.g.
// "unsupported stipulation 'ser-h#3' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn,
// hkcn, hkcn.5)".
class StipulationError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

// Parses a stipulation (case-insensitive). Throws StipulationError.
Stipulation parse_stipulation(std::string_view text);

// Non-throwing variant: returns nullopt and stores the message in *error (if given).
std::optional<Stipulation> try_parse_stipulation(std::string_view text, std::string* error = nullptr);

// Canonical lower-case notation, e.g. "h#2.5", "s=3", "#2", "hkc2".
std::string to_string(const Stipulation& stipulation);

}  // namespace regent::io
