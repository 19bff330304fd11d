#define _GNU_SOURCE /* strndup */
/* remote_proto_fuzz.c - libFuzzer harness: the remote tier's ActionResult decoder and blob check (cache/remote_proto.c).
 *
 * A remote cache is somebody else's server: every byte it returns is input.
 * The harness takes any bytes
 *  1. as an ActionResult: cache__action_result_decode either rejects them or
 *     returns at most CACHE__MAX_OUTPUTS output files whose path, hash and
 *     inlined contents all point inside the input.  An output that decodes
 *     re-encodes (cache__action_result_encode, what kilnd uploads) into a
 *     record that decodes to the same path, hash, size and executable bit;
 *  2. as a blob with a digest taken from its own first bytes: cache__blob_verify
 *     accepts it only when the size and the SHA-256 are the blob's (so a
 *     random digest never verifies, and the real one always does).
 * Under ASan and UBSan: no read outside the input.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "remote_proto.h"

static void fail(const char *what) {
  fprintf(stderr, "remote_proto_fuzz: %s\n", what);
  abort();
}

static void inside(const void *p, size_t n, const uint8_t *buf, size_t len, const char *what) {
  if (n == 0) return; /* an absent field is "" */
  if (!p || (const uint8_t *)p < buf || (const uint8_t *)p + n > buf + len) fail(what);
}

static void roundtrip(const cache__output_file *o) {
  if (!o->path || !o->hash || o->path_len > 4096 || o->hash_len > 4096) return;
  if (memchr(o->path, 0, o->path_len) || memchr(o->hash, 0, o->hash_len)) return; /* encode takes C strings */
  char *path = strndup(o->path, o->path_len), *hash = strndup(o->hash, o->hash_len);
  if (!path || !hash) abort();
  size_t n = 0;
  uint8_t *enc = cache__action_result_encode(path, hash, o->size, o->executable, &n);
  if (!enc) abort();
  cache__action_result ar;
  if (cache__action_result_decode(enc, n, &ar) != 0 || ar.noutputs != 1) fail("an encoded result does not decode");
  const cache__output_file *b = &ar.out[0];
  if (b->path_len != o->path_len || memcmp(b->path, path, b->path_len) || b->hash_len != o->hash_len ||
      memcmp(b->hash, hash, b->hash_len) || b->size != o->size || !b->executable != !o->executable)
    fail("encode then decode changed an output file");
  free(enc);
  free(path);
  free(hash);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  cache__action_result ar;
  if (cache__action_result_decode(data, size, &ar) == 0) {
    if (ar.noutputs < 0 || ar.noutputs > CACHE__MAX_OUTPUTS) fail("output count out of range");
    for (int i = 0; i < ar.noutputs; i++) {
      const cache__output_file *o = &ar.out[i];
      inside(o->path, o->path_len, data, size, "a path outside the input");
      inside(o->hash, o->hash_len, data, size, "a hash outside the input");
      inside(o->contents, o->contents_len, data, size, "contents outside the input");
      roundtrip(o);
    }
  }

  /* the first CACHE__SHA256_HEX bytes as a claimed digest of the rest */
  if (size >= CACHE__SHA256_HEX) {
    const uint8_t *blob = data + CACHE__SHA256_HEX;
    size_t n = size - CACHE__SHA256_HEX;
    char real[CACHE__SHA256_HEX + 1];
    cache__sha256_hex(blob, n, real);
    int claimed = cache__blob_verify(blob, n, (const char *)data, CACHE__SHA256_HEX, (int64_t)n);
    int same = 1;
    for (size_t i = 0; i < CACHE__SHA256_HEX; i++) {
      char c = (char)data[i];
      if (c >= 'A' && c <= 'F') c = (char)(c - 'A' + 'a');
      same &= c == real[i];
    }
    if (claimed != same) fail("blob_verify disagrees with the blob's SHA-256");
    if (!cache__blob_verify(blob, n, real, CACHE__SHA256_HEX, (int64_t)n)) fail("the real digest does not verify");
    if (cache__blob_verify(blob, n, real, CACHE__SHA256_HEX, (int64_t)n + 1)) fail("a wrong size verifies");
  }
  return 0;
}
