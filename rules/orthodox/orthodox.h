// Orthodox chess as a Variant (see rules/variant.h): the foundation the other variants build on.
#pragma once

#include "rules/core/movelist.h"
#include "rules/core/position.h"
#include "rules/orthodox/check_distance.h"
#include "rules/orthodox/flight_takers.h"
#include "rules/orthodox/mate_budget.h"
#include "rules/orthodox/mate_picture.h"
#include "rules/orthodox/mate_targets.h"
#include "rules/orthodox/movegen.h"
#include "rules/orthodox/pseudo_legal.h"
#include "rules/orthodox/notation.h"
#include "rules/orthodox/retro.h"
#include "rules/orthodox/setup.h"
#include "rules/orthodox/stalemate_picture.h"
#include "rules/orthodox/stalemate_pieces.h"
#include "rules/variant.h"

namespace regent {

struct Orthodox {
  using Position = regent::Position;
  using Move = regent::Move;
  using Undo = regent::Undo;
  using MoveList = regent::MoveList;
  static constexpr const char* name = "orthodox";
  static constexpr const char* title = "Orthodox chess";  // in captions and headings
  // Optional capability: a move's squares, unit, promotion and castling without its notation
  // (cheap). A variant that has it lists its solutions in Popeye's order (solver/analysis/
  // move_order.h), so that regent's output reads line by line next to Popeye's, the reference for
  // orthodox problems. Variants Popeye does not solve keep their generator's order, which is the
  // order of their published texts (Kapusta lists a rook's mate before a knight's).
  static MoveDescription order_facts(const Position& pos, Move m) { return orthodox::order_facts(pos, m); }

  static void generate(const Position& pos, MoveList& list) { orthodox::generate_legal(pos, list); }
  // Optional capability: the moves Popeye numbers (options movenumbers, startmovenumber,
  // uptomovenumber), which are its generator's: the pseudo-legal ones, those that leave the king
  // in check included, and the legal castlings.
  static void numbered_moves(const Position& pos, MoveList& list) {
    orthodox::CollectMoves sink{list};
    orthodox::generate_pseudo_legal(pos, ~Bitboard{0}, sink);
    MoveList legal;
    generate(pos, legal);
    for (const Move& m : legal)
      if (m.kind() == MK_CASTLE) list.push(m);
  }
  static bool has_move(const Position& pos) { return orthodox::has_legal_move(pos); }
  // Optional capability: the legal moves that give check, exactly (the mating move of help play
  // and the selfmate's forced last move are generated with it).
  static void generate_checks(const Position& pos, MoveList& list) { orthodox::generate_checks(pos, list); }
  // Optional capability: whether the side to move has a legal move that gives no check (a
  // selfmate's last defence must have none).
  static bool has_quiet_move(const Position& pos) { return orthodox::has_quiet_move(pos); }
  // Optional capability: the moves of the side to move after which the other king may have no
  // step that gives no check, a superset (a selfmate's last attacking move; flight_takers.h).
  static void generate_flight_takers(const Position& pos, MoveList& list) {
    orthodox::generate_flight_takers(pos, list);
  }
  // Optional capability: false only if `side` provably cannot give check with one of its next
  // `moves` moves while the other king makes at most `king_moves` moves (an exact lower bound that
  // help play and the mate searches cut lines with; rules/orthodox/check_distance.h).
  static bool can_check_within(const Position& pos, Color side, int moves, int king_moves) {
    return orthodox::can_check_within(pos, side, moves, king_moves);
  }
  // Optional capability: false only if no move of the side to move followed by one of the other
  // side mates the side to move (rules/orthodox/mate_picture.h).
  static bool mate_after_one_move_each_possible(const Position& pos) {
    return orthodox::mate_after_one_move_each_possible(pos);
  }
  // Optional capability: the same per move (which moves of the side to move may still be followed
  // by a mate), for help play's last two plies.
  static orthodox::MatePicture mate_picture(const Position& pos) { return orthodox::mate_picture(pos); }
  // Optional capabilities: the same one and two plies earlier (help play with three and four
  // plies left).
  static bool mate_in_three_plies_possible(const Position& pos) { return orthodox::mate_in_three_plies_possible(pos); }
  static bool mate_in_four_plies_possible(const Position& pos) { return orthodox::mate_in_four_plies_possible(pos); }
  static Bitboard mate_squares_within_budget(const Position& pos, Color mating, int mating_moves, int mated_moves,
                                             Bitboard candidates, bool complete) {
    return orthodox::mate_squares_within_budget(pos, mating, mating_moves, mated_moves, candidates, complete);
  }
  // Optional capabilities: every final mate position the play can still build, as partial
  // (stalemate) positions (rules/orthodox/mate_targets.h), and the test of a node against them.
  static orthodox::MateTargets mate_targets(const Position& pos, Color mating, int mating_moves, int mated_moves,
                                            bool stalemate, std::size_t max_targets) {
    return orthodox::enumerate_mate_targets(pos, mating, mating_moves, mated_moves, stalemate, max_targets);
  }
  static orthodox::MateTargetTest mate_target_test(const Position& pos, Color mating, int mating_moves,
                                                   int mated_moves) {
    return orthodox::MateTargetTest(pos, mating, mating_moves, mated_moves);
  }
  // Optional capability: the same for a stalemate (the stalemated king's flights, and the pieces
  // that must be taken kept out of its blocks).
  static Bitboard stalemate_squares_within_budget(const Position& pos, Color stalemating, int moves, int other_moves,
                                                  Bitboard candidates, bool complete) {
    return orthodox::stalemate_squares_within_budget(pos, stalemating, moves, other_moves, candidates, complete);
  }
  // Optional capability: the stalemate count of the flights alone, the question budget_progress
  // below rests on (the no-move-to-spare filter's squares).
  static Bitboard stalemate_flight_squares_within_budget(const Position& pos, Color stalemating, int moves,
                                                         int other_moves, Bitboard candidates, bool complete) {
    return orthodox::stalemate_flight_squares_within_budget(pos, stalemating, moves, other_moves, candidates, complete);
  }
  // Optional capability: false only if the other side's pieces cannot all end immobile or taken
  // in time (help stalemate; rules/orthodox/stalemate_pieces.h).
  static bool stalemate_pieces_within_budget(const Position& pos, Color stalemating, int moves, int other_moves) {
    return orthodox::stalemate_pieces_within_budget(pos, stalemating, moves, other_moves);
  }
  // Optional capability: with as many of those pieces to take as the stalemating side has moves,
  // their squares (each of its moves must take one of them or promote), else 0.
  static Bitboard stalemate_pieces_all_to_take(const Position& pos, Color stalemating, int moves, int other_moves) {
    return orthodox::stalemate_pieces_all_to_take(pos, stalemating, moves, other_moves);
  }
  // Optional capability: either of the two above for the position after a legal move, asked
  // before the move is made (known false: the child must ask itself).
  static orthodox::BudgetAfter squares_within_budget_after(const Position& pos, Move m, bool mate, Color mating,
                                                           int mating_moves, int mated_moves, Bitboard candidates,
                                                           bool complete) {
    return orthodox::squares_within_budget_after(pos, m, mate, mating, mating_moves, mated_moves, candidates, complete);
  }
  // Optional capability: which of the squares the budget leaves without a move to spare for the
  // side to move, the side to be mated (stalemated), a move brings nearer and leaves within the
  // budget's exact stage (squares(move)); the others are denied after it.
  static orthodox::BudgetProgress budget_progress(const Position& pos, Bitboard tight, int moves_after, int other_moves,
                                                  bool mate) {
    return orthodox::BudgetProgress(pos, tight, moves_after, other_moves, mate);
  }
  // Optional capability: the moves of the side to move that the no-move-to-spare filter may keep,
  // listed without the moves of its pieces that progress.destinations() excludes (help play asks
  // for it where every square is without a move to spare; the filter then decides each move).
  static void generate_toward(const Position& pos, MoveList& list, const orthodox::BudgetProgress& progress) {
    orthodox::generate_legal_within(
        pos, list,
        [](const void* p, Square from) { return static_cast<const orthodox::BudgetProgress*>(p)->destinations(from); },
        &progress);
  }
  static orthodox::QuietMoveFilter quiet_move_filter(const Position& pos) { return orthodox::quiet_move_filter(pos); }
  // Optional capability: which moves of the side to move may leave the other side without a legal
  // move (help stalemate's last ply; rules/orthodox/stalemate_picture.h).
  static orthodox::StalemateFilter stalemate_filter(const Position& pos) { return orthodox::stalemate_filter(pos); }
  // Optional capability: the same one ply earlier (the side to be stalemated to move).
  static orthodox::StalemateFilterTwoPlies stalemate_filter_two_plies(const Position& pos) {
    return orthodox::stalemate_filter_two_plies(pos);
  }
  // Optional capability: false only if no move of the side to move, reply and second move leave
  // the other side without a legal move (help stalemate, three plies left).
  static bool stalemate_in_three_plies_possible(const Position& pos) {
    return orthodox::stalemate_in_three_plies_possible(pos);
  }
  // Optional capability: the number of legal moves without listing them (used by perft).
  static std::size_t count_moves(const Position& pos) { return orthodox::count_legal(pos); }
  static Key key_after(const Position& pos, Move m) { return pos.key_after(m); }
  static bool key_after_exact(const Position& pos, Move m) { return pos.key_after_exact(m); }
  static void make(Position& pos, Move m, Undo& u) { pos.do_move(m, u); }
  static void unmake(Position& pos, Move m, const Undo& u) { pos.undo_move(m, u); }
  static void make_null(Position& pos, Undo& u) { pos.do_null_move(u); }
  static void unmake_null(Position& pos, const Undo& u) { pos.undo_null_move(u); }
  static bool in_check(const Position& pos) { return pos.in_check(); }
  static GameState state(const Position& pos) {
    if (has_move(pos)) return GameState::Ongoing;
    return pos.in_check() ? GameState::Checkmate : GameState::Stalemate;
  }
  static bool is_checkmate(const Position& pos) { return pos.in_check() && !has_move(pos); }
  static bool is_stalemate(const Position& pos) { return !pos.in_check() && !has_move(pos); }
  static MoveDescription describe(const Position& pos, Move m) { return orthodox::describe(pos, m); }
  static std::optional<Position> setup(const Diagram& d, SetupError* e) { return orthodox::setup(d, e); }
  static std::optional<std::string> illegality(const Position& pos) { return orthodox::illegality(pos); }
  // Optional capability: a problem that says a side has no king (options nowk, nobk).
  static std::optional<std::string> illegality(const Position& pos, KinglessSides kingless) {
    return orthodox::illegality(pos, kingless);
  }
  static std::string fen(const Position& pos) { return pos.fen(); }
  // Optional capability: retro analysis of the last move (see solver/run/position_setup.h).
  static orthodox::LastMoveProof prove_double_step(const Position& pos) { return orthodox::prove_double_step(pos); }
};

static_assert(Variant<Orthodox>);

}  // namespace regent
