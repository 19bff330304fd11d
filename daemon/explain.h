/* explain.h - private to daemon/: `kiln build --explain` (explain.c), the record of a build's inputs and the reasons it gives.
 *
 * build.c keeps one record per output file, in the cache under a key made
 * of "build record" and the output's absolute path (`kiln run`: "run " and
 * the input's), not the compiler id, so that a new compiler still finds the
 * old record and can say it changed.
 * Each build loads it, adds its own modules' inputs, explains each module it
 * compiles again, and stores the new record when its bytes differ.
 * Ownership: arguments borrowed; kd_explain_encode's result malloc'd.
 */
#ifndef KILN_DAEMON_EXPLAIN_H
#define KILN_DAEMON_EXPLAIN_H

#include <stddef.h>
#include <stdint.h>

typedef struct kd_explain kd_explain;

enum { KD_EXPLAIN_IR = 0, KD_EXPLAIN_OBJECT = 1 };

/* prev: the previous record's bytes (NULL or malformed: none). */
kd_explain *kd_explain_new(const uint8_t compiler[16], int opt, const void *prev, size_t prev_len);
void kd_explain_free(kd_explain *x);

/* This build's inputs: a module (path relative to the root, a hash of its
 * source), then the interface hash of each module it imports directly. */
void kd_explain_module(kd_explain *x, const char *path, const uint8_t src[16], int is_main);
void kd_explain_import(kd_explain *x, const char *module, const char *dep, const uint8_t ih[16]);

/* Why module path missed the cache at stage KD_EXPLAIN_IR (its typed IR) or
 * KD_EXPLAIN_OBJECT (its object, the IR having been found): "source
 * changed", "interface of ./x.ts changed", "compiler changed", "flags
 * changed", "entry corrupt" or "not in cache".  The text is static or in buf. */
const char *kd_explain_why(const kd_explain *x, const char *path, int stage, int corrupt, char *buf, size_t cap);

char *kd_explain_encode(const kd_explain *x, size_t *n);

#endif
