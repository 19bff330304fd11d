/* numfmt.c - number to text: String(x), toFixed, toPrecision and toString(radix), as V8 does them. */
#include "numshort.h"
#include "rt_internal.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t fmt_u64(uint64_t v, char *out) { return rt__num_u64(v, out); }

/* Number::toString layout (ECMA-262 6.1.6.1.20 steps 6-12) of 0.DIGITS × 10^n. */
static size_t layout(bool neg, const char *dg, int k, int n, char *out) {
  char *o = out;
  if (neg) *o++ = '-';
  if (k <= n && n <= 21) {
    memcpy(o, dg, (size_t)k);
    o += k;
    for (int i = k; i < n; i++) *o++ = '0';
  } else if (0 < n && n <= 21) {
    memcpy(o, dg, (size_t)n);
    o += n;
    *o++ = '.';
    memcpy(o, dg + n, (size_t)(k - n));
    o += k - n;
  } else if (-6 < n && n <= 0) {
    *o++ = '0';
    *o++ = '.';
    for (int i = 0; i < -n; i++) *o++ = '0';
    memcpy(o, dg, (size_t)k);
    o += k;
  } else {
    int e = n - 1;
    *o++ = dg[0];
    if (k > 1) {
      *o++ = '.';
      memcpy(o, dg + 1, (size_t)(k - 1));
      o += k - 1;
    }
    *o++ = 'e';
    *o++ = e < 0 ? '-' : '+';
    o += fmt_u64((uint64_t)(e < 0 ? -e : e), o);
  }
  *o = 0;
  return (size_t)(o - out);
}

size_t rt__num_fmt(double d, char *out) {
  /* Integers are the common case: print them directly (also turns -0 into "0"). */
  if (d > -9007199254740992.0 && d < 9007199254740992.0) {
    int64_t i = (int64_t)d;
    if ((double)i == d) {
      if (i < 0) {
        out[0] = '-';
        return 1 + fmt_u64((uint64_t)-i, out + 1);
      }
      return fmt_u64((uint64_t)i, out);
    }
  }
  /* Few decimals (prices, 0.5): the shortest form is the first m / 10^k,
   * k = 1..4, that rounds to d.  Below 1e9 d's ulp is under 10^-6, so at
   * most one m of k decimals rounds to d, and fewer decimals is fewer
   * digits: that m is the digits String(d) prints (a double's quotient
   * m / 10^k of two exact integers is correctly rounded). */
  double a = fabs(d);
  if (a >= 1e-4 && a < 1e9) {
    static const double p10[5] = {1, 10, 100, 1000, 10000};
    for (int k = 1; k <= 4; k++) {
      double t = a * p10[k];
      uint64_t m = (uint64_t)(t + 0.5);
      if ((double)m / p10[k] != a) continue;
      char *o = out;
      if (d < 0) *o++ = '-';
      uint64_t ip = m / (uint64_t)p10[k], fp = m % (uint64_t)p10[k];
      o += fmt_u64(ip, o);
      *o++ = '.';
      for (int q = k; q-- > 0; fp /= 10) o[q] = (char)('0' + fp % 10);
      o += k;
      *o = 0;
      return (size_t)(o - out);
    }
  }
  if (d != d) return (size_t)(strcpy(out, "NaN"), 3);
  if (isinf(d)) return d > 0 ? (strcpy(out, "Infinity"), 8) : (strcpy(out, "-Infinity"), 9);
  char dg[24];
  int n, k = rt__num_shortest(fabs(d), dg, &n);
  return layout(d < 0, dg, k, n, out);
}

const rt_str *rt_num_to_str(double d) {
  if (d >= 0 && d <= 9 && d == (int)d) return rt__str_char((uint16_t)('0' + (int)d));
  if (d != d) {
    uint64_t bits;
    memcpy(&bits, &d, 8);
    if (bits == RT_F64_HOLE) return rt__str_from_ascii("undefined", 9); /* see rt_box_number */
  }
  char buf[RT__NUM_BUF];
  size_t n = rt__num_fmt(d, buf);
  return rt__str_from_ascii(buf, n);
}

/* Adds one unit in the last place to a decimal string of digits and at most one
 * '.', in place; returns true if a new leading '1' is needed (all nines). */
static bool decimal_round_up(char *s, size_t n) {
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

typedef unsigned __int128 u128;

static const uint64_t pow5_64[28] = {
  1ull, 5ull, 25ull, 125ull, 625ull, 3125ull, 15625ull, 78125ull, 390625ull, 1953125ull, 9765625ull,
  48828125ull, 244140625ull, 1220703125ull, 6103515625ull, 30517578125ull, 152587890625ull,
  762939453125ull, 3814697265625ull, 19073486328125ull, 95367431640625ull, 476837158203125ull,
  2384185791015625ull, 11920928955078125ull, 59604644775390625ull, 298023223876953125ull,
  1490116119384765625ull, 7450580596923828125ull};

static int bitlen128(u128 v) {
  uint64_t hi = (uint64_t)(v >> 64);
  return hi ? 128 - __builtin_clzll(hi) : (uint64_t)v ? 64 - __builtin_clzll((uint64_t)v) : 0;
}

/* Exactly x × 10^k for a finite x > 0 and |k| ≤ 27: its integer part in *q
 * and whether the fraction left over is at least one half.  x = mant × 2^be,
 * so the product is mant × 5^k × 2^(be+k) (or mant × 2^(be+k) / 5^-k): one
 * 128-bit multiply and a shift or a division.  False when an intermediate
 * would not fit in 128 bits (the caller then takes the slow exact path). */
static bool scale_pow10(double x, int k, u128 *q, bool *half) {
  uint64_t bits;
  memcpy(&bits, &x, 8);
  int bq = (int)((bits >> 52) & 0x7FF);
  uint64_t mant = bits & 0xFFFFFFFFFFFFFull;
  int be = bq ? bq - 1075 : -1074;
  if (bq) mant |= 1ull << 52;
  int tz = __builtin_ctzll(mant); /* mant != 0: x > 0 */
  mant >>= tz;
  be += tz;
  int s = be + k;
  if (k >= 0) {
    u128 n = (u128)mant * pow5_64[k];
    if (s >= 0) {
      if (s > 127 - bitlen128(n)) return false;
      *q = n << s;
      *half = false;
    } else if (-s >= 128) {
      *q = 0; /* n < 2^116: below half of 2^-s */
      *half = false;
    } else {
      int r = -s;
      *q = n >> r;
      *half = ((n >> (r - 1)) & 1) != 0;
    }
    return true;
  }
  uint64_t d5 = pow5_64[-k];
  if (s >= 0) {
    if (s > 127 - (64 - __builtin_clzll(mant))) return false;
    u128 n = (u128)mant << s;
    u128 rem = n % d5;
    *q = n / d5;
    *half = 2 * rem >= d5;
    return true;
  }
  int r = -s;
  if (r > 127 - (64 - __builtin_clzll(d5))) { /* the divisor is at least 2^127 > 2 × mant */
    *q = 0;
    *half = false;
    return true;
  }
  u128 den = (u128)d5 << r;
  *q = mant / den;
  *half = 2 * (mant % den) >= den;
  return true;
}

/* v in decimal into out (NUL-terminated); returns the digit count. */
static size_t fmt_u128(u128 v, char *out) {
  if ((v >> 64) == 0) return fmt_u64((uint64_t)v, out);
  const uint64_t e19 = 10000000000000000000ull;
  size_t n = fmt_u64((uint64_t)(v / e19), out); /* v < 2^128: the quotient fits in 64 bits */
  uint64_t lo = (uint64_t)(v % e19);
  for (int i = 19; i-- > 0; lo /= 10) out[n + (size_t)i] = (char)('0' + lo % 10);
  out[n + 19] = 0;
  return n + 19;
}

/* Number.prototype.toFixed: digits ties go up in magnitude (the larger n), on
 * the exact binary value.  Below 28 digits, x × 10^f is computed exactly in
 * 128 bits (scale_pow10); otherwise printf prints it, rounding ties to even,
 * so ties are found and fixed here: a tie needs the exact expansion to end
 * exactly one digit past the cut with a 5, i.e. exactly f+1 fractional
 * binary digits. */
const rt_str *rt_num_to_fixed(double x, rt_value digits) {
  double fd = rt__to_integer(digits);
  if (!(fd >= 0 && fd <= 100)) rt_throw_error("RangeError", "toFixed() digits argument must be between 0 and 100");
  int f = (int)fd;
  if (!isfinite(x) || fabs(x) >= 1e21) return rt_num_to_str(x);
  if (x == 0) x = 0; /* -0 prints as "0" */
  char buf[200];
  u128 q;
  bool half;
  if (f <= 27 && (x == 0 || scale_pow10(fabs(x), f, &q, &half))) {
    char dg[48], *o = buf;
    int nd = x == 0 ? (dg[0] = '0', 1) : (int)fmt_u128(q + half, dg);
    if (x < 0) *o++ = '-'; /* (-0.001).toFixed(2) is "-0.00" */
    if (nd <= f) { /* 0.0…: zeros up to the first digit */
      *o++ = '0';
      *o++ = '.';
      for (int i = nd; i < f; i++) *o++ = '0';
      memcpy(o, dg, (size_t)nd);
      o += nd;
    } else {
      memcpy(o, dg, (size_t)(nd - f));
      o += nd - f;
      if (f) {
        *o++ = '.';
        memcpy(o, dg + nd - f, (size_t)f);
        o += f;
      }
    }
    return rt__str_from_ascii(buf, (size_t)(o - buf));
  }
  int e;
  double m = frexp(x, &e);
  int64_t mant = (int64_t)ldexp(fabs(m), 53);
  int frac_bits = 53 - e;
  while (mant && !(mant & 1)) {
    mant >>= 1;
    frac_bits--;
  }
  int n;
  if (mant && frac_bits == f + 1) { /* zero (mant 0) is never a tie */
    n = snprintf(buf + 1, sizeof buf - 1, "%.*f", f + 1, x) - 1; /* exact, ends in 5 */
    char *s = buf + 1;
    bool neg = s[0] == '-';
    if (neg) s++, n--;
    if (f == 0) n--; /* drop the '.' too */
    if (decimal_round_up(s, (size_t)n)) {
      memmove(s + 1, s, (size_t)n);
      s[0] = '1';
      n++;
    }
    if (neg) s--, n++;
    return rt__str_from_ascii(s, (size_t)n);
  }
  n = snprintf(buf, sizeof buf, "%.*f", f, x);
  return rt__str_from_ascii(buf, (size_t)n);
}

/* The p significant digits of x > 0 (p ≤ 27) rounded half up, and the
 * decimal exponent of the first: x × 10^(p-1-e) exactly, e found from x's
 * binary exponent (one of two values).  False when out of scale_pow10's range. */
static bool precision_fast(double x, int p, char *dg, int *exp10) {
  if (p > 27) return false;
  u128 lo = 1, q;
  for (int i = 1; i < p; i++) lo *= 10;
  int b;
  frexp(x, &b); /* x in [2^(b-1), 2^b) */
  int e = flog10pow2(b - 1);
  bool half;
  for (;;) {
    int k = p - 1 - e;
    if (k > 27 || k < -27 || !scale_pow10(x, k, &q, &half)) return false;
    if (q < lo * 10) break;
    e++; /* 10^(e+1) <= x */
  }
  q += half;
  if (q == lo * 10) { /* 9.99 -> 10.0: digits become 1000..., exponent grows */
    q = lo;
    e++;
  }
  fmt_u128(q, dg);
  *exp10 = e;
  return true;
}

/* Number.prototype.toPrecision.  Rounding works on the exact decimal
 * expansion (at most 767 significant digits), ties up in magnitude. */
const rt_str *rt_num_to_precision(double x, rt_value precision) {
  if (precision == RT_UNDEFINED) return rt_num_to_str(x);
  double pd = rt__to_integer(precision);
  if (!isfinite(x)) return rt_num_to_str(x);
  if (!(pd >= 1 && pd <= 100)) rt_throw_error("RangeError", "toPrecision() argument must be between 1 and 100");
  int p = (int)pd;
  char dg[112], out[240], *o = out;
  int e = 0;
  if (x < 0) {
    *o++ = '-';
    x = -x;
  }
  if (x == 0) {
    memset(dg, '0', (size_t)p);
  } else if (!precision_fast(x, p, dg, &e)) {
    char *exact = rt__tmp_alloc(1200);
    snprintf(exact, 1200, "%.800e", x);
    char *ep = strchr(exact, 'e');
    e = atoi(ep + 1);
    int k = 0;
    char all[810];
    for (char *q = exact; q < ep; q++)
      if (*q != '.') all[k++] = *q;
    memcpy(dg, all, (size_t)p);
    if (all[p] >= '5' && decimal_round_up(dg, (size_t)p)) {
      dg[0] = '1'; /* 9.99 -> 10.0: digits become 1000..., exponent grows */
      e++;
    }
    rt__tmp_free(exact);
  }
  if (e < -6 || e >= p) {
    *o++ = dg[0];
    if (p > 1) {
      *o++ = '.';
      memcpy(o, dg + 1, (size_t)(p - 1));
      o += p - 1;
    }
    o += sprintf(o, "e%c%d", e < 0 ? '-' : '+', e < 0 ? -e : e);
  } else if (e == p - 1) {
    memcpy(o, dg, (size_t)p);
    o += p;
  } else if (e >= 0) {
    memcpy(o, dg, (size_t)e + 1);
    o += e + 1;
    *o++ = '.';
    memcpy(o, dg + e + 1, (size_t)(p - e - 1));
    o += p - e - 1;
  } else {
    *o++ = '0';
    *o++ = '.';
    for (int i = 0; i < -(e + 1); i++) *o++ = '0';
    memcpy(o, dg, (size_t)p);
    o += p;
  }
  return rt__str_from_ascii(out, (size_t)(o - out));
}

/* Number.prototype.toString(radix): V8's DoubleToRadixCString, which emits
 * fraction digits only up to the precision of the input double. */
static const char radix_chars[] = "0123456789abcdefghijklmnopqrstuvwxyz";

static double next_double(double v) {
  uint64_t b;
  memcpy(&b, &v, 8);
  b++;
  memcpy(&v, &b, 8);
  return v;
}

static int binary_exponent(double v) { /* V8 Double::Exponent(): v = f × 2^e, f 53-bit */
  uint64_t b;
  memcpy(&b, &v, 8);
  int biased = (int)((b >> 52) & 0x7FF);
  return biased == 0 ? -1074 : biased - 0x3FF - 52;
}

const rt_str *rt_num_to_string_radix(double value, rt_value radix) {
  double rd = radix == RT_UNDEFINED ? 10 : rt__to_integer(radix);
  if (!(rd >= 2 && rd <= 36)) rt_throw_error("RangeError", "toString() radix argument must be between 2 and 36");
  int r = (int)rd;
  if (r == 10 || !isfinite(value)) return rt_num_to_str(value);
  if (value == floor(value) && fabs(value) < 9007199254740992.0) {
    /* an integer below 2^53 (exact in a uint64): its digits by integer
     * division, rather than the loop of fmod below (i.toString(36) in a loop
     * spent most of its time in fmod) */
    char digits[66];
    int at = (int)sizeof digits;
    uint64_t u = (uint64_t)fabs(value);
    do {
      digits[--at] = radix_chars[u % (unsigned)r];
      u /= (unsigned)r;
    } while (u);
    if (value < 0) digits[--at] = '-';
    return rt__str_from_ascii(digits + at, sizeof digits - (size_t)at);
  }
  enum { SIZE = 2200 };
  char *buffer = rt__tmp_alloc(SIZE);
  int integer_cursor = SIZE / 2, fraction_cursor = integer_cursor;
  bool negative = value < 0;
  if (negative) value = -value;
  double integer = floor(value), fraction = value - integer;
  double delta = 0.5 * (next_double(value) - value);
  if (delta < 4.9406564584124654e-324) delta = 4.9406564584124654e-324;
  if (fraction >= delta) {
    buffer[fraction_cursor++] = '.';
    do {
      fraction *= r;
      delta *= r;
      int digit = (int)fraction;
      buffer[fraction_cursor++] = radix_chars[digit];
      fraction -= digit;
      if (fraction > 0.5 || (fraction == 0.5 && (digit & 1))) {
        if (fraction + delta > 1) {
          /* Round up, carrying back through the digits already written. */
          for (;;) {
            fraction_cursor--;
            if (fraction_cursor == SIZE / 2) {
              integer += 1;
              break;
            }
            char c = buffer[fraction_cursor];
            int dgt = c > '9' ? (c - 'a' + 10) : (c - '0');
            if (dgt + 1 < r) {
              buffer[fraction_cursor++] = radix_chars[dgt + 1];
              break;
            }
          }
          break;
        }
      }
    } while (fraction >= delta);
  }
  /* Integer digits; digits below the double's precision are zeros. */
  while (binary_exponent(integer / r) > 0) {
    integer /= r;
    buffer[--integer_cursor] = '0';
  }
  do {
    double rem = fmod(integer, r);
    buffer[--integer_cursor] = radix_chars[(int)rem];
    integer = (integer - rem) / r;
  } while (integer > 0);
  if (negative) buffer[--integer_cursor] = '-';
  const rt_str *res = rt__str_from_ascii(buffer + integer_cursor, (size_t)(fraction_cursor - integer_cursor));
  rt__tmp_free(buffer);
  return res;
}
