/* store_fuzz.c - libFuzzer harness: arbitrary bytes as a cache record through cache_record_parse().
 *
 * Contract checked: any bytes are rejected (-1 corrupt, -2 another kind) or
 * accepted with the payload exactly the bytes after the 32-byte header,
 * never read outside the record.  The record is parsed for the kind the
 * daemon uses for typed IR (1) and for the kind its own header names, so
 * both the "another kind" and the checksum paths are reached.  The input is
 * copied into a buffer of exactly its size, at an odd address as LMDB may
 * hand out, so ASan sees any overread and UBSan any misaligned access.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache.h"

static void check(const uint8_t *rec, size_t size, uint16_t kind) {
  const void *payload = NULL;
  size_t n = 0;
  int rc = cache_record_parse(rec, size, kind, &payload, &n);
  if (rc == 0) {
    if (size < 32 || payload != rec + 32 || n != size - 32) {
      fprintf(stderr, "store_fuzz: accepted record with a payload outside it\n");
      abort();
    }
    volatile uint8_t sink = 0;
    for (size_t i = 0; i < n; i++) sink ^= ((const uint8_t *)payload)[i];
    (void)sink;
  } else if (rc != -1 && rc != -2) {
    fprintf(stderr, "store_fuzz: unexpected result %d\n", rc);
    abort();
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint8_t *block = malloc(size + 1);
  if (!block) return 0;
  uint8_t *rec = block + 1; /* odd address; the record ends where the block ends */
  if (size) memcpy(rec, data, size);
  check(rec, size, 1);
  if (size >= 8) {
    uint16_t own;
    memcpy(&own, rec + 6, 2);
    check(rec, size, own);
  }
  free(block);
  return 0;
}
