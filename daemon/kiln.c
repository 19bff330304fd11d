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
    "  kiln --help | --version\n"
    "\n"
    "Options:\n"
    "  -O0 .. -O3    optimisation level (default -O2)\n"
    "  -v            print the time each phase takes to stderr\n"
    "\n"
    "Environment:\n"
    "  KILN_RUNTIME  path of libkiln_rt.a (default: next to the kiln executable)\n"
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
  const char *candidates[] = {"%s/libkiln_rt.a", "%s/../lib/kiln/libkiln_rt.a"};
  for (size_t i = 0; i < sizeof candidates / sizeof *candidates; i++) {
    snprintf(out, cap, candidates[i], self);
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

/* Compiles o->input; returns 0 on success, 1 on a user error (already reported). */
static int compile(const options *o, const char *output) {
  double t0 = now_ms();
  int rc = 1;
  size_t len = 0, ir_size = 0;
  char *src = NULL, *err = NULL, *text = NULL, *obj = NULL, *tmp_out = NULL;
  void *ir = NULL;
  fe_diags diags = {0};

  src = read_file(o->input, &len);
  if (!src) {
    fprintf(stderr, "kiln: error: cannot read %s: %s\n", o->input, strerror(errno));
    goto done;
  }
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
  fe_ir_module m;
  char msg[256];
  if (fe_ir_open(&m, ir, ir_size, msg, sizeof msg) != 0) {
    fprintf(stderr, "kiln: internal error: the frontend produced invalid IR: %s\n", msg);
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
  if (be_emit_object(&m, &bo, o->emit == EMIT_OBJ ? tmp_out : obj, &err) != 0) {
    fprintf(stderr, "kiln: error: %s\n", err ? err : "code generation failed");
    goto done;
  }
  phase(o, "backend", &t0);
  if (o->emit == EMIT_EXE) {
    char rt[PATH_MAX];
    if (find_runtime(rt, sizeof rt) != 0) {
      fprintf(stderr, "kiln: error: cannot find libkiln_rt.a (set KILN_RUNTIME)\n");
      goto done;
    }
    const char *objs[] = {obj};
    if (be_link(objs, 1, rt, tmp_out, &err) != 0) {
      fprintf(stderr, "kiln: error: link failed: %s\n", err ? err : "?");
      goto done;
    }
    phase(o, "link", &t0);
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
  free(obj);
  free(tmp_out);
  free(text);
  free(err);
  free(ir);
  free(src);
  return rc;
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
  int rc = compile(&o, out);
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
  int rc = compile(&o, exe);
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
  fprintf(stderr, "kiln: error: unknown command '%s' (see kiln --help)\n", cmd);
  return 2;
}
