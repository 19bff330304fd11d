/* regexp_fuzz.c - libFuzzer harness: the regular-expression engine on arbitrary patterns and subjects.
 *
 * Input: byte 0 holds the flags (its bits are RE_D ... RE_Y) and bit 7 says
 * the text is UTF-16LE (else latin1); the rest is the pattern, a NUL unit,
 * then the subject.  Byte 1's low bits pick a start index.
 *
 * Checks, beyond "no crash, no out-of-bounds access, bounded time" (the
 * step budget is small here, so catastrophic patterns end quickly):
 *  - every capture is undefined (-1, -1) or lies within the subject with
 *    start <= end, and group 0 is set on a match;
 *  - a match found from `start` begins at or after it, and the sticky match
 *    at that position finds the same match;
 *  - matching is deterministic (a second run gives the same captures);
 *  - no position before the match found (or any, when none is) has a
 *    sticky match there (the scan's filters: first unit, literal prefix, unit pairs; skip none).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "regexp_engine.h"

#define BUDGET 100000u

static void fail(const char *what) {
  fprintf(stderr, "regexp_fuzz: %s\n", what);
  abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 2 || size > 8192) return 0;
  uint32_t flags = data[0] & 0x7F;
  int wide = (data[0] & 0x80) != 0;
  uint32_t start_pick = data[1];
  data += 2;
  size -= 2;
  size_t n = wide ? size / 2 : size;
  uint16_t *u = malloc((n + 1) * sizeof *u);
  if (!u) return 0;
  for (size_t i = 0; i < n; i++) u[i] = wide ? (uint16_t)(data[2 * i] | data[2 * i + 1] << 8) : data[i];
  size_t split = 0;
  while (split < n && u[split]) split++;
  const uint16_t *pat = u, *subj = u + (split < n ? split + 1 : n);
  uint32_t plen = (uint32_t)split, slen = (uint32_t)(split < n ? n - split - 1 : 0);
  uint32_t nw;
  const char *err;
  uint32_t *prog = re_compile(pat, plen, flags, &nw, &err);
  if (!prog) {
    if (!err || !*err) fail("compile failed without a message");
    free(u);
    return 0;
  }
  uint32_t ng = re_ngroups(prog);
  int32_t *caps = malloc(2 * ng * sizeof *caps), *again = malloc(2 * ng * sizeof *again);
  if (!caps || !again) abort();
  uint32_t start = slen ? start_pick % (slen + 1) : 0;
  /* latin1 subjects go through the byte path */
  uint8_t *s8 = malloc(slen + 1);
  int narrow = 1;
  for (uint32_t i = 0; i < slen; i++) {
    if (subj[i] > 0xFF) narrow = 0;
    s8[i] = (uint8_t)subj[i];
  }
  const void *s = narrow && !wide ? (const void *)s8 : (const void *)subj;
  int w = !(narrow && !wide);
  int r = re_exec(prog, s, w, slen, start, 0, caps, BUDGET);
  if (r == 1) {
    if (caps[0] < (int32_t)start || caps[1] < caps[0] || caps[1] > (int32_t)slen) fail("group 0 out of range");
    for (uint32_t g = 1; g < ng; g++) {
      int32_t a = caps[2 * g], b = caps[2 * g + 1];
      if ((a < 0) != (b < 0)) fail("a capture with one end");
      if (a >= 0 && (a > b || b > (int32_t)slen)) fail("a capture out of range");
    }
    int r2 = re_exec(prog, s, w, slen, start, 0, again, BUDGET);
    if (r2 != 1 || memcmp(caps, again, 2 * ng * sizeof *caps)) fail("not deterministic");
    int r3 = re_exec(prog, s, w, slen, (uint32_t)caps[0], 1, again, BUDGET);
    if (r3 == 0 || (r3 == 1 && (again[0] != caps[0] || again[1] != caps[1]))) fail("sticky match differs");
  }
  /* The scan for a start position (its first-unit filter, the anchored
   * shortcut) skips no position where a sticky match succeeds. */
  if (r >= 0 && slen <= 64) {
    uint32_t end = r == 1 ? (uint32_t)caps[0] : slen + 1;
    for (uint32_t i = start; i < end; i++) {
      int in_pair = (flags & RE_U) && w && i > start && subj[i - 1] >= 0xD800 && subj[i - 1] < 0xDC00 &&
                    subj[i] >= 0xDC00 && subj[i] < 0xE000; /* the scan never starts inside a pair */
      if (!in_pair && re_exec(prog, s, w, slen, i, 1, again, BUDGET) == 1) fail("a skipped start position matches");
    }
  }
  free(s8);
  free(caps);
  free(again);
  free(prog);
  free(u);
  return 0;
}
