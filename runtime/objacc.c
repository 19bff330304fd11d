/* objacc.c - the getters and setters of an object literal as its own properties (printing, JSON.stringify, Object.keys). */
#include "rt_internal.h"

#include <string.h>

/* An object literal's class (named "") keeps its accessors as thunks named
 * "get:NAME" and "set:NAME" in its method table (the checker's acc_class).
 * A data property listed after an accessor lives in a hidden slot behind
 * such thunks too, and a "val:NAME" thunk (a getter) marks it as data, so
 * that the properties enumerate in source order.  For method table entry
 * i: the accessor kinds of its property (RT__ACC_GET | RT__ACC_SET, and
 * RT__ACC_DATA) when i is the first entry of that name, else 0; *name is
 * the property's name, *getter its getter thunk or NULL. */
static bool acc_prefix(const uint8_t *b) {
  return ((b[0] == 'g' || b[0] == 's') && b[1] == 'e' && b[2] == 't' && b[3] == ':') ||
         (b[0] == 'v' && b[1] == 'a' && b[2] == 'l' && b[3] == ':');
}

uint32_t rt__acc_at(const rt_class *cls, uint32_t i, const rt_str **name, void **getter) {
  if (!cls || !cls->name || cls->name->len || !cls->method_names || i >= cls->nmethods) return 0;
  const rt_str *k = cls->method_names[i];
  if (!k || k->len < 5 || (k->flags & (RT_STR_WIDE | RT_STR_ROPE))) return 0;
  const uint8_t *kb = rt_str_bytes(k);
  if (!acc_prefix(kb)) return 0;
  uint32_t kinds = 0;
  void *g = NULL;
  for (uint32_t j = 0; j < cls->nmethods; j++) {
    const rt_str *m = cls->method_names[j];
    if (!m || m->len != k->len || (m->flags & (RT_STR_WIDE | RT_STR_ROPE))) continue;
    const uint8_t *mb = rt_str_bytes(m);
    if (!acc_prefix(mb)) continue;
    if (memcmp(mb + 4, kb + 4, k->len - 4)) continue;
    if (j < i) return 0; /* the pair's first entry reports it */
    kinds |= mb[0] == 'g' ? RT__ACC_GET : mb[0] == 's' ? RT__ACC_SET : RT__ACC_DATA;
    if (mb[0] == 'g') g = cls->methods[j];
  }
  *name = rt__str_sub(k, 4, k->len);
  *getter = g;
  return kinds;
}
