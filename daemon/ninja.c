/* ninja.c - `kiln ninja` (a build.ninja for a program's module graph) and `kiln compdb` (compile_commands.json).
 *
 * Both scan the program from its main module (fe_program_scan, the same
 * walk `kiln build` makes) and describe one `kiln compile` per module and
 * one `kiln link`.  The root is the deepest directory holding every module;
 * paths in the build file are relative to the build file's directory (where
 * Ninja runs commands), so a checkout can move.  Objects go to obj/ and
 * interface files to iface/ beside the build file, the executable next to
 * it.  The build file lists every module source as an input of its own
 * regeneration (a generator edge, restat), so an edit that changes the
 * import graph rewrites it before the build goes on, and one that does not
 * leaves it untouched.
 */
#define _GNU_SOURCE
#include "unit.h"
#include "kd_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend.h"


static char *dir_of(const char *abs) {
  const char *s = strrchr(abs, '/');
  if (!s || s == abs) return strdup("/");
  return strndup(abs, (size_t)(s - abs));
}

/* target relative to directory dir (both absolute and normalised). */
static char *rel_path(const char *dir, const char *target) {
  size_t common = 0, i = 0;
  for (;; i++) {
    char a = dir[i], b = target[i];
    if ((a == 0 || a == '/') && (b == 0 || b == '/')) common = i;
    if (a == 0 || b == 0 || a != b) break;
  }
  int ups = 0;
  for (const char *p = dir + common; *p; p++) ups += *p == '/';
  if (!strcmp(dir, "/")) ups = 0;
  const char *rest = target + common;
  while (*rest == '/') rest++;
  size_t n = (size_t)ups * 3 + strlen(rest) + 2;
  char *out = malloc(n);
  if (!out) return NULL;
  size_t o = 0;
  for (int k = 0; k < ups; k++) o += (size_t)snprintf(out + o, n - o, "../");
  snprintf(out + o, n - o, "%s", rest);
  if (!out[0]) strcpy(out, ".");
  else if (o > 0 && !*rest) out[o - 1] = 0; /* "../../" -> "../.." */
  return out;
}

/* Reads modules under the main module's directory. */
static int dir_read(void *ctx, const char *path, char **src, size_t *len) {
  char *full;
  if (asprintf(&full, "%s/%s", (const char *)ctx, path) < 0) return -1;
  *src = kd__read_file(full, len);
  free(full);
  return *src ? 0 : -1;
}

/* Paths go into build lines and shell commands as they are. */
static int plain_path(const char *p) {
  for (; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("._/+-@", *p)))
      return 0;
  return 1;
}

typedef struct {
  char *rel;        /* relative to the root */
  char *obj, *kif;  /* relative to the build directory */
  uint8_t *closure; /* the modules it imports, directly or not */
} plan_mod;

typedef struct {
  plan_mod *m;
  uint32_t n;       /* the main module last */
  char *root;       /* relative to the build directory */
  char *main_src;   /* the main module's path, relative to the build directory */
  char *bdir;       /* the build directory, absolute */
} plan;

static void plan_free(plan *p) {
  for (uint32_t i = 0; i < p->n; i++) {
    free(p->m[i].rel);
    free(p->m[i].obj);
    free(p->m[i].kif);
    free(p->m[i].closure);
  }
  free(p->m);
  free(p->root);
  free(p->main_src);
  free(p->bdir);
  memset(p, 0, sizeof *p);
}

/* "obj/<path without .ts><suffix>" */
static char *out_name(const char *dir, const char *rel, const char *suffix) {
  size_t n = strlen(rel);
  if (n > 3 && !strcmp(rel + n - 3, ".ts")) n -= 3;
  char *o;
  if (asprintf(&o, "%s/%.*s%s", dir, (int)n, rel, suffix) < 0) return NULL;
  return o;
}

static int plan_make(const kd_request *rq, const char *input, const char *out_file, plan *p) {
  memset(p, 0, sizeof *p);
  int rc = -1;
  size_t len = 0;
  char *in_abs = kd__abs_path(rq, input), *main_abs = in_abs ? kd__norm_abs(in_abs) : NULL;
  char *out_abs = kd__abs_path(rq, out_file), *out_n = out_abs ? kd__norm_abs(out_abs) : NULL;
  char *mdir = main_abs ? dir_of(main_abs) : NULL, *src = NULL, **abs = NULL, *root = NULL;
  fe_program_info pi = {0};
  fe_diags d = {0};
  if (!mdir || !out_n) goto done;
  if (!(src = kd__read_file(main_abs, &len))) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot read %s: %s\n", input, strerror(errno));
    goto done;
  }
  if (fe_program_scan(input, src, len, dir_read, mdir, &pi, &d) != 0) {
    if (d.text) rq->sink->write(rq->sink, 2, d.text, strlen(d.text));
    kd_sink_printf(rq->sink, 2, "%d error%s generated.\n", d.errors, d.errors == 1 ? "" : "s");
    goto done;
  }
  /* the user's modules (the built-in classes' module is kiln link's business) */
  uint32_t *idx = calloc(pi.n + 1, sizeof *idx);
  abs = calloc(pi.n + 1, sizeof *abs);
  p->m = calloc(pi.n + 1, sizeof *p->m);
  if (!idx || !abs || !p->m) {
    free(idx);
    goto done;
  }
  for (uint32_t i = 0; i < pi.n; i++) {
    idx[i] = UINT32_MAX;
    if (pi.mods[i].path[0] == '<') continue;
    char *j;
    if (asprintf(&j, "%s/%s", mdir, pi.mods[i].path) < 0) break;
    abs[p->n] = kd__norm_abs(j);
    free(j);
    idx[i] = p->n++;
  }
  /* the root: the deepest directory above every module */
  root = dir_of(abs[0]);
  for (uint32_t i = 1; i < p->n && root; i++) {
    while (strcmp(root, "/") && !(strncmp(abs[i], root, strlen(root)) == 0 && abs[i][strlen(root)] == '/')) {
      char *up = dir_of(root);
      free(root);
      root = up;
    }
  }
  p->bdir = dir_of(out_n);
  p->root = root ? rel_path(p->bdir, root) : NULL;
  p->main_src = rel_path(p->bdir, main_abs);
  if (!p->root || !p->main_src) {
    free(idx);
    goto done;
  }
  for (uint32_t i = 0, k = 0; i < pi.n; i++) {
    if (idx[i] == UINT32_MAX) continue;
    plan_mod *m = &p->m[k];
    m->rel = rel_path(root, abs[k]);
    m->obj = out_name("obj", m->rel, ".o");
    m->kif = out_name("iface", m->rel, ".kif");
    m->closure = calloc(p->n + 1, 1);
    if (!m->rel || !m->obj || !m->kif || !m->closure) {
      free(idx);
      goto done;
    }
    if (!plain_path(m->rel) || !plain_path(p->root)) {
      kd_sink_printf(rq->sink, 2, "kiln: error: unsupported: a path with spaces or shell characters (%s)\n", m->rel);
      free(idx);
      goto done;
    }
    /* its imports, directly or not (an import cycle, or a type-only import,
     * reaches a module after it; each module's compile writes its interface
     * file, so a cycle would be a cycle of build edges) */
    uint8_t *need = calloc(pi.n + 1, 1);
    uint32_t *work = calloc(pi.n + 1, sizeof *work), nw = 0;
    if (!need || !work) abort();
    for (uint32_t q = 0; q < pi.mods[i].nimp; q++)
      if (!need[pi.mods[i].imp[q]]) need[work[nw++] = pi.mods[i].imp[q]] = 1;
    while (nw > 0) {
      uint32_t j = work[--nw];
      for (uint32_t q = 0; q < pi.mods[j].nimp; q++)
        if (!need[pi.mods[j].imp[q]]) need[work[nw++] = pi.mods[j].imp[q]] = 1;
    }
    if (need[i]) {
      kd_sink_printf(rq->sink, 2, "kiln: error: unsupported: an import cycle through %s (kiln ninja and kiln compile "
                                  "build each module after the modules it imports; use kiln build)\n", pi.mods[i].path);
      free(need);
      free(work);
      free(idx);
      goto done;
    }
    for (uint32_t j = 0; j < pi.n; j++)
      if (need[j] && idx[j] != UINT32_MAX) m->closure[idx[j]] = 1;
    free(need);
    free(work);
    k++;
  }
  free(idx);
  rc = 0;
done:
  for (uint32_t i = 0; abs && i < pi.n; i++) free(abs[i]);
  free(abs);
  free(root);
  fe_program_info_free(&pi);
  fe_diags_free(&d);
  free(src);
  free(in_abs);
  free(main_abs);
  free(out_abs);
  free(out_n);
  free(mdir);
  if (rc != 0) plan_free(p);
  return rc;
}

static const char ninja_usage[] = "usage: kiln ninja MAIN.ts [-o build.ninja] [--output NAME] [-O0..-O3]\n"
                                  "       kiln compdb MAIN.ts [-o compile_commands.json] [-O0..-O3]\n";

/* The kiln command beside this kilnd. */
static int kiln_exe(char *out, size_t cap) { return kd_beside_self("kiln", X_OK, out, cap); }

static int write_ninja(const kd_request *rq, const plan *p, const char *out_file, const char *out_abs,
                       const char *exe_name, int opt, const char *kiln) {
  /* Compiles and the link depend on the compiler itself: a new one rebuilds. */
  char kilnd[4096];
  if (kd_kilnd_path(kilnd, sizeof kilnd) != 0 || !plain_path(kilnd)) snprintf(kilnd, sizeof kilnd, "%s", kiln);
  char *text = NULL;
  size_t tn = 0;
  FILE *f = open_memstream(&text, &tn);
  if (!f) return -1;
  const char *base = strrchr(out_abs, '/') ? strrchr(out_abs, '/') + 1 : out_abs;
  fprintf(f,
          "# Written by `kiln ninja %s`; it rewrites itself when the import graph changes.\n"
          "ninja_required_version = 1.10\n"
          "kiln = %s\n"
          "kilnd = %s\n"
          "root = %s\n"
          "iface_dir = iface\n"
          "kiln_flags = -O%d\n"
          "unit_flags =\n\n"
          "rule kiln_compile\n"
          "  command = $kiln compile $in --root $root -o $out --iface $iface --depfile $out.d --iface-path "
          "$iface_dir $kiln_flags $unit_flags\n"
          "  description = KILN $in\n"
          "  depfile = $out.d\n"
          "  deps = gcc\n"
          "  restat = 1\n\n"
          "rule kiln_link\n"
          "  command = $kiln link $in -o $out\n"
          "  description = LINK $out\n"
          "  restat = 1\n\n"
          "rule kiln_ninja\n"
          "  command = $kiln ninja %s -o %s --output %s $kiln_flags\n"
          "  description = KILN-NINJA $out\n"
          "  generator = 1\n"
          "  restat = 1\n\n",
          p->main_src, kiln, kilnd, p->root, opt, p->main_src, base, exe_name);
  for (uint32_t i = 0; i < p->n; i++) {
    const plan_mod *m = &p->m[i];
    fprintf(f, "build %s | %s: kiln_compile $root/%s | $kilnd", m->obj, m->kif, m->rel);
    int bar = 1;
    for (uint32_t j = 0; j < p->n; j++)
      if (m->closure[j]) {
        fprintf(f, "%s %s", bar ? "" : " |", p->m[j].kif);
        bar = 1;
      }
    fprintf(f, "\n  iface = %s\n%s", m->kif, i + 1 == p->n ? "  unit_flags = --main\n" : "");
  }
  fprintf(f, "\nbuild %s: kiln_link", exe_name);
  for (uint32_t i = 0; i < p->n; i++) fprintf(f, " %s", p->m[i].obj);
  fprintf(f, " | $kilnd\n\nbuild %s: kiln_ninja %s |", base, p->main_src);
  for (uint32_t i = 0; i < p->n; i++) fprintf(f, " $root/%s", p->m[i].rel);
  fprintf(f, "\n\ndefault %s\n", exe_name);
  fclose(f);
  int rc = kd__write_if_changed(rq, out_abs, text, tn, 0);
  if (rc != 0) kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", out_file, strerror(errno));
  free(text);
  return rc;
}

static void json_str(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') fputc('\\', f);
    fputc(*s, f);
  }
  fputc('"', f);
}

static int write_compdb(const kd_request *rq, const plan *p, const char *out_file, const char *out_abs, int opt,
                        const char *kiln) {
  char *text = NULL;
  size_t tn = 0;
  FILE *f = open_memstream(&text, &tn);
  if (!f) return -1;
  fputs("[\n", f);
  for (uint32_t i = 0; i < p->n; i++) {
    const plan_mod *m = &p->m[i];
    char *file = NULL;
    if (asprintf(&file, "%s/%s", p->root, m->rel) < 0) break;
    char optf[8];
    snprintf(optf, sizeof optf, "-O%d", opt);
    const char *args[] = {kiln, "compile", file, "--root", p->root, "-o", m->obj, "--iface", m->kif,
                          "--iface-path", "iface", optf, i + 1 == p->n ? "--main" : NULL};
    fputs("  {\"directory\": ", f);
    json_str(f, p->bdir);
    fputs(", \"file\": ", f);
    json_str(f, file);
    fputs(", \"output\": ", f);
    json_str(f, m->obj);
    fputs(", \"arguments\": [", f);
    for (size_t a = 0; a < sizeof args / sizeof *args && args[a]; a++) {
      if (a) fputs(", ", f);
      json_str(f, args[a]);
    }
    fprintf(f, "]}%s\n", i + 1 < p->n ? "," : "");
    free(file);
  }
  fputs("]\n", f);
  fclose(f);
  int rc = kd__write_if_changed(rq, out_abs, text, tn, 0);
  if (rc != 0) kd_sink_printf(rq->sink, 2, "kiln: error: cannot write %s: %s\n", out_file, strerror(errno));
  free(text);
  return rc;
}

int kd_ninja_main(int argc, char **argv, const kd_request *rq) {
  int is_ninja = !strcmp(argv[1], "ninja"), opt = 2;
  const char *input = NULL, *out = NULL, *exe_name = NULL;
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-o") && i + 1 < argc) out = argv[++i];
    else if (is_ninja && !strcmp(a, "--output") && i + 1 < argc) exe_name = argv[++i];
    else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) opt = a[2] - '0';
    else if (!strcmp(a, "--no-daemon") || !strcmp(a, "-v")) {
    } else if (a[0] != '-' && !input) input = a;
    else {
      kd_sink_printf(rq->sink, 2, "kiln: error: unknown option '%s'\n%s", a, ninja_usage);
      return 2;
    }
  }
  if (!input) {
    kd_sink_printf(rq->sink, 2, "%s", ninja_usage);
    return 2;
  }
  if (!out) out = is_ninja ? "build.ninja" : "compile_commands.json";
  char *owned = NULL;
  if (!exe_name) { /* the main module's base name without .ts */
    const char *b = strrchr(input, '/') ? strrchr(input, '/') + 1 : input;
    size_t n = strlen(b);
    owned = strndup(b, n > 3 && !strcmp(b + n - 3, ".ts") ? n - 3 : n);
    exe_name = owned;
  }
  char kiln[4096];
  if (kiln_exe(kiln, sizeof kiln) != 0) {
    kd_sink_printf(rq->sink, 2, "kiln: error: cannot find the kiln command beside kilnd\n");
    free(owned);
    return 1;
  }
  if (!exe_name || !plain_path(exe_name) || !plain_path(kiln)) {
    kd_sink_printf(rq->sink, 2, "kiln: error: unsupported: an output name or kiln path with spaces or shell characters\n");
    free(owned);
    return 1;
  }
  plan p;
  int rc = 1;
  char *out_abs = kd__abs_path(rq, out), *out_n = out_abs ? kd__norm_abs(out_abs) : NULL;
  if (out_n && plan_make(rq, input, out, &p) == 0) {
    rc = (is_ninja ? write_ninja(rq, &p, out, out_n, exe_name, opt, kiln) : write_compdb(rq, &p, out, out_n, opt, kiln)) != 0;
    plan_free(&p);
  }
  free(out_abs);
  free(out_n);
  free(owned);
  return rc;
}
