/* remote_proto.h - private to cache/: the REAPI messages and digests the remote tier (remote.c) exchanges.
 *
 * The Bazel HTTP cache stores an action's result at /ac/<sha256> as a
 * serialized REAPI ActionResult (remote_execution.proto) and every output at
 * /cas/<sha256 of its bytes>.  We write and read only what we need, by hand
 * (proto3 wire format, no protobuf library):
 *
 *   Digest       { string hash = 1; int64 size_bytes = 2; }   hash: 64 lowercase hex
 *   OutputFile   { string path = 1; Digest digest = 2; bool is_executable = 4;
 *                  bytes contents = 5; }
 *   ActionResult { repeated OutputFile output_files = 2; int32 exit_code = 4; ... }
 *
 * The encoder writes exactly one OutputFile and no default-valued fields, as
 * protoc would.  The decoder accepts any valid message: unknown fields of any
 * wire type are skipped, fields may come in any order, and a field given
 * twice keeps its last value (proto3's rule); it rejects truncated or
 * overlong varints and lengths that run past the message.
 *
 * Ownership: decoded strings point into the borrowed input buffer.
 */
#ifndef KILN_CACHE_REMOTE_PROTO_H
#define KILN_CACHE_REMOTE_PROTO_H

#include <stddef.h>
#include <stdint.h>

#define CACHE__SHA256_HEX 64

/* The lowercase hex SHA-256 of data, NUL-terminated. */
void cache__sha256_hex(const void *data, size_t n, char out[CACHE__SHA256_HEX + 1]);

/* 1 when data has exactly this size and SHA-256 (hex, any case), else 0. */
int cache__blob_verify(const void *data, size_t n, const char *hash, size_t hash_len, int64_t size);

typedef struct {
  const char *path;      /* not NUL-terminated */
  size_t path_len;
  const char *hash;      /* the digest's hash, not NUL-terminated */
  size_t hash_len;
  int64_t size;          /* the digest's size_bytes */
  int executable;
  const uint8_t *contents; /* inlined bytes, or NULL */
  size_t contents_len;
} cache__output_file;

#define CACHE__MAX_OUTPUTS 16

typedef struct {
  int32_t exit_code;
  int noutputs;          /* at most CACHE__MAX_OUTPUTS are kept; more is an error */
  cache__output_file out[CACHE__MAX_OUTPUTS];
} cache__action_result;

/* An ActionResult with one output file `path` whose blob is (hash, size).
 * Returns a malloc'd buffer and its length in *len, or NULL without memory. */
uint8_t *cache__action_result_encode(const char *path, const char *hash, int64_t size, int executable,
                                     size_t *len);

/* 0, or -1 when buf is not a well-formed ActionResult. */
int cache__action_result_decode(const uint8_t *buf, size_t len, cache__action_result *ar);

#endif
