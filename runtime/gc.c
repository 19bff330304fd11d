/* gc.c - the heap: a size-class page allocator and a non-moving mark-sweep collector.
 *
 * Layout.  Each thread that allocates owns an rt_heap, reached through a
 * thread-local pointer, so N event loops on N threads never share a heap or a
 * lock.  A heap reserves one large range of address space up front (without
 * swap reservation, so untouched pages cost nothing) and carves it into 64 KB
 * pages.  A page
 * is free, a small-object page, or part of a large object's run of pages; a
 * byte per page records which.  Because the heap is one contiguous range,
 * "is this word a pointer into my heap?" is a subtraction and a compare.
 *
 * Small objects (up to 16 KB) are rounded up to one of 36 size classes
 * (16-byte steps to 128, then four classes per doubling); a small page holds
 * objects of one class after a header carrying two bitmaps, `alloc` and
 * `mark`, one bit per slot.  Closures, which have no gc word, get pages of
 * their own (24-byte slots), so the page tells their kind.  Allocation bumps
 * a pointer through the class's current free run (a run of clear alloc bits
 * in one page): the fast path is a compare and an add.  The runs (next,
 * limit) are a thread-local array, rt__alloc_runs, which compiled code bumps
 * inline for small class instances (kiln_rt.h; backend be__object_new). When
 * the run is used up, the slow path takes the page's next run, else a partly
 * used page of the class, else a fresh page; it sets the whole new run's
 * alloc bits and zeroes it (one memset; a fresh page's slots are zero
 * already) at once, so a slot not yet handed out is an allocated all-zero
 * object (kind 0, an empty string, no references) that a stray root can only
 * retain until the next collection, which frees what the current runs did not
 * hand out.  The bytes of a run count towards the trigger when it is taken.
 * Larger objects get a run of whole pages with the object after a header;
 * their untouched tail pages are never faulted in, so rounding up costs
 * address space, not memory.
 *
 * Collection.  Mark-sweep, stop-the-world, non-moving, triggered when the
 * bytes allocated since the last collection reach a budget set by the last
 * collection (next_trigger): eight times its work (live bytes plus root
 * bytes scanned) but at most 32 MB, at least 4 MB, and at least the live
 * bytes.  So a large heap grows to about twice its live data; binary_trees
 * 16 (4.2 MB live) is marked only every 32 MB (an 8 MB budget made the
 * collector ~40% of its run time); and a server whose live data is a few KB
 * is collected every 4 MB (peak RSS under load ~8 MB; the flat 32 MB minimum
 * took it to 38 MB).  KILN_GC_STRESS=1
 * (read in rt_init, or rt_gc_set_stress) collects at every allocation: the
 * slow path then hands out runs of one slot.
 *   1. Roots are found conservatively: every aligned word of the machine
 *      stack (from the collector's frame, after __builtin_unwind_init and
 *      setjmp have spilled the callee-saved registers, to the stack's top),
 *      of the executable's writable PT_LOAD segments less its relro part
 *      (.data and .bss: the runtime's statics), of the thread's TLS block
 *      (module globals), and of ranges registered with
 *      rt_gc_root_add.  A word is a candidate if it is a NaN-boxed string/
 *      object/function (low 48 bits) or a raw address; a candidate counts
 *      if it lands inside an allocated object of this heap (page table
 *      lookup, slot arithmetic by a multiply with the page's reciprocal of
 *      its slot size, alloc bit).  Interior pointers count on roots because
 *      optimised C and LLVM code may keep only `s + 16` (a string's data)
 *      or `&a->data[i]` live across a call.
 *   2. Marking is precise: a grey stack of objects, each traced through its
 *      kind (strings: rope children; arrays: their store; objects: the
 *      class's pointer map; envs, stores of values, closures: their
 *      reference words; maps: their two blocks and live keys and values).  A heap reference must point at an object's start;
 *      each is still checked against the page table, so a stray double in a
 *      reference slot can only retain garbage, never crash the collector.
 *      A grey object is prefetched when popped and traced eight pops later,
 *      which hides most of the cache miss of reading it.
 *   3. Sweep is eager: each small page's alloc bits become its mark bits;
 *      empty pages are freed, partly used ones become their class's refill
 *      list; unmarked large objects are freed.  Free pages beyond what the
 *      next cycle will allocate are returned to the OS (MADV_DONTNEED), so
 *      RSS follows the live data instead of the peak.
 *
 * Why conservative roots.  LLVM can emit stack maps (gc.statepoint), but
 * they pin the optimiser and need a relocation-aware backend; compiled
 * frames here have no maps, and neither do the runtime's C frames.  A
 * non-moving heap makes conservatism safe: an ambiguous word can keep an
 * object alive but never needs updating.  The costs: a word that merely looks
 * like a pointer (an integer, a stale slot) retains an object and what it
 * reaches; the whole stack and .data/.bss are scanned every collection; and
 * objects can never be compacted or moved, so fragmentation is fought with
 * size classes and page reuse instead.  Code must not hide the only pointer to
 * an object (xor-ing, storing it in malloc'd memory without rt_gc_root_add,
 * or keeping only a pointer past its end).
 */
#define _GNU_SOURCE
#include "rt_internal.h"

#include <link.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define PAGE_SHIFT 16
#define PAGE_SIZE ((size_t)1 << PAGE_SHIFT)
#define MAX_SMALL 16384
#define NCLASS 36
#define CLOSURE_CLASS NCLASS /* an extra class of 24-byte closure slots */
#define MAX_SLOTS 4096       /* 64 KB / 16 bytes */
#define TRIGGER_FLOOR ((size_t)4 << 20)   /* the least budget between collections */
#define TRIGGER_SMALL ((size_t)32 << 20)  /* the most that 8x a small heap's work may give */

#if defined(__SANITIZE_ADDRESS__)
#define NO_ASAN __attribute__((no_sanitize_address))
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NO_ASAN __attribute__((no_sanitize_address))
#endif
#endif
#ifndef NO_ASAN
#define NO_ASAN
#endif

enum { P_FREE, P_SMALL, P_LARGE, P_TAIL };

/* The header at the start of every small page and large run. */
typedef struct page {
  struct page *next;         /* all small pages of the heap / all large runs */
  struct page *next_partial; /* the class's refill list */
  uint32_t size, nobj, first; /* slot size, slot count, offset of slot 0 */
  uint8_t cls, closure, marked, on_partial;
  uint8_t fresh;              /* never swept: free slots are still zero */
  uint32_t npages;            /* large: pages in the run */
  uint32_t recip;             /* ceil(2^32 / size): offset / size as a multiply */
  size_t obj_size;            /* large: the object's size */
  uint64_t alloc[MAX_SLOTS / 64], mark[MAX_SLOTS / 64];
} page;

#define FIRST_OFF ((sizeof(page) + 15) & ~(size_t)15)

typedef struct sclass {
  page *cur;          /* page being allocated from; its free run is runs[c] */
  uint32_t end;       /* the run's end as a slot index of cur */
  uint32_t size;      /* slot size */
  page *partial;      /* pages with free slots, filled by the sweep */
} sclass;

typedef struct root_range {
  const void *start;
  size_t n;
} root_range;

typedef struct rt_heap {
  char *base;          /* the reserved range */
  size_t max_pages, hw; /* pages reserved, pages ever used (high water) */
  uint8_t *state;      /* per page: P_* */
  uint8_t *dirty;      /* per free page: contents not known to be zero */
  uint32_t *head;      /* per P_TAIL page: index of its run's first page */
  size_t free_pages, dirty_free;
  size_t low_free;     /* no free page below this index */
  page *small, *large; /* lists of pages in use */
  sclass cls[NCLASS + 1];
  size_t since, trigger; /* bytes allocated since the last collection; its limit */
  size_t live;
  size_t root_words;   /* words of roots scanned by the current collection */
  bool stress, collecting;
  char *stack_top;
  void **grey;          /* mark stack */
  size_t ngrey, capgrey;
  root_range *roots;
  size_t nroots, caproots;
  root_range tls;       /* this thread's instance of the executable's TLS segment */
  rt_gc_stats stats;
  rt_map **weak;        /* WeakMaps and WeakSets met while marking (ephemerons, see weak_settle) */
  size_t nweak, capweak;
} rt_heap;

static _Thread_local rt_heap *cur_heap;

/* Each size class's current free run (next object, end): one per thread
 * like the heap, in TLS so that compiled code can bump it inline
 * (kiln_rt.h); the classes past RT_INLINE_ALLOC_MAX's share the array. */
_Thread_local rt_alloc_run rt__alloc_runs[NCLASS + 1];
_Static_assert(RT_INLINE_ALLOC_MAX == 128, "classes 0..7 are the 16-byte steps to 128");

static const uint16_t class_size[NCLASS + 1] = {
    16,   32,   48,   64,   80,   96,    112,   128,   160,   192,  224,  256, 320,
    384,  448,  512,  640,  768,  896,   1024,  1280,  1536,  1792, 2048, 2560, 3072,
    3584, 4096, 5120, 6144, 7168, 8192, 10240, 12288, 14336, 16384, 24};

/* The class of an object of `size` <= MAX_SMALL bytes: class_size's 16-byte
 * steps to 128, then the four steps per doubling. */
static inline uint32_t class_of(size_t size) {
  if (size <= 128) return size <= 16 ? 0 : (uint32_t)((size + 15) >> 4) - 1;
  uint32_t n = (uint32_t)size - 1, b = 31 - (uint32_t)__builtin_clz(n); /* 2^b <= n < 2^(b+1), b >= 7 */
  return 8 + (b - 7) * 4 + ((n >> (b - 2)) - 4);
}

/* The executable's writable segments, found once. */
static root_range data_ranges[16];
static size_t ndata;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_key_t heap_key; /* its destructor unmaps a finished thread's heap */
static int stress_env = -1;
static void heap_free(void *arg);

static void data_range_add(uintptr_t a, uintptr_t e) {
  a = (a + 7) & ~(uintptr_t)7;
  if (e > a && ndata < 16) data_ranges[ndata++] = (root_range){(const void *)a, (e - a) / 8};
}

/* The writable PT_LOAD segments less PT_GNU_RELRO: what the relro segment
 * holds (.data.rel.ro, .got, .init_array: constant tables of pointers to
 * constants, 370 KB of the service's 440 KB of segments) is written only by
 * the relocations before main and is read-only afterwards, so it can hold no
 * heap pointer; each collection scanned it word by word. */
static int phdr_cb(struct dl_phdr_info *info, size_t size, void *arg) {
  (void)size;
  (void)arg;
  uintptr_t ra = 0, re = 0;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type != PT_GNU_RELRO) continue;
    ra = info->dlpi_addr + ph->p_vaddr;
    re = ra + ph->p_memsz;
  }
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type != PT_LOAD || !(ph->p_flags & PF_W)) continue;
    uintptr_t a = info->dlpi_addr + ph->p_vaddr;
    uintptr_t e = a + ph->p_memsz;
    if (re <= a || ra >= e) {
      data_range_add(a, e);
      continue;
    }
    data_range_add(a, ra); /* the parts before and after the relro range */
    data_range_add(re, e);
  }
  return 1; /* the first object is the main program; stop there */
}

static void global_init(void) {
  dl_iterate_phdr(phdr_cb, NULL);
  pthread_key_create(&heap_key, heap_free);
}

/* The calling thread's copy of the executable's thread-local segment: compiled
 * module globals live there (one copy per worker thread), so it is a root. */
static int tls_cb(struct dl_phdr_info *info, size_t size, void *arg) {
  (void)size;
  root_range *r = arg;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type != PT_TLS || !info->dlpi_tls_data) continue;
    uintptr_t a = ((uintptr_t)info->dlpi_tls_data + 7) & ~(uintptr_t)7;
    uintptr_t e = (uintptr_t)info->dlpi_tls_data + ph->p_memsz;
    if (e > a) *r = (root_range){(const void *)a, (e - a) / 8};
  }
  return 1; /* the main program only */
}

/* Address space without swap reservation: untouched pages cost nothing. */
static void *map_reserve(size_t *size, size_t min) {
  for (size_t s = *size; s >= min; s /= 2) {
    void *p = mmap(NULL, s, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p != MAP_FAILED) {
      *size = s;
      return p;
    }
  }
  rt__oom(*size);
}

static char *stack_top_of_thread(void) {
  /* The main thread's stack top is known without asking: glibc's
   * pthread_getattr_np parses /proc/self/maps for it, a visible part of a
   * hello-world's start-up.  Above __libc_stack_end lie only argv and the
   * environment, which hold no heap pointers. */
  extern void *__libc_stack_end;
  if (getpid() == (pid_t)syscall(SYS_gettid)) return __libc_stack_end;
  pthread_attr_t attr;
  void *addr;
  size_t size;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    int ok = pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
    if (ok == 0) return (char *)addr + size;
  }
  return __libc_stack_end;
}

/* Huge pages (fewer page faults as the heap grows; a hint) only past the
 * heap's first HUGE_FROM bytes: the first touch of a 2 MiB huge page makes
 * all of it resident and zeroes it, which was 2 MB of an idle server's 4.8 MB
 * RSS and a visible part of its start-up.  A small program's heap stays in
 * 4 KiB pages (NOHUGEPAGE: also where THP is "always"); a growing heap
 * reaches the huge part after a few MB, where a fault per 2 MiB pays. */
#define HUGE_FROM ((size_t)4 << 20)
static void heap_advise_huge(char *base, size_t bytes) {
  uintptr_t b = (uintptr_t)base, e = b + bytes;
  uintptr_t h = (b + HUGE_FROM + ((size_t)2 << 20) - 1) & ~(((uintptr_t)2 << 20) - 1);
  if (h >= e) return;
  madvise(base, h - b, MADV_NOHUGEPAGE);
  madvise((void *)h, e - h, MADV_HUGEPAGE);
}

static rt_heap *heap_new(void) {
  pthread_once(&once, global_init);
  rt_heap *h = calloc(1, sizeof *h);
  if (!h) rt__oom(sizeof *h);
  /* 64 GB of address space; each page's state bytes are only touched when used. */
  size_t bytes = (size_t)64 << 30;
  h->base = map_reserve(&bytes, (size_t)256 << 20);
  h->max_pages = bytes >> PAGE_SHIFT;
  heap_advise_huge(h->base, bytes);
  size_t meta = h->max_pages * (2 + sizeof(uint32_t));
  char *m = map_reserve(&meta, meta);
  h->state = (uint8_t *)m;
  h->dirty = h->state + h->max_pages;
  h->head = (uint32_t *)(h->dirty + h->max_pages);
  h->trigger = TRIGGER_FLOOR;
  h->stack_top = stack_top_of_thread();
  if (stress_env < 0) {
    const char *e = getenv("KILN_GC_STRESS");
    stress_env = e && e[0] == '1';
  }
  h->stress = stress_env;
  dl_iterate_phdr(tls_cb, &h->tls);
  pthread_setspecific(heap_key, h);
  return h;
}

/* A thread's objects die with it: nothing outside its heap may point in. */
static void heap_free(void *arg) {
  rt_heap *h = arg;
  munmap(h->base, h->max_pages << PAGE_SHIFT);
  munmap(h->state, h->max_pages * (2 + sizeof(uint32_t)));
  free(h->grey);
  free(h->roots);
  if (cur_heap == h) {
    cur_heap = NULL;
    memset(rt__alloc_runs, 0, sizeof rt__alloc_runs); /* they pointed into it */
  }
  free(h);
}

static inline rt_heap *heap_get(void) {
  rt_heap *h = cur_heap;
  if (__builtin_expect(!h, 0)) h = cur_heap = heap_new();
  return h;
}

void rt__gc_init(void) {
  const char *e = getenv("KILN_GC_STRESS");
  stress_env = e && e[0] == '1';
  heap_get()->stress = stress_env;
}

void rt_gc_set_stress(bool on) { heap_get()->stress = on; }

/* ---- pages ------------------------------------------------------------------ */

static inline size_t page_index(const rt_heap *h, const void *p) {
  return (size_t)((const char *)p - h->base) >> PAGE_SHIFT;
}
static inline page *page_at(const rt_heap *h, size_t i) { return (page *)(h->base + (i << PAGE_SHIFT)); }

/* The first run of n free pages (lowest address first), or the high water. */
static size_t pages_take(rt_heap *h, size_t n, bool zero, bool *was_dirty) {
  *was_dirty = false;
  size_t run = 0, i = h->low_free;
  if (h->free_pages >= n) {
    for (; i < h->hw; i++) {
      run = h->state[i] == P_FREE ? run + 1 : 0;
      if (run == n) break;
    }
  }
  size_t first;
  if (run == n) {
    first = i + 1 - n;
  } else {
    i = h->hw;
    first = h->hw - run; /* a free tail run extends into fresh pages */
    if (first + n > h->max_pages) rt__oom(n << PAGE_SHIFT);
    h->free_pages += first + n - h->hw;
    h->hw = first + n;
  }
  for (size_t k = first; k < first + n; k++) {
    if (h->dirty[k]) {
      *was_dirty = true;
      memset(page_at(h, k), 0, zero ? PAGE_SIZE : FIRST_OFF);
      h->dirty[k] = 0;
      h->dirty_free--;
    }
  }
  if (first == h->low_free) h->low_free = first + n;
  h->free_pages -= n;
  h->stats.heap_bytes += n << PAGE_SHIFT;
  return first;
}

/* Frees n pages at first; `release` returns their memory to the OS now. */
static void pages_give(rt_heap *h, size_t first, size_t n, bool release) {
  if (release) madvise(page_at(h, first), n << PAGE_SHIFT, MADV_DONTNEED);
  if (first < h->low_free) h->low_free = first;
  for (size_t k = first; k < first + n; k++) {
    h->state[k] = P_FREE;
    h->dirty[k] = !release;
    h->dirty_free += !release;
  }
  h->free_pages += n;
  h->stats.heap_bytes -= n << PAGE_SHIFT;
}

/* Keeps at most `keep` free pages with contents; the rest go back to the OS. */
static void pages_trim(rt_heap *h, size_t keep) {
  for (size_t i = h->hw; i-- > 0 && h->dirty_free > keep;) {
    if (h->state[i] != P_FREE || !h->dirty[i]) continue;
    size_t j = i;
    while (j > 0 && h->state[j - 1] == P_FREE && h->dirty[j - 1] && h->dirty_free - (i - j + 1) > keep) j--;
    madvise(page_at(h, j), (i - j + 1) << PAGE_SHIFT, MADV_DONTNEED);
    for (size_t k = j; k <= i; k++) h->dirty[k] = 0;
    h->dirty_free -= i - j + 1;
    i = j;
  }
}

static page *small_page_new(rt_heap *h, uint32_t c) {
  bool dirty;
  size_t i = pages_take(h, 1, false, &dirty); /* slots are zeroed as they are handed out */
  page *p = page_at(h, i);
  h->state[i] = P_SMALL;
  p->size = class_size[c];
  p->first = FIRST_OFF;
  p->nobj = (uint32_t)((PAGE_SIZE - FIRST_OFF) / p->size);
  p->recip = (uint32_t)((((uint64_t)1 << 32) + p->size - 1) / p->size);
  p->cls = (uint8_t)c;
  p->closure = c == CLOSURE_CLASS;
  p->fresh = !dirty;
  p->next = h->small;
  h->small = p;
  return p;
}

/* The next run of free slots [*from, *to) in p at or after slot i. */
static bool run_next(const page *p, uint32_t i, uint32_t *from, uint32_t *to) {
  while (i < p->nobj) {
    uint64_t w = ~p->alloc[i >> 6] >> (i & 63);
    if (!w) {
      i = (i | 63) + 1;
      continue;
    }
    i += (uint32_t)__builtin_ctzll(w);
    break;
  }
  if (i >= p->nobj) return false;
  uint32_t j = i;
  while (j < p->nobj) {
    uint64_t w = p->alloc[j >> 6] >> (j & 63);
    if (!w) {
      j = (j | 63) + 1;
      continue;
    }
    j += (uint32_t)__builtin_ctzll(w);
    break;
  }
  *from = i;
  *to = j < p->nobj ? j : p->nobj;
  return true;
}

/* Sets the alloc bits of slots [i, j). */
static void bits_set(uint64_t *bits, uint32_t i, uint32_t j) {
  while (i < j) {
    uint32_t n = j - i < 64 - (i & 63) ? j - i : 64 - (i & 63);
    bits[i >> 6] |= (n == 64 ? ~0ull : ((1ull << n) - 1)) << (i & 63);
    i += n;
  }
}

/* Bytes of the current runs not yet handed out: counted as allocated when
 * their run was taken. */
static size_t runs_unused(const rt_heap *h) {
  size_t n = 0;
  for (int c = 0; c <= NCLASS; c++) n += (size_t)(rt__alloc_runs[c].limit - rt__alloc_runs[c].next);
  (void)h;
  return n;
}

static void collect(rt_heap *h);

/* The current run of class c is used up: takes the next (collecting first
 * if the budget is spent), zeroes it unless its page is fresh, and marks all
 * of it allocated at once, so the fast path is a bump and a compare. */
__attribute__((noinline)) static char *alloc_slow(rt_heap *h, uint32_t c) {
  if (__builtin_expect(h->since >= h->trigger || h->stress, 0)) collect(h);
  sclass *sc = &h->cls[c];
  page *p = sc->cur;
  uint32_t i, j;
  if (!p || !run_next(p, sc->end, &i, &j)) {
    for (;;) {
      p = sc->partial;
      if (!p) {
        p = small_page_new(h, c);
        i = 0;
        j = p->nobj;
        break;
      }
      sc->partial = p->next_partial;
      p->on_partial = 0;
      if (run_next(p, 0, &i, &j)) break;
    }
    sc->cur = p;
    sc->size = p->size;
  }
  if (h->stress) j = i + 1; /* every allocation comes here, and collects */
  sc->end = j;
  bits_set(p->alloc, i, j);
  char *o = (char *)p + p->first + (size_t)i * p->size;
  size_t bytes = (size_t)(j - i) * p->size;
  if (!p->fresh) memset(o, 0, bytes);
  h->since += bytes;
  h->stats.allocated_bytes += bytes;
  rt__alloc_runs[c] = (rt_alloc_run){o + p->size, o + bytes};
  return o;
}

static void *alloc_large(rt_heap *h, uint32_t kind, size_t size) {
  size_t n = (FIRST_OFF + size + PAGE_SIZE - 1) >> PAGE_SHIFT;
  h->since += size;
  if (h->since >= h->trigger || h->stress) collect(h);
  bool dirty;
  size_t i = pages_take(h, n, true, &dirty);
  page *p = page_at(h, i);
  h->state[i] = P_LARGE;
  for (size_t k = 1; k < n; k++) h->state[i + k] = P_TAIL, h->head[i + k] = (uint32_t)i;
  p->npages = (uint32_t)n;
  p->obj_size = size;
  p->next = h->large;
  h->large = p;
  char *o = (char *)p + FIRST_OFF;
  *(uint32_t *)o = kind;
  h->stats.allocated_bytes += size;
  return o;
}

void *rt_alloc(uint32_t kind, size_t size) {
  uint32_t c;
  if (kind == RT_KIND_CLOSURE) c = CLOSURE_CLASS;
  else if (__builtin_expect(size <= MAX_SMALL, 1)) c = class_of(size);
  else if (size <= ((size_t)1 << 40)) return alloc_large(heap_get(), kind, size);
  else rt__oom(size);
  rt_alloc_run *r = &rt__alloc_runs[c];
  char *o = r->next;
  if (__builtin_expect(o != r->limit, 1)) r->next = o + class_size[c];
  else o = alloc_slow(heap_get(), c);
  if (kind != RT_KIND_CLOSURE) *(uint32_t *)o = kind;
  return o;
}

/* ---- finding objects -------------------------------------------------------- */

/* The start of the allocated object that a points into (interior) or at, or NULL. */
static inline char *object_find(const rt_heap *h, uintptr_t a, bool interior, page **pp, uint32_t *slot) {
  uintptr_t off = a - (uintptr_t)h->base;
  if (off >= (h->hw << PAGE_SHIFT)) return NULL;
  size_t i = off >> PAGE_SHIFT;
  uint8_t st = h->state[i];
  if (st == P_SMALL) {
    page *p = page_at(h, i);
    uint32_t in = (uint32_t)(off & (PAGE_SIZE - 1));
    if (in < p->first) return NULL;
    uint32_t k = (uint32_t)(((uint64_t)(in - p->first) * p->recip) >> 32); /* exact: offsets < 2^16 */
    if (k >= p->nobj || !(p->alloc[k >> 6] >> (k & 63) & 1)) return NULL;
    char *o = (char *)p + p->first + (size_t)k * p->size;
    if (!interior && (uintptr_t)o != a) return NULL;
    *pp = p;
    *slot = k;
    return o;
  }
  if (st == P_TAIL) {
    if (!interior) return NULL;
    i = h->head[i];
  } else if (st != P_LARGE) {
    return NULL;
  }
  page *p = page_at(h, i);
  char *o = (char *)p + FIRST_OFF;
  if (interior ? (a < (uintptr_t)o || a >= (uintptr_t)o + p->obj_size) : a != (uintptr_t)o) return NULL;
  *pp = p;
  *slot = UINT32_MAX;
  return o;
}

static void grey_push(rt_heap *h, void *o) {
  if (h->ngrey == h->capgrey) {
    size_t cap = h->capgrey ? h->capgrey * 2 : 4096;
    void **g = realloc(h->grey, cap * sizeof *g);
    if (!g) rt__oom(cap * sizeof *g);
    h->grey = g;
    h->capgrey = cap;
  }
  h->grey[h->ngrey++] = o;
}

static inline void mark_addr(rt_heap *h, uintptr_t a, bool interior) {
  page *p;
  uint32_t k;
  char *o = object_find(h, a, interior, &p, &k);
  if (!o) return;
  if (k == UINT32_MAX) {
    if (p->marked) return;
    p->marked = 1;
  } else {
    uint64_t bit = 1ull << (k & 63);
    if (p->mark[k >> 6] & bit) return;
    p->mark[k >> 6] |= bit;
  }
  grey_push(h, o);
}

/* A reference word: a boxed string/object/function, a raw pointer, or neither. */
static inline void mark_word(rt_heap *h, uint64_t w, bool interior) {
  uint64_t tag = w >> RT_TAG_SHIFT;
  if (tag == 0 || (tag >= RT_TAG_STRING && tag <= RT_TAG_FUNCTION)) mark_addr(h, (uintptr_t)(w & RT_PAYLOAD_MASK), interior);
}

/* Reads words the program never wrote (stack slots, redzones): not for ASan. */
NO_ASAN static void mark_range(rt_heap *h, const void *start, size_t n) {
  h->root_words += n;
  const uint64_t *w = start;
  for (size_t i = 0; i < n; i++) mark_word(h, w[i], true);
}

NO_ASAN __attribute__((noinline)) static void mark_stack(rt_heap *h) {
  char *sp = __builtin_frame_address(0);
  uintptr_t lo = (uintptr_t)sp & ~(uintptr_t)7;
  if ((char *)lo < h->stack_top) mark_range(h, (const void *)lo, ((uintptr_t)h->stack_top - lo) / 8);
}

static void trace(rt_heap *h, char *o) {
  page *pg = page_at(h, page_index(h, o));
  if (pg->closure) {
    rt_closure *c = (rt_closure *)o;
    mark_word(h, (uintptr_t)c->env, false);
    mark_word(h, (uintptr_t)c->name, false);
    return;
  }
  switch (rt_heap_kind(o)) {
  case RT_KIND_STRING: {
    rt_str *s = (rt_str *)o;
    if (s->flags & RT_STR_ROPE) {
      const rt_str *const *kids = (const rt_str *const *)(s + 1);
      mark_word(h, (uintptr_t)kids[0], false);
      mark_word(h, (uintptr_t)kids[1], false);
    }
    return;
  }
  case RT_KIND_ARRAY: {
    rt_array *a = (rt_array *)o;
    /* a typed array's data may point into another's store (subarray) */
    if (a->data) mark_word(h, (uintptr_t)a->data - 16, (a->flags & RT_ARRAY_TYPED) != 0);
    return;
  }
  case RT_KIND_OBJECT: {
    rt_object *ob = (rt_object *)o;
    const rt_class *cls = ob->cls;
    if (!cls || !cls->refs) return;
    for (uint32_t w = 0; w < (cls->nslots + 63) / 64; w++)
      for (uint64_t bits = cls->refs[w]; bits; bits &= bits - 1)
        mark_word(h, ob->slots[w * 64 + (uint32_t)__builtin_ctzll(bits)], false);
    return;
  }
  case RT_KIND_ENV: {
    rt_env *e = (rt_env *)o;
    for (uint32_t i = 0; i < e->n; i++) mark_word(h, e->slots[i], false);
    return;
  }
  case RT_KIND_FRAME: { /* an async function's frame: LLVM lays it out, so every word may point anywhere in */
    rt_env *e = (rt_env *)o;
    for (uint32_t i = 0; i < e->n; i++) mark_word(h, e->slots[i], true);
    return;
  }
  case RT_KIND_STORE: {
    rt__store *st = (rt__store *)o;
    if (st->elem != RT_ELEM_VALUE && st->elem != RT_ELEM_PTR) return;
    const uint64_t *w = (const uint64_t *)(st + 1);
    for (uint32_t i = 0; i < st->capacity; i++) mark_word(h, w[i], false);
    return;
  }
  case RT_KIND_BIGINT:
    return;
  case RT_KIND_MAP: {
    rt_map *m = (rt_map *)o;
    mark_word(h, (uintptr_t)m->entries, false);
    mark_word(h, (uintptr_t)m->buckets, false);
    if (m->flags & RT_MAP_WEAK) { /* keys and values: weak_settle, once the rest is marked */
      if (h->nweak == h->capweak) {
        size_t cap = h->capweak ? h->capweak * 2 : 16;
        rt_map **w = realloc(h->weak, cap * sizeof *w);
        if (!w) rt__oom(cap * sizeof *w);
        h->weak = w;
        h->capweak = cap;
      }
      h->weak[h->nweak++] = m;
      return;
    }
    const rt__map_entry *e = rt__map_entries(m);
    for (uint32_t i = 0; i < m->used; i++) {
      mark_word(h, e[i].key, false);
      mark_word(h, e[i].value, false);
    }
    return;
  }
  default:
    return;
  }
}

/* Traces until the grey stack is empty.  An object popped from the stack is
 * prefetched and traced only PREFETCH pops later: reading its kind and
 * references was the mark phase's main cost (a cache miss per object). */
#define PREFETCH 8
static void mark_drain(rt_heap *h) {
  char *ring[PREFETCH];
  uint32_t head = 0, n = 0;
  for (;;) {
    while (n < PREFETCH && h->ngrey) {
      char *o = h->grey[--h->ngrey];
      __builtin_prefetch(o);
      __builtin_prefetch(o + 32);
      ring[(head + n++) % PREFETCH] = o;
    }
    if (!n) return;
    char *o = ring[head];
    head = (head + 1) % PREFETCH;
    n--;
    trace(h, o);
  }
}

static void sweep(rt_heap *h) {
  size_t live = 0;
  for (int c = 0; c <= NCLASS; c++) h->cls[c] = (sclass){0};
  for (page **pp = &h->small; *pp;) {
    page *p = *pp;
    uint32_t n = 0;
    for (uint32_t w = 0; w < (p->nobj + 63) / 64; w++) {
      p->alloc[w] = p->mark[w];
      p->mark[w] = 0;
      n += (uint32_t)__builtin_popcountll(p->alloc[w]);
    }
    p->on_partial = 0;
    p->fresh = 0;
    if (n == 0) {
      *pp = p->next;
      pages_give(h, page_index(h, p), 1, false);
      continue;
    }
    live += (size_t)n * p->size;
    if (n < p->nobj) {
      p->next_partial = h->cls[p->cls].partial;
      h->cls[p->cls].partial = p;
      p->on_partial = 1;
    }
    pp = &p->next;
  }
  for (page **pp = &h->large; *pp;) {
    page *p = *pp;
    if (!p->marked) {
      *pp = p->next;
      /* kept with their contents, like free small pages: pages_trim below
         returns what the next cycle will not need, and a program that
         allocates and drops big strings or arrays in a loop (JSON.stringify
         of a large structure) reuses them instead of faulting in zeroed
         pages after every collection */
      pages_give(h, page_index(h, p), p->npages, false);
      continue;
    }
    p->marked = 0;
    live += p->obj_size;
    pp = &p->next;
  }
  h->live = live;
}

/* Is the object at a (a heap reference) marked?  Words that are not heap
 * objects (constants, numbers) count as alive. */
static bool is_marked(rt_heap *h, uint64_t w) {
  uint64_t tag = w >> RT_TAG_SHIFT;
  if (!(tag == 0 || (tag >= RT_TAG_STRING && tag <= RT_TAG_FUNCTION))) return true;
  page *p;
  uint32_t k;
  if (!object_find(h, (uintptr_t)(w & RT_PAYLOAD_MASK), false, &p, &k)) return true;
  return k == UINT32_MAX ? p->marked != 0 : (p->mark[k >> 6] >> (k & 63) & 1) != 0;
}

/* Ephemerons: a WeakMap's value is reachable only if its key is (and the map
 * is), so a value that reaches its own key does not keep the entry.  Marks
 * the values of marked keys until nothing changes (tracing may meet more
 * weak maps), then drops the entries whose keys stay unmarked: unlinked from
 * their bucket chains, as rt_map_delete does, but without shrinking (no
 * allocation inside the collector). */
static void weak_settle(rt_heap *h) {
  for (bool again = true; again;) {
    again = false;
    for (size_t i = 0; i < h->nweak; i++) {
      rt_map *m = h->weak[i];
      rt__map_entry *e = rt__map_entries(m);
      for (uint32_t j = 0; j < m->used; j++) {
        if (e[j].key == RT__MAP_DELETED || !is_marked(h, e[j].key) || is_marked(h, e[j].value)) continue;
        mark_word(h, e[j].value, false);
        again = true;
      }
      mark_drain(h);
    }
  }
  for (size_t i = 0; i < h->nweak; i++) {
    rt_map *m = h->weak[i];
    rt__map_entry *e = rt__map_entries(m);
    uint32_t *buckets = m->buckets ? (uint32_t *)((char *)m->buckets + 16) : NULL;
    for (uint32_t j = 0; j < m->used; j++) {
      if (e[j].key == RT__MAP_DELETED || is_marked(h, e[j].key)) continue;
      for (uint32_t *link = &buckets[e[j].hash & (m->cap - 1)]; *link; link = &e[*link - 1].next)
        if (*link == j + 1) {
          *link = e[j].next;
          break;
        }
      e[j].next = 0;
      e[j].key = RT__MAP_DELETED;
      e[j].value = RT_UNDEFINED;
      m->size--;
    }
  }
  h->nweak = 0;
}

/* The budget for the next cycle: eight times the collection's work (the
 * live bytes marked and the root bytes scanned) up to 32 MB, at least 4 MB,
 * and at least the live bytes.  A collection costs about its work, so a
 * small heap pays at most ~1/8 of a mark per byte allocated; a heap that
 * keeps little (a server: a few KB live, 80 KB of roots) is collected every
 * 4 MB instead of growing to 32 MB; binary_trees 16 (4.2 MB live) still
 * gets its 32 MB; a large heap grows to twice its live data. */
static size_t next_trigger(size_t live, size_t root_bytes) {
  size_t t = 8 * (live + root_bytes);
  if (t > TRIGGER_SMALL) t = TRIGGER_SMALL;
  if (t < live) t = live;
  return t < TRIGGER_FLOOR ? TRIGGER_FLOOR : t;
}

/* Spills callee-saved registers into this frame, then marks from below it. */
__attribute__((noinline)) static void collect(rt_heap *h) {
  if (h->collecting) return;
  h->collecting = true;
  /* The current runs end here: what they did not hand out is freed by the
   * sweep.  Cleared before the roots are scanned, as they live in the TLS
   * segment, a root: a run's limit is the address of the slot after it,
   * often an object that is otherwise garbage. */
  h->stats.allocated_bytes -= runs_unused(h);
  memset(rt__alloc_runs, 0, sizeof rt__alloc_runs);
  h->root_words = 0;
  jmp_buf regs;
  memset(&regs, 0, sizeof regs); /* setjmp leaves parts unwritten: no stale words there */
  __builtin_unwind_init();
  setjmp(regs);
  mark_stack(h);
  for (size_t i = 0; i < ndata; i++) mark_range(h, data_ranges[i].start, data_ranges[i].n);
  if (h->tls.n) mark_range(h, h->tls.start, h->tls.n);
  for (size_t i = 0; i < h->nroots; i++) mark_range(h, h->roots[i].start, h->roots[i].n);
  mark_drain(h);
  if (h->nweak) weak_settle(h);
  sweep(h);
  h->since = 0;
  h->trigger = next_trigger(h->live, h->root_words * 8);
  pages_trim(h, (h->trigger >> PAGE_SHIFT) + 8);
  h->stats.collections++;
  h->stats.live_bytes = h->live;
  if (h->capgrey > 65536) { /* a deep heap's mark stack need not stay */
    free(h->grey);
    h->grey = NULL;
    h->capgrey = 0;
  }
  h->collecting = false;
  (void)regs;
}

void rt_gc_collect(void) { collect(heap_get()); }

void rt_gc_stats_get(rt_gc_stats *out) {
  rt_heap *h = heap_get();
  *out = h->stats;
  out->allocated_bytes -= runs_unused(h);
}

void rt_gc_root_add(const void *words, size_t n) {
  rt_heap *h = heap_get();
  if (h->nroots == h->caproots) {
    size_t cap = h->caproots ? h->caproots * 2 : 16;
    root_range *r = realloc(h->roots, cap * sizeof *r);
    if (!r) rt__oom(cap * sizeof *r);
    h->roots = r;
    h->caproots = cap;
  }
  h->roots[h->nroots++] = (root_range){words, n};
}

void rt_gc_root_remove(const void *words) {
  rt_heap *h = heap_get();
  for (size_t i = 0; i < h->nroots; i++)
    if (h->roots[i].start == words) {
      h->roots[i] = h->roots[--h->nroots];
      return;
    }
}
