/* protocol.c - encoding, checked decoding and socket I/O of kiln <-> kilnd frames (see protocol.h). */
#include "protocol.h"

#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

/* ---- decoding ----------------------------------------------------------------- */

typedef struct {
  const uint8_t *p, *end;
  const char *why; /* first failure */
} reader;

static int need(reader *r, size_t n, const char *what) {
  if ((size_t)(r->end - r->p) >= n) return 0;
  if (!r->why) r->why = what;
  r->p = r->end;
  return -1;
}

static uint32_t get_u32(reader *r, const char *what) {
  if (need(r, 4, what)) return 0;
  uint32_t v = (uint32_t)r->p[0] | (uint32_t)r->p[1] << 8 | (uint32_t)r->p[2] << 16 | (uint32_t)r->p[3] << 24;
  r->p += 4;
  return v;
}

static void get_bytes(reader *r, uint8_t *out, size_t n, const char *what) {
  if (need(r, n, what)) {
    memset(out, 0, n);
    return;
  }
  memcpy(out, r->p, n);
  r->p += n;
}

static const char *get_str(reader *r, const char *what) {
  uint32_t n = get_u32(r, what);
  if (r->why) return NULL;
  if (n == 0 || need(r, n, what)) {
    if (!r->why) r->why = what;
    return NULL;
  }
  const char *s = (const char *)r->p;
  if (s[n - 1] != '\0' || memchr(s, '\0', n - 1)) {
    r->why = what;
    return NULL;
  }
  r->p += n;
  return s;
}

/* A count followed by that many strings, into a NULL-terminated array. */
static const char **get_strs(reader *r, uint32_t *count, uint32_t max, const char *what) {
  uint32_t n = get_u32(r, what);
  if (r->why) return NULL;
  /* Each string takes at least 5 bytes, so a count the payload cannot hold
   * is refused before anything is allocated for it. */
  if (n > max || n > (size_t)(r->end - r->p) / 5) {
    r->why = what;
    return NULL;
  }
  const char **v = calloc((size_t)n + 1, sizeof *v);
  if (!v) {
    r->why = "out of memory";
    return NULL;
  }
  for (uint32_t i = 0; i < n; i++) {
    v[i] = get_str(r, what);
    if (!v[i]) {
      free(v);
      return NULL;
    }
  }
  *count = n;
  return v;
}

static int fmt_err(char *err, size_t cap, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fmt_err(char *err, size_t cap, const char *fmt, ...) {
  if (err && cap) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, cap, fmt, ap);
    va_end(ap);
  }
  return -1;
}

int kd_header_parse(const uint8_t *h, uint16_t *type, uint32_t *len, char *err, size_t errcap) {
  uint32_t magic = (uint32_t)h[0] | (uint32_t)h[1] << 8 | (uint32_t)h[2] << 16 | (uint32_t)h[3] << 24;
  uint16_t t = (uint16_t)(h[4] | h[5] << 8), reserved = (uint16_t)(h[6] | h[7] << 8);
  uint32_t n = (uint32_t)h[8] | (uint32_t)h[9] << 8 | (uint32_t)h[10] << 16 | (uint32_t)h[11] << 24;
  if (magic != KD_MAGIC) return fmt_err(err, errcap, "not a kiln daemon frame (bad magic)");
  if (reserved != 0) return fmt_err(err, errcap, "bad frame header (reserved field set)");
  if (t < KD_MSG_HELLO || t > KD_MSG_ERROR) return fmt_err(err, errcap, "unknown frame type %u", t);
  if (n > KD_MAX_PAYLOAD)
    return fmt_err(err, errcap, "frame of %u bytes is over the limit of %u", n, KD_MAX_PAYLOAD);
  *type = t;
  *len = n;
  return 0;
}

int kd_msg_decode(const uint8_t *buf, size_t len, kd_msg *m, char *err, size_t errcap) {
  memset(m, 0, sizeof *m);
  if (len < KD_HEADER_SIZE) return fmt_err(err, errcap, "truncated frame header");
  uint16_t type = 0;
  uint32_t n = 0;
  if (kd_header_parse(buf, &type, &n, err, errcap) != 0) return -1;
  if (len - KD_HEADER_SIZE != n)
    return fmt_err(err, errcap, "frame length %u does not match the %zu bytes given", n, len - KD_HEADER_SIZE);
  reader r = {buf + KD_HEADER_SIZE, buf + len, NULL};
  m->type = type;
  switch (type) {
  case KD_MSG_HELLO:
    m->u.hello.version = get_u32(&r, "HELLO version");
    get_bytes(&r, m->u.hello.id, sizeof m->u.hello.id, "HELLO id");
    break;
  case KD_MSG_HELLO_REPLY:
    m->u.hello_reply.version = get_u32(&r, "HELLO_REPLY version");
    get_bytes(&r, m->u.hello_reply.id, sizeof m->u.hello_reply.id, "HELLO_REPLY id");
    m->u.hello_reply.pid = get_u32(&r, "HELLO_REPLY pid");
    m->u.hello_reply.accepted = get_u32(&r, "HELLO_REPLY accepted");
    break;
  case KD_MSG_REQUEST:
    m->u.request.umask = get_u32(&r, "REQUEST umask");
    m->u.request.cwd = get_str(&r, "REQUEST cwd");
    if (!r.why) m->u.request.env = get_strs(&r, &m->u.request.nenv, KD_MAX_ENV, "REQUEST environment");
    if (!r.why) m->u.request.argv = get_strs(&r, &m->u.request.nargs, KD_MAX_ARGS, "REQUEST arguments");
    if (!r.why) m->u.request.run_exe = get_str(&r, "REQUEST run_exe");
    break;
  case KD_MSG_OUTPUT:
    m->u.output.stream = get_u32(&r, "OUTPUT stream");
    if (!r.why && m->u.output.stream != 1 && m->u.output.stream != 2) r.why = "OUTPUT stream";
    m->u.output.data = r.p;
    m->u.output.len = (size_t)(r.end - r.p);
    if (m->u.output.len > KD_OUTPUT_CHUNK && !r.why) r.why = "OUTPUT chunk size";
    r.p = r.end;
    break;
  case KD_MSG_EXIT:
    m->u.exit.code = (int32_t)get_u32(&r, "EXIT code");
    m->u.exit.flags = get_u32(&r, "EXIT flags");
    break;
  case KD_MSG_STATUS:
  case KD_MSG_STOP:
    break;
  case KD_MSG_STOP_REPLY:
    m->u.stop_reply.pid = get_u32(&r, "STOP_REPLY pid");
    break;
  case KD_MSG_STATUS_REPLY:
  case KD_MSG_ERROR:
    m->u.text = get_str(&r, type == KD_MSG_ERROR ? "ERROR message" : "STATUS_REPLY text");
    break;
  }
  if (!r.why && r.p != r.end) r.why = "trailing bytes";
  if (r.why) {
    kd_msg_free(m);
    return fmt_err(err, errcap, "malformed frame (type %u): %s", type, r.why);
  }
  return 0;
}

void kd_msg_free(kd_msg *m) {
  if (m->type == KD_MSG_REQUEST) {
    free(m->u.request.env);
    free(m->u.request.argv);
  }
  memset(m, 0, sizeof *m);
}

/* ---- encoding ----------------------------------------------------------------- */

static void put(kd_buf *b, const void *data, size_t n) {
  if (b->oom) return;
  if (b->len + n > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n) cap *= 2;
    uint8_t *p = realloc(b->p, cap);
    if (!p) {
      b->oom = 1;
      return;
    }
    b->p = p;
    b->cap = cap;
  }
  if (n) memcpy(b->p + b->len, data, n);
  b->len += n;
}

static void put_u32(kd_buf *b, uint32_t v) {
  uint8_t x[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
  put(b, x, 4);
}

static void put_str(kd_buf *b, const char *s) {
  size_t n = strlen(s ? s : "") + 1;
  if (n > KD_MAX_PAYLOAD) {
    b->oom = 1;
    return;
  }
  put_u32(b, (uint32_t)n);
  put(b, s ? s : "", n);
}

static void put_strs(kd_buf *b, const char *const *v, uint32_t n) {
  put_u32(b, n);
  for (uint32_t i = 0; i < n; i++) put_str(b, v[i]);
}

int kd_msg_encode(const kd_msg *m, kd_buf *b) {
  size_t start = b->len;
  uint8_t hdr[KD_HEADER_SIZE] = {0};
  put(b, hdr, sizeof hdr);
  switch (m->type) {
  case KD_MSG_HELLO:
    put_u32(b, m->u.hello.version);
    put(b, m->u.hello.id, sizeof m->u.hello.id);
    break;
  case KD_MSG_HELLO_REPLY:
    put_u32(b, m->u.hello_reply.version);
    put(b, m->u.hello_reply.id, sizeof m->u.hello_reply.id);
    put_u32(b, m->u.hello_reply.pid);
    put_u32(b, m->u.hello_reply.accepted);
    break;
  case KD_MSG_REQUEST:
    if (m->u.request.nenv > KD_MAX_ENV || m->u.request.nargs > KD_MAX_ARGS) b->oom = 1;
    put_u32(b, m->u.request.umask);
    put_str(b, m->u.request.cwd);
    put_strs(b, m->u.request.env, m->u.request.nenv);
    put_strs(b, m->u.request.argv, m->u.request.nargs);
    put_str(b, m->u.request.run_exe);
    break;
  case KD_MSG_OUTPUT:
    if (m->u.output.len > KD_OUTPUT_CHUNK) b->oom = 1;
    put_u32(b, m->u.output.stream);
    put(b, m->u.output.data, m->u.output.len);
    break;
  case KD_MSG_EXIT:
    put_u32(b, (uint32_t)m->u.exit.code);
    put_u32(b, m->u.exit.flags);
    break;
  case KD_MSG_STATUS:
  case KD_MSG_STOP:
    break;
  case KD_MSG_STOP_REPLY:
    put_u32(b, m->u.stop_reply.pid);
    break;
  case KD_MSG_STATUS_REPLY:
  case KD_MSG_ERROR:
    put_str(b, m->u.text);
    break;
  default:
    b->oom = 1;
  }
  size_t n = b->len - start - KD_HEADER_SIZE;
  if (b->oom || n > KD_MAX_PAYLOAD) {
    b->len = start;
    b->oom = 0;
    return -1;
  }
  uint8_t *h = b->p + start;
  uint32_t magic = KD_MAGIC, len = (uint32_t)n;
  for (int i = 0; i < 4; i++) {
    h[i] = (uint8_t)(magic >> (8 * i));
    h[8 + i] = (uint8_t)(len >> (8 * i));
  }
  h[4] = (uint8_t)m->type;
  h[5] = (uint8_t)(m->type >> 8);
  return 0;
}

void kd_buf_free(kd_buf *b) {
  free(b->p);
  memset(b, 0, sizeof *b);
}

/* ---- socket I/O ---------------------------------------------------------------- */

static long long now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Reads exactly n bytes by the deadline (-1: none): 0, 1 on EOF before the
 * first byte, -1 otherwise (errno ETIMEDOUT on a timeout, EPIPE on a short read). */
static int read_full(int fd, uint8_t *p, size_t n, long long deadline) {
  size_t got = 0;
  while (got < n) {
    if (deadline >= 0) {
      long long left = deadline - now_ms();
      if (left <= 0) {
        errno = ETIMEDOUT;
        return -1;
      }
      struct pollfd pfd = {fd, POLLIN, 0};
      int pr = poll(&pfd, 1, left > 1000000 ? 1000000 : (int)left);
      if (pr < 0 && errno == EINTR) continue;
      if (pr < 0) return -1;
      if (pr == 0) continue;
    }
    ssize_t r = read(fd, p + got, n - got);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) return -1;
    if (r == 0) {
      if (got == 0) return 1;
      errno = EPIPE;
      return -1;
    }
    got += (size_t)r;
  }
  return 0;
}

int kd_frame_read(int fd, uint8_t **buf, size_t *len, int timeout_ms, char *err, size_t errcap) {
  *buf = NULL;
  *len = 0;
  long long deadline = timeout_ms < 0 ? -1 : now_ms() + timeout_ms;
  uint8_t hdr[KD_HEADER_SIZE];
  int rc = read_full(fd, hdr, sizeof hdr, deadline);
  if (rc == 1) return 1;
  if (rc != 0)
    return fmt_err(err, errcap, "%s", errno == ETIMEDOUT ? "timed out waiting for a frame"
                                     : errno == EPIPE    ? "truncated frame header"
                                                         : strerror(errno));
  uint16_t type;
  uint32_t n;
  if (kd_header_parse(hdr, &type, &n, err, errcap) != 0) return -1;
  uint8_t *b = malloc(KD_HEADER_SIZE + (size_t)n);
  if (!b) return fmt_err(err, errcap, "out of memory");
  memcpy(b, hdr, sizeof hdr);
  rc = read_full(fd, b + KD_HEADER_SIZE, n, deadline);
  if (rc != 0) {
    int e = errno;
    free(b);
    return fmt_err(err, errcap, "%s", rc == 1 || e == EPIPE ? "truncated frame"
                                      : e == ETIMEDOUT      ? "timed out in the middle of a frame"
                                                            : strerror(e));
  }
  *buf = b;
  *len = KD_HEADER_SIZE + (size_t)n;
  return 0;
}

static int send_all(int fd, const uint8_t *p, size_t n) {
  while (n > 0) {
    ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) return -1;
    p += w;
    n -= (size_t)w;
  }
  return 0;
}

int kd_msg_send(int fd, const kd_msg *m) {
  kd_buf b = {0};
  if (kd_msg_encode(m, &b) != 0) {
    kd_buf_free(&b);
    errno = EMSGSIZE;
    return -1;
  }
  int rc = send_all(fd, b.p, b.len);
  kd_buf_free(&b);
  return rc;
}

void kd_send_error(int fd, const char *fmt, ...) {
  char text[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  kd_msg m = {.type = KD_MSG_ERROR};
  m.u.text = text;
  kd_msg_send(fd, &m);
}
