/* num_fuzz.c - libFuzzer harness: the runtime's number parsing and formatting against exact references.
 *
 * Input: byte 0 selects options (bit 0: the text is UTF-16LE, else latin1;
 * bits 1-7: the radix given to parseInt, 0 = undefined); the rest is the
 * text given to Number(), parseFloat() and parseInt().  Its first 8 bytes
 * are also read as a double, and the next bytes choose toFixed's digits,
 * toPrecision's precision and toString's radix.
 *
 * Checks, beyond "no crash, no out-of-bounds read":
 *  - String(x) reads back as x (through Number(), parseFloat() and glibc's
 *    strtod), has the fewest significant digits of any decimal that reads
 *    back (no shorter decimal next to x does), and among those is the closest
 *    (ECMAScript Number::toString); decided on x's exact decimal expansion.
 *  - x.toFixed(f) and x.toPrecision(p) equal the exact expansion rounded
 *    half up in magnitude, laid out as ECMAScript says.
 *  - x.toString(r) for an integer below 2^53 reads back through parseInt.
 *  - parseFloat(s) == Number(s) when s is a plain decimal literal; parseInt
 *    with a power-of-two radix rounds like strtod on the same bits, and with
 *    any radix is exact when the value is below 2^53.
 * Strings built here are static (gc word RT_GC_STATIC) and exactly sized.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_internal.h"

static void fail(const char *what, double x, int arg, const char *got, const char *want) {
  fprintf(stderr, "num_fuzz: %s(%a = %.17g, %d): got \"%s\", want \"%s\"\n", what, x, x, arg, got ? got : "",
          want ? want : "");
  abort();
}

static uint64_t bits_of(double d) {
  uint64_t b;
  memcpy(&b, &d, 8);
  return b;
}

static bool same(double a, double b) { return (a != a && b != b) || bits_of(a) == bits_of(b); }

/* An exactly sized static string of n units. */
static rt_str *str_new(const uint16_t *units, const char *ascii, size_t n, bool wide) {
  rt_str *s = malloc(sizeof *s + (n ? n : 1) * (wide ? 2 : 1));
  if (!s) abort();
  s->gc = RT_GC_STATIC;
  s->len = (uint32_t)n;
  s->hash = 0;
  s->flags = wide ? RT_STR_WIDE : 0;
  for (size_t i = 0; i < n; i++) {
    uint16_t c = units ? units[i] : (uint8_t)ascii[i];
    if (wide) ((uint16_t *)(s + 1))[i] = c;
    else ((uint8_t *)(s + 1))[i] = (uint8_t)c;
  }
  return s;
}

/* A runtime string (ASCII results of the formatters) as a C string. */
static char *str_c(const rt_str *s) {
  char *out = malloc(s->len + 1);
  if (!out) abort();
  for (uint32_t i = 0; i < s->len; i++) {
    uint16_t c = rt__str_at(s, i);
    if (c == 0 || c > 0x7E) fail("non-ASCII formatter output", 0, (int)c, NULL, NULL);
    out[i] = (char)c;
  }
  out[s->len] = 0;
  return out;
}

static double num_of_ascii(const char *t) {
  rt_str *s = str_new(NULL, t, strlen(t), false);
  double d = rt_str_to_num(s);
  free(s);
  return d;
}

/* ---- exact decimals ------------------------------------------------------------- */

/* 0.DIGITS x 10^n, no leading or trailing zeros (k = 0 is zero). */
typedef struct {
  char d[820];
  int k, n;
} dec;

static void dec_trim(dec *v) {
  while (v->k > 0 && v->d[v->k - 1] == '0') v->k--;
  v->d[v->k] = 0;
}

/* The exact decimal expansion of ax > 0 (glibc prints doubles exactly; at
 * most 767 significant digits). */
static void dec_exact(double ax, dec *v) {
  char buf[900];
  snprintf(buf, sizeof buf, "%.799e", ax);
  char *e = strchr(buf, 'e');
  int k = 0;
  for (char *q = buf; q < e; q++)
    if (*q != '.') v->d[k++] = *q;
  v->k = k;
  v->n = atoi(e + 1) + 1;
  dec_trim(v);
}

/* The exact value cut to p digits (floor) or, when anything was cut, one
 * unit more in the last kept digit (ceil). */
static void dec_cut(const dec *x, int p, bool up, dec *out) {
  *out = *x;
  if (x->k <= p) return;
  out->k = p;
  if (up) {
    int i = p - 1;
    while (i >= 0 && out->d[i] == '9') out->d[i--] = '0';
    if (i < 0) {
      out->d[0] = '1';
      memset(out->d + 1, '0', (size_t)p - 1);
      out->n++;
    } else {
      out->d[i]++;
    }
  }
  dec_trim(out);
}

static bool dec_eq(const dec *a, const dec *b) { return a->k == b->k && a->n == b->n && !memcmp(a->d, b->d, (size_t)a->k); }

static bool dec_reads_back(const dec *v, double ax) {
  char buf[900];
  snprintf(buf, sizeof buf, "0.%se%d", v->d, v->n);
  return strtod(buf, NULL) == ax;
}

/* Parses formatter output "[-]digits[.digits][e±N]" into a dec. */
static bool dec_parse(const char *t, dec *v) {
  if (*t == '-') t++;
  v->k = 0;
  int point = -1, lead = 0, nd = 0;
  for (; (*t >= '0' && *t <= '9') || *t == '.'; t++) {
    if (*t == '.') {
      if (point >= 0) return false;
      point = nd;
      continue;
    }
    if (v->k == 0 && *t == '0') {
      lead++;
      nd++;
      continue;
    }
    if (v->k >= 800) return false;
    v->d[v->k++] = *t;
    nd++;
  }
  if (point < 0) point = nd;
  v->n = point - lead;
  if (*t == 'e') {
    v->n += atoi(t + 1);
    t++;
    if (*t == '+' || *t == '-') t++;
    if (!*t) return false;
    while (*t >= '0' && *t <= '9') t++;
  }
  if (*t) return false;
  v->d[v->k] = 0;
  dec_trim(v);
  if (v->k == 0) v->n = 0;
  return true;
}

/* ---- String(x) -------------------------------------------------------------------- */

static void check_to_string(double x) {
  char *buf = malloc(RT__NUM_BUF); /* exactly the size the runtime promises */
  if (!buf) abort();
  size_t n = rt__num_fmt(x, buf);
  if (n != strlen(buf) || n >= RT__NUM_BUF) fail("String length", x, (int)n, buf, NULL);
  const rt_str *s = rt_num_to_str(x);
  char *t = str_c(s);
  if (strcmp(t, buf)) fail("String vs rt__num_fmt", x, 0, t, buf);
  free(t);
  if (x != x || isinf(x) || x == 0) {
    const char *want = x != x ? "NaN" : isinf(x) ? (x > 0 ? "Infinity" : "-Infinity") : "0";
    if (strcmp(buf, want)) fail("String", x, 0, buf, want);
    free(buf);
    return;
  }
  double back = num_of_ascii(buf);
  if (!same(back, x)) fail("Number(String(x))", x, 0, buf, NULL);
  rt_str *bs = str_new(NULL, buf, n, false);
  if (!same(rt_parse_float(bs), x)) fail("parseFloat(String(x))", x, 0, buf, NULL);
  free(bs);
  if (strtod(buf, NULL) != x) fail("strtod(String(x))", x, 0, buf, NULL);
  if ((x < 0) != (buf[0] == '-')) fail("String sign", x, 0, buf, NULL);

  double ax = fabs(x);
  static dec got, exact, lo, hi;
  if (!dec_parse(buf, &got)) fail("String syntax", x, 0, buf, NULL);
  dec_exact(ax, &exact);
  for (int p = 1; p < got.k; p++) {
    dec_cut(&exact, p, false, &lo);
    dec_cut(&exact, p, true, &hi);
    if (dec_reads_back(&lo, ax) || dec_reads_back(&hi, ax)) {
      char want[900];
      snprintf(want, sizeof want, "0.%se%d", dec_reads_back(&lo, ax) ? lo.d : hi.d, lo.n);
      fail("String not shortest", x, p, buf, want);
    }
  }
  int k = got.k;
  dec_cut(&exact, k, false, &lo);
  dec_cut(&exact, k, true, &hi);
  bool lo_ok = dec_reads_back(&lo, ax), hi_ok = dec_reads_back(&hi, ax);
  const dec *want = NULL;
  if (lo_ok && hi_ok && !dec_eq(&lo, &hi)) {
    /* Both read back: the nearer one; a tie goes to the even last digit. */
    int c = exact.k > k ? exact.d[k] - '5' : -5;
    if (c == 0) {
      bool more = false;
      for (int i = k + 1; i < exact.k; i++) more |= exact.d[i] != '0';
      bool even = lo.k < k || (lo.d[k - 1] - '0') % 2 == 0; /* a trimmed last digit was 0 */
      c = more ? 1 : even ? -1 : 1;
    }
    want = c < 0 ? &lo : &hi;
  } else {
    want = lo_ok ? &lo : hi_ok ? &hi : NULL;
  }
  if (!want || !dec_eq(&got, want)) fail("String not the closest shortest", x, k, buf, want ? want->d : "?");
  free(buf);
}

/* ---- toFixed / toPrecision / toString(radix) ---------------------------------------- */

/* Rounds the decimal digit string s[0..n) (with at most one '.') up by one
 * unit in its last digit; returns true when a leading '1' is needed. */
static bool round_up(char *s, size_t n) {
  for (size_t i = n; i-- > 0;) {
    if (s[i] == '.') continue;
    if (s[i] != '9') {
      s[i]++;
      return false;
    }
    s[i] = '0';
  }
  return true;
}

static void check_to_fixed(double x, int f) {
  char *got = str_c(rt_num_to_fixed(x, rt_box_number(f)));
  char want[1300];
  if (!isfinite(x) || fabs(x) >= 1e21) {
    rt__num_fmt(x, want);
  } else {
    if (x == 0) x = 0;
    char exact[1300];
    snprintf(exact, sizeof exact, "%.1100f", x); /* exact: at most 1074 fraction digits */
    char *neg = exact[0] == '-' ? exact : NULL, *digits = exact + (neg != NULL);
    char *point = strchr(digits, '.');
    size_t keep = (size_t)(point - digits) + (f ? 1 + (size_t)f : 0);
    char next = point[1 + f];
    char *w = want;
    if (neg) *w++ = '-';
    if (next >= '5' && round_up(digits, keep)) *w++ = '1';
    memcpy(w, digits, keep);
    w[keep] = 0;
  }
  if (strcmp(got, want)) fail("toFixed", x, f, got, want);
  free(got);
}

static void check_to_precision(double x, int p) {
  char *got = str_c(rt_num_to_precision(x, rt_box_number(p)));
  char want[1300], *w = want;
  if (!isfinite(x)) {
    rt__num_fmt(x, want);
  } else {
    char dg[128];
    int e = 0;
    if (x < 0) *w++ = '-';
    if (x == 0) {
      memset(dg, '0', (size_t)p);
    } else {
      static dec exact;
      dec_exact(fabs(x), &exact);
      memset(dg, '0', (size_t)p);
      memcpy(dg, exact.d, (size_t)(exact.k < p ? exact.k : p));
      e = exact.n - 1;
      if (exact.k > p && exact.d[p] >= '5' && round_up(dg, (size_t)p)) {
        dg[0] = '1';
        e++;
      }
    }
    if (e < -6 || e >= p) {
      *w++ = dg[0];
      if (p > 1) {
        *w++ = '.';
        memcpy(w, dg + 1, (size_t)p - 1);
        w += p - 1;
      }
      w += sprintf(w, "e%c%d", e < 0 ? '-' : '+', abs(e));
    } else if (e >= 0) {
      memcpy(w, dg, (size_t)e + 1);
      w += e + 1;
      if (e < p - 1) {
        *w++ = '.';
        memcpy(w, dg + e + 1, (size_t)(p - e - 1));
        w += p - e - 1;
      }
    } else {
      *w++ = '0';
      *w++ = '.';
      for (int i = 0; i < -(e + 1); i++) *w++ = '0';
      memcpy(w, dg, (size_t)p);
      w += p;
    }
    *w = 0;
  }
  if (strcmp(got, want)) fail("toPrecision", x, p, got, want);
  free(got);
}

static void check_to_radix(double x, int r) {
  const rt_str *s = rt_num_to_string_radix(x, rt_box_number(r));
  char *got = str_c(s);
  if (r == 10 || !isfinite(x)) {
    char want[RT__NUM_BUF];
    rt__num_fmt(x, want);
    if (strcmp(got, want)) fail("toString(10)", x, r, got, want);
  } else {
    for (const char *q = got + (got[0] == '-'); *q; q++) {
      int v = *q >= '0' && *q <= '9' ? *q - '0' : *q >= 'a' && *q <= 'z' ? *q - 'a' + 10 : *q == '.' ? 0 : 99;
      if (v >= r) fail("toString(radix) digit", x, r, got, NULL);
    }
    if (x == floor(x) && fabs(x) < 9007199254740992.0 && !same(x, -0.0)) {
      double back = rt_parse_int(s, rt_box_number(r));
      if (!same(back, x)) fail("parseInt(x.toString(r), r)", x, r, got, NULL);
    }
  }
  free(got);
}

/* ---- parsing ------------------------------------------------------------------------- */

static int digit_of(uint16_t c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

/* s is one run of radix-r digits and nothing else (so parseInt(s, r) reads all of it). */
static bool all_digits(const rt_str *s, int r) {
  if (s->len == 0) return false;
  for (uint32_t i = 0; i < s->len; i++)
    if (digit_of(rt__str_at(s, i)) >= r) return false;
  if (r == 16 && s->len >= 2 && rt__str_at(s, 0) == '0' && (rt__str_at(s, 1) | 0x20) == 'x') return false;
  return true;
}

static void check_parse_int_radix(const rt_str *s, int r, double got) {
  if (!all_digits(s, r)) return;
  /* Exact while the value stays below 2^53. */
  uint64_t v = 0;
  bool exact = true;
  for (uint32_t i = 0; i < s->len && exact; i++) {
    v = v * (uint64_t)r + (uint64_t)digit_of(rt__str_at(s, i));
    if (v >= (1ull << 53)) exact = false;
  }
  if (exact && got != (double)v) fail("parseInt exact", (double)v, r, NULL, NULL);
  int log2 = r == 2 ? 1 : r == 4 ? 2 : r == 8 ? 3 : r == 16 ? 4 : r == 32 ? 5 : 0;
  if (!log2 || exact) return;
  /* Powers of two round correctly: the same bits as a hex float through strtod. */
  size_t nbits = (size_t)s->len * (size_t)log2, nhex = (nbits + 3) / 4;
  char *hex = malloc(nhex + 4);
  if (!hex) abort();
  hex[0] = '0';
  hex[1] = 'x';
  size_t pad = nhex * 4 - nbits; /* leading zero bits so the groups line up */
  unsigned acc = 0;
  size_t nacc = pad, h = 2;
  for (uint32_t i = 0; i < s->len; i++) {
    unsigned dv = (unsigned)digit_of(rt__str_at(s, i));
    for (int b = log2 - 1; b >= 0; b--) {
      acc = acc << 1 | ((dv >> b) & 1);
      if (++nacc == 4) {
        hex[h++] = "0123456789abcdef"[acc];
        acc = 0;
        nacc = 0;
      }
    }
  }
  hex[h] = 0;
  double want = strtod(hex, NULL);
  if (!same(got, want)) fail("parseInt power-of-two radix", want, r, NULL, NULL);
  free(hex);
}

/* Number(s) for a decimal literal (after trimming: no 0x/0o/0b prefix, not
 * empty) is parseFloat(s), and parseInt(s) too for an integer literal. */
static void check_parse_consistency(const rt_str *s, double num, double pf, double pi) {
  uint32_t i = 0, end = s->len;
  while (i < end && rt__is_js_space(rt__str_at(s, i))) i++;
  while (end > i && rt__is_js_space(rt__str_at(s, end - 1))) end--;
  if (i == end || num != num) return;
  if (end - i >= 2 && rt__str_at(s, i) == '0') {
    uint16_t c = rt__str_at(s, i + 1) | 0x20;
    if (c == 'x' || c == 'o' || c == 'b') return;
  }
  if (!same(pf, num)) fail("parseFloat vs Number", num, 0, NULL, NULL);
  uint32_t j = i + (rt__str_at(s, i) == '+' || rt__str_at(s, i) == '-');
  bool integer = j < end;
  for (uint32_t k = j; k < end; k++) integer &= digit_of(rt__str_at(s, k)) < 10;
  if (integer && !same(pi, num)) fail("parseInt vs Number", num, 10, NULL, NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > 4096) return 0;
  uint8_t sel = data[0];
  const uint8_t *p = data + 1;
  size_t n = size - 1;
  bool wide = sel & 1;
  int radix = (sel >> 1) % 40; /* 0 = undefined; 1, 37..39 are out of range */

  uint16_t *units = malloc((n ? n : 1) * sizeof *units);
  if (!units) abort();
  size_t nu = wide ? n / 2 : n;
  for (size_t i = 0; i < nu; i++) units[i] = wide ? (uint16_t)(p[2 * i] | p[2 * i + 1] << 8) : p[i];
  rt_str *s = str_new(units, NULL, nu, wide);
  free(units);

  double num = rt_str_to_num(s), pf = rt_parse_float(s), pi = rt_parse_int(s, RT_UNDEFINED);
  double pr = rt_parse_int(s, radix ? rt_box_number(radix) : RT_UNDEFINED);
  if (radix == 0 && !same(pr, pi)) fail("parseInt(s) twice", pi, 0, NULL, NULL);
  if (radix >= 2 && radix <= 36) check_parse_int_radix(s, radix, pr);
  check_parse_consistency(s, num, pf, pi);
  free(s);

  check_to_string(num);
  check_to_string(pf);
  check_to_string(pr);
  if (n >= 8) {
    double x;
    memcpy(&x, p, 8);
    check_to_string(x);
    uint8_t a = n > 8 ? p[8] : 0, b = n > 9 ? p[9] : 1, c = n > 10 ? p[10] : 2;
    check_to_fixed(x, a % 101);
    check_to_precision(x, 1 + b % 100);
    check_to_radix(x, 2 + c % 35);
  } else {
    check_to_fixed(num, radix);
    check_to_precision(num, 1 + radix % 100);
    check_to_radix(num, radix < 2 || radix > 36 ? 16 : radix);
  }
  return 0;
}
