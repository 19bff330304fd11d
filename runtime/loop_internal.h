/* loop_internal.h - what loop.c shares with http.c: the per-thread loop and its GC root table. */
#ifndef KILN_LOOP_INTERNAL_H
#define KILN_LOOP_INTERNAL_H

#include "kiln_loop.h"
#include "rt_internal.h"

#include <uv.h>

typedef struct rt__tlist rt__tlist;
typedef struct rt__http rt__http;

/* One per thread, malloc'd, reached through a thread-local pointer.  The GC
 * never scans it: every heap reference it holds lives in `roots` (or in the
 * microtask ring), which are registered with rt_gc_root_add. */
typedef struct rt__loop {
  uv_loop_t uv;
  bool uv_ready;          /* uv_loop_init done and the handles below exist */
  uv_timer_t timer;       /* Node's single timer handle for all JS timers */
  uv_check_t check;       /* runs immediates (the check phase) */
  uv_idle_t idle;         /* active while refed immediates exist: no blocking poll */

  /* Root table: slots for heap references held by C structures.  Free
   * slots hold 0 and are chained through `free_slots`. */
  uint64_t *roots;
  uint32_t nroots, caproots;
  uint32_t *free_slots;
  uint32_t nfree;

  /* nextTick queue and microtask queue: rings of {closure, arg, flags}. */
  struct rt__ring {
    uint64_t *w; /* 3 words per entry */
    uint32_t head, n, cap;
  } ticks, micro;
  bool draining;

  /* Timers (Node's lib/internal/timers.js): lists of timers with the same
   * duration, a priority queue of lists by (expiry, id), a map by duration. */
  rt__tlist **pq;
  uint32_t npq, cappq;
  rt__tlist **map; /* open addressing by msecs; cap is a power of two */
  uint32_t nmap, capmap;
  uint64_t next_list_id;
  double next_expiry;     /* Infinity when no timer list exists */
  int64_t timer_refs;     /* refed, live Timeouts */

  /* Immediates: a doubly linked list through the objects; head and the
   * list being run live in root slots. */
  uint32_t imm_head_root, imm_run_root;
  rt_object *imm_tail;
  int64_t imm_count, imm_refs;

  rt__http *http;                     /* http.c's per-loop state, or NULL */
  void (*flush)(struct rt__loop *);    /* writes buffered HTTP output (http.c) */
  void (*shutdown)(struct rt__loop *); /* closes servers and connections now (http.c) */
  bool stop_requested;             /* graceful stop done: rt_loop_run returns */
  void (*after_drain)(struct rt__loop *); /* unhandled promise rejections (promise.c), or NULL */
  uv_signal_t usig[8];  /* signals the program listens to (process.on('SIGINT', f)), unrefed */
  uint32_t nusig;
} rt__loop;

/* process.on(signal): watches signum on the calling thread's loop (process.c). */
void rt__signal_watch(int signum);

/* The calling thread's loop, created on first use with libuv initialised. */
rt__loop *rt__loop_get(void);
/* The calling thread's loop as it is (NULL if none, libuv maybe not started). */
rt__loop *rt__loop_get_if_any(void);

/* The clock reading a Timeout was given when it was (re)inserted (Node's
 * _idleStart): its list runs it once now - start >= its duration (tests). */
double rt__timer_start(const rt_object *tm);

/* A root slot holding `ref` (a heap object, or 0); O(1). */
uint32_t rt__root_new(rt__loop *l, const void *ref);
static inline void rt__root_set(rt__loop *l, uint32_t slot, const void *ref) {
  l->roots[slot] = (uint64_t)(uintptr_t)ref;
}
static inline void *rt__root_get(rt__loop *l, uint32_t slot) { return (void *)(uintptr_t)l->roots[slot]; }
void rt__root_free(rt__loop *l, uint32_t slot);

/* Runs the nextTick and microtask queues dry, then l->flush: the end of
 * every macrotask.  Reentrant calls return at once. */
void rt__loop_drain(rt__loop *l);
/* Calls cb as fn(env), then drains: one macrotask. */
void rt__loop_call0(rt__loop *l, const rt_closure *cb);
/* Queues fn(env) on the nextTick queue (env may be a heap object). */
void rt__next_tick_c(rt__loop *l, void (*fn)(void *), void *env);
/* Queues fn(env) on the microtask queue (promise jobs). */
void rt__microtask_c(void (*fn)(void *), void *env);
/* The calling thread's loop state, created without libuv if need be. */
rt__loop *rt__loop_state(void);

/* Object slots are 64-bit words: raw C pointers and flags live in hidden,
 * non-reference slots. */
static inline double rt__slot_f64(const rt_object *o, uint32_t i) {
  double d;
  __builtin_memcpy(&d, &o->slots[i], sizeof d);
  return d;
}
static inline void rt__slot_set_f64(rt_object *o, uint32_t i, double d) { __builtin_memcpy(&o->slots[i], &d, sizeof d); }
static inline void *rt__slot_ptr(const rt_object *o, uint32_t i) { return (void *)(uintptr_t)o->slots[i]; }
static inline void rt__slot_set_ptr(rt_object *o, uint32_t i, const void *p) { o->slots[i] = (uint64_t)(uintptr_t)p; }

/* http.c, for runtime/http_fuzz.c and tests: serve a connected stream socket as a
 * connection the (listening) server accepted; the server's open connections. */
int rt__http_adopt_fd(rt_object *srv, int fd);

/* http.c's req.headers builder, shared with the HTTP client (http_client.c):
 * fields index names and values in hdr[0..hdrlen). */
typedef struct rt__hfield {
  uint32_t name, nlen, value, vlen;
} rt__hfield;
rt_object *rt__http_headers_build(rt__loop *l, const char *hdr, size_t hdrlen, const rt__hfield *fields, uint32_t nf,
                                  rt_array **rawp);
/* A client response's IncomingMessage calls (http_client.c): what 0 httpVersion,
 * 1 headers, 2 rawHeaders, 3 complete (non-NULL when true); on 0 'data' (strings),
 * 1 'data' (Buffers), 2 'end', 3 resume(). */
void *rt__client_res_get(rt_object *res, int what) __attribute__((weak));
void rt__client_res_on(rt_object *res, const rt_closure *cb, int what) __attribute__((weak));
uint32_t rt__http_conn_count(const rt_object *srv);

#endif
