/* worker_proto_fuzz.c - libFuzzer harness: the Bazel persistent-worker decoders (daemon/worker_proto.c).
 *
 * Input: any bytes, read the two ways a worker reads its stdin.
 *  1. Proto framing: kd_work_frame takes a varint length, kd_work_request_decode
 *     the message after it, again and again until the bytes run out or a
 *     frame is malformed.  A frame it accepts lies inside the input and is
 *     within KD_WORK_MAX_MESSAGE; the response to an accepted request encodes
 *     and frames back to its own length.
 *  2. JSON framing: kd_work_request_decode_json takes objects from the same
 *     bytes, back to back, as Bazel 4 sends them.  Each accepted object
 *     consumes at least one byte and no more than there are.
 * Either way a decoded request holds NUL-terminated strings (its argument
 * count and arrays agree; an Input's path is NULL when the field is absent), and kd_work_request_free releases all of it.
 * Under ASan and UBSan: no read outside the input, no leak.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "worker_proto.h"

static void fail(const char *what) {
  fprintf(stderr, "worker_proto_fuzz: %s\n", what);
  abort();
}

static void check_request(const kd_work_request *r) {
  for (uint32_t i = 0; i < r->nargs; i++)
    if (!r->args[i]) fail("a NULL argument");
  for (uint32_t i = 0; i < r->ninputs; i++) { /* an Input without a path field has a NULL path */
    if (r->inputs[i].digest && strlen(r->inputs[i].digest) > r->inputs[i].digest_len)
      fail("a digest longer than its length says");
  }
  /* what the worker does with it: answer, with the arguments as the output */
  size_t olen = 0;
  for (uint32_t i = 0; i < r->nargs; i++) olen += strlen(r->args[i]);
  char *out = malloc(olen + 1), *p = out;
  if (!out) abort();
  for (uint32_t i = 0; i < r->nargs; i++) {
    size_t n = strlen(r->args[i]);
    memcpy(p, r->args[i], n);
    p += n;
  }
  *p = 0;
  size_t n = 0;
  uint8_t *resp = kd_work_response_encode(1, out, olen, r->request_id, r->cancel, &n);
  if (!resp) fail("a response does not encode");
  uint64_t len = 0;
  size_t hdr = 0;
  if (kd_work_frame(resp, n, &len, &hdr) != 0 || hdr + len != n) fail("an encoded response is not one frame");
  free(resp);
  char *js = kd_work_response_encode_json(1, out, olen, r->request_id, r->cancel, &n);
  if (!js || n == 0 || js[n - 1] != '\n') fail("a JSON response is not one line");
  free(js);
  free(out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char err[256];
  size_t off = 0;
  while (off < size) {
    uint64_t len = 0;
    size_t hdr = 0;
    int r = kd_work_frame(data + off, size - off, &len, &hdr);
    if (r != 0) break;
    if (len > KD_WORK_MAX_MESSAGE || hdr == 0 || hdr > 10) fail("an accepted frame header out of range");
    if (len > size - off - hdr) break; /* truncated: the worker waits for more */
    kd_work_request q;
    err[0] = 0;
    if (kd_work_request_decode(data + off + hdr, (size_t)len, &q, err, sizeof err) != 0) {
      if (!err[0]) fail("proto: rejected without a message");
      break;
    }
    check_request(&q);
    kd_work_request_free(&q);
    off += hdr + (size_t)len;
  }

  off = 0;
  while (off < size) {
    kd_work_request q;
    size_t used = 0;
    err[0] = 0;
    int r = kd_work_request_decode_json((const char *)data + off, size - off, &used, &q, err, sizeof err);
    if (r == 1) break;
    if (r != 0) {
      if (!err[0]) fail("json: rejected without a message");
      break;
    }
    if (used == 0 || used > size - off) fail("json: an object consumed nothing, or more than there was");
    check_request(&q);
    kd_work_request_free(&q);
    off += used;
  }
  return 0;
}
