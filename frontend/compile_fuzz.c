/* compile_fuzz.c - libFuzzer harness: arbitrary bytes as a TypeScript module through fe_compile().
 *
 * Contract checked: fe_compile() returns either IR (and no error) or
 * diagnostics (and no IR), never crashes, hangs or leaks.  IR it returns must
 * pass fe_ir_open() (the frontend writes only what the reader accepts), dump
 * without trouble, and go through the backend's code generation into a
 * module that LLVM's verifier accepts (codegen errors are reported as
 * values; a crash or an invalid module is a bug).
 *
 * The source is handed over in a buffer of exactly `size` bytes, with no NUL
 * after it: fe_compile() takes (src, len), so ASan catches a reader that
 * relies on a terminator.  Run with bench/fuzz/ts.dict (bench/fuzz/run.sh).
 * KILN_FUZZ_CODEGEN=0 in the environment skips codegen (the frontend alone).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "be_internal.h"
#include "frontend.h"

static FILE *devnull;
static int with_codegen = 1;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  devnull = fopen("/dev/null", "w");
  const char *e = getenv("KILN_FUZZ_CODEGEN");
  if (e && e[0] == '0') with_codegen = 0;
  return 0;
}

/* Codegen only (no pass pipeline, no target machine): cheap enough per input. */
static void codegen(const fe_ir_module *m) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = NULL;
  char *err = NULL;
  be_options o = {0, 0};
  if (be__codegen(m, &o, ctx, &mod, &err) == 0) {
    char *text = LLVMPrintModuleToString(mod);
    LLVMDisposeMessage(text);
    LLVMDisposeModule(mod);
  } else if (err && strstr(err, "invalid LLVM IR")) {
    fprintf(stderr, "compile_fuzz: the frontend's IR gave invalid LLVM IR: %s\n", err);
    abort();
  }
  free(err);
  LLVMContextDispose(ctx);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *src = malloc(size ? size : 1);
  if (!src) return 0;
  if (size) memcpy(src, data, size);
  fe_diags d = {0};
  size_t ir_size = 0;
  void *ir = fe_compile("fuzz.ts", src, size, &ir_size, &d);
  if (ir) {
    if (d.errors) {
      fprintf(stderr, "compile_fuzz: IR returned together with %d errors\n", d.errors);
      abort();
    }
    fe_ir_module m;
    char err[256];
    if (fe_ir_open(&m, ir, ir_size, err, sizeof err) != 0) {
      fprintf(stderr, "compile_fuzz: fe_ir_open rejects the frontend's own IR: %s\n", err);
      abort();
    }
    fe_ir_dump(&m, devnull);
    if (with_codegen) codegen(&m);
  } else if (d.errors <= 0 || !d.text) {
    fprintf(stderr, "compile_fuzz: no IR and no diagnostic\n");
    abort();
  }
  free(ir);
  fe_diags_free(&d);
  free(src);
  return 0;
}
