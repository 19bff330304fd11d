/* map_test.c - Map and Set (map.c): SameValueZero keys, order, growth, compaction
 * and shrinking under a running iteration, clear, and a run collecting at every
 * allocation with the table holding the only references to its strings. */
#include "rt_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c)                                                     \
  do {                                                               \
    if (!(c)) {                                                      \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); \
      failures++;                                                    \
    }                                                                \
  } while (0)

static rt_value num(double d) { return rt_box_number(d); }
static rt_value str(const char *s) { return rt_box_string(rt__str_from_ascii(s, strlen(s))); }

static void test_keys(void) {
  rt_map *m = rt_map_new(0);
  rt_map_set(m, num(NAN), num(1));
  rt_map_set(m, num(-NAN), num(2));
  rt_map_set(m, num(-0.0), num(3));
  rt_map_set(m, num(0.0), num(4));
  rt_map_set(m, str("abc"), num(5));
  rt_value rope = rt_box_string(rt_str_concat(rt__str_from_ascii("ab", 2), rt__str_from_ascii("c", 1)));
  rt_map_set(m, rope, num(6));
  rt_map_set(m, RT_UNDEFINED, num(7));
  rt_map_set(m, RT_NULL, num(8));
  rt_map_set(m, RT_FALSE, num(9));
  CHECK(rt_map_size(m) == 6);
  CHECK(rt_unbox_number(rt_map_get(m, num(NAN))) == 2);
  CHECK(rt_unbox_number(rt_map_get(m, num(0.0))) == 4);
  CHECK(rt_unbox_number(rt_map_get(m, str("abc"))) == 6);
  CHECK(rt_map_get(m, RT_TRUE) == RT_UNDEFINED);
  /* -0 is stored as +0 */
  double k = rt_unbox_number(rt_map_key_at(m, 1));
  CHECK(k == 0 && !signbit(k));
  CHECK(rt_map_delete(m, num(-0.0)) && !rt_map_has(m, num(0.0)) && !rt_map_delete(m, num(0.0)));
  rt_map *s = rt_map_new(RT_MAP_SET);
  rt_set_add(rt_set_add(s, str("x")), str("x"));
  CHECK(rt_map_size(s) == 1 && rt_map_value_at(s, 0) == rt_map_key_at(s, 0));
}

/* Visits every entry with the position protocol, calling step after each. */
static uint32_t walk(rt_map *m, double *keys, uint32_t max, void (*step)(rt_map *, double, uint32_t)) {
  uint32_t n = 0;
  double pos = -1, seq = 0;
  while ((pos = rt_map_next(m, pos, seq)) >= 0 && n < max) {
    seq = rt_map_seq(m, pos);
    keys[n] = rt_unbox_number(rt_map_key_at(m, pos));
    if (step) step(m, keys[n], n);
    n++;
  }
  return n;
}

/* While visiting key k: delete most of the table (shrinks it under the loop),
 * add k + 1000 for small k (grows it), and at 10 add 5 again. */
static void churn(rt_map *m, double k, uint32_t n) {
  (void)n;
  if (k == 0)
    for (int i = 1; i < 200; i++)
      if (i % 10) rt_map_delete(m, num(i));
  if (k < 100) rt_map_set(m, num(k + 1000), num(k));
  if (k == 10) {
    rt_map_delete(m, num(5));
    rt_map_set(m, num(5), num(5));
  }
}

static void test_iteration(void) {
  rt_map *m = rt_map_new(0);
  for (int i = 0; i < 200; i++) rt_map_set(m, num(i), num(i));
  double keys[1000];
  uint32_t n = walk(m, keys, 1000, churn);
  /* 0, the survivors 10..190, then the additions in the order they were made. */
  uint32_t j = 0;
  CHECK(keys[j++] == 0);
  for (int i = 10; i < 200; i += 10) CHECK(keys[j++] == i);
  CHECK(keys[j++] == 1000);
  CHECK(keys[j++] == 1010);
  CHECK(keys[j++] == 5); /* deleted by the first visit, added at the visit of 10 */
  for (int i = 20; i < 100; i += 10) CHECK(keys[j++] == 1000 + i);
  CHECK(keys[j++] == 1005);
  CHECK(n == j);
  CHECK(rt_map_size(m) == n);
  /* clear under a loop: it ends unless something is added after the clear */
  double pos = rt_map_next(m, -1, 0), seq = rt_map_seq(m, pos);
  rt_map_clear(m);
  CHECK(rt_map_next(m, pos, seq) == -1);
  rt_map_set(m, num(42), num(1));
  pos = rt_map_next(m, pos, seq);
  CHECK(pos == 0 && rt_unbox_number(rt_map_key_at(m, pos)) == 42);
}

static void test_gc(void) {
  rt_gc_set_stress(true);
  rt_map *m = rt_map_new(0);
  for (int i = 0; i < 300; i++) {
    char buf[32];
    snprintf(buf, sizeof buf, "key-%d", i);
    rt_value k = str(buf);
    rt_map_set(m, k, rt_box_string(rt_str_concat(rt_unbox_string(k), rt__str_from_ascii("!", 1))));
    if (i % 3 == 0) rt_map_delete(m, str("key-1"));
  }
  rt_gc_set_stress(false);
  rt_gc_collect();
  CHECK(rt_map_size(m) == 299);
  rt_value v = rt_map_get(m, str("key-299"));
  const rt_str *s = rt_unbox_string(v);
  CHECK(s->len == 8 && rt__str_at(s, 7) == '!');
  rt_array *a = rt_map_to_array(m, 1, RT_ELEM_PTR);
  CHECK(a->length == 299);
  rt_map *c = rt_map_copy(m);
  CHECK(rt_map_size(c) == 299 && rt_map_has(c, str("key-0")) && !rt_map_has(c, str("key-1")));
}

int main(int argc, char **argv) {
  rt_init(argc, argv);
  test_keys();
  test_iteration();
  test_gc();
  printf("map_test: %d failures\n", failures);
  return failures ? 1 : 0;
}
