// lld_inproc.cpp - runs LLVM's ELF linker (lld, from liblld-19-dev) inside the process.
//
// The daemon maps libLLVM already; a spawned ld.lld pays its own start
// (relocating libLLVM.so, some 100 ms of CPU) on every link.  lld::lldMain is
// re-entrant between calls but keeps global state during one, so calls are
// serialised.  After a link that leaves lld unusable (canRunAgain false: a
// crash or fatal error recovered), every later call answers -2 and the
// caller spawns ld.lld instead.  The arguments are exactly those a spawned
// ld.lld receives, and the output is the same bytes (same lld version:
// CMake takes both from the same LLVM).
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

#include "lld/Common/Driver.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/raw_ostream.h"

LLD_HAS_DRIVER(elf)

namespace {
std::mutex lld_mu;
bool lld_broken;
std::once_flag lld_once;
}  // namespace

// argv[0] names the flavour ("ld.lld").  Returns lld's exit code (0 = linked),
// or -2 when lld cannot run in this process any more.  *msg gets lld's
// messages (malloc'd), or NULL.
extern "C" int be__lld_link(int argc, const char *const *argv, char **msg) {
  *msg = nullptr;
  // fatal() inside lld returns to lldMain through a CrashRecoveryContext,
  // which only does so when recovery is enabled (otherwise it _exits the
  // process).  Its signal handlers pass a crash outside a context on.
  std::call_once(lld_once, [] { llvm::CrashRecoveryContext::Enable(); });
  std::lock_guard<std::mutex> guard(lld_mu);
  if (lld_broken) return -2;
  std::string out;
  llvm::raw_string_ostream os(out);
  lld::Result r = lld::lldMain(llvm::ArrayRef<const char *>(argv, (size_t)argc), os, os,
                               {{lld::Gnu, &lld::elf::link}});
  os.flush();
  if (!r.canRunAgain) lld_broken = true;
  if (!out.empty()) *msg = strdup(out.c_str());
  return r.retCode;
}
