/* loop_test.c - timers, immediates, nextTick and microtasks in Node 20's order, their rooting
 * under a collection at every allocation, lazy libuv start-up, and worker threads. */
#include "kiln_test.h"
#include "loop_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static char out[16384];
static size_t outlen;

static void p(const char *s) {
  size_t n = strlen(s);
  if (outlen + n + 1 < sizeof out) {
    memcpy(out + outlen, s, n);
    out[outlen + n] = '\n';
    outlen += n + 1;
  }
}

/* A closure that logs its label (a C string: not a heap object, so the
 * collector ignores it as an env). */
static void say(void *env) { p(env); }
static rt_closure *C(void (*fn)(void *), const char *label) {
  return rt_closure_new((void *)fn, (void *)label, &rt__str_empty);
}
static rt_closure *SAY(const char *label) { return C(say, label); }

/* ---- the ordering scenario ------------------------------------------------------ */
/* The same program in JavaScript; Node 20 prints EXPECTED below for it.  It
 * avoids every race: events whose order depends on the clock (a timer made
 * in a later millisecond than its list's first one, a timer against an
 * immediate made at the same time) are never compared.
 *
 *   const p = (s) => console.log(s);
 *   p('main start');
 *   setTimeout(() => p('T20'), 20);
 *   setTimeout(() => p('T10a'), 10);
 *   setTimeout(() => p('T10b'), 10);
 *   const never = setTimeout(() => p('never'), 15);
 *   clearTimeout(never);
 *   setTimeout(() => p('T0'), 0);
 *   setTimeout(() => p('T1.7'), 1.7);
 *   setTimeout(() => p('Tbig'), 2 ** 31);
 *   setTimeout(() => {
 *     p('T30');
 *     queueMicrotask(() => {
 *       p('T30.m1');
 *       process.nextTick(() => p('T30.m1.tick'));
 *       queueMicrotask(() => p('T30.m2'));
 *     });
 *     process.nextTick(() => p('T30.tick'));
 *   }, 30);
 *   setTimeout(() => {
 *     p('T30b');
 *     queueMicrotask(() => { p('T30b.micro'); clearTimeout(t30c); });
 *     setImmediate(() => {
 *       p('I1');
 *       process.nextTick(() => p('I1.tick'));
 *       queueMicrotask(() => { p('I1.micro'); clearImmediate(i2); });
 *     });
 *     const i2 = setImmediate(() => p('never I2'));
 *     setImmediate(() => p('I3'));
 *     const i4 = setImmediate(() => p('never I4'));
 *     clearImmediate(i4);
 *     setTimeout(() => {
 *       p('T30b.T0');
 *       setImmediate(() => { p('A'); setImmediate(() => { p('B'); startInterval(); }); });
 *       setImmediate(() => p('C'));
 *     }, 0);
 *   }, 30);
 *   const t30c = setTimeout(() => p('never T30c'), 30);
 *   function startInterval() {
 *     let n = 0;
 *     const iv = setInterval(() => {
 *       const k = n;
 *       p('IV' + k);
 *       queueMicrotask(() => p('IV' + k + '.micro'));
 *       setImmediate(() => {
 *         p('IV' + k + '.imm');
 *         if (k === 2) {
 *           const u = setTimeout(() => p('never unref'), 1000);
 *           u.unref();
 *           setTimeout(() => p('done'), 5);
 *         }
 *       });
 *       if (++n === 3) clearInterval(iv);
 *     }, 5);
 *   }
 *   queueMicrotask(() => p('main.micro'));
 *   process.nextTick(() => p('main.tick'));
 *   p('main end');
 */
static const char EXPECTED[] =
    "main start\nmain end\nmain.tick\nmain.micro\nT0\nT1.7\nTbig\nT10a\nT10b\nT20\nT30\nT30.tick\nT30.m1\n"
    "T30.m2\nT30.m1.tick\nT30b\nT30b.micro\nI1\nI1.tick\nI1.micro\nI3\nT30b.T0\nA\nC\nB\nIV0\nIV0.micro\n"
    "IV0.imm\nIV1\nIV1.micro\nIV1.imm\nIV2\nIV2.micro\nIV2.imm\ndone\n";

/* Globals are in .data, which the collector scans: objects kept here live. */
static rt_object *i2, *t30c, *iv, *unrefed;
static int ivn;
static const char *const iv_names[3][3] = {
    {"IV0", "IV0.micro", "IV0.imm"}, {"IV1", "IV1.micro", "IV1.imm"}, {"IV2", "IV2.micro", "IV2.imm"}};

static void iv_imm(void *env) {
  const char *const *names = env;
  p(names[2]);
  if (names == iv_names[2]) {
    rt_object *u = unrefed = rt_set_timeout(SAY("never unref"), 1000);
    rt_timer_unref(u);
    CHECK(!rt_timer_has_ref(u));
    rt_set_timeout(SAY("done"), 5);
  }
}

static void iv_tick(void *env) {
  (void)env;
  int k = ivn;
  p(iv_names[k][0]);
  rt_queue_microtask(SAY(iv_names[k][1]));
  rt_set_immediate(C(iv_imm, (const char *)iv_names[k]));
  if (++ivn == 3) rt_clear_interval(rt_box_object(iv));
}

static void cb_b(void *env) {
  (void)env;
  p("B");
  ivn = 0;
  iv = rt_set_interval(C(iv_tick, NULL), 5);
}
static void cb_a(void *env) {
  (void)env;
  p("A");
  rt_set_immediate(C(cb_b, NULL));
}
static void cb_t30b_t0(void *env) {
  (void)env;
  p("T30b.T0");
  rt_set_immediate(C(cb_a, NULL));
  rt_set_immediate(SAY("C"));
}
static void cb_i1_micro(void *env) {
  (void)env;
  p("I1.micro");
  rt_clear_immediate(rt_box_object(i2));
}
static void cb_i1(void *env) {
  (void)env;
  p("I1");
  rt_next_tick(SAY("I1.tick"));
  rt_queue_microtask(C(cb_i1_micro, NULL));
}
static void cb_t30_m1(void *env) {
  (void)env;
  p("T30.m1");
  rt_next_tick(SAY("T30.m1.tick"));
  rt_queue_microtask(SAY("T30.m2"));
}
static void cb_t30(void *env) {
  (void)env;
  p("T30");
  rt_queue_microtask(C(cb_t30_m1, NULL));
  rt_next_tick(SAY("T30.tick"));
}
static void cb_t30b_micro(void *env) {
  (void)env;
  p("T30b.micro");
  rt_clear_timeout(rt_box_object(t30c));
}
static void cb_t30b(void *env) {
  (void)env;
  p("T30b");
  rt_queue_microtask(C(cb_t30b_micro, NULL));
  rt_set_immediate(C(cb_i1, NULL));
  i2 = rt_set_immediate(SAY("never I2"));
  rt_set_immediate(SAY("I3"));
  rt_object *i4 = rt_set_immediate(SAY("never I4"));
  rt_clear_immediate(rt_box_object(i4));
  rt_set_timeout(C(cb_t30b_t0, NULL), 0);
}

static double now_ms(void);

/* Busy waits, in ms, after T20, after T10a and after T0 are set: a thread
 * preempted there on a loaded machine (test_scenario_retry). */
static double stall[3];
static void stall_for(int at) {
  double t0 = now_ms();
  while (now_ms() - t0 < stall[at]) {}
}

/* One run of the program.  Node reads the clock afresh at every setTimeout,
 * so the lists run in EXPECTED's order only when their timers were set close
 * together: every timer of the 1 ms list (T0, T1.7, Tbig) in fewer than 9 ms
 * after T10a, else one not yet due when its list runs is put back behind
 * T10a's list (Node does the same); and T10b fewer than 10 after T20, else
 * T20 runs first.  Under ASan with a collection at every allocation on a
 * loaded machine they can be further apart, and Node would then print
 * another order too.  Returns false when they were, leaving the order
 * undefined.  (The timers' own starts are compared: libuv's millisecond
 * clock, maybe its coarse one, which CLOCK_MONOTONIC does not bound.) */
static bool scenario_once(void) {
  outlen = 0;
  p("main start");
  double s20 = rt__timer_start(rt_set_timeout(SAY("T20"), 20));
  stall_for(0);
  double s10a = rt__timer_start(rt_set_timeout(SAY("T10a"), 10));
  stall_for(1);
  double s10b = rt__timer_start(rt_set_timeout(SAY("T10b"), 10));
  rt_object *never = rt_set_timeout(SAY("never"), 15);
  rt_clear_timeout(rt_box_object(never));
  rt_set_timeout(SAY("T0"), 0);
  stall_for(2);
  rt_set_timeout(SAY("T1.7"), 1.7);
  double s1 = rt__timer_start(rt_set_timeout(SAY("Tbig"), 2147483648.0));
  rt_set_timeout(C(cb_t30, NULL), 30);
  rt_set_timeout(C(cb_t30b, NULL), 30);
  t30c = rt_set_timeout(SAY("never T30c"), 30);
  rt_queue_microtask(SAY("main.micro"));
  rt_next_tick(SAY("main.tick"));
  p("main end");
  rt_loop_run();
  out[outlen] = 0;
  /* Still pending: the loop ended without it.  Refed again, clearing it
   * also drops its list (an unrefed one lingers, as in Node). */
  rt_timer_ref(unrefed);
  rt_clear_timeout(rt_box_object(unrefed));
  if (s1 - s10a >= 9 || s10b - s20 >= 10) {
    fprintf(stderr, "loop_test: T0..Tbig were set up to %.0f ms after T10a and T10b %.0f ms after T20, so "
            "their lists may run in another order: again\n", s1 - s10a, s10b - s20);
    return false;
  }
  CHECK(strcmp(out, EXPECTED) == 0);
  if (strcmp(out, EXPECTED) != 0) fprintf(stderr, "got:\n%s\nexpected:\n%s\n", out, EXPECTED);
  return true;
}

static void scenario(void) {
  int tries = 0;
  while (!scenario_once())
    if (++tries == 50) {
      fprintf(stderr, "loop_test: the ordering scenario never set its timers close enough in 50 tries\n");
      CHECK(false);
      return;
    }
}

/* A run whose timers were set too far apart is tried again, never compared:
 * a stall after T0 (T1.7 and Tbig 10 ms after T10a: T10a's list runs before
 * them), or two of 5.5 ms around T10a (T10b 11 ms after T20: T20 before T10b). */
static void test_scenario_retry(void) {
  static const double stalls[][3] = {{0, 0, 10}, {5.5, 5.5, 0}};
  for (size_t i = 0; i < sizeof stalls / sizeof *stalls; i++) {
    memcpy(stall, stalls[i], sizeof stall);
    CHECK(!scenario_once());
  }
  memset(stall, 0, sizeof stall);
}

/* ---- smaller properties ---------------------------------------------------------- */

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double fired_at;
static void mark_time(void *env) {
  (void)env;
  fired_at = now_ms();
}

/* A timer never fires early (later is allowed: the machine may be loaded). */
static void test_not_early(void) {
  double t0 = now_ms();
  rt_set_timeout(C(mark_time, NULL), 50);
  rt_loop_run();
  CHECK(fired_at - t0 >= 49.0);
}

static rt_value got_arg;
static void take_arg(void *env, rt_value v) {
  (void)env;
  got_arg = v;
}

static void test_microtask_arg(void) {
  rt_microtask_enqueue(rt_closure_new((void *)take_arg, NULL, &rt__str_empty), rt_box_number(42));
  rt_loop_run();
  CHECK(got_arg == rt_box_number(42));
}

/* Clearing what is not a live timer of the right kind does nothing. */
static void test_clear_oddities(void) {
  rt_clear_timeout(RT_UNDEFINED);
  rt_clear_timeout(RT_NULL);
  rt_clear_immediate(rt_box_number(3));
  outlen = 0;
  rt_object *t = rt_set_timeout(SAY("t"), 1);
  rt_object *im = rt_set_immediate(SAY("im"));
  rt_clear_immediate(rt_box_object(t)); /* wrong kind: ignored */
  rt_clear_timeout(rt_box_object(im));
  rt_loop_run();
  rt_clear_timeout(rt_box_object(t)); /* finished: ignored */
  out[outlen] = 0;
  /* Either order: which comes first (a 1 ms timer or an immediate, both made
   * before the loop starts) depends on the clock, in Node as here. */
  CHECK(strcmp(out, "im\nt\n") == 0 || strcmp(out, "t\nim\n") == 0);
}

/* Timeout objects print like Node's. */
static void test_inspect(void) {
  rt_object *t = rt_set_timeout(SAY("x"), 100);
  char buf[2048];
  rt__out o = {buf, 0, sizeof buf, -1};
  rt__inspect(&o, rt_box_object(t), 2, false);
  buf[o.len] = 0;
  CHECK(strstr(buf, "Timeout {") == buf);
  CHECK(strstr(buf, "_idleTimeout: 100") != NULL);
  CHECK(strstr(buf, "_repeat: null") != NULL);
  rt_clear_timeout(rt_box_object(t));
  o.len = 0;
  rt__inspect(&o, rt_box_object(t), 2, false);
  buf[o.len] = 0;
  CHECK(strstr(buf, "_idleTimeout: -1") != NULL);
  CHECK(strstr(buf, "_onTimeout: null") != NULL);
  CHECK(strstr(buf, "_destroyed: true") != NULL);
  rt_loop_run();
}

/* Many timers and immediates, most cleared: every root slot comes back. */
static int many_fired;
static void count(void *env) {
  (void)env;
  many_fired++;
}
static void test_many(void) {
  rt__loop *l = rt__loop_get();
  uint32_t base = l->nroots;
  enum { N = 20000 };
  rt_object **ts = malloc(N * sizeof *ts);
  rt_value *keep = calloc(N, sizeof *keep);
  rt_gc_root_add(keep, N);
  for (int i = 0; i < N; i++) {
    ts[i] = i % 3 ? rt_set_timeout(C(count, NULL), 1 + i % 50) : rt_set_immediate(C(count, NULL));
    keep[i] = rt_box_object(ts[i]);
  }
  for (int i = 0; i < N; i += 2) {
    if (i % 3) rt_clear_timeout(keep[i]);
    else rt_clear_immediate(keep[i]);
  }
  rt_gc_collect();
  rt_loop_run();
  CHECK(many_fired == N / 2);
  CHECK(l->nroots == base);
  CHECK(l->npq == 0 && l->nmap == 0);
  rt_gc_root_remove(keep);
  free(keep);
  free(ts);
}

/* A thread that only queues microtasks never starts libuv. */
static void *micro_only(void *arg) {
  int *ok = arg;
  rt_queue_microtask(C(count, NULL));
  rt_loop_run();
  *ok = !rt__loop_get_if_any()->uv_ready;
  rt_loop_close();
  return NULL;
}

static void test_lazy(void) {
  pthread_t t;
  int ok = 0;
  pthread_create(&t, NULL, micro_only, &ok);
  pthread_join(t, NULL);
  CHECK(ok);
}

/* Workers: each runs its own loop and heap on its own thread. */
static pthread_t worker_threads[4];
static int worker_fired[4];
static void w_second(void *env) { *(int *)env |= 2; }
static void w_first(void *env) { *(int *)env |= 1; }
static void worker_entry(void *arg, int i) {
  (void)arg;
  worker_threads[i] = pthread_self();
  rt_set_timeout(rt_closure_new((void *)w_second, &worker_fired[i], &rt__str_empty), 20);
  rt_set_timeout(rt_closure_new((void *)w_first, &worker_fired[i], &rt__str_empty), 10);
  for (int k = 0; k < 1000; k++) rt_closure_new((void *)w_first, NULL, &rt__str_empty); /* heap traffic */
}

static void test_workers(void) {
  rt_workers_run(4, worker_entry, NULL);
  for (int i = 0; i < 4; i++) {
    CHECK(worker_fired[i] == 3);
    for (int j = 0; j < i; j++) CHECK(!pthread_equal(worker_threads[i], worker_threads[j]));
  }
}

int main(int argc, char **argv) {
  rt_init(argc, argv);
  rt_loop_run(); /* nothing used yet: returns at once */
  scenario();
  test_scenario_retry();
  test_not_early();
  test_microtask_arg();
  test_clear_oddities();
  test_inspect();
  test_many();
  test_lazy();
  test_workers();
  /* Everything again with a collection at every allocation: whatever the
   * loop holds must be rooted. */
  rt_gc_set_stress(true);
  scenario();
  test_clear_oddities();
  rt_gc_set_stress(false);
  rt_loop_close();
  if (failures) fprintf(stderr, "%d check(s) failed\n", failures);
  else printf("loop_test: all passed\n");
  return failures != 0;
}
