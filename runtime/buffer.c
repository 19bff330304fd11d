/* buffer.c - Node's Buffer: a Uint8Array marked RT_ARRAY_BUFFER, and the byte encodings.
 *
 * A Buffer is an ordinary typed array of bytes (RT_ELEM_U8, RT_ARRAY_TYPED)
 * with one more flag, so indexing, length, subarray and the array methods
 * are the typed-array code's.  The flag changes what Node changes: slice()
 * shares the storage instead of copying, toString() decodes the bytes,
 * console.log prints `<Buffer 68 69>`.  The checker types `Buffer` as
 * Uint8Array (frontend/check.c "Buffer").
 *
 * Encodings, as Node's: utf8 (the default; lone surrogates become EF BF BD
 * and invalid input decodes to U+FFFD), hex (stops at the first pair that is
 * not hex), base64 and base64url (either alphabet on input, whitespace and
 * other characters skipped, stops at '='), latin1/binary (one byte per code
 * unit, the low 8 bits), ascii (the same on input; the low 7 bits on
 * output), utf16le/ucs2. */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum enc { E_UTF8, E_HEX, E_BASE64, E_BASE64URL, E_LATIN1, E_ASCII, E_UTF16LE };

/* An encoding's name, already lower-cased. */
static int enc_named(const char *e) {
  static const struct { const char *name; int enc; } names[] = {
      {"utf8", E_UTF8},       {"utf-8", E_UTF8},     {"hex", E_HEX},         {"base64", E_BASE64},
      {"base64url", E_BASE64URL}, {"latin1", E_LATIN1}, {"binary", E_LATIN1}, {"ascii", E_ASCII},
      {"utf16le", E_UTF16LE}, {"utf-16le", E_UTF16LE}, {"ucs2", E_UTF16LE},  {"ucs-2", E_UTF16LE}};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp(names[i].name, e)) return names[i].enc;
  char msg[80];
  snprintf(msg, sizeof msg, "Unknown encoding: %.40s", e);
  rt_throw_error("TypeError", msg);
}

static int enc_of(rt_value v) {
  if (v == RT_UNDEFINED) return E_UTF8;
  if (!rt__is_string(v)) rt_throw_error("TypeError", "The \"encoding\" argument must be of type string");
  const rt_str *s = rt__flat(rt_unbox_string(v));
  char e[16];
  uint32_t n = s->len < sizeof e - 1 ? s->len : (uint32_t)sizeof e - 1;
  for (uint32_t i = 0; i < n; i++) {
    uint16_t c = rt__str_at(s, i);
    e[i] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c < 128 ? c : '?');
  }
  e[n] = 0;
  if (s->len >= sizeof e) e[0] = '?';
  return enc_named(e);
}

rt_array *rt__buffer_new(size_t n) {
  if (n > 0xFFFFFFFFu) rt_throw_error("RangeError", "Array buffer allocation failed");
  rt_array *a = rt_typed_array_new(RT_ELEM_U8, (uint32_t)n);
  a->flags |= RT_ARRAY_BUFFER;
  return a;
}

rt_array *rt__buffer_from_bytes(const void *p, size_t n) {
  rt_array *a = rt__buffer_new(n);
  if (n) memcpy(a->data, p, n);
  return a;
}

static bool is_bytes(rt_value v) {
  if ((v >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return false;
  const rt_array *a = rt_unbox_object(v);
  return a && rt_heap_kind(a) == RT_KIND_ARRAY && (a->flags & RT_ARRAY_TYPED) && a->elem == RT_ELEM_U8;
}

static int b64val(uint16_t c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+' || c == '-') return 62;
  if (c == '/' || c == '_') return 63;
  return -1;
}

static int hexv(uint16_t c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* The bytes of s in encoding e (malloc'd). */
static uint8_t *encode_str(const rt_str *s, int e, size_t *len) {
  s = rt__flat(s);
  if (e == E_UTF8) return (uint8_t *)rt__utf8_of(s, len);
  uint8_t *out = malloc((size_t)s->len * 2 + 1);
  if (!out) rt__oom((size_t)s->len * 2 + 1);
  size_t k = 0;
  if (e == E_LATIN1 || e == E_ASCII) {
    for (uint32_t i = 0; i < s->len; i++) out[k++] = (uint8_t)rt__str_at(s, i);
  } else if (e == E_UTF16LE) {
    for (uint32_t i = 0; i < s->len; i++) {
      uint16_t c = rt__str_at(s, i);
      out[k++] = (uint8_t)c, out[k++] = (uint8_t)(c >> 8);
    }
  } else if (e == E_HEX) {
    for (uint32_t i = 0; i + 1 < s->len; i += 2) {
      int hi = hexv(rt__str_at(s, i)), lo = hexv(rt__str_at(s, i + 1));
      if (hi < 0 || lo < 0) break;
      out[k++] = (uint8_t)(hi << 4 | lo);
    }
  } else { /* base64, base64url */
    uint32_t acc = 0;
    int bits = 0;
    for (uint32_t i = 0; i < s->len; i++) {
      uint16_t c = rt__str_at(s, i);
      if (c == '=') break;
      int v = b64val(c);
      if (v < 0) continue;
      acc = acc << 6 | (uint32_t)v;
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out[k++] = (uint8_t)(acc >> bits);
      }
    }
  }
  *len = k;
  return out;
}

/* Bytes p[0..n) decoded in encoding e. */
static const rt_str *decode_bytes(const uint8_t *p, size_t n, int e) {
  static const char hx[] = "0123456789abcdef";
  if (e == E_UTF8) return rt__str_from_utf8((const char *)p, n);
  if (e == E_LATIN1 || e == E_ASCII) {
    rt_str *s = rt__str_alloc((uint32_t)n, false);
    uint8_t *d = (uint8_t *)(s + 1);
    for (size_t i = 0; i < n; i++) d[i] = e == E_ASCII ? (uint8_t)(p[i] & 0x7F) : p[i];
    return s;
  }
  if (e == E_UTF16LE) {
    size_t m = n / 2;
    uint16_t *u = malloc(m * 2 + 2);
    if (!u) rt__oom(m * 2 + 2);
    for (size_t i = 0; i < m; i++) u[i] = (uint16_t)(p[2 * i] | p[2 * i + 1] << 8);
    const rt_str *s = rt__str_from_units(u, m);
    free(u);
    return s;
  }
  if (e == E_HEX) {
    rt_str *s = rt__str_alloc((uint32_t)(2 * n), false);
    uint8_t *d = (uint8_t *)(s + 1);
    for (size_t i = 0; i < n; i++) d[2 * i] = (uint8_t)hx[p[i] >> 4], d[2 * i + 1] = (uint8_t)hx[p[i] & 15];
    return s;
  }
  bool url = e == E_BASE64URL;
  static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  rt_str *s = rt__str_alloc((uint32_t)(url ? (4 * n + 2) / 3 : (n + 2) / 3 * 4), false);
  uint8_t *d = (uint8_t *)(s + 1);
  size_t k = 0;
  for (size_t i = 0; i < n; i += 3) {
    uint32_t v = (uint32_t)p[i] << 16 | (i + 1 < n ? (uint32_t)p[i + 1] << 8 : 0) | (i + 2 < n ? p[i + 2] : 0);
    for (size_t j = 0; j < 4; j++) {
      if (i + j > n) {
        if (!url) d[k++] = '=';
        continue;
      }
      char ch = b64[(v >> (18 - 6 * j)) & 63];
      if (url && ch == '+') ch = '-';
      if (url && ch == '/') ch = '_';
      d[k++] = (uint8_t)ch;
    }
  }
  return s;
}

const rt_str *rt__bytes_encode(const uint8_t *p, size_t n, const char *enc) {
  return decode_bytes(p, n, enc_named(enc));
}

/* Buffer.from(string[, encoding]), Buffer.from(array of numbers), Buffer.from(buffer or Uint8Array). */
rt_array *rt_buffer_from(rt_value src, rt_value enc) {
  if (rt__is_string(src)) {
    size_t n;
    uint8_t *b = encode_str(rt_unbox_string(src), enc_of(enc), &n);
    rt_array *a = rt__buffer_from_bytes(b, n);
    free(b);
    return a;
  }
  if ((src >> RT_TAG_SHIFT) == RT_TAG_OBJECT) {
    const rt_array *from = rt_unbox_object(src);
    if (from && rt_heap_kind(from) == RT_KIND_ARRAY) {
      if (is_bytes(src)) return rt__buffer_from_bytes(from->data, from->length);
      rt_array *a = rt__buffer_new(from->length);
      for (uint32_t i = 0; i < from->length; i++) {
        rt_value v = rt_array_get(from, i);
        double d = rt_value_is_number(v) ? rt_unbox_number(v) : 0;
        ((uint8_t *)a->data)[i] = (uint8_t)(int64_t)(d == d && d < 9e18 && d > -9e18 ? d : 0);
      }
      return a;
    }
  }
  rt_throw_error("TypeError", "The first argument must be of type string or an instance of Buffer, ArrayBuffer, "
                              "or Array or an Array-like Object.");
}

static uint32_t size_arg(double n) {
  if (!(n >= 0 && n <= 4294967295.0)) {
    char msg[120];
    snprintf(msg, sizeof msg, "The value of \"size\" is out of range. It must be >= 0 && <= 4294967296. Received %g", n);
    rt_throw_error("RangeError", msg);
  }
  return (uint32_t)n;
}

/* Buffer.alloc(size[, fill[, encoding]]): zeros, or `fill` repeated. */
rt_array *rt_buffer_alloc(double size, rt_value fill) {
  rt_array *a = rt__buffer_new(size_arg(size));
  uint8_t *d = a->data;
  if (fill == RT_UNDEFINED || !a->length) return a;
  if (rt_value_is_number(fill)) {
    memset(d, (int)(uint8_t)(int64_t)rt_unbox_number(fill), a->length);
    return a;
  }
  size_t n;
  uint8_t *b = NULL;
  if (rt__is_string(fill)) b = encode_str(rt_unbox_string(fill), E_UTF8, &n);
  else if (is_bytes(fill)) {
    const rt_array *f = rt_unbox_object(fill);
    n = f->length;
    b = malloc(n + 1);
    if (!b) rt__oom(n + 1);
    if (n) memcpy(b, f->data, n);
  }
  if (b && n)
    for (uint32_t i = 0; i < a->length; i++) d[i] = b[i % n];
  free(b);
  return a;
}

/* Buffer.allocUnsafe(size): Node's may hold old bytes; ours are zeros. */
rt_array *rt_buffer_alloc_unsafe(double size) { return rt__buffer_new(size_arg(size)); }

/* Buffer.concat(list[, totalLength]). */
rt_array *rt_buffer_concat(const rt_array *list, rt_value total) {
  if (!list) rt_throw_error("TypeError", "The \"list\" argument must be an instance of Array");
  size_t n = 0;
  for (uint32_t i = 0; i < list->length; i++) {
    rt_value v = rt_array_get(list, i);
    if (!is_bytes(v)) rt_throw_error("TypeError", "The \"list\" argument must contain only Buffer or Uint8Array instances");
    n += ((const rt_array *)rt_unbox_object(v))->length;
  }
  if (total != RT_UNDEFINED) n = size_arg(rt__to_integer(total));
  rt_array *a = rt__buffer_new(n);
  size_t k = 0;
  for (uint32_t i = 0; i < list->length && k < n; i++) {
    const rt_array *b = rt_unbox_object(rt_array_get(list, i));
    size_t m = b->length < n - k ? b->length : n - k;
    if (m) memcpy((uint8_t *)a->data + k, b->data, m);
    k += m;
  }
  return a;
}

/* Buffer.byteLength(string[, encoding]) or of a buffer. */
double rt_buffer_byte_length(rt_value v, rt_value enc) {
  if (is_bytes(v)) return ((const rt_array *)rt_unbox_object(v))->length;
  if (!rt__is_string(v)) rt_throw_error("TypeError", "The \"string\" argument must be of type string or an instance of Buffer or ArrayBuffer.");
  size_t n;
  uint8_t *b = encode_str(rt_unbox_string(v), enc_of(enc), &n);
  free(b);
  return (double)n;
}

bool rt_buffer_is_buffer(rt_value v) {
  return is_bytes(v) && (((const rt_array *)rt_unbox_object(v))->flags & RT_ARRAY_BUFFER);
}

static const rt_array *bytes_arg(const rt_array *a, const char *name) {
  if (!a || rt_heap_kind(a) != RT_KIND_ARRAY || a->elem != RT_ELEM_U8 || !(a->flags & RT_ARRAY_TYPED)) {
    char msg[96];
    snprintf(msg, sizeof msg, "The \"%s\" argument must be an instance of Buffer or Uint8Array.", name);
    rt_throw_error("TypeError", msg);
  }
  return a;
}

/* Buffer.compare(a, b) and a.compare(b): -1, 0 or 1, bytewise. */
double rt_buffer_compare(const rt_array *a, const rt_array *b) {
  bytes_arg(a, "buf1");
  bytes_arg(b, "buf2");
  uint32_t n = a->length < b->length ? a->length : b->length;
  int c = n ? memcmp(a->data, b->data, n) : 0;
  if (!c) c = a->length < b->length ? -1 : a->length > b->length;
  return c < 0 ? -1 : c > 0;
}

bool rt_buffer_equals(const rt_array *a, const rt_array *b) {
  bytes_arg(b, "otherBuffer");
  return rt_buffer_compare(a, b) == 0;
}

/* buf.toString([encoding[, start[, end]]]); a Uint8Array that is not a
 * Buffer gives its elements joined by commas, as Uint8Array's toString. */
const rt_str *rt_buffer_to_string(const rt_array *a, rt_value enc, rt_value start, rt_value end) {
  bytes_arg(a, "this");
  if (!(a->flags & RT_ARRAY_BUFFER) && enc == RT_UNDEFINED) return rt__array_to_str(a);
  double s = start == RT_UNDEFINED ? 0 : rt__to_integer(start), e = end == RT_UNDEFINED ? a->length : rt__to_integer(end);
  if (s < 0) s = 0;
  if (e > a->length) e = a->length;
  if (e <= s) return &rt__str_empty;
  return decode_bytes((const uint8_t *)a->data + (size_t)s, (size_t)(e - s), enc_of(enc));
}
