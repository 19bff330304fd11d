/* emit.c - runs the pass pipeline and writes LLVM IR text or a native object file. */
#include "be_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

static pthread_once_t be__init_once = PTHREAD_ONCE_INIT;
static int be__init_failed;

static void be__init(void) {
  /* Only the host's target: Kiln compiles for the machine it runs on. */
  if (LLVMInitializeNativeTarget() || LLVMInitializeNativeAsmPrinter()) be__init_failed = 1;
}

/* A target machine for the host triple.  The CPU is the architecture's
 * baseline, not the build machine's model, so the same IR gives the same
 * object on every machine (outputs are cached and shared). */
static LLVMTargetMachineRef be__target_machine(int opt, char **err) {
  pthread_once(&be__init_once, be__init);
  if (be__init_failed) {
    *err = be__strdup_printf("cannot initialise the native LLVM target");
    return NULL;
  }
  char *triple = LLVMGetDefaultTargetTriple();
  char *msg = NULL;
  LLVMTargetRef target;
  LLVMTargetMachineRef tm = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
    *err = be__strdup_printf("no LLVM target for %s: %s", triple, msg ? msg : "?");
    goto done;
  }
  const char *cpu = strncmp(triple, "x86_64", 6) == 0 ? "x86-64" : "generic";
  LLVMCodeGenOptLevel level = opt <= 0 ? LLVMCodeGenLevelNone
                            : opt >= 3 ? LLVMCodeGenLevelAggressive : LLVMCodeGenLevelDefault;
  tm = LLVMCreateTargetMachine(target, triple, cpu, "", level, LLVMRelocPIC, LLVMCodeModelDefault);
  if (!tm) *err = be__strdup_printf("cannot create an LLVM target machine for %s", triple);
done:
  LLVMDisposeMessage(msg);
  LLVMDisposeMessage(triple);
  return tm;
}

/* KILN_BE_DUMP=DIR (a debugging aid): each module's LLVM IR before the pass
 * pipeline goes to DIR/<pid>-<n>.ll, for measuring what codegen hands LLVM. */
static void be__dump_preopt(LLVMModuleRef mod) {
  static unsigned seq;
  const char *dir = getenv("KILN_BE_DUMP");
  if (!dir || !*dir) return;
  char path[4096];
  snprintf(path, sizeof path, "%s/%ld-%u.ll", dir, (long)getpid(), __atomic_fetch_add(&seq, 1, __ATOMIC_RELAXED));
  char *msg = NULL;
  if (LLVMPrintModuleToFile(mod, path, &msg)) LLVMDisposeMessage(msg);
}

/* The pass pipeline of opt level opt. */
static int be__optimise(LLVMModuleRef mod, LLVMTargetMachineRef tm, int opt, char **err) {
  LLVMPassBuilderOptionsRef pbo = LLVMCreatePassBuilderOptions();
  const char *pipeline = opt <= 0 ? "default<O0>" : opt >= 3 ? "default<O3>" : "default<O2>";
  LLVMErrorRef e = LLVMRunPasses(mod, pipeline, tm, pbo);
  LLVMDisposePassBuilderOptions(pbo);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    *err = be__strdup_printf("LLVM pass pipeline failed: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return -1;
  }
  return 0;
}

/* Typed IR -> LLVM module for tm in ctx, not optimised. */
static int be__module_new(const fe_ir_module *m, const be_options *o, LLVMContextRef ctx, LLVMTargetMachineRef tm,
                          LLVMModuleRef *mod_out, char **err) {
  LLVMModuleRef mod = NULL;
  if (be__codegen(m, o, ctx, &mod, err) != 0) return -1;
  char *triple = LLVMGetTargetMachineTriple(tm);
  LLVMSetTarget(mod, triple);
  LLVMDisposeMessage(triple);
  LLVMTargetDataRef dl = LLVMCreateTargetDataLayout(tm);
  LLVMSetModuleDataLayout(mod, dl);
  LLVMDisposeTargetData(dl);
  *mod_out = mod;
  return 0;
}

/* Typed IR -> LLVM module in a fresh context, optimised unless optimise is 0 in a fresh context (caller disposes both). */
static int be__build(const fe_ir_module *m, const be_options *o, int optimise, LLVMContextRef *ctx_out,
                     LLVMModuleRef *mod_out, LLVMTargetMachineRef *tm_out, char **err) {
  int opt = o ? o->opt_level : 0;
  LLVMContextRef ctx = NULL;
  LLVMModuleRef mod = NULL;
  LLVMTargetMachineRef tm = NULL;
  *err = NULL;

  tm = be__target_machine(opt, err);
  if (!tm) goto fail;
  ctx = LLVMContextCreate();
  if (be__module_new(m, o, ctx, tm, &mod, err) != 0) goto fail;
  be__dump_preopt(mod);
  if (optimise && be__optimise(mod, tm, opt, err) != 0) goto fail;
  *ctx_out = ctx;
  *mod_out = mod;
  *tm_out = tm;
  return 0;

fail:
  if (mod) LLVMDisposeModule(mod);
  if (ctx) LLVMContextDispose(ctx);
  if (tm) LLVMDisposeTargetMachine(tm);
  if (!*err) *err = be__strdup_printf("code generation failed");
  return -1;
}

int be_emit_llvm_text(const fe_ir_module *m, const be_options *o, char **out, char **err) {
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMTargetMachineRef tm;
  *out = NULL;
  if (be__build(m, o, 1, &ctx, &mod, &tm, err) != 0) return -1;
  char *text = LLVMPrintModuleToString(mod);
  *out = text ? strdup(text) : NULL;
  LLVMDisposeMessage(text);
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  LLVMDisposeTargetMachine(tm);
  if (!*out) {
    *err = be__strdup_printf("out of memory");
    return -1;
  }
  return 0;
}

#ifdef KILN_BE_SPLIT
/* split.cpp: a thread's own target machine, like the module's */
LLVMTargetMachineRef be__split_target_machine(int opt, char **err);
LLVMTargetMachineRef be__split_target_machine(int opt, char **err) { return be__target_machine(opt, err); }
typedef int (*be__split_rebuild_fn)(void *arg, LLVMContextRef ctx, LLVMTargetMachineRef tm, LLVMModuleRef *mod,
                                    char **err);
int be__split_emit(LLVMModuleRef mod, int opt, uint64_t uniq, be__split_rebuild_fn rebuild, void *rebuild_arg,
                   const char *obj_path, char **err);

/* The second partition's thread makes the module again from the typed IR
 * (read-only; codegen has no global state): what it costs is less than
 * writing and reading the module's bitcode, and it starts at once. */
struct be__rebuild_arg {
  const fe_ir_module *m;
  const be_options *o;
};
static int be__split_rebuild(void *arg, LLVMContextRef ctx, LLVMTargetMachineRef tm, LLVMModuleRef *mod, char **err) {
  struct be__rebuild_arg *a = arg;
  return be__module_new(a->m, a->o, ctx, tm, mod, err);
}

/* FNV-1a over the module's typed IR, which holds its path: what keeps the
 * names of two modules' partition symbols apart (split.cpp). */
static uint64_t be__ir_hash(const fe_ir_module *m) {
  const uint8_t *p = (const uint8_t *)m->hdr;
  uint64_t h = 0xcbf29ce484222325ull;
  for (uint32_t i = 0; i < m->hdr->size; i++) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}
#endif

int be_emit_object(const fe_ir_module *m, const be_options *o, const char *obj_path, char **err) {
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMTargetMachineRef tm;
  int split = 0;
#ifdef KILN_BE_SPLIT
  split = o && o->split && o->opt_level > 0;
#endif
  if (be__build(m, o, !split, &ctx, &mod, &tm, err) != 0) return -1;
  char *msg = NULL;
  int rc = 0;
#ifdef KILN_BE_SPLIT
  /* At -O1 and above a large module is optimised and emitted on two threads
   * (split.cpp), when the caller links the result itself. */
  if (split) {
    struct be__rebuild_arg ra = {m, o};
    int s = be__split_emit(mod, o->opt_level, be__ir_hash(m), be__split_rebuild, &ra, obj_path, err);
    if (s == 1 && be__optimise(mod, tm, o->opt_level, err) != 0) s = -1;
    if (s != 1) {
      LLVMDisposeModule(mod);
      LLVMContextDispose(ctx);
      LLVMDisposeTargetMachine(tm);
      return s;
    }
  }
#endif
  if (LLVMTargetMachineEmitToFile(tm, mod, (char *)obj_path, LLVMObjectFile, &msg)) {
    *err = be__strdup_printf("cannot write %s: %s", obj_path, msg ? msg : "?");
    rc = -1;
  }
  LLVMDisposeMessage(msg);
  LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  LLVMDisposeTargetMachine(tm);
  return rc;
}
