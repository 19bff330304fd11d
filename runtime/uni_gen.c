/* uni_gen.c - build-time generator of the Unicode property and normalization
 * tables (rt_uni.h) from the Unicode Character Database.
 *
 *   kiln_uni_gen UCD_DIR OUT.c
 *
 * Reads, under UCD_DIR (Debian: /usr/share/unicode, package unicode-data):
 * UnicodeData.txt (General_Category, combining classes, decompositions),
 * Scripts.txt, CaseFolding.txt, the binary properties of PropList.txt,
 * DerivedCoreProperties.txt, emoji/emoji-data.txt,
 * extracted/DerivedBinaryProperties.txt and DerivedNormalizationProps.txt
 * (which also gives Full_Composition_Exclusion), and the names and aliases
 * of PropertyAliases.txt and PropertyValueAliases.txt. */
#include "rt_uni.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NCP 0x110000
#define MAX_INFOS 65535
#define MAX_DEC 16384
#define MAX_POOL 65536

static const char *dir;
static uint8_t gc[NCP], sc[NCP], ccc[NCP], scx[NCP];
static char *scxlists[256]; /* [0] unused */
static int nscxlists = 1;
static int32_t fold[NCP];
static uint64_t props[NCP];
static uint8_t excluded[NCP];
static uint32_t *decomp[NCP]; /* count, compat flag, then code points (from UnicodeData.txt) */

/* The binary properties ECMAScript's \p{} knows (table-binary-unicode-properties),
 * in bit order; the last three are computed here. */
static const char *const binprops[] = {
    "ASCII_Hex_Digit", "Alphabetic", "Bidi_Control", "Bidi_Mirrored", "Case_Ignorable", "Cased",
    "Changes_When_Casefolded", "Changes_When_Casemapped", "Changes_When_Lowercased",
    "Changes_When_NFKC_Casefolded", "Changes_When_Titlecased", "Changes_When_Uppercased", "Dash",
    "Default_Ignorable_Code_Point", "Deprecated", "Diacritic", "Emoji", "Emoji_Component", "Emoji_Modifier",
    "Emoji_Modifier_Base", "Emoji_Presentation", "Extended_Pictographic", "Extender", "Grapheme_Base",
    "Grapheme_Extend", "Hex_Digit", "IDS_Binary_Operator", "IDS_Trinary_Operator", "ID_Continue", "ID_Start",
    "Ideographic", "Join_Control", "Logical_Order_Exception", "Lowercase", "Math", "Noncharacter_Code_Point",
    "Pattern_Syntax", "Pattern_White_Space", "Quotation_Mark", "Radical", "Regional_Indicator",
    "Sentence_Terminal", "Soft_Dotted", "Terminal_Punctuation", "Unified_Ideograph", "Uppercase",
    "Variation_Selector", "White_Space", "XID_Continue", "XID_Start", "Any", "ASCII", "Assigned", NULL};

/* General categories (two letters) and scripts, in PropertyValueAliases.txt order. */
static char gcs[64][3];
static int ngcs;
static char *scs[256];
static int nscs;

typedef struct {
  char *name;
  uint64_t v;
} nameent;
static nameent gcnames[256], scnames[1024], binnames[256];
static int ngcnames, nscnames, nbinnames;

static void die(const char *what) {
  fprintf(stderr, "uni_gen: %s\n", what);
  exit(1);
}

static FILE *open_ucd(const char *name) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "r");
  if (!f) {
    perror(path);
    exit(1);
  }
  return f;
}

static char *trim(char *s) {
  while (*s == ' ' || *s == '\t') s++;
  char *e = s + strlen(s);
  while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r')) e--;
  *e = 0;
  return s;
}

/* Splits line at ';' into at most max trimmed fields (the comment cut off). */
static int split(char *line, char **fields, int max) {
  char *hash = strchr(line, '#');
  if (hash) *hash = 0;
  int n = 0;
  char *p = line;
  while (n < max) {
    char *semi = strchr(p, ';');
    if (semi) *semi = 0;
    fields[n++] = trim(p);
    if (!semi) break;
    p = semi + 1;
  }
  if (n == 1 && !*fields[0]) return 0;
  return n;
}

static int range(const char *s, uint32_t *lo, uint32_t *hi) {
  char *end;
  *lo = (uint32_t)strtoul(s, &end, 16);
  if (end == s) return 0;
  *hi = *lo;
  if (end[0] == '.' && end[1] == '.') *hi = (uint32_t)strtoul(end + 2, NULL, 16);
  return *hi < NCP && *lo <= *hi;
}

static int find_gc(const char *s) {
  for (int i = 0; i < ngcs; i++)
    if (!strcmp(gcs[i], s)) return i;
  return -1;
}
static int find_bin(const char *s) {
  for (int i = 0; binprops[i]; i++)
    if (!strcmp(binprops[i], s)) return i;
  return -1;
}

static void add_name(nameent *t, int *n, int max, const char *name, uint64_t v) {
  if (*n == max) die("too many names");
  t[*n].name = strdup(name);
  t[*n].v = v;
  (*n)++;
}

static void read_aliases(void) {
  char line[1024], *f[8];
  FILE *in = open_ucd("PropertyValueAliases.txt");
  /* first pass: the two-letter categories and the scripts */
  while (fgets(line, sizeof line, in)) {
    int n = split(line, f, 8);
    if (n < 3) continue;
    if (!strcmp(f[0], "gc") && strlen(f[1]) == 2 && strcmp(f[1], "LC") != 0) {
      if (ngcs == 64) die("too many categories");
      memcpy(gcs[ngcs++], f[1], 3);
    } else if (!strcmp(f[0], "sc")) {
      if (nscs == 256) die("too many scripts");
      for (int k = 1; k < n; k++) add_name(scnames, &nscnames, 1024, f[k], (uint64_t)nscs);
      scs[nscs++] = strdup(f[2]);
    }
  }
  rewind(in);
  while (fgets(line, sizeof line, in)) {
    int n = split(line, f, 8);
    if (n < 3 || strcmp(f[0], "gc") != 0) continue;
    uint64_t mask = 0;
    if (!strcmp(f[1], "LC")) mask = 1ull << find_gc("Lu") | 1ull << find_gc("Ll") | 1ull << find_gc("Lt");
    else if (strlen(f[1]) == 1) {
      for (int i = 0; i < ngcs; i++)
        if (gcs[i][0] == f[1][0]) mask |= 1ull << i;
    } else mask = 1ull << find_gc(f[1]);
    for (int k = 1; k < n; k++) add_name(gcnames, &ngcnames, 256, f[k], mask);
  }
  fclose(in);
  in = open_ucd("PropertyAliases.txt");
  int seen[64] = {0};
  while (fgets(line, sizeof line, in)) {
    int n = split(line, f, 8);
    if (n < 2) continue;
    int b = find_bin(f[1]);
    if (b < 0) continue;
    seen[b] = 1;
    add_name(binnames, &nbinnames, 256, f[1], (uint64_t)b);
    for (int k = 0; k < n; k++)
      if (k != 1 && strcmp(f[k], f[1]) != 0) add_name(binnames, &nbinnames, 256, f[k], (uint64_t)b);
  }
  fclose(in);
  for (int b = 0; binprops[b]; b++)
    if (!seen[b]) add_name(binnames, &nbinnames, 256, binprops[b], (uint64_t)b);
}

static void read_unicode_data(void) {
  char line[1024], *f[16];
  FILE *in = open_ucd("UnicodeData.txt");
  int cn = find_gc("Cn");
  if (cn < 0) die("no Cn");
  memset(gc, cn, sizeof gc);
  uint32_t first = 0;
  while (fgets(line, sizeof line, in)) {
    if (split(line, f, 16) < 6) continue;
    uint32_t c = (uint32_t)strtoul(f[0], NULL, 16);
    int g = find_gc(f[2]);
    if (g < 0 || c >= NCP) die("bad UnicodeData.txt line");
    uint32_t lo = c;
    if (strstr(f[1], ", First>")) {
      first = c;
      continue;
    }
    if (strstr(f[1], ", Last>")) lo = first;
    for (uint32_t x = lo; x <= c; x++) {
      gc[x] = (uint8_t)g;
      ccc[x] = (uint8_t)atoi(f[3]);
    }
    if (*f[5]) {
      uint32_t buf[32];
      int n = 0, compat = 0;
      const char *p = f[5];
      if (*p == '<') {
        compat = 1;
        p = strchr(p, '>') + 1;
      }
      for (;;) {
        while (*p == ' ') p++;
        char *end;
        unsigned long v = strtoul(p, &end, 16);
        if (end == p) break;
        if (n == 30) die("long decomposition");
        buf[n++] = (uint32_t)v;
        p = end;
      }
      uint32_t *d = malloc((size_t)(n + 2) * sizeof *d);
      d[0] = (uint32_t)n;
      d[1] = (uint32_t)compat;
      memcpy(d + 2, buf, (size_t)n * sizeof *buf);
      decomp[c] = d;
    }
  }
  fclose(in);
}

static void read_scripts(void) {
  char line[1024], *f[4];
  FILE *in = open_ucd("Scripts.txt");
  int unknown = -1;
  for (int i = 0; i < nscs; i++)
    if (!strcmp(scs[i], "Unknown")) unknown = i;
  if (unknown < 0) die("no Unknown script");
  memset(sc, unknown, sizeof sc);
  while (fgets(line, sizeof line, in)) {
    if (split(line, f, 4) != 2) continue;
    uint32_t lo, hi;
    if (!range(f[0], &lo, &hi)) die("bad Scripts.txt line");
    int s = -1;
    for (int i = 0; i < nscs; i++)
      if (!strcmp(scs[i], f[1])) s = i;
    if (s < 0) die("unknown script in Scripts.txt");
    for (uint32_t x = lo; x <= hi; x++) sc[x] = (uint8_t)s;
  }
  fclose(in);
}

/* ScriptExtensions.txt: short script names; each distinct list gets an index. */
static void read_script_extensions(void) {
  char line[1024], *f[4];
  FILE *in = open_ucd("ScriptExtensions.txt");
  while (fgets(line, sizeof line, in)) {
    if (split(line, f, 4) != 2) continue;
    uint32_t lo, hi;
    if (!range(f[0], &lo, &hi)) die("bad ScriptExtensions.txt line");
    int k = 1;
    while (k < nscxlists && strcmp(scxlists[k], f[1]) != 0) k++;
    if (k == nscxlists) {
      if (nscxlists == 256) die("more than 255 Script_Extensions lists");
      scxlists[nscxlists++] = strdup(f[1]);
    }
    for (uint32_t x = lo; x <= hi; x++) scx[x] = (uint8_t)k;
  }
  fclose(in);
}

static void read_folding(void) {
  char line[1024], *f[5];
  FILE *in = open_ucd("CaseFolding.txt");
  while (fgets(line, sizeof line, in)) {
    if (split(line, f, 5) < 3) continue;
    if (strcmp(f[1], "C") != 0 && strcmp(f[1], "S") != 0) continue;
    uint32_t c = (uint32_t)strtoul(f[0], NULL, 16), m = (uint32_t)strtoul(f[2], NULL, 16);
    if (c < NCP) fold[c] = (int32_t)m - (int32_t)c;
  }
  fclose(in);
}

static void read_binary(const char *name) {
  char line[1024], *f[4];
  FILE *in = open_ucd(name);
  while (fgets(line, sizeof line, in)) {
    if (split(line, f, 4) != 2) continue;
    uint32_t lo, hi;
    if (!range(f[0], &lo, &hi)) continue;
    if (!strcmp(f[1], "Full_Composition_Exclusion")) {
      for (uint32_t x = lo; x <= hi; x++) excluded[x] = 1;
      continue;
    }
    int b = find_bin(f[1]);
    if (b < 0) continue;
    for (uint32_t x = lo; x <= hi; x++) props[x] |= 1ull << b;
  }
  fclose(in);
}

/* ---- decompositions ---- */

static uint32_t pool[MAX_POOL];
static uint32_t npool = 1; /* offset 0 = none */
static uint32_t decs[MAX_DEC][2];
static int ndecs = 1;  /* index 0: no decomposition */
static uint16_t cp_dec[NCP];

enum { SBASE = 0xAC00, LBASE = 0x1100, VBASE = 0x1161, TBASE = 0x11A7, LCOUNT = 19, VCOUNT = 21, TCOUNT = 28,
       NCOUNT = VCOUNT * TCOUNT, SCOUNT = LCOUNT * NCOUNT };

static void full_dec(uint32_t c, int compat, uint32_t *out, int *n) {
  if (c >= SBASE && c < SBASE + SCOUNT) {
    uint32_t s = c - SBASE;
    out[(*n)++] = LBASE + s / NCOUNT;
    out[(*n)++] = VBASE + (s % NCOUNT) / TCOUNT;
    if (s % TCOUNT) out[(*n)++] = TBASE + s % TCOUNT;
    return;
  }
  const uint32_t *d = decomp[c];
  if (!d || (d[1] && !compat)) {
    if (*n >= 60) die("decomposition too long");
    out[(*n)++] = c;
    return;
  }
  for (uint32_t i = 0; i < d[0]; i++) full_dec(d[2 + i], compat, out, n);
}

static uint32_t pool_add(const uint32_t *cp, int n) {
  if (npool + (uint32_t)n + 1 > MAX_POOL) die("decomposition pool overflow");
  uint32_t at = npool;
  pool[npool++] = (uint32_t)n;
  memcpy(pool + npool, cp, (size_t)n * sizeof *cp);
  npool += (uint32_t)n;
  return at;
}

static void build_decomps(void) {
  for (uint32_t c = 0; c < NCP; c++) {
    if (!decomp[c]) continue;
    uint32_t a[64], b[64];
    int na = 0, nb = 0;
    full_dec(c, 0, a, &na);
    full_dec(c, 1, b, &nb);
    uint32_t ca = (na == 1 && a[0] == c) ? 0 : pool_add(a, na);
    uint32_t cb = (nb == na && !memcmp(a, b, (size_t)na * sizeof *a)) ? ca : pool_add(b, nb);
    if (ndecs == MAX_DEC) die("too many decompositions");
    decs[ndecs][0] = ca;
    decs[ndecs][1] = cb;
    cp_dec[c] = (uint16_t)ndecs++;
  }
}

typedef struct {
  uint64_t key;
  uint32_t c;
} comp;
static comp comps[4096];
static int ncomps;
static int comp_cmp(const void *a, const void *b) {
  uint64_t x = ((const comp *)a)->key, y = ((const comp *)b)->key;
  return x < y ? -1 : x > y;
}

static int u64_cmp(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* ---- per-code-point infos ---- */

static rt__uni_info infos[MAX_INFOS];
static int ninfos;
static uint16_t cp_info[NCP];

static int info_eq(const rt__uni_info *a, const rt__uni_info *b) {
  return a->gc == b->gc && a->sc == b->sc && a->ccc == b->ccc && a->scx == b->scx && a->fold == b->fold &&
         a->props == b->props;
}
/* Hash lookup of an info: the table is small, but 1.1M lookups want better than linear. */
#define HBITS 17
static int32_t htab[1 << HBITS];
static int info_index(const rt__uni_info *in) {
  uint64_t h = in->props * 0x9E3779B97F4A7C15ull ^ (uint64_t)in->gc << 1 ^ (uint64_t)in->sc << 9 ^
               (uint64_t)in->ccc << 17 ^ (uint64_t)in->scx << 33 ^ (uint64_t)(uint32_t)in->fold << 25;
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ull;
  uint32_t i = (uint32_t)(h >> (64 - HBITS));
  while (htab[i]) {
    if (info_eq(&infos[htab[i] - 1], in)) return htab[i] - 1;
    i = (i + 1) & ((1u << HBITS) - 1);
  }
  if (ninfos == MAX_INFOS) die("too many distinct infos");
  infos[ninfos] = *in;
  htab[i] = ++ninfos;
  return ninfos - 1;
}

/* Shares identical blocks of a per-code-point uint16 array; fills stage1, returns the block starts. */
static int share_blocks(const uint16_t *per_cp, uint16_t *stage1, uint32_t *block_start) {
  enum { NBLOCKS = NCP >> RT__UNI_SHIFT };
  int nblocks = 0;
  for (uint32_t b = 0; b < NBLOCKS; b++) {
    const uint16_t *blk = per_cp + (b << RT__UNI_SHIFT);
    int k = 0;
    while (k < nblocks && memcmp(per_cp + block_start[k], blk, RT__UNI_BLOCK * sizeof *blk) != 0) k++;
    if (k == nblocks) block_start[nblocks++] = b << RT__UNI_SHIFT;
    stage1[b] = (uint16_t)k;
  }
  return nblocks;
}

static void emit_two_stage(FILE *out, const char *s1, const char *s2, const uint16_t *per_cp) {
  enum { NBLOCKS = NCP >> RT__UNI_SHIFT };
  static uint16_t stage1[NBLOCKS];
  static uint32_t block_start[NBLOCKS];
  int nblocks = share_blocks(per_cp, stage1, block_start);
  fprintf(out, "const uint16_t %s[0x110000 >> RT__UNI_SHIFT] = {", s1);
  for (int b = 0; b < NBLOCKS; b++) fprintf(out, "%s%u,", b % 24 ? "" : "\n", stage1[b]);
  fprintf(out, "\n};\n\nconst uint16_t %s[] = {", s2);
  for (int k = 0; k < nblocks; k++)
    for (uint32_t i = 0; i < RT__UNI_BLOCK; i++)
      fprintf(out, "%s%u,", i % 32 ? "" : "\n", per_cp[block_start[k] + i]);
  fprintf(out, "\n};\n\n");
}

static void emit_names(FILE *out, const char *var, const char *count, const nameent *t, int n) {
  fprintf(out, "const rt__uni_name %s[] = {\n", var);
  for (int i = 0; i < n; i++) fprintf(out, "{\"%s\", 0x%llXull},\n", t[i].name, (unsigned long long)t[i].v);
  fprintf(out, "};\nconst uint32_t %s = %d;\n\n", count, n);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s UCD_DIR OUT.c\n", argv[0]);
    return 2;
  }
  dir = argv[1];
  read_aliases();
  read_unicode_data();
  read_scripts();
  read_script_extensions();
  read_folding();
  read_binary("PropList.txt");
  read_binary("DerivedCoreProperties.txt");
  read_binary("emoji/emoji-data.txt");
  read_binary("extracted/DerivedBinaryProperties.txt");
  read_binary("DerivedNormalizationProps.txt");

  int b_any = find_bin("Any"), b_ascii = find_bin("ASCII"), b_assigned = find_bin("Assigned"), cn = find_gc("Cn");
  for (uint32_t c = 0; c < NCP; c++) {
    props[c] |= 1ull << b_any;
    if (c < 128) props[c] |= 1ull << b_ascii;
    if (gc[c] != cn) props[c] |= 1ull << b_assigned;
  }

  rt__uni_info none = {(uint8_t)cn, 0, 0, 0, 0, 0};
  info_index(&none);
  for (uint32_t c = 0; c < NCP; c++) {
    rt__uni_info in = {gc[c], sc[c], ccc[c], scx[c], fold[c], props[c]};
    cp_info[c] = (uint16_t)info_index(&in);
  }

  build_decomps();
  for (uint32_t c = 0; c < NCP; c++) {
    const uint32_t *d = decomp[c];
    if (!d || d[1] || d[0] != 2 || excluded[c]) continue;
    if (ncomps == 4096) die("too many composites");
    comps[ncomps].key = (uint64_t)d[2] << 21 | d[3];
    comps[ncomps++].c = c;
  }
  qsort(comps, (size_t)ncomps, sizeof *comps, comp_cmp);

  FILE *out = fopen(argv[2], "w");
  if (!out) {
    perror(argv[2]);
    return 1;
  }
  fprintf(out, "/* Generated by runtime/uni_gen.c from the Unicode Character Database: do not edit. */\n");
  fprintf(out, "#include \"rt_uni.h\"\n\n");
  emit_two_stage(out, "rt__uni_stage1", "rt__uni_stage2", cp_info);
  fprintf(out, "const rt__uni_info rt__uni_infos[] = {\n");
  for (int i = 0; i < ninfos; i++)
    fprintf(out, "{%u,%u,%u,%u,%d,0x%llXull},\n", infos[i].gc, infos[i].sc, infos[i].ccc, infos[i].scx, infos[i].fold,
            (unsigned long long)infos[i].props);
  fprintf(out, "};\n\n");
  emit_two_stage(out, "rt__uni_dstage1", "rt__uni_dstage2", cp_dec);
  fprintf(out, "const uint32_t rt__uni_dec[][2] = {\n");
  for (int i = 0; i < ndecs; i++) fprintf(out, "{%u,%u},%s", decs[i][0], decs[i][1], i % 8 == 7 ? "\n" : "");
  fprintf(out, "};\n\nconst uint32_t rt__uni_decpool[] = {");
  for (uint32_t i = 0; i < npool; i++) fprintf(out, "%s0x%X,", i % 12 ? "" : "\n", pool[i]);
  fprintf(out, "\n};\n\nconst rt__uni_comp_t rt__uni_comp[] = {\n");
  for (int i = 0; i < ncomps; i++) fprintf(out, "{0x%llXull,0x%X},\n", (unsigned long long)comps[i].key, comps[i].c);
  fprintf(out, "};\nconst uint32_t rt__uni_ncomp = %d;\n\n", ncomps);
  static uint64_t unfold[8192];
  int nunfold = 0;
  for (uint32_t c = 0; c < NCP; c++)
    if (fold[c]) {
      if (nunfold == 8192) die("too many case foldings");
      unfold[nunfold++] = (uint64_t)(uint32_t)((int32_t)c + fold[c]) << 21 | c;
    }
  qsort(unfold, (size_t)nunfold, sizeof *unfold, u64_cmp);
  fprintf(out, "const uint64_t rt__uni_unfold[] = {");
  for (int i = 0; i < nunfold; i++) fprintf(out, "%s0x%llXull,", i % 6 ? "" : "\n", (unsigned long long)unfold[i]);
  fprintf(out, "\n};\nconst uint32_t rt__uni_nunfold = %d;\n\n", nunfold);
  /* Script_Extensions lists: short names to sc values */
  fprintf(out, "const uint16_t rt__uni_scx[] = {0,");
  static uint8_t scxpool[8192];
  int nscxpool = 1;
  for (int k = 1; k < nscxlists; k++) {
    fprintf(out, "%d,", nscxpool);
    int at = nscxpool++;
    char *save, *copy = strdup(scxlists[k]);
    for (char *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
      int v = -1;
      for (int i = 0; i < nscnames; i++)
        if (!strcmp(scnames[i].name, w)) v = (int)scnames[i].v;
      if (v < 0 || nscxpool == 8192) die("bad script in ScriptExtensions.txt");
      scxpool[nscxpool++] = (uint8_t)v;
    }
    scxpool[at] = (uint8_t)(nscxpool - at - 1);
    free(copy);
  }
  fprintf(out, "};\nconst uint8_t rt__uni_scxpool[] = {");
  for (int i = 0; i < nscxpool; i++) fprintf(out, "%s%u,", i % 24 ? "" : "\n", scxpool[i]);
  fprintf(out, "\n};\n\n");
  emit_names(out, "rt__uni_gc_names", "rt__uni_ngc_names", gcnames, ngcnames);
  emit_names(out, "rt__uni_sc_names", "rt__uni_nsc_names", scnames, nscnames);
  emit_names(out, "rt__uni_bin_names", "rt__uni_nbin_names", binnames, nbinnames);
  if (fclose(out) != 0) {
    perror(argv[2]);
    return 1;
  }
  return 0;
}
