/* node.c - the bindings compiled programs call for Node's built-in modules and
 * globals: process.env, the node:http entry points with optional arguments
 * (boxed, so the compiler can pass undefined), and the WHATWG URL class (the
 * subset services use: special schemes with a host, paths, queries,
 * fragments, relative references and searchParams).  node:crypto is in
 * crypto.c, so that only a program using it links OpenSSL. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kiln_loop.h"
#include "rt_internal.h"

#define BIT(i) ((uint64_t)1 << (i))

static bool is_fn(rt_value v) { return (v >> RT_TAG_SHIFT) == RT_TAG_FUNCTION; }
static const rt_closure *fn_or_null(rt_value v) { return is_fn(v) ? rt_unbox_function(v) : NULL; }

/* ---- process.env ---------------------------------------------------------------- */

rt_value rt_process_env_get(const rt_str *name) {
  char *n = rt__utf8_of(name, NULL);
  const char *v = getenv(n);
  free(n);
  return v ? rt_box_string(rt__str_from_utf8(v, strlen(v))) : RT_UNDEFINED;
}

/* process.env read as a value: a dictionary of the environment as it is
 * now, in environ's order (Node's order).  A snapshot: what a program stores
 * in it does not reach the environment. */
extern char **environ;
rt_object *rt_process_env_all(void) {
  rt_object *d = rt_dict_new();
  for (char **e = environ; e && *e; e++) {
    const char *eq = strchr(*e, '=');
    if (!eq || eq == *e) continue;
    const rt_str *k = rt__str_from_utf8(*e, (size_t)(eq - *e));
    rt_dict_set(d, k, rt_box_string(rt__str_from_utf8(eq + 1, strlen(eq + 1))));
  }
  return d;
}

/* ---- node:http with optional arguments ------------------------------------------- */

rt_object *rt_node_create_server(rt_value handler) { return rt_http_create_server(fn_or_null(handler)); }
rt_object *rt_node_create_server_async(rt_value handler) {
  const rt_closure *h = fn_or_null(handler);
  return h ? rt_http_create_server_async(h) : rt_http_create_server(NULL);
}

rt_object *rt_node_server_listen(rt_object *srv, double port, rt_value host, rt_value cb) {
  rt_http_server_listen(srv, port, rt__is_string(host) ? rt_unbox_string(host) : NULL, fn_or_null(cb));
  return srv;
}

rt_object *rt_node_server_close(rt_object *srv, rt_value cb) {
  rt_http_server_close(srv, fn_or_null(cb));
  return srv;
}

rt_value rt_node_server_address(rt_object *srv) {
  rt_object *a = rt_http_server_address(srv);
  return a ? rt_box_object(a) : RT_NULL;
}

/* req.headers[name]: a visible property of the headers object, or undefined. */
rt_value rt_node_headers_get(const rt_object *h, const rt_str *name) {
  const rt_class *cls = h ? h->cls : NULL;
  for (uint32_t i = 0; cls && i < cls->nslots; i++) {
    if (!cls->slot_names || !cls->slot_names[i] || (cls->slot_types && cls->slot_types[i] == RT_SLOT_HIDDEN))
      continue;
    if (rt_str_equals(cls->slot_names[i], name)) {
      rt_value v = rt__slot_value(h, i);
      return v == RT_ABSENT ? RT_UNDEFINED : v;
    }
  }
  return RT_UNDEFINED;
}

rt_object *rt_node_res_set_header(rt_object *res, const rt_str *name, rt_value value) {
  rt_http_res_set_header(res, name, value);
  return res;
}

/* writeHead(status[, message][, headers]) */
rt_object *rt_node_res_write_head(rt_object *res, double status, rt_value msg, rt_value headers) {
  rt_http_res_write_head(res, status, rt__is_string(msg) ? rt_unbox_string(msg) : NULL, headers);
  return res;
}

rt_object *rt_node_res_end(rt_object *res, rt_value chunk) {
  rt_http_res_end(res, rt__is_string(chunk) ? rt_unbox_string(chunk) : NULL);
  return res;
}

/* ---- URL ----------------------------------------------------------------------------- */

RT__STATIC_STR(s_url, "URL");
RT__STATIC_STR(s_usp, "URLSearchParams");
RT__STATIC_STR(s_href, "href");
RT__STATIC_STR(s_origin, "origin");
RT__STATIC_STR(s_protocol, "protocol");
RT__STATIC_STR(s_username, "username");
RT__STATIC_STR(s_password, "password");
RT__STATIC_STR(s_host, "host");
RT__STATIC_STR(s_hostname, "hostname");
RT__STATIC_STR(s_port, "port");
RT__STATIC_STR(s_pathname, "pathname");
RT__STATIC_STR(s_search, "search");
RT__STATIC_STR(s_search_params, "searchParams");
RT__STATIC_STR(s_hash_prop, "hash");
RT__STATIC_STR(s_qmark, "?");

/* The slot order is the order Node prints a URL's properties in. */
enum { U_HREF, U_ORIGIN, U_PROTOCOL, U_USERNAME, U_PASSWORD, U_HOST, U_HOSTNAME, U_PORT, U_PATHNAME, U_SEARCH,
       U_SEARCH_PARAMS, U_HASH, U_NSLOTS };
static const rt_str *const url_names[U_NSLOTS] = {
    RT__STR(s_href),     RT__STR(s_origin),   RT__STR(s_protocol), RT__STR(s_username),
    RT__STR(s_password), RT__STR(s_host),     RT__STR(s_hostname), RT__STR(s_port),
    RT__STR(s_pathname), RT__STR(s_search),   RT__STR(s_search_params), RT__STR(s_hash_prop)};
static const uint8_t url_types[U_NSLOTS] = {RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_STR,
                                            RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_STR,
                                            RT_SLOT_STR, RT_SLOT_STR, RT_SLOT_OBJECT, RT_SLOT_STR};
static const uint64_t url_refs[1] = {BIT(U_NSLOTS) - 1};
static const rt_class url_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_url),
                                   .size = 16 + 8 * U_NSLOTS, .nslots = U_NSLOTS, .refs = url_refs,
                                   .slot_names = url_names, .slot_types = url_types};
/* A URLSearchParams: the query it was made from (parsed on first use) or
 * its list of pairs (an array of name, value, name, value, ... strings,
 * once parsed or changed), and the URL it belongs to (url.searchParams),
 * whose search and href follow each change. */
enum { SP_QUERY, SP_LIST, SP_URL, SP_NSLOTS };
static const rt_str *const usp_names[SP_NSLOTS] = {NULL, NULL, NULL};
static const uint8_t usp_types[SP_NSLOTS] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const uint64_t usp_refs[1] = {BIT(SP_QUERY) | BIT(SP_LIST) | BIT(SP_URL)};
static const rt_class usp_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_usp),
                                   .size = 16 + 8 * SP_NSLOTS, .nslots = SP_NSLOTS, .refs = usp_refs,
                                   .slot_names = usp_names, .slot_types = usp_types};

typedef struct { char *p; size_t n, cap; } buf;

/* The buffers of one URL parse come from a per-thread scratch block, bumped
 * and never freed one by one (bfree of such a pointer does nothing);
 * rt_url_new empties it at its start.  A parse that outgrows it gets
 * malloc'd buffers.  (The reference service parses every request's URL:
 * some twenty malloc/realloc/free calls each, before.) */
#define SCRATCH 4096
static __thread struct {
  size_t used;
  _Alignas(16) char mem[SCRATCH];
} scratch;
static bool in_scratch(const char *p) { return p >= scratch.mem && p < scratch.mem + SCRATCH; }
static void bfree(char *p) {
  if (!in_scratch(p)) free(p);
}
static void bgrow(buf *b, size_t need) {
  size_t cap = need * 2 < 32 ? 32 : need * 2;
  cap = (cap + 15) & ~(size_t)15;
  char *np;
  if (b->p && in_scratch(b->p) && b->p + b->cap == scratch.mem + scratch.used && scratch.used - b->cap + cap <= SCRATCH) {
    scratch.used += cap - b->cap; /* the last block: grown in place */
    b->cap = cap;
    return;
  }
  if (scratch.used + cap <= SCRATCH) {
    np = scratch.mem + scratch.used;
    scratch.used += cap;
  } else {
    np = malloc(cap);
    if (!np) rt__oom(cap);
  }
  if (b->n) memcpy(np, b->p, b->n);
  bfree(b->p);
  b->p = np;
  b->cap = cap;
}
static void bput(buf *b, const char *p, size_t n) {
  if (b->n + n + 1 > b->cap) bgrow(b, b->n + n + 1);
  memcpy(b->p + b->n, p, n);
  b->n += n;
  b->p[b->n] = 0;
}
static inline void bc(buf *b, char c) {
  if (b->n + 2 > b->cap) bgrow(b, b->n + 2);
  b->p[b->n++] = c;
  b->p[b->n] = 0;
}
/* Letters, digits and -._~: in none of the percent-encode sets below. */
static inline bool url_plain(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
         c == '_' || c == '~';
}
/* Appends p[0..n), percent-encoding bytes outside printable ASCII and those in `set`. */
static void benc(buf *b, const char *p, size_t n, const char *set) {
  static const char hex[] = "0123456789ABCDEF";
  for (size_t i = 0; i < n;) {
    size_t j = i;
    while (j < n && url_plain((unsigned char)p[j])) j++;
    if (j > i) { /* a run of plain bytes at once */
      bput(b, p + i, j - i);
      i = j;
      continue;
    }
    unsigned char c = (unsigned char)p[i++];
    if (c <= 0x20 || c >= 0x7F || strchr(set, c)) {
      char e[3] = {'%', hex[c >> 4], hex[c & 15]};
      bput(b, e, 3);
    } else {
      bc(b, (char)c);
    }
  }
}

typedef struct {
  buf scheme, user, pass, host, port, path, query, frag; /* query/frag without ?/# */
  bool has_query, has_frag, special;
} url_parts;

static void parts_free(url_parts *u) {
  buf *all[] = {&u->scheme, &u->user, &u->pass, &u->host, &u->port, &u->path, &u->query, &u->frag};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) bfree(all[i]->p);
}

static int default_port(const char *scheme) {
  if (!strcmp(scheme, "http") || !strcmp(scheme, "ws")) return 80;
  if (!strcmp(scheme, "https") || !strcmp(scheme, "wss")) return 443;
  if (!strcmp(scheme, "ftp")) return 21;
  return -1;
}
static bool is_special(const char *scheme) { return default_port(scheme) >= 0 || !strcmp(scheme, "file"); }

/* Resolves p[0..n) against the path in u (a directory-relative or absolute
 * path), removing . and .. segments. */
static void path_merge(url_parts *u, const char *p, size_t n, bool absolute) {
  buf segs = {0};
  if (!absolute && u->path.n) { /* the base path up to its last '/' */
    const char *last = strrchr(u->path.p, '/');
    if (last) bput(&segs, u->path.p, (size_t)(last - u->path.p) + 1);
  }
  benc(&segs, p, n, u->special ? "\"#<>?`{}" : "\"#<>?`{}");
  /* remove dot segments */
  buf out = {0};
  const char *s = segs.p ? segs.p : "";
  size_t len = segs.n;
  size_t i = 0;
  if (len && s[0] == '/') i = 1;
  bc(&out, '/');
  while (i <= len) {
    size_t j = i;
    while (j < len && s[j] != '/') j++;
    size_t sl = j - i;
    const char *seg = s + i;
    bool last = j >= len;
    if ((sl == 1 && seg[0] == '.') || (sl == 3 && !strncasecmp(seg, "%2e", 3))) {
      /* nothing; a trailing "." keeps the slash */
    } else if ((sl == 2 && !strncmp(seg, "..", 2)) || (sl == 4 && (!strncasecmp(seg, ".%2e", 4) || !strncasecmp(seg, "%2e.", 4))) ||
               (sl == 6 && !strncasecmp(seg, "%2e%2e", 6))) {
      if (out.n > 1) {
        out.n--; /* drop the trailing '/' and the last segment */
        while (out.n > 0 && out.p[out.n - 1] != '/') out.n--;
        out.p[out.n] = 0;
      }
    } else {
      bput(&out, seg, sl);
      if (!last) bc(&out, '/');
    }
    i = j + 1;
  }
  bfree(segs.p);
  bfree(u->path.p);
  u->path = out;
}

/* Parses the part after the scheme (or the whole of a relative reference, with
 * base set).  Returns false for an invalid URL. */
static bool parse_rest(url_parts *u, const char *p, size_t n, const url_parts *base) {
  size_t i = 0;
  bool slash = n > 0 && (p[0] == '/' || (u->special && p[0] == '\\'));
  bool two = slash && n > 1 && (p[1] == '/' || (u->special && p[1] == '\\'));
  /* file: has an authority only after "//" (an empty host: file:///a/b) */
  bool file = u->scheme.p && !strcmp(u->scheme.p, "file");
  bool authority = two || (u->special && !file && !base);
  if (authority) {
    if (file) i = 2;
    else
      while (i < n && (p[i] == '/' || (u->special && p[i] == '\\'))) i++;
    size_t end = i;
    while (end < n && p[end] != '/' && p[end] != '?' && p[end] != '#' && !(u->special && p[end] == '\\')) end++;
    const char *at = NULL;
    for (size_t k = i; k < end; k++)
      if (p[k] == '@') at = p + k;
    if (at) {
      const char *colon = memchr(p + i, ':', (size_t)(at - (p + i)));
      size_t ul = (size_t)((colon ? colon : at) - (p + i));
      benc(&u->user, p + i, ul, "\"#<>?`{}/:;=@[\\]^|");
      if (colon) benc(&u->pass, colon + 1, (size_t)(at - colon - 1), "\"#<>?`{}/:;=@[\\]^|");
      i = (size_t)(at - p) + 1;
    }
    const char *hs = p + i, *he = p + end, *colon = NULL;
    for (const char *q = hs; q < he; q++) {
      if (*q == '[') { while (q < he && *q != ']') q++; continue; }
      if (*q == ':') colon = q;
    }
    const char *hend = colon ? colon : he;
    if (hend == hs && u->special && !file) return false;
    for (const char *q = hs; q < hend; q++) {
      char c = *q;
      if (c == ' ' || c == '<' || c == '>' || c == '^' || c == '|' || c == '%' || (unsigned char)c < 0x20) return false;
      bc(&u->host, (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c);
    }
    if (file && u->host.n == 9 && !memcmp(u->host.p, "localhost", 9)) u->host.n = 0, u->host.p[0] = 0;
    if (colon) {
      long port = 0;
      const char *q = colon + 1;
      if (q < he) {
        for (; q < he; q++) {
          if (*q < '0' || *q > '9') return false;
          port = port * 10 + (*q - '0');
          if (port > 65535) return false;
        }
        if (port != default_port(u->scheme.p)) {
          char pb[8], *e = pb + sizeof pb, *d = e; /* digits by hand: snprintf was 3% of a request */
          do *--d = (char)('0' + port % 10);
          while ((port /= 10) > 0);
          bput(&u->port, d, (size_t)(e - d));
        }
      }
    }
    i = end;
  } else if (base) {
    bput(&u->user, base->user.p ? base->user.p : "", base->user.n);
    bput(&u->pass, base->pass.p ? base->pass.p : "", base->pass.n);
    bput(&u->host, base->host.p ? base->host.p : "", base->host.n);
    bput(&u->port, base->port.p ? base->port.p : "", base->port.n);
  }
  size_t pe = i;
  while (pe < n && p[pe] != '?' && p[pe] != '#') pe++;
  if (!authority && base && pe == i) { /* "", "?q" or "#f": the base's path (and query) */
    bput(&u->path, base->path.p ? base->path.p : "", base->path.n);
    if (pe >= n || p[pe] == '#') {
      u->has_query = base->has_query;
      bput(&u->query, base->query.p ? base->query.p : "", base->query.n);
    }
  } else if (!u->special && !authority && !base) {
    benc(&u->path, p + i, pe - i, ""); /* an opaque path (mailto:, data:) */
  } else {
    bool absolute = authority || (pe > i && (p[i] == '/' || (u->special && p[i] == '\\')));
    if (!absolute && base) bput(&u->path, base->path.p ? base->path.p : "", base->path.n);
    /* backslashes are slashes in special URLs */
    char small[256]; /* a request's path: no malloc/free per URL */
    char *seg = pe - i < sizeof small ? small : malloc(pe - i + 1);
    if (!seg) rt__oom(pe - i + 1);
    for (size_t k = i; k < pe; k++) seg[k - i] = (u->special && p[k] == '\\') ? '/' : p[k];
    path_merge(u, seg, pe - i, absolute);
    if (seg != small) free(seg);
  }
  i = pe;
  if (i < n && p[i] == '?') {
    size_t qe = i + 1;
    while (qe < n && p[qe] != '#') qe++;
    u->has_query = true;
    bfree(u->query.p);
    u->query = (buf){0};
    benc(&u->query, p + i + 1, qe - i - 1, u->special ? "\"#<>'" : "\"#<>");
    i = qe;
  }
  if (i < n && p[i] == '#') {
    u->has_frag = true;
    benc(&u->frag, p + i + 1, n - i - 1, "\"<>`");
  }
  return true;
}

static bool url_parse(const char *in, size_t n, const url_parts *base, url_parts *u) {
  /* strip leading/trailing C0 controls and spaces, and every tab and newline */
  while (n && (unsigned char)in[0] <= 0x20) in++, n--;
  while (n && (unsigned char)in[n - 1] <= 0x20) n--;
  char *s = malloc(n + 1);
  if (!s) rt__oom(n + 1);
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (in[i] != '\t' && in[i] != '\n' && in[i] != '\r') s[k++] = in[i];
  s[k] = 0;
  memset(u, 0, sizeof *u);
  size_t i = 0;
  bool ok;
  if (k && ((s[0] | 32) >= 'a' && (s[0] | 32) <= 'z')) {
    i = 1;
    while (i < k && (((s[i] | 32) >= 'a' && (s[i] | 32) <= 'z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '+' ||
                     s[i] == '-' || s[i] == '.'))
      i++;
  }
  if (i && i < k && s[i] == ':') {
    for (size_t j = 0; j < i; j++) bc(&u->scheme, (s[j] >= 'A' && s[j] <= 'Z') ? (char)(s[j] | 32) : s[j]);
    u->special = is_special(u->scheme.p);
    bool same = base && u->special && base->scheme.p && !strcmp(base->scheme.p, u->scheme.p) &&
                !(i + 1 < k && (s[i + 1] == '/' || s[i + 1] == '\\'));
    ok = parse_rest(u, s + i + 1, k - i - 1, same ? base : NULL);
  } else if (base && base->special) {
    bput(&u->scheme, base->scheme.p, base->scheme.n);
    u->special = true;
    ok = parse_rest(u, s, k, base);
  } else {
    ok = false;
  }
  free(s);
  if (ok && u->special && !u->path.n) bc(&u->path, '/');
  return ok;
}

static const rt_str *bstr(const buf *b) {
  if (!b->n) return &rt__str_empty;
  if (rt__latin1_high_count((const uint8_t *)b->p, b->n)) return rt__str_from_utf8(b->p, b->n);
  return rt__str_from_ascii(b->p, b->n); /* the usual case: percent-encoded ASCII */
}

/* The fast path of the usual server call, new URL(req.url, `http://${host}`):
 * a base that is only an origin (special scheme other than file, a host, no
 * credentials, path "/", no query or fragment) and an origin-form input
 * (a path of printable ASCII that needs no percent-encoding and has no dot
 * segments, then optionally a query and a fragment of the same kind).  Then
 * href is the base's origin followed by the input verbatim, and the base's
 * strings (origin, protocol, host, hostname, port) are shared between the
 * URLs of the same base: the last base parsed is kept per thread, its
 * strings in a GC root range.  Anything else takes the full parser below. */
enum { UB_ORIGIN, UB_PROTO, UB_HOST, UB_HOSTNAME, UB_PORT, UB_BASE, UB_N };
static _Thread_local struct {
  bool rooted, valid;
  const rt_str *s[UB_N]; /* UB_BASE: the base string these came from */
} ubase;

/* Whether p[0..n) is an input the fast path takes; *pe: where the path ends,
 * *qe: where the query ends (the fragment's '#', or n). */
static bool url_fast_input(const uint8_t *p, size_t n, size_t *pe, size_t *qe) {
  if (!n || p[0] != '/' || (n > 1 && (p[1] == '/' || p[1] == '\\'))) return false;
  size_t i = 0;
  for (; i < n && p[i] != '?' && p[i] != '#'; i++) {
    uint8_t c = p[i];
    if (c <= 0x20 || c >= 0x7F || c == '"' || c == '<' || c == '>' || c == '`' || c == '{' || c == '}' ||
        c == '\\' || c == '%' || (c == '.' && p[i - 1] == '/'))
      return false;
  }
  *pe = i;
  if (i < n && p[i] == '?')
    for (; i < n && p[i] != '#'; i++) {
      uint8_t c = p[i];
      if (c <= 0x20 || c >= 0x7F || c == '"' || c == '<' || c == '>' || c == '\'') return false;
    }
  *qe = i;
  for (; i < n; i++) {
    uint8_t c = p[i];
    if (c <= 0x20 || c >= 0x7F || c == '"' || c == '<' || c == '>' || c == '`') return false;
  }
  return true;
}

static bool url_fast_base(const rt_str *base) {
  if (ubase.valid && (ubase.s[UB_BASE] == base || rt_str_equals(ubase.s[UB_BASE], base))) return true;
  if (!ubase.rooted) {
    rt_gc_root_add(ubase.s, UB_N);
    ubase.rooted = true;
  }
  ubase.valid = false;
  if (base->len > 1024) return false;
  size_t mark = scratch.used;
  char *b = rt__utf8_of(base, NULL);
  url_parts u;
  bool ok = url_parse(b, strlen(b), NULL, &u);
  free(b);
  if (ok && u.special && strcmp(u.scheme.p, "file") && u.host.n && !u.user.n && !u.pass.n && u.path.n == 1 &&
      !u.has_query && !u.has_frag) {
    buf origin = {0}, host = {0};
    bput(&origin, u.scheme.p, u.scheme.n);
    bput(&origin, "://", 3);
    bput(&host, u.host.p, u.host.n);
    if (u.port.n) {
      bc(&host, ':');
      bput(&host, u.port.p, u.port.n);
    }
    bput(&origin, host.p, host.n);
    ubase.s[UB_ORIGIN] = bstr(&origin);
    ubase.s[UB_PROTO] = rt__str_sub(ubase.s[UB_ORIGIN], 0, (uint32_t)u.scheme.n + 1);
    ubase.s[UB_HOST] = bstr(&host);
    ubase.s[UB_HOSTNAME] = bstr(&u.host);
    ubase.s[UB_PORT] = bstr(&u.port);
    ubase.s[UB_BASE] = base;
    ubase.valid = true;
    bfree(origin.p);
    bfree(host.p);
  }
  if (ok) parts_free(&u);
  scratch.used = mark;
  return ubase.valid;
}

static rt_object *url_fast(const rt_str *input, const rt_str *base) {
  if (input->flags & RT_STR_WIDE) return NULL;
  const uint8_t *p = rt_str_bytes(input);
  size_t n = input->len, pe, qe;
  if (!url_fast_input(p, n, &pe, &qe) || !url_fast_base(base)) return NULL;
  const rt_str *origin = ubase.s[UB_ORIGIN];
  rt_str *href = rt__str_alloc(origin->len + (uint32_t)n, false);
  p = rt_str_bytes(input); /* (the input is flat already; its bytes do not move) */
  memcpy((uint8_t *)(href + 1), rt_str_bytes(origin), origin->len);
  memcpy((uint8_t *)(href + 1) + origin->len, p, n);
  rt_object *o = rt_object_new(&url_class);
  o->slots[U_HREF] = (uint64_t)(uintptr_t)href;
  const rt_str *pathname = rt__str_sub(input, 0, (uint32_t)pe); /* the input itself when it is all path */
  o->slots[U_PATHNAME] = (uint64_t)(uintptr_t)pathname;
  o->slots[U_SEARCH] = (uint64_t)(uintptr_t)(qe - pe > 1 ? rt__str_sub(input, (uint32_t)pe, (uint32_t)qe) : &rt__str_empty);
  o->slots[U_HASH] = (uint64_t)(uintptr_t)(n - qe > 1 ? rt__str_sub(input, (uint32_t)qe, (uint32_t)n) : &rt__str_empty);
  o->slots[U_ORIGIN] = (uint64_t)(uintptr_t)origin;
  o->slots[U_PROTOCOL] = (uint64_t)(uintptr_t)ubase.s[UB_PROTO];
  o->slots[U_USERNAME] = (uint64_t)(uintptr_t)&rt__str_empty;
  o->slots[U_PASSWORD] = (uint64_t)(uintptr_t)&rt__str_empty;
  o->slots[U_HOST] = (uint64_t)(uintptr_t)ubase.s[UB_HOST];
  o->slots[U_HOSTNAME] = (uint64_t)(uintptr_t)ubase.s[UB_HOSTNAME];
  o->slots[U_PORT] = (uint64_t)(uintptr_t)ubase.s[UB_PORT];
  rt_object *sp = rt_object_new(&usp_class);
  sp->slots[SP_QUERY] = (uint64_t)(uintptr_t)(qe - pe > 1 ? rt__str_sub(input, (uint32_t)pe + 1, (uint32_t)qe) : &rt__str_empty);
  sp->slots[SP_URL] = (uint64_t)(uintptr_t)o;
  o->slots[U_SEARCH_PARAMS] = (uint64_t)(uintptr_t)sp;
  return o;
}

rt_object *rt_url_new(const rt_str *input, rt_value base) {
  if ((base >> RT_TAG_SHIFT) == RT_TAG_OBJECT && rt_unbox_object(base) && ((const rt_object *)rt_unbox_object(base))->cls == &url_class)
    base = rt_box_string((const rt_str *)(uintptr_t)((const rt_object *)rt_unbox_object(base))->slots[U_HREF]); /* new URL(x, url) */
  if (rt__is_string(base)) {
    rt_object *o = url_fast(rt_str_flat(input), rt_unbox_string(base));
    if (o) return o;
  }
  scratch.used = 0; /* nothing else holds scratch buffers between calls */
  url_parts bp, u;
  bool have_base = rt__is_string(base);
  bool ok = true;
  if (have_base) {
    char *b = rt__utf8_of(rt_unbox_string(base), NULL);
    ok = url_parse(b, strlen(b), NULL, &bp);
    free(b);
  }
  if (ok) {
    char *in = rt__utf8_of(input, NULL);
    ok = url_parse(in, strlen(in), have_base ? &bp : NULL, &u);
    free(in);
    if (!ok) parts_free(&u);
  }
  if (have_base) parts_free(&bp);
  if (!ok) rt_throw_error("TypeError [ERR_INVALID_URL]", "Invalid URL");
  buf href = {0}, host = {0}, origin = {0}, search = {0}, hash = {0}, proto = {0};
  bput(&proto, u.scheme.p, u.scheme.n);
  bc(&proto, ':');
  bput(&host, u.host.p ? u.host.p : "", u.host.n);
  if (u.port.n) {
    bc(&host, ':');
    bput(&host, u.port.p, u.port.n);
  }
  if (u.has_query && u.query.n) {
    bc(&search, '?');
    bput(&search, u.query.p, u.query.n);
  }
  if (u.has_frag && u.frag.n) {
    bc(&hash, '#');
    bput(&hash, u.frag.p, u.frag.n);
  }
  bput(&href, proto.p, proto.n);
  if (u.special || u.host.n) {
    bput(&href, "//", 2);
    if (u.user.n || u.pass.n) {
      bput(&href, u.user.p ? u.user.p : "", u.user.n);
      if (u.pass.n) {
        bc(&href, ':');
        bput(&href, u.pass.p, u.pass.n);
      }
      bc(&href, '@');
    }
    bput(&href, host.p ? host.p : "", host.n);
  }
  bput(&href, u.path.p ? u.path.p : "", u.path.n);
  if (u.has_query) {
    bc(&href, '?');
    bput(&href, u.query.p ? u.query.p : "", u.query.n);
  }
  if (u.has_frag) {
    bc(&href, '#');
    bput(&href, u.frag.p ? u.frag.p : "", u.frag.n);
  }
  if (u.special && strcmp(u.scheme.p, "file")) {
    bput(&origin, proto.p, proto.n);
    bput(&origin, "//", 2);
    bput(&origin, host.p ? host.p : "", host.n);
  } else {
    bput(&origin, "null", 4);
  }
  rt_object *o = rt_object_new(&url_class);
  rt_object *sp = rt_object_new(&usp_class);
  const rt_str *vals[U_NSLOTS] = {bstr(&href), bstr(&origin), bstr(&proto), bstr(&u.user), bstr(&u.pass),
                                  bstr(&host), bstr(&u.host), bstr(&u.port), bstr(&u.path), bstr(&search),
                                  NULL,        bstr(&hash)};
  for (int i = 0; i < U_NSLOTS; i++) o->slots[i] = (uint64_t)(uintptr_t)vals[i];
  sp->slots[SP_QUERY] = (uint64_t)(uintptr_t)bstr(&u.query);
  sp->slots[SP_URL] = (uint64_t)(uintptr_t)o;
  o->slots[U_SEARCH_PARAMS] = (uint64_t)(uintptr_t)sp;
  buf *tmp[] = {&href, &host, &origin, &search, &hash, &proto};
  for (size_t i = 0; i < sizeof tmp / sizeof *tmp; i++) bfree(tmp[i]->p);
  parts_free(&u);
  return o;
}

const rt_str *rt_url_to_path(rt_value v) {
  const rt_object *u = rt__is_string(v) ? rt_url_new(rt_unbox_string(v), RT_UNDEFINED) : rt_unbox_object(v);
  if (!u || u->cls != &url_class)
    rt_throw_error("TypeError [ERR_INVALID_ARG_TYPE]", "The \"path\" argument must be of type string or an instance of URL");
  const rt_str *proto = (const rt_str *)(uintptr_t)u->slots[U_PROTOCOL];
  if (!rt_str_equals(proto, rt__str_from_ascii("file:", 5)))
    rt_throw_error("TypeError [ERR_INVALID_URL_SCHEME]", "The URL must be of scheme file");
  if (((const rt_str *)(uintptr_t)u->slots[U_HOSTNAME])->len)
    rt_throw_error("TypeError [ERR_INVALID_FILE_URL_HOST]", "File URL host must be \"localhost\" or empty on linux");
  const rt_str *path = (const rt_str *)(uintptr_t)u->slots[U_PATHNAME];
  size_t n;
  char *p = rt__utf8_of(path, &n);
  for (size_t i = 0; i + 2 < n; i++)
    if (p[i] == '%' && p[i + 1] == '2' && (p[i + 2] | 32) == 'f') {
      free(p);
      rt_throw_error("TypeError [ERR_INVALID_FILE_URL_PATH]", "File URL path must not include encoded / characters");
    }
  free(p);
  return rt_decode_uri_component(path);
}

const rt_str *rt_url_get(const rt_object *url, double which) {
  if (!url || url->cls != &url_class) rt_throw_error("TypeError", "Receiver must be an instance of class URL");
  uint32_t i = (uint32_t)which;
  if (i >= U_NSLOTS || i == U_SEARCH_PARAMS) i = U_HREF;
  return (const rt_str *)(uintptr_t)url->slots[i];
}

rt_object *rt_url_search_params(const rt_object *url) {
  if (!url || url->cls != &url_class) rt_throw_error("TypeError", "Receiver must be an instance of class URL");
  return (rt_object *)(uintptr_t)url->slots[U_SEARCH_PARAMS];
}

/* application/x-www-form-urlencoded decoding of p[0..n): '+' is a space, %XX a byte. */
static int hexval(char c) {
  return c >= '0' && c <= '9' ? c - '0' : (c | 32) >= 'a' && (c | 32) <= 'f' ? (c | 32) - 'a' + 10 : -1;
}
static const rt_str *form_decode(const char *p, size_t n) {
  size_t mark = scratch.used;
  buf b = {0};
  for (size_t i = 0; i < n; i++) {
    char c = p[i];
    if (c == '+') {
      bc(&b, ' ');
    } else if (c == '%' && i + 2 < n && hexval(p[i + 1]) >= 0 && hexval(p[i + 2]) >= 0) {
      bc(&b, (char)(hexval(p[i + 1]) * 16 + hexval(p[i + 2])));
      i += 2;
    } else {
      bc(&b, c);
    }
  }
  const rt_str *r = bstr(&b);
  bfree(b.p);
  scratch.used = mark;
  return r;
}

static void usp_check(const rt_object *sp) {
  if (!sp || sp->cls != &usp_class) rt_throw_error("TypeError", "Receiver must be an instance of class URLSearchParams");
}

/* The pairs of query q (application/x-www-form-urlencoded) appended to list. */
static void usp_parse(rt_array *list, const rt_str *query) {
  char *q = rt__utf8_of(query, NULL);
  size_t n = strlen(q), i = q[0] == '?' ? 1 : 0;
  while (i < n) {
    size_t e = i;
    while (e < n && q[e] != '&') e++;
    if (e > i) {
      const char *eq = memchr(q + i, '=', e - i);
      const rt_str *name = form_decode(q + i, (size_t)((eq ? eq : q + e) - (q + i)));
      rt_array_push_value(list, rt_box_string(name));
      const rt_str *val = eq ? form_decode(eq + 1, (size_t)(q + e - eq - 1)) : &rt__str_empty;
      rt_array_push_value(list, rt_box_string(val));
    }
    i = e + 1;
  }
  free(q);
}

/* sp's pairs (name, value, name, value, ...), parsed from its query on first use. */
static rt_array *usp_list(const rt_object *sp) {
  usp_check(sp);
  rt_array *list = (rt_array *)(uintptr_t)sp->slots[SP_LIST];
  if (!list) {
    list = rt_array_new(RT_ELEM_VALUE, 0);
    usp_parse(list, (const rt_str *)(uintptr_t)sp->slots[SP_QUERY]);
    ((rt_object *)sp)->slots[SP_LIST] = (uint64_t)(uintptr_t)list;
  }
  return list;
}
static const rt_str *pair_at(const rt_array *list, uint32_t i) { return rt_unbox_string(rt_array_get(list, i)); }

/* The application/x-www-form-urlencoded serialization of sp (toString). */
static const rt_str *usp_serialize(const rt_object *sp) {
  rt_array *list = usp_list(sp);
  buf b = {0};
  size_t mark = scratch.used;
  for (uint32_t i = 0; i < list->length; i++) {
    if (i) bc(&b, i % 2 ? '=' : '&');
    size_t n;
    char *u = rt__utf8_of(pair_at(list, i), &n);
    for (size_t k = 0; k < n; k++) {
      uint8_t ch = (uint8_t)u[k];
      if ((ch >= '0' && ch <= '9') || ((ch | 32) >= 'a' && (ch | 32) <= 'z') || ch == '*' || ch == '-' || ch == '.' ||
          ch == '_')
        bc(&b, (char)ch);
      else if (ch == ' ')
        bc(&b, '+');
      else {
        bc(&b, '%');
        bc(&b, "0123456789ABCDEF"[ch >> 4]);
        bc(&b, "0123456789ABCDEF"[ch & 15]);
      }
    }
    free(u);
  }
  const rt_str *r = bstr(&b);
  bfree(b.p);
  scratch.used = mark;
  return r;
}

/* After a change: the URL sp belongs to gets the new search (and href). */
static void usp_changed(rt_object *sp) {
  rt_object *url = (rt_object *)(uintptr_t)sp->slots[SP_URL];
  if (!url) return;
  const rt_str *q = usp_serialize(sp);
  const rt_str *href = rt__flat((const rt_str *)(uintptr_t)url->slots[U_HREF]);
  const rt_str *ns = q->len ? rt_str_concat(RT__STR(s_qmark), q) : &rt__str_empty;
  /* the href up to its query or fragment ('?' and '#' are escaped before them;
     an empty query's lone '?' goes too) */
  uint32_t end = 0;
  while (end < href->len && rt__str_at(href, end) != '?' && rt__str_at(href, end) != '#') end++;
  const rt_str *head = rt__str_sub(href, 0, end);
  uint32_t frag = end;
  while (frag < href->len && rt__str_at(href, frag) != '#') frag++;
  const rt_str *tail = rt__str_sub(href, frag, href->len); /* the fragment, '#' and all (an empty one too) */
  url->slots[U_SEARCH] = (uint64_t)(uintptr_t)ns;
  url->slots[U_HREF] = (uint64_t)(uintptr_t)rt_str_concat(rt_str_concat(head, ns), tail);
}

rt_value rt_url_search_get(const rt_object *sp, const rt_str *name) {
  rt_array *list = usp_list(sp);
  for (uint32_t i = 0; i + 1 < list->length; i += 2)
    if (rt_str_equals(pair_at(list, i), name)) return rt_array_get(list, i + 1);
  return RT_NULL;
}
/* has(name[, value]) */
bool rt_url_search_has(const rt_object *sp, const rt_str *name, rt_value value) {
  rt_array *list = usp_list(sp);
  const rt_str *v = value == RT_UNDEFINED ? NULL : rt_value_to_str(value);
  for (uint32_t i = 0; i + 1 < list->length; i += 2)
    if (rt_str_equals(pair_at(list, i), name) && (!v || rt_str_equals(pair_at(list, i + 1), v))) return true;
  return false;
}
rt_array *rt_url_search_get_all(const rt_object *sp, const rt_str *name) {
  rt_array *list = usp_list(sp), *all = rt_array_new(RT_ELEM_PTR, 0);
  for (uint32_t i = 0; i + 1 < list->length; i += 2)
    if (rt_str_equals(pair_at(list, i), name)) rt_array_push(all, rt_array_get(list, i + 1));
  return all;
}

void rt_url_search_append(rt_object *sp, const rt_str *name, const rt_str *value) {
  rt_array *list = usp_list(sp);
  rt_array_push_value(list, rt_box_string(name));
  rt_array_push_value(list, rt_box_string(value));
  usp_changed(sp);
}

/* delete(name[, value]): every pair of that name (and value). */
void rt_url_search_delete(rt_object *sp, const rt_str *name, rt_value value) {
  rt_array *list = usp_list(sp), *keep = rt_array_new(RT_ELEM_VALUE, list->length);
  const rt_str *v = value == RT_UNDEFINED ? NULL : rt_value_to_str(value);
  for (uint32_t i = 0; i + 1 < list->length; i += 2)
    if (!rt_str_equals(pair_at(list, i), name) || (v && !rt_str_equals(pair_at(list, i + 1), v))) {
      rt_array_push_value(keep, rt_array_get(list, i));
      rt_array_push_value(keep, rt_array_get(list, i + 1));
    }
  sp->slots[SP_LIST] = (uint64_t)(uintptr_t)keep;
  usp_changed(sp);
}

/* set(name, value): the first pair of that name gets the value, the others go. */
void rt_url_search_set(rt_object *sp, const rt_str *name, const rt_str *value) {
  rt_array *list = usp_list(sp), *keep = rt_array_new(RT_ELEM_VALUE, list->length + 2);
  bool done = false;
  for (uint32_t i = 0; i + 1 < list->length; i += 2) {
    bool same = rt_str_equals(pair_at(list, i), name);
    if (same && done) continue;
    rt_array_push_value(keep, rt_array_get(list, i));
    rt_array_push_value(keep, same ? rt_box_string(value) : rt_array_get(list, i + 1));
    done |= same;
  }
  if (!done) {
    rt_array_push_value(keep, rt_box_string(name));
    rt_array_push_value(keep, rt_box_string(value));
  }
  sp->slots[SP_LIST] = (uint64_t)(uintptr_t)keep;
  usp_changed(sp);
}

/* sort(): by name in code units, stable (insertion sort: lists are short). */
void rt_url_search_sort(rt_object *sp) {
  rt_array *list = usp_list(sp);
  uint32_t n = list->length / 2;
  for (uint32_t i = 1; i < n; i++) {
    rt_value k = rt_array_get(list, 2 * i), v = rt_array_get(list, 2 * i + 1);
    uint32_t j = i;
    for (; j > 0 && rt_str_compare(pair_at(list, 2 * (j - 1)), rt_unbox_string(k)) > 0; j--) {
      rt_array_set(list, 2 * j, rt_array_get(list, 2 * (j - 1)));
      rt_array_set(list, 2 * j + 1, rt_array_get(list, 2 * (j - 1) + 1));
    }
    rt_array_set(list, 2 * j, k);
    rt_array_set(list, 2 * j + 1, v);
  }
  usp_changed(sp);
}

const rt_str *rt_url_search_to_string(const rt_object *sp) { return usp_serialize(sp); }

const rt_str *rt__url_href(const void *p) {
  if (!p || rt_heap_kind(p) != RT_KIND_OBJECT || ((const rt_object *)p)->cls != &url_class) return NULL;
  return (const rt_str *)(uintptr_t)((const rt_object *)p)->slots[U_HREF];
}
const rt_array *rt__usp_list(const void *p) {
  if (!p || rt_heap_kind(p) != RT_KIND_OBJECT || ((const rt_object *)p)->cls != &usp_class) return NULL;
  return usp_list(p);
}

const rt_str *rt__url_to_str(const void *p) {
  if (!p || rt_heap_kind(p) != RT_KIND_OBJECT) return NULL;
  const rt_object *o = p;
  if (o->cls == &url_class) return (const rt_str *)(uintptr_t)o->slots[U_HREF];
  return o->cls == &usp_class ? usp_serialize(o) : NULL;
}
double rt_url_search_size(const rt_object *sp) { return usp_list(sp)->length / 2; }

/* entries (which 0: [name, value] arrays of element kind elem), keys (1) or values (2), as a new array. */
rt_array *rt_url_search_list(const rt_object *sp, double which, double elem) {
  rt_array *list = usp_list(sp);
  uint32_t n = list->length / 2;
  rt_array *r = rt_array_new(RT_ELEM_PTR, n);
  for (uint32_t i = 0; i < n; i++) {
    if (which == 0) {
      rt_array *p = rt_array_new((uint32_t)elem, 2);
      rt_array_push(p, rt_array_get(list, 2 * i));
      rt_array_push(p, rt_array_get(list, 2 * i + 1));
      rt_array_push(r, rt_box_object(p));
    } else {
      rt_array_push(r, rt_array_get(list, 2 * i + (which == 2)));
    }
  }
  return r;
}

/* forEach(f): f(value, name, params) for each pair, the list read afresh each step (as the spec's iterator). */
void rt_url_search_for_each(rt_object *sp, const rt_closure *f) {
  for (uint32_t i = 0;; i += 2) {
    rt_array *list = usp_list(sp);
    if (i + 1 >= list->length) break;
    ((void (*)(void *, const rt_str *, const rt_str *, rt_object *))f->fn)(f->env, pair_at(list, i + 1), pair_at(list, i), sp);
  }
}

/* new URLSearchParams(init): a query string (a leading '?' dropped), an
 * iterable of [name, value] pairs, a record of names to values, or another
 * URLSearchParams (copied); undefined for none. */
rt_object *rt_url_search_new(rt_value init) {
  rt_object *sp = rt_object_new(&usp_class);
  sp->slots[SP_QUERY] = (uint64_t)(uintptr_t)&rt__str_empty;
  rt_array *list = rt_array_new(RT_ELEM_VALUE, 0);
  sp->slots[SP_LIST] = (uint64_t)(uintptr_t)list;
  if (init == RT_UNDEFINED || init == RT_NULL) return sp;
  if (rt__is_string(init)) {
    usp_parse(list, rt_unbox_string(init));
    return sp;
  }
  if ((init >> RT_TAG_SHIFT) != RT_TAG_OBJECT) {
    usp_parse(list, rt_value_to_str(init));
    return sp;
  }
  const void *o = rt_unbox_object(init);
  if (rt_heap_kind(o) == RT_KIND_ARRAY) {
    const rt_array *a = o;
    for (uint32_t i = 0; i < a->length; i++) {
      rt_value e = rt_array_get(a, i);
      if (!rt_array_is_array(e) || ((const rt_array *)rt_unbox_object(e))->length != 2)
        rt_throw_error("TypeError [ERR_INVALID_TUPLE]", "Each query pair must be an iterable [name, value] tuple");
      const rt_array *p = rt_unbox_object(e);
      rt_array_push_value(list, rt_box_string(rt_value_to_str(rt_array_get(p, 0))));
      rt_array_push_value(list, rt_box_string(rt_value_to_str(rt_array_get(p, 1))));
    }
    return sp;
  }
  if (((const rt_object *)o)->cls == &usp_class) {
    rt_array *from = usp_list(o);
    for (uint32_t i = 0; i < from->length; i++) rt_array_push_value(list, rt_array_get(from, i));
    return sp;
  }
  rt_array *keys = rt_object_keys(init);
  for (uint32_t i = 0; i < keys->length; i++) {
    const rt_str *k = rt_unbox_string(rt_array_get(keys, i));
    rt_array_push_value(list, rt_box_string(k));
    rt_array_push_value(list, rt_box_string(rt_value_to_str(rt_object_get_own(o, k))));
  }
  return sp;
}
