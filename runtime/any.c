/* any.c - values of TypeScript type `any`: JSON.parse's entry, conversion to static types, and JS operations on them.
 *
 * A value of static type `any` is an rt_value like any union.  What the
 * compiler cannot type it leaves to these functions: property reads and
 * writes by name or index, method calls dispatched on the value's kind, `+`.
 *
 * Conversion (rt_any_cast).  Where an `any` meets a static type (a typed
 * declaration, an argument, `as T`), the compiler passes a descriptor of T
 * (see check_any.inc, which writes it):
 *   n s b u l        number, string, boolean, undefined, null
 *   *                anything (unknown, any)
 *   N<text>;         a number literal      S<len>:<4*len hex digits>  a string literal's units
 *   T F              true, false
 *   A<k><elem>       an array whose elements are stored as rt_elem kind k
 *   Y<k>             a typed array of rt_elem kind k, as the letter 'a' + k (a Buffer is a Uint8Array)
 *   W                a Date (checked, never converted: a reviver's `new Date(v)`)
 *   P<k><n>:<desc>*  a tuple of n elements stored as kind k
 *   O<n>:{<len>:<name><?|!><slot kind><desc>}*   an object type's properties
 *   U<n>:<desc>*     a union (the first member that fits converts)
 *   D<desc>          a dictionary (`{ [k: string]: T }`) whose values are desc
 *   R<pos>;          the descriptor at position pos (a recursive type alias)
 *   I[?][<n>:<name>]<A desc>  what a value iterates (for-of, a pattern, a spread) as
 *                    that array: a string's code points, a Set's values, a Map's
 *                    entries; ? takes null and undefined as empty (new Set(x));
 *                    name (n units) is the source's, for "name is not iterable"
 * The value is checked deeply; a mismatch throws `TypeError: expected number
 * at $.items[2].qty` (Kiln's own behaviour: Node does not check).  Values
 * are converted to the representation compiled code reads: a number[] gets
 * an F64 array and a string[] a PTR one (a copy), and an object made by
 * JSON.parse is given, in place, a run-time shape whose slots have the kinds
 * of the type's properties (an F64 slot for a number), so compiled property
 * reads hit their site caches and read slots directly.  Objects made by
 * compiled code keep their class.
 */
#include "rt_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool runtime_shape(const rt_class *k) { return (k->flags & RT__CLASS_SHAPE) != 0; }

/* ---- descriptors ------------------------------------------------------------ */

typedef struct D {
  const rt_str *s;
  uint32_t i;
} D;

static uint16_t dc(const D *d) { return d->i < d->s->len ? rt__str_at(d->s, d->i) : 0; }
static uint32_t dnum(D *d) {
  uint32_t v = 0;
  while (dc(d) >= '0' && dc(d) <= '9') v = v * 10 + (dc(d) - '0'), d->i++;
  return v;
}
static void skip(D *d);
static void skip_n(D *d, uint32_t n) {
  while (n--) skip(d);
}
static void skip(D *d) {
  uint16_t c = dc(d);
  d->i++;
  switch (c) {
  case 'N':
    while (dc(d) != ';' && d->i < d->s->len) d->i++;
    d->i++;
    return;
  case 'S': {
    uint32_t n = dnum(d);
    d->i += 1 + 4 * n;
    return;
  }
  case 'A': d->i++; skip(d); return;
  case 'I':
    if (dc(d) == '?') d->i++;
    if (dc(d) >= '0' && dc(d) <= '9') d->i += dnum(d) + 1;
    skip(d);
    return;
  case 'Y': d->i++; return;
  case 'P': {
    d->i++;
    uint32_t n = dnum(d);
    d->i++;
    skip_n(d, n);
    return;
  }
  case 'O': {
    uint32_t n = dnum(d);
    d->i++;
    while (n--) {
      uint32_t l = dnum(d);
      d->i += 1 + l + 2;
      skip(d);
    }
    return;
  }
  case 'U': {
    uint32_t n = dnum(d);
    d->i++;
    skip_n(d, n);
    return;
  }
  case 'D': skip(d); return;
  case 'R':
    while (dc(d) != ';' && d->i < d->s->len) d->i++;
    d->i++;
    return;
  default: return;
  }
}
/* The descriptor an R<pos>; at d refers to. */
static D deref(const D *d) {
  D e = *d;
  e.i++;
  D r = {d->s, dnum(&e)};
  return r;
}

/* The type's name for messages, into b. */
typedef struct sb {
  char *p;
  size_t n, cap;
} sb;
static void sb_add(sb *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    b->cap = (b->n + n + 1) * 2 + 64;
    b->p = realloc(b->p, b->cap);
    if (!b->p) abort();
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
  b->p[b->n] = 0;
}
static void sb_cstr(sb *b, const char *s) { sb_add(b, s, strlen(s)); }
static void sb_units_raw(sb *b, const uint16_t *us, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    uint16_t u = us[i];
    char t[4];
    if (u < 0x80) {
      t[0] = (char)u;
      sb_add(b, t, 1);
    } else if (u < 0x800) {
      t[0] = (char)(0xC0 | (u >> 6));
      t[1] = (char)(0x80 | (u & 0x3F));
      sb_add(b, t, 2);
    } else {
      t[0] = (char)(0xE0 | (u >> 12));
      t[1] = (char)(0x80 | ((u >> 6) & 0x3F));
      t[2] = (char)(0x80 | (u & 0x3F));
      sb_add(b, t, 3);
    }
  }
}

static void sb_units(sb *b, const rt_str *s, uint32_t from, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    uint16_t u = rt__str_at(s, from + i);
    sb_units_raw(b, &u, 1);
  }
}
/* The unit written as 4 hex digits at d[i..i+4). */
static uint16_t lit_unit(const rt_str *d, uint32_t i) {
  uint16_t u = 0;
  for (uint32_t k = 0; k < 4 && i + k < d->len; k++) {
    uint16_t c = rt__str_at(d, i + k);
    u = (uint16_t)(u * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10));
  }
  return u;
}

static _Thread_local int name_depth;
static void type_name(D *d, sb *b) {
  uint16_t c = dc(d);
  switch (c) {
  case 'D': sb_cstr(b, "object"); break;
  case 'R': {
    D r = deref(d);
    if (name_depth > 4) { sb_cstr(b, "..."); break; }
    name_depth++;
    type_name(&r, b);
    name_depth--;
    break;
  }
  case 'n': sb_cstr(b, "number"); break;
  case 'g': sb_cstr(b, "bigint"); break;
  case 's': sb_cstr(b, "string"); break;
  case 'b': sb_cstr(b, "boolean"); break;
  case 'u': sb_cstr(b, "undefined"); break;
  case 'l': sb_cstr(b, "null"); break;
  case 'T': sb_cstr(b, "true"); break;
  case 'F': sb_cstr(b, "false"); break;
  case 'A': sb_cstr(b, "array"); break;
  case 'Y': sb_cstr(b, "typed array"); break;
  case 'W': sb_cstr(b, "Date"); break;
  case 'P': {
    D e = *d;
    e.i += 2;
    uint32_t n = dnum(&e);
    e.i++;
    sb_cstr(b, "[");
    for (uint32_t k = 0; k < n; k++) {
      if (k) sb_cstr(b, ", ");
      type_name(&e, b);
      skip(&e);
    }
    sb_cstr(b, "]");
    break;
  }
  case 'O': sb_cstr(b, "object"); break;
  case 'N': {
    uint32_t j = d->i + 1;
    while (j < d->s->len && rt__str_at(d->s, j) != ';') j++;
    sb_units(b, d->s, d->i + 1, j - d->i - 1);
    break;
  }
  case 'S': {
    D e = *d;
    e.i++;
    uint32_t n = dnum(&e);
    sb_cstr(b, "\"");
    for (uint32_t k = 0; k < n; k++) {
      uint16_t u = lit_unit(d->s, e.i + 1 + 4 * k);
      sb_units_raw(b, &u, 1);
    }
    sb_cstr(b, "\"");
    break;
  }
  case 'U': {
    D e = *d;
    e.i++;
    uint32_t n = dnum(&e);
    e.i++;
    for (uint32_t k = 0; k < n; k++) {
      if (k) sb_cstr(b, " | ");
      type_name(&e, b);
      skip(&e);
    }
    break;
  }
  default: sb_cstr(b, "any"); break;
  }
}

static bool units_eq(const rt_str *a, const rt_str *d, uint32_t from, uint32_t n) {
  if (a->len != n) return false;
  for (uint32_t i = 0; i < n; i++)
    if (rt__str_at(a, i) != rt__str_at(d, from + i)) return false;
  return true;
}

static int32_t slot_named(const rt_class *k, const rt_str *d, uint32_t from, uint32_t n) {
  if (!k->slot_names) return -1;
  for (uint32_t i = 0; i < k->nslots; i++) {
    const rt_str *s = k->slot_names[i];
    if (s && (!k->slot_types || k->slot_types[i] != RT_SLOT_HIDDEN) && units_eq(s, d, from, n)) return (int32_t)i;
  }
  return -1;
}

static const rt_object *plain_object(rt_value v) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return NULL;
  const rt_object *o = rt_unbox_object(v);
  return o && rt_heap_kind(o) == RT_KIND_OBJECT ? o : NULL;
}
static const rt_array *array_of(rt_value v) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return NULL;
  const rt_array *a = rt_unbox_object(v);
  return a && rt_heap_kind(a) == RT_KIND_ARRAY ? a : NULL;
}
static rt_value prop_of(const rt_object *o, int32_t i) {
  if (i < 0) return RT_UNDEFINED;
  rt_value x = rt__slot_value(o, (uint32_t)i);
  return x == RT_ABSENT ? RT_UNDEFINED : x;
}

/* Does v fit the type at d?  (d is advanced past it.) */
static bool fits(rt_value v, D *d) {
  uint16_t c = dc(d);
  D start = *d;
  skip(d);
  switch (c) {
  case 'n': return rt_value_is_number(v);
  case 'g': return rt__is_bigint(v);
  case 's': return rt__is_string(v);
  case 'b': return v == RT_TRUE || v == RT_FALSE;
  case 'u': return v == RT_UNDEFINED;
  case 'l': return v == RT_NULL;
  case 'T': return v == RT_TRUE;
  case 'F': return v == RT_FALSE;
  case '*': return true;
  case 'N': {
    if (!rt_value_is_number(v)) return false;
    char t[64];
    uint32_t j = start.i + 1, k = 0;
    while (j < d->s->len && rt__str_at(d->s, j) != ';' && k < 63) t[k++] = (char)rt__str_at(d->s, j++);
    t[k] = 0;
    return strtod(t, NULL) == rt_unbox_number(v);
  }
  case 'S': {
    if (!rt__is_string(v)) return false;
    D e = start;
    e.i++;
    uint32_t n = dnum(&e);
    const rt_str *x = rt_unbox_string(v);
    if (x->len != n) return false;
    for (uint32_t k = 0; k < n; k++)
      if (rt__str_at(x, k) != lit_unit(d->s, e.i + 1 + 4 * k)) return false;
    return true;
  }
  case 'W': {
    double t;
    return (v >> RT_TAG_SHIFT) == RT_TAG_OBJECT && !rt__is_bigint(v) && rt__date_number(rt_unbox_object(v), &t);
  }
  case 'Y': {
    const rt_array *a = array_of(v);
    return a && (a->flags & RT_ARRAY_TYPED) && a->elem == (uint32_t)(rt__str_at(d->s, start.i + 1) - 'a');
  }
  case 'A': {
    const rt_array *a = array_of(v);
    if (!a) return false;
    D e = start;
    e.i += 2;
    for (uint32_t i = 0; i < a->length; i++) {
      D f = e;
      if (!fits(rt_array_get(a, i), &f)) return false;
    }
    return true;
  }
  case 'P': {
    const rt_array *a = array_of(v);
    D e = start;
    e.i += 2;
    uint32_t n = dnum(&e);
    e.i++;
    if (!a || a->length != n) return false;
    for (uint32_t i = 0; i < n; i++)
      if (!fits(rt_array_get(a, i), &e)) return false;
    return true;
  }
  case 'O': {
    const rt_object *o = plain_object(v);
    if (!o) return false;
    D e = start;
    e.i++;
    uint32_t n = dnum(&e);
    e.i++;
    while (n--) {
      uint32_t l = dnum(&e);
      uint32_t from = e.i + 1;
      e.i += 1 + l;
      bool opt = dc(&e) == '?';
      e.i += 2;
      rt_value x = prop_of(o, slot_named(o->cls, d->s, from, l));
      if (x == RT_UNDEFINED && opt) {
        skip(&e);
        continue;
      }
      if (!fits(x, &e)) return false;
    }
    return true;
  }
  case 'U': {
    D e = start;
    e.i++;
    uint32_t n = dnum(&e);
    e.i++;
    while (n--)
      if (fits(v, &e)) return true;
    return false;
  }
  case 'R': {
    D r = deref(&start);
    return fits(v, &r);
  }
  case 'D': {
    const rt_object *o = plain_object(v);
    if (!o) return false;
    D e = start;
    e.i++;
    rt_array *keys = rt_object_keys(v);
    for (uint32_t i = 0; i < keys->length; i++) {
      D f = e;
      if (!fits(rt_any_get(v, rt_unbox_string(rt_array_get(keys, i))), &f)) return false;
    }
    return true;
  }
  default: return false;
  }
}

/* ---- conversion ------------------------------------------------------------------ */

/* Where conversion is, as a chain of stack frames (formatted only for an error). */
typedef struct path {
  const struct path *up;
  int member;        /* .name (else [idx]) */
  uint32_t idx;
  const rt_str *d;   /* member: the name is d[from..from+len) */
  uint32_t from, len;
} path;

static _Noreturn void mismatch(D *d, const path *p) {
  sb m = {0};
  sb_cstr(&m, "expected ");
  type_name(d, &m);
  sb_cstr(&m, " at $");
  const path *segs[256];
  int n = 0;
  for (const path *q = p; q; q = q->up) n++;
  int skip_n = n > 256 ? n - 256 : 0, k = 0;
  for (const path *q = p; q; q = q->up, k++)
    if (k >= skip_n) segs[k - skip_n] = q;
  if (skip_n) sb_cstr(&m, "...");
  for (int i = (n > 256 ? 256 : n) - 1; i >= 0; i--) {
    const path *q = segs[i];
    if (q->member) {
      sb_cstr(&m, ".");
      sb_units(&m, q->d, q->from, q->len);
    } else {
      char t[16];
      int tn = snprintf(t, sizeof t, "[%u]", q->idx);
      sb_add(&m, t, (size_t)tn);
    }
  }
  rt_object *e = rt_error_new("TypeError", m.p);
  free(m.p);
  rt_throw(rt_box_object(e));
}

static uint64_t encode(rt_value v, uint8_t kind) {
  switch (kind) {
  case RT_SLOT_F64: {
    double x = rt_unbox_number(v);
    uint64_t w;
    memcpy(&w, &x, 8);
    return w;
  }
  case RT_SLOT_BOOL: return v == RT_TRUE;
  case RT_SLOT_I32: return (uint32_t)rt_to_int32(rt_unbox_number(v));
  case RT_SLOT_STR: case RT_SLOT_OBJECT: case RT_SLOT_ARRAY: case RT_SLOT_FUNCTION:
    if (v == RT_UNDEFINED || v == RT_NULL) return 0;
    return v & RT_PAYLOAD_MASK;
  default: return v;
  }
}

static rt_value conv(rt_value v, D *d, const path *p);

static rt_value conv_array(rt_value v, D *d, const path *p) {
  rt_array *a = (rt_array *)array_of(v);
  uint32_t kind = dc(d) - '0';
  d->i++;
  D e = *d;
  skip(d);
  if (!a) {
    d->i = e.i - 2;
    mismatch(d, p);
  }
  rt_array *out = a;
  if (a->elem != kind && !(a->flags & RT_ARRAY_TYPED)) out = rt_array_new(kind, a->length);
  for (uint32_t i = 0; i < a->length; i++) {
    path q = {p, 0, i, NULL, 0, 0};
    D f = e;
    rt_value x = conv(rt_array_get(a, i), &f, &q);
    if (out != a) rt_array_push(out, x);
    else if (a->elem == RT_ELEM_VALUE && ((rt_value *)a->data)[i] != x) ((rt_value *)a->data)[i] = x;
  }
  return rt_box_object(out);
}

/* Per (descriptor position, class): the slot of each of the type's
 * properties, and the last retyped shape made from that class with its
 * slot kinds, so that converting many objects of one shape (the records of a
 * JSON array) looks up names and shapes once.  Classes and descriptors live
 * as long as the program, so an entry never goes stale. */
typedef struct conv_ent {
  const rt_str *desc;
  uint32_t at;
  const rt_class *cls;
  uint32_t n;
  int32_t *slots;          /* n: the slot of property q, or -1 */
  uint8_t *types;          /* cls->nslots: the kinds nk was made with */
  const rt_class *nk;      /* or NULL */
} conv_ent;
#define CONV_CACHE 64u
static _Thread_local conv_ent conv_cache[CONV_CACHE];

static conv_ent *conv_entry(const rt_str *desc, uint32_t at, const rt_class *k, uint32_t n) {
  uintptr_t h = ((uintptr_t)desc >> 4) ^ ((uintptr_t)k >> 4) ^ ((uintptr_t)k >> 12) ^ at * 31u;
  conv_ent *e = &conv_cache[h % CONV_CACHE];
  if (e->desc == desc && e->at == at && e->cls == k && e->n == n) return e;
  free(e->slots);
  free(e->types);
  e->desc = desc;
  e->at = at;
  e->cls = k;
  e->n = n;
  e->slots = malloc((n + 1) * sizeof *e->slots);
  e->types = NULL;
  e->nk = NULL;
  if (!e->slots) abort();
  for (uint32_t q = 0; q < n; q++) e->slots[q] = INT32_MIN; /* not looked up yet */
  return e;
}

static rt_value conv_object(rt_value v, D *d, const path *p) {
  D start = *d;
  rt_object *o = (rt_object *)plain_object(v);
  if (!o) mismatch(d, p);
  d->i++;
  uint32_t n = dnum(d);
  d->i++;
  const rt_class *k = o->cls;
  const uint32_t nprops = n;
  conv_ent *ce = conv_entry(d->s, start.i, k, n);
  uint32_t q = 0;
  bool retype = runtime_shape(k);
  uint8_t small[32];
  uint8_t *types = NULL;
  if (retype) {
    types = k->nslots <= 32 ? small : malloc(k->nslots);
    if (!types) abort();
    memcpy(types, k->slot_types, k->nslots);
  }
  while (n--) {
    uint32_t l = dnum(d);
    uint32_t from = d->i + 1;
    d->i += 1 + l;
    bool opt = dc(d) == '?';
    uint8_t kind = (uint8_t)(rt__str_at(d->s, d->i + 1) - '0');
    d->i += 2;
    /* (a nested conversion may have taken the cache entry over) */
    bool mine = ce->desc == d->s && ce->at == start.i && ce->cls == k && ce->n == nprops;
    int32_t i = mine ? ce->slots[q] : INT32_MIN;
    if (i == INT32_MIN) {
      i = slot_named(k, d->s, from, l);
      if (mine) ce->slots[q] = i;
    }
    q++;
    rt_value x = prop_of(o, i);
    if (x == RT_UNDEFINED && opt) {
      skip(d);
      continue;
    }
    path q = {p, 1, 0, d->s, from, l};
    rt_value y = conv(x, d, &q);
    if (i < 0) continue; /* an undefined that fits */
    if (retype) {
      types[i] = kind;
      o->slots[i] = y; /* re-encoded below, once the new shape is known */
    } else if (y != x) {
      rt_site site = {0};
      rt_prop_set(o, k->slot_names[i], &site, RT_SLOT_VALUE, y);
    }
  }
  if (retype) {
    /* every slot as a value, then the new shape, then each in its own kind */
    for (uint32_t i = 0; i < k->nslots; i++)
      if (k->slot_types[i] != RT_SLOT_VALUE || types[i] != RT_SLOT_VALUE) {
        rt_value x = k->slot_types[i] == RT_SLOT_VALUE ? o->slots[i] : rt__slot_value(o, i);
        if (types[i] != RT_SLOT_VALUE && x == RT_ABSENT) types[i] = RT_SLOT_VALUE;
        o->slots[i] = x;
      }
    bool mine = ce->desc == d->s && ce->at == start.i && ce->cls == k && ce->n == nprops;
    const rt_class *nk = mine && ce->nk && !memcmp(ce->types, types, k->nslots) ? ce->nk : NULL;
    if (!nk) nk = rt__shape_get(k->slot_names, types, k->nslots);
    if (mine && ce->nk != nk) {
      if (!ce->types) ce->types = malloc(k->nslots + 1);
      if (!ce->types) abort();
      memcpy(ce->types, types, k->nslots);
      ce->nk = nk;
    }
    for (uint32_t i = 0; i < k->nslots; i++) o->slots[i] = encode(o->slots[i], types[i]);
    o->cls = nk;
    if (types != small) free(types);
  }
  (void)start;
  return v;
}

/* The array a value iterates as (descriptor I, d just past the letter and
 * moved past the name), or a TypeError worded as Node's. */
static rt_value iterated(rt_value v, D *d) {
  bool empty_ok = dc(d) == '?';
  if (empty_ok) d->i++;
  uint32_t name_at = 0, name_len = 0;
  if (dc(d) >= '0' && dc(d) <= '9') {
    name_len = dnum(d);
    name_at = ++d->i;
    d->i += name_len;
  }
  if (rt__is_string(v)) return rt_box_object(rt_str_chars(rt_unbox_string(v)));
  if (empty_ok && (v == RT_UNDEFINED || v == RT_NULL)) return rt_box_object(rt_array_new(RT_ELEM_VALUE, 0));
  if ((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT && !rt__is_bigint(v)) {
    const void *o = rt_unbox_object(v);
    if (o && rt_heap_kind(o) == RT_KIND_ARRAY) return v;
    if (o && rt_heap_kind(o) == RT_KIND_MAP && !(((const rt_map *)o)->flags & RT_MAP_WEAK)) {
      const rt_map *m = o;
      return rt_box_object(m->flags & RT_MAP_SET ? rt_map_to_array(m, 0, RT_ELEM_VALUE) : rt_map_entries(m, RT_ELEM_VALUE));
    }
  }
  static const char tail[] = " is not iterable (cannot read property Symbol(Symbol.iterator))";
  sb b = {0};
  if (name_len) {
    sb_units(&b, d->s, name_at, name_len);
    sb_cstr(&b, " is not iterable");
  } else {
    if (v == RT_UNDEFINED) sb_cstr(&b, "undefined");
    else if (v == RT_NULL) sb_cstr(&b, "null");
    else if (v == RT_TRUE || v == RT_FALSE) sb_cstr(&b, v == RT_TRUE ? "boolean true" : "boolean false");
    else if (rt_value_is_number(v)) {
      sb_cstr(&b, "number ");
      const rt_str *t = rt_num_to_str(rt_unbox_number(v));
      sb_units(&b, t, 0, t->len);
    } else sb_cstr(&b, "object");
    sb_cstr(&b, tail);
  }
  rt_object *e = rt_error_new("TypeError", b.p);
  free(b.p);
  rt_throw(rt_box_object(e));
}

/* A dictionary object (an object literal spreading an any, Object.fromEntries)
 * meeting an object type: a new object of a run-time shape with its entries,
 * which conv_object then retypes as it does a parsed one. */
static rt_value dict_as_shape(rt_value v) {
  const rt_object *o = (v >> RT_TAG_SHIFT) == RT_TAG_OBJECT && !rt__is_bigint(v) ? rt_unbox_object(v) : NULL;
  if (!o || rt_heap_kind(o) != RT_KIND_OBJECT || !rt__is_dict(o)) return v;
  rt_array *keys = rt_object_keys(v);
  uint32_t n = keys->length;
  if (n > 4096) return v;
  const rt_str **names = malloc((n + 1) * sizeof *names);
  if (!names) abort();
  for (uint32_t i = 0; i < n; i++) {
    const rt_str *k = rt__flat(rt_unbox_string(rt_array_get(keys, i)));
    uint16_t small[64], *u = k->len <= 64 ? small : malloc(k->len * sizeof *u);
    if (!u) abort();
    for (uint32_t j = 0; j < k->len; j++) u[j] = rt__str_at(k, j);
    names[i] = rt__json_key(u, k->len);
    if (u != small) free(u);
  }
  rt_object *r = rt__shape_object(rt__shape_get(names, NULL, n));
  free(names);
  for (uint32_t i = 0; i < n; i++) r->slots[i] = rt_any_get(v, rt_unbox_string(rt_array_get(keys, i)));
  return rt_box_object(r);
}

static rt_value conv(rt_value v, D *d, const path *p) {
  uint16_t c = dc(d);
  switch (c) {
  case 'I': {
    d->i++;
    rt_value a = iterated(v, d);
    return conv(a, d, p);
  }
  case 'A': {
    D at = *d;
    d->i++;
    if (!array_of(v)) mismatch(&at, p);
    return conv_array(v, d, p);
  }
  case 'O': return conv_object(dict_as_shape(v), d, p);
  case 'R': {
    D r = deref(d);
    skip(d);
    return conv(v, &r, p);
  }
  case 'D': {
    /* a dictionary: the parsed object's properties become the entries of
       a new one (compiled code reads a dictionary through its table) */
    D at = *d;
    d->i++;
    D e = *d;
    skip(d);
    if (!plain_object(v)) mismatch(&at, p);
    rt_array *keys = rt_object_keys(v);
    rt_object *out = rt_dict_new();
    for (uint32_t i = 0; i < keys->length; i++) {
      const rt_str *k = rt_unbox_string(rt_array_get(keys, i));
      path q = {p, 1, 0, rt__flat(k), 0, k->len};
      D f = e;
      rt_dict_set(out, k, conv(rt_any_get(v, k), &f, &q));
    }
    return rt_box_object(out);
  }
  case 'P': {
    D at = *d;
    rt_array *a = (rt_array *)array_of(v);
    d->i++;
    uint32_t kind = dc(d) - '0';
    d->i++;
    uint32_t n = dnum(d);
    d->i++;
    if (!a || a->length != n) mismatch(&at, p);
    rt_array *out = a->elem == kind || (a->flags & RT_ARRAY_TYPED) ? a : rt_array_new(kind, n);
    for (uint32_t i = 0; i < n; i++) {
      path q = {p, 0, i, NULL, 0, 0};
      rt_value x = conv(rt_array_get(a, i), d, &q);
      if (out != a) rt_array_push(out, x);
      else if (a->elem == RT_ELEM_VALUE) ((rt_value *)a->data)[i] = x;
    }
    return rt_box_object(out);
  }
  case 'U': {
    D at = *d, e = *d;
    e.i++;
    uint32_t n = dnum(&e);
    e.i++;
    for (uint32_t k = 0; k < n; k++) {
      D f = e;
      if (fits(v, &f)) {
        rt_value r = conv(v, &e, p);
        *d = at;
        skip(d);
        return r;
      }
      skip(&e);
    }
    mismatch(&at, p);
  }
  default: {
    D at = *d;
    if (!fits(v, d)) mismatch(&at, p);
    return v;
  }
  }
}

rt_value rt_any_cast(rt_value v, const rt_str *desc) {
  D d = {rt__flat(desc), 0};
  return conv(v, &d, NULL);
}

/* ---- JSON.parse ----------------------------------------------------------------- */

typedef rt_value (*reviver_fn)(void *env, const rt_str *key, rt_value value);

static rt_value revive(const rt_closure *f, rt_value holder, const rt_str *key, rt_value v, int depth) {
  if (depth > 10000) rt_throw_error("RangeError", "Maximum call stack size exceeded");
  if ((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT) {
    void *o = rt_unbox_object(v);
    if (rt_heap_kind(o) == RT_KIND_ARRAY) {
      rt_array *a = o;
      for (uint32_t i = 0; i < a->length; i++) {
        const rt_str *k = rt_num_to_str(i);
        rt_value x = revive(f, v, k, rt_array_get(a, i), depth + 1);
        rt_array_set(a, i, x == RT_UNDEFINED ? RT__HOLE : x);
      }
    } else if (rt_heap_kind(o) == RT_KIND_OBJECT) {
      rt_object *ob = o;
      for (uint32_t i = 0; i < ob->cls->nslots; i++) {
        if (!ob->cls->slot_names[i]) continue;
        rt_value x = revive(f, v, ob->cls->slot_names[i], rt__slot_value(ob, i), depth + 1);
        ob->slots[i] = x == RT_UNDEFINED ? RT_ABSENT : x;
      }
    }
  }
  (void)holder;
  return ((reviver_fn)f->fn)(f->env, key, v);
}

rt_value rt_json_parse(const rt_str *text, rt_value reviver) {
  rt_value v = rt__json_parse_text(text);
  if ((reviver >> RT_TAG_SHIFT) == RT_TAG_FUNCTION) {
    RT__STATIC_STR(empty, "");
    return revive(rt_unbox_function(reviver), RT_UNDEFINED, RT__STR(empty), v, 0);
  }
  return v;
}

/* ---- operations ------------------------------------------------------------------- */

static _Noreturn void read_nullish(rt_value v, const rt_str *name) {
  char msg[300];
  int n = name->flags & RT_STR_WIDE ? 0 : (int)(name->len < 200 ? name->len : 200);
  snprintf(msg, sizeof msg, "Cannot read properties of %s (reading '%.*s')", v == RT_NULL ? "null" : "undefined", n,
           (const char *)rt_str_bytes(name));
  rt_throw_error("TypeError", msg);
}
static _Noreturn void set_nullish(rt_value v, const rt_str *name) {
  char msg[300];
  int n = name->flags & RT_STR_WIDE ? 0 : (int)(name->len < 200 ? name->len : 200);
  snprintf(msg, sizeof msg, "Cannot set properties of %s (setting '%.*s')", v == RT_NULL ? "null" : "undefined", n,
           (const char *)rt_str_bytes(name));
  rt_throw_error("TypeError", msg);
}

static bool str_is(const rt_str *s, const char *c) {
  size_t n = strlen(c);
  if (s->len != n || (s->flags & RT_STR_WIDE)) return false;
  return !memcmp(rt_str_bytes(s), c, n);
}

/* A canonical array index ("0", "12"), else -1. */
static double index_of_key(const rt_str *s) {
  uint32_t n = s->len;
  if (!n || n > 10) return -1;
  double v = 0;
  for (uint32_t i = 0; i < n; i++) {
    uint16_t c = rt__str_at(s, i);
    if (c < '0' || c > '9' || (i == 0 && c == '0' && n > 1)) return -1;
    v = v * 10 + (c - '0');
  }
  return v < 4294967295.0 ? v : -1;
}

rt_value rt_any_get(rt_value v, const rt_str *name) {
  if (v == RT_UNDEFINED || v == RT_NULL) read_nullish(v, name);
  uint64_t tag = v >> RT_TAG_SHIFT;
  if (tag == RT_TAG_STRING) {
    const rt_str *s = rt_unbox_string(v);
    if (str_is(name, "length")) return rt_box_number(s->len);
    double i = index_of_key(name);
    if (i >= 0 && i < s->len) return rt_box_string(rt_str_index(s, i));
    return RT_UNDEFINED;
  }
  if (tag == RT_TAG_FUNCTION) {
    if (str_is(name, "name")) return rt_box_string(rt_unbox_function(v)->name);
    return RT_UNDEFINED;
  }
  if (tag != RT_TAG_OBJECT) return RT_UNDEFINED;
  void *o = rt_unbox_object(v);
  switch (rt_heap_kind(o)) {
  case RT_KIND_ARRAY: {
    const rt_array *a = o;
    if (str_is(name, "length")) return rt_box_number(a->length);
    double i = index_of_key(name);
    if (i >= 0) return rt_array_get(a, i);
    /* a match array's own properties (undefined for other arrays) */
    if (str_is(name, "index")) return rt_match_index(a);
    if (str_is(name, "input")) return rt_match_input(a);
    if (str_is(name, "groups")) return rt_match_groups(a);
    return RT_UNDEFINED;
  }
  case RT_KIND_MAP:
    if (str_is(name, "size")) return rt_box_number(rt_map_size(o));
    return RT_UNDEFINED;
  case RT_KIND_OBJECT: {
    if (rt__is_error(o) && str_is(name, "stack")) return rt_box_string(rt_error_stack(o));
    bool found;
    return rt__object_get_any(o, name, &found);
  }
  default: return RT_UNDEFINED;
  }
}

/* A property written on a function (`(f as any).label = x`): JavaScript
 * adds it, Kiln's functions hold none; ignoring it would read undefined. */
static _Noreturn void set_on_function(const rt_str *name) {
  char msg[300];
  int n = name->flags & RT_STR_WIDE ? 0 : (int)(name->len < 200 ? name->len : 200);
  snprintf(msg, sizeof msg, "Kiln cannot add property '%.*s' to a function (Kiln's functions hold no properties)", n,
           (const char *)rt_str_bytes(name));
  rt_throw_error("TypeError", msg);
}

rt_value rt_any_set(rt_value v, const rt_str *name, rt_value x) {
  if (v == RT_UNDEFINED || v == RT_NULL) set_nullish(v, name);
  if ((v >> RT_TAG_SHIFT) == RT_TAG_FUNCTION) set_on_function(name);
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return x; /* a primitive: ignored, as in sloppy JS */
  void *o = rt_unbox_object(v);
  if (rt_heap_kind(o) == RT_KIND_OBJECT && ((rt_object *)o)->cls == &rt__anyfn_class) set_on_function(name);
  if (rt_heap_kind(o) == RT_KIND_ARRAY) {
    if (str_is(name, "length")) {
      rt_array_length_set(o, rt_value_to_num(x));
      return x;
    }
    double i = index_of_key(name);
    if (i >= 0) rt_array_set(o, i, x);
    return x;
  }
  if (rt_heap_kind(o) == RT_KIND_OBJECT) {
    rt_site site = {0};
    rt_prop_set(o, name, &site, RT_SLOT_VALUE, x);
  }
  return x;
}

rt_value rt_any_index(rt_value v, rt_value key) {
  if (rt_value_is_number(key)) {
    double i = rt_unbox_number(key);
    if ((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT && rt_heap_kind(rt_unbox_object(v)) == RT_KIND_ARRAY)
      return rt_array_get(rt_unbox_object(v), i);
    if (rt__is_string(v)) {
      const rt_str *s = rt_unbox_string(v);
      return i >= 0 && i < s->len && i == floor(i) ? rt_box_string(rt_str_index(s, i)) : RT_UNDEFINED;
    }
  }
  return rt_any_get(v, rt_value_to_str(key));
}

rt_value rt_any_index_set(rt_value v, rt_value key, rt_value x) {
  if (rt_value_is_number(key) && (v >> RT_TAG_SHIFT) == RT_TAG_OBJECT &&
      rt_heap_kind(rt_unbox_object(v)) == RT_KIND_ARRAY) {
    rt_array_set(rt_unbox_object(v), rt_unbox_number(key), x);
    return x;
  }
  return rt_any_set(v, rt_value_to_str(key), x);
}

/* ToPrimitive for `+` (hint default): an object's own valueOf(), else its
 * string (arrays join, others "[object Object]"; a Date is its string). */
static rt_value to_prim(rt_value v) {
  if ((v >> RT_TAG_SHIFT) == RT_TAG_FUNCTION) return rt_box_string(rt_value_to_str(v));
  return rt__to_primitive_default(v);
}

rt_value rt_any_add(rt_value a, rt_value b) {
  a = to_prim(a);
  b = to_prim(b);
  if (rt__is_string(a) || rt__is_string(b)) return rt_box_string(rt_str_concat(rt_value_to_str(a), rt_value_to_str(b)));
  if (rt__is_bigint(a) || rt__is_bigint(b)) return rt_bigint_add(a, b); /* both, else V8's TypeError */
  return rt_box_number(rt_value_to_num(a) + rt_value_to_num(b));
}

/* ---- method calls ------------------------------------------------------------------ */

typedef rt_value (*cb_fn)(void *env, rt_value v, rt_value i, rt_value a);
typedef rt_value (*cb2_fn)(void *env, rt_value acc, rt_value v, rt_value i, rt_value a);

/* The callee's source text (`obj.x.y`) while rt_any_call_method_at runs: Node's message names it. */
static __thread const rt_str *call_text;

static _Noreturn void not_a_function(const char *what, const rt_str *name) {
  char msg[300];
  if (call_text && !(call_text->flags & RT_STR_WIDE)) {
    snprintf(msg, sizeof msg, "%.*s is not a function", (int)(call_text->len < 200 ? call_text->len : 200),
             (const char *)rt_str_bytes(call_text));
    call_text = NULL;
    rt_throw_error("TypeError", msg);
  }
  int n = name->flags & RT_STR_WIDE ? 0 : (int)(name->len < 200 ? name->len : 200);
  snprintf(msg, sizeof msg, "%s.%.*s is not a function", what, n, (const char *)rt_str_bytes(name));
  rt_throw_error("TypeError", msg);
}

static const rt_closure *callback(int32_t n, const rt_value *args, const rt_str *name) {
  if (n < 1 || !rt__is_function(args[0])) {
    char msg[300];
    const rt_str *s = n < 1 ? NULL : rt_value_to_str(args[0]);
    snprintf(msg, sizeof msg, "%s is not a function",
             s && !(s->flags & RT_STR_WIDE) && s->len < 200 ? (const char *)rt_str_bytes(s) : "undefined");
    (void)name;
    rt_throw_error("TypeError", msg);
  }
  return rt_unbox_function(args[0]);
}

#define ARG(i) ((i) < n ? args[i] : RT_UNDEFINED)

static rt_value sort_by(rt_value v, rt_array *a, const rt_closure *f, bool copy);
static rt_value array_method(rt_value v, rt_array *a, const rt_str *name, int32_t n, const rt_value *args) {
  if (str_is(name, "push")) {
    double r = a->length;
    for (int32_t i = 0; i < n; i++) r = rt_array_push(a, args[i]);
    return rt_box_number(r);
  }
  if (str_is(name, "pop")) return rt_array_pop(a);
  if (str_is(name, "shift")) return rt_array_shift(a);
  if (str_is(name, "unshift")) {
    double r = a->length;
    for (int32_t i = n - 1; i >= 0; i--) r = rt_array_unshift(a, args[i]);
    return rt_box_number(r);
  }
  if (str_is(name, "indexOf")) return rt_box_number(rt_array_index_of(a, ARG(0), ARG(1)));
  if (str_is(name, "lastIndexOf")) return rt_box_number(rt_array_last_index_of(a, ARG(0), ARG(1)));
  if (str_is(name, "includes")) return rt_box_bool(rt_array_includes(a, ARG(0), ARG(1)));
  if (str_is(name, "join")) return rt_box_string(rt_array_join(a, ARG(0)));
  if (str_is(name, "toString")) return rt_box_string(rt_array_join(a, RT_UNDEFINED));
  if (str_is(name, "slice")) return rt_box_object(rt_array_slice(a, ARG(0), ARG(1)));
  if (str_is(name, "reverse")) return rt_box_object(rt_array_reverse(a));
  if (str_is(name, "at")) return rt_array_at(a, rt__to_integer(ARG(0)));
  if (str_is(name, "concat")) {
    rt_array *r = rt_array_slice(a, RT_UNDEFINED, RT_UNDEFINED);
    if (r->elem != RT_ELEM_VALUE) {
      rt_array *w = rt_array_new(RT_ELEM_VALUE, r->length);
      for (uint32_t i = 0; i < r->length; i++) rt_array_push_value(w, rt_array_get(r, i));
      r = w;
    }
    for (int32_t i = 0; i < n; i++) {
      const rt_array *b = array_of(args[i]);
      if (b)
        for (uint32_t j = 0; j < b->length; j++) rt_array_push_value(r, rt_array_get(b, j));
      else rt_array_push_value(r, args[i]);
    }
    return rt_box_object(r);
  }
  bool map = str_is(name, "map"), filter = str_is(name, "filter"), each = str_is(name, "forEach"),
       some = str_is(name, "some"), every = str_is(name, "every"), find = str_is(name, "find"),
       find_index = str_is(name, "findIndex");
  if (map || filter || each || some || every || find || find_index) {
    const rt_closure *f = callback(n, args, name);
    rt_array *r = map || filter ? rt_array_new(RT_ELEM_VALUE, map ? a->length : 0) : NULL;
    uint32_t len = a->length;
    for (uint32_t i = 0; i < len && i < a->length; i++) {
      rt_value x = rt_array_get(a, i);
      rt_value y = ((cb_fn)f->fn)(f->env, x, rt_box_number(i), v);
      if (map) rt_array_push_value(r, y);
      else if (filter && rt_value_truthy(y)) rt_array_push_value(r, x);
      else if (some && rt_value_truthy(y)) return RT_TRUE;
      else if (every && !rt_value_truthy(y)) return RT_FALSE;
      else if (find && rt_value_truthy(y)) return x;
      else if (find_index && rt_value_truthy(y)) return rt_box_number(i);
    }
    if (r) return rt_box_object(r);
    if (some) return RT_FALSE;
    if (every) return RT_TRUE;
    if (find_index) return rt_box_number(-1);
    return RT_UNDEFINED;
  }
  if (str_is(name, "reduce")) {
    const rt_closure *f = callback(n, args, name);
    uint32_t i = 0;
    rt_value acc;
    if (n >= 2) acc = args[1];
    else if (a->length) acc = rt_array_get(a, i++);
    else rt_throw_error("TypeError", "Reduce of empty array with no initial value");
    for (; i < a->length; i++) acc = ((cb2_fn)f->fn)(f->env, acc, rt_array_get(a, i), rt_box_number(i), v);
    return acc;
  }
  if (str_is(name, "sort") && n == 0) return rt_box_object(rt_array_sort(a, RT_UNDEFINED));
  if (str_is(name, "sort") || str_is(name, "toSorted")) return sort_by(v, a, callback(n, args, name), str_is(name, "toSorted"));
  not_a_function("array", name);
}

static bool is_regexp(rt_value v) { return (v >> RT_TAG_SHIFT) == RT_TAG_OBJECT && !rt__is_bigint(v) && rt_native_is(v, 1); }

/* s.replace(pattern, f) and replaceAll of an any: f is an (any, any, any)
 * callback (any_method_call's convention), given the first three of what
 * JavaScript passes: the match, its captures, its offset, the string. */
static const rt_str *replace_with_fn(const rt_str *s, rt_value pat, const rt_closure *f, bool all) {
  rt_object *re = is_regexp(pat) ? rt_unbox_object(pat) : NULL;
  bool global = re ? rt_regexp_flag(re, 2) : all;
  if (re && all && !global) rt_throw_error("TypeError", "String.prototype.replaceAll called with a non-global RegExp argument");
  const rt_str *needle = re ? NULL : rt_value_to_str(pat);
  const rt_str *out = rt__str_from_ascii("", 0);
  uint32_t done = 0, from = 0;
  if (re && global) rt_regexp_set_last_index(re, 0);
  for (;;) {
    rt_value a[3] = {RT_UNDEFINED, RT_UNDEFINED, RT_UNDEFINED};
    uint32_t at, len;
    if (re) {
      rt_value m = rt_regexp_exec(re, s);
      if (m == RT_NULL) break;
      const rt_array *ma = rt_unbox_object(m);
      at = (uint32_t)rt_unbox_number(rt_match_index(ma));
      len = rt_value_to_str(rt_array_get(ma, 0))->len;
      uint32_t k = 0;
      for (uint32_t i = 0; i < ma->length && k < 3; i++) a[k++] = rt_array_get(ma, i);
      if (k < 3) a[k++] = rt_box_number(at);
      if (k < 3) a[k++] = rt_box_string(s);
      if (len == 0 && global) rt_regexp_set_last_index(re, at + 1.0);
    } else {
      double i = rt_str_index_of(s, needle, rt_box_number(from));
      if (i < 0) break;
      at = (uint32_t)i;
      len = needle->len;
      a[0] = rt_box_string(needle), a[1] = rt_box_number(at), a[2] = rt_box_string(s);
      from = at + (len ? len : 1);
    }
    out = rt_str_concat(out, rt_str_slice(s, rt_box_number(done), rt_box_number(at)));
    out = rt_str_concat(out, rt_value_to_str(((cb_fn)f->fn)(f->env, a[0], a[1], a[2])));
    done = at + len;
    if (!global || (!re && from > s->len)) break;
  }
  return rt_str_concat(out, rt_str_slice(s, rt_box_number(done), RT_UNDEFINED));
}

/* xs.sort(cmp) and xs.toSorted(cmp) of an any: a stable merge sort of the
 * elements by cmp, an (any, any, any) callback whose result is read as a
 * number (NaN: equal); holes and undefined go last, as Array#sort puts them.
 * The elements stay referenced by the array while cmp runs (the collector
 * does not move objects), so the scratch copies are plain memory. */
static int sort_cmp(const rt_closure *f, rt_value x, rt_value y) {
  if (x == RT_UNDEFINED || y == RT_UNDEFINED) return (x == RT_UNDEFINED) - (y == RT_UNDEFINED);
  double r = rt_value_to_num(((cb_fn)f->fn)(f->env, x, y, RT_UNDEFINED));
  return r > 0 ? 1 : r < 0 ? -1 : 0;
}
static void merge_sort(const rt_closure *f, rt_value *xs, rt_value *tmp, uint32_t n) {
  if (n < 2) return;
  uint32_t h = n / 2;
  merge_sort(f, xs, tmp, h);
  merge_sort(f, xs + h, tmp, n - h);
  uint32_t i = 0, j = h, k = 0;
  while (i < h && j < n) tmp[k++] = sort_cmp(f, xs[j], xs[i]) < 0 ? xs[j++] : xs[i++];
  while (i < h) tmp[k++] = xs[i++];
  while (j < n) tmp[k++] = xs[j++];
  memcpy(xs, tmp, n * sizeof *xs);
}
static rt_value sort_by(rt_value v, rt_array *a, const rt_closure *f, bool copy) {
  uint32_t n = a->length;
  rt_value *xs = malloc((n + 1) * 2 * sizeof *xs);
  if (!xs) abort();
  for (uint32_t i = 0; i < n; i++) {
    rt_value x = rt_array_get(a, i);
    xs[i] = x == RT__HOLE ? RT_UNDEFINED : x;
  }
  merge_sort(f, xs, xs + n + 1, n);
  rt_array *out = copy ? rt_array_new(RT_ELEM_VALUE, n) : a;
  for (uint32_t i = 0; i < n && i < out->length + (copy ? n : 0); i++) {
    if (copy) rt_array_push_value(out, xs[i]);
    else if (i < a->length) rt_array_set(a, i, xs[i]);
  }
  free(xs);
  return copy ? rt_box_object(out) : v;
}

static rt_value string_method(const rt_str *s, const rt_str *name, int32_t n, const rt_value *args) {
#define SARG(i) rt_value_to_str(ARG(i))
  /* the methods that take a RegExp (a string where JavaScript makes one of it) */
  rt_value pat = ARG(0);
  bool replace = str_is(name, "replace"), replace_all = str_is(name, "replaceAll");
  if ((replace || replace_all) && rt__is_function(ARG(1)))
    return rt_box_string(replace_with_fn(s, pat, rt_unbox_function(ARG(1)), replace_all));
  if (is_regexp(pat)) {
    rt_object *re = rt_unbox_object(pat);
    if (str_is(name, "split")) return rt_box_object(rt_str_split_re(s, re, ARG(1)));
    if (replace || replace_all) return rt_box_string(rt_str_replace_re(s, re, rt_box_string(SARG(1)), 0, replace_all));
  }
  if (str_is(name, "match") || str_is(name, "matchAll") || str_is(name, "search")) {
    rt_object *re = is_regexp(pat) ? rt_unbox_object(pat) : NULL;
    if (str_is(name, "matchAll")) {
      if (re && !rt_regexp_flag(re, 2)) rt_throw_error("TypeError", "String.prototype.matchAll called with a non-global RegExp argument");
      if (!re) re = rt_regexp_new(pat, rt_box_string(rt__str_from_ascii("g", 1)));
      return rt_box_object(rt_str_match_all(s, re));
    }
    if (!re) re = rt_regexp_new(pat, RT_UNDEFINED);
    if (str_is(name, "search")) return rt_box_number(rt_str_search(s, re));
    return rt_str_match(s, re);
  }
  if (str_is(name, "codePointAt")) return rt_str_code_point_at(s, ARG(0));
  if (str_is(name, "localeCompare")) return rt_box_number(rt_str_locale_compare(s, SARG(0)));
  if (str_is(name, "toUpperCase")) return rt_box_string(rt_str_to_upper(s));
  if (str_is(name, "toLowerCase")) return rt_box_string(rt_str_to_lower(s));
  if (str_is(name, "trim")) return rt_box_string(rt_str_trim(s));
  if (str_is(name, "trimStart")) return rt_box_string(rt_str_trim_start(s));
  if (str_is(name, "trimEnd")) return rt_box_string(rt_str_trim_end(s));
  if (str_is(name, "normalize")) return rt_box_string(rt_str_normalize(s, ARG(0)));
  if (str_is(name, "indexOf")) return rt_box_number(rt_str_index_of(s, SARG(0), ARG(1)));
  if (str_is(name, "lastIndexOf")) return rt_box_number(rt_str_last_index_of(s, SARG(0), ARG(1)));
  if (str_is(name, "includes")) return rt_box_bool(rt_str_includes(s, SARG(0), ARG(1)));
  if (str_is(name, "startsWith")) return rt_box_bool(rt_str_starts_with(s, SARG(0), ARG(1)));
  if (str_is(name, "endsWith")) return rt_box_bool(rt_str_ends_with(s, SARG(0), ARG(1)));
  if (str_is(name, "slice")) return rt_box_string(rt_str_slice(s, ARG(0), ARG(1)));
  if (str_is(name, "substring")) return rt_box_string(rt_str_substring(s, ARG(0), ARG(1)));
  if (str_is(name, "charAt")) return rt_box_string(rt_str_char_at(s, ARG(0)));
  if (str_is(name, "charCodeAt")) return rt_box_number(rt_str_char_code_at(s, ARG(0)));
  if (str_is(name, "at")) return rt_str_at(s, ARG(0));
  if (str_is(name, "split")) return rt_box_object(rt_str_split(s, ARG(0), ARG(1)));
  if (str_is(name, "repeat")) return rt_box_string(rt_str_repeat(s, rt_value_to_num(ARG(0))));
  if (str_is(name, "padStart")) return rt_box_string(rt_str_pad_start(s, rt_value_to_num(ARG(0)), ARG(1)));
  if (str_is(name, "padEnd")) return rt_box_string(rt_str_pad_end(s, rt_value_to_num(ARG(0)), ARG(1)));
  if (str_is(name, "replace")) return rt_box_string(rt_str_replace(s, SARG(0), SARG(1)));
  if (str_is(name, "replaceAll")) return rt_box_string(rt_str_replace_all(s, SARG(0), SARG(1)));
  if (str_is(name, "concat")) {
    for (int32_t i = 0; i < n; i++) s = rt_str_concat(s, rt_value_to_str(args[i]));
    return rt_box_string(s);
  }
  if (str_is(name, "toString") || str_is(name, "valueOf")) return rt_box_string(s);
  not_a_function("string", name);
#undef SARG
}

rt_value rt_any_call_method(rt_value v, const rt_str *name, int32_t n, const rt_value *args) {
  if (v == RT_UNDEFINED || v == RT_NULL) read_nullish(v, name);
  if (rt__is_string(v)) return string_method(rt_unbox_string(v), name, n, args);
  if (rt_value_is_number(v)) {
    double d = rt_unbox_number(v);
    if (str_is(name, "toFixed")) return rt_box_string(rt_num_to_fixed(d, ARG(0)));
    if (str_is(name, "toString")) return rt_box_string(rt_num_to_string_radix(d, ARG(0)));
    if (str_is(name, "toPrecision")) return rt_box_string(rt_num_to_precision(d, ARG(0)));
    if (str_is(name, "toExponential")) return rt_box_string(rt_num_to_exponential(d, ARG(0)));
    not_a_function("number", name);
  }
  if ((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT) {
    void *o = rt_unbox_object(v);
    if (rt_heap_kind(o) == RT_KIND_ARRAY) return array_method(v, o, name, n, args);
    if (rt_native_is(v, 2)) { /* a Date (JSON.parse's reviver made it): its getters and formats */
      static const char *const get[] = {"getTime", "getFullYear", "getMonth", "getDate", "getDay", "getHours",
                                        "getMinutes", "getSeconds", "getMilliseconds", "getTimezoneOffset"};
      static const char *const utc[] = {NULL, "getUTCFullYear", "getUTCMonth", "getUTCDate", "getUTCDay", "getUTCHours",
                                        "getUTCMinutes", "getUTCSeconds", "getUTCMilliseconds"};
      static const char *const fmt[] = {"toISOString", "toString", "toUTCString", "toDateString", "toTimeString",
                                        "toLocaleDateString", "toLocaleTimeString", "toLocaleString"};
      if (str_is(name, "valueOf")) return rt_box_number(rt_date_get(o, 0));
      for (int i = 0; i < 10; i++)
        if (str_is(name, get[i])) return rt_box_number(rt_date_get(o, i));
      for (int i = 1; i < 9; i++)
        if (str_is(name, utc[i])) return rt_box_number(rt_date_get(o, 16 + i));
      for (int i = 0; i < 8; i++)
        if (str_is(name, fmt[i]) && (i < 5 || n == 0)) return rt_box_string(rt_date_format(o, i));
      if (str_is(name, "toJSON")) return rt_date_to_json(o);
      not_a_function("Date", name);
    }
    if (rt_heap_kind(o) == RT_KIND_OBJECT) {
      bool found;
      rt_value mr = rt__object_call_method_any(o, name, n, args, &found);
      if (found) return mr;
      rt_value pv = rt__object_get(v, name);
      if (rt__is_anyfn(pv)) return rt__anyfn_call(pv, n, args);
      if (rt__is_function(pv)) /* its parameters' representation is unknown here */
        rt_throw_error("TypeError", "Kiln cannot call a function property through a value of type any");
      if (str_is(name, "toString")) return rt_box_string(rt_value_to_str(v));
      if (str_is(name, "hasOwnProperty")) return rt_box_bool(rt_object_has_own(v, rt_value_to_str(ARG(0))));
    }
  }
  if (str_is(name, "toString")) return rt_box_string(rt_value_to_str(v));
  not_a_function("value", name);
}

rt_value rt_any_call_method_at(rt_value v, const rt_str *name, const rt_str *text, int32_t n, const rt_value *args) {
  const rt_str *save = call_text;
  call_text = text;
  rt_value r = rt_any_call_method(v, name, n, args);
  call_text = save;
  return r;
}
