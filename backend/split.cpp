// split.cpp - instruction selection of one optimised module on two threads.
//
// After the -O2 pipeline, instruction selection and emission are over half
// of a module's codegen, and they work function by function.  A large module
// is cut in two partitions of about the same size (functions only, largest
// first into the lighter one; the global variables stay in partition 0),
// each partition is emitted on its own thread with its own LLVM context and
// target machine (the second reads the module's bitcode), and the module's
// "object" is an ar archive of the two, which the link takes whole (link.c).
// (Not `lld -r` into one object: liblld 19 crashes on a -r link that follows
// a full link in the same process.)  The IR passes see the whole
// module as before, so the code is what it was; only symbols that one
// partition uses and the other defines change: an internal function or
// variable referenced across the cut becomes a hidden global named
// "kiln.part.<hash of the module's typed IR>.<name>" (hidden symbols are
// local to the executable; the hash keeps modules apart, the typed IR
// holding the module's path).  Constant unnamed_addr data that names no
// global (strings, tables) is copied into each partition that uses it.
// Everything here is a function of the module: the same IR gives the same
// object, whichever thread runs first.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <pthread.h>
#include <unistd.h>
#include <vector>

#include "llvm-c/Core.h"
#include "llvm-c/TargetMachine.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

extern "C" {
LLVMTargetMachineRef be__split_target_machine(int opt, char **err); // emit.c
char *be__strdup_printf(const char *fmt, ...);
}

namespace {

// Modules smaller than this (instructions after the pipeline) are emitted on
// one thread: a thread, a bitcode round trip and a partial link cost more
// than half their instruction selection.
const size_t kMinSplitInsts = 1000;

// Data that may be copied into every partition using it: a constant whose
// address nobody compares and whose initializer names no global.
bool copyable(const GlobalVariable &g) {
  if (!g.hasLocalLinkage() || !g.isConstant() || !g.hasGlobalUnnamedAddr() || !g.hasInitializer()) return false;
  if (g.hasComdat() || g.hasSection()) return false;
  std::vector<const Constant *> work{g.getInitializer()};
  while (!work.empty()) {
    const Constant *c = work.back();
    work.pop_back();
    if (isa<GlobalValue>(c) || isa<BlockAddress>(c)) return false;
    for (const Use &op : c->operands())
      if (const auto *oc = dyn_cast<Constant>(op.get())) work.push_back(oc);
  }
  return true;
}

// Partition of the code or data that uses v (through constant expressions):
// bit 0 = partition 0, bit 1 = partition 1, bit 2 = something else (an
// alias, a use we do not follow: the symbol must then be global).
unsigned user_parts(const Value *v, const DenseMap<const Function *, int> &part, SmallPtrSet<const Value *, 16> &seen) {
  unsigned parts = 0;
  for (const User *u : v->users()) {
    if (const auto *i = dyn_cast<Instruction>(u)) {
      auto it = part.find(i->getFunction());
      parts |= it == part.end() ? 4u : 1u << it->second;
    } else if (const auto *gv = dyn_cast<GlobalVariable>(u)) {
      parts |= copyable(*gv) ? 4u : 1u; // (copyable data names no global)
    } else if (isa<ConstantExpr>(u) || isa<ConstantAggregate>(u)) {
      if (seen.insert(u).second) parts |= user_parts(u, part, seen);
    } else {
      parts |= 4u;
    }
  }
  return parts;
}

// Keeps partition `keep`'s function bodies; the others become declarations,
// and what no kept code or data uses any more goes.
void keep_partition(Module &m, const std::vector<int> &part_of_fn, int keep) {
  size_t idx = 0;
  for (Function &f : m) {
    if (!f.isDeclaration() && part_of_fn[idx] != keep) {
      f.deleteBody(); // (external linkage: a local one left here is unused, erased below)
      f.setComdat(nullptr);
      f.setDSOLocal(true);
    }
    idx++;
  }
  if (keep != 0) {
    std::vector<GlobalVariable *> appending; // llvm.used and the like: partition 0's
    for (GlobalVariable &g : m.globals()) {
      if (g.isDeclaration() || copyable(g)) continue;
      if (g.hasAppendingLinkage()) {
        appending.push_back(&g);
        continue;
      }
      if (!g.hasLocalLinkage()) { // defined in partition 0: declared here
        g.setInitializer(nullptr);
        g.setLinkage(GlobalValue::ExternalLinkage);
        g.setComdat(nullptr);
        g.setDSOLocal(true);
      }
    }
    for (GlobalVariable *g : appending) g->eraseFromParent();
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = m.global_begin(); it != m.global_end();) {
      GlobalVariable &g = *it++;
      g.removeDeadConstantUsers();
      if (g.hasLocalLinkage() && g.use_empty()) {
        g.eraseFromParent();
        changed = true;
      }
    }
    for (auto it = m.begin(); it != m.end();) {
      Function &f = *it++;
      if (!f.isDeclaration() || f.isIntrinsic()) continue;
      f.removeDeadConstantUsers();
      if (f.use_empty() && f.hasLocalLinkage()) {
        f.eraseFromParent();
        changed = true;
      }
    }
  }
}

// The partitions as one file: an ar archive of the two objects (no symbol
// index: the link takes every member, link.c's --whole-archive), with no
// dates, owners or modes, so the same objects give the same bytes.
int write_archive(const char *const *objs, int n, const char *path, char **err) {
  std::string out = "!<arch>\n";
  for (int i = 0; i < n; i++) {
    auto buf = MemoryBuffer::getFile(objs[i]);
    if (!buf) {
      *err = be__strdup_printf("cannot read %s", objs[i]);
      return -1;
    }
    StringRef data = (*buf)->getBuffer();
    char hdr[61];
    snprintf(hdr, sizeof hdr, "%-16s%-12s%-6s%-6s%-8s%-10zu`\n", (std::to_string(i) + ".o/").c_str(), "0", "0", "0",
             "644", data.size());
    out.append(hdr, 60);
    out.append(data.data(), data.size());
    if (data.size() & 1) out += '\n';
  }
  FILE *f = fopen(path, "wb");
  if (!f || fwrite(out.data(), 1, out.size(), f) != out.size() || fclose(f) != 0) {
    if (f) fclose(f);
    *err = be__strdup_printf("cannot write %s", path);
    return -1;
  }
  return 0;
}

int emit(LLVMTargetMachineRef tm, Module &m, const char *path, char **err) {
  char *msg = nullptr;
  if (LLVMTargetMachineEmitToFile(tm, wrap(&m), (char *)path, LLVMObjectFile, &msg)) {
    *err = be__strdup_printf("cannot write %s: %s", path, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return -1;
  }
  return 0;
}

} // namespace

// Emits the optimised module mod (opt level opt) to obj_path in two
// partitions when it is large enough.  Returns 1 when it did not split (the
// caller emits as usual), 0 when obj_path is written, -1 with *err.  mod is
// changed either way only when it split (its partition 1 bodies are gone).
extern "C" int be__split_emit(LLVMModuleRef modref, int opt, uint64_t uniq, const char *obj_path, char **err) {
  Module &m = *unwrap(modref);
  // sizes, and the partitions: largest first into the lighter one
  std::vector<std::pair<size_t, size_t>> sizes; // (instructions, function index)
  size_t total = 0, idx = 0;
  for (Function &f : m) {
    if (!f.isDeclaration()) {
      size_t n = f.getInstructionCount();
      sizes.push_back({n, idx});
      total += n;
    }
    idx++;
  }
  if (total < kMinSplitInsts || sizes.size() < 2 || !m.alias_empty() || !m.ifunc_empty()) return 1;
  std::stable_sort(sizes.begin(), sizes.end(),
                   [](const std::pair<size_t, size_t> &a, const std::pair<size_t, size_t> &b) { return a.first > b.first; });
  std::vector<int> part_of_fn(idx, 0);
  size_t load[2] = {0, 0};
  for (auto &s : sizes) {
    int p = load[1] < load[0] ? 1 : 0;
    part_of_fn[s.second] = p;
    load[p] += s.first + 1;
  }
  if (!load[0] || !load[1]) return 1;
  // what one partition uses of the other becomes a hidden global
  char prefix[64];
  snprintf(prefix, sizeof prefix, "kiln.part.%016llx.", (unsigned long long)uniq);
  std::vector<GlobalValue *> cross;
  DenseMap<const Function *, int> part;
  idx = 0;
  for (Function &f : m) part[&f] = part_of_fn[idx++];
  SmallPtrSet<const Value *, 16> seen;
  for (Function &f : m) {
    if (f.isDeclaration() || !f.hasLocalLinkage()) continue;
    seen.clear();
    if (user_parts(&f, part, seen) & ~(1u << part[&f])) cross.push_back(&f);
  }
  for (GlobalVariable &g : m.globals()) {
    if (g.isDeclaration() || !g.hasLocalLinkage() || copyable(g)) continue;
    seen.clear();
    if (user_parts(&g, part, seen) & ~1u) cross.push_back(&g);
  }
  unsigned anon = 0;
  for (GlobalValue *g : cross) {
    std::string name = prefix;
    name += g->hasName() ? g->getName().str() : ("anon." + std::to_string(anon++));
    g->setName(name);
    g->setLinkage(GlobalValue::ExternalLinkage);
    g->setVisibility(GlobalValue::HiddenVisibility);
    g->setDSOLocal(true);
  }
  // partition 1 travels as bitcode to a thread with a context of its own
  SmallVector<char, 0> bc;
  {
    raw_svector_ostream os(bc);
    WriteBitcodeToFile(m, os);
  }
  std::string p0 = std::string(obj_path) + ".p0.o", p1 = std::string(obj_path) + ".p1.o";
  struct job {
    const SmallVector<char, 0> *bc;
    const std::vector<int> *part_of_fn;
    int opt;
    const char *path;
    char *err = nullptr;
    int rc = -1;
  } j{&bc, &part_of_fn, opt, p1.c_str()};
  auto run = [](void *arg) -> void * {
    job &j = *(job *)arg;
    LLVMContext ctx;
    auto mod1 = parseBitcodeFile(MemoryBufferRef(StringRef(j.bc->data(), j.bc->size()), "partition"), ctx);
    if (!mod1) {
      consumeError(mod1.takeError());
      j.err = be__strdup_printf("cannot read a module partition's bitcode");
      return nullptr;
    }
    keep_partition(**mod1, *j.part_of_fn, 1);
    LLVMTargetMachineRef tm1 = be__split_target_machine(j.opt, &j.err);
    if (!tm1) return nullptr;
    j.rc = emit(tm1, **mod1, j.path, &j.err);
    LLVMDisposeTargetMachine(tm1);
    return nullptr;
  };
  // (no thread to be had: the second half runs here first; same bytes)
  pthread_t th;
  bool threaded = pthread_create(&th, nullptr, run, &j) == 0;
  if (!threaded) run(&j);
  keep_partition(m, part_of_fn, 0);
  int rc = -1;
  LLVMTargetMachineRef tm0 = be__split_target_machine(opt, err);
  if (tm0) {
    rc = emit(tm0, m, p0.c_str(), err);
    LLVMDisposeTargetMachine(tm0);
  }
  if (threaded) pthread_join(th, nullptr);
  if (rc == 0 && j.rc != 0) {
    *err = j.err;
    j.err = nullptr;
    rc = -1;
  }
  free(j.err);
  if (rc == 0) {
    const char *objs[2] = {p0.c_str(), p1.c_str()};
    rc = write_archive(objs, 2, obj_path, err);
  }
  unlink(p0.c_str());
  unlink(p1.c_str());
  return rc;
}
