/* promise.c - Promise (states, reactions run as microtasks), async functions' frames, await and unhandled rejections.
 *
 * A promise is an rt_object of class Promise with hidden slots: its state,
 * its value (or reason), a singly linked list of reactions, whether any
 * handler was ever attached (for unhandled rejections) and whether its
 * resolving functions were used.  The steps follow ECMAScript's (and V8's)
 * exactly, because programs observe the number of microtask turns each takes:
 * resolving with a promise queues a job that calls then on it (two turns),
 * `await p` of a native promise attaches directly (one turn), `await v` of
 * anything else first wraps it in a fulfilled promise.  Promise.prototype
 * .finally and the combinators are the spec's algorithms over the same
 * reactions.  There are no thenables other than native promises (the
 * compiler rejects user objects with a `then` only by typing: a class with a
 * then method is just an object here).
 *
 * A reaction is a small object; when its promise settles, the reaction itself
 * (value and state stored in it) becomes the microtask job, so a job costs no
 * allocation beyond the reaction.  Callbacks from compiled code arrive as
 * adapters the compiler generates with one signature, `rt_value fn(env,
 * rt_value arg)`: the adapter converts the argument to the callback's
 * parameter type, calls it, boxes the result, and catches what it throws, which
 * it reports by returning rt_promise_caught(e) (RT_ABSENT, the exception kept
 * aside), since C cannot catch.
 *
 * Async functions are LLVM coroutines (backend/codegen.c "async functions").
 * Their frame is a GC object of kind RT_KIND_FRAME: an rt_env header, three
 * words the runtime uses (the awaited result, its state, the function's
 * promise) and then LLVM's frame, whose first word is the resume function.
 * The collector scans every word of it conservatively.  An awaiting frame is
 * referenced only by the reaction on the promise it awaits, so an async call
 * waiting on a promise nobody can settle is garbage, as in JavaScript.
 *
 * Unhandled rejections: a promise rejected while it has no handler joins a
 * list; attaching a handler later removes it.  When the microtask queue has
 * been drained (Node's processPromiseRejections, after every macrotask and
 * after the main module), a promise still on the list ends the program as
 * Node's default mode (`--unhandled-rejections=throw`) does: the reason is
 * printed to stderr and the exit status is 1.
 */
#define _GNU_SOURCE
#include "loop_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { P_STATE, P_VALUE, P_HEAD, P_TAIL, P_HANDLED, P_LOCKED, P_NSLOTS };
enum { PENDING, FULFILLED, REJECTED };

RT__STATIC_STR(s_promise, "Promise");
static const uint8_t promise_types[P_NSLOTS] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                                RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const rt_str *const promise_names[P_NSLOTS] = {NULL, NULL, NULL, NULL, NULL, NULL};
static const uint64_t promise_refs[1] = {1u << P_VALUE | 1u << P_HEAD | 1u << P_TAIL};
const rt_class rt__promise_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_promise),
                                    .size = 16 + 8 * P_NSLOTS, .nslots = P_NSLOTS, .refs = promise_refs,
                                    .slot_names = promise_names, .slot_types = promise_types};

/* Reactions.  A: a handler (adapter closure), a frame, or a combinator's
 * state; B: the rejection handler; D: the promise it settles (or NULL). */
enum { R_NEXT, R_KIND, R_A, R_B, R_D, R_INDEX, R_VALUE, R_STATE, R_NSLOTS };
enum {
  K_THEN,       /* then(A, B) into D */
  K_AWAIT,      /* resumes frame A */
  K_FORWARD,    /* settles D as its promise settled (resolving with a promise) */
  K_FINALLY,    /* finally(A) into D */
  K_FIN_VALUE,  /* finally's second step: A's promise settled; B holds the original value */
  K_ALL,        /* Promise.all element INDEX of state A */
  K_ALL_SETTLED,
  K_ANY,
  K_RESOLVE_JOB, /* not a reaction: the job that makes promise A follow promise B into D */
  K_AGEN_RETURN  /* async generator A's awaited return(v) value settled */
};
RT__STATIC_STR(s_reaction, "PromiseReaction");
static const uint8_t reaction_types[R_NSLOTS] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                                 RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const rt_str *const reaction_names[R_NSLOTS] = {NULL};
static const uint64_t reaction_refs[1] = {1u << R_NEXT | 1u << R_A | 1u << R_B | 1u << R_D | 1u << R_VALUE};
static const rt_class reaction_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_reaction),
                                        .size = 16 + 8 * R_NSLOTS, .nslots = R_NSLOTS, .refs = reaction_refs,
                                        .slot_names = reaction_names, .slot_types = reaction_types};

/* A combinator's state: the result promise, the values array, how many are
 * still pending (+1 while the input is being walked, as in the spec). */
enum { C_PROMISE, C_VALUES, C_LEFT, C_NSLOTS };
RT__STATIC_STR(s_comb, "PromiseCombinator");
static const uint8_t comb_types[C_NSLOTS] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const rt_str *const comb_names[C_NSLOTS] = {NULL};
static const uint64_t comb_refs[1] = {1u << C_PROMISE | 1u << C_VALUES};
static const rt_class comb_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_comb),
                                    .size = 16 + 8 * C_NSLOTS, .nslots = C_NSLOTS, .refs = comb_refs,
                                    .slot_names = comb_names, .slot_types = comb_types};

static inline rt_object *ref(const rt_object *o, uint32_t i) { return rt__slot_ptr(o, i); }
static inline void set_ref(rt_object *o, uint32_t i, const void *p) { rt__slot_set_ptr(o, i, p); }

bool rt_promise_is(rt_value v) {
  uint64_t tag = v >> RT_TAG_SHIFT;
  if (tag != RT_TAG_OBJECT) return false;
  rt_object *o = rt_unbox_object(v);
  return o && rt_heap_kind(o) == RT_KIND_OBJECT && o->cls == &rt__promise_class;
}

rt_object *rt_promise_new(void) {
  rt_object *p = rt_object_new(&rt__promise_class);
  p->slots[P_VALUE] = RT_UNDEFINED;
  return p;
}

/* ---- unhandled rejections ------------------------------------------------------- */

static _Thread_local struct {
  uint64_t *w; /* rejected promises without a handler (0 = removed), a GC root range */
  uint32_t n, cap;
} unhandled;

static void report_unhandled(rt_value reason) {
  rt__out_flush(&rt__stdout);
  char buf[4096];
  rt__out err = {buf, 0, sizeof buf, 2};
  if (reason >> RT_TAG_SHIFT == RT_TAG_OBJECT && rt__is_error(rt_unbox_object(reason))) {
    rt__inspect(&err, reason, 2, false);
  } else {
    static const char head[] =
        "[UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a "
        "catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the "
        "reason \"";
    rt__out_bytes(&err, head, sizeof head - 1);
    if (rt__is_string(reason)) {
      const rt_str *t = rt__flat(rt_unbox_string(reason));
      rt__out_str(&err, t, 0, t->len);
    } else {
      rt__inspect(&err, reason, 2, false);
    }
    static const char tail[] = "\".] {\n  code: 'ERR_UNHANDLED_REJECTION'\n}";
    rt__out_bytes(&err, tail, sizeof tail - 1);
  }
  rt__out_bytes(&err, "\n", 1);
  rt__out_flush(&err);
  rt_exit(1);
}

/* Unhandled rejections go to process.on('unhandledRejection') listeners
 * when the program has some (process.c), else end the program as Node does.
 * (A listener that rejects another promise appends it: seen in this pass.) */
static void check_unhandled(rt__loop *l) {
  (void)l;
  for (uint32_t i = 0; i < unhandled.n; i++) {
    rt_object *p = (rt_object *)(uintptr_t)unhandled.w[i];
    if (p && !p->slots[P_HANDLED] && !rt__process_unhandled_rejection(p->slots[P_VALUE], p))
      report_unhandled(p->slots[P_VALUE]);
  }
  memset(unhandled.w, 0, unhandled.n * sizeof *unhandled.w);
  unhandled.n = 0;
}

static void track_rejection(rt_object *p) {
  if (unhandled.n == unhandled.cap) {
    uint32_t cap = unhandled.cap ? unhandled.cap * 2 : 16;
    uint64_t *w = calloc(cap, sizeof *w);
    if (!w) rt__oom(cap * sizeof *w);
    if (unhandled.w) {
      memcpy(w, unhandled.w, unhandled.n * sizeof *w);
      rt_gc_root_remove(unhandled.w);
      free(unhandled.w);
    }
    rt_gc_root_add(w, cap);
    unhandled.w = w;
    unhandled.cap = cap;
    rt__loop_state()->after_drain = check_unhandled;
  }
  unhandled.w[unhandled.n++] = (uint64_t)(uintptr_t)p;
}

static void untrack_rejection(rt_object *p) {
  for (uint32_t i = 0; i < unhandled.n; i++)
    if (unhandled.w[i] == (uint64_t)(uintptr_t)p) unhandled.w[i] = 0;
}

/* ---- settling ------------------------------------------------------------------- */

static void run_job(void *env);

static void enqueue(rt_object *r, uint64_t state, rt_value v) {
  r->slots[R_STATE] = state;
  r->slots[R_VALUE] = v;
  set_ref(r, R_NEXT, NULL);
  rt__microtask_c(run_job, r);
}

static void settle(rt_object *p, uint64_t state, rt_value v) {
  if (p->slots[P_STATE] != PENDING) return;
  p->slots[P_STATE] = state;
  p->slots[P_VALUE] = v;
  rt_object *r = ref(p, P_HEAD);
  set_ref(p, P_HEAD, NULL);
  set_ref(p, P_TAIL, NULL);
  while (r) {
    rt_object *next = ref(r, R_NEXT);
    enqueue(r, state, v);
    r = next;
  }
  if (state == REJECTED && !p->slots[P_HANDLED]) track_rejection(p);
}

static void reject(rt_object *p, rt_value reason) { settle(p, REJECTED, reason); }

static rt_object *reaction_new(uint64_t kind, const void *a, const void *b, rt_object *d) {
  rt_object *r = rt_object_new(&reaction_class);
  r->slots[R_KIND] = kind;
  set_ref(r, R_A, a);
  set_ref(r, R_B, b);
  set_ref(r, R_D, d);
  r->slots[R_VALUE] = RT_UNDEFINED;
  return r;
}

/* PerformPromiseThen: the reaction runs (as a job) once p settles. */
static void perform_then(rt_object *p, rt_object *r) {
  uint64_t st = p->slots[P_STATE];
  if (st == PENDING) {
    rt_object *tail = ref(p, P_TAIL);
    if (tail) set_ref(tail, R_NEXT, r);
    else set_ref(p, P_HEAD, r);
    set_ref(p, P_TAIL, r);
  } else {
    if (st == REJECTED && !p->slots[P_HANDLED]) untrack_rejection(p);
    enqueue(r, st, p->slots[P_VALUE]);
  }
  p->slots[P_HANDLED] = 1;
}

/* The promise resolve function: adopts a promise (through a job, as the spec's
 * NewPromiseResolveThenableJob), else fulfils. */
static void resolve(rt_object *p, rt_value v) {
  if (p->slots[P_STATE] != PENDING) return;
  if (rt_promise_is(v)) {
    rt_object *x = rt_unbox_object(v);
    if (x == p) {
      reject(p, rt_box_object(rt_error_new("TypeError", "Chaining cycle detected for promise #<Promise>")));
      return;
    }
    rt_object *job = reaction_new(K_RESOLVE_JOB, x, NULL, p);
    rt__microtask_c(run_job, job);
    return;
  }
  settle(p, FULFILLED, v);
}

/* The resolving functions a constructor's executor gets: only the first call counts. */
void rt_promise_resolve_fn(rt_object *p, rt_value v) {
  if (p->slots[P_LOCKED]) return;
  p->slots[P_LOCKED] = 1;
  resolve(p, v);
}
void rt_promise_reject_fn(rt_object *p, rt_value reason) {
  if (p->slots[P_LOCKED]) return;
  p->slots[P_LOCKED] = 1;
  reject(p, reason);
}

/* ---- handlers from compiled code ---------------------------------------------- */

static _Thread_local rt_value caught;

rt_value rt_promise_caught(rt_value e) {
  caught = e;
  return RT_ABSENT;
}

/* Calls adapter h with v; false (and *out the exception) if it threw. */
static bool call_handler(const rt_closure *h, rt_value v, rt_value *out) {
  rt_value r = ((rt_value(*)(void *, rt_value))h->fn)(h->env, v);
  if (r == RT_ABSENT) {
    *out = caught;
    caught = RT_UNDEFINED;
    return false;
  }
  *out = r;
  return true;
}

static rt_object *promise_resolved(rt_value v) {
  if (rt_promise_is(v)) return rt_unbox_object(v);
  rt_object *p = rt_promise_new();
  settle(p, FULFILLED, v);
  return p;
}

static void comb_element(rt_object *r, uint64_t state, rt_value v);
static void agen_return_settled(rt_object *g, uint64_t state, rt_value v);

static void run_job(void *env) {
  rt_object *r = env;
  uint64_t state = r->slots[R_STATE];
  rt_value v = r->slots[R_VALUE];
  rt_object *d = ref(r, R_D);
  switch (r->slots[R_KIND]) {
  case K_THEN: {
    const rt_closure *h = (const rt_closure *)ref(r, state == FULFILLED ? R_A : R_B);
    if (!h) {
      if (d) settle(d, state, v);
      return;
    }
    rt_value out;
    bool ok = call_handler(h, v, &out);
    if (!d) return;
    if (ok) resolve(d, out);
    else reject(d, out);
    return;
  }
  case K_AWAIT: {
    rt_env *fr = (rt_env *)ref(r, R_A);
    fr->slots[0] = v;
    fr->slots[1] = state;
    void *frame = &fr->slots[3];
    (*(void (**)(void *))frame)(frame);
    return;
  }
  case K_FORWARD: settle(d, state, v); return;
  case K_FINALLY: {
    rt_value out;
    if (!call_handler((const rt_closure *)ref(r, R_A), RT_UNDEFINED, &out)) {
      reject(d, out);
      return;
    }
    /* thenFinally / catchFinally: PromiseResolve(result).then(() => value / throw reason) */
    rt_object *p = promise_resolved(out);
    rt_object *t = rt_promise_new();
    rt_object *r2 = reaction_new(K_FIN_VALUE, NULL, NULL, t);
    r2->slots[R_INDEX] = state;
    r2->slots[R_B] = v; /* a reference slot: holds any value */
    perform_then(p, r2);
    resolve(d, rt_box_object(t));
    return;
  }
  case K_FIN_VALUE:
    if (state == REJECTED) reject(d, v);
    else settle(d, r->slots[R_INDEX], r->slots[R_B]);
    return;
  case K_ALL: case K_ALL_SETTLED: case K_ANY: comb_element(r, state, v); return;
  case K_RESOLVE_JOB: {
    rt_object *x = ref(r, R_A);
    perform_then(x, reaction_new(K_FORWARD, NULL, NULL, d));
    return;
  }
  case K_AGEN_RETURN: agen_return_settled(ref(r, R_A), state, v); return;
  default: return;
  }
}

/* ---- the API ---------------------------------------------------------------------- */

/* Promise.resolve(v), Promise.reject(reason). */
rt_object *rt_promise_resolve(rt_value v) { return promise_resolved(v); }
rt_object *rt_promise_reject(rt_value reason) {
  rt_object *p = rt_promise_new();
  reject(p, reason);
  return p;
}

static void need_promise(const rt_object *p) {
  if (!p) rt_throw_error("TypeError", "Cannot read properties of undefined (reading 'then')");
}

/* p.then(onFulfilled, onRejected): handlers are adapters or undefined. */
rt_object *rt_promise_then(rt_object *p, rt_value on_ful, rt_value on_rej) {
  need_promise(p);
  rt_object *d = rt_promise_new();
  const void *a = rt__is_function(on_ful) ? (const void *)rt_unbox_function(on_ful) : NULL;
  const void *b = rt__is_function(on_rej) ? (const void *)rt_unbox_function(on_rej) : NULL;
  perform_then(p, reaction_new(K_THEN, a, b, d));
  return d;
}

rt_object *rt_promise_catch(rt_object *p, rt_value on_rej) { return rt_promise_then(p, RT_UNDEFINED, on_rej); }

rt_object *rt_promise_finally(rt_object *p, rt_value on_fin) {
  need_promise(p);
  if (!rt__is_function(on_fin)) return rt_promise_then(p, RT_UNDEFINED, RT_UNDEFINED);
  rt_object *d = rt_promise_new();
  perform_then(p, reaction_new(K_FINALLY, rt_unbox_function(on_fin), NULL, d));
  return d;
}

/* new Promise(executor): the compiler calls the executor itself (with
 * resolving closures it makes around rt_promise_resolve_fn/reject_fn). */
rt_object *rt_promise_pending(void) { return rt_promise_new(); }

/* ---- combinators ------------------------------------------------------------------ */

RT__STATIC_STR(s_status, "status");
RT__STATIC_STR(s_value, "value");
RT__STATIC_STR(s_reason, "reason");
RT__STATIC_STR(s_fulfilled, "fulfilled");
RT__STATIC_STR(s_rejected, "rejected");
static const rt_str *const ful_names[2] = {RT__STR(s_status), RT__STR(s_value)};
static const rt_str *const rej_names[2] = {RT__STR(s_status), RT__STR(s_reason)};
static const uint8_t settled_types[2] = {RT_SLOT_STR, RT_SLOT_VALUE};
static const uint64_t settled_refs[1] = {3};
RT__STATIC_STR(s_empty, "");
static const rt_class ful_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_empty),
                                   .size = 16 + 16, .nslots = 2, .refs = settled_refs,
                                   .slot_names = ful_names, .slot_types = settled_types};
static const rt_class rej_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_empty),
                                   .size = 16 + 16, .nslots = 2, .refs = settled_refs,
                                   .slot_names = rej_names, .slot_types = settled_types};

static rt_value settled_record(uint64_t state, rt_value v) {
  rt_object *o = rt_object_new(state == FULFILLED ? &ful_class : &rej_class);
  set_ref(o, 0, state == FULFILLED ? RT__STR(s_fulfilled) : RT__STR(s_rejected));
  o->slots[1] = v;
  return rt_box_object(o);
}

static void comb_done(rt_object *st, uint64_t kind) {
  rt_object *p = ref(st, C_PROMISE);
  rt_array *vals = (rt_array *)ref(st, C_VALUES);
  if (kind == K_ANY) {
    /* the prelude's AggregateError when the program names it (its slot after
       Error's is errors), else an Error named so */
    rt_object *e = rt_error_new("AggregateError", "All promises were rejected");
    if (e->cls->nslots > RT_ERROR_NSLOTS) set_ref(e, RT_ERROR_NSLOTS, vals);
    reject(p, rt_box_object(e));
    return;
  }
  resolve(p, rt_box_object(vals));
}

static void comb_element(rt_object *r, uint64_t state, rt_value v) {
  rt_object *st = ref(r, R_A);
  uint64_t kind = r->slots[R_KIND];
  rt_object *p = ref(st, C_PROMISE);
  if (kind == K_ALL && state == REJECTED) {
    reject(p, v);
    return;
  }
  if (kind == K_ANY && state == FULFILLED) {
    resolve(p, v);
    return;
  }
  if (r->slots[R_INDEX] >> 32) return; /* already called (the spec's alreadyCalled) */
  r->slots[R_INDEX] |= 1ull << 32;
  rt_array *vals = (rt_array *)ref(st, C_VALUES);
  double idx = (double)(uint32_t)r->slots[R_INDEX];
  rt_array_set(vals, idx, kind == K_ALL_SETTLED ? settled_record(state, v) : v);
  if (--st->slots[C_LEFT] == 0) comb_done(st, kind);
}

static rt_object *combinator(rt_array *items, uint64_t kind) {
  rt_object *p = rt_promise_new();
  rt_object *st = rt_object_new(&comb_class);
  set_ref(st, C_PROMISE, p);
  uint32_t n = items ? items->length : 0;
  rt_array *vals = rt_array_create(RT_ELEM_VALUE, rt_box_number((double)n));
  set_ref(st, C_VALUES, vals);
  st->slots[C_LEFT] = 1;
  for (uint32_t i = 0; i < n; i++) {
    rt_value v = rt_array_get(items, i);
    rt_object *x = promise_resolved(v);
    st->slots[C_LEFT]++;
    rt_object *r = reaction_new(kind, st, NULL, NULL);
    r->slots[R_INDEX] = i;
    perform_then(x, r);
  }
  if (--st->slots[C_LEFT] == 0) comb_done(st, kind);
  return p;
}

rt_object *rt_promise_all(rt_array *items) { return combinator(items, K_ALL); }
rt_object *rt_promise_all_settled(rt_array *items) { return combinator(items, K_ALL_SETTLED); }
rt_object *rt_promise_any(rt_array *items) { return combinator(items, K_ANY); }

rt_object *rt_promise_race(rt_array *items) {
  rt_object *p = rt_promise_new();
  uint32_t n = items ? items->length : 0;
  for (uint32_t i = 0; i < n; i++) {
    rt_object *x = promise_resolved(rt_array_get(items, i));
    perform_then(x, reaction_new(K_FORWARD, NULL, NULL, p));
  }
  return p;
}

/* ---- async functions (see backend/codegen.c "async functions") --------------------- */

enum { F_RESULT, F_STATE, F_PROMISE, F_HEADER }; /* words before LLVM's frame */

static rt_env *frame_env(void *frame) { return (rt_env *)((char *)frame - offsetof(rt_env, slots) - 8 * F_HEADER); }

/* A frame of `size` bytes for a new call, with its promise. */
void *rt_async_frame(uint64_t size) {
  uint32_t words = (uint32_t)((size + 7) / 8) + F_HEADER;
  rt_env *e = rt_alloc(RT_KIND_FRAME, sizeof(rt_env) + 8 * (size_t)words);
  e->n = words;
  e->slots[F_RESULT] = RT_UNDEFINED;
  e->slots[F_PROMISE] = (uint64_t)(uintptr_t)rt_promise_new();
  return &e->slots[F_HEADER];
}

rt_object *rt_async_promise(void *frame) { return (rt_object *)(uintptr_t)frame_env(frame)->slots[F_PROMISE]; }

/* Top-level await: the entry module's frame (compared, never followed: it
 * may be garbage by the time the loop ends) and whether it has finished. */
static _Thread_local const void *main_frame;
static _Thread_local bool main_done;

void rt_async_main(void *frame) { main_frame = frame; }

bool rt_async_main_unsettled(void) { return main_frame && !main_done; }

void rt_async_resolve(void *frame, rt_value v) {
  if (frame == main_frame) main_done = true;
  resolve(rt_async_promise(frame), v);
}
void rt_async_reject(void *frame, rt_value e) {
  if (frame == main_frame) main_done = true;
  reject(rt_async_promise(frame), e);
}

/* `await v`: the frame resumes in a later job; rt_async_result then gives
 * the value or throws the reason. */
void rt_async_await(void *frame, rt_value v) {
  rt_env *e = frame_env(frame);
  perform_then(promise_resolved(v), reaction_new(K_AWAIT, e, NULL, NULL));
}

rt_value rt_async_result(void *frame) {
  rt_env *e = frame_env(frame);
  rt_value v = e->slots[F_RESULT];
  uint64_t st = e->slots[F_STATE];
  e->slots[F_RESULT] = RT_UNDEFINED;
  if (st == REJECTED) rt_throw(v);
  return v;
}

/* ---- async generators (see backend/codegen.c "async generators") ------------------
 *
 * The spec's AsyncGenerator objects: the body is a coroutine whose frame has
 * an async function's layout (so await works unchanged), with the generator
 * object in the frame's promise word.  The object holds the request queue
 * (next/return/throw calls not yet answered: reactions reused as records,
 * R_KIND the completion kind, R_VALUE its value, R_D the promise to settle),
 * its state, and the completion the body resumes with.  A return
 * completion at a yield unwinds the body as an exception (RT_ABSENT, which
 * catch clauses in an async generator rethrow) after awaiting its value, so
 * finally blocks run; rt_agen_fail turns it back into a return. */

enum { AG_FRAME, AG_STATE, AG_HEAD, AG_TAIL, AG_MODE, AG_SENT, AG_RETVAL, AG_NSLOTS };
enum { AG_START, AG_SUSPENDED, AG_RUNNING, AG_DRAINING, AG_DONE };
enum { C_NORMAL, C_THROW, C_RETURN };

RT__STATIC_STR(s_agen, "Object [AsyncGenerator]");
static const uint8_t agen_types[AG_NSLOTS] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                              RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const rt_str *const agen_names[AG_NSLOTS] = {NULL};
static const uint64_t agen_refs[1] = {1u << AG_FRAME | 1u << AG_HEAD | 1u << AG_TAIL | 1u << AG_SENT | 1u << AG_RETVAL};
static const rt_class agen_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_agen),
                                    .size = 16 + 8 * AG_NSLOTS, .nslots = AG_NSLOTS, .refs = agen_refs,
                                    .slot_names = agen_names, .slot_types = agen_types};

void *rt_agen_frame(uint64_t size) {
  uint32_t words = (uint32_t)((size + 7) / 8) + F_HEADER;
  rt_env *e = rt_alloc(RT_KIND_FRAME, sizeof(rt_env) + 8 * (size_t)words);
  e->n = words;
  e->slots[F_RESULT] = RT_UNDEFINED;
  return &e->slots[F_HEADER];
}

rt_object *rt_agen_object(void *frame) {
  rt_env *e = frame_env(frame);
  rt_object *g = rt_object_new(&agen_class);
  set_ref(g, AG_FRAME, e);
  g->slots[AG_STATE] = AG_START;
  g->slots[AG_SENT] = RT_UNDEFINED;
  g->slots[AG_RETVAL] = RT_UNDEFINED;
  e->slots[F_PROMISE] = (uint64_t)(uintptr_t)g;
  return g;
}

static rt_object *agen_of_frame(void *frame) { return (rt_object *)(uintptr_t)frame_env(frame)->slots[F_PROMISE]; }

static void agen_enqueue(rt_object *g, uint64_t kind, rt_value v, rt_object *p) {
  rt_object *r = reaction_new(kind, NULL, NULL, p);
  r->slots[R_VALUE] = v;
  rt_object *tail = ref(g, AG_TAIL);
  if (tail) set_ref(tail, R_NEXT, r);
  else set_ref(g, AG_HEAD, r);
  set_ref(g, AG_TAIL, r);
}

/* AsyncGeneratorCompleteStep: settles the oldest request's promise. */
static void agen_complete(rt_object *g, bool thrown, rt_value v, bool done) {
  rt_object *r = ref(g, AG_HEAD);
  if (!r) return;
  rt_object *next = ref(r, R_NEXT);
  set_ref(g, AG_HEAD, next);
  if (!next) set_ref(g, AG_TAIL, NULL);
  rt_object *p = ref(r, R_D);
  if (thrown) reject(p, v);
  else resolve(p, rt_box_object(rt__iter_result(v, done)));
}

static void agen_resume(rt_object *g, uint64_t mode, rt_value v) {
  g->slots[AG_STATE] = AG_RUNNING;
  g->slots[AG_MODE] = mode;
  g->slots[AG_SENT] = v;
  rt_env *e = (rt_env *)ref(g, AG_FRAME);
  void *frame = &e->slots[F_HEADER];
  (*(void (**)(void *))frame)(frame);
}

/* AsyncGeneratorAwaitReturn: the front request is a return(v); v is awaited. */
static void agen_await_return(rt_object *g) {
  rt_object *r = ref(g, AG_HEAD);
  perform_then(promise_resolved(r->slots[R_VALUE]), reaction_new(K_AGEN_RETURN, g, NULL, NULL));
}

/* AsyncGeneratorDrainQueue: the body has finished; answer what waits. */
static void agen_drain(rt_object *g) {
  for (;;) {
    rt_object *r = ref(g, AG_HEAD);
    if (!r) {
      g->slots[AG_STATE] = AG_DONE;
      return;
    }
    if (r->slots[R_KIND] == C_RETURN) {
      g->slots[AG_STATE] = AG_DRAINING;
      agen_await_return(g);
      return;
    }
    if (r->slots[R_KIND] == C_THROW) agen_complete(g, true, r->slots[R_VALUE], true);
    else agen_complete(g, false, RT_UNDEFINED, true);
  }
}

static void agen_return_settled(rt_object *g, uint64_t state, rt_value v) {
  agen_complete(g, state == REJECTED, v, true);
  agen_drain(g);
}

/* yield v (v already awaited): answers the oldest request; the body goes on
 * at once with the next waiting request, else suspends. */
bool rt_agen_yield(void *frame, rt_value v) {
  rt_object *g = agen_of_frame(frame);
  agen_complete(g, false, v, false);
  rt_object *r = ref(g, AG_HEAD);
  if (r) {
    g->slots[AG_MODE] = r->slots[R_KIND];
    g->slots[AG_SENT] = r->slots[R_VALUE];
    return false;
  }
  g->slots[AG_STATE] = AG_SUSPENDED;
  return true;
}

rt_value rt_agen_sent(void *frame) {
  rt_object *g = agen_of_frame(frame);
  rt_value v = g->slots[AG_SENT];
  g->slots[AG_SENT] = RT_UNDEFINED;
  switch (g->slots[AG_MODE]) {
  case C_THROW: rt_throw(v);
  case C_RETURN: g->slots[AG_RETVAL] = v; return RT_ABSENT;
  default: return v;
  }
}

rt_value rt_agen_retval(void *frame) { return agen_of_frame(frame)->slots[AG_RETVAL]; }

_Noreturn void rt_agen_throw_return(void *frame, rt_value v) {
  agen_of_frame(frame)->slots[AG_RETVAL] = v;
  rt_throw(RT_ABSENT);
}

bool rt_agen_is_return(rt_value exc) { return exc == RT_ABSENT; }

void rt_agen_body_return(void *frame, rt_value v) {
  rt_object *g = agen_of_frame(frame);
  g->slots[AG_STATE] = AG_DRAINING;
  agen_complete(g, false, v, true);
  agen_drain(g);
}

void rt_agen_fail(void *frame, rt_value exc) {
  rt_object *g = agen_of_frame(frame);
  g->slots[AG_STATE] = AG_DRAINING;
  if (exc == RT_ABSENT) agen_complete(g, false, g->slots[AG_RETVAL], true);
  else agen_complete(g, true, exc, true);
  agen_drain(g);
}

static rt_object *agen_check(rt_object *g, const char *what) {
  if (!g) {
    char msg[96];
    snprintf(msg, sizeof msg, "Cannot read properties of undefined (reading '%s')", what);
    rt_throw_error("TypeError", msg);
  }
  return g;
}

rt_object *rt_agen_next(rt_object *g, rt_value v) {
  agen_check(g, "next");
  rt_object *p = rt_promise_new();
  uint64_t st = g->slots[AG_STATE];
  if (st == AG_DONE) {
    resolve(p, rt_box_object(rt__iter_result(RT_UNDEFINED, true)));
    return p;
  }
  agen_enqueue(g, C_NORMAL, v, p);
  if (st == AG_START || st == AG_SUSPENDED) agen_resume(g, C_NORMAL, v);
  return p;
}

rt_object *rt_agen_finish(rt_object *g, rt_value v) {
  agen_check(g, "return");
  rt_object *p = rt_promise_new();
  uint64_t st = g->slots[AG_STATE];
  agen_enqueue(g, C_RETURN, v, p);
  if (st == AG_START || st == AG_DONE) {
    g->slots[AG_STATE] = AG_DRAINING;
    agen_await_return(g);
  } else if (st == AG_SUSPENDED) {
    agen_resume(g, C_RETURN, v);
  }
  return p;
}

rt_object *rt_agen_throw(rt_object *g, rt_value v) {
  agen_check(g, "throw");
  rt_object *p = rt_promise_new();
  uint64_t st = g->slots[AG_STATE];
  if (st == AG_START) g->slots[AG_STATE] = st = AG_DONE;
  if (st == AG_DONE) {
    reject(p, v);
    return p;
  }
  agen_enqueue(g, C_THROW, v, p);
  if (st == AG_SUSPENDED) agen_resume(g, C_THROW, v);
  return p;
}

/* for await: the awaited result of next(); done kept for rt_agen_res_done right after. */
static _Thread_local bool res_done;
RT__STATIC_STR(s_done_name, "done");

rt_value rt_agen_res(rt_value res) {
  rt_object *o = rt_unbox_object(res);
  if ((res >> RT_TAG_SHIFT) != RT_TAG_OBJECT || !o) {
    rt_throw_error("TypeError", "Iterator result undefined is not an object");
  }
  res_done = rt_value_truthy(rt__object_get(res, RT__STR(s_done_name)));
  return rt__object_get(res, RT__STR(s_value));
}

bool rt_agen_res_done(rt_value res) {
  (void)res;
  return res_done;
}

rt_object *rt_async_from_sync(rt_value v) {
  rt_object *p = rt_promise_new();
  perform_then(promise_resolved(v), reaction_new(K_THEN, NULL, NULL, p));
  return p;
}
