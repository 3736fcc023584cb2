// generate_checks (help play's mating move) must list exactly the legal moves after which the
// opponent is in check, has_quiet_move must say whether some legal move gives none, and
// generate_flight_takers (a selfmate's last attacking move) may leave out only moves after which
// the opponent has a move that gives no check: compared with generate_legal + make + in_check
// over random games from positions rich in discovered checks, en passant, castling and promotions.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "rules/orthodox/orthodox.h"
#include "tests/rules/random_board.h"

namespace regent {
namespace {

std::vector<std::uint16_t> checks_by_playing(Position& pos) {
  MoveList all;
  orthodox::generate_legal(pos, all);
  std::vector<std::uint16_t> out;
  for (Move m : all) {
    Undo u;
    pos.do_move(m, u);
    if (pos.in_check()) out.push_back(m.raw());
    pos.undo_move(m, u);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::uint16_t> checks_generated(const Position& pos) {
  MoveList list;
  orthodox::generate_checks(pos, list);
  std::vector<std::uint16_t> out;
  for (Move m : list) out.push_back(m.raw());
  std::sort(out.begin(), out.end());
  return out;
}

// Calls visit(pos) at every position of 40 random games of up to 60 plies from each of the
// positions below.
template <class Visit>
void for_each_position_of_random_games(Visit&& visit) {
  const char* fens[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",  // Kiwipete
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",                           // e.p. and discoveries
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",     // promotions
      "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1",                                   // e.p. discovering
      "5k2/8/8/8/8/8/8/4K2R w K - 0 1",                                      // castling gives check
      "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",                                      // 0-0-0 gives check
      "7k/1P6/8/3N4/8/4B3/6R1/K7 w - - 0 1",                                 // promotion checks
      "8/8/8/8/8/1pk5/1p1R4/K7 w - - 0 1",                                   // kings boxed in
  };
  std::mt19937 rng(20261125);
  for (const char* fen : fens) {
    auto start = Position::from_fen(fen);
    ASSERT_TRUE(start) << fen;
    ASSERT_FALSE(Orthodox::illegality(*start)) << fen;
    for (int game = 0; game < 40; ++game) {
      Position pos = *start;
      for (int ply = 0; ply < 60; ++ply) {
        visit(pos);
        MoveList all;
        orthodox::generate_legal(pos, all);
        if (all.empty()) break;
        Undo u;
        pos.do_move(all[rng() % all.size()], u);
      }
    }
  }
}

TEST(CheckGeneration, SameAsPlayingEveryLegalMove) {
  std::size_t positions = 0, checks = 0;
  for_each_position_of_random_games([&](Position& pos) {
    const auto expected = checks_by_playing(pos);
    ASSERT_EQ(checks_generated(pos), expected) << pos.fen();
    ++positions;
    checks += expected.size();
  });
  EXPECT_GT(positions, 10000u);
  EXPECT_GT(checks, 5000u);
}

// (asked of the games' positions and of every position one move later, where more are in check)
TEST(CheckGeneration, QuietMoveSameAsPlayingEveryLegalMove) {
  std::size_t without_quiet = 0, with_quiet = 0;
  const auto compare = [&](Position& pos) {
    const bool quiet = test::some_legal_move(pos, [](const Position& after) { return !after.in_check(); });
    ASSERT_EQ(orthodox::has_quiet_move(pos), quiet) << pos.fen();
    ++(quiet ? with_quiet : without_quiet);
  };
  for_each_position_of_random_games([&](Position& pos) {
    compare(pos);
    test::some_legal_move(pos, [&](Position& after) {
      compare(after);
      return false;
    });
  });
  EXPECT_GT(without_quiet, 100u);
  EXPECT_GT(with_quiet, 100000u);
}

// Every legal move left out leaves the opponent a move that gives no check (so no selfmate's
// last defence is lost); the rest in generate_legal's order.
TEST(CheckGeneration, FlightTakersLeaveOutOnlyMovesAfterWhichAQuietDefenceRemains) {
  std::size_t left_out = 0, listed = 0;
  for_each_position_of_random_games([&](Position& pos) {
    MoveList all, takers;
    orthodox::generate_legal(pos, all);
    orthodox::generate_flight_takers(pos, takers);
    std::size_t next = 0;
    for (const Move m : all) {
      if (next < takers.size() && takers[next] == m) {
        ++next;
        continue;
      }
      Undo u;
      pos.do_move(m, u);
      const bool quiet = test::some_legal_move(pos, [](const Position& after) { return !after.in_check(); });
      pos.undo_move(m, u);
      ASSERT_TRUE(quiet) << pos.fen() << " " << uci(m);
      ++left_out;
    }
    ASSERT_EQ(next, takers.size()) << pos.fen() << ": a move listed that is not legal, or out of order";
    listed += takers.size();
  });
  EXPECT_GT(left_out, 50000u);
  EXPECT_GT(listed, 50000u);
}

// Black's king a8 has one flight, b8: White's pawn step c6-c7 takes it (a pawn attacks forwards),
// the capture c6*b7 and the knight's moves do not; White's king steps are all listed.
TEST(CheckGeneration, FlightTakersPawnCoversTheFlight) {
  auto pos = Position::from_fen("k7/pp6/2P5/8/8/8/8/3K3N w - - 0 1");
  ASSERT_TRUE(pos);
  MoveList list;
  orthodox::generate_flight_takers(*pos, list);
  std::vector<std::string> moves;
  for (Move m : list) moves.push_back(uci(m));
  EXPECT_EQ(moves, (std::vector<std::string>{"d1c1", "d1e1", "d1c2", "d1d2", "d1e2", "c6c7"}));
}

// The named special cases, each with its one checking move.
TEST(CheckGeneration, SpecialMovesThatCheck) {
  auto uci_checks = [](const char* fen) {
    auto pos = Position::from_fen(fen);
    EXPECT_TRUE(pos) << fen;
    MoveList list;
    orthodox::generate_checks(*pos, list);
    std::vector<std::string> out;
    for (Move m : list) out.push_back(uci(m));
    std::sort(out.begin(), out.end());
    return out;
  };
  EXPECT_EQ(uci_checks("5k2/8/8/8/8/8/8/4K2R w K - 0 1"), (std::vector<std::string>{"e1g1", "h1f1", "h1h8"}));
  EXPECT_EQ(uci_checks("8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1"), (std::vector<std::string>{}));
  EXPECT_EQ(uci_checks("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1"), (std::vector<std::string>{}));
  EXPECT_EQ(uci_checks("8/8/8/r2pP2K/8/8/8/k7 w - d6 0 1"), (std::vector<std::string>{}));
  EXPECT_EQ(uci_checks("8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1"), (std::vector<std::string>{"e5d6"}));
  EXPECT_EQ(uci_checks("k7/2P5/8/8/8/8/8/4K3 w - - 0 1"), (std::vector<std::string>{"c7c8q", "c7c8r"}));
}

}  // namespace
}  // namespace regent
