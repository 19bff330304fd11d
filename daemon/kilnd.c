/* kilnd.c - the compiler executable: the compile daemon, or one build in this process (`kiln --no-daemon`). */
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "build.h"
#include "kd_internal.h"
#include "unit.h"

/* `kilnd build|run ARGS...`: what `kiln build|run --no-daemon ARGS...` execs. */
static int one_build(int argc, char **argv) {
  int is_run = !strcmp(argv[1], "run");
  kd_options o = {.opt = 2};
  if (kd_options_parse(argc, argv, is_run, &o, &kd_sink_stdio) != 0) return 2;
  mode_t mask = umask(0);
  umask(mask);
  kd_request rq = {.umask = mask, .sink = &kd_sink_stdio};
  if (!is_run) return kd_build_main(argc, argv, &rq);
  char dir[PATH_MAX], exe[PATH_MAX + 16];
  if (kd_run_tmpdir(dir, sizeof dir, exe, sizeof exe) != 0) return 1;
  rq.run_exe = exe;
  int rc = kd_build_main(argc, argv, &rq);
  if (rc != 0) {
    unlink(exe);
    rmdir(dir);
    return rc;
  }
  return kd_run_program(exe, dir, o.input, o.run_args, o.run_nargs);
}

int main(int argc, char **argv) {
  if (argc > 1 && (!strcmp(argv[1], "build") || !strcmp(argv[1], "run"))) return one_build(argc, argv);
  if (argc > 1 && !strcmp(argv[1], "worker")) return kd_worker_main(argc, argv);
  if (argc > 1 && !strcmp(argv[1], "watch")) return kd_watch_main(argc, argv);
  if (argc > 1 && kd_unit_command(argv[1])) {
    mode_t mask = umask(0);
    umask(mask);
    kd_request rq = {.umask = mask, .sink = &kd_sink_stdio};
    return kd_unit_main(argc, argv, &rq);
  }
  return kd_server_main(argc, argv);
}
