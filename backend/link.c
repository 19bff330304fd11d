/* link.c - links objects and the runtime archive into an executable: with lld, in process or spawned,
 * given the arguments the system `cc` would pass it; else by running `cc`. */
#define _GNU_SOURCE /* pipe2 */
#include "be_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
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

/* Runs prog (a path, or a name looked up in PATH when `search`) with argv,
 * its stdout and stderr collected into *msg (malloc'd, NUL-terminated, may
 * be NULL).  Returns its wait status, or -1 when it could not start (*err
 * set). */
static int spawn_collect(const char *prog, int search, const char *const *argv, char **msg, size_t *mlen_out,
                         char **err) {
  char *msg_buf = NULL;
  size_t mlen = 0, mcap = 0;
  int pfd[2] = {-1, -1};
  int status = -1;
  *msg = NULL;
  *mlen_out = 0;
  /* Close-on-exec: in the daemon, other threads fork their own `cc`s, which
   * must not keep this pipe open (our read would wait for them to finish). */
  if (pipe2(pfd, O_CLOEXEC) != 0) {
    *err = be__strdup_printf("pipe: %s", strerror(errno));
    return -1;
  }
  /* posix_spawn (a vfork in glibc), not fork: the daemon's address space
   * (LLVM, the caches) is large, and copying its page tables for each link
   * cost tens of milliseconds. */
  pid_t pid;
  posix_spawn_file_actions_t fa;
  if (posix_spawn_file_actions_init(&fa) != 0) {
    *err = be__strdup_printf("out of memory");
    close(pfd[0]);
    close(pfd[1]);
    return -1;
  }
  posix_spawn_file_actions_adddup2(&fa, pfd[1], STDERR_FILENO);
  posix_spawn_file_actions_adddup2(&fa, pfd[1], STDOUT_FILENO);
  extern char **environ;
  int se = search ? posix_spawnp(&pid, prog, &fa, NULL, (char *const *)argv, environ)
                  : posix_spawn(&pid, prog, &fa, NULL, (char *const *)argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  close(pfd[1]);
  if (se != 0) {
    *err = be__strdup_printf("cannot run %s: %s", prog, strerror(se));
    close(pfd[0]);
    return -1;
  }
  for (;;) { /* the linker's messages become the error text */
    if (mlen + 4096 + 1 > mcap) {
      size_t cap = mcap ? mcap * 2 : 8192;
      char *p = realloc(msg_buf, cap);
      if (!p) break;
      msg_buf = p;
      mcap = cap;
    }
    ssize_t r = read(pfd[0], msg_buf + mlen, mcap - mlen - 1);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    mlen += (size_t)r;
  }
  close(pfd[0]);
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  if (msg_buf) msg_buf[mlen] = 0;
  *msg = msg_buf;
  *mlen_out = mlen;
  return status;
}

/* The start-up symbol order beside the runtime archive (libkiln_rt.order
 * for libkiln_rt.a, made by CMake from runtime/startup.order): the
 * functions that run from exec to a server's first response, placed first
 * in .text by lld's --symbol-ordering-file so that they share a few pages
 * (each page first touched is a page fault, tens of microseconds on a
 * virtual machine).  Writes "PREFIX<path>" into buf; NULL when there is no
 * such file. */
static const char *order_arg(const char *prefix, const char *rt_archive, char *buf, size_t cap) {
  size_t pl = strlen(prefix), l = strlen(rt_archive);
  if (l < 2 || strcmp(rt_archive + l - 2, ".a") || pl + l + 5 > cap) return NULL;
  memcpy(buf, prefix, pl);
  memcpy(buf + pl, rt_archive, l - 2);
  memcpy(buf + pl + l - 2, ".order", 7);
  return access(buf + pl, R_OK) == 0 ? buf : NULL;
}

/* The driver's arguments: cc ... -o OUT OBJS... RT libs... flags (tokens of
 * `flags`, modified in place).  argv has room for nobjs + 23 + strlen(flags). */
static int cc_args(const char **argv, const char *const *objs, int nobjs, const char *rt_archive,
                   const char *out_path, char *flags) {
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
  argv[n++] = "-Wl,--whole-archive"; /* a module's object may be an archive of its partitions (split.cpp) */
  for (int i = 0; i < nobjs; i++) argv[n++] = objs[i];
  argv[n++] = "-Wl,--no-whole-archive";
  argv[n++] = rt_archive;
  argv[n++] = KILN_UV_LIB;
  argv[n++] = KILN_CRYPTO_LIB;
  /* Fewer shared objects to load at start-up: libgcc's unwinder linked in,
   * and libm only when the program calls a function that the runtime's
   * libm_lite.c does not define (most programs need none). */
  /* runtime/main.c's entry point: prefaults the data and bss, then _start */
  argv[n++] = "-Wl,-e,kiln__start";
  /* OpenSSL's CPU probe deferred to the first node:crypto call (runtime/crypto.c) */
  argv[n++] = "-Wl,--wrap=OPENSSL_cpuid_setup";
  argv[n++] = "-static-libgcc";
  argv[n++] = "-Wl,--as-needed";
  argv[n++] = "-lm";
  argv[n++] = "-Wl,--no-as-needed";
  for (char *save = NULL, *tok = strtok_r(flags, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save))
    argv[n++] = tok;
  argv[n] = NULL;
  return n;
}

/* The linker's --build-id=0x<hex of id> (after the driver's own --build-id,
 * so that it wins: lld takes the last): the caller's key of the executable
 * instead of a hash that lld computes over the whole output (BLAKE3 over
 * 17 MB at 1,001 modules, 7.5% of the link's instructions).  Writes
 * "PREFIX--build-id=0x..." into buf; NULL when id is NULL. */
static const char *build_id_arg(const char *prefix, const unsigned char *id, size_t id_len, char *buf, size_t cap) {
  static const char hex[] = "0123456789abcdef";
  if (!id || id_len == 0 || id_len > 32) return NULL;
  int k = snprintf(buf, cap, "%s--build-id=0x", prefix);
  if (k < 0 || (size_t)k + 2 * id_len + 1 > cap) return NULL;
  for (size_t i = 0; i < id_len; i++) buf[k++] = hex[id[i] >> 4], buf[k++] = hex[id[i] & 15];
  buf[k] = 0;
  return buf;
}

/* The link through the compiler driver: cc, which runs collect2, which runs
 * the linker. */
static int link_via_cc(const char *const *objs, int nobjs, const char *rt_archive, const char *out_path,
                       const char *build_id, char **err) {
  char *flags = strdup(KILN_RT_LINK_FLAGS);
  const char **argv = calloc((size_t)nobjs + 26 + strlen(KILN_RT_LINK_FLAGS), sizeof *argv);
  char *msg = NULL;
  size_t mlen = 0;
  int rc = -1;
  if (!flags || !argv) {
    *err = be__strdup_printf("out of memory");
    goto fail;
  }
  int an = cc_args(argv, objs, nobjs, rt_archive, out_path, flags);
#ifdef KILN_LLD_DIR
  char order[4096 + 32];
  if (order_arg("-Wl,--symbol-ordering-file=", rt_archive, order, sizeof order)) {
    argv[an++] = order;
    argv[an++] = "-Wl,--no-warn-symbol-ordering";
  }
#endif
  if (build_id) argv[an++] = build_id;
  argv[an] = NULL;
  int status = spawn_collect("cc", 1, argv, &msg, &mlen, err);
  if (status == -1) goto fail;
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
  free(msg);
  free(argv);
  free(flags);
  return rc;
}

#ifdef KILN_LLD_DIR
/* Linking without the driver.  `cc -###` prints the collect2 command that it
 * would run for a link with placeholder paths; collect2 passes its arguments
 * on to ld.lld less -fuse-ld= (and lld ignores the LTO plugin's options, which
 * name a temporary file).  kiln runs ld.lld with those arguments itself, the
 * placeholders replaced: the same linker, the same arguments, the same
 * bytes, without starting gcc and collect2 (and, with liblld, without
 * starting a process at all).  Worked out once per process, in the
 * environment of the first link (the one cc would see); any surprise in the
 * output falls back to cc for good. */
#define LD_OUT_MARK "@kiln-out@"
#define LD_OBJS_MARK "@kiln-objs@.o"
#define LD_RT_MARK "@kiln-rt@.a"
static struct {
  char **argv; /* without argv[0] */
  int argc;
  int ok;
} ld_tmpl;
static pthread_once_t ld_once = PTHREAD_ONCE_INIT;

/* Splits one line of `cc -###` output into arguments: "quoted" (with \" and
 * \\ escapes) or bare words. */
static int split_line(const char *s, const char *end, char ***out) {
  int n = 0, cap = 64;
  char **v = malloc((size_t)cap * sizeof *v);
  char *buf = malloc((size_t)(end - s) + 1);
  if (!v || !buf) goto fail;
  while (s < end) {
    while (s < end && (*s == ' ' || *s == '\t')) s++;
    if (s >= end) break;
    size_t bl = 0;
    if (*s == '"') {
      s++;
      while (s < end && *s != '"') {
        if (*s == '\\' && s + 1 < end) s++;
        buf[bl++] = *s++;
      }
      if (s >= end) goto fail;
      s++;
    } else {
      while (s < end && *s != ' ' && *s != '\t') buf[bl++] = *s++;
    }
    if (n + 1 >= cap) {
      cap *= 2;
      char **g = realloc(v, (size_t)cap * sizeof *g);
      if (!g) goto fail;
      v = g;
    }
    v[n] = malloc(bl + 1);
    if (!v[n]) goto fail;
    memcpy(v[n], buf, bl);
    v[n++][bl] = 0;
  }
  free(buf);
  *out = v;
  return n;
fail:
  for (int i = 0; v && i < n; i++) free(v[i]);
  free(v);
  free(buf);
  return -1;
}

static void ld_template_init(void) {
  char *flags = strdup(KILN_RT_LINK_FLAGS);
  const char **argv = calloc(1 + 24 + strlen(KILN_RT_LINK_FLAGS), sizeof *argv);
  const char *obj = LD_OBJS_MARK;
  char *msg = NULL, *err = NULL;
  char **words = NULL;
  size_t mlen = 0;
  int nw = -1;
  if (!flags || !argv) goto done;
  int n = cc_args(argv + 1, &obj, 1, LD_RT_MARK, LD_OUT_MARK, flags);
  argv[0] = "cc";
  argv[1] = "-###";
  (void)n;
  int status = spawn_collect("cc", 1, argv, &msg, &mlen, &err);
  if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0 || !msg) goto done;
  /* the one line that runs collect2 */
  const char *line = NULL, *end = NULL;
  for (const char *p = msg; *p;) {
    const char *e = strchr(p, '\n');
    if (!e) e = p + strlen(p);
    const char *w = p;
    while (w < e && *w == ' ') w++;
    const char *we = w;
    while (we < e && *we != ' ') we++;
    if (we - w >= 9 && !memcmp(we - 9, "/collect2", 9)) {
      if (line) goto done; /* two links? */
      line = p;
      end = e;
    }
    p = *e ? e + 1 : e;
  }
  if (!line || (nw = split_line(line, end, &words)) < 2) goto done;
  char **t = calloc((size_t)nw, sizeof *t);
  if (!t) goto done;
  int tn = 0, outs = 0, objs = 0, rts = 0;
  for (int i = 1; i < nw; i++) {
    const char *w = words[i];
    if (!strcmp(w, "-plugin")) {
      i++;
      continue;
    }
    if (!strncmp(w, "-plugin-opt=", 12) || !strncmp(w, "-fuse-ld=", 9)) continue;
    outs += !strcmp(w, LD_OUT_MARK);
    objs += !strcmp(w, LD_OBJS_MARK);
    rts += !strcmp(w, LD_RT_MARK);
    t[tn++] = words[i];
    words[i] = NULL;
  }
  if (outs != 1 || objs != 1 || rts != 1) {
    for (int i = 0; i < tn; i++) free(t[i]);
    free(t);
    goto done;
  }
  ld_tmpl.argv = t;
  ld_tmpl.argc = tn;
  ld_tmpl.ok = 1;
done:
  for (int i = 0; words && i < nw; i++) free(words[i]);
  free(words);
  free(msg);
  free(err);
  free(argv);
  free(flags);
}

#ifdef KILN_LLD_INPROC
int be__lld_link(int argc, const char *const *argv, char **msg); /* lld_inproc.cpp */
#endif

static int link_via_lld(const char *const *objs, int nobjs, const char *rt_archive, const char *out_path,
                        const char *build_id, char **err) {
  const char **argv = calloc((size_t)ld_tmpl.argc + (size_t)nobjs + 5, sizeof *argv);
  char order[4096 + 32];
  char *msg = NULL;
  size_t mlen = 0;
  int rc = -1;
  if (!argv) {
    *err = be__strdup_printf("out of memory");
    return -1;
  }
  int n = 0;
  argv[n++] = "ld.lld";
  for (int i = 0; i < ld_tmpl.argc; i++) {
    const char *w = ld_tmpl.argv[i];
    if (!strcmp(w, LD_OUT_MARK)) argv[n++] = out_path;
    else if (!strcmp(w, LD_RT_MARK)) argv[n++] = rt_archive;
    else if (!strcmp(w, LD_OBJS_MARK))
      for (int j = 0; j < nobjs; j++) argv[n++] = objs[j];
    else argv[n++] = w;
  }
  if (order_arg("--symbol-ordering-file=", rt_archive, order, sizeof order)) {
    argv[n++] = order;
    argv[n++] = "--no-warn-symbol-ordering";
  }
  if (build_id) argv[n++] = build_id;
  argv[n] = NULL;
  int code = -2;
#ifdef KILN_LLD_INPROC
  if (!getenv("KILN_LINK_SPAWN")) code = be__lld_link(n, argv, &msg);
  if (msg) mlen = strlen(msg);
#endif
  if (code == -2) { /* no lld in this process (or no more): run it */
    free(msg);
    int status = spawn_collect(KILN_LLD_DIR "ld.lld", 0, argv, &msg, &mlen, err);
    if (status == -1) goto done;
    if (!WIFEXITED(status)) {
      *err = be__strdup_printf("ld.lld was killed by signal %d", WIFSIGNALED(status) ? WTERMSIG(status) : 0);
      goto done;
    }
    code = WEXITSTATUS(status);
  }
  if (code == 0) {
    rc = 0;
  } else {
    while (mlen > 0 && (msg[mlen - 1] == '\n' || msg[mlen - 1] == ' ')) msg[--mlen] = 0;
    *err = be__strdup_printf("ld.lld exited with status %d%s%s", code, mlen ? ": " : "", mlen ? msg : "");
  }
done:
  free(msg);
  free(argv);
  return rc;
}
#endif

/* KILN_LINK_VIA_CC=1 links through the driver as before (tests compare the
 * two); KILN_LINK_SPAWN=1 runs ld.lld as a process rather than in this one. */
int be_link_id(const char *const *objs, int nobjs, const char *rt_archive, const char *out_path,
               const unsigned char *id, size_t id_len, char **err) {
  *err = NULL;
  char bid[32 + 2 * 32 + 1];
#ifdef KILN_LLD_DIR
  const char *via = getenv("KILN_LINK_VIA_CC");
  if (!via || !*via || !strcmp(via, "0")) {
    pthread_once(&ld_once, ld_template_init);
    if (ld_tmpl.ok)
      return link_via_lld(objs, nobjs, rt_archive, out_path, build_id_arg("", id, id_len, bid, sizeof bid), err);
  }
#endif
  return link_via_cc(objs, nobjs, rt_archive, out_path, build_id_arg("-Wl,", id, id_len, bid, sizeof bid), err);
}

int be_link(const char *const *objs, int nobjs, const char *rt_archive, const char *out_path,
            char **err) {
  return be_link_id(objs, nobjs, rt_archive, out_path, NULL, 0, err);
}
