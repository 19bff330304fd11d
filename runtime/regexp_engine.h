/* regexp_engine.h - the regular-expression engine's interface (runtime-private; see regexp_engine.c). */
#ifndef KILN_REGEXP_ENGINE_H
#define KILN_REGEXP_ENGINE_H

#include <stdint.h>

enum { RE_D = 1, RE_G = 2, RE_I = 4, RE_M = 8, RE_S = 16, RE_U = 32, RE_Y = 64 };

/* Flags text to RE_* bits: 0 if a letter is unknown or repeated. */
int re_flags_parse(const uint16_t *f, uint32_t n, uint32_t *out);
/* Compiles pattern src[0..n) with RE_* flags into a malloc'd program of
 * *nwords words (position-independent: it may be copied anywhere), or NULL
 * with *err set to V8's message ("Unterminated group", ...). */
uint32_t *re_compile(const uint16_t *src, uint32_t n, uint32_t flags, uint32_t *nwords, const char **err);
uint32_t re_ngroups(const uint32_t *prog); /* capture groups, group 0 included */
uint32_t re_flags(const uint32_t *prog);
uint32_t re_named_groups(const uint32_t *prog); /* how many groups have a name */
/* Group g's name as code units (one per word); *len 0 for an unnamed group. */
const uint32_t *re_group_name(const uint32_t *prog, uint32_t g, uint32_t *len);
/* Matches s[0..n) (UTF-16 units if wide, else latin1 bytes) from start (only there when sticky, else the first match
 * at or after it).  caps gets 2 * ngroups positions (-1: did not take part).
 * 1 match, 0 no match, -1 the step budget or memory ran out. */
int re_exec(const uint32_t *prog, const void *s, int wide, uint32_t n, uint32_t start, int sticky, int32_t *caps,
            uint64_t budget);

#endif
