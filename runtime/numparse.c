/* numparse.c - text to number: Number(s), parseInt and parseFloat with JS semantics. */
#include "rt_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int digit_value(uint16_t c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

/* Length of the run of radix digits at s[from..to). */
static uint32_t digit_run(const rt_str *s, uint32_t from, uint32_t to, int radix) {
  uint32_t i = from;
  while (i < to && digit_value(rt__str_at(s, i)) < radix) i++;
  return i - from;
}

/* Reads strictly decimal text (ASCII) with correct rounding via strtod. */
static double decimal_value(const rt_str *s, uint32_t from, uint32_t to) {
  char small[128];
  size_t n = to - from;
  char *buf = n < sizeof small ? small : rt__tmp_alloc(n + 1);
  for (size_t i = 0; i < n; i++) buf[i] = (char)rt__str_at(s, from + (uint32_t)i);
  buf[n] = 0;
  double d = strtod(buf, NULL);
  if (buf != small) rt__tmp_free(buf);
  return d;
}

/* The value of the radix digits s[from..to) (all valid), as V8 computes it:
 * exact with round-half-even for powers of two, strtod for 10, and V8's
 * 32-bit chunked multiply-add (an allowed approximation) otherwise. */
double rt__str_to_int_radix(const rt_str *s, uint32_t from, uint32_t to, int radix) {
  if (radix == 10) return decimal_value(s, from, to);
  int log2 = radix == 2 ? 1 : radix == 4 ? 2 : radix == 8 ? 3 : radix == 16 ? 4 : radix == 32 ? 5 : 0;
  if (log2) {
    while (from < to && rt__str_at(s, from) == '0') from++;
    uint64_t num = 0;
    int exp = 0;
    bool sticky = false;
    for (uint32_t i = from; i < to; i++) {
      int d = digit_value(rt__str_at(s, i));
      if (num >> (63 - log2)) { /* no room: the rest only scales and sets sticky */
        exp += log2;
        sticky |= d != 0;
      } else {
        num = (num << log2) | (uint64_t)d;
      }
    }
    /* With ≥ 54 significant bits, bit 0 lies below the rounding point, so
     * folding the sticky bits into it makes the conversion round correctly. */
    if (sticky) num |= 1;
    return ldexp((double)num, exp);
  }
  double value = 0;
  uint32_t i = from;
  while (i < to) {
    uint32_t part = 0, mult = 1;
    while (i < to) {
      uint32_t m = mult * (uint32_t)radix;
      if (m > 0xFFFFFFFFu / 36) break;
      part = part * (uint32_t)radix + (uint32_t)digit_value(rt__str_at(s, i));
      mult = m;
      i++;
    }
    value = value * mult + part;
  }
  return value;
}

static uint32_t skip_space(const rt_str *s, uint32_t i, uint32_t end) {
  while (i < end && rt__is_js_space(rt__str_at(s, i))) i++;
  return i;
}

static bool match_ascii(const rt_str *s, uint32_t i, uint32_t end, const char *w) {
  for (; *w; w++, i++)
    if (i >= end || rt__str_at(s, i) != (uint8_t)*w) return false;
  return true;
}

/* Length of the longest StrUnsignedDecimalLiteral prefix of s[i..end), with
 * no "Infinity": digits [. digits] [e[±]digits] | . digits [e...]. */
static uint32_t decimal_prefix(const rt_str *s, uint32_t i, uint32_t end) {
  uint32_t start = i, int_digits = digit_run(s, i, end, 10), frac_digits = 0;
  i += int_digits;
  if (i < end && rt__str_at(s, i) == '.') {
    frac_digits = digit_run(s, i + 1, end, 10);
    if (int_digits || frac_digits) i += 1 + frac_digits;
  }
  if (!int_digits && !frac_digits) return 0;
  if (i < end && (rt__str_at(s, i) | 0x20) == 'e') {
    uint32_t j = i + 1;
    if (j < end && (rt__str_at(s, j) == '+' || rt__str_at(s, j) == '-')) j++;
    uint32_t exp_digits = digit_run(s, j, end, 10);
    if (exp_digits) i = j + exp_digits;
  }
  return i - start;
}

double rt_str_to_num(const rt_str *s) {
  if (s->flags & RT_STR_UNDEF) return NAN;
  uint32_t i = skip_space(s, 0, s->len), end = s->len;
  while (end > i && rt__is_js_space(rt__str_at(s, end - 1))) end--;
  if (i == end) return 0;
  /* Fast path: a short run of plain digits. */
  if (end - i <= 15) {
    uint64_t v = 0;
    uint32_t j = i;
    while (j < end && (unsigned)(rt__str_at(s, j) - '0') < 10u) v = v * 10 + (uint64_t)(rt__str_at(s, j++) - '0');
    if (j == end) return (double)v;
  }
  if (end - i > 2 && rt__str_at(s, i) == '0') {
    uint16_t c = rt__str_at(s, i + 1) | 0x20;
    int radix = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 0;
    if (radix) {
      if (digit_run(s, i + 2, end, radix) != end - i - 2) return NAN;
      return rt__str_to_int_radix(s, i + 2, end, radix);
    }
  }
  uint32_t j = i;
  uint16_t sign = rt__str_at(s, j);
  if (sign == '+' || sign == '-') j++;
  if (match_ascii(s, j, end, "Infinity") && j + 8 == end) return sign == '-' ? -INFINITY : INFINITY;
  if (j == end || decimal_prefix(s, j, end) != end - j) return NAN; /* a lone sign is no number */
  return decimal_value(s, i, end);
}

double rt_parse_float(const rt_str *s) {
  if (s->flags & RT_STR_UNDEF) return NAN;
  uint32_t i = skip_space(s, 0, s->len), end = s->len, j = i;
  if (j < end && (rt__str_at(s, j) == '+' || rt__str_at(s, j) == '-')) j++;
  if (match_ascii(s, j, end, "Infinity")) return rt__str_at(s, i) == '-' ? -INFINITY : INFINITY;
  uint32_t n = decimal_prefix(s, j, end);
  if (!n) return NAN;
  return decimal_value(s, i, j + n);
}

double rt_parse_int(const rt_str *s, rt_value radix_v) {
  uint32_t i = skip_space(s, 0, s->len), end = s->len;
  if (s->flags & RT_STR_UNDEF) end = 0; /* parseInt(undefined): "undefined" has no digits either way */
  bool neg = false;
  if (i < end && (rt__str_at(s, i) == '+' || rt__str_at(s, i) == '-')) neg = rt__str_at(s, i++) == '-';
  int32_t r = radix_v == RT_UNDEFINED ? 0 : rt_to_int32(rt_value_to_num(radix_v));
  bool strip_prefix = true;
  if (r != 0) {
    if (r < 2 || r > 36) return NAN;
    if (r != 16) strip_prefix = false;
  } else {
    r = 10;
  }
  if (strip_prefix && end - i >= 2 && rt__str_at(s, i) == '0' && (rt__str_at(s, i + 1) | 0x20) == 'x') {
    i += 2;
    r = 16;
  }
  uint32_t n = digit_run(s, i, end, r);
  if (!n) return NAN;
  double v = rt__str_to_int_radix(s, i, i + n, r);
  return neg ? -v : v;
}
