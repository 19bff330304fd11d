/* filememo.h - what kilnd remembers of the files a build read and wrote, so a no-op rebuild costs a stat a file.
 *
 * A rebuild in which nothing changed (issue 4's no-op) read and hashed every
 * module of the program and compared the output with the cached executable
 * byte for byte (a 4 MB memcmp and the page faults of mapping both: half of
 * its CPU at 251 modules).  The daemon now keeps, per absolute path:
 *
 * - a source file's bytes with the stat (device, inode, size, mtime, ctime)
 *   it had when they were read: a later read whose stat is the same gets the
 *   bytes from memory;
 * - an output's stat after the build compared it with (or wrote) the
 *   executable of a cache key: a later check of the same key whose stat is
 *   the same needs no comparison.
 *
 * A record is kept only when its ctime is clearly older than the moment it
 * was taken (KD_FILEMEMO_RACY_NS): file times tick with the kernel's coarse
 * clock, so a write in the same tick as the read could leave size, mtime and
 * ctime unchanged; a file that old cannot change without a later ctime.
 * Any rename, write, truncate, touch or chmod changes one of the five.
 * Thread-safe; bounded in bytes (all dropped when full).
 */
#ifndef KILN_DAEMON_FILEMEMO_H
#define KILN_DAEMON_FILEMEMO_H

#include <stddef.h>
#include <stdint.h>

#define KD_FILEMEMO_RACY_NS 50000000LL /* 50 ms: several ticks of the coarse clock at any HZ */

typedef struct kd_filememo kd_filememo;

kd_filememo *kd_filememo_new(size_t max_bytes);
void kd_filememo_free(kd_filememo *m);

/* The bytes of the file at path (absolute), malloc'd (one spare byte, NUL
 * at len), or NULL with errno set, like reading it: from memory when its stat
 * is the recorded one, else read (and recorded when not racy).  m NULL:
 * just read. */
char *kd_filememo_read(kd_filememo *m, const char *path, size_t *len);

/* 1: the file at path has the stat recorded by kd_filememo_output_note for
 * this key (it still holds that executable); else 0. */
int kd_filememo_output_same(kd_filememo *m, const char *path, const uint8_t key[16]);
/* The file at path, of stat *sb (its fstat, taken at *at or later, before
 * the comparison), holds the executable of key: it was just compared. */
struct stat;
struct timespec;
void kd_filememo_output_note(kd_filememo *m, const char *path, const uint8_t key[16], const struct stat *sb,
                             const struct timespec *at);

#endif
