/* regexp_test.c - the regular-expression engine (regexp_engine.c) on its own: matches and
 * captures, V8's syntax-error messages, the step budget on a catastrophic pattern, the
 * stack on a long subject, and the runtime layer's match arrays under collections. */
#include "regexp_engine.h"
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c)                                                              \
  do {                                                                        \
    if (!(c)) {                                                               \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); \
      failures++;                                                             \
    }                                                                         \
  } while (0)

static uint16_t *u16(const char *s, uint32_t *n) {
  *n = (uint32_t)strlen(s);
  uint16_t *u = malloc((*n + 1) * sizeof *u);
  for (uint32_t i = 0; i < *n; i++) u[i] = (uint8_t)s[i];
  return u;
}

static uint32_t flags_of(const char *f) {
  uint32_t n, fl = 0;
  uint16_t *u = u16(f, &n);
  CHECK(re_flags_parse(u, n, &fl));
  free(u);
  return fl;
}

/* Matches pattern against subject; want is "start,end;start,end;..." for every
 * group ("-1,-1" for one that did not take part), or NULL for no match. */
static void expect(const char *pat, const char *flags, const char *subject, const char *want) {
  uint32_t pn, sn, nw;
  const char *err;
  uint16_t *p = u16(pat, &pn);
  uint32_t *prog = re_compile(p, pn, flags_of(flags), &nw, &err);
  free(p);
  if (!prog) {
    fprintf(stderr, "/%s/%s: compile error %s\n", pat, flags, err);
    failures++;
    return;
  }
  uint32_t ng = re_ngroups(prog);
  int32_t *caps = malloc(2 * ng * sizeof *caps);
  (void)sn;
  int r = re_exec(prog, subject, 0, (uint32_t)strlen(subject), 0, 0, caps, 1000000);
  char got[512] = "";
  if (r == 1) {
    size_t k = 0;
    for (uint32_t g = 0; g < ng; g++)
      k += (size_t)snprintf(got + k, sizeof got - k, "%s%d,%d", g ? ";" : "", caps[2 * g], caps[2 * g + 1]);
  }
  if ((r == 1) != (want != NULL) || (want && strcmp(got, want))) {
    fprintf(stderr, "/%s/%s on \"%s\": got %s, want %s\n", pat, flags, subject, r == 1 ? got : "no match",
            want ? want : "no match");
    failures++;
  }
  free(caps);
  free(prog);
}

static void expect_error(const char *pat, const char *flags, const char *msg) {
  uint32_t pn, nw;
  const char *err = NULL;
  uint16_t *p = u16(pat, &pn);
  uint32_t *prog = re_compile(p, pn, flags_of(flags), &nw, &err);
  free(p);
  if (prog || !err || strcmp(err, msg)) {
    fprintf(stderr, "/%s/%s: got %s, want error %s\n", pat, flags, prog ? "a program" : err, msg);
    failures++;
  }
  free(prog);
}

static void test_matching(void) {
  expect("(\\d+)-(\\d+)", "", "a 12-34 b", "2,7;2,4;5,7");
  expect("(a|ab)(c|bcd)(d*)", "", "abcd", "0,4;0,1;1,4;4,4");
  expect("((a)|b)+", "", "ab", "0,2;1,2;-1,-1");
  expect("(z)((a+)?(b+)?(c))*", "", "zaacbbbcac", "0,10;0,1;8,10;8,9;-1,-1;9,10");
  expect("(?<=(\\d+)(\\d+))$", "", "1053", "4,4;0,1;1,4");
  expect("(?<!\\$)\\b\\d+", "", "$10 20", "4,6");
  expect("(?=(a+))a*b\\1", "", "baaabac", "3,6;3,4");
  expect("(.*?)a(?!(a+)b\\2c)\\2(.*)", "", "baaabaac", "0,8;0,2;-1,-1;3,8");
  expect("^(?:a+)+$", "", "aaaa", "0,4");
  expect("[^a-c]+", "i", "ABCdef", "3,6");
  expect("\\bfoo\\b", "", "a foo.", "2,5");
  expect("^b", "m", "a\nb", "2,3");
  expect("a.c", "s", "a\nc", "0,3");
  expect("a.c", "", "a\nc", NULL);
  expect("(?<n>x)\\k<n>", "", "axx", "1,3;1,2");
  expect("a{2,3}", "", "aaaa", "0,3");
  expect("a{2,3}?", "", "aaaa", "0,2");
  expect("(?:)", "", "", "0,0");
}

static void test_errors(void) {
  expect_error("(", "", "Unterminated group");
  expect_error("a)", "", "Unmatched ')'");
  expect_error("*", "", "Nothing to repeat");
  expect_error("a{2,1}", "", "numbers out of order in {} quantifier");
  expect_error("[b-a]", "", "Range out of order in character class");
  expect_error("(?<a>x)(?<a>y)", "", "Duplicate capture group name");
  expect_error("\\k<x>(?<y>.)", "", "Invalid named capture referenced");
  expect_error("\\", "", "\\ at end of pattern");
  expect_error("[a", "", "Unterminated character class");
  expect_error("(?x)", "", "Invalid group");
  expect_error("\\q", "u", "Invalid escape");
  expect_error("{", "u", "Lone quantifier brackets");
  uint32_t fl;
  uint16_t gg[2] = {'g', 'g'};
  CHECK(!re_flags_parse(gg, 2, &fl));
}

static void test_limits(void) {
  /* a catastrophic pattern runs out of steps instead of running for ever */
  uint32_t pn, nw;
  const char *err;
  uint16_t *p = u16("^(a+)+$", &pn);
  uint32_t *prog = re_compile(p, pn, 0, &nw, &err);
  free(p);
  int32_t caps[4];
  const char *s = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!";
  CHECK(re_exec(prog, s, 0, (uint32_t)strlen(s), 0, 0, caps, 100000) == -1);
  free(prog);
  /* a long subject through a group loop: the backtrack stack is on the heap */
  size_t n = 1000000;
  char *big = malloc(n + 1);
  memset(big, 'a', n);
  big[n] = 0;
  p = u16("^(?:a|b)*$", &pn);
  prog = re_compile(p, pn, 0, &nw, &err);
  free(p);
  CHECK(re_exec(prog, big, 0, (uint32_t)n, 0, 0, caps, 100000000) == 1 && caps[1] == (int32_t)n);
  free(prog);
  free(big);
  /* nesting deeper than the parser allows is an error, not a crash */
  char deep[2000];
  memset(deep, '(', 1000);
  memset(deep + 1000, ')', 999);
  deep[1999] = 0;
  p = u16(deep, &pn);
  prog = re_compile(p, pn, 0, &nw, &err);
  CHECK(!prog && !strcmp(err, "Regular expression too large"));
  free(p);
}

/* The runtime layer: match arrays keep their captures and match info through collections. */
static void test_runtime(void) {
  rt_gc_set_stress(true);
  rt_object *re = rt_regexp_literal(rt__str_from_ascii("(?<k>\\w+)=(\\d+)", 15), rt__str_from_ascii("g", 1));
  const rt_str *s = rt__str_from_ascii("a=1 bb=22", 9);
  rt_array *all = rt_str_match_all(s, re);
  CHECK(all->length == 2);
  rt_array *m = ((rt_array **)all->data)[1];
  CHECK(m->length == 3 && rt_unbox_number(rt_match_index(m)) == 4);
  CHECK(rt_str_equals(((const rt_str **)m->data)[2], rt__str_from_ascii("22", 2)));
  rt_value g = rt_match_groups(m);
  CHECK(rt_str_equals(rt_unbox_string(rt_regexp_group_get(rt_unbox_object(g), rt__str_from_ascii("k", 1))),
                      rt__str_from_ascii("bb", 2)));
  const rt_str *r = rt_str_replace_re(s, re, rt_box_string(rt__str_from_ascii("$2<$<k>>", 8)), 0, false);
  CHECK(rt_str_equals(r, rt__str_from_ascii("1<a> 22<bb>", 11)));
  rt_gc_set_stress(false);
}

int main(int argc, char **argv) {
  rt_init(argc, argv);
  test_matching();
  test_errors();
  test_limits();
  test_runtime();
  printf("regexp_test: %d failures\n", failures);
  return failures ? 1 : 0;
}
