#include "solver/io/variant_input.h"

#include <algorithm>
#include <cctype>

namespace regent::io {

bool BoardShape::contains(SquareRef s) const {
    return s.file >= 0 && s.file < files && s.rank >= 0 && s.rank < ranks &&
           std::find(holes.begin(), holes.end(), s) == holes.end();
}

std::vector<SquareRef> BoardShape::squares_of_rank(int rank) const {
    std::vector<SquareRef> out;
    for (int f = 0; f < files; ++f)
        if (contains(SquareRef{f, rank})) out.push_back(SquareRef{f, rank});
    return out;
}

namespace {

const VariantInput& royal_standard() {
    static const VariantInput input = [] {
        VariantInput v;
        v.condition = "royalstandard";
        v.pieces.add("K", "king");
        v.pieces.add("R", "rook");
        v.pieces.add("B", "bishop");
        v.pieces.add("E", "standard-bearer");
        v.pieces.add("W", "windmill");
        v.pieces.add_alias("SB", "E");
        v.pieces.add_alias("WM", "W");
        v.board = BoardShape{7, 6, {{0, 0}, {6, 0}, {0, 5}, {6, 5}}};
        v.fen_fields = {"frozen"};
        return v;
    }();
    return input;
}

}  // namespace

const VariantInput* variant_input(std::string_view condition_name) {
    std::string name;
    for (char c : condition_name)
        if (c != '-' && c != '_') name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const VariantInput& rs = royal_standard();
    if (name.size() >= 5 && rs.condition.compare(0, name.size(), name) == 0) return &rs;
    return nullptr;
}

const VariantInput* variant_input(const std::vector<ConditionSpec>& conditions) {
    for (const auto& c : conditions)
        if (const VariantInput* v = variant_input(c.name)) return v;
    return nullptr;
}

}  // namespace regent::io
