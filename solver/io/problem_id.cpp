#include "solver/io/problem_id.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <tuple>
#include <vector>

namespace regent::io {

namespace {

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::string squares(const std::vector<SquareRef>& list) {
    std::string out;
    for (const SquareRef& s : list) out += to_string(s);
    return out;
}

// The options that change what is solved or judged. Left out: noboard, movenumbers, variation
// (the output always shows variations), intelligent (ignored) and maxtime (a resource limit).
std::string options_text(const Options& o) {
    std::vector<std::string> words;
    const std::pair<bool, const char*> flags[] = {
        {o.try_play, "try"},         {o.setplay, "setplay"},         {o.nothreat, "nothreat"}, {o.matesin1, "matesin1"},
        {o.stoponshort, "stoponshortsolutions"}, {o.whitetoplay, "whitetoplay"}, {o.halfduplex, "halfduplex"},
        {o.duplex, "duplex"},        {o.nowk, "nowk"},               {o.nobk, "nobk"},
        {o.postkeyplay, "postkeyplay"}, {o.noshortvariations, "noshortvariations"}};
    for (const auto& [on, word] : flags)
        if (on) words.emplace_back(word);
    const auto number = [&](const char* name, int value) { words.push_back(std::string(name).append(std::to_string(value))); };
    number("defence=", o.defence);
    if (o.maxsolutions) number("maxsolutions=", o.maxsolutions);
    if (o.intended) number("intended=", o.intended);
    if (!o.nocastling.empty()) {
        std::vector<SquareRef> sorted = o.nocastling;
        std::sort(sorted.begin(), sorted.end(), [](SquareRef a, SquareRef b) {
            return std::tie(a.file, a.rank) < std::tie(b.file, b.rank);
        });
        words.push_back(std::string("nocastling=").append(squares(sorted)));
    }
    if (!o.enpassant.empty()) words.push_back(std::string("enpassant=").append(squares(o.enpassant)));
    std::sort(words.begin(), words.end());
    std::string out;
    for (const auto& w : words) out.append(out.empty() ? "" : " ").append(w);
    return out;
}

}  // namespace

std::string canonical_problem_text(const ProblemInstance& p) {
    std::string text = "regent-problem 1\n";
    text.append("stipulation ").append(to_string(p.stipulation)).append("\n");
    for (const ConditionSpec& c : p.conditions) {
        text += "condition ";
        text += lower(c.name);
        for (const auto& a : c.args) text.append(" ").append(lower(a));
        text += "\n";
    }
    std::vector<std::string> pieces;
    for (const PieceSpec& piece : p.pieces) pieces.push_back(to_string(piece));
    std::sort(pieces.begin(), pieces.end());
    text += "pieces";
    for (const auto& piece : pieces) text.append(" ").append(piece);
    text.append("\noptions ").append(options_text(p.options)).append("\n");
    if (p.fen) {
        const FenExtras& f = *p.fen;
        text += "fen ";
        text += f.side_to_move;
        text.append(" ").append(f.castling);
        text.append(" ").append(f.en_passant ? to_string(*f.en_passant) : std::string("-"));
        text.append(" ").append(std::to_string(f.halfmove_clock));
        text.append(" ").append(std::to_string(f.fullmove_number));
        if (f.regents) text.append(" ").append(*f.regents);
        text += "\n";
    }
    text.append("twin ").append(p.twin_label).append("\n");
    // The halves of a duplex twin are two problems (a twin without halves keeps its id).
    if (p.duplex_half != 0) text.append("duplex half ").append(std::to_string(p.duplex_half)).append("\n");
    return text;
}

std::uint64_t fnv1a64(std::string_view text) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (const char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::string problem_id(const ProblemInstance& problem) {
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(fnv1a64(canonical_problem_text(problem))));
    return hex;
}

}  // namespace regent::io
