/* ir_fuzz.c - libFuzzer harness: mutated typed-IR buffers through fe_ir_open(), fe_ir_dump() and codegen.
 *
 * Contract checked: fe_ir_open() accepts or rejects any bytes without
 * crashing, and whatever it accepts can be walked: fe_ir_dump() and the
 * backend's code generation (be__codegen, to an LLVM module printed in
 * memory) finish without crashing or hanging.  The backend may still refuse
 * a module with an error message of its own (a break to a statement that
 * does not enclose it, say); that is not a failure, but a module LLVM's
 * verifier rejects is (fe_ir_open's type rules let a mistyped value through).
 *
 * Seeds are valid IR written from tests/cases by kiln_fuzz_seeds (run.sh).
 * The header's size field is set to the input's length before opening, so
 * that mutations which insert or erase bytes reach the section checks instead
 * of all failing at the size check.  KILN_FUZZ_IR_CODEGEN=0 in the
 * environment skips codegen (to fuzz the reader and the dump alone).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "be_internal.h"
#include "ir.h"

static FILE *devnull;
static int with_codegen = 1;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  devnull = fopen("/dev/null", "w");
  const char *e = getenv("KILN_FUZZ_IR_CODEGEN");
  if (e && e[0] == '0') with_codegen = 0;
  return 0;
}

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
    /* a value of the wrong type got past fe_ir_open's type rules: the same
       bug as a crash, caught by the verifier this time */
    fprintf(stderr, "ir_fuzz: fe_ir_open accepted IR that codegen made invalid: %s\n", err);
    abort();
  }
  free(err);
  LLVMContextDispose(ctx);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > (64u << 20)) return 0;
  /* The reader wants 8-byte alignment, as the cache and kiln provide. */
  uint64_t *buf = malloc(size ? (size + 7) & ~(size_t)7 : 8);
  if (!buf) return 0;
  if (size) memcpy(buf, data, size);
  if (size >= sizeof(fe_ir_header)) ((fe_ir_header *)buf)->size = (uint32_t)size;
  fe_ir_module m;
  char err[256];
  if (fe_ir_open(&m, buf, size, err, sizeof err) == 0) {
    fe_ir_dump(&m, devnull);
    if (with_codegen) codegen(&m);
  }
  free(buf);
  return 0;
}
