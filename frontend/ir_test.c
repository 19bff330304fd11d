/* ir_test.c - the typed-IR format: build, serialise, read back in place, reject corruption. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

#include "kiln_test.h"

/* fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2); main prints fib(10) and "日本". */
static void *build_fib(size_t *size, uint32_t *fib_out) {
  fe_ir_builder *b = fe_ir_builder_new("fib.ts");
  uint32_t num = FE_IR_T_NUMBER;
  uint32_t fty = fe_ir_type_function(b, 1, &num, FE_IR_T_NUMBER);
  CHECK(fe_ir_type_function(b, 1, &num, FE_IR_T_NUMBER) == fty); /* interned */
  uint32_t mty = fe_ir_type_function(b, 0, NULL, FE_IR_T_UNDEFINED);
  uint32_t fib = fe_ir_func_declare(b, fe_ir_string_cstr(b, "fib"), fty, 0, 1);
  uint32_t main = fe_ir_func_declare(b, fe_ir_string_cstr(b, ""), mty, FE_IR_FN_MAIN, 1);
  uint32_t n = fe_ir_func_local(b, fib, fe_ir_string_cstr(b, "n"), FE_IR_T_NUMBER, 1);

  uint32_t get_n = fe_ir_node_add(b, FE_IR_LOCAL, 0, num, n, 0, 0);
  uint32_t lt = fe_ir_node_add(b, FE_IR_BINARY, FE_IR_LT, FE_IR_T_BOOLEAN, get_n, fe_ir_node_num(b, 2), 0);
  uint32_t a1 = fe_ir_node_add(b, FE_IR_BINARY, FE_IR_SUB, num, get_n, fe_ir_node_num(b, 1), 0);
  uint32_t a2 = fe_ir_node_add(b, FE_IR_BINARY, FE_IR_SUB, num, get_n, fe_ir_node_num(b, 2), 0);
  uint32_t c1 = fe_ir_node_add(b, FE_IR_CALL, 0, num, fib, fe_ir_list_add(b, &a1, 1), 1);
  uint32_t c2 = fe_ir_node_add(b, FE_IR_CALL, 0, num, fib, fe_ir_list_add(b, &a2, 1), 1);
  uint32_t sum = fe_ir_node_add(b, FE_IR_BINARY, FE_IR_ADD, num, c1, c2, 0);
  uint32_t cond = fe_ir_node_add(b, FE_IR_COND, 0, num, lt, get_n, sum);
  uint32_t ret = fe_ir_node_add(b, FE_IR_RETURN, 0, 0, cond, 0, 0);
  fe_ir_func_body(b, fib, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, fe_ir_list_add(b, &ret, 1), 1));

  const uint16_t nihon[] = {0x65E5, 0x672C};
  uint32_t arg10 = fe_ir_node_num(b, 10);
  uint32_t call = fe_ir_node_add(b, FE_IR_CALL, 0, num, fib, fe_ir_list_add(b, &arg10, 1), 1);
  uint32_t args[2] = {
      fe_ir_node_add(b, FE_IR_CONVERT, 0, FE_IR_T_VALUE, call, 0, 0),
      fe_ir_node_add(b, FE_IR_CONVERT, 0, FE_IR_T_VALUE,
                     fe_ir_node_add(b, FE_IR_STR, 0, FE_IR_T_STRING, fe_ir_string_utf16(b, nihon, 2), 0, 0), 0, 0)};
  uint32_t log = fe_ir_node_add(b, FE_IR_BUILTIN, 0, FE_IR_T_UNDEFINED, FE_IR_B_CONSOLE_LOG,
                                fe_ir_list_add(b, args, 2), 2);
  uint32_t stmt = fe_ir_node_add(b, FE_IR_EXPR, 0, 0, log, 0, 0);
  fe_ir_func_body(b, main, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, fe_ir_list_add(b, &stmt, 1), 1));
  fe_ir_global_add(b, fe_ir_string_cstr(b, "counter"), FE_IR_T_NUMBER);
  *fib_out = fib;
  void *buf = fe_ir_builder_finish(b, size);
  fe_ir_builder_free(b);
  return buf;
}

/* A module whose main function (locals: 0 number, 1 an array of objects)
 * evaluates node `e` for effect; `f1` is a function (string) => number whose
 * body returns node `r` (or nothing). */
#define TYPED_MODULE(...)                                                                       \
  do {                                                                                          \
    fe_ir_builder *b = fe_ir_builder_new("t.ts");                                               \
    uint32_t num = FE_IR_T_NUMBER, str = FE_IR_T_STRING, obj = fe_ir_type_object(b);            \
    uint32_t oarr = fe_ir_type_array(b, obj);                                                   \
    uint32_t ft = fe_ir_type_function(b, 0, NULL, FE_IR_T_UNDEFINED);                           \
    uint32_t mainf = fe_ir_func_declare(b, fe_ir_string_cstr(b, ""), ft, FE_IR_FN_MAIN, 1);     \
    fe_ir_func_local(b, mainf, fe_ir_string_cstr(b, "x"), num, 0);                              \
    fe_ir_func_local(b, mainf, fe_ir_string_cstr(b, "versions"), oarr, 0);                      \
    uint32_t f1 = fe_ir_func_declare(b, fe_ir_string_cstr(b, "f"), fe_ir_type_function(b, 1, &str, num), 0, 1); \
    fe_ir_func_local(b, f1, fe_ir_string_cstr(b, "s"), str, 1);                                 \
    uint32_t k1 = fe_ir_class_add(b, fe_ir_string_cstr(b, "P"), FE_IR_NONE, 0, 1,               \
                                  (uint32_t[]){fe_ir_string_cstr(b, "n")}, &num, 0, NULL);      \
    uint32_t e = FE_IR_NONE, r = FE_IR_NONE;                                                    \
    (void)oarr, (void)k1;                                                                       \
    __VA_ARGS__;                                                                                \
    uint32_t ret = fe_ir_node_add(b, FE_IR_RETURN, 0, 0, r, 0, 0);                              \
    fe_ir_func_body(b, f1, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, fe_ir_list_add(b, &ret, 1), 1)); \
    uint32_t st = fe_ir_node_at(b, e)->op >= FE_IR_BLOCK ? e : fe_ir_node_add(b, FE_IR_EXPR, 0, 0, e, 0, 0); \
    fe_ir_func_body(b, mainf, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, fe_ir_list_add(b, &st, 1), 1)); \
    tbuf = fe_ir_builder_finish(b, &tsize);                                                     \
    fe_ir_builder_free(b);                                                                      \
  } while (0)

/* fe_ir_open's type rules: an IR that is well-formed (valid op codes, counts
 * and indices) but wrong-typed is rejected, never handed to codegen (which
 * passed LLVM a missing or mistyped value and crashed).  Each case here is
 * one rule, with a well-typed twin that is accepted; backend/irmut_test.c
 * mutates the IR of every tests/cases program the same way. */
static void type_rules(void) {
  void *tbuf;
  size_t tsize;
  fe_ir_module tm;
  char err[256];
#define ACCEPTS() CHECK(fe_ir_open(&tm, tbuf, tsize, err, sizeof err) == 0 || (fprintf(stderr, "%s\n", err), 0))
#define REJECTS(what) CHECK(fe_ir_open(&tm, tbuf, tsize, err, sizeof err) != 0 && strstr(err, what))
  /* console.log(x) of a CONVERT typed undefined (the old reproducer
   * codegen_convert_to_undefined_arg.kir): console.log takes VALUEs. */
  for (int bad = 0; bad < 2; bad++) {
    TYPED_MODULE({
      uint32_t c = fe_ir_node_add(b, FE_IR_CONVERT, 0, bad ? FE_IR_T_UNDEFINED : FE_IR_T_VALUE, fe_ir_node_num(b, 1), 0, 0);
      e = fe_ir_node_add(b, FE_IR_BUILTIN, 0, FE_IR_T_UNDEFINED, FE_IR_B_CONSOLE_LOG, fe_ir_list_add(b, &c, 1), 1);
    });
    if (bad) REJECTS("builtin CONSOLE_LOG argument 0 is undefined, not value");
    else ACCEPTS();
    free(tbuf);
  }
  /* (set-local %1:versions undefined) on an object[] slot (the old
   * reproducer codegen_set_local_undefined_value.kir). */
  for (int bad = 0; bad < 2; bad++) {
    TYPED_MODULE({
      uint32_t v = bad ? fe_ir_node_add(b, FE_IR_UNDEF, 0, FE_IR_T_UNDEFINED, 0, 0, 0)
                       : fe_ir_node_add(b, FE_IR_ARRAY_LIT, 0, oarr, 0, 0, 0);
      e = fe_ir_node_add(b, FE_IR_SET_LOCAL, 0, oarr, 1, v, 0);
    });
    if (bad) REJECTS("local slot 1 of function 0 is array");
    else ACCEPTS();
    free(tbuf);
  }
  /* A local read typed otherwise than its slot. */
  TYPED_MODULE({ e = fe_ir_node_add(b, FE_IR_LOCAL, 0, FE_IR_T_STRING, 0, 0, 0); });
  REJECTS("local slot 0 of function 0 is number");
  free(tbuf);
  /* 1 + undefined, -"s", and 1 + 2 typed boolean. */
  TYPED_MODULE({
    e = fe_ir_node_add(b, FE_IR_BINARY, FE_IR_ADD, num, fe_ir_node_num(b, 1),
                       fe_ir_node_add(b, FE_IR_UNDEF, 0, FE_IR_T_UNDEFINED, 0, 0, 0), 0);
  });
  REJECTS("binary operator on number and undefined");
  free(tbuf);
  TYPED_MODULE({
    e = fe_ir_node_add(b, FE_IR_UNARY, FE_IR_NEG, num, fe_ir_node_add(b, FE_IR_STR, 0, str, 0, 0, 0), 0, 0);
  });
  REJECTS("arithmetic on string");
  free(tbuf);
  TYPED_MODULE({
    e = fe_ir_node_add(b, FE_IR_BINARY, FE_IR_ADD, FE_IR_T_BOOLEAN, fe_ir_node_num(b, 1), fe_ir_node_num(b, 2), 0);
  });
  REJECTS("typed boolean");
  free(tbuf);
  /* Calls: arguments of the parameters' kinds, the call of the result's. */
  for (int bad = 0; bad < 3; bad++) {
    TYPED_MODULE({
      uint32_t a = bad == 1 ? fe_ir_node_num(b, 1) : fe_ir_node_add(b, FE_IR_STR, 0, str, 0, 0, 0);
      e = fe_ir_node_add(b, FE_IR_CALL, 0, bad == 2 ? str : num, f1, fe_ir_list_add(b, &a, 1), 1);
    });
    if (bad == 1) REJECTS("argument 0 is number, the parameter string");
    else if (bad == 2) REJECTS("a call typed string of a function returning number");
    else ACCEPTS();
    free(tbuf);
  }
  /* A return value of another kind than the function's result. */
  for (int bad = 0; bad < 2; bad++) {
    TYPED_MODULE({
      r = bad ? fe_ir_node_add(b, FE_IR_LOCAL, 0, str, 0, 0, 0) : fe_ir_node_num(b, 7);
      e = fe_ir_node_num(b, 1);
    });
    if (bad) REJECTS("function 1 returns string, not number");
    else ACCEPTS();
    free(tbuf);
  }
  /* A field load and a store on a non-object, a field no class has, a new
   * object with a string in its number slot. */
  TYPED_MODULE({ e = fe_ir_node_add(b, FE_IR_FIELD, 0, num, fe_ir_node_num(b, 1), 0, 0); });
  REJECTS("non-object");
  free(tbuf);
  for (int bad = 0; bad < 3; bad++) {
    TYPED_MODULE({
      uint32_t v = bad == 2 ? fe_ir_node_add(b, FE_IR_STR, 0, str, 0, 0, 0) : fe_ir_node_num(b, 3);
      uint32_t o = fe_ir_node_add(b, FE_IR_NEW_OBJECT, 0, obj, k1, fe_ir_list_add(b, &v, 1), 1);
      e = fe_ir_node_add(b, FE_IR_FIELD, 0, num, o, bad == 1 ? 1 : 0, 0);
    });
    if (bad == 1) REJECTS("no class has slot 1");
    else if (bad == 2) REJECTS("slot 0 of the new object is number");
    else ACCEPTS();
    free(tbuf);
  }
  /* switch (1) { case "a": } (a statement: main's block holds it) */
  for (int bad = 0; bad < 2; bad++) {
    TYPED_MODULE({
      uint32_t test = bad ? fe_ir_node_add(b, FE_IR_STR, 0, str, 0, 0, 0) : fe_ir_node_num(b, 2);
      uint32_t cs = fe_ir_node_add(b, FE_IR_CASE, 0, 0, test, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, 0, 0), 0);
      e = fe_ir_node_add(b, FE_IR_SWITCH, 0, 0, fe_ir_node_num(b, 1), fe_ir_list_add(b, &cs, 1), 1);
    });
    if (bad) REJECTS("case 0 compares string with number");
    else ACCEPTS();
    free(tbuf);
  }
  /* Calls nested in calls' arguments: codegen holds every pending argument
   * array on its stack, so their sum along a chain is bounded (3 words per
   * argument, 2^16 words): 108 nested calls of 200 arguments are accepted,
   * 109 are not. */
  for (int depth = 108; depth <= 109; depth++) {
    TYPED_MODULE({
      uint32_t ps[200], args[200];
      for (int k = 0; k < 200; k++) ps[k] = num;
      uint32_t wide = fe_ir_func_declare(b, fe_ir_string_cstr(b, "w"), fe_ir_type_function(b, 200, ps, num), 0, 1);
      for (int k = 0; k < 200; k++) fe_ir_func_local(b, wide, fe_ir_string_cstr(b, "p"), num, 1);
      fe_ir_func_body(b, wide, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, 0, 0));
      for (int k = 0; k < 2000; k++) fe_ir_node_num(b, k); /* room under the walk limit */
      uint32_t one = fe_ir_node_num(b, 1);
      e = one;
      for (int d = 0; d < depth; d++) {
        args[0] = e;
        for (int k = 1; k < 200; k++) args[k] = one;
        e = fe_ir_node_add(b, FE_IR_CALL, 0, num, wide, fe_ir_list_add(b, args, 200), 200);
      }
    });
    if (depth == 108) ACCEPTS();
    else REJECTS("too many arguments");
    free(tbuf);
  }
#undef ACCEPTS
#undef REJECTS
}
#undef TYPED_MODULE

int main(void) {
  size_t size;
  uint32_t fib;
  void *buf = build_fib(&size, &fib);
  CHECK(buf != NULL);
  char err[256];
  fe_ir_module m;
  CHECK(fe_ir_open(&m, buf, size, err, sizeof err) == 0);
  CHECK(m.nfuncs == 2 && m.nglobals == 1);
  const fe_ir_func *f = &m.funcs[fib];
  CHECK(f->nparams == 1 && f->nlocals == 1);
  CHECK(m.types[f->type].kind == FE_IR_K_FUNCTION && fe_ir_func_ret(&m, f) == FE_IR_T_NUMBER);
  const fe_ir_node *body = &m.nodes[f->body];
  CHECK(body->op == FE_IR_BLOCK && body->c == 1);
  const fe_ir_node *ret = &m.nodes[fe_ir_list(&m, body->b)[0]];
  CHECK(ret->op == FE_IR_RETURN && m.nodes[ret->a].op == FE_IR_COND);

  /* The dump names what was built. */
  char *text = NULL;
  size_t tlen = 0;
  FILE *mem = open_memstream(&text, &tlen);
  fe_ir_dump(&m, mem);
  fclose(mem);
  CHECK(strstr(text, "func f0 \"fib\"(%0:n: number) => number") != NULL);
  CHECK(strstr(text, "(call f0 (binary.sub %0:n:number 1:number):number):number") != NULL);
  CHECK(strstr(text, "\"\\u65e5\\u672c\"") != NULL);
  CHECK(strstr(text, "global @g0 \"counter\": number") != NULL);
  free(text);

  /* Serialising is deterministic: the same module gives the same bytes. */
  size_t size2;
  void *buf2 = build_fib(&size2, &fib);
  CHECK(size2 == size && memcmp(buf, buf2, size) == 0);

  /* Position independence: a copy at another address reads the same. */
  void *copy = aligned_alloc(8, (size + 7) & ~(size_t)7);
  memcpy(copy, buf, size);
  fe_ir_module m2;
  CHECK(fe_ir_open(&m2, copy, size, err, sizeof err) == 0);
  CHECK(m2.nnodes == m.nnodes && memcmp(m2.nodes, m.nodes, m.nnodes * sizeof *m.nodes) == 0);

  /* Corruption is detected, never guessed at. */
  fe_ir_header *h = copy;
  h->version = FE_IR_VERSION + 1;
  CHECK(fe_ir_open(&m2, copy, size, err, sizeof err) != 0 && strstr(err, "version"));
  h->version = FE_IR_VERSION;
  CHECK(fe_ir_open(&m2, copy, size - 8, err, sizeof err) != 0);
  fe_ir_node *nodes = (fe_ir_node *)((char *)copy + h->sec[FE_IR_SEC_NODES].offset);
  nodes[ret->a].b = 999999;
  CHECK(fe_ir_open(&m2, copy, size, err, sizeof err) != 0 && strstr(err, "bad node"));
  memcpy(copy, buf, size);
  ((fe_ir_func *)((char *)copy + h->sec[FE_IR_SEC_FUNCS].offset))[1].flags = 0;
  CHECK(fe_ir_open(&m2, copy, size, err, sizeof err) != 0 && strstr(err, "main"));
  /* CONVERT flags: only FE_IR_CONV_UNBOX, and only from a VALUE. */
  memcpy(copy, buf, size);
  uint32_t conv = 0;
  while (conv < m.nnodes && m.nodes[conv].op != FE_IR_CONVERT) conv++;
  CHECK(conv < m.nnodes);
  nodes[conv].flags = FE_IR_CONV_UNBOX;
  CHECK(fe_ir_open(&m2, copy, size, err, sizeof err) != 0 && strstr(err, "unbox"));
  nodes[conv].flags = 2;
  CHECK(fe_ir_open(&m2, copy, size, err, sizeof err) != 0 && strstr(err, "flags"));

  free(copy);
  free(buf);
  free(buf2);

  /* Arrays: interned types, a literal, the dump, and the unbox-only rule. */
  {
    fe_ir_builder *b = fe_ir_builder_new("arr.ts");
    uint32_t na = fe_ir_type_array(b, FE_IR_T_NUMBER), nna = fe_ir_type_array(b, na);
    CHECK(fe_ir_type_array(b, FE_IR_T_NUMBER) == na && nna != na);
    uint32_t ft = fe_ir_type_function(b, 0, NULL, FE_IR_T_UNDEFINED);
    uint32_t mainf = fe_ir_func_declare(b, fe_ir_string_cstr(b, "main"), ft, FE_IR_FN_MAIN, 1);
    uint32_t x = fe_ir_func_local(b, mainf, fe_ir_string_cstr(b, "x"), na, 0);
    uint32_t els[2] = {fe_ir_node_num(b, 1), fe_ir_node_num(b, 2)};
    uint32_t lit = fe_ir_node_add(b, FE_IR_ARRAY_LIT, 0, na, 0, fe_ir_list_add(b, els, 2), 2);
    uint32_t set = fe_ir_node_add(b, FE_IR_SET_LOCAL, 0, na, x, lit, 0);
    uint32_t box = fe_ir_node_add(b, FE_IR_CONVERT, 0, FE_IR_T_VALUE, set, 0, 0);
    uint32_t back = fe_ir_node_add(b, FE_IR_CONVERT, FE_IR_CONV_UNBOX, na, box, 0, 0);
    uint32_t st = fe_ir_node_add(b, FE_IR_EXPR, 0, 0, back, 0, 0);
    fe_ir_func_body(b, mainf, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, fe_ir_list_add(b, &st, 1), 1));
    size_t asz;
    void *abuf = fe_ir_builder_finish(b, &asz);
    fe_ir_builder_free(b);
    fe_ir_module am;
    CHECK(fe_ir_open(&am, abuf, asz, err, sizeof err) == 0);
    CHECK(am.types[nna].kind == FE_IR_K_ARRAY && am.types[nna].list == na);
    char *t2 = NULL;
    size_t t2len = 0;
    FILE *mem2 = open_memstream(&t2, &t2len);
    fe_ir_dump(&am, mem2);
    fclose(mem2);
    CHECK(strstr(t2, "(array 1:number 2:number):number[]") != NULL);
    free(t2);
    fe_ir_node *an = (fe_ir_node *)((char *)abuf + ((fe_ir_header *)abuf)->sec[FE_IR_SEC_NODES].offset);
    an[back].flags = 0;
    CHECK(fe_ir_open(&am, abuf, asz, err, sizeof err) != 0 && strstr(err, "array"));
    an[back].flags = FE_IR_CONV_UNBOX;
    an[els[1]].type = FE_IR_T_STRING;
    CHECK(fe_ir_open(&am, abuf, asz, err, sizeof err) != 0 && strstr(err, "element"));
    free(abuf);
  }
  /* Graph and type checks, from inputs frontend/ir_fuzz.c found: every
   * accepted module must be walkable in linear time and bounded depth. */
  {
    /* A module whose main function evaluates node `e` for effect. */
#define GRAPH_MODULE(...)                                                                         \
  do {                                                                                          \
    fe_ir_builder *b = fe_ir_builder_new("g.ts");                                               \
    uint32_t ft = fe_ir_type_function(b, 0, NULL, FE_IR_T_UNDEFINED);                           \
    uint32_t mainf = fe_ir_func_declare(b, fe_ir_string_cstr(b, ""), ft, FE_IR_FN_MAIN, 1);     \
    fe_ir_func_local(b, mainf, fe_ir_string_cstr(b, "x"), FE_IR_T_NUMBER, 0);                   \
    uint32_t e = FE_IR_NONE;                                                                    \
    __VA_ARGS__;                                                                                \
    uint32_t st = fe_ir_node_add(b, FE_IR_EXPR, 0, 0, e, 0, 0);                                 \
    fe_ir_func_body(b, mainf, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, fe_ir_list_add(b, &st, 1), 1)); \
    gbuf = fe_ir_builder_finish(b, &gsize);                                                     \
    fe_ir_builder_free(b);                                                                      \
  } while (0)
    void *gbuf;
    size_t gsize;
    fe_ir_module gm;
    char *dump = NULL;
    size_t dlen = 0;

    /* A node that is its own operand (intrange.c's walk never ended). */
    GRAPH_MODULE({
      e = fe_ir_node_add(b, FE_IR_BINARY, FE_IR_ADD, FE_IR_T_NUMBER, 0, 0, 0);
      fe_ir_node_at(b, e)->a = fe_ir_node_num(b, 1);
      fe_ir_node_at(b, e)->b = e;
    });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) != 0 && strstr(err, "cycle"));
    free(gbuf);

    /* Operand chains: FE_IR_MAX_DEPTH is accepted (and dumps), one more is not. */
    for (uint32_t len = FE_IR_MAX_DEPTH - 2; len <= FE_IR_MAX_DEPTH - 1; len++) {
      GRAPH_MODULE({
        e = fe_ir_node_num(b, 1);
        for (uint32_t k = 1; k < len; k++) e = fe_ir_node_add(b, FE_IR_UNARY, FE_IR_NEG, FE_IR_T_NUMBER, e, 0, 0);
      });
      /* + EXPR + BLOCK: len + 2 deep. */
      int rc = fe_ir_open(&gm, gbuf, gsize, err, sizeof err);
      CHECK(len + 2 <= FE_IR_MAX_DEPTH ? rc == 0 : rc != 0 && strstr(err, "deep"));
      if (rc == 0) {
        FILE *mem3 = open_memstream(&dump, &dlen);
        fe_ir_dump(&gm, mem3);
        fclose(mem3);
        CHECK(dlen > 0);
        free(dump);
      }
      free(gbuf);
    }

    /* Sharing is fine (fib above shares its parameter read), but 48 levels
     * of x + x would be 2^48 nodes to walk. */
    GRAPH_MODULE({
      e = fe_ir_node_num(b, 1);
      for (int k = 0; k < 48; k++) e = fe_ir_node_add(b, FE_IR_BINARY, FE_IR_ADD, FE_IR_T_NUMBER, e, e, 0);
    });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) != 0 && strstr(err, "shares"));
    free(gbuf);

    /* A local slot the function does not have. */
    GRAPH_MODULE({ e = fe_ir_node_add(b, FE_IR_LOCAL, 0, FE_IR_T_NUMBER, 1, 0, 0); });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) != 0 && strstr(err, "local slot"));
    free(gbuf);
    GRAPH_MODULE({ e = fe_ir_node_add(b, FE_IR_LOCAL, 0, FE_IR_T_NUMBER, 0, 0, 0); });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) == 0);
    free(gbuf);

    /* Function types: only earlier types as parameters, and bounded in
     * size: 20 types each taking the previous one twice would print 2^20
     * parts (fe_ir_dump's dump_type never finished). */
    GRAPH_MODULE({
      uint32_t t = FE_IR_T_NUMBER;
      for (int k = 0; k < 20; k++) {
        uint32_t ps[2] = {t, t};
        t = fe_ir_type_function(b, 2, ps, t);
      }
      e = fe_ir_node_num(b, 1);
    });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) != 0 && strstr(err, "too large"));
    free(gbuf);
    GRAPH_MODULE({
      uint32_t num = FE_IR_T_NUMBER;
      fe_ir_type_function(b, 1, &num, FE_IR_T_NUMBER);
      e = fe_ir_node_num(b, 1);
    });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) == 0);
    {
      /* Make the unary function type take itself. */
      fe_ir_header *gh = gbuf;
      fe_ir_type *ts = (fe_ir_type *)((char *)gbuf + gh->sec[FE_IR_SEC_TYPES].offset);
      uint32_t *ex = (uint32_t *)((char *)gbuf + gh->sec[FE_IR_SEC_EXTRA].offset);
      uint32_t self = 0;
      for (uint32_t k = FE_IR_T_FIXED_COUNT; k < gh->sec[FE_IR_SEC_TYPES].count; k++)
        if (ts[k].kind == FE_IR_K_FUNCTION && ts[k].nparams == 1) self = k;
      CHECK(self != 0);
      ex[ts[self].list] = self;
      CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) != 0 && strstr(err, "bad type"));
    }
    free(gbuf);

    /* Operand positions (codegen turned a statement used as a value into a
     * NULL LLVM value and crashed): a statement where an expression belongs,
     * a CASE outside a SWITCH, and a call that leaves out a parameter. */
    GRAPH_MODULE({
      uint32_t blk = fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, 0, 0);
      e = fe_ir_node_add(b, FE_IR_BINARY, FE_IR_SUB, FE_IR_T_NUMBER, fe_ir_node_num(b, 1), blk, 0);
    });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) != 0 && strstr(err, "an expression belongs"));
    free(gbuf);
    GRAPH_MODULE({ e = fe_ir_node_add(b, FE_IR_CASE, 0, 0, FE_IR_NONE, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, 0, 0), 0); });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) != 0 && strstr(err, "an expression belongs"));
    free(gbuf);
    GRAPH_MODULE({
      uint32_t num = FE_IR_T_NUMBER;
      uint32_t f1 = fe_ir_func_declare(b, fe_ir_string_cstr(b, "id"), fe_ir_type_function(b, 1, &num, num), 0, 1);
      fe_ir_func_local(b, f1, fe_ir_string_cstr(b, "v"), num, 1);
      fe_ir_func_body(b, f1, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, 0, 0));
      e = fe_ir_node_add(b, FE_IR_CALL, 0, num, f1, 0, 0);
    });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) != 0 && strstr(err, "parameters"));
    free(gbuf);
    /* A constant of another type than its own ("null" typed number). */
    GRAPH_MODULE({ e = fe_ir_node_add(b, FE_IR_NULLV, 0, FE_IR_T_NUMBER, 0, 0, 0); });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) != 0 && strstr(err, "has type"));
    free(gbuf);
    /* A parameter slot whose type is not the function type's (codegen
     * read an LLVM parameter that was not there). */
    GRAPH_MODULE({
      uint32_t num = FE_IR_T_NUMBER;
      uint32_t f1 = fe_ir_func_declare(b, fe_ir_string_cstr(b, "id"), fe_ir_type_function(b, 1, &num, num), 0, 1);
      fe_ir_func_local(b, f1, fe_ir_string_cstr(b, "v"), FE_IR_T_STRING, 1);
      fe_ir_func_body(b, f1, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, 0, 0));
      e = fe_ir_node_num(b, 1);
    });
    CHECK(fe_ir_open(&gm, gbuf, gsize, err, sizeof err) != 0 && strstr(err, "parameter 0"));
    free(gbuf);
#undef GRAPH_MODULE
  }
  /* Exceptions: a TRY needs a catch or a finally body, THROW throws a VALUE,
   * and the catch slot is a local the function must have. */
  for (int k = 0; k < 4; k++) {
    fe_ir_builder *b = fe_ir_builder_new("t.ts");
    uint32_t ft = fe_ir_type_function(b, 0, NULL, FE_IR_T_UNDEFINED);
    uint32_t mainf = fe_ir_func_declare(b, fe_ir_string_cstr(b, ""), ft, FE_IR_FN_MAIN, 1);
    fe_ir_func_local(b, mainf, fe_ir_string_cstr(b, "e"), FE_IR_T_VALUE, 0);
    uint32_t v = fe_ir_node_num(b, 1);
    if (k != 1) v = fe_ir_node_add(b, FE_IR_CONVERT, 0, FE_IR_T_VALUE, v, 0, 0);
    uint32_t th = fe_ir_node_add(b, FE_IR_THROW, 0, 0, v, 0, 0);
    uint32_t body = fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, fe_ir_list_add(b, &th, 1), 1);
    uint32_t pair[2] = {k == 2 ? FE_IR_NONE : fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, 0, 0), FE_IR_NONE};
    uint32_t tr = fe_ir_node_add(b, FE_IR_TRY, 0, 0, body, k == 3 ? 1 : 0, fe_ir_list_add(b, pair, 2));
    fe_ir_func_body(b, mainf, fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, fe_ir_list_add(b, &tr, 1), 1));
    size_t tsize;
    void *tbuf = fe_ir_builder_finish(b, &tsize);
    fe_ir_builder_free(b);
    fe_ir_module tm;
    int rc = fe_ir_open(&tm, tbuf, tsize, err, sizeof err);
    if (k == 0) {
      CHECK(rc == 0);
      char *tdump = NULL;
      size_t tlen = 0;
      FILE *mem4 = open_memstream(&tdump, &tlen);
      fe_ir_dump(&tm, mem4);
      fclose(mem4);
      CHECK(tdump && strstr(tdump, "try #") && strstr(tdump, "catch %0:e") && strstr(tdump, "throw "));
      free(tdump);
    }
    if (k == 1) CHECK(rc != 0 && strstr(err, "non-value"));
    if (k == 2) CHECK(rc != 0 && strstr(err, "bad node"));
    if (k == 3) CHECK(rc != 0 && strstr(err, "local slot"));
    free(tbuf);
  }
  type_rules();
  if (failures) {
    fprintf(stderr, "ir_test: %d failures\n", failures);
    return 1;
  }
  puts("ir_test: ok");
  return 0;
}
