/* node.c - the bindings compiled programs call for Node's built-in modules and
 * globals: process.env, the node:http entry points with optional arguments
 * (boxed, so the compiler can pass undefined), node:crypto's hashes, and the
 * WHATWG URL class (the subset services use: special schemes with a host,
 * paths, queries, fragments, relative references and searchParams).
 *
 * Hashes keep what update() gave them as a string (a rope, so appending is
 * cheap) and hash it once in digest(): a Hash then owns no memory outside the
 * GC heap, so dropping one unfinished leaks nothing (the heap has no
 * finalizers).  The price is holding the input until digest(), which suits
 * the way services hash requests and payloads. */
#include <math.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
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

/* ---- node:crypto -------------------------------------------------------------------- */

RT__STATIC_STR(s_hash, "Hash");
RT__STATIC_STR(s_hmac, "Hmac");
/* The data hashed so far: a string while every update was a string (one
 * UTF-8 conversion at the digest), else bytes (HS_BYTES, a growable byte array). */
enum { HS_ALG, HS_DATA, HS_KEY, HS_DONE, HS_BYTES, HS_NSLOTS };
static const uint8_t hash_types[HS_NSLOTS] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN,
                                              RT_SLOT_HIDDEN};
static const rt_str *const hash_names[HS_NSLOTS] = {NULL, NULL, NULL, NULL, NULL};
static const uint64_t hash_refs[1] = {BIT(HS_ALG) | BIT(HS_DATA) | BIT(HS_KEY) | BIT(HS_BYTES)};
static const rt_class hash_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_hash),
                                    .size = 16 + 8 * HS_NSLOTS, .nslots = HS_NSLOTS, .refs = hash_refs,
                                    .slot_names = hash_names, .slot_types = hash_types};
static const rt_class hmac_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_hmac),
                                    .size = 16 + 8 * HS_NSLOTS, .nslots = HS_NSLOTS, .refs = hash_refs,
                                    .slot_names = hash_names, .slot_types = hash_types};

static const EVP_MD *md_of(const rt_str *alg) {
  char *a = rt__utf8_of(alg, NULL);
  for (char *p = a; *p; p++)
    if (*p >= 'A' && *p <= 'Z') *p = (char)(*p - 'A' + 'a');
  const EVP_MD *md = EVP_get_digestbyname(a);
  free(a);
  if (!md) rt_throw_error("Error", "Digest method not supported");
  return md;
}

static rt_object *hash_new(const rt_class *cls, const rt_str *alg, const rt_str *key) {
  (void)md_of(alg); /* an unknown algorithm fails at creation, as in Node */
  rt_object *h = rt_object_new(cls);
  h->slots[HS_ALG] = (uint64_t)(uintptr_t)alg;
  h->slots[HS_DATA] = (uint64_t)(uintptr_t)&rt__str_empty;
  h->slots[HS_KEY] = (uint64_t)(uintptr_t)key;
  return h;
}

rt_object *rt_crypto_create_hash(const rt_str *alg) { return hash_new(&hash_class, alg, NULL); }
rt_object *rt_crypto_create_hmac(const rt_str *alg, const rt_str *key) { return hash_new(&hmac_class, alg, key); }

static void hash_check(const rt_object *h) {
  if (!h || (h->cls != &hash_class && h->cls != &hmac_class)) rt_throw_error("TypeError", "Not a Hash");
  if (h->slots[HS_DONE]) rt_throw_error("Error [ERR_CRYPTO_HASH_FINALIZED]", "Digest already called");
}

static void bytes_append(rt_array *a, const void *p, size_t n) {
  if ((uint64_t)a->length + n > 0xFFFFFFF0u) rt_throw_error("RangeError", "Array buffer allocation failed");
  rt_array_reserve(a, a->length + (uint32_t)n);
  if (n) memcpy((uint8_t *)a->data + a->length, p, n);
  a->length += (uint32_t)n;
}

static void bytes_append_str(rt_array *a, const rt_str *s) {
  size_t n;
  char *u = rt__utf8_of(s, &n);
  bytes_append(a, u, n);
  free(u);
}

rt_object *rt_crypto_hash_update(rt_object *h, const rt_str *data) {
  hash_check(h);
  rt_array *bytes = (rt_array *)(uintptr_t)h->slots[HS_BYTES];
  if (bytes) {
    bytes_append_str(bytes, data);
    return h;
  }
  const rt_str *cur = (const rt_str *)(uintptr_t)h->slots[HS_DATA];
  h->slots[HS_DATA] = (uint64_t)(uintptr_t)rt_str_concat(cur, data);
  return h;
}

/* update(string | Buffer | Uint8Array). */
rt_object *rt_crypto_hash_update_v(rt_object *h, rt_value data) {
  if (rt__is_string(data)) return rt_crypto_hash_update(h, rt_unbox_string(data));
  hash_check(h);
  const rt_array *b = (data >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(data) : NULL;
  if (!b || rt_heap_kind(b) != RT_KIND_ARRAY || b->elem != RT_ELEM_U8 || !(b->flags & RT_ARRAY_TYPED))
    rt_throw_error("TypeError", "The \"data\" argument must be of type string or an instance of Buffer, TypedArray, "
                                "or DataView.");
  rt_array *bytes = (rt_array *)(uintptr_t)h->slots[HS_BYTES];
  if (!bytes) {
    bytes = rt_array_new(RT_ELEM_U8, 0);
    h->slots[HS_BYTES] = (uint64_t)(uintptr_t)bytes;
    bytes_append_str(bytes, (const rt_str *)(uintptr_t)h->slots[HS_DATA]);
    h->slots[HS_DATA] = (uint64_t)(uintptr_t)&rt__str_empty;
  }
  bytes_append(bytes, b->data, b->length);
  return h;
}

rt_value rt_crypto_hash_digest(rt_object *h, rt_value encoding) {
  hash_check(h);
  char enc[16] = "buffer";
  if (rt__is_string(encoding)) {
    char *e = rt__utf8_of(rt_unbox_string(encoding), NULL);
    snprintf(enc, sizeof enc, "%s", e);
    free(e);
  }
  if (strcmp(enc, "hex") && strcmp(enc, "base64") && strcmp(enc, "base64url") && strcmp(enc, "latin1") &&
      strcmp(enc, "binary") && strcmp(enc, "buffer"))
    rt_throw_error("Error", "Kiln supports digest encodings hex, base64, base64url and latin1 only");
  const EVP_MD *md = md_of((const rt_str *)(uintptr_t)h->slots[HS_ALG]);
  size_t n;
  const rt_array *bytes = (const rt_array *)(uintptr_t)h->slots[HS_BYTES];
  char *data;
  if (bytes) {
    n = bytes->length;
    data = malloc(n + 1);
    if (!data) rt__oom(n + 1);
    if (n) memcpy(data, bytes->data, n);
  } else {
    data = rt__utf8_of((const rt_str *)(uintptr_t)h->slots[HS_DATA], &n);
  }
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int outn = 0;
  int ok;
  if (h->cls == &hmac_class) {
    size_t kn;
    char *key = rt__utf8_of((const rt_str *)(uintptr_t)h->slots[HS_KEY], &kn);
    ok = HMAC(md, key, (int)kn, (const unsigned char *)data, n, out, &outn) != NULL;
    free(key);
  } else {
    ok = EVP_Digest(data, n, out, &outn, md, NULL);
  }
  free(data);
  if (!ok) rt_throw_error("Error", "digest failed");
  h->slots[HS_DONE] = 1;
  h->slots[HS_DATA] = (uint64_t)(uintptr_t)&rt__str_empty;
  h->slots[HS_BYTES] = 0;
  if (!strcmp(enc, "buffer")) return rt_box_object(rt__buffer_from_bytes(out, outn));
  return rt_box_string(rt__bytes_encode(out, outn, enc));
}

rt_array *rt_crypto_random_bytes(double size) {
  if (!(size >= 0 && size <= 2147483647.0)) {
    char msg[120];
    snprintf(msg, sizeof msg, "The value of \"size\" is out of range. It must be >= 0 && <= 2147483647. Received %g", size);
    rt_throw_error("RangeError", msg);
  }
  rt_array *a = rt__buffer_new((size_t)size);
  if (a->length && RAND_bytes(a->data, (int)a->length) != 1) rt_throw_error("Error", "random number generator failed");
  return a;
}

/* randomInt([min, ]max): uniform in [min, max) without modulo bias. */
double rt_crypto_random_int(double a, rt_value b) {
  double min = 0, max = a;
  if (b != RT_UNDEFINED) min = a, max = rt_value_is_number(b) ? rt_unbox_number(b) : NAN;
  const double safe = 9007199254740991.0;
  if (!(min == trunc(min) && min >= -safe && min <= safe))
    rt_throw_error("TypeError", "The \"min\" argument must be a safe integer.");
  if (!(max == trunc(max) && max >= -safe && max <= safe))
    rt_throw_error("TypeError", "The \"max\" argument must be a safe integer.");
  if (!(max > min)) {
    char msg[160];
    snprintf(msg, sizeof msg, "The value of \"max\" is out of range. It must be greater than the value of \"min\" (%.17g). Received %.17g", min, max);
    rt_throw_error("RangeError", msg);
  }
  uint64_t range = (uint64_t)(max - min);
  if (range > ((uint64_t)1 << 48)) rt_throw_error("RangeError", "The value of \"max - min\" is out of range. It must be <= 281474976710655.");
  uint64_t limit = ((uint64_t)1 << 48) - ((uint64_t)1 << 48) % range, x;
  do {
    unsigned char r[6];
    if (RAND_bytes(r, 6) != 1) rt_throw_error("Error", "random number generator failed");
    x = 0;
    for (int i = 0; i < 6; i++) x = x << 8 | r[i];
  } while (x >= limit);
  return min + (double)(x % range);
}

static const rt_array *crypto_bytes(const rt_array *a, const char *name) {
  if (!a || rt_heap_kind(a) != RT_KIND_ARRAY || a->elem != RT_ELEM_U8 || !(a->flags & RT_ARRAY_TYPED)) {
    char msg[120];
    snprintf(msg, sizeof msg, "The \"%s\" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView.", name);
    rt_throw_error("TypeError", msg);
  }
  return a;
}

bool rt_crypto_timing_safe_equal(const rt_array *a, const rt_array *b) {
  crypto_bytes(a, "buf1");
  crypto_bytes(b, "buf2");
  if (a->length != b->length) rt_throw_error("RangeError", "Input buffers must have the same byte length");
  return a->length == 0 || CRYPTO_memcmp(a->data, b->data, a->length) == 0;
}

/* A string (UTF-8) or bytes argument: malloc'd copy. */
static unsigned char *bytes_of(rt_value v, size_t *n, const char *name) {
  if (rt__is_string(v)) return (unsigned char *)rt__utf8_of(rt_unbox_string(v), n);
  const rt_array *a = crypto_bytes((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(v) : NULL, name);
  unsigned char *p = malloc((size_t)a->length + 1);
  if (!p) rt__oom((size_t)a->length + 1);
  if (a->length) memcpy(p, a->data, a->length);
  *n = a->length;
  return p;
}

rt_array *rt_crypto_pbkdf2_sync(rt_value password, rt_value salt, double iterations, double keylen, const rt_str *digest) {
  if (!(iterations >= 1 && iterations <= 2147483647.0 && iterations == trunc(iterations)))
    rt_throw_error("RangeError", "The value of \"iterations\" is out of range. It must be >= 1 && <= 2147483647.");
  if (!(keylen >= 0 && keylen <= 2147483647.0 && keylen == trunc(keylen)))
    rt_throw_error("RangeError", "The value of \"keylen\" is out of range. It must be >= 0 && <= 2147483647.");
  char *dn = rt__utf8_of(digest, NULL);
  const EVP_MD *md = EVP_get_digestbyname(dn);
  if (!md) {
    char msg[120];
    snprintf(msg, sizeof msg, "Invalid digest: %.60s", dn);
    free(dn);
    rt_throw_error("TypeError", msg);
  }
  free(dn);
  size_t pn, sn;
  unsigned char *p = bytes_of(password, &pn, "password"), *s = bytes_of(salt, &sn, "salt");
  rt_array *out = rt__buffer_new((size_t)keylen);
  int ok = PKCS5_PBKDF2_HMAC((const char *)p, (int)pn, s, (int)sn, (int)iterations, md, (int)out->length, out->data);
  free(p);
  free(s);
  if (!ok) rt_throw_error("Error", "pbkdf2 failed");
  return out;
}

const rt_str *rt_crypto_random_uuid(void) {
  unsigned char b[16];
  if (RAND_bytes(b, sizeof b) != 1) rt_throw_error("Error", "random number generator failed");
  b[6] = (unsigned char)((b[6] & 0x0F) | 0x40);
  b[8] = (unsigned char)((b[8] & 0x3F) | 0x80);
  char s[37];
  snprintf(s, sizeof s, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1], b[2],
           b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
  return rt__str_from_ascii(s, 36);
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
enum { SP_QUERY, SP_NSLOTS };
static const rt_str *const usp_names[SP_NSLOTS] = {NULL};
static const uint8_t usp_types[SP_NSLOTS] = {RT_SLOT_HIDDEN};
static const uint64_t usp_refs[1] = {BIT(SP_QUERY)};
static const rt_class usp_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_usp),
                                   .size = 16 + 8 * SP_NSLOTS, .nslots = SP_NSLOTS, .refs = usp_refs,
                                   .slot_names = usp_names, .slot_types = usp_types};

typedef struct { char *p; size_t n, cap; } buf;
static void bput(buf *b, const char *p, size_t n) {
  if (b->n + n + 1 > b->cap) {
    b->cap = (b->n + n + 1) * 2;
    b->p = realloc(b->p, b->cap);
    if (!b->p) rt__oom(b->cap);
  }
  memcpy(b->p + b->n, p, n);
  b->n += n;
  b->p[b->n] = 0;
}
static void bc(buf *b, char c) { bput(b, &c, 1); }
/* Appends p[0..n), percent-encoding bytes outside printable ASCII and those in `set`. */
static void benc(buf *b, const char *p, size_t n, const char *set) {
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)p[i];
    if (c <= 0x20 || c >= 0x7F || strchr(set, c)) {
      char e[4];
      snprintf(e, sizeof e, "%%%02X", c);
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
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) free(all[i]->p);
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
  free(segs.p);
  free(u->path.p);
  u->path = out;
}

/* Parses the part after the scheme (or the whole of a relative reference, with
 * base set).  Returns false for an invalid URL. */
static bool parse_rest(url_parts *u, const char *p, size_t n, const url_parts *base) {
  size_t i = 0;
  bool slash = n > 0 && (p[0] == '/' || (u->special && p[0] == '\\'));
  bool two = slash && n > 1 && (p[1] == '/' || (u->special && p[1] == '\\'));
  bool authority = two || (u->special && !base);
  if (authority) {
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
    if (hend == hs && u->special) return false;
    for (const char *q = hs; q < hend; q++) {
      char c = *q;
      if (c == ' ' || c == '<' || c == '>' || c == '^' || c == '|' || c == '%' || (unsigned char)c < 0x20) return false;
      bc(&u->host, (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c);
    }
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
          char pb[8];
          int k = snprintf(pb, sizeof pb, "%ld", port);
          bput(&u->port, pb, (size_t)k);
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
    char *seg = malloc(pe - i + 1);
    if (!seg) rt__oom(pe - i + 1);
    for (size_t k = i; k < pe; k++) seg[k - i] = (u->special && p[k] == '\\') ? '/' : p[k];
    path_merge(u, seg, pe - i, absolute);
    free(seg);
  }
  i = pe;
  if (i < n && p[i] == '?') {
    size_t qe = i + 1;
    while (qe < n && p[qe] != '#') qe++;
    u->has_query = true;
    free(u->query.p);
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

static const rt_str *bstr(const buf *b) { return rt__str_from_utf8(b->p ? b->p : "", b->n); }

rt_object *rt_url_new(const rt_str *input, rt_value base) {
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
  o->slots[U_SEARCH_PARAMS] = (uint64_t)(uintptr_t)sp;
  buf *tmp[] = {&href, &host, &origin, &search, &hash, &proto};
  for (size_t i = 0; i < sizeof tmp / sizeof *tmp; i++) free(tmp[i]->p);
  parts_free(&u);
  return o;
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
  free(b.p);
  return r;
}

/* Calls each(name, value) for the pairs of a URLSearchParams; stops when it returns true. */
static void usp_each(const rt_object *sp, bool (*each)(const rt_str *, const rt_str *, void *), void *arg) {
  if (!sp || sp->cls != &usp_class) rt_throw_error("TypeError", "Receiver must be an instance of class URLSearchParams");
  char *q = rt__utf8_of((const rt_str *)(uintptr_t)sp->slots[SP_QUERY], NULL);
  size_t n = strlen(q);
  for (size_t i = 0; i < n;) {
    size_t e = i;
    while (e < n && q[e] != '&') e++;
    if (e > i) {
      const char *eq = memchr(q + i, '=', e - i);
      const rt_str *name = form_decode(q + i, (size_t)((eq ? eq : q + e) - (q + i)));
      const rt_str *val = eq ? form_decode(eq + 1, (size_t)(q + e - eq - 1)) : &rt__str_empty;
      if (each(name, val, arg)) break;
    }
    i = e + 1;
  }
  free(q);
}

typedef struct { const rt_str *name; rt_value found; rt_array *all; } usp_find;
static bool usp_get_cb(const rt_str *name, const rt_str *val, void *arg) {
  usp_find *f = arg;
  if (!rt_str_equals(name, f->name)) return false;
  if (f->all) {
    rt_array_push_value(f->all, rt_box_string(val));
    return false;
  }
  f->found = rt_box_string(val);
  return true;
}

rt_value rt_url_search_get(const rt_object *sp, const rt_str *name) {
  usp_find f = {name, RT_NULL, NULL};
  usp_each(sp, usp_get_cb, &f);
  return f.found;
}
bool rt_url_search_has(const rt_object *sp, const rt_str *name) { return rt_url_search_get(sp, name) != RT_NULL; }
rt_array *rt_url_search_get_all(const rt_object *sp, const rt_str *name) {
  usp_find f = {name, RT_NULL, rt_array_new(RT_ELEM_PTR, 0)};
  usp_each(sp, usp_get_cb, &f);
  return f.all;
}
