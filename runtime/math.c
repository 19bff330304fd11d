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
double rt_math_sin(double x) { return sin(x); }
double rt_math_cos(double x) { return cos(x); }
double rt_math_tan(double x) { return tan(x); }
double rt_math_asin(double x) { return asin(x); }
double rt_math_acos(double x) { return acos(x); }
double rt_math_sinh(double x) { return sinh(x); }
double rt_math_cosh(double x) { return cosh(x); }
double rt_math_tanh(double x) { return tanh(x); }
double rt_math_exp(double x) { return exp(x); }
double rt_math_expm1(double x) { return expm1(x); }
double rt_math_log(double x) { return log(x); }
double rt_math_log2(double x) { return log2(x); }
double rt_math_log10(double x) { return log10(x); }
double rt_math_log1p(double x) { return log1p(x); }
double rt_math_fround(double x) { return (double)(float)x; }

/* Math.cbrt as V8 computes it (FreeBSD msun s_cbrt.c), so results match to
 * the last bit; glibc's cbrt differs in the last place for many inputs. */
static double with_words(uint32_t hi, uint32_t lo) {
  uint64_t b = (uint64_t)hi << 32 | lo;
  double d;
  memcpy(&d, &b, 8);
  return d;
}

double rt_math_cbrt(double x) {
  static const uint32_t B1 = 715094163, B2 = 696219795;
  static const double P0 = 1.87595182427177009643, P1 = -1.88497979543377169875, P2 = 1.621429720105354466140,
                      P3 = -0.758397934778766047437, P4 = 0.145996192886612446982;
  uint64_t bits;
  memcpy(&bits, &x, 8);
  uint32_t hx = (uint32_t)(bits >> 32), low = (uint32_t)bits, sign = hx & 0x80000000u;
  double r, s, t, w;
  hx ^= sign;
  if (hx >= 0x7ff00000u) return x + x;
  if (hx < 0x00100000u) { /* zero or subnormal */
    if ((hx | low) == 0) return x;
    t = with_words(0x43500000u, 0) * x; /* 2^54 * x */
    uint64_t tb;
    memcpy(&tb, &t, 8);
    t = with_words(sign | (((uint32_t)(tb >> 32) & 0x7fffffffu) / 3 + B2), 0);
  } else {
    t = with_words(sign | (hx / 3 + B1), 0);
  }
  r = (t * t) * (t / x);
  t = t * ((P0 + r * (P1 + r * P2)) + ((r * r) * r) * (P3 + r * P4));
  uint64_t tb;
  memcpy(&tb, &t, 8);
  tb = (tb + 0x80000000u) & 0xffffffffc0000000ull;
  memcpy(&t, &tb, 8);
  s = t * t;
  r = x / s;
  w = t + t;
  r = (r - t) / (w + r);
  return t + t * r;
}

/* Math.atan and Math.atan2 as V8 computes them (fdlibm s_atan.c, e_atan2.c). */
static const double atanhi[] = {4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01,
                                1.57079632679489655800e+00};
static const double atanlo[] = {2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17,
                                6.12323399573676603587e-17};
static const double aT[] = {3.33333333333329318027e-01,  -1.99999999998764832476e-01, 1.42857142725034663711e-01,
                            -1.11111104054623557880e-01, 9.09088713343650656196e-02,  -7.69187620504482999495e-02,
                            6.66107313738753120669e-02,  -5.83357013379057348645e-02, 4.97687799461593236017e-02,
                            -3.65315727442169155270e-02, 1.62858201153657823623e-02};

static uint32_t high_word(double x) {
  uint64_t b;
  memcpy(&b, &x, 8);
  return (uint32_t)(b >> 32);
}

static uint32_t low_word(double x) {
  uint64_t b;
  memcpy(&b, &x, 8);
  return (uint32_t)b;
}

double rt_math_atan(double x) {
  int32_t hx = (int32_t)high_word(x), ix = hx & 0x7fffffff, id;
  if (ix >= 0x44100000) { /* |x| >= 2^66 */
    if (ix > 0x7ff00000 || (ix == 0x7ff00000 && low_word(x) != 0)) return x + x;
    return hx > 0 ? atanhi[3] + atanlo[3] : -atanhi[3] - atanlo[3];
  }
  if (ix < 0x3fdc0000) { /* |x| < 0.4375 */
    if (ix < 0x3e400000) return x; /* |x| < 2^-27 */
    id = -1;
  } else {
    x = fabs(x);
    if (ix < 0x3ff30000) {
      if (ix < 0x3fe60000) id = 0, x = (2.0 * x - 1.0) / (2.0 + x);
      else id = 1, x = (x - 1.0) / (x + 1.0);
    } else {
      if (ix < 0x40038000) id = 2, x = (x - 1.5) / (1.0 + 1.5 * x);
      else id = 3, x = -1.0 / x;
    }
  }
  double z = x * x, w = z * z;
  double s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))));
  double s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))));
  if (id < 0) return x - x * (s1 + s2);
  z = atanhi[id] - ((x * (s1 + s2) - atanlo[id]) - x);
  return hx < 0 ? -z : z;
}

double rt_math_atan2(double y, double x) {
  static const double tiny = 1.0e-300, pi_o_4 = 7.8539816339744827900E-01, pi_o_2 = 1.5707963267948965580E+00,
                      pi = 3.1415926535897931160E+00, pi_lo = 1.2246467991473531772E-16;
  int32_t hx = (int32_t)high_word(x), ix = hx & 0x7fffffff, hy = (int32_t)high_word(y), iy = hy & 0x7fffffff;
  uint32_t lx = low_word(x), ly = low_word(y);
  if (x != x || y != y) return x + y;
  if (((uint32_t)(hx - 0x3ff00000) | lx) == 0) return rt_math_atan(y); /* x = 1.0 */
  int m = ((hy >> 31) & 1) | ((hx >> 30) & 2);                        /* 2*sign(x) + sign(y) */
  if ((iy | (int32_t)ly) == 0) {
    if (m < 2) return y;
    return m == 2 ? pi + tiny : -pi - tiny;
  }
  if ((ix | (int32_t)lx) == 0) return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;
  if (ix == 0x7ff00000) {
    if (iy == 0x7ff00000) {
      static const double r[] = {pi_o_4, -pi_o_4, 3.0 * pi_o_4, -3.0 * pi_o_4};
      return r[m];
    }
    static const double r[] = {0.0, -0.0, pi, -pi};
    return r[m];
  }
  if (iy == 0x7ff00000) return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;
  int k = (iy - ix) >> 20;
  double z;
  if (k > 60) {
    z = pi_o_2 + 0.5 * pi_lo;
    m &= 1;
  } else if (hx < 0 && k < -60) {
    z = 0.0;
  } else {
    z = rt_math_atan(fabs(y / x));
  }
  switch (m) {
  case 0:
    return z;
  case 1:
    return -z;
  case 2:
    return pi - (z - pi_lo);
  default:
    return (z - pi_lo) - pi;
  }
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
