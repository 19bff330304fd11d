/* kiln.c - the `kiln` command: build and run TypeScript programs as native executables. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "backend.h"
#include "cache.h"
#include "frontend.h"

static const char usage[] =
    "usage: kiln <command> [options]\n"
    "\n"
    "Commands:\n"
    "  kiln build FILE.ts [-o OUT] [-O0|-O1|-O2|-O3] [--emit=exe|obj|ir|llvm]\n"
    "      Compile FILE.ts into one native executable (default OUT: FILE without .ts).\n"
    "      --emit=ir    print the typed IR (readable dump) to stdout, or to -o OUT\n"
    "      --emit=llvm  print the optimised LLVM IR to stdout, or to -o OUT\n"
    "      --emit=obj   write the object file only (default OUT: FILE.o)\n"
    "  kiln run FILE.ts [-O..] [-- ARGS...]\n"
    "      Compile into a temporary directory and run it with ARGS; exits with the\n"
    "      program's status.\n"
    "  kiln cache stats | gc --max-size SIZE | path\n"
    "      Show the compile cache's counters, evict least recently used entries\n"
    "      down to SIZE (e.g. 500M), or print where it lives.\n"
    "  kiln --help | --version\n"
    "\n"
    "Options:\n"
    "  -O0 .. -O3    optimisation level (default -O2)\n"
    "  -v            print the time each phase takes to stderr\n"
    "  --no-cache    neither read nor write the compile cache\n"
    "  --stats=json  print one JSON line of build statistics to stderr at the end\n"
    "\n"
    "Environment:\n"
    "  KILN_RUNTIME    path of libkiln_rt.a (default: next to the kiln executable)\n"
    "  KILN_CACHE_DIR  the compile cache (default $XDG_CACHE_HOME/kiln or ~/.cache/kiln)\n"
    "  KILN_CACHE=off  disable the cache, like --no-cache\n"
    "  KILN_CACHE_MAX  evict least recently used entries beyond this size (default 2G)\n"
    "\n"
    "Type errors are printed as FILE:LINE:COL: error: MESSAGE with the source line;\n"
    "a build with errors exits 1 and leaves no output file.\n";

typedef enum { EMIT_EXE, EMIT_OBJ, EMIT_IR, EMIT_LLVM } emit_kind;

typedef struct {
  const char *input;
  const char *output;
  emit_kind emit;
  int opt;
  int verbose;
  int no_cache;
  int stats_json;
  char **run_args;
  int run_nargs;
} options;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void phase(const options *o, const char *what, double *t0) {
  double t = now_ms();
  if (o->verbose) fprintf(stderr, "kiln: %-8s %8.2f ms\n", what, t - *t0);
  *t0 = t;
}

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *buf = NULL;
  size_t cap = 0, n = 0;
  for (;;) {
    if (n + 4096 + 1 > cap) {
      cap = cap ? cap * 2 : 65536;
      char *p = realloc(buf, cap);
      if (!p) {
        free(buf);
        fclose(f);
        errno = ENOMEM;
        return NULL;
      }
      buf = p;
    }
    size_t got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (got == 0) break;
  }
  int bad = ferror(f);
  fclose(f);
  if (bad) {
    free(buf);
    return NULL;
  }
  buf[n] = '\0';
  *len = n;
  return buf;
}

static int write_file(const char *path, const void *data, size_t len) {
  FILE *f = strcmp(path, "-") ? fopen(path, "wb") : stdout;
  if (!f) return -1;
  size_t put = fwrite(data, 1, len, f);
  int rc = (put == len && fflush(f) == 0) ? 0 : -1;
  if (f != stdout && fclose(f) != 0) rc = -1;
  return rc;
}

/* libkiln_rt.a: $KILN_RUNTIME, else beside this executable. */
static int find_runtime(char *out, size_t cap) {
  const char *env = getenv("KILN_RUNTIME");
  if (env && *env) {
    snprintf(out, cap, "%s", env);
    return access(out, R_OK);
  }
  char self[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) return -1;
  self[n] = '\0';
  char *slash = strrchr(self, '/');
  if (slash) *slash = '\0';
  const char *candidates[] = {"/libkiln_rt.a", "/../lib/kiln/libkiln_rt.a"};
  for (size_t i = 0; i < sizeof candidates / sizeof *candidates; i++) {
    size_t a = strlen(self), b = strlen(candidates[i]);
    if (a + b + 1 > cap) continue;
    memcpy(out, self, a);
    memcpy(out + a, candidates[i], b + 1);
    if (access(out, R_OK) == 0) return 0;
  }
  return -1;
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

/* What one build did, for -v and --stats=json. */
typedef struct {
  int parsed, checked, codegen, hits, misses, linked;
  double t_start;
} build_stats;

/* Cache record kinds (cache/ stores bytes; the kinds are ours). */
enum { KIND_IR = 1, KIND_OBJECT = 2, KIND_EXE = 3 };

typedef struct {
  cache *c;              /* NULL: caching off, or the cache could not open */
  uint8_t compiler[16];  /* hash of this kiln executable and its runtime */
  char runtime[PATH_MAX];
  int have_runtime;
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
static void build_env_init(build_env *be, const options *o) {
  memset(be, 0, sizeof *be);
  be->have_runtime = find_runtime(be->runtime, sizeof be->runtime) == 0;
  if (o->no_cache) return;
  const char *env = getenv("KILN_CACHE");
  if (env && (!strcmp(env, "0") || !strcmp(env, "off"))) return;
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) return;
  cache_keyer_add_str(&k, "kiln " KILN_VERSION);
  cache_keyer_add_u64(&k, FE_IR_VERSION);
  int ok = hash_file(&k, "/proc/self/exe") == 0;
  if (be->have_runtime) ok &= hash_file(&k, be->runtime) == 0;
  cache_key id = cache_keyer_finish(&k);
  if (!ok) return;
  memcpy(be->compiler, id.bytes, sizeof be->compiler);
  char *err = NULL;
  if (cache_open(&be->c, NULL, &err) != 0) {
    fprintf(stderr, "kiln: warning: compiling without a cache: %s\n", err ? err : "?");
    free(err);
    be->c = NULL;
  }
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

/* Looks key up; on a hit returns a malloc'd copy of the payload. */
static void *cache_fetch(build_env *be, const cache_key *key, uint16_t kind, size_t *size, build_stats *st) {
  if (!be->c) return NULL;
  cache_read r;
  if (cache_get(be->c, key, kind, &r, NULL) != 0) {
    st->misses++;
    return NULL;
  }
  void *copy = malloc(r.size ? r.size : 1);
  if (copy) memcpy(copy, r.data, r.size);
  *size = r.size;
  cache_read_end(&r);
  st->hits += copy != NULL;
  return copy;
}

static void cache_store_file(build_env *be, const cache_key *key, uint16_t kind, const char *path) {
  if (!be->c) return;
  size_t n;
  char *data = read_file(path, &n);
  if (!data) return;
  char *err = NULL;
  if (cache_put(be->c, key, kind, data, n, &err) != 0) {
    fprintf(stderr, "kiln: warning: cache write failed: %s\n", err ? err : "?");
    free(err);
  }
  free(data);
}

static int same_bytes(const char *a, const char *b) {
  size_t na, nb;
  char *x = read_file(a, &na), *y = x ? read_file(b, &nb) : NULL;
  int same = x && y && na == nb && memcmp(x, y, na) == 0;
  free(x);
  free(y);
  return same;
}

static const char *base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

/* Compiles o->input; returns 0 on success, 1 on a user error (already reported). */
static int compile(const options *o, const char *output, build_env *be, build_stats *st) {
  double t0 = now_ms();
  int rc = 1;
  size_t len = 0, ir_size = 0, n = 0;
  char *src = NULL, *err = NULL, *text = NULL, *obj = NULL, *tmp_out = NULL;
  void *ir = NULL, *bytes = NULL;
  fe_diags diags = {0};

  src = read_file(o->input, &len);
  if (!src) {
    fprintf(stderr, "kiln: error: cannot read %s: %s\n", o->input, strerror(errno));
    goto done;
  }
  /* The key names the module by its file name, not its absolute path, so
   * checkouts in different directories share entries. */
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) goto done;
  cache_keyer_add_str(&k, base_name(o->input));
  cache_keyer_add(&k, src, len);
  cache_key src_key = cache_keyer_finish(&k);
  cache_key ir_key = key_for(be, "typed-ir", src_key.bytes, sizeof src_key.bytes, 0);
  ir = cache_fetch(be, &ir_key, KIND_IR, &ir_size, st);
  if (!ir) {
    st->parsed++;
    st->checked++;
    ir = fe_compile(o->input, src, len, &ir_size, &diags);
    phase(o, "frontend", &t0);
    if (diags.text) fputs(diags.text, stderr);
    if (!ir) {
      if (diags.errors)
        fprintf(stderr, "%d error%s generated.\n", diags.errors, diags.errors == 1 ? "" : "s");
      else
        fprintf(stderr, "kiln: error: %s: compilation failed\n", o->input);
      goto done;
    }
    if (be->c) cache_put(be->c, &ir_key, KIND_IR, ir, ir_size, NULL);
  }
  fe_ir_module m;
  char msg[256];
  if (fe_ir_open(&m, ir, ir_size, msg, sizeof msg) != 0) {
    fprintf(stderr, "kiln: internal error: invalid typed IR: %s\n", msg);
    goto done;
  }
  if (o->emit == EMIT_IR) {
    FILE *f = strcmp(output, "-") ? fopen(output, "w") : stdout;
    if (!f) {
      fprintf(stderr, "kiln: error: cannot write %s: %s\n", output, strerror(errno));
      goto done;
    }
    fe_ir_dump(&m, f);
    if (f != stdout) fclose(f);
    rc = 0;
    goto done;
  }
  be_options bo = {.opt_level = o->opt};
  if (o->emit == EMIT_LLVM) {
    st->codegen++;
    if (be_emit_llvm_text(&m, &bo, &text, &err) != 0) {
      fprintf(stderr, "kiln: error: %s\n", err ? err : "code generation failed");
      goto done;
    }
    if (write_file(output, text, strlen(text)) != 0) {
      fprintf(stderr, "kiln: error: cannot write %s: %s\n", output, strerror(errno));
      goto done;
    }
    rc = 0;
    goto done;
  }

  /* Objects and executables are written beside the output under a temporary
   * name and renamed into place, so a failed build never leaves a file. */
  size_t olen = strlen(output);
  tmp_out = malloc(olen + 32);
  obj = malloc(olen + 32);
  if (!tmp_out || !obj) goto done;
  snprintf(tmp_out, olen + 32, "%s.kiln-tmp-%d", output, (int)getpid());
  snprintf(obj, olen + 32, "%s.kiln-tmp-%d.o", output, (int)getpid());
  const char *obj_path = o->emit == EMIT_OBJ ? tmp_out : obj;
  cache_key obj_key = key_for(be, "object", ir, ir_size, (uint64_t)o->opt);
  if ((bytes = cache_fetch(be, &obj_key, KIND_OBJECT, &n, st))) {
    if (write_file(obj_path, bytes, n) != 0) {
      fprintf(stderr, "kiln: error: cannot write %s: %s\n", obj_path, strerror(errno));
      goto done;
    }
    free(bytes);
    bytes = NULL;
  } else {
    st->codegen++;
    if (be_emit_object(&m, &bo, obj_path, &err) != 0) {
      fprintf(stderr, "kiln: error: %s\n", err ? err : "code generation failed");
      goto done;
    }
    cache_store_file(be, &obj_key, KIND_OBJECT, obj_path);
    phase(o, "backend", &t0);
  }
  if (o->emit == EMIT_EXE) {
    if (!be->have_runtime) {
      fprintf(stderr, "kiln: error: cannot find libkiln_rt.a (set KILN_RUNTIME)\n");
      goto done;
    }
    cache_key exe_key = key_for(be, "executable", obj_key.bytes, sizeof obj_key.bytes, 0);
    if ((bytes = cache_fetch(be, &exe_key, KIND_EXE, &n, st))) {
      if (write_file(tmp_out, bytes, n) != 0 || chmod(tmp_out, 0755) != 0) {
        fprintf(stderr, "kiln: error: cannot write %s: %s\n", tmp_out, strerror(errno));
        goto done;
      }
    } else {
      const char *objs[] = {obj};
      if (be_link(objs, 1, be->runtime, tmp_out, &err) != 0) {
        fprintf(stderr, "kiln: error: link failed: %s\n", err ? err : "?");
        goto done;
      }
      st->linked = 1;
      cache_store_file(be, &exe_key, KIND_EXE, tmp_out);
      phase(o, "link", &t0);
    }
  }
  /* An unchanged result keeps its file (and mtime): build systems downstream
   * see nothing new. */
  if (same_bytes(tmp_out, output)) {
    rc = 0;
    goto done;
  }
  if (rename(tmp_out, output) != 0) {
    fprintf(stderr, "kiln: error: cannot write %s: %s\n", output, strerror(errno));
    goto done;
  }
  rc = 0;

done:
  if (obj) unlink(obj);
  if (tmp_out) unlink(tmp_out);
  if (rc != 0 && o->emit != EMIT_IR && o->emit != EMIT_LLVM && strcmp(output, "-"))
    unlink(output); /* like make's .DELETE_ON_ERROR: never leave a stale result */
  fe_diags_free(&diags);
  free(bytes);
  free(obj);
  free(tmp_out);
  free(text);
  free(err);
  free(ir);
  free(src);
  return rc;
}

static int parse_size(const char *s, uint64_t *out) {
  char *end;
  double v = strtod(s, &end);
  if (end == s || v < 0) return -1;
  switch (*end) {
  case 'k': case 'K': v *= 1024; end++; break;
  case 'm': case 'M': v *= 1024 * 1024; end++; break;
  case 'g': case 'G': v *= 1024.0 * 1024 * 1024; end++; break;
  default: break;
  }
  if (*end == 'B' || *end == 'b') end++;
  if (*end) return -1;
  *out = (uint64_t)v;
  return 0;
}

/* The cache stays under $KILN_CACHE_MAX (default 2G): after a build that
 * wrote entries, least recently used ones go until it is at 3/4 of that. */
static void cache_bound(build_env *be, const build_stats *st) {
  if (!be->c || st->misses == 0) return;
  uint64_t max = 2ull << 30;
  const char *env = getenv("KILN_CACHE_MAX");
  if (env && *env && parse_size(env, &max) != 0) {
    fprintf(stderr, "kiln: warning: ignoring KILN_CACHE_MAX=%s (want e.g. 500M, 2G)\n", env);
    max = 2ull << 30;
  }
  cache_stats s;
  if (cache_stats_get(be->c, &s, NULL) == 0 && s.bytes > max) cache_gc(be->c, max / 4 * 3, NULL, NULL);
}

static void print_stats(const options *o, const build_stats *st, int rc) {
  if (!o->stats_json) return;
  fprintf(stderr,
          "{\"modules\":1,\"parsed\":%d,\"checked\":%d,\"codegen\":%d,\"cache_hits\":%d,"
          "\"cache_misses\":%d,\"linked\":%s,\"ok\":%s,\"wall_ms\":%.1f}\n",
          st->parsed, st->checked, st->codegen, st->hits, st->misses, st->linked ? "true" : "false",
          rc == 0 ? "true" : "false", now_ms() - st->t_start);
}

static int parse_args(int argc, char **argv, int is_run, options *o) {
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--") == 0) {
      if (!is_run) {
        fprintf(stderr, "kiln: error: '--' is only meaningful for 'kiln run'\n");
        return -1;
      }
      o->run_args = argv + i + 1;
      o->run_nargs = argc - i - 1;
      break;
    } else if (strcmp(a, "-o") == 0 && !is_run) {
      if (++i >= argc) {
        fprintf(stderr, "kiln: error: -o needs a file name\n");
        return -1;
      }
      o->output = argv[i];
    } else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
      o->opt = a[2] - '0';
    } else if (strcmp(a, "-v") == 0) {
      o->verbose = 1;
    } else if (strcmp(a, "--no-cache") == 0) {
      o->no_cache = 1;
    } else if (strcmp(a, "--stats=json") == 0) {
      o->stats_json = 1;
    } else if (strncmp(a, "--emit=", 7) == 0 && !is_run) {
      const char *k = a + 7;
      if (!strcmp(k, "exe")) o->emit = EMIT_EXE;
      else if (!strcmp(k, "obj")) o->emit = EMIT_OBJ;
      else if (!strcmp(k, "ir")) o->emit = EMIT_IR;
      else if (!strcmp(k, "llvm")) o->emit = EMIT_LLVM;
      else {
        fprintf(stderr, "kiln: error: unknown --emit kind '%s' (exe, obj, ir, llvm)\n", k);
        return -1;
      }
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "kiln: error: unknown option '%s' (see kiln --help)\n", a);
      return -1;
    } else if (!o->input) {
      o->input = a;
      if (is_run) { /* everything after the program is its arguments */
        int j = i + 1;
        if (j < argc && strcmp(argv[j], "--") == 0) j++;
        o->run_args = argv + j;
        o->run_nargs = argc - j;
        break;
      }
    } else {
      fprintf(stderr, "kiln: error: more than one input file ('%s' and '%s')\n", o->input, a);
      return -1;
    }
  }
  if (!o->input) {
    fprintf(stderr, "kiln: error: no input file (see kiln --help)\n");
    return -1;
  }
  return 0;
}

static int cmd_build(int argc, char **argv) {
  options o = {.opt = 2};
  if (parse_args(argc, argv, 0, &o) != 0) return 2;
  char *owned = NULL;
  const char *out = o.output;
  if (!out) {
    if (o.emit == EMIT_IR || o.emit == EMIT_LLVM) out = "-";
    else out = owned = default_output(o.input, o.emit == EMIT_OBJ ? ".o" : "");
  }
  build_env be;
  build_stats st = {.t_start = now_ms()};
  build_env_init(&be, &o);
  int rc = compile(&o, out, &be, &st);
  cache_bound(&be, &st);
  cache_close(be.c);
  print_stats(&o, &st, rc);
  free(owned);
  return rc;
}

static int cmd_run(int argc, char **argv) {
  options o = {.opt = 2};
  if (parse_args(argc, argv, 1, &o) != 0) return 2;
  const char *tmpdir = getenv("TMPDIR");
  char dir[PATH_MAX];
  snprintf(dir, sizeof dir, "%s/kiln-run-XXXXXX", tmpdir && *tmpdir ? tmpdir : "/tmp");
  if (!mkdtemp(dir)) {
    fprintf(stderr, "kiln: error: cannot create a temporary directory: %s\n", strerror(errno));
    return 1;
  }
  char exe[PATH_MAX + 16];
  snprintf(exe, sizeof exe, "%s/prog", dir);
  build_env be;
  build_stats st = {.t_start = now_ms()};
  build_env_init(&be, &o);
  int rc = compile(&o, exe, &be, &st);
  cache_bound(&be, &st);
  cache_close(be.c);
  print_stats(&o, &st, rc);
  if (rc != 0) {
    rmdir(dir);
    return rc;
  }
  pid_t pid = fork();
  if (pid == 0) {
    char **args = calloc((size_t)o.run_nargs + 2, sizeof *args);
    if (!args) _exit(127);
    args[0] = (char *)o.input;
    for (int i = 0; i < o.run_nargs; i++) args[i + 1] = o.run_args[i];
    execv(exe, args);
    fprintf(stderr, "kiln: error: cannot run %s: %s\n", exe, strerror(errno));
    _exit(127);
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) < 0) status = 127 << 8;
  unlink(exe);
  rmdir(dir);
  if (WIFSIGNALED(status)) {
    signal(WTERMSIG(status), SIG_DFL);
    raise(WTERMSIG(status));
    return 128 + WTERMSIG(status);
  }
  return WEXITSTATUS(status);
}

static int cmd_cache(int argc, char **argv) {
  const char *sub = argc > 2 ? argv[2] : "";
  cache *c;
  char *err = NULL;
  if (strcmp(sub, "stats") && strcmp(sub, "gc") && strcmp(sub, "path")) {
    fprintf(stderr, "usage: kiln cache stats | gc --max-size SIZE | path\n");
    return 2;
  }
  uint64_t max = 0;
  if (!strcmp(sub, "gc")) {
    if (argc != 5 || strcmp(argv[3], "--max-size") || parse_size(argv[4], &max) != 0) {
      fprintf(stderr, "usage: kiln cache gc --max-size SIZE   (e.g. 500M, 2G)\n");
      return 2;
    }
  }
  if (cache_open(&c, NULL, &err) != 0) {
    fprintf(stderr, "kiln: error: %s\n", err ? err : "cannot open the cache");
    free(err);
    return 1;
  }
  int rc = 0;
  if (!strcmp(sub, "path")) {
    printf("%s\n", cache_dir(c));
  } else if (!strcmp(sub, "stats")) {
    cache_stats s;
    if ((rc = cache_stats_get(c, &s, &err)) == 0)
      printf("cache: %s\nentries: %llu\nbytes: %llu\nhits: %llu\nmisses: %llu\ncorrupt: %llu\nmap size: %llu\n",
             cache_dir(c), (unsigned long long)s.entries, (unsigned long long)s.bytes,
             (unsigned long long)s.hits, (unsigned long long)s.misses, (unsigned long long)s.corrupt,
             (unsigned long long)s.map_size);
  } else {
    uint64_t evicted = 0;
    if ((rc = cache_gc(c, max, &evicted, &err)) == 0)
      printf("evicted %llu entries\n", (unsigned long long)evicted);
  }
  if (rc != 0) fprintf(stderr, "kiln: error: %s\n", err ? err : "cache operation failed");
  free(err);
  cache_close(c);
  return rc != 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fputs(usage, stderr);
    return 2;
  }
  const char *cmd = argv[1];
  if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
    fputs(usage, stdout);
    return 0;
  }
  if (!strcmp(cmd, "--version")) {
    printf("kiln %s (typed IR v%u, LLVM 19)\n", KILN_VERSION, FE_IR_VERSION);
    return 0;
  }
  if (!strcmp(cmd, "build")) return cmd_build(argc, argv);
  if (!strcmp(cmd, "run")) return cmd_run(argc, argv);
  if (!strcmp(cmd, "cache")) return cmd_cache(argc, argv);
  fprintf(stderr, "kiln: error: unknown command '%s' (see kiln --help)\n", cmd);
  return 2;
}
