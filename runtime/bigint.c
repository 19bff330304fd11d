/* bigint.c - BigInt: arbitrary-precision integers with JavaScript's semantics.
 *
 * A bigint is an rt_bigint on the heap (kind RT_KIND_BIGINT, no references):
 * a sign and a magnitude of 32-bit limbs, least significant first, with no
 * leading zero limb (zero has no limbs and is never negative).  Values are
 * immutable; every operation allocates its result.  In an rt_value a bigint
 * is boxed with the object tag, its header kind telling it from objects.
 *
 * Algorithms are the schoolbook ones: O(n*m) multiplication, Knuth's
 * algorithm D for division (TAOCP 4.3.1), radix conversion by repeated
 * division by the largest power of the radix that fits in a limb.  Bitwise
 * operators work on two's-complement images one limb longer than the wider
 * operand, which is exact for infinite-precision two's complement.
 *
 * Literals (BIG_LIT) are parsed once per literal string and kept in a
 * per-thread table, outside the collected heap (malloc'd, immortal).
 */
#include "rt_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct rt_bigint {
  uint32_t gc; /* RT_KIND_BIGINT */
  uint32_t len;
  uint32_t neg;
  uint32_t pad;
  uint32_t d[];
} rt_bigint;

/* An operand: a bigint, else the TypeError JavaScript throws for mixing
 * (reached only through casts the checker could not prove, like
 * `x as unknown as bigint`). */
static const rt_bigint *unbox(rt_value v) {
  const void *p = (v >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(v) : NULL;
  if (!p || rt_heap_kind(p) != RT_KIND_BIGINT) rt_throw_error("TypeError", "Cannot mix BigInt and other types, use explicit conversions");
  return p;
}
static rt_value box(const rt_bigint *b) { return rt_box_object(b); }

bool rt_value_is_bigint(rt_value v) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return false;
  const void *p = rt_unbox_object(v);
  return p && rt_heap_kind(p) == RT_KIND_BIGINT;
}

static rt_bigint *alloc(uint32_t len) {
  if (len > (1u << 24)) rt_throw_error("RangeError", "Maximum BigInt size exceeded");
  rt_bigint *b = rt_alloc(RT_KIND_BIGINT, sizeof(rt_bigint) + 4 * (size_t)(len ? len : 1));
  b->len = len;
  return b;
}

/* Drops leading zero limbs; zero is never negative. */
static rt_value finish(rt_bigint *b) {
  while (b->len && !b->d[b->len - 1]) b->len--;
  if (!b->len) b->neg = 0;
  return box(b);
}

static rt_value from_u64(uint64_t m, bool neg) {
  rt_bigint *b = alloc(2);
  b->d[0] = (uint32_t)m;
  b->d[1] = (uint32_t)(m >> 32);
  b->neg = neg;
  return finish(b);
}

rt_value rt_bigint_from_i64(int64_t v) { return from_u64(v < 0 ? 0 - (uint64_t)v : (uint64_t)v, v < 0); }

/* ---- magnitudes ------------------------------------------------------------ */

static int mag_cmp(const uint32_t *a, uint32_t an, const uint32_t *b, uint32_t bn) {
  if (an != bn) return an < bn ? -1 : 1;
  for (uint32_t i = an; i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/* r = a + b (r has max(an, bn) + 1 limbs). */
static void mag_add(uint32_t *r, const uint32_t *a, uint32_t an, const uint32_t *b, uint32_t bn) {
  if (an < bn) {
    const uint32_t *t = a;
    a = b, b = t;
    uint32_t tn = an;
    an = bn, bn = tn;
  }
  uint64_t carry = 0;
  for (uint32_t i = 0; i < an; i++) {
    carry += (uint64_t)a[i] + (i < bn ? b[i] : 0);
    r[i] = (uint32_t)carry;
    carry >>= 32;
  }
  r[an] = (uint32_t)carry;
}

/* r = a - b, a >= b (r has an limbs). */
static void mag_sub(uint32_t *r, const uint32_t *a, uint32_t an, const uint32_t *b, uint32_t bn) {
  int64_t borrow = 0;
  for (uint32_t i = 0; i < an; i++) {
    int64_t t = (int64_t)a[i] - (i < bn ? b[i] : 0) - borrow;
    borrow = t < 0;
    r[i] = (uint32_t)(t + (borrow ? ((int64_t)1 << 32) : 0));
  }
}

/* Signed addition of (an, aneg) and (bn, bneg). */
static rt_value add_signed(const rt_bigint *a, const rt_bigint *b, bool bneg) {
  if (a->neg == bneg) {
    uint32_t n = (a->len > b->len ? a->len : b->len) + 1;
    rt_bigint *r = alloc(n);
    mag_add(r->d, a->d, a->len, b->d, b->len);
    r->neg = bneg;
    return finish(r);
  }
  int c = mag_cmp(a->d, a->len, b->d, b->len);
  if (!c) return from_u64(0, false);
  const rt_bigint *big = c > 0 ? a : b, *small = c > 0 ? b : a;
  rt_bigint *r = alloc(big->len);
  mag_sub(r->d, big->d, big->len, small->d, small->len);
  r->neg = c > 0 ? a->neg : bneg;
  return finish(r);
}

/* Divides a (n limbs) in place by a single limb, returns the remainder. */
static uint32_t mag_divmod1(uint32_t *a, uint32_t n, uint32_t d) {
  uint64_t rem = 0;
  for (uint32_t i = n; i-- > 0;) {
    uint64_t cur = (rem << 32) | a[i];
    a[i] = (uint32_t)(cur / d);
    rem = cur % d;
  }
  return (uint32_t)rem;
}

/* Knuth's algorithm D: q = u / v, r = u % v; un >= vn >= 2, v[vn-1] != 0.
 * q has un - vn + 1 limbs, r has vn limbs (either may be NULL). */
static void mag_divmod(const uint32_t *u, uint32_t un, const uint32_t *v, uint32_t vn, uint32_t *q, uint32_t *r) {
  int s = __builtin_clz(v[vn - 1]);
  uint32_t *vn_ = malloc(4 * (size_t)vn), *un_ = malloc(4 * ((size_t)un + 1));
  if (!vn_ || !un_) rt__oom(4 * ((size_t)un + vn + 1));
  for (uint32_t i = vn - 1; i > 0; i--) vn_[i] = (v[i] << s) | (s ? (uint32_t)((uint64_t)v[i - 1] >> (32 - s)) : 0);
  vn_[0] = v[0] << s;
  un_[un] = s ? (uint32_t)((uint64_t)u[un - 1] >> (32 - s)) : 0;
  for (uint32_t i = un - 1; i > 0; i--) un_[i] = (u[i] << s) | (s ? (uint32_t)((uint64_t)u[i - 1] >> (32 - s)) : 0);
  un_[0] = u[0] << s;
  const uint64_t B = (uint64_t)1 << 32;
  for (uint32_t j = un - vn + 1; j-- > 0;) {
    uint64_t num = ((uint64_t)un_[j + vn] << 32) | un_[j + vn - 1];
    uint64_t qhat = num / vn_[vn - 1], rhat = num % vn_[vn - 1];
    while (qhat >= B || qhat * vn_[vn - 2] > ((rhat << 32) | un_[j + vn - 2])) {
      qhat--;
      rhat += vn_[vn - 1];
      if (rhat >= B) break;
    }
    int64_t borrow = 0;
    uint64_t carry = 0;
    for (uint32_t i = 0; i < vn; i++) {
      uint64_t p = qhat * vn_[i] + carry;
      carry = p >> 32;
      int64_t t = (int64_t)un_[i + j] - (int64_t)(uint32_t)p - borrow;
      borrow = t < 0;
      un_[i + j] = (uint32_t)t;
    }
    int64_t t = (int64_t)un_[j + vn] - (int64_t)carry - borrow;
    un_[j + vn] = (uint32_t)t;
    if (t < 0) { /* qhat was one too large: add v back */
      qhat--;
      uint64_t c = 0;
      for (uint32_t i = 0; i < vn; i++) {
        c += (uint64_t)un_[i + j] + vn_[i];
        un_[i + j] = (uint32_t)c;
        c >>= 32;
      }
      un_[j + vn] += (uint32_t)c;
    }
    if (q) q[j] = (uint32_t)qhat;
  }
  if (r) {
    for (uint32_t i = 0; i < vn - 1; i++) r[i] = (un_[i] >> s) | (s ? (uint32_t)((uint64_t)un_[i + 1] << (32 - s)) : 0);
    r[vn - 1] = un_[vn - 1] >> s;
  }
  free(vn_);
  free(un_);
}

/* Truncating division of a by b (b nonzero): quotient and/or remainder. */
static void divmod(const rt_bigint *a, const rt_bigint *b, rt_value *qv, rt_value *rv) {
  if (mag_cmp(a->d, a->len, b->d, b->len) < 0) {
    if (qv) *qv = from_u64(0, false);
    if (rv) *rv = box(a);
    return;
  }
  rt_bigint *q = alloc(a->len - b->len + 1), *r = alloc(b->len);
  if (b->len == 1) {
    memcpy(q->d, a->d, 4 * (size_t)a->len);
    r->d[0] = mag_divmod1(q->d, a->len, b->d[0]);
  } else {
    mag_divmod(a->d, a->len, b->d, b->len, q->d, r->d);
  }
  q->neg = a->neg != b->neg;
  r->neg = a->neg;
  if (qv) *qv = finish(q);
  if (rv) *rv = finish(r);
}

/* ---- arithmetic ------------------------------------------------------------ */

rt_value rt_bigint_add(rt_value a, rt_value b) { return add_signed(unbox(a), unbox(b), unbox(b)->neg); }
rt_value rt_bigint_sub(rt_value a, rt_value b) {
  const rt_bigint *y = unbox(b);
  return add_signed(unbox(a), y, y->len ? !y->neg : false);
}

rt_value rt_bigint_neg(rt_value a) {
  const rt_bigint *x = unbox(a);
  if (!x->len) return a;
  rt_bigint *r = alloc(x->len);
  memcpy(r->d, x->d, 4 * (size_t)x->len);
  r->neg = !x->neg;
  return box(r);
}

static rt_value mul(const rt_bigint *x, const rt_bigint *y) {
  if (!x->len || !y->len) return from_u64(0, false);
  rt_bigint *r = alloc(x->len + y->len);
  memset(r->d, 0, 4 * (size_t)r->len);
  for (uint32_t i = 0; i < x->len; i++) {
    uint64_t carry = 0, xi = x->d[i];
    if (!xi) continue;
    for (uint32_t j = 0; j < y->len; j++) {
      uint64_t t = xi * y->d[j] + r->d[i + j] + carry;
      r->d[i + j] = (uint32_t)t;
      carry = t >> 32;
    }
    r->d[i + y->len] = (uint32_t)carry;
  }
  r->neg = x->neg != y->neg;
  return finish(r);
}

rt_value rt_bigint_mul(rt_value a, rt_value b) { return mul(unbox(a), unbox(b)); }

rt_value rt_bigint_div(rt_value a, rt_value b) {
  if (!unbox(b)->len) rt_throw_error("RangeError", "Division by zero");
  rt_value q;
  divmod(unbox(a), unbox(b), &q, NULL);
  return q;
}

rt_value rt_bigint_mod(rt_value a, rt_value b) {
  if (!unbox(b)->len) rt_throw_error("RangeError", "Division by zero");
  rt_value r;
  divmod(unbox(a), unbox(b), NULL, &r);
  return r;
}

rt_value rt_bigint_pow(rt_value a, rt_value b) {
  const rt_bigint *e = unbox(b), *x = unbox(a);
  if (e->neg) rt_throw_error("RangeError", "undefined must be positive" /* V8 12 (Node 20) says so */);
  if (!e->len) return from_u64(1, false);
  if (x->len == 0 || (x->len == 1 && x->d[0] == 1)) return (x->neg && !(e->d[0] & 1)) ? rt_bigint_neg(a) : a;
  if (e->len > 1 || e->d[0] > (1u << 30)) rt_throw_error("RangeError", "Maximum BigInt size exceeded");
  uint32_t n = e->d[0];
  rt_value result = from_u64(1, false), base = a;
  for (;;) {
    if (n & 1) result = mul(unbox(result), unbox(base));
    n >>= 1;
    if (!n) break;
    base = mul(unbox(base), unbox(base));
  }
  return result;
}

/* ---- comparison ------------------------------------------------------------ */

static int cmp(const rt_bigint *x, const rt_bigint *y) {
  if (x->neg != y->neg) return x->neg ? -1 : 1;
  int c = mag_cmp(x->d, x->len, y->d, y->len);
  return x->neg ? -c : c;
}

/* x compared with a finite or infinite double d (not NaN). */
static int cmp_num(const rt_bigint *x, double d) {
  if (isinf(d)) return d > 0 ? -1 : 1;
  bool dneg = d < 0;
  if (d == 0) return x->len == 0 ? 0 : (x->neg ? -1 : 1);
  if (x->len == 0) return dneg ? 1 : -1;
  if ((bool)x->neg != dneg) return x->neg ? -1 : 1;
  /* Same sign: compare magnitudes |x| with |d|. */
  double m = fabs(d), fl = floor(m);
  int e;
  frexp(fl < 1 ? 1 : fl, &e); /* fl < 2^e */
  int c;
  uint32_t bits = x->len ? 32 * x->len - (uint32_t)__builtin_clz(x->d[x->len - 1]) : 0;
  if (fl < 1) c = x->len ? 1 : (m > 0 ? -1 : 0);
  else if (bits != (uint32_t)e) c = bits < (uint32_t)e ? -1 : 1;
  else {
    /* Same bit length: build floor(|d|) as limbs and compare, then the fraction. */
    uint32_t n = (uint32_t)(e + 31) / 32, *limbs = calloc(n, 4);
    if (!limbs) rt__oom(4 * (size_t)n);
    double t = fl;
    for (uint32_t i = n; i-- > 0;) {
      double p = ldexp(1, 32 * (int)i), q = floor(t / p);
      limbs[i] = (uint32_t)q;
      t -= q * p;
    }
    c = mag_cmp(x->d, x->len, limbs, n);
    free(limbs);
    if (c == 0 && m > fl) c = -1;
  }
  return dneg ? -c : c;
}

/* a < b and the like for a bigint and a bigint or a number (either side):
 * -1, 0, 1, or NaN when a number operand is NaN. */
double rt_bigint_compare(rt_value a, rt_value b) {
  bool ab = rt_value_is_bigint(a), bb = rt_value_is_bigint(b);
  if (ab && bb) return cmp(unbox(a), unbox(b));
  if (ab) {
    double d = rt_value_is_number(b) ? rt_unbox_number(b) : rt_value_to_num(b);
    return d != d ? NAN : cmp_num(unbox(a), d);
  }
  double d = rt_value_is_number(a) ? rt_unbox_number(a) : rt_value_to_num(a);
  return d != d ? NAN : -cmp_num(unbox(b), d);
}

bool rt__bigint_equals(rt_value a, rt_value b) { return cmp(unbox(a), unbox(b)) == 0; }
bool rt__bigint_equals_num(rt_value a, double d) { return d == d && cmp_num(unbox(a), d) == 0; }
bool rt__bigint_truthy(rt_value a) { return unbox(a)->len != 0; }

uint32_t rt__bigint_hash(rt_value a) {
  const rt_bigint *x = unbox(a);
  uint32_t h = 2166136261u ^ x->neg;
  for (uint32_t i = 0; i < x->len; i++) h = (h ^ x->d[i]) * 16777619u;
  return h;
}

/* ---- bitwise --------------------------------------------------------------- */

/* x's two's complement image in n limbs (n > x->len). */
static void twos(const rt_bigint *x, uint32_t *out, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) out[i] = i < x->len ? x->d[i] : 0;
  if (x->neg) {
    uint64_t carry = 1;
    for (uint32_t i = 0; i < n; i++) {
      carry += (uint32_t)~out[i];
      out[i] = (uint32_t)carry;
      carry >>= 32;
    }
  }
}

/* A bigint from an n-limb two's complement image (top bit = sign); consumes r. */
static rt_value from_twos(rt_bigint *r) {
  uint32_t n = r->len;
  if (n && (r->d[n - 1] >> 31)) {
    uint64_t carry = 1;
    for (uint32_t i = 0; i < n; i++) {
      carry += (uint32_t)~r->d[i];
      r->d[i] = (uint32_t)carry;
      carry >>= 32;
    }
    r->neg = 1;
  }
  return finish(r);
}

static rt_value bitop(rt_value a, rt_value b, int op) {
  const rt_bigint *x = unbox(a), *y = unbox(b);
  uint32_t n = (x->len > y->len ? x->len : y->len) + 1;
  rt_bigint *r = alloc(n);
  uint32_t *t = malloc(4 * (size_t)n);
  if (!t) rt__oom(4 * (size_t)n);
  twos(x, r->d, n);
  twos(y, t, n);
  for (uint32_t i = 0; i < n; i++) r->d[i] = op == 0 ? (r->d[i] & t[i]) : op == 1 ? (r->d[i] | t[i]) : (r->d[i] ^ t[i]);
  free(t);
  return from_twos(r);
}

rt_value rt_bigint_and(rt_value a, rt_value b) { return bitop(a, b, 0); }
rt_value rt_bigint_or(rt_value a, rt_value b) { return bitop(a, b, 1); }
rt_value rt_bigint_xor(rt_value a, rt_value b) { return bitop(a, b, 2); }

rt_value rt_bigint_not(rt_value a) { /* ~x = -x - 1 */
  return rt_bigint_sub(rt_bigint_neg(a), from_u64(1, false));
}

/* |x| << k limbs and bits. */
static rt_value shift_left(const rt_bigint *x, uint64_t k) {
  if (!x->len) return box(x);
  if (k > (uint64_t)1 << 30) rt_throw_error("RangeError", "Maximum BigInt size exceeded");
  uint32_t w = (uint32_t)(k / 32), s = (uint32_t)(k % 32);
  rt_bigint *r = alloc(x->len + w + 1);
  memset(r->d, 0, 4 * (size_t)r->len);
  for (uint32_t i = 0; i < x->len; i++) {
    uint64_t v = (uint64_t)x->d[i] << s;
    r->d[i + w] |= (uint32_t)v;
    r->d[i + w + 1] |= (uint32_t)(v >> 32);
  }
  r->neg = x->neg;
  return finish(r);
}

/* x >> k, rounding towards -infinity. */
static rt_value shift_right(const rt_bigint *x, uint64_t k) {
  uint64_t w64 = k / 32;
  if (w64 >= x->len) return from_u64(x->neg ? 1 : 0, x->neg);
  uint32_t w = (uint32_t)w64, s = (uint32_t)(k % 32);
  rt_bigint *r = alloc(x->len - w);
  bool lost = false;
  for (uint32_t i = 0; i < w; i++) lost |= x->d[i] != 0;
  if (s) lost |= (x->d[w] & ((1u << s) - 1)) != 0;
  for (uint32_t i = 0; i < r->len; i++) {
    uint64_t v = x->d[i + w] | ((i + w + 1 < x->len) ? (uint64_t)x->d[i + w + 1] << 32 : 0);
    r->d[i] = (uint32_t)(v >> s);
  }
  r->neg = x->neg;
  if (x->neg && lost) { /* floor: one more in magnitude */
    rt_value m = finish(r);
    return rt_bigint_sub(m, from_u64(1, false));
  }
  return finish(r);
}

static rt_value shift(rt_value a, rt_value b, bool left) {
  const rt_bigint *x = unbox(a), *y = unbox(b);
  if (y->neg) left = !left;
  uint64_t k;
  if (y->len > 2) k = UINT64_MAX;
  else k = y->len == 0 ? 0 : y->len == 1 ? y->d[0] : ((uint64_t)y->d[1] << 32 | y->d[0]);
  if (left) {
    if (!x->len) return a;
    return shift_left(x, k);
  }
  return shift_right(x, k);
}

rt_value rt_bigint_shl(rt_value a, rt_value b) { return shift(a, b, true); }
rt_value rt_bigint_sar(rt_value a, rt_value b) { return shift(a, b, false); }

/* BigInt.asUintN / asIntN: x modulo 2^bits, as unsigned or as signed. */
static uint64_t to_index(double bits) {
  double t = rt__num_to_integer(bits);
  if (t < 0 || t > 9007199254740991.0) rt_throw_error("RangeError", "Invalid value: not (convertible to) a safe integer");
  return (uint64_t)t;
}

static rt_value as_n(double dbits, rt_value a, bool is_signed) {
  uint64_t bits = to_index(dbits);
  const rt_bigint *x = unbox(a);
  if (bits == 0) return from_u64(0, false);
  if (!x->neg && bits >= 32 * (uint64_t)x->len + (is_signed ? 1 : 0)) return a; /* fits already */
  if (!is_signed && x->neg && bits > (uint64_t)1 << 30) rt_throw_error("RangeError", "Maximum BigInt size exceeded");
  if (is_signed && x->neg && bits > 32 * (uint64_t)x->len + 1) return a;
  uint32_t n = (uint32_t)((bits + 31) / 32);
  rt_bigint *r = alloc(n);
  twos(x, r->d, n);
  uint32_t top = (uint32_t)(bits - 32 * (uint64_t)(n - 1)); /* 1..32 bits in the top limb */
  if (top < 32) r->d[n - 1] &= (1u << top) - 1;
  if (is_signed && (r->d[n - 1] >> (top - 1) & 1)) {
    /* negative: sign-extend the top limb and read as two's complement */
    if (top < 32) r->d[n - 1] |= ~((1u << top) - 1);
    return from_twos(r);
  }
  return finish(r);
}

rt_value rt_bigint_as_int_n(double bits, rt_value a) { return as_n(bits, a, true); }
rt_value rt_bigint_as_uint_n(double bits, rt_value a) { return as_n(bits, a, false); }

/* ---- conversions ----------------------------------------------------------- */

/* Number(x): round to nearest, ties to even. */
double rt__bigint_to_num(rt_value a) {
  const rt_bigint *x = unbox(a);
  if (!x->len) return 0;
  uint32_t bits = 32 * x->len - (uint32_t)__builtin_clz(x->d[x->len - 1]);
  double r;
  if (bits <= 64) {
    uint64_t m = x->d[0] | (x->len > 1 ? (uint64_t)x->d[1] << 32 : 0);
    r = (double)m; /* correctly rounded by the hardware */
  } else if (bits > 1024) {
    r = INFINITY;
  } else {
    /* Top 64 bits, with a sticky bit for everything below them. */
    uint32_t drop = bits - 64, w = drop / 32, s = drop % 32;
    uint64_t m = 0;
    for (int i = 2; i >= 0; i--) {
      uint32_t idx = w + (uint32_t)i;
      uint64_t limb = idx < x->len ? x->d[idx] : 0;
      if (i == 2) m |= s ? limb << (64 - s) : 0;
      else if (i == 1) m |= s ? limb << (32 - s) : limb << 32;
      else m |= limb >> s;
    }
    bool sticky = s && (x->d[w] & ((1u << s) - 1));
    for (uint32_t i = 0; i < w && !sticky; i++) sticky = x->d[i] != 0;
    /* round m (64 bits) to 53 bits by hand */
    uint64_t keep = m >> 11, rest = m & 0x7FF;
    bool up = rest > 0x400 || (rest == 0x400 && (sticky || (keep & 1)));
    if (rest == 0x400 && !sticky && !(keep & 1)) up = false;
    keep += up;
    r = ldexp((double)keep, (int)drop + 11);
  }
  return x->neg ? -r : r;
}

static const char digit_chars[] = "0123456789abcdefghijklmnopqrstuvwxyz";

const rt_str *rt_bigint_to_string(rt_value a, rt_value radix_v) {
  int radix = 10;
  if (radix_v != RT_UNDEFINED) {
    double r = rt__to_integer(radix_v);
    if (r < 2 || r > 36) rt_throw_error("RangeError", "toString() radix argument must be between 2 and 36");
    radix = (int)r;
  }
  const rt_bigint *x = unbox(a);
  if (!x->len) return rt__str_from_ascii("0", 1);
  /* chunk = radix^k, the largest power that fits in a limb */
  uint32_t chunk = (uint32_t)radix, k = 1;
  while ((uint64_t)chunk * (uint32_t)radix <= UINT32_MAX) chunk *= (uint32_t)radix, k++;
  size_t cap = (size_t)x->len * 32 + 2;
  char *buf = malloc(cap);
  uint32_t *t = malloc(4 * (size_t)x->len);
  if (!buf || !t) rt__oom(cap);
  memcpy(t, x->d, 4 * (size_t)x->len);
  uint32_t n = x->len;
  size_t pos = cap;
  while (n) {
    uint32_t rem = mag_divmod1(t, n, chunk);
    while (n && !t[n - 1]) n--;
    for (uint32_t i = 0; i < k && (n || rem); i++) {
      buf[--pos] = digit_chars[rem % (uint32_t)radix];
      rem /= (uint32_t)radix;
    }
  }
  if (x->neg) buf[--pos] = '-';
  const rt_str *s = rt__str_from_ascii(buf + pos, cap - pos);
  free(buf);
  free(t);
  return s;
}

/* toLocaleString() in en-US: groups of three digits. */
const rt_str *rt_bigint_to_locale(rt_value a) {
  const rt_str *s = rt_bigint_to_string(a, RT_UNDEFINED);
  const uint8_t *p = rt_str_bytes(s);
  uint32_t n = s->len, neg = p[0] == '-', digits = n - neg;
  char *buf = malloc((size_t)n + digits / 3 + 2);
  if (!buf) rt__oom(n);
  size_t o = 0;
  if (neg) buf[o++] = '-';
  for (uint32_t i = 0; i < digits; i++) {
    if (i && (digits - i) % 3 == 0) buf[o++] = ',';
    buf[o++] = (char)p[neg + i];
  }
  const rt_str *r = rt__str_from_ascii(buf, o);
  free(buf);
  return r;
}

const rt_str *rt__bigint_to_str(rt_value a) { return rt_bigint_to_string(a, RT_UNDEFINED); }

/* Parses digits of radix into a bigint (NULL if a character is not a digit). */
static rt_bigint *parse_digits(const uint16_t *u, uint32_t n, int radix) {
  uint32_t chunk = (uint32_t)radix, k = 1;
  while ((uint64_t)chunk * (uint32_t)radix <= UINT32_MAX) chunk *= (uint32_t)radix, k++;
  /* bits per digit rounded up, so the limbs always suffice */
  uint32_t bpd = radix <= 2 ? 1 : radix <= 4 ? 2 : radix <= 8 ? 3 : radix <= 16 ? 4 : radix <= 32 ? 5 : 6;
  uint32_t cap = (uint32_t)(((uint64_t)n * bpd) / 32 + 2);
  rt_bigint *r = alloc(cap);
  memset(r->d, 0, 4 * (size_t)cap);
  uint32_t len = 0;
  for (uint32_t i = 0; i < n;) {
    uint32_t take = n - i < k ? n - i : k, mult = 1, val = 0;
    for (uint32_t j = 0; j < take; j++, i++) {
      uint16_t ch = u[i];
      int dv = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'z' ? ch - 'a' + 10 : ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10 : 99;
      if (dv >= radix) return NULL;
      val = val * (uint32_t)radix + (uint32_t)dv;
      mult *= (uint32_t)radix;
    }
    uint64_t carry = val;
    for (uint32_t j = 0; j < len; j++) {
      carry += (uint64_t)r->d[j] * mult;
      r->d[j] = (uint32_t)carry;
      carry >>= 32;
    }
    if (carry) r->d[len++] = (uint32_t)carry;
  }
  r->len = len;
  return r;
}

/* StringToBigInt; false if s is not a valid StringIntegerLiteral. */
static bool from_string(const rt_str *s, rt_value *out) {
  uint32_t n = s->len, i = 0;
  uint16_t *u = malloc(2 * ((size_t)n + 1));
  if (!u) rt__oom(2 * (size_t)n);
  for (uint32_t j = 0; j < n; j++) u[j] = rt__str_at(s, j);
  while (i < n && rt__is_js_space(u[i])) i++;
  while (n > i && rt__is_js_space(u[n - 1])) n--;
  bool ok = true, neg = false;
  int radix = 10;
  if (i == n) {
    *out = from_u64(0, false);
    free(u);
    return true;
  }
  if (n - i > 2 && u[i] == '0' && (u[i + 1] | 32) == 'x') radix = 16, i += 2;
  else if (n - i > 2 && u[i] == '0' && (u[i + 1] | 32) == 'o') radix = 8, i += 2;
  else if (n - i > 2 && u[i] == '0' && (u[i + 1] | 32) == 'b') radix = 2, i += 2;
  else if (u[i] == '+' || u[i] == '-') neg = u[i] == '-', i++;
  if (i == n) ok = false;
  rt_bigint *r = ok ? parse_digits(u + i, n - i, radix) : NULL;
  free(u);
  if (!r) return false;
  r->neg = neg;
  *out = finish(r);
  return true;
}

rt_value rt__bigint_try_from_str(const rt_str *s, bool *ok) {
  rt_value r = RT_UNDEFINED;
  *ok = from_string(s, &r);
  return r;
}

static _Noreturn void cannot_convert(rt_value v) {
  const rt_str *s = rt_value_to_str(v);
  size_t n;
  char *u8 = rt__utf8_of(s, &n);
  size_t m = n + 40;
  char *msg = malloc(m);
  if (!msg) rt__oom(m);
  snprintf(msg, m, "Cannot convert %s to a BigInt", u8);
  free(u8);
  rt_throw_error(rt__is_string(v) ? "SyntaxError" : "TypeError", msg);
}

static rt_value from_double(double d) {
  if (d != d || isinf(d) || d != trunc(d)) {
    char num[RT__NUM_BUF], msg[RT__NUM_BUF + 80];
    rt__num_fmt(d, num);
    snprintf(msg, sizeof msg, "The number %s cannot be converted to a BigInt because it is not an integer", num);
    rt_throw_error("RangeError", msg);
  }
  if (fabs(d) < 18446744073709551616.0) return from_u64((uint64_t)fabs(d), d < 0);
  int e;
  double m = frexp(fabs(d), &e); /* |d| = m * 2^e, 0.5 <= m < 1 */
  uint64_t mant = (uint64_t)ldexp(m, 53);
  rt_value r = shift_left(unbox(from_u64(mant, false)), (uint64_t)(e - 53));
  return d < 0 ? rt_bigint_neg(r) : r;
}

/* BigInt(v) for a number, string, boolean or bigint. */
rt_value rt_bigint_from(rt_value v) {
  if (rt_value_is_number(v)) return from_double(rt_unbox_number(v));
  if (rt_value_is_bigint(v)) return v;
  if (v == RT_TRUE || v == RT_FALSE) return from_u64(v == RT_TRUE, false);
  if (rt__is_string(v)) {
    rt_value r;
    if (from_string(rt_unbox_string(v), &r)) return r;
  }
  cannot_convert(v);
}

/* A literal's value: parsed once per literal string (digits without `n` or
 * separators, maybe with a 0x/0o/0b prefix), kept outside the heap. */
typedef struct lit_entry {
  const rt_str *key;
  rt_bigint *val;
} lit_entry;
static _Thread_local lit_entry *lits;
static _Thread_local uint32_t nlits, caplits;

rt_value rt_bigint_lit(const rt_str *text) {
  uint32_t h = (uint32_t)((uintptr_t)text >> 4) * 2654435761u;
  if (caplits) {
    for (uint32_t i = h & (caplits - 1);; i = (i + 1) & (caplits - 1)) {
      if (!lits[i].key) break;
      if (lits[i].key == text) return box(lits[i].val);
    }
  }
  rt_value v;
  if (!from_string(text, &v)) cannot_convert(rt_box_string(text));
  if (text->gc != RT_GC_STATIC) return v; /* not a literal: nothing to cache */
  const rt_bigint *b = unbox(v);
  size_t sz = sizeof(rt_bigint) + 4 * (size_t)(b->len ? b->len : 1);
  rt_bigint *copy = malloc(sz);
  if (!copy) rt__oom(sz);
  memcpy(copy, b, sz);
  if (2 * (nlits + 1) > caplits) {
    uint32_t nc = caplits ? caplits * 2 : 64;
    lit_entry *t = calloc(nc, sizeof *t);
    if (!t) rt__oom(nc * sizeof *t);
    for (uint32_t i = 0; i < caplits; i++)
      if (lits[i].key) {
        uint32_t j = (uint32_t)((uintptr_t)lits[i].key >> 4) * 2654435761u;
        for (j &= nc - 1; t[j].key; j = (j + 1) & (nc - 1)) {}
        t[j] = lits[i];
      }
    free(lits);
    lits = t;
    caplits = nc;
  }
  uint32_t i = h & (caplits - 1);
  while (lits[i].key) i = (i + 1) & (caplits - 1);
  lits[i].key = text;
  lits[i].val = copy;
  nlits++;
  return box(copy);
}

/* process.hrtime.bigint(): nanoseconds from an arbitrary fixed point. */
rt_value rt_hrtime_bigint(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return from_u64((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec, false);
}
