// Choosing a problem's variant from a list of variants (rules/variant_list.h): the condition
// that names one, else the FEN's regents field, else the list's first. Only here does the runner
// look at condition names, and only through each variant's ConditionName; the dispatch is a fold
// over the list, once per problem, into code compiled for the chosen variant.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "rules/variant.h"
#include "rules/variant_list.h"
#include "solver/io/problem_spec.h"
#include "solver/run/position_setup.h"

namespace regent {

// Whether a condition of that name selects a variant of the list.
template <class Variants>
bool selects_a_variant(std::string_view condition_name) {
  return Variants::find_if([&]<class V>() {
    if constexpr (requires { V::condition.selects(condition_name); }) return V::condition.selects(condition_name);
    else return false;
  });
}

// The names of the variants a condition selects, in the list's order: "regent, powerfulmonarch, ...".
template <class Variants>
std::string variant_condition_names() {
  std::string names;
  Variants::find_if([&]<class V>() {
    if constexpr (requires { V::condition; }) names += (names.empty() ? "" : ", ") + std::string(V::name);
    return false;  // every variant of the list
  });
  return names;
}

// The condition that selects the variant, if any (the other conditions are errors).
template <class Variants>
const io::ConditionSpec* variant_condition(const io::ProblemInstance& p) {
  for (const auto& c : p.conditions)
    if (selects_a_variant<Variants>(c.name)) return &c;
  return nullptr;
}

// The arguments the chosen variant's setup receives: the condition's, then those a FEN's regents
// field stands for (read by the variant of the list that declares them, whichever variant plays).
template <class Variants>
VariantArguments variant_arguments(const io::ProblemInstance& problem, const io::ConditionSpec* condition) {
  VariantArguments out;
  if (condition) {
    out.args = condition->args;
    out.line = condition->line ? condition->line : problem.line;
  }
  if (problem.fen && problem.fen->regents) {
    Variants::find_if([&]<class V>() {
      if constexpr (requires { V::regents_field_args(*problem.fen->regents, out.args); }) {
        V::regents_field_args(*problem.fen->regents, out.args);
        return true;
      } else {
        return false;
      }
    });
  }
  return out;
}

// Chooses the problem's variant and calls run.template operator()<V>(arguments): the variant
// whose condition the problem has; without one, the variant that reads a FEN's regents field if
// the FEN has one; else the list's first (orthodox chess). Conditions other than the variant's
// are errors (error and error_line set, run not called).
template <class Variants, class Run>
void with_variant(const io::ProblemInstance& problem, std::optional<std::string>& error, int& error_line, Run run) {
  const io::ConditionSpec* condition = variant_condition<Variants>(problem);
  for (const auto& c : problem.conditions) {
    if (&c == condition) continue;
    error = "condition '" + c.name + "' is not supported (supported: " + variant_condition_names<Variants>() + ")";
    error_line = c.line ? c.line : problem.line;
    return;
  }
  const VariantArguments arguments = variant_arguments<Variants>(problem, condition);
  const bool regents_field = problem.fen && problem.fen->regents;
  const bool chosen = Variants::find_if([&]<class V>() {
    bool chosen_here = false;
    if constexpr (requires { V::condition; }) chosen_here = condition && V::condition.selects(condition->name);
    if constexpr (requires(std::vector<std::string>& args) { V::regents_field_args("", args); })
      chosen_here = chosen_here || (!condition && regents_field);
    if (chosen_here) run.template operator()<V>(arguments);
    return chosen_here;
  });
  if (!chosen) {
    Variants::find_if([&]<class V>() {
      run.template operator()<V>(arguments);
      return true;  // the first only
    });
  }
}

}  // namespace regent
