/* rundir.c - where the daemon is: its per-user directory and lock files, its executable and identity. */
#define _GNU_SOURCE
#include "kd_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cache.h"
#include "protocol.h"

long long kd_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void kd_sleep_ms(int ms) {
  struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
  while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {}
}

int kd_paths_init(kd_paths *p, const char *dir, char *err, size_t errcap) {
  memset(p, 0, sizeof *p);
  char buf[PATH_MAX];
  const char *e;
  if (dir && *dir) snprintf(buf, sizeof buf, "%s", dir);
  else if ((e = getenv("KILN_DAEMON_DIR")) && *e) snprintf(buf, sizeof buf, "%s", e);
  else if ((e = getenv("XDG_RUNTIME_DIR")) && *e) snprintf(buf, sizeof buf, "%s/kiln", e);
  else snprintf(buf, sizeof buf, "/tmp/kiln-%d", (int)geteuid());
  size_t n = strlen(buf);
  while (n > 1 && buf[n - 1] == '/') buf[--n] = '\0';
  if (buf[0] != '/') {
    /* A relative directory would name another socket from another directory. */
    char cwd[PATH_MAX / 2];
    if (!getcwd(cwd, sizeof cwd) || n >= PATH_MAX / 2) {
      snprintf(err, errcap, "cannot make the daemon directory %.100s absolute", buf);
      return -1;
    }
    char rel[PATH_MAX / 2];
    memcpy(rel, buf, n + 1);
    snprintf(buf, sizeof buf, "%s/%s", cwd, rel);
    n = strlen(buf);
  }
  /* Room for the longest name in it, "/spawn.lock" (and "/kilnd.sock"). */
  if (n >= sizeof p->dir) {
    snprintf(err, errcap, "the daemon directory %.100s... is too long for a socket path (max %zu bytes)", buf,
             sizeof p->dir - 1);
    return -1;
  }
  memcpy(p->dir, buf, n + 1);
  snprintf(p->sock, sizeof p->sock, "%s/kilnd.sock", p->dir);
  snprintf(p->life_lock, sizeof p->life_lock, "%s/kilnd.lock", p->dir);
  snprintf(p->spawn_lock, sizeof p->spawn_lock, "%s/spawn.lock", p->dir);
  snprintf(p->log, sizeof p->log, "%s/kilnd.log", p->dir);

  if (mkdir(p->dir, 0700) == 0) {
    chmod(p->dir, 0700); /* whatever the umask */
  } else if (errno != EEXIST) {
    snprintf(err, errcap, "cannot create %s: %s", p->dir, strerror(errno));
    return -1;
  }
  struct stat st;
  if (lstat(p->dir, &st) != 0) {
    snprintf(err, errcap, "cannot use %s: %s", p->dir, strerror(errno));
    return -1;
  }
  if (!S_ISDIR(st.st_mode)) {
    snprintf(err, errcap, "%s is not a directory", p->dir);
    return -1;
  }
  if (st.st_uid != geteuid()) {
    snprintf(err, errcap, "refusing %s: it belongs to uid %d, not to you (uid %d)", p->dir, (int)st.st_uid,
             (int)geteuid());
    return -1;
  }
  if (st.st_mode & 077) {
    snprintf(err, errcap, "refusing %s: its mode is %03o, it must be 700", p->dir, (unsigned)(st.st_mode & 0777));
    return -1;
  }
  return 0;
}

int kd_lock_open(const char *path) {
  return open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
}

int kd_lock_wait(int fd, int op, int timeout_ms) {
  long long deadline = timeout_ms < 0 ? -1 : kd_now_ms() + timeout_ms;
  for (int delay = 1;; delay = delay < 50 ? delay * 2 : 50) {
    if (flock(fd, op | LOCK_NB) == 0) return 0;
    if (errno != EWOULDBLOCK && errno != EINTR) return -1;
    if (deadline >= 0 && kd_now_ms() >= deadline) return -1;
    kd_sleep_ms(delay);
  }
}

/* Whether process pid has finished exiting: gone, or a zombie. */
static int exited(long pid) {
  char path[64], line[128];
  snprintf(path, sizeof path, "/proc/%ld/status", pid);
  FILE *f = fopen(path, "re");
  if (!f) return 1;
  int done = 0;
  while (fgets(line, sizeof line, f))
    if (strncmp(line, "State:", 6) == 0) {
      done = strchr(line, 'Z') != NULL || strchr(line, 'X') != NULL;
      break;
    }
  fclose(f);
  return done;
}

int kd_wait_gone(const kd_paths *p, long pid, int timeout_ms) {
  long long deadline = timeout_ms < 0 ? -1 : kd_now_ms() + timeout_ms;
  /* A daemon that answered a STOP with its pid: that process.  Not its life
   * lock, which a kilnd another client started may take the moment it is
   * dropped and keep for its whole life (a client waiting for the lock then
   * waited out its timeout while builds went to the new daemon). */
  if (pid > 0 && pid != (long)getpid()) {
    for (int polls = 0; !exited(pid); polls++) {
      if (deadline >= 0 && kd_now_ms() >= deadline) return -1;
      kd_sleep_ms(polls < 100 ? 2 : 10);
    }
    return 0;
  }
  int fd = open(p->life_lock, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0) return errno == ENOENT ? 0 : -1;
  if (flock(fd, LOCK_SH | LOCK_NB) == 0) {
    close(fd);
    return 0;
  }
  /* Held: the file names the holder, which drops the lock a moment before it
   * has finished exiting (the kernel closes its files first).  "Gone" means
   * the process too, so that whoever waited can count on it. */
  char buf[32] = {0};
  pid = pread(fd, buf, sizeof buf - 1, 0) > 0 ? strtol(buf, NULL, 10) : 0;
  int rc = kd_lock_wait(fd, LOCK_SH, timeout_ms);
  close(fd); /* also drops the lock */
  if (rc != 0 || pid <= 0 || pid == (long)getpid()) return rc;
  while (!exited(pid)) {
    if (deadline >= 0 && kd_now_ms() >= deadline) return -1;
    kd_sleep_ms(2);
  }
  return 0;
}

int kd_beside_self(const char *name, int mode, char *out, size_t cap) {
  char self[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) return -1;
  self[n] = '\0';
  char *slash = strrchr(self, '/');
  if (slash) *slash = '\0';
  const char *dirs[] = {"", "/../lib/kiln"};
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
    if ((size_t)snprintf(out, cap, "%s%s/%s", self, dirs[i], name) >= cap) continue;
    if (access(out, mode) == 0) return 0;
  }
  return -1;
}

int kd_kilnd_path(char *out, size_t cap) { return kd_beside_self("kilnd", X_OK, out, cap); }

int kd_daemon_id(const char *exe, uint8_t id[16]) {
  int fd = open(exe, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) {
    close(fd);
    return -1;
  }
  cache_keyer_add_str(&k, "kilnd " KILN_VERSION);
  cache_keyer_add_u64(&k, KD_PROTOCOL_VERSION);
  const char *test = getenv("KILN_DAEMON_TEST_ID");
  cache_keyer_add_str(&k, test ? test : "");
  /* The executable in 1 MiB pieces (each one length-prefixed by the keyer). */
  static const size_t piece = 1 << 20;
  char *buf = malloc(piece);
  int rc = buf ? 0 : -1;
  for (size_t got = 0; rc == 0;) {
    ssize_t r = read(fd, buf + got, piece - got);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) rc = -1;
    if (r > 0) got += (size_t)r;
    if (r <= 0 || got == piece) {
      if (got) cache_keyer_add(&k, buf, got);
      got = 0;
      if (r == 0) break;
    }
  }
  free(buf);
  close(fd);
  cache_key h = cache_keyer_finish(&k);
  memcpy(id, h.bytes, 16);
  return rc;
}

/* The id of exe, remembered in dir/kilnd.id by exe's stat (device, inode,
 * size, mtime, ctime), so that a client does not read the 7 MB daemon at
 * every command (~3 ms of a 15 ms no-op build).  A record is written only
 * when exe's ctime is 50 ms older than the stat, so a write in the same
 * clock tick as the stat is never missed (as daemon/filememo.c); a missing,
 * short or different record hashes the file.  The directory is the user's
 * own (mode 0700, kd_paths_init). */
typedef struct {
  char magic[8];
  uint64_t dev, ino, size;
  int64_t mt_s, mt_ns, ct_s, ct_ns;
  uint8_t test[16]; /* of $KILN_DAEMON_TEST_ID */
  uint8_t id[16];
} id_record;

int kd_daemon_id_memo(const char *dir, const char *exe, uint8_t id[16]) {
  struct stat st;
  char path[KD_PATH_MAX + 16];
  if (stat(exe, &st) != 0 || (size_t)snprintf(path, sizeof path, "%s/kilnd.id", dir) >= sizeof path)
    return kd_daemon_id(exe, id);
  id_record want = {.magic = "kilnid1", .dev = (uint64_t)st.st_dev, .ino = (uint64_t)st.st_ino,
                    .size = (uint64_t)st.st_size, .mt_s = st.st_mtim.tv_sec, .mt_ns = st.st_mtim.tv_nsec,
                    .ct_s = st.st_ctim.tv_sec, .ct_ns = st.st_ctim.tv_nsec};
  const char *test = getenv("KILN_DAEMON_TEST_ID");
  cache_keyer k;
  if (cache_keyer_init(&k) != 0) return kd_daemon_id(exe, id);
  cache_keyer_add_str(&k, test ? test : "");
  cache_key th = cache_keyer_finish(&k);
  memcpy(want.test, th.bytes, sizeof want.test);
  id_record got;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd >= 0) {
    ssize_t n = read(fd, &got, sizeof got);
    close(fd);
    if (n == (ssize_t)sizeof got && !memcmp(&got, &want, offsetof(id_record, id))) {
      memcpy(id, got.id, 16);
      return 0;
    }
  }
  if (kd_daemon_id(exe, id) != 0) return -1;
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  double age_ms = (double)(now.tv_sec - st.st_ctim.tv_sec) * 1e3 + (double)(now.tv_nsec - st.st_ctim.tv_nsec) / 1e6;
  if (age_ms < 50) return 0;
  memcpy(want.id, id, 16);
  char tmp[KD_PATH_MAX + 48];
  snprintf(tmp, sizeof tmp, "%s.%d", path, (int)getpid());
  fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) return 0;
  int ok = write(fd, &want, sizeof want) == (ssize_t)sizeof want;
  close(fd);
  if (!ok || rename(tmp, path) != 0) unlink(tmp);
  return 0;
}
