/* cache.h - the compile cache: bytes stored under 128-bit content keys in LMDB.
 *
 * The cache knows nothing of TypeScript.  A key is the XXH3-128 hash of a
 * canonical encoding of everything that determines an entry (the caller
 * builds it with cache_keyer); a value is a record:
 *
 *   offset  size  field
 *   0       4     magic "KCR\0"
 *   4       2     record version (CACHE_RECORD_VERSION)
 *   6       2     kind (the caller's: typed IR, object, executable, ...)
 *   8       8     payload length in bytes
 *   16      8     XXH3-64 of the payload
 *   24      8     reserved (0)
 *   32      ...   payload
 *
 * A record whose magic, version, kind, length or checksum does not match is a
 * miss: it is counted as corrupt and the caller recompiles and overwrites it.
 * Nothing unverified is ever handed out.
 *
 * Storage: one LMDB environment (a directory) with three databases:
 * "entries" (key -> record), "atime" (key -> u64 last use, seconds, updated
 * at most once a minute per entry) and "stats" (counter name -> u64).  The map
 * grows when full.  Many processes may share one cache: LMDB serialises
 * writers and readers never block.  The environment is opened with
 * MDB_NOSYNC: a crash of the machine may lose recent entries (it is a cache),
 * a killed process loses nothing committed.
 *
 * Reads are zero-copy: cache_get() returns a pointer into LMDB's read-only
 * map, valid until cache_read_end().  LMDB aligns large values to pages, small
 * ones only to 2 bytes; callers needing 8-byte alignment copy when the
 * pointer is misaligned.
 *
 * Errors: functions return 0 or a negative code, with a message in *err
 * (malloc'd, caller frees) when err is not NULL.
 */
#ifndef KILN_CACHE_H
#define KILN_CACHE_H

#include <stddef.h>
#include <stdint.h>

#define CACHE_RECORD_VERSION 1

typedef struct cache cache;

typedef struct {
  uint8_t bytes[16];
} cache_key;

/* Builds a key from a canonical encoding: each field is added with its
 * length, so ("ab","c") and ("a","bc") give different keys. */
typedef struct {
  void *state; /* XXH3_state_t */
} cache_keyer;

int cache_keyer_init(cache_keyer *k);
void cache_keyer_add(cache_keyer *k, const void *data, size_t n);
void cache_keyer_add_str(cache_keyer *k, const char *s);
void cache_keyer_add_u64(cache_keyer *k, uint64_t v);
cache_key cache_keyer_finish(cache_keyer *k); /* also frees the state */
void cache_key_hex(const cache_key *k, char out[33]);

/* Opens (creating if needed) the cache in dir.  dir NULL means the default:
 * $KILN_CACHE_DIR, else $XDG_CACHE_HOME/kiln, else ~/.cache/kiln. */
int cache_open(cache **c, const char *dir, char **err);
void cache_close(cache *c);
const char *cache_dir(const cache *c);

typedef struct {
  const void *data; /* the payload, verified */
  size_t size;
  void *txn;        /* the read transaction holding it */
} cache_read;

/* 0 and r filled on a verified hit (end with cache_read_end); 1 on a miss
 * (including a corrupt record, which is counted); negative on error. */
int cache_get(cache *c, const cache_key *key, uint16_t kind, cache_read *r, char **err);
void cache_read_end(cache_read *r);
/* cache_get that also says (*corrupt = 1) when a miss was a record present
 * under the key that failed verification (for `kiln build --explain`). */
int cache_get_ex(cache *c, const cache_key *key, uint16_t kind, cache_read *r, int *corrupt, char **err);

/* Writes the batched hit/miss counters and access times (cache_close does too). */
int cache_flush(cache *c, char **err);

int cache_put(cache *c, const cache_key *key, uint16_t kind, const void *data, size_t size, char **err);

/* Verifies one record (the layout above) of `size` bytes at rec, as
 * cache_get() does: 0 with *payload pointing into rec; -2 for a valid
 * header of another kind; -1 for anything else (corrupt). */
int cache_record_parse(const void *rec, size_t size, uint16_t kind, const void **payload, size_t *payload_size);

typedef struct {
  uint64_t entries, bytes;        /* what is stored now */
  uint64_t hits, misses, corrupt; /* counted since the cache was created */
  uint64_t map_size;
} cache_stats;

int cache_stats_get(cache *c, cache_stats *s, char **err);

/* Evicts least recently used entries until the stored bytes are <= max_bytes;
 * *evicted (optional) says how many went. */
int cache_gc(cache *c, uint64_t max_bytes, uint64_t *evicted, char **err);

/* ---- the remote tier (remote.c, in kiln_cache_remote: linked by kilnd only) ----------
 *
 * An HTTP cache behind the local one, in the layout of the Bazel HTTP cache
 * (bazel-remote, nginx with WebDAV, ...), so that machines share entries:
 *
 *   PUT/GET {url}/cas/<sha256 of the bytes>   an entry's payload
 *   PUT/GET {url}/ac/<sha256 of the action>   a REAPI ActionResult whose one
 *                                             output file, named for the
 *                                             entry's kind, has the payload's
 *                                             digest (see remote_proto.h)
 *
 * The action is "kiln remote cache 1", the kind's name and the 16 bytes of
 * the local key: the local key already covers the compiler id and every
 * input.  Nothing read is trusted: the ActionResult must parse and name the
 * kind, and the blob must have the size and SHA-256 it gives, or the entry
 * is a miss with a warning (and a later upload overwrites it).  A transport
 * failure (refused, timed out, an HTTP status other than 200/404 on a read,
 * or a failed write) turns the remote off for the rest of this handle's
 * life, with one warning, so a dead server costs one timeout per build.
 *
 * One handle serves one thread at a time; it keeps its connection alive
 * between requests.  Warnings (*warn, malloc'd, one line without a newline,
 * never the URL's credentials) are for the caller to print.
 */
typedef struct cache_remote cache_remote;

#define CACHE_REMOTE_CONNECT_TIMEOUT_MS 3000
#define CACHE_REMOTE_TIMEOUT_MS 30000
#define CACHE_REMOTE_MAX_BLOB (1ull << 30)

typedef struct {
  const char *url;         /* http://host[:port][/prefix] or https://... */
  int upload;              /* nonzero: cache_remote_put writes */
  long connect_timeout_ms; /* 0: CACHE_REMOTE_CONNECT_TIMEOUT_MS */
  long timeout_ms;         /* for each request in all; 0: CACHE_REMOTE_TIMEOUT_MS */
  const char *proxy;       /* NULL or "": none (the process's environment is never read) */
  const char *no_proxy;
} cache_remote_options;

typedef struct {
  uint64_t hits, misses, uploads, errors;
} cache_remote_stats;

int cache_remote_open(cache_remote **r, const cache_remote_options *o, char **err);
void cache_remote_close(cache_remote *r);

/* 0 and a malloc'd, verified *data of *size bytes on a hit; 1 on a miss. */
int cache_remote_get(cache_remote *r, const cache_key *key, const char *kind_name, void **data, size_t *size,
                     char **warn);

/* Uploads the blob, then the ActionResult naming it (so a reader never finds
 * an action whose blob is not there yet).  0, or -1 (with *warn). */
int cache_remote_put(cache_remote *r, const cache_key *key, const char *kind_name, const void *data, size_t size,
                     int executable, char **warn);

void cache_remote_stats_get(const cache_remote *r, cache_remote_stats *s);

#endif
