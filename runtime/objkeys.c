/* objkeys.c - own enumerable keys (for...in) and raw own-property reads (object rest patterns). */
#include "rt_internal.h"

#include <stdlib.h>

/* A slot that is a property of the object: named, not hidden, not absent. */
static bool own_slot(const rt_object *o, uint32_t i) {
  const rt_class *k = o->cls;
  if (!k->slot_names || !k->slot_names[i]) return false;
  if ((k->slot_types && k->slot_types[i] == RT_SLOT_HIDDEN) || rt__error_slot_hidden(o, i)) return false;
  return !((!k->slot_types || k->slot_types[i] == RT_SLOT_VALUE) && o->slots[i] == RT_ABSENT);
}

/* The keys `for (k in v)` visits, as a string[]: an array's indices of
 * present elements, an object's own properties in slot order (its class's
 * fields; methods live on the prototype and are not enumerable). */
rt_array *rt_object_keys(rt_value v) {
  rt_array *r = rt_array_new(RT_ELEM_PTR, 0);
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return r;
  const void *p = rt_unbox_object(v);
  if (!p) return r;
  if (rt_heap_kind(p) == RT_KIND_ARRAY) {
    const rt_array *a = p;
    uint32_t n = (uint32_t)rt_array_length(a);
    for (uint32_t i = 0; i < n; i++)
      if (rt_array_has(a, i)) rt_array_push(r, rt_box_string(rt_num_to_str(i)));
    return r;
  }
  if (rt_heap_kind(p) != RT_KIND_OBJECT) return r;
  const rt_object *o = p;
  if (rt__is_dict(o)) {
    uint32_t n, *pos = rt__dict_order(o, &n);
    rt_array_reserve(r, n);
    const rt__map_entry *e = rt__map_entries(rt__dict_map(o)); /* no allocation below: r has room */
    for (uint32_t i = 0; i < n; i++) rt_array_push(r, e[pos[i]].key);
    free(pos);
    return r;
  }
  uint32_t *ord = rt__shape_order(o->cls);
  for (uint32_t j = 0; j < o->cls->nslots; j++) {
    uint32_t i = ord ? ord[j] : j;
    if (own_slot(o, i)) rt_array_push(r, rt_box_string(o->cls->slot_names[i]));
  }
  free(ord);
  for (uint32_t i = 0; i < o->cls->nmethods; i++) { /* a literal's getters and setters (objacc.c) */
    const rt_str *an;
    void *ag;
    if (rt__acc_at(o->cls, i, &an, &ag)) rt_array_push(r, rt_box_string(an));
  }
  return r;
}

/* Property `name` of o as stored: an absent optional property stays absent
 * (RT_ABSENT), so a copy of it is absent too; undefined when o has no such
 * field. */
rt_value rt_object_get_own(const rt_object *o, const rt_str *name) {
  if (!o) rt_throw_error("TypeError", "Cannot destructure 'undefined' as it is undefined.");
  if (rt__is_dict(o)) return rt__dict_lookup(o, name);
  const rt_class *k = o->cls;
  for (uint32_t i = 0; k->slot_names && i < k->nslots; i++) {
    const rt_str *s = k->slot_names[i];
    if (!s || !rt__str_eq(s, name)) continue;
    if (k->slot_types && k->slot_types[i] == RT_SLOT_HIDDEN) continue;
    if ((!k->slot_types || k->slot_types[i] == RT_SLOT_VALUE) && o->slots[i] == RT_ABSENT) return RT_ABSENT;
    return rt__slot_value(o, i);
  }
  return RT_ABSENT; /* (an object of a type with fewer properties: absent too) */
}
