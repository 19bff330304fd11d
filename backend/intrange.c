/* intrange.c - interval analysis that decides which number locals live in integer registers.
 *
 * JavaScript numbers are doubles, but most of them are small integers: loop
 * counters, indices, hashes kept in range with `%` or `| 0`.  Computing those
 * in i64 registers is exact as long as every intermediate value is an
 * integer strictly within +-2^53 (every double operation on such values is exact),
 * is never NaN and never -0 (an i64 cannot say -0).  This file proves that.
 *
 * The analysis is per function and flow-insensitive.  Each number-typed,
 * non-parameter local gets a range (be_range: an interval of doubles plus
 * "may be fractional / NaN / -0" flags) that covers every value it can hold:
 * its zero initial value joined with the range of every assignment to it.
 * Expression ranges are computed from local ranges with interval arithmetic
 * (computing the bounds with the same rounded double operations keeps them
 * sound, because rounding is monotonic).  Locals are iterated to a fixpoint;
 * a bound that keeps moving is widened to infinity, which makes it a double.
 *
 * Counters.  An assignment `x = x + c` / `x = x - c` / `x++` / `x--` with a
 * small integer constant c is a "step".  Steps are left out of the fixpoint;
 * instead the local's range is extended by c * 2^47 in each direction it
 * steps.  This rests on one assumption, stated here once: a program performs
 * fewer than 2^47 (about 1.4e14) steps on one variable.  At a step per
 * nanosecond that is over a day and a half of doing nothing else; Node.js
 * could not produce the output to compare against either.  In exchange the
 * usual `for (let i = 0; i < n; i++)` counter is an integer in [0, 2^47].
 *
 * Parameters and globals are doubles (callers pass doubles); everything not
 * understood is the full range.  When in doubt, double.
 */
#include "be_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define BE_2_53 9007199254740992.0
#define BE_STEP_SLACK 140737488355328.0 /* 2^47: see "Counters" above */
#define BE_MAX_STEP 16
#define BE_WIDEN_AFTER 4
#define BE_MAX_ROUNDS 64

typedef struct {
  uint32_t local; /* slot relative to the function */
  uint32_t value; /* value node of a general definition */
} be__def;

typedef struct {
  bool cand;           /* a number local that may become an int */
  be_range base;       /* joined range of the initial value and general definitions */
  double up, down;     /* largest step up / down (0 if none) */
  int changes;
  bool is_int;         /* the result */
} be__local;

struct be__ranges {
  const fe_ir_module *m;
  const fe_ir_func *f;
  be__local *loc;
  uint32_t nloc;
  be__def *defs;
  uint32_t ndefs, capdefs;
  /* memoised node ranges for the current function (valid when stamp == gen) */
  be_range *memo;
  uint32_t *stamp;
  uint32_t gen;
};

/* floor/ceil/fabs without libm (the compiler's link line does not carry -lm). */
static double be__fabs(double x) { return x < 0 ? -x : x; }
static double be__floor(double x) {
  if (!(be__fabs(x) < 4503599627370496.0)) return x; /* NaN, infinities, already integral */
  double t = (double)(int64_t)x;
  return t > x ? t - 1 : t;
}
static double be__ceil(double x) { return -be__floor(-x); }
static double be__fmin(double a, double b) { return a < b ? a : b; }
static double be__fmax(double a, double b) { return a > b ? a : b; }
static double be__pow2(int k) {
  double d = 1;
  while (k-- > 0) d *= 2;
  return d;
}

static const be_range be__top = {-INFINITY, INFINITY, true, true, true};

static be_range be__exact(double v) {
  be_range r;
  if (v != v) return (be_range){-INFINITY, INFINITY, false, true, false};
  r.lo = r.hi = v;
  r.frac = isfinite(v) && v != be__floor(v);
  r.nan = false;
  r.nz = v == 0 && signbit(v);
  if (r.nz) r.lo = r.hi = 0;
  return r;
}

static be_range be__int(double lo, double hi) { return (be_range){lo, hi, false, false, false}; }

static be_range be__join(be_range a, be_range b) {
  be_range r;
  r.lo = a.lo < b.lo ? a.lo : b.lo;
  r.hi = a.hi > b.hi ? a.hi : b.hi;
  r.frac = a.frac || b.frac;
  r.nan = a.nan || b.nan;
  r.nz = a.nz || b.nz;
  return r;
}

static bool be__same(be_range a, be_range b) {
  return a.lo == b.lo && a.hi == b.hi && a.frac == b.frac && a.nan == b.nan && a.nz == b.nz;
}

bool be__range_is_int(const be_range *x) {
  /* Strictly inside +-2^53: a bound computed with rounding that lands on
     2^53 may stand for 2^53 + 1, which only an i64 would keep. */
  return !x->frac && !x->nan && !x->nz && x->lo > -BE_2_53 && x->hi < BE_2_53 && x->lo <= x->hi;
}

static bool be__finite(be_range a) { return isfinite(a.lo) && isfinite(a.hi); }
/* May the value be +0 or -0? */
static bool be__zeroish(be_range a) { return a.nz || (a.lo <= 0 && a.hi >= 0); }
static bool be__is_const(be_range a) { return !a.frac && !a.nan && !a.nz && a.lo == a.hi; }

static be_range be__fix(be_range r) {
  if (r.lo != r.lo) r.lo = -INFINITY, r.nan = true;
  if (r.hi != r.hi) r.hi = INFINITY, r.nan = true;
  return r;
}

static be_range be__add(be_range a, be_range b) {
  be_range r;
  r.lo = a.lo + b.lo;
  r.hi = a.hi + b.hi;
  r.frac = a.frac || b.frac;
  r.nan = a.nan || b.nan || (a.hi == INFINITY && b.lo == -INFINITY) ||
          (a.lo == -INFINITY && b.hi == INFINITY);
  r.nz = a.nz && b.nz;
  return be__fix(r);
}

static be_range be__neg(be_range a) {
  be_range r = {-a.hi, -a.lo, a.frac, a.nan, a.lo <= 0 && a.hi >= 0};
  return r;
}

static be_range be__sub(be_range a, be_range b) {
  be_range r;
  r.lo = a.lo - b.hi;
  r.hi = a.hi - b.lo;
  r.frac = a.frac || b.frac;
  r.nan = a.nan || b.nan || (a.hi == INFINITY && b.hi == INFINITY) ||
          (a.lo == -INFINITY && b.lo == -INFINITY);
  r.nz = a.nz && be__zeroish(b);
  return be__fix(r);
}

static be_range be__mul(be_range a, be_range b) {
  /* -0 is a zero product with differing signs: +0 times a negative, -0
     times a non-negative; fractions may also underflow to -0. */
  bool a0 = a.lo <= 0 && a.hi >= 0, b0 = b.lo <= 0 && b.hi >= 0;
  bool nz = (a0 && (b.lo < 0 || b.nz)) || (b0 && (a.lo < 0 || a.nz)) || (a.nz && b.hi >= 0) ||
            (b.nz && a.hi >= 0) ||
            ((a.frac || b.frac) && (a.lo < 0 || b.lo < 0 || a.nz || b.nz));
  if (!be__finite(a) || !be__finite(b)) {
    be_range r = be__top;
    r.frac = a.frac || b.frac;
    return r;
  }
  double c[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
  be_range r = {c[0], c[0], a.frac || b.frac, a.nan || b.nan, nz};
  for (int i = 1; i < 4; i++) {
    if (c[i] < r.lo) r.lo = c[i];
    if (c[i] > r.hi) r.hi = c[i];
  }
  return be__fix(r);
}

static be_range be__div(be_range a, be_range b) {
  if (!be__finite(a) || !be__finite(b) || be__zeroish(b) || b.nan) return be__top;
  double c[4] = {a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi};
  be_range r = {c[0], c[0], true, a.nan, true};
  for (int i = 1; i < 4; i++) {
    if (c[i] < r.lo) r.lo = c[i];
    if (c[i] > r.hi) r.hi = c[i];
  }
  /* -0 needs a zero dividend and a negative divisor when both are integers
     (a non-zero integer over a finite integer cannot underflow to zero). */
  if (!a.frac && !b.frac) r.nz = a.nz || (be__zeroish(a) && b.lo < 0);
  return be__fix(r);
}

static double be__maxabs(be_range a) {
  double x = be__fabs(a.lo), y = be__fabs(a.hi);
  return x > y ? x : y;
}

static be_range be__mod(be_range a, be_range b) {
  be_range r;
  double m = be__maxabs(b);
  r.nan = a.nan || b.nan || be__zeroish(b) || !be__finite(a);
  r.frac = a.frac || b.frac;
  /* The result has the dividend's sign (a zero result keeps a -0 or a
     negative dividend's sign: -4 % 2 is -0). */
  r.nz = a.nz || a.lo < 0;
  r.lo = a.lo >= 0 ? 0 : (a.lo > -m ? a.lo : -m);
  r.hi = a.hi <= 0 ? 0 : (a.hi < m ? a.hi : m);
  if (!r.frac && isfinite(m)) { /* integers: |a % b| <= |b| - 1 */
    if (r.hi > m - 1) r.hi = m - 1;
    if (r.lo < -(m - 1)) r.lo = -(m - 1);
    if (r.hi < 0) r.hi = 0;
    if (r.lo > 0) r.lo = 0;
  }
  return r;
}

static const be_range be__i32 = {-2147483648.0, 2147483647.0, false, false, false};

static bool be__nonneg_i32(be_range a) {
  return !a.frac && !a.nan && !a.nz && a.lo >= 0 && a.hi <= 2147483647.0;
}

static double be__pow2_cover(double hi) { /* smallest 2^k - 1 >= hi */
  double p = 1;
  while (p - 1 < hi) p *= 2;
  return p - 1;
}

static be_range be__bitwise(int op, be_range a, be_range b) {
  switch (op) {
  case FE_IR_BAND:
    if (be__nonneg_i32(a) && be__nonneg_i32(b)) return be__int(0, a.hi < b.hi ? a.hi : b.hi);
    if (be__nonneg_i32(a)) return be__int(0, a.hi);
    if (be__nonneg_i32(b)) return be__int(0, b.hi);
    return be__i32;
  case FE_IR_BOR:
  case FE_IR_BXOR:
    if (be__nonneg_i32(a) && be__nonneg_i32(b))
      return be__int(0, be__pow2_cover(a.hi > b.hi ? a.hi : b.hi));
    return be__i32;
  case FE_IR_SAR:
    if (be__is_const(b) && b.lo >= 0 && b.lo < 32 && !a.frac && !a.nan && a.lo >= -2147483648.0 &&
        a.hi <= 2147483647.0) {
      double d = be__pow2((int)b.lo);
      return be__int(be__floor(a.lo / d), be__floor(a.hi / d));
    }
    return be__i32;
  case FE_IR_SHR:
    if (be__is_const(b) && b.lo >= 0 && b.lo < 32) {
      double d = be__pow2((int)b.lo);
      if (be__nonneg_i32(a)) return be__int(0, be__floor(a.hi / d));
      return be__int(0, be__floor(4294967295.0 / d));
    }
    return be__int(0, 4294967295.0);
  default:
    return be__i32;
  }
}

/* ---- walking the function -------------------------------------------------- */

static bool be__is_num(const fe_ir_module *m, uint32_t type) {
  return type < m->ntypes && m->types[type].kind == FE_IR_K_NUMBER;
}

/* If value node v is `x + c` / `x - c` / `c + x` for local x with a small
 * integer constant, returns the signed step, else 0. */
static double be__step_of(const fe_ir_module *m, uint32_t x, uint32_t v) {
  const fe_ir_node *n = &m->nodes[v];
  if (n->op != FE_IR_BINARY || (n->flags != FE_IR_ADD && n->flags != FE_IR_SUB)) return 0;
  const fe_ir_node *l = &m->nodes[n->a], *r = &m->nodes[n->b];
  double c;
  if (l->op == FE_IR_LOCAL && l->a == x && r->op == FE_IR_NUM) {
    c = fe_ir_num(r);
    if (n->flags == FE_IR_SUB) c = -c;
  } else if (n->flags == FE_IR_ADD && r->op == FE_IR_LOCAL && r->a == x && l->op == FE_IR_NUM) {
    c = fe_ir_num(l);
  } else {
    return 0;
  }
  if (c != be__floor(c) || c == 0 || be__fabs(c) > BE_MAX_STEP) return 0;
  return c;
}

static void be__add_def(be__ranges *r, uint32_t local, uint32_t value) {
  if (r->ndefs == r->capdefs) {
    uint32_t cap = r->capdefs ? r->capdefs * 2 : 64;
    be__def *d = realloc(r->defs, cap * sizeof *d);
    if (!d) { /* out of memory: give up on this local */
      r->loc[local].cand = false;
      return;
    }
    r->defs = d;
    r->capdefs = cap;
  }
  r->defs[r->ndefs++] = (be__def){local, value};
}

static void be__note_step(be__local *l, double c) {
  if (c > 0 && c > l->up) l->up = c;
  if (c < 0 && -c > l->down) l->down = -c;
}

static void be__collect(be__ranges *r, uint32_t n);

static void be__collect_list(be__ranges *r, uint32_t at, uint32_t count) {
  for (uint32_t i = 0; i < count; i++) be__collect(r, r->m->extra[at + i]);
}

static void be__collect(be__ranges *r, uint32_t n) {
  const fe_ir_module *m = r->m;
  if (n == FE_IR_NONE || n >= m->nnodes) return;
  const fe_ir_node *x = &m->nodes[n];
  switch (x->op) {
  case FE_IR_SET_LOCAL:
    if (x->a < r->nloc && r->loc[x->a].cand) {
      double c = be__step_of(m, x->a, x->b);
      if (c != 0) be__note_step(&r->loc[x->a], c);
      else be__add_def(r, x->a, x->b);
    }
    be__collect(r, x->b);
    break;
  case FE_IR_UPDATE:
    if (x->b == 0 && x->a < r->nloc && r->loc[x->a].cand)
      be__note_step(&r->loc[x->a], (x->flags & FE_IR_UPD_INC) ? 1 : -1);
    break;
  case FE_IR_SET_GLOBAL: be__collect(r, x->b); break;
  case FE_IR_UNARY: case FE_IR_CONVERT: case FE_IR_EXPR: be__collect(r, x->a); break;
  case FE_IR_BINARY: case FE_IR_LOGICAL: case FE_IR_SEQ: case FE_IR_DO_WHILE:
  case FE_IR_WHILE: case FE_IR_CASE:
    be__collect(r, x->a);
    be__collect(r, x->b);
    break;
  case FE_IR_COND: case FE_IR_IF:
    be__collect(r, x->a);
    be__collect(r, x->b);
    be__collect(r, x->c);
    break;
  case FE_IR_CALL: case FE_IR_BUILTIN: case FE_IR_BLOCK: be__collect_list(r, x->b, x->c); break;
  case FE_IR_CALL_INDIRECT: case FE_IR_SWITCH:
    be__collect(r, x->a);
    be__collect_list(r, x->b, x->c);
    break;
  case FE_IR_FOR:
    be__collect(r, x->a);
    be__collect(r, x->b);
    be__collect(r, m->extra[x->c]);
    be__collect(r, m->extra[x->c + 1]);
    break;
  case FE_IR_RETURN: be__collect(r, x->a); break;
  default: break; /* leaves, BREAK, CONTINUE */
  }
}

/* ---- evaluation -------------------------------------------------------------- */

static be_range be__local_range(const be__ranges *r, uint32_t slot) {
  if (slot >= r->nloc || !r->loc[slot].cand) return be__top;
  const be__local *l = &r->loc[slot];
  be_range x = l->base;
  if (l->up > 0) x.hi += l->up * BE_STEP_SLACK;
  if (l->down > 0) x.lo -= l->down * BE_STEP_SLACK;
  return x;
}

static be_range be__eval(be__ranges *r, uint32_t n, bool memo);

static be_range be__eval_builtin(be__ranges *r, const fe_ir_node *x, bool memo) {
  const uint32_t *args = r->m->extra + x->b;
  be_range a = x->c > 0 ? be__eval(r, args[0], memo) : be__top;
  be_range t;
  switch (x->a) {
  case FE_IR_B_MATH_FLOOR:
    if (!be__finite(a)) return be__top;
    return (be_range){be__floor(a.lo), be__floor(a.hi), false, a.nan, a.nz};
  case FE_IR_B_MATH_CEIL:
  case FE_IR_B_MATH_TRUNC:
  case FE_IR_B_MATH_ROUND:
    if (!be__finite(a)) return be__top;
    /* ceil/trunc/round of a value in (-1, 0) is -0 */
    return (be_range){be__floor(a.lo), be__ceil(a.hi), false, a.nan,
                      a.nz || (a.frac && a.lo < 0 && a.hi > -1)};
  case FE_IR_B_MATH_ABS:
    t.lo = be__zeroish(a) ? 0 : be__fmin(be__fabs(a.lo), be__fabs(a.hi));
    t.hi = be__maxabs(a);
    t.frac = a.frac, t.nan = a.nan, t.nz = false;
    return t;
  case FE_IR_B_MATH_SIGN:
    return (be_range){-1, 1, false, a.nan, a.nz};
  case FE_IR_B_MATH_MIN:
  case FE_IR_B_MATH_MAX:
    if (x->c == 0) return be__top;
    t = a;
    for (uint32_t i = 1; i < x->c; i++) {
      be_range b = be__eval(r, args[i], memo);
      if (x->a == FE_IR_B_MATH_MIN) {
        t.lo = be__fmin(t.lo, b.lo);
        t.hi = be__fmin(t.hi, b.hi);
      } else {
        t.lo = be__fmax(t.lo, b.lo);
        t.hi = be__fmax(t.hi, b.hi);
      }
      t.frac |= b.frac, t.nan |= b.nan, t.nz |= b.nz;
    }
    return t;
  case FE_IR_B_MATH_CLZ32: return be__int(0, 32);
  case FE_IR_B_MATH_IMUL: return be__i32;
  case FE_IR_B_STR_LENGTH: return be__int(0, 2147483647.0);
  case FE_IR_B_STR_CHAR_CODE_AT: t = be__int(0, 65535); t.nan = true; return t;
  case FE_IR_B_STR_INDEX_OF:
  case FE_IR_B_STR_LAST_INDEX_OF: return be__int(-1, 2147483647.0);
  case FE_IR_B_PROCESS_ARGV_LENGTH: return be__int(0, 2147483647.0);
  default: return be__top;
  }
}

static be_range be__eval_node(be__ranges *r, uint32_t n, bool memo) {
  const fe_ir_module *m = r->m;
  const fe_ir_node *x = &m->nodes[n];
  switch (x->op) {
  case FE_IR_NUM: return be__exact(fe_ir_num(x));
  case FE_IR_LOCAL: return be__local_range(r, x->a);
  case FE_IR_SET_LOCAL: {
    /* The stored value is what the local holds afterwards. */
    be_range v = be__eval(r, x->b, memo);
    return v;
  }
  case FE_IR_UPDATE: {
    if (x->b != 0) return be__top;
    /* Old or new, a step's result stays within the local's (slack-extended)
       range; a non-candidate's range is the full range anyway. */
    return be__local_range(r, x->a);
  }
  case FE_IR_SET_GLOBAL: case FE_IR_GLOBAL: return be__top;
  case FE_IR_UNARY: {
    be_range a = be__eval(r, x->a, memo);
    if (x->flags == FE_IR_NEG) return be__neg(a);
    if (x->flags == FE_IR_PLUS) return a;
    if (x->flags == FE_IR_BITNOT) return be__i32;
    return be__top;
  }
  case FE_IR_BINARY: {
    if (!be__is_num(m, m->nodes[x->a].type)) return be__top;
    be_range a = be__eval(r, x->a, memo), b = be__eval(r, x->b, memo);
    switch (x->flags) {
    case FE_IR_ADD: return be__add(a, b);
    case FE_IR_SUB: return be__sub(a, b);
    case FE_IR_MUL: return be__mul(a, b);
    case FE_IR_DIV: return be__div(a, b);
    case FE_IR_MOD: return be__mod(a, b);
    case FE_IR_BAND: case FE_IR_BOR: case FE_IR_BXOR: case FE_IR_SHL: case FE_IR_SAR:
    case FE_IR_SHR:
      return be__bitwise(x->flags, a, b);
    default: return be__top;
    }
  }
  case FE_IR_LOGICAL: {
    be_range b = be__eval(r, x->b, memo);
    if (!be__is_num(m, m->nodes[x->a].type)) return be__top;
    return be__join(be__eval(r, x->a, memo), b);
  }
  case FE_IR_COND:
    return be__join(be__eval(r, x->b, memo), be__eval(r, x->c, memo));
  case FE_IR_CONVERT: {
    uint32_t from = m->nodes[x->a].type;
    int k = from < m->ntypes ? m->types[from].kind : -1;
    if (k == FE_IR_K_NUMBER) return be__eval(r, x->a, memo);
    if (k == FE_IR_K_BOOLEAN) return be__int(0, 1);
    if (k == FE_IR_K_NULL) return be__int(0, 0);
    return be__top;
  }
  case FE_IR_SEQ: return be__eval(r, x->b, memo);
  case FE_IR_BUILTIN: return be__eval_builtin(r, x, memo);
  default: return be__top;
  }
}

static be_range be__eval(be__ranges *r, uint32_t n, bool memo) {
  if (n >= r->m->nnodes || !be__is_num(r->m, r->m->nodes[n].type)) return be__top;
  if (!memo) return be__eval_node(r, n, false);
  if (r->stamp[n] == r->gen) return r->memo[n];
  be_range x = be__eval_node(r, n, true);
  r->memo[n] = x;
  r->stamp[n] = r->gen;
  return x;
}

/* ---- the fixpoint -------------------------------------------------------------- */

be__ranges *be__ranges_new(const fe_ir_module *m) {
  be__ranges *r = calloc(1, sizeof *r);
  if (!r) return NULL;
  r->m = m;
  r->memo = malloc((m->nnodes ? m->nnodes : 1) * sizeof *r->memo);
  r->stamp = calloc(m->nnodes ? m->nnodes : 1, sizeof *r->stamp);
  if (!r->memo || !r->stamp) {
    be__ranges_free(r);
    return NULL;
  }
  return r;
}

void be__ranges_free(be__ranges *r) {
  if (!r) return;
  free(r->memo);
  free(r->stamp);
  free(r->loc);
  free(r->defs);
  free(r);
}

void be__ranges_func(be__ranges *r, uint32_t func) {
  const fe_ir_module *m = r->m;
  const fe_ir_func *f = &m->funcs[func];
  r->f = f;
  r->gen++;
  r->ndefs = 0;
  free(r->loc);
  r->nloc = f->nlocals;
  r->loc = calloc(f->nlocals ? f->nlocals : 1, sizeof *r->loc);
  if (!r->loc) {
    r->nloc = 0;
    return;
  }
  for (uint32_t i = 0; i < f->nlocals; i++) {
    be__local *l = &r->loc[i];
    l->cand = i >= f->nparams && be__is_num(m, m->locals[f->locals + i].type);
    l->base = be__exact(0); /* locals start zeroed */
  }
  be__collect(r, f->body);

  bool changed = true;
  for (int round = 0; changed; round++) {
    changed = false;
    if (round == BE_MAX_ROUNDS) { /* cannot happen after widening; be safe anyway */
      for (uint32_t i = 0; i < r->nloc; i++) r->loc[i].base = be__top;
      break;
    }
    for (uint32_t d = 0; d < r->ndefs; d++) {
      be__local *l = &r->loc[r->defs[d].local];
      if (!l->cand) continue;
      be_range v = be__eval(r, r->defs[d].value, false);
      be_range nb = be__join(l->base, v);
      if (be__same(nb, l->base)) continue;
      if (++l->changes > BE_WIDEN_AFTER) {
        if (nb.lo < l->base.lo) nb.lo = -INFINITY;
        if (nb.hi > l->base.hi) nb.hi = INFINITY;
      }
      l->base = nb;
      changed = true;
    }
  }
  for (uint32_t i = 0; i < r->nloc; i++) {
    be_range x = be__local_range(r, i);
    r->loc[i].is_int = r->loc[i].cand && be__range_is_int(&x);
  }
  r->gen++; /* memo entries from now on reflect the final local ranges */
}

be_range be__range_of(be__ranges *r, uint32_t node) { return be__eval(r, node, true); }

bool be__local_is_int(const be__ranges *r, uint32_t slot) {
  return slot < r->nloc && r->loc[slot].is_int;
}
