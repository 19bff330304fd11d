/* json_fuzz.c - libFuzzer harness: JSON.parse (json_parse.c) and the conversions of any values (any.c).
 *
 * Input: byte 0 selects options (bit 0: the text is UTF-16LE, else latin1;
 * bit 1: also cast the result to a few static types); the rest is the text.
 *
 * Checks, beyond "no crash, no out-of-bounds read, no leak of the GC roots":
 *  - JSON.parse either returns or throws a SyntaxError whose message is one
 *    of V8's templates (with a position inside the text where it has one);
 *  - a parsed value survives a round trip: s1 = JSON.stringify(v) parses
 *    again, and stringifying that gives s1 back;
 *  - rt_any_cast to `any`-like descriptors returns its input, and a cast to
 *    a typed descriptor either throws a TypeError or returns a value that
 *    stringifies the same as before (conversion keeps the data).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt_internal.h"

static rt_str *str_new(const uint16_t *units, size_t n, bool wide) {
  rt_str *s = malloc(sizeof *s + (n ? n : 1) * (wide ? 2 : 1));
  if (!s) abort();
  s->gc = RT_GC_STATIC;
  s->len = (uint32_t)n;
  s->hash = 0;
  s->flags = wide ? RT_STR_WIDE : 0;
  for (size_t i = 0; i < n; i++) {
    if (wide) ((uint16_t *)(s + 1))[i] = units[i];
    else ((uint8_t *)(s + 1))[i] = (uint8_t)units[i];
  }
  return s;
}
static rt_str *ascii(const char *a) {
  size_t n = strlen(a);
  uint16_t *u = malloc((n ? n : 1) * 2);
  if (!u) abort();
  for (size_t i = 0; i < n; i++) u[i] = (uint8_t)a[i];
  rt_str *s = str_new(u, n, false);
  free(u);
  return s;
}

typedef struct call {
  const rt_str *text, *desc;
  rt_value v, out;
} call;
static void do_parse(void *p) {
  call *c = p;
  c->out = rt_json_parse(c->text, RT_UNDEFINED);
}
static void do_cast(void *p) {
  call *c = p;
  c->out = rt_any_cast(c->v, c->desc);
}
static void do_stringify(void *p) {
  call *c = p;
  c->out = rt_json_stringify(c->v, RT_UNDEFINED, RT_UNDEFINED);
}

static bool str_eq(rt_value a, rt_value b) {
  if (a == b) return true;
  if (!rt__is_string(a) || !rt__is_string(b)) return false;
  return rt_str_equals(rt_unbox_string(a), rt_unbox_string(b));
}

static void fail(const char *what) {
  fprintf(stderr, "json_fuzz: %s\n", what);
  abort();
}

static const char *const messages[] = {
    "Unexpected end of JSON input", "Unexpected number in JSON at position ", "Unexpected string in JSON at position ",
    "Unexpected token ", "Expected property name or '}' in JSON at position ",
    "Expected ',' or ']' after array element in JSON at position ",
    "Expected ',' or '}' after property value in JSON at position ", "Unterminated string in JSON at position ",
    "Expected ':' after property name in JSON at position ", "Expected double-quoted property name in JSON at position ",
    "Exponent part is missing a number in JSON at position ", "Unterminated fractional number in JSON at position ",
    "No number after minus sign in JSON at position ", "Bad control character in string literal in JSON at position ",
    "Bad Unicode escape in JSON at position ", "Bad escaped character in JSON at position ",
    "Unexpected non-whitespace character after JSON at position ", "\"", NULL};

static void check_syntax_error(rt_value thrown, uint32_t len) {
  if ((thrown >> RT_TAG_SHIFT) != RT_TAG_OBJECT) fail("threw a non-object");
  rt_object *e = rt_unbox_object(thrown);
  if (!rt__is_error(e)) fail("threw a non-error");
  const rt_str *m = (const rt_str *)(uintptr_t)(e->slots[RT_ERROR_MESSAGE] & RT_PAYLOAD_MASK);
  size_t n;
  char *u = rt__utf8_of(m, &n);
  const char *hit = NULL;
  for (int i = 0; messages[i]; i++)
    if (!strncmp(u, messages[i], strlen(messages[i]))) {
      hit = messages[i];
      break;
    }
  if (!hit) {
    fprintf(stderr, "json_fuzz: unknown message: %s\n", u);
    abort();
  }
  size_t hl = strlen(hit);
  if (hl > 12 && !strcmp(hit + hl - 12, "at position ")) {
    unsigned long pos = strtoul(u + hl, NULL, 10);
    if (pos > len) fail("position past the end of the text");
  }
  free(u);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  rt_init(*argc, *argv);
  return 0;
}

static rt_str *descs[6];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1 || size > 65536) return 0;
  if (!descs[0]) {
    descs[0] = ascii("*");
    descs[1] = ascii("A3*");
    descs[2] = ascii("A0n");
    descs[3] = ascii("O2:1:a!0n1:b?3U2:sA4s");
    descs[4] = ascii("U3:nsA3*");
    descs[5] = ascii("A3O1:2:id!0n");
  }
  uint8_t sel = data[0];
  const uint8_t *p = data + 1;
  size_t n = size - 1;
  bool wide = sel & 1;
  size_t nu = wide ? n / 2 : n;
  uint16_t *units = malloc((nu ? nu : 1) * sizeof *units);
  if (!units) abort();
  for (size_t i = 0; i < nu; i++) units[i] = wide ? (uint16_t)(p[2 * i] | p[2 * i + 1] << 8) : p[i];
  rt_str *text = str_new(units, nu, wide);
  free(units);

  call c = {text, NULL, 0, 0};
  rt_value thrown;
  if (rt_try(do_parse, &c, &thrown)) {
    check_syntax_error(thrown, text->len);
    free(text);
    return 0;
  }
  rt_value v = c.out;
  c.v = v;
  if (rt_try(do_stringify, &c, &thrown)) fail("stringify of a parsed value threw");
  rt_value s1 = c.out;
  if (!rt__is_string(s1)) fail("stringify of a parsed value is not a string");
  c.text = rt_unbox_string(s1);
  if (rt_try(do_parse, &c, &thrown)) fail("the stringified value does not parse");
  c.v = c.out;
  if (rt_try(do_stringify, &c, &thrown)) fail("stringify threw the second time");
  if (!str_eq(s1, c.out)) fail("stringify(parse(stringify(v))) differs");

  if (sel & 2) {
    for (int i = 0; i < 6; i++) {
      c.v = v;
      c.desc = descs[i];
      if (rt_try(do_cast, &c, &thrown)) {
        if (i == 0) fail("a cast to any threw");
        continue;
      }
      if (i == 0 && c.out != v) fail("a cast to any changed the value");
      c.v = c.out;
      if (rt_try(do_stringify, &c, &thrown)) fail("stringify of a cast value threw");
      if (!str_eq(s1, c.out)) fail("a cast changed the data");
    }
  }
  free(text);
  return 0;
}
