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

/* Reads one module of a program.  path is relative to the main module's
 * directory, '/'-separated and normalised (it may begin with "../").
 * Returns 0 and a malloc'd buffer (the frontend frees it), or -1 when there
 * is no such file. */
typedef int (*fe_read_fn)(void *ctx, const char *path, char **src, size_t *len);

/* Compiles a program of ES modules: main_path (as the user gave it, for
 * diagnostics; its directory is the root of every module path) with source
 * src, and every module it imports through relative specifiers ("./lib" is
 * lib.ts or lib/index.ts), read through read (NULL: none can be found).
 * Returns the IR of the whole program, like fe_compile. */
void *fe_compile_program(const char *main_path, const char *src, size_t len, fe_read_fn read, void *ctx,
                         size_t *ir_size, fe_diags *d);

/* Programs compiled one module per object.  fe_program_scan loads and
 * parses the program's modules and describes them, in evaluation order (the
 * main module last); fe_compile_module then checks the whole import closure
 * of module `index` but lowers only that module, into IR whose references to
 * other modules' functions, globals and classes are extern declarations
 * with link names (ir.h, FE_IR_LINK_*), and whose main function is the
 * module's init (it runs the inits of its imports first, once). */
typedef struct {
  char *path;        /* relative to the main module's directory */
  char *src;         /* its bytes (NUL-terminated) */
  size_t len;
  char *iface;       /* its interface text: the source without every top-level
                        statement but declarations, and the bodies of
                        functions and methods whose return type is written
                        (and of constructors); what another module's
                        compile reads of it */
  size_t iface_len;
  uint32_t nimp;     /* the modules it imports (indices), in source order */
  uint32_t *imp;
  uint8_t *imp_iface; /* per import: 1 when its interface text names something
                         that import binds (or re-exports it), so that a
                         change of that module's interface can change what
                         this one's importers read of it */
} fe_module_info;

typedef struct {
  fe_module_info *mods;
  uint32_t n;
} fe_program_info;

int fe_program_scan(const char *main_path, const char *src, size_t len, fe_read_fn read, void *ctx,
                    fe_program_info *out, fe_diags *d);
void fe_program_info_free(fe_program_info *p);
void *fe_compile_module(const char *main_path, const char *src, size_t len, fe_read_fn read, void *ctx,
                        uint32_t index, size_t *ir_size, fe_diags *d);

/* The same in one parse: fe_program_open loads and parses the program once
 * and describes it (as fe_program_scan); fe_program_compile(p, index) then
 * compiles module index as fe_compile_module would, from the parsed trees.
 * The reader is used during fe_program_open only.  NULL (with diagnostics)
 * when the program does not load. */
typedef struct fe_loaded fe_loaded;
fe_loaded *fe_program_open(const char *main_path, const char *src, size_t len, fe_read_fn read, void *ctx,
                           fe_program_info *out, fe_diags *d);
void *fe_program_compile(fe_loaded *p, uint32_t index, size_t *ir_size, fe_diags *d);
/* Whether the last compile on the calling thread found an import cycle in
 * the modules it checked (a cycle turns the lazy declaration of the
 * modules a target reaches off: check_cycle.inc module_reach). */
int fe_check_import_cycle(void);
void fe_program_close(fe_loaded *p);

/* One module of a program compiled on its own (`kiln compile`), against
 * the interface texts of the modules it imports.  path is the module's path
 * relative to the program's root ('/'-separated, normalised, inside the
 * root); every module path, link name and diagnostic is relative to that
 * root.  read gives the other modules' texts by root-relative path: for a
 * dependency, its interface text (fe_module_info.iface) is enough.  is_main:
 * the program's main module (its init is kiln_main; nothing imports it);
 * otherwise its init is the module's, run once by its importers.
 * Returns the module's IR, like fe_compile_module, and its interface text
 * (malloc'd, NUL-terminated) in *iface. */
void *fe_compile_unit(const char *path, const char *src, size_t len, fe_read_fn read, void *ctx, int is_main,
                      size_t *ir_size, char **iface, size_t *iface_len, fe_diags *d);

/* The interface text of module path (as fe_compile_unit's) from its own
 * source alone: the module is parsed, not checked, and its imports are not
 * read.  0, or -1 with diagnostics (syntax errors). */
int fe_unit_interface(const char *path, const char *src, size_t len, char **iface, size_t *iface_len, fe_diags *d);

/* The built-in error classes (TypeScript source, FE_PRELUDE_PATH) as a
 * module of their own, compiled like fe_compile_unit's modules: the object
 * that programs whose modules were compiled apart link when one of them
 * refers to the classes (their link names start with FE_PRELUDE_LINK). */
void *fe_compile_prelude(size_t *ir_size, fe_diags *d);
#define FE_PRELUDE_LINK "kiln._3cbuiltins_3e." /* the backend's symbol for "<builtins>\x01..." */

/* Parsed modules kept warm between the compiles of one process (kilnd, the
 * Bazel worker; frontend/tree_cache.c).  Keyed by a module's bytes (compared
 * in full), so a changed file is never served a stale tree; bounded by
 * max_bytes (an estimate of the memory held), least recently used entries
 * going first.  Thread-safe: any number of threads may attach one cache.
 * fe_tree_cache_attach(tc) makes every parse of a module by the calling
 * thread's frontend calls (fe_program_open, fe_program_scan, fe_compile_unit,
 * ...) go through tc until fe_tree_cache_attach(NULL), and resets the
 * thread's counters: fe_tree_cache_counts gives the modules whose tree came
 * from the cache and those parsed since.  A reused tree gives the same IR
 * bytes as a fresh parse. */
typedef struct fe_tree_cache fe_tree_cache;
typedef struct {
  size_t entries, bytes, max_bytes;
  uint64_t hits, misses, evictions;
} fe_tree_cache_stats;
fe_tree_cache *fe_tree_cache_new(size_t max_bytes);
void fe_tree_cache_free(fe_tree_cache *tc);
void fe_tree_cache_attach(fe_tree_cache *tc);
void fe_tree_cache_counts(uint64_t *reused, uint64_t *parsed);
void fe_tree_cache_stats_get(fe_tree_cache *tc, fe_tree_cache_stats *out);

#endif
