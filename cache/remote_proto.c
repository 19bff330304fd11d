/* remote_proto.c - REAPI ActionResult encoding and decoding, SHA-256 digests (see remote_proto.h). */
#include "remote_proto.h"

#include <openssl/evp.h>
#include <stdlib.h>
#include <string.h>

void cache__sha256_hex(const void *data, size_t n, char out[CACHE__SHA256_HEX + 1]) {
  static const char hexd[] = "0123456789abcdef";
  unsigned char md[32];
  unsigned int mdlen = 0;
  if (!EVP_Digest(data, n, md, &mdlen, EVP_sha256(), NULL) || mdlen != 32) {
    memset(out, '0', CACHE__SHA256_HEX); /* matches nothing a server holds for real data */
    out[CACHE__SHA256_HEX] = '\0';
    return;
  }
  for (int i = 0; i < 32; i++) {
    out[2 * i] = hexd[md[i] >> 4];
    out[2 * i + 1] = hexd[md[i] & 15];
  }
  out[CACHE__SHA256_HEX] = '\0';
}

int cache__blob_verify(const void *data, size_t n, const char *hash, size_t hash_len, int64_t size) {
  if (size < 0 || (uint64_t)size != n || hash_len != CACHE__SHA256_HEX) return 0;
  char got[CACHE__SHA256_HEX + 1];
  cache__sha256_hex(data, n, got);
  for (size_t i = 0; i < CACHE__SHA256_HEX; i++) {
    char c = hash[i];
    if (c >= 'A' && c <= 'F') c = (char)(c - 'A' + 'a');
    if (c != got[i]) return 0;
  }
  return 1;
}

/* ---- encoding ---------------------------------------------------------------------- */

static size_t put_varint(uint8_t *p, uint64_t v) {
  size_t n = 0;
  while (v >= 0x80) {
    p[n++] = (uint8_t)(v | 0x80);
    v >>= 7;
  }
  p[n++] = (uint8_t)v;
  return n;
}

static size_t varint_len(uint64_t v) {
  size_t n = 1;
  while (v >= 0x80) {
    v >>= 7;
    n++;
  }
  return n;
}

/* tag (field, wire type 2), length, bytes */
static size_t put_bytes(uint8_t *p, int field, const void *data, size_t n) {
  size_t at = put_varint(p, (uint64_t)field << 3 | 2);
  at += put_varint(p + at, n);
  memcpy(p + at, data, n);
  return at + n;
}

static size_t bytes_len(int field, size_t n) { return varint_len((uint64_t)field << 3 | 2) + varint_len(n) + n; }

uint8_t *cache__action_result_encode(const char *path, const char *hash, int64_t size, int executable,
                                     size_t *len) {
  size_t pl = strlen(path), hl = strlen(hash);
  /* Digest */
  size_t dlen = bytes_len(1, hl) + (size ? 1 + varint_len((uint64_t)size) : 0);
  /* OutputFile */
  size_t olen = bytes_len(1, pl) + bytes_len(2, dlen) + (executable ? 2 : 0);
  size_t total = bytes_len(2, olen);
  uint8_t *buf = malloc(total), *p = buf;
  if (!buf) return NULL;
  p += put_varint(p, 2 << 3 | 2); /* ActionResult.output_files */
  p += put_varint(p, olen);
  p += put_bytes(p, 1, path, pl); /* OutputFile.path */
  p += put_varint(p, 2 << 3 | 2); /* OutputFile.digest */
  p += put_varint(p, dlen);
  p += put_bytes(p, 1, hash, hl); /* Digest.hash */
  if (size) {
    *p++ = 2 << 3 | 0; /* Digest.size_bytes */
    p += put_varint(p, (uint64_t)size);
  }
  if (executable) {
    *p++ = 4 << 3 | 0; /* OutputFile.is_executable */
    *p++ = 1;
  }
  *len = (size_t)(p - buf);
  return buf;
}

/* ---- decoding ---------------------------------------------------------------------- */

typedef struct {
  const uint8_t *p, *end;
} reader;

static int get_varint(reader *r, uint64_t *v) {
  uint64_t x = 0;
  for (int i = 0; i < 10; i++) {
    if (r->p >= r->end) return -1;
    uint8_t b = *r->p++;
    if (i == 9 && b > 1) return -1; /* more than 64 bits */
    x |= (uint64_t)(b & 0x7f) << (7 * i);
    if (!(b & 0x80)) {
      *v = x;
      return 0;
    }
  }
  return -1;
}

/* One field of a message. */
typedef struct {
  uint32_t num;
  int wt;              /* wire type */
  uint64_t v;          /* a varint's value */
  const uint8_t *data; /* a length-delimited payload */
  size_t n;
} field;

/* The next field of r: 1, 0 at the end of the message, -1 when malformed.
 * Fixed-size values are skipped (no message here has one we read). */
static int next_field(reader *r, field *f) {
  if (r->p >= r->end) return 0;
  uint64_t key;
  if (get_varint(r, &key) != 0 || key >> 3 == 0 || key >> 3 > 0x1fffffff) return -1;
  f->num = (uint32_t)(key >> 3);
  f->wt = (int)(key & 7);
  f->v = 0;
  f->data = NULL;
  f->n = 0;
  switch (f->wt) {
  case 0: return get_varint(r, &f->v) == 0 ? 1 : -1;
  case 1:
    if (r->end - r->p < 8) return -1;
    r->p += 8;
    return 1;
  case 5:
    if (r->end - r->p < 4) return -1;
    r->p += 4;
    return 1;
  case 2: {
    uint64_t l;
    if (get_varint(r, &l) != 0 || l > (uint64_t)(r->end - r->p)) return -1;
    f->data = r->p;
    f->n = (size_t)l;
    r->p += l;
    return 1;
  }
  default: return -1; /* groups (3, 4) are not in these messages; 6 and 7 do not exist */
  }
}

static int decode_digest(const uint8_t *buf, size_t len, cache__output_file *of) {
  reader r = {buf, buf + len};
  field f;
  int got;
  while ((got = next_field(&r, &f)) > 0) {
    if (f.num == 1) {
      if (f.wt != 2) return -1;
      of->hash = (const char *)f.data;
      of->hash_len = f.n;
    } else if (f.num == 2) {
      if (f.wt != 0) return -1;
      of->size = (int64_t)f.v;
    }
  }
  return got;
}

static int decode_output_file(const uint8_t *buf, size_t len, cache__output_file *of) {
  reader r = {buf, buf + len};
  memset(of, 0, sizeof *of);
  of->path = "";
  of->hash = "";
  field f;
  int got;
  while ((got = next_field(&r, &f)) > 0) {
    switch (f.num) {
    case 1:
      if (f.wt != 2) return -1;
      of->path = (const char *)f.data;
      of->path_len = f.n;
      break;
    case 2:
      if (f.wt != 2) return -1;
      of->hash = "";
      of->hash_len = 0;
      of->size = 0;
      if (decode_digest(f.data, f.n, of) != 0) return -1;
      break;
    case 4:
      if (f.wt != 0) return -1;
      of->executable = f.v != 0;
      break;
    case 5:
      if (f.wt != 2) return -1;
      of->contents = f.data;
      of->contents_len = f.n;
      break;
    default: break;
    }
  }
  return got;
}

int cache__action_result_decode(const uint8_t *buf, size_t len, cache__action_result *ar) {
  reader r = {buf, buf + len};
  memset(ar, 0, sizeof *ar);
  field f;
  int got;
  while ((got = next_field(&r, &f)) > 0) {
    if (f.num == 2) {
      if (f.wt != 2 || ar->noutputs == CACHE__MAX_OUTPUTS) return -1;
      if (decode_output_file(f.data, f.n, &ar->out[ar->noutputs]) != 0) return -1;
      ar->noutputs++;
    } else if (f.num == 4) {
      if (f.wt != 0) return -1;
      ar->exit_code = (int32_t)(uint32_t)f.v;
    }
  }
  return got;
}
