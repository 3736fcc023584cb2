// A stable identity for a problem twin: a canonical text of what the solver is asked, and its
// 64-bit FNV-1a hash. The same twin gets the same id whatever file, position in the file,
// layout, piece order, keyword abbreviation or case it was written with (docs/collections.md).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "solver/io/problem_spec.h"

namespace regent::io {

// The canonical text, one item per line:
//   regent-problem 1
//   stipulation #2                      (io::to_string: lower case, "h#2.5", "s=3", "hkc2")
//   condition regent white regent d1    (each condition as given in order, lower-cased)
//   pieces bKa1 bPa2 wKc1 wSg4          (colour, code, square; sorted)
//   options defence=1 try               (the options that change what is solved, see the .cpp)
//   fen w - - 0 1 d1,d8                 (only for a position given as a full FEN)
//   twin b)                             (the twin label, "" without twins)
// Title, author, origin, award, remarks and the source file are not part of it.
std::string canonical_problem_text(const ProblemInstance& problem);

// 64-bit FNV-1a of the bytes of `text`.
std::uint64_t fnv1a64(std::string_view text);

// The id: fnv1a64(canonical_problem_text(problem)) as 16 lower-case hex digits.
std::string problem_id(const ProblemInstance& problem);

}  // namespace regent::io
