/* uri.c - encodeURIComponent, encodeURI, decodeURIComponent, decodeURI (ECMA-262 19.2.6).
 *
 * Encoding writes each code point outside the kept set as the %XX escapes of
 * its UTF-8 bytes (upper-case hex); a lone surrogate throws URIError.
 * Decoding reads %XX escapes as UTF-8, rejecting bad hex, truncated or
 * overlong sequences, surrogates and code points past U+10FFFF with
 * `URIError: URI malformed`, Node's message; decodeURI keeps an escape of a
 * reserved character (`%2F` stays `%2F`) as the spec says.
 */
#include "rt_internal.h"

#include <stdlib.h>
#include <string.h>

_Noreturn static void uri_malformed(void) {
  rt_throw(rt_box_object(rt_error_new("URIError", "URI malformed")));
}

/* Characters never escaped: the unreserved set, plus (encodeURI) the reserved set and '#'. */
static bool uri_keep(uint16_t u, bool whole) {
  if ((u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9')) return true;
  if (u < 128 && strchr("-_.!~*'()", u) && u) return true;
  return whole && u < 128 && u && strchr(";/?:@&=+$,#", u);
}

typedef struct {
  uint16_t *u;
  size_t n, cap;
} ubuf;

static void ub_put(ubuf *b, uint16_t u) {
  if (b->n == b->cap) {
    b->cap = b->cap ? b->cap * 2 : 64;
    b->u = realloc(b->u, b->cap * sizeof *b->u);
    if (!b->u) abort();
  }
  b->u[b->n++] = u;
}

static const rt_str *ub_done(ubuf *b) {
  const rt_str *s = rt__str_from_units(b->u, b->n);
  free(b->u);
  return s;
}

static const rt_str *uri_encode(const rt_str *s, bool whole) {
  s = rt__flat(s);
  uint32_t n = s->len;
  ubuf b = {0};
  static const char hex[] = "0123456789ABCDEF";
  for (uint32_t i = 0; i < n; i++) {
    uint16_t u = rt__str_at(s, i);
    if (uri_keep(u, whole)) {
      ub_put(&b, u);
      continue;
    }
    uint32_t cp = u;
    if (u >= 0xDC00 && u <= 0xDFFF) {
      free(b.u);
      uri_malformed();
    }
    if (u >= 0xD800 && u <= 0xDBFF) {
      uint16_t lo = i + 1 < n ? rt__str_at(s, i + 1) : 0;
      if (lo < 0xDC00 || lo > 0xDFFF) {
        free(b.u);
        uri_malformed();
      }
      cp = 0x10000 + ((uint32_t)(u - 0xD800) << 10) + (lo - 0xDC00);
      i++;
    }
    uint8_t bytes[4];
    int nb;
    if (cp < 0x80) bytes[0] = (uint8_t)cp, nb = 1;
    else if (cp < 0x800) bytes[0] = (uint8_t)(0xC0 | cp >> 6), bytes[1] = (uint8_t)(0x80 | (cp & 63)), nb = 2;
    else if (cp < 0x10000)
      bytes[0] = (uint8_t)(0xE0 | cp >> 12), bytes[1] = (uint8_t)(0x80 | (cp >> 6 & 63)),
      bytes[2] = (uint8_t)(0x80 | (cp & 63)), nb = 3;
    else
      bytes[0] = (uint8_t)(0xF0 | cp >> 18), bytes[1] = (uint8_t)(0x80 | (cp >> 12 & 63)),
      bytes[2] = (uint8_t)(0x80 | (cp >> 6 & 63)), bytes[3] = (uint8_t)(0x80 | (cp & 63)), nb = 4;
    for (int k = 0; k < nb; k++) {
      ub_put(&b, '%');
      ub_put(&b, (uint16_t)hex[bytes[k] >> 4]);
      ub_put(&b, (uint16_t)hex[bytes[k] & 15]);
    }
  }
  return ub_done(&b);
}

static int hexval(uint16_t u) {
  if (u >= '0' && u <= '9') return u - '0';
  if (u >= 'a' && u <= 'f') return u - 'a' + 10;
  if (u >= 'A' && u <= 'F') return u - 'A' + 10;
  return -1;
}

/* The byte of the escape at s[i] ("%XX"), or -1. */
static int esc_byte(const rt_str *s, uint32_t i) {
  if ((uint64_t)i + 2 >= s->len) return -1;
  if (rt__str_at(s, i) != '%') return -1;
  int h = hexval(rt__str_at(s, i + 1)), l = hexval(rt__str_at(s, i + 2));
  return h < 0 || l < 0 ? -1 : h << 4 | l;
}

static const rt_str *uri_decode(const rt_str *s, bool whole) {
  s = rt__flat(s);
  uint32_t n = s->len;
  ubuf b = {0};
  for (uint32_t i = 0; i < n; i++) {
    uint16_t u = rt__str_at(s, i);
    if (u != '%') {
      ub_put(&b, u);
      continue;
    }
    int c0 = esc_byte(s, i);
    if (c0 < 0) goto bad;
    if (c0 < 0x80) {
      if (whole && c0 && strchr(";/?:@&=+$,#", c0)) { /* decodeURI keeps the escape */
        for (int k = 0; k < 3; k++) ub_put(&b, rt__str_at(s, i + (uint32_t)k));
      } else {
        ub_put(&b, (uint16_t)c0);
      }
      i += 2;
      continue;
    }
    int more = (c0 & 0xE0) == 0xC0 ? 1 : (c0 & 0xF0) == 0xE0 ? 2 : (c0 & 0xF8) == 0xF0 ? 3 : -1;
    if (more < 0) goto bad;
    uint32_t cp = (uint32_t)c0 & (more == 1 ? 0x1F : more == 2 ? 0x0F : 0x07);
    uint32_t j = i + 3;
    for (int k = 0; k < more; k++, j += 3) {
      int cb = j < n ? esc_byte(s, j) : -1;
      if (cb < 0 || (cb & 0xC0) != 0x80) goto bad;
      cp = cp << 6 | (uint32_t)(cb & 63);
    }
    static const uint32_t min_cp[4] = {0, 0x80, 0x800, 0x10000};
    if (cp < min_cp[more] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) goto bad;
    if (cp >= 0x10000) {
      ub_put(&b, (uint16_t)(0xD800 + ((cp - 0x10000) >> 10)));
      ub_put(&b, (uint16_t)(0xDC00 + ((cp - 0x10000) & 0x3FF)));
    } else {
      ub_put(&b, (uint16_t)cp);
    }
    i = j - 1;
  }
  return ub_done(&b);
bad:
  free(b.u);
  uri_malformed();
}

const rt_str *rt_encode_uri_component(const rt_str *s) { return uri_encode(s, false); }
const rt_str *rt_encode_uri(const rt_str *s) { return uri_encode(s, true); }
const rt_str *rt_decode_uri_component(const rt_str *s) { return uri_decode(s, false); }
const rt_str *rt_decode_uri(const rt_str *s) { return uri_decode(s, true); }
