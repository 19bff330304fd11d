/* protocol_fuzz.c - libFuzzer harness: the kiln <-> kilnd wire decoder (daemon/protocol.c).
 *
 * Input: any bytes, taken two ways.
 *  1. As one frame for kd_msg_decode.  What it accepts must be canonical:
 *     kd_msg_encode gives back exactly the input (so no two frames decode to
 *     the same message, and nothing the decoder let through was ignored), and
 *     every decoded string is a C string inside the frame.
 *  2. As a stream the daemon reads from a client: the bytes are written to a
 *     socketpair, which is then half-closed, and kd_frame_read takes frames
 *     from it as the server does, each decoded in turn, until an error or the
 *     end.  A frame it returns passes kd_header_parse and has the length its
 *     header says.
 * Under ASan and UBSan: no read outside the input, no leak.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "protocol.h"

static void fail(const char *what) {
  fprintf(stderr, "protocol_fuzz: %s\n", what);
  abort();
}

static void check_str(const char *s, const uint8_t *buf, size_t len) {
  if (!s) fail("a decoded string is NULL");
  if ((const uint8_t *)s < buf + KD_HEADER_SIZE || (const uint8_t *)s >= buf + len) fail("a string outside the frame");
  size_t n = strnlen(s, (size_t)(buf + len - (const uint8_t *)s));
  if ((const uint8_t *)s + n >= buf + len) fail("a string without its NUL inside the frame");
}

static void check_decoded(const kd_msg *m, const uint8_t *buf, size_t len) {
  switch (m->type) {
  case KD_MSG_REQUEST:
    check_str(m->u.request.cwd, buf, len);
    check_str(m->u.request.run_exe, buf, len);
    for (uint32_t i = 0; i < m->u.request.nenv; i++) check_str(m->u.request.env[i], buf, len);
    if (m->u.request.env[m->u.request.nenv]) fail("env is not NULL-terminated");
    for (uint32_t i = 0; i < m->u.request.nargs; i++) check_str(m->u.request.argv[i], buf, len);
    if (m->u.request.argv[m->u.request.nargs]) fail("argv is not NULL-terminated");
    if (m->u.request.nenv > KD_MAX_ENV || m->u.request.nargs > KD_MAX_ARGS) fail("over a count limit");
    break;
  case KD_MSG_STATUS_REPLY:
  case KD_MSG_ERROR:
    check_str(m->u.text, buf, len);
    break;
  case KD_MSG_OUTPUT:
    if (m->u.output.len > KD_OUTPUT_CHUNK) fail("OUTPUT over the chunk size");
    if (m->u.output.data < buf || m->u.output.data + m->u.output.len > buf + len) fail("OUTPUT outside the frame");
    break;
  default:
    break;
  }
}

/* Decode, and if accepted, encode again: the same bytes. */
static void one_frame(const uint8_t *buf, size_t len) {
  kd_msg m;
  char err[256];
  err[0] = 0;
  if (kd_msg_decode(buf, len, &m, err, sizeof err) != 0) {
    if (!err[0]) fail("rejected without a message");
    return;
  }
  check_decoded(&m, buf, len);
  kd_buf b = {0};
  if (kd_msg_encode(&m, &b) != 0) fail("a decoded message does not encode");
  if (b.len != len || memcmp(b.p, buf, len) != 0) fail("decode then encode changed the frame");
  kd_buf_free(&b);
  kd_msg_free(&m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  one_frame(data, size);

  /* The same bytes as a client's stream. */
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) abort();
  int big = 1 << 21;
  setsockopt(sv[1], SOL_SOCKET, SO_SNDBUF, &big, sizeof big);
  size_t off = 0;
  while (off < size) {
    ssize_t w = send(sv[1], data + off, size - off, MSG_NOSIGNAL);
    if (w <= 0) fail("socketpair send");
    off += (size_t)w;
  }
  shutdown(sv[1], SHUT_WR);
  for (;;) {
    uint8_t *buf = NULL;
    size_t len = 0;
    char err[256];
    int r = kd_frame_read(sv[0], &buf, &len, 1000, err, sizeof err);
    if (r != 0) {
      if (buf) fail("kd_frame_read failed but returned a buffer");
      break;
    }
    uint16_t type;
    uint32_t n;
    if (len < KD_HEADER_SIZE || kd_header_parse(buf, &type, &n, err, sizeof err) != 0 || n != len - KD_HEADER_SIZE)
      fail("kd_frame_read returned a frame whose header does not hold");
    one_frame(buf, len);
    free(buf);
  }
  close(sv[0]);
  close(sv[1]);
  return 0;
}
