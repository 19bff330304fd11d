/* store_test.c - the LMDB cache: round trip, corruption detection, growth, eviction, many processes. */
#include "cache.h"

#include <lmdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <xxhash.h>

#include "kiln_test.h"

static cache_key key_of(const char *a, const char *b) {
  cache_keyer k;
  cache_keyer_init(&k);
  cache_keyer_add_str(&k, a);
  cache_keyer_add_str(&k, b);
  return cache_keyer_finish(&k);
}

/* Flips one byte of the stored payload with raw LMDB, as disk damage would. */
static void corrupt(const char *dir, const cache_key *key) {
  MDB_env *env;
  MDB_txn *txn;
  MDB_dbi dbi;
  mdb_env_create(&env);
  mdb_env_set_maxdbs(env, 4);
  mdb_env_set_mapsize(env, 0);
  CHECK(mdb_env_open(env, dir, 0, 0600) == 0);
  mdb_txn_begin(env, NULL, 0, &txn);
  mdb_dbi_open(txn, "entries", 0, &dbi);
  MDB_val k = {16, (void *)key->bytes}, v;
  CHECK(mdb_get(txn, dbi, &k, &v) == 0);
  uint8_t *copy = malloc(v.mv_size);
  memcpy(copy, v.mv_data, v.mv_size);
  copy[v.mv_size - 1] ^= 0x40;
  MDB_val nv = {v.mv_size, copy};
  mdb_put(txn, dbi, &k, &nv, 0);
  mdb_txn_commit(txn);
  mdb_env_close(env);
  free(copy);
}

int main(void) {
  char dir[] = "/tmp/kiln-store-test-XXXXXX";
  if (!mkdtemp(dir)) return 1;
  char *err = NULL;
  cache *c;
  CHECK(cache_open(&c, dir, &err) == 0);

  /* Keys encode field boundaries. */
  cache_key k1 = key_of("ab", "c"), k2 = key_of("a", "bc");
  CHECK(memcmp(&k1, &k2, sizeof k1) != 0);
  cache_key k1b = key_of("ab", "c");
  CHECK(memcmp(&k1, &k1b, sizeof k1) == 0);

  /* The record decoder alone (cache/store_fuzz.c fuzzes it): a record is
   * handed out only when header, kind, length and checksum all agree. */
  {
    uint8_t rec[32 + 5] = {'K', 'C', 'R', 0, CACHE_RECORD_VERSION, 0, 7, 0, 5};
    memcpy(rec + 32, "bytes", 5);
    uint64_t sum = XXH3_64bits(rec + 32, 5);
    memcpy(rec + 16, &sum, 8);
    const void *p = NULL;
    size_t n = 0;
    CHECK(cache_record_parse(rec, sizeof rec, 7, &p, &n) == 0 && p == rec + 32 && n == 5);
    CHECK(cache_record_parse(rec, sizeof rec, 1, &p, &n) == -2);   /* another kind */
    CHECK(cache_record_parse(rec, sizeof rec - 1, 7, &p, &n) == -1); /* length */
    CHECK(cache_record_parse(rec, 31, 7, &p, &n) == -1);             /* no header */
    rec[36] ^= 1;
    CHECK(cache_record_parse(rec, sizeof rec, 7, &p, &n) == -1);     /* checksum */
  }

  cache_read r;
  CHECK(cache_get(c, &k1, 1, &r, &err) == 1); /* miss */
  const char payload[] = "typed IR bytes";
  CHECK(cache_put(c, &k1, 1, payload, sizeof payload, &err) == 0);
  CHECK(cache_get(c, &k1, 1, &r, &err) == 0);
  CHECK(r.size == sizeof payload && memcmp(r.data, payload, r.size) == 0);
  cache_read_end(&r);
  CHECK(cache_get(c, &k1, 2, &r, &err) == 1); /* another kind under the same key is a miss */

  /* A flipped byte is detected, counted and never returned. */
  cache_close(c);
  corrupt(dir, &k1);
  CHECK(cache_open(&c, dir, &err) == 0);
  CHECK(cache_get(c, &k1, 1, &r, &err) == 1);
  CHECK(cache_put(c, &k1, 1, payload, sizeof payload, &err) == 0); /* rewritten */
  CHECK(cache_get(c, &k1, 1, &r, &err) == 0);
  cache_read_end(&r);
  cache_stats st;
  CHECK(cache_stats_get(c, &st, &err) == 0);
  CHECK(st.entries == 1 && st.corrupt == 1 && st.hits == 2 && st.misses == 3);

  /* The map grows past its initial 64 MiB. */
  size_t big = 8u << 20;
  uint8_t *blob = malloc(big);
  for (size_t i = 0; i < big; i++) blob[i] = (uint8_t)(i * 131);
  for (int i = 0; i < 12; i++) {
    char name[16];
    snprintf(name, sizeof name, "blob%d", i);
    cache_key k = key_of("big", name);
    blob[0] = (uint8_t)i;
    CHECK(cache_put(c, &k, 3, blob, big, &err) == 0);
  }
  CHECK(cache_stats_get(c, &st, &err) == 0);
  CHECK(st.entries == 13 && st.map_size > (64u << 20));
  cache_key k5 = key_of("big", "blob5");
  CHECK(cache_get(c, &k5, 3, &r, &err) == 0);
  CHECK(r.size == big && ((const uint8_t *)r.data)[0] == 5 && ((const uint8_t *)r.data)[1] == 131);
  cache_read_end(&r);

  /* Eviction brings the size under the limit. */
  uint64_t evicted = 0;
  CHECK(cache_gc(c, 20u << 20, &evicted, &err) == 0);
  CHECK(cache_stats_get(c, &st, &err) == 0);
  CHECK(st.bytes <= (20u << 20) && evicted >= 10 && st.entries == 13 - evicted);
  cache_close(c);

  /* Four processes writing and reading one cache at once. */
  for (int p = 0; p < 4; p++) {
    if (fork() == 0) {
      cache *cc;
      int bad = cache_open(&cc, dir, NULL) != 0;
      for (int i = 0; i < 200 && !bad; i++) {
        char name[32];
        snprintf(name, sizeof name, "p%d-%d", p, i);
        cache_key k = key_of("proc", name);
        bad |= cache_put(cc, &k, 4, name, strlen(name), NULL) != 0;
        cache_read rr;
        bad |= cache_get(cc, &k, 4, &rr, NULL) != 0 || rr.size != strlen(name) || memcmp(rr.data, name, rr.size);
        cache_read_end(&rr);
      }
      cache_close(cc);
      _exit(bad);
    }
  }
  for (int p = 0; p < 4; p++) {
    int status;
    wait(&status);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  CHECK(cache_open(&c, dir, &err) == 0);
  CHECK(cache_stats_get(c, &st, &err) == 0);
  CHECK(st.entries == 13 - evicted + 800);
  cache_close(c);

  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
  free(blob);
  if (err) fprintf(stderr, "last error: %s\n", err);
  if (failures) {
    fprintf(stderr, "store_test: %d failures\n", failures);
    return 1;
  }
  puts("store_test: ok");
  return 0;
}
