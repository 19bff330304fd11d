/* console.c - console.log/error with Node's util.format rules, over buffered output. */
#include "rt_internal.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- buffered output ------------------------------------------------------
 * stdout collects in a static buffer flushed when full and at exit (or after
 * every console.log when it is a terminal); stderr output is flushed at the
 * end of each console.error. */

/* Per thread (worker threads print on their own).  The buffer is malloc'd
 * on first use rather than thread-local: the collector scans every thread's
 * TLS block as a root, and 64 KiB of text there would be scanned at every
 * collection. */
#define STDOUT_BUF (64 << 10)
_Thread_local rt__out rt__stdout = {NULL, 0, 0, 1};
static void stdout_attach(rt__out *o) {
  if (o->buf || o != &rt__stdout) return;
  o->buf = malloc(STDOUT_BUF);
  if (!o->buf) rt__oom(STDOUT_BUF);
  o->cap = STDOUT_BUF;
}
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

static void capture_grow(rt__out *o, size_t n) {
  size_t cap = o->cap ? o->cap : 256;
  while (cap - o->len < n) cap *= 2;
  if (cap != o->cap) {
    o->buf = realloc(o->buf, cap);
    if (!o->buf) rt__oom(cap);
    o->cap = cap;
  }
}

void rt__out_flush(rt__out *o) {
  if (o->fd == RT__OUT_CAPTURE) { /* room for more instead */
    capture_grow(o, o->cap - o->len + 64);
    return;
  }
  write_all(o->fd, o->buf, o->len);
  o->len = 0;
}

void rt__out_bytes(rt__out *o, const char *p, size_t n) {
  if (o->fd == RT__OUT_CAPTURE) {
    capture_grow(o, n);
    memcpy(o->buf + o->len, p, n);
    o->len += n;
    return;
  }
  stdout_attach(o);
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
  stdout_attach(o);
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

/* util.inspect(v) at the top level of console.log: strings unquoted. */
static void out_inspect(rt__out *o, rt_value v, bool quote_strings) {
  if (!quote_strings && rt__is_string(v)) out_whole(o, rt_unbox_string(v));
  else rt__inspect(o, v, 2, false);
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
          else if (v >> RT_TAG_SHIFT == RT_TAG_OBJECT) rt__inspect(o, v, 0, false);
          else out_whole(o, rt_value_to_str(v));
          break;
        case 'j':
          rt__json(o, v);
          break;
        case 'd':
        case 'i':
          if (rt__is_bigint(v)) { /* Node prints a bigint as itself, with its n */
            out_inspect(o, v, false);
            break;
          }
          if (c == 'd') {
            out_number(o, rt_value_to_num(v));
            break;
          }
          out_number(o, rt_parse_int(rt_value_to_str(v), RT_UNDEFINED));
          break;
        case 'f':
          out_number(o, rt_parse_float(rt_value_to_str(v)));
          break;
        case 'o':
          rt__inspect(o, v, 4, true);
          break;
        case 'O':
          rt__inspect(o, v, 2, false);
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

const rt_str *rt__format_to_str(int32_t n, const rt_value *args) {
  rt__out cap = {NULL, 0, 0, RT__OUT_CAPTURE};
  format(&cap, n, args);
  const rt_str *s = rt__str_from_utf8(cap.buf ? cap.buf : "", cap.len);
  free(cap.buf);
  return s;
}

/* ---- console.group, console.count ---------------------------------------------
 * Inside console.group every line a console call prints is indented by two
 * spaces per level (stdout and stderr alike), as Node's Console does. */
static int group_indent;

int rt__console_grouped(void) { return group_indent; }

void rt_console_group(double delta) {
  group_indent += delta > 0 ? 2 : group_indent >= 2 ? -2 : 0;
}

/* Writes the text gathered in `captured` (freed) to fd 1 or 2 with the
 * group's indentation before each line, then a newline. */
void rt__console_emit(rt__out *captured, int fd) {
  char buf[4096];
  rt__out err = {buf, 0, sizeof buf, 2};
  rt__out *o = fd == 2 ? &err : &rt__stdout;
  static const char spaces[64] = "                                                               ";
  int ind = group_indent < 63 ? group_indent : 63;
  size_t from = 0;
  rt__out_bytes(o, spaces, (size_t)ind);
  for (size_t i = 0; i < captured->len; i++)
    if (captured->buf[i] == '\n') {
      rt__out_bytes(o, captured->buf + from, i + 1 - from);
      rt__out_bytes(o, spaces, (size_t)ind);
      from = i + 1;
    }
  rt__out_bytes(o, captured->buf + from, captured->len - from);
  rt__out_bytes(o, "\n", 1);
  free(captured->buf);
  if (fd == 2) rt__out_flush(&err);
}

static void format_grouped(int fd, int32_t n, const rt_value *args) {
  rt__out cap = {NULL, 0, 0, RT__OUT_CAPTURE};
  format(&cap, n, args);
  rt__console_emit(&cap, fd);
}

/* console.count(label = "default") / countReset(label) */
static rt_map *counts;
void rt_console_count(rt_value label, double reset) {
  if (!counts) {
    counts = rt_map_new(0);
    rt_gc_root_add(&counts, 1);
  }
  const rt_str *l = label == RT_UNDEFINED ? rt__str_from_ascii("default", 7) : rt_value_to_str(label);
  rt_value key = rt_box_string(rt__flat(l));
  if (reset) {
    rt_map_set(counts, key, rt_box_number(0));
    return;
  }
  rt_value have = rt_map_get(counts, key);
  double k = (rt_value_is_number(have) ? rt_unbox_number(have) : 0) + 1;
  rt_map_set(counts, key, rt_box_number(k));
  rt_value line = rt_box_string(rt_str_concat(rt_str_concat(l, rt__str_from_ascii(": ", 2)), rt_num_to_str(k)));
  rt_console_log(1, &line);
}

/* console.time(label = "default") / timeEnd / timeLog (op 0, 1, 2): the
 * elapsed time as Node's formatTime writes it ("1.234ms", "1.500s",
 * "1:02.345 (m:ss.mmm)"). */
static rt_map *timers;
static const rt_str *time_text(double ms) {
  char b[96];
  double hours = 0, minutes = 0, seconds = 0;
  if (ms >= 1000) {
    if (ms >= 60000) {
      if (ms >= 3600000) {
        hours = floor(ms / 3600000);
        ms = fmod(ms, 3600000);
      }
      minutes = floor(ms / 60000);
      ms = fmod(ms, 60000);
    }
    seconds = ms / 1000;
  }
  if (hours != 0 || minutes != 0) {
    char sec[32];
    snprintf(sec, sizeof sec, "%06.3f", seconds); /* ss.mmm */
    if (hours != 0) snprintf(b, sizeof b, "%.0f:%02.0f:%s (h:mm:ss.mmm)", hours, minutes, sec);
    else snprintf(b, sizeof b, "%.0f:%s (m:ss.mmm)", minutes, sec);
  } else if (seconds != 0) {
    snprintf(b, sizeof b, "%.3fs", seconds);
  } else {
    const rt_str *fixed = rt_num_to_fixed(ms, rt_box_number(3)); /* Number(ms.toFixed(3)): no trailing zeros */
    const rt_str *t = rt_num_to_str(rt_value_to_num(rt_box_string(fixed)));
    return rt_str_concat(t, rt__str_from_ascii("ms", 2));
  }
  return rt__str_from_ascii(b, strlen(b));
}

void rt_console_time(rt_value label, double op) {
  if (!timers) {
    timers = rt_map_new(0);
    rt_gc_root_add(&timers, 1);
  }
  const rt_str *l = label == RT_UNDEFINED ? rt__str_from_ascii("default", 7) : rt_value_to_str(label);
  rt_value key = rt_box_string(rt__flat(l));
  rt_value have = rt_map_get(timers, key);
  if (op == 0) {
    if (rt_value_is_number(have)) {
      rt_value w = rt_box_string(rt_str_concat(rt_str_concat(rt__str_from_ascii("(node) Warning: Label '", 23), l),
                                               rt__str_from_ascii("' already exists for console.time()", 35)));
      rt_console_error(1, &w);
      return;
    }
    rt_map_set(timers, key, rt_box_number(rt_performance_now()));
    return;
  }
  if (!rt_value_is_number(have)) {
    rt_value w = rt_box_string(rt_str_concat(rt_str_concat(rt__str_from_ascii("(node) Warning: No such label '", 31), l),
                                             rt__str_from_ascii(op == 1 ? "' for console.timeEnd()" : "' for console.timeLog()", 23)));
    rt_console_error(1, &w);
    return;
  }
  double ms = rt_performance_now() - rt_unbox_number(have);
  if (op == 1) rt_map_delete(timers, key);
  rt_value line = rt_box_string(rt_str_concat(rt_str_concat(l, rt__str_from_ascii(": ", 2)), time_text(ms)));
  rt_console_log(1, &line);
}

void rt_console_log(int32_t n, const rt_value *args) {
  if (group_indent) format_grouped(1, n, args);
  else {
    format(&rt__stdout, n, args);
    rt__out_bytes(&rt__stdout, "\n", 1);
  }
  if (stdout_tty < 0) stdout_tty = isatty(1);
  if (stdout_tty) rt__out_flush(&rt__stdout);
}

void rt_console_error(int32_t n, const rt_value *args) {
  if (group_indent) {
    format_grouped(2, n, args);
    return;
  }
  char buf[4096];
  rt__out err = {buf, 0, sizeof buf, 2};
  format(&err, n, args);
  rt__out_bytes(&err, "\n", 1);
  rt__out_flush(&err);
}

/* process.stdout.write(data) (fd 1) and process.stderr.write(data) (fd 2):
 * a string as UTF-8 or a Buffer's bytes, no newline.  stdout goes through
 * console.log's buffer, so the two keep their order; stderr is written at
 * once.  Returns true (everything is accepted). */
bool rt_process_write(double fd, rt_value data) {
  char buf[4096];
  rt__out err = {buf, 0, sizeof buf, 2};
  rt__out *o = fd == 2 ? &err : &rt__stdout;
  if (rt_value_is_number(data) || (data >> RT_TAG_SHIFT) != RT_TAG_OBJECT) {
    const rt_str *s = rt_value_to_str(data);
    rt__out_str(o, s, 0, s->len);
  } else {
    const rt_array *a = rt_unbox_object(data);
    if (rt_heap_kind(a) == RT_KIND_ARRAY && (a->flags & RT_ARRAY_TYPED) && a->elem == RT_ELEM_U8)
      rt__out_bytes(o, (const char *)a->data, a->length);
    else {
      const rt_str *s = rt_value_to_str(data);
      rt__out_str(o, s, 0, s->len);
    }
  }
  if (o == &err) rt__out_flush(&err);
  else {
    if (stdout_tty < 0) stdout_tty = isatty(1);
    if (stdout_tty) rt__out_flush(&rt__stdout);
  }
  return true;
}
