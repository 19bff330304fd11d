/* classval.c - classes used as values: instanceof through a class object (see RT_CLASS_CTOR in kiln_rt.h). */
#include "rt_internal.h"

/* v instanceof K, K a class object: the chain of v's class reaches the
 * class of K's prototype instance. */
bool rt_class_instanceof(rt_value v, rt_object *ctor) {
  if (!ctor || !(ctor->cls->flags & RT_CLASS_CTOR))
    rt_throw_error("TypeError", "Right-hand side of 'instanceof' is not callable");
  const rt_object *proto = (const rt_object *)(uintptr_t)ctor->slots[RT_CTOR_PROTO];
  return proto && rt_instanceof(v, proto->cls);
}
