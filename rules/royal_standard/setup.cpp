#include "rules/royal_standard/setup.h"

#include <cctype>
#include <sstream>

#include "rules/royal_standard/movegen.h"

namespace regent::royalstandard {

namespace {

const char* color_name(Color c) { return c == WHITE ? "White" : "Black"; }

// Why a square of the 8x8 grid is not on the board, or "" if it is.
std::string off_board(Square s) {
  if (file_of(s) >= kFiles || rank_of(s) >= kRanks)
    return "square " + square_name(s) + " is off The Royal Standard's board (files a-g, ranks 1-6)";
  if (!kBoard.exists(s))
    return "square " + square_name(s) + " is a hole of The Royal Standard's board (a1, g1, a6 and g6 do not exist)";
  return {};
}

std::string lower(std::string_view text) {
  std::string s(text);
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The initial array's count of each kind: nothing is ever created (no pawns, no promotion).
struct Kind {
  PieceType type;
  int initial;
  const char* plural;
};
constexpr int kStandardBearers = 4;  // each side's, always
constexpr Kind kKinds[] = {{KING, 1, "kings"},
                           {STANDARD_BEARER, kStandardBearers, "standard-bearers"},
                           {ROOK, 2, "rooks"},
                           {BISHOP, 2, "bishops"},
                           {WINDMILL, 1, "windmills"}};

// Marks the standard-bearers on `squares` as frozen; the error names the first square without one.
std::optional<std::string> freeze(RoyalPosition& pos, Bitboard squares) {
  for (Bitboard b = squares; b;) {
    const Square s = pop_lsb(b);
    if (type_of(pos.board.piece_on(s)) != STANDARD_BEARER)
      return "frozen square " + square_name(s) + " holds no standard-bearer";
  }
  pos.frozen = squares;
  return std::nullopt;
}

}  // namespace

std::optional<Bitboard> parse_squares(std::string_view text) {
  Bitboard out = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    if (i + 1 >= text.size()) return std::nullopt;
    const int f = std::tolower(static_cast<unsigned char>(text[i])) - 'a', r = text[i + 1] - '1';
    if (f < 0 || f >= kFiles || r < 0 || r >= kRanks || !kBoard.exists(make_square(f, r))) return std::nullopt;
    out |= bb(make_square(f, r));
    i += 2;
  }
  return out;
}

std::optional<RoyalPosition> setup(const Diagram& d, SetupError* error) {
  auto fail = [&](int line, std::string msg) -> std::optional<RoyalPosition> {
    if (error) *error = SetupError{line, std::move(msg)};
    return std::nullopt;
  };
  RoyalPosition pos;
  for (const PlacedPiece& p : d.pieces) {
    const PieceType t = piece_type_from_code(p.code);
    if (t == NO_PIECE_TYPE)
      return fail(p.line, "piece '" + p.code +
                              "' does not exist in The Royal Standard (K R B, E standard-bearer, W windmill)");
    if (const std::string why = off_board(p.square); !why.empty()) return fail(p.line, why);
    if (!pos.board.empty(p.square)) return fail(p.line, "two pieces on " + square_name(p.square));
    pos.board.put_piece(make_piece(p.color, t), p.square);
  }
  pos.board.set_side_to_move(d.side_to_move);
  if (d.en_passant != SQ_NONE) return fail(d.variant_line, "there is no en passant in The Royal Standard (no pawns)");

  // The condition's arguments: "frozen" and the squares of the frozen standard-bearers.
  const auto& args = d.variant_args;
  if (!args.empty()) {
    const std::string keyword = lower(args[0]);
    std::string squares;
    for (std::size_t i = 1; i < args.size(); ++i) squares += args[i] + " ";
    const auto frozen = parse_squares(squares);
    if (keyword.size() < 3 || std::string_view("frozen").substr(0, keyword.size()) != keyword || args.size() < 2 ||
        !frozen)
      return fail(d.variant_line, "condition royalstandard: expected 'frozen' and the squares of the standard-bearers "
                                  "that may not move on their owner's next turn (e.g. 'frozen c3 e4'), found '" +
                                      args[0] + (args.size() > 1 ? " " + args[1] : "") + "'");
    if (auto why = freeze(pos, *frozen)) return fail(d.variant_line, "condition royalstandard: " + *why);
  }
  return pos;
}

std::optional<std::string> illegality(const RoyalPosition& pos) {
  for (Color c : {WHITE, BLACK})
    if (!pos.board.pieces(c, KING)) return std::string(color_name(c)) + " has no king";
  for (Color c : {WHITE, BLACK}) {
    for (const Kind& k : kKinds) {
      const int n = popcount(pos.board.pieces(c, k.type));
      if (n > k.initial)
        return std::string(color_name(c)) + " has " + std::to_string(n) + " " + k.plural + ", more than the " +
               std::to_string(k.initial) + " of the initial array (no piece is ever created)";
    }
    // A captured standard-bearer is put back at once, so none ever leaves the board.
    if (const int n = popcount(pos.standard_bearers(c)); n != kStandardBearers)
      return std::string(color_name(c)) + " has " + std::to_string(n) + " standard-bearer" + (n == 1 ? "" : "s") +
             ", but each side always has " + std::to_string(kStandardBearers) +
             " (a captured standard-bearer is put back on the board, never removed)";
  }
  const Color us = pos.side_to_move(), them = ~us;
  const int ours = popcount(pos.frozen & pos.board.pieces(us)), theirs = popcount(pos.frozen & pos.board.pieces(them));
  if (theirs > 1)
    return std::string(color_name(them)) + ", not to move, has " + std::to_string(theirs) +
           " frozen standard-bearers: only its last move can have displaced one";
  if (ours + theirs > 2)
    return std::to_string(ours + theirs) +
           " frozen standard-bearers: each of the last two moves can have displaced only one";
  return std::nullopt;
}

std::optional<std::string> decided(const RoyalPosition& pos) {
  const Color us = pos.side_to_move(), them = ~us;
  if (can_capture_king(pos, us))
    return std::string(color_name(us)) + " to move can capture the " + (them == WHITE ? "white" : "black") +
           " king at once: the game is already decided";
  return std::nullopt;
}

std::string fen(const RoyalPosition& pos) {
  std::string s;
  for (int r = kRanks - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < kFiles; ++f) {
      const Square sq = make_square(f, r);
      if (!kBoard.exists(sq)) continue;
      const Piece p = pos.board.piece_on(sq);
      if (p == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) s += char('0' + empty), empty = 0;
      const char c = piece_code(type_of(p));
      s += color_of(p) == WHITE ? c : char(std::tolower(static_cast<unsigned char>(c)));
    }
    if (empty) s += char('0' + empty);
    if (r) s += '/';
  }
  s += pos.side_to_move() == WHITE ? " w " : " b ";
  if (!pos.frozen) s += '-';
  for (Bitboard b = pos.frozen; b;) s += square_name(pop_lsb(b));
  return s;
}

std::optional<RoyalPosition> from_fen(std::string_view text, std::string* error) {
  auto fail = [&](std::string msg) -> std::optional<RoyalPosition> {
    if (error) *error = std::move(msg);
    return std::nullopt;
  };
  std::istringstream in{std::string(text)};
  std::string placement, side = "w", frozen = "-", extra;
  if (!(in >> placement)) return fail("empty Royal Standard FEN");
  in >> side >> frozen;
  if (in >> extra)
    return fail("too many fields in Royal Standard FEN '" + std::string(text) +
                "' (expected placement, side to move, frozen standard-bearers)");
  RoyalPosition pos;
  int r = kRanks - 1;
  std::size_t start = 0;
  while (true) {
    const std::size_t slash = placement.find('/', start);
    const std::string rank = placement.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
    if (r < 0) return fail("Royal Standard FEN '" + placement + "' has more than 6 ranks");
    // The squares of this rank that exist, in order.
    Square squares[kFiles];
    int count = 0;
    for (int f = 0; f < kFiles; ++f)
      if (kBoard.exists(make_square(f, r))) squares[count++] = make_square(f, r);
    int i = 0;
    for (char c : rank) {
      if (c >= '1' && c <= '7') {
        i += c - '0';
      } else {
        const PieceType t = piece_type_from_code(std::string_view(&c, 1));
        if (t == NO_PIECE_TYPE)
          return fail(std::string("unknown piece '") + c + "' in Royal Standard FEN (K R B E W, black in lower case)");
        if (i < count) pos.board.put_piece(make_piece(std::isupper(static_cast<unsigned char>(c)) ? WHITE : BLACK, t), squares[i]);
        ++i;
      }
    }
    if (i != count)
      return fail("rank " + std::to_string(r + 1) + " of Royal Standard FEN '" + placement + "' has " +
                  std::to_string(i) + " squares, expected " + std::to_string(count) +
                  (count == 5 ? " (a and g are holes on ranks 1 and 6)" : ""));
    --r;
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  if (r != -1) return fail("Royal Standard FEN '" + placement + "' has " + std::to_string(kRanks - 1 - r) + " ranks, expected 6");
  if (side == "w" || side == "W") pos.board.set_side_to_move(WHITE);
  else if (side == "b" || side == "B") pos.board.set_side_to_move(BLACK);
  else return fail("side to move must be 'w' or 'b', found '" + side + "'");
  if (frozen != "-") {
    const auto squares = parse_squares(frozen);
    if (!squares) return fail("invalid frozen field '" + frozen + "' (expected '-' or squares such as 'c3e4')");
    if (auto why = freeze(pos, *squares)) return fail(*why);
  }
  return pos;
}

RoyalPosition initial_position() { return *from_fen(INITIAL_FEN, nullptr); }

}  // namespace regent::royalstandard
