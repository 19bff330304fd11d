/* fs_stat.c - node:fs's Stats and Dirent objects, and the directory walk of
 * readdir's `withFileTypes` and `recursive` options (sync and promise calls).
 *
 * A Stats is an object of a runtime class laid out as Node's own properties
 * (dev ... birthtimeMs as numbers, then atime ... birthtime as Dates), so it
 * prints and serializes as Node's does; the checker reads it through
 * rt_fs_stats_num/date/is.  The numbers are libuv's: statx(2) (birthtime 0
 * where the file system keeps none; stat(2) and birthtime = ctime where statx
 * is missing), times in ms as sec * 1e3 + nsec / 1e6, each Date that rounded.
 * A Dirent is { name, parentPath, path } plus a hidden type (libuv's
 * UV_DIRENT_* number, shown by console.log as Node's `[Symbol(type)]`).
 *
 * The walk (rt__fs_walk_run) runs on plain memory, so fs/promises runs it on the
 * thread pool; objects are made afterwards on the program's thread. */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

RT__STATIC_STR(s_stats, "Stats");
RT__STATIC_STR(s_dirent, "Dirent");
RT__STATIC_STR(s_throw, "throwIfNoEntry");
RT__STATIC_STR(s_recursive, "recursive");
#define N(id, text) RT__STATIC_STR(s_##id, text);
N(dev, "dev") N(mode, "mode") N(nlink, "nlink") N(uid, "uid") N(gid, "gid") N(rdev, "rdev") N(blksize, "blksize")
N(ino, "ino") N(size, "size") N(blocks, "blocks") N(atimeMs, "atimeMs") N(mtimeMs, "mtimeMs") N(ctimeMs, "ctimeMs")
N(birthtimeMs, "birthtimeMs") N(atime, "atime") N(mtime, "mtime") N(ctime, "ctime") N(birthtime, "birthtime")
N(name, "name") N(parentPath, "parentPath") N(path, "path")
#undef N

/* ---- Stats ---------------------------------------------------------------------- */

static const rt_str *const stats_names[RT__FS_STAT_NSLOTS] = {
    RT__STR(s_dev),     RT__STR(s_mode),    RT__STR(s_nlink),   RT__STR(s_uid),         RT__STR(s_gid),
    RT__STR(s_rdev),    RT__STR(s_blksize), RT__STR(s_ino),     RT__STR(s_size),        RT__STR(s_blocks),
    RT__STR(s_atimeMs), RT__STR(s_mtimeMs), RT__STR(s_ctimeMs), RT__STR(s_birthtimeMs), RT__STR(s_atime),
    RT__STR(s_mtime),   RT__STR(s_ctime),   RT__STR(s_birthtime)};
static const uint8_t stats_types[RT__FS_STAT_NSLOTS] = {
    RT_SLOT_F64, RT_SLOT_F64, RT_SLOT_F64, RT_SLOT_F64, RT_SLOT_F64,    RT_SLOT_F64,    RT_SLOT_F64,    RT_SLOT_F64,    RT_SLOT_F64,
    RT_SLOT_F64, RT_SLOT_F64, RT_SLOT_F64, RT_SLOT_F64, RT_SLOT_F64,    RT_SLOT_OBJECT, RT_SLOT_OBJECT, RT_SLOT_OBJECT, RT_SLOT_OBJECT};
static const uint64_t stats_refs[1] = {0xFull << RT__FS_STAT_NUMS};
static const rt_class stats_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_stats),
                                     .size = 16 + 8 * RT__FS_STAT_NSLOTS, .nslots = RT__FS_STAT_NSLOTS,
                                     .refs = stats_refs, .slot_names = stats_names, .slot_types = stats_types};

static double ms_of(int64_t sec, uint32_t nsec) { return (double)sec * 1e3 + (double)nsec / 1e6; }

/* stat (or lstat) p into v: Node's 14 numbers.  0, or a positive errno. */
int rt__fs_stat_raw(const char *p, bool lstat_, double v[RT__FS_STAT_NUMS]) {
  struct statx sx;
  int flags = AT_STATX_SYNC_AS_STAT | (lstat_ ? AT_SYMLINK_NOFOLLOW : 0);
  if (statx(AT_FDCWD, p, flags, STATX_BASIC_STATS | STATX_BTIME, &sx) == 0) {
    double n[RT__FS_STAT_NUMS] = {(double)makedev(sx.stx_dev_major, sx.stx_dev_minor), sx.stx_mode, sx.stx_nlink,
                                  sx.stx_uid, sx.stx_gid, (double)makedev(sx.stx_rdev_major, sx.stx_rdev_minor),
                                  sx.stx_blksize, (double)sx.stx_ino, (double)sx.stx_size, (double)sx.stx_blocks,
                                  ms_of(sx.stx_atime.tv_sec, sx.stx_atime.tv_nsec),
                                  ms_of(sx.stx_mtime.tv_sec, sx.stx_mtime.tv_nsec),
                                  ms_of(sx.stx_ctime.tv_sec, sx.stx_ctime.tv_nsec),
                                  ms_of(sx.stx_btime.tv_sec, sx.stx_btime.tv_nsec)};
    memcpy(v, n, sizeof n);
    return 0;
  }
  if (errno != ENOSYS && errno != EPERM) return errno;
  struct stat st;
  if ((lstat_ ? lstat(p, &st) : stat(p, &st)) != 0) return errno;
  double n[RT__FS_STAT_NUMS] = {(double)st.st_dev, st.st_mode, (double)st.st_nlink, st.st_uid, st.st_gid,
                                (double)st.st_rdev, (double)st.st_blksize, (double)st.st_ino, (double)st.st_size,
                                (double)st.st_blocks, ms_of(st.st_atim.tv_sec, (uint32_t)st.st_atim.tv_nsec),
                                ms_of(st.st_mtim.tv_sec, (uint32_t)st.st_mtim.tv_nsec),
                                ms_of(st.st_ctim.tv_sec, (uint32_t)st.st_ctim.tv_nsec),
                                ms_of(st.st_ctim.tv_sec, (uint32_t)st.st_ctim.tv_nsec)};
  memcpy(v, n, sizeof n);
  return 0;
}

rt_object *rt__fs_stats_new(const double v[RT__FS_STAT_NUMS]) {
  rt_object *dates[4];
  for (int i = 0; i < 4; i++) dates[i] = rt_date_new(rt_box_number(round(v[10 + i]))); /* found on the stack */
  rt_object *o = rt_object_new(&stats_class);
  memcpy(o->slots, v, 8 * RT__FS_STAT_NUMS);
  for (int i = 0; i < 4; i++) o->slots[RT__FS_STAT_NUMS + i] = (uint64_t)(uintptr_t)dates[i];
  return o;
}

/* statSync / lstatSync (lstat non-zero): a Stats, or undefined for a missing
 * file when the options say { throwIfNoEntry: false }. */
rt_value rt_fs_stat(const rt_str *path, rt_value opts, double lstat_) {
  char *p = rt__utf8_of(path, NULL);
  double v[RT__FS_STAT_NUMS];
  int e = rt__fs_stat_raw(p, lstat_ != 0, v);
  if (e) {
    if (e == ENOENT && (opts >> RT_TAG_SHIFT) == RT_TAG_OBJECT && rt__object_get(opts, RT__STR(s_throw)) == RT_FALSE) {
      free(p);
      return RT_UNDEFINED;
    }
    rt_object *err = rt__fs_error_new(e, lstat_ ? "lstat" : "stat", p, NULL);
    free(p);
    rt_throw(rt_box_object(err));
  }
  free(p);
  return rt_box_object(rt__fs_stats_new(v));
}

/* ---- Dirent ------------------------------------------------------------------------ */

static const rt_str *const dirent_names[4] = {RT__STR(s_name), RT__STR(s_parentPath), RT__STR(s_path), NULL};
static const uint8_t dirent_types[4] = {RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_HIDDEN};
static const uint64_t dirent_refs[1] = {0x7};
const rt_class rt__fs_dirent_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_dirent),
                                      .size = 16 + 8 * 4, .nslots = 4, .refs = dirent_refs,
                                      .slot_names = dirent_names, .slot_types = dirent_types,
                                      .flags = RT__CLASS_DIRENT};

static rt_object *dirent_new(const rt_str *name, const rt_str *parent, int type) {
  rt_object *o = rt_object_new(&rt__fs_dirent_class);
  o->slots[0] = (uint64_t)(uintptr_t)name;
  o->slots[1] = o->slots[2] = (uint64_t)(uintptr_t)parent;
  o->slots[3] = (uint64_t)type;
  return o;
}

/* A d_type as libuv's UV_DIRENT_* (unknown 0, file 1, dir 2, link 3, fifo 4,
 * socket 5, char 6, block 7); an unknown one from lstat, as Node does. */
static int uv_type_of_mode(mode_t m) {
  switch (m & S_IFMT) {
  case S_IFREG: return 1;
  case S_IFDIR: return 2;
  case S_IFLNK: return 3;
  case S_IFIFO: return 4;
  case S_IFSOCK: return 5;
  case S_IFCHR: return 6;
  case S_IFBLK: return 7;
  default: return 0;
  }
}
static int uv_type_of(const struct dirent *e, const char *dir) {
  switch (e->d_type) {
  case DT_REG: return 1;
  case DT_DIR: return 2;
  case DT_LNK: return 3;
  case DT_FIFO: return 4;
  case DT_SOCK: return 5;
  case DT_CHR: return 6;
  case DT_BLK: return 7;
  default: break;
  }
  char *full = NULL;
  struct stat st;
  if (asprintf(&full, "%s/%s", dir, e->d_name) < 0) return 0;
  int t = lstat(full, &st) == 0 ? uv_type_of_mode(st.st_mode) : 0;
  free(full);
  return t;
}

/* isFile() & co.: `mask` is the S_IF* bits the predicate tests. */
bool rt_fs_stats_is(rt_object *o, double mask) {
  uint32_t m;
  if (o->cls == &rt__fs_dirent_class) {
    static const uint32_t modes[8] = {0, S_IFREG, S_IFDIR, S_IFLNK, S_IFIFO, S_IFSOCK, S_IFCHR, S_IFBLK};
    m = modes[o->slots[3] & 7];
  } else {
    double d;
    memcpy(&d, &o->slots[1], sizeof d);
    m = (uint32_t)d & S_IFMT;
  }
  return m == (uint32_t)mask;
}
double rt_fs_stats_num(rt_object *o, double i) {
  double d;
  memcpy(&d, &o->slots[(uint32_t)i], sizeof d);
  return d;
}
rt_object *rt_fs_stats_date(rt_object *o, double i) {
  return (rt_object *)(uintptr_t)o->slots[RT__FS_STAT_NUMS + (uint32_t)i];
}
const rt_str *rt_fs_dirent_str(rt_object *o, double i) { return (const rt_str *)(uintptr_t)o->slots[(uint32_t)i]; }

/* ---- the walk ---------------------------------------------------------------------- */

static int name_cmp(const void *a, const void *b) {
  return strcmp(((const rt__fs_entry *)a)->name, ((const rt__fs_entry *)b)->name);
}

/* One directory's entries, sorted as libuv's scandir sorts them. */
static int scan(const char *dir, rt__fs_entry **out, size_t *nout) {
  DIR *d = opendir(dir);
  if (!d) return errno;
  rt__fs_entry *v = NULL;
  size_t n = 0, cap = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    if (n == cap) {
      cap = cap ? 2 * cap : 16;
      rt__fs_entry *q = realloc(v, cap * sizeof *q);
      if (!q) {
        closedir(d);
        free(v);
        return ENOMEM;
      }
      v = q;
    }
    v[n].name = strdup(e->d_name);
    v[n].type = uv_type_of(e, dir);
    v[n].dir = 0;
    n++;
  }
  closedir(d);
  if (n) qsort(v, n, sizeof *v, name_cmp);
  *out = v;
  *nout = n;
  return 0;
}

static char *join2(const char *a, const char *b) {
  char *r = NULL;
  if (!*a) return strdup(b);
  if (asprintf(&r, "%s/%s", a, b) < 0) return NULL;
  return r;
}

/* readdir of base: its entries, or with `recursive` those of every directory
 * below it, breadth first as Node's readdirSyncRecursive, or (lifo) in the
 * order of fs/promises' readdirRecursive, which takes the directory found
 * last next (dirents: a directory entry is descended into; names: whatever
 * stat(2) says is a directory, so a link to one too).  0, or a positive
 * errno with w->errpath. */
int rt__fs_walk_run(rt__fs_walk *w, const char *base, bool recursive, bool dirents, bool lifo) {
  memset(w, 0, sizeof *w);
  size_t cap = 0;
  char **queue = NULL; /* relative paths of directories still to read */
  size_t qn = 0, qcap = 0, qi = 0;
  queue = malloc(sizeof *queue);
  if (!queue) return ENOMEM;
  queue[qn++] = strdup("");
  qcap = 1;
  int err = 0;
  while (qi < qn && !err) {
    /* the next directory: the oldest (sync) or the newest (promises) */
    size_t at = lifo ? --qn : qi++;
    char *rel = queue[at];
    queue[at] = NULL;
    char *full = *rel ? join2(base, rel) : strdup(base);
    rt__fs_entry *v = NULL;
    size_t n = 0;
    int e = full ? scan(full, &v, &n) : ENOMEM;
    if (e) {
      err = e;
      w->errpath = full;
      free(rel);
      break;
    }
    if (w->ndirs == cap) {
      cap = cap ? 2 * cap : 8;
      rt__fs_dir *q = realloc(w->dirs, cap * sizeof *q);
      if (!q) {
        err = ENOMEM;
        free(full);
        free(v);
        break;
      }
      w->dirs = q;
    }
    rt__fs_dir *d = &w->dirs[w->ndirs++];
    d->rel = rel;
    d->entries = v;
    d->n = n;
    for (size_t i = 0; recursive && i < n; i++) {
      int isdir = v[i].type == 2;
      if (!dirents) {
        char *p = join2(full, v[i].name);
        struct stat st;
        isdir = p && stat(p, &st) == 0 && S_ISDIR(st.st_mode);
        free(p);
      }
      if (!isdir) continue;
      if (qn == qcap) {
        qcap *= 2;
        char **q = realloc(queue, qcap * sizeof *q);
        if (!q) {
          err = ENOMEM;
          break;
        }
        queue = q;
      }
      queue[qn++] = join2(rel, v[i].name);
    }
    free(full);
  }
  for (size_t i = 0; i < qn; i++) free(queue[i]);
  free(queue);
  return err;
}

void rt__fs_walk_free(rt__fs_walk *w) {
  for (size_t i = 0; i < w->ndirs; i++) {
    for (size_t j = 0; j < w->dirs[i].n; j++) free(w->dirs[i].entries[j].name);
    free(w->dirs[i].entries);
    free(w->dirs[i].rel);
  }
  free(w->dirs);
  free(w->errpath);
  memset(w, 0, sizeof *w);
}

/* The walk's result: names relative to base (string[]), or Dirents whose
 * parentPath is base as given for its own entries and path.join(base, rel)
 * below it. */
rt_array *rt__fs_walk_result(const rt__fs_walk *w, const rt_str *base, bool dirents) {
  size_t total = 0;
  for (size_t i = 0; i < w->ndirs; i++) total += w->dirs[i].n;
  rt_array *a = rt_array_new(dirents ? RT_ELEM_VALUE : RT_ELEM_PTR, (uint32_t)total);
  const rt_str *parent = base; /* the collector finds a and parent on the stack */
  for (size_t i = 0; i < w->ndirs; i++) {
    const rt__fs_dir *d = &w->dirs[i];
    if (dirents && *d->rel) {
      char *b = rt__utf8_of(base, NULL);
      char *j = NULL;
      if (asprintf(&j, "%s/%s", b, d->rel) < 0) rt__oom(strlen(b) + strlen(d->rel) + 2);
      free(b);
      const rt_str *js = rt__str_from_utf8(j, strlen(j));
      free(j);
      parent = rt_path_normalize(js);
    }
    for (size_t k = 0; k < d->n; k++) {
      const char *nm = d->entries[k].name;
      if (dirents) {
        const rt_str *s = rt__str_from_utf8(nm, strlen(nm));
        rt_object *o = dirent_new(s, parent, d->entries[k].type);
        rt_array_push(a, rt_box_object(o));
      } else if (*d->rel) {
        char *j = NULL;
        if (asprintf(&j, "%s/%s", d->rel, nm) < 0) rt__oom(strlen(d->rel) + strlen(nm) + 2);
        rt_array_push(a, rt_box_string(rt__str_from_utf8(j, strlen(j))));
        free(j);
      } else {
        rt_array_push(a, rt_box_string(rt__str_from_utf8(nm, strlen(nm))));
      }
    }
  }
  return a;
}

/* readdirSync(path, options) where the options may ask for Dirents
 * (`dirents`, which the checker decides from the literal) or `recursive`. */
rt_array *rt_fs_readdir_opts(const rt_str *path, rt_value opts, double dirents) {
  bool recursive = (opts >> RT_TAG_SHIFT) == RT_TAG_OBJECT && rt__object_get(opts, RT__STR(s_recursive)) == RT_TRUE;
  char *p = rt__utf8_of(path, NULL);
  rt__fs_walk w;
  int e = rt__fs_walk_run(&w, p, recursive, dirents != 0, false);
  if (e) {
    rt_object *err = rt__fs_error_new(e, "scandir", w.errpath ? w.errpath : p, NULL);
    rt__fs_walk_free(&w);
    free(p);
    rt_throw(rt_box_object(err));
  }
  free(p);
  rt_array *a = rt__fs_walk_result(&w, path, dirents != 0);
  rt__fs_walk_free(&w);
  return a;
}
