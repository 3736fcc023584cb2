// Which condition names select which variant of the product's list: each variant's ConditionName
// (rules/condition_name.h), declared in its folder. Orthodox chess has none: it is the default.
#include <gtest/gtest.h>

#include "rules/variants.h"

namespace regent {
namespace {

template <class V>
constexpr bool has_condition = requires { V::condition; };
static_assert(!has_condition<Orthodox>, "no condition selects orthodox chess: it is the default");
static_assert(has_condition<RegentChess> && has_condition<RoyalStandard>);

TEST(ConditionName, RegentChessTakesItsTwoFullNamesOnly) {
  for (const char* name : {"regent", "regentchess"}) EXPECT_TRUE(RegentChess::condition.selects(name)) << name;
  for (const char* name : {"reg", "regentc", "regentchesss", "regent-chess", ""})
    EXPECT_FALSE(RegentChess::condition.selects(name)) << name;
}

TEST(ConditionName, PowerfulMonarchAndPrinceTakeAbbreviationsOfThreeLetters) {
  for (const char* name : {"pow", "powerful", "powerfulmonarch", "powerfulmonarchchess"})
    EXPECT_TRUE(PowerfulMonarch::condition.selects(name)) << name;
  for (const char* name : {"po", "power-ful", "powerfulmonarchchesss", "prince"})
    EXPECT_FALSE(PowerfulMonarch::condition.selects(name)) << name;
  for (const char* name : {"pri", "prin", "prince"}) EXPECT_TRUE(Prince::condition.selects(name)) << name;
  for (const char* name : {"pr", "princes", "pri-nce", "pow"}) EXPECT_FALSE(Prince::condition.selects(name)) << name;
}

TEST(ConditionName, TheRoyalStandardIgnoresCaseAndDashes) {
  for (const char* name : {"royal", "royalstandard", "Royal-Standard", "royal_st"})
    EXPECT_TRUE(RoyalStandard::condition.selects(name)) << name;
  for (const char* name : {"roya", "royalstandards", "regent"}) EXPECT_FALSE(RoyalStandard::condition.selects(name)) << name;
}

}  // namespace
}  // namespace regent
