// Input conventions of the variants whose problems use other pieces or another board than
// orthodox chess: the condition that selects the variant (with its forgiving spellings), the piece
// codes it adds, the shape of its board, and the FEN fields it adds after the side to move. The
// variants declare them in rules/ (rules/input_conventions.h); this is their form for the readers.
//
// Problem files choose them by their condition: the Popeye reader reads the pieces (and forsyth)
// that follow `condition royalstandard` with The Royal Standard's codes and board; a FEN given with
// that condition (--fen, JSON "fen") is read the same way. Still plain data: the rules check the
// position (squares on the board, pieces the variant has).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/input_conventions.h"
#include "solver/io/problem_spec.h"

namespace regent::io {

// A board of files x ranks squares (at most 8 x 8) in the lower-left corner of the grid, minus
// holes. In a FEN each rank lists only the squares that exist, so the holes are implicit.
struct BoardShape {
    int files = 8;
    int ranks = 8;
    std::vector<SquareRef> holes;

    bool is_standard() const { return files == 8 && ranks == 8 && holes.empty(); }
    bool contains(SquareRef s) const;
    // The squares of a rank that exist, from the a-file on.
    std::vector<SquareRef> squares_of_rank(int rank) const;
};

struct VariantInput {
    std::string condition;  // the canonical condition name, e.g. "royalstandard"
    ConditionName spellings;  // the condition names that select it (the variant's own rule)
    PieceTable pieces;
    BoardShape board;
    // Names of the FEN fields that follow the side to move; a field other than "-" becomes the
    // condition's arguments "<name> <value>" (The Royal Standard: "frozen c3e4").
    std::vector<std::string> fen_fields;
};

// The conventions of the variant a condition name selects (by the variant's ConditionName, e.g.
// The Royal Standard's: case, '-' and '_' ignored, any prefix of five letters or more), nullptr if
// it selects none.
const VariantInput* variant_input(std::string_view condition_name);
// The first condition of the list that selects one, nullptr if none does.
const VariantInput* variant_input(const std::vector<ConditionSpec>& conditions);

}  // namespace regent::io
