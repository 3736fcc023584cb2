// The help-stalemate filters (rules/orthodox/stalemate_picture.h) may only drop a move when
// playing it, and every reply after it, stalemates nobody: compared over random positions where
// the side to be stalemated has little room (its king and a few units, mostly pawns), with
// castling rights and en-passant rights on either side, on positions built backwards from random
// stalemates (three moves taken back), and on Popeye's example positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <random>
#include <string>
#include <utility>

#include "rules/orthodox/orthodox.h"
#include "rules/orthodox/stalemate_picture.h"
#include "tests/rules/random_board.h"

namespace regent {
namespace {

// Is `stalemated` stalemated by one of the side to move's moves? (by_en_passant: counts those
// that take en passant.)
bool stalemated_by_a_move(Position& pos, int* by_en_passant = nullptr) {
  MoveList list;
  orthodox::generate_legal(pos, list);
  bool found = false;
  for (Move m : list) {
    Undo u;
    pos.do_move(m, u);
    const bool stalemate = Orthodox::is_stalemate(pos);
    pos.undo_move(m, u);
    if (stalemate && by_en_passant && m.kind() == MK_EN_PASSANT) ++*by_en_passant;
    found |= stalemate;
    if (found && !by_en_passant) return true;
  }
  return found;
}

// How many units of the side to move other than its king have a legal move.
int units_that_can_move(const Position& pos) {
  MoveList list;
  orthodox::generate_legal(pos, list);
  Bitboard from = 0;
  for (Move m : list)
    if (m.from() != pos.king_square(pos.side_to_move())) from |= bb(m.from());
  return popcount(from);
}

// A random position with the side to be stalemated (`stalemated`, upper case letters when white)
// poor in room: its king (often on the edge) and up to five units, mostly pawns and most of them
// blocked; the other side one to five units.
// Now and then a side may castle, and the side to move may take en passant. double_step: the side
// to be stalemated has a pawn on its second rank that can step twice, next to a pawn of the other
// side where it lands (that side may reply by taking it en passant).
std::optional<Position> random_position(std::mt19937& rng, Color stalemated, bool stalemated_to_move,
                                        bool double_step = false) {
  test::RandomBoard board;
  auto letter = [](char c, Color side) { return side == WHITE ? char(std::toupper(c)) : c; };
  const Color other = ~stalemated;
  const Color to_move = stalemated_to_move ? stalemated : other, last = ~to_move;
  if (double_step) {
    const int file = int(rng() % 8), step = stalemated == WHITE ? 8 : -8;
    const int s = (stalemated == WHITE ? 8 : 48) + file;
    board.put(s, letter('p', stalemated)), board.put(s + step, '-'), board.put(s + 2 * step, '-');
    const int side = file == 0 ? 1 : file == 7 ? -1 : (rng() % 2 ? 1 : -1);
    board.put(s + 2 * step + side, letter('p', other));
  }
  // En passant first (its three squares are fixed): a pawn of the side not to move that may
  // just have made its double step.
  std::string ep = "-";
  if (rng() % 3 == 0) {
    const int rank = last == WHITE ? 3 : 4, step = last == WHITE ? -8 : 8;
    const int file = int(rng() % 8), s = rank * 8 + file;
    board.put(s, letter('p', last)), board.put(s + step, '-'), board.put(s + 2 * step, '-');
    // A pawn that can take it (else the right is not part of the position).
    const int side = file == 0 ? 1 : file == 7 ? -1 : (rng() % 2 ? 1 : -1);
    board.put(s + side, letter('p', to_move));
    ep = std::string{char('a' + file), char('1' + rank + (last == WHITE ? -1 : 1))};
  }
  std::string rights;
  for (Color side : {WHITE, BLACK}) {
    const int home = side == WHITE ? 0 : 56;
    if (rng() % 5 == 0 && board.free(home + 4) && board.free(home + 7)) {
      board.put(home + 4, letter('k', side)), board.put(home + 7, letter('r', side));
      rights += side == WHITE ? "K" : "k";
    } else if (side == stalemated && rng() % 2) {
      // On the edge, where it has few flights.
      const int edge[] = {0, 7, 56, 63, 1, 8, 6, 15, 48, 57, 55, 62, 3, 24, 39, 60};
      const int s = edge[rng() % 16];
      if (board.free(s)) board.put(s, letter('k', side));
      else board.place(rng, letter('k', side));
    } else {
      board.place(rng, letter('k', side));
    }
  }
  // (after a double step, fewer units of the other side: the fewer its units, the fewer moves
  // the filter's empty-board reach lets touch the pawn that stepped)
  const int mine = int(rng() % 6), theirs = double_step ? int(rng() % 3) : 1 + int(rng() % 5);
  for (int i = 0; i < mine; ++i) {
    const char unit = "ppppppnbrq"[rng() % 10];
    const int s = board.place(rng, letter(unit, stalemated));
    // Most pawns blocked, by either side's unit.
    const int ahead = s + (stalemated == WHITE ? 8 : -8);
    if (unit == 'p' && rng() % 3 && board.free(ahead))
      board.put(ahead, rng() % 3 ? letter('p', other) : letter("nbrq"[rng() % 4], rng() % 2 ? other : stalemated));
  }
  for (int i = 0; i < theirs; ++i) board.place(rng, letter("qrrbbnnpp"[rng() % 9], other));
  board.clear_reserved();
  return board.position(std::string(to_move == WHITE ? "w " : "b ") + (rights.empty() ? "-" : rights) + " " + ep + " 0 1");
}

TEST(StalematePicture, PopeyesExamplePositions) {
  // hpint.inp #33 (Steudel, h=4) before White's last move 4.Qh3-f1=: the only stalemating move.
  auto before = Position::from_fen("8/8/6K1/8/8/7Q/4Rp1p/kn4br w - - 0 1");
  ASSERT_TRUE(before);
  const orthodox::StalemateFilter filter = orthodox::stalemate_filter(*before);
  MoveList list;
  orthodox::generate_legal(*before, list);
  int allowed = 0, stalemates = 0;
  for (Move m : list) {
    allowed += filter.allows(m);
    Undo u;
    before->do_move(m, u);
    const bool stalemate = Orthodox::is_stalemate(*before);
    before->undo_move(m, u);
    if (stalemate) {
      ++stalemates;
      EXPECT_EQ(square_name(m.from()) + square_name(m.to()), "h3f1");
      EXPECT_TRUE(filter.allows(m));
    }
  }
  EXPECT_EQ(stalemates, 1);
  // Black's units that can move are Sb1 (on the first rank with its king) and Pf2 (its squares
  // f1, e1, g1); Bg1 and Rh1 are walled in. Of White's moves only those that touch both the first
  // rank and one of f2, f1, e1, g1 remain: Re2-e1 (which does not stalemate: f2xe1) and Qh3-f1.
  EXPECT_EQ(list.size(), 40u);
  EXPECT_EQ(allowed, 2);
}

// In `fen` (the side to be stalemated to move), the two-ply filter keeps `move`, and `reply` after
// it stalemates.
void expect_kept_before_stalemate(const char* fen, Move move, Move reply) {
  auto pos = Position::from_fen(fen);
  ASSERT_TRUE(pos);
  const orthodox::StalemateFilterTwoPlies filter = orthodox::stalemate_filter_two_plies(*pos);
  EXPECT_TRUE(filter.allows(move)) << fen;
  Undo u, v;
  pos->do_move(move, u);
  pos->do_move(reply, v);
  EXPECT_TRUE(Orthodox::is_stalemate(*pos)) << fen;
}

TEST(StalematePicture, SelfBlockTwoPliesBefore) {
  // Black's knight g8 has one move, to f6; 1...f7-f6 blocks it and every other black unit is
  // already stuck, so any quiet bishop move stalemates (2.Bh1-g2). The filter must keep f7-f6
  // although the move touches nothing but the knight's destination and the pawns' squares.
  expect_kept_before_stalemate("6n1/4pp2/4P2p/5P1P/8/8/2K5/k1N4B b - - 0 1", Move(make_square(5, 6), make_square(5, 5)),
                               Move(make_square(7, 0), make_square(6, 1)));
}

TEST(StalematePicture, CastlingStalemates) {
  // The stalemating side may castle, and both filters count its castling as a move that touches
  // its whole back rank (they made no claim there before). 1...Sc3-b1 2.0-0 stalemates: the rook
  // on f1 pins the knight against the king on a1, the pawn on b2 is stuck, and the bishops on
  // c6 and e6 guard a2 (white Ke1 Rh1 Bc6 Be6, black Ka1 Sc3 Pb2).
  const Move knight_b1(make_square(2, 2), make_square(1, 0));
  const Move castles(make_square(4, 0), make_square(6, 0), MK_CASTLE);
  expect_kept_before_stalemate("8/8/2B1B3/8/8/2n5/1p6/k3K2R b K - 0 1", knight_b1, castles);
  auto before_castling = Position::from_fen("8/8/2B1B3/8/8/8/1p6/kn2K2R w K - 0 1");
  ASSERT_TRUE(before_castling);
  const orthodox::StalemateFilter filter = orthodox::stalemate_filter(*before_castling);
  EXPECT_TRUE(filter.possible());
  EXPECT_TRUE(filter.allows(castles));
  EXPECT_EQ(filter.castling_touches, rank_bb(0));
}

// Random positions where White may castle and a castling can stalemate: the black king on a1 to
// c1 with a black piece between it and the white king on e1 (pinned by 0-0's rook on f1), or on
// f8 (d8) above a black piece on the file (pinned by 0-0's rook on f1, 0-0-0's on d1), boxed in by
// its pawns, blocked; with up to two more black units and one to four more white ones. Every
// castling that stalemates is kept by the last ply's filter. (The random positions of the tests
// below seldom have one: 1 in some 20 million tries.) A filter that counted only the king's
// squares as touched by a castling drops the file pins here.
TEST(StalematePicture, StalematingCastlingsAreKept) {
  std::mt19937 rng(20261207);
  int stalemates = 0, long_castlings = 0, file_pins = 0;
  for (long tries = 0; tries < 20000000 && stalemates < 40; ++tries) {
    test::RandomBoard board;
    board.put(4, 'K');
    board.put(7, 'R');
    const bool long_too = rng() % 2;
    if (long_too) board.put(0, 'R');
    const bool on_file = rng() % 2;
    if (on_file) {
      // (the file the castling's rook lands on, the king boxed in by its pawns, blocked)
      const int file = long_too && rng() % 2 ? 3 : 5;
      board.put(56 + file, 'k');
      board.put(48 + file - 1, 'p');
      board.put(48 + file + 1, 'p');
      board.put(40 + file - 1, 'P');
      board.put(40 + file + 1, 'P');
      board.put(int(1 + rng() % 6) * 8 + file, "nbrq"[rng() % 4]);
    } else {
      const int king_file = int(rng() % 3);
      board.put(king_file, 'k');
      board.put(king_file + 1 + int(rng() % (4 - king_file)), "nbrq"[rng() % 4]);
    }
    for (int i = int(rng() % 3); i > 0; --i) board.place(rng, "pppnbr"[rng() % 6]);
    for (int i = 1 + int(rng() % 4); i > 0; --i) board.place(rng, "PPNBQ"[rng() % 4]);
    auto pos = board.position(long_too ? "w KQ - 0 1" : "w K - 0 1");
    if (!pos || Orthodox::is_stalemate(*pos)) continue;
    const std::string fen = pos->fen();
    MoveList list;
    orthodox::generate_legal(*pos, list);
    for (Move m : list) {
      if (m.kind() != MK_CASTLE) continue;
      Undo u;
      pos->do_move(m, u);
      const bool stalemate = Orthodox::is_stalemate(*pos);
      pos->undo_move(m, u);
      if (!stalemate) continue;
      ++stalemates;
      long_castlings += file_of(m.to()) == 2;
      file_pins += on_file;
      const orthodox::StalemateFilter filter = orthodox::stalemate_filter(*pos);
      EXPECT_TRUE(filter.possible()) << fen;
      EXPECT_TRUE(filter.allows(m)) << fen << " " << square_name(m.to());
    }
  }
  EXPECT_EQ(stalemates, 40);
  // (both castlings, and both kinds of pin)
  EXPECT_GT(long_castlings, 0);
  EXPECT_GT(file_pins, 0);
  EXPECT_LT(file_pins, stalemates);
}

TEST(StalematePicture, EnPassantRightDoesNotOutliveTheMove) {
  // Black's e4 can move only by taking en passant, a right that is gone once Black has moved:
  // 1...Rh8-h7 2.Rh5xh7 stalemates. The rook that moved must be captured, and is.
  expect_kept_before_stalemate("1K2k2r/3N4/1Q6/3R3R/3Pp3/4P3/8/8 b k d3 0 1", Move(make_square(7, 7), make_square(7, 6)),
                               Move(make_square(7, 4), make_square(7, 6)));
}

// The last ply: a move of the stalemating side that the filter drops does not stalemate, and when
// the filter finds that no move of that side can touch every unit, none stalemates.
TEST(StalematePicture, LastMoveDroppedOnlyWhenItDoesNotStalemate) {
  std::mt19937 rng(20261127);
  int positions = 0, moves = 0, dropped = 0, stalemates = 0, en_passant = 0, impossible = 0;
  while (positions < 200000) {
    const Color stalemated = rng() % 2 ? WHITE : BLACK;
    auto pos = random_position(rng, stalemated, false);
    if (!pos) continue;
    ++positions;
    en_passant += pos->ep_square() != SQ_NONE;
    const orthodox::StalemateFilter filter = orthodox::stalemate_filter(*pos);
    impossible += !filter.possible();
    MoveList list;
    orthodox::generate_legal(*pos, list);
    for (Move m : list) {
      ++moves;
      dropped += !filter.allows(m);
      Undo u;
      pos->do_move(m, u);
      const bool stalemate = Orthodox::is_stalemate(*pos);
      pos->undo_move(m, u);
      stalemates += stalemate;
      if (stalemate) {
        EXPECT_TRUE(filter.allows(m)) << pos->fen() << " " << square_name(m.from()) << square_name(m.to());
        EXPECT_TRUE(filter.possible()) << pos->fen();
      }
    }
  }
  // Both answers must be common for the comparison to mean something.
  EXPECT_GT(stalemates, 300);
  EXPECT_GT(dropped, moves / 3);
  EXPECT_GT(en_passant, 1000);
  EXPECT_GT(impossible, positions / 4);
}

// What the two-ply comparison saw.
struct TwoPlyTally {
  int positions = 0, moves = 0, dropped = 0, stalemates = 0;
  int king_moves = 0, king_dropped = 0, king_stalemates = 0;  // (of the king of the side to move)
  int en_passant_stalemates = 0;                              // (replies that take en passant)
};

// Every legal move of the side to be stalemated (to move in pos), played, then every reply: a move
// the two-ply filter drops must be followed by no stalemating reply.
void compare_two_plies(Position& pos, TwoPlyTally& tally) {
  ++tally.positions;
  const Square king = pos.king_square(pos.side_to_move());
  const orthodox::StalemateFilterTwoPlies filter = orthodox::stalemate_filter_two_plies(pos);
  MoveList list;
  orthodox::generate_legal(pos, list);
  for (Move m : list) {
    ++tally.moves;
    Undo u;
    pos.do_move(m, u);
    const bool stalemate = stalemated_by_a_move(pos, &tally.en_passant_stalemates);
    pos.undo_move(m, u);
    tally.stalemates += stalemate;
    tally.dropped += !filter.allows(m);
    if (m.from() == king) {
      ++tally.king_moves;
      tally.king_dropped += !filter.allows(m);
      tally.king_stalemates += stalemate;
    }
    if (stalemate) {
      EXPECT_TRUE(filter.allows(m)) << pos.fen() << " " << square_name(m.from()) << square_name(m.to());
    }
  }
}

// Two plies: a move of the side to be stalemated that the filter drops is followed by no
// stalemating reply.
TEST(StalematePicture, TwoPliesDroppedOnlyWhenNoStalemateFollows) {
  std::mt19937 rng(20261128);
  TwoPlyTally tally;
  while (tally.positions < 100000) {
    const Color stalemated = rng() % 2 ? WHITE : BLACK;
    auto pos = random_position(rng, stalemated, true);
    if (pos && units_that_can_move(*pos) <= 3) compare_two_plies(*pos, tally);
  }
  EXPECT_GT(tally.stalemates, 300);
  EXPECT_GT(tally.dropped, tally.moves / 20);
}

// A double step that the other side may answer by taking en passant: the taken pawn leaves a
// square that the reply does not land on. 1...e7-e5 2.d5xe6 e.p. stalemates (and 1...e7-e6
// 2.d5xe6): the filter keeps both of Black's moves.
TEST(StalematePicture, EnPassantReplyToADoubleStep) {
  const char* fen = "k1N5/2K1p3/8/3P4/8/P7/8/8 b - - 0 1";
  expect_kept_before_stalemate(fen, Move(make_square(4, 6), make_square(4, 4)),
                               Move(make_square(3, 4), make_square(4, 5), MK_EN_PASSANT));
  expect_kept_before_stalemate(fen, Move(make_square(4, 6), make_square(4, 5)), Move(make_square(3, 4), make_square(4, 5)));
}

// Two plies after double steps that can be taken en passant (random_position's double_step).
TEST(StalematePicture, TwoPliesWithDoubleStepsDroppedOnlyWhenNoStalemateFollows) {
  std::mt19937 rng(20261206);
  TwoPlyTally tally;
  while (tally.positions < 80000) {
    const Color stalemated = rng() % 2 ? WHITE : BLACK;
    auto pos = random_position(rng, stalemated, true, true);
    if (pos && units_that_can_move(*pos) <= 3) compare_two_plies(*pos, tally);
  }
  EXPECT_GT(tally.en_passant_stalemates, 30);
  EXPECT_GT(tally.stalemates, 150);
  EXPECT_GT(tally.dropped, tally.moves / 20);
}

// One square of a non-empty set, chosen at random.
Square random_square(std::mt19937& rng, Bitboard squares) {
  for (int skip = int(rng() % popcount(squares)); skip > 0; --skip) pop_lsb(squares);
  return lsb(squares);
}

// A random position where pins decide, the side to be stalemated (`stalemated`) to move: its king in
// a corner or on an edge and one to three units on lines through its square or a square next to it,
// with sliders of the other side behind them now and then, so that its move (a king step onto
// another line, a unit leaving a line or stepping onto one) pins or frees its units; the other
// side's king and up to three more units.
std::optional<Position> random_pin_position(std::mt19937& rng, Color stalemated, bool stalemated_to_move = true) {
  init_bitboards();  // (the lines are asked before any position is made)
  const Color other = ~stalemated;
  auto letter = [](char c, Color side) { return side == WHITE ? char(std::toupper(c)) : c; };
  test::RandomBoard board;
  const int corners[] = {0, 7, 56, 63, 1, 6, 8, 15, 48, 55, 57, 62};
  const Square king = Square(corners[rng() % 12]);
  board.put(int(king), letter('k', stalemated));
  const int units = 1 + int(rng() % 3);
  for (int i = 0; i < units; ++i) {
    // On a line through the king's square, or through a square next to it (where a king step
    // would put it in line).
    const Square centre = rng() % 2 ? random_square(rng, king_attacks(king)) : king;
    Bitboard free_on_lines = 0;
    for (Bitboard b = empty_board_attacks(QUEEN, centre) & ~bb(king); b;) {
      const Square s = pop_lsb(b);
      if (board.free(int(s))) free_on_lines |= bb(s);
    }
    if (!free_on_lines) break;
    const Square s = random_square(rng, free_on_lines);
    char unit = "pnbrqnb"[rng() % 7];
    if (unit == 'p' && (int(s) < 8 || int(s) >= 56)) unit = 'n';
    board.put(int(s), letter(unit, stalemated));
    if (rng() % 3 == 0) continue;
    // A slider behind it on the same line.
    for (Bitboard c = line_bb(centre, s) & ~bb(centre) & ~bb(s); c;) {
      const Square t = pop_lsb(c);
      if (!(between_bb(centre, t) & bb(s)) || !board.free(int(t)) || rng() % 2) continue;
      const bool diagonal = file_of(centre) != file_of(t) && rank_of(centre) != rank_of(t);
      board.put(int(t), letter(rng() % 2 ? 'q' : diagonal ? 'b' : 'r', other));
      break;
    }
  }
  board.place(rng, letter('k', other));
  const int more = int(rng() % 4);
  for (int i = 0; i < more; ++i) board.place(rng, letter("qrbnp"[rng() % 5], other));
  return board.position(std::string((stalemated == WHITE) == stalemated_to_move ? "w" : "b") + " - - 0 1");
}

// Two plies where pins decide (random_pin_position): a move the filter drops is followed by no
// stalemating reply, king moves among them.
TEST(StalematePicture, TwoPliesWithPinsDroppedOnlyWhenNoStalemateFollows) {
  std::mt19937 rng(20261206);
  TwoPlyTally tally;
  while (tally.positions < 40000) {
    auto pos = random_pin_position(rng, rng() % 2 ? WHITE : BLACK);
    if (pos && !pos->in_check() && units_that_can_move(*pos) <= 3) compare_two_plies(*pos, tally);
  }
  EXPECT_GT(tally.stalemates, 300);
  EXPECT_GT(tally.king_stalemates, 100);
  EXPECT_GT(tally.dropped, tally.moves / 10);
  // King moves are judged too (on the lines through the king's new square), not let through.
  EXPECT_GT(tally.king_dropped, tally.king_moves / 3);
}

// Two plies with the side to be stalemated in check: its king steps, takes the checking unit or
// puts a unit between, and the reply must still touch every unit that can move after that (the
// filter's argument is about the position after the move, where the check is gone). Sources: the
// little-room positions and the pin positions, those where the side to move is in check.
TEST(StalematePicture, TwoPliesInCheckDroppedOnlyWhenNoStalemateFollows) {
  std::mt19937 rng(20261207);
  TwoPlyTally tally;
  int tries = 0;
  while (tally.positions < 20000 && ++tries < 5000000) {
    const Color stalemated = rng() % 2 ? WHITE : BLACK;
    auto pos = tries % 2 ? random_position(rng, stalemated, true) : random_pin_position(rng, stalemated);
    if (pos && pos->in_check()) compare_two_plies(*pos, tally);
  }
  ASSERT_EQ(tally.positions, 20000);
  EXPECT_GT(tally.stalemates, 300);
  EXPECT_GT(tally.king_stalemates, 100);
  // (the check answered by taking the checking unit or by a unit put between: 142 of 2272)
  EXPECT_GT(tally.stalemates - tally.king_stalemates, 100);
  EXPECT_GT(tally.dropped, tally.moves / 3);
}

// What the three-ply comparison saw.
struct ThreePlyTally {
  int positions = 0, denied = 0, stalemates = 0;
};

// Can the side to move stalemate the other side with its move, a reply and its second move?
bool stalemate_in_three_plies(Position& pos) {
  return test::some_legal_move(pos, [](Position& after) {
    return test::some_legal_move(after, [](Position& before_last) { return stalemated_by_a_move(before_last); });
  });
}

// The stalemating side to move in pos: where the three-ply test says no, no move, reply and
// second move stalemate.
void compare_three_plies(Position& pos, ThreePlyTally& tally) {
  ++tally.positions;
  const bool possible = orthodox::stalemate_in_three_plies_possible(pos);
  const bool stalemate = stalemate_in_three_plies(pos);
  tally.denied += !possible;
  tally.stalemates += stalemate;
  if (stalemate) {
    EXPECT_TRUE(possible) << pos.fen();
  }
}

// A position from which the stalemating side stalemates in three plies (checked by play): the
// three-ply test must let it through.
void expect_three_ply_stalemate_kept(const char* fen) {
  init_bitboards();
  auto pos = Position::from_fen(fen);
  ASSERT_TRUE(pos) << fen;
  ASSERT_TRUE(stalemate_in_three_plies(*pos)) << fen;
  EXPECT_TRUE(orthodox::stalemate_in_three_plies_possible(*pos)) << fen;
}

// A sacrifice: 1.b2-b3 Nh1-g3 2.Be5xg3 = (white Kc7 Be5 Pa5 Pb2, black Ka8 Nh1 Pa7 Pa6). The
// knight is touched only where the bishop takes it, on a square no unit of White reaches from its
// first square (nor could a pin hold it in the corner): the test must let the position through.
TEST(StalematePicture, ThreePliesWithASacrifice) {
  expect_three_ply_stalemate_kept("k7/p1K5/p7/P3B3/8/8/1P6/7n w - - 0 1");
}

// A pin: 1.Rd1-a1 h7-h6 2.Ng2-e3 = (white Kc7 Rd1 Nc8 Ng2 Ph5, black Ka8 Na5 Pe4 Ph7). No unit
// of White takes the knight in one move, and White's other move must block the e-pawn: only the
// rook landing on the knight's line with the king stops it. A test that forgot pins denies this.
TEST(StalematePicture, ThreePliesWithAPin) {
  expect_three_ply_stalemate_kept("k1N5/2K4p/8/n6P/4p3/8/6N1/3R4 w - - 0 1");
}

// How many units of the side not to move other than its king could move, were it to move (0 when
// that side may not move now: in check).
int units_of_the_other_side_that_can_move(const Position& pos) {
  std::string fen = pos.fen();
  const auto space = fen.find(' ');
  fen[space + 1] = pos.side_to_move() == WHITE ? 'b' : 'w';
  // (the en-passant square belongs to the side to move)
  const auto ep = fen.find(' ', fen.find(' ', space + 1) + 1);
  fen.replace(ep + 1, fen.find(' ', ep + 1) - ep - 1, "-");
  const auto flipped = Position::from_fen(fen);
  return flipped && !flipped->in_check() ? units_that_can_move(*flipped) : 0;
}

// Three plies (the stalemating side to move): a position the test denies has no stalemate in
// three plies, over random positions with little room for the side to be stalemated, with
// castling and en-passant rights now and then, and over positions where pins decide.
TEST(StalematePicture, ThreePliesDeniedOnlyWhenNoStalemateFollows) {
  std::mt19937 rng(20261207);
  ThreePlyTally tally, single, pins;
  while (tally.positions < 8000) {
    const Color stalemated = rng() % 2 ? WHITE : BLACK;
    auto pos = random_position(rng, stalemated, false, rng() % 4 == 0);
    if (pos && units_of_the_other_side_that_can_move(*pos) <= 4) compare_three_plies(*pos, tally);
  }
  // (one unit that can move: mostly stalemates, often by taking it where it goes)
  while (single.positions < 3000) {
    auto pos = random_position(rng, rng() % 2 ? WHITE : BLACK, false);
    if (pos && units_of_the_other_side_that_can_move(*pos) == 1) compare_three_plies(*pos, single);
  }
  while (pins.positions < 3000) {
    auto pos = random_pin_position(rng, rng() % 2 ? WHITE : BLACK, false);
    if (pos && units_of_the_other_side_that_can_move(*pos) <= 4) compare_three_plies(*pos, pins);
  }
  EXPECT_GT(tally.stalemates, 500);
  EXPECT_GT(tally.denied, 250);
  EXPECT_GT(single.stalemates, 500);
  EXPECT_GT(pins.stalemates, 400);
  EXPECT_GT(pins.denied, 100);
}

// Built backwards from a stalemate, so that the lines the random positions seldom hold (a unit
// of S taken where it has just gone, a pin that only the last move makes) are common: from a
// position F where S, to move, is stalemated, T's last move t2 is taken back (now and then as a
// capture: a unit of S reappears where T landed), then S's move s (often the unit that t2 took:
// a sacrifice), then T's first move t1. Each retraction is a plain move of a king, knight,
// bishop, rook, queen or a pawn's single step, back to an empty square, leaving a legal
// position (no castling, en passant or promotion, so each move is a legal move forward).
struct Retraction {
  Move move;               // the move forward (from, to)
  bool uncapture = false;  // it took a unit (which the retraction put back)
};

// The position of these letters (FEN letters, '.' empty) with `to_move` to move, if it can arise.
std::optional<Position> letters_position(const std::array<char, 64>& letters, Color to_move) {
  test::RandomBoard board;
  for (int s = 0; s < 64; ++s) board.put(s, letters[s]);
  return board.position(to_move == WHITE ? "w - - 0 1" : "b - - 0 1");
}

// Takes back a move of the side that is not to move in `pos` (the unit on `only` if given):
// returns the position before it, with that side to move, and the move.
std::optional<std::pair<Position, Retraction>> retract(const Position& pos, std::mt19937& rng, Square only = SQ_NONE) {
  const Color mover = ~pos.side_to_move();
  std::array<char, 64> letters;
  for (int s = 0; s < 64; ++s) {
    const Piece pc = pos.piece_on(Square(s));
    letters[s] = pc == NO_PIECE ? '.' : color_of(pc) == WHITE ? char(std::toupper(piece_letter(type_of(pc))))
                                                               : char(std::tolower(piece_letter(type_of(pc))));
  }
  const Bitboard units = only != SQ_NONE ? bb(only) & pos.pieces(mover) : pos.pieces(mover);
  if (!units) return std::nullopt;
  const Square to = random_square(rng, units);
  const PieceType type = type_of(pos.piece_on(to));
  const Bitboard empty = ~pos.pieces();
  Bitboard from;
  if (type == PAWN) {
    const int behind = int(to) + (mover == WHITE ? -8 : 8);
    const int rank = mover == WHITE ? rank_of(to) : 7 - rank_of(to);  // (its rank seen from its side)
    if (rank < 2 || rank == 7) return std::nullopt;  // (no double steps, no promotions)
    from = bb(Square(behind)) & empty;
  } else {
    from = attacks_bb(type, to, pos.pieces()) & empty;
  }
  if (!from) return std::nullopt;
  const Square back = random_square(rng, from);
  letters[back] = letters[to];
  letters[to] = '.';
  bool uncapture = false;
  if (type != KING && type != PAWN && rng() % 3 == 0) {
    // A unit of the other side was taken there (a pawn only off the first and last ranks; a
    // pawn, stepping straight, takes nothing).
    char unit = "pnbrq"[rng() % 5];
    if (unit == 'p' && (rank_of(to) == 0 || rank_of(to) == 7)) unit = 'n';
    letters[to] = mover == WHITE ? unit : char(std::toupper(unit));
    uncapture = true;
  }
  auto before = letters_position(letters, mover);
  if (!before) return std::nullopt;
  return std::pair{*before, Retraction{Move(back, to), uncapture}};
}

// Plays `m` (from and to) as a legal move of pos; false if it is not one.
bool play_legal(Position& pos, Move m, Undo& u) {
  MoveList list;
  orthodox::generate_legal(pos, list);
  for (Move legal : list)
    if (legal.from() == m.from() && legal.to() == m.to() && !legal.is_promotion()) {
      pos.do_move(legal, u);
      return true;
    }
  return false;
}

// Three moves taken back from a stalemate F (S to move): t2, then s (the unit t2 took, where it
// went, when `sacrifice`), then t1.
struct ThreePlies {
  Position start;  // T to move
  Retraction t1, s, t2;
};
std::optional<ThreePlies> three_plies_before(const Position& final, std::mt19937& rng, bool sacrifice) {
  const auto last = retract(final, rng);
  if (!last) return std::nullopt;
  sacrifice = sacrifice && last->second.uncapture;
  const auto middle = retract(last->first, rng, sacrifice ? last->second.move.to() : SQ_NONE);
  if (!middle) return std::nullopt;
  const auto first = retract(middle->first, rng);
  if (!first) return std::nullopt;
  return ThreePlies{first->first, first->second, middle->second, last->second};
}

// Three plies built backwards (above): the three-ply test lets every position through, the
// two-ply filter S's move, and the last ply's filter T's last move. (The only test that fails
// when S's own move to a square where T could pin its unit is not counted as touching it; it
// fails, too, with the landing square or the pins left out.)
TEST(StalematePicture, ThreePliesBuiltBackwardsFromAStalemate) {
  std::mt19937 rng(20261207);
  int chains = 0, sacrifices = 0, captures = 0, with_units = 0;
  for (int tries = 0; chains < 6000 && tries < 4000000; ++tries) {
    const Color stalemated = rng() % 2 ? WHITE : BLACK;
    auto final = tries % 2 ? random_position(rng, stalemated, true) : random_pin_position(rng, stalemated);
    if (!final || final->castling_rights() || final->ep_square() != SQ_NONE || !Orthodox::is_stalemate(*final)) continue;
    // (stalemates are rare among random positions: each one gives many chains)
    for (int n = 0; n < 40 && chains < 6000; ++n) {
      const auto chain = three_plies_before(*final, rng, rng() % 2);
      if (!chain) continue;
      // Forward again: t1, s, t2 are legal and stalemate S.
      Position play = chain->start;
      const std::string fen = play.fen();
      Undo u1, u2, u3;
      ASSERT_TRUE(play_legal(play, chain->t1.move, u1)) << fen;
      const Position before_s = play;
      const auto filter_two = orthodox::stalemate_filter_two_plies(before_s);  // (it keeps a pointer to its position)
      ASSERT_TRUE(play_legal(play, chain->s.move, u2)) << fen;
      const auto filter_one = orthodox::stalemate_filter(play);
      ASSERT_TRUE(play_legal(play, chain->t2.move, u3)) << fen;
      ASSERT_TRUE(Orthodox::is_stalemate(play)) << fen;
      ++chains;
      sacrifices += chain->t2.uncapture && chain->s.move.to() == chain->t2.move.to();
      captures += chain->t2.uncapture;
      with_units += units_of_the_other_side_that_can_move(chain->start) > 0;
      EXPECT_TRUE(orthodox::stalemate_in_three_plies_possible(chain->start)) << fen;
      EXPECT_TRUE(filter_two.allows(chain->s.move)) << fen;
      EXPECT_TRUE(filter_one.allows(chain->t2.move)) << fen;
    }
  }
  // (6000 chains: 2104 sacrifices, 2449 last moves that take, 5168 with a unit of S that can move)
  EXPECT_EQ(chains, 6000);
  EXPECT_GT(sacrifices, 1500);
  EXPECT_GT(captures, 2000);
  EXPECT_GT(with_units, 4500);
}

}  // namespace
}  // namespace regent
