/* diag.c - the frontend's arena allocator and its diagnostics list (file:line:col: error: ...). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

struct fe__chunk {
  fe__chunk *next;
  size_t used, cap;
  max_align_t data[];
};

void *fe__alloc(fe__arena *a, size_t n) {
  n = (n + 15) & ~(size_t)15;
  fe__chunk *c = a->head;
  if (!c || c->cap - c->used < n) {
    size_t cap = n > 65536 ? n : 65536;
    c = malloc(sizeof *c + cap);
    if (!c) abort(); /* out of memory: nothing sensible left to do */
    c->next = a->head;
    c->used = 0;
    c->cap = cap;
    a->head = c;
  }
  void *p = (char *)c->data + c->used;
  c->used += n;
  memset(p, 0, n);
  return p;
}

char *fe__strndup(fe__arena *a, const char *s, size_t n) {
  char *p = fe__alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

void fe__arena_free(fe__arena *a) {
  fe__chunk *c = a->head;
  while (c) {
    fe__chunk *next = c->next;
    free(c);
    c = next;
  }
  a->head = NULL;
}

void fe__error(fe__diaglist *dl, uint32_t pos, const char *fmt, ...) {
  if (dl->muted) {
    dl->dropped++;
    return;
  }
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (dl->note && strstr(buf, dl->note_a) && strstr(buf, dl->note_b)) {
    size_t l = strlen(buf);
    snprintf(buf + l, sizeof buf - l, " %s", dl->note);
    dl->note = NULL;
  }
  if (dl->n == dl->cap) {
    dl->cap = dl->cap ? dl->cap * 2 : 16;
    dl->items = realloc(dl->items, dl->cap * sizeof *dl->items);
    if (!dl->items) abort();
  }
  fe__diag *d = &dl->items[dl->n];
  d->pos = pos;
  d->seq = (uint32_t)dl->n;
  d->msg = fe__strndup(dl->arena, buf, strlen(buf));
  dl->n++;
}

static int diag_cmp(const void *a, const void *b) {
  const fe__diag *x = a, *y = b;
  if (x->pos != y->pos) return x->pos < y->pos ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static void out_append(fe_diags *d, const char *s, size_t n) {
  if (d->len + n + 1 > d->cap) {
    size_t cap = d->cap ? d->cap : 256;
    while (cap < d->len + n + 1) cap *= 2;
    char *t = realloc(d->text, cap);
    if (!t) return;
    d->text = t;
    d->cap = cap;
  }
  memcpy(d->text + d->len, s, n);
  d->len += n;
  d->text[d->len] = 0;
}

void fe__diags_flush(fe__diaglist *dl, fe_diags *out) {
  if (dl->n > 1) qsort(dl->items, dl->n, sizeof *dl->items, diag_cmp);
  for (size_t i = 0; i < dl->n; i++) {
    fe__diag *d = &dl->items[i];
    if (i > 0 && d->pos == dl->items[i - 1].pos && !strcmp(d->msg, dl->items[i - 1].msg)) continue;
    size_t pos = d->pos > dl->len ? dl->len : d->pos;
    size_t ls = pos, le = pos;
    while (ls > 0 && dl->src[ls - 1] != '\n') ls--;
    while (le < dl->len && dl->src[le] != '\n' && dl->src[le] != '\r') le++;
    unsigned line = 1;
    for (size_t k = 0; k < ls; k++)
      if (dl->src[k] == '\n') line++;
    /* Columns count characters, not UTF-8 bytes. */
    unsigned col = 1;
    for (size_t k = ls; k < pos; k++)
      if (((unsigned char)dl->src[k] & 0xC0) != 0x80) col++;
    char head[512];
    int hn = snprintf(head, sizeof head, "%s:%u:%u: error: ", dl->path, line, col);
    out_append(out, head, (size_t)hn);
    out_append(out, d->msg, strlen(d->msg));
    out_append(out, "\n  ", 3);
    /* A very long line is shown as a window around the column. */
    size_t ws = ls, we = le;
    int cut_l = 0, cut_r = 0;
    if (le - ls > 160) {
      if (pos - ls > 80) ws = pos - 80, cut_l = 1;
      if (le - pos > 80) we = pos + 80, cut_r = 1;
      while (ws > ls && ((unsigned char)dl->src[ws] & 0xC0) == 0x80) ws--;
      while (we < le && ((unsigned char)dl->src[we] & 0xC0) == 0x80) we++;
    }
    if (cut_l) out_append(out, "...", 3);
    out_append(out, dl->src + ws, we - ws);
    if (cut_r) out_append(out, "...", 3);
    out_append(out, "\n  ", 3);
    if (cut_l) out_append(out, "   ", 3);
    for (size_t k = ws; k < pos; k++) {
      unsigned char ch = (unsigned char)dl->src[k];
      if ((ch & 0xC0) == 0x80) continue;
      out_append(out, ch == '\t' ? "\t" : " ", 1);
    }
    out_append(out, "^\n", 2);
    out->errors++;
  }
  free(dl->items);
  dl->items = NULL;
  dl->n = dl->cap = 0;
}

void fe_diags_free(fe_diags *d) {
  if (!d) return;
  free(d->text);
  d->text = NULL;
  d->len = d->cap = 0;
  d->errors = 0;
}
