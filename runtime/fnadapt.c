/* fnadapt.c - one adapter per function for `(...args: any[]) => R` (frontend/check_restfn.inc).
 *
 * A function used where `(...args: any[]) => R` is wanted is called through
 * an adapter closure that the conversion makes.  JavaScript has no such
 * adapter: the function is itself, so `on(e, f)` then `off(e, f)` find the
 * same listener.  rt_fn_adapt keeps the first adapter made for a function
 * (and an adapter code: one per converted signature) and returns it for
 * every later conversion, so that identity holds.  The table is a GC root:
 * an adapted function lives as long as the program (a listener usually
 * does). */
#include <stdlib.h>

#include "rt_internal.h"

typedef struct {
  rt_closure *fn;      /* the function adapted (NULL: empty) */
  void *code;          /* the adapter's code */
  rt_closure *adapter; /* the adapter */
} adapt_entry;

static _Thread_local adapt_entry *tab;
static _Thread_local size_t cap, used;

static size_t slot_of(const rt_closure *fn, const void *code, size_t mask) {
  uint64_t h = (uint64_t)(uintptr_t)fn * 0x9E3779B97F4A7C15ull ^ (uint64_t)(uintptr_t)code * 0xC2B2AE3D27D4EB4Full;
  return (size_t)(h >> 17) & mask;
}

static void grow(void) {
  size_t ncap = cap ? cap * 2 : 64;
  adapt_entry *n = calloc(ncap, sizeof *n);
  if (!n) rt__oom(ncap * sizeof *n);
  for (size_t i = 0; i < cap; i++) {
    if (!tab[i].fn) continue;
    size_t k = slot_of(tab[i].fn, tab[i].code, ncap - 1);
    while (n[k].fn) k = (k + 1) & (ncap - 1);
    n[k] = tab[i];
  }
  if (tab) rt_gc_root_remove(tab);
  free(tab);
  tab = n;
  cap = ncap;
  rt_gc_root_add(tab, cap * sizeof *tab / sizeof(uint64_t));
}

rt_closure *rt_fn_adapt(rt_closure *adapter, rt_closure *fn) {
  if (!fn) return adapter;
  if ((used + 1) * 2 > cap) grow();
  size_t k = slot_of(fn, adapter->fn, cap - 1);
  while (tab[k].fn) {
    if (tab[k].fn == fn && tab[k].code == adapter->fn) return tab[k].adapter;
    k = (k + 1) & (cap - 1);
  }
  tab[k] = (adapt_entry){fn, adapter->fn, adapter};
  used++;
  return adapter;
}
