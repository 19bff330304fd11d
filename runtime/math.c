/* math.c - the Math object and the Number/global numeric predicates. */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <math.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/random.h>

double rt_math_floor(double x) { return floor(x); }
double rt_math_ceil(double x) { return ceil(x); }
double rt_math_trunc(double x) { return trunc(x); }
double rt_math_abs(double x) { return fabs(x); }
double rt_math_sqrt(double x) { return sqrt(x); }
double rt_math_fround(double x) { return (double)(float)x; }

/* The transcendental functions as V8 computes them (its base/ieee754.cc):
 * fdlibm 5.3 (newlib's copy) and, for expm1, log1p, log2 and cbrt, FreeBSD
 * msun (the stdlib project's ports); CMakeLists.txt compiles both in. These
 * are not correctly rounded, so glibc's libm would print a different last
 * digit for a few per cent of inputs. Where V8 departs from fdlibm, so do
 * the wrappers below. */
#include "stdlib/math/base/special/cbrt.h"
#include "stdlib/math/base/special/expm1.h"
#include "stdlib/math/base/special/log1p.h"
#include "stdlib/math/base/special/log2.h"

double rt__fdlibm_sin(double), rt__fdlibm_cos(double), rt__fdlibm_tan(double), rt__fdlibm_atan(double),
    rt__fdlibm_tanh(double), rt__fdlibm_asinh(double);
double __ieee754_asin(double), __ieee754_acos(double), __ieee754_atan2(double, double), __ieee754_exp(double),
    __ieee754_log(double), __ieee754_log10(double), __ieee754_sinh(double), __ieee754_cosh(double),
    __ieee754_acosh(double), __ieee754_atanh(double), __ieee754_pow(double, double);

/* V8 returns exactly Math.E for exp(1), where fdlibm is one ulp above; its
 * cosh, through exp, inherits that. */
double rt__math_exp(double x) { return x == 1 ? M_E : __ieee754_exp(x); }

double rt_math_sin(double x) { return rt__fdlibm_sin(x); }
double rt_math_cos(double x) { return rt__fdlibm_cos(x); }
double rt_math_tan(double x) { return rt__fdlibm_tan(x); }
double rt_math_asin(double x) { return __ieee754_asin(x); }
double rt_math_acos(double x) { return __ieee754_acos(x); }
double rt_math_atan(double x) { return rt__fdlibm_atan(x); }
double rt_math_sinh(double x) { return __ieee754_sinh(x); }
double rt_math_cosh(double x) { return __ieee754_cosh(x); }
double rt_math_asinh(double x) { return rt__fdlibm_asinh(x); }
double rt_math_acosh(double x) { return __ieee754_acosh(x); }
double rt_math_atanh(double x) { return __ieee754_atanh(x); }
double rt_math_exp(double x) { return rt__math_exp(x); }
double rt_math_expm1(double x) { return stdlib_base_expm1(x); }
double rt_math_log(double x) { return __ieee754_log(x); }
double rt_math_log2(double x) { return stdlib_base_log2(x); }
double rt_math_log10(double x) { return __ieee754_log10(x); }
double rt_math_log1p(double x) { return stdlib_base_log1p(x); }
double rt_math_cbrt(double x) { return stdlib_base_cbrt(x); }

/* V8's tanh (FreeBSD's) returns x itself below 2^-28, where fdlibm's goes on
 * to expm1 down to 2^-55. */
double rt_math_tanh(double x) { return fabs(x) < 0x1p-28 ? x : rt__fdlibm_tanh(x); }

/* V8's atan2 (FreeBSD's) gives ±π/2 when |y/x| > 2^60 even for x < 0, where
 * fdlibm's gives π/2 plus a rounding error. */
double rt_math_atan2(double y, double x) {
  if (x < 0 && isfinite(x) && isfinite(y) && y != 0) {
    uint64_t bx, by;
    memcpy(&bx, &x, 8);
    memcpy(&by, &y, 8);
    int32_t hx = (int32_t)(bx >> 32 & 0x7fffffff), hy = (int32_t)(by >> 32 & 0x7fffffff);
    if ((hy - hx) >> 20 > 60) return copysign(M_PI_2, y);
  }
  return __ieee754_atan2(y, x);
}

/* JS's ** and Math.pow: a NaN exponent gives NaN (C gives pow(1, NaN) = 1)
 * and so does (±1) ** ±Infinity (C gives 1), as in ECMAScript's first
 * edition. */
double rt_math_pow(double a, double b) {
  if (b != b) return NAN;
  if (b == 0) return 1; /* even NaN ** 0 */
  if ((a == 1 || a == -1) && isinf(b)) return NAN;
  return __ieee754_pow(a, b);
}

/* Rounds half up (toward +∞); keeps -0 for [-0.5, -0]. */
double rt_math_round(double x) {
  if (!isfinite(x) || x == 0) return x;
  if (x > 0 && x < 0.5) return 0;
  if (x < 0 && x >= -0.5) return -0.0;
  double r = floor(x);
  return x - r >= 0.5 ? r + 1 : r;
}

double rt_math_sign(double x) {
  if (x != x || x == 0) return x;
  return x > 0 ? 1 : -1;
}

double rt_math_max(int32_t n, const double *xs) {
  double m = -INFINITY;
  for (int32_t i = 0; i < n; i++) {
    double x = xs[i];
    if (x != x) return NAN;
    if (x > m || (x == 0 && m == 0 && !signbit(x))) m = x;
  }
  return m;
}

double rt_math_min(int32_t n, const double *xs) {
  double m = INFINITY;
  for (int32_t i = 0; i < n; i++) {
    double x = xs[i];
    if (x != x) return NAN;
    if (x < m || (x == 0 && m == 0 && signbit(x))) m = x;
  }
  return m;
}

/* V8's algorithm: scale by the largest magnitude, Kahan-sum the squares. */
double rt_math_hypot(int32_t n, const double *xs) {
  double max = 0;
  bool nan = false;
  for (int32_t i = 0; i < n; i++) {
    double a = fabs(xs[i]);
    if (a != a) nan = true;
    else if (a > max) max = a;
  }
  if (max == INFINITY) return INFINITY;
  if (nan) return NAN;
  if (max == 0) return 0;
  double sum = 0, comp = 0;
  for (int32_t i = 0; i < n; i++) {
    double v = fabs(xs[i]) / max, summand = v * v - comp, prelim = sum + summand;
    comp = (prelim - sum) - summand;
    sum = prelim;
  }
  return sqrt(sum) * max;
}

double rt_math_clz32(double x) {
  uint32_t u = rt_to_uint32(x);
  return u ? __builtin_clz(u) : 32;
}

double rt_math_imul(double a, double b) {
  return (int32_t)(rt_to_uint32(a) * rt_to_uint32(b));
}

/* xorshift128+ (as V8), seeded on first use. */
static uint64_t rng_s0, rng_s1;

static uint64_t splitmix(uint64_t *x) {
  uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

double rt_math_random(void) {
  if (!(rng_s0 | rng_s1)) {
    uint64_t seed = 0;
    if (getrandom(&seed, sizeof seed, GRND_NONBLOCK) != (ssize_t)sizeof seed) {
      struct timespec ts;
      clock_gettime(CLOCK_REALTIME, &ts);
      seed = (uint64_t)ts.tv_sec * 1000000007ull ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32);
    }
    rng_s0 = splitmix(&seed);
    rng_s1 = splitmix(&seed);
    if (!(rng_s0 | rng_s1)) rng_s1 = 1;
  }
  uint64_t s1 = rng_s0, s0 = rng_s1;
  rng_s0 = s0;
  s1 ^= s1 << 23;
  s1 ^= s1 >> 17;
  s1 ^= s0;
  s1 ^= s0 >> 26;
  rng_s1 = s1;
  return (double)((rng_s0 + rng_s1) >> 11) * 0x1.0p-53;
}

bool rt_is_nan(double x) { return x != x; }
bool rt_is_finite(double x) { return isfinite(x); }
bool rt_number_is_nan(double x) { return x != x; }
bool rt_number_is_finite(double x) { return isfinite(x); }
bool rt_number_is_integer(double x) { return isfinite(x) && trunc(x) == x; }
bool rt_number_is_safe_integer(double x) { return rt_number_is_integer(x) && fabs(x) <= 9007199254740991.0; }
