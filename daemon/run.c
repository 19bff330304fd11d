/* run.c - `kiln run`'s last step: run the program just built, as the user's own, and clean up after it. */
#include "kd_internal.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int kd_run_tmpdir(char *dir, size_t dircap, char *exe, size_t execap) {
  const char *tmpdir = getenv("TMPDIR");
  snprintf(dir, dircap, "%s/kiln-run-XXXXXX", tmpdir && *tmpdir ? tmpdir : "/tmp");
  if (!mkdtemp(dir)) {
    fprintf(stderr, "kiln: error: cannot create a temporary directory: %s\n", strerror(errno));
    return -1;
  }
  /* Absolute, because kilnd writes it from another working directory. */
  char *real = realpath(dir, NULL);
  snprintf(exe, execap, "%s/prog", real ? real : dir);
  free(real);
  return 0;
}

static volatile sig_atomic_t run_child;

/* kill(1)'s signals reach the program, as they would if it ran alone. */
static void forward(int sig) {
  if (run_child > 0) kill(run_child, sig);
}

int kd_run_program(const char *exe, const char *dir, const char *argv0, char **args, int nargs) {
  /* The terminal's ^C and ^\ reach the program directly (same process
   * group); we wait them out, like system(3), and clean up after. */
  sigset_t stop_sigs, old;
  sigemptyset(&stop_sigs);
  sigaddset(&stop_sigs, SIGINT);
  sigaddset(&stop_sigs, SIGQUIT);
  sigaddset(&stop_sigs, SIGTERM);
  sigaddset(&stop_sigs, SIGHUP);
  sigprocmask(SIG_BLOCK, &stop_sigs, &old);
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    sigprocmask(SIG_SETMASK, &old, NULL);
    char **argv = calloc((size_t)nargs + 2, sizeof *argv);
    if (!argv) _exit(127);
    argv[0] = (char *)argv0;
    for (int i = 0; i < nargs; i++) argv[i + 1] = args[i];
    execv(exe, argv);
    fprintf(stderr, "kiln: error: cannot run %s: %s\n", exe, strerror(errno));
    _exit(127);
  }
  run_child = pid;
  struct sigaction ign = {.sa_handler = SIG_IGN}, fwd = {.sa_handler = forward};
  sigemptyset(&ign.sa_mask);
  sigemptyset(&fwd.sa_mask);
  sigaction(SIGINT, &ign, NULL);
  sigaction(SIGQUIT, &ign, NULL);
  sigaction(SIGTERM, &fwd, NULL);
  sigaction(SIGHUP, &fwd, NULL);
  sigprocmask(SIG_SETMASK, &old, NULL);
  int status = 0;
  if (pid < 0) status = 127 << 8;
  else
    while (waitpid(pid, &status, 0) < 0) {
      if (errno != EINTR) {
        status = 127 << 8;
        break;
      }
    }
  unlink(exe);
  rmdir(dir);
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    signal(sig, SIG_DFL);
    raise(sig);
    return 128 + sig;
  }
  return WEXITSTATUS(status);
}
