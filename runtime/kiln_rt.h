/* kiln_rt.h - the runtime's interface to compiled programs (the ABI).
 *
 * Compiled code sees only this header.  Ownership: arguments are borrowed;
 * results are owned by the runtime heap (no GC yet: objects live until exit).
 * All runtime allocation goes through rt_alloc().
 *
 * Values.  A statically typed value uses its natural C type: number = double,
 * boolean = bool, string = rt_str*, function = rt_closure*.  A dynamically
 * typed value (a union such as number|undefined) is an rt_value: a NaN-boxed
 * 64-bit word.
 *   - any double other than NaN is stored as its own bits; every NaN is
 *     stored as the canonical quiet NaN 0x7FF8000000000000;
 *   - the top 16 bits select the other kinds:
 *       0xFFF9  specials: low bits 0 undefined, 1 null, 2 false, 3 true
 *       0xFFFA  string:   low 48 bits are an rt_str*
 *       0xFFFB  object    (reserved for later)
 *       0xFFFC  function: low 48 bits are an rt_closure*
 *
 * Strings are immutable: a header followed by the code units, stored as one
 * byte each (latin1) unless RT_STR_WIDE, then as UTF-16 units.  String
 * literals are emitted by the compiler as constant rt_str objects with
 * gc == RT_GC_STATIC and used in place.  `s[i]` out of range yields
 * rt_str_undefined (flag RT_STR_UNDEF): it prints and boxes as undefined.
 *
 * Functions are closures {fn, env, name}; fn's C signature is
 * ret fn(void *env, params...) with each parameter in its natural C type.
 *
 * Program start: the runtime defines main(); it calls rt_init() and then the
 * compiled module's kiln_main(), then flushes stdout and exits 0.
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

#define RT_GC_STATIC 0xFFFFFFFFu
enum { RT_STR_WIDE = 1, RT_STR_UNDEF = 2 };

typedef struct rt_str {
  uint32_t gc;     /* RT_GC_STATIC for compiler-emitted constants */
  uint32_t len;    /* length in UTF-16 code units */
  uint32_t hash;   /* 0 = not computed yet (never written for static strings) */
  uint32_t flags;  /* RT_STR_WIDE, RT_STR_UNDEF */
  /* followed by len bytes (latin1) or len uint16_t (wide) */
} rt_str;

static inline const uint8_t *rt_str_bytes(const rt_str *s) { return (const uint8_t *)(s + 1); }
static inline const uint16_t *rt_str_units(const rt_str *s) { return (const uint16_t *)(s + 1); }

typedef struct rt_closure {
  void *fn;
  void *env;
  const rt_str *name; /* "" for anonymous functions */
} rt_closure;

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
_Noreturn void rt_process_exit(rt_value code);
const rt_str *rt_process_argv_get(double i);
double rt_process_argv_length(void);
double rt_date_now(void);
double rt_performance_now(void);

/* ---- runtime services ------------------------------------------------------- */
extern const rt_str rt_str_undefined; /* the out-of-range s[i] sentinel */
void *rt_alloc(size_t size);          /* the one allocation hook; aborts on OOM */
void rt_init(int argc, char **argv);
_Noreturn void rt_exit(int code);     /* flushes stdout, then exits */
/* Throws a runtime error the program cannot catch yet: prints it Node-style
 * ("TypeError: ..." / "RangeError: ...") to stderr and exits 1. */
_Noreturn void rt_throw_error(const char *kind, const char *message);

/* Defined by the compiled program. */
void kiln_main(void);

#ifdef __cplusplus
}
#endif
#endif
