/* codegen_test.c - builds small IR modules, compiles and links them at -O0 and -O2, and checks their output. */
#include "backend.h"

#include <libgen.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kiln_test.h"

/* ---- a tiny IR construction kit ------------------------------------------- */

static fe_ir_builder *B;
enum { U = FE_IR_T_UNDEFINED, BOOL = FE_IR_T_BOOLEAN, NUM = FE_IR_T_NUMBER, STR = FE_IR_T_STRING,
       VAL = FE_IR_T_VALUE };

static uint32_t node(fe_ir_op op, uint32_t flags, uint32_t type, uint32_t a, uint32_t b, uint32_t c) {
  return fe_ir_node_add(B, op, flags, type, a, b, c);
}
static uint32_t num(double v) { return fe_ir_node_num(B, v); }
static uint32_t str(const char *s) { return node(FE_IR_STR, 0, STR, fe_ir_string_cstr(B, s), 0, 0); }
static uint32_t loc(uint32_t slot, uint32_t type) { return node(FE_IR_LOCAL, 0, type, slot, 0, 0); }
static uint32_t set(uint32_t slot, uint32_t type, uint32_t v) { return node(FE_IR_SET_LOCAL, 0, type, slot, v, 0); }
static uint32_t bin(int op, uint32_t type, uint32_t a, uint32_t b) { return node(FE_IR_BINARY, op, type, a, b, 0); }
static uint32_t conv(uint32_t type, uint32_t a) { return node(FE_IR_CONVERT, 0, type, a, 0, 0); }
static uint32_t expr(uint32_t e) { return node(FE_IR_EXPR, 0, 0, e, 0, 0); }
static uint32_t ret(uint32_t e) { return node(FE_IR_RETURN, 0, 0, e, 0, 0); }

static uint32_t block(int n, ...) {
  uint32_t items[64];
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) items[i] = va_arg(ap, uint32_t);
  va_end(ap);
  return node(FE_IR_BLOCK, 0, 0, 0, fe_ir_list_add(B, items, (uint32_t)n), (uint32_t)n);
}

/* console.log(args...), boxing each argument by its type. */
static uint32_t log_(int n, ...) {
  uint32_t items[16];
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) {
    uint32_t a = va_arg(ap, uint32_t);
    items[i] = fe_ir_node_type(B, a) == VAL ? a : conv(VAL, a);
  }
  va_end(ap);
  return expr(node(FE_IR_BUILTIN, 0, U, FE_IR_B_CONSOLE_LOG, fe_ir_list_add(B, items, (uint32_t)n), (uint32_t)n));
}

static uint32_t call1(uint32_t f, uint32_t type, uint32_t arg) {
  return node(FE_IR_CALL, 0, type, f, fe_ir_list_add(B, &arg, 1), 1);
}

static uint32_t for_(uint32_t init, uint32_t cond, uint32_t update, uint32_t body) {
  uint32_t ub[2] = {update, body};
  return node(FE_IR_FOR, 0, 0, init, cond, fe_ir_list_add(B, ub, 2));
}

/* The acceptance program: integer arithmetic in a loop. */
static void *build_accept(size_t *size) {
  B = fe_ir_builder_new("accept.ts");
  uint32_t p = NUM;
  uint32_t fty = fe_ir_type_function(B, 1, &p, NUM);
  uint32_t mty = fe_ir_type_function(B, 0, NULL, U);
  uint32_t f = fe_ir_func_declare(B, fe_ir_string_cstr(B, "f"), fty, 0, 1);
  uint32_t main = fe_ir_func_declare(B, fe_ir_string_cstr(B, ""), mty, FE_IR_FN_MAIN, 1);
  uint32_t n = fe_ir_func_local(B, f, fe_ir_string_cstr(B, "n"), NUM, 1);
  uint32_t result = fe_ir_func_local(B, f, fe_ir_string_cstr(B, "result"), NUM, 0);
  uint32_t i = fe_ir_func_local(B, f, fe_ir_string_cstr(B, "i"), NUM, 0);
  uint32_t upd = node(FE_IR_UPDATE, FE_IR_UPD_INC | FE_IR_UPD_POSTFIX, NUM, i, 0, 0);
  uint32_t step = set(result, NUM,
                      bin(FE_IR_MOD, NUM,
                          bin(FE_IR_ADD, NUM, loc(result, NUM), bin(FE_IR_MUL, NUM, loc(i, NUM), num(31))),
                          num(1000000007)));
  uint32_t loop = for_(expr(set(i, NUM, num(0))), bin(FE_IR_LT, BOOL, loc(i, NUM), loc(n, NUM)), upd, expr(step));
  fe_ir_func_body(B, f, block(3, expr(set(result, NUM, num(0))), loop, ret(loc(result, NUM))));
  fe_ir_func_body(B, main, block(1, log_(3, call1(f, NUM, num(10)), call1(f, NUM, num(100000)),
                                          call1(f, NUM, num(3000000)))));
  void *buf = fe_ir_builder_finish(B, size);
  fe_ir_builder_free(B);
  return buf;
}

/* Control flow, strings, switch, -0, bitwise operators, logical operators. */
static void *build_misc(size_t *size) {
  B = fe_ir_builder_new("misc.ts");
  uint32_t p = NUM;
  uint32_t gty = fe_ir_type_function(B, 1, &p, STR);
  uint32_t mty = fe_ir_type_function(B, 0, NULL, U);
  uint32_t g = fe_ir_func_declare(B, fe_ir_string_cstr(B, "g"), gty, 0, 1);
  uint32_t main = fe_ir_func_declare(B, fe_ir_string_cstr(B, ""), mty, FE_IR_FN_MAIN, 1);

  /* g(x) { let s = ""; switch (x) { case 1: return "one"; case 2: case 3: s = "two-three"; break;
     default: s = "other"; } return s + "!"; } */
  uint32_t x = fe_ir_func_local(B, g, fe_ir_string_cstr(B, "x"), NUM, 1);
  uint32_t s = fe_ir_func_local(B, g, fe_ir_string_cstr(B, "s"), STR, 0);
  uint32_t sw = node(FE_IR_SWITCH, 0, 0, loc(x, NUM), 0, 0);
  uint32_t cases[4] = {
      node(FE_IR_CASE, 0, 0, num(1), block(1, ret(str("one"))), 0),
      node(FE_IR_CASE, 0, 0, num(2), block(0), 0),
      node(FE_IR_CASE, 0, 0, num(3),
           block(2, expr(set(s, STR, str("two-three"))), node(FE_IR_BREAK, 0, 0, sw, 0, 0)), 0),
      node(FE_IR_CASE, 0, 0, FE_IR_NONE, block(1, expr(set(s, STR, str("other")))), 0)};
  fe_ir_node_at(B, sw)->b = fe_ir_list_add(B, cases, 4);
  fe_ir_node_at(B, sw)->c = 4;
  fe_ir_func_body(B, g, block(3, expr(set(s, STR, str(""))), sw,
                              ret(bin(FE_IR_ADD, STR, loc(s, STR), str("!")))));

  /* let i = 0; let out = "";
     while (true) { i++; if (i % 2 === 0) continue; if (i > 9) break; out = out + String(i); } */
  uint32_t i = fe_ir_func_local(B, main, fe_ir_string_cstr(B, "i"), NUM, 0);
  uint32_t out = fe_ir_func_local(B, main, fe_ir_string_cstr(B, "out"), STR, 0);
  uint32_t z = fe_ir_func_local(B, main, fe_ir_string_cstr(B, "z"), NUM, 0);
  uint32_t w = fe_ir_func_local(B, main, fe_ir_string_cstr(B, "w"), NUM, 0);
  uint32_t wl = node(FE_IR_WHILE, 0, 0, node(FE_IR_BOOL, 0, BOOL, 1, 0, 0), 0, 0);
  uint32_t body = block(
      4, expr(node(FE_IR_UPDATE, FE_IR_UPD_INC | FE_IR_UPD_POSTFIX, NUM, i, 0, 0)),
      node(FE_IR_IF, 0, 0, bin(FE_IR_EQ, BOOL, bin(FE_IR_MOD, NUM, loc(i, NUM), num(2)), num(0)),
           node(FE_IR_CONTINUE, 0, 0, wl, 0, 0), FE_IR_NONE),
      node(FE_IR_IF, 0, 0, bin(FE_IR_GT, BOOL, loc(i, NUM), num(9)), node(FE_IR_BREAK, 0, 0, wl, 0, 0),
           FE_IR_NONE),
      expr(set(out, STR, bin(FE_IR_ADD, STR, loc(out, STR), conv(STR, loc(i, NUM))))));
  fe_ir_node_at(B, wl)->b = body;

  uint32_t neg = node(FE_IR_UNARY, FE_IR_NEG, NUM, loc(z, NUM), 0, 0);
  uint32_t line3 = log_(8, bin(FE_IR_DIV, NUM, num(1), loc(w, NUM)), bin(FE_IR_SHR, NUM, num(-1), num(0)),
                        bin(FE_IR_SHL, NUM, num(1), num(31)), node(FE_IR_UNARY, FE_IR_BITNOT, NUM, num(5), 0, 0),
                        bin(FE_IR_POW, NUM, num(2), num(10)), bin(FE_IR_MOD, NUM, num(7), num(-3)),
                        bin(FE_IR_MOD, NUM, num(-7), num(3)), bin(FE_IR_MOD, NUM, num(5.5), num(2)));
  uint32_t line4 = log_(4, node(FE_IR_UNARY, FE_IR_TYPEOF, STR, str("a"), 0, 0),
                        node(FE_IR_LOGICAL, FE_IR_OR, VAL, num(0), conv(VAL, str("x")), 0),
                        node(FE_IR_LOGICAL, FE_IR_AND, NUM, num(3), num(4), 0),
                        bin(FE_IR_LT, BOOL, str("b"), str("a")));
  fe_ir_func_body(B, main,
                  block(8, expr(set(i, NUM, num(0))), expr(set(out, STR, str(""))), wl,
                        log_(4, loc(out, STR), call1(g, STR, num(1)), call1(g, STR, num(3)), call1(g, STR, num(7))),
                        expr(set(z, NUM, num(0))), expr(set(w, NUM, neg)), line3, line4));
  void *buf = fe_ir_builder_finish(B, size);
  fe_ir_builder_free(B);
  return buf;
}

static uint32_t call0(uint32_t f, uint32_t type) { return node(FE_IR_CALL, 0, type, f, 0, 0); }
static uint32_t unary(int op, uint32_t type, uint32_t a) { return node(FE_IR_UNARY, op, type, a, 0, 0); }
static uint32_t if_(uint32_t c, uint32_t t, uint32_t e) { return node(FE_IR_IF, 0, 0, c, t, e); }
static uint32_t builtin(int id, uint32_t type, int n, const uint32_t *args) {
  return node(FE_IR_BUILTIN, 0, type, (uint32_t)id, fe_ir_list_add(B, args, (uint32_t)n), (uint32_t)n);
}
static uint32_t fn_local(uint32_t f, const char *name, uint32_t type, int param) {
  return fe_ir_func_local(B, f, fe_ir_string_cstr(B, name), type, param);
}
static uint32_t counter_loop(uint32_t i, uint32_t limit, uint32_t body) {
  return for_(expr(set(i, NUM, num(0))), bin(FE_IR_LT, BOOL, loc(i, NUM), limit),
              node(FE_IR_UPDATE, FE_IR_UPD_INC | FE_IR_UPD_POSTFIX, NUM, i, 0, 0), body);
}

/* Integer specialisation edge cases (-0, int32 wrap-around, counters going
 * down), labeled loops, globals, function values, boxed values, strings. */
static void *build_ints(size_t *size) {
  B = fe_ir_builder_new("ints.ts");
  uint32_t p = NUM;
  uint32_t nty = fe_ir_type_function(B, 1, &p, NUM);
  uint32_t vty = fe_ir_type_function(B, 0, NULL, U);
  uint32_t G = fe_ir_global_add(B, fe_ir_string_cstr(B, "G"), NUM);
  uint32_t negzero = fe_ir_func_declare(B, fe_ir_string_cstr(B, "negzero"), vty, 0, 1);
  uint32_t hash = fe_ir_func_declare(B, fe_ir_string_cstr(B, "hash"), nty, 0, 1);
  uint32_t half = fe_ir_func_declare(B, fe_ir_string_cstr(B, "half"), nty, 0, 1);
  uint32_t down = fe_ir_func_declare(B, fe_ir_string_cstr(B, "down"), nty, 0, 1);
  uint32_t shr = fe_ir_func_declare(B, fe_ir_string_cstr(B, "shr"), nty, 0, 1);
  uint32_t inc = fe_ir_func_declare(B, fe_ir_string_cstr(B, "inc"), nty, 0, 1);
  uint32_t main = fe_ir_func_declare(B, fe_ir_string_cstr(B, ""), vty, FE_IR_FN_MAIN, 1);

  { /* negzero */
    uint32_t k = fn_local(negzero, "k", NUM, 0), m = fn_local(negzero, "m", NUM, 0);
    uint32_t q = fn_local(negzero, "q", NUM, 0), r = fn_local(negzero, "r", NUM, 0);
    uint32_t z = fn_local(negzero, "z", NUM, 0), nz = fn_local(negzero, "nz", NUM, 0);
    fe_ir_func_body(B, negzero, block(9,
        expr(set(k, NUM, num(-3))), expr(set(m, NUM, bin(FE_IR_MUL, NUM, loc(k, NUM), num(0)))),
        log_(1, bin(FE_IR_DIV, NUM, num(1), loc(m, NUM))),
        expr(set(q, NUM, num(-5))), expr(set(r, NUM, bin(FE_IR_MOD, NUM, loc(q, NUM), num(5)))),
        log_(1, bin(FE_IR_DIV, NUM, num(1), loc(r, NUM))),
        expr(set(z, NUM, num(0))), expr(set(nz, NUM, unary(FE_IR_NEG, NUM, loc(z, NUM)))),
        log_(1, bin(FE_IR_DIV, NUM, num(1), loc(nz, NUM)))));
  }
  { /* hash(n): h = (h * 31 + i) | 0 */
    uint32_t n = fn_local(hash, "n", NUM, 1), h = fn_local(hash, "h", NUM, 0), i = fn_local(hash, "i", NUM, 0);
    uint32_t st = expr(set(h, NUM, bin(FE_IR_BOR, NUM, bin(FE_IR_ADD, NUM, bin(FE_IR_MUL, NUM, loc(h, NUM), num(31)),
                                                            loc(i, NUM)), num(0))));
    fe_ir_func_body(B, hash, block(3, expr(set(h, NUM, num(0))), counter_loop(i, loc(n, NUM), block(1, st)),
                                   ret(loc(h, NUM))));
  }
  { /* half(n): s = s + Math.floor(i / 2) */
    uint32_t n = fn_local(half, "n", NUM, 1), s = fn_local(half, "s", NUM, 0), i = fn_local(half, "i", NUM, 0);
    uint32_t fl = bin(FE_IR_DIV, NUM, loc(i, NUM), num(2));
    uint32_t st = expr(set(s, NUM, bin(FE_IR_ADD, NUM, loc(s, NUM), builtin(FE_IR_B_MATH_FLOOR, NUM, 1, &fl))));
    fe_ir_func_body(B, half, block(3, expr(set(s, NUM, num(0))), counter_loop(i, loc(n, NUM), st),
                                   ret(loc(s, NUM))));
  }
  { /* down(n): while (j > -n) { j--; c = c + 1; } return c + j */
    uint32_t n = fn_local(down, "n", NUM, 1), c = fn_local(down, "c", NUM, 0), j = fn_local(down, "j", NUM, 0);
    uint32_t wl = node(FE_IR_WHILE, 0, 0, bin(FE_IR_GT, BOOL, loc(j, NUM), unary(FE_IR_NEG, NUM, loc(n, NUM))),
                       block(2, expr(node(FE_IR_UPDATE, FE_IR_UPD_POSTFIX, NUM, j, 0, 0)),
                             expr(set(c, NUM, bin(FE_IR_ADD, NUM, loc(c, NUM), num(1))))), 0);
    fe_ir_func_body(B, down, block(4, expr(set(c, NUM, num(0))), expr(set(j, NUM, num(10))), wl,
                                   ret(bin(FE_IR_ADD, NUM, loc(c, NUM), loc(j, NUM)))));
  }
  { /* shr(n): let x = -n; return (x >>> 0) % 1000 */
    uint32_t n = fn_local(shr, "n", NUM, 1), x = fn_local(shr, "x", NUM, 0);
    fe_ir_func_body(B, shr, block(2, expr(set(x, NUM, unary(FE_IR_NEG, NUM, loc(n, NUM)))),
                                  ret(bin(FE_IR_MOD, NUM, bin(FE_IR_SHR, NUM, loc(x, NUM), num(0)), num(1000)))));
  }
  { /* inc(x): G = G + x; return G */
    uint32_t x = fn_local(inc, "x", NUM, 1);
    fe_ir_func_body(B, inc, block(2, expr(node(FE_IR_SET_GLOBAL, 0, NUM, G,
                                                   bin(FE_IR_ADD, NUM, node(FE_IR_GLOBAL, 0, NUM, G, 0, 0), loc(x, NUM)), 0)),
                                  ret(node(FE_IR_GLOBAL, 0, NUM, G, 0, 0))));
  }
  /* main */
  uint32_t out = fn_local(main, "out", NUM, 0), a = fn_local(main, "a", NUM, 0), b = fn_local(main, "b", NUM, 0);
  uint32_t d = fn_local(main, "d", NUM, 0), fv = fn_local(main, "fv", nty, 0), v = fn_local(main, "v", VAL, 0);
  uint32_t outer = counter_loop(a, num(5), FE_IR_NONE);
  uint32_t inner = counter_loop(b, num(5), block(4,
      if_(bin(FE_IR_GT, BOOL, loc(b, NUM), loc(a, NUM)), node(FE_IR_CONTINUE, 0, 0, outer, 0, 0), FE_IR_NONE),
      if_(bin(FE_IR_GT, BOOL, bin(FE_IR_ADD, NUM, loc(a, NUM), loc(b, NUM)), num(6)),
          node(FE_IR_BREAK, 0, 0, outer, 0, 0), FE_IR_NONE),
      expr(set(out, NUM, bin(FE_IR_ADD, NUM, bin(FE_IR_MUL, NUM, loc(out, NUM), num(3)), loc(b, NUM)))),
      expr(set(out, NUM, bin(FE_IR_MOD, NUM, loc(out, NUM), num(1000))))));
  {
    uint32_t ub[2] = {node(FE_IR_UPDATE, FE_IR_UPD_INC | FE_IR_UPD_POSTFIX, NUM, a, 0, 0), block(1, inner)};
    fe_ir_node_at(B, outer)->c = fe_ir_list_add(B, ub, 2);
  }
  uint32_t dw = node(FE_IR_DO_WHILE, 0, 0, block(1, expr(set(d, NUM, bin(FE_IR_ADD, NUM, loc(d, NUM), num(3))))),
                     bin(FE_IR_LT, BOOL, loc(d, NUM), num(10)), 0);
  uint32_t c5 = num(5), c25 = num(2.5);
  uint32_t undef_v = conv(VAL, node(FE_IR_UNDEF, 0, U, 0, 0, 0));
  uint32_t isnull = bin(FE_IR_LOOSE_EQ, BOOL, loc(v, VAL), conv(VAL, node(FE_IR_NULLV, 0, FE_IR_T_NULL, 0, 0, 0)));
  uint32_t vline = log_(3, node(FE_IR_LOGICAL, FE_IR_NULLISH, NUM, loc(v, VAL), num(42), 0), isnull,
                        unary(FE_IR_TYPEOF, STR, loc(v, VAL)));
  uint32_t abc = str("abc");
  uint32_t hello_units[5] = {'h', 0xE9, 'l', 'l', 'o'};
  uint16_t hu[5];
  for (int i = 0; i < 5; i++) hu[i] = (uint16_t)hello_units[i];
  uint32_t cc_args[2] = {node(FE_IR_STR, 0, STR, fe_ir_string_utf16(B, hu, 5), 0, 0), conv(VAL, num(1))};
  uint32_t sline = log_(4, builtin(FE_IR_B_STR_LENGTH, NUM, 1, &abc), builtin(FE_IR_B_STR_CHAR_CODE_AT, NUM, 2, cc_args),
                        bin(FE_IR_LT, BOOL, str("abc"), str("abd")),
                        bin(FE_IR_ADD, STR, bin(FE_IR_ADD, STR, str("x"), conv(STR, num(1.5))),
                            conv(STR, node(FE_IR_BOOL, 0, BOOL, 1, 0, 0))));
  fe_ir_func_body(B, main, block(16,
      expr(call0(negzero, U)),
      log_(4, call1(hash, NUM, num(1000)), call1(half, NUM, num(101)), call1(down, NUM, num(5)), call1(shr, NUM, num(7))),
      expr(set(out, NUM, num(0))), outer, log_(1, loc(out, NUM)),
      expr(set(d, NUM, num(0))), dw, log_(1, loc(d, NUM)),
      expr(set(fv, nty, node(FE_IR_FUNC, 0, nty, inc, 0, 0))),
      expr(node(FE_IR_CALL_INDIRECT, 0, NUM, loc(fv, nty), fe_ir_list_add(B, &c5, 1), 1)),
      expr(node(FE_IR_CALL_INDIRECT, 0, NUM, loc(fv, nty), fe_ir_list_add(B, &c25, 1), 1)),
      log_(2, node(FE_IR_GLOBAL, 0, NUM, G, 0, 0), unary(FE_IR_TYPEOF, STR, loc(fv, nty))),
      expr(set(v, VAL, undef_v)), vline,
      block(2, expr(set(v, VAL, conv(VAL, num(7)))), vline), sline));
  void *buf = fe_ir_builder_finish(B, size);
  fe_ir_builder_free(B);
  return buf;
}

/* ---- compile, link, run ------------------------------------------------------ */

static char rt_archive[PATH_MAX];
static char workdir[PATH_MAX];

static char *run_capture(const char *exe) {
  int pfd[2];
  if (pipe(pfd) != 0) return NULL;
  pid_t pid = fork();
  if (pid == 0) {
    dup2(pfd[1], STDOUT_FILENO);
    close(pfd[0]);
    close(pfd[1]);
    execl(exe, exe, (char *)NULL);
    _exit(127);
  }
  close(pfd[1]);
  size_t len = 0, cap = 4096;
  char *out = malloc(cap);
  ssize_t r;
  while ((r = read(pfd[0], out + len, cap - len - 1)) > 0) {
    len += (size_t)r;
    if (cap - len < 2) out = realloc(out, cap *= 2);
  }
  out[len] = 0;
  close(pfd[0]);
  int st;
  waitpid(pid, &st, 0);
  if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) fprintf(stderr, "%s: exit status %d\n", exe, st);
  return out;
}

static void check_program(const char *name, void *buf, size_t size, const char *expect) {
  fe_ir_module m;
  char msg[256];
  if (fe_ir_open(&m, buf, size, msg, sizeof msg) != 0) {
    fprintf(stderr, "%s: invalid IR: %s\n", name, msg);
    failures++;
    return;
  }
  for (int pass = 0; pass < 3; pass++) {
    be_options o = {.opt_level = pass == 1 ? 0 : 2, .no_intrange = pass == 2};
    char obj[PATH_MAX + 64], exe[PATH_MAX + 64];
    snprintf(obj, sizeof obj, "%s/%s-%d.o", workdir, name, pass);
    snprintf(exe, sizeof exe, "%s/%s-%d", workdir, name, pass);
    char *err = NULL;
    if (be_emit_object(&m, &o, obj, &err) != 0) {
      fprintf(stderr, "%s (pass %d): %s\n", name, pass, err);
      free(err);
      failures++;
      continue;
    }
    const char *objs[] = {obj};
    if (be_link(objs, 1, rt_archive, exe, &err) != 0) {
      fprintf(stderr, "%s (pass %d): link: %s\n", name, pass, err);
      free(err);
      failures++;
      continue;
    }
    char *out = run_capture(exe);
    if (!out || strcmp(out, expect) != 0) {
      fprintf(stderr, "%s (pass %d): output\n%s\nexpected\n%s\n", name, pass, out ? out : "(none)", expect);
      failures++;
    }
    free(out);
    unlink(obj);
    unlink(exe);
  }
}

/* Modules compile on parallel threads (one LLVM context each), and the
 * output depends only on the input. */
typedef struct {
  const fe_ir_module *m;
  char *text;
} thread_job;

static void *compile_thread(void *arg) {
  thread_job *j = arg;
  be_options o = {.opt_level = 2};
  char *err = NULL;
  if (be_emit_llvm_text(j->m, &o, &j->text, &err) != 0) j->text = NULL;
  free(err);
  return NULL;
}

static void check_threads(void *buf, size_t size) {
  fe_ir_module m;
  char msg[256];
  CHECK(fe_ir_open(&m, buf, size, msg, sizeof msg) == 0);
  pthread_t th[4];
  thread_job jobs[4];
  for (int i = 0; i < 4; i++) {
    jobs[i] = (thread_job){&m, NULL};
    CHECK(pthread_create(&th[i], NULL, compile_thread, &jobs[i]) == 0);
  }
  for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
  for (int i = 0; i < 4; i++) {
    CHECK(jobs[i].text != NULL);
    if (i > 0 && jobs[i].text && jobs[0].text) CHECK(strcmp(jobs[i].text, jobs[0].text) == 0);
  }
  for (int i = 0; i < 4; i++) free(jobs[i].text);
}

int main(int argc, char **argv) {
  if (argc > 1) {
    snprintf(rt_archive, sizeof rt_archive, "%s", argv[1]);
  } else {
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return 1;
    self[n] = 0;
    snprintf(rt_archive, sizeof rt_archive, "%s/libkiln_rt.a", dirname(self));
  }
  if (access(rt_archive, R_OK) != 0) {
    fprintf(stderr, "cannot find the runtime archive %s\n", rt_archive);
    return 1;
  }
  snprintf(workdir, sizeof workdir, "/tmp/kiln-be-test-XXXXXX");
  if (!mkdtemp(workdir)) return 1;

  size_t size;
  void *buf = build_accept(&size);
  check_program("accept", buf, size, "1395 998448922 952523507\n");

  /* Integer specialisation: f's loop is i64 arithmetic, no frem/fmod. */
  fe_ir_module m;
  char msg[256];
  CHECK(fe_ir_open(&m, buf, size, msg, sizeof msg) == 0);
  be_options o2 = {.opt_level = 2};
  char *text = NULL, *err = NULL;
  CHECK(be_emit_llvm_text(&m, &o2, &text, &err) == 0);
  if (text) { /* f is inlined into kiln_main at -O2: check the whole module */
    CHECK(strstr(text, "frem") == NULL && strstr(text, "fmod") == NULL);
    /* urem when both sides are proven non-negative; (acc + y) % c with acc
       reduced is an add, compare and select (be__rem_of_reduced_sum). */
    CHECK(strstr(text, "srem i64") != NULL || strstr(text, "urem i64") != NULL ||
          strstr(text, "icmp ugt i64") != NULL);
    if (failures) fprintf(stderr, "%s\n", text);
  }
  free(text);
  free(err);
  /* Every call of f passes an integer and it returns one: f takes and
     returns i64 (interprocedural ranges). */
  be_options o0 = {.opt_level = 0};
  text = NULL, err = NULL;
  CHECK(be_emit_llvm_text(&m, &o0, &text, &err) == 0);
  if (text) {
    CHECK(strstr(text, "define internal i64 @f0.f(ptr %0, i64 %1)") != NULL);
    if (failures) fprintf(stderr, "%s\n", text);
  }
  free(text);
  free(err);
  free(buf);

  buf = build_misc(&size);
  check_program("misc", buf, size,
                "13579 one two-three! other!\n"
                "-Infinity 4294967295 -2147483648 -6 1024 1 -1 1.5\n"
                "string x 4 false\n");
  free(buf);

  buf = build_ints(&size);
  check_program("ints", buf, size,
                "-Infinity\n-Infinity\n-Infinity\n"
                "562641396 2500 10 289\n"
                "475\n"
                "12\n"
                "7.5 function\n"
                "42 true undefined\n"
                "7 false number\n"
                "3 233 true x1.5true\n");
  check_threads(buf, size);
  free(buf);

  rmdir(workdir);
  if (failures) fprintf(stderr, "%d check(s) failed\n", failures);
  return failures ? 1 : 0;
}
