/* http.c - node:http's server: HTTP/1.1 on libuv and llhttp, with Node 20's wire behaviour.
 *
 * Objects.  A Server, and per request an IncomingMessage (req) and a
 * ServerResponse (res), are GC objects with runtime classes, so console.log
 * prints them.  What the engine needs besides lives in malloc'd C structures
 * that point at them: hsrv (a listening socket), hconn (a connection: TCP
 * handle, llhttp parser, timer, output buffers) and hx (an exchange: one
 * request and its response).  The objects point back through hidden raw
 * slots that are cleared when the C side goes away, so a req or res kept by
 * the program after its connection closed stays valid and inert.
 *
 * Rooting.  An hsrv roots its Server while it listens or has connections;
 * an hx roots its res (which references its req) in the loop's root table
 * from the moment the request's head is parsed until the response is
 * finished and the request fully read, or the connection is gone.
 * Callbacks live in slots of those objects.
 *
 * Flow.  A read is parsed at once; the handler runs inside the parser's
 * headers-complete callback, as in Node, and body chunks are delivered (or
 * buffered until a data listener appears) from its body callback.  Responses
 * are written in request order: the response at the head of a connection's
 * queue writes into the connection's output buffer, the ones behind it into
 * their own, which move over when they reach the head.  Output is written
 * at the end of the macrotask (the loop calls http_flush after draining
 * microtasks): one write per batch of pipelined responses, like Node's
 * cork/uncork.  The parser pauses after a request that ends the connection
 * and when too many responses are pending (pipelining back-pressure).
 *
 * Wire format.  The response head follows Node 20's _storeHeader: the
 * user's headers in insertion order, then Date, Connection and Keep-Alive,
 * then Content-Length (end(body) before any write) or Transfer-Encoding:
 * chunked; HTTP/1.0 clients get no chunking and are closed; HEAD, 204 and
 * 304 carry no body.  Errors get Node's fixed answers: 400 for a malformed
 * request (llhttp in strict mode, so Content-Length with Transfer-Encoding,
 * duplicate lengths and bare LF are rejected: no request smuggling), 431
 * when URL plus header names and values reach maxHeaderSize (16384), 408
 * when the head does not arrive within headersTimeout, each followed by
 * closing the connection.
 *
 * Differences from Node, on purpose: server.close() sends Connection:
 * close on responses that have not started and closes those connections
 * once their responses are out (Node keeps them until the keep-alive
 * timeout); a client that half-closes after its request still gets the
 * response (Node ends the socket); timeouts are checked exactly instead of
 * every 30 s.  SIGINT/SIGTERM stop a program with servers gracefully: stop
 * accepting, finish in-flight requests, exit 0; a second signal kills.
 */
#define _GNU_SOURCE
#include "loop_internal.h"

#include <llhttp.h>
#include <math.h>
#include <netdb.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#define DEFAULT_HEADERS_TIMEOUT 60000.0
#define DEFAULT_REQUEST_TIMEOUT 300000.0
#define DEFAULT_KEEP_ALIVE_TIMEOUT 5000.0
#define DEFAULT_MAX_HEADER_SIZE 16384.0
#define MAX_HEADERS_COUNT 2000 /* Node's server.maxHeadersCount: the rest are ignored */
#define PIPELINE_MAX 32        /* pending responses before the parser pauses */
#define OUT_HOLD_MAX 65536     /* response bytes the client has not taken before the parser pauses */
#define BODY_HOLD_MAX 65536    /* body bytes buffered with no reader before reads stop */
#define LINGER_MS 2000         /* after our FIN: drain the client's input this long */
#define READ_BUF 65536

/* ---- byte buffers ---------------------------------------------------------------- */

typedef struct hbuf {
  char *p;
  size_t len, cap;
} hbuf;

static void hb_grow(hbuf *b, size_t need) {
  size_t cap = b->cap ? b->cap : 512;
  while (cap < need) cap *= 2;
  char *p = realloc(b->p, cap);
  if (!p) rt__oom(cap);
  b->p = p;
  b->cap = cap;
}

static inline void hb_add(hbuf *b, const void *p, size_t n) {
  if (b->len + n > b->cap) hb_grow(b, b->len + n);
  if (n) memcpy(b->p + b->len, p, n);
  b->len += n;
}

static inline void hb_cstr(hbuf *b, const char *s) { hb_add(b, s, strlen(s)); }

/* n in base 10 or 16, without printf (it shows in profiles). */
static void hb_num(hbuf *b, uint64_t n, unsigned base) {
  char d[24];
  int i = sizeof d;
  if (base == 10) /* constant divisors: multiplies, not a div instruction per digit */
    do {
      d[--i] = (char)('0' + n % 10);
      n /= 10;
    } while (n);
  else
    do {
      d[--i] = "0123456789abcdef"[n & 15];
      n >>= 4;
    } while (n);
  hb_add(b, d + i, sizeof d - (size_t)i);
}

static void hb_free(hbuf *b) {
  free(b->p);
  *b = (hbuf){0};
}

/* After a burst, a big buffer goes back to the allocator. */
static void hb_trim(hbuf *b) {
  if (b->len == 0 && b->cap > 256 * 1024) hb_free(b);
}

/* A header name or value as bytes: latin1, one byte per code unit (values are
 * validated to be below 256, as Node's checkInvalidHeaderChar does). */
static void hb_latin1(hbuf *b, const rt_str *s) {
  s = rt__flat(s);
  if (!(s->flags & RT_STR_WIDE)) {
    hb_add(b, rt_str_bytes(s), s->len);
    return;
  }
  const uint16_t *u = rt_str_units(s);
  if (b->len + s->len > b->cap) hb_grow(b, b->len + s->len);
  for (uint32_t i = 0; i < s->len; i++) b->p[b->len++] = (char)u[i];
}

/* Buffer.byteLength(s, 'utf8'): lone surrogates count as U+FFFD (3 bytes). */
static size_t utf8_len(const rt_str *s) {
  s = rt__flat(s);
  size_t n = s->len;
  if (!(s->flags & RT_STR_WIDE)) {
    return n + rt__latin1_high_count(rt_str_bytes(s), s->len);
  }
  const uint16_t *u = rt_str_units(s);
  n = 0;
  for (uint32_t i = 0; i < s->len; i++) {
    uint16_t c = u[i];
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xD800 && c < 0xDC00 && i + 1 < s->len && u[i + 1] >= 0xDC00 && u[i + 1] < 0xE000) n += 4, i++;
    else n += 3;
  }
  return n;
}

/* s as UTF-8; `need` its utf8_len if known, else SIZE_MAX. */
static void hb_utf8_n(hbuf *b, const rt_str *s, size_t need) {
  s = rt__flat(s);
  if (need == SIZE_MAX) need = utf8_len(s);
  if (b->len + need > b->cap) hb_grow(b, b->len + need);
  char *d = b->p + b->len;
  if (!(s->flags & RT_STR_WIDE)) {
    const uint8_t *p = rt_str_bytes(s);
    if (need == s->len) {
      memcpy(d, p, need);
    } else {
      for (uint32_t i = 0; i < s->len; i++) {
        if (p[i] < 0x80) *d++ = (char)p[i];
        else *d++ = (char)(0xC0 | (p[i] >> 6)), *d++ = (char)(0x80 | (p[i] & 0x3F));
      }
    }
    b->len += need;
    return;
  }
  const uint16_t *u = rt_str_units(s);
  for (uint32_t i = 0; i < s->len; i++) {
    uint32_t c = u[i];
    if (c >= 0xD800 && c < 0xE000) {
      if (c < 0xDC00 && i + 1 < s->len && u[i + 1] >= 0xDC00 && u[i + 1] < 0xE000)
        c = 0x10000 + ((c - 0xD800) << 10) + (u[++i] - 0xDC00u);
      else c = 0xFFFD;
    }
    if (c < 0x80) {
      *d++ = (char)c;
    } else if (c < 0x800) {
      *d++ = (char)(0xC0 | (c >> 6));
      *d++ = (char)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      *d++ = (char)(0xE0 | (c >> 12));
      *d++ = (char)(0x80 | ((c >> 6) & 0x3F));
      *d++ = (char)(0x80 | (c & 0x3F));
    } else {
      *d++ = (char)(0xF0 | (c >> 18));
      *d++ = (char)(0x80 | ((c >> 12) & 0x3F));
      *d++ = (char)(0x80 | ((c >> 6) & 0x3F));
      *d++ = (char)(0x80 | (c & 0x3F));
    }
  }
  b->len += need;
}

/* ---- classes -------------------------------------------------------------------- */

#define STR(name, lit) RT__STATIC_STR(name, lit)
STR(s_server, "Server");
STR(s_listening, "listening");
STR(s_headers_timeout, "headersTimeout");
STR(s_request_timeout, "requestTimeout");
STR(s_keep_alive_timeout, "keepAliveTimeout");
STR(s_incoming, "IncomingMessage");
STR(s_method, "method");
STR(s_url, "url");
STR(s_http_version, "httpVersion");
STR(s_headers, "headers");
STR(s_raw_headers, "rawHeaders");
STR(s_complete, "complete");
STR(s_response, "ServerResponse");
STR(s_status_code, "statusCode");
STR(s_status_message, "statusMessage");
STR(s_headers_sent, "headersSent");
STR(s_writable_ended, "writableEnded");
STR(s_send_date, "sendDate");
STR(s_address, "address");
STR(s_family, "family");
STR(s_port, "port");
STR(s_ipv4, "IPv4");
STR(s_ipv6, "IPv6");
STR(s_v11, "1.1");
STR(s_v10, "1.0");

#define BIT(i) ((uint64_t)1 << (i))

enum { SV_LISTENING, SV_HEADERS_TIMEOUT, SV_REQUEST_TIMEOUT, SV_KEEP_ALIVE_TIMEOUT, SV_MAX_HEADER_SIZE,
       SV_HANDLER, SV_CLOSE_CB, SV_C, SV_ASYNC, SV_EVENTS /* server.on(): an array of kind, listener, ... */,
       SV_NSLOTS };
static const rt_str *const server_names[SV_NSLOTS] = {RT__STR(s_listening), RT__STR(s_headers_timeout),
                                                     RT__STR(s_request_timeout), RT__STR(s_keep_alive_timeout)};
static const uint8_t server_types[SV_NSLOTS] = {RT_SLOT_BOOL,   RT_SLOT_F64,    RT_SLOT_F64,
                                                RT_SLOT_F64,    RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                                RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                                RT_SLOT_HIDDEN};
static const uint64_t server_refs[1] = {BIT(SV_HANDLER) | BIT(SV_CLOSE_CB) | BIT(SV_EVENTS)};

/* server.on(event, f): the kinds of listener SV_EVENTS holds. */
enum { SE_REQUEST, SE_REQUEST_ASYNC, SE_LISTENING, SE_ERROR, SE_ERROR_VALUE, SE_CLOSE };
static const rt_class server_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_server),
                                      .size = 16 + 8 * SV_NSLOTS, .nslots = SV_NSLOTS, .refs = server_refs,
                                      .slot_names = server_names, .slot_types = server_types};

enum { RQ_METHOD, RQ_URL, RQ_HTTP_VERSION, RQ_HEADERS, RQ_RAW_HEADERS, RQ_COMPLETE, RQ_ONDATA, RQ_ONEND,
       RQ_FLOWING, RQ_END_EMITTED, RQ_HX, RQ_BUFFERS /* 'data' gets Buffers */, RQ_ONERROR,
       RQ_ERROR_BOXED /* 'error' gets a boxed value */, RQ_NSLOTS };
static const rt_str *const req_names[RQ_NSLOTS] = {RT__STR(s_method),  RT__STR(s_url),
                                                  RT__STR(s_http_version), RT__STR(s_headers),
                                                  RT__STR(s_raw_headers),  RT__STR(s_complete)};
static const uint8_t req_types[RQ_NSLOTS] = {RT_SLOT_STR,    RT_SLOT_STR,    RT_SLOT_STR,    RT_SLOT_OBJECT,
                                             RT_SLOT_ARRAY,  RT_SLOT_BOOL,   RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                             RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                             RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const uint64_t req_refs[1] = {BIT(RQ_METHOD) | BIT(RQ_URL) | BIT(RQ_HTTP_VERSION) | BIT(RQ_HEADERS) |
                                     BIT(RQ_RAW_HEADERS) | BIT(RQ_ONDATA) | BIT(RQ_ONEND) | BIT(RQ_ONERROR)};
static const rt_class req_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_incoming),
                                   .size = 16 + 8 * RQ_NSLOTS, .nslots = RQ_NSLOTS, .refs = req_refs,
                                   .slot_names = req_names, .slot_types = req_types};

enum { RS_STATUS_CODE, RS_STATUS_MESSAGE, RS_HEADERS_SENT, RS_WRITABLE_ENDED, RS_SEND_DATE, RS_HEADERS,
       RS_REQ, RS_ONFINISH, RS_HX, RS_NSLOTS };
static const rt_str *const res_names[RS_NSLOTS] = {RT__STR(s_status_code), RT__STR(s_status_message),
                                                  RT__STR(s_headers_sent), RT__STR(s_writable_ended),
                                                  RT__STR(s_send_date)};
static const uint8_t res_types[RS_NSLOTS] = {RT_SLOT_F64,    RT_SLOT_STR,    RT_SLOT_BOOL,
                                             RT_SLOT_BOOL,   RT_SLOT_BOOL,   RT_SLOT_HIDDEN,
                                             RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const uint64_t res_refs[1] = {BIT(RS_STATUS_MESSAGE) | BIT(RS_HEADERS) | BIT(RS_REQ) | BIT(RS_ONFINISH)};
static const rt_class res_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_response),
                                   .size = 16 + 8 * RS_NSLOTS, .nslots = RS_NSLOTS, .refs = res_refs,
                                   .slot_names = res_names, .slot_types = res_types};

enum { AD_ADDRESS, AD_FAMILY, AD_PORT, AD_NSLOTS };
static const rt_str *const addr_names[AD_NSLOTS] = {RT__STR(s_address), RT__STR(s_family), RT__STR(s_port)};
static const uint8_t addr_types[AD_NSLOTS] = {RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_F64};
static const uint64_t addr_refs[1] = {BIT(AD_ADDRESS) | BIT(AD_FAMILY)};
static const rt_class addr_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = &rt__str_empty,
                                    .size = 16 + 8 * AD_NSLOTS, .nslots = AD_NSLOTS, .refs = addr_refs,
                                    .slot_names = addr_names, .slot_types = addr_types};

static inline bool sbool(const rt_object *o, uint32_t i) { return (o->slots[i] & 0xFF) != 0; }
static inline void sset_bool(rt_object *o, uint32_t i, bool b) { o->slots[i] = b; }

static void check_class(const rt_object *o, const rt_class *cls) {
  if (!o || rt_heap_kind(o) != RT_KIND_OBJECT || o->cls != cls) {
    char msg[128];
    snprintf(msg, sizeof msg, "Receiver must be an instance of %s", (const char *)rt_str_bytes(cls->name));
    rt_throw_error("TypeError", msg);
  }
}

/* ---- C structures ---------------------------------------------------------------- */

typedef struct hsrv hsrv;
typedef struct hconn hconn;
typedef struct hx hx;

struct rt__http { /* per loop */
  hsrv *servers;        /* listening or closing */
  hconn *dirty;         /* connections with output to write */
  hconn *resume;        /* connections whose parsing or reading may go on */
  uv_signal_t sig[2];   /* SIGINT, SIGTERM */
  bool sig_init, sig_on;
  int signalled;
  time_t date_sec;
  char date[40];
  struct hshape **shapes; /* interned req.headers shapes (open addressing by hash) */
  uint32_t nshapes, capshapes;
  hx *spare;            /* the last exchange freed, kept for the next request (no malloc/free pair each) */
  char *rbuf;           /* READ_BUF bytes: every read lands here and is parsed before the next;
                           malloc'd, not in this calloc'd struct, so that only the pages reads
                           reach are ever touched (start-up, idle RSS) */
};

struct hsrv {
  uv_tcp_t tcp; /* the listener; tcp.data = this */
  rt__loop *l;
  rt_object *obj; /* the Server, rooted by `root` */
  uint32_t root;
  bool closing, listener_closed;
  hconn *conns;
  uint32_t nconns;
  hsrv *next;
};

enum { TK_NONE, TK_HEADERS, TK_REQUEST, TK_KEEPALIVE, TK_LINGER };

struct hconn {
  uv_tcp_t tcp; /* tcp.data = timer.data = wreq.data = sreq.data = this */
  uv_timer_t timer;
  uv_write_t wreq;
  uv_shutdown_t sreq;
  llhttp_t parser;
  hsrv *srv;
  rt__loop *l;
  hconn *prev, *next;     /* the server's connections */
  hconn *dirty_next, *resume_next;
  hx *head, *tail;        /* exchanges whose responses are unfinished, in request order */
  uint32_t nqueue;
  hx *parsing;            /* the exchange whose request is being parsed */
  hbuf url, hdr;          /* the head being parsed: URL; header names and values */
  struct hfield {
    uint32_t name, nlen, value, vlen;
  } *fields;
  uint32_t nfields, capfields;
  size_t header_bytes;
  uint64_t msg_start;
  hbuf out;               /* to write */
  hbuf wbuf;              /* being written by uv_write */
  hbuf held;              /* received, not parsed: the parser is paused */
  int tkind;
  uint64_t deadline, timer_at;
  uint8_t closes;         /* handle closes still to come before free */
  bool field_open, overflow;
  uint32_t value_pieces;  /* of the current header value */
  const char *vend;       /* end of the last value piece in this execute, or NULL */
  const char *exec_start; /* the buffer being parsed */
  bool vend_at_end;       /* the last execute ended inside a value */
  bool timer_on, dirty, on_resume;
  bool writing, reading;
  bool paused;            /* llhttp paused; `held` keeps the rest */
  bool body_hold;         /* reads stopped: a body is buffered with no reader */
  bool no_more;           /* parse nothing more: end after the queued responses */
  bool read_eof;          /* the client half-closed */
  bool ending;            /* shut down once the output is written */
  bool shut;              /* FIN sent: discard input until EOF */
  bool linger;            /* input was (or is being) discarded: wait for the client's EOF */
  bool closed;            /* uv_close called */
  bool in_parse, destroy_pending;
};

struct hx {
  rt__loop *l;
  hconn *conn;            /* NULL once the connection is gone */
  hx *next;
  uint32_t root;          /* root slot: res (which references req); 0 before it exists */
  rt_object *req, *res;
  hbuf out;               /* response bytes while an earlier response is unfinished */
  hbuf body;              /* request body waiting for a data listener */
  int64_t content_length; /* Node's _contentLength, -1 when unknown */
  uint8_t carry[4], ncarry; /* a UTF-8 sequence split between body chunks */
  bool queued, parsing, rooted;
  bool header;            /* the head is stored (Node's _header) */
  bool header_sent;       /* ... and reached the connection's output */
  bool has_body, chunked, keep_alive, last, chunked_default, default_keep_alive;
  bool removed_conn, removed_cl, removed_te;
  bool expect_continue, sent100, finished, head_method;
};

static void conn_destroy(hconn *c);
static void conn_end(hconn *c);
static void conn_mark_dirty(hconn *c);
static void conn_want_resume(hconn *c);
static void conn_advance(hconn *c);
static void conn_deadline(hconn *c, int kind, double ms);
static void server_maybe_done(hsrv *s);

/* ---- per-loop state ---------------------------------------------------------------- */

static void http_flush(rt__loop *l);
static void http_shutdown(rt__loop *l);

static rt__http *http_get(rt__loop *l) {
  if (!l->http) {
    l->http = calloc(1, sizeof *l->http);
    if (!l->http) rt__oom(sizeof *l->http);
    l->http->rbuf = malloc(READ_BUF);
    if (!l->http->rbuf) rt__oom(READ_BUF);
    l->flush = http_flush;
    l->shutdown = http_shutdown;
  }
  return l->http;
}

/* Date: Sun, 29 Nov 2026 23:02:58 GMT (Node's utcDate, cached per second). */
static const char *http_date(rt__http *h) {
  static const char wd[7][4] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static const char mon[12][4] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                  "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  time_t now = time(NULL);
  if (now != h->date_sec) {
    /* the civil date of the day number (H. Hinnant's days_from_civil
     * inverted), not gmtime_r: glibc's reads /etc/localtime on first use,
     * a file read in the first request's path */
    int64_t days = (int64_t)now / 86400, secs = (int64_t)now % 86400;
    if (secs < 0) secs += 86400, days--;
    int64_t z = days + 719468, era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097, yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
    int mday = (int)(doy - (153 * mp + 2) / 5 + 1), month = (int)(mp < 10 ? mp + 3 : mp - 9);
    int64_t year = yoe + era * 400 + (month <= 2);
    int wday = (int)(((days % 7) + 11) % 7); /* 1970-01-01 was a Thursday */
    snprintf(h->date, sizeof h->date, "%s, %02d %s %04d %02d:%02d:%02d GMT", wd[wday], mday, mon[month - 1],
             (int)year, (int)(secs / 3600), (int)(secs / 60 % 60), (int)(secs % 60));
    h->date_sec = now;
  }
  return h->date;
}

/* http.STATUS_CODES of Node 20. */
static const char *status_text(int code) {
  switch (code) {
  case 100: return "Continue";
  case 101: return "Switching Protocols";
  case 102: return "Processing";
  case 103: return "Early Hints";
  case 200: return "OK";
  case 201: return "Created";
  case 202: return "Accepted";
  case 203: return "Non-Authoritative Information";
  case 204: return "No Content";
  case 205: return "Reset Content";
  case 206: return "Partial Content";
  case 207: return "Multi-Status";
  case 208: return "Already Reported";
  case 226: return "IM Used";
  case 300: return "Multiple Choices";
  case 301: return "Moved Permanently";
  case 302: return "Found";
  case 303: return "See Other";
  case 304: return "Not Modified";
  case 305: return "Use Proxy";
  case 307: return "Temporary Redirect";
  case 308: return "Permanent Redirect";
  case 400: return "Bad Request";
  case 401: return "Unauthorized";
  case 402: return "Payment Required";
  case 403: return "Forbidden";
  case 404: return "Not Found";
  case 405: return "Method Not Allowed";
  case 406: return "Not Acceptable";
  case 407: return "Proxy Authentication Required";
  case 408: return "Request Timeout";
  case 409: return "Conflict";
  case 410: return "Gone";
  case 411: return "Length Required";
  case 412: return "Precondition Failed";
  case 413: return "Payload Too Large";
  case 414: return "URI Too Long";
  case 415: return "Unsupported Media Type";
  case 416: return "Range Not Satisfiable";
  case 417: return "Expectation Failed";
  case 418: return "I'm a Teapot";
  case 421: return "Misdirected Request";
  case 422: return "Unprocessable Entity";
  case 423: return "Locked";
  case 424: return "Failed Dependency";
  case 425: return "Too Early";
  case 426: return "Upgrade Required";
  case 428: return "Precondition Required";
  case 429: return "Too Many Requests";
  case 431: return "Request Header Fields Too Large";
  case 451: return "Unavailable For Legal Reasons";
  case 500: return "Internal Server Error";
  case 501: return "Not Implemented";
  case 502: return "Bad Gateway";
  case 503: return "Service Unavailable";
  case 504: return "Gateway Timeout";
  case 505: return "HTTP Version Not Supported";
  case 506: return "Variant Also Negotiates";
  case 507: return "Insufficient Storage";
  case 508: return "Loop Detected";
  case 509: return "Bandwidth Limit Exceeded";
  case 510: return "Not Extended";
  case 511: return "Network Authentication Required";
  default: return NULL;
  }
}

/* http.STATUS_CODES: an object of code -> text, one per thread (module
 * state, as each worker has its own), made on first use. */
rt_object *rt_http_status_codes(void) {
  static _Thread_local rt_object *codes; /* (the collector scans TLS) */
  if (!codes) {
    rt_object *d = rt_dict_new();
    for (int code = 100; code < 600; code++) {
      const char *t = status_text(code);
      if (!t) continue;
      char k[4] = {(char)('0' + code / 100), (char)('0' + code / 10 % 10), (char)('0' + code % 10), 0};
      rt_dict_set(d, rt__str_from_ascii(k, 3), rt_box_string(rt__str_from_ascii(t, strlen(t))));
    }
    codes = d;
  }
  return codes;
}

/* http.METHODS: the methods llhttp parses, sorted (Node 20's list). */
rt_array *rt_http_methods(void) {
  static const char *const names[] = {"ACL", "BIND", "CHECKOUT", "CONNECT", "COPY", "DELETE", "GET", "HEAD", "LINK",
                                      "LOCK", "M-SEARCH", "MERGE", "MKACTIVITY", "MKCALENDAR", "MKCOL", "MOVE", "NOTIFY",
                                      "OPTIONS", "PATCH", "POST", "PROPFIND", "PROPPATCH", "PURGE", "PUT", "QUERY",
                                      "REBIND", "REPORT", "SEARCH", "SOURCE", "SUBSCRIBE", "TRACE", "UNBIND", "UNLINK",
                                      "UNLOCK", "UNSUBSCRIBE"};
  static _Thread_local rt_array *methods;
  if (!methods) {
    rt_array *a = rt_array_new(RT_ELEM_PTR, sizeof names / sizeof *names);
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) rt_array_push(a, rt_box_string(rt__str_from_ascii(names[i], strlen(names[i]))));
    methods = a;
  }
  return methods;
}

/* ---- strings and header rules ------------------------------------------------------ */

static inline char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? (char)(c + 32) : c; }

/* s equals the lower-case ASCII `lit`, ignoring case. */
static bool str_ieq(const rt_str *s, const char *lit, size_t n) {
  if (s->len != n) return false;
  for (uint32_t i = 0; i < n; i++) {
    uint16_t c = rt__str_at(s, i);
    if (c >= 'A' && c <= 'Z') c += 32;
    if (c != (uint8_t)lit[i]) return false;
  }
  return true;
}

static bool str_ieq_str(const rt_str *a, const rt_str *b) {
  if (a == b) return true; /* the usual case: the same constant or interned name */
  if (a->len != b->len) return false;
  for (uint32_t i = 0; i < a->len; i++) {
    uint16_t x = rt__str_at(a, i), y = rt__str_at(b, i);
    if (x >= 'A' && x <= 'Z') x += 32;
    if (y >= 'A' && y <= 'Z') y += 32;
    if (x != y) return false;
  }
  return true;
}

/* Per byte: 1 in Node's checkIsHttpToken set /[\^_`a-zA-Z\-0-9!#$%&'*+.|~]/,
 * 2 in what checkInvalidHeaderChar lets through /[\t\x20-\x7e\x80-\xff]/. */
static uint8_t hdr_char[256];
static void hdr_char_init(void) {
  if (hdr_char['a']) return;
  uint8_t t[256] = {0};
  for (int c = 0; c < 256; c++) {
    if (c == '\t' || (c >= 0x20 && c <= 0x7E) || c >= 0x80) t[c] |= 2;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || strchr("^_`-!#$%&'*+.|~", c))
      t[c] |= c ? 1 : 0;
  }
  memcpy(hdr_char, t, sizeof t); /* (threads may race here: they write the same bytes) */
}
/* The hdr_char bits that every code unit of s has (units above 0xFF: none). */
static uint8_t chars_and(const rt_str *s) {
  hdr_char_init();
  s = rt__flat(s);
  uint8_t acc = 3;
  if (!(s->flags & RT_STR_WIDE)) {
    const uint8_t *p = rt_str_bytes(s);
    for (uint32_t i = 0; i < s->len; i++) acc &= hdr_char[p[i]];
    return acc;
  }
  const uint16_t *u = rt_str_units(s);
  for (uint32_t i = 0; i < s->len && acc; i++) acc &= u[i] > 0xFF ? 0 : hdr_char[u[i]];
  return acc;
}

/* Whether every code unit of s has `bit` in hdr_char.  A compiler-emitted
 * string (the usual header name and value, the "OK" status message) never
 * changes nor goes away, so its answer is kept by address: each response
 * checked "Content-Type", "application/json" and "OK" byte by byte. */
#define STATIC_CHARS 16u /* (the hash below takes 4 bits) */
static _Thread_local struct {
  const rt_str *s;
  uint8_t acc;
} static_chars[STATIC_CHARS];
static bool all_chars(const rt_str *s, uint8_t bit) {
  if (s->gc != RT_GC_STATIC) return (chars_and(s) & bit) != 0;
  unsigned h = (unsigned)(((uint64_t)(uintptr_t)s * 0x9E3779B97F4A7C15u) >> 60); /* of STATIC_CHARS = 16 */
  if (static_chars[h].s != s) {
    static_chars[h].acc = chars_and(s);
    static_chars[h].s = s;
  }
  return (static_chars[h].acc & bit) != 0;
}

/* Node's checkIsHttpToken: /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/ */
static bool is_token(const rt_str *s) { return s->len && all_chars(s, 1); }

/* Node's checkInvalidHeaderChar: /[^\t\x20-\x7e\x80-\xff]/ */
static bool has_bad_char(const rt_str *s) { return !all_chars(s, 2); }

/* Node's /(?:^|\W)word(?:$|\W)/i on a header value. */
static bool has_word(const rt_str *s, const char *word) {
  size_t n = strlen(word);
  for (uint32_t i = 0; i + n <= s->len; i++) {
    if (i > 0) {
      uint16_t p = rt__str_at(s, i - 1);
      if ((p >= 'a' && p <= 'z') || (p >= 'A' && p <= 'Z') || (p >= '0' && p <= '9') || p == '_') continue;
    }
    size_t k = 0;
    for (; k < n; k++) {
      uint16_t c = rt__str_at(s, i + (uint32_t)k);
      if (c >= 'A' && c <= 'Z') c += 32;
      if (c != (uint8_t)word[k]) break;
    }
    if (k < n) continue;
    if (i + n == s->len) return true;
    uint16_t q = rt__str_at(s, i + (uint32_t)n);
    if (!((q >= 'a' && q <= 'z') || (q >= 'A' && q <= 'Z') || (q >= '0' && q <= '9') || q == '_')) return true;
  }
  return false;
}

static const rt_str *cstr(const char *s) { return rt__str_from_ascii(s, strlen(s)); }

/* A NUL-terminated copy of an rt_str for messages (latin1 bytes, truncated). */
static void str_to_c(const rt_str *s, char *buf, size_t size) {
  size_t n = 0;
  for (uint32_t i = 0; s && i < s->len && n + 1 < size; i++) {
    uint16_t c = rt__str_at(s, i);
    buf[n++] = c < 128 ? (char)c : '?';
  }
  buf[n] = 0;
}

_Noreturn static void throw_header(const char *kind, const char *fmt, const rt_str *name) {
  char n[200], msg[300];
  str_to_c(name, n, sizeof n);
  snprintf(msg, sizeof msg, fmt, n);
  rt_throw_error(kind, msg);
}

static void validate_name(const rt_str *name) {
  if (!name || !is_token(name))
    throw_header("TypeError [ERR_INVALID_HTTP_TOKEN]", "Header name must be a valid HTTP token [\"%s\"]", name);
}

static void validate_value1(const rt_str *name, rt_value v) {
  if (v == RT_UNDEFINED)
    throw_header("TypeError [ERR_HTTP_INVALID_HEADER_VALUE]", "Invalid value \"undefined\" for header \"%s\"", name);
  if (rt__is_string(v) && has_bad_char(rt_unbox_string(v)))
    throw_header("TypeError [ERR_INVALID_CHAR]", "Invalid character in header content [\"%s\"]", name);
}

static void validate_value(const rt_str *name, rt_value v) {
  if (rt_array_is_array(v)) {
    const rt_array *a = rt_unbox_object(v);
    for (uint32_t i = 0; i < a->length; i++) validate_value1(name, rt_array_get(a, i));
    return;
  }
  validate_value1(name, v);
}

static const rt_str *value_str(rt_value v) {
  if (rt__is_string(v)) return rt_unbox_string(v);
  const rt_str *s = rt_value_to_str(v);
  if (has_bad_char(s)) rt_throw_error("TypeError [ERR_INVALID_CHAR]", "Invalid character in header content");
  return s;
}

/* ---- exchanges ----------------------------------------------------------------------- */

static hx *res_hx(const rt_object *res) { return rt__slot_ptr(res, RS_HX); }
static hx *req_hx(const rt_object *req) { return rt__slot_ptr(req, RQ_HX); }

/* Frees x once neither the response queue nor the parser needs it. */
static void hx_maybe_free(hx *x) {
  if (x->queued || x->parsing) return;
  if (x->rooted) {
    rt__slot_set_ptr(x->res, RS_HX, NULL);
    rt__slot_set_ptr(x->req, RQ_HX, NULL);
    rt__root_free(x->l, x->root);
  }
  hb_free(&x->out);
  hb_free(&x->body);
  rt__http *h = x->l->http;
#if defined(__SANITIZE_ADDRESS__) /* (ASan sees a use after free only when x is freed) */
  h = NULL;
#endif
  if (h && !h->spare) h->spare = x;
  else free(x);
}

/* Where x's response bytes go now. */
static hbuf *hx_out(hx *x) {
  hconn *c = x->conn;
  if (c && c->head == x) {
    conn_mark_dirty(c);
    return &c->out;
  }
  return &x->out;
}

/* ---- request body delivery --------------------------------------------------------- */

/* ---- calling the program ---------------------------------------------------------------
 *
 * The handler and a request's 'data' and 'end' listeners run under rt_try.
 * One that throws fails its own request only: the response becomes a 500
 * (or, if its head is already out, is cut short and the connection closed),
 * the error goes to stderr as Node prints an uncaught exception, and the
 * server goes on serving.  Node itself would crash the whole process there;
 * one bad request taking every other client's connection down is not what a
 * service wants, so Kiln departs from Node on purpose (docs/ARCHITECTURE.md). */

typedef struct {
  const rt_closure *f;
  rt_object *a, *b; /* the handler's (req, res) */
  const rt_str *s;  /* a 'data' chunk */
  int kind;         /* 0 handler, 1 'data', 2 'end', 3 an async handler */
  rt_object *ret;   /* what an async handler returned: its promise */
} hcall;

static void hcall_run(void *p) {
  hcall *k = p;
  if (k->kind == 0) ((void (*)(void *, rt_object *, rt_object *))k->f->fn)(k->f->env, k->a, k->b);
  else if (k->kind == 3) k->ret = ((rt_object * (*)(void *, rt_object *, rt_object *)) k->f->fn)(k->f->env, k->a, k->b);
  else if (k->kind == 1) ((void (*)(void *, const rt_str *))k->f->fn)(k->f->env, k->s);
  else ((void (*)(void *))k->f->fn)(k->f->env);
}

RT__STATIC_STR(s_async_failed, "asyncHandlerFailed");

/* An async handler's promise was rejected: as a throw from a handler. */
static rt_value async_failed(void *env, rt_value reason) {
  rt_report_error(reason);
  rt_http_res_fail(env);
  return RT_UNDEFINED;
}

/* Runs k; if it throws, reports the error and fails res (when known).  An
 * async handler's promise gets a rejection reaction doing the same (so it is
 * never an unhandled rejection, which would end the process). */
static bool hcall_guarded(hcall *k, rt_object *res) {
  rt_value thrown;
  if (!rt_try(hcall_run, k, &thrown)) {
    if (k->kind == 3 && k->ret && rt_promise_is(rt_box_object(k->ret)))
      rt_promise_then(k->ret, RT_UNDEFINED,
                      rt_box_function(rt_closure_new((void *)async_failed, res, RT__STR(s_async_failed))));
    return true;
  }
  rt_report_error(thrown);
  if (res) rt_http_res_fail(res);
  return false;
}

/* A 'data', 'end' or 'finish' slot holds a VALUE array of the listeners,
 * called in the order they were added, as Node's emit calls them: those
 * added during the emit wait for the next one, and a listener that throws
 * stops the rest (its error fails the response). */
static void listener_add(rt_object *o, int slot, const rt_closure *cb) {
  rt_array *a = rt__slot_ptr(o, slot);
  if (!a) {
    a = rt_array_new(RT_ELEM_VALUE, 1);
    rt__slot_set_ptr(o, slot, a);
  }
  rt_array_push_value(a, rt_box_function(cb));
}

static void listeners_call(const rt_array *a, int kind, const rt_str *s, rt_object *res) {
  uint32_t n = a ? a->length : 0;
  for (uint32_t i = 0; i < n && i < a->length; i++) {
    hcall k = {rt_unbox_function(rt_array_get(a, i)), NULL, NULL, s, kind, NULL};
    if (!hcall_guarded(&k, res)) return;
  }
}

static void call_data(const rt_object *req, const rt_str *s) {
  hx *x = req_hx(req);
  listeners_call(rt__slot_ptr(req, RQ_ONDATA), 1, s, x ? x->res : NULL);
}

/* Decodes body bytes as UTF-8, keeping a sequence cut at the end for the next chunk. */
static const rt_str *body_decode(hx *x, const char *p, size_t n) {
  char small[512];
  char *buf = small;
  size_t len = x->ncarry + n;
  if (len > sizeof small) buf = rt__tmp_alloc(len);
  memcpy(buf, x->carry, x->ncarry);
  memcpy(buf + x->ncarry, p, n);
  size_t cut = len;
  for (size_t back = 1; back <= 3 && back <= len; back++) {
    uint8_t b = (uint8_t)buf[len - back];
    if ((b & 0xC0) == 0x80) continue; /* a continuation byte: look further back */
    size_t need = b >= 0xF0 && b < 0xF8 ? 4 : b >= 0xE0 && b < 0xF0 ? 3 : b >= 0xC0 && b < 0xE0 ? 2 : 1;
    if (need > back) cut = len - back;
    break;
  }
  x->ncarry = (uint8_t)(len - cut);
  memcpy(x->carry, buf + cut, x->ncarry);
  const rt_str *s = rt__str_from_utf8(buf, cut);
  if (buf != small) rt__tmp_free(buf);
  return s;
}

/* Body bytes to the 'data' listener: a Buffer (RQ_BUFFERS), else UTF-8 text. */
static void deliver(rt_object *req, hx *x, const char *p, size_t n) {
  if (sbool(req, RQ_BUFFERS)) call_data(req, (const rt_str *)(const void *)rt__buffer_from_bytes(p, n));
  else call_data(req, body_decode(x, p, n));
}

/* The tick that catches a late reader up: buffered data, then 'end'. */
static void req_emit(void *env) {
  rt_object *req = env;
  hx *x = req_hx(req);
  if (!sbool(req, RQ_FLOWING)) return;
  if (x && x->body.len) {
    hbuf b = x->body;
    x->body = (hbuf){0};
    if (rt__slot_ptr(req, RQ_ONDATA)) deliver(req, x, b.p, b.len);
    hb_free(&b);
    if (x->conn && x->conn->body_hold) conn_want_resume(x->conn);
  }
  if (sbool(req, RQ_COMPLETE) && !sbool(req, RQ_END_EMITTED)) {
    x = req_hx(req);
    if (x && x->ncarry && rt__slot_ptr(req, RQ_ONDATA)) { /* a cut sequence at the end: U+FFFD */
      size_t n = x->ncarry;
      x->ncarry = 0;
      call_data(req, rt__str_from_utf8((const char *)x->carry, n));
    }
    sset_bool(req, RQ_END_EMITTED, true);
    listeners_call(rt__slot_ptr(req, RQ_ONEND), 2, NULL, x ? x->res : NULL);
  }
}

static void req_set_flowing(rt_object *req) {
  if (sbool(req, RQ_FLOWING)) return;
  sset_bool(req, RQ_FLOWING, true);
  hx *x = req_hx(req);
  rt__loop *l = x ? x->l : rt__loop_get();
  rt__next_tick_c(l, req_emit, req);
}

/* Node's req._dump() when the response finishes first: the body is read
 * and dropped, and 'end' still comes. */
static void req_dump(rt_object *req) {
  if (sbool(req, RQ_FLOWING)) return;
  req->slots[RQ_ONDATA] = 0;
  hx *x = req_hx(req);
  if (x) {
    hb_free(&x->body);
    if (x->conn && x->conn->body_hold) conn_want_resume(x->conn);
  }
  req_set_flowing(req);
}

/* ---- the response head: Node's writeHead and _storeHeader -------------------------- */

typedef struct hstate {
  bool connection, cont_len, te, date, expect, trailer;
} hstate;

static void match_header(hx *x, hstate *st, const rt_str *key, const rt_str *val) {
  if (key->len < 4 || key->len > 17) return;
  if (str_ieq(key, "connection", 10)) {
    st->connection = true;
    x->removed_conn = false;
    if (has_word(val, "close")) x->last = true;
    else x->keep_alive = true;
  } else if (str_ieq(key, "transfer-encoding", 17)) {
    st->te = true;
    x->removed_te = false;
    if (has_word(val, "chunked")) x->chunked = true;
  } else if (str_ieq(key, "content-length", 14)) {
    st->cont_len = true;
    x->removed_cl = false;
  } else if (str_ieq(key, "date", 4)) {
    st->date = true;
  } else if (str_ieq(key, "expect", 6)) {
    st->expect = true;
  } else if (str_ieq(key, "trailer", 7)) {
    st->trailer = true;
  } else if (str_ieq(key, "keep-alive", 10)) {
    x->default_keep_alive = false;
  }
}

static void store_one(hx *x, hbuf *b, hstate *st, const rt_str *key, rt_value v, bool validate) {
  if (validate) validate_value1(key, v);
  const rt_str *val = value_str(v);
  hb_latin1(b, key);
  hb_add(b, ": ", 2);
  hb_latin1(b, val);
  hb_add(b, "\r\n", 2);
  match_header(x, st, key, val);
}

/* Node's processHeader: an array value is one line per element, except a
 * Cookie header, whose elements are joined with "; ". */
static void process_header(hx *x, hbuf *b, hstate *st, const rt_str *key, rt_value v, bool validate) {
  if (validate) validate_name(key);
  if (rt_array_is_array(v)) {
    const rt_array *a = rt_unbox_object(v);
    if (a->length < 2 || !str_ieq(key, "cookie", 6)) {
      for (uint32_t i = 0; i < a->length; i++) store_one(x, b, st, key, rt_array_get(a, i), validate);
      return;
    }
    const rt_str *j = rt_array_join(a, rt_box_string(cstr("; ")));
    v = rt_box_string(j);
  }
  store_one(x, b, st, key, v, validate);
}

/* The property names and values of an object (its visible slots), boxed. */
static rt_value slot_value(const rt_object *o, uint32_t i) {
  uint64_t w = o->slots[i];
  switch (o->cls->slot_types ? o->cls->slot_types[i] : RT_SLOT_VALUE) {
  case RT_SLOT_F64: return rt_box_number(rt__slot_f64(o, i));
  case RT_SLOT_I32: return rt_box_number((int32_t)(uint32_t)w);
  case RT_SLOT_BOOL: return rt_box_bool((w & 0xFF) != 0);
  case RT_SLOT_STR: return !w ? RT_UNDEFINED : w >> RT_TAG_SHIFT ? w : rt_box_string((const rt_str *)(uintptr_t)w);
  case RT_SLOT_FUNCTION:
    return !w ? RT_UNDEFINED : w >> RT_TAG_SHIFT ? w : rt_box_function((const rt_closure *)(uintptr_t)w);
  case RT_SLOT_OBJECT:
  case RT_SLOT_ARRAY: return !w ? RT_NULL : w >> RT_TAG_SHIFT ? w : rt_box_object((const void *)(uintptr_t)w);
  default: return w;
  }
}

static bool slot_visible(const rt_class *cls, uint32_t i) {
  return cls->slot_names && cls->slot_names[i] && (!cls->slot_types || cls->slot_types[i] != RT_SLOT_HIDDEN);
}

/* Headers passed to writeHead as they are (no setHeader before): an object
 * or a flat [name, value, ...] array (or an array of pairs). */
static void process_given(hx *x, hbuf *b, hstate *st, rt_value headers) {
  uint64_t tag = headers >> RT_TAG_SHIFT;
  if (tag != RT_TAG_OBJECT) return;
  const void *o = rt_unbox_object(headers);
  if (rt_heap_kind(o) == RT_KIND_ARRAY) {
    const rt_array *a = o;
    if (a->length && rt_array_is_array(rt_array_get(a, 0))) {
      for (uint32_t i = 0; i < a->length; i++) {
        const rt_array *e = rt_unbox_object(rt_array_get(a, i));
        rt_value k = rt_array_get(e, 0);
        process_header(x, b, st, rt__is_string(k) ? rt_unbox_string(k) : rt_value_to_str(k), rt_array_get(e, 1),
                       true);
      }
      return;
    }
    if (a->length % 2) rt_throw_error("TypeError [ERR_INVALID_ARG_VALUE]", "The argument 'headers' is invalid.");
    for (uint32_t i = 0; i < a->length; i += 2) {
      rt_value k = rt_array_get(a, i);
      process_header(x, b, st, rt__is_string(k) ? rt_unbox_string(k) : rt_value_to_str(k), rt_array_get(a, i + 1),
                     true);
    }
    return;
  }
  const rt_object *ob = o;
  if (rt__is_dict(ob)) { /* a Record<string, string>, or a literal with a spread of one */
    uint32_t count;
    uint32_t *order = rt__dict_order(ob, &count);
    for (uint32_t q = 0; q < count; q++) {
      const rt__map_entry *me = &rt__map_entries(rt__dict_map(ob))[order[q]];
      process_header(x, b, st, rt_unbox_string(me->key), me->value, true);
    }
    free(order);
    return;
  }
  for (uint32_t i = 0; ob->cls && i < ob->cls->nslots; i++)
    if (slot_visible(ob->cls, i)) process_header(x, b, st, ob->cls->slot_names[i], slot_value(ob, i), true);
}

static rt__http *hx_http(hx *x) { return http_get(x->l); }

/* Node's _storeHeader; writes the head into x's output. */
static void store_header(hx *x, rt_object *res, int status, bool out_headers, rt_value given) {
  hbuf *b = hx_out(x);
  hstate st = {0};
  hb_cstr(b, "HTTP/1.1 ");
  hb_num(b, (uint64_t)status, 10);
  hb_add(b, " ", 1);
  hb_latin1(b, (const rt_str *)rt__slot_ptr(res, RS_STATUS_MESSAGE));
  hb_add(b, "\r\n", 2);
  if (out_headers) {
    const rt_array *a = rt__slot_ptr(res, RS_HEADERS);
    for (uint32_t i = 0; a && i + 1 < a->length; i += 2) {
      const rt_value *d = a->data;
      process_header(x, b, &st, rt_unbox_string(d[i]), d[i + 1], false);
    }
  } else {
    process_given(x, b, &st, given);
  }
  b = hx_out(x); /* (a header value's String() cannot move it, but stay safe) */
  if (sbool(res, RS_SEND_DATE) && !st.date) {
    hb_cstr(b, "Date: ");
    hb_cstr(b, http_date(hx_http(x)));
    hb_add(b, "\r\n", 2);
  }
  if (x->conn && x->conn->srv->closing) x->keep_alive = false; /* server.close(): last answers */
  if (x->chunked && (status == 204 || status == 304)) {
    x->chunked = false;
    x->keep_alive = false;
  }
  if (x->removed_conn) {
    x->last = !x->keep_alive;
  } else if (!st.connection) {
    bool send_ka = x->keep_alive && (st.cont_len || x->chunked_default);
    if (send_ka) {
      hb_cstr(b, "Connection: keep-alive\r\n");
      double ka = x->conn ? rt__slot_f64(x->conn->srv->obj, SV_KEEP_ALIVE_TIMEOUT) : DEFAULT_KEEP_ALIVE_TIMEOUT;
      if (ka > 0 && x->default_keep_alive) {
        hb_cstr(b, "Keep-Alive: timeout=");
        hb_num(b, (uint64_t)(ka / 1000), 10);
        hb_add(b, "\r\n", 2);
      }
    } else {
      x->last = true;
      hb_cstr(b, "Connection: close\r\n");
    }
  }
  if (!st.cont_len && !st.te) {
    if (!x->has_body) {
      x->chunked = false;
    } else if (!x->chunked_default) {
      x->last = true;
    } else if (!st.trailer && !x->removed_cl && x->content_length >= 0) {
      hb_cstr(b, "Content-Length: ");
      hb_num(b, (uint64_t)x->content_length, 10);
      hb_add(b, "\r\n", 2);
    } else if (!x->removed_te) {
      hb_cstr(b, "Transfer-Encoding: chunked\r\n");
      x->chunked = true;
    } else {
      x->last = true;
    }
  }
  hb_add(b, "\r\n", 2);
  x->header = true;
  x->header_sent = x->conn && x->conn->head == x;
  sset_bool(res, RS_HEADERS_SENT, true);
}

static rt_array *res_headers(rt_object *res, bool create) {
  rt_array *a = rt__slot_ptr(res, RS_HEADERS);
  if (!a && create) {
    a = rt_array_new(RT_ELEM_VALUE, 8);
    rt__slot_set_ptr(res, RS_HEADERS, a);
  }
  return a;
}

static int32_t header_find(const rt_array *a, const rt_str *name) {
  for (uint32_t i = 0; a && i + 1 < a->length; i += 2)
    if (str_ieq_str(rt_unbox_string(((const rt_value *)a->data)[i]), name)) return (int32_t)i;
  return -1;
}

static void header_delete(rt_array *a, int32_t i) {
  rt_value *d = a->data;
  memmove(d + i, d + i + 2, (a->length - (uint32_t)i - 2) * sizeof *d);
  rt_array_set_length(a, a->length - 2);
}

static void headers_sent_error(const char *what) {
  char msg[96];
  snprintf(msg, sizeof msg, "Cannot %s headers after they are sent to the client", what);
  rt_throw_error("Error [ERR_HTTP_HEADERS_SENT]", msg);
}

/* Node's removeHeader, without the sent check. */
static void remove_header(rt_object *res, const rt_str *name) {
  hx *x = res_hx(res);
  if (x) {
    if (str_ieq(name, "connection", 10)) x->removed_conn = true;
    else if (str_ieq(name, "content-length", 14)) x->removed_cl = true;
    else if (str_ieq(name, "transfer-encoding", 17)) x->removed_te = true;
  }
  if (str_ieq(name, "date", 4)) sset_bool(res, RS_SEND_DATE, false);
  rt_array *a = res_headers(res, false);
  int32_t i = header_find(a, name);
  if (i >= 0) header_delete(a, i);
}

static void set_header(rt_object *res, const rt_str *name, rt_value v) {
  rt_array *a = res_headers(res, true);
  int32_t i = header_find(a, name);
  if (i >= 0) {
    ((rt_value *)a->data)[i] = rt_box_string(name);
    ((rt_value *)a->data)[i + 1] = v;
    return;
  }
  rt_array_push_value(a, rt_box_string(name));
  rt_array_push_value(a, v);
}

static void write_head(rt_object *res, double code, const rt_str *reason, rt_value obj) {
  hx *x = res_hx(res);
  if (sbool(res, RS_HEADERS_SENT)) headers_sent_error("write");
  int32_t status = rt_to_int32(code);
  if (status < 100 || status > 999) {
    char msg[80];
    char num[RT__NUM_BUF];
    rt__num_fmt(code, num);
    snprintf(msg, sizeof msg, "Invalid status code: %s", num);
    rt_throw_error("RangeError [ERR_HTTP_INVALID_STATUS_CODE]", msg);
  }
  if (reason) {
    rt__slot_set_ptr(res, RS_STATUS_MESSAGE, reason);
  } else if (!rt__slot_ptr(res, RS_STATUS_MESSAGE) || !((const rt_str *)rt__slot_ptr(res, RS_STATUS_MESSAGE))->len) {
    RT__STATIC_STR(s_ok, "OK"); /* the usual answer's, without an allocation */
    const char *t = status_text(status);
    rt__slot_set_ptr(res, RS_STATUS_MESSAGE, status == 200 ? RT__STR(s_ok) : cstr(t ? t : "unknown"));
  }
  rt__slot_set_f64(res, RS_STATUS_CODE, status);
  bool out_headers = rt__slot_ptr(res, RS_HEADERS) != NULL;
  if (out_headers && (obj >> RT_TAG_SHIFT) == RT_TAG_OBJECT) {
    /* Both APIs used: the given headers override the ones set before. */
    const void *o = rt_unbox_object(obj);
    if (rt_heap_kind(o) == RT_KIND_ARRAY) {
      const rt_array *a = o;
      if (a->length % 2) rt_throw_error("TypeError [ERR_INVALID_ARG_VALUE]", "The argument 'headers' is invalid.");
      for (uint32_t i = 0; i < a->length; i += 2) remove_header(res, rt_value_to_str(rt_array_get(a, i)));
      for (uint32_t i = 0; i < a->length; i += 2) {
        const rt_str *k = rt_value_to_str(rt_array_get(a, i));
        rt_value v = rt_array_get(a, i + 1);
        validate_name(k);
        validate_value(k, v);
        rt_array *h = res_headers(res, true); /* appendHeader */
        rt_array_push_value(h, rt_box_string(k));
        rt_array_push_value(h, v);
      }
    } else if (rt__is_dict(o)) {
      uint32_t count;
      uint32_t *order = rt__dict_order(o, &count);
      for (uint32_t q = 0; q < count; q++) {
        const rt__map_entry *me = &rt__map_entries(rt__dict_map(o))[order[q]];
        const rt_str *k = rt_unbox_string(me->key);
        validate_name(k);
        validate_value(k, me->value);
        set_header(res, k, me->value);
      }
      free(order);
    } else {
      const rt_object *ob = o;
      for (uint32_t i = 0; ob->cls && i < ob->cls->nslots; i++) {
        if (!slot_visible(ob->cls, i)) continue;
        const rt_str *k = ob->cls->slot_names[i];
        rt_value v = slot_value(ob, i);
        validate_name(k);
        validate_value(k, v);
        set_header(res, k, v);
      }
    }
  }
  const rt_str *msg = rt__slot_ptr(res, RS_STATUS_MESSAGE);
  if (has_bad_char(msg)) rt_throw_error("TypeError [ERR_INVALID_CHAR]", "Invalid character in statusMessage");
  if (!x) { /* the connection is gone: remember that the head was "sent" */
    sset_bool(res, RS_HEADERS_SENT, true);
    return;
  }
  if (status == 204 || status == 304 || (status >= 100 && status <= 199)) x->has_body = false;
  if (x->expect_continue && !x->sent100) x->keep_alive = false;
  store_header(x, res, status, out_headers, obj);
}

static void implicit_header(rt_object *res) {
  write_head(res, rt__slot_f64(res, RS_STATUS_CODE), NULL, RT_UNDEFINED);
}

static void write_after_end(void) { rt_throw_error("Error [ERR_STREAM_WRITE_AFTER_END]", "write after end"); }

/* Node's write_(msg, chunk, encoding, callback, fromEnd). */
static void res_write(rt_object *res, const rt_str *chunk, bool from_end) {
  hx *x = res_hx(res);
  if (sbool(res, RS_WRITABLE_ENDED)) {
    if (x) write_after_end();
    return;
  }
  if (!x) return; /* destroyed: dropped, as Node does */
  size_t known = SIZE_MAX; /* the chunk's utf8_len, once measured */
  if (!x->header) {
    if (from_end) x->content_length = (int64_t)(known = utf8_len(chunk));
    implicit_header(res);
  }
  if (!x->has_body) return;
  hbuf *b = hx_out(x);
  if (x->chunked && chunk->len) {
    size_t n = known != SIZE_MAX ? known : utf8_len(chunk);
    hb_num(b, n, 16);
    hb_add(b, "\r\n", 2);
    hb_utf8_n(b, chunk, n);
    hb_add(b, "\r\n", 2);
  } else {
    hb_utf8_n(b, chunk, known); /* end(body) measured it for Content-Length */
  }
}

static void finish_emit(void *env) {
  const rt_array *a = rt__slot_ptr((rt_object *)env, RS_ONFINISH);
  for (uint32_t i = 0, n = a ? a->length : 0; i < n; i++) {
    const rt_closure *cb = rt_unbox_function(rt_array_get(a, i));
    ((void (*)(void *))cb->fn)(cb->env);
  }
}

/* The response is complete: 'finish', dumping an unread body, and the queue moves. */
static void res_finished(rt_object *res, hx *x) {
  sset_bool(res, RS_WRITABLE_ENDED, true);
  if (!x) return;
  x->finished = true;
  req_dump(rt__slot_ptr(res, RS_REQ));
  if (rt__slot_ptr(res, RS_ONFINISH)) rt__next_tick_c(x->l, finish_emit, res);
  if (x->conn && x->conn->head == x) conn_advance(x->conn);
}

/* ---- the connection's response queue -------------------------------------------- */

/* Moves finished responses off the head of the queue and lets the next one
 * write straight to the connection. */
static void conn_advance(hconn *c) {
  while (c->head && c->head->finished) {
    hx *x = c->head;
    c->head = x->next;
    if (!c->head) c->tail = NULL;
    c->nqueue--;
    x->queued = false;
    bool last = x->last;
    hx_maybe_free(x);
    if (last) {
      c->no_more = true;
      /* Responses queued behind a closing one are never sent. */
      while (c->head) {
        hx *y = c->head;
        c->head = y->next;
        y->queued = false;
        y->conn = NULL;
        hx_maybe_free(y);
      }
      c->tail = NULL;
      c->nqueue = 0;
      conn_end(c);
      return;
    }
    if (c->head) {
      hx *y = c->head;
      hb_add(&c->out, y->out.p, y->out.len);
      hb_free(&y->out);
      y->header_sent = y->header;
    }
  }
  conn_mark_dirty(c);
  if (c->paused && c->nqueue < PIPELINE_MAX) conn_want_resume(c);
  if (c->head) return;
  if (c->no_more || c->read_eof || c->srv->closing) {
    if (!c->parsing || c->no_more || c->read_eof) conn_end(c);
    return;
  }
  if (!c->parsing) conn_deadline(c, TK_KEEPALIVE, rt__slot_f64(c->srv->obj, SV_KEEP_ALIVE_TIMEOUT));
}

/* ---- building the request --------------------------------------------------------- */

enum { HK_JOIN, HK_COOKIE, HK_SETCOOKIE, HK_FIRST };

/* Node's matchKnownFields: how duplicates of a header are merged. */
static const struct known {
  const char *name;
  uint8_t kind;
} known_fields[] = {
    {"age", HK_FIRST},          {"host", HK_FIRST},
    {"from", HK_FIRST},         {"etag", HK_FIRST},
    {"server", HK_FIRST},       {"referer", HK_FIRST},
    {"expires", HK_FIRST},      {"location", HK_FIRST},
    {"user-agent", HK_FIRST},   {"retry-after", HK_FIRST},
    {"content-type", HK_FIRST}, {"max-forwards", HK_FIRST},
    {"authorization", HK_FIRST}, {"last-modified", HK_FIRST},
    {"content-length", HK_FIRST}, {"if-modified-since", HK_FIRST},
    {"proxy-authorization", HK_FIRST}, {"if-unmodified-since", HK_FIRST},
    {"cookie", HK_COOKIE},      {"set-cookie", HK_SETCOOKIE},
    {"accept", HK_JOIN},        {"connection", HK_JOIN},
    {"accept-encoding", HK_JOIN}, {"accept-language", HK_JOIN},
    {"cache-control", HK_JOIN}, {"x-forwarded-for", HK_JOIN},
};
/* Static lower-case names for the common headers: no allocation for them. */
STR(k_age, "age"); STR(k_host, "host"); STR(k_from, "from"); STR(k_etag, "etag"); STR(k_server, "server");
STR(k_referer, "referer"); STR(k_expires, "expires"); STR(k_location, "location");
STR(k_user_agent, "user-agent"); STR(k_retry_after, "retry-after"); STR(k_content_type, "content-type");
STR(k_max_forwards, "max-forwards"); STR(k_authorization, "authorization");
STR(k_last_modified, "last-modified"); STR(k_content_length, "content-length");
STR(k_if_modified_since, "if-modified-since"); STR(k_proxy_authorization, "proxy-authorization");
STR(k_if_unmodified_since, "if-unmodified-since"); STR(k_cookie, "cookie"); STR(k_set_cookie, "set-cookie");
STR(k_accept, "accept"); STR(k_connection, "connection"); STR(k_accept_encoding, "accept-encoding");
STR(k_accept_language, "accept-language"); STR(k_cache_control, "cache-control");
STR(k_x_forwarded_for, "x-forwarded-for");
STR(k_te, "te"); STR(k_expect, "expect"); STR(k_close, "close"); STR(s_connection_h, "Connection");
static const rt_str *const known_strs[] = {
    RT__STR(k_age), RT__STR(k_host), RT__STR(k_from), RT__STR(k_etag), RT__STR(k_server), RT__STR(k_referer),
    RT__STR(k_expires), RT__STR(k_location), RT__STR(k_user_agent), RT__STR(k_retry_after),
    RT__STR(k_content_type), RT__STR(k_max_forwards), RT__STR(k_authorization), RT__STR(k_last_modified),
    RT__STR(k_content_length), RT__STR(k_if_modified_since), RT__STR(k_proxy_authorization),
    RT__STR(k_if_unmodified_since), RT__STR(k_cookie), RT__STR(k_set_cookie), RT__STR(k_accept),
    RT__STR(k_connection), RT__STR(k_accept_encoding), RT__STR(k_accept_language), RT__STR(k_cache_control),
    RT__STR(k_x_forwarded_for)};

static int known_find(const char *lname, size_t n) {
  for (size_t i = 0; i < sizeof known_fields / sizeof *known_fields; i++)
    if (n && known_fields[i].name[0] == lname[0] && strlen(known_fields[i].name) == n &&
        memcmp(known_fields[i].name, lname, n) == 0) /* the first byte first: no strlen of most */
      return (int)i;
  return -1;
}

/* req.headers is a plain object with one property per header, in
 * first-seen order.  Its shape (class) is made at run time and interned per
 * thread by the sequence of names: compiled property accesses cache a
 * class pointer, so a class must never die and have its address reused by
 * another shape.  Interned shapes and their names are immortal (malloc'd,
 * gc word RT_GC_STATIC, kept on a process-wide list) and shared by all
 * requests with the same header names, so the common case allocates
 * nothing for them.  Past SHAPES_MAX
 * distinct shapes (hostile clients inventing names), a request gets a
 * transient class inside a GC byte object, kept alive by a hidden slot of
 * the headers object (as are its names), flagged RT__CLASS_TRANSIENT: a
 * property cache must not remember it. */
#define SHAPES_MAX 1024
#define RT__CLASS_TRANSIENT 1u

typedef struct hshape {
  struct hshape *next_all; /* every shape of the process: never freed */
  uint64_t hash;
  rt_class cls; /* followed by refs, names, types */
} hshape;

/* Shapes outlive their thread's table: a class pointer cached by compiled
 * code (shared by all threads) must never see its address reused. */
static pthread_mutex_t shapes_mu = PTHREAD_MUTEX_INITIALIZER;
static hshape *all_shapes;

typedef struct merged {
  uint32_t lname, nlen; /* into the lower-case copy */
  int known;
  uint8_t kind;
  int32_t first, last, count;
} merged;

static uint64_t shape_hash(const char *lower, const merged *m, uint32_t nm) {
  uint64_t h = 1469598103934665603ull;
  for (uint32_t j = 0; j < nm; j++) {
    for (uint32_t k = 0; k < m[j].nlen; k++) h = (h ^ (uint8_t)lower[m[j].lname + k]) * 1099511628211ull;
    h = (h ^ 0x100) * 1099511628211ull;
  }
  return h;
}

static bool shape_is(const hshape *sh, const char *lower, const merged *m, uint32_t nm) {
  if (sh->cls.nslots != nm) return false;
  for (uint32_t j = 0; j < nm; j++) {
    const rt_str *k = sh->cls.slot_names[j];
    if (k->len != m[j].nlen || memcmp(rt_str_bytes(k), lower + m[j].lname, m[j].nlen) != 0) return false;
  }
  return true;
}

/* The shape for these names, or NULL when the table is full. */
static const rt_class *shape_get(rt__http *h, const char *lower, const merged *m, uint32_t nm) {
  uint64_t hash = shape_hash(lower, m, nm);
  uint32_t mask = h->capshapes - 1, i = 0;
  if (h->capshapes) {
    for (i = (uint32_t)hash & mask; h->shapes[i]; i = (i + 1) & mask)
      if (h->shapes[i]->hash == hash && shape_is(h->shapes[i], lower, m, nm)) return &h->shapes[i]->cls;
  }
  if (h->nshapes >= SHAPES_MAX) return NULL;
  if ((h->nshapes + 1) * 2 > h->capshapes) {
    uint32_t cap = h->capshapes ? h->capshapes * 2 : 64;
    hshape **t = calloc(cap, sizeof *t);
    if (!t) rt__oom(cap * sizeof *t);
    for (uint32_t k = 0; k < h->capshapes; k++) {
      hshape *sh = h->shapes[k];
      if (!sh) continue;
      uint32_t j = (uint32_t)sh->hash & (cap - 1);
      while (t[j]) j = (j + 1) & (cap - 1);
      t[j] = sh;
    }
    free(h->shapes);
    h->shapes = t;
    h->capshapes = cap;
    mask = cap - 1;
    for (i = (uint32_t)hash & mask; h->shapes[i]; i = (i + 1) & mask) {}
  }
  uint32_t refw = (nm + 63) / 64;
  size_t names_bytes = 0;
  for (uint32_t j = 0; j < nm; j++)
    if (m[j].known < 0) names_bytes += (sizeof(rt_str) + m[j].nlen + 15) & ~(size_t)15;
  size_t size = sizeof(hshape) + refw * 8 + (size_t)nm * sizeof(rt_str *) + nm;
  size = (size + 15) & ~(size_t)15;
  hshape *sh = calloc(1, size + names_bytes);
  if (!sh) rt__oom(size + names_bytes);
  uint64_t *refs = (uint64_t *)(sh + 1);
  const rt_str **names = (const rt_str **)(refs + refw);
  uint8_t *types = (uint8_t *)(names + nm);
  char *strs = (char *)sh + size;
  for (uint32_t j = 0; j < nm; j++) {
    refs[j / 64] |= (uint64_t)1 << (j % 64);
    types[j] = RT_SLOT_VALUE;
    if (m[j].known >= 0) {
      names[j] = known_strs[m[j].known];
      continue;
    }
    rt_str *k = (rt_str *)strs;
    *k = (rt_str){RT_GC_STATIC, m[j].nlen, 0, 0};
    memcpy(k + 1, lower + m[j].lname, m[j].nlen);
    names[j] = k;
    strs += (sizeof(rt_str) + m[j].nlen + 15) & ~(size_t)15;
  }
  sh->hash = hash;
  pthread_mutex_lock(&shapes_mu);
  sh->next_all = all_shapes;
  all_shapes = sh;
  pthread_mutex_unlock(&shapes_mu);
  sh->cls = (rt_class){.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = &rt__str_empty, .size = 16 + 8 * nm,
                       .nslots = nm, .refs = refs, .slot_names = names, .slot_types = types};
  h->shapes[i] = sh;
  h->nshapes++;
  return &sh->cls;
}

/* The fallback: a class for one object, in a GC byte object that the
 * object keeps alive (slot n), its names kept alive by slots n+1..2n. */
static rt_object *headers_transient_new(uint32_t n) {
  uint32_t nsl = 2 * n + 1, refw = (nsl + 63) / 64;
  size_t size = 16 + sizeof(rt_class) + refw * 8 + (size_t)nsl * sizeof(rt_str *) + nsl;
  char *blob = rt_alloc(RT_KIND_BYTES, size);
  rt_class *cls = (rt_class *)(blob + 16);
  uint64_t *refs = (uint64_t *)(cls + 1);
  const rt_str **names = (const rt_str **)(refs + refw);
  uint8_t *types = (uint8_t *)(names + nsl);
  for (uint32_t i = 0; i < nsl; i++) {
    refs[i / 64] |= (uint64_t)1 << (i % 64);
    types[i] = i < n ? RT_SLOT_VALUE : RT_SLOT_HIDDEN;
  }
  *cls = (rt_class){.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = &rt__str_empty, .size = 16 + 8 * nsl,
                    .nslots = nsl, .refs = refs, .slot_names = names, .slot_types = types,
                    .flags = RT__CLASS_TRANSIENT};
  rt_object *o = rt_object_new(cls);
  rt__slot_set_ptr(o, n, blob);
  return o;
}

static uint32_t headers_count(const rt_object *h) {
  return h->cls->flags & RT__CLASS_TRANSIENT ? (h->cls->nslots - 1) / 2 : h->cls->nslots;
}

/* The thread's lookup table only: the shapes stay (all_shapes). */
static void shapes_free(rt__http *h) {
  free(h->shapes);
  h->shapes = NULL;
  h->nshapes = h->capshapes = 0;
}

static const rt_str *method_str(uint8_t m) {
  STR(m_get, "GET"); STR(m_post, "POST"); STR(m_put, "PUT"); STR(m_delete, "DELETE"); STR(m_head, "HEAD");
  STR(m_options, "OPTIONS"); STR(m_patch, "PATCH");
  switch (m) {
  case HTTP_GET: return RT__STR(m_get);
  case HTTP_POST: return RT__STR(m_post);
  case HTTP_PUT: return RT__STR(m_put);
  case HTTP_DELETE: return RT__STR(m_delete);
  case HTTP_HEAD: return RT__STR(m_head);
  case HTTP_OPTIONS: return RT__STR(m_options);
  case HTTP_PATCH: return RT__STR(m_patch);
  default: return cstr(llhttp_method_name((llhttp_method_t)m));
  }
}

/* req and res for the head just parsed, rooted through x. */
/* The headers object (and *rawp, rawHeaders) of a parsed head: `hdr` holds
 * the names and values that `fields` point into.  Also the HTTP client's
 * (runtime/http_client.c, through rt__http_headers_build). */
static rt_object *headers_build(rt__http *h, const char *hdr, size_t hdrlen, const struct hfield *fields, uint32_t nf,
                                rt_array **rawp) {
  /* Pass 1, no allocation on the GC heap: lower-case names and merge
   * (on the stack for the usual few headers). */
  char lower_s[2048];
  merged m_s[32];
  int32_t link_s[32], known_s[32];
  bool small = hdrlen < sizeof lower_s && nf < 32;
  char *lower = small ? lower_s : malloc(hdrlen + 1);
  merged *m = small ? m_s : malloc((nf + 1) * sizeof *m);
  int32_t *link = small ? link_s : malloc((nf + 1) * sizeof *link);
  int32_t *known = small ? known_s : malloc((nf + 1) * sizeof *known); /* each field's known_fields index */
  if (!lower || !m || !link || !known) rt__oom(hdrlen + nf * sizeof *m);
  uint32_t nm = 0;
  for (uint32_t i = 0; i < nf; i++) {
    const struct hfield *f = &fields[i];
    for (uint32_t k = 0; k < f->nlen; k++) lower[f->name + k] = ascii_lower(hdr[f->name + k]);
    link[i] = -1;
    uint32_t j = 0;
    for (; j < nm; j++)
      if (m[j].nlen == f->nlen && memcmp(lower + m[j].lname, lower + f->name, f->nlen) == 0) break;
    if (j == nm) {
      int k = known_find(lower + f->name, f->nlen);
      known[i] = k;
      m[nm++] = (merged){f->name, f->nlen, k, k < 0 ? HK_JOIN : known_fields[k].kind, (int32_t)i, (int32_t)i, 1};
      continue;
    }
    known[i] = m[j].known;
    if (m[j].kind == HK_FIRST) continue; /* duplicates dropped */
    link[m[j].last] = (int32_t)i;
    m[j].last = (int32_t)i;
    m[j].count++;
  }
  /* rawHeaders: names as received, values as strings (latin1). */
  rt_array *raw = rt_array_new(RT_ELEM_PTR, nf * 2);
  for (uint32_t i = 0; i < nf; i++) {
    const struct hfield *f = &fields[i];
    const rt_str *name = NULL;
    int k = known[i];
    if (k >= 0 && memcmp(hdr + f->name, lower + f->name, f->nlen) == 0) name = known_strs[k];
    else name = rt__str_from_ascii(hdr + f->name, f->nlen);
    rt_array_push_value(raw, (uint64_t)(uintptr_t)name);
    rt_array_push_value(raw, (uint64_t)(uintptr_t)rt__str_from_ascii(hdr + f->value, f->vlen));
  }
  const rt_class *shape = shape_get(h, lower, m, nm);
  rt_object *headers = shape ? rt_object_new(shape) : headers_transient_new(nm);
  for (uint32_t j = 0; j < nm; j++) {
    if (!shape) {
      const rt_str *lname = m[j].known >= 0 ? known_strs[m[j].known]
                                            : rt__str_from_ascii(lower + m[j].lname, m[j].nlen);
      ((const rt_str **)headers->cls->slot_names)[j] = lname;
      rt__slot_set_ptr(headers, nm + 1 + j, lname);
    }
    const uint64_t *rw = raw->data;
    rt_value v;
    if (m[j].kind == HK_SETCOOKIE) {
      rt_array *a = rt_array_new(RT_ELEM_PTR, (uint32_t)m[j].count);
      for (int32_t i = m[j].first; i >= 0; i = link[i]) rt_array_push_value(a, rw[2 * i + 1]);
      v = rt_box_object(a);
    } else if (m[j].count == 1) {
      v = rt_box_string((const rt_str *)(uintptr_t)rw[2 * m[j].first + 1]);
    } else {
      const char *sep = m[j].kind == HK_COOKIE ? "; " : ", ";
      size_t len = 0;
      for (int32_t i = m[j].first; i >= 0; i = link[i]) len += fields[i].vlen + 2;
      rt_str *s = rt__str_alloc((uint32_t)(len - 2), false);
      char *d = (char *)(s + 1);
      for (int32_t i = m[j].first; i >= 0; i = link[i]) {
        if (i != m[j].first) memcpy(d, sep, 2), d += 2;
        memcpy(d, hdr + fields[i].value, fields[i].vlen);
        d += fields[i].vlen;
      }
      v = rt_box_string(s);
    }
    headers->slots[j] = v;
  }
  if (!small) {
    free(lower);
    free(m);
    free(link);
    free(known);
  }

  *rawp = raw;
  return headers;
}

static void request_build(hconn *c, hx *x) {
  rt_array *raw;
  rt_object *headers = headers_build(c->l->http, c->hdr.p, c->hdr.len, c->fields, c->nfields, &raw);
  const llhttp_t *p = &c->parser;
  const rt_str *version;
  if (p->http_major == 1 && p->http_minor == 1) version = RT__STR(s_v11);
  else if (p->http_major == 1 && p->http_minor == 0) version = RT__STR(s_v10);
  else {
    char v[16];
    snprintf(v, sizeof v, "%d.%d", p->http_major, p->http_minor);
    version = cstr(v);
  }
  rt_object *req = rt_object_new(&req_class);
  rt__slot_set_ptr(req, RQ_METHOD, method_str(p->method));
  rt__slot_set_ptr(req, RQ_URL, rt__str_from_ascii(c->url.p, c->url.len));
  rt__slot_set_ptr(req, RQ_HTTP_VERSION, version);
  rt__slot_set_ptr(req, RQ_HEADERS, headers);
  rt__slot_set_ptr(req, RQ_RAW_HEADERS, raw);
  rt_object *res = rt_object_new(&res_class);
  rt__slot_set_f64(res, RS_STATUS_CODE, 200);
  sset_bool(res, RS_SEND_DATE, true);
  rt__slot_set_ptr(res, RS_REQ, req);
  rt__slot_set_ptr(res, RS_HX, x);
  rt__slot_set_ptr(req, RQ_HX, x);
  x->req = req;
  x->res = res;
  x->root = rt__root_new(x->l, res);
  x->rooted = true;
}

/* ---- llhttp callbacks ---------------------------------------------------------------- */

static double srv_num(hconn *c, uint32_t slot) { return rt__slot_f64(c->srv->obj, slot); }

static double head_timeout(hconn *c) {
  double h = srv_num(c, SV_HEADERS_TIMEOUT), r = srv_num(c, SV_REQUEST_TIMEOUT);
  return h > 0 && (r <= 0 || h < r) ? h : r;
}

static int on_message_begin(llhttp_t *p) {
  hconn *c = p->data;
  if (c->destroy_pending || c->no_more) return HPE_PAUSED;
  rt__http *h = c->l->http;
  hx *x = h->spare;
  if (x) {
    h->spare = NULL;
    memset(x, 0, sizeof *x);
  } else if (!(x = calloc(1, sizeof *x))) {
    rt__oom(sizeof *x);
  }
  x->l = c->l;
  x->conn = c;
  x->parsing = true;
  x->content_length = -1;
  c->parsing = x;
  c->url.len = c->hdr.len = 0;
  c->nfields = 0;
  c->header_bytes = 0;
  c->field_open = false;
  c->msg_start = uv_now(&c->l->uv);
  conn_deadline(c, TK_HEADERS, head_timeout(c));
  return 0;
}

/* Node's TrackHeader: URL, header names and values count toward maxHeaderSize. */
static int track(hconn *c, size_t n) {
  c->header_bytes += n;
  if ((double)c->header_bytes >= srv_num(c, SV_MAX_HEADER_SIZE)) {
    c->overflow = true;
    llhttp_set_error_reason(&c->parser, "HPE_HEADER_OVERFLOW:Header overflow");
    return HPE_USER;
  }
  return 0;
}

static int on_url(llhttp_t *p, const char *at, size_t n) {
  hconn *c = p->data;
  if (track(c, n)) return HPE_USER;
  hb_add(&c->url, at, n);
  return 0;
}

static int on_header_field(llhttp_t *p, const char *at, size_t n) {
  hconn *c = p->data;
  if (track(c, n)) return HPE_USER;
  if (!c->field_open) {
    c->field_open = true;
    if (c->nfields == c->capfields) {
      uint32_t cap = c->capfields ? c->capfields * 2 : 16;
      struct hfield *f = realloc(c->fields, cap * sizeof *f);
      if (!f) rt__oom(cap * sizeof *f);
      c->fields = f;
      c->capfields = cap;
    }
    c->fields[c->nfields++] = (struct hfield){(uint32_t)c->hdr.len, 0, 0, 0};
  }
  hb_add(&c->hdr, at, n);
  c->fields[c->nfields - 1].nlen += (uint32_t)n;
  return 0;
}

static int on_header_field_complete(llhttp_t *p) {
  hconn *c = p->data;
  c->field_open = false;
  c->value_pieces = 0;
  c->fields[c->nfields - 1].value = (uint32_t)c->hdr.len;
  return 0;
}

static int on_header_value(llhttp_t *p, const char *at, size_t n) {
  hconn *c = p->data;
  if (track(c, n)) return HPE_USER;
  /* A value continues only where the last piece ended (or at the start of the
   * next read): anything else is obs-fold, which llhttp 8 accepts and Node 20
   * (llhttp 9) rejects. */
  if (c->value_pieces++ && !(c->vend ? at == c->vend : c->vend_at_end && at == c->exec_start)) {
    llhttp_set_error_reason(p, "HPE_INVALID_HEADER_TOKEN:Invalid header value char");
    return HPE_USER;
  }
  c->vend = at + n;
  hb_add(&c->hdr, at, n);
  c->fields[c->nfields - 1].vlen += (uint32_t)n;
  return 0;
}

static int on_header_value_complete(llhttp_t *p) {
  hconn *c = p->data;
  struct hfield *f = &c->fields[c->nfields - 1]; /* trailing whitespace is not part of a value */
  while (f->vlen && (c->hdr.p[f->value + f->vlen - 1] == ' ' || c->hdr.p[f->value + f->vlen - 1] == '\t')) f->vlen--;
  if (c->nfields > MAX_HEADERS_COUNT) { /* Node's maxHeadersCount: ignore the rest */
    c->hdr.len = c->fields[c->nfields - 1].name;
    c->nfields--;
  }
  return 0;
}

/* The 'request' listeners: createServer's, then server.on('request')'s in
 * order (none: the request waits, as in Node). */
static void call_handler(hconn *c, hx *x) {
  rt_object *srv = c->srv->obj;
  if (srv->slots[SV_HANDLER]) {
    hcall k = {rt_unbox_function(srv->slots[SV_HANDLER]), x->req, x->res, NULL, srv->slots[SV_ASYNC] ? 3 : 0, NULL};
    hcall_guarded(&k, x->res);
  }
  const rt_array *ev = rt__slot_ptr(srv, SV_EVENTS);
  for (uint32_t i = 0; ev && i + 1 < ev->length; i += 2) {
    double kind = rt_unbox_number(rt_array_get(ev, i));
    if (kind != SE_REQUEST && kind != SE_REQUEST_ASYNC) continue;
    hcall k = {rt_unbox_function(rt_array_get(ev, i + 1)), x->req, x->res, NULL, kind == SE_REQUEST_ASYNC ? 3 : 0, NULL};
    hcall_guarded(&k, x->res);
  }
}

/* Queues srv's listeners of event kind on the next tick (listeners without arguments). */
static void server_emit0(rt_object *srv, int kind) {
  const rt_array *ev = rt__slot_ptr(srv, SV_EVENTS);
  for (uint32_t i = 0; ev && i + 1 < ev->length; i += 2)
    if (rt_unbox_number(rt_array_get(ev, i)) == kind) rt_next_tick(rt_unbox_function(rt_array_get(ev, i + 1)));
}

/* server.on('error', f) got a failed listen: f(err) on the next tick. */
static void server_error_tick(void *env) {
  const rt_array *a = env; /* [kind, f, err] */
  const rt_closure *f = rt_unbox_function(rt_array_get(a, 1));
  rt_value err = rt_array_get(a, 2);
  if (rt_unbox_number(rt_array_get(a, 0)) == SE_ERROR_VALUE) ((void (*)(void *, rt_value))f->fn)(f->env, err);
  else ((void (*)(void *, rt_object *))f->fn)(f->env, rt_unbox_object(err));
}
static bool server_emit_error(rt_object *srv, rt_object *err) {
  const rt_array *ev = rt__slot_ptr(srv, SV_EVENTS);
  bool any = false;
  for (uint32_t i = 0; ev && i + 1 < ev->length; i += 2) {
    double kind = rt_unbox_number(rt_array_get(ev, i));
    if (kind != SE_ERROR && kind != SE_ERROR_VALUE) continue;
    rt_array *a = rt_array_new(RT_ELEM_VALUE, 3);
    rt_array_push(a, rt_array_get(ev, i));
    rt_array_push(a, rt_array_get(ev, i + 1));
    rt_array_push(a, rt_box_object(err));
    rt__next_tick_c(rt__loop_get(), server_error_tick, a);
    any = true;
  }
  return any;
}

/* server.on(event, f) for 'request' (kind 0; 1: f returns a promise), 'listening', 'error' (4: f takes unknown) and 'close'. */
void rt_http_server_on(rt_object *srv, double kind, const rt_closure *f) {
  check_class(srv, &server_class);
  rt_array *ev = rt__slot_ptr(srv, SV_EVENTS);
  if (!ev) {
    ev = rt_array_new(RT_ELEM_VALUE, 4);
    rt__slot_set_ptr(srv, SV_EVENTS, ev);
  }
  rt_array_push(ev, rt_box_number(kind));
  rt_array_push(ev, rt_box_function(f));
}

static int on_headers_complete(llhttp_t *p) {
  hconn *c = p->data;
  hx *x = c->parsing;
  if (c->destroy_pending || c->no_more) return HPE_PAUSED; /* the connection is ending */
  if (p->method == HTTP_CONNECT) { /* no 'connect' listener: Node destroys the socket */
    c->destroy_pending = true;
    return HPE_PAUSED;
  }
  request_build(c, x);
  x->head_method = p->method == HTTP_HEAD;
  x->has_body = !x->head_method;
  x->keep_alive = llhttp_should_keep_alive(p);
  x->chunked_default = true;
  x->default_keep_alive = true;
  bool v11 = p->http_major == 1 && p->http_minor == 1;
  if (p->http_major < 1 || p->http_minor < 1) { /* Node: chunked only if the client's TE asks for it */
    rt_value te = rt_http_req_header(x->req, RT__STR(k_te));
    x->chunked_default = rt__is_string(te) && has_word(rt_unbox_string(te), "chunked");
  }
  /* Into the response queue, in request order. */
  x->queued = true;
  if (c->tail) c->tail->next = x;
  else c->head = x;
  c->tail = x;
  c->nqueue++;
  if (c->head == x) x->header_sent = false;
  double rt = srv_num(c, SV_REQUEST_TIMEOUT);
  if (rt > 0) conn_deadline(c, TK_REQUEST, fmax(rt - (double)(uv_now(&c->l->uv) - c->msg_start), 1));
  else conn_deadline(c, TK_NONE, 0);

  rt_value host = rt_http_req_header(x->req, RT__STR(k_host));
  rt_value expect = rt_http_req_header(x->req, RT__STR(k_expect));
  if (v11 && host == RT_UNDEFINED) {
    /* Node 20's requireHostHeader: res.writeHead(400, ['Connection', 'close']); res.end(). */
    rt_array *a = rt_array_new(RT_ELEM_VALUE, 2);
    rt_array_push_value(a, rt_box_string(RT__STR(s_connection_h)));
    rt_array_push_value(a, rt_box_string(RT__STR(k_close)));
    rt_http_res_write_head(x->res, 400, NULL, rt_box_object(a));
    rt_http_res_end(x->res, NULL);
  } else if (v11 && expect != RT_UNDEFINED) {
    if (rt__is_string(expect) && has_word(rt_unbox_string(expect), "100-continue")) {
      x->expect_continue = true;
      hb_cstr(hx_out(x), "HTTP/1.1 100 Continue\r\n\r\n");
      x->sent100 = true;
      call_handler(c, x);
    } else {
      rt_http_res_write_head(x->res, 417, NULL, RT_UNDEFINED);
      rt_http_res_end(x->res, NULL);
    }
  } else {
    call_handler(c, x);
  }
  return c->destroy_pending ? HPE_PAUSED : 0;
}

static int on_body(llhttp_t *p, const char *at, size_t n) {
  hconn *c = p->data;
  hx *x = c->parsing;
  if (c->destroy_pending || !x->rooted) return 0;
  rt_object *req = x->req;
  if (!sbool(req, RQ_FLOWING)) {
    hb_add(&x->body, at, n);
    return 0;
  }
  if (rt__slot_ptr(req, RQ_ONDATA)) deliver(req, x, at, n);
  return 0;
}

/* Response bytes written or being written that the client has not taken. */
static size_t conn_out_pending(const hconn *c) { return c->out.len + c->wbuf.len; }

static int on_message_complete(llhttp_t *p) {
  hconn *c = p->data;
  hx *x = c->parsing;
  bool keep = llhttp_should_keep_alive(p);
  c->parsing = NULL;
  x->parsing = false;
  if (x->rooted) {
    sset_bool(x->req, RQ_COMPLETE, true);
    if (sbool(x->req, RQ_FLOWING) && !sbool(x->req, RQ_END_EMITTED)) rt__next_tick_c(c->l, req_emit, x->req);
  }
  hx_maybe_free(x);
  if (!c->head) conn_deadline(c, TK_KEEPALIVE, srv_num(c, SV_KEEP_ALIVE_TIMEOUT));
  else conn_deadline(c, TK_NONE, 0);
  if (!keep || (!c->head && c->srv->closing)) { /* the last request on this connection */
    c->no_more = true;
    return HPE_PAUSED;
  }
  if (c->nqueue >= PIPELINE_MAX) return HPE_PAUSED; /* resumed when answers go out */
  /* A client that pipelines without reading: stop parsing (and reading) until it
   * takes what it was sent, as Node pauses the socket on needDrain. */
  if (conn_out_pending(c) >= OUT_HOLD_MAX) return HPE_PAUSED;
  return c->destroy_pending ? HPE_PAUSED : 0;
}

static const llhttp_settings_t parser_settings = {
    .on_message_begin = on_message_begin,
    .on_url = on_url,
    .on_header_field = on_header_field,
    .on_header_value = on_header_value,
    .on_headers_complete = on_headers_complete,
    .on_body = on_body,
    .on_message_complete = on_message_complete,
    .on_header_field_complete = on_header_field_complete,
    .on_header_value_complete = on_header_value_complete,
};

/* ---- connections ------------------------------------------------------------------------ */

static void conn_mark_dirty(hconn *c) {
  if (c->dirty || c->closed) return;
  rt__http *h = c->l->http;
  c->dirty = true;
  c->dirty_next = h->dirty;
  h->dirty = c;
}

static void conn_want_resume(hconn *c) {
  if (c->on_resume || c->closed) return;
  rt__http *h = c->l->http;
  c->on_resume = true;
  c->resume_next = h->resume;
  h->resume = c;
}

static void on_conn_timer(uv_timer_t *t);

/* The connection's single timer, re-armed lazily: moving a deadline later
 * costs nothing; the timer notices when it fires. */
static void conn_deadline(hconn *c, int kind, double ms) {
  if (kind == TK_NONE || !(ms > 0)) {
    c->tkind = TK_NONE;
    return;
  }
  uint64_t now = uv_now(&c->l->uv);
  c->tkind = kind;
  c->deadline = now + (uint64_t)ceil(ms);
  if (!c->timer_on || c->timer_at > c->deadline) {
    uv_timer_start(&c->timer, on_conn_timer, c->deadline - now, 0);
    c->timer_on = true;
    c->timer_at = c->deadline;
  }
}

static void on_alloc(uv_handle_t *h, size_t suggested, uv_buf_t *buf) {
  (void)suggested;
  hconn *c = h->data;
  buf->base = c->l->http->rbuf;
  buf->len = READ_BUF;
}

static void on_read(uv_stream_t *s, ssize_t n, const uv_buf_t *buf);

static void conn_read_start(hconn *c) {
  if (c->reading || c->closed) return;
  if (uv_read_start((uv_stream_t *)&c->tcp, on_alloc, on_read) == 0) c->reading = true;
}

static void conn_read_stop(hconn *c) {
  if (!c->reading) return;
  uv_read_stop((uv_stream_t *)&c->tcp);
  c->reading = false;
}

/* A request whose connection closed before its body ended: Node's 'error'
 * with Error: aborted (code ECONNRESET), on the next tick. */
static void req_emit_aborted(void *env) {
  rt_object *req = env;
  const rt_closure *cb = rt__slot_ptr(req, RQ_ONERROR);
  if (!cb || sbool(req, RQ_COMPLETE)) return;
  req->slots[RQ_ONERROR] = 0; /* once */
  rt_object *err = rt__sys_error_new(ECONNRESET, "read", "aborted");
  if (sbool(req, RQ_ERROR_BOXED)) ((void (*)(void *, rt_value))cb->fn)(cb->env, rt_box_object(err));
  else ((void (*)(void *, rt_object *))cb->fn)(cb->env, err);
}
static void req_abort(hx *x) {
  if (x->req && rt__slot_ptr(x->req, RQ_ONERROR) && !sbool(x->req, RQ_COMPLETE))
    rt__next_tick_c(x->l, req_emit_aborted, x->req);
}

/* Abandons every exchange: their responses will never be sent. */
static void conn_detach_all(hconn *c) {
  while (c->head) {
    hx *x = c->head;
    req_abort(x);
    c->head = x->next;
    x->queued = false;
    x->conn = NULL;
    if (x == c->parsing) {
      x->parsing = false;
      c->parsing = NULL;
    }
    hx_maybe_free(x);
  }
  c->tail = NULL;
  c->nqueue = 0;
  if (c->parsing) {
    hx *x = c->parsing;
    req_abort(x);
    c->parsing = NULL;
    x->parsing = false;
    x->conn = NULL;
    hx_maybe_free(x);
  }
}

/* A fixed error answer (Node's badRequestResponse & co.), then closing. */
static void conn_fail(hconn *c, int code) {
  c->linger = true;
  /* Not after a response that closes the connection (Node: the socket is no longer
   * writable), nor into the middle of one. */
  if (!c->ending && (!c->head || !c->head->header_sent)) {
    char line[96];
    snprintf(line, sizeof line, "HTTP/1.1 %d %s\r\nConnection: close\r\n\r\n", code, status_text(code));
    hb_cstr(&c->out, line);
  }
  conn_detach_all(c);
  conn_read_stop(c);
  conn_end(c);
}

static void conn_hold(hconn *c, const char *from, const char *to) {
  hb_add(&c->held, from, (size_t)(to - from));
  c->paused = true;
  conn_read_stop(c);
}

static void conn_parse(hconn *c, const char *data, size_t n) {
  c->in_parse = true;
  c->exec_start = data;
  c->vend = NULL;
  llhttp_errno_t err = llhttp_execute(&c->parser, data, n);
  while (err == HPE_PAUSED_UPGRADE) { /* no 'upgrade' listener: an ordinary request, as in Node */
    const char *pos = llhttp_get_error_pos(&c->parser);
    llhttp_resume_after_upgrade(&c->parser);
    err = llhttp_execute(&c->parser, pos, (size_t)(data + n - pos));
  }
  c->in_parse = false;
  c->vend_at_end = c->vend == data + n;
  if (c->destroy_pending) {
    conn_destroy(c);
    return;
  }
  if (err == HPE_OK) {
    if (!c->parsing || !c->parsing->rooted) return;
    hx *x = c->parsing; /* a body with no reader yet: stop reading past a limit */
    if (x->body.len >= BODY_HOLD_MAX && !sbool(x->req, RQ_FLOWING)) {
      c->body_hold = true;
      conn_read_stop(c);
    }
    return;
  }
  if (err == HPE_PAUSED) {
    if (c->no_more) { /* after a request that ends the connection: the rest is ignored */
      if (llhttp_get_error_pos(&c->parser) < data + n) c->linger = true;
      conn_read_stop(c);
      if (!c->head) conn_end(c);
      return;
    }
    conn_hold(c, llhttp_get_error_pos(&c->parser), data + n);
    return;
  }
  conn_fail(c, c->overflow ? 431 : 400);
}

/* Parses what was held back, then reads again, unless something still stops it. */
static void conn_resume(hconn *c) {
  if (c->closed || c->no_more || c->nqueue >= PIPELINE_MAX || conn_out_pending(c) >= OUT_HOLD_MAX) return;
  if (c->body_hold) {
    hx *x = c->parsing;
    if (x && x->rooted && x->body.len >= BODY_HOLD_MAX && !sbool(x->req, RQ_FLOWING)) return;
    c->body_hold = false;
  }
  if (c->paused) {
    hbuf b = c->held;
    c->held = (hbuf){0};
    c->paused = false;
    llhttp_resume(&c->parser);
    if (b.len) conn_parse(c, b.p, b.len); /* (paused at the end of a read: nothing held) */
    hb_free(&b);
  }
  if (!c->paused && !c->closed && !c->no_more && !c->body_hold && !c->read_eof) conn_read_start(c);
}

static void on_handle_closed(uv_handle_t *h) {
  hconn *c = h->data;
  if (--c->closes) return;
  hb_free(&c->url);
  hb_free(&c->hdr);
  hb_free(&c->out);
  hb_free(&c->wbuf);
  hb_free(&c->held);
  free(c->fields);
  free(c);
}

static void list_remove(hconn **head, hconn *c, size_t link_off) {
  for (hconn **pp = head; *pp; pp = (hconn **)((char *)*pp + link_off))
    if (*pp == c) {
      *pp = *(hconn **)((char *)c + link_off);
      return;
    }
}

static void conn_destroy(hconn *c) {
  if (c->closed) return;
  if (c->in_parse) {
    c->destroy_pending = true;
    return;
  }
  c->closed = true;
  conn_detach_all(c);
  rt__http *h = c->l->http;
  if (c->dirty) list_remove(&h->dirty, c, offsetof(hconn, dirty_next));
  if (c->on_resume) list_remove(&h->resume, c, offsetof(hconn, resume_next));
  c->dirty = c->on_resume = false;
  hsrv *s = c->srv;
  if (c->prev) c->prev->next = c->next;
  else s->conns = c->next;
  if (c->next) c->next->prev = c->prev;
  s->nconns--;
  c->closes = 2;
  uv_close((uv_handle_t *)&c->tcp, on_handle_closed);
  uv_close((uv_handle_t *)&c->timer, on_handle_closed);
  server_maybe_done(s);
}

static void on_shutdown(uv_shutdown_t *r, int status) {
  hconn *c = r->data;
  if (c->closed) return;
  if (status < 0 || !c->linger) conn_destroy(c);
  else conn_deadline(c, TK_LINGER, LINGER_MS);
  rt__loop_drain(c->l);
}

/* Half-close once everything is written, and close when that is done.  If
 * input was or is being thrown away, first wait for the client's EOF (or a
 * short linger): closing with unread input resets the connection, and the
 * reset can destroy the response in flight before the client reads it. */
static void conn_end(hconn *c) {
  c->no_more = true;
  c->ending = true;
  if (c->closed || c->shut) return;
  if (c->writing || c->out.len) {
    conn_mark_dirty(c);
    return;
  }
  if (c->read_eof) { /* the client is gone already */
    conn_destroy(c);
    return;
  }
  c->shut = true;
  c->sreq.data = c;
  if (uv_shutdown(&c->sreq, (uv_stream_t *)&c->tcp, on_shutdown) != 0) {
    conn_destroy(c);
    return;
  }
  c->paused = false;
  c->body_hold = false;
  conn_read_start(c);
}

static void on_write(uv_write_t *r, int status) {
  hconn *c = r->data;
  c->writing = false;
  c->wbuf.len = 0;
  hb_trim(&c->wbuf);
  if (c->closed) return;
  if (status < 0) {
    conn_destroy(c);
  } else {
    conn_mark_dirty(c);
    if (c->paused) conn_want_resume(c); /* the output may be below OUT_HOLD_MAX again */
  }
  rt__loop_drain(c->l);
}

static void conn_flush(hconn *c) {
  if (c->closed || c->writing) return;
  if (!c->out.len) {
    if (c->ending) conn_end(c);
    return;
  }
  uv_buf_t b = uv_buf_init(c->out.p, (unsigned)c->out.len);
  int r = uv_try_write((uv_stream_t *)&c->tcp, &b, 1);
  if (r == UV_EAGAIN || r == UV_ENOSYS) r = 0;
  if (r < 0) {
    conn_destroy(c);
    return;
  }
  if ((size_t)r == c->out.len) {
    c->out.len = 0;
    hb_trim(&c->out);
    if (c->ending) conn_end(c);
    else if (c->paused) conn_want_resume(c);
    return;
  }
  hbuf t = c->wbuf; /* the rest goes through uv_write, which keeps the buffer */
  c->wbuf = c->out;
  c->out = t;
  c->out.len = 0;
  memmove(c->wbuf.p, c->wbuf.p + r, c->wbuf.len - (size_t)r);
  c->wbuf.len -= (size_t)r;
  uv_buf_t wb = uv_buf_init(c->wbuf.p, (unsigned)c->wbuf.len);
  c->wreq.data = c;
  c->writing = true;
  if (uv_write(&c->wreq, (uv_stream_t *)&c->tcp, &wb, 1, on_write) != 0) {
    c->writing = false;
    conn_destroy(c);
  }
}

static void on_read(uv_stream_t *s, ssize_t n, const uv_buf_t *buf) {
  hconn *c = s->data;
  if (n == 0 || c->closed) return;
  if (n < 0) {
    if (n != UV_EOF || c->shut) {
      conn_destroy(c);
    } else {
      c->read_eof = true;
      conn_read_stop(c);
      if (c->parsing && llhttp_finish(&c->parser) != HPE_OK) conn_fail(c, 400);
      else if (!c->head) conn_destroy(c);
    }
    rt__loop_drain(c->l);
    return;
  }
  if (c->shut) { /* input after our FIN is dropped, and we linger */
    if (!c->linger) {
      c->linger = true;
      conn_deadline(c, TK_LINGER, LINGER_MS);
    }
    return;
  }
  conn_parse(c, buf->base, (size_t)n);
  rt__loop_drain(c->l);
}

static void on_conn_timer(uv_timer_t *t) {
  hconn *c = t->data;
  c->timer_on = false;
  if (c->closed || c->tkind == TK_NONE) return;
  uint64_t now = uv_now(&c->l->uv);
  if (now < c->deadline) {
    uv_timer_start(&c->timer, on_conn_timer, c->deadline - now, 0);
    c->timer_on = true;
    c->timer_at = c->deadline;
    return;
  }
  int kind = c->tkind;
  if (kind == TK_KEEPALIVE && c->writing) {
    /* An answer is still going out to a slow reader: as in Node, whose keep-alive
     * timeout starts only once the whole answer is handed to the kernel ('finish'),
     * the connection stays (a client that stalls for a moment, as on a loaded
     * machine, got a truncated body when only progress since the last deadline
     * kept it). */
    conn_deadline(c, TK_KEEPALIVE, srv_num(c, SV_KEEP_ALIVE_TIMEOUT));
    return;
  }
  c->tkind = TK_NONE;
  if (kind == TK_HEADERS || kind == TK_REQUEST) conn_fail(c, 408);
  else conn_destroy(c);
  rt__loop_drain(c->l);
}

static void conn_start(hsrv *s, hconn *c);

static void on_connection(uv_stream_t *ls, int status) {
  hsrv *s = ls->data;
  if (status < 0 || s->closing) return;
  hconn *c = calloc(1, sizeof *c);
  if (!c) rt__oom(sizeof *c);
  c->l = s->l;
  c->srv = s;
  uv_tcp_init(&s->l->uv, &c->tcp);
  c->tcp.data = c;
  if (uv_accept(ls, (uv_stream_t *)&c->tcp) != 0) {
    c->closes = 1;
    uv_close((uv_handle_t *)&c->tcp, on_handle_closed);
    return;
  }
  uv_tcp_nodelay(&c->tcp, 1);
  conn_start(s, c);
}

/* A connection whose socket is open: parser, timer, and reading. */
static void conn_start(hsrv *s, hconn *c) {
  uv_timer_init(&s->l->uv, &c->timer);
  c->timer.data = c;
  uv_unref((uv_handle_t *)&c->timer);
  llhttp_init(&c->parser, HTTP_REQUEST, &parser_settings);
  c->parser.data = c;
  c->next = s->conns;
  if (s->conns) s->conns->prev = c;
  s->conns = c;
  s->nconns++;
  c->msg_start = uv_now(&s->l->uv);
  conn_deadline(c, TK_HEADERS, head_timeout(c));
  conn_read_start(c);
}

/* ---- the flush hook: end of every macrotask ------------------------------------------ */

static void http_flush(rt__loop *l) {
  rt__http *h = l->http;
  do { /* a flush that empties a connection's output can let its parsing go on */
    while (h->resume) {
      hconn *c = h->resume;
      h->resume = c->resume_next;
      c->on_resume = false;
      conn_resume(c);
    }
    while (h->dirty) {
      hconn *c = h->dirty;
      h->dirty = c->dirty_next;
      c->dirty = false;
      conn_flush(c);
    }
  } while (h->resume);
}

/* ---- servers --------------------------------------------------------------------------- */

static hsrv *server_c(const rt_object *srv) { return rt__slot_ptr(srv, SV_C); }

static void on_signal(uv_signal_t *sg, int signum);

static void signals_update(rt__loop *l) {
  rt__http *h = l->http;
  bool want = h->servers != NULL;
  if (want == h->sig_on) return;
  if (!h->sig_init) {
    for (int i = 0; i < 2; i++) {
      uv_signal_init(&l->uv, &h->sig[i]);
      uv_unref((uv_handle_t *)&h->sig[i]);
    }
    h->sig_init = true;
  }
  for (int i = 0; i < 2; i++) {
    if (want) uv_signal_start(&h->sig[i], on_signal, i ? SIGTERM : SIGINT);
    else uv_signal_stop(&h->sig[i]);
  }
  h->sig_on = want;
}

static void server_maybe_done(hsrv *s) {
  if (!s->listener_closed || s->nconns) return;
  rt__loop *l = s->l;
  rt__http *h = l->http;
  for (hsrv **pp = &h->servers; *pp; pp = &(*pp)->next)
    if (*pp == s) {
      *pp = s->next;
      break;
    }
  rt_object *obj = s->obj;
  rt__slot_set_ptr(obj, SV_C, NULL);
  const rt_closure *cb = rt__slot_ptr(obj, SV_CLOSE_CB);
  obj->slots[SV_CLOSE_CB] = 0;
  server_emit0(obj, SE_CLOSE); /* Node emits 'close' on the next tick; close(cb)'s listener comes last */
  if (cb) rt_next_tick(cb);
  rt__root_free(l, s->root);
  free(s);
  signals_update(l);
  if (h->signalled && !h->servers) {
    l->stop_requested = true;
    uv_stop(&l->uv);
  }
}

static void on_listener_closed(uv_handle_t *hd) {
  hsrv *s = hd->data;
  rt__loop *l = s->l;
  s->listener_closed = true;
  server_maybe_done(s); /* may free s */
  rt__loop_drain(l);
}

static void server_stop(hsrv *s) {
  if (s->closing) return;
  s->closing = true;
  sset_bool(s->obj, SV_LISTENING, false);
  uv_close((uv_handle_t *)&s->tcp, on_listener_closed);
  for (hconn *c = s->conns, *next; c; c = next) { /* Node's closeIdleConnections */
    next = c->next;
    if (!c->head && !c->parsing) conn_destroy(c);
  }
}

static void on_signal(uv_signal_t *sg, int signum) {
  rt__loop *l = sg->loop->data;
  rt__http *h = l->http;
  if (rt__process_listens(signum)) return; /* the program's own process.on(signal) decides */
  if (h->signalled) { /* a second signal: die of it */
    signal(signum, SIG_DFL);
    raise(signum);
    return;
  }
  h->signalled = signum;
  for (hsrv *s = h->servers; s; s = s->next) server_stop(s);
  rt__loop_drain(l);
}

/* Closes everything at once (rt_loop_close). */
static void http_shutdown(rt__loop *l) {
  rt__http *h = l->http;
  if (!h) return;
  for (hsrv *s = h->servers; s; s = s->next) {
    server_stop(s);
    while (s->conns) conn_destroy(s->conns);
  }
  h->dirty = h->resume = NULL;
  free(h->spare);
  h->spare = NULL;
  shapes_free(h);
}

/* createServer([handler]): without one, server.on('request') gives the listeners. */
rt_object *rt_http_create_server(const rt_closure *handler) {
  rt_object *srv = rt_object_new(&server_class);
  rt__slot_set_f64(srv, SV_HEADERS_TIMEOUT, DEFAULT_HEADERS_TIMEOUT);
  rt__slot_set_f64(srv, SV_REQUEST_TIMEOUT, DEFAULT_REQUEST_TIMEOUT);
  rt__slot_set_f64(srv, SV_KEEP_ALIVE_TIMEOUT, DEFAULT_KEEP_ALIVE_TIMEOUT);
  rt__slot_set_f64(srv, SV_MAX_HEADER_SIZE, DEFAULT_MAX_HEADER_SIZE);
  srv->slots[SV_HANDLER] = handler ? rt_box_function(handler) : 0;
  return srv;
}

/* createServer(async (req, res) => ...): the handler returns a promise. */
rt_object *rt_http_create_server_async(const rt_closure *handler) {
  rt_object *srv = rt_http_create_server(handler);
  srv->slots[SV_ASYNC] = 1;
  return srv;
}

/* Ports chosen by the first worker's `listen(0)`, so that the k-th such
 * call on every worker binds the same port (SO_REUSEPORT). */
static pthread_mutex_t port_mu = PTHREAD_MUTEX_INITIALIZER;
static int shared_ports[64];
static int nshared_ports;
static _Thread_local int listen_seq;

static int resolve(const rt_str *host, int port, struct sockaddr_storage *ss) {
  memset(ss, 0, sizeof *ss);
  if (!host) return uv_ip6_addr("::", port, (struct sockaddr_in6 *)ss);
  char name[256];
  if (host->len >= sizeof name || (host->flags & RT_STR_WIDE)) return UV_EINVAL;
  str_to_c(host, name, sizeof name);
  if (uv_ip4_addr(name, port, (struct sockaddr_in *)ss) == 0) return 0;
  if (uv_ip6_addr(name, port, (struct sockaddr_in6 *)ss) == 0) return 0;
  struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM}, *res = NULL;
  if (getaddrinfo(name, NULL, &hints, &res) != 0 || !res) return UV_EAI_NONAME;
  memcpy(ss, res->ai_addr, res->ai_addrlen);
  if (ss->ss_family == AF_INET) ((struct sockaddr_in *)ss)->sin_port = htons((uint16_t)port);
  else ((struct sockaddr_in6 *)ss)->sin6_port = htons((uint16_t)port);
  freeaddrinfo(res);
  return 0;
}

static void free_on_close(uv_handle_t *h) { free(h->data); }

static int bind_listen(hsrv *s, const struct sockaddr_storage *ss, bool reuseport) {
  int r = uv_tcp_init_ex(&s->l->uv, &s->tcp, ss->ss_family);
  if (r) return r;
  s->tcp.data = s;
  if (reuseport) {
    uv_os_fd_t fd;
    int one = 1;
    if (uv_fileno((uv_handle_t *)&s->tcp, &fd) == 0) setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &one, sizeof one);
  }
  r = uv_tcp_bind(&s->tcp, (const struct sockaddr *)ss, 0);
  if (!r) r = uv_listen((uv_stream_t *)&s->tcp, 511, on_connection);
  return r;
}

static int local_port(hsrv *s) {
  struct sockaddr_storage ss;
  int len = sizeof ss;
  if (uv_tcp_getsockname(&s->tcp, (struct sockaddr *)&ss, &len) != 0) return 0;
  return ntohs(ss.ss_family == AF_INET ? ((struct sockaddr_in *)&ss)->sin_port
                                       : ((struct sockaddr_in6 *)&ss)->sin6_port);
}

int rt_http_server_try_listen(rt_object *srv, double port, const rt_str *host, const rt_closure *cb) {
  check_class(srv, &server_class);
  if (server_c(srv)) return UV_EINVAL;
  if (!(port >= 0 && port < 65536) || port != trunc(port)) return UV_EINVAL;
  rt__loop *l = rt__loop_get();
  rt__http *h = http_get(l);
  struct sockaddr_storage ss;
  int r = resolve(host, (int)port, &ss);
  if (r) return r;
  bool reuseport = rt_workers_count() > 1;
  bool shared = reuseport && port == 0;
  hsrv *s = calloc(1, sizeof *s);
  if (!s) rt__oom(sizeof *s);
  s->l = l;
  if (shared) {
    pthread_mutex_lock(&port_mu);
    int k = listen_seq++;
    if (k < nshared_ports) {
      if (ss.ss_family == AF_INET) ((struct sockaddr_in *)&ss)->sin_port = htons((uint16_t)shared_ports[k]);
      else ((struct sockaddr_in6 *)&ss)->sin6_port = htons((uint16_t)shared_ports[k]);
    }
  }
  r = bind_listen(s, &ss, reuseport);
  if (r == UV_EAFNOSUPPORT && !host) { /* no IPv6: the IPv4 wildcard */
    uv_close((uv_handle_t *)&s->tcp, NULL);
    uv_run(&l->uv, UV_RUN_NOWAIT);
    memset(&s->tcp, 0, sizeof s->tcp);
    uv_ip4_addr("0.0.0.0", (int)port, (struct sockaddr_in *)&ss);
    r = bind_listen(s, &ss, reuseport);
  }
  if (shared) {
    if (!r && listen_seq - 1 == nshared_ports && nshared_ports < 64) shared_ports[nshared_ports++] = local_port(s);
    pthread_mutex_unlock(&port_mu);
  }
  if (r) {
    s->tcp.data = s;
    if (s->tcp.type == UV_TCP) uv_close((uv_handle_t *)&s->tcp, free_on_close);
    else free(s);
    return r;
  }
  s->obj = srv;
  s->root = rt__root_new(l, srv);
  s->next = h->servers;
  h->servers = s;
  rt__slot_set_ptr(srv, SV_C, s);
  sset_bool(srv, SV_LISTENING, true);
  signals_update(l);
  server_emit0(srv, SE_LISTENING); /* Node emits 'listening' on the next tick; listen(cb)'s listener comes last */
  if (cb) rt_next_tick(cb);
  return 0;
}

void rt_http_server_listen(rt_object *srv, double port, const rt_str *host, const rt_closure *cb) {
  check_class(srv, &server_class);
  if (server_c(srv))
    rt_throw_error("Error [ERR_SERVER_ALREADY_LISTEN]",
                   "Listen method has been called more than once without closing.");
  if (!(port >= 0 && port < 65536) || port != trunc(port)) {
    char num[RT__NUM_BUF], msg[128];
    rt__num_fmt(port, num);
    snprintf(msg, sizeof msg, "options.port should be >= 0 and < 65536. Received type number (%s).", num);
    rt_throw_error("RangeError [ERR_SOCKET_BAD_PORT]", msg);
  }
  int r = rt_http_server_try_listen(srv, port, host, cb);
  if (r) {
    char hostc[256], msg[400];
    str_to_c(host, hostc, sizeof hostc);
    snprintf(msg, sizeof msg, "listen %s: %s %s:%d", uv_err_name(r), uv_strerror(r), host ? hostc : "::",
             (int)port);
    if (server_emit_error(srv, rt__sys_error_new(-r, "listen", msg))) return; /* server.on('error') */
    rt_throw_error("Error", msg);
  }
}

rt_object *rt_http_server_address(rt_object *srv) {
  check_class(srv, &server_class);
  hsrv *s = server_c(srv);
  if (!s || s->closing) return NULL;
  struct sockaddr_storage ss;
  int len = sizeof ss;
  if (uv_tcp_getsockname(&s->tcp, (struct sockaddr *)&ss, &len) != 0) return NULL;
  char ip[64] = "";
  int port;
  if (ss.ss_family == AF_INET) {
    uv_ip4_name((struct sockaddr_in *)&ss, ip, sizeof ip);
    port = ntohs(((struct sockaddr_in *)&ss)->sin_port);
  } else {
    uv_ip6_name((struct sockaddr_in6 *)&ss, ip, sizeof ip);
    port = ntohs(((struct sockaddr_in6 *)&ss)->sin6_port);
  }
  const rt_str *ips = cstr(ip);
  rt_object *a = rt_object_new(&addr_class);
  rt__slot_set_ptr(a, AD_ADDRESS, ips);
  rt__slot_set_ptr(a, AD_FAMILY, ss.ss_family == AF_INET ? RT__STR(s_ipv4) : RT__STR(s_ipv6));
  rt__slot_set_f64(a, AD_PORT, port);
  return a;
}

double rt_http_server_port(rt_object *srv) {
  check_class(srv, &server_class);
  hsrv *s = server_c(srv);
  return s && !s->closing ? local_port(s) : 0;
}

bool rt_http_server_listening(rt_object *srv) {
  check_class(srv, &server_class);
  return sbool(srv, SV_LISTENING);
}

void rt_http_server_close(rt_object *srv, const rt_closure *cb) {
  check_class(srv, &server_class);
  hsrv *s = server_c(srv);
  if (!s || s->closing) {
    if (cb) rt_next_tick(cb); /* Node: cb(ERR_SERVER_NOT_RUNNING) */
    return;
  }
  if (cb) rt__slot_set_ptr(srv, SV_CLOSE_CB, cb);
  server_stop(s);
}

static void set_ms(rt_object *srv, uint32_t slot, double v) {
  check_class(srv, &server_class);
  rt__slot_set_f64(srv, slot, v > 0 ? v : 0);
}
void rt_http_server_set_headers_timeout(rt_object *srv, double ms) { set_ms(srv, SV_HEADERS_TIMEOUT, ms); }
void rt_http_server_set_request_timeout(rt_object *srv, double ms) { set_ms(srv, SV_REQUEST_TIMEOUT, ms); }
void rt_http_server_set_keep_alive_timeout(rt_object *srv, double ms) { set_ms(srv, SV_KEEP_ALIVE_TIMEOUT, ms); }
void rt_http_server_set_max_header_size(rt_object *srv, double bytes) {
  set_ms(srv, SV_MAX_HEADER_SIZE, bytes > 0 ? bytes : DEFAULT_MAX_HEADER_SIZE);
}

rt_object *rt__http_headers_build(rt__loop *l, const char *hdr, size_t hdrlen, const rt__hfield *fields, uint32_t nf,
                                  rt_array **rawp) {
  _Static_assert(sizeof(rt__hfield) == sizeof(struct hfield), "rt__hfield is struct hfield");
  return headers_build(http_get(l), hdr, hdrlen, (const struct hfield *)fields, nf, rawp);
}

/* ---- IncomingMessage --------------------------------------------------------------------- */

/* A client's response (runtime/http_client.c) is an IncomingMessage too: the
 * calls below hand it over.  Weak, so that a server alone does not link the client. */
extern const rt_class rt__client_res_class __attribute__((weak));
static inline bool is_client_res(const rt_object *o) { return &rt__client_res_class && o && o->cls == &rt__client_res_class; }

const rt_str *rt_http_req_method(rt_object *req) {
  check_class(req, &req_class);
  return rt__slot_ptr(req, RQ_METHOD);
}
const rt_str *rt_http_req_url(rt_object *req) {
  check_class(req, &req_class);
  return rt__slot_ptr(req, RQ_URL);
}
const rt_str *rt_http_req_http_version(rt_object *req) {
  if (is_client_res(req)) return rt__client_res_get(req, 0);
  check_class(req, &req_class);
  return rt__slot_ptr(req, RQ_HTTP_VERSION);
}
rt_object *rt_http_req_headers(rt_object *req) {
  if (is_client_res(req)) return rt__client_res_get(req, 1);
  check_class(req, &req_class);
  return rt__slot_ptr(req, RQ_HEADERS);
}
rt_array *rt_http_req_raw_headers(rt_object *req) {
  if (is_client_res(req)) return rt__client_res_get(req, 2);
  check_class(req, &req_class);
  return rt__slot_ptr(req, RQ_RAW_HEADERS);
}

rt_value rt_http_req_header(rt_object *req, const rt_str *name) {
  check_class(req, &req_class);
  const rt_object *h = rt__slot_ptr(req, RQ_HEADERS);
  uint32_t n = headers_count(h);
  for (uint32_t i = 0; i < n; i++)
    if (str_ieq_str(h->cls->slot_names[i], name)) return h->slots[i];
  return RT_UNDEFINED;
}

bool rt_http_req_complete(rt_object *req) {
  if (is_client_res(req)) return rt__client_res_get(req, 3) != NULL;
  check_class(req, &req_class);
  return sbool(req, RQ_COMPLETE);
}

void rt_http_req_on_data(rt_object *req, const rt_closure *cb) {
  if (is_client_res(req)) return rt__client_res_on(req, cb, 0);
  check_class(req, &req_class);
  sset_bool(req, RQ_BUFFERS, false);
  listener_add(req, RQ_ONDATA, cb);
  if (!sbool(req, RQ_FLOWING)) {
    req_set_flowing(req);
  } else {
    hx *x = req_hx(req);
    if (x && x->body.len) rt__next_tick_c(x->l, req_emit, req);
  }
}

/* req.on('data', (chunk: Buffer) => ...): the chunks as Buffers. */
void rt_http_req_on_data_buffer(rt_object *req, const rt_closure *cb) {
  if (is_client_res(req)) return rt__client_res_on(req, cb, 1);
  rt_http_req_on_data(req, cb);
  sset_bool(req, RQ_BUFFERS, true);
}

void rt_http_req_on_end(rt_object *req, const rt_closure *cb) {
  if (is_client_res(req)) return rt__client_res_on(req, cb, 2);
  check_class(req, &req_class);
  listener_add(req, RQ_ONEND, cb);
}

/* req.on('error', cb): cb gets an Error (a function literal) or a boxed value (a promise's reject). */
static void req_on_error(rt_object *req, const rt_closure *cb, bool boxed) {
  if (is_client_res(req)) return; /* a response being read: its errors go to the ClientRequest */
  check_class(req, &req_class);
  rt__slot_set_ptr(req, RQ_ONERROR, cb);
  sset_bool(req, RQ_ERROR_BOXED, boxed);
}
void rt_http_req_on_error(rt_object *req, const rt_closure *cb) { req_on_error(req, cb, false); }
void rt_http_req_on_error_value(rt_object *req, const rt_closure *cb) { req_on_error(req, cb, true); }

void rt_http_req_resume(rt_object *req) {
  if (is_client_res(req)) return rt__client_res_on(req, NULL, 3);
  check_class(req, &req_class);
  if (sbool(req, RQ_FLOWING)) return;
  hx *x = req_hx(req);
  if (x) hb_free(&x->body); /* flowing with no data listener: the body is dropped */
  req_set_flowing(req);
  if (x && x->conn && x->conn->body_hold) conn_want_resume(x->conn);
}

/* ---- ServerResponse ------------------------------------------------------------------------ */

double rt_http_res_status_code(rt_object *res) {
  check_class(res, &res_class);
  return rt__slot_f64(res, RS_STATUS_CODE);
}

void rt_http_res_set_status_code(rt_object *res, double code) {
  check_class(res, &res_class);
  rt__slot_set_f64(res, RS_STATUS_CODE, code);
}

rt_value rt_http_res_status_message(rt_object *res) {
  check_class(res, &res_class);
  const rt_str *s = rt__slot_ptr(res, RS_STATUS_MESSAGE);
  return s ? rt_box_string(s) : RT_UNDEFINED;
}

void rt_http_res_set_status_message(rt_object *res, const rt_str *msg) {
  check_class(res, &res_class);
  rt__slot_set_ptr(res, RS_STATUS_MESSAGE, msg);
}

void rt_http_res_set_header(rt_object *res, const rt_str *name, rt_value value) {
  check_class(res, &res_class);
  if (sbool(res, RS_HEADERS_SENT)) headers_sent_error("set");
  validate_name(name);
  validate_value(name, value);
  set_header(res, name, value);
}

rt_value rt_http_res_get_header(rt_object *res, const rt_str *name) {
  check_class(res, &res_class);
  const rt_array *a = rt__slot_ptr(res, RS_HEADERS);
  int32_t i = header_find(a, name);
  return i >= 0 ? ((const rt_value *)a->data)[i + 1] : RT_UNDEFINED;
}

void rt_http_res_remove_header(rt_object *res, const rt_str *name) {
  check_class(res, &res_class);
  if (sbool(res, RS_HEADERS_SENT)) headers_sent_error("remove");
  remove_header(res, name);
}

bool rt_http_res_has_header(rt_object *res, const rt_str *name) {
  check_class(res, &res_class);
  return header_find(rt__slot_ptr(res, RS_HEADERS), name) >= 0;
}

rt_array *rt_http_res_get_header_names(rt_object *res) {
  check_class(res, &res_class);
  const rt_array *a = rt__slot_ptr(res, RS_HEADERS);
  rt_array *names = rt_array_new(RT_ELEM_PTR, a ? a->length / 2 : 0);
  for (uint32_t i = 0; a && i + 1 < a->length; i += 2)
    rt_array_push_value(names, (uint64_t)(uintptr_t)rt_str_to_lower(rt_unbox_string(((const rt_value *)a->data)[i])));
  return names;
}

void rt_http_res_write_head(rt_object *res, double status, const rt_str *msg, rt_value headers) {
  check_class(res, &res_class);
  write_head(res, status, msg, headers);
}

bool rt_http_res_write(rt_object *res, const rt_str *chunk) {
  check_class(res, &res_class);
  if (!chunk) rt_throw_error("TypeError [ERR_STREAM_NULL_VALUES]", "May not write null values to stream");
  res_write(res, chunk, false);
  hx *x = res_hx(res);
  return !(x && x->conn && x->conn->out.len + x->out.len >= 16384 * 64);
}

void rt_http_res_end(rt_object *res, const rt_str *chunk) {
  check_class(res, &res_class);
  hx *x = res_hx(res);
  if (chunk && chunk->len) {
    if (sbool(res, RS_WRITABLE_ENDED)) {
      if (x) write_after_end();
      return;
    }
    res_write(res, chunk, true);
  } else if (sbool(res, RS_WRITABLE_ENDED)) {
    return;
  } else if (x && !x->header) {
    x->content_length = 0;
    implicit_header(res);
  }
  if (x && x->has_body && x->chunked) hb_add(hx_out(x), "0\r\n\r\n", 5);
  res_finished(res, x);
}

bool rt_http_res_headers_sent(rt_object *res) {
  check_class(res, &res_class);
  return sbool(res, RS_HEADERS_SENT);
}

bool rt_http_res_writable_ended(rt_object *res) {
  check_class(res, &res_class);
  return sbool(res, RS_WRITABLE_ENDED);
}

void rt_http_res_set_send_date(rt_object *res, bool on) {
  check_class(res, &res_class);
  sset_bool(res, RS_SEND_DATE, on);
}

void rt_http_res_on_finish(rt_object *res, const rt_closure *cb) {
  check_class(res, &res_class);
  listener_add(res, RS_ONFINISH, cb);
}

void rt_http_res_fail(rt_object *res) {
  check_class(res, &res_class);
  hx *x = res_hx(res);
  if (sbool(res, RS_WRITABLE_ENDED)) return;
  if (!x || !x->conn) {
    sset_bool(res, RS_WRITABLE_ENDED, true);
    return;
  }
  if (!x->header) {
    rt_array *a = res_headers(res, false);
    if (a) rt_array_set_length(a, 0);
    rt__slot_set_ptr(res, RS_STATUS_MESSAGE, NULL);
    rt__slot_set_f64(res, RS_STATUS_CODE, 500);
    set_header(res, RT__STR(s_connection_h), rt_box_string(RT__STR(k_close)));
    rt_http_res_end(res, NULL);
    return;
  }
  /* Part of it is out: end it without its terminator and close the
   * connection after it, so the client sees the truncation. */
  x->last = true;
  res_finished(res, x);
}

/* ---- for the fuzz harness (runtime/http_fuzz.c) and tests ------------------------------- */

/* Serves fd, a connected stream socket (one end of a socketpair), as a connection
 * srv accepted: the same parser, queue, writes and timeouts.  srv must be listening.
 * 0, or a libuv error (fd is then left open). */
int rt__http_adopt_fd(rt_object *srv, int fd) {
  check_class(srv, &server_class);
  hsrv *s = server_c(srv);
  if (!s || s->closing) return UV_EINVAL;
  hconn *c = calloc(1, sizeof *c);
  if (!c) rt__oom(sizeof *c);
  c->l = s->l;
  c->srv = s;
  uv_tcp_init(&s->l->uv, &c->tcp);
  c->tcp.data = c;
  int r = uv_tcp_open(&c->tcp, fd);
  if (r) {
    c->closes = 1;
    uv_close((uv_handle_t *)&c->tcp, on_handle_closed);
    return r;
  }
  conn_start(s, c);
  return 0;
}

/* The server's open connections (0 once it has none, or is gone). */
uint32_t rt__http_conn_count(const rt_object *srv) {
  check_class(srv, &server_class);
  hsrv *s = server_c(srv);
  return s ? s->nconns : 0;
}
