/* numshort_test.c - String(x) and x.toExponential() of ~350,000 doubles checked against Node.js.
 *
 * The corpus and Node's answers come from numshort_test.js, run here under
 * node (random bit patterns of every exponent, subnormals, powers of ten and
 * two and their neighbours, integers near 2^53, decimals as JSON has them). */
#include "rt_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void check(const char *what, uint64_t bits, const char *got, size_t got_len, const char *want) {
  if (strlen(want) == got_len && memcmp(got, want, got_len) == 0) return;
  if (failures++ < 30) printf("FAIL %s(0x%016llx): got \"%.*s\", want \"%s\"\n", what, (unsigned long long)bits,
                              (int)got_len, got, want);
}

int main(void) {
  char cmd[4096], dir[4000];
  snprintf(dir, sizeof dir, "%s", __FILE__); /* CMake compiles with absolute paths */
  char *slash = strrchr(dir, '/');
  if (slash) *slash = 0;
  snprintf(cmd, sizeof cmd, "node '%s/numshort_test.js'", dir);
  FILE *in = popen(cmd, "r");
  if (!in) {
    perror("popen");
    return 1;
  }
  char line[256], bits_s[32], str[64], expo[64];
  size_t n = 0;
  while (fgets(line, sizeof line, in)) {
    if (sscanf(line, "%31s %63s %63s", bits_s, str, expo) != 3) {
      printf("FAIL bad corpus line: %s", line);
      failures++;
      continue;
    }
    uint64_t bits = strtoull(bits_s, NULL, 16);
    double x;
    memcpy(&x, &bits, 8);
    char buf[RT__NUM_BUF];
    size_t len = rt__num_fmt(x, buf);
    check("rt__num_fmt", bits, buf, len, str);
    const rt_str *s = rt_num_to_exponential(x, RT_UNDEFINED);
    check("toExponential", bits, (const char *)rt_str_bytes(s), s->len, expo);
    n++;
  }
  int rc = pclose(in);
  if (rc != 0 || n < 300000) {
    printf("numshort_test: node %s (exit status %d, %zu lines)\n", n ? "failed" : "is missing", rc, n);
    return 1;
  }
  if (failures) {
    printf("numshort_test: %d of %zu doubles failed\n", failures, n);
    return 1;
  }
  printf("numshort_test: %zu doubles match Node\n", n);
  return 0;
}
