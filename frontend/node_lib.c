/* node_lib.c - the built-in modules written in TypeScript under frontend/lib (node:assert, node:util).
 *
 * Like node:events (node_events.c) they are modules the checker compiles
 * with a program that imports them; the build embeds their text
 * (frontend/lib/embed.cmake).  What TypeScript cannot do itself they ask
 * of the runtime through the native module "kiln:util" (runtime/util.c). */
#include <string.h>

#include "fe_internal.h"

extern const char fe__lib_assert_src[], fe__lib_assert_strict_src[], fe__lib_util_src[];
extern const size_t fe__lib_assert_len, fe__lib_assert_strict_len, fe__lib_util_len;

static const struct {
  const char *name; /* the specifier without node: */
  const char *src;
  const size_t *len;
} lib_modules[] = {
    {"assert", fe__lib_assert_src, &fe__lib_assert_len},
    {"assert/strict", fe__lib_assert_strict_src, &fe__lib_assert_strict_len},
    {"util", fe__lib_util_src, &fe__lib_util_len},
};

/* The module spec names, if it is one of frontend/lib's: its text; *path
 * is "node:NAME" whether or not spec has the prefix (one module either way). */
const char *fe__node_lib_module(const char *spec, const char **path, size_t *len) {
  const char *name = strncmp(spec, "node:", 5) ? spec : spec + 5;
  for (size_t i = 0; i < sizeof lib_modules / sizeof *lib_modules; i++) {
    if (strcmp(name, lib_modules[i].name)) continue;
    static const char *const paths[] = {"node:assert", "node:assert/strict", "node:util"};
    *path = paths[i];
    *len = *lib_modules[i].len;
    return lib_modules[i].src;
  }
  return NULL;
}
