// Popeye's German and French input languages: the first word of a file chooses the language, and
// every keyword, option, twin operation, colour and piece letter is then read in it.
#include "solver/io/popeye_parser.h"
#include "solver/io/problem_id.h"

#include "io_test_helpers.h"

#include <gtest/gtest.h>

#include <sstream>

namespace regent::io {
namespace {

using test::pieces_string;
using test::squares_string;

// Every field of a parsed problem twin, one per line, so that two parses compare field by field.
std::string dump(const ProblemInstance& p) {
    std::ostringstream out;
    out << "title " << p.title << "\nauthor " << p.author << "\norigin " << p.origin << "\naward " << p.award
        << "\nstipulation " << to_string(p.stipulation) << "\n";
    const Options& o = p.options;
    out << "options try=" << o.try_play << " variation=" << o.variation << " setplay=" << o.setplay
        << " nothreat=" << o.nothreat << " matesin1=" << o.matesin1 << " stoponshort=" << o.stoponshort
        << " noboard=" << o.noboard << " whitetoplay=" << o.whitetoplay << " halfduplex=" << o.halfduplex
        << " duplex=" << o.duplex << " nowk=" << o.nowk << " nobk=" << o.nobk << " postkeyplay=" << o.postkeyplay
        << " noshortvariations=" << o.noshortvariations << " movenumbers=" << o.movenumbers
        << " intelligent=" << o.intelligent << " defence=" << o.defence << " maxsolutions=" << o.maxsolutions
        << " maxtime=" << o.maxtime << " intended=" << o.intended << " nocastling=" << squares_string(o.nocastling)
        << " enpassant=" << squares_string(o.enpassant) << "\n";
    for (const auto& c : p.conditions) {
        out << "condition " << c.name;
        for (const auto& a : c.args) out << " " << a;
        out << " (line " << c.line << ")\n";
    }
    for (const auto& piece : p.pieces) out << "piece " << to_string(piece) << " (line " << piece.line << ")\n";
    out << "twin '" << p.twin_label << "' '" << p.twin_description << "' continued=" << p.twin_continued
        << " last=" << p.last_twin << "\nfen " << p.fen.has_value() << "\nsource " << p.source_file << ":" << p.line
        << "\n";
    for (const auto& w : p.warnings) out << "warning " << w << "\n";
    return out.str();
}

std::string dump(const std::vector<ParsedProblem>& problems) {
    std::string out;
    for (const auto& pp : problems) {
        out += "problem " + std::to_string(pp.index) + " line " + std::to_string(pp.line) + "\n";
        if (pp.error) out += "error " + pp.error->to_string() + "\n";
        for (const auto& twin : pp.twins) out += dump(twin) + "id " + canonical_problem_text(twin) + "\n";
    }
    return out;
}

// The same two problems in English, German and French, line for line (so that the lines of the
// pieces and conditions agree too), with abbreviations in German and French.
constexpr std::string_view kEnglish =
    "beginproblem\n"
    "author A. Composer\n"
    "origin Test 2024\n"
    "title Languages\n"
    "award 1st Prize\n"
    "remark not shown\n"
    "stipulation #2\n"
    "option try defence 2 variation setplay nothreat maxsolutions 3 maxtime 60 noboard movenumbers\n"
    "condition circe\n"
    "pieces white kb7 rc2 pg7 qh1 bf1 sd4\n"
    "  black kd8 pa7b6 rh8 bc8 se5\n"
    "twin move b7 a7\n"
    "twin continued rotate 90\n"
    "twin continued mirror a1<-->h1\n"
    "twin exchange c2 d8\n"
    "twin remove g7 add black qg2 white pf2\n"
    "twin polishtype\n"
    "twin substitute r b\n"
    "twin stipulation #3 condition madrasi\n"
    "nextproblem\n"
    "stipulation h#2\n"
    "option whitetoplay stoponshortsolutions halfduplex nocastling a1h1\n"
    "option enpassant c7c6c5 intelligent 5 intended 2 matesin1 noshortvariations\n"
    "forsyth 8/8/8/2p5/8/8/8/8\n"
    "pieces white ke1 ra1 rh1 pd5 black ke7 sb7\n"
    "zeroposition move e1 e2\n"
    "twin shift a1 a2\n"
    "twin continued remove d6 add white qd4\n"
    "twin mirror a1<-->a8\n"
    "endproblem\n";

constexpr std::string_view kGerman =
    "Anfang\n"
    "Auto A. Composer\n"
    "Que Test 2024\n"
    "Tit Languages\n"
    "Ausz 1st Prize\n"
    "Beme not shown\n"
    "Ford #2\n"
    "Opti Verf Wide 2 Vari Satz OhneD MaxL 3 MaxZ 60 OhneB Zugn\n"
    "Bed circe\n"
    "Stei weis kb7 tc2 bg7 dh1 lf1 sd4\n"
    "  schw kd8 ba7b6 th8 lc8 se5\n"
    "Zwil verse b7 a7\n"
    "Zwil fern Dreh 90\n"
    "Zwil fern Spie a1<-->h1\n"
    "Zw taus c2 d8\n"
    "Zw entf g7 hinz schw dg2 weis bf2\n"
    "Zw Farb\n"
    "Zw ers t l\n"
    "Zw Ford #3 Bed madrasi\n"
    "Weit\n"
    "Ford h#2\n"
    "Opti WeissB StopN HalbD KeineR a1h1\n"
    "Opti EnP c7c6c5 Intel 5 intended 2 MattsIn1 OhneK\n"
    "forsyth 8/8/8/2b5/8/8/8/8\n"
    "Stei weis ke1 ta1 th1 bd5 schw ke7 sb7\n"
    "Null verse e1 e2\n"
    "Zwil Versch a1 a2\n"
    "Zwil fern entf d6 hinz weis dd4\n"
    "Zwil Spie a1<-->a8\n"
    "Ende\n";

constexpr std::string_view kFrench =
    "Debut\n"
    "Aut A. Composer\n"
    "Sou Test 2024\n"
    "Tit Languages\n"
    "Pri 1st Prize\n"
    "Rem not shown\n"
    "Eno #2\n"
    "Opt Ess Def 2 Vari Apparent SansM MaxS 3 MaxT 60 SansE Tra\n"
    "Cond circe\n"
    "Pie bl rb7 tc2 pg7 dh1 ff1 cd4\n"
    "  no rd8 pa7b6 th8 fc8 ce5\n"
    "Jum dep b7 a7\n"
    "Jum enp rot 90\n"
    "Jum enp mir a1<-->h1\n"
    "Jum ech c2 d8\n"
    "Jum ote g7 aj no dg2 bl pf2\n"
    "Jum Coul\n"
    "Jum remp t f\n"
    "Jum eno #3 cond madrasi\n"
    "asu\n"
    "Eno h#2\n"
    "Opt ApparentS FinA DemiD SansRo a1h1\n"
    "Opt EnP c7c6c5 Intel 5 intended 2 MatsEn1 SansV\n"
    "forsyth 8/8/8/2p5/8/8/8/8\n"
    "Pie bl re1 ta1 th1 pd5 no re7 cb7\n"
    "Zero dep e1 e2\n"
    "Jum transl a1 a2\n"
    "Jum enp ote d6 aj bl dd4\n"
    "Jum mir a1<-->a8\n"
    "Fin\n";

// What the three files give (beyond being equal).
void expect_reference(const std::vector<ParsedProblem>& problems) {
    ASSERT_EQ(problems.size(), 2u);
    ASSERT_FALSE(problems[0].error.has_value()) << problems[0].error->to_string();
    ASSERT_FALSE(problems[1].error.has_value()) << problems[1].error->to_string();
    const auto& first = problems[0].twins;
    ASSERT_EQ(first.size(), 9u);
    EXPECT_EQ(pieces_string(first[0].pieces), "wKb7 wRc2 wPg7 wQh1 wBf1 wSd4 bKd8 bPa7 bPb6 bRh8 bBc8 bSe5");
    EXPECT_EQ(first[0].pieces.back().line, 11);
    EXPECT_EQ(first[0].author, "A. Composer");
    EXPECT_EQ(first[0].award, "1st Prize");
    EXPECT_TRUE(first[0].options.try_play);
    EXPECT_EQ(first[0].options.defence, 2);
    EXPECT_TRUE(first[0].options.movenumbers);
    EXPECT_EQ(first[1].twin_description, "wKb7-->a7");
    EXPECT_EQ(first[2].twin_description, "rotate 90");
    EXPECT_TRUE(first[2].twin_continued);
    EXPECT_EQ(first[3].twin_description, "mirror a1<-->h1");
    EXPECT_EQ(first[4].twin_description, "wRc2<-->bKd8");
    EXPECT_EQ(first[5].twin_description, "-wPg7  +bQg2  +wPf2");
    EXPECT_EQ(first[6].twin_description, "PolishType");
    EXPECT_EQ(first[7].twin_description, "R ==> B");
    EXPECT_EQ(first[8].twin_description, "#3  madrasi");
    const auto& second = problems[1].twins;
    ASSERT_EQ(second.size(), 4u);
    EXPECT_EQ(problems[1].line, 21);
    EXPECT_EQ(pieces_string(second[0].pieces), "bPc5 wKe2 wRa1 wRh1 wPd5 bKe7 bSb7");
    EXPECT_EQ(second[1].twin_description, "shift a1 ==> a2");
    EXPECT_EQ(second[2].twin_description, "-wPd6  +wQd4");
    EXPECT_EQ(second[3].twin_description, "mirror a1<-->a8");
    EXPECT_TRUE(second[0].options.whitetoplay);
    EXPECT_EQ(squares_string(second[0].options.enpassant), "c7c6c5");
    EXPECT_EQ(second[0].options.intended, 2);
    EXPECT_TRUE(second[0].options.matesin1);
}

TEST(IoPopeyeLanguages, GermanFileParsesAsItsEnglishEquivalent) {
    const auto english = parse_popeye(kEnglish, "t.pop");
    expect_reference(english);
    const auto german = parse_popeye(kGerman, "t.pop");
    expect_reference(german);
    EXPECT_EQ(dump(german), dump(english));
}

TEST(IoPopeyeLanguages, FrenchFileParsesAsItsEnglishEquivalent) {
    const auto english = parse_popeye(kEnglish, "t.pop");
    expect_reference(english);
    const auto french = parse_popeye(kFrench, "t.pop");
    expect_reference(french);
    EXPECT_EQ(dump(french), dump(english));
}

// Parses a file that must hold one problem with an error; returns "FILE:LINE: problem 1: MESSAGE".
std::string error_of(std::string_view text) {
    const auto problems = parse_popeye(text, "de.pop");
    EXPECT_EQ(problems.size(), 1u);
    if (problems.size() != 1) return "wrong number of problems";
    if (!problems[0].error) return "no error";
    return problems[0].error->to_string();
}

TEST(IoPopeyeLanguages, UnknownGermanKeywordAndOption) {
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nLoesung 1.Dh7#\nSteine weiss Kc6 Dh1 schwarz Kc8\n"
                       "EndeProblem\n"),
              "de.pop:3: problem 1: unknown keyword 'Loesung' (expected a command such as forderung, steine, "
              "option, zwilling or endeproblem)");
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nSteine weiss Kc6 Dh1 schwarz Kc8\n"
                       "Option Varianten\n  Quatsch\nEndeProblem\n"),
              "de.pop:5: problem 1: unknown option 'Quatsch'");
    // A keyword of another language is unknown, with a hint.
    EXPECT_EQ(error_of("AnfangProblem\nstipulation #2\nEndeProblem\n"),
              "de.pop:2: problem 1: unknown keyword 'stipulation' (expected a command such as forderung, steine, "
              "option, zwilling or endeproblem; 'stipulation' is English, but this file is read in German: the "
              "first word of a file (beginproblem, anfangproblem, debutprobleme) chooses the language of the whole "
              "file, as in Popeye)");
}

TEST(IoPopeyeLanguages, OptionsRegentRejectsAreRejectedInEveryLanguage) {
    const auto problems = parse_popeye(
        "AnfangProblem\n"
        "Forderung #2\n"
        "Steine weiss Kc6 Dh1 schwarz Kc8\n"
        "Option RochadenGegenseitigAusschliessend a1h8\n"
        "WeiteresProblem\n"
        "Forderung #2\n"
        "Steine weiss Kc6 Dh1 schwarz Kc8\n"
        "Option Varianten Drohung 1 MaxFluchtfelder 0 NichtTrivial 1 0 HalteMattsetzendenStein StartZugnummer 3 BisZugnummer 7\n"
        "EndeProblem\n",
        "de.pop");
    ASSERT_EQ(problems.size(), 2u);
    ASSERT_TRUE(problems[0].error.has_value());
    EXPECT_EQ(problems[0].error->to_string(),
              "de.pop:4: problem 1: option 'rochadengegenseitigausschliessend' is not supported");
    ASSERT_FALSE(problems[1].error.has_value()) << problems[1].error->to_string();
    const auto& o = problems[1].twins[0].options;
    EXPECT_TRUE(o.variation);
    EXPECT_EQ(o.threat, 1);
    EXPECT_EQ(o.maxflightsquares, 0);
    EXPECT_EQ(o.nontrivial_defences, 1);
    EXPECT_EQ(o.nontrivial_length, 0);
    EXPECT_TRUE(o.keepmatingpiece);
    EXPECT_EQ(o.startmovenumber, 3);
    EXPECT_EQ(o.uptomovenumber, 7);
    EXPECT_EQ(error_of("DebutProbleme\nEnonce #2\nPieces blanc Rc6 Dh1 noir Rc8\nOption Bip\nFinProbleme\n"),
              "de.pop:4: problem 1: option 'bip' is not supported");
    EXPECT_EQ(error_of("DebutProbleme\nEnonce s#3\nPieces blanc Rc6 Dh1 noir Rc8\nOption Menace 2 Quodlibet "
                       "MaxCasesFuites 1 RetiensPieceMatante Enroute 2 JusquAuCoup 9\nFinProbleme\n"),
              "no error");
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nSteine weiss Kc6 Dh1 schwarz Kc8\nOption NichtTrivial 1\n"),
              "de.pop:4: problem 1: expected a number after option 'nichttrivial', found end of input");
    // English option words are not German ones.
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nSteine weiss Kc6 Dh1 schwarz Kc8\nOption Try\n"),
              "de.pop:4: problem 1: unknown option 'Try'");
}

TEST(IoPopeyeLanguages, PieceLettersOfTheLanguage) {
    // German: K D T L S B; French: R D T F C P; read as K Q R B S P.
    const auto de = parse_popeye("AnfangProblem\nForderung #2\nSteine weiss Ka1 Db1 Tc1 Ld1 Se1 Bf2\n"
                                 "schwarz Kh8 Bh7\nEndeProblem\n",
                                 "de.pop");
    ASSERT_EQ(de.size(), 1u);
    ASSERT_FALSE(de[0].error.has_value()) << de[0].error->to_string();
    EXPECT_EQ(pieces_string(de[0].twins[0].pieces), "wKa1 wQb1 wRc1 wBd1 wSe1 wPf2 bKh8 bPh7");
    const auto fr = parse_popeye("DebutProbleme\nEnonce #2\nPieces blanc Ra1 Db1 Tc1 Fd1 Ce1 Pf2\n"
                                 "noir Rh8 Ph7\nFinProbleme\n",
                                 "fr.pop");
    ASSERT_EQ(fr.size(), 1u);
    ASSERT_FALSE(fr[0].error.has_value()) << fr[0].error->to_string();
    EXPECT_EQ(pieces_string(fr[0].twins[0].pieces), "wKa1 wQb1 wRc1 wBd1 wSe1 wPf2 bKh8 bPh7");
    // English letters are not German ones (N is no knight in German either), and messages list the
    // letters of the language.
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nSteine weiss Ka1 Qb1 schwarz Kh8\n"),
              "de.pop:3: problem 1: unknown piece 'Q' in 'Qb1' (known pieces: K D T L S B)");
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nSteine weiss Ka1 Nb1 schwarz Kh8\n"),
              "de.pop:3: problem 1: unknown piece 'N' in 'Nb1' (known pieces: K D T L S B)");
    EXPECT_EQ(error_of("DebutProbleme\nEnonce #2\nPieces blanc Ka1 noir Rh8\n"),
              "de.pop:3: problem 1: unknown piece 'K' in 'Ka1' (known pieces: R D T F C P)");
    // forsyth and ersetze (substitute) use the letters too.
    const auto fen = parse_popeye("AnfangProblem\nForderung #2\nForsyth 7k/7b/8/8/8/8/5B2/KDTLS3\n"
                                  "Zwilling ersetze B L\nEndeProblem\n",
                                  "de.pop");
    ASSERT_EQ(fen.size(), 1u);
    ASSERT_FALSE(fen[0].error.has_value()) << fen[0].error->to_string();
    ASSERT_EQ(fen[0].twins.size(), 2u);
    EXPECT_EQ(pieces_string(fen[0].twins[0].pieces), "bKh8 bPh7 wPf2 wKa1 wQb1 wRc1 wBd1 wSe1");
    EXPECT_EQ(fen[0].twins[1].twin_description, "P ==> B");
    EXPECT_EQ(pieces_string(fen[0].twins[1].pieces), "bKh8 bBh7 wBf2 wKa1 wQb1 wRc1 wBd1 wSe1");
}

TEST(IoPopeyeLanguages, MessagesQuoteTheWordsOfTheLanguage) {
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nSteine Ka1\n"),
              "de.pop:3: problem 1: expected a colour (weiss or schwarz) before 'Ka1'");
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nSteine weiss Ka1 Koeniglich Kb3 schwarz Kh8\n"),
              "de.pop:3: problem 1: piece attribute 'koeniglich' is not supported");
    EXPECT_EQ(error_of("AnfangProblem\nSteine weiss Ka1 schwarz Kh8\nEndeProblem\n"),
              "de.pop:1: problem 1: missing stipulation (e.g. 'forderung #2')");
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nSteine weiss Ka1 schwarz Kh8\nZwilling versetze b1 b2\n"),
              "de.pop:4: problem 1: twin versetze: no piece on b1");
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nSteine weiss Ka1 schwarz Kh8\nZwilling Drehen 90\n"),
              "de.pop:4: problem 1: expected a twin operation (versetze, tausche, entferne, hinzufuegen, drehung, "
              "spiegelung, verschiebung, farbwechsel, ersetze, forderung, bedingung), found 'Drehen'");
    EXPECT_EQ(error_of("AnfangProblem\nForderung #2\nSteine weiss Ka1 schwarz Kh8\nZwilling versetze a1 a2 ferner\n"),
              "de.pop:4: problem 1: 'ferner' must directly follow 'zwilling'");
    EXPECT_EQ(error_of("DebutProbleme\nEnonce #2\nPieces blanc Ra1 noir Rh8\nOption Variantes\n"
                       "Jumeau deplacement a1 a2\nPieces blanc Dd1\n"),
              "de.pop:6: problem 1: 'Pieces' is not allowed after 'jumeau' or 'zeroposition' (change the position "
              "with twin operations such as deplacement, ajoute, ote)");
    EXPECT_EQ(error_of("DebutProbleme\nSEnonce #2\n"),
              "de.pop:2: problem 1: structured stipulations ('senonce') are not supported; use 'enonce'");
}

TEST(IoPopeyeLanguages, TheFirstWordChoosesTheLanguageOfTheWholeFile) {
    // Any prefix of anfangproblem chooses German, as in Popeye ('a' too, though 'a' is ambiguous
    // among the German commands).
    const auto short_begin = parse_popeye("a\nford #1\nstei weis kc6 dh1 schw kc8\nende\n", "de.pop");
    ASSERT_EQ(short_begin.size(), 1u);
    ASSERT_FALSE(short_begin[0].error.has_value()) << short_begin[0].error->to_string();
    EXPECT_EQ(pieces_string(short_begin[0].twins[0].pieces), "wKc6 wQh1 bKc8");
    // Popeye reads a file in one language: a later anfangproblem does not switch to German.
    const auto mixed = parse_popeye(
        "beginproblem\nstipulation #1\npieces white kc6 qh1 black kc8\nendproblem\n"
        "AnfangProblem\nForderung #1\nSteine weiss Kc6 Dh1 schwarz Kc8\nEndeProblem\n",
        "mixed.pop");
    ASSERT_EQ(mixed.size(), 2u);
    EXPECT_FALSE(mixed[0].error.has_value());
    ASSERT_TRUE(mixed[1].error.has_value());
    EXPECT_EQ(mixed[1].error->to_string(),
              "mixed.pop:5: problem 2: 'AnfangProblem' begins a German problem, but this file is read in English: "
              "the first word of a file (beginproblem, anfangproblem, debutprobleme) chooses the language of the "
              "whole file, as in Popeye");
    // Nor does a begin word of the file's language after the first problem change anything.
    const auto two = parse_popeye("AnfangProblem\nForderung #1\nSteine weiss Kc6 Dh1 schwarz Kc8\nEndeProblem\n"
                                  "AnfangProblem\nForderung #1\nSteine weiss Kc6 Dh1 schwarz Kc8\nEndeProblem\n",
                                  "de.pop");
    ASSERT_EQ(two.size(), 2u);
    EXPECT_FALSE(two[1].error.has_value());
    // A file without a beginproblem is English.
    EXPECT_EQ(parse_popeye("stip #1\npieces white kc6 qh1 black kc8\n", "en.pop").at(0).twins.size(), 1u);
}

TEST(IoPopeyeLanguages, StipulationsProtocolAndIntendedInAnyLanguage) {
    // Stipulations are the same in every language; regent's own option 'intended' keeps its name.
    const auto problems = parse_popeye(
        "DebutProbleme\nEnonce hkc1.5\nPieces blanc Ra1 noir Rh8\nOption intended 3\n"
        "Protocol sortie.txt\nasuivre\n"
        "Enonce s=2\nPieces blanc Ra1 noir Rh8\nFinProbleme\n",
        "fr.pop");
    ASSERT_EQ(problems.size(), 2u);
    ASSERT_FALSE(problems[0].error.has_value()) << problems[0].error->to_string();
    EXPECT_EQ(to_string(problems[0].twins[0].stipulation), "hkc1.5");
    EXPECT_EQ(problems[0].twins[0].options.intended, 3);
    ASSERT_EQ(problems[0].twins[0].warnings.size(), 1u);
    EXPECT_EQ(problems[0].twins[0].warnings[0],
              "line 5: 'protocol sortie.txt' ignored (regent writes its output to standard output)");
    ASSERT_FALSE(problems[1].error.has_value()) << problems[1].error->to_string();
    EXPECT_EQ(to_string(problems[1].twins[0].stipulation), "s=2");
}

TEST(IoPopeyeLanguages, IntendedTakesNoAbbreviationFromPopeyesOptions) {
    // Popeye's example files write 'opti inte' for intelligent (BEISPIEL/castling.inp): regent's
    // own option 'intended' yields every abbreviation that also fits a Popeye option, in every
    // language; spelt out, or abbreviated beyond them, it is read.
    for (const std::string_view text :
         {"AnfangProblem\nForderung h#3\nOption inte\nSteine weiss Ke1 schwarz Kc5\nEndeProblem\n",
          "DebutProbleme\nEnonce h#3\nOption inte\nPieces blanc Re1 noir Rc5\nFinProbleme\n",
          "beginproblem\nstipulation h#3\noption inte\npieces white ke1 black kc5\nendproblem\n"}) {
        const auto problems = parse_popeye(text, "t.pop");
        ASSERT_EQ(problems.size(), 1u);
        ASSERT_FALSE(problems[0].error.has_value()) << problems[0].error->to_string();
        EXPECT_TRUE(problems[0].twins[0].options.intelligent) << text;
        EXPECT_EQ(problems[0].twins[0].options.intended, 0) << text;
    }
    const auto intend = parse_popeye("AnfangProblem\nForderung h#3\nOption intend 2\n"
                                     "Steine weiss Ke1 schwarz Kc5\nEndeProblem\n",
                                     "t.pop");
    ASSERT_EQ(intend.size(), 1u);
    ASSERT_FALSE(intend[0].error.has_value()) << intend[0].error->to_string();
    EXPECT_EQ(intend[0].twins[0].options.intended, 2);
    EXPECT_FALSE(intend[0].twins[0].options.intelligent);
}

}  // namespace
}  // namespace regent::io
