/* loop.c - the per-thread event loop: libuv, and Node's timers, immediates, nextTick and microtasks.
 *
 * One loop per thread, malloc'd on first use and reached through a
 * thread-local pointer; libuv is initialised only when a timer, an
 * immediate or a server needs it, so a program that merely queues a
 * microtask (or uses nothing here: main.c refers to rt_loop_run weakly, so
 * this file is not even linked) pays nothing.
 *
 * Ordering is Node's, ported from lib/internal/timers.js rather than
 * approximated, because programs observe it:
 *  - Timers.  One uv timer handle serves every JS timer.  Timers with the
 *    same (truncated) duration share a list in creation order; lists sit in
 *    a priority queue by (expiry, list id).  A pass (processTimers) runs
 *    every due list; within a list, timers run while `now - start >= msecs`,
 *    else the list gets a new expiry and a new id and sinks back.  Durations
 *    outside [1, 2^31-1] become 1, so setTimeout(f, 0) is 1 ms.  A repeating
 *    timer is re-inserted with the start time taken before its callback.
 *  - Immediates run in the check phase, after poll; the ones queued while
 *    the queue runs wait for the next iteration.  An idle handle is active
 *    while refed immediates exist, so poll does not block.
 *  - Every callback is a macrotask: after it, the nextTick queue and then
 *    the microtask queue are drained (a tick queued by a microtask runs
 *    after the microtask queue is empty, then microtasks again), and
 *    buffered HTTP output is written.
 *
 * Rooting.  The collector scans the stack, the executable's data and ranges
 * registered with rt_gc_root_add; it never sees malloc'd memory.  So every
 * heap reference kept in a C structure lives in the loop's root table (one
 * registered range of words, slots handed out and freed in O(1)) or in the
 * nextTick/microtask rings (registered ranges too).  Timeout and Immediate
 * objects are GC objects linked through hidden reference slots; a timer
 * list roots its first timer and the rest hang off it, so a timer stays
 * alive exactly while it can still fire.
 */
#define _GNU_SOURCE
#include "loop_internal.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>

#define TIMEOUT_MAX 2147483647.0 /* 2^31 - 1, as in Node */

static _Thread_local rt__loop *tl_loop;

/* ---- Timeout and Immediate objects ------------------------------------------ */

enum { T_IDLE_TIMEOUT, T_ON_TIMEOUT, T_REPEAT, T_DESTROYED, T_IDLE_START, T_NEXT, T_PREV, T_LIST, T_REFED,
       T_NSLOTS };
enum { I_ON_IMMEDIATE, I_DESTROYED, I_NEXT, I_PREV, I_REFED, I_NSLOTS };
enum { REFED_FALSE, REFED_TRUE, REFED_NULL }; /* an immediate's kRefed is null once it ran */

RT__STATIC_STR(s_timeout, "Timeout");
RT__STATIC_STR(s_idle_timeout, "_idleTimeout");
RT__STATIC_STR(s_on_timeout, "_onTimeout");
RT__STATIC_STR(s_repeat, "_repeat");
RT__STATIC_STR(s_destroyed, "_destroyed");
RT__STATIC_STR(s_immediate, "Immediate");
RT__STATIC_STR(s_on_immediate, "_onImmediate");

static const rt_str *const timeout_names[T_NSLOTS] = {RT__STR(s_idle_timeout), RT__STR(s_on_timeout),
                                                      RT__STR(s_repeat), RT__STR(s_destroyed)};
static const uint8_t timeout_types[T_NSLOTS] = {RT_SLOT_F64,    RT_SLOT_VALUE,  RT_SLOT_VALUE,
                                                RT_SLOT_BOOL,   RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                                RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const uint64_t timeout_refs[1] = {1u << T_ON_TIMEOUT | 1u << T_NEXT | 1u << T_PREV};
static const rt_class timeout_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_timeout),
                                       .size = 16 + 8 * T_NSLOTS, .nslots = T_NSLOTS, .refs = timeout_refs,
                                       .slot_names = timeout_names, .slot_types = timeout_types};

static const rt_str *const immediate_names[I_NSLOTS] = {RT__STR(s_on_immediate), RT__STR(s_destroyed)};
static const uint8_t immediate_types[I_NSLOTS] = {RT_SLOT_VALUE, RT_SLOT_BOOL, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                                  RT_SLOT_HIDDEN};
static const uint64_t immediate_refs[1] = {1u << I_ON_IMMEDIATE | 1u << I_NEXT | 1u << I_PREV};
static const rt_class immediate_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_immediate),
                                         .size = 16 + 8 * I_NSLOTS, .nslots = I_NSLOTS, .refs = immediate_refs,
                                         .slot_names = immediate_names, .slot_types = immediate_types};

static inline rt_object *slot_obj(const rt_object *o, uint32_t i) { return rt__slot_ptr(o, i); }
static inline bool slot_bool(const rt_object *o, uint32_t i) { return (o->slots[i] & 0xFF) != 0; }
static inline void slot_set_bool(rt_object *o, uint32_t i, bool b) { o->slots[i] = b; }

/* The Timeout or Immediate in v (boxed or raw), or NULL. */
static rt_object *as_object_of(rt_value v, const rt_class *cls) {
  uint64_t tag = v >> RT_TAG_SHIFT;
  if (tag != RT_TAG_OBJECT && tag != 0) return NULL;
  rt_object *o = rt_unbox_object(v);
  if (!o || rt_heap_kind(o) != RT_KIND_OBJECT || o->cls != cls) return NULL;
  return o;
}

/* ---- the loop and its root table --------------------------------------------- */

uint32_t rt__root_new(rt__loop *l, const void *ref) {
  if (!l->nfree) {
    uint32_t cap = l->caproots ? l->caproots * 2 : 256;
    uint64_t *r = malloc(cap * sizeof *r);
    uint32_t *f = malloc(cap * sizeof *f);
    if (!r || !f) rt__oom(cap * sizeof *r);
    if (l->roots) {
      memcpy(r, l->roots, l->caproots * sizeof *r);
      rt_gc_root_remove(l->roots);
      free(l->roots);
    }
    memset(r + l->caproots, 0, (cap - l->caproots) * sizeof *r);
    rt_gc_root_add(r, cap);
    free(l->free_slots);
    for (uint32_t i = cap; i > l->caproots; i--) f[l->nfree++] = i - 1;
    l->roots = r;
    l->free_slots = f;
    l->caproots = cap;
  }
  uint32_t slot = l->free_slots[--l->nfree];
  l->roots[slot] = (uint64_t)(uintptr_t)ref;
  l->nroots++;
  return slot;
}

void rt__root_free(rt__loop *l, uint32_t slot) {
  l->roots[slot] = 0;
  l->free_slots[l->nfree++] = slot;
  l->nroots--;
}

static void on_timer(uv_timer_t *h);
static void on_check(uv_check_t *h);
static void on_idle(uv_idle_t *h) { (void)h; }

/* The thread's loop state without libuv (enough for microtasks). */
static rt__loop *loop_state(void) {
  rt__loop *l = tl_loop;
  if (l) return l;
  l = calloc(1, sizeof *l);
  if (!l) rt__oom(sizeof *l);
  l->next_expiry = INFINITY;
  l->imm_head_root = rt__root_new(l, NULL);
  l->imm_run_root = rt__root_new(l, NULL);
  tl_loop = l;
  return l;
}

rt__loop *rt__loop_get(void) {
  rt__loop *l = loop_state();
  if (__builtin_expect(l->uv_ready, 1)) return l;
  int r = uv_loop_init(&l->uv);
  if (r) rt_throw_error("Error", uv_strerror(r));
  l->uv.data = l;
  uv_timer_init(&l->uv, &l->timer);
  uv_unref((uv_handle_t *)&l->timer);
  uv_check_init(&l->uv, &l->check);
  uv_check_start(&l->check, on_check);
  uv_unref((uv_handle_t *)&l->check);
  uv_idle_init(&l->uv, &l->idle);
  l->uv_ready = true;
  return l;
}

rt__loop *rt__loop_get_if_any(void) { return tl_loop; }

/* Libuv's idea of now, refreshed (Node's getLibuvNow). */
static double loop_now(rt__loop *l) {
  uv_update_time(&l->uv);
  return (double)uv_now(&l->uv);
}

/* ---- nextTick and microtask queues --------------------------------------------- */

enum { CALL0, CALL_ARG, CALL_C }; /* fn(env) | fn(env, arg) | a C function fn(env) */

static void ring_push(struct rt__ring *r, uint64_t a, uint64_t b, uint64_t c) {
  if (r->n == r->cap) {
    uint32_t cap = r->cap ? r->cap * 2 : 64;
    uint64_t *w = calloc((size_t)cap * 3, sizeof *w);
    if (!w) rt__oom((size_t)cap * 3 * sizeof *w);
    for (uint32_t i = 0; i < r->n; i++) memcpy(w + 3 * i, r->w + 3 * ((r->head + i) & (r->cap - 1)), 24);
    if (r->w) {
      rt_gc_root_remove(r->w);
      free(r->w);
    }
    rt_gc_root_add(w, (size_t)cap * 3);
    r->w = w;
    r->head = 0;
    r->cap = cap;
  }
  uint64_t *e = r->w + 3 * ((r->head + r->n) & (r->cap - 1));
  e[0] = a;
  e[1] = b;
  e[2] = c;
  r->n++;
}

/* Pops the oldest entry into e (on the stack, so still rooted while it runs). */
static bool ring_pop(struct rt__ring *r, uint64_t e[3]) {
  if (!r->n) return false;
  uint64_t *s = r->w + 3 * r->head;
  memcpy(e, s, 24);
  memset(s, 0, 24);
  r->head = (r->head + 1) & (r->cap - 1);
  r->n--;
  return true;
}

static void run_entry(const uint64_t e[3]) {
  switch (e[2]) {
  case CALL0: {
    const rt_closure *c = (const rt_closure *)(uintptr_t)e[0];
    ((void (*)(void *))c->fn)(c->env);
    break;
  }
  case CALL_ARG: {
    const rt_closure *c = (const rt_closure *)(uintptr_t)e[0];
    ((void (*)(void *, rt_value))c->fn)(c->env, e[1]);
    break;
  }
  default: ((void (*)(void *))(uintptr_t)e[0])((void *)(uintptr_t)e[1]); break;
  }
}

void rt__loop_drain(rt__loop *l) {
  if (l->draining) return;
  l->draining = true;
  for (;;) {
    uint64_t e[3];
    while (ring_pop(&l->ticks, e)) run_entry(e);
    while (ring_pop(&l->micro, e)) run_entry(e);
    if (l->ticks.n) continue;
    if (l->flush) l->flush(l); /* may queue ticks ('finish', deliveries) */
    if (!l->ticks.n && !l->micro.n) break;
  }
  l->draining = false;
  if (l->after_drain) l->after_drain(l); /* Node's processPromiseRejections */
  /* What the task printed goes out now, as Node writes it synchronously:
   * a server's log must not wait in the buffer while the loop sleeps. */
  if (rt__stdout.len) rt__out_flush(&rt__stdout);
}

void rt__loop_call0(rt__loop *l, const rt_closure *cb) {
  ((void (*)(void *))cb->fn)(cb->env);
  rt__loop_drain(l);
}

void rt__next_tick_c(rt__loop *l, void (*fn)(void *), void *env) {
  ring_push(&l->ticks, (uint64_t)(uintptr_t)fn, (uint64_t)(uintptr_t)env, CALL_C);
}

void rt__microtask_c(void (*fn)(void *), void *env) {
  ring_push(&loop_state()->micro, (uint64_t)(uintptr_t)fn, (uint64_t)(uintptr_t)env, CALL_C);
}

rt__loop *rt__loop_state(void) { return loop_state(); }

static void need_callback(const rt_closure *cb) {
  if (!cb)
    rt_throw_error("TypeError [ERR_INVALID_ARG_TYPE]",
                   "The \"callback\" argument must be of type function. Received undefined");
}

void rt_queue_microtask(const rt_closure *cb) {
  need_callback(cb);
  ring_push(&loop_state()->micro, (uint64_t)(uintptr_t)cb, 0, CALL0);
}

void rt_microtask_enqueue(const rt_closure *fn, rt_value arg) {
  need_callback(fn);
  ring_push(&loop_state()->micro, (uint64_t)(uintptr_t)fn, arg, CALL_ARG);
}

void rt_next_tick(const rt_closure *cb) {
  need_callback(cb);
  ring_push(&loop_state()->ticks, (uint64_t)(uintptr_t)cb, 0, CALL0);
}

/* ---- timer lists: Node's TimersList, PriorityQueue and timerListMap ------------ */

struct rt__tlist {
  int64_t msecs;
  double expiry;
  uint64_t id;
  uint32_t pos;       /* index in the priority queue */
  uint32_t head_root; /* root slot: the oldest timer; the rest hang off T_NEXT */
  rt_object *tail;
  bool running;       /* listOnTimeout is walking it: freeing waits */
  bool queued;        /* in the priority queue and the map */
};

static bool pq_less(const rt__tlist *a, const rt__tlist *b) {
  return a->expiry < b->expiry || (a->expiry == b->expiry && a->id < b->id);
}

static void pq_place(rt__loop *l, uint32_t i, rt__tlist *t) {
  l->pq[i] = t;
  t->pos = i;
}

static void pq_up(rt__loop *l, uint32_t i) {
  rt__tlist *t = l->pq[i];
  while (i > 0) {
    uint32_t p = (i - 1) / 2;
    if (!pq_less(t, l->pq[p])) break;
    pq_place(l, i, l->pq[p]);
    i = p;
  }
  pq_place(l, i, t);
}

static void pq_down(rt__loop *l, uint32_t i) {
  rt__tlist *t = l->pq[i];
  for (;;) {
    uint32_t c = 2 * i + 1;
    if (c >= l->npq) break;
    if (c + 1 < l->npq && pq_less(l->pq[c + 1], l->pq[c])) c++;
    if (!pq_less(l->pq[c], t)) break;
    pq_place(l, i, l->pq[c]);
    i = c;
  }
  pq_place(l, i, t);
}

static void pq_insert(rt__loop *l, rt__tlist *t) {
  if (l->npq == l->cappq) {
    uint32_t cap = l->cappq ? l->cappq * 2 : 16;
    rt__tlist **p = realloc(l->pq, cap * sizeof *p);
    if (!p) rt__oom(cap * sizeof *p);
    l->pq = p;
    l->cappq = cap;
  }
  pq_place(l, l->npq++, t);
  pq_up(l, t->pos);
}

static void pq_remove(rt__loop *l, rt__tlist *t) {
  uint32_t i = t->pos;
  rt__tlist *last = l->pq[--l->npq];
  if (i == l->npq) return;
  pq_place(l, i, last);
  if (i > 0 && pq_less(last, l->pq[(i - 1) / 2])) pq_up(l, i);
  else pq_down(l, i);
}

static uint32_t map_hash(int64_t k, uint32_t cap) {
  return (uint32_t)(((uint64_t)k * 0x9E3779B97F4A7C15ull) >> 32) & (cap - 1);
}

static rt__tlist *map_get(rt__loop *l, int64_t msecs) {
  if (!l->capmap) return NULL;
  for (uint32_t i = map_hash(msecs, l->capmap);; i = (i + 1) & (l->capmap - 1)) {
    rt__tlist *t = l->map[i];
    if (!t || t->msecs == msecs) return t;
  }
}

static void map_put(rt__loop *l, rt__tlist *t);

static void map_grow(rt__loop *l) {
  rt__tlist **old = l->map;
  uint32_t oldcap = l->capmap;
  l->capmap = oldcap ? oldcap * 2 : 16;
  l->map = calloc(l->capmap, sizeof *l->map);
  if (!l->map) rt__oom(l->capmap * sizeof *l->map);
  l->nmap = 0;
  for (uint32_t i = 0; i < oldcap; i++)
    if (old[i]) map_put(l, old[i]);
  free(old);
}

static void map_put(rt__loop *l, rt__tlist *t) {
  if ((l->nmap + 1) * 2 > l->capmap) map_grow(l);
  uint32_t i = map_hash(t->msecs, l->capmap);
  while (l->map[i]) i = (i + 1) & (l->capmap - 1);
  l->map[i] = t;
  l->nmap++;
}

/* Linear probing deletion by shifting later members of the cluster back. */
static void map_del(rt__loop *l, rt__tlist *t) {
  uint32_t m = l->capmap - 1, i = map_hash(t->msecs, l->capmap);
  while (l->map[i] != t) i = (i + 1) & m;
  l->map[i] = NULL;
  l->nmap--;
  for (uint32_t j = (i + 1) & m; l->map[j]; j = (j + 1) & m) {
    rt__tlist *u = l->map[j];
    uint32_t h = map_hash(u->msecs, l->capmap);
    /* u may move to the hole at i unless its home h lies cyclically in (i, j]. */
    if ((j > i && (h <= i || h > j)) || (j < i && h <= i && h > j)) {
      l->map[i] = u;
      l->map[j] = NULL;
      i = j;
    }
  }
}

/* Takes a list out of the queue and the map; frees it unless it is being walked. */
static void tlist_drop(rt__loop *l, rt__tlist *t) {
  if (t->queued) {
    pq_remove(l, t);
    map_del(l, t);
    t->queued = false;
  }
  if (!t->running) {
    rt__root_free(l, t->head_root);
    free(t);
  }
}

static rt_object *tlist_head(rt__loop *l, rt__tlist *t) { return rt__root_get(l, t->head_root); }

static void tlist_append(rt__loop *l, rt__tlist *t, rt_object *tm) {
  rt__slot_set_ptr(tm, T_PREV, t->tail);
  rt__slot_set_ptr(tm, T_NEXT, NULL);
  if (t->tail) rt__slot_set_ptr(t->tail, T_NEXT, tm);
  else rt__root_set(l, t->head_root, tm);
  t->tail = tm;
  rt__slot_set_ptr(tm, T_LIST, t);
}

/* Node's L.remove: a no-op for a timer in no list. */
static void timer_unlink(rt__loop *l, rt_object *tm) {
  rt__tlist *t = rt__slot_ptr(tm, T_LIST);
  if (!t) return;
  rt_object *next = slot_obj(tm, T_NEXT), *prev = slot_obj(tm, T_PREV);
  if (prev) rt__slot_set_ptr(prev, T_NEXT, next);
  else rt__root_set(l, t->head_root, next);
  if (next) rt__slot_set_ptr(next, T_PREV, prev);
  else t->tail = prev;
  rt__slot_set_ptr(tm, T_NEXT, NULL);
  rt__slot_set_ptr(tm, T_PREV, NULL);
  rt__slot_set_ptr(tm, T_LIST, NULL);
}

static void timer_schedule(rt__loop *l, double ms) {
  uv_timer_start(&l->timer, on_timer, ms > 1 ? (uint64_t)ms : 1, 0);
}

static void timer_refs_inc(rt__loop *l) {
  if (l->timer_refs++ == 0) uv_ref((uv_handle_t *)&l->timer);
}

static void timer_refs_dec(rt__loop *l) {
  if (--l->timer_refs == 0) uv_unref((uv_handle_t *)&l->timer);
}

/* Node's insert(item, msecs, start); L.append takes the timer out of the
 * list it is in first (refresh() of a waiting timer, or in its own
 * interval's callback). */
static void timer_insert(rt__loop *l, rt_object *tm, int64_t msecs, double start) {
  timer_unlink(l, tm);
  rt__slot_set_f64(tm, T_IDLE_START, start);
  rt__tlist *t = map_get(l, msecs);
  if (!t) {
    t = calloc(1, sizeof *t);
    if (!t) rt__oom(sizeof *t);
    t->msecs = msecs;
    t->expiry = start + (double)msecs;
    t->id = l->next_list_id++;
    t->head_root = rt__root_new(l, NULL);
    t->queued = true;
    pq_insert(l, t);
    map_put(l, t);
    if (l->next_expiry > t->expiry) {
      timer_schedule(l, (double)msecs);
      l->next_expiry = t->expiry;
    }
  }
  tlist_append(l, t, tm);
}

/* Node's unenroll(item). */
static void timer_unenroll(rt__loop *l, rt_object *tm) {
  if (slot_bool(tm, T_DESTROYED)) return;
  slot_set_bool(tm, T_DESTROYED, true);
  timer_unlink(l, tm);
  if (slot_bool(tm, T_REFED)) {
    /* Only refed lists are deleted here (Node: unrefed ones come from http
     * and are recreated shortly after). */
    rt__tlist *t = map_get(l, (int64_t)trunc(rt__slot_f64(tm, T_IDLE_TIMEOUT)));
    if (t && !tlist_head(l, t)) tlist_drop(l, t);
    timer_refs_dec(l);
  }
  rt__slot_set_f64(tm, T_IDLE_TIMEOUT, -1);
}

static void timer_call(rt_object *tm) {
  const rt_closure *c = rt_unbox_function(tm->slots[T_ON_TIMEOUT]);
  ((void (*)(void *))c->fn)(c->env);
}

/* Node's listOnTimeout(list, now). */
static void list_on_timeout(rt__loop *l, rt__tlist *t, double now) {
  int64_t msecs = t->msecs;
  bool ran = false;
  rt_object *tm;
  t->running = true;
  while ((tm = tlist_head(l, t))) {
    double start = rt__slot_f64(tm, T_IDLE_START);
    if (now - start < (double)msecs) {
      /* Too early for this one: more timers come later in the list. */
      t->expiry = fmax(start + (double)msecs, now + 1);
      t->id = l->next_list_id++;
      pq_down(l, t->pos);
      t->running = false;
      return;
    }
    if (ran) rt__loop_drain(l);
    else ran = true;
    timer_unlink(l, tm);
    if (!rt__is_function(tm->slots[T_ON_TIMEOUT])) {
      if (!slot_bool(tm, T_DESTROYED)) {
        slot_set_bool(tm, T_DESTROYED, true);
        if (slot_bool(tm, T_REFED)) l->timer_refs--;
      }
      continue;
    }
    bool repeat = tm->slots[T_REPEAT] != RT_NULL;
    double restart = repeat ? loop_now(l) : 0;
    timer_call(tm);
    if (repeat && rt__slot_f64(tm, T_IDLE_TIMEOUT) != -1) {
      double every = rt_unbox_number(tm->slots[T_REPEAT]);
      rt__slot_set_f64(tm, T_IDLE_TIMEOUT, every);
      timer_insert(l, tm, (int64_t)trunc(every), restart);
    } else if (!rt__slot_ptr(tm, T_LIST) && !slot_bool(tm, T_DESTROYED)) {
      slot_set_bool(tm, T_DESTROYED, true);
      if (slot_bool(tm, T_REFED)) l->timer_refs--;
    }
  }
  t->running = false;
  if (t->queued && map_get(l, msecs) == t) tlist_drop(l, t);
  else if (!t->queued) tlist_drop(l, t); /* dropped while running: free it now */
}

/* Node's processTimers(now): the next expiry (negative when no refed timer
 * remains), or 0 when no timer list is left. */
static double process_timers(rt__loop *l, double now) {
  l->next_expiry = INFINITY;
  bool ran = false;
  while (l->npq) {
    rt__tlist *t = l->pq[0];
    if (t->expiry > now) {
      l->next_expiry = t->expiry;
      return l->timer_refs > 0 ? l->next_expiry : -l->next_expiry;
    }
    if (ran) {
      /* Node runs the ticks between lists with the next list in hand; they
       * may delete it (clearInterval of its last timer), which here frees
       * it, so the queue is read again after them.  (Node's listOnTimeout
       * of a deleted list finds it empty and does nothing: the same.) */
      rt__loop_drain(l);
      ran = false;
      continue;
    }
    ran = true;
    list_on_timeout(l, t, now);
  }
  return 0;
}

/* Node's Environment::RunTimers. */
static void on_timer(uv_timer_t *h) {
  rt__loop *l = h->loop->data;
  double next = process_timers(l, loop_now(l));
  if (next != 0) {
    double wait = fabs(next) - (double)uv_now(&l->uv);
    timer_schedule(l, wait > 0 ? wait : 1);
    if (next > 0) uv_ref((uv_handle_t *)&l->timer);
    else uv_unref((uv_handle_t *)&l->timer);
  } else {
    uv_unref((uv_handle_t *)&l->timer);
  }
  rt__loop_drain(l);
}

static rt_object *timeout_new(const rt_closure *cb, double ms, bool repeat) {
  need_callback(cb);
  rt__loop *l = rt__loop_get();
  if (!(ms >= 1 && ms <= TIMEOUT_MAX)) ms = 1; /* also NaN */
  rt_object *tm = rt_object_new(&timeout_class);
  rt__slot_set_f64(tm, T_IDLE_TIMEOUT, ms);
  tm->slots[T_ON_TIMEOUT] = rt_box_function(cb);
  tm->slots[T_REPEAT] = repeat ? rt_box_number(ms) : RT_NULL;
  slot_set_bool(tm, T_REFED, true);
  timer_refs_inc(l);
  timer_insert(l, tm, (int64_t)trunc(ms), loop_now(l));
  return tm;
}

rt_object *rt_set_timeout(const rt_closure *cb, double ms) { return timeout_new(cb, ms, false); }
double rt__timer_start(const rt_object *tm) { return rt__slot_f64(tm, T_IDLE_START); }
rt_object *rt_set_interval(const rt_closure *cb, double ms) { return timeout_new(cb, ms, true); }

/* node:timers/promises: setTimeout(ms, value) and setImmediate(value), a
 * promise that a timer or an immediate resolves with value, as Node's
 * `new Promise(resolve => new Timeout(resolve, ms, [value]))` does (so in
 * the same order as the callback forms). */
enum { WAKE_PROMISE, WAKE_VALUE, WAKE_N };
RT__STATIC_STR(s_wake, "resolve");
static void wake_resolve(void *env) {
  const rt_env *e = env;
  rt_promise_resolve_fn((rt_object *)(uintptr_t)e->slots[WAKE_PROMISE], e->slots[WAKE_VALUE]);
}
static rt_closure *wake_new(rt_object *p, rt_value v) {
  rt_env *e = rt_env_new(WAKE_N);
  e->slots[WAKE_PROMISE] = (uint64_t)(uintptr_t)p; /* a bare pointer: the collector follows it */
  e->slots[WAKE_VALUE] = v;
  return rt_closure_new((void *)wake_resolve, e, RT__STR(s_wake));
}
rt_object *rt_timers_sleep(rt_value ms, rt_value v) {
  rt_object *p = rt_promise_pending();
  timeout_new(wake_new(p, v), rt_value_to_num(ms), false); /* (undefined: NaN, which is 1 ms) */
  return p;
}
rt_object *rt_timers_immediate(rt_value v) {
  rt_object *p = rt_promise_pending();
  rt_set_immediate(wake_new(p, v));
  return p;
}

void rt_clear_timeout(rt_value v) {
  rt_object *tm = as_object_of(v, &timeout_class);
  if (!tm || !tl_loop || !rt__is_function(tm->slots[T_ON_TIMEOUT])) return;
  tm->slots[T_ON_TIMEOUT] = RT_NULL;
  timer_unenroll(tl_loop, tm);
}

void rt_clear_interval(rt_value v) { rt_clear_timeout(v); }

/* ---- immediates ------------------------------------------------------------------ */

static void imm_ref(rt__loop *l, rt_object *im) {
  im->slots[I_REFED] = REFED_TRUE;
  if (l->imm_refs++ == 0) uv_idle_start(&l->idle, on_idle);
}

static void imm_unref(rt__loop *l, rt_object *im, uint64_t to) {
  im->slots[I_REFED] = to;
  if (--l->imm_refs == 0) uv_idle_stop(&l->idle);
}

rt_object *rt_set_immediate(const rt_closure *cb) {
  need_callback(cb);
  rt__loop *l = rt__loop_get();
  rt_object *im = rt_object_new(&immediate_class);
  im->slots[I_ON_IMMEDIATE] = rt_box_function(cb);
  imm_ref(l, im);
  l->imm_count++;
  rt__slot_set_ptr(im, I_PREV, l->imm_tail);
  if (l->imm_tail) rt__slot_set_ptr(l->imm_tail, I_NEXT, im);
  else rt__root_set(l, l->imm_head_root, im);
  l->imm_tail = im;
  return im;
}

void rt_clear_immediate(rt_value v) {
  rt_object *im = as_object_of(v, &immediate_class);
  rt__loop *l = tl_loop;
  if (!im || !l || slot_bool(im, I_DESTROYED)) return;
  l->imm_count--;
  slot_set_bool(im, I_DESTROYED, true);
  if (im->slots[I_REFED] == REFED_TRUE) imm_unref(l, im, REFED_NULL);
  im->slots[I_REFED] = REFED_NULL;
  im->slots[I_ON_IMMEDIATE] = RT_NULL;
  /* Node's ImmediateList.remove: relinks the neighbours, whichever list
   * (queued or running) the immediate is in. */
  rt_object *next = slot_obj(im, I_NEXT), *prev = slot_obj(im, I_PREV);
  if (next) rt__slot_set_ptr(next, I_PREV, prev);
  if (prev) rt__slot_set_ptr(prev, I_NEXT, next);
  if (im == rt__root_get(l, l->imm_head_root)) rt__root_set(l, l->imm_head_root, next);
  if (im == l->imm_tail) l->imm_tail = prev;
  rt__slot_set_ptr(im, I_NEXT, NULL);
  rt__slot_set_ptr(im, I_PREV, NULL);
}

/* Node's processImmediate, run from the check handle (CheckImmediate). */
static void on_check(uv_check_t *h) {
  rt__loop *l = h->loop->data;
  if (l->imm_count == 0) return;
  rt_object *im = rt__root_get(l, l->imm_head_root), *prev = NULL;
  rt__root_set(l, l->imm_run_root, im); /* keeps the detached list alive */
  rt__root_set(l, l->imm_head_root, NULL);
  l->imm_tail = NULL;
  bool ran = false;
  while (im) {
    if (ran) rt__loop_drain(l);
    else ran = true;
    if (slot_bool(im, I_DESTROYED)) { /* cleared by the ticks just run */
      im = prev ? slot_obj(prev, I_NEXT) : NULL;
      continue;
    }
    slot_set_bool(im, I_DESTROYED, true);
    l->imm_count--;
    if (im->slots[I_REFED] == REFED_TRUE) l->imm_refs--;
    im->slots[I_REFED] = REFED_NULL;
    prev = im;
    const rt_closure *c = rt_unbox_function(im->slots[I_ON_IMMEDIATE]);
    ((void (*)(void *))c->fn)(c->env);
    im->slots[I_ON_IMMEDIATE] = RT_NULL;
    im = slot_obj(im, I_NEXT);
  }
  rt__root_set(l, l->imm_run_root, NULL);
  if (l->imm_refs == 0) uv_idle_stop(&l->idle);
  rt__loop_drain(l);
}

/* ---- ref / unref -------------------------------------------------------------------- */

rt_object *rt_timer_ref(rt_object *o) {
  rt__loop *l = tl_loop;
  if (!l || !o) return o;
  if (o->cls == &timeout_class) {
    if (!slot_bool(o, T_REFED)) {
      slot_set_bool(o, T_REFED, true);
      if (!slot_bool(o, T_DESTROYED)) timer_refs_inc(l);
    }
  } else if (o->cls == &immediate_class) {
    if (o->slots[I_REFED] == REFED_FALSE) imm_ref(l, o);
  }
  return o;
}

rt_object *rt_timer_unref(rt_object *o) {
  rt__loop *l = tl_loop;
  if (!l || !o) return o;
  if (o->cls == &timeout_class) {
    if (slot_bool(o, T_REFED)) {
      slot_set_bool(o, T_REFED, false);
      if (!slot_bool(o, T_DESTROYED)) timer_refs_dec(l);
    }
  } else if (o->cls == &immediate_class) {
    if (o->slots[I_REFED] == REFED_TRUE) imm_unref(l, o, REFED_FALSE);
  }
  return o;
}

/* timeout.refresh(), Node's: the timer starts its wait again from now, in
 * the list of its duration; one that has fired is armed again (and counts
 * for the loop again if refed); a cleared one stays cleared. */
rt_object *rt_timer_refresh(rt_object *o) {
  rt__loop *l = tl_loop;
  if (!l || !o || o->cls != &timeout_class) return o;
  double ms = rt__slot_f64(o, T_IDLE_TIMEOUT);
  if (ms < 0) return o;
  timer_insert(l, o, (int64_t)trunc(ms), loop_now(l));
  if (slot_bool(o, T_DESTROYED)) {
    slot_set_bool(o, T_DESTROYED, false);
    if (slot_bool(o, T_REFED)) timer_refs_inc(l);
  }
  return o;
}

bool rt_timer_has_ref(const rt_object *o) {
  if (!o) return false;
  if (o->cls == &timeout_class) return slot_bool(o, T_REFED);
  return o->cls == &immediate_class && o->slots[I_REFED] == REFED_TRUE;
}

/* ---- signals the program listens to ---------------------------------------------------- */

static void on_user_signal(uv_signal_t *sg, int signum) {
  rt__loop *l = sg->loop->data;
  rt__process_signal(signum);
  rt__loop_drain(l);
}

/* process.on('SIGINT', f) (process.c): the signal is watched on this
 * thread's loop, unrefed (a listener alone does not keep the program
 * running, as in Node); its default action no longer applies. */
void rt__signal_watch(int signum) {
  rt__loop *l = rt__loop_get();
  for (uint32_t i = 0; i < l->nusig; i++)
    if (l->usig[i].signum == signum) return;
  if (l->nusig == sizeof l->usig / sizeof l->usig[0]) return;
  uv_signal_t *h = &l->usig[l->nusig++];
  uv_signal_init(&l->uv, h);
  uv_signal_start(h, on_user_signal, signum);
  uv_unref((uv_handle_t *)h);
}

/* ---- running and closing ------------------------------------------------------------ */

static void loop_run(rt__loop *l);

/* Runs the loop until nothing is left to do; then 'beforeExit', whose
 * listeners may give it more (process.c). */
void rt_loop_run(void) {
  for (;;) {
    rt__loop *l = tl_loop;
    if (l) loop_run(l);
    if ((l = tl_loop) && l->stop_requested) return;
    if (!rt__process_before_exit()) return;
    if (!(l = tl_loop)) return;
    rt__loop_drain(l);
    if (!l->uv_ready || !uv_loop_alive(&l->uv)) return;
  }
}

static void loop_run(rt__loop *l) {
  rt__loop_drain(l); /* what the main module queued */
  if (!l->uv_ready) return;
  /* Node's loop starts tens of milliseconds after its timers' clock (it is
   * read before the main module runs), so a setTimeout(f, 0) or (f, 1) made
   * by the main module is always due in the first iteration, before any
   * setImmediate.  A compiled main module is done in microseconds: wait out
   * what is left of such a timer's millisecond, for the same order. */
  if (l->npq) {
    double wait = l->pq[0]->expiry - loop_now(l);
    if (wait > -1 && wait <= 1) {
      /* one more millisecond: such timers made in the next tick of libuv's
       * millisecond clock (setTimeout(f, 0) then setTimeout(g, 1)) are due too */
      wait += 1;
      struct timespec ts = {0, (long)(wait * 1e6) + 1000};
      nanosleep(&ts, NULL);
    }
  }
  while (!l->stop_requested) {
    uv_run(&l->uv, UV_RUN_DEFAULT);
    rt__loop_drain(l);
    if (l->stop_requested || !uv_loop_alive(&l->uv)) break;
  }
}

static void close_walk(uv_handle_t *h, void *arg) {
  (void)arg;
  if (!uv_is_closing(h)) uv_close(h, NULL);
}

void rt_loop_close(void) {
  rt__loop *l = tl_loop;
  if (!l) return;
  if (l->uv_ready) {
    if (l->shutdown) l->shutdown(l);
    uv_walk(&l->uv, close_walk, NULL); /* what is left belongs to the loop itself */
    uv_run(&l->uv, UV_RUN_DEFAULT);
    uv_loop_close(&l->uv);
  }
  free(l->http); /* a plain block: its handles are closed and its callbacks ran */
  while (l->npq) tlist_drop(l, l->pq[0]);
  free(l->pq);
  free(l->map);
  for (struct rt__ring *r = &l->ticks; r; r = r == &l->ticks ? &l->micro : NULL)
    if (r->w) {
      rt_gc_root_remove(r->w);
      free(r->w);
    }
  if (l->roots) rt_gc_root_remove(l->roots);
  free(l->roots);
  free(l->free_slots);
  free(l);
  tl_loop = NULL;
}

/* ---- workers ------------------------------------------------------------------------ */

static pthread_once_t workers_once = PTHREAD_ONCE_INIT;
static int workers_n = 1;

static void workers_init(void) {
  const char *e = getenv("KILN_WORKERS");
  if (!e || !*e) return;
  char *end;
  long n = strtol(e, &end, 10);
  if (*end || n < 1) return;
  workers_n = n > 256 ? 256 : (int)n;
}

int rt_workers_count(void) {
  pthread_once(&workers_once, workers_init);
  return workers_n;
}

typedef struct worker_arg {
  void (*entry)(void *, int);
  void *arg;
  int index;
} worker_arg;

static void *worker_main(void *p) {
  worker_arg *w = p;
  rt__stack_guard_thread();
  w->entry(w->arg, w->index);
  rt_loop_run();
  rt_loop_close();
  return NULL;
}

void rt_workers_run(int n, void (*entry)(void *arg, int worker), void *arg) {
  if (n < 1) n = 1;
  pthread_t *th = calloc((size_t)n, sizeof *th);
  worker_arg *wa = calloc((size_t)n, sizeof *wa);
  if (!th || !wa) rt__oom((size_t)n * sizeof *wa);
  for (int i = 1; i < n; i++) {
    wa[i] = (worker_arg){entry, arg, i};
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, (size_t)8 << 20);
    if (pthread_create(&th[i], &attr, worker_main, &wa[i]) != 0) {
      pthread_attr_destroy(&attr);
      rt_throw_error("Error", "cannot start a worker thread");
    }
    pthread_attr_destroy(&attr);
  }
  entry(arg, 0);
  rt_loop_run();
  for (int i = 1; i < n; i++) pthread_join(th[i], NULL);
  free(th);
  free(wa);
}
