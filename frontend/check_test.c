/* check_test.c - unit test of the frontend: valid snippets lower to IR that opens, invalid ones give tsc-worded diagnostics. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend.h"

static int failures;

#define CHECK(cond, ...)                                  \
  do {                                                    \
    if (!(cond)) {                                        \
      fprintf(stderr, "%s:%d: FAIL: ", __FILE__, __LINE__); \
      fprintf(stderr, __VA_ARGS__);                       \
      fprintf(stderr, "\n");                              \
      failures++;                                         \
    }                                                     \
  } while (0)

/* Compiles src; expects success and returns the number of functions (or -1). */
static int compile_ok(const char *src) {
  fe_diags d = {0};
  size_t size = 0;
  void *ir = fe_compile("ok.ts", src, strlen(src), &size, &d);
  CHECK(ir != NULL, "expected success for:\n%s\ngot:\n%s", src, d.text ? d.text : "(nothing)");
  int nf = -1;
  if (ir) {
    fe_ir_module m;
    char err[256];
    int rc = fe_ir_open(&m, ir, size, err, sizeof err);
    CHECK(rc == 0, "fe_ir_open failed: %s", err);
    if (rc == 0) {
      int mains = 0;
      for (uint32_t i = 0; i < m.nfuncs; i++)
        if (m.funcs[i].flags & FE_IR_FN_MAIN) mains++;
      CHECK(mains == 1, "expected exactly one MAIN function, got %d", mains);
      nf = (int)m.nfuncs;
    }
  }
  free(ir);
  fe_diags_free(&d);
  return nf;
}

/* Compiles src; expects failure with `want` (e.g. "file.ts:3:" and a message) in the text. */
static void compile_err(const char *src, const char *want1, const char *want2) {
  fe_diags d = {0};
  size_t size = 0;
  void *ir = fe_compile("file.ts", src, strlen(src), &size, &d);
  CHECK(ir == NULL, "expected an error for:\n%s", src);
  CHECK(d.errors > 0 && d.text, "no diagnostics for:\n%s", src);
  if (d.text) {
    CHECK(strstr(d.text, want1) != NULL, "missing '%s' in:\n%s", want1, d.text);
    CHECK(strstr(d.text, want2) != NULL, "missing '%s' in:\n%s", want2, d.text);
  }
  free(ir);
  fe_diags_free(&d);
}

/* A program of several modules, read from memory. */
static const char *const mem_files[][2] = {
    {"c.ts", "export interface P { x: number; }\nexport function mk(x: number): P { return { x }; }\n"
             "export class Base { v(): number { return 1; } }\n"},
    {"a.ts", "import { P, mk, Base } from \"./c\";\nexport class A extends Base { v(): number { return 2; } }\n"
             "export function twice(p: P): P { return mk(p.x * 2); }\n"
             "export function check(n: number): number { if (n < 0) throw new RangeError(\"neg\"); return n; }\n"},
    {"lib/b.ts", "import { mk } from \"../c\";\nexport const B = mk(5).x;\nconsole.log(\"b loaded\");\n"},
    {"bad.ts", "import { mk } from \"./c\";\nexport const bad: string = mk(1);\n"},
};

static int mem_read(void *ctx, const char *path, char **src, size_t *len) {
  (void)ctx;
  for (size_t i = 0; i < sizeof mem_files / sizeof mem_files[0]; i++)
    if (!strcmp(path, mem_files[i][0])) {
      *len = strlen(mem_files[i][1]);
      *src = malloc(*len + 1);
      memcpy(*src, mem_files[i][1], *len + 1);
      return 0;
    }
  return -1;
}

/* fe_program_open + fe_program_compile give each module the IR and the
 * diagnostics that fe_compile_module (which loads the program again for
 * each module) gives. */
static void program_compile_same(const char *main_src, int want_ok) {
  fe_diags d1 = {0}, d2 = {0};
  fe_program_info pi;
  fe_loaded *p = fe_program_open("dir/main.ts", main_src, strlen(main_src), mem_read, NULL, &pi, &d1);
  CHECK(p != NULL, "fe_program_open failed:\n%s", d1.text ? d1.text : "(nothing)");
  if (!p) return;
  CHECK(pi.n >= 4, "expected at least 4 modules, got %u", pi.n);
  int failed = 0;
  for (uint32_t i = 0; i < pi.n; i++) {
    size_t n1 = 0, n2 = 0;
    fe_diags_free(&d1);
    fe_diags_free(&d2);
    void *ir1 = fe_compile_module("dir/main.ts", main_src, strlen(main_src), mem_read, NULL, i, &n1, &d1);
    void *ir2 = fe_program_compile(p, i, &n2, &d2);
    CHECK((ir1 != NULL) == (ir2 != NULL), "module %s: compiled by one path only", pi.mods[i].path);
    CHECK(n1 == n2 && (!ir1 || !memcmp(ir1, ir2, n1)), "module %s: different IR (%zu and %zu bytes)",
          pi.mods[i].path, n1, n2);
    CHECK(!strcmp(d1.text ? d1.text : "", d2.text ? d2.text : ""), "module %s: different diagnostics:\n%s\n---\n%s",
          pi.mods[i].path, d1.text ? d1.text : "", d2.text ? d2.text : "");
    failed |= !ir2;
    free(ir1);
    free(ir2);
  }
  CHECK(failed == !want_ok, "expected %s", want_ok ? "every module to compile" : "a module to fail");
  if (!want_ok) CHECK(d2.text && strstr(d2.text, "dir/bad.ts:2:"), "expected the error in dir/bad.ts:\n%s", d2.text ? d2.text : "");
  fe_diags_free(&d1);
  fe_diags_free(&d2);
  fe_program_info_free(&pi);
  fe_program_close(p);
}

int main(void) {
  int nf = compile_ok("function fib(n: number): number { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n"
                      "console.log(fib(10));\n");
  CHECK(nf == 2, "expected 2 functions, got %d", nf);
  compile_ok("let s = `a${1}b` + 'c\\u{1F600}';\nconst f: (x: number, y?: string) => number = (x) => x * 2;\n"
             "console.log(s.length, f(2), Math.max(1, 2, 3), typeof s);\n");
  compile_ok("function area(w: number, h?: number): number {\n  if (h === undefined) return w * w;\n"
             "  return w * h;\n}\nlet total = 0;\nfunction add(x: number = 1) { total += x; }\nadd(); add(2);\n"
             "outer: for (let i = 0; i < 3; i++) { switch (i) { case 1: continue outer; default: break; } }\n"
             "console.log(area(3), total, String(area(2, undefined)));\n");
  compile_ok("console.log(later(2));\nfunction later(x: number) { return x + 1; }\n");

  compile_err("let a: number = 1;\nlet b: string = 'x';\nlet c: number = b;\n", "file.ts:3:", "Type 'string' is not assignable to type 'number'.");
  compile_err("console.log(foo);\n", "file.ts:1:13:", "Cannot find name 'foo'.");
  compile_err("function f(a: number, b: number) { return a + b; }\nf(1);\n", "file.ts:2:", "Expected 2 arguments, but got 1.");
  compile_err("const k = 1;\nk = 2;\n", "file.ts:2:1:", "Cannot assign to 'k' because it is a constant.");
  compile_err("let x: number;\nconsole.log(x);\n", "file.ts:2:", "Variable 'x' is used before being assigned.");
  compile_err("function f(n: number): number {\n  if (n > 0) return 1;\n}\n", "file.ts:1:",
              "Function lacks ending return statement and return type does not include 'undefined'.");
  compile_err("let xs = [1];\nlet a = [0, , ...xs];\n", "file.ts:2:13:", "unsupported: holes in array literals");
  compile_err("let a: number[] = [1];\na.push(\"x\");\n", "file.ts:2:8:",
              "Argument of type 'string' is not assignable to parameter of type 'number'.");
  compile_ok("const a: number[] = [1, 2];\nconst m: Array<string[]> = [[\"x\"]];\na[5] = a.length;\n"
             "for (const x of a) console.log(x, a[x], m[0][0]);\nconsole.log(a.pop(), a.join(), a === a);\n");
  compile_ok("function outer() {\n  let x = 1;\n  function inner() { return x; }\n  x = 2;\n  return inner();\n}\n");
  compile_err("let y = (1 + ;\n", "file.ts:1:", "syntax error");
  compile_err("break;\nconsole.log(1 < 'a');\n", "A 'break' statement can only be used within an enclosing iteration or switch statement.",
              "Operator '<' cannot be applied to types 'number' and 'string'.");

  program_compile_same("import { A, twice, check } from \"./a\";\nimport { B } from \"./lib/b\";\n"
                       "console.log(new A().v(), twice({ x: B }).x, check(3));\n", 1);
  program_compile_same("import { A } from \"./a\";\nimport { bad } from \"./bad\";\nimport { B } from \"./lib/b\";\n"
                       "console.log(new A().v(), bad, B);\n", 0);

  if (failures) {
    fprintf(stderr, "%d failure(s)\n", failures);
    return 1;
  }
  printf("check_test: ok\n");
  return 0;
}
