/* http_fuzz.c - libFuzzer harness: the HTTP server's request path (runtime/http.c, llhttp).
 *
 * Input: byte 0 is the read size (0: everything in one write; else the
 * request bytes arrive in pieces of that many bytes, the loop running in
 * between, so headers, values and chunk sizes are split across reads); the
 * rest are the bytes a client sends on one connection, after which it
 * half-closes.
 *
 * The server is a real node:http Server of this process's loop, listening on
 * 127.0.0.1 once; each input is one end of a socketpair handed to it with
 * rt__http_adopt_fd, so everything after accept() is the code a compiled
 * program runs: llhttp in strict mode, the callbacks, request objects and
 * header shapes, the handler, the response queue (pipelining, back-pressure),
 * body buffering, the writes, shutdown and lingering.  The handler picks its
 * behaviour by the URL's second character: body readers, chunked and
 * deferred responses, header dumps, failures, Connection: close.
 *
 * Checks, beyond "no crash, no leak, no sanitizer report":
 *  - the connection closes: after the client's EOF the server closes its end
 *    within 5 s (no request can keep it open with the 0.5-1 s timeouts set here);
 *  - what the server sends parses as a sequence of HTTP/1.1 responses
 *    (llhttp in response mode; skipped when the input names HEAD, whose
 *    responses have a length but no body).
 */
#define _GNU_SOURCE /* memmem */
#include <errno.h>
#include <llhttp.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "loop_internal.h"

static const rt_str *S(const char *s) { return rt__str_from_ascii(s, strlen(s)); }
static rt_closure *fn(void *f, void *env) { return rt_closure_new(f, env, &rt__str_empty); }

/* ---- the server's handler ------------------------------------------------------------ */

static void body_data(void *env, const rt_str *chunk) {
  rt_env *e = env;
  e->slots[1] = rt_box_number(rt_unbox_number(e->slots[1]) + chunk->len);
}
static void body_end(void *env) {
  rt_env *e = env;
  char b[64];
  snprintf(b, sizeof b, "len:%.0f", rt_unbox_number(e->slots[1]));
  rt_http_res_end(rt_unbox_object(e->slots[0]), S(b));
}
static void late_attach(void *env) {
  rt_env *e = env;
  rt_object *req = rt_unbox_object(e->slots[2]);
  rt_http_req_on_data(req, fn((void *)body_data, e));
  rt_http_req_on_end(req, fn((void *)body_end, e));
}
static void later_end(void *env) {
  if (!rt_http_res_writable_ended(env)) rt_http_res_end(env, S("later"));
}

static void handler(void *env, rt_object *req, rt_object *res) {
  (void)env;
  const rt_str *u = rt__flat(rt_http_req_url(req));
  char k = u->len >= 2 && !(u->flags & RT_STR_WIDE) ? (char)rt_str_bytes(u)[1] : 0;
  switch (k) {
  case 'b': /* read the body, answer with its length */
  case 'l': { /* ... with the reader attached on the next turn: the body is held */
    rt_env *e = rt_env_new(3);
    e->slots[0] = rt_box_object(res);
    e->slots[1] = rt_box_number(0);
    e->slots[2] = rt_box_object(req);
    if (k == 'b') late_attach(e);
    else rt_set_timeout(fn((void *)late_attach, e), 0);
    break;
  }
  case 'c': /* chunked */
    rt_http_res_set_header(res, S("X-Kind"), rt_box_string(S("chunked")));
    rt_http_res_write(res, S("abc"));
    rt_http_res_write(res, S(""));
    rt_http_res_end(res, S("de"));
    break;
  case 'd': /* answered later: responses behind it wait in the queue */
    rt_http_res_write(res, S("part1"));
    rt_set_timeout(fn((void *)later_end, res), 0);
    break;
  case 'h': { /* req.headers and rawHeaders are built and printed */
    char buf[2048];
    rt__out o = {buf, 0, sizeof buf, -1};
    rt__inspect(&o, rt_box_object(rt_http_req_headers(req)), 2, false);
    rt_value host = rt_http_req_header(req, S("host")), cookie = rt_http_req_header(req, S("cookie"));
    (void)cookie;
    (void)rt_http_req_raw_headers(req)->length;
    if (rt__is_string(host)) rt_http_res_set_header(res, S("X-Host-Len"), rt_box_number(rt_unbox_string(host)->len));
    rt_http_res_end(res, rt__str_from_utf8(buf, o.len));
    break;
  }
  case 'f': /* destroyed before answering */
    rt_http_res_fail(res);
    break;
  case 'g': /* destroyed in the middle of a response */
    rt_http_res_write(res, S("partial"));
    rt_http_res_fail(res);
    break;
  case 'k':
    rt_http_res_set_header(res, S("Connection"), rt_box_string(S("close")));
    rt_http_res_end(res, S("bye"));
    break;
  case 'n': /* 204 with a body: none is sent */
    rt_http_res_write_head(res, 204, NULL, RT_UNDEFINED);
    rt_http_res_end(res, S("zzz"));
    break;
  case 'u': { /* UTF-8 body, lone surrogate */
    static const uint16_t w[] = {'h', 0xE9, 'l', 0x20AC, 0xD83D, 0xDE00, 0xD800};
    rt_http_res_end(res, rt__str_from_units(w, 7));
    break;
  }
  default:
    rt_http_res_end(res, S("hi"));
  }
}

/* ---- the harness ----------------------------------------------------------------------- */

static rt_object *srv;
static rt__loop *loop;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  rt_init(*argc, *argv);
  loop = rt__loop_get();
  srv = rt_http_create_server(fn((void *)handler, NULL));
  /* Short timeouts: a request the client never finishes ends in a 408 quickly. */
  rt_http_server_set_headers_timeout(srv, 500);
  rt_http_server_set_request_timeout(srv, 1000);
  rt_http_server_set_keep_alive_timeout(srv, 500);
  rt_http_server_listen(srv, 0, S("127.0.0.1"), NULL);
  uv_run(&loop->uv, UV_RUN_NOWAIT);
  rt__loop_drain(loop);
  return 0;
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

typedef struct obuf {
  char *p;
  size_t len, cap;
  bool eof;
} obuf;

/* Reads what the server sent so far (non-blocking). */
static void drain_client(int fd, obuf *o) {
  while (!o->eof) {
    if (o->cap - o->len < 65536) {
      o->cap = o->cap * 2 + 65536;
      o->p = realloc(o->p, o->cap);
      if (!o->p) abort();
    }
    ssize_t r = recv(fd, o->p + o->len, o->cap - o->len, MSG_DONTWAIT);
    if (r > 0) o->len += (size_t)r;
    else if (r == 0 || (errno != EAGAIN && errno != EINTR)) o->eof = true;
    else return;
  }
}

/* One turn of the loop; then, if `wait`, a wait for the server's next event, the
 * client's next bytes or the next timer (at most 10 ms). */
static void turn(int fd, obuf *o, bool wait) {
  uv_run(&loop->uv, UV_RUN_NOWAIT);
  drain_client(fd, o);
  if (!wait) return;
  int t = uv_backend_timeout(&loop->uv);
  struct pollfd pf[2] = {{fd, POLLIN, 0}, {uv_backend_fd(&loop->uv), POLLIN, 0}};
  poll(pf, 2, t < 0 || t > 10 ? 10 : t);
}

static size_t responses;
static int on_resp_complete(llhttp_t *p) {
  (void)p;
  responses++;
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  size_t step = data[0];
  const char *in = (const char *)data + 1;
  size_t n = size - 1;
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) abort();
  int big = 1 << 20;
  setsockopt(sv[1], SOL_SOCKET, SO_SNDBUF, &big, sizeof big);
  if (rt__http_adopt_fd(srv, sv[0]) != 0) abort();
  obuf o = {0};
  size_t sent = 0;
  if (!step) step = n ? n : 1;
  while (sent < n) {
    size_t k = n - sent < step ? n - sent : step;
    ssize_t w = send(sv[1], in + sent, k, MSG_DONTWAIT | MSG_NOSIGNAL);
    if (w > 0) sent += (size_t)w;
    else if (w < 0 && errno != EAGAIN && errno != EINTR) break; /* the server closed */
    turn(sv[1], &o, false);
    if (o.eof) break;
  }
  shutdown(sv[1], SHUT_WR);
  double end = now_ms() + 5000;
  while (!o.eof || rt__http_conn_count(srv)) {
    if (now_ms() > end) {
      fprintf(stderr, "http_fuzz: the connection is still open 5 s after the client's EOF (%zu bytes out)\n", o.len);
      abort();
    }
    turn(sv[1], &o, true);
  }
  close(sv[1]);
  uv_run(&loop->uv, UV_RUN_NOWAIT); /* the handles' close callbacks free the connection */
  /* What came out is a sequence of responses. */
  if (o.len && !memmem(in, n, "HEAD", 4)) {
    if (o.len < 9 || memcmp(o.p, "HTTP/1.1 ", 9) != 0) {
      fprintf(stderr, "http_fuzz: the output does not start with a status line: %.*s\n", (int)(o.len < 200 ? o.len : 200),
              o.p);
      abort();
    }
    llhttp_settings_t st;
    llhttp_settings_init(&st);
    st.on_message_complete = on_resp_complete;
    llhttp_t p;
    llhttp_init(&p, HTTP_RESPONSE, &st);
    responses = 0;
    llhttp_errno_t e = llhttp_execute(&p, o.p, o.len);
    if (e != HPE_OK) {
      fprintf(stderr, "http_fuzz: the output does not parse as responses (%s: %s) after %zu:\n%.*s\n",
              llhttp_errno_name(e), llhttp_get_error_reason(&p), responses, (int)(o.len < 2000 ? o.len : 2000), o.p);
      abort();
    }
  }
  free(o.p);
  return 0;
}
