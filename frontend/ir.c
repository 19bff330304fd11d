/* ir.c - the typed IR: builder, serialiser, validating reader and readable dump. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

const fe_ir_builtin_info fe_ir_builtins[FE_IR_BUILTIN_COUNT] = {
#define FE_IR_X_INFO(id, sym, ret, params) {#id, #sym, ret, params},
    FE_IR_BUILTINS(FE_IR_X_INFO)
#undef FE_IR_X_INFO
};

/* ---- growable arrays --------------------------------------------------------- */

typedef struct {
  void *data;
  uint32_t len, cap;
} vec;

static void *vec_push(vec *v, size_t elem, uint32_t n) {
  if (v->len + n > v->cap) {
    uint32_t cap = v->cap ? v->cap * 2 : 64;
    while (cap < v->len + n) cap *= 2;
    void *p = realloc(v->data, (size_t)cap * elem);
    if (!p) abort(); /* the compiler cannot go on without memory */
    v->data = p;
    v->cap = cap;
  }
  void *at = (char *)v->data + (size_t)v->len * elem;
  v->len += n;
  return at;
}

typedef struct {
  fe_ir_func f;
  vec locals; /* fe_ir_local */
} builder_func;

struct fe_ir_builder {
  vec types, extra, strings, strdata, funcs, globals, nodes, classes;
  /* string interning: open addressing over string indices (+1, 0 = empty) */
  uint32_t *strtab;
  uint32_t strtab_cap;
  uint32_t name;
};

static uint64_t hash_bytes(const void *p, size_t n, uint32_t flags) {
  const uint8_t *s = p;
  uint64_t h = 1469598103934665603ull ^ flags;
  for (size_t i = 0; i < n; i++) h = (h ^ s[i]) * 1099511628211ull;
  return h;
}

fe_ir_builder *fe_ir_builder_new(const char *module_name) {
  fe_ir_builder *b = calloc(1, sizeof *b);
  if (!b) return NULL;
  static const uint8_t fixed[FE_IR_T_FIXED_COUNT] = {
      FE_IR_K_UNDEFINED, FE_IR_K_NULL, FE_IR_K_BOOLEAN,
      FE_IR_K_NUMBER, FE_IR_K_STRING, FE_IR_K_VALUE};
  for (int i = 0; i < FE_IR_T_FIXED_COUNT; i++) {
    fe_ir_type *t = vec_push(&b->types, sizeof *t, 1);
    memset(t, 0, sizeof *t);
    t->kind = fixed[i];
  }
  b->name = fe_ir_string_cstr(b, module_name ? module_name : "");
  return b;
}

void fe_ir_builder_free(fe_ir_builder *b) {
  if (!b) return;
  builder_func *fs = b->funcs.data;
  for (uint32_t i = 0; i < b->funcs.len; i++) free(fs[i].locals.data);
  free(b->types.data);
  free(b->extra.data);
  free(b->strings.data);
  free(b->strdata.data);
  free(b->funcs.data);
  free(b->globals.data);
  free(b->nodes.data);
  free(b->classes.data);
  free(b->strtab);
  free(b);
}

uint32_t fe_ir_type_function(fe_ir_builder *b, uint32_t nparams, const uint32_t *params, uint32_t ret) {
  const fe_ir_type *ts = b->types.data;
  const uint32_t *ex = b->extra.data;
  for (uint32_t i = FE_IR_T_FIXED_COUNT; i < b->types.len; i++) {
    if (ts[i].kind != FE_IR_K_FUNCTION || ts[i].nparams != nparams) continue;
    if (ex[ts[i].list + nparams] != ret) continue;
    if (nparams && memcmp(ex + ts[i].list, params, nparams * sizeof *params)) continue;
    return i;
  }
  uint32_t list = b->extra.len;
  uint32_t *dst = vec_push(&b->extra, sizeof(uint32_t), nparams + 1);
  if (nparams) memcpy(dst, params, nparams * sizeof *params);
  dst[nparams] = ret;
  fe_ir_type *t = vec_push(&b->types, sizeof *t, 1);
  t->kind = FE_IR_K_FUNCTION;
  t->typed = 0;
  t->nparams = (uint16_t)nparams;
  t->list = list;
  return b->types.len - 1;
}

uint32_t fe_ir_type_array(fe_ir_builder *b, uint32_t elem) {
  const fe_ir_type *ts = b->types.data;
  for (uint32_t i = FE_IR_T_FIXED_COUNT; i < b->types.len; i++)
    if (ts[i].kind == FE_IR_K_ARRAY && !ts[i].typed && ts[i].list == elem) return i;
  fe_ir_type *t = vec_push(&b->types, sizeof *t, 1);
  t->kind = FE_IR_K_ARRAY;
  t->typed = 0;
  t->nparams = 0;
  t->list = elem;
  return b->types.len - 1;
}

uint32_t fe_ir_type_typed_array(fe_ir_builder *b, uint32_t typed) {
  const fe_ir_type *ts = b->types.data;
  for (uint32_t i = FE_IR_T_FIXED_COUNT; i < b->types.len; i++)
    if (ts[i].kind == FE_IR_K_ARRAY && ts[i].typed == typed) return i;
  fe_ir_type *t = vec_push(&b->types, sizeof *t, 1);
  t->kind = FE_IR_K_ARRAY;
  t->typed = (uint8_t)typed;
  t->nparams = 0;
  t->list = FE_IR_T_NUMBER;
  return b->types.len - 1;
}

/* The one type of a kind without parameters (ENV, OBJECT), interned. */
static uint32_t type_plain(fe_ir_builder *b, uint8_t kind) {
  const fe_ir_type *ts = b->types.data;
  for (uint32_t i = FE_IR_T_FIXED_COUNT; i < b->types.len; i++)
    if (ts[i].kind == kind) return i;
  fe_ir_type *t = vec_push(&b->types, sizeof *t, 1);
  memset(t, 0, sizeof *t);
  t->kind = kind;
  return b->types.len - 1;
}
uint32_t fe_ir_type_env(fe_ir_builder *b) { return type_plain(b, FE_IR_K_ENV); }
uint32_t fe_ir_type_object(fe_ir_builder *b) { return type_plain(b, FE_IR_K_OBJECT); }

uint32_t fe_ir_class_add(fe_ir_builder *b, uint32_t name, uint32_t parent, uint32_t flags,
                         uint32_t nslots, const uint32_t *slot_names, const uint32_t *slot_types,
                         uint32_t nmethods, const uint32_t *methods) {
  fe_ir_class *k = vec_push(&b->classes, sizeof *k, 1);
  memset(k, 0, sizeof *k);
  k->name = name;
  k->parent = parent;
  k->flags = flags;
  k->nslots = nslots;
  k->slots = b->extra.len;
  uint32_t *x = nslots ? vec_push(&b->extra, sizeof(uint32_t), 2 * nslots) : NULL;
  for (uint32_t i = 0; i < nslots; i++) {
    x[2 * i] = slot_names[i];
    x[2 * i + 1] = slot_types[i];
  }
  k = (fe_ir_class *)b->classes.data + b->classes.len - 1;
  k->ctor = FE_IR_NONE;
  fe_ir_class_methods(b, b->classes.len - 1, nmethods, methods);
  return b->classes.len - 1;
}

void fe_ir_class_methods(fe_ir_builder *b, uint32_t cls, uint32_t nmethods, const uint32_t *methods) {
  uint32_t at = fe_ir_list_add(b, methods, nmethods);
  fe_ir_class *k = (fe_ir_class *)b->classes.data + cls;
  k->nmethods = nmethods;
  k->methods = at;
}

void fe_ir_class_methods_append(fe_ir_builder *b, uint32_t cls, uint32_t n, const uint32_t *methods) {
  const fe_ir_class *k = (const fe_ir_class *)b->classes.data + cls;
  uint32_t old = k->nmethods, at = k->methods;
  uint32_t *all = malloc((old + n + 1) * sizeof *all);
  if (!all) abort();
  if (old) memcpy(all, (const uint32_t *)b->extra.data + at, old * sizeof *all);
  memcpy(all + old, methods, n * sizeof *all);
  fe_ir_class_methods(b, cls, old + n, all);
  free(all);
}

void fe_ir_class_flags_add(fe_ir_builder *b, uint32_t cls, uint32_t flags) {
  ((fe_ir_class *)b->classes.data + cls)->flags |= flags;
}

void fe_ir_class_ctor(fe_ir_builder *b, uint32_t cls, uint32_t ctor) {
  ((fe_ir_class *)b->classes.data + cls)->ctor = ctor;
}

static int string_matches(const fe_ir_builder *b, uint32_t idx, const void *data, uint32_t bytes,
                          uint32_t units, uint32_t flags) {
  const fe_ir_string *s = (const fe_ir_string *)b->strings.data + idx;
  return s->length == units && s->flags == flags &&
         memcmp((const uint8_t *)b->strdata.data + s->offset, data, bytes) == 0;
}

static void strtab_grow(fe_ir_builder *b) {
  uint32_t cap = b->strtab_cap ? b->strtab_cap * 2 : 256;
  uint32_t *tab = calloc(cap, sizeof *tab);
  if (!tab) abort();
  const fe_ir_string *ss = b->strings.data;
  for (uint32_t i = 0; i < b->strings.len; i++) {
    uint32_t bytes = ss[i].length << (ss[i].flags & FE_IR_STR_WIDE);
    uint64_t h = hash_bytes((const uint8_t *)b->strdata.data + ss[i].offset, bytes, ss[i].flags);
    uint32_t at = (uint32_t)h & (cap - 1);
    while (tab[at]) at = (at + 1) & (cap - 1);
    tab[at] = i + 1;
  }
  free(b->strtab);
  b->strtab = tab;
  b->strtab_cap = cap;
}

static uint32_t string_intern(fe_ir_builder *b, const void *data, uint32_t bytes, uint32_t units,
                              uint32_t flags) {
  if ((b->strings.len + 1) * 2 > b->strtab_cap) strtab_grow(b);
  uint32_t mask = b->strtab_cap - 1;
  uint32_t at = (uint32_t)hash_bytes(data, bytes, flags) & mask;
  for (; b->strtab[at]; at = (at + 1) & mask)
    if (string_matches(b, b->strtab[at] - 1, data, bytes, units, flags)) return b->strtab[at] - 1;
  fe_ir_string *s = vec_push(&b->strings, sizeof *s, 1);
  s->offset = b->strdata.len;
  s->length = units;
  s->flags = flags;
  s->pad = 0;
  if (bytes) memcpy(vec_push(&b->strdata, 1, bytes), data, bytes);
  b->strtab[at] = b->strings.len;
  return b->strings.len - 1;
}

uint32_t fe_ir_string_utf16(fe_ir_builder *b, const uint16_t *units, uint32_t n) {
  int wide = 0;
  for (uint32_t i = 0; i < n; i++)
    if (units[i] > 0xFF) wide = 1;
  if (wide) {
    /* Stored little-endian regardless of host order. */
    uint8_t *tmp = malloc((size_t)n * 2 + 1);
    if (!tmp) abort();
    for (uint32_t i = 0; i < n; i++) {
      tmp[2 * i] = (uint8_t)units[i];
      tmp[2 * i + 1] = (uint8_t)(units[i] >> 8);
    }
    uint32_t r = string_intern(b, tmp, n * 2, n, FE_IR_STR_WIDE);
    free(tmp);
    return r;
  }
  uint8_t *tmp = malloc((size_t)n + 1);
  if (!tmp) abort();
  for (uint32_t i = 0; i < n; i++) tmp[i] = (uint8_t)units[i];
  uint32_t r = string_intern(b, tmp, n, n, 0);
  free(tmp);
  return r;
}

uint32_t fe_ir_string_cstr(fe_ir_builder *b, const char *latin1) {
  uint32_t n = (uint32_t)strlen(latin1);
  return string_intern(b, latin1, n, n, 0);
}

uint32_t fe_ir_node_add(fe_ir_builder *b, fe_ir_op op, uint32_t flags, uint32_t type,
                        uint32_t a, uint32_t bb, uint32_t c) {
  fe_ir_node *n = vec_push(&b->nodes, sizeof *n, 1);
  n->op = (uint8_t)op;
  n->flags = (uint8_t)flags;
  n->type = (uint16_t)type;
  n->a = a;
  n->b = bb;
  n->c = c;
  return b->nodes.len - 1;
}

uint32_t fe_ir_node_num(fe_ir_builder *b, double v) {
  union { double d; uint64_t u; } x = {v};
  return fe_ir_node_add(b, FE_IR_NUM, 0, FE_IR_T_NUMBER, (uint32_t)x.u, (uint32_t)(x.u >> 32), 0);
}

uint32_t fe_ir_list_add(fe_ir_builder *b, const uint32_t *items, uint32_t n) {
  uint32_t at = b->extra.len;
  if (n) memcpy(vec_push(&b->extra, sizeof(uint32_t), n), items, n * sizeof *items);
  return at;
}

const uint32_t *fe_ir_list_at(const fe_ir_builder *b, uint32_t at) { return (const uint32_t *)b->extra.data + at; }

fe_ir_node *fe_ir_node_at(fe_ir_builder *b, uint32_t index) {
  return (fe_ir_node *)b->nodes.data + index;
}

uint32_t fe_ir_node_type(const fe_ir_builder *b, uint32_t index) {
  return ((const fe_ir_node *)b->nodes.data)[index].type;
}

uint32_t fe_ir_func_declare(fe_ir_builder *b, uint32_t name, uint32_t type, uint32_t flags, uint32_t line) {
  builder_func *f = vec_push(&b->funcs, sizeof *f, 1);
  memset(f, 0, sizeof *f);
  f->f.name = name;
  f->f.type = type;
  f->f.flags = flags;
  f->f.line = line;
  f->f.body = FE_IR_NONE;
  return b->funcs.len - 1;
}

uint32_t fe_ir_func_local(fe_ir_builder *b, uint32_t func, uint32_t name, uint32_t type, int is_param) {
  builder_func *f = (builder_func *)b->funcs.data + func;
  fe_ir_local *l = vec_push(&f->locals, sizeof *l, 1);
  l->name = name;
  l->type = type;
  if (is_param) f->f.nparams++;
  return f->locals.len - 1;
}

void fe_ir_func_body(fe_ir_builder *b, uint32_t func, uint32_t body) {
  ((builder_func *)b->funcs.data + func)->f.body = body;
}

uint32_t fe_ir_global_add(fe_ir_builder *b, uint32_t name, uint32_t type) {
  fe_ir_local *g = vec_push(&b->globals, sizeof *g, 1);
  g->name = name;
  g->type = type;
  return b->globals.len - 1;
}

void fe_ir_global_type(fe_ir_builder *b, uint32_t global, uint32_t type) {
  ((fe_ir_local *)b->globals.data)[global].type = type;
}

void fe_ir_func_flags(fe_ir_builder *b, uint32_t func, uint32_t flags) {
  ((builder_func *)b->funcs.data + func)->f.flags |= flags;
}

void fe_ir_func_link(fe_ir_builder *b, uint32_t func, uint32_t name, uint32_t flags) {
  builder_func *f = (builder_func *)b->funcs.data + func;
  f->f.name = name;
  f->f.flags |= flags;
  if (flags & FE_IR_FN_EXTERN) f->f.line = 0; /* not this object's source */
  if ((flags & FE_IR_FN_EXTERN) && f->f.body == FE_IR_NONE) {
    const fe_ir_type *t = (const fe_ir_type *)b->types.data + f->f.type;
    f->locals.len = 0;
    f->f.nparams = 0;
    for (uint32_t i = 0; i < t->nparams; i++)
      fe_ir_func_local(b, func, name, ((const uint32_t *)b->extra.data)[t->list + i], 1);
    f = (builder_func *)b->funcs.data + func;
    f->f.body = fe_ir_node_add(b, FE_IR_BLOCK, 0, 0, 0, fe_ir_list_add(b, NULL, 0), 0);
  }
}

void fe_ir_global_rename(fe_ir_builder *b, uint32_t global, uint32_t name) {
  ((fe_ir_local *)b->globals.data)[global].name = name;
}

void fe_ir_class_rename(fe_ir_builder *b, uint32_t cls, uint32_t name) {
  ((fe_ir_class *)b->classes.data)[cls].name = name;
}

uint32_t fe_ir_func_name(const fe_ir_builder *b, uint32_t func) {
  return ((const builder_func *)b->funcs.data)[func].f.name;
}
uint32_t fe_ir_global_name(const fe_ir_builder *b, uint32_t global) {
  return ((const fe_ir_local *)b->globals.data)[global].name;
}
uint32_t fe_ir_class_name(const fe_ir_builder *b, uint32_t cls) {
  return ((const fe_ir_class *)b->classes.data)[cls].name;
}
const char *fe_ir_string_bytes(const fe_ir_builder *b, uint32_t s, uint32_t *len) {
  const fe_ir_string *x = (const fe_ir_string *)b->strings.data + s;
  *len = x->length;
  return (x->flags & FE_IR_STR_WIDE) ? NULL : (const char *)b->strdata.data + x->offset;
}

static size_t align8(size_t n) { return (n + 7) & ~(size_t)7; }

void *fe_ir_builder_finish(fe_ir_builder *b, size_t *size) {
  builder_func *fs = b->funcs.data;
  uint32_t nlocals = 0;
  for (uint32_t i = 0; i < b->funcs.len; i++) nlocals += fs[i].locals.len;

  const size_t elem[FE_IR_SEC_COUNT] = {
      sizeof(fe_ir_type), sizeof(uint32_t), sizeof(fe_ir_string), 1,
      sizeof(fe_ir_func), sizeof(fe_ir_local), sizeof(fe_ir_local), sizeof(fe_ir_node),
      sizeof(fe_ir_class)};
  const uint32_t count[FE_IR_SEC_COUNT] = {
      b->types.len, b->extra.len, b->strings.len, b->strdata.len,
      b->funcs.len, nlocals, b->globals.len, b->nodes.len, b->classes.len};
  fe_ir_header h;
  memset(&h, 0, sizeof h);
  h.magic = FE_IR_MAGIC;
  h.version = FE_IR_VERSION;
  h.name = b->name;
  size_t off = align8(sizeof h);
  for (int s = 0; s < FE_IR_SEC_COUNT; s++) {
    h.sec[s].offset = (uint32_t)off;
    h.sec[s].count = count[s];
    off = align8(off + elem[s] * count[s]);
  }
  if (off > 0xFFFFFFFFu) return NULL;
  h.size = (uint32_t)off;
  uint8_t *buf = calloc(1, off);
  if (!buf) return NULL;
  memcpy(buf, &h, sizeof h);
#define PUT(s_, src) \
  if (count[s_]) memcpy(buf + h.sec[s_].offset, (src), elem[s_] * count[s_])
  PUT(FE_IR_SEC_TYPES, b->types.data);
  PUT(FE_IR_SEC_EXTRA, b->extra.data);
  PUT(FE_IR_SEC_STRINGS, b->strings.data);
  PUT(FE_IR_SEC_STRDATA, b->strdata.data);
  PUT(FE_IR_SEC_GLOBALS, b->globals.data);
  PUT(FE_IR_SEC_NODES, b->nodes.data);
  PUT(FE_IR_SEC_CLASSES, b->classes.data);
#undef PUT
  fe_ir_func *out_f = (fe_ir_func *)(buf + h.sec[FE_IR_SEC_FUNCS].offset);
  fe_ir_local *out_l = (fe_ir_local *)(buf + h.sec[FE_IR_SEC_LOCALS].offset);
  uint32_t at = 0;
  for (uint32_t i = 0; i < b->funcs.len; i++) {
    out_f[i] = fs[i].f;
    out_f[i].locals = at;
    out_f[i].nlocals = fs[i].locals.len;
    if (fs[i].locals.len) memcpy(out_l + at, fs[i].locals.data, fs[i].locals.len * sizeof *out_l);
    at += fs[i].locals.len;
  }
  *size = off;
  return buf;
}

/* ---- reader -------------------------------------------------------------------- */

#define FAIL(...) do { snprintf(err, errlen, __VA_ARGS__); return -1; } while (0)

/* Which fields of each op hold node indices ('n'), optional node indices
 * ('o'), a list (b,c) of nodes ('l' in b), or something else ('-'). */
static const char *const op_fields[FE_IR_OP_COUNT] = {
    [FE_IR_NUM] = "---", [FE_IR_BOOL] = "---", [FE_IR_STR] = "s--",
    [FE_IR_UNDEF] = "---", [FE_IR_NULLV] = "---", [FE_IR_LOCAL] = "---",
    [FE_IR_SET_LOCAL] = "-n-", [FE_IR_GLOBAL] = "g--", [FE_IR_SET_GLOBAL] = "gn-",
    [FE_IR_FUNC] = "f--", [FE_IR_UNARY] = "n--", [FE_IR_BINARY] = "nn-",
    [FE_IR_LOGICAL] = "nn-", [FE_IR_COND] = "nnn", [FE_IR_CONVERT] = "n--",
    [FE_IR_CALL] = "fl-", [FE_IR_CALL_INDIRECT] = "nl-", [FE_IR_BUILTIN] = "-l-",
    [FE_IR_UPDATE] = "---", [FE_IR_SEQ] = "nn-", [FE_IR_ARRAY_LIT] = "-l-", [FE_IR_SELF_ENV] = "---",
    [FE_IR_ENV_NEW] = "---", [FE_IR_ENV_GET] = "n--", [FE_IR_ENV_SET] = "n-n", [FE_IR_CLOSURE] = "fl-",
    [FE_IR_NEW_OBJECT] = "kl-", [FE_IR_FIELD] = "n--", [FE_IR_SET_FIELD] = "n-n", [FE_IR_PROP] = "ns-",
    [FE_IR_SET_PROP] = "nsn", [FE_IR_PROP_CALL] = "sL-", [FE_IR_CALL_METHOD] = "fL-", [FE_IR_VCALL] = "fL-",
    [FE_IR_BIND] = "fn-", [FE_IR_INSTANCEOF] = "nk-",
    [FE_IR_BLOCK] = "-l-",
    [FE_IR_EXPR] = "n--", [FE_IR_IF] = "nno", [FE_IR_WHILE] = "on-",
    [FE_IR_DO_WHILE] = "nn-", [FE_IR_FOR] = "oox", [FE_IR_BREAK] = "n--",
    [FE_IR_CONTINUE] = "n--", [FE_IR_SWITCH] = "nl-", [FE_IR_CASE] = "on-",
    [FE_IR_RETURN] = "o--", [FE_IR_THROW] = "n--", [FE_IR_TRY] = "n-y",
};

/* Types refer only to earlier types; written out in full (as the dump does,
 * a shared parameter type each time) none may exceed FE_IR_MAX_TYPE_SIZE
 * parts, or a chain of function types each taking the previous one twice
 * would take exponential time to print. */
static int check_type_sizes(const fe_ir_module *m, char *err, size_t errlen) {
  uint32_t *size = malloc((m->ntypes ? m->ntypes : 1) * sizeof *size);
  if (!size) {
    snprintf(err, errlen, "out of memory checking the IR");
    return -1;
  }
  int rc = 0;
  for (uint32_t i = 0; i < m->ntypes && rc == 0; i++) {
    const fe_ir_type *t = &m->types[i];
    uint64_t n = 1;
    if (t->kind == FE_IR_K_ARRAY) n += size[t->list];
    if (t->kind == FE_IR_K_FUNCTION)
      for (uint32_t k = 0; k <= t->nparams; k++) n += size[m->extra[t->list + k]];
    if (n > FE_IR_MAX_TYPE_SIZE) {
      snprintf(err, errlen, "IR type %u is too large (over %u parts)", i, FE_IR_MAX_TYPE_SIZE);
      rc = -1;
    }
    size[i] = (uint32_t)n;
  }
  free(size);
  return rc;
}

/* The operands of node i (fields marked n, o, l, L and x in op_fields; not the
 * targets of BREAK and CONTINUE, which point back up): how many, and the
 * k-th (FE_IR_NONE for an absent optional one).  Indices are already checked. */
static uint32_t kid_width(const fe_ir_node *n, char f) {
  return f == 'n' || f == 'o' ? 1 : f == 'l' || f == 'L' ? n->c : f == 'x' || f == 'y' ? 2 : 0;
}

static uint32_t kid_count(const fe_ir_module *m, uint32_t i) {
  const fe_ir_node *n = &m->nodes[i];
  if (n->op == FE_IR_BREAK || n->op == FE_IR_CONTINUE) return 0;
  uint32_t count = 0;
  for (const char *f = op_fields[n->op]; *f; f++) count += kid_width(n, *f);
  return count;
}

/* What an operand position holds: 'e' an expression (codegen needs its
 * value), 's' a statement (an expression is one too, evaluated for effect;
 * a CASE is not), 'c' a CASE (a SWITCH's list).  Per field a, b, c of the
 * statement ops; 'x' is FOR's extra pair (update expression, body). */
static const char *const stmt_fields[FE_IR_OP_COUNT] = {
    [FE_IR_BLOCK] = "-s-", [FE_IR_EXPR] = "e--", [FE_IR_IF] = "ess", [FE_IR_WHILE] = "es-",
    [FE_IR_DO_WHILE] = "se-", [FE_IR_FOR] = "sex", [FE_IR_SWITCH] = "ec-", [FE_IR_CASE] = "es-",
    [FE_IR_RETURN] = "e--", [FE_IR_THROW] = "e--", [FE_IR_TRY] = "s-s",
};

static uint32_t kid_at(const fe_ir_module *m, uint32_t i, uint32_t k, char *want) {
  const fe_ir_node *n = &m->nodes[i];
  const uint32_t v[3] = {n->a, n->b, n->c};
  const char *f = op_fields[n->op], *sf = stmt_fields[n->op];
  for (int j = 0; j < 3; j++) {
    uint32_t width = kid_width(n, f[j]);
    if (k < width) {
      *want = n->op < FE_IR_BLOCK ? 'e' : sf ? sf[j] : 's';
      if (*want == 'x') *want = k == 0 ? 'e' : 's';
      if (f[j] == 'l' || f[j] == 'L') return m->extra[n->b + k];
      if (f[j] == 'x' || f[j] == 'y') return m->extra[v[j] + k];
      return v[j];
    }
    k -= width;
  }
  return FE_IR_NONE;
}

/* Checks that need the whole node graph, so that every walker of an
 * accepted module (dump, range analysis, codegen) finishes in linear time
 * and bounded recursion: operands form a DAG (no node is its own operand,
 * however indirectly); no chain of operands is longer than FE_IR_MAX_DEPTH;
 * walking every function body, shared operands counted each time, visits
 * at most 16 nodes per node stored (sharing is allowed, but unbounded
 * sharing is exponential work); every local slot a body names exists in
 * its function; an expression's operands and a statement's conditions and
 * values are expressions (codegen needs their values), CASE nodes stand only
 * in SWITCH lists, bodies are BLOCKs, and calls pass every parameter to a
 * function.  One iterative depth-first pass. */
#define FE_IR_MAX_ARG_WORDS (1u << 16) /* 512 KB of codegen's stack */

static int check_graph(const fe_ir_module *m, char *err, size_t errlen) {
  uint32_t nn = m->nnodes;
  if (nn == 0) return 0;
  uint8_t *state = calloc(nn, 1); /* 0 unseen, 1 on the path, 2 done */
  uint32_t *depth = calloc(nn, sizeof *depth), *slots = calloc(nn, sizeof *slots);
  uint64_t *walk = calloc(nn, sizeof *walk);
  uint32_t *argw = calloc(nn, sizeof *argw);
  struct { uint32_t node, next; } *path = malloc((FE_IR_MAX_DEPTH + 1) * sizeof *path);
  int rc = -1;
  if (!state || !depth || !slots || !walk || !argw || !path) {
    snprintf(err, errlen, "out of memory checking the IR");
    goto done;
  }
  const uint64_t walk_cap = 16 * (uint64_t)nn + 4096;
  for (uint32_t root = 0; root < nn; root++) {
    if (state[root]) continue;
    uint32_t top = 0;
    path[0].node = root;
    path[0].next = 0;
    state[root] = 1;
    for (;;) {
      uint32_t i = path[top].node;
      if (path[top].next < kid_count(m, i)) {
        char want;
        uint32_t k = kid_at(m, i, path[top].next++, &want);
        if (k == FE_IR_NONE) continue;
        uint8_t kop = m->nodes[k].op;
        if (want == 'e' ? kop >= FE_IR_BLOCK : want == 'c' ? kop != FE_IR_CASE : kop == FE_IR_CASE) {
          snprintf(err, errlen, "IR node %u has node %u (op %u) where %s belongs", i, k, kop,
                   want == 'e' ? "an expression" : want == 'c' ? "a case" : "a statement");
          goto done;
        }
        if (state[k] == 2) continue;
        if (state[k] == 1) {
          snprintf(err, errlen, "IR node %u is its own operand (a cycle through node %u)", k, i);
          goto done;
        }
        if (top == FE_IR_MAX_DEPTH) {
          snprintf(err, errlen, "IR node %u nests more than %u deep", root, FE_IR_MAX_DEPTH);
          goto done;
        }
        top++;
        path[top].node = k;
        path[top].next = 0;
        state[k] = 1;
        continue;
      }
      /* All operands done: depth, walk size and highest local slot below i. */
      const fe_ir_node *n = &m->nodes[i];
      uint32_t d = 0, s = 0, aw = 0;
      uint64_t w = 1;
      if (n->op == FE_IR_LOCAL || n->op == FE_IR_SET_LOCAL || (n->op == FE_IR_UPDATE && n->b == 0))
        s = n->a == FE_IR_NONE ? FE_IR_NONE : n->a + 1;
      if (n->op == FE_IR_TRY && n->b != FE_IR_NONE) s = n->b + 1;
      for (uint32_t j = 0, c = kid_count(m, i); j < c; j++) {
        char want;
        uint32_t k = kid_at(m, i, j, &want);
        if (k == FE_IR_NONE) continue;
        if (depth[k] > d) d = depth[k];
        if (slots[k] > s) s = slots[k];
        if (argw[k] > aw) aw = argw[k];
        w += walk[k];
        if (w > walk_cap) w = walk_cap + 1; /* saturate */
      }
      if (d + 1 > FE_IR_MAX_DEPTH) {
        snprintf(err, errlen, "IR node %u nests more than %u deep", i, FE_IR_MAX_DEPTH);
        goto done;
      }
      /* Codegen holds a call's argument arrays (on its C stack) while it
         generates the arguments, so a chain of calls nested in calls may
         hold at most FE_IR_MAX_ARG_WORDS words in all. */
      if (n->op == FE_IR_CALL || n->op == FE_IR_CALL_INDIRECT || n->op == FE_IR_PROP_CALL ||
          n->op == FE_IR_CALL_METHOD || n->op == FE_IR_VCALL)
        aw += 3 * (n->c < FE_IR_MAX_ARG_WORDS ? n->c + 1 : FE_IR_MAX_ARG_WORDS);
      if (aw > FE_IR_MAX_ARG_WORDS) {
        snprintf(err, errlen, "IR node %u: calls nested in its arguments pass too many arguments", i);
        goto done;
      }
      argw[i] = aw;
      depth[i] = d + 1;
      slots[i] = s;
      walk[i] = w;
      state[i] = 2;
      if (top == 0) break;
      top--;
    }
  }
  for (uint32_t i = 0; i < nn; i++) {
    /* Constants and named values have the types they name (codegen gives
     * undefined and null no storage, so a "null" of type number crashed it). */
    const fe_ir_node *n = &m->nodes[i];
    uint32_t want_type = n->op == FE_IR_NUM ? FE_IR_T_NUMBER : n->op == FE_IR_BOOL ? FE_IR_T_BOOLEAN
                       : n->op == FE_IR_STR ? FE_IR_T_STRING : n->op == FE_IR_UNDEF ? FE_IR_T_UNDEFINED
                       : n->op == FE_IR_NULLV ? FE_IR_T_NULL
                       : n->op == FE_IR_GLOBAL || n->op == FE_IR_SET_GLOBAL ? m->globals[n->a].type
                       : n->op == FE_IR_FUNC ? m->funcs[n->a].type : n->type;
    if (n->type != want_type) {
      snprintf(err, errlen, "IR node %u (op %u) has type %u, not %u", i, n->op, n->type, want_type);
      goto done;
    }
    /* Calls pass every parameter; an indirect callee is a function. */
    const fe_ir_type *ct = n->op == FE_IR_CALL ? &m->types[m->funcs[n->a].type]
                         : n->op == FE_IR_CALL_INDIRECT ? &m->types[m->nodes[n->a].type] : NULL;
    if (ct && (ct->kind != FE_IR_K_FUNCTION || ct->nparams != n->c)) {
      snprintf(err, errlen, "IR node %u calls a non-function or with %u of its parameters", i, n->c);
      goto done;
    }
  }
  uint64_t total = 0;
  for (uint32_t f = 0; f < m->nfuncs; f++) {
    const fe_ir_func *fn = &m->funcs[f];
    if (m->nodes[fn->body].op != FE_IR_BLOCK) {
      snprintf(err, errlen, "IR function %u: its body is not a block", f);
      goto done;
    }
    const fe_ir_type *ft = &m->types[fn->type];
    for (uint32_t p = 0; p < fn->nparams; p++) {
      if (m->locals[fn->locals + p].type != m->extra[ft->list + p]) {
        snprintf(err, errlen, "IR function %u: parameter %u's type is not its function type's", f, p);
        goto done;
      }
    }
    if (slots[fn->body] > fn->nlocals) {
      snprintf(err, errlen, "IR function %u uses local slot %u of %u", f, slots[fn->body] - 1, fn->nlocals);
      goto done;
    }
    total += walk[fn->body];
    if (total > walk_cap) {
      snprintf(err, errlen, "IR shares operands too much (over %llu nodes to walk)", (unsigned long long)walk_cap);
      goto done;
    }
  }
  rc = 0;
done:
  free(state);
  free(depth);
  free(slots);
  free(walk);
  free(argw);
  free(path);
  return rc;
}

/* ---- type rules ------------------------------------------------------------------
 *
 * What the backend trusts about operand types, checked per op so that codegen
 * never meets a value of a representation it does not expect (before these
 * rules, an operand typed `undefined` where a number belongs reached LLVM as a
 * NULL value and crashed it).  The rules are about representations, i.e.
 * kinds (fe_ir_kind): undefined and null have no storage, boolean is i1,
 * number f64, VALUE i64, the rest pointers; where codegen branches on a kind
 * it branches on exactly these.  They are what backend/codegen.c consumes,
 * and no looser than what the checker (frontend/check*.{c,inc}) emits: every
 * program of tests/cases passes them (kiln_fuzz_seeds checks that on every
 * fuzzing run, backend/irmut_test.c on the unit-test run).  Rules that need a
 * function's context (its local slots, its result type, whether it is async)
 * are checked by walking each function's body (check_func_types). */

static int kind_of(const fe_ir_module *m, uint32_t node) { return m->types[m->nodes[node].type].kind; }

static const char *const kind_names[] = {"undefined", "null", "boolean", "number", "string",
                                         "value", "function", "array", "env", "object"};

/* Whether codegen's be__convert gives a value of kind `to` from one of kind
 * `from` (unbox: FE_IR_CONV_UNBOX, or the short-circuit value of a LOGICAL). */
static int conv_ok(int from, int to, int unbox) {
  if (from == to || to == FE_IR_K_UNDEFINED || to == FE_IR_K_NULL) return 1;
  if (from == FE_IR_K_ENV || to == FE_IR_K_ENV) return 0; /* an environment is never boxed nor unboxed */
  if (to == FE_IR_K_VALUE || to == FE_IR_K_BOOLEAN || to == FE_IR_K_NUMBER || to == FE_IR_K_STRING) return 1;
  if (from != FE_IR_K_VALUE) return 0;
  return unbox || to == FE_IR_K_OBJECT; /* FUNCTION and ARRAY only by an unbox */
}

/* The kind a builtin signature letter stands for (-1: none, 'U' = no storage). */
static int letter_kind(char c) {
  switch (c) {
  case 'N': return FE_IR_K_NUMBER;
  case 'S': return FE_IR_K_STRING;
  case 'B': return FE_IR_K_BOOLEAN;
  case 'V': return FE_IR_K_VALUE;
  case 'A': return FE_IR_K_ARRAY;
  case 'O': return FE_IR_K_OBJECT;
  case 'F': return FE_IR_K_FUNCTION;
  case 'U': return FE_IR_K_UNDEFINED;
  default: return -1;
  }
}

static int no_storage(int k) { return k == FE_IR_K_UNDEFINED || k == FE_IR_K_NULL; }

#define TFAIL(...) do { snprintf(err, errlen, __VA_ARGS__); return -1; } while (0)

/* Arguments list(b, c) of a call to a function of type ft: one per
 * parameter, each of its parameter's kind; the node's own kind is the
 * result's. */
static int check_call_args(const fe_ir_module *m, uint32_t i, uint32_t ft, uint32_t list, uint32_t count,
                           char *err, size_t errlen) {
  const fe_ir_type *t = &m->types[ft];
  if (t->kind != FE_IR_K_FUNCTION || t->nparams != count)
    TFAIL("IR node %u calls a non-function or with %u of its parameters", i, count);
  for (uint32_t k = 0; k < count; k++) {
    int ak = kind_of(m, m->extra[list + k]), pk = m->types[m->extra[t->list + k]].kind;
    if (ak != pk) TFAIL("IR node %u: argument %u is %s, the parameter %s", i, k, kind_names[ak], kind_names[pk]);
  }
  int rk = m->types[m->extra[t->list + t->nparams]].kind, nk = kind_of(m, i);
  if (rk != nk) TFAIL("IR node %u: a call typed %s of a function returning %s", i, kind_names[nk], kind_names[rk]);
  return 0;
}

static int check_builtin(const fe_ir_module *m, uint32_t i, char *err, size_t errlen) {
  const fe_ir_node *n = &m->nodes[i];
  const fe_ir_builtin_info *bi = &fe_ir_builtins[n->a];
  const uint32_t *args = m->extra + n->b;
  uint32_t k = 0;
  for (const char *p = bi->params; *p; p++) {
    int want = letter_kind(*p);
    if (p[1] == '*') {
      for (; k < n->c; k++)
        if (kind_of(m, args[k]) != want)
          TFAIL("IR node %u: builtin %s argument %u is %s, not %s", i, bi->name, k,
                kind_names[kind_of(m, args[k])], kind_names[want]);
      break;
    }
    if (k >= n->c) TFAIL("IR node %u: builtin %s with %u arguments", i, bi->name, n->c);
    if (kind_of(m, args[k]) != want)
      TFAIL("IR node %u: builtin %s argument %u is %s, not %s", i, bi->name, k, kind_names[kind_of(m, args[k])],
            kind_names[want]);
    k++;
  }
  if (k != n->c) TFAIL("IR node %u: builtin %s with %u arguments", i, bi->name, n->c);
  int rk = letter_kind(bi->ret[0]), nk = kind_of(m, i);
  if (rk == FE_IR_K_UNDEFINED ? !no_storage(nk) : nk != rk)
    TFAIL("IR node %u: builtin %s typed %s", i, bi->name, kind_names[nk]);
  return 0;
}

/* The rules that need no context: operands against the op and the node's own type. */
static int check_node_types(const fe_ir_module *m, uint32_t i, uint32_t maxslots, char *err, size_t errlen) {
  const fe_ir_node *n = &m->nodes[i];
  int t = kind_of(m, i);
  switch (n->op) {
  case FE_IR_FUNC:
    if (m->funcs[n->a].flags & FE_IR_FN_MAIN) TFAIL("IR node %u: the main function as a value", i);
    break;
  case FE_IR_SET_GLOBAL:
    if (kind_of(m, n->b) != m->types[m->globals[n->a].type].kind) TFAIL("IR node %u stores %s in %s global", i,
                                                                       kind_names[kind_of(m, n->b)], kind_names[t]);
    break;
  case FE_IR_UNARY: {
    int a = kind_of(m, n->a);
    switch (n->flags) {
    case FE_IR_NEG: case FE_IR_PLUS: case FE_IR_BITNOT:
      if (a != FE_IR_K_NUMBER || t != FE_IR_K_NUMBER) TFAIL("IR node %u: arithmetic on %s", i, kind_names[a]);
      break;
    case FE_IR_NOT:
      if (t != FE_IR_K_BOOLEAN) TFAIL("IR node %u: `!` typed %s", i, kind_names[t]);
      break;
    case FE_IR_TYPEOF:
      if (a == FE_IR_K_ENV || t != FE_IR_K_STRING) TFAIL("IR node %u: typeof of %s typed %s", i, kind_names[a], kind_names[t]);
      break;
    default: TFAIL("IR node %u: unknown unary operator %u", i, n->flags);
    }
    break;
  }
  case FE_IR_BINARY: {
    int a = kind_of(m, n->a), b = kind_of(m, n->b), op = n->flags;
    if (op >= FE_IR_BINOP_COUNT) TFAIL("IR node %u: unknown binary operator %u", i, op);
    if (a != b) TFAIL("IR node %u: binary operator on %s and %s", i, kind_names[a], kind_names[b]);
    int cmp = op >= FE_IR_LT, ok;
    switch (a) {
    case FE_IR_K_NUMBER: ok = 1; break;
    case FE_IR_K_STRING: ok = cmp || op == FE_IR_ADD; break;
    case FE_IR_K_VALUE: case FE_IR_K_BOOLEAN: case FE_IR_K_UNDEFINED: case FE_IR_K_NULL: ok = cmp; break;
    case FE_IR_K_FUNCTION: case FE_IR_K_ARRAY: case FE_IR_K_OBJECT: ok = op >= FE_IR_EQ; break;
    default: ok = 0; break;
    }
    if (!ok) TFAIL("IR node %u: binary operator %d on %s", i, op, kind_names[a]);
    if (t != (cmp ? FE_IR_K_BOOLEAN : a)) TFAIL("IR node %u: binary operator %d typed %s", i, op, kind_names[t]);
    break;
  }
  case FE_IR_LOGICAL: {
    int a = kind_of(m, n->a);
    if (n->flags > FE_IR_NULLISH) TFAIL("IR node %u: unknown logical operator %u", i, n->flags);
    if (kind_of(m, n->b) != t) TFAIL("IR node %u: right operand of a logical operator is not of its type", i);
    if (!(n->flags == FE_IR_NULLISH && no_storage(a)) && !conv_ok(a, t, 1))
      TFAIL("IR node %u: logical operator cannot give its %s operand as %s", i, kind_names[a], kind_names[t]);
    break;
  }
  case FE_IR_COND:
    if (kind_of(m, n->b) != t || kind_of(m, n->c) != t) TFAIL("IR node %u: a branch of `?:` is not of its type", i);
    break;
  case FE_IR_CONVERT:
    if (!conv_ok(kind_of(m, n->a), t, n->flags & FE_IR_CONV_UNBOX))
      TFAIL("IR node %u: no conversion from %s to %s", i, kind_names[kind_of(m, n->a)], kind_names[t]);
    break;
  case FE_IR_CALL:
    if (n->flags & ~(uint32_t)FE_IR_CALL_SELF_ENV) TFAIL("IR node %u: unknown call flags", i);
    if (m->funcs[n->a].flags & FE_IR_FN_MAIN) TFAIL("IR node %u calls the main function", i);
    return check_call_args(m, i, m->funcs[n->a].type, n->b, n->c, err, errlen);
  case FE_IR_CALL_INDIRECT:
    return check_call_args(m, i, m->nodes[n->a].type, n->b, n->c, err, errlen);
  case FE_IR_BUILTIN: return check_builtin(m, i, err, errlen);
  case FE_IR_UPDATE:
    if (n->flags & ~(uint32_t)(FE_IR_UPD_INC | FE_IR_UPD_POSTFIX) || n->b > 1 || t != FE_IR_K_NUMBER ||
        (n->b == 1 && m->types[m->globals[n->a].type].kind != FE_IR_K_NUMBER))
      TFAIL("IR node %u: ++/-- of a non-number", i);
    break;
  case FE_IR_SEQ:
    if (kind_of(m, n->b) != t) TFAIL("IR node %u: `,` typed %s of %s", i, kind_names[t], kind_names[kind_of(m, n->b)]);
    break;
  case FE_IR_ARRAY_LIT:
    if (m->types[n->type].typed || m->types[m->types[n->type].list].kind == FE_IR_K_ENV)
      TFAIL("IR node %u: array literal of a typed array or of environments", i);
    break;
  case FE_IR_SELF_ENV:
    if (t != FE_IR_K_ENV && t != FE_IR_K_OBJECT) TFAIL("IR node %u: environment typed %s", i, kind_names[t]);
    break;
  case FE_IR_ENV_NEW:
    if (t != FE_IR_K_ENV) TFAIL("IR node %u: new environment typed %s", i, kind_names[t]);
    break;
  case FE_IR_ENV_SET: case FE_IR_SET_FIELD: case FE_IR_SET_PROP:
    if (kind_of(m, n->c) != t) TFAIL("IR node %u: a store typed %s of %s", i, kind_names[t], kind_names[kind_of(m, n->c)]);
    if (n->op == FE_IR_SET_PROP && t == FE_IR_K_ENV) TFAIL("IR node %u stores an environment in a property", i);
    if (n->op == FE_IR_SET_FIELD && n->b >= maxslots) TFAIL("IR node %u: no class has slot %u", i, n->b);
    break;
  case FE_IR_FIELD:
    if (n->b >= maxslots) TFAIL("IR node %u: no class has slot %u", i, n->b);
    break;
  case FE_IR_PROP:
    if (t == FE_IR_K_ENV) TFAIL("IR node %u: a property read as an environment", i);
    if (n->c && (n->c > m->ntypes || m->types[n->c - 1].kind != FE_IR_K_FUNCTION))
      TFAIL("IR node %u: a property bound to a non-function type", i);
    break;
  case FE_IR_CLOSURE:
    if (m->funcs[n->a].flags & FE_IR_FN_MAIN) TFAIL("IR node %u: a closure of the main function", i);
    break;
  case FE_IR_NEW_OBJECT: {
    const fe_ir_class *k = &m->classes[n->a];
    if (t != FE_IR_K_OBJECT || (n->flags & ~(uint32_t)FE_IR_NEW_ABSENT) || n->c > k->nslots)
      TFAIL("IR node %u: a malformed new object", i);
    for (uint32_t j = 0; j < k->nslots; j++) {
      int sk = m->types[m->extra[k->slots + 2 * j + 1]].kind;
      if (j < n->c ? kind_of(m, m->extra[n->b + j]) != sk : (n->flags & FE_IR_NEW_ABSENT) && sk != FE_IR_K_VALUE)
        TFAIL("IR node %u: slot %u of the new object is %s", i, j, kind_names[sk]);
    }
    break;
  }
  case FE_IR_PROP_CALL: case FE_IR_CALL_METHOD: case FE_IR_VCALL: {
    if (kind_of(m, m->extra[n->b]) != FE_IR_K_OBJECT) TFAIL("IR node %u: a method call on a non-object", i);
    if (n->op == FE_IR_PROP_CALL) break;
    if (m->funcs[n->a].flags & FE_IR_FN_MAIN) TFAIL("IR node %u calls the main function", i);
    return check_call_args(m, i, m->funcs[n->a].type, n->b + 1, n->c - 1, err, errlen);
  }
  case FE_IR_BIND:
    if ((m->funcs[n->a].flags & FE_IR_FN_MAIN) || t != FE_IR_K_FUNCTION) TFAIL("IR node %u: a malformed bind", i);
    break;
  case FE_IR_INSTANCEOF:
    if (kind_of(m, n->a) == FE_IR_K_ENV || t != FE_IR_K_BOOLEAN) TFAIL("IR node %u: a malformed instanceof", i);
    break;
  case FE_IR_SWITCH:
    for (uint32_t j = 0; j < n->c; j++) {
      const fe_ir_node *cs = &m->nodes[m->extra[n->b + j]];
      if (cs->a != FE_IR_NONE && kind_of(m, cs->a) != kind_of(m, n->a))
        TFAIL("IR node %u: case %u compares %s with %s", i, j, kind_names[kind_of(m, cs->a)],
              kind_names[kind_of(m, n->a)]);
    }
    break;
  default: break;
  }
  return 0;
}

/* The rules of one function's body: its local slots read and written with
 * their own kinds, RETURN values of its result's kind (boxed in an async
 * function or a generator, ignored in main), a catch slot that is a VALUE,
 * AWAIT only in an async function and GEN_YIELD only in a generator.
 * stamp[] marks the nodes this function has visited (a node shared by two
 * functions is checked for each). */
static int check_func_types(const fe_ir_module *m, uint32_t f, uint32_t *stamp, uint32_t *stack, char *err,
                            size_t errlen) {
  const fe_ir_func *fn = &m->funcs[f];
  int rk = m->types[fe_ir_func_ret(m, fn)].kind;
  int boxed = (fn->flags & (FE_IR_FN_ASYNC | FE_IR_FN_GENERATOR)) != 0, main = (fn->flags & FE_IR_FN_MAIN) != 0;
  uint32_t top = 0;
  stack[top++] = fn->body;
  stamp[fn->body] = f + 1;
  while (top) {
    uint32_t i = stack[--top];
    const fe_ir_node *n = &m->nodes[i];
    int t = kind_of(m, i);
    switch (n->op) {
    case FE_IR_LOCAL: case FE_IR_SET_LOCAL: {
      int sk = m->types[m->locals[fn->locals + n->a].type].kind;
      if (t != sk || (n->op == FE_IR_SET_LOCAL && kind_of(m, n->b) != sk))
        TFAIL("IR node %u: local slot %u of function %u is %s", i, n->a, f, kind_names[sk]);
      break;
    }
    case FE_IR_UPDATE:
      if (n->b == 0 && m->types[m->locals[fn->locals + n->a].type].kind != FE_IR_K_NUMBER)
        TFAIL("IR node %u: ++/-- of a non-number", i);
      break;
    case FE_IR_BUILTIN:
      if ((n->a == FE_IR_B_AWAIT && !(fn->flags & FE_IR_FN_ASYNC)) ||
          (n->a == FE_IR_B_GEN_YIELD && !(fn->flags & FE_IR_FN_GENERATOR)))
        TFAIL("IR node %u: %s outside an %s function", i, fe_ir_builtins[n->a].name,
              n->a == FE_IR_B_AWAIT ? "async" : "generator");
      break;
    case FE_IR_TRY:
      if (n->b != FE_IR_NONE && m->types[m->locals[fn->locals + n->b].type].kind != FE_IR_K_VALUE)
        TFAIL("IR node %u: catch into local %u, which is not a value", i, n->b);
      break;
    case FE_IR_RETURN:
      if (n->a == FE_IR_NONE || (main && !boxed)) break;
      if (boxed ? kind_of(m, n->a) == FE_IR_K_ENV : kind_of(m, n->a) != rk)
        TFAIL("IR node %u: function %u returns %s, not %s", i, f, kind_names[kind_of(m, n->a)], kind_names[rk]);
      break;
    default: break;
    }
    for (uint32_t j = 0, c = kid_count(m, i); j < c; j++) {
      char want;
      uint32_t k = kid_at(m, i, j, &want);
      if (k == FE_IR_NONE || stamp[k] == f + 1) continue;
      stamp[k] = f + 1;
      stack[top++] = k;
    }
  }
  return 0;
}

/* After check_graph (indices valid, operands expressions where values are
 * needed, bodies name only their own local slots, no cycles). */
static int check_types(const fe_ir_module *m, char *err, size_t errlen) {
  uint32_t maxslots = 0;
  for (uint32_t i = 0; i < m->nclasses; i++)
    if (m->classes[i].nslots + ((m->classes[i].flags & FE_IR_CLASS_SPARE) ? 2u : 0u) > maxslots)
      maxslots = m->classes[i].nslots + ((m->classes[i].flags & FE_IR_CLASS_SPARE) ? 2u : 0u);
  for (uint32_t i = 0; i < m->nnodes; i++)
    if (check_node_types(m, i, maxslots, err, errlen) != 0) return -1;
  if (m->nnodes == 0) return 0;
  /* Each node is on the stack at most once per function: stamped when pushed. */
  uint32_t *stamp = calloc(m->nnodes, sizeof *stamp), *stack = malloc(m->nnodes * sizeof *stack);
  int rc = 0;
  if (!stamp || !stack) {
    snprintf(err, errlen, "out of memory checking the IR");
    rc = -1;
  }
  for (uint32_t f = 0; f < m->nfuncs && rc == 0; f++) rc = check_func_types(m, f, stamp, stack, err, errlen);
  free(stamp);
  free(stack);
  return rc;
}
#undef TFAIL

int fe_ir_open(fe_ir_module *m, const void *buf, size_t size, char *err, size_t errlen) {
  const uint8_t *p = buf;
  memset(m, 0, sizeof *m);
  if (size < sizeof(fe_ir_header) || ((uintptr_t)buf & 7)) FAIL("IR buffer too small or misaligned");
  const fe_ir_header *h = buf;
  if (h->magic != FE_IR_MAGIC) FAIL("not a Kiln IR buffer (bad magic)");
  if (h->version != FE_IR_VERSION) FAIL("IR version %u, expected %u", h->version, FE_IR_VERSION);
  if (h->size != size) FAIL("IR size %u does not match buffer size %zu", h->size, size);
  const size_t elem[FE_IR_SEC_COUNT] = {
      sizeof(fe_ir_type), sizeof(uint32_t), sizeof(fe_ir_string), 1,
      sizeof(fe_ir_func), sizeof(fe_ir_local), sizeof(fe_ir_local), sizeof(fe_ir_node),
      sizeof(fe_ir_class)};
  for (int s = 0; s < FE_IR_SEC_COUNT; s++) {
    uint64_t end = (uint64_t)h->sec[s].offset + (uint64_t)h->sec[s].count * elem[s];
    if ((h->sec[s].offset & 7) || h->sec[s].offset < sizeof *h || end > size)
      FAIL("IR section %d out of bounds", s);
  }
  m->hdr = h;
#define SEC(field, cnt, s) \
  m->field = (const void *)(p + h->sec[s].offset); m->cnt = h->sec[s].count
  SEC(types, ntypes, FE_IR_SEC_TYPES);
  SEC(extra, nextra, FE_IR_SEC_EXTRA);
  SEC(strings, nstrings, FE_IR_SEC_STRINGS);
  SEC(strdata, nstrdata, FE_IR_SEC_STRDATA);
  SEC(funcs, nfuncs, FE_IR_SEC_FUNCS);
  SEC(locals, nlocals, FE_IR_SEC_LOCALS);
  SEC(globals, nglobals, FE_IR_SEC_GLOBALS);
  SEC(nodes, nnodes, FE_IR_SEC_NODES);
  SEC(classes, nclasses, FE_IR_SEC_CLASSES);
#undef SEC
  if (h->name >= m->nstrings) FAIL("IR module name out of range");
  if (m->ntypes < FE_IR_T_FIXED_COUNT) FAIL("IR lacks the fixed types");
  for (uint32_t i = 0; i < m->ntypes; i++) {
    const fe_ir_type *t = &m->types[i];
    if (t->kind > FE_IR_K_OBJECT) FAIL("IR type %u has unknown kind %u", i, t->kind);
    if (i < FE_IR_T_FIXED_COUNT && t->kind != i) FAIL("IR fixed type %u is wrong", i);
    if (t->kind == FE_IR_K_ARRAY && t->list >= i) FAIL("IR type %u has a bad element type", i);
    if (t->typed && (t->kind != FE_IR_K_ARRAY || t->typed >= FE_IR_TYPED_COUNT || t->list != FE_IR_T_NUMBER))
      FAIL("IR type %u is a bad typed array", i);
    if (t->kind != FE_IR_K_FUNCTION) continue;
    if ((uint64_t)t->list + t->nparams + 1 > m->nextra) FAIL("IR type %u list out of range", i);
    /* Only to earlier types, as the builder makes them: no type contains itself. */
    for (uint32_t k = 0; k <= t->nparams; k++)
      if (m->extra[t->list + k] >= i) FAIL("IR type %u refers to a bad type", i);
  }
  if (check_type_sizes(m, err, errlen) != 0) return -1;
  for (uint32_t i = 0; i < m->nstrings; i++) {
    const fe_ir_string *s = &m->strings[i];
    uint64_t bytes = (uint64_t)s->length << (s->flags & FE_IR_STR_WIDE);
    if (s->flags & ~(uint32_t)FE_IR_STR_WIDE || (uint64_t)s->offset + bytes > m->nstrdata)
      FAIL("IR string %u out of range", i);
  }
  int mains = 0;
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const fe_ir_func *f = &m->funcs[i];
    if (f->name >= m->nstrings || f->type >= m->ntypes || m->types[f->type].kind != FE_IR_K_FUNCTION ||
        (uint64_t)f->locals + f->nlocals > m->nlocals || f->nparams > f->nlocals ||
        m->types[f->type].nparams != f->nparams || f->body >= m->nnodes)
      FAIL("IR function %u is malformed", i);
    mains += (f->flags & FE_IR_FN_MAIN) != 0;
  }
  if (mains != 1) FAIL("IR has %d main functions, expected 1", mains);
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const fe_ir_func *f = &m->funcs[i];
    if ((f->flags & FE_IR_FN_ASYNC) && !(f->flags & FE_IR_FN_MAIN) &&
        m->types[fe_ir_func_ret(m, f)].kind != FE_IR_K_OBJECT)
      FAIL("IR function %u is async but does not return a promise", i);
    if ((f->flags & FE_IR_FN_GENERATOR) &&
        ((f->flags & FE_IR_FN_MAIN) || m->types[fe_ir_func_ret(m, f)].kind != FE_IR_K_OBJECT))
      FAIL("IR function %u is a generator but does not return an object", i);
  }
  for (uint32_t i = 0; i < m->nclasses; i++) {
    const fe_ir_class *k = &m->classes[i];
    if (k->name >= m->nstrings || (k->parent != FE_IR_NONE && k->parent >= i) ||
        (uint64_t)k->slots + 2ull * k->nslots > m->nextra || (uint64_t)k->methods + k->nmethods > m->nextra ||
        (k->ctor != FE_IR_NONE && k->ctor >= m->nfuncs) || k->nslots > (1u << 20))
      FAIL("IR class %u is malformed", i);
    for (uint32_t j = 0; j < k->nslots; j++) {
      uint32_t nm = m->extra[k->slots + 2 * j], t = m->extra[k->slots + 2 * j + 1];
      if ((nm != FE_IR_NONE && nm >= m->nstrings) || t >= m->ntypes) FAIL("IR class %u has a bad slot", i);
    }
    for (uint32_t j = 0; j < k->nmethods; j++)
      if (m->extra[k->methods + j] >= m->nfuncs) FAIL("IR class %u has a bad method", i);
    if (k->parent != FE_IR_NONE) {
      const fe_ir_class *p = &m->classes[k->parent];
      if (p->nslots > k->nslots || p->nmethods > k->nmethods) FAIL("IR class %u does not extend its parent", i);
    }
  }
  for (uint32_t i = 0; i < m->nlocals; i++)
    if (m->locals[i].name >= m->nstrings || m->locals[i].type >= m->ntypes) FAIL("IR local %u is malformed", i);
  for (uint32_t i = 0; i < m->nglobals; i++)
    if (m->globals[i].name >= m->nstrings || m->globals[i].type >= m->ntypes) FAIL("IR global %u is malformed", i);
  for (uint32_t i = 0; i < m->nnodes; i++) {
    const fe_ir_node *n = &m->nodes[i];
    if (n->op >= FE_IR_OP_COUNT) FAIL("IR node %u has unknown op %u", i, n->op);
    if (n->type >= m->ntypes) FAIL("IR node %u has a bad type", i);
    const char *fields = op_fields[n->op];
    const uint32_t v[3] = {n->a, n->b, n->c};
    for (int k = 0; k < 3; k++) {
      uint32_t x = v[k];
      switch (fields[k]) {
      case 'n': if (x >= m->nnodes) FAIL("IR node %u refers to a bad node", i); break;
      case 'o': if (x != FE_IR_NONE && x >= m->nnodes) FAIL("IR node %u refers to a bad node", i); break;
      case 's': if (x >= m->nstrings) FAIL("IR node %u refers to a bad string", i); break;
      case 'g': if (x >= m->nglobals) FAIL("IR node %u refers to a bad global", i); break;
      case 'f': if (x >= m->nfuncs) FAIL("IR node %u refers to a bad function", i); break;
      case 'k': if (x >= m->nclasses) FAIL("IR node %u refers to a bad class", i); break;
      case 'L': /* a list that starts with an object */
        if (n->c == 0) FAIL("IR node %u: call without an object", i);
        /* fall through */
      case 'l':
        if ((uint64_t)n->b + n->c > m->nextra) FAIL("IR node %u (op %u) list out of range", i, n->op);
        for (uint32_t j = 0; j < n->c; j++)
          if (m->extra[n->b + j] >= m->nnodes) FAIL("IR node %u list refers to a bad node", i);
        break;
      case 'x':
        if ((uint64_t)x + 2 > m->nextra) FAIL("IR node %u (op %u) list out of range", i, n->op);
        if ((m->extra[x] != FE_IR_NONE && m->extra[x] >= m->nnodes) || m->extra[x + 1] >= m->nnodes)
          FAIL("IR node %u refers to a bad node", i);
        break;
      case 'y': /* TRY's pair: catch and finally, each optional, not both absent */
        if ((uint64_t)x + 2 > m->nextra) FAIL("IR node %u (op %u) list out of range", i, n->op);
        if ((m->extra[x] != FE_IR_NONE && m->extra[x] >= m->nnodes) ||
            (m->extra[x + 1] != FE_IR_NONE && m->extra[x + 1] >= m->nnodes) ||
            (m->extra[x] == FE_IR_NONE && m->extra[x + 1] == FE_IR_NONE))
          FAIL("IR node %u refers to a bad node", i);
        break;
      }
    }
    if (n->op == FE_IR_BUILTIN && n->a >= FE_IR_BUILTIN_COUNT) FAIL("IR node %u: unknown builtin", i);
    if (n->op == FE_IR_THROW && m->nodes[n->a].type != FE_IR_T_VALUE) FAIL("IR node %u throws a non-value", i);
    if (n->op == FE_IR_CONVERT) {
      uint32_t ft = m->nodes[n->a].type;
      if (ft >= m->ntypes) FAIL("IR node %u has a bad type", n->a);
      int fk = m->types[ft].kind, tk = m->types[n->type].kind;
      if (n->flags & ~(uint32_t)FE_IR_CONV_UNBOX) FAIL("IR node %u: unknown conversion flags", i);
      if ((n->flags & FE_IR_CONV_UNBOX) && fk != FE_IR_K_VALUE) FAIL("IR node %u: unbox of a non-value", i);
      if (fk == FE_IR_K_VALUE && tk == FE_IR_K_FUNCTION && !(n->flags & FE_IR_CONV_UNBOX))
        FAIL("IR node %u: a value becomes a function only by a proven unbox", i);
      if (fk == FE_IR_K_VALUE && tk == FE_IR_K_ARRAY && !(n->flags & FE_IR_CONV_UNBOX))
        FAIL("IR node %u: a value becomes an array only by a proven unbox", i);
      if (tk == FE_IR_K_ARRAY && fk != FE_IR_K_VALUE && ft != n->type)
        FAIL("IR node %u: conversion to an array type", i);
    }
    if (n->op == FE_IR_ARRAY_LIT) {
      if (m->types[n->type].kind != FE_IR_K_ARRAY) FAIL("IR node %u: array literal of a non-array type", i);
      for (uint32_t j = 0; j < n->c; j++)
        if (m->nodes[m->extra[n->b + j]].type != m->types[n->type].list)
          FAIL("IR node %u: array element of the wrong type", i);
    }
    if ((n->op == FE_IR_FIELD || n->op == FE_IR_SET_FIELD || n->op == FE_IR_PROP || n->op == FE_IR_SET_PROP ||
         n->op == FE_IR_BIND) &&
        (m->nodes[n->op == FE_IR_BIND ? n->b : n->a].type >= m->ntypes ||
         m->types[m->nodes[n->op == FE_IR_BIND ? n->b : n->a].type].kind != FE_IR_K_OBJECT))
      FAIL("IR node %u: property access on a non-object", i);
    if (n->op == FE_IR_CLOSURE && n->type != m->funcs[n->a].type)
      FAIL("IR node %u: closure of the wrong type", i);
    if ((n->op == FE_IR_ENV_GET || n->op == FE_IR_ENV_SET) &&
        (m->nodes[n->a].type >= m->ntypes || m->types[m->nodes[n->a].type].kind != FE_IR_K_ENV))
      FAIL("IR node %u: environment access through a non-environment", i);
    if (n->op == FE_IR_UPDATE && n->b == 1 && n->a >= m->nglobals) FAIL("IR node %u refers to a bad global", i);
  }
  if (check_graph(m, err, errlen) != 0) return -1;
  return check_types(m, err, errlen);
}

/* ---- dump ------------------------------------------------------------------------ */

static const char *const op_names[FE_IR_OP_COUNT] = {
    "num", "bool", "str", "undefined", "null", "local", "set-local", "global",
    "set-global", "func", "unary", "binary", "logical", "cond", "convert", "call",
    "call-indirect", "builtin", "update", "seq", "array", "self-env", "env-new", "env-get",
    "env-set", "closure", "new-object", "field", "set-field", "prop", "set-prop",
    "prop-call", "call-method", "vcall", "bind", "instanceof", "block", "expr", "if", "while",
    "do-while", "for", "break", "continue", "switch", "case", "return"};
static const char *const unop_names[FE_IR_UNOP_COUNT] = {"neg", "plus", "not", "bitnot", "typeof"};
static const char *const binop_names[FE_IR_BINOP_COUNT] = {
    "add", "sub", "mul", "div", "mod", "pow", "band", "bor", "bxor", "shl", "sar", "shr",
    "lt", "le", "gt", "ge", "eq", "ne", "loose-eq", "loose-ne"};
static const char *const logop_names[] = {"and", "or", "nullish"};

static void dump_string(const fe_ir_module *m, uint32_t idx, FILE *out) {
  const fe_ir_string *s = &m->strings[idx];
  const uint8_t *d = m->strdata + s->offset;
  fputc('"', out);
  for (uint32_t i = 0; i < s->length; i++) {
    unsigned c = (s->flags & FE_IR_STR_WIDE) ? (unsigned)(d[2 * i] | d[2 * i + 1] << 8) : d[i];
    if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
    else if (c >= 0x20 && c < 0x7F) fputc((int)c, out);
    else if (c == '\n') fputs("\\n", out);
    else fprintf(out, "\\u%04x", c);
  }
  fputc('"', out);
}

static void dump_type(const fe_ir_module *m, uint32_t t, FILE *out) {
  static const char *const names[] = {"undefined", "null", "boolean", "number", "string", "value"};
  const fe_ir_type *ty = &m->types[t];
  if (ty->kind == FE_IR_K_ARRAY && ty->typed) {
    static const char *const typed[] = {"",          "Float64Array", "Int32Array",  "Uint8Array",   "Uint32Array",
                                        "Int8Array", "Int16Array",   "Uint16Array", "Float32Array", "Uint8ClampedArray"};
    fputs(typed[ty->typed], out);
    return;
  }
  if (ty->kind == FE_IR_K_ARRAY) {
    int fn = m->types[ty->list].kind == FE_IR_K_FUNCTION;
    if (fn) fputc('(', out);
    dump_type(m, ty->list, out);
    fputs(fn ? ")[]" : "[]", out);
    return;
  }
  if (ty->kind == FE_IR_K_ENV || ty->kind == FE_IR_K_OBJECT) {
    fputs(ty->kind == FE_IR_K_ENV ? "env" : "object", out);
    return;
  }
  if (ty->kind != FE_IR_K_FUNCTION) {
    fputs(names[ty->kind], out);
    return;
  }
  fputc('(', out);
  for (uint32_t i = 0; i < ty->nparams; i++) {
    if (i) fputs(", ", out);
    dump_type(m, m->extra[ty->list + i], out);
  }
  fputs(") => ", out);
  dump_type(m, m->extra[ty->list + ty->nparams], out);
}

typedef struct {
  const fe_ir_module *m;
  const fe_ir_func *f;
  FILE *out;
  int depth; /* guards against cycles in a malformed (but validated) buffer */
} dumper;

static void dump_name(const dumper *d, uint32_t local) {
  if (local < d->f->nlocals) {
    const fe_ir_string *s = &d->m->strings[d->m->locals[d->f->locals + local].name];
    if (!(s->flags & FE_IR_STR_WIDE)) {
      fprintf(d->out, "%%%u:%.*s", local, (int)s->length, (const char *)d->m->strdata + s->offset);
      return;
    }
  }
  fprintf(d->out, "%%%u", local);
}

static void dump_expr(dumper *d, uint32_t i);
static void dump_stmt(dumper *d, uint32_t i, int indent);

static void dump_list(dumper *d, uint32_t at, uint32_t n) {
  for (uint32_t k = 0; k < n; k++) {
    fputc(' ', d->out);
    dump_expr(d, d->m->extra[at + k]);
  }
}

static void dump_expr(dumper *d, uint32_t i) {
  const fe_ir_module *m = d->m;
  FILE *out = d->out;
  if (i == FE_IR_NONE) {
    fputs("-", out);
    return;
  }
  if (++d->depth > 10000) {
    fputs("...", out);
    d->depth--;
    return;
  }
  const fe_ir_node *n = &m->nodes[i];
  switch (n->op) {
  case FE_IR_NUM: fprintf(out, "%.17g", fe_ir_num(n)); break;
  case FE_IR_BOOL: fputs(n->a ? "true" : "false", out); break;
  case FE_IR_STR: dump_string(m, n->a, out); break;
  case FE_IR_UNDEF: fputs("undefined", out); break;
  case FE_IR_NULLV: fputs("null", out); break;
  case FE_IR_LOCAL: dump_name(d, n->a); break;
  case FE_IR_GLOBAL: fprintf(out, "@g%u", n->a); break;
  case FE_IR_FUNC: fprintf(out, "(func f%u)", n->a); break;
  default:
    fprintf(out, "(%s", op_names[n->op]);
    switch (n->op) {
    case FE_IR_SET_LOCAL: fputc(' ', out); dump_name(d, n->a); fputc(' ', out); dump_expr(d, n->b); break;
    case FE_IR_SET_GLOBAL: fprintf(out, " @g%u ", n->a); dump_expr(d, n->b); break;
    case FE_IR_UNARY:
      fprintf(out, ".%s ", n->flags < FE_IR_UNOP_COUNT ? unop_names[n->flags] : "?");
      dump_expr(d, n->a);
      break;
    case FE_IR_BINARY:
      fprintf(out, ".%s ", n->flags < FE_IR_BINOP_COUNT ? binop_names[n->flags] : "?");
      dump_expr(d, n->a); fputc(' ', out); dump_expr(d, n->b);
      break;
    case FE_IR_LOGICAL:
      fprintf(out, ".%s ", n->flags < 3 ? logop_names[n->flags] : "?");
      dump_expr(d, n->a); fputc(' ', out); dump_expr(d, n->b);
      break;
    case FE_IR_COND: case FE_IR_SEQ:
      fputc(' ', out); dump_expr(d, n->a); fputc(' ', out); dump_expr(d, n->b);
      if (n->op == FE_IR_COND) { fputc(' ', out); dump_expr(d, n->c); }
      break;
    case FE_IR_CONVERT:
      if (n->flags & FE_IR_CONV_UNBOX) fputs(".unbox", out);
      fputc(' ', out);
      dump_expr(d, n->a);
      break;
    case FE_IR_CALL: fprintf(out, "%s f%u", n->flags & FE_IR_CALL_SELF_ENV ? ".self" : "", n->a); dump_list(d, n->b, n->c); break;
    case FE_IR_CALL_INDIRECT: fputc(' ', out); dump_expr(d, n->a); dump_list(d, n->b, n->c); break;
    case FE_IR_ARRAY_LIT: dump_list(d, n->b, n->c); break;
    case FE_IR_ENV_NEW: fprintf(out, " %u", n->a); break;
    case FE_IR_ENV_GET: fputc(' ', out); dump_expr(d, n->a); fprintf(out, " %u", n->b); break;
    case FE_IR_ENV_SET:
      fputc(' ', out); dump_expr(d, n->a); fprintf(out, " %u ", n->b); dump_expr(d, n->c);
      break;
    case FE_IR_CLOSURE:
      fprintf(out, "%s f%u", n->flags & FE_IR_CLOSURE_SELF_ENV ? ".self" : "", n->a);
      dump_list(d, n->b, n->c);
      break;
    case FE_IR_NEW_OBJECT: fprintf(out, " c%u", n->a); dump_list(d, n->b, n->c); break;
    case FE_IR_FIELD: fputc(' ', out); dump_expr(d, n->a); fprintf(out, " %u", n->b); break;
    case FE_IR_SET_FIELD:
      fputc(' ', out); dump_expr(d, n->a); fprintf(out, " %u ", n->b); dump_expr(d, n->c);
      break;
    case FE_IR_PROP: fputc(' ', out); dump_expr(d, n->a); fputc(' ', out); dump_string(m, n->b, out); break;
    case FE_IR_SET_PROP:
      fputc(' ', out); dump_expr(d, n->a); fputc(' ', out); dump_string(m, n->b, out);
      fputc(' ', out); dump_expr(d, n->c);
      break;
    case FE_IR_PROP_CALL: fputc(' ', out); dump_string(m, n->a, out); dump_list(d, n->b, n->c); break;
    case FE_IR_CALL_METHOD: case FE_IR_VCALL: fprintf(out, " f%u", n->a); dump_list(d, n->b, n->c); break;
    case FE_IR_BIND: fprintf(out, " f%u ", n->a); dump_expr(d, n->b); break;
    case FE_IR_INSTANCEOF: fputc(' ', out); dump_expr(d, n->a); fprintf(out, " c%u", n->b); break;
    case FE_IR_BUILTIN: fprintf(out, " %s", fe_ir_builtins[n->a].name); dump_list(d, n->b, n->c); break;
    case FE_IR_UPDATE:
      fprintf(out, ".%s%s ", n->flags & FE_IR_UPD_POSTFIX ? "post" : "pre",
              n->flags & FE_IR_UPD_INC ? "inc" : "dec");
      if (n->b) fprintf(out, "@g%u", n->a);
      else dump_name(d, n->a);
      break;
    default: fprintf(out, " ?"); break;
    }
    fputc(')', out);
  }
  fputc(':', out);
  dump_type(m, n->type, out);
  d->depth--;
}

static void dump_stmt(dumper *d, uint32_t i, int indent) {
  const fe_ir_module *m = d->m;
  FILE *out = d->out;
  if (++d->depth > 10000) {
    fprintf(out, "%*s...\n", indent, "");
    d->depth--;
    return;
  }
  const fe_ir_node *n = &m->nodes[i];
  fprintf(out, "%*s", indent, "");
  switch (n->op) {
  case FE_IR_BLOCK:
    fprintf(out, "block #%u\n", i);
    for (uint32_t k = 0; k < n->c; k++) dump_stmt(d, m->extra[n->b + k], indent + 2);
    break;
  case FE_IR_EXPR: dump_expr(d, n->a); fputc('\n', out); break;
  case FE_IR_IF:
    fputs("if ", out); dump_expr(d, n->a); fprintf(out, " #%u\n", i);
    dump_stmt(d, n->b, indent + 2);
    if (n->c != FE_IR_NONE) {
      fprintf(out, "%*selse\n", indent, "");
      dump_stmt(d, n->c, indent + 2);
    }
    break;
  case FE_IR_WHILE:
    fputs("while ", out); dump_expr(d, n->a); fprintf(out, " #%u\n", i);
    dump_stmt(d, n->b, indent + 2);
    break;
  case FE_IR_DO_WHILE:
    fprintf(out, "do #%u\n", i);
    dump_stmt(d, n->a, indent + 2);
    fprintf(out, "%*swhile ", indent, ""); dump_expr(d, n->b); fputc('\n', out);
    break;
  case FE_IR_FOR:
    fprintf(out, "for #%u\n", i);
    if (n->a != FE_IR_NONE) { fprintf(out, "%*sinit\n", indent + 1, ""); dump_stmt(d, n->a, indent + 2); }
    fprintf(out, "%*scond ", indent + 1, ""); dump_expr(d, n->b); fputc('\n', out);
    fprintf(out, "%*supdate ", indent + 1, ""); dump_expr(d, m->extra[n->c]); fputc('\n', out);
    dump_stmt(d, m->extra[n->c + 1], indent + 2);
    break;
  case FE_IR_BREAK: fprintf(out, "break #%u\n", n->a); break;
  case FE_IR_CONTINUE: fprintf(out, "continue #%u\n", n->a); break;
  case FE_IR_SWITCH:
    fputs("switch ", out); dump_expr(d, n->a); fprintf(out, " #%u\n", i);
    for (uint32_t k = 0; k < n->c; k++) dump_stmt(d, m->extra[n->b + k], indent + 2);
    break;
  case FE_IR_CASE:
    if (n->a == FE_IR_NONE) fputs("default\n", out);
    else { fputs("case ", out); dump_expr(d, n->a); fputc('\n', out); }
    dump_stmt(d, n->b, indent + 2);
    break;
  case FE_IR_RETURN:
    fputs("return", out);
    if (n->a != FE_IR_NONE) { fputc(' ', out); dump_expr(d, n->a); }
    fputc('\n', out);
    break;
  case FE_IR_THROW: fputs("throw ", out); dump_expr(d, n->a); fputc('\n', out); break;
  case FE_IR_TRY:
    fprintf(out, "try #%u\n", i);
    dump_stmt(d, n->a, indent + 2);
    if (m->extra[n->c] != FE_IR_NONE) {
      fprintf(out, "%*scatch", indent, "");
      if (n->b != FE_IR_NONE) { fputc(' ', out); dump_name(d, n->b); }
      fputc('\n', out);
      dump_stmt(d, m->extra[n->c], indent + 2);
    }
    if (m->extra[n->c + 1] != FE_IR_NONE) {
      fprintf(out, "%*sfinally\n", indent, "");
      dump_stmt(d, m->extra[n->c + 1], indent + 2);
    }
    break;
  default: dump_expr(d, i); fputc('\n', out); break;
  }
  d->depth--;
}

void fe_ir_dump(const fe_ir_module *m, FILE *out) {
  fprintf(out, "; Kiln typed IR v%u, module ", m->hdr->version);
  dump_string(m, m->hdr->name, out);
  fprintf(out, "\n; %u types, %u functions, %u globals, %u nodes, %u strings\n",
          m->ntypes, m->nfuncs, m->nglobals, m->nnodes, m->nstrings);
  for (uint32_t g = 0; g < m->nglobals; g++) {
    fprintf(out, "global @g%u ", g);
    dump_string(m, m->globals[g].name, out);
    fputs(": ", out);
    dump_type(m, m->globals[g].type, out);
    fputc('\n', out);
  }
  for (uint32_t i = 0; i < m->nclasses; i++) {
    const fe_ir_class *k = &m->classes[i];
    fprintf(out, "class c%u ", i);
    dump_string(m, k->name, out);
    if (k->parent != FE_IR_NONE) fprintf(out, " extends c%u", k->parent);
    fputs(" {", out);
    for (uint32_t j = 0; j < k->nslots; j++) {
      uint32_t nm = m->extra[k->slots + 2 * j];
      fputs(j ? ", " : " ", out);
      if (nm == FE_IR_NONE) fputs("#hidden", out);
      else dump_string(m, nm, out);
      fputs(": ", out);
      dump_type(m, m->extra[k->slots + 2 * j + 1], out);
    }
    fputs(" } methods", out);
    for (uint32_t j = 0; j < k->nmethods; j++) fprintf(out, " f%u", m->extra[k->methods + j]);
    if (k->ctor != FE_IR_NONE) fprintf(out, " ctor f%u", k->ctor);
    fputc('\n', out);
  }
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const fe_ir_func *f = &m->funcs[i];
    dumper d = {m, f, out, 0};
    fprintf(out, "\nfunc f%u ", i);
    dump_string(m, f->name, out);
    fputc('(', out);
    for (uint32_t p = 0; p < f->nlocals; p++) {
      if (p == f->nparams) fputs(p ? "; " : "", out);
      else if (p) fputs(", ", out);
      dump_name(&d, p);
      fputs(": ", out);
      dump_type(m, m->locals[f->locals + p].type, out);
    }
    fputs(") => ", out);
    dump_type(m, fe_ir_func_ret(m, f), out);
    if (f->flags & FE_IR_FN_MAIN) fputs(" main", out);
    if (f->flags & FE_IR_FN_ASYNC) fputs(" async", out);
    if (f->flags & FE_IR_FN_GENERATOR) fputs(" generator", out);
    if (f->flags & FE_IR_FN_EXPORTED) fputs(" exported", out);
    fputc('\n', out);
    dump_stmt(&d, f->body, 2);
  }
}
