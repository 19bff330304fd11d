/* intrange.c - interval analysis that decides which number values live in integer registers.
 *
 * JavaScript numbers are doubles, but most of them are small integers: loop
 * counters, indices, hashes kept in range with `%` or `| 0`.  Computing those
 * in i64 registers is exact as long as every intermediate value is an
 * integer strictly within +-2^53 (every double operation on such values is exact),
 * is never NaN and never -0 (an i64 cannot say -0).  This file proves that.
 *
 * Within a function the analysis is flow-insensitive.  Each number-typed
 * local gets a range (be_range: an interval of doubles plus "may be
 * fractional / NaN / -0" flags) that covers every value it can hold: its
 * initial value joined with the range of every assignment to it.  Locals
 * start zeroed, but that zero only counts when a read may see it (be__da, a
 * definite-assignment walk: `let d = 3` never shows its zero, so d need not
 * include 0); a parameter's initial value is its entry range, below.
 * Expression ranges are computed from local ranges with interval arithmetic
 * (computing the bounds with the same rounded double operations keeps them
 * sound, because rounding is monotonic).  Locals are iterated to a fixpoint; a bound that keeps moving is
 * widened to infinity, which makes it a double.
 *
 * Counters.  An assignment `x = x + c` / `x = x - c` / `x++` / `x--` with a
 * small integer constant c is a "step".  Steps are left out of the fixpoint;
 * instead the local's range is extended by c * 2^47 in each direction it
 * steps.  This rests on one assumption, stated here once: a program performs
 * fewer than 2^47 (about 1.4e14) steps on one variable.  At a step per
 * nanosecond that is over a day and a half of doing nothing else; Node.js
 * could not produce the output to compare against either.  In exchange the
 * usual `for (let i = 0; i < n; i++)` counter is an integer in [0, 2^47].
 * `x = x + e` where e is not a constant but its range is integers within
 * +-16 (say `count += isPrime(n) ? 1 : 0`, or `total += f(x)` with f's
 * return range small) is a step the same way, by e's bounds; if e's range
 * turns out wider it becomes an ordinary definition, for good.  So is
 * `x = y` when y is a local whose only definition is `y = x + c` and no read
 * of y sees its initial zero (`const j = i + 1; ...; i = j`): x gets a value
 * it held earlier plus c (be__copy).
 *
 * Across functions.  A function is "closed" when every call to it is a
 * direct FE_IR_CALL in this module: it is not main, not exported, and no
 * FE_IR_FUNC node makes a value of it (there are no other ways to reach a
 * function).  A number parameter of a closed function has an entry range: the
 * join of the ranges of the arguments at every call site.  Every function
 * with a number result has a return range: the join of its return values,
 * plus NaN if control may fall off its end (be__completes, a conservative
 * structural test).  A call's range is its callee's return range, whether or
 * not the callee is closed (an open function's parameters are simply the
 * full range).  All of this is one module-level fixpoint: analyse every
 * function with the current entry and return ranges, join what its call
 * sites pass and what it returns, repeat until nothing moves; a bound that
 * keeps moving is widened to infinity like a local's.  Entry and return
 * ranges start empty (no value yet; an operation on an empty range is empty)
 * and only grow.  The result is checked, not guessed: the last round changes
 * nothing, so every argument lies in its parameter's entry range and every
 * return value in its function's return range.  An entry range still empty
 * at the end belongs to a function nothing calls; a return range still
 * empty, to a function that never returns.
 *
 * Recursion.  `fib(n - 1)` inside fib would move n's entry range down by one
 * each round until widening made it a double.  So a self-call that passes
 * `p + c` / `p - c` for the function's own parameter p at p's position (p
 * never assigned in the body, c a small integer constant) is a step, as for
 * counters: it is left out of the join, and p's entry range is extended by
 * c * 2^47 in that direction.  The value of p in any activation is the entry
 * value of the outermost activation of the chain of such self-calls, which
 * came from an ordinary call site and so is in the joined range, plus at most
 * c per link; the chain is no longer than the number of calls the program
 * made, under 2^47 by the assumption above.  (The stack would bound the
 * chain far sooner, 8 MiB / 16-byte minimum frame = 2^19 links, but at -O2
 * LLVM turns self tail calls into loops, so only the time argument holds.)
 * If the assumption were ever violated the program would still not go wrong
 * silently for a long time: a stepped entry range must lie within +-2^52
 * (else the parameter is a double), an integer plus or minus a nonzero
 * integer is never -0, and getting from inside +-2^52 to where doubles stop
 * being exact (2^53) takes another 2^52 / 16 = 2^48 calls beyond the 2^47
 * assumed, long before i64 arithmetic could overflow at 2^63.  Passing p
 * itself unchanged at its own position adds nothing to the range and is
 * skipped too; mutual recursion gets no such help and widens.
 *
 * A closed function's integer parameters and an integer return value are
 * passed as i64 (be__param_is_int, be__ret_is_int); callers convert once.
 * Globals are doubles; everything not understood is the full range.  When in
 * doubt, double.
 */
#include "be_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define BE_2_53 9007199254740992.0
#define BE_2_52 4503599627370496.0
#define BE_STEP_SLACK 140737488355328.0 /* 2^47: see "Counters" above */
#define BE_MAX_STEP 16
#define BE_WIDEN_AFTER 4
#define BE_MAX_ROUNDS 64
#define BE_MAX_MODULE_ROUNDS 256

typedef struct {
  uint32_t local; /* slot relative to the function */
  uint32_t value; /* value node of a general definition */
  uint32_t inc;   /* `x = x + inc` / `x = x - inc` (sign -1) / FE_IR_NONE */
  int sign;
} be__def;

typedef struct {
  bool cand;           /* a number local that may become an int */
  be_range base;       /* joined range of the initial value and general definitions */
  double up, down;     /* largest step up / down (0 if none) */
  int changes, round; /* rounds in which it moved; the last such round */
  bool is_int;         /* the result */
} be__local;

/* A local y whose only definition is `y = x + c` (x another local, c a
 * small integer constant): `x = y` is then a step of x by c, as `x = x + c`
 * would be (`const j = i + 1; ...; i = j`).  Every value x takes that way
 * is a value x held earlier plus c, so the counting argument holds. */
typedef struct {
  uint32_t from; /* x, or FE_IR_NONE */
  double c;
  uint32_t defs; /* definitions of y seen (assignments and updates) */
} be__copy;

/* Module-level facts about one function. */
typedef struct {
  bool closed;   /* every call is a direct FE_IR_CALL in this module */
  bool num_ret;  /* returns a number */
  be_range ret;  /* join of every returned value; empty until one is seen */
  int changes, round; /* rounds in which it moved; the last such round */
} be__fn;

/* Module-level facts about one parameter (indexed like the locals table). */
typedef struct {
  be_range in;     /* join of the arguments at ordinary call sites; empty at first */
  double up, down; /* largest self-call step up / down */
  bool assigned;   /* the body assigns it (so self-call steps do not apply) */
  int changes, round; /* rounds in which it moved; the last such round */
} be__param;

struct be__ranges {
  const fe_ir_module *m;
  const fe_ir_func *f;
  uint32_t fi;
  be__local *loc;
  bool *zero;          /* per local: some read may see the initial zero */
  be__copy *copy;      /* per local: the step its one definition takes from another local (Counters) */
  uint32_t nloc;
  be__def *defs;
  uint32_t ndefs, capdefs;
  /* memoised node ranges for the current function (valid when stamp == gen) */
  be_range *memo;
  uint32_t *stamp;
  uint32_t gen;
  /* the module */
  be__fn *fn;
  be__param *par;
  bool *brk;     /* per node: some FE_IR_BREAK targets it */
  bool changed;  /* a module-level range moved in this round */
  uint64_t assume; /* be__ranges_func_assume: parameters taken to be int32 */
  int round;     /* of the module-level fixpoint, from 1 */
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
/* No value at all: the identity of be__join. */
static const be_range be__empty = {INFINITY, -INFINITY, false, false, false};

static bool be__is_empty(be_range a) { return a.lo > a.hi && !a.nan; }

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
  r->defs[r->ndefs++] = (be__def){local, value, FE_IR_NONE, 0};
  /* x = x + e, x = e + x, x = x - e: maybe a step (see "Counters") */
  const fe_ir_node *v = &r->m->nodes[value];
  if (v->op != FE_IR_BINARY || (v->flags != FE_IR_ADD && v->flags != FE_IR_SUB)) return;
  const fe_ir_node *a = &r->m->nodes[v->a], *b = &r->m->nodes[v->b];
  be__def *d = &r->defs[r->ndefs - 1];
  if (a->op == FE_IR_LOCAL && a->a == local) d->inc = v->b, d->sign = v->flags == FE_IR_ADD ? 1 : -1;
  else if (v->flags == FE_IR_ADD && b->op == FE_IR_LOCAL && b->a == local) d->inc = v->a, d->sign = 1;
}

static void be__note_step(be__local *l, double c) {
  if (c > 0 && c > l->up) l->up = c;
  if (c < 0 && -c > l->down) l->down = -c;
}

void be__ir_walk(const fe_ir_module *m, uint32_t n, void (*fn)(void *ctx, uint32_t n), void *ctx) {
  if (n == FE_IR_NONE || n >= m->nnodes) return;
  const fe_ir_node *x = &m->nodes[n];
  fn(ctx, n);
  switch (x->op) {
  case FE_IR_SET_LOCAL: case FE_IR_SET_GLOBAL: be__ir_walk(m, x->b, fn, ctx); break;
  case FE_IR_ENV_SET: case FE_IR_SET_FIELD: case FE_IR_SET_PROP:
    be__ir_walk(m, x->a, fn, ctx);
    be__ir_walk(m, x->c, fn, ctx);
    break;
  case FE_IR_BIND: be__ir_walk(m, x->b, fn, ctx); break;
  case FE_IR_UNARY: case FE_IR_CONVERT: case FE_IR_EXPR: case FE_IR_RETURN: case FE_IR_ENV_GET:
  case FE_IR_FIELD: case FE_IR_PROP: case FE_IR_INSTANCEOF:
    be__ir_walk(m, x->a, fn, ctx);
    break;
  case FE_IR_BINARY: case FE_IR_LOGICAL: case FE_IR_SEQ: case FE_IR_DO_WHILE:
  case FE_IR_WHILE: case FE_IR_CASE:
    be__ir_walk(m, x->a, fn, ctx);
    be__ir_walk(m, x->b, fn, ctx);
    break;
  case FE_IR_COND: case FE_IR_IF:
    be__ir_walk(m, x->a, fn, ctx);
    be__ir_walk(m, x->b, fn, ctx);
    be__ir_walk(m, x->c, fn, ctx);
    break;
  case FE_IR_CALL_INDIRECT: case FE_IR_SWITCH:
    be__ir_walk(m, x->a, fn, ctx);
    /* fall through */
  case FE_IR_CALL: case FE_IR_BUILTIN: case FE_IR_BLOCK: case FE_IR_ARRAY_LIT: case FE_IR_CLOSURE:
  case FE_IR_NEW_OBJECT: case FE_IR_PROP_CALL: case FE_IR_CALL_METHOD: case FE_IR_VCALL:
    for (uint32_t i = 0; i < x->c && x->b + (uint64_t)i < m->nextra; i++)
      be__ir_walk(m, m->extra[x->b + i], fn, ctx);
    break;
  case FE_IR_FOR:
    be__ir_walk(m, x->a, fn, ctx);
    be__ir_walk(m, x->b, fn, ctx);
    if (x->c + 1ull < m->nextra) {
      be__ir_walk(m, m->extra[x->c], fn, ctx);
      be__ir_walk(m, m->extra[x->c + 1], fn, ctx);
    }
    break;
  case FE_IR_THROW: be__ir_walk(m, x->a, fn, ctx); break;
  case FE_IR_TRY:
    be__ir_walk(m, x->a, fn, ctx);
    if (x->c + 1ull < m->nextra) {
      be__ir_walk(m, m->extra[x->c], fn, ctx);
      be__ir_walk(m, m->extra[x->c + 1], fn, ctx);
    }
    break;
  default: break; /* leaves, BREAK, CONTINUE */
  }
}

/* be__ir_walk for the analysis's visitors. */
typedef void be__visit_fn(be__ranges *r, uint32_t n);
struct be__walk_ctx {
  be__ranges *r;
  be__visit_fn *fn;
};
static void be__walk_visit(void *ctx, uint32_t n) {
  struct be__walk_ctx *w = ctx;
  w->fn(w->r, n);
}
static void be__walk(be__ranges *r, uint32_t n, be__visit_fn *fn) {
  struct be__walk_ctx w = {r, fn};
  be__ir_walk(r->m, n, be__walk_visit, &w);
}

/* Counts each local's definitions and records the one of the form `y = x + c`. */
static void be__copy_visit(be__ranges *r, uint32_t n) {
  const fe_ir_node *x = &r->m->nodes[n];
  if ((x->op != FE_IR_SET_LOCAL && x->op != FE_IR_UPDATE) || x->a >= r->nloc) return;
  be__copy *y = &r->copy[x->a];
  if (++y->defs > 1 || x->op != FE_IR_SET_LOCAL) {
    y->from = FE_IR_NONE;
    return;
  }
  const fe_ir_node *v = &r->m->nodes[x->b];
  if (v->op != FE_IR_BINARY) return;
  const fe_ir_node *a = &r->m->nodes[v->a], *b = &r->m->nodes[v->b];
  uint32_t from = a->op == FE_IR_LOCAL ? a->a : b->op == FE_IR_LOCAL ? b->a : FE_IR_NONE;
  if (from == FE_IR_NONE || from == x->a || from >= r->nloc) return;
  double c = be__step_of(r->m, from, x->b);
  if (c != 0) y->from = from, y->c = c;
}

/* Finds the steps and general definitions of the current function's candidates. */
static void be__collect_visit(be__ranges *r, uint32_t n) {
  const fe_ir_node *x = &r->m->nodes[n];
  if (x->op == FE_IR_SET_LOCAL && x->a < r->nloc && r->loc[x->a].cand) {
    double c = be__step_of(r->m, x->a, x->b);
    const fe_ir_node *v = &r->m->nodes[x->b];
    if (c == 0 && r->copy && v->op == FE_IR_LOCAL && v->a < r->nloc && v->a >= r->f->nparams && !r->zero[v->a] &&
        r->copy[v->a].defs == 1 && r->copy[v->a].from == x->a)
      c = r->copy[v->a].c; /* x = y, y = x + c: a step through a copy */
    if (c != 0) be__note_step(&r->loc[x->a], c);
    else be__add_def(r, x->a, x->b);
  } else if (x->op == FE_IR_UPDATE && x->b == 0 && x->a < r->nloc && r->loc[x->a].cand) {
    be__note_step(&r->loc[x->a], (x->flags & FE_IR_UPD_INC) ? 1 : -1);
  }
}

/* ---- evaluation -------------------------------------------------------------- */

/* What parameter i of function fi may hold on entry. */
static be_range be__entry_range(const be__ranges *r, uint32_t fi, uint32_t i) {
  const fe_ir_module *m = r->m;
  if (!r->fn || fi >= m->nfuncs || !r->fn[fi].closed) return be__top;
  const fe_ir_func *f = &m->funcs[fi];
  if (i >= f->nparams || !be__is_num(m, m->locals[f->locals + i].type)) return be__top;
  const be__param *p = &r->par[f->locals + i];
  be_range x = p->in; /* empty: no call sites, dead code */
  if (be__is_empty(x)) return x;
  if (p->up > 0) x.hi += p->up * BE_STEP_SLACK;
  if (p->down > 0) x.lo -= p->down * BE_STEP_SLACK;
  if ((p->up > 0 || p->down > 0) && !(x.lo > -BE_2_52 && x.hi < BE_2_52)) /* margin: see "Recursion" */
    x.lo = -INFINITY, x.hi = INFINITY;
  return x;
}

/* What a direct call of function fi may produce. */
static be_range be__call_range(const be__ranges *r, uint32_t fi) {
  if (!r->fn || fi >= r->m->nfuncs || !r->fn[fi].num_ret) return be__top;
  return r->fn[fi].ret; /* empty: never returns */
}

static be_range be__local_range(const be__ranges *r, uint32_t slot) {
  if (slot >= r->nloc || !r->loc[slot].cand) return be__top;
  const be__local *l = &r->loc[slot];
  be_range x = l->base;
  if (be__is_empty(x)) return x;
  if (l->up > 0) x.hi += l->up * BE_STEP_SLACK;
  if (l->down > 0) x.lo -= l->down * BE_STEP_SLACK;
  return x;
}

static be_range be__eval(be__ranges *r, uint32_t n, bool memo);

static be_range be__eval_builtin(be__ranges *r, const fe_ir_node *x, bool memo) {
  const uint32_t *args = r->m->extra + x->b;
  be_range a = x->c > 0 ? be__eval(r, args[0], memo) : be__top;
  be_range t;
  for (uint32_t i = 0; i < x->c; i++) /* an argument that never has a value */
    if (be__is_empty(i == 0 ? a : be__eval(r, args[i], memo))) return be__empty;
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
  case FE_IR_B_ARRAY_LENGTH: return be__int(0, 4294967295.0);
  case FE_IR_B_ARRAY_PUSH: case FE_IR_B_ARRAY_UNSHIFT: return be__int(1, 4294967295.0);
  case FE_IR_B_ARRAY_INDEX_OF: case FE_IR_B_ARRAY_LAST_INDEX_OF: return be__int(-1, 4294967294.0);
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
    if (be__is_empty(a)) return a;
    if (x->flags == FE_IR_NEG) return be__neg(a);
    if (x->flags == FE_IR_PLUS) return a;
    if (x->flags == FE_IR_BITNOT) return be__i32;
    return be__top;
  }
  case FE_IR_BINARY: {
    if (!be__is_num(m, m->nodes[x->a].type)) return be__top;
    be_range a = be__eval(r, x->a, memo), b = be__eval(r, x->b, memo);
    if (be__is_empty(a) || be__is_empty(b)) return be__empty;
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
  case FE_IR_CALL: return be__call_range(r, x->a);
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

/* Joins v into *into, widening a bound that has moved too often; true if it moved. */
static bool be__join_into(be_range *into, be_range v, int *changes, int *last, int round) {
  be_range nb = be__join(*into, v);
  if (be__same(nb, *into)) return false;
  if (!be__is_empty(*into) && *last != round) {
    *last = round;
    ++*changes;
  }
  if (*changes > BE_WIDEN_AFTER) {
    if (nb.lo < into->lo) nb.lo = -INFINITY;
    if (nb.hi > into->hi) nb.hi = INFINITY;
  }
  *into = nb;
  return true;
}

/* ---- definite assignment ------------------------------------------------------ */

/* Walks n in evaluation order with set[] = the locals certainly assigned by
 * now, marking in r->zero every local a read may find unassigned (holding
 * its initial zero).  Code that may run or be skipped is walked on a copy;
 * where control joins, what is certain is the intersection.  Later loop
 * iterations only know more than the first one, so one pass is enough. */
static void be__da(be__ranges *r, uint32_t n, bool *set);

static bool *be__da_copy(be__ranges *r, const bool *set) {
  bool *c = malloc(r->nloc ? r->nloc : 1);
  if (!c) { /* out of memory: every zero may be seen */
    memset(r->zero, 1, r->nloc);
    return NULL;
  }
  memcpy(c, set, r->nloc);
  return c;
}

/* Walks n on a copy of set: n may run or not (set is unchanged). */
static void be__da_maybe(be__ranges *r, uint32_t n, const bool *set) {
  bool *c = be__da_copy(r, set);
  if (!c) return;
  be__da(r, n, c);
  free(c);
}

/* Exactly one of a and b runs; set becomes what both assign. */
static void be__da_either(be__ranges *r, uint32_t a, uint32_t b, bool *set) {
  bool *c = be__da_copy(r, set);
  if (!c) return;
  be__da(r, a, set);
  be__da(r, b, c);
  for (uint32_t i = 0; i < r->nloc; i++) set[i] = set[i] && c[i];
  free(c);
}

static void be__da_node(be__ranges *r, uint32_t n, bool *set);

static void be__da(be__ranges *r, uint32_t n, bool *set) {
  const fe_ir_module *m = r->m;
  if (n == FE_IR_NONE || n >= m->nnodes) return;
  uint8_t op = m->nodes[n].op;
  /* A break may leave a statement from anywhere inside it.  (Loops and
     switches are walked so that what follows them assumes no more than
     what their breaks know anyway.) */
  if (r->brk[n] && op != FE_IR_WHILE && op != FE_IR_DO_WHILE && op != FE_IR_FOR && op != FE_IR_SWITCH) {
    bool *c = be__da_copy(r, set);
    if (!c) return;
    be__da_node(r, n, c);
    free(c);
    return;
  }
  be__da_node(r, n, set);
}

static void be__da_node(be__ranges *r, uint32_t n, bool *set) {
  const fe_ir_module *m = r->m;
  const fe_ir_node *x = &m->nodes[n];
  switch (x->op) {
  case FE_IR_LOCAL:
    if (x->a < r->nloc && !set[x->a]) r->zero[x->a] = true;
    break;
  case FE_IR_UPDATE:
    if (x->b == 0 && x->a < r->nloc && !set[x->a]) r->zero[x->a] = true;
    break;
  case FE_IR_SET_LOCAL:
    be__da(r, x->b, set);
    if (x->a < r->nloc) set[x->a] = true;
    break;
  case FE_IR_SET_GLOBAL: be__da(r, x->b, set); break;
  case FE_IR_ENV_SET: case FE_IR_SET_FIELD: case FE_IR_SET_PROP:
    be__da(r, x->a, set);
    be__da(r, x->c, set);
    break;
  case FE_IR_BIND: be__da(r, x->b, set); break;
  case FE_IR_UNARY: case FE_IR_CONVERT: case FE_IR_EXPR: case FE_IR_RETURN: case FE_IR_ENV_GET:
  case FE_IR_FIELD: case FE_IR_PROP: case FE_IR_INSTANCEOF:
    be__da(r, x->a, set);
    break;
  case FE_IR_BINARY: case FE_IR_SEQ:
    be__da(r, x->a, set);
    be__da(r, x->b, set);
    break;
  case FE_IR_LOGICAL:
    be__da(r, x->a, set);
    be__da_maybe(r, x->b, set);
    break;
  case FE_IR_COND: case FE_IR_IF:
    be__da(r, x->a, set);
    be__da_either(r, x->b, x->c, set);
    break;
  case FE_IR_CALL_INDIRECT:
    be__da(r, x->a, set);
    /* fall through */
  case FE_IR_CALL: case FE_IR_BUILTIN: case FE_IR_BLOCK: case FE_IR_ARRAY_LIT: case FE_IR_CLOSURE:
  case FE_IR_NEW_OBJECT: case FE_IR_PROP_CALL: case FE_IR_CALL_METHOD: case FE_IR_VCALL:
    for (uint32_t i = 0; i < x->c; i++) be__da(r, m->extra[x->b + i], set);
    break;
  case FE_IR_WHILE: /* the condition runs at least once; a continue may skip to it */
    be__da(r, x->a, set);
    be__da_maybe(r, x->b, set);
    break;
  case FE_IR_DO_WHILE:
    be__da_maybe(r, x->a, set);
    be__da_maybe(r, x->b, set);
    break;
  case FE_IR_FOR:
    be__da(r, x->a, set);
    be__da(r, x->b, set);
    be__da_maybe(r, m->extra[x->c + 1], set); /* body */
    be__da_maybe(r, m->extra[x->c], set);     /* update */
    break;
  case FE_IR_THROW: be__da(r, x->a, set); break;
  case FE_IR_TRY: /* an exception may leave the body (and the catch body) anywhere */
    be__da_maybe(r, x->a, set);
    if (x->c + 1ull < m->nextra) {
      be__da_maybe(r, m->extra[x->c], set);
      be__da(r, m->extra[x->c + 1], set);
    }
    break;
  case FE_IR_SWITCH:
    be__da(r, x->a, set);
    for (uint32_t i = 0; i < x->c; i++) {
      uint32_t cs = m->extra[x->b + i];
      if (cs >= m->nnodes) continue;
      be__da_maybe(r, m->nodes[cs].a, set);
      be__da_maybe(r, m->nodes[cs].b, set);
    }
    break;
  default: break;
  }
}

/* Analyses function fi with the current module-level ranges. */
static void be__analyse(be__ranges *r, uint32_t fi) {
  const fe_ir_module *m = r->m;
  const fe_ir_func *f = &m->funcs[fi];
  r->f = f;
  r->fi = fi;
  r->gen++;
  r->ndefs = 0;
  free(r->loc);
  r->nloc = f->nlocals;
  r->loc = calloc(f->nlocals ? f->nlocals : 1, sizeof *r->loc);
  if (!r->loc) {
    r->nloc = 0;
    return;
  }
  bool closed = r->fn && r->fn[fi].closed;
  free(r->zero);
  r->zero = calloc(f->nlocals ? f->nlocals : 1, 1);
  bool *set = calloc(f->nlocals ? f->nlocals : 1, 1);
  if (!r->zero || !set || !r->brk) { /* out of memory: plain zero-initialised locals */
    free(set);
    set = NULL;
    if (r->zero) memset(r->zero, 1, f->nlocals);
  }
  if (!r->zero) {
    r->nloc = 0;
    return;
  }
  if (set) {
    for (uint32_t i = 0; i < f->nparams; i++) set[i] = true;
    be__da(r, f->body, set);
    free(set);
  }
  for (uint32_t i = 0; i < f->nlocals; i++) {
    be__local *l = &r->loc[i];
    l->cand = (i >= f->nparams || closed) && be__is_num(m, m->locals[f->locals + i].type);
    /* Locals start zeroed, but usually no read can see that zero. */
    l->base = i < f->nparams ? be__entry_range(r, fi, i) : r->zero[i] ? be__exact(0) : be__empty;
    if (i < f->nparams && i < 64 && (r->assume >> i & 1) && be__is_num(m, m->locals[f->locals + i].type)) {
      /* the entry range's int32 part (its integers, never NaN or -0) */
      be_range x = l->base;
      x.lo = be__ceil(be__fmax(x.lo, -2147483648.0));
      x.hi = be__floor(be__fmin(x.hi, 2147483647.0));
      x.frac = x.nan = x.nz = false;
      l->base = x.lo <= x.hi ? x : be__empty;
      l->cand = true;
    }
  }
  free(r->copy);
  r->copy = calloc(f->nlocals ? f->nlocals : 1, sizeof *r->copy);
  if (r->copy) {
    for (uint32_t i = 0; i < f->nlocals; i++) r->copy[i].from = FE_IR_NONE;
    be__walk(r, f->body, be__copy_visit);
  }
  be__walk(r, f->body, be__collect_visit);

  bool changed = true;
  for (int round = 0; changed; round++) {
    changed = false;
    if (round == BE_MAX_ROUNDS) { /* cannot happen after widening; be safe anyway */
      for (uint32_t i = 0; i < r->nloc; i++) r->loc[i].base = be__top;
      break;
    }
    for (uint32_t d = 0; d < r->ndefs; d++) {
      be__def *df = &r->defs[d];
      be__local *l = &r->loc[df->local];
      if (!l->cand) continue;
      if (df->inc != FE_IR_NONE) {
        be_range e = be__eval(r, df->inc, false);
        if (be__is_empty(e)) continue; /* no value yet */
        if (be__range_is_int(&e) && e.lo >= -BE_MAX_STEP && e.hi <= BE_MAX_STEP) {
          if (df->sign < 0) e = be__int(-e.hi, -e.lo); /* x - e: an integer step, never -0 */
          if (e.hi > l->up) l->up = e.hi, changed = true;
          if (-e.lo > l->down) l->down = -e.lo, changed = true;
          continue;
        }
        df->inc = FE_IR_NONE; /* not a step after all */
        changed = true;
      }
      changed |= be__join_into(&l->base, be__eval(r, r->defs[d].value, false), &l->changes, &l->round, round + 1);
    }
  }
  for (uint32_t i = 0; i < r->nloc; i++) {
    be_range x = be__local_range(r, i);
    r->loc[i].is_int = r->loc[i].cand && be__range_is_int(&x);
  }
  r->gen++; /* memo entries from now on reflect the final local ranges */
}

/* ---- across functions -------------------------------------------------------- */

/* May control reach the end of statement n?  Conservative: true unless the
 * structure rules it out.  A statement that some BREAK targets may always
 * complete (control goes just past it). */
static bool be__completes(be__ranges *r, uint32_t n) {
  const fe_ir_module *m = r->m;
  if (n == FE_IR_NONE || n >= m->nnodes) return true;
  const fe_ir_node *x = &m->nodes[n];
  if (r->brk[n]) return true;
  switch (x->op) {
  case FE_IR_RETURN: case FE_IR_BREAK: case FE_IR_CONTINUE: case FE_IR_THROW: return false;
  case FE_IR_BLOCK:
    for (uint32_t i = 0; i < x->c; i++)
      if (!be__completes(r, m->extra[x->b + i])) return false;
    return true;
  case FE_IR_IF:
    return x->c == FE_IR_NONE || be__completes(r, x->b) || be__completes(r, x->c);
  case FE_IR_WHILE: case FE_IR_FOR: { /* without a condition (or `true`), only a break leaves */
    uint32_t c = x->op == FE_IR_WHILE ? x->a : x->b;
    if (c == FE_IR_NONE) return false;
    return !(c < m->nnodes && m->nodes[c].op == FE_IR_BOOL && m->nodes[c].a != 0);
  }
  case FE_IR_SWITCH: { /* bodies fall through: only the last one reaches the end */
    bool def = false;
    for (uint32_t i = 0; i < x->c; i++) {
      uint32_t cs = m->extra[x->b + i];
      if (cs < m->nnodes && m->nodes[cs].op == FE_IR_CASE && m->nodes[cs].a == FE_IR_NONE) def = true;
    }
    if (!def || x->c == 0) return true;
    uint32_t last = m->extra[x->b + x->c - 1];
    return last >= m->nnodes || be__completes(r, m->nodes[last].b);
  }
  default: return true;
  }
}

/* Marks the parameters the current function assigns. */
static void be__assign_visit(be__ranges *r, uint32_t n) {
  const fe_ir_node *x = &r->m->nodes[n];
  if ((x->op == FE_IR_SET_LOCAL || (x->op == FE_IR_UPDATE && x->b == 0)) && x->a < r->f->nparams)
    r->par[r->f->locals + x->a].assigned = true;
}

/* Is argument `arg`, passed at position i of a call from the current function
 * to itself, the parameter's own value plus a small constant (*step, maybe 0)? */
static bool be__self_step(be__ranges *r, uint32_t i, uint32_t arg, double *step) {
  const fe_ir_module *m = r->m;
  if (r->par[r->f->locals + i].assigned || arg >= m->nnodes) return false;
  const fe_ir_node *a = &m->nodes[arg];
  *step = a->op == FE_IR_LOCAL && a->a == i ? 0 : be__step_of(m, i, arg);
  return a->op == FE_IR_LOCAL ? a->a == i : *step != 0;
}

static bool be__num_param(const fe_ir_module *m, const fe_ir_func *g, uint32_t i) {
  return i < g->nparams && be__is_num(m, m->locals[g->locals + i].type);
}

/* Records the steps of the current function's self-calls. */
static void be__step_visit(be__ranges *r, uint32_t n) {
  const fe_ir_module *m = r->m;
  const fe_ir_node *x = &m->nodes[n];
  if (x->op != FE_IR_CALL || x->a != r->fi) return;
  for (uint32_t i = 0; i < x->c; i++) {
    double c;
    if (!be__num_param(m, r->f, i) || !be__self_step(r, i, m->extra[x->b + i], &c)) continue;
    be__param *p = &r->par[r->f->locals + i];
    if (c > p->up) p->up = c;
    if (-c > p->down) p->down = -c;
  }
}

/* After be__analyse: joins what the current function passes and returns. */
static void be__flow_visit(be__ranges *r, uint32_t n) {
  const fe_ir_module *m = r->m;
  const fe_ir_node *x = &m->nodes[n];
  if (x->op == FE_IR_CALL && x->a < m->nfuncs && r->fn[x->a].closed) {
    const fe_ir_func *g = &m->funcs[x->a];
    for (uint32_t i = 0; i < x->c; i++) {
      uint32_t arg = m->extra[x->b + i];
      double c;
      if (!be__num_param(m, g, i) || (x->a == r->fi && be__self_step(r, i, arg, &c))) continue;
      be__param *p = &r->par[g->locals + i];
      r->changed |= be__join_into(&p->in, be__eval(r, arg, true), &p->changes, &p->round, r->round);
    }
  } else if (x->op == FE_IR_RETURN && r->fn[r->fi].num_ret) {
    be__fn *f = &r->fn[r->fi];
    be_range v = x->a == FE_IR_NONE ? be__exact(NAN) : be__eval(r, x->a, true);
    r->changed |= be__join_into(&f->ret, v, &f->changes, &f->round, r->round);
  }
}

/* The module-level fixpoint (see "Across functions" at the top).  On any
 * failure r->fn stays NULL: every parameter and call is the full range. */
static void be__module(be__ranges *r) {
  const fe_ir_module *m = r->m;
  uint32_t nf = m->nfuncs;
  r->fn = calloc(nf ? nf : 1, sizeof *r->fn);
  r->par = calloc(m->nlocals ? m->nlocals : 1, sizeof *r->par);
  uint32_t *order = malloc((nf ? nf : 1) * sizeof *order);
  if (!r->fn || !r->par || !r->brk || !order) goto off;

  uint32_t k = 0;
  for (uint32_t i = 0; i < nf; i++) {
    const fe_ir_func *f = &m->funcs[i];
    if (f->locals + (uint64_t)f->nlocals > m->nlocals || f->nparams > f->nlocals) goto off;
    r->fn[i].closed = !(f->flags & (FE_IR_FN_MAIN | FE_IR_FN_EXPORTED));
    r->fn[i].num_ret = !(f->flags & FE_IR_FN_MAIN) && be__is_num(m, fe_ir_func_ret(m, f));
    r->fn[i].ret = be__empty;
    if (f->flags & FE_IR_FN_MAIN) order[k++] = i; /* callers before callees, roughly */
  }
  for (uint32_t i = 0; i < nf; i++)
    if (!(m->funcs[i].flags & FE_IR_FN_MAIN)) order[k++] = i;
  for (uint32_t i = 0; i < m->nlocals; i++) r->par[i].in = be__empty;
  for (uint32_t i = 0; i < m->nnodes; i++) {
    const fe_ir_node *x = &m->nodes[i];
    if ((x->op == FE_IR_FUNC || x->op == FE_IR_CLOSURE || x->op == FE_IR_BIND) && x->a < nf) r->fn[x->a].closed = false;
    /* (a method call of a function no class lists: only in IR from elsewhere,
       but codegen passes its arguments as doubles) */
    if ((x->op == FE_IR_CALL_METHOD || x->op == FE_IR_VCALL) && x->a < nf) r->fn[x->a].closed = false;
    if (x->op == FE_IR_CALL && x->a < nf && x->c != m->funcs[x->a].nparams) r->fn[x->a].closed = false;
  }
  /* Methods and constructors are called with the object as environment. */
  for (uint32_t i = 0; i < m->nclasses; i++) {
    const fe_ir_class *kc = &m->classes[i];
    for (uint32_t j = 0; j < kc->nmethods && kc->methods + (uint64_t)j < m->nextra; j++)
      if (m->extra[kc->methods + j] < nf) r->fn[m->extra[kc->methods + j]].closed = false;
    if (kc->ctor < nf) r->fn[kc->ctor].closed = false;
  }
  for (uint32_t i = 0; i < nf; i++) {
    r->f = &m->funcs[i];
    r->fi = i;
    be__walk(r, r->f->body, be__assign_visit);
  }
  for (uint32_t i = 0; i < nf; i++) {
    r->f = &m->funcs[i];
    r->fi = i;
    be__walk(r, r->f->body, be__step_visit);
    if (r->fn[i].num_ret && be__completes(r, r->f->body)) r->fn[i].ret = be__exact(NAN);
  }

  for (int round = 0; round < BE_MAX_MODULE_ROUNDS; round++) {
    r->changed = false;
    r->round = round + 1;
    for (uint32_t j = 0; j < nf; j++) {
      be__analyse(r, order[j]);
      be__walk(r, m->funcs[order[j]].body, be__flow_visit);
    }
    if (!r->changed) {
      free(order);
      return;
    }
  }
off: /* out of memory or no fixpoint: every function is on its own */
  free(order);
  free(r->fn);
  free(r->par);
  r->fn = NULL;
  r->par = NULL;
}

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
  r->brk = calloc(m->nnodes ? m->nnodes : 1, sizeof *r->brk);
  if (r->brk)
    for (uint32_t i = 0; i < m->nnodes; i++)
      if (m->nodes[i].op == FE_IR_BREAK && m->nodes[i].a < m->nnodes) r->brk[m->nodes[i].a] = true;
  be__module(r);
  return r;
}

void be__ranges_free(be__ranges *r) {
  if (!r) return;
  free(r->memo);
  free(r->stamp);
  free(r->loc);
  free(r->zero);
  free(r->copy);
  free(r->defs);
  free(r->fn);
  free(r->par);
  free(r->brk);
  free(r);
}

void be__ranges_func(be__ranges *r, uint32_t func) { be__analyse(r, func); }

void be__ranges_func_assume(be__ranges *r, uint32_t func, uint64_t int32_params) {
  r->assume = int32_params;
  be__analyse(r, func);
  r->assume = 0;
}

be_range be__range_of(be__ranges *r, uint32_t node) { return be__eval(r, node, true); }

bool be__local_is_int(const be__ranges *r, uint32_t slot) {
  return slot < r->nloc && r->loc[slot].is_int;
}

bool be__param_is_int(const be__ranges *r, uint32_t func, uint32_t i) {
  if (!r || !r->fn || func >= r->m->nfuncs || !r->fn[func].closed) return false;
  be_range x = be__entry_range(r, func, i);
  return be__range_is_int(&x);
}

bool be__func_closed(const be__ranges *r, uint32_t func) {
  return r && r->fn && func < r->m->nfuncs && r->fn[func].closed;
}

bool be__ret_is_int(const be__ranges *r, uint32_t func) {
  if (!r || !r->fn || func >= r->m->nfuncs || !r->fn[func].closed || !r->fn[func].num_ret) return false;
  be_range x = be__call_range(r, func);
  return be__range_is_int(&x);
}
