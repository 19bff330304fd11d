/* filememo.c - source bytes and output stats remembered by stat (filememo.h). */
#include "filememo.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

typedef struct fm_entry {
  struct fm_entry *next;
  char *path;
  int is_output;
  dev_t dev;
  ino_t ino;
  off_t size;
  struct timespec mtime, ctime;
  char *bytes; /* a source's bytes (len = size), NULL for an output */
  uint8_t key[16]; /* an output's executable key */
} fm_entry;

struct kd_filememo {
  pthread_mutex_t lock;
  fm_entry **tab;
  size_t nbuckets, nentries, bytes, max_bytes;
};

static uint64_t fm_hash(const char *s) {
  uint64_t h = 1469598103934665603ull;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
  return h;
}

kd_filememo *kd_filememo_new(size_t max_bytes) {
  kd_filememo *m = calloc(1, sizeof *m);
  if (!m) return NULL;
  m->nbuckets = 1024;
  m->tab = calloc(m->nbuckets, sizeof *m->tab);
  if (!m->tab) {
    free(m);
    return NULL;
  }
  m->max_bytes = max_bytes;
  pthread_mutex_init(&m->lock, NULL);
  return m;
}

static void fm_clear(kd_filememo *m) {
  for (size_t i = 0; i < m->nbuckets; i++)
    while (m->tab[i]) {
      fm_entry *e = m->tab[i];
      m->tab[i] = e->next;
      free(e->path);
      free(e->bytes);
      free(e);
    }
  m->nentries = m->bytes = 0;
}

void kd_filememo_free(kd_filememo *m) {
  if (!m) return;
  fm_clear(m);
  free(m->tab);
  pthread_mutex_destroy(&m->lock);
  free(m);
}

static fm_entry **fm_slot(kd_filememo *m, const char *path, int is_output) {
  fm_entry **p = &m->tab[fm_hash(path) % m->nbuckets];
  for (; *p; p = &(*p)->next)
    if ((*p)->is_output == is_output && !strcmp((*p)->path, path)) break;
  return p;
}

static void fm_remove(kd_filememo *m, fm_entry **p) {
  fm_entry *e = *p;
  *p = e->next;
  m->bytes -= e->bytes ? (size_t)e->size : 0;
  m->bytes -= strlen(e->path) + sizeof *e;
  m->nentries--;
  free(e->path);
  free(e->bytes);
  free(e);
}

static int same_stat(const fm_entry *e, const struct stat *sb) {
  return e->dev == sb->st_dev && e->ino == sb->st_ino && e->size == sb->st_size &&
         e->mtime.tv_sec == sb->st_mtim.tv_sec && e->mtime.tv_nsec == sb->st_mtim.tv_nsec &&
         e->ctime.tv_sec == sb->st_ctim.tv_sec && e->ctime.tv_nsec == sb->st_ctim.tv_nsec;
}

/* Was sb's last change long enough before `now` (taken before the stat)
 * that a change after the stat would show in its ctime? */
static int settled(const struct stat *sb, const struct timespec *at) {
  struct timespec now = *at;
  long long n = (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
  long long c = (long long)sb->st_ctim.tv_sec * 1000000000LL + sb->st_ctim.tv_nsec;
  long long mt = (long long)sb->st_mtim.tv_sec * 1000000000LL + sb->st_mtim.tv_nsec;
  return n - c > KD_FILEMEMO_RACY_NS && n - mt > KD_FILEMEMO_RACY_NS;
}

/* Adds (or replaces) the record of path; takes bytes.  Under m->lock. */
static void fm_put(kd_filememo *m, const char *path, int is_output, const struct stat *sb, char *bytes,
                   const uint8_t *key) {
  fm_entry **p = fm_slot(m, path, is_output);
  if (*p) fm_remove(m, p);
  size_t cost = strlen(path) + sizeof(fm_entry) + (bytes ? (size_t)sb->st_size : 0);
  if (cost > m->max_bytes) {
    free(bytes);
    return;
  }
  if (m->bytes + cost > m->max_bytes) fm_clear(m);
  fm_entry *e = calloc(1, sizeof *e);
  char *pc = strdup(path);
  if (!e || !pc) {
    free(e);
    free(pc);
    free(bytes);
    return;
  }
  e->path = pc;
  e->is_output = is_output;
  e->dev = sb->st_dev;
  e->ino = sb->st_ino;
  e->size = sb->st_size;
  e->mtime = sb->st_mtim;
  e->ctime = sb->st_ctim;
  e->bytes = bytes;
  if (key) memcpy(e->key, key, 16);
  p = fm_slot(m, path, is_output);
  *p = e;
  m->bytes += cost;
  m->nentries++;
}

/* Reads an open file of sb.st_size bytes (or more, if it grows meanwhile). */
static char *fm_read_fd(int fd, size_t hint, size_t *len) {
  size_t cap = hint + 4096, n = 0;
  char *buf = malloc(cap + 1);
  if (!buf) {
    errno = ENOMEM;
    return NULL;
  }
  for (;;) {
    if (n == cap) {
      char *q = realloc(buf, cap * 2 + 1);
      if (!q) {
        free(buf);
        errno = ENOMEM;
        return NULL;
      }
      buf = q;
      cap *= 2;
    }
    ssize_t got = read(fd, buf + n, cap - n);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      int e = errno;
      free(buf);
      errno = e;
      return NULL;
    }
    if (got == 0) break;
    n += (size_t)got;
  }
  buf[n] = 0;
  *len = n;
  return buf;
}

char *kd_filememo_read(kd_filememo *m, const char *path, size_t *len) {
  struct stat sb;
  if (m && stat(path, &sb) == 0 && S_ISREG(sb.st_mode)) {
    pthread_mutex_lock(&m->lock);
    fm_entry **p = fm_slot(m, path, 0);
    if (*p && same_stat(*p, &sb)) {
      size_t n = (size_t)(*p)->size;
      char *out = malloc(n + 1);
      if (out) {
        memcpy(out, (*p)->bytes, n);
        out[n] = 0;
        *len = n;
      }
      pthread_mutex_unlock(&m->lock);
      if (out) return out;
      errno = ENOMEM;
      return NULL;
    }
    pthread_mutex_unlock(&m->lock);
  }
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return NULL;
  struct timespec at;
  clock_gettime(CLOCK_REALTIME, &at);
  struct stat before;
  if (fstat(fd, &before) != 0) before.st_mode = 0;
  char *buf = fm_read_fd(fd, S_ISREG(before.st_mode) ? (size_t)before.st_size : 0, len);
  int e = errno;
  close(fd);
  if (!buf) {
    errno = e;
    return NULL;
  }
  /* kept when the bytes are the file of that stat: the same size, and a
     change older than the racy window (so a write after the fstat shows) */
  if (m && S_ISREG(before.st_mode) && (size_t)before.st_size == *len && settled(&before, &at)) {
    char *copy = malloc(*len + 1);
    if (copy) {
      memcpy(copy, buf, *len + 1);
      pthread_mutex_lock(&m->lock);
      fm_put(m, path, 0, &before, copy, NULL);
      pthread_mutex_unlock(&m->lock);
    }
  }
  return buf;
}

int kd_filememo_output_same(kd_filememo *m, const char *path, const uint8_t key[16]) {
  if (!m) return 0;
  struct stat sb;
  if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode)) return 0;
  pthread_mutex_lock(&m->lock);
  fm_entry **p = fm_slot(m, path, 1);
  int same = *p && same_stat(*p, &sb) && !memcmp((*p)->key, key, 16);
  pthread_mutex_unlock(&m->lock);
  return same;
}

void kd_filememo_output_note(kd_filememo *m, const char *path, const uint8_t key[16], const struct stat *sb,
                             const struct timespec *at) {
  if (!m) return;
  pthread_mutex_lock(&m->lock);
  if (S_ISREG(sb->st_mode) && settled(sb, at)) {
    fm_put(m, path, 1, sb, NULL, key);
  } else {
    fm_entry **p = fm_slot(m, path, 1);
    if (*p) fm_remove(m, p);
  }
  pthread_mutex_unlock(&m->lock);
}
