/* path.c - node:path (its POSIX half, which is what `path` is on Linux).
 *
 * Each function follows Node's lib/path.js step for step (normalizeString,
 * resolve, relative, dirname, basename, extname), so corner cases such as
 * `path.join("a", "../..")`, `basename("/a/b/", "b")` or `extname(".bashrc")`
 * give Node's answers.  They work on UTF-8 bytes: every position they cut
 * at is next to a '/' or '.', which are single bytes in UTF-8 and single
 * code units in UTF-16, so the results are the same strings. */
#include "kiln_rt.h"
#include "rt_internal.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
  char *p;
  size_t n, cap;
} buf;

static void put(buf *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    b->cap = (b->n + n + 1) * 2;
    b->p = realloc(b->p, b->cap);
    if (!b->p) rt__oom(b->cap);
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
  b->p[b->n] = 0;
}

static const rt_str *done(buf *b) {
  const rt_str *s = rt__str_from_utf8(b->p ? b->p : "", b->n);
  free(b->p);
  return s;
}

static const rt_str *lit(const char *s) { return rt__str_from_ascii(s, strlen(s)); }

static size_t last_slash(const buf *b) {
  for (size_t i = b->n; i > 0; i--)
    if (b->p[i - 1] == '/') return i - 1;
  return (size_t)-1;
}

/* Node's normalizeString: resolves "." and ".." segments and collapses
 * slashes; ".." above the start is kept only when allow_above_root. */
static void normalize_string(const char *path, size_t len, int allow_above_root, buf *res) {
  size_t last_seg = 0;
  long last = -1;
  int dots = 0;
  char code = 0;
  for (size_t i = 0; i <= len; i++) {
    if (i < len) code = path[i];
    else if (code == '/') break;
    else code = '/';
    if (code == '/') {
      if (last == (long)i - 1 || dots == 1) {
        /* nothing */
      } else if (dots == 2) {
        if (res->n < 2 || last_seg != 2 || res->p[res->n - 1] != '.' || res->p[res->n - 2] != '.') {
          if (res->n > 2) {
            size_t at = last_slash(res);
            if (at == (size_t)-1) {
              res->n = 0;
              last_seg = 0;
            } else {
              res->n = at;
              size_t prev = last_slash(res);
              last_seg = res->n - 1 - prev; /* prev = -1: the whole rest */
            }
            if (res->p) res->p[res->n] = 0;
            last = (long)i;
            dots = 0;
            continue;
          } else if (res->n != 0) {
            res->n = 0;
            last_seg = 0;
            last = (long)i;
            dots = 0;
            continue;
          }
        }
        if (allow_above_root) {
          put(res, res->n > 0 ? "/.." : "..", res->n > 0 ? 3 : 2);
          last_seg = 2;
        }
      } else {
        if (res->n > 0) put(res, "/", 1);
        put(res, path + last + 1, i - (size_t)(last + 1));
        last_seg = i - (size_t)last - 1;
      }
      last = (long)i;
      dots = 0;
    } else if (code == '.' && dots != -1) {
      dots++;
    } else {
      dots = -1;
    }
  }
}

static const rt_str *normalize_utf8(const char *p, size_t n) {
  if (n == 0) return lit(".");
  int abs = p[0] == '/', trailing = p[n - 1] == '/';
  buf r = {0};
  normalize_string(p, n, !abs, &r);
  if (r.n == 0) {
    free(r.p);
    return lit(abs ? "/" : trailing ? "./" : ".");
  }
  if (trailing) put(&r, "/", 1);
  if (!abs) return done(&r);
  buf o = {0};
  put(&o, "/", 1);
  put(&o, r.p, r.n);
  free(r.p);
  return done(&o);
}

const rt_str *rt_path_normalize(const rt_str *s) {
  size_t n;
  char *p = rt__utf8_of(s, &n);
  const rt_str *r = normalize_utf8(p, n);
  free(p);
  return r;
}

/* Each element of parts as UTF-8 (malloc'd, freed by free_parts). */
static char **utf8_parts(const rt_array *parts, size_t **lens, uint32_t *count) {
  uint32_t n = parts ? parts->length : 0;
  char **v = calloc(n + 1, sizeof *v);
  *lens = calloc(n + 1, sizeof **lens);
  if (!v || !*lens) rt__oom(n * 16);
  for (uint32_t i = 0; i < n; i++) {
    rt_value x = rt_array_get(parts, i);
    v[i] = rt__utf8_of(rt_value_to_str(x), &(*lens)[i]);
  }
  *count = n;
  return v;
}
static void free_parts(char **v, size_t *lens, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) free(v[i]);
  free(v);
  free(lens);
}

const rt_str *rt_path_join(const rt_array *parts) {
  size_t *lens;
  uint32_t n;
  char **v = utf8_parts(parts, &lens, &n);
  buf j = {0};
  int any = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (!lens[i]) continue;
    if (any) put(&j, "/", 1);
    put(&j, v[i], lens[i]);
    any = 1;
  }
  free_parts(v, lens, n);
  if (!any) return lit(".");
  const rt_str *r = normalize_utf8(j.p, j.n);
  free(j.p);
  return r;
}

/* path.resolve: right to left until an absolute path, then the cwd. */
static char *resolve_utf8(char **v, size_t *lens, uint32_t n, size_t *out_len) {
  buf acc = {0};
  int abs = 0;
  char cwd[4096];
  for (long i = (long)n - 1; i >= -1 && !abs; i--) {
    const char *p;
    size_t len;
    if (i >= 0) {
      p = v[i];
      len = lens[i];
    } else {
      p = getcwd(cwd, sizeof cwd) ? cwd : "/";
      len = strlen(p);
    }
    if (!len) continue;
    buf t = {0};
    put(&t, p, len);
    put(&t, "/", 1);
    if (acc.n) put(&t, acc.p, acc.n);
    free(acc.p);
    acc = t;
    abs = p[0] == '/';
  }
  buf r = {0};
  normalize_string(acc.p ? acc.p : "", acc.n, !abs, &r);
  free(acc.p);
  buf o = {0};
  if (abs) put(&o, "/", 1);
  if (r.n) put(&o, r.p, r.n);
  else if (!abs) put(&o, ".", 1);
  free(r.p);
  *out_len = o.n;
  return o.p;
}

const rt_str *rt_path_resolve(const rt_array *parts) {
  size_t *lens, n8;
  uint32_t n;
  char **v = utf8_parts(parts, &lens, &n);
  char *r = resolve_utf8(v, lens, n, &n8);
  free_parts(v, lens, n);
  const rt_str *s = rt__str_from_utf8(r, n8);
  free(r);
  return s;
}

rt_object *rt_url_from_path(const rt_str *path) {
  size_t l, rl;
  char *p = rt__utf8_of(path, &l);
  char *r = resolve_utf8(&p, &l, 1, &rl);
  bool slash = l && p[l - 1] == '/' && !(rl && r[rl - 1] == '/'); /* a directory's trailing slash stays */
  char *o = malloc(8 + rl * 3 + 2);
  if (!o) rt__oom(8 + rl * 3 + 2);
  static const char hex[] = "0123456789ABCDEF";
  size_t n = 7;
  memcpy(o, "file://", 7);
  for (size_t i = 0; i < rl; i++) {
    unsigned char ch = (unsigned char)r[i];
    if (ch <= 0x20 || ch >= 0x7f || strchr("%\\#?\"<>`{}", ch)) {
      o[n++] = '%', o[n++] = hex[ch >> 4], o[n++] = hex[ch & 15];
    } else {
      o[n++] = (char)ch;
    }
  }
  if (slash) o[n++] = '/';
  const rt_str *s = rt__str_from_utf8(o, n);
  free(o);
  free(r);
  free(p);
  return rt_url_new(s, RT_UNDEFINED);
}

const rt_str *rt_path_relative(const rt_str *from_s, const rt_str *to_s) {
  if (rt_str_equals(from_s, to_s)) return lit("");
  size_t fl, tl;
  char *f0 = rt__utf8_of(from_s, &fl), *t0 = rt__utf8_of(to_s, &tl);
  size_t from_len, to_len;
  char *from = resolve_utf8(&f0, &fl, 1, &from_len), *to = resolve_utf8(&t0, &tl, 1, &to_len);
  free(f0);
  free(t0);
  const rt_str *res;
  if (from_len == to_len && !memcmp(from, to, from_len)) {
    res = lit("");
  } else {
    size_t fstart = 1, fend = from_len, flen = fend - fstart, tstart = 1, tlen = to_len - tstart;
    size_t length = flen < tlen ? flen : tlen, i = 0;
    long common = -1;
    for (; i < length; i++) {
      char fc = from[fstart + i];
      if (fc != to[tstart + i]) break;
      if (fc == '/') common = (long)i;
    }
    int done_early = 0;
    if (i == length) {
      if (tlen > length) {
        if (to[tstart + i] == '/') {
          res = rt__str_from_utf8(to + tstart + i + 1, to_len - (tstart + i + 1));
          done_early = 1;
        } else if (i == 0) {
          res = rt__str_from_utf8(to + tstart + i, to_len - (tstart + i));
          done_early = 1;
        }
      } else if (flen > length) {
        if (from[fstart + i] == '/') common = (long)i;
        else if (i == 0) common = 0;
      }
    }
    if (!done_early) {
      buf out = {0};
      for (size_t k = fstart + (size_t)(common + 1); k <= fend; k++)
        if (k == fend || from[k] == '/') put(&out, out.n ? "/.." : "..", out.n ? 3 : 2);
      size_t rest = tstart + (size_t)common;
      put(&out, to + rest, to_len - rest);
      res = done(&out);
    }
  }
  free(from);
  free(to);
  return res;
}

const rt_str *rt_path_dirname(const rt_str *s) {
  size_t n;
  char *p = rt__utf8_of(s, &n);
  const rt_str *r;
  if (n == 0) {
    r = lit(".");
  } else {
    int root = p[0] == '/', matched = 1;
    long end = -1;
    for (size_t i = n - 1; i >= 1; i--) {
      if (p[i] == '/') {
        if (!matched) { end = (long)i; break; }
      } else {
        matched = 0;
      }
    }
    if (end == -1) r = lit(root ? "/" : ".");
    else if (root && end == 1) r = lit("//");
    else r = rt__str_from_utf8(p, (size_t)end);
  }
  free(p);
  return r;
}

/* basename(path[, suffix]): suffix undefined or a string. */
const rt_str *rt_path_basename(const rt_str *s, rt_value suffix) {
  size_t n, sn = 0;
  char *p = rt__utf8_of(s, &n), *sx = NULL;
  if (suffix != RT_UNDEFINED) sx = rt__utf8_of(rt_value_to_str(suffix), &sn);
  long start = 0, end = -1;
  int matched = 1;
  const rt_str *r = NULL;
  if (sx && sn > 0 && sn <= n) {
    if (sn == n && !memcmp(sx, p, n)) {
      r = lit("");
    } else {
      long ext = (long)sn - 1, first_non_slash_end = -1;
      for (long i = (long)n - 1; i >= 0; i--) {
        char code = p[i];
        if (code == '/') {
          if (!matched) { start = i + 1; break; }
        } else {
          if (first_non_slash_end == -1) { matched = 0; first_non_slash_end = i + 1; }
          if (ext >= 0) {
            if (code == sx[ext]) {
              if (--ext == -1) end = i;
            } else {
              ext = -1;
              end = first_non_slash_end;
            }
          }
        }
      }
      if (start == end) end = first_non_slash_end;
      else if (end == -1) end = (long)n;
      r = rt__str_from_utf8(p + start, (size_t)(end - start));
    }
  } else {
    for (long i = (long)n - 1; i >= 0; i--) {
      if (p[i] == '/') {
        if (!matched) { start = i + 1; break; }
      } else if (end == -1) {
        matched = 0;
        end = i + 1;
      }
    }
    r = end == -1 ? lit("") : rt__str_from_utf8(p + start, (size_t)(end - start));
  }
  free(p);
  free(sx);
  return r;
}

/* Node's scan of the last path segment, from the end down to stop: where
 * the segment starts, where it ends (-1: none), its last dot (-1: none) and
 * pre_dot (1: a dot before that one, -1: a character before the last dot,
 * 0: the last dot starts the segment); extname and parse share it. */
static void last_part_scan(const char *p, size_t n, long stop, long *start_dot, long *start_part, long *end, int *pre_dot) {
  int matched = 1;
  *start_dot = -1, *start_part = 0, *end = -1, *pre_dot = 0;
  for (long i = (long)n - 1; i >= stop; i--) {
    char code = p[i];
    if (code == '/') {
      if (!matched) { *start_part = i + 1; break; }
      continue;
    }
    if (*end == -1) { matched = 0; *end = i + 1; }
    if (code == '.') {
      if (*start_dot == -1) *start_dot = i;
      else if (*pre_dot != 1) *pre_dot = 1;
    } else if (*start_dot != -1) {
      *pre_dot = -1;
    }
  }
}

const rt_str *rt_path_extname(const rt_str *s) {
  size_t n;
  char *p = rt__utf8_of(s, &n);
  long start_dot, start_part, end;
  int pre_dot;
  last_part_scan(p, n, 0, &start_dot, &start_part, &end, &pre_dot);
  const rt_str *r;
  if (start_dot == -1 || end == -1 || pre_dot == 0 ||
      (pre_dot == 1 && start_dot == end - 1 && start_dot == start_part + 1))
    r = lit("");
  else
    r = rt__str_from_utf8(p + start_dot, (size_t)(end - start_dot));
  free(p);
  return r;
}

/* path.parse(p): { root, dir, base, ext, name }, Node's posix parse step for
 * step (so "/.." has ext "." and name ".", as in Node). */
RT__STATIC_STR(s_root, "root");
RT__STATIC_STR(s_dir, "dir");
RT__STATIC_STR(s_base, "base");
RT__STATIC_STR(s_ext, "ext");
RT__STATIC_STR(s_name, "name");
enum { PP_ROOT, PP_DIR, PP_BASE, PP_EXT, PP_NAME, PP_NSLOTS };
static const rt_str *const parsed_names[PP_NSLOTS] = {RT__STR(s_root), RT__STR(s_dir), RT__STR(s_base), RT__STR(s_ext),
                                                     RT__STR(s_name)};
static const uint8_t parsed_types[PP_NSLOTS] = {RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_STR};
static const uint64_t parsed_refs[1] = {0x1F};
static const rt_class parsed_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = &rt__str_empty,
                                      .size = 16 + 8 * PP_NSLOTS, .nslots = PP_NSLOTS, .refs = parsed_refs,
                                      .slot_names = parsed_names, .slot_types = parsed_types};

rt_object *rt_path_parse(const rt_str *s) {
  size_t n;
  char *p = rt__utf8_of(s, &n);
  const rt_str *part[PP_NSLOTS];
  for (int k = 0; k < PP_NSLOTS; k++) part[k] = &rt__str_empty;
  if (n > 0) {
    int abs = p[0] == '/';
    long start = abs ? 1 : 0;
    if (abs) part[PP_ROOT] = lit("/");
    long start_dot, start_part, end;
    int pre_dot;
    last_part_scan(p, n, start, &start_dot, &start_part, &end, &pre_dot);
    if (end != -1) {
      long from = start_part == 0 && abs ? 1 : start_part;
      if (start_dot == -1 || pre_dot == 0 || (pre_dot == 1 && start_dot == end - 1 && start_dot == start_part + 1)) {
        part[PP_BASE] = part[PP_NAME] = rt__str_from_utf8(p + from, (size_t)(end - from));
      } else {
        part[PP_NAME] = rt__str_from_utf8(p + from, (size_t)(start_dot - from));
        part[PP_BASE] = rt__str_from_utf8(p + from, (size_t)(end - from));
        part[PP_EXT] = rt__str_from_utf8(p + start_dot, (size_t)(end - start_dot));
      }
    }
    if (start_part > 0) part[PP_DIR] = rt__str_from_utf8(p, (size_t)(start_part - 1));
    else if (abs) part[PP_DIR] = lit("/");
  }
  free(p);
  rt_object *o = rt_object_new(&parsed_class);
  for (int k = 0; k < PP_NSLOTS; k++) o->slots[k] = (uint64_t)(uintptr_t)part[k];
  return o;
}

/* A string field of path.format's argument: "" when undefined. */
static const rt_str *field_str(rt_value v) { return rt__is_string(v) ? rt_unbox_string(v) : &rt__str_empty; }

/* path.format({ root, dir, base, ext, name }) (each string or undefined):
 * dir || root, then base || name + ext (a dot added when ext lacks one). */
const rt_str *rt_path_format(rt_value root, rt_value dir, rt_value base, rt_value ext, rt_value name) {
  const rt_str *r = field_str(root), *d = field_str(dir), *b = field_str(base);
  if (!d->len) d = r;
  if (!b->len) {
    const rt_str *e = field_str(ext);
    b = field_str(name);
    if (e->len) {
      if (rt__str_at(rt__flat(e), 0) != '.') b = rt_str_concat(b, lit("."));
      b = rt_str_concat(b, e);
    }
  }
  if (!d->len) return b;
  if (d == r || rt_str_equals(d, r)) return rt_str_concat(d, b);
  return rt_str_concat(rt_str_concat(d, lit("/")), b);
}

bool rt_path_is_absolute(const rt_str *s) {
  size_t n;
  char *p = rt__utf8_of(s, &n);
  bool abs = n > 0 && p[0] == '/';
  free(p);
  return abs;
}

const rt_str *rt_process_cwd(void) {
  char cwd[4096];
  if (!getcwd(cwd, sizeof cwd)) rt_throw_error("Error", "ENOENT: process.cwd failed");
  return rt__str_from_utf8(cwd, strlen(cwd));
}
