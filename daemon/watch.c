/* watch.c - `kiln watch`: build, then rebuild on every change of the program's module files, and optionally run it.
 *
 *   kiln watch app.ts -o app [build options] [--run [-- ARGS...]]
 *
 * kilnd runs it in the foreground (the kiln client execs `kilnd watch`), so
 * every rebuild is an in-process build (kd_build_main) with the compiler
 * already loaded and the cache kept open between builds (a kd_shared); the
 * per-module cache does the rest: a rebuild compiles only the modules whose
 * keys changed (early cutoff, see build.c) and relinks.
 *
 * What is watched: every file the last build read or looked for (the main
 * module, each module it imports, and the candidates of an import that was
 * not found, so a module created later is noticed), through libuv: one
 * uv_fs_event (inotify) per directory holding them.  Watching directories
 * rather than files survives editors that save by writing a temporary file
 * and renaming it over the original (the watched inode goes away), and sees
 * files being created and deleted.  Events for other names in those
 * directories (the output itself, editors' swap files) are ignored.  A burst
 * of events (a save is often truncate + write + rename) is debounced: the
 * rebuild starts once no event came for DEBOUNCE_MS.  Before building, the
 * watched files are hashed; a burst that left them as the last build saw
 * them (an editor touching a file, or events for the build's own reads)
 * rebuilds nothing.  When inotify runs out of watches (ENOSPC: the
 * per-user limit fs.inotify.max_user_watches), it falls back to polling
 * every file (uv_fs_poll, POLL_MS) for the rest of the session.
 *
 * After a failed build the files it looked at are added to those already
 * watched, and it waits for the next change.  One line on stderr per build:
 *
 *   kiln watch: build: 4 of 4 modules recompiled, 812 ms
 *   kiln watch: rebuild 2: 1 of 4 modules recompiled, 96 ms
 *   kiln watch: rebuild 3: failed, 40 ms; waiting for changes
 *
 * With --run the program runs after each successful build; a running one is
 * first sent SIGTERM and waited for (SIGKILL after KILL_AFTER_MS).  SIGINT or
 * SIGTERM to the watcher stops the program the same way, closes every
 * handle and exits 0.
 *
 * Test hook: KILN_WATCH_INOTIFY_LIMIT=N makes the (N+1)th directory watch
 * fail as ENOSPC would.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <uv.h>

#include "build.h"
#include "cache.h"
#include "unit.h"

#define DEBOUNCE_MS 50
#define POLL_MS 100
#define KILL_AFTER_MS 5000

typedef struct wdir {
  struct wdir *next;
  char *path;
  dev_t dev; /* of the directory when watched: one replaced since is watched again */
  ino_t ino;
  uv_fs_event_t h;
} wdir;

typedef struct wpoll {
  struct wpoll *next;
  char *path;
  uv_fs_poll_t h;
} wpoll;

typedef struct {
  uv_loop_t *loop;
  char **bargv; /* the build's command line: kilnd build FILE -o OUT ... */
  int bargc;
  char *exe;    /* the output, absolute */
  const char *exe_name;
  int run;
  char **args;
  int nargs;

  char **files; /* watched, absolute, sorted */
  uint8_t (*sums)[16]; /* each as the last build read it */
  size_t nfiles;
  wdir *dirs;
  wpoll *polls;
  int polling, ndirs_started, inotify_limit;
  uv_timer_t debounce, killer;
  uv_signal_t sigint, sigterm;
  cache_key snap;
  int nbuild;
  kd_shared *shared;

  uv_process_t *child;
  int child_stopping, start_after, quitting, finished;
} watch;

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---- the watched files -------------------------------------------------------------------- */

/* The sums of the watched files as the last build read them, or as they
 * are now on disk (now = 1), into one hash. */
static cache_key snapshot(const watch *w, int now) {
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) abort();
  for (size_t i = 0; i < w->nfiles; i++) {
    uint8_t sum[16];
    if (now) {
      size_t n = 0;
      char *data = kd__read_file(w->files[i], &n);
      kd_build_file_sum(data, n, sum);
      free(data);
    } else {
      memcpy(sum, w->sums[i], 16);
    }
    cache_keyer_add_str(&k, w->files[i]);
    cache_keyer_add(&k, sum, 16);
  }
  return cache_keyer_finish(&k);
}

typedef struct {
  char *path;
  uint8_t sum[16];
  size_t order;
} wfile;

static int cmp_wfile(const void *a, const void *b) {
  const wfile *x = a, *y = b;
  int c = strcmp(x->path, y->path);
  return c ? c : x->order < y->order ? -1 : x->order > y->order;
}
static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The files of this build, with their sums as it read them (and the old
 * ones too when it failed, so that a fix anywhere is seen); sorted, unique
 * (this build's entry first). */
static void files_update(watch *w, kd_build_report *rep) {
  size_t n = rep->nfiles + (rep->ok ? 0 : w->nfiles), k = 0;
  wfile *f = calloc(n + 1, sizeof *f);
  if (!f) return;
  for (size_t i = 0; i < rep->nfiles; i++)
    if ((f[k].path = strdup(rep->files[i]))) f[k].order = k, memcpy(f[k++].sum, rep->sums[i], 16);
  if (!rep->ok)
    for (size_t i = 0; i < w->nfiles; i++)
      if ((f[k].path = strdup(w->files[i]))) f[k].order = k, memcpy(f[k++].sum, w->sums[i], 16);
  qsort(f, k, sizeof *f, cmp_wfile); /* equal paths: this build's sum first, kept below */
  for (size_t i = 0; i < w->nfiles; i++) free(w->files[i]);
  free(w->files);
  free(w->sums);
  w->files = calloc(k + 1, sizeof *w->files);
  w->sums = calloc(k + 1, sizeof *w->sums);
  w->nfiles = 0;
  if (!w->files || !w->sums) abort();
  for (size_t i = 0; i < k; i++) {
    if (w->nfiles && !strcmp(w->files[w->nfiles - 1], f[i].path)) {
      free(f[i].path);
      continue;
    }
    w->files[w->nfiles] = f[i].path;
    memcpy(w->sums[w->nfiles++], f[i].sum, 16);
  }
  free(f);
}

static int is_watched(const watch *w, const char *path) {
  return bsearch(&path, w->files, w->nfiles, sizeof *w->files, cmp_str) != NULL;
}

/* Is some watched file at or under path (a directory that may not exist yet)? */
static int covers(const watch *w, const char *path) {
  size_t n = strlen(path);
  for (size_t i = 0; i < w->nfiles; i++)
    if (!strncmp(w->files[i], path, n) && (w->files[i][n] == '/' || !w->files[i][n])) return 1;
  return 0;
}

/* ---- events ------------------------------------------------------------------------------------ */

static void rebuild(watch *w);
static void watch_setup(watch *w);

static void on_debounce(uv_timer_t *t) {
  watch *w = t->data;
  if (w->quitting) return;
  cache_key now = snapshot(w, 1);
  if (!memcmp(now.bytes, w->snap.bytes, sizeof now.bytes)) {
    /* as the last build read them; but a directory may have appeared on the
     * way to a missing module (mkdir lib, then lib/x.ts), or been replaced */
    if (!w->polling) watch_setup(w);
    return;
  }
  rebuild(w);
}

static void schedule(watch *w) {
  if (!w->quitting) uv_timer_start(&w->debounce, on_debounce, DEBOUNCE_MS, 0);
}

static void on_fs_event(uv_fs_event_t *h, const char *filename, int events, int status) {
  (void)events;
  wdir *d = h->data;
  watch *w = h->loop->data;
  if (status < 0 || !filename) {
    schedule(w);
    return;
  }
  char *full = NULL;
  if (asprintf(&full, "%s%s%s", d->path, strcmp(d->path, "/") ? "/" : "", filename) < 0) return;
  if (is_watched(w, full) || covers(w, full)) schedule(w);
  free(full);
}

static void on_poll(uv_fs_poll_t *h, int status, const uv_stat_t *prev, const uv_stat_t *curr) {
  (void)status, (void)prev, (void)curr;
  schedule(h->loop->data);
}

static void free_wdir(uv_handle_t *h) {
  wdir *d = h->data;
  free(d->path);
  free(d);
}

static void free_wpoll(uv_handle_t *h) {
  wpoll *p = h->data;
  free(p->path);
  free(p);
}

static void close_dirs(watch *w) {
  while (w->dirs) {
    wdir *d = w->dirs;
    w->dirs = d->next;
    uv_close((uv_handle_t *)&d->h, free_wdir);
  }
}

static void close_polls(watch *w) {
  while (w->polls) {
    wpoll *p = w->polls;
    w->polls = p->next;
    uv_close((uv_handle_t *)&p->h, free_wpoll);
  }
}

/* The nearest directory above file that exists. */
static char *existing_dir(const char *file) {
  char *d = strdup(file);
  if (!d) return NULL;
  for (;;) {
    char *slash = strrchr(d, '/');
    if (!slash) break;
    if (slash == d) {
      d[1] = 0;
      break;
    }
    *slash = 0;
    struct stat st;
    if (stat(d, &st) == 0 && S_ISDIR(st.st_mode)) break;
  }
  return d;
}

static void start_polling(watch *w) {
  close_polls(w);
  for (size_t i = 0; i < w->nfiles; i++) {
    wpoll *p = calloc(1, sizeof *p);
    if (!p || !(p->path = strdup(w->files[i]))) {
      free(p);
      continue;
    }
    uv_fs_poll_init(w->loop, &p->h);
    p->h.data = p;
    if (uv_fs_poll_start(&p->h, on_poll, p->path, POLL_MS) != 0) {
      uv_close((uv_handle_t *)&p->h, free_wpoll);
      continue;
    }
    p->next = w->polls;
    w->polls = p;
  }
}

/* Watches the directories of the watched files (only those not watched yet;
 * ones no longer needed are closed), or polls the files. */
static void watch_setup(watch *w) {
  if (w->polling) {
    start_polling(w);
    return;
  }
  char **dirs = calloc(w->nfiles + 1, sizeof *dirs);
  size_t nd = 0;
  if (!dirs) return;
  for (size_t i = 0; i < w->nfiles; i++) {
    char *d = existing_dir(w->files[i]);
    int dup = 0;
    for (size_t j = 0; j < nd && d && !dup; j++) dup = !strcmp(dirs[j], d);
    if (d && !dup) dirs[nd++] = d;
    else free(d);
  }
  /* close the watches of directories no longer needed, or deleted or
   * replaced since (an inotify watch follows the inode) */
  for (wdir **pp = &w->dirs; *pp;) {
    wdir *d = *pp;
    int keep = 0;
    struct stat st;
    for (size_t j = 0; j < nd && !keep; j++) keep = !strcmp(dirs[j], d->path);
    if (keep && (stat(d->path, &st) != 0 || st.st_dev != d->dev || st.st_ino != d->ino)) keep = 0;
    if (keep) {
      pp = &d->next;
      continue;
    }
    *pp = d->next;
    uv_close((uv_handle_t *)&d->h, free_wdir);
  }
  for (size_t j = 0; j < nd; j++) {
    int have = 0;
    for (wdir *d = w->dirs; d && !have; d = d->next) have = !strcmp(d->path, dirs[j]);
    if (have) continue;
    wdir *d = calloc(1, sizeof *d);
    if (!d) continue;
    d->path = dirs[j];
    dirs[j] = NULL;
    uv_fs_event_init(w->loop, &d->h);
    d->h.data = d;
    int rc = w->inotify_limit >= 0 && w->ndirs_started >= w->inotify_limit
                 ? UV_ENOSPC
                 : uv_fs_event_start(&d->h, on_fs_event, d->path, 0);
    struct stat st;
    if (rc == 0 && stat(d->path, &st) == 0) {
      d->dev = st.st_dev;
      d->ino = st.st_ino;
    }
    if (rc == 0) {
      w->ndirs_started++;
      d->next = w->dirs;
      w->dirs = d;
      continue;
    }
    if (rc == UV_ENOSPC || rc == UV_EMFILE)
      fprintf(stderr, "kiln watch: no inotify watch left for %s (%s); polling %zu files every %d ms instead\n",
              d->path, uv_err_name(rc), w->nfiles, POLL_MS);
    else
      fprintf(stderr, "kiln watch: warning: cannot watch %s: %s\n", d->path, uv_strerror(rc));
    uv_close((uv_handle_t *)&d->h, free_wdir);
    if (rc == UV_ENOSPC || rc == UV_EMFILE) {
      w->polling = 1;
      close_dirs(w);
      start_polling(w);
      break;
    }
  }
  for (size_t j = 0; j < nd; j++) free(dirs[j]);
  free(dirs);
}

/* ---- the program (--run) --------------------------------------------------------------------- */

static void finish(watch *w);

static void on_child_close(uv_handle_t *h) { free(h); }

static void start_child(watch *w);

static void on_child_exit(uv_process_t *p, int64_t status, int sig) {
  watch *w = p->loop->data;
  uv_timer_stop(&w->killer);
  if (!w->child_stopping) {
    if (sig) fprintf(stderr, "kiln watch: %s was killed by signal %d\n", w->exe_name, sig);
    else fprintf(stderr, "kiln watch: %s exited with status %lld\n", w->exe_name, (long long)status);
  }
  uv_close((uv_handle_t *)p, on_child_close);
  w->child = NULL;
  w->child_stopping = 0;
  if (w->quitting) {
    finish(w);
  } else if (w->start_after) {
    w->start_after = 0;
    start_child(w);
  }
}

static void start_child(watch *w) {
  char **argv = calloc((size_t)w->nargs + 2, sizeof *argv);
  uv_process_t *p = calloc(1, sizeof *p);
  if (!argv || !p) {
    free(argv);
    free(p);
    return;
  }
  argv[0] = w->exe;
  for (int i = 0; i < w->nargs; i++) argv[i + 1] = w->args[i];
  uv_stdio_container_t stdio[3] = {{.flags = UV_INHERIT_FD, .data.fd = 0},
                                   {.flags = UV_INHERIT_FD, .data.fd = 1},
                                   {.flags = UV_INHERIT_FD, .data.fd = 2}};
  uv_process_options_t po = {.exit_cb = on_child_exit, .file = w->exe, .args = argv, .stdio_count = 3, .stdio = stdio};
  int rc = uv_spawn(w->loop, p, &po);
  free(argv);
  if (rc != 0) {
    fprintf(stderr, "kiln watch: cannot run %s: %s\n", w->exe_name, uv_strerror(rc));
    uv_close((uv_handle_t *)p, on_child_close);
    return;
  }
  w->child = p;
}

static void on_killer(uv_timer_t *t) {
  watch *w = t->data;
  if (!w->child) return;
  fprintf(stderr, "kiln watch: %s did not exit %d ms after SIGTERM; sending SIGKILL\n", w->exe_name, KILL_AFTER_MS);
  uv_process_kill(w->child, SIGKILL);
}

/* Stops the running program (SIGTERM, then waits); 1 if one was running. */
static int stop_child(watch *w) {
  if (!w->child) return 0;
  if (!w->child_stopping) {
    w->child_stopping = 1;
    uv_process_kill(w->child, SIGTERM);
    uv_timer_start(&w->killer, on_killer, KILL_AFTER_MS, 0);
  }
  return 1;
}

static void restart_child(watch *w) {
  if (stop_child(w)) w->start_after = 1;
  else start_child(w);
}

/* ---- building --------------------------------------------------------------------------------- */

static void rebuild(watch *w) {
  long long t0 = now_ms();
  kd_build_report rep = {0};
  mode_t mask = umask(0);
  umask(mask);
  kd_request rq = {.umask = mask, .sink = &kd_sink_stdio, .shared = w->shared, .report = &rep, .store_later = 1};
  int rc = kd_build_main(w->bargc, w->bargv, &rq);
  long long ms = now_ms() - t0;
  char what[32];
  if (w->nbuild == 0) snprintf(what, sizeof what, "build");
  else snprintf(what, sizeof what, "rebuild %d", w->nbuild);
  w->nbuild++;
  if (rc == 0)
    fprintf(stderr, "kiln watch: %s: %d of %d modules recompiled, %lld ms\n", what, rep.checked, rep.modules, ms);
  else
    fprintf(stderr, "kiln watch: %s: failed, %lld ms; waiting for changes\n", what, ms);
  rep.ok = rc == 0;
  files_update(w, &rep);
  kd_build_report_clear(&rep);
  /* What the build read, not what is on disk now: a file saved while the
   * build ran differs from it, and its event rebuilds again. */
  w->snap = snapshot(w, 0);
  watch_setup(w);
  /* a save during the build whose event came before the new watches (or
   * the new polls' first look) would be lost: compare now */
  cache_key now = snapshot(w, 1);
  if (memcmp(now.bytes, w->snap.bytes, sizeof now.bytes)) schedule(w);
  if (w->nbuild == 1)
    fprintf(stderr, "kiln watch: watching %zu file%s (%s)\n", w->nfiles, w->nfiles == 1 ? "" : "s",
            w->polling ? "polling" : "inotify");
  if (rc == 0 && w->run) restart_child(w);
  kd_build_after_reply();
}

static void on_close_quiet(uv_handle_t *h) { (void)h; }

static void finish(watch *w) {
  if (w->finished) return;
  w->finished = 1;
  close_dirs(w);
  close_polls(w);
  uv_close((uv_handle_t *)&w->debounce, on_close_quiet);
  uv_close((uv_handle_t *)&w->killer, on_close_quiet);
  uv_close((uv_handle_t *)&w->sigint, on_close_quiet);
  uv_close((uv_handle_t *)&w->sigterm, on_close_quiet);
}

static void on_signal(uv_signal_t *s, int signum) {
  watch *w = s->data;
  if (w->quitting) return;
  w->quitting = 1;
  uv_timer_stop(&w->debounce);
  fprintf(stderr, "kiln watch: %s, stopping\n", signum == SIGINT ? "interrupted" : "terminated");
  if (!stop_child(w)) finish(w);
}

/* ---- the command line ------------------------------------------------------------------------ */

static int usage(void) {
  fprintf(stderr, "usage: kiln watch FILE.ts [-o OUT] [-O0..-O3] [build options] [--run [-- ARGS...]]\n");
  return 2;
}

static char *default_exe(const char *input) {
  const char *base = strrchr(input, '/');
  base = base ? base + 1 : input;
  size_t n = strlen(base);
  char *out = NULL;
  if (n > 3 && !strcmp(base + n - 3, ".ts")) out = strndup(base, n - 3);
  else if (asprintf(&out, "%s.out", base) < 0) out = NULL;
  return out;
}

int kd_watch_main(int argc, char **argv) {
  watch W = {0}, *w = &W;
  int rc = 2;
  char *owned_out = NULL;
  w->bargv = calloc((size_t)argc + 4, sizeof *w->bargv);
  if (!w->bargv) return 1;
  w->bargv[w->bargc++] = "kilnd";
  w->bargv[w->bargc++] = "build";
  for (int i = 2; i < argc; i++) {
    if (!strcmp(argv[i], "--run")) {
      w->run = 1;
    } else if (!strcmp(argv[i], "--")) {
      if (!w->run) {
        fprintf(stderr, "kiln: error: '--' (program arguments) needs --run\n");
        goto done;
      }
      w->args = argv + i + 1;
      w->nargs = argc - i - 1;
      break;
    } else if (!strcmp(argv[i], "--no-daemon")) {
      /* watch always builds in this process */
    } else {
      w->bargv[w->bargc++] = argv[i];
    }
  }
  kd_options o = {.opt = 2};
  if (kd_options_parse(w->bargc, w->bargv, 0, &o, &kd_sink_stdio) != 0) goto done;
  if (!o.input) {
    rc = usage();
    goto done;
  }
  if (o.emit != KD_EMIT_EXE && w->run) {
    fprintf(stderr, "kiln: error: --run needs an executable (no --emit)\n");
    goto done;
  }
  if (!o.output) {
    if (o.emit != KD_EMIT_EXE) {
      fprintf(stderr, "kiln: error: kiln watch with --emit needs -o OUT\n");
      goto done;
    }
    if (!(owned_out = default_exe(o.input))) goto done;
    w->bargv[w->bargc++] = "-o";
    w->bargv[w->bargc++] = owned_out;
    o.output = owned_out;
  }
  char cwd[PATH_MAX];
  if (!getcwd(cwd, sizeof cwd)) {
    fprintf(stderr, "kiln: error: cannot get the working directory: %s\n", strerror(errno));
    rc = 1;
    goto done;
  }
  if (o.output[0] == '/') w->exe = strdup(o.output);
  else if (asprintf(&w->exe, "%s/%s", cwd, o.output) < 0) w->exe = NULL;
  if (!w->exe) {
    rc = 1;
    goto done;
  }
  w->exe_name = o.output;
  const char *lim = getenv("KILN_WATCH_INOTIFY_LIMIT");
  w->inotify_limit = lim && *lim ? atoi(lim) : -1;
  w->shared = kd_shared_new();
  w->loop = uv_default_loop();
  w->loop->data = w;
  uv_timer_init(w->loop, &w->debounce);
  uv_timer_init(w->loop, &w->killer);
  w->debounce.data = w->killer.data = w;
  uv_signal_init(w->loop, &w->sigint);
  uv_signal_init(w->loop, &w->sigterm);
  w->sigint.data = w->sigterm.data = w;
  uv_signal_start(&w->sigint, on_signal, SIGINT);
  uv_signal_start(&w->sigterm, on_signal, SIGTERM);
  rebuild(w);
  uv_run(w->loop, UV_RUN_DEFAULT);
  uv_loop_close(w->loop);
  fprintf(stderr, "kiln watch: stopped\n");
  rc = 0;
done:
  for (size_t i = 0; i < w->nfiles; i++) free(w->files[i]);
  free(w->files);
  free(w->sums);
  if (w->shared) kd_shared_free(w->shared);
  free(w->exe);
  free(owned_out);
  free(w->bargv);
  return rc;
}
