/* remote_test.c - the remote tier's ActionResult encoder/decoder, digest checks and failure handling. */
#include "cache.h"
#include "remote_proto.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "kiln_test.h"

static const char ABC_SHA[] = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
static const char EMPTY_SHA[] = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

static int same(const char *p, size_t n, const char *s) { return n == strlen(s) && !memcmp(p, s, n); }

static void test_digests(void) {
  char hex[CACHE__SHA256_HEX + 1];
  cache__sha256_hex("abc", 3, hex);
  CHECK(!strcmp(hex, ABC_SHA));
  cache__sha256_hex("", 0, hex);
  CHECK(!strcmp(hex, EMPTY_SHA));
  CHECK(cache__blob_verify("abc", 3, ABC_SHA, 64, 3));
  char upper[65];
  for (int i = 0; i < 65; i++) upper[i] = (ABC_SHA[i] >= 'a' && ABC_SHA[i] <= 'f') ? ABC_SHA[i] - 32 : ABC_SHA[i];
  CHECK(cache__blob_verify("abc", 3, upper, 64, 3));
  CHECK(!cache__blob_verify("abd", 3, ABC_SHA, 64, 3));   /* tampered bytes */
  CHECK(!cache__blob_verify("abc", 3, ABC_SHA, 64, 4));   /* wrong size */
  CHECK(!cache__blob_verify("ab", 2, ABC_SHA, 64, 2));    /* truncated */
  CHECK(!cache__blob_verify("abc", 3, ABC_SHA, 63, 3));   /* short hash */
  CHECK(!cache__blob_verify("abc", 3, ABC_SHA, 64, -1));
  CHECK(cache__blob_verify("", 0, EMPTY_SHA, 64, 0));
}

static void test_encode(void) {
  size_t len = 0;
  uint8_t *b = cache__action_result_encode("object", ABC_SHA, 3, 0, &len);
  /* what protoc writes for output_files { path: "object" digest { hash: ABC size_bytes: 3 } } */
  static const uint8_t head[] = {0x12, 78, 0x0a, 6, 'o', 'b', 'j', 'e', 'c', 't', 0x12, 68, 0x0a, 64};
  CHECK(b && len == 80);
  CHECK(b && !memcmp(b, head, sizeof head));
  CHECK(b && !memcmp(b + sizeof head, ABC_SHA, 64));
  CHECK(b && b[78] == 0x10 && b[79] == 3);
  cache__action_result ar;
  CHECK(b && cache__action_result_decode(b, len, &ar) == 0);
  CHECK(ar.noutputs == 1 && ar.exit_code == 0);
  CHECK(same(ar.out[0].path, ar.out[0].path_len, "object"));
  CHECK(same(ar.out[0].hash, ar.out[0].hash_len, ABC_SHA));
  CHECK(ar.out[0].size == 3 && !ar.out[0].executable && !ar.out[0].contents);
  /* every strict prefix is malformed, or (cut between fields) has no output */
  for (size_t cut = 1; b && cut < len; cut++) CHECK(cache__action_result_decode(b, cut, &ar) != 0);
  free(b);

  /* an executable, a size needing a multi-byte varint */
  b = cache__action_result_encode("executable", EMPTY_SHA, 300000, 1, &len);
  CHECK(b && cache__action_result_decode(b, len, &ar) == 0);
  CHECK(ar.noutputs == 1 && ar.out[0].executable && ar.out[0].size == 300000);
  CHECK(same(ar.out[0].path, ar.out[0].path_len, "executable"));
  free(b);

  /* size 0 is proto3's default: not written */
  b = cache__action_result_encode("typed-ir", EMPTY_SHA, 0, 0, &len);
  CHECK(b && len == 2 + 2 + 8 + 2 + 2 + 64);
  CHECK(b && cache__action_result_decode(b, len, &ar) == 0 && ar.out[0].size == 0);
  free(b);
}

static void test_decode(void) {
  cache__action_result ar;
  /* what another client may add: unknown fields of every wire type around
   * ours, exit_code, inlined contents, stdout_digest (a nested message) */
  uint8_t m[256];
  size_t n = 0;
  m[n++] = 0x08; m[n++] = 0x96; m[n++] = 0x01;                 /* field 1 varint 150 (unknown) */
  m[n++] = 0x12; m[n++] = 0;                                   /* output_files, filled below */
  size_t of_at = n;
  m[n++] = 0x0a; m[n++] = 1; m[n++] = 'x';                     /* path "x" */
  m[n++] = 0x12; m[n++] = 2 + 64 + 2;                          /* digest */
  m[n++] = 0x0a; m[n++] = 64; memcpy(m + n, ABC_SHA, 64); n += 64;
  m[n++] = 0x10; m[n++] = 3;
  m[n++] = 0x2a; m[n++] = 3; m[n++] = 'a'; m[n++] = 'b'; m[n++] = 'c'; /* contents */
  m[n++] = 0x31; memset(m + n, 0, 8); n += 8;                  /* field 6 fixed64 (unknown) */
  m[of_at - 1] = (uint8_t)(n - of_at);
  m[n++] = 0x20; m[n++] = 0;                                   /* exit_code 0 */
  m[n++] = 0x35; memset(m + n, 0, 4); n += 4;                  /* field 6 fixed32 (unknown) */
  m[n++] = 0x32; m[n++] = 2; m[n++] = 0x10; m[n++] = 0;        /* stdout_digest {} */
  CHECK(cache__action_result_decode(m, n, &ar) == 0);
  CHECK(ar.noutputs == 1 && same(ar.out[0].path, ar.out[0].path_len, "x"));
  CHECK(ar.out[0].contents && same((const char *)ar.out[0].contents, ar.out[0].contents_len, "abc"));
  CHECK(cache__blob_verify(ar.out[0].contents, ar.out[0].contents_len, ar.out[0].hash, ar.out[0].hash_len,
                           ar.out[0].size));
  /* empty message: valid, no outputs */
  CHECK(cache__action_result_decode(m, 0, &ar) == 0 && ar.noutputs == 0);
  /* a non-zero exit code, negative as proto3 writes int32 */
  static const uint8_t neg[] = {0x20, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01};
  CHECK(cache__action_result_decode(neg, sizeof neg, &ar) == 0 && ar.exit_code == -1);
  /* malformed: a length past the end, an 11-byte varint, field 0, a group, a wrong wire type */
  static const uint8_t bad1[] = {0x12, 5, 0x0a, 1};
  static const uint8_t bad2[] = {0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01};
  static const uint8_t bad3[] = {0x00, 0x01};
  static const uint8_t bad4[] = {0x13, 0x14};
  static const uint8_t bad5[] = {0x10, 0x01};
  static const uint8_t bad6[] = {0x12, 5, 0x0a, 1, 'x', 0x08, 1, 0x12, 2, 0x10, 1}; /* second path a varint */
  CHECK(cache__action_result_decode(bad1, sizeof bad1, &ar) != 0);
  CHECK(cache__action_result_decode(bad2, sizeof bad2, &ar) != 0);
  CHECK(cache__action_result_decode(bad3, sizeof bad3, &ar) != 0);
  CHECK(cache__action_result_decode(bad4, sizeof bad4, &ar) != 0);
  CHECK(cache__action_result_decode(bad5, sizeof bad5, &ar) != 0);
  CHECK(cache__action_result_decode(bad6, sizeof bad6, &ar) != 0);
  /* garbage never crashes and never claims more than fits */
  srand(7);
  for (int i = 0; i < 20000; i++) {
    uint8_t g[64];
    size_t gl = (size_t)(rand() % 64);
    for (size_t j = 0; j < gl; j++) g[j] = (uint8_t)rand();
    if (cache__action_result_decode(g, gl, &ar) == 0)
      for (int k = 0; k < ar.noutputs; k++)
        CHECK(ar.out[k].path_len <= gl && ar.out[k].hash_len <= gl && ar.out[k].contents_len <= gl);
  }
}

/* A server that is not there, and one that never answers: both cost one
 * bounded wait, then the remote is off for the handle's life. */
static void test_unavailable(void) {
  cache_remote *r = NULL;
  char *err = NULL, *warn = NULL;
  cache_remote_options o = {.url = "ftp://example/x"};
  CHECK(cache_remote_open(&r, &o, &err) != 0 && err && !r);
  free(err);
  err = NULL;

  int ls = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
  socklen_t al = sizeof a;
  CHECK(bind(ls, (struct sockaddr *)&a, sizeof a) == 0 && listen(ls, 8) == 0);
  getsockname(ls, (struct sockaddr *)&a, &al);
  char url[64];
  snprintf(url, sizeof url, "http://127.0.0.1:%d/prefix/", ntohs(a.sin_port));
  cache_key key = {{1, 2, 3}};
  void *data;
  size_t size;

  /* listening but silent: the total timeout ends the wait */
  o = (cache_remote_options){.url = url, .upload = 1, .timeout_ms = 300};
  CHECK(cache_remote_open(&r, &o, &err) == 0);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  CHECK(cache_remote_get(r, &key, "object", &data, &size, &warn) == 1 && !data);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
  CHECK(ms >= 250 && ms < 5000);
  CHECK(warn && strstr(warn, "GET ac/") && !strchr(warn, '\n'));
  free(warn);
  warn = NULL;
  /* down now: no more waiting, no more warnings */
  clock_gettime(CLOCK_MONOTONIC, &t0);
  CHECK(cache_remote_get(r, &key, "object", &data, &size, &warn) == 1 && !warn);
  CHECK(cache_remote_put(r, &key, "object", "abc", 3, 0, &warn) == 0 && !warn);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  CHECK((t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6 < 100);
  cache_remote_stats st;
  cache_remote_stats_get(r, &st);
  CHECK(st.errors == 1 && st.hits == 0 && st.uploads == 0);
  cache_remote_close(r);

  /* nobody listening: refused at once */
  close(ls);
  o.timeout_ms = 0;
  CHECK(cache_remote_open(&r, &o, &err) == 0);
  CHECK(cache_remote_put(r, &key, "object", "abc", 3, 0, &warn) == -1 && warn && strstr(warn, "PUT cas/"));
  free(warn);
  warn = NULL;
  cache_remote_stats_get(r, &st);
  CHECK(st.errors == 1 && st.uploads == 0);
  cache_remote_close(r);
}

int main(void) {
  test_digests();
  test_encode();
  test_decode();
  test_unavailable();
  if (failures) fprintf(stderr, "remote_test: %d failure(s)\n", failures);
  return failures != 0;
}
