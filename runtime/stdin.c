/* stdin.c - reading the standard input on the event loop, for process.stdin and node:readline.
 *
 * The checker's TypeScript modules "node:stdio" and "node:readline"
 * (frontend/node_stdio.c) build Node's streams and Interface on two calls:
 * rt_stdin_read(ondata, onend) starts (or resumes) reading and
 * rt_stdin_pause() stops.  Each chunk read is one macrotask: ondata(chunk)
 * with the chunk decoded as UTF-8 (a multi-byte character cut at the end of
 * a read waits for the rest, as Node's StringDecoder does), then the queues
 * are drained; at the end of the input onend() runs once.
 *
 * Like Node, a pipe, a socket or a terminal is read as a libuv stream (a
 * stopped stream does not keep the loop alive, so a program that stops
 * reading exits), and a regular file or a character device (/dev/null) with
 * uv_fs_read on the thread pool, one read at a time.  A read error ends the
 * input as an end of file would. */
#include <stdlib.h>
#include <string.h>

#include "loop_internal.h"

enum { SRC_NONE, SRC_STREAM, SRC_FILE };

static struct {
  int src;
  bool reading, ended, fs_busy, closing;
  union {
    uv_pipe_t pipe;
    uv_tty_t tty;
    uv_stream_t stream;
  } h;
  uv_fs_t req;
  uint32_t data_root, end_root;
  unsigned char carry[4];
  size_t ncarry;
  char buf[65536];
} in;

/* The length of p[0..n) without an incomplete UTF-8 sequence at its end. */
static size_t utf8_whole(const unsigned char *p, size_t n) {
  for (size_t back = 1; back <= 3 && back <= n; back++) {
    unsigned char b = p[n - back];
    if ((b & 0xC0) == 0x80) continue; /* a continuation byte: look further back */
    size_t need = b >= 0xF0 && b < 0xF8 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
    return need > back ? n - back : n;
  }
  return n;
}

static void call_data(rt__loop *l, const rt_str *s) {
  const rt_closure *cb = rt__root_get(l, in.data_root);
  if (!cb) return;
  ((void (*)(void *, const rt_str *))cb->fn)(cb->env, s);
  rt__loop_drain(l);
}

static void deliver(rt__loop *l, const char *p, size_t n) {
  char *joined = NULL;
  if (in.ncarry) { /* the character cut by the last read goes first */
    joined = malloc(in.ncarry + n);
    if (!joined) rt__oom(in.ncarry + n);
    memcpy(joined, in.carry, in.ncarry);
    memcpy(joined + in.ncarry, p, n);
    p = joined;
    n += in.ncarry;
    in.ncarry = 0;
  }
  size_t whole = utf8_whole((const unsigned char *)p, n);
  if (whole < n) {
    in.ncarry = n - whole;
    memcpy(in.carry, p + whole, in.ncarry);
  }
  const rt_str *s = whole ? rt__str_from_utf8(p, whole) : NULL;
  free(joined);
  if (s) call_data(l, s);
}

static void finish(rt__loop *l) {
  if (in.ended) return;
  in.ended = true;
  in.reading = false;
  if (in.ncarry) { /* a cut character at the very end: U+FFFD */
    size_t k = in.ncarry;
    in.ncarry = 0;
    call_data(l, rt__str_from_utf8((const char *)in.carry, k));
  }
  const rt_closure *cb = rt__root_get(l, in.end_root);
  if (cb) rt__loop_call0(l, cb);
}

static void on_close(uv_handle_t *h) { (void)h; }

static void on_alloc(uv_handle_t *h, size_t suggested, uv_buf_t *b) {
  (void)h, (void)suggested;
  *b = uv_buf_init(in.buf, sizeof in.buf);
}

static void on_read(uv_stream_t *s, ssize_t n, const uv_buf_t *b) {
  rt__loop *l = s->loop->data;
  if (n > 0) {
    deliver(l, b->base, (size_t)n);
  } else if (n < 0) {
    uv_read_stop(s);
    if (!in.closing) {
      in.closing = true;
      uv_close((uv_handle_t *)s, on_close);
    }
    finish(l);
  }
}

static void fs_next(rt__loop *l);

static void on_fs_read(uv_fs_t *r) {
  rt__loop *l = r->loop->data;
  ssize_t n = r->result;
  uv_fs_req_cleanup(r);
  in.fs_busy = false;
  if (n > 0) {
    deliver(l, in.buf, (size_t)n);
    if (in.reading) fs_next(l);
  } else {
    finish(l);
  }
}

static void fs_next(rt__loop *l) {
  if (in.fs_busy || in.ended) return;
  uv_buf_t b = uv_buf_init(in.buf, sizeof in.buf);
  in.fs_busy = true;
  if (uv_fs_read(&l->uv, &in.req, 0, &b, 1, -1, on_fs_read) != 0) {
    in.fs_busy = false;
    finish(l);
  }
}

/* process.stdin flowing: ondata(chunk: string) per chunk, onend() once. */
void rt_stdin_read(const rt_closure *ondata, const rt_closure *onend) {
  rt__loop *l = rt__loop_get();
  if (!in.data_root) {
    in.data_root = rt__root_new(l, ondata);
    in.end_root = rt__root_new(l, onend);
  } else {
    rt__root_set(l, in.data_root, ondata);
    rt__root_set(l, in.end_root, onend);
  }
  if (in.ended || in.reading) return;
  in.reading = true;
  if (in.src == SRC_NONE) {
    uv_handle_type t = uv_guess_handle(0);
    in.src = SRC_FILE;
    if (t == UV_TTY && uv_tty_init(&l->uv, &in.h.tty, 0, 1) == 0) in.src = SRC_STREAM;
    else if (t == UV_NAMED_PIPE && uv_pipe_init(&l->uv, &in.h.pipe, 0) == 0) {
      if (uv_pipe_open(&in.h.pipe, 0) == 0) in.src = SRC_STREAM;
      else uv_close((uv_handle_t *)&in.h.pipe, on_close);
    }
  }
  if (in.src == SRC_STREAM) {
    if (uv_read_start(&in.h.stream, on_alloc, on_read) != 0) finish(l);
  } else {
    fs_next(l);
  }
}

/* process.stdin.pause(): no more chunks until rt_stdin_read again. */
void rt_stdin_pause(void) {
  if (!in.reading) return;
  in.reading = false;
  if (in.src == SRC_STREAM && !in.closing) uv_read_stop(&in.h.stream);
}
