/* protocol_test.c - the kiln <-> kilnd wire format: round trips, every malformation refused, random bytes survived. */
#include "protocol.h"

#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "kiln_test.h"

static kd_buf encode(const kd_msg *m) {
  kd_buf b = {0};
  CHECK(kd_msg_encode(m, &b) == 0);
  return b;
}

static int decodes(const uint8_t *p, size_t n) {
  kd_msg m;
  char err[256];
  int rc = kd_msg_decode(p, n, &m, err, sizeof err);
  if (rc == 0) kd_msg_free(&m);
  return rc == 0;
}

static void put32(uint8_t *p, uint32_t v) {
  for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static void round_trips(void) {
  kd_msg m = {.type = KD_MSG_HELLO}, d;
  char err[256];
  m.u.hello.version = KD_PROTOCOL_VERSION;
  for (int i = 0; i < 16; i++) m.u.hello.id[i] = (uint8_t)(i * 7);
  kd_buf b = encode(&m);
  CHECK(b.len == KD_HEADER_SIZE + 20);
  CHECK(kd_msg_decode(b.p, b.len, &d, err, sizeof err) == 0);
  CHECK(d.type == KD_MSG_HELLO && d.u.hello.version == KD_PROTOCOL_VERSION && !memcmp(d.u.hello.id, m.u.hello.id, 16));
  kd_msg_free(&d);
  kd_buf_free(&b);

  const char *env[] = {"HOME=/home/x", "KILN_CACHE=off", NULL};
  const char *argv[] = {"kiln", "build", "a.ts", "-o", "a b", NULL};
  kd_msg rq = {.type = KD_MSG_REQUEST};
  rq.u.request.umask = 022;
  rq.u.request.cwd = "/work";
  rq.u.request.nenv = 2;
  rq.u.request.env = env;
  rq.u.request.nargs = 5;
  rq.u.request.argv = argv;
  rq.u.request.run_exe = "";
  b = encode(&rq);
  CHECK(kd_msg_decode(b.p, b.len, &d, err, sizeof err) == 0);
  CHECK(d.type == KD_MSG_REQUEST && d.u.request.umask == 022 && !strcmp(d.u.request.cwd, "/work"));
  CHECK(d.u.request.nenv == 2 && !strcmp(d.u.request.env[1], "KILN_CACHE=off") && d.u.request.env[2] == NULL);
  CHECK(d.u.request.nargs == 5 && !strcmp(d.u.request.argv[4], "a b") && d.u.request.argv[5] == NULL);
  CHECK(!strcmp(d.u.request.run_exe, ""));
  kd_msg_free(&d);

  /* Every proper prefix of a valid frame is refused. */
  for (size_t n = 0; n < b.len; n++) CHECK(!decodes(b.p, n));
  /* So is a flipped string terminator, and a trailing byte. */
  uint8_t *copy = malloc(b.len + 1);
  memcpy(copy, b.p, b.len);
  copy[KD_HEADER_SIZE + 4 + 4 + 5] = 'x'; /* the NUL ending "/work" */
  CHECK(!decodes(copy, b.len));
  memcpy(copy, b.p, b.len);
  copy[b.len] = 0;
  put32(copy + 8, (uint32_t)(b.len + 1 - KD_HEADER_SIZE));
  CHECK(!decodes(copy, b.len + 1));
  free(copy);
  kd_buf_free(&b);

  kd_msg out = {.type = KD_MSG_OUTPUT};
  out.u.output.stream = 2;
  out.u.output.data = (const uint8_t *)"a.ts:1:1: error\n";
  out.u.output.len = 16;
  b = encode(&out);
  CHECK(kd_msg_decode(b.p, b.len, &d, err, sizeof err) == 0);
  CHECK(d.u.output.stream == 2 && d.u.output.len == 16 && !memcmp(d.u.output.data, "a.ts:1:1: error\n", 16));
  kd_buf_free(&b);

  kd_msg ex = {.type = KD_MSG_EXIT};
  ex.u.exit.code = -3;
  ex.u.exit.flags = KD_EXIT_LOCAL;
  b = encode(&ex);
  CHECK(kd_msg_decode(b.p, b.len, &d, err, sizeof err) == 0);
  CHECK(d.u.exit.code == -3 && d.u.exit.flags == KD_EXIT_LOCAL);
  kd_buf_free(&b);

  kd_msg e = {.type = KD_MSG_ERROR};
  e.u.text = "bad";
  b = encode(&e);
  CHECK(kd_msg_decode(b.p, b.len, &d, err, sizeof err) == 0 && !strcmp(d.u.text, "bad"));
  kd_buf_free(&b);

  /* Limits hold on the way out too. */
  kd_msg big = {.type = KD_MSG_OUTPUT};
  big.u.output.stream = 1;
  big.u.output.data = (const uint8_t *)"";
  big.u.output.len = KD_OUTPUT_CHUNK + 1;
  kd_buf nb = {0};
  CHECK(kd_msg_encode(&big, &nb) == -1 && nb.len == 0);
  kd_buf_free(&nb);
}

static void bad_headers(void) {
  uint8_t h[KD_HEADER_SIZE + 8] = {'K', 'D', 'P', 0, KD_MSG_STATUS, 0, 0, 0, 0, 0, 0, 0};
  uint16_t type;
  uint32_t len;
  char err[256];
  CHECK(kd_header_parse(h, &type, &len, err, sizeof err) == 0 && type == KD_MSG_STATUS && len == 0);
  CHECK(decodes(h, KD_HEADER_SIZE));
  h[0] = 'X';
  CHECK(kd_header_parse(h, &type, &len, err, sizeof err) == -1);
  h[0] = 'K';
  h[6] = 1; /* reserved */
  CHECK(kd_header_parse(h, &type, &len, err, sizeof err) == -1);
  h[6] = 0;
  h[4] = 0; /* no such type */
  CHECK(kd_header_parse(h, &type, &len, err, sizeof err) == -1);
  h[4] = 200;
  CHECK(kd_header_parse(h, &type, &len, err, sizeof err) == -1);
  h[4] = KD_MSG_STATUS;
  put32(h + 8, 0xffffffffu); /* a huge length is refused before anything is read */
  CHECK(kd_header_parse(h, &type, &len, err, sizeof err) == -1 && strstr(err, "limit"));
  put32(h + 8, KD_MAX_PAYLOAD + 1);
  CHECK(kd_header_parse(h, &type, &len, err, sizeof err) == -1);
  /* STATUS takes no payload. */
  put32(h + 8, 4);
  CHECK(!decodes(h, KD_HEADER_SIZE + 4));

  /* A REQUEST claiming more strings than its bytes could hold. */
  uint8_t rq[KD_HEADER_SIZE + 32] = {'K', 'D', 'P', 0, KD_MSG_REQUEST, 0, 0, 0};
  put32(rq + 8, 32);
  put32(rq + 12, 022);
  put32(rq + 16, 2); /* cwd "/" */
  rq[20] = '/';
  rq[21] = 0;
  put32(rq + 22, 0x7fffffffu); /* nenv */
  CHECK(!decodes(rq, sizeof rq));
  put32(rq + 22, KD_MAX_ENV + 1);
  CHECK(!decodes(rq, sizeof rq));
  put32(rq + 16, 0); /* a zero-length string has no terminator */
  CHECK(!decodes(rq, sizeof rq));
}

/* Random frames and random damage to valid ones: refused or decoded, never a crash. */
static void random_bytes(void) {
  const char *env[] = {"HOME=/h", NULL};
  const char *argv[] = {"kiln", "run", "x.ts", NULL};
  kd_msg rq = {.type = KD_MSG_REQUEST};
  rq.u.request.cwd = "/";
  rq.u.request.nenv = 1;
  rq.u.request.env = env;
  rq.u.request.nargs = 3;
  rq.u.request.argv = argv;
  rq.u.request.run_exe = "/tmp/x";
  kd_buf b = encode(&rq);
  srand(12345);
  uint8_t buf[512];
  for (int iter = 0; iter < 200000; iter++) {
    size_t n = b.len;
    memcpy(buf, b.p, n);
    int flips = 1 + rand() % 4;
    for (int i = 0; i < flips; i++) buf[rand() % n] = (uint8_t)rand();
    if (rand() % 4 == 0) n = (size_t)rand() % (n + 1);
    decodes(buf, n);
    size_t m = (size_t)rand() % sizeof buf;
    for (size_t i = 0; i < m; i++) buf[i] = (uint8_t)rand();
    if (m >= 6) {
      buf[0] = 'K', buf[1] = 'D', buf[2] = 'P', buf[3] = 0, buf[5] = 0;
      buf[4] = (uint8_t)(1 + rand() % 10);
    }
    if (m >= KD_HEADER_SIZE) {
      buf[6] = buf[7] = 0;
      put32(buf + 8, (uint32_t)(m - KD_HEADER_SIZE));
    }
    decodes(buf, m);
  }
  kd_buf_free(&b);
}

static void socket_reads(void) {
  int sv[2];
  CHECK(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0);
  uint8_t *buf;
  size_t len;
  char err[256];
  /* A header promising 100 bytes, 10 sent, then silence: a timeout, not a hang. */
  uint8_t h[KD_HEADER_SIZE + 10] = {'K', 'D', 'P', 0, KD_MSG_OUTPUT, 0, 0, 0};
  put32(h + 8, 100);
  CHECK(write(sv[1], h, sizeof h) == (ssize_t)sizeof h);
  CHECK(kd_frame_read(sv[0], &buf, &len, 200, err, sizeof err) == -1 && strstr(err, "timed out"));
  /* The same, then a hang-up: a truncated frame. */
  CHECK(write(sv[1], h, sizeof h) == (ssize_t)sizeof h);
  close(sv[1]);
  close(sv[0]);
  CHECK(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0);
  CHECK(write(sv[1], h, sizeof h) == (ssize_t)sizeof h);
  close(sv[1]);
  CHECK(kd_frame_read(sv[0], &buf, &len, 5000, err, sizeof err) == -1 && strstr(err, "truncated"));
  CHECK(kd_frame_read(sv[0], &buf, &len, 5000, err, sizeof err) == 1); /* then a clean end */
  close(sv[0]);
  /* A huge length is refused from the header alone. */
  CHECK(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0);
  put32(h + 8, 0xfffffff0u);
  CHECK(write(sv[1], h, KD_HEADER_SIZE) == KD_HEADER_SIZE);
  CHECK(kd_frame_read(sv[0], &buf, &len, 5000, err, sizeof err) == -1 && strstr(err, "limit"));
  /* A good frame comes through whole. */
  kd_msg st = {.type = KD_MSG_STOP_REPLY};
  st.u.stop_reply.pid = 42;
  CHECK(kd_msg_send(sv[1], &st) == 0);
  CHECK(kd_frame_read(sv[0], &buf, &len, 5000, err, sizeof err) == 0);
  kd_msg d;
  CHECK(kd_msg_decode(buf, len, &d, err, sizeof err) == 0 && d.type == KD_MSG_STOP_REPLY && d.u.stop_reply.pid == 42);
  free(buf);
  close(sv[0]);
  close(sv[1]);
}

int main(void) {
  round_trips();
  bad_headers();
  random_bytes();
  socket_reads();
  if (failures) fprintf(stderr, "%d check(s) failed\n", failures);
  return failures != 0;
}
