/* alloc.c - rt_alloc: a bump allocator over calloc'd chunks (no GC yet, nothing is freed). */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* Blocks are 16-byte aligned, like malloc's, and zero-filled: chunks come from
 * calloc and the bump pointer never reuses memory.  The first chunk is
 * allocated on first use and chunks grow geometrically, so a tiny program
 * touches only a few pages. */
#define ALIGN 16
#define FIRST_CHUNK ((size_t)64 << 10)
#define MAX_CHUNK ((size_t)16 << 20)

static char *cur, *end;
static size_t next_chunk = FIRST_CHUNK;
static void *blocks; /* every chunk and big block, linked through its first word */

_Noreturn void rt__oom(size_t size) {
  rt__out_flush(&rt__stdout);
  char msg[96];
  int n = snprintf(msg, sizeof msg, "kiln: out of memory (allocating %zu bytes)\n", size);
  if (write(2, msg, (size_t)n) < 0) { /* nothing left to report to */ }
  abort();
}

/* A zeroed block of size bytes plus an ALIGN-byte link header. */
static char *block_new(size_t size) {
  void **b = calloc(1, size + ALIGN);
  if (!b) rt__oom(size);
  *b = blocks;
  blocks = b;
  return (char *)b + ALIGN;
}

static void *alloc_slow(size_t size) {
  /* Big blocks get their own allocation so they do not waste chunk space. */
  if (size > next_chunk / 4) return block_new(size);
  char *chunk = block_new(next_chunk);
  cur = chunk + size;
  end = chunk + next_chunk;
  if (next_chunk < MAX_CHUNK) next_chunk *= 2;
  return chunk;
}

void *rt_alloc(size_t size) {
  if (size > (size_t)1 << 46) rt__oom(size);
  size = (size + (ALIGN - 1)) & ~(size_t)(ALIGN - 1);
  if (size == 0) size = ALIGN;
  if (size <= (size_t)(end - cur)) {
    void *p = cur;
    cur += size;
    return p;
  }
  return alloc_slow(size);
}

void *rt__tmp_alloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p) rt__oom(size);
  return p;
}

void rt__tmp_free(void *p) { free(p); }
