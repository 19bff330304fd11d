/* kiln_test.h - the one assertion macro the C unit tests share. */
#ifndef KILN_TEST_H
#define KILN_TEST_H

#include <stdio.h>

/* Counts a failure and goes on, so one run reports every broken check;
 * main() returns non-zero when failures > 0. */
static int failures;
#define CHECK(cond)                                                              \
  do {                                                                           \
    if (!(cond)) {                                                               \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);   \
      failures++;                                                                \
    }                                                                            \
  } while (0)

#endif
