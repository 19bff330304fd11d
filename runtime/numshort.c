/* numshort.c - the shortest decimal that reads back as a double (Number::toString's digits), by Schubfach.
 *
 * ECMA-262 Number::toString wants the fewest significant digits whose
 * decimal reads back (round to nearest, ties to even) as the double, and
 * among those the one closest to it, ties to the even digit string.  This is
 * Raffaello Giulietti's Schubfach ("The Schubfach way to render doubles",
 * 2020), written here from the paper: with 10^k ≤ 2^q < 10^(k+1), the
 * double c·2^q and the two ends of its rounding interval are multiplied by
 * 10^-k using one 126-bit table entry g(-k) (numshort_gen.c computes it
 * exactly at build time), keeping two fraction bits and a sticky bit.  The
 * interval is then between 1 and 10 units wide, so at most one multiple of
 * 10 lies in it (a digit shorter) and at least one integer does: two
 * comparisons decide, and a third picks the closer of two neighbours.
 *
 * Why not Google's double-conversion (what V8 uses) through a C++ shim?
 * Measured 2026-11-30 on Debian's libdouble-conversion-dev 3.2.1, a static C
 * program formatting 100,000 17-digit doubles (callgrind): double-conversion
 * adds 96 KB of text (with the libstdc++ pieces it pulls: guards for its
 * function-local statics, the exception runtime) and 416 instructions of
 * start-up (libstdc++'s static constructors), and costs 1,140 instructions
 * a number; this file adds 12 KB (the table is 10 KB), nothing at start-up,
 * and 290 instructions a number.  The printf-and-strtod search it replaces
 * cost 3,500-10,000. */
#include "numshort.h"
#include "rt_internal.h"

#include <string.h>

extern const uint64_t rt__numshort_g[][2]; /* build/numshort_tables.c: g(e), e = -k in [-292, 324] */
#define G_E_MIN (-292)

/* floor(g·cp / 2^127), with bit 0 set when the quotient is not exact (sticky);
 * g = g1·2^63 + g0. */
static inline uint64_t round_odd(uint64_t g1, uint64_t g0, uint64_t cp) {
  uint64_t x1 = (uint64_t)(((unsigned __int128)g0 * cp) >> 64);
  unsigned __int128 y = (unsigned __int128)g1 * cp;
  uint64_t y0 = (uint64_t)y, y1 = (uint64_t)(y >> 64);
  uint64_t z = (y0 >> 1) + x1;
  uint64_t vbp = y1 + (z >> 63);
  return vbp | (((z & 0x7FFFFFFFFFFFFFFFull) + 0x7FFFFFFFFFFFFFFFull) >> 63);
}

/* The shortest decimal f·10^*e that reads back as c·2^q (c > 0). */
static uint64_t to_decimal(int q, uint64_t c, int *e) {
  const uint64_t c_min = 1ull << 52;
  uint64_t out = c & 1, cb = c << 2, cbr = cb + 2, cbl;
  int k;
  if (c != c_min || q == -1074) {
    cbl = cb - 2;
    k = flog10pow2(q);
  } else { /* a power of two: the gap below is half the gap above */
    cbl = cb - 1;
    k = flog10three_quarters_pow2(q);
  }
  int h = q + flog2pow10(-k) + 2;
  const uint64_t *g = rt__numshort_g[-k - G_E_MIN];
  uint64_t vb = round_odd(g[0], g[1], cb << h);
  uint64_t vbl = round_odd(g[0], g[1], cbl << h);
  uint64_t vbr = round_odd(g[0], g[1], cbr << h);
  uint64_t s = vb >> 2; /* the value times 10^-k, truncated */
  *e = k;
  /* A multiple of 10 in the interval is a digit shorter.  Java's
   * Double.toString wants two digits at least, so it skips this below 100
   * (and scales the two smallest subnormals by 10); JavaScript wants 5e-324.
   * Below 10 (subnormals only), 10·floor(s/10) is 0, no candidate, and 10
   * is no shorter than 9: the test below decides. */
  if (s >= 10) {
    uint64_t sp10 = 10 * (uint64_t)(((unsigned __int128)s * 1844674407370955168ull) >> 64); /* 10·floor(s/10) */
    uint64_t tp10 = sp10 + 10;
    bool upin = vbl + out <= sp10 << 2, wpin = (tp10 << 2) + out <= vbr;
    if (upin != wpin) return upin ? sp10 : tp10;
  }
  uint64_t t = s + 1;
  bool uin = vbl + out <= s << 2, win = (t << 2) + out <= vbr;
  if (uin != win) return uin ? s : t;
  int64_t cmp = (int64_t)(vb - ((s + t) << 1)); /* both in: the closer, ties to even */
  return cmp < 0 || (cmp == 0 && (s & 1) == 0) ? s : t;
}

static const char two_digits[201] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                                    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                                    "8081828384858687888990919293949596979899";

/* v in decimal into out (NUL-terminated); returns the digit count.  The
 * digit count is bit length × log10(2) (1233 / 4096) or one more; digits
 * are written from the right, four and then two at a time. */
size_t rt__num_u64(uint64_t v, char *out) {
  static const uint64_t pow10[20] = {1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull,
                                     10000000ull, 100000000ull, 1000000000ull, 10000000000ull,
                                     100000000000ull, 1000000000000ull, 10000000000000ull,
                                     100000000000000ull, 1000000000000000ull, 10000000000000000ull,
                                     100000000000000000ull, 1000000000000000000ull, 10000000000000000000ull};
  int n = v ? ((64 - __builtin_clzll(v)) * 1233) >> 12 : 0;
  n += n < 20 && v >= pow10[n];
  if (n == 0) n = 1;
  char *d = out + n;
  *d = 0;
  while (v >= 10000) {
    uint32_t r = (uint32_t)(v % 10000);
    v /= 10000;
    memcpy(d -= 2, two_digits + 2 * (r % 100), 2);
    memcpy(d -= 2, two_digits + 2 * (r / 100), 2);
  }
  while (v >= 100) {
    memcpy(d -= 2, two_digits + 2 * (v % 100), 2);
    v /= 100;
  }
  if (v >= 10)
    memcpy(d - 2, two_digits + 2 * v, 2);
  else
    d[-1] = (char)('0' + v);
  return (size_t)n;
}

int rt__num_shortest(double x, char *digits, int *point) {
  uint64_t bits;
  memcpy(&bits, &x, 8);
  uint64_t t = bits & 0xFFFFFFFFFFFFFull;
  int bq = (int)((bits >> 52) & 0x7FF), e;
  uint64_t f;
  if (bq != 0)
    f = to_decimal(bq - 1075, t | (1ull << 52), &e);
  else
    f = to_decimal(-1074, t, &e);
  /* Strip the trailing zeros (17.49 comes out as 1749 followed by 13 zeros). */
  while (f % 100000000 == 0) f /= 100000000, e += 8;
  if (f % 10000 == 0) f /= 10000, e += 4;
  if (f % 100 == 0) f /= 100, e += 2;
  if (f % 10 == 0) f /= 10, e += 1;
  int n = (int)rt__num_u64(f, digits);
  *point = n + e;
  return n;
}
