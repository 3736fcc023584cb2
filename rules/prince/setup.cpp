#include "rules/prince/setup.h"

#include <cctype>

#include "rules/orthodox/setup.h"

namespace regent::prince {

namespace {

const char* color_name(Color c) { return c == WHITE ? "White" : "Black"; }
const char* color_word(Color c) { return c == WHITE ? "white" : "black"; }

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::optional<Square> parse_square(const std::string& s) {
  if (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') return std::nullopt;
  return make_square(s[0] - 'a', s[1] - '1');
}

enum class Mark { Unsaid, Pawn, None, Replaced };
struct SideMark {
  Mark mark = Mark::Unsaid;
  Square square = SQ_NONE;
};

bool parse_marks(const std::vector<std::string>& args, int line, SideMark marks[COLOR_NB], SetupError* error) {
  auto fail = [&](std::string msg) {
    if (error) *error = SetupError{line, "condition prince: " + std::move(msg)};
    return false;
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string side = lower(args[i]);
    Color c;
    if (side == "white" || side == "w") c = WHITE;
    else if (side == "black" || side == "b") c = BLACK;
    else return fail("unexpected '" + args[i] + "' (expected white or black, then a square, none or replaced)");
    if (marks[c].mark != Mark::Unsaid) return fail(std::string(color_name(c)) + " is given twice");
    if (i + 1 >= args.size()) return fail("expected a square, none or replaced after '" + args[i] + "'");
    const std::string what = lower(args[++i]);
    if (what == "none") {
      marks[c].mark = Mark::None;
    } else if (what == "replaced") {
      marks[c].mark = Mark::Replaced;
    } else if (const auto sq = parse_square(what)) {
      marks[c] = SideMark{Mark::Pawn, *sq};
    } else {
      return fail("'" + args[i] + "' is neither a square nor none or replaced (after '" + args[i - 1] + "')");
    }
  }
  return true;
}

}  // namespace

std::optional<PrincePosition> setup(const Diagram& d, SetupError* error) {
  SideMark marks[COLOR_NB];
  if (!parse_marks(d.variant_args, d.variant_line, marks, error)) return std::nullopt;
  SetupError orthodox_error;
  auto board = orthodox::setup(d, &orthodox_error);
  if (!board) {
    if (error) {
      *error = orthodox_error;
      const std::string orthodox_words = "does not exist in orthodox chess";
      if (auto at = error->message.find(orthodox_words); at != std::string::npos)
        error->message.replace(at, orthodox_words.size(), "does not exist in Prince");
    }
    return std::nullopt;
  }
  PrincePosition pos;
  pos.board = *board;
  int rights = pos.board.castling_rights();
  for (Color c : {WHITE, BLACK}) {
    const SideMark& m = marks[c];
    if (m.mark == Mark::Pawn) {
      if (pos.board.piece_on(m.square) != make_piece(c, PAWN)) {
        if (error)
          *error = SetupError{d.variant_line, "condition prince: " + std::string(color_name(c)) + "'s chosen pawn on " +
                                                  square_name(m.square) + ": no " + color_word(c) +
                                                  " pawn stands there"};
        return std::nullopt;
      }
      pos.chosen[c] = m.square;
    }
    if (m.mark == Mark::Replaced) {
      pos.successor[c] = true;
      rights &= ~castling_rights_of(c);
    }
  }
  pos.board.set_castling_rights(rights);
  pos.board.set_move_counters(d.halfmove_clock, d.fullmove_number);
  return pos;
}

std::optional<std::string> illegality(const PrincePosition& pos) {
  for (Color c : {WHITE, BLACK}) {
    const int kings = popcount(pos.board.pieces(c, KING));
    if (kings == 0) return std::string(color_name(c)) + " has no king";
    if (kings > 1) return std::string(color_name(c)) + " has " + std::to_string(kings) + " kings";
  }
  const Color us = pos.side_to_move(), them = ~us;
  if (pos.in_check(them))
    return std::string(color_name(them)) + "'s king (the successor, which can be checked) is in check but it is " +
           color_name(us) + "'s move";
  return orthodox::material_illegality(pos.board);
}

std::string condition_arguments(const PrincePosition& pos) {
  std::string out;
  for (Color c : {WHITE, BLACK}) {
    if (!out.empty()) out += ' ';
    out += color_word(c);
    out += ' ';
    out += pos.successor[c] ? "replaced" : pos.chosen[c] == SQ_NONE ? "none" : square_name(pos.chosen[c]);
  }
  return out;
}

std::string fen(const PrincePosition& pos) { return pos.board.fen() + " prince " + condition_arguments(pos); }

}  // namespace regent::prince
