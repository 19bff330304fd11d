/* build.h - the build pipeline that kilnd runs for its clients, and for `kiln --no-daemon` in-process.
 *
 * One code path for both: kd_build_main() takes the command line of
 * `kiln build ...` or `kiln run ...` and a kd_request that says where the
 * request comes from (working directory, environment, umask) and where its
 * output goes (a kd_sink: the process's own stdout/stderr in-process, frames
 * on the client's socket in the daemon).  `kiln --no-daemon` execs
 * `kilnd build|run ...`, so the kiln client itself never loads the compiler.  Nothing in here reads the
 * process's environment or working directory when the request supplies them,
 * and nothing writes to stdout or stderr directly, so many requests can run
 * at once on different threads.
 *
 * Ownership: everything passed in is borrowed; a kd_shared is owned by its
 * creator and freed by kd_shared_free() once no build uses it.
 */
#ifndef KILN_DAEMON_BUILD_H
#define KILN_DAEMON_BUILD_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Where a build's text goes.  stream 1 is the client's stdout, 2 its stderr. */
typedef struct kd_sink kd_sink;
struct kd_sink {
  int (*write)(kd_sink *s, int stream, const void *data, size_t n); /* 0 or -1 */
  int (*gone)(kd_sink *s); /* optional: nonzero once nobody waits for the result */
};

/* The process's own file descriptors 1 and 2. */
extern kd_sink kd_sink_stdio;

void kd_sink_printf(kd_sink *s, int stream, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* State the daemon shares between requests: its open caches (one LMDB
 * environment per directory and process, as LMDB requires) and the compiler
 * ids it has computed. */
typedef struct kd_shared kd_shared;
kd_shared *kd_shared_new(void);
int kd_shared_ncaches(kd_shared *sh);
void kd_shared_free(kd_shared *sh);  /* closes the caches */
/* Its parsed modules (frontend.h's fe_tree_cache), NULL without one. */
struct fe_tree_cache *kd_shared_trees(kd_shared *sh);
/* Keeps object files in dir between builds (objstore.h; emptied now,
 * removed by kd_shared_free): the daemon's.  0, or -1 when dir is unusable. */
int kd_shared_set_objects(kd_shared *sh, const char *dir);
struct kd_objstore *kd_shared_objects(kd_shared *sh);

/* What a build did, for `kiln watch` (watch.c): filled by kd_build_main
 * when the request asks for it; kd_build_report_clear frees what it holds. */
typedef struct {
  int ok;                  /* the build succeeded */
  int modules, checked, codegen, linked;
  char **files;            /* absolute paths of every module file the build read
                              or looked for (found or not), the main one first */
  uint8_t (*sums)[16];     /* of each: kd_build_file_sum of the bytes it read */
  size_t nfiles;
} kd_build_report;
/* XXH3-128 of (whether the file exists, its bytes): data NULL when missing. */
void kd_build_file_sum(const void *data, size_t n, uint8_t out[16]);
void kd_build_report_clear(kd_build_report *r);

typedef struct {
  const char *cwd;         /* relative paths are relative to it; NULL: the process's */
  const char *const *env;  /* "NAME=VALUE", NULL-terminated; NULL: the process's environment */
  mode_t umask;            /* the client's: decides the modes of the files written */
  kd_sink *sink;
  kd_shared *shared;       /* NULL: open the cache for this build only */
  const char *run_exe;     /* `run`: where to write the executable (required) */
  kd_build_report *report; /* NULL, or filled with what the build did */
  int store_later;         /* with shared: the caller calls kd_build_after_reply once it has answered */
} kd_request;

/* Runs `kiln build ...` or the build half of `kiln run ...` (argv[1]);
 * build.c, linked into kilnd only (the compiler lives there).
 * Returns the exit status: 0, 1 for a failed build, 2 for a usage error. */
int kd_build_main(int argc, char **argv, const kd_request *rq);
/* What a store_later request left for after its answer, on the thread that
 * ran kd_build_main: a linked executable's entry in the local cache.  The
 * next kd_build_main of any thread waits for it.  Nothing when nothing was left. */
void kd_build_after_reply(void);
/* Returns once no such store is pending (STATUS waits for it, for `kiln cache`). */
void kd_build_wait_stores(void);

/* `kiln compile ...` and `kiln link ...` (unit.c): one module against the
 * interface files of its imports, and the link of such objects, for build
 * systems.  kd_build_main hands them to kd_unit_main. */
int kd_unit_command(const char *cmd);
int kd_unit_main(int argc, char **argv, const kd_request *rq);

/* `kiln watch FILE.ts ...` (watch.c): builds in this process, then again
 * on every change of a module file; kilnd runs it for the client. */
int kd_watch_main(int argc, char **argv);

/* The parsed command line (options.c, shared with the client, which must
 * know what `run` runs and whether the daemon is wanted). */
typedef enum { KD_EMIT_EXE, KD_EMIT_OBJ, KD_EMIT_IR, KD_EMIT_LLVM } kd_emit;

typedef struct {
  const char *input;
  const char *output;
  kd_emit emit;
  int opt;
  int verbose;
  int no_cache;
  int no_daemon;
  int stats_json;
  char **run_args;
  int run_nargs;
  const char *remote_cache; /* --remote-cache URL; NULL: $KILN_REMOTE_CACHE */
  int remote_upload;        /* --remote-cache-upload: 1 true, -1 false, 0 unset ($KILN_REMOTE_CACHE_UPLOAD, else on) */
  double remote_timeout_s;  /* --remote-cache-timeout; 0: unset */
  int explain;              /* --explain: say why each module is compiled again */
  int jobs;                 /* -j N: threads compiling a build's modules; 0: one per online CPU */
} kd_options;

/* Parses argv[2..] of `build` (is_run 0) or `run` (1); errors go to s. 0 or -1. */
int kd_options_parse(int argc, char **argv, int is_run, kd_options *o, kd_sink *s);
/* A size such as 500M, 2G or 4096 (bytes; k/m/g binary, an optional B); -1 if malformed. */
int kd_parse_size(const char *s, uint64_t *out);

/* The value of an environment variable as the request sees it. */
const char *kd_request_getenv(const kd_request *rq, const char *name);

/* The variables a request carries: everything the build reads. */
extern const char *const kd_env_names[];

/* The variables that select and steer the system linker (`cc` on PATH); the
 * daemon links with its own, so it serves only clients whose values match. */
extern const char *const kd_linker_env_names[];

#endif
