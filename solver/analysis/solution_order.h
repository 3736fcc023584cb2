// The help-play solutions of one length, found by several threads at once, passed on in
// first-move order as they are found, with a bounded amount held back.
//
// Each first move is a task of the FirstMoveScheduler. The task at the front (the lowest one not
// finished) passes its solutions on at once. A thread whose task comes later holds its solutions
// back (engine moves only, a few bytes each) until its task reaches the front, and when `bound`
// bytes are held back by all threads together it waits for that. The front task never waits, and
// it is always being run (tasks are started in order, and a thread runs one task at a time), so
// the front always moves on: nothing deadlocks. What is passed on is what one thread going
// through the first moves in order would pass on, whatever the number of threads.
//
// `wanted` (maxsolutions) is decided in that order: once that many are passed on, later tasks are
// not started and whatever they find is dropped. A stop (time limit, interrupt) passes on, at
// the end, every solution found and held back, in order; the tasks it cut short are the caller's
// to report.
#pragma once

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <vector>

#include "solver/analysis/first_move_scheduler.h"
#include "solver/analysis/solution.h"
#include "solver/search/abort.h"

namespace regent {

template <class Move>
class SolutionOrder {
 public:
  // tasks: the first moves; plies: the length of each solution; bound: bytes of moves that may be
  // held back; wanted: how many solutions are wanted (0: all). stats: where the bound and the
  // most held back at once are recorded.
  SolutionOrder(int tasks, int plies, std::size_t bound, int wanted, FirstMoveScheduler& scheduler,
                const SearchAbort& abort, HelpBuffering& stats)
      : held_(std::size_t(tasks)), plies_(plies), bound_(bound), wanted_(wanted), scheduler_(scheduler),
        abort_(abort), stats_(stats) {
    stats_.bound = bound;
  }

  // Task i's thread found a solution (plies moves). pass(moves, task) passes a solution on; it is
  // called by one thread at a time, in order. Returns false when task i needs no more solutions
  // (enough are passed on, the task is dropped, or the solve stops while it waits).
  template <class Pass>
  bool found(int i, const Move* moves, Pass&& pass) {
    std::unique_lock lock(mutex_);
    if (dropped(i)) return false;
    if (i != front_) {
      const std::size_t size = line_bytes();
      if (bytes_ + size > bound_) {
        ++stats_.waits;
        while (i != front_ && !dropped(i) && !abort_.stopped() && bytes_ + size > bound_)
          turn_.wait_for(lock, std::chrono::milliseconds(10));
        if (dropped(i) || (i != front_ && bytes_ + size > bound_)) return false;  // dropped, or stopped
      }
      if (i != front_) {
        held_[i].moves.insert(held_[i].moves.end(), moves, moves + plies_);
        bytes_ += size;
        stats_.peak_bytes = std::max(stats_.peak_bytes, bytes_);
        stats_.peak_lines = std::max(stats_.peak_lines, bytes_ / size);
        return true;
      }
    }
    pass_one(i, moves, pass);
    return !enough_;
  }

  // Task i's thread is done with it (all found, or cut short by a stop).
  template <class Pass>
  void finished(int i, Pass&& pass) {
    std::lock_guard lock(mutex_);
    held_[i].finished = true;
    if (dropped(i)) release(i);
    if (i == front_) advance(pass);
  }

  // After the scheduler's run: what is still held back, in task order (tasks a stop cut short).
  template <class Pass>
  void flush(Pass&& pass) {
    std::lock_guard lock(mutex_);
    for (; front_ < int(held_.size()); ++front_) {
      if (dropped(front_)) release(front_);
      else pass_held(front_, pass);
    }
  }

 private:
  struct Held {
    std::vector<Move> moves;  // the solutions held back, plies_ moves each
    bool finished = false;
  };

  std::size_t line_bytes() const { return std::size_t(plies_) * sizeof(Move); }

  // Nothing more of task i is passed on: enough solutions were, or a task before it gave the
  // last one wanted.
  bool dropped(int i) const { return enough_ || i >= scheduler_.limit(); }

  void release(int i) {
    bytes_ -= held_[i].moves.size() * sizeof(Move);
    std::vector<Move>().swap(held_[i].moves);
  }

  template <class Pass>
  void pass_one(int i, const Move* moves, Pass& pass) {
    pass(moves, i);
    if (wanted_ > 0 && ++passed_ >= wanted_) {
      enough_ = true;
      scheduler_.stop_from(i + 1);
      turn_.notify_all();
    }
  }

  template <class Pass>
  void pass_held(int i, Pass& pass) {
    const std::vector<Move>& moves = held_[i].moves;
    for (std::size_t k = 0; k < moves.size() && !enough_; k += std::size_t(plies_)) pass_one(i, moves.data() + k, pass);
    release(i);
  }

  // The front task is finished: the front moves past every finished task, passing on what they
  // hold, and stops at the first unfinished one, whose solutions held back are passed on too (its
  // thread passes on the next ones itself).
  template <class Pass>
  void advance(Pass& pass) {
    while (front_ < int(held_.size())) {
      if (dropped(front_)) release(front_);
      else pass_held(front_, pass);
      if (!held_[front_].finished) break;
      ++front_;
    }
    turn_.notify_all();
  }

  std::mutex mutex_;
  std::condition_variable turn_;
  std::vector<Held> held_;
  int front_ = 0;  // the lowest task not finished and passed on
  const int plies_;
  const std::size_t bound_;
  std::size_t bytes_ = 0;  // held back now
  const int wanted_;
  int passed_ = 0;
  bool enough_ = false;  // wanted_ solutions are passed on
  FirstMoveScheduler& scheduler_;
  const SearchAbort& abort_;
  HelpBuffering& stats_;
};

}  // namespace regent
