#include "rules/input_conventions.h"

#include "rules/royal_standard/input.h"

namespace regent {

const std::vector<const InputConventions*>& variant_input_conventions() {
  static const std::vector<const InputConventions*> all = {&royalstandard::input_conventions()};
  return all;
}

}  // namespace regent
