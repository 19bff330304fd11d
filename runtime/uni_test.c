/* uni_test.c - String.prototype.normalize against the Unicode Character
 * Database's own conformance test, NormalizationTest.txt (every line, all
 * four forms, and every code point not in its part 1 unchanged). */
#include "rt_internal.h"
#include "rt_uni.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln_test.h"

#ifndef KILN_UCD_DIR
#define KILN_UCD_DIR "/usr/share/unicode"
#endif

static const rt_str *parse_field(const char *f) {
  uint16_t u[128];
  size_t n = 0;
  for (;;) {
    while (*f == ' ') f++;
    char *end;
    unsigned long c = strtoul(f, &end, 16);
    if (end == f) break;
    f = end;
    if (c >= 0x10000) {
      u[n++] = (uint16_t)(0xD800 + ((c - 0x10000) >> 10));
      u[n++] = (uint16_t)(0xDC00 + ((c - 0x10000) & 0x3FF));
    } else {
      u[n++] = (uint16_t)c;
    }
  }
  return rt__str_from_units(u, n);
}

static rt_value form(const char *f) { return rt_box_string(rt__str_from_ascii(f, strlen(f))); }

static int lines, bad;
static void expect(const rt_str *got, const rt_str *want, int line, const char *what) {
  if (rt_str_equals(got, want)) return;
  if (bad++ < 20) fprintf(stderr, "NormalizationTest.txt line %d: %s differs\n", line, what);
  failures++;
}

static uint8_t in_part1[0x110000];

int main(void) {
  const char *dir = getenv("KILN_UCD_DIR");
  char cmd[4096];
  snprintf(cmd, sizeof cmd, "bzcat %s/NormalizationTest.txt.bz2", dir ? dir : KILN_UCD_DIR);
  FILE *in = popen(cmd, "r");
  CHECK(in != NULL);
  if (!in) return 1;
  rt_value nfc = form("NFC"), nfd = form("NFD"), nfkc = form("NFKC"), nfkd = form("NFKD");
  char line[4096];
  int lineno = 0, part = -1;
  while (fgets(line, sizeof line, in)) {
    lineno++;
    if (line[0] == '@') {
      part = atoi(line + 5);
      continue;
    }
    if (line[0] == '#' || line[0] == '\n') continue;
    char *f[6];
    int n = 0;
    char *p = line;
    while (n < 6) {
      f[n++] = p;
      char *semi = strchr(p, ';');
      if (!semi) break;
      *semi = 0;
      p = semi + 1;
    }
    if (n < 6) continue;
    const rt_str *c[5];
    for (int i = 0; i < 5; i++) c[i] = parse_field(f[i]);
    if (part == 1) in_part1[strtoul(f[0], NULL, 16)] = 1;
    lines++;
    for (int i = 0; i < 3; i++) {
      expect(rt_str_normalize(c[i], nfc), c[1], lineno, "NFC(c1..c3) == c2");
      expect(rt_str_normalize(c[i], nfd), c[2], lineno, "NFD(c1..c3) == c3");
    }
    for (int i = 3; i < 5; i++) {
      expect(rt_str_normalize(c[i], nfc), c[3], lineno, "NFC(c4, c5) == c4");
      expect(rt_str_normalize(c[i], nfd), c[4], lineno, "NFD(c4, c5) == c5");
    }
    for (int i = 0; i < 5; i++) {
      expect(rt_str_normalize(c[i], nfkc), c[3], lineno, "NFKC(c1..c5) == c4");
      expect(rt_str_normalize(c[i], nfkd), c[4], lineno, "NFKD(c1..c5) == c5");
    }
    if ((lines & 1023) == 0) rt_gc_collect();
  }
  pclose(in);
  CHECK(lines > 15000);
  /* every code point outside part 1 is its own normalization in all forms */
  int changed = 0;
  for (uint32_t cp = 0; cp < 0x110000; cp++) {
    if (in_part1[cp] || (cp >= 0xD800 && cp < 0xE000)) continue;
    char hex[16];
    snprintf(hex, sizeof hex, "%X", cp);
    const rt_str *s = parse_field(hex);
    if (!rt_str_equals(rt_str_normalize(s, nfc), s) || !rt_str_equals(rt_str_normalize(s, nfd), s) ||
        !rt_str_equals(rt_str_normalize(s, nfkc), s) || !rt_str_equals(rt_str_normalize(s, nfkd), s)) {
      if (changed++ < 10) fprintf(stderr, "U+%04X changes under normalization but is not in part 1\n", cp);
      failures++;
    }
    if ((cp & 0xFFFF) == 0) rt_gc_collect();
  }
  /* a lone surrogate passes through; the default form is NFC */
  const uint16_t lone[] = {'e', 0x301, 0xD800, 'x'};
  const uint16_t lone_nfc[] = {0xE9, 0xD800, 'x'};
  CHECK(rt_str_equals(rt_str_normalize(rt__str_from_units(lone, 4), RT_UNDEFINED), rt__str_from_units(lone_nfc, 3)));
  printf("uni_test: %d NormalizationTest lines, %d failures\n", lines, failures);
  return failures != 0;
}
