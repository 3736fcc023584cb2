#pragma once

// A row of 64 bytes, one per square (a distance table's row), turned into the bitboard of the
// squares whose byte is at most a bound, or of those where it is less than another row's. The help
// search asks these at every node and move, so the build machine's widest vector instructions do
// them; every version is kept callable on its own so that a test can hold each against the plain
// loop on any machine that runs it.

#include <cstdint>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define REGENT_X86_ROWS 1
#endif

#include "rules/core/types.h"

namespace regent::byte_row {

// The reference: one square at a time.
inline Bitboard at_most_loop(const std::uint8_t* row, int bound) {
  Bitboard b = 0;
  for (int q = 0; q < 64; ++q) b |= Bitboard{row[q] <= bound} << q;
  return b;
}

// The squares where row a holds less than row b: one square at a time.
inline Bitboard less_loop(const std::uint8_t* a, const std::uint8_t* b) {
  Bitboard r = 0;
  for (int q = 0; q < 64; ++q) r |= Bitboard{a[q] < b[q]} << q;
  return r;
}

#if defined(REGENT_X86_ROWS)
// 32 squares at a time: unsigned a <= m exactly when min(a, m) == a.
[[gnu::target("avx2")]] inline Bitboard at_most_avx2(const std::uint8_t* row, int bound) {
  const __m256i m = _mm256_set1_epi8(char(bound));
  Bitboard b = 0;
  for (int half = 0; half < 2; ++half) {
    __m256i v;
    std::memcpy(&v, row + 32 * half, sizeof v);
    const __m256i within = _mm256_cmpeq_epi8(_mm256_min_epu8(v, m), v);
    b |= Bitboard{std::uint32_t(_mm256_movemask_epi8(within))} << (32 * half);
  }
  return b;
}

// All 64 at once, straight into a mask.
[[gnu::target("avx512f,avx512bw")]] inline Bitboard at_most_avx512(const std::uint8_t* row, int bound) {
  __m512i v;
  std::memcpy(&v, row, sizeof v);
  return _mm512_cmple_epu8_mask(v, _mm512_set1_epi8(char(bound)));
}

// Unsigned a < b exactly when max(a, b) != a.
[[gnu::target("avx2")]] inline Bitboard less_avx2(const std::uint8_t* a, const std::uint8_t* b) {
  Bitboard r = 0;
  for (int half = 0; half < 2; ++half) {
    __m256i x, y;
    std::memcpy(&x, a + 32 * half, sizeof x);
    std::memcpy(&y, b + 32 * half, sizeof y);
    const __m256i not_less = _mm256_cmpeq_epi8(_mm256_max_epu8(x, y), x);
    r |= Bitboard{~std::uint32_t(_mm256_movemask_epi8(not_less))} << (32 * half);
  }
  return r;
}

[[gnu::target("avx512f,avx512bw")]] inline Bitboard less_avx512(const std::uint8_t* a, const std::uint8_t* b) {
  __m512i x, y;
  std::memcpy(&x, a, sizeof x);
  std::memcpy(&y, b, sizeof y);
  return _mm512_cmplt_epu8_mask(x, y);
}
#endif

// The version the build targets (bounds from 0 to 254; 255 marks a square never reached).
inline Bitboard at_most(const std::uint8_t* row, int bound) {
#if defined(__AVX512BW__)
  return at_most_avx512(row, bound);
#elif defined(__AVX2__)
  return at_most_avx2(row, bound);
#else
  return at_most_loop(row, bound);
#endif
}

inline Bitboard less(const std::uint8_t* a, const std::uint8_t* b) {
#if defined(__AVX512BW__)
  return less_avx512(a, b);
#elif defined(__AVX2__)
  return less_avx2(a, b);
#else
  return less_loop(a, b);
#endif
}

// The smallest byte of the row on `squares`, if it is at most `most` (else most + 1; most from 0
// to 254). Asked bound by bound from 0: the bytes the budget asks about are small, and each bound
// is one comparison of the whole row, where a walk over the squares takes one step per square.
inline int fewest_within(const std::uint8_t* row, Bitboard squares, int most) {
  if (!(at_most(row, most) & squares)) return most + 1;
  int d = 0;
  while (!(at_most(row, d) & squares)) ++d;
  return d;
}

// Each byte of acc lowered to p's where p's is smaller (the fewest moves of two units, square by
// square). A plain loop: it compiles to a few vector minimums (a vector type of 64 bytes compiled
// to halves passed through the stack on machines without AVX-512, and its stores of one width
// read back at another stalled).
inline void min_into(std::uint8_t* __restrict acc, const std::uint8_t* __restrict p) {
  for (int q = 0; q < 64; ++q) acc[q] = acc[q] < p[q] ? acc[q] : p[q];
}

}  // namespace regent::byte_row
