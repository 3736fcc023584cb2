// Random orthodox positions for the tests that compare a rule shortcut with playing every move:
// a board of piece letters filled square by square, then read as a FEN.
#pragma once

#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "rules/orthodox/orthodox.h"

namespace regent::test {

// Does some legal move of the side to move lead to a position where holds(pos) is true? (Each
// move is played and taken back; the first that holds ends the search.)
template <class Holds>
bool some_legal_move(Position& pos, Holds&& holds) {
  MoveList list;
  orthodox::generate_legal(pos, list);
  for (Move m : list) {
    Undo u;
    pos.do_move(m, u);
    const bool held = holds(pos);
    pos.undo_move(m, u);
    if (held) return true;
  }
  return false;
}

class RandomBoard {
 public:
  RandomBoard() { std::fill(board_, board_ + 64, '.'); }

  // `piece` (a FEN letter) on a given square, or on a random empty one (a pawn not on the first
  // or last rank); returns the square.
  // A square put as '-' stays empty but is not chosen by place(); clear_reserved() empties it.
  void put(int square, char piece) { board_[square] = piece; }
  bool free(int square) const { return board_[square] == '.'; }
  void clear_reserved() { std::replace(board_, board_ + 64, '-', '.'); }
  int place(std::mt19937& rng, char piece) {
    for (;;) {
      const int s = int(rng() % 64);
      if (board_[s] != '.' || ((piece == 'P' || piece == 'p') && (s < 8 || s >= 56))) continue;
      board_[s] = piece;
      return s;
    }
  }

  // The position with `rest` as the FEN's fields after the placement ("w - - 0 1"), if it reads
  // and can arise.
  std::optional<Position> position(const std::string& rest) const {
    std::string fen;
    for (int r = 7; r >= 0; --r) {
      int empty = 0;
      for (int f = 0; f < 8; ++f) {
        const char c = board_[r * 8 + f];
        if (c == '.') {
          ++empty;
          continue;
        }
        if (empty) fen += char('0' + empty), empty = 0;
        fen += c;
      }
      if (empty) fen += char('0' + empty);
      if (r) fen += '/';
    }
    auto pos = Position::from_fen(fen + " " + rest);
    if (!pos || Orthodox::illegality(*pos)) return std::nullopt;
    return pos;
  }

 private:
  char board_[64];
};

// A random position for help play of `plies` plies in which Black is to be mated (stalemated): the
// black king on an edge square (where mates and stalemates in a few moves are common), the white
// king anywhere, one or two white units drawn from `white_kinds` and up to two black units from
// `black_kinds` (FEN letters); White to move where it makes the first of an odd number of plies.
// Empty where the position cannot arise.
inline std::optional<Position> random_edge_king_position(std::mt19937& rng, int plies, std::string_view white_kinds,
                                                         std::string_view black_kinds) {
  RandomBoard board;
  const int edge[] = {0, 7, 56, 63, 3, 4, 24, 31, 59, 60, 32, 39};
  board.put(edge[rng() % 12], 'k');
  board.place(rng, 'K');
  for (int i = 0, n = 1 + int(rng() % 2); i < n; ++i) board.place(rng, white_kinds[rng() % white_kinds.size()]);
  for (int i = 0, n = int(rng() % 3); i < n; ++i) board.place(rng, black_kinds[rng() % black_kinds.size()]);
  return board.position(plies % 2 ? "w - - 0 1" : "b - - 0 1");
}

// Help play by brute force, the yardstick of the shortcuts: can the side that moves last mate
// (or, constructed with stalemate true, stalemate) after exactly `plies` more plies, both sides
// cooperating? Failures are remembered per (position, plies) for the life of the object.
class MateByPlay {
 public:
  explicit MateByPlay(bool stalemate = false) : stalemate_(stalemate) {}

  // The squares on which the king of the side that does not make the last ply stands at the
  // end of some line of `plies` plies that mates (stalemates) it.
  Bitboard final_king_squares(Position& pos, int plies) {
    if (plies == 0) {
      const bool reached = stalemate_ ? Orthodox::is_stalemate(pos) : Orthodox::is_checkmate(pos);
      return reached ? bb(pos.king_square(pos.side_to_move())) : Bitboard{0};
    }
    const std::uint64_t key = pos.key() * 31 + std::uint64_t(plies);
    if (const auto known = squares_.find(key); known != squares_.end()) return known->second;
    MoveList list;
    orthodox::generate_legal(pos, list);
    Bitboard squares = 0;
    for (Move m : list) {
      Undo u;
      pos.do_move(m, u);
      squares |= final_king_squares(pos, plies - 1);
      pos.undo_move(m, u);
    }
    squares_.emplace(key, squares);
    return squares;
  }

  bool mate_in(Position& pos, int plies) {
    if (plies == 0) return stalemate_ ? Orthodox::is_stalemate(pos) : Orthodox::is_checkmate(pos);
    const std::uint64_t key = pos.key() * 31 + std::uint64_t(plies);
    if (failed_.count(key)) return false;
    MoveList list;
    orthodox::generate_legal(pos, list);
    for (Move m : list) {
      Undo u;
      pos.do_move(m, u);
      const bool mated = mate_in(pos, plies - 1);
      pos.undo_move(m, u);
      if (mated) return true;
    }
    failed_.insert(key);
    return false;
  }

 private:
  bool stalemate_;
  std::unordered_set<std::uint64_t> failed_;
  std::unordered_map<std::uint64_t, Bitboard> squares_;
};

}  // namespace regent::test
