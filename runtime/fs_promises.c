/* fs_promises.c - node:fs/promises (readFile, writeFile, appendFile, mkdir,
 * readdir, rm, unlink, rename, stat, lstat, mkdtemp, copyFile, access).
 *
 * Each call checks and copies its arguments on the calling thread, runs the
 * file system work on libuv's thread pool (uv_queue_work: plain POSIX calls
 * on malloc'd memory, no heap object touched), and settles its Promise in the
 * after-work callback on the loop thread, as one macrotask (the microtasks it
 * queues run before the loop goes on).  The promise and an encoding argument
 * stay GC roots in the loop's root table until then.
 * Errors are node:fs's (runtime/fs_error.c). */
#define _GNU_SOURCE
#include "loop_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

RT__STATIC_STR(s_encoding, "encoding");
RT__STATIC_STR(s_recursive, "recursive");
RT__STATIC_STR(s_force, "force");

/* ---- jobs on the thread pool ---------------------------------------------------- */

enum { J_READ, J_WRITE, J_APPEND, J_MKDIR, J_READDIR, J_RM, J_UNLINK, J_RENAME, J_STAT, J_LSTAT, J_WALK,
       J_MKDTEMP, J_COPY, J_ACCESS };
enum { JF_RECURSIVE = 1, JF_FORCE = 2, JF_DIRENTS = 4, JF_EXCL = 8 };
#define NO_ROOT UINT32_MAX

typedef struct {
  uv_work_t w;
  int op, flags;
  char *path, *path2;  /* malloc'd UTF-8 */
  char *data;          /* read: the contents; write: the bytes to write */
  size_t n;
  char **names;        /* readdir */
  size_t nnames;
  int err;             /* a positive errno, or 0 */
  const char *syscall; /* of the failure */
  char *errpath;       /* the path of the failure (malloc'd), or NULL: path */
  int eisdir;          /* rm of a directory without recursive */
  int nopath;          /* the error names no path (EISDIR on read, as Node's) */
  uint32_t root_promise, root_enc; /* root_enc: the path string of a J_WALK (Dirents' parentPath) */
  double stat[RT__FS_STAT_NUMS];    /* stat, lstat */
  rt__fs_walk walk;                 /* readdir with options */
} job;

static int name_cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void fail(job *j, int err, const char *syscall) {
  j->err = err;
  j->syscall = syscall;
}

static void do_read(job *j) {
  int fd = open(j->path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return fail(j, errno, "open");
  struct stat st;
  if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    close(fd);
    j->errpath = NULL;
    j->nopath = 1;
    return fail(j, EISDIR, "read");
  }
  size_t cap = st.st_size > 0 ? (size_t)st.st_size + 1 : 4096, n = 0;
  char *buf = malloc(cap);
  for (;;) {
    if (!buf) break;
    if (n == cap) {
      char *q = realloc(buf, cap *= 2);
      if (!q) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = q;
    }
    ssize_t r = read(fd, buf + n, cap - n);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) {
      int e = errno;
      close(fd);
      free(buf);
      return fail(j, e, "read");
    }
    if (r == 0) break;
    n += (size_t)r;
  }
  close(fd);
  if (!buf) return fail(j, ENOMEM, "read");
  j->data = buf;
  j->n = n;
}

static void do_write(job *j) {
  int fd = open(j->path, (j->op == J_APPEND ? O_APPEND : O_TRUNC) | O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
  if (fd < 0) return fail(j, errno, "open");
  size_t off = 0;
  while (off < j->n) {
    ssize_t r = write(fd, j->data + off, j->n - off);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) {
      int e = errno;
      close(fd);
      return fail(j, e, "write");
    }
    off += (size_t)r;
  }
  close(fd);
}

static void do_mkdir(job *j) {
  char *p = j->path;
  if (!(j->flags & JF_RECURSIVE)) {
    if (mkdir(p, 0777) != 0) fail(j, errno, "mkdir");
    return;
  }
  size_t n = strlen(p);
  for (size_t i = 1; i <= n; i++) {
    if (i < n && p[i] != '/') continue;
    char save = p[i];
    p[i] = 0;
    if (mkdir(p, 0777) != 0 && errno != EEXIST) {
      int e = errno;
      j->errpath = strdup(p);
      p[i] = save;
      return fail(j, e, "mkdir");
    }
    struct stat st;
    if (stat(p, &st) == 0 && !S_ISDIR(st.st_mode)) {
      p[i] = save;
      return fail(j, save ? ENOTDIR : EEXIST, "mkdir");
    }
    p[i] = save;
  }
}

static void do_readdir(job *j) {
  DIR *d = opendir(j->path);
  if (!d) return fail(j, errno, "scandir");
  size_t cap = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    if (j->nnames == cap) {
      cap = cap ? 2 * cap : 16;
      char **q = realloc(j->names, cap * sizeof *q);
      if (!q) break;
      j->names = q;
    }
    j->names[j->nnames++] = strdup(e->d_name);
  }
  closedir(d);
  if (j->nnames) qsort(j->names, j->nnames, sizeof *j->names, name_cmp);
}

static int rm_tree(const char *p) {
  struct stat st;
  if (lstat(p, &st) != 0) return errno;
  if (S_ISDIR(st.st_mode)) {
    DIR *d = opendir(p);
    if (!d) return errno;
    for (struct dirent *e; (e = readdir(d));) {
      if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
      char *c = NULL;
      if (asprintf(&c, "%s/%s", p, e->d_name) < 0) {
        closedir(d);
        return ENOMEM;
      }
      int r = rm_tree(c);
      free(c);
      if (r) {
        closedir(d);
        return r;
      }
    }
    closedir(d);
    return rmdir(p) == 0 ? 0 : errno;
  }
  return unlink(p) == 0 ? 0 : errno;
}

static void do_rm(job *j) {
  struct stat st;
  if (lstat(j->path, &st) != 0) {
    if (errno == ENOENT && (j->flags & JF_FORCE)) return;
    return fail(j, errno, "lstat");
  }
  if (S_ISDIR(st.st_mode) && !(j->flags & JF_RECURSIVE)) {
    j->eisdir = 1;
    return;
  }
  int r = rm_tree(j->path);
  if (r) fail(j, r, "rm");
}

static void job_work(uv_work_t *w) {
  job *j = w->data;
  switch (j->op) {
  case J_READ: do_read(j); break;
  case J_WRITE:
  case J_APPEND: do_write(j); break;
  case J_MKDIR: do_mkdir(j); break;
  case J_READDIR: do_readdir(j); break;
  case J_RM: do_rm(j); break;
  case J_UNLINK:
    if (unlink(j->path) != 0) fail(j, errno, "unlink");
    break;
  case J_RENAME:
    if (rename(j->path, j->path2) != 0) fail(j, errno, "rename");
    break;
  case J_MKDTEMP: /* path is the prefix + "XXXXXX", made the directory's name */
    if (!mkdtemp(j->path)) fail(j, errno, "mkdtemp");
    break;
  case J_COPY: {
    int e = rt__fs_copy_raw(j->path, j->path2, (j->flags & JF_EXCL) != 0);
    if (e) fail(j, e, "copyfile");
    break;
  }
  case J_ACCESS:
    if (access(j->path, j->flags >> 4) != 0) fail(j, errno, "access");
    break;
  case J_STAT:
  case J_LSTAT: {
    int e = rt__fs_stat_raw(j->path, j->op == J_LSTAT, j->stat);
    if (e) fail(j, e, j->op == J_LSTAT ? "lstat" : "stat");
    break;
  }
  case J_WALK: {
    int e = rt__fs_walk_run(&j->walk, j->path, (j->flags & JF_RECURSIVE) != 0, (j->flags & JF_DIRENTS) != 0, true);
    if (e) {
      j->errpath = j->walk.errpath;
      j->walk.errpath = NULL;
      fail(j, e, "scandir");
    }
    break;
  }
  }
}

static void job_free(job *j) {
  free(j->path);
  free(j->path2);
  free(j->data);
  for (size_t i = 0; i < j->nnames; i++) free(j->names[i]);
  free(j->names);
  free(j->errpath);
  rt__fs_walk_free(&j->walk);
  free(j);
}

/* The result as a value, or the error (*rejected set): on the loop thread. */
static rt_value job_result(rt__loop *l, job *j, bool *rejected) {
  *rejected = false;
  if (j->eisdir) {
    *rejected = true;
    return rt_box_object(rt__fs_eisdir_error(j->path));
  }
  if (j->err) {
    *rejected = true;
    return rt_box_object(rt__fs_error_new(j->err, j->syscall, j->nopath ? NULL : j->errpath ? j->errpath : j->path,
                                          j->op == J_RENAME || j->op == J_COPY ? j->path2 : NULL));
  }
  switch (j->op) {
  case J_READ: {
    rt_array *b = rt__buffer_from_bytes(j->data, j->n);
    if (j->root_enc == NO_ROOT) return rt_box_object(b);
    rt_value enc = rt_box_string(rt__root_get(l, j->root_enc));
    return rt_box_string(rt_buffer_to_string(b, enc, RT_UNDEFINED, RT_UNDEFINED));
  }
  case J_READDIR: {
    rt_array *a = rt_array_new(RT_ELEM_PTR, (uint32_t)j->nnames);
    for (size_t i = 0; i < j->nnames; i++) rt_array_push(a, rt_box_string(rt__str_from_utf8(j->names[i], strlen(j->names[i]))));
    return rt_box_object(a);
  }
  case J_STAT:
  case J_LSTAT: return rt_box_object(rt__fs_stats_new(j->stat));
  case J_MKDTEMP: return rt_box_string(rt__str_from_utf8(j->path, strlen(j->path)));
  case J_WALK: return rt_box_object(rt__fs_walk_result(&j->walk, rt__root_get(l, j->root_enc), (j->flags & JF_DIRENTS) != 0));
  default: return RT_UNDEFINED;
  }
}

static void job_done(uv_work_t *w, int status) {
  (void)status;
  job *j = w->data;
  rt__loop *l = w->loop->data;
  rt_object *p = rt__root_get(l, j->root_promise);
  bool rejected;
  rt_value v = job_result(l, j, &rejected);
  rt__root_free(l, j->root_promise);
  if (j->root_enc != NO_ROOT) rt__root_free(l, j->root_enc);
  job_free(j);
  if (rejected) rt_promise_reject_fn(p, v);
  else rt_promise_resolve_fn(p, v);
  rt__loop_drain(l);
}

/* Starts j and returns its promise. */
static rt_object *job_start(job *j, rt_value enc) {
  rt__loop *l = rt__loop_get();
  rt_object *p = rt_promise_pending();
  j->root_promise = rt__root_new(l, p);
  /* a root slot holds a pointer: an encoding string is kept as its rt_str */
  j->root_enc = rt__is_string(enc) ? rt__root_new(l, rt_unbox_string(enc)) : NO_ROOT;
  j->w.data = j;
  int r = uv_queue_work(&l->uv, &j->w, job_work, job_done);
  if (r) {
    rt__root_free(l, j->root_promise);
    if (j->root_enc != NO_ROOT) rt__root_free(l, j->root_enc);
    job_free(j);
    rt_throw_error("Error", uv_strerror(r));
  }
  return p;
}

static job *job_new(int op, const rt_str *path) {
  job *j = calloc(1, sizeof *j);
  if (!j) rt__oom(sizeof *j);
  j->op = op;
  j->path = rt__utf8_of(path, NULL);
  return j;
}

/* The encoding an options argument names: "utf8", { encoding: "utf8" }, or none. */
static rt_value enc_opt(rt_value opts) {
  if (rt__is_string(opts)) return opts;
  if ((opts >> RT_TAG_SHIFT) == RT_TAG_OBJECT) {
    rt_value e = rt__object_get(opts, RT__STR(s_encoding));
    if (rt__is_string(e)) return e;
  }
  return RT_UNDEFINED;
}

static int flag_opts(rt_value opts) {
  if ((opts >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return 0;
  return (rt__object_get(opts, RT__STR(s_recursive)) == RT_TRUE ? JF_RECURSIVE : 0) |
         (rt__object_get(opts, RT__STR(s_force)) == RT_TRUE ? JF_FORCE : 0);
}

rt_object *rt_fsp_read_file(const rt_str *path, rt_value opts) {
  rt_value enc = enc_opt(opts);
  if (enc != RT_UNDEFINED) (void)rt_buffer_to_string(rt__buffer_new(0), enc, RT_UNDEFINED, RT_UNDEFINED); /* checks it */
  return job_start(job_new(J_READ, path), enc);
}

static rt_object *write_job(int op, const rt_str *path, rt_value data, rt_value opts) {
  const rt_array *b;
  if (rt__is_string(data)) {
    b = rt_buffer_from(data, enc_opt(opts));
  } else {
    b = (data >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(data) : NULL;
    if (!b || rt_heap_kind(b) != RT_KIND_ARRAY || b->elem != RT_ELEM_U8 || !(b->flags & RT_ARRAY_TYPED))
      rt_throw_error("TypeError", "The \"data\" argument must be of type string or an instance of Buffer, "
                                  "TypedArray, or DataView.");
  }
  job *j = job_new(op, path);
  j->n = b->length;
  j->data = malloc(b->length ? b->length : 1);
  if (!j->data) rt__oom(b->length);
  if (b->length) memcpy(j->data, b->data, b->length);
  return job_start(j, RT_UNDEFINED);
}

rt_object *rt_fsp_write_file(const rt_str *path, rt_value data, rt_value opts) {
  return write_job(J_WRITE, path, data, opts);
}
rt_object *rt_fsp_append_file(const rt_str *path, rt_value data, rt_value opts) {
  return write_job(J_APPEND, path, data, opts);
}

rt_object *rt_fsp_mkdir(const rt_str *path, rt_value opts) {
  job *j = job_new(J_MKDIR, path);
  j->flags = flag_opts(opts);
  return job_start(j, RT_UNDEFINED);
}

rt_object *rt_fsp_readdir(const rt_str *path) { return job_start(job_new(J_READDIR, path), RT_UNDEFINED); }

rt_object *rt_fsp_rm(const rt_str *path, rt_value opts) {
  job *j = job_new(J_RM, path);
  j->flags = flag_opts(opts);
  return job_start(j, RT_UNDEFINED);
}

rt_object *rt_fsp_unlink(const rt_str *path) { return job_start(job_new(J_UNLINK, path), RT_UNDEFINED); }

rt_object *rt_fsp_rename(const rt_str *from, const rt_str *to) {
  job *j = job_new(J_RENAME, from);
  j->path2 = rt__utf8_of(to, NULL);
  return job_start(j, RT_UNDEFINED);
}

/* mkdtemp(prefix): the new directory's path (a failure names prefix + "XXXXXX", as Node's). */
rt_object *rt_fsp_mkdtemp(const rt_str *prefix) {
  job *j = job_new(J_MKDTEMP, prefix);
  size_t n = strlen(j->path);
  char *t = realloc(j->path, n + 7);
  if (!t) rt__oom(n + 7);
  memcpy(t + n, "XXXXXX", 7);
  j->path = t;
  return job_start(j, RT_UNDEFINED);
}

/* copyFile(src, dest[, mode]): COPYFILE_EXCL = 1 in mode (copyFileSync's copy). */
rt_object *rt_fsp_copy_file(const rt_str *src, const rt_str *dest, rt_value mode) {
  job *j = job_new(J_COPY, src);
  j->path2 = rt__utf8_of(dest, NULL);
  if (rt_value_is_number(mode) && ((int)rt_unbox_number(mode) & 1)) j->flags = JF_EXCL;
  return job_start(j, RT_UNDEFINED);
}

/* access(path[, mode]): resolves to undefined, or rejects as accessSync throws. */
rt_object *rt_fsp_access(const rt_str *path, rt_value mode) {
  job *j = job_new(J_ACCESS, path);
  j->flags = (rt_value_is_number(mode) ? (int)rt_unbox_number(mode) & 7 : F_OK) << 4;
  return job_start(j, RT_UNDEFINED);
}

/* stat(path[, options]) / lstat: a Stats (fs_stat.c).  fs/promises' stat
 * has no throwIfNoEntry (Node ignores it there). */
rt_object *rt_fsp_stat(const rt_str *path, rt_value opts, double lstat_) {
  (void)opts;
  return job_start(job_new(lstat_ ? J_LSTAT : J_STAT, path), RT_UNDEFINED);
}

/* readdir(path, options): withFileTypes (`dirents`, decided by the checker)
 * and recursive; the path string stays rooted for the Dirents' parentPath. */
rt_object *rt_fsp_readdir_opts(const rt_str *path, rt_value opts, double dirents) {
  job *j = job_new(J_WALK, path);
  j->flags = (flag_opts(opts) & JF_RECURSIVE) | (dirents ? JF_DIRENTS : 0);
  return job_start(j, rt_box_string(path));
}
