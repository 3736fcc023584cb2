#include "rules/orthodox/check_distance.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

#include "rules/core/bitboard.h"
#include "rules/orthodox/empty_board.h"

namespace regent::orthodox {

namespace {

using empty_board::kPawn;
using empty_board::kKnight;
using empty_board::kBishop;
using empty_board::kRook;
using empty_board::kQueen;
using empty_board::successors;
// A checking unit is a pawn or what it promotes to: never a king.
constexpr int kKinds = empty_board::kKing;

// The longest distance the tables tell apart; every finite distance is shorter.
constexpr int kMaxDistance = kLongestCheckDistance;

Bitboard empty_board_attacks(Color c, int kind, Square s) { return empty_board::attacks(c, kind, s); }

struct Tables {
  // distance[c][kind][from][target]: fewest moves of the unit until it attacks target.
  std::uint8_t distance[COLOR_NB][kKinds][64][64];
  // within[c][kind][from][d]: the targets at distance d or less.
  Bitboard within[COLOR_NB][kKinds][64][kMaxDistance + 1];

  Tables() {
    init_bitboards();
    std::memset(distance, kNoCheck, sizeof distance);
    // Filled once, on the first question (within a search): no allocation, a fixed queue.
    std::array<int, 64 * kKinds> queue{};
    std::array<int, 64 * kKinds> reached{};
    for (int c = 0; c < COLOR_NB; ++c) {
      // Units other than pawns keep their kind: the squares they attack after at most d moves,
      // grown move by move (the squares reached so far, each adding what it attacks).
      for (int kind = kKnight; kind < kKinds; ++kind) {
        for (int from = 0; from < 64; ++from) {
          Bitboard reach = bb(Square(from));
          Bitboard attacked = empty_board_attacks(Color(c), kind, Square(from));
          Bitboard fresh = reach;
          for (int d = 0; d <= kMaxDistance; ++d) {
            if (d > 0) {
              Bitboard next = reach;
              for (Bitboard r = fresh; r;) next |= empty_board_attacks(Color(c), kind, pop_lsb(r));
              fresh = next & ~reach;
              reach = next;
              for (Bitboard r = fresh; r;) attacked |= empty_board_attacks(Color(c), kind, pop_lsb(r));
            }
            within[c][kind][from][d] = attacked;
          }
          for (int target = 0; target < 64; ++target)
            for (int d = 0; d <= kMaxDistance; ++d)
              if (within[c][kind][from][d] & bb(Square(target))) {
                distance[c][kind][from][target] = std::uint8_t(d);
                break;
              }
        }
      }
      // A pawn may become any unit on the way: breadth first over (square, kind) states.
      for (int from = 0; from < 64; ++from) {
        reached.fill(-1);
        std::size_t size = 0;
        const int start = from * kKinds + kPawn;
        reached[start] = 0;
        queue[size++] = start;
        auto& row = distance[c][kPawn][from];
        for (std::size_t head = 0; head < size; ++head) {
          const int state = queue[head];
          const int d = reached[state];
          const Square s = Square(state / kKinds);
          const int k = state % kKinds;
          for (Bitboard t = empty_board_attacks(Color(c), k, s); t;) {
            const Square target = pop_lsb(t);
            if (d < row[target]) row[target] = std::uint8_t(d);
          }
          successors(Color(c), k, s, [&](Square to, int to_kind) {
            const int next = int(to) * kKinds + to_kind;
            if (reached[next] < 0) {
              reached[next] = d + 1;
              queue[size++] = next;
            }
          });
        }
      }
      // A pawn or a knight gives check only by moving onto a square that attacks the king: one
      // that attacks it already cannot check it there (the king did not walk into its attack,
      // and nothing can be discovered behind a leaper). Its distance is one move plus the
      // nearest distance from where that move goes.
      // (Computed from the distances of the states a move reaches, all of them found above.)
      std::uint8_t moving[2][64][64];
      std::memset(moving, kNoCheck, sizeof moving);
      for (int kind : {int(kPawn), int(kKnight)}) {
        for (int from = 0; from < 64; ++from) {
          successors(Color(c), kind, Square(from), [&](Square to, int to_kind) {
            for (int target = 0; target < 64; ++target) {
              const int d = distance[c][to_kind][to][target];
              if (d != kNoCheck && d + 1 < moving[kind][from][target]) moving[kind][from][target] = std::uint8_t(d + 1);
            }
          });
        }
      }
      std::memcpy(distance[c][kPawn], moving[kPawn], sizeof moving[kPawn]);
      std::memcpy(distance[c][kKnight], moving[kKnight], sizeof moving[kKnight]);
      for (int kind : {int(kPawn), int(kKnight)}) {
        for (int from = 0; from < 64; ++from) {
          for (int d = 0; d <= kMaxDistance; ++d) {
            Bitboard b = 0;
            for (int target = 0; target < 64; ++target)
              if (distance[c][kind][from][target] <= d) b |= bb(Square(target));
            within[c][kind][from][d] = b;
          }
        }
      }
    }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

// The kind of a unit that may check; -1 for a king or a unit the tables do not know.
int kind_of(PieceType t) {
  const int kind = empty_board::kind_of(t);
  return kind == empty_board::kKing ? -1 : kind;
}

}  // namespace

int check_distance(Color side, PieceType type, Square from, Square target) {
  const int kind = kind_of(type);
  return kind < 0 ? kNoCheck : tables().distance[side][kind][from][target];
}

bool can_check_within(const Position& pos, Color side, int moves, int king_moves) {
  if (moves <= 0) return false;
  // Every finite distance is below kMaxDistance (a pawn's longest way to a check is about eight
  // moves; tests/rules/check_distance_test.cpp checks the bound), so more moves add nothing.
  moves = std::min(moves, kMaxDistance);
  const Square king = pos.king_square(~side);
  if (king == SQ_NONE) return true;
  // Castling moves the king two squares in one move.
  if (pos.castling_rights() & castling_rights_of(~side)) ++king_moves;
  Bitboard region = bb(king);
  for (int i = 0; i < king_moves && region != ~Bitboard{0}; ++i) region = king_steps(region);
  const Tables& t = tables();
  for (Bitboard units = pos.pieces(side) & ~pos.pieces(KING); units;) {
    const Square s = pop_lsb(units);
    const int kind = kind_of(type_of(pos.piece_on(s)));
    if (kind < 0 || (t.within[side][kind][s][moves] & region)) return true;  // (an unknown unit: no claim)
  }
  return false;
}

Bitboard checkable_within(const Position& pos, Color side, int moves) {
  if (moves <= 0) return 0;
  moves = std::min(moves, kMaxDistance);
  const Tables& t = tables();
  Bitboard squares = 0;
  for (Bitboard units = pos.pieces(side) & ~pos.pieces(KING); units;) {
    const Square s = pop_lsb(units);
    const int kind = kind_of(type_of(pos.piece_on(s)));
    if (kind < 0) return ~Bitboard{0};  // an unknown unit: no claim
    squares |= t.within[side][kind][s][moves];
  }
  return squares;
}

}  // namespace regent::orthodox
