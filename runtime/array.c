/* array.c - the Array builtins compiled code calls (JS semantics over rt_array). */
#include "rt_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Elements cross this interface boxed (rt_value); each array stores them by
 * its element kind: F64 as raw doubles (a hole is RT_F64_HOLE), PTR as raw
 * rt_str* / rt_array* (a hole is NULL), VALUE as is (a hole is RT__HOLE,
 * so console.log can tell it from a stored undefined). */

#ifndef RT__HOLE
#define RT__HOLE RT_UNDEFINED
#endif

static inline bool is_hole(const rt_array *a, uint32_t i) {
  switch (a->elem) {
  case RT_ELEM_F64: return ((const uint64_t *)a->data)[i] == RT_F64_HOLE;
  case RT_ELEM_PTR: return !((void *const *)a->data)[i];
  case RT_ELEM_VALUE: return ((const rt_value *)a->data)[i] == RT__HOLE;
  default: return false;
  }
}

static rt_array *chk(const rt_array *a, const char *what) {
  if (!a) {
    char msg[96];
    snprintf(msg, sizeof msg, "Cannot read properties of undefined (reading '%s')", what);
    rt_throw_error("TypeError", msg);
  }
  return (rt_array *)a;
}

static inline rt_value load(const rt_array *a, uint32_t i) {
  switch (a->elem) {
  case RT_ELEM_F64: {
    uint64_t bits = ((const uint64_t *)a->data)[i];
    if (bits == RT_F64_HOLE) return RT_UNDEFINED;
    double d;
    memcpy(&d, &bits, 8);
    return rt_box_number(d);
  }
  case RT_ELEM_PTR: {
    const void *p = ((void *const *)a->data)[i];
    if (!p) return RT_UNDEFINED;
    if (rt_heap_kind(p) == RT_KIND_ARRAY || rt_heap_kind(p) == RT_KIND_OBJECT || rt_heap_kind(p) == RT_KIND_MAP)
      return rt_box_object(p);
    return rt_box_string(p);
  }
  case RT_ELEM_VALUE: {
    rt_value v = ((const rt_value *)a->data)[i];
    return v == RT__HOLE ? RT_UNDEFINED : v;
  }
  default: return rt_box_number(rt__typed_get(a, i));
  }
}

static inline void store(rt_array *a, uint32_t i, rt_value v) {
  switch (a->elem) {
  case RT_ELEM_F64: {
    uint64_t bits = RT_F64_HOLE;
    if (rt_value_is_number(v)) bits = v;
    else if (v != RT_UNDEFINED || (a->flags & RT_ARRAY_TYPED)) bits = rt_box_number(rt_value_to_num(v));
    ((uint64_t *)a->data)[i] = bits;
    break;
  }
  case RT_ELEM_PTR:
    ((void **)a->data)[i] = (v >> RT_TAG_SHIFT) == RT_TAG_STRING || (v >> RT_TAG_SHIFT) == RT_TAG_OBJECT
                                ? (void *)(uintptr_t)(v & RT_PAYLOAD_MASK) : NULL;
    break;
  case RT_ELEM_VALUE: ((rt_value *)a->data)[i] = v; break;
  default: rt__typed_put(a, i, rt_value_to_num(v)); break;
  }
}

/* ToUint8Clamp: NaN and below 0 give 0, above 255 255, else the nearest
 * integer, ties to even. */
static uint8_t to_uint8_clamp(double d) {
  if (!(d > 0)) return 0;
  if (d >= 255) return 255;
  double f = floor(d), r = d - f;
  if (r > 0.5 || (r == 0.5 && fmod(f, 2) != 0)) f += 1;
  return (uint8_t)f;
}

double rt__typed_get(const rt_array *a, uint32_t i) {
  const void *p = a->data;
  switch (a->elem) {
  case RT_ELEM_F64: return ((const double *)p)[i];
  case RT_ELEM_I32: return ((const int32_t *)p)[i];
  case RT_ELEM_U8: case RT_ELEM_U8C: return ((const uint8_t *)p)[i];
  case RT_ELEM_U32: return ((const uint32_t *)p)[i];
  case RT_ELEM_I8: return ((const int8_t *)p)[i];
  case RT_ELEM_I16: return ((const int16_t *)p)[i];
  case RT_ELEM_U16: return ((const uint16_t *)p)[i];
  case RT_ELEM_F32: return ((const float *)p)[i];
  default: return NAN;
  }
}

void rt__typed_put(rt_array *a, uint32_t i, double d) {
  void *p = a->data;
  switch (a->elem) {
  case RT_ELEM_F64: ((double *)p)[i] = d; break;
  case RT_ELEM_I32: ((int32_t *)p)[i] = rt_to_int32(d); break;
  case RT_ELEM_U8: ((uint8_t *)p)[i] = (uint8_t)rt_to_uint32(d); break;
  case RT_ELEM_U32: ((uint32_t *)p)[i] = rt_to_uint32(d); break;
  case RT_ELEM_I8: ((int8_t *)p)[i] = (int8_t)rt_to_uint32(d); break;
  case RT_ELEM_I16: ((int16_t *)p)[i] = (int16_t)rt_to_uint32(d); break;
  case RT_ELEM_U16: ((uint16_t *)p)[i] = (uint16_t)rt_to_uint32(d); break;
  case RT_ELEM_F32: ((float *)p)[i] = (float)d; break;
  case RT_ELEM_U8C: ((uint8_t *)p)[i] = to_uint8_clamp(d); break;
  default: break;
  }
}

const char *rt__typed_name(uint32_t elem) {
  switch (elem) {
  case RT_ELEM_F64: return "Float64Array";
  case RT_ELEM_I32: return "Int32Array";
  case RT_ELEM_U8: return "Uint8Array";
  case RT_ELEM_U32: return "Uint32Array";
  case RT_ELEM_I8: return "Int8Array";
  case RT_ELEM_I16: return "Int16Array";
  case RT_ELEM_U16: return "Uint16Array";
  case RT_ELEM_F32: return "Float32Array";
  case RT_ELEM_U8C: return "Uint8ClampedArray";
  default: return NULL;
  }
}

/* An array seen through a type with boxed elements (a number[] or
 * string[] assigned to a (number | undefined)[], checker: arr_view) may be
 * given a value its kind cannot hold (undefined, which an F64 or PTR array
 * would store as a hole, a string in a number[]): it becomes a VALUE array
 * in place (same element size), its holes staying holes, so every alias
 * sees the value as JavaScript does. */
static void promote(rt_array *a) {
  uint64_t *w = a->data;
  for (uint32_t i = 0; i < a->length; i++) {
    if (a->elem == RT_ELEM_F64) {
      if (w[i] == RT_F64_HOLE) w[i] = RT__HOLE;
    } else {
      w[i] = w[i] ? load(a, i) : RT__HOLE;
    }
  }
  a->elem = RT_ELEM_VALUE;
  if (a->capacity) ((rt__store *)a->data - 1)->elem = RT_ELEM_VALUE; /* the collector now scans it */
}

/* store() of a value the program gives (a[i] = v, push, fill, ...). */
static inline void put(rt_array *a, uint32_t i, rt_value v) {
  if (a->elem == RT_ELEM_F64 && !(a->flags & RT_ARRAY_TYPED) && !rt_value_is_number(v)) promote(a);
  else if (a->elem == RT_ELEM_PTR && (v >> RT_TAG_SHIFT) != RT_TAG_STRING && (v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) promote(a);
  store(a, i, v);
}

/* Sets the length, filling new elements with holes. */
static void resize(rt_array *a, uint32_t length) {
  uint32_t old = a->length;
  rt_array_set_length(a, length);
  if (a->elem == RT_ELEM_F64)
    for (uint32_t i = old; i < length; i++) ((uint64_t *)a->data)[i] = RT_F64_HOLE;
  else if (a->elem == RT_ELEM_VALUE)
    for (uint32_t i = old; i < length; i++) ((rt_value *)a->data)[i] = RT__HOLE;
}

/* An array index: an integer in [0, 2^32 - 2], else -1. */
static int64_t index_of(double d) {
  if (!(d >= 0 && d <= 4294967294.0) || d != (double)(uint32_t)d) return -1;
  return (int64_t)d;
}

static uint32_t valid_length(double d) {
  if (!(d >= 0 && d <= 4294967295.0) || d != floor(d)) rt_throw_error("RangeError", "Invalid array length");
  return (uint32_t)d;
}

/* A relative index argument (slice, fill): undefined = dflt; negative counts from the end. */
static uint32_t rel_index(rt_value v, uint32_t len, uint32_t dflt) {
  if (v == RT_UNDEFINED) return dflt;
  double d = rt__to_integer(v);
  if (d < 0) d += len;
  return d < 0 ? 0 : d > len ? len : (uint32_t)d;
}

/* Arrays made frozen, sealed or not extensible (RT_ARRAY_FROZEN, SEALED,
 * NOEXT; runtime/object.c rt_object_integrity): a change that strict-mode
 * JavaScript forbids throws V8's TypeError for the first property it would
 * touch, as Node reports it.  Each mutator tests the flags once. */
#define LOCKED (RT_ARRAY_FROZEN | RT_ARRAY_SEALED | RT_ARRAY_NOEXT)
static _Noreturn void locked_assign(uint32_t i) {
  char msg[96];
  snprintf(msg, sizeof msg, "Cannot assign to read only property '%u' of object '[object Array]'", i);
  rt_throw_error("TypeError", msg);
}
static _Noreturn void locked_length(void) {
  rt_throw_error("TypeError", "Cannot assign to read only property 'length' of object '[object Array]'");
}
static _Noreturn void locked_add(uint32_t i) {
  char msg[96];
  snprintf(msg, sizeof msg, "Cannot add property %u, object is not extensible", i);
  rt_throw_error("TypeError", msg);
}
static _Noreturn void locked_delete(uint32_t i) {
  char msg[96];
  snprintf(msg, sizeof msg, "Cannot delete property '%u' of [object Array]", i);
  rt_throw_error("TypeError", msg);
}
/* The length set to n (shrinking deletes from the end, growing adds holes). */
static void locked_resize(const rt_array *a, uint32_t n) {
  if (a->flags & RT_ARRAY_FROZEN) locked_length();
  if (n < a->length && (a->flags & RT_ARRAY_SEALED)) locked_delete(a->length - 1);
}
/* splice(from, del, add items) (also shift, unshift, push). */
static void locked_splice(const rt_array *a, uint32_t from, uint32_t del, uint32_t add) {
  uint32_t len = a->length;
  if (add > del && (a->flags & RT_ARRAY_NOEXT)) locked_add(len);
  if (!(a->flags & (RT_ARRAY_FROZEN | RT_ARRAY_SEALED))) return;
  if (add < del) {
    if ((a->flags & RT_ARRAY_FROZEN) && from + del < len) locked_assign(from + add); /* the first element moved */
    locked_delete(len - 1);
  }
  if (a->flags & RT_ARRAY_FROZEN) {
    if (add) locked_assign(from);
    locked_length();
  }
}

rt_array *rt_array_create(double elem, rt_value length) {
  uint32_t n = 0;
  if (length != RT_UNDEFINED) n = valid_length(rt_value_to_num(length));
  rt_array *a = rt_array_new((uint32_t)elem, 0);
  resize(a, n);
  return a;
}

double rt_array_length(const rt_array *a) { return chk(a, "length")->length; }

double rt_array_length_set(rt_array *a, double n) {
  chk(a, "length");
  uint32_t len = valid_length(n);
  if (a->flags & LOCKED) locked_resize(a, len);
  resize(a, len);
  return n;
}

rt_value rt_array_get(const rt_array *a, double i) {
  chk(a, "0");
  int64_t k = index_of(i);
  if (k < 0 || k >= a->length) return RT_UNDEFINED;
  return load(a, (uint32_t)k);
}

rt_value rt_array_set(rt_array *a, double i, rt_value v) {
  int64_t k = index_of(i);
  chk(a, "0");
  if (k < 0) return v; /* a property, not an element: not supported, dropped */
  if ((a->flags & RT_ARRAY_TYPED) && k >= a->length) return v; /* typed arrays never grow */
  if (a->flags & LOCKED) {
    if ((k >= a->length || is_hole(a, (uint32_t)k)) && (a->flags & RT_ARRAY_NOEXT)) locked_add((uint32_t)k); /* a hole is no property */
    if (k < a->length && (a->flags & RT_ARRAY_FROZEN)) locked_assign((uint32_t)k);
  }
  if (k >= a->length) resize(a, (uint32_t)k + 1);
  put(a, (uint32_t)k, v);
  return v;
}

double rt_array_push(rt_array *a, rt_value v) {
  if (a && a->length < a->capacity && !(a->flags & (RT_ARRAY_TYPED | LOCKED))) { /* room, and v fits the storage as it is */
    uint64_t tag = v >> RT_TAG_SHIFT;
    if (a->elem == RT_ELEM_VALUE) ((rt_value *)a->data)[a->length] = v;
    else if (a->elem == RT_ELEM_PTR && (tag == RT_TAG_STRING || tag == RT_TAG_OBJECT))
      ((void **)a->data)[a->length] = (void *)(uintptr_t)(v & RT_PAYLOAD_MASK);
    else if (a->elem == RT_ELEM_F64 && rt_value_is_number(v)) ((uint64_t *)a->data)[a->length] = v;
    else goto general;
    return ++a->length;
  }
general:
  chk(a, "push");
  if (a->flags & LOCKED) locked_splice(a, a->length, 0, 1);
  if (a->length == 0xFFFFFFFFu) rt_throw_error("TypeError", "Pushing 1 elements on an array-like of length 4294967295 is disallowed, as the total surpasses 2**53-1");
  resize(a, a->length + 1);
  put(a, a->length - 1, v);
  return a->length;
}

/* A tagged template's strings array (TemplateStringsArray, read only, so
 * never resized): its raw strings' array is kept in the store word after its
 * last element, where the collector sees it. */
rt_array *rt_template_strings(rt_array *cooked, rt_array *raw) {
  rt_array_push(cooked, rt_box_object(raw));
  cooked->length--;
  cooked->flags |= RT_ARRAY_RAW;
  return cooked;
}

rt_array *rt_template_raw(const rt_array *strings) {
  if (!strings) rt_throw_error("TypeError", "Cannot read properties of undefined (reading 'raw')");
  if (!(strings->flags & RT_ARRAY_RAW) || strings->elem != RT_ELEM_PTR)
    rt_throw_error("TypeError", "Kiln: 'raw' of an array that is not a tagged template's strings");
  return ((rt_array **)strings->data)[strings->length];
}

/* String.raw: raw[0] + subs[0] + raw[1] + ... + raw[n-1], substitutions as
 * String() makes them, missing ones empty. */
const rt_str *rt_str_raw(const rt_array *raw, const rt_array *subs) {
  chk(raw, "0");
  const rt_str *r = &rt__str_empty;
  for (uint32_t i = 0; i < raw->length; i++) {
    r = rt_str_concat(r, rt_value_to_str(load(raw, i)));
    if (i + 1 < raw->length && subs && i < subs->length) r = rt_str_concat(r, rt_value_to_str(load(subs, i)));
  }
  return r;
}

rt_value rt_array_pop(rt_array *a) {
  if (a && (a->flags & LOCKED)) {
    if (!a->length && (a->flags & RT_ARRAY_FROZEN)) locked_length();
    if (a->length) locked_splice(a, a->length - 1, 1, 0);
  }
  if (!chk(a, "pop")->length) return RT_UNDEFINED;
  rt_value v = load(a, a->length - 1);
  rt_array_set_length(a, a->length - 1);
  return v;
}

rt_value rt_array_shift(rt_array *a) {
  if (a && (a->flags & LOCKED)) {
    if (!a->length && (a->flags & RT_ARRAY_FROZEN)) locked_length();
    if (a->length) locked_splice(a, 0, 1, 0);
  }
  if (!chk(a, "shift")->length) return RT_UNDEFINED;
  rt_value v = load(a, 0);
  size_t esz = rt_array_elem_size(a->elem);
  memmove(a->data, (char *)a->data + esz, (size_t)(a->length - 1) * esz);
  rt_array_set_length(a, a->length - 1);
  return v;
}

double rt_array_unshift(rt_array *a, rt_value v) {
  chk(a, "unshift");
  if (a->flags & LOCKED) locked_splice(a, 0, 0, 1);
  resize(a, a->length + 1);
  size_t esz = rt_array_elem_size(a->elem);
  memmove((char *)a->data + esz, a->data, (size_t)(a->length - 1) * esz);
  put(a, 0, v);
  return a->length;
}

static bool same_value_zero(rt_value a, rt_value b) {
  if (rt_value_is_number(a) && rt_value_is_number(b)) {
    double x = rt_unbox_number(a), y = rt_unbox_number(b);
    return x == y || (x != x && y != y);
  }
  return rt_value_strict_equals(a, b);
}

/* Object.is: SameValue (NaN is itself, +0 is not -0). */
bool rt_object_is(rt_value a, rt_value b) {
  if (rt_value_is_number(a) && rt_value_is_number(b)) {
    double x = rt_unbox_number(a), y = rt_unbox_number(b);
    if (x != x) return y != y;
    return x == y && signbit(x) == signbit(y);
  }
  return rt_value_strict_equals(a, b);
}

/* o.constructor.name: the class's name; a literal's shape is an Object's. */
const rt_str *rt_object_class_name(const rt_object *o) {
  const rt_str *n = o->cls->name;
  if (n && (o->cls->flags & RT_CLASS_ANON)) return n; /* an anonymous class expression's: "" */
  return n && n->len ? n : rt__str_from_ascii("Object", 6);
}

static uint32_t from_index(rt_value from, uint32_t len) {
  if (from == RT_UNDEFINED) return 0;
  double d = rt__to_integer(from);
  if (d < 0) d += len;
  return d < 0 ? 0 : d > len ? len : (uint32_t)d;
}

double rt_array_index_of(const rt_array *a, rt_value x, rt_value from) {
  chk(a, "indexOf");
  for (uint32_t i = from_index(from, a->length); i < a->length; i++) {
    if (is_hole(a, i)) continue; /* indexOf skips holes */
    if (rt_value_strict_equals(load(a, i), x)) return i;
  }
  return -1;
}

double rt_array_last_index_of(const rt_array *a, rt_value x, rt_value from) {
  chk(a, "lastIndexOf");
  if (!a->length) return -1;
  double start = a->length - 1.0;
  if (from != RT_UNDEFINED) {
    double d = rt__to_integer(from);
    start = d < 0 ? a->length + d : d < start ? d : start;
  }
  for (double i = start; i >= 0; i--) {
    uint32_t k = (uint32_t)i;
    if (is_hole(a, k)) continue;
    if (rt_value_strict_equals(load(a, k), x)) return i;
  }
  return -1;
}

bool rt_array_includes(const rt_array *a, rt_value x, rt_value from) {
  chk(a, "includes");
  for (uint32_t i = from_index(from, a->length); i < a->length; i++)
    if (same_value_zero(load(a, i), x)) return true;
  return false;
}

/* Arrays being joined, so a cycle joins as "" (as JS does). */
static _Thread_local const rt_array *joining[64];
static _Thread_local int njoining;

const rt_str *rt_array_join(const rt_array *a, rt_value sep) {
  chk(a, "join");
  const rt_str *s = sep == RT_UNDEFINED ? rt__str_from_ascii(",", 1) : rt_value_to_str(sep);
  for (int k = 0; k < njoining; k++)
    if (joining[k] == a) return &rt__str_empty;
  const rt_str *all = rt__str_join(a, s);
  if (all) return all;
  if (njoining == 64) rt_throw_error("RangeError", "Maximum call stack size exceeded");
  joining[njoining++] = a;
  const rt_str *r = &rt__str_empty;
  for (uint32_t i = 0; i < a->length; i++) {
    if (i) r = rt_str_concat(r, s);
    rt_value v = load(a, i);
    if (v != RT_UNDEFINED && v != RT_NULL) r = rt_str_concat(r, rt_value_to_str(v));
  }
  njoining--;
  return r;
}

/* A new array of a's kind (typed too) holding a[from..to), then `extra` more
 * elements (ordinary arrays only). */
static rt_array *copy_range(const rt_array *a, uint32_t from, uint32_t to, uint32_t extra) {
  uint32_t n = to > from ? to - from : 0;
  rt_array *r;
  if (a->flags & RT_ARRAY_TYPED) {
    r = rt_typed_array_new(a->elem, n);
    r->flags = a->flags; /* a Buffer's map or filter is a Buffer */
  } else {
    r = rt_array_new(a->elem, 0);
    rt_array_set_length(r, n + extra);
  }
  size_t esz = rt_array_elem_size(a->elem);
  if (n) memcpy(r->data, (const char *)a->data + (size_t)from * esz, (size_t)n * esz);
  return r;
}

rt_array *rt_array_slice(const rt_array *a, rt_value start, rt_value end) {
  chk(a, "slice");
  if (a->flags & RT_ARRAY_BUFFER) return rt_typed_array_subarray((rt_array *)a, start, end); /* Node's Buffer.slice */
  uint32_t from = rel_index(start, a->length, 0), to = rel_index(end, a->length, a->length);
  return copy_range(a, from, to, 0);
}

rt_array *rt_array_reverse(rt_array *a) {
  chk(a, "reverse");
  if ((a->flags & RT_ARRAY_FROZEN) && a->length > 1) locked_assign(0);
  size_t esz = rt_array_elem_size(a->elem);
  char tmp[8];
  for (uint32_t i = 0, j = a->length; i + 1 < j; i++, j--) {
    char *p = (char *)a->data + (size_t)i * esz, *q = (char *)a->data + (size_t)(j - 1) * esz;
    memcpy(tmp, p, esz);
    memcpy(p, q, esz);
    memcpy(q, tmp, esz);
  }
  return a;
}

rt_array *rt_array_fill(rt_array *a, rt_value v, rt_value start, rt_value end) {
  chk(a, "fill");
  uint32_t from = rel_index(start, a->length, 0), to = rel_index(end, a->length, a->length);
  if ((a->flags & RT_ARRAY_FROZEN) && from < to) locked_assign(from);
  for (uint32_t i = from; i < to; i++) put(a, i, v);
  return a;
}

rt_value rt_array_at(const rt_array *a, double i) {
  chk(a, "at");
  double d = rt__num_to_integer(i);
  if (d < 0) d += a->length;
  if (!(d >= 0 && d < a->length)) return RT_UNDEFINED;
  return load(a, (uint32_t)d);
}

rt_array *rt_array_concat(const rt_array *a, const rt_array *b) {
  chk(a, "concat");
  chk(b, "concat");
  uint32_t na = a->length, nb = b->length;
  if ((uint64_t)na + nb > 0xFFFFFFFFu) rt_throw_error("RangeError", "Invalid array length");
  rt_array *r = copy_range(a, 0, na, nb);
  if (b->elem == r->elem) {
    size_t esz = rt_array_elem_size(b->elem);
    if (nb) memcpy((char *)r->data + (size_t)na * esz, b->data, (size_t)nb * esz);
  } else {
    for (uint32_t i = 0; i < nb; i++) store(r, na + i, load(b, i));
  }
  return r;
}

/* a.concat(...parts), parts an array of arrays: one copy of a with every
 * part's elements after it. */
rt_array *rt_array_concat_each(const rt_array *a, const rt_array *parts) {
  chk(a, "concat");
  chk(parts, "concat");
  uint64_t total = a->length;
  for (uint32_t p = 0; p < parts->length; p++) {
    const rt_array *b = rt_unbox_object(load(parts, p));
    chk(b, "concat");
    total += b->length;
  }
  if (total > 0xFFFFFFFFu) rt_throw_error("RangeError", "Invalid array length");
  rt_array *r = copy_range(a, 0, a->length, (uint32_t)(total - a->length));
  uint32_t at = a->length;
  for (uint32_t p = 0; p < parts->length; p++) {
    const rt_array *b = rt_unbox_object(load(parts, p));
    for (uint32_t i = 0; i < b->length; i++) store(r, at++, load(b, i));
  }
  return r;
}

/* [...a, ...b]: like concat, but spreading iterates, so b's holes become
 * undefined (where the element kind can hold it: VALUE elements). */
rt_array *rt_array_concat_spread(const rt_array *a, const rt_array *b) {
  if (!b) rt_throw_error("TypeError", "Spread syntax requires ...iterable[Symbol.iterator] to be a function");
  rt_array *r = rt_array_concat(a, b);
  if (r->elem == RT_ELEM_VALUE)
    for (uint32_t i = a->length; i < r->length; i++)
      if (((rt_value *)r->data)[i] == RT__HOLE) ((rt_value *)r->data)[i] = RT_UNDEFINED;
  return r;
}

bool rt_array_is_array(rt_value v) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return false;
  const rt_array *a = rt_unbox_object(v);
  return rt_heap_kind(a) == RT_KIND_ARRAY && !(a->flags & RT_ARRAY_TYPED);
}

/* String(a) for a boxed array (value.c). */
const rt_str *rt__array_to_str(const rt_array *a) {
  if (a && (a->flags & RT_ARRAY_BUFFER)) return rt_buffer_to_string(a, RT_UNDEFINED, RT_UNDEFINED, RT_UNDEFINED);
  return rt_array_join(a, RT_UNDEFINED);
}

/* ---- sort, splice, flat ---------------------------------------------------------- */

/* a.sort(cmp): a stable sort (V8's for short arrays, see sort_short; else a
 * merge sort).  Holes and undefined go last (undefined
 * first, then holes), never passed to the comparator; without one, elements
 * compare by their strings' code units.  A comparator is a closure called as
 * double fn(env, rt_value x, rt_value y); NaN counts as 0. */
typedef struct {
  const rt_closure *cmp;
  const rt_str **keys; /* default order: each element's string */
} sort_ctx;

static bool sort_less_eq(const sort_ctx *s, rt_value x, rt_value y, uint32_t ix, uint32_t iy) {
  if (s->cmp) {
    double r = ((double (*)(void *, rt_value, rt_value))s->cmp->fn)(s->cmp->env, x, y);
    return !(r > 0);
  }
  return rt_str_compare(s->keys[ix], s->keys[iy]) <= 0;
}

/* The comparator's result for (x, y) as V8's CallCompare sees it (NaN is 0). */
static double sort_order(const sort_ctx *s, rt_value x, rt_value y, uint32_t ix, uint32_t iy) {
  if (s->cmp) {
    double r = ((double (*)(void *, rt_value, rt_value))s->cmp->fn)(s->cmp->env, x, y);
    return r != r ? 0 : r;
  }
  return rt_str_compare(s->keys[ix], s->keys[iy]);
}

/* Short arrays (under 64 elements, one TimSort run) are sorted the way V8
 * does it: the leading run (reversed if strictly descending), then binary
 * insertion of the rest.  With a consistent comparator every stable sort
 * agrees; with an inconsistent one (only 0 or 1) this gives V8's order. */
static void sort_short(const sort_ctx *s, const rt_value *v, uint32_t *idx, uint32_t m) {
  if (m < 2) return;
  uint32_t run = 2;
  bool desc = sort_order(s, v[idx[1]], v[idx[0]], idx[1], idx[0]) < 0;
  for (uint32_t i = 2; i < m; i++) {
    double o = sort_order(s, v[idx[i]], v[idx[i - 1]], idx[i], idx[i - 1]);
    if (desc ? o >= 0 : o < 0) break;
    run++;
  }
  if (desc)
    for (uint32_t i = 0, j = run - 1; i < j; i++, j--) {
      uint32_t t = idx[i];
      idx[i] = idx[j];
      idx[j] = t;
    }
  for (uint32_t start = run; start < m; start++) {
    uint32_t left = 0, right = start, pivot = idx[start];
    while (left < right) {
      uint32_t mid = left + ((right - left) >> 1);
      if (sort_order(s, v[pivot], v[idx[mid]], pivot, idx[mid]) < 0) right = mid;
      else left = mid + 1;
    }
    for (uint32_t q = start; q > left; q--) idx[q] = idx[q - 1];
    idx[left] = pivot;
  }
}

/* A typed array's default order: numeric, -0 before +0, NaN last. */
static int cmp_f64(const void *x, const void *y) {
  double a = *(const double *)x, b = *(const double *)y;
  if (a != a) return b != b ? 0 : 1;
  if (b != b) return -1;
  if (a < b) return -1;
  if (a > b) return 1;
  return signbit(b) - signbit(a) ? (signbit(a) ? -1 : 1) : 0;
}
static int cmp_i32(const void *x, const void *y) {
  int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
  return (a > b) - (a < b);
}
static int cmp_u8(const void *x, const void *y) { return *(const uint8_t *)x - *(const uint8_t *)y; }
static int cmp_u32(const void *x, const void *y) {
  uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
  return (a > b) - (a < b);
}
static int cmp_i8(const void *x, const void *y) { return *(const int8_t *)x - *(const int8_t *)y; }
static int cmp_i16(const void *x, const void *y) { return *(const int16_t *)x - *(const int16_t *)y; }
static int cmp_u16(const void *x, const void *y) { return *(const uint16_t *)x - *(const uint16_t *)y; }
static int cmp_f32(const void *x, const void *y) {
  double a = *(const float *)x, b = *(const float *)y;
  return cmp_f64(&a, &b);
}
static int (*typed_cmp(uint32_t elem))(const void *, const void *) {
  switch (elem) {
  case RT_ELEM_F64: return cmp_f64;
  case RT_ELEM_I32: return cmp_i32;
  case RT_ELEM_U32: return cmp_u32;
  case RT_ELEM_I8: return cmp_i8;
  case RT_ELEM_I16: return cmp_i16;
  case RT_ELEM_U16: return cmp_u16;
  case RT_ELEM_F32: return cmp_f32;
  default: return cmp_u8;
  }
}

/* The sort's scratch buffers, released however the sort ends: an exception
 * from the comparator unwinds through rt_array_sort, and the runtime is
 * built with -fexceptions so that this cleanup runs then too. */
typedef struct {
  rt_value *v;
  const rt_str **keys;
  uint32_t *idx;
} sort_scratch;
static void sort_scratch_free(sort_scratch *sc) {
  if (sc->keys) rt_gc_root_remove((const void *)sc->keys);
  if (sc->v) rt_gc_root_remove(sc->v);
  rt__tmp_free(sc->keys);
  rt__tmp_free(sc->idx);
  rt__tmp_free(sc->v);
}

rt_array *rt_array_sort(rt_array *a, rt_value cmp) {
  chk(a, "sort");
  if (cmp != RT_UNDEFINED && (cmp >> RT_TAG_SHIFT) != RT_TAG_FUNCTION)
    rt_throw_error("TypeError", "The comparison function must be either a function or undefined");
  if ((a->flags & RT_ARRAY_FROZEN) && a->length > 1) locked_assign(0);
  if ((a->flags & RT_ARRAY_TYPED) && cmp == RT_UNDEFINED) {
    if (a->length > 1)
      qsort(a->data, a->length, rt_array_elem_size(a->elem), typed_cmp(a->elem));
    return a;
  }
  uint32_t n = a->length, m = 0, undefs = 0, holes = 0;
  /* the values to sort, with their original positions (for the default keys) */
  __attribute__((cleanup(sort_scratch_free))) sort_scratch sc = {NULL, NULL, NULL};
  rt_value *v = rt__tmp_alloc((size_t)(n ? n : 1) * sizeof *v * 2);
  rt_value *tmp = v + n;
  rt_gc_root_add(v, 2 * (size_t)n);
  sc.v = v;
  for (uint32_t i = 0; i < n; i++) {
    if (is_hole(a, i)) { holes++; continue; }
    rt_value x = load(a, i);
    if (x == RT_UNDEFINED) { undefs++; continue; }
    v[m++] = x;
  }
  sort_ctx s = {cmp == RT_UNDEFINED ? NULL : rt_unbox_function(cmp), NULL};
  uint32_t *idx = rt__tmp_alloc((size_t)(m ? m : 1) * sizeof *idx * 2), *itmp = idx + m;
  sc.idx = idx;
  const rt_str **keys = NULL;
  if (!s.cmp) {
    keys = rt__tmp_alloc((size_t)(m ? m : 1) * sizeof *keys);
    rt_gc_root_add((const void *)keys, m);
    sc.keys = keys;
    for (uint32_t i = 0; i < m; i++) keys[i] = rt_value_to_str(v[i]);
    s.keys = keys;
  }
  for (uint32_t i = 0; i < m; i++) idx[i] = i;
  if (m < 64) sort_short(&s, v, idx, m);
  /* bottom-up merge sort of idx by v[idx] */
  for (uint32_t w = 1; m >= 64 && w < m; w *= 2) {
    for (uint32_t lo = 0; lo < m; lo += 2 * w) {
      uint32_t mid = lo + w < m ? lo + w : m, hi = lo + 2 * w < m ? lo + 2 * w : m;
      uint32_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        if (sort_less_eq(&s, v[idx[i]], v[idx[j]], idx[i], idx[j])) itmp[k++] = idx[i++];
        else itmp[k++] = idx[j++];
      }
      while (i < mid) itmp[k++] = idx[i++];
      while (j < hi) itmp[k++] = idx[j++];
    }
    uint32_t *t = idx;
    idx = itmp;
    itmp = t;
  }
  for (uint32_t i = 0; i < m; i++) tmp[i] = v[idx[i]];
  for (uint32_t i = 0; i < m; i++) store(a, i, tmp[i]);
  for (uint32_t i = 0; i < undefs; i++) store(a, m + i, RT_UNDEFINED);
  for (uint32_t i = 0; i < holes; i++) {
    uint32_t at = m + undefs + i;
    switch (a->elem) {
    case RT_ELEM_F64: ((uint64_t *)a->data)[at] = RT_F64_HOLE; break;
    case RT_ELEM_PTR: ((void **)a->data)[at] = NULL; break;
    case RT_ELEM_VALUE: ((rt_value *)a->data)[at] = RT__HOLE; break;
    default: break;
    }
  }
  return a;
}

/* a.splice(start, count, ...items): removes count elements at start (an
 * infinite count: to the end), inserts items there; returns the removed. */
rt_array *rt_array_splice(rt_array *a, rt_value start, rt_value count, int32_t n, const rt_value *items) {
  chk(a, "splice");
  uint32_t len = a->length, from = rel_index(start, len, 0);
  double dc = count == RT_UNDEFINED ? 0 : rt__to_integer(count);
  uint32_t del = dc < 0 ? 0 : dc > len - from ? len - from : (uint32_t)dc;
  rt_array *removed = copy_range(a, from, from + del, 0);
  uint32_t add = n > 0 ? (uint32_t)n : 0;
  if ((uint64_t)len - del + add > 0xFFFFFFFFu) rt_throw_error("RangeError", "Invalid array length");
  if (a->flags & LOCKED) locked_splice(a, from, del, add);
  uint32_t nlen = len - del + add;
  size_t esz = rt_array_elem_size(a->elem);
  if (add > del) rt_array_set_length(a, nlen);
  char *d = a->data;
  if (len - from - del > 0) /* an empty array has no data: NULL, even for 0 bytes */
    memmove(d + (size_t)(from + add) * esz, d + (size_t)(from + del) * esz, (size_t)(len - from - del) * esz);
  if (add < del) rt_array_set_length(a, nlen);
  for (uint32_t i = 0; i < add; i++) put(a, from + i, items[i]);
  return removed;
}

/* a.flat() of an array of arrays: one level, into an array of elem kind. */
rt_array *rt_array_flat(const rt_array *a, double elem) {
  chk(a, "flat");
  rt_array *r = rt_array_new((uint32_t)elem, 0);
  for (uint32_t i = 0; i < a->length; i++) {
    if (is_hole(a, i)) continue;
    rt_value x = load(a, i);
    const rt_array *in = (x >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(x) : NULL;
    if (in && rt_heap_kind(in) == RT_KIND_ARRAY) {
      for (uint32_t j = 0; j < in->length; j++)
        if (!is_hole(in, j)) rt_array_push(r, load(in, j));
    } else {
      rt_array_push(r, x);
    }
  }
  return r;
}

static void flat_into(rt_array *r, const rt_array *a, double depth) {
  for (uint32_t i = 0; i < a->length; i++) {
    if (is_hole(a, i)) continue;
    rt_value x = load(a, i);
    const rt_array *in = (x >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(x) : NULL;
    if (depth >= 1 && in && rt_heap_kind(in) == RT_KIND_ARRAY) flat_into(r, in, depth - 1);
    else rt_array_push(r, x);
  }
}

/* a.flat(depth): nested arrays spread `depth` levels deep (Infinity: all). */
rt_array *rt_array_flat_depth(const rt_array *a, double elem, double depth) {
  chk(a, "flat");
  rt_array *r = rt_array_new((uint32_t)elem, 0);
  flat_into(r, a, depth);
  return r;
}

bool rt_array_has(const rt_array *a, double i) {
  chk(a, "has");
  return i >= 0 && i < a->length && i == (double)(uint32_t)i && !is_hole(a, (uint32_t)i);
}

/* ---- typed arrays ------------------------------------------------------------------ */

/* new Float64Array(n) (zeros) or new Float64Array(array): each element
 * converted by the storage (elem is an RT_ELEM_F64/I32/U8). */
rt_array *rt_typed_array_create(double elem, rt_value src) {
  if ((src >> RT_TAG_SHIFT) == RT_TAG_OBJECT) {
    const rt_array *from = rt_unbox_object(src);
    if (rt_heap_kind(from) == RT_KIND_ARRAY) {
      rt_array *r = rt_typed_array_new((uint32_t)elem, from->length);
      if (from->elem == r->elem && (from->flags & RT_ARRAY_TYPED)) {
        if (from->length) memcpy(r->data, from->data, (size_t)from->length * rt_array_elem_size(r->elem));
      } else {
        for (uint32_t i = 0; i < from->length; i++) store(r, i, load(from, i));
      }
      return r;
    }
  }
  double d = src == RT_UNDEFINED ? 0 : rt__to_integer(src);
  if (!(d >= 0 && d * rt_array_elem_size((uint32_t)elem) <= (double)((uint64_t)1 << 36))) {
    char msg[96];
    const rt_str *num = rt_value_to_str(src);
    snprintf(msg, sizeof msg, "Invalid typed array length: %.*s", (int)(num->len < 40 ? num->len : 40), (const char *)rt_str_bytes(num));
    rt_throw_error("RangeError", msg);
  }
  return rt_typed_array_new((uint32_t)elem, (uint32_t)d);
}

/* a.subarray(start, end): a view of a[start..end) on the same store (the
 * collector follows an interior data pointer of a typed array). */
rt_array *rt_typed_array_subarray(rt_array *a, rt_value start, rt_value end) {
  chk(a, "subarray");
  uint32_t from = rel_index(start, a->length, 0), to = rel_index(end, a->length, a->length);
  rt_array *r = rt_typed_array_new(a->elem, 0);
  r->flags = a->flags;
  r->length = r->capacity = to > from ? to - from : 0;
  r->data = a->data ? (char *)a->data + (size_t)from * rt_array_elem_size(a->elem) : NULL;
  return r;
}

/* a.set(src, offset): copies src's elements (converted) into a at offset. */
void rt_typed_array_set(rt_array *a, const rt_array *src, rt_value offset) {
  chk(a, "set");
  chk(src, "length");
  double off = offset == RT_UNDEFINED ? 0 : rt__to_integer(offset);
  if (off < 0 || off + src->length > a->length) rt_throw_error("RangeError", "offset is out of bounds");
  uint32_t at = (uint32_t)off;
  if (src->elem == a->elem && (src->flags & RT_ARRAY_TYPED)) {
    size_t esz = rt_array_elem_size(a->elem); /* views of one store may overlap */
    if (src->length) memmove((char *)a->data + (size_t)at * esz, src->data, (size_t)src->length * esz);
    return;
  }
  for (uint32_t i = 0; i < src->length; i++) store(a, at + i, load(src, i));
}

/* ---- ES2023 copying methods and copyWithin (check_lib.inc) ------------------------- */

/* a.with(index, v): a copy with one element replaced; RangeError when the
 * (relative) index is outside the array. */
rt_array *rt_array_with(const rt_array *a, rt_value index, rt_value v) {
  chk(a, "with");
  double d = rt__to_integer(index);
  double at = d < 0 ? d + a->length : d;
  if (!(at >= 0 && at < a->length)) {
    char msg[64];
    const rt_str *s = rt_str_flat(rt_value_to_str(index));
    snprintf(msg, sizeof msg, "Invalid index : %.*s", (int)(s->len < 40 ? s->len : 40), (const char *)rt_str_bytes(s));
    rt_throw_error("RangeError", msg);
  }
  rt_array *r = copy_range(a, 0, a->length, 0);
  put(r, (uint32_t)at, v);
  return r;
}

/* a.copyWithin(target, start, end): moves a range inside the array, as memmove. */
rt_array *rt_array_copy_within(rt_array *a, rt_value target, rt_value start, rt_value end) {
  chk(a, "copyWithin");
  uint32_t len = a->length;
  uint32_t to = rel_index(target, len, 0), from = rel_index(start, len, 0), fin = rel_index(end, len, len);
  if (fin <= from || to >= len) return a;
  if (a->flags & RT_ARRAY_FROZEN) locked_assign(to);
  uint32_t count = fin - from;
  if (count > len - to) count = len - to;
  size_t esz = rt_array_elem_size(a->elem);
  memmove((char *)a->data + (size_t)to * esz, (char *)a->data + (size_t)from * esz, (size_t)count * esz);
  return a;
}

/* a number[] or string[] as a (T | undefined)[] (or another boxed element
 * type): the same array (see promote). */
rt_array *rt_array_view(rt_array *a) { return a; }
