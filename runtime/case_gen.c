/* case_gen.c - build-time generator of the case mapping tables (rt_case.h) from the Unicode Character Database.
 *
 *   kiln_case_gen UnicodeData.txt SpecialCasing.txt DerivedCoreProperties.txt OUT.c
 *
 * Takes the simple mappings from UnicodeData.txt, SpecialCasing.txt's
 * unconditional full mappings (the conditional ones are language-specific,
 * apart from Final_Sigma, which str.c applies itself) and the Cased and
 * Case_Ignorable properties, as ICU's root locale does for V8. */
#include "rt_case.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NCP 0x110000
#define MAX_INFOS 65536
#define MAX_FULL 4096

static int32_t up[NCP], lo[NCP];  /* simple mappings, as deltas */
static uint32_t flags[NCP];
static int32_t up_full[NCP], lo_full[NCP]; /* index into full[] + 1, or 0 */
static uint32_t full[MAX_FULL];
static int nfull;
static rt__case_info infos[MAX_INFOS];
static int ninfos;
static uint16_t cp_info[NCP]; /* index into infos[] */

static FILE *open_or_die(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) {
    perror(path);
    exit(1);
  }
  return f;
}

/* Splits line at ';' into at most max fields (trailing comment cut off). */
static int split(char *line, char **fields, int max) {
  char *hash = strchr(line, '#');
  if (hash) *hash = 0;
  int n = 0;
  char *p = line;
  while (n < max) {
    fields[n++] = p;
    char *semi = strchr(p, ';');
    if (!semi) break;
    *semi = 0;
    p = semi + 1;
  }
  return n;
}

/* Parses space-separated hex code points; returns their count. */
static int parse_cps(const char *s, uint32_t *out, int max) {
  int n = 0;
  for (;;) {
    while (*s == ' ') s++;
    char *end;
    unsigned long v = strtoul(s, &end, 16);
    if (end == s) return n;
    if (n == max) {
      fprintf(stderr, "case_gen: too many code points in a mapping\n");
      exit(1);
    }
    out[n++] = (uint32_t)v;
    s = end;
  }
}

static int32_t add_full(const uint32_t *cps, int n) {
  if (nfull + n + 1 > MAX_FULL) {
    fprintf(stderr, "case_gen: full mapping table overflow\n");
    exit(1);
  }
  int32_t at = nfull;
  full[nfull++] = (uint32_t)n;
  for (int i = 0; i < n; i++) full[nfull++] = cps[i];
  return at + 1;
}

static void read_unicode_data(const char *path) {
  FILE *f = open_or_die(path);
  char line[1024], *fld[16];
  while (fgets(line, sizeof line, f)) {
    if (split(line, fld, 16) < 15) continue;
    uint32_t c = (uint32_t)strtoul(fld[0], NULL, 16), m;
    if (c >= NCP) continue;
    if (parse_cps(fld[12], &m, 1) == 1) up[c] = (int32_t)m - (int32_t)c;
    if (parse_cps(fld[13], &m, 1) == 1) lo[c] = (int32_t)m - (int32_t)c;
  }
  fclose(f);
}

static void read_special_casing(const char *path) {
  FILE *f = open_or_die(path);
  char line[1024], *fld[6];
  while (fgets(line, sizeof line, f)) {
    int n = split(line, fld, 6);
    if (n < 4) continue;
    if (n >= 5 && strspn(fld[4], " \t\r\n") != strlen(fld[4])) continue; /* conditional */
    uint32_t c = (uint32_t)strtoul(fld[0], NULL, 16), m[3];
    int nl = parse_cps(fld[1], m, 3);
    if (nl != 1 || m[0] != c + (uint32_t)lo[c]) lo_full[c] = add_full(m, nl);
    int nu = parse_cps(fld[3], m, 3);
    if (nu != 1 || m[0] != c + (uint32_t)up[c]) up_full[c] = add_full(m, nu);
  }
  fclose(f);
}

static void read_properties(const char *path) {
  FILE *f = open_or_die(path);
  char line[1024], *fld[3];
  while (fgets(line, sizeof line, f)) {
    if (split(line, fld, 3) < 2) continue;
    char name[64];
    if (sscanf(fld[1], " %63s", name) != 1) continue;
    uint32_t bit = strcmp(name, "Cased") == 0 ? RT__CASE_CASED : strcmp(name, "Case_Ignorable") == 0 ? RT__CASE_IGNORABLE : 0;
    if (!bit) continue;
    char *dots;
    uint32_t a = (uint32_t)strtoul(fld[0], &dots, 16), b = a;
    if (dots[0] == '.' && dots[1] == '.') b = (uint32_t)strtoul(dots + 2, NULL, 16);
    for (uint32_t c = a; c <= b && c < NCP; c++) flags[c] |= bit;
  }
  fclose(f);
}

static int info_index(const rt__case_info *in) {
  for (int i = 0; i < ninfos; i++)
    if (infos[i].upper == in->upper && infos[i].lower == in->lower && infos[i].flags == in->flags) return i;
  if (ninfos == MAX_INFOS) {
    fprintf(stderr, "case_gen: more than %d distinct entries\n", MAX_INFOS);
    exit(1);
  }
  infos[ninfos] = *in;
  return ninfos++;
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: %s UnicodeData.txt SpecialCasing.txt DerivedCoreProperties.txt OUT.c\n", argv[0]);
    return 2;
  }
  read_unicode_data(argv[1]);
  read_special_casing(argv[2]);
  read_properties(argv[3]);

  rt__case_info none = {0, 0, 0};
  info_index(&none); /* index 0: no mapping, no properties */
  for (uint32_t c = 0; c < NCP; c++) {
    rt__case_info in = {up[c], lo[c], flags[c]};
    if (up_full[c]) in.upper = up_full[c] - 1, in.flags |= RT__CASE_UPPER_FULL;
    if (lo_full[c]) in.lower = lo_full[c] - 1, in.flags |= RT__CASE_LOWER_FULL;
    cp_info[c] = (uint16_t)info_index(&in);
  }

  /* Share identical blocks. */
  enum { NBLOCKS = NCP >> RT__CASE_SHIFT };
  static uint8_t stage1[NBLOCKS];
  static uint32_t block_start[NBLOCKS];
  int nblocks = 0;
  for (uint32_t b = 0; b < NBLOCKS; b++) {
    const uint16_t *blk = cp_info + (b << RT__CASE_SHIFT);
    int k = 0;
    while (k < nblocks && memcmp(cp_info + block_start[k], blk, RT__CASE_BLOCK * sizeof *blk) != 0) k++;
    if (k == 256) {
      fprintf(stderr, "case_gen: more than 256 distinct blocks; widen rt__case_stage1\n");
      return 1;
    }
    if (k == nblocks) block_start[nblocks++] = b << RT__CASE_SHIFT;
    stage1[b] = (uint8_t)k;
  }

  FILE *out = fopen(argv[4], "w");
  if (!out) {
    perror(argv[4]);
    return 1;
  }
  fprintf(out, "/* Generated by runtime/case_gen.c from the Unicode Character Database: do not edit. */\n");
  fprintf(out, "#include \"rt_case.h\"\n\n");
  fprintf(out, "const uint8_t rt__case_stage1[0x110000 >> RT__CASE_SHIFT] = {");
  for (int b = 0; b < NBLOCKS; b++) fprintf(out, "%s%u,", b % 24 ? "" : "\n", stage1[b]);
  fprintf(out, "\n};\n\nconst uint16_t rt__case_stage2[] = {");
  for (int k = 0; k < nblocks; k++)
    for (uint32_t i = 0; i < RT__CASE_BLOCK; i++)
      fprintf(out, "%s%u,", i % 32 ? "" : "\n", cp_info[block_start[k] + i]);
  fprintf(out, "\n};\n\nconst rt__case_info rt__case_infos[] = {\n");
  for (int i = 0; i < ninfos; i++) fprintf(out, "{%d,%d,%u},\n", infos[i].upper, infos[i].lower, infos[i].flags);
  fprintf(out, "};\n\nconst uint32_t rt__case_full[] = {");
  for (int i = 0; i < nfull; i++) fprintf(out, "%s0x%X,", i % 12 ? "" : "\n", full[i]);
  fprintf(out, "\n};\n");
  if (fclose(out) != 0) {
    perror(argv[4]);
    return 1;
  }
  return 0;
}
