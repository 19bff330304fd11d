/* worker.c - `kiln worker`: a Bazel persistent worker (multiplex, cancellable) running kiln compile/link requests in process.
 *
 * `kiln worker ARGS... --persistent_worker` (kiln execs `kilnd worker ...`)
 * reads WorkRequests on stdin and answers WorkResponses on stdout
 * (worker_proto.h), proto by default, JSON with --worker_protocol=json.  A
 * request's arguments are a kiln command line without the program name
 * ("compile src/x.ts ...", "link ...").  Singleplex requests (request_id 0)
 * run one at a time on the reading thread; multiplex ones each on a thread of
 * their own, at most KD_WORKER_THREADS at once, and every response is
 * written with one write() under a lock, so answers never interleave.  Each
 * non-cancel request is answered exactly once: a cancel request only marks
 * its target, which answers was_cancelled (its compile stops at the next
 * phase boundary and its outputs are not written).
 *
 * Warm state: interface files (.kif) are kept in memory between requests,
 * keyed by path and by the digest Bazel sends for each input, so a changed
 * file is never served stale; file contents are re-read when a request
 * carries no digest for them.  The kiln cache is not used (Bazel caches
 * actions itself); -v and stats go to the response's output.
 *
 * Without --persistent_worker, `kiln worker @flagfile` runs the one command
 * in the flag file (one argument per line, Bazel's "multiline" format) and
 * exits with its status, so the same action also runs under the local and
 * sandboxed strategies.  stdout belongs to the protocol: fd 1 is moved away
 * at start and everything else goes to stderr (Bazel's worker log).
 */
#define _GNU_SOURCE
#include "unit.h"
#include "worker_proto.h"
#include "frontend.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define KD_WORKER_THREADS 4

/* ---- a sink that collects a request's output --------------------------------------------- */

typedef struct {
  kd_sink base;
  char *buf;
  size_t len, cap;
  volatile int *cancelled;
} buf_sink;

static int buf_write(kd_sink *s, int stream, const void *data, size_t n) {
  buf_sink *b = (buf_sink *)s;
  (void)stream;
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 1024;
    while (cap < b->len + n + 1) cap *= 2;
    char *g = realloc(b->buf, cap);
    if (!g) return -1;
    b->buf = g;
    b->cap = cap;
  }
  memcpy(b->buf + b->len, data, n);
  b->len += n;
  b->buf[b->len] = 0;
  return 0;
}

static int buf_gone(kd_sink *s) {
  buf_sink *b = (buf_sink *)s;
  return b->cancelled && __atomic_load_n(b->cancelled, __ATOMIC_RELAXED);
}

/* ---- @flagfile ----------------------------------------------------------------------- */

/* argv with every "@file" argument replaced by the file's lines. NULL on error (printed to s). */
static char **expand_flagfiles(int argc, char **argv, int *out_argc, kd_sink *s) {
  char **out = NULL;
  int n = 0, cap = 0;
  for (int i = 0; i < argc; i++) {
    if (argv[i][0] != '@' || !argv[i][1]) {
      if (n + 1 >= cap) {
        cap = cap ? cap * 2 : 32;
        char **g = realloc(out, (size_t)cap * sizeof *out);
        if (!g) goto fail;
        out = g;
      }
      if (!(out[n++] = strdup(argv[i]))) goto fail;
      continue;
    }
    size_t len = 0;
    char *text = kd__read_file(argv[i] + 1, &len);
    if (!text) {
      kd_sink_printf(s, 2, "kiln: error: cannot read flag file %s: %s\n", argv[i] + 1, strerror(errno));
      goto fail;
    }
    for (char *line = text, *end; line < text + len; line = end + 1) {
      end = memchr(line, '\n', (size_t)(text + len - line));
      if (!end) end = text + len;
      size_t l = (size_t)(end - line);
      if (l && line[l - 1] == '\r') l--;
      if (l == 0) continue;
      if (n + 1 >= cap) {
        cap = cap ? cap * 2 : 32;
        char **g = realloc(out, (size_t)cap * sizeof *out);
        if (!g) {
          free(text);
          goto fail;
        }
        out = g;
      }
      if (!(out[n++] = strndup(line, l))) {
        free(text);
        goto fail;
      }
    }
    free(text);
  }
  if (!out && !(out = calloc(1, sizeof *out))) return NULL;
  out[n] = NULL;
  *out_argc = n;
  return out;
fail:
  for (int i = 0; i < n; i++) free(out[i]);
  free(out);
  return NULL;
}

static void free_args(char **a, int n) {
  for (int i = 0; i < n; i++) free(a[i]);
  free(a);
}

/* ---- warm interface files ------------------------------------------------------------- */

typedef struct iface_memo {
  struct iface_memo *next;
  char *path, *digest;
  size_t digest_len;
  char *text;
  size_t len;
} iface_memo;

static struct {
  pthread_mutex_t lock;
  iface_memo *memo;
  unsigned long requests, hits, trees_reused, trees_parsed;
  fe_tree_cache *trees; /* parsed interface texts (and sources), between requests */
} W = {PTHREAD_MUTEX_INITIALIZER, NULL, 0, 0, 0, 0, NULL};

/* unit.c reads interface files through this hook when the worker set it. */
static __thread const kd_work_request *cur_req;

static const kd_work_input *req_input(const char *path) {
  if (!cur_req) return NULL;
  for (uint32_t i = 0; i < cur_req->ninputs; i++)
    if (cur_req->inputs[i].path && !strcmp(cur_req->inputs[i].path, path) && cur_req->inputs[i].digest_len)
      return &cur_req->inputs[i];
  return NULL;
}

char *kd__worker_read_iface(const char *path, const char *abs, size_t *len) {
  const kd_work_input *in = req_input(path);
  if (!in) return kd__read_file(abs, len);
  pthread_mutex_lock(&W.lock);
  for (iface_memo *m = W.memo; m; m = m->next)
    if (!strcmp(m->path, path) && m->digest_len == in->digest_len && !memcmp(m->digest, in->digest, in->digest_len)) {
      char *copy = malloc(m->len + 1);
      if (copy) {
        memcpy(copy, m->text, m->len + 1);
        *len = m->len;
        W.hits++;
      }
      pthread_mutex_unlock(&W.lock);
      if (copy) return copy;
      return kd__read_file(abs, len);
    }
  pthread_mutex_unlock(&W.lock);
  char *text = kd__read_file(abs, len);
  if (!text) return NULL;
  iface_memo *m = calloc(1, sizeof *m);
  if (m && (m->path = strdup(path)) && (m->digest = malloc(in->digest_len + 1)) && (m->text = malloc(*len + 1))) {
    memcpy(m->digest, in->digest, in->digest_len);
    m->digest_len = in->digest_len;
    memcpy(m->text, text, *len + 1);
    m->len = *len;
    pthread_mutex_lock(&W.lock);
    /* the entry for an older digest of this path goes */
    for (iface_memo **p = &W.memo; *p;) {
      if (!strcmp((*p)->path, path)) {
        iface_memo *old = *p;
        *p = old->next;
        free(old->path);
        free(old->digest);
        free(old->text);
        free(old);
      } else {
        p = &(*p)->next;
      }
    }
    m->next = W.memo;
    W.memo = m;
    pthread_mutex_unlock(&W.lock);
  } else if (m) {
    free(m->path);
    free(m->digest);
    free(m->text);
    free(m);
  }
  return text;
}

/* ---- running one request -------------------------------------------------------------- */

static int run_command(char **args, int nargs, const kd_request *rq) {
  /* argv as `kiln ARGS...` */
  char **argv = calloc((size_t)nargs + 2, sizeof *argv);
  if (!argv) return 1;
  argv[0] = "kiln";
  for (int i = 0; i < nargs; i++) argv[i + 1] = args[i];
  int rc;
  if (nargs < 1 || !kd_unit_command(argv[1]) || !strcmp(argv[1], "ninja") || !strcmp(argv[1], "compdb")) {
    kd_sink_printf(rq->sink, 2, "kiln worker: error: a request must be a compile or link command, not '%s'\n",
                   nargs ? argv[1] : "");
    rc = 2;
  } else {
    rc = kd_unit_main(nargs + 1, argv, rq);
  }
  free(argv);
  return rc;
}

typedef struct inflight {
  struct inflight *next;
  int32_t id;
  volatile int cancelled;
} inflight;

static struct {
  pthread_mutex_t lock; /* the output, and the in-flight list */
  pthread_cond_t cond;
  int out_fd, json, running;
  inflight *active;
  mode_t umask;
} S = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, -1, 0, 0, NULL, 0};

static void respond(int32_t id, int code, const char *out, size_t olen, int cancelled) {
  size_t n = 0;
  void *msg = S.json ? (void *)kd_work_response_encode_json(code, out, olen, id, cancelled, &n)
                     : (void *)kd_work_response_encode(code, out, olen, id, cancelled, &n);
  if (!msg) return;
  pthread_mutex_lock(&S.lock);
  const char *p = msg;
  while (n > 0) {
    ssize_t w = write(S.out_fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) break;
    p += w;
    n -= (size_t)w;
  }
  pthread_mutex_unlock(&S.lock);
  free(msg);
}

typedef struct {
  kd_work_request req;
  inflight *slot;
} job;

static void job_run(job *j) {
  buf_sink sink = {{buf_write, buf_gone}, NULL, 0, 0, j->slot ? &j->slot->cancelled : NULL};
  kd_request rq = {.umask = S.umask, .sink = &sink.base};
  char *cwd = NULL;
  if (j->req.sandbox_dir && *j->req.sandbox_dir) { /* multiplex sandboxing (Bazel 5+) */
    char *here = getcwd(NULL, 0);
    if (here && j->req.sandbox_dir[0] != '/' && asprintf(&cwd, "%s/%s", here, j->req.sandbox_dir) < 0) cwd = NULL;
    else if (j->req.sandbox_dir[0] == '/') cwd = strdup(j->req.sandbox_dir);
    free(here);
    rq.cwd = cwd;
  }
  int nargs = 0, code = 1;
  char **args = expand_flagfiles((int)j->req.nargs, j->req.args, &nargs, &sink.base);
  cur_req = &j->req;
  int was_cancelled = j->slot && j->slot->cancelled;
  fe_tree_cache_attach(W.trees);
  if (args && !was_cancelled) code = run_command(args, nargs, &rq);
  uint64_t reused = 0, parsed = 0;
  fe_tree_cache_counts(&reused, &parsed);
  fe_tree_cache_attach(NULL);
  cur_req = NULL;
  free_args(args, nargs);
  was_cancelled = j->slot && j->slot->cancelled;
  pthread_mutex_lock(&W.lock);
  W.requests++;
  W.trees_reused += reused;
  W.trees_parsed += parsed;
  unsigned long reqs = W.requests, hits = W.hits, tr = W.trees_reused, tp = W.trees_parsed;
  pthread_mutex_unlock(&W.lock);
  if (j->req.verbosity > 0)
    kd_sink_printf(&sink.base, 2,
                   "kiln worker %d: %lu requests, %lu interface files served warm, %lu parsed trees reused "
                   "(%llu by this request, which parsed %llu modules), %lu modules parsed\n",
                   (int)getpid(), reqs, hits, tr, (unsigned long long)reused, (unsigned long long)parsed, tp);
  fprintf(stderr, "kiln worker %d: request %d (%s) -> %d%s\n", (int)getpid(), (int)j->req.request_id,
          j->req.nargs > 1 ? j->req.args[1] : j->req.nargs ? j->req.args[0] : "", code,
          was_cancelled ? " (cancelled)" : "");
  if (was_cancelled) respond(j->req.request_id, 0, "", 0, 1);
  else respond(j->req.request_id, code, sink.buf ? sink.buf : "", sink.len, 0);
  free(sink.buf);
  free(cwd);
}

static void *job_thread(void *arg) {
  job *j = arg;
  job_run(j);
  pthread_mutex_lock(&S.lock);
  for (inflight **p = &S.active; *p; p = &(*p)->next)
    if (*p == j->slot) {
      *p = j->slot->next;
      break;
    }
  S.running--;
  pthread_cond_broadcast(&S.cond);
  pthread_mutex_unlock(&S.lock);
  free(j->slot);
  kd_work_request_free(&j->req);
  free(j);
  return NULL;
}

static void dispatch(kd_work_request *req) {
  if (req->cancel) { /* mark it; the request itself answers */
    pthread_mutex_lock(&S.lock);
    for (inflight *f = S.active; f; f = f->next)
      if (f->id == req->request_id) __atomic_store_n(&f->cancelled, 1, __ATOMIC_RELAXED);
    pthread_mutex_unlock(&S.lock);
    kd_work_request_free(req);
    return;
  }
  job *j = calloc(1, sizeof *j);
  if (!j) {
    respond(req->request_id, 1, "kiln worker: out of memory\n", 27, 0);
    kd_work_request_free(req);
    return;
  }
  j->req = *req;
  memset(req, 0, sizeof *req);
  if (j->req.request_id == 0) { /* singleplex: in order, on this thread */
    job_run(j);
    kd_work_request_free(&j->req);
    free(j);
    return;
  }
  j->slot = calloc(1, sizeof *j->slot);
  if (!j->slot) {
    respond(j->req.request_id, 1, "kiln worker: out of memory\n", 27, 0);
    kd_work_request_free(&j->req);
    free(j);
    return;
  }
  j->slot->id = j->req.request_id;
  pthread_mutex_lock(&S.lock);
  while (S.running >= KD_WORKER_THREADS) pthread_cond_wait(&S.cond, &S.lock);
  S.running++;
  j->slot->next = S.active;
  S.active = j->slot;
  pthread_mutex_unlock(&S.lock);
  pthread_t t;
  pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&at, 64u << 20); /* the checker recurses over deep syntax trees */
  if (pthread_create(&t, &at, job_thread, j) != 0) job_thread(j);
  pthread_attr_destroy(&at);
}

/* Reads requests until stdin closes. */
static int serve(void) {
  size_t cap = 1 << 16, len = 0;
  uint8_t *buf = malloc(cap);
  char err[256];
  if (!buf) return 1;
  for (;;) {
    /* decode whatever complete messages the buffer holds */
    for (;;) {
      kd_work_request req;
      size_t used = 0;
      int rc;
      if (S.json) {
        rc = kd_work_request_decode_json((const char *)buf, len, &used, &req, err, sizeof err);
      } else {
        uint64_t mlen;
        size_t hdr;
        rc = kd_work_frame(buf, len, &mlen, &hdr);
        if (rc == 0 && len - hdr < mlen) rc = 1;
        if (rc == 0) {
          rc = kd_work_request_decode(buf + hdr, (size_t)mlen, &req, err, sizeof err);
          used = hdr + (size_t)mlen;
        } else if (rc < 0) {
          snprintf(err, sizeof err, "bad message length");
        }
      }
      if (rc == 1) break;
      if (rc < 0) {
        /* framing is lost: nothing after this can be trusted */
        fprintf(stderr, "kiln worker: malformed request (%s); exiting\n", err);
        free(buf);
        return 1;
      }
      memmove(buf, buf + used, len - used);
      len -= used;
      dispatch(&req);
    }
    if (len == cap) {
      if (cap >= 2 * (size_t)KD_WORK_MAX_MESSAGE) {
        fprintf(stderr, "kiln worker: request too large; exiting\n");
        free(buf);
        return 1;
      }
      uint8_t *g = realloc(buf, cap * 2);
      if (!g) break;
      buf = g;
      cap *= 2;
    }
    ssize_t r = read(STDIN_FILENO, buf + len, cap - len);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    len += (size_t)r;
  }
  free(buf);
  /* let running requests answer before exiting */
  pthread_mutex_lock(&S.lock);
  while (S.running > 0) pthread_cond_wait(&S.cond, &S.lock);
  pthread_mutex_unlock(&S.lock);
  return 0;
}

int kd_worker_main(int argc, char **argv) {
  int persistent = 0;
  char **rest = calloc((size_t)argc + 1, sizeof *rest);
  int nrest = 0;
  if (!rest) return 1;
  for (int i = 2; i < argc; i++) {
    if (!strcmp(argv[i], "--persistent_worker")) persistent = 1;
    else if (!strcmp(argv[i], "--worker_protocol=json")) S.json = 1;
    else if (!strcmp(argv[i], "--worker_protocol=proto")) S.json = 0;
    else rest[nrest++] = argv[i];
  }
  mode_t mask = umask(0);
  umask(mask);
  S.umask = mask;
  if (!persistent) { /* one command from the flag file, then exit */
    int n = 0;
    char **args = expand_flagfiles(nrest, rest, &n, &kd_sink_stdio);
    free(rest);
    if (!args) return 1;
    kd_request rq = {.umask = mask, .sink = &kd_sink_stdio};
    int rc = run_command(args, n, &rq);
    free_args(args, n);
    return rc;
  }
  free(rest);
  /* stdout is the protocol's: keep it private, and send stray output to stderr */
  S.out_fd = dup(STDOUT_FILENO);
  if (S.out_fd < 0 || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) return 1;
  char cwd[4096];
  fprintf(stderr, "kiln worker %d: started (%s protocol) in %s\n", (int)getpid(), S.json ? "json" : "proto",
          getcwd(cwd, sizeof cwd) ? cwd : "?");
  /* Parsed trees between requests: every compile reads the interface texts
   * of its module's dependencies, mostly the same ones request after
   * request (KILN_TREE_CACHE_MAX, else 512 MiB; 0: none). */
  uint64_t max = 512ull << 20;
  const char *env = getenv("KILN_TREE_CACHE_MAX");
  if (env && *env && kd_parse_size(env, &max) != 0) max = 512ull << 20;
  if (max > 0) W.trees = fe_tree_cache_new((size_t)max);
  return serve();
}
