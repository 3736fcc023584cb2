#include "rules/regent/notation.h"

#include "rules/regent/legality.h"

namespace regent::regentchess {

namespace {

const char* kind_id(Transformation::Kind k) {
  switch (k) {
    case Transformation::ToKing: return "to-king";
    case Transformation::ToQueen: return "to-queen";
    case Transformation::Wakes: return "wakes";
    case Transformation::Sleeps: return "sleeps";
    case Transformation::Annihilated: return "annihilated";
    case Transformation::Abdicates: return "abdicates";
  }
  return "?";
}

bool is_regent_flip(const Transformation& t) {
  return t.kind == Transformation::ToKing || t.kind == Transformation::ToQueen;
}

// Same-kind units of the mover that could also go to `to` (for short-form disambiguation).
std::string disambiguation(const RegentPosition& pos, const ComplexMove& cm) {
  const Square from = cm.mobile.from(), to = cm.mobile.to();
  const Color us = cm.mover;
  const PieceType t = cm.unit;
  Bitboard rivals = pos.board.pieces(us, t) & ~bb(from);
  if (t == KING || t == QUEEN) rivals &= ~(pos.regent[us] != SQ_NONE ? bb(pos.regent[us]) : 0);
  if (t == QUEEN && pos.regent[us] != SQ_NONE && type_of(pos.board.piece_on(pos.regent[us])) == QUEEN)
    rivals |= bb(pos.regent[us]) & ~bb(from);
  const Bitboard occ = pos.board.pieces();
  Bitboard reach = 0;
  while (rivals) {
    const Square s = pop_lsb(rivals);
    Bitboard a = t == KNIGHT ? knight_attacks(s)
                 : t == BISHOP ? bishop_attacks(s, occ)
                 : t == ROOK ? rook_attacks(s, occ)
                 : t == QUEEN ? queen_attacks(s, occ)
                              : king_attacks(s);
    if (a & bb(to)) reach |= bb(s);
  }
  if (!reach) return {};
  if (!(reach & file_bb(file_of(from)))) return std::string(1, char('a' + file_of(from)));
  if (!(reach & rank_bb(rank_of(from)))) return std::string(1, char('1' + rank_of(from)));
  return square_name(from);
}

std::string mobile_text(const RegentPosition& pos, const ComplexMove& cm) {
  const Move m = cm.mobile;
  const Square from = m.from(), to = m.to();
  const std::string sep = cm.capture ? "x" : "-";
  if (m.kind() == MK_CASTLE) {
    // Orthodox: king to the g-file is short. Regent castling (§9): to the b-file is short
    // ("on the regent-queenside"), to the f-file long ("on the kingside").
    const bool short_castling = cm.regent_castling ? file_of(to) == 1 : file_of(to) == 6;
    return short_castling ? "0-0" : "0-0-0";
  }
  if (cm.regent_moved) return std::string(1, piece_letter(cm.unit)) + square_name(from) + sep + square_name(to);
  if (cm.new_king) return std::string("P").append(square_name(from)).append(sep).append(square_name(to)).append("=K");
  if (cm.unit == PAWN) {
    if (cm.prince_arrives) return square_name(from) + sep + square_name(to) + "=P";
    std::string s = cm.capture ? std::string(1, char('a' + file_of(from))) + "x" + square_name(to) : square_name(to);
    if (m.is_promotion()) s += std::string("=") + piece_letter(m.promotion_type());
    if (m.kind() == MK_EN_PASSANT) s += " e.p.";
    return s;
  }
  if (cm.king_moved && pos.regent_is_king(cm.mover) && (king_attacks(pos.regent[cm.mover]) & bb(to)))
    return std::string("K").append(square_name(from)).append(sep).append(square_name(to));  // both kings could go there
  return std::string(1, piece_letter(cm.unit)) + disambiguation(pos, cm) + (cm.capture ? "x" : "") + square_name(to);
}

}  // namespace

std::string transformations_text(const ComplexMove& cm, NotationForm form) {
  std::vector<const Transformation*> kept;
  const int n = int(cm.tokens.size());
  for (int i = 0; i < n; ++i) kept.push_back(&cm.tokens[i]);
  if (form == NotationForm::Abridged && !cm.ppm) {
    // Keep, for each unit, only its last transformation, and only if the unit's changes do
    // not cancel out (an odd number of flips). The moving regent's change is the suffix.
    kept.clear();
    for (int i = 0; i < n; ++i) {
      const Transformation& t = cm.tokens[i];
      if (t.kind == Transformation::Annihilated || t.kind == Transformation::Abdicates) {
        kept.push_back(&t);
        continue;
      }
      const bool pawn = !is_regent_flip(t);
      int count = 0;
      bool later = false;
      for (int j = 0; j < n; ++j) {
        const Transformation& u = cm.tokens[j];
        if (u.square != t.square || is_regent_flip(u) == pawn || u.kind == Transformation::Annihilated ||
            u.kind == Transformation::Abdicates)
          continue;
        ++count;
        if (j > i) later = true;
      }
      if (later || count % 2 == 0) continue;
      // The moving regent's change is written as "=K"/"=Q" after its move (not after castling).
      if (!pawn && cm.regent_moved && t.color == cm.mover && cm.mobile.kind() != MK_CASTLE) continue;
      kept.push_back(&t);
    }
  }
  if (kept.empty()) return {};
  std::string s = "[";
  for (std::size_t i = 0; i < kept.size(); ++i) {
    if (i) s += '/';
    s += kept[i]->text();
  }
  if (cm.ppm) s += ", etc.";
  return s + "]";
}

std::string move_text(const RegentPosition& before, const ComplexMove& cm, NotationForm form) {
  std::string s = mobile_text(before, cm);
  if (form == NotationForm::Abridged && cm.regent_moved && !cm.ppm && cm.mobile.kind() != MK_CASTLE) {
    int flips = 0;
    Transformation::Kind last = Transformation::ToKing;
    for (const auto& t : cm.tokens)
      if (is_regent_flip(t) && t.color == cm.mover) ++flips, last = t.kind;
    if (flips % 2) s += last == Transformation::ToKing ? "=K" : "=Q";
  }
  return s + transformations_text(cm, form);
}

MoveDescription describe(const RegentPosition& pos, Move m) {
  ComplexMove cm;
  RegentPosition after;
  play(pos, m, after, &cm);
  return describe(pos, cm);
}

MoveDescription describe(const RegentPosition& pos, const ComplexMove& cm) {
  const Move m = cm.mobile;
  MoveDescription d;
  d.from = m.from();
  d.to = m.to();
  d.piece = cm.new_king ? 'P' : piece_letter(cm.unit);
  d.promotion = cm.new_king ? 'K' : m.is_promotion() ? piece_letter(m.promotion_type()) : 0;
  d.capture = cm.capture;
  d.castling = m.kind() == MK_CASTLE;
  d.en_passant = m.kind() == MK_EN_PASSANT;
  d.text = move_text(pos, cm, NotationForm::Full);
  d.abridged = move_text(pos, cm, NotationForm::Abridged);
  d.cycle = cm.ppm;
  for (const auto& t : cm.tokens) d.transformations.push_back({kind_id(t.kind), t.color, t.square, t.text()});
  return d;
}

MoveAnnotation annotate(const RegentPosition& after) {
  MoveAnnotation a;
  const Ending e = ending(after);
  if (e != Ending::None) a.ending = ending_name(e);
  const Color them = after.side_to_move();
  const bool king = after.attackers(~them, after.king[them]) != 0;
  const bool regent = after.regent_is_king(them) && after.attackers(~them, after.regent[them]);
  if (king && regent) {
    a.check_mark = "++";
    Bitboard phantom = phantom_flights(after);
    while (phantom) {
      a.flights.push_back(pop_lsb(phantom));
      a.suffix += (a.suffix.empty() ? " <" : "<") + square_name(a.flights.back()) + ">";
    }
  }
  return a;
}

}  // namespace regent::regentchess
