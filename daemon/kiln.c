/* kiln.c - the `kiln` command: a small client that has kilnd build and run TypeScript programs. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "build.h"
#include "cache.h"
#include "ir.h" /* FE_IR_VERSION, for --version */
#include "kd_internal.h"

static const char usage[] =
    "usage: kiln <command> [options]\n"
    "\n"
    "Commands:\n"
    "  kiln build FILE.ts [-o OUT] [-O0|-O1|-O2|-O3] [--emit=exe|obj|ir|llvm]\n"
    "      Compile FILE.ts into one native executable (default OUT: FILE without .ts).\n"
    "      --emit=ir    print the typed IR (readable dump) to stdout, or to -o OUT\n"
    "      --emit=llvm  print the optimised LLVM IR to stdout, or to -o OUT\n"
    "      --emit=obj   write the object file only (default OUT: FILE.o)\n"
    "  kiln run FILE.ts [-O..] [-- ARGS...]\n"
    "      Compile into a temporary directory and run it with ARGS; exits with the\n"
    "      program's status.  kiln runs the program itself, even when the daemon\n"
    "      compiled it: the program has kiln's stdin, stdout, terminal and signals.\n"
    "  kiln watch FILE.ts [-o OUT] [-O..] [--explain] [--run [-- ARGS...]]\n"
    "      Build, then rebuild on every change of the program's module files\n"
    "      (inotify, or polling when no watch is left), compiling only what the\n"
    "      change reaches; one line per rebuild on stderr (modules recompiled,\n"
    "      milliseconds).  A failed build prints its errors and waits for the next\n"
    "      save.  --run runs the program after each successful build, stopping the\n"
    "      previous one first (SIGTERM, then waits).  Ctrl-C stops both.\n"
    "  kiln compile FILE.ts -o OUT.o [--root DIR] [--iface OUT.kif] [--depfile OUT.d]\n"
    "               [--iface-path DIR]... [--dep MODULE.ts=FILE.kif]... [--main] [-O..]\n"
    "      Compile one module against the interface files of the modules it imports\n"
    "      (for build systems); writes its object, its interface file and a Makefile\n"
    "      depfile, each only when its bytes change.  --main: the program's entry.\n"
    "  kiln link OBJ... -o OUT\n"
    "      Link objects made by kiln compile (and the runtime) into an executable.\n"
    "  kiln ninja MAIN.ts [-o build.ninja] [--output NAME] [-O..]\n"
    "      Write a Ninja build file compiling the program one module per edge (it\n"
    "      rewrites itself when the import graph changes); `ninja` then builds NAME\n"
    "      (default: MAIN without .ts) beside it.\n"
    "  kiln compdb MAIN.ts [-o compile_commands.json]\n"
    "      Write the program's kiln compile commands as a compilation database.\n"
    "  kiln worker [--worker_protocol=json] --persistent_worker | @FLAGFILE\n"
    "      Bazel's persistent worker for compile and link actions (rules/bazel), or\n"
    "      the one command in FLAGFILE.\n"
    "  kiln cache stats | gc --max-size SIZE | path\n"
    "      Show the compile cache's counters, evict least recently used entries\n"
    "      down to SIZE (e.g. 500M), or print where it lives.\n"
    "  kiln daemon start [--idle SECONDS] | stop | status\n"
    "      Start the compile daemon kilnd (builds start it anyway), stop it (returns\n"
    "      once it has exited; running builds finish first), or show its state.\n"
    "  kiln --help | --version\n"
    "\n"
    "Options:\n"
    "  -O0 .. -O3    optimisation level (default -O2)\n"
    "  -v            print the time each phase takes to stderr\n"
    "  --no-cache    neither read nor write the compile cache\n"
    "  --no-daemon   build in this process, without the daemon (same results)\n"
    "  --stats=json  print one JSON line of build statistics to stderr at the end\n"
    "  -j N, --jobs=N  compile up to N modules at once (default: one per CPU)\n"
    "  --explain     say on stderr why each module is compiled again (source\n"
    "                changed, interface of ./x.ts changed, compiler changed, flags\n"
    "                changed, entry corrupt, not in cache)\n"
    "  --remote-cache URL   share the cache through an HTTP cache server (Bazel's\n"
    "                layout: URL/ac/, URL/cas/; nginx WebDAV, bazel-remote, ...):\n"
    "                read on a local miss, upload what was compiled\n"
    "  --remote-cache-upload=false  read the remote cache only (untrusted jobs)\n"
    "  --remote-cache-timeout=SECONDS  bound each remote request (default 30)\n"
    "\n"
    "The daemon: `kiln build` and `kiln run` send the work to kilnd, which keeps\n"
    "the cache open and compiles requests from many clients at once; kiln starts\n"
    "it when none runs, replaces one left by another kiln build, and kilnd exits\n"
    "after 10 idle minutes.  Each request carries the working directory, umask,\n"
    "arguments and environment (the variables below, HOME, XDG_CACHE_HOME, PATH,\n"
    "http_proxy, https_proxy, no_proxy), so results equal an in-process build.\n"
    "A client whose PATH (or another variable of the linker's) differs from the\n"
    "daemon's builds in-process; so does one that cannot use the daemon, with a\n"
    "warning saying why.\n"
    "\n"
    "Environment:\n"
    "  KILN_RUNTIME      path of libkiln_rt.a (default: next to the kiln executables)\n"
    "  KILN_CACHE_DIR    the compile cache (default $XDG_CACHE_HOME/kiln or ~/.cache/kiln)\n"
    "  KILN_CACHE=off    disable the cache, like --no-cache\n"
    "  KILN_CACHE_MAX    evict least recently used entries beyond this size (default 2G)\n"
    "  KILN_REMOTE_CACHE=URL  like --remote-cache URL (\"\" or off: none)\n"
    "  KILN_REMOTE_CACHE_UPLOAD=0  like --remote-cache-upload=false\n"
    "  KILN_REMOTE_CACHE_TIMEOUT=SECONDS  like --remote-cache-timeout\n"
    "  KILN_DAEMON=off   never use the daemon, like --no-daemon\n"
    "  KILN_WHOLE_PROGRAM=1  compile a program of several modules as one unit\n"
    "                    (default: one object per module, cached apart)\n"
    "  KILN_DAEMON_DIR   kilnd's socket directory (default $XDG_RUNTIME_DIR/kiln, else\n"
    "                    /tmp/kiln-$UID; it must be yours and mode 700)\n"
    "  KILN_DAEMON_IDLE  seconds without a client before a kilnd started now exits (600)\n"
    "\n"
    "Type errors are printed as FILE:LINE:COL: error: MESSAGE with the source line;\n"
    "a build with errors exits 1 and leaves no output file.\n";

static int use_daemon(const kd_options *o) {
  if (o->no_daemon) return 0;
  const char *e = getenv("KILN_DAEMON");
  return !(e && (!strcmp(e, "off") || !strcmp(e, "0") || !strcmp(e, "no")));
}

/* Builds without the daemon: this process becomes the compiler (kilnd's
 * one-build mode; same pid, stdio, directory and environment), so that this
 * client stays small and starts fast. */
static int in_process(char **argv) {
  char exe[PATH_MAX];
  if (kd_kilnd_path(exe, sizeof exe) != 0) {
    fprintf(stderr, "kiln: error: cannot find kilnd (the compiler) beside the kiln executable\n");
    return 1;
  }
  argv[0] = "kilnd";
  execv(exe, argv);
  fprintf(stderr, "kiln: error: cannot run %s: %s\n", exe, strerror(errno));
  return 1;
}

static int cmd_build(int argc, char **argv) {
  kd_options o = {.opt = 2};
  if (kd_options_parse(argc, argv, 0, &o, &kd_sink_stdio) != 0) return 2;
  int status;
  if (use_daemon(&o) && kd_client_build(argc, argv, NULL, o.verbose, &status) == 0) return status;
  return in_process(argv);
}

static int cmd_run(int argc, char **argv) {
  kd_options o = {.opt = 2};
  if (kd_options_parse(argc, argv, 1, &o, &kd_sink_stdio) != 0) return 2;
  if (use_daemon(&o)) {
    char dir[PATH_MAX], exe[PATH_MAX + 16];
    int status;
    if (kd_run_tmpdir(dir, sizeof dir, exe, sizeof exe) != 0) return 1;
    if (kd_client_build(argc, argv, exe, o.verbose, &status) == 0) {
      /* The daemon compiled; the program is ours to run. */
      if (status == 0) return kd_run_program(exe, dir, o.input, o.run_args, o.run_nargs);
      unlink(exe);
      rmdir(dir);
      return status;
    }
    unlink(exe);
    rmdir(dir);
  }
  return in_process(argv);
}

/* `kiln compile|link`: options are checked by the compiler; only the
 * choice of daemon is made here. */
static int cmd_unit(int argc, char **argv) {
  kd_options o = {.opt = 2};
  for (int i = 2; i < argc; i++) {
    if (!strcmp(argv[i], "--no-daemon")) o.no_daemon = 1;
    if (!strcmp(argv[i], "-v")) o.verbose = 1;
  }
  int status;
  if (use_daemon(&o) && kd_client_build(argc, argv, NULL, o.verbose, &status) == 0) return status;
  return in_process(argv);
}

/* The cache commands open the cache here, not in the daemon: they are cheap,
 * and asking for statistics should not start a server. */
static int cmd_cache(int argc, char **argv) {
  const char *sub = argc > 2 ? argv[2] : "";
  cache *c;
  char *err = NULL;
  if (strcmp(sub, "stats") && strcmp(sub, "gc") && strcmp(sub, "path")) {
    fprintf(stderr, "usage: kiln cache stats | gc --max-size SIZE | path\n");
    return 2;
  }
  uint64_t max = 0;
  if (!strcmp(sub, "gc")) {
    if (argc != 5 || strcmp(argv[3], "--max-size") || kd_parse_size(argv[4], &max) != 0) {
      fprintf(stderr, "usage: kiln cache gc --max-size SIZE   (e.g. 500M, 2G)\n");
      return 2;
    }
  }
  /* (what a running daemon's builds are still storing first: not for path) */
  if (strcmp(sub, "path")) kd_client_settle();
  if (cache_open(&c, NULL, &err) != 0) {
    fprintf(stderr, "kiln: error: %s\n", err ? err : "cannot open the cache");
    free(err);
    return 1;
  }
  int rc = 0;
  if (!strcmp(sub, "path")) {
    printf("%s\n", cache_dir(c));
  } else if (!strcmp(sub, "stats")) {
    cache_stats s;
    if ((rc = cache_stats_get(c, &s, &err)) == 0)
      printf("cache: %s\nentries: %llu\nbytes: %llu\nhits: %llu\nmisses: %llu\ncorrupt: %llu\nmap size: %llu\n",
             cache_dir(c), (unsigned long long)s.entries, (unsigned long long)s.bytes,
             (unsigned long long)s.hits, (unsigned long long)s.misses, (unsigned long long)s.corrupt,
             (unsigned long long)s.map_size);
  } else {
    uint64_t evicted = 0;
    if ((rc = cache_gc(c, max, &evicted, &err)) == 0)
      printf("evicted %llu entries\n", (unsigned long long)evicted);
  }
  if (rc != 0) fprintf(stderr, "kiln: error: %s\n", err ? err : "cache operation failed");
  free(err);
  cache_close(c);
  return rc != 0;
}

/* `kiln CMD --help` (or -h before any `--`): the lines of the usage that
 * describe CMD, then the shared options for the commands that build. */
static int command_help(int argc, char **argv) {
  const char *cmd = argv[1];
  int asked = 0;
  for (int i = 2; i < argc && strcmp(argv[i], "--"); i++) {
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) asked = 1;
    if (argv[i][0] != '-' && !strcmp(cmd, "run")) break; /* the program's own arguments follow */
  }
  if (!asked) return 0;
  char head[64];
  int hn = snprintf(head, sizeof head, "  kiln %s ", cmd);
  int found = 0, in = 0;
  for (const char *p = usage; *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p + 1) : strlen(p);
    if (!strncmp(p, "  kiln ", 7)) in = n > (size_t)hn && !strncmp(p, head, (size_t)hn);
    else if (strncmp(p, "    ", 4)) in = 0; /* a blank line or a heading ends the section */
    if (in) {
      if (!found) fputs("usage:\n", stdout);
      fwrite(p, 1, n, stdout);
      found = 1;
    }
    p += n;
  }
  if (!found) return 0;
  if (!strcmp(cmd, "build") || !strcmp(cmd, "run") || !strcmp(cmd, "watch")) {
    const char *opts = strstr(usage, "\nOptions:\n");
    const char *end = opts ? strstr(opts + 1, "\n\n") : NULL;
    if (opts && end) fwrite(opts, 1, (size_t)(end - opts + 1), stdout);
  }
  fputs("\nkiln --help tells the rest (the daemon, the cache, the environment).\n", stdout);
  return 1;
}

int main(int argc, char **argv) {
  if (argc >= 3 && command_help(argc, argv)) return 0;
  if (argc < 2) {
    fputs(usage, stderr);
    return 2;
  }
  const char *cmd = argv[1];
  if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
    fputs(usage, stdout);
    return 0;
  }
  if (!strcmp(cmd, "--version")) {
    printf("kiln %s (typed IR v%u, LLVM 19)\n", KILN_VERSION, FE_IR_VERSION);
    return 0;
  }
  if (!strcmp(cmd, "build")) return cmd_build(argc, argv);
  if (!strcmp(cmd, "run")) return cmd_run(argc, argv);
  if (!strcmp(cmd, "compile") || !strcmp(cmd, "link") || !strcmp(cmd, "ninja") || !strcmp(cmd, "compdb"))
    return cmd_unit(argc, argv);
  if (!strcmp(cmd, "worker")) return in_process(argv); /* the compiler itself serves Bazel */
  if (!strcmp(cmd, "watch")) return in_process(argv);  /* builds in the compiler's process (watch.c) */
  if (!strcmp(cmd, "cache")) return cmd_cache(argc, argv);
  if (!strcmp(cmd, "daemon")) return kd_client_daemon_cmd(argc, argv);
  fprintf(stderr, "kiln: error: unknown command '%s' (see kiln --help)\n", cmd);
  return 2;
}
