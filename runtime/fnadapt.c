/* fnadapt.c - one adapter per function for `(...args: any[]) => R` (frontend/check_restfn.inc).
 *
 * A function used where `(...args: any[]) => R` is wanted is called through
 * an adapter closure that the conversion makes.  JavaScript has no such
 * adapter: the function is itself, so `on(e, f)` then `off(e, f)` find the
 * same listener.  rt_fn_adapt keeps the first adapter made for a function
 * (and an adapter code: one per converted signature) and returns it for
 * every later conversion, so that identity holds.  Converting the adapter
 * back to the function's own signature (a stored listener passed to
 * `off(e, fn: Listener<A>)`) gives the function itself (rt_fn_unadapt), so
 * identity holds both ways.  A signature is named by a key string the
 * compiler makes unique in the program (its IR module and type index), so
 * the function is handed back only where it is called exactly as declared.
 * The tables are GC roots: an adapted function lives as long as the program
 * (a listener usually does).
 *
 * Other adapters (a listener declared with fewer or wider parameters than
 * the listener type, check_restfn.inc widen_fn_wrap) are new closures at
 * each conversion, not kept.  Their code is recorded here (rt_fn_wrapper:
 * a set of code addresses, a few per program), and `===` on two different
 * closures (rt_fn_same) looks through any adapter to the function it calls,
 * which is held in its environment's first slot. */
#include <stdlib.h>

#include "rt_internal.h"

typedef struct {
  rt_closure *fn;      /* the function adapted (NULL: empty) */
  void *code;          /* the adapter's code */
  rt_closure *adapter; /* the adapter */
  const rt_str *sig;   /* fn's signature key */
} adapt_entry;

/* tab is keyed by (fn, code); rev by the adapter, for rt_fn_unadapt */
static _Thread_local adapt_entry *tab, *rev;
static _Thread_local size_t cap, used;

static size_t slot_of(const rt_closure *fn, const void *code, size_t mask) {
  uint64_t h = (uint64_t)(uintptr_t)fn * 0x9E3779B97F4A7C15ull ^ (uint64_t)(uintptr_t)code * 0xC2B2AE3D27D4EB4Full;
  return (size_t)(h >> 17) & mask;
}

static void rev_put(adapt_entry *r, size_t mask, adapt_entry e) {
  size_t k = slot_of(e.adapter, NULL, mask);
  while (r[k].adapter) k = (k + 1) & mask;
  r[k] = e;
}

static void grow(void) {
  size_t ncap = cap ? cap * 2 : 64;
  adapt_entry *n = calloc(ncap, sizeof *n), *nr = calloc(ncap, sizeof *nr);
  if (!n || !nr) rt__oom(2 * ncap * sizeof *n);
  for (size_t i = 0; i < cap; i++) {
    if (!tab[i].fn) continue;
    size_t k = slot_of(tab[i].fn, tab[i].code, ncap - 1);
    while (n[k].fn) k = (k + 1) & (ncap - 1);
    n[k] = tab[i];
    rev_put(nr, ncap - 1, tab[i]);
  }
  if (tab) rt_gc_root_remove(tab);
  if (rev) rt_gc_root_remove(rev);
  free(tab);
  free(rev);
  tab = n;
  rev = nr;
  cap = ncap;
  rt_gc_root_add(tab, cap * sizeof *tab / sizeof(uint64_t));
  rt_gc_root_add(rev, cap * sizeof *rev / sizeof(uint64_t));
}

/* The code addresses of adapters (open addressing, never removed) */
static _Thread_local void **codes;
static _Thread_local size_t code_cap, code_used;

static void code_add(void *code) {
  if ((code_used + 1) * 2 > code_cap) {
    size_t ncap = code_cap ? code_cap * 2 : 32;
    void **n = calloc(ncap, sizeof *n);
    if (!n) rt__oom(ncap * sizeof *n);
    for (size_t i = 0; i < code_cap; i++) {
      if (!codes[i]) continue;
      size_t k = slot_of(codes[i], NULL, ncap - 1);
      while (n[k]) k = (k + 1) & (ncap - 1);
      n[k] = codes[i];
    }
    free(codes);
    codes = n;
    code_cap = ncap;
  }
  size_t k = slot_of(code, NULL, code_cap - 1);
  while (codes[k]) {
    if (codes[k] == code) return;
    k = (k + 1) & (code_cap - 1);
  }
  codes[k] = code;
  code_used++;
}

static bool code_is_adapter(const void *code) {
  if (!code_used) return false;
  size_t k = slot_of(code, NULL, code_cap - 1);
  while (codes[k]) {
    if (codes[k] == code) return true;
    k = (k + 1) & (code_cap - 1);
  }
  return false;
}

rt_closure *rt_fn_wrapper(rt_closure *adapter) {
  if (adapter) code_add(adapter->fn);
  return adapter;
}

/* The function f stands for: through adapters to the one they call. */
static const rt_closure *fn_self(const rt_closure *f) {
  for (int depth = 0; f && depth < 64 && code_is_adapter(f->fn); depth++) {
    const rt_env *e = f->env;
    if (!e || e->n < 1) break;
    f = (const rt_closure *)(uintptr_t)e->slots[0];
  }
  return f;
}

bool rt_fn_same(const rt_closure *a, const rt_closure *b) {
  if (a == b) return true;
  if (!code_used || !a || !b) return false;
  return fn_self(a) == fn_self(b);
}

rt_closure *rt_fn_adapt(rt_closure *adapter, rt_closure *fn, const rt_str *sig) {
  if (!fn) return adapter;
  code_add(adapter->fn);
  if ((used + 1) * 2 > cap) grow();
  size_t k = slot_of(fn, adapter->fn, cap - 1);
  while (tab[k].fn) {
    if (tab[k].fn == fn && tab[k].code == adapter->fn) return tab[k].adapter;
    k = (k + 1) & (cap - 1);
  }
  tab[k] = (adapt_entry){fn, adapter->fn, adapter, sig};
  rev_put(rev, cap - 1, tab[k]);
  used++;
  return adapter;
}

rt_closure *rt_fn_unadapt(rt_closure *fallback, rt_closure *g, const rt_str *sig) {
  if (!g || !cap) return fallback;
  size_t k = slot_of(g, NULL, cap - 1);
  while (rev[k].adapter) {
    if (rev[k].adapter == g) return rt_str_equals(rev[k].sig, sig) ? rev[k].fn : fallback;
    k = (k + 1) & (cap - 1);
  }
  return fallback;
}
