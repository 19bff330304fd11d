/* rt_uni.h - Unicode property and normalization tables (generated at build
 * time by uni_gen.c from Debian's unicode-data package), for
 * String.prototype.normalize (uni.c) and the regexp engine's \p{...} and
 * case folding under the u flag.
 *
 * Per code point, a two-stage table gives an rt__uni_info: the General
 * Category, the Script, the canonical combining class, the simple case
 * folding (CaseFolding.txt statuses C and S) as a delta, and the binary
 * properties that ECMAScript names (bits RT__UNI_P_*, in the order of
 * rt__uni_binprops). A second two-stage table gives the full canonical and
 * compatibility decompositions (Hangul syllables are algorithmic and not in
 * it); rt__uni_comp lists the primary composites for the composition step. */
#ifndef RT_UNI_H
#define RT_UNI_H

#include <stdint.h>

typedef struct {
  uint8_t gc, sc, ccc, scx; /* scx: 0, or a Script_Extensions list (rt__uni_scx) */
  int32_t fold;
  uint64_t props;
} rt__uni_info;

#define RT__UNI_SHIFT 7
#define RT__UNI_BLOCK (1u << RT__UNI_SHIFT)
extern const uint16_t rt__uni_stage1[0x110000 >> RT__UNI_SHIFT];
extern const uint16_t rt__uni_stage2[];
extern const rt__uni_info rt__uni_infos[];

static inline uint32_t rt__uni_index(uint32_t c) {
  return rt__uni_stage2[(uint32_t)rt__uni_stage1[c >> RT__UNI_SHIFT] << RT__UNI_SHIFT | (c & (RT__UNI_BLOCK - 1))];
}
static inline const rt__uni_info *rt__uni_get(uint32_t c) { return &rt__uni_infos[rt__uni_index(c)]; }

/* Decompositions: rt__uni_dec[k] = {canonical, compatibility} offsets into
 * rt__uni_decpool (0 = maps to itself); at an offset, a count then that
 * many code points (already fully decomposed, not yet reordered). */
extern const uint16_t rt__uni_dstage1[0x110000 >> RT__UNI_SHIFT];
extern const uint16_t rt__uni_dstage2[];
extern const uint32_t rt__uni_dec[][2];
extern const uint32_t rt__uni_decpool[];
static inline const uint32_t *rt__uni_dec_get(uint32_t c) {
  return rt__uni_dec[rt__uni_dstage2[(uint32_t)rt__uni_dstage1[c >> RT__UNI_SHIFT] << RT__UNI_SHIFT |
                                     (c & (RT__UNI_BLOCK - 1))]];
}

/* Primary composites, sorted by key = first << 21 | second. */
typedef struct {
  uint64_t key;
  uint32_t composite;
} rt__uni_comp_t;
extern const rt__uni_comp_t rt__uni_comp[];
extern const uint32_t rt__uni_ncomp;

/* The inverse of simple case folding: (target << 21 | source) for every code
 * point source that folds to another code point target, sorted. */
extern const uint64_t rt__uni_unfold[];
extern const uint32_t rt__uni_nunfold;

/* Script_Extensions lists: rt__uni_scx[k] is an offset into rt__uni_scxpool
 * of a count then that many sc values (k = rt__uni_info.scx; 0: just sc). */
extern const uint16_t rt__uni_scx[];
extern const uint8_t rt__uni_scxpool[];

/* Names for \p{...}: each alias is an entry. General categories: a mask
 * over gc values (bit = rt__uni_info.gc); scripts: the sc value; binary
 * properties: the bit in rt__uni_info.props. */
typedef struct {
  const char *name;
  uint64_t v;
} rt__uni_name;
extern const rt__uni_name rt__uni_gc_names[], rt__uni_sc_names[], rt__uni_bin_names[];
extern const uint32_t rt__uni_ngc_names, rt__uni_nsc_names, rt__uni_nbin_names;

#endif
