#include "rules/regent/study.h"

#include "rules/regent/legality_detail.h"
#include "rules/regent/notation.h"

namespace regent::regentchess {

std::vector<MoveStudy> study_moves(const RegentPosition& pos) {
  std::vector<MoveStudy> legal_moves, rejected;
  if (pos.ppm) return {};
  MoveList mobile;
  generate_mobile(pos, mobile);
  for (Move m : mobile) {
    MoveStudy s;
    s.move = m;
    s.legal = legal(pos, m, s.after, &s.trace, &s.why);
    (s.legal ? legal_moves : rejected).push_back(s);
  }
  MoveList sleeping;
  generate_sleeping(pos, sleeping);
  for (Move m : sleeping) {
    MoveStudy s;
    s.move = m;
    s.why.rule = Rule::SleepingPawn;
    s.trace.mobile = m;
    s.trace.mover = pos.side_to_move();
    s.trace.unit = PAWN;
    s.trace.new_king = true;
    s.trace.capture = !pos.board.empty(m.to());
    rejected.push_back(s);
  }
  // Castlings that fail only the attack conditions of §9 (generate_mobile leaves them out).
  detail::generate_castling(pos, [](Move) {}, [&](Move m, Square attacked) {
    MoveStudy s;
    s.move = m;
    s.why.rule = Rule::CastlingAttacked;
    s.why.square = attacked;
    s.trace.mobile = m;
    s.trace.mover = pos.side_to_move();
    s.trace.unit = KING;
    s.trace.regent_moved = m.from() == pos.regent[pos.side_to_move()];
    s.trace.king_moved = m.from() == pos.king[pos.side_to_move()];
    s.trace.regent_castling = s.trace.regent_moved;
    rejected.push_back(s);
  });
  legal_moves.insert(legal_moves.end(), rejected.begin(), rejected.end());
  return legal_moves;
}

std::vector<StudiedMove<RegentPosition>> listed_moves(const RegentPosition& pos) {
  std::vector<StudiedMove<RegentPosition>> out;
  for (const MoveStudy& study : study_moves(pos)) {
    StudiedMove<RegentPosition> m;
    m.desc = describe(pos, study.trace);
    m.legal = study.legal;
    if (study.legal) {
      m.after = study.after;
    } else {
      m.rule = rule_id(study.why.rule);
      m.reason = rejection_text(study.why);
    }
    out.push_back(std::move(m));
  }
  return out;
}

}  // namespace regent::regentchess
