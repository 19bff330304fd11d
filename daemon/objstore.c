/* objstore.c - object files kept on disk by kilnd between builds (objstore.h). */
#define _GNU_SOURCE
#include "objstore.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct obj {
  struct obj *hnext;
  struct obj *prev, *next; /* LRU, most recent first */
  uint8_t key[16];
  uint64_t size;
  int pins;
} obj;

typedef struct memo {
  struct memo *hnext;
  uint8_t mkey[16], okey[16];
} memo;

#define MEMO_MAX 200000 /* module keys remembered; the table starts over past that */

struct kd_objstore {
  pthread_mutex_t lock;
  char *dir;
  obj **tab;
  size_t ntab, n;
  obj *head, *tail;
  memo **mtab;
  size_t nmtab, nm;
  uint64_t bytes, max_bytes, reused, added, evicted;
  unsigned seq;
};

static uint64_t key_hash(const uint8_t k[16]) {
  uint64_t h;
  memcpy(&h, k, 8); /* keys are XXH3-128 digests: any 8 bytes are uniform */
  return h;
}

static void path_of(const kd_objstore *s, const uint8_t k[16], char *out, size_t cap) {
  char hex[33];
  for (int i = 0; i < 16; i++) sprintf(hex + 2 * i, "%02x", k[i]);
  snprintf(out, cap, "%s/%s.o", s->dir, hex);
}

/* Removes every file in dir (the store keeps no subdirectories). */
static void empty_dir(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    unlinkat(dirfd(d), e->d_name, 0);
  }
  closedir(d);
}

kd_objstore *kd_objstore_open(const char *dir, uint64_t max_bytes) {
  if (mkdir(dir, 0700) != 0 && errno != EEXIST) return NULL;
  struct stat sb;
  if (lstat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode) || sb.st_uid != getuid()) return NULL;
  chmod(dir, 0700);
  empty_dir(dir); /* a crashed daemon's */
  kd_objstore *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->dir = strdup(dir);
  s->ntab = 1024;
  s->tab = calloc(s->ntab, sizeof *s->tab);
  s->nmtab = 4096;
  s->mtab = calloc(s->nmtab, sizeof *s->mtab);
  if (!s->dir || !s->tab || !s->mtab) {
    free(s->dir);
    free(s->tab);
    free(s->mtab);
    free(s);
    return NULL;
  }
  s->max_bytes = max_bytes;
  pthread_mutex_init(&s->lock, NULL);
  return s;
}

static void memo_clear(kd_objstore *s) {
  for (size_t i = 0; i < s->nmtab; i++)
    for (memo *m = s->mtab[i], *nx; m; m = nx) {
      nx = m->hnext;
      free(m);
    }
  memset(s->mtab, 0, s->nmtab * sizeof *s->mtab);
  s->nm = 0;
}

void kd_objstore_close(kd_objstore *s) {
  if (!s) return;
  for (obj *o = s->head, *nx; o; o = nx) {
    nx = o->next;
    free(o);
  }
  memo_clear(s);
  empty_dir(s->dir);
  rmdir(s->dir);
  free(s->tab);
  free(s->mtab);
  free(s->dir);
  pthread_mutex_destroy(&s->lock);
  free(s);
}

int kd_objstore_memo_get(kd_objstore *s, const uint8_t mkey[16], uint8_t okey[16]) {
  int found = 0;
  pthread_mutex_lock(&s->lock);
  for (memo *m = s->mtab[key_hash(mkey) & (s->nmtab - 1)]; m; m = m->hnext)
    if (!memcmp(m->mkey, mkey, 16)) {
      memcpy(okey, m->okey, 16);
      found = 1;
      break;
    }
  pthread_mutex_unlock(&s->lock);
  return found;
}

void kd_objstore_memo_put(kd_objstore *s, const uint8_t mkey[16], const uint8_t okey[16]) {
  pthread_mutex_lock(&s->lock);
  memo **b = &s->mtab[key_hash(mkey) & (s->nmtab - 1)];
  for (memo *m = *b; m; m = m->hnext)
    if (!memcmp(m->mkey, mkey, 16)) {
      memcpy(m->okey, okey, 16);
      pthread_mutex_unlock(&s->lock);
      return;
    }
  if (s->nm >= MEMO_MAX) memo_clear(s);
  if (s->nm + 1 > s->nmtab * 2) { /* grow: chains stay short */
    size_t nt = s->nmtab * 4;
    memo **t = calloc(nt, sizeof *t);
    if (t) {
      for (size_t i = 0; i < s->nmtab; i++)
        for (memo *m = s->mtab[i], *nx; m; m = nx) {
          nx = m->hnext;
          m->hnext = t[key_hash(m->mkey) & (nt - 1)];
          t[key_hash(m->mkey) & (nt - 1)] = m;
        }
      free(s->mtab);
      s->mtab = t;
      s->nmtab = nt;
    }
    b = &s->mtab[key_hash(mkey) & (s->nmtab - 1)];
  }
  memo *m = malloc(sizeof *m);
  if (m) {
    memcpy(m->mkey, mkey, 16);
    memcpy(m->okey, okey, 16);
    m->hnext = *b;
    *b = m;
    s->nm++;
  }
  pthread_mutex_unlock(&s->lock);
}

static obj *find(kd_objstore *s, const uint8_t k[16]) {
  for (obj *o = s->tab[key_hash(k) & (s->ntab - 1)]; o; o = o->hnext)
    if (!memcmp(o->key, k, 16)) return o;
  return NULL;
}

static void lru_unlink(kd_objstore *s, obj *o) {
  if (o->prev) o->prev->next = o->next;
  else s->head = o->next;
  if (o->next) o->next->prev = o->prev;
  else s->tail = o->prev;
  o->prev = o->next = NULL;
}

static void lru_push(kd_objstore *s, obj *o) {
  o->next = s->head;
  o->prev = NULL;
  if (s->head) s->head->prev = o;
  s->head = o;
  if (!s->tail) s->tail = o;
}

char *kd_objstore_get(kd_objstore *s, const uint8_t okey[16]) {
  size_t cap = strlen(s->dir) + 40;
  char *path = malloc(cap);
  if (!path) return NULL;
  path_of(s, okey, path, cap);
  pthread_mutex_lock(&s->lock);
  obj *o = find(s, okey);
  struct stat sb;
  if (o && (stat(path, &sb) != 0 || (uint64_t)sb.st_size != o->size) && o->pins == 0) {
    /* removed or changed behind our back: forget it (the build writes it again) */
    lru_unlink(s, o);
    for (obj **p = &s->tab[key_hash(o->key) & (s->ntab - 1)]; *p; p = &(*p)->hnext)
      if (*p == o) {
        *p = o->hnext;
        break;
      }
    s->bytes -= o->size;
    s->n--;
    free(o);
    o = NULL;
  }
  if (o) {
    o->pins++;
    lru_unlink(s, o);
    lru_push(s, o);
    s->reused++;
  }
  pthread_mutex_unlock(&s->lock);
  if (!o) {
    free(path);
    return NULL;
  }
  return path;
}

char *kd_objstore_tmp(kd_objstore *s) {
  size_t cap = strlen(s->dir) + 40;
  char *path = malloc(cap);
  if (!path) return NULL;
  pthread_mutex_lock(&s->lock);
  unsigned q = s->seq++;
  pthread_mutex_unlock(&s->lock);
  mkdir(s->dir, 0700); /* (in case someone removed it) */
  snprintf(path, cap, "%s/tmp-%u.o", s->dir, q);
  return path;
}

/* Removes unpinned least recently used files until the store is within its
 * bound; called with the lock held. */
static void evict(kd_objstore *s) {
  for (obj *o = s->tail; o && s->bytes > s->max_bytes;) {
    obj *pv = o->prev;
    if (o->pins == 0) {
      char path[PATH_MAX];
      path_of(s, o->key, path, sizeof path);
      unlink(path);
      lru_unlink(s, o);
      for (obj **p = &s->tab[key_hash(o->key) & (s->ntab - 1)]; *p; p = &(*p)->hnext)
        if (*p == o) {
          *p = o->hnext;
          break;
        }
      s->bytes -= o->size;
      s->n--;
      s->evicted++;
      free(o);
    }
    o = pv;
  }
}

char *kd_objstore_adopt(kd_objstore *s, const uint8_t okey[16], const char *tmp) {
  struct stat sb;
  size_t cap = strlen(s->dir) + 40;
  char *path = malloc(cap);
  obj *o = calloc(1, sizeof *o);
  if (!path || !o || stat(tmp, &sb) != 0) {
    free(path);
    free(o);
    unlink(tmp);
    return NULL;
  }
  path_of(s, okey, path, cap);
  pthread_mutex_lock(&s->lock);
  obj *have = find(s, okey);
  if (have) { /* another build put it there meanwhile: the same bytes */
    have->pins++;
    pthread_mutex_unlock(&s->lock);
    free(o);
    unlink(tmp);
    return path;
  }
  if (rename(tmp, path) != 0) {
    pthread_mutex_unlock(&s->lock);
    free(o);
    free(path);
    unlink(tmp);
    return NULL;
  }
  memcpy(o->key, okey, 16);
  o->size = (uint64_t)sb.st_size;
  o->pins = 1;
  if (s->n + 1 > s->ntab * 2) {
    size_t nt = s->ntab * 4;
    obj **t = calloc(nt, sizeof *t);
    if (t) {
      for (size_t i = 0; i < s->ntab; i++)
        for (obj *x = s->tab[i], *nx; x; x = nx) {
          nx = x->hnext;
          x->hnext = t[key_hash(x->key) & (nt - 1)];
          t[key_hash(x->key) & (nt - 1)] = x;
        }
      free(s->tab);
      s->tab = t;
      s->ntab = nt;
    }
  }
  o->hnext = s->tab[key_hash(okey) & (s->ntab - 1)];
  s->tab[key_hash(okey) & (s->ntab - 1)] = o;
  lru_push(s, o);
  s->n++;
  s->bytes += o->size;
  s->added++;
  evict(s);
  pthread_mutex_unlock(&s->lock);
  return path;
}

void kd_objstore_release(kd_objstore *s, const uint8_t okey[16]) {
  pthread_mutex_lock(&s->lock);
  obj *o = find(s, okey);
  if (o && o->pins > 0) o->pins--;
  evict(s);
  pthread_mutex_unlock(&s->lock);
}

void kd_objstore_stats_get(kd_objstore *s, kd_objstore_stats *out) {
  memset(out, 0, sizeof *out);
  if (!s) return;
  pthread_mutex_lock(&s->lock);
  out->files = s->n;
  out->bytes = s->bytes;
  out->max_bytes = s->max_bytes;
  out->reused = s->reused;
  out->added = s->added;
  out->evicted = s->evicted;
  pthread_mutex_unlock(&s->lock);
}
