/* unit.c - `kiln compile` (one module against its imports' interface files) and `kiln link`, for build systems.
 *
 * A build system runs one compile action per module and one link:
 *
 *   kiln compile src/x.ts --root . -o x.o --iface x.kif --depfile x.o.d --iface-path ifaces
 *   kiln link app.o x.o y.o -o app
 *
 * A module's compile reads its own source and the interface files (.kif,
 * unit.h) of the modules it imports, directly or through others: each
 * module path P (relative to the root) is looked up in the --dep P=FILE
 * pairs, then as DIR/P with .ts replaced by .kif in each --iface-path DIR.
 * It writes the object, the module's own interface file and a Makefile
 * depfile ("x.o: src/x.ts ifaces/src/y.kif ..."), each only when its bytes
 * changed, so that Ninja's restat stops at an interface that an edit left
 * alone.  Module paths (and so link names and diagnostics) are relative to
 * the root: objects hold no absolute paths.  The program's main module is
 * compiled with --main (it defines kiln_main); every other module defines
 * its init, which its importers call.  `kiln link` adds the built-in error
 * classes' object when an object refers to them, and the runtime.
 *
 * Objects are cached by their typed IR, as `kiln build`'s are.
 */
#define _GNU_SOURCE
#include "unit.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "backend.h"
#include "frontend.h"

enum { KIND_OBJECT = 2 }; /* build.c's record kind for objects */

static double unit_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Modules whose parsed tree this thread's compile took from a tree cache
 * (kilnd's, or the Bazel worker's: the interface texts of dependencies). */
static int unit_trees_reused(void) {
  uint64_t reused = 0;
  fe_tree_cache_counts(&reused, NULL);
  return (int)reused;
}

int kd_unit_command(const char *cmd) {
  return !strcmp(cmd, "compile") || !strcmp(cmd, "link") || !strcmp(cmd, "ninja") || !strcmp(cmd, "compdb");
}

/* ---- files ------------------------------------------------------------------------------ */

/* Creates the directories above path that are missing, as build systems expect. */
static void mkparents(const kd_request *rq, const char *path) {
  char *p = strdup(path);
  if (!p) return;
  for (char *s = p + 1; *s; s++) {
    if (*s != '/') continue;
    *s = 0;
    int ok = mkdir(p, 0777 & ~rq->umask) == 0 || errno == EEXIST;
    *s = '/';
    if (!ok) break;
  }
  free(p);
}

int kd__write_if_changed(const kd_request *rq, const char *path, const void *data, size_t n, int exec) {
  size_t have = 0;
  char *old = kd__read_file(path, &have);
  int same = old && have == n && memcmp(old, data, n) == 0;
  free(old);
  if (same) return 0;
  size_t pl = strlen(path);
  char *tmp = malloc(pl + 48);
  if (!tmp) return -1;
  snprintf(tmp, pl + 48, "%s.kiln-tmp-%d-%u", path, (int)getpid(), kd__tmp_seq());
  mkparents(rq, path);
  int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) {
    free(tmp);
    return -1;
  }
  const char *p = data;
  size_t left = n;
  int rc = 0;
  while (left > 0) {
    ssize_t w = write(fd, p, left);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) {
      rc = -1;
      break;
    }
    p += w;
    left -= (size_t)w;
  }
  if (fchmod(fd, (exec ? 0777 : 0666) & ~rq->umask) != 0) rc = -1;
  if (close(fd) != 0) rc = -1;
  if (rc == 0 && rename(tmp, path) != 0) rc = -1;
  int e = errno;
  if (rc != 0) unlink(tmp);
  free(tmp);
  errno = e;
  return rc;
}

/* An absolute path with "." and ".." resolved lexically (not through
 * symlinks: a sandbox's inputs are links whose targets lie outside it). */
char *kd__norm_abs(const char *abs) {
  size_t n = strlen(abs);
  char *out = malloc(n + 2);
  if (!out) return NULL;
  size_t o = 0;
  const char *p = abs;
  while (*p) {
    while (*p == '/') p++;
    const char *e = strchr(p, '/');
    size_t k = e ? (size_t)(e - p) : strlen(p);
    if (k == 0 || (k == 1 && p[0] == '.')) {
    } else if (k == 2 && p[0] == '.' && p[1] == '.') {
      while (o > 0 && out[o - 1] != '/') o--;
      if (o > 0) o--;
    } else {
      out[o++] = '/';
      memcpy(out + o, p, k);
      o += k;
    }
    p += k;
  }
  if (o == 0) out[o++] = '/';
  out[o] = 0;
  return out;
}

/* path relative to root (both absolute, normalised), or NULL when outside it. */
static const char *under(const char *root, const char *path) {
  size_t rl = strlen(root);
  if (!strcmp(root, "/")) return path[1] ? path + 1 : NULL;
  if (strncmp(path, root, rl) || path[rl] != '/' || !path[rl + 1]) return NULL;
  return path + rl + 1;
}

/* ---- kiln compile ----------------------------------------------------------------------- */

typedef struct {
  char *mod;        /* module path relative to the root */
  const char *file; /* its interface file, as the user named it */
} dep_pair;

typedef struct {
  const char *input, *root, *out, *iface, *depfile;
  const char **ipath;
  int nipath;
  dep_pair *deps;
  int ndeps;
  int is_main, opt, no_cache, verbose, stats_json, iface_only;
} unit_opts;

static void unit_opts_free(unit_opts *o) {
  for (int i = 0; i < o->ndeps; i++) free(o->deps[i].mod);
  free(o->deps);
  free(o->ipath);
}

static const char compile_usage[] =
    "usage: kiln compile FILE.ts -o OUT.o [--root DIR] [--iface OUT.kif] [--depfile OUT.d]\n"
    "                    [--iface-path DIR]... [--dep MODULE.ts=FILE.kif]... [--main] [-O0..-O3]\n"
    "       kiln compile FILE.ts --iface-only --iface OUT.kif [--root DIR]\n";

/* "--name VALUE" or "--name=VALUE" at argv[*i]: the value, or NULL. */
static const char *opt_value(int argc, char **argv, int *i, const char *name) {
  size_t n = strlen(name);
  const char *a = argv[*i];
  if (strncmp(a, name, n)) return NULL;
  if (a[n] == '=') return a + n + 1;
  if (a[n] || *i + 1 >= argc) return NULL;
  return argv[++*i];
}

/* A module path as the user gave it ("./src/y.ts"), relative to the root. */
static char *mod_norm(const char *p) {
  char *tmp = malloc(strlen(p) + 2);
  if (!tmp) return NULL;
  sprintf(tmp, "/%s", p);
  char *n = kd__norm_abs(tmp);
  free(tmp);
  if (!n) return NULL;
  memmove(n, n + 1, strlen(n));
  return n;
}

static int unit_opts_parse(int argc, char **argv, unit_opts *o, kd_sink *s) {
  memset(o, 0, sizeof *o);
  o->opt = 2;
  o->root = ".";
  o->ipath = calloc((size_t)argc, sizeof *o->ipath);
  o->deps = calloc((size_t)argc, sizeof *o->deps);
  if (!o->ipath || !o->deps) return -1;
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i], *v;
    if (!strcmp(a, "-o") && i + 1 < argc) o->out = argv[++i];
    else if ((v = opt_value(argc, argv, &i, "--root"))) o->root = v;
    else if ((v = opt_value(argc, argv, &i, "--iface-path"))) o->ipath[o->nipath++] = v;
    else if ((v = opt_value(argc, argv, &i, "--iface"))) o->iface = v;
    else if ((v = opt_value(argc, argv, &i, "--depfile"))) o->depfile = v;
    else if ((v = opt_value(argc, argv, &i, "--dep"))) {
      const char *eq = strchr(v, '=');
      if (!eq || eq == v || !eq[1]) {
        kd_sink_printf(s, 2, "kiln: error: --dep wants MODULE.ts=FILE.kif, not '%s'\n", v);
        return -1;
      }
      char *m = strndup(v, (size_t)(eq - v));
      o->deps[o->ndeps].mod = m ? mod_norm(m) : NULL;
      free(m);
      o->deps[o->ndeps++].file = eq + 1;
    } else if (!strcmp(a, "--main")) o->is_main = 1;
    else if (!strcmp(a, "--iface-only")) o->iface_only = 1;
    else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) o->opt = a[2] - '0';
    else if (!strcmp(a, "--no-cache")) o->no_cache = 1;
    else if (!strcmp(a, "--no-daemon")) {
    } else if (!strcmp(a, "-v")) o->verbose = 1;
    else if (!strcmp(a, "--stats=json")) o->stats_json = 1;
    else if (a[0] != '-' && !o->input) o->input = a;
    else {
      kd_sink_printf(s, 2, "kiln: error: unknown or incomplete option '%s'\n%s", a, compile_usage);
      return -1;
    }
  }
  if (!o->input || (o->iface_only ? !o->iface : !o->out)) {
    kd_sink_printf(s, 2, "kiln: error: %s\n%s",
                   !o->input ? "no input file" : o->iface_only ? "--iface-only needs --iface OUT.kif" : "-o OUT.o is required",
                   compile_usage);
    return -1;
  }
  return 0;
}

/* The frontend's reader: interface files of the other modules. */
typedef struct {
  const kd_request *rq;
  const unit_opts *o;
  char **files; /* the interface files read, as named (for the depfile) */
  int nfiles, capfiles;
  char *err;    /* the first problem with one (printed after the compile) */
} iface_reader;

static void note_err(iface_reader *r, const char *fmt, const char *a, const char *b) {
  if (r->err) return;
  if (asprintf(&r->err, fmt, a, b) < 0) r->err = NULL;
}

static int iface_read(void *ctx, const char *path, char **src, size_t *len) {
  iface_reader *r = ctx;
  const unit_opts *o = r->o;
  char *file = NULL;
  for (int i = 0; i < o->ndeps && !file; i++)
    if (o->deps[i].mod && !strcmp(o->deps[i].mod, path)) file = strdup(o->deps[i].file);
  size_t pl = strlen(path);
  int is_ts = pl > 3 && !strcmp(path + pl - 3, ".ts");
  for (int i = 0; i < o->nipath && !file; i++) {
    char *cand;
    if (asprintf(&cand, "%s/%.*s.kif", o->ipath[i], (int)(is_ts ? pl - 3 : pl), path) < 0) return -1;
    char *abs = kd__abs_path(r->rq, cand);
    if (abs && access(abs, F_OK) == 0) file = cand;
    else free(cand);
    free(abs);
  }
  if (!file) return -1;
  char *abs = kd__abs_path(r->rq, file);
  size_t n = 0;
  char *data = abs ? kd__worker_read_iface(file, abs, &n) : NULL;
  free(abs);
  if (!data) {
    note_err(r, "kiln: error: cannot read interface file %s: %s\n", file, strerror(errno));
    free(file);
    return -1;
  }
  size_t ml = strlen(KD_KIF_MAGIC);
  char *nl = memchr(data, '\n', n);
  if (n < ml || memcmp(data, KD_KIF_MAGIC, ml) || !nl) {
    note_err(r, "kiln: error: %s is not a kiln interface file of this version (%s): rebuild it\n", file,
             "want \"" KD_KIF_MAGIC "...\"");
    free(data);
    free(file);
    return -1;
  }
  if ((size_t)(nl - data) - ml != pl || memcmp(data + ml, path, pl)) {
    note_err(r, "kiln: error: interface file %s is not the one of module %s\n", file, path);
    free(data);
    free(file);
    return -1;
  }
  size_t skip = (size_t)(nl - data) + 1;
  memmove(data, data + skip, n - skip + 1);
  *src = data;
  *len = n - skip;
  if (r->nfiles == r->capfiles) {
    r->capfiles = r->capfiles ? r->capfiles * 2 : 16;
    char **f = realloc(r->files, (size_t)r->capfiles * sizeof *f);
    if (!f) abort();
    r->files = f;
  }
  r->files[r->nfiles++] = file;
  return 0;
}

/* A path in a Makefile rule: spaces, '#' and '\' escaped with '\', '$' doubled. */
static void dep_escape(FILE *f, const char *p) {
  for (; *p; p++) {
    if (*p == ' ' || *p == '#' || *p == '\\') fputc('\\', f);
    if (*p == '$') fputc('$', f);
    fputc(*p, f);
  }
}

/* Emits (or fetches) the object of a validated IR buffer: malloc'd bytes. */
static char *object_for(const kd_request *rq, kd__env *env, const void *ir, size_t ir_size, int opt, const char *near,
                        const char *what, size_t *n, int *codegen) {
  char *bytes = kd__env_fetch(env, "object", ir, ir_size, (uint64_t)opt, KIND_OBJECT, n);
  if (bytes) return bytes;
  fe_ir_module m;
  char msg[256], *err = NULL;
  if (fe_ir_open(&m, ir, ir_size, msg, sizeof msg) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: internal error: invalid typed IR of %s: %s\n", what, msg);
    return NULL;
  }
  size_t nl = strlen(near);
  char *tmp = malloc(nl + 48);
  if (!tmp) return NULL;
  snprintf(tmp, nl + 48, "%s.kiln-tmp-%d-%u.o", near, (int)getpid(), kd__tmp_seq());
  be_options bo = {.opt_level = opt};
  (*codegen)++;
  if (be_emit_object(&m, &bo, tmp, &err) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: error: %s: %s\n", what, err ? err : "code generation failed");
    free(err);
    unlink(tmp);
    free(tmp);
    return NULL;
  }
  bytes = kd__read_file(tmp, n);
  if (!bytes) kd_sink_printf(rq->sink, 2, "kiln: error: cannot read %s: %s\n", tmp, strerror(errno));
  unlink(tmp);
  free(tmp);
  if (bytes) kd__env_store(env, "object", ir, ir_size, (uint64_t)opt, KIND_OBJECT, bytes, *n);
  return bytes;
}

static int unit_compile(int argc, char **argv, const kd_request *rq) {
  double t0 = unit_now_ms();
  unit_opts o;
  if (unit_opts_parse(argc, argv, &o, rq->sink) != 0) {
    unit_opts_free(&o);
    return 2;
  }
  int rc = 1, codegen = 0, wrote_obj = 0, wrote_iface = 0;
  char *in_abs = kd__abs_path(rq, o.input), *root_abs = kd__abs_path(rq, o.root);
  char *in_n = in_abs ? kd__norm_abs(in_abs) : NULL, *root_n = root_abs ? kd__norm_abs(root_abs) : NULL;
  char *out_abs = o.out ? kd__abs_path(rq, o.out) : NULL, *src = NULL, *iface = NULL, *obj = NULL, *text = NULL;
  void *ir = NULL;
  size_t len = 0, ir_size = 0, iface_len = 0, on = 0;
  fe_diags diags = {0};
  iface_reader rd = {rq, &o, NULL, 0, 0, NULL};
  kd__env *env = NULL;
  const char *path = in_n && root_n ? under(root_n, in_n) : NULL;
  if ((o.out && !out_abs) || !in_n || !root_n) goto done;
  if (!path) {
    kd_sink_printf(rq->sink, 2, "kiln: error: %s is not inside the root %s (--root)\n", o.input, o.root);
    goto done;
  }
  if (!(src = kd__read_file(in_abs, &len))) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot read %s: %s\n", o.input, strerror(errno));
    goto done;
  }
  if (o.iface_only) { /* from the module's own text: no imports read, no object */
    if (fe_unit_interface(path, src, len, &iface, &iface_len, &diags) != 0) {
      if (diags.text) rq->sink->write(rq->sink, 2, diags.text, strlen(diags.text));
      kd_sink_printf(rq->sink, 2, "kiln: error: %s: cannot make its interface\n", o.input);
      goto done;
    }
    goto write_iface;
  }
  mkparents(rq, out_abs);
  ir = fe_compile_unit(path, src, len, iface_read, &rd, o.is_main, &ir_size, &iface, &iface_len, &diags);
  if (diags.text) rq->sink->write(rq->sink, 2, diags.text, strlen(diags.text));
  if (rd.err) rq->sink->write(rq->sink, 2, rd.err, strlen(rd.err));
  if (!ir) {
    if (diags.errors)
      kd_sink_printf(rq->sink, 2, "%d error%s generated.\n", diags.errors, diags.errors == 1 ? "" : "s");
    else
      kd_sink_printf(rq->sink, 2, "kiln: error: %s: compilation failed\n", o.input);
    if (o.nipath == 0 && o.ndeps == 0 && diags.text && strstr(diags.text, "Cannot find module"))
      kd_sink_printf(rq->sink, 2, "kiln: note: kiln compile reads the modules a module imports from their "
                                  "interface files: pass --iface-path DIR or --dep MODULE.ts=FILE.kif\n");
    goto done;
  }
  if (o.verbose) kd_sink_printf(rq->sink, 2, "kiln: %-8s %8.2f ms\n", "frontend", unit_now_ms() - t0);
  if (rq->sink->gone && rq->sink->gone(rq->sink)) goto done;
  env = kd__env_open(rq, o.no_cache);
  if (!env) goto done;
  if (!(obj = object_for(rq, env, ir, ir_size, o.opt, out_abs, o.input, &on, &codegen))) goto done;
  if (rq->sink->gone && rq->sink->gone(rq->sink)) goto done; /* cancelled: touch no file */
  {
    size_t ho = 0;
    char *had = kd__read_file(out_abs, &ho);
    wrote_obj = !had || ho != on || memcmp(had, obj, on);
    free(had);
  }
  if (kd__write_if_changed(rq, out_abs, obj, on, 0) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", o.out, strerror(errno));
    goto done;
  }
write_iface:
  if (o.iface) {
    size_t tn = 0;
    FILE *f = open_memstream(&text, &tn);
    if (!f) goto done;
    fprintf(f, "%s%s\n", KD_KIF_MAGIC, path);
    fwrite(iface, 1, iface_len, f);
    fclose(f);
    char *ia = kd__abs_path(rq, o.iface);
    if (ia) mkparents(rq, ia);
    size_t ho = 0;
    char *had = ia ? kd__read_file(ia, &ho) : NULL;
    wrote_iface = !had || ho != tn || memcmp(had, text, tn);
    free(had);
    int w = ia ? kd__write_if_changed(rq, ia, text, tn, 0) : -1;
    free(ia);
    free(text);
    text = NULL;
    if (w != 0) {
      kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", o.iface, strerror(errno));
      goto done;
    }
  }
  if (o.depfile && !o.iface_only) {
    size_t tn = 0;
    FILE *f = open_memstream(&text, &tn);
    if (!f) goto done;
    dep_escape(f, o.out);
    fputs(":", f);
    fputs(" \\\n  ", f);
    dep_escape(f, o.input);
    for (int i = 0; i < rd.nfiles; i++) {
      fputs(" \\\n  ", f);
      dep_escape(f, rd.files[i]);
    }
    fputs("\n", f);
    fclose(f);
    char *da = kd__abs_path(rq, o.depfile);
    if (da) mkparents(rq, da);
    int w = da ? kd__write_if_changed(rq, da, text, tn, 0) : -1;
    free(da);
    if (w != 0) {
      kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", o.depfile, strerror(errno));
      goto done;
    }
  }
  rc = 0;
done:
  if (rc != 0 && out_abs && path) unlink(out_abs); /* never leave a stale object */
  if (o.stats_json)
    kd_sink_printf(rq->sink, 2,
                   "{\"module\":\"%s\",\"interfaces_read\":%d,\"codegen\":%d,\"object_written\":%s,"
                   "\"iface_written\":%s,\"ok\":%s,\"wall_ms\":%.1f,\"trees_reused\":%d,\"import_cycle\":%s}\n",
                   path ? path : "", rd.nfiles, codegen, wrote_obj ? "true" : "false", wrote_iface ? "true" : "false",
                   rc == 0 ? "true" : "false", unit_now_ms() - t0, unit_trees_reused(),
                   fe_check_import_cycle() ? "true" : "false");
  kd__env_close(rq, env);
  for (int i = 0; i < rd.nfiles; i++) free(rd.files[i]);
  free(rd.files);
  free(rd.err);
  fe_diags_free(&diags);
  free(ir);
  free(iface);
  free(obj);
  free(text);
  free(src);
  free(in_abs);
  free(root_abs);
  free(in_n);
  free(root_n);
  free(out_abs);
  unit_opts_free(&o);
  return rc;
}

/* ---- kiln link -------------------------------------------------------------------------- */

static int unit_link(int argc, char **argv, const kd_request *rq) {
  double t0 = unit_now_ms();
  const char *out = NULL;
  int no_cache = 0, stats = 0, nobj = 0, rc = 1, codegen = 0, need_prelude = 0, wrote = 0, have_main = 0;
  char **objs = calloc((size_t)argc + 1, sizeof *objs);
  if (!objs) return 1;
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-o") && i + 1 < argc) out = argv[++i];
    else if (!strcmp(a, "--no-cache")) no_cache = 1;
    else if (!strcmp(a, "--stats=json")) stats = 1;
    else if (!strcmp(a, "--no-daemon") || !strcmp(a, "-v")) {
    } else if (a[0] != '-') {
      if (!(objs[nobj++] = kd__abs_path(rq, a))) goto done;
    } else {
      kd_sink_printf(rq->sink, 2, "kiln: error: unknown option '%s'\nusage: kiln link OBJ... -o OUT\n", a);
      rc = 2;
      goto done;
    }
  }
  if (!out || nobj == 0) {
    kd_sink_printf(rq->sink, 2, "usage: kiln link OBJ... -o OUT\n");
    rc = 2;
    goto done;
  }
  char *out_abs = kd__abs_path(rq, out), *tmp = NULL, *exe = NULL, *pobj = NULL;
  kd__env *env = NULL;
  void *pir = NULL;
  if (!out_abs) goto done;
  for (int i = 0; i < nobj; i++) {
    size_t n = 0;
    char *b = kd__read_file(objs[i], &n);
    if (!b) {
      kd_sink_printf(rq->sink, 2, "kiln: error: cannot read %s: %s\n", objs[i], strerror(errno));
      goto link_done;
    }
    need_prelude |= memmem(b, n, FE_PRELUDE_LINK, strlen(FE_PRELUDE_LINK)) != NULL;
    have_main |= memmem(b, n, "kiln_main", 10) != NULL; /* the symbol's name, NUL included */
    free(b);
  }
  if (!have_main) {
    kd_sink_printf(rq->sink, 2, "kiln: error: no object is a program's main module (compile it with --main)\n");
    goto link_done;
  }
  if (!(env = kd__env_open(rq, no_cache))) goto link_done;
  if (!kd__env_runtime(env)) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot find libkiln_rt.a (set KILN_RUNTIME)\n");
    goto link_done;
  }
  size_t ol = strlen(out_abs);
  mkparents(rq, out_abs);
  if (need_prelude) {
    fe_diags d = {0};
    size_t pn = 0, on = 0;
    pir = fe_compile_prelude(&pn, &d);
    if (d.text) rq->sink->write(rq->sink, 2, d.text, strlen(d.text));
    fe_diags_free(&d);
    char *bytes = pir ? object_for(rq, env, pir, pn, 2, out_abs, "<builtins>", &on, &codegen) : NULL;
    if (!bytes) goto link_done;
    if (!(pobj = malloc(ol + 48))) goto link_done;
    snprintf(pobj, ol + 48, "%s.kiln-tmp-%d-%u.o", out_abs, (int)getpid(), kd__tmp_seq());
    int fd = open(pobj, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    int ok = fd >= 0 && write(fd, bytes, on) == (ssize_t)on;
    if (fd >= 0) close(fd);
    free(bytes);
    if (!ok) {
      kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", pobj, strerror(errno));
      goto link_done;
    }
    objs[nobj++] = pobj;
  }
  if (!(tmp = malloc(ol + 48))) goto link_done;
  snprintf(tmp, ol + 48, "%s.kiln-tmp-%d-%u", out_abs, (int)getpid(), kd__tmp_seq());
  char *err = NULL;
  if (be_link((const char *const *)objs, nobj, kd__env_runtime(env), tmp, &err) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: error: link failed: %s\n", err ? err : "?");
    free(err);
    goto link_done;
  }
  size_t en = 0, hn = 0;
  if (!(exe = kd__read_file(tmp, &en))) goto link_done;
  char *had = kd__read_file(out_abs, &hn);
  wrote = !had || hn != en || memcmp(had, exe, en);
  free(had);
  if (kd__write_if_changed(rq, out_abs, exe, en, 1) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", out, strerror(errno));
    goto link_done;
  }
  rc = 0;
link_done:
  if (stats)
    kd_sink_printf(rq->sink, 2, "{\"objects\":%d,\"builtins\":%s,\"codegen\":%d,\"written\":%s,\"ok\":%s,\"wall_ms\":%.1f}\n",
                   nobj - (pobj != NULL), need_prelude ? "true" : "false", codegen, wrote ? "true" : "false",
                   rc == 0 ? "true" : "false", unit_now_ms() - t0);
  if (tmp) unlink(tmp);
  if (pobj) {
    unlink(pobj);
    nobj--; /* freed below as pobj */
  }
  if (rc != 0 && out_abs) unlink(out_abs);
  kd__env_close(rq, env);
  free(pir);
  free(pobj);
  free(tmp);
  free(exe);
  free(out_abs);
done:
  for (int i = 0; i < nobj; i++) free(objs[i]);
  free(objs);
  return rc;
}

int kd_unit_main(int argc, char **argv, const kd_request *rq) {
  if (!strcmp(argv[1], "compile")) return unit_compile(argc, argv, rq);
  if (!strcmp(argv[1], "link")) return unit_link(argc, argv, rq);
  if (!strcmp(argv[1], "ninja") || !strcmp(argv[1], "compdb")) return kd_ninja_main(argc, argv, rq);
  kd_sink_printf(rq->sink, 2, "kiln: error: not a unit command\n");
  return 2;
}
