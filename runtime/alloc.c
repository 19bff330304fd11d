/* alloc.c - scratch memory outside the heap, and the out-of-memory exit. */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

_Noreturn void rt__oom(size_t size) {
  rt__out_flush(&rt__stdout);
  char msg[96];
  int n = snprintf(msg, sizeof msg, "kiln: out of memory (allocating %zu bytes)\n", size);
  if (write(2, msg, (size_t)n) < 0) { /* nothing left to report to */ }
  abort();
}

/* Scratch blocks hold no references to heap objects: the collector never sees them. */
void *rt__tmp_alloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p) rt__oom(size);
  return p;
}

void rt__tmp_free(void *p) { free(p); }
