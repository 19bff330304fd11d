/* classval.c - classes used as values: instanceof through a class object (see RT_CLASS_CTOR in kiln_rt.h). */
#include "rt_internal.h"

#include <stdio.h>

/* v instanceof K, K a class object: the chain of v's class reaches the
 * class of K's prototype instance. */
bool rt_class_instanceof(rt_value v, rt_object *ctor) {
  if (!ctor || !(ctor->cls->flags & RT_CLASS_CTOR))
    rt_throw_error("TypeError", "Right-hand side of 'instanceof' is not callable");
  const rt_object *proto = (const rt_object *)(uintptr_t)ctor->slots[RT_CTOR_PROTO];
  return proto && rt_instanceof(v, proto->cls);
}

/* ---- functions passed through `any` ----
 *
 * A compiled closure's native signature depends on its parameter types,
 * which a value of type `any` no longer knows.  So a function converted to
 * `any` is boxed as an object of rt__anyfn_class (flag RT_CLASS_ANYFN): slot
 * 0 an adapter closure (args: rt_array * of VALUE) -> rt_value that checks
 * and converts the arguments (as an `any` meeting a static type) and calls
 * the function, slot 1 the function itself (console.log prints it, typeof
 * says "function"). */
static const uint64_t anyfn_refs[1] = {3};
static const uint8_t anyfn_types[2] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
RT__STATIC_STR(s_anyfn, "Function");
const rt_class rt__anyfn_class = {RT_GC_STATIC, RT_ABI_VERSION, RT__STR(s_anyfn), NULL, 32, 2, anyfn_refs, NULL,
                                  anyfn_types, NULL, 0, RT_CLASS_ANYFN, NULL};

rt_value rt_any_fn_wrap(rt_closure *adapter, rt_closure *fn) {
  rt_object *o = rt_object_new(&rt__anyfn_class);
  o->slots[0] = (uint64_t)(uintptr_t)adapter;
  o->slots[1] = (uint64_t)(uintptr_t)fn;
  return rt_box_object(o);
}

bool rt__is_anyfn(rt_value v) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return false;
  const rt_object *o = rt_unbox_object(v);
  return o && rt_heap_kind(o) == RT_KIND_OBJECT && o->cls == &rt__anyfn_class;
}

const rt_closure *rt__anyfn_target(rt_value v) {
  return (const rt_closure *)(uintptr_t)((const rt_object *)rt_unbox_object(v))->slots[1];
}

rt_value rt__anyfn_call(rt_value f, int32_t n, const rt_value *args) {
  const rt_object *o = rt_unbox_object(f);
  const rt_closure *ad = (const rt_closure *)(uintptr_t)o->slots[0];
  rt_array *a = rt_array_create(3 /* RT_ELEM_VALUE */, rt_box_number(0));
  for (int32_t i = 0; i < n; i++) rt_array_push(a, args[i]);
  return ((rt_value(*)(void *, rt_array *))ad->fn)(ad->env, a);
}

/* f(args) where f is an `any`; what is the callee's source text, for the
 * message Node gives when it is not a function. */
rt_value rt_any_call(rt_value f, const rt_str *what, int32_t n, const rt_value *args) {
  if (rt__is_anyfn(f)) return rt__anyfn_call(f, n, args);
  char msg[300];
  int len = what->flags & RT_STR_WIDE ? 0 : (int)(what->len < 200 ? what->len : 200);
  const rt_object *o = (f >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(f) : NULL;
  if (rt__is_function(f))
    snprintf(msg, sizeof msg, "Kiln cannot call %.*s: a function of unknown parameter types passed through a value of type any",
             len, (const char *)rt_str_bytes(what));
  else if (o && rt_heap_kind(o) == RT_KIND_OBJECT && (o->cls->flags & RT_CLASS_CTOR)) {
    const rt_str *nm = (const rt_str *)(uintptr_t)o->slots[RT_CTOR_NAME];
    int nl = !nm || (nm->flags & RT_STR_WIDE) ? 0 : (int)(nm->len < 200 ? nm->len : 200);
    snprintf(msg, sizeof msg, "Class constructor %.*s cannot be invoked without 'new'", nl, nl ? (const char *)rt_str_bytes(nm) : "");
  } else
    snprintf(msg, sizeof msg, "%.*s is not a function", len, (const char *)rt_str_bytes(what));
  rt_throw_error("TypeError", msg);
}

/* f.name: the name Node gives the function (its declaration's, or the
 * variable's or property's it was first assigned to), "" if none. */
RT__STATIC_STR(s_no_name, "");
const rt_str *rt_fn_name(const rt_closure *f) {
  if (!f) rt_throw_error("TypeError", "Cannot read properties of undefined (reading 'name')");
  return f->name ? f->name : RT__STR(s_no_name);
}
