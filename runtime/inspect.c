/* inspect.c - Node v20's util.inspect (lib/internal/util/inspect.js) as console.log uses it,
 * and JSON.stringify for %j.
 *
 * The algorithm works on JS strings, so this file does too: every piece of
 * output is a growable UTF-16 buffer (`us`), whose length is the JS `.length`
 * that Node's line-breaking rules measure, and is converted to UTF-8 only when
 * written out.  The functions mirror Node's: format_value (formatValue),
 * format_raw (formatRaw), format_array/format_special_array, format_typed,
 * group_array (groupArrayElements), reduce (reduceToSingleString),
 * below_break (isBelowBreakLength), str_escape (strEscape).
 *
 * Options: depth 2, breakLength 80, compact 3, maxArrayLength 100,
 * maxStringLength 10000, no colours; %o sets depth 4 and showHidden (which adds
 * `[length]: n` to arrays), %s on an object uses depth 0.
 *
 * Values reach here as rt_values; typed storage is boxed on the way:
 *  - array elements: F64/I32/U8 are numbers; VALUE elements are rt_values;
 *    PTR elements are raw pointers told apart by their gc word: RT_GC_STATIC or
 *    RT_KIND_STRING = string, RT_KIND_ARRAY/RT_KIND_OBJECT/RT_KIND_MAP = object,
 *    anything else = a closure (closures have no gc word, so function arrays
 *    should rather be VALUE arrays of boxed functions);
 *  - holes (`<N empty items>`): RT_F64_HOLE in an F64 array, NULL in a PTR
 *    array, RT__HOLE in a VALUE array (undefined there is a real element);
 *  - object slots follow cls->slot_types; a NULL slot_names entry or
 *    RT_SLOT_HIDDEN hides a slot; a reference slot may hold a boxed value or
 *    a raw pointer; a zero STR/FUNCTION slot is undefined, a zero
 *    OBJECT/ARRAY slot null;
 *  - an rt_class whose name is NULL or "" is an object literal's shape and
 *    prints as a plain object `{ a: 1 }`; otherwise `Name { a: 1 }`;
 *  - an rt_map prints as Node's formatMap/formatSet: `Map(2) { 'a' => 1 }`,
 *    `Set(1) { 1 }`, `[Map]`/`[Set]` past the depth limit. */
#include "rt_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* ---- JS strings under construction ---------------------------------------- */

typedef struct us {
  uint16_t *p;
  uint32_t len, cap;
} us;

static void us_grow(us *s, uint32_t extra) {
  uint32_t cap = s->cap < 32 ? 32 : s->cap;
  while (cap < s->len + extra) cap *= 2;
  uint16_t *p = realloc(s->p, cap * sizeof *p);
  if (!p) rt__oom(cap * sizeof *p);
  s->p = p;
  s->cap = cap;
}
/* The room check inline, the growth out of line: JSON.stringify reserves
 * before each bracket, comma, key and value. */
__attribute__((always_inline)) static inline void us_reserve(us *s, uint32_t extra) {
  if (__builtin_expect(s->len + extra > s->cap, 0)) us_grow(s, extra);
}
__attribute__((always_inline)) static inline void us_push(us *s, uint16_t c) {
  us_reserve(s, 1);
  s->p[s->len++] = c;
}
static void us_ascii(us *s, const char *c) {
  size_t n = strlen(c);
  us_reserve(s, (uint32_t)n);
  for (size_t i = 0; i < n; i++) s->p[s->len++] = (uint8_t)c[i];
}
__attribute__((always_inline)) static inline void us_units(us *s, const uint16_t *u, uint32_t n) {
  us_reserve(s, n);
  if (n) memcpy(s->p + s->len, u, n * sizeof *u);
  s->len += n;
}
static void us_cat(us *s, const us *t) { us_units(s, t->p, t->len); }
static void us_spaces(us *s, uint32_t n) {
  us_reserve(s, n);
  for (uint32_t i = 0; i < n; i++) s->p[s->len++] = ' ';
}
static void us_rtstr(us *s, const rt_str *str) {
  str = rt__flat(str);
  us_reserve(s, str->len);
  if (str->flags & RT_STR_WIDE) {
    memcpy(s->p + s->len, rt_str_units(str), str->len * sizeof(uint16_t));
  } else {
    const uint8_t *b = rt_str_bytes(str);
    for (uint32_t i = 0; i < str->len; i++) s->p[s->len + i] = b[i];
  }
  s->len += str->len;
}
static void us_number(us *s, double d) {
  char buf[RT__NUM_BUF];
  if (d == 0 && signbit(d)) us_ascii(s, "-0");
  else {
    size_t n = rt__num_fmt(d, buf);
    us_reserve(s, (uint32_t)n);
    for (size_t i = 0; i < n; i++) s->p[s->len + i] = (uint8_t)buf[i];
    s->len += (uint32_t)n;
  }
}
static void us_uint(us *s, uint64_t n) {
  char buf[24];
  int i = 23;
  buf[i] = 0;
  do buf[--i] = (char)('0' + n % 10);
  while (n /= 10);
  us_ascii(s, buf + i);
}
static bool us_has(const us *s, uint16_t c) {
  for (uint32_t i = 0; i < s->len; i++)
    if (s->p[i] == c) return true;
  return false;
}
static void us_free(us *s) {
  free(s->p);
  *s = (us){0};
}

/* A list of strings (Node's `output` arrays); owns its elements. */
typedef struct ulist {
  us *v;
  uint32_t n, cap;
} ulist;

static void ul_push(ulist *l, us s) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 8;
    us *v = realloc(l->v, l->cap * sizeof *v);
    if (!v) rt__oom(l->cap * sizeof *v);
    l->v = v;
  }
  l->v[l->n++] = s;
}
static void ul_free(ulist *l) {
  for (uint32_t i = 0; i < l->n; i++) us_free(&l->v[i]);
  free(l->v);
  *l = (ulist){0};
}

/* Writes s as UTF-8; lone surrogates become U+FFFD, as Node's stdout does. */
static void out_us(rt__out *o, const us *s) {
  char buf[256];
  size_t n = 0;
  for (uint32_t i = 0; i < s->len; i++) {
    if (n > sizeof buf - 4) {
      rt__out_bytes(o, buf, n);
      n = 0;
    }
    uint32_t c = s->p[i];
    if (c < 0x80) {
      buf[n++] = (char)c;
      continue;
    }
    if (c >= 0xD800 && c < 0xE000) {
      if (c < 0xDC00 && i + 1 < s->len && s->p[i + 1] >= 0xDC00 && s->p[i + 1] < 0xE000)
        c = 0x10000 + ((c - 0xD800) << 10) + (s->p[++i] - 0xDC00);
      else c = 0xFFFD;
    }
    if (c < 0x800) {
      buf[n++] = (char)(0xC0 | (c >> 6));
      buf[n++] = (char)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      buf[n++] = (char)(0xE0 | (c >> 12));
      buf[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
      buf[n++] = (char)(0x80 | (c & 0x3F));
    } else {
      buf[n++] = (char)(0xF0 | (c >> 18));
      buf[n++] = (char)(0x80 | ((c >> 12) & 0x3F));
      buf[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
      buf[n++] = (char)(0x80 | (c & 0x3F));
    }
  }
  rt__out_bytes(o, buf, n);
}

/* ---- strings: strEscape ------------------------------------------------------ */

static const char hexd[] = "0123456789ABCDEF";

/* Node's `meta` table: the escape of code unit c < 0xA0, or NULL. */
static const char *meta(uint16_t c, char tmp[8]) {
  switch (c) {
  case '\b': return "\\b";
  case '\t': return "\\t";
  case '\n': return "\\n";
  case '\f': return "\\f";
  case '\r': return "\\r";
  case '\'': return "\\'";
  case '\\': return "\\\\";
  }
  if (c < 0x20 || (c >= 0x7F && c < 0xA0)) {
    tmp[0] = '\\', tmp[1] = 'x', tmp[2] = hexd[c >> 4], tmp[3] = hexd[c & 15], tmp[4] = 0;
    return tmp;
  }
  return NULL;
}

/* strEscape(u[0..n)): quoted with Node's choice of quote, escapes applied. */
static void str_escape(us *out, const uint16_t *u, uint32_t n) {
  bool has_single = false, has_double = false, has_back = false;
  for (uint32_t i = 0; i < n; i++) {
    has_single |= u[i] == '\'';
    has_double |= u[i] == '"';
    has_back |= u[i] == '`' || (u[i] == '$' && i + 1 < n && u[i + 1] == '{');
  }
  uint16_t q = '\'';
  if (has_single) q = !has_double ? '"' : !has_back ? '`' : '\'';
  us_push(out, q);
  for (uint32_t i = 0; i < n; i++) {
    uint16_t c = u[i];
    char tmp[8];
    if (c < 0xA0) {
      const char *e = c == '\'' && q != '\'' ? NULL : meta(c, tmp);
      if (e) us_ascii(out, e);
      else us_push(out, c);
    } else if (c >= 0xD800 && c <= 0xDFFF) {
      if (c <= 0xDBFF && i + 1 < n && u[i + 1] >= 0xDC00 && u[i + 1] <= 0xDFFF) {
        us_push(out, c);
        us_push(out, u[++i]);
        continue;
      }
      static const char lhex[] = "0123456789abcdef";
      tmp[0] = '\\', tmp[1] = 'u', tmp[2] = lhex[c >> 12], tmp[3] = lhex[(c >> 8) & 15];
      tmp[4] = lhex[(c >> 4) & 15], tmp[5] = lhex[c & 15], tmp[6] = 0;
      us_ascii(out, tmp);
    } else {
      us_push(out, c);
    }
  }
  us_push(out, q);
}

static void str_escape_rt(us *out, const rt_str *s) {
  us tmp = {0};
  us_rtstr(&tmp, s);
  str_escape(out, tmp.p, tmp.len);
  us_free(&tmp);
}

/* getStringWidth without colours: ASCII controls count 0, other ASCII 1; past
 * ASCII Node asks ICU (East Asian width of the NFC form), approximated here by
 * code point ranges: wide and emoji 2, combining marks 0, the rest 1. */
static uint32_t str_width(const us *s) {
  uint32_t w = 0;
  for (uint32_t i = 0; i < s->len; i++) {
    uint32_t c = s->p[i];
    if (c < 0x7F) {
      w += c >= 32;
      continue;
    }
    if (c >= 0xD800 && c < 0xDC00 && i + 1 < s->len && (s->p[i + 1] & 0xFC00) == 0xDC00)
      c = 0x10000 + ((c - 0xD800) << 10) + (s->p[++i] - 0xDC00);
    if (c < 0xA0 || (c >= 0x300 && c <= 0x36F) || (c >= 0x200B && c <= 0x200F) ||
        (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xFE20 && c <= 0xFE2F) ||
        (c >= 0xE0100 && c <= 0xE01EF))
      continue;
    bool wide = c >= 0x1100 &&
                (c <= 0x115F || c == 0x2329 || c == 0x232A || (c >= 0x2E80 && c <= 0x3247 && c != 0x303F) ||
                 (c >= 0x3250 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0xA4C6) || (c >= 0xA960 && c <= 0xA97C) ||
                 (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE10 && c <= 0xFE19) ||
                 (c >= 0xFE30 && c <= 0xFE6B) || (c >= 0xFF01 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) ||
                 (c >= 0x1B000 && c <= 0x1B001) || (c >= 0x1F200 && c <= 0x1F251) ||
                 (c >= 0x1F300 && c <= 0x1F64F) || (c >= 0x1F900 && c <= 0x1F9FF) || (c >= 0x20000 && c <= 0x3FFFD));
    w += wide ? 2 : 1;
  }
  return w;
}

/* ---- context ------------------------------------------------------------------ */

/* Node's `compact` option: a number of inner levels to put on one line,
 * false (every entry on a line of its own) or true (the old layout). */
enum { COMPACT_FALSE = 0, COMPACT_TRUE = -1 };
#define BREAK_LENGTH (c->break_len)
#define MAX_ARRAY_LENGTH (c->max_array)

typedef struct ictx {
  uint32_t indent; /* indentationLvl */
  int depth;
  int current_depth;
  bool show_hidden;
  bool sorted; /* entries of objects, Maps and Sets sorted as strings */
  int compact;
  const void **seen; /* the objects being formatted, outermost first */
  uint32_t nseen, capseen;
  const void **circular; /* circular[i] is `*i+1` */
  uint32_t ncirc, capcirc;
  int64_t break_len;
  uint32_t max_array;
  int64_t max_string; /* < 0: no limit */
} ictx;

/* util.inspect's defaults, which console.log uses. */
static ictx ictx_new(int depth, bool show_hidden) {
  ictx c = {0};
  c.depth = depth;
  c.show_hidden = show_hidden;
  c.compact = 3;
  c.break_len = 80;
  c.max_array = 100;
  c.max_string = 10000;
  return c;
}

static void ptr_push(const void ***v, uint32_t *n, uint32_t *cap, const void *p) {
  if (*n == *cap) {
    *cap = *cap ? *cap * 2 : 16;
    const void **nv = realloc((void *)*v, *cap * sizeof *nv);
    if (!nv) rt__oom(*cap * sizeof *nv);
    *v = nv;
  }
  (*v)[(*n)++] = p;
}

/* ---- boxing typed storage ------------------------------------------------------ */

static rt_value ptr_value(uint64_t w) {
  if (!w) return RT_NULL;
  if (w >> RT_TAG_SHIFT) return w; /* already boxed */
  const void *p = (const void *)(uintptr_t)w;
  uint32_t gc = *(const uint32_t *)p;
  if (gc == RT_GC_STATIC || gc == RT_KIND_STRING) return rt_box_string(p);
  if (gc == RT_KIND_ARRAY || gc == RT_KIND_OBJECT || gc == RT_KIND_MAP || gc == RT_KIND_BIGINT) return rt_box_object(p);
  return rt_box_function(p);
}

/* Holes (see kiln_rt.h): RT_F64_HOLE in F64 arrays, NULL in PTR arrays,
 * RT__HOLE in VALUE arrays; typed arrays have none. */
static bool is_hole(const rt_array *a, uint32_t i) {
  if (a->flags & RT_ARRAY_TYPED) return false;
  switch (a->elem) {
#ifdef RT_F64_HOLE
  case RT_ELEM_F64: return ((const uint64_t *)a->data)[i] == RT_F64_HOLE;
#endif
  case RT_ELEM_VALUE: return ((const rt_value *)a->data)[i] == RT__HOLE;
  case RT_ELEM_PTR: return ((const uint64_t *)a->data)[i] == 0;
  default: return false;
  }
}

/* Element i boxed; RT__HOLE for a hole. */
static rt_value elem_value(const rt_array *a, uint32_t i) {
  if (is_hole(a, i)) return RT__HOLE;
  switch (a->elem) {
  case RT_ELEM_VALUE: return ((const rt_value *)a->data)[i];
  case RT_ELEM_PTR: return ptr_value(((const uint64_t *)a->data)[i]);
  default: return rt_box_number(rt__typed_get(a, i));
  }
}

static inline bool slot_visible(const rt_class *cls, uint32_t i);
/* Visible, and not an optional property the object lacks. */
static inline bool slot_present(const rt_object *o, uint32_t i) {
  if (!slot_visible(o->cls, i) || ((o->cls->flags & RT_CLASS_ERROR) && rt__error_slot_hidden(o, i))) return false;
  return !(o->cls->slot_types && o->cls->slot_types[i] == RT_SLOT_VALUE && o->slots[i] == RT_ABSENT);
}

static inline bool slot_visible(const rt_class *cls, uint32_t i) {
  return cls->slot_names && cls->slot_names[i] && (!cls->slot_types || cls->slot_types[i] != RT_SLOT_HIDDEN);
}

/* The constructor name, or NULL for a plain object. */
static const rt_str *class_name(const rt_class *cls) {
  /* an anonymous class expression extending a class (a mixin's) shows as
   * its nearest named ancestor, as Node finds a constructor name */
  while (cls && cls->name && !cls->name->len && cls->parent) cls = cls->parent;
  return cls && cls->name && cls->name->len ? cls->name : NULL;
}

RT__STATIC_STR(error_word, "Error");

/* ---- formatValue ------------------------------------------------------------------ */

static us format_value(ictx *c, rt_value v, int recurse);

/* formatPrimitive for strings: long strings split after each newline. */
static us format_string(ictx *c, const rt_str *s) {
  us u = {0}, out = {0};
  us_rtstr(&u, s);
  uint32_t remaining = 0; /* maxStringLength: the rest becomes "... n more characters" */
  if (c->max_string >= 0 && u.len > c->max_string) {
    remaining = u.len - (uint32_t)c->max_string;
    u.len = (uint32_t)c->max_string;
  }
  if (c->compact != COMPACT_TRUE && u.len > 16 && (int64_t)u.len > (int64_t)BREAK_LENGTH - c->indent - 4) {
    uint32_t from = 0;
    for (uint32_t i = 1; i <= u.len; i++) {
      if (i < u.len && u.p[i - 1] != '\n') continue;
      if (from) {
        us_ascii(&out, " +\n");
        us_spaces(&out, c->indent + 2);
      }
      str_escape(&out, u.p + from, i - from);
      from = i;
    }
  } else {
    str_escape(&out, u.p, u.len);
  }
  us_free(&u);
  if (remaining) {
    us_ascii(&out, "... ");
    us_uint(&out, remaining);
    us_ascii(&out, remaining > 1 ? " more characters" : " more character");
  }
  return out;
}

static us format_function(const rt_closure *f) {
  us out = {0};
  if (f->name && f->name->len) {
    us_ascii(&out, "[Function: ");
    us_rtstr(&out, f->name);
    us_push(&out, ']');
  } else {
    us_ascii(&out, "[Function (anonymous)]");
  }
  return out;
}

static bool below_break(const ictx *c, const ulist *output, uint32_t start, const us *base) {
  int64_t total = (int64_t)output->n + start;
  if (total + output->n > BREAK_LENGTH) return false;
  for (uint32_t i = 0; i < output->n; i++) {
    total += output->v[i].len;
    if (total > BREAK_LENGTH) return false;
  }
  return base->len == 0 || !us_has(base, '\n');
}

static void pad(us *dst, const us *s, const char *suffix, uint32_t width, bool at_start) {
  uint32_t len = s->len + (uint32_t)strlen(suffix);
  uint32_t fill = width > len ? width - len : 0;
  if (at_start) us_spaces(dst, fill);
  us_cat(dst, s);
  us_ascii(dst, suffix);
  if (!at_start) us_spaces(dst, fill);
}

/* groupArrayElements: `value` is the array (for the number test), or NULL. */
static void group_array(ictx *c, ulist *output, const rt_array *value) {
  uint64_t total = 0;
  uint32_t max_len = 0, out_len = output->n;
  if (MAX_ARRAY_LENGTH < output->n) out_len--; /* leave out "... n more items" */
  const uint32_t sep = 2;
  uint32_t *data_len = malloc((out_len + 1) * sizeof *data_len);
  if (!data_len) rt__oom(out_len * sizeof *data_len);
  for (uint32_t i = 0; i < out_len; i++) {
    uint32_t len = str_width(&output->v[i]);
    data_len[i] = len;
    total += len + sep;
    if (max_len < len) max_len = len;
  }
  uint32_t actual_max = max_len + sep;
  if ((int64_t)actual_max * 3 + c->indent < BREAK_LENGTH && ((double)total / actual_max > 5 || max_len <= 6)) {
    double average_bias = sqrt(actual_max - (double)total / output->n);
    double biased_max = fmax(actual_max - 3 - average_bias, 1);
    double cols = floor(sqrt(2.5 * biased_max * out_len) / biased_max + 0.5);
    cols = fmin(cols, floor((double)(BREAK_LENGTH - c->indent) / actual_max));
    cols = fmin(cols, c->compact * 4);
    cols = fmin(cols, 15);
    uint32_t columns = (uint32_t)cols;
    if (columns <= 1) {
      free(data_len);
      return;
    }
    uint32_t max_line[15];
    for (uint32_t i = 0; i < columns; i++) {
      uint32_t m = 0;
      for (uint32_t j = i; j < out_len; j += columns)
        if (data_len[j] > m) m = data_len[j];
      max_line[i] = m + sep;
    }
    bool pad_start = true;
    if (value) {
      for (uint32_t i = 0; i < output->n; i++) {
        rt_value e = i < value->length ? elem_value(value, i) : RT_UNDEFINED;
        if (i >= value->length || (!rt_value_is_number(e) && !rt__is_bigint(e))) {
          pad_start = false;
          break;
        }
      }
    }
    ulist tmp = {0};
    for (uint32_t i = 0; i < out_len; i += columns) {
      uint32_t max = i + columns < out_len ? i + columns : out_len;
      us row = {0};
      uint32_t j = i;
      for (; j < max - 1; j++) {
        uint32_t padding = max_line[j - i] + output->v[j].len - data_len[j];
        pad(&row, &output->v[j], ", ", padding, pad_start);
      }
      if (pad_start) {
        uint32_t padding = max_line[j - i] + output->v[j].len - data_len[j] - sep;
        pad(&row, &output->v[j], "", padding, true);
      } else {
        us_cat(&row, &output->v[j]);
      }
      ul_push(&tmp, row);
    }
    if (MAX_ARRAY_LENGTH < output->n) {
      ul_push(&tmp, output->v[out_len]);
      output->v[out_len] = (us){0};
    }
    ul_free(output);
    *output = tmp;
  }
  free(data_len);
}

/* reduceToSingleString with compact: true, the layout of Node before v12:
 * entries on one line when they fit, else one a line with the closing
 * brace after the last. */
static us reduce_compact_true(ictx *c, ulist *output, const us *base, const us *brace0, const char *brace1) {
  us res = {0};
  us_cat(&res, brace0);
  if (below_break(c, output, 0, base)) {
    if (base->len) {
      us_push(&res, ' ');
      us_cat(&res, base);
    }
    us_push(&res, ' ');
    for (uint32_t i = 0; i < output->n; i++) {
      if (i) us_ascii(&res, ", ");
      us_cat(&res, &output->v[i]);
    }
  } else {
    if (base->len) {
      us_push(&res, ' ');
      us_cat(&res, base);
    }
    if (base->len || brace0->len != 1) {
      us_push(&res, '\n');
      us_spaces(&res, c->indent + 2);
    } else {
      us_push(&res, ' ');
    }
    for (uint32_t i = 0; i < output->n; i++) {
      if (i) {
        us_ascii(&res, ",\n");
        us_spaces(&res, c->indent + 2);
      }
      us_cat(&res, &output->v[i]);
    }
  }
  us_push(&res, ' ');
  us_ascii(&res, brace1);
  ul_free(output);
  return res;
}

/* reduceToSingleString; consumes output. */
static us reduce(ictx *c, ulist *output, const us *base, const us *brace0, const char *brace1, bool array_extras,
                 int recurse, const rt_array *value) {
  us res = {0};
  if (c->compact == COMPACT_TRUE) return reduce_compact_true(c, output, base, brace0, brace1);
  uint32_t entries = output->n;
  if (c->compact >= 1 && array_extras && entries > 6) group_array(c, output, value);
  if (c->compact >= 1 && c->current_depth - recurse < c->compact && entries == output->n) {
    uint32_t start = output->n + c->indent + brace0->len + base->len + 10;
    if (below_break(c, output, start, base)) {
      bool nl = false;
      for (uint32_t i = 0; i < output->n && !nl; i++) nl = us_has(&output->v[i], '\n');
      if (!nl) {
        if (base->len) {
          us_cat(&res, base);
          us_push(&res, ' ');
        }
        us_cat(&res, brace0);
        us_push(&res, ' ');
        for (uint32_t i = 0; i < output->n; i++) {
          if (i) us_ascii(&res, ", ");
          us_cat(&res, &output->v[i]);
        }
        us_push(&res, ' ');
        us_ascii(&res, brace1);
        ul_free(output);
        return res;
      }
    }
  }
  if (base->len) {
    us_cat(&res, base);
    us_push(&res, ' ');
  }
  us_cat(&res, brace0);
  for (uint32_t i = 0; i < output->n; i++) {
    if (i) us_push(&res, ',');
    us_push(&res, '\n');
    us_spaces(&res, c->indent + 2);
    us_cat(&res, &output->v[i]);
  }
  us_push(&res, '\n');
  us_spaces(&res, c->indent);
  us_ascii(&res, brace1);
  ul_free(output);
  return res;
}

static us remaining_text(uint32_t remaining) {
  us s = {0};
  us_ascii(&s, "... ");
  us_uint(&s, remaining);
  us_ascii(&s, remaining > 1 ? " more items" : " more item");
  return s;
}

static us empty_items(uint32_t n) {
  us s = {0};
  us_push(&s, '<');
  us_uint(&s, n);
  us_ascii(&s, n > 1 ? " empty items>" : " empty item>");
  return s;
}

/* formatProperty(kArrayType) */
static us format_elem(ictx *c, const rt_array *a, uint32_t i, int recurse) {
  c->indent += 2;
  us s = format_value(c, elem_value(a, i), recurse);
  c->indent -= 2;
  return s;
}


/* formatArray and formatSpecialArray */
static void format_array(ictx *c, const rt_array *a, int recurse, ulist *output) {
  uint32_t len = a->length < MAX_ARRAY_LENGTH ? a->length : MAX_ARRAY_LENGTH;
  uint32_t remaining = a->length - len;
  for (uint32_t i = 0; i < len; i++) {
    if (is_hole(a, i)) {
      /* formatSpecialArray: the keys are the indices of the non-holes */
      uint32_t index = i, j = i;
      while (output->n < len) {
        while (j < a->length && is_hole(a, j)) j++;
        if (j >= a->length) break;
        if (j != index) {
          ul_push(output, empty_items(j - index));
          index = j;
          if (output->n == len) break;
        }
        ul_push(output, format_elem(c, a, j, recurse));
        index++;
        j++;
      }
      uint32_t rest = a->length - index;
      if (output->n != len) {
        if (rest > 0) ul_push(output, empty_items(rest));
      } else if (rest > 0) {
        ul_push(output, remaining_text(rest));
      }
      return;
    }
    ul_push(output, format_elem(c, a, i, recurse));
  }
  if (remaining > 0) ul_push(output, remaining_text(remaining));
}

static const char *typed_name(const rt_array *a) {
  if (!(a->flags & RT_ARRAY_TYPED)) return NULL;
  return rt__typed_name(a->elem);
}

/* The circular-reference mark `<ref *N>` of p, if p was found circular:
 * the base (compact: true puts it before the opening brace instead). */
static void circular_base(ictx *c, const void *p, us *base, us *brace0) {
  for (uint32_t i = 0; i < c->ncirc; i++) {
    if (c->circular[i] == p) {
      us mark = {0};
      us_ascii(&mark, "<ref *");
      us_uint(&mark, i + 1);
      us_push(&mark, '>');
      if (c->compact == COMPACT_TRUE) {
        us_push(&mark, ' ');
        us_cat(&mark, brace0);
        us_free(brace0);
        *brace0 = mark;
      } else {
        us_cat(base, &mark);
        us_free(&mark);
      }
      return;
    }
  }
}

static int us_order(const void *a, const void *b) {
  const us *x = a, *y = b;
  uint32_t n = x->len < y->len ? x->len : y->len;
  for (uint32_t i = 0; i < n; i++)
    if (x->p[i] != y->p[i]) return x->p[i] < y->p[i] ? -1 : 1;
  return x->len < y->len ? -1 : x->len > y->len;
}

/* sorted: true orders an object's (a Map's, a Set's) entries as
 * Array.prototype.sort orders strings, by UTF-16 code units. */
static void sort_output(ictx *c, ulist *output) {
  if (c->sorted && output->n > 1) qsort(output->v, output->n, sizeof *output->v, us_order);
}

/* The end of formatRaw for a braced value: the circular marker, then the
 * entries reduced into one line or several (consumes base and brace0). */
static us close_braced(ictx *c, const void *p, ulist *output, us *base, us *brace0, int recurse) {
  sort_output(c, output);
  circular_base(c, p, base, brace0);
  c->nseen--;
  us res = reduce(c, output, base, brace0, "}", false, recurse, NULL);
  us_free(brace0);
  us_free(base);
  return res;
}

/* Node's Buffer: `<Buffer 68 69>`, at most 50 bytes then `... N more bytes`. */
static us format_buffer(const rt_array *a) {
  static const char hx[] = "0123456789abcdef";
  us s = {0};
  us_ascii(&s, "<Buffer");
  uint32_t n = a->length < 50 ? a->length : 50;
  for (uint32_t i = 0; i < n; i++) {
    uint8_t b = ((const uint8_t *)a->data)[i];
    us_push(&s, ' ');
    us_push(&s, (uint16_t)hx[b >> 4]);
    us_push(&s, (uint16_t)hx[b & 15]);
  }
  if (a->length > n) {
    us_ascii(&s, " ... ");
    us_uint(&s, a->length - n);
    us_ascii(&s, " more byte");
    if (a->length - n > 1) us_push(&s, 's');
  }
  if (!a->length) us_push(&s, ' ');
  us_push(&s, '>');
  return s;
}

static us format_array_raw(ictx *c, const rt_array *a, int recurse) {
  if (a->flags & RT_ARRAY_BUFFER) return format_buffer(a);
  const char *tname = typed_name(a);
  us brace0 = {0}, base = {0};
  if (tname) {
    us_ascii(&brace0, tname);
    us_push(&brace0, '(');
    us_uint(&brace0, a->length);
    us_ascii(&brace0, ") [");
  } else {
    us_push(&brace0, '[');
  }
  bool length_key = c->show_hidden && !tname;
  if (a->length == 0 && !length_key && !(tname && c->show_hidden)) {
    us_push(&brace0, ']');
    return brace0;
  }
  if (recurse > c->depth) {
    us_free(&brace0);
    us s = {0};
    us_push(&s, '[');
    us_ascii(&s, tname ? tname : "Array");
    us_push(&s, ']');
    return s;
  }
  recurse++;
  ptr_push(&c->seen, &c->nseen, &c->capseen, a);
  c->current_depth = recurse;
  ulist output = {0};
  if (tname) {
    uint32_t len = a->length < MAX_ARRAY_LENGTH ? a->length : MAX_ARRAY_LENGTH;
    for (uint32_t i = 0; i < len; i++) {
      us s = {0};
      us_number(&s, rt_unbox_number(elem_value(a, i)));
      ul_push(&output, s);
    }
    if (a->length > len) ul_push(&output, remaining_text(a->length - len));
  } else {
    format_array(c, a, recurse, &output);
  }
  double m_index;
  const rt_str *m_input;
  rt_value m_groups;
  if (!tname && rt__match_extras(a, &m_index, &m_input, &m_groups)) { /* a RegExp match array */
    us k = {0};
    us_ascii(&k, "index: ");
    us_number(&k, m_index);
    ul_push(&output, k);
    us k2 = {0};
    us_ascii(&k2, "input: ");
    c->indent += 2;
    us v = format_value(c, rt_box_string(m_input), recurse);
    us_cat(&k2, &v);
    us_free(&v);
    ul_push(&output, k2);
    us k3 = {0};
    us_ascii(&k3, "groups: ");
    v = format_value(c, m_groups, recurse);
    c->indent -= 2;
    us_cat(&k3, &v);
    us_free(&v);
    ul_push(&output, k3);
  }
  if (length_key) {
    us s = {0};
    us_ascii(&s, "[length]: ");
    us_uint(&s, a->length);
    ul_push(&output, s);
  }
  circular_base(c, a, &base, &brace0);
  c->nseen--;
  us res = reduce(c, &output, &base, &brace0, "]", true, recurse, a);
  us_free(&brace0);
  us_free(&base);
  return res;
}

static bool is_ident(const rt_str *k) {
  if (!k->len) return false;
  for (uint32_t i = 0; i < k->len; i++) {
    uint16_t ch = rt__str_at(k, i);
    bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_' || (i && ch >= '0' && ch <= '9');
    if (!ok) return false;
  }
  return true;
}

static bool is_proto(const rt_str *k) {
  static const char p[] = "__proto__";
  if (k->len != 9) return false;
  for (uint32_t i = 0; i < 9; i++)
    if (rt__str_at(k, i) != (uint8_t)p[i]) return false;
  return true;
}

/* runtime/promise.c's class, weak: a program without promises links no event loop. */
extern const rt_class rt__promise_class __attribute__((weak));

/* formatPromise: `Promise { <pending> }`, `Promise { value }`, `Promise { <rejected> reason }`. */
static us format_promise_raw(ictx *c, const rt_object *o, int recurse) {
  us brace0 = {0}, base = {0};
  us_ascii(&brace0, "Promise {");
  if (recurse > c->depth) {
    us_free(&brace0);
    us s = {0};
    us_ascii(&s, "[Promise]");
    return s;
  }
  recurse++;
  ptr_push(&c->seen, &c->nseen, &c->capseen, o);
  c->current_depth = recurse;
  ulist output = {0};
  us s = {0};
  if (o->slots[0] == 0) {
    us_ascii(&s, "<pending>");
  } else {
    c->indent += 2;
    us v = format_value(c, o->slots[1], recurse);
    c->indent -= 2;
    if (o->slots[0] == 2) us_ascii(&s, "<rejected> ");
    us_cat(&s, &v);
    us_free(&v);
  }
  ul_push(&output, s);
  return close_braced(c, o, &output, &base, &brace0, recurse);
}

/* A property key as formatValue shows it: bare when an identifier, else quoted. */
static void format_key(us *s, const rt_str *k) {
  if (is_proto(k)) us_ascii(s, "['__proto__']");
  else if (is_ident(k)) us_rtstr(s, k);
  else str_escape_rt(s, k);
}

/* One `key: value` entry of an object, the value formatted one level in. */
/* A property: `key: value`, a symbol key (sym, key NULL) as `[Symbol(desc)]: value`. */
static void push_prop_key(ictx *c, ulist *output, const rt_str *key, const void *sym, rt_value v, int recurse) {
  uint32_t diff = c->compact == COMPACT_TRUE ? 3 : 2; /* (formatProperty's) */
  c->indent += diff;
  us val = format_value(c, v, recurse);
  bool own_line = diff == 3 && BREAK_LENGTH < (int64_t)str_width(&val);
  us s = {0};
  if (sym) {
    us_push(&s, '[');
    us_rtstr(&s, rt__symbol_display(sym));
    us_push(&s, ']');
  } else {
    format_key(&s, key);
  }
  us_push(&s, ':');
  if (own_line) {
    us_push(&s, '\n');
    us_spaces(&s, c->indent);
  } else {
    us_push(&s, ' ');
  }
  c->indent -= diff;
  us_cat(&s, &val);
  us_free(&val);
  ul_push(output, s);
}

static void push_prop(ictx *c, ulist *output, const rt_str *key, rt_value v, int recurse) {
  push_prop_key(c, output, key, NULL, v, recurse);
}

/* A dictionary (dict.c) prints as a plain object: its keys in JS order,
 * then its symbol keys in the order added. */
static us format_dict_raw(ictx *c, const rt_object *o, int recurse) {
  us brace0 = {0}, base = {0};
  bool null_proto = o->flags & RT_OBJ_NULL_PROTO; /* Object.create(null) */
  if (null_proto) us_ascii(&brace0, "[Object: null prototype] ");
  us_push(&brace0, '{');
  if (rt__dict_map(o)->size == 0) {
    us_push(&brace0, '}');
    return brace0;
  }
  if (recurse > c->depth) {
    us_free(&brace0);
    us s = {0};
    us_ascii(&s, null_proto ? "[Object: null prototype]" : "[Object]");
    return s;
  }
  recurse++;
  ptr_push(&c->seen, &c->nseen, &c->capseen, o);
  c->current_depth = recurse;
  ulist output = {0};
  uint32_t n, *pos = rt__dict_order(o, &n);
  const rt__map_entry *e = rt__map_entries(rt__dict_map(o));
  for (uint32_t i = 0; i < n; i++) {
    push_prop(c, &output, rt_unbox_string(e[pos[i]].key), e[pos[i]].value, recurse);
  }
  free(pos);
  for (uint32_t i = 0, used = rt__dict_map(o)->used; i < used; i++) {
    e = rt__map_entries(rt__dict_map(o)); /* (formatting a value may allocate) */
    if (e[i].key == RT__MAP_DELETED || (e[i].key >> RT_TAG_SHIFT) == RT_TAG_STRING) continue;
    push_prop_key(c, &output, NULL, rt_unbox_object(e[i].key), e[i].value, recurse);
  }
  return close_braced(c, o, &output, &base, &brace0, recurse);
}

static us format_object_raw(ictx *c, const rt_object *o, int recurse);
/* A class used as a value (RT_CLASS_CTOR, runtime/classval.c), as Node
 * prints a class: `[class Dog extends Animal] { count: 2 }` (its own static
 * fields, when it has any). */
static us format_class_value(ictx *c, const rt_object *o, int recurse) {
  us s = {0};
  us_ascii(&s, "[class ");
  const rt_str *nm = (const rt_str *)(uintptr_t)o->slots[RT_CTOR_NAME];
  if (nm && nm->len) us_rtstr(&s, nm);
  else us_ascii(&s, "(anonymous)");
  const rt_object *proto = (const rt_object *)(uintptr_t)o->slots[RT_CTOR_PROTO];
  const rt_class *pk = proto ? proto->cls->parent : NULL;
  if (pk && pk->name && !(nm && rt_str_equals(pk->name, nm))) {
    us_ascii(&s, " extends ");
    us_rtstr(&s, pk->name);
  }
  us_push(&s, ']');
  const rt_closure *st = (const rt_closure *)(uintptr_t)o->slots[RT_CTOR_STATICS];
  if (st) {
    rt_object *so = ((rt_object * (*)(void *)) st->fn)(st->env);
    if (so->cls->nslots) {
      us t = format_object_raw(c, so, recurse);
      us_push(&s, ' ');
      us_cat(&s, &t);
      us_free(&t);
    }
  }
  return s;
}

static us format_object_raw(ictx *c, const rt_object *o, int recurse) {
  const rt_class *cls = o->cls;
  if (rt__is_dict(o)) return format_dict_raw(c, o, recurse);
  if (&rt__promise_class && cls == &rt__promise_class) return format_promise_raw(c, o, recurse);
  const rt_str *name = class_name(cls);
  uint32_t nkeys = 0;
  for (uint32_t i = 0; cls && i < cls->nslots; i++) nkeys += slot_present(o, i);
  const rt_str *an;
  void *ag;
  for (uint32_t i = 0; cls && !name && i < cls->nmethods; i++) nkeys += rt__acc_at(cls, i, &an, &ag) != 0;
  us brace0 = {0}, base = {0};
  if (cls && (cls->flags & RT__CLASS_NULL_PROTO)) us_ascii(&brace0, "[Object: null prototype] ");
  if (name) {
    us_rtstr(&brace0, name);
    us_push(&brace0, ' ');
  }
  us_push(&brace0, '{');
  if (nkeys == 0) {
    us_push(&brace0, '}');
    return brace0;
  }
  if (recurse > c->depth) {
    us_free(&brace0);
    us s = {0};
    us_push(&s, '[');
    if (name) us_rtstr(&s, name);
    else us_ascii(&s, "Object");
    us_push(&s, ']');
    return s;
  }
  recurse++;
  ptr_push(&c->seen, &c->nseen, &c->capseen, o);
  c->current_depth = recurse;
  ulist output = {0};
  uint32_t *ord = rt__shape_order(cls); /* array-index names first */
  for (uint32_t j = 0; j < cls->nslots; j++) {
    uint32_t i = ord ? ord[j] : j;
    if (!slot_present(o, i)) continue;
    push_prop(c, &output, cls->slot_names[i], rt__slot_value(o, i), recurse);
  }
  free(ord);
  if (cls->flags & RT__CLASS_DIRENT) { /* a Dirent's symbol-keyed type (fs_stat.c) */
    us val = format_value(c, rt_box_number((double)(o->slots[3] & 7)), recurse), s = {0};
    us_ascii(&s, "[Symbol(type)]: ");
    us_cat(&s, &val);
    us_free(&val);
    ul_push(&output, s);
  }
  for (uint32_t i = 0; !name && i < cls->nmethods; i++) { /* a literal's accessors, as Node shows them */
    uint32_t kinds = rt__acc_at(cls, i, &an, &ag);
    if (!kinds) continue;
    if ((kinds & RT__ACC_DATA) && ag) {
      push_prop(c, &output, an, ((rt_value(*)(const rt_object *))ag)((const rt_object *)o), recurse);
      continue;
    }
    us s = {0};
    format_key(&s, an);
    us_ascii(&s, kinds == (RT__ACC_GET | RT__ACC_SET) ? ": [Getter/Setter]" : kinds == RT__ACC_GET ? ": [Getter]" : ": [Setter]");
    ul_push(&output, s);
  }
  return close_braced(c, o, &output, &base, &brace0, recurse);
}

/* formatRaw for a Map or Set: `Map(n) { k => v, ... }`, `Set(n) { v, ... }`
 * (formatMap/formatSet: at most maxArrayLength entries, then "... n more items"). */
static us format_map_raw(ictx *c, const rt_map *m, int recurse) {
  bool set = (m->flags & RT_MAP_SET) != 0;
  us brace0 = {0}, base = {0};
  if (m->flags & RT_MAP_WEAK) { /* Node shows no entries without --expose-internals */
    us_ascii(&brace0, set ? "WeakSet { <items unknown> }" : "WeakMap { <items unknown> }");
    return brace0;
  }
  us_ascii(&brace0, set ? "Set(" : "Map(");
  us_uint(&brace0, m->size);
  us_ascii(&brace0, ") {");
  if (m->size == 0) {
    us_push(&brace0, '}');
    return brace0;
  }
  if (recurse > c->depth) {
    us_free(&brace0);
    us s = {0};
    us_ascii(&s, set ? "[Set]" : "[Map]");
    return s;
  }
  recurse++;
  ptr_push(&c->seen, &c->nseen, &c->capseen, m);
  c->current_depth = recurse;
  ulist output = {0};
  uint32_t shown = 0;
  c->indent += 2;
  const rt__map_entry *e = rt__map_entries(m);
  for (uint32_t i = 0; i < m->used && shown < MAX_ARRAY_LENGTH; i++) {
    if (e[i].key == RT__MAP_DELETED) continue;
    us s = format_value(c, e[i].key, recurse);
    if (!set) {
      us v = format_value(c, e[i].value, recurse);
      us_ascii(&s, " => ");
      us_cat(&s, &v);
      us_free(&v);
    }
    ul_push(&output, s);
    shown++;
  }
  c->indent -= 2;
  if (m->size > shown) ul_push(&output, remaining_text(m->size - shown));
  return close_braced(c, m, &output, &base, &brace0, recurse);
}

/* A URLSearchParams (list: its name, value, ... strings) as Node's
 * [inspect.custom] writes it: `URLSearchParams { 'a' => '1' }`, one pair a
 * line when they would take more than breakLength, the lines indented to
 * the current level as formatValue does to a custom inspection. */
static us format_usp(ictx *c, const rt_array *list, int recurse) {
  us s = {0};
  us_ascii(&s, "URLSearchParams {");
  ulist output = {0};
  uint32_t total = 0;
  for (uint32_t i = 0; i + 1 < list->length; i += 2) {
    us e = format_value(c, rt_array_get(list, i), recurse + 1);
    us v = format_value(c, rt_array_get(list, i + 1), recurse + 1);
    us_ascii(&e, " => ");
    us_cat(&e, &v);
    us_free(&v);
    total += e.len + (i ? 2 : 0);
    ul_push(&output, e);
  }
  bool lines = total > 80;
  for (uint32_t i = 0; i < output.n; i++) {
    if (lines) {
      us_ascii(&s, i ? ",\n" : "\n");
      for (uint32_t k = 0; k < c->indent + 2; k++) us_push(&s, ' ');
    } else {
      us_ascii(&s, i ? ", " : " ");
    }
    us_cat(&s, &output.v[i]);
    us_free(&output.v[i]);
  }
  free(output.v);
  us_ascii(&s, output.n ? " }" : "}");
  return s;
}

/* Does s (from index `from`) contain the ASCII text t? */
static int32_t us_find(const us *s, uint32_t from, const char *t) {
  size_t n = strlen(t);
  for (uint32_t i = from; i + n <= s->len; i++) {
    size_t k = 0;
    while (k < n && s->p[i + k] == (uint8_t)t[k]) k++;
    if (k == n) return (int32_t)i;
  }
  return -1;
}

/* Node's formatError: the stack (improveStack puts the class name in front
 * when the name does not say it; no frames: in brackets), indented to the
 * current level, then the error's own properties and [cause] in braces.
 * name, message and stack never show: Node hides them when the stack
 * contains them, which it does unless the program changed them after the
 * stack was first read. */
static us format_error(ictx *c, rt_object *o, int recurse) {
  us stack = {0}, base = {0};
  us_rtstr(&stack, rt__flat(rt_error_stack(o)));
  const rt_str *name = (const rt_str *)(uintptr_t)o->slots[RT_ERROR_NAME];
  const rt_str *ctor = class_name(o->cls);
  us nm = {0}, pre = {0};
  if (name) us_rtstr(&nm, rt__flat(name));
  if (ctor) us_rtstr(&pre, rt__flat(ctor));
  uint32_t len = nm.len;
  bool starts = stack.len >= len && (len == 0 || !memcmp(stack.p, nm.p, len * 2));
  bool error_like = len >= 5 && us_find(&nm, len - 5, "Error") == (int32_t)len - 5;
  if (ctor && error_like && starts && (stack.len == len || stack.p[len] == ':' || stack.p[len] == '\n') &&
      !(pre.len == nm.len && !memcmp(pre.p, nm.p, len * 2))) {
    us t = {0};
    bool inc = false;
    for (uint32_t i = 0; i + len <= pre.len && !inc; i++) inc = !memcmp(pre.p + i, nm.p, len * 2);
    us_cat(&t, &pre);
    if (!inc) {
      us_ascii(&t, " [");
      us_cat(&t, &nm);
      us_push(&t, ']');
    }
    us_units(&t, stack.p + len, stack.len - len);
    us_free(&stack);
    stack = t;
  }
  us_free(&nm);
  us_free(&pre);
  const rt_str *msg = (const rt_str *)(uintptr_t)o->slots[RT_ERROR_MESSAGE];
  int32_t pos = -1;
  if (msg && msg->len) {
    us m = {0};
    us_rtstr(&m, rt__flat(msg));
    for (uint32_t i = 0; i + m.len <= stack.len && pos < 0; i++)
      if (!memcmp(stack.p + i, m.p, m.len * 2)) pos = (int32_t)(i + m.len);
    us_free(&m);
  }
  if (us_find(&stack, pos < 0 ? 0 : (uint32_t)pos, "\n    at") < 0) {
    us_push(&base, '[');
    us_cat(&base, &stack);
    us_push(&base, ']');
  } else {
    us_cat(&base, &stack);
  }
  us_free(&stack);
  if (c->indent) {
    us t = {0};
    for (uint32_t i = 0; i < base.len; i++) {
      us_push(&t, base.p[i]);
      if (base.p[i] == '\n') us_spaces(&t, c->indent);
    }
    us_free(&base);
    base = t;
  }
  const rt_class *cls = o->cls;
  rt_value cause = o->slots[RT_ERROR_CAUSE];
  bool has_cause = cause != RT_ABSENT; /* `new Error(m, { cause: undefined })` shows [cause]: undefined */
  uint32_t nkeys = has_cause;
  for (uint32_t i = RT_ERROR_NSLOTS; i < cls->nslots; i++) nkeys += slot_present(o, i);
  if (nkeys == 0) return base;
  if (recurse > c->depth) {
    us s = {0};
    us_push(&s, '[');
    us_rtstr(&s, ctor ? ctor : RT__STR(error_word));
    us_push(&s, ']');
    us_free(&base);
    return s;
  }
  recurse++;
  ptr_push(&c->seen, &c->nseen, &c->capseen, o);
  c->current_depth = recurse;
  ulist output = {0};
  for (uint32_t i = RT_ERROR_NSLOTS; i <= cls->nslots; i++) {
    us s = {0};
    us val;
    c->indent += 2;
    if (i == cls->nslots) {
      if (!has_cause) {
        c->indent -= 2;
        break;
      }
      val = format_value(c, cause, recurse);
      us_ascii(&s, "[cause]");
    } else {
      if (!slot_present(o, i)) {
        c->indent -= 2;
        continue;
      }
      val = format_value(c, rt__slot_value(o, i), recurse);
      const rt_str *k = cls->slot_names[i];
      if (is_ident(k)) us_rtstr(&s, k);
      else str_escape_rt(&s, k);
    }
    c->indent -= 2;
    us_ascii(&s, ": ");
    us_cat(&s, &val);
    us_free(&val);
    ul_push(&output, s);
  }
  c->nseen--;
  sort_output(c, &output);
  us brace0 = {0};
  us_push(&brace0, '{');
  us res = reduce(c, &output, &base, &brace0, "}", false, recurse, NULL);
  us_free(&brace0);
  us_free(&base);
  return res;
}

static us format_value(ictx *c, rt_value v, int recurse) {
  us s = {0};
  if (rt_value_is_number(v)) {
    us_number(&s, rt_unbox_number(v));
    return s;
  }
  switch (v >> RT_TAG_SHIFT) {
  case RT_TAG_STRING: return format_string(c, rt_unbox_string(v));
  case RT_TAG_FUNCTION: return format_function(rt_unbox_function(v));
  case RT_TAG_OBJECT: break;
  default:
    us_ascii(&s, v == RT_NULL ? "null" : v == RT_TRUE ? "true" : v == RT_FALSE ? "false" : "undefined");
    return s;
  }
  const void *p = rt_unbox_object(v);
  if (p && rt_heap_kind(p) == RT_KIND_BIGINT) {
    us_rtstr(&s, rt__bigint_to_str(v));
    us_push(&s, 'n');
    return s;
  }
  if (!p) {
    us_ascii(&s, "null");
    return s;
  }
  uint32_t kind = rt_heap_kind(p);
  if (kind != RT_KIND_ARRAY && kind != RT_KIND_OBJECT && kind != RT_KIND_MAP) {
    us_ascii(&s, "{}");
    return s;
  }
  for (uint32_t i = 0; i < c->nseen; i++) {
    if (c->seen[i] != p) continue;
    uint32_t index = 0;
    while (index < c->ncirc && c->circular[index] != p) index++;
    if (index == c->ncirc) ptr_push(&c->circular, &c->ncirc, &c->capcirc, p);
    us_ascii(&s, "[Circular *");
    us_uint(&s, index + 1);
    us_push(&s, ']');
    return s;
  }
  if (kind == RT_KIND_MAP) return format_map_raw(c, p, recurse);
  if (kind == RT_KIND_OBJECT) {
    const rt_str *special = rt__regexp_display(p);
    if (!special) special = rt__date_display(p);
    if (!special) special = rt__symbol_display(p);
    if (special) {
      us_rtstr(&s, rt__flat(special));
      return s;
    }
    const rt_array *usp = rt__usp_list ? rt__usp_list(p) : NULL;
    if (usp) return format_usp(c, usp, recurse);
  }
  if (rt__is_error(p)) return format_error(c, (rt_object *)p, recurse);
  if (kind == RT_KIND_OBJECT && (((const rt_object *)p)->cls->flags & RT_CLASS_ANYFN))
    return format_function(rt__anyfn_target(v));
  if (kind == RT_KIND_OBJECT && (((const rt_object *)p)->cls->flags & RT_CLASS_CTOR))
    return format_class_value(c, (const rt_object *)p, recurse);
  return kind == RT_KIND_ARRAY ? format_array_raw(c, p, recurse) : format_object_raw(c, p, recurse);
}

void rt__inspect(rt__out *o, rt_value v, int depth, bool show_hidden) {
  ictx c = ictx_new(depth, show_hidden);
  us s = format_value(&c, v, 0);
  out_us(o, &s);
  us_free(&s);
  free((void *)c.seen);
  free((void *)c.circular);
}

/* util.inspect(v, options) as a string. */
const rt_str *rt__inspect_to_str(rt_value v, const rt__inspect_opts *o) {
  ictx c = ictx_new(o->depth, o->show_hidden);
  c.break_len = o->break_len;
  c.compact = o->compact < 0 ? COMPACT_TRUE : o->compact;
  c.sorted = o->sorted;
  c.max_array = o->max_array;
  c.max_string = o->max_string;
  us s = format_value(&c, v, 0);
  const rt_str *r = rt__str_from_units(s.p, s.len);
  us_free(&s);
  free((void *)c.seen);
  free((void *)c.circular);
  return r;
}

/* ---- console.table ------------------------------------------------------------------
 * Node v20's console.table (lib/internal/console/constructor.js) and its
 * renderer (lib/internal/cli_table.js): an "(index)" column of the data's
 * keys, one column per property of the rows (or of `properties`), a "Values"
 * column for rows that are primitives; cells are inspected on one line with
 * at most 3 array elements, an object of more than 2 keys as [Object]. */

static us table_cell(rt_value v) {
  ictx c = ictx_new(0, false);
  bool obj = (v >> RT_TAG_SHIFT) == RT_TAG_OBJECT && rt_unbox_object(v) && !rt__is_bigint(v);
  c.depth = obj && rt_heap_kind(rt_unbox_object(v)) != RT_KIND_ARRAY && rt_object_keys(v)->length > 2 ? -1 : 0;
  c.break_len = (int64_t)1 << 53; /* Infinity */
  c.max_array = 3;
  us s = format_value(&c, v, 0);
  free((void *)c.seen);
  free((void *)c.circular);
  return s;
}

static const rt_str *table_key(const rt_array *keys, uint32_t i) { return ((const rt_str *const *)keys->data)[i]; }

/* An array index key ("0", "12"), which Object.keys lists first, ascending. */
static int64_t table_index(const us *k) {
  if (!k->len || k->len > 9 || (k->len > 1 && k->p[0] == '0')) return -1;
  int64_t n = 0;
  for (uint32_t i = 0; i < k->len; i++) {
    if (k->p[i] < '0' || k->p[i] > '9') return -1;
    n = n * 10 + (k->p[i] - '0');
  }
  return n;
}

static void table_line(us *out, uint16_t l, uint16_t m, uint16_t r, const uint32_t *w, uint32_t ncol) {
  static const uint16_t dash = 0x2500;
  us_units(out, &l, 1);
  for (uint32_t i = 0; i < ncol; i++) {
    for (uint32_t k = 0; k < w[i] + 2; k++) us_units(out, &dash, 1);
    us_units(out, i + 1 < ncol ? &m : &r, 1);
  }
  us_push(out, '\n');
}

static void table_row(us *out, us *const *cells, const uint32_t *w, uint32_t ncol) {
  static const uint16_t left[2] = {0x2502, ' '}, right[2] = {' ', 0x2502};
  us_units(out, left, 2);
  for (uint32_t i = 0; i < ncol; i++) {
    us_cat(out, cells[i]);
    us_spaces(out, w[i] - str_width(cells[i]));
    us_units(out, right, 2);
    if (i + 1 < ncol) us_push(out, ' ');
  }
  us_push(out, '\n');
}

static void *table_alloc(size_t n) {
  void *p = calloc(n ? n : 1, 1);
  if (!p) rt__oom(n);
  return p;
}

void rt_console_table(rt_value data, rt_value properties) {
  bool obj = (data >> RT_TAG_SHIFT) == RT_TAG_OBJECT && rt_unbox_object(data) && !rt__is_bigint(data) &&
             !rt__is_symbol(rt_unbox_object(data));
  if (!obj) {
    rt_console_log(1, &data);
    return;
  }
  rt_array *props = properties == RT_UNDEFINED ? NULL : rt_unbox_object(properties);
  rt_array *index = rt_object_keys(data), *keys = NULL;
  rt_gc_root_add(&index, 1);
  rt_gc_root_add(&keys, 1);
  uint32_t nrows = index->length;
  /* the columns: their names in first-seen order, their cells (len 0 and no
     buffer: empty) */
  uint32_t ncol = 0, cap = 8;
  us *names = table_alloc(cap * sizeof *names), **cols = table_alloc(cap * sizeof *cols);
  us *values = table_alloc((nrows + 1) * sizeof *values);
  bool *has_value = table_alloc(nrows + 1), prims = false;
  for (uint32_t i = 0; i < nrows; i++) {
    rt_value item = rt_any_get(data, table_key(index, i));
    uint64_t tag = item >> RT_TAG_SHIFT;
    bool prim = !(tag == RT_TAG_FUNCTION || (tag == RT_TAG_OBJECT && rt_unbox_object(item) && !rt__is_bigint(item) &&
                                             !rt__is_symbol(rt_unbox_object(item))));
    if (!props && prim) {
      prims = true;
      values[i] = table_cell(item);
      has_value[i] = true;
      continue;
    }
    keys = props ? props : rt_object_keys(item);
    for (uint32_t k = 0; k < keys->length; k++) {
      const rt_str *key = props ? rt_value_to_str(rt_array_get(props, k)) : table_key(keys, k);
      us name = {0};
      us_rtstr(&name, key);
      uint32_t c = 0;
      while (c < ncol && !(names[c].len == name.len && !memcmp(names[c].p, name.p, name.len * sizeof *name.p))) c++;
      if (c == ncol) {
        if (ncol == cap) {
          cap *= 2;
          names = realloc(names, cap * sizeof *names);
          cols = realloc(cols, cap * sizeof *cols);
          if (!names || !cols) rt__oom(cap * sizeof *cols);
        }
        names[ncol] = name;
        cols[ncol++] = table_alloc((nrows + 1) * sizeof **cols);
      } else {
        us_free(&name);
      }
      if (!prim && rt_object_has_own(item, key)) cols[c][i] = table_cell(rt_any_get(item, key));
    }
  }
  /* Object.keys order of the columns: array indexes ascending first */
  uint32_t *ord = table_alloc((ncol + 1) * sizeof *ord), no = 0;
  for (uint32_t c = 0; c < ncol; c++)
    if (table_index(&names[c]) >= 0) {
      uint32_t at = no++;
      while (at > 0 && table_index(&names[ord[at - 1]]) > table_index(&names[c])) ord[at] = ord[at - 1], at--;
      ord[at] = c;
    }
  for (uint32_t c = 0; c < ncol; c++)
    if (table_index(&names[c]) < 0) ord[no++] = c;
  /* head, widths, rows */
  uint32_t nt = 1 + ncol + (prims ? 1 : 0);
  us *head = table_alloc(nt * sizeof *head), *idx = table_alloc((nrows + 1) * sizeof *idx), empty = {0};
  us **rows = table_alloc((size_t)nt * (nrows + 1) * sizeof *rows), **hp = table_alloc(nt * sizeof *hp);
  uint32_t *w = table_alloc(nt * sizeof *w);
  us_ascii(&head[0], "(index)");
  for (uint32_t c = 0; c < ncol; c++) us_cat(&head[1 + c], &names[ord[c]]);
  if (prims) us_ascii(&head[nt - 1], "Values");
  for (uint32_t r = 0; r < nrows; r++) {
    us_rtstr(&idx[r], table_key(index, r));
    rows[(size_t)r * nt] = &idx[r];
    for (uint32_t c = 0; c < ncol; c++) rows[(size_t)r * nt + 1 + c] = &cols[ord[c]][r];
    if (prims) rows[(size_t)r * nt + nt - 1] = has_value[r] ? &values[r] : &empty;
  }
  for (uint32_t c = 0; c < nt; c++) {
    hp[c] = &head[c];
    w[c] = str_width(&head[c]);
    for (uint32_t r = 0; r < nrows; r++)
      if (str_width(rows[(size_t)r * nt + c]) > w[c]) w[c] = str_width(rows[(size_t)r * nt + c]);
  }
  us out = {0};
  table_line(&out, 0x250C, 0x252C, 0x2510, w, nt);
  table_row(&out, hp, w, nt);
  table_line(&out, 0x251C, 0x253C, 0x2524, w, nt);
  for (uint32_t r = 0; r < nrows; r++) table_row(&out, &rows[(size_t)r * nt], w, nt);
  table_line(&out, 0x2514, 0x2534, 0x2518, w, nt);
  out.len--; /* console.log's newline ends it */
  if (rt__console_grouped()) {
    rt__out cap = {NULL, 0, 0, RT__OUT_CAPTURE};
    out_us(&cap, &out);
    rt__console_emit(&cap, 1);
  } else {
    out_us(&rt__stdout, &out);
    rt__out_bytes(&rt__stdout, "\n", 1);
  }
  us_free(&out);
  for (uint32_t c = 0; c < nt; c++) us_free(&head[c]);
  for (uint32_t r = 0; r < nrows; r++) us_free(&idx[r]), us_free(&values[r]);
  for (uint32_t c = 0; c < ncol; c++) {
    for (uint32_t r = 0; r < nrows; r++) us_free(&cols[c][r]);
    free(cols[c]);
    us_free(&names[c]);
  }
  free(head), free(rows), free(hp), free(idx), free(w), free(ord), free(names), free(cols), free(values), free(has_value);
  rt_gc_root_remove(&keys);
  rt_gc_root_remove(&index);
}

/* ---- JSON.stringify ---------------------------------------------------------------- */

typedef struct jctx {
  const void **stack; /* the objects being serialized (cycle detection) */
  uint32_t n, cap;
  bool circular;
  us gap;             /* the indent unit ("" = compact) */
  us indent;          /* the current indent */
  const rt_array *keys; /* a replacer array's property names (strings), or NULL */
  rt_value fn;          /* a replacer function (an any function: rt__anyfn_call), or 0 */
} jctx;

/* v.toJSON(key) for an instance of a class with a toJSON method: the checker's
 * thunk "json:toJSON" (check_class.inc class_json_thunk) calls the compiled
 * method with the key converted to its parameter's type and boxes what it
 * returns. */
rt_value rt__json_to_json(rt_value v, rt_value key) {
  rt_object *o = rt_unbox_object(v);
  for (const rt_class *k = o->cls; k; k = k->parent)
    for (uint32_t i = 0; k->method_names && i < k->nmethods; i++) {
      const rt_str *m = k->method_names[i];
      if (m && m->len == 11 && !(m->flags & (RT_STR_WIDE | RT_STR_ROPE)) && !memcmp(rt_str_bytes(m), "json:toJSON", 11))
        return ((rt_value(*)(rt_object *, rt_value))k->methods[i])(o, key);
    }
  return v;
}

/* The replacer function's say on holder[key] = v (key a string value):
 * what it returns, given a Date's toJSON string rather than the Date, as
 * SerializeJSONProperty calls toJSON first. */
static rt_value json_replace(jctx *j, rt_value key, rt_value v) {
  if ((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT && rt_unbox_object(v) && rt_heap_kind(rt_unbox_object(v)) == RT_KIND_OBJECT &&
      rt__builtin_json(rt_unbox_object(v)) != RT_ABSENT)
    v = rt__builtin_json(rt_unbox_object(v));
  rt_value args[2] = {key, v == RT__HOLE || v == RT_ABSENT ? RT_UNDEFINED : v};
  return rt__anyfn_call(j->fn, 2, args);
}

static void json_string_slow(us *out, const rt_str *str);
/* A latin1 string is escaped straight from its bytes into room reserved
 * once (an escape is at most 6 units); a wide one takes the general path. */
static void json_string(us *out, const rt_str *str) {
  str = rt__flat(str);
  if (str->flags & RT_STR_WIDE) {
    json_string_slow(out, str);
    return;
  }
  const uint8_t *b = rt_str_bytes(str);
  uint32_t n = str->len;
  us_reserve(out, n * 6 + 2);
  uint16_t *w = out->p + out->len;
  *w++ = '"';
  uint32_t i = 0;
#ifdef __SSE2__
  /* Sixteen bytes at a time while none needs an escape (below 0x20: the
   * unsigned min with 0x1F leaves it unchanged; '"'; '\\'), widened by
   * interleaving with zero bytes. */
  const __m128i zero = _mm_setzero_si128(), c1f = _mm_set1_epi8(0x1F);
  const __m128i quote = _mm_set1_epi8('"'), bslash = _mm_set1_epi8('\\');
  for (; i + 16 <= n; i += 16) {
    __m128i v = _mm_loadu_si128((const __m128i *)(b + i));
    __m128i bad = _mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(v, c1f), v),
                               _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, bslash)));
    if (_mm_movemask_epi8(bad)) break;
    _mm_storeu_si128((__m128i *)w, _mm_unpacklo_epi8(v, zero));
    _mm_storeu_si128((__m128i *)(w + 8), _mm_unpackhi_epi8(v, zero));
    w += 16;
  }
  if (i + 8 <= n && i + 16 > n) { /* then eight (the high half loads as zeros: not "bad" for its mask bits) */
    __m128i v = _mm_loadl_epi64((const __m128i *)(b + i));
    __m128i bad = _mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(v, c1f), v),
                               _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, bslash)));
    if (!(_mm_movemask_epi8(bad) & 0xFF)) {
      _mm_storeu_si128((__m128i *)w, _mm_unpacklo_epi8(v, zero));
      w += 8;
      i += 8;
    }
  }
#endif
  for (; i < n; i++) {
    uint8_t ch = b[i];
    char e[6];
    int k = rt__json_escape(ch, e);
    if (!k) {
      *w++ = ch;
      continue;
    }
    for (int q = 0; q < k; q++) *w++ = (uint16_t)e[q];
  }
  *w++ = '"';
  out->len = (uint32_t)(w - out->p);
}

static void json_string_slow(us *out, const rt_str *str) {
  us u = {0};
  us_rtstr(&u, str);
  us_push(out, '"');
  for (uint32_t i = 0; i < u.len; i++) {
    uint16_t ch = u.p[i];
    const char *e = ch == '"' ? "\\\"" : ch == '\\' ? "\\\\" : ch == '\n' ? "\\n" : ch == '\r' ? "\\r"
                  : ch == '\t' ? "\\t" : ch == '\b' ? "\\b" : ch == '\f' ? "\\f" : NULL;
    bool lone = (ch & 0xF800) == 0xD800 &&
                !(ch < 0xDC00 ? i + 1 < u.len && (u.p[i + 1] & 0xFC00) == 0xDC00
                              : i > 0 && (u.p[i - 1] & 0xFC00) == 0xD800);
    char buf[8];
    if (!e && (ch < 0x20 || lone)) {
      static const char hx[] = "0123456789abcdef";
      buf[0] = '\\', buf[1] = 'u', buf[2] = hx[ch >> 12], buf[3] = hx[(ch >> 8) & 15];
      buf[4] = hx[(ch >> 4) & 15], buf[5] = hx[ch & 15], buf[6] = 0;
      e = buf;
    }
    if (e) us_ascii(out, e);
    else us_push(out, ch);
  }
  us_push(out, '"');
  us_free(&u);
}

/* Before the next member of an object or array: a newline and the indent. */
static void json_break(us *out, const jctx *j) {
  if (!j->gap.len) return;
  us_push(out, '\n');
  us_cat(out, &j->indent);
}

static int32_t json_slot(const rt_class *cls, const rt_str *name) {
  for (uint32_t i = 0; i < cls->nslots; i++)
    if (slot_visible(cls, i) && rt_str_equals(cls->slot_names[i], name)) return (int32_t)i;
  return -1;
}

/* Per-shape key tables: for each recently serialized class (a class, or a
 * literal's or JSON.parse's shape), its property names already escaped and
 * quoted, one after another in `text`, and the order JSON visits its slots
 * in (array-index names first), so that serializing many objects of one
 * shape escapes each name once.  An entry is found by the class pointer and
 * checked against the class's name table and each name's hash, so a class
 * freed and another allocated at its address never reuses a stale entry.
 * An entry in use by an object being serialized is busy: a nested object
 * whose class falls in the same place goes without one (jkeys_of gives
 * NULL) instead of replacing the entry under the outer object's loop. */
typedef struct jkeys {
  const rt_class *cls;
  const rt_str *const *names;
  uint32_t nslots;
  uint32_t *hashes; /* nslots: each name's hash (0 for a hidden slot) */
  uint32_t *order;  /* nslots slot indices in JSON order, or NULL: in order */
  uint32_t *off;    /* nslots + 1 offsets into text */
  us text;
  uint32_t busy;    /* objects of this class being serialized (json_value) */
} jkeys;
#define JKEYS_CACHE 64u
static _Thread_local jkeys jk_cache[JKEYS_CACHE]; /* (per worker: see KILN_WORKERS) */

static void jkeys_free(jkeys *k) {
  free(k->hashes);
  free(k->order);
  free(k->off);
  us_free(&k->text);
  memset(k, 0, sizeof *k);
}

static jkeys *jkeys_of(const rt_class *cls) {
  uintptr_t a = (uintptr_t)cls;
  jkeys *k = &jk_cache[((a >> 4) ^ (a >> 12)) % JKEYS_CACHE];
  if (k->cls == cls && k->names == cls->slot_names && k->nslots == cls->nslots) {
    bool same = true;
    for (uint32_t i = 0; i < cls->nslots && same; i++) {
      const rt_str *nm = cls->slot_names[i];
      same = (nm ? rt__str_hash(nm) : 0) == k->hashes[i];
    }
    if (same) return k;
  }
  if (k->busy) return NULL; /* an enclosing object's entry */
  jkeys_free(k);
  uint32_t n = cls->nslots;
  k->hashes = malloc((n + 1) * sizeof *k->hashes);
  k->off = malloc((n + 1) * sizeof *k->off);
  if (!k->hashes || !k->off) rt__oom((n + 1) * 8);
  for (uint32_t i = 0; i < n; i++) {
    const rt_str *nm = cls->slot_names[i];
    k->hashes[i] = nm ? rt__str_hash(nm) : 0;
    k->off[i] = k->text.len;
    if (nm) json_string(&k->text, nm);
  }
  k->off[n] = k->text.len;
  k->order = rt__shape_order(cls);
  k->cls = cls;
  k->names = cls->slot_names;
  k->nslots = n;
  return k;
}

/* Appends JSON.stringify(v) (SerializeJSONProperty); returns false for a
 * value JSON omits (undefined, functions), and sets j->circular on a cycle. */
static bool json_value(us *out, rt_value v, jctx *j) {
  if (j->circular) return true;
  if (rt_value_is_number(v)) {
    double d = rt_unbox_number(v);
    if (isfinite(d)) us_number(out, d == 0 ? 0 : d);
    else us_ascii(out, "null");
    return true;
  }
  switch (v >> RT_TAG_SHIFT) {
  case RT_TAG_STRING: json_string(out, rt_unbox_string(v)); return true;
  case RT_TAG_FUNCTION: return false;
  case RT_TAG_OBJECT: break;
  default:
    if (v == RT_UNDEFINED || v == RT__HOLE || v == RT_ABSENT) return false;
    us_ascii(out, v == RT_NULL ? "null" : v == RT_TRUE ? "true" : "false");
    return true;
  }
  const void *p = rt_unbox_object(v);
  uint32_t kind = p ? rt_heap_kind(p) : 0;
  if (kind == RT_KIND_BIGINT) rt_throw_error("TypeError", "Do not know how to serialize a BigInt");
  if (rt__is_symbol(p)) return false; /* skipped, as a function is */
  if (!p || (kind != RT_KIND_ARRAY && kind != RT_KIND_OBJECT)) {
    us_ascii(out, p ? "{}" : "null");
    return true;
  }
  if (kind == RT_KIND_OBJECT && rt__builtin_json(p) != RT_ABSENT) { /* Date.prototype.toJSON, URL's */
    rt_value dj = rt__builtin_json(p);
    if (dj == RT_NULL) us_ascii(out, "null");
    else json_string(out, rt_unbox_string(dj));
    return true;
  }
  for (uint32_t i = 0; i < j->n; i++)
    if (j->stack[i] == p) {
      j->circular = true;
      return true;
    }
  ptr_push(&j->stack, &j->n, &j->cap, p);
  uint32_t outer = j->indent.len;
  if (j->gap.len) us_cat(&j->indent, &j->gap);
  bool any = false;
  if (kind == RT_KIND_ARRAY && !typed_name(p)) {
    const rt_array *a = p;
    us_push(out, '[');
    for (uint32_t i = 0; i < a->length && !j->circular; i++) {
      if (i) us_push(out, ',');
      json_break(out, j);
      rt_value ev = elem_value(a, i);
      if (rt__json_has_to_json(ev)) ev = rt__json_to_json(ev, rt_box_string(rt_num_to_str(i)));
      if (j->fn) ev = json_replace(j, rt_box_string(rt_num_to_str(i)), ev);
      if (!json_value(out, ev, j)) us_ascii(out, "null");
      any = true;
    }
    j->indent.len = outer;
    if (any) json_break(out, j);
    us_push(out, ']');
  } else {
    /* Objects and typed arrays (whose properties are their indices). */
    us_push(out, '{');
    const rt_array *ta = kind == RT_KIND_ARRAY ? p : NULL;
    const rt_object *o = ta ? NULL : p;
    uint32_t count = j->keys ? j->keys->length : ta ? ta->length : o->cls ? o->cls->nslots : 0;
    uint32_t *dpos = NULL; /* a dictionary: its entries in JS order */
    if (!j->keys && o && rt__is_dict(o)) dpos = rt__dict_order(o, &count);
    jkeys *jk = !j->keys && !j->fn && o && !dpos && o->cls && o->cls->slot_names ? jkeys_of(o->cls) : NULL;
    uint32_t *sord = jk ? NULL : !j->keys && o && !dpos && o->cls ? rt__shape_order(o->cls) : NULL; /* array-index names first */
    if (jk) { /* the class's own slots, names pre-escaped (see jkeys) */
      jk->busy++;
      for (uint32_t k = 0; k < count && !j->circular; k++) {
        uint32_t q = jk->order ? jk->order[k] : k;
        if (!slot_present(o, q)) continue;
        rt_value val = rt__slot_value(o, q);
        if (rt__json_has_to_json(val)) val = rt__json_to_json(val, rt_box_string(o->cls->slot_names[q]));
        uint32_t mark = out->len;
        if (any) us_push(out, ',');
        json_break(out, j);
        us_units(out, jk->text.p + jk->off[q], jk->off[q + 1] - jk->off[q]);
        if (j->gap.len) us_units(out, (const uint16_t[]){':', ' '}, 2);
        else us_push(out, ':');
        if (rt_value_is_number(val) && isfinite(rt_unbox_number(val))) { /* json_value's first cases, inline */
          double d = rt_unbox_number(val);
          us_number(out, d == 0 ? 0 : d);
          any = true;
        } else if ((val >> RT_TAG_SHIFT) == RT_TAG_STRING) {
          json_string(out, rt_unbox_string(val));
          any = true;
        } else if (json_value(out, val, j)) {
          any = true;
        } else {
          out->len = mark;
        }
      }
      jk->busy--;
      count = 0;
    }
    for (uint32_t k = 0; k < count && !j->circular; k++) {
      rt_value key, val;
      if (dpos) {
        const rt__map_entry *e = &rt__map_entries(rt__dict_map(o))[dpos[k]];
        key = e->key;
        val = e->value;
      } else if (j->keys && o && rt__is_dict(o)) {
        key = elem_value(j->keys, k);
        val = rt__dict_lookup(o, rt_unbox_string(key));
        if (val == RT_ABSENT) continue;
      } else if (j->keys) {
        key = elem_value(j->keys, k);
        const rt_str *name = rt_unbox_string(key);
        if (ta) {
          double d = rt_str_to_num(name);
          if (!(d >= 0 && d < ta->length && d == (uint32_t)d) || !rt_str_equals(rt_num_to_str(d), name)) continue;
          val = elem_value(ta, (uint32_t)d);
        } else {
          int32_t i = o->cls ? json_slot(o->cls, name) : -1;
          if (i < 0 || !slot_present(o, (uint32_t)i)) continue;
          val = rt__slot_value(o, (uint32_t)i);
        }
      } else if (ta) {
        key = rt_box_string(rt_num_to_str(k));
        val = elem_value(ta, k);
      } else {
        uint32_t q = sord ? sord[k] : k;
        if (!slot_present(o, q)) continue;
        key = rt_box_string(o->cls->slot_names[q]);
        val = rt__slot_value(o, q);
      }
      uint32_t mark = out->len;
      if (rt__json_has_to_json(val)) val = rt__json_to_json(val, key);
      if (j->fn) val = json_replace(j, key, val);
      if (any) us_push(out, ',');
      json_break(out, j);
      json_string(out, rt_unbox_string(key));
      us_ascii(out, j->gap.len ? ": " : ":");
      if (json_value(out, val, j)) any = true;
      else out->len = mark;
    }
    for (uint32_t i = 0; !j->keys && o && !dpos && o->cls && i < o->cls->nmethods && !j->circular; i++) {
      const rt_str *an; /* a literal's getters (objacc.c): their values, after the slots */
      void *ag;
      if (!(rt__acc_at(o->cls, i, &an, &ag) & RT__ACC_GET) || !ag) continue;
      rt_value val = ((rt_value(*)(const rt_object *))ag)(o);
      if (rt__json_has_to_json(val)) val = rt__json_to_json(val, rt_box_string(an));
      if (j->fn) val = json_replace(j, rt_box_string(an), val);
      uint32_t mark = out->len;
      if (any) us_push(out, ',');
      json_break(out, j);
      json_string(out, an);
      us_ascii(out, j->gap.len ? ": " : ":");
      if (json_value(out, val, j)) any = true;
      else out->len = mark;
    }
    free(dpos);
    free(sord);
    j->indent.len = outer;
    if (any) json_break(out, j);
    us_push(out, '}');
  }
  j->n--;
  return true;
}

/* %j in console.log: "undefined" when JSON gives undefined, "[Circular]" on a cycle. */
void rt__json(rt__out *o, rt_value v) {
  us s = {0};
  jctx j = {0};
  if (rt__json_has_to_json(v)) v = rt__json_to_json(v, rt_box_string(&rt__str_empty));
  bool some = json_value(&s, v, &j);
  free((void *)j.stack);
  if (j.circular) {
    s.len = 0;
    us_ascii(&s, "[Circular]");
  } else if (!some) {
    s.len = 0;
    us_ascii(&s, "undefined");
  }
  out_us(o, &s);
  us_free(&s);
}

/* Without a replacer the Latin-1 writer (json_typed.c) tries first: it
 * hands back to rt__json_stringify_general what it does not do. */
rt_value rt_json_stringify(rt_value v, rt_value replacer, rt_value space) {
  const void *rp = (replacer >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(replacer) : NULL;
  if (!(rp && rt_heap_kind(rp) == RT_KIND_ARRAY) && !rt__is_anyfn(replacer))
    return rt_json_stringify_typed(v, space, NULL);
  return rt__json_stringify_general(v, replacer, space);
}

rt_value rt__json_stringify_general(rt_value v, rt_value replacer, rt_value space) {
  jctx j = {0};
  /* space: a number of spaces (at most 10) or the first 10 units of a string */
  if (rt_value_is_number(space)) {
    double d = rt__num_to_integer(rt_unbox_number(space));
    us_spaces(&j.gap, d > 10 ? 10 : d < 1 ? 0 : (uint32_t)d);
  } else if (rt__is_string(space)) {
    us_rtstr(&j.gap, rt_unbox_string(space));
    if (j.gap.len > 10) j.gap.len = 10;
  }
  /* replacer: an array of property names (strings and numbers; duplicates once) */
  if (rt__json_has_to_json(v)) v = rt__json_to_json(v, rt_box_string(&rt__str_empty)); /* the wrapper's "" key */
  rt_array *keys = NULL;
  const void *rp = (replacer >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(replacer) : NULL;
  if (rp && rt_heap_kind(rp) == RT_KIND_ARRAY) {
    const rt_array *ra = rp;
    keys = rt_array_new(RT_ELEM_VALUE, ra->length);
    for (uint32_t i = 0; i < ra->length; i++) {
      rt_value e = elem_value(ra, i);
      const rt_str *name = rt_value_is_number(e) ? rt_num_to_str(rt_unbox_number(e))
                         : rt__is_string(e) ? rt_unbox_string(e) : NULL;
      if (!name) continue;
      bool dup = false;
      for (uint32_t k = 0; k < keys->length && !dup; k++) dup = rt_str_equals(rt_unbox_string(elem_value(keys, k)), name);
      if (!dup) rt_array_push_value(keys, rt_box_string(name));
    }
    j.keys = keys;
  } else if (rt__is_anyfn(replacer)) { /* a function, boxed as an any (the checker's any_fn_wrap) */
    j.fn = replacer;
    v = json_replace(&j, rt_box_string(&rt__str_empty), v); /* the wrapper's "" key */
  }
  /* One output buffer and one object stack kept from call to call (per
   * thread: workers stringify at the same time): a program that stringifies
   * often no longer grows (and page-faults in) a fresh buffer each time,
   * nor mallocs and frees the stack. */
  static _Thread_local us kept;
  static _Thread_local const void **kept_stack;
  static _Thread_local uint32_t kept_stack_cap;
  static _Thread_local bool kept_busy;
  bool mine = !kept_busy;
  us s = mine ? kept : (us){0};
  s.len = 0;
  if (mine) j.stack = kept_stack, j.cap = kept_stack_cap;
  kept_busy = true;
  bool some = json_value(&s, v, &j);
  if (mine && j.cap <= 1024) kept_stack = j.stack, kept_stack_cap = j.cap;
  else {
    if (mine) kept_stack = NULL, kept_stack_cap = 0;
    free((void *)j.stack);
  }
  if (j.gap.p) us_free(&j.gap);
  if (j.indent.p) us_free(&j.indent);
  if (mine) kept_busy = false;
  if (j.circular) {
    if (mine) kept = s;
    else us_free(&s);
    rt_throw_error("TypeError", "Converting circular structure to JSON");
  }
  rt_value r = some ? rt_box_string(rt__str_from_units(s.p, s.len)) : RT_UNDEFINED;
  if (mine && s.cap <= (1u << 22)) kept = s; /* up to 8 MB kept */
  else {
    if (mine) kept = (us){0};
    us_free(&s);
  }
  return r;
}
