// A list of variants as a type: what the solver is instantiated over. The product's list is
// rules/variants.h's AllVariants; a test may append a variant of its own (WithVariant) and run the
// solver's entry points over the longer list (solver/run/variant_runner.h).
#pragma once

namespace regent {

template <class... Vs>
struct VariantList {
  // Calls f.template operator()<V>() for each variant in order, until one returns true; returns
  // whether one did. A fold, so a dispatch over the list is a chain of compile-time branches.
  template <class F>
  static bool find_if(F&& f) {
    return (f.template operator()<Vs>() || ...);
  }
};

template <class List, class V>
struct WithVariantT;
template <class... Vs, class V>
struct WithVariantT<VariantList<Vs...>, V> {
  using type = VariantList<Vs..., V>;
};
// The list with V added at its end.
template <class List, class V>
using WithVariant = typename WithVariantT<List, V>::type;

}  // namespace regent
