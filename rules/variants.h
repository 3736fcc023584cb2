// The variants regent solves: the one list of them. The runner chooses a problem's variant from
// this list (each variant's `condition` says which condition lines select it; the first one is
// the default), the readers take the input conventions of those that have their own, and the
// error for an unknown condition lists their names in this order. A new variant is a folder
// under rules/ and one entry here (docs/variants.md).
#pragma once

#include "rules/orthodox/orthodox.h"
#include "rules/powerful_monarch/powerful_monarch.h"
#include "rules/prince/prince.h"
#include "rules/regent/regent.h"
#include "rules/royal_standard/royal_standard.h"
#include "rules/variant_list.h"

namespace regent {

using AllVariants = VariantList<Orthodox, RegentChess, PowerfulMonarch, Prince, RoyalStandard>;

}  // namespace regent
