/* ifacecall.c - calls by name whose method holds its values differently.
 *
 * A call through an interface (`shape.area()`, FE_IR_PROP_CALL) finds the
 * method by name (rt_prop_method) and calls it with the signature the
 * interface gives.  A class may implement the member with another
 * representation: `parse(s: string): number` for `parse(s: string):
 * unknown` returns a double where the call expects a boxed value.  The
 * compiler writes each method's signature beside its class's method table
 * (rt_class.method_sigs) and each such call's signature at the call; when
 * they differ, rt_prop_method returns one of the two trampolines below
 * instead of the method and leaves this adapter in a thread-local for it.
 * The trampoline reads the call's arguments from the registers the System V
 * ABI put them in, converts each to what the method takes (boxing, or a
 * checked unboxing as `as` does), calls the method the same way and converts
 * its result back.
 *
 * A signature is one type: 'u' undefined, 'n' null, 'b' boolean (a byte: 0, 1 or RT_BOOL_UNDEF),
 * 'd' number (double), 's' string, 'v' a boxed value, 'o' an object,
 * 'e' an environment, 'a' T an array of T, 't' C a typed array of kind C,
 * 'f' R '(' P... ')' a function returning R; a method's is its function
 * type, without the receiver.  'u' and 'n' take no register, 'd' an XMM
 * register, the rest a general one.  Arrays and functions held differently
 * cannot be converted (their elements or their signature would be read
 * wrong): such a call throws a TypeError, as does one with more than
 * eight number arguments or nine others. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "rt_internal.h"

typedef struct iface_adapt {
  void *fn;            /* the method */
  const char *meth;    /* its signature */
  const char *site;    /* the call's */
  const rt_str *name;  /* for messages */
  struct iface_adapt *next;
} iface_adapt;

static _Thread_local const iface_adapt *pending;

/* A value in its own representation, as a register holds it. */
typedef struct {
  uint64_t g;
  double x;
} reg;

/* The end of the type starting at s. */
static const char *type_end(const char *s) {
  switch (*s) {
  case 'a': return type_end(s + 1);
  case 't': return s[1] ? s + 2 : s + 1;
  case 'f': {
    const char *p = type_end(s + 1);
    if (*p != '(') return p;
    p++;
    while (*p && *p != ')') p = type_end(p);
    return *p ? p + 1 : p;
  }
  case 0: return s;
  default: return s + 1;
  }
}

static bool same_type(const char *a, const char *b) {
  size_t la = (size_t)(type_end(a) - a), lb = (size_t)(type_end(b) - b);
  return la == lb && !memcmp(a, b, la);
}

_Noreturn static void mismatch(const iface_adapt *a, const char *what) {
  char msg[400];
  const rt_str *n = a->name;
  int len = n && !(n->flags & RT_STR_WIDE) ? (int)(n->len < 100 ? n->len : 100) : 0;
  snprintf(msg, sizeof msg, "method '%.*s' %s (kiln: this call passes %s, the method takes %s)", len,
           len ? (const char *)rt_str_bytes(n) : "", what, a->site, a->meth);
  rt_throw_error("TypeError", msg);
}

static rt_value boxed(char k, reg r) {
  switch (k) {
  case 'u': return RT_UNDEFINED;
  case 'n': return RT_NULL;
  case 'b': return (r.g & 0xff) == RT_BOOL_UNDEF ? RT_UNDEFINED : (r.g & 1) ? RT_TRUE : RT_FALSE; /* a byte */
  case 'd': return rt_box_number(r.x);
  case 's': return rt_box_string((const rt_str *)(uintptr_t)r.g);
  case 'f': return r.g ? (RT_TAG_FUNCTION << RT_TAG_SHIFT) | r.g : RT_UNDEFINED;
  case 'v': return r.g;
  default: return r.g ? (RT_TAG_OBJECT << RT_TAG_SHIFT) | r.g : RT_UNDEFINED; /* NULL: an unboxed undefined */
  }
}

static reg unboxed(const iface_adapt *a, char k, rt_value v) {
  reg r = {0, 0};
  uint64_t tag = v >> RT_TAG_SHIFT;
  switch (k) {
  case 'u': case 'n': return r;
  case 'b':
    if (v == RT_UNDEFINED) r.g = RT_BOOL_UNDEF; /* booleans are bytes that keep undefined */
    else if (v != RT_TRUE && v != RT_FALSE) mismatch(a, "got a value that is not a boolean");
    else r.g = v == RT_TRUE;
    return r;
  case 'd':
    if (rt_value_is_number(v)) r.x = rt_unbox_number(v);
    else if (v == RT_UNDEFINED) memcpy(&r.x, &(uint64_t){RT_F64_HOLE}, sizeof r.x); /* prints as undefined */
    else mismatch(a, "got a value that is not a number");
    return r;
  case 's':
    if (tag == RT_TAG_STRING) r.g = v & RT_PAYLOAD_MASK;
    else if (v == RT_UNDEFINED) r.g = (uint64_t)(uintptr_t)&rt_str_undefined;
    else mismatch(a, "got a value that is not a string");
    return r;
  case 'v': r.g = v; return r;
  case 'f':
    if (tag == RT_TAG_FUNCTION) r.g = v & RT_PAYLOAD_MASK;
    else if (v != RT_UNDEFINED) mismatch(a, "got a value that is not a function");
    return r;
  default:
    if (tag == RT_TAG_OBJECT) r.g = v & RT_PAYLOAD_MASK;
    else if (v != RT_UNDEFINED && v != RT_NULL) mismatch(a, "got a value that is not an object");
    return r;
  }
}

/* r, of type `from`, as type `to`. */
static reg convert(const iface_adapt *a, const char *from, const char *to, reg r) {
  if (same_type(from, to)) return r;
  if ((*from == 'a' || *from == 'f' || *from == 't') && (*to == 'a' || *to == 'f' || *to == 't'))
    mismatch(a, "holds an array or function argument differently");
  if (*from == 'o' && *to == 'o') return r;
  return unboxed(a, *to, boxed(*from, r));
}

static bool in_xmm(char k) { return k == 'd'; }
static bool in_none(char k) { return k == 'u' || k == 'n'; }

/* Five general registers after the receiver, eight XMM registers, then
 * (STACK_ARGS) general-register-class arguments on the stack, in order. */
#define NG 5
#define NX 8
#define STACK_ARGS 4
typedef uint64_t (*call_i)(void *, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, double, double, double, double,
                           double, double, double, double, uint64_t, uint64_t, uint64_t, uint64_t);
typedef double (*call_d)(void *, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, double, double, double, double,
                         double, double, double, double, uint64_t, uint64_t, uint64_t, uint64_t);

static reg adapt_call(const iface_adapt *a, void *self, const uint64_t *g, const double *x) {
  if (!a) rt_throw_error("TypeError", "kiln: an interface call's adapter is missing");
  const char *sr = a->site + 1, *mr = a->meth + 1; /* past 'f' */
  const char *sp = type_end(sr), *mp = type_end(mr);
  if (*sp != '(' || *mp != '(') mismatch(a, "has a signature kiln cannot read");
  sp++, mp++;
  uint64_t go[NG + STACK_ARGS] = {0};
  double xo[NX] = {0};
  unsigned gi = 0, xi = 0, gn = 0, xn = 0;
  while (*mp && *mp != ')') {
    reg r = {0, 0};
    const char *st = "u";
    if (*sp && *sp != ')') { /* the call's argument, from its register */
      st = sp;
      if (in_xmm(*sp)) {
        if (xi >= NX) mismatch(a, "has too many number parameters for an adapter");
        r.x = x[xi++];
      } else if (!in_none(*sp)) {
        if (gi >= NG + STACK_ARGS) mismatch(a, "has too many parameters for an adapter");
        r.g = g[gi++];
      }
      sp = type_end(sp);
    } /* else one the call does not pass: undefined */
    reg c = convert(a, st, mp, r);
    if (in_xmm(*mp)) {
      if (xn >= NX) mismatch(a, "has too many number parameters for an adapter");
      xo[xn++] = c.x;
    } else if (!in_none(*mp)) {
      if (gn >= NG + STACK_ARGS) mismatch(a, "has too many parameters for an adapter");
      go[gn++] = c.g;
    }
    mp = type_end(mp);
  }
  reg r = {0, 0};
  if (in_xmm(*mr))
    r.x = ((call_d)a->fn)(self, go[0], go[1], go[2], go[3], go[4], xo[0], xo[1], xo[2], xo[3], xo[4], xo[5], xo[6], xo[7],
                          go[5], go[6], go[7], go[8]);
  else
    r.g = ((call_i)a->fn)(self, go[0], go[1], go[2], go[3], go[4], xo[0], xo[1], xo[2], xo[3], xo[4], xo[5], xo[6], xo[7],
                          go[5], go[6], go[7], go[8]);
  if (*sr == 'u') return r; /* the call ignores the result (void) */
  if (*mr == 'b') {
    /* a boolean result is a byte (backend be__byte_at): 0, 1, or RT_BOOL_UNDEF
       for an undefined, which a call taking a byte keeps and one taking a
       value gets as undefined; the bits above the byte are not defined */
    r.g &= 0xff;
    if (r.g != RT_BOOL_UNDEF) r.g &= 1;
  }
  return convert(a, mr, sr, r);
}

/* The trampolines: a call whose result is a number, and every other. */
static double iface_call_d(void *self, uint64_t g1, uint64_t g2, uint64_t g3, uint64_t g4, uint64_t g5, double x0,
                           double x1, double x2, double x3, double x4, double x5, double x6, double x7, uint64_t s0,
                           uint64_t s1, uint64_t s2, uint64_t s3) {
  const iface_adapt *a = pending;
  pending = NULL;
  uint64_t g[NG + STACK_ARGS] = {g1, g2, g3, g4, g5, s0, s1, s2, s3};
  double x[NX] = {x0, x1, x2, x3, x4, x5, x6, x7};
  return adapt_call(a, self, g, x).x;
}
static uint64_t iface_call_i(void *self, uint64_t g1, uint64_t g2, uint64_t g3, uint64_t g4, uint64_t g5, double x0,
                             double x1, double x2, double x3, double x4, double x5, double x6, double x7, uint64_t s0,
                             uint64_t s1, uint64_t s2, uint64_t s3) {
  const iface_adapt *a = pending;
  pending = NULL;
  uint64_t g[NG + STACK_ARGS] = {g1, g2, g3, g4, g5, s0, s1, s2, s3};
  double x[NX] = {x0, x1, x2, x3, x4, x5, x6, x7};
  return adapt_call(a, self, g, x).g;
}

/* One adapter per method and call signature, kept for the program's life
 * (a site re-finds it after its cache moved to another class). */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static iface_adapt *adapters[256];

static const iface_adapt *adapter_of(void *fn, const char *meth, const char *site, const rt_str *name) {
  size_t h = ((uintptr_t)fn * 0x9E3779B97F4A7C15ull ^ (uintptr_t)site) >> 56;
  pthread_mutex_lock(&lock);
  iface_adapt *a = adapters[h];
  while (a && !(a->fn == fn && (a->site == site || !strcmp(a->site, site)))) a = a->next;
  if (!a) {
    a = malloc(sizeof *a);
    if (!a) rt__oom(sizeof *a);
    *a = (iface_adapt){fn, meth, site, name, adapters[h]};
    adapters[h] = a;
  }
  pthread_mutex_unlock(&lock);
  return a;
}

void *rt__iface_method(rt_site *site, void *fn, const char *meth, const char *sig, const rt_str *name) {
  site->adapt = NULL;
  if (!sig || !meth || meth == sig || !strcmp(meth, sig)) return fn;
  const iface_adapt *a = adapter_of(fn, meth, sig, name);
  site->adapt = a;
  pending = a;
  const char *sr = sig + 1;
  return sig[0] == 'f' && *sr == 'd' ? (void *)iface_call_d : (void *)iface_call_i;
}

void rt__iface_pending(const void *adapt) { pending = adapt; }

/* A method read as a value through an interface (rt_prop_get_fn): a closure
 * whose environment is the object, or, when the method holds its values
 * differently from the function type the program reads it as, one of the
 * trampolines below with an environment holding the object and the adapter. */
enum { BOUND_SELF, BOUND_ADAPT, BOUND_N };

static double bound_call_d(void *env, uint64_t g1, uint64_t g2, uint64_t g3, uint64_t g4, uint64_t g5, double x0,
                           double x1, double x2, double x3, double x4, double x5, double x6, double x7, uint64_t s0,
                           uint64_t s1, uint64_t s2, uint64_t s3) {
  const rt_env *e = env;
  uint64_t g[NG + STACK_ARGS] = {g1, g2, g3, g4, g5, s0, s1, s2, s3};
  double x[NX] = {x0, x1, x2, x3, x4, x5, x6, x7};
  return adapt_call((const iface_adapt *)(uintptr_t)e->slots[BOUND_ADAPT], (void *)(uintptr_t)e->slots[BOUND_SELF], g, x).x;
}
static uint64_t bound_call_i(void *env, uint64_t g1, uint64_t g2, uint64_t g3, uint64_t g4, uint64_t g5, double x0,
                             double x1, double x2, double x3, double x4, double x5, double x6, double x7, uint64_t s0,
                             uint64_t s1, uint64_t s2, uint64_t s3) {
  const rt_env *e = env;
  uint64_t g[NG + STACK_ARGS] = {g1, g2, g3, g4, g5, s0, s1, s2, s3};
  double x[NX] = {x0, x1, x2, x3, x4, x5, x6, x7};
  return adapt_call((const iface_adapt *)(uintptr_t)e->slots[BOUND_ADAPT], (void *)(uintptr_t)e->slots[BOUND_SELF], g, x).g;
}

rt_closure *rt__iface_bound(void *fn, rt_object *self, const char *meth, const char *sig, const rt_str *name) {
  if (!sig || !meth || meth == sig || !strcmp(meth, sig)) return rt_closure_new(fn, self, name);
  const iface_adapt *a = adapter_of(fn, meth, sig, name);
  rt_env *e = rt_env_new(BOUND_N);
  e->slots[BOUND_SELF] = (uint64_t)(uintptr_t)self; /* a bare pointer: the collector follows it */
  e->slots[BOUND_ADAPT] = (uint64_t)(uintptr_t)a;   /* malloc'd: the collector ignores it */
  void *tramp = sig[0] == 'f' && sig[1] == 'd' ? (void *)bound_call_d : (void *)bound_call_i;
  return rt_closure_new(tramp, e, name);
}

/* A method called through a value of type any (`(o as any).m(1, "x")`):
 * every argument comes boxed, and the result goes back boxed, so the call's
 * signature is "fv(v...)" and adapt_call converts each argument to what the
 * method takes.  A method of unknown signature cannot be called so. */
static const char *const boxed_sites[NG + STACK_ARGS + 1] = {
    "fv()", "fv(v)", "fv(vv)", "fv(vvv)", "fv(vvvv)", "fv(vvvvv)", "fv(vvvvvv)", "fv(vvvvvvv)", "fv(vvvvvvvv)", "fv(vvvvvvvvv)"};

rt_value rt__iface_call_boxed(void *fn, rt_object *self, const char *meth, const rt_str *name, int32_t n, const rt_value *args) {
  if (!meth) {
    int len = name->flags & RT_STR_WIDE ? 0 : (int)(name->len < 100 ? name->len : 100);
    char msg[200];
    snprintf(msg, sizeof msg, "Kiln cannot call method '%.*s' through a value of type any: its signature is not known", len,
             (const char *)rt_str_bytes(name));
    rt_throw_error("TypeError", msg);
  }
  int32_t k = n < 0 ? 0 : n > NG + STACK_ARGS ? NG + STACK_ARGS : n; /* (arguments past the method's are dropped anyway) */
  const iface_adapt *a = adapter_of(fn, meth, boxed_sites[k], name);
  uint64_t g[NG + STACK_ARGS] = {0};
  double x[NX] = {0};
  for (int32_t i = 0; i < k; i++) g[i] = args[i];
  return adapt_call(a, self, g, x).g;
}

