// split.cpp - the pass pipeline and instruction selection of one module on
// two threads.
//
// A large module is cut in two partitions before the -O1/-O2 pipeline, and
// each partition is optimised and emitted on its own thread with its own
// LLVM context and target machine (the second reads the module's bitcode);
// the module's "object" is an ar archive of the two, which the link takes
// whole (link.c).  (Not `lld -r` into one object: liblld 19 crashes on a -r
// link that follows a full link in the same process.)
//
// The cut keeps what the optimiser needs on each side.  The roots (every
// defined function but the helpers below) go to the lighter partition,
// largest first, weighed with the helpers they call; the global variables
// belong to partition 0.  A helper (a local function only ever called
// directly, e.g. the alwaysinline array helpers) and ODR code or data are
// copied into each partition that uses them.  A small root of the other
// partition that a partition calls or reads from data (closures, small
// methods), and the constant data it reads (closure constants, class
// descriptors), come as available_externally copies: the inliner and the
// constant folder see them, the owner emits them.  What a partition uses of
// the other becomes a hidden global named
// "kiln.part.<hash of the module's typed IR>.<name>" when it was local
// (hidden symbols are local to the executable; the hash keeps modules apart,
// the typed IR holding the module's path).  Everything here is a function of
// the module: the same IR gives the same object, whichever thread runs first.
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
#include "llvm-c/Transforms/PassBuilder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
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
// Makes the module again in ctx for target machine tm (emit.c); 0 or -1 with *err.
typedef int (*be__split_rebuild_fn)(void *arg, LLVMContextRef ctx, LLVMTargetMachineRef tm, LLVMModuleRef *mod,
                                    char **err);
}

namespace {

// Modules smaller than this (instructions before the pipeline, helpers
// counted in each caller) are optimised and emitted on one thread: a thread,
// a bitcode round trip and a partial link cost more than half their work.
const size_t kMinSplitInsts = 2000;

// A function of the other partition this small (instructions before the
// pipeline) is copied available_externally into a partition that calls it
// or reads its address from data, so the inliner sees it as before (the
// closures that the array helpers call, small methods).
const size_t kMaxInlineCopy = 120;

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

// What a partition holds of each function or global variable.
enum Holds : unsigned char {
  kNone,    // nothing (a declaration where something still refers to it)
  kDefine,  // the definition
  kInline,  // an available_externally copy: the optimiser may inline or read
            // it, the other partition emits it
};

// The cut: for each function and each global variable, in module order,
// what each partition holds.
struct Cut {
  std::vector<Holds> fn[2], gv[2];
};

// Keeps partition p of m as the cut says; what no kept code or data uses
// any more goes.
void keep_partition(Module &m, const Cut &cut, int p) {
  std::vector<GlobalValue *> dropped;
  size_t idx = 0;
  for (Function &f : m) {
    Holds h = cut.fn[p][idx++];
    if (f.isDeclaration() || h == kDefine) continue;
    if (h == kInline) {
      f.setLinkage(GlobalValue::AvailableExternallyLinkage);
      f.setComdat(nullptr);
      continue;
    }
    f.deleteBody(); // (external linkage now)
    f.setComdat(nullptr);
    f.setDSOLocal(true);
    dropped.push_back(&f);
  }
  idx = 0;
  std::vector<GlobalVariable *> appending; // llvm.used and the like: partition 0's
  for (GlobalVariable &g : m.globals()) {
    Holds h = cut.gv[p][idx++];
    if (g.isDeclaration() || h == kDefine) continue;
    if (g.hasAppendingLinkage()) {
      appending.push_back(&g);
      continue;
    }
    g.setComdat(nullptr);
    if (h == kInline) {
      g.setLinkage(GlobalValue::AvailableExternallyLinkage);
      continue;
    }
    g.setInitializer(nullptr);
    g.setLinkage(GlobalValue::ExternalLinkage);
    g.setDSOLocal(true);
    dropped.push_back(&g);
  }
  for (GlobalVariable *g : appending) g->eraseFromParent();
  for (GlobalValue *g : dropped) {
    g->removeDeadConstantUsers();
    if (g->use_empty()) g->eraseFromParent();
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

// A local function whose every use is a direct call, or an ODR one: copied
// into each partition that uses it, so the inliner sees it on both sides (the
// alwaysinline array helpers, a module's private functions).
bool helper(const Function &f) {
  if (f.isDeclaration()) return false;
  if (f.hasLinkOnceODRLinkage() || f.hasWeakODRLinkage()) return true; // (may be defined twice)
  if (!f.hasLocalLinkage() || f.use_empty()) return false;
  for (const Use &u : f.uses()) {
    const auto *cb = dyn_cast<CallBase>(u.getUser());
    if (!cb || !cb->isCallee(&u)) return false;
  }
  return true;
}

// The global values that partition p refers to, from its seeds through
// function bodies it holds (definitions, helper copies, inline copies) and
// the initializers of data it holds; fills cut.fn[p] and cut.gv[p] for what
// is not defined there already (an inline copy, a helper copy, data).
struct Reach {
  Module &m;
  const DenseMap<const Function *, size_t> &fidx;
  const DenseMap<const GlobalVariable *, size_t> &gidx;
  const std::vector<int> &owner; // per function: partition of a root, -1 for a helper
  const std::vector<bool> &small; // per function: small enough for an inline copy
  Cut &cut;
  int p;
  bool refs_only; // only what data refers to: no copies
  SmallPtrSet<const Value *, 32> seen;
  std::vector<const Value *> work;
  std::vector<const GlobalValue *> refs; // every global value reached

  void value(const Value *v) {
    if (!isa<Constant>(v) || !seen.insert(v).second) return;
    work.push_back(v);
  }
  void body(const Function &f) {
    if (f.hasPersonalityFn()) value(f.getPersonalityFn());
    for (const BasicBlock &bb : f)
      for (const Instruction &i : bb)
        for (const Use &op : i.operands()) value(op.get());
  }
  void run() {
    while (!work.empty()) {
      const Value *v = work.back();
      work.pop_back();
      if (const auto *f = dyn_cast<Function>(v)) {
        refs.push_back(f);
        if (f->isDeclaration() || refs_only) continue;
        size_t i = fidx.lookup(f);
        if (owner[i] == p) continue; // (its body is a seed)
        if (owner[i] < 0) {
          cut.fn[p][i] = kDefine;
        } else if (small[i]) {
          cut.fn[p][i] = kInline;
        } else {
          continue;
        }
        body(*f);
      } else if (const auto *g = dyn_cast<GlobalVariable>(v)) {
        refs.push_back(g);
        if (g->isDeclaration() || refs_only) continue;
        size_t i = gidx.lookup(g);
        if (g->hasAppendingLinkage()) continue;
        if (p == 0) { // (partition 0 holds all data: what the code reads of it)
          if (g->isConstant()) value(g->getInitializer());
          continue;
        }
        if (copyable(*g) || g->hasLinkOnceODRLinkage() || g->hasWeakODRLinkage()) {
          cut.gv[p][i] = kDefine; // (a copy; ODR data may be defined twice)
        } else if (g->isConstant()) {
          cut.gv[p][i] = kInline;
          value(g->getInitializer());
        }
      } else if (isa<GlobalValue>(v)) {
        refs.push_back(cast<GlobalValue>(v));
      } else {
        for (const Use &op : cast<Constant>(v)->operands()) value(op.get());
      }
    }
  }
};

int emit(LLVMTargetMachineRef tm, Module &m, const char *path, char **err) {
  char *msg = nullptr;
  if (LLVMTargetMachineEmitToFile(tm, wrap(&m), (char *)path, LLVMObjectFile, &msg)) {
    *err = be__strdup_printf("cannot write %s: %s", path, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return -1;
  }
  return 0;
}

// The pass pipeline of opt level opt, then the object.
int optimise_emit(LLVMTargetMachineRef tm, Module &m, int opt, const char *path, char **err) {
  LLVMPassBuilderOptionsRef pbo = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(wrap(&m), opt >= 3 ? "default<O3>" : "default<O2>", tm, pbo);
  LLVMDisposePassBuilderOptions(pbo);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    *err = be__strdup_printf("LLVM pass pipeline failed: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return -1;
  }
  return emit(tm, m, path, err);
}

// Cuts m (not optimised yet) in two: fills cut and makes what one partition
// uses of the other global (names prefixed by uniq).  False when m is too
// small to split (then m is unchanged).  A function of m alone: each thread
// cuts its own copy of the module the same way.
bool cut_module(Module &m, uint64_t uniq, Cut &cut) {
  size_t nf = m.size(), ng = m.global_size();
  DenseMap<const Function *, size_t> fidx;
  DenseMap<const GlobalVariable *, size_t> gidx;
  std::vector<size_t> insts(nf, 0);
  std::vector<int> owner(nf, 0);
  std::vector<bool> small(nf, false);
  size_t idx = 0;
  for (Function &f : m) {
    fidx[&f] = idx;
    if (!f.isDeclaration()) {
      insts[idx] = f.getInstructionCount();
      owner[idx] = helper(f) ? -1 : 0;
      small[idx] = insts[idx] <= kMaxInlineCopy;
    }
    idx++;
  }
  idx = 0;
  for (GlobalVariable &g : m.globals()) gidx[&g] = idx++;
  // a root weighs its instructions and those of the helpers it calls (the
  // alwaysinline ones end up inside it); largest first into the lighter one
  std::vector<std::pair<size_t, size_t>> sizes; // (weight, function index)
  size_t total = 0;
  idx = 0;
  for (Function &f : m) {
    if (!f.isDeclaration() && owner[idx] == 0) {
      size_t w = insts[idx];
      SmallPtrSet<const Function *, 8> callees;
      for (const BasicBlock &bb : f)
        for (const Instruction &i : bb)
          if (const auto *cb = dyn_cast<CallBase>(&i))
            if (const Function *c = cb->getCalledFunction())
              if (!c->isDeclaration() && owner[fidx.lookup(c)] < 0 && callees.insert(c).second) w += insts[fidx.lookup(c)];
      sizes.push_back({w, idx});
      total += w;
    }
    idx++;
  }
  // (KILN_SPLIT_MIN=N, a testing aid: split modules from N instructions)
  const char *min_env = getenv("KILN_SPLIT_MIN");
  size_t min_insts = min_env && *min_env ? strtoull(min_env, nullptr, 10) : kMinSplitInsts;
  if (total < min_insts || sizes.size() < 2 || !m.alias_empty() || !m.ifunc_empty()) return false;
  std::stable_sort(sizes.begin(), sizes.end(),
                   [](const std::pair<size_t, size_t> &a, const std::pair<size_t, size_t> &b) { return a.first > b.first; });
  size_t load[2] = {0, 0};
  for (auto &s : sizes) {
    int p = load[1] < load[0] ? 1 : 0;
    owner[s.second] = p;
    load[p] += s.first + 1;
  }
  if (!load[0] || !load[1]) return false;
  // what each partition holds: its roots and data, what they reach
  for (int p = 0; p < 2; p++) {
    cut.fn[p].assign(nf, kNone);
    cut.gv[p].assign(ng, p == 0 ? kDefine : kNone);
  }
  std::vector<const GlobalValue *> refs[2];
  for (int p = 0; p < 2; p++) {
    Reach r{m, fidx, gidx, owner, small, cut, p, false, {}, {}, {}};
    idx = 0;
    for (Function &f : m) {
      if (!f.isDeclaration() && owner[idx] == p) {
        cut.fn[p][idx] = kDefine;
        r.body(f);
      }
      idx++;
    }
    r.run();
    refs[p] = std::move(r.refs);
  }
  { // partition 0's data refers to code of partition 1 too
    Reach r{m, fidx, gidx, owner, small, cut, 0, true, {}, {}, {}};
    for (GlobalVariable &g : m.globals())
      if (g.hasInitializer()) r.value(g.getInitializer());
    r.run();
    refs[0].insert(refs[0].end(), r.refs.begin(), r.refs.end());
  }
  // a local function or variable that the other partition refers to (or
  // copies) becomes a hidden global, defined by its owner
  char prefix[64];
  snprintf(prefix, sizeof prefix, "kiln.part.%016llx.", (unsigned long long)uniq);
  unsigned anon = 0;
  for (int p = 0; p < 2; p++)
    for (const GlobalValue *cg : refs[p]) {
      auto *g = const_cast<GlobalValue *>(cg);
      if (!g->hasLocalLinkage() || g->isDeclaration()) continue;
      int own;
      if (auto *f = dyn_cast<Function>(g)) {
        own = owner[fidx.lookup(f)];
        if (own < 0) continue; // (a helper: copied)
      } else {
        auto *gv = dyn_cast<GlobalVariable>(g);
        if (!gv || copyable(*gv)) continue;
        own = 0;
      }
      if (own == p) continue;
      std::string name = prefix;
      name += g->hasName() ? g->getName().str() : ("anon." + std::to_string(anon++));
      g->setName(name);
      g->setLinkage(GlobalValue::ExternalLinkage);
      g->setVisibility(GlobalValue::HiddenVisibility);
      g->setDSOLocal(true);
    }
  return true;
}

} // namespace

// Optimises and emits the module mod (not optimised yet; opt level opt >= 1)
// to obj_path in two partitions when it is large enough.  The second
// partition's thread makes its own copy of the module with rebuild (in a
// context of its own: cheaper than a bitcode round trip) and cuts it the same
// way.  Returns 1 when it did not split (mod is unchanged: the caller
// optimises and emits as usual), 0 when obj_path is written, -1 with *err.
extern "C" int be__split_emit(LLVMModuleRef modref, int opt, uint64_t uniq, be__split_rebuild_fn rebuild,
                              void *rebuild_arg, const char *obj_path, char **err) {
  Module &m = *unwrap(modref);
  Cut cut;
  if (!cut_module(m, uniq, cut)) return 1;
  std::string p0 = std::string(obj_path) + ".p0.o", p1 = std::string(obj_path) + ".p1.o";
  struct job {
    const Cut *cut;
    uint64_t uniq;
    be__split_rebuild_fn rebuild;
    void *rebuild_arg;
    int opt;
    const char *path;
    char *err = nullptr;
    int rc = -1;
  } j{&cut, uniq, rebuild, rebuild_arg, opt, p1.c_str()};
  auto run = [](void *arg) -> void * {
    job &j = *(job *)arg;
    LLVMTargetMachineRef tm1 = be__split_target_machine(j.opt, &j.err);
    if (!tm1) return nullptr;
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef mod1 = nullptr;
    Cut cut1;
    if (j.rebuild(j.rebuild_arg, ctx, tm1, &mod1, &j.err) == 0) {
      if (!cut_module(*unwrap(mod1), j.uniq, cut1) || cut1.fn[0] != j.cut->fn[0] || cut1.fn[1] != j.cut->fn[1] ||
          cut1.gv[0] != j.cut->gv[0] || cut1.gv[1] != j.cut->gv[1]) {
        j.err = be__strdup_printf("internal error: the module's two copies were cut differently");
      } else {
        keep_partition(*unwrap(mod1), cut1, 1);
        j.rc = optimise_emit(tm1, *unwrap(mod1), j.opt, j.path, &j.err);
      }
    }
    if (mod1) LLVMDisposeModule(mod1);
    LLVMContextDispose(ctx);
    LLVMDisposeTargetMachine(tm1);
    return nullptr;
  };
  // (no thread to be had: the second half runs here first; same bytes)
  pthread_t th;
  bool threaded = pthread_create(&th, nullptr, run, &j) == 0;
  if (!threaded) run(&j);
  keep_partition(m, cut, 0);
  int rc = -1;
  LLVMTargetMachineRef tm0 = be__split_target_machine(opt, err);
  if (tm0) {
    rc = optimise_emit(tm0, m, opt, p0.c_str(), err);
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
