/* map.c - Map and Set: an insertion-ordered hash table with SameValueZero keys.
 *
 * Layout (struct rt_map in rt_internal.h).  Entries sit in an array in
 * insertion order; a deleted entry stays in place with the key
 * RT__MAP_DELETED until the table is rebuilt: when the array is full, into
 * twice the capacity if at least half of it is live, else compacted into a
 * capacity at least twice the live count; and when deletions leave less than
 * an eighth of it live, shrunk the same way.  Buckets are chain heads into
 * the entry array (cap buckets, so chains average at most one entry); each
 * entry keeps its hash, so a rebuild never rehashes strings.
 *
 * Representation.  Keys and values are stored as rt_values, whatever the
 * static types: a boxed number is its own bits (boxing is a compare, never an
 * allocation), `get` must answer `V | undefined` (a boxed value) anyway, and
 * one layout lets one hash and one equality serve every key type.  Keys are
 * normalised on the way in (-0 becomes +0, every NaN the canonical one), so
 * SameValueZero is bit equality, except for strings, which compare by
 * contents (hash: rt__str_hash, cached in the string).
 *
 * Iteration while mutating.  JS requires that a loop over a Map sees entries
 * added during the loop and skips entries deleted before it reaches them.  A
 * loop holds the position of the entry it visited last and that entry's
 * sequence number (numbers increase along the array, never reused).  If the
 * entry at that position no longer has that number, the table was rebuilt or
 * cleared since, and the loop continues at the first entry with a larger
 * number (binary search): exactly the entries inserted after the one it
 * visited.  No iterator object and no registry of live iterators is needed,
 * so a loop left by `break` costs nothing.
 *
 * GC: the map and its two blocks are ordinary heap objects; gc.c traces the
 * keys and values of the `used` entries.  Every function here that
 * allocates holds the map and the key/value arguments in its frame, which the
 * collector scans conservatively, and replaces the blocks only after the new
 * ones are filled. */
#include "rt_internal.h"

#include <math.h>
#include <string.h>

#define MIN_CAP 8u
#define BLOCK_HEADER 16u

static inline uint32_t *buckets_of(const rt_map *m) {
  return (uint32_t *)((char *)m->buckets + BLOCK_HEADER);
}

static inline rt_value norm_key(rt_value k) {
  if (rt_value_is_number(k)) {
    if (k == 0x8000000000000000ull) return 0; /* -0 -> +0 */
    double d;
    memcpy(&d, &k, 8);
    if (d != d) return RT_CANONICAL_NAN;
  }
  return k;
}

static inline uint32_t mix64(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  x ^= x >> 33;
  return (uint32_t)x;
}

static inline uint32_t key_hash(rt_value k) {
  if ((k >> RT_TAG_SHIFT) == RT_TAG_STRING) return rt__str_hash(rt_unbox_string(k));
  if (rt__is_bigint(k)) return rt__bigint_hash(k); /* by value */
  return mix64(k);
}

static inline bool key_eq(rt_value a, rt_value b) {
  if (a == b) return true;
  if ((a >> RT_TAG_SHIFT) == RT_TAG_OBJECT && (b >> RT_TAG_SHIFT) == RT_TAG_OBJECT)
    return rt__is_bigint(a) && rt__is_bigint(b) && rt__bigint_equals(a, b);
  return (a >> RT_TAG_SHIFT) == RT_TAG_STRING && (b >> RT_TAG_SHIFT) == RT_TAG_STRING &&
         rt__str_eq(rt_unbox_string(a), rt_unbox_string(b));
}

static _Noreturn void no_map(void) {
  rt_throw_error("TypeError", "Cannot read properties of undefined");
}

rt_map *rt_map_new(double kind) {
  rt_map *m = rt_alloc(RT_KIND_MAP, sizeof *m);
  m->flags = kind == 1 ? RT_MAP_SET : kind == 2 ? RT_MAP_WEAK : kind == 3 ? RT_MAP_SET | RT_MAP_WEAK : 0;
  m->seq = 1;
  return m;
}

/* Index of the entry holding key k (normalised, hash h), or -1. */
static int64_t find(const rt_map *m, rt_value k, uint32_t h) {
  if (!m->cap) return -1;
  const rt__map_entry *e = rt__map_entries(m);
  for (uint32_t i = buckets_of(m)[h & (m->cap - 1)]; i; i = e[i - 1].next)
    if (e[i - 1].hash == h && key_eq(e[i - 1].key, k)) return (int64_t)i - 1;
  return -1;
}

/* find for a number key (normalised): equal exactly when the bits are, so
 * the chain is walked comparing keys alone.  Inline in get, has and set,
 * which a loop over a Map<number, T> calls millions of times. */
static inline int64_t find_number(const rt_map *m, rt_value k) {
  if (!m->cap) return -1;
  const rt__map_entry *e = (const rt__map_entry *)((const char *)m->entries + BLOCK_HEADER);
  for (uint32_t i = buckets_of(m)[mix64(k) & (m->cap - 1)]; i; i = e[i - 1].next)
    if (e[i - 1].key == k) return (int64_t)i - 1;
  return -1;
}

/* The entry of key k (normalised), or -1. */
static inline int64_t find_key(const rt_map *m, rt_value k) {
  return rt_value_is_number(k) ? find_number(m, k) : find(m, k, key_hash(k));
}

/* Moves the live entries, in order, into new blocks of capacity cap. */
static void rebuild(rt_map *m, uint32_t cap) {
  if (cap > (UINT32_MAX - BLOCK_HEADER) / sizeof(rt__map_entry)) rt_throw_error("RangeError", "Map maximum size exceeded");
  void *eb = rt_alloc(RT_KIND_BYTES, BLOCK_HEADER + (size_t)cap * sizeof(rt__map_entry));
  void *bb = rt_alloc(RT_KIND_BYTES, BLOCK_HEADER + (size_t)cap * sizeof(uint32_t));
  rt__map_entry *ne = (rt__map_entry *)((char *)eb + BLOCK_HEADER);
  uint32_t *nb = (uint32_t *)((char *)bb + BLOCK_HEADER);
  const rt__map_entry *oe = rt__map_entries(m);
  uint32_t n = 0;
  for (uint32_t i = 0; i < m->used; i++) {
    if (oe[i].key == RT__MAP_DELETED) continue;
    ne[n] = oe[i];
    uint32_t b = ne[n].hash & (cap - 1);
    ne[n].next = nb[b];
    nb[b] = n + 1;
    n++;
  }
  m->entries = eb;
  m->buckets = bb;
  m->cap = cap;
  m->used = n;
}

/* The capacity a rebuild with n live entries gets: at least half free. */
static uint32_t fit_cap(uint32_t n) {
  uint32_t cap = MIN_CAP;
  while (cap < 2 * (uint64_t)n) cap *= 2;
  return cap;
}

static void insert(rt_map *m, rt_value k, rt_value v) {
  if (!m) no_map();
  k = norm_key(k);
  uint32_t h = key_hash(k);
  int64_t at = rt_value_is_number(k) ? find_number(m, k) : find(m, k, h);
  if (at >= 0) {
    rt__map_entry *e = rt__map_entries(m);
    if (!(m->flags & RT_MAP_SET)) e[at].value = v;
    return;
  }
  if (m->used == m->cap) rebuild(m, m->size >= m->cap / 2 ? (m->cap ? m->cap * 2 : MIN_CAP) : fit_cap(m->size));
  rt__map_entry *e = rt__map_entries(m);
  uint32_t *b = buckets_of(m), i = m->used;
  e[i].key = k;
  e[i].value = (m->flags & RT_MAP_SET) ? RT_UNDEFINED : v;
  e[i].seq = m->seq++;
  e[i].hash = h;
  e[i].next = b[h & (m->cap - 1)];
  b[h & (m->cap - 1)] = i + 1;
  m->used = i + 1;
  m->size++;
}

/* A WeakMap's or WeakSet's key must be an object (a function is one too). */
static void weak_key(const rt_map *m, rt_value key) {
  uint64_t tag = key >> RT_TAG_SHIFT;
  if (m && (m->flags & RT_MAP_WEAK) && tag != RT_TAG_OBJECT && tag != RT_TAG_FUNCTION)
    rt_throw_error("TypeError", (m->flags & RT_MAP_SET) ? "Invalid value used in weak set" : "Invalid value used as weak map key");
}

rt_map *rt_map_set(rt_map *m, rt_value key, rt_value value) {
  weak_key(m, key);
  insert(m, key, value);
  return m;
}

rt_map *rt_set_add(rt_map *m, rt_value key) {
  weak_key(m, key);
  insert(m, key, RT_UNDEFINED);
  return m;
}

double rt_map_size(const rt_map *m) {
  if (!m) no_map();
  return m->size;
}

rt_value rt_map_get(const rt_map *m, rt_value key) {
  if (!m) no_map();
  key = norm_key(key);
  int64_t at = find_key(m, key);
  return at < 0 ? RT_UNDEFINED : rt__map_entries(m)[at].value;
}

bool rt_map_has(const rt_map *m, rt_value key) {
  if (!m) no_map();
  key = norm_key(key);
  return find_key(m, key) >= 0;
}

bool rt_map_delete(rt_map *m, rt_value key) {
  if (!m) no_map();
  key = norm_key(key);
  if (!m->cap) return false;
  uint32_t h = key_hash(key);
  rt__map_entry *e = rt__map_entries(m);
  for (uint32_t *link = &buckets_of(m)[h & (m->cap - 1)]; *link; link = &e[*link - 1].next) {
    rt__map_entry *x = &e[*link - 1];
    if (x->hash != h || !key_eq(x->key, key)) continue;
    *link = x->next;
    x->next = 0;
    x->key = RT__MAP_DELETED; /* keeps its seq: iteration order stays sorted */
    x->value = RT_UNDEFINED;
    m->size--;
    if (m->cap > MIN_CAP && m->size < m->cap / 8) rebuild(m, fit_cap(m->size)); /* give memory back */
    return true;
  }
  return false;
}

void rt_map_clear(rt_map *m) {
  if (!m) no_map();
  /* Drop the blocks: the sequence numbers tell running loops what happened. */
  m->entries = NULL;
  m->buckets = NULL;
  m->cap = m->used = m->size = 0;
}

double rt_map_next(const rt_map *m, double pos, double seq) {
  if (!m) no_map();
  const rt__map_entry *e = rt__map_entries(m);
  uint32_t j;
  if (pos < 0) {
    j = 0;
  } else if (pos < m->used && e[(uint32_t)pos].seq == (uint64_t)seq) {
    j = (uint32_t)pos + 1;
  } else { /* rebuilt or cleared since: the first entry inserted after it */
    uint32_t lo = 0, hi = m->used;
    while (lo < hi) {
      uint32_t mid = lo + (hi - lo) / 2;
      if (e[mid].seq <= (uint64_t)seq) lo = mid + 1;
      else hi = mid;
    }
    j = lo;
  }
  for (; j < m->used; j++)
    if (e[j].key != RT__MAP_DELETED) return j;
  return -1;
}

double rt_map_seq(const rt_map *m, double pos) { return (double)rt__map_entries(m)[(uint32_t)pos].seq; }

rt_value rt_map_key_at(const rt_map *m, double pos) { return rt__map_entries(m)[(uint32_t)pos].key; }

rt_value rt_map_value_at(const rt_map *m, double pos) {
  const rt__map_entry *e = &rt__map_entries(m)[(uint32_t)pos];
  return (m->flags & RT_MAP_SET) ? e->key : e->value;
}

rt_array *rt_map_to_array(const rt_map *m, double what, double elem) {
  if (!m) no_map();
  rt_array *a = rt_array_new((uint32_t)elem, m->size);
  bool values = what == 1 && !(m->flags & RT_MAP_SET);
  for (uint32_t i = 0; i < m->used; i++) {
    const rt__map_entry *e = &rt__map_entries(m)[i]; /* reloaded: a push may collect, never move */
    if (e->key == RT__MAP_DELETED) continue;
    rt_array_push(a, values ? e->value : e->key);
  }
  return a;
}

rt_map *rt_map_copy(const rt_map *m) {
  if (!m) no_map();
  rt_map *r = rt_map_new((m->flags & RT_MAP_SET) ? 1 : 0);
  for (uint32_t i = 0; i < m->used; i++) {
    const rt__map_entry *e = &rt__map_entries(m)[i];
    if (e->key != RT__MAP_DELETED) insert(r, e->key, e->value);
  }
  return r;
}

rt_map *rt_map_from_entries(const rt_array *a) {
  if (!a) rt_throw_error("TypeError", "undefined is not iterable (cannot read property Symbol(Symbol.iterator))");
  rt_map *r = rt_map_new(0);
  uint32_t n = (uint32_t)rt_array_length(a);
  for (uint32_t i = 0; i < n; i++) {
    rt_value e = rt_array_get(a, i);
    const void *p = (e >> RT_TAG_SHIFT) == RT_TAG_OBJECT ? rt_unbox_object(e) : NULL;
    if (!p || rt_heap_kind(p) != RT_KIND_ARRAY) rt_throw_error("TypeError", "Iterator value is not an entry object");
    insert(r, rt_array_get(p, 0), rt_array_get(p, 1));
  }
  return r;
}

rt_map *rt_set_from_array(const rt_array *a) {
  rt_map *r = rt_map_new(1);
  uint32_t n = (uint32_t)rt_array_length(a);
  for (uint32_t i = 0; i < n && i < a->length; i++) insert(r, rt_array_get(a, i), RT_UNDEFINED);
  return r;
}
