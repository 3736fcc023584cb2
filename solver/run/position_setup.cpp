#include "solver/run/position_setup.h"

namespace regent {

namespace {

Square to_square(io::SquareRef s) { return make_square(s.file, s.rank); }

}  // namespace

Diagram diagram_of(const io::ProblemInstance& p) {
  Diagram d;
  for (const auto& piece : p.pieces)
    d.pieces.push_back(PlacedPiece{piece.color == 'w' ? WHITE : BLACK, piece.code, to_square(piece.square), piece.line});
  const io::Stipulation& st = p.stipulation;
  Color first = st.starting_side() == 'w' ? WHITE : BLACK;
  // A FEN's side to move decides who attacks in direct and self play (so "#2" from a FEN with
  // Black to move is Black mating); help play always starts as the stipulation says.
  if (p.fen && st.play != io::Play::Help) first = p.fen->side_to_move == 'b' ? BLACK : WHITE;
  if (p.options.whitetoplay && st.play == io::Play::Help) first = WHITE;  // (the_stipulation_played)
  if (p.options.halfduplex || p.duplex_half == 2) first = ~first;  // the other side plays the stipulation
  // Option postkeyplay: the diagram is the position after the key, the defender to move.
  if (p.options.postkeyplay && st.play != io::Play::Help) first = ~first;
  d.side_to_move = first;
  for (const auto& s : p.options.nocastling) d.no_castling.push_back(to_square(s));
  if (p.fen) d.castling = p.fen->castling;
  if (p.fen && p.fen->en_passant) d.en_passant = to_square(*p.fen->en_passant);
  if (p.fen) {
    d.halfmove_clock = p.fen->halfmove_clock;
    d.fullmove_number = p.fen->fullmove_number;
  }
  const auto& ep = p.options.enpassant;
  if (ep.size() == 3) d.en_passant = to_square(ep[1]);           // from, passed, to
  else if (ep.size() == 2) d.en_passant = make_square(ep[0].file, (ep[0].rank + ep[1].rank) / 2);
  else if (ep.size() == 1) d.en_passant = to_square(ep[0]);      // the passed square
  return d;
}

io::ProblemInstance the_stipulation_played(io::ProblemInstance p) {
  io::Stipulation& st = p.stipulation;
  if (p.options.whitetoplay && st.play == io::Play::Help && !st.half && st.moves >= 1) {
    st.moves -= 1;
    st.half = true;
  }
  return p;
}

}  // namespace regent
