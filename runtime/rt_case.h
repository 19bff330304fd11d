/* rt_case.h - Unicode case mapping tables (generated at build time by case_gen.c). */
#ifndef RT_CASE_H
#define RT_CASE_H

#include <stdint.h>

/* What one code point c maps to: for each of toUpperCase/toLowerCase either
 * c + delta (one code point), or, with the _FULL flag, the code points
 * rt__case_full[i + 1 .. i + rt__case_full[i]] (SpecialCasing.txt's
 * unconditional mappings, up to three). The flags also carry the Cased and
 * Case_Ignorable properties that the final-sigma rule needs. */
enum {
  RT__CASE_CASED = 1,
  RT__CASE_IGNORABLE = 2,
  RT__CASE_UPPER_FULL = 4,
  RT__CASE_LOWER_FULL = 8,
};
typedef struct {
  int32_t upper, lower; /* delta, or an index into rt__case_full */
  uint32_t flags;
} rt__case_info;

/* A two-stage table: stage1 picks a block of RT__CASE_BLOCK code points,
 * stage2 the info of each code point in it. */
#define RT__CASE_SHIFT 7
#define RT__CASE_BLOCK (1u << RT__CASE_SHIFT)
extern const uint8_t rt__case_stage1[0x110000 >> RT__CASE_SHIFT];
extern const uint16_t rt__case_stage2[];
extern const rt__case_info rt__case_infos[];
extern const uint32_t rt__case_full[];

static inline const rt__case_info *rt__case_get(uint32_t c) {
  return &rt__case_infos[rt__case_stage2[(uint32_t)rt__case_stage1[c >> RT__CASE_SHIFT] << RT__CASE_SHIFT |
                                         (c & (RT__CASE_BLOCK - 1))]];
}

#endif
