/* strx.c - more of String.prototype: replace and replaceAll with string patterns,
 * at, codePointAt, substr, and String.fromCodePoint. */
#include "rt_internal.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* ---- localeCompare --------------------------------------------------------------------
 *
 * Node compares with ICU's root collation (CLDR, non-ignorable punctuation):
 * first the base characters (primary: punctuation and symbols, then digits,
 * then letters, case and accents ignored), then the accents (secondary),
 * then the case (tertiary: lower before upper).  This is that order for
 * ASCII and the Latin-1 and Latin Extended-A letters, which cover what
 * programs sort (names, words, keys); any other character sorts after the
 * Latin letters by code point.  Control characters other than tab and the
 * line ends are ignored, as in ICU. */

/* ASCII in ICU's primary order; letters once, case folded. */
static const char lc_ascii[] = "\t\n\v\f\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz";

enum { ACC_NONE, ACC_ACUTE, ACC_GRAVE, ACC_BREVE, ACC_CIRC, ACC_CARON, ACC_RING, ACC_DIAER, ACC_DACUTE, ACC_TILDE,
       ACC_DOT, ACC_STROKE, ACC_CEDIL, ACC_OGONEK, ACC_MACRON };

/* U+00C0..U+017F, two characters per code point (generated from Unicode's
 * decompositions): the base letter in the character's case and its accent,
 * or a two-letter expansion (AE, OE, IJ, ss), or "**" for one not mapped. */
static const char lc_latin[] =
    /* 0C0 */ "AgAaAcAtAdArAECeEgEaEcEdIgIaIcId"
    /* 0D0 */ "DsNtOgOaOcOtOd**OsUgUaUcUdYa**ss"
    /* 0E0 */ "agaaacatadaraeceegeaecedigiaicid"
    /* 0F0 */ "dsntogoaocotod**osuguaucudya**yd"
    /* 100 */ "AmamAbabAqaqCacaCcccCocoCvcvDvdv"
    /* 110 */ "DsdsEmemEbebEoeoEqeqEvevGcgcGbgb"
    /* 120 */ "GogoGegeHchcHshsItitImimIbibIqiq"
    /* 130 */ "Io**IJijJcjcKeke**LalaLeleLvlv**"
    /* 140 */ "**LslsNanaNeneNvnv******OmomObob"
    /* 150 */ "OxoxOEoeRaraRereRvrvSasaScscSese"
    /* 160 */ "SvsvTeteTvtvTstsUtutUmumUbubUrur"
    /* 170 */ "UxuxUquqWcwcYcycYdZazaZozoZvzv**";

static int lc_accent(char a) {
  switch (a) {
  case 'a': return ACC_ACUTE;
  case 'g': return ACC_GRAVE;
  case 'b': return ACC_BREVE;
  case 'c': return ACC_CIRC;
  case 'v': return ACC_CARON;
  case 'r': return ACC_RING;
  case 'd': return ACC_DIAER;
  case 'x': return ACC_DACUTE;
  case 't': return ACC_TILDE;
  case 'o': return ACC_DOT;
  case 's': return ACC_STROKE;
  case 'e': return ACC_CEDIL;
  case 'q': return ACC_OGONEK;
  case 'm': return ACC_MACRON;
  default: return ACC_NONE;
  }
}

typedef struct {
  uint32_t *p;      /* primary weights */
  uint8_t *s, *t;   /* secondary, tertiary */
  uint32_t n, cap;
} lc_keys;

static void lc_push(lc_keys *k, uint32_t p, uint8_t s, uint8_t t) {
  if (k->n == k->cap) {
    k->cap = k->cap ? 2 * k->cap : 32;
    k->p = realloc(k->p, k->cap * sizeof *k->p);
    k->s = realloc(k->s, k->cap);
    k->t = realloc(k->t, k->cap);
    if (!k->p || !k->s || !k->t) rt__oom(k->cap * 6);
  }
  k->p[k->n] = p, k->s[k->n] = s, k->t[k->n] = t;
  k->n++;
}

static uint32_t lc_primary(char c) {
  if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
  const char *at = strchr(lc_ascii, c);
  return at && c ? (uint32_t)(at - lc_ascii) + 1 : 0;
}

/* Greek and Cyrillic letters: the lower-case letter (case is tertiary: ς
 * after Σ, as ICU has it), accented Greek vowels and ё as their base
 * letter with an accent.  Their alphabets are in code point order, which
 * is ICU's for the basic letters (the extra Cyrillic letters Ђ, Є, І, Ј ...
 * sort after я here). */
static void lc_greek_cyrillic(uint16_t c, uint16_t *base, uint8_t *acc, uint8_t *t) {
  static const uint16_t tonos_up[] = {0x386, 0, 0x388, 0x389, 0x38A, 0, 0x38C, 0, 0x38E, 0x38F};
  static const uint16_t tonos_base[] = {0x3B1, 0, 0x3B5, 0x3B7, 0x3B9, 0, 0x3BF, 0, 0x3C5, 0x3C9};
  if (c >= 0x391 && c <= 0x3A9) *base = c + 0x20, *t = 1;
  else if (c == 0x3C2) *base = 0x3C3, *t = 2; /* final sigma */
  else if (c >= 0x386 && c <= 0x38F && tonos_up[c - 0x386]) *base = tonos_base[c - 0x386], *acc = ACC_ACUTE, *t = 1;
  else if (c == 0x3AC) *base = 0x3B1, *acc = ACC_ACUTE;
  else if (c >= 0x3AD && c <= 0x3AF) *base = (uint16_t)(c == 0x3AD ? 0x3B5 : c == 0x3AE ? 0x3B7 : 0x3B9), *acc = ACC_ACUTE;
  else if (c >= 0x3CC && c <= 0x3CE) *base = (uint16_t)(c == 0x3CC ? 0x3BF : c == 0x3CD ? 0x3C5 : 0x3C9), *acc = ACC_ACUTE;
  else if (c == 0x3CA || c == 0x3CB) *base = (uint16_t)(c == 0x3CA ? 0x3B9 : 0x3C5), *acc = ACC_DIAER;
  else if (c == 0x390 || c == 0x3B0) *base = (uint16_t)(c == 0x390 ? 0x3B9 : 0x3C5), *acc = ACC_DIAER; /* (and tonos) */
  else if (c >= 0x410 && c <= 0x42F) *base = c + 0x20, *t = 1;
  else if (c == 0x451) *base = 0x435, *acc = ACC_DIAER;
  else if (c == 0x401) *base = 0x435, *acc = ACC_DIAER, *t = 1;
  else if (c >= 0x400 && c <= 0x40F) *base = c + 0x50, *t = 1;
}

/* Primary weights are spaced by LC_SPAN so that a number (numeric
 * collation) can sort among the digits: the digit 0's weight plus its
 * count of digits, then one weight per digit, orders numbers by value and
 * before every letter. */
enum { LC_SPAN = 1024 };

static void lc_keys_of(const rt_str *s, lc_keys *k, bool numeric) {
  s = rt__flat(s);
  for (uint32_t i = 0; i < s->len; i++) {
    uint16_t c = rt__str_at(s, i);
    if (numeric && c >= '0' && c <= '9') {
      uint32_t j = i;
      while (j < s->len && rt__str_at(s, j) == '0') j++; /* leading zeros do not count, at any level */
      uint32_t e = j;
      while (e < s->len && rt__str_at(s, e) >= '0' && rt__str_at(s, e) <= '9') e++;
      uint32_t zero = lc_primary('0') * LC_SPAN;
      lc_push(k, zero + (e - j < LC_SPAN - 10 ? e - j : LC_SPAN - 10), 0, 0);
      for (; j < e; j++) lc_push(k, zero + (rt__str_at(s, j) - '0'), 0, 0);
      i = e - 1;
      continue;
    }
    if (c < 0x80) {
      uint32_t p = lc_primary((char)c);
      if (p) lc_push(k, p * LC_SPAN, 0, c >= 'A' && c <= 'Z');
      continue;
    }
    if (c >= 0xC0 && c < 0x180) {
      const char *e = lc_latin + 2 * (c - 0xC0);
      if (e[0] != '*') {
        bool upper = e[0] >= 'A' && e[0] <= 'Z';
        /* an expansion: upper case AE OE IJ, lower case ae oe ij ss */
        if ((e[1] >= 'A' && e[1] <= 'Z') || c == 0xDF || c == 0xE6 || c == 0x153 || c == 0x133) {
          uint8_t t = c == 0xDF ? 2 : upper; /* ß: ss with a tertiary difference */
          lc_push(k, lc_primary(e[0]) * LC_SPAN, 0, t);
          lc_push(k, lc_primary(e[1]) * LC_SPAN, 0, t);
        } else {
          lc_push(k, lc_primary(e[0]) * LC_SPAN, (uint8_t)lc_accent(e[1]), upper);
        }
        continue;
      }
    }
    if (c < 0x20 || (c >= 0x7F && c < 0xA0)) continue; /* ignorable */
    uint16_t base = c;
    uint8_t acc = ACC_NONE, t = 0;
    lc_greek_cyrillic(c, &base, &acc, &t);
    lc_push(k, 0x10000u * LC_SPAN + base, acc, t);
  }
}

/* lc_primary of each ASCII character, made once. */
static uint16_t lc_ascii_w[128];
static pthread_once_t lc_ascii_once = PTHREAD_ONCE_INIT;
static void lc_ascii_init(void) {
  for (int c = 1; c < 128; c++) lc_ascii_w[c] = (uint16_t)lc_primary((char)c);
}

/* The comparison of two Latin-1 strings as lc_keys_of's keys would give
 * it, without making them, while both are ASCII: -1, 0 or 1, or 2 when a
 * character outside ASCII comes before the answer (the general path then
 * decides).  ASCII keys have no secondary weights and a tertiary weight of
 * 1 for a capital; the first primary difference decides, then the
 * shorter, then the first tertiary difference (as the levels below do). */
static int lc_cmp_ascii(const uint8_t *a, uint32_t na, const uint8_t *b, uint32_t nb, int o) {
  int sens = o & 3;
  uint32_t i = 0, j = 0;
  int tu = -1, tv = -1; /* the first tertiary difference */
  for (;;) {
    uint32_t pa = 0, pb = 0;
    uint8_t ca = 0, cb = 0;
    while (i < na && !pa) {
      ca = a[i++];
      if (ca >= 0x80) return 2;
      pa = lc_ascii_w[ca];
    }
    while (j < nb && !pb) {
      cb = b[j++];
      if (cb >= 0x80) return 2;
      pb = lc_ascii_w[cb];
    }
    if (!pa || !pb) {
      if (pa != pb) return pa ? 1 : -1;
      break;
    }
    if (pa != pb) return pa < pb ? -1 : 1;
    int ua = ca >= 'A' && ca <= 'Z', ub = cb >= 'A' && cb <= 'Z';
    if (tu < 0 && ua != ub) tu = ua, tv = ub;
  }
  if (tu < 0 || sens == 1 || sens == 2) return 0;
  if (o & 8) tu = !tu, tv = !tv; /* caseFirst "upper" */
  return tu < tv ? -1 : 1;
}

/* opts (Intl.Collator's options, resolved by the compiler): bits 0-1 the
 * sensitivity (0 variant, 1 base, 2 accent, 3 case), 4 numeric, 8
 * caseFirst "upper". */
double rt_str_locale_compare_opt(const rt_str *a, const rt_str *b, double opts) {
  int o = (int)opts, sens = o & 3;
  a = rt__flat(a);
  b = rt__flat(b);
  if (!(o & 4) && !((a->flags | b->flags) & RT_STR_WIDE)) {
    pthread_once(&lc_ascii_once, lc_ascii_init);
    int r = lc_cmp_ascii(rt_str_bytes(a), a->len, rt_str_bytes(b), b->len, o);
    if (r != 2) return r;
  }
  lc_keys x = {0}, y = {0};
  lc_keys_of(a, &x, o & 4);
  lc_keys_of(b, &y, o & 4);
  int r = 0;
  for (int level = 0; level < 3 && !r; level++) {
    if ((level == 1 && (sens == 1 || sens == 3)) || (level == 2 && (sens == 1 || sens == 2))) continue;
    uint32_t n = x.n < y.n ? x.n : y.n;
    for (uint32_t i = 0; i < n && !r; i++) {
      uint32_t u = level == 0 ? x.p[i] : level == 1 ? x.s[i] : x.t[i];
      uint32_t v = level == 0 ? y.p[i] : level == 1 ? y.s[i] : y.t[i];
      if (level == 2 && sens == 3) u = u == 1, v = v == 1; /* the case level: upper or not */
      if (level == 2 && (o & 8)) u = u == 1 ? 0 : u ? u : 1, v = v == 1 ? 0 : v ? v : 1;
      r = u < v ? -1 : u > v;
    }
    if (!r && level == 0 && x.n != y.n) r = x.n < y.n ? -1 : 1;
  }
  free(x.p), free(x.s), free(x.t), free(y.p), free(y.s), free(y.t);
  return r;
}

double rt_str_locale_compare(const rt_str *a, const rt_str *b) { return rt_str_locale_compare_opt(a, b, 0); }
