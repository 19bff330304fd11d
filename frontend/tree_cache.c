/* tree_cache.c - parsed modules kept between the builds of one process (kilnd, the Bazel worker), keyed by their bytes. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include "fe_internal.h"

/* A module's tree depends only on its bytes: it is parsed over its own
 * range of the program buffer, starting at a column 0, and its `<` swaps
 * (parse.c) are found inside that range.  What differs from one program
 * buffer to another is only where the range starts (the byte offset and
 * line of the module's first byte, after the modules loaded before it).
 * So an entry holds the tree as parsed at some (base, row), the swap
 * positions relative to base, and the bytes themselves (compared in full on
 * a lookup: no hash collision can serve a wrong tree).  A hit is a shallow
 * copy (ts_tree_copy: tree-sitter's subtrees are immutable and
 * reference-counted with atomic counts, so copies are used on any thread),
 * moved to the new position with one ts_tree_edit that replaces the bytes
 * before the module: every node's offset and row shift, and the nodes come
 * out exactly as a fresh parse at the new position would give them.
 *
 * The cache is bounded by an estimate of the memory it holds (the bytes, the
 * swaps and the tree, counted as FE_TREE_BYTES_PER_SOURCE_BYTE a source byte:
 * mallinfo2 measured 50 bytes a source byte for all of it on the 251 modules
 * of bench/incremental, 1.1 MB of source) and evicts least recently used
 * entries.  Only trees without syntax errors are kept. */

#define FE_TREE_BYTES_PER_SOURCE_BYTE 48

typedef struct tc_entry {
  struct tc_entry *hnext;       /* hash chain */
  struct tc_entry *prev, *next; /* LRU list, most recent first */
  uint64_t h;
  char *src;
  uint32_t len;
  TSTree *tree;
  uint32_t base, row;
  uint32_t *swaps, nswaps;      /* relative to base */
  size_t bytes;
  /* the module's description (compile.c's program_describe), once made */
  char *iface;
  size_t iface_len;
  uint8_t *imp_iface;
  uint32_t nimp;
  int has_desc;
  /* what loading it needs of its bytes (compile.c's scan) */
  fe__mod_scan scan;
  int has_scan;
} tc_entry;

struct fe_tree_cache {
  pthread_mutex_t lock;
  tc_entry **tab;
  size_t ntab, n, bytes, max_bytes;
  tc_entry *head, *tail;
  uint64_t hits, misses, evictions;
};

static __thread fe_tree_cache *tl_cache;
static __thread uint64_t tl_reused, tl_parsed;

fe_tree_cache *fe_tree_cache_new(size_t max_bytes) {
  fe_tree_cache *tc = calloc(1, sizeof *tc);
  if (!tc) return NULL;
  tc->ntab = 256;
  tc->tab = calloc(tc->ntab, sizeof *tc->tab);
  if (!tc->tab) {
    free(tc);
    return NULL;
  }
  pthread_mutex_init(&tc->lock, NULL);
  tc->max_bytes = max_bytes;
  return tc;
}

static void entry_free(tc_entry *e) {
  ts_tree_delete(e->tree);
  free(e->src);
  free(e->swaps);
  free(e->iface);
  free(e->imp_iface);
  free(e->scan.imps);
  free(e);
}

void fe_tree_cache_free(fe_tree_cache *tc) {
  if (!tc) return;
  for (tc_entry *e = tc->head, *nx; e; e = nx) {
    nx = e->next;
    entry_free(e);
  }
  free(tc->tab);
  pthread_mutex_destroy(&tc->lock);
  free(tc);
}

void fe_tree_cache_attach(fe_tree_cache *tc) {
  tl_cache = tc;
  tl_reused = tl_parsed = 0;
}

void fe_tree_cache_counts(uint64_t *reused, uint64_t *parsed) {
  if (reused) *reused = tl_reused;
  if (parsed) *parsed = tl_parsed;
}

void fe_tree_cache_stats_get(fe_tree_cache *tc, fe_tree_cache_stats *out) {
  memset(out, 0, sizeof *out);
  if (!tc) return;
  pthread_mutex_lock(&tc->lock);
  out->entries = tc->n;
  out->bytes = tc->bytes;
  out->max_bytes = tc->max_bytes;
  out->hits = tc->hits;
  out->misses = tc->misses;
  out->evictions = tc->evictions;
  pthread_mutex_unlock(&tc->lock);
}

static void lru_unlink(fe_tree_cache *tc, tc_entry *e) {
  if (e->prev) e->prev->next = e->next;
  else tc->head = e->next;
  if (e->next) e->next->prev = e->prev;
  else tc->tail = e->prev;
  e->prev = e->next = NULL;
}

static void lru_push(fe_tree_cache *tc, tc_entry *e) {
  e->prev = NULL;
  e->next = tc->head;
  if (tc->head) tc->head->prev = e;
  tc->head = e;
  if (!tc->tail) tc->tail = e;
}

static void hash_unlink(fe_tree_cache *tc, tc_entry *e) {
  for (tc_entry **p = &tc->tab[e->h & (tc->ntab - 1)]; *p; p = &(*p)->hnext)
    if (*p == e) {
      *p = e->hnext;
      return;
    }
}

static tc_entry *find(fe_tree_cache *tc, uint64_t h, const char *src, uint32_t len) {
  for (tc_entry *e = tc->tab[h & (tc->ntab - 1)]; e; e = e->hnext)
    if (e->h == h && e->len == len && !memcmp(e->src, src, len)) return e;
  return NULL;
}

/* The tree of bytes [base, base+len) of the program buffer whose line `row`
 * starts at base, from the cache, with its swaps appended to sw; NULL on a
 * miss (or with no cache attached). */
TSTree *fe__tree_cache_get(const char *buf, uint32_t base, uint32_t len, uint32_t row, fe__swaps *sw) {
  fe_tree_cache *tc = tl_cache;
  if (!tc) return NULL;
  const char *src = buf + base;
  uint64_t h = XXH3_64bits(src, len);
  pthread_mutex_lock(&tc->lock);
  tc_entry *e = find(tc, h, src, len);
  if (!e) {
    tc->misses++;
    pthread_mutex_unlock(&tc->lock);
    return NULL;
  }
  if (e->nswaps) {
    uint32_t *np = realloc(sw->pos, (sw->n + e->nswaps) * sizeof *sw->pos);
    if (!np) {
      pthread_mutex_unlock(&tc->lock);
      return NULL;
    }
    sw->pos = np;
  }
  for (uint32_t i = 0; i < e->nswaps; i++) sw->pos[sw->n++] = base + e->swaps[i];
  TSTree *t = ts_tree_copy(e->tree);
  uint32_t base0 = e->base, row0 = e->row;
  lru_unlink(tc, e);
  lru_push(tc, e);
  tc->hits++;
  pthread_mutex_unlock(&tc->lock);
  if (base0 != base || row0 != row) {
    /* the bytes before the module, [0, base0) on rows [0, row0), become [0, base) on rows [0, row) */
    TSInputEdit ed = {0, base0, base, {0, 0}, {row0, 0}, {row, 0}};
    ts_tree_edit(t, &ed);
  }
  tl_reused++;
  return t;
}

/* Keeps a copy of tree, parsed over [base, base+len) at line row, whose swaps
 * are sw->pos[sw0..sw->n). */
void fe__tree_cache_put(const char *buf, uint32_t base, uint32_t len, uint32_t row, TSTree *tree,
                        const fe__swaps *sw, uint32_t sw0) {
  fe_tree_cache *tc = tl_cache;
  tl_parsed++;
  if (!tc || !tree) return;
  size_t bytes = sizeof(tc_entry) + (size_t)len * (1 + FE_TREE_BYTES_PER_SOURCE_BYTE) +
                 (sw->n - sw0) * sizeof(uint32_t);
  if (bytes > tc->max_bytes / 2) return; /* one module would crowd out every other */
  const char *src = buf + base;
  uint64_t h = XXH3_64bits(src, len);
  tc_entry *e = calloc(1, sizeof *e);
  if (!e) return;
  e->src = malloc(len + 1);
  e->nswaps = sw->n - sw0;
  e->swaps = e->nswaps ? malloc(e->nswaps * sizeof *e->swaps) : NULL;
  if (!e->src || (e->nswaps && !e->swaps)) {
    free(e->src);
    free(e->swaps);
    free(e);
    return;
  }
  memcpy(e->src, src, len);
  e->src[len] = 0;
  for (uint32_t i = 0; i < e->nswaps; i++) e->swaps[i] = sw->pos[sw0 + i] - base;
  e->h = h;
  e->len = len;
  e->base = base;
  e->row = row;
  e->bytes = bytes;
  e->tree = ts_tree_copy(tree);
  tc_entry *evicted = NULL; /* freed outside the lock */
  pthread_mutex_lock(&tc->lock);
  if (find(tc, h, src, len)) { /* another thread parsed it too */
    pthread_mutex_unlock(&tc->lock);
    entry_free(e);
    return;
  }
  if (tc->n + 1 > tc->ntab) { /* grow the table: chains stay short */
    size_t nt = tc->ntab * 2;
    tc_entry **tab = calloc(nt, sizeof *tab);
    if (tab) {
      for (size_t i = 0; i < tc->ntab; i++)
        for (tc_entry *x = tc->tab[i], *nx; x; x = nx) {
          nx = x->hnext;
          x->hnext = tab[x->h & (nt - 1)];
          tab[x->h & (nt - 1)] = x;
        }
      free(tc->tab);
      tc->tab = tab;
      tc->ntab = nt;
    }
  }
  e->hnext = tc->tab[h & (tc->ntab - 1)];
  tc->tab[h & (tc->ntab - 1)] = e;
  lru_push(tc, e);
  tc->n++;
  tc->bytes += bytes;
  while (tc->bytes > tc->max_bytes && tc->tail && tc->tail != e) {
    tc_entry *old = tc->tail;
    lru_unlink(tc, old);
    hash_unlink(tc, old);
    tc->n--;
    tc->bytes -= old->bytes;
    tc->evictions++;
    old->next = evicted;
    evicted = old;
  }
  pthread_mutex_unlock(&tc->lock);
  while (evicted) {
    tc_entry *nx = evicted->next;
    entry_free(evicted);
    evicted = nx;
  }
}

/* A module's interface text and imp_iface (fe_module_info), which depend on
 * its bytes alone (its imports, in source order, are its own text's), kept
 * with its tree: 1 and malloc'd copies, or 0. */
int fe__tree_cache_desc_get(const char *src, uint32_t len, uint32_t nimp, char **iface, size_t *iface_len,
                            uint8_t **imp_iface) {
  fe_tree_cache *tc = tl_cache;
  if (!tc) return 0;
  uint64_t h = XXH3_64bits(src, len);
  int ok = 0;
  pthread_mutex_lock(&tc->lock);
  tc_entry *e = find(tc, h, src, len);
  if (e && e->has_desc && e->nimp == nimp) {
    *iface = malloc(e->iface_len + 1);
    *imp_iface = malloc(nimp + 1);
    if (*iface && *imp_iface) {
      memcpy(*iface, e->iface, e->iface_len + 1);
      *iface_len = e->iface_len;
      memcpy(*imp_iface, e->imp_iface, nimp + 1);
      ok = 1;
    } else {
      free(*iface);
      free(*imp_iface);
    }
  }
  pthread_mutex_unlock(&tc->lock);
  return ok;
}

void fe__tree_cache_desc_put(const char *src, uint32_t len, uint32_t nimp, const char *iface, size_t iface_len,
                             const uint8_t *imp_iface) {
  fe_tree_cache *tc = tl_cache;
  if (!tc) return;
  uint64_t h = XXH3_64bits(src, len);
  char *ic = malloc(iface_len + 1);
  uint8_t *ii = malloc(nimp + 1);
  if (!ic || !ii) {
    free(ic);
    free(ii);
    return;
  }
  memcpy(ic, iface, iface_len);
  ic[iface_len] = 0;
  memcpy(ii, imp_iface, nimp + 1);
  pthread_mutex_lock(&tc->lock);
  tc_entry *e = find(tc, h, src, len);
  if (e && !e->has_desc) {
    e->iface = ic;
    e->iface_len = iface_len;
    e->imp_iface = ii;
    e->nimp = nimp;
    e->has_desc = 1;
    e->bytes += iface_len + nimp + 1;
    tc->bytes += iface_len + nimp + 1;
    ic = NULL;
    ii = NULL;
  }
  pthread_mutex_unlock(&tc->lock);
  free(ic);
  free(ii);
}

/* What loading a module needs of its bytes (compile.c's scan), a function
 * of its bytes alone, kept with its tree: 1 and *sc filled (imps malloc'd),
 * or 0. */
int fe__tree_cache_scan_get(const char *src, uint32_t len, fe__mod_scan *sc) {
  fe_tree_cache *tc = tl_cache;
  if (!tc) return 0;
  uint64_t h = XXH3_64bits(src, len);
  int ok = 0;
  pthread_mutex_lock(&tc->lock);
  tc_entry *e = find(tc, h, src, len);
  if (e && e->has_scan) {
    *sc = e->scan;
    sc->imps = malloc((e->scan.nimps ? e->scan.nimps : 1) * sizeof *sc->imps);
    if (sc->imps) {
      memcpy(sc->imps, e->scan.imps, e->scan.nimps * sizeof *sc->imps);
      ok = 1;
    }
  }
  pthread_mutex_unlock(&tc->lock);
  return ok;
}

void fe__tree_cache_scan_put(const char *src, uint32_t len, const fe__mod_scan *sc) {
  fe_tree_cache *tc = tl_cache;
  if (!tc) return;
  uint64_t h = XXH3_64bits(src, len);
  size_t bytes = (sc->nimps ? sc->nimps : 1) * sizeof *sc->imps;
  fe__imp_scan *imps = malloc(bytes);
  if (!imps) return;
  memcpy(imps, sc->imps, sc->nimps * sizeof *imps);
  pthread_mutex_lock(&tc->lock);
  tc_entry *e = find(tc, h, src, len);
  if (e && !e->has_scan) {
    e->scan = *sc;
    e->scan.imps = imps;
    e->has_scan = 1;
    e->bytes += bytes;
    tc->bytes += bytes;
    imps = NULL;
  }
  pthread_mutex_unlock(&tc->lock);
  free(imps);
}
