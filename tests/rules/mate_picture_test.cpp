// The mate-picture test (rules/orthodox/mate_picture.h) may only say "no mate after one move of
// each side" when playing every pair of moves finds none: compared over random positions of every
// kind of material, and on named positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <string>

#include "rules/orthodox/orthodox.h"
#include "tests/rules/random_board.h"

namespace regent {
namespace {

// Is the side to move mated by one of the other side's replies? castling: set if one that mates
// is a castling.
bool mated_by_a_reply(Position& pos, bool* castling = nullptr) {
  MoveList replies;
  orthodox::generate_legal(pos, replies);
  bool found = false;
  for (Move r : replies) {
    Undo v;
    pos.do_move(r, v);
    const bool mated = Orthodox::is_checkmate(pos);
    pos.undo_move(r, v);
    if (mated && castling && r.kind() == MK_CASTLE) *castling = true;
    found |= mated;
    if (found && !castling) return true;
  }
  return found;
}

// Every move of the side to move, then every reply: is the side to move mated by one of them?
bool mated_after_one_move_each(Position& pos) {
  return test::some_legal_move(pos, [](Position& after) { return mated_by_a_reply(after); });
}

// Is the side that moves last mated after exactly `plies` more plies, both sides cooperating?
bool mate_in_plies(Position& pos, int plies) { return test::MateByPlay{}.mate_in(pos, plies); }

TEST(MatePicture, NamedPositions) {
  // Black Ke5 in the open, white Ka1 Rh1: no rook move covers the king's flights.
  auto open = Position::from_fen("8/8/8/4k3/8/8/8/K6R b - - 0 1");
  // Black Kh8 Pg7 Ph7 Bb2, white Kg1 Re1: 1...Bb2-a3 (a waiting move) 2.Re1-e8# on the back rank.
  auto back_rank = Position::from_fen("7k/6pp/8/8/8/8/1b6/4R1K1 b - - 0 1");
  ASSERT_TRUE(open && back_rank);
  EXPECT_FALSE(orthodox::mate_after_one_move_each_possible(*open));
  EXPECT_FALSE(mated_after_one_move_each(*open));
  EXPECT_TRUE(orthodox::mate_after_one_move_each_possible(*back_rank));
  EXPECT_TRUE(mated_after_one_move_each(*back_rank));
}

// The mating unit ends next to the king: another unit must guard its square, or the king takes it.
TEST(MatePicture, UnitNextToTheKingNeedsAGuard) {
  // Black Ka8 Pa7 Pb5, white Kc6 Qh1: 1...b5-b4 2.Qh1-b7#, the queen guarded by the king.
  auto guarded = Position::from_fen("k7/p7/2K5/1p6/8/8/8/7Q b - - 0 1");
  ASSERT_TRUE(guarded);
  const Move pawn_b4(make_square(1, 4), make_square(1, 3));
  EXPECT_TRUE(orthodox::mate_picture(*guarded).allows(pawn_b4));
  EXPECT_TRUE(orthodox::mate_after_one_move_each_possible(*guarded));
  EXPECT_TRUE(mated_after_one_move_each(*guarded));
  // A position of help3's search: black Kb6 Sa8 Sc2 Rf8 Rf4 Re2 Pf2, white Kg2 Rh4 Pa7. The king's
  // steps to a7, b7 and c7 were allowed, each only through a check from a square next to the king
  // that no other white unit guards (after 1...Kb6-b7, the pawn promoting on b8). Now nothing is,
  // and play finds no mate.
  auto unguarded = Position::from_fen("n4r2/P7/1k6/8/5r1R/8/2n1rpK1/8 b - - 2 3");
  ASSERT_TRUE(unguarded);
  EXPECT_FALSE(orthodox::mate_picture(*unguarded).possible());
  EXPECT_FALSE(orthodox::mate_after_one_move_each_possible(*unguarded));
  EXPECT_FALSE(mated_after_one_move_each(*unguarded));
}

std::optional<Position> random_position(std::mt19937& rng, const char* to_move = "b") {
  test::RandomBoard board;
  // A quarter of them with a black king that may castle both ways, a quarter with a white one.
  const bool black_castles = rng() % 4 == 0, white_castles = rng() % 4 == 0;
  if (black_castles) board.put(60, 'k'), board.put(56, 'r'), board.put(63, 'r');
  if (white_castles) board.put(4, 'K'), board.put(0, 'R'), board.put(7, 'R');
  if (!white_castles) board.place(rng, 'K');
  if (!black_castles) board.place(rng, 'k');
  const int white = 1 + int(rng() % 4), black = int(rng() % 10);
  for (int i = 0; i < white; ++i) board.place(rng, "QRRBBNNPP"[rng() % 9]);
  for (int i = 0; i < black; ++i) board.place(rng, "qrrbbnnpppp"[rng() % 11]);
  const std::string rights = std::string(white_castles ? "KQ" : "") + (black_castles ? "kq" : "");
  return board.position(std::string(to_move) + " " + (rights.empty() ? std::string("-") : rights) + " - 0 1");
}

TEST(MatePicture, NeverDeniesAMateThatPlayFinds) {
  std::mt19937 rng(20261127);
  int positions = 0, denied = 0, mates = 0, moves = 0, moves_denied = 0, castling_mates = 0, black_castles = 0;
  while (positions < 60000) {
    auto pos = random_position(rng);
    if (!pos) continue;
    ++positions;
    const bool possible = orthodox::mate_after_one_move_each_possible(*pos);
    const bool played = mated_after_one_move_each(*pos);
    denied += !possible;
    mates += played;
    if (played) {
      EXPECT_TRUE(possible) << pos->fen();
    }
    // Per move: a move after which a reply mates is in the picture.
    const orthodox::MatePicture picture = orthodox::mate_picture(*pos);
    EXPECT_EQ(picture.possible(), possible) << pos->fen();
    if (!possible) continue;
    MoveList first;
    orthodox::generate_legal(*pos, first);
    for (Move m : first) {
      Undo u;
      pos->do_move(m, u);
      bool castling = false;
      const bool mated = mated_by_a_reply(*pos, &castling);
      pos->undo_move(m, u);
      castling_mates += castling;
      black_castles += m.kind() == MK_CASTLE && mated;
      ++moves;
      moves_denied += !picture.allows(m);
      if (mated) {
        EXPECT_TRUE(picture.allows(m)) << pos->fen() << " " << square_name(m.from()) << square_name(m.to());
      }
    }
  }
  // Both answers must be common for the comparison to mean something.
  EXPECT_GT(denied, positions / 5);
  EXPECT_GT(mates, 100);
  EXPECT_GT(moves_denied, moves / 4);
  // Castling both as the mating move and as the mated side's move must occur.
  EXPECT_GT(castling_mates, 20);
  EXPECT_GT(black_castles, 50);
}

// Three plies (the mating side to move, then one move of the mated side, then the mate): the test
// may only say "no" when playing every line finds no mate.
TEST(MatePicture, ThreePliesNeverDenyAMateThatPlayFinds) {
  std::mt19937 rng(20261128);
  int positions = 0, denied = 0, mates = 0, castling_first = 0;
  while (positions < 4000) {
    auto pos = random_position(rng, "w");
    if (!pos) continue;
    ++positions;
    const bool possible = orthodox::mate_in_three_plies_possible(*pos);
    denied += !possible;
    MoveList first;
    orthodox::generate_legal(*pos, first);
    bool played = false;
    for (Move m : first) {
      Undo u;
      pos->do_move(m, u);
      const bool mated = mated_after_one_move_each(*pos);
      pos->undo_move(m, u);
      castling_first += mated && m.kind() == MK_CASTLE;
      played |= mated;
    }
    mates += played;
    if (played) {
      EXPECT_TRUE(possible) << pos->fen();
    }
  }
  // Both answers must be common for the comparison to mean something, and lines that begin with
  // the mating side's castling must occur.
  EXPECT_GT(denied, positions / 5);
  EXPECT_GT(mates, 200);
  EXPECT_GT(castling_first, 10);
}

// Four plies left, the side to be mated to move: a move the quiet-move filter drops leaves the
// three-ply test saying "no", and playing every line after it finds no mate either.
TEST(MatePicture, QuietMovesDroppedOnlyWhenNoMateFollows) {
  std::mt19937 rng(20261129);
  int positions = 0, filtering = 0, moves = 0, dropped = 0;
  while (positions < 3000) {
    auto pos = random_position(rng, "b");
    if (!pos) continue;
    ++positions;
    const orthodox::QuietMoveFilter filter = orthodox::quiet_move_filter(*pos);
    MoveList list;
    orthodox::generate_legal(*pos, list);
    bool any = false;
    for (Move m : list) {
      ++moves;
      if (filter.allows(m)) continue;
      ++dropped;
      any = true;
      Undo u;
      pos->do_move(m, u);
      EXPECT_FALSE(orthodox::mate_in_three_plies_possible(*pos)) << pos->fen();
      EXPECT_FALSE(mate_in_plies(*pos, 3)) << pos->fen();
      pos->undo_move(m, u);
    }
    filtering += any;
  }
  // The filter must drop a fair share of the moves for the comparison to mean something.
  EXPECT_GT(filtering, positions / 10);
  EXPECT_GT(dropped, moves / 20);
}

// Four plies (two moves of each side, the side to be mated first): the test may only say "no"
// when playing every line finds no mate.
TEST(MatePicture, FourPliesNeverDenyAMateThatPlayFinds) {
  std::mt19937 rng(20261130);
  int positions = 0, denied = 0, mates = 0;
  while (positions < 1200) {
    auto pos = random_position(rng, "b");
    if (!pos) continue;
    ++positions;
    const bool possible = orthodox::mate_in_four_plies_possible(*pos);
    denied += !possible;
    const bool played = mate_in_plies(*pos, 4);
    mates += played;
    if (played) {
      EXPECT_TRUE(possible) << pos->fen();
    }
  }
  // Both answers must be common for the comparison to mean something.
  EXPECT_GT(denied, positions / 20);
  EXPECT_GT(mates, 200);
}

}  // namespace
}  // namespace regent
