/* irmut_test.c - wrong-typed IR never crashes codegen: fe_ir_open rejects it, or codegen makes a valid module.
 *
 * The typed IR is read from the cache and from other machines, so its types
 * are untrusted input: fe_ir_open (frontend/ir.c, "type rules") checks every
 * op's operand and result types, and the backend trusts what it accepts.
 * This test takes the IR of real programs (every program of tests/cases,
 * module by module, as kiln compiles them), and
 *
 *   1. checks that fe_ir_open accepts all of it (the rules are not stricter
 *      than what the frontend emits), and that of the other programs of the
 *      tree (examples/, tests/http, tests/any, tests/pending, bench/cpu) and
 *      of a probe using the builtins none of them uses;
 *   2. mutates it the way a damaged or hostile file would be: an expression
 *      node's type set to another type, two operands swapped, an operand
 *      replaced by another node, an argument list shifted, a local or global
 *      slot changed, op flags changed; each mutant must be rejected by
 *      fe_ir_open, or go through codegen (be__codegen, with the integer range
 *      analysis) to a module LLVM's verifier accepts, or fail with one of
 *      codegen's own error messages (what fe_ir_open cannot see, such as a
 *      virtual call of a method no class has).  A crash fails the test, and
 *      so does "invalid LLVM IR" (a wrong-typed value got through).
 *
 * Mutants are picked by a fixed-seed generator, the same on every run;
 * KILN_IRMUT_N (mutants per module, default 40) and KILN_IRMUT_SEED change
 * that.  A mutant that fails is written to irmut-fail-N.kir (replay with the
 * ir fuzz harness, build-fuzz/fuzz/ir_fuzz FILE, or with `irmut_test FILE`).
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "be_internal.h"
#include "frontend.h"
#include "ir.h"
#include "kiln_test.h"

static char root[4096]; /* the source tree: this file's ../ */

static char *read_all(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
    free(buf);
    buf = NULL;
  }
  fclose(f);
  if (!buf) return NULL;
  buf[n] = 0;
  *len = (size_t)n;
  return buf;
}

/* fe_read_fn: modules relative to the main module's directory (ctx). */
static int read_module(void *ctx, const char *path, char **src, size_t *len) {
  char full[8192];
  snprintf(full, sizeof full, "%s/%s", (const char *)ctx, path);
  *src = read_all(full, len);
  return *src ? 0 : -1;
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(uint32_t n) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return n ? (uint32_t)(rng_state % n) : 0;
}

static int accepted, rejected, codegen_ok, codegen_err, bad, programs, modules;

/* Runs codegen on an accepted module; 0 when that is fine. */
static int try_codegen(const fe_ir_module *m, char **msg) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = NULL;
  char *err = NULL;
  be_options o = {0, 0};
  int rc = 0;
  if (be__codegen(m, &o, ctx, &mod, &err) == 0) {
    codegen_ok++;
    LLVMDisposeModule(mod);
  } else {
    codegen_err++;
    if (err && strstr(err, "invalid LLVM IR")) rc = -1;
  }
  *msg = err;
  LLVMContextDispose(ctx);
  return rc;
}

static void save_failure(const void *buf, size_t size) {
  static int n;
  char path[64];
  snprintf(path, sizeof path, "irmut-fail-%d.kir", n++);
  FILE *f = fopen(path, "wb");
  if (f) {
    fwrite(buf, 1, size, f);
    fclose(f);
  }
}

/* An expression node of the module, at random (FE_IR_NONE if none). */
static uint32_t any_expr(const fe_ir_module *m) {
  for (int tries = 0; tries < 16; tries++) {
    uint32_t i = rnd(m->nnodes);
    if (m->nodes[i].op < FE_IR_BLOCK) return i;
  }
  return FE_IR_NONE;
}

/* Applies one random mutation to the copy (nodes, extra, locals are the
 * copy's sections); returns 0 if it found nothing to change. */
static int mutate(const fe_ir_module *m, fe_ir_node *nodes, uint32_t *extra, fe_ir_local *locals,
                  fe_ir_local *globals) {
  uint32_t i = rnd(m->nnodes);
  fe_ir_node *n = &nodes[i];
  switch (rnd(8)) {
  case 0: case 1: /* retype an expression: a fixed type or any type of the module */
    if (n->op >= FE_IR_BLOCK) return 0;
    n->type = (uint16_t)(rnd(2) ? rnd(FE_IR_T_FIXED_COUNT) : rnd(m->ntypes));
    return 1;
  case 2: { /* swap two node operands */
    uint32_t t = n->a;
    if (n->op == FE_IR_COND && rnd(2)) {
      n->a = n->c;
      n->c = t;
    } else {
      n->a = n->b;
      n->b = t;
    }
    return 1;
  }
  case 3: { /* an operand replaced by another expression */
    uint32_t e = any_expr(m);
    if (e == FE_IR_NONE) return 0;
    uint32_t which = rnd(3);
    if (which == 0) n->a = e;
    else if (which == 1) n->b = e;
    else n->c = e;
    return 1;
  }
  case 4: /* an element of a list (call arguments, block statements) */
    if (!m->nextra) return 0;
    extra[rnd(m->nextra)] = rnd(2) ? any_expr(m) : rnd(m->nnodes);
    return 1;
  case 5: /* op flags */
    n->flags = (uint8_t)(rnd(2) ? rnd(8) : n->flags ^ (1u << rnd(8)));
    return 1;
  case 6: /* a local's or a global's type */
    if (rnd(2) && m->nlocals) locals[rnd(m->nlocals)].type = rnd(m->ntypes);
    else if (m->nglobals) globals[rnd(m->nglobals)].type = rnd(m->ntypes);
    else return 0;
    return 1;
  default: /* a slot, function, builtin or class index: small changes */
    if (rnd(2)) n->a ^= 1u << rnd(3);
    else n->b ^= 1u << rnd(3);
    return 1;
  }
}

static void mutants(const char *name, const void *ir, size_t size, int count) {
  fe_ir_module m;
  char err[256];
  if (fe_ir_open(&m, ir, size, err, sizeof err) != 0 || m.nnodes == 0) return;
  uint64_t *copy = malloc((size + 7) & ~(size_t)7);
  if (!copy) return;
  const fe_ir_header *h = ir;
  for (int k = 0; k < count; k++) {
    memcpy(copy, ir, size);
    char *base = (char *)copy;
    fe_ir_node *nodes = (fe_ir_node *)(base + h->sec[FE_IR_SEC_NODES].offset);
    uint32_t *extra = (uint32_t *)(base + h->sec[FE_IR_SEC_EXTRA].offset);
    fe_ir_local *locals = (fe_ir_local *)(base + h->sec[FE_IR_SEC_LOCALS].offset);
    fe_ir_local *globals = (fe_ir_local *)(base + h->sec[FE_IR_SEC_GLOBALS].offset);
    int changes = 1 + (int)rnd(3) / 2; /* mostly one change, sometimes two */
    int did = 0;
    for (int c = 0; c < changes; c++) did |= mutate(&m, nodes, extra, locals, globals);
    if (!did) continue;
    fe_ir_module mm;
    if (fe_ir_open(&mm, copy, size, err, sizeof err) != 0) {
      rejected++;
      continue;
    }
    accepted++;
    char *msg = NULL;
    if (try_codegen(&mm, &msg) != 0) {
      fprintf(stderr, "irmut: %s: mutant %d passed fe_ir_open but codegen made invalid LLVM IR: %.300s\n", name, k,
              msg ? msg : "?");
      save_failure(copy, size);
      bad++;
    }
    else if (msg && getenv("KILN_IRMUT_VERBOSE")) fprintf(stderr, "irmut: %s: mutant %d: codegen: %.200s\n", name, k, msg);
    free(msg);
  }
  free(copy);
}

/* Every module of program `path` (a tests/cases file): compiled as kiln
 * does, checked against fe_ir_open, then mutated. */
static void program(const char *path, int count) {
  size_t len;
  char *src = read_all(path, &len);
  if (!src) return;
  char dir[4096];
  snprintf(dir, sizeof dir, "%s", path);
  char *slash = strrchr(dir, '/');
  if (slash) *slash = 0;
  fe_diags d = {0};
  fe_program_info info = {0};
  fe_loaded *p = fe_program_open(path, src, len, read_module, dir, &info, &d);
  if (!p && getenv("KILN_IRMUT_VERBOSE")) fprintf(stderr, "irmut: %s does not load: %.200s\n", path, d.text ? d.text : "");
  fe_diags_free(&d);
  if (!p) {
    free(src);
    return;
  }
  programs++;
  for (uint32_t i = 0; i < info.n; i++) {
    fe_diags dm = {0};
    size_t size = 0;
    void *ir = fe_program_compile(p, i, &size, &dm);
    fe_diags_free(&dm);
    if (!ir) continue;
    modules++;
    fe_ir_module m;
    char err[256];
    if (fe_ir_open(&m, ir, size, err, sizeof err) != 0) {
      fprintf(stderr, "irmut: %s (module %s): fe_ir_open rejects the frontend's IR: %s\n", path, info.mods[i].path,
              err);
      failures++;
    } else if (count > 0) {
      mutants(path, ir, size, count);
    }
    free(ir);
  }
  fe_program_close(p);
  fe_program_info_free(&info);
  free(src);
}

/* Builtins that no program of the tree uses (the HTTP server's settings
 * and accessors, Buffer.allocUnsafe, regexp.toString(), ...): the IR the
 * frontend writes for them passes the rules too. */
static void probe(void) {
  static const char src[] =
      "import * as http from \"node:http\";\n"
      "const server = http.createServer((req, res) => {\n"
      "  const v: string = req.httpVersion;\n"
      "  const done: boolean = req.complete;\n"
      "  req.resume();\n"
      "  const code: number = res.statusCode;\n"
      "  const sent: boolean = res.headersSent;\n"
      "  const ended: boolean = res.writableEnded;\n"
      "  res.on(\"finish\", () => console.log(\"finished\"));\n"
      "  console.log(v, done, code, res.statusMessage, res.getHeader(\"x-a\"), sent, ended);\n"
      "  res.end(\"ok\");\n"
      "});\n"
      "server.headersTimeout = 1000;\n"
      "server.requestTimeout = 2000;\n"
      "server.keepAliveTimeout = 3000;\n"
      "console.log(Buffer.allocUnsafe(4).length, /ab+c/g.toString());\n"
      "const creq = http.request(\"http://127.0.0.1:1/\", (r) => console.log(r.statusCode));\n"
      "creq.setHeader(\"x-b\", \"1\");\n"
      "creq.destroy();\n";
  fe_diags d = {0};
  size_t size = 0;
  void *ir = fe_compile("probe.ts", src, sizeof src - 1, &size, &d);
  if (!ir) fprintf(stderr, "irmut: the probe does not compile: %s\n", d.text ? d.text : "");
  CHECK(ir != NULL);
  fe_diags_free(&d);
  fe_ir_module m;
  char err[256];
  if (ir && fe_ir_open(&m, ir, size, err, sizeof err) != 0) {
    fprintf(stderr, "irmut: fe_ir_open rejects the probe's IR: %s\n", err);
    failures++;
  }
  if (ir) {
    programs++;
    modules++;
  }
  free(ir);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

struct list {
  char **v;
  size_t n, cap;
};

/* Every .ts file under dir (but tests/cases/errors), recursively: the
 * modules of multi-module programs are programs of their own too. */
static void scan(const char *dir, struct list *l) {
  DIR *d = opendir(dir);
  if (!d) return;
  for (struct dirent *de; (de = readdir(d));) {
    if (de->d_name[0] == '.' || !strcmp(de->d_name, "errors")) continue;
    char path[8192];
    snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
    size_t len = strlen(de->d_name);
    if (len > 3 && !strcmp(de->d_name + len - 3, ".ts")) {
      if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 256;
        l->v = realloc(l->v, l->cap * sizeof *l->v);
      }
      l->v[l->n++] = strdup(path);
    } else if (de->d_type == DT_DIR) {
      scan(path, l);
    }
  }
  closedir(d);
}

/* irmut_test FILE.kir: codegen of one saved mutant (irmut-fail-N.kir), its message printed. */
static int replay(const char *path) {
  size_t len;
  char *buf = read_all(path, &len);
  if (!buf) {
    fprintf(stderr, "irmut: cannot read %s\n", path);
    return 2;
  }
  uint64_t *copy = malloc((len + 7) & ~(size_t)7); /* (aligned, as fe_ir_open wants) */
  if (!copy) return 2;
  memcpy(copy, buf, len);
  fe_ir_module m;
  char err[256];
  if (fe_ir_open(&m, copy, len, err, sizeof err) != 0) {
    printf("rejected by fe_ir_open: %s\n", err);
    return 0;
  }
  char *msg = NULL;
  int rc = try_codegen(&m, &msg);
  printf("%s: %s\n", rc ? "invalid" : "codegen", msg ? msg : "ok");
  free(msg);
  free(copy);
  free(buf);
  return rc ? 1 : 0;
}

int main(int argc, char **argv) {
  if (argc == 2) return replay(argv[1]);
  snprintf(root, sizeof root, "%s", __FILE__);
  char *cut = strstr(root, "/backend/irmut_test.c");
  if (!cut) {
    fprintf(stderr, "irmut: cannot find the source tree from %s\n", __FILE__);
    return 1;
  }
  *cut = 0;
  const char *e = getenv("KILN_IRMUT_N");
  int count = e ? atoi(e) : 40;
  e = getenv("KILN_IRMUT_SEED");
  if (e) rng_state = strtoull(e, NULL, 0) | 1;

  char cases[4200];
  snprintf(cases, sizeof cases, "%s/tests/cases", root);
  struct list l = {0};
  scan(cases, &l);
  char **files = l.v;
  size_t nfiles = l.n;
  /* The other programs of the tree: accepted as written, not mutated. */
  static const char *const more[] = {"examples", "tests/http", "tests/any", "tests/pending", "bench/cpu", NULL};
  struct list o = {0};
  for (int i = 0; more[i]; i++) {
    char dir[4200];
    snprintf(dir, sizeof dir, "%s/%s", root, more[i]);
    scan(dir, &o);
  }
  qsort(files, nfiles, sizeof *files, cmp_str);
  /* Helper modules of multi-module programs are compiled as part of their
   * main program, and also on their own (the frontend accepts either). */
  for (size_t i = 0; i < nfiles; i++) {
    program(files[i], count);
    free(files[i]);
  }
  free(files);
  qsort(o.v, o.n, sizeof *o.v, cmp_str);
  for (size_t i = 0; i < o.n; i++) {
    program(o.v[i], 0);
    free(o.v[i]);
  }
  free(o.v);
  probe();
  printf("irmut: %d programs, %d modules accepted as the frontend wrote them; mutants: %d rejected by fe_ir_open, "
         "%d accepted (codegen: %d modules, %d refused with its own message), %d invalid\n",
         programs, modules, rejected, accepted, codegen_ok, codegen_err, bad);
  CHECK(programs > 100);
  CHECK(bad == 0);
  return failures ? 1 : 0;
}
