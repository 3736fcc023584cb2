// generate_checks (help play's mating move) must list exactly the legal moves after which the
// opponent is in check: compared with generate_legal + make + in_check over random games from
// positions rich in discovered checks, en passant, castling and promotions.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "rules/orthodox/orthodox.h"

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

TEST(CheckGeneration, SameAsPlayingEveryLegalMove) {
  const char* fens[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",  // Kiwipete
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",                           // e.p. and discoveries
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",     // promotions
      "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1",                                   // e.p. discovering
      "5k2/8/8/8/8/8/8/4K2R w K - 0 1",                                      // castling gives check
      "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",                                      // 0-0-0 gives check
      "7k/1P6/8/3N4/8/4B3/6R1/K7 w - - 0 1",                                 // promotion checks
  };
  std::mt19937 rng(20261125);
  std::size_t positions = 0, checks = 0;
  for (const char* fen : fens) {
    auto start = Position::from_fen(fen);
    ASSERT_TRUE(start) << fen;
    for (int game = 0; game < 40; ++game) {
      Position pos = *start;
      for (int ply = 0; ply < 60; ++ply) {
        const auto expected = checks_by_playing(pos);
        ASSERT_EQ(checks_generated(pos), expected) << pos.fen();
        ++positions;
        checks += expected.size();
        MoveList all;
        orthodox::generate_legal(pos, all);
        if (all.empty()) break;
        Undo u;
        pos.do_move(all[rng() % all.size()], u);
      }
    }
  }
  EXPECT_GT(positions, 10000u);
  EXPECT_GT(checks, 5000u);
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
