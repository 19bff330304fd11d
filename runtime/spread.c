/* spread.c - spreads: a string's code points, a Map's entries, and arrays spread into variadic calls. */
#include "rt_internal.h"

#include <math.h>
#include <stdlib.h>

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

/* Math.max(...a) / Math.min(...a) (min != 0): the variadic builtins over the elements. */
double rt_math_max_array(const rt_array *a, double min) {
  if (!a) rt_throw_error("TypeError", "Spread syntax requires ...iterable[Symbol.iterator] to be a function");
  uint32_t n = (uint32_t)rt_array_length(a);
  double *xs = malloc((n ? n : 1) * sizeof *xs);
  if (!xs) abort();
  for (uint32_t i = 0; i < n; i++) xs[i] = rt_value_to_num(rt_array_get(a, i));
  double r = min != 0 ? rt_math_min((int32_t)n, xs) : rt_math_max((int32_t)n, xs);
  free(xs);
  return r;
}

/* a.push(...b): b's elements (as many as it had when the call began). */
double rt_array_push_all(rt_array *a, const rt_array *b) {
  if (!b) rt_throw_error("TypeError", "Spread syntax requires ...iterable[Symbol.iterator] to be a function");
  uint32_t n = (uint32_t)rt_array_length(b);
  double len = rt_array_length(a);
  if (!n && (a->flags & RT_ARRAY_FROZEN)) /* the length is still set */
    rt_throw_error("TypeError", "Cannot assign to read only property 'length' of object '[object Array]'");
  for (uint32_t i = 0; i < n; i++) len = rt_array_push(a, rt_array_get(b, i));
  return len;
}

/* console.log(...a) / console.error(...a) (err != 0). */
void rt_console_log_array(const rt_array *a, double err) {
  if (!a) rt_throw_error("TypeError", "Spread syntax requires ...iterable[Symbol.iterator] to be a function");
  uint32_t n = (uint32_t)rt_array_length(a);
  /* (malloc'd: the collector does not scan it, but every value is also an element of a, which the stack keeps) */
  rt_value *xs = malloc((n ? n : 1) * sizeof *xs);
  if (!xs) abort();
  for (uint32_t i = 0; i < n; i++) xs[i] = rt_array_get(a, i);
  if (err != 0) rt_console_error((int32_t)n, xs);
  else rt_console_log((int32_t)n, xs);
  free(xs);
}

/* The elements of b as values, in a malloc'd buffer (the collector does not
 * scan it; every value is also an element of b, which the caller keeps). */
static rt_value *spread_values(const rt_array *b, uint32_t *n) {
  if (!b) rt_throw_error("TypeError", "Spread syntax requires ...iterable[Symbol.iterator] to be a function");
  *n = (uint32_t)rt_array_length(b);
  rt_value *xs = malloc((*n ? *n : 1) * sizeof *xs);
  if (!xs) abort();
  for (uint32_t i = 0; i < *n; i++) xs[i] = rt_array_get(b, i);
  return xs;
}

/* a.unshift(...b): b's elements in front, in their order; the new length. */
double rt_array_unshift_all(rt_array *a, const rt_array *b) {
  uint32_t n;
  rt_value *xs = spread_values(b, &n);
  (void)rt_array_splice(a, rt_box_number(0), rt_box_number(0), (int32_t)n, xs);
  free(xs);
  return rt_array_length(a);
}

/* a.splice(start, count, ...items). */
rt_array *rt_array_splice_all(rt_array *a, rt_value start, rt_value count, const rt_array *items) {
  uint32_t n;
  rt_value *xs = spread_values(items, &n);
  rt_array *r = rt_array_splice(a, start, count, (int32_t)n, xs);
  free(xs);
  return r;
}

/* The numbers of a, for the variadic numeric builtins. */
static double *spread_numbers(const rt_array *a, uint32_t *n) {
  if (!a) rt_throw_error("TypeError", "Spread syntax requires ...iterable[Symbol.iterator] to be a function");
  *n = (uint32_t)rt_array_length(a);
  double *xs = malloc((*n ? *n : 1) * sizeof *xs);
  if (!xs) abort();
  for (uint32_t i = 0; i < *n; i++) xs[i] = rt_value_to_num(rt_array_get(a, i));
  return xs;
}

/* Math.hypot(...a). */
double rt_math_hypot_array(const rt_array *a) {
  uint32_t n;
  double *xs = spread_numbers(a, &n);
  double r = rt_math_hypot((int32_t)n, xs);
  free(xs);
  return r;
}

/* String.fromCharCode(...a), or String.fromCodePoint(...a) when point != 0. */
const rt_str *rt_str_from_codes_array(const rt_array *a, double point) {
  uint32_t n;
  double *xs = spread_numbers(a, &n);
  if (point != 0)
    for (uint32_t i = 0; i < n; i++) {
      double c = xs[i];
      if (!(c >= 0 && c <= 0x10FFFF && c == trunc(c))) { /* its RangeError, without leaking xs */
        free(xs);
        return rt_str_from_code_point(1, &c);
      }
    }
  const rt_str *s = point != 0 ? rt_str_from_code_point((int32_t)n, xs) : rt_str_from_char_code((int32_t)n, xs);
  free(xs);
  return s;
}
