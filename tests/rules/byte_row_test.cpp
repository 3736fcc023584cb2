// rules/core/byte_row.h keeps up to three versions of each of two questions (the squares of a
// 64-byte row whose byte is at most a bound; those where one row holds less than another), and a
// build uses only the widest its machine has. Each version this machine can run is held here
// against the plain loop, so that a build for another machine does not meet a version no test
// has run.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>

#include "rules/core/byte_row.h"

namespace regent {
namespace {

using RowVersion = Bitboard (*)(const std::uint8_t*, int);

// Rows as the budget's tables hold them: small distances, many squares never reached (255), and
// some rows of a single value; bounds from 0 to 254, the edges included.
void expect_same_as_loop(RowVersion version) {
  std::mt19937 rng(20261129);
  std::array<std::uint8_t, 64> row;
  for (int trial = 0; trial < 20000; ++trial) {
    const int style = trial % 4;
    for (auto& b : row) {
      const unsigned x = rng();
      b = style == 0 ? std::uint8_t(x) : style == 1 ? (x % 3 == 0 ? 255 : x % 16) : style == 2 ? 255 : std::uint8_t(x % 2 ? 0 : 254);
    }
    for (const int bound : {0, 1, 2, 7, 15, 16, 127, 128, 200, 253, 254, int(rng() % 255)}) {
      ASSERT_EQ(version(row.data(), bound), byte_row::at_most_loop(row.data(), bound))
          << "trial " << trial << ", bound " << bound;
    }
  }
}

using LessVersion = Bitboard (*)(const std::uint8_t*, const std::uint8_t*);

// Pairs of rows as the budget compares them (a unit's distances before and after a move): small
// distances, squares never reached in either or both, equal rows, and rows one step apart.
void expect_less_as_loop(LessVersion version) {
  std::mt19937 rng(20261129);
  std::array<std::uint8_t, 64> a, b;
  for (int trial = 0; trial < 20000; ++trial) {
    const int style = trial % 4;
    for (int q = 0; q < 64; ++q) {
      const unsigned x = rng(), y = rng();
      a[q] = style == 0 ? std::uint8_t(x) : std::uint8_t(x % 3 == 0 ? 255 : x % 16);
      b[q] = style == 0 ? std::uint8_t(y) : style == 1 ? std::uint8_t(y % 3 == 0 ? 255 : y % 16)
             : style == 2 ? a[q] : std::uint8_t(a[q] == 255 ? 255 : a[q] + int(y % 3) - 1);
    }
    ASSERT_EQ(version(a.data(), b.data()), byte_row::less_loop(a.data(), b.data())) << "trial " << trial;
    ASSERT_EQ(version(b.data(), a.data()), byte_row::less_loop(b.data(), a.data())) << "trial " << trial;
  }
}

TEST(ByteRow, LessLoopComparesEverySquare) {
  std::array<std::uint8_t, 64> a, b;
  for (int q = 0; q < 64; ++q) a[q] = std::uint8_t(q * 4), b[q] = 128;  // a: 0, 4, ..., 252
  EXPECT_EQ(byte_row::less_loop(a.data(), b.data()), (Bitboard{1} << 32) - 1);
  EXPECT_EQ(byte_row::less_loop(b.data(), a.data()), ~((Bitboard{1} << 33) - 1));
  EXPECT_EQ(byte_row::less_loop(a.data(), a.data()), Bitboard{0});
  b.fill(255);
  EXPECT_EQ(byte_row::less_loop(a.data(), b.data()), ~Bitboard{0});
  EXPECT_EQ(byte_row::less_loop(b.data(), b.data()), Bitboard{0});
}

TEST(ByteRow, TheBuildsLessAgreesWithTheLoop) { expect_less_as_loop(byte_row::less); }

TEST(ByteRow, LoopCountsEverySquareAtMostTheBound) {
  std::array<std::uint8_t, 64> row;
  for (int q = 0; q < 64; ++q) row[q] = std::uint8_t(q * 4);  // 0, 4, ..., 252
  EXPECT_EQ(byte_row::at_most_loop(row.data(), 0), Bitboard{1});
  EXPECT_EQ(byte_row::at_most_loop(row.data(), 7), Bitboard{3});
  EXPECT_EQ(byte_row::at_most_loop(row.data(), 128), (Bitboard{1} << 33) - 1);
  EXPECT_EQ(byte_row::at_most_loop(row.data(), 254), ~Bitboard{0});
  row.fill(255);
  EXPECT_EQ(byte_row::at_most_loop(row.data(), 254), Bitboard{0});
}

TEST(ByteRow, TheBuildsVersionAgreesWithTheLoop) { expect_same_as_loop(byte_row::at_most); }

// fewest_within against a walk over the squares, on rows and square sets of every kind.
TEST(ByteRow, FewestWithinIsTheSmallestByteOnTheSquares) {
  std::mt19937_64 rng(20261207);
  std::array<std::uint8_t, 64> row;
  for (int trial = 0; trial < 20000; ++trial) {
    for (auto& b : row) {
      const unsigned x = unsigned(rng());
      b = trial % 3 == 0 ? std::uint8_t(x) : x % 4 == 0 ? 255 : std::uint8_t(x % 12);
    }
    const Bitboard squares = trial % 5 == 0 ? rng() & rng() & rng() : trial % 5 == 1 ? Bitboard{1} << (rng() % 64) : rng();
    int fewest = 255;
    for (Bitboard s = squares; s; s &= s - 1) fewest = std::min<int>(fewest, row[__builtin_ctzll(s)]);
    for (const int most : {0, 1, 3, 7, 15, 254}) {
      const int expected = fewest <= most ? fewest : most + 1;
      ASSERT_EQ(byte_row::fewest_within(row.data(), squares, most), expected) << "trial " << trial << ", most " << most;
    }
  }
  std::array<std::uint8_t, 64> far;
  far.fill(255);
  far[63] = 9;
  EXPECT_EQ(byte_row::fewest_within(far.data(), Bitboard{1} << 63, 15), 9);
  EXPECT_EQ(byte_row::fewest_within(far.data(), Bitboard{1} << 63, 8), 9);
  EXPECT_EQ(byte_row::fewest_within(far.data(), ~(Bitboard{1} << 63), 254), 255);
  EXPECT_EQ(byte_row::fewest_within(far.data(), 0, 15), 16);
}

#if defined(REGENT_X86_ROWS)
TEST(ByteRow, Avx2AgreesWithTheLoop) {
  if (!__builtin_cpu_supports("avx2")) GTEST_SKIP() << "this machine has no AVX2";
  expect_same_as_loop(byte_row::at_most_avx2);
  expect_less_as_loop(byte_row::less_avx2);
}

TEST(ByteRow, Avx512AgreesWithTheLoop) {
  if (!__builtin_cpu_supports("avx512bw")) GTEST_SKIP() << "this machine has no AVX-512BW";
  expect_same_as_loop(byte_row::at_most_avx512);
  expect_less_as_loop(byte_row::less_avx512);
}
#endif

}  // namespace
}  // namespace regent
