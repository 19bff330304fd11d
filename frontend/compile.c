/* compile.c - fe_compile: the frontend's entry point, parse then check-and-lower one module. */
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

void *fe_compile(const char *path, const char *src, size_t len, size_t *ir_size, fe_diags *d) {
  fe__arena arena = {0};
  char *full = NULL; /* the source with the prelude, while diagnostics may quote it */
  fe__diaglist dl = {0};
  dl.arena = &arena;
  dl.path = path;
  dl.src = src;
  dl.len = len;
  void *ir = NULL;
  if (ir_size) *ir_size = 0;
  if (len > 0x7fffffffu) {
    fe__error(&dl, 0, "unsupported: source file larger than 2 GiB");
  } else {
    fe__swaps sw = {0};
    /* The built-in error classes are TypeScript source (prelude.c). */
    if (fe__prelude_wanted(src, len) && (full = malloc(len + fe__prelude_len + 1))) {
      memcpy(full, src, len);
      memcpy(full + len, fe__prelude, fe__prelude_len + 1);
      src = full;
      len += fe__prelude_len;
      dl.src = src;
      dl.len = len;
    }
    TSTree *tree = fe__parse(src, len, &dl, &sw);
    if (tree && dl.n == 0) ir = fe__check(path, src, len, tree, &sw, &dl, ir_size);
    if (tree) ts_tree_delete(tree);
    free(sw.pos);
  }
  if (dl.n > 0) {
    free(ir);
    ir = NULL;
    if (ir_size) *ir_size = 0;
  }
  fe__diags_flush(&dl, d);
  fe__arena_free(&arena);
  free(full);
  return ir;
}
