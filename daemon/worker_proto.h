/* worker_proto.h - Bazel's persistent worker protocol (WorkRequest / WorkResponse), proto and JSON framings, written by hand.
 *
 * Bazel runs a persistent worker with `--persistent_worker` as its last
 * argument and then talks to it over stdin/stdout (worker_protocol.proto):
 *
 *   Input        { string path = 1; bytes digest = 2; }
 *   WorkRequest  { repeated string arguments = 1; repeated Input inputs = 2;
 *                  int32 request_id = 3; bool cancel = 4; int32 verbosity = 5;
 *                  string sandbox_dir = 6; }
 *   WorkResponse { int32 exit_code = 1; string output = 2; int32 request_id = 3;
 *                  bool was_cancelled = 4; }
 *
 * Proto framing: each message is preceded by its length as a base-128
 * varint.  Fields at their default values are absent; unknown fields are
 * skipped by wire type.  JSON framing (`requires-worker-protocol: json`):
 * one object per message with camelCase names (arguments, inputs[{path,
 * digest}], requestId, cancel, verbosity, sandboxDir / exitCode, output,
 * requestId, wasCancelled); Bazel 4.x writes requests back to back with no
 * separator, so the reader parses a stream of objects, not lines.
 *
 * The decoders check every length against their input and never read past
 * it: a truncated message asks for more bytes (1), a malformed one is an
 * error (-1) with a message; they allocate only what they return.
 * Ownership: results are malloc'd; kd_work_request_free() frees a request.
 */
#ifndef KILN_DAEMON_WORKER_PROTO_H
#define KILN_DAEMON_WORKER_PROTO_H

#include <stddef.h>
#include <stdint.h>

#define KD_WORK_MAX_MESSAGE (64u << 20) /* a larger request is refused */

typedef struct {
  char *path;
  char *digest;   /* as sent (proto: raw bytes, NUL-terminated copy; JSON: the string) */
  size_t digest_len;
} kd_work_input;

typedef struct {
  char **args;
  uint32_t nargs;
  kd_work_input *inputs;
  uint32_t ninputs;
  int32_t request_id; /* 0: singleplex */
  int cancel;
  int32_t verbosity;
  char *sandbox_dir;  /* NULL when absent */
} kd_work_request;

void kd_work_request_free(kd_work_request *r);

/* Proto: the varint length at the start of buf[0..avail).  0 with the
 * message length and the header size, 1 when more bytes are needed, -1 when
 * the varint is malformed or the length exceeds KD_WORK_MAX_MESSAGE. */
int kd_work_frame(const uint8_t *buf, size_t avail, uint64_t *len, size_t *hdr);
/* Proto: one WorkRequest message (without its length prefix).  0 or -1. */
int kd_work_request_decode(const uint8_t *msg, size_t len, kd_work_request *out, char *err, size_t cap);
/* Proto: a length-prefixed WorkResponse, malloc'd, its size in *n. */
uint8_t *kd_work_response_encode(int32_t exit_code, const char *output, size_t olen, int32_t request_id,
                                 int was_cancelled, size_t *n);

/* JSON: the first object in buf[0..avail) (leading whitespace skipped).
 * 0 with *used bytes consumed, 1 when the object is incomplete, -1 when
 * malformed (or larger than KD_WORK_MAX_MESSAGE). */
int kd_work_request_decode_json(const char *buf, size_t avail, size_t *used, kd_work_request *out, char *err,
                                size_t cap);
/* JSON: one WorkResponse object and a newline, malloc'd. */
char *kd_work_response_encode_json(int32_t exit_code, const char *output, size_t olen, int32_t request_id,
                                   int was_cancelled, size_t *n);

#endif
