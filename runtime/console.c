/* console.c - console.log/error with Node's util.format rules, over buffered output. */
#include "rt_internal.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

/* ---- buffered output ------------------------------------------------------
 * stdout collects in a static buffer flushed when full and at exit (or after
 * every console.log when it is a terminal); stderr output is flushed at the
 * end of each console.error. */

static char stdout_buf[64 << 10];
rt__out rt__stdout = {stdout_buf, 0, sizeof stdout_buf, 1};
static int stdout_tty = -1; /* unknown until the first console.log */

static void write_all(int fd, const char *p, size_t n) {
  while (n) {
    ssize_t w = write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      return; /* e.g. a closed pipe: drop the output, as there is no one to tell */
    }
    p += w;
    n -= (size_t)w;
  }
}

void rt__out_flush(rt__out *o) {
  write_all(o->fd, o->buf, o->len);
  o->len = 0;
}

void rt__out_bytes(rt__out *o, const char *p, size_t n) {
  if (n > o->cap - o->len) {
    rt__out_flush(o);
    if (n >= o->cap) {
      write_all(o->fd, p, n);
      return;
    }
  }
  memcpy(o->buf + o->len, p, n);
  o->len += n;
}

/* Writes s[from..to) as UTF-8; lone surrogates become U+FFFD, as Node does. */
void rt__out_str(rt__out *o, const rt_str *s, uint32_t from, uint32_t to) {
  if (!(s->flags & RT_STR_WIDE)) {
    const uint8_t *b = rt_str_bytes(s);
    uint32_t i = from;
    while (i < to) {
      uint32_t j = i;
      while (j < to && b[j] < 0x80) j++;
      rt__out_bytes(o, (const char *)b + i, j - i);
      for (i = j; i < to && b[i] >= 0x80; i++) {
        char u[2] = {(char)(0xC0 | (b[i] >> 6)), (char)(0x80 | (b[i] & 0x3F))};
        rt__out_bytes(o, u, 2);
      }
    }
    return;
  }
  const uint16_t *u = rt_str_units(s);
  for (uint32_t i = from; i < to; i++) {
    if (o->cap - o->len < 4) rt__out_flush(o);
    char *d = o->buf + o->len;
    uint32_t c = u[i];
    if (c < 0x80) {
      d[0] = (char)c;
      o->len += 1;
      continue;
    }
    if (c >= 0xD800 && c < 0xE000) {
      if (c < 0xDC00 && i + 1 < to && u[i + 1] >= 0xDC00 && u[i + 1] < 0xE000) {
        c = 0x10000 + ((c - 0xD800) << 10) + (u[++i] - 0xDC00);
      } else {
        c = 0xFFFD;
      }
    }
    if (c < 0x800) {
      d[0] = (char)(0xC0 | (c >> 6));
      d[1] = (char)(0x80 | (c & 0x3F));
      o->len += 2;
    } else if (c < 0x10000) {
      d[0] = (char)(0xE0 | (c >> 12));
      d[1] = (char)(0x80 | ((c >> 6) & 0x3F));
      d[2] = (char)(0x80 | (c & 0x3F));
      o->len += 3;
    } else {
      d[0] = (char)(0xF0 | (c >> 18));
      d[1] = (char)(0x80 | ((c >> 12) & 0x3F));
      d[2] = (char)(0x80 | ((c >> 6) & 0x3F));
      d[3] = (char)(0x80 | (c & 0x3F));
      o->len += 4;
    }
  }
}

static void out_cstr(rt__out *o, const char *s) { rt__out_bytes(o, s, strlen(s)); }

static void out_whole(rt__out *o, const rt_str *s) { rt__out_str(o, s, 0, s->len); }

/* util.inspect's formatNumber: like String(x) but -0 shows as "-0". */
static void out_number(rt__out *o, double d) {
  char buf[RT__NUM_BUF];
  if (d == 0 && signbit(d)) {
    out_cstr(o, "-0");
    return;
  }
  rt__out_bytes(o, buf, rt__num_fmt(d, buf));
}

/* util.inspect of a string: quoted, with Node's choice of quote and escapes. */
static void out_quoted(rt__out *o, const rt_str *s) {
  bool has_single = false, has_double = false, has_back = false;
  for (uint32_t i = 0; i < s->len; i++) {
    uint16_t c = rt__str_at(s, i);
    has_single |= c == '\'';
    has_double |= c == '"';
    has_back |= c == '`' || (c == '$' && i + 1 < s->len && rt__str_at(s, i + 1) == '{');
  }
  char q = '\'';
  if (has_single) q = !has_double ? '"' : !has_back ? '`' : '\'';
  rt__out_bytes(o, &q, 1);
  uint32_t run = 0;
  for (uint32_t i = 0; i < s->len; i++) {
    uint16_t c = rt__str_at(s, i);
    const char *esc = NULL;
    char hex[8];
    if (c == (uint16_t)q) esc = q == '\'' ? "\\'" : q == '"' ? "\\\"" : "\\`";
    else if (c == '\\') esc = "\\\\";
    else if (c == '\n') esc = "\\n";
    else if (c == '\t') esc = "\\t";
    else if (c == '\r') esc = "\\r";
    else if (c == '\b') esc = "\\b";
    else if (c == '\f') esc = "\\f";
    else if (c < 0x20 || c == 0x7F) {
      static const char hx[] = "0123456789ABCDEF";
      hex[0] = '\\', hex[1] = 'x', hex[2] = hx[c >> 4], hex[3] = hx[c & 15], hex[4] = 0;
      esc = hex;
    } else if (c >= 0xD800 && c < 0xE000) {
      bool paired = c < 0xDC00 ? i + 1 < s->len && (rt__str_at(s, i + 1) & 0xFC00) == 0xDC00
                               : i > 0 && (rt__str_at(s, i - 1) & 0xFC00) == 0xD800;
      if (!paired) {
        static const char hx[] = "0123456789ABCDEF";
        hex[0] = '\\', hex[1] = 'u', hex[2] = hx[c >> 12], hex[3] = hx[(c >> 8) & 15];
        hex[4] = hx[(c >> 4) & 15], hex[5] = hx[c & 15], hex[6] = 0;
        esc = hex;
      }
    }
    if (esc) {
      rt__out_str(o, s, run, i);
      out_cstr(o, esc);
      run = i + 1;
    }
  }
  rt__out_str(o, s, run, s->len);
  rt__out_bytes(o, &q, 1);
}

/* util.inspect(v) for the kinds of value the runtime has. */
static void out_inspect(rt__out *o, rt_value v, bool quote_strings) {
  if (rt_value_is_number(v)) {
    out_number(o, rt_unbox_number(v));
    return;
  }
  switch (v >> RT_TAG_SHIFT) {
  case RT_TAG_STRING:
    if (quote_strings) out_quoted(o, rt_unbox_string(v));
    else out_whole(o, rt_unbox_string(v));
    return;
  case RT_TAG_SPECIAL:
    out_cstr(o, v == RT_UNDEFINED ? "undefined" : v == RT_NULL ? "null" : v == RT_TRUE ? "true" : "false");
    return;
  case RT_TAG_FUNCTION: {
    const rt_str *name = rt_unbox_function(v)->name;
    if (name && name->len) {
      out_cstr(o, "[Function: ");
      out_whole(o, name);
      out_cstr(o, "]");
    } else {
      out_cstr(o, "[Function (anonymous)]");
    }
    return;
  }
  default:
    out_cstr(o, "{}");
  }
}

/* JSON.stringify(v) for %j. */
static void out_json(rt__out *o, rt_value v) {
  if (rt_value_is_number(v)) {
    double d = rt_unbox_number(v);
    if (isfinite(d)) out_number(o, d == 0 ? 0 : d);
    else out_cstr(o, "null");
    return;
  }
  if (rt__is_string(v)) {
    const rt_str *s = rt_unbox_string(v);
    uint32_t run = 0;
    out_cstr(o, "\"");
    for (uint32_t i = 0; i < s->len; i++) {
      uint16_t c = rt__str_at(s, i);
      char buf[8];
      const char *esc = c == '"' ? "\\\"" : c == '\\' ? "\\\\" : c == '\n' ? "\\n" : c == '\r' ? "\\r"
                      : c == '\t' ? "\\t" : c == '\b' ? "\\b" : c == '\f' ? "\\f" : NULL;
      bool lone = (c & 0xF800) == 0xD800 &&
                  !(c < 0xDC00 ? i + 1 < s->len && (rt__str_at(s, i + 1) & 0xFC00) == 0xDC00
                               : i > 0 && (rt__str_at(s, i - 1) & 0xFC00) == 0xD800);
      if (!esc && (c < 0x20 || lone)) {
        static const char hx[] = "0123456789abcdef";
        buf[0] = '\\', buf[1] = 'u', buf[2] = hx[c >> 12], buf[3] = hx[(c >> 8) & 15];
        buf[4] = hx[(c >> 4) & 15], buf[5] = hx[c & 15], buf[6] = 0;
        esc = buf;
      }
      if (esc) {
        rt__out_str(o, s, run, i);
        out_cstr(o, esc);
        run = i + 1;
      }
    }
    rt__out_str(o, s, run, s->len);
    out_cstr(o, "\"");
    return;
  }
  if (v == RT_NULL || v == RT_TRUE || v == RT_FALSE) out_inspect(o, v, false);
  else if (v >> RT_TAG_SHIFT == RT_TAG_OBJECT) out_cstr(o, "{}");
  else out_cstr(o, "undefined"); /* undefined and functions: JSON.stringify gives undefined */
}

/* Node's formatWithOptions: printf-like directives in a leading string,
 * then the remaining arguments joined by spaces. */
static void format(rt__out *o, int32_t n, const rt_value *args) {
  int32_t a = 0;
  bool join = false;
  if (n > 0 && rt__is_string(args[0])) {
    const rt_str *f = rt_unbox_string(args[0]);
    if (n == 1) {
      out_whole(o, f);
      return;
    }
    uint32_t last = 0;
    for (uint32_t i = 0; i + 1 < f->len; i++) {
      if (rt__str_at(f, i) != '%') continue;
      uint16_t c = rt__str_at(f, ++i);
      if (a + 1 != n) {
        if (c == '%') {
          rt__out_str(o, f, last, i);
          last = i + 1;
          continue;
        }
        if (c >= 128 || !c || !strchr("sjdOoifc", c)) continue;
        if (last != i - 1) rt__out_str(o, f, last, i - 1);
        last = i + 1;
        rt_value v = args[++a];
        switch (c) {
        case 's':
          if (rt_value_is_number(v) || rt__is_function(v)) out_inspect(o, v, false);
          else out_whole(o, rt_value_to_str(v));
          break;
        case 'j':
          out_json(o, v);
          break;
        case 'd':
          out_number(o, rt_value_to_num(v));
          break;
        case 'i':
          out_number(o, rt_parse_int(rt_value_to_str(v), RT_UNDEFINED));
          break;
        case 'f':
          out_number(o, rt_parse_float(rt_value_to_str(v)));
          break;
        case 'o':
        case 'O':
          out_inspect(o, v, true);
          break;
        case 'c':
          break;
        }
      } else if (c == '%') {
        rt__out_str(o, f, last, i);
        last = i + 1;
      }
    }
    if (last != 0) {
      a++;
      join = true;
      if (last < f->len) rt__out_str(o, f, last, f->len);
    }
  }
  for (; a < n; a++) {
    if (join) rt__out_bytes(o, " ", 1);
    out_inspect(o, args[a], false);
    join = true;
  }
}

void rt_console_log(int32_t n, const rt_value *args) {
  format(&rt__stdout, n, args);
  rt__out_bytes(&rt__stdout, "\n", 1);
  if (stdout_tty < 0) stdout_tty = isatty(1);
  if (stdout_tty) rt__out_flush(&rt__stdout);
}

void rt_console_error(int32_t n, const rt_value *args) {
  char buf[4096];
  rt__out err = {buf, 0, sizeof buf, 2};
  format(&err, n, args);
  rt__out_bytes(&err, "\n", 1);
  rt__out_flush(&err);
}
