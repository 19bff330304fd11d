/* value.c - NaN-boxed values: boxing, conversions, equality, comparison, typeof. */
#include "rt_internal.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

rt_value rt_box_number(double d) {
  if (d != d) {
    uint64_t bits;
    memcpy(&bits, &d, 8);
    return bits == RT_F64_HOLE ? RT_UNDEFINED : RT_CANONICAL_NAN; /* a number-typed place holding undefined */
  }
  rt_value v;
  memcpy(&v, &d, 8);
  return v;
}

double rt_unbox_number(rt_value v) {
  double d;
  memcpy(&d, &v, 8);
  return d;
}

rt_value rt_box_string(const rt_str *s) {
  if (s->flags & RT_STR_UNDEF) return RT_UNDEFINED;
  return (RT_TAG_STRING << RT_TAG_SHIFT) | (uint64_t)(uintptr_t)s;
}

/* ---- conversions -------------------------------------------------------- */

double rt__num_to_integer(double d) {
  if (d != d) return 0;
  d = trunc(d);
  return d == 0 ? 0 : d; /* no -0 */
}

double rt__to_integer(rt_value v) {
  if (v == RT_UNDEFINED) return 0;
  return rt__num_to_integer(rt_value_to_num(v));
}

int32_t rt_to_int32(double d) {
  if (d > -2147483649.0 && d < 2147483648.0) return (int32_t)d;
  return (int32_t)rt_to_uint32(d);
}

uint32_t rt_to_uint32(double d) {
  if (d >= 0 && d < 4294967296.0) return (uint32_t)d;
  if (!isfinite(d)) return 0;
  double m = fmod(trunc(d), 4294967296.0); /* exact */
  if (m < 0) m += 4294967296.0;
  return (uint32_t)m;
}

/* "[object Generator]" for the runtime's own objects whose class Node
 * prints as `Object [Generator]` (generators, async generators): their
 * Symbol.toStringTag.  NULL for any other object. */
const rt_str *rt__builtin_tag_str(const rt_object *o) {
  const rt_str *n = o->cls->name;
  if (!n || n->len < 10 || (n->flags & RT_STR_WIDE)) return NULL;
  n = rt__flat(n);
  const char *b = (const char *)rt_str_bytes(n);
  if (memcmp(b, "Object [", 8) || b[n->len - 1] != ']') return NULL;
  char buf[64];
  int k = snprintf(buf, sizeof buf, "[object %.*s]", (int)(n->len - 9), b + 8);
  return k > 0 && k < (int)sizeof buf ? rt__str_from_ascii(buf, (size_t)k) : NULL;
}

static const char *function_text = "function () { [native code] }";

const rt_str *rt_value_to_str(rt_value v) {
  RT__STATIC_STR(undef, "undefined");
  RT__STATIC_STR(null, "null");
  RT__STATIC_STR(object, "[object Object]");
  if (rt_value_is_number(v)) return rt_num_to_str(rt_unbox_number(v));
  switch (v >> RT_TAG_SHIFT) {
  case RT_TAG_STRING:
    return rt_unbox_string(v);
  case RT_TAG_SPECIAL:
    if (v == RT_UNDEFINED) return RT__STR(undef);
    if (v == RT_NULL) return RT__STR(null);
    return rt_bool_to_str(v == RT_TRUE);
  case RT_TAG_FUNCTION: {
    /* The source text is not kept; this is what a native function shows. */
    const rt_str *name = rt_unbox_function(v)->name;
    const rt_str *head = rt__str_from_ascii(function_text, 9);
    if (name) head = rt_str_concat(head, name);
    return rt_str_concat(head, rt__str_from_ascii(function_text + 9, strlen(function_text) - 9));
  }
  default:
    if (rt__is_bigint(v)) return rt__bigint_to_str(v);
    if (rt_heap_kind(rt_unbox_object(v)) == RT_KIND_ARRAY) return rt__array_to_str(rt_unbox_object(v));
    if (rt__special_to_str(rt_unbox_object(v))) return rt__special_to_str(rt_unbox_object(v));
    if (rt__url_to_str && rt__url_to_str(rt_unbox_object(v))) return rt__url_to_str(rt_unbox_object(v));
    if (rt__is_symbol(rt_unbox_object(v))) return rt_symbol_to_string(rt_unbox_object(v)); /* String(sym) */
    if (rt_heap_kind(rt_unbox_object(v)) == RT_KIND_MAP) {
      RT__STATIC_STR(map, "[object Map]");
      RT__STATIC_STR(set, "[object Set]");
      RT__STATIC_STR(wmap, "[object WeakMap]");
      RT__STATIC_STR(wset, "[object WeakSet]");
      uint32_t fl = ((const rt_map *)rt_unbox_object(v))->flags;
      if (fl & RT_MAP_WEAK) return (fl & RT_MAP_SET) ? RT__STR(wset) : RT__STR(wmap);
      return (fl & RT_MAP_SET) ? RT__STR(set) : RT__STR(map);
    }
    if (rt_heap_kind(rt_unbox_object(v)) == RT_KIND_OBJECT) {
      const rt_str *s = rt__object_to_str_method(rt_unbox_object(v));
      if (s) return s;
      s = rt__builtin_tag_str(rt_unbox_object(v));
      if (s) return s;
    }
    if (rt__is_error(rt_unbox_object(v))) return rt__error_to_str(rt_unbox_object(v));
    return RT__STR(object);
  }
}

double rt_value_to_num(rt_value v) {
  if (rt_value_is_number(v)) return rt_unbox_number(v);
  switch (v >> RT_TAG_SHIFT) {
  case RT_TAG_STRING:
    return rt_str_to_num(rt_unbox_string(v));
  case RT_TAG_SPECIAL:
    return v == RT_NULL || v == RT_FALSE ? 0 : v == RT_TRUE ? 1 : NAN;
  default: {
    if (rt__is_bigint(v)) return rt__bigint_to_num(v); /* Number(x); unary + on a bigint is a compile error */
    /* an object: its ToPrimitive (a Date's time, a valueOf()'s result, else
     * its string: Number([5]) is 5); a symbol or a function is NaN */
    rt_value p = rt__to_primitive_num(v);
    return p == v ? NAN : rt_value_to_num(p);
  }
  }
}

bool rt_value_truthy(rt_value v) {
  if (rt_value_is_number(v)) {
    double d = rt_unbox_number(v);
    return d == d && d != 0;
  }
  switch (v >> RT_TAG_SHIFT) {
  case RT_TAG_STRING:
    return rt_str_truthy(rt_unbox_string(v));
  case RT_TAG_SPECIAL:
    return v == RT_TRUE;
  default:
    return !rt__is_bigint(v) || rt__bigint_truthy(v);
  }
}

const rt_str *rt_typeof(rt_value v) {
  RT__STATIC_STR(number, "number");
  RT__STATIC_STR(string, "string");
  RT__STATIC_STR(undef, "undefined");
  RT__STATIC_STR(boolean, "boolean");
  RT__STATIC_STR(object, "object");
  RT__STATIC_STR(function, "function");
  if (rt_value_is_number(v)) return RT__STR(number);
  switch (v >> RT_TAG_SHIFT) {
  case RT_TAG_STRING:
    return RT__STR(string);
  case RT_TAG_SPECIAL:
    return v == RT_UNDEFINED ? RT__STR(undef) : v == RT_NULL ? RT__STR(object) : RT__STR(boolean);
  case RT_TAG_FUNCTION:
    return RT__STR(function);
  default: {
    const void *p = rt_unbox_object(v);
    RT__STATIC_STR(bigint, "bigint");
    if (p && rt_heap_kind(p) == RT_KIND_BIGINT) return RT__STR(bigint);
    RT__STATIC_STR(symbol, "symbol");
    if (rt__is_symbol(p)) return RT__STR(symbol);
    if (p && rt_heap_kind(p) == RT_KIND_OBJECT && (((const rt_object *)p)->cls->flags & (RT_CLASS_CTOR | RT_CLASS_ANYFN)))
      return RT__STR(function); /* a class used as a value, a function as an any */
    return RT__STR(object);
  }
  }
}

/* ---- operators ---------------------------------------------------------- */

double rt_num_mod(double a, double b) {
  /* Small non-negative integers are the common case (i % n). */
  if (a >= 0 && a < 2147483648.0 && b >= 1 && b < 2147483648.0) {
    int32_t ia = (int32_t)a, ib = (int32_t)b;
    if (ia == a && ib == b) return ia % ib;
  }
  return fmod(a, b);
}

bool rt_value_strict_equals(rt_value a, rt_value b) {
  if (rt_value_is_number(a)) {
    return rt_value_is_number(b) && rt_unbox_number(a) == rt_unbox_number(b);
  }
  if (a == b) return true;
  uint64_t tag = a >> RT_TAG_SHIFT;
  if (tag != b >> RT_TAG_SHIFT) return false; /* (an object against null or undefined, most often) */
  if (tag == RT_TAG_STRING) return rt_str_equals(rt_unbox_string(a), rt_unbox_string(b));
  if (tag == RT_TAG_FUNCTION) return rt_fn_same(rt_unbox_function(a), rt_unbox_function(b)); /* (an adapter is its function) */
  /* two different objects: equal only as two bigints of one value */
  if (tag == RT_TAG_OBJECT && rt__is_bigint(a) && rt__is_bigint(b)) return rt__bigint_equals(a, b);
  return false;
}

static bool is_nullish(rt_value v) { return v == RT_UNDEFINED || v == RT_NULL; }

bool rt_value_loose_equals(rt_value a, rt_value b) {
  for (;;) {
    bool an = rt_value_is_number(a), bn = rt_value_is_number(b);
    uint64_t at = a >> RT_TAG_SHIFT, bt = b >> RT_TAG_SHIFT;
    if (an && bn) return rt_unbox_number(a) == rt_unbox_number(b);
    if (rt__is_bigint(a) || rt__is_bigint(b)) {
      if (rt__is_bigint(a) && rt__is_bigint(b)) return rt__bigint_equals(a, b);
      if (rt__is_bigint(b)) {
        rt_value t = a;
        a = b, b = t;
      }
      if (rt_value_is_number(b)) return rt__bigint_equals_num(a, rt_unbox_number(b));
      if (b == RT_TRUE || b == RT_FALSE) return rt__bigint_equals_num(a, b == RT_TRUE);
      if (rt__is_string(b)) {
        bool ok = false;
        rt_value t = rt__bigint_try_from_str(rt_unbox_string(b), &ok);
        return ok && rt__bigint_equals(a, t);
      }
      return false;
    }
    if (is_nullish(a) || is_nullish(b)) return is_nullish(a) && is_nullish(b);
    if (!an && !bn && at == bt && (at != RT_TAG_SPECIAL || a == b || (a ^ b) == 1))
      return rt_value_strict_equals(a, b);
    if (a == RT_TRUE || a == RT_FALSE) {
      a = rt_box_number(a == RT_TRUE);
      continue;
    }
    if (b == RT_TRUE || b == RT_FALSE) {
      b = rt_box_number(b == RT_TRUE);
      continue;
    }
    /* an object beside a number or a string: its ToPrimitive (a valueOf()'s
     * result, else its string) */
    if ((at == RT_TAG_OBJECT && !an && (bn || bt == RT_TAG_STRING)) || (bt == RT_TAG_OBJECT && !bn && (an || at == RT_TAG_STRING))) {
      rt_value *o = at == RT_TAG_OBJECT && !an ? &a : &b, p = rt__to_primitive_default(*o);
      if (p == *o) return false; /* a symbol */
      *o = p;
      continue;
    }
    /* Remaining mixes: number/string compare as numbers; functions equal
     * only themselves. */
    if ((an && bt == RT_TAG_STRING) || (bn && at == RT_TAG_STRING))
      return rt_value_to_num(a) == rt_value_to_num(b);
    return false;
  }
}

/* ToPrimitive(v, hint) of an object: a Date's time value (hint number) or
 * its string (hint default), the result of the object's own valueOf() when
 * that is a primitive, else the string its toString gives (a user
 * toString(), an array's joined elements, "[object Object]"), so that
 * money < limit, [2] < 3 and {} <= {} compare as in JavaScript.  Anything
 * else (a primitive, a symbol, a function) is returned as it is. */
static rt_value to_primitive(rt_value v, bool hint_number) {
  double t;
  rt_value r;
  if (rt_value_is_number(v) || (v >> RT_TAG_SHIFT) != RT_TAG_OBJECT || rt__is_bigint(v)) return v;
  const void *o = rt_unbox_object(v);
  if (rt__is_symbol(o)) return v;
  if (rt__date_number(o, &t)) return hint_number ? rt_box_number(t) : rt_box_string(rt_value_to_str(v));
  if (rt_heap_kind(o) == RT_KIND_OBJECT && rt__object_value_of(o, &r)) return r;
  return rt_box_string(rt_value_to_str(v));
}

rt_value rt__to_primitive_num(rt_value v) { return to_primitive(v, true); }
rt_value rt__to_primitive_default(rt_value v) { return to_primitive(v, false); }

/* Abstract Relational Comparison: a < b (or a <= b as !(b < a)). */
bool rt_value_less(rt_value a, rt_value b, bool or_equal) {
  a = rt__to_primitive_num(a);
  b = rt__to_primitive_num(b);
  if (rt__is_string(a) && rt__is_string(b)) {
    int c = rt_str_compare(rt_unbox_string(a), rt_unbox_string(b));
    return or_equal ? c <= 0 : c < 0;
  }
  if (rt__is_bigint(a) || rt__is_bigint(b)) {
    double c;
    if (rt__is_bigint(a) && rt__is_string(b)) {
      bool ok = false;
      rt_value t = rt__bigint_try_from_str(rt_unbox_string(b), &ok);
      if (!ok) return false;
      c = rt_bigint_compare(a, t);
    } else if (rt__is_bigint(b) && rt__is_string(a)) {
      bool ok = false;
      rt_value t = rt__bigint_try_from_str(rt_unbox_string(a), &ok);
      if (!ok) return false;
      c = rt_bigint_compare(t, b);
    } else {
      c = rt_bigint_compare(a, b);
    }
    return c == c && (or_equal ? c <= 0 : c < 0);
  }
  double x = rt_value_to_num(a), y = rt_value_to_num(b);
  return or_equal ? x <= y : x < y;
}

/* JS's relational comparison of two primitives: two strings by code units,
 * anything else as numbers (NaN compares false). */
bool rt_value_compare(rt_value a, rt_value b, double op) {
  a = rt__to_primitive_num(a); /* (left first, as JS calls their valueOf()) */
  b = rt__to_primitive_num(b);
  if (op >= 2) {
    rt_value t = a;
    a = b, b = t, op -= 2;
  }
  if ((a >> RT_TAG_SHIFT) == RT_TAG_STRING && (b >> RT_TAG_SHIFT) == RT_TAG_STRING && !rt_value_is_number(a) && !rt_value_is_number(b)) {
    int r = rt_str_compare(rt_unbox_string(a), rt_unbox_string(b));
    return op == 0 ? r < 0 : r <= 0;
  }
  double x = rt_value_to_num(a), y = rt_value_to_num(b);
  return op == 0 ? x < y : x <= y;
}

/* A string or number read from an element (`xs[i].length`, `ns[i].toFixed()`):
 * a place of that type holding undefined (an index out of range) has no
 * properties, and JS throws its TypeError. */
const rt_str *rt_str_defined(const rt_str *s, const rt_str *prop) {
  if (__builtin_expect(s->flags & RT_STR_UNDEF, 0)) rt_throw_nullish(prop, false);
  return s;
}
double rt_num_defined(double d, const rt_str *prop) {
  uint64_t bits;
  memcpy(&bits, &d, sizeof bits);
  if (__builtin_expect(bits == RT_F64_HOLE, 0)) rt_throw_nullish(prop, false);
  return d;
}
