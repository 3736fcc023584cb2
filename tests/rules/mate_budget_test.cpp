// The mate-budget test (rules/orthodox/mate_budget.h) may only say "no mate in time" when playing
// every line finds none: compared with a full search over random positions with few units, for
// three to six plies, either side mating, and on named positions.
#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "rules/orthodox/budget_tables.h"
#include "rules/orthodox/empty_board.h"
#include "rules/orthodox/mate_budget.h"
#include "rules/orthodox/orthodox.h"
#include "rules/orthodox/stalemate_pieces.h"
#include "tests/rules/random_board.h"

namespace regent {
namespace {

// The budget's question for `plies` plies of help play from pos: the side that makes the last ply
// mates, with (plies + 1) / 2 moves, the other side has plies / 2.
bool budget_allows(const Position& pos, int plies) {
  const Color mating = plies % 2 ? pos.side_to_move() : ~pos.side_to_move();
  return orthodox::mate_within_budget(pos, mating, (plies + 1) / 2, plies / 2);
}

TEST(MateBudget, NamedPositions) {
  // Popeye's BEISPIEL/intell.inp #96 (Z. Maslar, h#8): white Kc1 Bg2, black Kb3 Sf2. The mate
  // ends 8...Sh3-g1 Bf1-g2# with the black king on h1: possible in 16 plies.
  auto maslar = Position::from_fen("8/8/8/8/8/1k6/5nB1/2K5 b - - 0 1");
  ASSERT_TRUE(maslar);
  EXPECT_TRUE(budget_allows(*maslar, 16));
  // In four plies the light bishop checks on light squares only, and none the king reaches in two
  // moves has its flights covered by the bishop, the white king and one knight move.
  EXPECT_FALSE(budget_allows(*maslar, 4));
  test::MateByPlay search;
  EXPECT_FALSE(search.mate_in(*maslar, 4));
  // A position of its search with three moves each left: white Ke1 Bb7 (light), black Ka3 Sf2.
  // Counted square by square, the king on a2 looks possible (the white king on c2 covers b1, b2,
  // b3; the bishop from d5 checks and covers b3; the knight fills a1), but b3 is counted twice
  // and a3 is left to nobody: the exact stage, choosing one set of squares for both white units,
  // denies it, and so every other square.
  auto corner = Position::from_fen("8/1B6/8/8/8/k7/5n2/4K3 b - - 0 1");
  ASSERT_TRUE(corner);
  EXPECT_FALSE(budget_allows(*corner, 6));
  EXPECT_FALSE(search.mate_in(*corner, 6));
  // Black Kh8 Pg7 Ph7 Bb2, white Kg1 Re1, Black to move: a waiting move, then Re1-e8#.
  auto back_rank = Position::from_fen("7k/6pp/8/8/8/8/1b6/4R1K1 b - - 0 1");
  ASSERT_TRUE(back_rank);
  EXPECT_TRUE(budget_allows(*back_rank, 2));
  EXPECT_TRUE(search.mate_in(*back_rank, 2));
  // A lone white king cannot give check at all.
  auto bare = Position::from_fen("7k/8/8/8/8/8/8/K7 b - - 0 1");
  ASSERT_TRUE(bare);
  EXPECT_FALSE(budget_allows(*bare, 6));
}

// The budget and play give the same answer for `plies` plies from fen: `possible`.
void expect_budget_as_play(const char* fen, int plies, bool possible) {
  auto pos = Position::from_fen(fen);
  ASSERT_TRUE(pos) << fen;
  EXPECT_EQ(budget_allows(*pos, plies), possible) << fen;
  EXPECT_EQ(test::MateByPlay{}.mate_in(*pos, plies), possible) << fen;
}

// A contact check (budget_tables.h): a unit checking from one of the king's flights stands where
// the king may take it, so another unit must cover that flight, and the mated side cannot fill
// it. Popeye's BEISPIEL/intell.inp #4 (h#6) ends 6.Be4-d3 f2*e3#, the pawn on e3 covered by the
// white king on f4: two plies before the end the budget allows it.
TEST(MateBudget, ContactCheckNeedsACover) {
  expect_budget_as_play("8/8/8/2qr4/2pkbK2/2p1p3/5P2/8 b - - 0 6", 2, true);
  // A position of its search, White to move with three moves to Black's two: white Kf6 Pf2,
  // black Kc5 Rd7 Be4 Pc3 Pc4 Pe3 Pf4 Pg5. The pawn can check only by taking on e3 with the
  // black king on d4. Its check holds only if the white king covers e3, from f4, and then c5,
  // d3 and d5 are left to Black's one move after the king's. (Counted as before, the black pawn
  // on e3 filled the flight the white pawn checks from, and the king on d6 covered c5 and d5.)
  expect_budget_as_play("8/3r4/5K2/2k3p1/2p1bp2/2p1p3/5P2/8 w - - 3 4", 5, false);
}

// The squares a king reaches in `moves` steps on the empty board.
Bitboard king_reach(const Position& pos, Color side, int moves) {
  Bitboard reach = bb(pos.king_square(side));
  for (int i = 0; i < moves; ++i) reach |= king_steps(reach);
  return reach;
}

std::optional<Position> random_position(std::mt19937& rng, int white_units, int black_units, const char* to_move) {
  test::RandomBoard board;
  board.place(rng, 'K');
  board.place(rng, 'k');
  for (int i = 0; i < white_units; ++i) board.place(rng, "QRRBBNNPPP"[rng() % 10]);
  for (int i = 0; i < black_units; ++i) board.place(rng, "qrrbbnnpppp"[rng() % 11]);
  return board.position(std::string(to_move) + " - - 0 1");
}

struct Length {
  int plies, positions, most_white, most_black;
};

// Calls visit(&position) for length.positions random positions with at most the length's units.
template <class Visit>
void for_random_positions(std::mt19937& rng, const Length& length, Visit&& visit) {
  for (int positions = 0; positions < length.positions;) {
    const char* to_move = rng() % 2 ? "w" : "b";
    auto pos = random_position(rng, 1 + int(rng() % length.most_white), int(rng() % (length.most_black + 1)),
                               to_move);
    if (!pos) continue;
    ++positions;
    visit(&*pos);
  }
}

// For each length, positions with little material (so that the full search stays small) and
// both sides mating or stalemating (White when the length is odd and White moves first, or even
// and Black moves first): the count may only deny when playing every line reaches no such end.
template <class Allows>
void expect_never_denied_by(Allows&& allows, bool stalemate, std::uint32_t seed, std::initializer_list<Length> lengths) {
  std::mt19937 rng(seed);
  for (const Length& length : lengths) {
    const int positions = length.positions;
    int denied = 0, reached = 0;
    test::MateByPlay search(stalemate);
    for_random_positions(rng, length, [&](Position* pos) {
      const bool possible = allows(*pos, length.plies);
      denied += !possible;
      const bool played = search.mate_in(*pos, length.plies);
      reached += played;
      if (played) {
        EXPECT_TRUE(possible) << length.plies << " plies: " << pos->fen();
      }
    });
    // Both answers must be common for the comparison to mean something.
    EXPECT_GT(denied, positions / 10) << length.plies << " plies";
    EXPECT_GT(reached, positions / 50) << length.plies << " plies";
  }
}

TEST(MateBudget, NeverDeniesAMateThatPlayFinds) {
  expect_never_denied_by(budget_allows, false, 20261128,
                         {Length{3, 1500, 2, 5}, Length{4, 1000, 2, 4}, Length{5, 150, 2, 3}, Length{6, 50, 1, 3}});
}

// The same count for a stalemate (the stalemated king's flights blocked or covered).
bool stalemate_budget_allows(const Position& pos, int plies) {
  const Color stalemating = plies % 2 ? pos.side_to_move() : ~pos.side_to_move();
  return orthodox::stalemate_within_budget(pos, stalemating, (plies + 1) / 2, plies / 2);
}

TEST(StalemateBudget, NamedPositions) {
  // Popeye's BEISPIEL/hpint.inp #109 (h=6): white Ka7 Pe2, black Kh1 Sf8 Pa2 Pd2 Pg2. It ends
  // 6.Sd1-f2 Qf8*f2= with the black king on h1 (g1 and h2 covered by the queen, g2 its own pawn).
  auto corner = Position::from_fen("5n2/K7/8/8/8/8/p2pP1p1/7k b - - 0 1");
  ASSERT_TRUE(corner);
  EXPECT_TRUE(stalemate_budget_allows(*corner, 12));
  // A lone king cannot stalemate a lone king: one king covers at most two of a corner's three
  // flights, and the stalemated side has nothing to block with.
  auto bare = Position::from_fen("7k/8/8/8/8/8/8/K7 b - - 0 1");
  ASSERT_TRUE(bare);
  for (int plies = 3; plies <= 12; ++plies) EXPECT_FALSE(stalemate_budget_allows(*bare, plies)) << plies;
  test::MateByPlay search(/*stalemate=*/true);
  EXPECT_FALSE(search.mate_in(*bare, 6));
  // White Kf7 Qe1 against the bare black Kc5, White to play and stalemate in three plies: the
  // black king stays within a step of c5, where every square has eight flights. Counted unit by
  // unit, the queen's cover and the king's add up to eight; only the exact stage, choosing one
  // square for each white unit, shows that no choice covers all eight flights of any of them.
  auto open_board = Position::from_fen("8/5K2/8/2k5/8/8/8/4Q3 w - - 0 1");
  ASSERT_TRUE(open_board);
  EXPECT_FALSE(stalemate_budget_allows(*open_board, 3));
  EXPECT_FALSE(search.mate_in(*open_board, 3));
  // Seven plies are the fewest (h=3.5: 1...Qe1-h4 2.Kc5-b6 Kf7-e6 3.Kb6-a7 Qh4-h2 4.Ka7-a8
  // Qh2-c7=, the king driven to a corner).
  EXPECT_FALSE(stalemate_budget_allows(*open_board, 5));
  EXPECT_FALSE(search.mate_in(*open_board, 5));
  EXPECT_TRUE(stalemate_budget_allows(*open_board, 7));
  EXPECT_TRUE(search.mate_in(*open_board, 7));
}

// Random positions where the side to be stalemated has little.
TEST(StalemateBudget, NeverDeniesAStalemateThatPlayFinds) {
  expect_never_denied_by(stalemate_budget_allows, true, 20261129,
                         {Length{3, 1500, 2, 4}, Length{4, 1000, 2, 3}, Length{5, 150, 2, 3}, Length{6, 50, 1, 2}});
}

// White's king anywhere and Black's on a square of the edge, each of the 28 as likely (where
// stalemates are common enough); false when that square is taken.
bool place_kings_black_on_edge(test::RandomBoard& board, std::mt19937& rng) {
  board.place(rng, 'K');
  const int edge = int(rng() % 28), side_square = edge % 7;
  const int king = edge < 7    ? side_square           // first rank, a to g
                   : edge < 14 ? 57 + side_square      // last rank, b to h
                   : edge < 21 ? 8 * side_square + 8   // a-file, ranks 2 to 8
                               : 8 * side_square + 7;  // h-file, ranks 1 to 7
  if (!board.free(king)) return false;
  board.put(king, 'k');
  return true;
}

// The stalemate budget's squares with the pieces that must be taken left out of its blocks (and
// each walking to a square where it can be taken), and the flights' count alone, for `plies`
// plies of help play from pos.
Bitboard stalemate_squares(const Position& pos, int plies, bool with_pieces) {
  const Color stalemating = plies % 2 ? pos.side_to_move() : ~pos.side_to_move();
  const int moves = (plies + 1) / 2, other = plies / 2;
  return with_pieces ? orthodox::stalemate_squares_within_budget(pos, stalemating, moves, other, ~Bitboard{0}, true)
                     : orthodox::stalemate_flight_squares_within_budget(pos, stalemating, moves, other, ~Bitboard{0},
                                                                       true);
}

// A position of the search of Popeye's BEISPIEL/hpint.inp #50 (J. L. Lois, feenschach 1973, its
// h=7 twin), four plies from the end with Black to move: black Kh1 Qb1 Bh3 Pc6 against white Kd4
// Pd3. The flights alone allow h1: the white king on f2 in two moves covers g1 and g2, the bishop
// could block g2 and the queen h2 in two moves. But White cannot pin (no slider, and its pawn is
// five moves from promoting) and the queen can never be shut in, so it must be taken and cannot
// block h2; nor can anything else in time. Play agrees: no stalemate in four plies.
TEST(StalemateBudget, PiecesToBeTakenBlockNothing) {
  auto pos = Position::from_fen("8/8/2p5/8/3K4/3P3b/8/1q5k b - - 0 1");
  ASSERT_TRUE(pos);
  // (the queen on b1, and the bishop: Black cannot fill both g2 and g4 in two moves)
  EXPECT_EQ(orthodox::stalemate_pieces_to_take(*pos, WHITE, 2, 2), bb(make_square(1, 0)) | bb(make_square(7, 2)));
  EXPECT_NE(stalemate_squares(*pos, 4, false) & bb(make_square(7, 0)), Bitboard{0});
  EXPECT_EQ(stalemate_squares(*pos, 4, true), Bitboard{0});
  test::MateByPlay search(/*stalemate=*/true);
  EXPECT_EQ(search.final_king_squares(*pos, 4), Bitboard{0});
}

// Random positions where the side to be stalemated (Black) has a piece or two on a board where
// White has no slider (so that pieces must be taken): every square on which play ends with
// Black stalemated must be kept, and the budget asked after each legal move (without making it)
// must give what the child's own budget gives. The pieces' part must deny squares the flights
// alone keep, or the comparison would not test it.
TEST(StalemateBudget, PiecesToBeTakenKeepEverySquareWherePlayStalemates) {
  std::mt19937 rng(20261207);
  int positions = 0, narrowed = 0, reached = 0, with_taken = 0, reached_with_taken = 0;
  for (const auto& [plies, count] : {std::pair{2, 6000}, {3, 4000}, {4, 600}, {5, 80}}) {
    test::MateByPlay search(/*stalemate=*/true);
    for (int made = 0; made < count;) {
      test::RandomBoard board;
      if (!place_kings_black_on_edge(board, rng)) continue;
      // Half the boards: White has sliders, Black a queen (a queen can always move along a pin,
      // so it must be taken or shut in). The others: White has none, and any black piece may
      // have to be taken.
      const bool sliders = rng() % 2;
      for (int i = 0, n = 1 + int(rng() % 2); i < n; ++i) board.place(rng, (sliders ? "QRBNP" : "NNPPB")[rng() % 5]);
      if (sliders) board.place(rng, 'q');
      for (int i = 0, n = int(rng() % (sliders ? 2 : 3)); i < n; ++i) board.place(rng, "qrbn"[rng() % 4]);
      for (int i = 0, n = int(rng() % 3); i < n; ++i) board.place(rng, 'p');
      auto pos = board.position(plies % 2 ? "w - - 0 1" : "b - - 0 1");
      if (!pos) continue;
      ++made;
      const Color stalemating = WHITE;
      const int moves = (plies + 1) / 2, other = plies / 2;
      const bool taken = orthodox::stalemate_pieces_to_take(*pos, stalemating, moves, other) != 0;
      with_taken += taken;
      const Bitboard kept = stalemate_squares(*pos, plies, true);
      const Bitboard flights = stalemate_squares(*pos, plies, false);
      EXPECT_EQ(kept & ~flights, Bitboard{0}) << plies << " plies: " << pos->fen();
      narrowed += kept != flights;
      const Bitboard played = search.final_king_squares(*pos, plies);
      reached += played != 0;
      reached_with_taken += played && taken;
      EXPECT_EQ(played & ~kept, Bitboard{0}) << plies << " plies: " << pos->fen();
      // The budget after each move, as the help search asks it at the stalemating side's nodes.
      if (plies % 2 == 0 || plies < 3) continue;
      MoveList list;
      orthodox::generate_legal(*pos, list);
      for (const Move m : list) {
        const orthodox::BudgetAfter after = orthodox::squares_within_budget_after(
            *pos, m, false, stalemating, moves - 1, other, ~Bitboard{0}, true);
        Undo undo;
        pos->do_move(m, undo);
        const Bitboard child = stalemate_squares(*pos, plies - 1, true);
        pos->undo_move(m, undo);
        EXPECT_TRUE(after.known);
        EXPECT_EQ(after.squares, child) << uci(m) << ": " << pos->fen();
      }
    }
    positions += count;
  }
  EXPECT_GT(with_taken, positions / 2);
  EXPECT_GT(narrowed, positions / 10);
  EXPECT_GT(reached, 100);
  EXPECT_GT(reached_with_taken, 60);
}

// The pieces of the side to be stalemated (stalemate_pieces.h): each must end without a move or
// be taken, for `plies` plies of help play from pos.
bool pieces_allow(const Position& pos, int plies) {
  const Color stalemating = plies % 2 ? pos.side_to_move() : ~pos.side_to_move();
  return orthodox::stalemate_pieces_within_budget(pos, stalemating, (plies + 1) / 2, plies / 2);
}

TEST(StalematePieces, NamedPositions) {
  test::MateByPlay search(/*stalemate=*/true);
  // Black Ka8 Sb8 against White Kb6 Rc1, White to play: Rc1-c8 stalemates, the knight pinned.
  // Black has no move to surround its knight with, so only the pin keeps it.
  auto pinned = Position::from_fen("kn6/8/1K6/8/8/8/8/2R5 w - - 0 1");
  ASSERT_TRUE(pinned);
  EXPECT_TRUE(pieces_allow(*pinned, 1));
  EXPECT_TRUE(search.mate_in(*pinned, 1));
  // The same with a knight on c1: White has nothing to pin with and nothing to take with now.
  auto no_pinner = Position::from_fen("kn6/8/1K6/8/8/8/8/2N5 w - - 0 1");
  ASSERT_TRUE(no_pinner);
  EXPECT_FALSE(pieces_allow(*no_pinner, 1));
  EXPECT_FALSE(search.mate_in(*no_pinner, 1));
  // With a move each more White has two moves for the one capture: no claim.
  EXPECT_TRUE(pieces_allow(*no_pinner, 3));
  // Black Ka8 Bh8 Pg7 against White Kc7 Pb6 Pg5, White to play: g5-g6 stalemates, the bishop
  // shut in by its own pawn (no pin: no white pawn promotes in one move).
  auto shut_in = Position::from_fen("k6b/2K3p1/1P6/6P1/8/8/8/8 w - - 0 1");
  ASSERT_TRUE(shut_in);
  EXPECT_TRUE(pieces_allow(*shut_in, 1));
  EXPECT_TRUE(search.mate_in(*shut_in, 1));
  // A pinned queen still moves along the pin: a queen on b8 must be taken, and White cannot take
  // it with its next move.
  auto queen = Position::from_fen("kq6/8/1K6/8/8/8/8/2R5 w - - 0 1");
  ASSERT_TRUE(queen);
  EXPECT_FALSE(pieces_allow(*queen, 1));
  EXPECT_FALSE(search.mate_in(*queen, 1));
  // Near a position of the search of Popeye's BEISPIEL/hpint.inp #109 (h=6), with three white
  // moves and two black left, White to play: black Kg1 Qa1 Sf2 Sf8, white Kb5 Pe4. No black
  // piece can be surrounded by its own units in two moves (the queen on h1 would need g2 and h2
  // filled as well as g1) and the pawn cannot promote in time to pin, so the queen and both
  // knights must be taken, and White can take nothing with its next move: two captures at most.
  // (With a black pawn on g2 the queen could hide on h1 behind it, the king stepping to h2.)
  auto three_pieces = Position::from_fen("5n2/8/8/1K6/4P3/8/5n2/q5k1 w - - 0 1");
  ASSERT_TRUE(three_pieces);
  EXPECT_FALSE(pieces_allow(*three_pieces, 5));
  // #109 itself: 1.a2-a1=B e2-e4 2.Ba1-f6 e4-e5 3.g2-g1=R e5*f6 4.Rg1-g7+ f6*g7 5.d2-d1=S
  // g7*f8=Q 6.Sd1-f2 Qf8*f2=, every black piece taken.
  auto hpint109 = Position::from_fen("5n2/K7/8/8/8/8/p2pP1p1/7k b - - 0 1");
  ASSERT_TRUE(hpint109);
  EXPECT_TRUE(pieces_allow(*hpint109, 12));
  // No claim while the stalemated side may castle.
  auto castling = Position::from_fen("r3k3/8/8/8/8/8/8/4K3 w q - 0 1");
  ASSERT_TRUE(castling);
  EXPECT_TRUE(pieces_allow(*castling, 1));
}

// The pieces that must all be taken, where they are as many as the stalemating side's moves
// (stalemate_pieces_all_to_take), for `plies` plies of help play from pos.
Bitboard all_to_take(const Position& pos, int plies) {
  const Color stalemating = plies % 2 ? pos.side_to_move() : ~pos.side_to_move();
  return orthodox::stalemate_pieces_all_to_take(pos, stalemating, (plies + 1) / 2, plies / 2);
}

// The side to move T's moves that take none of those pieces and promote nothing, each with the
// pieces' test's answer for the position after it: help play does not play them.
int skipped_moves_allowed_after(Position& pos, int plies, Bitboard take) {
  int allowed = 0;
  MoveList list;
  orthodox::generate_legal(pos, list);
  for (const Move m : list) {
    if ((bb(m.to()) & take) || m.is_promotion()) continue;
    Undo undo;
    pos.do_move(m, undo);
    allowed += pieces_allow(pos, plies - 1);
    pos.undo_move(m, undo);
  }
  return allowed;
}

// Near #109's search again, with a white knight on d7 that can take the knight on f8: black Kg1
// Qa1 Sf2 Sf8 against white Kb5 Sd7 Pe4, White to play, three moves each left for White and
// two for Black. None of the three black pieces can be shut in within two black moves and White
// cannot pin (a knight, and a pawn four moves from promoting), so all three must be taken with
// White's three moves: Sd7*f8 is the only move that can lead to a stalemate.
TEST(StalematePieces, EveryMoveMustTake) {
  auto pos = Position::from_fen("5n2/3N4/8/1K6/4P3/8/5n2/q5k1 w - - 0 1");
  ASSERT_TRUE(pos);
  EXPECT_TRUE(pieces_allow(*pos, 5));
  const Bitboard take = all_to_take(*pos, 5);
  EXPECT_EQ(take, bb(make_square(0, 0)) | bb(make_square(5, 1)) | bb(make_square(5, 7)));  // a1, f2, f8
  EXPECT_EQ(skipped_moves_allowed_after(*pos, 5, take), 0);
  // The one move kept is the capture, and after it the test still allows the position.
  MoveList list;
  orthodox::generate_legal(*pos, list);
  int kept = 0;
  for (const Move m : list) {
    if (!(bb(m.to()) & take) && !m.is_promotion()) continue;
    ++kept;
    EXPECT_EQ(uci(m), "d7f8");
    Undo undo;
    pos->do_move(m, undo);
    EXPECT_TRUE(pieces_allow(*pos, 4));
    pos->undo_move(m, undo);
  }
  EXPECT_EQ(kept, 1);
  // With a move more each there is a move to spare: no claim.
  EXPECT_EQ(all_to_take(*pos, 7), Bitboard{0});
}

// The count of pieces to take is remembered for the last question on a thread (siblings ask it
// with the same units of S). Two questions with the same squares but colours swapped must not
// share it: a pawn's moves depend on its colour. Black Ba1 Bh1 Pb3 Pg3, Black to play and be
// stalemated in two plies: each bishop can be shut in by its pawn's one step (b2, g2), so nothing
// must be taken. The same squares with White to be stalemated: White's pawns step away from the
// bishops, so both must be taken, and Black has one move.
TEST(StalematePieces, PawnsOfEitherColour) {
  auto black = Position::from_fen("3k4/8/3K4/8/8/1p4p1/8/b6b b - - 0 1");
  auto white = Position::from_fen("3K4/8/3k4/8/8/1P4P1/8/B6B w - - 0 1");
  ASSERT_TRUE(black && white);
  test::MateByPlay search(/*stalemate=*/true);
  for (int round = 0; round < 2; ++round) {
    EXPECT_TRUE(pieces_allow(*black, 2)) << round;
    EXPECT_FALSE(pieces_allow(*white, 2)) << round;
  }
  EXPECT_FALSE(search.mate_in(*white, 2));
}

// Random positions where Black, to be stalemated, has a piece or two (and White, stalemating in
// the last ply, a unit or two besides its king): the test may only deny where playing every
// line stalemates nowhere. Both answers must be common for the comparison to mean something:
// over all lengths (a stalemate that leaves a black piece on the board is rare in one or two
// plies, and a denial in four).
TEST(StalematePieces, NeverDeniesAStalemateThatPlayFinds) {
  std::mt19937 rng(20261206);
  int denied = 0, reached = 0, compared = 0, claimed = 0;
  for (const auto& [plies, positions] : {std::pair{1, 3000}, {2, 3000}, {3, 2000}, {4, 300}}) {
    test::MateByPlay search(/*stalemate=*/true);
    for (int made = 0; made < positions;) {
      test::RandomBoard board;
      if (!place_kings_black_on_edge(board, rng)) continue;
      for (int i = 0, n = 1 + int(rng() % 2); i < n; ++i) board.place(rng, "QRBNP"[rng() % 5]);
      for (int i = 0, n = 1 + int(rng() % 2); i < n; ++i) board.place(rng, "qrbn"[rng() % 4]);
      if (rng() % 2) board.place(rng, 'p');
      // (White makes the last ply)
      auto pos = board.position(plies % 2 ? "w - - 0 1" : "b - - 0 1");
      if (!pos) continue;
      ++made;
      const bool possible = pieces_allow(*pos, plies);
      denied += !possible;
      const bool played = search.mate_in(*pos, plies);
      reached += played;
      if (played) {
        EXPECT_TRUE(possible) << plies << " plies: " << pos->fen();
      }
      // Where every move of White must take a piece, a move that takes none leaves a position
      // the test denies.
      if (const Bitboard take = plies >= 3 && plies % 2 && possible ? all_to_take(*pos, plies) : 0) {
        ++claimed;
        EXPECT_EQ(skipped_moves_allowed_after(*pos, plies, take), 0) << plies << " plies: " << pos->fen();
      }
    }
    compared += positions;
  }
  EXPECT_GT(denied, compared / 10);
  EXPECT_GT(reached, 60);
  EXPECT_GT(claimed, 20);
}

// Where the budget cannot tell (a side with more units than its tables hold), every candidate
// stays open: a square left out there would lose the solutions ending on it below.
TEST(MateBudget, KeepsEveryCandidateWhenItCannotTell) {
  // Seventeen white units (a problem may set more than a game can reach): no claim.
  auto crowded = Position::from_fen("QQQQQQQQ/PPPPPPPP/8/8/8/8/8/K6k b - - 0 1");
  ASSERT_TRUE(crowded);
  const Bitboard some = 0x00ff00ff00ff00ffULL;
  for (const bool complete : {true, false}) {
    EXPECT_EQ(orthodox::mate_squares_within_budget(*crowded, WHITE, 3, 3, some, complete), some);
    EXPECT_EQ(orthodox::stalemate_squares_within_budget(*crowded, WHITE, 3, 3, some, complete), some);
  }
  // More than 15 moves for a side (an h=16): the counts add distances up within 15 moves, so
  // no claim either. A lone king cannot stalemate a lone king in any number of moves, and the
  // budget says so with 15 moves each.
  auto bare = Position::from_fen("7k/8/8/8/8/8/8/K7 b - - 0 1");
  ASSERT_TRUE(bare);
  EXPECT_EQ(orthodox::stalemate_squares_within_budget(*bare, WHITE, 15, 15, some, true), Bitboard{0});
  EXPECT_EQ(orthodox::stalemate_squares_within_budget(*bare, WHITE, 16, 16, some, true), some);
  EXPECT_EQ(orthodox::mate_squares_within_budget(*bare, WHITE, 15, 16, some, true), some);
}

// A side that may castle is counted with two moves more (a castling's king steps two squares and
// its rook moves too, in one move): white Ke1 Ra1 with the right to castle long against the bare
// black Ke8 is counted as the same position without the right, White having two moves more.
TEST(MateBudget, CastlingCountsTwoMoreMoves) {
  auto castling = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 b Q - 0 1");
  auto without = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
  ASSERT_TRUE(castling && without);
  for (int moves = 1; moves <= 4; ++moves) {
    EXPECT_EQ(orthodox::mate_squares_within_budget(*castling, WHITE, moves, 3, ~Bitboard{0}, true),
              orthodox::mate_squares_within_budget(*without, WHITE, moves + 2, 3, ~Bitboard{0}, true))
        << moves;
    EXPECT_EQ(orthodox::stalemate_squares_within_budget(*castling, WHITE, moves, 3, ~Bitboard{0}, true),
              orthodox::stalemate_squares_within_budget(*without, WHITE, moves + 2, 3, ~Bitboard{0}, true))
        << moves;
  }
  // The same for the side to be mated: black Ke8 Rh8 with the right to castle short.
  auto black_castles = Position::from_fen("4k2r/8/8/8/8/8/3Q4/4K3 b k - 0 1");
  auto black_without = Position::from_fen("4k2r/8/8/8/8/8/3Q4/4K3 b - - 0 1");
  ASSERT_TRUE(black_castles && black_without);
  EXPECT_EQ(orthodox::mate_squares_within_budget(*black_castles, WHITE, 2, 1, ~Bitboard{0}, true),
            orthodox::mate_squares_within_budget(*black_without, WHITE, 2, 3, ~Bitboard{0}, true));
  // Castling into a mate: black Ke8 Rh8 Pf7 Ph7 against white Kc1 Ba1 Sg4, 1...0-0 2.Sg4-h6#.
  // The king's two steps to g8 and the rook's move to f8 (a block: no white unit covers f8) are
  // three moves the count adds up, made in Black's one move: with one move more, g8 would be
  // denied.
  auto castles_into_mate = Position::from_fen("4k2r/5p1p/8/8/6N1/8/8/B1K5 b k - 0 1");
  ASSERT_TRUE(castles_into_mate);
  test::MateByPlay search;
  const Bitboard g8 = bb(make_square(6, 7));
  EXPECT_EQ(search.final_king_squares(*castles_into_mate, 2), g8);
  EXPECT_EQ(orthodox::mate_squares_within_budget(*castles_into_mate, WHITE, 1, 1, ~Bitboard{0}, true) & g8, g8);
  // Random positions where one side or both may castle: every square where play mates
  // (stalemates) is kept, and the budget does deny some.
  std::mt19937 rng(20261207);
  for (const bool stalemate : {false, true}) {
    for (const int plies : {3, 4}) {
      test::MateByPlay search(stalemate);
      int positions = 0, reached = 0, narrowed = 0;
      while (positions < (plies == 4 ? 100 : 250)) {
        test::RandomBoard board;
        const bool white_castles = rng() % 2 == 0, black_castles = !white_castles || rng() % 2 == 0;
        if (white_castles) board.put(4, 'K'), board.put(0, 'R'), board.put(7, 'R');
        if (black_castles) board.put(60, 'k'), board.put(56, 'r'), board.put(63, 'r');
        if (!white_castles) board.place(rng, 'K');
        if (!black_castles) board.place(rng, 'k');
        for (int i = int(rng() % 3); i > 0; --i) board.place(rng, "QRBNPP"[rng() % 6]);
        for (int i = int(rng() % 3); i > 0; --i) board.place(rng, "qrbnpp"[rng() % 6]);
        const std::string rights = std::string(white_castles ? "KQ" : "") + (black_castles ? "kq" : "");
        auto pos = board.position(std::string(rng() % 2 ? "w " : "b ") + rights + " - 0 1");
        if (!pos) continue;
        ++positions;
        const Color mating = plies % 2 ? pos->side_to_move() : ~pos->side_to_move();
        const int moves = (plies + 1) / 2, other = plies / 2;
        const Bitboard played = search.final_king_squares(*pos, plies);
        const Bitboard kept =
            stalemate ? orthodox::stalemate_squares_within_budget(*pos, mating, moves, other, ~Bitboard{0}, true)
                      : orthodox::mate_squares_within_budget(*pos, mating, moves, other, ~Bitboard{0}, true);
        EXPECT_EQ(played & ~kept, Bitboard{0}) << plies << " plies, stalemate " << stalemate << ": " << pos->fen();
        reached += played != 0;
        narrowed += popcount(kept) < popcount(king_reach(*pos, ~mating, other + 2));
      }
      EXPECT_GT(reached, positions / 20) << plies << " plies, stalemate " << stalemate;
      EXPECT_GT(narrowed, positions / 4) << plies << " plies, stalemate " << stalemate;
    }
  }
}

// Square by square (mate_squares_within_budget, stalemate_squares_within_budget): every square on
// which some line of play ends with the king mated (stalemated) must be among the squares the
// budget keeps, whether it asks about every candidate or stops at the first it allows (then it
// keeps the candidates it did not deny). A search hands these squares down to the children, so a
// square wrongly left out would lose the solutions that end there. The candidates are every
// square, or only the squares play reaches plus a random few (the children's case: the parent's
// squares).
void expect_every_final_square_kept(bool stalemate, std::uint32_t seed, std::initializer_list<Length> lengths) {
  std::mt19937 rng(seed);
  for (const Length& length : lengths) {
    const int positions = length.positions;
    int narrowed = 0, reached = 0;
    test::MateByPlay search(stalemate);
    for_random_positions(rng, length, [&](Position* pos) {
      const Color mating = length.plies % 2 ? pos->side_to_move() : ~pos->side_to_move();
      const int moves = (length.plies + 1) / 2, other = length.plies / 2;
      const Bitboard played = search.final_king_squares(*pos, length.plies);
      reached += played != 0;
      const Bitboard some = played | Bitboard{rng()} << 32 | Bitboard{rng()};
      for (const Bitboard candidates : {~Bitboard{0}, some}) {
        for (const bool complete : {true, false}) {
          const Bitboard kept =
              stalemate ? orthodox::stalemate_squares_within_budget(*pos, mating, moves, other, candidates, complete)
                        : orthodox::mate_squares_within_budget(*pos, mating, moves, other, candidates, complete);
          EXPECT_EQ(played & ~kept, Bitboard{0}) << length.plies << " plies, complete " << complete << ": " << pos->fen();
          EXPECT_EQ(kept & ~candidates, Bitboard{0}) << pos->fen();
          if (complete && candidates == ~Bitboard{0} && kept && popcount(kept) < popcount(king_reach(*pos, ~mating, other)))
            ++narrowed;
        }
      }
    });
    // The comparison must meet both: lines that reach the end, and kept squares fewer than those
    // the king can reach.
    EXPECT_GT(reached, positions / 50) << length.plies << " plies";
    EXPECT_GT(narrowed, positions / 10) << length.plies << " plies";
  }
}

TEST(MateBudget, KeepsEverySquareWherePlayMates) {
  expect_every_final_square_kept(false, 20261130, {Length{3, 600, 2, 5}, Length{4, 400, 2, 4}, Length{5, 80, 2, 3}});
}

TEST(StalemateBudget, KeepsEverySquareWherePlayStalemates) {
  expect_every_final_square_kept(true, 20261201, {Length{3, 600, 2, 4}, Length{4, 400, 2, 3}, Length{5, 80, 2, 3}});
}

// The exact stage remembers the mating side's choices of covered squares in each thread, keyed by
// the whole question (the mating units, the king square, the moves, mate or stalemate and the
// mating colour), and the mated side's answers for three open flights or more (its units, the
// king square, the flights, its moves and colour): an answer must not depend on the questions
// asked before it. The same questions about random positions, asked in one order and then in the
// reverse order (so that each finds the entries its neighbours in the other order left), get the
// same squares. (Leaving the mated side's moves out of its key fails this test.)
TEST(MateBudget, AnswersDoNotDependOnTheQuestionsBefore) {
  struct Question {
    Position pos;
    Color mating;
    int moves, other_moves;
    bool stalemate;
  };
  std::vector<Question> questions;
  std::mt19937 rng(20261129);
  for (int positions = 0; positions < 300;) {
    auto pos = random_position(rng, 1 + int(rng() % 4), int(rng() % 6), rng() % 2 ? "w" : "b");
    if (!pos) continue;
    ++positions;
    for (const bool stalemate : {false, true})
      for (const Color mating : {WHITE, BLACK})
        for (int moves = 1; moves <= 4; ++moves)
          for (int other = 0; other <= 3; ++other) questions.push_back({*pos, mating, moves, other, stalemate});
  }
  // The mated side's half is remembered too (three open flights or more): Black with many units
  // and more moves, against few of White's.
  const std::size_t many_blockers = questions.size();
  for (int positions = 0; positions < 300;) {
    auto pos = random_position(rng, 1 + int(rng() % 2), 4 + int(rng() % 6), rng() % 2 ? "w" : "b");
    if (!pos) continue;
    ++positions;
    for (const bool stalemate : {false, true})
      for (int moves = 1; moves <= 4; ++moves)
        for (int other = 0; other <= 5; ++other) questions.push_back({*pos, WHITE, moves, other, stalemate});
  }
  const auto ask = [](const Question& q) {
    return q.stalemate
               ? orthodox::stalemate_squares_within_budget(q.pos, q.mating, q.moves, q.other_moves, ~Bitboard{0}, true)
               : orthodox::mate_squares_within_budget(q.pos, q.mating, q.moves, q.other_moves, ~Bitboard{0}, true);
  };
  std::vector<Bitboard> forwards;
  for (const Question& q : questions) forwards.push_back(ask(q));
  int differ_by_moves = 0, differ_by_other_moves = 0;
  for (std::size_t i = questions.size(); i-- > 0;) {
    const Question& q = questions[i];
    EXPECT_EQ(ask(q), forwards[i]) << (q.stalemate ? "stalemate" : "mate") << " by " << (q.mating == WHITE ? "White" : "Black")
                                   << " in " << q.moves << " against " << q.other_moves << ": " << q.pos.fen();
    // The same question with one move fewer for the mating side (four questions before it).
    differ_by_moves += i < many_blockers && i >= 4 && q.moves == questions[i - 4].moves + 1 && forwards[i] != forwards[i - 4];
    // With many blockers: one move fewer for the mated side (the question just before).
    differ_by_other_moves +=
        i > many_blockers && q.other_moves == questions[i - 1].other_moves + 1 && forwards[i] != forwards[i - 1];
  }
  // The moves of each side, part of every remembered question, must change answers often for
  // the comparison to mean something.
  EXPECT_GT(differ_by_moves, 1000);
  EXPECT_GT(differ_by_other_moves, 1000);
}

// The budget asked about the position after a move, before it is made (the help search asks it
// for the mating side's children): the same squares as the budget asked in the child, for every
// legal move (captures, promotions, en passant, king moves), both goals, both mating sides, a
// range of moves and squares handed down, complete or not.
TEST(MateBudget, AfterAMoveAsInTheChild) {
  std::mt19937 rng(20261130);
  std::vector<Position> positions;
  for (int n = 0; n < 200;) {
    auto pos = random_position(rng, 1 + int(rng() % 5), int(rng() % 8), rng() % 2 ? "w" : "b");
    if (!pos) continue;
    ++n;
    positions.push_back(*pos);
  }
  // En passant and promotions, which random boards seldom give.
  for (const char* fen : {"8/8/8/3pP3/8/1k6/8/2K5 w - d6 0 1", "8/2P5/8/8/8/1k6/5nB1/2K5 w - - 0 1",
                          "1n6/2P5/8/8/8/k7/8/4K3 w - - 0 1", "7k/6pp/8/8/8/8/1b4p1/4R1K1 b - - 0 1"})
    positions.push_back(*Position::from_fen(fen));
  int moves_asked = 0, denied = 0, narrowed = 0;
  for (Position& pos : positions) {
    MoveList list;
    orthodox::generate_legal(pos, list);
    for (const Move m : list) {
      for (const bool mate : {true, false})
        for (const Color mating : {WHITE, BLACK})
          for (int moves = 1; moves <= 3; ++moves)
            for (int other = 0; other <= 3; ++other)
              for (const bool complete : {true, false}) {
                const Bitboard candidates = (moves + other) % 3 ? ~Bitboard{0} : Bitboard(rng()) << 32 | rng();
                const orthodox::BudgetAfter after = orthodox::squares_within_budget_after(
                    pos, m, mate, mating, moves, other, candidates, complete);
                ASSERT_TRUE(after.known) << pos.fen();
                Undo undo;
                pos.do_move(m, undo);
                const Bitboard child =
                    mate ? orthodox::mate_squares_within_budget(pos, mating, moves, other, candidates, complete)
                         : orthodox::stalemate_squares_within_budget(pos, mating, moves, other, candidates, complete);
                pos.undo_move(m, undo);
                EXPECT_EQ(after.squares, child) << uci(m) << (mate ? " mate" : " stalemate") << " by "
                                                << (mating == WHITE ? "White" : "Black") << " in " << moves
                                                << " against " << other << ": " << pos.fen();
                ++moves_asked;
                denied += child == 0;
                narrowed += child != 0 && child != candidates;
              }
    }
  }
  // The comparison must meet both answers often.
  EXPECT_GT(denied, moves_asked / 10);
  EXPECT_GT(narrowed, moves_asked / 10);
  // With castling rights the question is not asked (the child asks itself).
  const auto castling = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
  EXPECT_FALSE(orthodox::squares_within_budget_after(*castling, Move(make_square(4, 0), make_square(4, 1)), true, WHITE, 2, 2,
                                                      ~Bitboard{0}, true)
                   .known);
}

// BudgetProgress: where the side to be mated (stalemated), to move, has no move to spare (the
// budget denies a square when it has one move fewer), the help search hands each move's child
// only the squares the move brings nearer and drops a move that brings none. So every square on
// which some line of play from the child ends with the king mated (stalemated) must be kept, or
// have a move to spare. The lengths are even (the side to move is then the one to be mated), and
// the filter must drop something for the comparison to mean anything. The exact stage's part is
// compared with the filter without it (no moves for the other side: the stage is not asked): it
// may only drop more, and must do so for a share of the moves, or the play above would not test
// it. The generator that leaves out moves the filter would drop (generate_toward, asked where no
// square has a move to spare) must list the others, in the same order.
void expect_progress_keeps_every_final_square(bool stalemate, std::uint32_t seed,
                                              std::initializer_list<Length> lengths) {
  std::mt19937 rng(seed);
  for (const Length& length : lengths) {
    ASSERT_EQ(length.plies % 2, 0) << "the side to move must be the one to be mated";
    int with_tight = 0, dropped = 0, reached = 0, dropped_by_exact = 0, unlisted = 0;
    test::MateByPlay search(stalemate);
    for_random_positions(rng, length, [&](Position* pos) {
      const Color mating = ~pos->side_to_move();
      const int moves = (length.plies + 1) / 2, other = length.plies / 2;
      // (for a stalemate the count of the flights alone, as the help search asks it here)
      const auto budget = [&](int m, int o, Bitboard candidates) {
        return stalemate ? orthodox::stalemate_flight_squares_within_budget(*pos, mating, m, o, candidates, true)
                         : orthodox::mate_squares_within_budget(*pos, mating, m, o, candidates, true);
      };
      const Bitboard allowed = budget(moves, other, ~Bitboard{0});
      const Bitboard spare = budget(moves, other - 1, allowed);
      const Bitboard tight = allowed & ~spare;
      if (!tight) return;
      ++with_tight;
      const orthodox::BudgetProgress progress(*pos, tight, other - 1, moves, !stalemate);
      const orthodox::BudgetProgress coarse(*pos, tight, other - 1, 0, !stalemate);
      MoveList list, toward;
      orthodox::generate_legal(*pos, list);
      // The moves listed where no square has a move to spare, with the filter the search hands
      // the generator: the legal moves in the same order, less some whose squares() is 0 even
      // without the exact stage.
      Orthodox::generate_toward(*pos, toward, progress);
      std::size_t next = 0;
      for (const Move m : list) {
        if (next < toward.size() && toward[next] == m) {
          ++next;
          continue;
        }
        ++unlisted;
        EXPECT_EQ(coarse.squares(m), Bitboard{0}) << uci(m) << " unlisted in " << pos->fen();
      }
      EXPECT_EQ(next, toward.size()) << pos->fen();
      for (const Move m : list) {
        const Bitboard kept = progress.squares(m), kept_coarse = coarse.squares(m);
        EXPECT_EQ(kept & ~tight, Bitboard{0}) << uci(m) << " in " << pos->fen();
        EXPECT_EQ(kept & ~kept_coarse, Bitboard{0}) << uci(m) << " in " << pos->fen();
        dropped += (tight & ~kept) != 0;
        dropped_by_exact += kept != kept_coarse;
        Undo undo;
        pos->do_move(m, undo);
        const Bitboard played = search.final_king_squares(*pos, length.plies - 1);
        pos->undo_move(m, undo);
        reached += played != 0;
        EXPECT_EQ(played & tight & ~kept, Bitboard{0})
            << length.plies << " plies, after " << uci(m) << ": " << pos->fen();
      }
    });
    EXPECT_GT(with_tight, length.positions / 10) << length.plies << " plies";
    EXPECT_GT(dropped, length.positions / 4) << length.plies << " plies";
    EXPECT_GT(reached, length.positions / 20) << length.plies << " plies";
    EXPECT_GT(dropped_by_exact, length.positions / 10) << length.plies << " plies";
    EXPECT_GT(unlisted, length.positions) << length.plies << " plies";
  }
}

// The exact part of the filter in one position: White Kb8 Be8 Qd3 against Black Ke6 Qf6 Sb3,
// White to move and to be mated in four plies (White, Black, White, Black mates). The budget
// allows b8 and d8 alone, the squares where play mates (at c7 and c8 every check Black can give
// in time comes from a flight no other black unit covers, and the king would take the checking
// unit: a contact check, budget_tables.h), and White has no move to spare at either. Qd3-c2
// brings the queen one move from c7, a flight of b8, so "nearer" alone keeps b8; but none of
// Black's largest covered sets at b8 leaves open flights that White's units can fill with the
// one move left, so the exact part leaves it out, and play agrees: no line after Qc2 ends with
// the king mated on b8.
TEST(MateBudget, ProgressExactPartInANamedPosition) {
  auto pos = Position::from_fen("1K2B3/8/4kq2/8/8/1n1Q4/8/8 w - - 0 1");
  ASSERT_TRUE(pos);
  const auto sq = [](int file, int rank) { return bb(make_square(file, rank)); };
  const Bitboard b8 = sq(1, 7);
  const Bitboard allowed = orthodox::mate_squares_within_budget(*pos, BLACK, 2, 2, ~Bitboard{0}, true);
  const Bitboard tight = allowed & ~orthodox::mate_squares_within_budget(*pos, BLACK, 2, 1, allowed, true);
  test::MateByPlay search(false);
  EXPECT_EQ(allowed, b8 | sq(3, 7));
  EXPECT_EQ(search.final_king_squares(*pos, 4), allowed);
  EXPECT_EQ(tight, allowed);
  const orthodox::BudgetProgress progress(*pos, tight, 1, 2, true), coarse(*pos, tight, 1, 0, true);
  const Move queen_c2(make_square(3, 2), make_square(2, 1));
  EXPECT_EQ(coarse.squares(queen_c2), b8);
  EXPECT_EQ(progress.squares(queen_c2), Bitboard{0});
  Undo undo;
  pos->do_move(queen_c2, undo);
  EXPECT_EQ(search.final_king_squares(*pos, 3) & b8, Bitboard{0});
}

// empty_board::step, n times from one square, gives the squares within n moves of it in the
// reach tables, for every kind but the pawn and every square: the distances are symmetric, which
// BudgetProgress::destinations rests on. A knight's step that wrapped around the board's edge,
// or a slider's fill that did, would fail here.
TEST(EmptyBoard, StepsGiveTheReachTablesDistances) {
  init_bitboards();
  namespace eb = orthodox::empty_board;
  for (int kind = eb::kKnight; kind <= eb::kKing; ++kind) {
    for (int s = 0; s < 64; ++s) {
      const std::uint8_t* row = orthodox::budget::reach_table(WHITE).row(kind, Square(s));
      Bitboard within = bb(Square(s));
      for (int n = 0; n <= 7; ++n) {
        Bitboard expected = 0;
        for (int t = 0; t < 64; ++t)
          if (row[t] <= n) expected |= bb(Square(t));
        ASSERT_EQ(within, expected) << "kind " << kind << " from " << square_name(Square(s)) << ", " << n << " moves";
        // (and the distance back: from every square of the set, s is within n moves)
        for (Bitboard b = within; b;) {
          const Square t = pop_lsb(b);
          ASSERT_LE(orthodox::budget::reach_table(WHITE).row(kind, t)[s], n);
        }
        within = eb::step(kind, within);
      }
    }
  }
}

TEST(MateBudget, ProgressKeepsEverySquareWherePlayMates) {
  expect_progress_keeps_every_final_square(false, 20261202, {Length{4, 400, 2, 4}, Length{6, 30, 2, 3}});
}

TEST(StalemateBudget, ProgressKeepsEverySquareWherePlayStalemates) {
  expect_progress_keeps_every_final_square(true, 20261203, {Length{4, 350, 2, 3}, Length{6, 20, 2, 3}});
}

}  // namespace
}  // namespace regent
