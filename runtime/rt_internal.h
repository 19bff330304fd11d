/* rt_internal.h - helpers shared by the runtime's own files; compiled programs never see it. */
#ifndef KILN_RT_INTERNAL_H
#define KILN_RT_INTERNAL_H

#include "kiln_rt.h"
#include <string.h>

/* A compile-time rt_str constant (latin1): `RT__STATIC_STR(foo, "abc")` defines
 * foo_obj; use RT__STR(foo) for its `const rt_str *`. */
#define RT__STATIC_STR(name, lit)                                  \
  static const struct {                                            \
    rt_str h;                                                      \
    char d[sizeof(lit)];                                           \
  } name##_obj = {{RT_GC_STATIC, sizeof(lit) - 1, 0, 0}, lit}
#define RT__STR(name) (&name##_obj.h)

/* JS's longest default number text ("-1.2345678901234567e-308") fits easily. */
#define RT__NUM_BUF 40

/* V8's limit on string length; longer results throw RangeError. */
#define RT__STR_MAX_LEN ((1u << 29) - 24)

/* Code unit i (a rope is flattened first). */
static inline uint16_t rt__str_at(const rt_str *s, uint32_t i) {
  if (s->flags & RT_STR_ROPE) s = rt_str_flat(s);
  const void *d = s + 1;
  return (s->flags & RT_STR_WIDE) ? ((const uint16_t *)d)[i] : ((const uint8_t *)d)[i];
}
/* The flat string with s's contents: loops over code units call it first. */
static inline const rt_str *rt__flat(const rt_str *s) { return (s->flags & RT_STR_ROPE) ? rt_str_flat(s) : s; }

/* ---- numbers (numfmt.c, numparse.c) ---- */
size_t rt__num_fmt(double d, char *buf); /* String(d) into buf (NUL-terminated) */
/* numshort.c: the shortest round-trip digits of finite d > 0, value = 0.DIGITS × 10^*point. */
int rt__num_shortest(double d, char *digits, int *point);
size_t rt__num_u64(uint64_t v, char *out); /* decimal digits, NUL-terminated; returns their count */
double rt__str_to_int_radix(const rt_str *s, uint32_t from, uint32_t to, int radix);

/* ---- strings (str.c) ---- */
/* strscan.c: word-at-a-time scans. */
size_t rt__latin1_high_count(const uint8_t *p, size_t n); /* bytes >= 0x80 */
bool rt__units_latin1(const uint16_t *u, size_t n);       /* all units < 256 */
void rt__units_narrow(uint8_t *d, const uint16_t *u, size_t n);
extern const rt_str rt__str_empty;
rt_str *rt__str_alloc(uint32_t len, bool wide); /* data left for the caller to fill */
const rt_str *rt__str_join(const rt_array *a, const rt_str *sep); /* NULL unless every element is a string */
const rt_str *rt__str_char(uint16_t c);         /* cached below 256 */
const rt_str *rt__str_from_ascii(const char *p, size_t n);
const rt_str *rt__str_from_units(const uint16_t *u, size_t n); /* latin1 when possible */
const rt_str *rt__str_from_utf8(const char *p, size_t n);
/* A JS string as NUL-terminated UTF-8, lone surrogates as U+FFFD (malloc'd). */
char *rt__utf8_of(const rt_str *s, size_t *len);
/* node:fs's Error for a failed call (err a positive errno; path may be NULL; dest for rename, else NULL): fs_error.c */
rt_object *rt__fs_error_new(int err, const char *syscall, const char *path, const char *dest);
rt_object *rt__fs_eisdir_error(const char *path); /* rm of a directory: SystemError [ERR_FS_EISDIR] */
rt_object *rt__sys_error_new(int err, const char *syscall, const char *message); /* errno, code, syscall */
/* ---- node:fs Stats, Dirent and readdir's walk (fs_stat.c) ---- */
enum { RT__FS_STAT_NUMS = 14, RT__FS_STAT_NSLOTS = 18 }; /* dev ... birthtimeMs, then four Dates */
#define RT__CLASS_DIRENT 0x20000000u /* rt_class.flags: a Dirent, whose hidden slot 3 prints as [Symbol(type)] */
extern const rt_class rt__fs_dirent_class;
int rt__fs_stat_raw(const char *p, bool lstat_, double v[RT__FS_STAT_NUMS]); /* 0 or a positive errno */
int rt__fs_copy_raw(const char *src, const char *dest, bool excl);               /* 0 or a positive errno */
rt_object *rt__fs_stats_new(const double v[RT__FS_STAT_NUMS]);
typedef struct { char *name; int type; int dir; } rt__fs_entry; /* type: UV_DIRENT_* */
typedef struct { char *rel; rt__fs_entry *entries; size_t n; } rt__fs_dir; /* rel: "" for the base */
typedef struct { rt__fs_dir *dirs; size_t ndirs; char *errpath; } rt__fs_walk;
int rt__fs_walk_run(rt__fs_walk *w, const char *base, bool recursive, bool dirents, bool lifo); /* plain memory: any thread */
void rt__fs_walk_free(rt__fs_walk *w);
rt_array *rt__fs_walk_result(const rt__fs_walk *w, const rt_str *base, bool dirents);
/* ---- Buffer (buffer.c) ---- */
rt_array *rt__buffer_new(size_t n); /* zeros */
rt_array *rt__buffer_from_bytes(const void *p, size_t n);
const rt_str *rt__bytes_encode(const uint8_t *p, size_t n, const char *enc); /* hex, base64, ... */
const rt_str *rt__str_sub(const rt_str *s, uint32_t from, uint32_t to);
bool rt__is_js_space(uint16_t c);
uint32_t rt__str_hash_compute(const rt_str *s);
/* FNV-1a over the code units (str.c), cached in the header: inline, since
 * every Map lookup with a string key asks it. */
static inline uint32_t rt__str_hash(const rt_str *s) { return s->hash ? s->hash : rt__str_hash_compute(s); }
/* rt_str_equals with its cheap answers inline: the same string (interned
 * constants, a key looked up by the string it was stored with), different
 * lengths, or two known hashes that differ. */
static inline bool rt__str_eq(const rt_str *a, const rt_str *b) {
  if (a == b) return true;
  if (a->len != b->len || (a->hash && b->hash && a->hash != b->hash)) return false;
  if (!(a->flags | b->flags)) { /* both flat latin1 */
    const uint8_t *p = (const uint8_t *)(a + 1), *q = (const uint8_t *)(b + 1);
    if (a->len <= 8) { /* property names and the like: no call of memcmp */
      for (uint32_t i = 0; i < a->len; i++)
        if (p[i] != q[i]) return false;
      return true;
    }
    return memcmp(p, q, a->len) == 0;
  }
  return rt_str_equals(a, b);
}

/* ---- values (value.c) ---- */
double rt__to_integer(rt_value v); /* ToIntegerOrInfinity(ToNumber(v)) */
double rt__num_to_integer(double d);
static inline bool rt__is_string(rt_value v) { return (v >> RT_TAG_SHIFT) == RT_TAG_STRING; }
static inline bool rt__is_function(rt_value v) { return (v >> RT_TAG_SHIFT) == RT_TAG_FUNCTION; }
/* A boxed bigint (bigint.c): inline, since ===, truthiness and Map keys ask it of every object. */
static inline bool rt__is_bigint(rt_value v) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return false;
  const void *p = rt_unbox_object(v);
  return p && rt_heap_kind(p) == RT_KIND_BIGINT;
}

/* ---- bigints (bigint.c) ---- */
bool rt__bigint_equals(rt_value a, rt_value b); /* both bigints */
bool rt__bigint_equals_num(rt_value a, double d);
bool rt__bigint_truthy(rt_value a);
uint32_t rt__bigint_hash(rt_value a);
double rt__bigint_to_num(rt_value a);
const rt_str *rt__bigint_to_str(rt_value a);
rt_value rt__bigint_try_from_str(const rt_str *s, bool *ok); /* StringToBigInt; *ok false if invalid */

/* ---- arrays (array.c) ---- */
const rt_str *rt__array_to_str(const rt_array *a); /* String(a): a.join() */
double rt__typed_get(const rt_array *a, uint32_t i);    /* element i of a number storage (F64, I32, U8, U32..U8C) */
void rt__typed_put(rt_array *a, uint32_t i, double d);  /* stores d converted by the storage */
const char *rt__typed_name(uint32_t elem);              /* "Float64Array", ... */
rt_value rt__slot_value(const rt_object *o, uint32_t i); /* slot i, boxed */
rt_object *rt__iter_result(rt_value v, bool done); /* { value, done } (generator.c) */
rt_value rt__object_get(rt_value v, const rt_str *name); /* a field by name, or undefined */

/* ---- dictionaries (dict.c; the rt_dict_* API is in kiln_rt.h) ---- */
extern const rt_class rt__anyfn_class; /* RT_CLASS_ANYFN (classval.c) */
bool rt__is_anyfn(rt_value v);
const rt_closure *rt__anyfn_target(rt_value v);
rt_value rt__anyfn_call(rt_value f, int32_t n, const rt_value *args);
extern const rt_class rt__dict_class; /* RT_CLASS_DICT; slot 0: the rt_map of key strings to values */
/* rt_object.flags of a dictionary: made by Object.create(null), so without
 * Object.prototype's names (`"toString" in d`) and printed as such. */
#define RT_OBJ_NULL_PROTO 0x1u
/* rt_object.flags of an error whose name was defined not enumerable
 * (Object.defineProperty; rt_error_hide_name). */
#define RT_OBJ_NAME_HIDDEN 0x2u
/* rt_object.flags set by Object.freeze / seal / preventExtensions (high
 * bits: a parsed object's low bits hold its slot capacity, json_parse.c). */
#define RT_OBJ_FROZEN 0x80000000u
#define RT_OBJ_SEALED 0x40000000u
#define RT_OBJ_NOEXT 0x20000000u
#define RT_OBJ_INTEGRITY (RT_OBJ_FROZEN | RT_OBJ_SEALED | RT_OBJ_NOEXT)
_Noreturn void rt__frozen_write(const rt_object *o, const rt_str *name, bool add);
bool rt__dict_has_own(const rt_object *o, const rt_str *key);
bool rt__object_proto_has(const rt_str *name); /* a name of Object.prototype (object.c) */
static inline bool rt__is_dict(const rt_object *o) { return (o->cls->flags & RT_CLASS_DICT) != 0; }
static inline rt_map *rt__dict_map(const rt_object *o) { return (rt_map *)(uintptr_t)o->slots[0]; }
rt_value rt__dict_lookup(const rt_object *o, const rt_str *key); /* RT_ABSENT if o has no such key */
/* The map's entry positions in JS property order (array indices ascending,
 * then insertion order); malloc'd, *n of them. */
uint32_t *rt__dict_order(const rt_object *d, uint32_t *n);
/* An ordinary object's slots in JS property order: NULL when that is slot
 * order (no slot is named by an array index), else malloc'd (nslots). */
uint32_t *rt__shape_order(const rt_class *k);

/* ---- output (console.c): buffered file descriptors ---- */
typedef struct rt__out {
  char *buf;
  size_t len, cap;
  int fd;
} rt__out;
extern _Thread_local rt__out rt__stdout;
void rt__stack_guard_thread(void); /* process.c: this thread's alternate stack for the stack-overflow handler */
/* An rt__out with fd RT__OUT_CAPTURE gathers its text in a growing buffer
 * (a console call inside console.group, indented as a whole). */
#define RT__OUT_CAPTURE (-2)
void rt__console_emit(rt__out *captured, int fd);
int rt__console_grouped(void);
void rt__out_flush(rt__out *o);
void rt__out_bytes(rt__out *o, const char *p, size_t n);
void rt__out_str(rt__out *o, const rt_str *s, uint32_t from, uint32_t to); /* as UTF-8 */

/* ---- util.inspect (inspect.c) ---- */
/* A hole in a VALUE array ([1, , 3]): a special that is none of undefined,
 * null, false, true.  Reading it as a JS value must give undefined. */
#define RT__HOLE ((RT_TAG_SPECIAL << RT_TAG_SHIFT) | 4)
/* util.inspect(v, {depth, showHidden}) as UTF-8 into o; strings are quoted. */
void rt__inspect(rt__out *o, rt_value v, int depth, bool show_hidden);
/* util.inspect's options (util.c reads them from the program). */
typedef struct rt__inspect_opts {
  int depth;          /* INT_MAX / 2: Infinity */
  bool show_hidden, sorted;
  int compact;        /* a number of levels, 0 for false, -1 for true */
  int64_t break_len;  /* 2^53: Infinity */
  uint32_t max_array; /* UINT32_MAX: Infinity */
  int64_t max_string; /* -1: Infinity */
} rt__inspect_opts;
const rt_str *rt__inspect_to_str(rt_value v, const rt__inspect_opts *o);
/* util.format(...args) (console.c): console.log's text as a string. */
const rt_str *rt__format_to_str(int32_t n, const rt_value *args);
/* JSON.stringify(v) for %j ("undefined" when it gives undefined, "[Circular]" on a cycle). */
void rt__json(rt__out *o, rt_value v);

/* ---- errors (eh.c) ---- */
bool rt__is_error(const void *p);                 /* an object of an RT_CLASS_ERROR class */
bool rt__error_slot_hidden(const rt_object *o, uint32_t i); /* an error's slot Object.keys skips (eh.c) */
const rt_str *rt__error_to_str(const rt_object *o); /* Error.prototype.toString */
/* String(o) for a class instance whose class has a toString() method (the
 * checker makes it `toString(): string` without required parameters); NULL
 * when it has none. */
const rt_str *rt__object_to_str_method(const rt_object *o);
/* ToPrimitive's first step for an object with its own valueOf() (a class's
 * or an object literal's method): true and its result in *out when that is a
 * primitive; false when it has none (Object.prototype.valueOf, which gives
 * the object back) or it returned an object. */
bool rt__object_value_of(const rt_object *o, rt_value *out);
/* ToPrimitive(v) with hint number (Number(x), x < y) or default (x + y,
 * x == y) (value.c): a primitive, a symbol or a function is returned as it is. */
rt_value rt__to_primitive_num(rt_value v);
rt_value rt__to_primitive_default(rt_value v);
const rt_str *rt__builtin_tag_str(const rt_object *o);

/* ---- RegExp and Date (regexp.c, date.c) ---- */
#define RT__CLASS_NULL_PROTO 8u /* rt_class.flags (1 transient, 2 error, 4 dictionary): prints as [Object: null prototype] (a match's groups) */
extern const rt_class rt__regexp_class;
const rt_str *rt__regexp_display(const void *p); /* "/src/flags" for a RegExp, else NULL */
bool rt__match_extras(const rt_array *a, double *index, const rt_str **input, rt_value *groups);
const rt_str *rt__symbol_display(const void *p); /* console.log of a symbol, else NULL (symbol.c) */
bool rt__is_symbol(const void *p);
const rt_str *rt__date_display(const void *p);   /* console.log of a Date (ISO or Invalid Date), else NULL */
void rt__regexp_set_budget(uint64_t steps);
const rt_str *rt__special_to_str(const void *p); /* String(x) of a RegExp or Date, else NULL */
/* String(x) of a URL (its href) or a URLSearchParams (its serialization),
 * else NULL; weak: node.c is linked only by programs that make URLs. */
const rt_str *rt__url_to_str(const void *p) __attribute__((weak));
const rt_str *rt__url_href(const void *p) __attribute__((weak));          /* a URL's href, else NULL */
const rt_array *rt__usp_list(const void *p) __attribute__((weak));        /* a URLSearchParams' pairs, else NULL */
rt_value rt__builtin_json(const void *p); /* Date.prototype.toJSON, URL.prototype.toJSON, else RT_ABSENT */
const rt_str *rt__date_to_str(const void *p);    /* String(date), or NULL if p is no Date */
bool rt__date_number(const void *p, double *t);  /* Number(x) of a Date: its time value; false if p is no Date */
rt_value rt__date_json(const void *p);            /* JSON of a Date (string or null), RT_ABSENT if p is no Date */
/* A class instance whose class has a toJSON method (RT_CLASS_TOJSON): JSON.stringify
 * replaces it by rt__json_to_json(v, key) before anything else (SerializeJSONProperty). */
static inline bool rt__json_has_to_json(rt_value v) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return false;
  const rt_object *o = rt_unbox_object(v);
  return o && rt_heap_kind(o) == RT_KIND_OBJECT && o->cls && (o->cls->flags & RT_CLASS_TOJSON);
}
rt_value rt__json_to_json(rt_value v, rt_value key); /* v.toJSON(key), key a string value */

/* ---- heap (gc.c) ---- */
/* An array's elements: rt_array.data points just past this header. */
typedef struct rt__store {
  uint32_t gc; /* RT_KIND_STORE */
  uint8_t elem;
  uint8_t pad[3];
  uint32_t capacity;
  uint32_t pad2;
} rt__store;
/* A Map or Set (map.c).  entries: a BYTES block of a 16-byte header and cap
 * entries in insertion order, `used` of them filled (deleted ones have key
 * RT__MAP_DELETED); buckets: a BYTES block of a 16-byte header and cap chain
 * heads (entry index + 1, 0 = empty).  The collector traces the two blocks
 * and the keys and values of the first `used` entries. */
#define RT__MAP_DELETED ((RT_TAG_SPECIAL << RT_TAG_SHIFT) | 5)
typedef struct rt__map_entry {
  rt_value key, value;
  uint64_t seq;      /* insertion sequence number, increasing along the table */
  uint32_t hash, next; /* next: the chain's next entry index + 1, or 0 */
} rt__map_entry;
struct rt_map {
  uint32_t gc;    /* RT_KIND_MAP */
  uint32_t flags; /* RT_MAP_SET */
  uint32_t size, used, cap, pad;
  uint64_t seq;   /* the next entry's sequence number (starts at 1) */
  void *entries;  /* block: rt__map_entry[cap] at offset 16 */
  void *buckets;  /* block: uint32_t[cap] at offset 16 */
};
static inline rt__map_entry *rt__map_entries(const rt_map *m) {
  return m->entries ? (rt__map_entry *)((char *)m->entries + 16) : NULL;
}
void rt__gc_init(void); /* from rt_init: stack base of the main thread, KILN_GC_STRESS */

/* Temporary scratch memory, freed right after use (not part of the heap). */
void *rt__tmp_alloc(size_t size);
void rt__tmp_free(void *p);
_Noreturn void rt__oom(size_t size);
/* ifacecall.c: fn, the method found for a call by name with signature sig,
 * or an adapter calling it (site->adapt says which); rt__iface_pending
 * readies a cached adapter for the call that follows. */
void *rt__iface_method(rt_site *site, void *fn, const char *meth, const char *sig, const rt_str *name);
void rt__iface_pending(const void *adapt);
/* A closure calling method fn on self, through an adapter when the method's
 * signature meth differs from sig (a function value's; NULL: meth's). */
rt_closure *rt__iface_bound(void *fn, rt_object *self, const char *meth, const char *sig, const rt_str *name);
rt_value rt__iface_call_boxed(void *fn, rt_object *self, const char *meth, const rt_str *name, int32_t n, const rt_value *args);
/* o.name through a value of type any: a field, a getter, a method bound to o; *found whether any */
rt_value rt__object_get_any(const rt_object *o, const rt_str *name, bool *found);
/* o.name(...args) for a method of the class of o (not a field): *found whether there is one */
rt_value rt__object_call_method_any(rt_object *o, const rt_str *name, int32_t n, const rt_value *args, bool *found);

/* ---- dynamic values (json_parse.c, any.c) ---- */
/* rt_class.flags of a shape made at run time (JSON.parse): its slots may be retyped in place. */
#define RT__CLASS_SHAPE 0x80000000u
/* rt_class.flags of a class made at run time from an object literal's shape
 * when an absent optional property was filled after a later one (object.c):
 * the same layout, its keys in the order `order` (an rt__ordered_class). */
#define RT__CLASS_REORDERED 0x40000000u
typedef struct rt__ordered_class {
  rt_class k;
  uint32_t *order; /* k.nslots slot indexes in insertion order */
} rt__ordered_class;
void rt__object_fill(rt_object *o, uint32_t i); /* slot i (an absent VALUE slot) is about to get a value */
/* The cached run-time shape with these (interned) slot names and kinds (NULL: all VALUE). */
const rt_class *rt__shape_get(const rt_str *const *names, const uint8_t *types, uint32_t n);
const rt_str *rt__json_key(const uint16_t *u, uint32_t n); /* an interned static key string */
/* JSON's escape of Latin-1 unit ch into e (`\n`, `\u001f`: 2 or 6
 * characters), or 0 when ch stands for itself in a JSON string. */
static inline int rt__json_escape(uint8_t ch, char e[6]) {
  if (ch >= 0x20 && ch != '"' && ch != '\\') return 0;
  static const char hx[] = "0123456789abcdef";
  e[0] = '\\';
  switch (ch) {
  case '"': e[1] = '"'; return 2;
  case '\\': e[1] = '\\'; return 2;
  case '\n': e[1] = 'n'; return 2;
  case '\r': e[1] = 'r'; return 2;
  case '\t': e[1] = 't'; return 2;
  case '\b': e[1] = 'b'; return 2;
  case '\f': e[1] = 'f'; return 2;
  default: e[1] = 'u', e[2] = '0', e[3] = '0', e[4] = hx[ch >> 4], e[5] = hx[ch & 15]; return 6;
  }
}
rt_value rt__json_parse_text(const rt_str *text);           /* JSON.parse(text) */
rt_object *rt__shape_object(const rt_class *shape);          /* a new object of a run-time shape */
bool rt__shape_add(rt_object *o, const rt_str *name, rt_value v); /* adds a property if o has room */
/* JSON.stringify's general path (inspect.c), for what json_typed.c's Latin-1
 * writer hands back: wide text, toJSON, getters, replacers, typed arrays. */
rt_value rt__json_stringify_general(rt_value v, rt_value replacer, rt_value space);

/* An object literal's getters and setters (objacc.c). */
enum { RT__ACC_GET = 1, RT__ACC_SET = 2, RT__ACC_DATA = 4 }; /* DATA: a data property behind accessors */
uint32_t rt__acc_at(const rt_class *cls, uint32_t i, const rt_str **name, void **getter);

#endif
