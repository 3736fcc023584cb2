#include "rules/core/position.h"

#include <cctype>
#include <cstring>
#include <mutex>
#include <sstream>

namespace regent {

namespace zobrist {
Key psq[32][64];
Key castling[16];
Key ep_file[8];
Key side;
Key variant[64];
}  // namespace zobrist

namespace {

// Castling rights lost when a piece moves from or to a square (a table: do_move asks twice).
constexpr auto kCastlingLoss = square_table({{4, WHITE_OO | WHITE_OOO},    // e1
                                              {0, WHITE_OOO},                // a1
                                              {7, WHITE_OO},                 // h1
                                              {60, BLACK_OO | BLACK_OOO},    // e8
                                              {56, BLACK_OOO},               // a8
                                              {63, BLACK_OO}});              // h8
constexpr std::uint8_t castling_loss(Square sq) { return kCastlingLoss[sq]; }

void init_zobrist() {
  std::uint64_t s = 0x2545F4914F6CDD1DULL;
  auto next = [&s] {  // splitmix64
    std::uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  for (auto& row : zobrist::psq)
    for (auto& k : row) k = next();
  zobrist::castling[0] = 0;
  Key single[4];
  for (auto& k : single) k = next();
  for (int r = 1; r < 16; ++r) {
    zobrist::castling[r] = 0;
    for (int b = 0; b < 4; ++b)
      if (r & (1 << b)) zobrist::castling[r] ^= single[b];
  }
  for (auto& k : zobrist::ep_file) k = next();
  zobrist::side = next();
  for (auto& k : zobrist::variant) k = next();
}

void init_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    init_bitboards();
    init_zobrist();
  });
}

}  // namespace

char piece_letter(PieceType t) { return " PSBRQK??"[t]; }

PieceType piece_type_from_letter(char c) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'P': return PAWN;
    case 'S':
    case 'N': return KNIGHT;
    case 'B': return BISHOP;
    case 'R': return ROOK;
    case 'Q': return QUEEN;
    case 'K': return KING;
    default: return NO_PIECE_TYPE;
  }
}

Position::Position() : Position(BoardGeometry::standard()) {}

Position::Position(const BoardGeometry& g) : geo_(g) {
  init_once();
  std::memset(board_, 0, sizeof board_);
  std::memset(by_type_, 0, sizeof by_type_);
  std::memset(by_color_, 0, sizeof by_color_);
}

void Position::put_piece(Piece p, Square s) {
  board_[s] = p;
  by_type_[type_of(p)] |= bb(s);
  by_color_[color_of(p)] |= bb(s);
  key_ ^= zobrist::psq[p][s];
}

void Position::remove_piece(Square s) {
  Piece p = board_[s];
  if (p == NO_PIECE) return;
  by_type_[type_of(p)] ^= bb(s);
  by_color_[color_of(p)] ^= bb(s);
  board_[s] = NO_PIECE;
  key_ ^= zobrist::psq[p][s];
}

inline void Position::move_piece(Square from, Square to) {
  Piece p = board_[from];
  Bitboard fromto = bb(from) | bb(to);
  by_type_[type_of(p)] ^= fromto;
  by_color_[color_of(p)] ^= fromto;
  board_[from] = NO_PIECE;
  board_[to] = p;
  key_ ^= zobrist::psq[p][from] ^ zobrist::psq[p][to];
}

void Position::set_side_to_move(Color c) {
  if (c != side_) key_ ^= zobrist::side;
  side_ = c;
}

void Position::set_castling_rights(int rights) {
  key_ ^= zobrist::castling[castling_] ^ zobrist::castling[rights & 15];
  castling_ = std::uint8_t(rights & 15);
}

void Position::set_ep_square(Square s) {
  if (ep_ != SQ_NONE) key_ ^= zobrist::ep_file[file_of(ep_)];
  ep_ = SQ_NONE;
  if (s == SQ_NONE || !geo_.exists(s)) return;
  // Only an e.p. square that a pawn of the side to move attacks is part of the state.
  if (pawn_attacks(~side_, s) & pieces(side_, PAWN)) {
    ep_ = s;
    key_ ^= zobrist::ep_file[file_of(s)];
  }
}

Bitboard Position::attackers_to(Square s, Bitboard occ) const {
  return (pawn_attacks(BLACK, s) & pieces(WHITE, PAWN)) |
         (pawn_attacks(WHITE, s) & pieces(BLACK, PAWN)) |
         (knight_attacks(s) & by_type_[KNIGHT]) |
         (geo_.slider(ROOK, s, occ) & (by_type_[ROOK] | by_type_[QUEEN])) |
         (geo_.slider(BISHOP, s, occ) & (by_type_[BISHOP] | by_type_[QUEEN])) |
         (king_attacks(s) & by_type_[KING]);
}

Bitboard Position::blockers_for_king(Color c) const {
  Square k = king_square(c);
  if (k == SQ_NONE) return 0;
  Bitboard snipers = ((rook_attacks(k, 0) & pieces(~c, ROOK, QUEEN)) |
                      (bishop_attacks(k, 0) & pieces(~c, BISHOP, QUEEN)));
  Bitboard blockers = 0;
  Bitboard occ = pieces() | geo_.holes;
  while (snipers) {
    Square s = pop_lsb(snipers);
    Bitboard b = between_bb(k, s) & occ;
    if (b && !more_than_one(b) && (b & pieces())) blockers |= b;
  }
  return blockers;
}

void Position::update_ep_after_double_step(Square to) {
  // side_ is still the mover. The square passed over becomes the e.p. square when an enemy
  // pawn could take there.
  Square passed = Square(side_ == WHITE ? to - 8 : to + 8);
  if (pawn_attacks(side_, passed) & pieces(~side_, PAWN)) {
    ep_ = passed;
    key_ ^= zobrist::ep_file[file_of(passed)];
  }
}

std::uint8_t Position::castling_rights_taken(Move m) const {
  return castling_ & (castling_loss(m.from()) | castling_loss(m.to()));
}

void Position::do_move(Move m, Undo& u) {
  u.castling = castling_;
  u.ep = ep_;
  u.rule50 = std::uint16_t(rule50_);
  u.key = key_;
  u.captured = NO_PIECE;
  const Square from = m.from(), to = m.to();
  const Color us = side_;
  const Piece pc = board_[from];

  if (ep_ != SQ_NONE) {
    key_ ^= zobrist::ep_file[file_of(ep_)];
    ep_ = SQ_NONE;
  }
  ++rule50_;

  switch (m.kind()) {
    case MK_CASTLE: {
      const bool king_side = to > from;
      Square rook_from = Square(king_side ? from + 3 : from - 4);
      Square rook_to = Square(king_side ? from + 1 : from - 1);
      move_piece(from, to);
      move_piece(rook_from, rook_to);
      break;
    }
    case MK_EN_PASSANT: {
      Square cap = Square(us == WHITE ? to - 8 : to + 8);
      u.captured = board_[cap];
      remove_piece(cap);
      move_piece(from, to);
      rule50_ = 0;
      break;
    }
    default: {
      if (board_[to] != NO_PIECE) {
        u.captured = board_[to];
        remove_piece(to);
        rule50_ = 0;
      }
      move_piece(from, to);
      if (type_of(pc) == PAWN) {
        rule50_ = 0;
        if (m.is_promotion()) {
          remove_piece(to);
          put_piece(make_piece(us, m.promotion_type()), to);
        } else if (is_double_step(from, to)) {
          update_ep_after_double_step(to);
        }
      }
    }
  }
  // (castling_ and the move's squares are still those before it)
  if (const std::uint8_t lost = castling_rights_taken(m)) set_castling_rights(castling_ & ~lost);
  side_ = ~side_;
  key_ ^= zobrist::side;
  if (us == BLACK) ++fullmove_;
}

void Position::undo_move(Move m, const Undo& u) {
  side_ = ~side_;
  const Color us = side_;
  const Square from = m.from(), to = m.to();
  if (us == BLACK) --fullmove_;
  switch (m.kind()) {
    case MK_CASTLE: {
      const bool king_side = to > from;
      move_piece(Square(king_side ? from + 1 : from - 1), Square(king_side ? from + 3 : from - 4));
      move_piece(to, from);
      break;
    }
    case MK_EN_PASSANT:
      move_piece(to, from);
      put_piece(u.captured, Square(us == WHITE ? to - 8 : to + 8));
      break;
    default:
      if (m.is_promotion()) {
        remove_piece(to);
        put_piece(make_piece(us, PAWN), to);
      }
      move_piece(to, from);
      if (u.captured != NO_PIECE) put_piece(u.captured, to);
  }
  castling_ = u.castling;
  ep_ = u.ep;
  key_ = u.key;
  rule50_ = u.rule50;
}

void Position::do_null_move(Undo& u) {
  u.castling = castling_;
  u.ep = ep_;
  u.key = key_;
  u.captured = NO_PIECE;
  if (ep_ != SQ_NONE) {
    key_ ^= zobrist::ep_file[file_of(ep_)];
    ep_ = SQ_NONE;
  }
  side_ = ~side_;
  key_ ^= zobrist::side;
}

void Position::undo_null_move(const Undo& u) {
  side_ = ~side_;
  ep_ = u.ep;
  key_ = u.key;
}

bool Position::operator==(const Position& o) const {
  return std::memcmp(board_, o.board_, sizeof board_) == 0 && side_ == o.side_ &&
         castling_ == o.castling_ && ep_ == o.ep_ && geo_ == o.geo_ && key_ == o.key_;
}

std::optional<Position> Position::from_fen(std::string_view fen, std::string* error,
                                           const BoardGeometry& g) {
  auto fail = [&](std::string msg) -> std::optional<Position> {
    if (error) *error = std::move(msg);
    return std::nullopt;
  };
  std::istringstream in{std::string(fen)};
  std::string placement, side = "w", castling = "-", ep = "-";
  int halfmove = 0, fullmove = 1;
  if (!(in >> placement)) return fail("empty FEN");
  in >> side >> castling >> ep;
  if (!(in >> halfmove)) halfmove = 0;
  if (!(in >> fullmove)) fullmove = 1;

  Position pos(g);
  int rank = g.ranks - 1, file = 0;
  for (char c : placement) {
    if (c == '/') {
      if (file != g.files) return fail("FEN rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                       " squares, expected " + std::to_string(g.files));
      --rank;
      file = 0;
      if (rank < 0) return fail("FEN has more than " + std::to_string(g.ranks) + " ranks");
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      file += c - '0';
    } else {
      PieceType t = piece_type_from_letter(c);
      if (t == NO_PIECE_TYPE) return fail(std::string("unknown piece letter '") + c + "' in FEN");
      if (file >= g.files) return fail("FEN rank " + std::to_string(rank + 1) + " is too long");
      Square s = make_square(file, rank);
      if (!g.exists(s)) return fail("FEN puts a piece on the hole " + square_name(s));
      pos.put_piece(make_piece(std::isupper(static_cast<unsigned char>(c)) ? WHITE : BLACK, t), s);
      ++file;
    }
    if (file > g.files) return fail("FEN rank " + std::to_string(rank + 1) + " is too long");
  }
  if (rank != 0 || file != g.files) return fail("FEN board does not describe " + std::to_string(g.ranks) + " full ranks");

  if (side == "w" || side == "W") pos.set_side_to_move(WHITE);
  else if (side == "b" || side == "B") pos.set_side_to_move(BLACK);
  else return fail("FEN side to move must be 'w' or 'b', found '" + side + "'");

  int rights = 0;
  if (castling != "-") {
    for (char c : castling) {
      switch (c) {
        case 'K': rights |= WHITE_OO; break;
        case 'Q': rights |= WHITE_OOO; break;
        case 'k': rights |= BLACK_OO; break;
        case 'q': rights |= BLACK_OOO; break;
        default: return fail(std::string("bad castling field character '") + c + "'");
      }
    }
  }
  // Keep only rights whose king and rook stand on their initial squares.
  for (CastlingRight r : {WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO}) {
    Color c = (r & castling_rights_of(WHITE)) ? WHITE : BLACK;
    Square k = make_square(4, c == WHITE ? 0 : 7);
    if (!g.is_standard() || pos.piece_on(k) != make_piece(c, KING) ||
        pos.piece_on(castling_rook_square(r)) != make_piece(c, ROOK))
      rights &= ~r;
  }
  pos.set_castling_rights(rights);

  if (ep != "-") {
    if (ep.size() != 2 || ep[0] < 'a' || ep[0] > 'h' || ep[1] < '1' || ep[1] > '8')
      return fail("bad en-passant square '" + ep + "'");
    pos.set_ep_square(make_square(ep[0] - 'a', ep[1] - '1'));
  }
  pos.rule50_ = halfmove;
  pos.fullmove_ = fullmove;
  return pos;
}

std::string Position::fen() const {
  std::string s;
  for (int r = geo_.ranks - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < geo_.files; ++f) {
      Piece p = board_[make_square(f, r)];
      if (p == NO_PIECE) {
        ++empty;
        continue;
      }
      if (empty) s += char('0' + empty), empty = 0;
      char c = type_of(p) == KNIGHT ? 'N' : piece_letter(type_of(p));
      s += color_of(p) == WHITE ? c : char(std::tolower(c));
    }
    if (empty) s += char('0' + empty);
    if (r) s += '/';
  }
  s += side_ == WHITE ? " w " : " b ";
  if (!castling_) s += '-';
  if (castling_ & WHITE_OO) s += 'K';
  if (castling_ & WHITE_OOO) s += 'Q';
  if (castling_ & BLACK_OO) s += 'k';
  if (castling_ & BLACK_OOO) s += 'q';
  s += ' ' + square_name(ep_) + ' ' + std::to_string(rule50_) + ' ' + std::to_string(fullmove_);
  return s;
}

}  // namespace regent
