/* backend.h - the backend's public interface: typed IR in, LLVM IR / objects / executables out.
 *
 * The backend is pure: it reads a validated fe_ir_module (frontend/ir.h) and
 * writes text or files; it never prints.  Every call creates its own LLVM
 * context, so different modules may be compiled on different threads at once.
 * Ownership: arguments are borrowed; *out and *err strings are malloc'd and
 * owned by the caller (free()).  Errors: -1 with a message in *err.
 */
#ifndef KILN_BACKEND_H
#define KILN_BACKEND_H

#include "ir.h"

typedef struct {
  int opt_level;   /* 0 or 2 (3 allowed) */
  int no_intrange; /* 1 = keep every number a double (debugging aid) */
  int split;       /* 1 = a large module may come out as an ar archive of two objects
                      emitted on two threads (be_link takes it whole; `kiln build`'s
                      own objects only) */
} be_options;

/* Typed IR -> textual LLVM IR after the pass pipeline (for --emit=llvm); *out malloc'd. */
int be_emit_llvm_text(const fe_ir_module *m, const be_options *o, char **out, char **err);

/* Typed IR -> object file at obj_path.  Returns 0, or -1 with *err malloc'd. */
int be_emit_object(const fe_ir_module *m, const be_options *o, const char *obj_path, char **err);

/* Links objects and the runtime archive into an executable as the system
 * compiler driver (`cc`) would, adding -lm and the build's KILN_RT_LINK_FLAGS:
 * with lld given cc's linker arguments (in this process when kiln has
 * liblld), else through cc (link.c).  Serialised within a process when lld
 * runs in it. */
int be_link(const char *const *objs, int nobjs, const char *rt_archive, const char *out_path,
            char **err);

/* be_link with the executable's build id given (id_len bytes, 1..32) rather
 * than hashed by the linker over the output: a caller whose cache key names
 * the executable already (daemon/build.c's "executable-modules" key: the
 * compiler, its runtime and every object's key) passes that key, and lld
 * skips hashing the whole output.  id NULL: be_link. */
int be_link_id(const char *const *objs, int nobjs, const char *rt_archive, const char *out_path,
               const unsigned char *id, size_t id_len, char **err);

#endif
