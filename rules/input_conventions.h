// How problems write the positions of a variant whose pieces or board differ from orthodox chess:
// the piece codes it adds, its board, the fields its FEN adds after the side to move, and the
// condition that selects it. A problem reader needs these before it knows the variant's Position
// type, so they are plain data, declared in each variant's folder (rules/<variant>/input.cpp) and
// gathered here from the list of variants; solver/io reads them and knows no variant by name.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "rules/condition_name.h"
#include "rules/core/geometry.h"

namespace regent {

struct InputConventions {
  ConditionName condition;                // the condition lines that select the variant
  std::vector<std::pair<std::string, std::string>> pieces;   // code and name: {"E", "standard-bearer"}
  std::vector<std::pair<std::string, std::string>> aliases;  // long form and code: {"SB", "E"}
  BoardGeometry board;                    // where the squares of a FEN's ranks are
  // Names of the FEN fields after the side to move; a field other than "-" becomes the
  // condition's arguments "<name> <value>" (The Royal Standard: "frozen c3e4").
  std::vector<std::string> fen_fields;
};

// The input conventions of every variant of rules/variants.h that has its own (the optional
// capability input_conventions() of rules/variant.h), in the list's order.
const std::vector<const InputConventions*>& variant_input_conventions();

}  // namespace regent
