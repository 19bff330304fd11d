/* libm_lite_test.c - runtime/libm_lite.c's functions give glibc libm's results, bit for bit
 * (NaNs compared as NaNs), over special values and a few million random and edge inputs. */
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

double rt__lm_trunc(double), rt__lm_floor(double), rt__lm_ceil(double), rt__lm_sqrt(double);
double rt__lm_fmod(double, double), rt__lm_frexp(double, int *), rt__lm_ldexp(double, int);
double rt__lm_fmax(double, double), rt__lm_fmin(double, double);

static int failures;

static uint64_t bits(double x) {
  uint64_t i;
  memcpy(&i, &x, 8);
  return i;
}
static double from_bits(uint64_t i) {
  double x;
  memcpy(&x, &i, 8);
  return x;
}
static int same(double a, double b) { return (a != a && b != b) || bits(a) == bits(b); }

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void) { /* xorshift64* */
  rng ^= rng >> 12, rng ^= rng << 25, rng ^= rng >> 27;
  return rng * 0x2545f4914f6cdd1dull;
}

/* A double worth testing: random bits, a small integer plus a fraction, near powers of two, subnormal. */
static double pick(void) {
  uint64_t r = next();
  switch (r % 6) {
  case 0: return from_bits(next());
  case 1: return (double)(int64_t)(next() % 2000001 - 1000000) + (double)(next() % 8) / 8;
  case 2: return ldexp(1.0, (int)(next() % 2100) - 1075) * (r & 64 ? -1 : 1);
  case 3: return from_bits(next() & 0x800fffffffffffffull); /* subnormal or zero */
  case 4: return (double)(int64_t)next() * (r & 64 ? 1.0 : 0x1p-40);
  default: return nextafter(from_bits(0x4330000000000000ull), 0) * (r & 64 ? -1 : 1) - (double)(next() % 4);
  }
}

static const double specials[] = {0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 1.5, -1.5, 2.5, -2.5, 0x1p52, -0x1p52,
                                  0x1p52 + 1, 0x1p53, 4503599627370495.5, -4503599627370495.5, 0x1p-1074,
                                  -0x1p-1074, 0x1p-1022, 1.7976931348623157e308, -1.7976931348623157e308,
                                  INFINITY, -INFINITY, NAN, -NAN, 1e300, 3.0, 7.0, 0.1, -0.1, 1e-310};
#define NSPEC (sizeof specials / sizeof specials[0])

int main(void) {
  void *m = dlopen("libm.so.6", RTLD_NOW | RTLD_LOCAL);
  if (!m) {
    printf("libm.so.6: %s\n", dlerror());
    return 1;
  }
  double (*g_trunc)(double) = (double (*)(double))dlsym(m, "trunc");
  double (*g_floor)(double) = (double (*)(double))dlsym(m, "floor");
  double (*g_ceil)(double) = (double (*)(double))dlsym(m, "ceil");
  double (*g_sqrt)(double) = (double (*)(double))dlsym(m, "sqrt");
  double (*g_fmod)(double, double) = (double (*)(double, double))dlsym(m, "fmod");
  double (*g_frexp)(double, int *) = (double (*)(double, int *))dlsym(m, "frexp");
  double (*g_ldexp)(double, int) = (double (*)(double, int))dlsym(m, "ldexp");
  double (*g_scalbn)(double, int) = (double (*)(double, int))dlsym(m, "scalbn");
  double (*g_fmax)(double, double) = (double (*)(double, double))dlsym(m, "fmax");
  double (*g_fmin)(double, double) = (double (*)(double, double))dlsym(m, "fmin");
  long checks = 0;
  for (long k = 0; k < 2000000; k++) {
    double x = k < (long)NSPEC ? specials[k] : pick();
    double y = k < (long)(NSPEC * NSPEC) ? specials[k % NSPEC] : pick();
    if (k < (long)(NSPEC * NSPEC)) x = specials[k / NSPEC];
#define CHECK1(f)                                                                                     \
  if (!same(rt__lm_##f(x), g_##f(x)) && failures++ < 20)                                              \
    printf("FAIL: " #f "(%a) = %a, glibc %a\n", x, rt__lm_##f(x), g_##f(x));
#define CHECK2(f)                                                                                     \
  if (!same(rt__lm_##f(x, y), g_##f(x, y)) && failures++ < 20)                                        \
    printf("FAIL: " #f "(%a, %a) = %a, glibc %a\n", x, y, rt__lm_##f(x, y), g_##f(x, y));
    CHECK1(trunc) CHECK1(floor) CHECK1(ceil) CHECK1(sqrt) CHECK2(fmod) CHECK2(fmax) CHECK2(fmin)
    int e1 = 7, e2 = 7;
    double f1 = rt__lm_frexp(x, &e1), f2 = g_frexp(x, &e2);
    if ((!same(f1, f2) || (isfinite(x) && e1 != e2)) && failures++ < 20)
      printf("FAIL: frexp(%a) = %a, %d; glibc %a, %d\n", x, f1, e1, f2, e2);
    int n = (int)(next() % 4400) - 2200;
    if (k % 3 == 0) n = (int)(next() % 120) - 60;
    if (!same(rt__lm_ldexp(x, n), g_ldexp(x, n)) && failures++ < 20)
      printf("FAIL: ldexp(%a, %d) = %a, glibc %a\n", x, n, rt__lm_ldexp(x, n), g_ldexp(x, n));
    if (!same(rt__lm_ldexp(x, n), g_scalbn(x, n)) && failures++ < 20)
      printf("FAIL: scalbn(%a, %d) = %a, glibc %a\n", x, n, rt__lm_ldexp(x, n), g_scalbn(x, n));
    checks += 11;
  }
  /* the public names are this file's (the runtime archive comes before libm) */
  volatile double v = -2.5;
  if (floor(v) != -3 || fmod(7.5, v) != 0 || ceil(v) != -2 || scalbn(v, 3) != -20) failures++;
  printf("%ld checks, %d failures\n", checks, failures);
  return failures != 0;
}
