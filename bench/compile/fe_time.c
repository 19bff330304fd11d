/* fe_time.c - times fe_compile (and a bare tree-sitter parse) on one file: median of N runs, in one process.
 *   cc -O2 -Ifrontend bench/compile/fe_time.c build/libkiln_frontend.a build/libkiln_ts_grammar.a -ltree-sitter -lm -o /tmp/fe_time
 *   bench/compile/gen.sh 5000 > /tmp/big.ts && /tmp/fe_time /tmp/big.ts 9 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <tree_sitter/api.h>
#include "frontend.h"
const TSLanguage *tree_sitter_typescript(void); /* the grammar, from libkiln_ts_grammar.a */
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return x < y ? -1 : x > y; }
int main(int argc, char **argv) {
  FILE *f = fopen(argv[1], "rb"); fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
  char *s = malloc(n + 1); fread(s, 1, n, f); s[n] = 0; fclose(f);
  int runs = argc > 2 ? atoi(argv[2]) : 9;
  double t[64], p[64];
  for (int i = 0; i < runs; i++) {
    double a = now();
    TSParser *ps = ts_parser_new(); ts_parser_set_language(ps, tree_sitter_typescript());
    TSTree *tr = ts_parser_parse_string(ps, NULL, s, n); ts_tree_delete(tr); ts_parser_delete(ps);
    p[i] = now() - a;
    fe_diags d = {0}; size_t sz;
    a = now();
    void *ir = fe_compile(argv[1], s, n, &sz, &d);
    t[i] = now() - a;
    if (!ir) { fprintf(stderr, "%s", d.text); return 1; }
    free(ir); fe_diags_free(&d);
  }
  qsort(t, runs, sizeof *t, cmp); qsort(p, runs, sizeof *p, cmp);
  printf("%s: %ld bytes  fe_compile median %.2f ms (min %.2f)  parse-only median %.2f ms\n", argv[1], n, t[runs / 2], t[0], p[runs / 2]);
  return 0;
}
