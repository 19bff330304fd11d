/* link.c - links objects and the runtime archive into an executable by running the system `cc`. */
#define _GNU_SOURCE /* pipe2 */
#include "be_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef KILN_RT_LINK_FLAGS
#define KILN_RT_LINK_FLAGS ""
#endif
/* libuv's static archive (CMake finds it): after the runtime, so that only a
 * program whose runtime parts use the event loop pulls anything from it. */
#ifndef KILN_UV_LIB
#define KILN_UV_LIB "-luv"
#endif
/* ... and OpenSSL's libcrypto (node:crypto), the same way. */
#ifndef KILN_CRYPTO_LIB
#define KILN_CRYPTO_LIB "-lcrypto"
#endif

int be_link(const char *const *objs, int nobjs, const char *rt_archive, const char *out_path,
            char **err) {
  char *flags = strdup(KILN_RT_LINK_FLAGS);
  const char **argv = calloc((size_t)nobjs + 16 + strlen(KILN_RT_LINK_FLAGS), sizeof *argv);
  char *msg = NULL;
  size_t mlen = 0, mcap = 0;
  int pfd[2] = {-1, -1};
  int rc = -1;
  *err = NULL;
  if (!flags || !argv) {
    *err = be__strdup_printf("out of memory");
    goto fail;
  }
  int n = 0;
  argv[n++] = "cc";
  /* Not position-independent: a PIE's loader must apply a relative
   * relocation to every pointer in its data (some 17,000 with libcrypto's
   * tables), about 2 ms of every start-up; the program's objects are PIC
   * anyway, which links into either. */
  argv[n++] = "-no-pie";
#ifdef KILN_LINK_STATIC
  /* Static against glibc (CMakeLists.txt: when libc.a is there): exec maps
   * one file, no loader runs, nothing relocates libc.so, so start-up takes
   * a third fewer page faults (the reference service: 115 -> 87; each costs
   * tens of microseconds on a virtual machine), and only the libc code the
   * program calls is in its pages (idle RSS 2.6 -> 1.9 MB, libc.so's text
   * was 1.3 MB of it).  KILN_LINK_DYNAMIC=1 links against libc.so. */
  const char *dyn = getenv("KILN_LINK_DYNAMIC");
  if (!dyn || !*dyn || *dyn == '0') argv[n++] = "-static";
#endif
#ifdef KILN_LLD_DIR
  /* lld (LLVM's, found by CMake): gcc runs the ld.lld in that directory */
  argv[n++] = "-B" KILN_LLD_DIR;
  argv[n++] = "-fuse-ld=lld";
#endif
  argv[n++] = "-o";
  argv[n++] = out_path;
  for (int i = 0; i < nobjs; i++) argv[n++] = objs[i];
  argv[n++] = rt_archive;
  argv[n++] = KILN_UV_LIB;
  argv[n++] = KILN_CRYPTO_LIB;
  /* Fewer shared objects to load at start-up: libgcc's unwinder linked in,
   * and libm only when the program calls a function that the runtime's
   * libm_lite.c does not define (most programs need none). */
  argv[n++] = "-static-libgcc";
  argv[n++] = "-Wl,--as-needed";
  argv[n++] = "-lm";
  argv[n++] = "-Wl,--no-as-needed";
  for (char *save = NULL, *tok = strtok_r(flags, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save))
    argv[n++] = tok;
  argv[n] = NULL;

  /* Close-on-exec: in the daemon, other threads fork their own `cc`s, which
   * must not keep this pipe open (our read would wait for them to finish). */
  if (pipe2(pfd, O_CLOEXEC) != 0) {
    *err = be__strdup_printf("pipe: %s", strerror(errno));
    goto fail;
  }
  /* posix_spawn (a vfork in glibc), not fork: the daemon's address space
   * (LLVM, the caches) is large, and copying its page tables for each link
   * cost tens of milliseconds. */
  pid_t pid;
  posix_spawn_file_actions_t fa;
  if (posix_spawn_file_actions_init(&fa) != 0) {
    *err = be__strdup_printf("out of memory");
    goto fail;
  }
  posix_spawn_file_actions_adddup2(&fa, pfd[1], STDERR_FILENO);
  posix_spawn_file_actions_adddup2(&fa, pfd[1], STDOUT_FILENO);
  extern char **environ;
  int se = posix_spawnp(&pid, "cc", &fa, NULL, (char *const *)argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  if (se != 0) {
    *err = be__strdup_printf("cannot run cc: %s", strerror(se));
    goto fail;
  }
  close(pfd[1]);
  pfd[1] = -1;
  for (;;) { /* the linker's messages become the error text */
    if (mlen + 4096 + 1 > mcap) {
      size_t cap = mcap ? mcap * 2 : 8192;
      char *p = realloc(msg, cap);
      if (!p) break;
      msg = p;
      mcap = cap;
    }
    ssize_t r = read(pfd[0], msg + mlen, mcap - mlen - 1);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    mlen += (size_t)r;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  if (msg) msg[mlen] = 0;
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    rc = 0;
  } else {
    while (mlen > 0 && (msg[mlen - 1] == '\n' || msg[mlen - 1] == ' ')) msg[--mlen] = 0;
    if (WIFEXITED(status))
      *err = be__strdup_printf("cc exited with status %d%s%s", WEXITSTATUS(status), mlen ? ": " : "",
                               mlen ? msg : "");
    else
      *err = be__strdup_printf("cc was killed by signal %d", WIFSIGNALED(status) ? WTERMSIG(status) : 0);
  }
fail:
  if (pfd[0] >= 0) close(pfd[0]);
  if (pfd[1] >= 0) close(pfd[1]);
  free(msg);
  free(argv);
  free(flags);
  return rc;
}
