// Help play: every sequence of exactly `plies` legal moves, both sides cooperating, after which
// the side to move is mated (stalemated). Positions proven to have no such continuation for a
// given number of plies are remembered in the transposition table (the length is mixed into the
// key, because help play is not monotonic in the length: waiting moves may not exist).
#pragma once

#include <array>

#include "rules/variant.h"
#include "solver/io/stipulation.h"
#include "solver/search/battle_search.h"
#include "solver/search/goal.h"
#include "solver/search/transposition.h"

namespace regent {

template <Variant V>
class HelpSearch {
 public:
  using Position = typename V::Position;
  using Move = typename V::Move;
  using MoveList = typename V::MoveList;
  using Undo = typename V::Undo;
  static constexpr int kMaxPlies = 64;

  HelpSearch(Position& pos, TranspositionTable& tt, io::Goal goal, SearchAbort* abort = nullptr)
      : pos_(pos), tt_(tt), goal_(goal), abort_(abort) {
    // Salts that make "no solution in p plies" entries distinct per p.
    std::uint64_t s = 0x6A09E667F3BCC909ULL;
    for (auto& salt : salts_) {
      s ^= s << 13, s ^= s >> 7, s ^= s << 17;
      salt = s;
    }
  }

  std::uint64_t nodes() const { return nodes_; }
  bool aborted() const { return abort_ && abort_->stop.load(std::memory_order_relaxed); }

  // Calls on_solution(const Move* moves, int count) for every solution of exactly `plies`
  // plies, in move-generation order. on_solution returns false to stop the enumeration.
  // Returns the number of solutions found.
  template <class OnSolution>
  std::size_t enumerate(int plies, OnSolution&& on_solution) {
    stopped_ = false;
    count_ = 0;
    search(plies, 0, on_solution);
    return count_;
  }

 private:

  template <class OnSolution>
  bool search(int plies_left, int ply, OnSolution& on_solution) {
    if (plies_left == 0) {
      if (!goal_reached<V>(pos_, goal_)) return false;
      ++count_;
      if (!on_solution(static_cast<const Move*>(path_.data()), ply)) stopped_ = true;
      return true;
    }
    ++nodes_;
    const std::uint64_t key = pos_.key() ^ salts_[plies_left];
    if (tt_.probe(key, 0) == TranspositionTable::Bound::Fail) return false;
    MoveList list;
    V::generate(pos_, list);
    Undo undo;
    bool found = false;
    if (ply == 0 && abort_) {
      abort_->first_moves_total = int(list.size());
      abort_->first_moves_done = 0;
    }
    for (const Move& m : list) {
      if (ply == 0 && abort_) ++abort_->first_moves_done;
      path_[ply] = m;
      V::make(pos_, m, undo);
      // The last move must deliver the goal; mate needs check, so skip quiet last moves early.
      // A helpmate is a mate on the board: taking a king that the other side cooperatively left
      // capturable (variants where kings can be captured) does not count.
      bool skip = plies_left == 1 && goal_ == io::Goal::Mate && (!V::in_check(pos_) || king_captured<V>(pos_));
      if (!skip) found |= search(plies_left - 1, ply + 1, on_solution);
      V::unmake(pos_, m, undo);
      if (stopped_ || aborted()) return found;
    }
    if (!found) tt_.store_fail(key, 0);
    return found;
  }

  Position& pos_;
  TranspositionTable& tt_;
  io::Goal goal_;
  SearchAbort* abort_;  // progress is reported through it
  std::array<Move, kMaxPlies + 1> path_{};
  std::array<std::uint64_t, kMaxPlies + 1> salts_{};
  std::uint64_t nodes_ = 0;
  std::size_t count_ = 0;
  bool stopped_ = false;
};

}  // namespace regent
