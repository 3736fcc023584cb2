#include "rules/core/bitboard.h"

#include "rules/core/magics.inc.h"

#include <array>
#include <mutex>
#include <vector>

namespace regent {

namespace detail {
Magic rook_magics[64];
Magic bishop_magics[64];
Bitboard pawn_attacks[2][64];
Bitboard knight_attacks[64];
Bitboard king_attacks[64];
Bitboard between[64][64];
Bitboard line[64][64];
Bitboard empty_board[PIECE_TYPE_NB][64];
}  // namespace detail

namespace {

// 0x19000 rook entries + 0x1480 bishop entries for "fancy" magics with per-square shifts.
Bitboard rook_table[0x19000];
Bitboard bishop_table[0x1480];

// Slow ray walk, used only to build the tables.
Bitboard sliding_attack(const int (&dirs)[4][2], Square s, Bitboard occ) {
  Bitboard attacks = 0;
  for (const auto& d : dirs) {
    int f = file_of(s) + d[0], r = rank_of(s) + d[1];
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
      Square t = make_square(f, r);
      attacks |= bb(t);
      if (occ & bb(t)) break;
      f += d[0];
      r += d[1];
    }
  }
  return attacks;
}

constexpr int ROOK_DIRS[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BISHOP_DIRS[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// xorshift64* generator with a fixed seed: the magics are found deterministically.
struct Prng {
  std::uint64_t s;
  std::uint64_t next() {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return s * 2685821657736338717ULL;
  }
  std::uint64_t sparse() { return next() & next() & next(); }
};

void init_magics(const int (&dirs)[4][2], detail::Magic* magics, Bitboard* table, const Bitboard* known) {
  Prng rng{0x9E3779B97F4A7C15ULL};
  std::vector<Bitboard> occupancy(4096), reference(4096);
  std::vector<int> epoch(4096, 0);
  int current = 0;
  Bitboard* next_table = table;
  for (int sq = 0; sq < 64; ++sq) {
    Square s = Square(sq);
    // The edges never block further squares, so they are left out of the mask.
    Bitboard edges = ((RANK_1_BB | rank_bb(7)) & ~rank_bb(rank_of(s))) |
                     ((FILE_A_BB | file_bb(7)) & ~file_bb(file_of(s)));
    auto& m = magics[sq];
    m.mask = sliding_attack(dirs, s, 0) & ~edges;
    m.shift = 64 - popcount(m.mask);
    m.attacks = next_table;
    int size = 0;
    Bitboard b = 0;
    do {  // enumerate every subset of the mask (Carry-Rippler)
      occupancy[size] = b;
      reference[size] = sliding_attack(dirs, s, b);
      ++size;
      b = (b - m.mask) & m.mask;
    } while (b);
    Bitboard* entries = next_table;
    for (bool first = true;; first = false) {
      if (first) m.magic = known[sq];  // try the stored magic before searching
      else
        do m.magic = rng.sparse();
        while (popcount((m.magic * m.mask) >> 56) < 6);
      ++current;
      bool ok = true;
      for (int i = 0; i < size && ok; ++i) {
        unsigned idx = m.index(occupancy[i]);
        if (epoch[idx] < current) {
          epoch[idx] = current;
          entries[idx] = reference[i];
        } else if (entries[idx] != reference[i]) {
          ok = false;
        }
      }
      if (ok) break;
    }
    next_table += size;
  }
}

void init_all() {
  for (int sq = 0; sq < 64; ++sq) {
    Square s = Square(sq);
    int f = file_of(s), r = rank_of(s);
    auto add = [&](Bitboard& target, int df, int dr) {
      int nf = f + df, nr = r + dr;
      if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8) target |= bb(make_square(nf, nr));
    };
    for (auto [df, dr] : {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
      add(detail::knight_attacks[sq], df, dr);
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr)
        if (df || dr) add(detail::king_attacks[sq], df, dr);
    add(detail::pawn_attacks[WHITE][sq], -1, 1);
    add(detail::pawn_attacks[WHITE][sq], 1, 1);
    add(detail::pawn_attacks[BLACK][sq], -1, -1);
    add(detail::pawn_attacks[BLACK][sq], 1, -1);
  }
  init_magics(ROOK_DIRS, detail::rook_magics, rook_table, detail::kRookMagics);
  init_magics(BISHOP_DIRS, detail::bishop_magics, bishop_table, detail::kBishopMagics);
  for (int sq = 0; sq < 64; ++sq)
    for (const PieceType t : {KNIGHT, BISHOP, ROOK, QUEEN, KING})
      detail::empty_board[t][sq] = attacks_bb(t, Square(sq), 0);
  for (int a = 0; a < 64; ++a)
    for (int b = 0; b < 64; ++b) {
      Square sa = Square(a), sb = Square(b);
      if (a == b) continue;
      for (const auto* dirs : {&ROOK_DIRS, &BISHOP_DIRS}) {
        if (sliding_attack(*dirs, sa, 0) & bb(sb)) {
          detail::line[a][b] = (sliding_attack(*dirs, sa, 0) & sliding_attack(*dirs, sb, 0)) | bb(sa) | bb(sb);
          detail::between[a][b] = sliding_attack(*dirs, sa, bb(sb)) & sliding_attack(*dirs, sb, bb(sa));
        }
      }
    }
}

}  // namespace

void init_bitboards() {
  static std::once_flag once;
  std::call_once(once, init_all);
}

std::string square_name(Square s) {
  if (!is_ok(s)) return "-";
  return std::string{char('a' + file_of(s)), char('1' + rank_of(s))};
}

std::string uci(Move m) {
  std::string s = square_name(m.from()) + square_name(m.to());
  if (m.is_promotion()) s += " nbrqk"[m.promotion_type() - PAWN];
  return s;
}

}  // namespace regent
