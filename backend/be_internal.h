/* be_internal.h - declarations shared by the backend's files (private to backend/). */
#ifndef KILN_BE_INTERNAL_H
#define KILN_BE_INTERNAL_H

#include <stdbool.h>
#include <llvm-c/Core.h>

#include "backend.h"

/* ---- intrange.c: interval analysis of number values ---------------------- */

/* The set of doubles an expression may produce: an interval [lo, hi] plus
 * flags for what an interval cannot say.  Bounds are doubles and may be
 * infinite.  A value is "int" (kept in an i64) when it is certainly an
 * integer, never NaN, never -0 and within +-2^53, where every double
 * operation on it is exact. */
typedef struct {
  double lo, hi;
  bool frac; /* may be a non-integer */
  bool nan;  /* may be NaN */
  bool nz;   /* may be -0 */
} be_range;

typedef struct be__ranges be__ranges;

/* Also runs the module-level part: parameter and return ranges across calls. */
be__ranges *be__ranges_new(const fe_ir_module *m);
void be__ranges_free(be__ranges *r);
/* Runs the analysis for one function; afterwards the queries below answer
 * for that function's nodes and locals. */
void be__ranges_func(be__ranges *r, uint32_t func);
/* be__ranges_func as if each number parameter i with bit i of int32_params
 * set held an integer within int32 (and never -0): the body of a function's
 * integer clone, which a guard at the function's entry calls when its
 * arguments are such (codegen.c, "Integer clones").  Reads the module-level
 * ranges only, as be__ranges_func does. */
void be__ranges_func_assume(be__ranges *r, uint32_t func, uint64_t int32_params);
/* The range of a number-typed expression node of the current function. */
be_range be__range_of(be__ranges *r, uint32_t node);
bool be__range_is_int(const be_range *x);
/* True when local slot `slot` (relative to the function) lives in an i64. */
bool be__local_is_int(const be__ranges *r, uint32_t slot);
/* Calling convention of function `func` (valid for the whole module): true
 * when its number parameter i, or its number result, is passed as an i64.
 * Only functions that are never used as values (so every call is direct)
 * can say yes; r may be NULL (no specialisation: always false). */
bool be__param_is_int(const be__ranges *r, uint32_t func, uint32_t i);
bool be__ret_is_int(const be__ranges *r, uint32_t func);
bool be__func_closed(const be__ranges *r, uint32_t func); /* every call is a direct FE_IR_CALL in the module */
/* Calls fn(ctx, k) on node n and every node k below it (statements and
 * expressions; not the targets of BREAK and CONTINUE, which are elsewhere,
 * nor the bodies of closures, which are functions of their own). */
void be__ir_walk(const fe_ir_module *m, uint32_t n, void (*fn)(void *ctx, uint32_t n), void *ctx);

/* ---- codegen.c ------------------------------------------------------------ */

/* Builds module m into a new LLVM module inside ctx.  Returns 0, or -1 with
 * *err malloc'd. */
int be__codegen(const fe_ir_module *m, const be_options *o, LLVMContextRef ctx,
                LLVMModuleRef *out, char **err);

/* ---- shared helpers ------------------------------------------------------- */

char *be__strdup_printf(const char *fmt, ...);

#endif
