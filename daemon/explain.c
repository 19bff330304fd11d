/* explain.c - why a build recompiled a module (`kiln build --explain`), from the record of the previous build.
 *
 * A build keeps one record per output (explain.h says how it is keyed): the
 * compiler id, the optimisation level, and for each module its path, a hash
 * of its source, whether it is the main module, and the interface hash of
 * each module it imports directly.  Those are the inputs of its cache keys,
 * so comparing the record with the inputs of this build names what changed.
 * The record is text, one line each:
 *
 *   kiln build record 1
 *   compiler HEX32
 *   opt N
 *   m PATH<TAB>HEX32<TAB>MAIN     a module: its source hash, 1 for the main one
 *   i PATH<TAB>HEX32              an import of the module above: its interface hash
 *
 * Another first line is no record ("not in cache" for every module).
 */
#define _GNU_SOURCE
#include "explain.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RECORD_MAGIC "kiln build record 1\n"

typedef struct {
  char *path;
  uint8_t src[16];
  int is_main;
  uint32_t nimp, cap;
  char **dep;
  uint8_t (*ih)[16];
} xmod;

typedef struct {
  xmod *m;
  uint32_t n, cap;
} xlist;

struct kd_explain {
  int have_prev, prev_opt, opt;
  uint8_t prev_compiler[16], compiler[16];
  xlist prev, cur;
};

static void hex(const uint8_t b[16], char out[33]) {
  static const char d[] = "0123456789abcdef";
  for (int i = 0; i < 16; i++) {
    out[2 * i] = d[b[i] >> 4];
    out[2 * i + 1] = d[b[i] & 15];
  }
  out[32] = 0;
}

static int unhex(const char *s, size_t n, uint8_t out[16]) {
  if (n != 32) return -1;
  for (int i = 0; i < 32; i++) {
    char c = s[i];
    int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (v < 0) return -1;
    if (i % 2 == 0) out[i / 2] = (uint8_t)(v << 4);
    else out[i / 2] |= (uint8_t)v;
  }
  return 0;
}

static xmod *list_add(xlist *l, const char *path, size_t pl) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 16;
    xmod *g = realloc(l->m, l->cap * sizeof *g);
    if (!g) abort();
    l->m = g;
  }
  xmod *m = &l->m[l->n++];
  memset(m, 0, sizeof *m);
  m->path = strndup(path, pl);
  if (!m->path) abort();
  return m;
}

static void mod_add_import(xmod *m, const char *dep, size_t dl, const uint8_t ih[16]) {
  if (m->nimp == m->cap) {
    m->cap = m->cap ? m->cap * 2 : 4;
    m->dep = realloc(m->dep, m->cap * sizeof *m->dep);
    m->ih = realloc(m->ih, m->cap * sizeof *m->ih);
    if (!m->dep || !m->ih) abort();
  }
  m->dep[m->nimp] = strndup(dep, dl);
  if (!m->dep[m->nimp]) abort();
  memcpy(m->ih[m->nimp++], ih, 16);
}

static void list_free(xlist *l) {
  for (uint32_t i = 0; i < l->n; i++) {
    for (uint32_t k = 0; k < l->m[i].nimp; k++) free(l->m[i].dep[k]);
    free(l->m[i].dep);
    free(l->m[i].ih);
    free(l->m[i].path);
  }
  free(l->m);
}

/* Parses a previous record; anything malformed leaves no record. */
static void parse_prev(kd_explain *x, const char *p, size_t n) {
  size_t ml = sizeof RECORD_MAGIC - 1;
  if (!p || n < ml || memcmp(p, RECORD_MAGIC, ml)) return;
  const char *end = p + n;
  p += ml;
  xmod *cur = NULL;
  int have_compiler = 0, have_opt = 0;
  while (p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    if (!nl) goto bad;
    const char *tab1 = memchr(p, '\t', (size_t)(nl - p));
    if (!strncmp(p, "compiler ", 9)) {
      if (unhex(p + 9, (size_t)(nl - p - 9), x->prev_compiler) != 0) goto bad;
      have_compiler = 1;
    } else if (!strncmp(p, "opt ", 4)) {
      x->prev_opt = atoi(p + 4);
      have_opt = 1;
    } else if (!strncmp(p, "m ", 2) && tab1) {
      const char *tab2 = memchr(tab1 + 1, '\t', (size_t)(nl - tab1 - 1));
      if (!tab2) goto bad;
      cur = list_add(&x->prev, p + 2, (size_t)(tab1 - p - 2));
      if (unhex(tab1 + 1, (size_t)(tab2 - tab1 - 1), cur->src) != 0) goto bad;
      cur->is_main = tab2[1] == '1';
    } else if (!strncmp(p, "i ", 2) && tab1 && cur) {
      uint8_t ih[16];
      if (unhex(tab1 + 1, (size_t)(nl - tab1 - 1), ih) != 0) goto bad;
      mod_add_import(cur, p + 2, (size_t)(tab1 - p - 2), ih);
    } else {
      goto bad;
    }
    p = nl + 1;
  }
  if (!have_compiler || !have_opt) goto bad;
  x->have_prev = 1;
  return;
bad:
  list_free(&x->prev);
  memset(&x->prev, 0, sizeof x->prev);
}

kd_explain *kd_explain_new(const uint8_t compiler[16], int opt, const void *prev, size_t prev_len) {
  kd_explain *x = calloc(1, sizeof *x);
  if (!x) return NULL;
  memcpy(x->compiler, compiler, 16);
  x->opt = opt;
  parse_prev(x, prev, prev_len);
  return x;
}

void kd_explain_free(kd_explain *x) {
  if (!x) return;
  list_free(&x->prev);
  list_free(&x->cur);
  free(x);
}

void kd_explain_module(kd_explain *x, const char *path, const uint8_t src[16], int is_main) {
  if (!x || strpbrk(path, "\t\n")) return;
  xmod *m = list_add(&x->cur, path, strlen(path));
  memcpy(m->src, src, 16);
  m->is_main = is_main;
}

void kd_explain_import(kd_explain *x, const char *module, const char *dep, const uint8_t ih[16]) {
  if (!x || !x->cur.n || strcmp(x->cur.m[x->cur.n - 1].path, module) || strpbrk(dep, "\t\n")) return;
  mod_add_import(&x->cur.m[x->cur.n - 1], dep, strlen(dep), ih);
}

static const xmod *find(const xlist *l, const char *path) {
  for (uint32_t i = 0; i < l->n; i++)
    if (!strcmp(l->m[i].path, path)) return &l->m[i];
  return NULL;
}

/* "./x.ts" for a module path relative to the root ("../y.ts" stays). */
static const char *dot(const char *path) { return strncmp(path, "../", 3) ? "./" : ""; }

const char *kd_explain_why(const kd_explain *x, const char *path, int stage, int corrupt, char *buf, size_t cap) {
  if (corrupt) return "entry corrupt";
  if (!x || !x->have_prev) return "not in cache";
  if (memcmp(x->prev_compiler, x->compiler, 16)) return "compiler changed";
  const xmod *p = find(&x->prev, path), *c = find(&x->cur, path);
  if (!p || !c) return "not in cache";
  if (stage == KD_EXPLAIN_OBJECT) return p->is_main == c->is_main && x->prev_opt != x->opt ? "flags changed" : "not in cache";
  if (memcmp(p->src, c->src, 16) || p->is_main != c->is_main) return "source changed";
  size_t o = 0;
  buf[0] = 0;
  for (uint32_t k = 0; k < c->nimp; k++) {
    int same = 0;
    for (uint32_t q = 0; q < p->nimp && !same; q++)
      same = !strcmp(p->dep[q], c->dep[k]) && !memcmp(p->ih[q], c->ih[k], 16);
    int dup = 0;
    for (uint32_t q = 0; q < k && !dup; q++) dup = !strcmp(c->dep[q], c->dep[k]);
    if (same || dup || o >= cap) continue;
    int w = snprintf(buf + o, cap - o, "%sinterface of %s%s", o ? ", " : "", dot(c->dep[k]), c->dep[k]);
    if (w > 0) o += (size_t)w;
  }
  if (o >= cap && cap > 4) memcpy(buf + cap - 4, "...", 4);
  if (o) {
    size_t l = strlen(buf);
    if (l + sizeof " changed" <= cap) memcpy(buf + l, " changed", sizeof " changed");
    return buf;
  }
  return "not in cache";
}

char *kd_explain_encode(const kd_explain *x, size_t *n) {
  char *out = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&out, &len);
  if (!f) return NULL;
  char h[33];
  hex(x->compiler, h);
  fprintf(f, "%scompiler %s\nopt %d\n", RECORD_MAGIC, h, x->opt);
  for (uint32_t i = 0; i < x->cur.n; i++) {
    const xmod *m = &x->cur.m[i];
    hex(m->src, h);
    fprintf(f, "m %s\t%s\t%d\n", m->path, h, m->is_main);
    for (uint32_t k = 0; k < m->nimp; k++) {
      hex(m->ih[k], h);
      fprintf(f, "i %s\t%s\n", m->dep[k], h);
    }
  }
  if (fclose(f) != 0) {
    free(out);
    return NULL;
  }
  *n = len;
  return out;
}
