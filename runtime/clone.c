/* clone.c - structuredClone(v) of the values a compiled program holds.
 *
 * The HTML structured-clone algorithm as Node applies it to Kiln's values:
 * primitives are themselves; arrays (their element storage kept), typed
 * arrays, Dates, Maps, Sets and dictionaries are copied deeply; a class
 * instance or an object literal becomes a plain object with the same own
 * data properties (#private fields are dropped, as they are no properties),
 * in a class made once per source class: the source's slot layout under an
 * empty name, no parent and no methods, so compiled code that reads fields
 * at fixed offsets still finds them.  One memo per call maps each source
 * object to its copy, so shared references and cycles are kept.  Functions,
 * class objects, errors and objects with accessors cannot be cloned here and
 * throw (Node throws a DataCloneError for functions). */
#include "rt_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct plain {
  struct plain *next;
  const rt_class *from;
  rt_class *to;
} plain;
static plain *plains;
static pthread_mutex_t plains_lock = PTHREAD_MUTEX_INITIALIZER;

/* The plain-object class a clone of an instance of cls gets (cls itself for a literal's shape). */
static const rt_class *plain_of(const rt_class *cls) {
  if (!cls->parent && cls->name && cls->name->len == 0 && !cls->nmethods) return cls;
  pthread_mutex_lock(&plains_lock);
  for (plain *p = plains; p; p = p->next)
    if (p->from == cls) {
      pthread_mutex_unlock(&plains_lock);
      return p->to;
    }
  rt_class *k = calloc(1, sizeof *k);
  plain *p = malloc(sizeof *p);
  if (!k || !p) rt__oom(sizeof *k);
  *k = *cls;
  k->name = &rt__str_empty;
  k->parent = NULL;
  k->methods = NULL;
  k->nmethods = 0;
  k->method_names = NULL;
  k->flags = cls->flags & RT__CLASS_SHAPE;
  p->from = cls;
  p->to = k;
  p->next = plains;
  plains = p;
  pthread_mutex_unlock(&plains_lock);
  return k;
}

typedef struct memo {
  const void **from;
  void **to;
  uint32_t n, cap;
} memo;

static void *memo_find(const memo *m, const void *p) {
  for (uint32_t i = m->n; i-- > 0;)
    if (m->from[i] == p) return m->to[i];
  return NULL;
}

static void memo_put(memo *m, const void *from, void *to) {
  if (m->n == m->cap) {
    m->cap = m->cap ? 2 * m->cap : 16;
    m->from = realloc(m->from, m->cap * sizeof *m->from);
    m->to = realloc(m->to, m->cap * sizeof *m->to);
    if (!m->from || !m->to) rt__oom(m->cap * sizeof *m->to);
  }
  m->from[m->n] = from;
  m->to[m->n++] = to;
}

static _Noreturn void cannot(memo *m, const char *what) {
  free(m->from);
  free(m->to);
  char msg[200];
  snprintf(msg, sizeof msg, "%s could not be cloned.", what);
  rt_throw_error("Error", msg);
}

static rt_value clone(memo *m, rt_value v);

/* A raw reference element of a PTR array or a pointer slot, cloned. */
static uint64_t clone_ptr(memo *m, uint64_t x) {
  if (!x) return 0;
  uint32_t gc = *(const uint32_t *)(uintptr_t)x & 0xFF;
  if (gc == RT_KIND_STRING || *(const uint32_t *)(uintptr_t)x == RT_GC_STATIC) return x;
  if (gc != RT_KIND_ARRAY && gc != RT_KIND_OBJECT && gc != RT_KIND_MAP) cannot(m, "A function");
  return (uint64_t)(uintptr_t)rt_unbox_object(clone(m, rt_box_object((const void *)(uintptr_t)x)));
}

static rt_value clone(memo *m, rt_value v) {
  switch (v >> RT_TAG_SHIFT) {
  case RT_TAG_FUNCTION: cannot(m, "A function");
  case RT_TAG_OBJECT: break;
  default: return v; /* numbers, strings, booleans, null, undefined */
  }
  void *p = rt_unbox_object(v);
  if (!p) return v;
  void *seen = memo_find(m, p);
  if (seen) return rt_box_object(seen);
  uint32_t kind = rt_heap_kind(p);
  if (kind == RT_KIND_BIGINT) return v; /* immutable */
  if (kind == RT_KIND_ARRAY) {
    rt_array *a = p;
    rt_array *r = rt_array_new(a->elem, a->length);
    r->flags = a->flags;
    memo_put(m, a, r);
    rt_array_set_length(r, a->length);
    size_t esz = a->elem == RT_ELEM_U8 || a->elem == RT_ELEM_I8 || a->elem == RT_ELEM_U8C ? 1
               : a->elem == RT_ELEM_I16 || a->elem == RT_ELEM_U16 ? 2
               : a->elem == RT_ELEM_I32 || a->elem == RT_ELEM_U32 || a->elem == RT_ELEM_F32 ? 4 : 8;
    if (a->length) memcpy(r->data, a->data, a->length * esz);
    for (uint32_t i = 0; i < a->length; i++) {
      if (a->elem == RT_ELEM_VALUE) {
        rt_value e = ((rt_value *)a->data)[i];
        if (e != RT__HOLE) ((rt_value *)r->data)[i] = clone(m, e);
      } else if (a->elem == RT_ELEM_PTR) {
        ((uint64_t *)r->data)[i] = clone_ptr(m, ((uint64_t *)a->data)[i]);
      }
    }
    return rt_box_object(r);
  }
  if (kind == RT_KIND_MAP) {
    rt_map *src = p;
    rt_map *r = rt_map_new((src->flags & RT_MAP_SET) ? 1 : 0);
    if (src->flags & RT_MAP_WEAK) cannot(m, "A WeakMap or WeakSet");
    memo_put(m, src, r);
    for (double i = rt_map_next(src, -1, 0); i >= 0; i = rt_map_next(src, i, rt_map_seq(src, i))) {
      rt_value k = clone(m, rt_map_key_at(src, i));
      if (src->flags & RT_MAP_SET) rt_set_add(r, k);
      else rt_map_set(r, k, clone(m, rt_map_value_at(src, i)));
    }
    return rt_box_object(r);
  }
  if (kind != RT_KIND_OBJECT) cannot(m, "An object of this kind");
  rt_object *o = p;
  if (rt__date_json(o) != RT_ABSENT) {
    rt_object *d = rt_date_new(v);
    memo_put(m, o, d);
    return rt_box_object(d);
  }
  if (rt__is_dict(o)) {
    rt_object *d = rt_dict_new();
    memo_put(m, o, d);
    uint32_t n = 0;
    uint32_t *ord = rt__dict_order(o, &n);
    for (uint32_t i = 0; i < n; i++) {
      const rt__map_entry *e = &rt__map_entries(rt__dict_map(o))[ord[i]];
      rt_dict_set(d, rt_unbox_string(e->key), clone(m, e->value));
    }
    free(ord);
    return rt_box_object(d);
  }
  const rt_class *cls = o->cls;
  if (cls->flags & (RT_CLASS_ERROR | RT_CLASS_CTOR | RT_CLASS_ANYFN))
    cannot(m, cls->flags & RT_CLASS_ERROR ? "An Error (in Kiln)" : "A function");
  for (uint32_t i = 0; i < cls->nmethods && !cls->parent && cls->name && !cls->name->len; i++) {
    const rt_str *an;
    void *ag;
    if (rt__acc_at(cls, i, &an, &ag)) cannot(m, "An object with accessors (in Kiln)");
  }
  rt_object *r = rt_object_new(plain_of(cls));
  memo_put(m, o, r);
  for (uint32_t i = 0; i < cls->nslots; i++) {
    uint8_t sk = cls->slot_types ? cls->slot_types[i] : RT_SLOT_VALUE;
    if (sk == RT_SLOT_HIDDEN || !cls->slot_names || !cls->slot_names[i]) continue; /* #private: no property */
    uint64_t w = o->slots[i];
    switch (sk) {
    case RT_SLOT_VALUE: r->slots[i] = w == RT_ABSENT ? w : clone(m, w); break;
    case RT_SLOT_OBJECT: case RT_SLOT_ARRAY: case RT_SLOT_STR: r->slots[i] = clone_ptr(m, w); break;
    case RT_SLOT_FUNCTION: if (w) cannot(m, "A function"); r->slots[i] = 0; break;
    default: r->slots[i] = w; /* numbers and booleans */
    }
  }
  return rt_box_object(r);
}

rt_value rt_structured_clone(rt_value v) {
  memo m = {0};
  rt_value r = clone(&m, v);
  free(m.from);
  free(m.to);
  return r;
}
