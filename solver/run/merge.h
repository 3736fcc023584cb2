// One problem split across processes by first move (docs/collections.md, "One deep problem, many
// machines"): `regent --first-moves K/N FILE` solves the share K of N of the first moves of every
// problem and writes a part file; `regent merge PART...` checks the parts and puts the shares
// together into the solution a single run gives.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/analysis/solution.h"
#include "solver/io/problem_spec.h"

namespace regent {

// A merge that cannot be done: parts missing, given twice, of other problems... The message is
// what `regent merge` prints after "error: merge: ".
class MergeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The solution of a single run from the n shares of a split solve (each with its `part`; every k
// from 0 to n-1 once, in any order), the problem solved with `options`:
// - battle play: keys and tries in first-move order, set play from share 0; with maxsolutions M
//   the first M keys, and the tries and moves not examined up to the first move of the M-th key;
// - help play: the solutions by length, then first move; with stoponshortsolutions no
//   solution longer than the shortest when any share has a short one; with maxsolutions the first M;
// - the verdict, duals and short variations concluded again (conclude_battle / conclude_help);
// - timed_out / interrupted when any share was stopped, the moves not examined in first-move
//   order (help play: at the shortest length where a share stopped; longer solutions dropped);
// - nodes: the sum of the shares'; seconds: the longest share's (they ran side by side).
// A single share without part (0/1: the analysis of the whole problem records none) is the
// solution as it is. Throws MergeError when the shares do not fit together.
SolveResult merge_shares(std::vector<SolveResult> shares, const io::Options& options);

// One problem twin of a part file: the PROBLEM of `--format json` (its solution with `part`),
// with `problem` (its number in its file) and `id` (io::problem_id; "" for a problem that could
// not be read).
struct PartProblem {
  int index = 0;        // running number across the files, as in PROBLEM
  int problem = 0;      // number in its file
  std::string source;   // the file, as given
  int line = 0;
  std::string twin;     // twin label
  int duplex_half = 0;  // io::ProblemInstance::duplex_half
  std::string id;
  int first_moves = -1;  // -1: no solution (an error)
  nlohmann::json json;   // the PROBLEM
};

// A part file: what `regent --first-moves K/N` prints.
struct PartFile {
  std::string path;  // where it was read from (messages)
  std::string version;
  int k = 0, n = 1;
  std::vector<std::string> files;    // the problem files, as given
  std::vector<std::string> options;  // -o options (with --try, --setplay) given to the share
  bool noboard = false;
  std::vector<PartProblem> problems;
};

// The part file's JSON document (docs/json-output.md, "Part files").
nlohmann::json part_file_json(const PartFile& part, const nlohmann::json& problems);

// Reads a part file's text; throws MergeError ("PATH: not a part file of regent --first-moves
// K/N: ...").
PartFile read_part_file(const std::string& text, const std::string& path);

// Checks that the parts are the n shares of one split run: the same n, every k from 0 to n-1
// exactly once, the same version, files, options and problems (by index, twin and id) and the
// same number of first moves for each. Orders them by k. Throws MergeError.
void check_parts(std::vector<PartFile>& parts);

}  // namespace regent
