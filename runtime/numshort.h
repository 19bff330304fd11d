/* numshort.h - the exponent logarithms shared by numshort.c and its table generator numshort_gen.c. */
#ifndef KILN_NUMSHORT_H
#define KILN_NUMSHORT_H

#include <stdint.h>

/* floor(q·log10 2), floor(q·log10 2 - log10(4/3)), floor(e·log2 10), for the
 * exponents of doubles (|q|, |e| < 1100): the quotients scaled by 2^41 and
 * 2^38.  numshort_gen.c checks them over that whole range at build time. */
static inline int flog10pow2(int q) { return (int)(((int64_t)q * 661971961083LL) >> 41); }
static inline int flog10three_quarters_pow2(int q) { return (int)(((int64_t)q * 661971961083LL - 274743187321LL) >> 41); }
static inline int flog2pow10(int e) { return (int)(((int64_t)e * 913124641741LL) >> 38); }

#endif
