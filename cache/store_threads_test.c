/* store_threads_test.c - one cache shared by threads (as in kilnd): puts, gets and flushes at once while the map grows. */
#include "cache.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kiln_test.h"

#define THREADS 4
#define PUTS 8
#define SIZE (3u << 20) /* 4 x 8 x 3 MiB outgrow the initial 64 MiB map */

static cache *shared;
static int bad; /* failures seen by the workers */

static cache_key key_of(int t, int i) {
  cache_keyer k;
  cache_keyer_init(&k);
  cache_keyer_add_u64(&k, (uint64_t)t);
  cache_keyer_add_u64(&k, (uint64_t)i);
  return cache_keyer_finish(&k);
}

/* Each thread writes its entries and reads back all it wrote so far, so
 * reads overlap other threads' writes and the map's growth. */
static void *worker(void *arg) {
  int t = (int)(intptr_t)arg;
  unsigned char *buf = malloc(SIZE);
  if (!buf) {
    __atomic_add_fetch(&bad, 1, __ATOMIC_RELAXED);
    return NULL;
  }
  for (int i = 0; i < PUTS; i++) {
    memset(buf, t * 16 + i, SIZE);
    cache_key k = key_of(t, i);
    if (cache_put(shared, &k, 7, buf, SIZE, NULL) != 0) __atomic_add_fetch(&bad, 1, __ATOMIC_RELAXED);
    for (int j = 0; j <= i; j++) {
      cache_key kj = key_of(t, j);
      cache_read r;
      if (cache_get(shared, &kj, 7, &r, NULL) != 0) {
        __atomic_add_fetch(&bad, 1, __ATOMIC_RELAXED);
        continue;
      }
      const unsigned char *d = r.data;
      if (r.size != SIZE || d[0] != (unsigned char)(t * 16 + j) || d[SIZE - 1] != d[0])
        __atomic_add_fetch(&bad, 1, __ATOMIC_RELAXED);
      cache_read_end(&r);
    }
    if (i % 3 == 0) cache_flush(shared, NULL);
  }
  free(buf);
  return NULL;
}

int main(void) {
  char dir[] = "/tmp/kiln-store-threads-XXXXXX";
  if (!mkdtemp(dir)) return 1;
  CHECK(cache_open(&shared, dir, NULL) == 0);
  pthread_t th[THREADS];
  for (int t = 0; t < THREADS; t++) CHECK(pthread_create(&th[t], NULL, worker, (void *)(intptr_t)t) == 0);
  for (int t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
  CHECK(bad == 0);
  cache_stats s;
  CHECK(cache_stats_get(shared, &s, NULL) == 0);
  CHECK(s.entries == THREADS * PUTS);
  CHECK(s.hits == THREADS * PUTS * (PUTS + 1) / 2); /* every batched counter arrived */
  CHECK(s.map_size > (64u << 20));
  cache_close(shared);
  char path[sizeof dir + 16];
  snprintf(path, sizeof path, "%s/data.mdb", dir);
  unlink(path);
  snprintf(path, sizeof path, "%s/lock.mdb", dir);
  unlink(path);
  rmdir(dir);
  return failures != 0;
}
