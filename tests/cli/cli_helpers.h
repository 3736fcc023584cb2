// Running the built regent binary from a test: exit status, stdout and stderr.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace regent::test {

struct CliRun {
  int status = -1;  // exit status
  std::string out, err;
};

inline std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Single-quoted for the shell.
inline std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// A fresh empty directory for one test's files.
inline std::filesystem::path scratch_directory(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("regent_" + name + "_" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// Runs a shell command line (which may start the regent binary through another program, such as
// timeout), capturing its exit status, stdout and stderr; stdin is empty.
inline CliRun run_shell(const std::string& command) {
  static int counter = 0;
  const auto dir = scratch_directory("run" + std::to_string(counter++));
  const auto out = dir / "stdout", err = dir / "stderr";
  const std::string cmd = command + " >" + shell_quote(out.string()) + " 2>" + shell_quote(err.string()) + " </dev/null";
  const int raw = std::system(cmd.c_str());
  CliRun r;
  r.status = (raw != -1 && WIFEXITED(raw)) ? WEXITSTATUS(raw) : -1;
  r.out = read_file(out);
  r.err = read_file(err);
  std::filesystem::remove_all(dir);
  return r;
}

// Runs the regent binary with these (already quoted where needed) arguments.
inline CliRun run_regent(const std::string& args) { return run_shell(shell_quote(REGENT_BINARY) + " " + args); }

// The same under timeout(1): a run that would hang becomes a failure (exit 124) after `seconds`.
// Only for runs that must end by themselves; how fast they end is the benchmarks' business.
inline CliRun run_regent_within(int seconds, const std::string& args) {
  return run_shell("timeout " + std::to_string(seconds) + " " + shell_quote(REGENT_BINARY) + " " + args);
}

inline std::string problem_path(const std::string& relative) { return std::string(REGENT_PROBLEMS_DIR) + "/" + relative; }
inline std::string cli_data(const std::string& name) { return std::string(REGENT_TEST_DATA_DIR) + "/cli/" + name; }

}  // namespace regent::test
