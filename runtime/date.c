/* date.c - Date objects: time values, local time from TZ, parsing and formatting. */
#include "rt_internal.h"

const rt_str *rt__date_display(const void *p) {
  (void)p;
  return NULL;
}

const rt_str *rt__date_to_str(const void *p) {
  (void)p;
  return NULL;
}
