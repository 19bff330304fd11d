/* strx.c - more of String.prototype: replace and replaceAll with string patterns,
 * at, codePointAt, substr, and String.fromCodePoint. */
#include "rt_internal.h"

#include <math.h>
#include <stdio.h>

static const rt_str *sub(const rt_str *s, uint32_t from, uint32_t to) { return rt__str_sub(s, from, to); }

/* The replacement text for a match of m units at position p of s
 * (GetSubstitution without captures: $$, $&, $`, $'; anything else as is). */
static const rt_str *substitute(const rt_str *s, uint32_t p, uint32_t m, const rt_str *rep) {
  rep = rt__flat(rep);
  uint32_t n = rep->len, start = 0;
  const rt_str *out = &rt__str_empty;
  for (uint32_t i = 0; i + 1 < n; i++) {
    if (rt__str_at(rep, i) != '$') continue;
    uint16_t c = rt__str_at(rep, i + 1);
    const rt_str *piece;
    if (c == '$') piece = rt__str_char('$');
    else if (c == '&') piece = sub(s, p, p + m);
    else if (c == '`') piece = sub(s, 0, p);
    else if (c == '\'') piece = sub(s, p + m, s->len);
    else continue;
    out = rt_str_concat(rt_str_concat(out, sub(rep, start, i)), piece);
    start = i + 2;
    i++;
  }
  if (start == 0) return rep;
  return rt_str_concat(out, sub(rep, start, n));
}

static bool has_dollar(const rt_str *rep) {
  rep = rt__flat(rep);
  for (uint32_t i = 0; i < rep->len; i++)
    if (rt__str_at(rep, i) == '$') return true;
  return false;
}

const rt_str *rt_str_replace(const rt_str *s, const rt_str *pat, const rt_str *rep) {
  s = rt__flat(s);
  double at = rt_str_index_of(s, pat, RT_UNDEFINED);
  if (at < 0) return s;
  uint32_t p = (uint32_t)at, m = pat->len;
  const rt_str *r = has_dollar(rep) ? substitute(s, p, m, rep) : rep;
  return rt_str_concat(rt_str_concat(sub(s, 0, p), r), sub(s, p + m, s->len));
}

const rt_str *rt_str_replace_all(const rt_str *s, const rt_str *pat, const rt_str *rep) {
  s = rt__flat(s);
  uint32_t m = pat->len, last = 0;
  bool dollar = has_dollar(rep);
  const rt_str *out = &rt__str_empty;
  double at = rt_str_index_of(s, pat, RT_UNDEFINED);
  if (at < 0) return s;
  while (at >= 0) {
    uint32_t p = (uint32_t)at;
    out = rt_str_concat(rt_str_concat(out, sub(s, last, p)), dollar ? substitute(s, p, m, rep) : rep);
    last = p + m;
    uint32_t next = p + (m ? m : 1);
    if (next > s->len) break;
    at = rt_str_index_of(s, pat, rt_box_number(next));
  }
  return rt_str_concat(out, sub(s, last < s->len ? last : s->len, s->len));
}

static double rel(rt_value v) { return v == RT_UNDEFINED ? 0 : rt__to_integer(v); }

/* s.at(i): the code unit (as a string) at i, from the end when negative. */
rt_value rt_str_at(const rt_str *s, rt_value i) {
  double k = rel(i), n = s->len;
  if (k < 0) k += n;
  if (!(k >= 0 && k < n)) return RT_UNDEFINED;
  return rt_box_string(rt__str_char(rt__str_at(rt__flat(s), (uint32_t)k)));
}

/* s.codePointAt(i): the code point starting at i (a lone surrogate as itself). */
rt_value rt_str_code_point_at(const rt_str *s, rt_value i) {
  double k = rel(i);
  s = rt__flat(s);
  if (!(k >= 0 && k < s->len)) return RT_UNDEFINED;
  uint32_t p = (uint32_t)k;
  uint16_t hi = rt__str_at(s, p);
  if (hi >= 0xD800 && hi < 0xDC00 && p + 1 < s->len) {
    uint16_t lo = rt__str_at(s, p + 1);
    if (lo >= 0xDC00 && lo < 0xE000) return rt_box_number(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00));
  }
  return rt_box_number(hi);
}

/* s.substr(start[, length]). */
const rt_str *rt_str_substr(const rt_str *s, rt_value start, rt_value length) {
  double n = s->len, a = rel(start);
  if (a < 0) a = fmax(n + a, 0);
  a = fmin(a, n);
  double l = length == RT_UNDEFINED ? n - a : fmin(fmax(rt__to_integer(length), 0), n - a);
  if (l <= 0) return &rt__str_empty;
  return sub(rt__flat(s), (uint32_t)a, (uint32_t)(a + l));
}

/* String.fromCodePoint(...codes). */
const rt_str *rt_str_from_code_point(int32_t n, const double *codes) {
  if (n <= 0) return &rt__str_empty;
  uint16_t small[64];
  uint16_t *u = n <= 32 ? small : rt__tmp_alloc((size_t)n * 2 * sizeof *u);
  size_t k = 0;
  for (int32_t i = 0; i < n; i++) {
    double c = codes[i];
    if (!(c >= 0 && c <= 0x10FFFF && c == trunc(c))) {
      if (u != small) rt__tmp_free(u);
      char msg[64];
      const rt_str *t = rt_value_to_str(rt_box_number(c));
      snprintf(msg, sizeof msg, "Invalid code point %.*s", (int)(t->len < 40 ? t->len : 40), (const char *)rt_str_bytes(t));
      rt_throw_error("RangeError", msg);
    }
    uint32_t cp = (uint32_t)c;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      u[k++] = (uint16_t)(0xD800 + (cp >> 10));
      u[k++] = (uint16_t)(0xDC00 + (cp & 0x3FF));
    } else {
      u[k++] = (uint16_t)cp;
    }
  }
  const rt_str *s = rt__str_from_units(u, k);
  if (u != small) rt__tmp_free(u);
  return s;
}
