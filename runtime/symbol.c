/* symbol.c - Symbol() values: unique objects with a description, Symbol.for's registry.
 *
 * A symbol is an rt_object of rt__symbol_class (flag RT_CLASS_SYMBOL) with
 * two hidden slots: its description (a string value, or undefined) and,
 * for a registered symbol, its key.  Identity is the object's: `===`, Map
 * keys and Set members compare symbols as Node does.  typeof answers
 * "symbol" (value.c), console.log prints Symbol(description) (inspect.c),
 * JSON.stringify skips a symbol as it does a function. */
#include "rt_internal.h"

enum { SY_DESC, SY_KEY, SY_NSLOTS };

RT__STATIC_STR(s_symbol, "Symbol");
static const rt_str *const symbol_names[SY_NSLOTS] = {NULL, NULL};
static const uint8_t symbol_types[SY_NSLOTS] = {RT_SLOT_VALUE, RT_SLOT_VALUE};
static const uint64_t symbol_refs[1] = {1u << SY_DESC | 1u << SY_KEY};
const rt_class rt__symbol_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_symbol),
                                   .size = 16 + 8 * SY_NSLOTS, .nslots = SY_NSLOTS, .refs = symbol_refs,
                                   .slot_names = symbol_names, .slot_types = symbol_types,
                                   .flags = RT_CLASS_SYMBOL};

static _Thread_local rt_object *registry; /* Symbol.for: a dictionary of key -> symbol */

static const rt_object *symbol_of(rt_value v) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return NULL;
  const rt_object *o = rt_unbox_object(v);
  return o && rt_heap_kind(o) == RT_KIND_OBJECT && o->cls == &rt__symbol_class ? o : NULL;
}

bool rt__is_symbol(const void *p) {
  return p && rt_heap_kind(p) == RT_KIND_OBJECT && ((const rt_object *)p)->cls == &rt__symbol_class;
}

/* Symbol(description): undefined stays undefined, anything else becomes its string. */
rt_object *rt_symbol_new(rt_value description) {
  rt_value d = description == RT_UNDEFINED ? RT_UNDEFINED : rt_box_string(rt_value_to_str(description));
  rt_object *o = rt_object_new(&rt__symbol_class);
  o->slots[SY_DESC] = d;
  o->slots[SY_KEY] = RT_UNDEFINED;
  return o;
}

/* Symbol.for(key): the one symbol registered under key. */
rt_object *rt_symbol_for(const rt_str *key) {
  if (!registry) {
    registry = rt_dict_new();
    rt_gc_root_add(&registry, 1);
  }
  rt_value v = rt__dict_lookup(registry, key);
  if (v != RT_ABSENT) return rt_unbox_object(v);
  rt_object *o = rt_symbol_new(rt_box_string(key));
  o->slots[SY_KEY] = rt_box_string(key);
  rt_dict_set(registry, key, rt_box_object(o));
  return o;
}

/* Symbol.keyFor(sym): its registry key, or undefined. */
rt_value rt_symbol_key_for(const rt_object *sym) {
  if (!sym || sym->cls != &rt__symbol_class) rt_throw_error("TypeError", "Symbol.keyFor: argument is not a symbol");
  return sym->slots[SY_KEY];
}

rt_value rt_symbol_description(const rt_object *sym) { return sym->slots[SY_DESC]; }

/* sym.toString() and String(sym): "Symbol(description)". */
const rt_str *rt_symbol_to_string(const rt_object *sym) {
  RT__STATIC_STR(open, "Symbol(");
  RT__STATIC_STR(close, ")");
  rt_value d = sym->slots[SY_DESC];
  const rt_str *s = RT__STR(open);
  if (d != RT_UNDEFINED) s = rt_str_concat(s, rt_unbox_string(d));
  return rt_str_concat(s, RT__STR(close));
}

/* console.log of a symbol, else NULL. */
const rt_str *rt__symbol_display(const void *p) {
  rt_value v = rt_box_object((void *)p);
  const rt_object *o = symbol_of(v);
  return o ? rt_symbol_to_string(o) : NULL;
}
