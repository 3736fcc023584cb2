// A sixth variant, in the test build only: orthodox chess under another name. It is what adding
// a variant takes (docs/variants.md): this folder with the variant's struct, and one line that
// lists it (TestVariants). The runner's entry points over that list (solver/run/variant_runner.h)
// choose it by `condition testorthodox` and name it in their errors; the solver is not touched.
#pragma once

#include "rules/condition_name.h"
#include "rules/orthodox/orthodox.h"
#include "rules/variant.h"
#include "rules/variant_list.h"
#include "rules/variants.h"

namespace regent::test {

// Orthodox chess' rules and optional capabilities, with a name, a title and a condition of its own.
struct TestOrthodox : Orthodox {
  static constexpr const char* name = "testorthodox";
  static constexpr const char* title = "Test Orthodox";
  static constexpr ConditionName condition{.full = "testorthodox"};  // the full name only
};

static_assert(Variant<TestOrthodox>);

// The registry line: the product's variants, then this one.
using TestVariants = WithVariant<AllVariants, TestOrthodox>;

}  // namespace regent::test
