/* gc_test.c - the collector: 10 GB of short-lived trees in bounded RSS, strings,
 * arrays, closures, ropes, per-thread heaps, and a run collecting at every allocation. */
#include "rt_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static int failures;
#define CHECK(c)                                                     \
  do {                                                               \
    if (!(c)) {                                                      \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); \
      failures++;                                                    \
    }                                                                \
  } while (0)

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static long max_rss_kb(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

/* class Node { left: Node | null; right: Node | null; item: number; label: string } */
static const uint64_t node_refs[1] = {0xB}; /* slots 0, 1 and 3 */
RT__STATIC_STR(node_name, "Node");
static const rt_class node_class = {RT_GC_STATIC, RT_ABI_VERSION, RT__STR(node_name), NULL, 48, 4, node_refs,
                                    NULL, NULL, NULL, 0, 0};

static rt_object *tree(int depth, int32_t item) {
  rt_object *n = rt_object_new(&node_class);
  n->slots[2] = (uint64_t)(uint32_t)item;
  if (depth > 0) {
    n->slots[0] = (uintptr_t)tree(depth - 1, 2 * item);
    n->slots[1] = rt_box_object(tree(depth - 1, 2 * item + 1)); /* both reference forms */
  }
  return n;
}

/* Sum of items, checking the shape. */
static int64_t tree_check(const rt_object *n, int depth) {
  if (n->cls != &node_class) return -1000000000;
  int64_t s = (int32_t)n->slots[2];
  if (depth > 0) {
    const rt_object *l = (const rt_object *)(uintptr_t)n->slots[0];
    const rt_object *r = rt_unbox_object(n->slots[1]);
    if (!l || (uint32_t)l->slots[2] != 2 * (uint32_t)n->slots[2]) return -1000000000;
    s += tree_check(l, depth - 1) + tree_check(r, depth - 1);
  } else if (n->slots[0] || n->slots[1]) {
    return -1000000000;
  }
  return s;
}

static int64_t tree_sum(int depth, int32_t item) { /* what tree_check should return */
  int64_t s = item;
  if (depth > 0) s += tree_sum(depth - 1, 2 * item) + tree_sum(depth - 1, 2 * item + 1);
  return s;
}

static bool str_is(const rt_str *s, const char *want) {
  size_t n = strlen(want);
  if (s->len != n || (s->flags & RT_STR_WIDE)) return false;
  return memcmp(rt_str_bytes(s), want, n) == 0;
}

/* Long-lived data, reachable only from .bss. */
static rt_array *keep;
static const rt_str *keep_str;

/* ---- 10 GB of trees ---------------------------------------------------------- */

static void test_trees(uint64_t total, int depth, int keep_depth) {
  keep = rt_array_new(RT_ELEM_PTR, 0);
  for (int i = 0; i < 32; i++) rt_array_push_value(keep, (uintptr_t)tree(keep_depth, i + 1));
  keep_str = rt_num_to_str(12345.678);
  rt_gc_stats st;
  rt_gc_stats_get(&st);
  uint64_t start = st.allocated_bytes;
  double t0 = now_ms();
  long rounds = 0;
  while (st.allocated_bytes - start < total) {
    rt_object *t = tree(depth, 1);
    if (rounds % 64 == 0) CHECK(tree_check(t, depth) == tree_sum(depth, 1));
    /* A string per round, dropped too. */
    const rt_str *s = rt_str_concat(rt_num_to_str((double)rounds), rt__str_from_ascii(" trees", 6));
    CHECK(s->len > 6);
    rounds++;
    rt_gc_stats_get(&st);
  }
  double ms = now_ms() - t0;
  for (int i = 0; i < 32; i++)
    CHECK(tree_check(((rt_object **)keep->data)[i], keep_depth) == tree_sum(keep_depth, i + 1));
  CHECK(str_is(keep_str, "12345.678"));
  long rss = max_rss_kb();
  printf("trees: %.1f GB in %ld trees of depth %d, %.0f ms (%.2f GB/s), %llu collections, peak RSS %ld KB\n",
         (double)(st.allocated_bytes - start) / 1e9, rounds, depth, ms,
         (double)(st.allocated_bytes - start) / 1e6 / ms, (unsigned long long)st.collections, rss);
#if defined(__SANITIZE_ADDRESS__)
  CHECK(rss < 128 * 1024); /* ASan's redzones and quarantine */
#else
  CHECK(rss < 64 * 1024);
#endif
}

/* ---- strings ---------------------------------------------------------------- */

static void test_strings(int n) {
  rt_array *kept = rt_array_new(RT_ELEM_VALUE, 0);
  for (int i = 0; i < n; i++) {
    const rt_str *s = rt_str_concat(rt__str_from_ascii("item-", 5), rt_num_to_str(i));
    s = rt_str_to_upper(rt_str_concat(s, rt_str_repeat(rt__str_from_ascii("ab", 2), i % 7)));
    if (i % 100 == 0) rt_array_push_value(kept, rt_box_string(s));
  }
  for (uint32_t k = 0; k < kept->length; k++) {
    char want[64];
    int i = (int)k * 100;
    int len = snprintf(want, sizeof want, "ITEM-%d", i);
    for (int r = 0; r < i % 7; r++) len += snprintf(want + len, sizeof want - (size_t)len, "AB");
    CHECK(str_is(rt_unbox_string(((rt_value *)kept->data)[k]), want));
  }
}

/* s += "x" a million times: ropes make it linear. */
static void test_concat_loop(uint32_t n, bool report) {
  const rt_str *x = rt__str_char('x'), *y = rt__str_char('y');
  double t0 = now_ms();
  const rt_str *s = &rt__str_empty;
  for (uint32_t i = 0; i < n; i++) s = rt_str_concat(s, i % 1000 == 999 ? y : x);
  double built = now_ms() - t0;
  CHECK(s->len == n);
  const uint8_t *b = rt_str_bytes(s); /* flattens */
  double flat = now_ms() - t0;
  bool ok = true;
  for (uint32_t i = 0; i < n; i++) ok &= b[i] == (i % 1000 == 999 ? 'y' : 'x');
  CHECK(ok);
  CHECK(rt_str_index_of(s, rt__str_from_ascii("xy", 2), RT_UNDEFINED) == 998);
  /* Prepending builds a right-deep rope. */
  const rt_str *p = &rt__str_empty;
  for (uint32_t i = 0; i < n / 10; i++) p = rt_str_concat(i % 2 ? x : y, p);
  CHECK(p->len == n / 10 && rt_str_char_code_at(p, rt_box_number(0)) == (n / 10 % 2 ? 'y' : 'x'));
  /* A wide tail. */
  const uint16_t pi = 0x3C0;
  const rt_str *w = rt_str_concat(s, rt__str_from_units(&pi, 1));
  CHECK(w->len == n + 1 && rt_str_units(w)[n] == 0x3C0 && rt_str_units(w)[0] == 'x');
  if (report) printf("concat: %u x s += \"x\": %.1f ms to build, %.1f ms with the flattening read\n", n, built, flat);
}

/* ---- arrays ------------------------------------------------------------------ */

static void test_arrays(uint32_t n) {
  rt_array *f = rt_array_new(RT_ELEM_F64, 0);
  rt_array *v = rt_array_new(RT_ELEM_VALUE, 0);
  for (uint32_t i = 0; i < n; i++) {
    rt_array_push_f64(f, i * 0.5);
    if (i % 1000 == 0) rt_array_push_value(v, rt_box_string(rt_num_to_str(i)));
    else rt_array_push_value(v, rt_box_number(i));
  }
  CHECK(f->length == n && v->length == n);
  bool ok = true;
  for (uint32_t i = 0; i < n; i++) ok &= ((double *)f->data)[i] == i * 0.5;
  CHECK(ok);
  for (uint32_t i = 0; i < n; i += 1000) {
    char want[16];
    snprintf(want, sizeof want, "%u", i);
    CHECK(str_is(rt_unbox_string(((rt_value *)v->data)[i]), want));
  }
  rt_array_set_length(v, 10);
  rt_array_set_length(f, 3);
  CHECK(v->capacity <= 20 && f->capacity <= 8);
  rt_gc_collect();
  CHECK(str_is(rt_unbox_string(((rt_value *)v->data)[0]), "0") && ((double *)f->data)[2] == 1.0);
  rt_array_set_length(v, 12);
  CHECK(((rt_value *)v->data)[11] == RT_UNDEFINED);
  rt_array *t = rt_typed_array_new(RT_ELEM_U8, 100);
  CHECK(t->length == 100 && ((uint8_t *)t->data)[99] == 0);
}

/* ---- closures ---------------------------------------------------------------- */

/* function counter() { let n = 0; return () => ++n; } with n in an env. */
static double counter_fn(void *env) {
  rt_env *e = env;
  double d = rt_unbox_number(e->slots[0]) + 1;
  e->slots[0] = rt_box_number(d);
  return d;
}

static void test_closures(int n) {
  RT__STATIC_STR(name, "counter");
  rt_array *fns = rt_array_new(RT_ELEM_PTR, 0);
  for (int i = 0; i < n; i++) {
    rt_env *e = rt_env_new(2);
    e->slots[0] = rt_box_number(i);
    e->slots[1] = rt_box_string(rt_num_to_str(i)); /* a captured heap string */
    rt_closure *c = rt_closure_new((void *)counter_fn, e, i % 2 ? RT__STR(name) : rt__str_from_ascii("fn", 2));
    rt_array_push_value(fns, (uintptr_t)c);
    if (i % 3 == 0) rt_closure_new((void *)counter_fn, rt_env_new(1), NULL); /* garbage */
  }
  rt_gc_collect();
  for (int i = 0; i < n; i++) {
    rt_closure *c = ((rt_closure **)fns->data)[i];
    double (*fn)(void *) = (double (*)(void *))c->fn;
    fn(c->env);
    CHECK(fn(c->env) == i + 2);
    char want[16];
    snprintf(want, sizeof want, "%d", i);
    CHECK(str_is(rt_unbox_string(((rt_env *)c->env)->slots[1]), want));
    CHECK(str_is(c->name, i % 2 ? "counter" : "fn"));
  }
}

/* ---- conservative roots ------------------------------------------------------ */

/* A pointer to a string's data is enough to keep it. */
__attribute__((noinline)) static const uint8_t *make_interior(void) {
  const rt_str *s = rt_str_concat(rt__str_from_ascii("interior-pointer-", 17), rt_num_to_str(42));
  return rt_str_bytes(s) + 3;
}

static void test_interior(void) {
  const uint8_t *volatile p = make_interior();
  for (int i = 0; i < 3; i++) {
    rt_gc_collect();
    for (int k = 0; k < 2000; k++) rt__str_alloc(19, false); /* would reuse its slot */
  }
  CHECK(memcmp((const void *)p, "erior-pointer-42", 16) == 0);
}

/* ---- memory is given back ---------------------------------------------------- */

/* In its own frame, so that no register or live slot of the caller keeps it. */
__attribute__((noinline)) static void big_array_drop(void) {
  rt_array *big = rt_array_new(RT_ELEM_F64, 0);
  rt_array_set_length(big, 8u << 20); /* 64 MB */
  rt_gc_stats st;
  rt_gc_stats_get(&st);
  CHECK(st.heap_bytes >= (64u << 20));
}

__attribute__((noinline)) static void stack_scrub(void) {
  volatile uint64_t junk[2048];
  for (int i = 0; i < 2048; i++) junk[i] = 0;
  (void)junk[0];
}

static void test_release(void) {
  big_array_drop();
  stack_scrub();
  rt_gc_stats st;
  for (int i = 0; i < 3; i++) rt_gc_collect();
  rt_gc_stats_get(&st);
  CHECK(st.heap_bytes < (32u << 20));
  printf("release: heap %.1f MB after dropping a 64 MB array\n", st.heap_bytes / 1048576.0);
}

/* A heap that keeps little (a server between requests) is collected every
 * few MB, not at the 32 MB that a small heap with more live data gets: 256 MB
 * of short-lived trees must not grow it past 16 MB. */
static void test_small_budget(void) {
  rt_gc_stats st0, st;
  rt_gc_collect();
  rt_gc_stats_get(&st0);
  uint64_t peak = 0;
  for (int i = 0; i < 170000; i++) {
    tree(4, i); /* 31 nodes of 48 bytes, dropped */
    if (i % 1000 == 0) {
      rt_gc_stats_get(&st);
      if (st.heap_bytes > peak) peak = st.heap_bytes;
    }
  }
  rt_gc_stats_get(&st);
  printf("small budget: %llu collections, heap peak %.1f MB, %.1f KB live\n",
         (unsigned long long)(st.collections - st0.collections), peak / 1048576.0, st.live_bytes / 1024.0);
  CHECK(peak < (16u << 20));
  CHECK(st.collections - st0.collections >= 16);
}

/* ---- threads: each has its own heap ------------------------------------------ */

static void *thread_main(void *arg) {
  int64_t ok = 1;
  rt_object *kept = tree(8, 7);
  for (int i = 0; i < 2000; i++) tree(8, i);
  rt_gc_collect();
  ok &= tree_check(kept, 8) == tree_sum(8, 7);
  *(int64_t *)arg = ok;
  return NULL;
}

static void test_threads(void) {
  pthread_t th[3];
  int64_t ok[3] = {0};
  for (int i = 0; i < 3; i++) pthread_create(&th[i], NULL, thread_main, &ok[i]);
  for (int i = 0; i < 3; i++) pthread_join(th[i], NULL);
  CHECK(ok[0] && ok[1] && ok[2]);
}

/* WeakMap/WeakSet entries (ephemerons): n keys, each value pointing back at
 * its own key (so only the entry would keep the key alive), the keys kept in
 * keep[0..nkeep) rooted; the others' entries must go at the next collection. */
__attribute__((noinline)) static void weak_fill(rt_map *wm, rt_map *ws, rt_map *strong, int n, rt_value *keep, int nkeep) {
  for (int i = 0; i < n; i++) {
    rt_object *k = rt_object_new(&node_class);
    k->slots[2] = (uint64_t)i;
    rt_object *v = rt_object_new(&node_class);
    v->slots[0] = (uintptr_t)k; /* the value reaches its key */
    v->slots[2] = (uint64_t)i;
    rt_map_set(wm, rt_box_object(k), rt_box_object(v));
    rt_set_add(ws, rt_box_object(k));
    if (i < n / 10) rt_map_set(strong, rt_box_object(v), rt_box_object(k)); /* a strong map keeps these */
    if (i < nkeep) keep[i] = rt_box_object(k);
  }
}
__attribute__((noinline)) static void clobber_stack(void) {
  volatile char buf[16384];
  memset((char *)buf, 0, sizeof buf);
}
static void test_weak(void) {
  enum { N = 20000, KEEP = 100 };
  static rt_value keep[KEEP];
  rt_gc_root_add(keep, KEEP);
  rt_map *wm = rt_map_new(2), *ws = rt_map_new(3), *strong = rt_map_new(0);
  rt_value roots[3] = {rt_box_object((rt_object *)wm), rt_box_object((rt_object *)ws), rt_box_object((rt_object *)strong)};
  rt_gc_root_add(roots, 3);
  weak_fill(wm, ws, strong, N, keep, KEEP);
  CHECK(rt_map_size(wm) == N && rt_map_size(ws) == N);
  clobber_stack();
  rt_gc_collect();
  /* kept: the rooted keys and the strong map's (values reach their keys); a
   * stray word on the stack may keep a few more */
  double live = rt_map_size(wm);
  printf("weak: %d entries, %g after a collection (%d reachable)\n", N, live, N / 10);
  CHECK(live >= N / 10 && live < N / 10 + 200);
  CHECK(rt_map_size(ws) == live);
  for (int i = 0; i < KEEP; i++) {
    rt_value v = rt_map_get(wm, keep[i]);
    CHECK(v != RT_UNDEFINED && ((rt_object *)rt_unbox_object(v))->slots[0] == (uintptr_t)rt_unbox_object(keep[i]));
    CHECK(rt_map_has(ws, keep[i]));
  }
  /* the table still works: delete, re-add, lookups of dropped slots */
  CHECK(rt_map_delete(wm, keep[0]) && !rt_map_has(wm, keep[0]));
  rt_map_set(wm, keep[0], keep[1]);
  CHECK(rt_map_get(wm, keep[0]) == keep[1]);
  rt_map_clear(strong);
  clobber_stack();
  rt_gc_collect();
  live = rt_map_size(wm);
  CHECK(live >= KEEP && live < KEEP + 200);
  rt_gc_root_remove(roots);
  rt_gc_root_remove(keep);
}

int main(int argc, char **argv) {
  rt_init(argc, argv);
  /* KILN_GC_TEST_GB overrides the 10 GB; sanitizer builds do 1 GB to stay in time. */
  const char *gb = getenv("KILN_GC_TEST_GB");
#if defined(__SANITIZE_ADDRESS__)
  double total = gb ? atof(gb) : 1;
#else
  double total = gb ? atof(gb) : 10;
#endif
  bool stress_env = getenv("KILN_GC_STRESS") && getenv("KILN_GC_STRESS")[0] == '1';
  if (!stress_env) test_small_budget(); /* first, while the heap keeps almost nothing */
  /* Stress first: a collection at every allocation, smaller sizes.  It runs
   * before the large tests so that each of its ~80,000 collections traces
   * only what it allocates: in the ASan (-O0) build a stale word the scan finds keeps
   * test_trees' 3 MB of dropped trees reachable (the release build frees
   * them), and tracing that at every allocation took 470 s instead of 10. */
  rt_gc_set_stress(true);
  rt_gc_stats st0, st1;
  rt_gc_stats_get(&st0);
  test_trees(2000000, 6, 3);
  test_strings(3000);
  test_concat_loop(5000, false);
  test_arrays(3000);
  test_closures(1000);
  test_interior();
  rt_gc_stats_get(&st1);
  printf("stress: %llu collections\n", (unsigned long long)(st1.collections - st0.collections));
  CHECK(st1.collections - st0.collections > 10000);
  rt_gc_set_stress(false);
  if (!stress_env) {
    test_trees((uint64_t)(total * 1e9), 12, 10);
    test_strings(200000);
    test_concat_loop(1000000, true);
    test_arrays(1000000);
    test_closures(100000);
    test_interior();
    test_release();
    test_threads();
  }
  test_weak();
  if (failures) printf("%d failures\n", failures);
  return failures != 0;
}
