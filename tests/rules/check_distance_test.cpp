// The check-distance bound (rules/orthodox/check_distance.h) may only say "no check in time" when
// no line of play gives one: compared with a full search of every line over random positions with
// few units (where the bound cuts most), and with distances worked out by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <string>

#include "rules/orthodox/orthodox.h"
#include "tests/rules/random_board.h"

namespace regent {
namespace {

Square sq(const char* name) { return make_square(name[0] - 'a', name[1] - '1'); }

TEST(CheckDistance, DistancesWorkedOutByHand) {
  using orthodox::check_distance;
  using orthodox::kNoCheck;
  EXPECT_EQ(check_distance(WHITE, PAWN, sq("h4"), sq("h8")), 3);   // hxg5, g6, g7
  EXPECT_EQ(check_distance(WHITE, PAWN, sq("h4"), sq("a1")), 4);   // h5, h6, h7, h8=Q on the long diagonal
  EXPECT_EQ(check_distance(WHITE, PAWN, sq("e2"), sq("d3")), 5);  // it attacks d3 but checks there only as a new unit: e4-e5-e6-e7, xd8=Q
  EXPECT_EQ(check_distance(WHITE, PAWN, sq("e2"), sq("f5")), 1);   // e4 in one double step
  EXPECT_EQ(check_distance(BLACK, PAWN, sq("a7"), sq("b1")), 4);   // a5, a4, a3, a2
  EXPECT_EQ(check_distance(WHITE, KNIGHT, sq("a1"), sq("h8")), 5);  // a1-h8 is six knight moves
  EXPECT_EQ(check_distance(WHITE, KNIGHT, sq("g1"), sq("e2")), 2);  // Sh3, Sf4: a knight's check is its own move
  EXPECT_EQ(check_distance(WHITE, BISHOP, sq("c1"), sq("e1")), 1);  // Bd2
  EXPECT_EQ(check_distance(WHITE, BISHOP, sq("c1"), sq("a8")), kNoCheck);  // the other colour
  EXPECT_EQ(check_distance(WHITE, ROOK, sq("a1"), sq("a5")), 0);
  EXPECT_EQ(check_distance(WHITE, ROOK, sq("a1"), sq("h8")), 1);
  EXPECT_EQ(check_distance(WHITE, QUEEN, sq("d1"), sq("h8")), 1);
  EXPECT_EQ(check_distance(WHITE, KING, sq("e1"), sq("e3")), kNoCheck);  // kings never check
}

// can_check_within asks the tables for at most kLongestCheckDistance moves, which is exact only
// if every finite distance is shorter.
TEST(CheckDistance, EveryFiniteDistanceIsShort) {
  int longest = 0;
  for (Color c : {WHITE, BLACK})
    for (PieceType t : {PAWN, KNIGHT, BISHOP, ROOK, QUEEN})
      for (int from = 0; from < 64; ++from)
        for (int target = 0; target < 64; ++target) {
          const int d = orthodox::check_distance(c, t, Square(from), Square(target));
          if (d != orthodox::kNoCheck) longest = std::max(longest, d);
        }
  EXPECT_EQ(longest, 7);
  EXPECT_LT(longest, orthodox::kLongestCheckDistance);
}

// Units that can never check are denied however many moves are left: bare kings, a bishop on
// the other colour than every square the king can reach.
TEST(CheckDistance, NoCheckEverWithoutACheckingUnit) {
  auto bare = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  ASSERT_TRUE(bare);
  EXPECT_FALSE(orthodox::can_check_within(*bare, WHITE, 100, 100));
  EXPECT_FALSE(orthodox::can_check_within(*bare, BLACK, 100, 100));
  auto bishop = Position::from_fen("k7/8/8/8/8/8/8/K1B5 w - - 0 1");  // a dark-squared bishop, the king on a8
  ASSERT_TRUE(bishop);
  EXPECT_TRUE(orthodox::can_check_within(*bishop, WHITE, 100, 1));   // a8 -> b8 or a7 (dark)
  EXPECT_FALSE(orthodox::can_check_within(*bishop, WHITE, 100, 0));  // a8 is light: never
}

// White Kh7 Ph4, black Ke2 (the h#5 of tests/data/orthodox/helplong.json): the pawn must promote
// before anything can check, and then the king must stand on a line of the new unit.
TEST(CheckDistance, PawnThatMustPromote) {
  auto pos = Position::from_fen("8/7K/8/8/7P/8/4k3/8 w - - 0 1");
  ASSERT_TRUE(pos);
  EXPECT_FALSE(orthodox::can_check_within(*pos, WHITE, 3, 3));  // the pawn reaches the 7th rank at best
  EXPECT_TRUE(orthodox::can_check_within(*pos, WHITE, 4, 3));   // h8=Q, king on e5
  EXPECT_TRUE(orthodox::can_check_within(*pos, WHITE, 3, 5));   // pawn on g7 or h7, king on the 8th rank
  EXPECT_FALSE(orthodox::can_check_within(*pos, WHITE, 0, 8));
  EXPECT_FALSE(orthodox::can_check_within(*pos, BLACK, 5, 5));  // a lone king never checks
}

// A full search: can white give check with one of its next `moves` moves, black playing any
// legal moves in between and its king moving at most `king_moves` times?
bool check_reachable(Position& pos, int moves, int king_moves) {
  MoveList white;
  orthodox::generate_legal(pos, white);
  for (Move m : white) {
    Undo u;
    pos.do_move(m, u);
    bool found = pos.in_check();
    if (!found && moves > 1) {
      MoveList black;
      orthodox::generate_legal(pos, black);
      const Square king = pos.king_square(BLACK);
      for (Move r : black) {
        const int left = king_moves - (r.from() == king ? 1 : 0);
        if (left < 0) continue;
        Undo v;
        pos.do_move(r, v);
        found = check_reachable(pos, moves - 1, left);
        pos.undo_move(r, v);
        if (found) break;
      }
    }
    pos.undo_move(m, u);
    if (found) return true;
  }
  return false;
}

// Random positions, white to move: the white king with one or two of pawns, knights and bishops
// (the units whose distances are long), black's king with a few units of any kind; a third of
// them with a black king on e8 that may castle with the rook on h8.
std::optional<Position> random_position(std::mt19937& rng) {
  test::RandomBoard board;
  // Now and then a black king that may castle (castling moves it two squares in one move).
  const bool castling = rng() % 3 == 0;
  if (castling) board.put(60, 'k'), board.put(63, 'r');
  board.place(rng, 'K');
  if (!castling) board.place(rng, 'k');
  const int white = 1 + int(rng() % 2), black = int(rng() % 4);
  for (int i = 0; i < white; ++i) board.place(rng, "PPNB"[rng() % 4]);
  for (int i = 0; i < black; ++i) board.place(rng, "pnbrq"[rng() % 5]);
  return board.position(castling ? "w k - 0 1" : "w - - 0 1");
}

TEST(CheckDistance, NeverDeniesACheckThatPlayReaches) {
  std::mt19937 rng(20261127);
  int positions = 0, questions = 0, denied = 0, reachable = 0;
  while (positions < 400) {
    auto pos = random_position(rng);
    if (!pos) continue;
    ++positions;
    for (int moves = 1; moves <= 3; ++moves) {
      for (int king_moves = 0; king_moves < moves; ++king_moves) {
        // Three white moves are searched only in the smallest positions (the search is full width).
        if (moves == 3 && popcount(pos->pieces()) > 4) continue;
        const bool bound = orthodox::can_check_within(*pos, WHITE, moves, king_moves);
        const bool played = check_reachable(*pos, moves, king_moves);
        ++questions;
        denied += !bound;
        reachable += played;
        if (played) {
          EXPECT_TRUE(bound) << pos->fen() << " moves " << moves << " king moves " << king_moves;
        }
      }
    }
  }
  // The comparison means something only if both answers occur often.
  EXPECT_GT(questions, 1000);
  EXPECT_GT(denied, questions / 10);
  EXPECT_GT(reachable, questions / 4);
}

}  // namespace
}  // namespace regent
