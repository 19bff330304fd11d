/* regexp.c - RegExp objects and the string methods that take one (match, matchAll, replace, split, search).
 *
 * A RegExp is an rt_object of the runtime's class "RegExp" whose hidden slots
 * hold the source, the flags text, the compiled program (a BYTES block, see
 * regexp_engine.c) and lastIndex.  Programs are cached by (source, flags) so
 * a literal evaluated in a loop compiles once.  A match array is an ordinary
 * string array (elements the captures, rt_str_undefined for a group that did
 * not take part) whose store has one spare word past its length holding a
 * hidden "match info" object (index, input, groups); an array that lost it
 * (grown, shrunk) simply reads index and input as undefined.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "regexp_engine.h"
#include "rt_internal.h"

/* Steps the matcher may take for one match before the program is told so:
 * far more than any sane pattern needs, finite for catastrophic ones. */
static uint64_t re_budget = 2000000000ull;

RT__STATIC_STR(s_regexp, "RegExp");
RT__STATIC_STR(s_minfo, "");
RT__STATIC_STR(s_empty_src, "(?:)");

enum { RX_SOURCE, RX_FLAGS, RX_PROG, RX_LAST_INDEX, RX_NSLOTS };
static const rt_str *const rx_names[RX_NSLOTS] = {NULL, NULL, NULL, NULL};
static const uint8_t rx_types[RX_NSLOTS] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const uint64_t rx_refs[1] = {7};
const rt_class rt__regexp_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_regexp),
                                   .size = 16 + 8 * RX_NSLOTS, .nslots = RX_NSLOTS, .refs = rx_refs,
                                   .slot_names = rx_names, .slot_types = rx_types};

enum { MI_INDEX, MI_INPUT, MI_GROUPS, MI_NSLOTS };
static const rt_str *const mi_names[MI_NSLOTS] = {NULL, NULL, NULL};
static const uint8_t mi_types[MI_NSLOTS] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const uint64_t mi_refs[1] = {6};
static const rt_class minfo_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_minfo),
                                     .size = 16 + 8 * MI_NSLOTS, .nslots = MI_NSLOTS, .refs = mi_refs,
                                     .slot_names = mi_names, .slot_types = mi_types};

/* ---- compiled programs ------------------------------------------------------ */

/* A BYTES block: the gc word, the word count, the class of its matches'
 * groups objects (made on first use, malloc'd, never freed), then the program. */
typedef struct {
  uint32_t gc, nwords;
  rt_class *groups_cls;
  uint32_t w[];
} prog_block;

#define CACHE_N 64
static struct {
  const rt_str *src; /* GC references: the cache lives in writable data, which the collector scans */
  prog_block *prog;
  uint32_t flags;
} cache[CACHE_N];
static uint32_t cache_next;

/* The code units of s as UTF-16 (malloc'd; *n set). */
static uint16_t *units16(const rt_str *s, uint32_t *n) {
  s = rt__flat(s);
  *n = s->len;
  uint16_t *u = malloc((s->len ? s->len : 1) * sizeof *u);
  if (!u) rt__oom(s->len * 2u);
  if (s->flags & RT_STR_WIDE) memcpy(u, rt_str_units(s), s->len * sizeof *u);
  else
    for (uint32_t i = 0; i < s->len; i++) u[i] = rt_str_bytes(s)[i];
  return u;
}

static char *flags_text(uint32_t fl, char *buf) {
  char *p = buf;
  if (fl & RE_D) *p++ = 'd';
  if (fl & RE_G) *p++ = 'g';
  if (fl & RE_I) *p++ = 'i';
  if (fl & RE_M) *p++ = 'm';
  if (fl & RE_S) *p++ = 's';
  if (fl & RE_U) *p++ = 'u';
  if (fl & RE_Y) *p++ = 'y';
  *p = 0;
  return buf;
}

/* EscapeRegExpPattern: "/" and line terminators escaped, "" as "(?:)". */
static const rt_str *escape_source(const rt_str *src) {
  uint32_t n;
  uint16_t *u = units16(src, &n);
  if (!n) {
    free(u);
    return RT__STR(s_empty_src);
  }
  uint16_t *o = malloc((n * 6 + 1) * sizeof *o);
  if (!o) rt__oom(n * 12u);
  uint32_t k = 0;
  int in_class = 0;
  for (uint32_t i = 0; i < n; i++) {
    uint16_t c = u[i];
    if (c == '\\' && i + 1 < n) {
      o[k++] = c;
      o[k++] = u[++i];
      continue;
    }
    if (c == '[') in_class = 1;
    else if (c == ']') in_class = 0;
    if (c == '/' && !in_class) {
      o[k++] = '\\';
      o[k++] = '/';
    } else if (c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029) {
      const char *e = c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == 0x2028 ? "\\u2028" : "\\u2029";
      while (*e) o[k++] = (uint16_t)*e++;
    } else {
      o[k++] = c;
    }
  }
  const rt_str *r = rt__str_from_units(o, k);
  free(o);
  free(u);
  return r;
}

static _Noreturn void syntax_error(const rt_str *src, const char *flags, const char *msg) {
  char *s = rt__utf8_of(src, NULL);
  size_t n = strlen(s) + strlen(flags) + strlen(msg) + 64;
  char *m = malloc(n);
  if (!m) rt__oom(n);
  snprintf(m, n, "Invalid regular expression: /%s/%s: %s", s, flags, msg);
  free(s);
  rt_throw_error("SyntaxError", m);
}

static prog_block *compile(const rt_str *src, uint32_t fl) {
  for (uint32_t i = 0; i < CACHE_N; i++)
    if (cache[i].prog && cache[i].flags == fl && rt_str_equals(cache[i].src, src)) return cache[i].prog;
  uint32_t n, nw;
  uint16_t *u = units16(src, &n);
  const char *err;
  uint32_t *w = re_compile(u, n, fl, &nw, &err);
  free(u);
  if (!w) {
    char fb[8];
    syntax_error(src, flags_text(fl, fb), err);
  }
  prog_block *b = rt_alloc(RT_KIND_BYTES, sizeof *b + (size_t)nw * sizeof(uint32_t));
  b->nwords = nw;
  b->groups_cls = NULL;
  memcpy(b->w, w, (size_t)nw * sizeof *w);
  free(w);
  uint32_t slot = cache_next++ % CACHE_N;
  cache[slot].src = src;
  cache[slot].flags = fl;
  cache[slot].prog = b;
  return b;
}

static bool is_regexp(const void *p) {
  return p && rt_heap_kind(p) == RT_KIND_OBJECT && ((const rt_object *)p)->cls == &rt__regexp_class;
}
static rt_object *check(rt_object *re) {
  if (!is_regexp(re)) rt_throw_error("TypeError", "Receiver must be a RegExp");
  return re;
}
static const uint32_t *prog_of(const rt_object *re) { return ((const prog_block *)(uintptr_t)re->slots[RX_PROG])->w; }
static uint32_t flags_of(const rt_object *re) { return re_flags(prog_of(re)); }

rt_object *rt_regexp_new(rt_value pattern, rt_value flags) {
  const rt_str *src;
  uint32_t fl = 0;
  if (pattern == RT_UNDEFINED) src = &rt__str_empty;
  else if (!rt__is_string(pattern) && (pattern >> RT_TAG_SHIFT) == RT_TAG_OBJECT && is_regexp(rt_unbox_object(pattern))) {
    const rt_object *o = rt_unbox_object(pattern);
    src = (const rt_str *)(uintptr_t)o->slots[RX_SOURCE];
    if (flags == RT_UNDEFINED) fl = flags_of(o);
  } else src = rt_value_to_str(pattern);
  if (flags != RT_UNDEFINED) {
    const rt_str *f = rt_value_to_str(flags);
    uint32_t n;
    uint16_t *u = units16(f, &n);
    int ok = re_flags_parse(u, n, &fl);
    free(u);
    if (!ok) {
      char *t = rt__utf8_of(f, NULL);
      size_t len = strlen(t) + 64;
      char *m = malloc(len);
      if (!m) rt__oom(len);
      snprintf(m, len, "Invalid flags supplied to RegExp constructor '%s'", t);
      free(t);
      rt_throw_error("SyntaxError", m);
    }
  }
  prog_block *b = compile(src, fl);
  rt_object *o = rt_object_new(&rt__regexp_class);
  char fb[8];
  o->slots[RX_SOURCE] = (uint64_t)(uintptr_t)src;
  o->slots[RX_FLAGS] = (uint64_t)(uintptr_t)rt__str_from_ascii(fb, strlen(flags_text(fl, fb)));
  o->slots[RX_PROG] = (uint64_t)(uintptr_t)b;
  double zero = 0;
  memcpy(&o->slots[RX_LAST_INDEX], &zero, sizeof zero);
  return o;
}

/* A literal /src/flags: both are known good to the compiler only as text. */
rt_object *rt_regexp_literal(const rt_str *src, const rt_str *flags) {
  return rt_regexp_new(rt_box_string(src), rt_box_string(flags));
}

static double last_index(const rt_object *re) {
  double d;
  memcpy(&d, &re->slots[RX_LAST_INDEX], sizeof d);
  return d;
}
static void set_last_index(rt_object *re, double d) { memcpy(&re->slots[RX_LAST_INDEX], &d, sizeof d); }

const rt_str *rt_regexp_source(rt_object *re) { return escape_source((const rt_str *)(uintptr_t)check(re)->slots[RX_SOURCE]); }
const rt_str *rt_regexp_flags(rt_object *re) { return (const rt_str *)(uintptr_t)check(re)->slots[RX_FLAGS]; }
double rt_regexp_last_index(rt_object *re) { return last_index(check(re)); }
void rt_regexp_set_last_index(rt_object *re, double d) { set_last_index(check(re), d); }
/* re.global, re.ignoreCase, ...: which is the RE_* bit. */
bool rt_regexp_flag(rt_object *re, double which) { return (flags_of(check(re)) & (uint32_t)which) != 0; }
const rt_str *rt_regexp_to_string(rt_object *re) {
  const rt_str *s = rt_str_concat(rt__str_char('/'), rt_regexp_source(re));
  s = rt_str_concat(s, rt__str_char('/'));
  return rt_str_concat(s, rt_regexp_flags(re));
}
/* For console.log: "/src/flags" if p is a RegExp, else NULL. */
const rt_str *rt__regexp_display(const void *p) { return is_regexp(p) ? rt_regexp_to_string((rt_object *)p) : NULL; }

/* Weak: naming promise.c's class must not link promise.c (and libuv) into
 * every program; without it nothing can be a promise, and its address is 0. */
extern const rt_class rt__promise_class __attribute__((weak));

bool rt_native_is(rt_value v, double kind) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return false;
  const void *p = rt_unbox_object(v);
  if (kind == 3) { /* x instanceof Promise */
    const rt_object *o = p;
    return &rt__promise_class && o && rt_heap_kind(o) == RT_KIND_OBJECT && o->cls == &rt__promise_class;
  }
  if (kind == 1) return is_regexp(p);
  if (kind >= 4 && kind <= 7) { /* Map, Set, WeakMap, WeakSet */
    static const uint32_t want[4] = {0, RT_MAP_SET, RT_MAP_WEAK, RT_MAP_SET | RT_MAP_WEAK};
    return p && rt_heap_kind(p) == RT_KIND_MAP && (((const rt_map *)p)->flags & (RT_MAP_SET | RT_MAP_WEAK)) == want[(int)kind - 4];
  }
  return p && rt__date_json(p) != RT_ABSENT;
}

const rt_str *rt__special_to_str(const void *p) {
  if (is_regexp(p)) return rt_regexp_to_string((rt_object *)p);
  return rt__date_to_str(p);
}

/* ---- matching ------------------------------------------------------------------ */

/* One match of re in s at or after start (only at it when sticky): 1 with
 * caps filled, 0 none.  Running out of steps throws. */
static int match_at(const rt_object *re, const rt_str *s, uint32_t start, int sticky, int32_t *caps) {
  s = rt__flat(s);
  if (start > s->len) return 0;
  const void *units = (s->flags & RT_STR_WIDE) ? (const void *)rt_str_units(s) : (const void *)rt_str_bytes(s);
  int r = re_exec(prog_of(re), units, (s->flags & RT_STR_WIDE) != 0, s->len, start, sticky, caps, re_budget);
  if (r < 0) rt_throw_error("RangeError", "Maximum regular expression backtracking exceeded");
  return r;
}

static int32_t *caps_new(const rt_object *re) {
  uint32_t ng = re_ngroups(prog_of(re));
  int32_t *c = malloc(2 * ng * sizeof *c);
  if (!c) rt__oom(2 * ng * sizeof *c);
  return c;
}

static rt_class *groups_class(const uint32_t *prog, uint32_t ng, uint32_t named) {
  uint32_t len;
  rt_class *k = calloc(1, sizeof *k);
  const rt_str **names = calloc(named, sizeof *names);
  uint8_t *types = calloc(named, 1);
  uint64_t *refs = calloc((named + 63) / 64, sizeof *refs);
  if (!k || !names || !types || !refs) rt__oom(named * 16u);
  uint32_t i = 0;
  for (uint32_t g = 1; g < ng; g++) {
    const uint32_t *nm = re_group_name(prog, g, &len);
    if (!len) continue;
    /* the name must outlive collections: a static string */
    size_t sz = sizeof(rt_str) + (size_t)len * 2;
    rt_str *st = calloc(1, sz);
    if (!st) rt__oom(sz);
    bool wide = false;
    for (uint32_t j = 0; j < len; j++) wide |= nm[j] > 0xFF;
    st->gc = RT_GC_STATIC;
    st->len = len;
    st->flags = wide ? RT_STR_WIDE : 0;
    for (uint32_t j = 0; j < len; j++) {
      if (wide) ((uint16_t *)(st + 1))[j] = (uint16_t)nm[j];
      else ((uint8_t *)(st + 1))[j] = (uint8_t)nm[j];
    }
    names[i] = st;
    types[i] = RT_SLOT_VALUE;
    refs[i / 64] |= 1ull << (i % 64);
    i++;
  }
  k->gc = RT_GC_STATIC;
  k->abi = RT_ABI_VERSION;
  k->name = &rt__str_empty;
  k->size = 16 + 8 * named;
  k->nslots = named;
  k->refs = refs;
  k->slot_names = names;
  k->slot_types = types;
  k->flags = RT__CLASS_NULL_PROTO;
  return k;
}

/* The groups object of a match (undefined without named groups). */
static rt_value groups_object(const rt_object *re, const rt_str *s, const int32_t *caps) {
  const uint32_t *prog = prog_of(re);
  uint32_t ng = re_ngroups(prog), named = re_named_groups(prog), len;
  if (!named) return RT_UNDEFINED;
  /* a class of its own, built once per program and kept (like a shape the compiler emits) */
  prog_block *pb = (prog_block *)(uintptr_t)re->slots[RX_PROG];
  rt_class *k = pb->groups_cls;
  if (!k) k = pb->groups_cls = groups_class(prog, ng, named);
  rt_object *o = rt_object_new(k);
  uint32_t i = 0;
  for (uint32_t g = 1; g < ng; g++) {
    if ((re_group_name(prog, g, &len), !len)) continue;
    o->slots[i++] = caps[2 * g] < 0 ? RT_UNDEFINED : rt_box_string(rt__str_sub(s, (uint32_t)caps[2 * g], (uint32_t)caps[2 * g + 1]));
  }
  return rt_box_object(o);
}

static rt_array *match_array(const rt_object *re, const rt_str *s, const int32_t *caps) {
  uint32_t ng = re_ngroups(prog_of(re));
  rt_array *a = rt_array_new(RT_ELEM_PTR, ng + 1);
  for (uint32_t g = 0; g < ng; g++) {
    const rt_str *x = caps[2 * g] < 0 ? &rt_str_undefined : rt__str_sub(s, (uint32_t)caps[2 * g], (uint32_t)caps[2 * g + 1]);
    rt_array_push_value(a, (rt_value)(uintptr_t)x);
  }
  rt_object *mi = rt_object_new(&minfo_class);
  double idx = caps[0];
  memcpy(&mi->slots[MI_INDEX], &idx, sizeof idx);
  mi->slots[MI_INPUT] = (uint64_t)(uintptr_t)s;
  mi->slots[MI_GROUPS] = groups_object(re, s, caps);
  ((uint64_t *)a->data)[ng] = (uint64_t)(uintptr_t)mi;
  return a;
}

static const rt_object *minfo(const rt_array *a) {
  if (!a || a->elem != RT_ELEM_PTR || a->capacity <= a->length || !a->data) return NULL;
  const void *p = (const void *)(uintptr_t)((const uint64_t *)a->data)[a->length];
  if (!p || rt_heap_kind(p) != RT_KIND_OBJECT || ((const rt_object *)p)->cls != &minfo_class) return NULL;
  return p;
}
rt_value rt_match_index(const rt_array *a) {
  const rt_object *m = minfo(a);
  if (!m) return RT_UNDEFINED;
  double d;
  memcpy(&d, &m->slots[MI_INDEX], sizeof d);
  return rt_box_number(d);
}
rt_value rt_match_input(const rt_array *a) {
  const rt_object *m = minfo(a);
  return m ? rt_box_string((const rt_str *)(uintptr_t)m->slots[MI_INPUT]) : RT_UNDEFINED;
}
rt_value rt_match_groups(const rt_array *a) {
  const rt_object *m = minfo(a);
  return m ? m->slots[MI_GROUPS] : RT_UNDEFINED;
}
/* groups.name: a string, or undefined. */
rt_value rt_regexp_group_get(const rt_object *groups, const rt_str *name) {
  if (!groups) rt_throw_nullish(name, false);
  return rt__object_get(rt_box_object(groups), name);
}
/* For console.log: the extra keys of a match array. */
bool rt__match_extras(const rt_array *a, double *index, const rt_str **input, rt_value *groups) {
  const rt_object *m = minfo(a);
  if (!m) return false;
  memcpy(index, &m->slots[MI_INDEX], sizeof *index);
  *input = (const rt_str *)(uintptr_t)m->slots[MI_INPUT];
  *groups = m->slots[MI_GROUPS];
  return true;
}

/* RegExpBuiltinExec: the match array, or NULL. */
static rt_array *builtin_exec(rt_object *re, const rt_str *s) {
  uint32_t fl = flags_of(re);
  int gy = (fl & (RE_G | RE_Y)) != 0;
  double li = gy ? last_index(re) : 0;
  if (!(li >= 0)) li = 0;
  li = floor(li);
  if (li > s->len) {
    if (gy) set_last_index(re, 0);
    return NULL;
  }
  int32_t *caps = caps_new(re);
  if (!match_at(re, s, (uint32_t)li, (fl & RE_Y) != 0, caps)) {
    free(caps);
    if (gy) set_last_index(re, 0);
    return NULL;
  }
  if (gy) set_last_index(re, caps[1]);
  rt_array *a = match_array(re, s, caps);
  free(caps);
  return a;
}

rt_value rt_regexp_exec(rt_object *re, const rt_str *s) {
  rt_array *a = builtin_exec(check(re), s);
  return a ? rt_box_object(a) : RT_NULL;
}

bool rt_regexp_test(rt_object *re, const rt_str *s) {
  check(re);
  uint32_t fl = flags_of(re);
  if (!(fl & (RE_G | RE_Y))) {
    int32_t *caps = caps_new(re);
    int r = match_at(re, s, 0, 0, caps);
    free(caps);
    return r;
  }
  return builtin_exec(re, s) != NULL;
}

/* ---- string methods -------------------------------------------------------------- */

typedef struct { uint16_t *p; uint32_t n, cap; } ubuf;
static void ub_units(ubuf *b, const rt_str *s, uint32_t from, uint32_t to) {
  if (to <= from) return;
  uint32_t k = to - from;
  if (b->n + k > b->cap) {
    b->cap = (b->n + k) * 2 + 16;
    b->p = realloc(b->p, b->cap * sizeof *b->p);
    if (!b->p) rt__oom(b->cap * 2u);
  }
  s = rt__flat(s);
  uint16_t *d = b->p + b->n;
  if (s->flags & RT_STR_WIDE) {
    memcpy(d, (const uint16_t *)(s + 1) + from, k * sizeof *d);
  } else {
    const uint8_t *u = (const uint8_t *)(s + 1) + from;
    for (uint32_t i = 0; i < k; i++) d[i] = u[i];
  }
  b->n += k;
}
static void ub_str(ubuf *b, const rt_str *s) { ub_units(b, s, 0, s->len); }
static const rt_str *ub_done(ubuf *b) {
  const rt_str *r = rt__str_from_units(b->p ? b->p : (const uint16_t *)"", b->n);
  free(b->p);
  b->p = NULL;
  return r;
}

/* Cleanups for a replace whose replacer function throws: the exception
 * unwinds through rt_str_replace_re (the runtime is built with
 * -fexceptions), which must not leak its buffers. */
static void ub_release(ubuf *b) { free(b->p); }
static void caps_release(int32_t **c) { free(*c); }

/* AdvanceStringIndex */
static uint32_t advance(const rt_str *s, uint32_t at, int unicode) {
  at++;
  if (unicode && at < s->len && rt__str_at(s, at - 1) >= 0xD800 && rt__str_at(s, at - 1) < 0xDC00 &&
      rt__str_at(s, at) >= 0xDC00 && rt__str_at(s, at) < 0xE000)
    at++;
  return at;
}

rt_value rt_str_match(const rt_str *s, rt_object *re) {
  check(re);
  if (!(flags_of(re) & RE_G)) return rt_regexp_exec(re, s);
  set_last_index(re, 0);
  rt_array *out = NULL;
  int32_t *caps = caps_new(re);
  uint32_t at = 0;
  int unicode = (flags_of(re) & RE_U) != 0;
  while (at <= s->len && match_at(re, s, at, (flags_of(re) & RE_Y) != 0, caps)) {
    if (!out) out = rt_array_new(RT_ELEM_PTR, 4);
    rt_array_push_value(out, (rt_value)(uintptr_t)rt__str_sub(s, (uint32_t)caps[0], (uint32_t)caps[1]));
    at = (uint32_t)caps[1];
    if (caps[1] == caps[0]) at = advance(s, at, unicode);
  }
  free(caps);
  set_last_index(re, 0);
  return out ? rt_box_object(out) : RT_NULL;
}

/* [...s.matchAll(re)]: the match arrays (re must be global). */
rt_array *rt_str_match_all(const rt_str *s, rt_object *re) {
  check(re);
  if (!(flags_of(re) & RE_G)) rt_throw_error("TypeError", "String.prototype.matchAll called with a non-global RegExp argument");
  rt_array *out = rt_array_new(RT_ELEM_PTR, 4);
  int32_t *caps = caps_new(re);
  double li = floor(last_index(re));
  uint32_t at = li > 0 ? (li > s->len ? s->len + 1 : (uint32_t)li) : 0;
  int unicode = (flags_of(re) & RE_U) != 0;
  while (at <= s->len && match_at(re, s, at, (flags_of(re) & RE_Y) != 0, caps)) {
    rt_array_push_value(out, (rt_value)(uintptr_t)match_array(re, s, caps));
    at = (uint32_t)caps[1];
    if (caps[1] == caps[0]) at = advance(s, at, unicode);
  }
  free(caps);
  return out;
}

double rt_str_search(const rt_str *s, rt_object *re) {
  check(re);
  int32_t *caps = caps_new(re);
  int r = match_at(re, s, 0, (flags_of(re) & RE_Y) != 0, caps);
  double d = r ? caps[0] : -1;
  free(caps);
  return d;
}

/* GetSubstitution: $$ $& $` $' $n $nn $<name>. */
static void substitute(ubuf *b, const rt_str *rep, const rt_object *re, const rt_str *s, const int32_t *caps) {
  rep = rt__flat(rep);
  uint32_t ng = re_ngroups(prog_of(re)), n = rep->len, len;
  for (uint32_t i = 0; i < n; i++) {
    uint16_t c = rt__str_at(rep, i);
    if (c != '$' || i + 1 >= n) {
      ub_units(b, rep, i, i + 1);
      continue;
    }
    uint16_t d = rt__str_at(rep, i + 1);
    if (d == '$') {
      ub_units(b, rep, i, i + 1);
      i++;
    } else if (d == '&') {
      ub_units(b, s, (uint32_t)caps[0], (uint32_t)caps[1]);
      i++;
    } else if (d == '`') {
      ub_units(b, s, 0, (uint32_t)caps[0]);
      i++;
    } else if (d == '\'') {
      ub_units(b, s, (uint32_t)caps[1], s->len);
      i++;
    } else if (d >= '0' && d <= '9') {
      uint32_t g = d - '0', used = 2;
      if (i + 2 < n && rt__str_at(rep, i + 2) >= '0' && rt__str_at(rep, i + 2) <= '9') {
        uint32_t g2 = g * 10 + (rt__str_at(rep, i + 2) - '0');
        if (g2 >= 1 && g2 < ng) g = g2, used = 3;
      }
      if (g >= 1 && g < ng) {
        if (caps[2 * g] >= 0) ub_units(b, s, (uint32_t)caps[2 * g], (uint32_t)caps[2 * g + 1]);
        i += used - 1;
      } else {
        ub_units(b, rep, i, i + 1);
      }
    } else if (d == '<') {
      int named = 0;
      for (uint32_t g = 1; g < ng && !named; g++) named = (re_group_name(prog_of(re), g, &len), len != 0);
      uint32_t close = i + 2;
      while (close < n && rt__str_at(rep, close) != '>') close++;
      if (!named || close >= n) {
        ub_units(b, rep, i, i + 1);
        continue;
      }
      for (uint32_t g = 1; g < ng; g++) {
        const uint32_t *nm = re_group_name(prog_of(re), g, &len);
        if (len != close - (i + 2)) continue;
        uint32_t j = 0;
        while (j < len && nm[j] == rt__str_at(rep, i + 2 + j)) j++;
        if (j == len && caps[2 * g] >= 0) ub_units(b, s, (uint32_t)caps[2 * g], (uint32_t)caps[2 * g + 1]);
      }
      i = close;
    } else {
      ub_units(b, rep, i, i + 1);
    }
  }
}

typedef const rt_str *(*rfn0)(void *);
typedef const rt_str *(*rfn1)(void *, const rt_str *);
typedef const rt_str *(*rfn2)(void *, const rt_str *, const rt_str *);
typedef const rt_str *(*rfn3)(void *, const rt_str *, const rt_str *, const rt_str *);
typedef const rt_str *(*rfn4)(void *, const rt_str *, const rt_str *, const rt_str *, const rt_str *);
typedef const rt_str *(*rfn5)(void *, const rt_str *, const rt_str *, const rt_str *, const rt_str *, const rt_str *);
typedef const rt_str *(*rfn6)(void *, const rt_str *, const rt_str *, const rt_str *, const rt_str *, const rt_str *,
                              const rt_str *);
typedef const rt_str *(*rfn7)(void *, const rt_str *, const rt_str *, const rt_str *, const rt_str *, const rt_str *,
                              const rt_str *, const rt_str *);
typedef const rt_str *(*rfn8)(void *, const rt_str *, const rt_str *, const rt_str *, const rt_str *, const rt_str *,
                              const rt_str *, const rt_str *, const rt_str *);

/* Calls a replacer (string params: the match and the captures) with arity args. */
static const rt_str *call_replacer(const rt_closure *f, uint32_t arity, const rt_str *s, const int32_t *caps, uint32_t ng) {
  const rt_str *a[8];
  for (uint32_t i = 0; i < 8; i++)
    a[i] = i < ng && caps[2 * i] >= 0 ? rt__str_sub(s, (uint32_t)caps[2 * i], (uint32_t)caps[2 * i + 1]) : &rt_str_undefined;
  void *e = f->env;
  switch (arity) {
  case 0: return ((rfn0)f->fn)(e);
  case 1: return ((rfn1)f->fn)(e, a[0]);
  case 2: return ((rfn2)f->fn)(e, a[0], a[1]);
  case 3: return ((rfn3)f->fn)(e, a[0], a[1], a[2]);
  case 4: return ((rfn4)f->fn)(e, a[0], a[1], a[2], a[3]);
  case 5: return ((rfn5)f->fn)(e, a[0], a[1], a[2], a[3], a[4]);
  case 6: return ((rfn6)f->fn)(e, a[0], a[1], a[2], a[3], a[4], a[5]);
  case 7: return ((rfn7)f->fn)(e, a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
  default: return ((rfn8)f->fn)(e, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
  }
}

/* A replacer that also takes the offset (a number: its parameter, off, is
 * the one after the captures), and maybe the input string and the groups
 * object (at grp, or 0) after it.  Every other parameter is one word (a
 * string, or the groups as an rt_value). */
typedef uintptr_t W;
typedef const rt_str *R;
static R call_replacer_ext(const rt_closure *f, uint32_t ar, uint32_t off, uint32_t grp, const rt_object *re,
                           const rt_str *s, const int32_t *caps, uint32_t ng) {
  W a[8];
  for (uint32_t i = 0; i < ar && i < 8; i++) {
    const rt_str *x = i < ng && caps[2 * i] >= 0 ? rt__str_sub(s, (uint32_t)caps[2 * i], (uint32_t)caps[2 * i + 1])
                                                 : &rt_str_undefined;
    a[i] = i == off + 1 ? (W)s : (W)x;
  }
  if (grp && grp < 8) a[grp] = (W)groups_object(re, s, caps);
  double d = caps[0];
  void *e = f->env;
  switch (ar << 4 | off) {
  case 0x21: return ((R(*)(void *, W, double))f->fn)(e, a[0], d);
  case 0x31: return ((R(*)(void *, W, double, W))f->fn)(e, a[0], d, a[2]);
  case 0x32: return ((R(*)(void *, W, W, double))f->fn)(e, a[0], a[1], d);
  case 0x41: return ((R(*)(void *, W, double, W, W))f->fn)(e, a[0], d, a[2], a[3]);
  case 0x42: return ((R(*)(void *, W, W, double, W))f->fn)(e, a[0], a[1], d, a[3]);
  case 0x43: return ((R(*)(void *, W, W, W, double))f->fn)(e, a[0], a[1], a[2], d);
  case 0x51: return ((R(*)(void *, W, double, W, W, W))f->fn)(e, a[0], d, a[2], a[3], a[4]);
  case 0x52: return ((R(*)(void *, W, W, double, W, W))f->fn)(e, a[0], a[1], d, a[3], a[4]);
  case 0x53: return ((R(*)(void *, W, W, W, double, W))f->fn)(e, a[0], a[1], a[2], d, a[4]);
  case 0x54: return ((R(*)(void *, W, W, W, W, double))f->fn)(e, a[0], a[1], a[2], a[3], d);
  case 0x61: return ((R(*)(void *, W, double, W, W, W, W))f->fn)(e, a[0], d, a[2], a[3], a[4], a[5]);
  case 0x62: return ((R(*)(void *, W, W, double, W, W, W))f->fn)(e, a[0], a[1], d, a[3], a[4], a[5]);
  case 0x63: return ((R(*)(void *, W, W, W, double, W, W))f->fn)(e, a[0], a[1], a[2], d, a[4], a[5]);
  case 0x64: return ((R(*)(void *, W, W, W, W, double, W))f->fn)(e, a[0], a[1], a[2], a[3], d, a[5]);
  case 0x65: return ((R(*)(void *, W, W, W, W, W, double))f->fn)(e, a[0], a[1], a[2], a[3], a[4], d);
  case 0x71: return ((R(*)(void *, W, double, W, W, W, W, W))f->fn)(e, a[0], d, a[2], a[3], a[4], a[5], a[6]);
  case 0x72: return ((R(*)(void *, W, W, double, W, W, W, W))f->fn)(e, a[0], a[1], d, a[3], a[4], a[5], a[6]);
  case 0x73: return ((R(*)(void *, W, W, W, double, W, W, W))f->fn)(e, a[0], a[1], a[2], d, a[4], a[5], a[6]);
  case 0x74: return ((R(*)(void *, W, W, W, W, double, W, W))f->fn)(e, a[0], a[1], a[2], a[3], d, a[5], a[6]);
  case 0x75: return ((R(*)(void *, W, W, W, W, W, double, W))f->fn)(e, a[0], a[1], a[2], a[3], a[4], d, a[6]);
  case 0x76: return ((R(*)(void *, W, W, W, W, W, W, double))f->fn)(e, a[0], a[1], a[2], a[3], a[4], a[5], d);
  case 0x81: return ((R(*)(void *, W, double, W, W, W, W, W, W))f->fn)(e, a[0], d, a[2], a[3], a[4], a[5], a[6], a[7]);
  case 0x82: return ((R(*)(void *, W, W, double, W, W, W, W, W))f->fn)(e, a[0], a[1], d, a[3], a[4], a[5], a[6], a[7]);
  case 0x83: return ((R(*)(void *, W, W, W, double, W, W, W, W))f->fn)(e, a[0], a[1], a[2], d, a[4], a[5], a[6], a[7]);
  case 0x84: return ((R(*)(void *, W, W, W, W, double, W, W, W))f->fn)(e, a[0], a[1], a[2], a[3], d, a[5], a[6], a[7]);
  case 0x85: return ((R(*)(void *, W, W, W, W, W, double, W, W))f->fn)(e, a[0], a[1], a[2], a[3], a[4], d, a[6], a[7]);
  case 0x86: return ((R(*)(void *, W, W, W, W, W, W, double, W))f->fn)(e, a[0], a[1], a[2], a[3], a[4], a[5], d, a[7]);
  case 0x87: return ((R(*)(void *, W, W, W, W, W, W, W, double))f->fn)(e, a[0], a[1], a[2], a[3], a[4], a[5], a[6], d);
  }
  rt_throw_error("TypeError", "replacer: unsupported parameter list");
}

/* A replacer with a rest parameter, after `fixed` string parameters: JS's
 * whole argument list (match, captures, offset, input, and the groups
 * object when the pattern names some), the rest in an array of values. */
static R call_replacer_rest(const rt_closure *f, uint32_t fixed, const rt_object *re, const rt_str *s,
                            const int32_t *caps, uint32_t ng) {
  rt_array *all = rt_array_new(RT_ELEM_VALUE, ng + 3);
  for (uint32_t i = 0; i < ng; i++)
    rt_array_push(all, caps[2 * i] >= 0 ? rt_box_string(rt__str_sub(s, (uint32_t)caps[2 * i], (uint32_t)caps[2 * i + 1]))
                                        : RT_UNDEFINED);
  rt_array_push(all, rt_box_number(caps[0]));
  rt_array_push(all, rt_box_string(s));
  rt_value g = re ? groups_object(re, s, caps) : RT_UNDEFINED;
  if (g != RT_UNDEFINED) rt_array_push(all, g);
  W a[8];
  for (uint32_t i = 0; i < fixed && i < 8; i++) {
    rt_value v = rt_array_get(all, i);
    a[i] = (W)(v == RT_UNDEFINED ? &rt_str_undefined : rt_unbox_string(v));
  }
  rt_array *rest = rt_array_slice(all, rt_box_number(fixed), rt_box_number(all->length));
  void *e = f->env;
  switch (fixed) {
  case 0: return ((R(*)(void *, rt_array *))f->fn)(e, rest);
  case 1: return ((R(*)(void *, W, rt_array *))f->fn)(e, a[0], rest);
  case 2: return ((R(*)(void *, W, W, rt_array *))f->fn)(e, a[0], a[1], rest);
  case 3: return ((R(*)(void *, W, W, W, rt_array *))f->fn)(e, a[0], a[1], a[2], rest);
  case 4: return ((R(*)(void *, W, W, W, W, rt_array *))f->fn)(e, a[0], a[1], a[2], a[3], rest);
  case 5: return ((R(*)(void *, W, W, W, W, W, rt_array *))f->fn)(e, a[0], a[1], a[2], a[3], a[4], rest);
  case 6: return ((R(*)(void *, W, W, W, W, W, W, rt_array *))f->fn)(e, a[0], a[1], a[2], a[3], a[4], a[5], rest);
  case 7: return ((R(*)(void *, W, W, W, W, W, W, W, rt_array *))f->fn)(e, a[0], a[1], a[2], a[3], a[4], a[5], a[6], rest);
  case 8: return ((R(*)(void *, W, W, W, W, W, W, W, W, rt_array *))f->fn)(e, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], rest);
  }
  rt_throw_error("TypeError", "replacer: unsupported parameter list");
}

/* Calls the replacer rep for one match (caps: its ng groups; re: NULL for
 * a string pattern), its parameter list encoded in arity as
 * rt_str_replace_re says. */
static R call_replacer_any(rt_value rep, uint32_t arity, const rt_object *re, const rt_str *s, const int32_t *caps,
                           uint32_t ng) {
  const rt_closure *f = rt_unbox_function(rep);
  if (arity & 0x1000) return call_replacer_rest(f, arity & 15, re, s, caps, ng);
  if (arity >> 4) return call_replacer_ext(f, arity & 15, arity >> 4 & 15, arity >> 8, re, s, caps, ng);
  if (arity > ng) /* Node passes the offset there, a number: the compiler did not know ng */
    rt_throw_error("TypeError", "unsupported: a replacer function with parameters after the RegExp's captures "
                                "(offset and string are passed when the pattern is a regex literal or a const holding one)");
  return call_replacer(f, arity, s, caps, ng);
}

/* s.replace(pat, fn) (all: replaceAll) with a string pattern: fn is called
 * for the first occurrence (every one, left to right) as a replacer of a
 * RegExp without captures is, with (match, offset, string); its result is
 * inserted as is ($ patterns are not expanded). */
const rt_str *rt_str_replace_fn(const rt_str *s, const rt_str *pat, rt_value rep, double arity, bool all) {
  s = rt__flat(s);
  uint32_t m = pat->len, done = 0;
  __attribute__((cleanup(ub_release))) ubuf b = {0};
  double at = rt_str_index_of(s, pat, RT_UNDEFINED);
  if (at < 0) return s;
  while (at >= 0) {
    uint32_t p = (uint32_t)at;
    int32_t caps[2] = {(int32_t)p, (int32_t)(p + m)};
    ub_units(&b, s, done, p);
    ub_str(&b, call_replacer_any(rep, (uint32_t)arity, NULL, s, caps, 1));
    done = p + m;
    if (!all || p + (m ? m : 1) > s->len) break;
    at = rt_str_index_of(s, pat, rt_box_number(p + (m ? m : 1)));
  }
  ub_units(&b, s, done, s->len);
  return ub_done(&b);
}

/* s.replace(re, rep) (all: replaceAll, which wants a global re).  rep is a
 * string, or a closure taking `arity` string parameters; or, when arity has
 * bits above the low four, arity & 15 parameters with the offset at
 * (arity >> 4) & 15 and the groups object at arity >> 8 (0: none); or, with
 * bit 0x1000, arity & 15 string parameters and a rest array of the others
 * (call_replacer_rest). */
const rt_str *rt_str_replace_re(const rt_str *s, rt_object *re, rt_value rep, double arity, bool all) {
  check(re);
  uint32_t fl = flags_of(re);
  if (all && !(fl & RE_G)) rt_throw_error("TypeError", "String.prototype.replaceAll called with a non-global RegExp argument");
  s = rt__flat(s);
  uint32_t ng = re_ngroups(prog_of(re));
  __attribute__((cleanup(caps_release))) int32_t *caps = caps_new(re);
  __attribute__((cleanup(ub_release))) ubuf b = {0};
  uint32_t at = 0, done = 0;
  if (fl & RE_G) set_last_index(re, 0);
  else if (fl & RE_Y) {
    double li = floor(last_index(re));
    at = li > 0 ? (li > s->len ? s->len + 1 : (uint32_t)li) : 0;
  }
  while (at <= s->len && match_at(re, s, at, (fl & RE_Y) != 0, caps)) {
    ub_units(&b, s, done, (uint32_t)caps[0]);
    if (rt__is_string(rep)) substitute(&b, rt_unbox_string(rep), re, s, caps);
    else ub_str(&b, call_replacer_any(rep, (uint32_t)arity, re, s, caps, ng));
    done = (uint32_t)caps[1];
    if (!(fl & RE_G)) {
      if (fl & RE_Y) set_last_index(re, caps[1]);
      break;
    }
    at = (uint32_t)caps[1];
    if (caps[1] == caps[0]) at = advance(s, at, (fl & RE_U) != 0);
  }
  if ((fl & RE_Y) && !(fl & RE_G) && done == 0 && b.n == 0) set_last_index(re, 0);
  ub_units(&b, s, done, s->len);
  return ub_done(&b); /* (caps: caps_release) */
}

/* s.split(re, limit): captures are spliced in. */
rt_array *rt_str_split_re(const rt_str *s, rt_object *re, rt_value limit) {
  check(re);
  s = rt__flat(s);
  uint32_t lim = limit == RT_UNDEFINED ? 0xFFFFFFFFu : rt_to_uint32(rt_value_to_num(limit));
  rt_array *out = rt_array_new(RT_ELEM_PTR, 4);
  if (lim == 0) return out;
  uint32_t ng = re_ngroups(prog_of(re));
  int32_t *caps = caps_new(re);
  if (s->len == 0) {
    if (!match_at(re, s, 0, 1, caps)) rt_array_push_value(out, (rt_value)(uintptr_t)s);
    free(caps);
    return out;
  }
  uint32_t p = 0, q = 0;
  int unicode = (flags_of(re) & RE_U) != 0;
  /* The spec tries a sticky match at each q in turn; one search from q finds
   * the same first q that matches (the scan tries the same positions, pairs
   * skipped alike with u) without a call per position. */
  while (q < s->len) {
    if (!match_at(re, s, q, 0, caps) || (uint32_t)caps[0] >= s->len) break;
    q = (uint32_t)caps[0];
    if ((uint32_t)caps[1] == p) {
      q = advance(s, q, unicode);
      continue;
    }
    uint32_t e = (uint32_t)caps[1];
    rt_array_push_value(out, (rt_value)(uintptr_t)rt__str_sub(s, p, q));
    if (out->length == lim) goto done;
    for (uint32_t g = 1; g < ng; g++) {
      const rt_str *x = caps[2 * g] < 0 ? &rt_str_undefined : rt__str_sub(s, (uint32_t)caps[2 * g], (uint32_t)caps[2 * g + 1]);
      rt_array_push_value(out, (rt_value)(uintptr_t)x);
      if (out->length == lim) goto done;
    }
    p = e;
    q = p;
  }
  rt_array_push_value(out, (rt_value)(uintptr_t)rt__str_sub(s, p, s->len));
done:
  free(caps);
  return out;
}

/* For the fuzz target: a smaller step budget. */
void rt__regexp_set_budget(uint64_t steps) { re_budget = steps; }
