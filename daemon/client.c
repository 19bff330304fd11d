/* client.c - the kiln side of the daemon: find or start kilnd, send a request, relay its output. */
#define _GNU_SOURCE
#include "kd_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "build.h"
#include "protocol.h"

#define HELLO_TIMEOUT_MS 60000
#define READY_TIMEOUT_MS 90000  /* the new daemon may wait up to 60 s for its predecessor */
#define SPAWN_LOCK_TIMEOUT_MS 120000
#define STOP_TIMEOUT_MS 60000
#define SETTLE_TIMEOUT_MS 30000 /* kiln cache waiting for a daemon's pending stores */

typedef struct {
  uint32_t version, pid, accepted;
} hello_info;

static int sock_connect(const kd_paths *p) {
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  snprintf(addr.sun_path, sizeof addr.sun_path, "%s", p->sock);
  while (connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
    if (errno == EINTR) continue;
    int e = errno;
    close(fd);
    errno = e;
    return -1;
  }
  return fd;
}

/* Reads one frame and decodes it; an ERROR frame from the daemon becomes err. */
static int read_msg(int fd, int timeout_ms, uint8_t **buf, kd_msg *m, char *err, size_t cap) {
  size_t len;
  int rc = kd_frame_read(fd, buf, &len, timeout_ms, err, cap);
  if (rc == 1) snprintf(err, cap, "kilnd closed the connection");
  if (rc != 0) return -1;
  if (kd_msg_decode(*buf, len, m, err, cap) != 0) {
    free(*buf);
    *buf = NULL;
    return -1;
  }
  if (m->type == KD_MSG_ERROR) {
    snprintf(err, cap, "kilnd: %s", m->u.text);
    kd_msg_free(m);
    free(*buf);
    *buf = NULL;
    return -1;
  }
  return 0;
}

static int hello(int fd, const uint8_t id[16], hello_info *hi, char *err, size_t cap) {
  kd_msg m = {.type = KD_MSG_HELLO};
  m.u.hello.version = KD_PROTOCOL_VERSION;
  memcpy(m.u.hello.id, id, 16);
  if (kd_msg_send(fd, &m) != 0) {
    snprintf(err, cap, "cannot talk to kilnd: %s", strerror(errno));
    return -1;
  }
  uint8_t *buf = NULL;
  kd_msg r;
  if (read_msg(fd, HELLO_TIMEOUT_MS, &buf, &r, err, cap) != 0) return -1;
  int rc = 0;
  if (r.type == KD_MSG_HELLO_REPLY) {
    hi->version = r.u.hello_reply.version;
    hi->pid = r.u.hello_reply.pid;
    hi->accepted = r.u.hello_reply.accepted;
  } else {
    snprintf(err, cap, "kilnd answered HELLO with frame type %u", r.type);
    rc = -1;
  }
  kd_msg_free(&r);
  free(buf);
  return rc;
}

/* Asks the daemon on fd (after any HELLO) to stop; its pid in *pid. */
static int send_stop(int fd, uint32_t *pid, char *err, size_t cap) {
  kd_msg m = {.type = KD_MSG_STOP};
  if (kd_msg_send(fd, &m) != 0) {
    snprintf(err, cap, "cannot talk to kilnd: %s", strerror(errno));
    return -1;
  }
  uint8_t *buf = NULL;
  kd_msg r;
  if (read_msg(fd, HELLO_TIMEOUT_MS, &buf, &r, err, cap) != 0) return -1;
  int rc = r.type == KD_MSG_STOP_REPLY ? 0 : -1;
  if (rc == 0) *pid = r.u.stop_reply.pid;
  else snprintf(err, cap, "kilnd answered STOP with frame type %u", r.type);
  kd_msg_free(&r);
  free(buf);
  return rc;
}

/* Starts kilnd detached from us (its own session, stdio on /dev/null and the
 * log, no inherited descriptors) and waits until it listens: 0; or until it
 * has found another kilnd listening, started at the same time, and left: 1
 * (server.c, life_lock_take); -1 with err set. */
static int spawn_daemon(const kd_paths *p, const char *exe, const char *idle_arg, char *err, size_t cap) {
  int ready[2];
  if (pipe2(ready, O_CLOEXEC) != 0) {
    snprintf(err, cap, "pipe: %s", strerror(errno));
    return -1;
  }
  pid_t child = fork();
  if (child < 0) {
    snprintf(err, cap, "fork: %s", strerror(errno));
    close(ready[0]);
    close(ready[1]);
    return -1;
  }
  if (child == 0) {
    /* The daemon is our grandchild: init adopts it and nobody waits for it. */
    setsid();
    pid_t g = fork();
    if (g != 0) _exit(g < 0 ? 1 : 0);
    int rfd = fcntl(ready[1], F_DUPFD, 10);
    int null = open("/dev/null", O_RDWR);
    struct stat st;
    int trunc = stat(p->log, &st) == 0 && st.st_size > (1 << 20) ? O_TRUNC : 0;
    int log = open(p->log, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | trunc, 0600);
    if (rfd < 0 || null < 0) _exit(127);
    dup2(null, STDIN_FILENO);
    dup2(null, STDOUT_FILENO);
    dup2(log >= 0 ? log : null, STDERR_FILENO);
    dup2(rfd, 3);
    close_range(4, ~0u, 0);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (chdir("/") != 0) _exit(127);
    char dir_arg[PATH_MAX + 8];
    snprintf(dir_arg, sizeof dir_arg, "--dir=%s", p->dir);
    char *args[] = {"kilnd", "--ready-fd=3", dir_arg, (char *)idle_arg, NULL};
    execv(exe, args);
    dprintf(STDERR_FILENO, "kiln: cannot start kilnd: %s\n", strerror(errno));
    _exit(127);
  }
  close(ready[1]);
  int status;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
  char c = 0;
  struct pollfd pfd = {ready[0], POLLIN, 0};
  long long deadline = kd_now_ms() + READY_TIMEOUT_MS;
  int rc = -1;
  for (;;) {
    long long left = deadline - kd_now_ms();
    if (left <= 0) break;
    int pr = poll(&pfd, 1, (int)left);
    if (pr < 0 && errno == EINTR) continue;
    if (pr > 0 && read(ready[0], &c, 1) == 1 && (c == 'R' || c == 'A')) rc = c == 'A';
    break;
  }
  close(ready[0]);
  if (rc != 0) snprintf(err, cap, "kilnd did not start (see %s)", p->log);
  return rc;
}

/* A connection to a daemon of this very kiln build, starting one when none
 * runs and replacing one of another build.  *started: whether we started it. */
static int connect_daemon(const kd_paths *p, const char *exe, const uint8_t id[16], const char *idle_arg,
                          hello_info *hi, int *started, char *err, size_t cap) {
  *started = 0;
  for (int attempt = 0; attempt < 8; attempt++) {
    int fd = sock_connect(p);
    if (fd >= 0) {
      if (hello(fd, id, hi, err, cap) != 0) {
        /* Typically a daemon that has just timed out and is going away. */
        close(fd);
        kd_sleep_ms(20 * (attempt + 1));
        continue;
      }
      if (hi->accepted) return fd;
      uint32_t pid = hi->pid;
      send_stop(fd, &pid, err, cap);
      close(fd);
      /* (a testing aid: tests/daemon_test.sh lets another client start the
       * next kilnd before this one waits for the stopped one) */
      const char *delay = getenv("KILN_CLIENT_TEST_STOP_DELAY_MS");
      if (delay && *delay) kd_sleep_ms(atoi(delay));
      if (kd_wait_gone(p, pid, STOP_TIMEOUT_MS * 2) != 0) {
        snprintf(err, cap, "the kilnd of another kiln build (pid %u) does not stop", pid);
        return -1;
      }
      continue;
    }
    if (errno != ENOENT && errno != ECONNREFUSED) {
      snprintf(err, cap, "cannot connect to %s: %s", p->sock, strerror(errno));
      return -1;
    }
    /* Start one, unless another client does so first. */
    int lk = kd_lock_open(p->spawn_lock);
    if (lk < 0 || kd_lock_wait(lk, LOCK_EX, SPAWN_LOCK_TIMEOUT_MS) != 0) {
      snprintf(err, cap, "cannot lock %s: %s", p->spawn_lock, strerror(errno));
      if (lk >= 0) close(lk);
      return -1;
    }
    int rc = 0;
    fd = sock_connect(p);
    if (fd >= 0) close(fd);
    else if ((rc = spawn_daemon(p, exe, idle_arg, err, cap)) >= 0) {
      *started = rc == 0;
      rc = 0;
    }
    close(lk);
    if (rc != 0) return -1;
  }
  snprintf(err, cap, "cannot reach kilnd at %s", p->sock);
  return -1;
}

static int write_fd(int fd, const void *data, size_t n) {
  const char *p = data;
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) return -1;
    p += w;
    n -= (size_t)w;
  }
  return 0;
}

int kd_client_build(int argc, char **argv, const char *run_exe, int verbose, int *status) {
  char err[512];
  kd_paths p;
  uint8_t id[16];
  char exe[PATH_MAX];
  double t0 = (double)kd_now_ms();
  if (kd_paths_init(&p, NULL, err, sizeof err) != 0) {
    fprintf(stderr, "kiln: warning: not using the compile daemon: %s\n", err);
    return -1;
  }
  if (kd_kilnd_path(exe, sizeof exe) != 0 || kd_daemon_id_memo(p.dir, exe, id) != 0)
    return -1; /* the in-process path reports the missing kilnd */
  char *cwd = getcwd(NULL, 0);
  if (!cwd) {
    fprintf(stderr, "kiln: warning: not using the compile daemon: getcwd: %s\n", strerror(errno));
    return -1;
  }
  hello_info hi;
  int started, rc = -1, got_output = 0;
  int fd = connect_daemon(&p, exe, id, NULL, &hi, &started, err, sizeof err);
  if (fd < 0) {
    fprintf(stderr, "kiln: warning: cannot use the compile daemon (%s); building in-process\n", err);
    free(cwd);
    return -1;
  }
  if (verbose)
    fprintf(stderr, "kiln: %-8s %8.2f ms (kilnd pid %u%s)\n", "daemon", (double)kd_now_ms() - t0, hi.pid,
            started ? ", started" : "");

  /* The request: everything the build depends on travels with it. */
  const char *env[KD_MAX_ENV + 1];
  char *owned[KD_MAX_ENV];
  uint32_t nenv = 0;
  for (int i = 0; kd_env_names[i] && nenv < KD_MAX_ENV; i++) {
    const char *v = getenv(kd_env_names[i]);
    if (!v || asprintf(&owned[nenv], "%s=%s", kd_env_names[i], v) < 0) continue;
    env[nenv] = owned[nenv];
    nenv++;
  }
  env[nenv] = NULL;
  mode_t mask = umask(0);
  umask(mask);
  kd_msg m = {.type = KD_MSG_REQUEST};
  m.u.request.umask = (uint32_t)mask;
  m.u.request.cwd = cwd;
  m.u.request.nenv = nenv;
  m.u.request.env = env;
  m.u.request.nargs = (uint32_t)argc;
  m.u.request.argv = (const char **)argv;
  m.u.request.run_exe = run_exe ? run_exe : "";
  int sent = kd_msg_send(fd, &m);
  for (uint32_t i = 0; i < nenv; i++) free(owned[i]);
  free(cwd);
  if (sent != 0) {
    snprintf(err, sizeof err, "cannot send the request: %s", strerror(errno));
    goto fail;
  }
  for (;;) {
    uint8_t *buf = NULL;
    kd_msg r;
    if (read_msg(fd, -1, &buf, &r, err, sizeof err) != 0) goto fail;
    int done = 0, type = r.type;
    if (type == KD_MSG_OUTPUT) {
      write_fd(r.u.output.stream == 1 ? STDOUT_FILENO : STDERR_FILENO, r.u.output.data, r.u.output.len);
      got_output = 1;
    } else if (type == KD_MSG_EXIT) {
      done = 1;
      if (r.u.exit.flags & KD_EXIT_LOCAL) {
        if (verbose) fprintf(stderr, "kiln: kilnd links with another PATH/linker environment: building in-process\n");
      } else {
        *status = r.u.exit.code;
        rc = 0;
      }
    } else {
      snprintf(err, sizeof err, "unexpected frame type %d from kilnd", type);
    }
    kd_msg_free(&r);
    free(buf);
    if (done) break;
    if (type != KD_MSG_OUTPUT) goto fail;
  }
  close(fd);
  return rc;

fail:
  close(fd);
  fprintf(stderr, "kiln: warning: the compile daemon failed %s(%s); building in-process\n",
          got_output ? "after some output " : "", err);
  return -1;
}

/* ---- kiln daemon start|stop|status ------------------------------------------------------ */

static const char daemon_usage[] =
    "usage: kiln daemon start [--idle SECONDS] | stop | status\n";

static int daemon_start(const kd_paths *p, const char *exe, const uint8_t id[16], const char *idle_arg) {
  char err[512];
  hello_info hi;
  int started;
  int fd = connect_daemon(p, exe, id, idle_arg, &hi, &started, err, sizeof err);
  if (fd < 0) {
    fprintf(stderr, "kiln: error: %s\n", err);
    return 1;
  }
  close(fd);
  printf("kilnd %s (pid %u, socket %s)\n", started ? "started" : "is already running", hi.pid, p->sock);
  return 0;
}

static int daemon_stop(const kd_paths *p, const uint8_t id[16]) {
  char err[512];
  int fd = sock_connect(p);
  if (fd < 0) {
    /* Perhaps one is on its way out already: stop means gone. */
    if (kd_wait_gone(p, 0, STOP_TIMEOUT_MS) != 0) {
      fprintf(stderr, "kiln: error: kilnd does not answer on %s and does not exit\n", p->sock);
      return 1;
    }
    printf("kilnd is not running\n");
    return 0;
  }
  hello_info hi;
  uint32_t pid = 0;
  if (hello(fd, id, &hi, err, sizeof err) != 0 || send_stop(fd, &pid, err, sizeof err) != 0) {
    close(fd);
    fprintf(stderr, "kiln: error: %s\n", err);
    return 1;
  }
  close(fd);
  if (kd_wait_gone(p, pid, STOP_TIMEOUT_MS) != 0) {
    fprintf(stderr, "kiln: kilnd (pid %u) is still busy after %d s: killing it\n", pid, STOP_TIMEOUT_MS / 1000);
    kill((pid_t)pid, SIGKILL);
    if (kd_wait_gone(p, pid, 10000) != 0) {
      fprintf(stderr, "kiln: error: kilnd (pid %u) does not exit\n", pid);
      return 1;
    }
  }
  printf("kilnd stopped (pid %u)\n", pid);
  return 0;
}

/* A running daemon of this build answers STATUS only once the executables
 * its builds left to store after their answers are in the cache
 * (server.c): `kiln cache` asks first, so that it sees what the builds
 * before it wrote.  Nothing when no such daemon runs (none is started). */
void kd_client_settle(void) {
  kd_paths p;
  uint8_t id[16];
  char exe[PATH_MAX], err[512];
  if (kd_paths_init(&p, NULL, err, sizeof err) != 0 || kd_kilnd_path(exe, sizeof exe) != 0 ||
      kd_daemon_id_memo(p.dir, exe, id) != 0)
    return;
  int fd = sock_connect(&p);
  if (fd < 0) return;
  hello_info hi;
  kd_msg m = {.type = KD_MSG_STATUS}, r;
  uint8_t *buf = NULL;
  if (hello(fd, id, &hi, err, sizeof err) == 0 && hi.accepted && kd_msg_send(fd, &m) == 0 &&
      read_msg(fd, SETTLE_TIMEOUT_MS, &buf, &r, err, sizeof err) == 0)
    kd_msg_free(&r);
  free(buf);
  close(fd);
}

static int daemon_status(const kd_paths *p, const uint8_t id[16]) {
  char err[512];
  int fd = sock_connect(p);
  if (fd < 0) {
    printf("kilnd is not running (socket %s)\n", p->sock);
    return 1;
  }
  hello_info hi;
  if (hello(fd, id, &hi, err, sizeof err) != 0) {
    close(fd);
    fprintf(stderr, "kiln: error: %s\n", err);
    return 1;
  }
  if (!hi.accepted) {
    close(fd);
    printf("kilnd (pid %u, protocol %u) is running for another kiln build; the next build will replace it\n",
           hi.pid, hi.version);
    return 0;
  }
  kd_msg m = {.type = KD_MSG_STATUS}, r;
  uint8_t *buf = NULL;
  if (kd_msg_send(fd, &m) != 0 || read_msg(fd, HELLO_TIMEOUT_MS, &buf, &r, err, sizeof err) != 0) {
    close(fd);
    fprintf(stderr, "kiln: error: %s\n", err);
    return 1;
  }
  close(fd);
  int rc = 0;
  if (r.type == KD_MSG_STATUS_REPLY) {
    printf("kilnd is running\n%s", r.u.text);
  } else {
    fprintf(stderr, "kiln: error: kilnd answered STATUS with frame type %u\n", r.type);
    rc = 1;
  }
  kd_msg_free(&r);
  free(buf);
  return rc;
}

int kd_client_daemon_cmd(int argc, char **argv) {
  const char *sub = argc > 2 ? argv[2] : "";
  char idle_arg[64] = "";
  if (!strcmp(sub, "start")) {
    for (int i = 3; i < argc; i++) {
      const char *v = NULL;
      if (!strcmp(argv[i], "--idle") && i + 1 < argc) v = argv[++i];
      else if (!strncmp(argv[i], "--idle=", 7)) v = argv[i] + 7;
      char *end;
      long s = v ? strtol(v, &end, 10) : 0;
      if (!v || end == v || *end || s < 1 || s > 100000000) {
        fputs(daemon_usage, stderr);
        return 2;
      }
      snprintf(idle_arg, sizeof idle_arg, "--idle=%ld", s);
    }
  } else if ((strcmp(sub, "stop") && strcmp(sub, "status")) || argc != 3) {
    fputs(daemon_usage, stderr);
    return 2;
  }
  char err[512];
  kd_paths p;
  uint8_t id[16];
  char exe[PATH_MAX];
  if (kd_paths_init(&p, NULL, err, sizeof err) != 0) {
    fprintf(stderr, "kiln: error: %s\n", err);
    return 1;
  }
  if (kd_kilnd_path(exe, sizeof exe) != 0) {
    fprintf(stderr, "kiln: error: cannot find kilnd beside the kiln executable\n");
    return 1;
  }
  if (kd_daemon_id_memo(p.dir, exe, id) != 0) {
    fprintf(stderr, "kiln: error: cannot read %s: %s\n", exe, strerror(errno));
    return 1;
  }
  if (!strcmp(sub, "start")) return daemon_start(&p, exe, id, idle_arg[0] ? idle_arg : NULL);
  if (!strcmp(sub, "stop")) return daemon_stop(&p, id);
  return daemon_status(&p, id);
}
