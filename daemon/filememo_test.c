/* filememo_test.c - the stat memo of kilnd (filememo.h): a changed file is never served stale bytes. */
#include "filememo.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "kiln_test.h"

static void put(const char *path, const char *text) {
  FILE *f = fopen(path, "w");
  CHECK(f != NULL);
  if (!f) return;
  fputs(text, f);
  fclose(f);
}

static void nap_ms(long ms) {
  struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
  nanosleep(&t, NULL);
}

static int reads_as(kd_filememo *m, const char *path, const char *want) {
  size_t n = 0;
  char *got = kd_filememo_read(m, path, &n);
  int ok = got && n == strlen(want) && !memcmp(got, want, n) && got[n] == 0;
  free(got);
  return ok;
}

int main(void) {
  char dir[] = "/tmp/kiln-filememo-XXXXXX";
  if (!mkdtemp(dir)) return 1;
  char a[256], out[256];
  snprintf(a, sizeof a, "%s/a.ts", dir);
  snprintf(out, sizeof out, "%s/app", dir);
  kd_filememo *m = kd_filememo_new(1 << 20);
  CHECK(m != NULL);

  /* settled file: kept, and served again while unchanged */
  put(a, "export const x = 1;\n");
  nap_ms(2 * KD_FILEMEMO_RACY_NS / 1000000);
  CHECK(reads_as(m, a, "export const x = 1;\n"));
  CHECK(reads_as(m, a, "export const x = 1;\n"));
  /* a rewrite of the same size is seen (ctime and mtime move) */
  put(a, "export const x = 2;\n");
  CHECK(reads_as(m, a, "export const x = 2;\n"));
  /* a racy read (the file changed just now) is not kept: a second write
     in the same clock tick, same size, is still seen */
  for (int round = 0; round < 20; round++) {
    char t1[64], t2[64];
    snprintf(t1, sizeof t1, "export const y = %02d;\n", round);
    snprintf(t2, sizeof t2, "export const z = %02d;\n", round);
    put(a, t1);
    CHECK(reads_as(m, a, t1));
    put(a, t2);
    CHECK(reads_as(m, a, t2));
  }
  /* replaced by rename (an editor's atomic save) */
  char tmp[300];
  snprintf(tmp, sizeof tmp, "%s.tmp", a);
  nap_ms(2 * KD_FILEMEMO_RACY_NS / 1000000);
  CHECK(reads_as(m, a, "export const z = 19;\n"));
  put(tmp, "export const w = 19;\n");
  CHECK(rename(tmp, a) == 0);
  CHECK(reads_as(m, a, "export const w = 19;\n"));
  /* removed: an error, not the old bytes */
  nap_ms(2 * KD_FILEMEMO_RACY_NS / 1000000);
  CHECK(reads_as(m, a, "export const w = 19;\n"));
  unlink(a);
  size_t n = 0;
  char *gone = kd_filememo_read(m, a, &n);
  CHECK(gone == NULL);
  free(gone);

  /* outputs: noted after a comparison, same while the stat is */
  uint8_t k1[16] = {1}, k2[16] = {2};
  put(out, "ELF one");
  nap_ms(2 * KD_FILEMEMO_RACY_NS / 1000000);
  struct timespec at;
  clock_gettime(CLOCK_REALTIME, &at);
  struct stat sb;
  CHECK(stat(out, &sb) == 0);
  kd_filememo_output_note(m, out, k1, &sb, &at);
  CHECK(kd_filememo_output_same(m, out, k1));
  CHECK(!kd_filememo_output_same(m, out, k2));
  put(out, "ELF two");
  CHECK(!kd_filememo_output_same(m, out, k1));
  /* a racy note (changed just before) is not kept */
  clock_gettime(CLOCK_REALTIME, &at);
  CHECK(stat(out, &sb) == 0);
  kd_filememo_output_note(m, out, k2, &sb, &at);
  CHECK(!kd_filememo_output_same(m, out, k2));
  unlink(out);
  CHECK(!kd_filememo_output_same(m, out, k1));

  /* the bound: a memo too small to keep a file still reads it */
  kd_filememo *tiny = kd_filememo_new(16);
  put(a, "export const big = 123456789;\n");
  nap_ms(2 * KD_FILEMEMO_RACY_NS / 1000000);
  CHECK(reads_as(tiny, a, "export const big = 123456789;\n"));
  CHECK(reads_as(tiny, a, "export const big = 123456789;\n"));
  CHECK(reads_as(NULL, a, "export const big = 123456789;\n"));
  kd_filememo_free(tiny);
  unlink(a);
  kd_filememo_free(m);
  rmdir(dir);
  if (failures) fprintf(stderr, "%d check(s) failed\n", failures);
  return failures != 0;
}
