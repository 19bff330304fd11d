/* spread.c - iterables as arrays for spreads: a string's code points, a Map's [key, value] entries. */
#include "rt_internal.h"

/* [...s]: one string per code point (a surrogate pair stays together). */
rt_array *rt_str_chars(const rt_str *s) {
  uint32_t n = s->len;
  rt_array *r = rt_array_new(RT_ELEM_PTR, n);
  for (uint32_t i = 0; i < n;) {
    uint32_t k = 1;
    if (s->flags & RT_STR_WIDE) {
      const uint16_t *u = rt_str_units(s); /* reloaded: a push may collect, never move */
      if (u[i] >= 0xD800 && u[i] < 0xDC00 && i + 1 < n && u[i + 1] >= 0xDC00 && u[i + 1] < 0xE000) k = 2;
    }
    rt_array_push(r, rt_box_string(rt_str_substring(s, rt_box_number(i), rt_box_number(i + k))));
    i += k;
  }
  return r;
}

/* [...map] and [...map.entries()]: an array of [key, value] arrays whose
 * elements are of kind `elem` (enum rt_elem: a tuple's storage). */
rt_array *rt_map_entries(const rt_map *m, double elem) {
  if (!m) rt_throw_error("TypeError", "Cannot read properties of undefined (reading 'entries')");
  rt_array *a = rt_array_new(RT_ELEM_PTR, m->size);
  for (uint32_t i = 0; i < m->used; i++) {
    const rt__map_entry *e = &rt__map_entries(m)[i];
    if (e->key == RT__MAP_DELETED) continue;
    rt_value k = e->key, v = (m->flags & RT_MAP_SET) ? e->key : e->value;
    rt_array *p = rt_array_new((uint32_t)elem, 2);
    rt_array_push(p, k);
    rt_array_push(p, v);
    rt_array_push(a, rt_box_object(p));
  }
  return a;
}
