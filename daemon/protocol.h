/* protocol.h - the wire protocol between the `kiln` client and the `kilnd` daemon (version 1).
 *
 * Transport: a Unix stream socket in a per-user directory (see kd_internal.h),
 * one conversation per connection.  Everything sent either way is a frame:
 *
 *   offset  size  field
 *   0       4     magic "KDP\0"
 *   4       2     type (KD_MSG_*)
 *   6       2     reserved, 0
 *   8       4     payload length n, at most KD_MAX_PAYLOAD
 *   12      n     payload
 *
 * All integers are little-endian.  A string is a u32 length (counting one
 * terminating NUL) followed by that many bytes, the last one NUL and no other,
 * so a decoded string is a C string pointing into the frame.  A payload must
 * be consumed exactly: missing or trailing bytes make the frame malformed.
 *
 * The frame header and the first three messages never change, so kilns of
 * any two versions can still find out that they differ and stop each other:
 *
 *   client  HELLO        u32 version, u8 id[16]
 *   daemon  HELLO_REPLY  u32 version, u8 id[16], u32 pid, u32 accepted
 *   client  STOP         (empty)  -> daemon STOP_REPLY u32 pid, then it stops
 *                                   accepting, lets running requests finish
 *                                   and exits
 *
 * `version` is KD_PROTOCOL_VERSION; `id` is the identity of the kiln build
 * (a hash of the kilnd executable: same id, same compiler).  The daemon
 * accepts a HELLO only when both match; after a refusal it still obeys STOP,
 * which is how a newer client replaces a stale daemon.  After an accepted
 * HELLO the client sends one of:
 *
 *   REQUEST  u32 umask, string cwd, u32 nenv, nenv x string "NAME=VALUE",
 *            u32 nargs, nargs x string (argv, argv[0] included),
 *            string run_exe ("" unless argv[1] is "run": then the absolute
 *            path where the daemon writes the executable for the client to run)
 *     daemon OUTPUT* u32 stream (1 stdout, 2 stderr), bytes (the rest,
 *            at most KD_OUTPUT_CHUNK), then EXIT i32 code, u32 flags.
 *            flags KD_EXIT_LOCAL: the daemon declined (its linker
 *            environment differs from the client's); compile in-process.
 *   STATUS   (empty)  -> daemon STATUS_REPLY string text (lines "key: value")
 *   STOP     (empty)  -> as above
 *
 * Either side may send ERROR (string message) and close instead, when what it
 * got was malformed, oversized, unexpected or too slow to arrive (the daemon
 * waits KD_READ_TIMEOUT_MS for each frame).  The daemon never trusts a
 * length: it checks the header before reading a payload, so a bad client
 * costs it one connection and nothing else.
 *
 * Ownership: kd_msg_decode() borrows the frame; the decoded strings point into
 * it and must not outlive it.  Arrays it allocates are freed by kd_msg_free().
 */
#ifndef KILN_DAEMON_PROTOCOL_H
#define KILN_DAEMON_PROTOCOL_H

#include <stddef.h>
#include <stdint.h>

#define KD_PROTOCOL_VERSION 1u
#define KD_MAGIC 0x0050444Bu /* "KDP\0" read as a little-endian u32 */
#define KD_HEADER_SIZE 12
#define KD_MAX_PAYLOAD (1u << 20)
#define KD_MAX_ARGS 4096
#define KD_MAX_ENV 64
#define KD_OUTPUT_CHUNK 65536
#define KD_READ_TIMEOUT_MS 30000

#define KD_EXIT_LOCAL 1u

enum {
  KD_MSG_HELLO = 1,
  KD_MSG_HELLO_REPLY = 2,
  KD_MSG_REQUEST = 3,
  KD_MSG_OUTPUT = 4,
  KD_MSG_EXIT = 5,
  KD_MSG_STATUS = 6,
  KD_MSG_STATUS_REPLY = 7,
  KD_MSG_STOP = 8,
  KD_MSG_STOP_REPLY = 9,
  KD_MSG_ERROR = 10,
};

typedef struct {
  uint16_t type;
  union {
    struct {
      uint32_t version;
      uint8_t id[16];
    } hello;
    struct {
      uint32_t version;
      uint8_t id[16];
      uint32_t pid, accepted;
    } hello_reply;
    struct {
      uint32_t umask;
      const char *cwd;
      uint32_t nenv, nargs;
      const char **env;  /* nenv entries, then NULL */
      const char **argv; /* nargs entries, then NULL */
      const char *run_exe;
    } request;
    struct {
      uint32_t stream;
      const uint8_t *data;
      size_t len;
    } output;
    struct {
      int32_t code;
      uint32_t flags;
    } exit;
    struct {
      uint32_t pid;
    } stop_reply;
    const char *text; /* STATUS_REPLY, ERROR */
  } u;
} kd_msg;

/* Checks a frame header: 0 with *type and *len, or -1 and a message in err. */
int kd_header_parse(const uint8_t *hdr, uint16_t *type, uint32_t *len, char *err, size_t errcap);

/* Decodes one whole frame (header and payload, exactly `len` bytes) into m.
 * 0, or -1 with a message in err; never reads outside buf.  This is the
 * function to fuzz. */
int kd_msg_decode(const uint8_t *buf, size_t len, kd_msg *m, char *err, size_t errcap);
void kd_msg_free(kd_msg *m);

/* A growable byte buffer for encoding. */
typedef struct {
  uint8_t *p;
  size_t len, cap;
  int oom;
} kd_buf;

/* Encodes m as one frame appended to b: 0, or -1 when it would break a
 * limit or memory ran out. */
int kd_msg_encode(const kd_msg *m, kd_buf *b);
void kd_buf_free(kd_buf *b);

/* Socket I/O.  kd_frame_read reads one frame whose header passes
 * kd_header_parse into a malloc'd buffer (*buf, *len: header included),
 * waiting at most timeout_ms in all (-1: forever).  Returns 0; 1 on a clean
 * end of stream before any byte; -1 with a message in err otherwise. */
int kd_frame_read(int fd, uint8_t **buf, size_t *len, int timeout_ms, char *err, size_t errcap);
/* Encodes and sends m: 0 or -1 (errno set). */
int kd_msg_send(int fd, const kd_msg *m);
/* Sends an ERROR frame with a printf-style message (best effort). */
void kd_send_error(int fd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
