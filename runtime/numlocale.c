/* numlocale.c - Number#toLocaleString and Intl.NumberFormat#format for the en-US and de-DE locales, as Node's ICU prints them. */
#include "rt_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ICU rounds the shortest decimal that round-trips (String(x)'s digits), not
 * the exact binary value: (1.005).toLocaleString(undefined,
 * { maximumFractionDigits: 2 }) is "1.01".  Ties go away from zero
 * (ICU's half-expand).  The checker validates the options and passes:
 *   flags: RT_NUMLOC_* (style, de-DE, no grouping)
 *   symbol: the currency's symbol ("$", "€", "CHF"), or "" when not currency
 *   minfd, maxfd: the resolved fraction digits (0..100, minfd <= maxfd);
 *   SIG: minfd and maxfd are significant digits instead (the
 *   minimum/maximumSignificantDigits options);
 *   COMPACT: notation "compact" (en-US only): K, M, B, T (LONG: " thousand",
 *   ...), rounded to two significant digits or the integer, whichever keeps
 *   more (ECMA-402's default for compact: AUTO), else as the options say;
 *   SIGN_*: the signDisplay option other than "auto" (a minus sign for
 *   negative numbers, -0 included): ALWAYS a sign ("+0", "+NaN"),
 *   EXCEPT_ZERO a sign except for zero (after rounding) and NaN, NEVER none,
 *   NEGATIVE a minus for negative numbers that do not round to zero. */
enum { RT_NUMLOC_CURRENCY = 1, RT_NUMLOC_PERCENT = 2, RT_NUMLOC_DE = 4, RT_NUMLOC_NOGROUP = 8, RT_NUMLOC_SIG = 16,
       RT_NUMLOC_COMPACT = 32, RT_NUMLOC_LONG = 64, RT_NUMLOC_AUTO = 128, RT_NUMLOC_SIGN_ALWAYS = 256,
       RT_NUMLOC_SIGN_EXCEPT_ZERO = 512, RT_NUMLOC_SIGN_NEVER = 1024, RT_NUMLOC_SIGN_NEGATIVE = 2048 };

/* The shortest round-trip digits of |x| (finite, non-zero) into dig, without
 * leading or trailing zeros, and the decimal point's place:
 * |x| = 0.d1d2d3... * 10^point. */
static int shortest_digits(double x, char *dig, int *point) {
  char buf[RT__NUM_BUF];
  size_t n = rt__num_fmt(fabs(x), buf);
  int nd = 0, intd = -1, exp10 = 0;
  for (size_t i = 0; i < n; i++) {
    if (buf[i] >= '0' && buf[i] <= '9') dig[nd++] = buf[i];
    else if (buf[i] == '.') intd = nd;
    else if (buf[i] == 'e') { exp10 = atoi(buf + i + 1); break; }
  }
  if (intd < 0) intd = nd;
  int lead = 0;
  while (lead < nd && dig[lead] == '0') lead++;
  memmove(dig, dig + lead, (size_t)(nd - lead));
  nd -= lead;
  while (nd > 0 && dig[nd - 1] == '0') nd--;
  dig[nd] = 0;
  *point = intd - lead + exp10;
  return nd;
}

static void put(char **p, const char *s) {
  size_t n = strlen(s);
  memcpy(*p, s, n);
  *p += n;
}

const rt_str *rt_num_to_locale(double x, double flagsd, const rt_str *symbol, double minfd, double maxfd) {
  int flags = (int)flagsd, mn = (int)minfd, mx = (int)maxfd;
  int de = flags & RT_NUMLOC_DE, cur = flags & RT_NUMLOC_CURRENCY, pct = flags & RT_NUMLOC_PERCENT;
  const char *group = de ? "." : ",", *point = de ? "," : ".";
  const char *nbsp = "\xc2\xa0";
  char sym[64] = "";
  if (cur) {
    const uint8_t *b = rt_str_bytes(symbol);
    uint32_t i = 0, k = 0;
    for (; i < symbol->len && k + 3 < sizeof sym; i++) { /* latin1 or wide units into UTF-8 */
      uint32_t u = (symbol->flags & RT_STR_WIDE) ? ((const uint16_t *)b)[i] : b[i];
      if (u < 0x80) sym[k++] = (char)u;
      else if (u < 0x800) sym[k++] = (char)(0xC0 | (u >> 6)), sym[k++] = (char)(0x80 | (u & 63));
      else sym[k++] = (char)(0xE0 | (u >> 12)), sym[k++] = (char)(0x80 | ((u >> 6) & 63)), sym[k++] = (char)(0x80 | (u & 63));
    }
    sym[k] = 0;
  }
  int neg = signbit(x) && !(x != x);
  if (pct && isfinite(x)) x *= 100;
  /* the number's digits */
  char num[1024];
  char *p = num;
  int zero = 0; /* finite and zero once rounded */
  if (x != x) {
    put(&p, "NaN");
    neg = 0;
  } else if (isinf(x)) {
    put(&p, "\xe2\x88\x9e"); /* ∞ */
  } else {
    char dig[64];
    int pt = 0, nd = x == 0 ? 0 : shortest_digits(x, dig, &pt);
    int unit = 0;
    if ((flags & RT_NUMLOC_COMPACT) && nd && pt > 3) {
      unit = (pt - 1) / 3 < 4 ? (pt - 1) / 3 : 4;
      pt -= 3 * unit;
    }
  round:;
    /* keep digits up to mx after the point (mx significant digits); ties away from zero */
    int keep = flags & RT_NUMLOC_SIG ? mx : flags & RT_NUMLOC_AUTO ? (pt > 2 ? pt : 2) : pt + mx;
    if (nd > keep) {
      int up = keep >= 0 && dig[keep] >= '5';
      nd = keep < 0 ? 0 : keep;
      if (up) {
        int i = nd - 1;
        while (i >= 0 && dig[i] == '9') dig[i--] = '0';
        if (i >= 0) {
          dig[i]++;
        } else { /* all nines (or nothing kept): a new leading 1 */
          memmove(dig + 1, dig, (size_t)nd);
          dig[0] = '1';
          nd++;
          pt++;
        }
      }
      while (nd > 0 && dig[nd - 1] == '0') nd--;
      dig[nd] = 0;
      if (!nd) pt = 0; /* rounded to zero */
    }
    if (unit && unit < 4 && pt > 3) { /* rounded up to the next unit: 999.95K is 1M */
      unit++;
      pt -= 3;
      goto round;
    }
    if ((flags & RT_NUMLOC_COMPACT) && !unit && pt > 3) {
      unit = (pt - 1) / 3 < 4 ? (pt - 1) / 3 : 4;
      pt -= 3 * unit;
      goto round;
    }
    if (flags & RT_NUMLOC_SIG) { /* at least mn significant digits: as fraction digits */
      int sig = nd ? (pt > nd ? pt : nd) : 1;
      int nf0 = nd - pt > 0 ? nd - pt : 0;
      mn = sig < mn ? nf0 + (mn - sig) : 0;
    } else if (flags & RT_NUMLOC_AUTO) {
      mn = 0;
    }
    /* integer part */
    int ni = pt > 0 ? pt : 0;
    if (ni == 0) *p++ = '0';
    for (int i = 0; i < ni; i++) {
      /* compact notation groups only five or more digits (ECMA-402's "min2") */
      if (i > 0 && (ni - i) % 3 == 0 && !(flags & RT_NUMLOC_NOGROUP) && !((flags & RT_NUMLOC_COMPACT) && ni < 5)) put(&p, group);
      *p++ = i < nd ? dig[i] : '0';
    }
    /* fraction: digits after the point, at least mn */
    int nf = nd - pt > 0 ? nd - pt : 0;
    if (nf < mn) nf = mn;
    if (nf > 0) {
      put(&p, point);
      for (int j = 0; j < nf; j++) {
        int di = pt + j; /* index into dig */
        *p++ = di >= 0 && di < nd ? dig[di] : '0';
      }
    }
    if (unit) {
      static const char *const sh[] = {"", "K", "M", "B", "T"};
      static const char *const lg[] = {"", " thousand", " million", " billion", " trillion"};
      put(&p, flags & RT_NUMLOC_LONG ? lg[unit] : sh[unit]);
    }
    zero = nd == 0;
  }
  *p = 0;
  char out[1200];
  char *o = out;
  if (flags & RT_NUMLOC_SIGN_ALWAYS) *o++ = neg ? '-' : '+';
  else if (flags & RT_NUMLOC_SIGN_EXCEPT_ZERO) { if (!zero && x == x) *o++ = neg ? '-' : '+'; }
  else if (flags & RT_NUMLOC_SIGN_NEGATIVE) { if (neg && !zero) *o++ = '-'; }
  else if (!(flags & RT_NUMLOC_SIGN_NEVER) && neg) *o++ = '-';
  size_t sl = strlen(sym);
  int alpha = sl && ((sym[sl - 1] >= 'A' && sym[sl - 1] <= 'Z') || (sym[sl - 1] >= 'a' && sym[sl - 1] <= 'z'));
  if (cur && !de) put(&o, sym), put(&o, alpha ? nbsp : ""); /* "CHF 1.00" */
  put(&o, num);
  if (pct) put(&o, de ? nbsp : ""), put(&o, "%");
  if (cur && de) put(&o, nbsp), put(&o, sym);
  return rt__str_from_utf8(out, (size_t)(o - out));
}
