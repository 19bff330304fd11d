/* fe_internal.h - private interfaces shared by the frontend's files: arena, diagnostics, parse, check. */
#ifndef KILN_FE_INTERNAL_H
#define KILN_FE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <tree_sitter/api.h>
#include "frontend.h"

/* Per-compile memory: everything allocated here dies in one fe__arena_free(). */
typedef struct fe__chunk fe__chunk;
typedef struct {
  fe__chunk *head;
} fe__arena;

void *fe__alloc(fe__arena *a, size_t n); /* zeroed; never NULL (aborts only on OOM) */
char *fe__strndup(fe__arena *a, const char *s, size_t n);
void fe__arena_free(fe__arena *a);

/* Diagnostics are collected with their byte offset, then sorted by position
 * and formatted once at the end (the checker visits function bodies out of
 * source order). */
typedef struct {
  uint32_t pos, seq;
  char *msg;
} fe__diag;

typedef struct {
  fe__arena *arena;
  const char *path, *src;
  size_t len;
  fe__diag *items;
  size_t n, cap;
  int muted; /* > 0: drop new diagnostics */
  uint32_t dropped; /* diagnostics dropped while muted (a trial check tells whether it failed) */
  /* A reason the checker found while comparing types (Kiln refusing what
   * tsc accepts): appended to the next diagnostic naming both note_a and
   * note_b, which is the "not assignable" error it explains. */
  const char *note, *note_a, *note_b;
} fe__diaglist;

void fe__error(fe__diaglist *dl, uint32_t pos, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Sorts, de-duplicates and formats into out (appending). */
void fe__diags_flush(fe__diaglist *dl, fe_diags *out);

/* Byte offsets of `<` operators the parser was shown as `>` (see parse.c). */
typedef struct {
  uint32_t *pos;
  uint32_t n;
} fe__swaps;

/* The TypeScript grammar (node_modules/tree-sitter-typescript). */
const TSLanguage *tree_sitter_typescript(void);

/* parse.c: tree-sitter with the TypeScript grammar; reports ERROR/MISSING
 * nodes.  Returns the tree (caller ts_tree_delete()s) or NULL.  sw->pos is
 * malloc'd (caller frees). */
TSTree *fe__parse(const char *src, size_t len, fe__diaglist *dl, fe__swaps *sw);
/* The same over bytes [base, end) of a larger buffer (one module of a
 * program whose modules are concatenated, see compile.c): node offsets and
 * swap positions are offsets in the whole buffer; row is the line number
 * (0-based) at which base starts. */
TSTree *fe__parse_range(const char *src, size_t len, uint32_t base, uint32_t end, uint32_t row,
                        fe__diaglist *dl, fe__swaps *sw);

/* tree_cache.c: the tree of a module's bytes [base, base+len) of a program
 * buffer (its line `row` starting at base) from the fe_tree_cache attached
 * to this thread, moved to that position, its swaps appended to sw; NULL on
 * a miss or without a cache.  _put keeps a copy of a fresh parse (no syntax
 * errors) whose swaps are sw->pos[sw0..). */
TSTree *fe__tree_cache_get(const char *buf, uint32_t base, uint32_t len, uint32_t row, fe__swaps *sw);
void fe__tree_cache_put(const char *buf, uint32_t base, uint32_t len, uint32_t row, TSTree *tree,
                        const fe__swaps *sw, uint32_t sw0);
/* ... and the module's description (fe_module_info's iface, iface_len and
 * imp_iface of nimp + 1 bytes) kept with the tree of its bytes src[0, len). */
int fe__tree_cache_desc_get(const char *src, uint32_t len, uint32_t nimp, char **iface, size_t *iface_len,
                            uint8_t **imp_iface);
void fe__tree_cache_desc_put(const char *src, uint32_t len, uint32_t nimp, const char *iface, size_t iface_len,
                             const uint8_t *imp_iface);
/* ... and what loading it needs of its bytes (compile.c's scan): the
 * specifier strings of its imports and re-exports in source order, each
 * with whether it binds only names used as types, and whether it mentions
 * the built-in error classes or process.stdin.  get fills *sc with a
 * malloc'd copy of imps (1), or answers 0. */
typedef struct {
  uint32_t s, e;     /* the specifier's string node, relative to the module's first byte */
  uint8_t tonly;     /* loaded after the main module's walk, with no evaluation edge */
} fe__imp_scan;
typedef struct {
  fe__imp_scan *imps;
  uint32_t nimps;
  uint8_t prelude;   /* fe__prelude_wanted */
  uint8_t stdio;     /* fe__stdio_wanted */
} fe__mod_scan;
int fe__tree_cache_scan_get(const char *src, uint32_t len, fe__mod_scan *sc);
void fe__tree_cache_scan_put(const char *src, uint32_t len, const fe__mod_scan *sc);

/* A program: its modules, concatenated into one source buffer (so that the
 * checker reads any module's text through one pointer), in evaluation order
 * (depth-first post-order of the import graph: dependencies first, the main
 * module last). */
typedef struct {
  const char *path;  /* relative to the main module's directory, '/'-separated ("lib/util.ts") */
  uint32_t base, end;/* its bytes in the combined source */
  TSTree *tree;
  uint32_t nimp;     /* resolved relative import specifiers, in source order */
  uint32_t *imp_pos; /* start byte of the specifier's string node */
  uint32_t *imp_mod; /* the module (index into fe__program.mods) it names */
  uint8_t *imp_tonly; /* per import: used only as types (no evaluation edge: tsc elides it), or NULL */
  uint8_t unevaluated; /* reached only through type-only imports: its top level never runs */
} fe__module;

typedef struct {
  fe__module *mods;
  uint32_t n;
  int permod;      /* lower only mods[target] (one module of a program compiled per module) */
  uint32_t target;
} fe__program;

/* compile.c: need[i] = 1 for module index and every module it imports,
 * directly or not (import cycles included); need has prog->n bytes, zeroed. */
void fe__closure(const fe__program *prog, uint32_t index, uint8_t *need);

/* check.c: resolve, type-check and lower a parsed program (its modules in
 * evaluation order, sharing the combined source src) to typed IR.
 * Returns the IR buffer (malloc'd) or NULL if any diagnostic was reported. */
void *fe__check(const char *path, const char *src, size_t len, const fe__program *prog,
                const fe__swaps *sw, fe__diaglist *dl, size_t *ir_size);

/* prelude.c: the built-in error classes, in TypeScript, appended to a
 * program that mentions them (its text then ends with fe__prelude). */
#define FE_PRELUDE_PATH "<builtins>" /* the prelude's module path */
extern const char fe__prelude[];
extern const size_t fe__prelude_len;
int fe__prelude_wanted(const char *src, size_t len);

/* compile.c: is spec one of Node's built-in modules ("node:fs", "fs", ...)? */
int fe__is_node_builtin(const char *spec);
/* node_events.c: built-in modules written in TypeScript (node:events), by
 * import specifier; NULL for others.  The checker treats them as modules of
 * the program (never as fe__is_node_builtin's native ones). */
#define NODE_EVENTS_PATH "node:events"
const char *fe__node_ts_module(const char *spec, const char **path, size_t *len);
/* node_stdio.c: process.stdin/stdout as TypeScript (module NODE_STDIO_PATH,
 * imported implicitly by a module that mentions process.stdin), node:readline
 * and node:readline/promises. */
#define NODE_STDIO_PATH "kiln:stdio"
const char *fe__node_stdio_module(const char *spec, const char **path, size_t *len);
/* node_lib.c: node:assert, node:assert/strict and node:util (TypeScript in frontend/lib). */
const char *fe__node_lib_module(const char *spec, const char **path, size_t *len);
int fe__stdio_wanted(const char *src, size_t len);

#endif
