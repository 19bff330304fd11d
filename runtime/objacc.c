/* objacc.c - the getters and setters of an object literal as its own properties (printing, JSON.stringify, Object.keys). */
#include "rt_internal.h"

#include <string.h>

/* An object literal's class (named "") keeps its accessors as thunks named
 * "get:NAME" and "set:NAME" in its method table (the checker's acc_class).
 * For method table entry i: the accessor kinds of its property (RT__ACC_GET
 * | RT__ACC_SET) when i is the first entry of that name, else 0; *name is
 * the property's name, *getter its getter thunk or NULL. */
uint32_t rt__acc_at(const rt_class *cls, uint32_t i, const rt_str **name, void **getter) {
  if (!cls || !cls->name || cls->name->len || !cls->method_names || i >= cls->nmethods) return 0;
  const rt_str *k = cls->method_names[i];
  if (!k || k->len < 5 || (k->flags & (RT_STR_WIDE | RT_STR_ROPE))) return 0;
  const uint8_t *kb = rt_str_bytes(k);
  if ((kb[0] != 'g' && kb[0] != 's') || kb[1] != 'e' || kb[2] != 't' || kb[3] != ':') return 0;
  uint32_t kinds = 0;
  void *g = NULL;
  for (uint32_t j = 0; j < cls->nmethods; j++) {
    const rt_str *m = cls->method_names[j];
    if (!m || m->len != k->len || (m->flags & (RT_STR_WIDE | RT_STR_ROPE))) continue;
    const uint8_t *mb = rt_str_bytes(m);
    if ((mb[0] != 'g' && mb[0] != 's') || mb[1] != 'e' || mb[2] != 't' || mb[3] != ':') continue;
    if (memcmp(mb + 4, kb + 4, k->len - 4)) continue;
    if (j < i) return 0; /* the pair's first entry reports it */
    kinds |= mb[0] == 'g' ? RT__ACC_GET : RT__ACC_SET;
    if (mb[0] == 'g') g = cls->methods[j];
  }
  *name = rt__str_sub(k, 4, k->len);
  *getter = g;
  return kinds;
}
