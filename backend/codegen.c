/* codegen.c - translates one typed-IR module into an LLVM module through the LLVM C API.
 *
 * Representation (runtime/kiln_rt.h is the ABI): number = double, or i64 for
 * the values intrange.c proves to be exact integers; boolean = i1; string =
 * ptr to rt_str; function = ptr to rt_closure; VALUE = i64 NaN-boxed
 * rt_value; undefined and null have no storage (a NULL LLVMValueRef).
 *
 * Each IR function becomes an internal LLVM function `ret f(ptr env, params)`
 * (parameters without storage are left out) with a constant closure global
 * {fn, null, name} for when it is used as a value; the FE_IR_FN_MAIN function
 * becomes the exported `void kiln_main(void)`.  Locals are allocas in the
 * entry block (SROA/mem2reg turn them into registers at -O2).  Statements
 * after a jump are unreachable and are not generated at all.
 */
#include "be_internal.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Comdat.h>

#include "kiln_rt.h"

/* A generated value: numbers may be an i64 (is_int) or a double. */
typedef struct {
  LLVMValueRef v;
  bool is_int;
} be__cv;

typedef struct {
  uint32_t node;
  LLVMBasicBlockRef exit, cont;
} be__target;

typedef struct {
  uint32_t wide;
  uint32_t nbytes;
  const uint8_t *bytes;
  LLVMValueRef g;
} be__strent;

/* A `finally` body that control leaving the protected code must run first:
 * see "Exceptions" below. */
typedef struct {
  LLVMBasicBlockRef bb;   /* a break/continue target, or NULL for a return */
  uint32_t tg;            /* the target's index in cg->tg */
  int ret;                /* 1: return the value in retslot; 2: the default return */
} be__exit;

typedef struct {
  uint32_t level;         /* cg->tg index of the TRY: targets at or above it are inside */
  LLVMBasicBlockRef body; /* the finally body */
  LLVMValueRef sel;       /* i32: 0 fall through, 1 rethrow `exc`, 2 + k: exits[k] */
  LLVMValueRef exc;       /* the pending exception (i64 rt_value) */
  be__exit *exits;
  uint32_t nexits, capexits;
} be__fin;

typedef struct {
  const fe_ir_module *m;
  LLVMContextRef C;
  LLVMModuleRef M;
  LLVMBuilderRef B, AB; /* code builder, alloca builder (entry block) */
  LLVMTypeRef t_void, t_i1, t_i8, t_i16, t_i32, t_i64, t_f32, t_f64, t_ptr;
  LLVMValueRef *fn, *clo, *glob;
  LLVMValueRef *cls;        /* per class: its rt_class global */
  uint32_t *vidx;           /* per function: its vtable index, or FE_IR_NONE */
  LLVMTypeRef *fnty;
  LLVMValueRef *strlit;     /* per string index */
  be__strent *strs;         /* every emitted string constant, by content */
  uint32_t nstrs, capstrs;
  be__ranges *rg;           /* NULL when integer specialisation is off */
  char *err;
  /* the function being generated */
  uint32_t fidx;
  const fe_ir_func *f;
  LLVMValueRef cur;
  LLVMBasicBlockRef entry;
  LLVMValueRef *slot;
  bool *slot_int;
  bool *slot_bool1; /* a boolean local that never holds undefined: an i1, not a byte (be__bool_locals) */
  be__target *tg;
  uint32_t ntg, captg;
  /* A failure while generating a function abandons the module at once: the
     code that detected it would otherwise go on with a missing value. */
  jmp_buf fail;
  bool can_jump;
  /* exceptions in the function being generated */
  LLVMBasicBlockRef pad;    /* the landing pad a throw here goes to, or NULL */
  be__fin *fin;             /* enclosing finally bodies, innermost last */
  uint32_t nfin, capfin;
  LLVMValueRef retslot;     /* a return value waiting for finally bodies to run */
  /* an async function (see "async functions") */
  LLVMValueRef coro;        /* its frame handle (llvm.coro.begin), or NULL */
  bool gen;                 /* coro is a generator's (see "generators") */
  bool agen;                /* an async generator's (see "async generators") */
  LLVMBasicBlockRef coro_end; /* llvm.coro.end, then the ramp's return */
  int opt;                  /* the -O level */
  LLVMValueRef last_byte;   /* the byte the last call returning a boolean gave (be__byte_at) */
} be__cg;

char *be__strdup_printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0) return NULL;
  char *s = malloc((size_t)n + 1);
  if (!s) return NULL;
  va_start(ap, fmt);
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return s;
}

static void be__fail(be__cg *cg, const char *fmt, ...) {
  if (cg->err) return;
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  cg->err = be__strdup_printf("%s", buf);
  if (cg->can_jump) longjmp(cg->fail, 1);
}

/* ---- types ------------------------------------------------------------------- */

static int be__kind(be__cg *cg, uint32_t t) {
  return t < cg->m->ntypes ? cg->m->types[t].kind : FE_IR_K_UNDEFINED;
}

/* The LLVM type of a value of IR type t, or NULL when it has no storage. */
static LLVMTypeRef be__lty(be__cg *cg, uint32_t t) {
  switch (be__kind(cg, t)) {
  case FE_IR_K_BOOLEAN: return cg->t_i1;
  case FE_IR_K_NUMBER: return cg->t_f64;
  case FE_IR_K_STRING: case FE_IR_K_FUNCTION: case FE_IR_K_ARRAY: case FE_IR_K_ENV: case FE_IR_K_OBJECT:
    return cg->t_ptr;
  case FE_IR_K_VALUE: return cg->t_i64;
  default: return NULL;
  }
}

static LLVMTypeRef be__fn_lty(be__cg *cg, uint32_t ft) {
  const fe_ir_type *t = &cg->m->types[ft];
  LLVMTypeRef ps[t->nparams + 1];
  unsigned n = 0;
  ps[n++] = cg->t_ptr;
  for (uint32_t i = 0; i < t->nparams; i++) {
    uint32_t pt = cg->m->extra[t->list + i];
    LLVMTypeRef p = be__lty(cg, pt);
    if (p) ps[n++] = be__kind(cg, pt) == FE_IR_K_BOOLEAN ? cg->t_i8 : p; /* booleans are bytes (be__byte_at) */
  }
  uint32_t rt = cg->m->extra[t->list + t->nparams];
  LLVMTypeRef r = be__lty(cg, rt);
  if (r && be__kind(cg, rt) == FE_IR_K_BOOLEAN) r = cg->t_i8;
  return LLVMFunctionType(r ? r : cg->t_void, ps, n, 0);
}

/* The LLVM type of function fi itself: be__fn_lty, except that parameters and
 * a result intrange.c proves integral are i64.  Only functions that are never
 * values qualify, so no closure call ever sees this signature. */
static LLVMTypeRef be__fn_lty_of(be__cg *cg, uint32_t fi) {
  const fe_ir_type *t = &cg->m->types[cg->m->funcs[fi].type];
  LLVMTypeRef ps[t->nparams + 1];
  unsigned n = 0;
  ps[n++] = cg->t_ptr;
  for (uint32_t i = 0; i < t->nparams; i++) {
    uint32_t pt = cg->m->extra[t->list + i];
    LLVMTypeRef p = be__lty(cg, pt);
    if (p) ps[n++] = be__param_is_int(cg->rg, fi, i) ? cg->t_i64 : be__kind(cg, pt) == FE_IR_K_BOOLEAN ? cg->t_i8 : p;
  }
  uint32_t rt = cg->m->extra[t->list + t->nparams];
  LLVMTypeRef r = be__lty(cg, rt);
  if (r && be__ret_is_int(cg->rg, fi)) r = cg->t_i64;
  if (r && be__kind(cg, rt) == FE_IR_K_BOOLEAN) r = cg->t_i8;
  return LLVMFunctionType(r ? r : cg->t_void, ps, n, 0);
}

/* Does function fi take parameter i (or, i == ~0u, return) as a byte
 * (be__bool_byte)?  Every function takes and returns its booleans as such
 * bytes, so a closure, a method or a callback given or returning `flags[k]`
 * of a missing key keeps undefined whoever calls it (be__fn_lty; property
 * calls pass bytes too, and runtime/ifacecall.c converts them). */
static bool be__byte_at(be__cg *cg, uint32_t fi, uint32_t i) {
  if (fi == FE_IR_NONE || fi >= cg->m->nfuncs) return false;
  const fe_ir_type *t = &cg->m->types[cg->m->funcs[fi].type];
  if (i != ~0u && i >= t->nparams) return false;
  return be__kind(cg, cg->m->extra[t->list + (i == ~0u ? t->nparams : i)]) == FE_IR_K_BOOLEAN;
}

static uint32_t be__ntype(be__cg *cg, uint32_t n) { return cg->m->nodes[n].type; }

/* ---- constants --------------------------------------------------------------- */

static LLVMValueRef be__i64c(be__cg *cg, uint64_t v) { return LLVMConstInt(cg->t_i64, v, 0); }
static LLVMValueRef be__i32c(be__cg *cg, uint32_t v) { return LLVMConstInt(cg->t_i32, v, 0); }
static LLVMValueRef be__f64c(be__cg *cg, double v) { return LLVMConstReal(cg->t_f64, v); }
static LLVMValueRef be__i1c(be__cg *cg, bool v) { return LLVMConstInt(cg->t_i1, v, 0); }

/* Constants up to this many bytes are shared across modules (below). */
#define BE__STR_SHARED_MAX 64u
/* ...and those up to this many bytes are padded to a 32-byte object, which
 * LLVM puts in a mergeable constant section (.rodata.cst32: SHF_MERGE,
 * entry size 32), where the linker keeps one copy of each distinct entry;
 * a longer one gets a comdat of its own (a section and a group each, which
 * in a large program were three quarters of the link's input sections). */
#define BE__STR_MERGE_MAX 16u

/* A static rt_str with these code units (latin1 bytes, or UTF-16LE if wide),
 * emitted once per distinct content. */
/* The hash rt__str_hash (runtime/str.c) computes: FNV-1a over the code
 * units, 0 made 1. */
static uint32_t be__strhash(const uint8_t *bytes, uint32_t units, bool wide) {
  uint32_t h = 2166136261u;
  for (uint32_t i = 0; i < units; i++)
    h = (h ^ (wide ? (uint32_t)bytes[2 * i] | ((uint32_t)bytes[2 * i + 1] << 8) : bytes[i])) * 16777619u;
  return h ? h : 1;
}

static LLVMValueRef be__strent_add(be__cg *cg, bool wide, uint32_t nbytes, const uint8_t *bytes, LLVMValueRef g) {
  if (cg->nstrs == cg->capstrs) {
    uint32_t cap = cg->capstrs ? cg->capstrs * 2 : 32;
    be__strent *s = realloc(cg->strs, cap * sizeof *s);
    if (!s) {
      be__fail(cg, "out of memory");
      return g;
    }
    cg->strs = s;
    cg->capstrs = cap;
  }
  cg->strs[cg->nstrs++] = (be__strent){wide, nbytes, bytes, g};
  return g;
}

static LLVMValueRef be__strconst(be__cg *cg, const uint8_t *bytes, uint32_t units, bool wide) {
  uint32_t nbytes = wide ? units * 2 : units;
  for (uint32_t i = 0; i < cg->nstrs; i++) {
    be__strent *e = &cg->strs[i];
    if (e->wide == wide && e->nbytes == nbytes && memcmp(e->bytes, bytes, nbytes) == 0) return e->g;
  }
  if (units == 1 && !wide) { /* the runtime's own object, which s[i] and [...s] return too */
    LLVMValueRef tab = LLVMGetNamedGlobal(cg->M, "rt_char_strs");
    if (!tab) {
      tab = LLVMAddGlobal(cg->M, LLVMArrayType2(cg->t_i8, 256 * sizeof(rt_str_char)), "rt_char_strs");
      LLVMSetGlobalConstant(tab, 1);
    }
    LLVMValueRef off = be__i64c(cg, (uint64_t)bytes[0] * sizeof(rt_str_char));
    return be__strent_add(cg, wide, nbytes, bytes, LLVMConstGEP2(cg->t_i8, tab, &off, 1));
  }
  bool merge = nbytes <= BE__STR_MERGE_MAX;
  uint32_t nelems = merge ? BE__STR_MERGE_MAX / (wide ? 2 : 1) : units; /* padded with zeros */
  LLVMValueRef *elems = malloc((nelems ? nelems : 1) * sizeof *elems);
  if (!elems) {
    be__fail(cg, "out of memory");
    return LLVMConstNull(cg->t_ptr);
  }
  LLVMTypeRef et = wide ? cg->t_i16 : cg->t_i8;
  for (uint32_t i = 0; i < nelems; i++)
    elems[i] = LLVMConstInt(
        et, i >= units ? 0 : wide ? (uint32_t)bytes[2 * i] | ((uint32_t)bytes[2 * i + 1] << 8) : bytes[i], 0);
  /* the hash precomputed (a static string's header is read-only, so the
     runtime cannot cache it there) */
  uint32_t h = be__strhash(bytes, units, wide);
  LLVMValueRef fields[5] = {be__i32c(cg, RT_GC_STATIC), be__i32c(cg, units), be__i32c(cg, h),
                            be__i32c(cg, wide ? RT_STR_WIDE : 0), LLVMConstArray2(et, elems, nelems)};
  free(elems);
  LLVMValueRef init = LLVMConstStructInContext(cg->C, fields, 5, 0);
  /* A short constant is one object in the whole program, whichever modules
     use it: an entry of the mergeable section (merge), or a symbol named by
     its contents, in a comdat of that name; the linker keeps one of each.
     === between a discriminant stored in one module and a literal of another
     is then a pointer compare (be__str_eq), as is a class's slot name against
     the name a property access looks up. */
  char sym[16 + 2 * BE__STR_SHARED_MAX];
  bool shared = !merge && nbytes <= BE__STR_SHARED_MAX;
  if (shared) {
    static const char hex[] = "0123456789abcdef";
    size_t k = (size_t)snprintf(sym, sizeof sym, "kiln.str%s.", wide ? "w" : "");
    for (uint32_t i = 0; i < nbytes; i++) sym[k++] = hex[bytes[i] >> 4], sym[k++] = hex[bytes[i] & 15];
    sym[k] = 0;
  }
  LLVMValueRef g = LLVMAddGlobal(cg->M, LLVMTypeOf(init), shared ? sym : "str");
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  if (shared) {
    LLVMSetLinkage(g, LLVMLinkOnceODRLinkage);
    LLVMSetVisibility(g, LLVMHiddenVisibility);
    LLVMSetComdat(g, LLVMGetOrInsertComdat(cg->M, sym));
  } else {
    LLVMSetLinkage(g, LLVMPrivateLinkage);
  }
  LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
  LLVMSetAlignment(g, 8);
  return be__strent_add(cg, wide, nbytes, bytes, g);
}

static LLVMValueRef be__cstr(be__cg *cg, const char *s) {
  return be__strconst(cg, (const uint8_t *)s, (uint32_t)strlen(s), false);
}

static LLVMValueRef be__strlit(be__cg *cg, uint32_t idx) {
  if (idx >= cg->m->nstrings) return be__cstr(cg, "");
  if (cg->strlit[idx]) return cg->strlit[idx];
  const fe_ir_string *s = &cg->m->strings[idx];
  bool wide = s->flags & FE_IR_STR_WIDE;
  return cg->strlit[idx] = be__strconst(cg, cg->m->strdata + s->offset, s->length, wide);
}

/* Link names (ir.h, FE_IR_LINK_*): returns the marker kind of string sidx
 * (0: a plain name), the length of its display part and, when sym is not
 * NULL, the object symbol: "kiln." and the link name, every byte other than
 * a letter or digit escaped ('_' as "__", others as "_XX"; the separator
 * between module path and entity as '.'), so distinct link names never
 * collide. */
static int be__link(be__cg *cg, uint32_t sidx, uint32_t *displen, char *sym, size_t cap) {
  if (sidx >= cg->m->nstrings) return 0;
  const fe_ir_string *s = &cg->m->strings[sidx];
  if (s->flags & FE_IR_STR_WIDE) return 0;
  const uint8_t *p = cg->m->strdata + s->offset;
  uint32_t i = 0;
  while (i < s->length && p[i] != FE_IR_LINK_DEFINED && p[i] != FE_IR_LINK_EXTERN) i++;
  if (i == s->length) return 0;
  *displen = i;
  if (sym) {
    static const char hex[] = "0123456789abcdef";
    size_t k = (size_t)snprintf(sym, cap, "kiln.");
    for (uint32_t j = i + 1; j < s->length && k + 4 < cap; j++) {
      uint8_t c = p[j];
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) sym[k++] = (char)c;
      else if (c == FE_IR_LINK_DEFINED) sym[k++] = '.';
      else if (c == '_') sym[k++] = '_', sym[k++] = '_';
      else sym[k++] = '_', sym[k++] = hex[c >> 4], sym[k++] = hex[c & 15];
    }
    sym[k] = 0;
  }
  return p[i];
}

/* A name string as programs show it (without its link name). */
static LLVMValueRef be__strdisp(be__cg *cg, uint32_t sidx) {
  uint32_t dl;
  if (!be__link(cg, sidx, &dl, NULL, 0)) return be__strlit(cg, sidx);
  return be__strconst(cg, cg->m->strdata + cg->m->strings[sidx].offset, dl, false);
}

/* Function i as a closure value: a constant {fn, null env, name}, made on
 * first use, so a function that is only called (or only declared) has none. */
static void be__name(be__cg *cg, uint32_t sidx, char *buf, size_t len);
static LLVMValueRef be__clo(be__cg *cg, uint32_t i) {
  if (cg->clo[i]) return cg->clo[i];
  char name[80], buf[48];
  be__name(cg, cg->m->funcs[i].name, buf, sizeof buf);
  LLVMValueRef fields[3] = {cg->fn[i], LLVMConstNull(cg->t_ptr), be__strdisp(cg, cg->m->funcs[i].name)};
  LLVMValueRef init = LLVMConstStructInContext(cg->C, fields, 3, 0);
  snprintf(name, sizeof name, "closure.f%u.%s", i, buf);
  LLVMValueRef g = LLVMAddGlobal(cg->M, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetAlignment(g, 8);
  return cg->clo[i] = g;
}

static LLVMValueRef be__str_undef(be__cg *cg) {
  LLVMValueRef g = LLVMGetNamedGlobal(cg->M, "rt_str_undefined");
  if (!g) {
    g = LLVMAddGlobal(cg->M, LLVMStructTypeInContext(cg->C, (LLVMTypeRef[]){cg->t_i32, cg->t_i32,
                                                          cg->t_i32, cg->t_i32}, 4, 0),
                      "rt_str_undefined");
    LLVMSetGlobalConstant(g, 1);
  }
  return g;
}

/* ---- runtime calls ------------------------------------------------------------- */

static void be__attr(be__cg *cg, LLVMValueRef fn, LLVMAttributeIndex idx, const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(cg->C, kind, 0));
}

/* Runtime functions that never throw (nor call back into the program);
 * every other one may, so calls to it inside a try are invokes. */
static bool be__rt_nothrow(const char *name) {
  static const char *const pre[] = {"rt_math_", "rt_box_", "rt_unbox_", "rt_is_", "rt_number_is_",
                                    "rt_eh_caught", "rt_typeof", "rt_value_truthy", "rt_value_strict_equals", "rt_fn_same",
                                    "rt_date_now", "rt_performance_now", "rt_str_length", "rt_instanceof", "rt_to_int32",
                                    "rt_to_uint32", NULL};
  for (int i = 0; pre[i]; i++)
    if (!strncmp(name, pre[i], strlen(pre[i]))) return true;
  return false;
}

/* Runtime constructors that return a new heap object and never null (rt_alloc
 * aborts when memory runs out).  Saying so lets LLVM drop the null checks and
 * slow paths inlined after them (the array helpers' `rt_array_length(null)`,
 * the `nullobj` branch of `new`): about 10% less optimised IR and machine code
 * in bench/incremental's modules, which costs less to compile. */
static bool be__rt_nonnull(const char *name) {
  static const char *const fresh[] = {"rt_array_new", "rt_array_create", "rt_typed_array_new", "rt_object_new",
                                      "rt_env_new", "rt_closure_new", "rt_map_new", NULL};
  for (int i = 0; fresh[i]; i++)
    if (!strcmp(name, fresh[i])) return true;
  return false;
}

/* Declares (once) a runtime function; C `bool` is i1 zeroext both ways. */
static LLVMValueRef be__rt_decl(be__cg *cg, const char *name, LLVMTypeRef ret, unsigned n,
                                LLVMTypeRef *pt) {
  LLVMValueRef fn = LLVMGetNamedFunction(cg->M, name);
  if (fn) return fn;
  fn = LLVMAddFunction(cg->M, name, LLVMFunctionType(ret, pt, n, 0));
  if (be__rt_nothrow(name)) be__attr(cg, fn, LLVMAttributeFunctionIndex, "nounwind");
  if (ret == cg->t_i1) be__attr(cg, fn, LLVMAttributeReturnIndex, "zeroext");
  if (ret == cg->t_ptr && be__rt_nonnull(name)) be__attr(cg, fn, LLVMAttributeReturnIndex, "nonnull");
  for (unsigned i = 0; i < n; i++)
    if (pt[i] == cg->t_i1) be__attr(cg, fn, i + 1, "zeroext");
  return fn;
}

static LLVMBasicBlockRef be__bb(be__cg *cg, const char *name);
static void be__at(be__cg *cg, LLVMBasicBlockRef bb);

/* Every call that may throw goes through here: inside a try it is an
 * invoke whose unwind edge is the try's landing pad, elsewhere a call. */
static LLVMValueRef be__call2(be__cg *cg, LLVMTypeRef fty, LLVMValueRef fn, LLVMValueRef *args, unsigned n) {
  if (!cg->pad) return LLVMBuildCall2(cg->B, fty, fn, args, n, "");
  if (LLVMIsAFunction(fn)) {
    unsigned k = LLVMGetEnumAttributeKindForName("nounwind", 8);
    if (LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, k)) return LLVMBuildCall2(cg->B, fty, fn, args, n, "");
  }
  LLVMBasicBlockRef next = be__bb(cg, "invoke.cont");
  LLVMValueRef r = LLVMBuildInvoke2(cg->B, fty, fn, args, n, next, cg->pad, "");
  be__at(cg, next);
  return r;
}

static LLVMValueRef be__rt(be__cg *cg, const char *name, LLVMTypeRef ret, unsigned n,
                           LLVMTypeRef *pt, LLVMValueRef *args) {
  LLVMValueRef fn = be__rt_decl(cg, name, ret, n, pt);
  return be__call2(cg, LLVMGlobalGetValueType(fn), fn, args, n);
}

static LLVMValueRef be__rt1(be__cg *cg, const char *name, LLVMTypeRef ret, LLVMTypeRef pt,
                            LLVMValueRef a) {
  return be__rt(cg, name, ret, 1, &pt, &a);
}

static LLVMValueRef be__rt2(be__cg *cg, const char *name, LLVMTypeRef ret, LLVMTypeRef p0,
                            LLVMTypeRef p1, LLVMValueRef a0, LLVMValueRef a1) {
  LLVMTypeRef pt[2] = {p0, p1};
  LLVMValueRef args[2] = {a0, a1};
  return be__rt(cg, name, ret, 2, pt, args);
}

static void be__intrinsic0(be__cg *cg, const char *name) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->M, id, NULL, 0);
  LLVMBuildCall2(cg->B, LLVMIntrinsicGetType(cg->C, id, NULL, 0), fn, NULL, 0, "");
}

static LLVMValueRef be__intrinsic(be__cg *cg, const char *name, LLVMTypeRef *over, unsigned nover);
static LLVMValueRef be__icall(be__cg *cg, LLVMValueRef fn, LLVMValueRef *args, unsigned n, const char *name);
static LLVMValueRef be__intrinsic1(be__cg *cg, const char *name, LLVMTypeRef t, LLVMValueRef a) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(cg->M, id, &t, 1);
  return LLVMBuildCall2(cg->B, LLVMIntrinsicGetType(cg->C, id, &t, 1), fn, &a, 1, "");
}

/* ---- blocks ------------------------------------------------------------------- */

static LLVMBasicBlockRef be__bb(be__cg *cg, const char *name) {
  return LLVMAppendBasicBlockInContext(cg->C, cg->cur, name);
}

static bool be__terminated(be__cg *cg) {
  return LLVMGetBasicBlockTerminator(LLVMGetInsertBlock(cg->B)) != NULL;
}

static void be__at(be__cg *cg, LLVMBasicBlockRef bb) { LLVMPositionBuilderAtEnd(cg->B, bb); }

static void be__br(be__cg *cg, LLVMBasicBlockRef bb) {
  if (!be__terminated(cg)) LLVMBuildBr(cg->B, bb);
}

/* After a terminator inside an expression: continue in a fresh unreachable block. */
static void be__dead(be__cg *cg) { be__at(cg, be__bb(cg, "dead")); }

static LLVMValueRef be__alloca(be__cg *cg, LLVMTypeRef t, const char *name) {
  return LLVMBuildAlloca(cg->AB, t, name);
}

/* ---- value conversions ------------------------------------------------------------ */

static bool be__node_int(be__cg *cg, uint32_t n) {
  if (!cg->rg || be__kind(cg, be__ntype(cg, n)) != FE_IR_K_NUMBER) return false;
  be_range r = be__range_of(cg->rg, n);
  return be__range_is_int(&r);
}

static LLVMValueRef be__as_f64(be__cg *cg, be__cv x) {
  return x.is_int ? LLVMBuildSIToFP(cg->B, x.v, cg->t_f64, "") : x.v;
}

/* Only for values whose range is proven int (so the conversion is exact). */
static LLVMValueRef be__as_i64(be__cg *cg, be__cv x) {
  return x.is_int ? x.v : LLVMBuildFPToSI(cg->B, x.v, cg->t_i64, "");
}

static be__cv be__cv_(LLVMValueRef v, bool is_int) { return (be__cv){v, is_int}; }

static LLVMValueRef be__box_number(be__cg *cg, be__cv x) {
  if (x.is_int) return LLVMBuildBitCast(cg->B, LLVMBuildSIToFP(cg->B, x.v, cg->t_f64, ""), cg->t_i64, "");
  LLVMValueRef isnan = LLVMBuildFCmp(cg->B, LLVMRealUNO, x.v, x.v, "");
  LLVMValueRef bits = LLVMBuildBitCast(cg->B, x.v, cg->t_i64, "");
  /* RT_F64_HOLE (no arithmetic makes it): a number-typed place that holds undefined */
  LLVMValueRef hole = LLVMBuildICmp(cg->B, LLVMIntEQ, bits, be__i64c(cg, RT_F64_HOLE), "");
  LLVMValueRef nan = LLVMBuildSelect(cg->B, hole, be__i64c(cg, RT_UNDEFINED), be__i64c(cg, RT_CANONICAL_NAN), "");
  return LLVMBuildSelect(cg->B, isnan, nan, bits, "");
}

static LLVMValueRef be__box(be__cg *cg, be__cv x, uint32_t from) {
  switch (be__kind(cg, from)) {
  case FE_IR_K_UNDEFINED: return be__i64c(cg, RT_UNDEFINED);
  case FE_IR_K_NULL: return be__i64c(cg, RT_NULL);
  case FE_IR_K_BOOLEAN:
    return LLVMBuildSelect(cg->B, x.v, be__i64c(cg, RT_TRUE), be__i64c(cg, RT_FALSE), "");
  case FE_IR_K_NUMBER: return be__box_number(cg, x);
  case FE_IR_K_STRING: return be__rt1(cg, "rt_box_string", cg->t_i64, cg->t_ptr, x.v);
  case FE_IR_K_FUNCTION: case FE_IR_K_ARRAY: case FE_IR_K_OBJECT: {
    /* NULL is an unboxed undefined (an element read past an array's end) */
    uint64_t tag = be__kind(cg, from) == FE_IR_K_FUNCTION ? RT_TAG_FUNCTION : RT_TAG_OBJECT;
    LLVMValueRef p = LLVMBuildPtrToInt(cg->B, x.v, cg->t_i64, "");
    LLVMValueRef boxed = LLVMBuildOr(cg->B, p, be__i64c(cg, tag << RT_TAG_SHIFT), "");
    return LLVMBuildSelect(cg->B, LLVMBuildICmp(cg->B, LLVMIntEQ, p, be__i64c(cg, 0), ""),
                           be__i64c(cg, RT_UNDEFINED), boxed, "");
  }
  default: return x.v;
  }
}

static LLVMValueRef be__payload_ptr(be__cg *cg, LLVMValueRef v) {
  return LLVMBuildIntToPtr(cg->B, LLVMBuildAnd(cg->B, v, be__i64c(cg, RT_PAYLOAD_MASK), ""),
                           cg->t_ptr, "");
}

static LLVMValueRef be__str_truthy(be__cg *cg, LLVMValueRef s) {
  /* len != 0 and not the undefined sentinel */
  LLVMValueRef lenp = LLVMBuildGEP2(cg->B, cg->t_i8, s, (LLVMValueRef[]){be__i64c(cg, 4)}, 1, "");
  LLVMValueRef flp = LLVMBuildGEP2(cg->B, cg->t_i8, s, (LLVMValueRef[]){be__i64c(cg, 12)}, 1, "");
  LLVMValueRef len = LLVMBuildLoad2(cg->B, cg->t_i32, lenp, "len");
  LLVMValueRef fl = LLVMBuildLoad2(cg->B, cg->t_i32, flp, "flags");
  LLVMValueRef nz = LLVMBuildICmp(cg->B, LLVMIntNE, len, be__i32c(cg, 0), "");
  LLVMValueRef und = LLVMBuildAnd(cg->B, fl, be__i32c(cg, RT_STR_UNDEF), "");
  LLVMValueRef ok = LLVMBuildICmp(cg->B, LLVMIntEQ, und, be__i32c(cg, 0), "");
  return LLVMBuildAnd(cg->B, nz, ok, "");
}

/* ToBoolean of a value of IR type t. */
static LLVMValueRef be__truthy(be__cg *cg, be__cv x, uint32_t t) {
  switch (be__kind(cg, t)) {
  case FE_IR_K_BOOLEAN: return x.v;
  case FE_IR_K_NUMBER:
    if (x.is_int) return LLVMBuildICmp(cg->B, LLVMIntNE, x.v, be__i64c(cg, 0), "");
    return LLVMBuildFCmp(cg->B, LLVMRealONE, x.v, be__f64c(cg, 0), "");
  case FE_IR_K_STRING: return be__str_truthy(cg, x.v);
  case FE_IR_K_VALUE: return be__rt1(cg, "rt_value_truthy", cg->t_i1, cg->t_i64, x.v);
  case FE_IR_K_FUNCTION: case FE_IR_K_ARRAY: case FE_IR_K_OBJECT:
    /* NULL is undefined: what an out-of-range `xs[i]` of an object array
       gives (typed T, as tsc types it) */
    return LLVMBuildICmp(cg->B, LLVMIntNE, x.v, LLVMConstNull(LLVMTypeOf(x.v)), "");
  default: return be__i1c(cg, false);
  }
}

/* VALUE -> number or string, checked: the fast path when v holds that type,
 * else the runtime's Number(v) / String(v). */
static be__cv be__value_to(be__cg *cg, LLVMValueRef v, int tk) {
  LLVMValueRef hit;
  if (tk == FE_IR_K_NUMBER)
    hit = LLVMBuildICmp(cg->B, LLVMIntULT, LLVMBuildLShr(cg->B, v, be__i64c(cg, RT_TAG_SHIFT), ""),
                        be__i64c(cg, RT_TAG_SPECIAL), "isnum");
  else
    hit = LLVMBuildICmp(cg->B, LLVMIntEQ, LLVMBuildLShr(cg->B, v, be__i64c(cg, RT_TAG_SHIFT), ""),
                        be__i64c(cg, RT_TAG_STRING), "isstr");
  LLVMBasicBlockRef fast = be__bb(cg, "conv.fast"), slow = be__bb(cg, "conv.slow"), done = be__bb(cg, "conv.done");
  LLVMBuildCondBr(cg->B, hit, fast, slow);
  be__at(cg, fast);
  LLVMValueRef fv = tk == FE_IR_K_NUMBER ? LLVMBuildBitCast(cg->B, v, cg->t_f64, "") : be__payload_ptr(cg, v);
  LLVMBuildBr(cg->B, done);
  be__at(cg, slow);
  LLVMValueRef sv = tk == FE_IR_K_NUMBER ? be__rt1(cg, "rt_value_to_num", cg->t_f64, cg->t_i64, v)
                                         : be__rt1(cg, "rt_value_to_str", cg->t_ptr, cg->t_i64, v);
  slow = LLVMGetInsertBlock(cg->B); /* a new block if the call was an invoke */
  LLVMBuildBr(cg->B, done);
  be__at(cg, done);
  LLVMValueRef phi = LLVMBuildPhi(cg->B, tk == FE_IR_K_NUMBER ? cg->t_f64 : cg->t_ptr, "conv");
  LLVMAddIncoming(phi, (LLVMValueRef[]){fv, sv}, (LLVMBasicBlockRef[]){fast, slow}, 2);
  return be__cv_(phi, false);
}

/* Converts x from IR type `from` to IR type `to` (CONVERT semantics); unbox:
 * x is a VALUE whose tag is known to be `to` (FE_IR_CONV_UNBOX). */
static be__cv be__convert(be__cg *cg, be__cv x, uint32_t from, uint32_t to, bool unbox) {
  int fk = be__kind(cg, from), tk = be__kind(cg, to);
  if (fk == tk) return x;
  if (tk == FE_IR_K_UNDEFINED || tk == FE_IR_K_NULL) return be__cv_(NULL, false);
  if (tk == FE_IR_K_VALUE) return be__cv_(be__box(cg, x, from), false);
  if (fk == FE_IR_K_VALUE && unbox) {
    switch (tk) {
    case FE_IR_K_BOOLEAN: return be__cv_(LLVMBuildICmp(cg->B, LLVMIntEQ, x.v, be__i64c(cg, RT_TRUE), ""), false);
    case FE_IR_K_NUMBER: {
      /* undefined where the type says number (a hole, a read past the end):
         the hole pattern, which prints and boxes as undefined (see rt_box_number) */
      LLVMValueRef und = LLVMBuildICmp(cg->B, LLVMIntEQ, x.v, be__i64c(cg, RT_UNDEFINED), "");
      LLVMValueRef bits = LLVMBuildSelect(cg->B, und, be__i64c(cg, RT_F64_HOLE), x.v, "");
      return be__cv_(LLVMBuildBitCast(cg->B, bits, cg->t_f64, ""), false);
    }
    case FE_IR_K_FUNCTION: case FE_IR_K_ARRAY: case FE_IR_K_OBJECT: return be__cv_(be__payload_ptr(cg, x.v), false);
    case FE_IR_K_STRING: {
      /* A narrowing the checker got wrong must not crash on undefined:
         it unboxes to the undefined sentinel, never to a bad pointer. */
      LLVMValueRef und = LLVMBuildICmp(cg->B, LLVMIntEQ, x.v, be__i64c(cg, RT_UNDEFINED), "");
      return be__cv_(LLVMBuildSelect(cg->B, und, be__str_undef(cg), be__payload_ptr(cg, x.v), ""), false);
    }
    default: break;
    }
  }
  if (fk == FE_IR_K_VALUE && tk == FE_IR_K_OBJECT) /* checked: a TypeError unless an object */
    return be__cv_(be__rt1(cg, "rt_value_to_object", cg->t_ptr, cg->t_i64, x.v), false);
  if (tk == FE_IR_K_BOOLEAN) return be__cv_(be__truthy(cg, x, from), false);
  if (fk == FE_IR_K_VALUE && (tk == FE_IR_K_NUMBER || tk == FE_IR_K_STRING)) return be__value_to(cg, x.v, tk);
  if (tk == FE_IR_K_STRING) {
    switch (fk) {
    case FE_IR_K_NUMBER:
      return be__cv_(be__rt1(cg, "rt_num_to_str", cg->t_ptr, cg->t_f64, be__as_f64(cg, x)), false);
    case FE_IR_K_BOOLEAN: return be__cv_(be__rt1(cg, "rt_bool_to_str", cg->t_ptr, cg->t_i1, x.v), false);
    case FE_IR_K_UNDEFINED: return be__cv_(be__cstr(cg, "undefined"), false);
    case FE_IR_K_NULL: return be__cv_(be__cstr(cg, "null"), false);
    default:
      return be__cv_(be__rt1(cg, "rt_value_to_str", cg->t_ptr, cg->t_i64, be__box(cg, x, from)), false);
    }
  }
  if (tk == FE_IR_K_NUMBER) {
    switch (fk) {
    case FE_IR_K_STRING: return be__cv_(be__rt1(cg, "rt_str_to_num", cg->t_f64, cg->t_ptr, x.v), false);
    case FE_IR_K_BOOLEAN: return be__cv_(LLVMBuildUIToFP(cg->B, x.v, cg->t_f64, ""), false);
    case FE_IR_K_NULL: return be__cv_(be__f64c(cg, 0), false);
    case FE_IR_K_OBJECT: case FE_IR_K_ARRAY: /* ToPrimitive: a valueOf(), a toString(), a Date's time, [5]'s "5" */
      return be__cv_(be__rt1(cg, "rt_value_to_num", cg->t_f64, cg->t_i64, be__box(cg, x, from)), false);
    default: return be__cv_(be__f64c(cg, NAN), false);
    }
  }
  be__fail(cg, "unsupported conversion from type %u to type %u", from, to);
  LLVMTypeRef lt = be__lty(cg, to);
  return be__cv_(lt ? LLVMGetUndef(lt) : NULL, false);
}

/* ToInt32 of a number as an i32: exact via i64 when |x| < 2^63, else the runtime. */
static LLVMValueRef be__to_i32(be__cg *cg, be__cv x) {
  if (x.is_int) return LLVMBuildTrunc(cg->B, x.v, cg->t_i32, "");
  LLVMValueRef a = be__intrinsic1(cg, "llvm.fabs", cg->t_f64, x.v);
  LLVMValueRef small = LLVMBuildFCmp(cg->B, LLVMRealOLT, a, be__f64c(cg, 9223372036854775808.0), "");
  LLVMBasicBlockRef from = LLVMGetInsertBlock(cg->B);
  LLVMBasicBlockRef fast = be__bb(cg, "toi32.fast"), slow = be__bb(cg, "toi32.slow"),
                    done = be__bb(cg, "toi32.done");
  (void)from;
  LLVMBuildCondBr(cg->B, small, fast, slow);
  be__at(cg, fast);
  LLVMValueRef fv = LLVMBuildTrunc(cg->B, LLVMBuildFPToSI(cg->B, x.v, cg->t_i64, ""), cg->t_i32, "");
  LLVMBuildBr(cg->B, done);
  be__at(cg, slow);
  LLVMValueRef sv = be__rt1(cg, "rt_to_int32", cg->t_i32, cg->t_f64, x.v);
  slow = LLVMGetInsertBlock(cg->B);
  LLVMBuildBr(cg->B, done);
  be__at(cg, done);
  LLVMValueRef phi = LLVMBuildPhi(cg->B, cg->t_i32, "toi32");
  LLVMAddIncoming(phi, (LLVMValueRef[]){fv, sv}, (LLVMBasicBlockRef[]){fast, slow}, 2);
  return phi;
}

/* ---- expressions -------------------------------------------------------------------- */

static be__cv be__expr(be__cg *cg, uint32_t n);
static LLVMValueRef be__bool_byte(be__cg *cg, uint32_t n);
static be__cv be__prop_in(be__cg *cg, const fe_ir_node *x, bool byte);

/* A boxed value where the type says boolean, as a byte: 1 true, 0 false,
 * RT_BOOL_UNDEF undefined (be__bool_byte). */
static LLVMValueRef be__value_bool_byte(be__cg *cg, LLVMValueRef v) {
  LLVMValueRef t = LLVMBuildZExt(cg->B, LLVMBuildICmp(cg->B, LLVMIntEQ, v, be__i64c(cg, RT_TRUE), ""), cg->t_i8, "");
  LLVMValueRef u = LLVMBuildICmp(cg->B, LLVMIntEQ, v, be__i64c(cg, RT_UNDEFINED), "");
  return LLVMBuildSelect(cg->B, u, LLVMConstInt(cg->t_i8, RT_BOOL_UNDEF, 0), t, "");
}

/* A number expression in the representation a number-typed node n uses for
 * phis and stores: i64 when its range is int, else double. */
static LLVMValueRef be__num_in(be__cg *cg, be__cv x, bool want_int) {
  return want_int ? be__as_i64(cg, x) : be__as_f64(cg, x);
}

/* a === b on strings.  The cheap answers are inline, as rt__str_eq gives
 * them in the runtime: the same string (constants are shared program-wide,
 * so a discriminant compared with a literal usually is), different lengths,
 * or two known hashes that differ (constants carry theirs).  Only strings
 * that may be equal pay the call that compares code units. */
static LLVMValueRef be__str_eq(be__cg *cg, LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = cg->B;
  LLVMBasicBlockRef from = LLVMGetInsertBlock(B);
  LLVMBasicBlockRef chk = be__bb(cg, "streq.chk"), slow = be__bb(cg, "streq.call"), done = be__bb(cg, "streq.done");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntEQ, a, b, ""), done, chk);
  be__at(cg, chk);
  const be__strent *k = NULL; /* a constant operand: its length and hash are known */
  for (uint32_t i = 0; i < cg->nstrs && !k; i++)
    if (cg->strs[i].g == b || cg->strs[i].g == a) k = &cg->strs[i];
  LLVMValueRef f[2][2];
  for (int i = 0; i < 2; i++) {
    LLVMValueRef s = i ? b : a;
    for (int j = 0; j < 2; j++) /* len at 4, hash at 8 (rt_str) */
      f[i][j] = k && k->g == s ? be__i32c(cg, j ? be__strhash(k->bytes, k->wide ? k->nbytes / 2 : k->nbytes, k->wide)
                                                : (k->wide ? k->nbytes / 2 : k->nbytes))
                               : LLVMBuildLoad2(B, cg->t_i32, LLVMBuildGEP2(B, cg->t_i8, s, (LLVMValueRef[]){be__i64c(cg, 4 + 4 * j)}, 1, ""), "");
  }
  LLVMValueRef z = be__i32c(cg, 0);
  LLVMValueRef hdiff = LLVMBuildAnd(B, LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntNE, f[0][1], z, ""),
                                                    LLVMBuildICmp(B, LLVMIntNE, f[1][1], z, ""), ""),
                                    LLVMBuildICmp(B, LLVMIntNE, f[0][1], f[1][1], ""), "");
  LLVMValueRef differ = LLVMBuildOr(B, LLVMBuildICmp(B, LLVMIntNE, f[0][0], f[1][0], ""), hdiff, "");
  LLVMBuildCondBr(B, differ, done, slow);
  be__at(cg, slow);
  /* Against a short latin1 constant (a switch on a word read from the input,
     `case "turn on":`), a flat latin1 string of that length is compared
     byte by byte here: the call only for a rope, a wide string or undefined. */
  if (k && (k->wide || k->nbytes == 0 || k->nbytes > 16)) k = NULL;
  LLVMBasicBlockRef bytes_end = NULL;
  LLVMValueRef same = NULL;
  if (k) {
    LLVMValueRef o = k->g == b ? a : b;
    LLVMValueRef fl = LLVMBuildLoad2(B, cg->t_i32, LLVMBuildGEP2(B, cg->t_i8, o, (LLVMValueRef[]){be__i64c(cg, 12)}, 1, ""), "");
    LLVMBasicBlockRef cmp = be__bb(cg, "streq.bytes"), call = be__bb(cg, "streq.call");
    LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntEQ, fl, z, ""), cmp, call);
    be__at(cg, cmp);
    same = be__i1c(cg, true);
    for (uint32_t i = 0; i < k->nbytes; i++) { /* (the lengths are equal: checked above) */
      LLVMValueRef c = LLVMBuildLoad2(B, cg->t_i8, LLVMBuildGEP2(B, cg->t_i8, o, (LLVMValueRef[]){be__i64c(cg, 16 + i)}, 1, ""), "");
      same = LLVMBuildAnd(B, same, LLVMBuildICmp(B, LLVMIntEQ, c, LLVMConstInt(cg->t_i8, k->bytes[i], 0), ""), "");
    }
    bytes_end = LLVMGetInsertBlock(B);
    LLVMBuildBr(B, done);
    be__at(cg, call);
  }
  LLVMValueRef r = be__rt2(cg, "rt_str_equals", cg->t_i1, cg->t_ptr, cg->t_ptr, a, b);
  slow = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, done);
  be__at(cg, done);
  LLVMValueRef phi = LLVMBuildPhi(B, cg->t_i1, "streq");
  LLVMAddIncoming(phi, (LLVMValueRef[]){be__i1c(cg, true), be__i1c(cg, false), r},
                  (LLVMBasicBlockRef[]){from, chk, slow}, 3);
  if (k) LLVMAddIncoming(phi, &same, &bytes_end, 1);
  return phi;
}

/* a === b on two boxed values, as rt_value_strict_equals answers it: two
 * numbers compare as doubles; equal bits are equal (not numbers here);
 * different tags or two specials (undefined, null, booleans) or functions
 * with different bits are not.  Only two strings, two objects (bigints
 * compare by value) or two functions (an adapter is the function it calls:
 * be__fn_eq) with different bits pay the call, so `v === undefined` folds to
 * one compare. */
static LLVMValueRef be__value_eq(be__cg *cg, LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = cg->B;
  LLVMValueRef sh = be__i64c(cg, RT_TAG_SHIFT);
  LLVMValueRef ta = LLVMBuildLShr(B, a, sh, ""), tb = LLVMBuildLShr(B, b, sh, "");
  LLVMValueRef spec = be__i64c(cg, RT_TAG_SPECIAL);
  LLVMValueRef an = LLVMBuildICmp(B, LLVMIntULT, ta, spec, ""), bn = LLVMBuildICmp(B, LLVMIntULT, tb, spec, "");
  LLVMBasicBlockRef num = be__bb(cg, "veq.num"), other = be__bb(cg, "veq.other"), slow = be__bb(cg, "veq.call"),
                    done = be__bb(cg, "veq.done");
  LLVMBuildCondBr(B, LLVMBuildAnd(B, an, bn, ""), num, other);
  be__at(cg, num);
  LLVMValueRef nv = LLVMBuildFCmp(B, LLVMRealOEQ, LLVMBuildBitCast(B, a, cg->t_f64, ""), LLVMBuildBitCast(B, b, cg->t_f64, ""), "");
  LLVMBuildBr(B, done);
  be__at(cg, other);
  LLVMValueRef eq = LLVMBuildICmp(B, LLVMIntEQ, a, b, "");
  LLVMValueRef heap = LLVMBuildOr(B, LLVMBuildICmp(B, LLVMIntEQ, ta, be__i64c(cg, RT_TAG_STRING), ""),
                                  LLVMBuildICmp(B, LLVMIntEQ, ta, be__i64c(cg, RT_TAG_OBJECT), ""), "");
  heap = LLVMBuildOr(B, heap, LLVMBuildICmp(B, LLVMIntEQ, ta, be__i64c(cg, RT_TAG_FUNCTION), ""), "");
  LLVMValueRef ask = LLVMBuildAnd(B, LLVMBuildAnd(B, LLVMBuildNot(B, eq, ""), LLVMBuildICmp(B, LLVMIntEQ, ta, tb, ""), ""),
                                  heap, "");
  LLVMBuildCondBr(B, ask, slow, done);
  be__at(cg, slow);
  LLVMValueRef r = be__rt2(cg, "rt_value_strict_equals", cg->t_i1, cg->t_i64, cg->t_i64, a, b);
  slow = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, done);
  be__at(cg, done);
  LLVMValueRef phi = LLVMBuildPhi(B, cg->t_i1, "veq");
  LLVMAddIncoming(phi, (LLVMValueRef[]){nv, eq, r}, (LLVMBasicBlockRef[]){num, other, slow}, 3);
  return phi;
}

/* a === b on two functions: the same closure, or two that stand for one
 * function through the adapters a conversion between function types makes
 * (a listener stored as `(...args: any[]) => void`, runtime/fnadapt.c). */
static LLVMValueRef be__fn_eq(be__cg *cg, LLVMValueRef a, LLVMValueRef b) {
  LLVMBuilderRef B = cg->B;
  LLVMValueRef eq = LLVMBuildICmp(B, LLVMIntEQ, a, b, "");
  LLVMBasicBlockRef from = LLVMGetInsertBlock(B), slow = be__bb(cg, "fneq.call"), done = be__bb(cg, "fneq.done");
  LLVMBuildCondBr(B, eq, done, slow);
  be__at(cg, slow);
  LLVMValueRef r = be__rt2(cg, "rt_fn_same", cg->t_i1, cg->t_ptr, cg->t_ptr, a, b);
  slow = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, done);
  be__at(cg, done);
  LLVMValueRef phi = LLVMBuildPhi(B, cg->t_i1, "fneq");
  LLVMAddIncoming(phi, (LLVMValueRef[]){be__i1c(cg, true), r}, (LLVMBasicBlockRef[]){from, slow}, 2);
  return phi;
}

static LLVMValueRef be__strict_eq(be__cg *cg, be__cv a, be__cv b, uint32_t t) {
  switch (be__kind(cg, t)) {
  case FE_IR_K_NUMBER:
    if (a.is_int && b.is_int) return LLVMBuildICmp(cg->B, LLVMIntEQ, a.v, b.v, "");
    return LLVMBuildFCmp(cg->B, LLVMRealOEQ, be__as_f64(cg, a), be__as_f64(cg, b), "");
  case FE_IR_K_STRING: return be__str_eq(cg, a.v, b.v);
  case FE_IR_K_BOOLEAN: return LLVMBuildICmp(cg->B, LLVMIntEQ, a.v, b.v, "");
  case FE_IR_K_VALUE: {
    /* against undefined, null, true or false (one bit pattern each, never a
       number's): the words are equal (`l === null` in a linked structure) */
    LLVMValueRef k = LLVMIsAConstantInt(a.v) ? a.v : LLVMIsAConstantInt(b.v) ? b.v : NULL;
    if (k && LLVMConstIntGetZExtValue(k) >> RT_TAG_SHIFT == RT_TAG_SPECIAL) return LLVMBuildICmp(cg->B, LLVMIntEQ, a.v, b.v, "");
    return be__value_eq(cg, a.v, b.v);
  }
  case FE_IR_K_FUNCTION: return be__fn_eq(cg, a.v, b.v);
  case FE_IR_K_ARRAY: case FE_IR_K_OBJECT: return LLVMBuildICmp(cg->B, LLVMIntEQ, a.v, b.v, "");
  default: return be__i1c(cg, true);
  }
}

/* JS `%` on doubles.  fmod is slow (tens of ns), and most `%` in real code
 * divides integers the range analysis could not prove integral (parameters,
 * parsed input).  So: when both operands hold integers at run time, the
 * dividend is positive (a zero or negative dividend may need -0) and the
 * divisor is nonzero, use an integer remainder; otherwise frem.  Both give
 * the same double. */
static LLVMValueRef be__fmod(be__cg *cg, LLVMValueRef l, LLVMValueRef r) {
  LLVMBuilderRef B = cg->B;
  LLVMTypeRef tys[2] = {cg->t_i64, cg->t_f64};
  unsigned id = LLVMLookupIntrinsicID("llvm.fptosi.sat", 15);
  LLVMValueRef sat = LLVMGetIntrinsicDeclaration(cg->M, id, tys, 2);
  LLVMTypeRef sat_t = LLVMIntrinsicGetType(cg->C, id, tys, 2);
  LLVMValueRef li = LLVMBuildCall2(B, sat_t, sat, &l, 1, "");
  LLVMValueRef ri = LLVMBuildCall2(B, sat_t, sat, &r, 1, "");
  LLVMValueRef ok = LLVMBuildAnd(
      B, LLVMBuildICmp(B, LLVMIntSGT, li, be__i64c(cg, 0), ""),
      LLVMBuildAnd(B, LLVMBuildFCmp(B, LLVMRealOEQ, LLVMBuildSIToFP(B, li, cg->t_f64, ""), l, ""),
                   LLVMBuildFCmp(B, LLVMRealOEQ, LLVMBuildSIToFP(B, ri, cg->t_f64, ""), r, ""), ""),
      "");
  ok = LLVMBuildAnd(B, ok, LLVMBuildICmp(B, LLVMIntNE, ri, be__i64c(cg, 0), ""), "");
  LLVMBasicBlockRef fast = be__bb(cg, "mod.int"), slow = be__bb(cg, "mod.fp"), done = be__bb(cg, "mod.done");
  LLVMBuildCondBr(B, ok, fast, slow);
  be__at(cg, fast);
  LLVMValueRef vi = LLVMBuildSIToFP(B, LLVMBuildSRem(B, li, ri, ""), cg->t_f64, "");
  LLVMBuildBr(B, done);
  be__at(cg, slow);
  LLVMValueRef vf = LLVMBuildFRem(B, l, r, "");
  LLVMBuildBr(B, done);
  be__at(cg, done);
  LLVMValueRef phi = LLVMBuildPhi(B, cg->t_f64, "");
  LLVMValueRef vals[2] = {vi, vf};
  LLVMBasicBlockRef from[2] = {fast, slow};
  LLVMAddIncoming(phi, vals, from, 2);
  return phi;
}

/* `%` of two int-specialised values.  The range analysis often knows more
 * than LLVM can rediscover through a loop's phis: with a dividend proven
 * non-negative and a divisor proven positive, `a % b` is the unsigned
 * remainder, which by a constant is a multiply-high and a shift with none of
 * the signed remainder's sign fix-ups (and tells LLVM the result is
 * non-negative too). */
/* (x + y) % c for a constant c >= 1, where the range analysis proves x in
 * [0, c) and y >= 0: x + (y % c) is below 2c, so one conditional
 * subtraction finishes it; returns NULL when that does not apply.  An
 * accumulator kept reduced by % (modular sums, hashes, LCGs, ring-buffer
 * indices) is loop-carried while y usually is not, so the division by a
 * constant (multiply-high, shift, multiply, subtract: ~10 cycles) leaves
 * the carried chain, which keeps an add, a compare and a select.  l is the
 * add already built for the node na, read back to get its two operands. */
#define BE__REM_SUM_MAX 4503599627370496.0 /* 2^52: x + (y % c) < 2c stays exact */
static LLVMValueRef be__rem_of_reduced_sum(be__cg *cg, uint32_t na, be_range rb, LLVMValueRef l, LLVMValueRef r) {
  const fe_ir_node *x = &cg->m->nodes[na];
  if (!(rb.lo == rb.hi && rb.lo >= 1 && rb.lo < BE__REM_SUM_MAX) || x->op != FE_IR_BINARY || x->flags != FE_IR_ADD)
    return NULL;
  if (!LLVMIsAInstruction(l) || LLVMGetInstructionOpcode(l) != LLVMAdd || !LLVMIsAConstantInt(r)) return NULL;
  be_range r0 = be__range_of(cg->rg, x->a), r1 = be__range_of(cg->rg, x->b);
  double c = rb.lo;
  int red; /* the operand already in [0, c) */
  if (r0.lo >= 0 && r0.hi < c && r1.lo >= 0) red = 0;
  else if (r1.lo >= 0 && r1.hi < c && r0.lo >= 0) red = 1;
  else return NULL;
  LLVMBuilderRef B = cg->B;
  LLVMValueRef xv = LLVMGetOperand(l, (unsigned)red), yv = LLVMGetOperand(l, (unsigned)!red);
  be_range ry = red ? r0 : r1;
  LLVMValueRef ym = ry.hi < c ? yv : LLVMBuildURem(B, yv, r, "");
  LLVMValueRef sum = LLVMBuildNUWAdd(B, xv, ym, "");
  LLVMValueRef big = LLVMBuildICmp(B, LLVMIntUGE, sum, r, "");
  return LLVMBuildSelect(B, big, LLVMBuildNUWSub(B, sum, r, ""), sum, "");
}

static LLVMValueRef be__int_rem(be__cg *cg, uint32_t na, uint32_t nb, LLVMValueRef l, LLVMValueRef r) {
  be_range ra = be__range_of(cg->rg, na), rb = be__range_of(cg->rg, nb);
  if (ra.lo >= 0 && rb.lo >= 1) {
    LLVMValueRef v = be__rem_of_reduced_sum(cg, na, rb, l, r);
    return v ? v : LLVMBuildURem(cg->B, l, r, "");
  }
  return LLVMBuildSRem(cg->B, l, r, "");
}

static be__cv be__binary(be__cg *cg, uint32_t n) {
  const fe_ir_node *x = &cg->m->nodes[n];
  uint32_t ot = be__ntype(cg, x->a);
  int ok = be__kind(cg, ot);
  int op = x->flags;
  bool as_int = be__node_int(cg, n);
  be__cv a = be__expr(cg, x->a);
  be__cv b = be__expr(cg, x->b);
  LLVMBuilderRef B = cg->B;

  if (ok == FE_IR_K_NUMBER) {
    bool ints = be__node_int(cg, x->a) && be__node_int(cg, x->b);
    switch (op) {
    case FE_IR_ADD: case FE_IR_SUB: case FE_IR_MUL: case FE_IR_MOD:
      if (as_int && ints) {
        LLVMValueRef l = be__as_i64(cg, a), r = be__as_i64(cg, b);
        if (op == FE_IR_ADD) return be__cv_(LLVMBuildNSWAdd(B, l, r, ""), true);
        if (op == FE_IR_SUB) return be__cv_(LLVMBuildNSWSub(B, l, r, ""), true);
        if (op == FE_IR_MUL) return be__cv_(LLVMBuildNSWMul(B, l, r, ""), true);
        return be__cv_(be__int_rem(cg, x->a, x->b, l, r), true);
      }
      {
        LLVMValueRef l = be__as_f64(cg, a), r = be__as_f64(cg, b);
        if (op == FE_IR_ADD) return be__cv_(LLVMBuildFAdd(B, l, r, ""), false);
        if (op == FE_IR_SUB) return be__cv_(LLVMBuildFSub(B, l, r, ""), false);
        if (op == FE_IR_MUL) return be__cv_(LLVMBuildFMul(B, l, r, ""), false);
        return be__cv_(be__fmod(cg, l, r), false);
      }
    case FE_IR_DIV: return be__cv_(LLVMBuildFDiv(B, be__as_f64(cg, a), be__as_f64(cg, b), ""), false);
    case FE_IR_POW:
      return be__cv_(be__rt2(cg, "rt_math_pow", cg->t_f64, cg->t_f64, cg->t_f64, be__as_f64(cg, a),
                             be__as_f64(cg, b)),
                     false);
    case FE_IR_BAND: case FE_IR_BOR: case FE_IR_BXOR: case FE_IR_SHL: case FE_IR_SAR:
    case FE_IR_SHR: {
      LLVMValueRef l = be__to_i32(cg, a), r = be__to_i32(cg, b), v;
      LLVMValueRef cnt = LLVMBuildAnd(B, r, be__i32c(cg, 31), "");
      switch (op) {
      case FE_IR_BAND: v = LLVMBuildAnd(B, l, r, ""); break;
      case FE_IR_BOR: v = LLVMBuildOr(B, l, r, ""); break;
      case FE_IR_BXOR: v = LLVMBuildXor(B, l, r, ""); break;
      case FE_IR_SHL: v = LLVMBuildShl(B, l, cnt, ""); break;
      case FE_IR_SAR: v = LLVMBuildAShr(B, l, cnt, ""); break;
      default: v = LLVMBuildLShr(B, l, cnt, ""); break;
      }
      if (op == FE_IR_SHR) {
        if (as_int) return be__cv_(LLVMBuildZExt(B, v, cg->t_i64, ""), true);
        return be__cv_(LLVMBuildUIToFP(B, v, cg->t_f64, ""), false);
      }
      if (as_int) return be__cv_(LLVMBuildSExt(B, v, cg->t_i64, ""), true);
      return be__cv_(LLVMBuildSIToFP(B, v, cg->t_f64, ""), false);
    }
    case FE_IR_LT: case FE_IR_LE: case FE_IR_GT: case FE_IR_GE: case FE_IR_EQ: case FE_IR_NE:
    case FE_IR_LOOSE_EQ: case FE_IR_LOOSE_NE: {
      if (a.is_int && b.is_int) {
        LLVMIntPredicate p = op == FE_IR_LT ? LLVMIntSLT : op == FE_IR_LE ? LLVMIntSLE
                           : op == FE_IR_GT ? LLVMIntSGT : op == FE_IR_GE ? LLVMIntSGE
                           : (op == FE_IR_EQ || op == FE_IR_LOOSE_EQ) ? LLVMIntEQ : LLVMIntNE;
        return be__cv_(LLVMBuildICmp(B, p, a.v, b.v, ""), false);
      }
      LLVMRealPredicate p = op == FE_IR_LT ? LLVMRealOLT : op == FE_IR_LE ? LLVMRealOLE
                          : op == FE_IR_GT ? LLVMRealOGT : op == FE_IR_GE ? LLVMRealOGE
                          : (op == FE_IR_EQ || op == FE_IR_LOOSE_EQ) ? LLVMRealOEQ : LLVMRealUNE;
      return be__cv_(LLVMBuildFCmp(B, p, be__as_f64(cg, a), be__as_f64(cg, b), ""), false);
    }
    default: break;
    }
  } else if (ok == FE_IR_K_STRING) {
    switch (op) {
    case FE_IR_ADD:
      return be__cv_(be__rt2(cg, "rt_str_concat", cg->t_ptr, cg->t_ptr, cg->t_ptr, a.v, b.v), false);
    case FE_IR_EQ: case FE_IR_LOOSE_EQ: return be__cv_(be__strict_eq(cg, a, b, ot), false);
    case FE_IR_NE: case FE_IR_LOOSE_NE:
      return be__cv_(LLVMBuildNot(B, be__strict_eq(cg, a, b, ot), ""), false);
    case FE_IR_LT: case FE_IR_LE: case FE_IR_GT: case FE_IR_GE: {
      LLVMValueRef c = be__rt2(cg, "rt_str_compare", cg->t_i32, cg->t_ptr, cg->t_ptr, a.v, b.v);
      LLVMIntPredicate p = op == FE_IR_LT ? LLVMIntSLT : op == FE_IR_LE ? LLVMIntSLE
                         : op == FE_IR_GT ? LLVMIntSGT : LLVMIntSGE;
      return be__cv_(LLVMBuildICmp(B, p, c, be__i32c(cg, 0), ""), false);
    }
    default: break;
    }
  } else if (ok == FE_IR_K_VALUE) {
    switch (op) {
    case FE_IR_EQ: return be__cv_(be__strict_eq(cg, a, b, ot), false);
    case FE_IR_NE: return be__cv_(LLVMBuildNot(B, be__strict_eq(cg, a, b, ot), ""), false);
    case FE_IR_LOOSE_EQ: case FE_IR_LOOSE_NE: {
      LLVMValueRef e = be__rt2(cg, "rt_value_loose_equals", cg->t_i1, cg->t_i64, cg->t_i64, a.v, b.v);
      return be__cv_(op == FE_IR_LOOSE_EQ ? e : LLVMBuildNot(B, e, ""), false);
    }
    case FE_IR_LT: case FE_IR_LE: case FE_IR_GT: case FE_IR_GE: {
      bool swap = op == FE_IR_GT || op == FE_IR_GE;
      bool oreq = op == FE_IR_LE || op == FE_IR_GE;
      LLVMTypeRef pt[3] = {cg->t_i64, cg->t_i64, cg->t_i1};
      LLVMValueRef args[3] = {swap ? b.v : a.v, swap ? a.v : b.v, be__i1c(cg, oreq)};
      return be__cv_(be__rt(cg, "rt_value_less", cg->t_i1, 3, pt, args), false);
    }
    default: break;
    }
  } else if (ok == FE_IR_K_BOOLEAN || ok == FE_IR_K_FUNCTION || ok == FE_IR_K_ARRAY || ok == FE_IR_K_OBJECT) {
    switch (op) {
    case FE_IR_EQ: case FE_IR_LOOSE_EQ: return be__cv_(LLVMBuildICmp(B, LLVMIntEQ, a.v, b.v, ""), false);
    case FE_IR_NE: case FE_IR_LOOSE_NE: return be__cv_(LLVMBuildICmp(B, LLVMIntNE, a.v, b.v, ""), false);
    case FE_IR_LT: case FE_IR_LE: case FE_IR_GT: case FE_IR_GE:
      if (ok == FE_IR_K_BOOLEAN) {
        LLVMIntPredicate p = op == FE_IR_LT ? LLVMIntULT : op == FE_IR_LE ? LLVMIntULE
                           : op == FE_IR_GT ? LLVMIntUGT : LLVMIntUGE;
        return be__cv_(LLVMBuildICmp(B, p, a.v, b.v, ""), false);
      }
      break;
    default: break;
    }
  } else { /* undefined x undefined, null x null */
    switch (op) {
    case FE_IR_EQ: case FE_IR_LOOSE_EQ: return be__cv_(be__i1c(cg, true), false);
    case FE_IR_NE: case FE_IR_LOOSE_NE: return be__cv_(be__i1c(cg, false), false);
    case FE_IR_LT: case FE_IR_GT: return be__cv_(be__i1c(cg, false), false);
    case FE_IR_LE: case FE_IR_GE: return be__cv_(be__i1c(cg, ok == FE_IR_K_NULL), false);
    default: break;
    }
  }
  be__fail(cg, "unsupported binary operator %d on type %u", op, ot);
  LLVMTypeRef lt = be__lty(cg, be__ntype(cg, n));
  return be__cv_(lt ? LLVMGetUndef(lt) : NULL, false);
}

static be__cv be__unary(be__cg *cg, uint32_t n) {
  const fe_ir_node *x = &cg->m->nodes[n];
  uint32_t ot = be__ntype(cg, x->a);
  if (x->flags == FE_IR_TYPEOF && be__kind(cg, ot) == FE_IR_K_BOOLEAN) { /* a local or field may hold undefined */
    LLVMValueRef und = LLVMBuildICmp(cg->B, LLVMIntEQ, be__bool_byte(cg, x->a), LLVMConstInt(cg->t_i8, RT_BOOL_UNDEF, 0), "");
    return be__cv_(LLVMBuildSelect(cg->B, und, be__cstr(cg, "undefined"), be__cstr(cg, "boolean"), ""), false);
  }
  be__cv a = be__expr(cg, x->a);
  switch (x->flags) {
  case FE_IR_NEG:
    if (be__node_int(cg, n) && be__node_int(cg, x->a))
      return be__cv_(LLVMBuildNSWSub(cg->B, be__i64c(cg, 0), be__as_i64(cg, a), ""), true);
    return be__cv_(LLVMBuildFNeg(cg->B, be__as_f64(cg, a), ""), false);
  case FE_IR_PLUS: return a;
  case FE_IR_NOT: return be__cv_(LLVMBuildNot(cg->B, be__truthy(cg, a, ot), ""), false);
  case FE_IR_BITNOT: {
    LLVMValueRef v = LLVMBuildNot(cg->B, be__to_i32(cg, a), "");
    if (be__node_int(cg, n)) return be__cv_(LLVMBuildSExt(cg->B, v, cg->t_i64, ""), true);
    return be__cv_(LLVMBuildSIToFP(cg->B, v, cg->t_f64, ""), false);
  }
  case FE_IR_TYPEOF:
    switch (be__kind(cg, ot)) {
    case FE_IR_K_UNDEFINED: return be__cv_(be__cstr(cg, "undefined"), false);
    case FE_IR_K_NULL: return be__cv_(be__cstr(cg, "object"), false);
    case FE_IR_K_BOOLEAN: return be__cv_(be__cstr(cg, "boolean"), false);
    case FE_IR_K_NUMBER: {
      if (a.is_int) return be__cv_(be__cstr(cg, "number"), false);
      LLVMValueRef bits = LLVMBuildBitCast(cg->B, a.v, cg->t_i64, "");
      LLVMValueRef und = LLVMBuildICmp(cg->B, LLVMIntEQ, bits, be__i64c(cg, RT_F64_HOLE), ""); /* see be__box_number */
      return be__cv_(LLVMBuildSelect(cg->B, und, be__cstr(cg, "undefined"), be__cstr(cg, "number"), ""), false);
    }
    case FE_IR_K_FUNCTION: case FE_IR_K_ARRAY: case FE_IR_K_OBJECT: { /* NULL: undefined (see be__truthy) */
      LLVMValueRef und = LLVMBuildICmp(cg->B, LLVMIntEQ, a.v, LLVMConstNull(LLVMTypeOf(a.v)), "");
      const char *k = be__kind(cg, ot) == FE_IR_K_FUNCTION ? "function" : "object";
      return be__cv_(LLVMBuildSelect(cg->B, und, be__cstr(cg, "undefined"), be__cstr(cg, k), ""), false);
    }
    case FE_IR_K_STRING: {
      LLVMValueRef und = LLVMBuildICmp(cg->B, LLVMIntEQ, a.v, be__str_undef(cg), "");
      return be__cv_(LLVMBuildSelect(cg->B, und, be__cstr(cg, "undefined"), be__cstr(cg, "string"), ""),
                     false);
    }
    default: {
      /* A boxed value: its tag answers but for an object (a bigint, a symbol,
         a class as a value), which the runtime tells apart.  The answer is
         the program's own constant, so `typeof v === "number"` folds to a
         test of the tag. */
      LLVMBuilderRef B = cg->B;
      LLVMValueRef tag = LLVMBuildLShr(B, a.v, be__i64c(cg, RT_TAG_SHIFT), "");
      LLVMValueRef spec = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, a.v, be__i64c(cg, RT_UNDEFINED), ""), be__cstr(cg, "undefined"),
                                          LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, a.v, be__i64c(cg, RT_NULL), ""),
                                                          be__cstr(cg, "object"), be__cstr(cg, "boolean"), ""), "");
      LLVMValueRef r = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, tag, be__i64c(cg, RT_TAG_FUNCTION), ""), be__cstr(cg, "function"), spec, "");
      r = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, tag, be__i64c(cg, RT_TAG_STRING), ""), be__cstr(cg, "string"), r, "");
      r = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntULT, tag, be__i64c(cg, RT_TAG_SPECIAL), ""), be__cstr(cg, "number"), r, "");
      LLVMBasicBlockRef from = LLVMGetInsertBlock(B), obj = be__bb(cg, "typeof.obj"), done = be__bb(cg, "typeof.done");
      LLVMBasicBlockRef kind = be__bb(cg, "typeof.kind");
      LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntEQ, tag, be__i64c(cg, RT_TAG_OBJECT), ""), kind, done);
      /* An array, a Map or a Set is an "object" without asking the runtime
         (`typeof x === "number"` on a number | T[] union in a hot loop);
         only a class instance (a symbol, a class as a value) and a bigint
         need rt_typeof. */
      be__at(cg, kind);
      LLVMValueRef p = be__payload_ptr(cg, a.v);
      LLVMBasicBlockRef head = be__bb(cg, "typeof.head");
      LLVMBuildCondBr(B, LLVMBuildIsNull(B, p, ""), obj, head);
      be__at(cg, head);
      LLVMValueRef k = LLVMBuildAnd(B, LLVMBuildLoad2(B, cg->t_i32, p, "kind"), be__i32c(cg, 0xFF), "");
      LLVMValueRef asks = LLVMBuildOr(B, LLVMBuildICmp(B, LLVMIntEQ, k, be__i32c(cg, RT_KIND_OBJECT), ""),
                                      LLVMBuildICmp(B, LLVMIntEQ, k, be__i32c(cg, RT_KIND_BIGINT), ""), "");
      LLVMBuildCondBr(B, asks, obj, done);
      be__at(cg, obj);
      LLVMValueRef o = be__rt1(cg, "rt_typeof", cg->t_ptr, cg->t_i64, a.v);
      obj = LLVMGetInsertBlock(B);
      LLVMBuildBr(B, done);
      be__at(cg, done);
      LLVMValueRef phi = LLVMBuildPhi(B, cg->t_ptr, "typeof");
      LLVMAddIncoming(phi, (LLVMValueRef[]){r, o, be__cstr(cg, "object")}, (LLVMBasicBlockRef[]){from, obj, head}, 3);
      return be__cv_(phi, false);
    }
    }
  default: break;
  }
  be__fail(cg, "unsupported unary operator %d", x->flags);
  return be__cv_(LLVMGetUndef(cg->t_f64), false);
}

/* Shared by COND and LOGICAL: a phi over two incoming values of node n's type. */
static be__cv be__phi(be__cg *cg, uint32_t n, LLVMValueRef v1, LLVMBasicBlockRef b1,
                      LLVMValueRef v2, LLVMBasicBlockRef b2, bool is_int) {
  LLVMTypeRef lt = is_int ? cg->t_i64 : be__lty(cg, be__ntype(cg, n));
  if (!lt) return be__cv_(NULL, false);
  LLVMValueRef phi = LLVMBuildPhi(cg->B, lt, "");
  LLVMAddIncoming(phi, (LLVMValueRef[]){v1, v2}, (LLVMBasicBlockRef[]){b1, b2}, 2);
  return be__cv_(phi, is_int);
}

static LLVMValueRef be__rep(be__cg *cg, be__cv x, uint32_t t, bool is_int) {
  if (be__kind(cg, t) == FE_IR_K_NUMBER) return be__num_in(cg, x, is_int);
  return x.v;
}

static be__cv be__cond(be__cg *cg, uint32_t n) {
  const fe_ir_node *x = &cg->m->nodes[n];
  uint32_t t = be__ntype(cg, n);
  bool is_int = be__node_int(cg, n);
  LLVMValueRef c = be__truthy(cg, be__expr(cg, x->a), be__ntype(cg, x->a));
  LLVMBasicBlockRef bt = be__bb(cg, "cond.then"), bf = be__bb(cg, "cond.else"),
                    done = be__bb(cg, "cond.done");
  LLVMBuildCondBr(cg->B, c, bt, bf);
  be__at(cg, bt);
  LLVMValueRef v1 = be__rep(cg, be__expr(cg, x->b), t, is_int);
  LLVMBasicBlockRef e1 = LLVMGetInsertBlock(cg->B);
  LLVMBuildBr(cg->B, done);
  be__at(cg, bf);
  LLVMValueRef v2 = be__rep(cg, be__expr(cg, x->c), t, is_int);
  LLVMBasicBlockRef e2 = LLVMGetInsertBlock(cg->B);
  LLVMBuildBr(cg->B, done);
  be__at(cg, done);
  return be__phi(cg, n, v1, e1, v2, e2, is_int);
}

static be__cv be__logical(be__cg *cg, uint32_t n) {
  const fe_ir_node *x = &cg->m->nodes[n];
  uint32_t t = be__ntype(cg, n), lt = be__ntype(cg, x->a);
  bool is_int = be__node_int(cg, n);
  LLVMValueRef lbyte = NULL; /* a boolean left operand that may hold undefined (be__bool_byte) */
  if (x->flags == FE_IR_NULLISH && be__kind(cg, lt) == FE_IR_K_BOOLEAN) lbyte = be__bool_byte(cg, x->a);
  be__cv l = lbyte ? be__cv_(LLVMBuildTrunc(cg->B, lbyte, cg->t_i1, ""), false) : be__expr(cg, x->a);
  LLVMValueRef go_rhs; /* i1: evaluate the right-hand side */
  if (x->flags == FE_IR_NULLISH) {
    switch (be__kind(cg, lt)) {
    case FE_IR_K_BOOLEAN: go_rhs = LLVMBuildICmp(cg->B, LLVMIntEQ, lbyte, LLVMConstInt(cg->t_i8, RT_BOOL_UNDEF, 0), ""); break;
    case FE_IR_K_UNDEFINED: case FE_IR_K_NULL: go_rhs = be__i1c(cg, true); break;
    case FE_IR_K_VALUE:
      go_rhs = LLVMBuildOr(cg->B, LLVMBuildICmp(cg->B, LLVMIntEQ, l.v, be__i64c(cg, RT_UNDEFINED), ""),
                           LLVMBuildICmp(cg->B, LLVMIntEQ, l.v, be__i64c(cg, RT_NULL), ""), "");
      break;
    case FE_IR_K_STRING: go_rhs = LLVMBuildICmp(cg->B, LLVMIntEQ, l.v, be__str_undef(cg), ""); break;
    case FE_IR_K_NUMBER: /* `xs[i] ?? d` past the end of a number[]: the hole pattern is undefined */
      go_rhs = l.is_int ? be__i1c(cg, false)
                        : LLVMBuildICmp(cg->B, LLVMIntEQ, LLVMBuildBitCast(cg->B, l.v, cg->t_i64, ""),
                                        be__i64c(cg, RT_F64_HOLE), "");
      break;
    case FE_IR_K_FUNCTION: case FE_IR_K_ARRAY: case FE_IR_K_OBJECT: /* NULL: undefined (see be__truthy) */
      go_rhs = LLVMBuildICmp(cg->B, LLVMIntEQ, l.v, LLVMConstNull(LLVMTypeOf(l.v)), "");
      break;
    default: go_rhs = be__i1c(cg, false); break;
    }
  } else {
    LLVMValueRef tr = be__truthy(cg, l, lt);
    go_rhs = x->flags == FE_IR_AND ? tr : LLVMBuildNot(cg->B, tr, "");
  }
  /* The short-circuit result: the left operand converted to the node's type
     (pure, so computing it before the branch is fine). */
  LLVMValueRef sv = NULL;
  if (!(x->flags == FE_IR_NULLISH && (be__kind(cg, lt) == FE_IR_K_UNDEFINED || be__kind(cg, lt) == FE_IR_K_NULL)))
    sv = be__rep(cg, be__convert(cg, l, lt, t, true), t, is_int);
  LLVMBasicBlockRef here = LLVMGetInsertBlock(cg->B);
  LLVMBasicBlockRef brhs = be__bb(cg, "logic.rhs"), done = be__bb(cg, "logic.done");
  LLVMBuildCondBr(cg->B, go_rhs, brhs, done);
  be__at(cg, brhs);
  LLVMValueRef rv = be__rep(cg, be__expr(cg, x->b), t, is_int);
  LLVMBasicBlockRef erhs = LLVMGetInsertBlock(cg->B);
  LLVMBuildBr(cg->B, done);
  be__at(cg, done);
  LLVMTypeRef ty = is_int ? cg->t_i64 : be__lty(cg, t);
  if (!ty) return be__cv_(NULL, false);
  if (!sv) sv = LLVMGetUndef(ty); /* that edge is never taken */
  return be__phi(cg, n, sv, here, rv, erhs, is_int);
}

/* Arguments of a call to a function of type ft (callee: its index, or
 * FE_IR_NONE for an indirect call): converted, void ones dropped. */
static unsigned be__call_args(be__cg *cg, uint32_t ft, uint32_t callee, uint32_t list, uint32_t count,
                              LLVMValueRef *out) {
  const fe_ir_type *t = &cg->m->types[ft];
  unsigned k = 0;
  out[k++] = LLVMConstNull(cg->t_ptr);
  for (uint32_t i = 0; i < count; i++) {
    uint32_t an = cg->m->extra[list + i];
    if (i < t->nparams && be__kind(cg, cg->m->extra[t->list + i]) == FE_IR_K_BOOLEAN) { /* a byte (be__byte_at) */
      out[k++] = be__bool_byte(cg, an);
      continue;
    }
    be__cv v = be__expr(cg, an);
    uint32_t pt = i < t->nparams ? cg->m->extra[t->list + i] : be__ntype(cg, an);
    if (!be__lty(cg, pt)) continue;
    if (be__kind(cg, pt) == FE_IR_K_NUMBER)
      v.v = callee != FE_IR_NONE && be__param_is_int(cg->rg, callee, i) ? be__as_i64(cg, v) : be__as_f64(cg, v);
    if (i < t->nparams) out[k++] = v.v;
  }
  return k;
}

static be__cv be__call_result(be__cg *cg, LLVMValueRef r, uint32_t rt) {
  if (!be__lty(cg, rt)) return be__cv_(NULL, false);
  return be__cv_(r, false);
}

/* A call's boolean result, a byte: its low bit as the i1, the byte kept for
 * be__bool_byte (which reads it right after evaluating the call). */
static be__cv be__byte_result(be__cg *cg, LLVMValueRef r) {
  cg->last_byte = r;
  return be__cv_(LLVMBuildTrunc(cg->B, r, cg->t_i1, ""), false);
}

static LLVMTypeRef be__letter_type(be__cg *cg, char c) {
  switch (c) {
  case 'N': return cg->t_f64;
  case 'S': return cg->t_ptr;
  case 'B': return cg->t_i1;
  case 'V': return cg->t_i64;
  case 'A': case 'O': case 'F': return cg->t_ptr;
  default: return cg->t_void;
  }
}

/* An array's index i (a number) as an i64 in [0, length), with ok = it is
 * one; the rest goes to the runtime. */
static LLVMValueRef be__array_index(be__cg *cg, be__cv i, LLVMValueRef len, LLVMValueRef *ok) {
  LLVMBuilderRef B = cg->B;
  LLVMValueRef iv;
  LLVMValueRef exact = be__i1c(cg, true);
  if (i.is_int) {
    iv = i.v;
  } else {
    LLVMTypeRef tys[2] = {cg->t_i64, cg->t_f64};
    unsigned id = LLVMLookupIntrinsicID("llvm.fptosi.sat", 15);
    LLVMValueRef sat = LLVMGetIntrinsicDeclaration(cg->M, id, tys, 2);
    iv = LLVMBuildCall2(B, LLVMIntrinsicGetType(cg->C, id, tys, 2), sat, &i.v, 1, "");
    exact = LLVMBuildFCmp(B, LLVMRealOEQ, LLVMBuildSIToFP(B, iv, cg->t_f64, ""), i.v, "");
  }
  /* unsigned compare: a negative index is huge */
  LLVMValueRef in = LLVMBuildICmp(B, LLVMIntULT, iv, LLVMBuildZExt(B, len, cg->t_i64, ""), "");
  *ok = LLVMBuildAnd(B, exact, in, "");
  return iv;
}

/* Typed-array storages: the LLVM type of an element, whether a load is
 * signed, and whether a store converts to an integer (ToInt32 and kin). */
static LLVMTypeRef be__typed_storage(be__cg *cg, uint32_t typed) {
  switch (typed) {
  case FE_IR_TYPED_I32: case FE_IR_TYPED_U32: return cg->t_i32;
  case FE_IR_TYPED_U8: case FE_IR_TYPED_I8: case FE_IR_TYPED_U8C: return cg->t_i8;
  case FE_IR_TYPED_I16: case FE_IR_TYPED_U16: return cg->t_i16;
  case FE_IR_TYPED_F32: return cg->t_f32;
  default: return cg->t_i64;
  }
}
static bool be__typed_signed(uint32_t typed) {
  return typed == FE_IR_TYPED_I32 || typed == FE_IR_TYPED_I8 || typed == FE_IR_TYPED_I16;
}
static bool be__typed_int(uint32_t typed) {
  return typed > FE_IR_TYPED_F64 && typed != FE_IR_TYPED_F32 && typed != FE_IR_TYPED_U8C;
}

/* Open-coded array length, element read and number-element write: a load or
 * store when the array is non-null, holds doubles (elem F64) and the index
 * is an element; everything else calls the runtime (same results).  A typed
 * array's storage is known from its IR type: the load or store has the
 * storage's width (an integer store converts in the fast path when the
 * number is within int64 range, where ToInt32 and kin are a truncation; a
 * Float32 store rounds to float as Math.fround, a clamped one clamps and
 * rounds ties to even).
 * A plain array's store takes the fast path only with no flags (@5) set, so
 * that a frozen, sealed or non-extensible one is checked by the runtime.
 * rt_array: gc u32 @0, elem u8 @4, flags u8 @5, length u32 @8, data ptr @16. */
#define BE_NO_UNBOX UINT32_MAX
static be__cv be__array_op_as(be__cg *cg, uint32_t n, const fe_ir_node *x, const uint32_t *args, bool is_int, uint32_t to);
static be__cv be__array_op(be__cg *cg, uint32_t n, const fe_ir_node *x, const uint32_t *args, bool is_int) {
  return be__array_op_as(cg, n, x, args, is_int, BE_NO_UNBOX);
}

/* An element read unboxed at once to a string, object, array or function
 * (CONVERT UNBOX of ARRAY_GET, `const c = grid[y][x]` of a string[][]):
 * be__array_op_as with `to` that IR type answers the pointer itself, so a
 * PTR element is not boxed by its heap kind only to be unboxed again. */
static bool be__unbox_ptr_kind(int tk) {
  return tk == FE_IR_K_STRING || tk == FE_IR_K_OBJECT || tk == FE_IR_K_ARRAY || tk == FE_IR_K_FUNCTION;
}

/* (to: BE_NO_UNBOX, or the pointer type an ARRAY_GET's value is unboxed to, see above) */
static be__cv be__array_op_as(be__cg *cg, uint32_t n, const fe_ir_node *x, const uint32_t *args, bool is_int, uint32_t to) {
  LLVMBuilderRef B = cg->B;
  const fe_ir_builtin_info *bi = &fe_ir_builtins[x->a];
  be__cv a = be__expr(cg, args[0]);
  uint32_t typed = cg->m->types[be__ntype(cg, args[0])].typed;
  be__cv i = {NULL, false}, v = {NULL, false};
  if (x->c > 1) i = be__expr(cg, args[1]);
  if (x->c > 2) v = be__expr(cg, args[2]);
  /* an ordinary array of strings, arrays or objects (PTR storage, or VALUE
     once promoted) or of other non-numbers (VALUE): open-coded too */
  uint32_t et = cg->m->types[be__ntype(cg, args[0])].list;
  bool boxes = !typed && x->a != FE_IR_B_ARRAY_LENGTH && fe_ir_array_elem(cg->m->types, et) != RT_ELEM_F64;
  bool as = to != BE_NO_UNBOX && boxes && x->a == FE_IR_B_ARRAY_GET;
  LLVMValueRef is_ptr = NULL;
  LLVMValueRef nonnull = LLVMBuildICmp(B, LLVMIntNE, a.v, LLVMConstNull(cg->t_ptr), "");
  LLVMBasicBlockRef chk = be__bb(cg, "arr.chk"), fast = be__bb(cg, "arr.fast"), slow = be__bb(cg, "arr.slow"),
                    done = be__bb(cg, "arr.done");
  LLVMBuildCondBr(B, nonnull, chk, slow);
  be__at(cg, chk);
  LLVMValueRef len = LLVMBuildLoad2(B, cg->t_i32, LLVMBuildGEP2(B, cg->t_i8, a.v, (LLVMValueRef[]){be__i64c(cg, 8)}, 1, ""), "len");
  LLVMValueRef fv = NULL, iv = NULL;
  if (x->a == FE_IR_B_ARRAY_LENGTH) {
    LLVMBuildBr(B, fast);
  } else {
    LLVMValueRef elem = LLVMBuildLoad2(B, cg->t_i8, LLVMBuildGEP2(B, cg->t_i8, a.v, (LLVMValueRef[]){be__i64c(cg, 4)}, 1, ""), "elem");
    LLVMValueRef ok;
    iv = be__array_index(cg, i, len, &ok);
    if (boxes) { /* PTR or VALUE storage; a store into PTR only of a string or an object */
      is_ptr = LLVMBuildICmp(B, LLVMIntEQ, elem, LLVMConstInt(cg->t_i8, RT_ELEM_PTR, 0), "");
      LLVMValueRef kind_ok = LLVMBuildICmp(B, LLVMIntEQ, elem, LLVMConstInt(cg->t_i8, RT_ELEM_VALUE, 0), "");
      if (x->a == FE_IR_B_ARRAY_SET) {
        LLVMValueRef tag = LLVMBuildLShr(B, v.v, be__i64c(cg, RT_TAG_SHIFT), "");
        LLVMValueRef ref = LLVMBuildOr(B, LLVMBuildICmp(B, LLVMIntEQ, tag, be__i64c(cg, RT_TAG_STRING), ""),
                                       LLVMBuildICmp(B, LLVMIntEQ, tag, be__i64c(cg, RT_TAG_OBJECT), ""), "");
        kind_ok = LLVMBuildOr(B, kind_ok, LLVMBuildAnd(B, is_ptr, ref, ""), "");
        /* a frozen or sealed array (flags @5) stores through the runtime, as below */
        LLVMValueRef fl = LLVMBuildLoad2(B, cg->t_i8, LLVMBuildGEP2(B, cg->t_i8, a.v, (LLVMValueRef[]){be__i64c(cg, 5)}, 1, ""), "flags");
        kind_ok = LLVMBuildAnd(B, kind_ok, LLVMBuildICmp(B, LLVMIntEQ, fl, LLVMConstInt(cg->t_i8, 0, 0), ""), "");
      } else {
        kind_ok = LLVMBuildOr(B, kind_ok, is_ptr, "");
      }
      ok = LLVMBuildAnd(B, ok, kind_ok, "");
    } else {
      if (!typed && x->a == FE_IR_B_ARRAY_SET) { /* elem and flags (@5) as one: a frozen or sealed array stores through the runtime */
        LLVMValueRef ef = LLVMBuildLoad2(B, cg->t_i16, LLVMBuildGEP2(B, cg->t_i8, a.v, (LLVMValueRef[]){be__i64c(cg, 4)}, 1, ""), "elemflags");
        ok = LLVMBuildAnd(B, ok, LLVMBuildICmp(B, LLVMIntEQ, ef, LLVMConstInt(cg->t_i16, RT_ELEM_F64, 0), ""), "");
      } else if (!typed) {
        ok = LLVMBuildAnd(B, ok, LLVMBuildICmp(B, LLVMIntEQ, elem, LLVMConstInt(cg->t_i8, RT_ELEM_F64, 0), ""), "");
      }
      if (x->a == FE_IR_B_ARRAY_SET)
        ok = LLVMBuildAnd(B, ok, LLVMBuildICmp(B, LLVMIntULT, LLVMBuildLShr(B, v.v, be__i64c(cg, RT_TAG_SHIFT), ""),
                                               be__i64c(cg, RT_TAG_SPECIAL), ""), ""); /* a number */
    }
    if (x->a == FE_IR_B_ARRAY_SET && be__typed_int(typed)) { /* ToInt32 etc. is a truncation within +-2^63 */
      LLVMValueRef d = LLVMBuildBitCast(B, v.v, cg->t_f64, "");
      LLVMValueRef lo = LLVMBuildFCmp(B, LLVMRealOGT, d, LLVMConstReal(cg->t_f64, -9223372036854775808.0), "");
      LLVMValueRef hi = LLVMBuildFCmp(B, LLVMRealOLT, d, LLVMConstReal(cg->t_f64, 9223372036854775808.0), "");
      ok = LLVMBuildAnd(B, ok, LLVMBuildAnd(B, lo, hi, ""), "");
    }
    LLVMBuildCondBr(B, ok, fast, slow);
  }
  be__at(cg, fast);
  if (x->a == FE_IR_B_ARRAY_LENGTH) {
    fv = is_int ? LLVMBuildZExt(B, len, cg->t_i64, "") : LLVMBuildUIToFP(B, len, cg->t_f64, "");
  } else {
    LLVMValueRef data = LLVMBuildLoad2(B, cg->t_ptr, LLVMBuildGEP2(B, cg->t_i8, a.v, (LLVMValueRef[]){be__i64c(cg, 16)}, 1, ""), "data");
    LLVMTypeRef st = be__typed_storage(cg, typed);
    LLVMValueRef slot = LLVMBuildGEP2(B, st, data, &iv, 1, "");
    if (boxes) {
      /* A PTR element is a string's or an object's pointer (0 a hole), boxed
         by its heap kind as the runtime's load() and rt_box_string do; a VALUE element is
         the value (RT__HOLE, RT_ABSENT's bits, a hole). */
      LLVMValueRef bits = LLVMBuildLoad2(B, cg->t_i64, slot, "");
      LLVMValueRef hole = LLVMBuildSelect(B, is_ptr, be__i64c(cg, 0), be__i64c(cg, RT_ABSENT), "");
      if (x->a == FE_IR_B_ARRAY_HAS) {
        fv = LLVMBuildICmp(B, LLVMIntNE, bits, hole, "");
      } else if (x->a == FE_IR_B_ARRAY_SET) {
        LLVMValueRef pay = LLVMBuildAnd(B, v.v, be__i64c(cg, RT_PAYLOAD_MASK), "");
        LLVMBuildStore(B, LLVMBuildSelect(B, is_ptr, pay, v.v, ""), slot);
        fv = v.v;
      } else if (as) {
        /* a PTR element is the pointer (a hole is undefined: the unboxing
           of undefined); a VALUE element is unboxed as CONVERT does (the
           string undefined sentinel boxes as undefined and unboxes to itself) */
        LLVMValueRef direct = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, bits, hole, ""), be__i64c(cg, RT_UNDEFINED), bits, "");
        LLVMValueRef vp = be__convert(cg, be__cv_(direct, false), be__ntype(cg, n), to, true).v;
        LLVMValueRef live = LLVMBuildAnd(B, is_ptr, LLVMBuildICmp(B, LLVMIntNE, bits, be__i64c(cg, 0), ""), "");
        fv = LLVMBuildSelect(B, live, LLVMBuildIntToPtr(B, bits, cg->t_ptr, ""), vp, "elt");
      } else {
        LLVMBasicBlockRef ref = be__bb(cg, "arr.ref"), got = be__bb(cg, "arr.got");
        LLVMBasicBlockRef from = LLVMGetInsertBlock(B);
        LLVMValueRef direct = LLVMBuildSelect(B, LLVMBuildICmp(B, LLVMIntEQ, bits, hole, ""), be__i64c(cg, RT_UNDEFINED), bits, "");
        LLVMValueRef live = LLVMBuildAnd(B, is_ptr, LLVMBuildICmp(B, LLVMIntNE, bits, be__i64c(cg, 0), ""), "");
        LLVMBuildCondBr(B, live, ref, got);
        be__at(cg, ref);
        LLVMValueRef p = LLVMBuildIntToPtr(B, bits, cg->t_ptr, "");
        LLVMValueRef kind = LLVMBuildAnd(B, LLVMBuildLoad2(B, cg->t_i32, p, "kind"), be__i32c(cg, 0xFF), "");
        LLVMValueRef obj = LLVMBuildOr(B, LLVMBuildICmp(B, LLVMIntEQ, kind, be__i32c(cg, RT_KIND_ARRAY), ""),
                                       LLVMBuildOr(B, LLVMBuildICmp(B, LLVMIntEQ, kind, be__i32c(cg, RT_KIND_OBJECT), ""),
                                                   LLVMBuildICmp(B, LLVMIntEQ, kind, be__i32c(cg, RT_KIND_MAP), ""), ""), "");
        LLVMValueRef tag = LLVMBuildSelect(B, obj, be__i64c(cg, RT_TAG_OBJECT << RT_TAG_SHIFT), be__i64c(cg, RT_TAG_STRING << RT_TAG_SHIFT), "");
        LLVMValueRef boxed = LLVMBuildOr(B, bits, tag, "");
        /* rt_str_undefined (a regexp match's unmatched group) boxes as undefined: rt_str.flags @12 */
        LLVMValueRef fl = LLVMBuildLoad2(B, cg->t_i32, LLVMBuildGEP2(B, cg->t_i8, p, (LLVMValueRef[]){be__i64c(cg, 12)}, 1, ""), "flags");
        LLVMValueRef und = LLVMBuildAnd(B, LLVMBuildNot(B, obj, ""),
                                        LLVMBuildICmp(B, LLVMIntNE, LLVMBuildAnd(B, fl, be__i32c(cg, RT_STR_UNDEF), ""), be__i32c(cg, 0), ""), "");
        boxed = LLVMBuildSelect(B, und, be__i64c(cg, RT_UNDEFINED), boxed, "");
        LLVMBuildBr(B, got);
        be__at(cg, got);
        fv = LLVMBuildPhi(B, cg->t_i64, "elt");
        LLVMAddIncoming(fv, (LLVMValueRef[]){direct, boxed}, (LLVMBasicBlockRef[]){from, ref}, 2);
      }
    } else if (x->a == FE_IR_B_ARRAY_HAS && typed) {
      fv = be__i1c(cg, true); /* in range: typed arrays have no holes */
    } else if (typed > FE_IR_TYPED_F64 && x->a == FE_IR_B_ARRAY_GET) {
      LLVMValueRef e = LLVMBuildLoad2(B, st, slot, "");
      e = typed == FE_IR_TYPED_F32 ? LLVMBuildFPExt(B, e, cg->t_f64, "")
        : be__typed_signed(typed) ? LLVMBuildSIToFP(B, e, cg->t_f64, "") : LLVMBuildUIToFP(B, e, cg->t_f64, "");
      fv = LLVMBuildBitCast(B, e, cg->t_i64, "");
    } else if (typed == FE_IR_TYPED_F32) {
      LLVMBuildStore(B, LLVMBuildFPTrunc(B, LLVMBuildBitCast(B, v.v, cg->t_f64, ""), cg->t_f32, ""), slot);
      fv = v.v;
    } else if (typed == FE_IR_TYPED_U8C) { /* ToUint8Clamp: NaN and <= 0 give 0, >= 255 255, else ties to even */
      LLVMValueRef d = LLVMBuildBitCast(B, v.v, cg->t_f64, "");
      LLVMValueRef zero = LLVMConstReal(cg->t_f64, 0), top = LLVMConstReal(cg->t_f64, 255);
      d = LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOGT, d, zero, ""), d, zero, "");
      d = LLVMBuildSelect(B, LLVMBuildFCmp(B, LLVMRealOLT, d, top, ""), d, top, "");
      d = be__intrinsic1(cg, "llvm.roundeven", cg->t_f64, d);
      LLVMBuildStore(B, LLVMBuildFPToUI(B, d, cg->t_i8, ""), slot);
      fv = v.v;
    } else if (typed > FE_IR_TYPED_F64) {
      LLVMValueRef d = LLVMBuildBitCast(B, v.v, cg->t_f64, "");
      LLVMBuildStore(B, LLVMBuildTrunc(B, LLVMBuildFPToSI(B, d, cg->t_i64, ""), st, ""), slot);
      fv = v.v;
    } else if (typed && x->a == FE_IR_B_ARRAY_GET) {
      fv = LLVMBuildLoad2(B, cg->t_i64, slot, ""); /* never a hole */
    } else if (x->a == FE_IR_B_ARRAY_GET) {
      LLVMValueRef bits = LLVMBuildLoad2(B, cg->t_i64, slot, "");
      LLVMValueRef hole = LLVMBuildICmp(B, LLVMIntEQ, bits, be__i64c(cg, RT_F64_HOLE), "");
      fv = LLVMBuildSelect(B, hole, be__i64c(cg, RT_UNDEFINED), bits, "");
    } else if (x->a == FE_IR_B_ARRAY_HAS) {
      LLVMValueRef bits = LLVMBuildLoad2(B, cg->t_i64, slot, "");
      fv = LLVMBuildICmp(B, LLVMIntNE, bits, be__i64c(cg, RT_F64_HOLE), "");
    } else {
      LLVMBuildStore(B, v.v, slot);
      fv = v.v;
    }
  }
  LLVMBasicBlockRef fast_end = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, done);
  be__at(cg, slow);
  LLVMTypeRef pt[3];
  LLVMValueRef av[3];
  unsigned np = 0;
  for (const char *p = bi->params; *p && np < 3; p++, np++) {
    pt[np] = be__letter_type(cg, *p);
    be__cv arg = np == 0 ? a : np == 1 ? i : v;
    av[np] = *p == 'N' ? be__as_f64(cg, arg) : arg.v;
  }
  LLVMTypeRef rt = be__letter_type(cg, bi->ret[0]);
  LLVMValueRef sv = be__rt(cg, bi->symbol, rt, np, pt, av);
  if (is_int && x->a == FE_IR_B_ARRAY_LENGTH) sv = LLVMBuildFPToUI(B, sv, cg->t_i64, "");
  if (as) sv = be__convert(cg, be__cv_(sv, false), be__ntype(cg, n), to, true).v;
  LLVMBasicBlockRef slow_end = LLVMGetInsertBlock(B);
  LLVMBuildBr(B, done);
  be__at(cg, done);
  LLVMValueRef phi = LLVMBuildPhi(B, LLVMTypeOf(fv), "arr");
  LLVMAddIncoming(phi, (LLVMValueRef[]){fv, sv}, (LLVMBasicBlockRef[]){fast_end, slow_end}, 2);
  if (to != BE_NO_UNBOX && !as) return be__convert(cg, be__cv_(phi, false), be__ntype(cg, n), to, true);
  return be__cv_(phi, is_int && x->a == FE_IR_B_ARRAY_LENGTH);
}

static LLVMValueRef be__gen_yield(be__cg *cg, LLVMValueRef v);
static LLVMValueRef be__agen_yield(be__cg *cg, LLVMValueRef v, bool await);
static LLVMValueRef be__await(be__cg *cg, LLVMValueRef v);

static be__cv be__builtin(be__cg *cg, uint32_t n) {
  const fe_ir_node *x = &cg->m->nodes[n];
  if (x->a >= FE_IR_BUILTIN_COUNT) {
    be__fail(cg, "unknown builtin %u", x->a);
    return be__cv_(NULL, false);
  }
  const fe_ir_builtin_info *bi = &fe_ir_builtins[x->a];
  const uint32_t *args = cg->m->extra + x->b;
  bool is_int = be__node_int(cg, n);

  if (x->a == FE_IR_B_AWAIT && x->c == 1) return be__cv_(be__await(cg, be__expr(cg, args[0]).v), false);
  if (x->a == FE_IR_B_GEN_YIELD && x->c == 1) return be__cv_(be__gen_yield(cg, be__expr(cg, args[0]).v), false);
  if (x->a == FE_IR_B_AGEN_YIELD_RAW && x->c == 1) return be__cv_(be__agen_yield(cg, be__expr(cg, args[0]).v, false), false);

  /* Open-coded builtins (identical results to the runtime's). */
  switch (x->a) {
  case FE_IR_B_MATH_FLOOR: case FE_IR_B_MATH_CEIL: case FE_IR_B_MATH_TRUNC: case FE_IR_B_MATH_ABS:
  case FE_IR_B_MATH_SQRT: {
    if (x->c != 1) break;
    be__cv a = be__expr(cg, args[0]);
    if (x->a != FE_IR_B_MATH_SQRT && is_int && be__node_int(cg, args[0])) {
      LLVMValueRef v = be__as_i64(cg, a);
      if (x->a != FE_IR_B_MATH_ABS) return be__cv_(v, true);
      LLVMValueRef neg = LLVMBuildICmp(cg->B, LLVMIntSLT, v, be__i64c(cg, 0), "");
      return be__cv_(LLVMBuildSelect(cg->B, neg, LLVMBuildNeg(cg->B, v, ""), v, ""), true);
    }
    const char *iname = x->a == FE_IR_B_MATH_FLOOR ? "llvm.floor" : x->a == FE_IR_B_MATH_CEIL ? "llvm.ceil"
                      : x->a == FE_IR_B_MATH_TRUNC ? "llvm.trunc" : x->a == FE_IR_B_MATH_ABS ? "llvm.fabs"
                      : "llvm.sqrt";
    return be__cv_(be__intrinsic1(cg, iname, cg->t_f64, be__as_f64(cg, a)), false);
  }
  case FE_IR_B_STR_LENGTH: {
    if (x->c != 1) break;
    be__cv s = be__expr(cg, args[0]);
    /* The undefined sentinel (s[i] out of range) goes to the runtime, which
       reports the TypeError; every other string has its length in place. */
    LLVMValueRef flp = LLVMBuildGEP2(cg->B, cg->t_i8, s.v, (LLVMValueRef[]){be__i64c(cg, 12)}, 1, "");
    LLVMValueRef fl = LLVMBuildLoad2(cg->B, cg->t_i32, flp, "");
    LLVMValueRef und = LLVMBuildICmp(cg->B, LLVMIntNE,
                                     LLVMBuildAnd(cg->B, fl, be__i32c(cg, RT_STR_UNDEF), ""),
                                     be__i32c(cg, 0), "");
    LLVMBasicBlockRef slow = be__bb(cg, "len.undef"), fast = be__bb(cg, "len");
    LLVMBuildCondBr(cg->B, und, slow, fast);
    be__at(cg, slow);
    be__rt1(cg, "rt_str_length", cg->t_f64, cg->t_ptr, s.v);
    LLVMBuildBr(cg->B, fast);
    be__at(cg, fast);
    LLVMValueRef lenp = LLVMBuildGEP2(cg->B, cg->t_i8, s.v, (LLVMValueRef[]){be__i64c(cg, 4)}, 1, "");
    LLVMValueRef len = LLVMBuildLoad2(cg->B, cg->t_i32, lenp, "len");
    if (is_int) return be__cv_(LLVMBuildZExt(cg->B, len, cg->t_i64, ""), true);
    return be__cv_(LLVMBuildUIToFP(cg->B, len, cg->t_f64, ""), false);
  }
  case FE_IR_B_ARRAY_LENGTH: case FE_IR_B_ARRAY_GET: case FE_IR_B_ARRAY_SET: case FE_IR_B_ARRAY_HAS:
    return be__array_op(cg, n, x, args, is_int);
  case FE_IR_B_MATH_MIN: case FE_IR_B_MATH_MAX: { /* a few numbers: inline, not the array call */
    if (x->c == 0 || x->c > 8) break;
    bool min = x->a == FE_IR_B_MATH_MIN, all_int = true;
    be__cv v[8];
    for (uint32_t i = 0; i < x->c; i++) {
      v[i] = be__expr(cg, args[i]);
      all_int &= v[i].is_int;
    }
    LLVMValueRef r = all_int ? v[0].v : be__as_f64(cg, v[0]);
    LLVMTypeRef ft = cg->t_f64;
    LLVMValueRef fn = all_int ? NULL : be__intrinsic(cg, min ? "llvm.minimum" : "llvm.maximum", &ft, 1);
    for (uint32_t i = 1; i < x->c; i++) {
      if (all_int) { /* integers: no NaN, no -0 */
        LLVMValueRef lt = LLVMBuildICmp(cg->B, min ? LLVMIntSLT : LLVMIntSGT, v[i].v, r, "");
        r = LLVMBuildSelect(cg->B, lt, v[i].v, r, "");
      } else { /* IEEE minimum/maximum: NaN if either is, -0 below +0, as Math.min/max */
        LLVMValueRef ab[2] = {r, be__as_f64(cg, v[i])};
        r = be__icall(cg, fn, ab, 2, "");
      }
    }
    if (!all_int) { /* an undefined in a number place (RT_F64_HOLE) comes out NaN, as arithmetic makes it, not undefined */
      LLVMValueRef bits = LLVMBuildBitCast(cg->B, r, cg->t_i64, "");
      LLVMValueRef hole = LLVMBuildICmp(cg->B, LLVMIntEQ, bits, be__i64c(cg, RT_F64_HOLE), "");
      r = LLVMBuildSelect(cg->B, hole, LLVMConstReal(cg->t_f64, NAN), r, "");
    }
    return be__cv_(r, all_int);
  }
  case FE_IR_B_ARRAY_IS_ARRAY: { /* rt_array_is_array: a heap array that is not a typed array */
    if (x->c != 1) break;
    LLVMBuilderRef B = cg->B;
    LLVMValueRef v = be__expr(cg, args[0]).v;
    LLVMValueRef p = be__payload_ptr(cg, v);
    LLVMValueRef obj = LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntEQ, LLVMBuildLShr(B, v, be__i64c(cg, RT_TAG_SHIFT), ""),
                                                     be__i64c(cg, RT_TAG_OBJECT), ""),
                                    LLVMBuildIsNotNull(B, p, ""), "");
    LLVMBasicBlockRef from = LLVMGetInsertBlock(B), head = be__bb(cg, "isarray.head"), done = be__bb(cg, "isarray");
    LLVMBuildCondBr(B, obj, head, done);
    be__at(cg, head);
    LLVMValueRef kind = LLVMBuildAnd(B, LLVMBuildLoad2(B, cg->t_i32, p, "kind"), be__i32c(cg, 0xFF), "");
    LLVMValueRef flp = LLVMBuildGEP2(B, cg->t_i8, p, (LLVMValueRef[]){be__i64c(cg, offsetof(rt_array, flags))}, 1, "");
    LLVMValueRef typed = LLVMBuildAnd(B, LLVMBuildLoad2(B, cg->t_i8, flp, ""), LLVMConstInt(cg->t_i8, RT_ARRAY_TYPED, 0), "");
    LLVMValueRef yes = LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntEQ, kind, be__i32c(cg, RT_KIND_ARRAY), ""),
                                    LLVMBuildICmp(B, LLVMIntEQ, typed, LLVMConstInt(cg->t_i8, 0, 0), ""), "");
    LLVMBuildBr(B, done);
    be__at(cg, done);
    LLVMValueRef phi = LLVMBuildPhi(B, cg->t_i1, "isarray");
    LLVMAddIncoming(phi, (LLVMValueRef[]){LLVMConstInt(cg->t_i1, 0, 0), yes}, (LLVMBasicBlockRef[]){from, head}, 2);
    return be__cv_(phi, false);
  }
  case FE_IR_B_OBJ_AT: { /* an object's pointer; the runtime only for the TypeError of anything else */
    if (x->c != 3) break;
    LLVMValueRef v = be__expr(cg, args[0]).v;
    LLVMValueRef tag = LLVMBuildLShr(cg->B, v, be__i64c(cg, RT_TAG_SHIFT), "");
    LLVMValueRef p = be__payload_ptr(cg, v);
    LLVMValueRef ok = LLVMBuildAnd(cg->B, LLVMBuildICmp(cg->B, LLVMIntEQ, tag, be__i64c(cg, RT_TAG_OBJECT), ""),
                                   LLVMBuildIsNotNull(cg->B, p, ""), "");
    LLVMBasicBlockRef bad = be__bb(cg, "objat.bad"), good = be__bb(cg, "objat");
    LLVMBuildCondBr(cg->B, ok, good, bad);
    be__at(cg, bad);
    LLVMTypeRef pt[3] = {cg->t_i64, cg->t_ptr, cg->t_i1};
    LLVMValueRef av[3] = {v, be__expr(cg, args[1]).v, be__expr(cg, args[2]).v};
    be__rt(cg, "rt_value_to_object_at", cg->t_ptr, 3, pt, av);
    LLVMBuildUnreachable(cg->B);
    be__at(cg, good);
    return be__cv_(p, false);
  }
  default: break;
  }

  /* The runtime call, typed by the signature letters. */
  LLVMTypeRef pt[16];
  LLVMValueRef av[16];
  unsigned np = 0;
  uint32_t ai = 0;
  for (const char *p = bi->params; *p && np < 14; p++) {
    LLVMTypeRef t = be__letter_type(cg, *p);
    if (p[1] == '*') {
      uint32_t cnt = x->c > ai ? x->c - ai : 0;
      LLVMValueRef arr = LLVMConstNull(cg->t_ptr);
      if (cnt > 0) arr = be__alloca(cg, LLVMArrayType2(t, cnt), "varargs");
      for (uint32_t i = 0; i < cnt; i++, ai++) {
        be__cv v = be__expr(cg, args[ai]);
        LLVMValueRef val = *p == 'N' ? be__as_f64(cg, v) : v.v;
        LLVMValueRef slotp = LLVMBuildGEP2(cg->B, t, arr, (LLVMValueRef[]){be__i64c(cg, i)}, 1, "");
        LLVMBuildStore(cg->B, val, slotp);
      }
      pt[np] = cg->t_i32, av[np++] = be__i32c(cg, cnt);
      pt[np] = cg->t_ptr, av[np++] = arr;
      p++;
      continue;
    }
    if (ai >= x->c) {
      be__fail(cg, "builtin %s: missing argument", bi->name);
      return be__cv_(NULL, false);
    }
    be__cv v = be__expr(cg, args[ai++]);
    pt[np] = t;
    av[np++] = *p == 'N' ? be__as_f64(cg, v) : v.v;
  }
  LLVMTypeRef rt = be__letter_type(cg, bi->ret[0]);
  LLVMValueRef fn = be__rt_decl(cg, bi->symbol, rt, np, pt);
  LLVMValueRef r = be__call2(cg, LLVMGlobalGetValueType(fn), fn, av, np);
  if (x->a == FE_IR_B_PROCESS_EXIT || x->a == FE_IR_B_THROW_TYPE_ERROR || x->a == FE_IR_B_THROW_REFERENCE_ERROR) {
    be__attr(cg, fn, LLVMAttributeFunctionIndex, "noreturn");
    LLVMBuildUnreachable(cg->B);
    be__dead(cg);
  }
  if (rt == cg->t_void) return be__cv_(NULL, false);
  return be__cv_(r, false);
}

static be__cv be__update(be__cg *cg, const fe_ir_node *x) {
  bool inc = x->flags & FE_IR_UPD_INC, post = x->flags & FE_IR_UPD_POSTFIX;
  LLVMValueRef p;
  bool is_int = false;
  if (x->b == 0) {
    if (x->a >= cg->f->nlocals || !cg->slot[x->a]) {
      be__fail(cg, "update of a bad local slot %u", x->a);
      return be__cv_(be__f64c(cg, NAN), false);
    }
    p = cg->slot[x->a];
    is_int = cg->slot_int[x->a];
  } else {
    if (x->a >= cg->m->nglobals || !cg->glob[x->a]) {
      be__fail(cg, "update of a bad global slot %u", x->a);
      return be__cv_(be__f64c(cg, NAN), false);
    }
    p = cg->glob[x->a];
  }
  LLVMValueRef old, nv;
  if (is_int) {
    old = LLVMBuildLoad2(cg->B, cg->t_i64, p, "");
    nv = inc ? LLVMBuildNSWAdd(cg->B, old, be__i64c(cg, 1), "") : LLVMBuildNSWSub(cg->B, old, be__i64c(cg, 1), "");
  } else {
    old = LLVMBuildLoad2(cg->B, cg->t_f64, p, "");
    nv = inc ? LLVMBuildFAdd(cg->B, old, be__f64c(cg, 1), "") : LLVMBuildFSub(cg->B, old, be__f64c(cg, 1), "");
  }
  LLVMBuildStore(cg->B, nv, p);
  return be__cv_(post ? old : nv, is_int);
}

/* The current function's environment: its first parameter (kiln_main has none). */
static LLVMValueRef be__self_env(be__cg *cg) {
  if (cg->f->flags & FE_IR_FN_MAIN) return LLVMConstNull(cg->t_ptr);
  return LLVMGetParam(cg->cur, 0);
}

/* The address of slot i of an rt_env. */
static LLVMValueRef be__env_slot(be__cg *cg, LLVMValueRef env, uint32_t i) {
  LLVMValueRef off = be__i64c(cg, offsetof(rt_env, slots) + 8ull * i);
  return LLVMBuildGEP2(cg->B, cg->t_i8, env, &off, 1, "");
}

static void be__env_store(be__cg *cg, LLVMValueRef env, uint32_t i, be__cv v, uint32_t t) {
  if (!be__lty(cg, t)) return; /* undefined and null: the slot already holds undefined */
  LLVMValueRef x = be__kind(cg, t) == FE_IR_K_NUMBER ? be__as_f64(cg, v) : v.v;
  LLVMBuildStore(cg->B, x, be__env_slot(cg, env, i));
}

/* ---- objects ------------------------------------------------------------------ */

/* A private constant global holding init. */
static LLVMValueRef be__const_global(be__cg *cg, LLVMValueRef init, const char *name) {
  LLVMValueRef g = LLVMAddGlobal(cg->M, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetAlignment(g, 8);
  return g;
}

/* o, checked: reading a property of an unboxed undefined (NULL) throws as in JS. */
static LLVMValueRef be__nonnull(be__cg *cg, LLVMValueRef o) {
  LLVMBasicBlockRef bad = be__bb(cg, "nullobj"), ok = be__bb(cg, "obj");
  LLVMBuildCondBr(cg->B, LLVMBuildIsNull(cg->B, o, ""), bad, ok);
  be__at(cg, bad);
  be__rt1(cg, "rt_value_to_object", cg->t_ptr, cg->t_i64, be__i64c(cg, RT_UNDEFINED)); /* throws */
  LLVMBuildUnreachable(cg->B);
  be__at(cg, ok);
  return o;
}

/* o, checked, for reading (set: writing) property `name` (a string
 * index): a TypeError naming the property, as Node's. */
static LLVMValueRef be__nonnull_named(be__cg *cg, LLVMValueRef o, uint32_t name, bool set) {
  LLVMBasicBlockRef bad = be__bb(cg, "nullobj"), ok = be__bb(cg, "obj");
  LLVMBuildCondBr(cg->B, LLVMBuildIsNull(cg->B, o, ""), bad, ok);
  be__at(cg, bad);
  be__rt2(cg, "rt_throw_nullish", cg->t_void, cg->t_ptr, cg->t_i1, be__strlit(cg, name), be__i1c(cg, set));
  LLVMBuildUnreachable(cg->B);
  be__at(cg, ok);
  return o;
}

static LLVMValueRef be__slot_addr(be__cg *cg, LLVMValueRef o, uint32_t i) {
  LLVMValueRef off = be__i64c(cg, offsetof(rt_object, slots) + 8ull * i);
  return LLVMBuildGEP2(cg->B, cg->t_i8, o, &off, 1, "");
}

/* Stores a value of IR type t into an object or env word (natural representation). */
static void be__word_store(be__cg *cg, LLVMValueRef at, be__cv v, uint32_t t) {
  if (!be__lty(cg, t)) return;
  LLVMBuildStore(cg->B, be__kind(cg, t) == FE_IR_K_NUMBER ? be__as_f64(cg, v) : v.v, at);
}

/* The RT_SLOT_* kind of a slot of IR type t. */
static uint8_t be__slot_kind(be__cg *cg, uint32_t t) {
  switch (be__kind(cg, t)) {
  case FE_IR_K_NUMBER: return RT_SLOT_F64;
  case FE_IR_K_BOOLEAN: return RT_SLOT_BOOL;
  case FE_IR_K_STRING: return RT_SLOT_STR;
  case FE_IR_K_FUNCTION: return RT_SLOT_FUNCTION;
  case FE_IR_K_OBJECT: return RT_SLOT_OBJECT;
  case FE_IR_K_ARRAY: return RT_SLOT_ARRAY;
  default: return RT_SLOT_VALUE;
  }
}

/* A new per-site cache (rt_site, zeroed). */
static LLVMValueRef be__site(be__cg *cg) {
  LLVMTypeRef st = LLVMArrayType2(cg->t_i64, sizeof(rt_site) / 8);
  LLVMValueRef g = LLVMAddGlobal(cg->M, st, "site");
  LLVMSetInitializer(g, LLVMConstNull(st));
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetThreadLocalMode(g, LLVMLocalExecTLSModel); /* per worker thread: no races on the cache */
  LLVMSetAlignment(g, 8);
  return g;
}

/* The instance size of class i, as its rt_class says (be__class). */
static uint32_t be__class_size(const fe_ir_class *k) {
  return 16 + 8 * (k->nslots + ((k->flags & FE_IR_CLASS_SPARE) ? 2 : 0));
}

/* A compiled class's string and boolean slots start undefined, as a field
 * not assigned yet is in JavaScript (rt_object_new leaves them zero, which
 * the runtime's own classes rely on): rt_str_undefined and RT_BOOL_UNDEF. */
static void be__object_undef_slots(be__cg *cg, const fe_ir_class *k, LLVMValueRef o) {
  for (uint32_t j = 0; j < k->nslots; j++) {
    uint8_t sk = be__slot_kind(cg, cg->m->extra[k->slots + 2 * j + 1]);
    if (sk == RT_SLOT_STR) LLVMBuildStore(cg->B, be__str_undef(cg), be__slot_addr(cg, o, j));
    else if (sk == RT_SLOT_BOOL) LLVMBuildStore(cg->B, be__i64c(cg, RT_BOOL_UNDEF), be__slot_addr(cg, o, j));
  }
}

/* rt_object_new(class i), with rt_alloc's fast path inline for a small
 * instance (kiln_rt.h, rt__alloc_runs): bump this thread's free run of the
 * size class, write the header and what rt_object_new puts in the slots
 * (undefined in value slots, the hole in number slots; the rest stay zero);
 * call rt_object_new only when the run is used up.  The runtime's own
 * classes (errors) keep the call. */
static LLVMValueRef be__object_new(be__cg *cg, uint32_t i) {
  const fe_ir_class *k = &cg->m->classes[i];
  uint32_t size = be__class_size(k);
  if (k->flags & FE_IR_CLASS_BUILTIN) return be__rt1(cg, "rt_object_new", cg->t_ptr, cg->t_ptr, cg->cls[i]);
  if (size > RT_INLINE_ALLOC_MAX) {
    LLVMValueRef o = be__rt1(cg, "rt_object_new", cg->t_ptr, cg->t_ptr, cg->cls[i]);
    be__object_undef_slots(cg, k, o);
    return o;
  }
  LLVMValueRef runs = LLVMGetNamedGlobal(cg->M, "rt__alloc_runs");
  if (!runs) {
    runs = LLVMAddGlobal(cg->M, LLVMArrayType2(cg->t_i8, 0), "rt__alloc_runs");
    LLVMSetThreadLocalMode(runs, LLVMInitialExecTLSModel);
  }
  uint32_t c = size <= 16 ? 0 : (size + 15) / 16 - 1, slot = 16 * (c + 1);
  LLVMValueRef at = LLVMBuildGEP2(cg->B, cg->t_i8, runs, (LLVMValueRef[]){be__i64c(cg, (uint64_t)c * sizeof(rt_alloc_run))}, 1, "run");
  LLVMValueRef limp = LLVMBuildGEP2(cg->B, cg->t_i8, at, (LLVMValueRef[]){be__i64c(cg, offsetof(rt_alloc_run, limit))}, 1, "");
  LLVMValueRef next = LLVMBuildLoad2(cg->B, cg->t_ptr, at, "next");
  LLVMValueRef lim = LLVMBuildLoad2(cg->B, cg->t_ptr, limp, "limit");
  LLVMValueRef hit = LLVMBuildICmp(cg->B, LLVMIntNE, next, lim, "");
  LLVMBasicBlockRef fast = be__bb(cg, "new.fast"), slow = be__bb(cg, "new.slow"), done = be__bb(cg, "new.done");
  LLVMBuildCondBr(cg->B, hit, fast, slow);
  be__at(cg, fast);
  LLVMBuildStore(cg->B, LLVMBuildGEP2(cg->B, cg->t_i8, next, (LLVMValueRef[]){be__i64c(cg, slot)}, 1, ""), at);
  LLVMBuildStore(cg->B, LLVMConstInt(cg->t_i32, RT_KIND_OBJECT, 0), next);
  LLVMBuildStore(cg->B, cg->cls[i], LLVMBuildGEP2(cg->B, cg->t_i8, next, (LLVMValueRef[]){be__i64c(cg, offsetof(rt_object, cls))}, 1, ""));
  for (uint32_t j = 0; j < k->nslots; j++) {
    uint8_t sk = be__slot_kind(cg, cg->m->extra[k->slots + 2 * j + 1]);
    if (sk == RT_SLOT_VALUE || sk == RT_SLOT_F64)
      LLVMBuildStore(cg->B, be__i64c(cg, sk == RT_SLOT_VALUE ? RT_UNDEFINED : RT_F64_HOLE), be__slot_addr(cg, next, j));
  }
  LLVMBuildBr(cg->B, done);
  be__at(cg, slow);
  LLVMValueRef o = be__rt1(cg, "rt_object_new", cg->t_ptr, cg->t_ptr, cg->cls[i]);
  slow = LLVMGetInsertBlock(cg->B); /* a new block if the call was an invoke */
  LLVMBuildBr(cg->B, done);
  be__at(cg, done);
  LLVMValueRef phi = LLVMBuildPhi(cg->B, cg->t_ptr, "new");
  LLVMAddIncoming(phi, (LLVMValueRef[]){next, o}, (LLVMBasicBlockRef[]){fast, slow}, 2);
  be__object_undef_slots(cg, k, phi);
  return phi;
}

static LLVMValueRef be__load_cls(be__cg *cg, LLVMValueRef o) {
  LLVMValueRef off = be__i64c(cg, offsetof(rt_object, cls));
  return LLVMBuildLoad2(cg->B, cg->t_ptr, LLVMBuildGEP2(cg->B, cg->t_i8, o, &off, 1, ""), "cls");
}

/* A new site cache for object o and the branch on it (o's class is the one
 * the site cached, or the one it cached before): the builder is left in
 * the hit block, and the address of the cached slot of o is returned; *slow
 * is the miss block, *done the block both end in. */
static LLVMValueRef be__site_slot(be__cg *cg, LLVMValueRef o, LLVMValueRef *site, LLVMBasicBlockRef *slow,
                                  LLVMBasicBlockRef *done) {
  LLVMBuilderRef B = cg->B;
  *site = be__site(cg);
#define BE__SITE_FIELD(ty, field) \
  LLVMBuildLoad2(B, ty, LLVMBuildGEP2(B, cg->t_i8, *site, (LLVMValueRef[]){be__i64c(cg, offsetof(rt_site, field))}, 1, ""), "")
  LLVMValueRef cls = be__load_cls(cg, o), s1 = BE__SITE_FIELD(cg->t_i32, slot);
  LLVMBasicBlockRef first = LLVMGetInsertBlock(B), fast = be__bb(cg, "site.hit"), other = be__bb(cg, "site.hit2");
  *slow = be__bb(cg, "site.miss");
  *done = be__bb(cg, "site");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntEQ, cls, BE__SITE_FIELD(cg->t_ptr, cls), ""), fast, other);
  be__at(cg, other); /* the class the site saw before (rt_site.cls2) */
  LLVMValueRef s2 = BE__SITE_FIELD(cg->t_i32, slot2);
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntEQ, cls, BE__SITE_FIELD(cg->t_ptr, cls2), ""), fast, *slow);
#undef BE__SITE_FIELD
  be__at(cg, fast);
  LLVMValueRef slot = LLVMBuildPhi(B, cg->t_i32, "slot");
  LLVMAddIncoming(slot, (LLVMValueRef[]){s1, s2}, (LLVMBasicBlockRef[]){first, other}, 2);
  slot = LLVMBuildZExt(B, slot, cg->t_i64, "");
  LLVMValueRef off = LLVMBuildAdd(cg->B, LLVMBuildShl(cg->B, slot, be__i64c(cg, 3), ""),
                                  be__i64c(cg, offsetof(rt_object, slots)), "");
  return LLVMBuildGEP2(cg->B, cg->t_i8, o, &off, 1, "");
}

/* In a site's miss block: branches to *yes when o's class has the property
 * name at the slot the site cached for another class, in representation
 * want, else to a new block (the builder is left there).  A site that sees
 * several shapes, the variants of a discriminated union or objects of
 * several classes, mostly finds a common property at the same slot; the
 * name compare is a pointer compare, string constants being one object
 * program-wide (be__strconst).  Returns the slot's address, valid in *yes. */
static LLVMValueRef be__site_guess(be__cg *cg, LLVMValueRef o, LLVMValueRef site, LLVMValueRef name, uint8_t want,
                                   LLVMBasicBlockRef *yes) {
  LLVMBuilderRef B = cg->B;
  LLVMValueRef cls = be__load_cls(cg, o);
#define BE__FIELD(base, ty, off) \
  LLVMBuildLoad2(B, ty, LLVMBuildGEP2(B, cg->t_i8, base, (LLVMValueRef[]){be__i64c(cg, off)}, 1, ""), "")
  LLVMValueRef j = BE__FIELD(site, cg->t_i32, offsetof(rt_site, slot));
  LLVMValueRef ns = BE__FIELD(cls, cg->t_i32, offsetof(rt_class, nslots));
  LLVMBasicBlockRef tabs = be__bb(cg, "site.guess"), look = be__bb(cg, "site.guess.slot"), no = be__bb(cg, "site.call");
  *yes = be__bb(cg, "site.guessed");
  LLVMBuildCondBr(B, LLVMBuildICmp(B, LLVMIntULT, j, ns, ""), tabs, no);
  be__at(cg, tabs);
  LLVMValueRef types = BE__FIELD(cls, cg->t_ptr, offsetof(rt_class, slot_types));
  LLVMValueRef names = BE__FIELD(cls, cg->t_ptr, offsetof(rt_class, slot_names));
  LLVMValueRef both = LLVMBuildAnd(B, LLVMBuildIsNotNull(B, types, ""), LLVMBuildIsNotNull(B, names, ""), "");
  LLVMBuildCondBr(B, both, look, no);
  be__at(cg, look);
  LLVMValueRef j64 = LLVMBuildZExt(B, j, cg->t_i64, "");
  LLVMValueRef ty = LLVMBuildLoad2(B, cg->t_i8, LLVMBuildGEP2(B, cg->t_i8, types, &j64, 1, ""), "");
  LLVMValueRef off = LLVMBuildShl(B, j64, be__i64c(cg, 3), "");
  LLVMValueRef nm = LLVMBuildLoad2(B, cg->t_ptr, LLVMBuildGEP2(B, cg->t_i8, names, &off, 1, ""), "");
#undef BE__FIELD
  LLVMValueRef ok = LLVMBuildAnd(B, LLVMBuildICmp(B, LLVMIntEQ, ty, LLVMConstInt(cg->t_i8, want, 0), ""),
                                 LLVMBuildICmp(B, LLVMIntEQ, nm, name, ""), "");
  LLVMBuildCondBr(B, ok, *yes, no);
  be__at(cg, *yes);
  LLVMValueRef at = LLVMBuildGEP2(B, cg->t_i8, o, (LLVMValueRef[]){LLVMBuildAdd(B, off, be__i64c(cg, offsetof(rt_object, slots)), "")}, 1, "");
  be__at(cg, no);
  return at;
}

/* Boolean locals that never hold undefined stay an i1 rather than a byte
 * (be__bool_byte): a loop's flag (`let seen = false; ... seen = true`) is
 * then an i1 phi, as it was before locals could keep undefined; a byte one
 * costs a widening and a truncation at each use (27% of a loop of boolean
 * tests, measured 2026-12-03).  A local holds undefined only when something
 * stores what be__bool_byte may read as RT_BOOL_UNDEF: an unboxing, a
 * property, field, global or captured variable, a call returning a byte,
 * another local that may, or (a parameter) its byte argument.  Generators
 * and async functions keep bytes. */
static bool be__bool_maybe_undef(be__cg *cg, uint32_t n) {
  const fe_ir_node *x = &cg->m->nodes[n];
  switch (x->op) {
  case FE_IR_CONVERT:
    return (x->flags & FE_IR_CONV_UNBOX) && be__kind(cg, be__ntype(cg, x->a)) == FE_IR_K_VALUE;
  case FE_IR_PROP: return !x->c;
  case FE_IR_CALL: return be__byte_at(cg, x->a, ~0u);
  case FE_IR_CALL_METHOD: case FE_IR_VCALL: case FE_IR_PROP_CALL: case FE_IR_CALL_INDIRECT: return true;
  case FE_IR_LOCAL: return !(x->a < cg->f->nlocals && cg->slot_bool1[x->a]);
  case FE_IR_SEQ: return be__bool_maybe_undef(cg, x->b);
  case FE_IR_FIELD: case FE_IR_GLOBAL: case FE_IR_ENV_GET: return true;
  default: return false;
  }
}

struct be__bool_walk {
  be__cg *cg;
  bool changed;
};

static void be__bool_visit(void *ctx, uint32_t n) {
  struct be__bool_walk *w = ctx;
  be__cg *cg = w->cg;
  const fe_ir_node *x = &cg->m->nodes[n];
  if (x->op == FE_IR_SET_LOCAL && x->a < cg->f->nlocals && cg->slot_bool1[x->a] && be__bool_maybe_undef(cg, x->b)) {
    cg->slot_bool1[x->a] = false;
    w->changed = true;
  }
}

static void be__bool_locals(be__cg *cg, uint32_t fi) {
  const fe_ir_func *f = cg->f;
  if (f->flags & (FE_IR_FN_GENERATOR | FE_IR_FN_ASYNC)) return;
  for (uint32_t i = 0; i < f->nlocals; i++)
    cg->slot_bool1[i] = be__kind(cg, cg->m->locals[f->locals + i].type) == FE_IR_K_BOOLEAN &&
                        !(i < f->nparams && !(f->flags & FE_IR_FN_MAIN) && be__byte_at(cg, fi, i));
  /* until no store undoes one more (a local copied from one that may) */
  struct be__bool_walk w = {cg, true};
  while (w.changed) {
    w.changed = false;
    be__ir_walk(cg->m, f->body, be__bool_visit, &w);
  }
}

/* A boolean expression as a byte that keeps undefined: RT_BOOL_UNDEF for
 * an undefined unboxed where the type says boolean (`memo[k]` of a missing
 * key, `xs[i]` past the end) or read from a local or field holding one, else
 * 0 or 1.  Boolean locals and fields hold such a byte, whose low bit is the
 * boolean, so that `const c = memo[k]; c === undefined` holds (an i1 has
 * no room for undefined). */
static LLVMValueRef be__bool_byte(be__cg *cg, uint32_t n) {
  const fe_ir_node *x = &cg->m->nodes[n];
  if (x->op == FE_IR_CONVERT && (x->flags & FE_IR_CONV_UNBOX) && be__kind(cg, be__ntype(cg, x->a)) == FE_IR_K_VALUE)
    return be__value_bool_byte(cg, be__expr(cg, x->a).v);
  if (x->op == FE_IR_PROP && !x->c) return be__prop_in(cg, x, true).v;
  if ((x->op == FE_IR_CALL && be__byte_at(cg, x->a, ~0u)) || x->op == FE_IR_CALL_METHOD || x->op == FE_IR_VCALL ||
      x->op == FE_IR_PROP_CALL || x->op == FE_IR_CALL_INDIRECT) {
    be__expr(cg, n);
    return cg->last_byte;
  }
  if (x->op == FE_IR_LOCAL && x->a < cg->f->nlocals && cg->slot[x->a] && !cg->slot_bool1[x->a])
    return LLVMBuildLoad2(cg->B, cg->t_i8, cg->slot[x->a], "");
  if (x->op == FE_IR_FIELD)
    return LLVMBuildLoad2(cg->B, cg->t_i8, be__slot_addr(cg, be__nonnull(cg, be__expr(cg, x->a).v), x->b), "");
  if (x->op == FE_IR_SEQ) { /* (a TDZ test, then the variable) */
    be__expr(cg, x->a);
    return be__bool_byte(cg, x->b);
  }
  if (x->op == FE_IR_GLOBAL && x->a < cg->m->nglobals && cg->glob[x->a])
    return LLVMBuildLoad2(cg->B, cg->t_i8, cg->glob[x->a], "");
  if (x->op == FE_IR_ENV_GET)
    return LLVMBuildLoad2(cg->B, cg->t_i8, be__env_slot(cg, be__expr(cg, x->a).v, x->b), "");
  return LLVMBuildZExt(cg->B, be__expr(cg, n).v, cg->t_i8, "");
}

/* Node n's value boxed; a boolean one as be__bool_byte reads it (undefined kept). */
static LLVMValueRef be__expr_boxed(be__cg *cg, uint32_t n) {
  if (be__kind(cg, be__ntype(cg, n)) != FE_IR_K_BOOLEAN) return be__box(cg, be__expr(cg, n), be__ntype(cg, n));
  LLVMValueRef byte = be__bool_byte(cg, n);
  LLVMValueRef b = LLVMBuildSelect(cg->B, LLVMBuildTrunc(cg->B, byte, cg->t_i1, ""), be__i64c(cg, RT_TRUE), be__i64c(cg, RT_FALSE), "");
  return LLVMBuildSelect(cg->B, LLVMBuildICmp(cg->B, LLVMIntEQ, byte, LLVMConstInt(cg->t_i8, RT_BOOL_UNDEF, 0), ""),
                         be__i64c(cg, RT_UNDEFINED), b, "");
}

/* A property of IR type t read from its slot at `at` (its own representation). */
static LLVMValueRef be__slot_read(be__cg *cg, LLVMTypeRef lt, LLVMValueRef at, uint32_t t) {
  if (be__kind(cg, t) == FE_IR_K_BOOLEAN) /* its low bit: RT_BOOL_UNDEF reads as false */
    return LLVMBuildTrunc(cg->B, LLVMBuildLoad2(cg->B, cg->t_i8, at, ""), cg->t_i1, "");
  LLVMValueRef fv = LLVMBuildLoad2(cg->B, lt, at, "");
  if (be__kind(cg, t) == FE_IR_K_VALUE) /* an absent optional property reads as undefined */
    fv = LLVMBuildSelect(cg->B, LLVMBuildICmp(cg->B, LLVMIntEQ, fv, be__i64c(cg, RT_ABSENT), ""),
                         be__i64c(cg, RT_UNDEFINED), fv, "");
  return fv;
}

static void be__sig_put(be__cg *cg, uint32_t t, char *buf, size_t cap, size_t *n, int depth);
static LLVMValueRef be__sig_const(be__cg *cg, const char *buf, size_t n);

/* o.name through the site cache: the cached class reads its slot directly,
 * and so does another class with the property at the same slot. */
/* o.name; byte: a boolean property as be__bool_byte reads it (undefined kept). */
static be__cv be__prop_in(be__cg *cg, const fe_ir_node *x, bool byte) {
  LLVMValueRef o = be__nonnull_named(cg, be__expr(cg, x->a).v, x->b, false);
  LLVMTypeRef lt = byte ? cg->t_i8 : be__lty(cg, x->type);
  LLVMValueRef site;
  LLVMBasicBlockRef slow, done;
  LLVMValueRef at = be__site_slot(cg, o, &site, &slow, &done);
  LLVMValueRef fv = byte ? LLVMBuildLoad2(cg->B, lt, at, "") : lt ? be__slot_read(cg, lt, at, x->type) : NULL;
  LLVMBasicBlockRef fast_end = LLVMGetInsertBlock(cg->B);
  LLVMBuildBr(cg->B, done);
  be__at(cg, slow);
  LLVMValueRef name = be__strlit(cg, x->b);
  uint8_t want = be__slot_kind(cg, x->type);
  LLVMValueRef gv = NULL;
  LLVMBasicBlockRef guess_end = NULL;
  if (lt) {
    LLVMBasicBlockRef yes;
    LLVMValueRef gat = be__site_guess(cg, o, site, name, want, &yes);
    LLVMBasicBlockRef call = LLVMGetInsertBlock(cg->B);
    be__at(cg, yes);
    gv = byte ? LLVMBuildLoad2(cg->B, lt, gat, "") : be__slot_read(cg, lt, gat, x->type);
    guess_end = LLVMGetInsertBlock(cg->B);
    LLVMBuildBr(cg->B, done);
    be__at(cg, call);
  }
  LLVMValueRef bv;
  if (x->c) { /* a property of function type: a method read as a value is bound, adapted to this signature */
    char sb[256];
    size_t sn = 0;
    be__sig_put(cg, x->c - 1, sb, sizeof sb, &sn, 1);
    LLVMTypeRef pt[5] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_ptr};
    LLVMValueRef av[5] = {o, name, site, be__i32c(cg, want), be__sig_const(cg, sb, sn)};
    bv = be__rt(cg, "rt_prop_get_fn", cg->t_i64, 5, pt, av);
  } else {
    LLVMTypeRef pt[4] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i32};
    LLVMValueRef av[4] = {o, name, site, be__i32c(cg, want)};
    bv = be__rt(cg, "rt_prop_get", cg->t_i64, 4, pt, av);
  }
  be__cv sv = byte ? be__cv_(be__value_bool_byte(cg, bv), false) : be__convert(cg, be__cv_(bv, false), FE_IR_T_VALUE, x->type, true);
  LLVMBasicBlockRef slow_end = LLVMGetInsertBlock(cg->B);
  LLVMBuildBr(cg->B, done);
  be__at(cg, done);
  if (!lt) return be__cv_(NULL, false);
  LLVMValueRef phi = LLVMBuildPhi(cg->B, lt, "");
  LLVMValueRef vals[3] = {fv, sv.v, gv};
  LLVMBasicBlockRef bbs[3] = {fast_end, slow_end, guess_end};
  LLVMAddIncoming(phi, vals, bbs, 3);
  return be__cv_(phi, false);
}

static be__cv be__prop(be__cg *cg, const fe_ir_node *x) { return be__prop_in(cg, x, false); }

static be__cv be__set_prop(be__cg *cg, const fe_ir_node *x) {
  LLVMValueRef o = be__nonnull_named(cg, be__expr(cg, x->a).v, x->b, true);
  uint32_t vt = be__ntype(cg, x->c);
  /* a boolean as a byte (be__bool_byte): the slot and the boxed value keep undefined */
  LLVMValueRef vbyte = be__kind(cg, vt) == FE_IR_K_BOOLEAN ? be__bool_byte(cg, x->c) : NULL;
  be__cv v = vbyte ? be__cv_(LLVMBuildTrunc(cg->B, vbyte, cg->t_i1, ""), false) : be__expr(cg, x->c);
  LLVMValueRef site;
  LLVMBasicBlockRef slow, done;
  LLVMValueRef at = be__site_slot(cg, o, &site, &slow, &done);
  if (be__slot_kind(cg, vt) == RT_SLOT_VALUE) { /* filling an absent optional property: the runtime keeps key order */
    LLVMBasicBlockRef st = be__bb(cg, "site.store");
    LLVMValueRef old = LLVMBuildLoad2(cg->B, cg->t_i64, at, "");
    LLVMBuildCondBr(cg->B, LLVMBuildICmp(cg->B, LLVMIntEQ, old, be__i64c(cg, RT_ABSENT), ""), slow, st);
    be__at(cg, st);
  }
  if (vbyte) LLVMBuildStore(cg->B, vbyte, at);
  else be__word_store(cg, at, v, vt);
  LLVMBuildBr(cg->B, done);
  be__at(cg, slow);
  LLVMTypeRef pt[5] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_i32, cg->t_i64};
  LLVMValueRef boxed = be__box(cg, v, vt);
  if (vbyte)
    boxed = LLVMBuildSelect(cg->B, LLVMBuildICmp(cg->B, LLVMIntEQ, vbyte, LLVMConstInt(cg->t_i8, RT_BOOL_UNDEF, 0), ""),
                            be__i64c(cg, RT_UNDEFINED), boxed, "");
  LLVMValueRef av[5] = {o, be__strlit(cg, x->b), site, be__i32c(cg, be__slot_kind(cg, vt)), boxed};
  be__rt(cg, "rt_prop_set", cg->t_void, 5, pt, av);
  LLVMBuildBr(cg->B, done);
  be__at(cg, done);
  return v;
}

/* PROP_CALL, CALL_METHOD and VCALL: list = object, then the arguments. */
/* The signature of IR type t as runtime/ifacecall.c reads it (its grammar
 * is there): one letter a kind, arrays and functions with their parts.
 * Appends to buf at *n (cap bytes); deep types are cut, which only makes
 * two signatures differ. */
static void be__sig_put(be__cg *cg, uint32_t t, char *buf, size_t cap, size_t *n, int depth) {
  if (*n + 2 >= cap || depth > 8) return;
  const fe_ir_type *ty = &cg->m->types[t];
  switch (be__kind(cg, t)) {
  case FE_IR_K_UNDEFINED: buf[(*n)++] = 'u'; return;
  case FE_IR_K_NULL: buf[(*n)++] = 'n'; return;
  case FE_IR_K_BOOLEAN: buf[(*n)++] = 'b'; return;
  case FE_IR_K_NUMBER: buf[(*n)++] = 'd'; return;
  case FE_IR_K_STRING: buf[(*n)++] = 's'; return;
  case FE_IR_K_OBJECT: buf[(*n)++] = 'o'; return;
  case FE_IR_K_ENV: buf[(*n)++] = 'e'; return;
  case FE_IR_K_ARRAY:
    if (ty->typed) {
      buf[(*n)++] = 't';
      buf[(*n)++] = (char)('A' + ty->typed);
      return;
    }
    buf[(*n)++] = 'a';
    be__sig_put(cg, ty->list, buf, cap, n, depth + 1);
    return;
  case FE_IR_K_FUNCTION:
    buf[(*n)++] = 'f';
    be__sig_put(cg, cg->m->extra[ty->list + ty->nparams], buf, cap, n, depth + 1);
    if (*n + 1 < cap) buf[(*n)++] = '(';
    for (uint32_t i = 0; i < ty->nparams; i++) be__sig_put(cg, cg->m->extra[ty->list + i], buf, cap, n, depth + 1);
    if (*n + 1 < cap) buf[(*n)++] = ')';
    return;
  default: buf[(*n)++] = 'v'; return;
  }
}

/* A signature as a constant C string. */
static LLVMValueRef be__sig_const(be__cg *cg, const char *buf, size_t n) {
  LLVMValueRef s = LLVMConstStringInContext(cg->C, buf, (unsigned)n, 0);
  LLVMValueRef g = LLVMAddGlobal(cg->M, LLVMTypeOf(s), "sig");
  LLVMSetInitializer(g, s);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
  return g;
}

static be__cv be__method_call(be__cg *cg, uint32_t n, const fe_ir_node *x) {
  const fe_ir_module *m = cg->m;
  uint32_t na = x->c - 1;
  LLVMValueRef o = x->op == FE_IR_PROP_CALL ? be__nonnull_named(cg, be__expr(cg, m->extra[x->b]).v, x->a, false)
                                            : be__nonnull(cg, be__expr(cg, m->extra[x->b]).v);
  LLVMValueRef av[na + 1];
  LLVMTypeRef pt[na + 1];
  unsigned k = 0;
  av[k] = o;
  pt[k++] = cg->t_ptr;
  if (x->op != FE_IR_PROP_CALL) {
    uint32_t ft = m->funcs[x->a].type;
    LLVMValueRef tmp[na + 1];
    unsigned got = be__call_args(cg, ft, FE_IR_NONE, x->b + 1, na, tmp);
    for (unsigned i = 1; i < got; i++) av[k++] = tmp[i];
    LLVMValueRef fn;
    if (x->op == FE_IR_CALL_METHOD) {
      fn = cg->fn[x->a];
    } else {
      if (cg->vidx[x->a] == FE_IR_NONE) {
        be__fail(cg, "virtual call of f%u, which no class has", x->a);
        return be__cv_(NULL, false);
      }
      LLVMValueRef off = be__i64c(cg, offsetof(rt_class, methods));
      LLVMValueRef tab = LLVMBuildLoad2(cg->B, cg->t_ptr, LLVMBuildGEP2(cg->B, cg->t_i8, be__load_cls(cg, o), &off, 1, ""), "vtab");
      LLVMValueRef at = be__i64c(cg, 8ull * cg->vidx[x->a]);
      fn = LLVMBuildLoad2(cg->B, cg->t_ptr, LLVMBuildGEP2(cg->B, cg->t_i8, tab, &at, 1, ""), "vfn");
    }
    LLVMTypeRef fty = x->op == FE_IR_CALL_METHOD ? cg->fnty[x->a] : be__fn_lty(cg, ft);
    LLVMValueRef r = be__call2(cg, fty, fn, av, k);
    if (be__kind(cg, fe_ir_func_ret(m, &m->funcs[x->a])) == FE_IR_K_BOOLEAN) return be__byte_result(cg, r);
    be__cv res = be__call_result(cg, r, fe_ir_func_ret(m, &m->funcs[x->a]));
    if (x->op == FE_IR_CALL_METHOD) res.is_int = res.v && be__ret_is_int(cg->rg, x->a);
    return res;
  }
  /* by name: the arguments' own types make the signature (and its
     description, for a method held differently: runtime/ifacecall.c) */
  char sb[256];
  size_t sn = 0;
  sb[sn++] = 'f';
  be__sig_put(cg, x->type, sb, sizeof sb, &sn, 1);
  sb[sn++] = '(';
  for (uint32_t i = 1; i < x->c; i++) {
    uint32_t an = m->extra[x->b + i];
    uint32_t t = be__ntype(cg, an);
    be__sig_put(cg, t, sb, sizeof sb - 1, &sn, 1);
    if (be__kind(cg, t) == FE_IR_K_BOOLEAN) { /* a byte (be__byte_at) */
      av[k] = be__bool_byte(cg, an);
      pt[k++] = cg->t_i8;
      continue;
    }
    be__cv v = be__expr(cg, an);
    LLVMTypeRef lt = be__lty(cg, t);
    if (!lt) continue;
    av[k] = be__kind(cg, t) == FE_IR_K_NUMBER ? be__as_f64(cg, v) : v.v;
    pt[k++] = lt;
  }
  sb[sn++] = ')';
  LLVMValueRef site = be__site(cg);
  LLVMValueRef selfp = be__alloca(cg, cg->t_ptr, "self");
  LLVMTypeRef spt[5] = {cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_ptr, cg->t_ptr};
  LLVMValueRef sav[5] = {o, be__strlit(cg, x->a), site, selfp, be__sig_const(cg, sb, sn)};
  LLVMValueRef fn = be__rt(cg, "rt_prop_method", cg->t_ptr, 5, spt, sav);
  av[0] = LLVMBuildLoad2(cg->B, cg->t_ptr, selfp, "");
  LLVMTypeRef rt = be__lty(cg, x->type);
  bool byte = be__kind(cg, x->type) == FE_IR_K_BOOLEAN;
  LLVMValueRef r = be__call2(cg, LLVMFunctionType(byte ? cg->t_i8 : rt ? rt : cg->t_void, pt, k, 0), fn, av, k);
  (void)n;
  if (byte) return be__byte_result(cg, r);
  return be__call_result(cg, r, x->type);
}

static be__cv be__expr_op(be__cg *cg, uint32_t n) {
  if (n >= cg->m->nnodes) {
    be__fail(cg, "bad node index %u", n);
    return be__cv_(NULL, false);
  }
  const fe_ir_node *x = &cg->m->nodes[n];
  switch (x->op) {
  case FE_IR_NUM:
    if (be__node_int(cg, n)) return be__cv_(be__i64c(cg, (uint64_t)(int64_t)fe_ir_num(x)), true);
    return be__cv_(be__f64c(cg, fe_ir_num(x)), false);
  case FE_IR_BOOL: return be__cv_(be__i1c(cg, x->a != 0), false);
  case FE_IR_STR: return be__cv_(be__strlit(cg, x->a), false);
  case FE_IR_UNDEF: case FE_IR_NULLV: return be__cv_(NULL, false);
  case FE_IR_LOCAL: {
    if (x->a >= cg->f->nlocals) {
      be__fail(cg, "bad local slot %u", x->a);
      return be__cv_(NULL, false);
    }
    if (!cg->slot[x->a]) return be__cv_(NULL, false);
    bool i = cg->slot_int[x->a];
    uint32_t t = cg->m->locals[cg->f->locals + x->a].type;
    if (be__kind(cg, t) == FE_IR_K_BOOLEAN && !cg->slot_bool1[x->a]) /* a byte: its low bit (be__bool_byte) */
      return be__cv_(LLVMBuildTrunc(cg->B, LLVMBuildLoad2(cg->B, cg->t_i8, cg->slot[x->a], ""), cg->t_i1, ""), false);
    LLVMTypeRef lt = i ? cg->t_i64 : be__lty(cg, t);
    return be__cv_(LLVMBuildLoad2(cg->B, lt, cg->slot[x->a], ""), i);
  }
  case FE_IR_SET_LOCAL: {
    if (x->a < cg->f->nlocals && cg->slot[x->a] && !cg->slot_bool1[x->a] &&
        be__kind(cg, cg->m->locals[cg->f->locals + x->a].type) == FE_IR_K_BOOLEAN) {
      LLVMValueRef byte = be__bool_byte(cg, x->b);
      LLVMBuildStore(cg->B, byte, cg->slot[x->a]);
      return be__cv_(LLVMBuildTrunc(cg->B, byte, cg->t_i1, ""), false);
    }
    be__cv v = be__expr(cg, x->b);
    if (x->a >= cg->f->nlocals) {
      be__fail(cg, "bad local slot %u", x->a);
      return v;
    }
    if (!cg->slot[x->a]) return v;
    uint32_t t = cg->m->locals[cg->f->locals + x->a].type;
    if (be__kind(cg, t) == FE_IR_K_NUMBER) v = be__cv_(be__num_in(cg, v, cg->slot_int[x->a]), cg->slot_int[x->a]);
    LLVMBuildStore(cg->B, v.v, cg->slot[x->a]);
    return v;
  }
  case FE_IR_GLOBAL: {
    if (x->a >= cg->m->nglobals) {
      be__fail(cg, "bad global slot %u", x->a);
      return be__cv_(NULL, false);
    }
    LLVMTypeRef lt = be__lty(cg, cg->m->globals[x->a].type);
    if (!lt) return be__cv_(NULL, false);
    if (be__kind(cg, cg->m->globals[x->a].type) == FE_IR_K_BOOLEAN) /* a byte: its low bit (be__bool_byte) */
      return be__cv_(LLVMBuildTrunc(cg->B, LLVMBuildLoad2(cg->B, cg->t_i8, cg->glob[x->a], ""), cg->t_i1, ""), false);
    return be__cv_(LLVMBuildLoad2(cg->B, lt, cg->glob[x->a], ""), false);
  }
  case FE_IR_SET_GLOBAL: {
    if (x->a < cg->m->nglobals && cg->glob[x->a] && be__kind(cg, cg->m->globals[x->a].type) == FE_IR_K_BOOLEAN) {
      LLVMValueRef byte = be__bool_byte(cg, x->b);
      LLVMBuildStore(cg->B, byte, cg->glob[x->a]);
      return be__cv_(LLVMBuildTrunc(cg->B, byte, cg->t_i1, ""), false);
    }
    be__cv v = be__expr(cg, x->b);
    if (x->a >= cg->m->nglobals) {
      be__fail(cg, "bad global slot %u", x->a);
      return v;
    }
    if (!cg->glob[x->a]) return v;
    if (be__kind(cg, cg->m->globals[x->a].type) == FE_IR_K_NUMBER) v = be__cv_(be__as_f64(cg, v), false);
    LLVMBuildStore(cg->B, v.v, cg->glob[x->a]);
    return v;
  }
  case FE_IR_FUNC:
    if (x->a >= cg->m->nfuncs) {
      be__fail(cg, "bad function index %u", x->a);
      return be__cv_(LLVMConstNull(cg->t_ptr), false);
    }
    return be__cv_(be__clo(cg, x->a), false);
  case FE_IR_UNARY: return be__unary(cg, n);
  case FE_IR_BINARY: return be__binary(cg, n);
  case FE_IR_LOGICAL: return be__logical(cg, n);
  case FE_IR_COND: return be__cond(cg, n);
  case FE_IR_CONVERT: {
    const fe_ir_node *o = x->a < cg->m->nnodes ? &cg->m->nodes[x->a] : NULL;
    if ((x->flags & FE_IR_CONV_UNBOX) && o && o->op == FE_IR_BUILTIN && o->a == FE_IR_B_ARRAY_GET && o->c == 2 &&
        be__kind(cg, be__ntype(cg, x->a)) == FE_IR_K_VALUE && be__unbox_ptr_kind(be__kind(cg, x->type))) {
      return be__array_op_as(cg, x->a, o, cg->m->extra + o->b, false, x->type);
    }
    const fe_ir_node *src = &cg->m->nodes[x->a];
    int tk = be__kind(cg, x->type);
    if ((tk == FE_IR_K_VALUE || tk == FE_IR_K_STRING) && be__kind(cg, src->type) == FE_IR_K_BOOLEAN) {
      /* a boolean boxed or made a string: a field, local or global never
         assigned, or given an undefined, is undefined, as is an undefined
         unboxed as a boolean and boxed again (be__bool_byte) */
      LLVMValueRef byte = be__bool_byte(cg, x->a);
      be__cv b = be__cv_(LLVMBuildTrunc(cg->B, byte, cg->t_i1, ""), false);
      LLVMValueRef boxed = be__convert(cg, b, src->type, FE_IR_T_VALUE, 0).v;
      LLVMValueRef undef = LLVMBuildICmp(cg->B, LLVMIntEQ, byte, LLVMConstInt(cg->t_i8, RT_BOOL_UNDEF, 0), "");
      be__cv v = be__cv_(LLVMBuildSelect(cg->B, undef, be__i64c(cg, RT_UNDEFINED), boxed, ""), false);
      return tk == FE_IR_K_VALUE ? v : be__convert(cg, v, FE_IR_T_VALUE, x->type, 0);
    }
    be__cv v = be__expr(cg, x->a);
    return be__convert(cg, v, be__ntype(cg, x->a), x->type, x->flags & FE_IR_CONV_UNBOX);
  }
  case FE_IR_CALL: {
    if (x->a >= cg->m->nfuncs || (cg->m->funcs[x->a].flags & FE_IR_FN_MAIN)) {
      be__fail(cg, "bad call target %u", x->a);
      return be__cv_(NULL, false);
    }
    uint32_t ft = cg->m->funcs[x->a].type;
    LLVMValueRef av[x->c + 1];
    unsigned na = be__call_args(cg, ft, x->a, x->b, x->c, av);
    if (x->flags & FE_IR_CALL_SELF_ENV) av[0] = be__self_env(cg);
    LLVMValueRef r = be__call2(cg, cg->fnty[x->a], cg->fn[x->a], av, na);
    if (be__byte_at(cg, x->a, ~0u)) { /* a byte (be__bool_byte reads it whole) */
      cg->last_byte = r;
      return be__cv_(LLVMBuildTrunc(cg->B, r, cg->t_i1, ""), false);
    }
    be__cv res = be__call_result(cg, r, fe_ir_func_ret(cg->m, &cg->m->funcs[x->a]));
    res.is_int = res.v && be__ret_is_int(cg->rg, x->a);
    return res;
  }
  case FE_IR_CALL_INDIRECT: {
    uint32_t ft = be__ntype(cg, x->a);
    if (be__kind(cg, ft) != FE_IR_K_FUNCTION) {
      be__fail(cg, "indirect call of a non-function");
      return be__cv_(NULL, false);
    }
    be__cv c = be__expr(cg, x->a);
    LLVMValueRef av[x->c + 1];
    unsigned na = be__call_args(cg, ft, FE_IR_NONE, x->b, x->c, av);
    /* A function read from a hole or past an array's end is NULL. */
    LLVMBasicBlockRef bad = be__bb(cg, "notfn"), ok = be__bb(cg, "isfn");
    LLVMBuildCondBr(cg->B, LLVMBuildIsNull(cg->B, c.v, ""), bad, ok);
    be__at(cg, bad);
    be__rt1(cg, "rt_throw_not_a_function", cg->t_void, cg->t_ptr, c.v);
    LLVMBuildUnreachable(cg->B);
    be__at(cg, ok);
    LLVMValueRef fnp = LLVMBuildLoad2(cg->B, cg->t_ptr, c.v, "fn");
    LLVMValueRef envp = LLVMBuildGEP2(cg->B, cg->t_i8, c.v, (LLVMValueRef[]){be__i64c(cg, 8)}, 1, "");
    av[0] = LLVMBuildLoad2(cg->B, cg->t_ptr, envp, "env");
    LLVMValueRef r = be__call2(cg, be__fn_lty(cg, ft), fnp, av, na);
    const fe_ir_type *t = &cg->m->types[ft];
    if (be__kind(cg, cg->m->extra[t->list + t->nparams]) == FE_IR_K_BOOLEAN) return be__byte_result(cg, r);
    return be__call_result(cg, r, cg->m->extra[t->list + t->nparams]);
  }
  case FE_IR_BUILTIN: return be__builtin(cg, n);
  case FE_IR_UPDATE: return be__update(cg, x);
  case FE_IR_SEQ:
    be__expr(cg, x->a);
    return be__expr(cg, x->b);
  case FE_IR_ARRAY_LIT: {
    /* rt_array_new(elem, n), then a push of each element (boxed) */
    uint32_t t = be__ntype(cg, n), et = cg->m->types[t].list;
    LLVMTypeRef pt[2] = {cg->t_i32, cg->t_i32};
    LLVMValueRef av[2] = {be__i32c(cg, fe_ir_array_elem(cg->m->types, et)), be__i32c(cg, x->c)};
    LLVMValueRef a = be__rt(cg, "rt_array_new", cg->t_ptr, 2, pt, av);
    for (uint32_t i = 0; i < x->c; i++) {
      uint32_t e = cg->m->extra[x->b + i];
      LLVMValueRef v = be__expr_boxed(cg, e);
      be__rt2(cg, "rt_array_push", cg->t_f64, cg->t_ptr, cg->t_i64, a, v);
    }
    return be__cv_(a, false);
  }
  case FE_IR_SELF_ENV: return be__cv_(be__self_env(cg), false);
  case FE_IR_NEW_OBJECT: {
    LLVMValueRef o = be__object_new(cg, x->a);
    for (uint32_t i = 0; i < x->c; i++) {
      uint32_t e = cg->m->extra[x->b + i];
      if (be__kind(cg, be__ntype(cg, e)) == FE_IR_K_BOOLEAN) /* a byte that keeps undefined */
        LLVMBuildStore(cg->B, be__bool_byte(cg, e), be__slot_addr(cg, o, i));
      else
        be__word_store(cg, be__slot_addr(cg, o, i), be__expr(cg, e), be__ntype(cg, e));
    }
    /* slots after the given values: optional properties the literal lacks */
    for (uint32_t i = x->c; (x->flags & FE_IR_NEW_ABSENT) && i < cg->m->classes[x->a].nslots; i++)
      LLVMBuildStore(cg->B, be__i64c(cg, RT_ABSENT), be__slot_addr(cg, o, i));
    return be__cv_(o, false);
  }
  case FE_IR_FIELD: {
    LLVMValueRef o = be__nonnull(cg, be__expr(cg, x->a).v);
    LLVMTypeRef lt = be__lty(cg, x->type);
    if (!lt) return be__cv_(NULL, false);
    return be__cv_(be__slot_read(cg, lt, be__slot_addr(cg, o, x->b), x->type), false); /* (a `declare` field may be absent) */
  }
  case FE_IR_SET_FIELD: {
    LLVMValueRef o = be__nonnull(cg, be__expr(cg, x->a).v), vbyte = NULL;
    bool is_bool = be__kind(cg, be__ntype(cg, x->c)) == FE_IR_K_BOOLEAN;
    if (is_bool) vbyte = be__bool_byte(cg, x->c);
    be__cv v = is_bool ? be__cv_(LLVMBuildTrunc(cg->B, vbyte, cg->t_i1, ""), false) : be__expr(cg, x->c);
    if (x->flags & FE_IR_FIELD_CHECKED) { /* the program freezes objects: a frozen one throws */
      LLVMValueRef flp = LLVMBuildGEP2(cg->B, cg->t_i8, o, (LLVMValueRef[]){be__i64c(cg, 4)}, 1, "");
      LLVMValueRef fl = LLVMBuildLoad2(cg->B, cg->t_i32, flp, "");
      LLVMValueRef frozen = LLVMBuildICmp(cg->B, LLVMIntSLT, fl, be__i32c(cg, 0), ""); /* the top bit: RT_OBJ_FROZEN */
      LLVMBasicBlockRef bad = be__bb(cg, "frozen"), ok = be__bb(cg, "store");
      LLVMBuildCondBr(cg->B, frozen, bad, ok);
      be__at(cg, bad);
      be__rt2(cg, "rt_field_frozen", cg->t_void, cg->t_ptr, cg->t_f64, o, LLVMConstReal(cg->t_f64, x->b));
      LLVMBuildUnreachable(cg->B);
      be__at(cg, ok);
    }
    if (is_bool) { /* a byte that keeps undefined (be__bool_byte) */
      LLVMBuildStore(cg->B, vbyte, be__slot_addr(cg, o, x->b));
      return v;
    }
    be__word_store(cg, be__slot_addr(cg, o, x->b), v, be__ntype(cg, x->c));
    return v;
  }
  case FE_IR_PROP: return be__prop(cg, x);
  case FE_IR_SET_PROP: return be__set_prop(cg, x);
  case FE_IR_PROP_CALL: case FE_IR_CALL_METHOD: case FE_IR_VCALL: return be__method_call(cg, n, x);
  case FE_IR_BIND: {
    LLVMValueRef o = be__expr(cg, x->b).v;
    LLVMValueRef namep = LLVMBuildGEP2(cg->B, cg->t_i8, be__clo(cg, x->a), (LLVMValueRef[]){be__i64c(cg, 16)}, 1, "");
    LLVMValueRef name = LLVMBuildLoad2(cg->B, cg->t_ptr, namep, "name");
    LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_ptr, cg->t_ptr};
    LLVMValueRef av[3] = {cg->fn[x->a], o, name};
    return be__cv_(be__rt(cg, "rt_closure_new", cg->t_ptr, 3, pt, av), false);
  }
  case FE_IR_INSTANCEOF: {
    LLVMValueRef v = be__box(cg, be__expr(cg, x->a), be__ntype(cg, x->a));
    return be__cv_(be__rt2(cg, "rt_instanceof", cg->t_i1, cg->t_i64, cg->t_ptr, v, cg->cls[x->b]), false);
  }
  case FE_IR_ENV_NEW:
    return be__cv_(be__rt1(cg, "rt_env_new", cg->t_ptr, cg->t_i32, be__i32c(cg, x->a)), false);
  case FE_IR_ENV_GET: {
    LLVMValueRef e = be__expr(cg, x->a).v;
    LLVMTypeRef lt = be__lty(cg, x->type);
    if (!lt) return be__cv_(NULL, false);
    if (be__kind(cg, x->type) == FE_IR_K_BOOLEAN) /* a byte: its low bit (be__bool_byte) */
      return be__cv_(LLVMBuildTrunc(cg->B, LLVMBuildLoad2(cg->B, cg->t_i8, be__env_slot(cg, e, x->b), ""), cg->t_i1, ""), false);
    return be__cv_(LLVMBuildLoad2(cg->B, lt, be__env_slot(cg, e, x->b), ""), false);
  }
  case FE_IR_ENV_SET: {
    LLVMValueRef e = be__expr(cg, x->a).v;
    if (be__kind(cg, be__ntype(cg, x->c)) == FE_IR_K_BOOLEAN) {
      LLVMValueRef byte = be__bool_byte(cg, x->c);
      LLVMBuildStore(cg->B, byte, be__env_slot(cg, e, x->b));
      return be__cv_(LLVMBuildTrunc(cg->B, byte, cg->t_i1, ""), false);
    }
    be__cv v = be__expr(cg, x->c);
    be__env_store(cg, e, x->b, v, be__ntype(cg, x->c));
    return v;
  }
  case FE_IR_CLOSURE: {
    if (x->a >= cg->m->nfuncs || (cg->m->funcs[x->a].flags & FE_IR_FN_MAIN)) {
      be__fail(cg, "bad closure target %u", x->a);
      return be__cv_(LLVMConstNull(cg->t_ptr), false);
    }
    if (x->c == 0 && !(x->flags & FE_IR_CLOSURE_SELF_ENV)) return be__cv_(be__clo(cg, x->a), false);
    LLVMValueRef env;
    if (x->c == 0) env = be__self_env(cg);
    else {
      env = be__rt1(cg, "rt_env_new", cg->t_ptr, cg->t_i32, be__i32c(cg, x->c));
      for (uint32_t i = 0; i < x->c; i++) {
        uint32_t e = cg->m->extra[x->b + i];
        if (be__kind(cg, be__ntype(cg, e)) == FE_IR_K_BOOLEAN) /* a byte that keeps undefined */
          LLVMBuildStore(cg->B, be__bool_byte(cg, e), be__env_slot(cg, env, i));
        else
          be__env_store(cg, env, i, be__expr(cg, e), be__ntype(cg, e));
      }
    }
    LLVMValueRef namep = LLVMBuildGEP2(cg->B, cg->t_i8, be__clo(cg, x->a), (LLVMValueRef[]){be__i64c(cg, 16)}, 1, "");
    LLVMValueRef name = LLVMBuildLoad2(cg->B, cg->t_ptr, namep, "name");
    LLVMTypeRef pt[3] = {cg->t_ptr, cg->t_ptr, cg->t_ptr};
    LLVMValueRef av[3] = {cg->fn[x->a], env, name};
    return be__cv_(be__rt(cg, "rt_closure_new", cg->t_ptr, 3, pt, av), false);
  }
  default:
    be__fail(cg, "node %u: op %d is not an expression", n, x->op);
    return be__cv_(NULL, false);
  }
}

/* The value of expression n, checked against n's IR type.  fe_ir_open's type
 * rules (frontend/ir.c) make this hold for every module it accepts; should
 * something get past them, codegen stops with a message here instead of
 * handing LLVM a missing or mistyped value (which crashes it). */
static be__cv be__expr(be__cg *cg, uint32_t n) {
  be__cv v = be__expr_op(cg, n);
  if (n >= cg->m->nnodes) return v;
  LLVMTypeRef want = be__lty(cg, be__ntype(cg, n));
  if (want && v.is_int) want = cg->t_i64;
  if (want && (!v.v || LLVMTypeOf(v.v) != want))
    be__fail(cg, "invalid IR: node %u (op %u) has no value of its type", n, cg->m->nodes[n].op);
  return v;
}

/* ---- statements ---------------------------------------------------------------------- */

static be__target *be__find(be__cg *cg, uint32_t node) {
  for (uint32_t i = cg->ntg; i-- > 0;)
    if (cg->tg[i].node == node) return &cg->tg[i];
  return NULL;
}

static LLVMBasicBlockRef be__exit_of(be__cg *cg, uint32_t node) {
  be__target *t = be__find(cg, node);
  if (!t) {
    be__fail(cg, "break to a statement (node %u) that does not enclose it", node);
    return be__bb(cg, "bad.exit");
  }
  if (!t->exit) t->exit = be__bb(cg, "exit");
  return t->exit;
}

static void be__async_return(be__cg *cg, LLVMValueRef boxed);

static void be__default_return(be__cg *cg) {
  if (cg->coro) {
    be__async_return(cg, be__i64c(cg, RT_UNDEFINED));
    return;
  }
  if (cg->f->flags & FE_IR_FN_MAIN) {
    LLVMBuildRetVoid(cg->B);
    return;
  }
  uint32_t rt = fe_ir_func_ret(cg->m, cg->f);
  switch (be__kind(cg, rt)) {
  case FE_IR_K_BOOLEAN:
    LLVMBuildRet(cg->B, be__byte_at(cg, cg->fidx, ~0u) ? LLVMConstInt(cg->t_i8, 0, 0) : be__i1c(cg, false));
    break;
  case FE_IR_K_NUMBER:
    if (be__ret_is_int(cg->rg, cg->fidx)) { /* intrange.c proved control never gets here */
      be__intrinsic0(cg, "llvm.trap");
      LLVMBuildUnreachable(cg->B);
    } else {
      LLVMBuildRet(cg->B, be__f64c(cg, NAN));
    }
    break;
  case FE_IR_K_STRING: LLVMBuildRet(cg->B, be__str_undef(cg)); break;
  case FE_IR_K_VALUE: LLVMBuildRet(cg->B, be__i64c(cg, RT_UNDEFINED)); break;
  case FE_IR_K_FUNCTION: case FE_IR_K_ARRAY: case FE_IR_K_OBJECT: LLVMBuildRet(cg->B, LLVMConstNull(cg->t_ptr)); break;
  default: { /* (a result of another kind, an env say, only in damaged IR: its zero) */
    LLVMTypeRef lt = be__lty(cg, rt);
    if (lt) LLVMBuildRet(cg->B, LLVMConstNull(lt));
    else LLVMBuildRetVoid(cg->B);
    break;
  }
  }
}

static void be__stmt(be__cg *cg, uint32_t n);
static void be__leave(be__cg *cg, LLVMBasicBlockRef dest, uint32_t tg, int ret);
static void be__throw(be__cg *cg, LLVMValueRef v);
static void be__try(be__cg *cg, const fe_ir_node *x, uint32_t mine);
static void be__return_later(be__cg *cg, const fe_ir_node *x);

static void be__cond_br(be__cg *cg, uint32_t cond, LLVMBasicBlockRef t, LLVMBasicBlockRef f) {
  LLVMValueRef c = be__truthy(cg, be__expr(cg, cond), be__ntype(cg, cond));
  LLVMBuildCondBr(cg->B, c, t, f);
}

static void be__switch(be__cg *cg, const fe_ir_node *x, uint32_t n) {
  uint32_t dt = be__ntype(cg, x->a);
  be__cv d = be__expr(cg, x->a);
  uint32_t nc = x->c;
  LLVMBasicBlockRef *body = malloc((nc ? nc : 1) * sizeof *body);
  if (!body) {
    be__fail(cg, "out of memory");
    return;
  }
  int def = -1;
  for (uint32_t i = 0; i < nc; i++) {
    body[i] = be__bb(cg, "case");
    const fe_ir_node *c = &cg->m->nodes[cg->m->extra[x->b + i]];
    if (c->a == FE_IR_NONE) {
      def = (int)i;
      continue;
    }
    be__cv t = be__expr(cg, c->a);
    LLVMBasicBlockRef next = be__bb(cg, "case.next");
    LLVMBuildCondBr(cg->B, be__strict_eq(cg, d, t, dt), body[i], next);
    be__at(cg, next);
  }
  LLVMBuildBr(cg->B, def >= 0 ? body[def] : be__exit_of(cg, n));
  for (uint32_t i = 0; i < nc; i++) {
    be__at(cg, body[i]);
    be__stmt(cg, cg->m->nodes[cg->m->extra[x->b + i]].b);
    be__br(cg, i + 1 < nc ? body[i + 1] : be__exit_of(cg, n));
  }
  free(body);
}

static void be__stmt(be__cg *cg, uint32_t n) {
  if (n == FE_IR_NONE) return;
  if (n >= cg->m->nnodes) {
    be__fail(cg, "bad node index %u", n);
    return;
  }
  if (be__terminated(cg)) return; /* unreachable: nothing can jump into it */
  const fe_ir_node *x = &cg->m->nodes[n];
  if (cg->ntg == cg->captg) {
    uint32_t cap = cg->captg ? cg->captg * 2 : 16;
    be__target *t = realloc(cg->tg, cap * sizeof *t);
    if (!t) {
      be__fail(cg, "out of memory");
      return;
    }
    cg->tg = t;
    cg->captg = cap;
  }
  uint32_t mine = cg->ntg++;
  cg->tg[mine] = (be__target){n, NULL, NULL};

  switch (x->op) {
  case FE_IR_BLOCK:
    for (uint32_t i = 0; i < x->c; i++) be__stmt(cg, cg->m->extra[x->b + i]);
    break;
  case FE_IR_EXPR: be__expr(cg, x->a); break;
  case FE_IR_IF: {
    LLVMBasicBlockRef bt = be__bb(cg, "if.then"), done = be__bb(cg, "if.done");
    LLVMBasicBlockRef bf = x->c != FE_IR_NONE ? be__bb(cg, "if.else") : done;
    be__cond_br(cg, x->a, bt, bf);
    be__at(cg, bt);
    be__stmt(cg, x->b);
    be__br(cg, done);
    if (x->c != FE_IR_NONE) {
      be__at(cg, bf);
      be__stmt(cg, x->c);
      be__br(cg, done);
    }
    LLVMMoveBasicBlockAfter(done, LLVMGetInsertBlock(cg->B));
    be__at(cg, done);
    break;
  }
  case FE_IR_WHILE: {
    LLVMBasicBlockRef cond = be__bb(cg, "while.cond"), body = be__bb(cg, "while.body");
    cg->tg[mine].cont = cond;
    LLVMBuildBr(cg->B, cond);
    be__at(cg, cond);
    if (x->a != FE_IR_NONE) be__cond_br(cg, x->a, body, be__exit_of(cg, n));
    else LLVMBuildBr(cg->B, body);
    be__at(cg, body);
    be__stmt(cg, x->b);
    be__br(cg, cond);
    break;
  }
  case FE_IR_DO_WHILE: {
    LLVMBasicBlockRef body = be__bb(cg, "do.body"), cond = be__bb(cg, "do.cond");
    cg->tg[mine].cont = cond;
    LLVMBuildBr(cg->B, body);
    be__at(cg, body);
    be__stmt(cg, x->a);
    be__br(cg, cond);
    be__at(cg, cond);
    be__cond_br(cg, x->b, body, be__exit_of(cg, n));
    break;
  }
  case FE_IR_FOR: {
    uint32_t upd = cg->m->extra[x->c], bodyn = cg->m->extra[x->c + 1];
    be__stmt(cg, x->a);
    if (be__terminated(cg)) break;
    LLVMBasicBlockRef cond = be__bb(cg, "for.cond"), body = be__bb(cg, "for.body"),
                      next = be__bb(cg, "for.next");
    cg->tg[mine].cont = next;
    LLVMBuildBr(cg->B, cond);
    be__at(cg, cond);
    if (x->b != FE_IR_NONE) be__cond_br(cg, x->b, body, be__exit_of(cg, n));
    else LLVMBuildBr(cg->B, body);
    be__at(cg, body);
    be__stmt(cg, bodyn);
    be__br(cg, next);
    LLVMMoveBasicBlockAfter(next, LLVMGetInsertBlock(cg->B));
    be__at(cg, next);
    if (upd != FE_IR_NONE) be__expr(cg, upd);
    be__br(cg, cond);
    break;
  }
  case FE_IR_BREAK: {
    LLVMBasicBlockRef ex = be__exit_of(cg, x->a);
    be__target *t = be__find(cg, x->a);
    be__leave(cg, ex, t ? (uint32_t)(t - cg->tg) : 0, 0);
    break;
  }
  case FE_IR_CONTINUE: {
    be__target *t = be__find(cg, x->a);
    if (!t || !t->cont) {
      be__fail(cg, "continue to a statement (node %u) that is not an enclosing loop", x->a);
      LLVMBuildUnreachable(cg->B);
      break;
    }
    be__leave(cg, t->cont, (uint32_t)(t - cg->tg), 0);
    break;
  }
  case FE_IR_THROW: be__throw(cg, be__expr(cg, x->a).v); break;
  case FE_IR_TRY: be__try(cg, x, mine); break;
  case FE_IR_SWITCH: be__switch(cg, x, n); break;
  case FE_IR_RETURN: {
    if (cg->nfin) { /* finally bodies run first */
      be__return_later(cg, x);
      break;
    }
    if (x->a == FE_IR_NONE) {
      be__default_return(cg);
      break;
    }
    if (!cg->coro && !(cg->f->flags & FE_IR_FN_MAIN) && be__byte_at(cg, cg->fidx, ~0u)) {
      LLVMBuildRet(cg->B, be__bool_byte(cg, x->a));
      break;
    }
    be__cv v = be__expr(cg, x->a);
    if (cg->coro) {
      be__async_return(cg, be__box(cg, v, be__ntype(cg, x->a)));
      break;
    }
    if (cg->f->flags & FE_IR_FN_MAIN) {
      LLVMBuildRetVoid(cg->B);
      break;
    }
    uint32_t rt = fe_ir_func_ret(cg->m, cg->f);
    if (!be__lty(cg, rt)) LLVMBuildRetVoid(cg->B);
    else if (be__kind(cg, rt) == FE_IR_K_NUMBER)
      LLVMBuildRet(cg->B, be__ret_is_int(cg->rg, cg->fidx) ? be__as_i64(cg, v) : be__as_f64(cg, v));
    else LLVMBuildRet(cg->B, v.v);
    break;
  }
  default:
    /* an expression in statement position */
    be__expr(cg, n);
    break;
  }

  LLVMBasicBlockRef exit = cg->tg[mine].exit;
  cg->ntg = mine;
  if (exit) {
    be__br(cg, exit);
    LLVMMoveBasicBlockAfter(exit, LLVMGetInsertBlock(cg->B));
    be__at(cg, exit);
  }
}

/* ---- exceptions ------------------------------------------------------------------------
 *
 * Zero-cost unwinding (runtime/eh.c has the other half and says why not
 * setjmp/longjmp).  While the body of a `try` is generated, cg->pad is its
 * landing pad and every call that may throw is an invoke unwinding to it
 * (be__call2); elsewhere calls stay calls and an exception unwinds through
 * the frame.  A landing pad catches everything (`catch ptr null`) and asks
 * the runtime for the thrown value.
 *
 * `finally` runs on every way out of the protected code.  Its body is
 * generated once; each way in sets a selector first: 0 falls through, 1
 * rethrows the pending exception, 2 + k takes exit k (a break or continue
 * to a target outside the try, or a return, whose value waits in retslot).
 * After the body a switch on the selector goes on with the pending
 * completion, through the next enclosing finally if there is one.  A break,
 * continue or return inside the finally body itself simply leaves, which
 * drops whatever was pending, as in JavaScript.  */

static LLVMValueRef be__landing(be__cg *cg) {
  LLVMValueRef pers = LLVMGetNamedFunction(cg->M, "rt_eh_personality");
  if (!pers) pers = LLVMAddFunction(cg->M, "rt_eh_personality", LLVMFunctionType(cg->t_i32, NULL, 0, 1));
  LLVMSetPersonalityFn(cg->cur, pers);
  LLVMTypeRef et[2] = {cg->t_ptr, cg->t_i32};
  LLVMValueRef lp = LLVMBuildLandingPad(cg->B, LLVMStructTypeInContext(cg->C, et, 2, 0), pers, 1, "lp");
  LLVMAddClause(lp, LLVMConstNull(cg->t_ptr));
  LLVMValueRef exc = LLVMBuildExtractValue(cg->B, lp, 0, "");
  LLVMValueRef fn = be__rt_decl(cg, "rt_eh_caught", cg->t_i64, 1, &cg->t_ptr);
  return LLVMBuildCall2(cg->B, LLVMGlobalGetValueType(fn), fn, &exc, 1, "caught");
}

static void be__throw(be__cg *cg, LLVMValueRef v) {
  LLVMValueRef fn = be__rt_decl(cg, "rt_throw", cg->t_void, 1, &cg->t_i64);
  be__attr(cg, fn, LLVMAttributeFunctionIndex, "noreturn");
  be__call2(cg, LLVMGlobalGetValueType(fn), fn, &v, 1);
  LLVMBuildUnreachable(cg->B);
}

/* Leaves for dest (tg: its target's index), or returns (ret 1: the value in
 * retslot, 2: the default), through the innermost finally body in the way. */
static void be__leave(be__cg *cg, LLVMBasicBlockRef dest, uint32_t tg, int ret) {
  if (cg->nfin && (ret || cg->fin[cg->nfin - 1].level >= tg)) {
    be__fin *f = &cg->fin[cg->nfin - 1];
    uint32_t k = 0;
    while (k < f->nexits && !(f->exits[k].bb == dest && f->exits[k].ret == ret)) k++;
    if (k == f->nexits) {
      if (f->nexits == f->capexits) {
        uint32_t cap = f->capexits ? 2 * f->capexits : 4;
        be__exit *e = realloc(f->exits, cap * sizeof *e);
        if (!e) {
          be__fail(cg, "out of memory");
          return;
        }
        f->exits = e;
        f->capexits = cap;
      }
      f->exits[f->nexits++] = (be__exit){dest, tg, ret};
    }
    LLVMBuildStore(cg->B, be__i32c(cg, 2 + k), f->sel);
    LLVMBuildBr(cg->B, f->body);
    return;
  }
  if (ret == 1 && cg->coro) be__async_return(cg, LLVMBuildLoad2(cg->B, cg->t_i64, cg->retslot, ""));
  else if (ret == 1) LLVMBuildRet(cg->B, LLVMBuildLoad2(cg->B, LLVMGetReturnType(cg->fnty[cg->fidx]), cg->retslot, ""));
  else if (ret == 2) be__default_return(cg);
  else LLVMBuildBr(cg->B, dest);
}

static void be__return_later(be__cg *cg, const fe_ir_node *x) {
  if (cg->coro) { /* the value waits boxed */
    if (x->a == FE_IR_NONE) {
      be__leave(cg, NULL, 0, 2);
      return;
    }
    LLVMValueRef bv = be__box(cg, be__expr(cg, x->a), be__ntype(cg, x->a));
    if (cg->agen) bv = be__await(cg, bv); /* an async generator's return awaits its value */
    if (!cg->retslot) cg->retslot = be__alloca(cg, cg->t_i64, "retval");
    LLVMBuildStore(cg->B, bv, cg->retslot);
    be__leave(cg, NULL, 0, 1);
    return;
  }
  LLVMTypeRef lt = LLVMGetReturnType(cg->fnty[cg->fidx]);
  if (x->a == FE_IR_NONE || lt == cg->t_void) {
    if (x->a != FE_IR_NONE) be__expr(cg, x->a);
    be__leave(cg, NULL, 0, 2);
    return;
  }
  bool byte = !cg->coro && be__byte_at(cg, cg->fidx, ~0u);
  be__cv v = byte ? be__cv_(be__bool_byte(cg, x->a), false) : be__expr(cg, x->a);
  uint32_t rt = fe_ir_func_ret(cg->m, cg->f);
  LLVMValueRef val = v.v;
  if (be__kind(cg, rt) == FE_IR_K_NUMBER) val = be__ret_is_int(cg->rg, cg->fidx) ? be__as_i64(cg, v) : be__as_f64(cg, v);
  if (!cg->retslot) cg->retslot = be__alloca(cg, lt, "retval");
  LLVMBuildStore(cg->B, val, cg->retslot);
  be__leave(cg, NULL, 0, 1);
}

/* The normal end of the body or the catch body. */
static void be__try_end(be__cg *cg, int fin, LLVMBasicBlockRef done) {
  if (be__terminated(cg)) return;
  if (fin >= 0) {
    LLVMBuildStore(cg->B, be__i32c(cg, 0), cg->fin[fin].sel);
    LLVMBuildBr(cg->B, cg->fin[fin].body);
  } else {
    LLVMBuildBr(cg->B, done);
  }
}

static void be__try(be__cg *cg, const fe_ir_node *x, uint32_t mine) {
  uint32_t cbody = cg->m->extra[x->c], fbody = cg->m->extra[x->c + 1];
  LLVMBasicBlockRef outer = cg->pad, done = be__bb(cg, "try.done"), fpad = NULL;
  int fin = -1;
  if (fbody != FE_IR_NONE) {
    if (cg->nfin == cg->capfin) {
      uint32_t cap = cg->capfin ? 2 * cg->capfin : 4;
      be__fin *t = realloc(cg->fin, cap * sizeof *t);
      if (!t) {
        be__fail(cg, "out of memory");
        return;
      }
      memset(t + cg->capfin, 0, (cap - cg->capfin) * sizeof *t);
      cg->fin = t;
      cg->capfin = cap;
    }
    fin = (int)cg->nfin++;
    be__fin *f = &cg->fin[fin];
    f->level = mine;
    f->body = be__bb(cg, "finally");
    f->sel = be__alloca(cg, cg->t_i32, "fin.sel");
    f->exc = be__alloca(cg, cg->t_i64, "fin.exc");
    f->nexits = 0;
    if (cbody != FE_IR_NONE) fpad = be__bb(cg, "finally.pad");
  }
  LLVMBasicBlockRef pad = be__bb(cg, "try.pad");
  cg->pad = pad;
  be__stmt(cg, x->a);
  cg->pad = fpad ? fpad : outer;
  be__try_end(cg, fin, done);

  be__at(cg, pad);
  LLVMValueRef v = be__landing(cg);
  if (cbody != FE_IR_NONE && cg->agen) { /* a return(x) unwinding passes through catch clauses */
    LLVMBasicBlockRef re = be__bb(cg, "catch.agen_return"), go = be__bb(cg, "catch.body");
    LLVMBuildCondBr(cg->B, LLVMBuildICmp(cg->B, LLVMIntEQ, v, be__i64c(cg, RT_ABSENT), ""), re, go);
    be__at(cg, re);
    be__throw(cg, v);
    be__at(cg, go);
  }
  if (cbody != FE_IR_NONE) {
    if (x->b != FE_IR_NONE) {
      if (x->b >= cg->f->nlocals || be__kind(cg, cg->m->locals[cg->f->locals + x->b].type) != FE_IR_K_VALUE) {
        be__fail(cg, "catch into local %u, which is not a value", x->b);
        return;
      }
      LLVMBuildStore(cg->B, v, cg->slot[x->b]);
    }
    be__stmt(cg, cbody);
    be__try_end(cg, fin, done);
  } else {
    LLVMBuildStore(cg->B, v, cg->fin[fin].exc);
    LLVMBuildStore(cg->B, be__i32c(cg, 1), cg->fin[fin].sel);
    LLVMBuildBr(cg->B, cg->fin[fin].body);
  }
  cg->pad = outer;
  if (fin >= 0) {
    be__fin f = cg->fin[fin];
    if (fpad) {
      be__at(cg, fpad);
      LLVMBuildStore(cg->B, be__landing(cg), f.exc);
      LLVMBuildStore(cg->B, be__i32c(cg, 1), f.sel);
      LLVMBuildBr(cg->B, f.body);
    }
    cg->nfin--; /* the finally body itself is outside the try */
    cg->fin[fin].exits = NULL; /* f owns them now: a try inside the body reuses the record */
    cg->fin[fin].capexits = 0;
    LLVMMoveBasicBlockAfter(f.body, LLVMGetLastBasicBlock(cg->cur));
    be__at(cg, f.body);
    be__stmt(cg, fbody);
    if (!be__terminated(cg)) {
      LLVMValueRef sel = LLVMBuildLoad2(cg->B, cg->t_i32, f.sel, "");
      LLVMValueRef sw = LLVMBuildSwitch(cg->B, sel, done, f.nexits + 1);
      LLVMBasicBlockRef rethrow = be__bb(cg, "fin.rethrow");
      LLVMAddCase(sw, be__i32c(cg, 1), rethrow);
      be__at(cg, rethrow);
      be__throw(cg, LLVMBuildLoad2(cg->B, cg->t_i64, f.exc, ""));
      for (uint32_t k = 0; k < f.nexits; k++) {
        LLVMBasicBlockRef go = be__bb(cg, "fin.exit");
        LLVMAddCase(sw, be__i32c(cg, 2 + k), go);
        be__at(cg, go);
        be__leave(cg, f.exits[k].bb, f.exits[k].tg, f.exits[k].ret);
      }
    }
    free(f.exits);
  }
  LLVMMoveBasicBlockAfter(done, LLVMGetLastBasicBlock(cg->cur));
  be__at(cg, done);
}

/* ---- async functions ---------------------------------------------------------------
 *
 * An async function is an LLVM coroutine with switched-resume lowering: the
 * CoroSplit pass (in every -O pipeline, -O0 included) turns it into a ramp
 * (the function itself, which runs the body up to the first await and
 * returns the promise) and resume/destroy functions over a frame holding
 * whatever lives across an await.  Why this and not stackful coroutines or a
 * state machine built by the frontend: a frame holds only what crosses an
 * await (tens of bytes, not a stack), LLVM keeps optimising the body as one
 * function, and exceptions, finally bodies and loops around an await need
 * nothing new (the landing pads and the finally selectors live in the frame
 * like any other value).  The frame is allocated by rt_async_frame as a GC
 * object the collector scans conservatively (runtime/promise.c); nothing
 * ever destroys a frame, the collector frees it once no promise reaction
 * references it.
 *
 *   body start:  id = coro.id; mem = rt_async_frame(coro.size); hdl = coro.begin(id, mem)
 *                prom = rt_async_promise(hdl)
 *   await v:     rt_async_await(hdl, v); coro.suspend(coro.save(hdl)) ->
 *                  0: resume: rt_async_result(hdl) (the value, or throws the reason)
 *                  else: coro.end
 *   return v:    rt_async_resolve(hdl, box(v)); br coro.end
 *   coro.end:    coro.end(hdl, false, none); ret prom (the ramp; void for main)
 *
 * Outside any try, calls unwind to a landing pad that rejects the promise
 * (rt_async_reject), so no exception leaves the coroutine. */

static LLVMValueRef be__intrinsic(be__cg *cg, const char *name, LLVMTypeRef *over, unsigned nover) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  return LLVMGetIntrinsicDeclaration(cg->M, id, over, nover);
}

static LLVMValueRef be__icall(be__cg *cg, LLVMValueRef fn, LLVMValueRef *args, unsigned n, const char *name) {
  return LLVMBuildCall2(cg->B, LLVMGlobalGetValueType(fn), fn, args, n, name);
}

/* Sets up the coroutine at the start of the body; returns the landing pad
 * block that rejects the promise (filled by be__async_finish). */
static LLVMBasicBlockRef be__async_begin(be__cg *cg) {
  LLVMValueRef fn = cg->cur;
  unsigned kind = LLVMGetEnumAttributeKindForName("presplitcoroutine", 17);
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(cg->C, kind, 0));
  LLVMValueRef idargs[4] = {be__i32c(cg, 0), LLVMConstNull(cg->t_ptr), LLVMConstNull(cg->t_ptr), LLVMConstNull(cg->t_ptr)};
  LLVMValueRef id = be__icall(cg, be__intrinsic(cg, "llvm.coro.id", NULL, 0), idargs, 4, "coro.id");
  LLVMValueRef size = be__icall(cg, be__intrinsic(cg, "llvm.coro.size", &cg->t_i64, 1), NULL, 0, "coro.size");
  LLVMValueRef afn = be__rt_decl(cg, "rt_async_frame", cg->t_ptr, 1, &cg->t_i64);
  LLVMValueRef mem = LLVMBuildCall2(cg->B, LLVMGlobalGetValueType(afn), afn, &size, 1, "coro.mem");
  LLVMValueRef bargs[2] = {id, mem};
  cg->coro = be__icall(cg, be__intrinsic(cg, "llvm.coro.begin", NULL, 0), bargs, 2, "coro.hdl");
  if (cg->f->flags & FE_IR_FN_MAIN) be__rt1(cg, "rt_async_main", cg->t_void, cg->t_ptr, cg->coro);
  LLVMValueRef pfn = be__rt_decl(cg, "rt_async_promise", cg->t_ptr, 1, &cg->t_ptr);
  LLVMValueRef prom = LLVMBuildCall2(cg->B, LLVMGlobalGetValueType(pfn), pfn, &cg->coro, 1, "coro.promise");
  LLVMBasicBlockRef here = LLVMGetInsertBlock(cg->B);
  cg->coro_end = be__bb(cg, "coro.end");
  be__at(cg, cg->coro_end);
  LLVMValueRef eargs[3] = {cg->coro, be__i1c(cg, false), LLVMConstNull(LLVMTokenTypeInContext(cg->C))};
  be__icall(cg, be__intrinsic(cg, "llvm.coro.end", NULL, 0), eargs, 3, "");
  if (cg->f->flags & FE_IR_FN_MAIN) LLVMBuildRetVoid(cg->B);
  else LLVMBuildRet(cg->B, prom);
  be__at(cg, here);
  LLVMBasicBlockRef pad = be__bb(cg, "async.pad");
  cg->pad = pad;
  return pad;
}

static void be__async_finish(be__cg *cg, LLVMBasicBlockRef pad) {
  cg->pad = NULL;
  be__at(cg, pad);
  LLVMValueRef exc = be__landing(cg);
  be__rt2(cg, cg->agen ? "rt_agen_fail" : cg->gen ? "rt_gen_fail" : "rt_async_reject", cg->t_void, cg->t_ptr, cg->t_i64, cg->coro, exc);
  LLVMBuildBr(cg->B, cg->coro_end);
  LLVMMoveBasicBlockAfter(cg->coro_end, LLVMGetLastBasicBlock(cg->cur));
}

/* return v (boxed) from an async function: fulfil its promise, leave. */
static void be__async_return(be__cg *cg, LLVMValueRef boxed) {
  LLVMBasicBlockRef pad = cg->pad;
  cg->pad = NULL; /* rt_async_resolve never throws */
  be__rt2(cg, cg->agen ? "rt_agen_body_return" : cg->gen ? "rt_gen_return" : "rt_async_resolve", cg->t_void, cg->t_ptr, cg->t_i64, cg->coro, boxed);
  cg->pad = pad;
  LLVMBuildBr(cg->B, cg->coro_end);
}

/* await v (boxed): suspend until it settles; the value, or throws the reason. */
static LLVMValueRef be__await(be__cg *cg, LLVMValueRef v) {
  if (!cg->coro) {
    be__fail(cg, "await outside an async function");
    return be__i64c(cg, RT_UNDEFINED);
  }
  be__rt2(cg, "rt_async_await", cg->t_void, cg->t_ptr, cg->t_i64, cg->coro, v);
  LLVMValueRef save = be__icall(cg, be__intrinsic(cg, "llvm.coro.save", NULL, 0), &cg->coro, 1, "");
  LLVMValueRef sargs[2] = {save, be__i1c(cg, false)};
  LLVMValueRef st = be__icall(cg, be__intrinsic(cg, "llvm.coro.suspend", NULL, 0), sargs, 2, "");
  LLVMBasicBlockRef resume = be__bb(cg, "await.resume");
  LLVMValueRef sw = LLVMBuildSwitch(cg->B, st, cg->coro_end, 1);
  LLVMAddCase(sw, LLVMConstInt(cg->t_i8, 0, 0), resume);
  be__at(cg, resume);
  return be__rt1(cg, "rt_async_result", cg->t_i64, cg->t_ptr, cg->coro);
}

/* ---- generators ----------------------------------------------------------------------
 *
 * A generator function (FE_IR_FN_GENERATOR) is the same kind of coroutine as
 * an async function, with runtime/generator.c in place of the promise calls:
 *
 *   body start:  id = coro.id; mem = rt_gen_frame(coro.size); hdl = coro.begin(id, mem)
 *                obj = rt_gen_object(hdl); coro.suspend (the ramp returns obj here)
 *   yield v:     rt_gen_yield(hdl, v); coro.suspend -> 0: rt_gen_sent(hdl), and when
 *                rt_gen_returning(hdl) (g.return(x), or a for...of left early) the
 *                yield is `return x`: through the finally bodies, then coro.end
 *   return v:    rt_gen_return(hdl, box(v)); br coro.end
 *   throw:       the landing pad around the body: rt_gen_fail(hdl, exc); br coro.end
 *
 * next() (rt_gen_step/rt_gen_next) calls the frame's resume function. */
static LLVMBasicBlockRef be__gen_begin(be__cg *cg, bool async) {
  LLVMValueRef fn = cg->cur;
  cg->gen = true;
  cg->agen = async;
  unsigned kind = LLVMGetEnumAttributeKindForName("presplitcoroutine", 17);
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(cg->C, kind, 0));
  LLVMValueRef idargs[4] = {be__i32c(cg, 0), LLVMConstNull(cg->t_ptr), LLVMConstNull(cg->t_ptr), LLVMConstNull(cg->t_ptr)};
  LLVMValueRef id = be__icall(cg, be__intrinsic(cg, "llvm.coro.id", NULL, 0), idargs, 4, "coro.id");
  LLVMValueRef size = be__icall(cg, be__intrinsic(cg, "llvm.coro.size", &cg->t_i64, 1), NULL, 0, "coro.size");
  LLVMValueRef afn = be__rt_decl(cg, async ? "rt_agen_frame" : "rt_gen_frame", cg->t_ptr, 1, &cg->t_i64);
  LLVMValueRef mem = LLVMBuildCall2(cg->B, LLVMGlobalGetValueType(afn), afn, &size, 1, "coro.mem");
  LLVMValueRef bargs[2] = {id, mem};
  cg->coro = be__icall(cg, be__intrinsic(cg, "llvm.coro.begin", NULL, 0), bargs, 2, "coro.hdl");
  LLVMValueRef ofn = be__rt_decl(cg, async ? "rt_agen_object" : "rt_gen_object", cg->t_ptr, 1, &cg->t_ptr);
  LLVMValueRef obj = LLVMBuildCall2(cg->B, LLVMGlobalGetValueType(ofn), ofn, &cg->coro, 1, "gen.obj");
  LLVMBasicBlockRef here = LLVMGetInsertBlock(cg->B);
  cg->coro_end = be__bb(cg, "coro.end");
  be__at(cg, cg->coro_end);
  LLVMValueRef eargs[3] = {cg->coro, be__i1c(cg, false), LLVMConstNull(LLVMTokenTypeInContext(cg->C))};
  be__icall(cg, be__intrinsic(cg, "llvm.coro.end", NULL, 0), eargs, 3, "");
  LLVMBuildRet(cg->B, obj);
  be__at(cg, here);
  /* the initial suspension: the body runs at the first next() */
  LLVMValueRef save = be__icall(cg, be__intrinsic(cg, "llvm.coro.save", NULL, 0), &cg->coro, 1, "");
  LLVMValueRef sargs[2] = {save, be__i1c(cg, false)};
  LLVMValueRef st = be__icall(cg, be__intrinsic(cg, "llvm.coro.suspend", NULL, 0), sargs, 2, "");
  LLVMBasicBlockRef start = be__bb(cg, "gen.start");
  LLVMValueRef sw = LLVMBuildSwitch(cg->B, st, cg->coro_end, 1);
  LLVMAddCase(sw, LLVMConstInt(cg->t_i8, 0, 0), start);
  be__at(cg, start);
  LLVMBasicBlockRef pad = be__bb(cg, "gen.pad");
  cg->pad = pad;
  return pad;
}

/* ---- async generators ----------------------------------------------------------------
 *
 * An async generator (FE_IR_FN_ASYNC | FE_IR_FN_GENERATOR) starts like a
 * generator (rt_agen_frame/rt_agen_object, the initial suspension) over an
 * async function's frame layout, so `await` is the async one.  The runtime
 * (runtime/promise.c "async generators") keeps the request queue.
 *
 *   yield v:   a = await v; if (rt_agen_yield(hdl, a)) coro.suspend
 *              (AGEN_YIELD_RAW, yield*'s: a = v)
 *              r = rt_agen_sent(hdl)             (throws for a throw(e) request)
 *              if r is RT_ABSENT (a return(x) request):
 *                rt_agen_throw_return(hdl, await rt_agen_retval(hdl))
 *   return v:  await v, then rt_agen_body_return (the queue is answered)
 *
 * The return unwinding is the exception RT_ABSENT: finally blocks run, catch
 * clauses rethrow it, and the body's landing pad (rt_agen_fail) completes
 * the generator with the value. */
static LLVMValueRef be__await(be__cg *cg, LLVMValueRef v);

static LLVMValueRef be__agen_yield(be__cg *cg, LLVMValueRef v, bool await) {
  if (!cg->agen) {
    be__fail(cg, "yield* outside an async generator");
    return be__i64c(cg, RT_UNDEFINED);
  }
  LLVMValueRef a = await ? be__await(cg, v) : v;
  LLVMTypeRef pt[2] = {cg->t_ptr, cg->t_i64};
  LLVMValueRef args[2] = {cg->coro, a};
  LLVMValueRef need = be__rt(cg, "rt_agen_yield", cg->t_i1, 2, pt, args);
  LLVMBasicBlockRef susp = be__bb(cg, "ayield.suspend"), cont = be__bb(cg, "ayield.resume");
  LLVMBuildCondBr(cg->B, need, susp, cont);
  be__at(cg, susp);
  LLVMValueRef save = be__icall(cg, be__intrinsic(cg, "llvm.coro.save", NULL, 0), &cg->coro, 1, "");
  LLVMValueRef sargs[2] = {save, be__i1c(cg, false)};
  LLVMValueRef st = be__icall(cg, be__intrinsic(cg, "llvm.coro.suspend", NULL, 0), sargs, 2, "");
  LLVMValueRef sw = LLVMBuildSwitch(cg->B, st, cg->coro_end, 1);
  LLVMAddCase(sw, LLVMConstInt(cg->t_i8, 0, 0), cont);
  be__at(cg, cont);
  LLVMValueRef r = be__rt1(cg, "rt_agen_sent", cg->t_i64, cg->t_ptr, cg->coro);
  LLVMBasicBlockRef ret = be__bb(cg, "ayield.return"), go = be__bb(cg, "ayield.value");
  LLVMBuildCondBr(cg->B, LLVMBuildICmp(cg->B, LLVMIntEQ, r, be__i64c(cg, RT_ABSENT), ""), ret, go);
  be__at(cg, ret);
  LLVMValueRef x = be__await(cg, be__rt1(cg, "rt_agen_retval", cg->t_i64, cg->t_ptr, cg->coro));
  LLVMValueRef tfn = be__rt_decl(cg, "rt_agen_throw_return", cg->t_void, 2, pt);
  be__attr(cg, tfn, LLVMAttributeFunctionIndex, "noreturn");
  LLVMValueRef targs[2] = {cg->coro, x};
  be__call2(cg, LLVMGlobalGetValueType(tfn), tfn, targs, 2);
  LLVMBuildUnreachable(cg->B);
  be__at(cg, go);
  return r;
}

/* yield v (boxed): suspend; the value the next next() sends. */
static LLVMValueRef be__gen_yield(be__cg *cg, LLVMValueRef v) {
  if (!cg->coro || !cg->gen) {
    be__fail(cg, "yield outside a generator function");
    return be__i64c(cg, RT_UNDEFINED);
  }
  if (cg->agen) return be__agen_yield(cg, v, true);
  be__rt2(cg, "rt_gen_yield", cg->t_void, cg->t_ptr, cg->t_i64, cg->coro, v);
  LLVMValueRef save = be__icall(cg, be__intrinsic(cg, "llvm.coro.save", NULL, 0), &cg->coro, 1, "");
  LLVMValueRef sargs[2] = {save, be__i1c(cg, false)};
  LLVMValueRef st = be__icall(cg, be__intrinsic(cg, "llvm.coro.suspend", NULL, 0), sargs, 2, "");
  LLVMBasicBlockRef resume = be__bb(cg, "yield.resume");
  LLVMValueRef sw = LLVMBuildSwitch(cg->B, st, cg->coro_end, 1);
  LLVMAddCase(sw, LLVMConstInt(cg->t_i8, 0, 0), resume);
  be__at(cg, resume);
  LLVMValueRef sent = be__rt1(cg, "rt_gen_sent", cg->t_i64, cg->t_ptr, cg->coro);
  /* resumed by return(sent): the yield is `return sent`, through the
   * enclosing finally bodies */
  LLVMValueRef ret = be__rt1(cg, "rt_gen_returning", cg->t_i32, cg->t_ptr, cg->coro);
  LLVMBasicBlockRef leave = be__bb(cg, "yield.return"), go = be__bb(cg, "yield.next");
  LLVMBuildCondBr(cg->B, LLVMBuildICmp(cg->B, LLVMIntNE, ret, be__i32c(cg, 0), ""), leave, go);
  be__at(cg, leave);
  if (cg->nfin) {
    if (!cg->retslot) cg->retslot = be__alloca(cg, cg->t_i64, "retval");
    LLVMBuildStore(cg->B, sent, cg->retslot);
    be__leave(cg, NULL, 0, 1);
  } else {
    be__async_return(cg, sent);
  }
  be__at(cg, go);
  return sent;
}

/* ---- functions and the module ---------------------------------------------------------- */

static LLVMValueRef be__zero_of(be__cg *cg, uint32_t t) {
  switch (be__kind(cg, t)) {
  case FE_IR_K_BOOLEAN: return be__i1c(cg, false);
  case FE_IR_K_NUMBER: return be__f64c(cg, 0);
  case FE_IR_K_STRING: return be__str_undef(cg);
  case FE_IR_K_VALUE: return be__i64c(cg, RT_UNDEFINED);
  case FE_IR_K_FUNCTION: case FE_IR_K_ARRAY: case FE_IR_K_ENV: case FE_IR_K_OBJECT: return LLVMConstNull(cg->t_ptr);
  default: return NULL;
  }
}

/* Integer clones.  A number parameter that intrange.c cannot prove
 * integral (a function others can call with anything, or whose callers
 * pass a number the analysis does not bound) makes every local computed
 * from it a double: `for (let i = lo; i < hi; i++) a[i]` converts i at
 * each access, where V8 speculates on integers.  So when assuming such
 * parameters int32 (be__ranges_func_assume) makes some other local an
 * integer, the function is emitted twice: a clone (`NAME.int`, the same
 * LLVM type) analysed under that assumption, and the function itself,
 * whose entry tests the assumption on its arguments (each an integer
 * within int32, not -0) and tail-calls the clone when it holds, else runs
 * its own all-double body.  Calls, closures and vtables keep naming the
 * function, so the test runs on every call, recursive ones included; both
 * bodies compute the same values for such arguments.  Not at -O0, nor for
 * async functions and generators (their frames are coroutines). */
static uint64_t be__int_clone_params(be__cg *cg, uint32_t fi) {
  const fe_ir_module *m = cg->m;
  const fe_ir_func *f = &m->funcs[fi];
  if (!cg->rg || cg->opt < 1 || (f->flags & (FE_IR_FN_MAIN | FE_IR_FN_GENERATOR | FE_IR_FN_ASYNC)) || !f->nparams ||
      f->nparams > 64 || getenv("KILN_NO_INT_CLONES"))
    return 0;
  be__ranges_func(cg->rg, fi);
  uint64_t cand = 0;
  uint32_t before = 0, after = 0;
  for (uint32_t i = 0; i < f->nparams; i++)
    if (be__kind(cg, m->locals[f->locals + i].type) == FE_IR_K_NUMBER && !be__param_is_int(cg->rg, fi, i) &&
        !be__local_is_int(cg->rg, i))
      cand |= 1ull << i;
  if (!cand) return 0;
  for (uint32_t i = f->nparams; i < f->nlocals; i++) before += be__local_is_int(cg->rg, i);
  be__ranges_func_assume(cg->rg, fi, cand);
  for (uint32_t i = f->nparams; i < f->nlocals; i++) after += be__local_is_int(cg->rg, i);
  return after > before ? cand : 0;
}

static void be__func_body(be__cg *cg, uint32_t fi, LLVMValueRef target, uint64_t assume, LLVMValueRef clone, uint64_t guard);

static void be__func(be__cg *cg, uint32_t fi) {
  uint64_t ps = be__int_clone_params(cg, fi);
  LLVMValueRef clone = NULL;
  if (ps) {
    char name[300];
    size_t nl = 0;
    const char *on = LLVMGetValueName2(cg->fn[fi], &nl);
    snprintf(name, sizeof name, "%.*s.int", (int)(nl < 280 ? nl : 280), on);
    clone = LLVMAddFunction(cg->M, name, cg->fnty[fi]);
    LLVMSetLinkage(clone, LLVMInternalLinkage);
    LLVMSetFunctionCallConv(clone, LLVMGetFunctionCallConv(cg->fn[fi]));
    unsigned uwk = LLVMGetEnumAttributeKindForName("uwtable", 7);
    LLVMAddAttributeAtIndex(clone, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(cg->C, uwk, 2));
    be__func_body(cg, fi, clone, ps, NULL, 0);
  }
  be__func_body(cg, fi, cg->fn[fi], 0, clone, ps);
}

/* Emits function fi's body into target: the function itself (assume 0), or
 * its integer clone (assume: the parameters taken to be int32).  clone: the
 * function's integer clone, which its entry calls when the parameters in
 * guard hold int32 values, or NULL. */
static void be__func_body(be__cg *cg, uint32_t fi, LLVMValueRef target, uint64_t assume, LLVMValueRef clone, uint64_t guard) {
  const fe_ir_module *m = cg->m;
  const fe_ir_func *f = &m->funcs[fi];
  if (!clone) guard = 0;
  cg->fidx = fi;
  cg->f = f;
  cg->cur = target;
  cg->ntg = 0;
  cg->pad = NULL;
  cg->nfin = 0;
  cg->retslot = NULL;
  cg->coro = NULL;
  cg->gen = false;
  cg->agen = false;
  cg->coro_end = NULL;
  if (f->locals + (uint64_t)f->nlocals > m->nlocals || f->nparams > f->nlocals) {
    be__fail(cg, "function %u: bad locals", fi);
    return;
  }
  if (cg->rg && assume) be__ranges_func_assume(cg->rg, fi, assume);
  else if (cg->rg) be__ranges_func(cg->rg, fi);
  cg->slot = calloc(f->nlocals ? f->nlocals : 1, sizeof *cg->slot);
  cg->slot_int = calloc(f->nlocals ? f->nlocals : 1, sizeof *cg->slot_int);
  cg->slot_bool1 = calloc(f->nlocals ? f->nlocals : 1, sizeof *cg->slot_bool1);
  if (!cg->slot || !cg->slot_int || !cg->slot_bool1) {
    be__fail(cg, "out of memory");
    goto done;
  }
  be__bool_locals(cg, fi);
  cg->entry = LLVMAppendBasicBlockInContext(cg->C, cg->cur, "entry");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cg->C, cg->cur, "body");
  LLVMPositionBuilderAtEnd(cg->AB, cg->entry);
  LLVMPositionBuilderAtEnd(cg->B, body);

  unsigned pi = 1;
  for (uint32_t i = 0; i < f->nlocals; i++) {
    uint32_t t = m->locals[f->locals + i].type;
    LLVMTypeRef lt = be__lty(cg, t);
    if (!lt) continue;
    cg->slot_int[i] = cg->rg && be__local_is_int(cg->rg, i);
    bool byte = be__kind(cg, t) == FE_IR_K_BOOLEAN && !cg->slot_bool1[i]; /* (be__bool_byte) */
    LLVMValueRef a = be__alloca(cg, cg->slot_int[i] ? cg->t_i64 : byte ? cg->t_i8 : lt, "");
    cg->slot[i] = a;
    LLVMValueRef init;
    if (i < f->nparams && !(f->flags & FE_IR_FN_MAIN)) {
      init = LLVMGetParam(cg->cur, pi++);
      if (byte && !be__byte_at(cg, fi, i)) init = LLVMBuildZExt(cg->AB, init, cg->t_i8, "");
      bool abi_int = be__kind(cg, t) == FE_IR_K_NUMBER && be__param_is_int(cg->rg, fi, i);
      if (abi_int && !cg->slot_int[i]) init = LLVMBuildSIToFP(cg->AB, init, cg->t_f64, "");
      if (!abi_int && cg->slot_int[i]) init = LLVMBuildFPToSI(cg->AB, init, cg->t_i64, "");
    } else init = cg->slot_int[i] ? be__i64c(cg, 0) : byte ? LLVMConstInt(cg->t_i8, 0, 0) : be__zero_of(cg, t);
    LLVMBuildStore(cg->AB, init, a);
  }

  LLVMBasicBlockRef async_pad = (f->flags & FE_IR_FN_GENERATOR) ? be__gen_begin(cg, (f->flags & FE_IR_FN_ASYNC) != 0) :
                                (f->flags & FE_IR_FN_ASYNC) ? be__async_begin(cg) : NULL;
  be__stmt(cg, f->body);
  if (!be__terminated(cg)) be__default_return(cg);
  if (async_pad) be__async_finish(cg, async_pad);
  if (guard) {
    /* every parameter the clone takes as int32 is one: its body instead */
    LLVMBasicBlockRef test = be__bb(cg, "int.test"), call = be__bb(cg, "int.clone");
    LLVMBuildBr(cg->AB, test);
    LLVMPositionBuilderAtEnd(cg->B, test);
    LLVMValueRef ok = be__i1c(cg, true);
    unsigned np = LLVMCountParams(target), pi = 1;
    for (uint32_t i = 0; i < f->nparams; i++) {
      if (!be__lty(cg, m->locals[f->locals + i].type)) continue;
      LLVMValueRef x = LLVMGetParam(target, pi++);
      if (!(guard >> i & 1)) continue;
      LLVMValueRef in = LLVMBuildFCmp(cg->B, LLVMRealOLE, be__intrinsic1(cg, "llvm.fabs", cg->t_f64, x),
                                      be__f64c(cg, 2147483647.0), "");
      LLVMValueRef back = LLVMBuildSIToFP(cg->B, LLVMBuildFPToSI(cg->B, x, cg->t_i32, ""), cg->t_f64, "");
      LLVMValueRef whole = LLVMBuildAnd(cg->B, LLVMBuildFCmp(cg->B, LLVMRealOEQ, back, x, ""),
                                        LLVMBuildICmp(cg->B, LLVMIntNE, LLVMBuildBitCast(cg->B, x, cg->t_i64, ""),
                                                      be__i64c(cg, 0x8000000000000000ull), ""), "");
      /* (a select, so that the conversion of an out-of-range x, poison, is never used) */
      ok = LLVMBuildAnd(cg->B, ok, LLVMBuildSelect(cg->B, in, whole, be__i1c(cg, false), ""), "");
    }
    LLVMBuildCondBr(cg->B, ok, call, body);
    LLVMPositionBuilderAtEnd(cg->B, call);
    LLVMValueRef args[np ? np : 1];
    for (unsigned i = 0; i < np; i++) args[i] = LLVMGetParam(target, i);
    LLVMValueRef r = LLVMBuildCall2(cg->B, cg->fnty[fi], clone, args, np, "");
    LLVMSetInstructionCallConv(r, LLVMGetFunctionCallConv(target));
    LLVMSetTailCallKind(r, LLVMTailCallKindMustTail);
    if (LLVMGetTypeKind(LLVMGetReturnType(cg->fnty[fi])) == LLVMVoidTypeKind) LLVMBuildRetVoid(cg->B);
    else LLVMBuildRet(cg->B, r);
  } else {
    LLVMBuildBr(cg->AB, body);
  }
  /* Blocks nothing reaches (after a return, say) still need a terminator. */
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(cg->cur); bb; bb = LLVMGetNextBasicBlock(bb)) {
    if (!LLVMGetBasicBlockTerminator(bb)) {
      LLVMPositionBuilderAtEnd(cg->B, bb);
      LLVMBuildUnreachable(cg->B);
    }
  }
done:
  free(cg->slot);
  free(cg->slot_int);
  free(cg->slot_bool1);
  cg->slot = NULL;
  cg->slot_int = NULL;
  cg->slot_bool1 = NULL;
}

static void be__name(be__cg *cg, uint32_t sidx, char *buf, size_t len);


/* Emits class i as a constant rt_class (runtime/kiln_rt.h) and records the
 * vtable index of each of its methods. */
static void be__class(be__cg *cg, uint32_t i) {
  const fe_ir_module *m = cg->m;
  const fe_ir_class *k = &m->classes[i];
  uint32_t n = k->nslots, nm = k->nmethods, nw = (n + 63) / 64;
  LLVMValueRef *names = calloc(n + 1, sizeof *names), *types = calloc(n + 1, sizeof *types);
  LLVMValueRef *meth = calloc(nm + 1, sizeof *meth), *mnames = calloc(nm + 1, sizeof *mnames);
  LLVMValueRef *msigs = calloc(nm + 1, sizeof *msigs);
  LLVMValueRef *refs = calloc(nw + 1, sizeof *refs);
  uint64_t *bits = calloc(nw + 1, sizeof *bits);
  if (!names || !types || !meth || !mnames || !msigs || !refs || !bits) {
    be__fail(cg, "out of memory");
    goto done;
  }
  for (uint32_t j = 0; j < n; j++) {
    uint32_t nmi = m->extra[k->slots + 2 * j], t = m->extra[k->slots + 2 * j + 1];
    names[j] = nmi == FE_IR_NONE ? LLVMConstNull(cg->t_ptr) : be__strlit(cg, nmi);
    uint8_t sk = be__slot_kind(cg, t);
    types[j] = LLVMConstInt(cg->t_i8, sk, 0);
    if (sk >= RT_SLOT_VALUE && sk <= RT_SLOT_FUNCTION) bits[j / 64] |= 1ull << (j % 64);
  }
  bool anyref = false;
  for (uint32_t j = 0; j < nw; j++) {
    refs[j] = be__i64c(cg, bits[j]);
    anyref |= bits[j] != 0;
  }
  for (uint32_t j = 0; j < nm; j++) {
    uint32_t f = m->extra[k->methods + j];
    if (f >= m->nfuncs || (m->funcs[f].flags & FE_IR_FN_MAIN)) {
      be__fail(cg, "class %u: bad method f%u", i, f);
      goto done;
    }
    meth[j] = cg->fn[f];
    mnames[j] = be__strdisp(cg, m->funcs[f].name);
    char sb[256];
    size_t sn = 0;
    be__sig_put(cg, m->funcs[f].type, sb, sizeof sb, &sn, 0);
    msigs[j] = be__sig_const(cg, sb, sn);
    cg->vidx[f] = j;
  }
  char sym[512];
  uint32_t dl;
  int link = be__link(cg, k->name, &dl, sym, sizeof sym);
  if (link == FE_IR_LINK_EXTERN) { /* another object's class */
    if (k->flags & FE_IR_CLASS_BUILTIN) { /* one of the runtime's: see below */
      char buf[48];
      be__name(cg, k->name, buf, sizeof buf);
      snprintf(sym, sizeof sym, "kiln_class_%s", buf);
    }
    cg->cls[i] = LLVMAddGlobal(cg->M, cg->t_i8, sym);
    goto done;
  }
#define BE_ARRAY(elty, vals, cnt, nm_)                                                   \
  ((cnt) == 0 ? LLVMConstNull(cg->t_ptr) : be__const_global(cg, LLVMConstArray2((elty), (vals), (cnt)), nm_))
  LLVMValueRef fields[14] = {
      LLVMConstInt(cg->t_i32, RT_GC_STATIC, 0),
      LLVMConstInt(cg->t_i32, RT_ABI_VERSION, 0),
      (k->flags & FE_IR_CLASS_LITERAL) ? be__cstr(cg, "") : be__strdisp(cg, k->name),
      k->parent == FE_IR_NONE ? LLVMConstNull(cg->t_ptr) : cg->cls[k->parent],
      LLVMConstInt(cg->t_i32, be__class_size(k), 0),
      LLVMConstInt(cg->t_i32, n, 0),
      anyref ? BE_ARRAY(cg->t_i64, refs, nw, "class.refs") : LLVMConstNull(cg->t_ptr),
      BE_ARRAY(cg->t_ptr, names, n, "class.names"),
      BE_ARRAY(cg->t_i8, types, n, "class.types"),
      BE_ARRAY(cg->t_ptr, meth, nm, "class.methods"),
      LLVMConstInt(cg->t_i32, nm, 0),
      LLVMConstInt(cg->t_i32, ((k->flags & FE_IR_CLASS_ERROR) ? RT_CLASS_ERROR : 0) | ((k->flags & FE_IR_CLASS_CTOR) ? RT_CLASS_CTOR : 0) |
                                     ((k->flags & FE_IR_CLASS_TOJSON) ? RT_CLASS_TOJSON : 0) | ((k->flags & FE_IR_CLASS_ANON) ? RT_CLASS_ANON : 0), 0),
      BE_ARRAY(cg->t_ptr, mnames, nm, "class.method_names"),
      BE_ARRAY(cg->t_ptr, msigs, nm, "class.method_sigs"),
  };
#undef BE_ARRAY
  LLVMValueRef init = LLVMConstStructInContext(cg->C, fields, 14, 0);
  cg->cls[i] = be__const_global(cg, init, "class");
  if (link == FE_IR_LINK_DEFINED) { /* other objects refer to it */
    LLVMSetValueName2(cg->cls[i], sym, strlen(sym));
    LLVMSetLinkage(cg->cls[i], LLVMExternalLinkage);
  }
  if (k->flags & FE_IR_CLASS_BUILTIN) { /* the runtime makes errors of it: eh.c */
    char buf[48], name[64];
    be__name(cg, k->name, buf, sizeof buf);
    snprintf(name, sizeof name, "kiln_class_%s", buf);
    LLVMSetValueName2(cg->cls[i], name, strlen(name));
    LLVMSetLinkage(cg->cls[i], LLVMExternalLinkage);
    LLVMSetUnnamedAddress(cg->cls[i], LLVMNoUnnamedAddr);
  }
done:
  free(names);
  free(types);
  free(meth);
  free(mnames);
  free(msigs);
  free(refs);
  free(bits);
}

static void be__name(be__cg *cg, uint32_t sidx, char *buf, size_t len) {
  buf[0] = 0;
  if (sidx >= cg->m->nstrings) return;
  const fe_ir_string *s = &cg->m->strings[sidx];
  if (s->flags & FE_IR_STR_WIDE) return;
  size_t k = 0;
  for (uint32_t i = 0; i < s->length && k + 1 < len; i++) {
    char c = (char)cg->m->strdata[s->offset + i];
    if (c == FE_IR_LINK_DEFINED || c == FE_IR_LINK_EXTERN) break; /* the display name ends at its link name */
    buf[k++] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$'
                   ? c : '_';
  }
  buf[k] = 0;
}

/* The array callback helpers (frontend/check_array.inc: one shared function
 * per specialisation of a.map(f), filter, reduce, ...) take the callback as
 * an argument.  Optimising, they are always inlined: at each call site the
 * callback is then a known function that LLVM inlines into the loop, as it
 * did when every call site had its own copy.  Left to the inliner's
 * cost model, a helper with several callers stays a call and each element
 * pays an indirect call (measured: ~15% slower on callback-heavy loops, for
 * ~5% less LLVM time). */
static void be__synth_helper_attrs(be__cg *cg, LLVMValueRef fn, const char *name, int opt) {
  static const char *const helpers[] = {"Array_map", "Array_filter", "Array_forEach", "Array_reduce", "Array_reduceRight",
                                        "Array_some", "Array_every", "Array_find", "Array_findIndex", "Array_findLast",
                                        "Array_findLastIndex", NULL};
  if (opt < 1) return;
  for (int k = 0; helpers[k]; k++)
    if (!strcmp(name, helpers[k])) {
      be__attr(cg, fn, LLVMAttributeFunctionIndex, "alwaysinline");
      return;
    }
}

int be__codegen(const fe_ir_module *m, const be_options *o, LLVMContextRef ctx, LLVMModuleRef *out,
                char **err) {
  be__cg cg = {0};
  cg.m = m;
  cg.C = ctx;
  const char *modname = "kiln";
  cg.M = LLVMModuleCreateWithNameInContext(modname, ctx);
  cg.opt = o ? o->opt_level : 0;
  cg.B = LLVMCreateBuilderInContext(ctx);
  cg.AB = LLVMCreateBuilderInContext(ctx);
  cg.t_void = LLVMVoidTypeInContext(ctx);
  cg.t_i1 = LLVMInt1TypeInContext(ctx);
  cg.t_i8 = LLVMInt8TypeInContext(ctx);
  cg.t_i16 = LLVMInt16TypeInContext(ctx);
  cg.t_i32 = LLVMInt32TypeInContext(ctx);
  cg.t_i64 = LLVMInt64TypeInContext(ctx);
  cg.t_f64 = LLVMDoubleTypeInContext(ctx);
  cg.t_f32 = LLVMFloatTypeInContext(ctx);
  cg.t_ptr = LLVMPointerTypeInContext(ctx, 0);
  size_t nf = m->nfuncs ? m->nfuncs : 1;
  cg.fn = calloc(nf, sizeof *cg.fn);
  cg.clo = calloc(nf, sizeof *cg.clo);
  cg.fnty = calloc(nf, sizeof *cg.fnty);
  cg.glob = calloc(m->nglobals ? m->nglobals : 1, sizeof *cg.glob);
  cg.strlit = calloc(m->nstrings ? m->nstrings : 1, sizeof *cg.strlit);
  if (!cg.fn || !cg.clo || !cg.fnty || !cg.glob || !cg.strlit) {
    be__fail(&cg, "out of memory");
    goto fail;
  }
  if (!(o && o->no_intrange)) {
    cg.rg = be__ranges_new(m);
    if (!cg.rg) {
      be__fail(&cg, "out of memory");
      goto fail;
    }
  }

  /* Globals. */
  for (uint32_t i = 0; i < m->nglobals; i++) {
    LLVMTypeRef lt = be__lty(&cg, m->globals[i].type);
    if (!lt) continue;
    bool byte = be__kind(&cg, m->globals[i].type) == FE_IR_K_BOOLEAN; /* (be__bool_byte) */
    if (byte) lt = cg.t_i8;
    char name[512], buf[48];
    uint32_t dl;
    int link = be__link(&cg, m->globals[i].name, &dl, name, sizeof name);
    if (!link) {
      be__name(&cg, m->globals[i].name, buf, sizeof buf);
      snprintf(name, sizeof name, "g%u.%s", i, buf);
    }
    LLVMValueRef g = LLVMAddGlobal(cg.M, lt, name);
    if (link != FE_IR_LINK_EXTERN) LLVMSetInitializer(g, byte ? LLVMConstInt(cg.t_i8, 0, 0) : be__zero_of(&cg, m->globals[i].type));
    LLVMSetLinkage(g, link ? LLVMExternalLinkage : LLVMInternalLinkage);
    /* Module state is per thread: every worker (KILN_WORKERS) runs the
     * program on its own heap, like a process of node:cluster. */
    LLVMSetThreadLocalMode(g, LLVMLocalExecTLSModel);
    cg.glob[i] = g;
  }

  /* Declarations and closures first, so bodies can refer to any function. */
  int nmain = 0;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const fe_ir_func *f = &m->funcs[i];
    if (f->type >= m->ntypes || m->types[f->type].kind != FE_IR_K_FUNCTION) {
      be__fail(&cg, "function %u has no function type", i);
      goto fail;
    }
    char lname[512];
    uint32_t dl;
    int link = be__link(&cg, f->name, &dl, lname, sizeof lname);
    if (f->flags & FE_IR_FN_MAIN) {
      nmain++;
      cg.fnty[i] = LLVMFunctionType(cg.t_void, NULL, 0, 0);
      cg.fn[i] = LLVMAddFunction(cg.M, link ? lname : "kiln_main", cg.fnty[i]); /* a module's init */
      cg.clo[i] = LLVMConstNull(cg.t_ptr);
    } else {
      char name[80], buf[48];
      be__name(&cg, f->name, buf, sizeof buf);
      snprintf(name, sizeof name, "f%u.%s", i, buf);
      cg.fnty[i] = be__fn_lty_of(&cg, i);
      cg.fn[i] = LLVMAddFunction(cg.M, link ? lname : name, cg.fnty[i]);
      LLVMSetLinkage(cg.fn[i], link ? LLVMExternalLinkage : LLVMInternalLinkage);
      if (!link) be__synth_helper_attrs(&cg, cg.fn[i], buf, o ? o->opt_level : 0);
      cg.clo[i] = NULL; /* made on first use (be__clo) */
    }
    /* Exceptions unwind through every compiled frame (see "Exceptions"). */
    unsigned uwk = LLVMGetEnumAttributeKindForName("uwtable", 7);
    LLVMAddAttributeAtIndex(cg.fn[i], LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, uwk, 2));
  }
  if (nmain != 1) {
    be__fail(&cg, "the module has %d main functions (expected 1)", nmain);
    goto fail;
  }
  cg.cls = calloc(m->nclasses ? m->nclasses : 1, sizeof *cg.cls);
  cg.vidx = malloc((m->nfuncs ? m->nfuncs : 1) * sizeof *cg.vidx);
  if (!cg.cls || !cg.vidx) {
    be__fail(&cg, "out of memory");
    goto fail;
  }
  for (uint32_t i = 0; i < m->nfuncs; i++) cg.vidx[i] = FE_IR_NONE;
  for (uint32_t i = 0; i < m->nclasses && !cg.err; i++) be__class(&cg, i);
  /* methods and constructors always get their object as environment */
  for (uint32_t i = 0; i < m->nclasses && !cg.err; i++) {
    const fe_ir_class *k = &m->classes[i];
    for (uint32_t j = 0; j <= k->nmethods; j++) {
      uint32_t f = j < k->nmethods ? m->extra[k->methods + j] : k->ctor;
      if (f < m->nfuncs && !(m->funcs[f].flags & FE_IR_FN_MAIN)) be__attr(&cg, cg.fn[f], 1, "nonnull");
    }
  }
  if (setjmp(cg.fail)) {
    free(cg.slot);
    free(cg.slot_int);
    free(cg.slot_bool1);
    goto fail;
  }
  cg.can_jump = true;
  for (uint32_t i = 0; i < m->nfuncs && !cg.err; i++)
    if (!(m->funcs[i].flags & FE_IR_FN_EXTERN)) be__func(&cg, i);
  cg.can_jump = false;
  if (cg.err) goto fail;
  /* Drop the closure constants nothing uses: at -O0 nothing else would, and
     one of a function declared but defined nowhere (an imported generic
     class's constructor, of which only instantiations exist) would leave an
     undefined symbol for the link. */
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if (cg.clo[i] && LLVMIsAGlobalVariable(cg.clo[i]) && !LLVMGetFirstUse(cg.clo[i])) {
      LLVMDeleteGlobal(cg.clo[i]);
      cg.clo[i] = NULL;
    }
  /* Nor declare the functions of other modules nothing here uses (an
     importer's IR declares every function of the modules it reaches). */
  for (uint32_t i = 0; i < m->nfuncs; i++)
    if ((m->funcs[i].flags & FE_IR_FN_EXTERN) && !cg.clo[i] && !LLVMGetFirstUse(cg.fn[i])) {
      LLVMDeleteFunction(cg.fn[i]);
      cg.fn[i] = NULL;
    }

  char *verr = NULL;
  if (LLVMVerifyModule(cg.M, LLVMReturnStatusAction, &verr)) {
    be__fail(&cg, "internal error: invalid LLVM IR: %s", verr ? verr : "?");
    LLVMDisposeMessage(verr);
    goto fail;
  }
  LLVMDisposeMessage(verr);

  LLVMDisposeBuilder(cg.B);
  LLVMDisposeBuilder(cg.AB);
  be__ranges_free(cg.rg);
  free(cg.fn);
  free(cg.clo);
  free(cg.cls);
  free(cg.vidx);
  free(cg.fnty);
  free(cg.glob);
  free(cg.strlit);
  free(cg.strs);
  free(cg.tg);
  for (uint32_t i = 0; i < cg.capfin; i++) free(cg.fin[i].exits);
  free(cg.fin);
  *out = cg.M;
  return 0;

fail:
  *err = cg.err ? cg.err : be__strdup_printf("code generation failed");
  LLVMDisposeBuilder(cg.B);
  LLVMDisposeBuilder(cg.AB);
  LLVMDisposeModule(cg.M);
  be__ranges_free(cg.rg);
  free(cg.fn);
  free(cg.clo);
  free(cg.cls);
  free(cg.vidx);
  free(cg.fnty);
  free(cg.glob);
  free(cg.strlit);
  free(cg.strs);
  free(cg.tg);
  for (uint32_t i = 0; i < cg.capfin; i++) free(cg.fin[i].exits);
  free(cg.fin);
  return -1;
}
