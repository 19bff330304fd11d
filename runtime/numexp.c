/* numexp.c - Number.prototype.toExponential. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln_rt.h"
#include "rt_internal.h"

/* Adds one unit in the last place of the n decimal digits at s; returns 1
 * when they overflow (999 -> 000, the caller prepends the 1). */
static int exp_round_up(char *s, size_t n) {
  for (size_t i = n; i-- > 0;) {
    if (s[i] != '9') {
      s[i]++;
      return 0;
    }
    s[i] = '0';
  }
  return 1;
}

/* Number.prototype.toExponential(fractionDigits): d.ddde±x.  Without an
 * argument, the shortest digits that read back as x (as String(x) picks);
 * with one, x rounded to fractionDigits + 1 significant digits on its exact
 * decimal expansion, ties up in magnitude (the spec's "larger n"). */
const rt_str *rt_num_to_exponential(double x, rt_value digits) {
  double fd = digits == RT_UNDEFINED ? 0 : rt__to_integer(digits);
  if (!isfinite(x)) return rt_num_to_str(x);
  if (digits != RT_UNDEFINED && !(fd >= 0 && fd <= 100))
    rt_throw_error("RangeError", "toExponential() argument must be between 0 and 100");
  char dg[120], out[160], *o = out;
  int e = 0, p;
  if (x < 0) {
    *o++ = '-';
    x = -x;
  }
  if (digits == RT_UNDEFINED) {
    p = 1;
    if (x != 0) {
      int point;
      p = rt__num_shortest(x, dg, &point);
      e = point - 1;
    } else {
      dg[0] = '0';
    }
  } else {
    p = (int)fd + 1;
    if (x == 0) {
      memset(dg, '0', (size_t)p);
    } else {
      char *exact = malloc(1200);
      if (!exact) abort();
      snprintf(exact, 1200, "%.800e", x);
      char *ep = strchr(exact, 'e');
      e = atoi(ep + 1);
      int k = 0;
      static char all[810]; /* (the runtime is single-threaded) */
      for (char *q = exact; q < ep && k < 809; q++)
        if (*q != '.') all[k++] = *q;
      memcpy(dg, all, (size_t)p);
      if (all[p] >= '5' && exp_round_up(dg, (size_t)p)) {
        dg[0] = '1';
        e++;
      }
      free(exact);
    }
  }
  *o++ = dg[0];
  if (p > 1) {
    *o++ = '.';
    memcpy(o, dg + 1, (size_t)(p - 1));
    o += p - 1;
  }
  o += sprintf(o, "e%c%d", e < 0 ? '-' : '+', e < 0 ? -e : e);
  return rt__str_from_ascii(out, (size_t)(o - out));
}
