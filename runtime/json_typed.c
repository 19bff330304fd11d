/* json_typed.c - JSON.stringify(x) where the compiler knows x's static type.
 *
 * For JSON.stringify(x) (no replacer) of an x whose static type is an
 * object type, an array of one, or nests them, check_jsonplan.inc passes a
 * descriptor of the type:
 *   v                                   any value: written by its run-time kind
 *   A<desc>                             an array whose elements are desc
 *   O<n>:{<u>:<4u hex digits><?|!><desc>}*   an object type's properties
 *                                       (name as u UTF-16 units, optional or not)
 * The descriptor is parsed once per call site into a plan (a tree of nodes,
 * kept for the program's life).  An object node keeps a few (class, slot
 * list) pairs: the first time an object of class K meets the node, K is
 * matched against the type: every visible slot of K must be one of the
 * type's properties (no extra properties), every property K lacks must be
 * optional, K must not be a Date, dictionary, Error, class object or have
 * a toJSON method.  The match lists K's slots in JSON's order with each
 * property's pre-escaped `"name":`.  Later objects of K cost one pointer
 * compare; then each slot is read by its kind and written without lookups.
 * An object whose class does not match (a literal with extra properties, a
 * subclass instance, a dictionary) and every `v` node are written by their
 * run-time kind (jw_any: per-class tables of pre-escaped keys).  The walk
 * keeps a stack of the containers it is in: a cycle throws TypeError.
 * JSON.stringify without a replacer of a value no plan describes (unknown,
 * any) is the same walk with no plan (desc NULL).
 *
 * Output is Latin-1 bytes, made into a string without a UTF-16 detour.  A
 * string with a unit above 255, or an indent string that has one, abandons
 * the walk: the call is redone by the general path (inspect.c).  So does
 * whatever would run user code, met before it runs: an instance of a class
 * with a toJSON method (RT_CLASS_TOJSON), an object literal's getters; so
 * nothing has had a side effect when the general path starts over, and
 * toJSON and getters are only ever called by the general path, once.  Also
 * left to it: an Error's own slots, typed arrays, a BigInt (its TypeError).
 */
#include "rt_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

typedef struct jplan jplan;

static inline double num_of(rt_value v) { /* rt_unbox_number, inline */
  double d;
  memcpy(&d, &v, sizeof d);
  return d;
}

typedef struct jprop {
  const rt_str *name; /* interned */
  uint8_t *key;       /* `"name":` escaped, Latin-1; NULL if the name has a unit above 255 */
  uint32_t keylen;
  bool opt;
  jplan *sub;
} jprop;

typedef struct jmatch {
  const rt_class *cls; /* NULL: unused */
  bool no;             /* cls does not fit: the general path */
  uint32_t n;
  uint32_t *slot; /* n slots in JSON order */
  uint32_t *prop; /* the property each is */
} jmatch;

#define JMATCHES 4u
struct jplan {
  char kind; /* 'v', 'A', 'O' */
  jplan *elem;
  uint32_t n;
  jprop *props;
  jmatch m[JMATCHES];
  uint32_t next; /* the entry replaced next when all are used */
};

/* ---- descriptors to plans ---------------------------------------------------------- */

typedef struct jd {
  const rt_str *s;
  uint32_t i;
} jd;

static uint16_t jd_c(const jd *d) { return d->i < d->s->len ? rt__str_at(d->s, d->i) : 0; }
static uint32_t jd_num(jd *d) {
  uint32_t v = 0;
  while (jd_c(d) >= '0' && jd_c(d) <= '9') v = v * 10 + (jd_c(d) - '0'), d->i++;
  return v;
}
static int hexv(uint16_t c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 0; }

static void *jalloc(size_t n) {
  void *p = calloc(1, n ? n : 1);
  if (!p) rt__oom(n);
  return p;
}

/* `"name":` with JSON's escapes, as Latin-1 bytes; NULL for a wide name. */
static uint8_t *escaped_key(const uint16_t *u, uint32_t n, uint32_t *len) {
  uint8_t *b = jalloc((size_t)n * 6 + 3), *w = b;
  *w++ = '"';
  for (uint32_t i = 0; i < n; i++) {
    uint16_t ch = u[i];
    if (ch > 255) {
      free(b);
      return NULL;
    }
    if (ch >= 0x20 && ch != '"' && ch != '\\') {
      *w++ = (uint8_t)ch;
      continue;
    }
    *w++ = '\\';
    switch (ch) {
    case '"': *w++ = '"'; break;
    case '\\': *w++ = '\\'; break;
    case '\n': *w++ = 'n'; break;
    case '\r': *w++ = 'r'; break;
    case '\t': *w++ = 't'; break;
    case '\b': *w++ = 'b'; break;
    case '\f': *w++ = 'f'; break;
    default: {
      static const char hx[] = "0123456789abcdef";
      *w++ = 'u', *w++ = '0', *w++ = '0', *w++ = (uint8_t)hx[ch >> 4], *w++ = (uint8_t)hx[ch & 15];
    }
    }
  }
  *w++ = '"';
  *w++ = ':';
  *len = (uint32_t)(w - b);
  return b;
}

static jplan *plan_parse(jd *d, int depth) {
  jplan *p = jalloc(sizeof *p);
  uint16_t c = jd_c(d);
  d->i++;
  if (c == 'A') {
    p->kind = 'A';
    p->elem = plan_parse(d, depth + 1);
  } else if (c == 'O') {
    p->kind = 'O';
    p->n = jd_num(d);
    d->i++; /* ':' */
    p->props = jalloc(p->n * sizeof *p->props);
    for (uint32_t k = 0; k < p->n; k++) {
      uint32_t u = jd_num(d);
      d->i++; /* ':' */
      uint16_t small[64];
      uint16_t *units = u <= 64 ? small : jalloc(u * sizeof *units);
      for (uint32_t q = 0; q < u; q++) {
        units[q] = (uint16_t)(hexv(jd_c(d)) << 12 | hexv(rt__str_at(d->s, d->i + 1)) << 8 |
                              hexv(rt__str_at(d->s, d->i + 2)) << 4 | hexv(rt__str_at(d->s, d->i + 3)));
        d->i += 4;
      }
      jprop *pr = &p->props[k];
      pr->name = rt__json_key(units, u);
      pr->key = escaped_key(units, u, &pr->keylen);
      if (units != small) free(units);
      pr->opt = jd_c(d) == '?';
      d->i++;
      pr->sub = plan_parse(d, depth + 1);
    }
  } else {
    p->kind = 'v';
  }
  return p;
}

/* The plan of a descriptor (a compiler-emitted constant: its address is its identity). */
typedef struct plan_ent {
  const rt_str *desc;
  jplan *plan;
} plan_ent;
static _Thread_local plan_ent *plans;
static _Thread_local uint32_t nplans, capplans;

static jplan *plan_of(const rt_str *desc) {
  uintptr_t a = (uintptr_t)desc;
  uint32_t h = (uint32_t)((a >> 4) ^ (a >> 20));
  if (capplans)
    for (uint32_t j = h & (capplans - 1);; j = (j + 1) & (capplans - 1)) {
      if (!plans[j].desc) break;
      if (plans[j].desc == desc) return plans[j].plan;
    }
  if ((nplans + 1) * 2 > capplans) {
    uint32_t nc = capplans ? capplans * 2 : 16;
    plan_ent *nt = jalloc(nc * sizeof *nt);
    for (uint32_t i = 0; i < capplans; i++)
      if (plans[i].desc) {
        uintptr_t b = (uintptr_t)plans[i].desc;
        uint32_t j = (uint32_t)((b >> 4) ^ (b >> 20)) & (nc - 1);
        while (nt[j].desc) j = (j + 1) & (nc - 1);
        nt[j] = plans[i];
      }
    free(plans);
    plans = nt;
    capplans = nc;
  }
  jd d = {rt__flat(desc), 0};
  jplan *p = plan_parse(&d, 0);
  uint32_t j = h & (capplans - 1);
  while (plans[j].desc) j = (j + 1) & (capplans - 1);
  plans[j].desc = desc;
  plans[j].plan = p;
  nplans++;
  return p;
}

/* ---- matching a class against an object node ---------------------------------------- */

static bool visible(const rt_class *k, uint32_t i) {
  return k->slot_names && k->slot_names[i] && (!k->slot_types || k->slot_types[i] != RT_SLOT_HIDDEN);
}

static bool has_to_json(const rt_class *k) {
  for (uint32_t i = 0; k->method_names && i < k->nmethods; i++) {
    const rt_str *m = k->method_names[i];
    if (m && m->len == 6 && !(m->flags & (RT_STR_WIDE | RT_STR_ROPE)) && !memcmp(rt_str_bytes(m), "toJSON", 6))
      return true;
  }
  for (uint32_t i = 0; k->slot_names && i < k->nslots; i++) {
    const rt_str *m = k->slot_names[i];
    if (m && m->len == 6 && !(m->flags & (RT_STR_WIDE | RT_STR_ROPE)) && !memcmp(rt_str_bytes(m), "toJSON", 6))
      return true;
  }
  return false;
}

static void match_class(jmatch *m, const jplan *p, const rt_object *o) {
  const rt_class *k = o->cls;
  m->cls = k;
  m->no = true;
  m->n = 0;
  if (k->flags & (RT_CLASS_ERROR | RT_CLASS_DICT | RT_CLASS_CTOR | RT_CLASS_ANYFN | RT__CLASS_NULL_PROTO)) return;
  if (rt__builtin_json(o) != RT_ABSENT || has_to_json(k)) return;
  if (k->nslots && !k->slot_names) return;
  for (uint32_t q = 0; q < p->n; q++)
    if (!p->props[q].key) return; /* a name with a unit above 255 */
  uint32_t *ord = rt__shape_order(k);
  uint32_t *slot = jalloc((k->nslots + 1) * sizeof *slot), *prop = jalloc((k->nslots + 1) * sizeof *prop);
  bool *used = jalloc(p->n + 1);
  uint32_t n = 0;
  bool ok = true;
  for (uint32_t q = 0; q < k->nslots && ok; q++) {
    uint32_t s = ord ? ord[q] : q;
    if (!visible(k, s)) continue;
    const rt_str *name = k->slot_names[s];
    uint32_t j = 0;
    while (j < p->n && p->props[j].name != name && !rt_str_equals(p->props[j].name, name)) j++;
    if (j == p->n || used[j]) {
      ok = false; /* a property the type does not have */
      break;
    }
    used[j] = true;
    slot[n] = s;
    prop[n++] = j;
  }
  for (uint32_t j = 0; j < p->n && ok; j++)
    if (!used[j] && !p->props[j].opt) ok = false;
  free(ord);
  free(used);
  if (!ok) {
    free(slot);
    free(prop);
    return;
  }
  m->no = false;
  m->n = n;
  m->slot = slot;
  m->prop = prop;
}

static const jmatch *match_of(jplan *p, const rt_object *o) {
  const rt_class *k = o->cls;
  for (uint32_t i = 0; i < JMATCHES; i++)
    if (p->m[i].cls == k) return &p->m[i];
  jmatch *m = NULL;
  for (uint32_t i = 0; i < JMATCHES && !m; i++)
    if (!p->m[i].cls) m = &p->m[i];
  if (!m) {
    m = &p->m[p->next++ % JMATCHES];
    free(m->slot);
    free(m->prop);
    m->slot = m->prop = NULL;
  }
  match_class(m, p, o);
  return m;
}

/* ---- writing --------------------------------------------------------------------- */

typedef struct jw {
  uint8_t *p;
  uint32_t len, cap;
  const uint8_t *gap; /* the indent unit, Latin-1 */
  uint32_t gaplen;
  uint32_t depth;
  bool bail;     /* the general path redoes the call (see the top) */
  bool circular; /* a cycle */
  const void **stack; /* the objects and arrays being written (cycle detection) */
  uint32_t nstack, capstack;
} jw;

/* Enters container p; false (and w->circular) if it is being written already. */
static bool jw_enter(jw *w, const void *p) {
  for (uint32_t i = 0; i < w->nstack; i++)
    if (w->stack[i] == p) {
      w->circular = true;
      return false;
    }
  if (w->nstack == w->capstack) {
    uint32_t cap = w->capstack ? w->capstack * 2 : 16;
    const void **s = realloc((void *)w->stack, cap * sizeof *s);
    if (!s) rt__oom(cap * sizeof *s);
    w->stack = s;
    w->capstack = cap;
  }
  w->stack[w->nstack++] = p;
  return true;
}

static __attribute__((noinline)) void jw_grow(jw *w, uint32_t extra) {
  uint32_t cap = w->cap < 256 ? 256 : w->cap;
  while (cap < w->len + extra) cap *= 2;
  uint8_t *p = realloc(w->p, cap);
  if (!p) rt__oom(cap);
  w->p = p;
  w->cap = cap;
}
/* The check inline (it comes before every bracket, comma, key and value), the growth not. */
static inline void jw_reserve(jw *w, uint32_t extra) {
  if (__builtin_expect(w->len + extra > w->cap, 0)) jw_grow(w, extra);
}
static void jw_byte(jw *w, uint8_t c) {
  jw_reserve(w, 1);
  w->p[w->len++] = c;
}
static void jw_bytes(jw *w, const void *b, uint32_t n) {
  jw_reserve(w, n);
  memcpy(w->p + w->len, b, n);
  w->len += n;
}
static void jw_newline(jw *w) {
  jw_reserve(w, 1 + w->depth * w->gaplen);
  w->p[w->len++] = '\n';
  for (uint32_t i = 0; i < w->depth; i++) {
    memcpy(w->p + w->len, w->gap, w->gaplen);
    w->len += w->gaplen;
  }
}

static inline void jw_break(jw *w) {
  if (w->gaplen) jw_newline(w);
}

static void jw_number(jw *w, double d) {
  if (d >= 0 && d < 4294967296.0 && d == (double)(uint32_t)d) { /* small integers (and -0) */
    static const char two[201] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                                 "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                                 "8081828384858687888990919293949596979899";
    uint32_t u = (uint32_t)d;
    char t[10], *e = t + 10, *q = e;
    while (u >= 100) {
      q -= 2;
      memcpy(q, two + 2 * (u % 100), 2);
      u /= 100;
    }
    if (u >= 10) q -= 2, memcpy(q, two + 2 * u, 2);
    else *--q = (char)('0' + u);
    jw_reserve(w, 10);
    memcpy(w->p + w->len, q, (size_t)(e - q));
    w->len += (uint32_t)(e - q);
    return;
  }
  if (!isfinite(d)) {
    jw_bytes(w, "null", 4);
    return;
  }
  jw_reserve(w, RT__NUM_BUF);
  w->len += (uint32_t)rt__num_fmt(d == 0 ? 0 : d, (char *)w->p + w->len);
}

static void jw_string(jw *w, const rt_str *s) {
  s = rt__flat(s);
  if (s->flags & RT_STR_WIDE) {
    w->bail = true;
    return;
  }
  const uint8_t *b = rt_str_bytes(s);
  uint32_t n = s->len;
  jw_reserve(w, n * 6 + 2 + 16);
  uint8_t *o = w->p + w->len;
  *o++ = '"';
  uint32_t i = 0;
#ifdef __SSE2__
  /* Sixteen bytes at a time, then eight, up to the first that needs an
   * escape (below 0x20: the unsigned min with 0x1F leaves it unchanged;
   * '"'; '\\'), copied by whole stores (the room reserved above takes
   * the overrun). */
  const __m128i c1f = _mm_set1_epi8(0x1F), quote = _mm_set1_epi8('"'), bslash = _mm_set1_epi8('\\');
  uint32_t mask = 0;
  for (; i + 16 <= n; i += 16) {
    __m128i v = _mm_loadu_si128((const __m128i *)(b + i));
    __m128i bad = _mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(v, c1f), v),
                               _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, bslash)));
    mask = (uint32_t)_mm_movemask_epi8(bad);
    _mm_storeu_si128((__m128i *)o, v);
    if (mask) break;
    o += 16;
  }
  if (!mask && i + 8 <= n) {
    __m128i v = _mm_loadl_epi64((const __m128i *)(b + i));
    __m128i bad = _mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(v, c1f), v),
                               _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, bslash)));
    mask = (uint32_t)_mm_movemask_epi8(bad) & 0xFF; /* (the high half, zeros, is not looked at) */
    _mm_storel_epi64((__m128i *)o, v);
    if (!mask) o += 8, i += 8;
  }
  if (mask) {
    uint32_t ok = (uint32_t)__builtin_ctz(mask);
    o += ok;
    i += ok;
  }
#endif
  for (; i < n; i++) {
    uint8_t ch = b[i];
    char e[6];
    int k = rt__json_escape(ch, e);
    if (!k) {
      *o++ = ch;
      continue;
    }
    for (int q = 0; q < k; q++) *o++ = (uint8_t)e[q];
  }
  *o++ = '"';
  w->len = (uint32_t)(o - w->p);
}

static bool jw_value(jw *w, rt_value v, jplan *p);
static bool jw_any(jw *w, const rt_object *o);


static bool jw_object(jw *w, const rt_object *o, jplan *p) {
  const jmatch *m = match_of(p, o);
  if (m->no) return jw_any(w, o);
  if (!jw_enter(w, o)) return true;
  jw_byte(w, '{');
  w->depth++;
  bool any = false;
  const rt_class *k = o->cls;
  for (uint32_t q = 0; q < m->n && !w->bail && !w->circular; q++) {
    uint32_t s = m->slot[q];
    const jprop *pr = &p->props[m->prop[q]];
    uint64_t word = o->slots[s];
    uint8_t kind = k->slot_types ? k->slot_types[s] : RT_SLOT_VALUE;
    rt_value v;
    if (kind == RT_SLOT_VALUE) {
      if (word == RT_ABSENT || word == RT_UNDEFINED) continue;
      v = word;
    } else if (kind == RT_SLOT_F64) {
      if (word == RT_F64_HOLE) continue;
      double d;
      memcpy(&d, &word, sizeof d);
      if (any) jw_byte(w, ',');
      jw_break(w);
      jw_bytes(w, pr->key, pr->keylen);
      if (w->gaplen) jw_byte(w, ' ');
      jw_number(w, d);
      any = true;
      continue;
    } else {
      v = rt__slot_value(o, s);
    }
    uint32_t mark = w->len;
    if (any) jw_byte(w, ',');
    jw_break(w);
    jw_bytes(w, pr->key, pr->keylen);
    if (w->gaplen) jw_byte(w, ' ');
    if (jw_value(w, v, pr->sub)) any = true;
    else w->len = mark;
  }
  w->depth--;
  w->nstack--;
  if (any) jw_break(w);
  jw_byte(w, '}');
  return true;
}

static rt_value elem_ptr(uint64_t x) {
  const void *e = (const void *)(uintptr_t)x;
  if (x >> RT_TAG_SHIFT) return x; /* already boxed */
  uint32_t gc = *(const uint32_t *)e;
  if (gc == RT_GC_STATIC || gc == RT_KIND_STRING) return rt_box_string(e);
  if (gc == RT_KIND_ARRAY || gc == RT_KIND_OBJECT || gc == RT_KIND_MAP) return rt_box_object(e);
  return rt_box_function(e);
}

static bool jw_array(jw *w, const rt_array *a, jplan *p) {
  if (!jw_enter(w, a)) return true;
  jw_byte(w, '[');
  w->depth++;
  for (uint32_t i = 0; i < a->length && !w->bail && !w->circular; i++) {
    if (i) jw_byte(w, ',');
    jw_break(w);
    rt_value v;
    switch (a->elem) {
    case RT_ELEM_F64: {
      uint64_t x = ((const uint64_t *)a->data)[i];
      if (x == RT_F64_HOLE) {
        jw_bytes(w, "null", 4);
        continue;
      }
      double d;
      memcpy(&d, &x, sizeof d);
      jw_number(w, d);
      continue;
    }
    case RT_ELEM_VALUE: v = ((const rt_value *)a->data)[i]; break;
    case RT_ELEM_PTR: {
      uint64_t x = ((const uint64_t *)a->data)[i];
      v = x ? elem_ptr(x) : RT_UNDEFINED; /* a hole */
      break;
    }
    default: jw_number(w, rt__typed_get(a, i)); continue;
    }
    if (!jw_value(w, v, p)) jw_bytes(w, "null", 4);
  }
  w->depth--;
  w->nstack--;
  if (a->length) jw_break(w);
  jw_byte(w, ']');
  return true;
}

/* ---- objects of any shape ------------------------------------------------------------ */

/* Per-class key tables for objects no plan describes (JSON.stringify of an
 * `unknown`, a `v` node, an object its node does not match): for each
 * recently written class, its visible slots in JSON's order with each
 * name's `"name":` pre-escaped, so that writing many objects of one class
 * escapes each name once.  An entry is found by the class pointer and
 * checked against the class's name table, slot and method counts, flags
 * and each name's hash (a class freed and another allocated at its address
 * never reuses a stale entry).  An entry in use by an object being written is busy: a nested
 * object whose class falls in the same place is written without one. */
typedef struct jshape {
  const rt_class *cls;
  const rt_str *const *names;
  uint32_t nslots, nmethods, flags;
  uint32_t *hashes; /* nslots: each name's hash (0 for none) */
  uint32_t n;       /* visible slots */
  uint32_t *slot;   /* n slots in JSON order */
  uint32_t *off;    /* n + 1 offsets into text; a wide name's key is empty (bail) */
  uint8_t *text;
  bool getters;     /* an object literal's getters (objacc.c): user code, so the general path */
  bool date, symbol; /* the class of Dates, of symbols */
  uint32_t busy;
} jshape;
#define JSHAPES 64u
static _Thread_local jshape shapes[JSHAPES]; /* (per worker: see KILN_WORKERS) */

static void jshape_fill(jshape *e, const rt_object *o) {
  const rt_class *k = o->cls;
  free(e->hashes);
  free(e->slot);
  free(e->off);
  free(e->text);
  uint32_t ns = k->nslots;
  e->cls = k;
  e->names = k->slot_names;
  e->nslots = ns;
  e->nmethods = k->nmethods;
  e->flags = k->flags;
  e->hashes = jalloc((ns + 1) * sizeof *e->hashes);
  e->slot = jalloc((ns + 1) * sizeof *e->slot);
  e->off = jalloc((ns + 1) * sizeof *e->off);
  uint32_t *ord = rt__shape_order(k), n = 0, len = 0;
  for (uint32_t q = 0; q < ns; q++) {
    const rt_str *nm = k->slot_names ? k->slot_names[q] : NULL;
    e->hashes[q] = nm ? rt__str_hash(nm) : 0;
    uint32_t i = ord ? ord[q] : q;
    if (visible(k, i)) e->slot[n++] = i, len += rt__flat(k->slot_names[i])->len * 6 + 3;
  }
  free(ord);
  e->n = n;
  e->text = jalloc(len + 16); /* (a key is copied by 16-byte loads: see jw_any) */
  len = 0;
  for (uint32_t q = 0; q < n; q++) {
    e->off[q] = len;
    const rt_str *nm = rt__flat(k->slot_names[e->slot[q]]);
    if (nm->flags & RT_STR_WIDE) continue;
    const uint8_t *b = rt_str_bytes(nm);
    uint8_t *o = e->text + len;
    *o++ = '"';
    for (uint32_t i = 0; i < nm->len; i++) {
      char x[6];
      int c = rt__json_escape(b[i], x);
      if (!c) *o++ = b[i];
      else memcpy(o, x, (size_t)c), o += c;
    }
    *o++ = '"';
    *o++ = ':';
    len = (uint32_t)(o - e->text);
  }
  e->off[n] = len;
  e->date = rt__builtin_json(o) != RT_ABSENT;
  e->symbol = rt__is_symbol(o);
  e->getters = false;
  for (uint32_t i = 0; i < k->nmethods && !e->getters; i++) {
    const rt_str *an;
    void *ag;
    e->getters = (rt__acc_at(k, i, &an, &ag) & RT__ACC_GET) && ag;
  }
}

static jshape *jshape_of(const rt_object *o) {
  const rt_class *k = o->cls;
  uintptr_t a = (uintptr_t)k;
  jshape *e = &shapes[((a >> 4) ^ (a >> 12)) % JSHAPES];
  if (e->cls == k && e->names == k->slot_names && e->nslots == k->nslots && e->nmethods == k->nmethods &&
      e->flags == k->flags) {
    bool same = true;
    for (uint32_t i = 0; i < k->nslots && same; i++) {
      const rt_str *nm = k->slot_names ? k->slot_names[i] : NULL;
      same = (nm ? rt__str_hash(nm) : 0) == e->hashes[i];
    }
    if (same) return e;
  }
  if (e->busy) return NULL;
  jshape_fill(e, o);
  return e;
}

/* An object of a class no plan describes, as inspect.c's json_value writes
 * it; the general path redoes the call for what runs user code (getters,
 * toJSON), an Error's slots, and a class the key cache has no room for. */
static bool jw_any(jw *w, const rt_object *o) {
  const rt_class *k = o->cls;
  if (!k) {
    jw_bytes(w, "{}", 2);
    return true;
  }
  jshape *e = k->flags & (RT_CLASS_ERROR | RT_CLASS_DICT) ? NULL : jshape_of(o);
  if (e && (e->date || e->symbol)) {
    if (e->symbol) return false;
    rt_value dj = rt__builtin_json(o); /* Date.prototype.toJSON */
    if (dj == RT_NULL) jw_bytes(w, "null", 4);
    else jw_string(w, rt_unbox_string(dj));
    return true;
  }
  if (!jw_enter(w, o)) return true;
  bool any = false;
  if (rt__is_dict(o)) {
    uint32_t count;
    uint32_t *dpos = rt__dict_order(o, &count);
    jw_byte(w, '{');
    w->depth++;
    for (uint32_t q = 0; q < count && !w->bail && !w->circular; q++) {
      const rt__map_entry *me = &rt__map_entries(rt__dict_map(o))[dpos[q]];
      uint32_t mark = w->len;
      if (any) jw_byte(w, ',');
      jw_break(w);
      jw_string(w, rt_unbox_string(me->key));
      jw_byte(w, ':');
      if (w->gaplen) jw_byte(w, ' ');
      if (jw_value(w, me->value, NULL)) any = true;
      else w->len = mark;
    }
    free(dpos);
  } else {
    if (!e || e->getters) {
      w->bail = true;
      w->nstack--;
      return true;
    }
    e->busy++;
    jw_byte(w, '{');
    w->depth++;
    for (uint32_t q = 0; q < e->n && !w->bail && !w->circular; q++) {
      uint32_t s = e->slot[q];
      uint64_t word = o->slots[s];
      uint8_t kind = k->slot_types ? k->slot_types[s] : RT_SLOT_VALUE;
      rt_value v;
      /* Numbers and strings straight from their slots (rt__slot_value's
       * cases), after the key; an undefined one is omitted. */
      const rt_str *str = NULL;
      if (kind == RT_SLOT_VALUE) {
        if (word == RT_ABSENT || word == RT_UNDEFINED) continue;
        v = word;
      } else if (kind == RT_SLOT_F64) {
        if (word == RT_F64_HOLE) continue;
        v = word; /* a double's bits: written below by kind */
      } else if (kind == RT_SLOT_STR && word && !(word >> RT_TAG_SHIFT)) {
        str = (const rt_str *)(uintptr_t)word;
        if (str->flags & RT_STR_UNDEF) continue;
        v = 0;
      } else {
        v = rt__slot_value(o, s);
      }
      if (e->off[q] == e->off[q + 1]) { /* a name with a unit above 255 */
        w->bail = true;
        break;
      }
      uint32_t mark = w->len, kl = e->off[q + 1] - e->off[q];
      jw_reserve(w, kl + 18);
      if (any) w->p[w->len++] = ',';
      jw_break(w);
      jw_reserve(w, kl + 16);
#ifdef __SSE2__
      if (kl <= 16)
        _mm_storeu_si128((__m128i *)(w->p + w->len), _mm_loadu_si128((const __m128i *)(e->text + e->off[q])));
      else
#endif
        memcpy(w->p + w->len, e->text + e->off[q], kl);
      w->len += kl;
      if (w->gaplen) jw_byte(w, ' ');
      if (kind == RT_SLOT_F64) {
        jw_number(w, num_of(v));
        any = true;
      } else if (str) {
        jw_string(w, str);
        any = true;
      } else if (rt_value_is_number(v)) { /* jw_value's first cases, inline */
        jw_number(w, num_of(v));
        any = true;
      } else if ((v >> RT_TAG_SHIFT) == RT_TAG_STRING) {
        jw_string(w, rt_unbox_string(v));
        any = true;
      } else if (jw_value(w, v, NULL)) {
        any = true;
      } else {
        w->len = mark;
      }
    }
    e->busy--;
  }
  w->depth--;
  w->nstack--;
  if (any) jw_break(w);
  jw_byte(w, '}');
  return true;
}

/* Appends v's JSON by plan p; false for a value JSON omits (undefined, a function). */
static bool jw_value(jw *w, rt_value v, jplan *p) {
  if (rt_value_is_number(v)) {
    jw_number(w, num_of(v));
    return true;
  }
  switch (v >> RT_TAG_SHIFT) {
  case RT_TAG_STRING: jw_string(w, rt_unbox_string(v)); return true;
  case RT_TAG_FUNCTION: return false;
  case RT_TAG_OBJECT: break;
  default:
    if (v == RT_NULL) jw_bytes(w, "null", 4);
    else if (v == RT_TRUE) jw_bytes(w, "true", 4);
    else if (v == RT_FALSE) jw_bytes(w, "false", 5);
    else return false; /* undefined, a hole, an absent property */
    return true;
  }
  const void *o = rt_unbox_object(v);
  if (!o) {
    jw_bytes(w, "null", 4);
    return true;
  }
  if (rt__json_has_to_json(v)) { /* toJSON(key) needs the key, and runs code: the general path does it, once */
    w->bail = true;
    return true;
  }
  uint32_t kind = rt_heap_kind(o);
  if (kind == RT_KIND_BIGINT) { /* the general path throws its TypeError */
    w->bail = true;
    return true;
  }
  if (kind == RT_KIND_ARRAY) {
    if (((const rt_array *)o)->flags & RT_ARRAY_TYPED) { /* written as an object of its indices */
      w->bail = true;
      return true;
    }
    return jw_array(w, o, p && p->kind == 'A' ? p->elem : NULL);
  }
  if (kind != RT_KIND_OBJECT) {
    jw_bytes(w, "{}", 2); /* a Map, a Set */
    return true;
  }
  if (p && p->kind == 'O') return rt__is_symbol(o) ? false : jw_object(w, o, p);
  return jw_any(w, o);
}

rt_value rt_json_stringify_typed(rt_value v, rt_value space, const rt_str *desc) {
  /* space: a number of spaces (at most 10) or the first 10 units of a string */
  uint8_t gap[10];
  uint32_t gaplen = 0;
  if (rt_value_is_number(space)) {
    double d = rt__num_to_integer(num_of(space));
    gaplen = d > 10 ? 10 : d < 1 ? 0 : (uint32_t)d;
    memset(gap, ' ', gaplen);
  } else if (rt__is_string(space)) {
    const rt_str *g = rt__flat(rt_unbox_string(space));
    gaplen = g->len > 10 ? 10 : g->len;
    if (g->flags & RT_STR_WIDE) return rt__json_stringify_general(v, RT_UNDEFINED, space);
    memcpy(gap, rt_str_bytes(g), gaplen);
  }
  /* A value with no plan whose walk gave up (wide text, toJSON, getters)
   * was written twice; a program whose values do that usually does it
   * every time, so the next few such calls go straight to the general
   * path, and then the Latin-1 walk is tried again. */
  static _Thread_local uint32_t general_next;
  if (!desc && general_next) {
    general_next--;
    return rt__json_stringify_general(v, RT_UNDEFINED, space);
  }
  jplan *p = desc ? plan_of(desc) : NULL;
  /* One output buffer and object stack kept from call to call (as the
   * general path does).  Nothing here runs user code, so the walk is never
   * re-entered; kept_busy guards a throw leaving it taken. */
  static _Thread_local uint8_t *kept;
  static _Thread_local uint32_t kept_cap;
  static _Thread_local const void **kept_stack;
  static _Thread_local uint32_t kept_stack_cap;
  static _Thread_local bool kept_busy;
  bool mine = !kept_busy;
  jw w = {0};
  if (mine) {
    w.p = kept;
    w.cap = kept_cap;
    w.stack = kept_stack;
    w.capstack = kept_stack_cap;
    kept = NULL;
    kept_stack = NULL;
    kept_busy = true;
  }
  w.gap = gap;
  w.gaplen = gaplen;
  bool some = jw_value(&w, v, p);
  rt_value r = RT_UNDEFINED;
  if (!w.bail && !w.circular && some) {
    rt_str *s = rt__str_alloc(w.len, false);
    memcpy((uint8_t *)(s + 1), w.p, w.len);
    r = rt_box_string(s);
  }
  if (mine && w.cap <= (1u << 23)) { /* up to 8 MB kept */
    kept = w.p;
    kept_cap = w.cap;
  } else {
    free(w.p);
    if (mine) kept_cap = 0;
  }
  if (mine && w.capstack <= 1024) {
    kept_stack = w.stack;
    kept_stack_cap = w.capstack;
  } else {
    free((void *)w.stack);
    if (mine) kept_stack_cap = 0;
  }
  if (mine) kept_busy = false;
  if (w.circular) rt_throw_error("TypeError", "Converting circular structure to JSON");
  if (w.bail) {
    if (!desc) general_next = 15;
    return rt__json_stringify_general(v, RT_UNDEFINED, space);
  }
  return r;
}
