/* compile.c - the frontend's entry points: load a program's modules, parse them, then check-and-lower. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

/* Loading.  Modules are read in depth-first order from the main module,
 * following its import and export-from declarations in source order, and
 * numbered in post-order: that is the order in which ES modules evaluate
 * their top levels, and the order in which the checker visits them (every
 * module's dependencies are checked before it).  Each module's bytes are
 * appended to one buffer and parsed as a range of it, so the checker's
 * nodes all point into one source text; diagnostics are split back per
 * module at the end.  An import of a module already being loaded (an
 * import cycle) is an edge to it and nothing more: the walk skips it, as ES
 * evaluation skips a module on its stack (the checker declares a cycle's
 * modules before their bodies: check_cycle.inc).  An import used only as
 * types (`import type`, or whose names appear only in type positions) is
 * no evaluation edge, as tsc elides it: its module is loaded after the
 * main module's walk, and, if nothing else reaches it, its top level never
 * runs (fe__module.unevaluated).  Importing the main module is unsupported. */
typedef struct {
  fe__diaglist *dl;
  char *buf;
  size_t len, cap;
  fe__module *mods; /* in load (pre-)order while loading */
  uint32_t n, capm;
  int *state;       /* 1 loading, 2 done */
  uint32_t *order;  /* post-order */
  uint32_t norder;
  fe_read_fn read;
  void *ctx;
  fe__swaps sw;
  uint32_t rows;    /* newlines in buf */
  int prelude;      /* the built-in error classes' module, once loaded (index + 1) */
  uint32_t *stack;  /* modules being loaded (for the cycle message) */
  uint32_t *stack_at; /* ... and the specifier each is resolving */
  uint32_t depth;
  uint32_t (*pend)[2]; /* type-only imports' specifiers (bytes of buf), loaded after the main module's walk */
  uint32_t *pend_mod; /* ... and the module each is in */
  uint32_t npend, cappend;
  uint32_t *slot;     /* open-addressing index of mods by path: index + 1, 0 empty */
  uint32_t nslot;     /* a power of two, at least twice n */
} loader;

static uint64_t path_hash(const char *p) {
  uint64_t h = 1469598103934665603ull; /* FNV-1a */
  for (; *p; p++) h = (h ^ (uint8_t)*p) * 1099511628211ull;
  return h;
}

/* The module loaded under path, or UINT32_MAX. */
static uint32_t find_path(const loader *L, const char *path) {
  if (!L->nslot) return UINT32_MAX;
  for (uint64_t i = path_hash(path) & (L->nslot - 1);; i = (i + 1) & (L->nslot - 1)) {
    uint32_t v = L->slot[i];
    if (!v) return UINT32_MAX;
    if (!strcmp(L->mods[v - 1].path, path)) return v - 1;
  }
}

static void index_path(loader *L, uint32_t mi) {
  if (2 * (L->n + 1) > L->nslot) {
    uint32_t ns = L->nslot ? L->nslot * 2 : 64;
    while (2 * (L->n + 1) > ns) ns *= 2;
    free(L->slot);
    L->slot = calloc(ns, sizeof *L->slot);
    if (!L->slot) abort();
    L->nslot = ns;
    for (uint32_t k = 0; k < L->n; k++)
      if (k != mi) index_path(L, k);
  }
  uint64_t i = path_hash(L->mods[mi].path) & (L->nslot - 1);
  while (L->slot[i]) i = (i + 1) & (L->nslot - 1);
  L->slot[i] = mi + 1;
}

static int buf_append(loader *L, const char *s, size_t n) {
  if (L->len + n + 1 > L->cap) {
    size_t cap = L->cap ? L->cap : 4096;
    while (cap < L->len + n + 1) cap *= 2;
    char *b = realloc(L->buf, cap);
    if (!b) return -1;
    L->buf = b;
    L->cap = cap;
  }
  memcpy(L->buf + L->len, s, n);
  L->len += n;
  L->buf[L->len] = 0;
  return 0;
}

/* dir of from + "/" + spec, with "." and ".." segments resolved ("../" may remain at the front). */
static char *join_norm(fe__arena *A, const char *from, const char *spec) {
  size_t fl = strlen(from), sl = strlen(spec);
  char *tmp = fe__alloc(A, fl + sl + 2);
  const char *slash = strrchr(from, '/');
  size_t dl = slash ? (size_t)(slash - from) + 1 : 0;
  memcpy(tmp, from, dl);
  memcpy(tmp + dl, spec, sl + 1);
  /* split into segments and rebuild */
  char *out = fe__alloc(A, fl + sl + 2);
  size_t o = 0;
  const char *p = tmp;
  while (*p) {
    const char *e = strchr(p, '/');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    if (n == 0 || (n == 1 && p[0] == '.')) {
      /* skip */
    } else if (n == 2 && p[0] == '.' && p[1] == '.') {
      /* drop the last real segment, unless there is none (or only "..") */
      size_t k = o;
      while (k > 0 && out[k - 1] == '/') k--;
      size_t st = k;
      while (st > 0 && out[st - 1] != '/') st--;
      if (k > st && !(k - st == 2 && out[st] == '.' && out[st + 1] == '.')) {
        o = st;
      } else {
        memcpy(out + o, "../", 3);
        o += 3;
      }
    } else {
      memcpy(out + o, p, n);
      o += n;
      if (e) out[o++] = '/';
    }
    p = e ? e + 1 : p + n;
  }
  while (o > 0 && out[o - 1] == '/') o--;
  out[o] = 0;
  return out;
}

static int ends_with(const char *s, const char *t) {
  size_t a = strlen(s), b = strlen(t);
  return a >= b && !strcmp(s + a - b, t);
}

static int load(loader *L, const char *path, const char *src, size_t len, uint32_t *out_index);

/* Node's built-in modules, named with or without the node: prefix. */
int fe__is_node_builtin(const char *spec) {
  static const char *const names[] = {"assert", "assert/strict", "async_hooks", "buffer", "child_process", "cluster", "console",
                                      "crypto", "dgram", "diagnostics_channel", "dns", "events", "fs",
                                      "fs/promises", "http", "http2", "https", "inspector", "module", "net", "os",
                                      "path", "perf_hooks", "process", "querystring", "readline", "readline/promises", "stream",
                                      "string_decoder", "timers", "tls", "tty", "url", "util", "util/types", "v8", "vm",
                                      "worker_threads", "zlib", NULL};
  if (!strncmp(spec, "node:", 5) || !strncmp(spec, "kiln:", 5)) return 1; /* kiln: the stdio module's runtime calls */
  for (int i = 0; names[i]; i++)
    if (!strcmp(spec, names[i])) return 1;
  return 0;
}

/* Loads the module spec names (relative to module mi); returns its index or -1. */
/* The module the import specifier string at bytes [s, e) of buf (quotes
 * included) of module mi names, loaded if need be. */
static int resolve(loader *L, uint32_t mi, uint32_t s, uint32_t e, uint32_t *out) {
  if (e - s < 2) return -1;
  const char *spec = fe__strndup(L->dl->arena, L->buf + s + 1, e - s - 2);
  const char *tpath;
  size_t tlen;
  const char *tsrc = fe__node_ts_module(spec, &tpath, &tlen);
  if (tsrc) { /* node:events: TypeScript source (node_events.c), loaded once */
    uint32_t k = find_path(L, tpath);
    if (k != UINT32_MAX) {
      *out = k;
      return 0;
    }
    return load(L, tpath, tsrc, tlen, out);
  }
  if (fe__is_node_builtin(spec)) return -1; /* built-in modules: the checker's business */
  if (strncmp(spec, "./", 2) && strncmp(spec, "../", 3) && strcmp(spec, ".") && strcmp(spec, "..")) {
    fe__error(L->dl, s, "unsupported: import of '%s' (only relative paths and node: built-in modules; no packages)", spec);
    return -1;
  }
  const char *base = join_norm(L->dl->arena, L->mods[mi].path, spec);
  const char *cand[3];
  uint32_t nc = 0;
  size_t bl = strlen(base);
  char *t;
  if (ends_with(base, ".ts")) {
    cand[nc++] = base;
  } else if (ends_with(base, ".js")) {
    t = fe__strndup(L->dl->arena, base, bl);
    t[bl - 2] = 't'; /* "./x.js" names x.ts, as tsc resolves it */
    cand[nc++] = t;
  } else {
    t = fe__alloc(L->dl->arena, bl + 4);
    memcpy(t, base, bl);
    memcpy(t + bl, ".ts", 4);
    cand[nc++] = t;
    t = fe__alloc(L->dl->arena, bl + 10);
    memcpy(t, base, bl);
    memcpy(t + bl, bl ? "/index.ts" : "index.ts", bl ? 10 : 9);
    cand[nc++] = t;
  }
  for (uint32_t i = 0; i < nc; i++) {
    uint32_t k = find_path(L, cand[i]);
    if (k != UINT32_MAX) {
      if (k == 0 && L->n > 0) {
        fe__error(L->dl, s, "unsupported: an import of the main module '%s' (an import cycle through it); move what "
                            "other modules need from it into a module of its own", L->mods[0].path);
        return -1;
      }
      *out = k; /* (in a cycle, a module on the stack: evaluation skips it) */
      return 0;
    }
    if (!L->read) continue;
    char *text = NULL;
    size_t tl = 0;
    if (L->read(L->ctx, cand[i], &text, &tl) != 0) continue;
    int r = load(L, cand[i], text, tl, out);
    free(text);
    return r;
  }
  fe__error(L->dl, s, "Cannot find module '%s' or its corresponding type declarations.", spec);
  return -1;
}

/* Which import statements of a module bind only names that the module uses
 * in type positions (or are `import type`)?  tsc elides such an import.
 * One walk of the module's tree with a cursor answers for all its imports
 * at once (a walk per import through ts_node_child, which is linear in the
 * child's index, was a third of a body edit's CPU at 251 modules: every
 * build loads every module). */

/* What the walk needs to know of a node type: by symbol, from its name. */
enum { TO_OTHER, TO_IDENT, TO_SKIP };
static uint8_t *tonly_kinds;
static uint32_t tonly_nkinds;
static pthread_once_t tonly_once = PTHREAD_ONCE_INIT;

static void tonly_kinds_init(void) {
  const TSLanguage *l = tree_sitter_typescript();
  uint32_t n = ts_language_symbol_count(l);
  uint8_t *k = calloc(n ? n : 1, 1);
  if (!k) abort();
  static const char *const skip[] = {"import_statement",      "type_annotation",       "type_arguments",
                                     "type_alias_declaration", "interface_declaration", "implements_clause",
                                     "type_query",             "nested_type_identifier", "type_parameters"};
  for (uint32_t i = 0; i < n; i++) {
    const char *t = ts_language_symbol_name(l, (TSSymbol)i);
    if (!t) continue;
    if (!strcmp(t, "identifier") || !strcmp(t, "shorthand_property_identifier")) k[i] = TO_IDENT;
    for (size_t q = 0; q < sizeof skip / sizeof *skip; q++)
      if (!strcmp(t, skip[q])) k[i] = TO_SKIP;
  }
  tonly_kinds = k;
  tonly_nkinds = n;
}

static uint8_t tonly_kind(TSNode n) {
  TSSymbol s = ts_node_symbol(n);
  return s < tonly_nkinds ? tonly_kinds[s] : TO_OTHER;
}

typedef struct {
  const char *name;
  uint32_t len, stmt; /* stmt: the index of its import statement in the flags */
} tonly_name;

/* The names an import statement binds as values, appended to *names.
 * Returns 1 when the statement is type-only whatever the module uses
 * (`import type`, or `import {} from` under nothing else), 0 when it
 * must be kept whatever the module uses (a side-effect import, a form
 * not understood), 2 when it depends on the uses of the names added. */
static int tonly_names(const char *buf, TSNode st, uint32_t stmt, tonly_name **names, uint32_t *nn, uint32_t *cap) {
  if (strcmp(ts_node_type(st), "import_statement")) return 0;
  uint32_t cc = ts_node_child_count(st);
  for (uint32_t i = 0; i < cc; i++) {
    TSNode ch = ts_node_child(st, i);
    if (!ts_node_is_named(ch) && !strcmp(ts_node_type(ch), "type")) return 1; /* import type ... */
  }
  uint32_t n0 = *nn;
  uint32_t nc = ts_node_named_child_count(st);
  for (uint32_t i = 0; i < nc; i++) {
    TSNode cl = ts_node_named_child(st, i);
    if (strcmp(ts_node_type(cl), "import_clause")) continue;
    uint32_t nk = ts_node_named_child_count(cl);
    for (uint32_t k = 0; k < nk; k++) {
      TSNode x = ts_node_named_child(cl, k);
      const char *xt = ts_node_type(x);
      TSNode ids[64];
      uint32_t nid = 0;
      if (!strcmp(xt, "namespace_import")) ids[nid++] = ts_node_named_child(x, 0);
      else if (!strcmp(xt, "named_imports")) {
        uint32_t ns = ts_node_named_child_count(x);
        for (uint32_t q = 0; q < ns; q++) {
          TSNode sp = ts_node_named_child(x, q);
          if (strcmp(ts_node_type(sp), "import_specifier")) continue;
          int is_type = 0;
          uint32_t sc = ts_node_child_count(sp);
          for (uint32_t j = 0; j < sc; j++)
            if (!ts_node_is_named(ts_node_child(sp, j)) && !strcmp(ts_node_type(ts_node_child(sp, j)), "type")) is_type = 1;
          if (is_type) continue; /* import { type T }: never a value */
          TSNode al = ts_node_child_by_field_name(sp, "alias", 5);
          TSNode nm = ts_node_is_null(al) ? ts_node_child_by_field_name(sp, "name", 4) : al;
          if (ts_node_is_null(nm) || *nn - n0 + nid == 64) goto keep;
          ids[nid++] = nm;
        }
      } else if (!strcmp(xt, "identifier")) {
        ids[nid++] = x;
      } else {
        goto keep;
      }
      for (uint32_t q = 0; q < nid; q++) {
        if (ts_node_is_null(ids[q]) || *nn - n0 == 64) goto keep;
        if (*nn == *cap) {
          *cap = *cap ? *cap * 2 : 32;
          *names = realloc(*names, *cap * sizeof **names);
          if (!*names) abort();
        }
        (*names)[*nn].name = buf + ts_node_start_byte(ids[q]);
        (*names)[*nn].len = ts_node_end_byte(ids[q]) - ts_node_start_byte(ids[q]);
        (*names)[(*nn)++].stmt = stmt;
      }
    }
    /* every name bound is a type (or none is bound: import {} from, kept by tsc only under other options) */
    if (*nn == n0) return nk > 0;
    return 2;
  }
  return 0; /* import "./x": a side effect */
keep:
  *nn = n0;
  return 0;
}

/* flags[i] for the i-th named child of root: 1 when it is an import that
 * binds only names used in type positions. */
static void imports_type_only(const char *buf, TSNode root, uint8_t *flags, uint32_t cnt) {
  pthread_once(&tonly_once, tonly_kinds_init);
  tonly_name *names = NULL;
  uint32_t nn = 0, cap = 0;
  uint8_t *used = NULL;
  for (uint32_t i = 0; i < cnt; i++) {
    int r = tonly_names(buf, ts_node_named_child(root, i), i, &names, &nn, &cap);
    flags[i] = (uint8_t)r;
  }
  if (nn > 0) {
    /* a value use of one of the names anywhere outside type positions
     * keeps its statement */
    used = calloc(cnt, 1);
    if (!used) abort();
    TSTreeCursor c = ts_tree_cursor_new(root);
    for (;;) {
      TSNode n = ts_tree_cursor_current_node(&c);
      uint8_t k = tonly_kind(n);
      int descend = k != TO_SKIP && ts_tree_cursor_goto_first_child(&c);
      if (descend) continue;
      if (k == TO_IDENT && ts_node_child_count(n) == 0) {
        uint32_t a = ts_node_start_byte(n), b = ts_node_end_byte(n);
        for (uint32_t q = 0; q < nn; q++)
          if (names[q].len == b - a && !memcmp(names[q].name, buf + a, b - a)) used[names[q].stmt] = 1;
      }
      while (!ts_tree_cursor_goto_next_sibling(&c))
        if (!ts_tree_cursor_goto_parent(&c)) goto walked;
    }
  walked:
    ts_tree_cursor_delete(&c);
  }
  for (uint32_t i = 0; i < cnt; i++)
    if (flags[i] == 2) flags[i] = !used[i];
  free(used);
  free(names);
}

static void imp_add(fe__module *m, uint32_t pos, uint32_t dep, uint8_t tonly) {
  m->imp_pos = realloc(m->imp_pos, (m->nimp + 1) * sizeof *m->imp_pos);
  m->imp_mod = realloc(m->imp_mod, (m->nimp + 1) * sizeof *m->imp_mod);
  m->imp_tonly = realloc(m->imp_tonly, (m->nimp + 1) * sizeof *m->imp_tonly);
  if (!m->imp_pos || !m->imp_mod || !m->imp_tonly) abort();
  m->imp_pos[m->nimp] = pos;
  m->imp_tonly[m->nimp] = tonly;
  m->imp_mod[m->nimp++] = dep;
}

/* '\n' bytes in p[0, n), eight at a time: a byte of x is zero where p has one. */
static uint32_t count_newlines(const char *p, size_t n) {
  uint32_t c = 0;
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t x;
    memcpy(&x, p + i, 8);
    x ^= 0x0a0a0a0a0a0a0a0aull;
    uint64_t nonzero = (((x & 0x7f7f7f7f7f7f7f7full) + 0x7f7f7f7f7f7f7f7full) | x) & 0x8080808080808080ull;
    /* (the high bits of the bytes, summed by a multiply: the baseline x86-64
       has no popcnt, and __builtin_popcountll is a libgcc call there) */
    c += 8 - (uint32_t)(((nonzero >> 7) * 0x0101010101010101ull) >> 56);
  }
  for (; i < n; i++) c += p[i] == '\n';
  return c;
}

/* What loading a module needs of its bytes src[0, len), at base in buf,
 * whose tree's root is root (fe__mod_scan): a function of the bytes alone,
 * kept in the tree cache. */
static void scan(const char *buf, uint32_t base, const char *src, size_t len, TSNode root, fe__mod_scan *sc) {
  sc->prelude = (uint8_t)fe__prelude_wanted(src, len);
  sc->stdio = (uint8_t)fe__stdio_wanted(src, len);
  uint32_t cnt = ts_node_named_child_count(root);
  uint8_t *tonly = calloc(cnt ? cnt : 1, 1);
  sc->imps = malloc((cnt ? cnt : 1) * sizeof *sc->imps);
  sc->nimps = 0;
  if (!tonly || !sc->imps) abort();
  imports_type_only(buf, root, tonly, cnt);
  /* (a cursor: ts_node_named_child is linear in the index) */
  TSTreeCursor cur = ts_tree_cursor_new(root);
  int more = ts_tree_cursor_goto_first_child(&cur);
  for (uint32_t named = 0; more && named < cnt; more = ts_tree_cursor_goto_next_sibling(&cur)) {
    TSNode st = ts_tree_cursor_current_node(&cur);
    if (!ts_node_is_named(st)) continue;
    uint32_t i = named++;
    const char *t = ts_node_type(st);
    if (strcmp(t, "import_statement") && strcmp(t, "export_statement")) continue;
    TSNode sn = ts_node_child_by_field_name(st, "source", 6);
    if (ts_node_is_null(sn)) continue;
    sc->imps[sc->nimps++] = (fe__imp_scan){ts_node_start_byte(sn) - base, ts_node_end_byte(sn) - base, tonly[i]};
  }
  ts_tree_cursor_delete(&cur);
  free(tonly);
}

static int load(loader *L, const char *path, const char *src, size_t len, uint32_t *out_index) {
  if (len > 0x7fffffffu || L->len + len + 1 > 0x7fffffffu) {
    fe__error(L->dl, 0, "unsupported: program larger than 2 GiB");
    return -1;
  }
  if (L->n == L->capm) {
    L->capm = L->capm ? L->capm * 2 : 8;
    L->mods = realloc(L->mods, L->capm * sizeof *L->mods);
    L->state = realloc(L->state, L->capm * sizeof *L->state);
    L->order = realloc(L->order, L->capm * sizeof *L->order);
    L->stack = realloc(L->stack, L->capm * sizeof *L->stack);
    L->stack_at = realloc(L->stack_at, L->capm * sizeof *L->stack_at);
    if (!L->mods || !L->state || !L->order || !L->stack || !L->stack_at) abort();
  }
  uint32_t mi = L->n++;
  fe__module *m = &L->mods[mi];
  memset(m, 0, sizeof *m);
  m->path = fe__strndup(L->dl->arena, path, strlen(path));
  index_path(L, mi);
  m->base = (uint32_t)L->len;
  if (buf_append(L, src, len) != 0 || buf_append(L, "\n", 1) != 0) abort();
  m->end = m->base + (uint32_t)len;
  uint32_t row = L->rows;
  L->rows += count_newlines(L->buf + m->base, L->len - m->base);
  L->state[mi] = 1;
  L->stack[L->depth++] = mi;
  size_t before = L->dl->n;
  /* a module whose bytes an earlier parse of this process saw (tree_cache.c) */
  TSTree *tree = fe__tree_cache_get(L->buf, m->base, (uint32_t)len, row, &L->sw);
  if (!tree) {
    uint32_t sw0 = L->sw.n;
    tree = fe__parse_range(L->buf, L->len, m->base, m->end, row, L->dl, &L->sw);
    if (tree && L->dl->n == before) fe__tree_cache_put(L->buf, m->base, (uint32_t)len, row, tree, &L->sw, sw0);
  }
  L->mods[mi].tree = tree;
  int ok = tree && L->dl->n == before;
  /* what loading needs of the module's bytes: from the tree cache, or its
     tree (scan) */
  fe__mod_scan sc = {0};
  if (ok && !fe__tree_cache_scan_get(L->buf + m->base, (uint32_t)len, &sc)) {
    scan(L->buf, m->base, src, len, ts_tree_root_node(tree), &sc);
    fe__tree_cache_scan_put(L->buf + m->base, (uint32_t)len, &sc);
  }
  /* The built-in error classes are TypeScript source (prelude.c): a module
   * of their own, FE_PRELUDE_PATH, that every module mentioning them
   * imports implicitly (the checker makes its classes visible everywhere). */
  if (ok && strcmp(path, FE_PRELUDE_PATH) && sc.prelude) {
    uint32_t pi;
    if (!L->prelude) {
      if (load(L, FE_PRELUDE_PATH, fe__prelude, fe__prelude_len, &pi) != 0) abort();
      L->prelude = (int)pi + 1;
    }
    pi = (uint32_t)L->prelude - 1;
    imp_add(&L->mods[mi], UINT32_MAX, pi, 0); /* no specifier */
  }
  /* process.stdin (and process.stdout as a value) are the exports of a
   * module of TypeScript source (node_stdio.c), imported implicitly by a
   * module that mentions process.stdin. */
  if (ok && strcmp(path, NODE_STDIO_PATH) && sc.stdio) {
    const char *tpath;
    size_t tlen;
    const char *tsrc = fe__node_ts_module(NODE_STDIO_PATH, &tpath, &tlen);
    uint32_t si = find_path(L, tpath);
    if (si == UINT32_MAX && load(L, tpath, tsrc, tlen, &si) != 0) abort();
    imp_add(&L->mods[mi], UINT32_MAX, si, 0); /* no specifier */
  }
  for (uint32_t q = 0; ok && q < sc.nimps; q++) {
    /* (offsets into buf, which the loads below may move) */
    uint32_t base = L->mods[mi].base, a = base + sc.imps[q].s, b = base + sc.imps[q].e;
    if (sc.imps[q].tonly) { /* loaded after the main module's walk */
      if (L->npend == L->cappend) {
        L->cappend = L->cappend ? L->cappend * 2 : 8;
        L->pend = realloc(L->pend, L->cappend * sizeof *L->pend);
        L->pend_mod = realloc(L->pend_mod, L->cappend * sizeof *L->pend_mod);
        if (!L->pend || !L->pend_mod) abort();
      }
      L->pend[L->npend][0] = a;
      L->pend[L->npend][1] = b;
      L->pend_mod[L->npend++] = mi;
      continue;
    }
    uint32_t dep;
    L->stack_at[L->depth - 1] = a;
    if (resolve(L, mi, a, b, &dep) != 0) continue;
    imp_add(&L->mods[mi], a, dep, 0);
  }
  free(sc.imps);
  L->depth--;
  L->state[mi] = 2;
  L->order[L->norder++] = mi;
  *out_index = mi;
  return 0;
}

static int read_none(void *ctx, const char *path, char **src, size_t *len) {
  (void)ctx, (void)path, (void)src, (void)len;
  return -1;
}

/* Drops bytes [a, b) from the interface text (mask[i] = 1: dropped), so
 * that a body edit leaves no trace in it, not even its length. */
static void blank(char *mask, uint32_t a, uint32_t b) {
  for (uint32_t i = a; i < b; i++) mask[i] = 1;
}

static void blank_body(char *mask, TSNode fn, int always) {
  TSNode body = ts_node_child_by_field_name(fn, "body", 4);
  if (ts_node_is_null(body) || strcmp(ts_node_type(body), "statement_block")) return;
  if (!always && ts_node_is_null(ts_node_child_by_field_name(fn, "return_type", 11))) return;
  /* A generic's body is instantiated in the modules that use it. */
  if (!ts_node_is_null(ts_node_child_by_field_name(fn, "type_parameters", 15))) return;
  blank(mask, ts_node_start_byte(body) + 1, ts_node_end_byte(body) - 1);
  /* The body becomes a fixed one that checks under any return type (the
   * text is also compiled as is, by `kiln compile` of an importer). */
  if (!always) mask[ts_node_end_byte(body) - 1] = 2;
}

#define BODY_STUB " throw 0; "

/* The kept bytes of module m, with the stub bodies, into a malloc'd text. */
static char *skeleton_text(const char *buf, const char *mask, const fe__module *m, size_t *len) {
  size_t n = m->end - m->base, stubs = 0;
  for (size_t q = m->base; q < m->end; q++) stubs += mask[q] == 2;
  char *t = malloc(n + stubs * (sizeof BODY_STUB - 1) + 1);
  if (!t) abort();
  size_t k = 0;
  for (size_t q = m->base; q < m->end; q++) {
    if (mask[q] == 1) continue;
    if (mask[q] == 2) {
      memcpy(t + k, BODY_STUB, sizeof BODY_STUB - 1);
      k += sizeof BODY_STUB - 1;
    }
    t[k++] = buf[q];
  }
  t[k] = 0;
  *len = k;
  return t;
}

/* The namespace a statement declares (`namespace N {}` is an expression
 * statement, `export namespace N {}` an export of one), else a null node. */
static TSNode skeleton_namespace(TSNode s) {
  const char *t = ts_node_type(s);
  if (!strcmp(t, "expression_statement") && ts_node_named_child_count(s) > 0) {
    s = ts_node_named_child(s, 0);
    t = ts_node_type(s);
  }
  if (!strcmp(t, "internal_module") || !strcmp(t, "module")) return s;
  TSNode none;
  memset(&none, 0, sizeof none);
  return none;
}

/* Marks in mask what the interface text leaves out of the statements of
 * parent (a module, or the body of one of its namespaces, whose exported
 * declarations importers read as N.x: kept the same way). */
static void skeleton_stmts(const char *buf, char *mask, TSNode parent) {
  uint32_t cnt = ts_node_named_child_count(parent);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode s = ts_node_named_child(parent, i), whole = s;
    const char *t = ts_node_type(s);
    if (!strcmp(t, "export_statement")) {
      TSNode d = ts_node_child_by_field_name(s, "declaration", 11);
      if (ts_node_is_null(d)) continue;
      s = d;
      t = ts_node_type(s);
    }
    /* (enums: importers read their members as constants; a function's
     * overload signatures are its type for its callers) */
    if (!strcmp(t, "import_statement") || !strcmp(t, "lexical_declaration") || !strcmp(t, "variable_declaration") ||
        !strcmp(t, "interface_declaration") || !strcmp(t, "function_signature") ||
        !strcmp(t, "type_alias_declaration") || !strcmp(t, "comment") || !strcmp(t, "enum_declaration"))
      continue;
    if (!strcmp(t, "function_declaration") || !strcmp(t, "generator_function_declaration")) {
      blank_body(mask, s, 0);
      continue;
    }
    if (!strcmp(t, "class_declaration") || !strcmp(t, "abstract_class_declaration")) {
      /* A generic class's methods are instantiated in the modules that use it. */
      if (!ts_node_is_null(ts_node_child_by_field_name(s, "type_parameters", 15))) continue;
      TSNode body = ts_node_child_by_field_name(s, "body", 4);
      uint32_t nm = ts_node_is_null(body) ? 0 : ts_node_named_child_count(body);
      for (uint32_t k = 0; k < nm; k++) {
        TSNode mem = ts_node_named_child(body, k);
        if (strcmp(ts_node_type(mem), "method_definition")) continue;
        TSNode name = ts_node_child_by_field_name(mem, "name", 4);
        int is_ctor = !ts_node_is_null(name) && ts_node_end_byte(name) - ts_node_start_byte(name) == 11 &&
                      !memcmp(buf + ts_node_start_byte(name), "constructor", 11);
        blank_body(mask, mem, is_ctor);
      }
      continue;
    }
    TSNode ns = skeleton_namespace(s);
    if (!ts_node_is_null(ns)) {
      TSNode body = ts_node_child_by_field_name(ns, "body", 4);
      if (!ts_node_is_null(body)) skeleton_stmts(buf, mask, body);
      continue;
    }
    /* a statement: runs only in its own init (the text stays parseable: an
     * `export` goes with its declaration) */
    blank(mask, ts_node_start_byte(whole), ts_node_end_byte(whole));
  }
}

/* The interface text of a module (fe_module_info.iface): marks in mask
 * the bytes of buf (the program buffer) it leaves out. */
static void skeleton(const char *buf, char *mask, const fe__module *m) {
  skeleton_stmts(buf, mask, ts_tree_root_node(m->tree));
}

/* Which of module m's imports its interface text depends on (out[k] for
 * import k, fe_module_info.imp_iface): an export-from statement always; an
 * import when one of the names it binds appears in the interface (outside
 * the import statements themselves).  A side-effect import binds nothing.
 * An interface that names nothing of an import reads the same whatever that
 * module's interface says, so a build keys the module's importers by its
 * interface alone and stops there (early cutoff).  Any leaf whose type ends
 * in "identifier" counts, shadowed or not: a false match only costs a
 * recompile. */
typedef struct {
  const char *buf;
  const char *mask;
  const char **name; /* the bound names */
  uint32_t *len;
  uint32_t *imp;     /* the import each binds */
  uint32_t n, cap;
  uint8_t *out;
} iface_scan;

static void iface_bind(iface_scan *S, TSNode id, uint32_t k) {
  if (ts_node_is_null(id)) return;
  if (S->n == S->cap) {
    S->cap = S->cap ? S->cap * 2 : 16;
    S->name = realloc(S->name, S->cap * sizeof *S->name);
    S->len = realloc(S->len, S->cap * sizeof *S->len);
    S->imp = realloc(S->imp, S->cap * sizeof *S->imp);
    if (!S->name || !S->len || !S->imp) abort();
  }
  S->name[S->n] = S->buf + ts_node_start_byte(id);
  S->len[S->n] = ts_node_end_byte(id) - ts_node_start_byte(id);
  S->imp[S->n++] = k;
}

/* The names an import clause binds: default, namespace, and each specifier's alias or name. */
static void iface_bind_clause(iface_scan *S, TSNode n, uint32_t k) {
  const char *t = ts_node_type(n);
  if (!strcmp(t, "identifier")) {
    iface_bind(S, n, k);
    return;
  }
  if (!strcmp(t, "import_specifier")) {
    TSNode alias = ts_node_child_by_field_name(n, "alias", 5);
    iface_bind(S, ts_node_is_null(alias) ? ts_node_child_by_field_name(n, "name", 4) : alias, k);
    return;
  }
  uint32_t cnt = ts_node_named_child_count(n);
  for (uint32_t i = 0; i < cnt; i++) iface_bind_clause(S, ts_node_named_child(n, i), k);
}

static void iface_walk(iface_scan *S, TSNode n) {
  uint32_t cnt = ts_node_child_count(n);
  if (cnt == 0) {
    const char *t = ts_node_type(n);
    size_t tl = strlen(t);
    uint32_t a = ts_node_start_byte(n), b = ts_node_end_byte(n);
    if (tl < 10 || strcmp(t + tl - 10, "identifier") || S->mask[a] == 1) return;
    for (uint32_t i = 0; i < S->n; i++)
      if (S->len[i] == b - a && !memcmp(S->name[i], S->buf + a, b - a)) S->out[S->imp[i]] = 1;
    return;
  }
  if (!strcmp(ts_node_type(n), "import_statement")) return;
  for (uint32_t i = 0; i < cnt; i++) iface_walk(S, ts_node_child(n, i));
}

static uint8_t *iface_imports(const char *buf, const char *mask, const fe__module *m) {
  uint8_t *out = calloc(m->nimp + 1, 1);
  if (!out) abort();
  iface_scan S = {buf, mask, NULL, NULL, NULL, 0, 0, out};
  TSNode root = ts_tree_root_node(m->tree);
  uint32_t cnt = ts_node_named_child_count(root);
  for (uint32_t k = 0; k < m->nimp; k++) {
    if (m->imp_pos[k] == UINT32_MAX) { /* the built-in classes' module */
      out[k] = 1;
      continue;
    }
    for (uint32_t i = 0; i < cnt; i++) {
      TSNode st = ts_node_named_child(root, i);
      if (ts_node_start_byte(st) > m->imp_pos[k] || ts_node_end_byte(st) <= m->imp_pos[k]) continue;
      if (strcmp(ts_node_type(st), "import_statement")) {
        out[k] = 1; /* export ... from: the interface re-exports it */
        break;
      }
      uint32_t nc = ts_node_named_child_count(st);
      for (uint32_t j = 0; j < nc; j++) {
        TSNode ch = ts_node_named_child(st, j);
        if (!strcmp(ts_node_type(ch), "import_clause")) iface_bind_clause(&S, ch, k);
        else if (!strcmp(ts_node_type(ch), "import_require_clause")) out[k] = 1;
      }
      break;
    }
  }
  if (S.n) iface_walk(&S, root);
  free(S.name);
  free(S.len);
  free(S.imp);
  return out;
}

static void loader_free(loader *L) {
  for (uint32_t k = 0; k < L->n; k++) {
    if (L->mods[k].tree) ts_tree_delete(L->mods[k].tree);
    free(L->mods[k].imp_pos);
    free(L->mods[k].imp_mod);
    free(L->mods[k].imp_tonly);
  }
  free(L->pend);
  free(L->pend_mod);
  free(L->mods);
  free(L->state);
  free(L->order);
  free(L->stack);
  free(L->stack_at);
  free(L->sw.pos);
  free(L->buf);
  free(L->slot);
}

/* Loads the program; prog lists its modules in evaluation order. */
static void program_load(loader *L, fe__arena *arena, const char *main_path, size_t dirlen, const char *src,
                         size_t len, fe__program *prog) {
  uint32_t mainidx = 0;
  if (len > 0x7fffffffu) {
    L->dl->src = src;
    L->dl->len = len;
    fe__error(L->dl, 0, "unsupported: source file larger than 2 GiB");
  } else {
    load(L, main_path + dirlen, src, len, &mainidx);
    /* type-only imports: modules loaded now are reached by no evaluation
     * edge; they go first in the order (nothing runs them) */
    uint32_t nmain = L->norder, nmods = L->n;
    for (uint32_t i = 0; i < L->npend; i++) {
      uint32_t dep;
      L->depth = 0;
      if (resolve(L, L->pend_mod[i], L->pend[i][0], L->pend[i][1], &dep) != 0) continue;
      imp_add(&L->mods[L->pend_mod[i]], L->pend[i][0], dep, 1);
    }
    for (uint32_t k = nmods; k < L->n; k++) L->mods[k].unevaluated = 1;
    if (L->norder > nmain) {
      uint32_t extra = L->norder - nmain;
      uint32_t *o = malloc((L->norder + 1) * sizeof *o);
      if (!o) abort();
      memcpy(o, L->order + nmain, extra * sizeof *o);
      memcpy(o + extra, L->order, nmain * sizeof *o);
      memcpy(L->order, o, L->norder * sizeof *o);
      free(o);
    }
  }
  prog->n = L->norder;
  prog->permod = 0;
  prog->target = 0;
  prog->mods = fe__alloc(arena, (L->norder + 1) * sizeof *prog->mods);
  uint32_t *newidx = fe__alloc(arena, (L->n + 1) * sizeof *newidx);
  for (uint32_t i = 0; i < L->norder; i++) newidx[L->order[i]] = i;
  for (uint32_t i = 0; i < L->norder; i++) {
    prog->mods[i] = L->mods[L->order[i]];
    for (uint32_t k = 0; k < prog->mods[i].nimp; k++) prog->mods[i].imp_mod[k] = newidx[prog->mods[i].imp_mod[k]];
  }
}

/* Diagnostics per module, each against its own text and path. */
static void diags_split(loader *L, fe__diaglist *dl, fe__arena *arena, const char *main_path, size_t dirlen, fe_diags *d) {
  if (L->n == 0) {
    fe__diags_flush(dl, d);
    return;
  }
  for (uint32_t k = 0; k < L->n; k++) {
    fe__module *m = &L->mods[k];
    fe__diaglist sub = {0};
    sub.arena = arena;
    size_t pl = strlen(m->path);
    char *p = fe__alloc(arena, dirlen + pl + 1);
    memcpy(p, main_path, dirlen);
    memcpy(p + dirlen, m->path, pl + 1);
    sub.path = p;
    sub.src = L->buf + m->base;
    sub.len = m->end - m->base;
    for (size_t i = 0; i < dl->n; i++) {
      fe__diag *x = &dl->items[i];
      uint32_t owner = 0; /* the module whose bytes hold the position */
      for (uint32_t j = 0; j < L->n; j++)
        if (x->pos >= L->mods[j].base && x->pos <= L->mods[j].end) owner = j;
      if (owner != k) continue;
      fe__error(&sub, x->pos >= m->base ? x->pos - m->base : 0, "%s", x->msg);
    }
    fe__diags_flush(&sub, d);
  }
  free(dl->items);
  dl->items = NULL;
  dl->n = 0;
}

static void *compile_at(const char *main_path, size_t dirlen, const char *src, size_t len, fe_read_fn read,
                        void *ctx, int permod, int64_t index, size_t *ir_size, fe_diags *d, char **iface,
                        size_t *iface_len);

static void *compile_common(const char *main_path, const char *src, size_t len, fe_read_fn read, void *ctx,
                            int permod, uint32_t index, size_t *ir_size, fe_diags *d) {
  const char *slash = strrchr(main_path, '/');
  size_t dirlen = slash ? (size_t)(slash - main_path) + 1 : 0;
  return compile_at(main_path, dirlen, src, len, read, ctx, permod, index, ir_size, d, NULL, NULL);
}

/* Module paths are main_path's without its first dirlen bytes; a negative
 * index counts from the end of the evaluation order. */
static void *compile_at(const char *main_path, size_t dirlen, const char *src, size_t len, fe_read_fn read,
                        void *ctx, int permod, int64_t sindex, size_t *ir_size, fe_diags *d, char **iface,
                        size_t *iface_len) {
  fe__arena arena = {0};
  fe__diaglist dl = {0};
  dl.arena = &arena;
  dl.path = main_path;
  void *ir = NULL;
  if (ir_size) *ir_size = 0;
  loader L = {0};
  L.dl = &dl;
  L.read = read ? read : read_none;
  L.ctx = ctx;
  fe__program prog;
  program_load(&L, &arena, main_path, dirlen, src, len, &prog);
  uint32_t index = sindex < 0 ? (uint32_t)(prog.n + sindex) : (uint32_t)sindex;
  if (permod && index >= prog.n) fe__error(&dl, 0, "internal: no module %u in the program", index);
  prog.permod = permod;
  prog.target = index;
  if (dl.n == 0 && prog.n > 0) {
    dl.src = L.buf;
    dl.len = L.len;
    ir = fe__check(permod ? prog.mods[index].path : main_path, L.buf, L.len, &prog, &L.sw, &dl, ir_size);
  }
  if (dl.n > 0) {
    free(ir);
    ir = NULL;
    if (ir_size) *ir_size = 0;
  }
  if (ir && iface) { /* the target's interface text */
    const fe__module *m = &prog.mods[index];
    char *mask = calloc(L.len + 1, 1);
    if (!mask) abort();
    skeleton(L.buf, mask, m);
    *iface = skeleton_text(L.buf, mask, m, iface_len);
    free(mask);
  }
  diags_split(&L, &dl, &arena, main_path, dirlen, d);
  loader_free(&L);
  fe__arena_free(&arena);
  return ir;
}

void *fe_compile_module(const char *main_path, const char *src, size_t len, fe_read_fn read, void *ctx,
                        uint32_t index, size_t *ir_size, fe_diags *d) {
  return compile_common(main_path, src, len, read, ctx, 1, index, ir_size, d);
}

/* fe_compile_unit's reader: the unit's own source, else the caller's reader. */
typedef struct {
  const char *path, *src;
  size_t len;
  fe_read_fn read;
  void *ctx;
} unit_reader;

static int unit_read(void *ctx, const char *path, char **src, size_t *len) {
  unit_reader *u = ctx;
  if (strcmp(path, u->path)) return u->read ? u->read(u->ctx, path, src, len) : -1;
  if (!(*src = malloc(u->len + 1))) return -1;
  memcpy(*src, u->src, u->len);
  *len = u->len;
  return 0;
}

void *fe_compile_unit(const char *path, const char *src, size_t len, fe_read_fn read, void *ctx, int is_main,
                      size_t *ir_size, char **iface, size_t *iface_len, fe_diags *d) {
  *iface = NULL;
  *iface_len = 0;
  if (is_main) return compile_at(path, 0, src, len, read, ctx, 1, -1, ir_size, d, iface, iface_len);
  /* Any other module is compiled as the one import of a stub main module
   * at the root, which is never checked: the unit comes last but one in
   * the evaluation order, and is not the program's main module. */
  if (ir_size) *ir_size = 0;
  if (!*path || strpbrk(path, "\"\\\n") || !strncmp(path, "../", 3) || path[0] == '/') {
    fe__arena arena = {0};
    fe__diaglist dl = {0};
    dl.arena = &arena;
    dl.path = path;
    dl.src = src;
    dl.len = len;
    fe__error(&dl, 0, "unsupported: module path '%s' (it must be relative to the root, inside it, and "
                      "without quotes, backslashes or newlines)", path);
    fe__diags_flush(&dl, d);
    fe__arena_free(&arena);
    return NULL;
  }
  size_t pl = strlen(path);
  char *stub = malloc(pl + 32);
  if (!stub) return NULL;
  int n = snprintf(stub, pl + 32, "import \"./%s\";\n", path);
  unit_reader u = {path, src, len, read, ctx};
  void *ir = compile_at("<unit>", 0, stub, (size_t)n, unit_read, &u, 1, -2, ir_size, d, iface, iface_len);
  free(stub);
  return ir;
}

static int read_empty(void *ctx, const char *path, char **src, size_t *len) {
  (void)ctx, (void)path;
  *src = malloc(1);
  *len = 0;
  return *src ? 0 : -1;
}

int fe_unit_interface(const char *path, const char *src, size_t len, char **iface, size_t *iface_len, fe_diags *d) {
  *iface = NULL;
  *iface_len = 0;
  size_t pl = strlen(path);
  char *stub = malloc(pl + 32);
  if (!stub) return -1;
  int n = snprintf(stub, pl + 32, "import \"./%s\";\n", path);
  /* its imports read as empty modules: the interface is its own text's */
  unit_reader u = {path, src, len, read_empty, NULL};
  fe_program_info pi;
  int rc = fe_program_scan("<unit>", stub, (size_t)n, unit_read, &u, &pi, d);
  free(stub);
  if (rc != 0) return -1;
  if (pi.n < 2) {
    fe_program_info_free(&pi);
    return -1;
  }
  *iface = pi.mods[pi.n - 2].iface;
  *iface_len = pi.mods[pi.n - 2].iface_len;
  pi.mods[pi.n - 2].iface = NULL;
  fe_program_info_free(&pi);
  return 0;
}

void *fe_compile_prelude(size_t *ir_size, fe_diags *d) {
  /* a stub main module that mentions the classes, so the loader adds their module before it */
  static const char stub[] = "// Error\n";
  return compile_at("<unit>", 0, stub, sizeof stub - 1, NULL, NULL, 1, -2, ir_size, d, NULL, NULL);
}

static void program_describe(const loader *L, const fe__program *prog, fe_program_info *out);

int fe_program_scan(const char *main_path, const char *src, size_t len, fe_read_fn read, void *ctx,
                    fe_program_info *out, fe_diags *d) {
  fe__arena arena = {0};
  fe__diaglist dl = {0};
  dl.arena = &arena;
  dl.path = main_path;
  memset(out, 0, sizeof *out);
  loader L = {0};
  L.dl = &dl;
  L.read = read ? read : read_none;
  L.ctx = ctx;
  const char *slash = strrchr(main_path, '/');
  size_t dirlen = slash ? (size_t)(slash - main_path) + 1 : 0;
  fe__program prog;
  program_load(&L, &arena, main_path, dirlen, src, len, &prog);
  int rc = dl.n == 0 && prog.n > 0 ? 0 : -1;
  if (rc == 0) program_describe(&L, &prog, out);
  diags_split(&L, &dl, &arena, main_path, dirlen, d);
  loader_free(&L);
  fe__arena_free(&arena);
  return rc;
}

/* A program loaded and parsed once, from which each module is compiled in
 * turn (fe_program_open): fe_compile_module loads the whole program again for
 * every module, which makes a build of n modules parse n programs. */
struct fe_loaded {
  fe__arena arena; /* the loader's: module paths */
  fe__diaglist dl;
  loader L;
  fe__program prog;
  char *main_path;
  size_t dirlen;
};

/* The module descriptions of a loaded program (fe_program_scan's). */
static void program_describe(const loader *L, const fe__program *prog, fe_program_info *out) {
  char *mask = calloc(L->len + 1, 1);
  out->mods = calloc(prog->n, sizeof *out->mods);
  if (!mask || !out->mods) abort();
  out->n = prog->n;
  for (uint32_t i = 0; i < prog->n; i++) {
    const fe__module *m = &prog->mods[i];
    fe_module_info *o = &out->mods[i];
    size_t n = m->end - m->base;
    /* (a module whose bytes the attached tree cache holds a description of) */
    int known = fe__tree_cache_desc_get(L->buf + m->base, (uint32_t)n, m->nimp, &o->iface, &o->iface_len, &o->imp_iface);
    if (!known) {
      skeleton(L->buf, mask, m);
      o->iface = skeleton_text(L->buf, mask, m, &o->iface_len);
    }
    o->path = strdup(m->path);
    o->src = malloc(n + 1);
    o->imp = malloc((m->nimp + 1) * sizeof *o->imp);
    if (!o->path || !o->src || !o->imp) abort();
    memcpy(o->src, L->buf + m->base, n);
    o->src[n] = 0;
    o->len = n;
    o->nimp = m->nimp;
    if (m->nimp) memcpy(o->imp, m->imp_mod, m->nimp * sizeof *o->imp);
    if (!known) {
      o->imp_iface = iface_imports(L->buf, mask, m);
      fe__tree_cache_desc_put(L->buf + m->base, (uint32_t)n, m->nimp, o->iface, o->iface_len, o->imp_iface);
    }
  }
  free(mask);
}

fe_loaded *fe_program_open(const char *main_path, const char *src, size_t len, fe_read_fn read, void *ctx,
                           fe_program_info *out, fe_diags *d) {
  memset(out, 0, sizeof *out);
  fe_loaded *p = calloc(1, sizeof *p);
  if (!p || !(p->main_path = strdup(main_path))) {
    free(p);
    return NULL;
  }
  p->dl.arena = &p->arena;
  p->dl.path = p->main_path;
  p->L.dl = &p->dl;
  p->L.read = read ? read : read_none;
  p->L.ctx = ctx;
  const char *slash = strrchr(main_path, '/');
  p->dirlen = slash ? (size_t)(slash - main_path) + 1 : 0;
  program_load(&p->L, &p->arena, p->main_path, p->dirlen, src, len, &p->prog);
  p->L.read = read_none; /* the reader is the caller's for this call only */
  p->L.ctx = NULL;
  if (p->dl.n == 0 && p->prog.n > 0) {
    program_describe(&p->L, &p->prog, out);
    return p;
  }
  diags_split(&p->L, &p->dl, &p->arena, p->main_path, p->dirlen, d);
  fe_program_close(p);
  return NULL;
}

void fe__closure(const fe__program *prog, uint32_t index, uint8_t *need) {
  uint32_t *work = malloc((prog->n + 1) * sizeof *work), nw = 0;
  if (!work) abort();
  need[index] = 1;
  work[nw++] = index;
  while (nw > 0) {
    const fe__module *m = &prog->mods[work[--nw]];
    for (uint32_t k = 0; k < m->nimp; k++)
      if (!need[m->imp_mod[k]]) {
        need[m->imp_mod[k]] = 1;
        work[nw++] = m->imp_mod[k];
      }
  }
  free(work);
}

/* Checks the import closure of module index (the modules it imports,
 * directly or not, as a program of their own in the same evaluation order,
 * sharing the parsed trees) and lowers that module. */
void *fe_program_compile(fe_loaded *p, uint32_t index, size_t *ir_size, fe_diags *d) {
  fe__arena arena = {0};
  fe__diaglist dl = {0};
  dl.arena = &arena;
  dl.path = p->main_path;
  if (ir_size) *ir_size = 0;
  const fe__program *all = &p->prog;
  if (index >= all->n) return NULL;
  uint8_t *need = fe__alloc(&arena, all->n + 1);
  uint32_t *sub = fe__alloc(&arena, (all->n + 1) * sizeof *sub);
  fe__closure(all, index, need);
  fe__program prog = {0};
  prog.mods = fe__alloc(&arena, (all->n + 2) * sizeof *prog.mods);
  /* (in the program's order; with an import cycle, modules after the target too) */
  for (uint32_t mi = 0; mi < all->n; mi++)
    if (need[mi] && mi + 1 != all->n) sub[mi] = prog.n++;
  prog.n = 0;
  for (uint32_t mi = 0; mi < all->n; mi++) {
    if (!need[mi] || mi + 1 == all->n) continue;
    fe__module *m = &prog.mods[prog.n++];
    *m = all->mods[mi];
    m->imp_mod = fe__alloc(&arena, (m->nimp + 1) * sizeof *m->imp_mod);
    for (uint32_t k = 0; k < m->nimp; k++) m->imp_mod[k] = sub[all->mods[mi].imp_mod[k]];
  }
  if (index + 1 == all->n) { /* the main module itself (nothing imports it) */
    sub[index] = prog.n;
    fe__module *m = &prog.mods[prog.n++];
    *m = all->mods[index];
    m->imp_mod = fe__alloc(&arena, (m->nimp + 1) * sizeof *m->imp_mod);
    for (uint32_t k = 0; k < m->nimp; k++) m->imp_mod[k] = sub[all->mods[index].imp_mod[k]];
  }
  prog.permod = 1;
  prog.target = sub[index];
  if (index + 1 != all->n) {
    /* The checker takes the last module for the program's main one (its
     * init is kiln_main): the real main module goes last, cut from its
     * imports and never checked, as fe_compile_unit's stub. */
    fe__module *m = &prog.mods[prog.n++];
    *m = all->mods[all->n - 1];
    m->nimp = 0;
  }
  dl.src = p->L.buf;
  dl.len = p->L.len;
  void *ir = fe__check(all->mods[index].path, p->L.buf, p->L.len, &prog, &p->L.sw, &dl, ir_size);
  if (dl.n > 0) {
    free(ir);
    ir = NULL;
    if (ir_size) *ir_size = 0;
    diags_split(&p->L, &dl, &arena, p->main_path, p->dirlen, d);
  }
  free(dl.items);
  fe__arena_free(&arena);
  return ir;
}

void fe_program_close(fe_loaded *p) {
  if (!p) return;
  loader_free(&p->L);
  free(p->dl.items);
  fe__arena_free(&p->arena);
  free(p->main_path);
  free(p);
}

void fe_program_info_free(fe_program_info *p) {
  for (uint32_t i = 0; i < p->n; i++) {
    free(p->mods[i].path);
    free(p->mods[i].src);
    free(p->mods[i].iface);
    free(p->mods[i].imp);
    free(p->mods[i].imp_iface);
  }
  free(p->mods);
  memset(p, 0, sizeof *p);
}

void *fe_compile_program(const char *main_path, const char *src, size_t len, fe_read_fn read, void *ctx,
                         size_t *ir_size, fe_diags *d) {
  return compile_common(main_path, src, len, read, ctx, 0, 0, ir_size, d);
}

void *fe_compile(const char *path, const char *src, size_t len, size_t *ir_size, fe_diags *d) {
  return fe_compile_program(path, src, len, NULL, NULL, ir_size, d);
}
