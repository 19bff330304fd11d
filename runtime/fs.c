/* fs.c - node:fs, the synchronous calls: readFileSync, writeFileSync, appendFileSync,
 * existsSync, mkdirSync, readdirSync, unlinkSync, rmSync, renameSync, symlinkSync,
 * readlinkSync, rmdirSync, accessSync, copyFileSync, realpathSync (statSync and
 * readdirSync's options: fs_stat.c).
 *
 * Plain POSIX calls.  A failure throws an Error whose message is Node's,
 * `ENOENT: no such file or directory, open 'x'` (libuv's error name and
 * text, which are Node's).  Contents are Buffers, or strings when an
 * encoding is given (a string, or an options object's `encoding`). */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <uv.h>

RT__STATIC_STR(s_encoding, "encoding");
RT__STATIC_STR(s_recursive, "recursive");
RT__STATIC_STR(s_force, "force");
RT__STATIC_STR(s_flag, "flag");

_Noreturn static void fs_fail(int err, const char *syscall, const char *path, const char *dest) {
  rt_throw(rt_box_object(rt__fs_error_new(err, syscall, path, dest))); /* fs_error.c */
}

/* The encoding an options argument names: "utf8", { encoding: "utf8" }, or none (NULL). */
static rt_value enc_opt(rt_value opts) {
  if (rt__is_string(opts)) return opts;
  if ((opts >> RT_TAG_SHIFT) == RT_TAG_OBJECT) {
    rt_value e = rt__object_get(opts, RT__STR(s_encoding));
    if (rt__is_string(e)) return e;
  }
  return RT_UNDEFINED;
}

static bool bool_opt(rt_value opts, const rt_str *name) {
  return (opts >> RT_TAG_SHIFT) == RT_TAG_OBJECT && rt__object_get(opts, name) == RT_TRUE;
}

rt_value rt_fs_read_file(const rt_str *path, rt_value opts) {
  char *p = rt__utf8_of(path, NULL);
  int fd = open(p, O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    int e = errno;
    free(p);
    fs_fail(e, "open", rt__utf8_of(path, NULL), NULL);
  }
  struct stat st;
  if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    close(fd);
    fs_fail(EISDIR, "read", NULL, NULL); /* Node names no path here */
  }
  size_t cap = st.st_size > 0 ? (size_t)st.st_size + 1 : 4096, n = 0;
  char *buf = malloc(cap);
  if (!buf) rt__oom(cap);
  for (;;) {
    if (n == cap) {
      cap *= 2;
      char *q = realloc(buf, cap);
      if (!q) rt__oom(cap);
      buf = q;
    }
    ssize_t r = read(fd, buf + n, cap - n);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) {
      int e = errno;
      close(fd);
      free(buf);
      fs_fail(e, "read", p, NULL);
    }
    if (r == 0) break;
    n += (size_t)r;
  }
  close(fd);
  free(p);
  rt_array *b = rt__buffer_from_bytes(buf, n);
  free(buf);
  rt_value enc = enc_opt(opts);
  if (enc == RT_UNDEFINED) return rt_box_object(b);
  return rt_box_string(rt_buffer_to_string(b, enc, RT_UNDEFINED, RT_UNDEFINED));
}

/* The open(2) flags of a `flag` option ("w", "a", "wx", "a+", "r+", ...), or -1. */
static int open_flags(const char *f) {
  int fl;
  switch (*f++) {
  case 'r': fl = 0; break;
  case 'w': fl = O_CREAT | O_TRUNC; break;
  case 'a': fl = O_CREAT | O_APPEND; break;
  default: return -1;
  }
  for (; *f; f++) {
    if (*f == 'x' && fl) fl |= O_EXCL;
    else if (*f == 's') fl |= O_SYNC;
    else if (*f != '+') return -1;
  }
  return fl;
}

static void write_file(const rt_str *path, rt_value data, rt_value opts, int flags) {
  rt_value enc = enc_opt(opts);
  if ((opts >> RT_TAG_SHIFT) == RT_TAG_OBJECT) { /* { flag: "a" } */
    rt_value f = rt__object_get(opts, RT__STR(s_flag));
    if (rt__is_string(f)) {
      char *fs = rt__utf8_of(rt_unbox_string(f), NULL);
      int fl = open_flags(fs);
      if (fl < 0) {
        char msg[300];
        snprintf(msg, sizeof msg, "The argument 'flags' is invalid. Received '%.200s'", fs);
        free(fs);
        rt_throw_error("TypeError", msg);
      }
      free(fs);
      flags = fl & ~O_CREAT;
      if (!(fl & O_CREAT)) flags |= 0x40000000; /* "r+": no O_CREAT, below */
    }
  }
  const rt_array *b;
  if (rt__is_string(data)) {
    b = rt_buffer_from(data, enc);
  } else {
    b = (data >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(data) : NULL;
    if (!b || rt_heap_kind(b) != RT_KIND_ARRAY || b->elem != RT_ELEM_U8 || !(b->flags & RT_ARRAY_TYPED))
      rt_throw_error("TypeError", "The \"data\" argument must be of type string or an instance of Buffer, "
                                  "TypedArray, or DataView.");
  }
  char *p = rt__utf8_of(path, NULL);
  int create = flags & 0x40000000 ? 0 : O_CREAT;
  int fd = open(p, (flags & ~0x40000000) | O_WRONLY | create | O_CLOEXEC, 0666);
  if (fd < 0) fs_fail(errno, "open", p, NULL);
  size_t off = 0;
  while (off < b->length) {
    ssize_t r = write(fd, (const char *)b->data + off, b->length - off);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) {
      int e = errno;
      close(fd);
      fs_fail(e, "write", p, NULL);
    }
    off += (size_t)r;
  }
  close(fd);
  free(p);
}

void rt_fs_write_file(const rt_str *path, rt_value data, rt_value opts) { write_file(path, data, opts, O_TRUNC); }
void rt_fs_append_file(const rt_str *path, rt_value data, rt_value opts) { write_file(path, data, opts, O_APPEND); }

bool rt_fs_exists(rt_value path) {
  if (!rt__is_string(path)) return false;
  char *p = rt__utf8_of(rt_unbox_string(path), NULL);
  bool ok = access(p, F_OK) == 0;
  free(p);
  return ok;
}

/* mkdirSync(path[, { recursive }]): with recursive, every missing parent, and
 * no error when the directory exists. */
void rt_fs_mkdir(const rt_str *path, rt_value opts) {
  char *p = rt__utf8_of(path, NULL);
  if (!bool_opt(opts, RT__STR(s_recursive))) {
    if (mkdir(p, 0777) != 0) fs_fail(errno, "mkdir", p, NULL);
    free(p);
    return;
  }
  size_t n = strlen(p);
  for (size_t i = 1; i <= n; i++) {
    if (i < n && p[i] != '/') continue;
    char save = p[i];
    p[i] = 0;
    if (mkdir(p, 0777) != 0 && errno != EEXIST) fs_fail(errno, "mkdir", p, NULL);
    struct stat st;
    if (stat(p, &st) == 0 && !S_ISDIR(st.st_mode)) {
      p[i] = save;
      fs_fail(save ? ENOTDIR : EEXIST, "mkdir", p, NULL);
    }
    p[i] = save;
  }
  free(p);
}

static int name_cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* readdirSync(path): the names but . and .., sorted as libuv's scandir sorts them. */
rt_array *rt_fs_readdir(const rt_str *path) {
  char *p = rt__utf8_of(path, NULL);
  DIR *d = opendir(p);
  if (!d) fs_fail(errno, "scandir", p, NULL);
  char **names = NULL;
  size_t n = 0, cap = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    if (n == cap) {
      cap = cap ? 2 * cap : 16;
      char **q = realloc(names, cap * sizeof *names);
      if (!q) rt__oom(cap * sizeof *names);
      names = q;
    }
    names[n++] = strdup(e->d_name);
  }
  closedir(d);
  free(p);
  if (n) qsort(names, n, sizeof *names, name_cmp);
  rt_array *a = rt_array_new(RT_ELEM_PTR, (uint32_t)n);
  for (size_t i = 0; i < n; i++) {
    rt_array_push(a, rt_box_string(rt__str_from_utf8(names[i], strlen(names[i]))));
    free(names[i]);
  }
  free(names);
  return a;
}

void rt_fs_unlink(const rt_str *path) {
  char *p = rt__utf8_of(path, NULL);
  if (unlink(p) != 0) fs_fail(errno, "unlink", p, NULL);
  free(p);
}

static int rm_tree(const char *p) {
  struct stat st;
  if (lstat(p, &st) != 0) return -errno;
  if (S_ISDIR(st.st_mode)) {
    DIR *d = opendir(p);
    if (!d) return -errno;
    for (struct dirent *e; (e = readdir(d));) {
      if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
      char *c = NULL;
      if (asprintf(&c, "%s/%s", p, e->d_name) < 0) rt__oom(strlen(p) + 256);
      int r = rm_tree(c);
      free(c);
      if (r) {
        closedir(d);
        return r;
      }
    }
    closedir(d);
    return rmdir(p) == 0 ? 0 : -errno;
  }
  return unlink(p) == 0 ? 0 : -errno;
}

/* rmSync(path[, { recursive, force }]). */
void rt_fs_rm(const rt_str *path, rt_value opts) {
  char *p = rt__utf8_of(path, NULL);
  bool force = bool_opt(opts, RT__STR(s_force)), recursive = bool_opt(opts, RT__STR(s_recursive));
  struct stat st;
  if (lstat(p, &st) != 0) {
    if (errno == ENOENT && force) {
      free(p);
      return;
    }
    fs_fail(errno, "lstat", p, NULL);
  }
  if (S_ISDIR(st.st_mode) && !recursive) rt_throw(rt_box_object(rt__fs_eisdir_error(p)));
  int r = rm_tree(p);
  if (r) fs_fail(-r, "rm", p, NULL);
  free(p);
}

void rt_fs_rename(const rt_str *from, const rt_str *to) {
  char *a = rt__utf8_of(from, NULL), *b = rt__utf8_of(to, NULL);
  if (rename(a, b) != 0) fs_fail(errno, "rename", a, b);
  free(a);
  free(b);
}

/* fs.mkdtempSync(prefix): a new directory prefix + six random characters
 * (mkdtemp(3), as libuv does), its path returned. */
const rt_str *rt_fs_mkdtemp(const rt_str *prefix) {
  char *p = rt__utf8_of(prefix, NULL);
  size_t n = strlen(p);
  char *t = malloc(n + 7);
  if (!t) rt__oom(n + 7);
  memcpy(t, p, n);
  memcpy(t + n, "XXXXXX", 7);
  free(p);
  if (!mkdtemp(t)) {
    int e = errno;
    memcpy(t + n, "XXXXXX", 7);
    fs_fail(e, "mkdtemp", t, NULL);
  }
  const rt_str *r = rt__str_from_utf8(t, strlen(t));
  free(t);
  return r;
}

/* symlinkSync(target, path): the error names both, as Node's does. */
void rt_fs_symlink(const rt_str *target, const rt_str *path) {
  char *t = rt__utf8_of(target, NULL), *p = rt__utf8_of(path, NULL);
  if (symlink(t, p) != 0) fs_fail(errno, "symlink", t, p);
  free(t);
  free(p);
}

const rt_str *rt_fs_readlink(const rt_str *path) {
  char *p = rt__utf8_of(path, NULL);
  size_t cap = 256;
  for (;;) {
    char *b = malloc(cap);
    if (!b) rt__oom(cap);
    ssize_t n = readlink(p, b, cap);
    if (n < 0) {
      int e = errno;
      free(b);
      fs_fail(e, "readlink", p, NULL);
    }
    if ((size_t)n < cap) {
      const rt_str *r = rt__str_from_utf8(b, (size_t)n);
      free(b);
      free(p);
      return r;
    }
    free(b);
    cap *= 2;
  }
}

void rt_fs_rmdir(const rt_str *path) {
  char *p = rt__utf8_of(path, NULL);
  if (rmdir(p) != 0) fs_fail(errno, "rmdir", p, NULL);
  free(p);
}

/* accessSync(path[, mode]): mode fs.constants.F_OK (the default), R_OK, W_OK, X_OK. */
void rt_fs_access(const rt_str *path, rt_value mode) {
  char *p = rt__utf8_of(path, NULL);
  int m = rt_value_is_number(mode) ? (int)rt_unbox_number(mode) : F_OK;
  if (access(p, m) != 0) fs_fail(errno, "access", p, NULL);
  free(p);
}

/* The copy of copyFileSync and fs/promises' copyFile, as libuv's
 * uv_fs_copyfile: the destination made or truncated with the source's mode
 * (excl: it must not exist), copying a file onto itself does nothing.
 * 0 or a positive errno; no heap object is touched (a thread pool job). */
int rt__fs_copy_raw(const char *s, const char *d, bool excl) {
  int in = -1, out = -1, err = 0;
  struct stat ss, ds;
  if ((in = open(s, O_RDONLY | O_CLOEXEC)) < 0 || fstat(in, &ss) != 0) goto fail;
  if ((out = open(d, O_WRONLY | O_CREAT | O_CLOEXEC | (excl ? O_EXCL : 0), ss.st_mode)) < 0 || fstat(out, &ds) != 0)
    goto fail;
  if (ss.st_dev == ds.st_dev && ss.st_ino == ds.st_ino) goto done;
  if (fchmod(out, ss.st_mode) != 0 || ftruncate(out, 0) != 0) goto fail;
  char buf[65536];
  for (;;) {
    ssize_t n = read(in, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) goto fail;
    if (n == 0) break;
    for (ssize_t off = 0; off < n;) {
      ssize_t w = write(out, buf + off, (size_t)(n - off));
      if (w < 0 && errno == EINTR) continue;
      if (w < 0) goto fail;
      off += w;
    }
  }
  goto done;
fail:
  err = errno;
done:
  if (in >= 0) close(in);
  if (out >= 0) close(out);
  return err;
}

/* copyFileSync(src, dest[, mode]): COPYFILE_EXCL = 1 in mode; any failure is
 * reported as `copyfile 'src' -> 'dest'`. */
void rt_fs_copy_file(const rt_str *src, const rt_str *dest, rt_value mode) {
  char *s = rt__utf8_of(src, NULL), *d = rt__utf8_of(dest, NULL);
  int excl = rt_value_is_number(mode) && ((int)rt_unbox_number(mode) & 1);
  int err = rt__fs_copy_raw(s, d, excl);
  if (err) fs_fail(err, "copyfile", s, d);
  free(s);
  free(d);
}

/* realpathSync(path): realpath(3).  Node's (JavaScript) realpathSync reports a
 * missing component as a failed lstat of the path up to it, so on failure the
 * prefixes of the absolute path are lstat'ed to name that one. */
const rt_str *rt_fs_realpath(const rt_str *path) {
  char *p = rt__utf8_of(path, NULL);
  char *r = realpath(p, NULL);
  if (r) {
    const rt_str *out = rt__str_from_utf8(r, strlen(r));
    free(r);
    free(p);
    return out;
  }
  int e = errno;
  rt_array *one = rt_array_new(RT_ELEM_PTR, 1);
  rt_array_push(one, rt_box_string(path));
  char *abs = rt__utf8_of(rt_path_resolve(one), NULL);
  size_t n = strlen(abs);
  for (size_t i = 1; i <= n; i++) {
    if (i < n && abs[i] != '/') continue;
    char save = abs[i];
    abs[i] = 0;
    struct stat st;
    if (lstat(abs, &st) != 0) fs_fail(errno, "lstat", abs, NULL);
    abs[i] = save;
  }
  free(abs);
  fs_fail(e, "realpath", p, NULL);
}
