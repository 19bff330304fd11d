/* ir.h - the typed IR: the format the frontend writes and the backend reads.
 *
 * Format (version FE_IR_VERSION), one module per buffer, all integers
 * little-endian, every section 8-byte aligned:
 *
 *   fe_ir_header   magic "KIR\0", version, module name, 8 section descriptors
 *   types          fe_ir_type[]     type 0..5 are the fixed FE_IR_T_* types
 *   extra          uint32_t[]       variable-length lists (call args, block
 *                                   statements, function parameter types)
 *   strings        fe_ir_string[]   string literals and names
 *   strdata        uint8_t[]        their bytes: latin1, or UTF-16LE if wide
 *   funcs          fe_ir_func[]     every function; exactly one is FE_IR_FN_MAIN
 *   locals         fe_ir_local[]    per-function local slots (params first)
 *   globals        fe_ir_local[]    module-level variables that functions share
 *   nodes          fe_ir_node[]     expressions and statements, 16 bytes each
 *   classes        fe_ir_class[]    object layouts: classes and literal shapes
 *
 * Everything refers to everything else by index, never by pointer, so a
 * buffer can be stored as is (in the cache's memory map, later) and read in
 * place: fe_ir_open() only validates and computes section pointers.  An
 * unknown magic or version is an error, never a guess.
 *
 * Typing: every expression node carries its type (an index into types).  The
 * frontend has already resolved every name (a local slot, a global slot or a
 * function index) and inserted every implicit conversion as an explicit
 * FE_IR_CONVERT node, so the operands of each operation have the types the
 * operation table below says.  The backend never sees TypeScript syntax.
 *
 * Value representation is the backend's choice (runtime/kiln_rt.h is the
 * ABI): number = double (or an integer register where proven), boolean = i1,
 * string = rt_str*, function = rt_closure*, FE_IR_T_VALUE = rt_value (a
 * NaN-boxed 64-bit word used for unions and anything dynamically typed),
 * undefined/null = no storage (a constant), array = rt_array* (a heap
 * object; element kind F64 for number elements, PTR for string and array
 * elements, VALUE for every other element type: see fe_ir_array_elem()).
 * An array boxes to VALUE with the object tag; VALUE becomes an array only
 * by a proven unbox, like a function.
 *
 * Ownership: fe_ir_builder owns its growing arrays until fe_ir_builder_finish()
 * hands back one malloc'd buffer (caller frees).  fe_ir_open() borrows the
 * buffer; the fe_ir_module view is valid while the buffer is.
 */
#ifndef KILN_FE_IR_H
#define KILN_FE_IR_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define FE_IR_MAGIC 0x0052494Bu /* "KIR\0" */
#define FE_IR_VERSION 29u /* 2: CONVERT from VALUE converts; FE_IR_CONV_UNBOX; 3: arrays; 4: closures, objects;
                            5: typed arrays (fe_ir_type.typed, TYPED_* builtins);
                            6: async functions (FE_IR_FN_ASYNC), promise, Buffer, crypto, fs, spread and for-in builtins;
                            7: generators (FE_IR_FN_GENERATOR), FE_IR_CLASS_SPARE, JSON.parse/any, dictionary,
                               RegExp, Date, TextEncoder, fs/promises and http client builtins;
                            8: type rules checked by fe_ir_open, FE_IR_CLASS_CTOR (classes as values),
                               MAP_FROM_ENTRIES, REQ_ITER*, STR_NORMALIZE, CLASS_INSTANCEOF, ANY_* builtins;
                            9: NUM_TO_EXPONENTIAL, PATH_*, PROCESS_CWD/ARGV/WRITE, JSON_STRINGIFY_TYPED (typed
                               plans), FN_NAME, ARRAY_WITH/COPY_WITHIN, NUM_TO_LOCALE, GEN_FROM_ARRAY/ITER, FS_MKDTEMP builtins;
                            10: FN_ADAPT, THROW_REFERENCE_ERROR builtins;
                            11: BIG_* (bigint) and HRTIME_BIGINT, ENCODE_URI(_COMPONENT), DECODE_URI(_COMPONENT),
                                GEN_ARRAY_ITERATOR, GEN_MAP_ITERATOR builtins;
                            12: GEN_CLOSE, GEN_TAKE (for...of and destructuring close a generator), ARRAY_VIEW,
                                OS_* (node:os), PROCESS_PID builtins;
                            13: typed arrays U32, I8, I16, U16, F32, U8C; PATH_PARSE/FORMAT builtins;
                            14: async generators (FE_IR_FN_ASYNC | FE_IR_FN_GENERATOR), AGEN_* and
                                ASYNC_FROM_SYNC(_CLOSE) builtins;
                            15: FE_IR_CLASS_TOJSON (toJSON thunks), STRUCTURED_CLONE builtin;
                            16: GEN_FROM_ITER, GEN_RESULT (iterators and iterables written by hand),
                                AGEN_YIELD_RAW (yield* in an async generator);
                            17: node:fs FS_STAT, FS_STATS_*, FS_DIRENT_STR, FS(P)_READDIR_OPTS, FSP_STAT, FS_SYMLINK,
                                FS_READLINK, FS_RMDIR, FS_ACCESS, FS_COPY_FILE, FS_REALPATH builtins;
                            18: node:url URL_FROM_PATH, URL_TO_PATH; URL_NEW's base may be a URL;
                            19: PROCESS_ON (process.on/once of 'exit', 'beforeExit' and signals), PROCESS_KILL, DATE_LOCALE;
                            20: STDIN_READ, STDIN_PAUSE builtins (process.stdin, node:readline), SYMBOL_* builtins;
                            21: FE_IR_PROP's c: the function type a method read as a value is bound to (+1);
                            22: PROCESS_ON_NAME (process.on of an event named at run time), REQ_ON_ERROR(_VALUE),
                                URL_SEARCH_* (a whole URLSearchParams); URL_SEARCH_HAS takes a value;
                                HTTP_SERVER_ON (server.on('request' | 'listening' | 'error' | 'close')),
                                HTTP_STATUS_CODES, HTTP_METHODS, OBJ_SPREAD_ORDER;
                            23: OBJ_HAS_OWN, OBJ_TO_STRING_TAG, DICT_NEW_NULL, STR_LOCALE_COMPARE_OPT, OBJ_AT, TEMPLATE_STRINGS/RAW, CONSOLE_TABLE,
                                OBJ_INTEGRITY, OBJ_IS_INTEGRITY, VALUE_COMPARE, CONSOLE_GROUP/COUNT builtins, FE_IR_FIELD_CHECKED;
                            24: TIMERS_SLEEP, TIMERS_IMMEDIATE (node:timers/promises), STR_DEFINED, NUM_DEFINED, OBJ_KEEP_PROTO, CONSOLE_TIME,
                                UTIL_* builtins (node:util, node:assert); generic methods of a family called by name
                                (PROP_CALL "gen:NAME:i", method-table thunks after the vtable); FN_ADAPT takes the
                                adapted function's signature key, FN_UNADAPT, FN_WRAPPER, STR_RAW;
                            25: DICT_SYM_GET/SET/HAS/DELETE builtins (symbol-keyed dictionaries), ERROR_HIDE_NAME,
                                FSP_MKDTEMP, FSP_COPY_FILE, FSP_ACCESS (node:fs/promises), PROCESS_ENV_ALL;
                            26: FE_IR_CLASS_ANON (an anonymous class expression);
                            27: CRYPTO_CREATE_HMAC takes its key as a VALUE (a string or bytes);
                            28: STR_REPLACE_FN (replace/replaceAll of a string pattern by a function);
                            29: TIMER_REF/UNREF return their timer, TIMER_REFRESH; OS_CPUS */
#define FE_IR_NONE 0xFFFFFFFFu /* "no node" / "no string" */
#define FE_IR_MAX_DEPTH 4096u /* longest chain of operands fe_ir_open() accepts */
#define FE_IR_MAX_TYPE_SIZE 65536u /* largest type, written out in full, fe_ir_open() accepts */

/* ---- types ---------------------------------------------------------------- */

enum {
  FE_IR_T_UNDEFINED = 0, /* also `void` */
  FE_IR_T_NULL = 1,
  FE_IR_T_BOOLEAN = 2,
  FE_IR_T_NUMBER = 3,
  FE_IR_T_STRING = 4,
  FE_IR_T_VALUE = 5, /* boxed rt_value: unions such as number|undefined */
  FE_IR_T_FIXED_COUNT = 6
};

typedef enum {
  FE_IR_K_UNDEFINED, FE_IR_K_NULL, FE_IR_K_BOOLEAN, FE_IR_K_NUMBER,
  FE_IR_K_STRING, FE_IR_K_VALUE,
  FE_IR_K_FUNCTION, /* nparams params at extra[list], then the return type */
  FE_IR_K_ARRAY,    /* an rt_array*; list = the element type (a type index) */
  FE_IR_K_ENV,      /* an rt_env*: a closure's environment, or a box holding one
                       variable that closures share (see FE_IR_ENV_NEW) */
  FE_IR_K_OBJECT    /* an rt_object* of any class (fe_ir_class), or a Map or
                       Set (an rt_map*, reached only through MAP_* builtins) */
} fe_ir_kind;

typedef struct {
  uint8_t kind;     /* fe_ir_kind */
  uint8_t typed;    /* ARRAY: FE_IR_TYPED_* (0 for an ordinary array), else 0 */
  uint16_t nparams; /* FUNCTION only */
  uint32_t list;    /* FUNCTION: extra[list .. list+nparams] = param types,
                       extra[list+nparams] = return type; ARRAY: element type */
} fe_ir_type;

/* Typed arrays (Float64Array, Int32Array, Uint8Array, Uint32Array,
 * Int8Array, Int16Array, Uint16Array, Float32Array, Uint8ClampedArray) are
 * ARRAY types whose element type is NUMBER and whose `typed` field names the
 * storage: an rt_array with flag RT_ARRAY_TYPED (fixed length) and element
 * kind F64, I32, U8, U32, I8, I16, U16, F32 or U8C.  They take the ordinary array builtins where the table says so, with
 * typed-array semantics in the runtime: ARRAY_SET out of range or at a
 * non-index does nothing, a stored number is converted by the storage
 * (ToInt32, ToUint8, ..., Math.fround, ToUint8Clamp, none), reads are never holes.  The backend open-codes
 * ARRAY_GET/ARRAY_SET on them as a bounds check and a load or store of the
 * storage's width.  A typed and an ordinary array type never mix. */
enum { FE_IR_TYPED_NONE, FE_IR_TYPED_F64, FE_IR_TYPED_I32, FE_IR_TYPED_U8, FE_IR_TYPED_U32, FE_IR_TYPED_I8,
       FE_IR_TYPED_I16, FE_IR_TYPED_U16, FE_IR_TYPED_F32, FE_IR_TYPED_U8C, FE_IR_TYPED_COUNT };

/* ---- nodes ---------------------------------------------------------------- */

/* Expression ops.  Fields a, b, c; "list(b,c)" means c node indices stored at
 * extra[b .. b+c).  Operand types are exact: the frontend converts first. */
typedef enum {
  FE_IR_NUM,        /* a,b = low,high 32 bits of the double */
  FE_IR_BOOL,       /* a = 0 or 1 */
  FE_IR_STR,        /* a = string index; type STRING */
  FE_IR_UNDEF,      /* type UNDEFINED */
  FE_IR_NULLV,      /* type NULL */
  FE_IR_LOCAL,      /* a = local slot (within the function) */
  FE_IR_SET_LOCAL,  /* a = slot, b = value node (same type as the slot); yields the value */
  FE_IR_GLOBAL,     /* a = global slot */
  FE_IR_SET_GLOBAL, /* a = global slot, b = value node; yields the value */
  FE_IR_FUNC,       /* a = function index; a function value (static closure) */
  FE_IR_UNARY,      /* flags = fe_ir_unop, a = operand */
  FE_IR_BINARY,     /* flags = fe_ir_binop, a = lhs, b = rhs */
  FE_IR_LOGICAL,    /* flags = fe_ir_logop, a = lhs in its own type, b = rhs already
                       converted to the node's type; the backend converts lhs
                       to the node's type when lhs is the result, as an unbox
                       when lhs is a VALUE (the part of lhs's type that can be
                       the result is the node's type) */
  FE_IR_COND,       /* a ? b : c; a any type (tested with ToBoolean), b and c
                       already of the node's type */
  FE_IR_CONVERT,    /* a = operand; convert operand's type to the node's type:
                       to STRING = String(x), to NUMBER = Number(x), to BOOLEAN =
                       Boolean(x), to VALUE = box, to UNDEFINED or NULL =
                       evaluate and discard.  From VALUE these are the
                       JavaScript conversions for whatever tag x holds.
                       flags = FE_IR_CONV_UNBOX: x is a VALUE whose tag the
                       frontend has proven to be the node's type (narrowing):
                       an unchecked unbox.  VALUE to a FUNCTION type exists
                       only as such an unbox (fe_ir_open rejects the rest);
                       so does VALUE to ARRAY.  ARRAY to STRING is
                       String(x) (join with ","), to BOOLEAN true. */
  FE_IR_CALL,       /* a = function index, list(b,c) = args, already of the
                       parameter types; always all params (missing optional
                       args are passed as UNDEF converted to VALUE).  The
                       callee's env is NULL, or the caller's own environment
                       when flags = FE_IR_CALL_SELF_ENV (a closure calling
                       itself) */
  FE_IR_CALL_INDIRECT, /* a = callee node (function type), list(b,c) = args */
  FE_IR_BUILTIN,    /* a = fe_ir_builtin, list(b,c) = args typed per the table */
  FE_IR_UPDATE,     /* ++/--: flags = FE_IR_UPD_*; a = local or global slot;
                       b = 0 local / 1 global; number only; yields old value
                       if POSTFIX else new */
  FE_IR_SEQ,        /* a = first expr (discarded), b = second (the value): `,` */
  FE_IR_ARRAY_LIT,  /* list(b,c) = elements, each of the node's element type;
                       a new array (node type ARRAY) */
  /* Closures.  Every function receives an environment (its closure's env,
     NULL for a top-level function).  A variable that closures capture and
     that may change after they capture it lives in a box: a one-slot ENV
     that the declaring function allocates and every capturer shares.  Other
     captured variables are copied into the closure's ENV when it is made.
     An ENV slot holds any value in its natural representation (a double's
     bits, a bool as 0/1, a pointer, an rt_value). */
  FE_IR_SELF_ENV,   /* the current function's environment (type ENV) */
  FE_IR_ENV_NEW,    /* a = slot count; a new ENV whose slots are undefined */
  FE_IR_ENV_GET,    /* a = ENV node, b = slot; reads it as the node's type */
  FE_IR_ENV_SET,    /* a = ENV node, b = slot, c = value; yields the value */
  FE_IR_CLOSURE,    /* a = function index, list(b,c) = captured values: a new
                       closure whose env is a new ENV holding them in order
                       (no list: env NULL, or the current environment when
                       flags = FE_IR_CLOSURE_SELF_ENV); node type = the
                       function's type */
  /* Objects.  An object is an rt_object of an fe_ir_class; slot i is a word
     holding a value of the class's slot type i.  A method is a function
     whose environment is the object (`this` is FE_IR_SELF_ENV typed OBJECT),
     so a method with its object is a closure. */
  FE_IR_NEW_OBJECT, /* a = class; list(b,c) = the values of its first c slots;
                       with flags FE_IR_NEW_ABSENT the rest (VALUE slots) are
                       optional properties the object lacks (absent), else
                       slots of reference types are NULL/undefined, the
                       others 0/false */
  FE_IR_FIELD,      /* a = object, b = slot: a load at a fixed offset */
  FE_IR_SET_FIELD,  /* a = object, b = slot, c = value; yields the value */
  FE_IR_PROP,       /* a = object, b = name (string): the property of that name,
                       whatever the object's class (a per-site cache makes a
                       repeated class one compare); undefined if absent.
                       c = 0, or 1 + a function type: a method of the object's
                       class is read as a closure of that type bound to it */
  FE_IR_SET_PROP,   /* a = object, b = name, c = value; yields the value */
  FE_IR_PROP_CALL,  /* a = name, list(b,c) = object, then arguments: calls the
                       method of that name, or the function the property holds */
  FE_IR_CALL_METHOD,/* a = function (a method), list(b,c) = object, then arguments */
  FE_IR_VCALL,      /* a = a method, list(b,c) = object, then arguments: calls
                       the object class's method at a's vtable index (a's
                       position in the method table of a class that has it) */
  FE_IR_BIND,       /* a = method, b = object: a closure calling it on the object */
  FE_IR_INSTANCEOF, /* a = value (VALUE or OBJECT), b = class: boolean */

  /* Statements (type field unused = 0). */
  FE_IR_BLOCK,      /* list(b,c) = statements */
  FE_IR_EXPR,       /* a = expression, evaluated for effect */
  FE_IR_IF,         /* a = cond (any type, ToBoolean), b = then, c = else or NONE */
  FE_IR_WHILE,      /* a = cond or NONE (forever), b = body */
  FE_IR_DO_WHILE,   /* a = body, b = cond */
  FE_IR_FOR,        /* a = init stmt or NONE, b = cond or NONE, c = index into
                       extra: extra[c] = update expr or NONE, extra[c+1] = body */
  FE_IR_BREAK,      /* a = target statement node (loop, switch, or any labeled
                       statement); control goes just past it */
  FE_IR_CONTINUE,   /* a = target loop node; control goes to its next iteration */
  FE_IR_SWITCH,     /* a = discriminant; list(b,c) = FE_IR_CASE nodes in source order */
  FE_IR_CASE,       /* a = test expr (same type as discriminant, compared with
                       ===) or NONE for default; b = body (BLOCK).  Bodies fall through. */
  FE_IR_RETURN,     /* a = value or NONE (of the function's return type) */
  /* Exceptions (see backend/codegen.c, "Exceptions", for how they run). */
  FE_IR_THROW,      /* a = the value thrown (VALUE); control does not go on */
  FE_IR_TRY,        /* a = body (BLOCK); b = local slot (VALUE) the caught value
                       is stored in, or NONE; c = index into extra: extra[c] =
                       catch body or NONE, extra[c+1] = finally body or NONE
                       (at least one of them).  A BREAK, CONTINUE or RETURN
                       leaving the body or the catch body runs the finally
                       body first; one in the finally body replaces whatever
                       completion was pending (a pending exception too). */
  FE_IR_OP_COUNT
} fe_ir_op;

typedef enum {
  FE_IR_NEG, FE_IR_PLUS /* ToNumber, operand already number: identity */,
  FE_IR_NOT /* operand any type */, FE_IR_BITNOT, FE_IR_TYPEOF /* operand any, yields STRING */,
  FE_IR_UNOP_COUNT
} fe_ir_unop;

typedef enum {
  /* number x number -> number; ADD also string x string -> string (concat) */
  FE_IR_ADD, FE_IR_SUB, FE_IR_MUL, FE_IR_DIV, FE_IR_MOD, FE_IR_POW,
  /* number x number -> number, through ToInt32/ToUint32 */
  FE_IR_BAND, FE_IR_BOR, FE_IR_BXOR, FE_IR_SHL, FE_IR_SAR, FE_IR_SHR,
  /* -> boolean.  Both operands have the same type: number x number,
     string x string (code-unit order), boolean x boolean, or VALUE x VALUE. */
  FE_IR_LT, FE_IR_LE, FE_IR_GT, FE_IR_GE,
  FE_IR_EQ, FE_IR_NE,           /* === and !== (also ARRAY x ARRAY: identity) */
  FE_IR_LOOSE_EQ, FE_IR_LOOSE_NE, /* == and != (operands VALUE x VALUE) */
  FE_IR_BINOP_COUNT
} fe_ir_binop;

typedef enum { FE_IR_AND, FE_IR_OR, FE_IR_NULLISH } fe_ir_logop;

enum { FE_IR_UPD_INC = 1, FE_IR_UPD_POSTFIX = 2 };

/* CONVERT flags.  Without UNBOX, a conversion from VALUE never trusts the tag. */
enum { FE_IR_CONV_UNBOX = 1 };
enum { FE_IR_CALL_SELF_ENV = 1 };    /* CALL flags */
enum { FE_IR_CLOSURE_SELF_ENV = 1 }; /* CLOSURE flags */
enum { FE_IR_NEW_ABSENT = 1 };       /* NEW_OBJECT flags */
/* SET_FIELD flags: the program freezes objects (Object.freeze/seal), so the
 * store throws on a frozen object (rt_field_frozen) */
enum { FE_IR_FIELD_CHECKED = 1 };

typedef struct {
  uint8_t op;    /* fe_ir_op */
  uint8_t flags; /* op-specific: fe_ir_unop, fe_ir_binop, ... */
  uint16_t type; /* type index of an expression's value */
  uint32_t a, b, c;
} fe_ir_node;

/* ---- builtins ------------------------------------------------------------- */

/* X(ID, runtime symbol, return, params) - signature letters:
 *   N number (double)  S string (rt_str*)  B boolean  V rt_value  U undefined (void)
 *   A array (rt_array*, any ARRAY type: the node's type says which)
 *   O object (rt_object*, an OBJECT type)  F function (rt_closure*, a FUNCTION type)
 *   '*' after a letter: variadic, passed as (int32_t n, const T *items).
 * Array builtins take and give elements as V (boxed; the runtime stores them
 * by the array's element kind); a read out of range or of a hole gives
 * undefined.  An `A` argument may be NULL (an unboxed undefined): the runtime
 * throws the TypeError JS would.
 * Typed arrays (see fe_ir_type.typed) take ARRAY_LENGTH/GET/SET, INDEX_OF,
 * LAST_INDEX_OF, INCLUDES, JOIN, SLICE (same storage), REVERSE, FILL, AT and
 * SORT (numeric order without a comparator), FLAT with elem F64 (a copy as an
 * ordinary number[]: Array.from), and the TYPED_* builtins: TYPED_NEW(storage
 * elem kind, a length or an array to convert), TYPED_SUBARRAY (a view sharing
 * the storage), TYPED_SET(target, source array, offset).
 * Map and Set (MAP_*, SET_*) are OBJECT-typed rt_map* values that compiled
 * code handles only through these builtins; keys and values are boxed (see
 * kiln_rt.h for the iteration protocol of MAP_NEXT/SEQ/KEY_AT/VALUE_AT).
 * The runtime defines each symbol with exactly this C signature (kiln_rt.h).
 * Backends may open-code some (Math.floor -> llvm.floor) with identical results. */
#define FE_IR_BUILTINS(X)                                   \
  X(CONSOLE_LOG, rt_console_log, "U", "V*")                 \
  X(CONSOLE_ERROR, rt_console_error, "U", "V*")             \
  X(MATH_FLOOR, rt_math_floor, "N", "N")                    \
  X(MATH_CEIL, rt_math_ceil, "N", "N")                      \
  X(MATH_TRUNC, rt_math_trunc, "N", "N")                    \
  X(MATH_ROUND, rt_math_round, "N", "N")                    \
  X(MATH_ABS, rt_math_abs, "N", "N")                        \
  X(MATH_SIGN, rt_math_sign, "N", "N")                      \
  X(MATH_SQRT, rt_math_sqrt, "N", "N")                      \
  X(MATH_CBRT, rt_math_cbrt, "N", "N")                      \
  X(MATH_SIN, rt_math_sin, "N", "N")                        \
  X(MATH_COS, rt_math_cos, "N", "N")                        \
  X(MATH_TAN, rt_math_tan, "N", "N")                        \
  X(MATH_ASIN, rt_math_asin, "N", "N")                      \
  X(MATH_ACOS, rt_math_acos, "N", "N")                      \
  X(MATH_ATAN, rt_math_atan, "N", "N")                      \
  X(MATH_ATAN2, rt_math_atan2, "N", "NN")                   \
  X(MATH_SINH, rt_math_sinh, "N", "N")                      \
  X(MATH_COSH, rt_math_cosh, "N", "N")                      \
  X(MATH_TANH, rt_math_tanh, "N", "N")                      \
  X(MATH_EXP, rt_math_exp, "N", "N")                        \
  X(MATH_EXPM1, rt_math_expm1, "N", "N")                    \
  X(MATH_LOG, rt_math_log, "N", "N")                        \
  X(MATH_LOG2, rt_math_log2, "N", "N")                      \
  X(MATH_LOG10, rt_math_log10, "N", "N")                    \
  X(MATH_LOG1P, rt_math_log1p, "N", "N")                    \
  X(MATH_POW, rt_math_pow, "N", "NN")                       \
  X(MATH_HYPOT, rt_math_hypot, "N", "N*")                   \
  X(MATH_MIN, rt_math_min, "N", "N*")                       \
  X(MATH_MAX, rt_math_max, "N", "N*")                       \
  X(MATH_RANDOM, rt_math_random, "N", "")                   \
  X(MATH_FROUND, rt_math_fround, "N", "N")                  \
  X(MATH_CLZ32, rt_math_clz32, "N", "N")                    \
  X(MATH_IMUL, rt_math_imul, "N", "NN")                     \
  X(PARSE_INT, rt_parse_int, "N", "SV")                     \
  X(PARSE_FLOAT, rt_parse_float, "N", "S")                  \
  X(IS_NAN, rt_is_nan, "B", "N")                            \
  X(IS_FINITE, rt_is_finite, "B", "N")                      \
  X(NUMBER_IS_INTEGER, rt_number_is_integer, "B", "N")      \
  X(NUMBER_IS_SAFE_INTEGER, rt_number_is_safe_integer, "B", "N") \
  X(NUMBER_IS_FINITE, rt_number_is_finite, "B", "N")        \
  X(NUMBER_IS_NAN, rt_number_is_nan, "B", "N")              \
  X(NUM_TO_FIXED, rt_num_to_fixed, "S", "NV")               \
  X(NUM_TO_STRING, rt_num_to_string_radix, "S", "NV")       \
  X(NUM_TO_PRECISION, rt_num_to_precision, "S", "NV")       \
  X(STR_LENGTH, rt_str_length, "N", "S")                    \
  X(STR_INDEX, rt_str_index, "S", "SN")                     \
  X(STR_CHAR_AT, rt_str_char_at, "S", "SV")                 \
  X(STR_CHAR_CODE_AT, rt_str_char_code_at, "N", "SV")       \
  X(STR_INDEX_OF, rt_str_index_of, "N", "SSV")              \
  X(STR_LAST_INDEX_OF, rt_str_last_index_of, "N", "SSV")    \
  X(STR_INCLUDES, rt_str_includes, "B", "SSV")              \
  X(STR_STARTS_WITH, rt_str_starts_with, "B", "SSV")        \
  X(STR_ENDS_WITH, rt_str_ends_with, "B", "SSV")            \
  X(STR_SLICE, rt_str_slice, "S", "SVV")                    \
  X(STR_SUBSTRING, rt_str_substring, "S", "SVV")            \
  X(STR_TO_UPPER, rt_str_to_upper, "S", "S")                \
  X(STR_TO_LOWER, rt_str_to_lower, "S", "S")                \
  X(STR_TRIM, rt_str_trim, "S", "S")                        \
  X(STR_TRIM_START, rt_str_trim_start, "S", "S")            \
  X(STR_TRIM_END, rt_str_trim_end, "S", "S")                \
  X(STR_REPEAT, rt_str_repeat, "S", "SN")                   \
  X(STR_PAD_START, rt_str_pad_start, "S", "SNV")            \
  X(STR_PAD_END, rt_str_pad_end, "S", "SNV")                \
  X(STR_FROM_CHAR_CODE, rt_str_from_char_code, "S", "N*")   \
  X(PROCESS_EXIT, rt_process_exit, "U", "V")                \
  X(PROCESS_ARGV_GET, rt_process_argv_get, "S", "N")        \
  X(PROCESS_ARGV_LENGTH, rt_process_argv_length, "N", "")   \
  X(DATE_NOW, rt_date_now, "N", "")                         \
  X(PERFORMANCE_NOW, rt_performance_now, "N", "")          \
  X(ARRAY_NEW, rt_array_create, "A", "NV")                  \
  X(ARRAY_LENGTH, rt_array_length, "N", "A")                \
  X(ARRAY_SET_LENGTH, rt_array_length_set, "N", "AN")       \
  X(ARRAY_GET, rt_array_get, "V", "AN")                     \
  X(ARRAY_SET, rt_array_set, "V", "ANV")                    \
  X(ARRAY_PUSH, rt_array_push, "N", "AV")                   \
  X(ARRAY_POP, rt_array_pop, "V", "A")                      \
  X(ARRAY_SHIFT, rt_array_shift, "V", "A")                  \
  X(ARRAY_UNSHIFT, rt_array_unshift, "N", "AV")             \
  X(ARRAY_INDEX_OF, rt_array_index_of, "N", "AVV")          \
  X(ARRAY_LAST_INDEX_OF, rt_array_last_index_of, "N", "AVV") \
  X(ARRAY_INCLUDES, rt_array_includes, "B", "AVV")          \
  X(ARRAY_JOIN, rt_array_join, "S", "AV")                   \
  X(ARRAY_SLICE, rt_array_slice, "A", "AVV")                \
  X(ARRAY_REVERSE, rt_array_reverse, "A", "A")              \
  X(ARRAY_FILL, rt_array_fill, "A", "AVVV")                 \
  X(ARRAY_AT, rt_array_at, "V", "AN")                       \
  X(ARRAY_CONCAT, rt_array_concat, "A", "AA")               \
  X(ARRAY_IS_ARRAY, rt_array_is_array, "B", "V")           \
  X(ARRAY_SORT, rt_array_sort, "A", "AV")                   \
  X(ARRAY_SPLICE, rt_array_splice, "A", "AVVV*")            \
  X(ARRAY_FLAT, rt_array_flat, "A", "AN")                   \
  X(STR_SPLIT, rt_str_split, "A", "SVV")                    \
  X(ARRAY_HAS, rt_array_has, "B", "AN")                    \
  X(TYPED_NEW, rt_typed_array_create, "A", "NV")            \
  X(TYPED_SUBARRAY, rt_typed_array_subarray, "A", "AVV")    \
  X(TYPED_SET, rt_typed_array_set, "U", "AAV")            \
  X(JSON_STRINGIFY, rt_json_stringify, "V", "VVV")          \
  X(PROCESS_ENV_GET, rt_process_env_get, "V", "S")          \
  X(HTTP_CREATE_SERVER, rt_node_create_server, "O", "V")    \
  X(HTTP_LISTEN, rt_node_server_listen, "O", "ONVV")        \
  X(HTTP_CLOSE, rt_node_server_close, "O", "OV")            \
  X(HTTP_ADDRESS, rt_node_server_address, "V", "O")         \
  X(HTTP_LISTENING, rt_http_server_listening, "B", "O")     \
  X(HTTP_SET_HEADERS_TIMEOUT, rt_http_server_set_headers_timeout, "U", "ON") \
  X(HTTP_SET_REQUEST_TIMEOUT, rt_http_server_set_request_timeout, "U", "ON") \
  X(HTTP_SET_KEEP_ALIVE_TIMEOUT, rt_http_server_set_keep_alive_timeout, "U", "ON") \
  X(REQ_METHOD, rt_http_req_method, "S", "O")               \
  X(REQ_URL, rt_http_req_url, "S", "O")                     \
  X(REQ_HTTP_VERSION, rt_http_req_http_version, "S", "O")   \
  X(REQ_HEADERS, rt_http_req_headers, "O", "O")             \
  X(REQ_RAW_HEADERS, rt_http_req_raw_headers, "A", "O")     \
  X(REQ_COMPLETE, rt_http_req_complete, "B", "O")           \
  X(REQ_ON_DATA, rt_http_req_on_data, "U", "OF")            \
  X(REQ_ON_END, rt_http_req_on_end, "U", "OF")              \
  X(REQ_ON_ERROR, rt_http_req_on_error, "U", "OF")          \
  X(REQ_ON_ERROR_VALUE, rt_http_req_on_error_value, "U", "OF") \
  X(REQ_RESUME, rt_http_req_resume, "U", "O")               \
  X(HEADERS_GET, rt_node_headers_get, "V", "OS")            \
  X(RES_STATUS_CODE, rt_http_res_status_code, "N", "O")     \
  X(RES_SET_STATUS_CODE, rt_http_res_set_status_code, "U", "ON") \
  X(RES_STATUS_MESSAGE, rt_http_res_status_message, "V", "O") \
  X(RES_SET_STATUS_MESSAGE, rt_http_res_set_status_message, "U", "OS") \
  X(RES_SET_HEADER, rt_node_res_set_header, "O", "OSV")     \
  X(RES_GET_HEADER, rt_http_res_get_header, "V", "OS")      \
  X(RES_REMOVE_HEADER, rt_http_res_remove_header, "U", "OS") \
  X(RES_HAS_HEADER, rt_http_res_has_header, "B", "OS")      \
  X(RES_GET_HEADER_NAMES, rt_http_res_get_header_names, "A", "O") \
  X(RES_WRITE_HEAD, rt_node_res_write_head, "O", "ONVV")    \
  X(RES_WRITE, rt_http_res_write, "B", "OS")                \
  X(RES_END, rt_node_res_end, "O", "OV")                    \
  X(RES_HEADERS_SENT, rt_http_res_headers_sent, "B", "O")   \
  X(RES_WRITABLE_ENDED, rt_http_res_writable_ended, "B", "O") \
  X(RES_ON_FINISH, rt_http_res_on_finish, "U", "OF")        \
  X(CRYPTO_CREATE_HASH, rt_crypto_create_hash, "O", "S")    \
  X(CRYPTO_CREATE_HMAC, rt_crypto_create_hmac, "O", "SV")   \
  X(HASH_UPDATE, rt_crypto_hash_update, "O", "OS")          \
  X(HASH_DIGEST, rt_crypto_hash_digest, "V", "OV")          \
  X(CRYPTO_RANDOM_UUID, rt_crypto_random_uuid, "S", "")     \
  X(URL_NEW, rt_url_new, "O", "SV")                         \
  X(URL_GET, rt_url_get, "S", "ON")                         \
  X(URL_FROM_PATH, rt_url_from_path, "O", "S")              \
  X(URL_TO_PATH, rt_url_to_path, "S", "V")                  \
  X(URL_SEARCH_PARAMS, rt_url_search_params, "O", "O")      \
  X(URL_SEARCH_GET, rt_url_search_get, "V", "OS")           \
  X(URL_SEARCH_HAS, rt_url_search_has, "B", "OSV")          \
  X(URL_SEARCH_GET_ALL, rt_url_search_get_all, "A", "OS")   \
  X(URL_SEARCH_NEW, rt_url_search_new, "O", "V")             \
  X(URL_SEARCH_APPEND, rt_url_search_append, "U", "OSS")     \
  X(URL_SEARCH_DELETE, rt_url_search_delete, "U", "OSV")     \
  X(URL_SEARCH_SET, rt_url_search_set, "U", "OSS")           \
  X(URL_SEARCH_SORT, rt_url_search_sort, "U", "O")           \
  X(URL_SEARCH_TO_STRING, rt_url_search_to_string, "S", "O") \
  X(URL_SEARCH_SIZE, rt_url_search_size, "N", "O")           \
  X(URL_SEARCH_LIST, rt_url_search_list, "A", "ONN")         \
  X(URL_SEARCH_FOR_EACH, rt_url_search_for_each, "U", "OF")  \
  X(HTTP_SERVER_ON, rt_http_server_on, "U", "ONF")           \
  X(HTTP_STATUS_CODES, rt_http_status_codes, "O", "")        \
  X(HTTP_METHODS, rt_http_methods, "A", "")                  \
  X(OBJ_SPREAD_ORDER, rt_object_spread_order, "U", "OVN")    \
  X(SET_TIMEOUT, rt_set_timeout, "O", "FN")                 \
  X(SET_INTERVAL, rt_set_interval, "O", "FN")               \
  X(SET_IMMEDIATE, rt_set_immediate, "O", "F")              \
  X(CLEAR_TIMEOUT, rt_clear_timeout, "U", "V")              \
  X(CLEAR_INTERVAL, rt_clear_interval, "U", "V")            \
  X(CLEAR_IMMEDIATE, rt_clear_immediate, "U", "V")          \
  X(QUEUE_MICROTASK, rt_queue_microtask, "U", "F")          \
  X(NEXT_TICK, rt_next_tick, "U", "F")                      \
  X(TIMER_REF, rt_timer_ref, "O", "O")                      \
  X(TIMER_UNREF, rt_timer_unref, "O", "O")                  \
  X(TIMER_REFRESH, rt_timer_refresh, "O", "O")              \
  X(TIMER_HAS_REF, rt_timer_has_ref, "B", "O")           \
  X(MAP_NEW, rt_map_new, "O", "N")                          \
  X(MAP_SIZE, rt_map_size, "N", "O")                        \
  X(MAP_GET, rt_map_get, "V", "OV")                         \
  X(MAP_SET, rt_map_set, "O", "OVV")                        \
  X(SET_ADD, rt_set_add, "O", "OV")                         \
  X(MAP_HAS, rt_map_has, "B", "OV")                         \
  X(MAP_DELETE, rt_map_delete, "B", "OV")                   \
  X(MAP_CLEAR, rt_map_clear, "U", "O")                      \
  X(MAP_NEXT, rt_map_next, "N", "ONN")                      \
  X(MAP_SEQ, rt_map_seq, "N", "ON")                         \
  X(MAP_KEY_AT, rt_map_key_at, "V", "ON")                   \
  X(MAP_VALUE_AT, rt_map_value_at, "V", "ON")               \
  X(MAP_TO_ARRAY, rt_map_to_array, "A", "ONN")              \
  X(MAP_COPY, rt_map_copy, "O", "O")                        \
  X(SET_FROM_ARRAY, rt_set_from_array, "O", "A")                                 \
  X(OBJ_HAS, rt_object_has, "B", "VS")                      \
  X(THROW_TYPE_ERROR, rt_throw_type_error, "U", "S") \
  X(BUFFER_FROM, rt_buffer_from, "A", "VV")                \
  X(BUFFER_ALLOC, rt_buffer_alloc, "A", "NV")              \
  X(BUFFER_ALLOC_UNSAFE, rt_buffer_alloc_unsafe, "A", "N")  \
  X(BUFFER_CONCAT, rt_buffer_concat, "A", "AV")            \
  X(BUFFER_BYTE_LENGTH, rt_buffer_byte_length, "N", "VV")  \
  X(BUFFER_IS_BUFFER, rt_buffer_is_buffer, "B", "V")       \
  X(BUFFER_COMPARE, rt_buffer_compare, "N", "AA")          \
  X(BUFFER_EQUALS, rt_buffer_equals, "B", "AA")            \
  X(BUFFER_TO_STRING, rt_buffer_to_string, "S", "AVVV")    \
  X(HASH_UPDATE_V, rt_crypto_hash_update_v, "O", "OV")     \
  X(CRYPTO_RANDOM_BYTES, rt_crypto_random_bytes, "A", "N") \
  X(CRYPTO_RANDOM_INT, rt_crypto_random_int, "N", "NV")    \
  X(CRYPTO_TIMING_SAFE_EQUAL, rt_crypto_timing_safe_equal, "B", "AA") \
  X(CRYPTO_PBKDF2_SYNC, rt_crypto_pbkdf2_sync, "A", "VVNNS") \
  X(FS_READ_FILE, rt_fs_read_file, "V", "SV")              \
  X(FS_WRITE_FILE, rt_fs_write_file, "U", "SVV")           \
  X(FS_APPEND_FILE, rt_fs_append_file, "U", "SVV")         \
  X(FS_EXISTS, rt_fs_exists, "B", "V")                     \
  X(FS_MKDIR, rt_fs_mkdir, "U", "SV")                      \
  X(FS_READDIR, rt_fs_readdir, "A", "S")                   \
  X(FS_UNLINK, rt_fs_unlink, "U", "S")                     \
  X(FS_RM, rt_fs_rm, "U", "SV")                            \
  X(FS_RENAME, rt_fs_rename, "U", "SS") \
  X(AWAIT, rt_async_await, "V", "V")                        \
  X(PROMISE_PENDING, rt_promise_pending, "O", "")           \
  X(PROMISE_RESOLVE_FN, rt_promise_resolve_fn, "U", "OV")   \
  X(PROMISE_REJECT_FN, rt_promise_reject_fn, "U", "OV")     \
  X(PROMISE_CAUGHT, rt_promise_caught, "V", "V")            \
  X(PROMISE_RESOLVE, rt_promise_resolve, "O", "V")          \
  X(PROMISE_REJECT, rt_promise_reject, "O", "V")            \
  X(PROMISE_THEN, rt_promise_then, "O", "OVV")              \
  X(PROMISE_CATCH, rt_promise_catch, "O", "OV")             \
  X(PROMISE_FINALLY, rt_promise_finally, "O", "OV")         \
  X(PROMISE_ALL, rt_promise_all, "O", "A")                  \
  X(PROMISE_ALL_SETTLED, rt_promise_all_settled, "O", "A")  \
  X(PROMISE_RACE, rt_promise_race, "O", "A")                \
  X(PROMISE_ANY, rt_promise_any, "O", "A") \
  X(OBJ_KEYS, rt_object_keys, "A", "V")                     \
  X(OBJ_GET_OWN, rt_object_get_own, "V", "OS")              \
  X(STR_CHARS, rt_str_chars, "A", "S")                      \
  X(MAP_ENTRIES, rt_map_entries, "A", "ON")                 \
  X(MATH_MAX_ARRAY, rt_math_max_array, "N", "AN")           \
  X(ARRAY_PUSH_ALL, rt_array_push_all, "N", "AA")           \
  X(CONSOLE_LOG_ARRAY, rt_console_log_array, "U", "AN")    \
  X(ARRAY_UNSHIFT_ALL, rt_array_unshift_all, "N", "AA")     \
  X(ARRAY_SPLICE_ALL, rt_array_splice_all, "A", "AVVA")      \
  X(ARRAY_CONCAT_EACH, rt_array_concat_each, "A", "AA")     \
  X(MATH_HYPOT_ARRAY, rt_math_hypot_array, "N", "A")          \
  X(STR_FROM_CODES_ARRAY, rt_str_from_codes_array, "S", "AN") \
  X(STR_REPLACE, rt_str_replace, "S", "SSS")                \
  X(STR_REPLACE_ALL, rt_str_replace_all, "S", "SSS")        \
  X(STR_AT, rt_str_at, "V", "SV")                           \
  X(STR_CODE_POINT_AT, rt_str_code_point_at, "V", "SV")     \
  X(STR_SUBSTR, rt_str_substr, "S", "SVV")                  \
  X(STR_FROM_CODE_POINT, rt_str_from_code_point, "S", "N*") \
  X(STR_LOCALE_COMPARE, rt_str_locale_compare, "N", "SS")  \
  X(HTTP_CREATE_SERVER_ASYNC, rt_node_create_server_async, "O", "V") \
  X(PROCESS_SET_EXIT_CODE, rt_process_set_exit_code, "U", "V") \
  X(PROCESS_GET_EXIT_CODE, rt_process_get_exit_code, "V", "") \
  X(JSON_PARSE, rt_json_parse, "V", "SV")                   \
  X(ANY_CAST, rt_any_cast, "V", "VS")                       \
  X(ANY_GET, rt_any_get, "V", "VS")                         \
  X(ANY_SET, rt_any_set, "V", "VSV")                        \
  X(ANY_INDEX, rt_any_index, "V", "VV")                     \
  X(ANY_INDEX_SET, rt_any_index_set, "V", "VVV")            \
  X(ANY_ADD, rt_any_add, "V", "VV")                         \
  X(ANY_CALL_METHOD, rt_any_call_method, "V", "VSV*")       \
  X(DICT_NEW, rt_dict_new, "O", "")                         \
  X(DICT_GET, rt_dict_get, "V", "OS")                       \
  X(DICT_SET, rt_dict_set, "V", "OSV")                      \
  X(DICT_HAS, rt_dict_has, "B", "OS")                       \
  X(DICT_DELETE, rt_dict_delete, "B", "OS")                 \
  X(DICT_COPY, rt_dict_copy, "O", "V")                      \
  X(OBJ_VALUES, rt_object_values, "A", "VN")                \
  X(OBJ_ENTRIES, rt_object_entries, "A", "VN")              \
  X(OBJ_FROM_ENTRIES, rt_object_from_entries, "O", "A")     \
  X(OBJ_ASSIGN, rt_object_assign, "O", "OV")                \
  X(REGEXP_NEW, rt_regexp_new, "O", "VV")                   \
  X(REGEXP_LITERAL, rt_regexp_literal, "O", "SS")           \
  X(REGEXP_TEST, rt_regexp_test, "B", "OS")                 \
  X(REGEXP_EXEC, rt_regexp_exec, "V", "OS")                 \
  X(REGEXP_SOURCE, rt_regexp_source, "S", "O")              \
  X(REGEXP_FLAGS, rt_regexp_flags, "S", "O")                \
  X(REGEXP_LAST_INDEX, rt_regexp_last_index, "N", "O")      \
  X(REGEXP_SET_LAST_INDEX, rt_regexp_set_last_index, "U", "ON") \
  X(REGEXP_FLAG, rt_regexp_flag, "B", "ON")                 \
  X(REGEXP_TO_STRING, rt_regexp_to_string, "S", "O")        \
  X(STR_MATCH_RE, rt_str_match, "V", "SO")                  \
  X(STR_MATCH_ALL, rt_str_match_all, "A", "SO")             \
  X(STR_SEARCH_RE, rt_str_search, "N", "SO")                \
  X(STR_REPLACE_RE, rt_str_replace_re, "S", "SOVNB")        \
  X(STR_REPLACE_FN, rt_str_replace_fn, "S", "SSVNB")        \
  X(STR_SPLIT_RE, rt_str_split_re, "A", "SOV")              \
  X(MATCH_INDEX, rt_match_index, "V", "A")                  \
  X(MATCH_INPUT, rt_match_input, "V", "A")                  \
  X(MATCH_GROUPS, rt_match_groups, "V", "A")                \
  X(REGEXP_GROUP_GET, rt_regexp_group_get, "V", "OS")       \
  X(DATE_NEW, rt_date_new, "O", "V")                        \
  X(DATE_NEW_PARTS, rt_date_new_parts, "O", "N*")           \
  X(DATE_UTC, rt_date_utc, "N", "N*")                       \
  X(DATE_PARSE, rt_date_parse, "N", "S")                    \
  X(DATE_GET, rt_date_get, "N", "ON")                       \
  X(DATE_SET, rt_date_set, "N", "ONN*")                     \
  X(DATE_FORMAT, rt_date_format, "S", "ON")                 \
  X(DATE_TO_JSON, rt_date_to_json, "V", "O")               \
  X(NATIVE_IS, rt_native_is, "B", "VN")                     \
  X(TEXT_ENCODER_NEW, rt_text_encoder_new, "O", "")         \
  X(TEXT_ENCODE, rt_text_encode, "A", "OV")                 \
  X(TEXT_DECODER_NEW, rt_text_decoder_new, "O", "VV")       \
  X(TEXT_DECODE, rt_text_decode, "S", "OV")                 \
  X(TEXT_ENCODING, rt_text_encoding, "S", "O")              \
  X(TEXT_DECODER_FATAL, rt_text_decoder_fatal, "B", "O")    \
  X(PROCESS_HRTIME, rt_process_hrtime, "A", "V")            \
  X(FSP_READ_FILE, rt_fsp_read_file, "O", "SV")             \
  X(FSP_WRITE_FILE, rt_fsp_write_file, "O", "SVV")          \
  X(FSP_APPEND_FILE, rt_fsp_append_file, "O", "SVV")        \
  X(FSP_MKDIR, rt_fsp_mkdir, "O", "SV")                     \
  X(FSP_READDIR, rt_fsp_readdir, "O", "S")                  \
  X(FSP_RM, rt_fsp_rm, "O", "SV")                           \
  X(FSP_UNLINK, rt_fsp_unlink, "O", "S")                    \
  X(FSP_RENAME, rt_fsp_rename, "O", "SS")                   \
  X(REQ_ON_DATA_BUFFER, rt_http_req_on_data_buffer, "U", "OF") \
  X(HTTP_REQUEST, rt_http_client_request, "O", "VVV")       \
  X(HTTP_GET, rt_http_client_get, "O", "VVV")               \
  X(CLIENT_REQ_WRITE, rt_http_client_write, "B", "OV")      \
  X(CLIENT_REQ_END, rt_http_client_end, "U", "OV")          \
  X(CLIENT_REQ_SET_HEADER, rt_http_client_set_header, "U", "OSV") \
  X(CLIENT_REQ_ON_ERROR, rt_http_client_on_error, "U", "OF") \
  X(CLIENT_REQ_DESTROY, rt_http_client_destroy, "U", "O")   \
  X(CLIENT_RES_STATUS_CODE, rt_http_client_res_status_code, "V", "O") \
  X(CLIENT_RES_STATUS_MESSAGE, rt_http_client_res_status_message, "S", "O") \
  X(CLIENT_RES_SET_ENCODING, rt_http_client_res_set_encoding, "U", "OV") \
  X(CLIENT_REQ_ON_ERROR_VALUE, rt_http_client_on_error_value, "U", "OF") \
  X(ARRAY_FLAT_DEPTH, rt_array_flat_depth, "A", "ANN") \
  X(ARRAY_CONCAT_SPREAD, rt_array_concat_spread, "A", "AA") \
  X(GEN_YIELD, rt_gen_yield, "V", "V")                      \
  X(GEN_STEP, rt_gen_step, "V", "O")                        \
  X(GEN_DONE, rt_gen_done, "B", "O")                        \
  X(GEN_NEXT, rt_gen_next, "O", "OV")                       \
  X(GEN_FINISH, rt_gen_finish, "O", "OV")                   \
  X(GEN_TO_ARRAY, rt_gen_to_array, "A", "ON")                \
  X(MAP_FROM_ENTRIES, rt_map_from_entries, "O", "A")         \
  X(REQ_ITER, rt_http_req_iter, "O", "O")                    \
  X(REQ_ITER_NEXT, rt_http_req_iter_next, "O", "O")          \
  X(STR_NORMALIZE, rt_str_normalize, "S", "SV")              \
  X(CLASS_INSTANCEOF, rt_class_instanceof, "B", "VO")        \
  X(ANY_FN_WRAP, rt_any_fn_wrap, "V", "FF")                  \
  X(ANY_CALL, rt_any_call, "V", "VSV*")                      \
  X(ANY_CALL_METHOD_AT, rt_any_call_method_at, "V", "VSSV*") \
  X(NUM_TO_EXPONENTIAL, rt_num_to_exponential, "S", "NV")    \
  X(PATH_JOIN, rt_path_join, "S", "A")                       \
  X(PATH_RESOLVE, rt_path_resolve, "S", "A")                 \
  X(PATH_NORMALIZE, rt_path_normalize, "S", "S")             \
  X(PATH_BASENAME, rt_path_basename, "S", "SV")              \
  X(PATH_DIRNAME, rt_path_dirname, "S", "S")                 \
  X(PATH_EXTNAME, rt_path_extname, "S", "S")                 \
  X(PATH_RELATIVE, rt_path_relative, "S", "SS")              \
  X(PATH_IS_ABSOLUTE, rt_path_is_absolute, "B", "S")         \
  X(PATH_PARSE, rt_path_parse, "O", "S")                     \
  X(PATH_FORMAT, rt_path_format, "S", "VVVVV")               \
  X(PROCESS_CWD, rt_process_cwd, "S", "")                    \
  X(JSON_STRINGIFY_TYPED, rt_json_stringify_typed, "V", "VVS") \
  X(FN_NAME, rt_fn_name, "S", "F")                           \
  X(ARRAY_WITH, rt_array_with, "A", "AVV")                   \
  X(ARRAY_COPY_WITHIN, rt_array_copy_within, "A", "AVVV")    \
  X(NUM_TO_LOCALE, rt_num_to_locale, "S", "NNSNN")           \
  X(PROCESS_ARGV, rt_process_argv, "A", "")                  \
  X(PROCESS_WRITE, rt_process_write, "B", "NV")              \
  X(GEN_FROM_ARRAY, rt_gen_from_array, "O", "A")             \
  X(GEN_ITER, rt_gen_iter, "O", "O")                         \
  X(FS_MKDTEMP, rt_fs_mkdtemp, "S", "S")                     \
  X(FN_ADAPT, rt_fn_adapt, "F", "FFS")                       \
  X(THROW_REFERENCE_ERROR, rt_throw_reference_error, "U", "S") \
  X(ENCODE_URI_COMPONENT, rt_encode_uri_component, "S", "S")  \
  X(ENCODE_URI, rt_encode_uri, "S", "S")                      \
  X(DECODE_URI_COMPONENT, rt_decode_uri_component, "S", "S")  \
  X(DECODE_URI, rt_decode_uri, "S", "S")                      \
  X(GEN_ARRAY_ITERATOR, rt_gen_array_iterator, "O", "A")      \
  X(GEN_MAP_ITERATOR, rt_gen_map_iterator, "O", "ON")         \
  X(BIG_LIT, rt_bigint_lit, "V", "S")                        \
  X(BIG_FROM, rt_bigint_from, "V", "V")                      \
  X(BIG_ADD, rt_bigint_add, "V", "VV")                       \
  X(BIG_SUB, rt_bigint_sub, "V", "VV")                       \
  X(BIG_MUL, rt_bigint_mul, "V", "VV")                       \
  X(BIG_DIV, rt_bigint_div, "V", "VV")                       \
  X(BIG_MOD, rt_bigint_mod, "V", "VV")                       \
  X(BIG_POW, rt_bigint_pow, "V", "VV")                       \
  X(BIG_AND, rt_bigint_and, "V", "VV")                       \
  X(BIG_OR, rt_bigint_or, "V", "VV")                         \
  X(BIG_XOR, rt_bigint_xor, "V", "VV")                       \
  X(BIG_SHL, rt_bigint_shl, "V", "VV")                       \
  X(BIG_SAR, rt_bigint_sar, "V", "VV")                       \
  X(BIG_NEG, rt_bigint_neg, "V", "V")                        \
  X(BIG_NOT, rt_bigint_not, "V", "V")                        \
  X(BIG_COMPARE, rt_bigint_compare, "N", "VV")               \
  X(BIG_AS_INT_N, rt_bigint_as_int_n, "V", "NV")             \
  X(BIG_AS_UINT_N, rt_bigint_as_uint_n, "V", "NV")           \
  X(BIG_TO_STRING, rt_bigint_to_string, "S", "VV")           \
  X(BIG_TO_LOCALE, rt_bigint_to_locale, "S", "V")            \
  X(HRTIME_BIGINT, rt_hrtime_bigint, "V", "")                \
  X(GEN_CLOSE, rt_gen_close, "U", "O")                       \
  X(GEN_TAKE, rt_gen_take, "A", "ONN")                      \
  X(ARRAY_VIEW, rt_array_view, "A", "A")                     \
  X(OS_TMPDIR, rt_os_tmpdir, "S", "")                        \
  X(OS_HOMEDIR, rt_os_homedir, "S", "")                      \
  X(OS_HOSTNAME, rt_os_hostname, "S", "")                    \
  X(OS_TYPE, rt_os_type, "S", "")                            \
  X(OS_PLATFORM, rt_os_platform, "S", "")                    \
  X(OS_ARCH, rt_os_arch, "S", "")                            \
  X(OS_ENDIANNESS, rt_os_endianness, "S", "")                \
  X(OS_RELEASE, rt_os_release, "S", "")                      \
  X(OS_UPTIME, rt_os_uptime, "N", "")                        \
  X(OS_TOTALMEM, rt_os_totalmem, "N", "")                    \
  X(OS_FREEMEM, rt_os_freemem, "N", "")                      \
  X(OS_AVAILABLE_PARALLELISM, rt_os_available_parallelism, "N", "") \
  X(OS_CPUS, rt_os_cpus, "A", "")                            \
  X(PROCESS_PID, rt_process_pid, "N", "")                    \
  X(AGEN_NEXT, rt_agen_next, "O", "OV")                       \
  X(AGEN_FINISH, rt_agen_finish, "O", "OV")                   \
  X(AGEN_THROW, rt_agen_throw, "O", "OV")                     \
  X(AGEN_RES, rt_agen_res, "V", "V")                          \
  X(AGEN_RES_DONE, rt_agen_res_done, "B", "V")                \
  X(ASYNC_FROM_SYNC, rt_async_from_sync, "O", "V")           \
  X(ASYNC_FROM_SYNC_CLOSE, rt_async_from_sync_close, "O", "O") \
  X(OBJECT_IS, rt_object_is, "B", "VV")                      \
  X(OBJECT_CLASS_NAME, rt_object_class_name, "S", "O")   \
  X(STRUCTURED_CLONE, rt_structured_clone, "V", "V")          \
  X(GEN_FROM_ITER, rt_gen_from_iter, "O", "VN")              \
  X(GEN_RESULT, rt_gen_result, "O", "VB")                    \
  X(AGEN_YIELD_RAW, rt_agen_yield, "V", "V")                    \
  X(FS_STAT, rt_fs_stat, "V", "SVN")                          \
  X(FS_STATS_NUM, rt_fs_stats_num, "N", "ON")                 \
  X(FS_STATS_DATE, rt_fs_stats_date, "O", "ON")               \
  X(FS_STATS_IS, rt_fs_stats_is, "B", "ON")                   \
  X(FS_DIRENT_STR, rt_fs_dirent_str, "S", "ON")               \
  X(FS_READDIR_OPTS, rt_fs_readdir_opts, "A", "SVN")          \
  X(FSP_STAT, rt_fsp_stat, "O", "SVN")                        \
  X(FSP_READDIR_OPTS, rt_fsp_readdir_opts, "O", "SVN")        \
  X(FS_SYMLINK, rt_fs_symlink, "U", "SS")                     \
  X(FS_READLINK, rt_fs_readlink, "S", "S")                    \
  X(FS_RMDIR, rt_fs_rmdir, "U", "S")                          \
  X(FS_ACCESS, rt_fs_access, "U", "SV")                       \
  X(FS_COPY_FILE, rt_fs_copy_file, "U", "SSV")                \
  X(FS_REALPATH, rt_fs_realpath, "S", "S")                    \
  X(PROCESS_ON, rt_process_on, "U", "NF")                     \
  X(PROCESS_ON_NAME, rt_process_on_name, "U", "SNF")          \
  X(PROCESS_KILL, rt_process_kill, "B", "NV")                 \
  X(DATE_LOCALE, rt_date_locale, "S", "ONN")                  \
  X(STDIN_READ, rt_stdin_read, "U", "FF")                     \
  X(STDIN_PAUSE, rt_stdin_pause, "U", "")                      \
  X(SYMBOL_NEW, rt_symbol_new, "O", "V")                       \
  X(SYMBOL_FOR, rt_symbol_for, "O", "S")                       \
  X(SYMBOL_KEY_FOR, rt_symbol_key_for, "V", "O")               \
  X(SYMBOL_DESCRIPTION, rt_symbol_description, "V", "O")       \
  X(SYMBOL_TO_STRING, rt_symbol_to_string, "S", "O")         \
  X(OBJ_HAS_OWN, rt_object_has_own, "B", "VS")                 \
  X(OBJ_TO_STRING_TAG, rt_object_to_string_tag, "S", "V")      \
  X(DICT_NEW_NULL, rt_dict_new_null, "O", "")                  \
  X(STR_LOCALE_COMPARE_OPT, rt_str_locale_compare_opt, "N", "SSN") \
  X(OBJ_AT, rt_value_to_object_at, "O", "VSB")              \
  X(TEMPLATE_STRINGS, rt_template_strings, "A", "AA")          \
  X(TEMPLATE_RAW, rt_template_raw, "A", "A")                  \
  X(CONSOLE_TABLE, rt_console_table, "U", "VV")               \
  X(OBJ_INTEGRITY, rt_object_integrity, "V", "VN")             \
  X(OBJ_IS_INTEGRITY, rt_object_is_integrity, "B", "VN")       \
  X(VALUE_COMPARE, rt_value_compare, "B", "VVN")               \
  X(CONSOLE_GROUP, rt_console_group, "U", "N")                 \
  X(CONSOLE_COUNT, rt_console_count, "U", "VN")                \
  X(TIMERS_SLEEP, rt_timers_sleep, "O", "VV")                  \
  X(TIMERS_IMMEDIATE, rt_timers_immediate, "O", "V")          \
  X(STR_DEFINED, rt_str_defined, "S", "SS")                     \
  X(NUM_DEFINED, rt_num_defined, "N", "NS")                     \
  X(OBJ_KEEP_PROTO, rt_object_keep_proto, "U", "OS")            \
  X(CONSOLE_TIME, rt_console_time, "U", "VN")                   \
  X(UTIL_KIND, rt_util_kind, "N", "V")                         \
  X(UTIL_INSTANCE_OF, rt_util_instance_of, "B", "VV")          \
  X(UTIL_EXTENDS_ERROR, rt_util_extends_error, "B", "V")       \
  X(UTIL_NAME_OF, rt_util_name_of, "S", "V")                   \
  X(UTIL_INSPECT, rt_util_inspect, "S", "VNBNNBNN")            \
  X(UTIL_FORMAT, rt_util_format, "S", "A")                     \
  X(UTIL_DEEP_EQUAL, rt_util_deep_equal, "B", "VVB") \
  X(FN_UNADAPT, rt_fn_unadapt, "F", "FFS")                   \
  X(FN_WRAPPER, rt_fn_wrapper, "F", "F")                      \
  X(STR_RAW, rt_str_raw, "S", "AA")                          \
  X(DICT_SYM_GET, rt_dict_sym_get, "V", "OV")                 \
  X(DICT_SYM_SET, rt_dict_sym_set, "V", "OVV")                \
  X(DICT_SYM_HAS, rt_dict_sym_has, "B", "OV")                 \
  X(DICT_SYM_DELETE, rt_dict_sym_delete, "B", "OV")          \
  X(ERROR_HIDE_NAME, rt_error_hide_name, "U", "O")           \
  X(FSP_MKDTEMP, rt_fsp_mkdtemp, "O", "S")                     \
  X(FSP_COPY_FILE, rt_fsp_copy_file, "O", "SSV")               \
  X(FSP_ACCESS, rt_fsp_access, "O", "SV")                     \
  X(PROCESS_ENV_ALL, rt_process_env_all, "O", "")

typedef enum {
#define FE_IR_X_ENUM(id, sym, ret, params) FE_IR_B_##id,
  FE_IR_BUILTINS(FE_IR_X_ENUM)
#undef FE_IR_X_ENUM
  FE_IR_BUILTIN_COUNT
} fe_ir_builtin;

typedef struct {
  const char *name;   /* "MATH_FLOOR" */
  const char *symbol; /* "rt_math_floor" */
  const char *ret;    /* signature letters, see above */
  const char *params;
} fe_ir_builtin_info;

extern const fe_ir_builtin_info fe_ir_builtins[FE_IR_BUILTIN_COUNT];

/* ---- module tables -------------------------------------------------------- */

enum { FE_IR_CLASS_LITERAL = 1 }; /* an object literal's shape: prints as a plain object */
/* FE_IR_CLASS_ERROR: Error or a subclass of it (its first slots are the
 * RT_ERROR_* slots of runtime/kiln_rt.h; it prints and converts to a string
 * as an error).  FE_IR_CLASS_BUILTIN: one of the built-in error classes, whose
 * rt_class the runtime needs to make its own errors: exported as
 * `kiln_class_<name>`. */
enum { FE_IR_CLASS_ERROR = 2, FE_IR_CLASS_BUILTIN = 4 };
/* FE_IR_CLASS_SPARE: the shape of an object literal of an inferred type; its
 * instances get room for two more slots, so an optional property that an
 * interface declares can be added later (rt_prop_set, runtime/object.c). */
enum { FE_IR_CLASS_SPARE = 8 };
/* FE_IR_CLASS_CTOR: a class object, a class used as a value (rt flag
 * RT_CLASS_CTOR: its first slots are the RT_CTOR_* slots of kiln_rt.h). */
enum { FE_IR_CLASS_CTOR = 16 };
/* FE_IR_CLASS_TOJSON: the class has a toJSON method, reached through the
 * method-table entry named "json:toJSON", (key: VALUE) => VALUE with the
 * object as environment (rt flag RT_CLASS_TOJSON: JSON.stringify calls it). */
enum { FE_IR_CLASS_TOJSON = 32 };
/* FE_IR_CLASS_ANON: an anonymous class expression (`return class extends
 * Base { ... }`): its name is "" (rt flag RT_CLASS_ANON: its
 * constructor.name is "", where an object literal's is "Object"). */
enum { FE_IR_CLASS_ANON = 64 };

/* An object layout, emitted as an rt_class.  A subclass's slots and method
 * table begin with its parent's (same indices), so code compiled against a
 * class works on its subclasses. */
typedef struct {
  uint32_t name;     /* string index ("" for literal shapes) */
  uint32_t parent;   /* class index (lower than this one's) or FE_IR_NONE */
  uint32_t nslots;
  uint32_t slots;    /* extra[slots + 2i] = slot i's name (string index, or
                        FE_IR_NONE for a hidden slot), extra[slots + 2i + 1] = its type */
  uint32_t nmethods;
  uint32_t methods;  /* extra[methods + i] = function of vtable entry i */
  uint32_t flags;    /* FE_IR_CLASS_* */
  uint32_t ctor;     /* the constructor function, or FE_IR_NONE */
} fe_ir_class;

enum { FE_IR_STR_WIDE = 1 }; /* data is UTF-16LE code units, else latin1 bytes */

typedef struct {
  uint32_t offset; /* into strdata */
  uint32_t length; /* in UTF-16 code units */
  uint32_t flags;  /* FE_IR_STR_WIDE */
  uint32_t pad;
} fe_ir_string;

enum { FE_IR_FN_MAIN = 1, FE_IR_FN_EXPORTED = 2,
       FE_IR_FN_EXTERN = 4 /* defined in another module's object: a declaration (its body is empty) */,
       /* An async function: calling it returns a new Promise (its type's
        * result is OBJECT, or it is the MAIN function: top-level await) and
        * runs the body until its first AWAIT; a RETURN's value, of any type,
        * fulfils (is boxed into) the promise, an exception that leaves the
        * body rejects it.  BUILTIN AWAIT (only in such a function) suspends
        * until its operand settles and yields the value or throws the reason. */
       FE_IR_FN_ASYNC = 8,
       /* A generator function (function*): calling it returns a generator
        * object (its type's result is OBJECT) without running the body;
        * each next() runs the body to its next BUILTIN GEN_YIELD (only in
        * such a function: it hands its boxed operand to next() and gives the
        * value the following next() sends), to a RETURN (whose value, of any
        * type, is boxed: done) or to an exception, which next() rethrows. */
       FE_IR_FN_GENERATOR = 16 };

/* Link names (programs compiled one module per object).  The name string of
 * a function, global or class may carry a link name after a marker byte:
 * "display\x01link" is defined here and visible to other objects under
 * link; "display\x02link" is defined by another object (an extern
 * declaration).  The display part is what programs print (function and class
 * names); link is "module path\x01entity" (module paths are relative to the
 * program's root, so objects and keys hold no absolute paths).  A main
 * function with a link name is that module's init function. */
enum { FE_IR_LINK_DEFINED = 1, FE_IR_LINK_EXTERN = 2 };

typedef struct {
  uint32_t name;    /* string index: the source name, or "" for anonymous */
  uint32_t type;    /* FUNCTION type index */
  uint32_t nparams; /* the first nparams locals are the parameters */
  uint32_t nlocals;
  uint32_t locals;  /* index of the first entry in the locals table */
  uint32_t body;    /* BLOCK node */
  uint32_t flags;   /* FE_IR_FN_* */
  uint32_t line;    /* source line of the declaration, for diagnostics */
} fe_ir_func;

typedef struct {
  uint32_t name; /* string index */
  uint32_t type;
} fe_ir_local;

enum {
  FE_IR_SEC_TYPES, FE_IR_SEC_EXTRA, FE_IR_SEC_STRINGS, FE_IR_SEC_STRDATA,
  FE_IR_SEC_FUNCS, FE_IR_SEC_LOCALS, FE_IR_SEC_GLOBALS, FE_IR_SEC_NODES,
  FE_IR_SEC_CLASSES, FE_IR_SEC_COUNT
};

typedef struct {
  uint32_t offset; /* bytes from the start of the buffer, 8-aligned */
  uint32_t count;  /* elements (bytes for STRDATA) */
} fe_ir_section;

typedef struct {
  uint32_t magic;   /* FE_IR_MAGIC */
  uint32_t version; /* FE_IR_VERSION */
  uint32_t name;    /* string index: module path as given */
  uint32_t size;    /* total bytes */
  fe_ir_section sec[FE_IR_SEC_COUNT];
} fe_ir_header;

/* A validated view of a buffer.  Pointers point into the caller's buffer. */
typedef struct {
  const fe_ir_header *hdr;
  const fe_ir_type *types;     uint32_t ntypes;
  const uint32_t *extra;       uint32_t nextra;
  const fe_ir_string *strings; uint32_t nstrings;
  const uint8_t *strdata;      uint32_t nstrdata;
  const fe_ir_func *funcs;     uint32_t nfuncs;
  const fe_ir_local *locals;   uint32_t nlocals;
  const fe_ir_local *globals;  uint32_t nglobals;
  const fe_ir_node *nodes;     uint32_t nnodes;
  const fe_ir_class *classes;  uint32_t nclasses;
} fe_ir_module;

/* Checks magic, version, bounds of every section and of every index stored in
 * types, funcs, locals and nodes, and that the operands form a DAG at most
 * FE_IR_MAX_DEPTH deep whose function bodies take linear work to walk and
 * name only their own local slots; returns 0, or -1 with a message in err. */
int fe_ir_open(fe_ir_module *m, const void *buf, size_t size, char *err, size_t errlen);

/* Readable dump (the `--emit=ir` format). */
void fe_ir_dump(const fe_ir_module *m, FILE *out);

static inline double fe_ir_num(const fe_ir_node *n) {
  union { uint64_t u; double d; } v;
  v.u = (uint64_t)n->a | ((uint64_t)n->b << 32);
  return v.d;
}
static inline const uint32_t *fe_ir_list(const fe_ir_module *m, uint32_t at) {
  return m->extra + at;
}
/* The runtime element kind (enum rt_elem) of an array whose elements have
 * IR type elem: 0 F64, 3 VALUE, 4 PTR. */
static inline uint32_t fe_ir_array_elem(const fe_ir_type *types, uint32_t elem) {
  uint8_t k = types[elem].kind;
  return k == FE_IR_K_NUMBER ? 0u : (k == FE_IR_K_STRING || k == FE_IR_K_ARRAY || k == FE_IR_K_OBJECT) ? 4u : 3u;
}
/* The runtime element kind (enum rt_elem) of a typed array's storage:
 * 0 F64, 1 I32, 2 U8, then (past VALUE 3 and PTR 4) 5 U32 .. 10 U8C. */
static inline uint32_t fe_ir_typed_elem(uint32_t typed) { return typed <= FE_IR_TYPED_U8 ? typed - 1u : typed + 1u; }
static inline uint32_t fe_ir_func_ret(const fe_ir_module *m, const fe_ir_func *f) {
  const fe_ir_type *t = &m->types[f->type];
  return m->extra[t->list + t->nparams];
}

/* ---- builder -------------------------------------------------------------- */

typedef struct fe_ir_builder fe_ir_builder;

fe_ir_builder *fe_ir_builder_new(const char *module_name);
void fe_ir_builder_free(fe_ir_builder *b);

/* Interned: the same key returns the same index. */
uint32_t fe_ir_type_function(fe_ir_builder *b, uint32_t nparams, const uint32_t *params, uint32_t ret);
uint32_t fe_ir_type_array(fe_ir_builder *b, uint32_t elem);
uint32_t fe_ir_type_typed_array(fe_ir_builder *b, uint32_t typed); /* FE_IR_TYPED_F64.. */
uint32_t fe_ir_type_env(fe_ir_builder *b);
uint32_t fe_ir_type_object(fe_ir_builder *b);
/* A class; slot names and types (nslots each) and methods are copied. */
uint32_t fe_ir_class_add(fe_ir_builder *b, uint32_t name, uint32_t parent, uint32_t flags,
                         uint32_t nslots, const uint32_t *slot_names, const uint32_t *slot_types,
                         uint32_t nmethods, const uint32_t *methods);
/* Later changes: the method table (overrides are known late), the constructor. */
void fe_ir_class_methods(fe_ir_builder *b, uint32_t cls, uint32_t nmethods, const uint32_t *methods);
/* Adds n methods after the class's method table (entries found by name). */
void fe_ir_class_methods_append(fe_ir_builder *b, uint32_t cls, uint32_t n, const uint32_t *methods);
void fe_ir_class_ctor(fe_ir_builder *b, uint32_t cls, uint32_t ctor);
void fe_ir_class_flags_add(fe_ir_builder *b, uint32_t cls, uint32_t flags);
/* A string from UTF-16 units; stored latin1 when every unit is < 256. */
uint32_t fe_ir_string_utf16(fe_ir_builder *b, const uint16_t *units, uint32_t n);
uint32_t fe_ir_string_cstr(fe_ir_builder *b, const char *latin1);

uint32_t fe_ir_node_add(fe_ir_builder *b, fe_ir_op op, uint32_t flags, uint32_t type,
                        uint32_t a, uint32_t bb, uint32_t c);
uint32_t fe_ir_node_num(fe_ir_builder *b, double v);
/* Appends a list to extra and returns its start index. */
uint32_t fe_ir_list_add(fe_ir_builder *b, const uint32_t *items, uint32_t n);
/* Nodes may be patched after creation (e.g. a loop's body once it is built). */
fe_ir_node *fe_ir_node_at(fe_ir_builder *b, uint32_t index);
const uint32_t *fe_ir_list_at(const fe_ir_builder *b, uint32_t at); /* a list added by fe_ir_list_add (until the next add) */
uint32_t fe_ir_node_type(const fe_ir_builder *b, uint32_t index);

/* Functions: declare first (so calls can refer to them), fill the body later. */
uint32_t fe_ir_func_declare(fe_ir_builder *b, uint32_t name, uint32_t type, uint32_t flags, uint32_t line);
/* Adds a local slot to the function; parameters must be added first, in order. */
uint32_t fe_ir_func_local(fe_ir_builder *b, uint32_t func, uint32_t name, uint32_t type, int is_param);
void fe_ir_func_body(fe_ir_builder *b, uint32_t func, uint32_t body);
uint32_t fe_ir_global_add(fe_ir_builder *b, uint32_t name, uint32_t type);
void fe_ir_global_type(fe_ir_builder *b, uint32_t global, uint32_t type); /* once inferred */
/* Renames (to a name with a link name, see FE_IR_LINK_*) and adds flags.  A
 * function made FE_IR_FN_EXTERN that has no body gets its parameters and an
 * empty body. */
void fe_ir_func_link(fe_ir_builder *b, uint32_t func, uint32_t name, uint32_t flags);
void fe_ir_global_rename(fe_ir_builder *b, uint32_t global, uint32_t name);
void fe_ir_func_flags(fe_ir_builder *b, uint32_t func, uint32_t flags); /* adds FE_IR_FN_* flags */
void fe_ir_class_rename(fe_ir_builder *b, uint32_t cls, uint32_t name);
uint32_t fe_ir_func_name(const fe_ir_builder *b, uint32_t func);
uint32_t fe_ir_global_name(const fe_ir_builder *b, uint32_t global);
uint32_t fe_ir_class_name(const fe_ir_builder *b, uint32_t cls);
/* The bytes of a latin1 string (NULL for a wide one) and its length. */
const char *fe_ir_string_bytes(const fe_ir_builder *b, uint32_t s, uint32_t *len);

/* Serialises into one malloc'd buffer (caller frees); NULL on out-of-memory. */
void *fe_ir_builder_finish(fe_ir_builder *b, size_t *size);

#endif
