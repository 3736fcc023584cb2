// The goal of a stipulation, tested on the side to move (the one that must be mated, stalemated
// or has lost its king): shared by battle and help play.
#pragma once

#include "rules/variant.h"
#include "solver/io/stipulation.h"

namespace regent {

// Whether the side to move has lost its king: the optional capability
// `static bool king_captured(const Position&)` of variants where a king can be captured
// (false for the others, whose kings never leave the board). Such a variant's generate() must
// return no move in that position, so that both searches treat it as the end of the game.
template <Variant V>
bool king_captured(const typename V::Position& pos) {
  if constexpr (requires { { V::king_captured(pos) } -> std::same_as<bool>; }) return V::king_captured(pos);
  else return false;
}

template <Variant V>
bool goal_reached(const typename V::Position& pos, io::Goal goal) {
  switch (goal) {
    case io::Goal::Mate: return V::is_checkmate(pos);
    case io::Goal::Stalemate: return V::is_stalemate(pos);
    case io::Goal::KingCapture: return king_captured<V>(pos);
  }
  return false;
}

// Mate needs check. False only if `mating` provably cannot give check with one of its next
// `moves` moves while the other king makes at most `king_moves` moves: the optional capability
// `can_check_within` of variants that answer it exactly (rules/orthodox/check_distance.h); true
// for the others, whose checks may come from anywhere.
template <Variant V>
bool mate_in_reach(const typename V::Position& pos, Color mating, int moves, int king_moves) {
  if constexpr (requires { { V::can_check_within(pos, mating, moves, king_moves) } -> std::same_as<bool>; })
    return V::can_check_within(pos, mating, moves, king_moves);
  else return true;
}

// False only if no move of the side to move followed by one of the other side mates the side to
// move: the optional capability `mate_after_one_move_each_possible` (rules/orthodox/mate_picture.h);
// true for variants without it.
template <Variant V>
bool mate_in_two_plies_possible(const typename V::Position& pos) {
  if constexpr (requires { { V::mate_after_one_move_each_possible(pos) } -> std::same_as<bool>; })
    return V::mate_after_one_move_each_possible(pos);
  else return true;
}

// False only if no move of the side to move, one of the other side and one more of the side to
// move mate the other side: the optional capability `mate_in_three_plies_possible`
// (rules/orthodox/mate_picture.h); true for variants without it.
template <Variant V>
bool mate_in_three_plies_possible(const typename V::Position& pos) {
  if constexpr (requires { { V::mate_in_three_plies_possible(pos) } -> std::same_as<bool>; })
    return V::mate_in_three_plies_possible(pos);
  else return true;
}

// The same with four plies (two moves of each side, the side to be mated first): the optional
// capability `mate_in_four_plies_possible`; true for variants without it.
template <Variant V>
bool mate_in_four_plies_possible(const typename V::Position& pos) {
  if constexpr (requires { { V::mate_in_four_plies_possible(pos) } -> std::same_as<bool>; })
    return V::mate_in_four_plies_possible(pos);
  else return true;
}

// The squares of `candidates` on which the mated king may still stand in a final mate position
// built with the moves each side has left (the rest proven impossible): the optional capability
// `mate_squares_within_budget` (rules/orthodox/mate_budget.h); every candidate without it.
template <Variant V>
Bitboard mate_squares_within_budget(const typename V::Position& pos, Color mating, int mating_moves, int mated_moves,
                                    Bitboard candidates, bool complete) {
  if constexpr (requires {
                  { V::mate_squares_within_budget(pos, mating, mating_moves, mated_moves, candidates, complete) } -> std::same_as<Bitboard>;
                })
    return V::mate_squares_within_budget(pos, mating, mating_moves, mated_moves, candidates, complete);
  else return candidates;
}

// The same for a final stalemate position (the stalemated king's flights blocked or covered): the
// optional capability `stalemate_squares_within_budget`; every candidate without it.
template <Variant V>
Bitboard stalemate_squares_within_budget(const typename V::Position& pos, Color stalemating, int moves, int other_moves,
                                         Bitboard candidates, bool complete) {
  if constexpr (requires {
                  { V::stalemate_squares_within_budget(pos, stalemating, moves, other_moves, candidates, complete) } -> std::same_as<Bitboard>;
                })
    return V::stalemate_squares_within_budget(pos, stalemating, moves, other_moves, candidates, complete);
  else return candidates;
}

// The stalemate count of the flights alone (the optional capability
// `stalemate_flight_squares_within_budget`; every candidate without it): the question whose
// denials with one move fewer `budget_progress` may answer (the squares without a move to spare).
template <Variant V>
Bitboard stalemate_flight_squares_within_budget(const typename V::Position& pos, Color stalemating, int moves,
                                                int other_moves, Bitboard candidates, bool complete) {
  if constexpr (requires {
                  { V::stalemate_flight_squares_within_budget(pos, stalemating, moves, other_moves, candidates, complete) } -> std::same_as<Bitboard>;
                })
    return V::stalemate_flight_squares_within_budget(pos, stalemating, moves, other_moves, candidates, complete);
  else return candidates;
}

// False only if the pieces of the side to be stalemated provably cannot all end immobile or taken
// in the moves each side has left: the optional capability `stalemate_pieces_within_budget`
// (rules/orthodox/stalemate_pieces.h); true without it.
template <Variant V>
bool stalemate_pieces_within_budget(const typename V::Position& pos, Color stalemating, int moves, int other_moves) {
  if constexpr (requires {
                  { V::stalemate_pieces_within_budget(pos, stalemating, moves, other_moves) } -> std::same_as<bool>;
                })
    return V::stalemate_pieces_within_budget(pos, stalemating, moves, other_moves);
  else return true;
}

// False only if no move of the side to move, reply and second move of the side to move leave the
// other side without a legal move: the optional capability `stalemate_in_three_plies_possible`
// (rules/orthodox/stalemate_picture.h); true without it.
template <Variant V>
bool stalemate_in_three_plies_possible(const typename V::Position& pos) {
  if constexpr (requires { { V::stalemate_in_three_plies_possible(pos) } -> std::same_as<bool>; })
    return V::stalemate_in_three_plies_possible(pos);
  else return true;
}

// With four plies of help play left (the side to be mated to move): which of its moves may still
// be followed by a mate in three plies: the optional capability `quiet_move_filter(pos)`
// (rules/orthodox/mate_picture.h: allows(move)), else one that allows every move.
template <Variant V>
struct EveryMoveAllowed {
  bool possible() const { return true; }
  bool allows(const typename V::Move&) const { return true; }
};

template <Variant V>
auto quiet_move_filter(const typename V::Position& pos) {
  if constexpr (requires { V::quiet_move_filter(pos); }) return V::quiet_move_filter(pos);
  else return EveryMoveAllowed<V>{};
}

// Which moves of the side to move may still be followed by a mate on the next ply: the optional
// capability `mate_picture(pos)` (rules/orthodox/mate_picture.h: possible(), allows(move);
// default-constructed it allows every move), else a picture that allows every move
// (EveryMoveAllowed, above).
template <Variant V>
auto mate_picture(const typename V::Position& pos) {
  if constexpr (requires { V::mate_picture(pos); }) return V::mate_picture(pos);
  else return EveryMoveAllowed<V>{};
}

// Help stalemate with two plies left (the side to be stalemated to move): which of its moves may
// be followed by a stalemating move: the optional capability `stalemate_filter_two_plies(pos)`
// (rules/orthodox/stalemate_picture.h: allows(move)), else one that allows every move.
template <Variant V>
auto stalemate_filter_two_plies(const typename V::Position& pos) {
  if constexpr (requires { V::stalemate_filter_two_plies(pos); }) return V::stalemate_filter_two_plies(pos);
  else return EveryMoveAllowed<V>{};
}

}  // namespace regent
