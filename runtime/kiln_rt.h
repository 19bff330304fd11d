/* kiln_rt.h - the runtime's interface to compiled programs (the ABI).
 *
 * Compiled code sees only this header.  Its layouts are versioned by
 * RT_ABI_VERSION: a change to any struct or constant below bumps it.
 *
 * Ownership: arguments are borrowed; results belong to the garbage-collected
 * heap of the calling thread (runtime/gc.c).  Nothing is ever freed by hand.
 * An object stays alive while a word that points to it is on the machine stack
 * (or in a register), in the executable's writable data, or in a reference
 * slot of another live object.  All runtime allocation goes through rt_alloc().
 *
 * Values.  A statically typed value uses its natural C type: number = double,
 * boolean = bool, string = rt_str*, function = rt_closure*, class instance =
 * rt_object*, array = rt_array*.  A dynamically typed value (a union such as
 * number|undefined) is an rt_value: a NaN-boxed 64-bit word.
 *   - any double other than NaN is stored as its own bits; every NaN is
 *     stored as the canonical quiet NaN 0x7FF8000000000000;
 *   - the top 16 bits select the other kinds:
 *       0xFFF9  specials: low bits 0 undefined, 1 null, 2 false, 3 true
 *       0xFFFA  string:   low 48 bits are an rt_str*
 *       0xFFFB  object:   low 48 bits are an rt_object*, rt_array*, rt_map*
 *                         or a bigint (the header's kind tells which)
 *       0xFFFC  function: low 48 bits are an rt_closure*
 *
 * Heap objects.  Every object except a closure starts with a 32-bit `gc`
 * word.  Objects the compiler emits statically (string literals, classes,
 * closures of top-level functions) carry gc == RT_GC_STATIC and are never
 * touched by the collector; the runtime sets gc to the object's kind
 * (RT_KIND_*) and keeps the mark bits elsewhere, so compiled code never
 * writes the gc word.  Closures have no gc word (their first field is the
 * code pointer); the collector knows them by the page they live on.
 *
 *   kind     layout                                             references
 *   string   rt_str {gc, len, hash, flags} + code units         rope: left, right
 *   array    rt_array {gc, elem, flags, length, capacity, data}  data's store
 *   object   rt_object {gc, flags, cls} + cls->nslots words      slots in cls->refs
 *   env      rt_env {gc, n} + n words                           every slot
 *   closure  rt_closure {fn, env, name}                          env, name
 *   store    an array's elements (data points 16 bytes in)      if elem is VALUE/PTR
 *   map      rt_map (Map/Set; layout private to the runtime)    its tables, live keys and values
 *
 * A reference word may hold an rt_value, a raw pointer to a heap or static
 * object, or NULL; the collector decodes both forms (a word whose top 16 bits
 * are 0 is a raw pointer, 0xFFFA-0xFFFC a boxed one, anything else is not a
 * reference).  Pointers into the middle of a heap object are allowed only on
 * the stack, in registers and in global variables (see gc.c); stored in the
 * heap, a reference points at an object's start (rt_array.data is the one interior pointer, and
 * a typed array's may point past its store's start, into a store it shares,
 * the collector knows it).
 *
 * Strings are immutable: a header followed by the code units, stored as one
 * byte each (latin1) unless RT_STR_WIDE, then as UTF-16 units.  `len` and
 * `flags` are always valid and may be read inline.  A long concatenation
 * result is a rope (RT_STR_ROPE): instead of code units it holds two string
 * pointers and is flattened on first read of its contents, so `s += x` in a
 * loop is linear.  Code that reads code units uses rt_str_bytes()/
 * rt_str_units(), which flatten (or calls rt_str_flat() once and reads the
 * result).  String literals are emitted by the compiler as constant rt_str
 * objects with gc == RT_GC_STATIC and used in place.  `s[i]` out of range
 * yields rt_str_undefined (flag RT_STR_UNDEF): it prints and boxes as
 * undefined.
 *
 * Functions are closures {fn, env, name}; fn's C signature is
 * ret fn(void *env, params...) with each parameter in its natural C type.
 * env is NULL, a static object, or a heap object (usually an rt_env holding
 * the variables the function captures by reference; slot 0 may link to the
 * enclosing function's env).
 *
 * Classes and shapes.  An rt_object points to an rt_class the compiler emits
 * statically: its name, instance size, slot count, pointer map (bit i of
 * refs[i / 64] set = slot i may hold a reference), slot names and types (for
 * printing and dynamic access), method table and parent.  Slot i is the
 * 8-byte word at offset 16 + 8*i; a non-reference slot may hold a double, an
 * int32 or a bool (in the low bits).  A reference slot must never hold a
 * double other than through rt_value boxing.
 *
 * Program start: the runtime defines main(); it calls rt_init() and then the
 * compiled module's kiln_main(), then flushes stdout and exits 0.  rt_init
 * records the stack base for the collector and reads KILN_GC_STRESS (1 =
 * collect at every allocation).
 */
#ifndef KILN_RT_H
#define KILN_RT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t rt_value;

#define RT_TAG_SHIFT 48
#define RT_TAG_SPECIAL 0xFFF9ull
#define RT_TAG_STRING 0xFFFAull
#define RT_TAG_OBJECT 0xFFFBull
#define RT_TAG_FUNCTION 0xFFFCull
#define RT_CANONICAL_NAN 0x7FF8000000000000ull
#define RT_UNDEFINED ((RT_TAG_SPECIAL << RT_TAG_SHIFT) | 0)
#define RT_NULL ((RT_TAG_SPECIAL << RT_TAG_SHIFT) | 1)
#define RT_FALSE ((RT_TAG_SPECIAL << RT_TAG_SHIFT) | 2)
#define RT_TRUE ((RT_TAG_SPECIAL << RT_TAG_SHIFT) | 3)
#define RT_PAYLOAD_MASK 0x0000FFFFFFFFFFFFull
/* Never a value: in an object's VALUE slot, an optional property the object
 * does not have (it reads as undefined and does not print); in an array, a hole. */
#define RT_ABSENT ((RT_TAG_SPECIAL << RT_TAG_SHIFT) | 4)

#define RT_ABI_VERSION 22 /* 4: RT_KIND_FRAME, RT_ARRAY_BUFFER; 5: RT_CLASS_DICT, rt_object.flags holds a
                            parsed object's slot capacity, generator frames; 6: RT_CLASS_CTOR/ANYFN,
                            RT_MAP_WEAK, number slots start as RT_F64_HOLE, get:/set: accessor thunks;
                            7: rt_fn_adapt, rt_throw_reference_error, object-literal accessors
                            (rt__acc_at), kiln__start entry; 8: RT_KIND_BIGINT, rt_bigint_*;
                            9: rt_gen_returning (a generator resumed by return() leaves through
                            its finally blocks); 10: typed-array kinds RT_ELEM_U32..U8C;
                            11: RT_CLASS_TOJSON and json:toJSON thunks;
                            12: rt__alloc_runs (inline allocation);
                            13: node:fs rt_fs_stat, rt_fs_stats_*, rt_fs_dirent_str, rt_fs_readdir_opts, rt_fs_symlink,
                                readlink, rmdir, access, copy_file, realpath;
                            14: rt_url_from_path, rt_url_to_path; rt_url_new's base may be a URL;
                            15: RT_CLASS_SYMBOL, rt_symbol_*; rt_stdin_read/pause (kiln_loop.h);
                            16: rt_class.method_sigs, rt_site.adapt, rt_prop_method's sig;
                            17: rt_util_* (node:util, node:assert); rt_fn_adapt's sig, rt_fn_unadapt, rt_fn_wrapper,
                                rt_fn_same, rt_str_raw;
                            18: rt_dict_sym_get/set/has/delete (symbol-keyed dictionaries), rt_error_hide_name,
                                rt_char_strs (one-character string constants are the runtime's),
                                rt_site.cls2/slot2, rt_fsp_mkdtemp, rt_fsp_copy_file, rt_fsp_access (kiln_loop.h),
                                rt_process_env_all;
                            19: RT_CLASS_ANON (an anonymous class expression's constructor.name is "");
                            20: rt_crypto_create_hmac's key is an rt_value (a string or bytes);
                            21: rt_str_replace_fn;
                            22: rt_timer_ref/unref return their timer, rt_timer_refresh, rt_os_cpus */

/* ---- heap object headers ------------------------------------------------- */
#define RT_GC_STATIC 0xFFFFFFFFu /* gc word of every compiler-emitted object */
enum rt_kind {         /* gc word of a heap object (closures: implied by the page) */
  RT_KIND_STRING = 0,  /* rt_str */
  RT_KIND_ARRAY = 1,   /* rt_array */
  RT_KIND_OBJECT = 2,  /* rt_object */
  RT_KIND_ENV = 3,     /* rt_env */
  RT_KIND_STORE = 4,   /* an array's elements */
  RT_KIND_BYTES = 5,   /* data without references */
  RT_KIND_CLOSURE = 6, /* rt_closure: only an argument to rt_alloc, never stored */
  RT_KIND_MAP = 7,     /* rt_map: a Map or a Set (runtime/map.c) */
  RT_KIND_FRAME = 8,   /* an async function's frame: an rt_env whose words are scanned conservatively */
  RT_KIND_BIGINT = 9,  /* a BigInt (runtime/bigint.c; layout private, no references) */
};

enum { RT_STR_WIDE = 1, RT_STR_UNDEF = 2, RT_STR_ROPE = 4 };

typedef struct rt_str {
  uint32_t gc;     /* RT_GC_STATIC for compiler-emitted constants, else RT_KIND_STRING */
  uint32_t len;    /* length in UTF-16 code units */
  uint32_t hash;   /* 0 = not computed yet (never written for static strings) */
  uint32_t flags;  /* RT_STR_WIDE, RT_STR_UNDEF, RT_STR_ROPE */
  /* followed by len bytes (latin1) or len uint16_t (wide); for a rope, by
   * `const rt_str *left, *right` (right == NULL once flattened: left is then
   * the flat string) */
} rt_str;

const rt_str *rt_str_flat(const rt_str *s); /* s itself unless s is a rope */
static inline const uint8_t *rt_str_bytes(const rt_str *s) {
  if (s->flags & RT_STR_ROPE) s = rt_str_flat(s);
  return (const uint8_t *)(s + 1);
}
static inline const uint16_t *rt_str_units(const rt_str *s) {
  if (s->flags & RT_STR_ROPE) s = rt_str_flat(s);
  return (const uint16_t *)(s + 1);
}

typedef struct rt_closure {
  void *fn;
  void *env;          /* NULL, or the captured environment (a heap or static object) */
  const rt_str *name; /* "" for anonymous functions */
} rt_closure;

/* Variables captured by reference: n reference slots (rt_value or raw pointer). */
typedef struct rt_env {
  uint32_t gc; /* RT_KIND_ENV */
  uint32_t n;
  rt_value slots[];
} rt_env;

/* What a class slot holds, for printing and reflection (the GC reads refs only). */
enum { RT_SLOT_F64, RT_SLOT_I32, RT_SLOT_BOOL, RT_SLOT_VALUE, RT_SLOT_STR, RT_SLOT_OBJECT,
       RT_SLOT_ARRAY, RT_SLOT_FUNCTION, RT_SLOT_HIDDEN };
/* A compiled class's BOOL slot holds 0 or 1 in its low byte; a field never
 * assigned holds RT_BOOL_UNDEF, which reads as false (its low bit) and boxes
 * as undefined.  A string slot never assigned holds rt_str_undefined. */
#define RT_BOOL_UNDEF 2u

/* A class or object-literal shape, emitted statically by the compiler. */
typedef struct rt_class {
  uint32_t gc;                     /* RT_GC_STATIC */
  uint32_t abi;                    /* RT_ABI_VERSION */
  const rt_str *name;              /* "Point"; "" for a literal's shape (prints as Object) */
  const struct rt_class *parent;   /* NULL for a root class */
  uint32_t size;                   /* instance size in bytes: >= 16 + 8 * nslots */
  uint32_t nslots;
  const uint64_t *refs;            /* pointer map, (nslots + 63) / 64 words; NULL = none */
  const rt_str *const *slot_names; /* nslots property names (NULL entry: hidden slot) */
  const uint8_t *slot_types;       /* nslots RT_SLOT_* */
  void *const *methods;            /* the method table (virtual calls index it) */
  uint32_t nmethods;
  uint32_t flags;                  /* RT_CLASS_ERROR; 1 is the runtime's own (loop.c) */
  const rt_str *const *method_names; /* nmethods names (for access by name), or NULL */
  const char *const *method_sigs;  /* nmethods signatures (runtime/ifacecall.c), or NULL: unknown */
} rt_class;

typedef struct rt_object {
  uint32_t gc;    /* RT_KIND_OBJECT */
  uint32_t flags; /* reserved, 0 */
  const rt_class *cls;
  uint64_t slots[]; /* cls->nslots words */
} rt_object;

/* F64, I32, U8 and the kinds after PTR are typed-array storages (numbers
 * stored converted: ToInt32, ToUint8, ToUint32, ToInt8, ToInt16, ToUint16,
 * Math.fround, ToUint8Clamp); VALUE and PTR hold references. */
enum rt_elem { RT_ELEM_F64, RT_ELEM_I32, RT_ELEM_U8, RT_ELEM_VALUE, RT_ELEM_PTR,
               RT_ELEM_U32, RT_ELEM_I8, RT_ELEM_I16, RT_ELEM_U16, RT_ELEM_F32, RT_ELEM_U8C };
enum { RT_ARRAY_TYPED = 1,    /* a typed array: fixed length, never grows; its data may
                                point into another typed array's store (subarray) */
       RT_ARRAY_BUFFER = 2,   /* a Uint8Array that is a Node Buffer (runtime/buffer.c) */
       RT_ARRAY_RAW = 4,      /* a tagged template's strings: the raw strings' array is in
                                 the word after the last element (rt_template_strings) */
       RT_ARRAY_FROZEN = 8,   /* Object.freeze: isFrozen answers from it */
       RT_ARRAY_SEALED = 16,  /* Object.seal (or freeze) */
       RT_ARRAY_NOEXT = 32 }; /* Object.preventExtensions (or seal, freeze); any of the three
                                 makes compiled code store elements through the runtime */

/* An array: `length` elements of kind `elem` at `data` (capacity of them
 * allocated, the rest zero).  data is NULL while capacity is 0, else it points
 * 16 bytes into a store object; growing replaces the store, so reload data
 * after any call that may grow the array. */
typedef struct rt_array {
  uint32_t gc;       /* RT_KIND_ARRAY */
  uint8_t elem;      /* enum rt_elem */
  uint8_t flags;     /* RT_ARRAY_TYPED */
  uint16_t reserved;
  uint32_t length;
  uint32_t capacity;
  void *data;
} rt_array;

/* ---- boxing ---------------------------------------------------------------- */
rt_value rt_box_number(double d);
double rt_unbox_number(rt_value v); /* v must hold a number */
static inline rt_value rt_box_bool(bool b) { return b ? RT_TRUE : RT_FALSE; }
rt_value rt_box_string(const rt_str *s); /* rt_str_undefined boxes as undefined */
static inline rt_value rt_box_function(const rt_closure *c) {
  return (RT_TAG_FUNCTION << RT_TAG_SHIFT) | (uint64_t)(uintptr_t)c;
}
static inline const rt_str *rt_unbox_string(rt_value v) { return (const rt_str *)(uintptr_t)(v & RT_PAYLOAD_MASK); }
static inline const rt_closure *rt_unbox_function(rt_value v) { return (const rt_closure *)(uintptr_t)(v & RT_PAYLOAD_MASK); }
static inline bool rt_value_is_number(rt_value v) { return (v >> RT_TAG_SHIFT) < RT_TAG_SPECIAL; }
static inline rt_value rt_box_object(const void *o) { /* an rt_object* or rt_array* */
  return (RT_TAG_OBJECT << RT_TAG_SHIFT) | (uint64_t)(uintptr_t)o;
}
static inline void *rt_unbox_object(rt_value v) { return (void *)(uintptr_t)(v & RT_PAYLOAD_MASK); }
static inline uint32_t rt_heap_kind(const void *o) { return *(const uint32_t *)o & 0xFF; } /* not closures */

/* ---- conversions used by compiled code (JS semantics) ---------------------- */
const rt_str *rt_num_to_str(double d);        /* String(d): shortest round trip */
const rt_str *rt_bool_to_str(bool b);
double rt_str_to_num(const rt_str *s);        /* Number(s) */
const rt_str *rt_value_to_str(rt_value v);    /* String(v) */
double rt_value_to_num(rt_value v);           /* Number(v) */
bool rt_value_truthy(rt_value v);             /* Boolean(v) */
bool rt_str_truthy(const rt_str *s);          /* s.length > 0 */
const rt_str *rt_typeof(rt_value v);          /* "number", "string", ... */
int32_t rt_to_int32(double d);                /* ToInt32 for any double */
uint32_t rt_to_uint32(double d);

/* ---- operators --------------------------------------------------------------- */
const rt_str *rt_str_concat(const rt_str *a, const rt_str *b);
bool rt_str_equals(const rt_str *a, const rt_str *b);
int rt_str_compare(const rt_str *a, const rt_str *b); /* <0, 0, >0 by code units */
bool rt_value_strict_equals(rt_value a, rt_value b);  /* === */
bool rt_value_loose_equals(rt_value a, rt_value b);   /* == */
bool rt_value_less(rt_value a, rt_value b, bool or_equal); /* <, <= on values */
double rt_num_mod(double a, double b);                /* JS % (fmod) */
double rt_math_pow(double a, double b);               /* JS ** */

/* ---- builtins: one per entry of FE_IR_BUILTINS in frontend/ir.h ------------ */
void rt_console_log(int32_t n, const rt_value *args);
void rt_console_error(int32_t n, const rt_value *args);
double rt_math_floor(double), rt_math_ceil(double), rt_math_trunc(double),
    rt_math_round(double), rt_math_abs(double), rt_math_sign(double),
    rt_math_sqrt(double), rt_math_cbrt(double), rt_math_sin(double),
    rt_math_cos(double), rt_math_tan(double), rt_math_asin(double),
    rt_math_acos(double), rt_math_atan(double), rt_math_atan2(double, double),
    rt_math_sinh(double), rt_math_cosh(double), rt_math_tanh(double),
    rt_math_exp(double), rt_math_expm1(double), rt_math_log(double),
    rt_math_log2(double), rt_math_log10(double), rt_math_log1p(double),
    rt_math_hypot(int32_t n, const double *), rt_math_min(int32_t n, const double *),
    rt_math_max(int32_t n, const double *), rt_math_random(void),
    rt_math_fround(double), rt_math_clz32(double), rt_math_imul(double, double);
double rt_parse_int(const rt_str *s, rt_value radix);
double rt_parse_float(const rt_str *s);
bool rt_is_nan(double), rt_is_finite(double), rt_number_is_integer(double),
    rt_number_is_safe_integer(double), rt_number_is_finite(double),
    rt_number_is_nan(double);
const rt_str *rt_num_to_fixed(double d, rt_value digits);
const rt_str *rt_num_to_string_radix(double d, rt_value radix);
const rt_str *rt_num_to_precision(double d, rt_value precision);
const rt_str *rt_num_to_exponential(double d, rt_value digits); /* numexp.c */
/* toLocaleString / Intl.NumberFormat#format (numlocale.c); the checker resolves the options */
const rt_str *rt_num_to_locale(double x, double flags, const rt_str *symbol, double minfd, double maxfd);
double rt_str_length(const rt_str *s);
const rt_str *rt_str_index(const rt_str *s, double i); /* s[i] */
const rt_str *rt_str_char_at(const rt_str *s, rt_value i);
double rt_str_char_code_at(const rt_str *s, rt_value i);
double rt_str_index_of(const rt_str *s, const rt_str *search, rt_value from);
double rt_str_last_index_of(const rt_str *s, const rt_str *search, rt_value from);
bool rt_str_includes(const rt_str *s, const rt_str *search, rt_value from);
bool rt_str_starts_with(const rt_str *s, const rt_str *search, rt_value from);
bool rt_str_ends_with(const rt_str *s, const rt_str *search, rt_value end);
const rt_str *rt_str_slice(const rt_str *s, rt_value start, rt_value end);
const rt_str *rt_str_substring(const rt_str *s, rt_value start, rt_value end);
const rt_str *rt_str_to_upper(const rt_str *s);
const rt_str *rt_str_to_lower(const rt_str *s);
const rt_str *rt_str_trim(const rt_str *s);
const rt_str *rt_str_trim_start(const rt_str *s);
const rt_str *rt_str_trim_end(const rt_str *s);
const rt_str *rt_str_repeat(const rt_str *s, double count);
const rt_str *rt_str_pad_start(const rt_str *s, double len, rt_value fill);
const rt_str *rt_str_pad_end(const rt_str *s, double len, rt_value fill);
const rt_str *rt_str_from_char_code(int32_t n, const double *codes);
/* strx.c */
const rt_str *rt_str_replace(const rt_str *s, const rt_str *pattern, const rt_str *replacement);
const rt_str *rt_str_normalize(const rt_str *s, rt_value form); /* uni.c; RangeError for a bad form */
const rt_str *rt_str_replace_all(const rt_str *s, const rt_str *pattern, const rt_str *replacement);
rt_value rt_str_at(const rt_str *s, rt_value i);
rt_value rt_str_code_point_at(const rt_str *s, rt_value i);
const rt_str *rt_str_substr(const rt_str *s, rt_value start, rt_value length);
const rt_str *rt_str_from_code_point(int32_t n, const double *codes);
double rt_str_locale_compare(const rt_str *a, const rt_str *b); /* ICU root order for Latin text */
double rt_str_locale_compare_opt(const rt_str *a, const rt_str *b, double opts); /* ... with Intl.Collator options */
rt_array *rt_str_split(const rt_str *s, rt_value sep, rt_value limit); /* string separators */
_Noreturn void rt_process_exit(rt_value code);
void rt_process_set_exit_code(rt_value code); /* process.exitCode = code */
rt_value rt_process_get_exit_code(void);
/* TextEncoder / TextDecoder (UTF-8) and process.hrtime([prev]) (runtime/text.c). */
rt_object *rt_text_encoder_new(void);
rt_array *rt_text_encode(rt_object *enc, rt_value input);          /* a Uint8Array */
rt_object *rt_text_decoder_new(rt_value label, rt_value opts);
const rt_str *rt_text_decode(rt_object *dec, rt_value input);
const rt_str *rt_text_encoding(rt_object *o);                      /* "utf-8" */
bool rt_text_decoder_fatal(rt_object *o);
rt_array *rt_process_hrtime(rt_value prev);                        /* [seconds, nanoseconds] */
int rt_exit_status(void); /* process.exitCode as an exit status (0 when unset) */
/* process.on(event, f) / once: kind 0 'exit' (f(code)), 1 'beforeExit' (f(code)), 2-6 SIGINT, SIGTERM,
 * SIGHUP, SIGUSR1, SIGUSR2 (f(name)), 7 'unhandledRejection' (f(reason, promise)); +16: once. */
void rt_process_on(double kind, const rt_closure *f);
void rt_process_on_name(const rt_str *name, double once, const rt_closure *f);
bool rt_process_kill(double pid, rt_value signal); /* process.kill(pid[, signal]) */
bool rt__process_listens(int signum);  /* the program listens to signal signum (http.c) */
void rt__process_signal(int signum);   /* emits the signal's listeners (loop.c) */
bool rt__process_unhandled_rejection(rt_value reason, rt_object *promise); /* listeners took it (promise.c) */
/* Emits 'beforeExit' (runtime/main.c and loop.c, when nothing is left to do): whether a listener ran. */
bool rt__process_before_exit(void);
const rt_str *rt_process_argv_get(double i);
double rt_process_argv_length(void);
double rt_date_now(void);
double rt_performance_now(void);

/* JSON.stringify(v, replacer, space): a string, or undefined for values JSON
 * omits; replacer may be an array of property names (others are ignored),
 * space a number or a string.  A cycle throws TypeError. */
rt_value rt_json_stringify(rt_value v, rt_value replacer, rt_value space);
/* JSON.stringify(v, null, space) where v's static type is described by desc
 * (check_jsonplan.inc writes it; the grammar is in runtime/json_typed.c), or
 * by nothing (desc NULL: as rt_json_stringify without a replacer). */
rt_value rt_json_stringify_typed(rt_value v, rt_value space, const rt_str *desc);
rt_value rt_process_env_get(const rt_str *name);
rt_object *rt_process_env_all(void); /* process.env as a value: a dictionary snapshot */ /* process.env[name]: a string or undefined */

/* node:crypto (runtime/node.c): createHash(alg), createHmac(alg, key),
 * hash.update(string) (UTF-8; returns the hash), hash.digest(encoding) with
 * encoding "hex", "base64", "base64url" or "latin1"; randomUUID(). */
rt_object *rt_crypto_create_hash(const rt_str *alg);
rt_object *rt_crypto_create_hmac(const rt_str *alg, rt_value key); /* key: a string (UTF-8) or bytes */
rt_object *rt_crypto_hash_update(rt_object *h, const rt_str *data);
rt_value rt_crypto_hash_digest(rt_object *h, rt_value encoding);
const rt_str *rt_crypto_random_uuid(void);
/* node:fs, synchronous (runtime/fs.c): errors throw Node's messages. */
rt_value rt_fs_read_file(const rt_str *path, rt_value options); /* a Buffer, or a string with an encoding */
void rt_fs_write_file(const rt_str *path, rt_value data, rt_value options);
void rt_fs_append_file(const rt_str *path, rt_value data, rt_value options);
bool rt_fs_exists(rt_value path);
/* node:path, POSIX (path.c): join and resolve take their arguments as an array of strings */
const rt_str *rt_path_join(const rt_array *parts);
const rt_str *rt_path_resolve(const rt_array *parts);
const rt_str *rt_path_normalize(const rt_str *s);
const rt_str *rt_path_basename(const rt_str *s, rt_value suffix); /* suffix: a string or undefined */
const rt_str *rt_path_dirname(const rt_str *s);
const rt_str *rt_path_extname(const rt_str *s);
const rt_str *rt_path_relative(const rt_str *from, const rt_str *to);
/* encodeURIComponent and friends (uri.c); a malformed input throws URIError */
const rt_str *rt_encode_uri_component(const rt_str *s);
const rt_str *rt_encode_uri(const rt_str *s);
const rt_str *rt_decode_uri_component(const rt_str *s);
const rt_str *rt_decode_uri(const rt_str *s);
bool rt_path_is_absolute(const rt_str *s);
rt_object *rt_path_parse(const rt_str *s); /* { root, dir, base, ext, name } */
const rt_str *rt_path_format(rt_value root, rt_value dir, rt_value base, rt_value ext, rt_value name); /* strings or undefined */
const rt_str *rt_process_cwd(void); /* process.cwd() */
/* node:os and process.pid (os.c) */
const rt_str *rt_os_tmpdir(void);
const rt_str *rt_os_homedir(void);
const rt_str *rt_os_hostname(void);
const rt_str *rt_os_type(void);
const rt_str *rt_os_platform(void);
const rt_str *rt_os_arch(void);
const rt_str *rt_os_endianness(void);
const rt_str *rt_os_release(void);
double rt_os_uptime(void);
double rt_os_totalmem(void);
double rt_os_freemem(void);
double rt_os_available_parallelism(void);
rt_array *rt_os_cpus(void); /* [{ model, speed, times: { user, nice, sys, idle, irq } }] */
bool rt_object_is(rt_value a, rt_value b); /* Object.is (array.c) */
const rt_str *rt_object_class_name(const rt_object *o); /* o.constructor.name (array.c) */
double rt_process_pid(void);
rt_array *rt_process_argv(void);                  /* process.argv as an array (string[]) */
bool rt_process_write(double fd, rt_value data); /* process.stdout/stderr.write */
void rt_fs_mkdir(const rt_str *path, rt_value options);
const rt_str *rt_fs_mkdtemp(const rt_str *prefix); /* fs.mkdtempSync */
rt_array *rt_fs_readdir(const rt_str *path);
void rt_fs_unlink(const rt_str *path);
void rt_fs_rm(const rt_str *path, rt_value options);
void rt_fs_rename(const rt_str *from, const rt_str *to);
/* statSync/lstatSync (lstat non-zero): a Stats (fs_stat.c), or undefined for a
 * missing file under { throwIfNoEntry: false } */
rt_value rt_fs_stat(const rt_str *path, rt_value options, double lstat);
double rt_fs_stats_num(rt_object *stats, double slot);          /* dev ... birthtimeMs by slot */
rt_object *rt_fs_stats_date(rt_object *stats, double which);    /* atime, mtime, ctime, birthtime */
bool rt_fs_stats_is(rt_object *stats_or_dirent, double s_ifmt); /* isFile() & co. by their S_IF* bits */
const rt_str *rt_fs_dirent_str(rt_object *dirent, double slot); /* name, parentPath, path */
rt_array *rt_fs_readdir_opts(const rt_str *path, rt_value options, double dirents); /* withFileTypes, recursive */
void rt_fs_symlink(const rt_str *target, const rt_str *path);
const rt_str *rt_fs_readlink(const rt_str *path);
void rt_fs_rmdir(const rt_str *path);
void rt_fs_access(const rt_str *path, rt_value mode);
void rt_fs_copy_file(const rt_str *src, const rt_str *dest, rt_value mode);
const rt_str *rt_fs_realpath(const rt_str *path);
rt_object *rt_crypto_hash_update_v(rt_object *h, rt_value data); /* string or bytes */
rt_array *rt_crypto_random_bytes(double size);
double rt_crypto_random_int(double a, rt_value b);
bool rt_crypto_timing_safe_equal(const rt_array *a, const rt_array *b);
rt_array *rt_crypto_pbkdf2_sync(rt_value password, rt_value salt, double iterations, double keylen,
                                const rt_str *digest);

/* URL (runtime/node.c): new URL(input, base) (base undefined = none; an
 * invalid URL throws TypeError); rt_url_get reads a component by its index
 * in Node's property order: href, origin, protocol, username, password,
 * host, hostname, port, pathname, search, (searchParams), hash. */
rt_object *rt_url_new(const rt_str *input, rt_value base);
const rt_str *rt_url_get(const rt_object *url, double which);
/* node:url's pathToFileURL(path) (runtime/path.c: POSIX, the path resolved
 * and percent-encoded) and fileURLToPath(url) (a string or a URL; throws
 * Node's TypeErrors for another scheme, a host, an encoded '/'). */
rt_object *rt_url_from_path(const rt_str *path);
const rt_str *rt_url_to_path(rt_value url);
rt_object *rt_url_search_params(const rt_object *url);
rt_value rt_url_search_get(const rt_object *params, const rt_str *name); /* a string or null */
bool rt_url_search_has(const rt_object *params, const rt_str *name, rt_value value);
rt_array *rt_url_search_get_all(const rt_object *params, const rt_str *name);
rt_object *rt_url_search_new(rt_value init);
void rt_url_search_append(rt_object *params, const rt_str *name, const rt_str *value);
void rt_url_search_delete(rt_object *params, const rt_str *name, rt_value value);
void rt_url_search_set(rt_object *params, const rt_str *name, const rt_str *value);
void rt_url_search_sort(rt_object *params);
const rt_str *rt_url_search_to_string(const rt_object *params);
double rt_url_search_size(const rt_object *params);
rt_array *rt_url_search_list(const rt_object *params, double which, double elem);
void rt_url_search_for_each(rt_object *params, const rt_closure *f);

/* RegExp (runtime/regexp.c, a backtracking engine in regexp_engine.c).  A
 * RegExp is an OBJECT; invalid patterns and flags throw SyntaxError with
 * V8's messages.  A match is a string array (a group that did not take part
 * is rt_str_undefined) carrying index, input and groups (rt_match_*). */
rt_object *rt_regexp_new(rt_value pattern, rt_value flags); /* pattern: string, RegExp or undefined */
rt_object *rt_regexp_literal(const rt_str *source, const rt_str *flags);
bool rt_regexp_test(rt_object *re, const rt_str *s);
rt_value rt_regexp_exec(rt_object *re, const rt_str *s); /* a match array or null */
const rt_str *rt_regexp_source(rt_object *re);
const rt_str *rt_regexp_flags(rt_object *re);
double rt_regexp_last_index(rt_object *re);
void rt_regexp_set_last_index(rt_object *re, double i);
bool rt_regexp_flag(rt_object *re, double bit); /* 1 d, 2 g, 4 i, 8 m, 16 s, 32 u, 64 y */
const rt_str *rt_regexp_to_string(rt_object *re);
rt_value rt_str_match(const rt_str *s, rt_object *re);       /* a match array, an array of matches (g), or null */
rt_array *rt_str_match_all(const rt_str *s, rt_object *re);  /* every match array (re global) */
double rt_str_search(const rt_str *s, rt_object *re);
/* replace/replaceAll: rep a string ($ patterns) or a closure of `arity` string parameters returning a string. */
const rt_str *rt_str_replace_re(const rt_str *s, rt_object *re, rt_value rep, double arity, bool all);
/* replace/replaceAll of a string pattern by a closure, arity encoded as for rt_str_replace_re. */
const rt_str *rt_str_replace_fn(const rt_str *s, const rt_str *pat, rt_value rep, double arity, bool all);
rt_array *rt_str_split_re(const rt_str *s, rt_object *re, rt_value limit);
rt_value rt_match_index(const rt_array *m); /* a number, or undefined for an ordinary array */
rt_value rt_match_input(const rt_array *m);
rt_value rt_match_groups(const rt_array *m); /* an object, or undefined */
rt_value rt_regexp_group_get(const rt_object *groups, const rt_str *name);
/* Date (runtime/date.c): an OBJECT holding a time value (NaN when invalid);
 * local time is $TZ's.  which codes: rt_date_get/set 0 time, 1 FullYear,
 * 2 Month, 3 Date, 4 Day, 5 Hours, 6 Minutes, 7 Seconds, 8 Milliseconds,
 * 9 TimezoneOffset, +16 UTC; rt_date_format 0 ISO, 1 toString, 2 UTC,
 * 3 DateString, 4 TimeString, 5-7 en-US locale date, time, both. */
rt_object *rt_date_new(rt_value v); /* undefined: now; a string: parsed; a number; a Date: copied */
rt_object *rt_date_new_parts(int32_t n, const double *parts); /* new Date(y, m, d, h, mi, s, ms), local */
double rt_date_utc(int32_t n, const double *parts);
double rt_date_parse(const rt_str *s);
double rt_date_get(rt_object *d, double which);
double rt_date_set(rt_object *d, double which, int32_t n, const double *args);
const rt_str *rt_date_format(rt_object *d, double which); /* invalid: "Invalid Date" (ISO: RangeError) */
const rt_str *rt_date_locale(rt_object *d, double which, double spec); /* toLocale*String("en-US", options) */
rt_value rt_date_to_json(rt_object *d); /* the ISO string, or null */
bool rt_object_has_own(rt_value v, const rt_str *name);  /* Object.hasOwn (object.c) */
const rt_str *rt_object_to_string_tag(rt_value v);    /* Object.prototype.toString.call(v) */
rt_object *rt_dict_new_null(void);
rt_value rt_object_integrity(rt_value v, double level);  /* Object.freeze (0), seal (1), preventExtensions (2) */
bool rt_object_is_integrity(rt_value v, double level);
bool rt_value_compare(rt_value a, rt_value b, double op); /* a < b (op 0), <= (1), > (2), >= (3) of primitives */
_Noreturn void rt_field_frozen(const rt_object *o, double slot); /* a store to a field of a frozen object */   /* Object.isFrozen (0), isSealed (1), isExtensible (2) */
void rt_console_group(double delta);                 /* console.group (+1) / groupEnd (-1) (console.c) */
void rt_console_count(rt_value label, double reset);  /* console.count / countReset */
void rt_console_table(rt_value data, rt_value properties); /* console.table (inspect.c) */
rt_array *rt_template_strings(rt_array *cooked, rt_array *raw); /* array.c */
rt_array *rt_template_raw(const rt_array *strings);              /* strings.raw */
void *rt_value_to_object_at(rt_value v, const rt_str *name, bool set); /* v's object before reading or setting name */                     /* Object.create(null) (dict.c) */
bool rt_native_is(rt_value v, double kind); /* v instanceof RegExp (kind 1), Date (2), Promise (3), Map (4), Set (5), WeakMap (6), WeakSet (7) */

/* ---- heap objects ------------------------------------------------------------- */
rt_object *rt_object_new(const rt_class *cls);            /* VALUE slots undefined, others zero */
rt_closure *rt_closure_new(void *fn, void *env, const rt_str *name);
rt_env *rt_env_new(uint32_t n);                           /* slots undefined */
rt_array *rt_array_new(uint32_t elem, uint32_t capacity); /* length 0 */
rt_array *rt_typed_array_new(uint32_t elem, uint32_t length); /* zeros, fixed length */
void rt_array_reserve(rt_array *a, uint32_t capacity);   /* capacity >= the argument */
void rt_array_set_length(rt_array *a, uint32_t length);  /* grows with zeros, or shrinks */
void rt_array_push_f64(rt_array *a, double d);
void rt_array_push_i32(rt_array *a, int32_t i);
void rt_array_push_value(rt_array *a, rt_value v);        /* VALUE or PTR arrays */
uint32_t rt_array_elem_size(uint32_t elem);

/* ---- Array builtins (runtime/array.c): FE_IR_B_ARRAY_* in frontend/ir.h ---- */
/* Elements cross this interface boxed.  An array stores them by its element
 * kind: F64 as raw doubles, where the bit pattern RT_F64_HOLE (a signalling
 * NaN no arithmetic produces) marks a hole; PTR as raw rt_str* or rt_array*
 * pointers (the pointee's gc word tells which), NULL marking a hole; VALUE as
 * rt_value, a hole being the runtime-private special RT__HOLE.  Holes read
 * as undefined.  An rt_array*
 * argument may be NULL (an unboxed undefined): the call throws a TypeError. */
#define RT_F64_HOLE 0x7FF4000000000000ull
rt_array *rt_array_create(double elem, rt_value length); /* new Array(length) of holes */
rt_array *rt_array_view(rt_array *a); /* a itself: a number[] or string[] seen as a boxed-element array */
double rt_array_length(const rt_array *a);
double rt_array_length_set(rt_array *a, double length); /* RangeError unless a valid length */
rt_value rt_array_get(const rt_array *a, double i);      /* a[i]: undefined unless an element */
rt_value rt_array_set(rt_array *a, double i, rt_value v); /* a[i] = v, growing with holes */
double rt_array_push(rt_array *a, rt_value v);
rt_value rt_array_pop(rt_array *a);
rt_value rt_array_shift(rt_array *a);
double rt_array_unshift(rt_array *a, rt_value v);
double rt_array_index_of(const rt_array *a, rt_value x, rt_value from);
double rt_array_last_index_of(const rt_array *a, rt_value x, rt_value from);
bool rt_array_includes(const rt_array *a, rt_value x, rt_value from);
const rt_str *rt_array_join(const rt_array *a, rt_value sep); /* sep undefined = "," */
rt_array *rt_array_slice(const rt_array *a, rt_value start, rt_value end);
rt_array *rt_array_reverse(rt_array *a);
rt_array *rt_array_fill(rt_array *a, rt_value v, rt_value start, rt_value end);
rt_value rt_array_at(const rt_array *a, double i);
rt_array *rt_array_concat(const rt_array *a, const rt_array *b);
rt_array *rt_array_concat_each(const rt_array *a, const rt_array *parts); /* a.concat(...parts) */
bool rt_array_is_array(rt_value v);
rt_array *rt_array_sort(rt_array *a, rt_value cmp); /* cmp: undefined or a (VALUE, VALUE) => number closure */
rt_array *rt_array_splice(rt_array *a, rt_value start, rt_value count, int32_t n, const rt_value *items);
rt_array *rt_array_flat(const rt_array *a, double elem); /* result element kind */
rt_array *rt_array_flat_depth(const rt_array *a, double elem, double depth); /* flat(depth) */
rt_array *rt_array_with(const rt_array *a, rt_value index, rt_value v); /* a copy; RangeError out of range */
rt_array *rt_array_copy_within(rt_array *a, rt_value target, rt_value start, rt_value end);
rt_array *rt_array_concat_spread(const rt_array *a, const rt_array *b); /* [...a, ...b]: b's holes become undefined */

/* Generators (runtime/generator.c): a generator function's frame and object
 * (called by its compiled code), and what next(), for...of and spread call. */
void *rt_gen_frame(uint64_t size);
rt_object *rt_gen_object(void *frame);
void rt_gen_yield(void *frame, rt_value v);
rt_value rt_gen_sent(void *frame);
int32_t rt_gen_returning(void *frame); /* after rt_gen_sent: 1 if return() resumed it (the yield acts as a return) */
void rt_gen_return(void *frame, rt_value v);
void rt_gen_fail(void *frame, rt_value exc);
rt_value rt_gen_step(rt_object *g);         /* the next value (once done: the return value) */
bool rt_gen_done(rt_object *g);             /* whether that last step found g finished */
rt_object *rt_gen_next(rt_object *g, rt_value sent); /* g.next(sent): { value, done } */
rt_object *rt_gen_finish(rt_object *g, rt_value v);  /* g.return(v): a suspended body runs its finally blocks */
void rt_gen_close(rt_object *g);            /* leaving a for...of or a destructuring early: g.return() */
rt_array *rt_gen_to_array(rt_object *g, double elem);
rt_array *rt_gen_take(rt_object *g, double n, double elem); /* [a, b] = g: up to n values, then g closed */
rt_object *rt_gen_from_array(rt_array *a); /* an array as an Iterable<T>: a generator over its elements */
rt_object *rt_gen_array_iterator(rt_array *a); /* a.values() as a value: iterating it does not restart */
rt_object *rt_gen_iter(rt_object *g);       /* g[Symbol.iterator](): g, or a fresh one for an array's */
/* An iterator (iterable: restartable != 0) written by hand as a generator:
 * step is an (op: number) => object closure, see generator.c. */
rt_object *rt_gen_from_iter(rt_value step, double restartable);
rt_object *rt_gen_result(rt_value v, bool done); /* { value, done } */
/* Async generators (runtime/promise.c "async generators"). */
void *rt_agen_frame(uint64_t size);
rt_object *rt_agen_object(void *frame);
bool rt_agen_yield(void *frame, rt_value v);       /* true: suspend (no request waits) */
rt_value rt_agen_sent(void *frame);                /* the resumption: a value, throws, or RT_ABSENT for return */
rt_value rt_agen_retval(void *frame);              /* the value of a return resumption */
_Noreturn void rt_agen_throw_return(void *frame, rt_value v); /* unwinds to the body's end as `return v` */
bool rt_agen_is_return(rt_value exc);              /* whether a caught exception is that unwinding */
void rt_agen_body_return(void *frame, rt_value v);
void rt_agen_fail(void *frame, rt_value exc);
rt_object *rt_agen_next(rt_object *g, rt_value v);   /* promises of { value, done } */
rt_object *rt_agen_finish(rt_object *g, rt_value v);
rt_object *rt_agen_throw(rt_object *g, rt_value v);
rt_value rt_agen_res(rt_value res);                /* for await: a result's value; its done flag for rt_agen_res_done */
bool rt_agen_res_done(rt_value res);
rt_object *rt_async_from_sync(rt_value v);         /* for await over a sync iterable: v's settlement one job later */
rt_object *rt_async_from_sync_close(rt_object *g); /* leaving that loop early: return() g, the promise to await */
bool rt_array_has(const rt_array *a, double i); /* i in a: an index below the length, not a hole */
/* Typed arrays (RT_ARRAY_TYPED): the Array builtins above also take them (set
 * never grows one, sort orders numbers); these are their own. */
rt_array *rt_typed_array_create(double elem, rt_value src); /* a length, or an array to convert */
rt_array *rt_typed_array_subarray(rt_array *a, rt_value start, rt_value end); /* shares a's storage */
void rt_typed_array_set(rt_array *a, const rt_array *src, rt_value offset);
/* Buffer (buffer.c): encodings utf8 hex base64 base64url latin1 binary ascii utf16le */
rt_array *rt_buffer_from(rt_value src, rt_value encoding);
rt_array *rt_buffer_alloc(double size, rt_value fill);
rt_array *rt_buffer_alloc_unsafe(double size);
rt_array *rt_buffer_concat(const rt_array *list, rt_value total);
double rt_buffer_byte_length(rt_value v, rt_value encoding);
bool rt_buffer_is_buffer(rt_value v);
double rt_buffer_compare(const rt_array *a, const rt_array *b);
bool rt_buffer_equals(const rt_array *a, const rt_array *b);
const rt_str *rt_buffer_to_string(const rt_array *a, rt_value encoding, rt_value start, rt_value end);

/* ---- Map and Set (runtime/map.c): FE_IR_B_MAP_* in frontend/ir.h --------- */
/* One insertion-ordered hash table serves both (a Set has no values).  Keys
 * and values cross this interface boxed and are stored as rt_values; keys
 * compare by SameValueZero (-0 is stored as +0, NaN equals NaN, strings by
 * contents, everything else by identity).  A compiled program sees an rt_map*
 * as an object (IR type OBJECT, boxed with the object tag) and touches it only
 * through these functions.
 * Iteration is by position: rt_map_next(m, i, seq) gives the position of the
 * next live entry after position i (-1 to start) whose entry had sequence
 * number seq (rt_map_seq), or -1 at the end.  Entries keep insertion order;
 * a deleted entry is skipped, one added during the loop is visited, and a
 * compaction (which moves entries) is detected by the sequence number, so a
 * loop can mutate the map freely, as in JS. */
typedef struct rt_map rt_map;
enum { RT_MAP_SET = 1, RT_MAP_WEAK = 2 };  /* rt_map_new kind: 0 Map, 1 Set, 2 WeakMap, 3 WeakSet */
rt_map *rt_map_new(double kind);
double rt_map_size(const rt_map *m);
rt_value rt_map_get(const rt_map *m, rt_value key);   /* undefined if absent */
rt_map *rt_map_set(rt_map *m, rt_value key, rt_value value); /* returns m */
rt_map *rt_set_add(rt_map *m, rt_value key);                 /* returns m */
bool rt_map_has(const rt_map *m, rt_value key);
bool rt_map_delete(rt_map *m, rt_value key);
void rt_map_clear(rt_map *m);
double rt_map_next(const rt_map *m, double i, double seq);
double rt_map_seq(const rt_map *m, double i);
rt_value rt_map_key_at(const rt_map *m, double i);
rt_value rt_map_value_at(const rt_map *m, double i);   /* a Set's: the key */
rt_object *rt_gen_map_iterator(rt_map *m, double values); /* m.keys()/m.values() as a value: a live walk */
/* [...m.keys()] (what 0) or [...m.values()] (what 1) as an array of element kind elem. */
rt_array *rt_map_to_array(const rt_map *m, double what, double elem);
rt_map *rt_map_copy(const rt_map *m);                 /* new Map(m), new Set(s) */
rt_map *rt_set_from_array(const rt_array *a);         /* new Set(array) */
rt_map *rt_map_from_entries(const rt_array *a);       /* new Map(array of [key, value] arrays) */

/* ---- properties by name (access through an interface type) ---------------- */
/* One per access site in the compiled code (static, zeroed).  After a lookup
 * in an object of class cls finds a slot of the kind the site uses, the site
 * remembers (cls, slot) and the compiled code reads that slot directly while
 * the class is the same; the class it remembered before stays as (cls2,
 * slot2), so a site that sees two shapes in turn (the variants of a union,
 * object literals with their keys in different orders) hits with either.
 * A method found by name is remembered in fn. */
typedef struct rt_site {
  const rt_class *cls;
  uint32_t slot;
  uint32_t slot2;
  void *fn;
  const void *adapt; /* fn is an adapter of this method (runtime/ifacecall.c), or NULL */
  const rt_class *cls2;
} rt_site;
/* o.name as an rt_value (undefined if o has no such property); want is the
 * RT_SLOT_* kind the site reads, for the cache. */
rt_value rt_prop_get(const rt_object *o, const rt_str *name, rt_site *site, uint32_t want);
void rt_object_spread_order(rt_object *o, rt_value src, double lead); /* { a, ...src, ... }: src's key order */
/* The same for a property of function type held as sig says (the grammar is
 * runtime/ifacecall.c's): a method of o's class read as a value is bound to o,
 * through an adapter when the method holds its values differently. */
rt_value rt_prop_get_fn(const rt_object *o, const rt_str *name, rt_site *site, uint32_t want, const char *sig);
/* o.name = v, stored in the slot's own representation. */
void rt_prop_set(rt_object *o, const rt_str *name, rt_site *site, uint32_t want, rt_value v);
/* The function to call for o.name(...): a method of o's class (*self = o)
 * or the closure a property holds (*self = its env). */
/* The method o.name for a call whose parameters and result are held as sig
 * says (runtime/ifacecall.c; NULL: as the method holds them); *self is the
 * receiver to pass. */
void *rt_prop_method(rt_object *o, const rt_str *name, rt_site *site, void **self, const char *sig);
bool rt_instanceof(rt_value v, const rt_class *cls); /* v instanceof cls */
void *rt_value_to_object(rt_value v); /* the object v holds; a TypeError for anything else */
bool rt_object_has(rt_value v, const rt_str *name); /* `name in v` for an object v (fields and methods) */
rt_array *rt_object_keys(rt_value v); /* for (k in v): own enumerable keys, a string[] */
rt_value rt_object_get_own(const rt_object *o, const rt_str *name); /* a property as stored (RT_ABSENT if absent) */
/* Dictionaries (runtime/dict.c): Record<string, V> and index-signature types.
 * The functions also accept an ordinary object (its named slots). */
rt_object *rt_dict_new(void);
rt_value rt_dict_get(const rt_object *o, const rt_str *key);            /* o[key], undefined if absent */
rt_value rt_dict_set(rt_object *o, const rt_str *key, rt_value v);      /* o[key] = v; gives v */
bool rt_dict_has(const rt_object *o, const rt_str *key);                /* key in o */
bool rt_dict_delete(rt_object *o, const rt_str *key);                   /* delete o[key] */
rt_value rt_dict_sym_get(const rt_object *o, rt_value sym);              /* o[sym] of { [k: symbol]: T } */
rt_value rt_dict_sym_set(rt_object *o, rt_value sym, rt_value v);
bool rt_dict_sym_has(const rt_object *o, rt_value sym);
bool rt_dict_sym_delete(rt_object *o, rt_value sym);
void rt_error_hide_name(rt_object *o); /* Object.defineProperty(err, "name", { value }): not enumerable */
rt_array *rt_dict_keys(const rt_object *o);                             /* Object.keys(o), JS order */
rt_object *rt_dict_copy(rt_value source);                               /* {...source} as a dictionary */
rt_array *rt_object_values(rt_value v, double elem);   /* Object.values(v): an array of kind elem */
rt_array *rt_object_entries(rt_value v, double elem);  /* Object.entries(v): [key, value] arrays of kind elem */
rt_object *rt_object_from_entries(const rt_array *a);  /* Object.fromEntries(a): a dictionary */
rt_object *rt_object_assign(rt_object *target, rt_value source); /* Object.assign(target, source) */
rt_array *rt_str_chars(const rt_str *s);                /* [...s]: its code points */
rt_array *rt_map_entries(const rt_map *m, double elem); /* [...m]: [key, value] arrays of kind elem */
double rt_math_max_array(const rt_array *a, double min); /* Math.max(...a), Math.min(...a) */
double rt_array_push_all(rt_array *a, const rt_array *b); /* a.push(...b) */
void rt_console_log_array(const rt_array *a, double err); /* console.log(...a), console.error(...a) */
double rt_array_unshift_all(rt_array *a, const rt_array *b); /* a.unshift(...b) */
rt_array *rt_array_splice_all(rt_array *a, rt_value start, rt_value count, const rt_array *items); /* a.splice(i, n, ...b) */
double rt_math_hypot_array(const rt_array *a); /* Math.hypot(...a) */
const rt_str *rt_str_from_codes_array(const rt_array *a, double point); /* String.fromCharCode/fromCodePoint(...a) */

/* ---- values of type any (json_parse.c, any.c) ------------------------------ */
/* JSON.parse(text, reviver): objects get run-time shapes (rt_class made once
 * per key list, VALUE slots), arrays are VALUE arrays; a SyntaxError with
 * Node's message on malformed text.  reviver: undefined or a
 * (key: string, value: any) => any closure. */
rt_value rt_json_parse(const rt_str *text, rt_value reviver);
/* v checked against (and converted to the representation of) the static type
 * described by desc (any.c says how); a TypeError "expected T at $.path". */
rt_value rt_any_cast(rt_value v, const rt_str *desc);
rt_value rt_any_get(rt_value v, const rt_str *name);              /* v.name */
rt_value rt_any_set(rt_value v, const rt_str *name, rt_value x);  /* v.name = x */
rt_value rt_any_index(rt_value v, rt_value key);                  /* v[key] */
rt_value rt_any_index_set(rt_value v, rt_value key, rt_value x);  /* v[key] = x */
rt_value rt_any_add(rt_value a, rt_value b);                      /* a + b */
/* v.name(...args) for the common methods of strings, numbers and arrays
 * (callbacks are (any, any, any) => any closures). */
rt_value rt_any_call_method(rt_value v, const rt_str *name, int32_t n, const rt_value *args);

/* ---- runtime services ------------------------------------------------------- */
extern const rt_str rt_str_undefined; /* the out-of-range s[i] sentinel */
/* The one-character strings of codes below 256, one object each, which every
 * one-character string of the program is (string constants included). */
typedef struct rt_str_char {
  rt_str h;
  uint8_t c[16];
} rt_str_char;
extern const rt_str_char rt_char_strs[256];
/* The one allocation hook: a zeroed object of `size` bytes (header included)
 * whose gc word is set to `kind`; closures get no header.  Aborts on OOM.
 * May collect first. */
void *rt_alloc(uint32_t kind, size_t size);
/* rt_alloc's fast path, which compiled code may inline for an object of at
 * most RT_INLINE_ALLOC_MAX bytes: this thread's free run of size class
 * (size + 15) / 16 - 1 (slots of 16 * (class + 1) bytes).  If next != limit,
 * the object is at next, zeroed, and next advances by the slot size; the
 * code then writes the gc word itself.  Else it calls rt_alloc (or a
 * function that does).  Both are zero before this thread's first allocation. */
typedef struct rt_alloc_run {
  char *next, *limit;
} rt_alloc_run;
#define RT_INLINE_ALLOC_MAX 128
extern _Thread_local rt_alloc_run rt__alloc_runs[]; /* [0, RT_INLINE_ALLOC_MAX / 16) are these */
void rt_gc_collect(void);             /* a full collection now */
typedef struct rt_gc_stats {
  uint64_t collections, allocated_bytes, live_bytes, heap_bytes;
} rt_gc_stats;
void rt_gc_stats_get(rt_gc_stats *out);
/* Extra roots for memory the collector does not scan (malloc'd blocks):
 * n words at `words`, each decoded like a stack word. */
void rt_gc_root_add(const void *words, size_t n);
void rt_gc_root_remove(const void *words);
void rt_gc_set_stress(bool on);      /* collect at every allocation (KILN_GC_STRESS=1) */
void rt_init(int argc, char **argv);
_Noreturn void rt_exit(int code);     /* flushes stdout, then exits */

/* ---- exceptions (eh.c) ------------------------------------------------------ */
/* Throws v: unwinds to the nearest `try` (compiled with invoke/landingpad and
 * rt_eh_personality), or prints it as an uncaught exception and exits 1. */
/* BigInt (runtime/bigint.c).  A bigint is an rt_value (object tag, kind
 * RT_KIND_BIGINT); operands are bigints unless a parameter says otherwise.
 * Division by zero and a negative exponent throw RangeError as V8 does. */
bool rt_value_is_bigint(rt_value v);
rt_value rt_bigint_lit(const rt_str *text); /* a literal's digits (0x/0o/0b prefix allowed), cached */
rt_value rt_bigint_from(rt_value v);        /* BigInt(number | string | boolean | bigint) */
rt_value rt_bigint_from_i64(int64_t v);
rt_value rt_bigint_add(rt_value a, rt_value b);
rt_value rt_bigint_sub(rt_value a, rt_value b);
rt_value rt_bigint_mul(rt_value a, rt_value b);
rt_value rt_bigint_div(rt_value a, rt_value b);
rt_value rt_bigint_mod(rt_value a, rt_value b);
rt_value rt_bigint_pow(rt_value a, rt_value b);
rt_value rt_bigint_and(rt_value a, rt_value b);
rt_value rt_bigint_or(rt_value a, rt_value b);
rt_value rt_bigint_xor(rt_value a, rt_value b);
rt_value rt_bigint_shl(rt_value a, rt_value b);
rt_value rt_bigint_sar(rt_value a, rt_value b);
rt_value rt_bigint_neg(rt_value a);
rt_value rt_bigint_not(rt_value a);
double rt_bigint_compare(rt_value a, rt_value b); /* a bigint and a bigint or number: -1, 0, 1, NaN */
rt_value rt_bigint_as_int_n(double bits, rt_value a);
rt_value rt_bigint_as_uint_n(double bits, rt_value a);
const rt_str *rt_bigint_to_string(rt_value a, rt_value radix); /* radix undefined or 2..36 */
const rt_str *rt_bigint_to_locale(rt_value a);
rt_value rt_hrtime_bigint(void);

_Noreturn void rt_throw(rt_value v);
rt_value rt_eh_caught(void *exc); /* a landing pad's exception pointer -> the thrown value */
/* Calls fn(ctx); 0 when it returns, 1 when the program threw through it,
 * with the value in *thrown (runtime/try.ll). */
int rt_try(void (*fn)(void *), void *ctx, rt_value *thrown);
/* Prints v to stderr as Node prints an uncaught exception (stdout flushed first). */
void rt_report_error(rt_value v);
/* Throws a new error of class `kind` ("TypeError", "RangeError [ERR_X]": the
 * class is the first word, the name all of it). */
_Noreturn void rt_throw_error(const char *kind, const char *message);
_Noreturn void rt_throw_not_a_function(const void *callee); /* calling an unboxed undefined */
_Noreturn void rt_throw_type_error(const rt_str *message);
_Noreturn void rt_throw_reference_error(const rt_str *message);
_Noreturn void rt_throw_nullish(const rt_str *name, bool set); /* a property of undefined */
const rt_str *rt_str_defined(const rt_str *s, const rt_str *prop); /* s, or the TypeError of reading prop of undefined */
double rt_num_defined(double d, const rt_str *prop);               /* the same for a number place */
void rt_object_keep_proto(const rt_object *o, const rt_str *cls); /* Object.setPrototypeOf(this, K.prototype) in K's constructor */
void rt_console_time(rt_value label, double op); /* console.time (0), timeEnd (1), timeLog (2) */
/* Error objects (classes flagged RT_CLASS_ERROR) start with these slots. */
enum { RT_ERROR_MESSAGE, RT_ERROR_NAME, RT_ERROR_STACK /* VALUE: undefined until read */,
       RT_ERROR_CAUSE /* VALUE */, RT_ERROR_NSLOTS };
enum { RT_CLASS_ERROR = 2 }; /* rt_class.flags: Error or a subclass */
enum { RT_CLASS_DICT = 4 };  /* rt_class.flags: the runtime's dictionary class (runtime/dict.c) */
/* rt_class.flags: a class object, the value of a class used as a value
 * (`const K = Animal`; runtime/classval.c).  Its first slots are fixed:
 * RT_CTOR_NEW the constructor as a closure (rt_array *args) -> rt_object *,
 * RT_CTOR_PROTO an instance made without running the constructor (its
 * class is the class the object stands for: instanceof, `extends` when
 * printed), RT_CTOR_NAME the name (rt_str *), RT_CTOR_STATICS a closure
 * () -> rt_object * making a plain object of the class's own static fields
 * (console.log prints them), or NULL; then named slots for static methods
 * and accessor closures of static fields. */
enum { RT_CLASS_CTOR = 16 };
enum { RT_CTOR_NEW, RT_CTOR_PROTO, RT_CTOR_NAME, RT_CTOR_STATICS };
const rt_str *rt_fn_name(const rt_closure *f); /* f.name: "" for an anonymous function */
bool rt_class_instanceof(rt_value v, rt_object *ctor); /* v instanceof ctor (a class object) */
/* rt_class.flags: a function converted to `any` (runtime/classval.c). */
enum { RT_CLASS_ANYFN = 32 };
/* rt_class.flags: the class has a toJSON method: its method table has an entry
 * named "json:toJSON", rt_value (*)(rt_object *self, rt_value key). */
enum { RT_CLASS_TOJSON = 64 };
/* rt_class.flags: the class of Symbol() values (runtime/symbol.c). */
enum { RT_CLASS_SYMBOL = 128 };
/* rt_class.flags: an anonymous class expression (name ""), not an object literal's shape. */
enum { RT_CLASS_ANON = 256 };
rt_object *rt_symbol_new(rt_value description);   /* Symbol(description) */
rt_object *rt_symbol_for(const rt_str *key);      /* Symbol.for(key) */
rt_value rt_symbol_key_for(const rt_object *sym); /* Symbol.keyFor(sym): a string or undefined */
rt_value rt_symbol_description(const rt_object *sym); /* sym.description: a string or undefined */
const rt_str *rt_symbol_to_string(const rt_object *sym); /* "Symbol(description)" */
rt_value rt_any_fn_wrap(rt_closure *adapter, rt_closure *fn); /* fn as an any; adapter: (rt_array *args) -> rt_value */
rt_closure *rt_fn_adapt(rt_closure *adapter, rt_closure *fn, const rt_str *sig); /* fn as (...args: any[]) => R: one adapter per fn (fnadapt.c) */
rt_closure *rt_fn_unadapt(rt_closure *fallback, rt_closure *g, const rt_str *sig); /* g back as a function of type sig: the function it adapts, or fallback */
const rt_str *rt_str_raw(const rt_array *raw, const rt_array *subs); /* String.raw({ raw }, ...subs) (array.c) */
rt_closure *rt_fn_wrapper(rt_closure *adapter); /* adapter (calling the function in its env's first slot) is that function for === */
bool rt_fn_same(const rt_closure *a, const rt_closure *b); /* a === b on functions: through adapters (fnadapt.c) */
rt_value rt_any_call(rt_value f, const rt_str *what, int32_t n, const rt_value *args); /* f(...args), f an any */
/* rt_any_call_method, naming text (the callee's source) when it is not a function. */
rt_value rt_any_call_method_at(rt_value v, const rt_str *name, const rt_str *text, int32_t n, const rt_value *args);
rt_object *rt_error_new(const char *kind, const char *message);
rt_value rt_structured_clone(rt_value v); /* structuredClone(v) (runtime/clone.c) */
const rt_str *rt_error_stack(rt_object *o); /* err.stack (made on first read) */

/* node:util and node:assert (runtime/util.c; their TypeScript is frontend/lib/). */
double rt_util_kind(rt_value v); /* util.c's KIND_*: what util.types and assert ask of a value */
bool rt_util_instance_of(rt_value v, rt_value ctor); /* v instanceof ctor, ctor a class value */
bool rt_util_extends_error(rt_value ctor);           /* Error.isPrototypeOf(ctor) */
const rt_str *rt_util_name_of(rt_value v);           /* a class's or function's name, an object's class name */
const rt_str *rt_util_inspect(rt_value v, double depth, bool show_hidden, double break_length, double compact,
                              bool sorted, double max_array, double max_string);
const rt_str *rt_util_format(const rt_array *args);  /* util.format(...args) */
bool rt_util_deep_equal(rt_value a, rt_value b, bool strict); /* isDeepStrictEqual, and deepEqual's loose rules */

/* Defined by the compiled program. */
void kiln_main(void);

#ifdef __cplusplus
}
#endif
#endif
