/* generator.c - generator objects: function* bodies are LLVM coroutines that next() resumes.
 *
 * A generator function is compiled like an async function (backend/codegen.c
 * "generators"): its frame is a GC object of kind RT_KIND_FRAME (scanned
 * conservatively) with a few runtime words before LLVM's frame, whose first
 * word is the resume function.  Calling the function runs the ramp: it
 * allocates the frame (rt_gen_frame), wraps it in a generator object
 * (rt_gen_object) and suspends before the first statement, as JavaScript
 * does.  next() resumes the frame on the C stack of its caller; the body
 * runs to a `yield` (rt_gen_yield stores the value, the coroutine suspends
 * and the resume call returns), to a `return` (rt_gen_return: done), or
 * throws: the coroutine's landing pad hands the exception to rt_gen_fail,
 * and next() rethrows it in its caller once the frame is finished, so no
 * exception unwinds through a suspended coroutine. */
#include "rt_internal.h"
#include "kiln_loop.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

enum { G_VALUE, G_STATE, G_SENT, G_RETURN, G_HEADER }; /* words before LLVM's frame */
enum { S_START, S_SUSPENDED, S_RUNNING, S_DONE, S_FAILED };

static rt_env *gen_env(void *frame) { return (rt_env *)((char *)frame - offsetof(rt_env, slots) - 8 * G_HEADER); }

void *rt_gen_frame(uint64_t size) {
  uint32_t words = (uint32_t)((size + 7) / 8) + G_HEADER;
  rt_env *e = rt_alloc(RT_KIND_FRAME, sizeof(rt_env) + 8 * (size_t)words);
  e->n = words;
  e->slots[G_VALUE] = RT_UNDEFINED;
  e->slots[G_STATE] = S_START;
  e->slots[G_SENT] = RT_UNDEFINED;
  e->slots[G_RETURN] = 0;
  return &e->slots[G_HEADER];
}

/* The generator object: one hidden reference to the frame.  Node prints it
 * as `Object [Generator] {}`. */
RT__STATIC_STR(s_gen_name, "Object [Generator]");
static const uint8_t gen_types[1] = {RT_SLOT_HIDDEN};
static const uint64_t gen_refs[1] = {1};
static const rt_class gen_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_gen_name),
                                   .size = 16 + 8, .nslots = 1, .refs = gen_refs, .slot_types = gen_types};

rt_object *rt_gen_object(void *frame) {
  rt_object *o = rt_object_new(&gen_class);
  o->slots[0] = (uint64_t)(uintptr_t)gen_env(frame);
  return o;
}

void rt_gen_yield(void *frame, rt_value v) { gen_env(frame)->slots[G_VALUE] = v; }

rt_value rt_gen_sent(void *frame) {
  rt_env *e = gen_env(frame);
  rt_value v = e->slots[G_SENT];
  e->slots[G_SENT] = RT_UNDEFINED;
  return v;
}

/* Read by the body right after a yield resumes: return() asked it to
 * finish, so the yield acts as `return sent` (through its finally blocks). */
int32_t rt_gen_returning(void *frame) {
  rt_env *e = gen_env(frame);
  int32_t r = (int32_t)e->slots[G_RETURN];
  e->slots[G_RETURN] = 0;
  return r;
}

void rt_gen_return(void *frame, rt_value v) {
  rt_env *e = gen_env(frame);
  e->slots[G_VALUE] = v;
  e->slots[G_STATE] = S_DONE;
}

void rt_gen_fail(void *frame, rt_value exc) {
  rt_env *e = gen_env(frame);
  e->slots[G_VALUE] = exc;
  e->slots[G_STATE] = S_FAILED;
}

static rt_env *gen_of(const rt_object *g, const char *what) {
  if (!g) {
    char msg[96];
    snprintf(msg, sizeof msg, "Cannot read properties of undefined (reading '%s')", what);
    rt_throw_error("TypeError", msg);
  }
  return (rt_env *)(uintptr_t)g->slots[0];
}

/* Resumes g with `sent` as the value of its pending yield; the value it
 * yields or returns.  *done tells which. */
static rt_value gen_resume(rt_env *e, rt_value sent, bool *done) {
  uint64_t st = e->slots[G_STATE];
  if (st == S_RUNNING) rt_throw_error("TypeError", "Generator is already running");
  if (st == S_DONE) {
    *done = true;
    return RT_UNDEFINED;
  }
  e->slots[G_STATE] = S_RUNNING;
  e->slots[G_SENT] = st == S_START ? RT_UNDEFINED : sent;
  void *frame = &e->slots[G_HEADER];
  (*(void (**)(void *))frame)(frame);
  rt_value v = e->slots[G_VALUE];
  e->slots[G_VALUE] = RT_UNDEFINED;
  switch (e->slots[G_STATE]) {
  case S_RUNNING:
    e->slots[G_STATE] = S_SUSPENDED;
    *done = false;
    return v;
  case S_FAILED: e->slots[G_STATE] = S_DONE; rt_throw(v);
  default: *done = true; return v;
  }
}

/* for...of, spread, Array.from: the next value, and whether the generator
 * has finished (rt_gen_done, right after). */
static _Thread_local bool last_done;

rt_value rt_gen_step(rt_object *g) {
  bool done;
  rt_value v = gen_resume(gen_of(g, "next"), RT_UNDEFINED, &done);
  last_done = done;
  return v; /* done: the return value (what `r = yield* g` gets) */
}

bool rt_gen_done(rt_object *g) {
  (void)g;
  return last_done;
}

/* g.next(v): an IteratorResult { value, done }. */
RT__STATIC_STR(s_value, "value");
RT__STATIC_STR(s_done, "done");
RT__STATIC_STR(s_empty, "");
static const rt_str *const res_names[2] = {RT__STR(s_value), RT__STR(s_done)};
static const uint8_t res_types[2] = {RT_SLOT_VALUE, RT_SLOT_BOOL};
static const uint64_t res_refs[1] = {1};
static const rt_class res_class_ref = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_empty),
                                       .size = 16 + 16, .nslots = 2, .refs = res_refs,
                                       .slot_names = res_names, .slot_types = res_types};

/* An IteratorResult object (async generators' results too). */
rt_object *rt__iter_result(rt_value v, bool done) {
  rt_object *r = rt_object_new(&res_class_ref);
  r->slots[0] = v;
  r->slots[1] = done;
  return r;
}

rt_object *rt_gen_next(rt_object *g, rt_value sent) {
  bool done;
  rt_value v = gen_resume(gen_of(g, "next"), sent, &done);
  rt_object *r = rt_object_new(&res_class_ref);
  r->slots[0] = v;
  r->slots[1] = done;
  return r;
}

/* g.return(v): a generator suspended at a yield resumes there as if the
 * yield were `return v`, so its finally blocks run (one of them may yield
 * again: then { value, done: false }); one not started or finished, or an
 * array's iterator, just finishes.  { value: v, done: true }. */
static void arr_resume(void *frame);
static bool gen_is_array(rt_env *e) {
  void **w = (void **)&e->slots[G_HEADER];
  return w[0] == (void *)arr_resume;
}

static bool gen_finish_hand(rt_env *e, bool closing);
static rt_value gen_finish(rt_env *e, rt_value v, bool *done) {
  uint64_t st = e->slots[G_STATE];
  if (st == S_RUNNING) rt_throw_error("TypeError", "Generator is already running");
  if (gen_finish_hand(e, false)) {
    *done = true;
    return v;
  }
  if (st != S_SUSPENDED || gen_is_array(e)) {
    e->slots[G_STATE] = S_DONE;
    *done = true;
    return v;
  }
  e->slots[G_RETURN] = 1;
  return gen_resume(e, v, done);
}

rt_object *rt_gen_finish(rt_object *g, rt_value v) {
  bool done;
  rt_value r = gen_finish(gen_of(g, "return"), v, &done);
  rt_object *o = rt_object_new(&res_class_ref);
  o->slots[0] = r;
  o->slots[1] = done;
  return o;
}

/* Leaving a for...of (break, return, throw) or an array destructuring with
 * values left: Node calls the iterator's return(). */
static void arr_resume(void *frame);
static void map_resume(void *frame);
void rt_gen_close(rt_object *g) {
  if (!g) return;
  /* an array's or a Map's iterator has no return(): leaving a loop early
     leaves it where it is, and a later loop goes on from there */
  void **w = (void **)&((rt_env *)(uintptr_t)g->slots[0])->slots[G_HEADER];
  if (w[0] == (void *)arr_resume || w[0] == (void *)map_resume) return;
  if (gen_finish_hand((rt_env *)(uintptr_t)g->slots[0], true)) return;
  bool done;
  gen_finish((rt_env *)(uintptr_t)g->slots[0], RT_UNDEFINED, &done);
}

/* const [a, b] = g: the first n values (fewer if g finishes), then g is
 * closed if it has not finished. */
rt_array *rt_gen_take(rt_object *g, double n, double elem) {
  rt_env *e = gen_of(g, "next");
  rt_array *r = rt_array_new((uint32_t)elem, 0);
  for (double i = 0; i < n; i++) {
    bool done;
    rt_value v = gen_resume(e, RT_UNDEFINED, &done);
    if (done) return r;
    rt_array_push(r, v);
  }
  rt_gen_close(g);
  return r;
}

/* [...g], Array.from(g): the rest of g's values in an array of element kind elem. */
rt_array *rt_gen_to_array(rt_object *g, double elem) {
  rt_env *e = gen_of(g, "next");
  rt_array *r = rt_array_new((uint32_t)elem, 0);
  for (;;) {
    bool done;
    rt_value v = gen_resume(e, RT_UNDEFINED, &done);
    if (done) break;
    rt_array_push(r, v);
  }
  return r;
}

/* An array passed where an Iterable<T> is expected (the checker types every
 * iterable as a generator): a generator object whose frame's resume
 * function is C.  The words after the header: the resume function, the
 * array (kept alive by the conservative scan of the frame), the next index.
 * Like JavaScript's array iterator it reads the live length at each step,
 * and holes read as undefined. */
static void arr_resume(void *frame) {
  void **w = frame;
  const rt_array *a = w[1];
  uintptr_t i = (uintptr_t)w[2];
  if (i < a->length) {
    w[2] = (void *)(i + 1);
    rt_gen_yield(frame, rt_array_get(a, (double)i));
  } else {
    rt_gen_return(frame, RT_UNDEFINED);
  }
}

rt_object *rt_gen_from_array(rt_array *a) {
  if (!a) rt_throw_error("TypeError", "undefined is not iterable (cannot read property Symbol(Symbol.iterator))");
  void **w = rt_gen_frame(4 * sizeof(void *));
  w[0] = (void *)arr_resume;
  w[1] = a;
  w[2] = 0;
  w[3] = 0;
  return rt_gen_object(w);
}

/* An array iterator as a value (`a.values()`, `a[Symbol.iterator]()`, the
 * snapshot of `m.keys()`): the same walk, but a loop over it goes on from
 * where it is, as over any iterator, rather than starting again. */
rt_object *rt_gen_array_iterator(rt_array *a) {
  rt_object *g = rt_gen_from_array(a);
  rt_env *e = (rt_env *)(uintptr_t)g->slots[0];
  ((void **)&e->slots[G_HEADER])[3] = (void *)1;
  return g;
}

/* m.keys() / m.values() of a Map or Set as a value: a generator walking the
 * live table by position (rt_map_next), so entries added before the walk
 * reaches them are seen, as with JavaScript's map iterators.  The words
 * after the header: the resume function, the map, the position and the
 * sequence number of the last entry visited (doubles), what to yield
 * (0 keys, 1 values). */
static void map_resume(void *frame) {
  void **w = frame;
  const rt_map *m = w[1];
  double pos, seq;
  memcpy(&pos, &w[2], sizeof pos);
  memcpy(&seq, &w[3], sizeof seq);
  double np = rt_map_next(m, pos, seq);
  if (np < 0) {
    rt_gen_return(frame, RT_UNDEFINED);
    return;
  }
  seq = rt_map_seq(m, np);
  memcpy(&w[2], &np, sizeof np);
  memcpy(&w[3], &seq, sizeof seq);
  rt_gen_yield(frame, w[4] ? rt_map_value_at(m, np) : rt_map_key_at(m, np));
}

rt_object *rt_gen_map_iterator(rt_map *m, double values) {
  if (!m) rt_throw_error("TypeError", "undefined is not iterable (cannot read property Symbol(Symbol.iterator))");
  void **w = rt_gen_frame(5 * sizeof(void *));
  double start = -1, seq = 0;
  w[0] = (void *)map_resume;
  w[1] = m;
  memcpy(&w[2], &start, sizeof start);
  memcpy(&w[3], &seq, sizeof seq);
  w[4] = (void *)(uintptr_t)(values != 0);
  return rt_gen_object(w);
}

/* Iterators and iterables written by hand (an object with next(), a class
 * with [Symbol.iterator]()): a generator whose resume function calls the
 * closure `step` the checker writes for the object's type, (op: number) =>
 * object: op 0 calls next() and answers rt_gen_result(value, !!done); op 1
 * calls return() if the object has one; op 2 (an iterable) calls
 * [Symbol.iterator]() and answers the generator it gives.  The words after
 * the header: the resume function, the closure, then for an iterator
 * whether it has return() (leaving a loop early calls it; without it the
 * iterator stays where it is, like an array's) and whether the last next()
 * threw (the loop it ends does not call return()), for an iterable the
 * generator being walked (made at the first step when nobody called
 * rt_gen_iter). */
typedef rt_object *(*step_fn)(void *env, double op);
static rt_object *step_call(void **w, double op) {
  const rt_closure *f = w[1];
  return ((step_fn)f->fn)(f->env, op);
}

static void iter_resume(void *frame) {
  void **w = frame;
  rt_env *e = gen_env(frame);
  e->slots[G_STATE] = S_SUSPENDED; /* if next() throws, a later next() calls it again */
  w[3] = (void *)1;                  /* ... but the loop it ends does not call return() */
  rt_object *r = step_call(w, 0);
  w[3] = 0;
  if (r->slots[1]) {
    rt_gen_return(frame, r->slots[0]);
  } else {
    e->slots[G_STATE] = S_RUNNING;
    rt_gen_yield(frame, r->slots[0]);
  }
}

static void iterable_resume(void *frame) {
  void **w = frame;
  rt_env *e = gen_env(frame);
  if (!w[2]) w[2] = step_call(w, 2);
  e->slots[G_STATE] = S_SUSPENDED;
  bool done;
  rt_value v = gen_resume(gen_of(w[2], "next"), RT_UNDEFINED, &done);
  if (done) {
    rt_gen_return(frame, v);
  } else {
    e->slots[G_STATE] = S_RUNNING;
    rt_gen_yield(frame, v);
  }
}

rt_object *rt_gen_from_iter(rt_value step, double restartable) {
  void **w = rt_gen_frame(4 * sizeof(void *));
  w[0] = restartable > 1 ? (void *)iterable_resume : (void *)iter_resume;
  w[3] = 0;
  w[1] = (void *)rt_unbox_function(step);
  w[2] = (void *)(uintptr_t)(restartable == 1); /* has return() */
  if (restartable > 1) w[2] = NULL;
  return rt_gen_object(w);
}

rt_object *rt_gen_result(rt_value v, bool done) { return rt__iter_result(v, done); }

/* A hand-written iterator or iterable being finished (return(), a loop left
 * early): 1 when handled here. */
static bool gen_finish_hand(rt_env *e, bool closing) {
  void **w = (void **)&e->slots[G_HEADER];
  if (w[0] == (void *)iter_resume) {
    if (closing && (!w[2] || w[3])) return true; /* no return(), or next() threw: left where it is */
    if (e->slots[G_STATE] == S_SUSPENDED && w[2]) step_call(w, 1);
    e->slots[G_STATE] = S_DONE;
    return true;
  }
  if (w[0] == (void *)iterable_resume) {
    if (w[2] && e->slots[G_STATE] == S_SUSPENDED) {
      if (closing) rt_gen_close(w[2]);
      else rt_gen_finish(w[2], RT_UNDEFINED);
    }
    e->slots[G_STATE] = S_DONE;
    return true;
  }
  return false;
}

/* for...of, spread and Array.from call [Symbol.iterator]() first: a
 * generator returns itself, an array gives a new iterator from its start,
 * an iterable written by hand its [Symbol.iterator](). */
rt_object *rt_gen_iter(rt_object *g) {
  if (!g) return g; /* the step throws */
  rt_env *e = (rt_env *)(uintptr_t)g->slots[0];
  void **w = (void **)&e->slots[G_HEADER];
  if (w[0] == (void *)iterable_resume) return step_call(w, 2);
  if (w[0] != (void *)arr_resume || w[3]) return g;
  return rt_gen_from_array(w[1]);
}

/* Leaving a for await over a sync iterable early (AsyncIteratorClose of the
 * spec's async-from-sync iterator): an array's iterator has no return(), so
 * the promise is already settled (one job to await); a generator is
 * returned and its result passed on one job later (two jobs). */
rt_object *rt_async_from_sync_close(rt_object *g) {
  rt_env *e = (rt_env *)(uintptr_t)g->slots[0];
  void **w = (void **)&e->slots[G_HEADER];
  if (w[0] == (void *)arr_resume) return rt_promise_resolve(rt_box_object(rt__iter_result(RT_UNDEFINED, true)));
  rt_gen_finish(g, RT_UNDEFINED);
  return rt_async_from_sync(RT_UNDEFINED);
}
