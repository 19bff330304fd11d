/* crypto.c - node:crypto's bindings on OpenSSL's libcrypto (moved out of
 * node.c: only a program that uses node:crypto links this object, and with
 * it libcrypto, whose constructor and pages cost every start-up otherwise).
 *
 * Hashes keep what update() gave them as a string (a rope, so appending is
 * cheap) and hash it once in digest(): a Hash then owns no memory outside the
 * GC heap, so dropping one unfinished leaks nothing (the heap has no
 * finalizers).  The price is holding the input until digest(), which suits
 * the way services hash requests and payloads.
 *
 * OpenSSL is initialised on first use without reading openssl.cnf, and the
 * digests services use are fetched once from the default provider and kept
 * (md_of): EVP_get_digestbyname would initialise OpenSSL with its
 * configuration and every algorithm registered by name (about 9 ms of the
 * first request here), and an unfetched EVP_sha256() is fetched again by
 * every EVP_Digest. */
#include <math.h>
#include <pthread.h>
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

/* The digests fetched once (Node's names, lower-case; OpenSSL's names), shared by
 * every worker thread: the first to fetch one publishes it. */
static const struct {
  const char *node, *ossl;
} known_mds[] = {{"sha256", "SHA2-256"}, {"sha1", "SHA1"},         {"md5", "MD5"},
                 {"sha512", "SHA2-512"}, {"sha384", "SHA2-384"},   {"sha224", "SHA2-224"},
                 {"sha512-256", "SHA2-512/256"}, {"sha3-256", "SHA3-256"}, {"sha3-512", "SHA3-512"}};
#define NKNOWN (sizeof known_mds / sizeof known_mds[0])
static EVP_MD *known_md[NKNOWN];

/* OpenSSL's CPU capability probe, OPENSSL_cpuid_setup, runs from the
 * executable's _init (libcrypto's x86_64cpuid.o puts a call there): six
 * CPUID instructions at every start-up, each a trap to the hypervisor on a
 * virtual machine (10-20 microseconds here).  backend/link.c links with
 * --wrap=OPENSSL_cpuid_setup: the call lands in runtime/main.c's
 * __wrap_OPENSSL_cpuid_setup, which does nothing until crypto_init (the
 * first node:crypto call) publishes the real probe here and runs it (its
 * OPENSSL_ia32cap environment override included) before anything else of
 * OpenSSL's.  The wrapper is in main.c, not here: lld pulls in the
 * definition of a --wrap'd symbol's __wrap_ whenever the symbol is in an
 * archive on the command line, and this file would bring libcrypto into
 * every program. */
void __real_OPENSSL_cpuid_setup(void);
void (*rt__ossl_cpuid_setup)(void);
static void crypto_cpuid_setup(void) {
  __atomic_store_n(&rt__ossl_cpuid_setup, __real_OPENSSL_cpuid_setup, __ATOMIC_RELEASE);
  __real_OPENSSL_cpuid_setup();
}

static void crypto_init(void) {
  static int done;
  if (__atomic_load_n(&done, __ATOMIC_ACQUIRE)) return;
  static pthread_once_t cpuid_once = PTHREAD_ONCE_INIT;
  pthread_once(&cpuid_once, crypto_cpuid_setup);
  OPENSSL_init_crypto(OPENSSL_INIT_NO_LOAD_CONFIG, NULL); /* thread-safe, once */
  __atomic_store_n(&done, 1, __ATOMIC_RELEASE);
}

static const EVP_MD *md_by_name(const char *a) {
  crypto_init();
  for (size_t i = 0; i < NKNOWN; i++) {
    if (strcmp(a, known_mds[i].node)) continue;
    EVP_MD *md = __atomic_load_n(&known_md[i], __ATOMIC_ACQUIRE);
    if (md) return md;
    md = EVP_MD_fetch(NULL, known_mds[i].ossl, NULL);
    if (!md) return NULL;
    EVP_MD *prev = NULL;
    if (!__atomic_compare_exchange_n(&known_md[i], &prev, md, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
      EVP_MD_free(md); /* another thread was first */
      md = prev;
    }
    return md;
  }
  return EVP_get_digestbyname(a); /* the rarer ones, by OpenSSL's name table */
}

static const EVP_MD *md_of(const rt_str *alg) {
  char small[24];
  char *a = small;
  if (alg->len < sizeof small && !(alg->flags & RT_STR_WIDE)) { /* latin1 bytes: a name has only ASCII */
    const uint8_t *p = rt_str_bytes(alg);
    for (uint32_t i = 0; i < alg->len; i++) small[i] = (char)p[i];
    small[alg->len] = 0;
  } else {
    a = rt__utf8_of(alg, NULL);
  }
  for (char *p = a; *p; p++)
    if (*p >= 'A' && *p <= 'Z') *p = (char)(*p - 'A' + 'a');
  const EVP_MD *md = md_by_name(a);
  if (a != small) free(a);
  if (!md) rt_throw_error("Error", "Digest method not supported");
  return md;
}

static rt_object *hash_new(const rt_class *cls, const rt_str *alg, const rt_array *key) {
  (void)md_of(alg); /* an unknown algorithm fails at creation, as in Node */
  rt_object *h = rt_object_new(cls);
  h->slots[HS_ALG] = (uint64_t)(uintptr_t)alg;
  h->slots[HS_DATA] = (uint64_t)(uintptr_t)&rt__str_empty;
  h->slots[HS_KEY] = (uint64_t)(uintptr_t)key;
  return h;
}

rt_object *rt_crypto_create_hash(const rt_str *alg) { return hash_new(&hash_class, alg, NULL); }

/* The key's bytes are copied now (a string's UTF-8), as Node does: changing
 * the Buffer afterwards does not change the MAC. */
rt_object *rt_crypto_create_hmac(const rt_str *alg, rt_value key) {
  rt_array *kb;
  if (rt__is_string(key)) {
    size_t n;
    char *u = rt__utf8_of(rt_unbox_string(key), &n);
    kb = rt__buffer_from_bytes((const uint8_t *)u, n);
    free(u);
  } else {
    const rt_array *a = (key >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(key) : NULL;
    if (!a || rt_heap_kind(a) != RT_KIND_ARRAY || a->elem != RT_ELEM_U8 || !(a->flags & RT_ARRAY_TYPED))
      rt_throw_error("TypeError", "The \"key\" argument must be of type string or an instance of ArrayBuffer, Buffer, "
                                  "TypedArray, DataView, KeyObject, or CryptoKey.");
    kb = rt__buffer_from_bytes(a->data, a->length);
  }
  return hash_new(&hmac_class, alg, kb);
}

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

/* The thread's digest context (freed when the thread ends, for a worker). */
static pthread_key_t ctx_key;
static pthread_once_t ctx_once = PTHREAD_ONCE_INIT;
static void ctx_free(void *c) { EVP_MD_CTX_free(c); }
static void ctx_key_make(void) { pthread_key_create(&ctx_key, ctx_free); }
static EVP_MD_CTX *digest_ctx(void) {
  static _Thread_local EVP_MD_CTX *ctx;
  if (!ctx) {
    if (!(ctx = EVP_MD_CTX_new())) rt__oom(sizeof(void *));
    pthread_once(&ctx_once, ctx_key_make);
    pthread_setspecific(ctx_key, ctx);
  }
  return ctx;
}

rt_value rt_crypto_hash_digest(rt_object *h, rt_value encoding) {
  hash_check(h);
  char enc[16] = "buffer";
  if (rt__is_string(encoding)) {
    const rt_str *es = rt__flat(rt_unbox_string(encoding));
    if (!(es->flags & RT_STR_WIDE) && es->len < sizeof enc) { /* "hex" and the like: no UTF-8 copy */
      memcpy(enc, rt_str_bytes(es), es->len);
      enc[es->len] = 0;
      if (strlen(enc) != es->len) enc[0] = '?'; /* a NUL inside: no encoding's name */
    } else {
      char *e = rt__utf8_of(es, NULL);
      snprintf(enc, sizeof enc, "%s", e);
      free(e);
    }
  }
  if (strcmp(enc, "hex") && strcmp(enc, "base64") && strcmp(enc, "base64url") && strcmp(enc, "latin1") &&
      strcmp(enc, "binary") && strcmp(enc, "buffer"))
    rt_throw_error("Error", "Kiln supports digest encodings hex, base64, base64url and latin1 only");
  const EVP_MD *md = md_of((const rt_str *)(uintptr_t)h->slots[HS_ALG]);
  size_t n;
  const rt_array *bytes = (const rt_array *)(uintptr_t)h->slots[HS_BYTES];
  const rt_str *str = rt__flat((const rt_str *)(uintptr_t)h->slots[HS_DATA]);
  char *data = NULL;
  const char *in = NULL;
  if (!bytes && !(str->flags & RT_STR_WIDE) && !rt__latin1_high_count(rt_str_bytes(str), str->len)) {
    in = (const char *)rt_str_bytes(str); /* ASCII: its UTF-8 is its bytes (str stays reachable from h) */
    n = str->len;
  } else if (bytes) {
    n = bytes->length;
    data = malloc(n + 1);
    if (!data) rt__oom(n + 1);
    if (n) memcpy(data, bytes->data, n);
  } else {
    data = rt__utf8_of(str, &n);
  }
  if (data) in = data;
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int outn = 0;
  int ok;
  if (h->cls == &hmac_class) {
    const rt_array *key = (const rt_array *)(uintptr_t)h->slots[HS_KEY];
    static const unsigned char none[1];
    ok = HMAC(md, key->length ? key->data : none, (int)key->length, (const unsigned char *)in, n, out, &outn) != NULL;
  } else {
    /* One context per thread, reset by each init: EVP_Digest would make
     * and free one per call. */
    EVP_MD_CTX *ctx = digest_ctx();
    ok = EVP_DigestInit_ex(ctx, md, NULL) && EVP_DigestUpdate(ctx, in, n) && EVP_DigestFinal_ex(ctx, out, &outn);
  }
  free(data);
  if (!ok) rt_throw_error("Error", "digest failed");
  h->slots[HS_DONE] = 1;
  h->slots[HS_DATA] = (uint64_t)(uintptr_t)&rt__str_empty;
  h->slots[HS_BYTES] = 0;
  if (!strcmp(enc, "buffer")) return rt_box_object(rt__buffer_from_bytes(out, outn));
  if (!strcmp(enc, "hex")) { /* the usual one, straight into the string */
    static const char hx[] = "0123456789abcdef";
    rt_str *r = rt__str_alloc(2 * outn, false);
    uint8_t *d = (uint8_t *)(r + 1);
    for (unsigned i = 0; i < outn; i++) d[2 * i] = (uint8_t)hx[out[i] >> 4], d[2 * i + 1] = (uint8_t)hx[out[i] & 15];
    return rt_box_string(r);
  }
  return rt_box_string(rt__bytes_encode(out, outn, enc));
}

rt_array *rt_crypto_random_bytes(double size) {
  if (!(size >= 0 && size <= 2147483647.0)) {
    char msg[120];
    snprintf(msg, sizeof msg, "The value of \"size\" is out of range. It must be >= 0 && <= 2147483647. Received %g", size);
    rt_throw_error("RangeError", msg);
  }
  rt_array *a = rt__buffer_new((size_t)size);
  crypto_init();
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
  crypto_init();
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
  const EVP_MD *md = md_by_name(dn);
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
  crypto_init();
  if (RAND_bytes(b, sizeof b) != 1) rt_throw_error("Error", "random number generator failed");
  b[6] = (unsigned char)((b[6] & 0x0F) | 0x40);
  b[8] = (unsigned char)((b[8] & 0x3F) | 0x80);
  char s[37];
  snprintf(s, sizeof s, "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1], b[2],
           b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
  return rt__str_from_ascii(s, 36);
}
