/* strscan.c - word-at-a-time scans of string data on hot paths (response bodies, JSON text). */
#include "rt_internal.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* The number of bytes >= 0x80 in p[0..n): each takes two bytes in UTF-8.
 * JSON bodies and headers are ASCII, so the common answer is 0 at one OR
 * per 8 bytes. */
size_t rt__latin1_high_count(const uint8_t *p, size_t n) {
  const uint64_t high = 0x8080808080808080ull;
  size_t i = 0, count = 0;
  uint64_t acc = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t w;
    memcpy(&w, p + i, 8);
    acc |= w;
  }
  for (size_t k = i; k < n; k++) acc |= p[k];
  if (!(acc & high)) return 0;
  for (i = 0; i + 8 <= n; i += 8) {
    uint64_t w;
    memcpy(&w, p + i, 8);
    count += (((w & high) >> 7) * 0x0101010101010101ull) >> 56;
  }
  for (; i < n; i++) count += p[i] >> 7;
  return count;
}

/* Whether every unit of u[0..n) is below 256 (a latin1 string can hold them). */
bool rt__units_latin1(const uint16_t *u, size_t n) {
  size_t i = 0;
  const uint64_t high = 0xFF00FF00FF00FF00ull;
  uint64_t acc = 0;
  for (; i + 4 <= n; i += 4) {
    uint64_t w;
    memcpy(&w, u + i, 8);
    acc |= w;
  }
  for (; i < n; i++) acc |= u[i];
  return (acc & high) == 0;
}

/* d[i] = u[i] for units all below 256. */
void rt__units_narrow(uint8_t *d, const uint16_t *u, size_t n) {
  size_t i = 0;
#ifdef __SSE2__
  for (; i + 16 <= n; i += 16) {
    __m128i a = _mm_loadu_si128((const __m128i *)(u + i)), b = _mm_loadu_si128((const __m128i *)(u + i + 8));
    _mm_storeu_si128((__m128i *)(d + i), _mm_packus_epi16(a, b)); /* exact: every unit <= 255 */
  }
#endif
  for (; i < n; i++) d[i] = (uint8_t)u[i];
}
