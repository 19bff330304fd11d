/* json_parse.c - JSON.parse: text to dynamic values, with V8's (Node 20's) exact SyntaxError messages.
 *
 * The parser is iterative: containers being built live on an explicit stack
 * (frames), and their finished members on a value stack registered as a GC
 * root, so nesting depth is bounded by memory, not by the C stack (Node
 * parses "[[[[...]]]]" a million deep too).
 *
 * Objects get shapes made at run time (rt__shape_get): one rt_class per
 * distinct key list, cached per thread, every slot RT_SLOT_VALUE.  Repeated
 * records ({"id":..,"qty":..} a thousand times) share one class, so the site
 * caches of compiled property accesses hit after the first.  Shapes and their
 * key strings are malloc'd with gc == RT_GC_STATIC and never freed: a program
 * that parses objects with unboundedly many distinct key lists grows this
 * table (a dictionary mode for such objects is future work).
 *
 * Error messages follow V8's JsonParser: the message templates, the
 * positions (in UTF-16 units), the token classes of the unexpected
 * character, and the source snippet rules (whole source below 21 units,
 * else 10 units of context on either side).
 */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- run-time shapes ------------------------------------------------------ */

RT__STATIC_STR(s_empty_name, "");

typedef struct key_ent {
  rt_str *s;
  uint32_t hash;
} key_ent;
typedef struct shape_ent {
  rt_class *cls;
  uint32_t hash;
} shape_ent;
static _Thread_local key_ent *keys;
static _Thread_local uint32_t nkeys, capkeys;
static _Thread_local shape_ent *shapes;
static _Thread_local uint32_t nshapes, capshapes;

static uint32_t units_hash(const uint16_t *u, uint32_t n) {
  uint32_t h = 2166136261u;
  for (uint32_t i = 0; i < n; i++) h = (h ^ u[i]) * 16777619u;
  return h ? h : 1;
}

static bool str_is_units(const rt_str *s, const uint16_t *u, uint32_t n) {
  if (s->len != n) return false;
  for (uint32_t i = 0; i < n; i++)
    if (rt__str_at(s, i) != u[i]) return false;
  return true;
}

static void *xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) {
    fputs("kiln: out of memory\n", stderr);
    abort();
  }
  return p;
}

/* The interned static string with these units (a shape's slot name). */
const rt_str *rt__json_key(const uint16_t *u, uint32_t n) {
  uint32_t h = units_hash(u, n);
  if (nkeys * 2 >= capkeys) {
    uint32_t nc = capkeys ? capkeys * 2 : 256;
    key_ent *nt = calloc(nc, sizeof *nt);
    if (!nt) abort();
    for (uint32_t i = 0; i < capkeys; i++)
      if (keys[i].s) {
        uint32_t j = keys[i].hash & (nc - 1);
        while (nt[j].s) j = (j + 1) & (nc - 1);
        nt[j] = keys[i];
      }
    free(keys);
    keys = nt;
    capkeys = nc;
  }
  uint32_t j = h & (capkeys - 1);
  for (; keys[j].s; j = (j + 1) & (capkeys - 1))
    if (keys[j].hash == h && str_is_units(keys[j].s, u, n)) return keys[j].s;
  bool wide = false;
  for (uint32_t i = 0; i < n; i++) wide |= u[i] > 255;
  rt_str *s = xmalloc(sizeof *s + (size_t)n * (wide ? 2 : 1));
  s->gc = RT_GC_STATIC;
  s->len = n;
  s->hash = 0;
  s->flags = wide ? RT_STR_WIDE : 0;
  for (uint32_t i = 0; i < n; i++) {
    if (wide) ((uint16_t *)(s + 1))[i] = u[i];
    else ((uint8_t *)(s + 1))[i] = (uint8_t)u[i];
  }
  keys[j].s = s;
  keys[j].hash = h;
  nkeys++;
  return s;
}

static uint32_t shape_hash(const rt_str *const *names, const uint8_t *types, uint32_t n) {
  uint64_t h = 1469598103934665603ull ^ n;
  for (uint32_t i = 0; i < n; i++) {
    h = (h ^ (uint64_t)(uintptr_t)names[i]) * 1099511628211ull;
    h = (h ^ (types ? types[i] : RT_SLOT_VALUE)) * 1099511628211ull;
  }
  uint32_t r = (uint32_t)(h ^ (h >> 32));
  return r ? r : 1;
}

/* The shape with slots names[0..n) (interned keys) of kinds types (NULL: all
 * RT_SLOT_VALUE), made on first use. */
const rt_class *rt__shape_get(const rt_str *const *names, const uint8_t *types, uint32_t n) {
  uint32_t h = shape_hash(names, types, n);
  if (nshapes * 2 >= capshapes) {
    uint32_t nc = capshapes ? capshapes * 2 : 64;
    shape_ent *nt = calloc(nc, sizeof *nt);
    if (!nt) abort();
    for (uint32_t i = 0; i < capshapes; i++)
      if (shapes[i].cls) {
        uint32_t j = shapes[i].hash & (nc - 1);
        while (nt[j].cls) j = (j + 1) & (nc - 1);
        nt[j] = shapes[i];
      }
    free(shapes);
    shapes = nt;
    capshapes = nc;
  }
  uint32_t j = h & (capshapes - 1);
  for (; shapes[j].cls; j = (j + 1) & (capshapes - 1)) {
    const rt_class *k = shapes[j].cls;
    if (shapes[j].hash != h || k->nslots != n) continue;
    bool same = true;
    for (uint32_t i = 0; i < n && same; i++)
      same = k->slot_names[i] == names[i] && k->slot_types[i] == (types ? types[i] : RT_SLOT_VALUE);
    if (same) return k;
  }
  uint32_t nref = (n + 63) / 64;
  size_t size = sizeof(rt_class) + nref * 8 + (size_t)n * sizeof(rt_str *) + n;
  char *mem = xmalloc(size);
  rt_class *k = (rt_class *)mem;
  uint64_t *refs = (uint64_t *)(mem + sizeof(rt_class));
  const rt_str **sn = (const rt_str **)(refs + nref);
  uint8_t *st = (uint8_t *)(sn + n);
  memset(refs, 0, nref * 8);
  for (uint32_t i = 0; i < n; i++) {
    sn[i] = names[i];
    st[i] = types ? types[i] : RT_SLOT_VALUE;
    if (st[i] >= RT_SLOT_VALUE) refs[i / 64] |= 1ull << (i % 64);
  }
  *k = (rt_class){RT_GC_STATIC, RT_ABI_VERSION, RT__STR(s_empty_name), NULL, 16 + 8 * n, n,
                  n ? refs : NULL, sn, st, NULL, 0, RT__CLASS_SHAPE, NULL};
  shapes[j].cls = k;
  shapes[j].hash = h;
  nshapes++;
  return k;
}

/* A new object of run-time shape cls, with room for four or five more properties
 * (its capacity in slots is kept in the object's flags word). */
rt_object *rt__shape_object(const rt_class *cls) {
  uint32_t cap = (cls->nslots + 5) & ~1u; /* (a whole number of 16-byte units) */
  rt_object *o = rt_alloc(RT_KIND_OBJECT, 16 + 8 * (size_t)cap);
  o->cls = cls;
  o->flags = cap;
  for (uint32_t i = 0; i < cls->nslots; i++)
    if (cls->slot_types[i] == RT_SLOT_VALUE) o->slots[i] = RT_UNDEFINED;
  return o;
}

/* o.name = v for a name o lacks: o moves to the shape with one more slot
 * when it has room for it; false otherwise (an object made by compiled code,
 * or a full one). */
/* A full object of a run-time shape becomes a dictionary in place: its
 * allocation holds the one slot a dictionary needs (a shape object has room
 * for four), its properties move to the map in their order, and property
 * reads and writes of a dictionary go through it from then on (a compiled
 * site's cached class no longer matches). */
static void shape_to_dict(rt_object *o) {
  const rt_class *k = o->cls;
  rt_map *m = rt_map_new(0); /* held by this frame */
  for (uint32_t i = 0; i < k->nslots; i++) {
    const rt_str *s = k->slot_names[i];
    rt_value x = rt__slot_value(o, i);
    if (!s || x == RT_ABSENT) continue;
    rt_map_set(m, rt_box_string(rt__flat(s)), x);
  }
  o->cls = &rt__dict_class;
  o->flags &= RT_OBJ_INTEGRITY;
  o->slots[0] = (uint64_t)(uintptr_t)m;
}

bool rt__shape_add(rt_object *o, const rt_str *name, rt_value v) {
  const rt_class *k = o->cls;
  if (!(k->flags & RT__CLASS_SHAPE) || (o->flags & RT_OBJ_INTEGRITY)) return false;
  if (k->nslots >= (o->flags & ~RT_OBJ_INTEGRITY) || k->nslots >= 4096) {
    shape_to_dict(o);
    rt_dict_set(o, name, v);
    return true;
  }
  uint32_t n = k->nslots;
  const rt_str *small_names[32];
  uint8_t small_types[32];
  const rt_str **names = n < 32 ? small_names : xmalloc((n + 1) * sizeof *names);
  uint8_t *types = n < 32 ? small_types : xmalloc(n + 1);
  memcpy(names, k->slot_names, n * sizeof *names);
  memcpy(types, k->slot_types, n);
  uint32_t len = name->len;
  uint16_t *u = xmalloc((len ? len : 1) * sizeof *u);
  for (uint32_t i = 0; i < len; i++) u[i] = rt__str_at(name, i);
  names[n] = rt__json_key(u, len);
  free(u);
  types[n] = RT_SLOT_VALUE;
  const rt_class *nk = rt__shape_get(names, types, n + 1);
  if (names != small_names) free(names);
  if (types != small_types) free(types);
  o->slots[n] = v;
  o->cls = nk;
  return true;
}

/* ---- the parser -------------------------------------------------------------- */

enum { TK_EOS, TK_STRING, TK_NUMBER, TK_LBRACE, TK_RBRACE, TK_LBRACK, TK_RBRACK, TK_COLON, TK_COMMA,
       TK_TRUE, TK_FALSE, TK_NULL, TK_WS, TK_ILLEGAL };

/* V8's MessageTemplates for JSON.parse (Node 20). */
enum { M_DEFAULT, M_PROP_OR_RBRACE, M_COMMA_OR_RBRACK, M_COMMA_OR_RBRACE, M_UNTERMINATED_STRING,
       M_COLON, M_DQ_PROP, M_EXP_MISSING, M_UNTERMINATED_FRACTION, M_NO_NUMBER_AFTER_MINUS,
       M_BAD_CONTROL, M_BAD_UNICODE, M_BAD_ESCAPE, M_NON_WS_AFTER };
static const char *const msg_text[] = {
    NULL,
    "Expected property name or '}' in JSON at position ",
    "Expected ',' or ']' after array element in JSON at position ",
    "Expected ',' or '}' after property value in JSON at position ",
    "Unterminated string in JSON at position ",
    "Expected ':' after property name in JSON at position ",
    "Expected double-quoted property name in JSON at position ",
    "Exponent part is missing a number in JSON at position ",
    "Unterminated fractional number in JSON at position ",
    "No number after minus sign in JSON at position ",
    "Bad control character in string literal in JSON at position ",
    "Bad Unicode escape in JSON at position ",
    "Bad escaped character in JSON at position ",
    "Unexpected non-whitespace character after JSON at position ",
};

typedef struct frame {
  uint8_t obj;   /* an object (else an array) */
  uint32_t base; /* its first member on the value stack */
} frame;

typedef struct P {
  const rt_str *src;
  const uint8_t *b8;
  const uint16_t *b16;
  uint32_t len, pos;
  rt_value *vals; /* a GC root while registered */
  uint32_t nvals, capvals;
  frame *fr;
  uint32_t nfr, capfr;
  uint16_t *buf;
  uint32_t capbuf;
  /* the error, once one is found */
  int failed, msg, tok;
  uint32_t errpos;
} P;

static inline uint16_t at(const P *p, uint32_t i) { return p->b16 ? p->b16[i] : p->b8[i]; }

static int tok_of(uint32_t c) {
  switch (c) {
  case '"': return TK_STRING;
  case '-': case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8':
  case '9': return TK_NUMBER;
  case '{': return TK_LBRACE;
  case '}': return TK_RBRACE;
  case '[': return TK_LBRACK;
  case ']': return TK_RBRACK;
  case ':': return TK_COLON;
  case ',': return TK_COMMA;
  case 't': return TK_TRUE;
  case 'f': return TK_FALSE;
  case 'n': return TK_NULL;
  case ' ': case '\t': case '\n': case '\r': return TK_WS;
  default: return TK_ILLEGAL;
  }
}

/* Records the first error: message template msg (M_DEFAULT: chosen by the
 * token, as V8's LookUpErrorMessageForJsonToken does) at the cursor. */
static void fail(P *p, int tok, int msg) {
  if (p->failed) return;
  p->failed = 1;
  p->tok = tok;
  p->msg = msg;
  p->errpos = p->pos;
}
/* The character at the cursor is unexpected (V8's ReportUnexpectedCharacter). */
static void fail_char(P *p) { fail(p, p->pos >= p->len ? TK_EOS : tok_of(at(p, p->pos)), M_DEFAULT); }

static void skip_ws(P *p) {
  while (p->pos < p->len) {
    uint16_t c = at(p, p->pos);
    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
    p->pos++;
  }
}
static int peek(P *p) {
  skip_ws(p);
  return p->pos >= p->len ? TK_EOS : tok_of(at(p, p->pos));
}

static void push_val(P *p, rt_value v) {
  if (p->nvals == p->capvals) {
    uint32_t nc = p->capvals ? p->capvals * 2 : 64;
    rt_value *nv = xmalloc(nc * sizeof *nv);
    if (p->nvals) memcpy(nv, p->vals, p->nvals * sizeof *nv);
    /* register the new block before dropping the old: no window without a root */
    rt_gc_root_add(nv, nc);
    if (p->vals) {
      rt_gc_root_remove(p->vals);
      free(p->vals);
    }
    for (uint32_t i = p->nvals; i < nc; i++) nv[i] = RT_UNDEFINED;
    p->vals = nv;
    p->capvals = nc;
  }
  p->vals[p->nvals++] = v;
}

static void buf_put(P *p, uint32_t *n, uint16_t u) {
  if (*n == p->capbuf) {
    p->capbuf = p->capbuf ? p->capbuf * 2 : 64;
    uint16_t *nb = realloc(p->buf, p->capbuf * sizeof *nb);
    if (!nb) abort();
    p->buf = nb;
  }
  p->buf[(*n)++] = u;
}

static int hexval(uint32_t c) {
  if (c >= '0' && c <= '9') return (int)c - '0';
  if (c >= 'a' && c <= 'f') return (int)c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return (int)c - 'A' + 10;
  return -1;
}

/* The string at the cursor (an opening quote) into p->buf; its length, or -1 on error. */
static int64_t scan_string(P *p) {
  uint32_t n = 0;
  p->pos++; /* the quote */
  for (;;) {
    if (p->pos >= p->len) {
      fail(p, TK_ILLEGAL, M_UNTERMINATED_STRING);
      return -1;
    }
    uint16_t c = at(p, p->pos);
    if (c == '"') {
      p->pos++;
      return n;
    }
    if (c < 0x20) {
      fail(p, TK_ILLEGAL, M_BAD_CONTROL);
      return -1;
    }
    if (c != '\\') {
      buf_put(p, &n, c);
      p->pos++;
      continue;
    }
    p->pos++;
    if (p->pos >= p->len) {
      fail(p, TK_EOS, M_DEFAULT);
      return -1;
    }
    c = at(p, p->pos);
    if (c > 0xFF) {
      fail_char(p);
      return -1;
    }
    switch (c) {
    case '"': case '\\': case '/': buf_put(p, &n, c); break;
    case 'b': buf_put(p, &n, '\b'); break;
    case 'f': buf_put(p, &n, '\f'); break;
    case 'n': buf_put(p, &n, '\n'); break;
    case 'r': buf_put(p, &n, '\r'); break;
    case 't': buf_put(p, &n, '\t'); break;
    case 'u': {
      uint32_t v = 0;
      for (int i = 0; i < 4; i++) {
        p->pos++;
        int d = p->pos < p->len ? hexval(at(p, p->pos)) : -1;
        if (d < 0) {
          fail(p, TK_ILLEGAL, M_BAD_UNICODE);
          return -1;
        }
        v = v * 16 + (uint32_t)d;
      }
      buf_put(p, &n, (uint16_t)v);
      break;
    }
    default: fail(p, TK_ILLEGAL, M_BAD_ESCAPE); return -1;
    }
    p->pos++;
  }
}

static bool is_digit(uint32_t c) { return c >= '0' && c <= '9'; }
static uint32_t cur(const P *p) { return p->pos < p->len ? at(p, p->pos) : 0xFFFFFFFFu; }

/* The number at the cursor; false on error. */
static bool scan_number(P *p, double *out) {
  uint32_t start = p->pos;
  if (cur(p) == '-') {
    p->pos++;
    if (!is_digit(cur(p))) {
      fail(p, TK_ILLEGAL, M_NO_NUMBER_AFTER_MINUS);
      return false;
    }
  }
  if (cur(p) == '0') {
    p->pos++;
    if (is_digit(cur(p))) {
      fail(p, TK_NUMBER, M_DEFAULT);
      return false;
    }
  } else {
    while (is_digit(cur(p))) p->pos++;
  }
  if (cur(p) == '.') {
    p->pos++;
    if (!is_digit(cur(p))) {
      fail(p, TK_ILLEGAL, M_UNTERMINATED_FRACTION);
      return false;
    }
    while (is_digit(cur(p))) p->pos++;
  }
  if (cur(p) == 'e' || cur(p) == 'E') {
    p->pos++;
    if (cur(p) == '-' || cur(p) == '+') p->pos++;
    if (!is_digit(cur(p))) {
      fail(p, TK_ILLEGAL, M_EXP_MISSING);
      return false;
    }
    while (is_digit(cur(p))) p->pos++;
  }
  uint32_t n = p->pos - start;
  { /* Clinger's fast path: at most 15 digits and a power of ten up to 22 are exact doubles */
    static const double p10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    uint32_t i = start;
    bool neg = at(p, i) == '-';
    if (neg) i++;
    uint64_t mant = 0;
    int digits = 0, e10 = 0;
    for (; i < p->pos && is_digit(at(p, i)); i++, digits++) mant = mant * 10 + (at(p, i) - '0');
    if (i < p->pos && at(p, i) == '.')
      for (i++; i < p->pos && is_digit(at(p, i)); i++, digits++, e10--) mant = mant * 10 + (at(p, i) - '0');
    if (i == p->pos && digits <= 15 && e10 >= -22) {
      double d = (double)mant;
      d = e10 ? d / p10[-e10] : d;
      *out = neg ? -d : d;
      return true;
    }
  }
  char small[64];
  char *t = n < sizeof small ? small : xmalloc(n + 1);
  for (uint32_t i = 0; i < n; i++) t[i] = (char)at(p, start + i);
  t[n] = 0;
  *out = strtod(t, NULL); /* glibc's strtod rounds correctly, as ECMAScript requires */
  if (t != small) free(t);
  return true;
}

/* The literal s (true, false, null) at the cursor, as V8's ScanLiteral. */
static bool scan_literal(P *p, const char *s) {
  size_t n = strlen(s);
  p->pos++;
  for (size_t i = 1; i < n; i++, p->pos++) {
    if (p->pos >= p->len) {
      fail(p, TK_EOS, M_DEFAULT);
      return false;
    }
    if (at(p, p->pos) != (uint8_t)s[i]) {
      fail_char(p);
      return false;
    }
  }
  return true;
}

/* A canonical array index ("0", "17", not "01", below 2^32 - 1): such keys
 * come first, in ascending order, in a JS object. */
static bool index_key(const rt_str *k, uint32_t *idx) {
  uint32_t n = k->len;
  if (n == 0 || n > 10) return false;
  uint64_t v = 0;
  for (uint32_t i = 0; i < n; i++) {
    uint16_t c = rt__str_at(k, i);
    if (c < '0' || c > '9' || (i == 0 && c == '0' && n > 1)) return false;
    v = v * 10 + (c - '0');
  }
  if (v >= 0xFFFFFFFFull) return false;
  *idx = (uint32_t)v;
  return true;
}

/* The object whose keys and values are vals[base..base+2n) (key strings interned). */
static rt_value make_object(P *p, uint32_t base) {
  uint32_t n2 = p->nvals - base, n = n2 / 2;
  const rt_str *small_names[16];
  uint32_t small_at[16];
  const rt_str **names = n <= 16 ? small_names : xmalloc(n * sizeof *names);
  uint32_t *from = n <= 16 ? small_at : xmalloc(n * sizeof *from); /* pair of each slot (last duplicate wins) */
  uint32_t m = 0;
  bool any_index = false;
  for (uint32_t i = 0; i < n; i++) {
    const rt_str *k = rt_unbox_string(p->vals[base + 2 * i]);
    uint32_t j = 0;
    for (; j < m; j++)
      if (names[j] == k) break;
    if (j == m) {
      names[m++] = k;
      uint32_t ix;
      any_index |= index_key(k, &ix);
    }
    from[j] = i;
  }
  if (any_index) { /* stable: indexes ascending first, the other keys in order */
    for (uint32_t i = 1; i < m; i++) {
      const rt_str *k = names[i];
      uint32_t f = from[i], ki;
      if (!index_key(k, &ki)) continue;
      uint32_t j = i;
      while (j > 0) {
        uint32_t kj;
        if (index_key(names[j - 1], &kj) && kj < ki) break;
        names[j] = names[j - 1];
        from[j] = from[j - 1];
        j--;
      }
      names[j] = k;
      from[j] = f;
    }
  }
  const rt_class *cls = rt__shape_get(names, NULL, m);
  rt_object *o = rt__shape_object(cls);
  for (uint32_t i = 0; i < m; i++) o->slots[i] = p->vals[base + 2 * from[i] + 1];
  if (names != small_names) free(names);
  if (from != small_at) free(from);
  return rt_box_object(o);
}

static rt_value make_array(P *p, uint32_t base) {
  uint32_t n = p->nvals - base;
  rt_array *a = rt_array_new(RT_ELEM_VALUE, n);
  if (n) memcpy(a->data, p->vals + base, n * sizeof(rt_value));
  a->length = n;
  return rt_box_object(a);
}

static void push_frame(P *p, bool obj) {
  if (p->nfr == p->capfr) {
    p->capfr = p->capfr ? p->capfr * 2 : 16;
    frame *nf = realloc(p->fr, p->capfr * sizeof *nf);
    if (!nf) abort();
    p->fr = nf;
  }
  p->fr[p->nfr++] = (frame){obj, p->nvals};
}

/* Scans a property key at the cursor (peek() == TK_STRING) and pushes it. */
static bool push_key(P *p) {
  int64_t n = scan_string(p);
  if (n < 0) return false;
  push_val(p, rt_box_string(rt__json_key(p->buf, (uint32_t)n)));
  return true;
}

/* Expects token t next (after whitespace), else fails with msg. */
static bool expect(P *p, int t, int msg) {
  int k = peek(p);
  if (k == t) {
    p->pos++;
    return true;
  }
  fail(p, k, msg);
  return false;
}

/* A string without escapes at the cursor, made straight from the source; NULL if it has any. */
static const rt_str *plain_string(P *p) {
  uint32_t i = p->pos + 1;
  while (i < p->len) {
    uint16_t c = at(p, i);
    if (c == '"') break;
    if (c == '\\' || c < 0x20) return NULL;
    i++;
  }
  if (i >= p->len) return NULL;
  uint32_t n = i - p->pos - 1;
  const rt_str *s;
  if (p->b16) s = rt__str_from_units(p->b16 + p->pos + 1, n);
  else if (n <= 1) s = n ? rt__str_char(p->b8[p->pos + 1]) : rt__str_from_ascii("", 0);
  else {
    rt_str *t = rt__str_alloc(n, false);
    memcpy(t + 1, p->b8 + p->pos + 1, n);
    s = t;
  }
  p->pos = i + 1;
  return s;
}

static rt_value parse(P *p) {
  for (;;) {
    rt_value v;
    /* a value */
    switch (peek(p)) {
    case TK_STRING: {
      const rt_str *plain = plain_string(p);
      if (plain) {
        v = rt_box_string(plain);
        break;
      }
      int64_t n = scan_string(p);
      if (n < 0) return 0;
      v = rt_box_string(rt__str_from_units(p->buf, (size_t)n));
      break;
    }
    case TK_NUMBER: {
      double d;
      if (!scan_number(p, &d)) return 0;
      v = rt_box_number(d);
      break;
    }
    case TK_TRUE:
      if (!scan_literal(p, "true")) return 0;
      v = RT_TRUE;
      break;
    case TK_FALSE:
      if (!scan_literal(p, "false")) return 0;
      v = RT_FALSE;
      break;
    case TK_NULL:
      if (!scan_literal(p, "null")) return 0;
      v = RT_NULL;
      break;
    case TK_LBRACE:
      p->pos++;
      if (peek(p) == TK_RBRACE) {
        p->pos++;
        v = rt_box_object(rt__shape_object(rt__shape_get(NULL, NULL, 0)));
        break;
      }
      if (peek(p) != TK_STRING) {
        fail(p, peek(p), M_PROP_OR_RBRACE);
        return 0;
      }
      push_frame(p, true);
      if (!push_key(p) || !expect(p, TK_COLON, M_COLON)) return 0;
      continue;
    case TK_LBRACK:
      p->pos++;
      if (peek(p) == TK_RBRACK) {
        p->pos++;
        v = rt_box_object(rt_array_new(RT_ELEM_VALUE, 0));
        break;
      }
      push_frame(p, false);
      continue;
    default: fail_char(p); return 0;
    }
    /* after a value: close the containers it completes */
    for (;;) {
      if (!p->nfr) return v;
      frame *f = &p->fr[p->nfr - 1];
      push_val(p, v);
      if (f->obj) {
        if (peek(p) == TK_COMMA) {
          p->pos++;
          if (peek(p) != TK_STRING) {
            fail(p, peek(p), M_DQ_PROP);
            return 0;
          }
          /* (V8 names no expectation for the colon of a later property) */
          if (!push_key(p) || !expect(p, TK_COLON, M_DEFAULT)) return 0;
          break;
        }
        if (!expect(p, TK_RBRACE, M_COMMA_OR_RBRACE)) return 0;
        v = make_object(p, f->base);
      } else {
        if (peek(p) == TK_COMMA) {
          p->pos++;
          break;
        }
        if (!expect(p, TK_RBRACK, M_COMMA_OR_RBRACK)) return 0;
        v = make_array(p, f->base);
      }
      p->nvals = f->base;
      p->nfr--;
    }
  }
}

/* ---- the error ---------------------------------------------------------------- */

static bool special_source(const P *p) {
  static const char *const sp[] = {"[object Object]", "undefined", "Infinity", "NaN"};
  for (size_t i = 0; i < 4; i++) {
    size_t n = strlen(sp[i]);
    if (p->len != n) continue;
    size_t j = 0;
    while (j < n && at(p, (uint32_t)j) == (uint8_t)sp[i][j]) j++;
    if (j == n) return true;
  }
  return false;
}

static void out_ascii(uint16_t *u, uint32_t *n, const char *s) {
  while (*s) u[(*n)++] = (uint8_t)*s++;
}
static void out_src(const P *p, uint16_t *u, uint32_t *n, uint32_t from, uint32_t to) {
  for (uint32_t i = from; i < to; i++) u[(*n)++] = at(p, i);
}

/* The SyntaxError V8 would throw for p's error. */
static const rt_str *error_message(const P *p) {
  uint16_t *u = xmalloc((size_t)(p->len < 21 ? p->len : 21) * 2 + 200 * 2);
  uint32_t n = 0;
  char num[16];
  snprintf(num, sizeof num, "%u", p->errpos);
  if (p->msg != M_DEFAULT) {
    out_ascii(u, &n, msg_text[p->msg]);
    out_ascii(u, &n, num);
  } else if (p->tok == TK_EOS) {
    out_ascii(u, &n, "Unexpected end of JSON input");
  } else if (p->tok == TK_NUMBER) {
    out_ascii(u, &n, "Unexpected number in JSON at position ");
    out_ascii(u, &n, num);
  } else if (p->tok == TK_STRING) {
    out_ascii(u, &n, "Unexpected string in JSON at position ");
    out_ascii(u, &n, num);
  } else if (special_source(p)) {
    out_ascii(u, &n, "\"");
    out_src(p, u, &n, 0, p->len);
    out_ascii(u, &n, "\" is not valid JSON");
  } else {
    const uint32_t ctx = 10;
    uint32_t pos = p->errpos, len = p->len;
    out_ascii(u, &n, "Unexpected token '");
    u[n++] = at(p, pos);
    out_ascii(u, &n, "', ");
    if (len < 2 * ctx + 1) {
      out_ascii(u, &n, "\"");
      out_src(p, u, &n, 0, len);
      out_ascii(u, &n, "\" is not valid JSON");
    } else if (pos < ctx) {
      out_ascii(u, &n, "\"");
      out_src(p, u, &n, 0, pos + ctx);
      out_ascii(u, &n, "\"... is not valid JSON");
    } else if (pos < len - ctx) {
      out_ascii(u, &n, "...\"");
      out_src(p, u, &n, pos - ctx, pos + ctx);
      out_ascii(u, &n, "\"... is not valid JSON");
    } else {
      out_ascii(u, &n, "...\"");
      out_src(p, u, &n, pos - ctx, len);
      out_ascii(u, &n, "\" is not valid JSON");
    }
  }
  const rt_str *s = rt__str_from_units(u, n);
  free(u);
  return s;
}

static void cleanup(P *p) {
  if (p->vals) {
    rt_gc_root_remove(p->vals);
    free(p->vals);
  }
  free(p->fr);
  free(p->buf);
}

/* JSON.parse(text) without a reviver; a SyntaxError on malformed text. */
rt_value rt__json_parse_text(const rt_str *text) {
  P p;
  memset(&p, 0, sizeof p);
  p.src = rt__flat(text);
  p.len = p.src->len;
  if (p.src->flags & RT_STR_WIDE) p.b16 = rt_str_units(p.src);
  else p.b8 = rt_str_bytes(p.src);
  rt_value v = parse(&p);
  if (!p.failed && peek(&p) != TK_EOS) fail(&p, peek(&p), M_NON_WS_AFTER);
  if (p.failed) {
    const rt_str *m = error_message(&p);
    cleanup(&p);
    rt_object *e = rt_error_new("SyntaxError", "");
    e->slots[RT_ERROR_MESSAGE] = (uint64_t)(uintptr_t)m;
    rt_throw(rt_box_object(e));
  }
  cleanup(&p);
  return v;
}
