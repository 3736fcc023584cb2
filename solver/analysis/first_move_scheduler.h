// Runs the analysis of a problem's first moves on several threads. The analysis of one first
// move (key, try or nothing, with its threats and variations; or the help-play solutions that
// begin with it) does not depend on the others', so each is a task: threads take tasks in
// first-move order from a shared counter, each with a worker of its own (position, searches),
// all sharing one transposition table. The caller keeps one result per task and reads them in
// first-move order afterwards, so the output does not depend on which thread did what.
//
// When no task is left to start but some are still running (one hard key can take most of a
// solve), an idle thread helps a running task: it runs the same analysis with the defences in
// the other order, which fills the shared table with answers the task's own thread then finds.
// Its own findings are thrown away, so the result stays what one thread would give.
#pragma once

#include <algorithm>
#include <atomic>
#include <memory>
#include <thread>
#include <vector>

#include "solver/search/abort.h"

namespace regent {

class FirstMoveScheduler {
 public:
  // count tasks; `abort` is the solve's stop flag and progress counters.
  FirstMoveScheduler(int count, SearchAbort& abort)
      : count_(count), limit_(count), abort_(abort), started_(new std::atomic<bool>[count]),
        finished_(new std::atomic<bool>[count]), helpers_(new std::atomic<int>[count]) {
    for (int i = 0; i < count; ++i) {
      started_[i] = false;
      finished_[i] = false;
      helpers_[i] = 0;
    }
    abort_.first_moves_total = count;
    abort_.first_moves_done = 0;
  }

  // Tasks from `index` on are not started (a solve that needs only so many solutions).
  void stop_from(int index) {
    int current = limit_.load();
    while (index < current && !limit_.compare_exchange_weak(current, index)) {}
  }
  int limit() const { return limit_.load(); }

  // Runs task(worker, i) for every task i, and assist(worker, i, finished) where a thread can
  // assist a running task (`finished` turns true when the task is done). workers[t] is thread t's;
  // thread 0 is the calling thread. Returns when every thread is done.
  template <class Worker, class Task, class Assist>
  void run(const std::vector<Worker*>& workers, Task task, Assist assist) {
    const int threads = int(workers.size());
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back([&, t] { work(*workers[t], task, assist); });
    work(*workers[0], task, assist);
    for (auto& th : pool) th.join();
  }

 private:
  template <class Worker, class Task, class Assist>
  void work(Worker& worker, Task& task, Assist& assist) {
    std::vector<bool> helped(std::size_t(count_), false);
    while (!abort_.stopped()) {
      const int i = next_.fetch_add(1);
      if (i < count_) {
        if (i >= limit_.load()) continue;
        started_[i] = true;
        task(worker, i);
        finished_[i] = true;
        ++abort_.first_moves_done;
        continue;
      }
      // Nothing left to start: help the running task with the fewest helpers (the earliest on a
      // tie), each task at most once per thread.
      int best = -1;
      for (int j = 0, end = std::min(count_, limit_.load()); j < end; ++j) {
        if (helped[j] || !started_[j] || finished_[j]) continue;
        if (best < 0 || helpers_[j] < helpers_[best]) best = j;
      }
      if (best < 0) break;
      helped[best] = true;
      ++helpers_[best];
      assist(worker, best, static_cast<const std::atomic<bool>&>(finished_[best]));
      --helpers_[best];
    }
  }

  const int count_;
  std::atomic<int> next_{0};
  std::atomic<int> limit_;
  SearchAbort& abort_;
  std::unique_ptr<std::atomic<bool>[]> started_, finished_;
  std::unique_ptr<std::atomic<int>[]> helpers_;
};

}  // namespace regent
