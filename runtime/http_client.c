/* http_client.c - node:http's client: http.request and http.get on libuv and llhttp.
 *
 * Objects.  http.request() returns a ClientRequest; the response handed to
 * its callback is an IncomingMessage (rt__client_res_class: http.c passes
 * the IncomingMessage calls on a client response over to this file).  A
 * malloc'd hcli holds the connection, the parser and the bytes; it roots the
 * ClientRequest (which references its callbacks and the response) in the
 * loop's root table from the call until the exchange is over: the socket
 * closed and the response's 'end' delivered (or nobody reading it).
 *
 * Flow, as Node's: the head (user headers in order, then Host, then
 * Connection: keep-alive, then Content-Length for end(data) / a bodiless
 * end() of a POST-like method, or Transfer-Encoding: chunked after a
 * write()) goes out with the first write() or end(); bytes written before
 * the socket connects wait in a buffer.  The response head is parsed by
 * llhttp; the callback runs from the parser's headers-complete callback;
 * 'data' flows once a listener is attached (chunks as strings decoded from
 * UTF-8, or as Buffers when the listener takes a Buffer), then 'end'.
 * A failed connection or lookup emits 'error' with Node's message and code
 * (`connect ECONNREFUSED 127.0.0.1:9`); with no listener the error is
 * reported and the process exits with status 1, as Node's unhandled 'error'.
 *
 * Not done: the agent's socket pool (each request opens and closes its own
 * connection), https, timeouts, 'close'/'response' events, trailers. */
#define _GNU_SOURCE
#include "loop_internal.h"

#include <errno.h>
#include <llhttp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#define BIT(i) ((uint64_t)1 << (i))

RT__STATIC_STR(s_client_request, "ClientRequest");
RT__STATIC_STR(s_incoming_message, "IncomingMessage");
RT__STATIC_STR(s_http_version, "httpVersion");
RT__STATIC_STR(s_status_code, "statusCode");
RT__STATIC_STR(s_status_message, "statusMessage");
RT__STATIC_STR(s_headers, "headers");
RT__STATIC_STR(s_raw_headers, "rawHeaders");
RT__STATIC_STR(s_complete, "complete");
RT__STATIC_STR(s_hostname, "hostname");
RT__STATIC_STR(s_host, "host");
RT__STATIC_STR(s_port, "port");
RT__STATIC_STR(s_path, "path");
RT__STATIC_STR(s_method, "method");
RT__STATIC_STR(s_href, "href");
RT__STATIC_STR(s_protocol, "protocol");
RT__STATIC_STR(s_v11, "1.1");
RT__STATIC_STR(s_v10, "1.0");

enum { CQ_C, CQ_ONERROR, CQ_ONRESPONSE, CQ_RES, CQ_FLAGS /* 1: the error listener takes a value */, CQ_NSLOTS };
static const rt_str *const creq_names[CQ_NSLOTS] = {NULL};
static const uint8_t creq_types[CQ_NSLOTS] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                              RT_SLOT_HIDDEN};
static const uint64_t creq_refs[1] = {BIT(CQ_ONERROR) | BIT(CQ_ONRESPONSE) | BIT(CQ_RES)};
static const rt_class creq_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_client_request),
                                    .size = 16 + 8 * CQ_NSLOTS, .nslots = CQ_NSLOTS, .refs = creq_refs,
                                    .slot_names = creq_names, .slot_types = creq_types};

enum { CR_HTTP_VERSION, CR_STATUS_CODE, CR_STATUS_MESSAGE, CR_HEADERS, CR_RAW_HEADERS, CR_COMPLETE, CR_ONDATA,
       CR_ONEND, CR_FLAGS, CR_C, CR_NSLOTS };
enum { RF_FLOWING = 1, RF_END_EMITTED = 2, RF_BUFFERS = 4, RF_TICK = 8 };
static const rt_str *const cres_names[CR_NSLOTS] = {RT__STR(s_http_version),   RT__STR(s_status_code),
                                                   RT__STR(s_status_message), RT__STR(s_headers),
                                                   RT__STR(s_raw_headers),    RT__STR(s_complete)};
static const uint8_t cres_types[CR_NSLOTS] = {RT_SLOT_STR,    RT_SLOT_F64,    RT_SLOT_STR,    RT_SLOT_OBJECT,
                                              RT_SLOT_ARRAY,  RT_SLOT_BOOL,   RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                              RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const uint64_t cres_refs[1] = {BIT(CR_HTTP_VERSION) | BIT(CR_STATUS_MESSAGE) | BIT(CR_HEADERS) |
                                      BIT(CR_RAW_HEADERS) | BIT(CR_ONDATA) | BIT(CR_ONEND)};
const rt_class rt__client_res_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_incoming_message),
                                       .size = 16 + 8 * CR_NSLOTS, .nslots = CR_NSLOTS, .refs = cres_refs,
                                       .slot_names = cres_names, .slot_types = cres_types};

typedef struct {
  char *p;
  size_t len, cap;
} cbuf;

static void cb_add(cbuf *b, const void *p, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n + 1) cap *= 2;
    char *q = realloc(b->p, cap);
    if (!q) rt__oom(cap);
    b->p = q;
    b->cap = cap;
  }
  if (n) memcpy(b->p + b->len, p, n);
  b->len += n;
  b->p[b->len] = 0;
}
static void cb_str(cbuf *b, const char *s) { cb_add(b, s, strlen(s)); }
static void cb_free(cbuf *b) {
  free(b->p);
  *b = (cbuf){0};
}

typedef struct hcli {
  uv_tcp_t tcp;
  uv_connect_t creq;
  uv_write_t wreq;
  uv_getaddrinfo_t gai;
  llhttp_t parser;
  rt__loop *l;
  uint32_t root;       /* the ClientRequest */
  char *host, *method, *path;
  int port;
  cbuf hdrs;           /* the request's header lines, "Name: value\r\n" each */
  char **hnames;       /* their names, for setHeader's replacement and the defaults */
  uint32_t nh;
  cbuf out, wbuf;      /* to write; being written */
  bool head_sent, chunked, ended, connected, writing, tcp_open, closing, failed, done_reading, bodiless;
  /* the response head being parsed */
  cbuf rhdr, status;
  rt__hfield *fields;
  uint32_t nfields, capfields;
  bool field_open;
  cbuf body;           /* received before a 'data' listener */
  uint8_t carry[4], ncarry;
} hcli;

static rt_object *cli_req(hcli *c) { return rt__root_get(c->l, c->root); }
static rt_object *cli_res(hcli *c) { return rt__slot_ptr(cli_req(c), CQ_RES); }

static void check_req(const rt_object *o) {
  if (!o || rt_heap_kind(o) != RT_KIND_OBJECT || o->cls != &creq_class)
    rt_throw_error("TypeError", "Receiver must be an instance of ClientRequest");
}
static void check_res(const rt_object *o) {
  if (!o || rt_heap_kind(o) != RT_KIND_OBJECT || o->cls != &rt__client_res_class)
    rt_throw_error("TypeError", "Receiver must be an instance of IncomingMessage");
}

/* ---- ending ------------------------------------------------------------------------- */

static void cli_free(hcli *c) {
  rt_object *req = cli_req(c);
  rt__slot_set_ptr(req, CQ_C, NULL);
  rt_object *res = rt__slot_ptr(req, CQ_RES);
  if (res) rt__slot_set_ptr(res, CR_C, NULL);
  rt__root_free(c->l, c->root);
  free(c->host);
  free(c->method);
  free(c->path);
  for (uint32_t i = 0; i < c->nh; i++) free(c->hnames[i]);
  free(c->hnames);
  cb_free(&c->hdrs);
  cb_free(&c->out);
  cb_free(&c->wbuf);
  cb_free(&c->rhdr);
  cb_free(&c->status);
  cb_free(&c->body);
  free(c->fields);
  free(c);
}

/* Freed once the socket is closed and the response needs nothing more of it. */
static void cli_maybe_free(hcli *c) {
  if (c->tcp_open || c->closing || c->writing) return;
  rt_object *res = cli_res(c);
  if (res && c->body.len && !(res->slots[CR_FLAGS] & RF_FLOWING)) return; /* a late reader may come */
  if (res && (res->slots[CR_FLAGS] & RF_TICK)) return;
  cli_free(c);
}

static void on_closed(uv_handle_t *h) {
  hcli *c = h->data;
  c->closing = false;
  cli_maybe_free(c);
}

static void cli_close(hcli *c) {
  if (!c->tcp_open) return;
  c->tcp_open = false;
  c->closing = true;
  uv_close((uv_handle_t *)&c->tcp, on_closed);
}

/* 'error' on request req: its listener, or Node's unhandled 'error' (exit 1). */
static void req_error(rt_object *req, rt_object *err) {
  const rt_closure *cb = rt__slot_ptr(req, CQ_ONERROR);
  if (!cb) {
    rt_report_error(rt_box_object(err));
    rt_exit(1);
  }
  if (req->slots[CQ_FLAGS]) ((void (*)(void *, rt_value))cb->fn)(cb->env, rt_box_object(err));
  else ((void (*)(void *, rt_object *))cb->fn)(cb->env, err);
}

static void emit_error(hcli *c, rt_object *err) {
  c->failed = true;
  req_error(cli_req(c), err);
}

static void fail_sys(hcli *c, int uverr, const char *syscall) {
  char msg[400];
  if (!strcmp(syscall, "connect"))
    snprintf(msg, sizeof msg, "connect %s %.200s:%d", uv_err_name(uverr), c->host, c->port);
  else
    snprintf(msg, sizeof msg, "%s %s %.200s", syscall, uv_err_name(uverr), c->host);
  emit_error(c, rt__sys_error_new(-uverr, syscall, msg));
  cli_close(c);
  cli_maybe_free(c);
  rt__loop_drain(c->l);
}

/* ---- writing ---------------------------------------------------------------------------- */

static void cli_flush(hcli *c);

static void on_written(uv_write_t *w, int status) {
  hcli *c = w->data;
  c->writing = false;
  c->wbuf.len = 0;
  if (status < 0 && !c->failed && c->tcp_open) {
    fail_sys(c, status, "write");
    return;
  }
  cli_flush(c);
  cli_maybe_free(c);
}

static void cli_flush(hcli *c) {
  if (!c->connected || c->writing || !c->out.len || !c->tcp_open) return;
  cbuf t = c->wbuf;
  c->wbuf = c->out;
  c->out = t;
  c->out.len = 0;
  uv_buf_t b = uv_buf_init(c->wbuf.p, (unsigned)c->wbuf.len);
  c->wreq.data = c;
  if (uv_write(&c->wreq, (uv_stream_t *)&c->tcp, &b, 1, on_written) == 0) c->writing = true;
}

static int hname_find(hcli *c, const char *name) {
  for (uint32_t i = 0; i < c->nh; i++)
    if (!strcasecmp(c->hnames[i], name)) return (int)i;
  return -1;
}

/* The head, once: body_len >= 0 is end(data)'s length (Content-Length). */
static void send_head(hcli *c, long body_len) {
  if (c->head_sent) return;
  c->head_sent = true;
  cbuf *o = &c->out;
  cbuf head = {0};
  cb_str(&head, c->method);
  cb_str(&head, " ");
  cb_str(&head, c->path);
  cb_str(&head, " HTTP/1.1\r\n");
  cb_add(&head, c->hdrs.p, c->hdrs.len);
  if (hname_find(c, "host") < 0) {
    char h[300];
    bool v6 = strchr(c->host, ':') != NULL;
    if (c->port != 80) snprintf(h, sizeof h, v6 ? "Host: [%.200s]:%d\r\n" : "Host: %.200s:%d\r\n", c->host, c->port);
    else snprintf(h, sizeof h, v6 ? "Host: [%.200s]\r\n" : "Host: %.200s\r\n", c->host);
    cb_str(&head, h);
  }
  if (hname_find(c, "connection") < 0) cb_str(&head, "Connection: keep-alive\r\n");
  bool has_len = hname_find(c, "content-length") >= 0, has_te = hname_find(c, "transfer-encoding") >= 0;
  bool chunk_default = strcmp(c->method, "GET") && strcmp(c->method, "HEAD") && strcmp(c->method, "DELETE") &&
                       strcmp(c->method, "OPTIONS") && strcmp(c->method, "TRACE") && strcmp(c->method, "CONNECT");
  if (!has_len && !has_te) {
    if (body_len > 0 || (body_len == 0 && chunk_default)) {
      char h[64];
      snprintf(h, sizeof h, "Content-Length: %ld\r\n", body_len);
      cb_str(&head, h);
    } else if (body_len < 0 && chunk_default) {
      cb_str(&head, "Transfer-Encoding: chunked\r\n");
      c->chunked = true;
    }
  }
  cb_str(&head, "\r\n");
  cb_add(&head, o->p, o->len); /* anything queued before (nothing, normally) */
  cb_free(o);
  *o = head;
}

static void body_add(hcli *c, const char *p, size_t n) {
  if (!n) return;
  if (c->chunked) {
    char h[32];
    snprintf(h, sizeof h, "%zx\r\n", n);
    cb_str(&c->out, h);
    cb_add(&c->out, p, n);
    cb_str(&c->out, "\r\n");
  } else {
    cb_add(&c->out, p, n);
  }
}

/* A chunk argument's bytes (a string as UTF-8, or a Uint8Array), malloc'd. */
static char *chunk_bytes(rt_value v, size_t *n) {
  if (rt__is_string(v)) return rt__utf8_of(rt_unbox_string(v), n);
  const rt_array *a = (v >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(v) : NULL;
  if (!a || rt_heap_kind(a) != RT_KIND_ARRAY || a->elem != RT_ELEM_U8 || !(a->flags & RT_ARRAY_TYPED))
    rt_throw_error("TypeError [ERR_INVALID_ARG_TYPE]",
                   "The \"chunk\" argument must be of type string or an instance of Buffer or Uint8Array");
  char *p = malloc(a->length + 1);
  if (!p) rt__oom(a->length + 1);
  if (a->length) memcpy(p, a->data, a->length);
  *n = a->length;
  return p;
}

bool rt_http_client_write(rt_object *req, rt_value chunk) {
  check_req(req);
  hcli *c = rt__slot_ptr(req, CQ_C);
  if (!c || c->ended) rt_throw_error("Error [ERR_STREAM_WRITE_AFTER_END]", "write after end");
  size_t n;
  char *p = chunk_bytes(chunk, &n);
  send_head(c, -1);
  body_add(c, p, n);
  free(p);
  cli_flush(c);
  return true;
}

void rt_http_client_end(rt_object *req, rt_value chunk) {
  check_req(req);
  hcli *c = rt__slot_ptr(req, CQ_C);
  if (!c || c->ended) return;
  size_t n = 0;
  char *p = chunk == RT_UNDEFINED ? NULL : chunk_bytes(chunk, &n);
  send_head(c, c->head_sent ? -1 : (long)n);
  body_add(c, p, n);
  free(p);
  if (c->chunked) cb_str(&c->out, "0\r\n\r\n");
  c->ended = true;
  cli_flush(c);
}

void rt_http_client_set_header(rt_object *req, const rt_str *name, rt_value value) {
  check_req(req);
  hcli *c = rt__slot_ptr(req, CQ_C);
  if (!c) return;
  if (c->head_sent)
    rt_throw_error("Error [ERR_HTTP_HEADERS_SENT]", "Cannot set headers after they are sent to the client");
  char *n = rt__utf8_of(name, NULL);
  const rt_str *vs = rt__is_string(value) ? rt_unbox_string(value) : rt_value_to_str(value);
  char *v = rt__utf8_of(vs, NULL);
  int at = hname_find(c, n);
  if (at >= 0) { /* rebuild the lines without the old one */
    cbuf nb = {0};
    char *line = c->hdrs.p;
    for (uint32_t i = 0; i < c->nh; i++) {
      char *end = strstr(line, "\r\n") + 2;
      if ((int)i != at) cb_add(&nb, line, (size_t)(end - line));
      line = end;
    }
    cb_free(&c->hdrs);
    c->hdrs = nb;
    free(c->hnames[at]);
    memmove(c->hnames + at, c->hnames + at + 1, (c->nh - (uint32_t)at - 1) * sizeof *c->hnames);
    c->nh--;
  }
  c->hnames = realloc(c->hnames, (c->nh + 1) * sizeof *c->hnames);
  if (!c->hnames) rt__oom(8);
  c->hnames[c->nh++] = strdup(n);
  cb_str(&c->hdrs, n);
  cb_str(&c->hdrs, ": ");
  cb_str(&c->hdrs, v);
  cb_str(&c->hdrs, "\r\n");
  free(n);
  free(v);
}

void rt_http_client_on_error(rt_object *req, const rt_closure *cb) {
  check_req(req);
  rt__slot_set_ptr(req, CQ_ONERROR, cb);
  req->slots[CQ_FLAGS] = 0;
}

void rt_http_client_on_error_value(rt_object *req, const rt_closure *cb) {
  rt_http_client_on_error(req, cb);
  req->slots[CQ_FLAGS] = 1;
}

/* A request destroyed before its response: Node's 'error' "socket hang up"
 * on the next tick (an unhandled one ends the process, as in Node). */
static void destroyed_emit(void *env) { req_error(env, rt_error_new("Error", "socket hang up")); }

void rt_http_client_destroy(rt_object *req) {
  check_req(req);
  hcli *c = rt__slot_ptr(req, CQ_C);
  if (!c) return;
  bool hang_up = !c->failed && !rt__slot_ptr(req, CQ_RES);
  rt__loop *l = c->l;
  c->ended = true;
  c->failed = true;
  cli_close(c);
  cli_maybe_free(c);
  if (hang_up) rt__next_tick_c(l, destroyed_emit, req);
}

/* ---- the response ------------------------------------------------------------------------ */

static void call_data(rt_object *res, const void *chunk) {
  const rt_closure *cb = rt__slot_ptr(res, CR_ONDATA);
  if (cb) ((void (*)(void *, const void *))cb->fn)(cb->env, chunk);
}

static const rt_str *decode(hcli *c, const char *p, size_t n) {
  char *buf = malloc(c->ncarry + n + 1);
  if (!buf) rt__oom(n);
  memcpy(buf, c->carry, c->ncarry);
  memcpy(buf + c->ncarry, p, n);
  size_t len = c->ncarry + n, cut = len;
  for (size_t back = 1; back <= 3 && back <= len; back++) {
    uint8_t b = (uint8_t)buf[len - back];
    if ((b & 0xC0) == 0x80) continue;
    size_t need = b >= 0xF0 && b < 0xF8 ? 4 : b >= 0xE0 && b < 0xF0 ? 3 : b >= 0xC0 && b < 0xE0 ? 2 : 1;
    if (need > back) cut = len - back;
    break;
  }
  c->ncarry = (uint8_t)(len - cut);
  memcpy(c->carry, buf + cut, c->ncarry);
  const rt_str *s = rt__str_from_utf8(buf, cut);
  free(buf);
  return s;
}

static void deliver(hcli *c, rt_object *res, const char *p, size_t n) {
  if (res->slots[CR_FLAGS] & RF_BUFFERS) call_data(res, rt__buffer_from_bytes(p, n));
  else call_data(res, decode(c, p, n));
}

/* The tick that catches a late reader up: buffered data, then 'end'. */
static void res_emit(void *env) {
  rt_object *res = env;
  res->slots[CR_FLAGS] &= ~(uint64_t)RF_TICK;
  hcli *c = rt__slot_ptr(res, CR_C);
  if (c && c->body.len) {
    cbuf b = c->body;
    c->body = (cbuf){0};
    deliver(c, res, b.p, b.len);
    cb_free(&b);
  }
  if ((res->slots[CR_COMPLETE] & 0xFF) && !(res->slots[CR_FLAGS] & RF_END_EMITTED)) {
    c = rt__slot_ptr(res, CR_C);
    if (c && c->ncarry && rt__slot_ptr(res, CR_ONDATA) && !(res->slots[CR_FLAGS] & RF_BUFFERS)) {
      size_t n = c->ncarry;
      c->ncarry = 0;
      call_data(res, rt__str_from_utf8((const char *)c->carry, n));
    }
    res->slots[CR_FLAGS] |= RF_END_EMITTED;
    const rt_closure *cb = rt__slot_ptr(res, CR_ONEND);
    if (cb) ((void (*)(void *))cb->fn)(cb->env);
  }
  c = rt__slot_ptr(res, CR_C);
  if (c) cli_maybe_free(c);
}

static void res_tick(rt_object *res) {
  if (res->slots[CR_FLAGS] & RF_TICK) return;
  res->slots[CR_FLAGS] |= RF_TICK;
  rt__loop *l = rt__loop_get();
  rt__next_tick_c(l, res_emit, res);
}

static void set_flowing(rt_object *res) {
  if (res->slots[CR_FLAGS] & RF_FLOWING) return;
  res->slots[CR_FLAGS] |= RF_FLOWING;
  res_tick(res);
}

void *rt__client_res_get(rt_object *res, int what) {
  switch (what) {
  case 0: return rt__slot_ptr(res, CR_HTTP_VERSION);
  case 1: return rt__slot_ptr(res, CR_HEADERS);
  case 2: return rt__slot_ptr(res, CR_RAW_HEADERS);
  default: return (res->slots[CR_COMPLETE] & 0xFF) ? res : NULL;
  }
}

void rt__client_res_on(rt_object *res, const rt_closure *cb, int what) {
  if (what == 0 || what == 1) {
    rt__slot_set_ptr(res, CR_ONDATA, cb);
    if (what == 1) res->slots[CR_FLAGS] |= RF_BUFFERS;
    else res->slots[CR_FLAGS] &= ~(uint64_t)RF_BUFFERS;
    if (res->slots[CR_FLAGS] & RF_FLOWING) {
      hcli *c = rt__slot_ptr(res, CR_C);
      if (c && c->body.len) res_tick(res);
    } else {
      set_flowing(res);
    }
  } else if (what == 2) {
    rt__slot_set_ptr(res, CR_ONEND, cb);
  } else {
    hcli *c = rt__slot_ptr(res, CR_C);
    if (!(res->slots[CR_FLAGS] & RF_FLOWING) && c) cb_free(&c->body); /* resume() without a reader drops the body */
    set_flowing(res);
  }
}

rt_value rt_http_client_res_status_code(rt_object *res) {
  check_res(res);
  return rt_box_number(rt__slot_f64(res, CR_STATUS_CODE));
}

const rt_str *rt_http_client_res_status_message(rt_object *res) {
  check_res(res);
  return rt__slot_ptr(res, CR_STATUS_MESSAGE);
}

/* res.setEncoding('utf8'): chunks are strings (Kiln's default already);
 * any other encoding is refused. */
void rt_http_client_res_set_encoding(rt_object *res, rt_value enc) {
  if (!res || rt_heap_kind(res) != RT_KIND_OBJECT) rt_throw_error("TypeError", "Receiver must be an IncomingMessage");
  if (rt__is_string(enc)) {
    char *e = rt__utf8_of(rt_unbox_string(enc), NULL);
    bool ok = !strcasecmp(e, "utf8") || !strcasecmp(e, "utf-8");
    free(e);
    if (!ok) rt_throw_error("Error", "unsupported: setEncoding with an encoding other than utf8");
  }
  if (res->cls == &rt__client_res_class) res->slots[CR_FLAGS] &= ~(uint64_t)RF_BUFFERS;
}

/* ---- parsing ------------------------------------------------------------------------------ */

static int on_status(llhttp_t *p, const char *at, size_t n) {
  hcli *c = p->data;
  cb_add(&c->status, at, n);
  return 0;
}

static int on_header_field(llhttp_t *p, const char *at, size_t n) {
  hcli *c = p->data;
  if (!c->field_open) {
    c->field_open = true;
    if (c->nfields == c->capfields) {
      uint32_t cap = c->capfields ? c->capfields * 2 : 16;
      rt__hfield *f = realloc(c->fields, cap * sizeof *f);
      if (!f) rt__oom(cap * sizeof *f);
      c->fields = f;
      c->capfields = cap;
    }
    c->fields[c->nfields++] = (rt__hfield){(uint32_t)c->rhdr.len, 0, 0, 0};
  }
  cb_add(&c->rhdr, at, n);
  c->fields[c->nfields - 1].nlen += (uint32_t)n;
  return 0;
}

static int on_header_field_complete(llhttp_t *p) {
  hcli *c = p->data;
  c->field_open = false;
  c->fields[c->nfields - 1].value = (uint32_t)c->rhdr.len;
  return 0;
}

static int on_header_value(llhttp_t *p, const char *at, size_t n) {
  hcli *c = p->data;
  cb_add(&c->rhdr, at, n);
  c->fields[c->nfields - 1].vlen += (uint32_t)n;
  return 0;
}

static int on_header_value_complete(llhttp_t *p) {
  hcli *c = p->data;
  rt__hfield *f = &c->fields[c->nfields - 1];
  while (f->vlen && (c->rhdr.p[f->value + f->vlen - 1] == ' ' || c->rhdr.p[f->value + f->vlen - 1] == '\t')) f->vlen--;
  return 0;
}

static int on_headers_complete(llhttp_t *p) {
  hcli *c = p->data;
  if (p->status_code >= 100 && p->status_code < 200 && p->status_code != 101) { /* 100 Continue: not the response */
    c->nfields = 0;
    c->rhdr.len = 0;
    c->status.len = 0;
    return 0;
  }
  rt_array *raw;
  rt_object *headers = rt__http_headers_build(c->l, c->rhdr.p ? c->rhdr.p : "", c->rhdr.len, c->fields, c->nfields, &raw);
  rt_object *res = rt_object_new(&rt__client_res_class);
  const rt_str *v = p->http_major == 1 && p->http_minor == 0 ? RT__STR(s_v10) : RT__STR(s_v11);
  rt__slot_set_ptr(res, CR_HTTP_VERSION, v);
  rt__slot_set_f64(res, CR_STATUS_CODE, p->status_code);
  rt__slot_set_ptr(res, CR_STATUS_MESSAGE, rt__str_from_ascii(c->status.p ? c->status.p : "", c->status.len));
  rt__slot_set_ptr(res, CR_HEADERS, headers);
  rt__slot_set_ptr(res, CR_RAW_HEADERS, raw);
  res->slots[CR_COMPLETE] = 0;
  res->slots[CR_FLAGS] = 0;
  rt__slot_set_ptr(res, CR_C, c);
  rt_object *req = cli_req(c);
  rt__slot_set_ptr(req, CQ_RES, res);
  const rt_closure *cb = rt__slot_ptr(req, CQ_ONRESPONSE);
  if (cb) ((void (*)(void *, rt_object *))cb->fn)(cb->env, res);
  else rt__client_res_on(res, NULL, 3); /* nobody listens: the body is dumped */
  /* No body after HEAD, 204 or 304, whatever Content-Length says (a
   * server answering 204 with end("{}") sends the length of a body it
   * does not send): Node's client skips it too. */
  return c->bodiless || p->status_code == 204 || p->status_code == 304 ? 1 : 0;
}

static int on_body(llhttp_t *p, const char *at, size_t n) {
  hcli *c = p->data;
  rt_object *res = cli_res(c);
  if (!res) return 0;
  if (!(res->slots[CR_FLAGS] & RF_FLOWING) || c->body.len || (res->slots[CR_FLAGS] & RF_TICK)) {
    cb_add(&c->body, at, n); /* in order behind what waits for the reader */
    return 0;
  }
  if (rt__slot_ptr(res, CR_ONDATA)) deliver(c, res, at, n);
  return 0;
}

static int on_message_complete(llhttp_t *p) {
  hcli *c = p->data;
  rt_object *res = cli_res(c);
  c->done_reading = true;
  if (res) {
    res->slots[CR_COMPLETE] = 1;
    if (res->slots[CR_FLAGS] & RF_FLOWING) res_tick(res);
  }
  return HPE_PAUSED;
}

static const llhttp_settings_t cli_settings = {
    .on_status = on_status,
    .on_header_field = on_header_field,
    .on_header_field_complete = on_header_field_complete,
    .on_header_value = on_header_value,
    .on_header_value_complete = on_header_value_complete,
    .on_headers_complete = on_headers_complete,
    .on_body = on_body,
    .on_message_complete = on_message_complete,
};

/* ---- the connection ------------------------------------------------------------------------- */

static void on_alloc(uv_handle_t *h, size_t hint, uv_buf_t *buf) {
  (void)h;
  (void)hint;
  static _Thread_local char rbuf[65536];
  *buf = uv_buf_init(rbuf, sizeof rbuf);
}

static void on_read(uv_stream_t *s, ssize_t n, const uv_buf_t *buf) {
  hcli *c = s->data;
  if (n == 0) return;
  if (n < 0) { /* EOF or an error */
    if (!c->done_reading) {
      llhttp_errno_t e = n == UV_EOF ? llhttp_finish(&c->parser) : HPE_USER;
      if (e == HPE_OK && c->done_reading) {
        /* a body that ends with the connection */
      } else if (!cli_res(c) && !c->failed) {
        rt_object *err = rt_error_new("Error", "socket hang up");
        emit_error(c, err);
      }
    }
    cli_close(c);
    cli_maybe_free(c);
    rt__loop_drain(c->l);
    return;
  }
  if (c->done_reading) return;
  llhttp_errno_t e = llhttp_execute(&c->parser, buf->base, (size_t)n);
  if (e == HPE_PAUSED || c->done_reading) {
    uv_read_stop(s);
    cli_close(c);
  } else if (e != HPE_OK && !c->failed) {
    char msg[200];
    snprintf(msg, sizeof msg, "Parse Error: %s", llhttp_get_error_reason(&c->parser));
    emit_error(c, rt_error_new("Error", msg));
    cli_close(c);
  }
  cli_maybe_free(c);
  rt__loop_drain(c->l);
}

static void on_connect(uv_connect_t *r, int status) {
  hcli *c = r->data;
  if (c->failed) return;
  if (status < 0) {
    fail_sys(c, status, "connect");
    return;
  }
  c->connected = true;
  uv_read_start((uv_stream_t *)&c->tcp, on_alloc, on_read);
  cli_flush(c);
  rt__loop_drain(c->l);
}

static void cli_connect(hcli *c, const struct sockaddr *sa) {
  int r = uv_tcp_init(&c->l->uv, &c->tcp);
  if (r == 0) {
    c->tcp.data = c;
    c->tcp_open = true;
    uv_tcp_nodelay(&c->tcp, 1);
    c->creq.data = c;
    r = uv_tcp_connect(&c->creq, &c->tcp, sa, on_connect);
  }
  if (r < 0) fail_sys(c, r, "connect");
}

static void on_resolved(uv_getaddrinfo_t *g, int status, struct addrinfo *res) {
  hcli *c = g->data;
  if (status < 0 || !res) {
    if (res) uv_freeaddrinfo(res);
    fail_sys(c, status < 0 ? status : UV_EAI_NONAME, "getaddrinfo");
    return;
  }
  struct sockaddr_storage ss;
  memcpy(&ss, res->ai_addr, res->ai_addrlen);
  uv_freeaddrinfo(res);
  if (ss.ss_family == AF_INET) ((struct sockaddr_in *)&ss)->sin_port = htons((uint16_t)c->port);
  else ((struct sockaddr_in6 *)&ss)->sin6_port = htons((uint16_t)c->port);
  cli_connect(c, (const struct sockaddr *)&ss);
}

/* Starts on the next turn of the loop: errors reach listeners attached after the call. */
static void cli_start(void *env) {
  rt_object *req = env;
  hcli *c = rt__slot_ptr(req, CQ_C);
  if (!c || c->failed) return;
  struct sockaddr_in a4;
  struct sockaddr_in6 a6;
  const char *h = !strcmp(c->host, "localhost") ? "127.0.0.1" : c->host;
  if (uv_ip4_addr(h, c->port, &a4) == 0) {
    cli_connect(c, (const struct sockaddr *)&a4);
  } else if (uv_ip6_addr(h, c->port, &a6) == 0) {
    cli_connect(c, (const struct sockaddr *)&a6);
  } else {
    struct addrinfo hints = {.ai_family = AF_INET, .ai_socktype = SOCK_STREAM};
    c->gai.data = c;
    int r = uv_getaddrinfo(&c->l->uv, &c->gai, on_resolved, c->host, NULL, &hints);
    if (r < 0) fail_sys(c, r, "getaddrinfo");
  }
}

/* ---- http.request / http.get --------------------------------------------------------------- */

static char *opt_str(rt_value o, const rt_str *name) {
  if ((o >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return NULL;
  rt_value v = rt__object_get(o, name);
  if (v == RT_UNDEFINED || v == RT_NULL) return NULL;
  return rt__utf8_of(rt__is_string(v) ? rt_unbox_string(v) : rt_value_to_str(v), NULL);
}

/* "http://host[:port][/path]" into c (host, port, path); false if not http. */
static void parse_url(hcli *c, const char *u) {
  if (strncasecmp(u, "http://", 7)) {
    const char *colon = strchr(u, ':');
    char msg[200];
    if (colon && colon - u < 20) {
      snprintf(msg, sizeof msg, "Protocol \"%.*s:\" not supported. Expected \"http:\"", (int)(colon - u), u);
      rt_throw_error("TypeError [ERR_INVALID_PROTOCOL]", msg);
    }
    rt_throw_error("TypeError [ERR_INVALID_URL]", "Invalid URL");
  }
  const char *h = u + 7, *end = h + strcspn(h, "/?#");
  const char *hend = end, *port = NULL;
  if (*h == '[') { /* [v6] */
    const char *rb = memchr(h, ']', (size_t)(end - h));
    if (!rb) rt_throw_error("TypeError [ERR_INVALID_URL]", "Invalid URL");
    if (rb + 1 < end && rb[1] == ':') port = rb + 2;
    free(c->host);
    c->host = strndup(h + 1, (size_t)(rb - h - 1));
  } else {
    const char *colon = memchr(h, ':', (size_t)(end - h));
    if (colon) port = colon + 1, hend = colon;
    free(c->host);
    c->host = strndup(h, (size_t)(hend - h));
  }
  if (port && port < end) c->port = atoi(port);
  free(c->path);
  if (*end == '/' || *end == '?') {
    size_t n = strcspn(end, "#");
    c->path = *end == '?' ? NULL : strndup(end, n);
    if (!c->path) { /* "?q" without a path */
      c->path = malloc(n + 2);
      c->path[0] = '/';
      memcpy(c->path + 1, end, n);
      c->path[n + 1] = 0;
    }
  } else {
    c->path = strdup("/");
  }
}

static void apply_options(hcli *c, rt_value o) {
  if ((o >> RT_TAG_SHIFT) != RT_TAG_OBJECT) return;
  char *proto = opt_str(o, RT__STR(s_protocol));
  if (proto && strcasecmp(proto, "http:")) {
    char msg[200];
    snprintf(msg, sizeof msg, "Protocol \"%.100s\" not supported. Expected \"http:\"", proto);
    free(proto);
    rt_throw_error("TypeError [ERR_INVALID_PROTOCOL]", msg);
  }
  free(proto);
  char *v;
  if ((v = opt_str(o, RT__STR(s_hostname))) || (v = opt_str(o, RT__STR(s_host)))) {
    if (v[0] == '[' && v[strlen(v) - 1] == ']') {
      memmove(v, v + 1, strlen(v));
      v[strlen(v) - 1] = 0;
    }
    free(c->host);
    c->host = v;
  }
  if ((v = opt_str(o, RT__STR(s_port)))) {
    c->port = atoi(v);
    free(v);
  }
  if ((v = opt_str(o, RT__STR(s_path)))) {
    free(c->path);
    c->path = v;
  }
  if ((v = opt_str(o, RT__STR(s_method)))) {
    for (char *q = v; *q; q++) *q = (char)(*q >= 'a' && *q <= 'z' ? *q - 32 : *q);
    free(c->method);
    c->method = v;
  }
  rt_value hs = rt__object_get(o, RT__STR(s_headers));
  if ((hs >> RT_TAG_SHIFT) == RT_TAG_OBJECT) {
    const rt_object *h = rt_unbox_object(hs);
    if (rt_heap_kind(h) == RT_KIND_OBJECT && h->cls && h->cls->slot_names) {
      rt_object *req = cli_req(c);
      for (uint32_t i = 0; i < h->cls->nslots; i++) {
        const rt_str *name = h->cls->slot_names[i];
        if (!name || (h->cls->slot_types && h->cls->slot_types[i] == RT_SLOT_HIDDEN)) continue;
        rt_value val = rt__slot_value(h, i);
        if (val == RT_UNDEFINED) continue;
        rt_http_client_set_header(req, name, val);
      }
    }
  }
}

static rt_object *client_new(rt_value input, rt_value options, rt_value cb) {
  rt__loop *l = rt__loop_get();
  hcli *c = calloc(1, sizeof *c);
  if (!c) rt__oom(sizeof *c);
  c->l = l;
  c->host = strdup("localhost");
  c->method = strdup("GET");
  c->path = strdup("/");
  c->port = 80;
  rt_object *req = rt_object_new(&creq_class);
  rt__slot_set_ptr(req, CQ_C, c);
  if (rt__is_function(cb)) rt__slot_set_ptr(req, CQ_ONRESPONSE, rt_unbox_function(cb));
  c->root = rt__root_new(l, req);
  llhttp_init(&c->parser, HTTP_RESPONSE, &cli_settings);
  c->parser.data = c;
  if (rt__is_string(input)) {
    char *u = rt__utf8_of(rt_unbox_string(input), NULL);
    parse_url(c, u);
    free(u);
  } else if ((input >> RT_TAG_SHIFT) == RT_TAG_OBJECT) {
    char *href = opt_str(input, RT__STR(s_href)); /* a URL */
    if (href) {
      parse_url(c, href);
      free(href);
    } else {
      apply_options(c, input);
    }
  }
  apply_options(c, options);
  c->bodiless = !strcmp(c->method, "HEAD");
  rt__next_tick_c(l, cli_start, req);
  return req;
}

rt_object *rt_http_client_request(rt_value input, rt_value options, rt_value cb) {
  return client_new(input, options, cb);
}

/* http.get: a request whose end() is called at once. */
rt_object *rt_http_client_get(rt_value input, rt_value options, rt_value cb) {
  rt_object *req = client_new(input, options, cb);
  rt_http_client_end(req, RT_UNDEFINED);
  return req;
}
