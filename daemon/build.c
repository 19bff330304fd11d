/* build.c - the build pipeline shared by in-process kiln and kilnd: options, cache, frontend, backend, link. */
#define _GNU_SOURCE
#include "build.h"
#include "filememo.h"
#include "objstore.h"
#include "explain.h"
#include "kd_internal.h"
#include "unit.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "backend.h"
#include "cache.h"
#include "frontend.h"

static int sink_gone(kd_sink *s) { return s->gone && s->gone(s); }

/* ---- the request's view of the world ------------------------------------------------ */

const char *kd_request_getenv(const kd_request *rq, const char *name) {
  if (!rq->env) return getenv(name);
  size_t n = strlen(name);
  for (const char *const *e = rq->env; *e; e++)
    if (strncmp(*e, name, n) == 0 && (*e)[n] == '=') return *e + n + 1;
  return NULL;
}

/* A path the process can open: relative ones are taken from the client's
 * directory.  Messages keep the path as the user wrote it. */
static char *abs_path(const kd_request *rq, const char *p) {
  if (p[0] == '/') return strdup(p);
  /* In-process (no cwd in the request) too, so that paths compare the same
   * way with and without the daemon (kiln compile's --root). */
  char buf[PATH_MAX];
  const char *cwd = rq->cwd ? rq->cwd : getcwd(buf, sizeof buf);
  if (!cwd) return strdup(p);
  size_t a = strlen(cwd), b = strlen(p);
  char *out = malloc(a + b + 2);
  if (!out) return NULL;
  memcpy(out, cwd, a);
  out[a] = '/';
  memcpy(out + a + 1, p, b + 1);
  return out;
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void phase(const kd_request *rq, const kd_options *o, const char *what, double *t0) {
  double t = now_ms();
  if (o->verbose) kd_sink_printf(rq->sink, 2, "kiln: %-8s %8.2f ms\n", what, t - *t0);
  *t0 = t;
}

static char *read_file(const char *path, size_t *len) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return NULL;
  char *buf = NULL;
  size_t cap = 0, n = 0;
  for (;;) {
    if (n + 4096 + 1 > cap) {
      cap = cap ? cap * 2 : 65536;
      char *p = realloc(buf, cap);
      if (!p) {
        free(buf);
        close(fd);
        errno = ENOMEM;
        return NULL;
      }
      buf = p;
    }
    ssize_t got = read(fd, buf + n, cap - n - 1);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      int e = errno;
      free(buf);
      close(fd);
      errno = e;
      return NULL;
    }
    if (got == 0) break;
    n += (size_t)got;
  }
  close(fd);
  buf[n] = '\0';
  *len = n;
  return buf;
}

/* Opens path for writing as fopen(path, "w") would under the client's umask:
 * a new file gets 0666 & ~umask, an existing one keeps its mode. */
static int open_out(const kd_request *rq, const char *path) {
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd >= 0) {
    fchmod(fd, 0666 & ~rq->umask);
    return fd;
  }
  if (errno != EEXIST) return -1;
  return open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
}

static int write_all(int fd, const void *data, size_t len) {
  const char *p = data;
  while (len > 0) {
    ssize_t w = write(fd, p, len);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) return -1;
    p += w;
    len -= (size_t)w;
  }
  return 0;
}

/* Writes data to path ("-": the client's stdout). */
static int write_file(const kd_request *rq, const char *path, const void *data, size_t len) {
  if (!strcmp(path, "-")) return rq->sink->write(rq->sink, 1, data, len);
  int fd = open_out(rq, path);
  if (fd < 0) return -1;
  int rc = write_all(fd, data, len);
  int e = errno;
  if (close(fd) != 0 && rc == 0) return -1;
  errno = e;
  return rc;
}

/* libkiln_rt.a: $KILN_RUNTIME, else beside this executable. */
static int find_runtime(const kd_request *rq, char *out, size_t cap) {
  const char *env = kd_request_getenv(rq, "KILN_RUNTIME");
  if (env && *env) {
    char *p = abs_path(rq, env);
    if (!p) return -1;
    snprintf(out, cap, "%s", p);
    free(p);
    return access(out, R_OK);
  }
  return kd_beside_self("libkiln_rt.a", R_OK, out, cap);
}

static char *default_output(const char *input, const char *suffix) {
  const char *base = strrchr(input, '/');
  base = base ? base + 1 : input;
  size_t n = strlen(base);
  if (n > 3 && strcmp(base + n - 3, ".ts") == 0) n -= 3;
  size_t sl = strlen(suffix);
  char *out = malloc(n + sl + 1);
  if (!out) return NULL;
  memcpy(out, base, n);
  memcpy(out + n, suffix, sl + 1);
  if (n == 0 || (n == strlen(base) && !*suffix)) {
    /* "app" would overwrite the input itself: append a suffix instead. */
    free(out);
    out = malloc(strlen(base) + 5);
    if (out) sprintf(out, "%s.out", base);
  }
  return out;
}

/* ---- the daemon's shared state -------------------------------------------------------- */

/* An open cache.  LMDB forbids opening one environment twice in a process, so
 * there is one entry per directory (by canonical path).  A directory whose
 * files were replaced (rm -rf and a fresh cache) gets a new entry; the old one
 * closes once no build uses it, as does any entry unused for a while. */
typedef struct open_cache {
  struct open_cache *next;
  char *dir;
  dev_t dev; /* of dir/data.mdb when opened */
  ino_t ino;
  cache *c;
  int refs, stale;
  time_t last_used;
} open_cache;

#define CACHE_IDLE_CLOSE_S 300

typedef struct {
  char *runtime;
  dev_t dev;
  ino_t ino;
  off_t size;
  struct timespec mtime;
  uint8_t id[16];
} id_memo;

struct kd_shared {
  pthread_mutex_t lock;
  open_cache *caches;
  id_memo *ids;
  int nids, cap_ids;
  fe_tree_cache *trees; /* parsed modules, between builds (frontend/tree_cache.c) */
  kd_objstore *objs;    /* object files on disk, between builds (objstore.h); NULL: none */
  kd_filememo *files;   /* sources read and outputs compared, by stat (filememo.h) */
};

/* The tree cache's bound: $KILN_TREE_CACHE_MAX of the process that creates
 * the shared state (the daemon's start, a watch), else 512 MiB (some 10 MB of
 * source: trees take ~50 bytes a source byte); 0 turns it off. */
#define KD_TREE_CACHE_DEFAULT (512ull << 20)
/* The sources kept by stat (filememo.h): 64 MiB of them. */
#define KD_FILEMEMO_MAX ((size_t)64 << 20)

kd_shared *kd_shared_new(void) {
  kd_shared *sh = calloc(1, sizeof *sh);
  if (!sh) return NULL;
  pthread_mutex_init(&sh->lock, NULL);
  uint64_t max = KD_TREE_CACHE_DEFAULT;
  const char *env = getenv("KILN_TREE_CACHE_MAX");
  if (env && *env && kd_parse_size(env, &max) != 0) max = KD_TREE_CACHE_DEFAULT;
  if (max > 0) sh->trees = fe_tree_cache_new((size_t)max);
  sh->files = kd_filememo_new(KD_FILEMEMO_MAX);
  return sh;
}

fe_tree_cache *kd_shared_trees(kd_shared *sh) { return sh ? sh->trees : NULL; }

/* The object store's bound: $KILN_OBJECT_STORE_MAX, else 1 GiB. */
#define KD_OBJSTORE_DEFAULT (1ull << 30)

int kd_shared_set_objects(kd_shared *sh, const char *dir) {
  uint64_t max = KD_OBJSTORE_DEFAULT;
  const char *env = getenv("KILN_OBJECT_STORE_MAX");
  if (env && *env && kd_parse_size(env, &max) != 0) max = KD_OBJSTORE_DEFAULT;
  if (max == 0) return 0;
  sh->objs = kd_objstore_open(dir, max);
  return sh->objs ? 0 : -1;
}

kd_objstore *kd_shared_objects(kd_shared *sh) { return sh ? sh->objs : NULL; }

int kd_shared_ncaches(kd_shared *sh) {
  int n = 0;
  pthread_mutex_lock(&sh->lock);
  for (open_cache *oc = sh->caches; oc; oc = oc->next) n += !oc->stale;
  pthread_mutex_unlock(&sh->lock);
  return n;
}

static void open_cache_close(open_cache *oc) {
  cache_close(oc->c);
  free(oc->dir);
  free(oc);
}

void kd_shared_free(kd_shared *sh) {
  if (!sh) return;
  while (sh->caches) {
    open_cache *oc = sh->caches;
    sh->caches = oc->next;
    open_cache_close(oc);
  }
  for (int i = 0; i < sh->nids; i++) free(sh->ids[i].runtime);
  free(sh->ids);
  fe_tree_cache_free(sh->trees);
  kd_objstore_close(sh->objs);
  kd_filememo_free(sh->files);
  pthread_mutex_destroy(&sh->lock);
  free(sh);
}

static int mkdirs(const char *path) {
  char buf[PATH_MAX];
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

static int data_file(const char *dir, dev_t *dev, ino_t *ino) {
  char path[PATH_MAX];
  struct stat st;
  if (snprintf(path, sizeof path, "%s/data.mdb", dir) >= (int)sizeof path || stat(path, &st) != 0) return -1;
  *dev = st.st_dev;
  *ino = st.st_ino;
  return 0;
}

/* Closes, under sh->lock, the entries no build uses that are stale or idle. */
static void sweep(kd_shared *sh, time_t now) {
  for (open_cache **p = &sh->caches; *p;) {
    open_cache *oc = *p;
    if (oc->refs == 0 && (oc->stale || now - oc->last_used > CACHE_IDLE_CLOSE_S)) {
      *p = oc->next;
      open_cache_close(oc);
    } else {
      p = &oc->next;
    }
  }
}

/* The daemon's cache for dir, opened on first use; release it with shared_release. */
static open_cache *shared_cache(kd_shared *sh, const char *dir, char **err) {
  int rc = mkdirs(dir);
  if (rc < 0) {
    if (err && asprintf(err, "cannot create cache directory %s: %s", dir, strerror(-rc)) < 0) *err = NULL;
    return NULL;
  }
  char *canon = realpath(dir, NULL);
  if (!canon) {
    if (err && asprintf(err, "cannot open cache %s: %s", dir, strerror(errno)) < 0) *err = NULL;
    return NULL;
  }
  dev_t dev;
  ino_t ino;
  int have = data_file(canon, &dev, &ino) == 0;
  open_cache *found = NULL;
  pthread_mutex_lock(&sh->lock);
  for (open_cache *oc = sh->caches; oc && !found; oc = oc->next) {
    if (oc->stale || strcmp(oc->dir, canon)) continue;
    if (have && oc->dev == dev && oc->ino == ino) found = oc;
    else oc->stale = 1;
  }
  if (!found) {
    found = calloc(1, sizeof *found);
    if (found && cache_open(&found->c, canon, err) == 0 && data_file(canon, &found->dev, &found->ino) == 0) {
      found->dir = canon;
      canon = NULL;
      found->next = sh->caches;
      sh->caches = found;
    } else {
      if (found) cache_close(found->c);
      free(found);
      found = NULL;
    }
  }
  time_t now = time(NULL);
  if (found) {
    found->refs++;
    found->last_used = now;
  }
  sweep(sh, now);
  pthread_mutex_unlock(&sh->lock);
  free(canon);
  return found;
}

static void shared_release(kd_shared *sh, open_cache *oc) {
  cache_flush(oc->c, NULL);
  pthread_mutex_lock(&sh->lock);
  oc->refs--;
  time_t now = time(NULL);
  oc->last_used = now;
  sweep(sh, now);
  pthread_mutex_unlock(&sh->lock);
}

/* ---- one build ------------------------------------------------------------------------ */

/* The phases of a build of several modules, timed for -v (thread CPU and
 * wall time: on a loaded machine the CPU time is the figure to compare). */
enum { KD_PH_OPEN, KD_PH_KEYS, KD_PH_IR, KD_PH_CHECK, KD_PH_OBJ, KD_PH_CODEGEN, KD_PH_LINK, KD_PH_EXE, KD_PH_CLOSE, KD_PH_N };
static const char *const kd_ph_name[KD_PH_N] = {"load+parse", "keys", "ir-fetch", "check", "objects",
                                                "codegen", "link", "exe-store", "close"};

typedef struct {
  double cpu, wall;
} ph_clock;

static double thread_cpu_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static ph_clock ph_now(void) {
  ph_clock c = {thread_cpu_ms(), 0};
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  c.wall = ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
  return c;
}

/* What one build did, for -v and --stats=json. */
typedef struct {
  int parsed, checked, codegen, hits, misses, linked;
  int modules;
  double t_start;
  cache_remote_stats remote;
  int last_corrupt;      /* the last local miss was a record that failed verification */
  kd_explain *ex;        /* the inputs of this build against the last one's (NULL: no record) */
  int had_record;        /* the output had a record of its last build (explain_begin) */
  int trees_reused;      /* modules whose parsed tree came from the daemon's tree cache */
  double ph_cpu[KD_PH_N], ph_wall[KD_PH_N]; /* per phase of a build of several modules (-v) */
} build_stats;

/* Adds the time since *c to phase ph, and restarts *c. */
static void ph_add(build_stats *st, int ph, ph_clock *c) {
  ph_clock n = ph_now();
  st->ph_cpu[ph] += n.cpu - c->cpu;
  st->ph_wall[ph] += n.wall - c->wall;
  *c = n;
}

/* Cache record kinds (cache/ stores bytes; the kinds are ours). */
enum { KIND_IR = 1, KIND_OBJECT = 2, KIND_EXE = 3, KIND_GRAPH = 4, KIND_RECORD = 5, KIND_PROGRAM = 6 };

typedef struct {
  cache *c;              /* NULL: caching off, or the cache could not open */
  kd_shared *shared;     /* the daemon's, holding oc; NULL: c is ours to close */
  open_cache *oc;
  uint8_t compiler[16];  /* hash of this kilnd executable and its runtime */
  int have_id;           /* compiler is that hash (else zeros: it could not be read) */
  char runtime[PATH_MAX];
  int have_runtime;
  cache_remote *remote;  /* the HTTP tier behind c, or NULL */
  pthread_mutex_t *remote_lock; /* held around remote's calls when threads share it (one curl handle) */
  kd_sink *sink;         /* for the remote tier's warnings */
} build_env;

static int hash_file(cache_keyer *k, const char *path) {
  size_t n;
  char *data = read_file(path, &n);
  if (!data) return -1;
  cache_keyer_add(k, data, n);
  free(data);
  return 0;
}

/* The compiler id: any change to kiln or to the runtime it links gives new keys. */
/* The start-up symbol order beside the runtime (libkiln_rt.order, read by
 * backend/link.c) shapes every executable: part of the compiler's id when
 * it is there. */
static void hash_order_file(cache_keyer *k, const char *runtime) {
  size_t l = strlen(runtime);
  if (l < 2 || strcmp(runtime + l - 2, ".a")) return;
  char *p = malloc(l + 5);
  if (!p) return;
  memcpy(p, runtime, l - 2);
  memcpy(p + l - 2, ".order", 7);
  if (access(p, R_OK) == 0) {
    cache_keyer_add_str(k, "order");
    (void)hash_file(k, p);
  }
  free(p);
}

static int compiler_id(const char *runtime, int have_runtime, uint8_t out[16]) {
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) return -1;
  cache_keyer_add_str(&k, "kiln " KILN_VERSION);
  cache_keyer_add_u64(&k, FE_IR_VERSION);
  int ok = hash_file(&k, "/proc/self/exe") == 0;
  if (have_runtime) ok &= hash_file(&k, runtime) == 0;
  if (have_runtime) hash_order_file(&k, runtime);
  cache_key id = cache_keyer_finish(&k);
  if (!ok) return -1;
  memcpy(out, id.bytes, 16);
  return 0;
}

/* The same id, remembered by the daemon per runtime file (its own executable
 * never changes under it: /proc/self/exe is the image it runs). */
static int compiler_id_memo(kd_shared *sh, const char *runtime, int have_runtime, uint8_t out[16]) {
  struct stat st;
  if (!have_runtime || stat(runtime, &st) != 0) return compiler_id(runtime, have_runtime, out);
  int found = 0;
  pthread_mutex_lock(&sh->lock);
  for (int i = 0; i < sh->nids && !found; i++) {
    id_memo *m = &sh->ids[i];
    if (!strcmp(m->runtime, runtime) && m->dev == st.st_dev && m->ino == st.st_ino && m->size == st.st_size &&
        m->mtime.tv_sec == st.st_mtim.tv_sec && m->mtime.tv_nsec == st.st_mtim.tv_nsec) {
      memcpy(out, m->id, 16);
      found = 1;
    }
  }
  pthread_mutex_unlock(&sh->lock);
  if (found) return 0;
  if (compiler_id(runtime, have_runtime, out) != 0) return -1;
  pthread_mutex_lock(&sh->lock);
  if (sh->nids == sh->cap_ids) {
    int cap = sh->cap_ids ? sh->cap_ids * 2 : 4;
    id_memo *grown = realloc(sh->ids, (size_t)cap * sizeof *grown);
    if (grown) {
      sh->ids = grown;
      sh->cap_ids = cap;
    }
  }
  char *copy = strdup(runtime);
  if (copy && sh->nids < sh->cap_ids) {
    sh->ids[sh->nids++] = (id_memo){copy, st.st_dev, st.st_ino, st.st_size, st.st_mtim, {0}};
    memcpy(sh->ids[sh->nids - 1].id, out, 16);
  } else {
    free(copy);
  }
  pthread_mutex_unlock(&sh->lock);
  return 0;
}

/* $KILN_CACHE_DIR, else $XDG_CACHE_HOME/kiln, else ~/.cache/kiln (as cache_open's default). */
static char *cache_dir_for(const kd_request *rq) {
  const char *e = kd_request_getenv(rq, "KILN_CACHE_DIR");
  char buf[PATH_MAX];
  if (e && *e) return abs_path(rq, e);
  if ((e = kd_request_getenv(rq, "XDG_CACHE_HOME")) && *e) snprintf(buf, sizeof buf, "%s/kiln", e);
  else if ((e = kd_request_getenv(rq, "HOME")) && *e) snprintf(buf, sizeof buf, "%s/.cache/kiln", e);
  else snprintf(buf, sizeof buf, "/tmp/kiln-cache-%d", (int)getuid());
  return abs_path(rq, buf);
}

static void remote_init(build_env *be, const kd_request *rq, const kd_options *o);

static void build_env_init(build_env *be, const kd_request *rq, const kd_options *o) {
  memset(be, 0, sizeof *be);
  be->have_runtime = find_runtime(rq, be->runtime, sizeof be->runtime) == 0;
  /* The compiler's id even without a cache: the keys made with it are also
   * the executable's build id (be_link_id), the same with a cache or without. */
  int rc = rq->shared ? compiler_id_memo(rq->shared, be->runtime, be->have_runtime, be->compiler)
                      : compiler_id(be->runtime, be->have_runtime, be->compiler);
  be->have_id = rc == 0;
  if (o->no_cache) return;
  const char *env = kd_request_getenv(rq, "KILN_CACHE");
  if (env && (!strcmp(env, "0") || !strcmp(env, "off"))) return;
  if (rc != 0) return;
  char *dir = cache_dir_for(rq), *err = NULL;
  if (!dir) return;
  if (rq->shared) {
    if ((be->oc = shared_cache(rq->shared, dir, &err))) {
      be->shared = rq->shared;
      be->c = be->oc->c;
    }
  } else if (cache_open(&be->c, dir, &err) != 0) {
    be->c = NULL;
  }
  if (!be->c) kd_sink_printf(rq->sink, 2, "kiln: warning: compiling without a cache: %s\n", err ? err : "?");
  free(err);
  free(dir);
  be->sink = rq->sink;
  remote_init(be, rq, o);
}

/* The remote tier, as this request asks: --remote-cache or $KILN_REMOTE_CACHE
 * (and the proxy variables the request carries, never the daemon's own). */
static void remote_init(build_env *be, const kd_request *rq, const kd_options *o) {
  const char *url = o->remote_cache ? o->remote_cache : kd_request_getenv(rq, "KILN_REMOTE_CACHE");
  if (!url || !*url || !strcmp(url, "off")) return;
  const char *up = kd_request_getenv(rq, "KILN_REMOTE_CACHE_UPLOAD");
  int upload = o->remote_upload ? o->remote_upload > 0
                                : !(up && (!strcmp(up, "0") || !strcmp(up, "false") || !strcmp(up, "off")));
  double timeout_s = o->remote_timeout_s;
  const char *t = kd_request_getenv(rq, "KILN_REMOTE_CACHE_TIMEOUT");
  if (timeout_s <= 0 && t && *t) {
    char *end;
    timeout_s = strtod(t, &end);
    if (end == t || *end || !(timeout_s > 0 && timeout_s <= 3600)) {
      kd_sink_printf(rq->sink, 2, "kiln: warning: ignoring KILN_REMOTE_CACHE_TIMEOUT=%s (want seconds)\n", t);
      timeout_s = 0;
    }
  }
  int https = !strncmp(url, "https:", 6);
  const char *proxy = https ? kd_request_getenv(rq, "https_proxy") : kd_request_getenv(rq, "http_proxy");
  if (!proxy && https) proxy = kd_request_getenv(rq, "HTTPS_PROXY");
  if (!proxy) proxy = kd_request_getenv(rq, "all_proxy");
  if (!proxy) proxy = kd_request_getenv(rq, "ALL_PROXY");
  const char *no_proxy = kd_request_getenv(rq, "no_proxy");
  if (!no_proxy) no_proxy = kd_request_getenv(rq, "NO_PROXY");
  cache_remote_options ro = {.url = url,
                             .upload = upload,
                             .timeout_ms = (long)(timeout_s * 1000),
                             .connect_timeout_ms = timeout_s > 0 && timeout_s * 1000 < CACHE_REMOTE_CONNECT_TIMEOUT_MS
                                                       ? (long)(timeout_s * 1000)
                                                       : 0,
                             .proxy = proxy,
                             .no_proxy = no_proxy};
  char *err = NULL;
  if (cache_remote_open(&be->remote, &ro, &err) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: warning: not using the remote cache: %s\n", err ? err : "?");
    be->remote = NULL;
  }
  free(err);
}

static void build_env_end(build_env *be) {
  cache_remote_close(be->remote);
  be->remote = NULL;
  if (be->shared) shared_release(be->shared, be->oc);
  else cache_close(be->c);
  be->c = NULL;
}

static cache_key key_for(const build_env *be, const char *what, const void *a, size_t alen, uint64_t flags) {
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) abort();
  cache_keyer_add(&k, be->compiler, sizeof be->compiler);
  cache_keyer_add_str(&k, what);
  cache_keyer_add(&k, a, alen);
  cache_keyer_add_u64(&k, flags);
  return cache_keyer_finish(&k);
}

/* The names of our kinds in the remote tier (its ActionResults' output paths). */
static const char *kind_name(uint16_t kind) {
  switch (kind) {
  case KIND_IR: return "typed-ir";
  case KIND_OBJECT: return "object";
  case KIND_EXE: return "executable";
  case KIND_GRAPH: return "module-graph";
  case KIND_RECORD: return "build-record";
  case KIND_PROGRAM: return "program";
  default: return "entry";
  }
}

static void remote_warn(build_env *be, char *warn) {
  if (warn) kd_sink_printf(be->sink, 2, "kiln: warning: %s\n", warn);
  free(warn);
}

/* A local miss asks the remote tier; what it gives (verified) is kept locally. */
static void *remote_fetch(build_env *be, const cache_key *key, uint16_t kind, size_t *size) {
  void *data = NULL;
  char *warn = NULL;
  if (be->remote_lock) pthread_mutex_lock(be->remote_lock);
  if (cache_remote_get(be->remote, key, kind_name(kind), &data, size, &warn) != 0) data = NULL;
  if (be->remote_lock) pthread_mutex_unlock(be->remote_lock);
  remote_warn(be, warn);
  if (data && be->c) cache_put(be->c, key, kind, data, *size, NULL);
  return data;
}

/* Stores an entry locally and, when asked to, in the remote tier. */
static void cache_store(build_env *be, const cache_key *key, uint16_t kind, const void *data, size_t n) {
  char *err = NULL;
  if (be->c && cache_put(be->c, key, kind, data, n, &err) != 0) {
    kd_sink_printf(be->sink, 2, "kiln: warning: cache write failed: %s\n", err ? err : "?");
    free(err);
  }
  if (be->remote) {
    char *warn = NULL;
    if (be->remote_lock) pthread_mutex_lock(be->remote_lock);
    cache_remote_put(be->remote, key, kind_name(kind), data, n, kind == KIND_EXE, &warn);
    if (be->remote_lock) pthread_mutex_unlock(be->remote_lock);
    remote_warn(be, warn);
  }
}

/* Looks key up; on a hit returns a malloc'd copy of the payload. */
static void *cache_fetch(build_env *be, const cache_key *key, uint16_t kind, size_t *size, build_stats *st) {
  if (!be->c) return be->remote ? remote_fetch(be, key, kind, size) : NULL;
  cache_read r;
  if (cache_get_ex(be->c, key, kind, &r, &st->last_corrupt, NULL) != 0) {
    st->misses++;
    return be->remote ? remote_fetch(be, key, kind, size) : NULL;
  }
  void *copy = malloc(r.size ? r.size : 1);
  if (copy) memcpy(copy, r.data, r.size);
  *size = r.size;
  cache_read_end(&r);
  st->hits += copy != NULL;
  return copy;
}

/* Typed IR from the cache, local or remote, is untrusted input (another
 * machine may have written it): returns ir, or NULL (ir freed, a warning
 * given, the miss counted as a corrupt record) when fe_ir_open rejects it,
 * so that the caller compiles the module again from source and stores the
 * new IR over the bad entry. */
static void *ir_checked(build_env *be, build_stats *st, void *ir, size_t size, const char *what) {
  if (!ir) return NULL;
  fe_ir_module m;
  char msg[256];
  if (fe_ir_open(&m, ir, size, msg, sizeof msg) == 0) return ir;
  kd_sink_printf(be->sink, 2, "kiln: warning: invalid IR in the cache for %s: %s; compiling it again\n", what, msg);
  free(ir);
  st->last_corrupt = 1;
  return NULL;
}

/* A regular file's bytes, mapped read-only (*len 0: an empty file, not
 * mapped); NULL when it cannot be.  An executable is 4 MB: reading it into a
 * growing buffer copied it several times over, and a body edit stored and
 * compared one per build. */
static void *map_file(const char *path, size_t *len) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return NULL;
  struct stat sb;
  void *m = NULL;
  if (fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode)) {
    *len = (size_t)sb.st_size;
    m = sb.st_size == 0 ? (void *)"" : mmap(NULL, (size_t)sb.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (m == MAP_FAILED) m = NULL;
  }
  close(fd);
  return m;
}

static void unmap_file(void *m, size_t len) {
  if (m && len) munmap(m, len);
}

static void cache_store_file(const kd_request *rq, build_env *be, const cache_key *key, uint16_t kind,
                             const char *path) {
  if (!be->c && !be->remote) return;
  size_t n = 0;
  void *data = map_file(path, &n);
  if (!data) return;
  cache_store(be, key, kind, data, n);
  unmap_file(data, n);
}

/* ---- after the reply -------------------------------------------------------------------- */

/* A linked executable goes into the local cache after kilnd has answered
 * (and after `kiln watch` has restarted the program): copying a 1,001-module
 * program's 20 MB into LMDB took 65 ms of a 420 ms body edit, for an entry
 * only a later build reads.  The bytes are read before the answer (the
 * output could be replaced by then).  Every build waits until no store is
 * pending before it starts, so a build sees all that earlier builds wrote
 * (tests count links).  With a remote tier the store stays in the build: its
 * upload is counted and reported in the build's --stats. */
typedef struct {
  kd_shared *sh;
  open_cache *oc; /* a reference held until the store is done */
  cache_key key;
  char *data;
  size_t n;
  uint64_t max;   /* the request's cache bound, applied again after the store (cache_bound) */
} later_store;

static uint64_t cache_max(const kd_request *rq, int warn);
static void cache_gc_to(cache *c, uint64_t max);

static __thread later_store tl_later;
static pthread_mutex_t later_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t later_cond = PTHREAD_COND_INITIALIZER;
static int later_pending;

static void later_wait(void) {
  pthread_mutex_lock(&later_lock);
  while (later_pending > 0) pthread_cond_wait(&later_cond, &later_lock);
  pthread_mutex_unlock(&later_lock);
}

void kd_build_wait_stores(void) { later_wait(); }

void kd_build_after_reply(void) {
  later_store l = tl_later;
  if (!l.data) return;
  memset(&tl_later, 0, sizeof tl_later);
  /* (a testing aid: tests/incremental_test.sh makes the store slow, to see
   * that the next build waits for it) */
  const char *delay = getenv("KILN_STORE_LATER_DELAY_MS");
  if (delay && *delay) usleep((useconds_t)(atoi(delay) * 1000));
  char *err = NULL;
  if (cache_put(l.oc->c, &l.key, KIND_EXE, l.data, l.n, &err) != 0)
    fprintf(stderr, "kilnd: warning: cache write failed: %s\n", err ? err : "?");
  else cache_gc_to(l.oc->c, l.max);
  free(err);
  free(l.data);
  shared_release(l.sh, l.oc);
  pthread_mutex_lock(&later_lock);
  later_pending--;
  pthread_cond_broadcast(&later_cond);
  pthread_mutex_unlock(&later_lock);
}

/* The executable at path into the cache under key: now, or after the reply
 * when the request allows it. */
static void store_exe(const kd_request *rq, build_env *be, const cache_key *key, const char *path) {
  if (rq->store_later && be->shared && be->oc && !be->remote && !tl_later.data) {
    size_t n = 0;
    char *data = read_file(path, &n);
    if (data) {
      pthread_mutex_lock(&be->shared->lock);
      be->oc->refs++;
      pthread_mutex_unlock(&be->shared->lock);
      tl_later = (later_store){be->shared, be->oc, *key, data, n, cache_max(rq, 0)};
      pthread_mutex_lock(&later_lock);
      later_pending++;
      pthread_mutex_unlock(&later_lock);
      return;
    }
  }
  cache_store_file(rq, be, key, KIND_EXE, path);
}

static int same_bytes(const char *a, const char *b) {
  size_t na = 0, nb = 0;
  void *x = map_file(a, &na), *y = x ? map_file(b, &nb) : NULL;
  int same = x && y && na == nb && memcmp(x, y, na) == 0;
  unmap_file(x, na);
  unmap_file(y, nb);
  return same;
}

static const char *base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

/* ---- the module graph ------------------------------------------------------------------ */

/* The frontend reads a program's other modules through this reader, which
 * remembers every path it was asked for (found or not) and the bytes it
 * gave, in order.  The typed IR of a program is keyed by all of them; a
 * "graph" record keyed by the main module alone remembers the list, so a
 * later build can compute the key without running the frontend.  A stale
 * list only costs a miss: the key covers the bytes of every module the
 * frontend saw and the absence of every candidate it did not find. */
typedef struct {
  const char *root; /* the main module's directory (absolute), with a trailing '/' */
  uint32_t n, cap;
  char **path;      /* relative to root */
  char **src;       /* NULL: not found */
  size_t *len;
  kd_filememo *memo; /* the daemon's, to skip reading unchanged files; NULL: read them */
  uint32_t *slot, nslots; /* path hash -> index + 1 (open addressing), so a lookup is not a scan */
} mod_reader;

static uint32_t mod_reader_hash(const char *s) {
  uint32_t h = 2166136261u;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

/* Index + 1 of path in r, or 0; *at: the free slot where it would go. */
static uint32_t mod_reader_find(const mod_reader *r, const char *path, uint32_t *at) {
  if (!r->nslots) return 0;
  for (uint32_t h = mod_reader_hash(path) & (r->nslots - 1);; h = (h + 1) & (r->nslots - 1)) {
    uint32_t v = r->slot[h];
    if (!v || !strcmp(r->path[v - 1], path)) {
      if (at) *at = h;
      return v;
    }
  }
}

/* Keeps the index at most half full (rebuilt from r->path). */
static void mod_reader_index(mod_reader *r) {
  if ((r->n + 1) * 2 <= r->nslots) return;
  uint32_t ns = r->nslots ? r->nslots * 2 : 64;
  while ((r->n + 1) * 2 > ns) ns *= 2;
  free(r->slot);
  r->slot = calloc(ns, sizeof *r->slot);
  if (!r->slot) abort();
  r->nslots = ns;
  for (uint32_t i = 0; i < r->n; i++) {
    uint32_t at = 0;
    (void)mod_reader_find(r, r->path[i], &at);
    r->slot[at] = i + 1;
  }
}

static void mod_reader_free(mod_reader *r) {
  for (uint32_t i = 0; i < r->n; i++) {
    free(r->path[i]);
    free(r->src[i]);
  }
  free(r->path);
  free(r->src);
  free(r->len);
  free(r->slot);
  memset(r, 0, sizeof *r);
}

/* Reads root/path once; later requests for the same path get a copy. */
static int mod_reader_get(mod_reader *r, const char *path, const char **src, size_t *len) {
  uint32_t hit = mod_reader_find(r, path, NULL);
  if (hit) {
    uint32_t i = hit - 1;
    *src = r->src[i];
    *len = r->len[i];
    return r->src[i] ? 0 : -1;
  }
  mod_reader_index(r);
  if (r->n == r->cap) {
    r->cap = r->cap ? r->cap * 2 : 16;
    r->path = realloc(r->path, r->cap * sizeof *r->path);
    r->src = realloc(r->src, r->cap * sizeof *r->src);
    r->len = realloc(r->len, r->cap * sizeof *r->len);
    if (!r->path || !r->src || !r->len) abort();
  }
  size_t rl = strlen(r->root), pl = strlen(path);
  char *full = malloc(rl + pl + 1);
  if (!full) abort();
  memcpy(full, r->root, rl);
  memcpy(full + rl, path, pl + 1);
  size_t n = 0;
  char *data = r->memo ? kd_filememo_read(r->memo, full, &n) : read_file(full, &n);
  free(full);
  r->path[r->n] = strdup(path);
  if (!r->path[r->n]) abort();
  r->src[r->n] = data;
  r->len[r->n] = data ? n : 0;
  uint32_t at = 0;
  (void)mod_reader_find(r, path, &at);
  r->slot[at] = r->n + 1;
  r->n++;
  *src = data;
  *len = n;
  return data ? 0 : -1;
}

static int mod_reader_read(void *ctx, const char *path, char **src, size_t *len) {
  const char *s;
  size_t n;
  if (mod_reader_get(ctx, path, &s, &n) != 0) return -1;
  *src = malloc(n ? n : 1);
  if (!*src) return -1;
  memcpy(*src, s, n);
  *len = n;
  return 0;
}

/* Hash of everything the frontend read: the main module, then each other path in order. */
static cache_key program_key(const char *main_name, const char *src, size_t len, const mod_reader *r) {
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) abort();
  cache_keyer_add_str(&k, main_name);
  cache_keyer_add(&k, src, len);
  cache_keyer_add_u64(&k, r->n);
  for (uint32_t i = 0; i < r->n; i++) {
    cache_keyer_add_str(&k, r->path[i]);
    cache_keyer_add_u64(&k, r->src[i] != NULL);
    if (r->src[i]) cache_keyer_add(&k, r->src[i], r->len[i]);
  }
  return cache_keyer_finish(&k);
}

/* The executable's build id (be_link_id): its inputs, not a hash that the
 * linker computes over its 17 MB (at 1,001 modules, 7.5% of the link's
 * instructions).  The compiler (this kilnd and its runtime), the program's
 * sources (program_key: every path the frontend read, found or not, and its
 * bytes), the optimisation level, which of the two pipelines built it and
 * a dynamic link: what the executable is a function of, so the same inputs
 * give the same bytes whatever the cache and the daemon held (not the
 * objects' keys: a module's typed IR may hold offsets in the program buffer
 * that depend on which trees a warm daemon reused). */
static const uint8_t *build_id_of(const build_env *be, const char *what, const cache_key *program, int opt,
                                  cache_key *out) {
  if (!be->have_id) return NULL; /* the linker's own hash */
  const char *dyn = getenv("KILN_LINK_DYNAMIC"); /* link.c reads the process's */
  uint64_t flags = (uint64_t)opt | (dyn && *dyn && *dyn != '0' ? 1u << 8 : 0);
  *out = key_for(be, what, program->bytes, sizeof program->bytes, flags);
  return out->bytes;
}

/* The graph record: the paths, NUL-terminated, one after another. */
static char *graph_encode(const mod_reader *r, size_t *size) {
  size_t n = 0;
  for (uint32_t i = 0; i < r->n; i++) n += strlen(r->path[i]) + 1;
  char *out = malloc(n ? n : 1), *p = out;
  if (!out) return NULL;
  for (uint32_t i = 0; i < r->n; i++) {
    size_t l = strlen(r->path[i]) + 1;
    memcpy(p, r->path[i], l);
    p += l;
  }
  *size = n;
  return out;
}

/* Temporary names beside the output must differ between the requests the
 * daemon runs at once, not only between processes. */
static unsigned tmp_counter;

/* Removes OUT.kiln-tmp-PID-* files beside out_path whose process is gone: what a
 * build killed (kill -9 of kilnd or of an in-process kiln) between writing its
 * temporary files and renaming them left behind.  Files of live processes (builds
 * running now) are left alone. */
/* Has process pid exited?  A zombie has: a kilnd killed with -9 stays one
 * until its parent reaps it, which a parent that is not waiting for it (or
 * an init that does not reap) may never do. */
static int pid_gone(pid_t pid) {
  if (kill(pid, 0) != 0) return errno == ESRCH;
  char path[64], buf[512];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return 0;
  buf[n] = 0;
  const char *r = strrchr(buf, ')'); /* "pid (comm) S ...": comm may hold anything */
  return r && r[1] == ' ' && r[2] == 'Z';
}

static void sweep_stale_tmp(const char *out_path) {
  const char *slash = strrchr(out_path, '/');
  if (!slash || !slash[1]) return;
  char dir[PATH_MAX], prefix[NAME_MAX + 16];
  size_t dl = (size_t)(slash - out_path);
  if (dl == 0) dl = 1; /* "/" */
  if (dl >= sizeof dir) return;
  memcpy(dir, out_path, dl);
  dir[dl] = 0;
  int pl = snprintf(prefix, sizeof prefix, "%s.kiln-tmp-", slash + 1);
  if (pl < 0 || (size_t)pl >= sizeof prefix) return;
  DIR *d = opendir(dir);
  if (!d) return;
  int dfd = dirfd(d);
  for (struct dirent *e; (e = readdir(d));) {
    if (strncmp(e->d_name, prefix, (size_t)pl) != 0) continue;
    char *end;
    long pid = strtol(e->d_name + pl, &end, 10);
    if (end == e->d_name + pl || *end != '-' || pid <= 0 || pid == (long)getpid()) continue;
    if (!pid_gone((pid_t)pid)) continue;
    unlinkat(dfd, e->d_name, 0);
  }
  closedir(d);
}

/* ---- --explain: the record of the last build of each output (explain.h) ---------------- */

/* name: the output's absolute path (abs_path), or "run " and the input's. */
static cache_key record_key(const char *name) {
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) abort();
  cache_keyer_add_str(&k, "build record");
  cache_keyer_add_str(&k, name);
  return cache_keyer_finish(&k);
}

static cache_key hash_bytes(const void *data, size_t n) {
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) abort();
  cache_keyer_add(&k, data, n);
  return cache_keyer_finish(&k);
}

/* Loads the last record of out_path (every build keeps one, so that the
 * next --explain can compare). */
static void explain_begin(build_env *be, const kd_options *o, build_stats *st, const char *out_path) {
  if (!be->c) return;
  cache_key k = record_key(out_path);
  cache_read r;
  void *prev = NULL;
  size_t n = 0;
  if (cache_get(be->c, &k, KIND_RECORD, &r, NULL) == 0) {
    if ((prev = malloc(r.size ? r.size : 1))) memcpy(prev, r.data, r.size);
    n = r.size;
    cache_read_end(&r);
    st->had_record = 1;
  }
  st->ex = kd_explain_new(be->compiler, o->opt, prev, n);
  free(prev);
}

/* Stores this build's record when it differs from the last one. */
static void explain_end(const kd_request *rq, build_env *be, build_stats *st, const char *out_path, int ok) {
  if (ok && be->c && st->ex) {
    size_t n = 0;
    char *rec = kd_explain_encode(st->ex, &n);
    cache_key k = record_key(out_path);
    cache_read r;
    int same = 0;
    if (rec && cache_get(be->c, &k, KIND_RECORD, &r, NULL) == 0) {
      same = r.size == n && !memcmp(r.data, rec, n);
      cache_read_end(&r);
    }
    if (rec && !same) cache_put(be->c, &k, KIND_RECORD, rec, n, NULL);
    free(rec);
  }
  (void)rq;
  kd_explain_free(st->ex);
  st->ex = NULL;
}

/* One --explain line: why module path is compiled again. */
static void explain_line(const kd_request *rq, const kd_options *o, const build_env *be, const build_stats *st,
                         const char *path, int stage, int corrupt) {
  if (!o->explain) return;
  char buf[512];
  const char *why = !be->c ? "no cache" : kd_explain_why(st->ex, path, stage, corrupt, buf, sizeof buf);
  kd_sink_printf(rq->sink, 2, "kiln: explain: %s: %s%s\n", path, why,
                 stage == KD_EXPLAIN_OBJECT ? " (code generation only)" : "");
}

/* ---- what kiln watch learns of a build ---------------------------------------------------- */

void kd_build_report_clear(kd_build_report *r) {
  for (size_t i = 0; i < r->nfiles; i++) free(r->files[i]);
  free(r->files);
  free(r->sums);
  memset(r, 0, sizeof *r);
}

void kd_build_file_sum(const void *data, size_t n, uint8_t out[16]) {
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) abort();
  cache_keyer_add_u64(&k, data != NULL);
  if (data) cache_keyer_add(&k, data, n);
  cache_key key = cache_keyer_finish(&k);
  memcpy(out, key.bytes, 16);
}

/* The main module, then every path the frontend read or looked for. */
static void build_report(const kd_request *rq, const build_stats *st, const char *input_path, const char *src,
                         size_t len, const mod_reader *rd, int ok) {
  kd_build_report *r = rq->report;
  kd_build_report_clear(r);
  r->ok = ok;
  r->modules = st->modules + 1;
  r->checked = st->checked;
  r->codegen = st->codegen;
  r->linked = st->linked;
  if (!input_path || !(r->files = calloc(rd->n + 1, sizeof *r->files)) ||
      !(r->sums = calloc(rd->n + 1, sizeof *r->sums)))
    return;
  char cwd[PATH_MAX];
  if (!getcwd(cwd, sizeof cwd)) cwd[0] = 0;
  for (uint32_t i = 0; i <= rd->n; i++) {
    const char *dir = i ? rd->root : "", *rel = i ? rd->path[i - 1] : input_path;
    char *p = NULL;
    if (!dir || asprintf(&p, "%s%s%s%s", (i ? dir[0] : rel[0]) == '/' ? "" : cwd,
                         (i ? dir[0] : rel[0]) == '/' ? "" : "/", dir, rel) < 0)
      continue;
    char *norm = kd__norm_abs(p);
    if (norm) {
      free(p);
      p = norm;
    }
    if (i) kd_build_file_sum(rd->src[i - 1], rd->len[i - 1], r->sums[r->nfiles]);
    else kd_build_file_sum(src, len, r->sums[r->nfiles]);
    r->files[r->nfiles++] = p;
  }
}

/* ---- programs of several modules, one object each ----------------------------------------- */

/* Strongly connected components of the import graph (Tarjan's), each
 * emitted after every component it imports: scc[i] is module i's
 * component, list the modules in emission order, start[c] where component
 * c's members begin in it (ascending module order within one). */
typedef struct {
  const fe_program_info *pi;
  uint32_t *idx, *low, *stk, nstk, next, ncomp, nlist;
  uint8_t *on;
  uint32_t *scc, *list, *start;
} scc_walk;

static void scc_visit(scc_walk *w, uint32_t v) {
  w->idx[v] = w->low[v] = ++w->next;
  w->stk[w->nstk++] = v;
  w->on[v] = 1;
  for (uint32_t q = 0; q < w->pi->mods[v].nimp; q++) {
    uint32_t d = w->pi->mods[v].imp[q];
    if (!w->idx[d]) {
      scc_visit(w, d);
      if (w->low[d] < w->low[v]) w->low[v] = w->low[d];
    } else if (w->on[d] && w->idx[d] < w->low[v]) {
      w->low[v] = w->idx[d];
    }
  }
  if (w->low[v] != w->idx[v]) return;
  uint32_t c = w->ncomp++, first = w->nlist;
  w->start[c] = first;
  uint32_t x;
  do {
    x = w->stk[--w->nstk];
    w->on[x] = 0;
    w->scc[x] = c;
    w->list[w->nlist++] = x;
  } while (x != v);
  /* members in module order (insertion sort: components are small) */
  for (uint32_t a = first + 1; a < w->nlist; a++)
    for (uint32_t b = a; b > first && w->list[b - 1] > w->list[b]; b--) {
      uint32_t t = w->list[b];
      w->list[b] = w->list[b - 1];
      w->list[b - 1] = t;
    }
}

/* The interface hash of every module (build_modules).  A module alone in
 * its component hashes its path, its interface text and the interface
 * hashes of the imports that text names.  The modules of an import cycle
 * compile against each other's declarations, so they share one hash: of
 * each member's path and interface text, and of the interface hashes of
 * the imports outside the cycle that its text names; each member's hash is
 * that with its own path.  An edit of any signature in a cycle re-checks
 * every module of it and their importers; a body edit none but its own. */
static int module_iface_keys(const fe_program_info *pi, cache_key *ikey) {
  uint32_t n = pi->n;
  scc_walk w = {0};
  w.pi = pi;
  w.idx = calloc(n + 1, sizeof *w.idx);
  w.low = calloc(n + 1, sizeof *w.low);
  w.stk = calloc(n + 1, sizeof *w.stk);
  w.on = calloc(n + 1, 1);
  w.scc = calloc(n + 1, sizeof *w.scc);
  w.list = calloc(n + 1, sizeof *w.list);
  w.start = calloc(n + 2, sizeof *w.start);
  int rc = -1;
  if (!w.idx || !w.low || !w.stk || !w.on || !w.scc || !w.list || !w.start) goto out;
  for (uint32_t i = 0; i < n; i++)
    if (!w.idx[i]) scc_visit(&w, i);
  w.start[w.ncomp] = w.nlist;
  for (uint32_t c = 0; c < w.ncomp; c++) {
    uint32_t a = w.start[c], b = w.start[c + 1];
    int cyc = b - a > 1;
    for (uint32_t q = 0; !cyc && q < pi->mods[w.list[a]].nimp; q++) cyc = pi->mods[w.list[a]].imp[q] == w.list[a];
    cache_keyer k;
    if (cache_keyer_init(&k) != 0) goto out;
    if (cyc) cache_keyer_add_str(&k, "import cycle");
    for (uint32_t j = a; j < b; j++) {
      uint32_t i = w.list[j];
      cache_keyer_add_str(&k, pi->mods[i].path);
      cache_keyer_add(&k, pi->mods[i].iface, pi->mods[i].iface_len);
      for (uint32_t q = 0; q < pi->mods[i].nimp; q++)
        if ((!pi->mods[i].imp_iface || pi->mods[i].imp_iface[q]) && w.scc[pi->mods[i].imp[q]] != c)
          cache_keyer_add(&k, ikey[pi->mods[i].imp[q]].bytes, sizeof ikey[0].bytes);
    }
    cache_key all = cache_keyer_finish(&k);
    if (!cyc) {
      ikey[w.list[a]] = all;
      continue;
    }
    for (uint32_t j = a; j < b; j++) {
      if (cache_keyer_init(&k) != 0) goto out;
      cache_keyer_add(&k, all.bytes, sizeof all.bytes);
      cache_keyer_add_str(&k, pi->mods[w.list[j]].path);
      ikey[w.list[j]] = cache_keyer_finish(&k);
    }
  }
  rc = 0;
out:
  free(w.idx);
  free(w.low);
  free(w.stk);
  free(w.on);
  free(w.scc);
  free(w.list);
  free(w.start);
  return rc;
}

/* ---- the modules of one build on several threads ------------------------------------------ */

/* What a module's compile says (diagnostics, warnings, --explain lines),
 * kept until the modules before it have spoken: the output of a parallel
 * build is the sequential one's, in module order. */
typedef struct {
  kd_sink base;
  kd_sink *real; /* asked whether the client is gone */
  char *buf;     /* segments: stream byte, then the bytes up to the next NUL-free length */
  size_t len, cap;
} mod_sink;

static int mod_sink_write(kd_sink *s, int stream, const void *data, size_t n) {
  mod_sink *m = (mod_sink *)s;
  if (m->len + n + 5 > m->cap) {
    size_t cap = m->cap ? m->cap : 256;
    while (cap < m->len + n + 5) cap *= 2;
    char *b = realloc(m->buf, cap);
    if (!b) return -1;
    m->buf = b;
    m->cap = cap;
  }
  uint32_t len = (uint32_t)n;
  m->buf[m->len] = (char)stream;
  memcpy(m->buf + m->len + 1, &len, 4);
  memcpy(m->buf + m->len + 5, data, n);
  m->len += n + 5;
  return 0;
}

static int mod_sink_gone(kd_sink *s) { return sink_gone(((mod_sink *)s)->real); }

static void mod_sink_flush(mod_sink *m, kd_sink *to) {
  for (size_t at = 0; at + 5 <= m->len;) {
    uint32_t len;
    memcpy(&len, m->buf + at + 1, 4);
    to->write(to, m->buf[at], m->buf + at + 5, len);
    at += 5 + len;
  }
  m->len = 0;
}

typedef struct {
  const kd_request *rq;
  const kd_options *o;
  build_env *be;
  fe_loaded *prog;
  const fe_program_info *pi;
  const char *out_path;
  kd_objstore *store;
  cache_key *ir_key, *sk, *okey; /* per module */
  char **objs;
  uint8_t *pinned;
  uint32_t *todo, ntodo; /* the modules to build, in module order */
  uint32_t next;         /* the next entry of todo to take */
  uint32_t fail;         /* the first entry of todo that failed (ntodo: none) */
  int *rcs;              /* per entry of todo: 0, 1 (failed, said why), -1 (the client is gone) */
  mod_sink *out;         /* per entry of todo */
  pthread_mutex_t remote_lock;
} module_jobs;

typedef struct {
  module_jobs *J;
  build_stats st;
  pthread_t t;
} module_worker;

/* Module todo[t]: its IR from the cache or the checker, its object from the
 * cache or the backend, kept by the daemon's store.  0, 1 (an error, said
 * on the module's sink) or -1 (the client is gone). */
static int module_build(module_jobs *J, uint32_t t, build_stats *st, ph_clock *clk) {
  uint32_t i = J->todo[t];
  const kd_options *o = J->o;
  const fe_program_info *pi = J->pi;
  kd_objstore *store = J->store;
  char **objs = J->objs;
  cache_key *okey = J->okey;
  mod_sink *ms = &J->out[t];
  ms->base.write = mod_sink_write;
  ms->base.gone = mod_sink_gone;
  ms->real = J->rq->sink;
  kd_request rq1 = *J->rq;
  rq1.sink = &ms->base;
  const kd_request *rq = &rq1;
  build_env be1 = *J->be;
  be1.sink = &ms->base;
  if (be1.remote) be1.remote_lock = &J->remote_lock;
  build_env *be = &be1;
  size_t ir_size = 0;
  void *ir = cache_fetch(be, &J->ir_key[i], KIND_IR, &ir_size, st);
  ir = ir_checked(be, st, ir, ir_size, pi->mods[i].path);
  int ir_missed = !ir;
  ph_add(st, KD_PH_IR, clk);
  if (!ir) {
    explain_line(rq, o, be, st, pi->mods[i].path, KD_EXPLAIN_IR, st->last_corrupt);
    st->checked++;
    fe_diags diags = {0};
    ir = fe_program_compile(J->prog, i, &ir_size, &diags);
    if (diags.text) rq->sink->write(rq->sink, 2, diags.text, strlen(diags.text));
    if (!ir) {
      if (diags.errors)
        kd_sink_printf(rq->sink, 2, "%d error%s generated.\n", diags.errors, diags.errors == 1 ? "" : "s");
      else
        kd_sink_printf(rq->sink, 2, "kiln: error: %s: compilation failed\n", pi->mods[i].path);
      fe_diags_free(&diags);
      return 1;
    }
    fe_diags_free(&diags);
    cache_store(be, &J->ir_key[i], KIND_IR, ir, ir_size);
    ph_add(st, KD_PH_CHECK, clk);
  }
  if (sink_gone(rq->sink)) {
    free(ir);
    return -1;
  }
  fe_ir_module m;
  char msg[256];
  if (fe_ir_open(&m, ir, ir_size, msg, sizeof msg) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: internal error: invalid typed IR of %s: %s\n", pi->mods[i].path, msg);
    free(ir);
    return 1;
  }
  ph_add(st, KD_PH_IR, clk);
  /* (not "object": a large module's may be an archive of two, be_options.split) */
  okey[i] = key_for(be, "module-object", ir, ir_size, (uint64_t)o->opt);
  if (store) {
    kd_objstore_memo_put(store, J->sk[i].bytes, okey[i].bytes);
    objs[i] = kd_objstore_tmp(store);
  } else {
    size_t olen = strlen(J->out_path);
    objs[i] = malloc(olen + 64);
    if (objs[i])
      snprintf(objs[i], olen + 64, "%s.kiln-tmp-%d-%u-%u.o", J->out_path, (int)getpid(),
               __atomic_fetch_add(&tmp_counter, 1, __ATOMIC_RELAXED), i);
  }
  if (!objs[i]) {
    free(ir);
    return 1;
  }
  size_t bn = 0;
  char *have = NULL;
  void *bytes = cache_fetch(be, &okey[i], KIND_OBJECT, &bn, st);
  if (bytes && store && (have = kd_objstore_get(store, okey[i].bytes))) { /* on disk already: nothing to write */
    free(objs[i]);
    objs[i] = have;
    J->pinned[i] = 1;
    free(bytes);
    free(ir);
    ph_add(st, KD_PH_OBJ, clk);
    return 0;
  }
  if (bytes) {
    int wr = write_file(rq, objs[i], bytes, bn);
    free(bytes);
    if (wr != 0) {
      kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", objs[i], strerror(errno));
      free(ir);
      return 1;
    }
    ph_add(st, KD_PH_OBJ, clk);
  } else {
    ph_add(st, KD_PH_OBJ, clk);
    if (!ir_missed) explain_line(rq, o, be, st, pi->mods[i].path, KD_EXPLAIN_OBJECT, st->last_corrupt);
    st->codegen++;
    be_options bo = {.opt_level = o->opt, .split = 1};
    char *err = NULL;
    if (be_emit_object(&m, &bo, objs[i], &err) != 0) {
      kd_sink_printf(rq->sink, 2, "kiln: error: %s: %s\n", pi->mods[i].path, err ? err : "code generation failed");
      free(err);
      free(ir);
      return 1;
    }
    free(err);
    cache_store_file(rq, be, &okey[i], KIND_OBJECT, objs[i]);
    ph_add(st, KD_PH_CODEGEN, clk);
  }
  if (store) { /* the store takes the file (when it cannot, it stays a temporary of this build) */
    char *kept = kd_objstore_adopt(store, okey[i].bytes, objs[i]);
    if (kept) {
      free(objs[i]);
      objs[i] = kept;
      J->pinned[i] = 1;
    } else if (access(objs[i], R_OK) != 0) {
      kd_sink_printf(rq->sink, 2, "kiln: error: %s: cannot keep its object\n", pi->mods[i].path);
      free(ir);
      return 1;
    }
  }
  free(ir);
  return sink_gone(rq->sink) ? -1 : 0;
}

static void *module_worker_main(void *arg) {
  module_worker *w = arg;
  module_jobs *J = w->J;
  ph_clock clk = ph_now();
  for (;;) {
    uint32_t t = __atomic_fetch_add(&J->next, 1, __ATOMIC_RELAXED);
    if (t >= J->ntodo) break;
    /* after a failure, the modules after it are not started (the error
     * reported is the first module's in order, as without threads) */
    if (t > __atomic_load_n(&J->fail, __ATOMIC_ACQUIRE)) continue;
    int r = module_build(J, t, &w->st, &clk);
    J->rcs[t] = r;
    if (r != 0) {
      uint32_t f = __atomic_load_n(&J->fail, __ATOMIC_ACQUIRE);
      while (t < f && !__atomic_compare_exchange_n(&J->fail, &f, t, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
      }
    }
  }
  return NULL;
}

/* How many threads compile a build's modules: -j N, else one per online CPU. */
static int module_threads(const kd_options *o, uint32_t ntodo) {
  long n = o->jobs > 0 ? o->jobs : sysconf(_SC_NPROCESSORS_ONLN);
  if (n < 1) n = 1;
  if (n > 64) n = 64;
  return (int)(n < (long)ntodo ? n : (long)ntodo);
}

/* Builds J's modules on module_threads() threads (the calling one among
 * them) and says what they said in module order, up to the first that
 * failed.  0, 1 (a module failed) or -1 (the client is gone). */
static int module_jobs_run(module_jobs *J, build_stats *st) {
  if (!J->ntodo) return 0;
  int nt = module_threads(J->o, J->ntodo);
  J->fail = J->ntodo;
  J->out = calloc(J->ntodo, sizeof *J->out);
  J->rcs = calloc(J->ntodo, sizeof *J->rcs);
  module_worker *w = calloc((size_t)nt, sizeof *w);
  if (!J->out || !J->rcs || !w) {
    free(w);
    kd_sink_printf(J->rq->sink, 2, "kiln: error: out of memory\n");
    return 1;
  }
  pthread_mutex_init(&J->remote_lock, NULL);
  int started = 1;
  for (int k = 0; k < nt; k++) {
    w[k].J = J;
    w[k].st.ex = st->ex;
  }
  for (int k = 1; k < nt; k++)
    if (pthread_create(&w[k].t, NULL, module_worker_main, &w[k]) == 0) started++;
    else break;
  module_worker_main(&w[0]);
  for (int k = 1; k < started; k++) pthread_join(w[k].t, NULL);
  pthread_mutex_destroy(&J->remote_lock);
  for (int k = 0; k < nt; k++) {
    st->hits += w[k].st.hits;
    st->misses += w[k].st.misses;
    st->checked += w[k].st.checked;
    st->codegen += w[k].st.codegen;
    st->last_corrupt |= w[k].st.last_corrupt;
    for (int q = 0; q < KD_PH_N; q++) {
      st->ph_cpu[q] += w[k].st.ph_cpu[q];
      st->ph_wall[q] += w[k].st.ph_wall[q];
    }
  }
  int rc = 0;
  for (uint32_t t = 0; t < J->ntodo; t++) {
    if (t <= J->fail) mod_sink_flush(&J->out[t], J->rq->sink);
    free(J->out[t].buf);
  }
  if (J->fail < J->ntodo) rc = J->rcs[J->fail] < 0 ? -1 : 1;
  free(J->out);
  free(J->rcs);
  free(w);
  return rc;
}

/* Each module's typed IR is keyed by (compiler id, its path, its bytes,
 * whether it is the main module, and the path and interface hash of each
 * module it imports directly).  The interface (fe_module_info.iface) is the
 * module's source with its statements and the bodies of functions whose
 * return type is written blanked: what compiling another module reads of
 * it.  A module's interface hash covers that text and the interface hashes
 * of the imports the text names (fe_module_info.imp_iface): what an
 * importer's compile can see through it.  So an edit inside such a body
 * changes the module's own key only, and its object is the only one
 * compiled again; an edit of a signature changes the keys of its direct
 * importers, and of their importers only where an importer's interface
 * names what changed (early cutoff: b imports a, c imports b; a's new
 * signature re-checks b, and c only if b's interface mentions a's names).
 * A dependent whose IR comes out the same keeps its object (its key is its
 * IR).  The link always runs when an object changed.  What c's IR holds of
 * the modules it does not see (extern declarations of their classes) is
 * never referenced by its code, so a cached one stays right. */
static int build_modules(const kd_request *rq, const kd_options *o, build_env *be, build_stats *st,
                         fe_loaded *prog, const fe_program_info *pi, const char *out_path, const char *tmp_out,
                         const uint8_t *build_id, cache_key *exe_key_out) {
  int rc = 1;
  uint32_t n = pi->n;
  char **objs = calloc(n, sizeof *objs);
  cache_key *ikey = calloc(n, sizeof *ikey), *okey = calloc(n, sizeof *okey);
  uint8_t *pinned = calloc(n, 1); /* objs[i] is the store's file (else a temporary of ours) */
  /* (only with the daemon's shared cache: the store's map stands for this
   * cache's entries, so it is keyed by the cache's identity too, and a build
   * with another cache, or none, goes through its own) */
  kd_objstore *store = be->c && be->oc ? kd_shared_objects(rq->shared) : NULL;
  char *err = NULL;
  void *bytes = NULL;
  module_jobs J = {.rq = rq, .o = o, .be = be, .prog = prog, .pi = pi, .out_path = out_path, .store = store,
                   .okey = okey, .objs = objs, .pinned = pinned};
  J.ir_key = calloc(n, sizeof *J.ir_key);
  J.sk = calloc(n, sizeof *J.sk);
  J.todo = calloc(n, sizeof *J.todo);
  if (!objs || !ikey || !okey || !pinned || !J.ir_key || !J.sk || !J.todo) goto done;
  ph_clock clk = ph_now();
  /* A module's interface hash covers its interface text and the interface
   * hashes of the imports that text names (fe_module_info.imp_iface),
   * computed imports first (module_iface_keys: the modules of an import
   * cycle share one hash of all their interfaces). */
  if (module_iface_keys(pi, ikey) != 0) goto done;
  /* Keys in module order (the explain record is filled here), and the
   * modules whose objects the daemon's store still holds. */
  for (uint32_t i = 0; i < n; i++) {
    /* its own bytes and what it reads of its direct imports */
    cache_keyer k;
    if (cache_keyer_init(&k) != 0) goto done;
    cache_keyer_add_str(&k, pi->mods[i].path);
    cache_keyer_add(&k, pi->mods[i].src, pi->mods[i].len);
    cache_keyer_add_u64(&k, i + 1 == n);
    cache_keyer_add_u64(&k, pi->mods[i].nimp);
    for (uint32_t q = 0; q < pi->mods[i].nimp; q++) {
      cache_keyer_add_str(&k, pi->mods[pi->mods[i].imp[q]].path);
      cache_keyer_add(&k, ikey[pi->mods[i].imp[q]].bytes, sizeof ikey[0].bytes);
    }
    cache_key mk = cache_keyer_finish(&k);
    if (st->ex) {
      cache_key sh = hash_bytes(pi->mods[i].src, pi->mods[i].len);
      kd_explain_module(st->ex, pi->mods[i].path, sh.bytes, i + 1 == n);
      for (uint32_t q = 0; q < pi->mods[i].nimp; q++)
        kd_explain_import(st->ex, pi->mods[i].path, pi->mods[pi->mods[i].imp[q]].path, ikey[pi->mods[i].imp[q]].bytes);
    }
    J.ir_key[i] = key_for(be, "module-ir 2", mk.bytes, sizeof mk.bytes, 0);
    ph_add(st, KD_PH_KEYS, &clk);
    /* The daemon's object store: a module whose IR key gave an object it
     * still holds on disk is linked from there, with no cache read (its IR
     * and object are what the cache holds under those keys; counted as
     * the two hits they stand for). */
    if (store) {
      if (cache_keyer_init(&k) != 0) goto done;
      cache_keyer_add(&k, J.ir_key[i].bytes, sizeof J.ir_key[i].bytes);
      cache_keyer_add_str(&k, be->oc->dir);
      cache_keyer_add_u64(&k, (uint64_t)be->oc->dev);
      cache_keyer_add_u64(&k, (uint64_t)be->oc->ino);
      cache_key sk0 = cache_keyer_finish(&k);
      J.sk[i] = key_for(be, "object-store", sk0.bytes, sizeof sk0.bytes, (uint64_t)o->opt);
      if (kd_objstore_memo_get(store, J.sk[i].bytes, okey[i].bytes) && (objs[i] = kd_objstore_get(store, okey[i].bytes))) {
        pinned[i] = 1;
        st->hits += 2;
        ph_add(st, KD_PH_OBJ, &clk);
        continue;
      }
    }
    J.todo[J.ntodo++] = i;
  }
  /* The rest, each checked (unless its IR is cached) and compiled (unless
   * its object is), on up to -j threads (module_jobs_run). */
  int jr = module_jobs_run(&J, st);
  if (jr != 0) {
    rc = jr;
    goto done;
  }
  if (!be->have_runtime) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot find libkiln_rt.a (set KILN_RUNTIME)\n");
    goto done;
  }
  {
    cache_keyer k;
    if (cache_keyer_init(&k) != 0) goto done;
    for (uint32_t i = 0; i < n; i++) cache_keyer_add(&k, okey[i].bytes, sizeof okey[i].bytes);
    cache_key all = cache_keyer_finish(&k);
    cache_key exe_key = key_for(be, "executable-modules", all.bytes, sizeof all.bytes, 0);
    *exe_key_out = exe_key;
    size_t bn = 0;
    if ((bytes = cache_fetch(be, &exe_key, KIND_EXE, &bn, st))) {
      if (write_file(rq, tmp_out, bytes, bn) != 0) {
        kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", tmp_out, strerror(errno));
        goto done;
      }
    } else {
      if (o->explain) kd_sink_printf(rq->sink, 2, "kiln: explain: linking: this set of objects is not in the cache\n");
      if (be_link_id((const char *const *)objs, (int)n, be->runtime, tmp_out, build_id, sizeof exe_key.bytes, &err) !=
          0) {
        kd_sink_printf(rq->sink, 2, "kiln: error: link failed: %s\n", err ? err : "?");
        goto done;
      }
      st->linked = 1;
      ph_add(st, KD_PH_LINK, &clk);
      store_exe(rq, be, &exe_key, tmp_out);
    }
    ph_add(st, KD_PH_EXE, &clk);
  }
  rc = 0;
done:
  for (uint32_t i = 0; objs && i < n; i++) {
    if (objs[i] && pinned && pinned[i]) kd_objstore_release(store, okey[i].bytes);
    else if (objs[i]) unlink(objs[i]);
    free(objs[i]);
  }
  free(objs);
  free(pinned);
  free(ikey);
  free(okey);
  free(J.ir_key);
  free(J.sk);
  free(J.todo);
  free(bytes);
  free(err);
  return rc;
}

/* The whole program at once: a "graph" record keyed by the main module
 * lists every path the last build of it read (found or not), and a
 * "program" record keyed by all those bytes (program_key) names the
 * executable that build linked.  A rebuild in which no module changed
 * (a no-op, or a new output from a warm cache) reads the files, hashes
 * them and copies the executable out, without parsing or touching a
 * module's entries.  A stale list only costs a miss.  Both records stay in
 * the local cache. */
static cache_key program_graph_key(const build_env *be, const char *main_name, const char *src, size_t len) {
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) abort();
  cache_keyer_add_str(&k, main_name);
  cache_keyer_add(&k, src, len);
  cache_key sk = cache_keyer_finish(&k);
  return key_for(be, "program-graph", sk.bytes, sizeof sk.bytes, 0);
}

/* The local cache only: the program records are not worth a round trip to
 * the remote tier (a checkout that misses locally finds the modules' entries
 * there), nor an upload. */
static void *local_fetch(build_env *be, const cache_key *key, uint16_t kind, size_t *size, build_stats *st) {
  cache_remote *remote = be->remote;
  be->remote = NULL;
  void *data = cache_fetch(be, key, kind, size, st);
  be->remote = remote;
  return data;
}

/* Is the executable stored under key, byte for byte, the file at path?
 * (Compared in place: LMDB's map against the file's.) */
static int exe_matches_file(build_env *be, const cache_key *key, const char *path) {
  if (!be->c) return 0;
  /* the daemon compared it with this executable before, and its stat says
     it has not changed since (filememo.h) */
  kd_filememo *fm = be->shared ? be->shared->files : NULL;
  if (kd_filememo_output_same(fm, path, key->bytes)) return 1;
  cache_read r;
  if (cache_get(be->c, key, KIND_EXE, &r, NULL) != 0) return 0;
  struct timespec at;
  clock_gettime(CLOCK_REALTIME, &at);
  int same = 0, fd = open(path, O_RDONLY | O_CLOEXEC);
  struct stat sb;
  if (fd >= 0 && fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode) && (size_t)sb.st_size == r.size && r.size > 0) {
    void *m = mmap(NULL, r.size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (m != MAP_FAILED) {
      same = memcmp(m, r.data, r.size) == 0;
      munmap(m, r.size);
    }
    if (same) kd_filememo_output_note(fm, path, key->bytes, &sb, &at);
  }
  if (fd >= 0) close(fd);
  cache_read_end(&r);
  return same;
}

/* 1: the executable is in *tmp_out (malloc'd here); 2: the output is that
 * executable already; 0: a miss (rd keeps the files read, which the build
 * then reads from it); -1: an error, reported. */
static int program_exe_fetch(const kd_request *rq, build_env *be, build_stats *st, const char *main_name,
                             const char *src, size_t len, mod_reader *rd, uint64_t opt, const char *out_path,
                             char **tmp_out) {
  if (!be->c) return 0;
  cache_key gk = program_graph_key(be, main_name, src, len);
  build_stats quiet = {0}; /* a miss here is no module's miss */
  size_t gn = 0, pn = 0, bn = 0;
  char *g = local_fetch(be, &gk, KIND_GRAPH, &gn, &quiet);
  if (!g) return 0;
  for (size_t at = 0; at < gn;) {
    const char *p = g + at, *s2;
    size_t l = strnlen(p, gn - at), n2;
    if (at + l >= gn) break;
    (void)mod_reader_get(rd, p, &s2, &n2);
    at += l + 1;
  }
  free(g);
  cache_key pk = program_key(main_name, src, len, rd);
  cache_key prk = key_for(be, "program-executable", pk.bytes, sizeof pk.bytes, opt);
  uint8_t *rec = local_fetch(be, &prk, KIND_PROGRAM, &pn, &quiet);
  if (!rec || pn != 20) {
    free(rec);
    return 0;
  }
  cache_key exe_key;
  uint32_t mods;
  memcpy(exe_key.bytes, rec, 16);
  memcpy(&mods, rec + 16, 4);
  free(rec);
  if (strcmp(out_path, "-") && exe_matches_file(be, &exe_key, out_path)) {
    /* the output is that executable already: nothing to write */
    st->hits += quiet.hits + 1;
    st->modules = (int)mods;
    return 2;
  }
  void *exe = local_fetch(be, &exe_key, KIND_EXE, &bn, &quiet);
  if (!exe) return 0;
  size_t olen = strlen(out_path);
  if (!(*tmp_out = malloc(olen + 48))) {
    free(exe);
    return -1;
  }
  sweep_stale_tmp(out_path);
  snprintf(*tmp_out, olen + 48, "%s.kiln-tmp-%d-%u", out_path, (int)getpid(),
           __atomic_fetch_add(&tmp_counter, 1, __ATOMIC_RELAXED));
  int rc = write_file(rq, *tmp_out, exe, bn);
  free(exe);
  if (rc != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", *tmp_out, strerror(errno));
    return -1;
  }
  st->hits += quiet.hits;
  st->modules = (int)mods;
  return 1;
}

static void program_exe_store(build_env *be, const char *main_name, const char *src, size_t len,
                              const mod_reader *rd, uint64_t opt, const cache_key *exe_key, uint32_t mods) {
  if (!be->c) return;
  size_t gn = 0;
  char *g = graph_encode(rd, &gn);
  if (!g) return;
  cache_key gk = program_graph_key(be, main_name, src, len);
  cache_put(be->c, &gk, KIND_GRAPH, g, gn, NULL);
  free(g);
  cache_key pk = program_key(main_name, src, len, rd);
  cache_key prk = key_for(be, "program-executable", pk.bytes, sizeof pk.bytes, opt);
  uint8_t rec[20];
  memcpy(rec, exe_key->bytes, 16);
  memcpy(rec + 16, &mods, 4);
  cache_put(be->c, &prk, KIND_PROGRAM, rec, sizeof rec, NULL);
}

/* Does the source mention import or export at all?  (A single-module program
 * then skips the module scan.) */
static int mentions_modules(const char *src, size_t len) {
  return memmem(src, len, "import", 6) || memmem(src, len, "export", 6);
}

/* Compiles o->input into output (as the user wrote it; "-" is stdout).
 * Returns 0 on success, 1 on a user error (already reported), -1 when the
 * client went away (nothing reported, the old output left alone). */
static int compile(const kd_request *rq, const kd_options *o, const char *output, build_env *be,
                   build_stats *st) {
  double t0 = now_ms();
  int rc = 1;
  size_t len = 0, ir_size = 0, n = 0;
  char *src = NULL, *err = NULL, *text = NULL, *obj = NULL, *tmp_out = NULL, *input_path = NULL,
       *out_path = NULL, *dump = NULL;
  void *ir = NULL, *bytes = NULL;
  fe_diags diags = {0};
  mod_reader rd = {0};
  char *root = NULL;
  /* "-" is stdout for text; an object or executable named "-" is a file. */
  int to_stdout = !strcmp(output, "-") && (o->emit == KD_EMIT_IR || o->emit == KD_EMIT_LLVM);
  int ir_missed = 0, corrupt = 0;
  char *record_name = NULL;

  input_path = abs_path(rq, o->input);
  out_path = to_stdout ? strdup("-") : abs_path(rq, output);
  if (!input_path || !out_path) {
    kd_sink_printf(rq->sink, 2, "kiln: error: out of memory\n");
    goto done;
  }
  src = be->shared && be->shared->files ? kd_filememo_read(be->shared->files, input_path, &len) : read_file(input_path, &len);
  if (!src) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot read %s: %s\n", o->input, strerror(errno));
    goto done;
  }
  /* Keys name modules by their paths relative to the main module's
   * directory, not by absolute paths, so checkouts in different directories
   * share entries. */
  {
    size_t il = strlen(input_path);
    while (il > 0 && input_path[il - 1] != '/') il--;
    root = strndup(input_path, il);
    if (!root) goto done;
  }
  rd.root = root;
  rd.memo = be->shared ? be->shared->files : NULL;
  /* The record of `kiln run` (whose executable has a new temporary name
   * each time) goes under its input instead. */
  if (rq->run_exe && asprintf(&record_name, "run %s", input_path) < 0) record_name = NULL;
  if (!to_stdout && (o->emit == KD_EMIT_EXE || o->emit == KD_EMIT_OBJ))
    explain_begin(be, o, st, record_name ? record_name : out_path);
  if (o->emit == KD_EMIT_EXE && !kd_request_getenv(rq, "KILN_WHOLE_PROGRAM") && mentions_modules(src, len)) {
    /* several modules: one object each */
    /* The program's record can stand for the whole build (nothing parsed)
     * only when this output has a build record to keep; otherwise the
     * modules are loaded (and found in the cache) so that one is written. */
    int fast = st->ex && !st->had_record
                   ? 0
                   : program_exe_fetch(rq, be, st, base_name(o->input), src, len, &rd, (uint64_t)o->opt, out_path,
                                       &tmp_out);
    if (fast != 0) { /* nothing was compiled: the last build's record still holds */
      kd_explain_free(st->ex);
      st->ex = NULL;
    }
    if (fast < 0) goto done;
    if (fast == 2) {
      rc = 0;
      goto done;
    }
    if (fast > 0) goto finish;
    fe_program_info pi;
    ph_clock clk = ph_now();
    fe_loaded *prog = fe_program_open(o->input, src, len, mod_reader_read, &rd, &pi, &diags);
    ph_add(st, KD_PH_OPEN, &clk);
    if (!prog) {
      if (diags.text) rq->sink->write(rq->sink, 2, diags.text, strlen(diags.text));
      kd_sink_printf(rq->sink, 2, "%d error%s generated.\n", diags.errors, diags.errors == 1 ? "" : "s");
      goto done;
    }
    if (pi.n > 1) {
      st->modules = (int)pi.n - 1;
      st->parsed = (int)pi.n;
      size_t olen = strlen(out_path);
      tmp_out = malloc(olen + 48);
      if (!tmp_out) {
        fe_program_info_free(&pi);
        fe_program_close(prog);
        goto done;
      }
      sweep_stale_tmp(out_path);
      snprintf(tmp_out, olen + 48, "%s.kiln-tmp-%d-%u", out_path, (int)getpid(),
               __atomic_fetch_add(&tmp_counter, 1, __ATOMIC_RELAXED));
      fe_diags_free(&diags);
      cache_key exe_key = {{0}}, bid;
      /* (the reader is done: fe_program_open read every module) */
      cache_key pk = program_key(base_name(o->input), src, len, &rd);
      const uint8_t *build_id = build_id_of(be, "build-id modules", &pk, o->opt, &bid);
      int r = build_modules(rq, o, be, st, prog, &pi, out_path, tmp_out, build_id, &exe_key);
      clk = ph_now();
      fe_program_info_free(&pi);
      fe_program_close(prog);
      ph_add(st, KD_PH_CLOSE, &clk);
      if (o->verbose)
        for (int q = 0; q < KD_PH_N; q++)
          kd_sink_printf(rq->sink, 2, "kiln: %-10s %8.1f ms cpu %8.1f ms wall\n", kd_ph_name[q], st->ph_cpu[q],
                         st->ph_wall[q]);
      if (r < 0) goto gone;
      if (r > 0) goto done;
      program_exe_store(be, base_name(o->input), src, len, &rd, (uint64_t)o->opt, &exe_key, (uint32_t)st->modules);
      goto finish;
    }
    fe_program_info_free(&pi);
    fe_program_close(prog);
    fe_diags_free(&diags);
    mod_reader_free(&rd);
    rd.root = root;
    rd.memo = be->shared ? be->shared->files : NULL;
  }
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) goto done;
  cache_keyer_add_str(&k, base_name(o->input));
  cache_keyer_add(&k, src, len);
  cache_key src_key = cache_keyer_finish(&k);
  cache_key graph_key = key_for(be, "module-graph", src_key.bytes, sizeof src_key.bytes, 0);
  cache_key ir_key;
  {
    size_t gn = 0;
    char *g = cache_fetch(be, &graph_key, KIND_GRAPH, &gn, st);
    if (g) {
      for (size_t at = 0; at < gn;) {
        const char *p = g + at, *s2;
        size_t l = strnlen(p, gn - at), n2;
        if (at + l >= gn) break;
        (void)mod_reader_get(&rd, p, &s2, &n2);
        at += l + 1;
      }
      free(g);
      cache_key pk = program_key(base_name(o->input), src, len, &rd);
      ir_key = key_for(be, "typed-ir", pk.bytes, sizeof pk.bytes, 0);
      ir = cache_fetch(be, &ir_key, KIND_IR, &ir_size, st);
      ir = ir_checked(be, st, ir, ir_size, base_name(o->input));
      if (ir && st->ex) kd_explain_module(st->ex, base_name(o->input), pk.bytes, 1);
    }
    corrupt |= st->last_corrupt;
  }
  if (ir) {
    for (uint32_t i = 0; i < rd.n; i++) st->modules += rd.src[i] != NULL;
  } else {
    ir_missed = 1;
    st->parsed++;
    st->checked++;
    mod_reader_free(&rd);
    rd.root = root;
    rd.memo = be->shared ? be->shared->files : NULL;
    ir = fe_compile_program(o->input, src, len, mod_reader_read, &rd, &ir_size, &diags);
    for (uint32_t i = 0; i < rd.n; i++) st->modules += rd.src[i] != NULL;
    phase(rq, o, "frontend", &t0);
    if (diags.text) rq->sink->write(rq->sink, 2, diags.text, strlen(diags.text));
    if (!ir) {
      if (diags.errors)
        kd_sink_printf(rq->sink, 2, "%d error%s generated.\n", diags.errors, diags.errors == 1 ? "" : "s");
      else
        kd_sink_printf(rq->sink, 2, "kiln: error: %s: compilation failed\n", o->input);
      goto done;
    }
    {
      cache_key pk = program_key(base_name(o->input), src, len, &rd);
      if (st->ex) kd_explain_module(st->ex, base_name(o->input), pk.bytes, 1);
      explain_line(rq, o, be, st, base_name(o->input), KD_EXPLAIN_IR, corrupt);
    }
    if (be->c || be->remote) {
      cache_key pk = program_key(base_name(o->input), src, len, &rd);
      ir_key = key_for(be, "typed-ir", pk.bytes, sizeof pk.bytes, 0);
      size_t gn = 0;
      char *g = graph_encode(&rd, &gn);
      if (g) cache_store(be, &graph_key, KIND_GRAPH, g, gn);
      free(g);
      cache_store(be, &ir_key, KIND_IR, ir, ir_size);
    }
  }
  if (sink_gone(rq->sink)) goto gone;
  fe_ir_module m;
  char msg[256];
  if (fe_ir_open(&m, ir, ir_size, msg, sizeof msg) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: internal error: invalid typed IR: %s\n", msg);
    goto done;
  }
  if (o->emit == KD_EMIT_IR) {
    size_t dlen = 0;
    FILE *f = open_memstream(&dump, &dlen);
    if (!f) {
      kd_sink_printf(rq->sink, 2, "kiln: error: out of memory\n");
      goto done;
    }
    fe_ir_dump(&m, f);
    if (fclose(f) != 0 || write_file(rq, out_path, dump, dlen) != 0) {
      kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", output, strerror(errno));
      goto done;
    }
    rc = 0;
    goto done;
  }
  be_options bo = {.opt_level = o->opt};
  if (o->emit == KD_EMIT_LLVM) {
    st->codegen++;
    if (be_emit_llvm_text(&m, &bo, &text, &err) != 0) {
      kd_sink_printf(rq->sink, 2, "kiln: error: %s\n", err ? err : "code generation failed");
      goto done;
    }
    if (write_file(rq, out_path, text, strlen(text)) != 0) {
      kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", output, strerror(errno));
      goto done;
    }
    rc = 0;
    goto done;
  }

  /* Objects and executables are written beside the output under a temporary
   * name and renamed into place, so a failed build never leaves a file. */
  size_t olen = strlen(out_path);
  unsigned seq = __atomic_fetch_add(&tmp_counter, 1, __ATOMIC_RELAXED);
  tmp_out = malloc(olen + 48);
  obj = malloc(olen + 48);
  if (!tmp_out || !obj) goto done;
  sweep_stale_tmp(out_path);
  snprintf(tmp_out, olen + 48, "%s.kiln-tmp-%d-%u", out_path, (int)getpid(), seq);
  snprintf(obj, olen + 48, "%s.kiln-tmp-%d-%u.o", out_path, (int)getpid(), seq);
  const char *obj_path = o->emit == KD_EMIT_OBJ ? tmp_out : obj;
  cache_key obj_key = key_for(be, "object", ir, ir_size, (uint64_t)o->opt);
  if ((bytes = cache_fetch(be, &obj_key, KIND_OBJECT, &n, st))) {
    if (write_file(rq, obj_path, bytes, n) != 0) {
      kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", obj_path, strerror(errno));
      goto done;
    }
    free(bytes);
    bytes = NULL;
  } else {
    if (!ir_missed) explain_line(rq, o, be, st, base_name(o->input), KD_EXPLAIN_OBJECT, st->last_corrupt);
    st->codegen++;
    if (be_emit_object(&m, &bo, obj_path, &err) != 0) {
      kd_sink_printf(rq->sink, 2, "kiln: error: %s\n", err ? err : "code generation failed");
      goto done;
    }
    cache_store_file(rq, be, &obj_key, KIND_OBJECT, obj_path);
    phase(rq, o, "backend", &t0);
  }
  if (sink_gone(rq->sink)) goto gone;
  if (o->emit == KD_EMIT_EXE) {
    if (!be->have_runtime) {
      kd_sink_printf(rq->sink, 2, "kiln: error: cannot find libkiln_rt.a (set KILN_RUNTIME)\n");
      goto done;
    }
    cache_key exe_key = key_for(be, "executable", obj_key.bytes, sizeof obj_key.bytes, 0);
    if ((bytes = cache_fetch(be, &exe_key, KIND_EXE, &n, st))) {
      if (write_file(rq, tmp_out, bytes, n) != 0) {
        kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", tmp_out, strerror(errno));
        goto done;
      }
    } else {
      if (o->explain) kd_sink_printf(rq->sink, 2, "kiln: explain: linking: this object is not in the cache\n");
      const char *objs[] = {obj};
      cache_key pk = program_key(base_name(o->input), src, len, &rd), bid;
      const uint8_t *build_id = build_id_of(be, "build-id program", &pk, o->opt, &bid);
      if (be_link_id(objs, 1, be->runtime, tmp_out, build_id, sizeof bid.bytes, &err) != 0) {
        kd_sink_printf(rq->sink, 2, "kiln: error: link failed: %s\n", err ? err : "?");
        goto done;
      }
      st->linked = 1;
      cache_store_file(rq, be, &exe_key, KIND_EXE, tmp_out);
      phase(rq, o, "link", &t0);
    }
  }
finish:
  /* The result gets the mode the client's umask gives a new file. */
  if (chmod(tmp_out, (o->emit == KD_EMIT_EXE ? 0777 : 0666) & ~rq->umask) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", tmp_out, strerror(errno));
    goto done;
  }
  /* An unchanged result keeps its file (and mtime): build systems downstream
   * see nothing new. */
  if (same_bytes(tmp_out, out_path)) {
    rc = 0;
    goto done;
  }
  if (rename(tmp_out, out_path) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", output, strerror(errno));
    goto done;
  }
  rc = 0;
  goto done;

gone:
  rc = -1;
done:
  if (rq->report) build_report(rq, st, input_path, src, len, &rd, rc == 0);
  if (out_path) explain_end(rq, be, st, record_name ? record_name : out_path, rc == 0);
  free(record_name);
  if (obj) unlink(obj);
  if (tmp_out) unlink(tmp_out);
  if (rc == 1 && o->emit != KD_EMIT_IR && o->emit != KD_EMIT_LLVM && !to_stdout && out_path)
    unlink(out_path); /* like make's .DELETE_ON_ERROR: never leave a stale result */
  fe_diags_free(&diags);
  free(bytes);
  free(obj);
  free(tmp_out);
  free(text);
  free(err);
  free(ir);
  free(src);
  free(dump);
  free(input_path);
  free(out_path);
  mod_reader_free(&rd);
  free(root);
  return rc;
}

/* The cache stays under $KILN_CACHE_MAX (default 2G): after a build that
 * wrote entries, least recently used ones go until it is at 3/4 of that
 * (again after an executable stored after the reply, kd_build_after_reply). */
static uint64_t cache_max(const kd_request *rq, int warn) {
  uint64_t max = 2ull << 30;
  const char *env = kd_request_getenv(rq, "KILN_CACHE_MAX");
  if (env && *env && kd_parse_size(env, &max) != 0) {
    if (warn) kd_sink_printf(rq->sink, 2, "kiln: warning: ignoring KILN_CACHE_MAX=%s (want e.g. 500M, 2G)\n", env);
    max = 2ull << 30;
  }
  return max;
}

static void cache_gc_to(cache *c, uint64_t max) {
  cache_stats s;
  if (cache_stats_get(c, &s, NULL) == 0 && s.bytes > max) cache_gc(c, max / 4 * 3, NULL, NULL);
}

static void cache_bound(const kd_request *rq, build_env *be, const build_stats *st) {
  if (!be->c || st->misses == 0) return;
  cache_gc_to(be->c, cache_max(rq, 1));
}

static void print_stats(const kd_request *rq, const kd_options *o, const build_stats *st, int rc) {
  if (!o->stats_json) return;
  kd_sink_printf(rq->sink, 2,
                 "{\"modules\":%d,\"parsed\":%d,\"checked\":%d,\"codegen\":%d,\"cache_hits\":%d,"
                 "\"cache_misses\":%d,\"linked\":%s,\"ok\":%s,\"wall_ms\":%.1f,\"remote_hits\":%llu,"
                 "\"remote_misses\":%llu,\"remote_uploads\":%llu,\"remote_errors\":%llu,\"trees_reused\":%d}\n",
                 st->modules + 1, st->parsed, st->checked, st->codegen, st->hits, st->misses, st->linked ? "true" : "false",
                 rc == 0 ? "true" : "false", now_ms() - st->t_start, (unsigned long long)st->remote.hits,
                 (unsigned long long)st->remote.misses, (unsigned long long)st->remote.uploads,
                 (unsigned long long)st->remote.errors, st->trees_reused);
}

int kd_build_main(int argc, char **argv, const kd_request *rq) {
  kd_build_after_reply(); /* (a caller that did not) */
  later_wait();
  if (argc > 1 && kd_unit_command(argv[1])) {
    /* (the Bazel worker attaches its own tree cache; kilnd's is the shared state's) */
    if (rq->shared) fe_tree_cache_attach(kd_shared_trees(rq->shared));
    int r = kd_unit_main(argc, argv, rq);
    if (rq->shared) fe_tree_cache_attach(NULL);
    return r;
  }
  int is_run = argc > 1 && !strcmp(argv[1], "run");
  if (argc < 2 || (!is_run && strcmp(argv[1], "build")) || (is_run && !rq->run_exe)) {
    kd_sink_printf(rq->sink, 2, "kiln: error: not a build command\n");
    return 2;
  }
  kd_options o = {.opt = 2};
  if (kd_options_parse(argc, argv, is_run, &o, rq->sink) != 0) return 2;
  char *owned = NULL;
  const char *out = is_run ? rq->run_exe : o.output;
  if (!out) {
    if (o.emit == KD_EMIT_IR || o.emit == KD_EMIT_LLVM) out = "-";
    else out = owned = default_output(o.input, o.emit == KD_EMIT_OBJ ? ".o" : "");
    if (!out) {
      kd_sink_printf(rq->sink, 2, "kiln: error: out of memory\n");
      return 1;
    }
  }
  build_env be;
  build_stats st = {.t_start = now_ms()};
  build_env_init(&be, rq, &o);
  fe_tree_cache_attach(kd_shared_trees(rq->shared));
  int rc = compile(rq, &o, out, &be, &st);
  uint64_t reused = 0;
  fe_tree_cache_counts(&reused, NULL);
  fe_tree_cache_attach(NULL);
  st.trees_reused = (int)reused;
  if (rc >= 0) cache_bound(rq, &be, &st);
  cache_remote_stats_get(be.remote, &st.remote);
  build_env_end(&be);
  if (rc >= 0) print_stats(rq, &o, &st, rc);
  free(owned);
  return rc < 0 ? 1 : rc;
}

/* ---- what unit.c (kiln compile / link) shares with the build pipeline ------------------- */

char *kd__read_file(const char *path, size_t *len) { return read_file(path, len); }

char *kd__abs_path(const kd_request *rq, const char *p) { return abs_path(rq, p); }

unsigned kd__tmp_seq(void) { return __atomic_fetch_add(&tmp_counter, 1, __ATOMIC_RELAXED); }

struct kd__env {
  build_env be;
  build_stats st;
};

kd__env *kd__env_open(const kd_request *rq, int no_cache) {
  kd__env *e = calloc(1, sizeof *e);
  if (!e) return NULL;
  kd_options o = {.opt = 2, .no_cache = no_cache};
  build_env_init(&e->be, rq, &o);
  return e;
}

void kd__env_close(const kd_request *rq, kd__env *e) {
  if (!e) return;
  cache_bound(rq, &e->be, &e->st);
  build_env_end(&e->be);
  free(e);
}

const char *kd__env_runtime(const kd__env *e) { return e->be.have_runtime ? e->be.runtime : NULL; }

void *kd__env_fetch(kd__env *e, const char *what, const void *data, size_t n, uint64_t flags, uint16_t kind,
                    size_t *size) {
  cache_key key = key_for(&e->be, what, data, n, flags);
  return cache_fetch(&e->be, &key, kind, size, &e->st);
}

void kd__env_store(kd__env *e, const char *what, const void *data, size_t n, uint64_t flags, uint16_t kind,
                   const void *value, size_t vn) {
  if (!e->be.c && !e->be.remote) return;
  cache_key key = key_for(&e->be, what, data, n, flags);
  cache_store(&e->be, &key, kind, value, vn);
}
