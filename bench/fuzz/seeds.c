/* seeds.c - writes fuzzing seeds from TypeScript programs: their typed IR, and cache records holding it.
 *
 *   kiln_fuzz_seeds IR_DIR RECORD_DIR FILE.ts...
 *
 * For every program that compiles, IR_DIR/NAME.kir is its IR buffer (seeds
 * for frontend/ir_fuzz.c) and, for the smallest few, RECORD_DIR/NAME.rec is
 * that IR wrapped in a cache record of kind 1 (cache/cache.h's layout; seeds
 * for cache/store_fuzz.c).  Programs with errors are skipped.  Exits non-zero
 * if the frontend ever writes IR that fe_ir_open() rejects.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "frontend.h"

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap);
  for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
    n += got;
    if (n == cap) {
      char *grown = realloc(buf, cap *= 2);
      if (!grown) free(buf);
      buf = grown;
    }
  }
  fclose(f);
  *len = n;
  return buf;
}

static int write_file(const char *path, const void *a, size_t na, const void *b, size_t nb) {
  FILE *f = fopen(path, "wb");
  if (!f) return -1;
  int ok = fwrite(a, 1, na, f) == na && (!nb || fwrite(b, 1, nb, f) == nb);
  return fclose(f) == 0 && ok ? 0 : -1;
}

/* "tests/cases/math/abs.ts" -> "math_abs" (the last two path parts). */
static void seed_name(const char *path, char *out, size_t cap) {
  const char *start = path, *last = strrchr(path, '/');
  if (last) {
    const char *p = last;
    while (p > path && p[-1] != '/') p--;
    start = p;
  }
  size_t k = 0;
  for (const char *p = start; *p && k + 1 < cap; p++) {
    if (!strcmp(p, ".ts")) break;
    out[k++] = (*p == '/' || *p == '.') ? '_' : *p;
  }
  out[k] = 0;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: kiln_fuzz_seeds IR_DIR RECORD_DIR FILE.ts...\n");
    return 2;
  }
  int written = 0, records = 0, bad = 0;
  for (int i = 3; i < argc; i++) {
    size_t len;
    char *src = read_file(argv[i], &len);
    if (!src) {
      fprintf(stderr, "kiln_fuzz_seeds: cannot read %s\n", argv[i]);
      continue;
    }
    fe_diags d = {0};
    size_t ir_size = 0;
    void *ir = fe_compile(argv[i], src, len, &ir_size, &d);
    if (ir) {
      fe_ir_module m;
      char err[256], name[256], path[4096];
      if (fe_ir_open(&m, ir, ir_size, err, sizeof err) != 0) {
        fprintf(stderr, "kiln_fuzz_seeds: %s: fe_ir_open rejects the frontend's IR: %s\n", argv[i], err);
        bad++;
      } else {
        seed_name(argv[i], name, sizeof name);
        snprintf(path, sizeof path, "%s/%s.kir", argv[1], name);
        if (write_file(path, ir, ir_size, NULL, 0) == 0) written++;
        if (ir_size <= 2048) {
          /* The record header of cache/cache.h, little-endian. */
          unsigned char h[32] = {'K', 'C', 'R', 0, 1, 0, 1, 0};
          unsigned long long n = ir_size, sum = XXH3_64bits(ir, ir_size);
          for (int b = 0; b < 8; b++) {
            h[8 + b] = (unsigned char)(n >> (8 * b));
            h[16 + b] = (unsigned char)(sum >> (8 * b));
          }
          snprintf(path, sizeof path, "%s/%s.rec", argv[2], name);
          if (write_file(path, h, sizeof h, ir, ir_size) == 0) records++;
        }
      }
    }
    free(ir);
    fe_diags_free(&d);
    free(src);
  }
  printf("kiln_fuzz_seeds: %d IR seeds, %d record seeds\n", written, records);
  return bad ? 1 : 0;
}
