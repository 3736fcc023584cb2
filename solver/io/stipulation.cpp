#include "solver/io/stipulation.h"

#include <cctype>
#include <charconv>

namespace regent::io {

namespace {

constexpr const char* kSupported = "(supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)";

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

[[noreturn]] void unsupported(std::string_view text) {
    throw StipulationError("unsupported stipulation '" + std::string(text) + "' " + kSupported);
}

}  // namespace

int Stipulation::half_moves() const {
    switch (play) {
        case Play::Direct: return 2 * moves - 1;
        case Play::Self: return 2 * moves;
        case Play::Help: return 2 * moves + (half ? 1 : 0);
    }
    return 0;
}

char Stipulation::starting_side() const {
    if (play == Play::Help && !half) return 'b';
    return 'w';
}

Stipulation parse_stipulation(std::string_view text) {
    if (text.empty()) throw StipulationError(std::string("empty stipulation ") + kSupported);
    const std::string s = lower(text);
    Stipulation result;
    result.text = std::string(text);

    std::size_t i = 0;
    if (s[i] == 'h') {
        result.play = Play::Help;
        ++i;
    } else if (s[i] == 's') {
        result.play = Play::Self;
        ++i;
    }
    if (i >= s.size()) unsupported(text);
    if (s[i] == '#') {
        result.goal = Goal::Mate;
    } else if (s[i] == '=') {
        result.goal = Goal::Stalemate;
    } else if (s.compare(i, 2, "kc") == 0 && result.play != Play::Self) {
        // Capture of the king: direct and help play only (a self-play form is not defined).
        result.goal = Goal::KingCapture;
        ++i;
    } else {
        unsupported(text);
    }
    ++i;

    // The number of moves: digits, optionally followed by ".5" for help play.
    const std::size_t digits_begin = i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
    if (i == digits_begin) unsupported(text);
    // Popeye reads 'k' followed by a square as its fairy goal "kiss" (kc52: kiss on c5 in 2), so
    // "kc" with more than one digit is that goal to a Popeye user, not a king capture in 52.
    if (result.goal == Goal::KingCapture && i - digits_begin > 1) {
        throw StipulationError("unsupported stipulation '" + std::string(text) +
                               "': Popeye reads 'k' followed by a square as its goal 'kiss', which regent does "
                               "not support; regent's king capture takes one digit (kc1 to kc9, hkc1 to hkc9.5)");
    }
    int moves = 0;
    const auto [ptr, ec] = std::from_chars(s.data() + digits_begin, s.data() + i, moves);
    if (ec != std::errc() || ptr != s.data() + i || moves > kMaxStipulationMoves) {
        throw StipulationError("invalid stipulation '" + std::string(text) +
                               "': the number of moves is too large (at most " +
                               std::to_string(kMaxStipulationMoves) + ")");
    }
    if (i < s.size()) {
        if (s.substr(i) != ".5") unsupported(text);
        if (result.play != Play::Help) {
            throw StipulationError("unsupported stipulation '" + std::string(text) +
                                   "': only help play allows half moves (h#n.5, h=n.5, hkcn.5)");
        }
        result.half = true;
    }
    result.moves = moves;
    if (moves < 1 && !result.half) {
        throw StipulationError("invalid stipulation '" + std::string(text) +
                               "': the number of moves must be at least 1");
    }
    return result;
}

std::optional<Stipulation> try_parse_stipulation(std::string_view text, std::string* error) {
    try {
        return parse_stipulation(text);
    } catch (const StipulationError& e) {
        if (error) *error = e.what();
        return std::nullopt;
    }
}

std::string to_string(const Stipulation& stipulation) {
    std::string out;
    if (stipulation.play == Play::Help) out += 'h';
    if (stipulation.play == Play::Self) out += 's';
    switch (stipulation.goal) {
        case Goal::Mate: out += '#'; break;
        case Goal::Stalemate: out += '='; break;
        case Goal::KingCapture: out += "kc"; break;
    }
    out += std::to_string(stipulation.moves);
    if (stipulation.half) out += ".5";
    return out;
}

}  // namespace regent::io
