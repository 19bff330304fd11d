/* unit.h - private to daemon/: what `kiln compile|link|ninja|compdb` (unit.c, ninja.c) and the Bazel worker (worker.c) share with build.c.
 *
 * Ownership as in build.h: arguments borrowed, returned buffers malloc'd and
 * owned by the caller.
 */
#ifndef KILN_DAEMON_UNIT_H
#define KILN_DAEMON_UNIT_H

#include <stddef.h>
#include <stdint.h>

#include "build.h"

/* build.c's file helpers: the whole file (NUL-terminated) or NULL with errno;
 * a path resolved against the request's working directory. */
char *kd__read_file(const char *path, size_t *len);
char *kd__abs_path(const kd_request *rq, const char *p);
/* A number for temporary file names, unique in this process. */
unsigned kd__tmp_seq(void);

/* A build's cache and runtime (build.c's build_env): open for one command. */
typedef struct kd__env kd__env;
kd__env *kd__env_open(const kd_request *rq, int no_cache);
void kd__env_close(const kd_request *rq, kd__env *e);
const char *kd__env_runtime(const kd__env *e); /* libkiln_rt.a, or NULL when missing */
/* The cache entry of kind `kind` keyed by (compiler id, what, data, flags):
 * a malloc'd copy, or NULL on a miss. */
void *kd__env_fetch(kd__env *e, const char *what, const void *data, size_t n, uint64_t flags, uint16_t kind,
                    size_t *size);
void kd__env_store(kd__env *e, const char *what, const void *data, size_t n, uint64_t flags, uint16_t kind,
                   const void *value, size_t vn);

/* The interface file (.kif) format, version 1: one header line
 *   "// kiln interface 1 <module path>\n"
 * then the module's interface text (fe_module_info.iface: its source
 * without top-level statements and without the bodies of non-generic
 * functions and methods whose return type is written, and of
 * constructors).  The text is TypeScript, so a dependent's compile parses
 * and checks it exactly as it would the module itself; it depends only on
 * the module's interface, so an edit inside such a body leaves the file
 * byte for byte the same.  Another version is refused ("rebuild it"). */
#define KD_KIF_MAGIC "// kiln interface 1 "

/* Writes data to path only when the file does not already hold exactly
 * those bytes (its mtime then stays: Ninja's restat prunes dependents).
 * Written to a temporary name and renamed, with the request's umask.
 * 0, or -1 with errno. */
int kd__write_if_changed(const kd_request *rq, const char *path, const void *data, size_t n, int exec);

/* `kiln ninja` and `kiln compdb` (ninja.c). */
int kd_ninja_main(int argc, char **argv, const kd_request *rq);

/* `kiln worker` (worker.c): the Bazel persistent worker, or one command from
 * a flag file.  Its interface-file reader (kept warm by input digest inside a
 * worker request; a plain read elsewhere): path as named, abs to open. */
int kd_worker_main(int argc, char **argv);
char *kd__worker_read_iface(const char *path, const char *abs, size_t *len);

/* An absolute path with "." and ".." resolved lexically (not through
 * symlinks: a sandbox's inputs are links whose targets lie outside it); malloc'd. */
char *kd__norm_abs(const char *abs);

#endif
