/* uni.c - String.prototype.normalize: Unicode normalization forms NFC, NFD,
 * NFKC and NFKD (UAX #15) over the generated tables of rt_uni.h.
 *
 * The string's code points (lone surrogates pass through, with combining
 * class 0, as ICU does for V8) are fully decomposed, each run of non-starters
 * is put in canonical order (a stable sort by combining class), and for the C
 * forms the canonical composition algorithm runs over the result. */
#include "rt_internal.h"
#include "rt_uni.h"

#include <stdlib.h>
#include <string.h>

enum { SBASE = 0xAC00, LBASE = 0x1100, VBASE = 0x1161, TBASE = 0x11A7, LCOUNT = 19, VCOUNT = 21, TCOUNT = 28,
       NCOUNT = VCOUNT * TCOUNT, SCOUNT = LCOUNT * NCOUNT };

typedef struct {
  uint32_t *p;
  size_t n, cap;
} cpbuf;

static void put(cpbuf *b, uint32_t c) {
  if (b->n == b->cap) {
    b->cap = b->cap ? b->cap * 2 : 64;
    uint32_t *np = realloc(b->p, b->cap * sizeof *np);
    if (!np) abort();
    b->p = np;
  }
  b->p[b->n++] = c;
}

static uint8_t ccc_of(uint32_t c) { return c < 0x300 ? 0 : rt__uni_get(c)->ccc; }

static void decompose(cpbuf *b, uint32_t c, int compat) {
  if (c >= SBASE && c < SBASE + SCOUNT) {
    uint32_t s = c - SBASE;
    put(b, LBASE + s / NCOUNT);
    put(b, VBASE + (s % NCOUNT) / TCOUNT);
    if (s % TCOUNT) put(b, TBASE + s % TCOUNT);
    return;
  }
  uint32_t off = c < 0xC0 && !compat ? 0 : rt__uni_dec_get(c)[compat];
  if (!off) {
    put(b, c);
    return;
  }
  const uint32_t *d = rt__uni_decpool + off;
  for (uint32_t i = 0; i < d[0]; i++) put(b, d[1 + i]);
}

/* The primary composite of a and b, or 0. */
static uint32_t compose(uint32_t a, uint32_t b) {
  if (a >= LBASE && a < LBASE + LCOUNT && b >= VBASE && b < VBASE + VCOUNT)
    return SBASE + ((a - LBASE) * VCOUNT + (b - VBASE)) * TCOUNT;
  if (a >= SBASE && a < SBASE + SCOUNT && (a - SBASE) % TCOUNT == 0 && b > TBASE && b < TBASE + TCOUNT)
    return a + (b - TBASE);
  uint64_t key = (uint64_t)a << 21 | b;
  uint32_t lo = 0, hi = rt__uni_ncomp;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (rt__uni_comp[mid].key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo < rt__uni_ncomp && rt__uni_comp[lo].key == key ? rt__uni_comp[lo].composite : 0;
}

static const rt_str *normalize(const rt_str *s, int compat, int comp) {
  s = rt__flat(s);
  uint32_t n = s->len, i = 0;
  /* ASCII is in every form; below U+0300 nothing combines, so Latin-1 is in NFC too. */
  uint32_t limit = comp && !compat ? 0x300 : 0x80;
  while (i < n && rt__str_at(s, i) < limit) i++;
  if (i == n) return s;
  cpbuf b = {0};
  for (i = 0; i < n; i++) {
    uint32_t c = rt__str_at(s, i);
    if (c >= 0xD800 && c < 0xDC00 && i + 1 < n && rt__str_at(s, i + 1) >= 0xDC00 && rt__str_at(s, i + 1) < 0xE000)
      c = 0x10000 + ((c - 0xD800) << 10) + (rt__str_at(s, ++i) - 0xDC00);
    decompose(&b, c, compat);
  }
  /* canonical ordering: insertion sort of each run of non-starters, stable */
  for (size_t k = 1; k < b.n; k++) {
    uint8_t cc = ccc_of(b.p[k]);
    if (!cc) continue;
    uint32_t c = b.p[k];
    size_t j = k;
    while (j > 0 && ccc_of(b.p[j - 1]) > cc) {
      b.p[j] = b.p[j - 1];
      j--;
    }
    b.p[j] = c;
  }
  size_t m = b.n;
  if (comp && b.n) {
    size_t starter = 0, out = 1;
    int last = ccc_of(b.p[0]) ? 256 : 0;
    for (size_t k = 1; k < b.n; k++) {
      uint32_t c = b.p[k];
      int cc = ccc_of(c);
      uint32_t x = last < cc || last == 0 ? compose(b.p[starter], c) : 0;
      if (x) {
        b.p[starter] = x;
        continue;
      }
      if (cc == 0) starter = out;
      last = cc;
      b.p[out++] = c;
    }
    m = out;
  }
  uint16_t *u = malloc((2 * m + 1) * sizeof *u);
  if (!u) abort();
  size_t nu = 0;
  for (size_t k = 0; k < m; k++) {
    uint32_t c = b.p[k];
    if (c >= 0x10000) {
      u[nu++] = (uint16_t)(0xD800 + ((c - 0x10000) >> 10));
      u[nu++] = (uint16_t)(0xDC00 + ((c - 0x10000) & 0x3FF));
    } else {
      u[nu++] = (uint16_t)c;
    }
  }
  free(b.p);
  const rt_str *r = rt__str_from_units(u, nu);
  free(u);
  return r;
}

static int form_is(const rt_str *f, const char *name) {
  size_t n = strlen(name);
  if (f->len != n) return 0;
  for (uint32_t i = 0; i < n; i++)
    if (rt__str_at(f, i) != (uint8_t)name[i]) return 0;
  return 1;
}

const rt_str *rt_str_normalize(const rt_str *s, rt_value form) {
  const rt_str *f = form == RT_UNDEFINED ? NULL : rt__flat(rt_value_to_str(form));
  if (!f || form_is(f, "NFC")) return normalize(s, 0, 1);
  if (form_is(f, "NFD")) return normalize(s, 0, 0);
  if (form_is(f, "NFKC")) return normalize(s, 1, 1);
  if (form_is(f, "NFKD")) return normalize(s, 1, 0);
  rt_throw_error("RangeError", "The normalization form should be one of NFC, NFD, NFKC, NFKD.");
}
