/* date.c - Date objects: time values, local time from TZ, parsing and formatting.
 *
 * A Date is an rt_object of the runtime's class "Date" with one number slot,
 * its time value (ms since the epoch, UTC; NaN for an invalid date).  The
 * arithmetic is the spec's (ECMA-262 21.4.1): day numbers from civil dates by
 * Hinnant's algorithms, which hold for every year a time value can reach.
 * Local time is the C library's for $TZ (localtime_r's tm_gmtoff), which is
 * what Node uses too; only the zone's long name in toString() may differ:
 * ICU's names are known here for UTC and the common US, European and
 * Asia-Pacific zones, others print the C library's abbreviation.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "rt_internal.h"

RT__STATIC_STR(s_date, "Date");
RT__STATIC_STR(s_invalid, "Invalid Date");

static const rt_str *const date_names[1] = {NULL};
static const uint8_t date_types[1] = {RT_SLOT_HIDDEN};
static const rt_class date_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_date),
                                    .size = 16 + 8, .nslots = 1, .refs = NULL,
                                    .slot_names = date_names, .slot_types = date_types};

#define MS_PER_DAY 86400000.0

static bool is_date(const void *p) {
  return p && rt_heap_kind(p) == RT_KIND_OBJECT && ((const rt_object *)p)->cls == &date_class;
}
static rt_object *check(rt_object *d) {
  if (!is_date(d)) rt_throw_error("TypeError", "this is not a Date object.");
  return d;
}
static double tv(const rt_object *d) {
  double t;
  memcpy(&t, &d->slots[0], sizeof t);
  return t;
}
static void set_tv(rt_object *d, double t) { memcpy(&d->slots[0], &t, sizeof t); }

static double time_clip(double t) {
  if (!isfinite(t) || fabs(t) > 8.64e15) return NAN;
  return trunc(t) + 0.0;
}

/* ---- the spec's arithmetic ------------------------------------------------------- */

static double days_from_civil(double y, double m, double d) { /* m 1..12 */
  y -= m <= 2;
  double era = floor(y / 400);
  double yoe = y - era * 400;
  double mp = fmod(m + 9, 12);
  double doy = floor((153 * mp + 2) / 5) + d - 1;
  double doe = yoe * 365 + floor(yoe / 4) - floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
static void civil_from_days(double z, double *y, int *m, int *d) {
  z += 719468;
  double era = floor(z / 146097);
  double doe = z - era * 146097;
  double yoe = floor((doe - floor(doe / 1460) + floor(doe / 36524) - floor(doe / 146096)) / 365);
  double yy = yoe + era * 400;
  double doy = doe - (365 * yoe + floor(yoe / 4) - floor(yoe / 100));
  double mp = floor((5 * doy + 2) / 153);
  *d = (int)(doy - floor((153 * mp + 2) / 5) + 1);
  *m = (int)(mp < 10 ? mp + 3 : mp - 9);
  *y = yy + (*m <= 2);
}

/* MakeDay(year, month, date): month may be any integer. */
static double make_day(double y, double m, double dt) {
  if (!isfinite(y) || !isfinite(m) || !isfinite(dt)) return NAN;
  y = trunc(y), m = trunc(m), dt = trunc(dt);
  double ym = y + floor(m / 12);
  double mn = fmod(m, 12);
  if (mn < 0) mn += 12;
  if (fabs(ym) > 400000) return NAN;
  return days_from_civil(ym, mn + 1, 1) + dt - 1;
}
static double make_time(double h, double mi, double s, double ms) {
  if (!isfinite(h) || !isfinite(mi) || !isfinite(s) || !isfinite(ms)) return NAN;
  return trunc(h) * 3600000.0 + trunc(mi) * 60000.0 + trunc(s) * 1000.0 + trunc(ms);
}
static double make_date(double day, double time) {
  if (!isfinite(day) || !isfinite(time)) return NAN;
  return day * MS_PER_DAY + time;
}

typedef struct {
  double year;
  int month, date, wday, hours, minutes, seconds, ms;
} fields;
static void split_time(double t, fields *f) {
  double day = floor(t / MS_PER_DAY);
  double in = t - day * MS_PER_DAY;
  civil_from_days(day, &f->year, &f->month, &f->date);
  f->month -= 1;
  f->wday = (int)fmod(fmod(day + 4, 7) + 7, 7);
  int ms = (int)in;
  f->hours = ms / 3600000;
  f->minutes = ms / 60000 % 60;
  f->seconds = ms / 1000 % 60;
  f->ms = ms % 1000;
}

/* The local zone's offset from UTC at UTC time t, in ms. */
static double local_offset(double t) {
  if (!isfinite(t)) return 0;
  time_t s = (time_t)floor(t / 1000);
  struct tm tm;
  if (!localtime_r(&s, &tm)) return 0;
  return (double)tm.tm_gmtoff * 1000.0;
}
static double local_time(double t) { return t + local_offset(t); }
/* UTC(t) for a local time t. */
static double utc_of_local(double t) {
  if (!isfinite(t)) return NAN;
  double off = local_offset(t - local_offset(t));
  return t - off;
}

/* ---- construction ---------------------------------------------------------------- */

static rt_object *date_new(double t) {
  rt_object *o = rt_object_new(&date_class);
  set_tv(o, time_clip(t));
  return o;
}

double rt_date_parse(const rt_str *s);

rt_object *rt_date_new(rt_value v) {
  if (v == RT_UNDEFINED) return date_new(rt_date_now());
  if (rt__is_string(v)) return date_new(rt_date_parse(rt_unbox_string(v)));
  if ((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT && is_date(rt_unbox_object(v))) return date_new(tv(rt_unbox_object(v)));
  return date_new(rt_value_to_num(v));
}

/* The spec's steps for new Date(y, m, ...) and Date.UTC: a time value (local or not). */
static double from_parts(int32_t n, const double *p) {
  double y = n > 0 ? p[0] : NAN, m = n > 1 ? p[1] : 0, dt = n > 2 ? p[2] : 1, h = n > 3 ? p[3] : 0,
         mi = n > 4 ? p[4] : 0, s = n > 5 ? p[5] : 0, ms = n > 6 ? p[6] : 0;
  if (isfinite(y)) {
    double yi = trunc(y);
    if (yi >= 0 && yi <= 99) y = 1900 + yi;
  }
  return make_date(make_day(y, m, dt), make_time(h, mi, s, ms));
}
rt_object *rt_date_new_parts(int32_t n, const double *parts) { return date_new(utc_of_local(from_parts(n, parts))); }
double rt_date_utc(int32_t n, const double *parts) { return time_clip(from_parts(n, parts)); }

/* ---- parsing ---------------------------------------------------------------------- */

static int digits(const char *s, int n, int *out) {
  int v = 0;
  for (int i = 0; i < n; i++) {
    if (s[i] < '0' || s[i] > '9') return 0;
    v = v * 10 + (s[i] - '0');
  }
  *out = v;
  return 1;
}

/* V8 also reads "2024-03-10 15:04:05" (a space for the T), as local time. */
static int date_only_form(const char *s) { return s[0] == '+' || s[0] == '-'; }

/* The ISO format (Date Time String Format) and its extended years; NAN if s is not one. */
static double parse_iso(const char *s) {
  const char *p = s;
  double year;
  int y, mo = 1, d = 1, h = 0, mi = 0, sec = 0, ms = 0;
  if (*p == '+' || *p == '-') {
    int sign = *p == '-' ? -1 : 1;
    if (!digits(p + 1, 6, &y)) return NAN;
    if (sign < 0 && y == 0) return NAN;
    year = sign * y;
    p += 7;
  } else {
    if (!digits(p, 4, &y)) return NAN;
    year = y;
    p += 4;
  }
  int date_only = 1;
  if (*p == '-') {
    if (!digits(p + 1, 2, &mo)) return NAN;
    p += 3;
    if (*p == '-') {
      if (!digits(p + 1, 2, &d)) return NAN;
      p += 3;
    }
  }
  int has_tz = 0;
  double off = 0;
  if (*p == 'T' || *p == 't' || (*p == ' ' && p[1] >= '0' && p[1] <= '9' && !date_only_form(s))) {
    date_only = 0;
    if (!digits(p + 1, 2, &h) || p[3] != ':' || !digits(p + 4, 2, &mi)) return NAN;
    p += 6;
    if (*p == ':') {
      if (!digits(p + 1, 2, &sec)) return NAN;
      p += 3;
      if (*p == '.' || *p == ',') {
        p++;
        int nd = 0;
        ms = 0;
        while (*p >= '0' && *p <= '9') {
          if (nd < 3) ms = ms * 10 + (*p - '0');
          nd++;
          p++;
        }
        if (!nd) return NAN;
        while (nd < 3) ms *= 10, nd++;
      }
    }
    if (*p == 'Z' || *p == 'z') {
      has_tz = 1;
      p++;
    } else if (*p == '+' || *p == '-') {
      int sign = *p == '-' ? -1 : 1, oh, om;
      if (!digits(p + 1, 2, &oh)) return NAN;
      p += 3;
      if (*p == ':') p++;
      if (!digits(p, 2, &om)) return NAN;
      p += 2;
      has_tz = 1;
      off = sign * (oh * 60 + om) * 60000.0;
    }
  }
  if (*p) return NAN;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || sec > 59 || (h == 24 && (mi || sec || ms)))
    return NAN;
  /* V8 takes any day up to 31 in any month (2000-02-30 is March 1st) */
  double t = make_date(make_day(year, mo - 1, d), make_time(h, mi, sec, ms));
  if (date_only || has_tz) return t - off;
  return utc_of_local(t);
}

static const char *const month_names[12] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
static const char *const day_names[7] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};

/* The formats toString() and toUTCString() print, and the common
 * "Month D, YYYY [HH:MM[:SS]] [GMT+HHMM|UTC|Z]" forms V8 also reads. */
static double parse_loose(const char *s) {
  int mo = -1, d = -1, h = 0, mi = 0, sec = 0, have_time = 0, tz = 0;
  double year = NAN, off = 0;
  const char *p = s;
  while (*p) {
    if (*p == ' ' || *p == ',') {
      p++;
      continue;
    }
    if (*p == '(') { /* a comment: the zone's name */
      while (*p && *p != ')') p++;
      if (*p) p++;
      continue;
    }
    if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z')) {
      const char *w = p;
      while ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z')) p++;
      size_t n = (size_t)(p - w);
      if ((n == 3 && !strncasecmp(w, "GMT", 3)) || (n == 3 && !strncasecmp(w, "UTC", 3)) || (n == 1 && (*w == 'Z' || *w == 'z'))) {
        tz = 1;
        if (*p == '+' || *p == '-') {
          int sign = *p == '-' ? -1 : 1, v = 0, nd = 0;
          p++;
          while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0'), nd++;
          if (*p == ':') {
            p++;
            int m2 = 0;
            while (*p >= '0' && *p <= '9') m2 = m2 * 10 + (*p++ - '0');
            v = v * 100 + m2;
            nd = 4;
          }
          off = sign * (nd <= 2 ? v * 60 : (v / 100) * 60 + v % 100) * 60000.0;
        }
        continue;
      }
      if (n >= 3) {
        for (int i = 0; i < 12; i++)
          if (!strncasecmp(w, month_names[i], 3)) mo = i;
        continue;
      }
      if (n == 2 && (!strncasecmp(w, "am", 2) || !strncasecmp(w, "pm", 2))) {
        if (!have_time || h > 12) return NAN;
        if (h == 12) h = 0;
        if (tolower((unsigned char)*w) == 'p') h += 12;
        continue;
      }
      return NAN;
    }
    if (*p >= '0' && *p <= '9') {
      int v = 0, nd = 0;
      while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0'), nd++;
      if (*p == ':') {
        h = v;
        p++;
        mi = 0;
        while (*p >= '0' && *p <= '9') mi = mi * 10 + (*p++ - '0');
        if (*p == ':') {
          p++;
          sec = 0;
          while (*p >= '0' && *p <= '9') sec = sec * 10 + (*p++ - '0');
        }
        if (*p == '.') {
          p++;
          while (*p >= '0' && *p <= '9') p++;
        }
        have_time = 1;
        continue;
      }
      if (*p == '/' ) { /* M/D/YYYY */
        int d2 = 0, y2 = 0;
        p++;
        while (*p >= '0' && *p <= '9') d2 = d2 * 10 + (*p++ - '0');
        if (*p != '/') return NAN;
        p++;
        while (*p >= '0' && *p <= '9') y2 = y2 * 10 + (*p++ - '0');
        if (nd >= 3) { /* YYYY/MM/DD */
          year = v, mo = d2 - 1, d = y2;
          continue;
        }
        mo = v - 1, d = d2, year = y2 < 50 ? 2000 + y2 : y2 < 100 ? 1900 + y2 : y2;
        continue;
      }
      if (d < 0 && nd <= 2) d = v;
      else year = v;
      continue;
    }
    if (*p == '-' || *p == '+') return NAN;
    p++;
  }
  if (mo < 0 || d < 0 || isnan(year)) return NAN;
  double t = make_date(make_day(year, mo, d), make_time(h, mi, sec, 0));
  return tz ? t - off : utc_of_local(t);
}

double rt_date_parse(const rt_str *s) {
  char *u = rt__utf8_of(s, NULL);
  char *b = u;
  while (*b == ' ') b++;
  size_t n = strlen(b);
  while (n && b[n - 1] == ' ') b[--n] = 0;
  double t = parse_iso(b);
  if (isnan(t)) t = parse_loose(b);
  free(u);
  return time_clip(t);
}

/* ---- reading and writing fields ---------------------------------------------------- */

/* which: 0 getTime, 1 FullYear, 2 Month, 3 Date, 4 Day, 5 Hours, 6 Minutes,
 * 7 Seconds, 8 Milliseconds, 9 TimezoneOffset; +16 for the UTC getters. */
double rt_date_get(rt_object *d, double which) {
  double t = tv(check(d));
  int w = (int)which;
  if (w == 0) return t;
  if (isnan(t)) return NAN;
  if (w == 9) return (t - local_time(t)) / 60000.0;
  int utc = w >= 16;
  fields f;
  split_time(utc ? t : local_time(t), &f);
  switch (w & 15) {
  case 1: return f.year;
  case 2: return f.month;
  case 3: return f.date;
  case 4: return f.wday;
  case 5: return f.hours;
  case 6: return f.minutes;
  case 7: return f.seconds;
  case 8: return f.ms;
  }
  return NAN;
}

/* The setters: which as for rt_date_get (1 setFullYear ... 8 setMilliseconds,
 * 0 setTime), args the given numbers.  Returns the new time value. */
double rt_date_set(rt_object *d, double which, int32_t n, const double *a) {
  check(d);
  int w = (int)which, utc = w >= 16;
  double t = tv(d);
  if (w == 0) {
    double nt = time_clip(n > 0 ? a[0] : NAN);
    set_tv(d, nt);
    return nt;
  }
  if (isnan(t) && (w & 15) != 1) return NAN;
  double lt = isnan(t) ? 0 : utc ? t : local_time(t);
  fields f;
  split_time(lt, &f);
  double y = f.year, mo = f.month, dt = f.date, h = f.hours, mi = f.minutes, s = f.seconds, ms = f.ms;
#define ARG(i, dflt) (n > (i) ? a[i] : (dflt))
  switch (w & 15) {
  case 1: y = ARG(0, NAN), mo = ARG(1, mo), dt = ARG(2, dt); break;
  case 2: mo = ARG(0, NAN), dt = ARG(1, dt); break;
  case 3: dt = ARG(0, NAN); break;
  case 5: h = ARG(0, NAN), mi = ARG(1, mi), s = ARG(2, s), ms = ARG(3, ms); break;
  case 6: mi = ARG(0, NAN), s = ARG(1, s), ms = ARG(2, ms); break;
  case 7: s = ARG(0, NAN), ms = ARG(1, ms); break;
  case 8: ms = ARG(0, NAN); break;
  default: return NAN;
  }
#undef ARG
  double nt = make_date(make_day(y, mo, dt), make_time(h, mi, s, ms));
  nt = time_clip(utc ? nt : utc_of_local(nt));
  set_tv(d, nt);
  return nt;
}

/* ---- formatting ------------------------------------------------------------------- */

static void fmt_year(char *b, size_t n, double y) {
  if (y >= 0 && y <= 9999) snprintf(b, n, "%04d", (int)y);
  else if (y < 0) snprintf(b, n, "-%06d", (int)-y);
  else snprintf(b, n, "+%06d", (int)y);
}

static const rt_str *iso_string(double t) {
  fields f;
  split_time(t, &f);
  char y[16], b[64];
  fmt_year(y, sizeof y, f.year);
  snprintf(b, sizeof b, "%s-%02d-%02dT%02d:%02d:%02d.%03dZ", y, f.month + 1, f.date, f.hours, f.minutes, f.seconds, f.ms);
  return rt__str_from_ascii(b, strlen(b));
}

/* "-0400 (Eastern Daylight Time)" style zone text for local time t. */
static void zone_text(double t, char *b, size_t n) {
  double off = local_offset(t) / 60000.0;
  int o = (int)fabs(off);
  time_t s = (time_t)floor(t / 1000);
  struct tm tm;
  const char *name = "Coordinated Universal Time";
  char abbr[64];
  static const char *const long_names[][2] = {
      {"GMT", "Greenwich Mean Time"}, {"EST", "Eastern Standard Time"}, {"EDT", "Eastern Daylight Time"},
      {"CST", "Central Standard Time"}, {"CDT", "Central Daylight Time"}, {"MST", "Mountain Standard Time"},
      {"MDT", "Mountain Daylight Time"}, {"PST", "Pacific Standard Time"}, {"PDT", "Pacific Daylight Time"},
      {"AKST", "Alaska Standard Time"}, {"AKDT", "Alaska Daylight Time"}, {"HST", "Hawaii-Aleutian Standard Time"},
      {"CET", "Central European Standard Time"}, {"CEST", "Central European Summer Time"},
      {"EET", "Eastern European Standard Time"}, {"EEST", "Eastern European Summer Time"},
      {"WET", "Western European Standard Time"}, {"WEST", "Western European Summer Time"},
      {"BST", "British Summer Time"}, {"IST", "India Standard Time"}, {"JST", "Japan Standard Time"}, {"KST", "Korean Standard Time"},
      {"AEST", "Australian Eastern Standard Time"}, {"AEDT", "Australian Eastern Daylight Time"}};
  if (localtime_r(&s, &tm) && tm.tm_zone && strcmp(tm.tm_zone, "UTC")) {
    snprintf(abbr, sizeof abbr, "%s", tm.tm_zone);
    name = abbr;
    for (size_t i = 0; i < sizeof long_names / sizeof *long_names; i++)
      if (!strcmp(tm.tm_zone, long_names[i][0])) name = long_names[i][1];
  }
  snprintf(b, n, "GMT%c%02d%02d (%s)", off < 0 ? '-' : '+', o / 60, o % 60, name);
}

static const rt_str *ascii(const char *b) { return rt__str_from_ascii(b, strlen(b)); }

/* which: 0 toISOString, 1 toString, 2 toUTCString, 3 toDateString,
 * 4 toTimeString, 5 toLocaleDateString, 6 toLocaleTimeString, 7 toLocaleString
 * (the last three in en-US's format). */
const rt_str *rt_date_format(rt_object *d, double which) {
  double t = tv(check(d));
  int w = (int)which;
  if (isnan(t)) {
    if (w == 0) rt_throw_error("RangeError", "Invalid time value");
    return RT__STR(s_invalid);
  }
  if (w == 0) return iso_string(t);
  fields f;
  split_time(w == 2 ? t : local_time(t), &f);
  char y[16], b[160], z[96];
  if (f.year < 0) snprintf(y, sizeof y, "-%04d", (int)-f.year);
  else snprintf(y, sizeof y, "%04d", (int)f.year);
  int h12 = f.hours % 12 == 0 ? 12 : f.hours % 12;
  const char *ampm = f.hours < 12 ? "AM" : "PM";
  switch (w) {
  case 1:
    zone_text(t, z, sizeof z);
    snprintf(b, sizeof b, "%s %s %02d %s %02d:%02d:%02d %s", day_names[f.wday], month_names[f.month], f.date, y, f.hours,
             f.minutes, f.seconds, z);
    break;
  case 2:
    snprintf(b, sizeof b, "%s, %02d %s %s %02d:%02d:%02d GMT", day_names[f.wday], f.date, month_names[f.month], y, f.hours,
             f.minutes, f.seconds);
    break;
  case 3: snprintf(b, sizeof b, "%s %s %02d %s", day_names[f.wday], month_names[f.month], f.date, y); break;
  case 4:
    zone_text(t, z, sizeof z);
    snprintf(b, sizeof b, "%02d:%02d:%02d %s", f.hours, f.minutes, f.seconds, z);
    break;
  case 5: snprintf(b, sizeof b, "%d/%d/%d", f.month + 1, f.date, (int)f.year); break;
  case 6: snprintf(b, sizeof b, "%d:%02d:%02d %s", h12, f.minutes, f.seconds, ampm); break;
  default:
    snprintf(b, sizeof b, "%d/%d/%d, %d:%02d:%02d %s", f.month + 1, f.date, (int)f.year, h12, f.minutes, f.seconds, ampm);
    break;
  }
  return ascii(b);
}

/* date.toJSON(): the ISO string, or null for an invalid date. */
rt_value rt_date_to_json(rt_object *d) {
  double t = tv(check(d));
  return isnan(t) ? RT_NULL : rt_box_string(iso_string(t));
}

const rt_str *rt__date_display(const void *p) {
  if (!is_date(p)) return NULL;
  double t = tv(p);
  return isnan(t) ? RT__STR(s_invalid) : iso_string(t);
}

const rt_str *rt__date_to_str(const void *p) { return is_date(p) ? rt_date_format((rt_object *)p, 1) : NULL; }

rt_value rt__date_json(const void *p) { return is_date(p) ? rt_date_to_json((rt_object *)p) : RT_ABSENT; }
rt_value rt__builtin_json(const void *p) {
  if (is_date(p)) return rt_date_to_json((rt_object *)p);
  const rt_str *href = rt__url_href ? rt__url_href(p) : NULL;
  return href ? rt_box_string(href) : RT_ABSENT;
}

bool rt__date_number(const void *p, double *t) {
  if (!is_date(p)) return false;
  *t = tv(p);
  return true;
}

/* ---- toLocaleDateString / toLocaleTimeString / toLocaleString with options (en-US) ---- */

/* The options, decoded by the compiler from an object literal
 * (frontend/check_date.inc date_locale_spec): bits 0-1 weekday (1 long,
 * 2 short, 3 narrow), 2-3 year (1 numeric, 2 2-digit), 4-6 month (1
 * numeric, 2 2-digit, 3 long, 4 short, 5 narrow), 7-8 day, 9-10 hour,
 * 11-12 minute, 13-14 second (1 numeric, 2 2-digit), 15-16 hour12 (1 true,
 * 2 false), 17 timeZone 'UTC', 18-20 dateStyle, 21-23 timeStyle (1 full,
 * 2 long, 3 medium, 4 short). */
enum { LW = 0, LY = 2, LM = 4, LD = 7, LH = 9, LMI = 11, LS = 13, LH12 = 15, LUTC = 17, LDS = 18, LTS = 21 };
#define LGET(spec, at, bits) (((spec) >> (at)) & ((1 << (bits)) - 1))

static const char *const long_months[12] = {"January", "February", "March",     "April",   "May",      "June",
                                            "July",    "August",   "September", "October", "November", "December"};
static const char *const long_days[7] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};

static int num2(char *b, size_t n, int v, int two) { return snprintf(b, n, two ? "%02d" : "%d", v); }

/* which: 5 date, 6 time, 7 both (as rt_date_format), 8 Intl.DateTimeFormat's
 * format (the fields given, else the date). ICU's en-US patterns
 * for the combinations the compiler lets through, as Node 20 prints them
 * (hour12: false is ICU's h24 there: midnight is 24:mm). */
const rt_str *rt_date_locale(rt_object *d, double which, double specd) {
  double t = tv(check(d));
  if (isnan(t)) return RT__STR(s_invalid);
  int spec = (int)specd, w = (int)which;
  int wd = LGET(spec, LW, 2), yr = LGET(spec, LY, 2), mo = LGET(spec, LM, 3), dy = LGET(spec, LD, 2);
  int hr = LGET(spec, LH, 2), mi = LGET(spec, LMI, 2), se = LGET(spec, LS, 2), h12 = LGET(spec, LH12, 2);
  int utc = LGET(spec, LUTC, 1), ds = LGET(spec, LDS, 3), ts = LGET(spec, LTS, 3), zone = 0;
  if (ds || ts) {
    if (ds == 1) wd = 1;
    if (ds) yr = ds == 4 ? 2 : 1, mo = ds <= 2 ? 3 : ds == 3 ? 4 : 1, dy = 1;
    if (ts) hr = 1, mi = 2, se = ts <= 3 ? 2 : 0, zone = ts <= 2;
  } else {
    int has_date = wd || yr || mo || dy, has_time = hr || mi || se;
    if ((w == 5 || w == 7) && !has_date && !(w == 7 && has_time)) yr = mo = dy = 1;
    if ((w == 6 || w == 7) && !has_time && !(w == 7 && has_date)) hr = 1, mi = se = 2;
    if (w == 8 && !has_date && !has_time) yr = mo = dy = 1; /* Intl.DateTimeFormat: the date alone */
  }
  fields f;
  split_time(utc ? t : local_time(t), &f);
  char date[128] = "", time[96] = "", b[256];
  size_t dl = 0;
  const char *wname = wd == 1 ? long_days[f.wday] : day_names[f.wday];
  char wbuf[8];
  if (wd == 3) snprintf(wbuf, sizeof wbuf, "%c", day_names[f.wday][0]), wname = wbuf;
  char ys[16], ms[16], dd[8];
  if (yr == 2) snprintf(ys, sizeof ys, "%02d", ((int)fmod(f.year, 100) + 100) % 100);
  else snprintf(ys, sizeof ys, "%d", (int)f.year);
  num2(dd, sizeof dd, f.date, dy == 2);
  int text_month = mo >= 3;
  if (text_month) {
    if (mo == 3) snprintf(ms, sizeof ms, "%s", long_months[f.month]);
    else if (mo == 4) snprintf(ms, sizeof ms, "%s", month_names[f.month]);
    else snprintf(ms, sizeof ms, "%c", month_names[f.month][0]);
  } else {
    num2(ms, sizeof ms, f.month + 1, mo == 2);
  }
  if (wd && !(yr || mo || dy)) dl = (size_t)snprintf(date, sizeof date, "%s", wname);
  else if (yr || mo || dy) {
    char core[96];
    if (text_month) {
      if (dy && yr) snprintf(core, sizeof core, "%s %s, %s", ms, dd, ys);
      else if (dy) snprintf(core, sizeof core, "%s %s", ms, dd);
      else if (yr) snprintf(core, sizeof core, "%s %s", ms, ys);
      else snprintf(core, sizeof core, "%s", ms);
    } else if (mo) {
      if (dy && yr) snprintf(core, sizeof core, "%s/%s/%s", ms, dd, ys);
      else if (dy) snprintf(core, sizeof core, "%s/%s", ms, dd);
      else if (yr) snprintf(core, sizeof core, "%s/%s", ms, ys);
      else snprintf(core, sizeof core, "%s", ms);
    } else {
      snprintf(core, sizeof core, "%s", yr ? ys : dd); /* (year and day alone: refused by the compiler) */
    }
    dl = (size_t)snprintf(date, sizeof date, wd ? "%s, %s" : "%s%s", wd ? wname : "", core);
  }
  if (hr || mi || se) {
    size_t n = 0;
    int ampm = hr && h12 != 2;
    if (hr) {
      int h = f.hours;
      if (h12 == 2) n += (size_t)num2(time + n, sizeof time - n, h == 0 ? 24 : h, 1);
      else n += (size_t)num2(time + n, sizeof time - n, h % 12 == 0 ? 12 : h % 12, hr == 2);
    }
    if (mi) {
      if (n) time[n++] = ':';
      n += (size_t)num2(time + n, sizeof time - n, f.minutes, hr || se || mi == 2);
    }
    if (se) {
      if (n) time[n++] = ':';
      n += (size_t)num2(time + n, sizeof time - n, f.seconds, hr || mi || se == 2);
    }
    if (ampm) n += (size_t)snprintf(time + n, sizeof time - n, " %s", f.hours < 12 ? "AM" : "PM");
    if (zone) {
      char z[16] = "UTC";
      struct tm tm;
      time_t s = (time_t)floor(t / 1000);
      if (!utc && localtime_r(&s, &tm) && tm.tm_zone) snprintf(z, sizeof z, "%s", tm.tm_zone);
      n += (size_t)snprintf(time + n, sizeof time - n, " %s", z);
    }
  }
  if (dl && time[0]) {
    const char *sep = !(yr || mo || dy) ? " " : mo == 3 ? " at " : ", ";
    snprintf(b, sizeof b, "%s%s%s", date, sep, time);
  } else {
    snprintf(b, sizeof b, "%s", dl ? date : time);
  }
  return ascii(b);
}
