/* util.c - the native half of node:util and node:assert (their TypeScript is frontend/lib/ (assert.ts, util.ts)).
 *
 * What the TypeScript cannot say about a value it holds as `unknown`: its
 * kind (util.types, assert's dispatch on the `expected` argument), whether
 * it is an instance of a class given as a value, util.inspect with options
 * and util.format (inspect.c and console.c do the work), and deep equality
 * (lib/internal/util/comparisons.js: isDeepEqual, isDeepStrictEqual).
 *
 * Deep equality walks the values' run-time representations as inspect.c
 * does.  Strict mode compares primitives with Object.is and requires the
 * same prototype: two plain objects (object literals, JSON shapes,
 * dictionaries), two instances of the same class, two arrays of the same
 * kind.  Loose mode compares primitives with == and ignores prototypes.
 * Objects compare their own enumerable properties whatever their order;
 * arrays element by element (a hole equals only a hole);
 * Dates their time values, RegExps their source, flags and lastIndex,
 * errors their name and message too; Maps and Sets their entries, an
 * object key matching a deep-equal key of the other.  A pair of objects
 * met again while it is being compared (a cycle) counts as equal. */
#include "rt_internal.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* runtime/promise.c's class, weak: a program without promises links no event loop. */
extern const rt_class rt__promise_class __attribute__((weak));

/* ---- kinds ------------------------------------------------------------------ */

/* What util.types and assert ask of a value; the TypeScript side
 * (frontend/lib/util.ts) names the same numbers. */
enum {
  KIND_PRIMITIVE, KIND_REGEXP, KIND_DATE, KIND_PROMISE, KIND_MAP, KIND_SET, KIND_ERROR,
  KIND_CLASS, KIND_FUNCTION, KIND_ARRAY, KIND_OBJECT, KIND_TYPED, KIND_WEAKMAP, KIND_WEAKSET
};

static const void *object_of(rt_value v) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT || rt__is_bigint(v)) return NULL;
  return rt_unbox_object(v);
}

static bool is_date(const void *p) {
  double t;
  return rt__date_number(p, &t);
}

double rt_util_kind(rt_value v) {
  if (rt__is_function(v)) return KIND_FUNCTION;
  const void *p = object_of(v);
  if (!p) return KIND_PRIMITIVE;
  switch (rt_heap_kind(p)) {
  case RT_KIND_ARRAY: return (((const rt_array *)p)->flags & RT_ARRAY_TYPED) ? KIND_TYPED : KIND_ARRAY;
  case RT_KIND_MAP: {
    uint32_t f = ((const rt_map *)p)->flags;
    if (f & RT_MAP_WEAK) return (f & RT_MAP_SET) ? KIND_WEAKSET : KIND_WEAKMAP;
    return (f & RT_MAP_SET) ? KIND_SET : KIND_MAP;
  }
  case RT_KIND_OBJECT: break;
  default: return KIND_PRIMITIVE;
  }
  const rt_object *o = p;
  if (o->cls == &rt__regexp_class) return KIND_REGEXP;
  if (is_date(p)) return KIND_DATE;
  if (&rt__promise_class && o->cls == &rt__promise_class) return KIND_PROMISE;
  if (rt__is_error(p)) return KIND_ERROR;
  if (o->cls->flags & RT_CLASS_CTOR) return KIND_CLASS;
  if (o->cls->flags & RT_CLASS_ANYFN) return KIND_FUNCTION;
  return KIND_OBJECT;
}

/* v instanceof ctor, for a class given as a value (false for anything else). */
bool rt_util_instance_of(rt_value v, rt_value ctor) {
  const rt_object *k = object_of(ctor);
  if (!k || rt_heap_kind(k) != RT_KIND_OBJECT || !(k->cls->flags & RT_CLASS_CTOR)) return false;
  return rt_class_instanceof(v, (rt_object *)k);
}

/* The class a class value stands for (its prototype instance's class). */
static const rt_class *ctor_class(rt_value ctor) {
  const rt_object *k = object_of(ctor);
  if (!k || rt_heap_kind(k) != RT_KIND_OBJECT || !(k->cls->flags & RT_CLASS_CTOR)) return NULL;
  const rt_object *proto = (const rt_object *)(uintptr_t)k->slots[RT_CTOR_PROTO];
  return proto ? proto->cls : NULL;
}

/* Error.isPrototypeOf(ctor): a class that extends Error (not Error itself). */
bool rt_util_extends_error(rt_value ctor) {
  const rt_class *k = ctor_class(ctor);
  return k && (k->flags & RT_CLASS_ERROR) && k->parent;
}

/* The name of a class value, of a function, or of the class of an object
 * (value.constructor.name); "" when there is none. */
const rt_str *rt_util_name_of(rt_value v) {
  static const rt_str *empty;
  if (!empty) empty = rt__str_from_ascii("", 0);
  if (rt__is_function(v)) return rt_fn_name(rt_unbox_function(v));
  const rt_object *o = object_of(v);
  if (!o || rt_heap_kind(o) != RT_KIND_OBJECT) return empty;
  if (o->cls->flags & RT_CLASS_CTOR) {
    const rt_str *n = (const rt_str *)(uintptr_t)o->slots[RT_CTOR_NAME];
    return n ? n : empty;
  }
  if (o->cls->flags & RT_CLASS_ANYFN) return rt_fn_name(rt__anyfn_target(v));
  const rt_class *k = o->cls;
  while (k && k->name && !k->name->len && k->parent) k = k->parent;
  return k && k->name && k->name->len ? k->name : rt__str_from_ascii("Object", 6);
}

/* ---- util.inspect and util.format ---------------------------------------------- */

const rt_str *rt_util_inspect(rt_value v, double depth, bool show_hidden, double break_length, double compact,
                              bool sorted, double max_array, double max_string) {
  rt__inspect_opts o;
  o.depth = depth >= INT_MAX / 2 ? INT_MAX / 2 : depth < -1 ? -1 : (int)depth;
  o.show_hidden = show_hidden;
  o.break_len = break_length >= 9007199254740992.0 ? (int64_t)1 << 53 : break_length < 0 ? 0 : (int64_t)break_length;
  o.compact = compact < 0 ? -1 : compact > 1000 ? 1000 : (int)compact;
  o.sorted = sorted;
  o.max_array = max_array >= 4294967295.0 ? UINT32_MAX : max_array < 0 ? 0 : (uint32_t)max_array;
  o.max_string = max_string >= 9007199254740992.0 ? -1 : max_string < 0 ? 0 : (int64_t)max_string;
  return rt__inspect_to_str(v, &o);
}

/* util.format(...args): args a VALUE array. */
const rt_str *rt_util_format(const rt_array *args) {
  uint32_t n = args->length;
  rt_value *v = malloc((n ? n : 1) * sizeof *v);
  if (!v) rt__oom(n * sizeof *v);
  for (uint32_t i = 0; i < n; i++) v[i] = rt_array_get(args, i);
  const rt_str *s = rt__format_to_str((int32_t)n, v);
  free(v);
  return s;
}

/* ---- deep equality ------------------------------------------------------------ */

typedef struct pairs {
  const void **a, **b; /* the pairs of objects being compared, outermost first */
  uint32_t n, cap;
} pairs;

static bool deep(rt_value a, rt_value b, bool strict, pairs *memo);

static bool same_number(double x, double y, bool strict) {
  if (isnan(x) && isnan(y)) return true;
  if (strict && x == 0 && y == 0) return signbit(x) == signbit(y);
  return x == y;
}

static bool prim_equal(rt_value a, rt_value b, bool strict) {
  if (rt_value_is_number(a) && rt_value_is_number(b)) return same_number(rt_unbox_number(a), rt_unbox_number(b), strict);
  if (strict) return rt_value_strict_equals(a, b);
  return rt_value_loose_equals(a, b);
}

/* A plain object (Object.prototype its prototype): an object literal's or
 * a parsed shape, a dictionary. */
static bool plain(const rt_object *o) {
  const rt_class *k = o->cls;
  return !k->name || !k->name->len || rt__is_dict(o);
}

static bool same_proto(const rt_object *a, const rt_object *b) {
  bool pa = plain(a), pb = plain(b);
  if (pa || pb) {
    bool na = rt__is_dict(a) ? (a->flags & RT_OBJ_NULL_PROTO) != 0 : (a->cls->flags & RT__CLASS_NULL_PROTO) != 0;
    bool nb = rt__is_dict(b) ? (b->flags & RT_OBJ_NULL_PROTO) != 0 : (b->cls->flags & RT__CLASS_NULL_PROTO) != 0;
    return pa && pb && na == nb;
  }
  return a->cls == b->cls;
}

/* Own enumerable keys of a and b: as many, each of a's a key of b, equal values. */
static bool keys_equal(rt_value a, rt_value b, bool strict, pairs *memo) {
  rt_array *ka = rt_object_keys(a), *kb = rt_object_keys(b);
  if (ka->length != kb->length) return false;
  for (uint32_t i = 0; i < ka->length; i++) {
    const rt_str *k = rt_unbox_string(rt_array_get(ka, i));
    if (!rt_object_has_own(b, k)) return false;
  }
  for (uint32_t i = 0; i < ka->length; i++) {
    const rt_str *k = rt_unbox_string(rt_array_get(ka, i));
    if (!deep(rt_any_get(a, k), rt_any_get(b, k), strict, memo)) return false;
  }
  return true;
}

static rt_value elem(const rt_array *x, uint32_t i, bool *hole) {
  *hole = !rt_array_has(x, i);
  return *hole ? RT_UNDEFINED : rt_array_get(x, i);
}

static bool arrays_equal(const rt_array *x, const rt_array *y, bool strict, pairs *memo) {
  if (x->length != y->length) return false;
  bool typed = (x->flags & RT_ARRAY_TYPED) != 0;
  if (typed != ((y->flags & RT_ARRAY_TYPED) != 0)) return false;
  if (typed || strict) {
    if (typed && x->elem != y->elem) return false;
    if (strict && (x->flags & RT_ARRAY_BUFFER) != (y->flags & RT_ARRAY_BUFFER)) return false;
  }
  for (uint32_t i = 0; i < x->length; i++) {
    bool hx, hy;
    rt_value vx = elem(x, i, &hx), vy = elem(y, i, &hy);
    if (hx != hy) return false; /* (the keys differ, loosely too) */
    if (!deep(vx, vy, strict, memo)) return false;
  }
  return true;
}

/* Is there an entry of m (from position 0) whose key is deep-equal to key
 * and (for a Map) whose value is deep-equal to value? */
static bool find_deep(const rt_map *m, rt_value key, rt_value value, bool set, bool strict, pairs *memo) {
  const rt__map_entry *e = rt__map_entries(m);
  for (uint32_t i = 0; i < m->used; i++) {
    if (e[i].key == RT__MAP_DELETED) continue;
    if (deep(key, e[i].key, strict, memo) && (set || deep(value, e[i].value, strict, memo))) return true;
  }
  return false;
}

static bool maps_equal(const rt_map *x, const rt_map *y, bool strict, pairs *memo) {
  bool set = (x->flags & RT_MAP_SET) != 0;
  if (set != ((y->flags & RT_MAP_SET) != 0) || (x->flags & RT_MAP_WEAK) || (y->flags & RT_MAP_WEAK)) return x == y;
  if (x->size != y->size) return false;
  const rt__map_entry *e = rt__map_entries(x);
  for (uint32_t i = 0; i < x->used; i++) {
    if (e[i].key == RT__MAP_DELETED) continue;
    rt_value k = e[i].key;
    if (!object_of(k) && rt_map_has(y, k)) {
      if (!set && !deep(e[i].value, rt_map_get(y, k), strict, memo)) return false;
      continue;
    }
    /* an object key (or, loosely, a primitive equal to another's): a search */
    if (!object_of(k) && strict) return false;
    if (!find_deep(y, k, e[i].value, set, strict, memo)) return false;
  }
  return true;
}

static bool objects_equal(rt_value a, rt_value b, bool strict, pairs *memo) {
  const void *p = object_of(a), *q = object_of(b);
  uint32_t kp = rt_heap_kind(p), kq = rt_heap_kind(q);
  if (kp != kq) return false;
  if (kp == RT_KIND_ARRAY) return arrays_equal(p, q, strict, memo);
  if (kp == RT_KIND_MAP) return maps_equal(p, q, strict, memo);
  if (kp != RT_KIND_OBJECT) return p == q;
  const rt_object *x = p, *y = q;
  uint32_t fx = x->cls->flags & (RT_CLASS_CTOR | RT_CLASS_ANYFN | RT_CLASS_SYMBOL);
  if (fx || (y->cls->flags & (RT_CLASS_CTOR | RT_CLASS_ANYFN | RT_CLASS_SYMBOL))) return p == q; /* functions, symbols */
  if (strict && !same_proto(x, y)) return false;
  bool rx = x->cls == &rt__regexp_class, ry = y->cls == &rt__regexp_class;
  if (rx != ry) return false;
  if (rx) {
    rt_object *a1 = (rt_object *)x, *b1 = (rt_object *)y;
    if (!rt_str_equals(rt_regexp_source(a1), rt_regexp_source(b1)) ||
        !rt_str_equals(rt_regexp_flags(a1), rt_regexp_flags(b1)) || rt_regexp_last_index(a1) != rt_regexp_last_index(b1))
      return false;
  }
  double tx, ty;
  bool dx = rt__date_number(x, &tx), dy = rt__date_number(y, &ty);
  if (dx != dy) return false;
  if (dx && !(tx == ty || (isnan(tx) && isnan(ty)))) return false;
  bool ex = rt__is_error(x), ey = rt__is_error(y);
  if (ex != ey && strict) return false;
  if (ex && ey) {
    const rt_str *mx = (const rt_str *)(uintptr_t)x->slots[RT_ERROR_MESSAGE];
    const rt_str *my = (const rt_str *)(uintptr_t)y->slots[RT_ERROR_MESSAGE];
    const rt_str *nx = (const rt_str *)(uintptr_t)x->slots[RT_ERROR_NAME];
    const rt_str *ny = (const rt_str *)(uintptr_t)y->slots[RT_ERROR_NAME];
    if (!rt_str_equals(mx ? mx : rt__str_from_ascii("", 0), my ? my : rt__str_from_ascii("", 0))) return false;
    if (!rt_str_equals(nx ? nx : rt__str_from_ascii("", 0), ny ? ny : rt__str_from_ascii("", 0))) return false;
  }
  if (&rt__promise_class && (x->cls == &rt__promise_class || y->cls == &rt__promise_class)) return p == q;
  return keys_equal(a, b, strict, memo);
}

static bool deep(rt_value a, rt_value b, bool strict, pairs *memo) {
  if (a == b && !rt_value_is_number(a)) return true;
  const void *p = object_of(a), *q = object_of(b);
  if (!p || !q) {
    if (p || q) { /* loosely, an object never equals a primitive either */
      return false;
    }
    if (rt__is_function(a) || rt__is_function(b)) return a == b;
    return prim_equal(a, b, strict);
  }
  if (p == q) return true;
  for (uint32_t i = memo->n; i-- > 0;)
    if (memo->a[i] == p && memo->b[i] == q) return true; /* a cycle: equal so far */
  if (memo->n == memo->cap) {
    memo->cap = memo->cap ? memo->cap * 2 : 16;
    memo->a = realloc(memo->a, memo->cap * sizeof *memo->a);
    memo->b = realloc(memo->b, memo->cap * sizeof *memo->b);
    if (!memo->a || !memo->b) rt__oom(memo->cap * sizeof *memo->a);
  }
  memo->a[memo->n] = p;
  memo->b[memo->n] = q;
  memo->n++;
  bool r = objects_equal(a, b, strict, memo);
  memo->n--;
  return r;
}

bool rt_util_deep_equal(rt_value a, rt_value b, bool strict) {
  pairs memo = {0};
  bool r = deep(a, b, strict, &memo);
  free(memo.a);
  free(memo.b);
  return r;
}
