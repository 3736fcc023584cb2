#include "solver/run/merge.h"

#include <algorithm>
#include <climits>
#include <set>
#include <utility>

#include "solver/run/runner.h"

namespace regent {

namespace {

// A result of one share with the index of its first move.
template <class T>
struct Indexed {
  int index;
  T item;
};

template <class T>
void stable_sort_by_index(std::vector<Indexed<T>>& v) {
  std::stable_sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.index < b.index; });
}

template <class T>
void gather(std::vector<Indexed<T>>& out, std::vector<T>& items, const std::vector<int>& indices) {
  for (std::size_t i = 0; i < items.size() && i < indices.size(); ++i) out.push_back({indices[i], std::move(items[i])});
}

void merge_battle(std::vector<SolveResult>& shares, const SolveOptions& opt, SolveResult& r) {
  std::vector<Indexed<AttackerNode>> keys, tries;
  std::vector<Indexed<MoveRecord>> not_examined;
  for (SolveResult& s : shares) {
    gather(keys, s.battle.keys, s.part->keys);
    gather(tries, s.battle.tries, s.part->tries);
    gather(not_examined, s.not_examined, s.part->not_examined);
    if (s.part->k == 0) {
      r.battle.set_play = std::move(s.battle.set_play);
      r.battle.set_play_shown = s.battle.set_play_shown;
      r.battle.post_key = std::move(s.battle.post_key);
    }
  }
  stable_sort_by_index(keys);
  stable_sort_by_index(tries);
  stable_sort_by_index(not_examined);
  // maxsolutions: a single run analyses no first move after the one of the last key wanted.
  int last = INT_MAX;
  if (opt.max_solutions > 0 && int(keys.size()) >= opt.max_solutions) {
    keys.resize(std::size_t(opt.max_solutions));
    last = keys.back().index;
  }
  for (auto& k : keys) {
    k.item.first_move = k.index;
    r.battle.keys.push_back(std::move(k.item));
  }
  for (auto& t : tries)
    if (t.index <= last) {
      t.item.first_move = t.index;
      r.battle.tries.push_back(std::move(t.item));
    }
  for (auto& m : not_examined)
    if (m.index <= last) r.not_examined.push_back(std::move(m.item));
  conclude_battle(r, r.stipulation.moves);
  mark_partial(r, opt.max_solutions, opt.stop_on_short);
}

void merge_help(std::vector<SolveResult>& shares, const SolveOptions& opt, SolveResult& r) {
  struct Solution {
    int length;
    int index;
    std::vector<MoveRecord> line;
  };
  // A stop ends a single run at the length it was searching: the shortest where a share stopped.
  int stop_plies = 0;
  for (const SolveResult& s : shares)
    if (s.not_examined_plies > 0 && (stop_plies == 0 || s.not_examined_plies < stop_plies))
      stop_plies = s.not_examined_plies;
  const int stop_length = stop_plies > 0 ? (stop_plies + 1) / 2 : INT_MAX;
  std::vector<Solution> solutions;
  std::vector<Indexed<MoveRecord>> not_examined;
  for (SolveResult& s : shares)
    if (s.part->k == 0) {  // set play is not a first move's: share 0 has it
      r.help.set_play = std::move(s.help.set_play);
      r.help.set_play_shown = s.help.set_play_shown;
    }
  for (SolveResult& s : shares) {
    const auto& h = s.help;
    for (std::size_t i = 0; i < h.solutions.size(); ++i)
      if (h.lengths[i] <= stop_length) solutions.push_back({h.lengths[i], s.part->solutions[i], std::move(s.help.solutions[i])});
    if (stop_plies > 0 && s.not_examined_plies == stop_plies) gather(not_examined, s.not_examined, s.part->not_examined);
  }
  std::stable_sort(solutions.begin(), solutions.end(), [](const Solution& a, const Solution& b) {
    return a.length != b.length ? a.length < b.length : a.index < b.index;
  });
  const int full = (r.stipulation.half_moves() + 1) / 2;
  const bool any_short = std::any_of(solutions.begin(), solutions.end(), [&](const Solution& s) { return s.length < full; });
  if (opt.stop_on_short && any_short)  // (sorted: the first is of the shortest length)
    std::erase_if(solutions, [&, shortest = solutions.front().length](const Solution& s) { return s.length > shortest; });
  if (opt.max_solutions > 0 && int(solutions.size()) > opt.max_solutions) solutions.resize(std::size_t(opt.max_solutions));
  for (auto& s : solutions) {
    r.help.solutions.push_back(std::move(s.line));
    r.help.lengths.push_back(s.length);
    if (s.length < full) ++r.help.short_count;
    else ++r.help.full_length_count;
  }
  stable_sort_by_index(not_examined);
  for (auto& m : not_examined) r.not_examined.push_back(std::move(m.item));
  r.not_examined_plies = stop_plies;
  conclude_help(r, opt.intended);
  mark_partial(r, opt.max_solutions, opt.stop_on_short);
}

std::string share_name(int k, int n) { return std::to_string(k) + "/" + std::to_string(n); }

[[noreturn]] void not_a_part(const std::string& path, const std::string& why) {
  throw MergeError(path + ": not a part file of regent --first-moves K/N (" + why + ")");
}

}  // namespace

SolveResult merge_shares(std::vector<SolveResult> shares, const io::Options& options) {
  if (shares.empty()) throw MergeError("no shares to merge");
  // One share of one (--first-moves 0/1) is the whole solve: the analysis records no part.
  if (shares.size() == 1 && !shares.front().part) return std::move(shares.front());
  for (const SolveResult& s : shares)
    if (!s.part) throw MergeError("a solution without its share (part) cannot be merged");
  std::sort(shares.begin(), shares.end(), [](const SolveResult& a, const SolveResult& b) { return a.part->k < b.part->k; });
  const int n = shares.front().part->n;
  for (int k = 0; k < int(shares.size()); ++k)
    if (shares[k].part->n != n || shares[k].part->k != k || int(shares.size()) != n)
      throw MergeError("the shares are not 0/" + std::to_string(n) + " to " + share_name(n - 1, n));
  const SolveOptions opt = solve_options_from(options, shares.front().stipulation);
  SolveResult r;
  r.stipulation = shares.front().stipulation;
  r.first_mover = shares.front().first_mover;
  r.notes = shares.front().notes;
  for (const SolveResult& s : shares) {
    r.nodes += s.nodes;
    r.seconds = std::max(r.seconds, s.seconds);
    r.timed_out = r.timed_out || s.timed_out;
    r.interrupted = r.interrupted || s.interrupted;
  }
  if (r.stipulation.play == io::Play::Help) merge_help(shares, opt, r);
  else merge_battle(shares, opt, r);
  if (r.timed_out) r.verdict = Verdict::Aborted;
  return r;
}

nlohmann::json part_file_json(const PartFile& part, const nlohmann::json& problems) {
  return {{"version", part.version},
          {"part", {{"k", part.k}, {"n", part.n}}},
          {"files", part.files},
          {"options", part.options},
          {"noboard", part.noboard},
          {"problems", problems}};
}

PartFile read_part_file(const std::string& text, const std::string& path) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const std::exception&) {
    not_a_part(path, "not JSON");
  }
  if (!j.is_object() || !j.contains("part")) not_a_part(path, "no \"part\"");
  PartFile p;
  p.path = path;
  try {
    p.version = j.at("version").get<std::string>();
    p.k = j.at("part").at("k").get<int>();
    p.n = j.at("part").at("n").get<int>();
    p.files = j.at("files").get<std::vector<std::string>>();
    p.options = j.at("options").get<std::vector<std::string>>();
    p.noboard = j.at("noboard").get<bool>();
    for (const auto& e : j.at("problems")) {
      PartProblem q;
      q.index = e.at("index").get<int>();
      q.source = e.at("source").get<std::string>();
      q.line = e.at("line").get<int>();
      q.problem = e.value("problem", 0);
      q.twin = e.value("twin", "");
      q.duplex_half = e.value("duplex_half", 0);
      const auto id = e.find("id");  // absent (or null) for a problem that could not be read
      if (id != e.end() && !id->is_null()) q.id = id->get<std::string>();
      if (e.contains("solution") && p.n > 1) {  // 0/1 is the whole solve, without part
        const auto& part = e.at("solution").at("part");
        q.first_moves = part.at("first_moves").get<int>();
        if (part.at("k").get<int>() != p.k || part.at("n").get<int>() != p.n)
          not_a_part(path, "problem " + std::to_string(q.index) + " is of another share");
      }
      q.json = e;
      p.problems.push_back(std::move(q));
    }
  } catch (const nlohmann::json::exception& e) {
    not_a_part(path, e.what());
  }
  if (p.n < 1 || p.k < 0 || p.k >= p.n) not_a_part(path, "its share is " + share_name(p.k, p.n));
  return p;
}

void check_parts(std::vector<PartFile>& parts) {
  if (parts.empty()) throw MergeError("no part files given");
  const PartFile& first = parts.front();
  for (const PartFile& p : parts)
    if (p.n != first.n)
      throw MergeError(first.path + " is share " + share_name(first.k, first.n) + " and " + p.path + " is share " +
                       share_name(p.k, p.n) + ": the parts of a merge are shares of the same N");
  std::stable_sort(parts.begin(), parts.end(), [](const PartFile& a, const PartFile& b) { return a.k < b.k; });
  for (std::size_t i = 1; i < parts.size(); ++i)
    if (parts[i].k == parts[i - 1].k)
      throw MergeError("share " + share_name(parts[i].k, parts[i].n) + " is given twice: " + parts[i - 1].path +
                       " and " + parts[i].path);
  std::vector<std::string> missing;
  for (int k = 0, i = 0; k < first.n; ++k) {
    if (i < int(parts.size()) && parts[i].k == k) ++i;
    else missing.push_back(share_name(k, first.n));
  }
  if (!missing.empty()) {
    std::string list;
    for (const auto& m : missing) list += (list.empty() ? "" : ", ") + m;
    throw MergeError((missing.size() == 1 ? "share " + list + " is missing" : "shares " + list + " are missing"));
  }
  const PartFile& zero = parts.front();
  for (const PartFile& p : parts) {
    const std::string pair = zero.path + " and " + p.path;
    if (p.version != zero.version)
      throw MergeError(pair + " come from different versions of regent (" + zero.version + ", " + p.version + ")");
    if (p.files != zero.files) throw MergeError(pair + " are parts of different problem files");
    if (p.options != zero.options || p.noboard != zero.noboard)
      throw MergeError(pair + " were solved with different options");
    if (p.problems.size() != zero.problems.size())
      throw MergeError(pair + " are parts of different problems (" + std::to_string(zero.problems.size()) + " and " +
                       std::to_string(p.problems.size()) + " problems and twins)");
    for (std::size_t i = 0; i < p.problems.size(); ++i) {
      const PartProblem &a = zero.problems[i], &b = p.problems[i];
      const std::string which = a.source + " problem " + std::to_string(a.problem) + (a.twin.empty() ? "" : " " + a.twin);
      if (a.index != b.index || a.twin != b.twin || a.duplex_half != b.duplex_half || a.id != b.id)
        throw MergeError(pair + " are parts of different problems (" + which + ": id " + a.id + " and " + b.source +
                         " problem " + std::to_string(b.problem) + (b.twin.empty() ? "" : " " + b.twin) + ": id " +
                         b.id + ")");
      if (a.first_moves != b.first_moves)
        throw MergeError(pair + " disagree on the number of first moves of " + which + " (" +
                         std::to_string(a.first_moves) + " and " + std::to_string(b.first_moves) + ")");
    }
  }
}

}  // namespace regent
