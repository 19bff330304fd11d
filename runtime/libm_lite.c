/* libm_lite.c - the few C library math functions the runtime and compiled
 * programs call (Math.floor/ceil/trunc, %, frexp and ldexp for number
 * formatting and parsing, sqrt, fmax/fmin), so that most executables need
 * no libm.so at run time: one shared object less to find, map and relocate
 * at every start (bench/README.md, start-up).  The link passes -lm with
 * --as-needed, so a program calling a function not defined here still gets
 * glibc's libm.  Each is exact (as glibc's are: these functions round
 * nothing, or, for sqrt, round correctly), after musl's bit-level
 * versions; runtime/libm_lite_test.c compares them with glibc's. */
#include <stdint.h>
#include <string.h>

static inline uint64_t bits(double x) {
  uint64_t i;
  memcpy(&i, &x, sizeof i);
  return i;
}
static inline double from_bits(uint64_t i) {
  double x;
  memcpy(&x, &i, sizeof x);
  return x;
}

double rt__lm_trunc(double x) {
  uint64_t i = bits(x);
  int e = (int)(i >> 52 & 0x7ff) - 0x3ff;
  if (e >= 52) return x;                               /* an integer already, inf or NaN */
  if (e < 0) return from_bits(i & 0x8000000000000000ull); /* |x| < 1: a zero of x's sign */
  uint64_t m = 0x000fffffffffffffull >> e;
  return from_bits(i & ~m);
}

double rt__lm_floor(double x) {
  double t = rt__lm_trunc(x);
  return t > x ? t - 1 : t; /* only when x < 0 has a fraction; t - 1 is exact */
}

double rt__lm_ceil(double x) {
  double t = rt__lm_trunc(x);
  if (t < x) return t + 1;
  return t;
}

double rt__lm_sqrt(double x) {
  __asm__("sqrtsd %1, %0" : "=x"(x) : "x"(x));
  return x;
}

/* x87 FPREM computes the exact remainder (of the truncated quotient), in
 * steps of at most 2^63 in the quotient; repeated until complete. */
double rt__lm_fmod(double x, double y) {
  long double r = x, d = y;
  unsigned short sw;
  do {
    __asm__("fprem; fnstsw %1" : "+t"(r), "=a"(sw) : "u"(d));
  } while (sw & 0x400);
  return (double)r;
}

double rt__lm_frexp(double x, int *e) {
  uint64_t i = bits(x);
  int ee = (int)(i >> 52 & 0x7ff);
  if (!ee) {
    if (x != 0) {
      x = rt__lm_frexp(x * 0x1p64, e);
      *e -= 64;
    } else {
      *e = 0;
    }
    return x;
  }
  if (ee == 0x7ff) {
    *e = 0;
    return x;
  }
  *e = ee - 0x3fe;
  return from_bits((i & 0x800fffffffffffffull) | 0x3fe0000000000000ull);
}

double rt__lm_ldexp(double x, int n) {
  double y = x;
  if (n > 1023) {
    y *= 0x1p1023;
    n -= 1023;
    if (n > 1023) {
      y *= 0x1p1023;
      n -= 1023;
      if (n > 1023) n = 1023;
    }
  } else if (n < -1022) {
    /* scale by 2^-969 steps (0x1p-1022 * 0x1p53): no double rounding in the subnormal range */
    y *= 0x1p-1022 * 0x1p53;
    n += 1022 - 53;
    if (n < -1022) {
      y *= 0x1p-1022 * 0x1p53;
      n += 1022 - 53;
      if (n < -1022) n = -1022;
    }
  }
  return y * from_bits((uint64_t)(0x3ff + n) << 52);
}

static inline int is_nan(double x) { return (bits(x) & 0x7fffffffffffffffull) > 0x7ff0000000000000ull; }
static inline int is_snan(double x) { return is_nan(x) && !(bits(x) & 0x0008000000000000ull); }

/* glibc's x86-64 fmax/fmin are MAXSD/MINSD after a NaN check: of two equal
 * operands (+0 and -0) they return the second; a signaling NaN gives a NaN. */
double rt__lm_fmax(double x, double y) {
  if (is_snan(x) || is_snan(y)) return x + y;
  if (is_nan(x)) return y;
  if (is_nan(y)) return x;
  return x > y ? x : y;
}

double rt__lm_fmin(double x, double y) {
  if (is_snan(x) || is_snan(y)) return x + y;
  if (is_nan(x)) return y;
  if (is_nan(y)) return x;
  return x < y ? x : y;
}

double trunc(double x) __attribute__((alias("rt__lm_trunc")));
double floor(double x) __attribute__((alias("rt__lm_floor")));
double ceil(double x) __attribute__((alias("rt__lm_ceil")));
double sqrt(double x) __attribute__((alias("rt__lm_sqrt")));
double fmod(double x, double y) __attribute__((alias("rt__lm_fmod")));
double frexp(double x, int *e) __attribute__((alias("rt__lm_frexp")));
double ldexp(double x, int n) __attribute__((alias("rt__lm_ldexp")));
/* fdlibm's pow and rem_pio2 call scalbn, which is ldexp for binary doubles: without it
 * every program using Math.pow or Math.sin loaded all of libm.so for one function. */
double scalbn(double x, int n) __attribute__((alias("rt__lm_ldexp")));
double fmax(double x, double y) __attribute__((alias("rt__lm_fmax")));
double fmin(double x, double y) __attribute__((alias("rt__lm_fmin")));
