#include "rules/input_conventions.h"

#include "rules/variants.h"

namespace regent {

const std::vector<const InputConventions*>& variant_input_conventions() {
  static const std::vector<const InputConventions*> all = [] {
    std::vector<const InputConventions*> out;
    AllVariants::find_if([&]<class V>() {
      if constexpr (requires { V::input_conventions(); }) out.push_back(&V::input_conventions());
      return false;  // every variant of the list
    });
    return out;
  }();
  return all;
}

}  // namespace regent
