/* server.c - kilnd: the compile daemon; a thread per client connection, an idle timeout, a clean stop.
 *
 * The main thread owns the listening socket: it accepts, starts a detached
 * thread per connection, and notices when it should exit (STOP, SIGTERM,
 * SIGINT, or no connection for the idle timeout).  To exit it first removes
 * the socket (new clients then start a successor, which waits for our life
 * lock), lets the running requests finish, closes the caches, and returns;
 * the life lock goes with the process.  Worker threads run kd_build_main()
 * with the client's cwd, environment and umask; their output goes back as
 * OUTPUT frames.  Nothing a client sends can do more than end its own
 * connection: every frame is checked before it is believed.
 */
#define _GNU_SOURCE
#include "kd_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "build.h"
#include "protocol.h"

#define MAX_CONNECTIONS 256
#define SEND_TIMEOUT_S 120      /* a client that stops reading loses its request */
#define LIFE_LOCK_WAIT_MS 60000 /* for a predecessor to finish its requests */

static struct {
  kd_paths paths;
  int idle_s;
  uint8_t id[16];
  kd_shared *shared;
  const char *linker_env[8]; /* our own values of kd_linker_env_names */
  int wake[2];               /* written to wake the main thread */
  long long started_ms;
  pthread_mutex_t lock;      /* guards what follows */
  pthread_cond_t changed;
  int active;
  long long last_done_ms;
  unsigned long long served;
  int stop_requested;
} S = {.lock = PTHREAD_MUTEX_INITIALIZER, .changed = PTHREAD_COND_INITIALIZER};

static volatile sig_atomic_t got_signal;

static void wake_main(void) {
  char c = 1;
  ssize_t w = write(S.wake[1], &c, 1);
  (void)w; /* a full pipe is already a wake-up */
}

static void on_signal(int sig) {
  int saved = errno;
  got_signal = sig;
  wake_main();
  errno = saved;
}

static void logf_(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void logf_(const char *fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n >= sizeof buf) n = sizeof buf - 1;
  dprintf(STDERR_FILENO, "kilnd[%d]: %.*s\n", (int)getpid(), n, buf);
}

/* ---- a connection ------------------------------------------------------------------ */

typedef struct {
  kd_sink base;
  int fd;
  int broken;
} sock_sink;

static int sock_write(kd_sink *s, int stream, const void *data, size_t n) {
  sock_sink *ss = (sock_sink *)s;
  const uint8_t *p = data;
  while (!ss->broken && n > 0) {
    size_t chunk = n < KD_OUTPUT_CHUNK ? n : KD_OUTPUT_CHUNK;
    kd_msg m = {.type = KD_MSG_OUTPUT};
    m.u.output.stream = (uint32_t)stream;
    m.u.output.data = p;
    m.u.output.len = chunk;
    if (kd_msg_send(ss->fd, &m) != 0) ss->broken = 1;
    p += chunk;
    n -= chunk;
  }
  return ss->broken ? -1 : 0;
}

/* The client sends nothing after its request, so anything readable on the
 * socket is its hang-up. */
static int sock_gone(kd_sink *s) {
  sock_sink *ss = (sock_sink *)s;
  if (ss->broken) return 1;
  struct pollfd pfd = {ss->fd, POLLRDHUP, 0};
  if (poll(&pfd, 1, 0) == 1 && (pfd.revents & (POLLRDHUP | POLLHUP | POLLERR))) ss->broken = 1;
  return ss->broken;
}

static void send_exit(int fd, int code, uint32_t flags) {
  kd_msg m = {.type = KD_MSG_EXIT};
  m.u.exit.code = code;
  m.u.exit.flags = flags;
  kd_msg_send(fd, &m);
}

static int same_value(const char *a, const char *b) { return (!a && !b) || (a && b && !strcmp(a, b)); }

static void serve_request(int fd, const kd_msg *m) {
  const char *const *argv = m->u.request.argv;
  uint32_t nargs = m->u.request.nargs;
  if (nargs < 2 || (strcmp(argv[1], "build") && strcmp(argv[1], "run") && !kd_unit_command(argv[1]))) {
    kd_send_error(fd, "REQUEST: not a build or run command");
    return;
  }
  int is_run = !strcmp(argv[1], "run");
  const char *run_exe = m->u.request.run_exe;
  if (m->u.request.cwd[0] != '/' || (is_run && run_exe[0] != '/') || (!is_run && run_exe[0])) {
    kd_send_error(fd, "REQUEST: the working directory and run_exe must be absolute paths");
    return;
  }
  kd_request rq = {.cwd = m->u.request.cwd,
                   .env = m->u.request.env,
                   .umask = (mode_t)(m->u.request.umask & 0777),
                   .shared = S.shared,
                   .run_exe = is_run ? run_exe : NULL,
                   .store_later = 1};
  /* We link with our own `cc` and its environment: a client that would pick
   * another one builds in-process. */
  for (int i = 0; kd_linker_env_names[i]; i++) {
    if (!same_value(kd_request_getenv(&rq, kd_linker_env_names[i]), S.linker_env[i])) {
      send_exit(fd, 0, KD_EXIT_LOCAL);
      return;
    }
  }
  sock_sink sink = {{sock_write, sock_gone}, fd, 0};
  rq.sink = &sink.base;
  int code = kd_build_main((int)nargs, (char **)argv, &rq);
  if (!sink.broken) send_exit(fd, code, 0);
  kd_build_after_reply();
  pthread_mutex_lock(&S.lock);
  S.served++;
  pthread_mutex_unlock(&S.lock);
}

static void serve_status(int fd) {
  char id[33], text[2048];
  kd_build_wait_stores(); /* (kiln cache asks this before it reads the cache) */
  for (int i = 0; i < 16; i++) sprintf(id + 2 * i, "%02x", S.id[i]);
  pthread_mutex_lock(&S.lock);
  int active = S.active;
  unsigned long long served = S.served;
  pthread_mutex_unlock(&S.lock);
  snprintf(text, sizeof text,
           "pid: %d\nversion: kiln %s (protocol %u)\nid: %s\nuptime: %.1f s\nidle timeout: %d s\n"
           "connections: %d (this one included)\nrequests served: %llu\ncaches open: %d\nsocket: %s\nlog: %s\n",
           (int)getpid(), KILN_VERSION, KD_PROTOCOL_VERSION, id, (kd_now_ms() - S.started_ms) / 1000.0, S.idle_s,
           active, served, kd_shared_ncaches(S.shared), S.paths.sock, S.paths.log);
  kd_msg m = {.type = KD_MSG_STATUS_REPLY};
  m.u.text = text;
  kd_msg_send(fd, &m);
}

static void serve_stop(int fd) {
  pthread_mutex_lock(&S.lock);
  S.stop_requested = 1;
  pthread_mutex_unlock(&S.lock);
  wake_main();
  kd_msg m = {.type = KD_MSG_STOP_REPLY};
  m.u.stop_reply.pid = (uint32_t)getpid();
  kd_msg_send(fd, &m);
}

/* Reads and decodes one frame; on failure tells the client why (unless it
 * simply hung up) and returns -1. */
static int next_msg(int fd, uint8_t **buf, kd_msg *m) {
  size_t len;
  char err[256];
  int rc = kd_frame_read(fd, buf, &len, KD_READ_TIMEOUT_MS, err, sizeof err);
  if (rc == 1) return -1;
  if (rc == 0 && kd_msg_decode(*buf, len, m, err, sizeof err) == 0) return 0;
  kd_send_error(fd, "%s", err);
  free(*buf);
  *buf = NULL;
  return -1;
}

static void serve(int fd) {
  uint8_t *buf = NULL, *buf2 = NULL;
  kd_msg m = {0}, m2 = {0};
  if (next_msg(fd, &buf, &m) != 0) return;
  if (m.type != KD_MSG_HELLO) {
    kd_send_error(fd, "expected HELLO, got frame type %u", m.type);
    goto done;
  }
  int accepted = m.u.hello.version == KD_PROTOCOL_VERSION && !memcmp(m.u.hello.id, S.id, sizeof S.id);
  kd_msg reply = {.type = KD_MSG_HELLO_REPLY};
  reply.u.hello_reply.version = KD_PROTOCOL_VERSION;
  memcpy(reply.u.hello_reply.id, S.id, sizeof S.id);
  reply.u.hello_reply.pid = (uint32_t)getpid();
  reply.u.hello_reply.accepted = (uint32_t)accepted;
  if (kd_msg_send(fd, &reply) != 0) goto done;
  if (next_msg(fd, &buf2, &m2) != 0) goto done;
  if (!accepted && m2.type != KD_MSG_STOP) {
    kd_send_error(fd, "this kilnd is another kiln build: only STOP is understood");
    goto done;
  }
  switch (m2.type) {
  case KD_MSG_REQUEST: serve_request(fd, &m2); break;
  case KD_MSG_STATUS: serve_status(fd); break;
  case KD_MSG_STOP: serve_stop(fd); break;
  default: kd_send_error(fd, "unexpected frame type %u", m2.type); break;
  }
done:
  kd_msg_free(&m);
  kd_msg_free(&m2);
  free(buf);
  free(buf2);
}

static void *connection_main(void *arg) {
  int fd = (int)(intptr_t)arg;
  serve(fd);
  close(fd);
  pthread_mutex_lock(&S.lock);
  S.active--;
  S.last_done_ms = kd_now_ms();
  pthread_cond_broadcast(&S.changed);
  pthread_mutex_unlock(&S.lock);
  wake_main();
  return NULL;
}

static void accept_one(int lfd) {
  int fd = accept4(lfd, NULL, NULL, SOCK_CLOEXEC);
  if (fd < 0) return;
  struct ucred cred;
  socklen_t cl = sizeof cred;
  if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &cl) != 0 || cred.uid != geteuid()) {
    close(fd); /* the directory's mode should make this impossible */
    return;
  }
  struct timeval tv = {SEND_TIMEOUT_S, 0};
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
  pthread_mutex_lock(&S.lock);
  int full = S.active >= MAX_CONNECTIONS;
  if (!full) S.active++;
  pthread_mutex_unlock(&S.lock);
  if (full) {
    kd_send_error(fd, "kilnd is serving %d connections already", MAX_CONNECTIONS);
    close(fd);
    return;
  }
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  /* Workers leave the stop signals to the main thread. */
  sigset_t block, old;
  sigemptyset(&block);
  sigaddset(&block, SIGTERM);
  sigaddset(&block, SIGINT);
  sigaddset(&block, SIGHUP);
  pthread_sigmask(SIG_BLOCK, &block, &old);
  pthread_t t;
  int rc = pthread_create(&t, &attr, connection_main, (void *)(intptr_t)fd);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  pthread_attr_destroy(&attr);
  if (rc != 0) {
    kd_send_error(fd, "kilnd cannot start a thread: %s", strerror(rc));
    close(fd);
    pthread_mutex_lock(&S.lock);
    S.active--;
    pthread_mutex_unlock(&S.lock);
  }
}

/* ---- start-up and the main loop ----------------------------------------------------- */

static const char usage[] =
    "usage: kilnd [--idle SECONDS] [--dir DIR]\n"
    "       kilnd build|run ARGS...   (one build in this process: kiln --no-daemon)\n"
    "The kiln compile daemon.  `kiln` starts it when needed; it runs in the\n"
    "foreground, serves builds on DIR/kilnd.sock and exits after SECONDS without\n"
    "a client (default: $KILN_DAEMON_IDLE, else 600).  DIR defaults to\n"
    "$KILN_DAEMON_DIR, else $XDG_RUNTIME_DIR/kiln, else /tmp/kiln-$UID.\n";

/* Does a kilnd take connections on our socket? */
static int someone_listens(void) {
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return 0;
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  snprintf(addr.sun_path, sizeof addr.sun_path, "%s", S.paths.sock);
  int rc = connect(fd, (struct sockaddr *)&addr, sizeof addr) == 0;
  close(fd);
  return rc;
}

/* Takes the life lock: 0 once held, -1 after LIFE_LOCK_WAIT_MS, 1 when
 * meanwhile another kilnd listens.  A predecessor that holds it while it
 * finishes its requests has removed its socket first; one that listens was
 * started with us: a client killed while it waited for its kilnd lets the
 * spawn lock go, and the next client starts another.  That one must leave
 * (its client then connects to the first), not wait a minute for a lock the
 * first keeps. */
static int life_lock_take(int life) {
  long long deadline = kd_now_ms() + LIFE_LOCK_WAIT_MS;
  for (int delay = 1;; delay = delay < 50 ? delay * 2 : 50) {
    if (flock(life, LOCK_EX | LOCK_NB) == 0) return 0;
    if (errno != EWOULDBLOCK && errno != EINTR) return -1;
    if (someone_listens()) return 1;
    if (kd_now_ms() >= deadline) return -1;
    kd_sleep_ms(delay);
  }
}

static int parse_seconds(const char *s, int *out) {
  char *end;
  long v = strtol(s, &end, 10);
  if (end == s || *end || v < 1 || v > 100000000) return -1;
  *out = (int)v;
  return 0;
}

int kd_server_main(int argc, char **argv) {
  const char *dir = NULL;
  int ready_fd = -1;
  S.idle_s = KD_DEFAULT_IDLE_S;
  const char *env_idle = getenv("KILN_DAEMON_IDLE");
  if (env_idle && *env_idle && parse_seconds(env_idle, &S.idle_s) != 0) {
    fprintf(stderr, "kilnd: error: KILN_DAEMON_IDLE=%s is not a number of seconds\n", env_idle);
    return 2;
  }
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    const char *v = NULL;
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      fputs(usage, stdout);
      return 0;
    } else if (!strcmp(a, "--idle") || !strcmp(a, "--dir")) {
      if (i + 1 >= argc) {
        fprintf(stderr, "kilnd: error: %s needs a value\n%s", a, usage);
        return 2;
      }
      v = argv[++i];
    } else if (!strncmp(a, "--idle=", 7) || !strncmp(a, "--dir=", 6) || !strncmp(a, "--ready-fd=", 11)) {
      v = strchr(a, '=') + 1;
    } else {
      fprintf(stderr, "kilnd: error: unknown argument '%s'\n%s", a, usage);
      return 2;
    }
    if (!strncmp(a, "--idle", 6) && parse_seconds(v, &S.idle_s) != 0) {
      fprintf(stderr, "kilnd: error: --idle wants a number of seconds, not '%s'\n", v);
      return 2;
    }
    if (!strncmp(a, "--dir", 5)) dir = v;
    if (!strncmp(a, "--ready-fd=", 11)) ready_fd = atoi(v);
  }

  signal(SIGPIPE, SIG_IGN);
  umask(077);
  char err[512];
  if (kd_paths_init(&S.paths, dir, err, sizeof err) != 0) {
    fprintf(stderr, "kilnd: error: %s\n", err);
    return 1;
  }
  if (kd_daemon_id("/proc/self/exe", S.id) != 0) {
    fprintf(stderr, "kilnd: error: cannot read its own executable\n");
    return 1;
  }
  for (int i = 0; kd_linker_env_names[i]; i++) S.linker_env[i] = getenv(kd_linker_env_names[i]);

  /* One daemon per directory: it binds the socket only while it holds the
   * life lock.  A predecessor may still be finishing its last requests. */
  int life = kd_lock_open(S.paths.life_lock);
  if (life >= 0 && flock(life, LOCK_EX | LOCK_NB) != 0)
    logf_("another kilnd holds %s: waiting up to %d s for it to exit", S.paths.life_lock, LIFE_LOCK_WAIT_MS / 1000);
  int got = life < 0 ? -1 : life_lock_take(life);
  if (got == 1) {
    logf_("another kilnd listens on %s: exiting", S.paths.sock);
    if (ready_fd >= 0) {
      ssize_t w = write(ready_fd, "A", 1);
      (void)w; /* the client falls back to connecting */
    }
    return 0;
  }
  if (got != 0) {
    fprintf(stderr, "kilnd: error: another kilnd holds %s\n", S.paths.life_lock);
    return 1;
  }
  char pid[32];
  int plen = snprintf(pid, sizeof pid, "%d\n", (int)getpid());
  if (ftruncate(life, 0) != 0 || pwrite(life, pid, (size_t)plen, 0) != plen) {
    /* The pid in the file is for people; the lock is what counts. */
  }
  /* (a testing aid: tests/daemon_test.sh makes a start slow, to see that a
   * client finding the life lock held and no socket yet waits for this one) */
  const char *delay = getenv("KILN_DAEMON_TEST_START_DELAY_MS");
  if (delay && *delay) kd_sleep_ms(atoi(delay));

  int lfd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  snprintf(addr.sun_path, sizeof addr.sun_path, "%s", S.paths.sock);
  unlink(S.paths.sock); /* a dead daemon's: we hold the life lock */
  struct stat st;
  if (lfd < 0 || bind(lfd, (struct sockaddr *)&addr, sizeof addr) != 0 || chmod(S.paths.sock, 0600) != 0 ||
      listen(lfd, 128) != 0 || stat(S.paths.sock, &st) != 0) {
    fprintf(stderr, "kilnd: error: cannot listen on %s: %s\n", S.paths.sock, strerror(errno));
    return 1;
  }
  if (pipe2(S.wake, O_CLOEXEC | O_NONBLOCK) != 0) {
    fprintf(stderr, "kilnd: error: pipe: %s\n", strerror(errno));
    return 1;
  }
  S.shared = kd_shared_new();
  if (!S.shared) {
    fprintf(stderr, "kilnd: error: out of memory\n");
    return 1;
  }
  {
    /* object files kept between builds (objstore.h) */
    char od[sizeof S.paths.dir + 16];
    snprintf(od, sizeof od, "%s/objects", S.paths.dir);
    if (kd_shared_set_objects(S.shared, od) != 0) logf_("cannot use %s: objects are written for each build", od);
  }
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGINT, &sa, NULL);
  signal(SIGHUP, SIG_IGN);

  S.started_ms = S.last_done_ms = kd_now_ms();
  logf_("started (kiln %s, protocol %u), idle timeout %d s, socket %s", KILN_VERSION, KD_PROTOCOL_VERSION,
        S.idle_s, S.paths.sock);
  if (ready_fd >= 0) {
    ssize_t w = write(ready_fd, "R", 1);
    (void)w; /* the client falls back to connecting */
    close(ready_fd);
  }

  const char *why = "stop requested";
  for (;;) {
    pthread_mutex_lock(&S.lock);
    int stop = S.stop_requested, active = S.active;
    long long idle_left = (long long)S.idle_s * 1000 - (kd_now_ms() - S.last_done_ms);
    pthread_mutex_unlock(&S.lock);
    if (got_signal) {
      why = got_signal == SIGTERM ? "SIGTERM" : "SIGINT";
      break;
    }
    if (stop) break;
    if (active == 0 && idle_left <= 0) {
      why = "idle";
      break;
    }
    struct pollfd pfd[2] = {{lfd, POLLIN, 0}, {S.wake[0], POLLIN, 0}};
    int timeout = active > 0 ? -1 : idle_left > 60000 ? 60000 : (int)idle_left;
    int pr = poll(pfd, 2, timeout);
    if (pr < 0 && errno != EINTR) {
      why = strerror(errno);
      break;
    }
    if (pr <= 0) continue;
    if (pfd[1].revents) {
      char drain[64];
      while (read(S.wake[0], drain, sizeof drain) > 0) {}
    }
    if (pfd[0].revents & POLLIN) accept_one(lfd);
  }

  /* New clients find no socket and start a successor, which waits for our
   * life lock; the running requests finish first. */
  struct stat now;
  if (stat(S.paths.sock, &now) == 0 && now.st_ino == st.st_ino && now.st_dev == st.st_dev) unlink(S.paths.sock);
  close(lfd);
  pthread_mutex_lock(&S.lock);
  if (S.active > 0) logf_("stopping (%s): waiting for %d connection(s)", why, S.active);
  while (S.active > 0) pthread_cond_wait(&S.changed, &S.lock);
  unsigned long long served = S.served;
  pthread_mutex_unlock(&S.lock);
  kd_shared_free(S.shared);
  logf_("exiting (%s) after %llu request(s)", why, served);
  return 0; /* the life lock is released as the process ends */
}
