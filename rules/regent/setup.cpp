#include "rules/regent/setup.h"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace regent::regentchess {


namespace {

const char* color_name(Color c) { return c == WHITE ? "White" : "Black"; }

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::optional<Square> parse_square(const std::string& s) {
  if (s.size() != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') return std::nullopt;
  return make_square(s[0] - 'a', s[1] - '1');
}

struct SideMarks {
  std::optional<Square> regent, king;
  bool classical = false;
};

// The arguments of `condition regent`: { rcc | white|black { regent SQ | king SQ | classical } }.
bool parse_marks(const std::vector<std::string>& args, int line, SideMarks marks[2], bool& rcc, SetupError* error) {
  auto fail = [&](std::string msg) {
    if (error) *error = SetupError{line, std::move(msg)};
    return false;
  };
  std::optional<Color> side;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string a = lower(args[i]);
    if (a == "white" || a == "w") { side = WHITE; continue; }
    if (a == "black" || a == "b") { side = BLACK; continue; }
    if (a == "rcc") { rcc = true; continue; }
    if (a != "regent" && a != "king" && a != "classical")
      return fail("condition regent: unexpected '" + args[i] +
                  "' (expected rcc, white, black, regent SQUARE, king SQUARE or classical)");
    if (!side) return fail("condition regent: say whose " + a + " it is first (white or black)");
    SideMarks& m = marks[*side];
    if (a == "classical") { m.classical = true; continue; }
    if (i + 1 >= args.size()) return fail("condition regent: expected a square after '" + args[i] + "'");
    const auto sq = parse_square(lower(args[++i]));
    if (!sq) return fail("condition regent: '" + args[i] + "' is not a square (expected e.g. d1)");
    (a == "regent" ? m.regent : m.king) = *sq;
  }
  for (Color c : {WHITE, BLACK})
    if (marks[c].classical && marks[c].regent)
      return fail(std::string("condition regent: ") + color_name(c) + " cannot both play classically and have a regent");
  return true;
}

std::vector<Square> squares_of(Bitboard b) {
  std::vector<Square> v;
  while (b) v.push_back(pop_lsb(b));
  return v;
}

int castling_from_text(const std::string& text, int& regent_rights) {
  int rights = 0;
  regent_rights = 0;
  for (char c : text) {
    switch (c) {
      case 'K': rights |= WHITE_OO; break;
      case 'Q': rights |= WHITE_OOO; break;
      case 'k': rights |= BLACK_OO; break;
      case 'q': rights |= BLACK_OOO; break;
      case 'B': regent_rights |= WHITE_REGENT_B; break;
      case 'F': regent_rights |= WHITE_REGENT_F; break;
      case 'b': regent_rights |= BLACK_REGENT_B; break;
      case 'f': regent_rights |= BLACK_REGENT_F; break;
      default: break;
    }
  }
  return rights;
}

// Keeps only the castling rights whose units stand on their initial squares.
void restrict_castling(RegentPosition& pos, int rights, int regent_rights, const std::vector<Square>& excluded) {
  auto allowed = [&](Square s) { return std::find(excluded.begin(), excluded.end(), s) == excluded.end(); };
  for (Color c : {WHITE, BLACK}) {
    const int base = c == WHITE ? 0 : 56;
    const Square k = Square(base + 4), r = Square(base + 3), a = Square(base), h = Square(base + 7);
    const Piece rook = make_piece(c, ROOK);
    const bool king_home = pos.king[c] == k && allowed(k);
    const bool regent_home = pos.regent[c] == r && allowed(r);
    const bool a_rook = pos.board.piece_on(a) == rook && allowed(a);
    const bool h_rook = pos.board.piece_on(h) == rook && allowed(h);
    const int oo = c == WHITE ? WHITE_OO : BLACK_OO, ooo = c == WHITE ? WHITE_OOO : BLACK_OOO;
    const int rb = c == WHITE ? WHITE_REGENT_B : BLACK_REGENT_B, rf = c == WHITE ? WHITE_REGENT_F : BLACK_REGENT_F;
    if (!king_home || !h_rook) rights &= ~oo;
    if (!king_home || !a_rook) rights &= ~ooo;
    if (!regent_home || !a_rook) regent_rights &= ~rb;
    if (!regent_home || !h_rook) regent_rights &= ~rf;
  }
  pos.board.set_castling_rights(rights);
  pos.regent_castling = std::uint8_t(regent_rights);
}

}  // namespace

void append_regents_field_args(std::string_view field, std::vector<std::string>& args) {
  const auto comma = field.find(',');
  const std::string_view rest = field.substr(comma + 1);
  const auto second = rest.find(',');  // "d1,d8,rcc": the reading RCC (docs/rules/regent.md)
  const std::string_view parts[2] = {field.substr(0, comma), rest.substr(0, second)};
  for (int i = 0; i < 2; ++i) {
    args.push_back(i == 0 ? "white" : "black");
    if (parts[i] == "-") {
      args.push_back("classical");
    } else {
      args.push_back("regent");
      args.emplace_back(parts[i]);
    }
  }
  // Further parts are further arguments: "rcc" (the reader of `condition regent` checks them).
  for (std::string_view more = second == std::string_view::npos ? "" : rest.substr(second + 1); !more.empty();) {
    const auto comma = more.find(',');
    args.emplace_back(more.substr(0, comma));
    more = comma == std::string_view::npos ? "" : more.substr(comma + 1);
  }
}

std::optional<RegentPosition> setup(const Diagram& d, SetupError* error, std::vector<std::string>* notes) {
  keys::init();
  auto fail = [&](int line, std::string msg) -> std::optional<RegentPosition> {
    if (error) *error = SetupError{line, std::move(msg)};
    return std::nullopt;
  };
  RegentPosition pos;
  for (const PlacedPiece& p : d.pieces) {
    PieceType t = p.code.size() == 1 ? piece_type_from_letter(p.code[0]) : NO_PIECE_TYPE;
    if (t == NO_PIECE_TYPE) return fail(p.line, "piece '" + p.code + "' does not exist in Regent Chess (K Q R B S P)");
    if (!pos.board.geometry().exists(p.square)) return fail(p.line, "square " + square_name(p.square) + " is not on the board");
    if (!pos.board.empty(p.square)) return fail(p.line, "two pieces on " + square_name(p.square));
    pos.board.put_piece(make_piece(p.color, t), p.square);
  }
  pos.board.set_side_to_move(d.side_to_move);

  SideMarks marks[2];
  if (!parse_marks(d.variant_args, d.variant_line, marks, pos.rcc, error)) return std::nullopt;

  // Identify each side's crowned king and regent.
  for (Color c : {WHITE, BLACK}) {
    const std::vector<Square> kings = squares_of(pos.board.pieces(c, KING));
    const std::vector<Square> queens = squares_of(pos.board.pieces(c, QUEEN));
    const std::string who = color_name(c);
    const SideMarks& m = marks[c];
    auto is_king = [&](Square s) { return std::find(kings.begin(), kings.end(), s) != kings.end(); };
    auto is_queen = [&](Square s) { return std::find(queens.begin(), queens.end(), s) != queens.end(); };
    if (kings.empty()) return fail(d.variant_line, who + " has no king");
    if (m.king && !is_king(*m.king)) return fail(d.variant_line, "condition regent: " + who + " has no king on " + square_name(*m.king));
    if (m.regent && !is_king(*m.regent) && !is_queen(*m.regent))
      return fail(d.variant_line, "condition regent: " + who + "'s regent on " + square_name(*m.regent) +
                                      " must be a king (uncrowned-king stage) or a queen (queen stage)");
    if (m.classical) {
      if (kings.size() != 1) return fail(d.variant_line, who + " plays classically, so has one king, but has " + std::to_string(kings.size()));
      pos.king[c] = kings[0];
      continue;
    }
    if (m.regent) {
      pos.regent[c] = *m.regent;
      std::vector<Square> others;
      for (Square k : kings)
        if (k != *m.regent) others.push_back(k);
      if (m.king) pos.king[c] = *m.king;
      else if (others.size() == 1) pos.king[c] = others[0];
      else return fail(d.variant_line, who + " needs exactly one crowned king besides the regent, found " + std::to_string(others.size()));
      if (pos.king[c] == pos.regent[c]) return fail(d.variant_line, "condition regent: " + who + "'s king and regent are on the same square");
      if (kings.size() > 2 || (kings.size() == 2 && type_of(pos.board.piece_on(pos.regent[c])) != KING))
        return fail(d.variant_line, who + " has " + std::to_string(kings.size()) + " kings: one crowned king and at most a regent are allowed");
      continue;
    }
    if (kings.size() > 2) return fail(d.variant_line, who + " has " + std::to_string(kings.size()) + " kings");
    if (kings.size() == 2) {
      // Two kings: one is the regent in its uncrowned-king stage. Unless marked, the crowned
      // king is the one that is in check or in Regent Pat (else the regent would be a queen).
      Square crowned = SQ_NONE;
      if (m.king) {
        crowned = *m.king;
      } else {
        std::vector<Square> fits;
        for (Square k : kings) {
          RegentPosition t = pos;
          t.king[c] = k;
          t.regent[c] = k == kings[0] ? kings[1] : kings[0];
          if (t.regent_must_be_king(c)) fits.push_back(k);
        }
        if (fits.size() == 1) crowned = fits[0];
        else if (fits.size() == 2 && (is_king(Square(c == WHITE ? 4 : 60))))
          crowned = Square(c == WHITE ? 4 : 60);  // both fit: the king on its initial square
        else if (fits.empty())
          return fail(d.variant_line, who + " has two kings but neither is in check or in Regent Pat, so neither can be "
                                              "the crowned king of a regent in its king stage");
        else
          return fail(d.variant_line, who + " has two kings and either could be the crowned one: mark them "
                                              "(condition regent " + lower(who) + " king SQUARE)");
        if (notes)
          notes->push_back(who + "'s crowned king is K" + square_name(crowned) + " and its regent K" +
                           square_name(crowned == kings[0] ? kings[1] : kings[0]) + " (inferred)");
      }
      pos.king[c] = crowned;
      pos.regent[c] = crowned == kings[0] ? kings[1] : kings[0];
      continue;
    }
    pos.king[c] = kings[0];
    if (m.king && *m.king != kings[0]) return fail(d.variant_line, "condition regent: " + who + " has no king on " + square_name(*m.king));
    if (queens.size() == 1) {
      pos.regent[c] = queens[0];
      if (notes && !m.king) notes->push_back(who + "'s regent is Q" + square_name(queens[0]) + " in its queen stage (inferred)");
    } else if (queens.empty()) {
      if (notes) notes->push_back(who + " has no regent and plays classically (inferred)");
    } else {
      return fail(d.variant_line, who + " has " + std::to_string(queens.size()) +
                                      " queens: say which is the regent (condition regent " + lower(who) +
                                      " regent SQUARE) or that " + who + " plays classically");
    }
  }

  int regent_rights = 0;
  int rights = ALL_CASTLING;
  if (d.castling) rights = castling_from_text(*d.castling, regent_rights);
  else regent_rights = WHITE_REGENT_B | WHITE_REGENT_F | BLACK_REGENT_B | BLACK_REGENT_F;
  restrict_castling(pos, rights, regent_rights, d.no_castling);
  pos.board.set_move_counters(d.halfmove_clock, d.fullmove_number);

  if (d.en_passant != SQ_NONE) {
    const Color mover = ~d.side_to_move;
    const int dir = mover == WHITE ? 8 : -8;
    const Square passed = d.en_passant;
    if (!is_ok(passed + dir) || !is_ok(passed - dir) || pos.board.piece_on(Square(passed + dir)) != make_piece(mover, PAWN) ||
        !pos.board.empty(passed) || !pos.board.empty(Square(passed - dir)))
      return fail(0, "en passant on " + square_name(passed) + " is impossible: no pawn can just have made a double step over it");
    pos.board.set_ep_square(passed);
  }
  if (auto why = illegality(pos)) return fail(d.variant_line, *why);
  return pos;
}

std::optional<std::string> illegality(const RegentPosition& pos) {
  for (Color c : {WHITE, BLACK})
    if (pos.king[c] == SQ_NONE) return std::string(color_name(c)) + " has no king";
  if (pos.opposition()) return std::string("two kings of opposite colours stand next to each other (§1.1)");
  const Color them = ~pos.side_to_move();
  if (pos.attackers(~them, pos.king[them]) || (pos.regent_is_king(them) && pos.attackers(~them, pos.regent[them])))
    return std::string(color_name(them)) + " is in check but it is " + color_name(~them) + "'s move";
  for (Color c : {WHITE, BLACK}) {
    if (!pos.regent_mode(c)) continue;
    const bool king = pos.regent_is_king(c), must = pos.regent_must_be_king(c);
    if (king == must) continue;
    const std::string r = (king ? "K" : "Q") + square_name(pos.regent[c]);
    const std::string k = std::string("K").append(square_name(pos.king[c]));
    return std::string(color_name(c)) + "'s regent " + r + " is in its " + (king ? "king" : "queen") +
           " stage, but " + k + (must ? " is in check or in Regent Pat" : " is neither in check nor in Regent Pat") +
           ", so the regent must be a " + (must ? "king" : "queen") + " (§1.2): not a stable position";
  }
  if (Bitboard p = pos.board.pieces(PAWN) & (rank_bb(0) | rank_bb(7)))
    return "a pawn stands on " + square_name(lsb(p)) + ", on the first or last rank";
  return std::nullopt;
}

std::string fen(const RegentPosition& pos) {
  std::istringstream in(pos.board.fen());
  std::string placement, side, castling, ep, half, full;
  in >> placement >> side >> castling >> ep >> half >> full;
  std::string c;
  const int r = pos.board.castling_rights(), rr = pos.regent_castling;
  if (r & WHITE_OO) c += 'K';
  if (r & WHITE_OOO) c += 'Q';
  if (rr & WHITE_REGENT_B) c += 'B';
  if (rr & WHITE_REGENT_F) c += 'F';
  if (r & BLACK_OO) c += 'k';
  if (r & BLACK_OOO) c += 'q';
  if (rr & BLACK_REGENT_B) c += 'b';
  if (rr & BLACK_REGENT_F) c += 'f';
  if (c.empty()) c = "-";
  auto reg = [&](Color col) { return pos.regent[col] == SQ_NONE ? std::string("-") : square_name(pos.regent[col]); };
  return placement + ' ' + side + ' ' + c + ' ' + ep + ' ' + half + ' ' + full + ' ' + reg(WHITE) + ',' + reg(BLACK) +
         (pos.rcc ? ",rcc" : "");
}

std::optional<RegentPosition> from_fen(std::string_view text, std::string* error) {
  auto fail = [&](std::string msg) -> std::optional<RegentPosition> {
    if (error) *error = std::move(msg);
    return std::nullopt;
  };
  std::istringstream in{std::string(text)};
  std::vector<std::string> fields;
  for (std::string f; in >> f;) fields.push_back(f);
  if (fields.size() < 2 || fields.back().find(',') == std::string::npos)
    return fail("a Regent position needs its regents as the last field, e.g. '... w KQBFkqbf - 0 1 d1,d8'");
  const std::string regents = fields.back();
  fields.pop_back();
  std::string castling = fields.size() > 2 ? fields[2] : "-";
  std::string plain;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    std::string f = fields[i];
    if (i == 2) {
      std::string o;
      for (char ch : f)
        if (std::string_view("KQkq").find(ch) != std::string_view::npos) o += ch;
        else if (std::string_view("BFbf-").find(ch) == std::string_view::npos)
          return fail(std::string("bad castling field character '") + ch + "'");
      f = o.empty() ? "-" : o;
    }
    plain += (i ? " " : "") + f;
  }
  std::string err;
  auto board = Position::from_fen(plain, &err);
  if (!board) return fail(err);
  Diagram d;
  for (Square s = Square(0); s < SQUARE_NB; s = Square(s + 1)) {
    const Piece p = board->piece_on(s);
    if (p == NO_PIECE) continue;
    d.pieces.push_back(PlacedPiece{color_of(p), std::string(1, piece_letter(type_of(p))), s, 0});
  }
  d.side_to_move = board->side_to_move();
  d.castling = castling;
  d.en_passant = board->ep_square();
  append_regents_field_args(regents, d.variant_args);
  SetupError e;
  auto pos = setup(d, &e);
  if (!pos) return fail(e.message);
  return pos;
}

RegentPosition initial_position() {
  auto p = from_fen(INITIAL_FEN, nullptr);
  return *p;
}

}  // namespace regent::regentchess
