/* str.c - strings: allocation, concatenation, comparison and the String.prototype builtins. */
/* The sentinel is defined here with its text after the header, so this file
 * hides the header's plain-rt_str declaration of it (other files see that). */
#define rt_str_undefined rt__str_undefined_as_declared
#include "rt_internal.h"
#include "rt_case.h"
#undef rt_str_undefined

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- constants ---------------------------------------------------------- */

/* Static strings carry their hash (rt__str_hash_compute never stores into a
 * static header), as compiler-emitted constants do: FNV-1a's basis here. */
const rt_str rt__str_empty = {RT_GC_STATIC, 0, 2166136261u, 0};

/* The s[i]-out-of-range sentinel carries the text "undefined", so that code
 * which treats it as a string (concatenation, String()) gets JS's answer. */
const struct {
  rt_str h;
  char d[10];
} rt_str_undefined = {{RT_GC_STATIC, 9, 0, RT_STR_UNDEF}, "undefined"};
#define UNDEF_STR (&rt_str_undefined.h)

/* One-character strings for codes below 256, so s[i] need not allocate.
 * The compiler's one-character constants are these same objects
 * (be__strconst), so `c === "#"` on a character read from the input is a
 * pointer compare. */
#define C1(n) {{RT_GC_STATIC, 1, (2166136261u ^ (n)) * 16777619u, 0}, {(n)}} /* never 0: the factor is odd */
#define C4(n) C1(n), C1(n + 1), C1(n + 2), C1(n + 3)
#define C16(n) C4(n), C4(n + 4), C4(n + 8), C4(n + 12)
#define C64(n) C16(n), C16(n + 16), C16(n + 32), C16(n + 48)
const rt_str_char rt_char_strs[256] = {C64(0), C64(64), C64(128), C64(192)};

const rt_str *rt__str_char(uint16_t c) {
  if (c < 256) return &rt_char_strs[c].h;
  rt_str *s = rt__str_alloc(1, true);
  ((uint16_t *)(s + 1))[0] = c;
  return s;
}

/* ---- construction ------------------------------------------------------- */

static _Noreturn void too_long(void) { rt_throw_error("RangeError", "Invalid string length"); }

rt_str *rt__str_alloc(uint32_t len, bool wide) {
  if (len > RT__STR_MAX_LEN) too_long();
  rt_str *s = rt_alloc(RT_KIND_STRING, sizeof(rt_str) + (size_t)len * (wide ? 2 : 1));
  s->len = len;
  s->flags = wide ? RT_STR_WIDE : 0;
  return s;
}

const rt_str *rt__str_from_ascii(const char *p, size_t n) {
  if (n == 0) return &rt__str_empty;
  if (n == 1) return &rt_char_strs[(uint8_t)p[0]].h;
  rt_str *s = rt__str_alloc((uint32_t)n, false);
  memcpy(s + 1, p, n);
  return s;
}

const rt_str *rt__str_from_units(const uint16_t *u, size_t n) {
  if (n == 1) return rt__str_char(u[0]);
  if (n == 0) return &rt__str_empty;
  bool wide = !rt__units_latin1(u, n);
  rt_str *s = rt__str_alloc((uint32_t)n, wide);
  if (wide) memcpy(s + 1, u, n * 2);
  else rt__units_narrow((uint8_t *)(s + 1), u, n);
  return s;
}

/* UTF-8 to UTF-16; malformed sequences become U+FFFD. */
const rt_str *rt__str_from_utf8(const char *p, size_t n) {
  uint16_t *u = rt__tmp_alloc(n * 2 + 2);
  size_t k = 0;
  const uint8_t *b = (const uint8_t *)p;
  for (size_t i = 0; i < n;) {
    uint32_t c = b[i], need, min;
    if (c < 0x80) need = 0, min = 0;
    else if ((c & 0xE0) == 0xC0) need = 1, c &= 0x1F, min = 0x80;
    else if ((c & 0xF0) == 0xE0) need = 2, c &= 0x0F, min = 0x800;
    else if ((c & 0xF8) == 0xF0) need = 3, c &= 0x07, min = 0x10000;
    else need = 9, min = 0;
    size_t j = i + 1;
    bool bad = need == 9;
    for (uint32_t t = 0; !bad && t < need; t++) {
      if (j >= n || (b[j] & 0xC0) != 0x80) bad = true;
      else c = (c << 6) | (b[j++] & 0x3F);
    }
    if (bad || c < min || c > 0x10FFFF || (c >= 0xD800 && c < 0xE000)) {
      u[k++] = 0xFFFD; /* one replacement per malformed prefix */
      i = j;
      continue;
    }
    if (c >= 0x10000) {
      c -= 0x10000;
      u[k++] = (uint16_t)(0xD800 + (c >> 10));
      u[k++] = (uint16_t)(0xDC00 + (c & 0x3FF));
    } else {
      u[k++] = (uint16_t)c;
    }
    i = j;
  }
  const rt_str *s = rt__str_from_units(u, k);
  rt__tmp_free(u);
  return s;
}

/* s[from..to) as a new string (or s itself, or a cached character). */
const rt_str *rt__str_sub(const rt_str *s, uint32_t from, uint32_t to) {
  if (from >= to) return &rt__str_empty;
  if (from == 0 && to == s->len && !(s->flags & RT_STR_UNDEF)) return s;
  if (s->flags & RT_STR_WIDE) return rt__str_from_units(rt_str_units(s) + from, to - from);
  if (to - from == 1) return &rt_char_strs[rt_str_bytes(s)[from]].h;
  rt_str *r = rt__str_alloc(to - from, false);
  memcpy(r + 1, rt_str_bytes(s) + from, to - from);
  return r;
}

const rt_str *rt_bool_to_str(bool b) {
  RT__STATIC_STR(t, "true");
  RT__STATIC_STR(f, "false");
  return b ? RT__STR(t) : RT__STR(f);
}

/* ---- concatenation and ropes --------------------------------------------
 * A concatenation of ROPE_MIN or more units is a rope: a 32-byte node naming
 * its two halves, so `s += x` in a loop costs O(1) per step instead of a copy
 * of s.  The first read of a rope's code units (rt_str_flat) copies the
 * leaves into one flat string and keeps it in the node (left = flat,
 * right = NULL), so the halves become garbage and later reads are direct.
 * A 1M-unit string built by `s += "x"` costs 1M steps plus one copy. */

#define ROPE_MIN 64
#define LEAF_MAX 256

typedef struct {
  rt_str h;
  const rt_str *left, *right;
} rope;

/* Copies s's units (s flat) to d at unit offset `at`, widening as needed. */
static void units_put(rt_str *d, uint32_t at, const rt_str *s) {
  const void *src = s + 1;
  if (!(d->flags & RT_STR_WIDE)) {
    memcpy((uint8_t *)(d + 1) + at, src, s->len);
  } else if (s->flags & RT_STR_WIDE) {
    memcpy((uint16_t *)(d + 1) + at, src, (size_t)s->len * 2);
  } else {
    uint16_t *o = (uint16_t *)(d + 1) + at;
    for (uint32_t i = 0; i < s->len; i++) o[i] = ((const uint8_t *)src)[i];
  }
}

const rt_str *rt_str_flat(const rt_str *s) {
  if (!(s->flags & RT_STR_ROPE)) return s;
  rope *r = (rope *)s;
  if (!r->right) return r->left;
  rt_str *f = rt__str_alloc(s->len, (s->flags & RT_STR_WIDE) != 0); /* r stays reachable */
  /* Leaves right to left, with an explicit stack: ropes may be a million deep. */
  const rt_str *small[64], **stack = small;
  size_t n = 0, cap = 64;
  uint32_t pos = s->len;
  stack[n++] = s;
  while (n) {
    const rt_str *x = stack[--n];
    if (x->flags & RT_STR_ROPE) {
      const rope *xr = (const rope *)x;
      if (xr->right) {
        if (n + 2 > cap) {
          const rt_str **g = rt__tmp_alloc(cap * 2 * sizeof *g);
          memcpy(g, stack, n * sizeof *g);
          if (stack != small) rt__tmp_free(stack);
          stack = g;
          cap *= 2;
        }
        stack[n++] = xr->left;
        stack[n++] = xr->right;
        continue;
      }
      x = xr->left;
    }
    pos -= x->len;
    units_put(f, pos, x);
  }
  if (stack != small) rt__tmp_free(stack);
  r->left = f;
  r->right = NULL;
  return f;
}

/* Element i of a for join: *x the string (NULL for undefined, null or a
 * hole, which join as ""); false for any other value. */
static bool join_elem(const rt_array *a, uint32_t i, const rt_str **x) {
  if (a->elem == RT_ELEM_PTR) {
    const void *p = ((void *const *)a->data)[i];
    *x = p;
    return !p || !(rt_heap_kind(p) == RT_KIND_ARRAY || rt_heap_kind(p) == RT_KIND_OBJECT || rt_heap_kind(p) == RT_KIND_MAP);
  }
  rt_value v = ((const rt_value *)a->data)[i];
  *x = NULL;
  if (v == RT__HOLE || v == RT_UNDEFINED || v == RT_NULL) return true;
  if (v >> RT_TAG_SHIFT != RT_TAG_STRING) return false;
  *x = rt_unbox_string(v);
  return true;
}

/* a.join(sep) for an array of strings (undefined, null and holes join as
 * ""): the result's length is summed first and it is written in one
 * allocation, where a concatenation per element copied each short prefix
 * again.  NULL if an element is anything else; the caller converts each. */
const rt_str *rt__str_join(const rt_array *a, const rt_str *sep) {
  if ((a->elem != RT_ELEM_PTR && a->elem != RT_ELEM_VALUE) || (sep->flags & RT_STR_UNDEF)) return NULL;
  uint32_t n = a->length;
  uint64_t len = n ? (uint64_t)sep->len * (n - 1) : 0;
  uint32_t wide = sep->flags & RT_STR_WIDE;
  const rt_str *x;
  for (uint32_t i = 0; i < n; i++) {
    if (!join_elem(a, i, &x)) return NULL;
    if (!x) continue;
    if (x->flags & RT_STR_UNDEF) return NULL;
    len += x->len;
    wide |= x->flags & RT_STR_WIDE;
  }
  if (len > RT__STR_MAX_LEN) too_long();
  if (n == 1) return x ? x : &rt__str_empty;
  sep = rt__flat(sep);
  rt_str *r = rt__str_alloc((uint32_t)len, wide != 0); /* the elements stay reachable from a */
  uint32_t pos = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (i && sep->len) {
      units_put(r, pos, sep);
      pos += sep->len;
    }
    join_elem(a, i, &x);
    if (!x || !x->len) continue;
    x = rt__flat(x);
    units_put(r, pos, x);
    pos += x->len;
  }
  return r;
}

/* a + b as a flat string (both short enough to copy). */
static const rt_str *concat_flat(const rt_str *a, const rt_str *b) {
  bool wide = ((a->flags | b->flags) & RT_STR_WIDE) != 0;
  rt_str *r = rt__str_alloc(a->len + b->len, wide);
  a = rt__flat(a);
  b = rt__flat(b);
  units_put(r, 0, a);
  units_put(r, a->len, b);
  return r;
}

const rt_str *rt_str_concat(const rt_str *a, const rt_str *b) {
  if (a->len == 0 && !(b->flags & RT_STR_UNDEF)) return b;
  if (b->len == 0 && !(a->flags & RT_STR_UNDEF)) return a;
  uint64_t len = (uint64_t)a->len + b->len;
  if (len > RT__STR_MAX_LEN) too_long();
  bool wide = ((a->flags | b->flags) & RT_STR_WIDE) != 0;
  if (len >= ROPE_MIN) {
    /* Appending a short string to a rope whose right leaf is short: a new
     * leaf of both, under a new node sharing the left half (and the mirror
     * image for prepending).  Leaves then hold up to LEAF_MAX units, so a
     * string built a character at a time has len / LEAF_MAX nodes, not len. */
    const rt_str *left = a, *right = b;
    if ((a->flags & RT_STR_ROPE) && ((const rope *)a)->right && b->len < LEAF_MAX) {
      const rt_str *ar = ((const rope *)a)->right;
      if (!(ar->flags & RT_STR_ROPE) && ar->len + b->len <= LEAF_MAX) left = ((const rope *)a)->left, right = concat_flat(ar, b);
    } else if ((b->flags & RT_STR_ROPE) && ((const rope *)b)->right && a->len < LEAF_MAX) {
      const rt_str *bl = ((const rope *)b)->left;
      if (!(bl->flags & RT_STR_ROPE) && a->len + bl->len <= LEAF_MAX) left = concat_flat(a, bl), right = ((const rope *)b)->right;
    }
    rope *r = rt_alloc(RT_KIND_STRING, sizeof(rope)); /* a, b, left and right stay reachable */
    r->h.len = (uint32_t)len;
    r->h.flags = RT_STR_ROPE | (wide ? RT_STR_WIDE : 0);
    r->left = left;
    r->right = right;
    return &r->h;
  }
  return concat_flat(a, b);
}

/* Compares n code units of a at ai with b at bi. */
static int units_cmp(const rt_str *a, uint32_t ai, const rt_str *b, uint32_t bi, uint32_t n) {
  a = rt__flat(a);
  b = rt__flat(b);
  if (!((a->flags | b->flags) & RT_STR_WIDE)) return memcmp(rt_str_bytes(a) + ai, rt_str_bytes(b) + bi, n);
  for (uint32_t i = 0; i < n; i++) {
    int d = (int)rt__str_at(a, ai + i) - (int)rt__str_at(b, bi + i);
    if (d) return d;
  }
  return 0;
}

bool rt_str_equals(const rt_str *a, const rt_str *b) {
  if (a == b) return true;
  if (a->len != b->len || ((a->flags ^ b->flags) & RT_STR_UNDEF)) return false;
  /* both hashes known (constants carry theirs, see be__strconst): they differ
     for most unequal strings, which then never touch their code units */
  if (a->hash && b->hash && a->hash != b->hash) return false;
  /* a short string compared with a constant (a switch on a parsed word, a
     property name looked up by a key read from the input) learns its hash,
     so that the next comparisons with other constants end at the hashes */
  if ((!a->hash) != (!b->hash) && a->len <= 32 && !((a->flags | b->flags) & RT_STR_ROPE)) {
    if (rt__str_hash(a) != rt__str_hash(b)) return false;
  }
  if (!((a->flags | b->flags) & (RT_STR_WIDE | RT_STR_ROPE))) { /* both flat latin1 */
    const uint8_t *p = (const uint8_t *)(a + 1), *q = (const uint8_t *)(b + 1);
    uint32_t n = a->len;
    if (n <= 16) { /* two overlapping words from each end: no loop, no call */
      if (n >= 8) {
        uint64_t x0, y0, x1, y1;
        memcpy(&x0, p, 8), memcpy(&y0, q, 8), memcpy(&x1, p + n - 8, 8), memcpy(&y1, q + n - 8, 8);
        return ((x0 ^ y0) | (x1 ^ y1)) == 0;
      }
      if (n >= 4) {
        uint32_t x0, y0, x1, y1;
        memcpy(&x0, p, 4), memcpy(&y0, q, 4), memcpy(&x1, p + n - 4, 4), memcpy(&y1, q + n - 4, 4);
        return ((x0 ^ y0) | (x1 ^ y1)) == 0;
      }
      for (uint32_t i = 0; i < n; i++)
        if (p[i] != q[i]) return false;
      return true;
    }
    return p[0] == q[0] && memcmp(p, q, n) == 0;
  }
  if ((a->flags & RT_STR_WIDE) && (b->flags & RT_STR_WIDE))
    return memcmp(rt_str_units(a), rt_str_units(b), (size_t)a->len * 2) == 0;
  return units_cmp(a, 0, b, 0, a->len) == 0;
}

int rt_str_compare(const rt_str *a, const rt_str *b) {
  uint32_t n = a->len < b->len ? a->len : b->len;
  int c = units_cmp(a, 0, b, 0, n);
  if (c) return c;
  return a->len < b->len ? -1 : a->len > b->len;
}

bool rt_str_truthy(const rt_str *s) { return s->len > 0 && !(s->flags & RT_STR_UNDEF); }

/* FNV-1a over the code units; cached in the header except for constants
   (which carry theirs). */
uint32_t rt__str_hash_compute(const rt_str *s) {
  const rt_str *f = rt__flat(s);
  uint32_t h = 2166136261u;
  for (uint32_t i = 0; i < f->len; i++) h = (h ^ rt__str_at(f, i)) * 16777619u;
  if (!h) h = 1;
  if (s->gc != RT_GC_STATIC) ((rt_str *)s)->hash = h;
  return h;
}

/* ---- indexing ----------------------------------------------------------- */

double rt_str_length(const rt_str *s) { return s->len; }

const rt_str *rt_str_index(const rt_str *s, double i) {
  if (i >= 0 && i < s->len) {
    uint32_t k = (uint32_t)i;
    if ((double)k == i) return rt__str_char(rt__str_at(s, k));
  }
  return UNDEF_STR;
}

const rt_str *rt_str_char_at(const rt_str *s, rt_value i) {
  double pos = rt__to_integer(i);
  if (pos < 0 || pos >= s->len) return &rt__str_empty;
  return rt__str_char(rt__str_at(s, (uint32_t)pos));
}

double rt_str_char_code_at(const rt_str *s, rt_value i) {
  double pos = rt__to_integer(i);
  if (pos < 0 || pos >= s->len) return NAN;
  return rt__str_at(s, (uint32_t)pos);
}

/* Clamps ToIntegerOrInfinity(v) to [0, len]; undefined gives dflt. */
static uint32_t clamp_pos(rt_value v, uint32_t len, uint32_t dflt) {
  if (v == RT_UNDEFINED) return dflt;
  double d = rt__to_integer(v);
  return d <= 0 ? 0 : d >= len ? len : (uint32_t)d;
}

static int64_t find(const rt_str *s, const rt_str *pat, uint32_t from) {
  s = rt__flat(s);
  pat = rt__flat(pat);
  if (pat->len > s->len) return -1;
  uint32_t last = s->len - pat->len;
  if (pat->len == 0) return from <= s->len ? (int64_t)from : -1;
  uint16_t first = rt__str_at(pat, 0);
  if (!((s->flags | pat->flags) & RT_STR_WIDE)) {
    const uint8_t *h = rt_str_bytes(s), *p = rt_str_bytes(pat);
    for (uint32_t i = from; i <= last;) {
      const uint8_t *q = memchr(h + i, first, last - i + 1);
      if (!q) return -1;
      i = (uint32_t)(q - h);
      if (memcmp(h + i, p, pat->len) == 0) return i;
      i++;
    }
    return -1;
  }
  for (uint32_t i = from; i <= last; i++)
    if (rt__str_at(s, i) == first && units_cmp(s, i, pat, 0, pat->len) == 0) return i;
  return -1;
}

double rt_str_index_of(const rt_str *s, const rt_str *search, rt_value from) {
  return (double)find(s, search, clamp_pos(from, s->len, 0));
}

double rt_str_last_index_of(const rt_str *s, const rt_str *search, rt_value from) {
  double n = rt_value_to_num(from);
  uint32_t start = n != n ? s->len : clamp_pos(from, s->len, s->len);
  if (search->len > s->len) return -1;
  if (start > s->len - search->len) start = s->len - search->len;
  for (int64_t i = start; i >= 0; i--)
    if (units_cmp(s, (uint32_t)i, search, 0, search->len) == 0) return (double)i;
  return -1;
}

bool rt_str_includes(const rt_str *s, const rt_str *search, rt_value from) {
  return find(s, search, clamp_pos(from, s->len, 0)) >= 0;
}

bool rt_str_starts_with(const rt_str *s, const rt_str *search, rt_value from) {
  uint32_t start = clamp_pos(from, s->len, 0);
  if ((uint64_t)start + search->len > s->len) return false;
  return units_cmp(s, start, search, 0, search->len) == 0;
}

bool rt_str_ends_with(const rt_str *s, const rt_str *search, rt_value end) {
  uint32_t e = clamp_pos(end, s->len, s->len);
  if (search->len > e) return false;
  return units_cmp(s, e - search->len, search, 0, search->len) == 0;
}

/* slice()'s relative index: negative counts from the end. */
static uint32_t rel_pos(rt_value v, uint32_t len, uint32_t dflt) {
  if (v == RT_UNDEFINED) return dflt;
  double d = rt__to_integer(v);
  if (d < 0) d = d + len < 0 ? 0 : d + len;
  return d >= len ? len : (uint32_t)d;
}

const rt_str *rt_str_slice(const rt_str *s, rt_value start, rt_value end) {
  uint32_t from = rel_pos(start, s->len, 0), to = rel_pos(end, s->len, s->len);
  return rt__str_sub(s, from, to);
}

const rt_str *rt_str_substring(const rt_str *s, rt_value start, rt_value end) {
  uint32_t a = clamp_pos(start, s->len, 0), b = clamp_pos(end, s->len, s->len);
  return a < b ? rt__str_sub(s, a, b) : rt__str_sub(s, b, a);
}

/* ---- case mapping --------------------------------------------------------
 * Latin1 strings take fast paths (their lower case stays latin1; their upper
 * case only leaves it for µ, ÿ and ß -> SS). Other strings map code point by
 * code point through the tables of rt_case.h: Unicode's full mappings, as
 * V8's ICU does in the root locale, with the final-sigma rule for Σ. */

static uint32_t upper_latin1(uint8_t c) { /* returns c's upper case, or 0x10000 for "SS" */
  if (c < 128) return c >= 'a' && c <= 'z' ? c - 32u : c;
  if (c == 0xDF) return 0x10000;
  if (c == 0xB5) return 0x39C;
  if (c == 0xFF) return 0x178;
  return (c >= 0xE0 && c <= 0xFE && c != 0xF7) ? c - 32u : c;
}

static uint8_t lower_latin1(uint8_t c) {
  if (c < 128) return c >= 'A' && c <= 'Z' ? c + 32 : c;
  return (c >= 0xC0 && c <= 0xDE && c != 0xD7) ? c + 32 : c;
}

/* A string's unchanged case: the s[i]-out-of-range sentinel becomes a real string. */
static const rt_str *same_case(const rt_str *s) {
  return s->flags & RT_STR_UNDEF ? rt__str_from_ascii("undefined", 9) : s;
}

static const rt_str *latin1_to_upper(const rt_str *s) {
  const uint8_t *b = rt_str_bytes(s);
  uint32_t i = 0, extra = 0;
  bool changed = false, wide = false;
  for (; i < s->len; i++) {
    uint32_t u = upper_latin1(b[i]);
    changed |= u != b[i];
    wide |= u > 0xFF && u < 0x10000;
    extra += u >> 16;
  }
  if (!changed) return same_case(s);
  if (s->len == 1 && !extra) return rt__str_char((uint16_t)upper_latin1(b[0]));
  if ((uint64_t)s->len + extra > RT__STR_MAX_LEN) too_long();
  rt_str *r = rt__str_alloc(s->len + extra, wide);
  uint8_t *d8 = (uint8_t *)(r + 1);
  uint16_t *d16 = (uint16_t *)(r + 1);
  for (uint32_t k = 0, j = 0; j < s->len; j++) {
    uint32_t u = upper_latin1(b[j]);
    uint32_t c = u >> 16 ? 'S' : u;
    for (uint32_t rep = u >> 16 ? 2 : 1; rep; rep--, k++) {
      if (wide) d16[k] = (uint16_t)c;
      else d8[k] = (uint8_t)c;
    }
  }
  return r;
}

static const rt_str *latin1_to_lower(const rt_str *s) {
  const uint8_t *b = rt_str_bytes(s);
  uint32_t i = 0;
  while (i < s->len && lower_latin1(b[i]) == b[i]) i++;
  if (i == s->len) return same_case(s);
  if (s->len == 1) return rt__str_char(lower_latin1(b[0]));
  rt_str *r = rt__str_alloc(s->len, false);
  uint8_t *d = (uint8_t *)(r + 1);
  memcpy(d, b, i);
  for (; i < s->len; i++) d[i] = lower_latin1(b[i]);
  return r;
}

/* The code point at u[*i] (a lone surrogate stands for itself); advances *i. */
static uint32_t next_cp(const uint16_t *u, uint32_t n, uint32_t *i) {
  uint32_t c = u[(*i)++];
  if ((c & 0xFC00) == 0xD800 && *i < n && (u[*i] & 0xFC00) == 0xDC00) c = 0x10000 + ((c - 0xD800) << 10) + (u[(*i)++] - 0xDC00);
  return c;
}

static uint32_t prev_cp(const uint16_t *u, uint32_t *i) {
  uint32_t c = u[--(*i)];
  if ((c & 0xFC00) == 0xDC00 && *i > 0 && (u[*i - 1] & 0xFC00) == 0xD800) c = 0x10000 + ((u[--(*i)] - 0xD800) << 10) + (c - 0xDC00);
  return c;
}

/* Unicode's Final_Sigma: the Σ at u[i] follows a cased letter and precedes
 * none, case-ignorable characters in between skipped. */
static bool final_sigma(const uint16_t *u, uint32_t n, uint32_t i) {
  uint32_t j = i, f = 0;
  while (j > 0 && ((f = rt__case_get(prev_cp(u, &j))->flags) & RT__CASE_IGNORABLE)) f = 0;
  if (!(f & RT__CASE_CASED)) return false;
  j = i + 1;
  while (j < n) {
    f = rt__case_get(next_cp(u, n, &j))->flags;
    if (!(f & RT__CASE_IGNORABLE)) return !(f & RT__CASE_CASED);
  }
  return true;
}

/* Writes c's mapping at d (if d) and returns its length in UTF-16 units. */
static uint32_t put_mapped(const uint16_t *u, uint32_t n, uint32_t at, uint32_t c, bool upper, uint16_t *d) {
  const rt__case_info *in = rt__case_get(c);
  uint32_t cps[3], ncp = 1, k = 0;
  if (in->flags & (upper ? RT__CASE_UPPER_FULL : RT__CASE_LOWER_FULL)) {
    const uint32_t *m = &rt__case_full[upper ? in->upper : in->lower];
    ncp = m[0];
    memcpy(cps, m + 1, ncp * sizeof *cps);
  } else if (!upper && c == 0x3A3 && final_sigma(u, n, at)) {
    cps[0] = 0x3C2;
  } else {
    cps[0] = c + (uint32_t)(upper ? in->upper : in->lower);
  }
  for (uint32_t i = 0; i < ncp; i++) {
    uint32_t m = cps[i];
    if (m >= 0x10000) {
      if (d) d[k] = (uint16_t)(0xD800 + ((m - 0x10000) >> 10)), d[k + 1] = (uint16_t)(0xDC00 + (m & 0x3FF));
      k += 2;
    } else {
      if (d) d[k] = (uint16_t)m;
      k++;
    }
  }
  return k;
}

static bool maps(uint32_t c, bool upper) {
  const rt__case_info *in = rt__case_get(c);
  return (upper ? in->upper : in->lower) != 0 || (in->flags & (upper ? RT__CASE_UPPER_FULL : RT__CASE_LOWER_FULL));
}

static const rt_str *wide_to_case(const rt_str *s, bool upper) {
  const uint16_t *u = rt_str_units(s);
  uint32_t n = s->len, i = 0, first = 0;
  while (i < n) {
    first = i;
    if (maps(next_cp(u, n, &i), upper)) break;
    first = n;
  }
  if (first == n) return same_case(s);
  uint64_t len = first;
  for (i = first; i < n;) {
    uint32_t at = i;
    len += put_mapped(u, n, at, next_cp(u, n, &i), upper, NULL);
  }
  if (len > RT__STR_MAX_LEN) too_long();
  uint16_t *d = rt__tmp_alloc(len * 2 + 2);
  memcpy(d, u, first * 2);
  uint32_t k = first;
  for (i = first; i < n;) {
    uint32_t at = i;
    k += put_mapped(u, n, at, next_cp(u, n, &i), upper, d + k);
  }
  const rt_str *r = rt__str_from_units(d, k);
  rt__tmp_free(d);
  return r;
}

const rt_str *rt_str_to_upper(const rt_str *s) {
  return s->flags & RT_STR_WIDE ? wide_to_case(s, true) : latin1_to_upper(s);
}

const rt_str *rt_str_to_lower(const rt_str *s) {
  return s->flags & RT_STR_WIDE ? wide_to_case(s, false) : latin1_to_lower(s);
}

/* ---- trimming, padding, repetition -------------------------------------- */

bool rt__is_js_space(uint16_t c) {
  if (c < 128) return c == ' ' || (c >= 9 && c <= 13);
  return c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
         c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xFEFF;
}

static const rt_str *trim(const rt_str *s, bool start, bool end) {
  uint32_t a = 0, b = s->len;
  if (start)
    while (a < b && rt__is_js_space(rt__str_at(s, a))) a++;
  if (end)
    while (b > a && rt__is_js_space(rt__str_at(s, b - 1))) b--;
  return rt__str_sub(s, a, b);
}

const rt_str *rt_str_trim(const rt_str *s) { return trim(s, true, true); }
const rt_str *rt_str_trim_start(const rt_str *s) { return trim(s, true, false); }
const rt_str *rt_str_trim_end(const rt_str *s) { return trim(s, false, true); }

/* Fills d (n units, at index 0 of a string of width wide) with pattern p repeated. */
static void fill_repeat(rt_str *r, uint32_t at, const rt_str *p, uint32_t n) {
  if (!p->len) return;
  for (uint32_t i = 0; i < n; i++) {
    uint16_t c = rt__str_at(p, i % p->len);
    if (r->flags & RT_STR_WIDE) ((uint16_t *)(r + 1))[at + i] = c;
    else ((uint8_t *)(r + 1))[at + i] = (uint8_t)c;
  }
}

const rt_str *rt_str_repeat(const rt_str *s, double count) {
  double n = rt__num_to_integer(count);
  if (n < 0 || isinf(n)) {
    char buf[RT__NUM_BUF + 32];
    memcpy(buf, "Invalid count value: ", 21);
    rt__num_fmt(n, buf + 21);
    rt_throw_error("RangeError", buf);
  }
  if (n == 0 || s->len == 0) return &rt__str_empty;
  if (n * s->len > RT__STR_MAX_LEN) too_long();
  uint32_t total = (uint32_t)n * s->len;
  s = rt__flat(s);
  rt_str *r = rt__str_alloc(total, (s->flags & RT_STR_WIDE) != 0);
  size_t w = (s->flags & RT_STR_WIDE) ? 2 : 1, unit = (size_t)s->len * w;
  char *d = (char *)(r + 1);
  memcpy(d, s + 1, unit);
  /* Double the filled prefix until done. */
  for (size_t have = unit, want = (size_t)total * w; have < want;) {
    size_t k = have < want - have ? have : want - have;
    memcpy(d + have, d, k);
    have += k;
  }
  return r;
}

static const rt_str *pad(const rt_str *s, double max_len, rt_value fill, bool at_start) {
  double n = rt__num_to_integer(max_len);
  if (n <= s->len) return s;
  const rt_str *f;
  RT__STATIC_STR(space, " ");
  if (fill == RT_UNDEFINED) f = RT__STR(space);
  else f = rt_value_to_str(fill);
  if (f->len == 0) return s;
  if (n > RT__STR_MAX_LEN) too_long();
  uint32_t total = (uint32_t)n, fill_len = total - s->len;
  bool wide = ((s->flags | f->flags) & RT_STR_WIDE) != 0;
  rt_str *r = rt__str_alloc(total, wide);
  uint32_t at = at_start ? fill_len : 0;
  for (uint32_t i = 0; i < s->len; i++) {
    if (wide) ((uint16_t *)(r + 1))[at + i] = rt__str_at(s, i);
    else ((uint8_t *)(r + 1))[at + i] = rt_str_bytes(s)[i];
  }
  fill_repeat(r, at_start ? 0 : s->len, f, fill_len);
  return r;
}

const rt_str *rt_str_pad_start(const rt_str *s, double len, rt_value fill) { return pad(s, len, fill, true); }
const rt_str *rt_str_pad_end(const rt_str *s, double len, rt_value fill) { return pad(s, len, fill, false); }

const rt_str *rt_str_from_char_code(int32_t n, const double *codes) {
  if (n <= 0) return &rt__str_empty;
  if (n == 1) return rt__str_char((uint16_t)rt_to_uint32(codes[0]));
  uint16_t small[64], *u = n <= 64 ? small : rt__tmp_alloc((size_t)n * 2);
  for (int32_t i = 0; i < n; i++) u[i] = (uint16_t)rt_to_uint32(codes[i]);
  const rt_str *r = rt__str_from_units(u, (size_t)n);
  if (u != small) rt__tmp_free(u);
  return r;
}

/* s.split(sep, limit) with a string separator (or undefined: [s]). */
rt_array *rt_str_split(const rt_str *s, rt_value sep, rt_value limit) {
  uint32_t lim = limit == RT_UNDEFINED ? 0xFFFFFFFFu : rt_to_uint32(rt_value_to_num(limit));
  rt_array *r = rt_array_new(RT_ELEM_PTR, 0);
  if (lim == 0) return r;
  if (sep == RT_UNDEFINED) {
    rt_array_push(r, rt_box_string(s));
    return r;
  }
  const rt_str *p = rt_value_to_str(sep);
  s = rt__flat(s);
  if (p->len == 0) {
    for (uint32_t i = 0; i < s->len && r->length < lim; i++) rt_array_push(r, rt_box_string(rt__str_sub(s, i, i + 1)));
    return r;
  }
  if (s->len == 0) {
    rt_array_push(r, rt_box_string(s));
    return r;
  }
  uint32_t at = 0;
  for (;;) {
    int64_t i = find(s, p, at);
    if (i < 0) break;
    rt_array_push(r, rt_box_string(rt__str_sub(s, at, (uint32_t)i)));
    if (r->length >= lim) return r;
    at = (uint32_t)i + p->len;
  }
  rt_array_push(r, rt_box_string(rt__str_sub(s, at, s->len)));
  return r;
}

/* A JS string as NUL-terminated UTF-8 (malloc'd: the caller frees); lone
 * surrogates become U+FFFD, as Node's UTF-8 encoding does. */
char *rt__utf8_of(const rt_str *s, size_t *len) {
  s = rt__flat(s);
  char *out = malloc((size_t)s->len * 3 + 1);
  if (!out) rt__oom((size_t)s->len * 3 + 1);
  size_t k = 0;
  if (!(s->flags & RT_STR_WIDE) && rt__latin1_high_count(rt_str_bytes(s), s->len) == 0) { /* ASCII */
    memcpy(out, rt_str_bytes(s), s->len);
    out[s->len] = 0;
    if (len) *len = s->len;
    return out;
  }
  for (uint32_t i = 0; i < s->len; i++) {
    uint32_t c = rt__str_at(s, i);
    if (c >= 0xD800 && c < 0xDC00 && i + 1 < s->len && (rt__str_at(s, i + 1) & 0xFC00) == 0xDC00) {
      c = 0x10000 + ((c - 0xD800) << 10) + (rt__str_at(s, i + 1) - 0xDC00u);
      i++;
    } else if (c >= 0xD800 && c < 0xE000) {
      c = 0xFFFD;
    }
    if (c < 0x80) out[k++] = (char)c;
    else if (c < 0x800) out[k++] = (char)(0xC0 | c >> 6), out[k++] = (char)(0x80 | (c & 63));
    else if (c < 0x10000)
      out[k++] = (char)(0xE0 | c >> 12), out[k++] = (char)(0x80 | ((c >> 6) & 63)), out[k++] = (char)(0x80 | (c & 63));
    else
      out[k++] = (char)(0xF0 | c >> 18), out[k++] = (char)(0x80 | ((c >> 12) & 63)),
      out[k++] = (char)(0x80 | ((c >> 6) & 63)), out[k++] = (char)(0x80 | (c & 63));
  }
  out[k] = 0;
  if (len) *len = k;
  return out;
}
