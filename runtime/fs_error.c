/* fs_error.c - the Error every node:fs call (sync or promise) throws or rejects with.
 *
 * Node's message (`ENOENT: no such file or directory, open 'x'`: libuv's error
 * name and text) and own properties errno (negative), code, syscall and path
 * (and dest for rename), in Node's order.  Its own file, so that a program
 * using only the sync calls does not link the event loop. */
#include "rt_internal.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <uv.h>

RT__STATIC_STR(s_errno, "errno");
RT__STATIC_STR(s_code, "code");
RT__STATIC_STR(s_syscall, "syscall");
RT__STATIC_STR(s_path, "path");
RT__STATIC_STR(s_dest, "dest");

/* Error's layout (the program's own Error class, or the runtime's fallback)
 * followed by errno, code, syscall, path [, dest]: made on first use, since
 * the parent is only known at run time.  One per thread-agnostic process: the
 * classes are immutable once built (built under a lock-free once guard:
 * every thread computes the same contents). */
#define FE_MAX_SLOTS 24
typedef struct {
  rt_class k;
  const rt_str *names[FE_MAX_SLOTS];
  uint8_t types[FE_MAX_SLOTS];
  uint64_t refs[1];
} errno_class;
static errno_class errno_classes[3];
static _Atomic int errno_ready[3];

/* paths: 0 (no path), 1 (path) or 2 (path and dest). */
static const rt_class *errno_class_get(int paths) {
  errno_class *e = &errno_classes[paths];
  if (errno_ready[paths]) return &e->k;
  const rt_class *parent = rt_error_new("Error", "")->cls;
  uint32_t n0 = parent->nslots, extra = 3 + (uint32_t)paths;
  if (n0 + extra > FE_MAX_SLOTS || n0 + extra > 64) rt_throw_error("Error", "internal: Error has too many slots");
  static const rt_str *const extra_names[5] = {RT__STR(s_errno), RT__STR(s_code), RT__STR(s_syscall), RT__STR(s_path),
                                               RT__STR(s_dest)};
  static const uint8_t extra_types[5] = {RT_SLOT_F64, RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_STR};
  e->refs[0] = parent->refs ? parent->refs[0] : 0;
  for (uint32_t i = 0; i < n0; i++) e->names[i] = parent->slot_names ? parent->slot_names[i] : NULL;
  for (uint32_t i = 0; i < n0; i++) e->types[i] = parent->slot_types ? parent->slot_types[i] : RT_SLOT_HIDDEN;
  for (uint32_t i = 0; i < extra; i++) {
    e->names[n0 + i] = extra_names[i];
    e->types[n0 + i] = extra_types[i];
    if (extra_types[i] == RT_SLOT_STR) e->refs[0] |= 1ull << (n0 + i);
  }
  e->k = *parent;
  e->k.parent = parent;
  e->k.nslots = n0 + extra;
  e->k.size = 16 + 8 * (n0 + extra);
  e->k.refs = e->refs;
  e->k.slot_names = e->names;
  e->k.slot_types = e->types;
  errno_ready[paths] = 1;
  return &e->k;
}

/* The Error a failed call gives: err is a positive errno. */
rt_object *rt__fs_error_new(int err, const char *syscall, const char *path, const char *dest) {
  char msg[600];
  if (dest)
    snprintf(msg, sizeof msg, "%s: %s, %s '%.200s' -> '%.200s'", uv_err_name(-err), uv_strerror(-err), syscall, path, dest);
  else if (path)
    snprintf(msg, sizeof msg, "%s: %s, %s '%.400s'", uv_err_name(-err), uv_strerror(-err), syscall, path);
  else
    snprintf(msg, sizeof msg, "%s: %s, %s", uv_err_name(-err), uv_strerror(-err), syscall);
  rt_object *base = rt_error_new("Error", msg);
  const rt_class *k = errno_class_get(dest ? 2 : path ? 1 : 0);
  uint32_t n0 = base->cls->nslots;
  rt_object *o = rt_alloc(RT_KIND_OBJECT, k->size);
  o->cls = k;
  memcpy(o->slots, base->slots, 8 * (size_t)n0);
  double en = -(double)err;
  memcpy(&o->slots[n0], &en, sizeof en);
  const char *name = uv_err_name(-err);
  o->slots[n0 + 1] = (uint64_t)(uintptr_t)rt__str_from_ascii(name, strlen(name));
  o->slots[n0 + 2] = (uint64_t)(uintptr_t)rt__str_from_ascii(syscall, strlen(syscall));
  if (path) o->slots[n0 + 3] = (uint64_t)(uintptr_t)rt__str_from_utf8(path, strlen(path));
  if (dest) o->slots[n0 + 4] = (uint64_t)(uintptr_t)rt__str_from_utf8(dest, strlen(dest));
  return o;
}

/* rm of a directory without `recursive`: Node's SystemError [ERR_FS_EISDIR]. */
rt_object *rt__fs_eisdir_error(const char *path) {
  char msg[600];
  snprintf(msg, sizeof msg, "Path is a directory: rm returned EISDIR (is a directory) %.400s", path);
  rt_object *o = rt__fs_error_new(EISDIR, "rm", path, NULL);
  uint32_t n0 = o->cls->nslots - 4;
  o->slots[RT_ERROR_MESSAGE] = (uint64_t)(uintptr_t)rt__str_from_utf8(msg, strlen(msg));
  o->slots[RT_ERROR_NAME] = (uint64_t)(uintptr_t)rt__str_from_ascii("SystemError [ERR_FS_EISDIR]", 27);
  double en = EISDIR;
  memcpy(&o->slots[n0], &en, sizeof en);
  o->slots[n0 + 1] = (uint64_t)(uintptr_t)rt__str_from_ascii("ERR_FS_EISDIR", 13);
  return o;
}


/* A failed system call outside node:fs (a connect): the same properties but
 * path, with the caller's message (`connect ECONNREFUSED 127.0.0.1:9`). */
rt_object *rt__sys_error_new(int err, const char *syscall, const char *message) {
  rt_object *o = rt__fs_error_new(err, syscall, NULL, NULL);
  o->slots[RT_ERROR_MESSAGE] = (uint64_t)(uintptr_t)rt__str_from_utf8(message, strlen(message));
  return o;
}
