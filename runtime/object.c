/* object.c - heap objects other than strings: class instances, closures, environments, arrays. */
#include "rt_internal.h"

#include <string.h>

rt_object *rt_object_new(const rt_class *cls) {
  uint32_t size = cls->size > 16 + 8 * cls->nslots ? cls->size : 16 + 8 * cls->nslots;
  rt_object *o = rt_alloc(RT_KIND_OBJECT, size);
  o->cls = cls;
  return o;
}

rt_closure *rt_closure_new(void *fn, void *env, const rt_str *name) {
  rt_closure *c = rt_alloc(RT_KIND_CLOSURE, sizeof *c);
  c->fn = fn;
  c->env = env;
  c->name = name;
  return c;
}

rt_env *rt_env_new(uint32_t n) {
  rt_env *e = rt_alloc(RT_KIND_ENV, sizeof *e + (size_t)n * sizeof(rt_value));
  e->n = n;
  for (uint32_t i = 0; i < n; i++) e->slots[i] = RT_UNDEFINED;
  return e;
}

/* ---- arrays --------------------------------------------------------------- */

#define MAX_LENGTH 0xFFFFFFFFu

uint32_t rt_array_elem_size(uint32_t elem) {
  return elem == RT_ELEM_U8 ? 1 : elem == RT_ELEM_I32 ? 4 : 8;
}

/* Moves a's elements to a new store of exactly `capacity` (>= length) elements. */
static void store_replace(rt_array *a, uint32_t capacity) {
  size_t esz = rt_array_elem_size(a->elem);
  void *data = NULL;
  if (capacity) {
    if ((uint64_t)capacity * esz > ((uint64_t)1 << 36)) rt_throw_error("RangeError", "Invalid array length");
    rt__store *st = rt_alloc(RT_KIND_STORE, sizeof *st + capacity * esz); /* a stays reachable */
    st->elem = a->elem;
    st->capacity = capacity;
    data = st + 1;
    if (a->length) memcpy(data, a->data, a->length * esz);
  }
  a->data = data;
  a->capacity = capacity;
}

rt_array *rt_array_new(uint32_t elem, uint32_t capacity) {
  rt_array *a = rt_alloc(RT_KIND_ARRAY, sizeof *a);
  a->elem = (uint8_t)elem;
  if (capacity) store_replace(a, capacity);
  return a;
}

rt_array *rt_typed_array_new(uint32_t elem, uint32_t length) {
  rt_array *a = rt_array_new(elem, length);
  a->flags = RT_ARRAY_TYPED;
  a->length = length;
  return a;
}

void rt_array_reserve(rt_array *a, uint32_t capacity) {
  if (capacity <= a->capacity) return;
  uint64_t grown = a->capacity < 4 ? 8 : (uint64_t)a->capacity + a->capacity / 2;
  store_replace(a, (uint32_t)(grown > capacity ? (grown > MAX_LENGTH ? MAX_LENGTH : grown) : capacity));
}

void rt_array_set_length(rt_array *a, uint32_t length) {
  size_t esz = rt_array_elem_size(a->elem);
  if (length > a->length) {
    rt_array_reserve(a, length); /* the new elements are already zero */
    if (a->elem == RT_ELEM_VALUE)
      for (uint32_t i = a->length; i < length; i++) ((rt_value *)a->data)[i] = RT_UNDEFINED;
    a->length = length;
    return;
  }
  /* Elements past the length stay zero, so the collector sees no stale references. */
  if (a->length > length)
    memset((char *)a->data + (size_t)length * esz, 0, (size_t)(a->length - length) * esz);
  a->length = length;
  if (a->capacity > 16 && length < a->capacity / 4) store_replace(a, length < 8 ? 8 : length * 2);
}

static inline void *push_slot(rt_array *a) {
  if (a->length == a->capacity) {
    if (a->length == MAX_LENGTH) rt_throw_error("RangeError", "Invalid array length");
    rt_array_reserve(a, a->length + 1);
  }
  return (char *)a->data + (size_t)a->length++ * rt_array_elem_size(a->elem);
}

void rt_array_push_f64(rt_array *a, double d) { *(double *)push_slot(a) = d; }
void rt_array_push_i32(rt_array *a, int32_t i) {
  void *p = push_slot(a);
  if (a->elem == RT_ELEM_U8) *(uint8_t *)p = (uint8_t)i;
  else *(int32_t *)p = i;
}
void rt_array_push_value(rt_array *a, rt_value v) { *(rt_value *)push_slot(a) = v; }
