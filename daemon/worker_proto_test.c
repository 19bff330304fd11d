/* worker_proto_test.c - Bazel worker messages: varint framing, requests decoded, truncated and malformed ones refused, JSON streams. */
#include "worker_proto.h"

#include <stdlib.h>
#include <string.h>

#include "kiln_test.h"

/* A WorkRequest as Bazel's protobuf library writes it. */
static size_t sample(uint8_t *b) {
  size_t k = 0;
  const char *args[] = {"compile", "lib/a.ts", "--main"};
  for (int i = 0; i < 3; i++) {
    b[k++] = 0x0a;
    b[k++] = (uint8_t)strlen(args[i]);
    memcpy(b + k, args[i], strlen(args[i]));
    k += strlen(args[i]);
  }
  /* inputs { path: "x.kif" digest: "ab" } */
  b[k++] = 0x12;
  b[k++] = 11;
  b[k++] = 0x0a;
  b[k++] = 5;
  memcpy(b + k, "x.kif", 5);
  k += 5;
  b[k++] = 0x12;
  b[k++] = 2;
  b[k++] = 'a';
  b[k++] = 'b';
  b[k++] = 0x18; /* request_id 300 */
  b[k++] = 0xac;
  b[k++] = 0x02;
  b[k++] = 0x38; /* unknown field 7 (varint): skipped */
  b[k++] = 0x05;
  b[k++] = 0x32; /* sandbox_dir "sb" */
  b[k++] = 2;
  b[k++] = 's';
  b[k++] = 'b';
  return k;
}

static void proto_requests(void) {
  uint8_t b[128];
  size_t n = sample(b);
  kd_work_request r;
  char err[256];
  CHECK(kd_work_request_decode(b, n, &r, err, sizeof err) == 0);
  CHECK(r.nargs == 3 && !strcmp(r.args[0], "compile") && !strcmp(r.args[2], "--main"));
  CHECK(r.ninputs == 1 && !strcmp(r.inputs[0].path, "x.kif") && r.inputs[0].digest_len == 2);
  CHECK(r.request_id == 300 && !r.cancel && r.sandbox_dir && !strcmp(r.sandbox_dir, "sb"));
  kd_work_request_free(&r);

  /* every truncation is refused, never read past */
  for (size_t cut = 1; cut < n; cut++) {
    uint8_t *t = malloc(cut); /* exactly cut bytes, so ASan sees any overread */
    memcpy(t, b, cut);
    int rc = kd_work_request_decode(t, cut, &r, err, sizeof err);
    if (rc == 0) kd_work_request_free(&r);
    /* cutting between fields leaves a valid shorter message; inside one, an error */
    free(t);
  }
  uint8_t cut_inside[] = {0x0a, 0x05, 'a', 'b'};
  CHECK(kd_work_request_decode(cut_inside, sizeof cut_inside, &r, err, sizeof err) == -1);
  uint8_t bad_key[] = {0x00, 0x01};
  CHECK(kd_work_request_decode(bad_key, sizeof bad_key, &r, err, sizeof err) == -1);
  uint8_t wrong_type[] = {0x08, 0x01}; /* field 1 as a varint */
  CHECK(kd_work_request_decode(wrong_type, sizeof wrong_type, &r, err, sizeof err) == -1);
  uint8_t group[] = {0x3b, 0x01}; /* field 7, wire type 3 */
  CHECK(kd_work_request_decode(group, sizeof group, &r, err, sizeof err) == -1);
  uint8_t long_varint[] = {0x18, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01};
  CHECK(kd_work_request_decode(long_varint, sizeof long_varint, &r, err, sizeof err) == -1);
  uint8_t nul_arg[] = {0x0a, 0x02, 'a', 0};
  CHECK(kd_work_request_decode(nul_arg, sizeof nul_arg, &r, err, sizeof err) == -1);
  uint8_t huge_len[] = {0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f};
  CHECK(kd_work_request_decode(huge_len, sizeof huge_len, &r, err, sizeof err) == -1);
  /* the empty message is a valid request with nothing set */
  CHECK(kd_work_request_decode(b, 0, &r, err, sizeof err) == 0 && r.nargs == 0 && r.request_id == 0);
  kd_work_request_free(&r);
  uint8_t cancel[] = {0x18, 0x07, 0x20, 0x01};
  CHECK(kd_work_request_decode(cancel, sizeof cancel, &r, err, sizeof err) == 0 && r.cancel && r.request_id == 7);
  kd_work_request_free(&r);
}

static void framing(void) {
  uint64_t len;
  size_t hdr;
  uint8_t one[] = {0x05};
  CHECK(kd_work_frame(one, 1, &len, &hdr) == 0 && len == 5 && hdr == 1);
  uint8_t two[] = {0xac, 0x02};
  CHECK(kd_work_frame(two, 2, &len, &hdr) == 0 && len == 300 && hdr == 2);
  CHECK(kd_work_frame(two, 1, &len, &hdr) == 1); /* needs more */
  CHECK(kd_work_frame(two, 0, &len, &hdr) == 1);
  uint8_t big[] = {0x80, 0x80, 0x80, 0x80, 0x01}; /* 256 MiB: refused */
  CHECK(kd_work_frame(big, sizeof big, &len, &hdr) == -1);
  uint8_t endless[11];
  memset(endless, 0x80, sizeof endless);
  CHECK(kd_work_frame(endless, sizeof endless, &len, &hdr) == -1);

  /* responses: length prefix, then the fields that are not defaults */
  size_t n;
  uint8_t *m = kd_work_response_encode(0, "", 0, 0, 0, &n);
  CHECK(m && n == 1 && m[0] == 0);
  free(m);
  m = kd_work_response_encode(1, "oops", 4, 300, 0, &n);
  uint8_t want[] = {11, 0x08, 0x01, 0x12, 4, 'o', 'o', 'p', 's', 0x18, 0xac, 0x02};
  CHECK(m && n == sizeof want && !memcmp(m, want, n));
  free(m);
  m = kd_work_response_encode(-1, "", 0, 2, 1, &n); /* a negative int32 takes ten bytes */
  CHECK(m && n == 1 + 1 + 10 + 2 + 2 && m[0] == 15 && m[2] == 0xff && m[11] == 0x01);
  free(m);
}

static void json_stream(void) {
  /* Bazel 4.x: objects back to back, no separator */
  const char *s = "{\"arguments\":[\"compile\",\"a\\\"b\\u00e9\\ud83d\\ude00\"],\"inputs\":[{\"path\":\"x.kif\",\"digest\":\"YWI=\"}],"
                  "\"requestId\":12,\"unknown\":{\"deep\":[1,2.5e3,null,true]}}"
                  "{\"requestId\":12,\"cancel\":true}\n {\"arguments\":[]}";
  size_t n = strlen(s), used = 0, at = 0;
  kd_work_request r;
  char err[256];
  CHECK(kd_work_request_decode_json(s, n, &used, &r, err, sizeof err) == 0);
  CHECK(r.nargs == 2 && !strcmp(r.args[1], "a\"b\xc3\xa9\xf0\x9f\x98\x80") && r.request_id == 12 && !r.cancel);
  CHECK(r.ninputs == 1 && !strcmp(r.inputs[0].path, "x.kif") && !strcmp(r.inputs[0].digest, "YWI="));
  kd_work_request_free(&r);
  at += used;
  CHECK(kd_work_request_decode_json(s + at, n - at, &used, &r, err, sizeof err) == 0 && r.cancel && r.request_id == 12);
  kd_work_request_free(&r);
  at += used;
  CHECK(kd_work_request_decode_json(s + at, n - at, &used, &r, err, sizeof err) == 0 && r.nargs == 0);
  kd_work_request_free(&r);
  at += used;
  CHECK(at == n);

  /* every prefix of an object asks for more; none reads past its end */
  const char *one = "{\"arguments\":[\"x\",\"\\u0041\"],\"requestId\":3,\"cancel\":false}";
  for (size_t cut = 0; cut < strlen(one); cut++) {
    char *t = malloc(cut + 1);
    memcpy(t, one, cut);
    int rc = kd_work_request_decode_json(t, cut, &used, &r, err, sizeof err);
    CHECK(rc == 1);
    if (rc == 0) kd_work_request_free(&r);
    free(t);
  }
  const char *bad[] = {"[1]", "{\"arguments\":[1]}", "{\"requestId\":1.5}", "{\"requestId\":\"1\"}",
                       "{\"a\" 1}", "{\"a\":tru}", "{\"s\":\"\\x\"}", "{\"s\":\"\\ud800\"}", "{\"s\":\"\x01\"}",
                       "{\"arguments\":[\"\\u0000\"]}", "{,}", "{\"cancel\":1}"};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    int rc = kd_work_request_decode_json(bad[i], strlen(bad[i]), &used, &r, err, sizeof err);
    CHECK(rc == -1);
    if (rc == 0) kd_work_request_free(&r);
  }
  /* deep nesting is refused, not a stack overflow */
  char deep[400];
  strcpy(deep, "{\"x\":");
  for (int i = 0; i < 100; i++) strcat(deep, "[");
  CHECK(kd_work_request_decode_json(deep, strlen(deep), &used, &r, err, sizeof err) == -1);

  size_t rn;
  char *resp = kd_work_response_encode_json(1, "a\"\n\x01\xc3\xa9\xff", 7, 5, 0, &rn);
  CHECK(resp && !strcmp(resp, "{\"exitCode\":1,\"output\":\"a\\\"\\n\\u0001\xc3\xa9\\ufffd\",\"requestId\":5,\"wasCancelled\":false}\n"));
  free(resp);
}

static void random_bytes(void) {
  srand(12345);
  uint8_t b[64];
  char err[256];
  for (int it = 0; it < 20000; it++) {
    size_t n = (size_t)(rand() % (int)sizeof b);
    for (size_t i = 0; i < n; i++) b[i] = (uint8_t)(rand() % 4 == 0 ? 0x0a : rand());
    kd_work_request r;
    uint8_t *t = malloc(n ? n : 1);
    memcpy(t, b, n);
    if (kd_work_request_decode(t, n, &r, err, sizeof err) == 0) kd_work_request_free(&r);
    size_t used;
    if (kd_work_request_decode_json((const char *)t, n, &used, &r, err, sizeof err) == 0) {
      CHECK(used <= n);
      kd_work_request_free(&r);
    }
    free(t);
  }
}

int main(void) {
  proto_requests();
  framing();
  json_stream();
  random_bytes();
  if (failures) fprintf(stderr, "%d check(s) failed\n", failures);
  return failures != 0;
}
