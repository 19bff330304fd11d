/* fdlibm_names.h - included first by every newlib fdlibm file compiled into the runtime (see CMakeLists.txt).
 *
 * Gives fdlibm's public functions names of the runtime's own, so that they
 * cannot stand in for libm's, and points the calls between fdlibm functions
 * at the functions that compute what V8's do: expm1 and log1p from stdlib,
 * exp through rt__math_exp (V8's exp(1) is exactly Math.E), sqrt from libm
 * (correctly rounded, as fdlibm's is). */
#include <math.h>

double stdlib_base_expm1(double x);
double stdlib_base_log1p(double x);
double rt__math_exp(double x);
double rt__fdlibm_sin(double), rt__fdlibm_cos(double), rt__fdlibm_tan(double), rt__fdlibm_atan(double),
    rt__fdlibm_tanh(double), rt__fdlibm_asinh(double);

#define sin rt__fdlibm_sin
#define cos rt__fdlibm_cos
#define tan rt__fdlibm_tan
#define atan rt__fdlibm_atan
#define tanh rt__fdlibm_tanh
#define asinh rt__fdlibm_asinh
#define expm1 stdlib_base_expm1
#define log1p stdlib_base_log1p
#define __ieee754_sqrt sqrt
#ifndef KILN_FDLIBM_EXP
#define __ieee754_exp rt__math_exp
#endif
