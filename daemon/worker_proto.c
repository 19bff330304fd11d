/* worker_proto.c - Bazel worker messages: varint-framed protobuf and a stream of JSON objects (worker_proto.h). */
#include "worker_proto.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void kd_work_request_free(kd_work_request *r) {
  for (uint32_t i = 0; i < r->nargs; i++) free(r->args[i]);
  free(r->args);
  for (uint32_t i = 0; i < r->ninputs; i++) {
    free(r->inputs[i].path);
    free(r->inputs[i].digest);
  }
  free(r->inputs);
  free(r->sandbox_dir);
  memset(r, 0, sizeof *r);
}

static void set_err(char *err, size_t cap, const char *msg) {
  if (cap) snprintf(err, cap, "%s", msg);
}

/* ---- protobuf ------------------------------------------------------------------------ */

/* A varint at p[*i..n): 0, 1 when truncated, -1 when longer than 10 bytes or overflowing. */
static int varint(const uint8_t *p, size_t n, size_t *i, uint64_t *v) {
  uint64_t r = 0;
  for (int k = 0; k < 10; k++) {
    if (*i >= n) return 1;
    uint8_t b = p[(*i)++];
    if (k == 9 && b > 1) return -1;
    r |= (uint64_t)(b & 0x7f) << (7 * k);
    if (!(b & 0x80)) {
      *v = r;
      return 0;
    }
  }
  return -1;
}

int kd_work_frame(const uint8_t *buf, size_t avail, uint64_t *len, size_t *hdr) {
  size_t i = 0;
  int rc = varint(buf, avail, &i, len);
  if (rc != 0) return rc;
  if (*len > KD_WORK_MAX_MESSAGE) return -1;
  *hdr = i;
  return 0;
}

static char *dup_bytes(const uint8_t *p, size_t n) {
  char *s = malloc(n + 1);
  if (!s) return NULL;
  memcpy(s, p, n);
  s[n] = 0;
  return s;
}

static int push(void **arr, uint32_t *n, size_t size) {
  void *g = realloc(*arr, (*n + 1) * size);
  if (!g) return -1;
  *arr = g;
  memset((char *)g + *n * size, 0, size);
  (*n)++;
  return 0;
}

/* Skips a field of wire type wt at p[*i..n): 0 or -1. */
static int skip_field(const uint8_t *p, size_t n, size_t *i, unsigned wt) {
  uint64_t v;
  switch (wt) {
  case 0: return varint(p, n, i, &v) == 0 ? 0 : -1;
  case 1: if (n - *i < 8) return -1; *i += 8; return 0;
  case 5: if (n - *i < 4) return -1; *i += 4; return 0;
  case 2:
    if (varint(p, n, i, &v) != 0 || v > n - *i) return -1;
    *i += (size_t)v;
    return 0;
  default: return -1; /* groups (3, 4) and undefined types */
  }
}

static int decode_input(const uint8_t *p, size_t n, kd_work_input *in, char *err, size_t cap) {
  size_t i = 0;
  while (i < n) {
    uint64_t key, len;
    if (varint(p, n, &i, &key) != 0 || (key >> 3) == 0) return set_err(err, cap, "malformed Input key"), -1;
    unsigned f = (unsigned)(key >> 3), wt = key & 7;
    if ((f == 1 || f == 2) && wt == 2) {
      if (varint(p, n, &i, &len) != 0 || len > n - i) return set_err(err, cap, "truncated Input field"), -1;
      char *s = dup_bytes(p + i, (size_t)len);
      if (!s) return set_err(err, cap, "out of memory"), -1;
      if (f == 1) {
        free(in->path);
        in->path = s;
      } else {
        free(in->digest);
        in->digest = s;
        in->digest_len = (size_t)len;
      }
      i += (size_t)len;
    } else if (f == 1 || f == 2) {
      return set_err(err, cap, "Input field with the wrong wire type"), -1;
    } else if (skip_field(p, n, &i, wt) != 0) {
      return set_err(err, cap, "malformed unknown field in Input"), -1;
    }
  }
  return 0;
}

int kd_work_request_decode(const uint8_t *p, size_t n, kd_work_request *out, char *err, size_t cap) {
  memset(out, 0, sizeof *out);
  size_t i = 0;
  while (i < n) {
    uint64_t key, v;
    if (varint(p, n, &i, &key) != 0 || (key >> 3) == 0 || (key >> 3) > 0x1fffffff) {
      set_err(err, cap, "malformed field key in WorkRequest");
      goto fail;
    }
    unsigned f = (unsigned)(key >> 3), wt = key & 7;
    int known = f >= 1 && f <= 6;
    int want = f == 1 || f == 2 || f == 6 ? 2 : 0;
    if (known && (int)wt != want) {
      set_err(err, cap, "WorkRequest field with the wrong wire type");
      goto fail;
    }
    if (!known) {
      if (skip_field(p, n, &i, wt) != 0) {
        set_err(err, cap, "malformed unknown field in WorkRequest");
        goto fail;
      }
      continue;
    }
    if (wt == 0) {
      if (varint(p, n, &i, &v) != 0) {
        set_err(err, cap, "malformed varint in WorkRequest");
        goto fail;
      }
      if (f == 3) out->request_id = (int32_t)(uint32_t)v;
      else if (f == 4) out->cancel = v != 0;
      else out->verbosity = (int32_t)(uint32_t)v;
      continue;
    }
    if (varint(p, n, &i, &v) != 0 || v > n - i) {
      set_err(err, cap, "truncated field in WorkRequest");
      goto fail;
    }
    size_t len = (size_t)v;
    if (f == 1) {
      if (memchr(p + i, 0, len)) {
        set_err(err, cap, "an argument holds a NUL byte");
        goto fail;
      }
      if (push((void **)&out->args, &out->nargs, sizeof *out->args) != 0 ||
          !(out->args[out->nargs - 1] = dup_bytes(p + i, len))) {
        set_err(err, cap, "out of memory");
        goto fail;
      }
    } else if (f == 2) {
      if (push((void **)&out->inputs, &out->ninputs, sizeof *out->inputs) != 0 ||
          decode_input(p + i, len, &out->inputs[out->ninputs - 1], err, cap) != 0)
        goto fail;
    } else {
      free(out->sandbox_dir);
      if (!(out->sandbox_dir = dup_bytes(p + i, len))) goto fail;
    }
    i += len;
  }
  return 0;
fail:
  kd_work_request_free(out);
  return -1;
}

static size_t put_varint(uint8_t *o, uint64_t v) {
  size_t k = 0;
  do {
    uint8_t b = v & 0x7f;
    v >>= 7;
    o[k++] = b | (v ? 0x80 : 0);
  } while (v);
  return k;
}

uint8_t *kd_work_response_encode(int32_t exit_code, const char *output, size_t olen, int32_t request_id,
                                 int was_cancelled, size_t *n) {
  uint8_t *buf = malloc(olen + 64);
  if (!buf) return NULL;
  uint8_t *m = buf + 10; /* the message, after room for its length */
  size_t k = 0;
  if (exit_code) {
    m[k++] = 0x08;
    k += put_varint(m + k, (uint64_t)(int64_t)exit_code); /* negative int32: ten bytes */
  }
  if (olen) {
    m[k++] = 0x12;
    k += put_varint(m + k, olen);
    memcpy(m + k, output, olen);
    k += olen;
  }
  if (request_id) {
    m[k++] = 0x18;
    k += put_varint(m + k, (uint64_t)(int64_t)request_id);
  }
  if (was_cancelled) {
    m[k++] = 0x20;
    m[k++] = 1;
  }
  uint8_t hdr[10];
  size_t h = put_varint(hdr, k);
  memcpy(m - h, hdr, h);
  memmove(buf, m - h, h + k);
  *n = h + k;
  return buf;
}

/* ---- JSON ---------------------------------------------------------------------------- */

typedef struct {
  const char *s;
  size_t n, i;
  char *err;
  size_t cap;
} jp;

#define J_MORE 1
#define J_BAD -1

static int jfail(jp *p, const char *msg) {
  set_err(p->err, p->cap, msg);
  return J_BAD;
}

static void jws(jp *p) {
  while (p->i < p->n && (p->s[p->i] == ' ' || p->s[p->i] == '\t' || p->s[p->i] == '\n' || p->s[p->i] == '\r')) p->i++;
}

static int hex4(jp *p, unsigned *v) {
  if (p->n - p->i < 4) return J_MORE;
  *v = 0;
  for (int k = 0; k < 4; k++) {
    char c = p->s[p->i++];
    *v <<= 4;
    if (c >= '0' && c <= '9') *v |= (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f') *v |= (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') *v |= (unsigned)(c - 'A' + 10);
    else return jfail(p, "bad \\u escape");
  }
  return 0;
}

/* A string at p->i (its opening quote); out (malloc'd, NUL-terminated) may be NULL to skip it. */
static int jstring(jp *p, char **out, size_t *outlen) {
  if (p->i >= p->n) return J_MORE;
  if (p->s[p->i] != '"') return jfail(p, "expected a string");
  p->i++;
  size_t cap = 16, k = 0;
  char *b = out ? malloc(cap) : NULL;
  if (out && !b) return jfail(p, "out of memory");
  int rc = 0;
  for (;;) {
    if (p->i >= p->n) { rc = J_MORE; break; }
    unsigned char c = (unsigned char)p->s[p->i++];
    unsigned cp = c;
    if (c == '"') break;
    if (c < 0x20) { rc = jfail(p, "control character in a string"); break; }
    if (c == '\\') {
      if (p->i >= p->n) { rc = J_MORE; break; }
      char e = p->s[p->i++];
      switch (e) {
      case '"': cp = '"'; break;
      case '\\': cp = '\\'; break;
      case '/': cp = '/'; break;
      case 'b': cp = '\b'; break;
      case 'f': cp = '\f'; break;
      case 'n': cp = '\n'; break;
      case 'r': cp = '\r'; break;
      case 't': cp = '\t'; break;
      case 'u':
        if ((rc = hex4(p, &cp)) != 0) break;
        if (cp >= 0xd800 && cp < 0xdc00) { /* a surrogate pair */
          if (p->n - p->i < 2) { rc = J_MORE; break; }
          if (p->s[p->i] != '\\' || p->s[p->i + 1] != 'u') { rc = jfail(p, "lone surrogate"); break; }
          p->i += 2;
          unsigned lo;
          if ((rc = hex4(p, &lo)) != 0) break;
          if (lo < 0xdc00 || lo > 0xdfff) { rc = jfail(p, "lone surrogate"); break; }
          cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
        } else if (cp >= 0xdc00 && cp < 0xe000) {
          rc = jfail(p, "lone surrogate");
        } else if (cp == 0) {
          rc = jfail(p, "NUL in a string");
        }
        break;
      default: rc = jfail(p, "bad escape in a string");
      }
      if (rc) break;
    }
    if (!out) continue;
    if (k + 5 > cap) {
      cap *= 2;
      char *g = realloc(b, cap);
      if (!g) { rc = jfail(p, "out of memory"); break; }
      b = g;
    }
    if (c == '\\' && cp >= 0x80) { /* an escape: UTF-8 of the code point */
      if (cp < 0x800) {
        b[k++] = (char)(0xc0 | (cp >> 6));
      } else if (cp < 0x10000) {
        b[k++] = (char)(0xe0 | (cp >> 12));
        b[k++] = (char)(0x80 | ((cp >> 6) & 0x3f));
      } else {
        b[k++] = (char)(0xf0 | (cp >> 18));
        b[k++] = (char)(0x80 | ((cp >> 12) & 0x3f));
        b[k++] = (char)(0x80 | ((cp >> 6) & 0x3f));
      }
      b[k++] = (char)(0x80 | (cp & 0x3f));
    } else {
      b[k++] = (char)cp;
    }
  }
  if (rc) {
    free(b);
    return rc;
  }
  if (out) {
    b[k] = 0;
    *out = b;
    if (outlen) *outlen = k;
  }
  return 0;
}

/* A number; its value in *v (NULL: skip). */
static int jnumber(jp *p, double *v) {
  size_t st = p->i;
  if (p->i < p->n && p->s[p->i] == '-') p->i++;
  size_t digits = p->i;
  while (p->i < p->n && ((p->s[p->i] >= '0' && p->s[p->i] <= '9') || strchr(".eE+-", p->s[p->i]))) p->i++;
  if (p->i >= p->n) return J_MORE; /* it may go on */
  if (p->i == digits) return jfail(p, "bad number");
  char tmp[64];
  size_t len = p->i - st;
  if (len >= sizeof tmp) return jfail(p, "number too long");
  memcpy(tmp, p->s + st, len);
  tmp[len] = 0;
  char *end;
  double d = strtod(tmp, &end);
  if (*end) return jfail(p, "bad number");
  if (v) *v = d;
  return 0;
}

static int jliteral(jp *p, const char *word) {
  size_t l = strlen(word);
  for (size_t k = 0; k < l; k++) {
    if (p->i + k >= p->n) return J_MORE;
    if (p->s[p->i + k] != word[k]) return jfail(p, "bad literal");
  }
  p->i += l;
  return 0;
}

static int jskip(jp *p, int depth);

/* Calls on_member(p, key, ctx) for each member of the object at p->i. */
static int jobject(jp *p, int depth, int (*member)(jp *, const char *, void *, int), void *ctx) {
  if (depth > 64) return jfail(p, "nested too deeply");
  if (p->i >= p->n) return J_MORE;
  if (p->s[p->i] != '{') return jfail(p, "expected an object");
  p->i++;
  jws(p);
  if (p->i >= p->n) return J_MORE;
  if (p->s[p->i] == '}') {
    p->i++;
    return 0;
  }
  for (;;) {
    jws(p);
    char *key = NULL;
    int rc = jstring(p, &key, NULL);
    if (rc) return rc;
    jws(p);
    if (p->i >= p->n) rc = J_MORE;
    else if (p->s[p->i] != ':') rc = jfail(p, "expected ':'");
    if (rc) {
      free(key);
      return rc;
    }
    p->i++;
    jws(p);
    rc = member ? member(p, key, ctx, depth + 1) : jskip(p, depth + 1);
    free(key);
    if (rc) return rc;
    jws(p);
    if (p->i >= p->n) return J_MORE;
    if (p->s[p->i] == '}') {
      p->i++;
      return 0;
    }
    if (p->s[p->i] != ',') return jfail(p, "expected ',' or '}'");
    p->i++;
  }
}

/* Calls item(p, ctx) for each element of the array at p->i. */
static int jarray(jp *p, int depth, int (*item)(jp *, void *, int), void *ctx) {
  if (depth > 64) return jfail(p, "nested too deeply");
  if (p->i >= p->n) return J_MORE;
  if (p->s[p->i] != '[') return jfail(p, "expected an array");
  p->i++;
  jws(p);
  if (p->i >= p->n) return J_MORE;
  if (p->s[p->i] == ']') {
    p->i++;
    return 0;
  }
  for (;;) {
    jws(p);
    int rc = item ? item(p, ctx, depth + 1) : jskip(p, depth + 1);
    if (rc) return rc;
    jws(p);
    if (p->i >= p->n) return J_MORE;
    if (p->s[p->i] == ']') {
      p->i++;
      return 0;
    }
    if (p->s[p->i] != ',') return jfail(p, "expected ',' or ']'");
    p->i++;
  }
}

static int jskip(jp *p, int depth) {
  if (p->i >= p->n) return J_MORE;
  switch (p->s[p->i]) {
  case '{': return jobject(p, depth, NULL, NULL);
  case '[': return jarray(p, depth, NULL, NULL);
  case '"': return jstring(p, NULL, NULL);
  case 't': return jliteral(p, "true");
  case 'f': return jliteral(p, "false");
  case 'n': return jliteral(p, "null");
  default: return jnumber(p, NULL);
  }
}

static int jbool(jp *p, int *v) {
  if (p->i >= p->n) return J_MORE;
  if (p->s[p->i] == 't') {
    *v = 1;
    return jliteral(p, "true");
  }
  if (p->s[p->i] == 'f') {
    *v = 0;
    return jliteral(p, "false");
  }
  return jfail(p, "expected true or false");
}

static int jint32(jp *p, int32_t *v) {
  double d;
  int rc = jnumber(p, &d);
  if (rc) return rc;
  if (d != (double)(int32_t)d) return jfail(p, "expected a 32-bit integer");
  *v = (int32_t)d;
  return 0;
}

static int arg_item(jp *p, void *ctx, int depth) {
  kd_work_request *r = ctx;
  (void)depth;
  char *s = NULL;
  int rc = jstring(p, &s, NULL);
  if (rc) return rc;
  if (push((void **)&r->args, &r->nargs, sizeof *r->args) != 0) {
    free(s);
    return jfail(p, "out of memory");
  }
  r->args[r->nargs - 1] = s;
  return 0;
}

static int input_member(jp *p, const char *key, void *ctx, int depth) {
  kd_work_input *in = ctx;
  if (!strcmp(key, "path")) {
    free(in->path);
    in->path = NULL;
    return jstring(p, &in->path, NULL);
  }
  if (!strcmp(key, "digest")) {
    free(in->digest);
    in->digest = NULL;
    return jstring(p, &in->digest, &in->digest_len);
  }
  return jskip(p, depth);
}

static int input_item(jp *p, void *ctx, int depth) {
  kd_work_request *r = ctx;
  if (push((void **)&r->inputs, &r->ninputs, sizeof *r->inputs) != 0) return jfail(p, "out of memory");
  return jobject(p, depth, input_member, &r->inputs[r->ninputs - 1]);
}

static int request_member(jp *p, const char *key, void *ctx, int depth) {
  kd_work_request *r = ctx;
  if (!strcmp(key, "arguments")) return jarray(p, depth, arg_item, r);
  if (!strcmp(key, "inputs")) return jarray(p, depth, input_item, r);
  if (!strcmp(key, "requestId")) return jint32(p, &r->request_id);
  if (!strcmp(key, "cancel")) return jbool(p, &r->cancel);
  if (!strcmp(key, "verbosity")) return jint32(p, &r->verbosity);
  if (!strcmp(key, "sandboxDir")) {
    free(r->sandbox_dir);
    r->sandbox_dir = NULL;
    return jstring(p, &r->sandbox_dir, NULL);
  }
  return jskip(p, depth);
}

int kd_work_request_decode_json(const char *buf, size_t avail, size_t *used, kd_work_request *out, char *err,
                                size_t cap) {
  memset(out, 0, sizeof *out);
  jp p = {buf, avail, 0, err, cap};
  jws(&p);
  if (p.i >= p.n) return J_MORE;
  int rc = jobject(&p, 0, request_member, out);
  if (rc == J_MORE && avail > KD_WORK_MAX_MESSAGE) rc = jfail(&p, "request too large");
  if (rc) {
    kd_work_request_free(out);
    return rc;
  }
  *used = p.i;
  return 0;
}

char *kd_work_response_encode_json(int32_t exit_code, const char *output, size_t olen, int32_t request_id,
                                   int was_cancelled, size_t *n) {
  size_t cap = olen * 6 + 128, k = 0;
  char *b = malloc(cap);
  if (!b) return NULL;
  k += (size_t)snprintf(b + k, cap - k, "{\"exitCode\":%d,\"output\":\"", (int)exit_code);
  const unsigned char *s = (const unsigned char *)output;
  for (size_t i = 0; i < olen; i++) {
    unsigned char c = s[i];
    size_t seq = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    int valid = seq > 0 && i + seq <= olen;
    for (size_t q = 1; valid && q < seq; q++) valid = (s[i + q] & 0xc0) == 0x80;
    if (!valid) { /* not UTF-8: the replacement character */
      k += (size_t)snprintf(b + k, cap - k, "\\ufffd");
    } else if (c == '"' || c == '\\') {
      b[k++] = '\\';
      b[k++] = (char)c;
    } else if (c == '\n') {
      k += (size_t)snprintf(b + k, cap - k, "\\n");
    } else if (c < 0x20 || c == 0x7f) {
      k += (size_t)snprintf(b + k, cap - k, "\\u%04x", c);
    } else {
      memcpy(b + k, s + i, seq);
      k += seq;
      i += seq - 1;
    }
  }
  k += (size_t)snprintf(b + k, cap - k, "\",\"requestId\":%d,\"wasCancelled\":%s}\n", (int)request_id,
                        was_cancelled ? "true" : "false");
  *n = k;
  return b;
}
