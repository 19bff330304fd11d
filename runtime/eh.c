/* eh.c - throwing and catching exceptions: zero-cost unwinding, the error objects the runtime makes, uncaught errors.
 *
 * How an exception travels.  `throw v` calls rt_throw(v), which raises an
 * _Unwind_Exception through the system unwinder (libgcc's, the one C++
 * uses): frames are found from their .eh_frame call-frame information, so
 * compiled functions and the C runtime's own frames (a callback called by
 * rt_array_sort, say) unwind alike.  A compiled function that contains a
 * `try` calls through LLVM `invoke`s whose unwind edge is a landing pad, and
 * names rt_eh_personality as its personality routine; the routine reads the
 * function's LSDA (the call-site table LLVM emits in .gcc_except_table) and
 * treats every landing pad as a handler that catches everything, because
 * the compiler emits landing pads only for `try` (a `finally` catches,
 * runs and rethrows).  The pad calls rt_eh_caught() for the thrown value.
 *
 * Why not setjmp/longjmp: a try would cost a setjmp on entry, and every
 * local the try body assigns would have to live in memory (volatile) to be
 * seen after the longjmp; with unwinding a try costs nothing until something
 * throws, LLVM keeps optimising the code inside it, and no C frame is ever
 * jumped over without the unwinder knowing (STYLE.md: never longjmp across
 * LLVM's frames).
 *
 * The collector finds roots conservatively on the stack, so frames that the
 * unwinder removes need no bookkeeping; the thrown value sits in a
 * thread-local while in flight, when nothing allocates (the personality
 * routine does not), and in the landing pad's registers after.
 *
 * When no handler is found, _Unwind_RaiseException returns: the error is
 * printed to stderr as Node prints an uncaught exception and the process
 * exits with status 1, stdout flushed first.
 */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <stdlib.h>
#include <string.h>
#include <unwind.h>

/* ---- the error classes the runtime needs ---------------------------------- */

/* A program that mentions Error gets the built-in error classes from the
 * compiler's prelude (frontend/prelude.c) and exports their rt_class as
 * kiln_class_<Name>; the runtime makes its own errors (TypeError: x is not a
 * function, ...) of those classes, so `e instanceof TypeError` holds.  A
 * program without them gets the same layout from the fallbacks below. */
extern const rt_class kiln_class_Error __attribute__((weak));
extern const rt_class kiln_class_TypeError __attribute__((weak));
extern const rt_class kiln_class_RangeError __attribute__((weak));
extern const rt_class kiln_class_SyntaxError __attribute__((weak));
extern const rt_class kiln_class_ReferenceError __attribute__((weak));
extern const rt_class kiln_class_URIError __attribute__((weak));
extern const rt_class kiln_class_AggregateError __attribute__((weak));

RT__STATIC_STR(s_message, "message");
RT__STATIC_STR(s_name, "name");
RT__STATIC_STR(s_cause, "cause");
RT__STATIC_STR(s_Error, "Error");
RT__STATIC_STR(s_TypeError, "TypeError");
RT__STATIC_STR(s_RangeError, "RangeError");
RT__STATIC_STR(s_SyntaxError, "SyntaxError");
RT__STATIC_STR(s_ReferenceError, "ReferenceError");
RT__STATIC_STR(s_URIError, "URIError");
static const rt_str *const fb_names[RT_ERROR_NSLOTS] = {RT__STR(s_message), RT__STR(s_name), NULL,
                                                        RT__STR(s_cause)};
static const uint8_t fb_types[RT_ERROR_NSLOTS] = {RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_VALUE, RT_SLOT_VALUE};
static const uint64_t fb_refs[1] = {0xF};
#define RT__FALLBACK(var, nm, par)                                                                     \
  static const rt_class var = {RT_GC_STATIC, RT_ABI_VERSION, nm, par, 16 + 8 * RT_ERROR_NSLOTS,     \
                               RT_ERROR_NSLOTS, fb_refs, fb_names, fb_types, NULL, 0, RT_CLASS_ERROR, NULL}
RT__FALLBACK(fb_error, RT__STR(s_Error), NULL);
RT__FALLBACK(fb_type_error, RT__STR(s_TypeError), &fb_error);
RT__FALLBACK(fb_range_error, RT__STR(s_RangeError), &fb_error);
RT__FALLBACK(fb_syntax_error, RT__STR(s_SyntaxError), &fb_error);
RT__FALLBACK(fb_reference_error, RT__STR(s_ReferenceError), &fb_error);
RT__FALLBACK(fb_uri_error, RT__STR(s_URIError), &fb_error);

static const rt_class *error_class(const char *kind, size_t n) {
  if (n == 9 && !memcmp(kind, "TypeError", 9)) return &kiln_class_TypeError ? &kiln_class_TypeError : &fb_type_error;
  if (n == 10 && !memcmp(kind, "RangeError", 10))
    return &kiln_class_RangeError ? &kiln_class_RangeError : &fb_range_error;
  if (n == 11 && !memcmp(kind, "SyntaxError", 11))
    return &kiln_class_SyntaxError ? &kiln_class_SyntaxError : &fb_syntax_error;
  if (n == 14 && !memcmp(kind, "ReferenceError", 14))
    return &kiln_class_ReferenceError ? &kiln_class_ReferenceError : &fb_reference_error;
  if (n == 14 && !memcmp(kind, "AggregateError", 14))
    return &kiln_class_AggregateError ? &kiln_class_AggregateError : &kiln_class_Error ? &kiln_class_Error : &fb_error;
  if (n == 8 && !memcmp(kind, "URIError", 8)) return &kiln_class_URIError ? &kiln_class_URIError : &fb_uri_error;
  return &kiln_class_Error ? &kiln_class_Error : &fb_error;
}

bool rt__is_error(const void *p) {
  if (!p || rt_heap_kind(p) != RT_KIND_OBJECT) return false;
  const rt_class *k = ((const rt_object *)p)->cls;
  return k && (k->flags & RT_CLASS_ERROR) && k->nslots >= RT_ERROR_NSLOTS;
}

/* Is k one of the built-in error classes (whose prototype carries `name`)? */
static bool builtin_error_class(const rt_class *k) {
  const rt_class *const b[] = {&kiln_class_Error, &kiln_class_TypeError, &kiln_class_RangeError,
                               &kiln_class_SyntaxError, &kiln_class_ReferenceError, &kiln_class_URIError,
                               &kiln_class_AggregateError, &fb_error, &fb_type_error, &fb_range_error,
                               &fb_syntax_error, &fb_reference_error, &fb_uri_error};
  for (size_t i = 0; i < sizeof b / sizeof *b; i++)
    if (b[i] && k == b[i]) return true;
  return false;
}

/* Is slot i of error o hidden from enumeration (Object.keys, for...in,
 * Object.entries, JSON.stringify)?  An error's message, stack and cause
 * are own properties that are not enumerable.  Its name is the
 * prototype's until the program assigns one (`this.name = "NotFound"` in
 * a constructor, a `name = "..."` field), which then is an own enumerable
 * property; an assignment shows as a name other than the one the nearest
 * built-in class gives (an assignment of that same name is missed).
 * Not an error, or another slot: false. */
bool rt__error_slot_hidden(const rt_object *o, uint32_t i) {
  const rt_class *k = o->cls;
  if (i >= RT_ERROR_NSLOTS || !(k->flags & RT_CLASS_ERROR) || k->nslots < RT_ERROR_NSLOTS) return false;
  if (i != RT_ERROR_NAME || (o->flags & RT_OBJ_NAME_HIDDEN)) return true;
  const rt_class *b = k;
  while (b && !builtin_error_class(b)) b = b->parent;
  const rt_str *dflt = b ? b->name : RT__STR(s_Error);
  const rt_str *name = (const rt_str *)(uintptr_t)o->slots[RT_ERROR_NAME];
  if (!name || rt_str_equals(name, dflt)) return true;
  /* Node's "TypeError [ERR_X]" headers (rt_error_new) keep the class's name */
  const rt_str *f = rt__flat(name);
  return dflt->len + 2 <= f->len && !(f->flags & RT_STR_WIDE) && !(dflt->flags & RT_STR_WIDE) &&
         !memcmp(rt_str_bytes(f), rt_str_bytes(dflt), dflt->len) && rt_str_bytes(f)[dflt->len] == ' ' &&
         rt_str_bytes(f)[dflt->len + 1] == '[';
}

/* `kind` is a class name, optionally followed by Node's code: "TypeError
 * [ERR_INVALID_CHAR]" makes a TypeError whose name is the whole text, as the
 * header of Node's stack shows it. */
rt_object *rt_error_new(const char *kind, const char *message) {
  size_t n = strcspn(kind, " ");
  const rt_class *k = error_class(kind, n);
  const rt_str *name = rt__str_from_utf8(kind, strlen(kind));
  const rt_str *msg = rt__str_from_utf8(message, strlen(message));
  rt_object *o = rt_alloc(RT_KIND_OBJECT, k->size);
  o->cls = k;
  for (uint32_t i = 0; i < k->nslots; i++)
    if (k->slot_types[i] == RT_SLOT_VALUE) o->slots[i] = RT_UNDEFINED;
  o->slots[RT_ERROR_CAUSE] = RT_ABSENT; /* no cause property, as `new Error(m)` */
  o->slots[RT_ERROR_NAME] = (uint64_t)(uintptr_t)name;
  o->slots[RT_ERROR_MESSAGE] = (uint64_t)(uintptr_t)msg;
  return o;
}

void rt_error_hide_name(rt_object *o) {
  if (o && rt__is_error(o)) o->flags |= RT_OBJ_NAME_HIDDEN;
}

/* Error.prototype.toString: "name: message", or whichever is not empty. */
const rt_str *rt__error_to_str(const rt_object *o) {
  const rt_str *name = (const rt_str *)(uintptr_t)o->slots[RT_ERROR_NAME];
  const rt_str *msg = (const rt_str *)(uintptr_t)o->slots[RT_ERROR_MESSAGE];
  if (!name) name = RT__STR(s_Error);
  if (!msg || msg->len == 0) return name;
  if (name->len == 0) return msg;
  return rt_str_concat(rt_str_concat(name, rt__str_from_ascii(": ", 2)), msg);
}

/* err.stack: what the program assigned, else made on first use from the
 * name and message of that moment (V8 formats it lazily too).  Frames are
 * not recorded: one anonymous frame stands for them. */
const rt_str *rt_error_stack(rt_object *o) {
  rt_value s = o->slots[RT_ERROR_STACK];
  if (rt__is_string(s)) return rt_unbox_string(s);
  const rt_str *head = rt__error_to_str(o);
  const rt_str *st = rt_str_concat(head, rt__str_from_ascii("\n    at <anonymous>", 19));
  o->slots[RT_ERROR_STACK] = rt_box_string(st);
  return st;
}

/* ---- throwing ---------------------------------------------------------------- */

#define RT__EXC_CLASS 0x4B494C4E4A530000ull /* "KILNJS\0\0" */

typedef struct {
  struct _Unwind_Exception ue;
  rt_value v;
} rt__exc;

static __thread rt__exc in_flight;

#if defined(__SANITIZE_ADDRESS__)
#define RT__ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RT__ASAN 1
#endif
#endif
#ifdef RT__ASAN
void __asan_handle_no_return(void);
#endif

_Noreturn void rt_throw(rt_value v) {
#ifdef RT__ASAN
  /* Compiled code (not instrumented) throws through runtime frames that
     are (a callback of String#replace, say): ASan must forget their
     stack redzones, as its __cxa_throw interceptor does for C++, or a
     later frame at those addresses is reported as an overflow. */
  __asan_handle_no_return();
#endif
  rt__exc *e = &in_flight;
  memset(&e->ue, 0, sizeof e->ue);
  e->ue.exception_class = RT__EXC_CLASS;
  e->v = v;
  _Unwind_RaiseException(&e->ue);
  /* No handler on the whole stack. */
  rt_report_error(v);
  rt_exit(1);
}

rt_value rt_eh_caught(void *exc) { return ((rt__exc *)exc)->v; }

_Noreturn void rt_throw_error(const char *kind, const char *message) {
  rt_throw(rt_box_object(rt_error_new(kind, message)));
}

_Noreturn void rt_throw_not_a_function(const void *callee) {
  (void)callee; /* always NULL: a function read from a hole or past an array's end */
  rt_throw_error("TypeError", "undefined is not a function");
}

/* Compiled code calls this where JS would throw `new TypeError(message)`
 * (message already formatted by the compiler: "o.f is not a function"). */
_Noreturn void rt_throw_type_error(const rt_str *message) {
  rt_object *o = rt_error_new("TypeError", "");
  o->slots[RT_ERROR_MESSAGE] = (uint64_t)(uintptr_t)message;
  rt_throw(rt_box_object(o));
}

/* `new ReferenceError(message)`: a binding of an import cycle read before
 * its module ran ("Cannot access 'x' before initialization"). */
_Noreturn void rt_throw_reference_error(const rt_str *message) {
  rt_object *o = rt_error_new("ReferenceError", "");
  o->slots[RT_ERROR_MESSAGE] = (uint64_t)(uintptr_t)message;
  rt_throw(rt_box_object(o));
}

/* Reading or writing a property of an unboxed undefined (a NULL object). */
_Noreturn void rt_throw_nullish(const rt_str *name, bool set) {
  const rt_str *head = rt__str_from_ascii(set ? "Cannot set properties of undefined (setting '"
                                              : "Cannot read properties of undefined (reading '", set ? 45 : 46);
  const rt_str *msg = rt_str_concat(rt_str_concat(head, name), rt__str_from_ascii("')", 2));
  rt_throw_type_error(msg);
}

/* ---- uncaught exceptions ------------------------------------------------------ */

/* Node prints an error as console.error would (its stack, then its own
 * properties), a string as it is, anything else inspected; the source line
 * before it and the "Node.js v20" line after it are not reproduced. */
void rt_report_error(rt_value v) {
  rt__out_flush(&rt__stdout);
  char buf[4096];
  rt__out err = {buf, 0, sizeof buf, 2};
  if (rt__is_string(v)) {
    const rt_str *t = rt__flat(rt_unbox_string(v));
    rt__out_str(&err, t, 0, t->len);
  } else {
    rt__inspect(&err, v, 2, false);
  }
  rt__out_bytes(&err, "\n", 1);
  rt__out_flush(&err);
}

/* ---- the personality routine ---------------------------------------------------- */

enum {
  DW_EH_PE_absptr = 0x00, DW_EH_PE_uleb128 = 0x01, DW_EH_PE_udata2 = 0x02, DW_EH_PE_udata4 = 0x03,
  DW_EH_PE_udata8 = 0x04, DW_EH_PE_sleb128 = 0x09, DW_EH_PE_sdata2 = 0x0A, DW_EH_PE_sdata4 = 0x0B,
  DW_EH_PE_sdata8 = 0x0C, DW_EH_PE_pcrel = 0x10, DW_EH_PE_indirect = 0x80, DW_EH_PE_omit = 0xFF
};

static uintptr_t read_uleb(const uint8_t **p) {
  uintptr_t r = 0;
  unsigned shift = 0;
  uint8_t b;
  do {
    b = *(*p)++;
    r |= (uintptr_t)(b & 0x7F) << shift;
    shift += 7;
  } while (b & 0x80);
  return r;
}

static intptr_t read_sleb(const uint8_t **p) {
  uintptr_t r = 0;
  unsigned shift = 0;
  uint8_t b;
  do {
    b = *(*p)++;
    r |= (uintptr_t)(b & 0x7F) << shift;
    shift += 7;
  } while (b & 0x80);
  if (shift < 8 * sizeof r && (b & 0x40)) r |= ~(uintptr_t)0 << shift;
  return (intptr_t)r;
}

static uintptr_t read_encoded(const uint8_t **p, uint8_t enc) {
  const uint8_t *start = *p;
  uintptr_t r = 0;
  if (enc == DW_EH_PE_omit) return 0;
  switch (enc & 0x0F) {
  case DW_EH_PE_absptr: memcpy(&r, *p, sizeof r); *p += sizeof r; break;
  case DW_EH_PE_uleb128: r = read_uleb(p); break;
  case DW_EH_PE_sleb128: r = (uintptr_t)read_sleb(p); break;
  case DW_EH_PE_udata2: { uint16_t x; memcpy(&x, *p, 2); *p += 2; r = x; break; }
  case DW_EH_PE_udata4: { uint32_t x; memcpy(&x, *p, 4); *p += 4; r = x; break; }
  case DW_EH_PE_udata8: { uint64_t x; memcpy(&x, *p, 8); *p += 8; r = (uintptr_t)x; break; }
  case DW_EH_PE_sdata2: { int16_t x; memcpy(&x, *p, 2); *p += 2; r = (uintptr_t)(intptr_t)x; break; }
  case DW_EH_PE_sdata4: { int32_t x; memcpy(&x, *p, 4); *p += 4; r = (uintptr_t)(intptr_t)x; break; }
  case DW_EH_PE_sdata8: { int64_t x; memcpy(&x, *p, 8); *p += 8; r = (uintptr_t)x; break; }
  default: abort();
  }
  if (r && (enc & 0x70) == DW_EH_PE_pcrel) r += (uintptr_t)start;
  if (r && (enc & DW_EH_PE_indirect)) r = *(const uintptr_t *)r;
  return r;
}

/* Finds the landing pad for the frame's current call site, or 0. */
static uintptr_t landing_pad(struct _Unwind_Context *ctx) {
  const uint8_t *lsda = (const uint8_t *)_Unwind_GetLanguageSpecificData(ctx);
  if (!lsda) return 0;
  uintptr_t func = _Unwind_GetRegionStart(ctx);
  int before = 0;
  uintptr_t ip = _Unwind_GetIPInfo(ctx, &before);
  if (!before) ip--;
  const uint8_t *p = lsda;
  uint8_t lpstart_enc = *p++;
  uintptr_t lpstart = lpstart_enc == DW_EH_PE_omit ? func : read_encoded(&p, lpstart_enc);
  uint8_t ttype_enc = *p++;
  if (ttype_enc != DW_EH_PE_omit) read_uleb(&p);
  uint8_t cs_enc = *p++;
  uintptr_t cs_len = read_uleb(&p);
  const uint8_t *end = p + cs_len;
  while (p < end) {
    uintptr_t start = read_encoded(&p, cs_enc), len = read_encoded(&p, cs_enc);
    uintptr_t lp = read_encoded(&p, cs_enc);
    read_uleb(&p); /* action: every pad catches everything */
    if (ip < func + start) return 0; /* the table is sorted */
    if (ip < func + start + len) return lp ? lpstart + lp : 0;
  }
  return 0;
}

_Unwind_Reason_Code rt_eh_personality(int version, _Unwind_Action actions, uint64_t exc_class,
                                      struct _Unwind_Exception *ue, struct _Unwind_Context *ctx) {
  if (version != 1 || exc_class != RT__EXC_CLASS) return _URC_FATAL_PHASE1_ERROR;
  uintptr_t lp = landing_pad(ctx);
  if (!lp) return _URC_CONTINUE_UNWIND;
  if (actions & _UA_SEARCH_PHASE) return _URC_HANDLER_FOUND;
  _Unwind_SetGR(ctx, __builtin_eh_return_data_regno(0), (uintptr_t)ue);
  _Unwind_SetGR(ctx, __builtin_eh_return_data_regno(1), 1);
  _Unwind_SetIP(ctx, lp);
  return _URC_INSTALL_CONTEXT;
}
