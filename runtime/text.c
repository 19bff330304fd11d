/* text.c - the WHATWG TextEncoder and TextDecoder (UTF-8 only, as Node's
 * small-ICU build offers by default) and process.hrtime().
 *
 * A TextEncoder holds nothing; a TextDecoder holds its `fatal` and
 * `ignoreBOM` flags in a hidden slot.  encode() gives a plain Uint8Array
 * (not a Buffer: it prints as `Uint8Array(n) [ ... ]`), decode() takes any
 * Uint8Array (a Buffer included).  Malformed input becomes U+FFFD, or throws
 * Node's TypeError [ERR_ENCODING_INVALID_ENCODED_DATA] when fatal. */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

RT__STATIC_STR(s_text_encoder, "TextEncoder");
RT__STATIC_STR(s_text_decoder, "TextDecoder");
RT__STATIC_STR(s_utf8_name, "utf-8");
RT__STATIC_STR(s_fatal, "fatal");
RT__STATIC_STR(s_ignore_bom, "ignoreBOM");

enum { TD_FLAGS, TD_NSLOTS };
enum { TD_FATAL = 1, TD_IGNORE_BOM = 2 };
static const rt_str *const td_names[TD_NSLOTS] = {NULL};
static const uint8_t td_types[TD_NSLOTS] = {RT_SLOT_HIDDEN};
static const rt_class encoder_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_text_encoder),
                                       .size = 16, .nslots = 0};
static const rt_class decoder_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_text_decoder),
                                       .size = 16 + 8 * TD_NSLOTS, .nslots = TD_NSLOTS, .slot_names = td_names,
                                       .slot_types = td_types};

rt_object *rt_text_encoder_new(void) { return rt_object_new(&encoder_class); }

/* encoder.encode(input = ""): the UTF-8 bytes of String(input), lone
 * surrogates as U+FFFD. */
rt_array *rt_text_encode(rt_object *enc, rt_value input) {
  (void)enc;
  if (input == RT_UNDEFINED) return rt_typed_array_new(RT_ELEM_U8, 0);
  const rt_str *s = rt__is_string(input) ? rt_unbox_string(input) : rt_value_to_str(input);
  size_t n;
  char *p = rt__utf8_of(s, &n);
  rt_array *a = rt_typed_array_new(RT_ELEM_U8, (uint32_t)n);
  if (n) memcpy(a->data, p, n);
  free(p);
  return a;
}

/* The labels the Encoding Standard maps to UTF-8, compared without case. */
static bool is_utf8_label(const rt_str *s) {
  static const char *const labels[] = {"utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8",
                                       "x-unicode20utf8", NULL};
  s = rt__flat(s);
  uint32_t from = 0, to = s->len; /* leading and trailing ASCII whitespace is ignored */
  while (from < to && rt__is_js_space(rt__str_at(s, from))) from++;
  while (to > from && rt__is_js_space(rt__str_at(s, to - 1))) to--;
  for (int i = 0; labels[i]; i++) {
    size_t n = strlen(labels[i]);
    if (n != to - from) continue;
    size_t k = 0;
    for (; k < n; k++) {
      uint16_t c = rt__str_at(s, from + (uint32_t)k);
      if (c >= 'A' && c <= 'Z') c = (uint16_t)(c - 'A' + 'a');
      if (c != (uint8_t)labels[i][k]) break;
    }
    if (k == n) return true;
  }
  return false;
}

/* new TextDecoder([label[, { fatal, ignoreBOM }]]) */
rt_object *rt_text_decoder_new(rt_value label, rt_value opts) {
  if (label != RT_UNDEFINED) {
    const rt_str *l = rt__is_string(label) ? rt_unbox_string(label) : rt_value_to_str(label);
    if (!is_utf8_label(l)) {
      char *u = rt__utf8_of(l, NULL);
      char msg[300];
      snprintf(msg, sizeof msg, "The \"%.200s\" encoding is not supported", u);
      free(u);
      rt_throw_error("RangeError [ERR_ENCODING_NOT_SUPPORTED]", msg);
    }
  }
  uint64_t flags = 0;
  if ((opts >> RT_TAG_SHIFT) == RT_TAG_OBJECT) {
    if (rt_value_truthy(rt__object_get(opts, RT__STR(s_fatal)))) flags |= TD_FATAL;
    if (rt_value_truthy(rt__object_get(opts, RT__STR(s_ignore_bom)))) flags |= TD_IGNORE_BOM;
  }
  rt_object *o = rt_object_new(&decoder_class);
  o->slots[TD_FLAGS] = flags;
  return o;
}

/* The Encoding Standard's UTF-8 decoder: each maximal ill-formed subpart
 * becomes one U+FFFD (so 0xC0 0xAF is two of them).  Returns false on the
 * first error when fatal, leaving *out unset. */
static bool utf8_decode(const uint8_t *b, size_t n, bool fatal, const rt_str **out) {
  uint16_t *u = malloc(n * 2 + 2);
  if (!u) rt__oom(n * 2 + 2);
  size_t k = 0;
  uint32_t cp = 0, need = 0, seen = 0, lower = 0x80, upper = 0xBF;
  for (size_t i = 0; i <= n; i++) {
    if (i == n) {
      if (need) goto bad_end;
      break;
    }
    uint32_t c = b[i];
    if (need == 0) {
      if (c < 0x80) { u[k++] = (uint16_t)c; continue; }
      if (c >= 0xC2 && c <= 0xDF) need = 1, cp = c & 0x1F;
      else if (c >= 0xE0 && c <= 0xEF) {
        if (c == 0xE0) lower = 0xA0;
        if (c == 0xED) upper = 0x9F;
        need = 2, cp = c & 0xF;
      } else if (c >= 0xF0 && c <= 0xF4) {
        if (c == 0xF0) lower = 0x90;
        if (c == 0xF4) upper = 0x8F;
        need = 3, cp = c & 0x7;
      } else {
        if (fatal) goto fail;
        u[k++] = 0xFFFD;
      }
      continue;
    }
    if (c < lower || c > upper) { /* the byte starts over */
      cp = need = seen = 0, lower = 0x80, upper = 0xBF;
      if (fatal) goto fail;
      u[k++] = 0xFFFD;
      i--;
      continue;
    }
    lower = 0x80, upper = 0xBF;
    cp = (cp << 6) | (c & 0x3F);
    if (++seen != need) continue;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      u[k++] = (uint16_t)(0xD800 + (cp >> 10));
      u[k++] = (uint16_t)(0xDC00 + (cp & 0x3FF));
    } else {
      u[k++] = (uint16_t)cp;
    }
    cp = need = seen = 0;
  }
  *out = rt__str_from_units(u, k);
  free(u);
  return true;
bad_end:
  if (!fatal) {
    u[k++] = 0xFFFD;
    *out = rt__str_from_units(u, k);
    free(u);
    return true;
  }
fail:
  free(u);
  return false;
}

/* decoder.decode([input]): input is a Uint8Array (a Buffer is one). */
const rt_str *rt_text_decode(rt_object *dec, rt_value input) {
  if (input == RT_UNDEFINED) return &rt__str_empty;
  const rt_array *a = (input >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(input) : NULL;
  if (!a || rt_heap_kind(a) != RT_KIND_ARRAY || !(a->flags & RT_ARRAY_TYPED) || a->elem != RT_ELEM_U8)
    rt_throw_error("TypeError [ERR_INVALID_ARG_TYPE]",
                   "The \"input\" argument must be an instance of ArrayBuffer or ArrayBufferView.");
  const uint8_t *p = a->data;
  size_t n = a->length;
  uint64_t flags = dec->slots[TD_FLAGS];
  if (!(flags & TD_IGNORE_BOM) && n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF) p += 3, n -= 3;
  if (!n) return &rt__str_empty;
  const rt_str *s;
  if (!utf8_decode(p, n, (flags & TD_FATAL) != 0, &s))
    rt_throw_error("TypeError [ERR_ENCODING_INVALID_ENCODED_DATA]", "The encoded data was not valid for encoding utf-8");
  return s;
}

const rt_str *rt_text_encoding(rt_object *o) {
  (void)o;
  return RT__STR(s_utf8_name);
}

bool rt_text_decoder_fatal(rt_object *o) { return (o->slots[TD_FLAGS] & TD_FATAL) != 0; }

/* process.hrtime([previous]): [seconds, nanoseconds] of a monotonic clock,
 * or the time since `previous` (an earlier result). */
rt_array *rt_process_hrtime(rt_value prev) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  double s = (double)ts.tv_sec, ns = (double)ts.tv_nsec;
  if (prev != RT_UNDEFINED) {
    const rt_array *p = (prev >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(prev) : NULL;
    if (!p || rt_heap_kind(p) != RT_KIND_ARRAY || p->length != 2 || p->elem != RT_ELEM_F64)
      rt_throw_error("TypeError [ERR_INVALID_ARG_TYPE]", "The \"time\" argument must be an instance of Array.");
    const double *d = p->data;
    s -= d[0];
    ns -= d[1];
    if (ns < 0) s -= 1, ns += 1e9;
  }
  rt_array *a = rt_array_new(RT_ELEM_F64, 2);
  rt_array_push_f64(a, s);
  rt_array_push_f64(a, ns);
  return a;
}
