/* bigint_test.c - the BigInt arithmetic of bigint.c checked against Node.js.
 *
 * The corpus and Node's answers come from bigint_test.js, run here under node
 * (about 55,000 operations on random operands of up to 40 limbs, either sign:
 * + - * / % ** & | ^ ~ << >>, comparison with bigints and doubles, asIntN/asUintN, toString(radix),
 * Number()); then the errors, checked with rt_try: division by zero, a
 * negative exponent, invalid strings, non-integral numbers, bad radixes. */
#include "rt_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static rt_value big(const char *s) {
  return rt_bigint_from(rt_box_string(rt__str_from_ascii(s, strlen(s))));
}

static void check(const char *line, const rt_str *got, const char *want) {
  size_t n = strlen(want);
  if (got->len == n && memcmp(rt_str_bytes(got), want, n) == 0) return;
  if (failures++ < 20) printf("FAIL %.200s: got %.*s\n", line, (int)(got->len > 200 ? 200 : got->len), rt_str_bytes(got));
}

static void run_line(char *line) {
  char *save = NULL, *op = strtok_r(line, " \n", &save), *a = strtok_r(NULL, " \n", &save),
       *b = strtok_r(NULL, " \n", &save), *want = strtok_r(NULL, " \n", &save);
  if (!op || !a || !b || !want) {
    printf("FAIL bad corpus line\n");
    failures++;
    return;
  }
  rt_value x = big(a), r = RT_UNDEFINED;
  const rt_value ten = RT_UNDEFINED;
  if (!strcmp(op, "str")) {
    check(op, rt_bigint_to_string(x, rt_box_number(atof(b))), want);
    return;
  }
  if (!strcmp(op, "num")) {
    double d = rt_value_to_num(x);
    uint64_t bits;
    memcpy(&bits, &d, 8);
    char buf[32];
    snprintf(buf, sizeof buf, "%016llx", (unsigned long long)bits);
    check(op, rt__str_from_ascii(buf, strlen(buf)), want);
    return;
  }
  if (!strcmp(op, "cmp") || !strcmp(op, "cmpn")) {
    double c = rt_bigint_compare(x, op[3] ? rt_box_number(strtod(b, NULL)) : big(b));
    if (op[3] && c != c) {
      check(op, rt__str_from_ascii("NaN", 3), want);
      return;
    }
    char buf[8];
    snprintf(buf, sizeof buf, "%d", (int)c);
    check(op, rt__str_from_ascii(buf, strlen(buf)), want);
    return;
  }
  if (!strcmp(op, "asint")) r = rt_bigint_as_int_n(atof(b), x);
  else if (!strcmp(op, "asuint")) r = rt_bigint_as_uint_n(atof(b), x);
  else {
    rt_value y = big(b);
    if (!strcmp(op, "add")) r = rt_bigint_add(x, y);
    else if (!strcmp(op, "sub")) r = rt_bigint_sub(x, y);
    else if (!strcmp(op, "mul")) r = rt_bigint_mul(x, y);
    else if (!strcmp(op, "div")) r = rt_bigint_div(x, y);
    else if (!strcmp(op, "mod")) r = rt_bigint_mod(x, y);
    else if (!strcmp(op, "pow")) r = rt_bigint_pow(x, y);
    else if (!strcmp(op, "and")) r = rt_bigint_and(x, y);
    else if (!strcmp(op, "or")) r = rt_bigint_or(x, y);
    else if (!strcmp(op, "xor")) r = rt_bigint_xor(x, y);
    else if (!strcmp(op, "not")) r = rt_bigint_not(x);
    else if (!strcmp(op, "shl")) r = rt_bigint_shl(x, y);
    else if (!strcmp(op, "sar")) r = rt_bigint_sar(x, y);
    else {
      printf("FAIL unknown op %s\n", op);
      failures++;
      return;
    }
  }
  check(op, rt_bigint_to_string(r, ten), want);
}

/* ---- errors ---------------------------------------------------------------- */

typedef struct {
  int which;
} err_ctx;

static void throwing(void *p) {
  err_ctx *e = p;
  switch (e->which) {
  case 0: rt_bigint_div(big("5"), big("0")); break;
  case 1: rt_bigint_mod(big("-5"), big("0")); break;
  case 2: rt_bigint_pow(big("2"), big("-1")); break;
  case 3: big("12x"); break;
  case 4: rt_bigint_from(rt_box_number(1.5)); break;
  case 5: rt_bigint_to_string(big("5"), rt_box_number(37)); break;
  case 6: rt_bigint_from(RT_UNDEFINED); break;
  case 7: rt_bigint_add(big("1"), rt_box_number(1)); break;
  case 8: rt_bigint_as_int_n(-1, big("1")); break;
  }
}

static void test_errors(void) {
  static const char *want[] = {
      "RangeError: Division by zero",
      "RangeError: Division by zero",
      "RangeError: undefined must be positive",
      "SyntaxError: Cannot convert 12x to a BigInt",
      "RangeError: The number 1.5 cannot be converted to a BigInt because it is not an integer",
      "RangeError: toString() radix argument must be between 2 and 36",
      "TypeError: Cannot convert undefined to a BigInt",
      "TypeError: Cannot mix BigInt and other types, use explicit conversions",
      "RangeError: Invalid value: not (convertible to) a safe integer",
  };
  for (int i = 0; i < (int)(sizeof want / sizeof *want); i++) {
    err_ctx e = {i};
    rt_value thrown = RT_UNDEFINED;
    if (!rt_try(throwing, &e, &thrown)) {
      printf("FAIL error case %d did not throw\n", i);
      failures++;
      continue;
    }
    check("error", rt_value_to_str(thrown), want[i]);
  }
}

/* Values and literals survive collections at every allocation. */
static void test_gc(void) {
  rt_value keep = big("123456789012345678901234567890");
  rt_value acc = big("0");
  for (int i = 0; i < 2000; i++) acc = rt_bigint_add(acc, rt_bigint_mul(keep, big("3")));
  check("gc", rt_bigint_to_string(acc, RT_UNDEFINED), "740740734074074073407407407340000");
  rt_value lit = rt_bigint_lit(rt__str_from_ascii("0xff", 4));
  check("lit", rt_bigint_to_string(lit, RT_UNDEFINED), "255");
}

int main(int argc, char **argv) {
  rt_init(argc, argv);
  char cmd[4096], dir[4000];
  snprintf(dir, sizeof dir, "%s", __FILE__); /* CMake compiles with absolute paths */
  char *slash = strrchr(dir, '/');
  if (slash) *slash = 0;
  snprintf(cmd, sizeof cmd, "node '%s/bigint_test.js'", dir);
  FILE *in = popen(cmd, "r");
  if (!in) {
    perror("popen");
    return 1;
  }
  char *line = NULL;
  size_t cap = 0, n = 0;
  while (getline(&line, &cap, in) > 0) {
    run_line(line);
    n++;
  }
  free(line);
  int rc = pclose(in);
  if (rc != 0 || n < 50000) {
    printf("bigint_test: node %s (exit status %d, %zu lines)\n", n ? "failed" : "is missing", rc, n);
    return 1;
  }
  test_errors();
  test_gc();
  if (failures) {
    printf("bigint_test: %d failures in %zu operations\n", failures, n);
    return 1;
  }
  printf("bigint_test: %zu operations match Node\n", n);
  return 0;
}
