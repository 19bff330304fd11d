/* regexp_engine.c - the regular-expression engine: a parser to a small AST, a
 * compiler to a bytecode program, and a backtracking matcher over UTF-16.
 *
 * Design.  A pattern is parsed (ECMAScript syntax, Annex B leniency without
 * the u flag) into an AST held in one growing array, then compiled to 32-bit
 * words.  Lookbehind bodies are compiled in the backward direction (each
 * reading op has a backward twin, sequences are emitted in reverse and
 * captures swap their start and end saves), which is the spec's semantics.
 * The matcher never recurses: every choice point, every undone capture or
 * register write and every lookaround entry is a record on one heap-allocated
 * backtrack stack, so no pattern can overflow the C stack, and a step budget
 * bounds the time a catastrophic pattern can take (the caller decides what
 * running out means).  Loops with counts keep their counters in registers
 * whose writes are undone on backtracking; `x*` over a single-character
 * matcher is one op whose choice point steps back one character at a time.
 *
 * The program is position-independent words (re_prog below), so the runtime
 * keeps it in a GC-managed byte block.  This file allocates nothing on the GC
 * heap and throws nothing: errors are returned as messages.
 */
#define _GNU_SOURCE /* memmem */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "regexp_engine.h"
#include "rt_case.h"
#include "rt_uni.h"

/* ---- character helpers ------------------------------------------------------ */

static uint32_t simple_upper(uint32_t c) {
  if (c >= 0x110000) return c;
  const rt__case_info *i = rt__case_get(c);
  if (i->flags & RT__CASE_UPPER_FULL) return c;
  return (uint32_t)((int32_t)c + i->upper);
}
static uint32_t simple_lower(uint32_t c) {
  if (c >= 0x110000) return c;
  const rt__case_info *i = rt__case_get(c);
  if (i->flags & RT__CASE_LOWER_FULL) return c;
  return (uint32_t)((int32_t)c + i->lower);
}
/* Canonicalize (ES 22.2.2.7.3). */
static uint32_t canon(uint32_t c, int unicode) {
  if (unicode) return c < 0x110000 ? (uint32_t)((int32_t)c + rt__uni_get(c)->fold) : c; /* simple case folding */
  if (c < 128) return (c >= 'a' && c <= 'z') ? c - 32 : c;
  uint32_t u = simple_upper(c);
  if (u > 0xFFFF || u < 128) return c;
  return u;
}
static int is_word(uint32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
static int is_line_term(uint32_t c) { return c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029; }

/* ---- the program ---------------------------------------------------------------
 *
 * Words: header (RE_H_* below), then the code, then the classes (each: count,
 * a 4-word bitmap of its ASCII members, then count [lo, hi] pairs), then the
 * group names (per group: length, then that many UTF-16 units, one per word;
 * length 0 = unnamed). */
enum { RE_H_MAGIC, RE_H_FLAGS, RE_H_NGROUPS, RE_H_NREGS, RE_H_NCODE, RE_H_CLASSES, RE_H_NAMES, RE_H_NWORDS,
       RE_H_START,           /* RE_S_* bits: where a match can start (start_info below) */
       RE_H_FIRST,           /* 8 words: a bit per code unit below 256 that can be a match's first */
       RE_H_ONE = RE_H_FIRST + 8, /* the one unit (below 256) that can begin a match, or 0xFFFFFFFF */
       RE_H_PREFIX,          /* n, then 2 words: the n bytes (units below 256) every match begins with */
       RE_H_PAIRS = RE_H_PREFIX + 3, /* 128 words: the pairs of units (below 256) a match can begin with */
       RE_H_SIZE = RE_H_PAIRS + 128 };
enum { RE_S_FILTER = 1, /* only units in RE_H_FIRST (or, with RE_S_HIGH, any unit >= 256) can begin a match */
       RE_S_HIGH = 2, RE_S_ANCHORED = 4, /* ^ without m: only position 0 */
       RE_S_PAIRS = 8 /* RE_H_PAIRS leaves out some pair */ };
#define RE_MAGIC 0x52454731u

enum {
  OP_MATCH, OP_CHAR, OP_ANY, OP_CLASS, OP_NCLASS, /* readers: BACK flag reads backward */
  OP_SPLIT,      /* a b: go on at a, on failure at b */
  OP_JMP,        /* a */
  OP_SAVE,       /* k: capture slot k = pos */
  OP_RESET,      /* lo hi: capture slots [lo, hi) = -1 */
  OP_BOL, OP_EOL, OP_WB, OP_NWB,
  OP_BACKREF,    /* g (BACK flag: backward) */
  OP_LOOK,       /* neg cont: lookaround body follows, LOOK_END ends it; cont = after */
  OP_LOOK_END,
  OP_SETPOS,     /* r: reg r = pos */
  OP_SETK,       /* r k: reg r = k */
  OP_LOOP,       /* cnt min max greedy exit */
  OP_ITER_END,   /* cnt posreg min loop */
  OP_STAR,       /* min max greedy: then one reader op */
};
#define OP_BACK 0x100u
#define OPC(w) ((w) & 0xFFu)

static uint32_t op_len(uint32_t w) {
  switch (OPC(w)) {
  case OP_MATCH: case OP_ANY: case OP_BOL: case OP_EOL: case OP_WB: case OP_NWB: case OP_LOOK_END: return 1;
  case OP_CHAR: case OP_CLASS: case OP_NCLASS: case OP_JMP: case OP_SAVE: case OP_BACKREF: case OP_SETPOS: return 2;
  case OP_SPLIT: case OP_RESET: case OP_LOOK: case OP_SETK: return 3;
  case OP_STAR: return 4;
  case OP_ITER_END: return 5;
  case OP_LOOP: return 6;
  }
  return 1;
}

/* ---- parsing ------------------------------------------------------------------ */

enum { N_EMPTY, N_CHAR, N_ANY, N_CLASS, N_SEQ, N_ALT, N_GROUP, N_REPEAT, N_BOL, N_EOL, N_WB, N_NWB, N_BACKREF,
       N_NAMEDREF, N_LOOK };
typedef struct rnode {
  uint8_t type, greedy, neg, behind;
  uint32_t a;        /* CHAR: code point; CLASS: class index; GROUP: capture index (0 = none); BACKREF: group */
  int32_t min, max;  /* REPEAT (max -1 = infinity) */
  int32_t kid;       /* first child (SEQ, ALT, GROUP, REPEAT, LOOK) */
  int32_t next;      /* next sibling */
  uint32_t ngroups_before, ngroups_after; /* REPEAT: the capture groups inside are [before, after) */
  uint32_t nameat, namelen; /* NAMEDREF: the name in the pattern */
} rnode;

typedef struct { uint32_t *p; uint32_t n, cap; } wvec;
static int wpush(wvec *v, uint32_t w) {
  if (v->n == v->cap) {
    uint32_t nc = v->cap ? v->cap * 2 : 64;
    uint32_t *np = realloc(v->p, nc * sizeof *np);
    if (!np) return 0;
    v->p = np;
    v->cap = nc;
  }
  v->p[v->n++] = w;
  return 1;
}

typedef struct {
  const uint16_t *s;
  uint32_t n, i;
  int unicode, icase, named_seen;
  const char *err;
  rnode *nodes;
  uint32_t nnodes, capnodes;
  wvec *classes; /* class ranges, each class: count then pairs; cls_at gives offsets */
  wvec cls_off;
  uint32_t ngroups; /* capture groups so far (group 0 counts) */
  uint32_t total_groups; /* from a pre-scan: all capture groups in the pattern */
  wvec names;       /* per group: offset into the pattern and length (0 = unnamed) */
  int depth;
  int has_named_refs;
} parser;

#define MAX_DEPTH 400
#define MAX_NODES 200000

static int32_t new_node(parser *p, int type) {
  if (p->nnodes >= MAX_NODES) {
    p->err = "Regular expression too large";
    return -1;
  }
  if (p->nnodes == p->capnodes) {
    uint32_t nc = p->capnodes ? p->capnodes * 2 : 64;
    rnode *nn = realloc(p->nodes, nc * sizeof *nn);
    if (!nn) {
      p->err = "Regular expression too large";
      return -1;
    }
    p->nodes = nn;
    p->capnodes = nc;
  }
  rnode *r = &p->nodes[p->nnodes];
  memset(r, 0, sizeof *r);
  r->type = (uint8_t)type;
  r->kid = r->next = -1;
  return (int32_t)p->nnodes++;
}

static int more(parser *p) { return p->i < p->n; }
static uint32_t peek(parser *p) { return p->i < p->n ? p->s[p->i] : 0xFFFFFFFFu; }
/* The next pattern character: a code point with u (surrogate pairs joined). */
static uint32_t next_char(parser *p) {
  uint32_t c = p->s[p->i++];
  if (p->unicode && c >= 0xD800 && c < 0xDC00 && p->i < p->n && p->s[p->i] >= 0xDC00 && p->s[p->i] < 0xE000)
    c = 0x10000 + ((c - 0xD800) << 10) + (p->s[p->i++] - 0xDC00);
  return c;
}

static int isalnum_ascii(uint32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static int hexv(uint32_t c) {
  if (c >= '0' && c <= '9') return (int)(c - '0');
  if ((c | 32) >= 'a' && (c | 32) <= 'f') return (int)((c | 32) - 'a' + 10);
  return -1;
}

/* Class building: ranges appended to the current class. */
typedef struct { uint32_t *r; uint32_t n, cap; } ranges;
static int radd(ranges *rs, uint32_t lo, uint32_t hi) {
  if (rs->n + 2 > rs->cap) {
    uint32_t nc = rs->cap ? rs->cap * 2 : 16;
    uint32_t *nr = realloc(rs->r, nc * sizeof *nr);
    if (!nr) return 0;
    rs->r = nr;
    rs->cap = nc;
  }
  rs->r[rs->n++] = lo;
  rs->r[rs->n++] = hi;
  return 1;
}
static const uint32_t digit_r[] = {'0', '9'};
static const uint32_t word_r[] = {'0', '9', 'A', 'Z', '_', '_', 'a', 'z'};
static const uint32_t space_r[] = {9, 13, 32, 32, 0xA0, 0xA0, 0x1680, 0x1680, 0x2000, 0x200A, 0x2028, 0x2029,
                                   0x202F, 0x202F, 0x205F, 0x205F, 0x3000, 0x3000, 0xFEFF, 0xFEFF};
/* Adds the ranges of \d \w \s (neg: their complement). */
static int radd_set(ranges *rs, const uint32_t *set, uint32_t n, int neg) {
  if (!neg) {
    for (uint32_t i = 0; i < n; i += 2)
      if (!radd(rs, set[i], set[i + 1])) return 0;
    return 1;
  }
  uint32_t lo = 0;
  for (uint32_t i = 0; i < n; i += 2) {
    if (set[i] > lo && !radd(rs, lo, set[i] - 1)) return 0;
    lo = set[i + 1] + 1;
  }
  return radd(rs, lo, 0x10FFFF);
}
static int range_cmp(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}
/* Sorts the ranges and merges those that overlap or touch (class_has searches them). */
static void rnormalize(ranges *rs) {
  if (rs->n < 4) return;
  qsort(rs->r, rs->n / 2, 2 * sizeof *rs->r, range_cmp);
  uint32_t out = 0;
  for (uint32_t i = 0; i < rs->n; i += 2) {
    if (out && rs->r[i] <= rs->r[out - 1] + 1) {
      if (rs->r[i + 1] > rs->r[out - 1]) rs->r[out - 1] = rs->r[i + 1];
      continue;
    }
    rs->r[out++] = rs->r[i];
    rs->r[out++] = rs->r[i + 1];
  }
  rs->n = out;
}

/* ---- Unicode property escapes: \p{Name}, \p{Name=Value} (u flag) ---- */

typedef struct {
  int kind; /* 0 General_Category mask, 1 Script, 2 binary property, 3 Script_Extensions */
  uint64_t v;
} uprop;
static int uprop_has(const uprop *u, const rt__uni_info *in) {
  if (u->kind == 0) return (int)((u->v >> in->gc) & 1);
  if (u->kind == 1 || (u->kind == 3 && !in->scx)) return in->sc == u->v;
  if (u->kind == 3) {
    const uint8_t *l = rt__uni_scxpool + rt__uni_scx[in->scx];
    for (uint32_t i = 0; i < l[0]; i++)
      if (l[1 + i] == u->v) return 1;
    return 0;
  }
  return (int)((in->props >> u->v) & 1);
}
static int uname_find(const rt__uni_name *t, uint32_t n, const uint16_t *s, uint32_t len, uint64_t *v) {
  for (uint32_t i = 0; i < n; i++) {
    const char *name = t[i].name;
    uint32_t k = 0;
    while (k < len && name[k] && (uint16_t)name[k] == s[k]) k++;
    if (k == len && !name[k]) {
      *v = t[i].v;
      return 1;
    }
  }
  return 0;
}
static int name_is(const uint16_t *s, uint32_t len, const char *lit) {
  uint32_t k = 0;
  while (k < len && lit[k] && (uint16_t)lit[k] == s[k]) k++;
  return k == len && !lit[k];
}
/* After \p or \P (the letter read): the property's ranges (neg: the complement) added to rs. */
static int parse_property(parser *p, ranges *rs, int neg) {
  uprop u;
  if (peek(p) != '{') goto bad;
  p->i++;
  uint32_t a = p->i, alen, b = 0, blen = 0;
  while (more(p) && (peek(p) < 128 && (isalnum_ascii(peek(p)) || peek(p) == '_'))) p->i++;
  alen = p->i - a;
  if (peek(p) == '=') {
    p->i++;
    b = p->i;
    while (more(p) && (peek(p) < 128 && (isalnum_ascii(peek(p)) || peek(p) == '_'))) p->i++;
    blen = p->i - b;
    if (!blen) goto bad;
  }
  if (peek(p) != '}' || !alen) goto bad;
  p->i++;
  const uint16_t *sa = p->s + a, *sb = p->s + b;
  if (blen) {
    if (name_is(sa, alen, "General_Category") || name_is(sa, alen, "gc")) {
      u.kind = 0;
      if (!uname_find(rt__uni_gc_names, rt__uni_ngc_names, sb, blen, &u.v)) goto bad;
    } else if (name_is(sa, alen, "Script") || name_is(sa, alen, "sc") || name_is(sa, alen, "Script_Extensions") ||
               name_is(sa, alen, "scx")) {
      u.kind = name_is(sa, alen, "Script") || name_is(sa, alen, "sc") ? 1 : 3;
      if (!uname_find(rt__uni_sc_names, rt__uni_nsc_names, sb, blen, &u.v)) goto bad;
    } else {
      goto bad;
    }
  } else if (uname_find(rt__uni_gc_names, rt__uni_ngc_names, sa, alen, &u.v)) {
    u.kind = 0;
  } else if (uname_find(rt__uni_bin_names, rt__uni_nbin_names, sa, alen, &u.v)) {
    u.kind = 2;
  } else {
    goto bad;
  }
  /* Walk the two-stage table block by block: a block shared by many ranges
   * of code points (unassigned planes) is looked at once. */
  enum { NB = 0x110000 >> RT__UNI_SHIFT };
  uint8_t *seen = calloc(NB, 1); /* per stage-2 block: 1 none, 2 all, 3 mixed */
  if (!seen) goto oom;
  int64_t open = -1; /* start of the range being built */
  for (uint32_t blk = 0; blk < NB; blk++) {
    uint32_t k = rt__uni_stage1[blk];
    if (!seen[k]) {
      const uint16_t *idx = rt__uni_stage2 + (k << RT__UNI_SHIFT);
      int any = 0, all = 1;
      for (uint32_t i = 0; i < RT__UNI_BLOCK; i++) {
        int h = uprop_has(&u, &rt__uni_infos[idx[i]]) != neg;
        any |= h;
        all &= h;
      }
      seen[k] = all ? 2 : any ? 3 : 1;
    }
    uint32_t base = blk << RT__UNI_SHIFT;
    if (seen[k] != 3) {
      if (seen[k] == 2 && open < 0) open = base;
      if (seen[k] == 1 && open >= 0) {
        if (!radd(rs, (uint32_t)open, base - 1)) goto oom_seen;
        open = -1;
      }
      continue;
    }
    const uint16_t *idx = rt__uni_stage2 + (k << RT__UNI_SHIFT);
    for (uint32_t i = 0; i < RT__UNI_BLOCK; i++) {
      int h = uprop_has(&u, &rt__uni_infos[idx[i]]) != neg;
      if (h && open < 0) open = base + i;
      if (!h && open >= 0) {
        if (!radd(rs, (uint32_t)open, base + i - 1)) goto oom_seen;
        open = -1;
      }
    }
  }
  if (open >= 0 && !radd(rs, (uint32_t)open, 0x10FFFF)) goto oom_seen;
  free(seen);
  return 1;
oom_seen:
  free(seen);
oom:
  p->err = "Regular expression too large";
  return 0;
bad:
  p->err = "Invalid property name";
  return 0;
}

static int32_t class_node(parser *p, ranges *rs, int neg) {
  rnormalize(rs);
  int32_t k = new_node(p, N_CLASS);
  if (k < 0) return -1;
  p->nodes[k].a = p->cls_off.n;
  p->nodes[k].neg = (uint8_t)neg;
  if (!wpush(&p->cls_off, p->classes->n) || !wpush(p->classes, rs->n / 2)) goto oom;
  uint32_t ascii[4] = {0};
  for (uint32_t i = 0; i < rs->n; i += 2)
    for (uint32_t c = rs->r[i]; c <= rs->r[i + 1] && c < 128; c++) ascii[c >> 5] |= 1u << (c & 31);
  for (int i = 0; i < 4; i++)
    if (!wpush(p->classes, ascii[i])) goto oom;
  for (uint32_t i = 0; i < rs->n; i++)
    if (!wpush(p->classes, rs->r[i])) goto oom;
  return k;
oom:
  p->err = "Regular expression too large";
  return -1;
}

/* \d \D \w \W \s \S as a class node; c is the letter. */
static int32_t escape_class(parser *p, uint32_t c) {
  ranges rs = {0};
  int ok = 1;
  uint32_t l = c | 32;
  int neg = c != l;
  if (l == 'd') ok = radd_set(&rs, digit_r, 2, neg);
  else if (l == 'w') ok = radd_set(&rs, word_r, 8, neg);
  else ok = radd_set(&rs, space_r, sizeof space_r / sizeof *space_r, neg);
  int32_t k = ok ? class_node(p, &rs, 0) : -1;
  free(rs.r);
  return k;
}

static int parse_disj(parser *p, int32_t *out);

/* \u escapes: \uXXXX (with u, a surrogate pair of them, and \u{...}); -1 if none. */
static int64_t parse_u_escape(parser *p) {
  if (p->unicode && peek(p) == '{') {
    uint32_t save = p->i++;
    uint64_t v = 0;
    int nd = 0;
    while (more(p) && hexv(peek(p)) >= 0) {
      v = v * 16 + (uint64_t)hexv(p->s[p->i++]);
      nd++;
      if (v > 0x10FFFF) break;
    }
    if (!nd || v > 0x10FFFF || peek(p) != '}') {
      p->i = save;
      return -1;
    }
    p->i++;
    return (int64_t)v;
  }
  if (p->i + 4 > p->n) return -1;
  uint32_t v = 0;
  for (int k = 0; k < 4; k++) {
    int h = hexv(p->s[p->i + (uint32_t)k]);
    if (h < 0) return -1;
    v = v * 16 + (uint32_t)h;
  }
  p->i += 4;
  if (p->unicode && v >= 0xD800 && v < 0xDC00 && p->i + 6 <= p->n && p->s[p->i] == '\\' && p->s[p->i + 1] == 'u') {
    uint32_t w = 0;
    int ok = 1;
    for (int k = 0; k < 4; k++) {
      int h = hexv(p->s[p->i + 2 + (uint32_t)k]);
      if (h < 0) ok = 0;
      else w = w * 16 + (uint32_t)h;
    }
    if (ok && w >= 0xDC00 && w < 0xE000) {
      p->i += 6;
      v = 0x10000 + ((v - 0xD800) << 10) + (w - 0xDC00);
    }
  }
  return v;
}

static int is_syntax_char(uint32_t c) { return c < 128 && strchr("^$\\.*+?()[]{}|/", (int)c) && c; }

/* A character escape (after the backslash), for atoms and classes: the code
 * point, or -1 after setting p->err. in_class: \b is backspace, \- allowed. */
static int64_t char_escape(parser *p, int in_class) {
  if (!more(p)) {
    p->err = "\\ at end of pattern";
    return -1;
  }
  uint32_t c = next_char(p);
  switch (c) {
  case 'n': return '\n';
  case 'r': return '\r';
  case 't': return '\t';
  case 'v': return 0x0B;
  case 'f': return 0x0C;
  case 'b': if (in_class) return 8; break;
  case '0':
    if (!(more(p) && peek(p) >= '0' && peek(p) <= '9')) return 0;
    if (p->unicode) {
      p->err = in_class ? "Invalid class escape" : "Invalid decimal escape";
      return -1;
    }
    break;
  case 'c':
    if (more(p) && ((peek(p) | 32) >= 'a' && (peek(p) | 32) <= 'z')) return p->s[p->i++] % 32;
    if (!p->unicode && in_class && more(p) && ((peek(p) >= '0' && peek(p) <= '9') || peek(p) == '_'))
      return p->s[p->i++] % 32;
    if (p->unicode) {
      p->err = "Invalid unicode escape";
      return -1;
    }
    p->i--; /* Annex B: "\c" is a backslash then c */
    return '\\';
  case 'x':
    if (p->i + 2 <= p->n && hexv(p->s[p->i]) >= 0 && hexv(p->s[p->i + 1]) >= 0) {
      uint32_t v = (uint32_t)(hexv(p->s[p->i]) * 16 + hexv(p->s[p->i + 1]));
      p->i += 2;
      return v;
    }
    if (p->unicode) {
      p->err = "Invalid escape";
      return -1;
    }
    return 'x';
  case 'u': {
    int64_t v = parse_u_escape(p);
    if (v >= 0) return v;
    if (p->unicode) {
      p->err = "Invalid Unicode escape";
      return -1;
    }
    return 'u';
  }
  case '-':
    if (in_class) return '-';
    break;
  }
  if (c >= '0' && c <= '7' && !p->unicode) { /* legacy octal (Annex B) */
    uint32_t v = c - '0';
    if (more(p) && peek(p) >= '0' && peek(p) <= '7') {
      v = v * 8 + (p->s[p->i++] - '0');
      if (c <= '3' && more(p) && peek(p) >= '0' && peek(p) <= '7') v = v * 8 + (p->s[p->i++] - '0');
    }
    return v;
  }
  if (p->unicode) {
    if (is_syntax_char(c)) return c;
    p->err = in_class ? "Invalid class escape" : "Invalid escape";
    return -1;
  }
  if (c == 'k' && p->named_seen) {
    p->err = "Invalid named reference";
    return -1;
  }
  return c; /* identity escape */
}

static int32_t parse_class(parser *p) {
  int neg = 0;
  if (peek(p) == '^') neg = 1, p->i++;
  ranges rs = {0};
  for (;;) {
    if (!more(p)) {
      p->err = "Unterminated character class";
      goto fail;
    }
    if (peek(p) == ']') {
      p->i++;
      break;
    }
    /* one class atom: a code point or a set (lo > hi marks a set already added) */
    int64_t lo;
    int set = 0;
    uint32_t c = next_char(p);
    if (c == '\\') {
      uint32_t e = peek(p);
      if (e == 'd' || e == 'D' || e == 'w' || e == 'W' || e == 's' || e == 'S') {
        p->i++;
        uint32_t l = e | 32;
        int ok = l == 'd' ? radd_set(&rs, digit_r, 2, e != l)
                 : l == 'w' ? radd_set(&rs, word_r, 8, e != l)
                            : radd_set(&rs, space_r, sizeof space_r / sizeof *space_r, e != l);
        if (!ok) goto oom;
        set = 1;
        lo = 0;
      } else if (p->unicode && (e == 'p' || e == 'P')) {
        p->i++;
        if (!parse_property(p, &rs, e == 'P')) {
          if (!strcmp(p->err, "Invalid property name")) p->err = "Invalid property name in character class";
          goto fail;
        }
        set = 1;
        lo = 0;
      } else {
        lo = char_escape(p, 1);
        if (lo < 0) goto fail;
      }
    } else {
      lo = c;
    }
    if (peek(p) == '-' && p->i + 1 < p->n && p->s[p->i + 1] != ']') {
      p->i++;
      uint32_t c2 = next_char(p);
      int64_t hi;
      int set2 = 0;
      if (c2 == '\\') {
        uint32_t e = peek(p);
        if (e == 'd' || e == 'D' || e == 'w' || e == 'W' || e == 's' || e == 'S') {
          p->i++;
          uint32_t l = e | 32;
          int ok = l == 'd' ? radd_set(&rs, digit_r, 2, e != l)
                   : l == 'w' ? radd_set(&rs, word_r, 8, e != l)
                              : radd_set(&rs, space_r, sizeof space_r / sizeof *space_r, e != l);
          if (!ok) goto oom;
          set2 = 1;
          hi = 0;
        } else {
          hi = char_escape(p, 1);
          if (hi < 0) goto fail;
        }
      } else {
        hi = c2;
      }
      if (set || set2) {
        if (p->unicode) {
          p->err = "Invalid character class";
          goto fail;
        }
        /* Annex B: [\d-x] is \d, '-' and x */
        if (!set && !radd(&rs, (uint32_t)lo, (uint32_t)lo)) goto oom;
        if (!radd(&rs, '-', '-')) goto oom;
        if (!set2 && !radd(&rs, (uint32_t)hi, (uint32_t)hi)) goto oom;
        continue;
      }
      if (lo > hi) {
        p->err = "Range out of order in character class";
        goto fail;
      }
      if (!radd(&rs, (uint32_t)lo, (uint32_t)hi)) goto oom;
      continue;
    }
    if (!set && !radd(&rs, (uint32_t)lo, (uint32_t)lo)) goto oom;
  }
  int32_t k = class_node(p, &rs, neg);
  free(rs.r);
  return k;
oom:
  p->err = "Regular expression too large";
fail:
  free(rs.r);
  return -1;
}

/* A group name after "<" up to ">": identifier characters (ASCII letters,
 * digits, $ and _, and any non-ASCII unit, which is close enough). */
static int parse_name(parser *p, uint32_t *at, uint32_t *len) {
  uint32_t start = p->i;
  while (more(p) && peek(p) != '>') {
    uint32_t c = p->s[p->i];
    int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '$' || c == '_' || c >= 128 ||
             (c >= '0' && c <= '9' && p->i > start);
    if (c == '\\') ok = 0;
    if (!ok) return 0;
    p->i++;
  }
  if (!more(p) || p->i == start) return 0;
  *at = start;
  *len = p->i - start;
  p->i++;
  return 1;
}

static int name_eq(parser *p, uint32_t a, uint32_t al, uint32_t b, uint32_t bl) {
  return al == bl && !memcmp(p->s + a, p->s + b, al * sizeof *p->s);
}

/* {n}, {n,}, {n,m}: 1 if one was read (min, max set), 0 if the text is not one. */
static int parse_braces(parser *p, int32_t *min, int32_t *max) {
  uint32_t save = p->i;
  p->i++;
  uint64_t a = 0, b;
  int nd = 0;
  while (more(p) && peek(p) >= '0' && peek(p) <= '9') {
    a = a * 10 + (p->s[p->i++] - '0');
    if (a > 0x7FFFFFFF) a = 0x7FFFFFFF;
    nd++;
  }
  if (!nd) goto no;
  b = a;
  if (peek(p) == ',') {
    p->i++;
    if (peek(p) == '}') {
      b = 0xFFFFFFFFu;
    } else {
      int nd2 = 0;
      b = 0;
      while (more(p) && peek(p) >= '0' && peek(p) <= '9') {
        b = b * 10 + (p->s[p->i++] - '0');
        if (b > 0x7FFFFFFF) b = 0x7FFFFFFF;
        nd2++;
      }
      if (!nd2) goto no;
    }
  }
  if (peek(p) != '}') goto no;
  p->i++;
  *min = (int32_t)a;
  *max = b == 0xFFFFFFFFu ? -1 : (int32_t)b;
  return 1;
no:
  p->i = save;
  return 0;
}

/* One term (an assertion, or an atom with its quantifier), or -2 at the end
 * of the alternative. */
static int32_t parse_term(parser *p) {
  if (!more(p)) return -2;
  uint32_t c = peek(p);
  if (c == '|' || c == ')') return -2;
  int32_t atom = -1;
  int quantifiable = 1;
  p->i++;
  switch (c) {
  case '^': atom = new_node(p, N_BOL); quantifiable = 0; break;
  case '$': atom = new_node(p, N_EOL); quantifiable = 0; break;
  case '.': atom = new_node(p, N_ANY); break;
  case '*': case '+': case '?':
    p->err = "Nothing to repeat";
    return -1;
  case '{':
    if (p->unicode) {
      p->err = "Lone quantifier brackets";
      return -1;
    } else {
      int32_t a, b;
      p->i--;
      if (parse_braces(p, &a, &b)) {
        p->err = "Nothing to repeat";
        return -1;
      }
      p->i++;
      atom = new_node(p, N_CHAR);
      if (atom >= 0) p->nodes[atom].a = '{';
    }
    break;
  case '}': case ']':
    if (p->unicode) {
      p->err = "Lone quantifier brackets";
      return -1;
    }
    atom = new_node(p, N_CHAR);
    if (atom >= 0) p->nodes[atom].a = c;
    break;
  case '[': atom = parse_class(p); break;
  case '(': {
    if (++p->depth > MAX_DEPTH) {
      p->err = "Regular expression too large";
      return -1;
    }
    int type = N_GROUP, neg = 0, behind = 0;
    uint32_t gi = 0;
    if (peek(p) == '?') {
      p->i++;
      uint32_t d = more(p) ? p->s[p->i++] : 0;
      if (d == ':') {
        type = N_GROUP;
      } else if (d == '=' || d == '!') {
        type = N_LOOK, neg = d == '!';
      } else if (d == '<' && (peek(p) == '=' || peek(p) == '!')) {
        type = N_LOOK, behind = 1, neg = p->s[p->i++] == '!';
      } else if (d == '<') {
        uint32_t at, len;
        if (!parse_name(p, &at, &len)) {
          p->err = "Invalid capture group name";
          return -1;
        }
        for (uint32_t g = 1; g < p->ngroups; g++)
          if (p->names.p[2 * g + 1] && name_eq(p, p->names.p[2 * g], p->names.p[2 * g + 1], at, len)) {
            p->err = "Duplicate capture group name";
            return -1;
          }
        gi = p->ngroups++;
        if (!wpush(&p->names, at) || !wpush(&p->names, len)) {
          p->err = "Regular expression too large";
          return -1;
        }
      } else {
        p->err = "Invalid group";
        return -1;
      }
    } else {
      gi = p->ngroups++;
      if (!wpush(&p->names, 0) || !wpush(&p->names, 0)) {
        p->err = "Regular expression too large";
        return -1;
      }
    }
    int32_t body;
    if (!parse_disj(p, &body)) return -1;
    if (peek(p) != ')') {
      p->err = "Unterminated group";
      return -1;
    }
    p->i++;
    p->depth--;
    atom = new_node(p, type);
    if (atom < 0) return -1;
    p->nodes[atom].kid = body;
    p->nodes[atom].a = gi;
    p->nodes[atom].neg = (uint8_t)neg;
    p->nodes[atom].behind = (uint8_t)behind;
    if (type == N_LOOK && (behind || p->unicode)) quantifiable = 0;
    break;
  }
  case '\\': {
    if (!more(p)) {
      p->err = "\\ at end of pattern";
      return -1;
    }
    uint32_t e = peek(p);
    if (e == 'b' || e == 'B') {
      p->i++;
      atom = new_node(p, e == 'b' ? N_WB : N_NWB);
      quantifiable = 0;
      break;
    }
    if (e == 'd' || e == 'D' || e == 'w' || e == 'W' || e == 's' || e == 'S') {
      p->i++;
      atom = escape_class(p, e);
      break;
    }
    if (p->unicode && (e == 'p' || e == 'P')) {
      p->i++;
      ranges rs = {0};
      atom = parse_property(p, &rs, e == 'P') ? class_node(p, &rs, 0) : -1;
      free(rs.r);
      if (atom < 0) return -1;
      break;
    }
    if (e >= '1' && e <= '9') {
      uint32_t save = p->i;
      uint64_t v = 0;
      while (more(p) && peek(p) >= '0' && peek(p) <= '9') {
        v = v * 10 + (p->s[p->i++] - '0');
        if (v > 100000) v = 100000;
      }
      if (v < p->total_groups) {
        atom = new_node(p, N_BACKREF);
        if (atom >= 0) p->nodes[atom].a = (uint32_t)v;
        break;
      }
      if (p->unicode) {
        p->err = "Invalid escape";
        return -1;
      }
      p->i = save;
      if (e >= '8') { /* \8 and \9 are identity escapes */
        p->i++;
        atom = new_node(p, N_CHAR);
        if (atom >= 0) p->nodes[atom].a = e;
        break;
      }
    }
    if (e == 'k' && (p->unicode || p->named_seen)) {
      p->i++;
      uint32_t at, len;
      if (peek(p) != '<' || (p->i++, !parse_name(p, &at, &len))) {
        p->err = "Invalid named reference";
        return -1;
      }
      atom = new_node(p, N_NAMEDREF);
      if (atom >= 0) p->nodes[atom].nameat = at, p->nodes[atom].namelen = len;
      p->has_named_refs = 1;
      break;
    }
    int64_t v = char_escape(p, 0);
    if (v < 0) return -1;
    atom = new_node(p, N_CHAR);
    if (atom >= 0) p->nodes[atom].a = (uint32_t)v;
    break;
  }
  default:
    p->i--;
    atom = new_node(p, N_CHAR);
    if (atom >= 0) p->nodes[atom].a = next_char(p);
    break;
  }
  if (atom < 0) return -1;
  /* a quantifier */
  int32_t min, max;
  uint32_t q = peek(p);
  if (q == '*') min = 0, max = -1, p->i++;
  else if (q == '+') min = 1, max = -1, p->i++;
  else if (q == '?') min = 0, max = 1, p->i++;
  else if (q == '{') {
    if (!parse_braces(p, &min, &max)) {
      if (p->unicode) {
        p->err = "Incomplete quantifier";
        return -1;
      }
      return atom;
    }
    if (max >= 0 && min > max) {
      p->err = "numbers out of order in {} quantifier";
      return -1;
    }
  } else {
    return atom;
  }
  if (!quantifiable) {
    p->err = "Nothing to repeat";
    return -1;
  }
  int greedy = 1;
  if (peek(p) == '?') greedy = 0, p->i++;
  int32_t r = new_node(p, N_REPEAT);
  if (r < 0) return -1;
  p->nodes[r].kid = atom;
  p->nodes[r].min = min;
  p->nodes[r].max = max;
  p->nodes[r].greedy = (uint8_t)greedy;
  return r;
}

static int parse_alt(parser *p, int32_t *out) {
  int32_t seq = new_node(p, N_SEQ), last = -1;
  if (seq < 0) return 0;
  for (;;) {
    int32_t t = parse_term(p);
    if (t == -2) break;
    if (t < 0) return 0;
    if (last < 0) p->nodes[seq].kid = t;
    else p->nodes[last].next = t;
    last = t;
  }
  *out = seq;
  return 1;
}

static int parse_disj(parser *p, int32_t *out) {
  int32_t first;
  if (!parse_alt(p, &first)) return 0;
  if (peek(p) != '|') {
    *out = first;
    return 1;
  }
  int32_t alt = new_node(p, N_ALT), last = first;
  if (alt < 0) return 0;
  p->nodes[alt].kid = first;
  while (peek(p) == '|') {
    p->i++;
    int32_t a;
    if (!parse_alt(p, &a)) return 0;
    p->nodes[last].next = a;
    last = a;
  }
  *out = alt;
  return 1;
}

/* ---- compiling ------------------------------------------------------------------ */

typedef struct {
  parser *p;
  wvec code;
  uint32_t nregs;
  int err;
} compiler;

static void emit(compiler *k, uint32_t w) {
  if (!wpush(&k->code, w)) k->err = 1;
  if (k->code.n > (1u << 24)) k->err = 1;
}

/* Compiles node n; back: in the backward direction (inside a lookbehind). */
static void comp(compiler *k, int32_t n, int back);

static void comp_list_seq(compiler *k, int32_t first, int back) {
  if (!back) {
    for (int32_t x = first; x >= 0 && !k->err; x = k->p->nodes[x].next) comp(k, x, back);
    return;
  }
  uint32_t cnt = 0;
  for (int32_t x = first; x >= 0; x = k->p->nodes[x].next) cnt++;
  int32_t *v = malloc((cnt ? cnt : 1) * sizeof *v);
  if (!v) {
    k->err = 1;
    return;
  }
  cnt = 0;
  for (int32_t x = first; x >= 0; x = k->p->nodes[x].next) v[cnt++] = x;
  while (cnt-- && !k->err) comp(k, v[cnt], back);
  free(v);
}

/* The capture groups numbered inside node n: [lo, hi). */
static void group_span(parser *p, int32_t n, uint32_t *lo, uint32_t *hi) {
  for (int32_t x = p->nodes[n].kid; x >= 0; x = p->nodes[x].next) {
    if (p->nodes[x].type == N_GROUP && p->nodes[x].a) {
      if (p->nodes[x].a < *lo) *lo = p->nodes[x].a;
      if (p->nodes[x].a + 1 > *hi) *hi = p->nodes[x].a + 1;
    }
    group_span(p, x, lo, hi);
  }
}

static int single_reader(parser *p, int32_t n) {
  int t = p->nodes[n].type;
  return t == N_CHAR || t == N_ANY || t == N_CLASS;
}

static void comp(compiler *k, int32_t n, int back) {
  parser *p = k->p;
  rnode *r = &p->nodes[n];
  uint32_t B = back ? OP_BACK : 0;
  switch (r->type) {
  case N_EMPTY: break;
  case N_CHAR:
    emit(k, OP_CHAR | B);
    emit(k, p->icase ? canon(r->a, p->unicode) : r->a);
    break;
  case N_ANY: emit(k, OP_ANY | B); break;
  case N_CLASS:
    emit(k, (r->neg ? OP_NCLASS : OP_CLASS) | B);
    emit(k, r->a);
    break;
  case N_BOL: emit(k, OP_BOL); break;
  case N_EOL: emit(k, OP_EOL); break;
  case N_WB: emit(k, OP_WB); break;
  case N_NWB: emit(k, OP_NWB); break;
  case N_BACKREF:
    emit(k, OP_BACKREF | B);
    emit(k, r->a);
    break;
  case N_NAMEDREF: {
    uint32_t g = 0;
    for (uint32_t i = 1; i < p->ngroups; i++)
      if (p->names.p[2 * i + 1] && name_eq(p, p->names.p[2 * i], p->names.p[2 * i + 1], r->nameat, r->namelen)) g = i;
    emit(k, OP_BACKREF | B);
    emit(k, g);
    break;
  }
  case N_SEQ: comp_list_seq(k, r->kid, back); break;
  case N_ALT: {
    /* SPLIT next alt; JMP end after each */
    wvec fix = {0};
    for (int32_t x = r->kid; x >= 0 && !k->err; x = p->nodes[x].next) {
      int last = p->nodes[x].next < 0;
      uint32_t split = k->code.n;
      if (!last) {
        emit(k, OP_SPLIT);
        emit(k, 0);
        emit(k, 0);
        if (!k->err) k->code.p[split + 1] = k->code.n;
      }
      comp(k, x, back);
      if (!last) {
        if (!wpush(&fix, k->code.n)) k->err = 1;
        emit(k, OP_JMP);
        emit(k, 0);
        if (!k->err) k->code.p[split + 2] = k->code.n;
      }
    }
    if (!k->err)
      for (uint32_t i = 0; i < fix.n; i++) k->code.p[fix.p[i] + 1] = k->code.n;
    free(fix.p);
    break;
  }
  case N_GROUP:
    if (!r->a) {
      comp(k, r->kid, back);
      break;
    }
    emit(k, OP_SAVE);
    emit(k, 2 * r->a + (back ? 1 : 0));
    comp(k, r->kid, back);
    emit(k, OP_SAVE);
    emit(k, 2 * r->a + (back ? 0 : 1));
    break;
  case N_LOOK: {
    uint32_t at = k->code.n;
    emit(k, OP_LOOK);
    emit(k, r->neg);
    emit(k, 0);
    comp(k, r->kid, r->behind);
    emit(k, OP_LOOK_END);
    if (!k->err) k->code.p[at + 2] = k->code.n;
    break;
  }
  case N_REPEAT: {
    int32_t body = r->kid;
    int32_t min = r->min, max = r->max;
    if (max == 0) break;
    if (!back && single_reader(p, body)) {
      emit(k, OP_STAR);
      emit(k, (uint32_t)min);
      emit(k, (uint32_t)max);
      emit(k, r->greedy);
      comp(k, body, 0);
      break;
    }
    uint32_t lo = 0xFFFFFFFFu, hi = 0;
    if (p->nodes[body].type == N_GROUP && p->nodes[body].a) lo = p->nodes[body].a, hi = lo + 1;
    group_span(p, body, &lo, &hi);
    uint32_t cnt = k->nregs++, posr = k->nregs++;
    emit(k, OP_SETK);
    emit(k, cnt);
    emit(k, 0);
    uint32_t loop = k->code.n;
    emit(k, OP_LOOP);
    emit(k, cnt);
    emit(k, (uint32_t)min);
    emit(k, (uint32_t)max);
    emit(k, r->greedy);
    emit(k, 0);
    emit(k, OP_SETPOS);
    emit(k, posr);
    if (lo < hi) {
      emit(k, OP_RESET);
      emit(k, 2 * lo);
      emit(k, 2 * hi);
    }
    comp(k, body, back);
    emit(k, OP_ITER_END);
    emit(k, cnt);
    emit(k, posr);
    emit(k, (uint32_t)min);
    emit(k, loop);
    if (!k->err) k->code.p[loop + 5] = k->code.n;
    break;
  }
  }
}

/* Counts the capturing groups of the whole pattern, and whether it has a
 * named one (Annex B reads \k as a named reference only then). */
static void prescan(parser *p) {
  uint32_t n = 1;
  int in_class = 0;
  for (uint32_t i = 0; i < p->n; i++) {
    uint16_t c = p->s[i];
    if (c == '\\') {
      i++;
      continue;
    }
    if (in_class) {
      if (c == ']') in_class = 0;
      continue;
    }
    if (c == '[') in_class = 1;
    else if (c == '(') {
      if (i + 1 < p->n && p->s[i + 1] == '?') {
        if (i + 2 < p->n && p->s[i + 2] == '<' && i + 3 < p->n && p->s[i + 3] != '=' && p->s[i + 3] != '!') {
          n++;
          p->named_seen = 1;
        }
      } else {
        n++;
      }
    }
  }
  p->total_groups = n;
}

int re_flags_parse(const uint16_t *f, uint32_t n, uint32_t *out) {
  uint32_t fl = 0;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t b;
    switch (f[i]) {
    case 'd': b = RE_D; break;
    case 'g': b = RE_G; break;
    case 'i': b = RE_I; break;
    case 'm': b = RE_M; break;
    case 's': b = RE_S; break;
    case 'u': b = RE_U; break;
    case 'y': b = RE_Y; break;
    default: return 0;
    }
    if (fl & b) return 0;
    fl |= b;
  }
  *out = fl;
  return 1;
}

static void start_info(uint32_t *prog);

uint32_t *re_compile(const uint16_t *src, uint32_t n, uint32_t flags, uint32_t *nwords, const char **err) {
  parser p = {0};
  wvec classes = {0};
  p.s = src;
  p.n = n;
  p.unicode = (flags & RE_U) != 0;
  p.icase = (flags & RE_I) != 0;
  p.classes = &classes;
  p.ngroups = 1;
  wpush(&p.names, 0);
  wpush(&p.names, 0);
  prescan(&p);
  compiler k = {0};
  uint32_t *out = NULL;
  int32_t root;
  if (!parse_disj(&p, &root)) goto fail;
  if (more(&p)) {
    p.err = "Unmatched ')'";
    goto fail;
  }
  /* named references must name a group */
  for (uint32_t i = 0; i < p.nnodes; i++) {
    if (p.nodes[i].type != N_NAMEDREF) continue;
    int found = 0;
    for (uint32_t g = 1; g < p.ngroups; g++)
      if (p.names.p[2 * g + 1] && name_eq(&p, p.names.p[2 * g], p.names.p[2 * g + 1], p.nodes[i].nameat, p.nodes[i].namelen))
        found = 1;
    if (!found) {
      p.err = "Invalid named capture referenced";
      goto fail;
    }
  }
  k.p = &p;
  emit(&k, OP_SAVE);
  emit(&k, 0);
  comp(&k, root, 0);
  emit(&k, OP_SAVE);
  emit(&k, 1);
  emit(&k, OP_MATCH);
  if (k.err) {
    p.err = "Regular expression too large";
    goto fail;
  }
  uint32_t nnames = 0;
  for (uint32_t g = 0; g < p.ngroups; g++) nnames += 1 + p.names.p[2 * g + 1];
  size_t total = RE_H_SIZE + (size_t)k.code.n + classes.n + nnames;
  out = malloc(total * sizeof *out);
  if (!out) {
    p.err = "Regular expression too large";
    goto fail;
  }
  out[RE_H_MAGIC] = RE_MAGIC;
  out[RE_H_FLAGS] = flags;
  out[RE_H_NGROUPS] = p.ngroups;
  out[RE_H_NREGS] = k.nregs;
  out[RE_H_NCODE] = k.code.n;
  out[RE_H_CLASSES] = RE_H_SIZE + k.code.n;
  out[RE_H_NAMES] = RE_H_SIZE + k.code.n + classes.n;
  out[RE_H_NWORDS] = (uint32_t)total;
  memcpy(out + RE_H_SIZE, k.code.p, k.code.n * sizeof *out);
  /* class operands become absolute offsets */
  for (uint32_t pc = 0; pc < k.code.n; pc += op_len(k.code.p[pc])) {
    uint32_t op = OPC(k.code.p[pc]);
    if (op == OP_CLASS || op == OP_NCLASS) out[RE_H_SIZE + pc + 1] = out[RE_H_CLASSES] + p.cls_off.p[k.code.p[pc + 1]];
  }
  if (classes.n) memcpy(out + out[RE_H_CLASSES], classes.p, classes.n * sizeof *out);
  uint32_t w = out[RE_H_NAMES];
  for (uint32_t g = 0; g < p.ngroups; g++) {
    uint32_t len = p.names.p[2 * g + 1];
    out[w++] = len;
    for (uint32_t i = 0; i < len; i++) out[w++] = src[p.names.p[2 * g] + i];
  }
  start_info(out);
  *nwords = (uint32_t)total;
  *err = NULL;
fail:
  free(p.nodes);
  free(classes.p);
  free(p.cls_off.p);
  free(p.names.p);
  free(k.code.p);
  if (!out) *err = p.err ? p.err : "Regular expression too large";
  return out;
}

uint32_t re_ngroups(const uint32_t *prog) { return prog[RE_H_NGROUPS]; }
uint32_t re_flags(const uint32_t *prog) { return prog[RE_H_FLAGS]; }
uint32_t re_named_groups(const uint32_t *prog) {
  /* without names the section is one zero length per group */
  if (prog[RE_H_NWORDS] - prog[RE_H_NAMES] == prog[RE_H_NGROUPS]) return 0;
  uint32_t n = 0, w = prog[RE_H_NAMES];
  for (uint32_t g = 0; g < prog[RE_H_NGROUPS]; g++, w += 1 + prog[w]) n += prog[w] != 0;
  return n;
}
const uint32_t *re_group_name(const uint32_t *prog, uint32_t g, uint32_t *len) {
  uint32_t w = prog[RE_H_NAMES];
  for (uint32_t i = 0; i < g; i++) w += 1 + prog[w];
  *len = prog[w];
  return prog + w + 1;
}

/* ---- matching --------------------------------------------------------------------- */

enum { BT_CHOICE, BT_CAP, BT_REG, BT_MARK, BT_STAR_G, BT_STAR_L, BT_DEAD };
typedef struct {
  uint32_t kind, pc;
  int32_t pos, x;
} bt;
#define UNIT(m, i) ((m)->s ? (uint32_t)(m)->s[i] : (uint32_t)(m)->s8[i])

typedef struct {
  const uint32_t *prog, *code;
  const uint16_t *s;
  const uint8_t *s8; /* latin1 subject (s NULL) */
  int32_t n;
  int unicode, icase, multiline, dotall;
  int32_t *caps, *regs;
  bt *st, *st_local; /* st_local: re_exec's stack buffer, where st starts */
  uint32_t sp, cap;
  uint64_t steps, budget;
} vm;

static __attribute__((noinline)) int grow(vm *m) {
  uint32_t nc = m->cap ? m->cap * 2 : 256;
  if (nc > (1u << 26)) return 0;
  bt *ns = m->st == m->st_local ? malloc(nc * sizeof *ns) : realloc(m->st, nc * sizeof *ns);
  if (!ns) return 0;
  if (m->st == m->st_local) memcpy(ns, m->st, m->sp * sizeof *ns);
  m->st = ns;
  m->cap = nc;
  return 1;
}

static inline __attribute__((always_inline)) int push(vm *m, uint32_t kind, uint32_t pc, int32_t pos, int32_t x) {
  if (m->sp == m->cap && !grow(m)) return 0;
  m->st[m->sp++] = (bt){kind, pc, pos, x};
  return 1;
}

/* The character at pos reading forward (*np = the position after it), or -1. */
static inline __attribute__((always_inline)) int32_t rd_fwd(vm *m, int32_t pos, int32_t *np) {
  if (pos >= m->n) return -1;
  uint32_t c = UNIT(m, pos);
  if (m->unicode && c >= 0xD800 && c < 0xDC00 && pos + 1 < m->n && UNIT(m, pos + 1) >= 0xDC00 && UNIT(m, pos + 1) < 0xE000) {
    *np = pos + 2;
    return (int32_t)(0x10000 + ((c - 0xD800) << 10) + (UNIT(m, pos + 1) - 0xDC00));
  }
  *np = pos + 1;
  return (int32_t)c;
}
static int32_t rd_back(vm *m, int32_t pos, int32_t *np) {
  if (pos <= 0) return -1;
  uint32_t c = UNIT(m, pos - 1);
  if (m->unicode && c >= 0xDC00 && c < 0xE000 && pos >= 2 && UNIT(m, pos - 2) >= 0xD800 && UNIT(m, pos - 2) < 0xDC00) {
    *np = pos - 2;
    return (int32_t)(0x10000 + ((UNIT(m, pos - 2) - 0xD800) << 10) + (c - 0xDC00));
  }
  *np = pos - 1;
  return (int32_t)c;
}

/* The ranges are sorted and disjoint (rnormalize). */
static inline __attribute__((always_inline)) int class_has(const uint32_t *cl, uint32_t c) {
  if (c < 128) return cl[1 + (c >> 5)] >> (c & 31) & 1;
  uint32_t lo = 0, hi = cl[0];
  while (lo < hi) { /* the first range whose end is >= c */
    uint32_t mid = (lo + hi) / 2;
    if (cl[6 + 2 * mid] < c) lo = mid + 1;
    else hi = mid;
  }
  return lo < cl[0] && c >= cl[5 + 2 * lo];
}
static int class_match_icase(vm *m, const uint32_t *cl, uint32_t c);
static inline __attribute__((always_inline)) int class_match(vm *m, const uint32_t *cl, uint32_t c) {
  if (class_has(cl, c)) return 1;
  return m->icase && class_match_icase(m, cl, c);
}
static int class_match_icase(vm *m, const uint32_t *cl, uint32_t c) {
  if (m->unicode) { /* any code point with the same simple case folding as c */
    uint32_t t = canon(c, 1);
    if (t != c && class_has(cl, t)) return 1;
    uint64_t key = (uint64_t)t << 21;
    uint32_t lo = 0, hi = rt__uni_nunfold;
    while (lo < hi) {
      uint32_t mid = (lo + hi) / 2;
      if (rt__uni_unfold[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    for (; lo < rt__uni_nunfold && rt__uni_unfold[lo] >> 21 == t; lo++) {
      uint32_t src = (uint32_t)(rt__uni_unfold[lo] & 0x1FFFFF);
      if (src != c && class_has(cl, src)) return 1;
    }
    return 0;
  }
  uint32_t v[3] = {canon(c, m->unicode), simple_lower(c), simple_upper(c)};
  for (int i = 0; i < 3; i++)
    if (v[i] != c && class_has(cl, v[i]) && canon(v[i], m->unicode) == canon(c, m->unicode)) return 1;
  return 0;
}

/* Does reader op at pc accept the character at pos (direction from the op)? */
static inline __attribute__((always_inline)) int read_one(vm *m, uint32_t pc, int32_t pos, int32_t *np) {
  uint32_t w = m->code[pc];
  int32_t c = (w & OP_BACK) ? rd_back(m, pos, np) : rd_fwd(m, pos, np);
  if (c < 0) return 0;
  switch (OPC(w)) {
  case OP_CHAR:
    if ((uint32_t)c == m->code[pc + 1]) return 1;
    if (!m->icase) return 0;
    if (c < 128 && !m->unicode) return (uint32_t)((c >= 'a' && c <= 'z') ? c - 32 : c) == m->code[pc + 1]; /* canon's ASCII case */
    return canon((uint32_t)c, m->unicode) == m->code[pc + 1];
  case OP_ANY: return m->dotall || !is_line_term((uint32_t)c);
  case OP_CLASS: return class_match(m, m->prog + m->code[pc + 1], (uint32_t)c);
  case OP_NCLASS: return !class_match(m, m->prog + m->code[pc + 1], (uint32_t)c);
  }
  return 0;
}

/* ---- where a match can start ---------------------------------------------------
 *
 * The code units that can be the first one a match reads: a walk of the
 * paths from the program's start through the ops that read nothing (saves,
 * register writes, assertions, lookarounds, jumps and both arms of splits) to
 * the first reading op of each.  re_exec then tries only the positions whose
 * unit is in that set, which skips most of a subject for a pattern like
 * /\s(1\d{3})ms$/ or /[.,]/g.  Under the i flag the set holds every unit
 * below 256 that the op accepts (the op's own test, so it is the same
 * canonicalization), and any unit from 256 up may begin a match.  A path
 * that could match without reading, or reads through a backward op, a
 * backreference or a counted loop, leaves the filter off. */
typedef struct {
  uint32_t set[8];
  int high;
  uint32_t pairs[128]; /* bit pair_bit(a, b): a match may begin with units a, b (both below 256) */
  int narrow;          /* whether some first reader restricts the unit after it */
} first_set;

static inline uint32_t pair_bit(uint32_t a, uint32_t b) { return ((a << 4) ^ b) & 4095; }

/* Adds the units below 256 that the reader op at pc accepts to set (its own
 * test, so under i the same canonicalization); *high when a unit from 256 up
 * may be accepted. */
static void reader_units(const uint32_t *prog, const uint32_t *code, uint32_t pc, uint32_t fl, uint32_t *set,
                         int *high) {
  uint32_t w = code[pc];
  if (fl & RE_I) {
    vm m = {.prog = prog, .code = code, .n = 1, .unicode = (fl & RE_U) != 0, .icase = 1};
    for (uint32_t c = 0; c < 256; c++) {
      uint8_t u = (uint8_t)c;
      int32_t np;
      m.s8 = &u;
      if (read_one(&m, pc, 0, &np)) set[c >> 5] |= 1u << (c & 31);
    }
    *high = 1;
  } else if (OPC(w) == OP_CHAR) {
    uint32_t c = code[pc + 1];
    if (c < 256) set[c >> 5] |= 1u << (c & 31);
    else *high = 1;
  } else {
    const uint32_t *cl = prog + code[pc + 1];
    int neg = OPC(w) == OP_NCLASS;
    for (uint32_t c = 0; c < 256; c++)
      if (class_has(cl, c) != neg) set[c >> 5] |= 1u << (c & 31);
    if (neg || (cl[0] && cl[4 + 2 * cl[0]] >= 256)) *high = 1;
  }
}

/* Walks the paths from pc through the ops that read nothing (saves,
 * register writes, assertions, lookarounds, jumps, both arms of splits) to
 * the reading op of each, and calls at(ctx, its pc, whether it is the op of
 * an x*) there.  1, or 0 when a path could match without reading, reads
 * through a backward op, `.`, a backreference or a counted loop, or the
 * budget runs out. */
typedef void reader_fn(void *ctx, uint32_t pc, int star);
static int reader_walk(const uint32_t *code, uint32_t pc, int *budget, reader_fn *at, void *ctx) {
  for (;;) {
    if (--*budget < 0) return 0;
    uint32_t w = code[pc];
    if ((w & OP_BACK) && OPC(w) != OP_LOOK) return 0;
    switch (OPC(w)) {
    case OP_SAVE: case OP_SETPOS: case OP_SETK: case OP_RESET: case OP_BOL: case OP_EOL: case OP_WB: case OP_NWB:
      pc += op_len(w);
      continue;
    case OP_LOOK: pc = code[pc + 2]; continue; /* reads nothing of the match */
    case OP_JMP: pc = code[pc + 1]; continue;
    case OP_SPLIT:
      return reader_walk(code, code[pc + 1], budget, at, ctx) && reader_walk(code, code[pc + 2], budget, at, ctx);
    case OP_STAR: {
      uint32_t rd = pc + 4, op = OPC(code[rd]);
      if ((op != OP_CHAR && op != OP_CLASS && op != OP_NCLASS) || (code[rd] & OP_BACK)) return 0; /* .* */
      at(ctx, rd, 1);
      if (code[pc + 1] > 0) return 1;
      pc = rd + op_len(code[rd]);
      continue;
    }
    case OP_CHAR: case OP_CLASS: case OP_NCLASS: at(ctx, pc, 0); return 1;
    default: return 0; /* MATCH (an empty match), ANY, BACKREF, LOOP, ... */
    }
  }
}

typedef struct {
  const uint32_t *prog, *code;
  uint32_t fl;
  uint32_t *set;   /* next_at: the units read next */
  first_set *f;    /* first_at */
} walk_ctx;

static void next_at(void *ctx, uint32_t pc, int star) {
  walk_ctx *w = ctx;
  int high = 0;
  (void)star;
  reader_units(w->prog, w->code, pc, w->fl, w->set, &high);
}

/* A first reader at pc: its units join the first set, and each of them, with
 * what can be read after it (anything, after the op of an x* or where the
 * walk stops), joins the pairs. */
static void first_at(void *ctx, uint32_t pc, int star) {
  walk_ctx *w = ctx;
  first_set *f = w->f;
  uint32_t a[8] = {0}, b[8] = {0};
  reader_units(w->prog, w->code, pc, w->fl, a, &f->high);
  walk_ctx next = {w->prog, w->code, w->fl, b, NULL};
  int budget = 256;
  int any = star || !reader_walk(w->code, pc + op_len(w->code[pc]), &budget, next_at, &next);
  f->narrow |= !any;
  for (uint32_t x = 0; x < 256; x++) {
    if (!(a[x >> 5] >> (x & 31) & 1)) continue;
    f->set[x >> 5] |= 1u << (x & 31);
    for (uint32_t y = 0; y < 256; y++)
      if (any || (b[y >> 5] >> (y & 31) & 1)) f->pairs[pair_bit(x, y) >> 5] |= 1u << (pair_bit(x, y) & 31);
  }
}

static void start_info(uint32_t *prog) {
  const uint32_t *code = prog + RE_H_SIZE;
  uint32_t fl = prog[RE_H_FLAGS], info = 0, pc = 0;
  while (OPC(code[pc]) == OP_SAVE) pc += 2;
  if (OPC(code[pc]) == OP_BOL && !(fl & RE_M)) info |= RE_S_ANCHORED;
  first_set f = {0};
  walk_ctx w = {prog, code, fl, NULL, &f};
  int budget = 256;
  if (reader_walk(code, 0, &budget, first_at, &w)) info |= RE_S_FILTER | (f.high ? RE_S_HIGH : 0) | (f.narrow ? RE_S_PAIRS : 0);
  memcpy(prog + RE_H_FIRST, f.set, sizeof f.set);
  memcpy(prog + RE_H_PAIRS, f.pairs, sizeof f.pairs);
  prog[RE_H_START] = info;
  int count = 0, one = -1;
  for (int w = 0; w < 8; w++)
    for (uint32_t b = f.set[w]; b; b &= b - 1, count++) one = 32 * w + __builtin_ctz(b);
  prog[RE_H_ONE] = count == 1 ? (uint32_t)one : 0xFFFFFFFFu;
  /* The units every match begins with: the case-sensitive forward chars
   * below 256 that the program reads first, one after the other (the path
   * from the start to them has no branch, so a match at i reads them at i). */
  uint8_t prefix[8] = {0};
  uint32_t np = 0;
  if (!(fl & RE_I))
    for (; np < 8 && OPC(code[pc]) == OP_CHAR && !(code[pc] & OP_BACK) && code[pc + 1] < 256; pc += 2)
      prefix[np++] = (uint8_t)code[pc + 1];
  prog[RE_H_PREFIX] = np;
  memcpy(prog + RE_H_PREFIX + 1, prefix, sizeof prefix);
}

static int word_at(vm *m, int32_t i) { return i >= 0 && i < m->n && is_word(UNIT(m, i)); }

/* Runs the program at start.  1 match (caps filled), 0 none, -1 budget or memory. */
static int run(vm *m, int32_t start) {
  uint32_t ng = m->prog[RE_H_NGROUPS];
  for (uint32_t i = 0; i < 2 * ng; i++) m->caps[i] = -1;
  m->sp = 0;
  uint32_t pc = 0;
  int32_t pos = start;
  for (;;) {
    if (++m->steps > m->budget) return -1;
    uint32_t w = m->code[pc];
    switch (OPC(w)) {
    case OP_MATCH: return 1;
    case OP_CHAR: case OP_ANY: case OP_CLASS: case OP_NCLASS: {
      int32_t np;
      if (!read_one(m, pc, pos, &np)) goto fail;
      pos = np;
      pc += 2 - (OPC(w) == OP_ANY);
      continue;
    }
    case OP_SPLIT:
      if (!push(m, BT_CHOICE, m->code[pc + 2], pos, 0)) return -1;
      pc = m->code[pc + 1];
      continue;
    case OP_JMP: pc = m->code[pc + 1]; continue;
    case OP_SAVE: {
      uint32_t s = m->code[pc + 1];
      if (!push(m, BT_CAP, s, m->caps[s], 0)) return -1;
      m->caps[s] = pos;
      pc += 2;
      continue;
    }
    case OP_RESET:
      for (uint32_t s = m->code[pc + 1]; s < m->code[pc + 2]; s++) {
        if (m->caps[s] < 0) continue;
        if (!push(m, BT_CAP, s, m->caps[s], 0)) return -1;
        m->caps[s] = -1;
      }
      pc += 3;
      continue;
    case OP_BOL:
      if (!(pos == 0 || (m->multiline && is_line_term(UNIT(m, pos - 1))))) goto fail;
      pc++;
      continue;
    case OP_EOL:
      if (!(pos == m->n || (m->multiline && is_line_term(UNIT(m, pos))))) goto fail;
      pc++;
      continue;
    case OP_WB: case OP_NWB: {
      int b = word_at(m, pos - 1) != word_at(m, pos);
      if (b != (OPC(w) == OP_WB)) goto fail;
      pc++;
      continue;
    }
    case OP_BACKREF: {
      uint32_t g = m->code[pc + 1];
      int32_t a = m->caps[2 * g], b = m->caps[2 * g + 1];
      pc += 2;
      if (a < 0 || b < 0) continue;
      int32_t len = b - a;
      int32_t from = (w & OP_BACK) ? pos - len : pos;
      if (from < 0 || from + len > m->n) goto fail;
      int ok = 1;
      for (int32_t i = 0; i < len && ok; i++) {
        uint32_t x = UNIT(m, a + i), y = UNIT(m, from + i);
        ok = x == y || (m->icase && canon(x, m->unicode) == canon(y, m->unicode));
      }
      if (!ok) goto fail;
      pos = (w & OP_BACK) ? from : from + len;
      continue;
    }
    case OP_LOOK:
      if (!push(m, BT_MARK, m->code[pc + 2], pos, (int32_t)m->code[pc + 1])) return -1;
      pc += 3;
      continue;
    case OP_LOOK_END: {
      /* the body matched: find its mark; drop the choices above it */
      uint32_t i = m->sp;
      while (i > 0 && m->st[i - 1].kind != BT_MARK) i--;
      if (!i) return -1; /* cannot happen */
      bt mark = m->st[i - 1];
      if (mark.x) { /* negative: undo the body, then fail */
        while (m->sp > i) {
          bt e = m->st[--m->sp];
          if (e.kind == BT_CAP) m->caps[e.pc] = e.pos;
          else if (e.kind == BT_REG) m->regs[e.pc] = e.pos;
        }
        m->sp--; /* the mark */
        goto fail;
      }
      /* positive: keep the undo records (captures stay set), drop choices */
      uint32_t o = i - 1;
      for (uint32_t j = i; j < m->sp; j++)
        if (m->st[j].kind == BT_CAP || m->st[j].kind == BT_REG) m->st[o++] = m->st[j];
      m->sp = o;
      pos = mark.pos;
      pc = mark.pc;
      continue;
    }
    case OP_SETPOS: {
      uint32_t r = m->code[pc + 1];
      if (!push(m, BT_REG, r, m->regs[r], 0)) return -1;
      m->regs[r] = pos;
      pc += 2;
      continue;
    }
    case OP_SETK: {
      uint32_t r = m->code[pc + 1];
      if (!push(m, BT_REG, r, m->regs[r], 0)) return -1;
      m->regs[r] = (int32_t)m->code[pc + 2];
      pc += 3;
      continue;
    }
    case OP_LOOP: {
      uint32_t cnt = (uint32_t)m->regs[m->code[pc + 1]];
      uint32_t min = m->code[pc + 2], max = m->code[pc + 3], exit = m->code[pc + 5];
      if (cnt < min) {
        pc += 6;
        continue;
      }
      if (max != 0xFFFFFFFFu && cnt >= max) {
        pc = exit;
        continue;
      }
      if (m->code[pc + 4]) {
        if (!push(m, BT_CHOICE, exit, pos, 0)) return -1;
        pc += 6;
      } else {
        if (!push(m, BT_CHOICE, pc + 6, pos, 0)) return -1;
        pc = exit;
      }
      continue;
    }
    case OP_ITER_END: {
      uint32_t cr = m->code[pc + 1];
      uint32_t cnt = (uint32_t)m->regs[cr];
      if (cnt >= m->code[pc + 3] && pos == m->regs[m->code[pc + 2]]) goto fail;
      if (!push(m, BT_REG, cr, m->regs[cr], 0)) return -1;
      m->regs[cr] = (int32_t)(cnt + 1 > 0x7FFFFFFF ? 0x7FFFFFFF : cnt + 1);
      pc = m->code[pc + 4];
      continue;
    }
    case OP_STAR: {
      uint32_t min = m->code[pc + 1], max = m->code[pc + 2], rd = pc + 4;
      uint32_t after = rd + op_len(m->code[rd]);
      uint32_t k = 0;
      int32_t np;
      while (k < min) {
        if (!read_one(m, rd, pos, &np)) goto fail;
        pos = np;
        k++;
      }
      if (m->code[pc + 3]) {
        int32_t lo = pos;
        while ((max == 0xFFFFFFFFu || k < max) && read_one(m, rd, pos, &np)) {
          pos = np;
          k++;
          if ((k & 1023) == 0 && (m->steps += 1024) > m->budget) return -1;
        }
        if (pos > lo && !push(m, BT_STAR_G, rd, pos, lo)) return -1;
      } else if (max == 0xFFFFFFFFu || k < max) {
        if (!push(m, BT_STAR_L, rd, pos, max == 0xFFFFFFFFu ? -1 : (int32_t)(max - k))) return -1;
      }
      pc = after;
      continue;
    }
    }
    return -1; /* a bad op */
  fail:
    for (;;) {
      if (!m->sp) return 0;
      bt *e = &m->st[m->sp - 1];
      switch (e->kind) {
      case BT_CHOICE:
        pc = e->pc;
        pos = e->pos;
        m->sp--;
        goto resume;
      case BT_CAP: m->caps[e->pc] = e->pos; m->sp--; continue;
      case BT_REG: m->regs[e->pc] = e->pos; m->sp--; continue;
      case BT_MARK:
        m->sp--;
        if (e->x) { /* negative lookaround whose body failed: go on */
          pc = e->pc;
          pos = e->pos;
          goto resume;
        }
        continue;
      case BT_STAR_G: {
        /* give back one character */
        int32_t p2 = e->pos, np;
        int32_t c = rd_back(m, p2, &np);
        (void)c;
        if (np < e->x) np = e->x;
        e->pos = np;
        pos = np;
        pc = e->pc + op_len(m->code[e->pc]);
        if (np <= e->x) m->sp--;
        goto resume;
      }
      case BT_STAR_L: {
        int32_t np;
        if (++m->steps > m->budget) return -1;
        if (!read_one(m, e->pc, e->pos, &np)) {
          m->sp--;
          continue;
        }
        e->pos = np;
        pos = np;
        pc = e->pc + op_len(m->code[e->pc]);
        if (e->x > 0 && --e->x == 0) m->sp--;
        goto resume;
      }
      default: m->sp--; continue;
      }
    }
  resume:;
  }
}

/* The first position from i on whose unit may begin a match (RE_H_FIRST), or
 * m->n: a loop of its own, with the subject in registers (in re_exec's loop
 * the inlined matcher left it ~27 instructions a unit).  In a latin1
 * subject: memmem when every match begins with the np >= 2 units of prefix,
 * memchr when `one`, a unit below 256, is all that can begin one (else -1). */
static uint32_t skip(const vm *m, const uint32_t *first, const uint32_t *pairs, int high, int one,
                     const uint8_t *prefix, uint32_t np, uint32_t i) {
  uint32_t n = (uint32_t)m->n;
  if (m->s8) {
    const uint8_t *s = m->s8;
    if (np >= 2) { /* every match begins with these units */
      const uint8_t *p = i < n ? memmem(s + i, n - i, prefix, np) : NULL;
      return p ? (uint32_t)(p - s) : n;
    }
    if (one >= 0) {
      const uint8_t *p = i < n ? memchr(s + i, one, n - i) : NULL;
      return p ? (uint32_t)(p - s) : n;
    }
    if (!pairs) {
      while (i < n && !(first[s[i] >> 5] >> (s[i] & 31) & 1)) i++;
      return i;
    }
    for (; i < n; i++) {
      if (!(first[s[i] >> 5] >> (s[i] & 31) & 1)) continue;
      if (i + 1 == n) return i;
      uint32_t b = pair_bit(s[i], s[i + 1]);
      if (pairs[b >> 5] >> (b & 31) & 1) return i;
    }
    return n;
  }
  const uint16_t *s = m->s;
  for (; i < n; i++) {
    uint32_t c = s[i];
    if (c < 256 ? first[c >> 5] >> (c & 31) & 1 : (uint32_t)high) break;
  }
  return i;
}

int re_exec(const uint32_t *prog, const void *subject, int wide, uint32_t n, uint32_t start, int sticky, int32_t *caps,
            uint64_t budget) {
  vm m = {0};
  m.prog = prog;
  m.code = prog + RE_H_SIZE;
  m.s = wide ? subject : NULL;
  m.s8 = wide ? NULL : subject;
  m.n = (int32_t)n;
  uint32_t fl = prog[RE_H_FLAGS];
  m.unicode = (fl & RE_U) != 0;
  m.icase = (fl & RE_I) != 0;
  m.multiline = (fl & RE_M) != 0;
  m.dotall = (fl & RE_S) != 0;
  m.caps = caps;
  m.budget = budget;
  /* Most matches need little room: the registers and the first backtrack
   * records live on the C stack (push moves the records to the heap). */
  int32_t regs[32];
  bt st[64];
  uint32_t nregs = prog[RE_H_NREGS];
  m.regs = nregs <= 32 ? regs : calloc(nregs, sizeof *m.regs);
  if (nregs <= 32)
    for (uint32_t i = 0; i < nregs; i++) regs[i] = 0;
  if (!m.regs) return -1;
  m.st = m.st_local = st;
  m.cap = 64;
  uint32_t info = prog[RE_H_START], last = (info & RE_S_ANCHORED) ? start : n;
  int filter = (info & RE_S_FILTER) && !sticky, high = (info & RE_S_HIGH) != 0;
  const uint32_t *first = prog + RE_H_FIRST;
  int one = prog[RE_H_ONE] == 0xFFFFFFFFu ? -1 : (int)prog[RE_H_ONE];
  uint32_t np = filter ? prog[RE_H_PREFIX] : 0;
  const uint8_t *prefix = (const uint8_t *)(prog + RE_H_PREFIX + 1);
  const uint32_t *pairs = (info & RE_S_PAIRS) ? prog + RE_H_PAIRS : NULL;
  int r = 0;
  for (uint32_t i = start; i <= last; i++) {
    if (filter) {
      i = skip(&m, first, pairs, high, one, prefix, np, i);
      if (i == n || i > last) break; /* a match reads at least one unit */
    }
    r = run(&m, (int32_t)i);
    if (r != 0 || sticky) break;
    /* with u, never start inside a surrogate pair */
    if (m.unicode && wide && i + 1 < n && m.s[i] >= 0xD800 && m.s[i] < 0xDC00 && m.s[i + 1] >= 0xDC00 && m.s[i + 1] < 0xE000) i++;
  }
  if (m.regs != regs) free(m.regs);
  if (m.st != st) free(m.st);
  return r;
}
