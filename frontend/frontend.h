/* frontend.h - the frontend's public interface: TypeScript source in, typed IR out.
 *
 * The frontend is pure: bytes in, bytes out, diagnostics as values.  It never
 * exits and never prints; the caller decides what to do with the diagnostics.
 * Ownership: arguments are borrowed; the returned IR buffer and the
 * diagnostic text are owned by the caller (free() / fe_diags_free()).
 */
#ifndef KILN_FRONTEND_H
#define KILN_FRONTEND_H

#include <stddef.h>
#include "ir.h"

/* Diagnostics, already formatted like a C compiler's:
 *   path:line:col: error: message
 *     <the source line>
 *     <spaces>^
 * one after another in `text` (NUL-terminated, NULL when there are none). */
typedef struct {
  int errors;
  char *text;
  size_t len, cap;
} fe_diags;

void fe_diags_free(fe_diags *d);

/* Parses, resolves and type-checks one module and lowers it to typed IR.
 * Returns a malloc'd IR buffer (see ir.h) and its size, or NULL when the
 * module has errors (then d->errors > 0 and d->text says why). */
void *fe_compile(const char *path, const char *src, size_t len, size_t *ir_size, fe_diags *d);

#endif
