/* tree_cache_test.c - parsed trees reused from an fe_tree_cache give the same IR bytes as fresh parses. */
#include <stdlib.h>
#include <string.h>

#include "frontend.h"
#include "kiln_test.h"

/* A small program whose modules' offsets in the program buffer move when an
 * earlier module grows or shrinks, with a `<` swap (parse.c) in a later
 * module, and the built-in error classes' and process.stdin's modules
 * (loaded implicitly; whether a module needs them is kept with its tree). */
static char lib_src[4096];
static const char *util_src =
    "export function clamp(x: number, lo: number, hi: number): number {\n"
    "  return x < lo ? lo : x > hi ? hi : x;\n"
    "}\n"
    "export function firstLine(f: (s: string) => void): void { process.stdin.once(\"data\", (d) => f(String(d))); }\n"
    "export class Counter {\n"
    "  n = 0;\n"
    "  bump(by: number): number { this.n += by; return this.n; }\n"
    "}\n";
static const char *swap_src =
    "import { clamp } from \"./util\";\n"
    "export function order(a: number, b: number, c: number, d: number): boolean {\n"
    "  const f = (p: boolean, q: boolean): boolean => p && q;\n"
    "  return f(a < -1, b === clamp(c, 0, 9) && d > a);\n"
    "}\n"
    "export function fail(msg: string): never { throw new RangeError(msg); }\n";
/* imported for a type only: tsc elides the import, and the module loads
 * after the main module's walk (compile.c's imports_type_only, whose
 * answers the cache keeps with the tree) */
static const char *shape_src =
    "export interface Shape { w: number }\n"
    "console.log(\"shape loaded\");\n";
static const char *main_src =
    "import { Shape } from \"./shape\";\n"
    "import { twice } from \"./lib\";\n"
    "import { clamp, Counter } from \"./util\";\n"
    "import { order, fail } from \"./swap\";\n"
    "const c = new Counter();\n"
    "console.log(clamp(twice(c.bump(3)), 0, 100), order(1, 2, 3, 4));\n"
    "try { fail(\"x\"); } catch (e) { console.log(e instanceof RangeError); }\n"
    "const sh: Shape = { w: 2 };\n"
    "console.log(sh.w);\n";

static int reader(void *ctx, const char *path, char **src, size_t *len) {
  (void)ctx;
  const char *s = !strcmp(path, "lib.ts") ? lib_src : !strcmp(path, "util.ts") ? util_src
                 : !strcmp(path, "swap.ts") ? swap_src : !strcmp(path, "shape.ts") ? shape_src : NULL;
  if (!s) return -1;
  *len = strlen(s);
  *src = malloc(*len + 1);
  memcpy(*src, s, *len + 1);
  return 0;
}

static void set_lib(int lines) {
  size_t o = (size_t)sprintf(lib_src, "export function twice(x: number): number {\n");
  for (int i = 0; i < lines; i++) o += (size_t)sprintf(lib_src + o, "  x = x + %d - %d;\n", i, i);
  sprintf(lib_src + o, "  return x * 2;\n}\n");
}

/* Every module's path and IR of the program, in evaluation order, concatenated, with its interface text and
 * imp_iface. */
static char *compile_all(size_t *n_out) {
  fe_program_info pi;
  fe_diags d = {0};
  fe_loaded *p = fe_program_open("dir/main.ts", main_src, strlen(main_src), reader, NULL, &pi, &d);
  CHECK(p != NULL);
  if (!p) {
    if (d.text) fprintf(stderr, "%s", d.text);
    fe_diags_free(&d);
    return NULL;
  }
  size_t n = 0;
  char *all = NULL;
  for (uint32_t i = 0; i < pi.n; i++) {
    size_t sz = 0;
    void *ir = fe_program_compile(p, i, &sz, &d);
    CHECK(ir != NULL);
    if (d.text) fprintf(stderr, "%s", d.text);
    size_t pl = strlen(pi.mods[i].path) + 1;
    all = realloc(all, n + pl + sz + pi.mods[i].iface_len + pi.mods[i].nimp);
    memcpy(all + n, pi.mods[i].path, pl);
    n += pl;
    if (ir) memcpy(all + n, ir, sz);
    n += sz;
    memcpy(all + n, pi.mods[i].iface, pi.mods[i].iface_len);
    n += pi.mods[i].iface_len;
    memcpy(all + n, pi.mods[i].imp_iface, pi.mods[i].nimp);
    n += pi.mods[i].nimp;
    free(ir);
  }
  fe_program_info_free(&pi);
  fe_program_close(p);
  fe_diags_free(&d);
  *n_out = n;
  return all;
}

int main(void) {
  fe_tree_cache *tc = fe_tree_cache_new(64u << 20);
  CHECK(tc != NULL);
  uint64_t reused = 0, parsed = 0;
  /* lib.ts is loaded before util.ts and swap.ts (main imports it first):
   * its size moves them, in bytes and lines. */
  int sizes[] = {3, 40, 1, 40, 0};
  for (int round = 0; round < 5; round++) {
    set_lib(sizes[round]);
    size_t n0 = 0, n1 = 0;
    fe_tree_cache_attach(NULL);
    char *fresh = compile_all(&n0);
    fe_tree_cache_attach(tc);
    char *warm = compile_all(&n1);
    fe_tree_cache_counts(&reused, &parsed);
    if (getenv("TREE_CACHE_TEST_V")) fprintf(stderr, "round %d: parsed %llu reused %llu\n", round, (unsigned long long)parsed, (unsigned long long)reused);
    fe_tree_cache_attach(NULL);
    CHECK(fresh && warm && n0 == n1 && !memcmp(fresh, warm, n0));
    /* the program's 8 modules (main, shape, lib, util, swap, the prelude,
     * node:stdio and the node:events it imports): after the first round only lib.ts, whose bytes are new, is
     * parsed (and main.ts, the first time) */
    if (round == 0) CHECK(parsed == 8 && reused == 0);
    else if (round == 4) CHECK(parsed == 1 && reused == 7);
    else if (round == 3) CHECK(parsed == 0 && reused == 8); /* lib.ts as in round 1 */
    else CHECK(parsed == 1 && reused == 7);
    free(fresh);
    free(warm);
  }
  /* main, shape, util, swap, the prelude, node:stdio, node:events and four texts of lib.ts */
  fe_tree_cache_stats st;
  fe_tree_cache_stats_get(tc, &st);
  CHECK(st.entries == 11 && st.hits == 29 && st.evictions == 0);

  /* A bound smaller than the program keeps the most recent trees only. */
  fe_tree_cache *small = fe_tree_cache_new(st.bytes / 2);
  fe_tree_cache_attach(small);
  size_t n = 0;
  free(compile_all(&n));
  fe_tree_cache_attach(NULL);
  fe_tree_cache_stats s2;
  fe_tree_cache_stats_get(small, &s2);
  CHECK(s2.bytes <= st.bytes / 2 && s2.entries < 8);
  fe_tree_cache_free(small);
  fe_tree_cache_free(tc);
  if (failures) fprintf(stderr, "tree_cache_test: %d failures\n", failures);
  return failures != 0;
}
