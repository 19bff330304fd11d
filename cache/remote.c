/* remote.c - the remote cache tier: the Bazel HTTP cache layout over libcurl (see cache.h).
 *
 * Why libcurl rather than a small client on sockets: remote caches that
 * teams run sit behind HTTPS, proxies and credentials in the URL, which curl
 * handles (and keeps connections alive) in a library the machine already has;
 * its connect and total timeouts bound every request.  Only kilnd links it. */
#define _GNU_SOURCE
#include "cache.h"
#include "remote_proto.h"

#include <curl/curl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cache_remote {
  CURL *curl;
  struct curl_slist *put_headers;
  char *base;  /* the URL without a trailing '/' */
  int upload, down;
  cache_remote_stats st;
  char errbuf[CURL_ERROR_SIZE];
};

static pthread_once_t global_once = PTHREAD_ONCE_INIT;
static CURLcode global_rc;
static void global_init(void) { global_rc = curl_global_init(CURL_GLOBAL_DEFAULT); }

static void set_msg(char **out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void set_msg(char **out, const char *fmt, ...) {
  if (!out) return;
  free(*out);
  va_list ap;
  va_start(ap, fmt);
  if (vasprintf(out, fmt, ap) < 0) *out = NULL;
  va_end(ap);
}

int cache_remote_open(cache_remote **rp, const cache_remote_options *o, char **err) {
  *rp = NULL;
  if (!o->url || (strncmp(o->url, "http://", 7) != 0 && strncmp(o->url, "https://", 8) != 0)) {
    set_msg(err, "remote cache URL must start with http:// or https://");
    return -1;
  }
  pthread_once(&global_once, global_init);
  if (global_rc != CURLE_OK) {
    set_msg(err, "cannot initialise libcurl: %s", curl_easy_strerror(global_rc));
    return -1;
  }
  cache_remote *r = calloc(1, sizeof *r);
  if (!r || !(r->base = strdup(o->url)) || !(r->curl = curl_easy_init())) goto oom;
  size_t bl = strlen(r->base);
  while (bl > 0 && r->base[bl - 1] == '/') r->base[--bl] = '\0';
  r->upload = o->upload;
  r->put_headers = curl_slist_append(NULL, "Expect:");
  if (!r->put_headers) goto oom;
  r->put_headers = curl_slist_append(r->put_headers, "Content-Type: application/octet-stream");
  CURL *c = r->curl;
  curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L); /* timeouts without SIGALRM: kilnd is threaded */
  curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, o->connect_timeout_ms > 0 ? o->connect_timeout_ms
                                                                          : (long)CACHE_REMOTE_CONNECT_TIMEOUT_MS);
  curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, o->timeout_ms > 0 ? o->timeout_ms : (long)CACHE_REMOTE_TIMEOUT_MS);
  curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);
  /* "" disables proxies, where NULL would let curl read the daemon's own
   * (possibly stale) environment. */
  curl_easy_setopt(c, CURLOPT_PROXY, o->proxy ? o->proxy : "");
  if (o->no_proxy) curl_easy_setopt(c, CURLOPT_NOPROXY, o->no_proxy);
  curl_easy_setopt(c, CURLOPT_USERAGENT, "kiln");
  curl_easy_setopt(c, CURLOPT_ERRORBUFFER, r->errbuf);
  curl_easy_setopt(c, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)CACHE_REMOTE_MAX_BLOB);
  *rp = r;
  return 0;
oom:
  set_msg(err, "out of memory");
  cache_remote_close(r);
  return -1;
}

void cache_remote_close(cache_remote *r) {
  if (!r) return;
  if (r->curl) curl_easy_cleanup(r->curl);
  curl_slist_free_all(r->put_headers);
  free(r->base);
  free(r);
}

void cache_remote_stats_get(const cache_remote *r, cache_remote_stats *s) {
  if (r) *s = r->st;
  else memset(s, 0, sizeof *s);
}

/* ---- HTTP --------------------------------------------------------------------------- */

typedef struct {
  uint8_t *p;
  size_t len, cap;
} membuf;

static size_t on_body(char *data, size_t size, size_t nmemb, void *ctx) {
  membuf *b = ctx;
  size_t n = size * nmemb;
  if (b->len + n > CACHE_REMOTE_MAX_BLOB) return 0;
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 65536;
    while (cap < b->len + n + 1) cap *= 2;
    uint8_t *p = realloc(b->p, cap);
    if (!p) return 0;
    b->p = p;
    b->cap = cap;
  }
  memcpy(b->p + b->len, data, n);
  b->len += n;
  return n;
}

typedef struct {
  const uint8_t *p;
  size_t left;
} reader;

static size_t on_read(char *out, size_t size, size_t nmemb, void *ctx) {
  reader *rd = ctx;
  size_t n = size * nmemb;
  if (n > rd->left) n = rd->left;
  memcpy(out, rd->p, n);
  rd->p += n;
  rd->left -= n;
  return n;
}

/* The remote stops being used after a transport failure, with one warning. */
static void go_down(cache_remote *r, char **warn, const char *what, const char *path, const char *why) {
  r->st.errors++;
  r->down = 1;
  set_msg(warn, "remote cache: %s %.16s...: %s; building without it", what, path, why);
}

/* GET base/path: 200 -> 0 with the body in *b; 404 -> 1; anything else -> -1
 * (the remote is down, *warn says why). */
static int http_get(cache_remote *r, const char *path, membuf *b, char **warn) {
  char *url;
  if (asprintf(&url, "%s/%s", r->base, path) < 0) return -1;
  CURL *c = r->curl;
  r->errbuf[0] = '\0';
  curl_easy_setopt(c, CURLOPT_URL, url);
  curl_easy_setopt(c, CURLOPT_UPLOAD, 0L);
  curl_easy_setopt(c, CURLOPT_HTTPGET, 1L);
  curl_easy_setopt(c, CURLOPT_HTTPHEADER, NULL);
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, on_body);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, b);
  CURLcode rc = curl_easy_perform(c);
  free(url);
  long status = 0;
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
  if (rc != CURLE_OK) {
    go_down(r, warn, "GET", path, r->errbuf[0] ? r->errbuf : curl_easy_strerror(rc));
    return -1;
  }
  if (status == 200) return 0;
  if (status == 404) return 1;
  char why[32];
  snprintf(why, sizeof why, "HTTP %ld", status);
  go_down(r, warn, "GET", path, why);
  return -1;
}

/* PUT base/path: 0 on a 2xx answer, else -1 (down, *warn says why). */
static int http_put(cache_remote *r, const char *path, const void *data, size_t n, char **warn) {
  char *url;
  if (asprintf(&url, "%s/%s", r->base, path) < 0) return -1;
  CURL *c = r->curl;
  reader rd = {data, n};
  membuf ignored = {0};
  r->errbuf[0] = '\0';
  curl_easy_setopt(c, CURLOPT_URL, url);
  curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
  curl_easy_setopt(c, CURLOPT_READFUNCTION, on_read);
  curl_easy_setopt(c, CURLOPT_READDATA, &rd);
  curl_easy_setopt(c, CURLOPT_INFILESIZE_LARGE, (curl_off_t)n);
  curl_easy_setopt(c, CURLOPT_HTTPHEADER, r->put_headers);
  curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, on_body);
  curl_easy_setopt(c, CURLOPT_WRITEDATA, &ignored);
  CURLcode rc = curl_easy_perform(c);
  free(url);
  free(ignored.p);
  long status = 0;
  curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
  if (rc != CURLE_OK) {
    go_down(r, warn, "PUT", path, r->errbuf[0] ? r->errbuf : curl_easy_strerror(rc));
    return -1;
  }
  if (status >= 200 && status < 300) return 0;
  char why[32];
  snprintf(why, sizeof why, "HTTP %ld", status);
  go_down(r, warn, "PUT", path, why);
  return -1;
}

/* ---- entries ------------------------------------------------------------------------ */

/* "ac/<sha256 of the action>" */
static void ac_path(const cache_key *key, const char *kind_name, char out[3 + CACHE__SHA256_HEX + 1]) {
  static const char tag[] = "kiln remote cache 1";
  size_t tl = sizeof tag, kl = strlen(kind_name) + 1;
  uint8_t buf[sizeof tag + 64 + 16];
  if (kl > 64) kl = 64;
  memcpy(buf, tag, tl);
  memcpy(buf + tl, kind_name, kl);
  memcpy(buf + tl + kl, key->bytes, 16);
  memcpy(out, "ac/", 3);
  cache__sha256_hex(buf, tl + kl + 16, out + 3);
}

/* A bad entry: counted, warned about, treated as a miss. */
static int bad_entry(cache_remote *r, char **warn, const char *kind_name, const char *path, const char *why) {
  r->st.errors++;
  set_msg(warn, "remote cache: ignoring %s entry %.16s...: %s", kind_name, path, why);
  return 1;
}

int cache_remote_get(cache_remote *r, const cache_key *key, const char *kind_name, void **data, size_t *size,
                     char **warn) {
  *data = NULL;
  *size = 0;
  if (!r || r->down) return 1;
  char acp[3 + CACHE__SHA256_HEX + 1];
  ac_path(key, kind_name, acp);
  membuf ac = {0}, blob = {0};
  int rc = http_get(r, acp, &ac, warn);
  if (rc != 0) {
    if (rc == 1) r->st.misses++;
    free(ac.p);
    return 1;
  }
  cache__action_result ar;
  const cache__output_file *of = NULL;
  if (cache__action_result_decode(ac.p, ac.len, &ar) != 0 || ar.exit_code != 0) {
    rc = bad_entry(r, warn, kind_name, acp, "not a valid ActionResult");
    goto done;
  }
  for (int i = 0; i < ar.noutputs && !of; i++)
    if (ar.out[i].path_len == strlen(kind_name) && !memcmp(ar.out[i].path, kind_name, ar.out[i].path_len))
      of = &ar.out[i];
  if (!of || of->hash_len != CACHE__SHA256_HEX || of->size < 0 || (uint64_t)of->size > CACHE_REMOTE_MAX_BLOB) {
    rc = bad_entry(r, warn, kind_name, acp, "no usable output file in the ActionResult");
    goto done;
  }
  const uint8_t *bytes;
  size_t n;
  if (of->contents || of->size == 0) { /* inlined (or the empty blob) */
    bytes = of->contents ? of->contents : (const uint8_t *)"";
    n = of->contents ? of->contents_len : 0;
  } else {
    char casp[4 + CACHE__SHA256_HEX + 1];
    memcpy(casp, "cas/", 4);
    for (int i = 0; i < CACHE__SHA256_HEX; i++) {
      char ch = of->hash[i];
      if (ch >= 'A' && ch <= 'F') ch = (char)(ch - 'A' + 'a');
      if (!((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'))) {
        rc = bad_entry(r, warn, kind_name, acp, "malformed digest");
        goto done;
      }
      casp[4 + i] = ch;
    }
    casp[4 + CACHE__SHA256_HEX] = '\0';
    rc = http_get(r, casp, &blob, warn);
    if (rc == 1) rc = bad_entry(r, warn, kind_name, acp, "its blob is missing");
    if (rc != 0) {
      rc = 1;
      goto done;
    }
    bytes = blob.p ? blob.p : (const uint8_t *)"";
    n = blob.len;
  }
  if (!cache__blob_verify(bytes, n, of->hash, of->hash_len, of->size)) {
    rc = bad_entry(r, warn, kind_name, acp, "its blob does not match its digest");
    goto done;
  }
  *data = malloc(n ? n : 1);
  if (!*data) {
    rc = 1;
    goto done;
  }
  memcpy(*data, bytes, n);
  *size = n;
  r->st.hits++;
  rc = 0;
done:
  free(ac.p);
  free(blob.p);
  return rc;
}

int cache_remote_put(cache_remote *r, const cache_key *key, const char *kind_name, const void *data, size_t size,
                     int executable, char **warn) {
  if (!r || r->down || !r->upload) return 0;
  char hash[CACHE__SHA256_HEX + 1], casp[4 + CACHE__SHA256_HEX + 1], acp[3 + CACHE__SHA256_HEX + 1];
  cache__sha256_hex(data, size, hash);
  snprintf(casp, sizeof casp, "cas/%s", hash);
  ac_path(key, kind_name, acp);
  size_t alen;
  uint8_t *ac = cache__action_result_encode(kind_name, hash, (int64_t)size, executable, &alen);
  if (!ac) return -1;
  int rc = http_put(r, casp, data, size, warn);
  if (rc == 0) rc = http_put(r, acp, ac, alen, warn);
  free(ac);
  if (rc == 0) r->st.uploads++;
  return rc;
}
