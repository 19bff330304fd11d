/* store.c - the LMDB-backed compile cache: keys, verified records, stats, LRU eviction. */
#include "cache.h"

#include <errno.h>
#include <lmdb.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <xxhash.h>

#define RECORD_MAGIC 0x0052434Bu /* "KCR\0" */
#define RECORD_HEADER 32
#define INITIAL_MAP (64ull << 20)
#define ATIME_GRANULE 60 /* seconds: coarser access times save write transactions */

/* Threads: one cache may serve many threads (kilnd does).  LMDB allows
 * that with MDB_NOTLS (a read transaction is tied to its txn object, not to
 * the thread).  What LMDB leaves to us: mdb_env_set_mapsize() needs every
 * transaction of this process closed, so each transaction holds map_lock
 * shared and a resize holds it exclusive; and the batched counters below
 * have their own mutex.  A thread must not start a write (cache_put, flush,
 * stats, gc) while it holds a cache_read: the resize would wait for it. */
struct cache {
  MDB_env *env;
  MDB_dbi entries, atime, stats;
  char *dir;
  pthread_rwlock_t map_lock;
  pthread_mutex_t pend_lock;
  /* Reads stay read-only: hits, misses and access times are batched here
   * and written by cache_flush() (and cache_close()) in one transaction. */
  uint64_t pend_hits, pend_misses, pend_corrupt;
  cache_key *touched;
  size_t ntouched, cap_touched;
};

/* Adopts another process's larger map (size 0) or grows ours, with no
 * transaction of this process open.  `seen` is the size the caller's failed
 * transaction ran with: when another thread has grown the map since, the
 * caller just retries. */
static int map_resize(cache *c, size_t seen, int grow) {
  pthread_rwlock_wrlock(&c->map_lock);
  MDB_envinfo info;
  mdb_env_info(c->env, &info);
  int rc = 0;
  if (!grow) rc = mdb_env_set_mapsize(c->env, 0);
  else if (info.me_mapsize == seen) rc = mdb_env_set_mapsize(c->env, info.me_mapsize * 2);
  pthread_rwlock_unlock(&c->map_lock);
  return rc;
}

static int fail(char **err, int code, const char *fmt, ...) {
  if (err) {
    va_list ap;
    va_start(ap, fmt);
    char buf[512];
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    *err = strdup(buf);
  }
  return code < 0 ? code : -EIO;
}

/* ---- keys ------------------------------------------------------------------- */

int cache_keyer_init(cache_keyer *k) {
  XXH3_state_t *s = XXH3_createState();
  if (!s) return -ENOMEM;
  XXH3_128bits_reset(s);
  k->state = s;
  return 0;
}

void cache_keyer_add(cache_keyer *k, const void *data, size_t n) {
  uint64_t len = n;
  XXH3_128bits_update(k->state, &len, sizeof len);
  if (n) XXH3_128bits_update(k->state, data, n);
}

void cache_keyer_add_str(cache_keyer *k, const char *s) { cache_keyer_add(k, s, strlen(s)); }

void cache_keyer_add_u64(cache_keyer *k, uint64_t v) { cache_keyer_add(k, &v, sizeof v); }

cache_key cache_keyer_finish(cache_keyer *k) {
  XXH128_hash_t h = XXH3_128bits_digest(k->state);
  XXH3_freeState(k->state);
  k->state = NULL;
  XXH128_canonical_t canon;
  XXH128_canonicalFromHash(&canon, h);
  cache_key key;
  memcpy(key.bytes, canon.digest, sizeof key.bytes);
  return key;
}

void cache_key_hex(const cache_key *k, char out[33]) {
  for (int i = 0; i < 16; i++) sprintf(out + 2 * i, "%02x", k->bytes[i]);
}

/* ---- environment -------------------------------------------------------------- */

static int mkdirs(const char *path) {
  char buf[4096];
  if (snprintf(buf, sizeof buf, "%s", path) >= (int)sizeof buf) return -ENAMETOOLONG;
  for (char *p = buf + 1; *p; p++) {
    if (*p != '/') continue;
    *p = '\0';
    if (mkdir(buf, 0700) != 0 && errno != EEXIST) return -errno;
    *p = '/';
  }
  if (mkdir(buf, 0700) != 0 && errno != EEXIST) return -errno;
  return 0;
}

static char *default_dir(void) {
  const char *e = getenv("KILN_CACHE_DIR");
  char buf[4096];
  if (e && *e) return strdup(e);
  if ((e = getenv("XDG_CACHE_HOME")) && *e) snprintf(buf, sizeof buf, "%s/kiln", e);
  else if ((e = getenv("HOME")) && *e) snprintf(buf, sizeof buf, "%s/.cache/kiln", e);
  else snprintf(buf, sizeof buf, "/tmp/kiln-cache-%d", (int)getuid());
  return strdup(buf);
}

int cache_open(cache **out, const char *dir, char **err) {
  *out = NULL;
  cache *c = calloc(1, sizeof *c);
  if (!c) return fail(err, -ENOMEM, "out of memory");
  pthread_rwlock_init(&c->map_lock, NULL);
  pthread_mutex_init(&c->pend_lock, NULL);
  c->dir = dir ? strdup(dir) : default_dir();
  int rc = c->dir ? mkdirs(c->dir) : -ENOMEM;
  if (rc < 0) {
    fail(err, rc, "cannot create cache directory %s: %s", c->dir ? c->dir : "?", strerror(-rc));
    goto fail;
  }
  MDB_txn *txn = NULL;
  if ((rc = mdb_env_create(&c->env)) != 0) goto lmdb_fail;
  mdb_env_set_maxdbs(c->env, 4);
  mdb_env_set_maxreaders(c->env, 256);
  /* Start at INITIAL_MAP, or at the file's current size when another
   * process has grown it already (LMDB adopts the larger of the two). */
  mdb_env_set_mapsize(c->env, INITIAL_MAP);
  if ((rc = mdb_env_open(c->env, c->dir, MDB_NOSYNC | MDB_NOTLS, 0600)) != 0) goto lmdb_fail;
  mdb_env_set_userctx(c->env, c); /* cache_read_end finds the cache from its txn */
  /* another process may grow the map between our open and this first
     transaction: adopt its size and try again */
  for (int tries = 0; (rc = mdb_txn_begin(c->env, NULL, 0, &txn)) == MDB_MAP_RESIZED && tries < 8; tries++)
    mdb_env_set_mapsize(c->env, 0);
  if (rc != 0) goto lmdb_fail;
  if ((rc = mdb_dbi_open(txn, "entries", MDB_CREATE, &c->entries)) != 0 ||
      (rc = mdb_dbi_open(txn, "atime", MDB_CREATE, &c->atime)) != 0 ||
      (rc = mdb_dbi_open(txn, "stats", MDB_CREATE, &c->stats)) != 0) {
    mdb_txn_abort(txn);
    goto lmdb_fail;
  }
  if ((rc = mdb_txn_commit(txn)) != 0) goto lmdb_fail;
  *out = c;
  return 0;
lmdb_fail:
  fail(err, -EIO, "cannot open cache %s: %s", c->dir, mdb_strerror(rc));
  rc = -EIO;
fail:
  cache_close(c);
  return rc;
}

void cache_close(cache *c) {
  if (!c) return;
  if (c->env) {
    cache_flush(c, NULL);
    mdb_env_close(c->env);
  }
  free(c->touched);
  free(c->dir);
  pthread_rwlock_destroy(&c->map_lock);
  pthread_mutex_destroy(&c->pend_lock);
  free(c);
}

const char *cache_dir(const cache *c) { return c->dir; }

/* ---- counters ------------------------------------------------------------------ */

static int counter_add(cache *c, MDB_txn *txn, const char *name, uint64_t delta) {
  MDB_val k = {strlen(name), (void *)name}, v;
  uint64_t n = 0;
  if (mdb_get(txn, c->stats, &k, &v) == 0 && v.mv_size == sizeof n) memcpy(&n, v.mv_data, sizeof n);
  n += delta;
  v.mv_size = sizeof n;
  v.mv_data = &n;
  return mdb_put(txn, c->stats, &k, &v, 0);
}

static uint64_t counter_get(cache *c, MDB_txn *txn, const char *name) {
  MDB_val k = {strlen(name), (void *)name}, v;
  uint64_t n = 0;
  if (mdb_get(txn, c->stats, &k, &v) == 0 && v.mv_size == sizeof n) memcpy(&n, v.mv_data, sizeof n);
  return n;
}

/* Runs fn in a write transaction, growing the map and retrying on MDB_MAP_FULL. */
typedef int (*write_fn)(cache *c, MDB_txn *txn, void *arg);

static int with_write(cache *c, write_fn fn, void *arg, char **err) {
  for (int attempt = 0; attempt < 8; attempt++) {
    MDB_txn *txn;
    MDB_envinfo info;
    pthread_rwlock_rdlock(&c->map_lock);
    mdb_env_info(c->env, &info);
    int rc = mdb_txn_begin(c->env, NULL, 0, &txn);
    if (rc == MDB_MAP_RESIZED) {
      pthread_rwlock_unlock(&c->map_lock);
      map_resize(c, 0, 0); /* adopt the size another process set */
      continue;
    }
    if (rc != 0) {
      pthread_rwlock_unlock(&c->map_lock);
      return fail(err, -EIO, "cache: cannot begin a write: %s", mdb_strerror(rc));
    }
    rc = fn(c, txn, arg);
    if (rc == 0) rc = mdb_txn_commit(txn);
    else mdb_txn_abort(txn);
    pthread_rwlock_unlock(&c->map_lock);
    if (rc == 0) return 0;
    if (rc == MDB_MAP_FULL) {
      if (map_resize(c, info.me_mapsize, 1) != 0)
        return fail(err, -ENOSPC, "cache: cannot grow the map beyond %zu bytes", info.me_mapsize);
      continue;
    }
    return fail(err, -EIO, "cache: write failed: %s", mdb_strerror(rc));
  }
  return fail(err, -EIO, "cache: write kept failing");
}

/* ---- get / put ------------------------------------------------------------------ */

static uint64_t now_s(void) { return (uint64_t)time(NULL); }

/* What cache_flush() writes, taken out of the cache under pend_lock. */
typedef struct {
  uint64_t hits, misses, corrupt;
  cache_key *touched;
  size_t ntouched;
} pending;

static int flush(cache *c, MDB_txn *txn, void *p) {
  const pending *pd = p;
  uint64_t t = now_s();
  for (size_t i = 0; i < pd->ntouched; i++) {
    MDB_val k = {sizeof pd->touched[i].bytes, pd->touched[i].bytes}, v = {sizeof t, &t}, old;
    int rc = mdb_get(txn, c->entries, &k, &old) == 0 ? mdb_put(txn, c->atime, &k, &v, 0) : 0;
    if (rc != 0) return rc;
  }
  int rc = 0;
  if (pd->hits && !rc) rc = counter_add(c, txn, "hits", pd->hits);
  if (pd->misses && !rc) rc = counter_add(c, txn, "misses", pd->misses);
  if (pd->corrupt && !rc) rc = counter_add(c, txn, "corrupt", pd->corrupt);
  return rc;
}

int cache_flush(cache *c, char **err) {
  pthread_mutex_lock(&c->pend_lock);
  pending pd = {c->pend_hits, c->pend_misses, c->pend_corrupt, c->touched, c->ntouched};
  c->pend_hits = c->pend_misses = c->pend_corrupt = 0;
  c->touched = NULL;
  c->ntouched = c->cap_touched = 0;
  pthread_mutex_unlock(&c->pend_lock);
  int rc = 0;
  if (pd.hits || pd.misses || pd.ntouched) rc = with_write(c, flush, &pd, err);
  free(pd.touched);
  return rc;
}

/* Called with pend_lock held. */
static void touch_later(cache *c, const cache_key *key) {
  if (c->ntouched == c->cap_touched) {
    size_t cap = c->cap_touched ? c->cap_touched * 2 : 64;
    cache_key *grown = realloc(c->touched, cap * sizeof *grown);
    if (!grown) return; /* an access time is only a hint for eviction */
    c->touched = grown;
    c->cap_touched = cap;
  }
  c->touched[c->ntouched++] = *key;
}

int cache_record_parse(const void *rec, size_t size, uint16_t kind, const void **payload, size_t *payload_size) {
  if (size < RECORD_HEADER) return -1;
  const uint8_t *p = rec;
  uint32_t magic;
  uint16_t version, k;
  uint64_t len, sum;
  memcpy(&magic, p, 4);
  memcpy(&version, p + 4, 2);
  memcpy(&k, p + 6, 2);
  memcpy(&len, p + 8, 8);
  memcpy(&sum, p + 16, 8);
  if (magic != RECORD_MAGIC || version != CACHE_RECORD_VERSION) return -1;
  if (k != kind) return -2; /* a record of another kind: a plain miss */
  if (len != size - RECORD_HEADER) return -1;
  if (XXH3_64bits(p + RECORD_HEADER, len) != sum) return -1;
  *payload = p + RECORD_HEADER;
  *payload_size = len;
  return 0;
}

int cache_get(cache *c, const cache_key *key, uint16_t kind, cache_read *r, char **err) {
  return cache_get_ex(c, key, kind, r, NULL, err);
}

int cache_get_ex(cache *c, const cache_key *key, uint16_t kind, cache_read *r, int *corrupt, char **err) {
  memset(r, 0, sizeof *r);
  if (corrupt) *corrupt = 0;
  MDB_txn *txn;
  pthread_rwlock_rdlock(&c->map_lock); /* held until cache_read_end on a hit */
  int rc = mdb_txn_begin(c->env, NULL, MDB_RDONLY, &txn);
  if (rc == MDB_MAP_RESIZED) {
    pthread_rwlock_unlock(&c->map_lock);
    map_resize(c, 0, 0);
    pthread_rwlock_rdlock(&c->map_lock);
    rc = mdb_txn_begin(c->env, NULL, MDB_RDONLY, &txn);
  }
  if (rc != 0) {
    pthread_rwlock_unlock(&c->map_lock);
    return fail(err, -EIO, "cache: cannot begin a read: %s", mdb_strerror(rc));
  }
  MDB_val k = {sizeof key->bytes, (void *)key->bytes}, v;
  rc = mdb_get(txn, c->entries, &k, &v);
  const void *payload = NULL;
  size_t payload_size = 0;
  int bad = rc == 0 ? cache_record_parse(v.mv_data, v.mv_size, kind, &payload, &payload_size) : 0;
  if (rc == 0 && bad == 0) {
    MDB_val at;
    uint64_t last = 0;
    if (mdb_get(txn, c->atime, &k, &at) == 0 && at.mv_size == sizeof last) memcpy(&last, at.mv_data, sizeof last);
    pthread_mutex_lock(&c->pend_lock);
    if (now_s() - last >= ATIME_GRANULE) touch_later(c, key);
    c->pend_hits++;
    pthread_mutex_unlock(&c->pend_lock);
    r->data = payload;
    r->size = payload_size;
    r->txn = txn;
    return 0;
  }
  mdb_txn_abort(txn);
  pthread_rwlock_unlock(&c->map_lock);
  if (rc != 0 && rc != MDB_NOTFOUND) return fail(err, -EIO, "cache: read failed: %s", mdb_strerror(rc));
  pthread_mutex_lock(&c->pend_lock);
  c->pend_misses++;
  c->pend_corrupt += bad == -1; /* present but failed verification */
  pthread_mutex_unlock(&c->pend_lock);
  if (corrupt) *corrupt = bad == -1;
  return 1;
}

void cache_read_end(cache_read *r) {
  if (r->txn) {
    cache *c = mdb_env_get_userctx(mdb_txn_env(r->txn));
    mdb_txn_abort(r->txn);
    pthread_rwlock_unlock(&c->map_lock);
  }
  memset(r, 0, sizeof *r);
}

typedef struct {
  const cache_key *key;
  uint16_t kind;
  const void *data;
  size_t size;
} put_arg;

static int put(cache *c, MDB_txn *txn, void *p) {
  put_arg *a = p;
  MDB_val k = {sizeof a->key->bytes, (void *)a->key->bytes}, v, old;
  int replaced = mdb_get(txn, c->entries, &k, &old) == 0;
  uint64_t old_size = replaced ? old.mv_size : 0;
  v.mv_size = RECORD_HEADER + a->size;
  int rc = mdb_put(txn, c->entries, &k, &v, MDB_RESERVE);
  if (rc != 0) return rc;
  uint8_t *d = v.mv_data;
  uint32_t magic = RECORD_MAGIC;
  uint16_t version = CACHE_RECORD_VERSION;
  uint64_t len = a->size, sum = XXH3_64bits(a->data, a->size), zero = 0;
  memcpy(d, &magic, 4);
  memcpy(d + 4, &version, 2);
  memcpy(d + 6, &a->kind, 2);
  memcpy(d + 8, &len, 8);
  memcpy(d + 16, &sum, 8);
  memcpy(d + 24, &zero, 8);
  if (a->size) memcpy(d + RECORD_HEADER, a->data, a->size);
  uint64_t t = now_s();
  MDB_val tv = {sizeof t, &t};
  if ((rc = mdb_put(txn, c->atime, &k, &tv, 0)) != 0) return rc;
  if (!replaced && (rc = counter_add(c, txn, "entries", 1)) != 0) return rc;
  return counter_add(c, txn, "bytes", v.mv_size - old_size);
}

int cache_put(cache *c, const cache_key *key, uint16_t kind, const void *data, size_t size, char **err) {
  put_arg a = {key, kind, data, size};
  return with_write(c, put, &a, err);
}

/* ---- stats and eviction --------------------------------------------------------- */

int cache_stats_get(cache *c, cache_stats *s, char **err) {
  memset(s, 0, sizeof *s);
  cache_flush(c, NULL);
  MDB_txn *txn;
  pthread_rwlock_rdlock(&c->map_lock);
  int rc = mdb_txn_begin(c->env, NULL, MDB_RDONLY, &txn);
  if (rc == MDB_MAP_RESIZED) {
    pthread_rwlock_unlock(&c->map_lock);
    map_resize(c, 0, 0);
    pthread_rwlock_rdlock(&c->map_lock);
    rc = mdb_txn_begin(c->env, NULL, MDB_RDONLY, &txn);
  }
  if (rc != 0) {
    pthread_rwlock_unlock(&c->map_lock);
    return fail(err, -EIO, "cache: cannot begin a read: %s", mdb_strerror(rc));
  }
  s->entries = counter_get(c, txn, "entries");
  s->bytes = counter_get(c, txn, "bytes");
  s->hits = counter_get(c, txn, "hits");
  s->misses = counter_get(c, txn, "misses");
  s->corrupt = counter_get(c, txn, "corrupt");
  mdb_txn_abort(txn);
  pthread_rwlock_unlock(&c->map_lock);
  MDB_envinfo info;
  mdb_env_info(c->env, &info);
  s->map_size = info.me_mapsize;
  return 0;
}

typedef struct {
  uint64_t t;
  uint8_t key[16];
} aged;

static int by_age(const void *a, const void *b) {
  const aged *x = a, *y = b;
  return x->t < y->t ? -1 : x->t > y->t;
}

typedef struct {
  uint64_t max_bytes, evicted;
} gc_arg;

static int gc(cache *c, MDB_txn *txn, void *p) {
  gc_arg *a = p;
  uint64_t bytes = counter_get(c, txn, "bytes");
  if (bytes <= a->max_bytes) return 0;
  MDB_cursor *cur;
  int rc = mdb_cursor_open(txn, c->atime, &cur);
  if (rc != 0) return rc;
  size_t n = 0, cap = 1024;
  aged *all = malloc(cap * sizeof *all);
  MDB_val k, v;
  for (rc = mdb_cursor_get(cur, &k, &v, MDB_FIRST); rc == 0 && all; rc = mdb_cursor_get(cur, &k, &v, MDB_NEXT)) {
    if (k.mv_size != 16 || v.mv_size != 8) continue;
    if (n == cap) {
      aged *grown = realloc(all, (cap *= 2) * sizeof *all);
      if (!grown) break;
      all = grown;
    }
    memcpy(&all[n].t, v.mv_data, 8);
    memcpy(all[n].key, k.mv_data, 16);
    n++;
  }
  mdb_cursor_close(cur);
  if (!all) return ENOMEM;
  rc = 0;
  qsort(all, n, sizeof *all, by_age);
  for (size_t i = 0; i < n && bytes > a->max_bytes; i++) {
    MDB_val key = {16, all[i].key}, val;
    if (mdb_get(txn, c->entries, &key, &val) == 0) {
      bytes -= val.mv_size;
      if ((rc = mdb_del(txn, c->entries, &key, NULL)) != 0 ||
          (rc = counter_add(c, txn, "entries", (uint64_t)-1)) != 0 ||
          (rc = counter_add(c, txn, "bytes", (uint64_t)0 - val.mv_size)) != 0)
        break;
      a->evicted++;
    }
    mdb_del(txn, c->atime, &key, NULL);
  }
  free(all);
  return rc;
}

int cache_gc(cache *c, uint64_t max_bytes, uint64_t *evicted, char **err) {
  gc_arg a = {max_bytes, 0};
  int rc = with_write(c, gc, &a, err);
  if (evicted) *evicted = a.evicted;
  return rc;
}
