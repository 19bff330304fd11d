/* object.c - heap objects other than strings: class instances, closures, environments, arrays. */
#include "rt_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

rt_object *rt_object_new(const rt_class *cls) {
  uint32_t size = cls->size > 16 + 8 * cls->nslots ? cls->size : 16 + 8 * cls->nslots;
  rt_object *o = rt_alloc(RT_KIND_OBJECT, size);
  o->cls = cls;
  if (cls->slot_types)
    for (uint32_t i = 0; i < cls->nslots; i++) {
      if (cls->slot_types[i] == RT_SLOT_VALUE) o->slots[i] = RT_UNDEFINED;
      else if (cls->slot_types[i] == RT_SLOT_F64) o->slots[i] = RT_F64_HOLE; /* undefined until set (see rt_box_number) */
    }
  return o;
}

rt_value rt__slot_value(const rt_object *o, uint32_t i) {
  uint64_t w = o->slots[i];
  switch (o->cls->slot_types ? o->cls->slot_types[i] : RT_SLOT_VALUE) {
  case RT_SLOT_F64: {
    double d;
    memcpy(&d, &w, sizeof d);
    return rt_box_number(d);
  }
  case RT_SLOT_I32: return rt_box_number((int32_t)(uint32_t)w);
  case RT_SLOT_BOOL:
    if ((w & 0xFF) == RT_BOOL_UNDEF) return RT_UNDEFINED;
    return rt_box_bool((w & 0xFF) != 0);
  case RT_SLOT_STR:
    if (!w) return RT_UNDEFINED;
    return w >> RT_TAG_SHIFT ? w : rt_box_string((const rt_str *)(uintptr_t)w);
  case RT_SLOT_FUNCTION:
    if (!w) return RT_UNDEFINED;
    return w >> RT_TAG_SHIFT ? w : rt_box_function((const rt_closure *)(uintptr_t)w);
  case RT_SLOT_OBJECT:
  case RT_SLOT_ARRAY:
    if (!w) return RT_UNDEFINED; /* never assigned, or an undefined read (an object type excludes null) */
    return w >> RT_TAG_SHIFT ? w : rt_box_object((const void *)(uintptr_t)w);
  default: return w;
  }
}

/* ---- properties by name ----------------------------------------------------- */

/* The slots slot_find found lately, by class and name: a key read from the
 * input (`regs[ins.reg]` on a Record<Reg, number>, `part[rule.cat]`) or a
 * property named at run time finds its slot again with one comparison
 * instead of a scan of every name.  Keyed by the name's hash, so that equal
 * keys held in different strings (one per parsed rule) share an entry; a
 * hit is checked against the class's name there, so a class freed and
 * reused at the same address never misleads.  Per thread, as workers look
 * up their own objects. */
typedef struct {
  const rt_class *cls;
  uint32_t hash, slot;
} slot_memo;
static _Thread_local slot_memo slot_memos[256];

static int32_t slot_find(const rt_class *cls, const rt_str *name) {
  if (!cls->slot_names) return -1;
  uint32_t h = rt__str_hash(name);
  slot_memo *m = &slot_memos[(((uintptr_t)cls >> 4) ^ h ^ (h >> 8)) & 255];
  if (m->cls == cls && m->hash == h && m->slot < cls->nslots) {
    const rt_str *k = cls->slot_names[m->slot];
    if (k && rt__str_eq(k, name) && (!cls->slot_types || cls->slot_types[m->slot] != RT_SLOT_HIDDEN)) return (int32_t)m->slot;
  }
  for (uint32_t i = 0; i < cls->nslots; i++) {
    const rt_str *k = cls->slot_names[i];
    if (k && rt__str_eq(k, name) && (!cls->slot_types || cls->slot_types[i] != RT_SLOT_HIDDEN)) {
      *m = (slot_memo){cls, h, i};
      return (int32_t)i;
    }
  }
  return -1;
}

/* slot_find for a property access site: a site that sees several shapes
 * (the variants of a discriminated union) often finds the property at the
 * slot it cached for another shape, so that slot is tried first. */
static int32_t site_slot_find(const rt_class *c, const rt_str *name, const rt_site *site) {
  uint32_t j = site->slot;
  if (site->cls && j < c->nslots && c->slot_names && c->slot_names[j] && rt__str_eq(c->slot_names[j], name) &&
      (!c->slot_types || c->slot_types[j] != RT_SLOT_HIDDEN))
    return (int32_t)j;
  return slot_find(c, name);
}

/* The site found the property at slot of cls: that pair becomes its first
 * entry, and the class it held before, if another, its second. */
static void site_remember(rt_site *site, const rt_class *cls, uint32_t slot) {
  if (site->cls && site->cls != cls) {
    site->cls2 = site->cls;
    site->slot2 = site->slot;
  }
  site->cls = cls;
  site->slot = slot;
}

static int32_t method_find(const rt_class *cls, const rt_str *name) {
  if (!cls->method_names) return -1;
  for (uint32_t i = 0; i < cls->nmethods; i++) {
    const rt_str *k = cls->method_names[i];
    if (k && rt__str_eq(k, name)) return (int32_t)i;
  }
  return -1;
}

/* The accessor thunk "get:NAME" or "set:NAME" (see the checker's
 * class_accessor_thunks) of cls for name, or NULL. */
static void *accessor_find(const rt_class *cls, const rt_str *name, char kind) {
  if (!cls->method_names || (name->flags & (RT_STR_WIDE | RT_STR_ROPE))) return NULL;
  const uint8_t *nb = rt_str_bytes(name);
  for (uint32_t i = 0; i < cls->nmethods; i++) {
    const rt_str *k = cls->method_names[i];
    if (!k || k->len != name->len + 4 || (k->flags & (RT_STR_WIDE | RT_STR_ROPE))) continue;
    const uint8_t *kb = rt_str_bytes(k);
    if (kb[0] == (uint8_t)kind && kb[1] == 'e' && kb[2] == 't' && kb[3] == ':' && !memcmp(kb + 4, nb, name->len))
      return cls->methods[i];
  }
  return NULL;
}

static _Noreturn void no_property(const rt_str *name, const char *what) {
  char msg[300];
  const uint8_t *b = rt_str_bytes(name);
  int n = name->flags & RT_STR_WIDE ? 0 : (int)(name->len < 200 ? name->len : 200);
  snprintf(msg, sizeof msg, "Kiln cannot %s property '%.*s' of an object that was created without it", what, n,
           (const char *)b);
  rt_throw_error("TypeError", msg);
}

/* Adding a property to an object whose shape lacks it (an optional property
 * that an interface declares, set on an object literal of an inferred type):
 * when the instance has room (the compiler gives such literals two spare
 * slots, FE_IR_CLASS_SPARE), it moves to a class that is its class plus one
 * VALUE slot.  These classes are made once per (class, name), like V8's
 * transitions, and live as long as the program; site caches see a new class
 * and look it up again. */
typedef struct transition {
  struct transition *next;
  const rt_class *from;
  const rt_str *name;
  rt_class *to;
} transition;
static transition *transitions;
static pthread_mutex_t transitions_lock = PTHREAD_MUTEX_INITIALIZER;

/* A copy of s that the collector never frees (it is a class's slot name). */
static const rt_str *static_copy(const rt_str *s) {
  s = rt__flat(s);
  size_t bytes = (size_t)s->len << ((s->flags & RT_STR_WIDE) ? 1 : 0);
  rt_str *r = malloc(sizeof *r + bytes + 1);
  if (!r) rt__oom(bytes);
  r->gc = RT_GC_STATIC;
  r->len = s->len;
  r->hash = rt__str_hash(s); /* a static header never caches it later */
  r->flags = s->flags & RT_STR_WIDE;
  memcpy(r + 1, s + 1, bytes);
  ((char *)(r + 1))[bytes] = 0;
  return r;
}

static const rt_class *class_with(const rt_class *k, const rt_str *name) {
  pthread_mutex_lock(&transitions_lock);
  transition *t = transitions;
  while (t && !(t->from == k && rt_str_equals(t->name, name))) t = t->next;
  if (!t) {
    uint32_t n = k->nslots + 1, nw = (n + 63) / 64;
    t = malloc(sizeof *t);
    rt__ordered_class *oc = malloc(sizeof *oc); /* room for an order: k may be reordered */
    rt_class *c = oc ? &oc->k : NULL;
    const rt_str **names = malloc(n * sizeof *names);
    uint8_t *types = malloc(n);
    uint64_t *refs = calloc(nw, sizeof *refs);
    if (!t || !c || !names || !types || !refs) rt__oom(sizeof *c);
    *c = *k;
    for (uint32_t i = 0; i < k->nslots; i++) {
      names[i] = k->slot_names ? k->slot_names[i] : NULL;
      types[i] = k->slot_types ? k->slot_types[i] : RT_SLOT_VALUE;
    }
    if (k->refs) memcpy(refs, k->refs, ((k->nslots + 63) / 64) * sizeof *refs);
    else
      for (uint32_t i = 0; i < k->nslots; i++) refs[i / 64] |= 1ull << (i % 64); /* no map: every slot a value */
    names[k->nslots] = static_copy(name);
    types[k->nslots] = RT_SLOT_VALUE;
    refs[k->nslots / 64] |= 1ull << (k->nslots % 64);
    if (k->flags & RT__CLASS_REORDERED) {
      oc->order = malloc(n * sizeof *oc->order);
      if (!oc->order) rt__oom(n * 4);
      memcpy(oc->order, ((const rt__ordered_class *)k)->order, k->nslots * sizeof *oc->order);
      oc->order[k->nslots] = k->nslots;
    }
    c->nslots = n;
    c->slot_names = names;
    c->slot_types = types;
    c->refs = refs;
    t->from = k;
    t->name = names[k->nslots];
    t->to = c;
    t->next = transitions;
    transitions = t;
  }
  pthread_mutex_unlock(&transitions_lock);
  return t->to;
}

static bool object_grow(rt_object *o, const rt_str *name, rt_value v) {
  const rt_class *k = o->cls;
  if (k->size < 16 + 8 * (k->nslots + 1) || (k->flags & RT_CLASS_ERROR)) return false;
  o->cls = class_with(k, name);
  o->slots[k->nslots] = v;
  return true;
}

/* Key order.  An object literal's shape lists its own properties in source
 * order, then the optional ones it lacks (RT_ABSENT).  JS puts a property
 * added later after all present ones, so when an absent slot is filled while
 * a slot after it (in the key order) is present, the object moves to a class
 * of the same layout whose key order has that slot last.  These classes are
 * made once per (class, slot) and live as long as the program. */
typedef struct reorder {
  struct reorder *next;
  const rt_class *from;
  uint32_t slot;
  const rt_class *to;
} reorder;
static reorder *reorders;

void rt__object_fill(rt_object *o, uint32_t i) {
  const rt_class *k = o->cls;
  if (!k->name || k->name->len || (k->flags & (RT_CLASS_ERROR | RT_CLASS_DICT | RT__CLASS_SHAPE))) return; /* literals only */
  const uint32_t *ord = (k->flags & RT__CLASS_REORDERED) ? ((const rt__ordered_class *)k)->order : NULL;
  uint32_t at = i;
  if (ord)
    for (at = 0; at < k->nslots && ord[at] != i; at++) {}
  bool later = false;
  for (uint32_t q = at + 1; q < k->nslots && !later; q++) {
    uint32_t j = ord ? ord[q] : q;
    if (k->slot_names && k->slot_names[j] && (!k->slot_types || k->slot_types[j] != RT_SLOT_HIDDEN) &&
        !((!k->slot_types || k->slot_types[j] == RT_SLOT_VALUE) && o->slots[j] == RT_ABSENT))
      later = true;
  }
  if (!later) return;
  pthread_mutex_lock(&transitions_lock);
  reorder *r = reorders;
  while (r && !(r->from == k && r->slot == i)) r = r->next;
  if (!r) {
    r = malloc(sizeof *r);
    rt__ordered_class *c = malloc(sizeof *c);
    uint32_t *order = malloc((k->nslots + 1) * sizeof *order);
    if (!r || !c || !order) rt__oom(sizeof *c);
    c->k = *k;
    c->k.flags |= RT__CLASS_REORDERED;
    uint32_t n = 0;
    for (uint32_t q = 0; q < k->nslots; q++) {
      uint32_t j = ord ? ord[q] : q;
      if (j != i) order[n++] = j;
    }
    order[n] = i;
    c->order = order;
    r->from = k;
    r->slot = i;
    r->to = &c->k;
    r->next = reorders;
    reorders = r;
  }
  pthread_mutex_unlock(&transitions_lock);
  o->cls = r->to;
}

/* A visible property of literal class k at key position q (its slot), and whether o has it. */
static uint32_t key_at(const rt_class *k, uint32_t q) {
  return (k->flags & RT__CLASS_REORDERED) ? ((const rt__ordered_class *)k)->order[q] : q;
}
static inline bool key_present(const rt_object *o, uint32_t j) {
  const rt_class *k = o->cls;
  return k->slot_names && k->slot_names[j] && (!k->slot_types || k->slot_types[j] != RT_SLOT_HIDDEN) &&
         !((!k->slot_types || k->slot_types[j] == RT_SLOT_VALUE) && o->slots[j] == RT_ABSENT);
}

/* `{ a, ...src, ... }` made object o with its keys in the order of its
 * static type; JS has the `lead` keys written before the spread, then src's
 * in src's own order (a key src got later is later), then the literal's
 * others.  When the two differ, o moves to the
 * classes of that order (rt__object_fill's transitions, each key in turn). */
/* The class a spread's result moved to, by the source's and the result's
 * classes, which of their keys were present and the lead: a spread in a
 * loop (`xs.map((x) => ({ ...x, done: true }))`) pays for the search once. */
typedef struct {
  const rt_class *sk, *k, *to;
  uint64_t smask, omask;
  uint32_t lead;
} spread_memo;
static _Thread_local spread_memo spread_memos[64];

/* Which of o's slots are absent (the rest of key_present is the class's). */
static inline uint64_t absent_mask(const rt_object *o) {
  const rt_class *k = o->cls;
  uint64_t m = 0;
  for (uint32_t i = 0; i < k->nslots; i++)
    if ((!k->slot_types || k->slot_types[i] == RT_SLOT_VALUE) && o->slots[i] == RT_ABSENT) m |= (uint64_t)1 << i;
  return m;
}

static void spread_order_search(rt_object *o, const rt_object *s, uint32_t lead, spread_memo *memo, uint64_t smask,
                                uint64_t omask);

void rt_object_spread_order(rt_object *o, rt_value src, double lead) {
  if ((src >> RT_TAG_SHIFT) != RT_TAG_OBJECT || !o || rt_heap_kind(o) != RT_KIND_OBJECT) return;
  const rt_object *s = rt_unbox_object(src);
  if (!s || rt_heap_kind(s) != RT_KIND_OBJECT || !s->cls || rt__is_dict(s) || !s->cls->slot_names) return;
  const rt_class *k = o->cls, *sk = s->cls;
  if (!k->name || k->name->len || (k->flags & (RT_CLASS_ERROR | RT_CLASS_DICT | RT__CLASS_SHAPE)) || !k->slot_names) return;
  if (k->nslots > 64 || sk->nslots > 64) {
    spread_order_search(o, s, (uint32_t)lead, NULL, 0, 0);
    return;
  }
  uint64_t smask = absent_mask(s), omask = absent_mask(o);
  uintptr_t h = ((uintptr_t)sk >> 4) ^ ((uintptr_t)k >> 6) ^ (uintptr_t)(smask * 0x9E3779B1u) ^ (uintptr_t)omask ^ (uint32_t)lead;
  spread_memo *memo = &spread_memos[(h ^ (h >> 7)) % 64];
  if (memo->sk == sk && memo->k == k && memo->smask == smask && memo->omask == omask && memo->lead == (uint32_t)lead) {
    if (memo->to != k) o->cls = memo->to;
    return;
  }
  spread_order_search(o, s, (uint32_t)lead, memo, smask, omask);
}

static void spread_order_search(rt_object *o, const rt_object *s, uint32_t lead, spread_memo *memo, uint64_t smask,
                                uint64_t omask) {
  const rt_class *k = o->cls, *sk = s->cls;
  uint32_t n = k->nslots, want[256], nw = 0;
  if (n > 256) return;
  bool used[256] = {false};
  for (uint32_t q = 0; q < n && nw < lead; q++) { /* the literal's keys before the spread */
    uint32_t i = key_at(k, q);
    if (key_present(o, i)) used[i] = true, want[nw++] = i;
  }
  uint32_t from = 0; /* (the names usually come in the same order: search on from the last match) */
  for (uint32_t q = 0; q < sk->nslots; q++) { /* src's present keys, in its order */
    uint32_t j = key_at(sk, q);
    if (!key_present(s, j)) continue;
    for (uint32_t t = 0; t < n; t++) {
      uint32_t i = (from + t) % n;
      if (!used[i] && key_present(o, i) && rt__str_eq(k->slot_names[i], sk->slot_names[j])) {
        used[i] = true;
        want[nw++] = i;
        from = i + 1;
        break;
      }
    }
  }
  for (uint32_t q = 0; q < n; q++) { /* then the literal's own, in o's order */
    uint32_t i = key_at(k, q);
    if (!used[i] && key_present(o, i)) want[nw++] = i;
  }
  uint32_t at = 0; /* already in that order? */
  for (uint32_t q = 0; q < n && at < nw; q++) {
    uint32_t i = key_at(k, q);
    if (!key_present(o, i)) continue;
    if (i != want[at]) break;
    at++;
  }
  if (at < nw)
    for (uint32_t w = 0; w < nw; w++) rt__object_fill(o, want[w]); /* each in turn to the end */
  if (memo) *memo = (spread_memo){sk, k, o->cls, smask, omask, lead};
}

rt_value rt_prop_get(const rt_object *o, const rt_str *name, rt_site *site, uint32_t want) {
  return rt_prop_get_fn(o, name, site, want, NULL);
}

rt_value rt_prop_get_fn(const rt_object *o, const rt_str *name, rt_site *site, uint32_t want, const char *sig) {
  if (!o) rt_throw_nullish(name, false);
  if (rt__is_dict(o)) return rt_dict_get(o, name); /* never cached: it has no slots */
  int32_t i = site_slot_find(o->cls, name, site);
  if (i < 0) {
    rt_value (*get)(const rt_object *) = (rt_value(*)(const rt_object *))accessor_find(o->cls, name, 'g');
    if (get) return get(o);
    /* a method read as a value (an interface's optional method a class
       implements): the method bound to o, as JS's o.m is o's prototype's */
    int32_t m = method_find(o->cls, name);
    if (m < 0) return RT_UNDEFINED;
    const char *meth = o->cls->method_sigs ? o->cls->method_sigs[m] : NULL;
    rt_closure *c = rt__iface_bound(o->cls->methods[m], (rt_object *)o, meth, sig, name);
    return rt_box_function(c);
  }
  if (o->cls->slot_types && o->cls->slot_types[i] == want) site_remember(site, o->cls, (uint32_t)i);
  rt_value v = rt__slot_value(o, (uint32_t)i);
  return v == RT_ABSENT ? RT_UNDEFINED : v;
}

rt_value rt__object_get_any(const rt_object *o, const rt_str *name, bool *found) {
  *found = true;
  if (rt__is_dict(o)) return rt_dict_get(o, name);
  int32_t i = slot_find(o->cls, name);
  if (i >= 0) {
    rt_value v = rt__slot_value(o, (uint32_t)i);
    return v == RT_ABSENT ? RT_UNDEFINED : v;
  }
  rt_value (*get)(const rt_object *) = (rt_value(*)(const rt_object *))accessor_find(o->cls, name, 'g');
  if (get) return get(o);
  int32_t m = method_find(o->cls, name);
  if (m >= 0) return rt_box_function(rt_closure_new(o->cls->methods[m], (rt_object *)o, name));
  *found = false;
  return RT_UNDEFINED;
}

rt_value rt__object_call_method_any(rt_object *o, const rt_str *name, int32_t n, const rt_value *args, bool *found) {
  int32_t i = rt__is_dict(o) ? -1 : slot_find(o->cls, name), m = rt__is_dict(o) ? -1 : method_find(o->cls, name);
  if (i >= 0 && m >= 0) { /* an object literal's toString or valueOf and the thunk calling it (lit_hook_thunks) */
    rt_value f = rt__slot_value(o, (uint32_t)i);
    if (!rt__is_function(f)) m = -1; /* (the caller reads the slot: an any function, or no function) */
  }
  *found = m >= 0;
  if (m < 0) return RT_UNDEFINED;
  return rt__iface_call_boxed(o->cls->methods[m], o, o->cls->method_sigs ? o->cls->method_sigs[m] : NULL, name, n, args);
}

void rt_prop_set(rt_object *o, const rt_str *name, rt_site *site, uint32_t want, rt_value v) {
  if (!o) rt_throw_error("TypeError", "Cannot set properties of undefined");
  if (rt__is_dict(o)) {
    rt_dict_set(o, name, v);
    return;
  }
  int32_t i = o->flags & RT_OBJ_INTEGRITY ? slot_find(o->cls, name) : site_slot_find(o->cls, name, site);
  if ((o->flags & RT_OBJ_FROZEN) && i >= 0) rt__frozen_write(o, name, false);
  if (i < 0) {
    void (*set)(rt_object *, rt_value) = (void (*)(rt_object *, rt_value))accessor_find(o->cls, name, 's');
    if (set) {
      set(o, v);
      return;
    }
    if (o->flags & RT_OBJ_NOEXT) rt__frozen_write(o, name, true);
    if (rt__shape_add(o, name, v)) return; /* an object of a run-time shape (JSON.parse) */
    if (object_grow(o, name, v)) return;   /* a literal with spare slots */
    no_property(name, "add");
  }
  uint8_t kind = o->cls->slot_types ? o->cls->slot_types[i] : RT_SLOT_VALUE;
  if (kind == RT_SLOT_VALUE && o->slots[i] == RT_ABSENT && v != RT_ABSENT) rt__object_fill(o, (uint32_t)i);
  if (kind == want && !(o->flags & RT_OBJ_INTEGRITY)) site_remember(site, o->cls, (uint32_t)i);
  uint64_t *w = &o->slots[i];
  uint64_t tag = v >> RT_TAG_SHIFT;
  switch (kind) {
  case RT_SLOT_F64: {
    if (!rt_value_is_number(v)) no_property(name, "store a non-number in number");
    double d = rt_unbox_number(v);
    memcpy(w, &d, sizeof d);
    return;
  }
  case RT_SLOT_I32:
    if (!rt_value_is_number(v)) no_property(name, "store a non-number in number");
    *w = (uint32_t)rt_to_int32(rt_unbox_number(v));
    return;
  case RT_SLOT_BOOL:
    if (v == RT_UNDEFINED) { /* (a boolean the program's types say it is: flags[k] of a missing key) */
      *w = RT_BOOL_UNDEF;
      return;
    }
    if (v != RT_TRUE && v != RT_FALSE) no_property(name, "store a non-boolean in boolean");
    *w = v == RT_TRUE;
    return;
  case RT_SLOT_STR:
    if (tag != RT_TAG_STRING) no_property(name, "store a non-string in string");
    *w = v & RT_PAYLOAD_MASK;
    return;
  case RT_SLOT_FUNCTION:
    if (tag != RT_TAG_FUNCTION) no_property(name, "store a non-function in function");
    *w = v & RT_PAYLOAD_MASK;
    return;
  case RT_SLOT_OBJECT: case RT_SLOT_ARRAY:
    if (tag != RT_TAG_OBJECT) no_property(name, "store a non-object in object");
    *w = v & RT_PAYLOAD_MASK;
    return;
  default: *w = v; return;
  }
}

const rt_str *rt__object_to_str_method(const rt_object *o) {
  RT__STATIC_STR(to_string, "toString");
  int32_t m = method_find(o->cls, RT__STR(to_string));
  if (m < 0) return NULL;
  return ((const rt_str *(*)(const rt_object *))o->cls->methods[m])(o);
}

bool rt__object_value_of(const rt_object *o, rt_value *out) {
  RT__STATIC_STR(value_of, "valueOf");
  if (rt_heap_kind(o) != RT_KIND_OBJECT || rt__is_dict(o)) return false;
  bool found;
  rt_value r;
  int32_t m = method_find(o->cls, RT__STR(value_of)); /* (an object literal's: a thunk calling its slot) */
  if (m >= 0) {
    r = rt__iface_call_boxed(o->cls->methods[m], (rt_object *)o, o->cls->method_sigs ? o->cls->method_sigs[m] : NULL,
                             RT__STR(value_of), 0, NULL);
  } else {
    r = rt__object_get_any(o, RT__STR(value_of), &found);
    if (!found || (r >> RT_TAG_SHIFT) != RT_TAG_FUNCTION) return false;
    if (!rt__is_anyfn(r)) /* its representation is unknown here */
      rt_throw_error("TypeError", "Kiln cannot call an object's valueOf property (a function value, not a method) to convert it");
    r = rt__anyfn_call(r, 0, NULL);
  }
  if ((r >> RT_TAG_SHIFT) == RT_TAG_OBJECT && !rt__is_bigint(r) && !rt__is_symbol(rt_unbox_object(r))) return false; /* then toString() */
  *out = r;
  return true;
}

void *rt_prop_method(rt_object *o, const rt_str *name, rt_site *site, void **self, const char *sig) {
  if (!o) rt_throw_nullish(name, false);
  if (site->cls == o->cls && site->fn) {
    *self = o;
    if (site->adapt) rt__iface_pending(site->adapt);
    return site->fn;
  }
  int32_t m = rt__is_dict(o) ? -1 : method_find(o->cls, name);
  if (m >= 0) {
    site->cls = o->cls;
    /* a method held differently from the call: an adapter (ifacecall.c) */
    site->fn = rt__iface_method(site, o->cls->methods[m], o->cls->method_sigs ? o->cls->method_sigs[m] : NULL, sig, name);
    *self = o;
    return site->fn;
  }
  int32_t i = slot_find(o->cls, name);
  rt_value v = rt__is_dict(o) ? rt_dict_get(o, name) : i < 0 ? RT_UNDEFINED : rt__slot_value(o, (uint32_t)i);
  void *g = !rt__is_dict(o) && i < 0 ? accessor_find(o->cls, name, 'g') : NULL;
  if (g) v = ((rt_value(*)(rt_object *))g)(o); /* a function a getter returns (or held behind one: objacc.c) */
  if ((v >> RT_TAG_SHIFT) != RT_TAG_FUNCTION) {
    char msg[300];
    int n = name->flags & RT_STR_WIDE ? 0 : (int)(name->len < 200 ? name->len : 200);
    snprintf(msg, sizeof msg, "o.%.*s is not a function", n, (const char *)rt_str_bytes(name));
    rt_throw_error("TypeError", msg);
  }
  const rt_closure *c = rt_unbox_function(v);
  *self = c->env;
  return c->fn;
}

void *rt_value_to_object(rt_value v) {
  if ((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT) return rt_unbox_object(v);
  rt_throw_error("TypeError", v == RT_NULL ? "Cannot read properties of null" : "Cannot read properties of undefined");
}

/* Object.freeze / seal / preventExtensions mark the object; the run time's
 * writes by name (dictionaries, rt_prop_set) then throw as strict-mode JS
 * does.  A write the compiler made a direct store (a class field, a cached
 * property site) is not checked. */
rt_value rt_object_integrity(rt_value v, double level) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT || !rt_unbox_object(v) || rt__is_bigint(v)) return v;
  void *p = rt_unbox_object(v);
  if (rt_heap_kind(p) == RT_KIND_ARRAY) {
    rt_array *a = p;
    if ((a->flags & RT_ARRAY_TYPED) && a->length && level < 2) /* its elements stay writable */
      rt_throw_error("TypeError", level == 0 ? "Cannot freeze array buffer views with elements"
                                             : "Cannot seal array buffer views with elements");
    a->flags |= level == 0 ? RT_ARRAY_FROZEN | RT_ARRAY_SEALED | RT_ARRAY_NOEXT
              : level == 1 ? RT_ARRAY_SEALED | RT_ARRAY_NOEXT : RT_ARRAY_NOEXT;
  } else if (rt_heap_kind(p) == RT_KIND_OBJECT) {
    ((rt_object *)p)->flags |= level == 0 ? RT_OBJ_FROZEN | RT_OBJ_SEALED | RT_OBJ_NOEXT
                             : level == 1 ? RT_OBJ_SEALED | RT_OBJ_NOEXT : RT_OBJ_NOEXT;
  }
  return v;
}

bool rt_object_is_integrity(rt_value v, double level) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT || !rt_unbox_object(v) || rt__is_bigint(v)) return level != 2;
  const void *p = rt_unbox_object(v);
  if (rt_heap_kind(p) == RT_KIND_ARRAY) {
    const rt_array *a = p;
    /* an empty non-extensible array has nothing left to freeze or seal */
    bool empty = (a->flags & RT_ARRAY_NOEXT) && !a->length;
    bool frozen = (a->flags & RT_ARRAY_FROZEN) || empty, sealed = (a->flags & RT_ARRAY_SEALED) || empty;
    return level == 0 ? frozen : level == 1 ? sealed : !(a->flags & RT_ARRAY_NOEXT);
  }
  if (rt_heap_kind(p) != RT_KIND_OBJECT) return level == 2;
  const rt_object *o = p;
  uint32_t f = o->flags;
  if (level == 2) return !(f & RT_OBJ_NOEXT);
  if (!(f & RT_OBJ_NOEXT)) return false;
  if (f & (level == 0 ? RT_OBJ_FROZEN : RT_OBJ_SEALED)) return true;
  return rt_object_keys(v)->length == 0; /* no properties: vacuously frozen and sealed */
}

_Noreturn void rt__frozen_write(const rt_object *o, const rt_str *name, bool add) {
  char msg[400];
  const rt_str *f = rt__flat(name);
  int n = f->flags & RT_STR_WIDE ? 0 : (int)(f->len < 200 ? f->len : 200);
  const rt_str *cn = o->cls->name && o->cls->name->len && !rt__is_dict(o) ? rt__flat(o->cls->name) : NULL;
  int cl = cn && !(cn->flags & RT_STR_WIDE) ? (int)(cn->len < 100 ? cn->len : 100) : 0;
  if (add)
    snprintf(msg, sizeof msg, "Cannot add property %.*s, object is not extensible", n, (const char *)rt_str_bytes(f));
  else
    snprintf(msg, sizeof msg, "Cannot assign to read only property '%.*s' of object '#<%.*s>'", n, (const char *)rt_str_bytes(f),
             cl ? cl : 6, cl ? (const char *)rt_str_bytes(cn) : "Object");
  rt_throw_error("TypeError", msg);
}

void rt_field_frozen(const rt_object *o, double slot) {
  const rt_str *name = o->cls->slot_names ? o->cls->slot_names[(uint32_t)slot] : NULL;
  rt__frozen_write(o, name ? name : rt__str_from_ascii("?", 1), false);
}

void *rt_value_to_object_at(rt_value v, const rt_str *name, bool set) {
  if ((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT && rt_unbox_object(v)) return rt_unbox_object(v);
  if (v != RT_NULL && v != RT_UNDEFINED && (v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return rt_value_to_object(v);
  const char *what = v == RT_NULL ? "null" : "undefined";
  const rt_str *f = rt__flat(name);
  int n = f->flags & RT_STR_WIDE ? 0 : (int)(f->len < 200 ? f->len : 200);
  char msg[300];
  snprintf(msg, sizeof msg, "Cannot %s properties of %s (%s '%.*s')", set ? "set" : "read", what, set ? "setting" : "reading", n,
           (const char *)rt_str_bytes(f));
  rt_throw_error("TypeError", msg);
}

bool rt_instanceof(rt_value v, const rt_class *cls) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return false;
  const void *p = rt_unbox_object(v);
  if (!p || rt_heap_kind(p) != RT_KIND_OBJECT) return false;
  for (const rt_class *k = ((const rt_object *)p)->cls; k; k = k->parent)
    if (k == cls) return true;
  return false;
}

/* `name in v`: a field the object has (an absent optional slot is not one)
 * or a method of its class (its prototype chain). */
rt_value rt__object_get(rt_value v, const rt_str *name) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return RT_UNDEFINED;
  const rt_object *o = rt_unbox_object(v);
  if (!o || rt_heap_kind(o) != RT_KIND_OBJECT) return RT_UNDEFINED;
  if (rt__is_dict(o)) return rt_dict_get(o, name);
  int32_t i = slot_find(o->cls, name);
  if (i < 0) return RT_UNDEFINED;
  rt_value x = rt__slot_value(o, (uint32_t)i);
  return x == RT_ABSENT ? RT_UNDEFINED : x;
}

/* Is name a property of Object.prototype (`"toString" in {}`)? */
bool rt__object_proto_has(const rt_str *name) {
  static const char *const names[] = {"constructor", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable",
                                      "toLocaleString", "toString", "valueOf", "__proto__", "__defineGetter__",
                                      "__defineSetter__", "__lookupGetter__", "__lookupSetter__"};
  const rt_str *s = rt__flat(name);
  if (s->len < 7 || s->len > 20 || (s->flags & RT_STR_WIDE)) return false;
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (strlen(names[i]) == s->len && !memcmp(names[i], rt_str_bytes(s), s->len)) return true;
  return false;
}

/* Is the flat string s one of names[] (NULL-terminated)? */
static bool name_listed(const char *const *names, const rt_str *s) {
  for (; *names; names++) {
    size_t n = strlen(*names);
    uint32_t k = 0;
    if (n != s->len) continue;
    while (k < n && rt__str_at(s, k) == (uint16_t)(*names)[k]) k++;
    if (k == n) return true;
  }
  return false;
}

/* Is the flat string s a name `in` finds on array a besides its indexes:
 * its length, a method of Array.prototype (or of a typed array's
 * prototype), or a name of Object.prototype? */
static bool array_proto_has(const rt_array *a, const rt_str *s) {
  static const char *const both[] = {
      "length", "at", "concat", "copyWithin", "entries", "every", "fill", "filter", "find", "findIndex", "findLast",
      "findLastIndex", "forEach", "includes", "indexOf", "join", "keys", "lastIndexOf", "map", "reduce",
      "reduceRight", "reverse", "slice", "some", "sort", "toLocaleString", "toReversed", "toSorted", "values",
      "with", NULL};
  static const char *const plain[] = {"flat", "flatMap", "pop", "push", "shift", "splice", "toSpliced", "unshift", NULL};
  static const char *const typed[] = {"buffer", "byteLength", "byteOffset", "set", "subarray", NULL};
  return name_listed(both, s) || name_listed((a->flags & RT_ARRAY_TYPED) ? typed : plain, s) || rt__object_proto_has(s);
}

/* The same for a Map, Set, WeakMap or WeakSet m. */
static bool map_proto_has(const rt_map *m, const rt_str *s) {
  static const char *const map[] = {"get", "set", "has", "delete", "clear", "size", "forEach", "keys", "values", "entries", NULL};
  static const char *const set[] = {"add", "has", "delete", "clear", "size", "forEach", "keys", "values", "entries", NULL};
  static const char *const weak_map[] = {"get", "set", "has", "delete", NULL};
  static const char *const weak_set[] = {"add", "has", "delete", NULL};
  const char *const *names = (m->flags & RT_MAP_WEAK) ? ((m->flags & RT_MAP_SET) ? weak_set : weak_map)
                                                      : ((m->flags & RT_MAP_SET) ? set : map);
  return name_listed(names, s) || rt__object_proto_has(s);
}

bool rt_object_has(rt_value v, const rt_str *name) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return false;
  const rt_object *o = rt_unbox_object(v);
  if (o && rt_heap_kind(o) == RT_KIND_ARRAY) { /* "length", the indexes that are not holes, the prototype's names */
    const rt_array *a = (const rt_array *)o;
    const rt_str *s = rt__flat(name);
    double idx = 0;
    uint32_t k = 0;
    for (; k < s->len; k++) {
      uint16_t u = rt__str_at(s, k);
      if (u < '0' || u > '9' || (k == 0 && u == '0' && s->len > 1) || k > 10) break;
      idx = idx * 10 + (u - '0');
    }
    if (s->len > 0 && k == s->len) return rt_array_has(a, idx);
    return array_proto_has(a, s);
  }
  if (o && rt_heap_kind(o) == RT_KIND_MAP) return map_proto_has((const rt_map *)o, rt__flat(name));
  if (!o || rt_heap_kind(o) != RT_KIND_OBJECT) return false;
  if (rt__is_dict(o)) return rt_dict_has(o, name);
  int32_t i = slot_find(o->cls, name);
  if (i >= 0) return !((!o->cls->slot_types || o->cls->slot_types[i] == RT_SLOT_VALUE) && o->slots[i] == RT_ABSENT);
  for (const rt_class *k = o->cls; k; k = k->parent)
    if (method_find(k, name) >= 0 || accessor_find(k, name, 'g') || accessor_find(k, name, 's')) return true;
  return rt__object_proto_has(name);
}

/* Object.hasOwn(v, name): an own property, so not a method or accessor of a
 * class (those live on its prototype) nor an absent optional property. */
bool rt_object_has_own(rt_value v, const rt_str *name) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return false;
  const rt_object *o = rt_unbox_object(v);
  if (o && rt_heap_kind(o) == RT_KIND_ARRAY) return rt_object_has(v, name);
  if (!o || rt_heap_kind(o) != RT_KIND_OBJECT) return false;
  if (rt__is_dict(o)) return rt__dict_has_own(o, name);
  int32_t i = slot_find(o->cls, name);
  if (i < 0 || (o->cls->slot_types && o->cls->slot_types[i] == RT_SLOT_HIDDEN)) return false;
  return !((!o->cls->slot_types || o->cls->slot_types[i] == RT_SLOT_VALUE) && o->slots[i] == RT_ABSENT);
}

/* Object.prototype.toString.call(v): "[object Tag]" by the kind of value. */
const rt_str *rt_object_to_string_tag(rt_value v) {
  const char *tag = "Object";
  char buf[64];
  if (rt_value_is_number(v)) tag = "Number";
  else if ((v >> RT_TAG_SHIFT) == RT_TAG_STRING) tag = "String";
  else if (v == RT_UNDEFINED) tag = "Undefined";
  else if (v == RT_NULL) tag = "Null";
  else if (v == RT_TRUE || v == RT_FALSE) tag = "Boolean";
  else if ((v >> RT_TAG_SHIFT) == RT_TAG_FUNCTION) tag = "Function";
  else if (rt__is_bigint(v)) tag = "BigInt";
  else if ((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT && rt_unbox_object(v)) {
    const rt_object *o = rt_unbox_object(v);
    if (rt__is_symbol(o)) tag = "Symbol";
    else if (rt_heap_kind(o) == RT_KIND_ARRAY) {
      const rt_array *a = (const rt_array *)o;
      static const char *const typed[] = {"Float64Array", "Int32Array", "Uint8Array", "", "", "Uint32Array",
                                          "Int8Array", "Int16Array", "Uint16Array", "Float32Array", "Uint8ClampedArray"};
      tag = (a->flags & RT_ARRAY_TYPED) && a->elem < sizeof typed / sizeof *typed ? typed[a->elem] : "Array";
    } else if (rt_heap_kind(o) == RT_KIND_MAP) {
      uint32_t fl = ((const rt_map *)o)->flags;
      tag = fl & RT_MAP_WEAK ? (fl & RT_MAP_SET ? "WeakSet" : "WeakMap") : fl & RT_MAP_SET ? "Set" : "Map";
    } else if (rt_native_is(v, 1)) tag = "RegExp";
    else if (rt_native_is(v, 2)) tag = "Date";
    else if (rt_native_is(v, 3)) tag = "Promise";
    else if (rt__is_error(o)) tag = "Error";
    else if (rt_heap_kind(o) == RT_KIND_OBJECT && rt__builtin_tag_str(o)) return rt__builtin_tag_str(o);
  }
  int k = snprintf(buf, sizeof buf, "[object %s]", tag);
  return rt__str_from_ascii(buf, (size_t)k);
}

rt_closure *rt_closure_new(void *fn, void *env, const rt_str *name) {
  rt_closure *c = rt_alloc(RT_KIND_CLOSURE, sizeof *c);
  c->fn = fn;
  c->env = env;
  c->name = name;
  return c;
}

rt_env *rt_env_new(uint32_t n) {
  rt_env *e = rt_alloc(RT_KIND_ENV, sizeof *e + (size_t)n * sizeof(rt_value));
  e->n = n;
  for (uint32_t i = 0; i < n; i++) e->slots[i] = RT_UNDEFINED;
  return e;
}

/* ---- arrays --------------------------------------------------------------- */

#define MAX_LENGTH 0xFFFFFFFFu

uint32_t rt_array_elem_size(uint32_t elem) {
  switch (elem) {
  case RT_ELEM_U8: case RT_ELEM_I8: case RT_ELEM_U8C: return 1;
  case RT_ELEM_I16: case RT_ELEM_U16: return 2;
  case RT_ELEM_I32: case RT_ELEM_U32: case RT_ELEM_F32: return 4;
  default: return 8;
  }
}

/* Moves a's elements to a new store of exactly `capacity` (>= length) elements. */
static void store_replace(rt_array *a, uint32_t capacity) {
  size_t esz = rt_array_elem_size(a->elem);
  void *data = NULL;
  if (capacity) {
    if ((uint64_t)capacity * esz > ((uint64_t)1 << 36)) rt_throw_error("RangeError", "Invalid array length");
    rt__store *st = rt_alloc(RT_KIND_STORE, sizeof *st + capacity * esz); /* a stays reachable */
    st->elem = a->elem;
    st->capacity = capacity;
    data = st + 1;
    if (a->length) memcpy(data, a->data, a->length * esz);
  }
  a->data = data;
  a->capacity = capacity;
}

rt_array *rt_array_new(uint32_t elem, uint32_t capacity) {
  rt_array *a = rt_alloc(RT_KIND_ARRAY, sizeof *a);
  a->elem = (uint8_t)elem;
  if (capacity) store_replace(a, capacity);
  return a;
}

rt_array *rt_typed_array_new(uint32_t elem, uint32_t length) {
  rt_array *a = rt_array_new(elem, length);
  a->flags = RT_ARRAY_TYPED;
  a->length = length;
  return a;
}

void rt_array_reserve(rt_array *a, uint32_t capacity) {
  if (capacity <= a->capacity) return;
  uint64_t grown = a->capacity < 4 ? 8 : (uint64_t)a->capacity + a->capacity / 2;
  store_replace(a, (uint32_t)(grown > capacity ? (grown > MAX_LENGTH ? MAX_LENGTH : grown) : capacity));
}

void rt_array_set_length(rt_array *a, uint32_t length) {
  size_t esz = rt_array_elem_size(a->elem);
  if (length > a->length) {
    rt_array_reserve(a, length); /* the new elements are already zero */
    if (a->elem == RT_ELEM_VALUE)
      for (uint32_t i = a->length; i < length; i++) ((rt_value *)a->data)[i] = RT_UNDEFINED;
    a->length = length;
    return;
  }
  /* Elements past the length stay zero, so the collector sees no stale references. */
  if (a->length > length)
    memset((char *)a->data + (size_t)length * esz, 0, (size_t)(a->length - length) * esz);
  a->length = length;
  if (a->capacity > 16 && length < a->capacity / 4) store_replace(a, length < 8 ? 8 : length * 2);
}

static inline void *push_slot(rt_array *a) {
  if (a->length == a->capacity) {
    if (a->length == MAX_LENGTH) rt_throw_error("RangeError", "Invalid array length");
    rt_array_reserve(a, a->length + 1);
  }
  return (char *)a->data + (size_t)a->length++ * rt_array_elem_size(a->elem);
}

void rt_array_push_f64(rt_array *a, double d) { *(double *)push_slot(a) = d; }
void rt_array_push_i32(rt_array *a, int32_t i) {
  void *p = push_slot(a);
  if (a->elem == RT_ELEM_U8) *(uint8_t *)p = (uint8_t)i;
  else *(int32_t *)p = i;
}
void rt_array_push_value(rt_array *a, rt_value v) { *(rt_value *)push_slot(a) = v; }

/* Object.setPrototypeOf(this, K.prototype) in K's constructor (the checker's
 * set_prototype_of): nothing to do for a K; for an object of a subclass
 * JavaScript would make it a K, which a compiled object cannot become. */
void rt_object_keep_proto(const rt_object *o, const rt_str *cls) {
  if (!o || !o->cls || !o->cls->name || rt__str_eq(o->cls->name, cls)) return;
  char msg[300];
  const rt_str *n = rt__flat(o->cls->name), *k = rt__flat(cls);
  int nl = n->flags & RT_STR_WIDE ? 0 : (int)(n->len < 100 ? n->len : 100);
  int kl = k->flags & RT_STR_WIDE ? 0 : (int)(k->len < 100 ? k->len : 100);
  snprintf(msg, sizeof msg,
           "Kiln cannot change the prototype of a %.*s to %.*s.prototype (Object.setPrototypeOf in %.*s's constructor; "
           "new.target.prototype keeps each class's)",
           nl, (const char *)rt_str_bytes(n), kl, (const char *)rt_str_bytes(k), kl, (const char *)rt_str_bytes(k));
  rt_throw_error("TypeError", msg);
}

