/* dict.c - dictionary objects (Record<string, V>, index signatures) and the Object.* statics.
 *
 * A dictionary is an rt_object of the runtime's class rt__dict_class
 * (flagged RT_CLASS_DICT, one hidden slot) whose slot 0 points to an rt_map
 * (map.c) from property keys to values.  Keys are always strings, as JS
 * property keys are: a number key is its String() (o[1] is o["1"]).  The map
 * keeps insertion order and JS enumerates integer-like keys first, in
 * ascending order, then the other keys in insertion order; rt__dict_order()
 * computes that order when something enumerates (for...in, Object.keys,
 * console.log, JSON.stringify), so reads and writes stay one hash lookup.
 *
 * Compiled code reaches a dictionary through the rt_dict_* builtins (o[k],
 * o[k] = v, k in o, delete o[k]) and, for the known members of an interface
 * with an index signature or when a dictionary flows into an interface type,
 * through rt_prop_get/rt_prop_set (object.c), which never fill the site cache
 * for it.  The rt_dict_* functions also accept an ordinary object (a class
 * instance or a literal's shape): they then read and write its named slots,
 * so code typed for dictionaries works on any object the checker lets
 * through.  The same API serves objects made at run time (JSON.parse). */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint64_t dict_refs[1] = {1};
static const uint8_t dict_types[1] = {RT_SLOT_HIDDEN};
RT__STATIC_STR(s_noname, "");
const rt_class rt__dict_class = {RT_GC_STATIC, RT_ABI_VERSION, RT__STR(s_noname), NULL, 24, 1, dict_refs, NULL,
                                 dict_types, NULL, 0, RT_CLASS_DICT, NULL};

rt_object *rt_dict_new(void) {
  rt_map *m = rt_map_new(0);
  rt_object *d = rt_object_new(&rt__dict_class); /* m is held by this frame */
  d->slots[0] = (uint64_t)(uintptr_t)m;
  return d;
}

static _Noreturn void no_object(const rt_str *key, bool set) { rt_throw_nullish(key, set); }

/* A key as stored: the string itself (a rope is flattened once, here). */
static rt_value key_of(const rt_str *k) { return rt_box_string(rt__flat(k)); }

rt_value rt__dict_lookup(const rt_object *o, const rt_str *key) {
  const rt_map *m = rt__dict_map(o);
  rt_value k = key_of(key);
  if (!rt_map_has(m, k)) return RT_ABSENT;
  return rt_map_get(m, k);
}

/* A value typed as a dictionary (`x as Record<string, unknown>`) may hold an
 * array or a Map at run time: those take JavaScript's generic path. */
static bool not_object(const rt_object *o) { return rt_heap_kind(o) != RT_KIND_OBJECT; }

rt_value rt_dict_get(const rt_object *o, const rt_str *key) {
  if (!o) no_object(key, false);
  if (not_object(o)) return rt_any_get(rt_box_object(o), key);
  if (!rt__is_dict(o)) return rt__object_get(rt_box_object(o), key);
  rt_value v = rt__dict_lookup(o, key);
  return v == RT_ABSENT ? RT_UNDEFINED : v;
}

rt_value rt_dict_set(rt_object *o, const rt_str *key, rt_value v) {
  if (!o) no_object(key, true);
  if (not_object(o)) return rt_any_set(rt_box_object(o), key, v);
  if (!rt__is_dict(o)) {
    rt_site site = {0};
    rt_prop_set(o, key, &site, RT_SLOT_HIDDEN, v);
    return v;
  }
  if (o->flags & (RT_OBJ_FROZEN | RT_OBJ_NOEXT)) {
    bool has = rt_map_has(rt__dict_map(o), key_of(key));
    if ((o->flags & RT_OBJ_FROZEN) || !has) rt__frozen_write(o, key, !has);
  }
  rt_map_set(rt__dict_map(o), key_of(key), v);
  return v;
}

bool rt_dict_has(const rt_object *o, const rt_str *key) {
  if (!o) return false;
  if (not_object(o)) return rt_any_get(rt_box_object(o), key) != RT_UNDEFINED; /* an array's index or length */
  if (!rt__is_dict(o)) return rt_object_has(rt_box_object(o), key);
  return rt_map_has(rt__dict_map(o), key_of(key)) || (!(o->flags & RT_OBJ_NULL_PROTO) && rt__object_proto_has(key));
}

bool rt__dict_has_own(const rt_object *o, const rt_str *key) { return rt_map_has(rt__dict_map(o), key_of(key)); }

/* d[sym] for a dictionary with symbol keys (`{ [k: symbol]: T }`): the
 * symbol itself is the map's key, so Object.keys, for...in and
 * JSON.stringify, which list string keys (rt__dict_order), pass it by. */
static rt_object *sym_dict(const rt_object *o, rt_value sym, bool set) {
  if ((sym >> RT_TAG_SHIFT) != RT_TAG_OBJECT || !rt__is_symbol(rt_unbox_object(sym)))
    rt_throw_error("TypeError", "Kiln: a symbol key that is not a symbol");
  if (!o) rt_throw_nullish(rt__symbol_display(rt_unbox_object(sym)), set);
  if (not_object(o) || !rt__is_dict(o)) rt_throw_error("TypeError", "Kiln keeps symbol-keyed properties only in dictionaries");
  return (rt_object *)o;
}
rt_value rt_dict_sym_get(const rt_object *o, rt_value sym) {
  const rt_map *m = rt__dict_map(sym_dict(o, sym, false));
  return rt_map_has(m, sym) ? rt_map_get(m, sym) : RT_UNDEFINED;
}
rt_value rt_dict_sym_set(rt_object *o, rt_value sym, rt_value v) {
  rt_map *m = rt__dict_map(sym_dict(o, sym, true));
  if (o->flags & (RT_OBJ_FROZEN | RT_OBJ_NOEXT)) {
    bool has = rt_map_has(m, sym);
    if ((o->flags & RT_OBJ_FROZEN) || !has) rt__frozen_write(o, rt__symbol_display(rt_unbox_object(sym)), !has);
  }
  rt_map_set(m, sym, v);
  return v;
}
bool rt_dict_sym_has(const rt_object *o, rt_value sym) { return rt_map_has(rt__dict_map(sym_dict(o, sym, false)), sym); }
bool rt_dict_sym_delete(rt_object *o, rt_value sym) {
  rt_map *m = rt__dict_map(sym_dict(o, sym, true));
  if ((o->flags & RT_OBJ_SEALED) && rt_map_has(m, sym)) {
    char msg[300];
    const rt_str *f = rt__flat(rt__symbol_display(rt_unbox_object(sym)));
    int n = f->flags & RT_STR_WIDE ? 0 : (int)(f->len < 200 ? f->len : 200);
    snprintf(msg, sizeof msg, "Cannot delete property '%.*s' of #<Object>", n, (const char *)rt_str_bytes(f));
    rt_throw_error("TypeError", msg);
  }
  rt_map_delete(m, sym);
  return true;
}

/* Object.create(null): a dictionary without Object.prototype's names. */
rt_object *rt_dict_new_null(void) {
  rt_object *d = rt_dict_new();
  d->flags |= RT_OBJ_NULL_PROTO;
  return d;
}

/* delete o[key]: true, as in JS (a missing key too).  An ordinary object can
 * lose only a property stored boxed (an optional one); any other slot has a
 * fixed representation, so that is a TypeError. */
bool rt_dict_delete(rt_object *o, const rt_str *key) {
  if (!o) rt_throw_error("TypeError", "Cannot convert undefined or null to object");
  if (not_object(o)) return true; /* no own named properties to delete (array elements are not supported here) */
  if (rt__is_dict(o)) {
    if ((o->flags & RT_OBJ_SEALED) && rt_map_has(rt__dict_map(o), key_of(key))) {
      char msg[300];
      const rt_str *f = rt__flat(key);
      int n = f->flags & RT_STR_WIDE ? 0 : (int)(f->len < 200 ? f->len : 200);
      snprintf(msg, sizeof msg, "Cannot delete property '%.*s' of #<Object>", n, (const char *)rt_str_bytes(f));
      rt_throw_error("TypeError", msg);
    }
    rt_map_delete(rt__dict_map(o), key_of(key));
    return true;
  }
  const rt_class *k = o->cls;
  for (uint32_t i = 0; k->slot_names && i < k->nslots; i++) {
    const rt_str *s = k->slot_names[i];
    if (!s || !rt__str_eq(s, key) || (k->slot_types && k->slot_types[i] == RT_SLOT_HIDDEN)) continue;
    if (k->slot_types && k->slot_types[i] != RT_SLOT_VALUE) {
      char msg[300];
      const rt_str *f = rt__flat(key);
      int n = f->flags & RT_STR_WIDE ? 0 : (int)(f->len < 200 ? f->len : 200);
      snprintf(msg, sizeof msg, "Kiln cannot delete property '%.*s' of an object whose type requires it", n,
               (const char *)rt_str_bytes(f));
      rt_throw_error("TypeError", msg);
    }
    o->slots[i] = RT_ABSENT;
  }
  return true;
}

/* An array index ("0" .. "4294967294", no leading zeros): its value, else -1. */
static double array_index(const rt_str *s) {
  s = rt__flat(s);
  if (s->len == 0 || s->len > 10 || (s->flags & RT_STR_WIDE)) return -1;
  const uint8_t *b = rt_str_bytes(s);
  if (b[0] == '0' && s->len > 1) return -1;
  double v = 0;
  for (uint32_t i = 0; i < s->len; i++) {
    if (b[i] < '0' || b[i] > '9') return -1;
    v = v * 10 + (b[i] - '0');
  }
  return v < 4294967295.0 ? v : -1;
}

typedef struct {
  double index;
  uint32_t pos;
} ikey;

static int ikey_cmp(const void *a, const void *b) {
  double x = ((const ikey *)a)->index, y = ((const ikey *)b)->index;
  return x < y ? -1 : x > y;
}

uint32_t *rt__dict_order(const rt_object *d, uint32_t *n) {
  const rt_map *m = rt__dict_map(d);
  const rt__map_entry *e = rt__map_entries(m);
  uint32_t *pos = malloc((m->size ? m->size : 1) * sizeof *pos);
  ikey *ints = malloc((m->size ? m->size : 1) * sizeof *ints);
  if (!pos || !ints) rt__oom(m->size * 16);
  uint32_t ni = 0, k = 0;
  for (uint32_t i = 0; i < m->used; i++) {
    if (e[i].key == RT__MAP_DELETED || (e[i].key >> RT_TAG_SHIFT) != RT_TAG_STRING) continue;
    double x = array_index(rt_unbox_string(e[i].key));
    if (x >= 0) ints[ni++] = (ikey){x, i};
  }
  if (ni > 1) qsort(ints, ni, sizeof *ints, ikey_cmp);
  for (uint32_t i = 0; i < ni; i++) pos[k++] = ints[i].pos;
  for (uint32_t i = 0; i < m->used; i++) {
    if (e[i].key == RT__MAP_DELETED || (e[i].key >> RT_TAG_SHIFT) != RT_TAG_STRING) continue; /* (symbol keys: not listed) */
    if (ni && array_index(rt_unbox_string(e[i].key)) >= 0) continue;
    pos[k++] = i;
  }
  free(ints);
  *n = k;
  return pos;
}

/* The key order of a reordered literal (see RT__CLASS_REORDERED), with
 * array-index names first. */
static uint32_t *reordered(const rt_class *k) {
  const uint32_t *ord = ((const rt__ordered_class *)k)->order;
  uint32_t *pos = malloc((k->nslots + 1) * sizeof *pos);
  ikey *ints = malloc((k->nslots + 1) * sizeof *ints);
  if (!pos || !ints) rt__oom(k->nslots * 16);
  uint32_t m = 0, j = 0;
  for (uint32_t q = 0; q < k->nslots; q++) {
    uint32_t i = ord[q];
    double x = k->slot_names && k->slot_names[i] ? array_index(k->slot_names[i]) : -1;
    if (x >= 0) ints[m++] = (ikey){x, i};
  }
  qsort(ints, m, sizeof *ints, ikey_cmp);
  for (uint32_t i = 0; i < m; i++) pos[j++] = ints[i].pos;
  for (uint32_t q = 0; q < k->nslots; q++) {
    uint32_t i = ord[q];
    if (!k->slot_names || !k->slot_names[i] || array_index(k->slot_names[i]) < 0) pos[j++] = i;
  }
  free(ints);
  return pos;
}

uint32_t *rt__shape_order(const rt_class *k) {
  if (k->flags & RT__CLASS_REORDERED) return reordered(k);
  if ((k->flags & RT_CLASS_ERROR) && k->nslots > RT_ERROR_NSLOTS) {
    /* an error's name, when it is an own property (rt__error_slot_hidden),
       was assigned in a constructor after the fields were initialized */
    uint32_t *pos = malloc(k->nslots * sizeof *pos), j = 0;
    if (!pos) rt__oom(k->nslots * 4);
    for (uint32_t i = 0; i < k->nslots; i++)
      if (i != RT_ERROR_NAME) pos[j++] = i;
    pos[j] = RT_ERROR_NAME;
    return pos;
  }
  uint32_t ni = 0;
  for (uint32_t i = 0; k->slot_names && i < k->nslots; i++) {
    const rt_str *s = k->slot_names[i];
    if (s && s->len && !(s->flags & (RT_STR_WIDE | RT_STR_ROPE)) && rt_str_bytes(s)[0] <= '9' && array_index(s) >= 0) ni++;
  }
  if (!ni) return NULL;
  uint32_t *pos = malloc(k->nslots * sizeof *pos);
  ikey *ints = malloc(ni * sizeof *ints);
  if (!pos || !ints) rt__oom(k->nslots * 16);
  uint32_t m = 0, j = 0;
  for (uint32_t i = 0; i < k->nslots; i++) {
    double x = k->slot_names[i] ? array_index(k->slot_names[i]) : -1;
    if (x >= 0) ints[m++] = (ikey){x, i};
  }
  qsort(ints, m, sizeof *ints, ikey_cmp);
  for (uint32_t i = 0; i < m; i++) pos[j++] = ints[i].pos;
  for (uint32_t i = 0; i < k->nslots; i++)
    if (!k->slot_names[i] || array_index(k->slot_names[i]) < 0) pos[j++] = i;
  free(ints);
  return pos;
}

rt_array *rt_dict_keys(const rt_object *o) { return rt_object_keys(rt_box_object(o)); }

/* ---- Object.keys / values / entries / fromEntries / assign ------------------ */

/* The own enumerable properties of object value v in JS order, as (key,
 * value) pairs through fn: a dictionary's entries, an ordinary object's
 * present named slots in slot order (fields in declaration order; methods
 * are on the prototype).  fn may allocate: keys and values are copied out
 * before each call. */
typedef void (*prop_fn)(void *cx, rt_value key, rt_value value);
static void own_props(rt_value v, prop_fn fn, void *cx) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return;
  const void *p = rt_unbox_object(v);
  if (!p) return;
  if (rt_heap_kind(p) == RT_KIND_ARRAY) {
    const rt_array *a = p;
    uint32_t len = (uint32_t)rt_array_length(a);
    for (uint32_t i = 0; i < len; i++)
      if (rt_array_has(a, i)) fn(cx, rt_box_string(rt_num_to_str(i)), rt_array_get(a, i));
    return;
  }
  if (rt_heap_kind(p) != RT_KIND_OBJECT) return;
  const rt_object *o = p;
  if (rt__is_dict(o)) {
    uint32_t n, *pos = rt__dict_order(o, &n);
    const rt_map *m = rt__dict_map(o);
    /* fn may insert into this very map (Object.assign(d, d)); positions stay valid, entries are reread */
    for (uint32_t i = 0; i < n; i++) {
      const rt__map_entry *e = &rt__map_entries(m)[pos[i]];
      if (e->key == RT__MAP_DELETED) continue;
      rt_value k = e->key, x = e->value;
      fn(cx, k, x);
    }
    free(pos);
    return;
  }
  const rt_class *k = o->cls;
  uint32_t *ord = rt__shape_order(k);
  for (uint32_t j = 0; k->slot_names && j < k->nslots; j++) {
    uint32_t i = ord ? ord[j] : j;
    if (!k->slot_names[i] || (k->slot_types && k->slot_types[i] == RT_SLOT_HIDDEN) || rt__error_slot_hidden(o, i)) continue;
    rt_value x = rt__slot_value(o, i);
    if (x == RT_ABSENT) continue;
    fn(cx, rt_box_string(k->slot_names[i]), x);
  }
  free(ord);
  for (uint32_t i = 0; i < k->nmethods; i++) { /* a literal's accessors (objacc.c), after its slots: their values */
    const rt_str *an;
    void *ag;
    if (!rt__acc_at(k, i, &an, &ag)) continue;
    rt_value x = ag ? ((rt_value(*)(const rt_object *))ag)(o) : RT_UNDEFINED;
    fn(cx, rt_box_string(an), x);
  }
}

typedef struct {
  rt_array *a;
  uint32_t elem;
} collect;

static void push_value(void *cx, rt_value key, rt_value value) {
  (void)key;
  rt_array_push(((collect *)cx)->a, value);
}

static void push_entry(void *cx, rt_value key, rt_value value) {
  collect *c = cx;
  rt_array *p = rt_array_new(c->elem, 2);
  rt_array_push(p, key);
  rt_array_push(p, value);
  rt_array_push(c->a, rt_box_object(p));
}

rt_array *rt_object_values(rt_value v, double elem) {
  if (v == RT_UNDEFINED || v == RT_NULL) rt_throw_error("TypeError", "Cannot convert undefined or null to object");
  collect c = {rt_array_new((uint32_t)elem, 0), (uint32_t)elem};
  own_props(v, push_value, &c);
  return c.a;
}

rt_array *rt_object_entries(rt_value v, double elem) {
  if (v == RT_UNDEFINED || v == RT_NULL) rt_throw_error("TypeError", "Cannot convert undefined or null to object");
  collect c = {rt_array_new(RT_ELEM_PTR, 0), (uint32_t)elem};
  own_props(v, push_entry, &c);
  return c.a;
}

/* A property key: a string, or String(number). */
static const rt_str *prop_key(rt_value k) {
  if (rt__is_string(k)) return rt_unbox_string(k);
  return rt_value_to_str(k);
}

rt_object *rt_object_from_entries(const rt_array *a) {
  if (!a) rt_throw_error("TypeError", "undefined is not iterable (cannot read property Symbol(Symbol.iterator))");
  rt_object *d = rt_dict_new();
  uint32_t n = (uint32_t)rt_array_length(a);
  for (uint32_t i = 0; i < n; i++) {
    rt_value e = rt_array_get(a, i);
    const void *p = (e >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(e) : NULL;
    if (!p || rt_heap_kind(p) != RT_KIND_ARRAY) rt_throw_error("TypeError", "Iterator value is not an entry object");
    rt_dict_set(d, prop_key(rt_array_get(p, 0)), rt_array_get(p, 1));
  }
  return d;
}

static void assign_one(void *cx, rt_value key, rt_value value) {
  rt_object *t = cx;
  const rt_str *k = rt_unbox_string(key);
  if (rt__is_dict(t)) {
    rt_map_set(rt__dict_map(t), key, value);
    return;
  }
  rt_site site = {0};
  rt_prop_set(t, k, &site, RT_SLOT_HIDDEN, value);
}

/* The symbol keys of dictionary source, copied after its string keys (as
 * Object.assign and spread do) into target when it is a dictionary too. */
static void assign_symbols(rt_object *target, rt_value source) {
  const rt_object *o = (source >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(source) : NULL;
  if (!o || not_object(o) || !rt__is_dict(o) || not_object(target) || !rt__is_dict(target)) return;
  const rt_map *m = rt__dict_map(o);
  for (uint32_t i = 0; i < m->used; i++) {
    const rt__map_entry *e = &rt__map_entries(m)[i]; /* (reread: the target may be this map) */
    if (e->key != RT__MAP_DELETED && (e->key >> RT_TAG_SHIFT) != RT_TAG_STRING)
      rt_map_set(rt__dict_map(target), e->key, e->value);
  }
}

rt_object *rt_object_assign(rt_object *target, rt_value source) {
  if (!target) rt_throw_error("TypeError", "Cannot convert undefined or null to object");
  own_props(source, assign_one, target);
  assign_symbols(target, source);
  return target;
}

/* {...a, ...b} into a dictionary: Object.assign onto a new one. */
rt_object *rt_dict_copy(rt_value source) {
  rt_object *d = rt_dict_new();
  own_props(source, assign_one, d);
  assign_symbols(d, source);
  return d;
}
