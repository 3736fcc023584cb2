#include "solver/io/variant_input.h"

#include <algorithm>

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

// The solver's form of a variant's conventions: its piece table and board shape.
VariantInput from_rules(const InputConventions& c) {
    VariantInput v;
    v.condition = c.condition.full;
    v.spellings = c.condition;
    for (const auto& [code, name] : c.pieces) v.pieces.add(code, name);
    for (const auto& [alias, code] : c.aliases) v.pieces.add_alias(alias, code);
    v.board.files = c.board.files;
    v.board.ranks = c.board.ranks;
    for (int r = 0; r < c.board.ranks; ++r)
        for (int f = 0; f < c.board.files; ++f)
            if (!c.board.exists(make_square(f, r))) v.board.holes.push_back(SquareRef{f, r});
    v.fen_fields = c.fen_fields;
    return v;
}

const std::vector<VariantInput>& all_inputs() {
    static const std::vector<VariantInput> all = [] {
        std::vector<VariantInput> out;
        for (const InputConventions* c : variant_input_conventions()) out.push_back(from_rules(*c));
        return out;
    }();
    return all;
}

}  // namespace

const VariantInput* variant_input(std::string_view condition_name) {
    for (const VariantInput& v : all_inputs())
        if (v.spellings.selects(condition_name)) return &v;
    return nullptr;
}

const VariantInput* variant_input(const std::vector<ConditionSpec>& conditions) {
    for (const auto& c : conditions)
        if (const VariantInput* v = variant_input(c.name)) return v;
    return nullptr;
}

}  // namespace regent::io
