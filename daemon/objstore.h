/* objstore.h - object files kept on disk by kilnd between builds, so a rebuild links the unchanged ones in place.
 *
 * `kiln build` of several modules links one object per module.  Without
 * this, every build wrote each object out of the cache into a temporary file
 * beside the output and deleted it after the link: a body edit of one module
 * of a program of n wrote n objects.  The store is a directory of the
 * daemon's own (DIR/objects in its socket directory, mode 700), holding
 * each object once under the hex of its cache key (which covers the
 * compiler, the typed IR and the -O level: equal keys are equal bytes), up
 * to a bound in bytes, least recently used files going first; a file a
 * running build is linking is pinned and never removed.  It also remembers,
 * in memory, which object key each module's IR key gave (a function of the
 * key), so an unchanged module costs no cache read at all.  The directory
 * is emptied when the daemon starts and removed when it exits.  Thread-safe.
 */
#ifndef KILN_DAEMON_OBJSTORE_H
#define KILN_DAEMON_OBJSTORE_H

#include <stddef.h>
#include <stdint.h>

typedef struct kd_objstore kd_objstore;

/* Creates (or empties) dir; NULL when it cannot. */
kd_objstore *kd_objstore_open(const char *dir, uint64_t max_bytes);
void kd_objstore_close(kd_objstore *s); /* removes the files and the directory */

/* The object key module key mkey gave last time (1), or 0. */
int kd_objstore_memo_get(kd_objstore *s, const uint8_t mkey[16], uint8_t okey[16]);
void kd_objstore_memo_put(kd_objstore *s, const uint8_t mkey[16], const uint8_t okey[16]);

/* The file holding object okey, pinned (malloc'd path), or NULL. */
char *kd_objstore_get(kd_objstore *s, const uint8_t okey[16]);
/* A fresh temporary name in the store's directory (malloc'd), for a
 * compile to write an object to; kd_objstore_adopt then renames it to the
 * object's name and pins it (returns the path, malloc'd; NULL: not kept,
 * tmp removed). */
char *kd_objstore_tmp(kd_objstore *s);
char *kd_objstore_adopt(kd_objstore *s, const uint8_t okey[16], const char *tmp);
/* Unpins (each kd_objstore_get/adopt that returned a path pins once). */
void kd_objstore_release(kd_objstore *s, const uint8_t okey[16]);

typedef struct {
  uint64_t files, bytes, max_bytes, reused, added, evicted;
} kd_objstore_stats;
void kd_objstore_stats_get(kd_objstore *s, kd_objstore_stats *out);

#endif
