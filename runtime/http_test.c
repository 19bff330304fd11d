/* http_test.c - the HTTP server against real clients: Node 20's exact bytes for each kind of
 * request (recorded from a Node server), pipelining, hostile input, timeouts, curl keep-alive,
 * close and graceful SIGTERM, and SO_REUSEPORT workers.
 *
 * The server runs in this process on its own thread (its own loop and heap) on an ephemeral
 * port; the test thread is the client, with blocking sockets and generous deadlines: a check
 * waits for what must happen (up to seconds) and only briefly for what must not.  The
 * SIGTERM and worker tests run this program again as a child (`http_test sigterm|workers`). */
#define _GNU_SOURCE /* memmem */
#include "kiln_test.h"
#include "loop_internal.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const rt_str *S(const char *s) { return rt__str_from_ascii(s, strlen(s)); }
static rt_closure *fn(void *f, void *env) { return rt_closure_new(f, env, &rt__str_empty); }

static bool str_is(const rt_str *s, const char *c) {
  return s->len == strlen(c) && !(s->flags & RT_STR_WIDE) && memcmp(rt_str_bytes(s), c, s->len) == 0;
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* ---- the server's handlers (server thread) ------------------------------------------- */

/* { 'Content-Type': 'text/plain' } and { 'Content-Type': 'text/plain', 'x-first': '2' } as
 * the compiler emits object literals. */
RT__STATIC_STR(n_ct, "Content-Type");
RT__STATIC_STR(n_xfirst, "x-first");
static const rt_str *const lit_names[] = {RT__STR(n_ct), RT__STR(n_xfirst)};
static const uint8_t lit_types[] = {RT_SLOT_STR, RT_SLOT_STR};
static const uint64_t lit_refs[] = {3};
static const rt_class lit1 = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = &rt__str_empty, .size = 24,
                              .nslots = 1, .refs = lit_refs, .slot_names = lit_names, .slot_types = lit_types};
static const rt_class lit2 = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = &rt__str_empty, .size = 32,
                              .nslots = 2, .refs = lit_refs, .slot_names = lit_names, .slot_types = lit_types};

static rt_object *srv_main, *srv_short, *srv_close;
static int port_main, port_short, port_close;
static atomic_int close_cb_fired, finish_fired, held_seen;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static bool ready;

static void h_set(rt_object *res, const char *k, const char *v) {
  rt_http_res_set_header(res, S(k), rt_box_string(S(v)));
}

static void slow_end(void *env) { rt_http_res_end(env, S("slow")); }
static void endonly_fired(void *env) { rt_http_res_end(env, S("end fired")); }
static void endonly_timer(void *env) {
  if (!rt_http_res_writable_ended(env)) rt_http_res_end(env, S("end not fired"));
}

/* Body state: an env [res, text so far]. */
static void body_data(void *env, const rt_str *chunk) {
  rt_env *e = env;
  e->slots[1] = rt_box_string(rt_str_concat(rt_unbox_string(e->slots[1]), chunk));
}
static void body_end(void *env) {
  rt_env *e = env;
  rt_http_res_end(rt_unbox_object(e->slots[0]), rt_str_concat(S("got:"), rt_unbox_string(e->slots[1])));
}
static void body_len_end(void *env) {
  rt_env *e = env;
  char b[64];
  snprintf(b, sizeof b, "len:%u", rt_unbox_string(e->slots[1])->len);
  rt_http_res_end(rt_unbox_object(e->slots[0]), S(b));
}
static rt_env *body_env(rt_object *res) {
  rt_env *e = rt_env_new(3);
  e->slots[0] = rt_box_object(res);
  e->slots[1] = rt_box_string(S(""));
  return e;
}
static void late_attach(void *env) {
  rt_env *e = env;
  rt_object *req = rt_unbox_object(e->slots[2]);
  rt_http_req_on_data(req, fn((void *)body_data, e));
  rt_http_req_on_end(req, fn((void *)body_len_end, e));
}

static void on_finish(void *env) {
  (void)env;
  atomic_fetch_add(&finish_fired, 1);
}
static void on_close_cb(void *env) {
  (void)env;
  atomic_store(&close_cb_fired, 1);
}
static void slow_part2(void *env) { rt_http_res_end(env, S("part2")); }

/* One line per header looked up, then rawHeaders' length and util.inspect(req.headers). */
static void hdrs(rt_object *req, rt_object *res) {
  static const char *const names[] = {"host", "X-Foo", "cookie", "set-cookie", "user-agent", "accept",
                                      "content-type", "authorization", "vary", "trail", "empty", "missing"};
  char buf[4096];
  size_t n = 0;
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    rt_value v = rt_http_req_header(req, S(names[i]));
    n += (size_t)snprintf(buf + n, sizeof buf - n, "%s=", names[i]);
    if (v == RT_UNDEFINED) {
      n += (size_t)snprintf(buf + n, sizeof buf - n, "undefined");
    } else if (rt_array_is_array(v)) {
      const rt_array *a = rt_unbox_object(v);
      for (uint32_t k = 0; k < a->length; k++) {
        const rt_str *s = rt_unbox_string(rt_array_get(a, k));
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s[%.*s]", k ? "" : "", (int)s->len, rt_str_bytes(s));
      }
    } else {
      const rt_str *s = rt_unbox_string(v);
      n += (size_t)snprintf(buf + n, sizeof buf - n, "%.*s", (int)s->len, rt_str_bytes(s));
    }
    buf[n++] = '\n';
  }
  n += (size_t)snprintf(buf + n, sizeof buf - n, "raw=%u\n", rt_http_req_raw_headers(req)->length);
  rt__out o = {buf + n, 0, sizeof buf - n - 1, -1};
  rt__inspect(&o, rt_box_object(rt_http_req_headers(req)), 2, false);
  n += o.len;
  h_set(res, "Content-Type", "text/plain");
  rt_http_res_end(res, rt__str_from_ascii(buf, n));
}

static void handler(void *env, rt_object *req, rt_object *res) {
  (void)env;
  const rt_str *u = rt_http_req_url(req);
  if (str_is(u, "/set")) {
    rt_http_res_set_status_code(res, 201);
    h_set(res, "X-A", "a");
    h_set(res, "Content-Type", "application/json");
    rt_http_res_end(res, S("{\"ok\":true}"));
  } else if (str_is(u, "/wh")) {
    rt_object *o = rt_object_new(&lit1);
    rt__slot_set_ptr(o, 0, S("text/plain"));
    rt_http_res_write_head(res, 200, NULL, rt_box_object(o));
    rt_http_res_end(res, S("hello"));
  } else if (str_is(u, "/wh2")) {
    h_set(res, "X-First", "1");
    rt_object *o = rt_object_new(&lit2);
    rt__slot_set_ptr(o, 0, S("text/plain"));
    rt__slot_set_ptr(o, 1, S("2"));
    rt_http_res_write_head(res, 202, S("Yay"), rt_box_object(o));
    rt_http_res_end(res, S("hello"));
  } else if (str_is(u, "/chunk")) {
    rt_http_res_write(res, S("abc"));
    rt_http_res_write(res, S(""));
    rt_http_res_end(res, S("de"));
  } else if (str_is(u, "/empty")) {
    rt_http_res_end(res, NULL);
  } else if (str_is(u, "/204")) {
    rt_http_res_set_status_code(res, 204);
    rt_http_res_end(res, S("zzz"));
  } else if (str_is(u, "/304")) {
    rt_http_res_write_head(res, 304, NULL, RT_UNDEFINED);
    rt_http_res_end(res, NULL);
  } else if (str_is(u, "/arr")) {
    rt_array *a = rt_array_new(RT_ELEM_VALUE, 2);
    rt_array_push_value(a, rt_box_string(S("a=1")));
    rt_array_push_value(a, rt_box_string(S("b=2")));
    rt_http_res_set_header(res, S("Set-Cookie"), rt_box_object(a));
    rt_http_res_set_header(res, S("X-N"), rt_box_number(42));
    rt_http_res_end(res, S("x"));
  } else if (str_is(u, "/cl")) {
    h_set(res, "Content-Length", "3");
    rt_http_res_end(res, S("abc"));
  } else if (str_is(u, "/418")) {
    rt_http_res_set_status_code(res, 418);
    rt_http_res_end(res, NULL);
  } else if (str_is(u, "/999")) {
    rt_http_res_set_status_code(res, 599);
    rt_http_res_end(res, NULL);
  } else if (str_is(u, "/body")) {
    rt_env *e = body_env(res);
    rt_http_req_on_data(req, fn((void *)body_data, e));
    rt_http_req_on_end(req, fn((void *)body_end, e));
  } else if (str_is(u, "/latebody")) { /* the reader comes 150 ms later: the body waits */
    rt_env *e = body_env(res);
    e->slots[2] = rt_box_object(req);
    rt_set_timeout(fn((void *)late_attach, e), 150);
  } else if (str_is(u, "/endonly")) {
    rt_http_req_on_end(req, fn((void *)endonly_fired, res));
    rt_set_timeout(fn((void *)endonly_timer, res), 200);
  } else if (str_is(u, "/slow")) {
    rt_set_timeout(fn((void *)slow_end, res), 100);
  } else if (str_is(u, "/held")) { /* like /slow, and tells the test it has begun */
    atomic_store(&held_seen, 1);
    rt_set_timeout(fn((void *)slow_end, res), 200);
  } else if (str_is(u, "/te")) {
    h_set(res, "Transfer-Encoding", "chunked");
    rt_http_res_end(res, S("abc"));
  } else if (str_is(u, "/rmdate")) {
    rt_http_res_remove_header(res, S("Date"));
    rt_http_res_end(res, S("x"));
  } else if (str_is(u, "/conn")) {
    h_set(res, "Connection", "close");
    rt_http_res_end(res, S("x"));
  } else if (str_is(u, "/hdrs")) {
    hdrs(req, res);
  } else if (str_is(u, "/api")) { /* get/has/remove/names and statusMessage */
    h_set(res, "X-One", "1");
    h_set(res, "x-two", "2");
    rt_http_res_set_header(res, S("X-Num"), rt_box_number(7));
    bool has = rt_http_res_has_header(res, S("x-one"));
    rt_value get = rt_http_res_get_header(res, S("X-TWO")), num = rt_http_res_get_header(res, S("X-Num"));
    rt_http_res_remove_header(res, S("X-ONE"));
    rt_http_res_set_status_message(res, S("Fine"));
    rt_array *names = rt_http_res_get_header_names(res);
    char b[256];
    const rt_str *n0 = ((const rt_str **)names->data)[0], *n1 = ((const rt_str **)names->data)[1];
    snprintf(b, sizeof b, "has=%s get=%.*s num=%g %s names=%.*s,%.*s", has ? "true" : "false",
             (int)rt_unbox_string(get)->len, rt_str_bytes(rt_unbox_string(get)), rt_unbox_number(num),
             rt_value_is_number(num) ? "number" : "?", (int)n0->len, rt_str_bytes(n0), (int)n1->len,
             rt_str_bytes(n1));
    rt_http_res_end(res, S(b));
  } else if (str_is(u, "/sentset")) { /* Node: Error [ERR_HTTP_HEADERS_SENT] */
    rt_http_res_end(res, S("x"));
    h_set(res, "A", "b");
  } else if (str_is(u, "/utf8")) {
    static const uint16_t w[] = {'h', 0xE9, 'l', 0x20AC, 0xD83D, 0xDE00, 0xD800};
    rt_http_res_on_finish(res, fn((void *)on_finish, NULL));
    rt_http_res_end(res, rt__str_from_units(w, 7));
  } else if (str_is(u, "/fail")) {
    h_set(res, "X-Lost", "1");
    rt_http_res_fail(res);
  } else if (str_is(u, "/failpart")) {
    rt_http_res_write(res, S("partial"));
    rt_http_res_fail(res);
  } else if (str_is(u, "/close")) { /* on srv_close: close it while answering */
    rt_http_server_close(srv_close, fn((void *)on_close_cb, NULL));
    rt_http_res_end(res, S("closing"));
  } else if (str_is(u, "/slowchunks")) {
    rt_http_res_write(res, S("part1"));
    rt_set_timeout(fn((void *)slow_part2, res), 400);
  } else if (str_is(u, "/big")) { /* 32 MiB in one end(): most of it waits for the client */
    enum { BIG = 32 << 20 };
    char *p = malloc(BIG);
    memset(p, 'x', BIG);
    p[BIG - 1] = 'y';
    rt_http_res_end(res, rt__str_from_ascii(p, BIG));
    free(p);
  } else if (str_is(u, "/quit")) {
    rt_http_server_close(srv_main, NULL);
    rt_http_server_close(srv_short, NULL);
    rt_http_res_end(res, S("bye"));
  } else {
    rt_http_res_end(res, S("hi"));
  }
}

static void *server_main(void *arg) {
  (void)arg;
  const rt_str *lo = S("127.0.0.1");
  srv_main = rt_http_create_server(fn((void *)handler, NULL));
  rt_http_server_listen(srv_main, 0, lo, NULL);
  srv_short = rt_http_create_server(fn((void *)handler, NULL));
  rt_http_server_set_headers_timeout(srv_short, 300);
  rt_http_server_set_request_timeout(srv_short, 600);
  rt_http_server_set_keep_alive_timeout(srv_short, 400);
  rt_http_server_listen(srv_short, 0, lo, NULL);
  srv_close = rt_http_create_server(fn((void *)handler, NULL));
  rt_http_server_listen(srv_close, 0, lo, NULL);
  pthread_mutex_lock(&mu);
  port_main = (int)rt_http_server_port(srv_main);
  port_short = (int)rt_http_server_port(srv_short);
  port_close = (int)rt_http_server_port(srv_close);
  ready = true;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&mu);
  rt_loop_run();
  rt_loop_close();
  return NULL;
}

/* ---- the client side -------------------------------------------------------------------- */

static int conn_to(int port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

static void send_all(int fd, const char *p, size_t n) {
  while (n) {
    ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
    if (w <= 0) return;
    p += w;
    n -= (size_t)w;
  }
}
static void send_str(int fd, const char *s) { send_all(fd, s, strlen(s)); }

/* Appends what arrives to b until it holds `want` bytes (or `until` appears), the peer
 * closes (*eof) or timeout_ms pass. */
typedef struct rbuf {
  char *p;
  size_t len, cap;
  bool eof;
} rbuf;

static void recv_until(int fd, rbuf *b, size_t want, const char *until, int timeout_ms) {
  double end = now_ms() + timeout_ms;
  while (!b->eof && b->len < want && !(until && b->p && memmem(b->p, b->len, until, strlen(until)))) {
    int left = (int)(end - now_ms());
    if (left <= 0) break;
    struct pollfd pf = {fd, POLLIN, 0};
    if (poll(&pf, 1, left) <= 0) continue;
    if (b->len + 65536 + 1 > b->cap) {
      b->cap = (b->len + 65536 + 1) * 2;
      b->p = realloc(b->p, b->cap);
    }
    ssize_t r = recv(fd, b->p + b->len, 65536, 0);
    if (r <= 0) b->eof = true;
    else b->len += (size_t)r;
  }
  if (b->p) b->p[b->len] = 0;
}

/* Waits for the peer to close; false if it stays open for timeout_ms. */
static bool wait_eof(int fd, rbuf *b, int timeout_ms) {
  recv_until(fd, b, SIZE_MAX, NULL, timeout_ms);
  return b->eof;
}

/* "Date: Sun, 29 Nov 2026 23:02:58 GMT" -> "Date: XXX", in place. */
static void dates_out(char *s) {
  for (char *d; (d = strstr(s, "Date: ")) && strlen(d) >= 35 && memcmp(d + 32, "GMT", 3) == 0;) {
    memcpy(d + 6, "XXX", 3);
    memmove(d + 9, d + 35, strlen(d + 35) + 1);
    s = d + 9;
  }
}

static size_t count_of(const char *s, const char *sub) {
  size_t n = 0;
  for (const char *p = s; (p = strstr(p, sub)); p += strlen(sub)) n++;
  return n;
}

/* Sends req on a new connection and checks the answer byte for byte (dates aside), and
 * whether the server then closes the connection. */
static void exchange(const char *name, int port, const char *req, const char *want, bool closed) {
  int fd = conn_to(port);
  CHECK(fd >= 0);
  if (fd < 0) return;
  send_str(fd, req);
  rbuf b = {0};
  recv_until(fd, &b, strlen(want) + 26 * count_of(want, "Date: XXX"), NULL, 5000);
  if (closed) wait_eof(fd, &b, 5000);
  else recv_until(fd, &b, b.len + 1, NULL, 50); /* anything more, or a close, would show here */
  char *got = b.p ? b.p : calloc(1, 1);
  dates_out(got);
  bool ok = strcmp(got, want) == 0 && b.eof == closed;
  CHECK(ok);
  if (!ok) fprintf(stderr, "case %s: got%s:\n%s\n--- want%s:\n%s\n", name, b.eof ? " (closed)" : "", got,
                   closed ? " (closed)" : "", want);
  free(got);
  close(fd);
}

/* Node 20's answers, recorded from a Node server with the same handlers (dates aside). */
static const struct wire_case {
  const char *name, *req, *resp;
  int closed;
} wire_cases[] = {
    {"basic", "GET / HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nContent-Length: 2\r\n\r\nhi", 0},
    {"set", "GET /set HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 201 Created\r\nX-A: a\r\nContent-Type: application/json\r\n"
     "Date: XXX\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n"
     "Content-Length: 11\r\n\r\n{\"ok\":true}", 0},
    {"wh", "GET /wh HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nDate: XXX\r\n"
     "Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n"
     "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", 0},
    {"wh2", "GET /wh2 HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 202 Yay\r\nx-first: 2\r\nContent-Type: text/plain\r\nDate: XXX\r\n"
     "Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n"
     "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", 0},
    {"chunk", "GET /chunk HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n"
     "0\r\n\r\n", 0},
    {"empty", "GET /empty HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nContent-Length: 0\r\n\r\n", 0},
    {"204", "GET /204 HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 204 No Content\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\n\r\n", 0},
    {"304", "GET /304 HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 304 Not Modified\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\n\r\n", 0},
    {"arr", "GET /arr HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\nX-N: 42\r\n"
     "Date: XXX\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n"
     "Content-Length: 1\r\n\r\nx", 0},
    {"cl", "GET /cl HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nDate: XXX\r\n"
     "Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\nabc", 0},
    {"418", "GET /418 HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 418 I'm a Teapot\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nContent-Length: 0\r\n\r\n", 0},
    {"599", "GET /999 HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 599 unknown\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nContent-Length: 0\r\n\r\n", 0},
    {"te", "GET /te HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nDate: XXX\r\n"
     "Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n3\r\nabc\r\n0\r\n\r\n", 0},
    {"rmdate", "GET /rmdate HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n"
     "Content-Length: 1\r\n\r\nx", 0},
    {"conn", "GET /conn HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nConnection: close\r\nDate: XXX\r\nContent-Length: 1\r\n\r\nx", 1},
    {"head", "HEAD /set HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 201 Created\r\nX-A: a\r\nContent-Type: application/json\r\n"
     "Date: XXX\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n", 0},
    {"head-chunk", "HEAD /chunk HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\n\r\n", 0},
    {"close", "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: close\r\nContent-Length: 2\r\n\r\nhi", 1},
    {"http10", "GET / HTTP/1.0\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: close\r\n\r\nhi", 1},
    {"http10-ka", "GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: close\r\n\r\nhi", 1},
    {"http10-ka-cl", "GET /cl HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
     "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nDate: XXX\r\n"
     "Connection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\nabc", 0},
    {"http10-chunk", "GET /chunk HTTP/1.0\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: close\r\n\r\nabcde", 1},
    {"nohost", "GET / HTTP/1.1\r\n\r\n",
     "HTTP/1.1 400 Bad Request\r\nConnection: close\r\nDate: XXX\r\n"
     "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 1},
    /* The 400 for the missing Host closes the connection: the bad chunk after it gets no
     * second 400 (found by http_fuzz). */
    {"nohost-badbody", "POST /body HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n",
     "HTTP/1.1 400 Bad Request\r\nConnection: close\r\nDate: XXX\r\n"
     "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 1},
    {"badline", "GARBAGE\r\n\r\n",
     "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n", 1},
    {"badhdr", "GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n",
     "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n", 1},
    {"clte",
     "POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n"
     "3\r\nabc\r\n0\r\n\r\n",
     "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n", 1},
    {"dupcl", "POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd",
     "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n", 1},
    {"dupcl-same", "POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc",
     "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n", 1},
    {"te-notchunked", "POST /body HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\nabc",
     "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n", 1},
    {"body", "POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nContent-Length: 9\r\n\r\ngot:hello", 0},
    {"chunkedbody",
     "POST /body HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nContent-Length: 9\r\n\r\ngot:abcde", 0},
    {"endonly", "GET /endonly HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nContent-Length: 13\r\n\r\nend not fired", 0},
    {"pipeline",
     "GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /set HTTP/1.1\r\nHost: x\r\n\r\n"
     "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nContent-Length: 4\r\n\r\nslowHTTP/1.1 201 Created\r\n"
     "X-A: a\r\nContent-Type: application/json\r\nDate: XXX\r\n"
     "Connection: keep-alive\r\nKeep-Alive: timeout=5\r\nContent-Length: 11\r\n\r\n"
     "{\"ok\":true}HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: close\r\n"
     "Content-Length: 2\r\n\r\nhi", 1},
    {"expect", "POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\nok",
     "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nDate: XXX\r\n"
     "Connection: keep-alive\r\nKeep-Alive: timeout=5\r\nContent-Length: 6\r\n\r\n"
     "got:ok", 0},
    {"expect-bad", "POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: foo\r\n\r\nok",
     "HTTP/1.1 417 Expectation Failed\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 0},
    {"upgrade", "GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nContent-Length: 2\r\n\r\nhi", 0},
    {"connect", "CONNECT x:443 HTTP/1.1\r\nHost: x\r\n\r\n",
     "", 1},
    {"http2", "GET / HTTP/2.0\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: close\r\n\r\nhi", 1},
    {"lf-only", "GET / HTTP/1.1\nHost: x\n\n",
     "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n", 1},
    {"absurl", "GET http://x/abs?q=1 HTTP/1.1\r\nHost: x\r\n\r\n",
     "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\n"
     "Keep-Alive: timeout=5\r\nContent-Length: 2\r\n\r\nhi", 0},
    {"obsfold", "GET /hdrs HTTP/1.1\r\nHost: x\r\nX-F: a\r\n b\r\n\r\n",
     "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n", 1}
};

static void test_wire(void) {
  for (size_t i = 0; i < sizeof wire_cases / sizeof *wire_cases; i++)
    exchange(wire_cases[i].name, port_main, wire_cases[i].req, wire_cases[i].resp, wire_cases[i].closed);
}

/* Duplicates merged as Node does; util.inspect(req.headers) as Node prints it. */
static void test_headers(void) {
  exchange("api", port_main, "GET /api HTTP/1.1\r\nHost: x\r\n\r\n",
           "HTTP/1.1 200 Fine\r\nx-two: 2\r\nX-Num: 7\r\nDate: XXX\r\nConnection: keep-alive\r\n"
           "Keep-Alive: timeout=5\r\nContent-Length: 45\r\n\r\nhas=true get=2 num=7 number names=x-two,x-num",
           false);
  exchange("dups", port_main,
           "GET /hdrs HTTP/1.1\r\nHost: x\r\nhost: y\r\nX-Foo: a\r\nx-foo: b\r\nCookie: c=1\r\nCookie: d=2\r\n"
           "Set-Cookie: s1\r\nSet-Cookie: s2\r\nUser-Agent: u1\r\nUser-Agent: u2\r\nAccept: a1\r\nAccept: a2\r\n"
           "Content-Type: t1\r\nContent-Type: t2\r\nAuthorization: z1\r\nAuthorization: z2\r\nVary: v1\r\n"
           "Vary: v2\r\nTrail:   sp   \r\nEmpty:\r\n\r\n",
           "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nDate: XXX\r\nConnection: keep-alive\r\n"
           "Keep-Alive: timeout=5\r\nContent-Length: 391\r\n\r\n"
           "host=x\nX-Foo=a, b\ncookie=c=1; d=2\nset-cookie=[s1][s2]\nuser-agent=u1\naccept=a1, a2\n"
           "content-type=t1\nauthorization=z1\nvary=v1, v2\ntrail=sp\nempty=\nmissing=undefined\nraw=40\n"
           "{\n  host: 'x',\n  'x-foo': 'a, b',\n  cookie: 'c=1; d=2',\n  'set-cookie': [ 's1', 's2' ],\n"
           "  'user-agent': 'u1',\n  accept: 'a1, a2',\n  'content-type': 't1',\n  authorization: 'z1',\n"
           "  vary: 'v1, v2',\n  trail: 'sp',\n  empty: ''\n}",
           false);
  /* The same shape again (interned), and a short one. */
  exchange("shape", port_main, "GET /hdrs HTTP/1.1\r\nHost: h\r\nX-Tab:\tv\t\r\n\r\n",
           "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nDate: XXX\r\nConnection: keep-alive\r\n"
           "Keep-Alive: timeout=5\r\nContent-Length: 244\r\n\r\n"
           "host=h\nX-Foo=undefined\ncookie=undefined\nset-cookie=undefined\nuser-agent=undefined\n"
           "accept=undefined\ncontent-type=undefined\nauthorization=undefined\nvary=undefined\n"
           "trail=undefined\nempty=undefined\nmissing=undefined\nraw=4\n{ host: 'h', 'x-tab': 'v' }",
           false);
}

/* maxHeaderSize counts the URL and header names and values, as Node does:
 * 1 + 4 + 1 + 5 + n >= 16384 is too large. */
#define R431 "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n"
static void test_431(void) {
  char *req = malloc(20000);
  for (int n = 16372; n <= 16373; n++) {
    int k = snprintf(req, 20000, "GET / HTTP/1.1\r\nHost: x\r\nX-Big: ");
    memset(req + k, 'a', (size_t)n);
    strcpy(req + k + n, "\r\n\r\n");
    if (n == 16372)
      exchange("431-fits", port_main, req,
               "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n"
               "Content-Length: 2\r\n\r\nhi", false);
    else exchange("431", port_main, req, R431, true);
  }
  /* Headers that never end: 431 as soon as the limit is passed. */
  int fd = conn_to(port_main);
  send_str(fd, "GET / HTTP/1.1\r\n");
  memset(req, 'a', 19999);
  memcpy(req, "X: ", 3);
  send_all(fd, req, 19999);
  rbuf b = {0};
  wait_eof(fd, &b, 5000);
  CHECK(b.eof && b.p && strcmp(b.p, R431) == 0);
  free(b.p);
  close(fd);
  free(req);
}

/* Many pipelined requests on one connection: all answered, in order (the parser pauses at
 * 32 pending responses and resumes). */
static void test_pipeline_many(void) {
  enum { N = 100 };
  int fd = conn_to(port_main);
  char req[64];
  for (int i = 0; i < N; i++) {
    snprintf(req, sizeof req, "GET /%s HTTP/1.1\r\nHost: x\r\n\r\n", i % 10 == 3 ? "slow" : i % 2 ? "set" : "x");
    send_str(fd, req);
  }
  rbuf b = {0};
  double t0 = now_ms();
  while (now_ms() - t0 < 10000 && (!b.p || count_of(b.p, "HTTP/1.1 ") < N) && !b.eof)
    recv_until(fd, &b, b.len + 1, NULL, 200);
  CHECK(b.p && count_of(b.p, "HTTP/1.1 ") == N);
  /* In request order: the 4th answer is the slow one. */
  const char *p = b.p;
  for (int i = 0; p && i < N; i++) {
    const char *body = i % 10 == 3 ? "slow" : i % 2 ? "{\"ok\":true}" : "hi";
    p = strstr(p, "\r\n\r\n");
    CHECK(p && strncmp(p + 4, body, strlen(body)) == 0);
    if (p) p += 4;
  }
  free(b.p);
  close(fd);
}

/* Bodies: large, arriving before the reader, and UTF-8 split between packets. */
static void test_bodies(void) {
  enum { BIG = 1 << 20 };
  char *req = malloc(BIG + 256);
  int k = snprintf(req, 256, "POST /latebody HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n", BIG);
  memset(req + k, 'b', BIG);
  int fd = conn_to(port_main);
  send_all(fd, req, (size_t)k + BIG);
  rbuf b = {0};
  recv_until(fd, &b, SIZE_MAX, "len:1048576", 10000);
  CHECK(b.p && strstr(b.p, "\r\n\r\nlen:1048576"));
  free(b.p);
  close(fd);
  /* "é€😀" with every byte in its own packet. */
  const char body[] = "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80";
  fd = conn_to(port_main);
  snprintf(req, 256, "POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: %zu\r\n\r\n", sizeof body - 1);
  send_str(fd, req);
  for (size_t i = 0; i + 1 < sizeof body; i++) {
    struct timespec ts = {0, 20 * 1000000};
    nanosleep(&ts, NULL);
    send_all(fd, body + i, 1);
  }
  b = (rbuf){0};
  recv_until(fd, &b, SIZE_MAX, "\xF0\x9F\x98\x80", 5000);
  CHECK(b.p && strstr(b.p, "Content-Length: 13\r\n\r\ngot:\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80"));
  free(b.p);
  close(fd);
  free(req);
  /* A wide string answer: Content-Length counts UTF-8 bytes (a lone surrogate is U+FFFD). */
  int before = atomic_load(&finish_fired);
  exchange("utf8", port_main, "GET /utf8 HTTP/1.1\r\nHost: x\r\n\r\n",
           "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n"
           "Content-Length: 14\r\n\r\nh\xC3\xA9l\xE2\x82\xAC\xF0\x9F\x98\x80\xEF\xBF\xBD", false);
  CHECK(atomic_load(&finish_fired) == before + 1);
}

/* curl, a real client, reuses the keep-alive connection. */
static void test_curl(void) {
  char cmd[256];
  snprintf(cmd, sizeof cmd, "curl -sv --max-time 10 http://127.0.0.1:%d/ http://127.0.0.1:%d/set 2>&1", port_main,
           port_main);
  FILE *f = popen(cmd, "r");
  CHECK(f != NULL);
  if (!f) return;
  char out[16384];
  size_t n = fread(out, 1, sizeof out - 1, f);
  out[n] = 0;
  int st = pclose(f);
  CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
  CHECK(strstr(out, "Re-using existing connection") != NULL);
  CHECK(strstr(out, "< Keep-Alive: timeout=5") != NULL);
  CHECK(strstr(out, "< HTTP/1.1 201 Created") != NULL);
  CHECK(strstr(out, "hi") && strstr(out, "{\"ok\":true}"));
  if (!strstr(out, "Re-using existing connection")) fprintf(stderr, "curl said:\n%s\n", out);
}

/* Timeouts on srv_short: headersTimeout 300 ms, requestTimeout 600 ms, keepAliveTimeout 400 ms. */
static void test_timeouts(void) {
  static const char r408[] = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";
  /* A head that never ends. */
  double t0 = now_ms();
  int fd = conn_to(port_short);
  send_str(fd, "GET / HTTP/1.1\r\nHost: x\r\n");
  rbuf b = {0};
  CHECK(wait_eof(fd, &b, 10000));
  CHECK(b.p && strcmp(b.p, r408) == 0);
  CHECK(now_ms() - t0 >= 290);
  free(b.p);
  close(fd);
  /* A connection that sends nothing (Node answers 408 too). */
  fd = conn_to(port_short);
  b = (rbuf){0};
  CHECK(wait_eof(fd, &b, 10000));
  CHECK(b.p && strcmp(b.p, r408) == 0);
  free(b.p);
  close(fd);
  /* A body that stops coming: requestTimeout. */
  fd = conn_to(port_short);
  send_str(fd, "POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc");
  b = (rbuf){0};
  CHECK(wait_eof(fd, &b, 10000));
  CHECK(b.p && strcmp(b.p, r408) == 0);
  free(b.p);
  close(fd);
  /* An idle keep-alive connection is closed without a word. */
  t0 = now_ms();
  exchange("ka-header", port_short, "GET / HTTP/1.1\r\nHost: x\r\n\r\n",
           "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\nKeep-Alive: timeout=0\r\n"
           "Content-Length: 2\r\n\r\nhi", false);
  fd = conn_to(port_short);
  send_str(fd, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
  b = (rbuf){0};
  recv_until(fd, &b, SIZE_MAX, "\r\n\r\nhi", 5000);
  size_t got = b.len;
  CHECK(wait_eof(fd, &b, 10000));
  CHECK(b.len == got);
  free(b.p);
  close(fd);
}

/* rt_http_res_fail: 500 if nothing was sent, else a cut connection. */
static void test_fail(void) {
  exchange("fail", port_main, "GET /fail HTTP/1.1\r\nHost: x\r\n\r\n",
           "HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\nDate: XXX\r\nContent-Length: 0\r\n\r\n",
           true);
  exchange("failpart", port_main, "GET /failpart HTTP/1.1\r\nHost: x\r\n\r\n",
           "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n"
           "Transfer-Encoding: chunked\r\n\r\n7\r\npartial\r\n", true);
}

/* Many connections at once, each with a few keep-alive requests. */
static void test_many_connections(void) {
  enum { NC = 64, NR = 5 };
  int fds[NC];
  for (int i = 0; i < NC; i++) fds[i] = conn_to(port_main);
  int ok = 0;
  for (int r = 0; r < NR; r++) {
    for (int i = 0; i < NC; i++) send_str(fds[i], "GET /set HTTP/1.1\r\nHost: x\r\n\r\n");
    for (int i = 0; i < NC; i++) {
      rbuf b = {0};
      recv_until(fds[i], &b, SIZE_MAX, "{\"ok\":true}", 5000);
      ok += b.p && strstr(b.p, "{\"ok\":true}") != NULL;
      free(b.p);
    }
  }
  CHECK(ok == NC * NR);
  for (int i = 0; i < NC; i++) close(fds[i]);
}

/* A client that pipelines without ever reading: the server stops reading once its answers
 * are not taken (OUT_HOLD_MAX) instead of buffering them all; the client's sends then
 * block, and every complete request is answered, in order, once it reads.  (Before,
 * the server read on and buffered hundreds of MB.) */
static void test_unread_pipeline(void) {
  static const char req[] = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";
  enum { RL = sizeof req - 1, BLOCK = 1024, LIMIT = 64 << 20 };
  int fd = conn_to(port_main);
  CHECK(fd >= 0);
  if (fd < 0) return;
  char *blk = malloc(RL * BLOCK);
  for (int i = 0; i < BLOCK; i++) memcpy(blk + i * RL, req, RL);
  size_t sent = 0, off = 0;
  while (sent < LIMIT) {
    ssize_t w = send(fd, blk + off, RL * BLOCK - off, MSG_DONTWAIT | MSG_NOSIGNAL);
    if (w > 0) {
      sent += (size_t)w;
      off = (off + (size_t)w) % (RL * BLOCK);
      continue;
    }
    if (w < 0 && errno != EAGAIN) break;
    struct pollfd pf = {fd, POLLOUT, 0};
    if (poll(&pf, 1, 500) == 0) break; /* the server has stopped reading */
  }
  free(blk);
  CHECK(sent < LIMIT);
  size_t n = sent / RL; /* complete requests */
  /* Every answer is the same length (the Date is too): read them all. */
  rbuf b = {0};
  recv_until(fd, &b, SIZE_MAX, "\r\n\r\nhi", 5000);
  char *end = b.p ? strstr(b.p, "\r\n\r\nhi") : NULL;
  CHECK(end != NULL);
  if (end) {
    size_t rl = (size_t)(end - b.p) + 6, got = b.len;
    char last[8] = {0};
    double t0 = now_ms();
    while (got < n * rl && now_ms() - t0 < 20000) {
      char tmp[65536];
      struct pollfd pf = {fd, POLLIN, 0};
      if (poll(&pf, 1, 1000) <= 0) continue;
      ssize_t r = recv(fd, tmp, sizeof tmp, 0);
      if (r <= 0) break;
      got += (size_t)r;
      if (r >= 2) memcpy(last, tmp + r - 2, 2);
    }
    CHECK(got == n * rl && strcmp(last, "hi") == 0);
    if (got != n * rl) fprintf(stderr, "unread pipeline: %zu of %zu answer bytes (%zu requests)\n", got, n * rl, n);
  }
  free(b.p);
  close(fd);
}

/* A slow reader of a big answer: the keep-alive timeout (400 ms on srv_short) does not cut
 * a response that is still going out (before, the connection was destroyed 400 ms after
 * the request, in the middle of the body). */
static void test_slow_reader(void) {
  int fd = conn_to(port_short);
  CHECK(fd >= 0);
  if (fd < 0) return;
  send_str(fd, "GET /big HTTP/1.1\r\nHost: x\r\n\r\n");
  size_t got = 0, want = 0;
  char last = 0, head[512];
  size_t hl = 0;
  double t0 = now_ms();
  struct timespec ts = {0, 4 * 1000000};
  while ((!want || got < want) && now_ms() - t0 < 20000) {
    char tmp[65536];
    struct pollfd pf = {fd, POLLIN, 0};
    if (poll(&pf, 1, 1000) <= 0) continue;
    ssize_t r = recv(fd, tmp, sizeof tmp, 0);
    if (r <= 0) break;
    if (hl < sizeof head - 1) {
      size_t k = (size_t)r < sizeof head - 1 - hl ? (size_t)r : sizeof head - 1 - hl;
      memcpy(head + hl, tmp, k);
      hl += k;
      head[hl] = 0;
      char *e = strstr(head, "\r\n\r\n");
      if (e && !want) want = (size_t)(e + 4 - head) + (32u << 20);
    }
    got += (size_t)r;
    last = tmp[r - 1];
    nanosleep(&ts, NULL); /* about 16 MB/s: over a second for the whole body */
  }
  CHECK(want && got == want && last == 'y' && strstr(head, "Content-Length: 33554432") != NULL);
  if (!(want && got == want)) fprintf(stderr, "slow reader: %zu of %zu bytes after %.0f ms\n", got, want, now_ms() - t0);
  close(fd);
}

/* server.close(): idle connections closed now, busy ones after their answer (sent with
 * Connection: close), then the callback; no new connections. */
static void test_close(void) {
  int busy = conn_to(port_close), idle = conn_to(port_close), ctl = conn_to(port_close);
  send_str(busy, "GET /held HTTP/1.1\r\nHost: x\r\n\r\n");
  struct timespec ts = {0, 5 * 1000000};
  double t0 = now_ms();
  while (!atomic_load(&held_seen) && now_ms() - t0 < 5000) nanosleep(&ts, NULL); /* busy before the close */
  send_str(ctl, "GET /close HTTP/1.1\r\nHost: x\r\n\r\n");
  rbuf b = {0};
  CHECK(wait_eof(ctl, &b, 5000));
  dates_out(b.p);
  CHECK(b.p && strcmp(b.p, "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: close\r\nContent-Length: 7\r\n\r\n"
                          "closing") == 0);
  free(b.p);
  b = (rbuf){0};
  CHECK(wait_eof(idle, &b, 5000) && b.len == 0);
  free(b.p);
  b = (rbuf){0};
  CHECK(wait_eof(busy, &b, 5000));
  dates_out(b.p);
  CHECK(b.p && strcmp(b.p, "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: close\r\nContent-Length: 4\r\n\r\n"
                          "slow") == 0);
  free(b.p);
  t0 = now_ms();
  while (!atomic_load(&close_cb_fired) && now_ms() - t0 < 5000) nanosleep(&ts, NULL);
  CHECK(atomic_load(&close_cb_fired));
  int fd = conn_to(port_close);
  CHECK(fd < 0);
  if (fd >= 0) close(fd);
  close(busy);
  close(idle);
  close(ctl);
}

/* The main thread's own loop: the port is taken; address(); a second listen fails. */
static void test_listen_errors(void) {
  rt_object *s = rt_http_create_server(fn((void *)handler, NULL));
  CHECK(rt_http_server_address(s) == NULL);
  CHECK(rt_http_server_try_listen(s, port_main, S("127.0.0.1"), NULL) == UV_EADDRINUSE);
  CHECK(rt_http_server_try_listen(s, 0, S("no.such.host.invalid"), NULL) < 0);
  CHECK(rt_http_server_try_listen(s, 0, S("localhost"), NULL) == 0);
  rt_object *a = rt_http_server_address(s);
  CHECK(a != NULL);
  char buf[256];
  rt__out o = {buf, 0, sizeof buf, -1};
  rt__inspect(&o, rt_box_object(a), 2, false);
  buf[o.len] = 0;
  CHECK(strstr(buf, "{ address: '") == buf && strstr(buf, ", port: ") && strstr(buf, "family: 'IPv"));
  CHECK(rt_http_server_try_listen(s, 0, NULL, NULL) == UV_EINVAL); /* already listening */
  rt_http_server_close(s, NULL);
  /* No host: every interface ("::", or "0.0.0.0" without IPv6). */
  rt_object *any = rt_http_create_server(fn((void *)handler, NULL));
  CHECK(rt_http_server_try_listen(any, 0, NULL, NULL) == 0);
  rt_object *aa = rt_http_server_address(any);
  CHECK(aa && (str_is(rt__slot_ptr(aa, 0), "::") || str_is(rt__slot_ptr(aa, 0), "0.0.0.0")));
  rt_http_server_close(any, NULL);
  rt_loop_run();
  CHECK(!rt_http_server_listening(s));
  rt_loop_close();
}

/* ---- children: graceful SIGTERM and workers ------------------------------------------- */

static int child_port(pid_t *pid, const char *mode, const char *workers, int errfd) {
  int pfd[2];
  if (pipe(pfd) != 0) return -1;
  *pid = fork();
  if (*pid == 0) {
    dup2(pfd[1], 1);
    if (errfd >= 0) dup2(errfd, 2);
    close(pfd[0]);
    close(pfd[1]);
    if (workers) setenv("KILN_WORKERS", workers, 1);
    execl("/proc/self/exe", "http_test", mode, (char *)NULL);
    _exit(127);
  }
  close(pfd[1]);
  char buf[32] = {0};
  size_t n = 0;
  double t0 = now_ms();
  while (n < sizeof buf - 1 && !strchr(buf, '\n') && now_ms() - t0 < 10000) {
    struct pollfd pf = {pfd[0], POLLIN, 0};
    if (poll(&pf, 1, 100) <= 0) continue;
    ssize_t r = read(pfd[0], buf + n, sizeof buf - 1 - n);
    if (r <= 0) break;
    n += (size_t)r;
  }
  close(pfd[0]);
  return atoi(buf);
}

static bool child_exit_ok(pid_t pid) {
  int st = 0;
  double t0 = now_ms();
  while (now_ms() - t0 < 10000) {
    pid_t r = waitpid(pid, &st, WNOHANG);
    if (r == pid) return WIFEXITED(st) && WEXITSTATUS(st) == 0;
    struct timespec ts = {0, 10 * 1000000};
    nanosleep(&ts, NULL);
  }
  kill(pid, SIGKILL);
  waitpid(pid, &st, 0);
  return false;
}

static void child_sigterm_listening(void *env) {
  rt_object *s = env;
  printf("%d\n", (int)rt_http_server_port(s));
  fflush(stdout);
}

static int child_sigterm(void) {
  rt_object *s = rt_http_create_server(fn((void *)handler, NULL));
  rt_http_server_listen(s, 0, S("127.0.0.1"), fn((void *)child_sigterm_listening, s));
  rt_loop_run(); /* as main() does; a signal ends it once the server has drained */
  rt_exit(0);
}

/* SIGTERM: stop accepting, close idle connections, finish the request in flight, exit 0. */
static void test_sigterm(void) {
  pid_t pid;
  int port = child_port(&pid, "sigterm", NULL, -1);
  CHECK(port > 0);
  if (port <= 0) return;
  int idle = conn_to(port), busy = conn_to(port);
  send_str(idle, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
  rbuf bi = {0};
  recv_until(idle, &bi, SIZE_MAX, "\r\n\r\nhi", 5000);
  send_str(busy, "GET /slowchunks HTTP/1.1\r\nHost: x\r\n\r\n");
  rbuf bb = {0};
  recv_until(busy, &bb, SIZE_MAX, "part1\r\n", 5000); /* the response has started */
  kill(pid, SIGTERM);
  size_t had = bi.len;
  CHECK(wait_eof(idle, &bi, 5000) && bi.len == had);
  CHECK(wait_eof(busy, &bb, 5000));
  CHECK(bb.p && strstr(bb.p, "5\r\npart1\r\n5\r\npart2\r\n0\r\n\r\n") != NULL);
  CHECK(child_exit_ok(pid));
  CHECK(conn_to(port) < 0);
  free(bi.p);
  free(bb.p);
  close(idle);
  close(busy);
}

/* A Node error thrown by a handler (setHeader after the response went out)
 * fails that request only: the error is printed as Node prints an uncaught
 * one, and the server goes on serving (Node would exit; http.c says why not). */
static void test_handler_error(void) {
  char path[] = "/tmp/kiln_http_test_XXXXXX";
  int errfd = mkstemp(path);
  CHECK(errfd >= 0);
  if (errfd < 0) return;
  unlink(path);
  pid_t pid;
  int port = child_port(&pid, "sigterm", NULL, errfd);
  CHECK(port > 0);
  int fd = conn_to(port);
  send_str(fd, "GET /sentset HTTP/1.1\r\nHost: x\r\n\r\n");
  rbuf b = {0};
  recv_until(fd, &b, SIZE_MAX, "\r\n\r\n", 5000); /* the response it sent before throwing */
  CHECK(b.p && strncmp(b.p, "HTTP/1.1 200", 12) == 0);
  char err[512] = {0};
  double t0 = now_ms();
  while (pread(errfd, err, sizeof err - 1, 0) <= 0 && now_ms() - t0 < 5000) {
    struct timespec ts = {0, 10 * 1000000};
    nanosleep(&ts, NULL);
  }
  /* the first line is Node's */
  static const char head[] = "Error [ERR_HTTP_HEADERS_SENT]: Cannot set headers after they are sent to the client\n";
  CHECK(strncmp(err, head, sizeof head - 1) == 0);
  int fd2 = conn_to(port);
  send_str(fd2, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
  rbuf b2 = {0};
  recv_until(fd2, &b2, SIZE_MAX, "\r\n\r\nhi", 5000); /* still serving */
  CHECK(b2.p && strstr(b2.p, "\r\n\r\nhi") != NULL);
  kill(pid, SIGTERM);
  CHECK(child_exit_ok(pid));
  free(b.p);
  free(b2.p);
  close(errfd);
  close(fd);
  close(fd2);
}

static atomic_int workers_listening;
static void worker_handler(void *env, rt_object *req, rt_object *res) {
  (void)req;
  char b[16];
  snprintf(b, sizeof b, "w%d", (int)(intptr_t)env);
  rt_http_res_end(res, S(b));
}
static void worker_listening(void *env) {
  if (atomic_fetch_add(&workers_listening, 1) == 1) { /* both workers listen: tell the parent */
    printf("%d\n", (int)rt_http_server_port(env));
    fflush(stdout);
  }
}
static void worker_entry(void *arg, int i) {
  (void)arg;
  rt_object *s = rt_http_create_server(fn((void *)worker_handler, (void *)(intptr_t)i));
  rt_http_server_listen(s, 0, S("127.0.0.1"), fn((void *)worker_listening, s));
}

static int child_workers(void) {
  rt_workers_run(rt_workers_count(), worker_entry, NULL);
  rt_exit(0);
}

/* KILN_WORKERS=2: two loops on two threads, each with its own SO_REUSEPORT listener on the
 * same (ephemeral) port; the kernel spreads connections over both. */
static void test_workers(void) {
  pid_t pid;
  int port = child_port(&pid, "workers", "2", -1);
  CHECK(port > 0);
  if (port <= 0) return;
  int seen[2] = {0, 0};
  for (int i = 0; i < 64; i++) {
    int fd = conn_to(port);
    if (fd < 0) continue;
    send_str(fd, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    rbuf b = {0};
    wait_eof(fd, &b, 5000);
    if (b.p && strstr(b.p, "\r\n\r\nw0")) seen[0]++;
    if (b.p && strstr(b.p, "\r\n\r\nw1")) seen[1]++;
    free(b.p);
    close(fd);
  }
  CHECK(seen[0] > 0 && seen[1] > 0 && seen[0] + seen[1] == 64);
  kill(pid, SIGTERM);
  CHECK(child_exit_ok(pid));
}

int main(int argc, char **argv) {
  rt_init(argc, argv);
  if (argc > 1 && strcmp(argv[1], "sigterm") == 0) return child_sigterm();
  if (argc > 1 && strcmp(argv[1], "workers") == 0) return child_workers();
  signal(SIGPIPE, SIG_IGN);
  pthread_t th;
  pthread_create(&th, NULL, server_main, NULL);
  pthread_mutex_lock(&mu);
  while (!ready) pthread_cond_wait(&cv, &mu);
  pthread_mutex_unlock(&mu);

  static const struct {
    const char *name;
    void (*run)(void);
  } tests[] = {{"wire", test_wire},       {"headers", test_headers},   {"431", test_431},
               {"pipeline", test_pipeline_many}, {"bodies", test_bodies}, {"curl", test_curl},
               {"timeouts", test_timeouts}, {"fail", test_fail},       {"connections", test_many_connections},
               {"unread-pipeline", test_unread_pipeline}, {"slow-reader", test_slow_reader},
               {"close", test_close},     {"listen", test_listen_errors}, {"sigterm", test_sigterm},
               {"handler-error", test_handler_error},
               {"workers", test_workers}};
  for (size_t i = 0; i < sizeof tests / sizeof *tests; i++) {
    double t0 = now_ms();
    int f0 = failures;
    tests[i].run();
    printf("%-12s %s %6.0f ms\n", tests[i].name, failures == f0 ? "ok  " : "FAIL", now_ms() - t0);
  }

  exchange("quit", port_main, "GET /quit HTTP/1.1\r\nHost: x\r\n\r\n",
           "HTTP/1.1 200 OK\r\nDate: XXX\r\nConnection: close\r\nContent-Length: 3\r\n\r\nbye", true);
  pthread_join(th, NULL); /* the server thread's loop ends once its servers are closed */
  if (failures) fprintf(stderr, "%d check(s) failed\n", failures);
  else printf("http_test: all passed\n");
  return failures != 0;
}
