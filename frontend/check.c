/* check.c - resolves names, type-checks the supported TypeScript slice and lowers it to typed IR.
 *
 * Design.  The checker walks tree-sitter's concrete syntax tree directly (no
 * separate AST) and does checking and lowering in the same walk: checking an
 * expression returns an `ex`, the IR node it built plus its TypeScript type.
 * The invariant is that the node's IR type is always irty() of that type, so
 * a caller that needs another type calls coerce()/convto(), the one place
 * where implicit conversions (box to VALUE, String(x) for concatenation)
 * become explicit FE_IR_CONVERT nodes.  Only unbox() emits the unchecked
 * FE_IR_CONV_UNBOX, where the flow proves the tag (a narrowed local); `x!`,
 * `as` and narrowed IR globals go through assert_conv(), which never trusts
 * a tag nothing proved.  When a module has
 * errors the builder is simply thrown away, so error paths may build junk.
 *
 * Types.  A checker type `ty` is a bit set of the primitive types (undefined,
 * null, boolean, number, string, void) plus at most one compound part: a
 * function signature, an array or an object type (index in the high bits),
 * or, with T_UNI, a union sig: literal types (`"up" | "down"`, `kind:
 * "circle"`, enum members) and unions of several object types (`Circle |
 * Square`).  The bits still name every kind the type may hold (a string
 * literal sets T_STR), so tests on bits work for all types; the union sig
 * lists the restricted members (see uni_members), and removing a kind's bit
 * (narrowing) removes its members.  One primitive bit maps to its fixed IR
 * type, a lone signature to an IR function type, a union of objects alone
 * to the object type (property access goes through the per-site cache, so
 * any member works), a literal type to its base type's IR type, and every
 * other union to FE_IR_T_VALUE.  An expression of a literal type reads as
 * its base type (ex.t: string), its literal type riding along in ex.lt for
 * assignments and declarations (lit_widen); narrowing (x.kind === "circle",
 * switch cases, `in`, instanceof, type guards) filters union members.  T_ERR marks an
 * expression that already produced a diagnostic: it is assignable both ways
 * and silences follow-up errors, which keeps cascades away.
 *
 * Scopes.  A scope is a linked list of symbols with a parent pointer (plus
 * a hash table once it holds many, like a module's thousands of functions);
 * each block, function and for-loop pushes one.  Names are interned once
 * (text()), so symbols compare by pointer.  On entry to a statement list the
 * checker hoists: function declarations get their symbols (and, when fully
 * annotated, their IR function), let/const names are pre-declared as
 * "pending" (so a use before the declaration is reported like tsc does).
 * Function bodies are checked when the enclosing list is done (so they see
 * every variable of it), or earlier, on demand, when a call needs the return
 * type of a function that has no annotation.  Locals are numbered per IR
 * function.  A pre-pass (collect_fn_names) collects every name used inside
 * any function; a top-level let/const with such a name becomes an IR
 * global, all others stay locals of the main function so the backend can
 * keep them in registers.
 *
 * Closures.  Every other variable a nested function uses is captured by
 * reference, as JS requires.  The pre-pass marks each captured declaration;
 * one that is assigned after its declaration, or used by a (hoisted)
 * function declaration, lives in a box (a one-slot env allocated when its
 * block is entered, or per loop iteration) that the declaring function and
 * every closure share; any other captured variable never changes after the
 * closure sees it, so the closure gets a copy.  A function's captures are
 * collected while its body is checked (cap_slot: env slot i holds caps[i]),
 * and the closure is built afterwards from the creator's view of each
 * (var_home): the creator's own local or box, or its own env slot, which
 * makes an intermediate function capture what an inner one needs.  Nested
 * function declarations get their closure when their block is entered
 * (hoist), patched once their body is checked.
 *
 * Flow.  A `flow` value travels along the walk: which `let x: T;` variables
 * are definitely assigned (a bit set), which variables are narrowed to a
 * smaller type (a persistent list: `x !== undefined`, `typeof x === "n.."`,
 * truthiness, assignment), and whether the point is reachable.  Branches fork
 * it and join it (intersection of assignments, union of narrowed types);
 * loops drop the narrowings of variables assigned inside them; break
 * statements hand their flow to their target.  Reachability decides implicit
 * returns and the "lacks ending return statement" error.
 *
 * Inferred return types: the function's RETURN nodes are recorded and patched
 * with a conversion once the union of the returned types is known.
 *
 * Generics are monomorphised: each instantiation is checked and lowered as
 * an ordinary function, class or object type with its type parameters bound
 * to concrete types, so no generic code boxes its values (the essay above
 * the "generics" section says why and what it costs).
 */
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fe_internal.h"

/* Deepest syntax tree the checker accepts (its walks recurse; generous for
 * real code, safe for the stack even in sanitizer builds). */
#define FE_MAX_NESTING 1000

/* ---- types ---------------------------------------------------------------- */

typedef uint32_t ty;
enum {
  T_UNDEF = 1, T_NULL = 2, T_BOOL = 4, T_NUM = 8, T_STR = 16, T_VOID = 32,
  T_FN = 64, T_ERR = 128, T_PRIM = 63, T_ARR = 256, T_OBJ = 512,
  T_UNI = 1024, /* the index names a union sig (literals, several object types) */
  T_CMP = T_FN | T_ARR | T_OBJ | T_UNI, /* the compound kinds: at most one per type */
  /* `unknown`: every primitive bit plus this marker, which stands for "and any
   * object, array or function".  Narrowing by typeof/=== keeps primitive
   * bits and drops the marker; only a type with the marker accepts any value. */
  T_UNKNOWN = 2048,
  T_UNKNOWN_ALL = T_UNKNOWN | T_UNDEF | T_NULL | T_BOOL | T_NUM | T_STR,
  /* `any`: unknown plus this marker, which makes it assignable to every type
   * (a run-time check and conversion, see check_any.c) and lets property
   * access, calls and operators on it follow JavaScript at run time. */
  T_ANY = 4096,
  T_ANY_ALL = T_ANY | T_UNKNOWN_ALL
};
/* A type's compound part (a function signature, an array type or an object
 * type) is an index into C.sigs, kept in the bits above T_OBJ. */
#define SIG_SHIFT 13
#define SIGOF(t) ((t) >> SIG_SHIFT)
#define T_IDX (~0u << SIG_SHIFT)

/* Object types.  A class's instances have a nominal type (cls != NULL):
 * its fields are slots at fixed offsets, its methods a vtable.  Every other
 * object type (interfaces, type literals, the types of object literals) is
 * structural: a list of properties, read by name through a per-site cache
 * (FE_IR_PROP) so that any object with such a property fits. */
typedef struct prop {
  const char *name;
  uint32_t t;       /* ty */
  uint8_t opt, ro;
} prop;
typedef struct cls cls;
/* Host objects of Node's built-in modules (see nat_type). */
enum { NAT_NONE, NAT_SERVER, NAT_REQ, NAT_RES, NAT_HEADERS, NAT_HASH, NAT_HMAC, NAT_URL, NAT_PARAMS,
       NAT_TIMEOUT, NAT_IMMEDIATE, NAT_ADDRESS, NAT_REGEXP, NAT_GROUPS, NAT_DATE, NAT_TEXT_ENCODER, NAT_TEXT_DECODER,
       NAT_CLIENT_REQ, NAT_COUNT };
typedef struct gdecl gdecl; /* a generic declaration (see "generics") */
typedef struct scope scope;
typedef struct ginst ginst; /* one of its instantiations */
typedef struct oty {
  cls *k;           /* class instance type, or NULL */
  uint8_t native;   /* NAT_*: a host object, nominal, its members resolved by nat_get & co. */
  const char *name; /* interface/alias/class name for messages, or NULL */
  uint32_t n;       /* structural: properties */
  prop *p;
  int filling;      /* being built (recursive references see it) */
  uint8_t coll;     /* a Map or Set (COLL_MAP, COLL_SET; see mk_coll), else 0 */
  uint8_t coll_ro;  /* coll: ReadonlyMap/ReadonlySet (no set, add, delete, clear) */
  uint32_t key, val; /* coll: its key and value types (ty; a Set's are its element type) */
  uint8_t prom;     /* Promise<val> (see mk_promise) */
  uint8_t dict;     /* has an index signature: a dictionary (see "dictionaries") */
  uint32_t dkey, dval; /* dict: the index type (T_STR or T_NUM) and the value type */
  uint8_t giter;    /* Generator<val, key> (see mk_generator): yields val, returns key */
} oty;

/* A class member other than an instance field. */
enum { M_METHOD, M_GETTER, M_SETTER, M_FIELD /* static fields */ };
enum { P_PUBLIC, P_PROTECTED, P_PRIVATE, P_HASH }; /* visibility (P_HASH: #name) */
typedef struct cmember {
  const char *name;
  uint32_t t;      /* METHOD: its function type; ACCESSOR: the property's type */
  uint32_t irfn;   /* the method, or the getter; FE_IR_NONE if none */
  uint32_t setfn;  /* ACCESSOR: the setter, or FE_IR_NONE */
  uint8_t kind, is_static, overridden, is_abstract, vis, checked, checking;
  cls *owner;      /* the class that declares it */
  TSNode decl, setdecl;
  uint32_t vidx;   /* instance methods: vtable index */
  uint32_t ft;     /* the function's own type (T_FN) once known */
  gdecl *gen;      /* a generic method: instantiated per call */
} cmember;

struct cls {
  const char *name;
  TSNode decl;
  cls *parent;
  struct sym *sy;
  int state;       /* 0 declared, 1 being laid out, 2 laid out, 3 bodies checked */
  int is_abstract;
  uint32_t inst;   /* ty of its instances */
  uint32_t irclass;
  uint32_t nf, nparentf; /* instance fields, the parent's first */
  prop *f;
  uint8_t *fvis;
  TSNode *fdecl;   /* the field definition or parameter property that declares it */
  uint8_t *fown;   /* declared (or redeclared) by this class: it initializes it */
  cls **fcls;      /* the class that declared each field (#names are per class) */
  uint32_t nm;     /* instance methods and accessors, the parent's first */
  cmember *m;
  uint32_t nvt;    /* vtable entries */
  uint32_t ns;     /* static methods, accessors and fields */
  cmember *sm;
  uint32_t *sglob; /* static fields: IR global (FE_IR_NONE for methods) */
  uint32_t ctor;   /* IR function of the constructor */
  uint32_t ctor_t; /* its signature (a T_FN ty) */
  TSNode ctor_decl;
  gdecl *gen;      /* a generic class's own cls: holds only its static members */
  cls *gtmpl;      /* an instantiation of generic class gtmpl ... */
  scope *gscope;   /* ... whose type parameters this scope binds */
  int gextended;   /* generic: some class extends it (its methods may be overridden) */
};

typedef struct {
  uint32_t n, min;
  ty *p;
  const char **pname;
  uint8_t *opt;
  ty ret;
  uint32_t irt; /* IR function type, or IR array type */
  int arr;      /* an array type: elements of type ret */
  int typed;    /* arr: a typed array (FE_IR_TYPED_*, elements number), or 0 */
  oty *o;       /* an object type */
  /* T_UNI (see uni_members): the restricted members, each a literal or a
     type with one compound part; `alias` names it in messages. */
  uint32_t nu;
  ty *u;
  const char *alias;
  ty full;      /* the type's bits when nothing was narrowed away */
  /* A literal member: kind T_STR/T_NUM/T_BOOL, the value as tsc shows it
     (key) and its display (an enum member shows as E.A). */
  ty lkind;
  const char *lkey, *ldisp;
  const void *lenum; /* the enum declaring it, or NULL */
  /* A tuple ([string, number], see "tuples"): arr is set, ret is the union of
     its n element types p[], ro marks `readonly [...]`. */
  uint8_t tup, ro;
  /* A function whose last parameter is a rest parameter (`...xs: T[]`, named
     "...xs" in pname, as tsc shows it): calls pack the extra arguments. */
  uint8_t rest;
} sig;

/* ---- symbols, scopes, flow ------------------------------------------------ */

/* An enum: member names, values (numbers, or strings when str[i]) and
 * literal members (lit, shown as E.A); the enum type is their union. */
typedef struct enm {
  const char *name;
  uint32_t n;
  const char **mname;
  double *num;
  TSNode *str;  /* a string member's initializer, or a null node */
  ty *lit;
  ty t;         /* the enum type */
} enm;

typedef struct fnctx fnctx;

enum { S_VAR, S_FUNC, S_TYPE, S_CLASS, S_NATIVE /* a built-in module's function */,
       S_NATNS /* import * as http from "node:http" */, S_IMPORT /* a name bound by an import: see imp */,
       S_NS /* import * as ns */ };

typedef struct sym {
  const char *name;
  uint8_t kind, is_const, is_global, pending, checked, checking, module_top, has_type;
  uint8_t boxed;    /* lives in a box (slot holds the ENV) that closures share */
  uint8_t captured; /* copied into the closures that use it */
  uint8_t nested;   /* S_FUNC: a closure made at run time, held in `slot` */
  uint8_t slot_ready; /* boxed: the box exists (slot allocated) */
  uint32_t clo_node;  /* nested S_FUNC: its CLOSURE node, patched once checked */
  uint32_t clo_set;   /* ... and the node storing it into its slot or box */
  ty t;
  fnctx *owner; /* function whose local this is (S_VAR) */
  uint32_t slot; /* local or global slot */
  uint32_t irfn; /* S_FUNC: IR function index or FE_IR_NONE */
  int da;        /* definite-assignment bit, -1 when not tracked */
  TSNode decl;   /* S_FUNC: the declaration; S_TYPE: the alias; S_VAR: declarator */
  cls *k;        /* S_CLASS */
  scope *declscope;
  struct sym *next;
  gdecl *gen;    /* a generic function, interface or alias (S_FUNC, S_VAR of a generic arrow, S_TYPE) */
  struct sym *imp;  /* S_IMPORT: the exporting module's symbol (lookup() answers it) */
  uint32_t nsmod;   /* S_NS: the module (index into the program) */
  struct enm *en; /* S_TYPE of an enum declaration: its members (enum_get) */
} sym;

struct scope {
  scope *parent;
  sym *syms;
  fnctx *fn;
  uint32_t nsyms;
  uint32_t cap; /* tab: open addressing by name pointer, once the scope is big */
  sym **tab;
  cls *k;       /* the scope of class k's bodies (its private members are visible) */
};

/* A narrowing of variable s (path NULL) or of a property path below it
 * ("next", "left.value"), or a kill: every path of s (s, "*"), or every
 * path through a property of that name (s NULL). */
typedef struct narrow {
  sym *s;
  ty t;
  const char *path;
  int kill;
  struct narrow *next;
} narrow;

#define DA_MAX 256
typedef struct {
  uint64_t da[DA_MAX / 64];
  narrow *nw;
  int dead;
} flow;

enum { B_LOOP, B_SWITCH, B_LABEL };
typedef struct brk {
  int kind;
  const char *label; /* NULL when unlabeled */
  uint32_t node;
  flow exit;
  int has_exit;
  struct brk *next;
} brk;

struct fnctx {
  uint32_t irfn;
  const char *name;
  uint32_t line;
  const char **lname;
  uint32_t *ltype;
  uint32_t nlocals, caplocals, nparams;
  int is_main;
  int infer; /* return type being inferred */
  ty ret;    /* declared/contextual return type (when !infer) */
  ty inferred;
  int value_returns, empty_returns;
  uint32_t *rets;
  uint32_t nrets, caprets;
  int nda;
  brk *outer_brk; /* break targets of enclosing functions (for diagnostics only) */
  struct sym *self; /* the function's own symbol (declarations, named expressions) */
  struct sym **caps; /* captured variables of enclosing functions: env slot i holds caps[i] */
  uint32_t ncaps, capcaps;
  cls *k;            /* a method or constructor of class k */
  cls *ctor_of;      /* the constructor of class ctor_of */
  cls *static_of;    /* a static method of class static_of (`this` is the class) */
  int is_async;      /* an async function: `ret` is what its promise holds */
  int is_gen;        /* a generator function: `ret` is what it returns, yield_t what it yields */
  ty yield_t;        /* declared (yield_infer 0) or the union of the yields so far */
  int yield_infer;
  ty gen_sent;       /* N of a declared Generator<T, R, N>, or 0 */
};

typedef struct {
  uint32_t node;
  ty t;
  const char *lit; /* display of a literal type ("1", "\"a\"", "true") or NULL */
  ty lt;           /* the exact type when t is its widened form (a literal type), or 0 */
} ex;

typedef struct {
  fe__arena *A;
  fe__diaglist *dl;
  const char *src;
  fe_ir_builder *b;
  sig **sigs;
  uint32_t nsigs, capsigs;
  scope *sc;
  fnctx *fn;
  flow fl;
  brk *brk;
  const char **fnnames; /* names referenced inside functions (pre-pass) */
  uint32_t nfnnames, capfnnames;
  fnctx *mainfn;
  scope *modscope;
  const fe__swaps *sw;
  const char **names; /* interned texts (see intern()) */
  uint32_t *namehash;
  uint32_t nnames, capnames;
  uint32_t wrapper[FE_IR_BUILTIN_COUNT]; /* IR function wrapping a builtin + 1, or 0 */
  ty wrapper_t[FE_IR_BUILTIN_COUNT];
  uint32_t *capk; /* pre-pass: declaration start byte -> CAP_* flags (hash) */
  uint8_t *capv;
  uint32_t ncapk, capcapk;
  uint32_t envt; /* the IR type ENV, once used */
  uint32_t pp_class; /* pre-pass: start byte of the class being walked (its field initializers' `this`) */
  ty nat_t[NAT_COUNT]; /* host object types, made on first use */
  int gen_ok;        /* named_type: reading a generic declaration for an instantiation */
  ginst **gi;        /* every instantiation, in creation order */
  uint32_t ngi, capgi;
  int gdepth;        /* instantiations being made inside one another */
  ginst *gen_filling; /* named_type: the instantiation whose type it is making */
  const fe__program *prog; /* the modules, in evaluation order */
  uint32_t curmod;         /* the module whose top level is being checked */
  struct mexport **mx;     /* per module: its exports */
  int top_globals;         /* every top-level let/const of this module is an IR global (it exports) */
  scope **mscope;          /* per module: its top-level scope (NULL if not visited) */
  const void *expr_wrap; /* expr(): the node whose result is being widened (see lit_widen) */
  int oc_on;             /* optional chaining: oc_node evaluates to oc_val */
  TSNode oc_node;
  ex oc_val;
  TSNode oc_link;
  int exhaustive; /* the function has a switch whose no-match exit the types rule out */
  int spread_ok;  /* args_read keeps spread arguments (call() checks the callee supports them) */
  scope *globscope; /* the built-in error classes (S_IMPORT of the prelude module's) */
  int dict_undef; /* expr() to member(): the context keeps a dictionary's missing o.key undefined */
} C;

#define ERR(c, node, ...) fe__error((c)->dl, ts_node_start_byte(node), __VA_ARGS__)

/* ---- small helpers -------------------------------------------------------- */

static const char *ntype(TSNode n) { return ts_node_type(n); }
static int is(TSNode n, const char *t) { return !strcmp(ts_node_type(n), t); }
/* Field ids of the grammar, looked up once: ts_node_child_by_field_name
 * compares the name against every field name of the language on each call. */
#define FIELDS(X) X(alternative) X(argument) X(arguments) X(body) X(condition) X(consequence) \
  X(constructor) X(function) X(increment) X(index) X(initializer) X(key) X(kind) X(label) X(left) X(name) X(object) \
  X(operator) X(parameter) X(parameters) X(pattern) X(property) X(return_type) X(right) X(type) \
  X(type_arguments) X(type_parameters) X(value) X(source) X(alias)
enum {
#define X(n) F_##n,
  FIELDS(X)
#undef X
  F_COUNT
};
static const char *const field_names[F_COUNT] = {
#define X(n) #n,
  FIELDS(X)
#undef X
};
/* Named node kinds the whole-tree walks test, as symbols (the grammar maps
 * every symbol of one name to one public symbol, so this equals comparing
 * ts_node_type() of a named node with the name). */
#define KINDS(X) X(identifier) X(comment) X(hash_bang_line) X(assignment_expression) \
  X(augmented_assignment_expression) X(update_expression) X(parenthesized_expression) \
  X(function_declaration) X(function_expression) X(arrow_function) X(function) \
  X(generator_function_declaration) X(method_definition) X(class_declaration) X(statement_block) \
  X(for_statement) X(switch_body) X(program) X(lexical_declaration) X(variable_declaration) \
  X(variable_declarator) X(return_statement) X(for_in_statement) X(non_null_expression) X(this) \
  X(generator_function)
enum {
#define X(n) K_##n,
  KINDS(X)
#undef X
  K_COUNT
};
static const char *const kind_names[K_COUNT] = {
#define X(n) #n,
  KINDS(X)
#undef X
};
static TSFieldId field_ids[F_COUNT];
static TSSymbol kind_ids[K_COUNT];
static pthread_once_t grammar_once = PTHREAD_ONCE_INIT;
static void grammar_ids_init(void) {
  const TSLanguage *l = tree_sitter_typescript();
  for (int i = 0; i < F_COUNT; i++)
    field_ids[i] = ts_language_field_id_for_name(l, field_names[i], (uint32_t)strlen(field_names[i]));
  for (int i = 0; i < K_COUNT; i++) {
    kind_ids[i] = ts_language_symbol_for_name(l, kind_names[i], (uint32_t)strlen(kind_names[i]), true);
    if (!kind_ids[i]) kind_ids[i] = (TSSymbol)-1; /* no such node: never matches */
  }
}
static TSNode field(TSNode n, int f) { return ts_node_child_by_field_id(n, field_ids[f]); }
static int kind_is(TSNode n, int k) { return ts_node_symbol(n) == kind_ids[k]; }
static int isnull(TSNode n) { return ts_node_is_null(n); }
/* Source text of a node, interned: equal texts are the same pointer, so
 * names compare by pointer (scopes rely on it). */
static const char *intern(C *c, const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  if ((c->nnames + 1) * 2 > c->capnames) {
    uint32_t oldcap = c->capnames;
    const char **old = c->names;
    uint32_t *oldh = c->namehash;
    c->capnames = oldcap ? oldcap * 2 : 1024;
    c->names = calloc(c->capnames, sizeof *c->names);
    c->namehash = calloc(c->capnames, sizeof *c->namehash);
    if (!c->names || !c->namehash) abort();
    for (uint32_t k = 0; k < oldcap; k++)
      if (old[k]) {
        uint32_t i = oldh[k] & (c->capnames - 1);
        while (c->names[i]) i = (i + 1) & (c->capnames - 1);
        c->names[i] = old[k];
        c->namehash[i] = oldh[k];
      }
    free(old);
    free(oldh);
  }
  uint32_t i = h & (c->capnames - 1);
  for (; c->names[i]; i = (i + 1) & (c->capnames - 1))
    if (c->namehash[i] == h && !strncmp(c->names[i], s, n) && !c->names[i][n]) return c->names[i];
  c->names[i] = fe__strndup(c->A, s, n);
  c->namehash[i] = h;
  c->nnames++;
  return c->names[i];
}
static const char *text(C *c, TSNode n) {
  uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
  return intern(c, c->src + s, e - s);
}
static int text_is(C *c, TSNode n, const char *s) {
  uint32_t a = ts_node_start_byte(n), e = ts_node_end_byte(n);
  size_t l = strlen(s);
  return e - a == l && !memcmp(c->src + a, s, l);
}
static uint32_t line_of(TSNode n) { return ts_node_start_point(n).row + 1; }

/* The n-th named child that is not a comment. */
static TSNode named(TSNode n, uint32_t k) {
  uint32_t cnt = ts_node_named_child_count(n);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_named_child(n, i);
    if (is(ch, "comment")) continue;
    if (k-- == 0) return ch;
  }
  TSNode z;
  memset(&z, 0, sizeof z);
  return z;
}

static void *grow(void *p, uint32_t *cap, uint32_t need, size_t elem) {
  if (need <= *cap) return p;
  uint32_t nc = *cap ? *cap * 2 : 8;
  while (nc < need) nc *= 2;
  void *q = realloc(p, nc * elem);
  if (!q) abort();
  *cap = nc;
  return q;
}

/* Allocations that outlive nothing but need realloc go into arena copies. */
static void *acopy(C *c, const void *p, size_t n) {
  void *q = fe__alloc(c->A, n ? n : 1);
  if (n) memcpy(q, p, n);
  return q;
}

/* ---- types: construction, display, IR mapping ----------------------------- */

/* The typed arrays and buffers JS has that Kiln does not. */
static int typed_unsupported(const char *name) {
  static const char *const names[] = {"Int8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Uint32Array",
                                      "Float32Array", "BigInt64Array", "BigUint64Array", "ArrayBuffer", "DataView",
                                      "SharedArrayBuffer", NULL};
  for (int i = 0; names[i]; i++)
    if (!strcmp(names[i], name)) return 1;
  return 0;
}

static sig *sigof(C *c, ty t) { return c->sigs[SIGOF(t)]; }

static uint32_t irty(C *c, ty t);

static ty mk_fn(C *c, uint32_t n, const ty *p, const char **pname, const uint8_t *opt, ty ret) {
  sig *s = fe__alloc(c->A, sizeof *s);
  s->n = n;
  s->p = acopy(c, p, n * sizeof *p);
  s->pname = acopy(c, pname, n * sizeof *pname);
  s->opt = acopy(c, opt, n);
  s->min = 0;
  s->rest = n && pname[n - 1] && !strncmp(pname[n - 1], "...", 3);
  for (uint32_t i = 0; i < n - s->rest; i++)
    if (!opt[i]) s->min = i + 1;
  s->ret = ret;
  uint32_t irp[256];
  for (uint32_t i = 0; i < n && i < 256; i++) irp[i] = irty(c, opt[i] ? (p[i] | T_UNDEF) : p[i]);
  s->irt = fe_ir_type_function(c->b, n, irp, irty(c, ret));
  c->sigs = grow(c->sigs, &c->capsigs, c->nsigs + 1, sizeof *c->sigs);
  c->sigs[c->nsigs] = s;
  return T_FN | (c->nsigs++ << SIG_SHIFT);
}

/* T[]: interned, so equal array types have equal indexes. */
static ty mk_arr(C *c, ty elem) {
  if (elem & T_ERR) return T_ERR;
  if (elem & T_VOID) elem = (elem & ~T_VOID) | T_UNDEF;
  for (uint32_t i = 0; i < c->nsigs; i++)
    if (c->sigs[i]->arr && !c->sigs[i]->typed && !c->sigs[i]->tup && c->sigs[i]->ret == elem) return T_ARR | (i << SIG_SHIFT);
  sig *s = fe__alloc(c->A, sizeof *s);
  memset(s, 0, sizeof *s);
  s->arr = 1;
  s->ret = elem;
  s->irt = fe_ir_type_array(c->b, irty(c, elem));
  c->sigs = grow(c->sigs, &c->capsigs, c->nsigs + 1, sizeof *c->sigs);
  c->sigs[c->nsigs] = s;
  return T_ARR | (c->nsigs++ << SIG_SHIFT);
}

/* Typed arrays.  Float64Array, Int32Array and Uint8Array are array types
 * (T_ARR, so indexing, length, for-of and the shared methods work as for
 * number[]) whose sig is marked `typed`: interned apart from number[], never
 * assignable to or from another array type, fixed length, and their own IR
 * array type (fe_ir_type.typed) so the backend loads and stores the storage's
 * width.  The functions below (typed_*) are the checker's typed-array code. */
static const char *const typed_names[FE_IR_TYPED_COUNT] = {NULL, "Float64Array", "Int32Array", "Uint8Array"};
static ty mk_typed(C *c, uint32_t k) {
  for (uint32_t i = 0; i < c->nsigs; i++)
    if (c->sigs[i]->typed == (int)k) return T_ARR | (i << SIG_SHIFT);
  sig *s = fe__alloc(c->A, sizeof *s);
  memset(s, 0, sizeof *s);
  s->arr = 1;
  s->typed = (int)k;
  s->ret = T_NUM;
  s->irt = fe_ir_type_typed_array(c->b, k);
  c->sigs = grow(c->sigs, &c->capsigs, c->nsigs + 1, sizeof *c->sigs);
  c->sigs[c->nsigs] = s;
  return T_ARR | (c->nsigs++ << SIG_SHIFT);
}
/* The FE_IR_TYPED_* kind a type name or a type denotes, or 0. */
static uint32_t typed_by_name(const char *name) {
  for (uint32_t k = 1; k < FE_IR_TYPED_COUNT; k++)
    if (!strcmp(typed_names[k], name)) return k;
  return 0;
}
static uint32_t typed_of(C *c, ty t) {
  return (t & T_ARR) && !(t & T_ERR) ? (uint32_t)c->sigs[SIGOF(t)]->typed : 0;
}

/* Tuples.  A tuple type is an array type (T_ARR) whose sig lists the
 * element types (tup, n, p[]); its elements are stored as the union of them
 * (ret, the type every array operation sees), so a tuple is an ordinary
 * rt_array at run time: console.log, for-of, length and the array methods
 * need nothing new, and [number, number] is a number[] in the IR.  Reading
 * t[0] with a literal index converts the stored union to that element's
 * type (tuple_elem).  Interned like T[]. */
static ty ty_union(C *c, ty a, ty b);
static int uclash(C *c, ty a, ty b);
static int is_arr(ty t);
static ty mk_tuple(C *c, uint32_t n, const ty *el, int ro) {
  ty u = 0, ts[256];
  if (n > 256) return T_ERR;
  for (uint32_t i = 0; i < n; i++) {
    ty e = el[i];
    if (e & T_ERR) return T_ERR;
    if (e & T_VOID) e = (e & ~T_VOID) | T_UNDEF;
    ts[i] = e;
    if (uclash(c, u, e)) return T_ERR;
    u = ty_union(c, u, e);
  }
  if (!n) u = T_UNDEF;
  for (uint32_t i = 0; i < c->nsigs; i++) {
    sig *s = c->sigs[i];
    if (s->tup && s->ro == ro && s->n == n && !s->nu && !memcmp(s->p, ts, n * sizeof *ts)) return T_ARR | (i << SIG_SHIFT);
  }
  sig *s = fe__alloc(c->A, sizeof *s);
  memset(s, 0, sizeof *s);
  s->arr = 1;
  s->tup = 1;
  s->ro = (uint8_t)ro;
  s->n = n;
  s->p = acopy(c, ts, n * sizeof *ts);
  s->ret = u;
  s->irt = fe_ir_type_array(c->b, irty(c, u));
  c->sigs = grow(c->sigs, &c->capsigs, c->nsigs + 1, sizeof *c->sigs);
  c->sigs[c->nsigs] = s;
  return T_ARR | (c->nsigs++ << SIG_SHIFT);
}
/* The tuple sig of t (an array type, possibly with null/undefined), or NULL. */
static sig *tuple_of(C *c, ty t) {
  if (!(t & T_ARR) || (t & T_ERR)) return NULL;
  sig *s = c->sigs[SIGOF(t)];
  return s->tup ? s : NULL;
}

/* (a: A, b: B) => ret, both required: a callback's contextual type. */
static ty mk_fn2(C *c, ty a, const char *an, ty b, const char *bn, ty ret) {
  ty p[2] = {a, b};
  const char *pn[2] = {an, bn};
  uint8_t opt[2] = {0, 0};
  return mk_fn(c, 2, p, pn, opt, ret);
}

static ty mk_obj(C *c, oty *o) {
  sig *s = fe__alloc(c->A, sizeof *s);
  memset(s, 0, sizeof *s);
  s->o = o;
  s->irt = fe_ir_type_object(c->b);
  c->sigs = grow(c->sigs, &c->capsigs, c->nsigs + 1, sizeof *c->sigs);
  c->sigs[c->nsigs] = s;
  return T_OBJ | (c->nsigs++ << SIG_SHIFT);
}
static oty *uni_common(C *c, ty t);
static oty *objof(C *c, ty t) {
  sig *s = c->sigs[SIGOF(t)];
  if (!s->o && s->nu) {
    oty *o = uni_common(c, t);
    if (o->filling) return o; /* a member is not complete yet: not cached */
    s->o = o;
  }
  return s->o;
}
/* A type that is exactly one object type (no null/undefined). */
static int is_obj(ty t) { return (t & T_OBJ) && !(t & (T_PRIM | T_ERR)); }
static ty elem_of(C *c, ty arr) { return sigof(c, arr)->ret; }
/* Both have a compound part and the parts differ: their union is not representable. */
static int clash(ty a, ty b) {
  return (a & T_CMP) && (b & T_CMP) && ((a & T_CMP) != (b & T_CMP) || SIGOF(a) != SIGOF(b));
}

static uint32_t uni_irty(C *c, ty t);
static uint32_t irty(C *c, ty t) {
  if (t & T_ERR) return FE_IR_T_UNDEFINED;
  if (t & T_UNI) return uni_irty(c, t);
  if (t & T_CMP) return (t & T_PRIM) ? FE_IR_T_VALUE : sigof(c, t)->irt;
  if (t & T_VOID) t = (t & ~T_VOID) | T_UNDEF;
  switch (t) {
  case 0:
  case T_UNDEF: return FE_IR_T_UNDEFINED;
  case T_NULL: return FE_IR_T_NULL;
  case T_BOOL: return FE_IR_T_BOOLEAN;
  case T_NUM: return FE_IR_T_NUMBER;
  case T_STR: return FE_IR_T_STRING;
  default: return FE_IR_T_VALUE;
  }
}

/* ---- types: unions and literal types --------------------------------------
 *
 * A type whose values are restricted beyond its bits (string literal types,
 * `"up" | "down"`, enum types, unions of several object types) has T_UNI: its
 * index names a union sig listing the restricted members, each a literal
 * (lkind | index of a literal sig, never alone in a type) or a type with one
 * compound part.  The type's bits still say which kinds it may hold (a string
 * literal sets T_STR, an object member T_OBJ), so code that tests bits keeps
 * working, and masking a kind away (narrowing) drops that kind's members:
 * uni_members() counts a member only when its kind bit is still set.  A
 * union of objects alone is one object pointer in the IR (every object is
 * the same IR type); its properties are those all members have, read
 * through the per-site cache (uni_common). */

static int assignable(C *c, ty src, ty dst);
static int dict_assignable(C *c, oty *so, oty *dobj); /* see "dictionaries" */
static int is_lit(C *c, ty m) {
  return !(m & (T_CMP | T_ERR)) && SIGOF(m) && SIGOF(m) < c->nsigs && c->sigs[SIGOF(m)]->lkind;
}
static uint32_t sig_push(C *c, sig *s) {
  c->sigs = grow(c->sigs, &c->capsigs, c->nsigs + 1, sizeof *c->sigs);
  c->sigs[c->nsigs] = s;
  return c->nsigs++;
}
static const char *str_lit_key(C *c, const char *disp);
/* A literal member (not a type by itself: see lit_type).  A string's key is
 * its value (the display is its source text, escapes and all). */
static ty mk_lit(C *c, ty kind, const char *key, const char *disp, const void *en) {
  if (kind == T_STR) key = str_lit_key(c, key);
  key = intern(c, key, strlen(key));
  disp = intern(c, disp, strlen(disp));
  if (!c->nsigs) { /* index 0 must not be a literal (a plain type's index is 0) */
    sig *z = fe__alloc(c->A, sizeof *z);
    memset(z, 0, sizeof *z);
    sig_push(c, z);
  }
  for (uint32_t i = 1; i < c->nsigs; i++) {
    sig *s = c->sigs[i];
    if (s->lkind == kind && s->lkey == key && s->ldisp == disp && s->lenum == en) return kind | (i << SIG_SHIFT);
  }
  sig *s = fe__alloc(c->A, sizeof *s);
  memset(s, 0, sizeof *s);
  s->lkind = kind;
  s->lkey = key;
  s->ldisp = disp;
  s->lenum = en;
  return kind | (sig_push(c, s) << SIG_SHIFT);
}
static int lit_same(C *c, ty a, ty b) {
  sig *x = sigof(c, a), *y = sigof(c, b);
  if (x->lkind != y->lkind || x->lkey != y->lkey) return 0;
  /* x fits y: an enum member fits its enum or a plain literal; a plain
     number literal fits a numeric enum's member of that value */
  return x->lenum == y->lenum || !y->lenum || (x->lkind == T_NUM && !x->lenum);
}

/* The members of t: its restricted members whose kind t still has, then one
 * entry per unrestricted primitive bit. */
static uint32_t uni_members(C *c, ty t, ty *out, uint32_t max) {
  uint32_t n = 0;
  if (t & T_ERR) return 0;
  ty restricted = 0;
  if (t & T_UNI) {
    sig *s = sigof(c, t);
    for (uint32_t i = 0; i < s->nu; i++)
      if (is_lit(c, s->u[i])) restricted |= sigof(c, s->u[i])->lkind;
    for (uint32_t i = 0; i < s->nu && n < max; i++) {
      ty m = s->u[i], k = is_lit(c, m) ? sigof(c, m)->lkind : (m & T_CMP);
      if (t & k) out[n++] = m;
    }
  } else if (t & (T_FN | T_ARR | T_OBJ)) {
    out[n++] = t & (T_FN | T_ARR | T_OBJ | T_IDX);
  }
  static const ty prims[] = {T_STR, T_NUM, T_BOOL, T_NULL, T_UNDEF, T_VOID};
  for (int i = 0; i < 6; i++)
    if ((t & prims[i]) && !(restricted & prims[i]) && n < max) out[n++] = prims[i];
  return n;
}

/* The type whose members are ms (deduplicated; a literal absorbed by its
 * whole kind); T_ERR when Kiln cannot represent it (compound members of
 * different kinds, or several non-object ones).  With `alias`, a new named
 * union (a type alias) rather than an interned one. */
static ty uni_build(C *c, const ty *ms, uint32_t n, const char *alias) {
  ty P = 0, keep[256];
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (ms[i] & T_ERR) return T_ERR;
    if (!is_lit(c, ms[i]) && !(ms[i] & T_CMP)) P |= ms[i] & T_PRIM;
  }
  int ti = -1, fi = -1;
  for (uint32_t i = 0; i < n; i++) {
    ty m = ms[i];
    int lit = is_lit(c, m);
    if (!lit && !(m & T_CMP)) continue;
    if (lit && (P & sigof(c, m)->lkind)) continue;
    int dup = 0;
    for (uint32_t j = 0; j < k && !dup; j++)
      dup = keep[j] == m || (lit && is_lit(c, keep[j]) && lit_same(c, m, keep[j]) && lit_same(c, keep[j], m));
    if (dup || k == 256) continue;
    if (lit && sigof(c, m)->lkind == T_BOOL && !sigof(c, m)->lenum) {
      if (sigof(c, m)->lkey[0] == 't') ti = (int)k; else fi = (int)k;
    }
    keep[k++] = m;
  }
  if (ti >= 0 && fi >= 0) { /* true | false is boolean */
    uint32_t w = 0;
    for (uint32_t j = 0; j < k; j++)
      if ((int)j != ti && (int)j != fi) keep[w++] = keep[j];
    k = w;
    P |= T_BOOL;
  }
  ty bits = P, comp = 0;
  uint32_t nl = 0, nk = 0;
  for (uint32_t j = 0; j < k; j++) {
    if (is_lit(c, keep[j])) { nl++; bits |= sigof(c, keep[j])->lkind; continue; }
    if (nk && (keep[j] & T_CMP) != (comp & T_CMP)) return T_ERR;
    nk++;
    comp = keep[j];
    bits |= keep[j] & T_CMP;
  }
  if (nk > 1 && !(comp & T_OBJ)) return T_ERR;
  if (!nl && nk <= 1) return P | comp;
  bits |= T_UNI;
  if (!alias)
    for (uint32_t i = 1; i < c->nsigs; i++) {
      sig *s = c->sigs[i];
      if (s->nu == k && !s->alias && s->full == bits && !memcmp(s->u, keep, k * sizeof *keep)) return bits | (i << SIG_SHIFT);
    }
  sig *s = fe__alloc(c->A, sizeof *s);
  if (nk == 1) *s = *sigof(c, comp); /* one compound part: it reads as that part */
  else memset(s, 0, sizeof *s);
  if (nk > 1) { s->o = NULL; s->irt = fe_ir_type_object(c->b); }
  s->lkind = 0;
  s->nu = k;
  s->u = acopy(c, keep, k * sizeof *keep);
  s->alias = alias;
  s->full = bits;
  return bits | (sig_push(c, s) << SIG_SHIFT);
}
static ty lit_type(C *c, ty m) { return uni_build(c, &m, 1, NULL); }

static ty ty_union(C *c, ty a, ty b) {
  if ((a | b) & T_ERR) return T_ERR;
  if (!((a | b) & T_UNI) && !clash(a, b)) return a | b;
  ty ms[512];
  uint32_t n = uni_members(c, a, ms, 256);
  n += uni_members(c, b, ms + n, 256);
  return uni_build(c, ms, n, NULL);
}
/* The union of a and b is not representable (see uni_build). */
static int uclash(C *c, ty a, ty b) {
  if ((a | b) & T_ERR) return 0;
  if (!((a | b) & T_UNI) && !clash(a, b)) return 0;
  return ty_union(c, a, b) == T_ERR;
}
/* t after narrowing: a union whose bits lost kinds is rebuilt from what is left. */
static ty uni_canon(C *c, ty t) {
  if (!(t & T_UNI)) return t;
  if ((t & ~T_IDX) == sigof(c, t)->full) return t;
  ty ms[256];
  uint32_t n = uni_members(c, t, ms, 256);
  ty r = uni_build(c, ms, n, NULL);
  return r == T_ERR ? t : r;
}
/* Keeps (keep) or removes the kinds in mask m from cur. */
static ty ty_mask(C *c, ty cur, ty m, int keep) {
  ty nt = keep ? (cur & (m | T_IDX)) : (cur & ~m);
  if ((cur & T_UNI) && (nt & (T_PRIM | T_FN | T_ARR | T_OBJ))) nt |= T_UNI | (cur & T_IDX);
  if (!(nt & T_CMP)) nt &= T_PRIM;
  return uni_canon(c, nt);
}

static uint32_t uni_irty(C *c, ty t) {
  if (t & (T_FN | T_ARR | T_OBJ)) return (t & T_PRIM) ? FE_IR_T_VALUE : sigof(c, t)->irt;
  return irty(c, t & T_PRIM);
}

/* Every member of src fits dst. */
static int mem_assignable(C *c, ty m, ty dst) {
  ty ds[256];
  uint32_t n = uni_members(c, dst, ds, 256);
  if (is_lit(c, m)) {
    ty k = sigof(c, m)->lkind;
    for (uint32_t i = 0; i < n; i++) {
      if (is_lit(c, ds[i]) ? lit_same(c, m, ds[i]) : (!(ds[i] & T_CMP) && (ds[i] & k))) return 1;
    }
    return 0;
  }
  if (!(m & T_CMP)) {
    for (uint32_t i = 0; i < n; i++) {
      if (is_lit(c, ds[i])) {
        if (m == T_NUM && sigof(c, ds[i])->lenum && sigof(c, ds[i])->lkind == T_NUM) return 1; /* number to a numeric enum */
        continue;
      }
      if (ds[i] & T_CMP) continue;
      if ((ds[i] & m) || (m == T_UNDEF && ds[i] == T_VOID)) return 1;
    }
    return 0;
  }
  for (uint32_t i = 0; i < n; i++)
    if ((ds[i] & T_CMP) && assignable(c, m, ds[i])) return 1;
  return 0;
}
static int uni_assignable(C *c, ty src, ty dst) {
  ty ms[256];
  uint32_t n = uni_members(c, src, ms, 256);
  for (uint32_t i = 0; i < n; i++)
    if (!mem_assignable(c, ms[i], dst)) return 0;
  return 1;
}

/* The properties every object member of union t has (types united). */
static int find_prop(C *c, ty t, const char *name, prop *out);
static const char *tystr(C *c, ty t);
static void class_layout(C *c, cls *k);
static oty *uni_common(C *c, ty t) {
  sig *s = sigof(c, t);
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  ty obs[256];
  uint32_t no = 0;
  for (uint32_t i = 0; i < s->nu; i++)
    if (s->u[i] & T_OBJ) obs[no++] = s->u[i];
  o->name = s->alias ? s->alias : tystr(c, (s->full & T_OBJ) | T_UNI | (t & T_IDX));
  if (!no) return o;
  for (uint32_t i = 0; i < no; i++) {
    oty *m = c->sigs[SIGOF(obs[i])]->o;
    if (m && (m->filling || (m->k && m->k->state < 2))) o->filling = 1;
  }
  /* candidate names: the first member's properties */
  oty *f = objof(c, obs[0]);
  const char **names = NULL;
  uint32_t nn = 0;
  if (f->k) {
    class_layout(c, f->k);
    names = fe__alloc(c->A, (f->k->nf + f->k->nm + 1) * sizeof *names);
    for (uint32_t i = 0; i < f->k->nf; i++) names[nn++] = f->k->f[i].name;
    for (uint32_t i = 0; i < f->k->nm; i++) names[nn++] = f->k->m[i].name;
  } else {
    names = fe__alloc(c->A, (f->n + 1) * sizeof *names);
    for (uint32_t i = 0; i < f->n; i++) names[nn++] = f->p[i].name;
  }
  for (uint32_t i = 0; i < nn; i++) {
    prop acc, p;
    int ok = 1, seen = 0;
    for (uint32_t j = 0; j < i; j++) if (names[j] == names[i]) seen = 1;
    if (seen) continue;
    memset(&acc, 0, sizeof acc);
    for (uint32_t j = 0; j < no && ok; j++) {
      if (!find_prop(c, obs[j], names[i], &p)) { ok = 0; break; }
      if (!j) { acc = p; continue; }
      ty u;
      if ((acc.t & T_FN) && (p.t & T_FN) && !((acc.t | p.t) & (T_PRIM | T_ERR)) && sigof(c, acc.t)->irt == sigof(c, p.t)->irt &&
          assignable(c, p.t, acc.t))
        u = acc.t; /* methods of the same signature */
      else
        u = ty_union(c, acc.t, p.t);
      if (u == T_ERR && !((acc.t | p.t) & T_ERR)) { ok = 0; break; }
      acc.t = u;
      acc.opt |= p.opt;
      acc.ro |= p.ro;
    }
    if (!ok) continue;
    prop *np = fe__alloc(c->A, (o->n + 1) * sizeof *np);
    if (o->n) memcpy(np, o->p, o->n * sizeof *np);
    np[o->n++] = acc;
    o->p = np;
  }
  return o;
}

/* A literal-only type's base type (an enum: number), else t. */
static ty lit_base(C *c, ty t) {
  (void)c;
  return (t & T_UNI) && !(t & (T_FN | T_ARR | T_OBJ | T_ERR)) ? t & T_PRIM : t;
}

/* The exact type of an expression: its literal type where it has one. */
static ty ex_exact(C *c, ex e) {
  if (e.lt) return e.lt;
  if (e.lit && e.t && !(e.t & ~(T_STR | T_NUM | T_BOOL)) && !(e.t & (e.t - 1)))
    return lit_type(c, mk_lit(c, e.t, e.lit, e.lit, NULL));
  return e.t;
}
static int ex_assignable(C *c, ex e, ty to) {
  return assignable(c, (to & T_UNI) ? ex_exact(c, e) : e.t, to);
}
/* A literal-only type read as a value has its widened type (string, ...);
 * the literal type rides along in lt for assignments and declarations. */
static ex lit_widen(C *c, ex r) {
  if (!(r.t & T_UNI) || (r.t & (T_FN | T_ARR | T_OBJ | T_ERR))) return r;
  ty ms[4];
  if (uni_members(c, r.t, ms, 4) == 1 && is_lit(c, ms[0]) && !r.lit) r.lit = sigof(c, ms[0])->ldisp;
  r.lt = r.t;
  r.t &= T_PRIM;
  return r;
}

typedef struct {
  char *p;
  size_t n, cap;
} sbuf;
static void sb_put(sbuf *b, const char *s) {
  size_t l = strlen(s);
  if (b->n + l + 1 > b->cap) {
    b->cap = (b->n + l + 1) * 2;
    b->p = realloc(b->p, b->cap);
    if (!b->p) abort();
  }
  memcpy(b->p + b->n, s, l + 1);
  b->n += l;
}

static void ty_show(C *c, sbuf *b, ty t, int paren_fn);
static void sig_show(C *c, sbuf *b, sig *s) {
  sb_put(b, "(");
  for (uint32_t i = 0; i < s->n; i++) {
    if (i) sb_put(b, ", ");
    sb_put(b, s->pname[i] ? s->pname[i] : "arg");
    sb_put(b, s->opt[i] ? "?: " : ": ");
    ty_show(c, b, s->p[i], 0);
  }
  sb_put(b, ") => ");
  ty_show(c, b, s->ret, 0);
}
static void ty_show(C *c, sbuf *b, ty t, int paren_fn) {
  if (t & T_ERR) { sb_put(b, "any"); return; }
  if (t == 0) { sb_put(b, "never"); return; }
  if (t & T_ANY) { sb_put(b, "any"); return; }
  if (t & T_UNKNOWN) { sb_put(b, "unknown"); return; }
  if (t & T_UNI) {
    sig *s = sigof(c, t);
    if (s->alias && (t & ~T_IDX) == s->full) { sb_put(b, s->alias); return; }
    ty ms[256];
    uint32_t n = uni_members(c, t, ms, 256);
    for (uint32_t i = 0; i < n; i++) {
      if (i) sb_put(b, " | ");
      if (is_lit(c, ms[i])) sb_put(b, sigof(c, ms[i])->ldisp);
      else ty_show(c, b, ms[i], 1);
    }
    return;
  }
  int first = 1;
#define PART(s) do { if (!first) sb_put(b, " | "); sb_put(b, s); first = 0; } while (0)
  if (t & T_STR) PART("string");
  if (t & T_NUM) PART("number");
  if (t & T_BOOL) PART("boolean");
  if ((t & T_ARR) && typed_of(c, t)) {
    if (!first) sb_put(b, " | ");
    first = 0;
    sb_put(b, typed_names[typed_of(c, t)]);
  } else if ((t & T_ARR) && tuple_of(c, t)) {
    sig *tp = tuple_of(c, t);
    if (!first) sb_put(b, " | ");
    first = 0;
    sb_put(b, tp->ro ? "readonly [" : "[");
    for (uint32_t i = 0; i < tp->n; i++) {
      if (i) sb_put(b, ", ");
      ty_show(c, b, tp->p[i], 0);
    }
    sb_put(b, "]");
  } else if (t & T_ARR) {
    ty e = elem_of(c, t);
    ty parts = e & (T_PRIM | T_CMP);
    int paren = (e & T_FN) || (parts & (parts - 1)) != 0;
    if (!first) sb_put(b, " | ");
    first = 0;
    if (paren) sb_put(b, "(");
    ty_show(c, b, e, 0);
    sb_put(b, paren ? ")[]" : "[]");
  }
  if (t & T_FN) {
    int multi = (t & T_PRIM) != 0;
    if (!first) sb_put(b, " | ");
    first = 0;
    if (multi || paren_fn) sb_put(b, "(");
    sig_show(c, b, sigof(c, t));
    if (multi || paren_fn) sb_put(b, ")");
  }
  if (t & T_OBJ) {
    oty *o = objof(c, t);
    if (!first) sb_put(b, " | ");
    first = 0;
    if (o->name) {
      sb_put(b, o->name);
    } else if (o->n == 0) {
      sb_put(b, "{}");
    } else {
      sb_put(b, "{ ");
      for (uint32_t i = 0; i < o->n; i++) {
        if (o->p[i].ro) sb_put(b, "readonly ");
        sb_put(b, o->p[i].name);
        sb_put(b, o->p[i].opt ? "?: " : ": ");
        ty_show(c, b, o->p[i].opt ? o->p[i].t & ~(ty)T_UNDEF : o->p[i].t, 0);
        sb_put(b, "; ");
      }
      sb_put(b, "}");
    }
  }
  if (t & T_NULL) PART("null");
  if (t & T_UNDEF) PART("undefined");
  if (t & T_VOID) PART("void");
#undef PART
}
static const char *tystr(C *c, ty t) {
  sbuf b = {0};
  ty_show(c, &b, t, 0);
  char *r = fe__strndup(c->A, b.p ? b.p : "", b.n);
  free(b.p);
  return r;
}
/* Map<K, V> and Set<T> (see "Map and Set" below): interned object types. */
enum { COLL_MAP = 1, COLL_SET = 2 };
static ty mk_coll(C *c, int kind, ty k, ty v) {
  if ((k | v) & T_ERR) return T_ERR;
  if (k & T_VOID) k = (k & ~T_VOID) | T_UNDEF;
  if (v & T_VOID) v = (v & ~T_VOID) | T_UNDEF;
  for (uint32_t i = 0; i < c->nsigs; i++) {
    oty *o = c->sigs[i]->o;
    if (o && o->coll == kind && !o->coll_ro && o->key == k && o->val == v) return T_OBJ | (i << SIG_SHIFT);
  }
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->coll = (uint8_t)kind;
  o->key = k;
  o->val = v;
  sbuf b = {0};
  sb_put(&b, kind == COLL_MAP ? "Map<" : "Set<");
  ty_show(c, &b, k, 0);
  if (kind == COLL_MAP) {
    sb_put(&b, ", ");
    ty_show(c, &b, v, 0);
  }
  sb_put(&b, ">");
  o->name = fe__strndup(c->A, b.p, b.n);
  free(b.p);
  return mk_obj(c, o);
}
/* ReadonlyMap<K, V> / ReadonlySet<T> of the Map or Set type t. */
static ty mk_coll_ro(C *c, ty t) {
  if (t & T_ERR) return t;
  oty *src = c->sigs[SIGOF(t)]->o;
  for (uint32_t i = 0; i < c->nsigs; i++) {
    oty *o = c->sigs[i]->o;
    if (o && o->coll == src->coll && o->coll_ro && o->key == src->key && o->val == src->val) return T_OBJ | (i << SIG_SHIFT);
  }
  oty *o = fe__alloc(c->A, sizeof *o);
  *o = *src;
  o->coll_ro = 1;
  size_t n = strlen(src->name);
  char *name = fe__alloc(c->A, n + 9);
  memcpy(name, "Readonly", 8);
  memcpy(name + 8, src->name, n + 1);
  o->name = name;
  return mk_obj(c, o);
}

/* How an expression's type is shown in "Type 'X' is not assignable to type
 * 'Y'": tsc keeps a literal type only when the target could hold one. */
static const char *exstr(C *c, ex e, ty target) {
  if (e.lit && (target & (T_UNDEF | T_NULL | T_VOID | T_BOOL | T_UNI))) return e.lit;
  return tystr(c, e.t);
}

static int sig_assignable(C *c, sig *src, sig *dst);
static int assignable(C *c, ty src, ty dst);

/* The property `name` of object type t, as a structural property (a
 * class's public field, accessor or method); 0 if it has none. */
static void class_layout(C *c, cls *k);
static int method_ensure(C *c, cmember *m, TSNode use, int build);
static cmember *canon(cmember *m);
static int find_prop(C *c, ty t, const char *name, prop *out) {
  oty *o = objof(c, t);
  if (!o->k) {
    for (uint32_t i = 0; i < o->n; i++)
      if (o->p[i].name == name) { *out = o->p[i]; return 1; }
    return 0;
  }
  cls *k = o->k;
  class_layout(c, k);
  for (uint32_t i = 0; i < k->nf; i++)
    if (k->f[i].name == name && k->fvis[i] == P_PUBLIC) { *out = k->f[i]; return 1; }
  for (uint32_t i = 0; i < k->nm; i++)
    if (k->m[i].name == name && k->m[i].vis == P_PUBLIC) {
      if (!method_ensure(c, &k->m[i], k->m[i].decl, 0)) return 0;
      out->name = name;
      out->t = canon(&k->m[i])->t;
      out->opt = 0;
      out->ro = k->m[i].kind == M_GETTER;
      for (uint32_t j = 0; j < k->nm; j++)
        if (k->m[j].name == name && k->m[j].kind == M_SETTER) out->ro = 0;
      return 1;
    }
  return 0;
}

static int is_subclass(cls *a, cls *b) {
  for (; a; a = a->parent)
    if (a == b) return 1;
  return 0;
}

/* Promises and async functions (see "promises and async functions"). */
static ty mk_promise(C *c, ty v);
static oty *giter_of(C *c, ty t);
static ex giter_to_array(C *c, ex g);
static uint32_t giter_for_of(C *c, TSNode n, const char *label, ex o);
static int is_gen_type_name(C *c, TSNode nm);
static ty gen_iter_type(C *c, TSNode n);
static ty mk_generator(C *c, ty y, ty r);
static uint32_t gen_return_stmt(C *c, fnctx *f, TSNode vn);
static ex yield_expr(C *c, TSNode n);
static ty type_op(C *c, TSNode n);
static int has_type_query(TSNode n);
static int type_uses_query(C *c, TSNode tn);
static uint32_t yield_delegate_stmt(C *c, TSNode n);
static oty *prom_of(C *c, ty t);
static ty awaited(C *c, ty t);
static ty prom_type(C *c, TSNode n);
static ex await_expr(C *c, TSNode n);
static ex prom_get(C *c, TSNode propn, ex o, const char *name);
static ex prom_new(C *c, TSNode n, ty expect);

/* Structural assignability of object types (pairs being compared are assumed
 * to fit, which settles recursive types). */
static int obj_assignable(C *c, ty src, ty dst) {
  static __thread struct { ty s, d; } stack[64];
  static __thread int depth;
  if (SIGOF(src) == SIGOF(dst)) return 1;
  oty *so = objof(c, src), *dobj = objof(c, dst);
  if (so->prom || dobj->prom) return so->prom && dobj->prom && assignable(c, so->val, dobj->val);
  if (so->native || dobj->native) return so->native == dobj->native;
  if (so->coll || dobj->coll) /* covariant, as tsc's method bivariance makes it */
    return so->coll == dobj->coll && (!so->coll_ro || dobj->coll_ro) && assignable(c, so->key, dobj->key) &&
           assignable(c, so->val, dobj->val);
  if (so->k && dobj->k && is_subclass(so->k, dobj->k)) return 1;
  if (!dict_assignable(c, so, dobj)) return 0;
  for (int i = 0; i < depth; i++)
    if (stack[i].s == src && stack[i].d == dst) return 1;
  if (depth == 64) return 1;
  stack[depth].s = src;
  stack[depth].d = dst;
  depth++;
  int ok = 1;
  if (dobj->k) {
    /* a class type: structurally, its public members (coerce refuses
       instances of other classes, which Kiln lays out differently) */
    cls *k = dobj->k;
    class_layout(c, k);
    for (uint32_t i = 0; ok && i < k->nf; i++) {
      if (k->fvis[i] != P_PUBLIC) { ok = 0; break; } /* private members are nominal */
      prop sp;
      if (!find_prop(c, src, k->f[i].name, &sp)) ok = k->f[i].opt;
      else ok = assignable(c, sp.t, k->f[i].t);
    }
    for (uint32_t i = 0; ok && i < k->nm; i++) {
      prop sp, dp;
      if (k->m[i].vis != P_PUBLIC) { ok = 0; break; }
      if (!find_prop(c, dst, k->m[i].name, &dp)) continue;
      if (!find_prop(c, src, k->m[i].name, &sp)) ok = 0;
      else ok = assignable(c, sp.t, dp.t);
    }
  } else {
    for (uint32_t i = 0; ok && i < dobj->n; i++) {
      prop sp;
      if (!find_prop(c, src, dobj->p[i].name, &sp)) ok = dobj->p[i].opt;
      else ok = assignable(c, sp.t, dobj->p[i].t);
    }
  }
  depth--;
  return ok;
}

/* The tuple rules on top of the element check: a tuple fits a tuple of the
 * same length element by element, an array never fits a tuple, and a
 * readonly tuple fits no mutable tuple. */
static int tuple_assignable(C *c, ty src, ty dst) {
  sig *s = tuple_of(c, src), *d = tuple_of(c, dst);
  if (!d) return 1; /* (readonly T[] is a T[] in Kiln, so a readonly tuple fits arrays) */
  if (!s || s->n != d->n || (s->ro && !d->ro)) return 0;
  for (uint32_t i = 0; i < s->n; i++)
    if (!assignable(c, s->p[i], d->p[i])) return 0;
  return 1;
}

static int assignable(C *c, ty src, ty dst) {
  if ((src & T_ERR) || (dst & T_ERR)) return 1;
  if (dst & T_UNKNOWN) return 1;
  if (src & T_ANY) return 1;
  if (src & T_UNKNOWN) return 0;
  if ((src | dst) & T_UNI) return uni_assignable(c, src, dst);
  ty sp = src & T_PRIM, dp = dst & T_PRIM;
  if (dp & T_VOID) dp |= T_UNDEF;
  if (sp & ~dp) return 0;
  if (src & T_ARR) {
    if (!(dst & T_ARR)) return 0;
    if (!tuple_assignable(c, src, dst)) return 0;
    if (SIGOF(src) != SIGOF(dst) && (typed_of(c, src) || typed_of(c, dst) || !assignable(c, elem_of(c, src), elem_of(c, dst))))
      return 0;
  }
  if (src & T_FN) {
    if (!(dst & T_FN)) return 0;
    if (SIGOF(src) != SIGOF(dst) && !sig_assignable(c, sigof(c, src), sigof(c, dst))) return 0;
  }
  if (src & T_OBJ) {
    if (!(dst & T_OBJ)) return 0;
    if (!obj_assignable(c, src, dst)) return 0;
  }
  return 1;
}
static int sig_assignable(C *c, sig *s, sig *d) {
  if (s->min > d->n) return 0;
  for (uint32_t i = 0; i < s->n && i < d->n; i++) {
    ty dp = d->opt[i] ? d->p[i] | T_UNDEF : d->p[i];
    ty sp = s->opt[i] ? s->p[i] | T_UNDEF : s->p[i];
    if (!assignable(c, dp, sp)) return 0;
  }
  if (d->ret & T_VOID && !(d->ret & ~T_VOID)) return 1;
  return assignable(c, s->ret, d->ret);
}

/* ---- IR helpers ----------------------------------------------------------- */

static uint32_t node(C *c, fe_ir_op op, uint32_t flags, uint32_t type, uint32_t a, uint32_t b, uint32_t cc) {
  return fe_ir_node_add(c->b, op, flags, type, a, b, cc);
}
static uint32_t undef_node(C *c) { return node(c, FE_IR_UNDEF, 0, FE_IR_T_UNDEFINED, 0, 0, 0); }

/* Converts node n of checker type `from` to the IR type of `to`: boxing, or
 * the JavaScript conversion String(x)/Number(x)/Boolean(x), which from a
 * VALUE works for whatever tag it holds.  Never an unbox to a function type:
 * callers ensure `to` is a function type only when `from` already is one. */
static uint32_t convto(C *c, uint32_t n, ty from, ty to) {
  uint32_t f = irty(c, from), t = irty(c, to);
  if (f == t || ((from | to) & T_ERR)) return n;
  /* VALUE to an array type: callers only get here when the value is known to
     hold such an array (or undefined, which unboxes to NULL: the runtime
     throws JS's TypeError on it). */
  if (f == FE_IR_T_VALUE && (to & T_ARR) && !(to & T_PRIM))
    return node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, t, n, 0, 0);
  return node(c, FE_IR_CONVERT, 0, t, n, 0, 0);
}
/* Like convto, but an unchecked unbox when n is a VALUE: only where the flow
 * proves that n holds a value of type `to` (a narrowed local, the value just
 * stored, a parameter known not to be undefined). */
static uint32_t unbox(C *c, uint32_t n, ty from, ty to) {
  uint32_t f = irty(c, from), t = irty(c, to);
  if (f == t || ((from | to) & T_ERR)) return n;
  return node(c, FE_IR_CONVERT, f == FE_IR_T_VALUE ? FE_IR_CONV_UNBOX : 0, t, n, 0, 0);
}
static uint32_t convir(C *c, uint32_t n, uint32_t irt) {
  if (fe_ir_node_type(c->b, n) == irt) return n;
  return node(c, FE_IR_CONVERT, 0, irt, n, 0, 0);
}

static uint32_t block_of(C *c, const uint32_t *items, uint32_t n) {
  uint32_t at = fe_ir_list_add(c->b, items, n);
  return node(c, FE_IR_BLOCK, 0, 0, 0, at, n);
}
static uint32_t empty_block(C *c) { return block_of(c, NULL, 0); }

/* ---- captured variables ------------------------------------------------------ */

/* What the pre-pass (collect_fn_names) found about a declaration. */
enum { CAP_CAPTURED = 1, CAP_ASSIGNED = 2, CAP_BYDECL = 4 };
static uint8_t capflags(C *c, TSNode id);

static uint32_t env_ty(C *c) {
  if (!c->envt) c->envt = fe_ir_type_env(c->b);
  return c->envt;
}

/* Sets how y is stored from the pre-pass's findings about its declaring identifier. */
static void sym_capflags(C *c, sym *y, TSNode id) {
  uint8_t f = capflags(c, id);
  if (!(f & CAP_CAPTURED)) return;
  y->boxed = (f & (CAP_ASSIGNED | CAP_BYDECL)) != 0;
  y->captured = !y->boxed;
}

/* The env slot of function f that holds y, a variable of an enclosing function. */
static uint32_t cap_slot(fnctx *f, sym *y) {
  for (uint32_t i = 0; i < f->ncaps; i++)
    if (f->caps[i] == y) return i;
  f->caps = grow(f->caps, &f->capcaps, f->ncaps + 1, sizeof *f->caps);
  f->caps[f->ncaps] = y;
  return f->ncaps++;
}

/* What holds y, seen from code of function f: y's box when y is boxed,
 * else y's value.  Not for IR globals. */
static uint32_t var_home(C *c, fnctx *f, sym *y) {
  uint32_t t = y->boxed ? env_ty(c) : irty(c, y->t);
  if (y->owner == f) return node(c, FE_IR_LOCAL, 0, t, y->slot, 0, 0);
  uint32_t env = node(c, FE_IR_SELF_ENV, 0, env_ty(c), 0, 0, 0);
  return node(c, FE_IR_ENV_GET, 0, t, env, cap_slot(f, y), 0);
}

static uint32_t var_load(C *c, fnctx *f, sym *y) {
  uint32_t h = var_home(c, f, y);
  return y->boxed ? node(c, FE_IR_ENV_GET, 0, irty(c, y->t), h, 0, 0) : h;
}

/* A new box for y in its slot: `slot = new ENV(1)`. */
static uint32_t box_new(C *c, sym *y) {
  uint32_t e = node(c, FE_IR_ENV_NEW, 0, env_ty(c), 1, 0, 0);
  return node(c, FE_IR_EXPR, 0, 0, node(c, FE_IR_SET_LOCAL, 0, env_ty(c), y->slot, e, 0), 0, 0);
}

/* The capture list of a closure made by code of function f: the homes of
 * the variables the new function captures, in its env slot order. */
static uint32_t caps_list(C *c, fnctx *f, sym *const *caps, uint32_t n) {
  uint32_t v[256];
  if (n > 256) n = 256; /* checked by fn_build */
  for (uint32_t i = 0; i < n; i++) v[i] = var_home(c, f, caps[i]);
  return fe_ir_list_add(c->b, v, n);
}

/* ---- flow ------------------------------------------------------------------ */

/* Does the dotted path have a segment `name`? */
static int path_has(const char *path, const char *name) {
  size_t l = strlen(name);
  for (const char *p = path; p; p = strchr(p, '.'), p = p ? p + 1 : NULL)
    if (!strncmp(p, name, l) && (p[l] == 0 || p[l] == '.')) return 1;
  return 0;
}
static narrow *nw_find(flow *f, sym *s, const char *path) {
  for (narrow *n = f->nw; n; n = n->next) {
    if (n->kill) {
      if (path && n->s == s && n->path[0] == '*') return NULL;
      if (path && !n->s && path_has(path, n->path)) return NULL;
      continue;
    }
    if (n->s == s && n->path == path) return n; /* paths are interned */
  }
  return NULL;
}
static void nw_push(C *c, flow *f, sym *s, const char *path, ty t, int kill) {
  narrow *n = fe__alloc(c->A, sizeof *n);
  n->s = s;
  n->t = t;
  n->path = path;
  n->kill = kill;
  n->next = f->nw;
  f->nw = n;
}
static ty narrowed(C *c, sym *s) {
  narrow *n = nw_find(&c->fl, s, NULL);
  return n ? n->t : s->t;
}
static void narrow_set(C *c, flow *f, sym *s, ty t) { nw_push(c, f, s, NULL, t, 0); }
static ty narrow_in(flow *f, sym *s) {
  narrow *n = nw_find(f, s, NULL);
  return n ? n->t : s->t;
}
/* s was assigned: the narrowings of its properties are gone. */
static void narrow_kill_paths(C *c, flow *f, sym *s) { nw_push(c, f, s, "*", 0, 1); }
static flow join(C *c, flow a, flow b) {
  if (a.dead) return b;
  if (b.dead) return a;
  flow r;
  memset(&r, 0, sizeof r);
  for (int i = 0; i < DA_MAX / 64; i++) r.da[i] = a.da[i] & b.da[i];
  /* Keep a narrowing only where both sides have one; union their types. */
  for (narrow *n = a.nw; n; n = n->next) {
    if (n->kill) continue;
    int seen = 0;
    for (narrow *m = a.nw; m != n; m = m->next)
      if (!m->kill && m->s == n->s && m->path == n->path) { seen = 1; break; }
    if (seen) continue;
    narrow *na = nw_find(&a, n->s, n->path), *nb = nw_find(&b, n->s, n->path);
    if (!na || (!nb && n->path)) continue;
    ty ta = na->t, tb = nb ? nb->t : n->s->t;
    if (uclash(c, ta, tb)) continue;
    ty u = ty_union(c, ta, tb);
    if (!n->path && u == n->s->t) continue;
    nw_push(c, &r, n->s, n->path, u, 0);
  }
  return r;
}
static void da_set(flow *f, sym *s) {
  if (s->da >= 0) f->da[s->da / 64] |= (uint64_t)1 << (s->da % 64);
}
static void da_clear(flow *f, sym *s) {
  if (s->da >= 0) f->da[s->da / 64] &= ~((uint64_t)1 << (s->da % 64));
}
static int da_has(flow *f, sym *s) {
  return s->da < 0 || (f->da[s->da / 64] >> (s->da % 64) & 1);
}

/* ---- scopes --------------------------------------------------------------- */

static scope *scope_push(C *c) {
  scope *s = fe__alloc(c->A, sizeof *s);
  s->parent = c->sc;
  s->fn = c->fn;
  c->sc = s;
  return s;
}
/* Names are interned (text()), so they compare by pointer.  A scope with
 * many symbols (a module with thousands of functions) gets a hash table;
 * the newest symbol of a name wins, as in the list. */
#define SCOPE_TAB_MIN 16
static uint32_t ptr_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  return (uint32_t)((x * 0x9E3779B97F4A7C15ull) >> 32);
}
static void scope_tab_put(scope *s, sym *y) {
  uint32_t i = ptr_hash(y->name) & (s->cap - 1);
  for (; s->tab[i]; i = (i + 1) & (s->cap - 1))
    if (s->tab[i]->name == y->name) break;
  s->tab[i] = y;
}
static sym *scope_find_here(scope *s, const char *name) {
  if (s->tab) {
    for (uint32_t i = ptr_hash(name) & (s->cap - 1); s->tab[i]; i = (i + 1) & (s->cap - 1))
      if (s->tab[i]->name == name) return s->tab[i];
    return NULL;
  }
  for (sym *y = s->syms; y; y = y->next)
    if (y->name == name) return y;
  return NULL;
}
static sym *lookup(C *c, const char *name) {
  for (scope *s = c->sc; s; s = s->parent) {
    sym *y = scope_find_here(s, name);
    if (y) return y->kind == S_IMPORT ? y->imp : y;
  }
  return NULL;
}
static sym *sym_add(C *c, scope *s, const char *name, int kind) {
  sym *y = fe__alloc(c->A, sizeof *y);
  y->name = name;
  y->kind = (uint8_t)kind;
  y->da = -1;
  y->irfn = FE_IR_NONE;
  y->owner = s->fn;
  y->declscope = s;
  y->next = s->syms;
  s->syms = y;
  s->nsyms++;
  if (s->nsyms >= SCOPE_TAB_MIN && s->nsyms * 2 > s->cap) {
    /* (re)build from the list, oldest first, so newer symbols win */
    s->cap = s->cap ? s->cap * 2 : 64;
    s->tab = fe__alloc(c->A, s->cap * sizeof *s->tab);
    sym **all = malloc(s->nsyms * sizeof *all);
    if (!all) abort();
    uint32_t k = 0;
    for (sym *z = s->syms; z; z = z->next) all[k++] = z;
    while (k) scope_tab_put(s, all[--k]);
    free(all);
  } else if (s->tab) {
    scope_tab_put(s, y);
  }
  return y;
}

static uint32_t name_hash(const char *s) {
  uint32_t h = 2166136261u;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}
/* fnnames is an open-addressing hash set (capfnnames a power of two). */
static int used_in_function(C *c, const char *name) {
  if (!c->capfnnames) return 0;
  for (uint32_t i = name_hash(name) & (c->capfnnames - 1);; i = (i + 1) & (c->capfnnames - 1)) {
    if (!c->fnnames[i]) return 0;
    if (!strcmp(c->fnnames[i], name)) return 1;
  }
}
static void fnnames_add(C *c, const char *name) {
  if (used_in_function(c, name)) return;
  if ((c->nfnnames + 1) * 2 > c->capfnnames) {
    uint32_t oldcap = c->capfnnames;
    const char **old = c->fnnames;
    c->capfnnames = oldcap ? oldcap * 2 : 64;
    c->fnnames = calloc(c->capfnnames, sizeof *c->fnnames);
    if (!c->fnnames) abort();
    for (uint32_t k = 0; k < oldcap; k++)
      if (old[k]) {
        uint32_t i = name_hash(old[k]) & (c->capfnnames - 1);
        while (c->fnnames[i]) i = (i + 1) & (c->capfnnames - 1);
        c->fnnames[i] = old[k];
      }
    free(old);
  }
  uint32_t i = name_hash(name) & (c->capfnnames - 1);
  while (c->fnnames[i]) i = (i + 1) & (c->capfnnames - 1);
  c->fnnames[i] = name;
  c->nfnnames++;
}

static uint32_t local_add(C *c, fnctx *f, const char *name, uint32_t irt) {
  f->lname = grow(f->lname, &f->caplocals, f->nlocals + 1, sizeof *f->lname);
  f->ltype = realloc(f->ltype, f->caplocals * sizeof *f->ltype);
  if (!f->ltype) abort();
  f->lname[f->nlocals] = name;
  f->ltype[f->nlocals] = irt;
  return f->nlocals++;
}

/* ---- forward declarations ------------------------------------------------- */

static ex expr(C *c, TSNode n, ty expect);
/* An element read (o[k]) or a property read (a dictionary's o.key) that an
 * undefined-keeping context (expect T_UNDEF) reads boxed. */
static int keeps_undef(TSNode n) { return !strcmp(ts_node_type(n), "subscript_expression") || !strcmp(ts_node_type(n), "member_expression"); }
static ex str_of(C *c, ex e, TSNode at);
static uint32_t str_node(C *c, const uint16_t *u, uint32_t n);
static uint32_t module_export_stmt(C *c, TSNode n);
static sym *module_ns_member(C *c, TSNode mem, int *bad);
static sym *module_find_export(C *c, uint32_t mi, const char *name, int depth);
static int module_is_import(C *c, const char *name);
static uint32_t stmt(C *c, TSNode n);
static ty type_of(C *c, TSNode n);
static void fn_decl_check(C *c, sym *f);
static int fn_decl_ensure(C *c, sym *f, TSNode use);
static ex fn_value(C *c, TSNode n, ty expect, sym *self);
static int fn_sig_annotated(C *c, TSNode n, ty *out);
static int fn_sig_void(C *c, TSNode n, ty *out);
static int mentions(C *c, TSNode n, const char *name);
static void narrow_cond(C *c, TSNode n, int truth, flow *f);

struct fnjob {
  TSNode params, body, rettype, whole;
  const char *name;
  cls *k;       /* a method (or constructor) of class k: `this` is its object */
  cls *ctor_of; /* the constructor of class ctor_of */
  ty this_t;    /* an object literal's method: `this` is its object, of this type */
  cls *static_of; /* a static method of class static_of */
  sig *ctx;     /* contextual signature */
  sym *self;    /* S_FUNC symbol (declarations) or NULL */
  scope *outer; /* scope the function is declared in */
  uint32_t irfn; /* already declared, or FE_IR_NONE */
  sym **caps;   /* out: the variables of enclosing functions it captures */
  uint32_t ncaps;
};
typedef struct fnjob fnjob;
static void ctor_build(C *c, cls *k);
static scope *class_scope(C *c, cls *k);
static sym *narrowable_p(C *c, TSNode n, const char **path);
static ex obj_get(C *c, TSNode at, TSNode propn, ex o, const char *name);
static ex obj_set(C *c, TSNode at, TSNode propn, uint32_t o, ty ot, const char *name, ex v, TSNode vn);
static ex this_expr(C *c, TSNode n);
static ex obj_lit(C *c, TSNode n, ty expect);
/* dictionaries (see "dictionaries" at the end) */
static ty record_type(C *c, TSNode n);
static void dict_signature(C *c, oty *o, TSNode m);
static void dict_name(C *c, oty *o);
static ex dict_get_node(C *c, uint32_t on, uint32_t key, ty vt, ty expect);
static uint32_t dict_set_node(C *c, uint32_t on, uint32_t key, uint32_t val);
static ex dict_index(C *c, TSNode n, TSNode idx, ex o, ty expect);
static int dict_place(C *c, TSNode lhs, TSNode rhs, const char *bop, int upd, TSNode whole, ex o, ex *out);
static ex delete_expr(C *c, TSNode n, TSNode an);
static int lit_spreads_dict(C *c, TSNode n);
static ex dict_lit(C *c, TSNode n, ty want);
static ty mk_dict(C *c, ty k, ty v);
static ex instance_of(C *c, TSNode n, TSNode ln, TSNode rn);
static void class_declare(C *c, TSNode s);
static void class_check_bodies(C *c, cls *k);
static void class_overrides(C *c, cls *k);
static uint32_t this_decl(C *c, fnctx *f, cls *k, ty tt, TSNode key);
static uint32_t class_inits(C *c, cls *k, uint32_t *out, uint32_t max);
static int method_ensure(C *c, cmember *m, TSNode use, int build);
static cmember *canon(cmember *m);
/* generics (see "generics" below) */
static gdecl *gen_new(C *c, int kind, const char *name, TSNode decl, TSNode fn, TSNode tps);
static gdecl *gen_of_sym(sym *y);
static ty gen_type_ref(C *c, gdecl *g, TSNode n, TSNode targs);
static cls *gen_base(C *c, cls *k, cls *base, TSNode clause);
static int gen_skip_member(cls *k, int is_static);
static void gen_method_add(C *c, cls *k, TSNode m, const char *name, int is_static);
static ex gen_class_new(C *c, TSNode n, cls *t, ty expect);
static ex gen_value(C *c, TSNode n, const char *name);
static ex gen_fn_value(C *c, TSNode n, gdecl *g, ty expect);
static void gen_const_fn(C *c, sym *y, TSNode d, TSNode fn);
static void gen_check_pending(C *c);
static void gen_filled(C *c, ty t);
static int gen_has_base(C *c, cls *k);
static const char *gen_cls_name(C *c, cls *k);

static ex mk(uint32_t n, ty t) {
  ex e = {n, t, NULL};
  return e;
}
enum { MOD_NONE, MOD_HTTP, MOD_CRYPTO, MOD_URL, MOD_NET, MOD_GLOBAL, MOD_BUFFER /* Buffer's statics */, MOD_FS,
       MOD_FS_PROMISES };
typedef struct nfunc { /* a function of a built-in module */
  int mod;
  const char *name;
  int id;
  const char *ret, *params;
} nfunc;
static ty nat_type(C *c, int k);
static int in_prelude(C *c, uint32_t pos);
static ex nat_emit(C *c, int id, uint32_t *args, uint32_t n, ty ret, TSNode at);
static ex nat_get(C *c, TSNode at, TSNode propn, ex o, const char *name);
static ex nat_set(C *c, TSNode at, TSNode propn, uint32_t o, ty ot, const char *name, ex v, TSNode vn);
static int nat_import(C *c, TSNode s);
static int nat_module(const char *spec, size_t n);
static ty nat_ns_type(C *c, TSNode n);
static int is_process_env(C *c, TSNode n);
static ex process_env(C *c, TSNode at, uint32_t name);
static ex url_new(C *c, TSNode n);
static ty mk_match_arr(C *c);
static ex regex_lit(C *c, TSNode n);
static ex regexp_new(C *c, TSNode n);
static ex date_new(C *c, TSNode n);
static int regex_arg(C *c, TSNode n);
static int native_instanceof(C *c, TSNode rn);
static int nat_kind(C *c, ty t);
static ex native_instance_of(C *c, TSNode ln, int kind);
static ex text_codec_new(C *c, TSNode n, int encoder);
static ex err_ex(C *c) { return mk(undef_node(c), T_ERR); }

static uint32_t str_cstr(C *c, const char *s) {
  uint16_t u[256];
  uint32_t k = 0;
  for (; *s && k < 256; s++) u[k++] = (uint8_t)*s;
  return str_node(c, u, k);
}

/* A function of type `ft` standing in for a value that was asserted to be a
 * function but is not one: calling it fails the way Node does
 * (it throws a TypeError "x is not a function"). */
static uint32_t not_a_function(C *c, ty ft, const char *what, int depth) {
  sig *s = sigof(c, ft);
  uint32_t f = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, what), s->irt, 0, 0);
  for (uint32_t i = 0; i < s->n; i++)
    fe_ir_func_local(c->b, f, fe_ir_string_cstr(c->b, s->pname[i] ? s->pname[i] : "arg"),
                     irty(c, s->opt[i] ? s->p[i] | T_UNDEF : s->p[i]), 1);
  char msg[200];
  snprintf(msg, sizeof msg, "%.150s is not a function", what);
  uint32_t st[3], arg = str_cstr(c, msg);
  st[0] = node(c, FE_IR_EXPR, 0, 0, node(c, FE_IR_BUILTIN, 0, FE_IR_T_UNDEFINED, FE_IR_B_THROW_TYPE_ERROR,
                                          fe_ir_list_add(c->b, &arg, 1), 1), 0, 0);
  st[1] = empty_block(c);
  /* Never reached; the return value only has to have the right type. */
  uint32_t rv = FE_IR_NONE, rt = irty(c, s->ret);
  if ((s->ret & T_FN) && !(s->ret & T_PRIM)) {
    if (depth < 8) rv = node(c, FE_IR_FUNC, 0, rt, not_a_function(c, s->ret, what, depth + 1), 0, 0);
  } else if (rt != FE_IR_T_UNDEFINED && rt != FE_IR_T_VALUE && (s->ret & (T_OBJ | T_ARR | T_UNI))) {
    /* an object or array (a Promise of an abstract async method): no conversion from undefined exists */
    rv = node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, rt, convir(c, undef_node(c), FE_IR_T_VALUE), 0, 0);
  } else if (rt != FE_IR_T_UNDEFINED) {
    rv = convir(c, undef_node(c), rt);
  }
  st[2] = node(c, FE_IR_RETURN, 0, 0, rv, 0, 0);
  fe_ir_func_body(c->b, f, block_of(c, st, 3));
  return f;
}

/* `x!`, `x as T` and a narrowed IR global: the checker's type says n holds a
 * `to`, but nothing at run time proves it, so this never unboxes blindly.  A
 * primitive target gets the JavaScript conversion (a value that lied stays
 * printable); a function target tests the tag first. */
static uint32_t assert_conv(C *c, uint32_t n, ty from, ty to, TSNode at) {
  uint32_t f = irty(c, from), t = irty(c, to);
  if (f == t || ((from | to) & T_ERR)) return n;
  if ((to & T_ARR) && f == FE_IR_T_VALUE && (from & (T_NUM | T_STR | T_BOOL | T_FN)) && (from & T_ARR) && !(to & T_PRIM)) {
    /* (tmp = n, Array.isArray(tmp) ? unbox tmp : unbox undefined), the latter NULL: using it throws JS's TypeError */
    uint32_t tmp = local_add(c, c->fn, "", FE_IR_T_VALUE);
    uint32_t set = node(c, FE_IR_SET_LOCAL, 0, FE_IR_T_VALUE, tmp, n, 0);
    uint32_t arg = node(c, FE_IR_LOCAL, 0, FE_IR_T_VALUE, tmp, 0, 0);
    uint32_t test = node(c, FE_IR_BUILTIN, 0, FE_IR_T_BOOLEAN, FE_IR_B_ARRAY_IS_ARRAY, fe_ir_list_add(c->b, &arg, 1), 1);
    uint32_t yes = node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, t, node(c, FE_IR_LOCAL, 0, FE_IR_T_VALUE, tmp, 0, 0), 0, 0);
    uint32_t no = node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, t, convir(c, undef_node(c), FE_IR_T_VALUE), 0, 0);
    return node(c, FE_IR_SEQ, 0, t, set, node(c, FE_IR_COND, 0, t, test, yes, no), 0);
  }
  if ((to & T_ARR) && f == FE_IR_T_VALUE && (from & (T_NUM | T_STR | T_BOOL | T_FN))) {
    ERR(c, at, "unsupported: asserting a value of type '%s' to be an array", tystr(c, from));
    return n;
  }
  if (f != FE_IR_T_VALUE || !(to & T_FN) || (to & T_PRIM)) return convto(c, n, from, to); /* arrays: see convto */
  /* (tmp = n, typeof tmp === "function" ? unbox tmp : not_a_function) */
  uint32_t tmp = local_add(c, c->fn, "", FE_IR_T_VALUE);
  uint32_t set = node(c, FE_IR_SET_LOCAL, 0, FE_IR_T_VALUE, tmp, n, 0);
  uint32_t tof = node(c, FE_IR_UNARY, FE_IR_TYPEOF, FE_IR_T_STRING, node(c, FE_IR_LOCAL, 0, FE_IR_T_VALUE, tmp, 0, 0), 0, 0);
  uint32_t test = node(c, FE_IR_BINARY, FE_IR_EQ, FE_IR_T_BOOLEAN, tof, str_cstr(c, "function"), 0);
  uint32_t yes = node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, t, node(c, FE_IR_LOCAL, 0, FE_IR_T_VALUE, tmp, 0, 0), 0, 0);
  uint32_t no = node(c, FE_IR_FUNC, 0, t, not_a_function(c, to, text(c, at), 0), 0, 0);
  return node(c, FE_IR_SEQ, 0, t, set, node(c, FE_IR_COND, 0, t, test, yes, no), 0);
}

/* A function whose result the caller ignores (`=> void`) may return
 * anything: its parameters must still match in representation.  (Calling a
 * function that returns a value through a void function type is fine for
 * the native calling convention: the result register is just not read.) */
static int fn_void_compatible(C *c, sig *s, sig *d) {
  if (irty(c, d->ret) != FE_IR_T_UNDEFINED || s->n != d->n) return 0;
  for (uint32_t i = 0; i < s->n; i++)
    if (irty(c, s->opt[i] ? s->p[i] | T_UNDEF : s->p[i]) != irty(c, d->opt[i] ? d->p[i] | T_UNDEF : d->p[i])) return 0;
  return 1;
}

static uint32_t any_cast(C *c, uint32_t n, ty to, TSNode at); /* check_any.inc */

/* Checks assignability of e to `to` and converts. mode 0: "Type 'X' is not
 * assignable to type 'Y'.", 1: "Argument of type ...". */
/* A `never[]` (an empty array literal without context, as tsc types it) is
 * still the fresh literal node where it meets a typed context (an argument,
 * a return, a ternary branch): the literal becomes one of type `to`.  Any
 * other never[] value cannot change its element kind and stays unsupported. */
static uint32_t never_arr_retype(C *c, uint32_t n, ty from, ty to) {
  if ((from & (T_PRIM | T_ERR)) || (to & (T_ERR | T_UNI)) || !is_arr(from) || elem_of(c, from) != 0 || tuple_of(c, from)) return FE_IR_NONE;
  ty dst = to & ~(ty)T_PRIM;
  if (!(dst & T_ARR) || typed_of(c, dst)) return FE_IR_NONE;
  fe_ir_node *x = fe_ir_node_at(c->b, n);
  if (x->op != FE_IR_ARRAY_LIT || x->c != 0) return FE_IR_NONE;
  x->type = (uint16_t)sigof(c, dst)->irt;
  return convto(c, n, dst, to);
}

static uint32_t coerce(C *c, ex e, ty to, TSNode at, int mode) {
  if (!ex_assignable(c, e, to)) {
    const char *s = exstr(c, e, to), *d = tystr(c, to);
    if (mode == 1)
      ERR(c, at, "Argument of type '%s' is not assignable to parameter of type '%s'.", s, d);
    else
      ERR(c, at, "Type '%s' is not assignable to type '%s'.", s, d);
    return e.node;
  }
  if ((e.t & T_ANY) && !(to & (T_UNKNOWN | T_ERR))) return any_cast(c, e.node, to, at);
  if ((e.t & T_FN) && (to & T_FN) && !(e.t & T_PRIM) && !(to & T_PRIM) &&
      sigof(c, e.t)->irt != sigof(c, to)->irt && !fn_void_compatible(c, sigof(c, e.t), sigof(c, to))) {
    ERR(c, at, "unsupported: converting a function of type '%s' to type '%s'", tystr(c, e.t), tystr(c, to));
    return e.node;
  }
  if ((e.t & T_ARR) && (to & T_ARR) && SIGOF(e.t) != SIGOF(to)) {
    uint32_t r = never_arr_retype(c, e.node, e.t, to);
    if (r != FE_IR_NONE) return r;
  }
  if ((e.t & T_ARR) && (to & T_ARR) && SIGOF(e.t) != SIGOF(to) && (irty(c, e.t) != FE_IR_T_VALUE || irty(c, to) != FE_IR_T_VALUE) &&
      sigof(c, e.t)->irt != sigof(c, to)->irt) {
    ERR(c, at, "unsupported: converting an array of type '%s' to type '%s'", tystr(c, e.t), tystr(c, to));
    return e.node;
  }
  if ((e.t & T_FN) && (to & T_FN) && (e.t & T_PRIM) && !(to & T_PRIM)) {
    /* VALUE holding a function unboxed to a function type: signatures must match in IR. */
  }
  return convto(c, e.node, e.t, to);
}


/* ---- literals ------------------------------------------------------------- */

static int hexval(int ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
  return -1;
}

typedef struct {
  uint16_t *u;
  uint32_t n, cap;
} u16buf;
static void u16_put(u16buf *b, uint32_t cp) {
  b->u = grow(b->u, &b->cap, b->n + 2, sizeof *b->u);
  if (cp >= 0x10000) {
    cp -= 0x10000;
    b->u[b->n++] = (uint16_t)(0xD800 + (cp >> 10));
    b->u[b->n++] = (uint16_t)(0xDC00 + (cp & 0x3FF));
  } else {
    b->u[b->n++] = (uint16_t)cp;
  }
}

/* Decodes UTF-8 source text with JavaScript escapes into UTF-16 units. */
static void decode_text(C *c, TSNode at, const char *s, size_t n, int tmpl, u16buf *out) {
  size_t i = 0;
  while (i < n) {
    unsigned char ch = (unsigned char)s[i];
    if (ch == '\\' && i + 1 < n) {
      char e = s[i + 1];
      i += 2;
      switch (e) {
      case 'n': u16_put(out, '\n'); break;
      case 't': u16_put(out, '\t'); break;
      case 'r': u16_put(out, '\r'); break;
      case 'b': u16_put(out, '\b'); break;
      case 'f': u16_put(out, '\f'); break;
      case 'v': u16_put(out, '\v'); break;
      case '0':
        if (i < n && s[i] >= '0' && s[i] <= '9') {
          ERR(c, at, "Octal escape sequences are not allowed. Use the syntax '\\x%02x'.", 0);
        }
        u16_put(out, 0);
        break;
      case 'x': {
        int h1 = i < n ? hexval(s[i]) : -1, h2 = i + 1 < n ? hexval(s[i + 1]) : -1;
        if (h1 < 0 || h2 < 0) { ERR(c, at, "Hexadecimal digit expected."); break; }
        u16_put(out, (uint32_t)(h1 * 16 + h2));
        i += 2;
        break;
      }
      case 'u': {
        uint32_t cp = 0;
        if (i < n && s[i] == '{') {
          i++;
          int digits = 0;
          while (i < n && s[i] != '}') {
            int h = hexval(s[i]);
            if (h < 0) break;
            cp = cp * 16 + (uint32_t)h;
            if (cp > 0x10FFFF) break;
            i++;
            digits++;
          }
          if (i >= n || s[i] != '}' || !digits || cp > 0x10FFFF) {
            ERR(c, at, "An extended Unicode escape value must be between 0x0 and 0x10FFFF inclusive.");
            break;
          }
          i++;
        } else {
          for (int k = 0; k < 4; k++) {
            int h = i < n ? hexval(s[i]) : -1;
            if (h < 0) { ERR(c, at, "Hexadecimal digit expected."); break; }
            cp = cp * 16 + (uint32_t)h;
            i++;
          }
        }
        u16_put(out, cp);
        break;
      }
      case '\r':
        if (i < n && s[i] == '\n') i++;
        break;
      case '\n': break;
      default:
        if ((unsigned char)e >= 0x80) { i--; goto utf8; } /* \ followed by a non-ASCII char */
        if (e >= '1' && e <= '9' && !tmpl) {
          ERR(c, at, "Octal escape sequences are not allowed.");
          break;
        }
        u16_put(out, (unsigned char)e);
      }
      continue;
    }
    if (ch == '\r' && tmpl) { /* template line terminators are normalised */
      u16_put(out, '\n');
      i += (i + 1 < n && s[i + 1] == '\n') ? 2 : 1;
      continue;
    }
    if (ch < 0x80) { u16_put(out, ch); i++; continue; }
  utf8: {
    ch = (unsigned char)s[i];
    uint32_t cp;
    int len;
    if (ch >= 0xF0) { cp = ch & 7; len = 4; }
    else if (ch >= 0xE0) { cp = ch & 15; len = 3; }
    else if (ch >= 0xC0) { cp = ch & 31; len = 2; }
    else { cp = 0xFFFD; len = 1; }
    for (int k = 1; k < len; k++) {
      if (i + (size_t)k >= n || ((unsigned char)s[i + k] & 0xC0) != 0x80) { cp = 0xFFFD; len = k; break; }
      cp = (cp << 6) | ((unsigned char)s[i + k] & 0x3F);
    }
    u16_put(out, cp);
    i += (size_t)len;
  }
  }
}

/* The key of a string literal type from its display ("\u00e9" and "é" are
 * one type): the code units of its value, in hex. */
static const char *str_lit_key(C *c, const char *disp) {
  size_t l = strlen(disp);
  if (l < 2 || disp[0] != '"') return disp;
  u16buf b = {0};
  TSNode z;
  memset(&z, 0, sizeof z);
  c->dl->muted++; /* (the literal was decoded, and any error reported, already) */
  decode_text(c, z, disp + 1, l - 2, 0, &b);
  c->dl->muted--;
  char *k = fe__alloc(c->A, 3 + (size_t)b.n * 4 + 1);
  k[0] = 's';
  k[1] = ':';
  for (uint32_t i = 0; i < b.n; i++) snprintf(k + 2 + i * 4, 5, "%04x", b.u[i]);
  k[2 + (size_t)b.n * 4] = 0;
  free(b.u);
  return k;
}

static uint32_t str_node(C *c, const uint16_t *u, uint32_t n) {
  return node(c, FE_IR_STR, 0, FE_IR_T_STRING, fe_ir_string_utf16(c->b, u, n), 0, 0);
}

static ex string_lit(C *c, TSNode n) {
  uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
  u16buf b = {0};
  if (e - s >= 2) decode_text(c, n, c->src + s + 1, e - s - 2, 0, &b);
  ex r = mk(str_node(c, b.u, b.n), T_STR);
  free(b.u);
  char *lit = fe__alloc(c->A, e - s + 1);
  lit[0] = '"';
  memcpy(lit + 1, c->src + s + 1, e - s >= 2 ? e - s - 2 : 0);
  lit[e - s - 1] = '"';
  r.lit = lit;
  return r;
}

static int parse_number(const char *s, size_t n, double *out) {
  char buf[512];
  size_t k = 0;
  for (size_t i = 0; i < n && k < sizeof buf - 1; i++)
    if (s[i] != '_') buf[k++] = s[i];
  buf[k] = 0;
  if (k && buf[k - 1] == 'n') return -1; /* bigint */
  if (k > 1 && buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X' || buf[1] == 'o' || buf[1] == 'O' ||
                                 buf[1] == 'b' || buf[1] == 'B')) {
    int base = (buf[1] == 'x' || buf[1] == 'X') ? 16 : (buf[1] == 'o' || buf[1] == 'O') ? 8 : 2;
    double v = 0;
    for (size_t i = 2; i < k; i++) v = v * base + hexval(buf[i]);
    *out = v;
    return 0;
  }
  if (k > 1 && buf[0] == '0' && buf[1] >= '0' && buf[1] <= '9') return -2; /* legacy octal */
  *out = strtod(buf, NULL);
  return 0;
}

static ex number_lit(C *c, TSNode n) {
  uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
  double v = 0;
  int r = parse_number(c->src + s, e - s, &v);
  if (r == -1) { ERR(c, n, "unsupported: bigint literals"); return err_ex(c); }
  if (r == -2) { ERR(c, n, "Octal literals are not allowed. Use the syntax '0o%.*s'.", (int)(e - s - 1), c->src + s + 1); return err_ex(c); }
  ex x = mk(fe_ir_node_num(c->b, v), T_NUM);
  char buf[64];
  if (v == floor(v) && fabs(v) < 1e21) snprintf(buf, sizeof buf, "%.0f", v);
  else snprintf(buf, sizeof buf, "%.17g", v);
  x.lit = fe__strndup(c->A, buf, strlen(buf));
  return x;
}

static ex num(C *c, double v) { return mk(fe_ir_node_num(c->b, v), T_NUM); }

/* ---- type annotations ----------------------------------------------------- */

static ty fn_type_node(C *c, TSNode n);
static int parse_number(const char *s, size_t n, double *out);
static void named_type(C *c, sym *y, TSNode use);
static void obj_members(C *c, oty *o, TSNode body, int unused);

/* T[] for a checked element type T. */
static ty elem_type_ok(C *c, TSNode at, ty e) {
  if (e & T_ERR) return T_ERR;
  return mk_arr(c, e);
}

/* The name of a property in a declaration (identifier, string or number key). */
static const char *prop_key(C *c, TSNode k) {
  if (isnull(k)) return NULL;
  if (is(k, "property_identifier") || is(k, "private_property_identifier") || is(k, "identifier") ||
      is(k, "shorthand_property_identifier") || is(k, "type_identifier"))
    return text(c, k);
  if (is(k, "string")) {
    const char *s = text(c, k);
    size_t l = strlen(s);
    if (l >= 2) return intern(c, s + 1, l - 2);
  }
  if (is(k, "number")) {
    double v;
    const char *s = text(c, k);
    if (parse_number(s, strlen(s), &v) == 0) {
      char buf[40];
      snprintf(buf, sizeof buf, "%.17g", v);
      if (v == floor(v) && fabs(v) < 1e15) snprintf(buf, sizeof buf, "%.0f", v);
      return intern(c, buf, strlen(buf));
    }
  }
  return NULL;
}

static int has_token(TSNode n, const char *tok) {
  uint32_t cnt = ts_node_child_count(n);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_child(n, i);
    if (!ts_node_is_named(ch) && !strcmp(ntype(ch), tok)) return 1;
    if (is(ch, "accessibility_modifier") || is(ch, "override_modifier")) {
      if (!ts_node_is_named(ch)) continue;
      uint32_t k = ts_node_child_count(ch);
      for (uint32_t j = 0; j < k; j++)
        if (!strcmp(ntype(ts_node_child(ch, j)), tok)) return 1;
    }
  }
  return 0;
}

/* Adds the members of an interface body or object type to o (after those
 * already there: inherited ones); a redeclared name replaces its type. */
static void obj_add_prop(C *c, oty *o, prop p) {
  for (uint32_t i = 0; i < o->n; i++)
    if (o->p[i].name == p.name) { o->p[i] = p; return; }
  prop *np = fe__alloc(c->A, (o->n + 1) * sizeof *np);
  if (o->n) memcpy(np, o->p, o->n * sizeof *np);
  np[o->n++] = p;
  o->p = np;
}

static void obj_members(C *c, oty *o, TSNode body, int unused) {
  (void)unused;
  o->filling = 1;
  uint32_t cnt = ts_node_named_child_count(body);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode m = ts_node_named_child(body, i);
    if (is(m, "comment")) continue;
    prop p;
    memset(&p, 0, sizeof p);
    p.name = prop_key(c, field(m, F_name));
    if (is(m, "property_signature")) {
      if (!p.name) { ERR(c, m, "unsupported: computed property names in types"); continue; }
      p.opt = (uint8_t)has_token(m, "?");
      p.ro = (uint8_t)has_token(m, "readonly");
      TSNode tn = field(m, F_type);
      if (isnull(tn)) { ERR(c, m, "Member '%s' implicitly has an 'any' type.", p.name); p.t = T_ERR; }
      else p.t = type_of(c, tn);
    } else if (is(m, "method_signature")) {
      if (!p.name) { ERR(c, m, "unsupported: computed property names in types"); continue; }
      if (!isnull(field(m, F_type_parameters))) { ERR(c, m, "unsupported: generic methods"); continue; }
      p.opt = (uint8_t)has_token(m, "?");
      p.t = fn_type_node(c, m);
    } else if (is(m, "index_signature")) {
      dict_signature(c, o, m);
      continue;
    } else {
      ERR(c, m, "unsupported: %s in an object type", ntype(m));
      continue;
    }
    if (p.opt && !(p.t & T_ERR)) p.t |= T_UNDEF;
    obj_add_prop(c, o, p);
  }
  dict_name(c, o);
  o->filling = 0;
}

/* Resolves an interface or type alias the first time it is used.  An
 * interface (or an alias of an object type) gets its type before its
 * members are read, so it may refer to itself. */
static ty union_predict(C *c, TSNode v);
static void enum_declare(C *c, sym *y);
static void named_type(C *c, sym *y, TSNode use) {
  TSNode d = y->decl;
  if (is(d, "enum_declaration")) { enum_declare(c, y); return; }
  if (is(d, "interface_declaration")) {
    oty *o = fe__alloc(c->A, sizeof *o);
    memset(o, 0, sizeof *o);
    o->name = y->name;
    y->t = mk_obj(c, o);
    y->has_type = 1;
    gen_filled(c, y->t); /* a generic instantiation may refer to itself */
    if (!isnull(field(d, F_type_parameters)) && !c->gen_ok) { ERR(c, d, "unsupported: generic interfaces"); y->t = T_ERR; return; }
    c->gen_ok = 0;
    uint32_t cnt = ts_node_named_child_count(d);
    for (uint32_t i = 0; i < cnt; i++) {
      TSNode ch = ts_node_named_child(d, i);
      if (!is(ch, "extends_type_clause")) continue;
      uint32_t ne = ts_node_named_child_count(ch);
      for (uint32_t j = 0; j < ne; j++) {
        TSNode tn = ts_node_named_child(ch, j);
        ty bt = type_of(c, tn);
        if (bt & T_ERR) continue;
        if (!is_obj(bt)) { ERR(c, tn, "An interface can only extend an object type or intersection of object types with statically known members."); continue; }
        oty *bo = objof(c, bt);
        if (bo->k) {
          class_layout(c, bo->k);
          cls *k = bo->k;
          for (uint32_t f = 0; f < k->nf; f++)
            if (k->fvis[f] == P_PUBLIC) obj_add_prop(c, o, k->f[f]);
          for (uint32_t f = 0; f < k->nm; f++)
            if (k->m[f].vis == P_PUBLIC) {
              prop p = {k->m[f].name, k->m[f].t, 0, 0};
              obj_add_prop(c, o, p);
            }
        } else {
          for (uint32_t f = 0; f < bo->n; f++) obj_add_prop(c, o, bo->p[f]);
          if (bo->dict) o->dict = 1, o->dkey = bo->dkey, o->dval = bo->dval; /* extends Record<string, V> */
        }
      }
    }
    obj_members(c, o, field(d, F_body), 0);
    return;
  }
  if (y->checking) {
    ERR(c, use, "Type alias '%s' circularly references itself.", y->name);
    y->t = T_ERR;
    return;
  }
  TSNode v = field(d, F_value);
  if (!isnull(v) && is(v, "object_type")) {
    oty *o = fe__alloc(c->A, sizeof *o);
    memset(o, 0, sizeof *o);
    o->name = y->name;
    y->t = mk_obj(c, o);
    y->has_type = 1;
    gen_filled(c, y->t); /* a generic instantiation may refer to itself */
    obj_members(c, o, v, 0);
    return;
  }
  if (!isnull(v) && is(v, "union_type")) {
    /* a named union: messages show its name; a recursive one sees a placeholder */
    ty pred = union_predict(c, v);
    uint32_t idx = 0;
    if (pred) {
      sig *ph = fe__alloc(c->A, sizeof *ph);
      memset(ph, 0, sizeof *ph);
      ph->alias = y->name;
      ph->full = pred;
      ph->irt = fe_ir_type_object(c->b);
      idx = sig_push(c, ph);
      y->t = pred | (idx << SIG_SHIFT);
      y->has_type = 1;
    }
    y->checking = !pred;
    ty r = type_of(c, v);
    y->checking = 0;
    y->has_type = 1;
    if ((r & T_ERR) || !(r & T_UNI)) {
      y->t = r;
      if (pred && !(r & T_ERR)) { ERR(c, v, "unsupported: recursive type alias '%s'", y->name); y->t = T_ERR; }
      return;
    }
    ty ms[256] = {0};
    uint32_t nm = uni_members(c, r, ms, 256);
    ty named_t = uni_build(c, ms, nm, y->name);
    if (pred) {
      if ((named_t & ~T_IDX) != pred) { ERR(c, v, "unsupported: recursive type alias '%s'", y->name); y->t = T_ERR; return; }
      *c->sigs[idx] = *c->sigs[SIGOF(named_t)];
      named_t = pred | (idx << SIG_SHIFT);
    }
    y->t = named_t;
    return;
  }
  y->checking = 1;
  y->t = type_of(c, v);
  y->checking = 0;
  y->has_type = 1;
}

/* `Map<K, V>`, `Set<T>`, `ReadonlyMap<K, V>`, `ReadonlySet<T>` written as a type. */
static ty coll_type(C *c, TSNode n) {
  int map = text_is(c, field(n, F_name), "Map") || text_is(c, field(n, F_name), "ReadonlyMap");
  int ro = !strncmp(text(c, field(n, F_name)), "Readonly", 8);
  TSNode targs = field(n, F_type_arguments), ta[2];
  uint32_t nt = 0;
  for (uint32_t i = 0; !isnull(targs) && i < ts_node_named_child_count(targs); i++) {
    TSNode ch = ts_node_named_child(targs, i);
    if (is(ch, "comment")) continue;
    if (nt < 2) ta[nt] = ch;
    nt++;
  }
  if (nt != (map ? 2u : 1u)) {
    ERR(c, n, "Generic type '%s<%s>' requires %u type argument(s).", text(c, field(n, F_name)), map ? "K, V" : "T",
        map ? 2u : 1u);
    return T_ERR;
  }
  ty k = type_of(c, ta[0]);
  ty t = mk_coll(c, map ? COLL_MAP : COLL_SET, k, map ? type_of(c, ta[1]) : k);
  return ro ? mk_coll_ro(c, t) : t;
}
/* The literal a string, number, `-number` or boolean node denotes, as tsc
 * shows it (the key of literal types); NULL for anything else. */
static const char *lit_disp(C *c, TSNode k, ty *kind) {
  uint32_t s = ts_node_start_byte(k), e = ts_node_end_byte(k);
  if (is(k, "true") || is(k, "false")) { *kind = T_BOOL; return is(k, "true") ? "true" : "false"; }
  if (is(k, "string") && e - s >= 2) {
    char *lit = fe__alloc(c->A, e - s + 1);
    lit[0] = '"';
    memcpy(lit + 1, c->src + s + 1, e - s - 2);
    lit[e - s - 1] = '"';
    lit[e - s] = 0;
    *kind = T_STR;
    return lit;
  }
  int neg = 0;
  if (is(k, "unary_expression") && (text_is(c, field(k, F_operator), "-") || text_is(c, field(k, F_operator), "+"))) {
    neg = text_is(c, field(k, F_operator), "-");
    k = field(k, F_argument);
    s = ts_node_start_byte(k), e = ts_node_end_byte(k);
  }
  if (!is(k, "number")) return NULL;
  double v = 0;
  if (parse_number(c->src + s, e - s, &v)) return NULL;
  if (neg) v = -v;
  char buf[64];
  if (v == floor(v) && fabs(v) < 1e21) snprintf(buf, sizeof buf, "%.0f", v);
  else snprintf(buf, sizeof buf, "%.17g", v);
  *kind = T_NUM;
  return fe__strndup(c->A, buf, strlen(buf));
}

/* The kinds a type alias of a union will have, from its syntax (so that a
 * recursive alias, `type Expr = Num | Add` with Add referring to Expr, has
 * its type before its members are read); 0 when it needs no union sig or
 * the syntax does not tell. */
static int union_predict_in(C *c, TSNode v, ty *bits_out, int *nobj_out, int *nlit_out) {
  ty bits = 0;
  int nobj = 0, nlit = 0;
  uint32_t cnt = ts_node_named_child_count(v);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_named_child(v, i);
    if (is(ch, "comment")) continue;
    if (is(ch, "union_type")) { /* A | B | C parses as (A | B) | C */
      if (!union_predict_in(c, ch, &bits, &nobj, &nlit)) return 0;
    } else if (is(ch, "literal_type")) {
      TSNode k = named(ch, 0);
      ty kind;
      if (!isnull(k) && is(k, "null")) bits |= T_NULL;
      else if (!isnull(k) && is(k, "undefined")) bits |= T_UNDEF;
      else if (!isnull(k) && lit_disp(c, k, &kind)) { bits |= kind; nlit++; }
      else return 0;
    } else if (is(ch, "predefined_type")) {
      if (text_is(c, ch, "null")) bits |= T_NULL;
      else if (text_is(c, ch, "undefined")) bits |= T_UNDEF;
      else return 0;
    } else if (is(ch, "object_type")) {
      bits |= T_OBJ;
      nobj++;
    } else if (is(ch, "type_identifier")) {
      sym *y = lookup(c, text(c, ch));
      if (!y) return 0;
      if (y->kind == S_CLASS || (y->kind == S_TYPE && (is(y->decl, "interface_declaration") ||
                                                      (!isnull(field(y->decl, F_value)) && is(field(y->decl, F_value), "object_type"))))) {
        bits |= T_OBJ;
        nobj++;
      } else {
        return 0;
      }
    } else {
      return 0;
    }
  }
  *bits_out |= bits;
  *nobj_out += nobj;
  *nlit_out += nlit;
  return 1;
}
static ty union_predict(C *c, TSNode v) {
  ty bits = 0;
  int nobj = 0, nlit = 0;
  if (!union_predict_in(c, v, &bits, &nobj, &nlit)) return 0;
  if (nobj < 2 && !nlit) return 0;
  return bits | T_UNI;
}

/* [A, B] and [name: A, other: B]; `readonly` when ro. */
static ty tuple_type_of(C *c, TSNode n, int ro) {
  ty el[256];
  uint32_t k = 0, cnt = ts_node_named_child_count(n);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_named_child(n, i);
    if (is(ch, "comment")) continue;
    if (is(ch, "optional_type") || is(ch, "optional_parameter") || is(ch, "rest_type")) {
      ERR(c, ch, "unsupported: %s tuple elements", is(ch, "rest_type") ? "rest" : "optional");
      return T_ERR;
    }
    if (k == 256) { ERR(c, ch, "unsupported: tuples of more than 256 elements"); return T_ERR; }
    ty e = is(ch, "required_parameter") ? type_of(c, field(ch, F_type)) : type_of(c, ch);
    if (e & T_ERR) return T_ERR;
    el[k++] = e;
  }
  ty r = mk_tuple(c, k, el, ro);
  if (r == T_ERR) ERR(c, n, "unsupported: tuple mixing several function, array or object types");
  return r;
}

static ty type_of(C *c, TSNode n) {
  if (isnull(n)) return T_ERR;
  if (is(n, "type_annotation")) return type_of(c, named(n, 0));
  const char *t = ntype(n);
  if (!strcmp(t, "predefined_type")) {
    if (text_is(c, n, "number")) return T_NUM;
    if (text_is(c, n, "string")) return T_STR;
    if (text_is(c, n, "boolean")) return T_BOOL;
    if (text_is(c, n, "void")) return T_VOID;
    if (text_is(c, n, "undefined")) return T_UNDEF;
    if (text_is(c, n, "null")) return T_NULL;
    if (text_is(c, n, "never")) return 0;
    if (text_is(c, n, "unknown")) return T_UNKNOWN_ALL;
    if (text_is(c, n, "any")) return T_ANY_ALL;
    ERR(c, n, "unsupported: type '%s'", text(c, n));
    return T_ERR;
  }
  if (!strcmp(t, "literal_type")) {
    TSNode k = named(n, 0);
    if (isnull(k)) return T_ERR;
    if (is(k, "undefined")) return T_UNDEF;
    if (is(k, "null")) return T_NULL;
    ty kind;
    const char *d = lit_disp(c, k, &kind);
    if (d) return lit_type(c, mk_lit(c, kind, d, d, NULL));
    ERR(c, n, "unsupported: type '%s'", text(c, n));
    return T_ERR;
  }
  if (!strcmp(t, "union_type")) {
    ty r = 0;
    uint32_t cnt = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < cnt; i++) {
      TSNode ch = ts_node_named_child(n, i);
      if (is(ch, "comment")) continue;
      ty x = type_of(c, ch);
      if (x & T_ERR) return T_ERR;
      if ((x | r) & T_ANY) { r = T_ANY_ALL; continue; }
      if ((x | r) & T_UNKNOWN) { r = T_UNKNOWN_ALL; continue; }
      if (uclash(c, x, r)) {
        ERR(c, n, "unsupported: union of several function or array types");
        return T_ERR;
      }
      r = ty_union(c, r, x);
    }
    return r;
  }
  if (!strcmp(t, "parenthesized_type")) return type_of(c, named(n, 0));
  if (!strcmp(t, "type_query") || !strcmp(t, "lookup_type") || !strcmp(t, "index_type_query")) return type_op(c, n);
  if (!strcmp(t, "nested_type_identifier") && c->prog) { /* ns.T */
    TSNode mod = ts_node_child_by_field_name(n, "module", 6), nm = field(n, F_name);
    sym *ns = is(mod, "identifier") ? lookup(c, text(c, mod)) : NULL;
    if (ns && ns->kind == S_NS) {
      sym *y = module_find_export(c, ns->nsmod, text(c, nm), 0);
      if (y && y->kind == S_TYPE) {
        if (!y->has_type) named_type(c, y, nm);
        return y->t;
      }
      if (y && y->kind == S_CLASS) return y->k->inst;
      ERR(c, nm, "Namespace '%s' has no exported member '%s'.", text(c, mod), text(c, nm));
      return T_ERR;
    }
  }
  if (!strcmp(t, "type_predicate_annotation")) { /* `x is T`: narrowing reads the declaration (narrow_guard) */
    TSNode pr = named(n, 0);
    if (!isnull(pr) && is(pr, "type_predicate") && !isnull(field(pr, F_type))) { (void)type_of(c, field(pr, F_type)); return T_BOOL; }
    ERR(c, n, "unsupported: type '%s'", text(c, n));
    return T_ERR;
  }
  if (!strcmp(t, "function_type")) return fn_type_node(c, n);
  if (!strcmp(t, "nested_type_identifier")) return nat_ns_type(c, n);
  if (!strcmp(t, "type_identifier")) {
    const char *name = text(c, n);
    sym *y = lookup(c, name);
    if (gen_of_sym(y)) return gen_type_ref(c, gen_of_sym(y), n, field(n, F_type_arguments));
    if (y && y->kind == S_TYPE) {
      if (!y->has_type) named_type(c, y, n);
      return y->t;
    }
    if (y && y->kind == S_CLASS) return y->k->inst;
    if (!y && !strcmp(name, "URL")) return nat_type(c, NAT_URL);
    if (!y && !strcmp(name, "RegExp")) return nat_type(c, NAT_REGEXP);
    if (!y && !strcmp(name, "Date")) return nat_type(c, NAT_DATE);
    if (!y && (!strcmp(name, "RegExpMatchArray") || !strcmp(name, "RegExpExecArray"))) return mk_match_arr(c);
    if (!y && !strcmp(name, "URLSearchParams")) return nat_type(c, NAT_PARAMS);
    if (!y && !strcmp(name, "TextEncoder")) return nat_type(c, NAT_TEXT_ENCODER);
    if (!y && !strcmp(name, "TextDecoder")) return nat_type(c, NAT_TEXT_DECODER);
    if (!y && !strcmp(name, "Buffer")) return mk_typed(c, typed_by_name("Uint8Array")); /* see buffer_from */
    if (typed_by_name(name)) return mk_typed(c, typed_by_name(name));
    if (typed_unsupported(name)) {
      ERR(c, n, "unsupported: type '%s' (typed arrays: Float64Array, Int32Array, Uint8Array)", name);
      return T_ERR;
    }
    if (!strcmp(name, "Number") || !strcmp(name, "String") || !strcmp(name, "Boolean") ||
        !strcmp(name, "Function") || !strcmp(name, "Array") || !strcmp(name, "Object") ||
        !strcmp(name, "Map") || !strcmp(name, "Set") || !strcmp(name, "Promise") ||
        !strcmp(name, "Record") || !strcmp(name, "Date") || !strcmp(name, "Error")) {
      ERR(c, n, "unsupported: type '%s'", name);
      return T_ERR;
    }
    ERR(c, n, "Cannot find name '%s'.", name);
    return T_ERR;
  }
  if (!strcmp(t, "array_type")) return elem_type_ok(c, n, type_of(c, named(n, 0)));
  if (!strcmp(t, "generic_type") && (text_is(c, field(n, F_name), "Array") || text_is(c, field(n, F_name), "ReadonlyArray")) &&
      !lookup(c, text(c, field(n, F_name)))) {
    TSNode targs = field(n, F_type_arguments);
    if (isnull(targs) || isnull(named(targs, 0)) || !isnull(named(targs, 1))) {
      ERR(c, n, "Generic type '%s<T>' requires 1 type argument(s).", text(c, field(n, F_name)));
      return T_ERR;
    }
    return elem_type_ok(c, n, type_of(c, named(targs, 0)));
  }
  if (!strcmp(t, "tuple_type")) return tuple_type_of(c, n, 0);
  if (!strcmp(t, "readonly_type")) {
    TSNode in = named(n, 0);
    if (!isnull(in) && is(in, "tuple_type")) return tuple_type_of(c, in, 1);
    /* readonly T[]: an ordinary T[] (tsc has already refused writes) */
    if (!isnull(in) && is(in, "array_type")) return type_of(c, in);
    ERR(c, n, "unsupported: type '%s'", text(c, n));
    return T_ERR;
  }
  if (!strcmp(t, "object_type")) {
    oty *o = fe__alloc(c->A, sizeof *o);
    memset(o, 0, sizeof *o);
    ty r = mk_obj(c, o);
    obj_members(c, o, n, 0);
    return r;
  }
  if (!strcmp(t, "generic_type") && (text_is(c, field(n, F_name), "Map") || text_is(c, field(n, F_name), "Set") ||
                                      text_is(c, field(n, F_name), "ReadonlyMap") || text_is(c, field(n, F_name), "ReadonlySet")) &&
      !lookup(c, text(c, field(n, F_name))))
    return coll_type(c, n);
  if (!strcmp(t, "generic_type") && text_is(c, field(n, F_name), "Promise") && !lookup(c, text(c, field(n, F_name))))
    return prom_type(c, n);
  if (!strcmp(t, "generic_type") && text_is(c, field(n, F_name), "Record") && !lookup(c, "Record")) return record_type(c, n);
  if (!strcmp(t, "generic_type") && is_gen_type_name(c, field(n, F_name)) && !lookup(c, text(c, field(n, F_name))))
    return gen_iter_type(c, n);
  if (!strcmp(t, "generic_type")) {
    sym *gy = is(field(n, F_name), "type_identifier") ? lookup(c, text(c, field(n, F_name))) : NULL;
    if (gen_of_sym(gy)) return gen_type_ref(c, gen_of_sym(gy), n, field(n, F_type_arguments));
    if (gy && (gy->kind == S_TYPE || gy->kind == S_CLASS)) {
      ERR(c, n, "Type '%s' is not generic.", gy->name);
      return T_ERR;
    }
    ERR(c, n, "unsupported: generic types");
    return T_ERR;
  }
  ERR(c, n, "unsupported: type '%s'", text(c, n));
  return T_ERR;
}

/* Parameter list of a function type or declaration: types from annotations
 * (or `ctx` for unannotated ones), optional flags, names. */
typedef struct {
  uint32_t n;
  TSNode nodes[64];
  ty t[64];
  const char *name[64];
  uint8_t opt[64];
  uint8_t has_default[64];
  uint8_t annotated[64];
  int bad;
} params;

static void params_read(C *c, TSNode list, params *p, sig *ctx, int report) {
  memset(p, 0, sizeof *p);
  if (isnull(list)) return;
  uint32_t cnt = ts_node_named_child_count(list);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode pn = ts_node_named_child(list, i);
    if (is(pn, "comment")) continue;
    if (p->n >= 64) { if (report) ERR(c, pn, "unsupported: more than 64 parameters"); p->bad = 1; return; }
    uint32_t k = p->n++;
    p->nodes[k] = pn;
    int optional = is(pn, "optional_parameter");
    if (!optional && !is(pn, "required_parameter")) {
      if (report) ERR(c, pn, "unsupported: parameter '%s'", text(c, pn));
      p->bad = 1;
      p->t[k] = T_ERR;
      p->name[k] = "?";
      continue;
    }
    TSNode pat = field(pn, F_pattern);
    int destructured = !isnull(pat) && (is(pat, "array_pattern") || is(pat, "object_pattern"));
    int ctx_rest = ctx && ctx->rest && k + 1 == ctx->n; /* (level, ...messages) => ... against a Logger */
    if (!isnull(pat) && is(pat, "rest_pattern") && is(named(pat, 0), "identifier") &&
        (!isnull(field(pn, F_type)) || ctx_rest) && !optional && i + 1 == cnt) {
      /* ...xs: T[]: an array parameter the callers fill (call_args) */
      char nm[256];
      snprintf(nm, sizeof nm, "...%s", text(c, named(pat, 0)));
      p->name[k] = intern(c, nm, strlen(nm));
      p->annotated[k] = !isnull(field(pn, F_type));
      p->t[k] = p->annotated[k] ? type_of(c, field(pn, F_type)) : ctx->p[k];
      if (!is_arr(p->t[k]) && !(p->t[k] & T_ERR)) {
        if (report) ERR(c, field(pn, F_type), "A rest parameter must be of an array type.");
        p->t[k] = T_ERR;
      }
      if (tuple_of(c, p->t[k])) {
        if (report) ERR(c, field(pn, F_type), "unsupported: a rest parameter of a tuple type");
        p->t[k] = T_ERR;
      }
      continue;
    }
    if (isnull(pat) || (!is(pat, "identifier") && !destructured)) {
      if (report) {
        if (!isnull(pat) && is(pat, "rest_pattern")) ERR(c, pn, "unsupported: this rest parameter (an annotated ...name as the last parameter)");
        else if (!isnull(pat) && is(pat, "this")) ERR(c, pn, "unsupported: 'this' parameters");
        else ERR(c, pn, "unsupported: destructuring parameters");
      }
      p->bad = 1;
      p->t[k] = T_ERR;
      p->name[k] = "?";
      continue;
    }
    if (destructured) { /* `{ a, b }: T`: a parameter named as tsc shows it, destructured by the prologue */
      char nm[16];
      snprintf(nm, sizeof nm, "__%u", k);
      p->name[k] = intern(c, nm, strlen(nm));
    } else {
      p->name[k] = text(c, pat);
    }
    TSNode tn = field(pn, F_type);
    TSNode dv = field(pn, F_value);
    p->has_default[k] = !isnull(dv);
    p->opt[k] = (uint8_t)(optional || p->has_default[k]);
    if (!p->opt[k] && report)
      for (uint32_t q = 0; q < k; q++)
        if (p->opt[q] && !p->has_default[q]) {
          ERR(c, pn, "A required parameter cannot follow an optional parameter.");
          break;
        }
    if (!isnull(tn)) {
      p->annotated[k] = 1;
      p->t[k] = type_of(c, tn);
    } else if (ctx && k < ctx->n) {
      p->t[k] = ctx->p[k];
      if (ctx->opt[k] && !optional && !p->has_default[k]) p->t[k] |= T_UNDEF;
    } else if (p->has_default[k]) {
      p->t[k] = 0; /* inferred from the default later */
    } else {
      if (report) ERR(c, pat, "Parameter '%s' implicitly has an 'any' type.", p->name[k]);
      p->t[k] = T_ERR;
    }
  }
}

static ty fn_type_node(C *c, TSNode n) {
  params p;
  params_read(c, field(n, F_parameters), &p, NULL, 1);
  for (uint32_t i = 0; i < p.n; i++) {
    if (p.has_default[i]) ERR(c, p.nodes[i], "A parameter initializer is only allowed in a function or constructor implementation.");
    if (!p.annotated[i] && p.t[i] == T_ERR) p.t[i] = T_ERR;
  }
  TSNode rt = field(n, F_return_type);
  ty ret = type_of(c, rt);
  return mk_fn(c, p.n, p.t, p.name, p.opt, ret);
}

/* ---- expressions: names ---------------------------------------------------- */

static const char *builtin_globals[] = {"console", "Math", "Number", "String", "Boolean", "parseInt",
                                        "parseFloat", "isNaN", "isFinite", "process", "Date",
                                        "performance", "Array", "Float64Array", "Int32Array", "Uint8Array", "Buffer", NULL};

static int is_builtin_global(const char *name) {
  for (int i = 0; builtin_globals[i]; i++)
    if (!strcmp(builtin_globals[i], name)) return 1;
  return 0;
}

/* Reads a variable symbol (with the current narrowing) from node n. */
static ex var_read(C *c, sym *y, TSNode at) {
  uint32_t decl_ir = irty(c, y->t);
  uint32_t n;
  if (y->owner != c->fn && !y->is_global && !y->boxed && !y->captured) {
    ERR(c, at, "unsupported: closure capturing '%s'", y->name);
    return err_ex(c);
  }
  if (y->pending) {
    if (y->owner == c->fn) {
      ERR(c, at, "Block-scoped variable '%s' used before its declaration.", y->name);
      return err_ex(c);
    }
    if (!y->has_type) {
      ERR(c, at, "unsupported: '%s' is used by a function checked before its declaration; add a type annotation", y->name);
      return err_ex(c);
    }
  }
  if (y->owner == c->fn && !c->fl.dead && !da_has(&c->fl, y)) {
    ERR(c, at, "Variable '%s' is used before being assigned.", y->name);
  }
  if (y->is_global) n = node(c, FE_IR_GLOBAL, 0, decl_ir, y->slot, 0, 0);
  else n = var_load(c, c->fn, y);
  ty t = y->owner == c->fn ? narrowed(c, y) : y->t;
  if (y->t & T_ERR) return mk(n, T_ERR);
  /* A narrowed local proves its tag.  An IR global or a box does not: any
   * call may have assigned it since the test, so it gets the checked
   * conversion. */
  if (y->is_global || y->boxed) return mk(assert_conv(c, n, y->t, t, at), t);
  return mk(unbox(c, n, y->t, t), t);
}

static ex ident_sym(C *c, sym *y, TSNode n, const char *name) {
  {
    if (y->kind == S_NS) {
      ERR(c, n, "unsupported: using the namespace import '%s' as a value", name);
      return err_ex(c);
    }
    if (y->gen && y->kind != S_TYPE) return gen_value(c, n, name);
    if (y->kind == S_VAR) return var_read(c, y, n);
    if (y->kind == S_FUNC) {
      if (!fn_decl_ensure(c, y, n)) return err_ex(c);
      if (y->nested && y == c->fn->self)
        return mk(node(c, FE_IR_CLOSURE, FE_IR_CLOSURE_SELF_ENV, irty(c, y->t), y->irfn, 0, 0), y->t);
      if (y->nested) return mk(var_load(c, c->fn, y), y->t);
      return mk(node(c, FE_IR_FUNC, 0, irty(c, y->t), y->irfn, 0, 0), y->t);
    }
    if (y->kind == S_NATIVE || y->kind == S_NATNS) {
      ERR(c, n, "unsupported: using '%s' as a value (call it%s)", name, y->kind == S_NATNS ? "s functions" : "");
      return err_ex(c);
    }
    if (y->kind == S_TYPE && is(y->decl, "enum_declaration")) {
      ERR(c, n, "unsupported: using enum '%s' as a value (only its members)", name);
      return err_ex(c);
    }
    ERR(c, n, "'%s' only refers to a type, but is being used as a value here.", name);
    return err_ex(c);
  }
}

static ex ident(C *c, TSNode n) {
  const char *name = text(c, n);
  sym *y = lookup(c, name);
  if (y) return ident_sym(c, y, n, name);
  if (!strcmp(name, "NaN")) return num(c, NAN);
  if (!strcmp(name, "Infinity")) return num(c, INFINITY);
  if (!strcmp(name, "undefined")) return mk(undef_node(c), T_UNDEF);
  if (is_builtin_global(name)) {
    ERR(c, n, "unsupported: using '%s' as a value", name);
    return err_ex(c);
  }
  if (!strcmp(name, "globalThis") || !strcmp(name, "JSON") || !strcmp(name, "Array") ||
      !strcmp(name, "Object") || !strcmp(name, "Symbol") || !strcmp(name, "Map") ||
      !strcmp(name, "Set") || !strcmp(name, "Promise") || !strcmp(name, "setTimeout") ||
      !strcmp(name, "require") || !strcmp(name, "Error") || !strcmp(name, "BigInt") ||
      !strcmp(name, "RegExp") || !strcmp(name, "arguments") || typed_unsupported(name)) {
    ERR(c, n, "unsupported: '%s'", name);
    return err_ex(c);
  }
  ERR(c, n, "Cannot find name '%s'.", name);
  return err_ex(c);
}

/* ---- expressions: built-ins ------------------------------------------------ */

typedef struct {
  const char *name;
  int id;
  const char *ps; /* TS params: n/s required number/string, N/S optional, '*' numbers... */
} bmeth;

static const bmeth str_methods[] = {
    {"charAt", FE_IR_B_STR_CHAR_AT, "n"},          {"charCodeAt", FE_IR_B_STR_CHAR_CODE_AT, "n"},
    {"indexOf", FE_IR_B_STR_INDEX_OF, "sN"},       {"lastIndexOf", FE_IR_B_STR_LAST_INDEX_OF, "sN"},
    {"includes", FE_IR_B_STR_INCLUDES, "sN"},      {"startsWith", FE_IR_B_STR_STARTS_WITH, "sN"},
    {"endsWith", FE_IR_B_STR_ENDS_WITH, "sN"},     {"slice", FE_IR_B_STR_SLICE, "NN"},
    {"substring", FE_IR_B_STR_SUBSTRING, "nN"},    {"toUpperCase", FE_IR_B_STR_TO_UPPER, ""},
    {"toLowerCase", FE_IR_B_STR_TO_LOWER, ""},     {"trim", FE_IR_B_STR_TRIM, ""},
    {"trimStart", FE_IR_B_STR_TRIM_START, ""},     {"trimEnd", FE_IR_B_STR_TRIM_END, ""},
    {"repeat", FE_IR_B_STR_REPEAT, "n"},           {"padStart", FE_IR_B_STR_PAD_START, "nS"},
    {"padEnd", FE_IR_B_STR_PAD_END, "nS"},         {"replace", FE_IR_B_STR_REPLACE, "ss"},
    {"replaceAll", FE_IR_B_STR_REPLACE_ALL, "ss"}, {"at", FE_IR_B_STR_AT, "n"},
    {"codePointAt", FE_IR_B_STR_CODE_POINT_AT, "n"}, {"substr", FE_IR_B_STR_SUBSTR, "nN"},
    {"localeCompare", FE_IR_B_STR_LOCALE_COMPARE, "s"},
    {NULL, 0, NULL}};
static const bmeth num_methods[] = {{"toFixed", FE_IR_B_NUM_TO_FIXED, "N"},
                                    {"toString", FE_IR_B_NUM_TO_STRING, "N"},
                                    {"toPrecision", FE_IR_B_NUM_TO_PRECISION, "N"},
                                    {NULL, 0, NULL}};
static const bmeth math_methods[] = {
    {"floor", FE_IR_B_MATH_FLOOR, "n"}, {"ceil", FE_IR_B_MATH_CEIL, "n"},   {"trunc", FE_IR_B_MATH_TRUNC, "n"},
    {"round", FE_IR_B_MATH_ROUND, "n"}, {"abs", FE_IR_B_MATH_ABS, "n"},     {"sign", FE_IR_B_MATH_SIGN, "n"},
    {"sqrt", FE_IR_B_MATH_SQRT, "n"},   {"cbrt", FE_IR_B_MATH_CBRT, "n"},   {"sin", FE_IR_B_MATH_SIN, "n"},
    {"cos", FE_IR_B_MATH_COS, "n"},     {"tan", FE_IR_B_MATH_TAN, "n"},     {"asin", FE_IR_B_MATH_ASIN, "n"},
    {"acos", FE_IR_B_MATH_ACOS, "n"},   {"atan", FE_IR_B_MATH_ATAN, "n"},   {"atan2", FE_IR_B_MATH_ATAN2, "nn"},
    {"sinh", FE_IR_B_MATH_SINH, "n"},   {"cosh", FE_IR_B_MATH_COSH, "n"},   {"tanh", FE_IR_B_MATH_TANH, "n"},
    {"exp", FE_IR_B_MATH_EXP, "n"},     {"expm1", FE_IR_B_MATH_EXPM1, "n"}, {"log", FE_IR_B_MATH_LOG, "n"},
    {"log2", FE_IR_B_MATH_LOG2, "n"},   {"log10", FE_IR_B_MATH_LOG10, "n"}, {"log1p", FE_IR_B_MATH_LOG1P, "n"},
    {"pow", FE_IR_B_MATH_POW, "nn"},    {"hypot", FE_IR_B_MATH_HYPOT, "*"}, {"min", FE_IR_B_MATH_MIN, "*"},
    {"max", FE_IR_B_MATH_MAX, "*"},     {"random", FE_IR_B_MATH_RANDOM, ""}, {"fround", FE_IR_B_MATH_FROUND, "n"},
    {"clz32", FE_IR_B_MATH_CLZ32, "n"}, {"imul", FE_IR_B_MATH_IMUL, "nn"},  {NULL, 0, NULL}};
static const bmeth number_statics[] = {{"isInteger", FE_IR_B_NUMBER_IS_INTEGER, "n"},
                                       {"isSafeInteger", FE_IR_B_NUMBER_IS_SAFE_INTEGER, "n"},
                                       {"isFinite", FE_IR_B_NUMBER_IS_FINITE, "n"},
                                       {"isNaN", FE_IR_B_NUMBER_IS_NAN, "n"},
                                       {"parseFloat", FE_IR_B_PARSE_FLOAT, "s"},
                                       {"parseInt", FE_IR_B_PARSE_INT, "sN"},
                                       {NULL, 0, NULL}};
static const bmeth global_funcs[] = {{"parseInt", FE_IR_B_PARSE_INT, "sN"},
                                     {"parseFloat", FE_IR_B_PARSE_FLOAT, "s"},
                                     {"isNaN", FE_IR_B_IS_NAN, "n"},
                                     {"isFinite", FE_IR_B_IS_FINITE, "n"},
                                     {NULL, 0, NULL}};

static const bmeth *bfind(const bmeth *t, const char *name) {
  for (; t->name; t++)
    if (!strcmp(t->name, name)) return t;
  return NULL;
}

static ty letter_ty(char l) {
  switch (l) {
  case 'N': return T_NUM;
  case 'S': return T_STR;
  case 'B': return T_BOOL;
  case 'U': return T_UNDEF;
  default: return T_UNDEF | T_NUM | T_STR; /* any VALUE */
  }
}
static uint32_t letter_ir(char l) {
  switch (l) {
  case 'N': return FE_IR_T_NUMBER;
  case 'S': return FE_IR_T_STRING;
  case 'B': return FE_IR_T_BOOLEAN;
  case 'U': return FE_IR_T_UNDEFINED;
  default: return FE_IR_T_VALUE;
  }
}

typedef struct {
  TSNode n[256];
  uint32_t count;
  int bad;
  int spread; /* some argument is a spread_element (only where the call allows it: spread_call_ok) */
} arglist;
static ex str_re_call(C *c, TSNode call, ex o, const char *name, arglist *a);
static ex str_re_call_with(C *c, TSNode call, ex o, const char *name, arglist *a, uint32_t re0);
static ex match_get(C *c, TSNode n, ex o, const char *prop);
static ex nat_invoke(C *c, TSNode call, int id, uint32_t recv, const char *params, const char *ret, arglist *a);
static ex prom_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a);
static ex giter_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a);
static void gen_fn_ret(C *c, fnctx *f, fnjob *j);
static ex prom_static(C *c, TSNode call, TSNode fnn, const char *name, arglist *a);
static ex nat_func_call(C *c, TSNode call, const nfunc *f, arglist *a);
static ex buffer_from(C *c, TSNode call, arglist *a);
static const nfunc *nat_func_find(int mod, const char *name);
static const nfunc *nat_func_at(uint32_t i);
static const nfunc *nat_global(C *c, const char *name);
static ty nat_func_ret(C *c, const nfunc *f);
static ex nat_ns_call(C *c, TSNode call, sym *ns, TSNode propn, const char *name, arglist *a);
static ex json_stringify(C *c, TSNode call, arglist *a);
static ex object_static(C *c, TSNode call, TSNode fnn, const char *name, arglist *a); /* Object.keys & co. */
static ex obj_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a);
static sym *class_ref(C *c, TSNode obj);
static cmember *static_find(C *c, cls *k, const char *name);
static uint32_t class_statics(C *c, TSNode decl);
static ex static_get(C *c, TSNode n, cls *k, const char *name);
static ex static_call(C *c, TSNode call, TSNode propn, cls *k, const char *name, arglist *a);
static ex static_set(C *c, TSNode whole, TSNode lhs, cls *k, const char *name, ex v, TSNode vn);
static ex super_call(C *c, TSNode call, arglist *a);
static ex super_get(C *c, TSNode n, const char *name);
static ex array_from(C *c, TSNode call, arglist *a);
static ex super_method_call(C *c, TSNode call, TSNode propn, const char *name, arglist *a);
static int class_find(C *c, cls *k, const char *name, int want, int *fi, cmember **mi);

enum { G_FN, G_CLASS, G_IFACE, G_ALIAS, G_METHOD };
#define G_MAXTP 16
#define G_MAXDEPTH 24

struct ginst {
  gdecl *g;
  ty args[G_MAXTP];
  const char *name;
  scope *sc;        /* binds the type parameters */
  ty t;             /* the function type, instance type, or interface/alias type */
  uint32_t irfn;    /* functions and methods */
  sym *self;
  cls *k;           /* classes */
  sym **caps;       /* functions declared inside functions: what they capture */
  uint32_t ncaps;
  int building, bad;
  TSNode use;       /* where it was first needed */
  int outermost;    /* ... outside any other instantiation */
  ginst *next;
};

struct gdecl {
  int kind;
  const char *name;
  TSNode decl;      /* the declaration */
  TSNode fn;        /* functions and methods: the function node */
  uint32_t ntp, nreq; /* type parameters, those without a default */
  const char *tpname[G_MAXTP];
  TSNode tpcons[G_MAXTP], tpdef[G_MAXTP], tpnode[G_MAXTP];
  scope *outer;     /* where it is declared */
  cls *tmpl;        /* G_CLASS: the statics class */
  cmember *m;       /* G_METHOD: the member, of class owner */
  cls *owner;
  ginst *insts, *last;
};

static ex gen_fn_call(C *c, TSNode call, gdecl *g, arglist *a);
static ex gen_method_call(C *c, TSNode call, cmember *m, ex o, arglist *a);

static void args_read(C *c, TSNode args, arglist *a) {
  a->count = 0;
  a->bad = 0;
  a->spread = 0;
  int spread_ok = c->spread_ok;
  c->spread_ok = 0;
  if (isnull(args)) return;
  if (is(args, "template_string")) {
    ERR(c, args, "unsupported: tagged templates");
    a->bad = 1;
    return;
  }
  uint32_t cnt = ts_node_named_child_count(args);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode x = ts_node_named_child(args, i);
    if (is(x, "comment")) continue;
    if (is(x, "spread_element") && !spread_ok) {
      ERR(c, x, "unsupported: spread arguments");
      a->bad = 1;
      continue;
    }
    if (is(x, "spread_element")) a->spread = 1;
    if (a->count < 256) a->n[a->count++] = x;
    else { ERR(c, x, "unsupported: more than 256 arguments"); a->bad = 1; }
  }
}

static void arity_error(C *c, TSNode call, arglist *a, uint32_t min, uint32_t max) {
  char want[64];
  if (min == max) snprintf(want, sizeof want, "%u", min);
  else snprintf(want, sizeof want, "%u-%u", min, max);
  TSNode at = a->count > max ? a->n[max] : call;
  ERR(c, at, "Expected %s arguments, but got %u.", want, a->count);
}

/* Emits a builtin call; `recv` (FE_IR_NONE if none) is already converted. */
static ex builtin_call(C *c, TSNode call, int id, const char *ps, uint32_t recv, arglist *a) {
  const fe_ir_builtin_info *bi = &fe_ir_builtins[id];
  const char *irp = bi->params;
  uint32_t items[260], ni = 0;
  if (recv != FE_IR_NONE) { items[ni++] = recv; irp++; }
  size_t np = strlen(ps);
  int variadic = np && ps[np - 1] == '*';
  uint32_t min = 0, max = variadic ? 1000 : (uint32_t)np;
  for (size_t i = 0; i < np; i++)
    if (ps[i] == 'n' || ps[i] == 's') min = (uint32_t)i + 1;
  if (a->count < min || a->count > max) {
    if (!variadic) arity_error(c, call, a, min, max);
    else ERR(c, call, "Expected at least %u arguments, but got %u.", min, a->count);
  }
  int bad = a->bad;
  for (uint32_t i = 0; i < a->count && i < max; i++) {
    char p = variadic ? 'n' : ps[i];
    ty want = (p == 'n' || p == 'N') ? T_NUM : T_STR;
    char l = variadic ? irp[0] : irp[i];
    ex e = expr(c, a->n[i], want);
    if (e.t & T_ERR) { bad = 1; continue; }
    if (!ex_assignable(c, e, want)) {
      ERR(c, a->n[i], "Argument of type '%s' is not assignable to parameter of type '%s'.", exstr(c, e, want), tystr(c, want));
      bad = 1;
      continue;
    }
    items[ni++] = convir(c, convto(c, e.node, e.t, want), letter_ir(l));
  }
  if (!variadic)
    for (uint32_t i = a->count; i < np; i++)
      items[ni++] = convir(c, undef_node(c), letter_ir(irp[i]));
  ty rt = letter_ty(bi->ret[0]);
  if (id == FE_IR_B_STR_AT) rt = T_STR | T_UNDEF;
  if (id == FE_IR_B_STR_CODE_POINT_AT) rt = T_NUM | T_UNDEF;
  if (bad) return err_ex(c);
  uint32_t at = fe_ir_list_add(c->b, items, ni);
  return mk(node(c, FE_IR_BUILTIN, 0, letter_ir(bi->ret[0]), (uint32_t)id, at, ni), rt);
}

static ex console_call(C *c, int id, arglist *a) {
  uint32_t items[256], ni = 0;
  int bad = a->bad;
  for (uint32_t i = 0; i < a->count; i++) {
    /* An element read is boxed anyway: let it keep undefined (expect T_UNDEF). */
    ex e = expr(c, a->n[i], keeps_undef(a->n[i]) ? T_UNDEF : 0);
    if (e.t & T_ERR) bad = 1;
    items[ni++] = convir(c, e.node, FE_IR_T_VALUE);
  }
  if (bad) return err_ex(c);
  uint32_t at = fe_ir_list_add(c->b, items, ni);
  return mk(node(c, FE_IR_BUILTIN, 0, FE_IR_T_UNDEFINED, (uint32_t)id, at, ni), T_VOID);
}

/* A conversion call Number(x)/String(x)/Boolean(x). */
static ex convert_call(C *c, TSNode call, ty to, arglist *a) {
  if (a->count > 1) { arity_error(c, call, a, 0, 1); return err_ex(c); }
  if (a->count == 0) {
    if (to == T_NUM) return num(c, 0);
    if (to == T_STR) return mk(str_node(c, NULL, 0), T_STR);
    return mk(node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, 0, 0, 0), T_BOOL);
  }
  ex e = expr(c, a->n[0], keeps_undef(a->n[0]) ? T_UNDEF : 0);
  if (e.t & T_ERR) return err_ex(c);
  if (e.t == to) return mk(e.node, to);
  if (to == T_STR) return str_of(c, e, a->n[0]);
  if (to == T_NUM && nat_kind(c, e.t) == NAT_DATE && !(e.t & T_PRIM)) { /* Number(date): its time value */
    uint32_t args[2] = {e.node, num(c, 0).node};
    return mk(node(c, FE_IR_BUILTIN, 0, FE_IR_T_NUMBER, FE_IR_B_DATE_GET, fe_ir_list_add(c->b, args, 2), 2), T_NUM);
  }
  return mk(node(c, FE_IR_CONVERT, 0, irty(c, to), e.node, 0, 0), to);
}

static uint32_t bcall(C *c, int id, uint32_t irt, const uint32_t *args, uint32_t n);
/* Math.max / Math.min as values: (...values: number[]) => number, a
 * wrapper over the builtin's array form. */
static ex minmax_value(C *c, TSNode at, const bmeth *m) {
  int is_min = m->id == FE_IR_B_MATH_MIN;
  ty at_t = mk_arr(c, T_NUM);
  const char *pn[1] = {"...values"};
  uint8_t po[1] = {0};
  ty t = mk_fn(c, 1, &at_t, pn, po, T_NUM);
  uint32_t f = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, is_min ? "Math.min" : "Math.max"), sigof(c, t)->irt, 0, line_of(at));
  fe_ir_func_local(c->b, f, fe_ir_string_cstr(c->b, "values"), irty(c, at_t), 1);
  uint32_t args[2] = {node(c, FE_IR_LOCAL, 0, irty(c, at_t), 0, 0, 0), fe_ir_node_num(c->b, is_min)};
  uint32_t ret = node(c, FE_IR_RETURN, 0, 0, bcall(c, FE_IR_B_MATH_MAX_ARRAY, FE_IR_T_NUMBER, args, 2), 0, 0);
  fe_ir_func_body(c->b, f, block_of(c, &ret, 1));
  return mk(node(c, FE_IR_FUNC, 0, sigof(c, t)->irt, f, 0, 0), t);
}

/* Number, String and Boolean used as values (`strs.map(Number)`,
 * `xs.filter(Boolean)`): a wrapper (x: P) => number|string|boolean whose
 * parameter type P is the one the context passes (the first parameter of
 * the expected function type) when that is a primitive type, else unknown. */
static ex conv_value(C *c, TSNode at, const char *name, ty expect) {
  ty to = name[0] == 'N' ? T_NUM : name[0] == 'S' ? T_STR : T_BOOL;
  ty p = T_UNKNOWN_ALL;
  if ((expect & T_FN) && !(expect & (T_PRIM | T_ERR | T_UNI))) {
    sig *es = sigof(c, expect);
    if (es->n >= 1 && !es->rest && es->p[0] && !(es->p[0] & ~(ty)(T_UNDEF | T_NULL | T_BOOL | T_NUM | T_STR))) p = es->p[0];
  }
  if (p & T_VOID) p = (p & ~T_VOID) | T_UNDEF;
  const char *pn[1] = {"value"};
  uint8_t po[1] = {0};
  ty t = mk_fn(c, 1, &p, pn, po, to);
  uint32_t f = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, name), sigof(c, t)->irt, 0, line_of(at));
  uint32_t pirt = irty(c, p);
  fe_ir_func_local(c->b, f, fe_ir_string_cstr(c->b, "value"), pirt, 1);
  uint32_t x = node(c, FE_IR_LOCAL, 0, pirt, 0, 0, 0);
  uint32_t v = pirt == irty(c, to) ? x : node(c, FE_IR_CONVERT, 0, irty(c, to), x, 0, 0);
  uint32_t ret = node(c, FE_IR_RETURN, 0, 0, v, 0, 0);
  fe_ir_func_body(c->b, f, block_of(c, &ret, 1));
  return mk(node(c, FE_IR_FUNC, 0, sigof(c, t)->irt, f, 0, 0), t);
}

/* A library function used as a value (`apply(Math.sqrt, 2)`): a small IR
 * function that forwards its parameters to the builtin, made once. */
static ex builtin_value(C *c, TSNode at, const char *ns, const bmeth *m) {
  size_t np = strlen(m->ps);
  const fe_ir_builtin_info *bi = &fe_ir_builtins[m->id];
  if ((m->id == FE_IR_B_MATH_MAX || m->id == FE_IR_B_MATH_MIN) && ns) return minmax_value(c, at, m);
  for (size_t i = 0; i < np; i++)
    if (m->ps[i] != 'n' && m->ps[i] != 's' && !((m->ps[i] == 'N' || m->ps[i] == 'S') && bi->params[i] == 'V')) {
      if (ns) ERR(c, at, "unsupported: using '%s.%s' as a value", ns, m->name);
      else ERR(c, at, "unsupported: using '%s' as a value", m->name);
      return err_ex(c);
    }
  if (!c->wrapper[m->id]) {
    ty ps[8];
    const char *pn[8];
    uint8_t po[8] = {0};
    uint32_t args[8];
    for (size_t i = 0; i < np && i < 8; i++) {
      ps[i] = m->ps[i] == 'n' ? T_NUM : m->ps[i] == 's' ? T_STR : m->ps[i] == 'N' ? T_NUM | T_UNDEF : T_STR | T_UNDEF;
      po[i] = m->ps[i] == 'N' || m->ps[i] == 'S';
      pn[i] = np == 1 ? "x" : i == 0 ? "x" : "y";
    }
    ty t = mk_fn(c, (uint32_t)np, ps, pn, po, letter_ty(bi->ret[0]));
    char name[64];
    if (ns) snprintf(name, sizeof name, "%s.%s", ns, m->name);
    else snprintf(name, sizeof name, "%s", m->name);
    uint32_t f = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, name), sigof(c, t)->irt, 0, line_of(at));
    for (size_t i = 0; i < np; i++) {
      fe_ir_func_local(c->b, f, fe_ir_string_cstr(c->b, pn[i]), irty(c, ps[i]), 1);
      args[i] = node(c, FE_IR_LOCAL, 0, irty(c, ps[i]), (uint32_t)i, 0, 0);
    }
    uint32_t la = fe_ir_list_add(c->b, args, (uint32_t)np);
    uint32_t call = node(c, FE_IR_BUILTIN, 0, letter_ir(bi->ret[0]), (uint32_t)m->id, la, (uint32_t)np);
    uint32_t ret = node(c, FE_IR_RETURN, 0, 0, call, 0, 0);
    fe_ir_func_body(c->b, f, block_of(c, &ret, 1));
    c->wrapper[m->id] = f + 1;
    c->wrapper_t[m->id] = t;
  }
  ty t = c->wrapper_t[m->id];
  return mk(node(c, FE_IR_FUNC, 0, sigof(c, t)->irt, c->wrapper[m->id] - 1, 0, 0), t);
}

static const char *member_name(C *c, TSNode mem) {
  TSNode p = field(mem, F_property);
  if (isnull(p)) return "";
  return text(c, p);
}
static int is_optional_chain(TSNode mem) {
  uint32_t cnt = ts_node_child_count(mem);
  for (uint32_t i = 0; i < cnt; i++)
    if (is(ts_node_child(mem, i), "optional_chain") || is(ts_node_child(mem, i), "?.")) return 1;
  return 0;
}

/* A `?.` link that the optional chain being lowered (opt_chain) does not cover. */
static int oc_pending(C *c, TSNode n) {
  return is_optional_chain(n) && !(c->oc_on && ts_node_eq(n, c->oc_link));
}

/* Names a global namespace object (Math, console, ...) when `obj` is an
 * identifier not shadowed by a user declaration. */
static const char *namespace_of(C *c, TSNode obj) {
  if (!is(obj, "identifier")) return NULL;
  const char *name = text(c, obj);
  if (lookup(c, name)) return NULL;
  return is_builtin_global(name) ? name : NULL;
}

static int is_process_argv(C *c, TSNode n) {
  if (!is(n, "member_expression")) return 0;
  TSNode o = field(n, F_object);
  const char *ns = namespace_of(c, o);
  return ns && !strcmp(ns, "process") && !strcmp(member_name(c, n), "argv");
}

static const char *possibly(C *c, TSNode at, ty t) {
  (void)c; (void)at;
  if ((t & T_UNDEF) && (t & T_NULL)) return "null' or 'undefined";
  if (t & T_NULL) return "null";
  return "undefined";
}

static void report_nullish(C *c, TSNode at, ty t) {
  TSNode inner = at;
  while (is(inner, "parenthesized_expression")) inner = named(inner, 0);
  if (t & T_UNKNOWN) {
    if (is(inner, "identifier")) ERR(c, at, "'%s' is of type 'unknown'.", text(c, inner));
    else ERR(c, at, "Object is of type 'unknown'.");
    return;
  }
  if (is(inner, "identifier"))
    ERR(c, at, "'%s' is possibly '%s'.", text(c, inner), possibly(c, at, t));
  else
    ERR(c, at, "Object is possibly '%s'.", possibly(c, at, t));
}

static ex arith(C *c, const char *opname, ex l, ex r, TSNode ln, TSNode rn, TSNode whole);
static ex binop_node(C *c, int op, ex l, ex r, ty t);
/* check_any.inc */
static int any_syntax(C *c, TSNode n);
static ex any_member(C *c, TSNode n, ex o, const char *prop);
static ex any_subscript(C *c, TSNode n, ex o);
static ex any_assign(C *c, TSNode lhs, TSNode rhs);
static ex any_method_call(C *c, TSNode call, ex o, const char *prop, arglist *a);
static ex any_add(C *c, ex l, ex r);
static ex json_parse_call(C *c, TSNode call, arglist *a);

/* ---- expressions: arrays -------------------------------------------------- */

/* Arrays are rt_array* values; every operation is a runtime builtin that takes
 * and gives elements boxed (FE_IR_B_ARRAY_*).  A read gives undefined out of
 * range, so it is typed like s[i]: `T | undefined` (a VALUE) where the
 * context allows undefined, else T, by a proven unbox of the VALUE (which
 * maps undefined to NaN, false, the undefined string sentinel, or NULL). */

static int is_arr(ty t) { return (t & T_ARR) && !(t & (T_PRIM | T_ERR)); }

/* The runtime element kind (enum rt_elem) of T[]. */
static uint32_t elem_kind(C *c, ty arr) {
  if (typed_of(c, arr)) return fe_ir_typed_elem(typed_of(c, arr));
  uint32_t eirt = irty(c, elem_of(c, arr));
  if (eirt == FE_IR_T_NUMBER) return 0;
  if (eirt == FE_IR_T_STRING || is_arr(elem_of(c, arr))) return 4;
  return 3;
}

static uint32_t bcall(C *c, int id, uint32_t irt, const uint32_t *args, uint32_t n) {
  return node(c, FE_IR_BUILTIN, 0, irt, (uint32_t)id, fe_ir_list_add(c->b, args, n), n);
}
static uint32_t tmp_set(C *c, uint32_t irt, uint32_t *slot, uint32_t value) {
  *slot = local_add(c, c->fn, "", irt);
  return node(c, FE_IR_SET_LOCAL, 0, irt, *slot, value, 0);
}
static uint32_t tmp_get(C *c, uint32_t irt, uint32_t slot) { return node(c, FE_IR_LOCAL, 0, irt, slot, 0, 0); }

/* The element read a[i] (nodes of the array and of a number). */
static ex elem_read(C *c, ty arr, uint32_t an, uint32_t in, ty expect) {
  ty et = elem_of(c, arr);
  uint32_t args[2] = {an, in};
  uint32_t g = bcall(c, FE_IR_B_ARRAY_GET, FE_IR_T_VALUE, args, 2);
  if ((expect & T_UNDEF) && !(expect & T_ERR)) return mk(g, et | T_UNDEF);
  return mk(unbox(c, g, et | T_UNDEF, et), et);
}

/* The element n of a tuple: reads the stored union (arr node an) and
 * converts it to the element's type.  A mutated tuple (push, or a write
 * through an array alias) may hold something else there, so this converts
 * like `as` does rather than unboxing blindly. */
static ex tuple_elem(C *c, ty tt, uint32_t an, uint32_t i, TSNode at) {
  sig *tp = tuple_of(c, tt);
  ty u = tp->ret, et = tp->p[i];
  uint32_t args[2] = {an, fe_ir_node_num(c->b, i)};
  uint32_t g = bcall(c, FE_IR_B_ARRAY_GET, FE_IR_T_VALUE, args, 2);
  if (irty(c, u) == irty(c, et) && irty(c, et) != FE_IR_T_VALUE) return mk(unbox(c, g, u | T_UNDEF, et), et);
  if (irty(c, et) == FE_IR_T_VALUE) return mk(g, et);
  return mk(assert_conv(c, g, u | T_UNDEF, et, at), et);
}

/* An array literal checked against the tuple type tt, or (tt == 0) the
 * operand of `as const` (konst: a readonly tuple of the elements' literal
 * types) or the value of an array pattern (a tuple of their widened types). */
static ex tuple_lit(C *c, TSNode n, ty tt, int konst) {
  sig *tp = tt ? tuple_of(c, tt) : NULL;
  TSNode at[256];
  ex els[256];
  uint32_t ne = 0, cnt = ts_node_named_child_count(n);
  int bad = 0;
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_named_child(n, i);
    if (is(ch, "comment")) continue;
    if (is(ch, "spread_element")) { ERR(c, ch, "unsupported: spread in a tuple literal"); return err_ex(c); }
    if (ne == 256) { ERR(c, ch, "unsupported: tuples of more than 256 elements"); return err_ex(c); }
    at[ne] = ch;
    if (tp) {
      els[ne] = expr(c, ch, ne < tp->n ? tp->p[ne] : 0);
    } else {
      TSNode in = ch;
      while (is(in, "parenthesized_expression")) in = named(in, 0);
      els[ne] = is(in, "array") && konst ? tuple_lit(c, in, 0, 1) : expr(c, ch, 0);
      if (konst && !(els[ne].t & T_ERR) && !els[ne].lt && els[ne].lit) els[ne].lt = ex_exact(c, els[ne]);
      if (!konst) els[ne].lt = 0;
    }
    if (els[ne].t & T_ERR) bad = 1;
    ne++;
  }
  /* holes: a comma with no element before it */
  for (uint32_t i = 0, prev = 0; i < ts_node_child_count(n); i++) {
    TSNode ch = ts_node_child(n, i);
    if (ts_node_is_named(ch)) { prev = !is(ch, "comment"); continue; }
    if (!strcmp(ntype(ch), ",") && !prev) { ERR(c, ch, "unsupported: holes in array literals"); return err_ex(c); }
    prev = 0;
  }
  if (bad) return err_ex(c);
  ty el[256];
  if (tp) {
    if (ne != tp->n) {
      ERR(c, n, ne > tp->n ? "Source has %u element(s) but target allows only %u." : "Source has %u element(s) but target requires %u.",
          ne, tp->n);
      return err_ex(c);
    }
    for (uint32_t i = 0; i < ne; i++) el[i] = tp->p[i];
  } else {
    for (uint32_t i = 0; i < ne; i++) el[i] = els[i].lt ? els[i].lt : els[i].t;
    tt = mk_tuple(c, ne, el, konst);
    if (tt == T_ERR) { ERR(c, n, "unsupported: tuple mixing several function, array or object types"); return err_ex(c); }
    tp = tuple_of(c, tt);
  }
  uint32_t items[256];
  for (uint32_t i = 0; i < ne; i++) {
    if (!ex_assignable(c, els[i], el[i])) {
      ERR(c, at[i], "Type '%s' is not assignable to type '%s'.", exstr(c, els[i], el[i]), tystr(c, el[i]));
      bad = 1;
      continue;
    }
    uint32_t v = coerce(c, els[i], el[i], at[i], 0);
    items[i] = convto(c, v, el[i], tp->ret);
  }
  if (bad) return err_ex(c);
  ty t = tt & (T_ARR | T_IDX);
  return mk(node(c, FE_IR_ARRAY_LIT, 0, sigof(c, t)->irt, 0, fe_ir_list_add(c->b, items, ne), ne), t);
}

static int coll_spread(C *c, TSNode n, ty expect, ex *out);
static ex coll_iter_array(C *c, TSNode n, ty expect, int *fresh);

/* The array a spread `...x` reads: an array as is, a Map's entries, a Set's
 * values, keys()/values()/entries(), a string's code points. */
static ex spread_source(C *c, TSNode sp, ty expect) {
  int fresh;
  ex r = coll_iter_array(c, named(sp, 0), expect, &fresh);
  if (r.t & T_ERR) return r;
  if (r.t == T_STR) {
    ty st = mk_arr(c, T_STR);
    return mk(bcall(c, FE_IR_B_STR_CHARS, sigof(c, st)->irt, &r.node, 1), st);
  }
  if (!is_arr(r.t) || typed_of(c, r.t)) {
    if (r.t & (T_UNDEF | T_NULL | T_VOID)) report_nullish(c, named(sp, 0), r.t);
    else ERR(c, sp, "unsupported: spread of a value of type '%s'", tystr(c, r.t));
    return err_ex(c);
  }
  return r;
}

/* [a, ...xs, b, ...ys]: array literals of the plain elements between the
 * spreads, concatenated in order (rt_array_concat converts each element to
 * the first part's element kind, the result's). */
/* The elements nodes[0..cnt) (plain values and spread_elements) as one new
 * array of element type want (0: the union of the elements' types). */
static ex spread_concat(C *c, const TSNode *nodes, uint32_t cnt, ty want) {
  uint32_t ne = 0;
  ex *els = calloc(cnt + 1, sizeof *els);
  TSNode *at = calloc(cnt + 1, sizeof *at);
  uint8_t *spr = calloc(cnt + 1, 1);
  uint32_t *items = calloc(cnt + 1, sizeof *items);
  if (!els || !at || !spr || !items) abort();
  ex r = err_ex(c);
  int bad = 0;
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = nodes[i];
    at[ne] = ch;
    spr[ne] = is(ch, "spread_element");
    els[ne] = spr[ne] ? spread_source(c, ch, want ? mk_arr(c, want) : 0) : expr(c, ch, want);
    if (els[ne].t & T_ERR) bad = 1;
    ne++;
  }
  if (bad) goto done;
  ty et = want;
  if (!et) {
    for (uint32_t i = 0; i < ne; i++) {
      ty t = spr[i] ? elem_of(c, els[i].t) : els[i].t;
      if (uclash(c, et, t)) {
        ERR(c, at[i], "unsupported: array literal mixing function, array or object types");
        goto done;
      }
      et = ty_union(c, et, t);
    }
    if (et & T_VOID) et = (et & ~T_VOID) | T_UNDEF;
    if (!et) et = T_UNDEF;
  }
  ty t = mk_arr(c, et);
  if (t & T_ERR) goto done;
  uint32_t irt = sigof(c, t)->irt, acc = FE_IR_NONE, k = 0;
  for (uint32_t i = 0; i <= ne; i++) {
    if (i < ne && !spr[i]) {
      if (!ex_assignable(c, els[i], et)) {
        ERR(c, at[i], "Type '%s' is not assignable to type '%s'.", exstr(c, els[i], et), tystr(c, et));
        bad = 1;
        continue;
      }
      items[k++] = coerce(c, els[i], et, at[i], 0);
      continue;
    }
    if (acc == FE_IR_NONE || k) {
      uint32_t lit = node(c, FE_IR_ARRAY_LIT, 0, irt, 0, fe_ir_list_add(c->b, items, k), k);
      acc = acc == FE_IR_NONE ? lit : bcall(c, FE_IR_B_ARRAY_CONCAT, irt, (uint32_t[]){acc, lit}, 2);
      k = 0;
    }
    if (i == ne) break;
    if (!assignable(c, elem_of(c, els[i].t), et)) {
      ERR(c, at[i], "Type '%s' is not assignable to type '%s'.", tystr(c, els[i].t), tystr(c, t));
      bad = 1;
      continue;
    }
    acc = bcall(c, FE_IR_B_ARRAY_CONCAT_SPREAD, irt, (uint32_t[]){acc, els[i].node}, 2);
  }
  if (!bad) r = mk(acc, t);
done:
  free(els);
  free(at);
  free(spr);
  free(items);
  return r;
}

/* [a, ...xs, b, ...ys]: array literals of the plain elements between the
 * spreads, concatenated in order (rt_array_concat converts each element to
 * the first part's element kind, the result's). */
static ex array_spread_lit(C *c, TSNode n, ty expect) {
  ty want = 0;
  if ((expect & T_ARR) && !(expect & T_ERR) && !tuple_of(c, expect)) want = elem_of(c, expect);
  uint32_t cnt = ts_node_named_child_count(n), ne = 0;
  TSNode *nodes = calloc(cnt + 1, sizeof *nodes);
  if (!nodes) abort();
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_named_child(n, i);
    if (!is(ch, "comment")) nodes[ne++] = ch;
  }
  int bad = 0;
  for (uint32_t i = 0, prev = 0; i < ts_node_child_count(n); i++) { /* holes */
    TSNode ch = ts_node_child(n, i);
    if (ts_node_is_named(ch)) { prev = !is(ch, "comment"); continue; }
    if (!strcmp(ntype(ch), ",") && !prev) { ERR(c, ch, "unsupported: holes in array literals"); bad = 1; }
    prev = 0;
  }
  ex r = bad ? err_ex(c) : spread_concat(c, nodes, ne, want);
  free(nodes);
  return r;
}

/* console.log(...xs), Math.max(...xs), a.push(...xs): the arguments as one
 * array (want: its element type), handed to the builtin's array form. */
static ex spread_call_builtin(C *c, TSNode call, int id, uint32_t recv, ty want, arglist *a) {
  (void)call;
  ex arr = spread_concat(c, a->n, a->count, want);
  if (arr.t & T_ERR) return arr;
  switch (id) {
  case FE_IR_B_MATH_MAX:
  case FE_IR_B_MATH_MIN: {
    uint32_t args[2] = {arr.node, fe_ir_node_num(c->b, id == FE_IR_B_MATH_MIN)};
    return mk(bcall(c, FE_IR_B_MATH_MAX_ARRAY, FE_IR_T_NUMBER, args, 2), T_NUM);
  }
  case FE_IR_B_CONSOLE_LOG:
  case FE_IR_B_CONSOLE_ERROR: {
    uint32_t args[2] = {arr.node, fe_ir_node_num(c->b, id == FE_IR_B_CONSOLE_ERROR)};
    return mk(bcall(c, FE_IR_B_CONSOLE_LOG_ARRAY, FE_IR_T_UNDEFINED, args, 2), T_VOID);
  }
  default: {
    uint32_t args[2] = {recv, arr.node};
    return mk(bcall(c, FE_IR_B_ARRAY_PUSH_ALL, FE_IR_T_NUMBER, args, 2), T_NUM);
  }
  }
}

/* An array literal with holes ([1, , 3]): an array of n holes, then each
 * element that is there stored at its index, so the holes stay holes
 * (console.log prints `<1 empty item>`, forEach skips them). */
static ex array_holes_lit(C *c, ty t, const uint32_t *items, const TSNode *at, uint32_t n) {
  uint32_t irt = sigof(c, t)->irt, slot;
  uint32_t args[2] = {fe_ir_node_num(c->b, elem_kind(c, t)), convir(c, fe_ir_node_num(c->b, n), FE_IR_T_VALUE)};
  uint32_t acc = tmp_set(c, irt, &slot, bcall(c, FE_IR_B_ARRAY_NEW, irt, args, 2));
  for (uint32_t i = 0; i < n; i++) {
    if (!ts_node_is_named(at[i])) continue; /* a hole */
    uint32_t sa[3] = {tmp_get(c, irt, slot), fe_ir_node_num(c->b, i), convir(c, items[i], FE_IR_T_VALUE)};
    acc = node(c, FE_IR_SEQ, 0, FE_IR_T_VALUE, acc, bcall(c, FE_IR_B_ARRAY_SET, FE_IR_T_VALUE, sa, 3), 0);
  }
  return mk(node(c, FE_IR_SEQ, 0, irt, acc, tmp_get(c, irt, slot), 0), t);
}

static ex array_lit(C *c, TSNode n, ty expect) {
  ex spread;
  if (tuple_of(c, expect) && !(expect & T_UNKNOWN)) return tuple_lit(c, n, expect, 0);
  if (coll_spread(c, n, expect, &spread)) return spread; /* [...x] */
  for (uint32_t i = 0; i < ts_node_named_child_count(n); i++)
    if (is(ts_node_named_child(n, i), "spread_element")) return array_spread_lit(c, n, expect);
  ty want = 0;
  if ((expect & T_ARR) && !(expect & T_ERR)) want = elem_of(c, expect);
  else if ((expect & T_UNKNOWN) && !(expect & T_ERR)) want = T_UNKNOWN_ALL; /* an unknown[] */
  uint32_t cnt = ts_node_child_count(n), ne = 0, cap = 0, nholes = 0;
  ex *els = NULL;
  TSNode *at = NULL;
  int bad = 0, prev_elem = 0;
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_child(n, i);
    int hole = 0;
    if (!ts_node_is_named(ch)) {
      hole = !strcmp(ntype(ch), ",") && !prev_elem;
      prev_elem = 0;
      if (!hole) continue;
    } else {
      if (is(ch, "comment")) continue;
      prev_elem = 1;
    }
    if (!hole && is(ch, "spread_element")) { ERR(c, ch, "unsupported: spread in array literals"); bad = 1; continue; }
    if (ne == cap) {
      cap = cap ? cap * 2 : 16;
      els = realloc(els, cap * sizeof *els);
      at = realloc(at, cap * sizeof *at);
      if (!els || !at) abort();
    }
    at[ne] = ch;
    if (hole) { /* an elision: its element reads as undefined (see array_holes_lit) */
      els[ne++] = mk(undef_node(c), T_UNDEF);
      nholes++;
      continue;
    }
    /* an empty [] without context takes its type from its siblings (below) */
    if (!want && is(ch, "array") && ts_node_named_child_count(ch) == 0) {
      els[ne++].t = T_ERR | T_UNDEF; /* marker: not checked yet */
      continue;
    }
    els[ne++] = expr(c, ch, want);
    if (els[ne - 1].t & T_ERR) bad = 1;
  }
  ex r = err_ex(c);
  ty et = want;
  if (bad) goto done;
  if (!want && !ne) { /* tsc: never[], which fits every array type (see never_arr_retype) */
    ty t = mk_arr(c, 0);
    r = mk(node(c, FE_IR_ARRAY_LIT, 0, sigof(c, t)->irt, 0, fe_ir_list_add(c->b, NULL, 0), 0), t);
    goto done;
  }
  if (!want) {
    et = 0;
    for (uint32_t i = 0; i < ne; i++) {
      if (els[i].t == (T_ERR | T_UNDEF)) continue;
      if (clash(et, els[i].t)) {
        /* object types: one that the others fit */
        if ((et & T_OBJ) && (els[i].t & T_OBJ) && assignable(c, els[i].t & ~(ty)T_PRIM, et & ~(ty)T_PRIM)) {
          et |= els[i].t & T_PRIM;
          continue;
        }
        if ((et & T_OBJ) && (els[i].t & T_OBJ) && assignable(c, et & ~(ty)T_PRIM, els[i].t & ~(ty)T_PRIM)) {
          et = (et & T_PRIM) | els[i].t;
          continue;
        }
        if (!uclash(c, et, els[i].t)) { et = ty_union(c, et, els[i].t); continue; }
        /* `[[1], ["a"]]`, `[[], {}]`: tsc's element type is a union of several
         * compound types, which Kiln cannot represent; the elements are kept
         * as boxed values (unknown[]), which prints and passes like Node, and
         * any use that needs the element's type is rejected. */
        et = T_UNKNOWN_ALL;
        break;
      }
      et = ty_union(c, et, els[i].t);
    }
    if (!et) et = mk_arr(c, 0); /* [[], []]: never[][] */
    for (uint32_t i = 0; i < ne; i++)
      if (els[i].t == (T_ERR | T_UNDEF)) {
        els[i] = expr(c, at[i], et);
        if (els[i].t & T_ERR) goto done;
      }
    if (et & T_VOID) et = (et & ~T_VOID) | T_UNDEF;
    if (!et) et = T_UNDEF;
  }
  uint32_t *items = malloc((ne ? ne : 1) * sizeof *items);
  if (!items) abort();
  for (uint32_t i = 0; i < ne; i++) {
    if (!ex_assignable(c, els[i], et)) {
      ERR(c, at[i], "Type '%s' is not assignable to type '%s'.", exstr(c, els[i], et), tystr(c, et));
      bad = 1;
      continue;
    }
    items[i] = coerce(c, els[i], et, at[i], 0);
  }
  if (!bad) {
    ty t = mk_arr(c, et);
    if (nholes) r = array_holes_lit(c, t, items, at, ne);
    else r = mk(node(c, FE_IR_ARRAY_LIT, 0, sigof(c, t)->irt, 0, fe_ir_list_add(c->b, items, ne), ne), t);
  }
  free(items);
done:
  free(els);
  free(at);
  return r;
}

/* `new Array(n)` / `new Array<T>(n)`: n holes. */
static ex new_array(C *c, TSNode n, ty expect) {
  TSNode ctor = field(n, F_constructor), targs = field(n, F_type_arguments);
  if (!is(ctor, "identifier") || !text_is(c, ctor, "Array") || lookup(c, intern(c, "Array", 5))) {
    ERR(c, n, "unsupported: new expressions");
    return err_ex(c);
  }
  ty t;
  if (!isnull(targs)) t = elem_type_ok(c, targs, type_of(c, named(targs, 0)));
  else if (is_arr(expect & ~(T_UNDEF | T_NULL | T_VOID))) t = expect & ~(T_UNDEF | T_NULL | T_VOID);
  else { ERR(c, n, "unsupported: 'new Array' without an element type"); return err_ex(c); }
  if (t & T_ERR) return err_ex(c);
  arglist a;
  args_read(c, field(n, F_arguments), &a);
  if (a.bad) return err_ex(c);
  uint32_t len = convir(c, undef_node(c), FE_IR_T_VALUE);
  if (a.count > 1) { ERR(c, n, "unsupported: 'new Array' with elements (use an array literal)"); return err_ex(c); }
  if (a.count == 1) {
    ex e = expr(c, a.n[0], T_NUM);
    if (e.t & T_ERR) return err_ex(c);
    if (e.t != T_NUM) { ERR(c, a.n[0], "unsupported: 'new Array' with elements (use an array literal)"); return err_ex(c); }
    len = convir(c, e.node, FE_IR_T_VALUE);
  }
  uint32_t args[2] = {fe_ir_node_num(c->b, elem_kind(c, t)), len};
  return mk(bcall(c, FE_IR_B_ARRAY_NEW, sigof(c, t)->irt, args, 2), t);
}

static uint32_t arr_arg(C *c, arglist *a, uint32_t i, ty want, int *bad);
/* `new Array(n).fill(x)`: an array of x's (widened) type. */
static ex new_array_fill(C *c, TSNode call, TSNode newx, arglist *a) {
  if (a->count > 3) { arity_error(c, call, a, 1, 3); return err_ex(c); }
  ex x = expr(c, a->n[0], 0);
  if (x.t & T_ERR) return err_ex(c);
  ty at = mk_arr(c, x.t ? x.t : T_UNDEF);
  ex o = new_array(c, newx, at);
  if (o.t & T_ERR) return o;
  int bad = 0;
  uint32_t args[4] = {o.node, convir(c, coerce(c, x, elem_of(c, at), a->n[0], 1), FE_IR_T_VALUE), 0, 0};
  args[2] = arr_arg(c, a, 1, T_NUM | T_UNDEF, &bad);
  args[3] = arr_arg(c, a, 2, T_NUM | T_UNDEF, &bad);
  if (bad) return err_ex(c);
  return mk(bcall(c, FE_IR_B_ARRAY_FILL, sigof(c, at)->irt, args, 4), at);
}

/* Argument i of an array method, checked against `want` and boxed; a missing
 * optional argument is undefined. */
static uint32_t arr_arg(C *c, arglist *a, uint32_t i, ty want, int *bad) {
  if (i >= a->count) return convir(c, undef_node(c), FE_IR_T_VALUE);
  ex e = expr(c, a->n[i], want);
  if (e.t & T_ERR) { *bad = 1; return e.node; }
  if (!ex_assignable(c, e, want)) {
    ERR(c, a->n[i], "Argument of type '%s' is not assignable to parameter of type '%s'.", exstr(c, e, want), tystr(c, want));
    *bad = 1;
    return e.node;
  }
  return convir(c, coerce(c, e, want, a->n[i], 1), FE_IR_T_VALUE);
}

/* `new Float64Array(n)` (zeros), `new Int32Array(array or typed array)`
 * (each element converted by the storage), `new Uint8Array()` (empty). */
static ex typed_new(C *c, TSNode n, uint32_t k) {
  ty t = mk_typed(c, k);
  arglist a;
  args_read(c, field(n, F_arguments), &a);
  if (a.bad) return err_ex(c);
  uint32_t src = convir(c, undef_node(c), FE_IR_T_VALUE);
  if (a.count > 1) {
    ERR(c, n, "unsupported: '%s' with more than one argument (buffers and offsets)", typed_names[k]);
    return err_ex(c);
  }
  if (a.count == 1) {
    ex e = expr(c, a.n[0], is(a.n[0], "array") ? mk_arr(c, T_NUM) : T_NUM);
    if (e.t & T_ERR) return err_ex(c);
    if (e.t != T_NUM && !(is_arr(e.t) && elem_of(c, e.t) == T_NUM)) {
      ERR(c, a.n[0], "unsupported: '%s' from a value of type '%s' (a length, a number[] or a typed array)", typed_names[k],
          tystr(c, e.t));
      return err_ex(c);
    }
    src = convir(c, e.node, FE_IR_T_VALUE);
  }
  uint32_t args[2] = {fe_ir_node_num(c->b, fe_ir_typed_elem(k)), src};
  return mk(bcall(c, FE_IR_B_TYPED_NEW, sigof(c, t)->irt, args, 2), t);
}

/* Methods of typed arrays that ordinary arrays lack (subarray, set), and the
 * Array methods that typed arrays lack (they cannot grow).  Returns 0 when
 * the ordinary array code handles the call. */
static int buffer_call(C *c, TSNode call, const char *prop, ex o, arglist *a, ex *out);
static int typed_call(C *c, TSNode call, const char *prop, ex o, arglist *a, ex *out) {
  static const char *const absent[] = {"push", "pop", "shift", "unshift", "concat", "splice", "flat", NULL};
  uint32_t k = typed_of(c, o.t);
  if (buffer_call(c, call, prop, o, a, out)) return 1;
  int own = !strcmp(prop, "subarray") || !strcmp(prop, "set");
  int bad = a->bad;
  for (int i = 0; k && absent[i]; i++)
    if (!strcmp(absent[i], prop)) own = 1;
  if (!own) return 0;
  TSNode pn = field(field(call, F_function), F_property);
  *out = err_ex(c);
  if (!k || (strcmp(prop, "subarray") && strcmp(prop, "set"))) {
    ERR(c, pn, "Property '%s' does not exist on type '%s'.", prop, tystr(c, o.t));
    return 1;
  }
  uint32_t min = prop[0] == 's' && prop[1] == 'e' ? 1 : 0;
  if (a->count < min || a->count > 2) {
    arity_error(c, call, a, min, 2);
    return 1;
  }
  if (!strcmp(prop, "subarray")) {
    uint32_t args[3] = {o.node, arr_arg(c, a, 0, T_NUM | T_UNDEF, &bad), arr_arg(c, a, 1, T_NUM | T_UNDEF, &bad)};
    if (!bad) *out = mk(bcall(c, FE_IR_B_TYPED_SUBARRAY, sigof(c, o.t)->irt, args, 3), o.t);
    return 1;
  }
  ex src = expr(c, a->n[0], is(a->n[0], "array") ? mk_arr(c, T_NUM) : 0);
  if (src.t & T_ERR) return 1;
  if (!is_arr(src.t) || elem_of(c, src.t) != T_NUM) {
    ERR(c, a->n[0], "Argument of type '%s' is not assignable to parameter of type 'ArrayLike<number>'.", tystr(c, src.t));
    return 1;
  }
  uint32_t args[3] = {o.node, src.node, arr_arg(c, a, 1, T_NUM | T_UNDEF, &bad)};
  if (!bad) *out = mk(bcall(c, FE_IR_B_TYPED_SET, FE_IR_T_UNDEFINED, args, 3), T_VOID);
  return 1;
}

/* Buffer.from(string[, encoding]), Buffer.from(number[] or bytes).  `Buffer`
 * is typed Uint8Array: a Buffer is one at run time (runtime/buffer.c), and
 * its own methods (toString(encoding), equals, compare) are accepted on any
 * Uint8Array, whose run-time flag decides what toString() and slice() do. */
static ex buffer_from(C *c, TSNode call, arglist *a) {
  ty bt = mk_typed(c, typed_by_name("Uint8Array"));
  if (a->bad) return err_ex(c);
  if (a->count < 1 || a->count > 2) {
    arity_error(c, call, a, 1, 2);
    return err_ex(c);
  }
  ex e = expr(c, a->n[0], is(a->n[0], "array") ? mk_arr(c, T_NUM) : 0);
  if (e.t & T_ERR) return err_ex(c);
  if (e.t != T_STR && !(is_arr(e.t) && elem_of(c, e.t) == T_NUM)) {
    ERR(c, a->n[0], "unsupported: Buffer.from of a value of type '%s' (a string, a number[], a Buffer or a Uint8Array)",
        tystr(c, e.t));
    return err_ex(c);
  }
  uint32_t enc = convir(c, undef_node(c), FE_IR_T_VALUE);
  if (a->count == 2) {
    ex en = expr(c, a->n[1], T_STR);
    if (en.t & T_ERR) return err_ex(c);
    if (!ex_assignable(c, en, T_STR | T_UNDEF)) {
      ERR(c, a->n[1], "Argument of type '%s' is not assignable to parameter of type 'BufferEncoding'.", exstr(c, en, T_STR));
      return err_ex(c);
    }
    enc = convir(c, en.node, FE_IR_T_VALUE);
  }
  uint32_t args[2] = {convir(c, e.node, FE_IR_T_VALUE), enc};
  return mk(bcall(c, FE_IR_B_BUFFER_FROM, sigof(c, bt)->irt, args, 2), bt);
}

/* buf.toString([encoding[, start[, end]]]), buf.equals(other), buf.compare(other). */
static int buffer_call(C *c, TSNode call, const char *prop, ex o, arglist *a, ex *out) {
  if (typed_of(c, o.t) != typed_by_name("Uint8Array")) return 0;
  int bad = a->bad;
  if (!strcmp(prop, "toString")) {
    if (a->count > 3) { arity_error(c, call, a, 0, 3); *out = err_ex(c); return 1; }
    uint32_t args[4] = {o.node, arr_arg(c, a, 0, T_STR | T_UNDEF, &bad), arr_arg(c, a, 1, T_NUM | T_UNDEF, &bad),
                        arr_arg(c, a, 2, T_NUM | T_UNDEF, &bad)};
    *out = bad ? err_ex(c) : mk(bcall(c, FE_IR_B_BUFFER_TO_STRING, FE_IR_T_STRING, args, 4), T_STR);
    return 1;
  }
  int eq = !strcmp(prop, "equals");
  if (!eq && strcmp(prop, "compare")) return 0;
  *out = err_ex(c);
  if (a->count != 1) { arity_error(c, call, a, 1, 1); return 1; }
  ex other = expr(c, a->n[0], o.t);
  if (other.t & T_ERR) return 1;
  if (typed_of(c, other.t) != typed_by_name("Uint8Array")) {
    ERR(c, a->n[0], "Argument of type '%s' is not assignable to parameter of type 'Uint8Array'.", tystr(c, other.t));
    return 1;
  }
  uint32_t args[2] = {o.node, other.node};
  if (!bad) *out = eq ? mk(bcall(c, FE_IR_B_BUFFER_EQUALS, FE_IR_T_BOOLEAN, args, 2), T_BOOL)
                      : mk(bcall(c, FE_IR_B_BUFFER_COMPARE, FE_IR_T_NUMBER, args, 2), T_NUM);
  return 1;
}

/* `x instanceof Float64Array`: known from x's static type. */
static int typed_instanceof(C *c, TSNode ln, TSNode rn, ex *out) {
  uint32_t k = is(rn, "identifier") && !lookup(c, text(c, rn)) ? typed_by_name(text(c, rn)) : 0;
  if (!k) return 0;
  ex l = expr(c, ln, 0);
  *out = err_ex(c);
  if (l.t & T_ERR) return 1;
  if (irty(c, l.t) == FE_IR_T_VALUE || !(l.t & (T_OBJ | T_ARR | T_FN))) {
    ERR(c, ln, "unsupported: instanceof %s of a value of type '%s'", typed_names[k], tystr(c, l.t));
    return 1;
  }
  uint32_t r = node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, typed_of(c, l.t) == k, 0, 0);
  *out = mk(node(c, FE_IR_SEQ, 0, FE_IR_T_BOOLEAN, l.node, r, 0), T_BOOL);
  return 1;
}

static const char *const array_methods[] = {"push", "pop", "shift", "unshift", "indexOf", "lastIndexOf",
                                            "includes", "join", "slice", "reverse", "fill", "at",
                                            "concat", "toString", "forEach", "map", "filter", "reduce",
                                            "reduceRight", "some", "every", "find", "findIndex", "findLast",
                                            "findLastIndex", "sort", "splice", "flat", NULL};
static int is_array_method(const char *p) {
  for (int i = 0; array_methods[i]; i++)
    if (!strcmp(array_methods[i], p)) return 1;
  return 0;
}

/* ---- array methods taking callbacks ----
 * `a.map(f)` and friends become a call of a function the checker writes for
 * that call site: the loop, calling f through its closure with as many of
 * (element, index, array) as f's own signature takes.  (A runtime loop
 * would need every callback boxed; this way f's parameters stay unboxed and
 * LLVM usually inlines both.) */
typedef struct {
  fnctx f;
  uint32_t irfn;
} synth;

static void synth_begin(C *c, synth *sy, const char *name, uint32_t np, const char **pn, const uint32_t *pt, uint32_t ret) {
  memset(sy, 0, sizeof *sy);
  sy->f.name = name;
  sy->irfn = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, name), fe_ir_type_function(c->b, np, pt, ret), 0, 0);
  for (uint32_t i = 0; i < np; i++) local_add(c, &sy->f, pn[i], pt[i]);
  sy->f.nparams = np;
}
static uint32_t synth_local(C *c, synth *sy, uint32_t irt) { return local_add(c, &sy->f, "", irt); }
static void synth_end(C *c, synth *sy, const uint32_t *items, uint32_t n) {
  for (uint32_t i = 0; i < sy->f.nlocals; i++)
    fe_ir_func_local(c->b, sy->irfn, fe_ir_string_cstr(c->b, sy->f.lname[i]), sy->f.ltype[i], i < sy->f.nparams);
  fe_ir_func_body(c->b, sy->irfn, block_of(c, items, n));
  free(sy->f.lname);
  free(sy->f.ltype);
}
#define LOC(irt, slot) node(c, FE_IR_LOCAL, 0, (irt), (slot), 0, 0)
#define SETL(irt, slot, v) node(c, FE_IR_SET_LOCAL, 0, (irt), (slot), (v), 0)
#define STMT(e) node(c, FE_IR_EXPR, 0, 0, (e), 0, 0)

/* f(vals...) for a callback of signature cs (vals typed vt; missing ones undefined). */
static uint32_t cb_call(C *c, sig *cs, uint32_t fnode, const uint32_t *vals, const ty *vt, uint32_t nv) {
  uint32_t args[8];
  for (uint32_t k = 0; k < cs->n && k < 8; k++) {
    ty pt = cs->opt[k] ? cs->p[k] | T_UNDEF : cs->p[k];
    args[k] = k < nv ? convto(c, vals[k], vt[k], pt) : convto(c, undef_node(c), T_UNDEF, pt);
  }
  return node(c, FE_IR_CALL_INDIRECT, 0, irty(c, cs->ret), fnode, fe_ir_list_add(c->b, args, cs->n), cs->n);
}

/* for (i = from; rev ? i >= 0 : i < n; rev ? i-- : i++) body, n = a.length read once */
static uint32_t arr_loop(C *c, synth *sy, uint32_t airt, uint32_t sa, uint32_t si, uint32_t sn, int rev, uint32_t body) {
  uint32_t len = bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, (uint32_t[]){LOC(airt, sa)}, 1);
  uint32_t init = SETL(FE_IR_T_NUMBER, sn, len);
  uint32_t from = rev ? node(c, FE_IR_BINARY, FE_IR_SUB, FE_IR_T_NUMBER, LOC(FE_IR_T_NUMBER, sn), fe_ir_node_num(c->b, 1), 0)
                      : fe_ir_node_num(c->b, 0);
  init = STMT(node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, init, SETL(FE_IR_T_NUMBER, si, from), 0));
  uint32_t cond = rev ? node(c, FE_IR_BINARY, FE_IR_GE, FE_IR_T_BOOLEAN, LOC(FE_IR_T_NUMBER, si), fe_ir_node_num(c->b, 0), 0)
                      : node(c, FE_IR_BINARY, FE_IR_LT, FE_IR_T_BOOLEAN, LOC(FE_IR_T_NUMBER, si), LOC(FE_IR_T_NUMBER, sn), 0);
  uint32_t upd = node(c, FE_IR_UPDATE, rev ? 0 : FE_IR_UPD_INC, FE_IR_T_NUMBER, si, 0, 0);
  uint32_t ex2[2] = {upd, body};
  (void)sy;
  return node(c, FE_IR_FOR, 0, 0, init, cond, fe_ir_list_add(c->b, ex2, 2));
}

/* A contextual signature for a callback: (T, number, T[]) => ret, or with an
 * accumulator first (reduce). */
static ty cb_ctx(C *c, ty acc, ty et, ty arr, ty ret) {
  ty p[4];
  const char *pn[4] = {"value", "index", "array", NULL};
  uint8_t opt[4] = {0, 0, 0, 0};
  uint32_t n = 0;
  if (acc) {
    p[n] = acc;
    pn[0] = "previousValue", pn[1] = "currentValue", pn[2] = "currentIndex", pn[3] = "array";
    n++;
  }
  p[n++] = et;
  p[n++] = T_NUM;
  p[n++] = arr;
  return mk_fn(c, n, p, pn, opt, ret);
}

/* Checks callback argument i against context ctx; its own type stays (the
 * helper calls it with its own signature). */
static ex cb_arg(C *c, arglist *a, uint32_t i, ty ctx, int *bad) {
  ex f = expr(c, a->n[i], ctx);
  if (f.t & T_ERR) { *bad = 1; return f; }
  if (!(f.t & T_FN) || (f.t & T_PRIM)) {
    ERR(c, a->n[i], "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, f.t), tystr(c, ctx));
    *bad = 1;
    return f;
  }
  sig *fs = sigof(c, f.t), *cs = sigof(c, ctx);
  for (uint32_t k = 0; k < fs->n; k++) {
    ty dp = k < cs->n ? cs->p[k] : T_UNDEF;
    ty sp = fs->opt[k] ? fs->p[k] | T_UNDEF : fs->p[k];
    if (k >= cs->n && !fs->opt[k]) dp = T_ERR; /* tsc: too many parameters */
    if (!assignable(c, dp, sp) || (dp & T_ERR && k >= cs->n)) {
      ERR(c, a->n[i], "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, f.t), tystr(c, ctx));
      *bad = 1;
      return f;
    }
  }
  return f;
}

static ex array_callback_call(C *c, TSNode call, const char *prop, ex o, arglist *a) {
  ty et = elem_of(c, o.t), ot = o.t;
  uint32_t airt = sigof(c, ot)->irt, eirt = irty(c, et);
  int bad = a->bad;
  int is_reduce = !strncmp(prop, "reduce", 6), rev = !strcmp(prop, "reduceRight") || !strncmp(prop, "findLast", 8);
  uint32_t max = is_reduce ? 2 : 1;
  if (a->count < 1 || a->count > max) {
    arity_error(c, call, a, 1, max);
    for (uint32_t i = 0; i < a->count; i++) (void)expr(c, a->n[i], 0);
    return err_ex(c);
  }
  /* the callback's context, and the initial value of reduce */
  ex init = {FE_IR_NONE, 0, NULL};
  ty acc = 0;
  if (is_reduce) {
    if (a->count == 2) {
      /* the accumulator's type: the callback's annotation of it, else the
         initial value's (an empty [] needs the annotation) */
      ty want = 0;
      TSNode cb = a->n[0];
      if (is(cb, "arrow_function") || is(cb, "function_expression")) {
        TSNode ps = field(cb, F_parameters);
        TSNode p0 = isnull(ps) ? ps : named(ps, 0);
        if (!isnull(p0) && !isnull(field(p0, F_type))) want = type_of(c, field(p0, F_type));
      }
      /* tsc's reduce(cb, initial: T) overload: `xss.reduce((acc, xs) => acc.concat(xs), [])` */
      if (!want && is(a->n[1], "array") && ts_node_named_child_count(a->n[1]) == 0 && is_arr(et) && !typed_of(c, et) && !tuple_of(c, et))
        want = et;
      init = expr(c, a->n[1], want);
      if (want && !(want & T_ERR) && !(init.t & T_ERR)) {
        if (!ex_assignable(c, init, want)) {
          ERR(c, a->n[1], "Argument of type '%s' is not assignable to parameter of type '%s'.", exstr(c, init, want), tystr(c, want));
          return err_ex(c);
        }
        init = mk(coerce(c, init, want, a->n[1], 1), want);
      }
      if (init.t & T_ERR) return err_ex(c);
      acc = init.t == T_NULL || init.t == T_UNDEF || init.t == 0 ? T_ERR : init.t;
      if (acc & T_ERR) { ERR(c, a->n[1], "unsupported: a reduce initial value of type '%s' (annotate it with 'as')", tystr(c, init.t)); return err_ex(c); }
    } else {
      acc = et;
    }
  }
  uint32_t typed = typed_of(c, ot); /* map and filter give the same typed kind */
  ty ret = !strcmp(prop, "forEach") ? T_VOID : is_reduce ? acc : typed && !strcmp(prop, "map") ? T_NUM : T_ERR;
  ty ctx = cb_ctx(c, acc, et, ot, ret);
  ex f = cb_arg(c, a, 0, ctx, &bad);
  if (bad) return err_ex(c);
  sig *fs = sigof(c, f.t);
  ty rt = fs->ret; /* what the callback returns */
  if (is_reduce && !assignable(c, rt, acc)) {
    ERR(c, a->n[0], "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, f.t), tystr(c, ctx));
    return err_ex(c);
  }
  if (typed && !strcmp(prop, "map")) {
    if (!assignable(c, rt, T_NUM)) {
      TSNode cb = a->n[0]; /* a literal without a return type already had its returns checked */
      if ((is(cb, "arrow_function") || is(cb, "function_expression")) && isnull(field(cb, F_return_type))) return err_ex(c);
      ERR(c, a->n[0], "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, f.t), tystr(c, ctx));
      return err_ex(c);
    }
    rt = T_NUM;
  }
  if (!strcmp(prop, "map") && ((rt & T_VOID) || rt == 0)) rt = (rt & ~(ty)T_VOID) | T_UNDEF;
  /* the helper: (a, f[, init]) => result */
  ty result = !strcmp(prop, "forEach") ? T_VOID : typed && (!strcmp(prop, "map") || !strcmp(prop, "filter")) ? ot
            : !strcmp(prop, "map") ? mk_arr(c, rt) : !strcmp(prop, "filter") ? ot
            : is_reduce ? acc : (!strcmp(prop, "some") || !strcmp(prop, "every")) ? T_BOOL
            : strstr(prop, "Index") ? T_NUM : et | T_UNDEF;
  if (result & T_ERR) return err_ex(c);
  uint32_t pt[3] = {airt, sigof(c, f.t)->irt, is_reduce ? irty(c, acc) : 0};
  const char *pn[3] = {"array", "callback", "initial"};
  uint32_t np = 2 + (is_reduce && a->count == 2);
  char hname[64];
  snprintf(hname, sizeof hname, "Array.%s", prop);
  synth sy;
  synth_begin(c, &sy, hname, np, pn, pt, irty(c, result));
  uint32_t sa = 0, sf = 1, si = synth_local(c, &sy, FE_IR_T_NUMBER), sn = synth_local(c, &sy, FE_IR_T_NUMBER);
  uint32_t sv = synth_local(c, &sy, eirt);
  uint32_t fn = LOC(pt[1], sf);
  uint32_t items[8], ni = 0, body;
  uint32_t elem = elem_read(c, ot, LOC(airt, sa), LOC(FE_IR_T_NUMBER, si), 0).node;
  uint32_t getv = STMT(SETL(eirt, sv, elem));
  /* i in a: holes, and elements removed meanwhile, are skipped (not by find*) */
  uint32_t has = bcall(c, FE_IR_B_ARRAY_HAS, FE_IR_T_BOOLEAN, (uint32_t[]){LOC(airt, sa), LOC(FE_IR_T_NUMBER, si)}, 2);
#define IF_HAS(b) node(c, FE_IR_IF, 0, 0, has, (b), FE_IR_NONE)
  uint32_t vals[4] = {LOC(eirt, sv), LOC(FE_IR_T_NUMBER, si), LOC(airt, sa), 0};
  ty vt[4] = {et, T_NUM, ot, 0};
  uint32_t ret_irt = irty(c, result);
  if (!strcmp(prop, "forEach")) {
    body = IF_HAS(block_of(c, (uint32_t[]){getv, STMT(cb_call(c, fs, fn, vals, vt, 3))}, 2));
    items[ni++] = arr_loop(c, &sy, airt, sa, si, sn, 0, body);
    items[ni++] = node(c, FE_IR_RETURN, 0, 0, FE_IR_NONE, 0, 0);
  } else if (!strcmp(prop, "map") || !strcmp(prop, "filter")) {
    int map = prop[0] == 'm';
    /* a typed result is collected in a number[], then converted (TYPED_NEW) */
    ty coll = typed ? mk_arr(c, T_NUM) : result;
    uint32_t rirt = irty(c, coll), sr = synth_local(c, &sy, rirt);
    uint32_t kind = fe_ir_node_num(c->b, elem_kind(c, coll));
    /* map: a result of the same length, holes where the source has them */
    uint32_t rlen = map ? convir(c, bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, (uint32_t[]){LOC(airt, sa)}, 1), FE_IR_T_VALUE)
                        : convir(c, undef_node(c), FE_IR_T_VALUE);
    items[ni++] = STMT(SETL(rirt, sr, bcall(c, FE_IR_B_ARRAY_NEW, rirt, (uint32_t[]){kind, rlen}, 2)));
    uint32_t call1 = cb_call(c, fs, fn, vals, vt, 3);
    uint32_t push;
    if (map) {
      uint32_t v = convir(c, convto(c, call1, fs->ret, rt), FE_IR_T_VALUE);
      push = STMT(bcall(c, FE_IR_B_ARRAY_SET, FE_IR_T_VALUE, (uint32_t[]){LOC(rirt, sr), LOC(FE_IR_T_NUMBER, si), v}, 3));
      body = IF_HAS(block_of(c, (uint32_t[]){getv, push}, 2));
    } else {
      push = STMT(bcall(c, FE_IR_B_ARRAY_PUSH, FE_IR_T_NUMBER, (uint32_t[]){LOC(rirt, sr), convir(c, LOC(eirt, sv), FE_IR_T_VALUE)}, 2));
      body = IF_HAS(block_of(c, (uint32_t[]){getv, node(c, FE_IR_IF, 0, 0, call1, push, FE_IR_NONE)}, 2));
    }
    items[ni++] = arr_loop(c, &sy, airt, sa, si, sn, 0, body);
    uint32_t res = LOC(rirt, sr);
    if (typed)
      res = bcall(c, FE_IR_B_TYPED_NEW, irty(c, result),
                  (uint32_t[]){fe_ir_node_num(c->b, elem_kind(c, result)), convir(c, res, FE_IR_T_VALUE)}, 2);
    items[ni++] = node(c, FE_IR_RETURN, 0, 0, res, 0, 0);
  } else if (is_reduce) {
    uint32_t accirt = irty(c, acc), sacc = np == 3 ? 2 : synth_local(c, &sy, accirt);
    uint32_t rvals[4] = {LOC(accirt, sacc), LOC(eirt, sv), LOC(FE_IR_T_NUMBER, si), LOC(airt, sa)};
    ty rvt[4] = {acc, et, T_NUM, ot};
    uint32_t call1 = convto(c, cb_call(c, fs, fn, rvals, rvt, 4), fs->ret, acc);
    body = IF_HAS(block_of(c, (uint32_t[]){getv, STMT(SETL(accirt, sacc, call1))}, 2));
    uint32_t loop = arr_loop(c, &sy, airt, sa, si, sn, rev, body);
    if (np == 2) {
      /* no initial value: the first element (a TypeError on an empty array) */
      uint32_t len = bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, (uint32_t[]){LOC(airt, sa)}, 1);
      uint32_t empty = node(c, FE_IR_BINARY, FE_IR_EQ, FE_IR_T_BOOLEAN, len, fe_ir_node_num(c->b, 0), 0);
      uint32_t msg = str_cstr(c, "Reduce of empty array with no initial value");
      uint32_t fail[1] = {STMT(bcall(c, FE_IR_B_THROW_TYPE_ERROR, FE_IR_T_UNDEFINED, &msg, 1))};
      items[ni++] = node(c, FE_IR_IF, 0, 0, empty, block_of(c, fail, 1), FE_IR_NONE);
      uint32_t first = rev ? node(c, FE_IR_BINARY, FE_IR_SUB, FE_IR_T_NUMBER, bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, (uint32_t[]){LOC(airt, sa)}, 1), fe_ir_node_num(c->b, 1), 0)
                           : fe_ir_node_num(c->b, 0);
      items[ni++] = STMT(SETL(accirt, sacc, elem_read(c, ot, LOC(airt, sa), first, 0).node));
      /* start after it: patch the loop's start */
      fe_ir_node *lp = fe_ir_node_at(c->b, loop);
      uint32_t init_stmt = lp->a;
      uint32_t seq = fe_ir_node_at(c->b, init_stmt)->a;
      uint32_t setfrom = fe_ir_node_at(c->b, seq)->b; /* SET_LOCAL(si, from) */
      uint32_t from = fe_ir_node_at(c->b, setfrom)->b;
      uint32_t nf = node(c, FE_IR_BINARY, rev ? FE_IR_SUB : FE_IR_ADD, FE_IR_T_NUMBER, from, fe_ir_node_num(c->b, 1), 0);
      fe_ir_node_at(c->b, setfrom)->b = nf;
    }
    items[ni++] = loop;
    items[ni++] = node(c, FE_IR_RETURN, 0, 0, LOC(accirt, sacc), 0, 0);
  } else {
    /* some, every, find, findIndex, findLast, findLastIndex: stop at the first hit */
    int every = !strcmp(prop, "every"), index = strstr(prop, "Index") != NULL, find = !strncmp(prop, "find", 4);
    uint32_t test = cb_call(c, fs, fn, vals, vt, 3);
    if (every) test = node(c, FE_IR_UNARY, FE_IR_NOT, FE_IR_T_BOOLEAN, test, 0, 0);
    uint32_t hit = every ? node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, 0, 0, 0)
                 : index ? LOC(FE_IR_T_NUMBER, si)
                 : find ? convto(c, LOC(eirt, sv), et, result)
                 : node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, 1, 0, 0);
    body = block_of(c, (uint32_t[]){getv, node(c, FE_IR_IF, 0, 0, test, node(c, FE_IR_RETURN, 0, 0, hit, 0, 0), FE_IR_NONE)}, 2);
    if (!find) body = IF_HAS(body); /* some and every skip holes; find* visit them */
    items[ni++] = arr_loop(c, &sy, airt, sa, si, sn, rev, body);
    uint32_t miss = every ? node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, 1, 0, 0)
                  : index ? fe_ir_node_num(c->b, -1)
                  : find ? convto(c, undef_node(c), T_UNDEF, result)
                  : node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, 0, 0, 0);
    items[ni++] = node(c, FE_IR_RETURN, 0, 0, miss, 0, 0);
  }
#undef IF_HAS
  synth_end(c, &sy, items, ni);
  uint32_t args[3] = {o.node, f.node, 0};
  if (np == 3) args[2] = coerce(c, init, acc, a->n[1], 1);
  (void)ret_irt;
  return mk(node(c, FE_IR_CALL, 0, irty(c, result), sy.irfn, fe_ir_list_add(c->b, args, np), np), result);
}

/* a.sort(cmp): the runtime's merge sort, calling cmp through an adapter
 * closure that takes the elements boxed. */
static ex array_sort(C *c, TSNode call, ex o, arglist *a) {
  ty et = elem_of(c, o.t), ot = o.t;
  uint32_t airt = sigof(c, ot)->irt;
  if (a->count > 1) { arity_error(c, call, a, 0, 1); return err_ex(c); }
  uint32_t cmpv = convir(c, undef_node(c), FE_IR_T_VALUE);
  if (a->count == 1) {
    ty ctx = mk_fn2(c, et, "a", et, "b", T_NUM);
    int bad = 0;
    ex f = cb_arg(c, a, 0, ctx, &bad);
    if (bad) return err_ex(c);
    sig *fs = sigof(c, f.t);
    if (!assignable(c, fs->ret, T_NUM)) {
      ERR(c, a->n[0], "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, f.t), tystr(c, ctx));
      return err_ex(c);
    }
    /* adapter(x: VALUE, y: VALUE): number = env[0](unbox x, unbox y) */
    uint32_t pt[2] = {FE_IR_T_VALUE, FE_IR_T_VALUE};
    const char *an[2] = {"x", "y"};
    synth sy;
    synth_begin(c, &sy, "Array.sort comparator", 2, an, pt, FE_IR_T_NUMBER);
    uint32_t fir = sigof(c, f.t)->irt;
    uint32_t cb = node(c, FE_IR_ENV_GET, 0, fir, node(c, FE_IR_SELF_ENV, 0, env_ty(c), 0, 0, 0), 0, 0);
    uint32_t vals[2] = {unbox(c, LOC(FE_IR_T_VALUE, 0), et | T_UNDEF, et), unbox(c, LOC(FE_IR_T_VALUE, 1), et | T_UNDEF, et)};
    ty vt[2] = {et, et};
    uint32_t r = convto(c, cb_call(c, fs, cb, vals, vt, 2), fs->ret, T_NUM);
    uint32_t st = node(c, FE_IR_RETURN, 0, 0, r, 0, 0);
    synth_end(c, &sy, &st, 1);
    uint32_t clo = node(c, FE_IR_CLOSURE, 0, fe_ir_type_function(c->b, 2, pt, FE_IR_T_NUMBER), sy.irfn,
                        fe_ir_list_add(c->b, &f.node, 1), 1);
    cmpv = convir(c, clo, FE_IR_T_VALUE);
  }
  return mk(bcall(c, FE_IR_B_ARRAY_SORT, airt, (uint32_t[]){o.node, cmpv}, 2), ot);
}

static ex coll_iter_array(C *c, TSNode n, ty expect, int *fresh);
/* Array.from({ length: n }, f), Array.from(a), Array.from(a, f). */
static ex array_from(C *c, TSNode call, arglist *a) {
  if (a->count < 1 || a->count > 2) { arity_error(c, call, a, 1, 2); return err_ex(c); }
  TSNode src = a->n[0];
  TSNode lenx;
  memset(&lenx, 0, sizeof lenx);
  if (is(src, "object") && ts_node_named_child_count(src) == 1) {
    TSNode pr = ts_node_named_child(src, 0);
    if (is(pr, "pair") && prop_key(c, field(pr, F_key)) == intern(c, "length", 6)) lenx = field(pr, F_value);
    if (is(pr, "shorthand_property_identifier") && text_is(c, pr, "length")) lenx = pr;
  }
  ex len = {FE_IR_NONE, 0, NULL}, arr = {FE_IR_NONE, 0, NULL};
  ty et;
  int fresh = 0;
  if (!isnull(lenx)) {
    len = expr(c, lenx, T_NUM);
    if (len.t & T_ERR) return err_ex(c);
    if (len.t != T_NUM) { ERR(c, lenx, "Type '%s' is not assignable to type 'number'.", tystr(c, len.t)); return err_ex(c); }
    et = T_UNDEF;
  } else {
    arr = coll_iter_array(c, src, 0, &fresh); /* a Map's or Set's keys or values: a new array */
    if (arr.t & T_ERR) return err_ex(c);
    if (!is_arr(arr.t)) { ERR(c, src, "unsupported: Array.from of a value of type '%s'", tystr(c, arr.t)); return err_ex(c); }
    et = elem_of(c, arr.t);
  }
  if (a->count == 1 && fresh) return arr;
  if (a->count == 1) {
    if (isnull(lenx) && typed_of(c, arr.t)) { /* a copy as an ordinary number[] (flat copies non-arrays) */
      ty na = mk_arr(c, T_NUM);
      uint32_t args[2] = {arr.node, fe_ir_node_num(c->b, elem_kind(c, na))};
      return mk(bcall(c, FE_IR_B_ARRAY_FLAT, sigof(c, na)->irt, args, 2), na);
    }
    if (isnull(lenx))
      return mk(bcall(c, FE_IR_B_ARRAY_SLICE, sigof(c, arr.t)->irt, (uint32_t[]){arr.node, convir(c, undef_node(c), FE_IR_T_VALUE),
                                                                        convir(c, undef_node(c), FE_IR_T_VALUE)}, 3), arr.t);
    ERR(c, call, "unsupported: Array.from({ length }) without a function");
    return err_ex(c);
  }
  ty ctx = mk_fn2(c, et, "v", T_NUM, "k", T_ERR);
  int bad = 0;
  ex f = cb_arg(c, a, 1, ctx, &bad);
  if (bad) return err_ex(c);
  sig *fs = sigof(c, f.t);
  ty rt = fs->ret;
  if ((rt & T_VOID) || rt == 0) rt = (rt & ~(ty)T_VOID) | T_UNDEF;
  ty result = mk_arr(c, rt);
  if (result & T_ERR) return err_ex(c);
  uint32_t rirt = sigof(c, result)->irt, fir = sigof(c, f.t)->irt;
  /* helper(n or array, f): r = []; for (i = 0; i < n; i++) r.push(f(v, i)) */
  uint32_t srct = isnull(lenx) ? sigof(c, arr.t)->irt : FE_IR_T_NUMBER;
  uint32_t pt[2] = {srct, fir};
  const char *hn[2] = {"source", "fn"};
  synth sy;
  synth_begin(c, &sy, "Array.from", 2, hn, pt, rirt);
  uint32_t si = synth_local(c, &sy, FE_IR_T_NUMBER), sr = synth_local(c, &sy, rirt), sn = synth_local(c, &sy, FE_IR_T_NUMBER);
  uint32_t vals[2], ni = 0, items[4];
  ty vt[2] = {et, T_NUM};
  vals[0] = isnull(lenx) ? elem_read(c, arr.t, LOC(srct, 0), LOC(FE_IR_T_NUMBER, si), 0).node : undef_node(c);
  vals[1] = LOC(FE_IR_T_NUMBER, si);
  uint32_t v = convir(c, convto(c, cb_call(c, fs, LOC(fir, 1), vals, vt, 2), fs->ret, rt), FE_IR_T_VALUE);
  uint32_t body = STMT(bcall(c, FE_IR_B_ARRAY_PUSH, FE_IR_T_NUMBER, (uint32_t[]){LOC(rirt, sr), v}, 2));
  uint32_t kind = fe_ir_node_num(c->b, elem_kind(c, result));
  items[ni++] = STMT(SETL(rirt, sr, bcall(c, FE_IR_B_ARRAY_NEW, rirt, (uint32_t[]){kind, convir(c, undef_node(c), FE_IR_T_VALUE)}, 2)));
  if (isnull(lenx)) {
    items[ni++] = arr_loop(c, &sy, srct, 0, si, sn, 0, body);
  } else {
    uint32_t init = STMT(node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, SETL(FE_IR_T_NUMBER, sn, LOC(FE_IR_T_NUMBER, 0)),
                              SETL(FE_IR_T_NUMBER, si, fe_ir_node_num(c->b, 0)), 0));
    uint32_t cond = node(c, FE_IR_BINARY, FE_IR_LT, FE_IR_T_BOOLEAN, LOC(FE_IR_T_NUMBER, si), LOC(FE_IR_T_NUMBER, sn), 0);
    uint32_t ex2[2] = {node(c, FE_IR_UPDATE, FE_IR_UPD_INC, FE_IR_T_NUMBER, si, 0, 0), body};
    items[ni++] = node(c, FE_IR_FOR, 0, 0, init, cond, fe_ir_list_add(c->b, ex2, 2));
  }
  items[ni++] = node(c, FE_IR_RETURN, 0, 0, LOC(rirt, sr), 0, 0);
  synth_end(c, &sy, items, ni);
  uint32_t args[2] = {isnull(lenx) ? arr.node : len.node, f.node};
  return mk(node(c, FE_IR_CALL, 0, rirt, sy.irfn, fe_ir_list_add(c->b, args, 2), 2), result);
}

/* The element type of a.flat(1) for an array type t whose elements may be
 * arrays: (E | U[])[] gives (E | U)[]; 0 when that is not representable. */
static ty flat_step(C *c, ty t) {
  ty e = elem_of(c, t);
  if (is_arr(e)) return e;
  if (!(e & T_ARR)) return t;
  if (e & (T_UNI | T_ERR)) return 0;
  ty inner = elem_of(c, e), prim = e & T_PRIM;
  if (uclash(c, prim, inner)) return 0;
  return mk_arr(c, ty_union(c, prim, inner));
}

/* a.flat(depth): the depth is a literal number or Infinity, so that the
 * result's type is known; the runtime flattens that many levels. */
static ex array_flat_depth(C *c, TSNode call, ex o, arglist *a) {
  if (a->count > 1) { arity_error(c, call, a, 0, 1); return err_ex(c); }
  TSNode dn = a->count ? a->n[0] : call;
  double d = 1;
  if (!a->count) {
  } else if (is(dn, "number")) d = strtod(text(c, dn), NULL);
  else if (is(dn, "identifier") && !strcmp(text(c, dn), "Infinity") && !lookup(c, text(c, dn))) d = INFINITY;
  else {
    ex de = expr(c, dn, T_NUM);
    if (!(de.t & T_ERR) && de.t != T_NUM) { ERR(c, dn, "Argument of type '%s' is not assignable to parameter of type 'number'.", tystr(c, de.t)); return err_ex(c); }
    ERR(c, dn, "unsupported: flat with a depth that is not a literal number or Infinity");
    return err_ex(c);
  }
  if (!(d >= 0)) d = 0;
  ty r = o.t;
  for (double i = 0; i < d; i++) {
    ty nr = flat_step(c, r);
    if (!nr) { ERR(c, call, "unsupported: flat of an array of '%s'", tystr(c, elem_of(c, r))); return err_ex(c); }
    if (nr == r) break;
    r = nr;
  }
  uint32_t args[3] = {o.node, fe_ir_node_num(c->b, elem_kind(c, r)), fe_ir_node_num(c->b, d)};
  return mk(bcall(c, FE_IR_B_ARRAY_FLAT_DEPTH, sigof(c, r)->irt, args, 3), r);
}

static ex array_call(C *c, TSNode call, const char *prop, ex o, arglist *a) {
  ty et = elem_of(c, o.t), ot = o.t;
  ex tr;
  if (typed_call(c, call, prop, o, a, &tr)) return tr;
  if (!strcmp(prop, "forEach") || !strcmp(prop, "map") || !strcmp(prop, "filter") || !strncmp(prop, "reduce", 6) ||
      !strcmp(prop, "some") || !strcmp(prop, "every") || !strncmp(prop, "find", 4))
    return array_callback_call(c, call, prop, o, a);
  if (!strcmp(prop, "sort")) return array_sort(c, call, o, a);
  if (!strcmp(prop, "splice")) {
    if (a->count < 1) { arity_error(c, call, a, 1, 255); return err_ex(c); }
    int bad2 = 0;
    uint32_t *args = fe__alloc(c->A, (a->count + 3) * sizeof *args);
    args[0] = o.node;
    args[1] = arr_arg(c, a, 0, T_NUM, &bad2);
    args[2] = a->count > 1 ? arr_arg(c, a, 1, T_NUM, &bad2) : convir(c, fe_ir_node_num(c->b, INFINITY), FE_IR_T_VALUE);
    for (uint32_t i = 2; i < a->count; i++) args[i + 1] = arr_arg(c, a, i, et, &bad2);
    if (bad2) return err_ex(c);
    uint32_t n = a->count < 2 ? 3 : a->count + 1;
    return mk(bcall(c, FE_IR_B_ARRAY_SPLICE, sigof(c, ot)->irt, args, n), ot);
  }
  if (!strcmp(prop, "flat")) {
    if (a->count > 0 || (et & T_ARR && !is_arr(et))) return array_flat_depth(c, call, o, a);
    ty r = is_arr(et) ? et : ot;
    if (et & T_ARR && !is_arr(et)) { ERR(c, call, "unsupported: flat of an array of '%s'", tystr(c, et)); return err_ex(c); }
    uint32_t args[2] = {o.node, fe_ir_node_num(c->b, elem_kind(c, r))};
    return mk(bcall(c, FE_IR_B_ARRAY_FLAT, sigof(c, r)->irt, args, 2), r);
  }
  uint32_t airt = sigof(c, ot)->irt;
  int bad = a->bad;
  uint32_t min = 0, max = 0;
  if (!strcmp(prop, "push") || !strcmp(prop, "concat")) max = 1000;
  else if (!strcmp(prop, "unshift")) max = 1000;
  else if (!strcmp(prop, "at")) min = 1, max = 1;
  else if (!strcmp(prop, "indexOf") || !strcmp(prop, "lastIndexOf") || !strcmp(prop, "includes")) min = 1, max = 2;
  else if (!strcmp(prop, "join")) max = 1;
  else if (!strcmp(prop, "slice")) max = 2;
  else if (!strcmp(prop, "fill")) min = 1, max = 3;
  if (a->count < min || a->count > max) {
    arity_error(c, call, a, min, max);
    for (uint32_t i = 0; i < a->count; i++) (void)expr(c, a->n[i], 0);
    return err_ex(c);
  }
  ty opt_num = T_NUM | T_UNDEF;
  if (a->spread && !strcmp(prop, "push")) {
    if (tuple_of(c, ot)) { ERR(c, call, "unsupported: push onto a tuple"); return err_ex(c); }
    return spread_call_builtin(c, call, FE_IR_B_ARRAY_PUSH, o.node, et, a);
  }
  if (!strcmp(prop, "push") || !strcmp(prop, "concat")) {
    int push = prop[0] == 'p';
    if (a->count == 0) {
      if (push) return mk(bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, &o.node, 1), T_NUM);
      return mk(bcall(c, FE_IR_B_ARRAY_SLICE, airt, (uint32_t[]){o.node, convir(c, undef_node(c), FE_IR_T_VALUE),
                                                                  convir(c, undef_node(c), FE_IR_T_VALUE)}, 3), ot);
    }
    /* several arguments: the array goes to a temporary, evaluated once */
    uint32_t slot = FE_IR_NONE, acc = a->count > 1 ? tmp_set(c, airt, &slot, o.node) : FE_IR_NONE;
    uint32_t last = FE_IR_NONE;
    for (uint32_t i = 0; i < a->count; i++) {
      uint32_t v;
      if (push) {
        v = arr_arg(c, a, i, et, &bad);
      } else {
        ex e = expr(c, a->n[i], ot);
        if (e.t & T_ERR) { bad = 1; continue; }
        if (!is_arr(e.t)) {
          ERR(c, a->n[i], "unsupported: concat with an argument that is not an array");
          bad = 1;
          continue;
        }
        if (!ex_assignable(c, e, ot)) {
          ERR(c, a->n[i], "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, e.t), tystr(c, ot));
          bad = 1;
          continue;
        }
        v = e.node;
      }
      if (bad) continue;
      uint32_t args[2] = {slot == FE_IR_NONE ? o.node : tmp_get(c, airt, slot), v};
      if (push) {
        last = bcall(c, FE_IR_B_ARRAY_PUSH, FE_IR_T_NUMBER, args, 2);
      } else {
        last = bcall(c, FE_IR_B_ARRAY_CONCAT, airt, args, 2);
        if (i + 1 < a->count) last = node(c, FE_IR_SET_LOCAL, 0, airt, slot, last, 0);
      }
      acc = acc == FE_IR_NONE ? last : node(c, FE_IR_SEQ, 0, push ? FE_IR_T_NUMBER : airt, acc, last, 0);
    }
    if (bad) return err_ex(c);
    return mk(acc, push ? T_NUM : ot);
  }
  uint32_t args[4] = {o.node, 0, 0, 0};
  if (!strcmp(prop, "pop") || !strcmp(prop, "shift"))
    return mk(bcall(c, prop[0] == 'p' ? FE_IR_B_ARRAY_POP : FE_IR_B_ARRAY_SHIFT, FE_IR_T_VALUE, args, 1), et | T_UNDEF);
  if (!strcmp(prop, "reverse")) return mk(bcall(c, FE_IR_B_ARRAY_REVERSE, airt, args, 1), ot);
  if (!strcmp(prop, "toString")) {
    args[1] = convir(c, undef_node(c), FE_IR_T_VALUE);
    return mk(bcall(c, FE_IR_B_ARRAY_JOIN, FE_IR_T_STRING, args, 2), T_STR);
  }
  if (!strcmp(prop, "unshift") && a->count != 1) {
    /* unshift(x, y): the arguments in order into temporaries, then each
       put in front, the last first */
    if (a->count == 0) return mk(bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, &o.node, 1), T_NUM);
    uint32_t slot, acc = tmp_set(c, airt, &slot, o.node);
    uint32_t *vs = fe__alloc(c->A, a->count * sizeof *vs), *vt = fe__alloc(c->A, a->count * sizeof *vt);
    for (uint32_t i = 0; i < a->count; i++) {
      uint32_t v = arr_arg(c, a, i, et, &bad);
      if (bad) continue;
      vt[i] = fe_ir_node_type(c->b, v);
      acc = node(c, FE_IR_SEQ, 0, vt[i], acc, tmp_set(c, vt[i], &vs[i], v), 0);
    }
    if (bad) return err_ex(c);
    for (uint32_t i = a->count; i-- > 0;) {
      uint32_t u = bcall(c, FE_IR_B_ARRAY_UNSHIFT, FE_IR_T_NUMBER, (uint32_t[]){tmp_get(c, airt, slot), tmp_get(c, vt[i], vs[i])}, 2);
      acc = node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, acc, u, 0);
    }
    return mk(acc, T_NUM);
  }
  if (!strcmp(prop, "unshift")) {
    args[1] = arr_arg(c, a, 0, et, &bad);
    if (bad) return err_ex(c);
    return mk(bcall(c, FE_IR_B_ARRAY_UNSHIFT, FE_IR_T_NUMBER, args, 2), T_NUM);
  }
  if (!strcmp(prop, "at")) {
    if (a->count == 0) { arity_error(c, call, a, 1, 1); return err_ex(c); }
    ex e = expr(c, a->n[0], T_NUM);
    if (e.t & T_ERR) return err_ex(c);
    if (!assignable(c, e.t, T_NUM)) {
      ERR(c, a->n[0], "Argument of type '%s' is not assignable to parameter of type 'number'.", exstr(c, e, T_NUM));
      return err_ex(c);
    }
    args[1] = e.node;
    return mk(bcall(c, FE_IR_B_ARRAY_AT, FE_IR_T_VALUE, args, 2), et | T_UNDEF);
  }
  if (!strcmp(prop, "indexOf") || !strcmp(prop, "lastIndexOf") || !strcmp(prop, "includes")) {
    args[1] = arr_arg(c, a, 0, et, &bad);
    args[2] = arr_arg(c, a, 1, opt_num, &bad);
    if (bad) return err_ex(c);
    if (prop[1] == 'n' && prop[2] == 'c') return mk(bcall(c, FE_IR_B_ARRAY_INCLUDES, FE_IR_T_BOOLEAN, args, 3), T_BOOL);
    return mk(bcall(c, prop[0] == 'i' ? FE_IR_B_ARRAY_INDEX_OF : FE_IR_B_ARRAY_LAST_INDEX_OF, FE_IR_T_NUMBER, args, 3), T_NUM);
  }
  if (!strcmp(prop, "join")) {
    args[1] = arr_arg(c, a, 0, T_STR | T_UNDEF, &bad);
    if (bad) return err_ex(c);
    return mk(bcall(c, FE_IR_B_ARRAY_JOIN, FE_IR_T_STRING, args, 2), T_STR);
  }
  if (!strcmp(prop, "slice")) {
    args[1] = arr_arg(c, a, 0, opt_num, &bad);
    args[2] = arr_arg(c, a, 1, opt_num, &bad);
    if (bad) return err_ex(c);
    return mk(bcall(c, FE_IR_B_ARRAY_SLICE, airt, args, 3), ot);
  }
  /* fill */
  args[1] = arr_arg(c, a, 0, et, &bad);
  args[2] = arr_arg(c, a, 1, opt_num, &bad);
  args[3] = arr_arg(c, a, 2, opt_num, &bad);
  if (bad) return err_ex(c);
  return mk(bcall(c, FE_IR_B_ARRAY_FILL, airt, args, 4), ot);
}

/* ---- Map and Set -------------------------------------------------------------
 * Map<K, V> and Set<T> are built-in generic object types: an oty whose `coll`
 * is COLL_MAP or COLL_SET, with its key and value types (a Set's value type
 * is its element type too), no properties, and a name for messages
 * ("Map<string, number>"); interned by (kind, K, V), so equal types have equal
 * indexes.  Their IR type is OBJECT: at run time an rt_map* (runtime/map.c)
 * that only the MAP_* builtins touch.  Keys and values cross into the table
 * boxed whatever K and V are (map.c says why); reads unbox them to K or V,
 * which the table is known to hold.  Members are checked here (coll_get,
 * coll_call); iteration (for-of, forEach, Array.from, spread) uses the
 * position protocol of rt_map_next. */
enum { SRC_OTHER, SRC_COLL, SRC_KEYS, SRC_VALUES, SRC_ENTRIES };

static oty *coll_of(C *c, ty t) { return is_obj(t) && objof(c, t)->coll ? objof(c, t) : NULL; }
static ty coll_key(C *c, ty t) { return objof(c, t)->key; }
static ty coll_val(C *c, ty t) { return objof(c, t)->val; }
/* A boxed key or value read from the table, as a K or V. */
static uint32_t coll_unbox(C *c, uint32_t n, ty t) { return unbox(c, n, t | T_UNDEF, t); }
static uint32_t coll_bcall(C *c, int id, uint32_t irt, uint32_t m, uint32_t x, uint32_t y, uint32_t na) {
  uint32_t args[3] = {m, x, y};
  return bcall(c, id, irt, args, na);
}

/* `m.size`; a method read without a call is not supported. */
static ex coll_get(C *c, TSNode at, TSNode propn, ex o, const char *name) {
  oty *k = coll_of(c, o.t);
  if (!strcmp(name, "size")) return mk(coll_bcall(c, FE_IR_B_MAP_SIZE, FE_IR_T_NUMBER, o.node, 0, 0, 1), T_NUM);
  static const char *const methods[] = {"get", "set", "add", "has", "delete", "clear", "forEach", "keys", "values", "entries", NULL};
  for (int i = 0; methods[i]; i++)
    if (!strcmp(methods[i], name) && (k->coll == COLL_MAP ? strcmp(name, "add") : strcmp(name, "get") && strcmp(name, "set"))) {
      ERR(c, at, "unsupported: using method '%s' as a value", name);
      return err_ex(c);
    }
  ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, o.t));
  return err_ex(c);
}

/* A contextual callback type (value, key, collection) => void for forEach. */
static ty coll_foreach_ctx(C *c, ty t) {
  oty *k = coll_of(c, t);
  ty p[3] = {k->val, k->coll == COLL_MAP ? k->key : k->val, t};
  const char *pn[3] = {"value", k->coll == COLL_MAP ? "key" : "value2", k->coll == COLL_MAP ? "map" : "set"};
  uint8_t opt[3] = {0, 0, 0};
  return mk_fn(c, 3, p, pn, opt, T_VOID);
}

/* The loop over the live entries of the collection in local slot sm of the
 * function being built (f):
 *   for (sp = -1, ss = 0; (sp = next(m, sp, ss)) >= 0;) { ss = seq(m, sp); body... }
 * *body_pre receives the statement that must start the body. */
static uint32_t coll_loop_head(C *c, fnctx *f, uint32_t sm, uint32_t *sp, uint32_t *ss, uint32_t *init, uint32_t *body_pre) {
  uint32_t ot = fe_ir_type_object(c->b);
  *sp = local_add(c, f, "", FE_IR_T_NUMBER);
  *ss = local_add(c, f, "", FE_IR_T_NUMBER);
  uint32_t i0 = SETL(FE_IR_T_NUMBER, *sp, fe_ir_node_num(c->b, -1));
  uint32_t s0 = SETL(FE_IR_T_NUMBER, *ss, fe_ir_node_num(c->b, 0));
  *init = STMT(node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, i0, s0, 0));
  uint32_t next = coll_bcall(c, FE_IR_B_MAP_NEXT, FE_IR_T_NUMBER, LOC(ot, sm), LOC(FE_IR_T_NUMBER, *sp), LOC(FE_IR_T_NUMBER, *ss), 3);
  uint32_t cond = node(c, FE_IR_BINARY, FE_IR_GE, FE_IR_T_BOOLEAN, SETL(FE_IR_T_NUMBER, *sp, next), fe_ir_node_num(c->b, 0), 0);
  *body_pre = STMT(SETL(FE_IR_T_NUMBER, *ss, coll_bcall(c, FE_IR_B_MAP_SEQ, FE_IR_T_NUMBER, LOC(ot, sm), LOC(FE_IR_T_NUMBER, *sp), 0, 2)));
  return cond;
}
static uint32_t coll_loop(C *c, uint32_t init, uint32_t cond, uint32_t body) {
  uint32_t ex2[2] = {FE_IR_NONE, body};
  return node(c, FE_IR_FOR, 0, 0, init, cond, fe_ir_list_add(c->b, ex2, 2));
}

/* m.forEach(f): a helper (m, f) looping over the entries, calling f with as
 * many of (value, key, m) as f's own signature takes. */
static ex coll_foreach(C *c, TSNode call, ex o, arglist *a) {
  if (a->count != 1) {
    arity_error(c, call, a, 1, 1);
    for (uint32_t i = 0; i < a->count; i++) (void)expr(c, a->n[i], 0);
    return err_ex(c);
  }
  oty *k = coll_of(c, o.t);
  int bad = a->bad;
  ex f = cb_arg(c, a, 0, coll_foreach_ctx(c, o.t), &bad);
  if (bad) return err_ex(c);
  sig *fs = sigof(c, f.t);
  uint32_t ot = fe_ir_type_object(c->b), fir = fs->irt;
  uint32_t pt[2] = {ot, fir};
  const char *pn[2] = {"collection", "callback"};
  synth sy;
  synth_begin(c, &sy, k->coll == COLL_MAP ? "Map.forEach" : "Set.forEach", 2, pn, pt, FE_IR_T_UNDEFINED);
  uint32_t sp, ss, init, pre;
  uint32_t cond = coll_loop_head(c, &sy.f, 0, &sp, &ss, &init, &pre);
  uint32_t pos = LOC(FE_IR_T_NUMBER, sp);
  uint32_t vals[3] = {coll_unbox(c, coll_bcall(c, FE_IR_B_MAP_VALUE_AT, FE_IR_T_VALUE, LOC(ot, 0), pos, 0, 2), k->val),
                      coll_unbox(c, coll_bcall(c, FE_IR_B_MAP_KEY_AT, FE_IR_T_VALUE, LOC(ot, 0), pos, 0, 2),
                                 k->coll == COLL_MAP ? k->key : k->val),
                      LOC(ot, 0)};
  ty vt[3] = {k->val, k->coll == COLL_MAP ? k->key : k->val, o.t};
  uint32_t body = block_of(c, (uint32_t[]){pre, STMT(cb_call(c, fs, LOC(fir, 1), vals, vt, 3))}, 2);
  uint32_t items[2] = {coll_loop(c, init, cond, body), node(c, FE_IR_RETURN, 0, 0, FE_IR_NONE, 0, 0)};
  synth_end(c, &sy, items, 2);
  uint32_t args[2] = {o.node, f.node};
  return mk(node(c, FE_IR_CALL, 0, FE_IR_T_UNDEFINED, sy.irfn, fe_ir_list_add(c->b, args, 2), 2), T_VOID);
}

/* m.name(args) on a Map or Set. */
static ex coll_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a) {
  oty *k = coll_of(c, o.t);
  int map = k->coll == COLL_MAP, bad = a->bad;
  uint32_t ot = fe_ir_type_object(c->b);
  if (!strcmp(name, "forEach")) return coll_foreach(c, call, o, a);
  struct { const char *name; int id, nargs, which; } const tab[] = {
      {"get", FE_IR_B_MAP_GET, 1, COLL_MAP}, {"set", FE_IR_B_MAP_SET, 2, COLL_MAP},
      {"add", FE_IR_B_SET_ADD, 1, COLL_SET}, {"has", FE_IR_B_MAP_HAS, 1, 0},
      {"delete", FE_IR_B_MAP_DELETE, 1, 0},  {"clear", FE_IR_B_MAP_CLEAR, 0, 0}};
  for (size_t i = 0; i < sizeof tab / sizeof *tab; i++) {
    if (strcmp(tab[i].name, name) || (tab[i].which && tab[i].which != k->coll)) continue;
    if (k->coll_ro && tab[i].id != FE_IR_B_MAP_GET && tab[i].id != FE_IR_B_MAP_HAS) break; /* a mutator */
    uint32_t n = (uint32_t)tab[i].nargs;
    if (a->count != n) {
      arity_error(c, call, a, n, n);
      for (uint32_t j = 0; j < a->count; j++) (void)expr(c, a->n[j], 0);
      return err_ex(c);
    }
    uint32_t x = n > 0 ? arr_arg(c, a, 0, map ? k->key : k->val, &bad) : 0;
    uint32_t y = n > 1 ? arr_arg(c, a, 1, k->val, &bad) : 0;
    if (bad) return err_ex(c);
    switch (tab[i].id) {
    case FE_IR_B_MAP_GET: {
      ty t = k->val | T_UNDEF;
      return mk(convir(c, coll_bcall(c, tab[i].id, FE_IR_T_VALUE, o.node, x, 0, 2), irty(c, t)), t);
    }
    case FE_IR_B_MAP_SET: case FE_IR_B_SET_ADD:
      return mk(coll_bcall(c, tab[i].id, ot, o.node, x, y, n + 1), o.t);
    case FE_IR_B_MAP_CLEAR: return mk(coll_bcall(c, tab[i].id, FE_IR_T_UNDEFINED, o.node, 0, 0, 1), T_VOID);
    default: return mk(coll_bcall(c, tab[i].id, FE_IR_T_BOOLEAN, o.node, x, 0, 2), T_BOOL);
    }
  }
  if (!strcmp(name, "size")) {
    ERR(c, propn, "This expression is not callable.");
    return err_ex(c);
  }
  if (!strcmp(name, "keys") || !strcmp(name, "values") || !strcmp(name, "entries")) {
    ERR(c, call, "unsupported: '%s()' outside for-of, Array.from and spread", name);
    return err_ex(c);
  }
  for (uint32_t j = 0; j < a->count; j++) (void)expr(c, a->n[j], 0);
  ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, o.t));
  return err_ex(c);
}

/* Evaluates n, something a loop can iterate: `m.keys()`, `m.values()`,
 * `m.entries()` of a Map or Set (*o = the collection), a Map or Set itself
 * (SRC_COLL), or anything else (SRC_OTHER, *o = its value). */
static int coll_source(C *c, TSNode n, ty expect, ex *o) {
  while (is(n, "parenthesized_expression")) n = named(n, 0);
  if (is(n, "call_expression") && isnull(field(n, F_type_arguments))) {
    TSNode fnn = field(n, F_function);
    const char *p = is(fnn, "member_expression") && !is_optional_chain(fnn) ? member_name(c, fnn) : "";
    int src = !strcmp(p, "keys") ? SRC_KEYS : !strcmp(p, "values") ? SRC_VALUES : !strcmp(p, "entries") ? SRC_ENTRIES : 0;
    TSNode obj = src ? field(fnn, F_object) : fnn;
    if (src && !is(obj, "super") && !class_ref(c, obj) && !namespace_of(c, obj) &&
        !(is(obj, "identifier") && text_is(c, obj, "Object") && !lookup(c, "Object"))) { /* Object.keys(o) */
      arglist a;
      args_read(c, field(n, F_arguments), &a);
      ex r = expr(c, obj, 0);
      if (r.t & T_ERR) { *o = r; return SRC_OTHER; }
      if (coll_of(c, r.t)) {
        if (a.count) { arity_error(c, n, &a, 0, 0); *o = err_ex(c); return SRC_OTHER; }
        *o = r;
        return src;
      }
      if (is_obj(r.t)) *o = obj_call(c, n, field(fnn, F_property), r, p, &a);
      else if (r.t & (T_UNDEF | T_NULL | T_VOID)) { report_nullish(c, obj, r.t); *o = err_ex(c); }
      else { ERR(c, field(fnn, F_property), "unsupported: '%s()' on a value of type '%s'", p, tystr(c, r.t)); *o = err_ex(c); }
      return SRC_OTHER;
    }
  }
  *o = expr(c, n, expect);
  return coll_of(c, o->t) ? SRC_COLL : SRC_OTHER;
}

/* The keys or values of source `src` of collection o as a new array
 * ([...m.keys()]); an error for entries (Kiln has no tuples yet). */
static ex coll_to_array(C *c, TSNode at, int src, ex o) {
  oty *k = coll_of(c, o.t);
  int keys = src == SRC_KEYS || (src == SRC_COLL && k->coll == COLL_SET);
  if (src == SRC_ENTRIES || (src == SRC_COLL && k->coll == COLL_MAP)) { /* [key, value] tuples */
    ty kv[2] = {k->coll == COLL_MAP ? k->key : k->val, k->val};
    ty tt = mk_tuple(c, 2, kv, 0);
    ty et = tt & T_ERR ? T_ERR : mk_arr(c, tt);
    if (et & T_ERR) {
      ERR(c, at, "unsupported: an array of the [key, value] entries of a '%s'", tystr(c, o.t));
      return err_ex(c);
    }
    uint32_t args[2] = {o.node, fe_ir_node_num(c->b, elem_kind(c, tt))};
    return mk(bcall(c, FE_IR_B_MAP_ENTRIES, sigof(c, et)->irt, args, 2), et);
  }
  ty at_t = mk_arr(c, keys && k->coll == COLL_MAP ? k->key : k->val);
  if (at_t & T_ERR) return err_ex(c);
  uint32_t args[3] = {o.node, fe_ir_node_num(c->b, keys ? 0 : 1), fe_ir_node_num(c->b, elem_kind(c, at_t))};
  return mk(bcall(c, FE_IR_B_MAP_TO_ARRAY, sigof(c, at_t)->irt, args, 3), at_t);
}

/* An iterable argument of Array.from or a spread: collections become arrays. */
static ex coll_iter_array(C *c, TSNode n, ty expect, int *fresh) {
  ex o;
  int src = coll_source(c, n, expect, &o);
  *fresh = src != SRC_OTHER;
  if (src == SRC_OTHER && giter_of(c, o.t)) { /* a generator's remaining values */
    *fresh = 1;
    return giter_to_array(c, o);
  }
  if (src == SRC_OTHER) return o;
  return coll_to_array(c, n, src, o);
}

/* `[...x]`, the whole literal one spread: a copy of an array, the keys or
 * values of a Map or Set.  Returns 0 when n is not of that form. */
static int coll_spread(C *c, TSNode n, ty expect, ex *out) {
  TSNode sp;
  uint32_t named_cnt = 0, cnt = ts_node_named_child_count(n);
  memset(&sp, 0, sizeof sp);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_named_child(n, i);
    if (is(ch, "comment")) continue;
    named_cnt++;
    sp = ch;
  }
  if (named_cnt != 1 || !is(sp, "spread_element")) return 0;
  int fresh;
  ex r = coll_iter_array(c, named(sp, 0), expect, &fresh);
  if (r.t & T_ERR) { *out = r; return 1; }
  if (r.t == T_STR) { /* [...s]: its code points */
    ty st = mk_arr(c, T_STR);
    *out = mk(bcall(c, FE_IR_B_STR_CHARS, sigof(c, st)->irt, &r.node, 1), st);
    return 1;
  }
  if (!is_arr(r.t) || typed_of(c, r.t)) {
    ERR(c, sp, "unsupported: spread of a value of type '%s'", tystr(c, r.t));
    *out = err_ex(c);
    return 1;
  }
  if (!fresh) { /* a copy whose holes read as undefined (spreading iterates) */
    uint32_t irt = sigof(c, r.t)->irt, none = node(c, FE_IR_ARRAY_LIT, 0, irt, 0, fe_ir_list_add(c->b, NULL, 0), 0);
    r = mk(bcall(c, FE_IR_B_ARRAY_CONCAT_SPREAD, irt, (uint32_t[]){none, r.node}, 2), r.t);
  }
  *out = r;
  return 1;
}

/* `new Map()`, `new Map<K, V>(...)`, `new Set(...)`: K and V from the type
 * arguments, else from the declared type the context expects, else from the
 * argument (an array literal of [key, value] pairs, an array, a collection). */
static ex coll_new(C *c, TSNode n, int kind, ty expect) {
  TSNode targs = field(n, F_type_arguments);
  const char *cname = kind == COLL_MAP ? "Map" : "Set";
  uint32_t want = kind == COLL_MAP ? 2 : 1;
  ty t = 0;
  if (!isnull(targs)) {
    uint32_t nt = 0;
    TSNode ta[2];
    for (uint32_t i = 0; i < ts_node_named_child_count(targs); i++) {
      TSNode ch = ts_node_named_child(targs, i);
      if (is(ch, "comment")) continue;
      if (nt < 2) ta[nt] = ch;
      nt++;
    }
    if (nt != want) {
      if (kind == COLL_MAP)
        ERR(c, targs, "No overload expects %u type arguments, but overloads do exist that expect either 0 or 2 type arguments.", nt);
      else
        ERR(c, targs, "Expected 0-1 type arguments, but got %u.", nt);
      return err_ex(c);
    }
    ty kt = type_of(c, ta[0]);
    t = mk_coll(c, kind, kt, kind == COLL_MAP ? type_of(c, ta[1]) : kt);
    if (t & T_ERR) return err_ex(c);
  } else {
    ty e = expect & ~(T_UNDEF | T_NULL | T_VOID);
    if (coll_of(c, e) && coll_of(c, e)->coll == kind) t = e;
  }
  arglist a;
  args_read(c, field(n, F_arguments), &a);
  if (a.bad) return err_ex(c);
  if (a.count > 1) { arity_error(c, n, &a, 0, 1); return err_ex(c); }
  uint32_t ot = fe_ir_type_object(c->b);
  uint32_t mnew = coll_bcall(c, FE_IR_B_MAP_NEW, ot, fe_ir_node_num(c->b, kind == COLL_SET), 0, 0, 1);
  if (a.count == 0) {
    if (!t) { ERR(c, n, "unsupported: 'new %s()' without type arguments or a declared type", cname); return err_ex(c); }
    return mk(mnew, t);
  }
  TSNode src = a.n[0];
  if (kind == COLL_MAP && is(src, "array")) {
    /* [[k, v], ...]: checked pair by pair, inserted in order */
    uint32_t np = 0, cnt = ts_node_named_child_count(src);
    ex *ks = calloc(cnt + 1, sizeof *ks), *vs = calloc(cnt + 1, sizeof *vs);
    TSNode *kn = calloc(cnt + 1, sizeof *kn), *vn = calloc(cnt + 1, sizeof *vn);
    if (!ks || !vs || !kn || !vn) abort();
    int bad = 0;
    ty kt = t ? coll_key(c, t) : 0, vt = t ? coll_val(c, t) : 0;
    for (uint32_t i = 0; i < cnt; i++) {
      TSNode pr = ts_node_named_child(src, i);
      if (is(pr, "comment")) continue;
      if (!is(pr, "array") || ts_node_named_child_count(pr) != 2 || is(named(pr, 0), "spread_element") ||
          is(named(pr, 1), "spread_element")) {
        ERR(c, pr, "unsupported: a Map entry that is not a [key, value] array literal");
        bad = 1;
        continue;
      }
      kn[np] = named(pr, 0);
      vn[np] = named(pr, 1);
      ks[np] = expr(c, kn[np], kt);
      vs[np] = expr(c, vn[np], vt);
      if ((ks[np].t | vs[np].t) & T_ERR) bad = 1;
      np++;
    }
    if (!bad && !t) {
      kt = 0, vt = 0;
      for (uint32_t i = 0; i < np; i++) {
        if (clash(kt, ks[i].t) || clash(vt, vs[i].t)) {
          ERR(c, src, "unsupported: Map entries of several function, array or object types (add type arguments)");
          bad = 1;
          break;
        }
        kt |= ks[i].t, vt |= vs[i].t;
      }
      if (!bad && !np) { ERR(c, n, "unsupported: 'new Map([])' without type arguments or a declared type"); bad = 1; }
      if (!bad) t = mk_coll(c, kind, kt, vt);
      if (t & T_ERR) bad = 1;
    }
    if (!bad && np > 1000) { ERR(c, src, "unsupported: a Map literal of more than 1000 entries"); bad = 1; }
    uint32_t r = mnew;
    for (uint32_t i = 0; i < np && !bad; i++) {
      if (!assignable(c, ks[i].t, kt)) {
        ERR(c, kn[i], "Type '%s' is not assignable to type '%s'.", exstr(c, ks[i], kt), tystr(c, kt));
        bad = 1;
      } else if (!assignable(c, vs[i].t, vt)) {
        ERR(c, vn[i], "Type '%s' is not assignable to type '%s'.", exstr(c, vs[i], vt), tystr(c, vt));
        bad = 1;
      } else {
        uint32_t x = convir(c, coerce(c, ks[i], kt, kn[i], 0), FE_IR_T_VALUE);
        uint32_t y = convir(c, coerce(c, vs[i], vt, vn[i], 0), FE_IR_T_VALUE);
        r = coll_bcall(c, FE_IR_B_MAP_SET, ot, r, x, y, 3);
      }
    }
    free(ks), free(vs), free(kn), free(vn);
    if (bad) return err_ex(c);
    return mk(r, t);
  }
  ex o;
  int sk = coll_source(c, src, t && kind == COLL_SET ? mk_arr(c, coll_val(c, t)) : t, &o);
  if (o.t & T_ERR) return err_ex(c);
  if ((sk == SRC_COLL || (sk == SRC_ENTRIES && kind == COLL_MAP)) && coll_of(c, o.t)->coll == kind) { /* a copy */
    if (t && !assignable(c, o.t, t)) {
      ERR(c, src, "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, o.t), tystr(c, t));
      return err_ex(c);
    }
    return mk(coll_bcall(c, FE_IR_B_MAP_COPY, ot, o.node, 0, 0, 1), t ? t : mk_coll(c, kind, coll_key(c, o.t), coll_val(c, o.t)));
  }
  if (kind == COLL_SET) {
    if (sk != SRC_OTHER) o = coll_to_array(c, src, sk, o);
    if (o.t & T_ERR) return err_ex(c);
    if (is_arr(o.t)) {
      ty et = elem_of(c, o.t);
      if (!t) t = mk_coll(c, kind, et, et);
      if (t & T_ERR) return err_ex(c);
      if (!assignable(c, et, coll_val(c, t))) {
        ERR(c, src, "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, o.t),
            tystr(c, mk_arr(c, coll_val(c, t))));
        return err_ex(c);
      }
      return mk(coll_bcall(c, FE_IR_B_SET_FROM_ARRAY, ot, o.node, 0, 0, 1), t);
    }
  }
  ERR(c, src, "unsupported: 'new %s' from a value of type '%s' (%s)", cname, tystr(c, o.t),
      kind == COLL_MAP ? "use an array literal of [key, value] pairs, or a Map" : "use an array or a Set");
  return err_ex(c);
}

/* Assignment to an array element or to an array's length: `a[i] = v`,
 * `a[i] op= v` (bop = "+", ...), `a[i]++` (upd: 1 prefix inc, 2 prefix
 * dec, +4 postfix).  Returns 0 (no diagnostic yet) when lhs is not one. */
static int member_place(C *c, TSNode lhs, TSNode rhs, const char *bop, int upd, TSNode whole, ex *pre, ex *out);

/* The new value of a read-modify-write of a place holding cur: `cur bop rhs`,
 * or cur + 1 / cur - 1 (upd: 1 ++, 2 --, +4 postfix, when the old value is
 * kept in local *sold).  `what` names the place for the unsupported logical
 * assignments.  Returns an error ex (reported) when it cannot be done. */
static ex rmw_value(C *c, ex cur, TSNode lhs, TSNode rhs, const char *bop, int upd, TSNode whole, const char *what,
                    uint32_t *sold) {
  *sold = FE_IR_NONE;
  cur = lit_widen(c, cur);
  if (upd) {
    if (lit_base(c, cur.t) != T_NUM) {
      if ((cur.t & T_NUM) && (cur.t & (T_UNDEF | T_NULL))) report_nullish(c, lhs, cur.t);
      else ERR(c, lhs, "An arithmetic operand must be of type 'any', 'number', 'bigint' or an enum type.");
      return err_ex(c);
    }
    if (upd & 4) cur = mk(tmp_set(c, FE_IR_T_NUMBER, sold, cur.node), T_NUM);
    return binop_node(c, (upd & 3) == 1 ? FE_IR_ADD : FE_IR_SUB, cur, num(c, 1), T_NUM);
  }
  if (!strcmp(bop, "&&") || !strcmp(bop, "||") || !strcmp(bop, "??")) {
    ERR(c, whole, "unsupported: logical assignment to %s", what);
    return err_ex(c);
  }
  return arith(c, bop, cur, expr(c, rhs, 0), lhs, rhs, whole);
}

static int array_place(C *c, TSNode lhs, TSNode rhs, const char *bop, int upd, TSNode whole, ex *out) {
  while (is(lhs, "parenthesized_expression")) lhs = named(lhs, 0);
  if (is(lhs, "member_expression") && !is_optional_chain(lhs) && strcmp(member_name(c, lhs), "length") &&
      !namespace_of(c, field(lhs, F_object)))
    return member_place(c, lhs, rhs, bop, upd, whole, NULL, out);
  int sub = is(lhs, "subscript_expression");
  if (!sub && !(is(lhs, "member_expression") && !strcmp(member_name(c, lhs), "length"))) return 0;
  if (is_optional_chain(lhs)) return 0;
  TSNode obj = field(lhs, F_object);
  if (namespace_of(c, obj) || is_process_argv(c, obj)) return 0;
  *out = err_ex(c);
  ex o = expr(c, obj, 0);
  if (o.t & T_ERR) return 1;
  if (!sub && is_obj(o.t)) return member_place(c, lhs, rhs, bop, upd, whole, &o, out);
  if (sub && is_obj(o.t)) return dict_place(c, lhs, rhs, bop, upd, whole, o, out);
  if (!is_arr(o.t)) {
    if ((o.t & T_ARR) && (o.t & (T_UNDEF | T_NULL | T_VOID))) report_nullish(c, obj, o.t);
    else ERR(c, lhs, "unsupported: assignment to a property");
    return 1;
  }
  if (!sub && typed_of(c, o.t)) {
    ERR(c, field(lhs, F_property), "Cannot assign to 'length' because it is a read-only property.");
    return 1;
  }
  uint32_t airt = sigof(c, o.t)->irt;
  ty et = sub ? elem_of(c, o.t) : T_NUM;
  ex i = {FE_IR_NONE, T_NUM, NULL};
  if (sub) {
    i = expr(c, field(lhs, F_index), T_NUM);
    if (i.t & T_ERR) return 1;
    if (i.t != T_NUM) { ERR(c, field(lhs, F_index), "unsupported: indexing an array with a value of type '%s'", tystr(c, i.t)); return 1; }
  }
  ty ut = et; /* what the array stores (a tuple: the union of its elements) */
  if (tuple_of(c, o.t) && sub) {
    sig *tp = tuple_of(c, o.t);
    TSNode idx = field(lhs, F_index);
    double d = -1;
    if (is(idx, "number"))
      parse_number(c->src + ts_node_start_byte(idx), ts_node_end_byte(idx) - ts_node_start_byte(idx), &d);
    if (tp->ro) { ERR(c, lhs, "Cannot assign to '%s' because it is a read-only property.", text(c, idx)); return 1; }
    if (is(idx, "number") && !(d >= 0 && d == (double)(uint32_t)d && d < tp->n)) {
      ERR(c, idx, "Tuple type '%s' of length '%u' has no element at index '%s'.", tystr(c, o.t), tp->n, text(c, idx));
      return 1;
    }
    if (is(idx, "number")) et = tp->p[(uint32_t)d];
    if ((bop || upd) && et != ut) { ERR(c, lhs, "unsupported: compound assignment to a tuple element"); return 1; }
  }
  if (!bop && !upd) {
    ex v = expr(c, rhs, et);
    if (v.t & T_ERR) return 1;
    if (!ex_assignable(c, v, et)) {
      ERR(c, lhs, "Type '%s' is not assignable to type '%s'.", exstr(c, v, et), tystr(c, et));
      return 1;
    }
    uint32_t vn = coerce(c, v, et, rhs, 0);
    if (et != ut) {
      uint32_t set = bcall(c, FE_IR_B_ARRAY_SET, FE_IR_T_VALUE, (uint32_t[]){o.node, i.node, convir(c, convto(c, vn, et, ut), FE_IR_T_VALUE)}, 3);
      *out = mk(unbox(c, set, ut | T_UNDEF, et), et);
      return 1;
    }
    if (!sub) {
      *out = mk(bcall(c, FE_IR_B_ARRAY_SET_LENGTH, FE_IR_T_NUMBER, (uint32_t[]){o.node, vn}, 2), T_NUM);
      return 1;
    }
    uint32_t set = bcall(c, FE_IR_B_ARRAY_SET, FE_IR_T_VALUE, (uint32_t[]){o.node, i.node, convir(c, vn, FE_IR_T_VALUE)}, 3);
    *out = mk(unbox(c, set, et | T_UNDEF, et), et);
    return 1;
  }
  /* Read-modify-write: the array and the index are evaluated once. */
  uint32_t so, si = 0, first = tmp_set(c, airt, &so, o.node);
  if (sub) first = node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, first, tmp_set(c, FE_IR_T_NUMBER, &si, i.node), 0);
  ex cur = sub ? elem_read(c, o.t, tmp_get(c, airt, so), tmp_get(c, FE_IR_T_NUMBER, si), 0)
               : mk(bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, (uint32_t[]){tmp_get(c, airt, so)}, 1), T_NUM);
  uint32_t sold;
  ex v = rmw_value(c, cur, lhs, rhs, bop, upd, whole, "an array element", &sold);
  if (v.t & T_ERR) return 1;
  if (!ex_assignable(c, v, et)) {
    ERR(c, lhs, "Type '%s' is not assignable to type '%s'.", tystr(c, v.t), tystr(c, et));
    return 1;
  }
  uint32_t vn = coerce(c, v, et, whole, 0), res;
  if (sub) {
    uint32_t set = bcall(c, FE_IR_B_ARRAY_SET, FE_IR_T_VALUE,
                         (uint32_t[]){tmp_get(c, airt, so), tmp_get(c, FE_IR_T_NUMBER, si), convir(c, vn, FE_IR_T_VALUE)}, 3);
    res = unbox(c, set, et | T_UNDEF, et);
  } else {
    res = bcall(c, FE_IR_B_ARRAY_SET_LENGTH, FE_IR_T_NUMBER, (uint32_t[]){tmp_get(c, airt, so), vn}, 2);
  }
  if (sold != FE_IR_NONE) res = node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, res, tmp_get(c, FE_IR_T_NUMBER, sold), 0);
  *out = mk(node(c, FE_IR_SEQ, 0, irty(c, et), first, res, 0), et);
  return 1;
}

/* An assignment, compound assignment (bop) or update (upd: 1 ++, 2 --, 4
 * postfix) of obj.prop; pre: obj already checked. */
static int member_place(C *c, TSNode lhs, TSNode rhs, const char *bop, int upd, TSNode whole, ex *pre, ex *out) {
  TSNode obj = field(lhs, F_object), propn = field(lhs, F_property);
  const char *name = member_name(c, lhs);
  *out = err_ex(c);
  sym *cy = pre ? NULL : class_ref(c, obj);
  if (cy) {
    cmember *m = static_find(c, cy->k, name);
    if (!bop && !upd) {
      ex v = expr(c, rhs, m && m->kind == M_FIELD ? m->t : 0);
      *out = static_set(c, whole, lhs, cy->k, name, v, rhs);
      return 1;
    }
    ex cur = static_get(c, lhs, cy->k, name);
    if (cur.t & T_ERR) return 1;
    uint32_t sold;
    ex v = rmw_value(c, cur, lhs, rhs, bop, upd, whole, "a property", &sold);
    if (v.t & T_ERR) return 1;
    ex st = static_set(c, whole, lhs, cy->k, name, v, whole);
    if (st.t & T_ERR || sold == FE_IR_NONE) { *out = st; return 1; }
    *out = mk(node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, st.node, tmp_get(c, FE_IR_T_NUMBER, sold), 0), T_NUM);
    return 1;
  }
  ex o = pre ? *pre : expr(c, obj, 0);
  if (o.t & T_ERR) {
    if (!isnull(rhs)) (void)expr(c, rhs, 0);
    return 1;
  }
  if (!is_obj(o.t)) {
    if ((o.t & T_OBJ) && (o.t & (T_UNDEF | T_NULL | T_VOID))) report_nullish(c, obj, o.t);
    else if (o.t & T_OBJ) ERR(c, lhs, "unsupported: assignment to a property of a value of type '%s'", tystr(c, o.t));
    else ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, o.t));
    if (!isnull(rhs)) (void)expr(c, rhs, 0);
    return 1;
  }
  if (!bop && !upd) {
    prop p;
    ty want = 0;
    oty *ob = objof(c, o.t);
    if (!ob->k && find_prop(c, o.t, name, &p)) want = p.t;
    if (ob->k) {
      int fi;
      cmember *m;
      if (class_find(c, ob->k, name, M_SETTER, &fi, &m)) {
        if (fi >= 0) want = ob->k->f[fi].t;
        else if (m->kind == M_SETTER && method_ensure(c, m, lhs, 0)) want = canon(m)->t;
      }
    }
    ex v = expr(c, rhs, want);
    *out = obj_set(c, whole, propn, o.node, o.t, name, v, rhs);
    nw_push(c, &c->fl, NULL, name, 0, 1);
    const char *path;
    sym *y = narrowable_p(c, lhs, &path);
    if (y && path && !(out->t & T_ERR) && v.t && !uclash(c, v.t, out->t) && (v.t & ~out->t) == 0) nw_push(c, &c->fl, y, path, v.t, 0);
    return 1;
  }
  /* read-modify-write: the object is evaluated once */
  uint32_t ot = irty(c, o.t), so;
  uint32_t first = tmp_set(c, ot, &so, o.node);
  ex cur = obj_get(c, lhs, propn, mk(tmp_get(c, ot, so), o.t), name);
  if (cur.t & T_ERR) return 1;
  uint32_t sold;
  ex v = rmw_value(c, cur, lhs, rhs, bop, upd, whole, "a property", &sold);
  if (v.t & T_ERR) return 1;
  ex st = obj_set(c, whole, propn, tmp_get(c, ot, so), o.t, name, v, whole);
  if (st.t & T_ERR) return 1;
  nw_push(c, &c->fl, NULL, name, 0, 1);
  uint32_t res = st.node;
  if (sold != FE_IR_NONE) res = node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, res, tmp_get(c, FE_IR_T_NUMBER, sold), 0);
  *out = mk(node(c, FE_IR_SEQ, 0, fe_ir_node_type(c->b, res), first, res, 0), sold != FE_IR_NONE ? T_NUM : st.t);
  return 1;
}

/* obj.prop (not called). */
/* ---- enums ------------------------------------------------------------------ */

/* The enum an identifier names (not shadowed by a value), or NULL. */
static enm *enum_ref(C *c, TSNode obj) {
  if (!is(obj, "identifier")) return NULL;
  sym *y = lookup(c, text(c, obj));
  if (!y || y->kind != S_TYPE || isnull(y->decl) || !is(y->decl, "enum_declaration")) return NULL;
  if (!y->has_type) named_type(c, y, obj);
  return y->en;
}

/* Members: numbers count up from the previous one (0 first), a string
 * initializer makes a string member; `const enum` is the same (members are
 * constants either way, so no enum object exists at run time). */
static void enum_declare(C *c, sym *y) {
  enm *e = fe__alloc(c->A, sizeof *e);
  e->name = y->name;
  y->en = e;
  y->has_type = 1;
  y->t = T_ERR;
  TSNode body = field(y->decl, F_body);
  uint32_t cnt = ts_node_named_child_count(body);
  e->mname = fe__alloc(c->A, (cnt + 1) * sizeof *e->mname);
  e->num = fe__alloc(c->A, (cnt + 1) * sizeof *e->num);
  e->str = fe__alloc(c->A, (cnt + 1) * sizeof *e->str);
  e->lit = fe__alloc(c->A, (cnt + 1) * sizeof *e->lit);
  double next = 0;
  int after_str = 0;
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode m = ts_node_named_child(body, i);
    if (is(m, "comment")) continue;
    TSNode nm = is(m, "enum_assignment") ? field(m, F_name) : m;
    const char *name = prop_key(c, nm);
    if (!name) { ERR(c, m, "unsupported: computed enum member names"); continue; }
    uint32_t k = e->n;
    e->mname[k] = name;
    memset(&e->str[k], 0, sizeof e->str[k]);
    char disp[300], key[300];
    snprintf(disp, sizeof disp, "%s.%s", y->name, name);
    if (is(m, "enum_assignment")) {
      TSNode v = field(m, F_value);
      ty kind;
      const char *d = lit_disp(c, v, &kind);
      if (d && kind == T_STR) {
        e->str[k] = v;
        e->lit[k] = mk_lit(c, T_STR, d, disp, e);
        after_str = 1;
        e->n++;
        continue;
      }
      if (!d || kind != T_NUM) { ERR(c, v, "unsupported: enum initializer other than a number or string literal"); continue; }
      e->num[k] = strtod(d, NULL);
      after_str = 0;
    } else {
      if (after_str) { ERR(c, m, "Enum member must have initializer."); continue; }
      e->num[k] = next;
    }
    next = e->num[k] + 1;
    double v = e->num[k];
    if (v == floor(v) && fabs(v) < 1e21) snprintf(key, sizeof key, "%.0f", v);
    else snprintf(key, sizeof key, "%.17g", v);
    e->lit[k] = mk_lit(c, T_NUM, key, disp, e);
    e->n++;
  }
  if (!e->n) { ERR(c, y->decl, "unsupported: empty enums"); return; }
  ty t = uni_build(c, e->lit, e->n, y->name);
  y->t = t;
  e->t = t;
}

/* E.A: the member's value, typed by its literal member. */
static ex enum_get(C *c, TSNode at, enm *e, const char *name) {
  for (uint32_t i = 0; i < e->n; i++) {
    if (e->mname[i] != name) continue;
    ex r = !isnull(e->str[i]) ? string_lit(c, e->str[i]) : num(c, e->num[i]);
    r.t = lit_type(c, e->lit[i]);
    r.lit = NULL;
    return r;
  }
  ERR(c, at, "Property '%s' does not exist on type 'typeof %s'.", name, e->name);
  return err_ex(c);
}

/* E[i]: E["A"] is E.A; E[n] of a numeric enum is the name of the member
 * with value n (the reverse mapping), undefined when none has it. */
static ex enum_index(C *c, TSNode n, enm *e, TSNode idx) {
  if (is(idx, "string")) {
    ex k = string_lit(c, idx);
    return enum_get(c, idx, e, intern(c, k.lit + 1, strlen(k.lit) - 2));
  }
  ex i = expr(c, idx, T_NUM);
  if (i.t & T_ERR) return err_ex(c);
  if (i.t != T_NUM) { ERR(c, idx, "unsupported: indexing enum '%s' with a value of type '%s'", e->name, tystr(c, i.t)); return err_ex(c); }
  uint32_t tmp = local_add(c, c->fn, "", FE_IR_T_NUMBER);
  uint32_t set = node(c, FE_IR_SET_LOCAL, 0, FE_IR_T_NUMBER, tmp, i.node, 0);
  uint32_t r = convir(c, undef_node(c), FE_IR_T_VALUE);
  for (uint32_t k = e->n; k-- > 0;) {
    if (!isnull(e->str[k])) continue;
    int dup = 0; /* the last member with a value names it */
    for (uint32_t j = k + 1; j < e->n; j++)
      if (isnull(e->str[j]) && e->num[j] == e->num[k]) dup = 1;
    if (dup) continue;
    uint32_t test = node(c, FE_IR_BINARY, FE_IR_EQ, FE_IR_T_BOOLEAN, node(c, FE_IR_LOCAL, 0, FE_IR_T_NUMBER, tmp, 0, 0),
                         fe_ir_node_num(c->b, e->num[k]), 0);
    uint32_t nm = convir(c, str_cstr(c, e->mname[k]), FE_IR_T_VALUE);
    r = node(c, FE_IR_COND, 0, FE_IR_T_VALUE, test, nm, r);
  }
  (void)n;
  uint32_t v = node(c, FE_IR_SEQ, 0, FE_IR_T_VALUE, set, r, 0);
  return mk(node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, FE_IR_T_STRING, v, 0, 0), T_STR);
}

static ex member(C *c, TSNode n) {
  int keep_undef = c->dict_undef; /* (see expr) */
  c->dict_undef = 0;
  if (oc_pending(c, n)) { ERR(c, n, "unsupported: optional chaining"); return err_ex(c); }
  TSNode obj = field(n, F_object);
  const char *prop = member_name(c, n);
  {
    int bad = 0;
    sym *ny = module_ns_member(c, n, &bad);
    if (bad) return err_ex(c);
    if (ny) return ident_sym(c, ny, n, prop);
  }

  if (class_ref(c, obj)) return static_get(c, n, class_ref(c, obj)->k, prop);
  if (is_process_env(c, obj)) return process_env(c, n, str_cstr(c, prop));
  if (enum_ref(c, obj)) return enum_get(c, field(n, F_property), enum_ref(c, obj), prop);
  const char *ns = namespace_of(c, obj);
  if (ns) {
    if (!strcmp(ns, "Math")) {
      static const struct { const char *n; double v; } consts[] = {
          {"PI", 3.141592653589793}, {"E", 2.718281828459045}, {"LN2", 0.6931471805599453},
          {"LN10", 2.302585092994046}, {"LOG2E", 1.4426950408889634}, {"LOG10E", 0.4342944819032518},
          {"SQRT2", 1.4142135623730951}, {"SQRT1_2", 0.7071067811865476}};
      for (size_t i = 0; i < sizeof consts / sizeof *consts; i++)
        if (!strcmp(prop, consts[i].n)) return num(c, consts[i].v);
      if (bfind(math_methods, prop)) return builtin_value(c, n, "Math", bfind(math_methods, prop));
      ERR(c, field(n, F_property), "Property '%s' does not exist on type 'Math'.", prop);
      return err_ex(c);
    }
    if (!strcmp(ns, "Number")) {
      static const struct { const char *n; double v; } consts[] = {
          {"MAX_SAFE_INTEGER", 9007199254740991.0}, {"MIN_SAFE_INTEGER", -9007199254740991.0},
          {"MAX_VALUE", 1.7976931348623157e308}, {"MIN_VALUE", 5e-324}, {"EPSILON", 2.220446049250313e-16},
          {"POSITIVE_INFINITY", INFINITY}, {"NEGATIVE_INFINITY", -INFINITY}, {"NaN", NAN}};
      for (size_t i = 0; i < sizeof consts / sizeof *consts; i++)
        if (!strcmp(prop, consts[i].n)) return num(c, consts[i].v);
      if (bfind(number_statics, prop)) return builtin_value(c, n, "Number", bfind(number_statics, prop));
      ERR(c, field(n, F_property), "Property '%s' does not exist on type 'NumberConstructor'.", prop);
      return err_ex(c);
    }
    if (!strcmp(ns, "process") && !strcmp(prop, "exitCode"))
      return mk(bcall(c, FE_IR_B_PROCESS_GET_EXIT_CODE, FE_IR_T_VALUE, NULL, 0), T_NUM | T_UNDEF);
    if (!strcmp(ns, "process") && !strcmp(prop, "argv")) {
      ERR(c, n, "unsupported: using 'process.argv' as a value (only process.argv[i] and process.argv.length)");
      return err_ex(c);
    }
    ERR(c, n, "unsupported: '%s.%s'", ns, prop);
    return err_ex(c);
  }
  if (is_process_argv(c, obj)) {
    if (!strcmp(prop, "length")) {
      uint32_t at = fe_ir_list_add(c->b, NULL, 0);
      return mk(node(c, FE_IR_BUILTIN, 0, FE_IR_T_NUMBER, FE_IR_B_PROCESS_ARGV_LENGTH, at, 0), T_NUM);
    }
    ERR(c, n, "unsupported: 'process.argv.%s'", prop);
    return err_ex(c);
  }
  if (is(obj, "super")) return super_get(c, n, prop);
  ex o = expr(c, obj, 0);
  if (o.t & T_ERR) return o;
  if (o.t & T_ANY) return any_member(c, n, o, prop);
  if (is_obj(o.t)) {
    struct prop dp;
    if (keep_undef && objof(c, o.t)->dict && !find_prop(c, o.t, prop, &dp))
      return dict_get_node(c, o.node, str_cstr(c, prop), objof(c, o.t)->dval, T_UNDEF);
    ex r = obj_get(c, n, field(n, F_property), o, prop);
    const char *path;
    sym *y = (r.t & T_ERR) ? NULL : narrowable_p(c, n, &path);
    narrow *e = y && path ? nw_find(&c->fl, y, path) : NULL;
    if (e && e->t != r.t && !c->fl.dead) r = mk(assert_conv(c, r.node, r.t, e->t, n), e->t);
    return r;
  }
  if (is_arr(o.t)) {
    if (!strcmp(prop, "length")) return mk(bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, &o.node, 1), T_NUM);
    if (elem_of(c, o.t) == T_STR && !sigof(c, o.t)->tup &&
        (!strcmp(prop, "index") || !strcmp(prop, "input") || !strcmp(prop, "groups"))) {
      ex r = match_get(c, n, o, prop);
      const char *path;
      sym *y = (r.t & T_ERR) ? NULL : narrowable_p(c, n, &path);
      narrow *e = y && path ? nw_find(&c->fl, y, path) : NULL;
      if (e && e->t != r.t && !c->fl.dead) r = mk(assert_conv(c, r.node, r.t, e->t, n), e->t);
      return r;
    }
    if (is_array_method(prop)) { ERR(c, n, "unsupported: using method '%s' as a value", prop); return err_ex(c); }
    ERR(c, n, "unsupported: property '%s' of an array", prop);
    return err_ex(c);
  }
  if (o.t == T_STR) {
    if (!strcmp(prop, "length")) {
      uint32_t at = fe_ir_list_add(c->b, &o.node, 1);
      return mk(node(c, FE_IR_BUILTIN, 0, FE_IR_T_NUMBER, FE_IR_B_STR_LENGTH, at, 1), T_NUM);
    }
    if (bfind(str_methods, prop)) { ERR(c, n, "unsupported: using method '%s' as a value", prop); return err_ex(c); }
  }
  if (o.t == T_NUM && bfind(num_methods, prop)) {
    ERR(c, n, "unsupported: using method '%s' as a value", prop);
    return err_ex(c);
  }
  if ((o.t & (T_UNDEF | T_NULL | T_VOID)) && (o.t & ~(T_UNDEF | T_NULL | T_VOID))) {
    report_nullish(c, obj, o.t);
    return err_ex(c);
  }
  const char *ts = tystr(c, o.t);
  if (o.t == T_NUM) ts = "number";
  ERR(c, field(n, F_property), "Property '%s' does not exist on type '%s'.", prop, ts);
  return err_ex(c);
}

/* `x[i]` typed `string | undefined` (the context allows undefined): JS gives
 * undefined out of range, which a STRING cannot hold, so test the bounds:
 *   (ti = i, ti >= 0 && ti < len) ? box(get(ti)) : box(undefined)   */
static ex checked_index(C *c, int get_id, uint32_t objnode, uint32_t idxnode) {
  uint32_t to = FE_IR_NONE, ti = local_add(c, c->fn, "", FE_IR_T_NUMBER);
  uint32_t first = node(c, FE_IR_SET_LOCAL, 0, FE_IR_T_NUMBER, ti, idxnode, 0);
  if (objnode != FE_IR_NONE) {
    to = local_add(c, c->fn, "", FE_IR_T_STRING);
    uint32_t so = node(c, FE_IR_SET_LOCAL, 0, FE_IR_T_STRING, to, objnode, 0);
    first = node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, so, first, 0);
  }
#define TI() node(c, FE_IR_LOCAL, 0, FE_IR_T_NUMBER, ti, 0, 0)
#define TO() node(c, FE_IR_LOCAL, 0, FE_IR_T_STRING, to, 0, 0)
  uint32_t len;
  if (objnode != FE_IR_NONE) {
    uint32_t o = TO();
    len = node(c, FE_IR_BUILTIN, 0, FE_IR_T_NUMBER, FE_IR_B_STR_LENGTH, fe_ir_list_add(c->b, &o, 1), 1);
  } else {
    len = node(c, FE_IR_BUILTIN, 0, FE_IR_T_NUMBER, FE_IR_B_PROCESS_ARGV_LENGTH, fe_ir_list_add(c->b, NULL, 0), 0);
  }
  uint32_t ge = node(c, FE_IR_BINARY, FE_IR_GE, FE_IR_T_BOOLEAN, TI(), fe_ir_node_num(c->b, 0), 0);
  uint32_t lt = node(c, FE_IR_BINARY, FE_IR_LT, FE_IR_T_BOOLEAN, TI(), len, 0);
  uint32_t test = node(c, FE_IR_LOGICAL, FE_IR_AND, FE_IR_T_BOOLEAN, ge, lt, 0);
  uint32_t args[2], na = 0;
  if (objnode != FE_IR_NONE) args[na++] = TO();
  args[na++] = TI();
  uint32_t get = node(c, FE_IR_BUILTIN, 0, FE_IR_T_STRING, (uint32_t)get_id, fe_ir_list_add(c->b, args, na), na);
  uint32_t r = node(c, FE_IR_COND, 0, FE_IR_T_VALUE, test, convir(c, get, FE_IR_T_VALUE), convir(c, undef_node(c), FE_IR_T_VALUE));
#undef TI
#undef TO
  return mk(node(c, FE_IR_SEQ, 0, FE_IR_T_VALUE, first, r, 0), T_STR | T_UNDEF);
}

static ex subscript(C *c, TSNode n, ty expect) {
  TSNode obj = field(n, F_object), idx = field(n, F_index);
  if (oc_pending(c, n)) { ERR(c, n, "unsupported: optional chaining"); return err_ex(c); }
  if (is_process_argv(c, obj)) {
    ex i = expr(c, idx, T_NUM);
    if (i.t & T_ERR) return err_ex(c);
    if (i.t != T_NUM) { ERR(c, idx, "unsupported: process.argv index of type '%s'", tystr(c, i.t)); return err_ex(c); }
    if ((expect & T_UNDEF) && !(expect & T_ERR)) return checked_index(c, FE_IR_B_PROCESS_ARGV_GET, FE_IR_NONE, i.node);
    uint32_t at = fe_ir_list_add(c->b, &i.node, 1);
    return mk(node(c, FE_IR_BUILTIN, 0, FE_IR_T_STRING, FE_IR_B_PROCESS_ARGV_GET, at, 1), T_STR);
  }
  if (is_process_env(c, obj)) {
    ex k = expr(c, idx, T_STR);
    if (k.t & T_ERR) return err_ex(c);
    if (k.t != T_STR) { ERR(c, idx, "Type '%s' cannot be used as an index type.", tystr(c, k.t)); return err_ex(c); }
    return process_env(c, n, k.node);
  }
  if (enum_ref(c, obj)) return enum_index(c, n, enum_ref(c, obj), idx);
  ex o = expr(c, obj, 0);
  if (!(o.t & T_ERR) && (o.t & T_ANY)) return any_subscript(c, n, o);
  if (!(o.t & T_ERR) && is_obj(o.t) && objof(c, o.t)->native != NAT_HEADERS) return dict_index(c, n, idx, o, expect);
  if (!(o.t & T_ERR) && is_obj(o.t) && objof(c, o.t)->native == NAT_HEADERS) {
    if (is(idx, "string")) return nat_get(c, n, idx, o, prop_key(c, idx));
    ex k = expr(c, idx, T_STR);
    if (k.t & T_ERR) return err_ex(c);
    if (k.t != T_STR) { ERR(c, idx, "Type '%s' cannot be used as an index type.", tystr(c, k.t)); return err_ex(c); }
    uint32_t args[2] = {o.node, k.node};
    return nat_emit(c, FE_IR_B_HEADERS_GET, args, 2, T_STR | T_UNDEF, n);
  }
  ex i = expr(c, idx, T_NUM);
  if ((o.t | i.t) & T_ERR) return err_ex(c);
  if (is_arr(o.t)) {
    if (i.t != T_NUM) {
      ERR(c, idx, "unsupported: indexing an array with a value of type '%s'", tystr(c, i.t));
      return err_ex(c);
    }
    if (tuple_of(c, o.t) && is(idx, "number")) {
      sig *tp = tuple_of(c, o.t);
      double d = -1;
      parse_number(c->src + ts_node_start_byte(idx), ts_node_end_byte(idx) - ts_node_start_byte(idx), &d);
      if (d >= 0 && d == (double)(uint32_t)d && d < tp->n) return tuple_elem(c, o.t, o.node, (uint32_t)d, n);
      ERR(c, idx, "Tuple type '%s' of length '%u' has no element at index '%s'.", tystr(c, o.t), tp->n, text(c, idx));
      return err_ex(c);
    }
    return elem_read(c, o.t, o.node, i.node, expect);
  }
  if (o.t != T_STR) {
    if (o.t & (T_UNDEF | T_NULL)) { report_nullish(c, obj, o.t); return err_ex(c); }
    ERR(c, n, "unsupported: indexing a value of type '%s'", tystr(c, o.t));
    return err_ex(c);
  }
  if (i.t != T_NUM) {
    ERR(c, idx, "unsupported: indexing a string with a value of type '%s'", tystr(c, i.t));
    return err_ex(c);
  }
  if ((expect & T_UNDEF) && !(expect & T_ERR)) return checked_index(c, FE_IR_B_STR_INDEX, o.node, i.node);
  uint32_t items[2] = {o.node, i.node};
  uint32_t at = fe_ir_list_add(c->b, items, 2);
  return mk(node(c, FE_IR_BUILTIN, 0, FE_IR_T_STRING, FE_IR_B_STR_INDEX, at, 2), T_STR);
}

/* ---- expressions: calls --------------------------------------------------- */

/* Checks the arguments of a call against s and converts them into items
 * (one per parameter); 0 on error. */
/* call_args for a rest parameter or spread arguments: tuple spreads give
 * their elements one by one (from a temporary, evaluated in order), the
 * arguments from the rest parameter's position on (plain ones and array
 * spreads) become one new array. */
static int call_args_spread(C *c, TSNode call, sig *s, arglist *a, uint32_t *items) {
  uint32_t r = s->rest ? s->n - 1 : s->n, k = 0, i = 0;
  int bad = a->bad;
  for (; i < a->count && k < r; i++) {
    TSNode x = a->n[i];
    if (is(x, "spread_element")) {
      ex src = expr(c, named(x, 0), 0);
      if (src.t & T_ERR) return 0;
      sig *tp = tuple_of(c, src.t);
      if (!tp || !is_arr(src.t)) {
        ERR(c, x, "A spread argument must either have a tuple type or be passed to a rest parameter.");
        return 0;
      }
      uint32_t irt = irty(c, src.t), slot, set = tmp_set(c, irt, &slot, src.node);
      for (uint32_t q = 0; q < tp->n; q++) {
        if (k >= r) { ERR(c, x, "Expected %u arguments, but got more.", r); return 0; }
        ex e = tuple_elem(c, src.t, tmp_get(c, irt, slot), q, x);
        ty pt = s->opt[k] ? (s->p[k] | T_UNDEF) : s->p[k];
        if (!ex_assignable(c, e, pt)) {
          ERR(c, x, "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, e.t), tystr(c, pt));
          return 0;
        }
        items[k] = coerce(c, e, pt, x, 1);
        if (q == 0) items[k] = node(c, FE_IR_SEQ, 0, fe_ir_node_type(c->b, items[k]), set, items[k], 0);
        k++;
      }
      continue;
    }
    ty pt = s->opt[k] ? (s->p[k] | T_UNDEF) : s->p[k];
    ex e = expr(c, x, s->p[k]);
    if (e.t & T_ERR) { bad = 1; items[k++] = e.node; continue; }
    if (!ex_assignable(c, e, pt)) {
      ERR(c, x, "Argument of type '%s' is not assignable to parameter of type '%s'.", exstr(c, e, pt), tystr(c, pt));
      bad = 1;
    }
    items[k] = coerce(c, e, pt, x, 1);
    k++;
  }
  if (bad) return 0;
  if (k < s->min) {
    arity_error(c, call, a, s->min, s->rest ? 1000 : s->n);
    return 0;
  }
  for (; k < r; k++) items[k] = convto(c, undef_node(c), T_UNDEF, s->opt[k] ? (s->p[k] | T_UNDEF) : s->p[k]);
  if (!s->rest) {
    if (i < a->count) { arity_error(c, call, a, s->min, s->n); return 0; }
    return 1;
  }
  ex arr = spread_concat(c, a->n + i, a->count - i, elem_of(c, s->p[r]));
  if (arr.t & T_ERR) return 0;
  items[r] = coerce(c, arr, s->p[r], call, 1);
  return 1;
}

static int call_args(C *c, TSNode call, sig *s, arglist *a, uint32_t *items) {
  if (s->rest || a->spread) return call_args_spread(c, call, s, a, items);
  uint32_t max = s->n;
  if (a->count < s->min || a->count > max) {
    arity_error(c, call, a, s->min, max);
    for (uint32_t i = 0; i < a->count; i++) (void)expr(c, a->n[i], i < s->n ? s->p[i] : 0);
    return 0;
  }
  int bad = a->bad;
  for (uint32_t i = 0; i < s->n; i++) {
    ty pt = s->opt[i] ? (s->p[i] | T_UNDEF) : s->p[i];
    if (i < a->count) {
      ex e = expr(c, a->n[i], s->p[i]);
      if (e.t & T_ERR) { bad = 1; items[i] = e.node; continue; }
      if (!ex_assignable(c, e, pt)) {
        ERR(c, a->n[i], "Argument of type '%s' is not assignable to parameter of type '%s'.", exstr(c, e, pt), tystr(c, pt));
        bad = 1;
        items[i] = e.node;
        continue;
      }
      items[i] = coerce(c, e, pt, a->n[i], 1);
    } else {
      items[i] = convto(c, undef_node(c), T_UNDEF, pt);
    }
  }
  return !bad;
}

static ex call_sig(C *c, TSNode call, sig *s, int direct, uint32_t fnidx, uint32_t callee, arglist *a) {
  uint32_t items[256];
  if (!call_args(c, call, s, a, items)) return err_ex(c);
  uint32_t at = fe_ir_list_add(c->b, items, s->n);
  uint32_t rt = irty(c, s->ret);
  uint32_t r = direct ? node(c, FE_IR_CALL, 0, rt, fnidx, at, s->n)
                      : node(c, FE_IR_CALL_INDIRECT, 0, rt, callee, at, s->n);
  return mk(r, s->ret);
}

static ex class_new(C *c, TSNode n, cls *k);

/* Calls whose arguments may be spread: user functions and closures called
 * by name (call_args), console.log/error and Math.max/min (builtins taking
 * any number of arguments), and push on an array. */
static int spread_call_ok(C *c, TSNode n) {
  TSNode fnn = field(n, F_function);
  if (!isnull(field(n, F_type_arguments))) return 0;
  if (is(fnn, "identifier")) {
    sym *y = lookup(c, text(c, fnn));
    return y && !y->gen && (y->kind == S_FUNC || y->kind == S_VAR);
  }
  if (!is(fnn, "member_expression") || is_optional_chain(fnn)) return 0;
  TSNode obj = field(fnn, F_object);
  const char *p = member_name(c, fnn);
  if (is(obj, "identifier") && !lookup(c, text(c, obj))) {
    if (text_is(c, obj, "console")) return !strcmp(p, "log") || !strcmp(p, "error");
    if (text_is(c, obj, "Math")) return !strcmp(p, "max") || !strcmp(p, "min");
  }
  return !strcmp(p, "push");
}

static ex call(C *c, TSNode n) {
  TSNode fnn = field(n, F_function);
  arglist a;
  c->spread_ok = spread_call_ok(c, n);
  args_read(c, field(n, F_arguments), &a);
  if (oc_pending(c, n)) { ERR(c, n, "unsupported: optional chaining"); return err_ex(c); }
  if (is(fnn, "identifier")) {
    sym *gy = lookup(c, text(c, fnn));
    if (gy && gy->gen && gy->kind != S_TYPE) return gen_fn_call(c, n, gy->gen, &a);
  }
  if (!isnull(field(n, F_type_arguments)) && !is(fnn, "member_expression")) {
    ERR(c, n, "unsupported: type arguments");
    return err_ex(c);
  }
  if (is(fnn, "import")) { ERR(c, n, "unsupported: dynamic import"); return err_ex(c); }
  if (is(fnn, "super")) return super_call(c, n, &a);
  if (is(fnn, "identifier")) {
    const char *name = text(c, fnn);
    sym *y = lookup(c, name);
    if (y && y->kind == S_FUNC) {
      if (!fn_decl_ensure(c, y, fnn)) {
        for (uint32_t i = 0; i < a.count; i++) (void)expr(c, a.n[i], 0);
        return err_ex(c);
      }
      if (y == c->fn->self) { /* recursion: the same environment */
        ex r = call_sig(c, n, sigof(c, y->t), 1, y->irfn, 0, &a);
        if (!(r.t & T_ERR)) fe_ir_node_at(c->b, r.node)->flags = FE_IR_CALL_SELF_ENV;
        return r;
      }
      if (y->nested) return call_sig(c, n, sigof(c, y->t), 0, 0, var_load(c, c->fn, y), &a);
      return call_sig(c, n, sigof(c, y->t), 1, y->irfn, 0, &a);
    }
    if (y && y->kind == S_NATIVE) return nat_func_call(c, n, nat_func_at(y->slot), &a);
    if (!y && nat_global(c, name)) return nat_func_call(c, n, nat_global(c, name), &a);
    /* Error("x") is new Error("x") for the built-in error classes */
    if (y && y->kind == S_CLASS && in_prelude(c, ts_node_start_byte(y->k->decl)))
      return class_new(c, n, y->k);
    if (!y) {
      if (!strcmp(name, "Number")) return convert_call(c, n, T_NUM, &a);
      if (!strcmp(name, "String")) return convert_call(c, n, T_STR, &a);
      if (!strcmp(name, "Boolean")) return convert_call(c, n, T_BOOL, &a);
      const bmeth *m = bfind(global_funcs, name);
      if (m) return builtin_call(c, n, m->id, m->ps, FE_IR_NONE, &a);
    }
  }
  if (is(fnn, "member_expression") && !is_optional_chain(fnn)) {
    int bad = 0;
    sym *ny = module_ns_member(c, fnn, &bad); /* ns.f(...) */
    if (bad) return err_ex(c);
    if (ny && ny->kind == S_FUNC && !ny->nested) {
      if (!fn_decl_ensure(c, ny, fnn)) return err_ex(c);
      return call_sig(c, n, sigof(c, ny->t), 1, ny->irfn, 0, &a);
    }
    if (ny) {
      ex f = ident_sym(c, ny, fnn, member_name(c, fnn));
      if (f.t & T_ERR) return f;
      if (!(f.t & T_FN) || (f.t & T_PRIM)) { ERR(c, fnn, "This expression is not callable."); return err_ex(c); }
      return call_sig(c, n, sigof(c, f.t), 0, 0, f.node, &a);
    }
  }
  if (is(fnn, "member_expression") && !oc_pending(c, fnn) && !(c->oc_on && ts_node_eq(fnn, c->oc_node))) {
    TSNode obj = field(fnn, F_object);
    const char *prop = member_name(c, fnn);
    if (is(obj, "super")) return super_method_call(c, n, field(fnn, F_property), prop, &a);
    if (class_ref(c, obj)) return static_call(c, n, field(fnn, F_property), class_ref(c, obj)->k, prop, &a);
    if (any_syntax(c, obj)) {
      ex o = expr(c, obj, 0);
      if (o.t & T_ERR) return o;
      if (o.t & T_ANY) return any_method_call(c, n, o, prop, &a);
      ERR(c, fnn, "unsupported: a method call on this value");
      return err_ex(c);
    }
    if (is(obj, "identifier")) {
      sym *ny = lookup(c, text(c, obj));
      if (ny && ny->kind == S_NATNS) return nat_ns_call(c, n, ny, field(fnn, F_property), prop, &a);
      if (!ny && text_is(c, obj, "Promise")) return prom_static(c, n, fnn, prop, &a);
      if (!ny && text_is(c, obj, "Object")) return object_static(c, n, fnn, prop, &a);
      if (!ny && text_is(c, obj, "JSON")) {
        if (!strcmp(prop, "stringify")) return json_stringify(c, n, &a);
        if (!strcmp(prop, "parse")) return json_parse_call(c, n, &a);
        ERR(c, fnn, "unsupported: 'JSON.%s'", prop);
        return err_ex(c);
      }
    }
    const char *ns = namespace_of(c, obj);
    if (ns && strcmp(ns, "Array")) {
      if (!strcmp(ns, "console")) {
        if (a.spread && (!strcmp(prop, "log") || !strcmp(prop, "error")))
          return spread_call_builtin(c, n, prop[0] == 'l' ? FE_IR_B_CONSOLE_LOG : FE_IR_B_CONSOLE_ERROR, FE_IR_NONE, T_UNKNOWN_ALL, &a);
        if (!strcmp(prop, "log") || !strcmp(prop, "info") || !strcmp(prop, "debug"))
          return console_call(c, FE_IR_B_CONSOLE_LOG, &a);
        if (!strcmp(prop, "error") || !strcmp(prop, "warn")) return console_call(c, FE_IR_B_CONSOLE_ERROR, &a);
        ERR(c, fnn, "unsupported: 'console.%s'", prop);
        return err_ex(c);
      }
      if (!strcmp(ns, "Buffer")) {
        if (!strcmp(prop, "from")) return buffer_from(c, n, &a);
        const nfunc *f = nat_func_find(MOD_BUFFER, prop);
        if (f) return nat_func_call(c, n, f, &a);
        ERR(c, fnn, "unsupported: 'Buffer.%s'", prop);
        return err_ex(c);
      }
      const bmeth *m = NULL;
      if (!strcmp(ns, "Math")) {
        m = bfind(math_methods, prop);
        if (!m) { ERR(c, field(fnn, F_property), "Property '%s' does not exist on type 'Math'.", prop); return err_ex(c); }
        if (a.spread && (m->id == FE_IR_B_MATH_MAX || m->id == FE_IR_B_MATH_MIN))
          return spread_call_builtin(c, n, m->id, FE_IR_NONE, T_NUM, &a);
      } else if (!strcmp(ns, "Number")) {
        m = bfind(number_statics, prop);
      } else if (!strcmp(ns, "String") && !strcmp(prop, "fromCharCode")) {
        static const bmeth fcc = {"fromCharCode", FE_IR_B_STR_FROM_CHAR_CODE, "*"};
        m = &fcc;
      } else if (!strcmp(ns, "String") && !strcmp(prop, "fromCodePoint")) {
        static const bmeth fcp = {"fromCodePoint", FE_IR_B_STR_FROM_CODE_POINT, "*"};
        m = &fcp;
      } else if (!strcmp(ns, "process") && !strcmp(prop, "nextTick")) {
        static const nfunc nt = {MOD_GLOBAL, "nextTick", FE_IR_B_NEXT_TICK, "v", "F()v"};
        return nat_func_call(c, n, &nt, &a);
      } else if (!strcmp(ns, "process") && !strcmp(prop, "exit")) {
        static const bmeth pe = {"exit", FE_IR_B_PROCESS_EXIT, "N"};
        ex r = builtin_call(c, n, pe.id, pe.ps, FE_IR_NONE, &a);
        if (!(r.t & T_ERR)) r.t = 0; /* never */
        return r;
      } else if (!strcmp(ns, "Date") && !strcmp(prop, "now")) {
        static const bmeth dn = {"now", FE_IR_B_DATE_NOW, ""};
        m = &dn;
      } else if (!strcmp(ns, "Date") && !strcmp(prop, "UTC")) {
        static const bmeth du = {"UTC", FE_IR_B_DATE_UTC, "*"};
        m = &du;
      } else if (!strcmp(ns, "Date") && !strcmp(prop, "parse")) {
        static const bmeth dp = {"parse", FE_IR_B_DATE_PARSE, "s"};
        m = &dp;
      } else if (!strcmp(ns, "process") && !strcmp(prop, "hrtime")) {
        return nat_invoke(c, n, FE_IR_B_PROCESS_HRTIME, FE_IR_NONE, "?[n", "[n", &a);
      } else if (!strcmp(ns, "performance") && !strcmp(prop, "now")) {
        static const bmeth pn = {"now", FE_IR_B_PERFORMANCE_NOW, ""};
        m = &pn;
      }
      if (!m) { ERR(c, fnn, "unsupported: '%s.%s'", ns, prop); return err_ex(c); }
      return builtin_call(c, n, m->id, m->ps, FE_IR_NONE, &a);
    }
    if (ns && !strcmp(ns, "Array")) {
      if (!strcmp(prop, "from")) return array_from(c, n, &a);
      if (strcmp(prop, "isArray")) { ERR(c, fnn, "unsupported: 'Array.%s'", prop); return err_ex(c); }
      if (a.count != 1) { arity_error(c, n, &a, 1, 1); return err_ex(c); }
      ex e = expr(c, a.n[0], 0);
      if (e.t & T_ERR) return err_ex(c);
      uint32_t v = convir(c, e.node, FE_IR_T_VALUE);
      return mk(bcall(c, FE_IR_B_ARRAY_IS_ARRAY, FE_IR_T_BOOLEAN, &v, 1), T_BOOL);
    }
    if (!is_process_argv(c, obj)) {
      const bmeth *sm = bfind(str_methods, prop), *nm = bfind(num_methods, prop);
      int am = is_array_method(prop) || !strcmp(prop, "subarray") || !strcmp(prop, "set");
      if (sm || nm || am) {
        if (!strcmp(prop, "fill") && is(obj, "new_expression") && isnull(field(obj, F_type_arguments)) &&
            a.count >= 1 && !a.bad && text_is(c, field(obj, F_constructor), "Array"))
          return new_array_fill(c, n, obj, &a);
        ex o = expr(c, obj, 0);
        if (o.t & T_ERR) return err_ex(c);
        if (is_obj(o.t)) return obj_call(c, n, field(fnn, F_property), o, prop, &a);
        ex br;
        if (is_arr(o.t) && buffer_call(c, n, prop, o, &a, &br)) return br;
        if (is_arr(o.t) && am) return array_call(c, n, prop, o, &a);
        if (!strcmp(prop, "toString") && !sm && !nm) {
          if (o.t == T_STR && a.count == 0) return mk(o.node, T_STR);
          if (o.t == T_BOOL && a.count == 0) return mk(node(c, FE_IR_CONVERT, 0, FE_IR_T_STRING, o.node, 0, 0), T_STR);
          if ((o.t & (T_UNDEF | T_NULL | T_VOID)) && (o.t & ~(T_UNDEF | T_NULL | T_VOID))) {
            report_nullish(c, obj, o.t);
            return err_ex(c);
          }
          ERR(c, fnn, "unsupported: 'toString' on type '%s'", tystr(c, o.t));
          return err_ex(c);
        }
        if (o.t == T_STR && sm && (sm->id == FE_IR_B_STR_REPLACE || sm->id == FE_IR_B_STR_REPLACE_ALL) && a.count >= 1 &&
            regex_arg(c, a.n[0]))
          return str_re_call(c, n, o, prop, &a);
        if (o.t == T_STR && sm) return builtin_call(c, n, sm->id, sm->ps, o.node, &a);
        if (o.t == T_NUM && nm) return builtin_call(c, n, nm->id, nm->ps, o.node, &a);
        if ((o.t & (T_UNDEF | T_NULL | T_VOID)) && (o.t & ~(T_UNDEF | T_NULL | T_VOID))) {
          report_nullish(c, obj, o.t);
          return err_ex(c);
        }
        if (o.t == T_STR && !strcmp(prop, "toString")) return mk(o.node, T_STR);
        ERR(c, field(fnn, F_property), "Property '%s' does not exist on type '%s'.", prop, tystr(c, o.t));
        return err_ex(c);
      }
      if (!namespace_of(c, obj)) {
        /* a method of an object */
        ex o = expr(c, obj, 0);
        if (o.t & T_ERR) {
          for (uint32_t i = 0; i < a.count; i++) (void)expr(c, a.n[i], 0);
          return err_ex(c);
        }
        if (is_obj(o.t)) return obj_call(c, n, field(fnn, F_property), o, prop, &a);
        ex br;
        if (is_arr(o.t) && buffer_call(c, n, prop, o, &a, &br)) return br;
        if (o.t == T_STR && (!strcmp(prop, "match") || !strcmp(prop, "matchAll") || !strcmp(prop, "search") ||
                             (!strcmp(prop, "split") && a.count >= 1 && regex_arg(c, a.n[0]))))
          return str_re_call(c, n, o, prop, &a);
        if (o.t == T_STR && !strcmp(prop, "split")) {
          if (a.count > 2) { arity_error(c, n, &a, 0, 2); return err_ex(c); }
          int bad = a.bad;
          uint32_t args[3] = {o.node, 0, 0};
          args[1] = arr_arg(c, &a, 0, T_STR | T_UNDEF, &bad);
          args[2] = arr_arg(c, &a, 1, T_NUM | T_UNDEF, &bad);
          if (bad) return err_ex(c);
          ty st = mk_arr(c, T_STR);
          return mk(bcall(c, FE_IR_B_STR_SPLIT, sigof(c, st)->irt, args, 3), st);
        }
        if (strcmp(prop, "toString")) {
          if ((o.t & T_OBJ) && (o.t & (T_UNDEF | T_NULL | T_VOID))) {
            report_nullish(c, obj, o.t);
            return err_ex(c);
          }
          ERR(c, field(fnn, F_property), "Property '%s' does not exist on type '%s'.", prop, tystr(c, o.t));
          return err_ex(c);
        }
        if (o.t == T_STR && a.count == 0) return mk(o.node, T_STR);
        if (o.t == T_BOOL && a.count == 0) return mk(node(c, FE_IR_CONVERT, 0, FE_IR_T_STRING, o.node, 0, 0), T_STR);
        ERR(c, fnn, "unsupported: 'toString' on type '%s'", tystr(c, o.t));
        return err_ex(c);
      }
      if (!strcmp(prop, "toString")) {
        ex o = expr(c, obj, 0);
        if (o.t & T_ERR) return err_ex(c);
        if (o.t == T_STR && a.count == 0) return mk(o.node, T_STR);
        if (o.t == T_BOOL && a.count == 0) return mk(node(c, FE_IR_CONVERT, 0, FE_IR_T_STRING, o.node, 0, 0), T_STR);
        ERR(c, fnn, "unsupported: 'toString' on type '%s'", tystr(c, o.t));
        return err_ex(c);
      }
    }
  }
  ex f = expr(c, fnn, 0);
  if (f.t & T_ERR) {
    for (uint32_t i = 0; i < a.count; i++) (void)expr(c, a.n[i], 0);
    return err_ex(c);
  }
  if (f.t & T_ANY) {
    ERR(c, fnn, "unsupported: calling a value of type 'any' (its parameters' types are unknown)");
    return err_ex(c);
  }
  if (f.t & T_UNKNOWN) {
    report_nullish(c, fnn, f.t);
    return err_ex(c);
  }
  if (!(f.t & T_FN)) {
    ERR(c, fnn, "This expression is not callable.");
    return err_ex(c);
  }
  if (f.t & T_PRIM) {
    if (f.t & (T_UNDEF | T_NULL | T_VOID)) {
      TSNode inner = fnn;
      if (is(inner, "identifier")) ERR(c, fnn, "Cannot invoke an object which is possibly '%s'.", possibly(c, fnn, f.t));
      else ERR(c, fnn, "Cannot invoke an object which is possibly '%s'.", possibly(c, fnn, f.t));
    } else {
      ERR(c, fnn, "This expression is not callable.");
    }
    return err_ex(c);
  }
  return call_sig(c, n, sigof(c, f.t), 0, 0, f.node, &a);
}

/* ---- objects and classes ------------------------------------------------------ */

/* The IR type of a slot holding a value of type t: values without storage
 * (a field typed `null`) are kept as VALUE. */
static uint32_t slot_irt(C *c, ty t) {
  uint32_t r = irty(c, t);
  return r == FE_IR_T_UNDEFINED || r == FE_IR_T_NULL ? FE_IR_T_VALUE : r;
}

/* Reads slot `slot` (field type t) of object node o. */
static ex field_read(C *c, uint32_t o, uint32_t slot, ty t) {
  uint32_t st = slot_irt(c, t);
  uint32_t n = node(c, FE_IR_FIELD, 0, st, o, slot, 0);
  if (st != irty(c, t)) n = convir(c, n, irty(c, t));
  return mk(n, t);
}

static uint32_t field_write(C *c, uint32_t o, uint32_t slot, ty t, uint32_t v) {
  return node(c, FE_IR_SET_FIELD, 0, slot_irt(c, t), o, slot, convir(c, v, slot_irt(c, t)));
}

/* A property name (UTF-8, as interned) as an IR string: its UTF-16 units, so
 * that `"ünïcode"` is the same key at run time as the string "ünïcode". */
static uint32_t name_str(C *c, const char *name) {
  const unsigned char *p = (const unsigned char *)name;
  while (*p && *p < 0x80) p++;
  if (!*p) return fe_ir_string_cstr(c->b, name);
  u16buf b = {0};
  for (p = (const unsigned char *)name; *p;) {
    uint32_t cp = *p, extra = cp >= 0xF0 ? 3 : cp >= 0xE0 ? 2 : cp >= 0xC0 ? 1 : 0;
    if (extra) cp &= 0x3F >> extra;
    p++;
    for (; extra && (*p & 0xC0) == 0x80; extra--) cp = (cp << 6) | (*p++ & 0x3F);
    u16_put(&b, cp);
  }
  uint32_t r = fe_ir_string_utf16(c->b, b.u, b.n);
  free(b.u);
  return r;
}

/* The class whose body is being checked (for private/protected access), or NULL. */
static cls *cur_class(C *c) {
  for (scope *s = c->sc; s; s = s->parent)
    if (s->k) return s->k;
  return NULL;
}

/* A member the current code may not use: reports tsc's error. */
static int vis_denied(C *c, TSNode at, cls *owner, uint8_t vis, const char *name, ty objt) {
  if (vis == P_PUBLIC) return 0;
  cls *cur = cur_class(c);
  if (vis == P_PROTECTED) {
    if (cur && is_subclass(cur, owner)) return 0;
    ERR(c, at, "Property '%s' is protected and only accessible within class '%s' and its subclasses.", name, gen_cls_name(c, owner));
    return 1;
  }
  if (cur == owner) return 0;
  if (cur && owner->gtmpl && vis == P_PRIVATE && (cur == owner->gtmpl || cur->gtmpl == owner->gtmpl))
    return 0; /* another instantiation of the same generic class */
  if (vis == P_HASH)
    ERR(c, at, "Property '%s' is not accessible outside class '%s' because it has a private identifier.", name, gen_cls_name(c, owner));
  else
    ERR(c, at, "Property '%s' is private and only accessible within class '%s'.", name, gen_cls_name(c, owner));
  (void)objt;
  return 1;
}

/* ---- classes: layout ---- */

static void class_declare(C *c, TSNode s) {
  TSNode nm = field(s, F_name);
  const char *name = text(c, nm);
  sym *old = scope_find_here(c->sc, name);
  if (old) {
    ERR(c, nm, old->kind == S_CLASS || old->kind == S_TYPE ? "Duplicate identifier '%s'." : "Cannot redeclare block-scoped variable '%s'.", name);
    return;
  }
  if (c->sc != c->modscope && !isnull(field(s, F_type_parameters))) {
    ERR(c, s, "unsupported: a generic class declared inside a function or block");
    return;
  }
  sym *y = sym_add(c, c->sc, name, S_CLASS);
  y->decl = s;
  cls *k = fe__alloc(c->A, sizeof *k);
  memset(k, 0, sizeof *k);
  k->name = name;
  k->decl = s;
  k->sy = y;
  k->ctor = FE_IR_NONE;
  k->is_abstract = is(s, "abstract_class_declaration");
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->k = k;
  o->name = name;
  k->inst = mk_obj(c, o);
  y->k = k;
  y->t = k->inst;
  y->has_type = 1;
  if (!isnull(field(s, F_type_parameters))) {
    k->gen = gen_new(c, G_CLASS, name, s, s, field(s, F_type_parameters));
    k->gen->tmpl = k;
  }
}

static TSNode class_body(TSNode d) { return field(d, F_body); }

/* The type of a field from its annotation, or its initializer's type. */
static ty field_type(C *c, cls *k, TSNode fd, const char *name) {
  TSNode tn = field(fd, F_type), vn = field(fd, F_value);
  if (!isnull(tn)) return type_of(c, tn);
  if (isnull(vn)) {
    ERR(c, fd, "Member '%s' implicitly has an 'any' type.", name);
    return T_ERR;
  }
  /* `new C(...)`: C's instances (C may be this very class, still being laid out) */
  if (is(vn, "new_expression")) {
    TSNode ctor = field(vn, F_constructor);
    sym *cy = is(ctor, "identifier") ? lookup(c, text(c, ctor)) : NULL;
    if (cy && cy->kind == S_CLASS) return cy->k->inst;
  }
  /* infer from the initializer, checked on the side (it is checked again,
     for real, in the constructor) */
  fnctx scratch;
  memset(&scratch, 0, sizeof scratch);
  scratch.name = "initializer";
  fnctx *sfn = c->fn;
  flow sfl = c->fl;
  brk *sbrk = c->brk;
  scope *ssc = c->sc;
  c->fn = &scratch;
  c->brk = NULL;
  c->sc = class_scope(c, k);
  scope_push(c);
  sym *self = sym_add(c, c->sc, intern(c, "this", 4), S_VAR); /* initializers may read this */
  self->t = k->inst;
  self->has_type = 1;
  self->is_const = 1;
  self->slot = local_add(c, &scratch, "this", fe_ir_type_object(c->b));
  c->dl->muted++;
  ex e = expr(c, vn, 0);
  c->dl->muted--;
  c->fn = sfn;
  c->fl = sfl;
  c->brk = sbrk;
  c->sc = ssc;
  free(scratch.lname);
  free(scratch.ltype);
  free(scratch.caps);
  if ((e.t & T_ERR) || e.t == T_NULL || e.t == T_UNDEF || e.t == 0) {
    /* never silently: the field would be typed as an error */
    ERR(c, fd, "unsupported: the type of field '%s' cannot be inferred from its initializer; add a type annotation", name);
    return T_ERR;
  }
  if (has_token(fd, "readonly") && !has_token(fd, "static")) return ex_exact(c, e); /* `readonly kind = "a"` has type "a" */
  return e.t;
}

static uint8_t member_vis(TSNode m, TSNode name) {
  if (!isnull(name) && is(name, "private_property_identifier")) return P_HASH;
  if (has_token(m, "private")) return P_PRIVATE;
  if (has_token(m, "protected")) return P_PROTECTED;
  return P_PUBLIC;
}

static void *grow_arena(C *c, void *p, uint32_t n, size_t elem) {
  void *q = fe__alloc(c->A, (n + 1) * elem);
  if (n) memcpy(q, p, n * elem);
  return q;
}

static TSNode nn_of(TSNode param) { return field(param, F_pattern); }

/* Adds an instance field to k, or takes over the inherited slot of that name. */
static void field_add(C *c, cls *k, prop fp, uint8_t vis, TSNode decl, TSNode at) {
  for (uint32_t q = 0; q < k->nparentf; q++) {
    if (k->f[q].name != fp.name || vis == P_HASH || k->fvis[q] == P_HASH) continue;
    if (slot_irt(c, k->f[q].t) != slot_irt(c, fp.t) && !((k->f[q].t | fp.t) & T_ERR))
      ERR(c, at, "unsupported: redeclaring field '%s' with a type of another representation ('%s', inherited '%s')",
          fp.name, tystr(c, fp.t), tystr(c, k->f[q].t));
    else if (!assignable(c, fp.t, k->f[q].t))
      ERR(c, at, "Property '%s' in type '%s' is not assignable to the same property in base type '%s'.", fp.name,
          k->name, k->parent->name);
    k->f[q] = fp;
    k->fvis[q] = vis;
    k->fdecl[q] = decl;
    k->fown[q] = 1;
    return;
  }
  k->f = grow_arena(c, k->f, k->nf, sizeof *k->f);
  k->fvis = grow_arena(c, k->fvis, k->nf, 1);
  k->fdecl = grow_arena(c, k->fdecl, k->nf, sizeof *k->fdecl);
  k->fown = grow_arena(c, k->fown, k->nf, 1);
  k->fcls = grow_arena(c, k->fcls, k->nf, sizeof *k->fcls);
  k->fcls[k->nf] = k;
  k->f[k->nf] = fp;
  k->fvis[k->nf] = vis;
  k->fdecl[k->nf] = decl;
  k->fown[k->nf] = 1;
  k->nf++;
}

static cmember *class_member_add(C *c, cls *k, int is_static, const char *name, int kind) {
  uint32_t *np = is_static ? &k->ns : &k->nm;
  cmember **arr = is_static ? &k->sm : &k->m;
  cmember *na = fe__alloc(c->A, (*np + 1) * sizeof *na);
  if (*np) memcpy(na, *arr, *np * sizeof *na);
  *arr = na;
  cmember *m = &na[(*np)++];
  memset(m, 0, sizeof *m);
  m->name = name;
  m->kind = (uint8_t)kind;
  m->is_static = (uint8_t)is_static;
  m->irfn = FE_IR_NONE;
  m->setfn = FE_IR_NONE;
  m->owner = k;
  m->vidx = FE_IR_NONE;
  return m;
}

static uint32_t class_error_flags(C *c, cls *k);

static void class_layout(C *c, cls *k) {
  if (k->state >= 2) return;
  if (k->state == 1) {
    ERR(c, k->decl, "'%s' is referenced directly or indirectly in its own base expression.", k->name);
    return;
  }
  k->state = 1;
  TSNode d = k->decl;
  /* heritage */
  uint32_t cnt = ts_node_named_child_count(d);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode h = ts_node_named_child(d, i);
    if (!is(h, "class_heritage")) continue;
    uint32_t hc = ts_node_named_child_count(h);
    for (uint32_t j = 0; j < hc; j++) {
      TSNode cl = ts_node_named_child(h, j);
      if (!is(cl, "extends_clause")) continue;
      TSNode v = field(cl, F_value);
      sym *p = is(v, "identifier") ? lookup(c, text(c, v)) : NULL;
      if (!p && is(v, "member_expression")) { /* extends ns.Base */
        int bad = 0;
        p = module_ns_member(c, v, &bad);
        if (bad) continue;
      }
      if (!p || p->kind != S_CLASS) {
        if (p) ERR(c, v, "unsupported: extending something other than a class declared in this module");
        else ERR(c, v, "Cannot find name '%s'.", text(c, v));
        continue;
      }
      if (p->k->gen || k->gen) {
        cls *gb = gen_base(c, k, p->k, cl);
        if (gb && !k->gen && gb != p->k && gb->state >= 2) k->parent = gb;
        if (gb || k->gen) continue;
      }
      class_layout(c, p->k);
      if (p->k->state == 2 || p->k->state == 3) k->parent = p->k;
    }
  }
  cls *par = k->parent;
  /* inherited members */
  if (par) {
    k->nf = k->nparentf = par->nf;
    k->f = acopy(c, par->f, par->nf * sizeof *k->f);
    k->fvis = acopy(c, par->fvis, par->nf);
    k->fdecl = acopy(c, par->fdecl, par->nf * sizeof *k->fdecl);
    k->fown = fe__alloc(c->A, par->nf + 1);
    memset(k->fown, 0, par->nf + 1);
    k->fcls = acopy(c, par->fcls, par->nf * sizeof *k->fcls);
    k->nm = par->nm;
    k->m = acopy(c, par->m, par->nm * sizeof *k->m);
    k->nvt = par->nvt;
  }
  TSNode body = class_body(d);
  uint32_t bc = ts_node_named_child_count(body);
  /* parameter properties come first (as esbuild emits them), then fields */
  for (uint32_t i = 0; i < bc; i++) {
    TSNode m = ts_node_named_child(body, i);
    if (!is(m, "method_definition") || !text_is(c, field(m, F_name), "constructor")) continue;
    if (k->gen) continue; /* the statics class of a generic class */
    k->ctor_decl = m;
    TSNode ps = field(m, F_parameters);
    uint32_t pc = ts_node_named_child_count(ps);
    for (uint32_t j = 0; j < pc; j++) {
      TSNode pn = ts_node_named_child(ps, j);
      int is_prop = 0;
      for (uint32_t q = 0; q < ts_node_named_child_count(pn); q++)
        if (is(ts_node_named_child(pn, q), "accessibility_modifier")) is_prop = 1;
      if (has_token(pn, "readonly")) is_prop = 1;
      if (!is_prop) continue;
      TSNode pat = field(pn, F_pattern);
      if (isnull(pat) || !is(pat, "identifier")) continue;
      const char *pname = text(c, pat);
      TSNode tn = field(pn, F_type);
      prop fp = {pname, isnull(tn) ? T_ERR : type_of(c, tn), (uint8_t)is(pn, "optional_parameter"), (uint8_t)has_token(pn, "readonly")};
      if (isnull(tn)) ERR(c, pn, "Parameter '%s' implicitly has an 'any' type.", pname);
      if (fp.opt) fp.t |= T_UNDEF;
      field_add(c, k, fp, has_token(pn, "private") ? P_PRIVATE : has_token(pn, "protected") ? P_PROTECTED : P_PUBLIC, pn, nn_of(pn));
    }
  }
  for (uint32_t i = 0; i < bc; i++) {
    TSNode m = ts_node_named_child(body, i);
    if (is(m, "comment")) continue;
    TSNode nn = field(m, F_name);
    const char *name = prop_key(c, nn);
    if (!isnull(nn) && is(nn, "computed_property_name")) { ERR(c, nn, "unsupported: computed member names"); continue; }
    if (is(m, "public_field_definition")) {
      int st = has_token(m, "static");
      if (!name || gen_skip_member(k, st)) continue;
      for (uint32_t q = 0; !st && q < k->nf; q++)
        if (k->f[q].name == name && k->fown[q]) { ERR(c, nn, "Duplicate identifier '%s'.", name); name = NULL; break; }
      if (!name) continue;
      ty t = field_type(c, k, m, name);
      uint8_t opt = (uint8_t)has_token(m, "?");
      if (opt && !(t & T_ERR)) t |= T_UNDEF;
      if (st) {
        cmember *sm = class_member_add(c, k, 1, name, M_FIELD);
        sm->t = t;
        char gname[300];
        snprintf(gname, sizeof gname, "%s.%s", k->name, name);
        sm->irfn = fe_ir_global_add(c->b, fe_ir_string_cstr(c->b, gname), slot_irt(c, t));
        sm->decl = m;
        sm->vis = member_vis(m, nn);
        continue;
      }
      prop fp = {name, t, opt, (uint8_t)has_token(m, "readonly")};
      field_add(c, k, fp, member_vis(m, nn), m, nn);
      continue;
    }
    if (is(m, "method_definition")) {
      if (!name || name == intern(c, "constructor", 11)) continue;
      int st = has_token(m, "static");
      int kind = has_token(m, "get") ? M_GETTER : has_token(m, "set") ? M_SETTER : M_METHOD;
      if (gen_skip_member(k, st)) continue;
      if (has_token(m, "*") && kind != M_METHOD) { ERR(c, m, "unsupported: generator accessors"); continue; }
      if (!isnull(field(m, F_type_parameters))) {
        if (kind != M_METHOD) { ERR(c, m, "unsupported: generic accessors"); continue; }
        gen_method_add(c, k, m, name, st);
        continue;
      }
      cmember *cm = NULL;
      if (st && kind != M_METHOD) { /* a static accessor (see static_accessor) */
        for (uint32_t q = 0; q < k->ns; q++)
          if (k->sm[q].name == name && k->sm[q].kind == kind) { ERR(c, nn, "Duplicate function implementation."); goto next; }
      }
      if (!st) {
        for (uint32_t q = 0; q < k->nm; q++)
          if (k->m[q].name == name && k->m[q].kind == kind) {
            if (k->m[q].owner == k) { ERR(c, nn, "Duplicate function implementation."); cm = NULL; goto next; }
            cm = &k->m[q]; /* an override: same vtable slot */
            break;
          }
      }
      if (!cm) {
        cm = class_member_add(c, k, st, name, kind);
        if (!st) cm->vidx = k->nvt++;
      }
      cm->owner = k;
      cm->kind = (uint8_t)kind;
      cm->decl = m;
      cm->irfn = FE_IR_NONE;
      cm->overridden = 0;
      cm->is_abstract = 0;
      cm->checked = cm->checking = 0; /* the parent's copy may be checked (a class of another module) */
      cm->ft = 0;
      cm->vis = member_vis(m, nn);
      cm->t = 0;
      continue;
    }
    if (is(m, "abstract_method_signature")) {
      if (!name || gen_skip_member(k, 0)) continue;
      if (!isnull(field(m, F_type_parameters))) { ERR(c, m, "unsupported: generic abstract methods"); continue; }
      cmember *cm = class_member_add(c, k, 0, name, M_METHOD);
      cm->vidx = k->nvt++;
      cm->decl = m;
      cm->is_abstract = 1;
      cm->vis = member_vis(m, nn);
      cm->t = cm->ft = fn_type_node(c, m);
      if (!(cm->t & T_ERR)) cm->irfn = not_a_function(c, cm->t, "abstract method", 0);
      continue;
    }
    if (is(m, "class_static_block")) { ERR(c, m, "unsupported: static blocks"); continue; }
    if (is(m, "index_signature")) { ERR(c, m, "unsupported: index signatures"); continue; }
    if (is(m, "method_signature")) { ERR(c, m, "unsupported: overload signatures"); continue; }
  next:;
  }
  /* slot layout in IR */
  uint32_t *names = fe__alloc(c->A, (k->nf + 1) * sizeof *names), *types = fe__alloc(c->A, (k->nf + 1) * sizeof *types);
  for (uint32_t i = 0; i < k->nf; i++) {
    names[i] = k->fvis[i] == P_HASH ? FE_IR_NONE : name_str(c, k->f[i].name);
    types[i] = slot_irt(c, k->f[i].t);
  }
  /* an instantiation has its class's plain name (as Node prints it) and, for instanceof, its statics class as parent */
  k->irclass = fe_ir_class_add(c->b, name_str(c, k->gtmpl ? k->gtmpl->name : k->name),
                               par ? par->irclass : k->gtmpl ? k->gtmpl->irclass : FE_IR_NONE, class_error_flags(c, k),
                               k->nf, names, types, 0, NULL);
  k->state = 2;
}

/* Marks, in every ancestor, the methods that a subclass overrides (their
 * calls through the ancestor's type must be virtual). */
static void class_overrides(C *c, cls *k) {
  (void)c;
  for (uint32_t i = 0; i < k->nm; i++) {
    if (k->m[i].owner != k || k->m[i].vidx == FE_IR_NONE) continue;
    for (cls *a = k->parent; a; a = a->parent)
      for (uint32_t j = 0; j < a->nm; j++)
        if (a->m[j].vidx == k->m[i].vidx) a->m[j].overridden = 1;
  }
}

/* The entry of the class that declares m (inherited copies are not updated). */
static cmember *canon(cmember *m) {
  cls *o = m->owner;
  cmember *arr = m->is_static ? o->sm : o->m;
  uint32_t n = m->is_static ? o->ns : o->nm;
  for (uint32_t i = 0; i < n; i++)
    if (arr[i].owner == o && arr[i].name == m->name && arr[i].kind == m->kind) return &arr[i];
  return m;
}

typedef struct fnjob fnjob;
static ty fn_build(C *c, fnjob *j, uint32_t *irfn_out);

/* A scope for the bodies of class k: its private members are visible there. */
static scope *class_scope(C *c, cls *k) {
  scope *s = fe__alloc(c->A, sizeof *s);
  memset(s, 0, sizeof *s);
  s->parent = k->gscope ? k->gscope : k->sy ? k->sy->declscope : c->modscope; /* a generic instantiation's type parameters, or its module's scope */
  s->fn = c->mainfn;
  s->k = k;
  return s;
}

static void local_class_caps(C *c, TSNode at, sym **caps, uint32_t n);
/* Makes sure method (or accessor) m has its type and IR function; builds
 * its body unless its signature is fully annotated (then the body waits for
 * class_check_bodies). */
static int method_ensure(C *c, cmember *m, TSNode use, int build) {
  m = canon(m);
  if (m->gen) { /* a generic method has no one type */
    if (use.id != m->decl.id) ERR(c, use, "unsupported: generic method '%s' used as a value or through super", m->name);
    return 0;
  }
  if (m->is_abstract || m->kind == M_FIELD) return m->t != 0 && !(m->t & T_ERR);
  if (m->irfn != FE_IR_NONE && (!build || m->checked)) return m->t && !(m->t & T_ERR);
  if (m->checking) {
    if (m->t) return 1;
    ERR(c, use, "'%s' implicitly has return type 'any' because it does not have a return type annotation and is referenced directly or indirectly in one of its return expressions.", m->name);
    return 0;
  }
  TSNode d = m->decl;
  if (m->irfn == FE_IR_NONE && !type_uses_query(c, field(d, F_parameters)) && !type_uses_query(c, field(d, F_return_type))) {
    /* declare from the annotations when they say everything */
    params p;
    c->dl->muted++;
    params_read(c, field(d, F_parameters), &p, NULL, 0);
    c->dl->muted--;
    int known = !p.bad && !isnull(field(d, F_return_type)) && !type_uses_query(c, field(d, F_parameters)) &&
                !type_uses_query(c, field(d, F_return_type));
    for (uint32_t i = 0; i < p.n; i++)
      if (!p.annotated[i]) known = 0;
    if (m->kind == M_SETTER) known = !p.bad && p.n == 1 && p.annotated[0];
    if (known) {
      ty ret = m->kind == M_SETTER ? T_VOID : type_of(c, field(d, F_return_type));
      for (uint32_t i = 0; i < p.n; i++) p.t[i] = type_of(c, field(p.nodes[i], F_type));
      ty ft = mk_fn(c, p.n, p.t, p.name, p.opt, ret);
      m->t = m->kind == M_METHOD ? ft : m->kind == M_GETTER ? ret : p.t[0];
      char nm[300];
      snprintf(nm, sizeof nm, "%s%s", m->kind == M_GETTER ? "get " : m->kind == M_SETTER ? "set " : "", m->name);
      m->irfn = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, nm), sigof(c, ft)->irt, 0, line_of(d));
      m->ft = ft;
      if (!build) return !((m->t | ret) & T_ERR);
      if (m->checked) return 1;
    }
  }
  m->checking = 1;
  char nm[300];
  snprintf(nm, sizeof nm, "%s%s", m->kind == M_GETTER ? "get " : m->kind == M_SETTER ? "set " : "", m->name);
  fnjob j;
  memset(&j, 0, sizeof j);
  j.params = field(d, F_parameters);
  j.body = field(d, F_body);
  j.rettype = field(d, F_return_type);
  j.whole = d;
  j.name = intern(c, nm, strlen(nm));
  j.outer = class_scope(c, m->owner);
  j.irfn = m->irfn;
  j.k = m->is_static ? NULL : m->owner;
  j.static_of = m->is_static ? m->owner : NULL;
  uint32_t irfn;
  ty ft = fn_build(c, &j, &irfn);
  local_class_caps(c, d, j.caps, j.ncaps);
  m->checking = 0;
  m->checked = 1;
  if (ft & T_ERR) { m->t = T_ERR; return 0; }
  m->irfn = irfn;
  m->ft = ft;
  sig *sg = sigof(c, ft);
  if (m->kind == M_METHOD && !m->is_static && !strcmp(m->name, "toString") && (sg->min || irty(c, sg->ret) != FE_IR_T_STRING)) {
    /* String(x), `${x}` and join call it from the runtime as (this) => string */
    ERR(c, d, "unsupported: a toString method that is not '(): string'");
    m->t = T_ERR;
    return 0;
  }
  if (m->kind == M_METHOD) m->t = ft;
  else if (m->kind == M_GETTER) {
    m->t = sg->ret;
    if (sg->n) ERR(c, d, "A 'get' accessor cannot have parameters.");
  } else {
    if (sg->n != 1) { ERR(c, d, "A 'set' accessor must have exactly one parameter."); m->t = T_ERR; return 0; }
    m->t = sg->p[0];
  }
  return !(m->t & T_ERR);
}

/* A class declared inside a function or block is laid out once, like a
 * module's class (its static fields are initialized where its declaration
 * runs).  Its methods are plain functions with no environment, so they
 * cannot use the variables of the enclosing functions. */
static void local_class_caps(C *c, TSNode at, sym **caps, uint32_t n) {
  if (n) ERR(c, at, "unsupported: a class declared inside a function using its variables ('%s')", caps[0]->name);
}

/* The constructor's signature and IR function (declared; built later). */
static int ctor_ensure(C *c, cls *k) {
  if (k->ctor != FE_IR_NONE) return !(k->ctor_t & T_ERR);
  class_layout(c, k);
  if (k->state < 2) return 0; /* used while being laid out (an unannotated field's initializer) */
  if (!isnull(k->ctor_decl)) {
    params p;
    params_read(c, field(k->ctor_decl, F_parameters), &p, NULL, 1);
    for (uint32_t i = 0; i < p.n; i++)
      if (p.has_default[i] && p.t[i] == 0) {
        ERR(c, p.nodes[i], "unsupported: a constructor parameter default without a type annotation");
        p.t[i] = T_ERR;
      }
    k->ctor_t = mk_fn(c, p.n, p.t, p.name, p.opt, T_VOID);
  } else if (k->parent) {
    if (!ctor_ensure(c, k->parent)) { k->ctor_t = T_ERR; return 0; }
    k->ctor_t = k->parent->ctor_t;
  } else {
    k->ctor_t = mk_fn(c, 0, NULL, NULL, NULL, T_VOID);
  }
  char nm[300];
  snprintf(nm, sizeof nm, "%s", k->name);
  k->ctor = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, nm), sigof(c, k->ctor_t)->irt, 0, line_of(k->decl));
  fe_ir_class_ctor(c->b, k->irclass, k->ctor);
  return !(k->ctor_t & T_ERR);
}

/* The field initializers and parameter properties of k, as expressions run
 * on `this` (after super() in a derived class). */
static uint32_t class_inits(C *c, cls *k, uint32_t *out, uint32_t max) {
  uint32_t n = 0;
  sym *self = lookup(c, intern(c, "this", 4));
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < k->nf && n < max; i++) {
      if (!k->fown[i]) continue;
      TSNode d = k->fdecl[i];
      int is_param = !is(d, "public_field_definition");
      if (is_param != pass) continue;
      uint32_t v;
      if (!is_param) {
        TSNode vn = field(d, F_value);
        if (isnull(vn)) {
          if (slot_irt(c, k->f[i].t) != FE_IR_T_VALUE) continue; /* stays 0 until assigned */
          v = convir(c, undef_node(c), FE_IR_T_VALUE);
        } else {
          ex e = expr(c, vn, k->f[i].t);
          if (e.t & T_ERR) continue;
          if (!ex_assignable(c, e, k->f[i].t)) {
            ERR(c, vn, "Type '%s' is not assignable to type '%s'.", exstr(c, e, k->f[i].t), tystr(c, k->f[i].t));
            continue;
          }
          v = coerce(c, e, k->f[i].t, vn, 0);
        }
      } else {
        sym *p = lookup(c, k->f[i].name);
        if (!p || p->kind != S_VAR) continue;
        v = convto(c, var_load(c, c->fn, p), p->t, k->f[i].t);
      }
      out[n++] = field_write(c, var_load(c, c->fn, self), i, k->f[i].t, v);
    }
  return n;
}

/* Checks every body of class k and completes its IR class. */
static void class_check_bodies(C *c, cls *k) {
  if (k->state != 2) return;
  k->state = 3;
  if (k->parent) class_check_bodies(c, k->parent);
  for (uint32_t i = 0; i < k->nm; i++)
    if (k->m[i].owner == k && !k->m[i].gen) method_ensure(c, &k->m[i], k->m[i].decl, 1);
  for (uint32_t i = 0; i < k->ns; i++)
    if (k->sm[i].kind != M_FIELD && !k->sm[i].gen) method_ensure(c, &k->sm[i], k->sm[i].decl, 1);
  if (k->gen) return; /* a generic class's statics: its instantiations have the rest */
  ctor_build(c, k);
  /* the vtable */
  uint32_t *tab = fe__alloc(c->A, (k->nvt + 1) * sizeof *tab);
  for (uint32_t i = 0; i < k->nvt; i++) tab[i] = FE_IR_NONE;
  for (uint32_t i = 0; i < k->nm; i++) {
    cmember *m = canon(&k->m[i]);
    if (k->m[i].vidx == FE_IR_NONE) continue;
    if (m->is_abstract && !k->is_abstract)
      ERR(c, field(k->decl, F_name), "Non-abstract class '%s' does not implement inherited abstract member '%s' from class '%s'.", k->name, m->name, m->owner->name);
    tab[k->m[i].vidx] = m->irfn;
  }
  int ok = 1;
  for (uint32_t i = 0; i < k->nvt; i++)
    if (tab[i] == FE_IR_NONE) ok = 0;
  if (ok) fe_ir_class_methods(c->b, k->irclass, k->nvt, tab);
  /* implements */
  uint32_t cnt = ts_node_named_child_count(k->decl);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode h = ts_node_named_child(k->decl, i);
    if (!is(h, "class_heritage")) continue;
    for (uint32_t j = 0; j < ts_node_named_child_count(h); j++) {
      TSNode cl = ts_node_named_child(h, j);
      if (!is(cl, "implements_clause")) continue;
      for (uint32_t q = 0; q < ts_node_named_child_count(cl); q++) {
        TSNode tn = ts_node_named_child(cl, q);
        scope *ssc = c->sc;
        if (k->gscope) c->sc = k->gscope; /* a generic class's instantiation: `implements Source<T>` */
        ty it = type_of(c, tn);
        c->sc = ssc;
        if (it & T_ERR) continue;
        if (!assignable(c, k->inst, it))
          ERR(c, field(k->decl, F_name), "Class '%s' incorrectly implements interface '%s'.", k->name, tystr(c, it));
      }
    }
  }
}

static int call_args(C *c, TSNode call, sig *s, arglist *a, uint32_t *items);

/* The constructor's body: the declared one, or the implicit
 * `constructor(...args) { super(...args); }` with the field initializers. */
static void ctor_build(C *c, cls *k) {
  if (!ctor_ensure(c, k)) return;
  if (!isnull(k->ctor_decl)) {
    fnjob j;
    memset(&j, 0, sizeof j);
    j.params = field(k->ctor_decl, F_parameters);
    j.body = field(k->ctor_decl, F_body);
    j.whole = k->ctor_decl;
    j.name = k->name;
    j.outer = class_scope(c, k);
    j.irfn = k->ctor;
    j.k = k;
    j.ctor_of = k;
    uint32_t irfn;
    fn_build(c, &j, &irfn);
    local_class_caps(c, k->ctor_decl, j.caps, j.ncaps);
    return;
  }
  fnctx *save_fn = c->fn;
  flow save_fl = c->fl;
  scope *save_sc = c->sc;
  brk *save_brk = c->brk;
  fnctx *f = fe__alloc(c->A, sizeof *f);
  f->irfn = k->ctor;
  f->name = k->name;
  f->line = line_of(k->decl);
  f->k = k;
  f->ctor_of = k;
  c->fn = f;
  c->brk = NULL;
  memset(&c->fl, 0, sizeof c->fl);
  c->sc = class_scope(c, k);
  scope_push(c);
  sig *ps = sigof(c, k->ctor_t);
  for (uint32_t i = 0; i < ps->n; i++) {
    ty pt = ps->opt[i] ? ps->p[i] | T_UNDEF : ps->p[i];
    local_add(c, f, ps->pname[i] ? ps->pname[i] : "", irty(c, pt));
  }
  f->nparams = ps->n;
  uint32_t *items = fe__alloc(c->A, (k->nf + 4) * sizeof *items), m = 0;
  items[m++] = this_decl(c, f, k, 0, k->decl);
  if (k->parent) {
    uint32_t *args = fe__alloc(c->A, (ps->n + 1) * sizeof *args);
    args[0] = var_load(c, f, lookup(c, intern(c, "this", 4)));
    for (uint32_t i = 0; i < ps->n; i++) args[i + 1] = node(c, FE_IR_LOCAL, 0, f->ltype[i], i, 0, 0);
    uint32_t call = node(c, FE_IR_CALL_METHOD, 0, FE_IR_T_UNDEFINED, k->parent->ctor, fe_ir_list_add(c->b, args, ps->n + 1), ps->n + 1);
    items[m++] = node(c, FE_IR_EXPR, 0, 0, call, 0, 0);
  }
  uint32_t inits[1024];
  uint32_t ni = class_inits(c, k, inits, 1024);
  for (uint32_t i = 0; i < ni; i++) items[m++] = node(c, FE_IR_EXPR, 0, 0, inits[i], 0, 0);
  items[m++] = node(c, FE_IR_RETURN, 0, 0, FE_IR_NONE, 0, 0);
  for (uint32_t i = 0; i < f->nlocals; i++)
    fe_ir_func_local(c->b, f->irfn, fe_ir_string_cstr(c->b, f->lname[i]), f->ltype[i], i < f->nparams);
  fe_ir_func_body(c->b, f->irfn, block_of(c, items, m));
  local_class_caps(c, k->decl, f->caps, f->ncaps);
  free(f->lname);
  free(f->ltype);
  free(f->caps);
  c->fn = save_fn;
  c->fl = save_fl;
  c->sc = save_sc;
  c->brk = save_brk;
}

/* `new C(args)`: a new object of C's layout, then its constructor on it. */
static ex class_new(C *c, TSNode n, cls *k) {
  arglist a;
  args_read(c, field(n, F_arguments), &a);
  if (!isnull(field(n, F_type_arguments))) { ERR(c, n, "unsupported: type arguments"); return err_ex(c); }
  class_layout(c, k);
  if (k->is_abstract) {
    ERR(c, n, "Cannot create an instance of an abstract class.");
    return err_ex(c);
  }
  if (!ctor_ensure(c, k)) return err_ex(c);
  if (!isnull(k->ctor_decl) && (has_token(k->ctor_decl, "private") || has_token(k->ctor_decl, "protected")) &&
      cur_class(c) != k) {
    ERR(c, n, "Constructor of class '%s' is %s and only accessible within the class declaration.", k->name,
        has_token(k->ctor_decl, "private") ? "private" : "protected");
    return err_ex(c);
  }
  sig *s = sigof(c, k->ctor_t);
  uint32_t items[258];
  uint32_t ot = fe_ir_type_object(c->b);
  uint32_t tmp = local_add(c, c->fn, "", ot);
  items[0] = node(c, FE_IR_LOCAL, 0, ot, tmp, 0, 0);
  if (!call_args(c, n, s, &a, items + 1)) return err_ex(c);
  uint32_t mkobj = node(c, FE_IR_SET_LOCAL, 0, ot, tmp, node(c, FE_IR_NEW_OBJECT, 0, ot, k->irclass, 0, 0), 0);
  uint32_t call = node(c, FE_IR_CALL_METHOD, 0, FE_IR_T_UNDEFINED, k->ctor, fe_ir_list_add(c->b, items, s->n + 1), s->n + 1);
  uint32_t r = node(c, FE_IR_SEQ, 0, ot, node(c, FE_IR_SEQ, 0, FE_IR_T_UNDEFINED, mkobj, call, 0),
                    node(c, FE_IR_LOCAL, 0, ot, tmp, 0, 0), 0);
  return mk(r, k->inst);
}

/* Finds name among the members of class k: a field (*fi), else a method or
 * accessor (*mi, preferring kind `want`); 0 if none. */
static int class_find(C *c, cls *k, const char *name, int want, int *fi, cmember **mi) {
  class_layout(c, k);
  *fi = -1;
  *mi = NULL;
  if (name[0] == '#') { /* a private name: the one of the class the code is in */
    cls *cur = cur_class(c);
    for (uint32_t i = 0; i < k->nf; i++)
      if (k->f[i].name == name && k->fcls[i] == cur) { *fi = (int)i; return 1; }
  }
  for (uint32_t i = 0; i < k->nf; i++)
    if (k->f[i].name == name) { *fi = (int)i; return 1; }
  for (uint32_t i = 0; i < k->nm; i++)
    if (k->m[i].name == name && (!*mi || k->m[i].kind == want)) *mi = &k->m[i];
  return *mi != NULL;
}

/* A call of method m (an entry of the static type's class) on object node o. */
static uint32_t method_call_node(C *c, cmember *m, uint32_t ret_irt, uint32_t *items, uint32_t n) {
  cmember *cm = canon(m);
  int virt = m->overridden || cm->is_abstract;
  return node(c, virt ? FE_IR_VCALL : FE_IR_CALL_METHOD, 0, ret_irt, cm->irfn, fe_ir_list_add(c->b, items, n), n);
}

static ex obj_get(C *c, TSNode at, TSNode propn, ex o, const char *name) {
  oty *ob = objof(c, o.t);
  if (ob->native) return nat_get(c, at, propn, o, name);
  if (ob->coll) return coll_get(c, at, propn, o, name);
  if (ob->prom) return prom_get(c, propn, o, name);
  if (ob->k) {
    int fi;
    cmember *m;
    if (!class_find(c, ob->k, name, M_GETTER, &fi, &m)) {
      ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, o.t));
      return err_ex(c);
    }
    if (fi >= 0) {
      if (vis_denied(c, propn, ob->k, ob->k->fvis[fi], name, o.t)) return err_ex(c);
      return field_read(c, o.node, (uint32_t)fi, ob->k->f[fi].t);
    }
    if (vis_denied(c, propn, m->owner, m->vis, name, o.t)) return err_ex(c);
    if (!method_ensure(c, m, at, 0)) return err_ex(c);
    cmember *cm = canon(m);
    if (m->kind == M_GETTER) return mk(method_call_node(c, m, irty(c, cm->t), &o.node, 1), cm->t);
    if (m->kind == M_SETTER) return mk(convir(c, undef_node(c), irty(c, cm->t)), cm->t | T_UNDEF);
    if (m->overridden) {
      ERR(c, at, "unsupported: using overridden method '%s' as a value", name);
      return err_ex(c);
    }
    return mk(node(c, FE_IR_BIND, 0, sigof(c, cm->t)->irt, cm->irfn, o.node, 0), cm->t);
  }
  prop p;
  if (ob->dict && !find_prop(c, o.t, name, &p)) return dict_get_node(c, o.node, str_cstr(c, name), ob->dval, 0);
  if (!find_prop(c, o.t, name, &p)) {
    ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, o.t));
    return err_ex(c);
  }
  uint32_t st = slot_irt(c, p.t);
  uint32_t r = node(c, FE_IR_PROP, 0, st, o.node, name_str(c, name), 0);
  if (st != irty(c, p.t)) r = convir(c, r, irty(c, p.t));
  return mk(r, p.t);
}

/* o.name = v (v checked against the property's type here). */
static ex obj_set(C *c, TSNode at, TSNode propn, uint32_t o, ty ot, const char *name, ex v, TSNode vn) {
  oty *ob = objof(c, ot);
  if ((v.t | ot) & T_ERR) return err_ex(c);
  if (ob->native) return nat_set(c, at, propn, o, ot, name, v, vn);
  if (ob->coll) {
    if (!strcmp(name, "size")) ERR(c, propn, "Cannot assign to 'size' because it is a read-only property.");
    else ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, ot));
    return err_ex(c);
  }
  if (ob->k) {
    int fi;
    cmember *m;
    if (!class_find(c, ob->k, name, M_SETTER, &fi, &m)) {
      ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, ot));
      return err_ex(c);
    }
    if (fi >= 0) {
      prop *f = &ob->k->f[fi];
      if (vis_denied(c, propn, ob->k, ob->k->fvis[fi], name, ot)) return err_ex(c);
      if (f->ro && !(c->fn->ctor_of && c->fn->ctor_of == ob->k)) {
        ERR(c, propn, "Cannot assign to '%s' because it is a read-only property.", name);
        return err_ex(c);
      }
      if (!ex_assignable(c, v, f->t)) {
        ERR(c, at, "Type '%s' is not assignable to type '%s'.", exstr(c, v, f->t), tystr(c, f->t));
        return err_ex(c);
      }
      uint32_t val = coerce(c, v, f->t, vn, 0);
      uint32_t w = field_write(c, o, (uint32_t)fi, f->t, val);
      return mk(convir(c, w, irty(c, f->t)), f->t);
    }
    if (m->kind != M_SETTER) {
      ERR(c, propn, m->kind == M_GETTER ? "Cannot assign to '%s' because it is a read-only property." :
                    "Cannot assign to '%s' because it is a method.", name);
      return err_ex(c);
    }
    if (vis_denied(c, propn, m->owner, m->vis, name, ot)) return err_ex(c);
    if (!method_ensure(c, m, at, 0)) return err_ex(c);
    ty pt = canon(m)->t;
    if (!ex_assignable(c, v, pt)) {
      ERR(c, at, "Type '%s' is not assignable to type '%s'.", exstr(c, v, pt), tystr(c, pt));
      return err_ex(c);
    }
    /* (tmp = v, setter(o, tmp), tmp) */
    uint32_t vt = irty(c, pt);
    uint32_t tmp = local_add(c, c->fn, "", vt);
    uint32_t set = node(c, FE_IR_SET_LOCAL, 0, vt, tmp, coerce(c, v, pt, vn, 0), 0);
    uint32_t items[2] = {o, node(c, FE_IR_LOCAL, 0, vt, tmp, 0, 0)};
    uint32_t call = method_call_node(c, m, FE_IR_T_UNDEFINED, items, 2);
    uint32_t r = node(c, FE_IR_SEQ, 0, vt, node(c, FE_IR_SEQ, 0, FE_IR_T_UNDEFINED, set, call, 0),
                      node(c, FE_IR_LOCAL, 0, vt, tmp, 0, 0), 0);
    return mk(r, pt);
  }
  prop p;
  if (ob->dict && !find_prop(c, ot, name, &p)) {
    if (!ex_assignable(c, v, ob->dval)) {
      ERR(c, at, "Type '%s' is not assignable to type '%s'.", exstr(c, v, ob->dval), tystr(c, ob->dval));
      return err_ex(c);
    }
    uint32_t set = dict_set_node(c, o, str_cstr(c, name), coerce(c, v, ob->dval, vn, 0));
    return mk(unbox(c, set, ob->dval | T_UNDEF, ob->dval), ob->dval);
  }
  if (!find_prop(c, ot, name, &p)) {
    ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, ot));
    return err_ex(c);
  }
  if (p.ro) {
    ERR(c, propn, "Cannot assign to '%s' because it is a read-only property.", name);
    return err_ex(c);
  }
  if (!ex_assignable(c, v, p.t)) {
    ERR(c, at, "Type '%s' is not assignable to type '%s'.", exstr(c, v, p.t), tystr(c, p.t));
    return err_ex(c);
  }
  uint32_t st = slot_irt(c, p.t);
  uint32_t val = convir(c, coerce(c, v, p.t, vn, 0), st);
  uint32_t r = node(c, FE_IR_SET_PROP, 0, st, o, name_str(c, name), val);
  return mk(convir(c, r, irty(c, p.t)), p.t);
}

/* o.name(args) */
static ex nat_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a);
static ex obj_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a) {
  oty *ob = objof(c, o.t);
  if (ob->native) return nat_call(c, call, propn, o, name, a);
  uint32_t items[258];
  items[0] = o.node;
  if (ob->coll) return coll_call(c, call, propn, o, name, a);
  if (ob->prom) return prom_call(c, call, propn, o, name, a);
  if (ob->giter) return giter_call(c, call, propn, o, name, a);
  if (ob->k) {
    int fi;
    cmember *m;
    if (class_find(c, ob->k, name, M_METHOD, &fi, &m) && fi < 0 && m->kind == M_METHOD) {
      if (vis_denied(c, propn, m->owner, m->vis, name, o.t)) return err_ex(c);
      if (m->gen) return gen_method_call(c, call, m, o, a);
      if (!method_ensure(c, m, call, 0)) {
        for (uint32_t i = 0; i < a->count; i++) (void)expr(c, a->n[i], 0);
        return err_ex(c);
      }
      sig *s = sigof(c, canon(m)->t);
      if (!call_args(c, call, s, a, items + 1)) return err_ex(c);
      return mk(method_call_node(c, m, irty(c, s->ret), items, s->n + 1), s->ret);
    }
  } else {
    prop p;
    if (find_prop(c, o.t, name, &p) && (p.t & T_FN) && !(p.t & (T_PRIM | T_ERR))) {
      sig *s = sigof(c, p.t);
      if (!call_args(c, call, s, a, items + 1)) return err_ex(c);
      uint32_t r = node(c, FE_IR_PROP_CALL, 0, irty(c, s->ret), name_str(c, name), fe_ir_list_add(c->b, items, s->n + 1), s->n + 1);
      return mk(r, s->ret);
    }
  }
  /* a property holding a function */
  ex f = obj_get(c, propn, propn, o, name);
  if (f.t & T_ERR) {
    for (uint32_t i = 0; i < a->count; i++) (void)expr(c, a->n[i], 0);
    return err_ex(c);
  }
  if (!(f.t & T_FN) || (f.t & T_PRIM)) {
    if ((f.t & T_FN) && (f.t & (T_UNDEF | T_NULL)))
      ERR(c, propn, "Cannot invoke an object which is possibly '%s'.", possibly(c, propn, f.t));
    else
      ERR(c, propn, "This expression is not callable.");
    return err_ex(c);
  }
  return call_sig(c, call, sigof(c, f.t), 0, 0, f.node, a);
}

/* Declares `this` in the current scope of method/constructor f of class k;
 * returns the statement that sets it from the environment (the object). */
static uint32_t this_decl(C *c, fnctx *f, cls *k, ty tt, TSNode key) {
  sym *y = sym_add(c, c->sc, intern(c, "this", 4), S_VAR);
  y->is_const = 1;
  y->t = k ? k->inst : tt;
  y->has_type = 1;
  y->decl = key;
  uint32_t ot = fe_ir_type_object(c->b);
  uint32_t self = node(c, FE_IR_SELF_ENV, 0, ot, 0, 0, 0);
  sym_capflags(c, y, key);
  if (f->ctor_of) { /* arrows in field initializers capture it too (keyed by the class) */
    uint8_t fl = capflags(c, key) | capflags(c, k->decl);
    if (fl & CAP_CAPTURED) {
      y->boxed = (fl & (CAP_ASSIGNED | CAP_BYDECL)) != 0;
      y->captured = !y->boxed;
    }
  }
  if (y->boxed) {
    y->slot = local_add(c, f, "this", env_ty(c));
    y->slot_ready = 1;
    uint32_t mkbox = node(c, FE_IR_SET_LOCAL, 0, env_ty(c), y->slot, node(c, FE_IR_ENV_NEW, 0, env_ty(c), 1, 0, 0), 0);
    uint32_t st = node(c, FE_IR_ENV_SET, 0, ot, node(c, FE_IR_LOCAL, 0, env_ty(c), y->slot, 0, 0), 0, self);
    return node(c, FE_IR_EXPR, 0, 0, node(c, FE_IR_SEQ, 0, ot, mkbox, st, 0), 0, 0);
  }
  y->slot = local_add(c, f, "this", ot);
  return node(c, FE_IR_EXPR, 0, 0, node(c, FE_IR_SET_LOCAL, 0, ot, y->slot, self, 0), 0, 0);
}

static ex this_expr(C *c, TSNode n) {
  sym *y = lookup(c, intern(c, "this", 4));
  if (!y) {
    ERR(c, n, "unsupported: 'this' outside the methods of a class");
    return err_ex(c);
  }
  return var_read(c, y, n);
}

/* `super(args)` in a derived class's constructor: the parent's constructor
 * on this object, then this class's field initializers. */
static ex super_call(C *c, TSNode call, arglist *a) {
  cls *k = c->fn->ctor_of;
  if (!k || !k->parent) {
    ERR(c, call, "'super' can only be referenced in a derived class.");
    return err_ex(c);
  }
  if (!ctor_ensure(c, k->parent)) return err_ex(c);
  sig *s = sigof(c, k->parent->ctor_t);
  uint32_t items[258];
  items[0] = var_load(c, c->fn, lookup(c, intern(c, "this", 4)));
  if (!call_args(c, call, s, a, items + 1)) return err_ex(c);
  uint32_t r = node(c, FE_IR_CALL_METHOD, 0, FE_IR_T_UNDEFINED, k->parent->ctor, fe_ir_list_add(c->b, items, s->n + 1), s->n + 1);
  uint32_t inits[1024];
  uint32_t ni = class_inits(c, k, inits, 1024);
  for (uint32_t i = 0; i < ni; i++) r = node(c, FE_IR_SEQ, 0, fe_ir_node_type(c->b, inits[i]), r, inits[i], 0);
  return mk(node(c, FE_IR_SEQ, 0, FE_IR_T_UNDEFINED, r, undef_node(c), 0), T_VOID);
}

/* `super.x` in a method: the parent's getter, called directly. */
static ex super_get(C *c, TSNode n, const char *name) {
  cls *k = c->fn->k;
  TSNode propn = field(n, F_property);
  int fi;
  cmember *m;
  if (!k || !k->parent) {
    ERR(c, n, "'super' can only be referenced in a derived class.");
    return err_ex(c);
  }
  if (!class_find(c, k->parent, name, M_GETTER, &fi, &m) || fi >= 0 || m->kind != M_GETTER) {
    ERR(c, propn, "unsupported: 'super.%s' (only getters and method calls through super)", name);
    return err_ex(c);
  }
  if (!method_ensure(c, m, n, 0)) return err_ex(c);
  cmember *cm = canon(m);
  uint32_t self = var_load(c, c->fn, lookup(c, intern(c, "this", 4)));
  return mk(node(c, FE_IR_CALL_METHOD, 0, irty(c, cm->t), cm->irfn, fe_ir_list_add(c->b, &self, 1), 1), cm->t);
}

/* `super.m(args)`: the parent's method, called directly. */
static ex super_method_call(C *c, TSNode call, TSNode propn, const char *name, arglist *a) {
  cls *k = c->fn->k;
  if (!k || !k->parent) {
    ERR(c, call, "'super' can only be referenced in a derived class.");
    return err_ex(c);
  }
  int fi;
  cmember *m;
  if (!class_find(c, k->parent, name, M_METHOD, &fi, &m) || fi >= 0 || m->kind != M_METHOD) {
    ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, k->parent->name);
    return err_ex(c);
  }
  if (!method_ensure(c, m, call, 0)) return err_ex(c);
  cmember *cm = canon(m);
  if (cm->is_abstract) {
    ERR(c, propn, "Abstract method '%s' in class '%s' cannot be accessed via super expression.", name, cm->owner->name);
    return err_ex(c);
  }
  sig *s = sigof(c, cm->t);
  uint32_t items[258];
  items[0] = var_load(c, c->fn, lookup(c, intern(c, "this", 4)));
  if (!call_args(c, call, s, a, items + 1)) return err_ex(c);
  uint32_t r = node(c, FE_IR_CALL_METHOD, 0, irty(c, s->ret), cm->irfn, fe_ir_list_add(c->b, items, s->n + 1), s->n + 1);
  return mk(r, s->ret);
}

/* Does a method body use `this` (its own, not that of a nested function)? */
static int uses_this(TSNode n) {
  if (isnull(n)) return 0;
  if (is(n, "this")) return 1;
  if (is(n, "function_expression") || is(n, "function_declaration") || is(n, "method_definition") ||
      is(n, "class_declaration") || is(n, "class") || is(n, "generator_function") || is(n, "generator_function_declaration"))
    return 0;
  uint32_t cnt = ts_node_named_child_count(n);
  for (uint32_t i = 0; i < cnt; i++)
    if (uses_this(ts_node_named_child(n, i))) return 1;
  return 0;
}

/* An object literal: a new object of its own shape.  With an object type as
 * context, each property is checked against (and stored as) the context's
 * type for it, and the literal has the context's type. */
static ty uni_pick(C *c, TSNode n, ty t);
/* { ...a, x: 1, ...b }: an object literal with spreads.  Every value is
 * evaluated into a temporary in source order (a spread reads all of its
 * source's own properties at its position); a property named again replaces
 * the earlier value but keeps its place, as in JS; an optional property a
 * source lacks stays absent.  The type is the merged object type (or the
 * expected one, checked like any literal against it). */
typedef struct {
  const char *name;
  ty t;
  uint8_t opt, spread;
  uint32_t slot, irt; /* the temporary holding the value */
  TSNode at;
} ospent;

static ex obj_spread_lit(C *c, TSNode n, ty want) {
  uint32_t cnt = ts_node_named_child_count(n), ne = 0, cap = 16, neff = 0, capeff = 16;
  ospent *es = malloc(cap * sizeof *es);
  uint32_t *eff = malloc(capeff * sizeof *eff);
  if (!es || !eff) abort();
  ex r = err_ex(c);
  int bad = 0;
#define EFF(x) do { if (neff == capeff) { capeff *= 2; eff = realloc(eff, capeff * sizeof *eff); if (!eff) abort(); } eff[neff++] = (x); } while (0)
  for (uint32_t i = 0; i < cnt && !bad; i++) {
    TSNode m = ts_node_named_child(n, i);
    if (is(m, "comment")) continue;
    /* the properties this member contributes: (name, value ex, opt) */
    const char *names[256];
    ex vals[256];
    uint8_t opts[256];
    uint32_t k = 0, src = FE_IR_NONE, srcirt = 0; /* a spread: its temporary */
    if (is(m, "spread_element")) {
      ex o = expr(c, named(m, 0), 0);
      if (o.t & T_ERR) { bad = 1; break; }
      if (!is_obj(o.t) || coll_of(c, o.t) || objof(c, o.t)->native) {
        ERR(c, m, "unsupported: spread of a value of type '%s' in an object literal", tystr(c, o.t));
        bad = 1;
        break;
      }
      if (objof(c, o.t)->dict) { /* its keys are known only at run time: see dict_lit */
        ERR(c, m, "unsupported: spreading a dictionary of type '%s' into an object of a type with fixed properties", tystr(c, o.t));
        bad = 1;
        break;
      }
      uint32_t oirt = irty(c, o.t), os;
      EFF(tmp_set(c, oirt, &os, o.node));
      src = os;
      srcirt = oirt;
      oty *ot = objof(c, o.t);
      cls *kl = ot->k;
      if (kl) class_layout(c, kl);
      uint32_t total = kl ? kl->nf : ot->n;
      for (uint32_t q = 0; q < total && k < 256; q++) {
        prop pr = kl ? kl->f[q] : ot->p[q];
        if (kl && kl->fvis[q] == P_HASH) continue;
        names[k] = pr.name;
        opts[k] = pr.opt;
        if (pr.opt && !kl) {
          uint32_t args[2] = {tmp_get(c, oirt, os), str_cstr(c, pr.name)};
          vals[k] = mk(bcall(c, FE_IR_B_OBJ_GET_OWN, FE_IR_T_VALUE, args, 2), pr.t | T_UNDEF);
        } else {
          vals[k] = kl ? field_read(c, tmp_get(c, oirt, os), q, pr.t) : obj_get(c, m, m, mk(tmp_get(c, oirt, os), o.t), pr.name);
        }
        if (vals[k].t & T_ERR) { bad = 1; break; }
        k++;
      }
    } else if (is(m, "pair") || is(m, "shorthand_property_identifier")) {
      const char *name;
      TSNode vn = m;
      if (is(m, "pair")) {
        TSNode kn = field(m, F_key);
        if (is(kn, "computed_property_name")) {
          TSNode ke = named(kn, 0);
          name = !isnull(ke) && (is(ke, "string") || is(ke, "number")) ? prop_key(c, ke) : NULL;
        } else {
          name = prop_key(c, kn);
        }
        vn = field(m, F_value);
      } else {
        name = text(c, m);
      }
      if (!name) { ERR(c, m, "unsupported: this property name"); bad = 1; break; }
      prop wp = {0};
      int has_w = want && find_prop(c, want, name, &wp);
      if (want && !has_w) {
        ERR(c, m, "Object literal may only specify known properties, and '%s' does not exist in type '%s'.", name, tystr(c, want));
        bad = 1;
        break;
      }
      ex e = is(m, "shorthand_property_identifier") ? ident(c, m) : expr(c, vn, has_w ? wp.t : 0);
      if (e.t & T_ERR) { bad = 1; break; }
      e = lit_widen(c, e);
      if (!want && e.lt) e.lt = 0;
      names[0] = name;
      vals[0] = e;
      opts[0] = 0;
      k = 1;
    } else {
      ERR(c, m, "unsupported: %s in an object literal with spreads", ntype(m));
      bad = 1;
      break;
    }
    if (bad) break;
    for (uint32_t q = 0; q < k; q++) {
      ty t = vals[q].t;
      if (t == 0) t = T_UNDEF;
      uint32_t w = 0;
      while (w < ne && es[w].name != names[q]) w++;
      uint32_t vnode = vals[q].node;
      if (w < ne && opts[q] && src != FE_IR_NONE) {
        /* an optional property of a spread source overrides only when present */
        ty base = ty_mask(c, t, T_UNDEF, 0);
        ty mt = ty_union(c, es[w].t, base);
        if (mt & T_ERR) {
          ERR(c, m, "unsupported: spreading optional property '%s' of type '%s' over one of type '%s'", names[q], tystr(c, t),
              tystr(c, es[w].t));
          bad = 1;
          break;
        }
        uint32_t hargs[2] = {convir(c, tmp_get(c, srcirt, src), FE_IR_T_VALUE), str_cstr(c, names[q])};
        uint32_t test = bcall(c, FE_IR_B_OBJ_HAS, FE_IR_T_BOOLEAN, hargs, 2);
        uint32_t prev = convto(c, node(c, FE_IR_LOCAL, 0, es[w].irt, es[w].slot, 0, 0), es[w].t, mt);
        vnode = node(c, FE_IR_COND, 0, irty(c, mt), test, convto(c, unbox(c, vnode, t, base), base, mt), prev);
        t = mt;
        opts[q] = es[w].opt;
      }
      uint32_t irt = irty(c, t), slot;
      EFF(tmp_set(c, irt, &slot, vnode));
      if (w == ne) {
        if (ne == cap) { cap *= 2; es = realloc(es, cap * sizeof *es); if (!es) abort(); }
        ne++;
      }
      es[w].name = names[q];
      es[w].t = t;
      es[w].opt = opts[q];
      es[w].spread = is(m, "spread_element");
      es[w].slot = slot;
      es[w].irt = irt;
      es[w].at = m;
    }
  }
#undef EFF
  if (bad) goto done;
  oty *wo = want ? objof(c, want) : NULL;
  uint32_t nabs = 0;
  for (uint32_t i = 0; wo && i < wo->n; i++) {
    uint32_t q = 0;
    while (q < ne && es[q].name != wo->p[i].name) q++;
    if (q < ne) continue;
    if (!wo->p[i].opt) {
      ERR(c, n, "Property '%s' is missing in type '{ ... }' but required in type '%s'.", wo->p[i].name, tystr(c, want));
      goto done;
    }
    nabs++;
  }
  uint32_t ns = ne + nabs;
  prop *ps = fe__alloc(c->A, (ns + 1) * sizeof *ps);
  uint32_t *names = fe__alloc(c->A, (ns + 1) * sizeof *names), *types = fe__alloc(c->A, (ns + 1) * sizeof *types);
  uint32_t *args = fe__alloc(c->A, (ne + 1) * sizeof *args);
  for (uint32_t i = 0; i < ne; i++) {
    ty st = es[i].t;
    prop wp = {0};
    if (want && find_prop(c, want, es[i].name, &wp)) {
      ty wt = wp.opt ? wp.t | T_UNDEF : wp.t;
      if (!assignable(c, es[i].t, wt)) {
        ERR(c, es[i].at, "Type '%s' is not assignable to type '%s'.", tystr(c, es[i].t), tystr(c, wt));
        goto done;
      }
      st = wt;
    }
    uint32_t v = node(c, FE_IR_LOCAL, 0, es[i].irt, es[i].slot, 0, 0);
    /* (an absent value read raw from a spread source stays a VALUE) */
    args[i] = es[i].opt && es[i].spread && es[i].irt == FE_IR_T_VALUE && slot_irt(c, st) == FE_IR_T_VALUE
                  ? v : convir(c, convto(c, v, es[i].t, st), slot_irt(c, st));
    names[i] = name_str(c, es[i].name);
    types[i] = slot_irt(c, st);
    ps[i].name = es[i].name;
    ps[i].t = es[i].opt ? es[i].t & ~(ty)T_UNDEF : es[i].t;
    if (!ps[i].t) ps[i].t = T_UNDEF;
    ps[i].opt = es[i].opt;
    ps[i].ro = 0;
  }
  for (uint32_t i = 0, k2 = ne; wo && i < wo->n; i++) {
    uint32_t q = 0;
    while (q < ne && es[q].name != wo->p[i].name) q++;
    if (q < ne) continue;
    names[k2] = name_str(c, wo->p[i].name);
    types[k2++] = FE_IR_T_VALUE;
  }
  uint32_t kl = fe_ir_class_add(c->b, fe_ir_string_cstr(c->b, ""), FE_IR_NONE, FE_IR_CLASS_LITERAL | (want ? 0 : FE_IR_CLASS_SPARE), ns, names, types, 0, NULL);
  uint32_t obj = node(c, FE_IR_NEW_OBJECT, nabs ? FE_IR_NEW_ABSENT : 0, fe_ir_type_object(c->b), kl, fe_ir_list_add(c->b, args, ne), ne);
  for (uint32_t i = neff; i-- > 0;) obj = node(c, FE_IR_SEQ, 0, fe_ir_type_object(c->b), eff[i], obj, 0);
  if (want) {
    r = mk(obj, want);
  } else {
    oty *o = fe__alloc(c->A, sizeof *o);
    memset(o, 0, sizeof *o);
    o->n = ne;
    o->p = ps;
    r = mk(obj, mk_obj(c, o));
  }
done:
  free(es);
  free(eff);
  return r;
}

static ex obj_lit(C *c, TSNode n, ty expect) {
  ty want = 0;
  if ((expect & T_UNI) && (expect & T_OBJ) && !(expect & T_ERR)) expect = uni_pick(c, n, expect);
  if ((expect & T_OBJ) && !(expect & T_ERR)) want = (expect & (T_OBJ | T_IDX));
  if (want && objof(c, want)->k) {
    ERR(c, n, "unsupported: an object literal where an instance of class '%s' is expected", objof(c, want)->k->name);
    return err_ex(c);
  }
  if ((want && objof(c, want)->dict) || (!want && lit_spreads_dict(c, n))) return dict_lit(c, n, want);
  for (uint32_t i = 0; i < ts_node_named_child_count(n); i++)
    if (is(ts_node_named_child(n, i), "spread_element")) return obj_spread_lit(c, n, want);
  uint32_t cnt = ts_node_named_child_count(n), np = 0;
  prop *ps = fe__alloc(c->A, (cnt + 1) * sizeof *ps);
  uint32_t *vals = fe__alloc(c->A, (cnt + 1) * sizeof *vals);
  uint32_t *binds = fe__alloc(c->A, (cnt + 1) * sizeof *binds), nbinds = 0;
  TSNode *at = fe__alloc(c->A, (cnt + 1) * sizeof *at);
  int bad = 0;
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode m = ts_node_named_child(n, i);
    if (is(m, "comment")) continue;
    const char *name = NULL;
    TSNode vn;
    memset(&vn, 0, sizeof vn);
    if (is(m, "pair")) {
      TSNode k = field(m, F_key);
      if (is(k, "computed_property_name")) {
        TSNode ke = named(k, 0);
        if (!isnull(ke) && (is(ke, "string") || is(ke, "number"))) name = prop_key(c, ke);
        else { ERR(c, k, "unsupported: computed property names other than literals"); bad = 1; continue; }
      } else {
        name = prop_key(c, k);
      }
      vn = field(m, F_value);
    } else if (is(m, "shorthand_property_identifier")) {
      name = text(c, m);
      vn = m;
    } else if (is(m, "method_definition")) {
      name = prop_key(c, field(m, F_name));
      if (has_token(m, "get") || has_token(m, "set")) { ERR(c, m, "unsupported: accessors in object literals"); bad = 1; continue; }
      vn = m;
    } else {
      ERR(c, m, is(m, "spread_element") ? "unsupported: spread in object literals" : "unsupported: %s in an object literal", ntype(m));
      bad = 1;
      continue;
    }
    if (!name) { ERR(c, m, "unsupported: this property name"); bad = 1; continue; }
    prop wp = {0};
    int has_w = want && find_prop(c, want, name, &wp);
    if (want && !has_w) {
      ERR(c, m, "Object literal may only specify known properties, and '%s' does not exist in type '%s'.", name, tystr(c, want));
      bad = 1;
      continue;
    }
    ex e;
    int bind_this = 0, defer = 0;
    if (is(m, "method_definition") && uses_this(field(m, F_body)) && !want) {
      /* `this` is the literal's own type, known once every property is: an
       * annotated method gets its type now and its body afterwards */
      ty ft;
      if (!fn_sig_annotated(c, m, &ft)) {
        ERR(c, m, "unsupported: 'this' in a method of an object literal without a declared type (annotate the method's parameters and return type)");
        bad = 1;
        continue;
      }
      e = mk(FE_IR_NONE, ft);
      defer = 1;
    } else if (is(m, "method_definition") && uses_this(field(m, F_body))) {
      /* a method using `this`: the function gets the object as environment */
      fnjob j;
      memset(&j, 0, sizeof j);
      j.params = field(m, F_parameters);
      j.body = field(m, F_body);
      j.rettype = field(m, F_return_type);
      j.whole = m;
      j.name = name;
      j.this_t = want;
      j.ctx = has_w && (wp.t & T_FN) && !(wp.t & T_PRIM) ? sigof(c, wp.t) : NULL;
      j.outer = c->sc;
      j.irfn = FE_IR_NONE;
      uint32_t irfn;
      ty ft = fn_build(c, &j, &irfn);
      if (ft & T_ERR) { bad = 1; continue; }
      if (j.ncaps) {
        ERR(c, m, "unsupported: a method of an object literal using both 'this' and variables of enclosing functions");
        bad = 1;
        continue;
      }
      e = mk(node(c, FE_IR_FUNC, 0, sigof(c, ft)->irt, irfn, 0, 0), ft);
      bind_this = 1;
    }
    else if (is(m, "shorthand_property_identifier")) e = ident(c, m);
    else if (is(m, "method_definition")) e = fn_value(c, m, has_w ? wp.t : 0, NULL);
    else e = expr(c, vn, has_w ? wp.t : 0);
    if (bind_this) binds[nbinds++] = np;
    if (e.t & T_ERR) { bad = 1; continue; }
    uint32_t dup = np;
    for (uint32_t q = 0; q < np; q++)
      if (ps[q].name == name) dup = q;
    if (dup < np) {
      ERR(c, m, "An object literal cannot have multiple properties with the same name.");
      bad = 1;
      continue;
    }
    ty pt;
    if (has_w) {
      if (!ex_assignable(c, e, wp.t)) {
        ERR(c, m, "Type '%s' is not assignable to type '%s'.", exstr(c, e, wp.t), tystr(c, wp.t));
        bad = 1;
        continue;
      }
      pt = wp.t;
    } else {
      pt = e.t;
      if (pt == 0 || pt == T_UNDEF || pt == T_NULL) pt = pt ? pt : T_UNDEF;
    }
    ps[np].name = name;
    ps[np].t = pt;
    ps[np].opt = 0;
    ps[np].ro = 0;
    if (defer) {
      vals[np] = FE_IR_NONE;
      binds[nbinds++] = np;
    } else {
      vals[np] = convir(c, coerce(c, e, pt, vn, 0), slot_irt(c, pt));
    }
    at[np] = m;
    np++;
  }
  if (bad) return err_ex(c);
  ty self_t = 0;
  for (uint32_t i = 0; i < np; i++) {
    if (vals[i] != FE_IR_NONE) continue;
    if (!self_t) {
      oty *so = fe__alloc(c->A, sizeof *so);
      memset(so, 0, sizeof *so);
      so->n = np;
      so->p = ps;
      self_t = mk_obj(c, so);
    }
    TSNode m = at[i];
    fnjob j;
    memset(&j, 0, sizeof j);
    j.params = field(m, F_parameters);
    j.body = field(m, F_body);
    j.rettype = field(m, F_return_type);
    j.whole = m;
    j.name = ps[i].name;
    j.this_t = self_t;
    j.ctx = sigof(c, ps[i].t);
    j.outer = c->sc;
    j.irfn = FE_IR_NONE;
    uint32_t irfn;
    ty ft = fn_build(c, &j, &irfn);
    if (ft & T_ERR) return err_ex(c);
    if (j.ncaps) {
      ERR(c, m, "unsupported: a method of an object literal using both 'this' and variables of enclosing functions");
      return err_ex(c);
    }
    if (sigof(c, ft)->irt != sigof(c, ps[i].t)->irt) { ERR(c, m, "unsupported: this method's inferred type"); return err_ex(c); }
    vals[i] = node(c, FE_IR_FUNC, 0, sigof(c, ft)->irt, irfn, 0, 0);
  }
  if (want) {
    oty *wo = objof(c, want);
    for (uint32_t i = 0; i < wo->n; i++) {
      if (wo->p[i].opt) continue;
      uint32_t q = 0;
      while (q < np && ps[q].name != wo->p[i].name) q++;
      if (q == np) {
        ERR(c, n, "Property '%s' is missing in type '{ ... }' but required in type '%s'.", wo->p[i].name, tystr(c, want));
        return err_ex(c);
      }
    }
  }
  /* slots for the context's optional properties the literal lacks (absent
     until assigned) */
  uint32_t nabs = 0;
  oty *wo = want ? objof(c, want) : NULL;
  for (uint32_t i = 0; wo && i < wo->n; i++) {
    uint32_t q = 0;
    while (q < np && ps[q].name != wo->p[i].name) q++;
    nabs += q == np;
  }
  uint32_t ns = np + nabs;
  uint32_t *names = fe__alloc(c->A, (ns + 1) * sizeof *names), *types = fe__alloc(c->A, (ns + 1) * sizeof *types);
  for (uint32_t i = 0; i < np; i++) {
    names[i] = name_str(c, ps[i].name);
    types[i] = slot_irt(c, ps[i].t);
  }
  for (uint32_t i = 0, k2 = np; wo && i < wo->n; i++) {
    uint32_t q = 0;
    while (q < np && ps[q].name != wo->p[i].name) q++;
    if (q < np) continue;
    names[k2] = name_str(c, wo->p[i].name);
    types[k2++] = FE_IR_T_VALUE; /* optional: T | undefined */
  }
  uint32_t k = fe_ir_class_add(c->b, fe_ir_string_cstr(c->b, ""), FE_IR_NONE, FE_IR_CLASS_LITERAL | (want ? 0 : FE_IR_CLASS_SPARE), ns, names, types, 0, NULL);
  uint32_t r = node(c, FE_IR_NEW_OBJECT, nabs ? FE_IR_NEW_ABSENT : 0, fe_ir_type_object(c->b), k, fe_ir_list_add(c->b, vals, np), np);
  if (nbinds) {
    /* (t = new object, t.m = bind(m, t) ..., t) */
    uint32_t ot = fe_ir_type_object(c->b), so;
    uint32_t acc = tmp_set(c, ot, &so, r);
    for (uint32_t i = 0; i < nbinds; i++) {
      uint32_t q = binds[i];
      uint32_t fn = fe_ir_node_at(c->b, vals[q])->a; /* the FUNC node's function */
      uint32_t b = node(c, FE_IR_BIND, 0, types[q], fn, tmp_get(c, ot, so), 0);
      acc = node(c, FE_IR_SEQ, 0, types[q], acc, node(c, FE_IR_SET_FIELD, 0, types[q], tmp_get(c, ot, so), q, b), 0);
    }
    r = node(c, FE_IR_SEQ, 0, ot, acc, tmp_get(c, ot, so), 0);
  }
  if (want) return mk(r, want);
  if (self_t) return mk(r, self_t);
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->n = np;
  o->p = ps;
  return mk(r, mk_obj(c, o));
}

/* A static member of class k (or of an ancestor). */
static cmember *static_find(C *c, cls *k, const char *name) {
  for (; k; k = k->parent) {
    class_layout(c, k);
    for (uint32_t i = 0; i < k->ns; i++)
      if (k->sm[i].name == name) return &k->sm[i];
  }
  return NULL;
}

static sym *class_ref(C *c, TSNode obj) {
  if (is(obj, "this") && c->fn->static_of) return c->fn->static_of->sy; /* `this` in a static method */
  if (is(obj, "member_expression")) { /* ns.C, where ns is `import * as ns` */
    int bad = 0;
    c->dl->muted++;
    sym *y = module_ns_member(c, obj, &bad);
    c->dl->muted--;
    return y && y->kind == S_CLASS ? y : NULL;
  }
  if (!is(obj, "identifier")) return NULL;
  sym *y = lookup(c, text(c, obj));
  return y && y->kind == S_CLASS ? y : NULL;
}

/* Static accessors: `static get x()` is a function of no arguments (its
 * `this` is the class), `static set x(v)` one of one; a read calls the
 * getter (undefined without one), an assignment calls the setter and
 * yields the value assigned. */
static cmember *static_find_kind(C *c, cls *k, const char *name, int kind) {
  for (; k; k = k->parent) {
    class_layout(c, k);
    int seen = 0;
    for (uint32_t i = 0; i < k->ns; i++)
      if (k->sm[i].name == name) {
        if (k->sm[i].kind == kind) return &k->sm[i];
        seen = 1;
      }
    if (seen) return NULL; /* this class's own accessor pair hides the parent's */
  }
  return NULL;
}

static ex static_accessor_get(C *c, TSNode n, cls *k, const char *name) {
  cmember *g = static_find_kind(c, k, name, M_GETTER);
  if (!g) {
    cmember *s = static_find_kind(c, k, name, M_SETTER);
    if (!s || !method_ensure(c, s, n, 0)) return err_ex(c);
    ty t = canon(s)->t | T_UNDEF;
    return mk(convir(c, undef_node(c), irty(c, t)), t);
  }
  if (vis_denied(c, field(n, F_property), g->owner, g->vis, name, 0)) return err_ex(c);
  if (!method_ensure(c, g, n, 0)) return err_ex(c);
  cmember *cm = canon(g);
  return mk(node(c, FE_IR_CALL, 0, irty(c, cm->t), cm->irfn, fe_ir_list_add(c->b, NULL, 0), 0), cm->t);
}

static ex static_accessor_set(C *c, TSNode whole, TSNode lhs, cls *k, const char *name, ex v, TSNode vn) {
  TSNode propn = field(lhs, F_property);
  cmember *m = static_find_kind(c, k, name, M_SETTER);
  if (!m) {
    ERR(c, propn, "Cannot assign to '%s' because it is a read-only property.", name);
    return err_ex(c);
  }
  if (vis_denied(c, propn, m->owner, m->vis, name, 0)) return err_ex(c);
  if (v.t & T_ERR) return err_ex(c);
  if (!method_ensure(c, m, lhs, 0)) return err_ex(c);
  cmember *cm = canon(m);
  ty pt = cm->t;
  if (!ex_assignable(c, v, pt)) {
    ERR(c, whole, "Type '%s' is not assignable to type '%s'.", exstr(c, v, pt), tystr(c, pt));
    return err_ex(c);
  }
  /* (tmp = v, setter(tmp), tmp) */
  uint32_t vt = irty(c, pt);
  uint32_t tmp = local_add(c, c->fn, "", vt);
  uint32_t set = node(c, FE_IR_SET_LOCAL, 0, vt, tmp, coerce(c, v, pt, vn, 0), 0);
  uint32_t arg = node(c, FE_IR_LOCAL, 0, vt, tmp, 0, 0);
  uint32_t call = node(c, FE_IR_CALL, 0, FE_IR_T_UNDEFINED, cm->irfn, fe_ir_list_add(c->b, &arg, 1), 1);
  uint32_t r = node(c, FE_IR_SEQ, 0, vt, node(c, FE_IR_SEQ, 0, FE_IR_T_UNDEFINED, set, call, 0),
                    node(c, FE_IR_LOCAL, 0, vt, tmp, 0, 0), 0);
  return mk(r, pt);
}

/* C.name */
static ex static_get(C *c, TSNode n, cls *k, const char *name) {
  cmember *m = static_find(c, k, name);
  TSNode propn = field(n, F_property);
  if (!m) {
    ERR(c, propn, "Property '%s' does not exist on type 'typeof %s'.", name, k->name);
    return err_ex(c);
  }
  if (vis_denied(c, propn, m->owner, m->vis, name, 0)) return err_ex(c);
  if (m->kind == M_FIELD) {
    uint32_t g = node(c, FE_IR_GLOBAL, 0, slot_irt(c, m->t), m->irfn, 0, 0);
    return mk(convir(c, g, irty(c, m->t)), m->t);
  }
  if (m->kind == M_GETTER || m->kind == M_SETTER) return static_accessor_get(c, n, k, name);
  if (m->gen) return gen_value(c, propn, name);
  if (!method_ensure(c, m, n, 0)) return err_ex(c);
  cmember *cm = canon(m);
  return mk(node(c, FE_IR_FUNC, 0, sigof(c, cm->t)->irt, cm->irfn, 0, 0), cm->t);
}

static ex static_call(C *c, TSNode call, TSNode propn, cls *k, const char *name, arglist *a) {
  cmember *m = static_find(c, k, name);
  if (!m || m->kind != M_METHOD) {
    TSNode mem = field(call, F_function);
    ex f = static_get(c, mem, k, name);
    if (f.t & T_ERR) return f;
    if (!(f.t & T_FN) || (f.t & T_PRIM)) { ERR(c, propn, "This expression is not callable."); return err_ex(c); }
    return call_sig(c, call, sigof(c, f.t), 0, 0, f.node, a);
  }
  if (vis_denied(c, propn, m->owner, m->vis, name, 0)) return err_ex(c);
  if (m->gen) {
    ex none = {FE_IR_NONE, 0, NULL};
    return gen_method_call(c, call, m, none, a);
  }
  if (!method_ensure(c, m, call, 0)) return err_ex(c);
  cmember *cm = canon(m);
  return call_sig(c, call, sigof(c, cm->t), 1, cm->irfn, 0, a);
}

static ex static_set(C *c, TSNode whole, TSNode lhs, cls *k, const char *name, ex v, TSNode vn) {
  cmember *m = static_find(c, k, name);
  TSNode propn = field(lhs, F_property);
  if (m && (m->kind == M_GETTER || m->kind == M_SETTER)) return static_accessor_set(c, whole, lhs, k, name, v, vn);
  if (!m || m->kind != M_FIELD) {
    if (m) ERR(c, propn, "Cannot assign to '%s' because it is a method.", name);
    else ERR(c, propn, "Property '%s' does not exist on type 'typeof %s'.", name, k->name);
    return err_ex(c);
  }
  if (vis_denied(c, propn, m->owner, m->vis, name, 0)) return err_ex(c);
  if (v.t & T_ERR) return err_ex(c);
  if (!ex_assignable(c, v, m->t)) {
    ERR(c, whole, "Type '%s' is not assignable to type '%s'.", exstr(c, v, m->t), tystr(c, m->t));
    return err_ex(c);
  }
  uint32_t st = slot_irt(c, m->t);
  uint32_t r = node(c, FE_IR_SET_GLOBAL, 0, st, m->irfn, convir(c, coerce(c, v, m->t, vn, 0), st), 0);
  return mk(convir(c, r, irty(c, m->t)), m->t);
}

/* The static field initializers of class k, run where its declaration is. */
static uint32_t class_statics(C *c, TSNode decl) {
  sym *y = lookup(c, text(c, field(decl, F_name)));
  if (!y || y->kind != S_CLASS || y->decl.id != decl.id) return empty_block(c);
  cls *k = y->k;
  class_layout(c, k);
  uint32_t *items = fe__alloc(c->A, (k->ns + 1) * sizeof *items), m = 0;
  for (uint32_t i = 0; i < k->ns; i++) {
    cmember *f = &k->sm[i];
    if (f->kind != M_FIELD) continue;
    TSNode vn = field(f->decl, F_value);
    uint32_t st = slot_irt(c, f->t), v;
    if (isnull(vn)) {
      if (st != FE_IR_T_VALUE) continue;
      v = convir(c, undef_node(c), st);
    } else {
      ex e = expr(c, vn, f->t);
      if (e.t & T_ERR) continue;
      if (!ex_assignable(c, e, f->t)) {
        ERR(c, vn, "Type '%s' is not assignable to type '%s'.", exstr(c, e, f->t), tystr(c, f->t));
        continue;
      }
      v = convir(c, coerce(c, e, f->t, vn, 0), st);
    }
    items[m++] = node(c, FE_IR_EXPR, 0, 0, node(c, FE_IR_SET_GLOBAL, 0, st, f->irfn, v, 0), 0, 0);
  }
  return block_of(c, items, m);
}

/* x instanceof C */
static ex instance_of(C *c, TSNode n, TSNode ln, TSNode rn) {
  ex tl;
  if (typed_instanceof(c, ln, rn, &tl)) return tl;
  if (native_instanceof(c, rn)) return native_instance_of(c, ln, native_instanceof(c, rn));
  ex l = expr(c, ln, 0);
  sym *y = is(rn, "identifier") ? lookup(c, text(c, rn)) : NULL;
  if (!y || y->kind != S_CLASS) {
    if (y || !is(rn, "identifier")) ERR(c, rn, "unsupported: instanceof with something other than a class declared in this module");
    else ERR(c, rn, "Cannot find name '%s'.", text(c, rn));
    return err_ex(c);
  }
  if (l.t & T_ERR) return err_ex(c);
  if (!(l.t & (T_OBJ | T_ARR | T_FN)) && irty(c, l.t) != FE_IR_T_VALUE) {
    ERR(c, ln, "The left-hand side of an 'instanceof' expression must be of type 'any', an object type or a type parameter.");
    return err_ex(c);
  }
  class_layout(c, y->k);
  (void)n;
  if (y->k->gen && gen_has_base(c, y->k)) {
    ERR(c, rn, "unsupported: instanceof a generic class that extends another class");
    return err_ex(c);
  }
  return mk(node(c, FE_IR_INSTANCEOF, 0, FE_IR_T_BOOLEAN, l.node, y->k->irclass, 0), T_BOOL);
}

/* ---- expressions: operators ----------------------------------------------- */

static int op_is(C *c, TSNode n, const char *op) {
  TSNode o = field(n, F_operator);
  return !isnull(o) && !strcmp(ntype(o), op);
}
static const char *op_of(C *c, TSNode n) {
  TSNode o = ts_node_child_by_field_name(n, "operator", 8);
  if (isnull(o)) return "";
  const char *t = ntype(o);
  if (t[0] == '>' && t[1] == 0 && c->sw) {
    uint32_t at = ts_node_start_byte(o);
    for (uint32_t i = 0; i < c->sw->n; i++)
      if (c->sw->pos[i] == at) return "<";
  }
  return t;
}

static ex binop_node(C *c, int op, ex l, ex r, ty t) {
  uint32_t n = node(c, FE_IR_BINARY, (uint32_t)op, irty(c, t), l.node, r.node, 0);
  return mk(n, t);
}

static int arith_op(const char *op) {
  static const struct { const char *s; int op; } ops[] = {
      {"-", FE_IR_SUB}, {"*", FE_IR_MUL}, {"/", FE_IR_DIV}, {"%", FE_IR_MOD}, {"**", FE_IR_POW},
      {"&", FE_IR_BAND}, {"|", FE_IR_BOR}, {"^", FE_IR_BXOR}, {"<<", FE_IR_SHL}, {">>", FE_IR_SAR},
      {">>>", FE_IR_SHR}, {"+", FE_IR_ADD}};
  for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
    if (!strcmp(ops[i].s, op)) return ops[i].op;
  return -1;
}

/* `l op r` for the arithmetic and concatenation operators; nodes for error positions. */
static ex arith(C *c, const char *opname, ex l, ex r, TSNode ln, TSNode rn, TSNode whole) {
  int op = arith_op(opname);
  if ((l.t | r.t) & T_ERR) return err_ex(c);
  if ((l.t | r.t) & T_ANY) {
    if (op == FE_IR_ADD) {
      ex s = any_add(c, l, r);
      if (l.t == T_STR || r.t == T_STR) return mk(node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, FE_IR_T_STRING, s.node, 0, 0), T_STR);
      return s;
    }
    if (l.t & T_ANY) l = mk(convto(c, l.node, l.t, T_NUM), T_NUM);
    if (r.t & T_ANY) r = mk(convto(c, r.node, r.t, T_NUM), T_NUM);
  }
  if (op == FE_IR_ADD) {
    if (l.t == T_NUM && r.t == T_NUM) return binop_node(c, FE_IR_ADD, l, r, T_NUM);
    if (l.t == T_STR || r.t == T_STR) {
      ex a = str_of(c, l, ln), b = str_of(c, r, rn);
      if ((a.t | b.t) & T_ERR) return err_ex(c);
      return binop_node(c, FE_IR_ADD, a, b, T_STR);
    }
    if ((l.t & (T_UNDEF | T_NULL)) && l.t != T_UNDEF && l.t != T_NULL && !(r.t & T_STR)) {
      report_nullish(c, ln, l.t);
      return err_ex(c);
    }
    if ((r.t & (T_UNDEF | T_NULL)) && r.t != T_UNDEF && r.t != T_NULL && !(l.t & T_STR)) {
      report_nullish(c, rn, r.t);
      return err_ex(c);
    }
    ERR(c, whole, "Operator '+' cannot be applied to types '%s' and '%s'.", l.lit ? l.lit : tystr(c, l.t),
        r.lit ? r.lit : tystr(c, r.t));
    return err_ex(c);
  }
  int bad = 0;
  if (l.t != T_NUM) {
    if ((l.t & (T_UNDEF | T_NULL)) && (l.t & T_NUM)) report_nullish(c, ln, l.t);
    else ERR(c, ln, "The left-hand side of an arithmetic operation must be of type 'any', 'number', 'bigint' or an enum type.");
    bad = 1;
  }
  if (r.t != T_NUM) {
    if ((r.t & (T_UNDEF | T_NULL)) && (r.t & T_NUM)) report_nullish(c, rn, r.t);
    else ERR(c, rn, "The right-hand side of an arithmetic operation must be of type 'any', 'number', 'bigint' or an enum type.");
    bad = 1;
  }
  if (bad) return err_ex(c);
  return binop_node(c, op, l, r, T_NUM);
}

static int overlap(C *c, ty a, ty b) {
  (void)c;
  if ((a | b) & T_ERR) return 1;
  if (((a | b) & (T_UNDEF | T_NULL | T_VOID)) && a && b) return 1;
  ty pa = a & (T_PRIM | T_CMP), pb = b & (T_PRIM | T_CMP);
  if (pa & T_VOID) pa |= T_UNDEF;
  if (pb & T_VOID) pb |= T_UNDEF;
  return (pa & pb) != 0;
}

/* Two literal types (or a literal and a union of them) no value of which is
 * the same: tsc rejects comparing them. */
static int lit_disjoint(C *c, ty a, ty b) {
  if (!((a | b) & T_UNI) || ((a | b) & (T_FN | T_ARR | T_OBJ | T_ERR | T_NULL | T_UNDEF | T_VOID))) return 0;
  ty ms[256];
  uint32_t n = uni_members(c, a, ms, 256);
  for (uint32_t i = 0; i < n; i++)
    if (mem_assignable(c, ms[i], b)) return 0;
  n = uni_members(c, b, ms, 256);
  for (uint32_t i = 0; i < n; i++)
    if (mem_assignable(c, ms[i], a)) return 0;
  return 1;
}

static ex equality(C *c, const char *op, ex l, ex r, TSNode whole) {
  if ((l.t | r.t) & T_ERR) return err_ex(c);
  if (overlap(c, l.t, r.t) && lit_disjoint(c, ex_exact(c, l), ex_exact(c, r))) {
    ERR(c, whole, "This comparison appears to be unintentional because the types '%s' and '%s' have no overlap.",
        tystr(c, ex_exact(c, l)), tystr(c, ex_exact(c, r)));
    return err_ex(c);
  }
  if (!overlap(c, l.t, r.t)) {
    ERR(c, whole, "This comparison appears to be unintentional because the types '%s' and '%s' have no overlap.",
        tystr(c, l.t), tystr(c, r.t));
    return err_ex(c);
  }
  int loose = op[1] == '=' && op[2] == 0 ? 1 : (op[1] == '=' && op[2] != '=') ? 1 : 0;
  loose = strlen(op) == 2;
  int neg = op[0] == '!';
  uint32_t il = irty(c, l.t), ir = irty(c, r.t);
  int fop;
  if (loose) {
    fop = neg ? FE_IR_LOOSE_NE : FE_IR_LOOSE_EQ;
    if (il == ir && (il == FE_IR_T_NUMBER || il == FE_IR_T_STRING || il == FE_IR_T_BOOLEAN)) fop = neg ? FE_IR_NE : FE_IR_EQ;
    else { l.node = convir(c, l.node, FE_IR_T_VALUE); r.node = convir(c, r.node, FE_IR_T_VALUE); }
  } else {
    fop = neg ? FE_IR_NE : FE_IR_EQ;
    if (!(il == ir && (il == FE_IR_T_NUMBER || il == FE_IR_T_STRING || il == FE_IR_T_BOOLEAN || il == FE_IR_T_VALUE ||
                       is_arr(l.t)))) {
      l.node = convir(c, l.node, FE_IR_T_VALUE);
      r.node = convir(c, r.node, FE_IR_T_VALUE);
    }
  }
  return mk(node(c, FE_IR_BINARY, (uint32_t)fop, FE_IR_T_BOOLEAN, l.node, r.node, 0), T_BOOL);
}

static ex relational(C *c, const char *op, ex l, ex r, TSNode ln, TSNode rn, TSNode whole) {
  if ((l.t | r.t) & T_ERR) return err_ex(c);
  int fop = !strcmp(op, "<") ? FE_IR_LT : !strcmp(op, "<=") ? FE_IR_LE : !strcmp(op, ">") ? FE_IR_GT : FE_IR_GE;
  if ((l.t | r.t) & T_ANY) { /* the other side's type, else numbers */
    ty want = (l.t == T_STR || r.t == T_STR) ? T_STR : T_NUM;
    if (l.t & T_ANY) l = mk(convto(c, l.node, l.t, want), want);
    if (r.t & T_ANY) r = mk(convto(c, r.node, r.t, want), want);
  }
  if ((l.t & (T_UNDEF | T_NULL)) && l.t != T_UNDEF && l.t != T_NULL) { report_nullish(c, ln, l.t); return err_ex(c); }
  if ((r.t & (T_UNDEF | T_NULL)) && r.t != T_UNDEF && r.t != T_NULL) { report_nullish(c, rn, r.t); return err_ex(c); }
  if (l.t == r.t && (l.t == T_NUM || l.t == T_STR || l.t == T_BOOL))
    return mk(node(c, FE_IR_BINARY, (uint32_t)fop, FE_IR_T_BOOLEAN, l.node, r.node, 0), T_BOOL);
  if (l.t == r.t && l.t == nat_type(c, NAT_DATE)) { /* d1 < d2: their time values (valueOf) */
    uint32_t la[2] = {l.node, num(c, 0).node}, ra[2] = {r.node, num(c, 0).node};
    uint32_t lv = bcall(c, FE_IR_B_DATE_GET, FE_IR_T_NUMBER, la, 2), rv = bcall(c, FE_IR_B_DATE_GET, FE_IR_T_NUMBER, ra, 2);
    return mk(node(c, FE_IR_BINARY, (uint32_t)fop, FE_IR_T_BOOLEAN, lv, rv, 0), T_BOOL);
  }
  ERR(c, whole, "Operator '%s' cannot be applied to types '%s' and '%s'.", op, tystr(c, l.t), tystr(c, r.t));
  return err_ex(c);
}

/* The type a logical operator yields. */
static ty logical_type(C *c, const char *op, ty l, ty r) {
  ty lt;
  if (!strcmp(op, "&&")) lt = l & ~T_CMP;         /* only falsy parts of l survive */
  else lt = l & ~(T_UNDEF | T_NULL | T_VOID);     /* || and ?? drop nullish parts */
  if (!(lt & T_CMP)) lt &= ~T_IDX;
  return ty_union(c, lt, r);
}

static ex logical(C *c, TSNode n, const char *op, TSNode ln, TSNode rn) {
  ex l = expr(c, ln, !strcmp(op, "??") && keeps_undef(ln) ? T_UNDEF : 0); /* o[k] ?? d keeps undefined */
  flow before = c->fl;
  int lop = !strcmp(op, "&&") ? FE_IR_AND : !strcmp(op, "||") ? FE_IR_OR : FE_IR_NULLISH;
  if (lop == FE_IR_AND) narrow_cond(c, ln, 1, &c->fl);
  else if (lop == FE_IR_OR) narrow_cond(c, ln, 0, &c->fl);
  else {
    /* ?? evaluates the right side only when the left is nullish */
  }
  /* `xs || []`: an array literal takes the left side's array type */
  ty lx = l.t & ~(T_UNDEF | T_NULL | T_VOID);
  ex r = expr(c, rn, lop != FE_IR_AND && ((is(rn, "array") && is_arr(lx)) || (is(rn, "new_expression") && coll_of(c, lx))) ? lx : 0);
  flow after_r = c->fl;
  flow skip = before;
  if (lop == FE_IR_AND) narrow_cond(c, ln, 0, &skip);
  else if (lop == FE_IR_OR) narrow_cond(c, ln, 1, &skip);
  c->fl = join(c, skip, after_r);
  if ((l.t | r.t) & T_ERR) return err_ex(c);
  if (uclash(c, l.t, r.t)) {
    ERR(c, n, "unsupported: logical operator mixing different function or array types");
    return err_ex(c);
  }
  ty t = logical_type(c, op, l.t, r.t);
  if (t == 0) t = r.t;
  if (lop != FE_IR_AND && !(t & (T_PRIM & ~(T_UNDEF | T_NULL | T_VOID))) && (l.t & T_FN) && !(r.t & T_FN)) t |= 0;
  uint32_t rn2 = convto(c, r.node, r.t, t);
  return mk(node(c, FE_IR_LOGICAL, (uint32_t)lop, irty(c, t), l.node, rn2, 0), t);
}

static int is_nullish_lit(C *c, TSNode n) {
  while (is(n, "parenthesized_expression")) n = named(n, 0);
  return is(n, "null") || is(n, "undefined") ||
         (is(n, "identifier") && text_is(c, n, "undefined") && !lookup(c, intern(c, "undefined", 9)));
}

/* `"name" in x` for an object x: a run-time lookup of the name. */
static ex in_expr(C *c, TSNode n, TSNode ln, TSNode rn) {
  ex l = expr(c, ln, 0), r = expr(c, rn, 0);
  if ((l.t | r.t) & T_ERR) return err_ex(c);
  if (lit_base(c, l.t) == T_NUM) l = mk(convir(c, l.node, FE_IR_T_STRING), T_STR); /* 1 in o: the key "1" */
  if (l.t != T_STR) {
    ERR(c, ln, "unsupported: 'in' with a key of type '%s'", tystr(c, l.t));
    return err_ex(c);
  }
  if (r.t & T_UNKNOWN) { /* (tsc wants it narrowed to an object first; the lookup is false for others) */
    uint32_t args[2] = {convir(c, r.node, FE_IR_T_VALUE), l.node};
    return mk(bcall(c, FE_IR_B_OBJ_HAS, FE_IR_T_BOOLEAN, args, 2), T_BOOL);
  }
  if (!(r.t & T_OBJ) || (r.t & (T_PRIM & ~(T_NULL | T_UNDEF)))) {
    ERR(c, rn, "Type '%s' may represent a primitive value, which is not permitted as the right operand of the 'in' operator.", tystr(c, r.t));
    return err_ex(c);
  }
  if (r.t & (T_NULL | T_UNDEF)) { report_nullish(c, rn, r.t); return err_ex(c); }
  uint32_t args[2] = {convir(c, r.node, FE_IR_T_VALUE), l.node};
  return mk(bcall(c, FE_IR_B_OBJ_HAS, FE_IR_T_BOOLEAN, args, 2), T_BOOL);
}

static ex binary(C *c, TSNode n) {
  const char *op = op_of(c, n);
  TSNode ln = field(n, F_left), rn = field(n, F_right);
  if (!strcmp(op, "&&") || !strcmp(op, "||") || !strcmp(op, "??")) return logical(c, n, op, ln, rn);
  if (!strcmp(op, "in")) return in_expr(c, n, ln, rn);
  if (!strcmp(op, "instanceof")) return instance_of(c, n, ln, rn);
  if (!strcmp(op, "**") && is(ln, "unary_expression"))
    ERR(c, ln, "An unary expression with the '%s' operator is not allowed in the left-hand side of an exponentiation expression. Consider enclosing the expression in parentheses.", op_of(c, ln));
  if (!strcmp(op, "===") || !strcmp(op, "!==") || !strcmp(op, "==") || !strcmp(op, "!=")) {
    /* `a[i] === undefined`: the element read keeps undefined (expect T_UNDEF) */
    int lu = is_nullish_lit(c, ln), ru = is_nullish_lit(c, rn);
    ex l = expr(c, ln, ru && keeps_undef(ln) ? T_UNDEF : 0);
    ex r = expr(c, rn, lu && keeps_undef(rn) ? T_UNDEF : 0);
    return equality(c, op, l, r, n);
  }
  ex l = expr(c, ln, 0);
  ex r = expr(c, rn, 0);
  if (!strcmp(op, "<") || !strcmp(op, ">") || !strcmp(op, "<=") || !strcmp(op, ">="))
    return relational(c, op, l, r, ln, rn, n);
  if (arith_op(op) >= 0) return arith(c, op, l, r, ln, rn, n);
  ERR(c, n, "unsupported: operator '%s'", op);
  return err_ex(c);
}

static ex unary(C *c, TSNode n) {
  const char *op = op_of(c, n);
  TSNode an = field(n, F_argument);
  if (!strcmp(op, "delete")) return delete_expr(c, n, an);
  if (!strcmp(op, "-") && is(an, "number")) {
    ex e = number_lit(c, an);
    if (e.t & T_ERR) return e;
    double v = fe_ir_num(fe_ir_node_at(c->b, e.node));
    ex r = num(c, -v);
    char buf[80];
    snprintf(buf, sizeof buf, "-%s", e.lit ? e.lit : "0");
    r.lit = fe__strndup(c->A, buf, strlen(buf));
    return r;
  }
  ex e = expr(c, an, !strcmp(op, "typeof") && keeps_undef(an) ? T_UNDEF : 0); /* typeof o[k] keeps undefined */
  if (e.t & T_ERR) return e;
  if (!strcmp(op, "!")) return mk(node(c, FE_IR_UNARY, FE_IR_NOT, FE_IR_T_BOOLEAN, e.node, 0, 0), T_BOOL);
  if (!strcmp(op, "typeof")) return mk(node(c, FE_IR_UNARY, FE_IR_TYPEOF, FE_IR_T_STRING, e.node, 0, 0), T_STR);
  if (!strcmp(op, "void")) return mk(convir(c, e.node, FE_IR_T_UNDEFINED), T_UNDEF);
  if (!strcmp(op, "+")) {
    if (e.t == T_NUM) return mk(node(c, FE_IR_UNARY, FE_IR_PLUS, FE_IR_T_NUMBER, e.node, 0, 0), T_NUM);
    return mk(convto(c, e.node, e.t, T_NUM), T_NUM);
  }
  if (e.t & T_ANY) e = mk(convto(c, e.node, e.t, T_NUM), T_NUM); /* -x, ~x: Number(x) first */
  if (e.t != T_NUM) {
    if ((e.t & (T_UNDEF | T_NULL)) && (e.t & T_NUM)) report_nullish(c, an, e.t);
    else ERR(c, an, "An arithmetic operand must be of type 'any', 'number', 'bigint' or an enum type.");
    return err_ex(c);
  }
  if (!strcmp(op, "-")) return mk(node(c, FE_IR_UNARY, FE_IR_NEG, FE_IR_T_NUMBER, e.node, 0, 0), T_NUM);
  if (!strcmp(op, "~")) return mk(node(c, FE_IR_UNARY, FE_IR_BITNOT, FE_IR_T_NUMBER, e.node, 0, 0), T_NUM);
  ERR(c, n, "unsupported: operator '%s'", op);
  return err_ex(c);
}

/* ---- expressions: assignment ---------------------------------------------- */

static sym *assign_target(C *c, TSNode lhs) {
  while (is(lhs, "parenthesized_expression")) lhs = named(lhs, 0);
  if (is(lhs, "non_null_expression")) lhs = named(lhs, 0);
  if (!is(lhs, "identifier") && !is(lhs, "shorthand_property_identifier_pattern")) {
    if (is(lhs, "member_expression") || is(lhs, "subscript_expression"))
      ERR(c, lhs, "unsupported: assignment to a property");
    else if (is(lhs, "array_pattern") || is(lhs, "object_pattern"))
      ERR(c, lhs, "unsupported: destructuring assignment");
    else
      ERR(c, lhs, "The left-hand side of an assignment expression must be a variable or a property access.");
    return NULL;
  }
  const char *name = text(c, lhs);
  sym *y = lookup(c, name);
  if (!y) {
    if (!strcmp(name, "undefined") || !strcmp(name, "NaN") || !strcmp(name, "Infinity"))
      ERR(c, lhs, "Cannot assign to '%s' because it is a read-only property.", name);
    else
      ERR(c, lhs, "Cannot find name '%s'.", name);
    return NULL;
  }
  if (module_is_import(c, name)) { ERR(c, lhs, "Cannot assign to '%s' because it is an import.", name); return NULL; }
  if (y->kind == S_FUNC) { ERR(c, lhs, "Cannot assign to '%s' because it is a function.", name); return NULL; }
  if (y->kind != S_VAR) { ERR(c, lhs, "'%s' only refers to a type, but is being used as a value here.", name); return NULL; }
  if (y->is_const) { ERR(c, lhs, "Cannot assign to '%s' because it is a constant.", name); return NULL; }
  if (y->owner != c->fn && !y->is_global && !y->boxed) { ERR(c, lhs, "unsupported: closure capturing '%s'", name); return NULL; }
  if (y->pending && y->owner == c->fn) { ERR(c, lhs, "Block-scoped variable '%s' used before its declaration.", name); return NULL; }
  if (y->pending && !y->has_type) { ERR(c, lhs, "unsupported: '%s' is used by a function checked before its declaration; add a type annotation", name); return NULL; }
  return y;
}

/* Stores e (already checked against y->t) and narrows y by assignment. */
static ex store(C *c, sym *y, ex e, TSNode at) {
  uint32_t v = coerce(c, e, y->t, at, 0);
  if (!ex_assignable(c, e, y->t) || ((e.t | y->t) & T_ERR)) return err_ex(c);
  uint32_t irt = irty(c, y->t);
  uint32_t n = y->is_global ? node(c, FE_IR_SET_GLOBAL, 0, irt, y->slot, v, 0)
               : y->boxed   ? node(c, FE_IR_ENV_SET, 0, irt, var_home(c, c->fn, y), 0, v)
                            : node(c, FE_IR_SET_LOCAL, 0, irt, y->slot, v, 0);
  narrow_kill_paths(c, &c->fl, y);
  if (y->owner == c->fn) {
    da_set(&c->fl, y);
    ty nt = (y->t & T_UNI) ? ex_exact(c, e) : e.t;
    if (nt == 0 || uclash(c, nt, y->t)) nt = y->t;
    if (y->t & T_ANY) nt = y->t; /* an `any` stays any after an assignment, as in tsc */
    if (irty(c, y->t) == FE_IR_T_VALUE) narrow_set(c, &c->fl, y, (nt & (T_PRIM | T_CMP)) ? nt : y->t);
  }
  ty rt = e.t ? e.t : y->t;
  if (uclash(c, rt, y->t)) rt = y->t;
  return mk(unbox(c, n, y->t, rt), rt); /* the value just stored */
}

static ex destr_assign(C *c, TSNode n);
static ex assignment(C *c, TSNode n) {
  TSNode lhs = field(n, F_left), rhs = field(n, F_right);
  ex pe;
  if (is(lhs, "member_expression") && !strcmp(member_name(c, lhs), "exitCode")) {
    const char *ns = namespace_of(c, field(lhs, F_object));
    if (ns && !strcmp(ns, "process")) { /* process.exitCode = n */
      ex e = expr(c, rhs, T_NUM);
      if (e.t & T_ERR) return err_ex(c);
      if (!ex_assignable(c, e, T_NUM | T_UNDEF)) {
        ERR(c, rhs, "Type '%s' is not assignable to type 'number | undefined'.", exstr(c, e, T_NUM | T_UNDEF));
        return err_ex(c);
      }
      uint32_t v = convir(c, convto(c, e.node, e.t, e.t), FE_IR_T_VALUE);
      /* the assignment's value is not kept (an IR node is evaluated where it is used) */
      return mk(bcall(c, FE_IR_B_PROCESS_SET_EXIT_CODE, FE_IR_T_UNDEFINED, &v, 1), T_VOID);
    }
  }
  if (is(lhs, "array_pattern") || is(lhs, "object_pattern")) return destr_assign(c, n);
  if ((is(lhs, "member_expression") || is(lhs, "subscript_expression")) && any_syntax(c, field(lhs, F_object)))
    return any_assign(c, lhs, rhs);
  if (array_place(c, lhs, rhs, NULL, 0, n, &pe)) return pe;
  sym *y = assign_target(c, lhs);
  ex e = expr(c, rhs, y ? y->t : 0);
  if (!y || (e.t & T_ERR)) return err_ex(c);
  if (!ex_assignable(c, e, y->t)) {
    ERR(c, lhs, "Type '%s' is not assignable to type '%s'.", exstr(c, e, y->t), tystr(c, y->t));
    return err_ex(c);
  }
  return store(c, y, e, rhs);
}

static ex aug_assignment(C *c, TSNode n) {
  TSNode lhs = field(n, F_left), rhs = field(n, F_right);
  const char *op = op_of(c, n);
  char bop0[8];
  size_t ol0 = strlen(op);
  if (ol0 >= 2 && ol0 < 8) {
    memcpy(bop0, op, ol0 - 1);
    bop0[ol0 - 1] = 0;
    ex pe;
    if (array_place(c, lhs, rhs, bop0, 0, n, &pe)) return pe;
  }
  sym *y = assign_target(c, lhs);
  if (!y) { (void)expr(c, rhs, 0); return err_ex(c); }
  ex cur = lit_widen(c, var_read(c, y, lhs));
  char bop[8];
  size_t ol = strlen(op);
  memcpy(bop, op, ol - 1);
  bop[ol - 1] = 0;
  ex v;
  if (!strcmp(bop, "&&") || !strcmp(bop, "||") || !strcmp(bop, "??")) {
    flow before = c->fl;
    int lop = !strcmp(bop, "&&") ? FE_IR_AND : !strcmp(bop, "||") ? FE_IR_OR : FE_IR_NULLISH;
    ex r = expr(c, rhs, y->t);
    c->fl = join(c, before, c->fl);
    if ((cur.t | r.t) & T_ERR) return err_ex(c);
    ty t = logical_type(c, bop, cur.t, r.t);
    if (uclash(c, cur.t, r.t)) t = y->t;
    v = mk(node(c, FE_IR_LOGICAL, (uint32_t)lop, irty(c, t), cur.node, convto(c, r.node, r.t, t), 0), t);
  } else {
    ex r = expr(c, rhs, 0);
    v = arith(c, bop, cur, r, lhs, rhs, n);
  }
  if (v.t & T_ERR) return v;
  if (!ex_assignable(c, v, y->t)) {
    ERR(c, lhs, "Type '%s' is not assignable to type '%s'.", tystr(c, v.t), tystr(c, y->t));
    return err_ex(c);
  }
  return store(c, y, v, n);
}

static ex update(C *c, TSNode n) {
  TSNode arg = field(n, F_argument);
  int inc = op_is(c, n, "++");
  int postfix = ts_node_start_byte(arg) == ts_node_start_byte(n);
  TSNode inner = arg;
  while (is(inner, "parenthesized_expression")) inner = named(inner, 0);
  ex pe;
  TSNode none;
  memset(&none, 0, sizeof none);
  if (array_place(c, inner, none, NULL, (inc ? 1 : 2) | (postfix ? 4 : 0), n, &pe)) return pe;
  if (!is(inner, "identifier")) {
    if (is(inner, "member_expression") || is(inner, "subscript_expression")) ERR(c, arg, "unsupported: assignment to a property");
    else ERR(c, arg, "The operand of an increment or decrement operator must be a variable or a property access.");
    return err_ex(c);
  }
  sym *y = assign_target(c, inner);
  if (!y) return err_ex(c);
  ty cur = y->owner == c->fn ? narrowed(c, y) : y->t;
  if (y->t & T_ERR) return err_ex(c);
  if (lit_base(c, cur) != T_NUM) { /* (an enum or literal type counts as its number) */
    if ((cur & (T_UNDEF | T_NULL)) && (cur & T_NUM)) report_nullish(c, arg, cur);
    else ERR(c, arg, "An arithmetic operand must be of type 'any', 'number', 'bigint' or an enum type.");
    return err_ex(c);
  }
  if (y->owner == c->fn && !c->fl.dead && !da_has(&c->fl, y))
    ERR(c, arg, "Variable '%s' is used before being assigned.", y->name);
  if (y->t != T_NUM || y->boxed) {
    /* A union variable narrowed to number, or a box: read, add, store back. */
    ex old = lit_widen(c, var_read(c, y, inner));
    ex one = num(c, 1);
    ex nv = binop_node(c, inc ? FE_IR_ADD : FE_IR_SUB, old, one, T_NUM);
    ex st = store(c, y, nv, n);
    if (postfix) {
      ex back = binop_node(c, inc ? FE_IR_SUB : FE_IR_ADD, st, num(c, 1), T_NUM);
      return back;
    }
    return st;
  }
  uint32_t flags = (inc ? FE_IR_UPD_INC : 0) | (postfix ? FE_IR_UPD_POSTFIX : 0);
  return mk(node(c, FE_IR_UPDATE, flags, FE_IR_T_NUMBER, y->slot, y->is_global ? 1 : 0, 0), T_NUM);
}

/* ---- expressions: the rest ------------------------------------------------ */

/* String(e) where e may be an instance of a class with its own toString()
 * (declared or inherited): JS calls it, so Kiln does too; anything else is
 * the ordinary conversion. */
static ex str_of(C *c, ex e, TSNode at) {
  if (is_obj(e.t) && objof(c, e.t)->k) {
    cls *k = objof(c, e.t)->k;
    class_layout(c, k);
    const char *ts = intern(c, "toString", 8);
    for (uint32_t i = 0; i < k->nm; i++) {
      cmember *m = &k->m[i];
      if (m->name != ts || m->kind != M_METHOD || m->vis != P_PUBLIC || m->gen) continue;
      if (!method_ensure(c, m, m->decl, 0)) break;
      sig *ms = sigof(c, canon(m)->t);
      if (ms->min > 0) break;
      arglist a;
      memset(&a, 0, sizeof a);
      ex r = obj_call(c, at, at, e, ts, &a);
      if (r.t & T_ERR) return r;
      return r.t == T_STR ? r : mk(convto(c, r.node, r.t, T_STR), T_STR);
    }
  }
  return mk(convto(c, e.node, e.t, T_STR), T_STR);
}

static ex template(C *c, TSNode n) {
  uint32_t cnt = ts_node_child_count(n);
  ex acc = {FE_IR_NONE, T_STR, NULL};
  u16buf buf = {0};
  int bad = 0;
#define FLUSH_TEXT()                                                              \
  do {                                                                            \
    if (buf.n) {                                                                  \
      ex s = mk(str_node(c, buf.u, buf.n), T_STR);                                \
      acc = acc.node == FE_IR_NONE ? s : binop_node(c, FE_IR_ADD, acc, s, T_STR); \
      buf.n = 0;                                                                  \
    }                                                                             \
  } while (0)
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_child(n, i);
    const char *t = ntype(ch);
    if (!strcmp(t, "`") || !strcmp(t, "comment")) continue;
    if (!strcmp(t, "template_substitution")) {
      FLUSH_TEXT();
      TSNode en = named(ch, 0);
      ex e = expr(c, en, keeps_undef(en) ? T_UNDEF : 0); /* keeps undefined */
      if (e.t & T_ERR) { bad = 1; continue; }
      ex s = str_of(c, e, en);
      if (s.t & T_ERR) { bad = 1; continue; }
      acc = acc.node == FE_IR_NONE ? s : binop_node(c, FE_IR_ADD, acc, s, T_STR);
      continue;
    }
    uint32_t s = ts_node_start_byte(ch), e = ts_node_end_byte(ch);
    decode_text(c, ch, c->src + s, e - s, 1, &buf);
  }
  FLUSH_TEXT();
#undef FLUSH_TEXT
  free(buf.u);
  if (bad) return err_ex(c);
  if (acc.node == FE_IR_NONE) return mk(str_node(c, NULL, 0), T_STR);
  /* `${x}` alone must still be a string */
  return acc;
}

static ex ternary(C *c, TSNode n, ty expect) {
  TSNode cn = field(n, F_condition), tn = field(n, F_consequence), en = field(n, F_alternative);
  ty want = tuple_of(c, expect) ? expect : 0; /* `c ? [a, b] : [x, y]` as a tuple */
  ex cond = expr(c, cn, 0);
  flow base = c->fl;
  narrow_cond(c, cn, 1, &c->fl);
  /* `c ? [] : xs`: the empty literal takes the context's array type, else the other branch's */
  int empty_a = !want && is(tn, "array") && ts_node_named_child_count(tn) == 0;
  if (empty_a && is_arr(expect & ~(T_UNDEF | T_NULL | T_VOID)) && !tuple_of(c, expect)) want = expect & ~(T_UNDEF | T_NULL | T_VOID), empty_a = 0;
  ex a = empty_a ? err_ex(c) : expr(c, tn, want);
  flow fa = c->fl;
  c->fl = base;
  narrow_cond(c, cn, 0, &c->fl);
  ex b = expr(c, en, want ? want : (is(en, "array") && is_arr(a.t)) || (is(en, "new_expression") && coll_of(c, a.t)) ? a.t : 0); /* `c ? xs : []` */
  if (empty_a) a = expr(c, tn, is_arr(b.t) && !tuple_of(c, b.t) ? b.t : 0);
  c->fl = join(c, fa, c->fl);
  if ((cond.t | a.t | b.t) & T_ERR) return err_ex(c);
  if (uclash(c, a.t, b.t)) {
    if ((a.t & b.t & T_FN) && sigof(c, a.t)->irt == sigof(c, b.t)->irt && sig_assignable(c, sigof(c, b.t), sigof(c, a.t))) b.t = a.t;
    else { ERR(c, n, "unsupported: conditional mixing different function or array types"); return err_ex(c); }
  }
  ty t = ty_union(c, a.t, b.t);
  if (t == 0) t = a.t;
  uint32_t r = node(c, FE_IR_COND, 0, irty(c, t), cond.node, convto(c, a.node, a.t, t), convto(c, b.node, b.t, t));
  ex x = mk(r, t);
  ty xa = ex_exact(c, a), xb = ex_exact(c, b);
  if ((xa != a.t || xb != b.t) && !(t & (T_FN | T_ARR | T_OBJ))) { /* `c ? "a" : "b"` has type "a" | "b" */
    ty u = ty_union(c, xa, xb);
    if (u != T_ERR && irty(c, u) == irty(c, t)) x.lt = u;
  }
  return x;
}

static ex as_expr(C *c, TSNode n) {
  TSNode en = named(n, 0), tn = named(n, 1);
  if (isnull(tn)) {
    /* `x as const`: a literal keeps its literal type, an array literal is a readonly tuple */
    TSNode in = en;
    while (is(in, "parenthesized_expression")) in = named(in, 0);
    if (is(in, "array")) return tuple_lit(c, in, 0, 1);
    ex e = expr(c, en, 0);
    if (!(e.t & T_ERR) && !e.lt && e.lit) e.lt = ex_exact(c, e);
    return e;
  }
  if (is(n, "satisfies_expression")) {
    ty t = type_of(c, tn);
    ex e = expr(c, en, t);
    if (!(e.t & T_ERR) && !(t & T_ERR) && !ex_assignable(c, e, t))
      ERR(c, en, "Type '%s' does not satisfy the expected type '%s'.", exstr(c, e, t), tystr(c, t));
    return e;
  }
  ty t = type_of(c, tn);
  ex e = expr(c, en, t);
  if ((e.t | t) & T_ERR) return err_ex(c);
  /* (`x as SomeClass` stays an unchecked assertion, as in tsc) */
  if ((e.t & T_ANY) && !(t & T_UNKNOWN) && !(is_obj(t) && objof(c, t)->k)) return mk(any_cast(c, e.node, t, n), t);
  if (!ex_assignable(c, e, t) && !assignable(c, t, e.t) && !overlap(c, e.t, t)) {
    ERR(c, n, "Conversion of type '%s' to type '%s' may be a mistake because neither type sufficiently overlaps with the other. If this was intentional, convert the expression to 'unknown' first.",
        tystr(c, e.t), tystr(c, t));
    return err_ex(c);
  }
  if ((e.t & T_FN) && (t & T_FN) && SIGOF(e.t) != SIGOF(t) && sigof(c, e.t)->irt != sigof(c, t)->irt) {
    ERR(c, n, "unsupported: casting between function types");
    return err_ex(c);
  }
  if ((e.t & T_ARR) && (t & T_ARR) && SIGOF(e.t) != SIGOF(t) && sigof(c, e.t)->irt != sigof(c, t)->irt) {
    ERR(c, n, "unsupported: casting between array types");
    return err_ex(c);
  }
  if ((e.t & T_FN) && (t & T_FN)) t = (t & ~T_IDX) | (e.t & T_IDX);
  if (ex_assignable(c, e, t) && irty(c, e.t) == irty(c, t)) return mk(e.node, t);
  /* A narrowing cast (union to member): nothing proves the tag. */
  return mk(assert_conv(c, e.node, e.t, t, en), t);
}

static ex opt_chain(C *c, TSNode n, ty expect, int *done);
static ex expr(C *c, TSNode n, ty expect) {
  if (isnull(n)) {
    fe__error(c->dl, 0, "internal: missing expression node");
    return err_ex(c);
  }
  if (c->oc_on && ts_node_eq(n, c->oc_node)) return c->oc_val;
  if (c->expr_wrap != n.id) { /* every result passes lit_widen once */
    const void *saved = c->expr_wrap;
    int done = 0;
    ex r = opt_chain(c, n, expect, &done);
    if (!done) {
      c->expr_wrap = n.id;
      r = expr(c, n, expect);
    }
    c->expr_wrap = saved;
    return lit_widen(c, r);
  }
  c->expr_wrap = NULL;
  const char *t = ntype(n);
  switch (t[0]) {
  case 'i':
    if (!strcmp(t, "identifier")) {
      if ((expect & T_FN) && !(expect & (T_PRIM | T_ERR))) { /* a generic function passed where a function type is expected */
        sym *gy = lookup(c, text(c, n));
        if (gy && gy->gen && gy->kind != S_TYPE) return gen_fn_value(c, n, gy->gen, expect);
      }
      {
        const char *nm = text(c, n);
        if ((!strcmp(nm, "Number") || !strcmp(nm, "String") || !strcmp(nm, "Boolean")) && !lookup(c, nm))
          return conv_value(c, n, nm, expect);
        if (bfind(global_funcs, nm) && !lookup(c, nm)) return builtin_value(c, n, NULL, bfind(global_funcs, nm));
      }
      return ident(c, n);
    }
    if (!strcmp(t, "import")) break;
    break;
  case 'n':
    if (!strcmp(t, "number")) return number_lit(c, n);
    if (!strcmp(t, "null")) return mk(node(c, FE_IR_NULLV, 0, FE_IR_T_NULL, 0, 0, 0), T_NULL);
    if (!strcmp(t, "non_null_expression")) {
      TSNode inner = named(n, 0);
      ex e = expr(c, inner, expect);
      if (e.t & T_ERR) return e;
      ty nt = e.t & ~(T_UNDEF | T_NULL | T_VOID);
      if (!nt) return e;
      return mk(assert_conv(c, e.node, e.t, nt, inner), nt);
    }
    if (!strcmp(t, "new_expression")) {
      TSNode ctor = field(n, F_constructor);
      sym *y = is(ctor, "identifier") ? lookup(c, text(c, ctor)) : NULL;
      if (!y && is(ctor, "member_expression")) { /* new ns.C(...) */
        int bad = 0;
        y = module_ns_member(c, ctor, &bad);
        if (bad) return err_ex(c);
      }
      if (y && y->kind == S_CLASS) return y->k->gen ? gen_class_new(c, n, y->k, expect) : class_new(c, n, y->k);
      if (y && y->kind == S_TYPE && c->prog && c->prog->n > 1) {
        ERR(c, ctor, "'%s' only refers to a type, but is being used as a value here.", text(c, ctor));
        return err_ex(c);
      }
      if ((!y && is(ctor, "identifier") && text_is(c, ctor, "URL")) ||
          (y && y->kind == S_TYPE && y->has_type && (y->t & T_OBJ) && objof(c, y->t)->native == NAT_URL))
        return url_new(c, n);
      if (!y && is(ctor, "identifier") && text_is(c, ctor, "Promise")) return prom_new(c, n, expect);
      if (!y && is(ctor, "identifier") && text_is(c, ctor, "RegExp")) return regexp_new(c, n);
      if (!y && is(ctor, "identifier") && text_is(c, ctor, "Date")) return date_new(c, n);
      if (!y && is(ctor, "identifier") && (text_is(c, ctor, "TextEncoder") || text_is(c, ctor, "TextDecoder")))
        return text_codec_new(c, n, text_is(c, ctor, "TextEncoder"));
      if (!y && is(ctor, "identifier") && (text_is(c, ctor, "Map") || text_is(c, ctor, "Set")))
        return coll_new(c, n, text_is(c, ctor, "Map") ? COLL_MAP : COLL_SET, expect);
      if (!y && is(ctor, "identifier") && typed_by_name(text(c, ctor))) return typed_new(c, n, typed_by_name(text(c, ctor)));
      if (!y && is(ctor, "identifier") && typed_unsupported(text(c, ctor))) {
        ERR(c, n, "unsupported: '%s' (typed arrays: Float64Array, Int32Array, Uint8Array)", text(c, ctor));
        return err_ex(c);
      }
      return new_array(c, n, expect);
    }
    break;
  case 's':
    if (!strcmp(t, "string")) return string_lit(c, n);
    if (!strcmp(t, "sequence_expression")) {
      uint32_t cnt = ts_node_named_child_count(n);
      ex acc = {FE_IR_NONE, 0, NULL};
      int bad = 0;
      for (uint32_t i = 0; i < cnt; i++) {
        TSNode ch = ts_node_named_child(n, i);
        if (is(ch, "comment")) continue;
        ex e = expr(c, ch, i + 1 == cnt ? expect : 0);
        if (e.t & T_ERR) bad = 1;
        acc = acc.node == FE_IR_NONE ? e : mk(node(c, FE_IR_SEQ, 0, irty(c, e.t), acc.node, e.node, 0), e.t);
      }
      if (bad || acc.node == FE_IR_NONE) return err_ex(c);
      return acc;
    }
    if (!strcmp(t, "subscript_expression")) return subscript(c, n, expect);
    if (!strcmp(t, "satisfies_expression")) return as_expr(c, n);
    if (!strcmp(t, "super")) { ERR(c, n, "unsupported: super"); return err_ex(c); }
    break;
  case 't':
  case 'f':
    if (!strcmp(t, "true") || !strcmp(t, "false")) {
      ex e = mk(node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, t[0] == 't', 0, 0), T_BOOL);
      e.lit = t[0] == 't' ? "true" : "false";
      return e;
    }
    if (!strcmp(t, "function_expression") || !strcmp(t, "function")) return fn_value(c, n, expect, NULL);
    if (!strcmp(t, "template_string")) return template(c, n);
    if (!strcmp(t, "ternary_expression")) return ternary(c, n, expect);
    if (!strcmp(t, "this")) return this_expr(c, n);
    if (!strcmp(t, "type_assertion")) { ERR(c, n, "unsupported: angle-bracket type assertions"); return err_ex(c); }
    break;
  case 'u':
    if (!strcmp(t, "undefined")) return mk(undef_node(c), T_UNDEF);
    if (!strcmp(t, "unary_expression")) return unary(c, n);
    if (!strcmp(t, "update_expression")) return update(c, n);
    break;
  case 'p':
    if (!strcmp(t, "parenthesized_expression")) {
      TSNode inner = named(n, 0);
      if (!isnull(field(n, F_type))) { ERR(c, n, "unsupported: typed parenthesized expression"); return err_ex(c); }
      return expr(c, inner, expect);
    }
    break;
  case 'b':
    if (!strcmp(t, "binary_expression")) return binary(c, n);
    break;
  case 'a':
    if (!strcmp(t, "assignment_expression")) return assignment(c, n);
    if (!strcmp(t, "augmented_assignment_expression")) return aug_assignment(c, n);
    if (!strcmp(t, "arrow_function")) return fn_value(c, n, expect, NULL);
    if (!strcmp(t, "as_expression")) return as_expr(c, n);
    if (!strcmp(t, "array")) return array_lit(c, n, expect);
    if (!strcmp(t, "await_expression")) return await_expr(c, n);
    break;
  case 'c':
    if (!strcmp(t, "call_expression")) return call(c, n);
    if (!strcmp(t, "class")) { ERR(c, n, "unsupported: class expressions"); return err_ex(c); }
    break;
  case 'm':
    if (!strcmp(t, "member_expression")) {
      c->dict_undef = (expect & T_UNDEF) && !(expect & T_ERR);
      return member(c, n);
    }
    break;
  case 'o':
    if (!strcmp(t, "object")) return obj_lit(c, n, expect);
    break;
  case 'r':
    if (!strcmp(t, "regex")) return regex_lit(c, n);
    break;
  case 'g':
    if (!strcmp(t, "generator_function")) return fn_value(c, n, expect, NULL);
    break;
  case 'y':
    if (!strcmp(t, "yield_expression")) return yield_expr(c, n);
    break;
  }
  ERR(c, n, "unsupported: expression '%s'", t);
  return err_ex(c);
}

/* ---- optional chaining ---------------------------------------------------- */

/* The outermost `?.` link of the chain that n ends (member, subscript or
 * call), and the object it tests; 0 when there is none. */
static int oc_find(C *c, TSNode n, TSNode *link, TSNode *obj) {
  for (;;) {
    if (c->oc_on && ts_node_eq(n, c->oc_node)) return 0;
    TSNode o;
    if (is(n, "member_expression") || is(n, "subscript_expression")) o = field(n, F_object);
    else if (is(n, "call_expression")) o = field(n, F_function);
    else if (is(n, "non_null_expression")) o = named(n, 0);
    else return 0;
    if (isnull(o)) return 0;
    if (is_optional_chain(n) && !(c->oc_on && ts_node_eq(n, c->oc_link))) {
      *link = n;
      *obj = o;
      return 1;
    }
    n = o;
  }
}

/* `a?.b.c`, `a?.m()`, `f?.()`, `xs?.[i]`: the object is evaluated once into
 * a temporary; when it is null or undefined the whole chain is undefined,
 * else the chain is checked and lowered with the object (narrowed to its
 * non-nullish part) standing for that subexpression. */
static ex opt_chain(C *c, TSNode n, ty expect, int *done) {
  TSNode link, obj;
  *done = 0;
  if (!oc_find(c, n, &link, &obj)) return mk(FE_IR_NONE, 0);
  *done = 1;
  ex o = expr(c, obj, 0);
  if (o.t & T_ERR) return err_ex(c);
  ty nn = ty_mask(c, o.t, T_UNDEF | T_NULL | T_VOID, 0);
  if (!nn) nn = o.t;
  uint32_t irt = irty(c, o.t);
  uint32_t tmp = local_add(c, c->fn, "", irt);
  uint32_t set = node(c, FE_IR_SET_LOCAL, 0, irt, tmp, o.node, 0);
  uint32_t test;
  if (irt == FE_IR_T_VALUE) {
    uint32_t nl = convir(c, node(c, FE_IR_NULLV, 0, FE_IR_T_NULL, 0, 0, 0), FE_IR_T_VALUE);
    test = node(c, FE_IR_BINARY, FE_IR_LOOSE_EQ, FE_IR_T_BOOLEAN, node(c, FE_IR_LOCAL, 0, irt, tmp, 0, 0), nl, 0);
  } else {
    test = node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, irt == FE_IR_T_UNDEFINED || irt == FE_IR_T_NULL, 0, 0);
  }
  int s_on = c->oc_on;
  TSNode s_node = c->oc_node, s_link = c->oc_link;
  ex s_val = c->oc_val;
  c->oc_on = 1;
  c->oc_node = obj;
  c->oc_link = link;
  c->oc_val = mk(unbox(c, node(c, FE_IR_LOCAL, 0, irt, tmp, 0, 0), o.t, nn), nn);
  const void *s_wrap = c->expr_wrap;
  c->expr_wrap = n.id;
  ex r = expr(c, n, expect);
  c->expr_wrap = s_wrap;
  c->oc_on = s_on;
  c->oc_node = s_node;
  c->oc_link = s_link;
  c->oc_val = s_val;
  if (r.t & T_ERR) return r;
  if (uclash(c, r.t, T_UNDEF)) { ERR(c, n, "unsupported: optional chaining yielding '%s'", tystr(c, r.t)); return err_ex(c); }
  ty rt = ty_union(c, r.t == T_VOID ? T_UNDEF : r.t, T_UNDEF);
  uint32_t rir = irty(c, rt);
  uint32_t val = fe_ir_node_type(c->b, r.node) == FE_IR_T_UNDEFINED && rir != FE_IR_T_UNDEFINED
                     ? node(c, FE_IR_SEQ, 0, rir, r.node, convir(c, undef_node(c), rir), 0)
                     : convto(c, r.node, r.t, rt);
  uint32_t cond = node(c, FE_IR_COND, 0, rir, test, convto(c, undef_node(c), T_UNDEF, rt), val);
  return mk(node(c, FE_IR_SEQ, 0, rir, set, cond, 0), rt);
}

/* ---- narrowing ------------------------------------------------------------ */

/* A reference that narrowing can follow: a local variable (*path NULL) or
 * a chain of property reads from one (`n.next`, `this.tail`, path "next",
 * "tail"). */
static sym *narrowable_p(C *c, TSNode n, const char **path) {
  char buf[512];
  size_t len = 0;
  *path = NULL;
  while (is(n, "parenthesized_expression")) n = named(n, 0);
  if (is(n, "assignment_expression")) { /* (m = re.exec(s)) !== null narrows m */
    n = field(n, F_left);
    while (is(n, "parenthesized_expression")) n = named(n, 0);
    if (!is(n, "identifier")) return NULL;
  }
  const char *segs[16];
  int ns = 0;
  while (is(n, "member_expression") && !is_optional_chain(n)) {
    TSNode pn = field(n, F_property);
    if (isnull(pn) || !is(pn, "property_identifier") || ns == 16) return NULL;
    segs[ns++] = text(c, pn);
    n = field(n, F_object);
    while (is(n, "parenthesized_expression")) n = named(n, 0);
  }
  sym *y;
  if (is(n, "identifier")) y = lookup(c, text(c, n));
  else if (is(n, "this")) y = lookup(c, intern(c, "this", 4));
  else return NULL;
  if (!y || y->kind != S_VAR || y->owner != c->fn || (y->t & T_ERR)) return NULL;
  for (int i = ns - 1; i >= 0; i--) {
    size_t l = strlen(segs[i]);
    if (len + l + 2 > sizeof buf) return NULL;
    if (len) buf[len++] = '.';
    memcpy(buf + len, segs[i], l);
    len += l;
  }
  if (ns) *path = intern(c, buf, len);
  return y;
}
static sym *narrowable(C *c, TSNode n) {
  const char *path;
  sym *y = narrowable_p(c, n, &path);
  return path ? NULL : y;
}

/* The type of path (below y) in flow f: declared, then narrowed, segment by segment. */
static ty path_type(C *c, flow *f, sym *y, const char *path) {
  ty t = narrow_in(f, y);
  const char *p = path;
  while (p) {
    const char *dot = strchr(p, '.');
    const char *seg = intern(c, p, dot ? (size_t)(dot - p) : strlen(p));
    if (is_arr(t) && !strcmp(seg, "groups") && elem_of(c, t) == T_STR) { /* a RegExp match's groups */
      t = nat_type(c, NAT_GROUPS) | T_UNDEF;
      const char *sofar = intern(c, path, dot ? (size_t)(dot - path) : strlen(path));
      narrow *e = nw_find(f, y, sofar);
      if (e) t = e->t;
      p = dot ? dot + 1 : NULL;
      continue;
    }
    if (!is_obj(t)) return T_ERR;
    prop pr;
    oty *o = objof(c, t);
    if (o->k) {
      int fi;
      cmember *m;
      if (!class_find(c, o->k, seg, M_GETTER, &fi, &m) || fi < 0) return T_ERR; /* fields only */
      t = o->k->f[fi].t;
    } else {
      if (!find_prop(c, t, seg, &pr)) return T_ERR;
      t = pr.t;
    }
    const char *sofar = intern(c, path, dot ? (size_t)(dot - path) : strlen(path));
    narrow *e = nw_find(f, y, sofar);
    if (e) t = e->t;
    p = dot ? dot + 1 : NULL;
  }
  return t;
}

static void narrow_to_p(C *c, flow *f, sym *y, const char *path, ty keep_mask, int keep) {
  ty cur = path ? path_type(c, f, y, path) : narrow_in(f, y);
  if (cur & T_ERR) return;
  ty m = keep_mask;
  if (m & T_UNDEF) m |= T_VOID;
  ty nt;
  if (cur & T_UNKNOWN) {
    /* unknown narrowed to objects or functions: no type says "any object" */
    if (keep && (m & T_CMP)) return;
    nt = keep ? (cur & m & T_PRIM) : (cur & ~m & (T_PRIM | T_UNKNOWN | T_ANY));
  } else {
    nt = ty_mask(c, cur, m, keep);
  }
  if (nt == cur) return;
  nw_push(c, f, y, path, nt, 0);
}
static void narrow_to(C *c, flow *f, sym *y, ty keep_mask, int keep) { narrow_to_p(c, f, y, NULL, keep_mask, keep); }

static int typeof_mask(C *c, TSNode s, ty *mask) {
  if (!is(s, "string")) return 0;
  if (text_is(c, s, "\"number\"") || text_is(c, s, "'number'")) *mask = T_NUM;
  else if (text_is(c, s, "\"string\"") || text_is(c, s, "'string'")) *mask = T_STR;
  else if (text_is(c, s, "\"boolean\"") || text_is(c, s, "'boolean'")) *mask = T_BOOL;
  else if (text_is(c, s, "\"undefined\"") || text_is(c, s, "'undefined'")) *mask = T_UNDEF | T_VOID;
  else if (text_is(c, s, "\"function\"") || text_is(c, s, "'function'")) *mask = T_FN;
  else if (text_is(c, s, "\"object\"") || text_is(c, s, "'object'")) *mask = T_NULL | T_ARR | T_OBJ;
  else *mask = 0;
  return 1;
}

/* The literal member a node denotes (`"circle"`, `3`, `true`), or 0. */
static ty lit_of_node(C *c, TSNode b) {
  while (is(b, "parenthesized_expression")) b = named(b, 0);
  ty kind;
  const char *d = lit_disp(c, b, &kind);
  if (d) return mk_lit(c, kind, d, d, NULL);
  if (is(b, "member_expression") && !is_optional_chain(b)) {
    enm *e = enum_ref(c, field(b, F_object));
    const char *name = member_name(c, b);
    for (uint32_t i = 0; e && i < e->n; i++)
      if (e->mname[i] == name) return e->lit[i];
  }
  return 0;
}
static int lit_in(C *c, ty L, ty t) {
  ty ms[256];
  uint32_t n = uni_members(c, t, ms, 256);
  for (uint32_t i = 0; i < n; i++)
    if (is_lit(c, ms[i]) ? lit_same(c, L, ms[i]) : (!(ms[i] & T_CMP) && (ms[i] & sigof(c, L)->lkind))) return 1;
  return 0;
}
static int lit_only(C *c, ty L, ty t) {
  ty ms[4];
  return uni_members(c, t, ms, 4) == 1 && is_lit(c, ms[0]) && lit_same(c, L, ms[0]);
}
/* The members of object union t that x.name === L (positive) or !== L leaves. */
static ty narrow_disc(C *c, ty t, const char *name, ty L, int positive) {
  ty ms[256], keep[256];
  uint32_t n = uni_members(c, t, ms, 256), k = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (!(ms[i] & T_OBJ)) { if (!positive) keep[k++] = ms[i]; continue; }
    prop p;
    if (!find_prop(c, ms[i], name, &p)) { keep[k++] = ms[i]; continue; }
    if (positive ? lit_in(c, L, p.t) : !lit_only(c, L, p.t)) keep[k++] = ms[i];
  }
  if (k == n) return t;
  ty r = uni_build(c, keep, k, NULL);
  return r == T_ERR ? t : r;
}
/* What x === L (positive) or x !== L leaves of x's type t. */
static ty narrow_lit(C *c, ty t, ty L, int positive) {
  ty ms[256], keep[256];
  uint32_t n = uni_members(c, t, ms, 256), k = 0;
  ty kind = sigof(c, L)->lkind;
  for (uint32_t i = 0; i < n; i++) {
    if (is_lit(c, ms[i])) {
      if (lit_same(c, L, ms[i]) == positive) keep[k++] = ms[i];
    } else if (!(ms[i] & T_CMP) && (ms[i] & kind)) {
      keep[k++] = positive ? L : ms[i]; /* x: string, x === "a": x is "a" */
    } else if (!positive) {
      keep[k++] = ms[i];
    }
  }
  if (k == n && !positive) return t;
  ty r = uni_build(c, keep, k, NULL);
  return r == T_ERR ? t : r;
}
/* Narrows for `a === L` / `a !== L` (a switch case too): a variable or
 * property path of a literal or union type, and x in `x.kind === L` when
 * x is a union of object types (a discriminated union). */
static void narrow_eq_lit(C *c, flow *f, TSNode a, ty L, int positive) {
  while (is(a, "parenthesized_expression")) a = named(a, 0);
  if (is(a, "member_expression") && !is_optional_chain(a)) {
    const char *opath;
    sym *oy = narrowable_p(c, field(a, F_object), &opath);
    if (oy) {
      ty cur = opath ? path_type(c, f, oy, opath) : narrow_in(f, oy);
      if (!(cur & T_ERR) && (cur & T_OBJ)) {
        ty nt = narrow_disc(c, cur, member_name(c, a), L, positive);
        if (nt != cur) nw_push(c, f, oy, opath, nt, 0);
      }
    }
  }
  const char *path;
  sym *y = narrowable_p(c, a, &path);
  if (!y) return;
  ty cur = path ? path_type(c, f, y, path) : narrow_in(f, y);
  if (cur & T_ERR) return;
  ty nt = narrow_lit(c, cur, L, positive);
  if (nt != cur) nw_push(c, f, y, path, nt, 0);
}
/* The type the flow gives a switch subject's narrowed variable (x for
 * `x.kind`), or T_ERR when it is not one. */
static ty subject_type(C *c, flow *f, TSNode a) {
  while (is(a, "parenthesized_expression")) a = named(a, 0);
  const char *path;
  sym *y = narrowable_p(c, a, &path);
  if (y) {
    ty t = path ? path_type(c, f, y, path) : narrow_in(f, y);
    if (t == 0) return 0;
  }
  if (is(a, "member_expression") && !is_optional_chain(a)) {
    y = narrowable_p(c, field(a, F_object), &path);
    if (y) return path ? path_type(c, f, y, path) : narrow_in(f, y);
  }
  return y ? (path ? path_type(c, f, y, path) : narrow_in(f, y)) : T_ERR;
}

/* The member of object union t an object literal is meant as: the one its
 * literal-valued properties (the discriminants) and its keys fit. */
static ty uni_pick(C *c, TSNode n, ty t) {
  ty ms[256], fit[256];
  uint32_t nm = uni_members(c, t, ms, 256), nf = 0;
  for (uint32_t i = 0; i < nm; i++) {
    if (!(ms[i] & T_OBJ)) continue;
    int ok = 1;
    uint32_t cnt = ts_node_named_child_count(n);
    for (uint32_t j = 0; j < cnt && ok; j++) {
      TSNode m = ts_node_named_child(n, j);
      if (!is(m, "pair") && !is(m, "shorthand_property_identifier")) continue;
      const char *name = is(m, "pair") ? prop_key(c, field(m, F_key)) : text(c, m);
      if (!name) continue;
      prop p;
      if (!find_prop(c, ms[i], name, &p)) { ok = 0; break; }
      ty L = is(m, "pair") ? lit_of_node(c, field(m, F_value)) : 0;
      if (L && !lit_in(c, L, p.t)) ok = 0;
    }
    if (ok) { /* the literal has every required property */
      oty *o = objof(c, ms[i]);
      for (uint32_t j = 0; !o->k && j < o->n && ok; j++) {
        if (o->p[j].opt) continue;
        int found = 0;
        for (uint32_t q = 0; q < cnt && !found; q++) {
          TSNode m = ts_node_named_child(n, q);
          if (is(m, "pair")) found = prop_key(c, field(m, F_key)) == o->p[j].name;
          else if (is(m, "shorthand_property_identifier") || is(m, "method_definition")) found = text(c, is(m, "method_definition") ? field(m, F_name) : m) == o->p[j].name;
        }
        if (!found) ok = 2;
      }
    }
    if (ok == 1) fit[nf++] = ms[i];
  }
  if (!nf) /* none is complete: the first the keys fit (tsc reports the missing ones) */
    for (uint32_t i = 0; i < nm; i++) {
      if (!(ms[i] & T_OBJ)) continue;
      int ok = 1;
      uint32_t cnt = ts_node_named_child_count(n);
      for (uint32_t j = 0; j < cnt && ok; j++) {
        TSNode m = ts_node_named_child(n, j);
        if (!is(m, "pair")) continue;
        const char *name = prop_key(c, field(m, F_key));
        prop p;
        if (name && !find_prop(c, ms[i], name, &p)) ok = 0;
      }
      if (ok) { fit[nf++] = ms[i]; break; }
    }
  if (nf) return fit[0] | (t & T_PRIM);
  for (uint32_t i = 0; i < nm; i++)
    if (ms[i] & T_OBJ) return ms[i];
  return t;
}

/* Can a value of type t be truthy (truth) / falsy? */
static int may_be(C *c, ty t, int truth) {
  ty ms[256];
  uint32_t n = uni_members(c, t, ms, 256);
  if (t & T_ERR) return 1;
  for (uint32_t i = 0; i < n; i++) {
    if (is_lit(c, ms[i])) {
      const char *k = sigof(c, ms[i])->lkey;
      int falsy = !strcmp(k, "false") || !strcmp(k, "0") || !strcmp(k, "s:");
      if (falsy != truth) return 1;
    } else if (ms[i] & (T_NULL | T_UNDEF | T_VOID)) {
      if (!truth) return 1;
    } else if (ms[i] & T_CMP) {
      if (truth) return 1;
    } else {
      return 1;
    }
  }
  return 0;
}
/* `if (x.name)`: the members of object union t whose property can be truthy / falsy. */
static ty narrow_truthy_disc(C *c, ty t, const char *name, int truth) {
  ty ms[256], keep[256];
  uint32_t n = uni_members(c, t, ms, 256), k = 0;
  for (uint32_t i = 0; i < n; i++) {
    prop p;
    if (!(ms[i] & T_OBJ) || !find_prop(c, ms[i], name, &p) || may_be(c, p.t, truth)) keep[k++] = ms[i];
  }
  if (k == n) return t;
  ty r = uni_build(c, keep, k, NULL);
  return r == T_ERR ? t : r;
}
/* `"name" in x`: the members of x that have (truth) or may lack the property. */
static ty narrow_in_op(C *c, ty t, const char *quoted, int truth) {
  size_t l = strlen(quoted);
  if (l < 2) return t;
  const char *name = intern(c, quoted + 1, l - 2);
  ty ms[256], keep[256];
  uint32_t n = uni_members(c, t, ms, 256), k = 0;
  for (uint32_t i = 0; i < n; i++) {
    prop p;
    if (!(ms[i] & T_OBJ)) { keep[k++] = ms[i]; continue; }
    int has = find_prop(c, ms[i], name, &p);
    if (truth ? has : (!has || p.opt)) keep[k++] = ms[i];
  }
  if (k == n) return t;
  ty r = uni_build(c, keep, k, NULL);
  return r == T_ERR ? t : r;
}
/* x instanceof K on a union: the members that are K's instances (or K
 * itself where a member is a supertype of it), or the others. */
static ty narrow_class(C *c, ty t, cls *K, int truth) {
  ty ms[256], keep[256];
  uint32_t n = uni_members(c, t, ms, 256), k = 0;
  for (uint32_t i = 0; i < n; i++) {
    oty *o = (ms[i] & T_OBJ) ? objof(c, ms[i]) : NULL;
    int sub = o && o->k && is_subclass(o->k, K);
    if (truth) {
      if (sub) keep[k++] = ms[i];
      else if ((ms[i] & T_OBJ) && assignable(c, K->inst, ms[i])) keep[k++] = K->inst;
    } else if (!sub) {
      keep[k++] = ms[i];
    }
  }
  ty r = uni_build(c, keep, k, NULL);
  return r == T_ERR ? t : r;
}
/* `isFish(p)` where isFish is declared `(p: ...): p is Fish`. */
static void narrow_guard(C *c, TSNode call, int truth, flow *f) {
  TSNode fnn = field(call, F_function);
  if (truth && is(fnn, "member_expression") && !strcmp(member_name(c, fnn), "isArray")) {
    /* Array.isArray(x) on an unknown or any x: an any[] (as tsc narrows it) */
    TSNode on = field(fnn, F_object), arg = named(field(call, F_arguments), 0);
    const char *path;
    sym *y = !isnull(arg) && is(on, "identifier") && text_is(c, on, "Array") ? narrowable_p(c, arg, &path) : NULL;
    if (!y) return;
    ty cur = path ? path_type(c, f, y, path) : narrow_in(f, y);
    if ((cur & T_UNKNOWN) && !(cur & T_ERR)) nw_push(c, f, y, path, mk_arr(c, T_ANY_ALL), 0);
    return;
  }
  if (!is(fnn, "identifier")) return;
  sym *fy = lookup(c, text(c, fnn));
  if (!fy || fy->kind != S_FUNC || isnull(fy->decl)) return;
  TSNode rt = field(fy->decl, F_return_type);
  if (isnull(rt) || !is(rt, "type_predicate_annotation")) return;
  TSNode pred = named(rt, 0);
  if (isnull(pred)) return;
  const char *pname = text(c, field(pred, F_name));
  TSNode params = field(fy->decl, F_parameters);
  uint32_t idx = 0, found = 0, cnt = ts_node_named_child_count(params);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode pm = ts_node_named_child(params, i);
    if (is(pm, "comment")) continue;
    if (text(c, field(pm, F_pattern)) == pname) { found = 1; break; }
    idx++;
  }
  TSNode arg = named(field(call, F_arguments), idx);
  if (!found || isnull(arg)) return;
  const char *path;
  sym *y = narrowable_p(c, arg, &path);
  if (!y) return;
  ty cur = path ? path_type(c, f, y, path) : narrow_in(f, y);
  ty T = type_of(c, field(pred, F_type));
  if ((cur | T) & T_ERR) return;
  ty ms[256], keep[256];
  uint32_t n = uni_members(c, cur, ms, 256), k = 0;
  for (uint32_t i = 0; i < n; i++)
    if (assignable(c, ms[i], T) == truth) keep[k++] = ms[i];
  ty nt = truth && !k ? T : uni_build(c, keep, k, NULL);
  if (nt == T_ERR || nt == cur) return;
  if (truth && irty(c, nt) != irty(c, cur) && irty(c, cur) != FE_IR_T_VALUE) return;
  nw_push(c, f, y, path, nt, 0);
}

static void narrow_cond(C *c, TSNode n, int truth, flow *f) {
  while (is(n, "parenthesized_expression")) n = named(n, 0);
  if (is(n, "call_expression")) { narrow_guard(c, n, truth, f); return; }
  if (is(n, "unary_expression") && op_is(c, n, "!")) {
    narrow_cond(c, field(n, F_argument), !truth, f);
    return;
  }
  if (is(n, "identifier") || is(n, "member_expression")) {
    const char *path;
    sym *y = narrowable_p(c, n, &path);
    if (y && truth) narrow_to_p(c, f, y, path, T_UNDEF | T_NULL | T_VOID, 0);
    if (is(n, "member_expression") && !is_optional_chain(n)) { /* `if (r.ok)` on a union with ok: true | false */
      const char *opath;
      sym *oy = narrowable_p(c, field(n, F_object), &opath);
      ty cur = oy ? (opath ? path_type(c, f, oy, opath) : narrow_in(f, oy)) : T_ERR;
      if (oy && !(cur & T_ERR) && (cur & T_UNI) && (cur & T_OBJ)) {
        ty nt = narrow_truthy_disc(c, cur, member_name(c, n), truth);
        if (nt != cur) nw_push(c, f, oy, opath, nt, 0);
      }
    }
    return;
  }
  if (!is(n, "binary_expression")) return;
  const char *op = op_of(c, n);
  TSNode l = field(n, F_left), r = field(n, F_right);
  if (!strcmp(op, "in")) {
    const char *path;
    sym *y = narrowable_p(c, r, &path);
    if (!y || !is(l, "string")) return;
    ty cur = path ? path_type(c, f, y, path) : narrow_in(f, y);
    if (cur & T_ERR) return;
    ty nt = narrow_in_op(c, cur, text(c, l), truth);
    if (nt != cur) nw_push(c, f, y, path, nt, 0);
    return;
  }
  if (!strcmp(op, "instanceof") && native_instanceof(c, r)) { /* x instanceof Date / RegExp */
    const char *path;
    sym *y = narrowable_p(c, l, &path);
    if (!y) return;
    ty cur = path ? path_type(c, f, y, path) : narrow_in(f, y);
    if (cur & T_ERR) return;
    ty ms[256], keep[256];
    uint32_t n = uni_members(c, cur, ms, 256), k = 0;
    for (uint32_t i = 0; i < n; i++) {
      int is_k = (ms[i] & T_OBJ) && !(ms[i] & T_PRIM) && objof(c, ms[i])->native == native_instanceof(c, r);
      if (is_k == truth) keep[k++] = ms[i];
    }
    ty nt = uni_build(c, keep, k, NULL);
    if (nt != T_ERR && nt && nt != cur) nw_push(c, f, y, path, nt, 0);
    return;
  }
  if (!strcmp(op, "instanceof")) {
    const char *path;
    sym *y = narrowable_p(c, l, &path);
    sym *k = is(r, "identifier") ? lookup(c, text(c, r)) : NULL;
    if (!y || !k || k->kind != S_CLASS) return;
    ty cur = path ? path_type(c, f, y, path) : narrow_in(f, y);
    if (cur & T_ERR) return;
    if (cur & T_UNI) {
      ty nt = narrow_class(c, cur, k->k, truth);
      if (nt != cur) nw_push(c, f, y, path, nt, 0);
      return;
    }
    if (truth) {
      /* an object: the class's instances (when the type allows them) */
      ty inst = k->k->inst;
      if ((cur & T_OBJ) && assignable(c, inst, cur & (T_OBJ | T_IDX))) nw_push(c, f, y, path, inst, 0);
      else if (irty(c, cur) == FE_IR_T_VALUE && (cur & (T_OBJ | T_UNKNOWN))) nw_push(c, f, y, path, inst, 0);
    } else if ((cur & T_OBJ) && !(cur & T_PRIM) && objof(c, cur)->k && is_subclass(objof(c, cur)->k, k->k)) {
      nw_push(c, f, y, path, 0, 0); /* never */
    }
    return;
  }
  if (!strcmp(op, "&&") || !strcmp(op, "||")) {
    int and = op[0] == '&';
    if (truth == and) {
      narrow_cond(c, l, truth, f);
      narrow_cond(c, r, truth, f);
    } else {
      flow a = *f, b = *f;
      narrow_cond(c, l, truth, &a);
      narrow_cond(c, l, !truth, &b);
      narrow_cond(c, r, truth, &b);
      *f = join(c, a, b);
    }
    return;
  }
  int strict = !strcmp(op, "===") || !strcmp(op, "!==");
  int loose = !strcmp(op, "==") || !strcmp(op, "!=");
  if (!strict && !loose) return;
  int eq = op[0] == '=';
  int positive = eq == truth;
  TSNode lx = l, rx = r;
  while (is(lx, "parenthesized_expression")) lx = named(lx, 0);
  while (is(rx, "parenthesized_expression")) rx = named(rx, 0);
  for (int pass = 0; pass < 2; pass++) {
    TSNode a = pass ? rx : lx, b = pass ? lx : rx;
    /* typeof x === "..." */
    if (is(a, "unary_expression") && op_is(c, a, "typeof")) {
      sym *y = narrowable(c, field(a, F_argument));
      ty mask;
      if (y && typeof_mask(c, b, &mask)) narrow_to(c, f, y, mask, positive);
      return;
    }
    ty L = strict ? lit_of_node(c, b) : 0;
    if (L) {
      narrow_eq_lit(c, f, a, L, positive);
      return;
    }
    const char *path;
    sym *y = narrowable_p(c, a, &path);
    if (!y) continue;
    ty m = 0;
    if (is(b, "undefined") || (is(b, "identifier") && text_is(c, b, "undefined") && !lookup(c, intern(c, "undefined", 9))))
      m = loose ? (T_UNDEF | T_NULL) : T_UNDEF;
    else if (is(b, "null")) m = loose ? (T_UNDEF | T_NULL) : T_NULL;
    if (m) { narrow_to_p(c, f, y, path, m, positive); return; }
    if (positive) {
      /* x === <expr of a primitive type>: keep that type */
      if (is(b, "number")) { narrow_to_p(c, f, y, path, T_NUM, 1); return; }
      if (is(b, "string") || is(b, "template_string")) { narrow_to_p(c, f, y, path, T_STR, 1); return; }
      if (is(b, "true") || is(b, "false")) { narrow_to_p(c, f, y, path, T_BOOL, 1); return; }
    }
  }
}

/* ---- statements ----------------------------------------------------------- */

static uint32_t expr_stmt(C *c, ex e) { return node(c, FE_IR_EXPR, 0, 0, e.node, 0, 0); }

static uint32_t hoist(C *c, TSNode *stmts, uint32_t n);
static uint32_t stmt_list(C *c, TSNode *stmts, uint32_t n, uint32_t *out);
static void check_deferred(C *c, scope *s);

static uint32_t collect_stmts(C *c, TSNode parent, TSNode **out, uint32_t skip_until_colon) {
  uint32_t cnt = ts_node_child_count(parent);
  TSNode *arr = fe__alloc(c->A, (cnt + 1) * sizeof *arr);
  uint32_t k = 0;
  int started = !skip_until_colon;
  TSTreeCursor cur = ts_tree_cursor_new(parent);
  if (ts_tree_cursor_goto_first_child(&cur)) {
    do {
      TSNode ch = ts_tree_cursor_current_node(&cur);
      if (!started) {
        if (!ts_node_is_named(ch) && !strcmp(ntype(ch), ":")) started = 1;
        continue;
      }
      if (!ts_node_is_named(ch) || kind_is(ch, K_comment) || kind_is(ch, K_hash_bang_line)) continue;
      if (k < cnt) arr[k++] = ch;
    } while (ts_tree_cursor_goto_next_sibling(&cur));
  }
  ts_tree_cursor_delete(&cur);
  *out = arr;
  return k;
}

static uint32_t block(C *c, TSNode n) {
  TSNode *stmts;
  uint32_t k = collect_stmts(c, n, &stmts, 0);
  scope *s = scope_push(c);
  uint32_t pro = hoist(c, stmts, k);
  uint32_t *items = fe__alloc(c->A, (k + 2) * sizeof *items);
  uint32_t m = 0;
  if (pro != FE_IR_NONE) items[m++] = pro;
  m += stmt_list(c, stmts, k, items + m);
  check_deferred(c, s);
  c->sc = s->parent;
  return block_of(c, items, m);
}

/* The rest of a let/const declaration of y (named by nm) once its
 * initializer e (when has_init, from node vn) is checked: y's type when not
 * annotated, its storage, and the store, appended to items. */
static void decl_finish(C *c, sym *y, TSNode nm, TSNode vn, int is_const, int has_init, ex e, uint32_t *items, uint32_t *mp) {
  const char *name = y->name;
  uint32_t m = *mp;
  if (!y->has_type) {
    if (!has_init) {
      ERR(c, nm, "unsupported: variable '%s' without a type annotation or initializer (implicit 'any')", name);
      y->t = T_ERR;
    } else {
      y->t = e.lt ? e.lt : e.t;
      if (e.lt && !is_const && !is(vn, "as_expression")) { /* `let d = Dir.Up` is a Dir, `let s = "a"` a string */
        ty ms[4];
        if (uni_members(c, e.lt, ms, 4) == 1 && is_lit(c, ms[0]))
          y->t = sigof(c, ms[0])->lenum ? ((const enm *)sigof(c, ms[0])->lenum)->t : e.t;
      }
      if (e.t == 0) y->t = T_UNDEF;
      if (e.t == T_NULL || e.t == T_UNDEF) {
        /* tsc widens these to any (an evolving variable): keep the literal type */
      }
    }
    y->has_type = 1;
  }
  if (is_const && !has_init) ERR(c, nm, "'const' declarations must be initialized.");
  /* allocate storage */
  if (!y->is_global && y->slot == 0 && !(y->da == -2)) {
    /* fallthrough: slots assigned below */
  }
  uint32_t irt = irty(c, y->t);
  if (y->module_top && (used_in_function(c, name) || y->is_global)) { /* (is_global: an exporting module's, see hoist) */
    if (!y->is_global) {
      y->is_global = 1;
      y->slot = fe_ir_global_add(c->b, fe_ir_string_cstr(c->b, name), irt);
    } else {
      fe_ir_global_type(c->b, y->slot, irt);
    }
  } else if (y->boxed) {
    if (!y->slot_ready) { /* not hoisted (a for-loop initializer): box it here */
      y->slot = local_add(c, c->fn, name, env_ty(c));
      y->slot_ready = 1;
      items[m++] = box_new(c, y);
    }
  } else {
    y->slot = local_add(c, c->fn, name, irt);
  }
  y->pending = 0;
  if (has_init) {
    if (e.t & T_ERR) { *mp = m; return; }
    if (!ex_assignable(c, e, y->t)) {
      ERR(c, nm, "Type '%s' is not assignable to type '%s'.", exstr(c, e, y->t), tystr(c, y->t));
      { *mp = m; return; }
    }
    ex st = store(c, y, e, vn);
    items[m++] = expr_stmt(c, st);
  } else {
    if ((y->t & (T_UNDEF | T_VOID)) || (y->t & T_ERR)) {
      ex st = store(c, y, mk(undef_node(c), T_UNDEF), nm);
      if (irty(c, y->t) != FE_IR_T_UNDEFINED) items[m++] = expr_stmt(c, st);
      /* a `let x: number | undefined;` starts out undefined, not narrowed */
      if (y->owner == c->fn) narrow_set(c, &c->fl, y, y->t);
    } else if (c->fn->nda < DA_MAX) {
      y->da = c->fn->nda++;
      da_clear(&c->fl, y);
    }
  }
  *mp = m;
}

/* The symbol a let/const declarator d declares as nm: pre-declared by
 * hoist, or (a for-loop initializer) declared now; NULL on a redeclaration. */
static sym *decl_sym(C *c, TSNode d, TSNode nm, TSNode tn) {
  const char *name = text(c, nm);
  sym *y = scope_find_here(c->sc, name);
  if (!y || y->kind != S_VAR || ts_node_start_byte(y->decl) != ts_node_start_byte(d)) {
    /* not pre-declared (e.g. a for-loop initializer): declare now */
    if (y) { ERR(c, nm, "Cannot redeclare block-scoped variable '%s'.", name); return NULL; }
    y = sym_add(c, c->sc, name, S_VAR);
    y->decl = d;
    y->pending = 1;
    sym_capflags(c, y, nm);
    if (!isnull(tn)) { y->t = type_of(c, tn); y->has_type = 1; }
  }
  return y;
}

static void destr_decl(C *c, TSNode d, int is_const, uint32_t *items, uint32_t *m);
static void hoist_var(C *c, TSNode d, TSNode nm, TSNode tn, uint32_t *pro, uint32_t *npro);
/* let/const: one SET per declarator. */
static uint32_t lexical(C *c, TSNode n) {
  TSNode kind = field(n, F_kind);
  int is_const = !isnull(kind) && !strcmp(ntype(kind), "const");
  uint32_t cnt = ts_node_named_child_count(n);
  uint32_t items[256], m = 0;
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode d = ts_node_named_child(n, i);
    if (!is(d, "variable_declarator")) continue;
    TSNode nm = field(d, F_name), tn = field(d, F_type), vn = field(d, F_value);
    if (!is(nm, "identifier")) {
      if (m + 64 > sizeof items / sizeof *items) { ERR(c, d, "unsupported: this many destructured names in one declaration"); break; }
      destr_decl(c, d, is_const, items, &m);
      continue;
    }
    sym *y = decl_sym(c, d, nm, tn);
    if (!y) continue;
    if (!y->has_type && !isnull(tn)) { /* an annotation using typeof (see hoist_var) */
      y->t = type_of(c, tn);
      y->has_type = 1;
    }
    y->is_const = (uint8_t)is_const;
    ex e = {0, 0, NULL};
    int has_init = !isnull(vn);
    if (has_init && isnull(tn) && is_const && (is(vn, "arrow_function") || is(vn, "function_expression")) &&
        !isnull(field(vn, F_type_parameters))) {
      gen_const_fn(c, y, d, vn);
      continue;
    }
    if (has_init && !y->has_type && (is(vn, "arrow_function") || is(vn, "function_expression"))) {
      /* a fully annotated function: its type is known before its body, which may call it */
      ty ft;
      if (fn_sig_annotated(c, vn, &ft) || (mentions(c, field(vn, F_body), y->name) && fn_sig_void(c, vn, &ft))) {
        y->t = ft;
        y->has_type = 1;
      }
    }
    if (has_init && !y->has_type && is(vn, "call_expression") && is(field(vn, F_function), "identifier")) {
      /* const t = setInterval(() => { ... clearInterval(t) ... }): a built-in's
       * result type is known before its arguments (which may use t) */
      const char *fname = text(c, field(vn, F_function));
      sym *fy = lookup(c, fname);
      const nfunc *f = fy && fy->kind == S_NATIVE ? nat_func_at(fy->slot) : nat_global(c, fname);
      if (f) {
        y->t = nat_func_ret(c, f);
        y->has_type = 1;
      }
    }
    if (has_init && !y->has_type && is(vn, "array") && ts_node_child_count(vn) == 2) { /* `[]`, not `[, ,]` */
      /* tsc: an evolving array (its type grows with each push); not never[] */
      ERR(c, vn, "unsupported: an empty array literal needs a type annotation");
      e = err_ex(c);
    } else if (has_init) e = expr(c, vn, y->has_type ? y->t : 0);
    decl_finish(c, y, nm, vn, is_const, has_init, e, items, &m);
    if (m == 64) break;
  }
  if (m == 1) return items[0];
  return block_of(c, items, m);
}

/* ---- destructuring -----------------------------------------------------------
 *
 * A pattern (`[a, , b = 1, ...rest]`, `{ x, y: { z } = d, ...others }`) is
 * lowered to plain reads from a temporary holding the value: an array by
 * index (as a[i] reads), a tuple by index with each element's own type
 * (tuple_elem), an object by property (obj_get, so classes, interfaces and
 * unions of objects all work).  A default applies when the read gives
 * undefined (not null), and is evaluated only then, as in JS.  `...rest` is
 * a slice of an array, a new tuple of a tuple's remaining elements, or a new
 * plain object holding an object's remaining properties (obj_rest).  What a
 * name bound by the pattern becomes depends on the place (dctx.mode): a
 * let/const (decl_finish, so hoisting, globals and boxes work exactly as for
 * `const x = ...`), a fresh variable of a loop body or a parameter list, or
 * an assignment target (`[a, b] = [b, a]`). */

enum { D_DECL, D_VAR, D_ASSIGN };
typedef struct {
  int mode;
  TSNode decl;     /* D_DECL: the declarator; D_VAR: the declaring node */
  int is_const;
  uint32_t *items; /* D_DECL, D_VAR: statements; D_ASSIGN: expressions, evaluated for effect */
  uint32_t n, cap;
  int full;
} dctx;

/* A value held in a temporary local: each read is a new LOCAL node. */
typedef struct {
  uint32_t slot, irt;
  ty t;
} dval;

static void destr(C *c, dctx *d, TSNode p, ex v);

static int d_room(C *c, dctx *d, TSNode at, uint32_t k) {
  if (d->n + k <= d->cap) return 1;
  if (!d->full) ERR(c, at, "unsupported: a destructuring pattern binding this many names");
  d->full = 1;
  return 0;
}
static void d_eff(C *c, dctx *d, TSNode at, uint32_t e) {
  if (!d_room(c, d, at, 1)) return;
  d->items[d->n++] = d->mode == D_ASSIGN ? e : node(c, FE_IR_EXPR, 0, 0, e, 0, 0);
}
static dval d_hold(C *c, dctx *d, TSNode at, ex v) {
  dval h;
  h.irt = irty(c, v.t);
  h.t = v.t;
  d_eff(c, d, at, tmp_set(c, h.irt, &h.slot, v.node));
  return h;
}
static ex d_get(C *c, dval h) { return mk(tmp_get(c, h.irt, h.slot), h.t); }

/* Every name a pattern binds, in source order. */
typedef void (*pat_fn)(C *c, TSNode id, void *ctx);
static void pat_walk(C *c, TSNode p, pat_fn fn, void *ctx) {
  if (isnull(p)) return;
  if (is(p, "identifier") || is(p, "shorthand_property_identifier_pattern")) { fn(c, p, ctx); return; }
  if (is(p, "assignment_pattern") || is(p, "object_assignment_pattern")) { pat_walk(c, field(p, F_left), fn, ctx); return; }
  if (is(p, "pair_pattern")) { pat_walk(c, field(p, F_value), fn, ctx); return; }
  if (is(p, "rest_pattern") || is(p, "array_pattern") || is(p, "object_pattern")) {
    uint32_t cnt = ts_node_named_child_count(p);
    for (uint32_t i = 0; i < cnt; i++) pat_walk(c, ts_node_named_child(p, i), fn, ctx);
  }
}
static int is_pattern(TSNode p) { return !isnull(p) && (is(p, "array_pattern") || is(p, "object_pattern")); }

/* A fresh variable `id` of the current scope holding v (D_VAR). */
static uint32_t d_var(C *c, dctx *d, TSNode id, ex v) {
  const char *name = text(c, id);
  ty t = v.t;
  if (scope_find_here(c->sc, name)) ERR(c, id, "Duplicate identifier '%s'.", name);
  sym *y = sym_add(c, c->sc, name, S_VAR);
  y->decl = d->decl;
  y->t = t;
  y->has_type = 1;
  y->is_const = (uint8_t)d->is_const;
  sym_capflags(c, y, id);
  if (t & T_ERR) return FE_IR_NONE;
  if (y->boxed) {
    y->slot = local_add(c, c->fn, y->name, env_ty(c));
    y->slot_ready = 1;
    uint32_t bx = node(c, FE_IR_SET_LOCAL, 0, env_ty(c), y->slot, node(c, FE_IR_ENV_NEW, 0, env_ty(c), 1, 0, 0), 0);
    uint32_t st = node(c, FE_IR_ENV_SET, 0, irty(c, t), node(c, FE_IR_LOCAL, 0, env_ty(c), y->slot, 0, 0), 0, v.node);
    return node(c, FE_IR_SEQ, 0, irty(c, t), bx, st, 0);
  }
  y->slot = local_add(c, c->fn, y->name, irty(c, t));
  return node(c, FE_IR_SET_LOCAL, 0, irty(c, t), y->slot, v.node, 0);
}

/* An assignment target of a destructuring assignment. */
static void d_assign(C *c, dctx *d, TSNode t, ex v) {
  while (is(t, "parenthesized_expression")) t = named(t, 0);
  if (is(t, "member_expression") && !is_optional_chain(t)) {
    ex o = expr(c, field(t, F_object), 0);
    if ((o.t | v.t) & T_ERR) return;
    if (!is_obj(o.t)) {
      if (o.t & (T_UNDEF | T_NULL | T_VOID)) report_nullish(c, field(t, F_object), o.t);
      else ERR(c, t, "unsupported: destructuring into a property of a value of type '%s'", tystr(c, o.t));
      return;
    }
    ex r = obj_set(c, t, field(t, F_property), o.node, o.t, member_name(c, t), v, t);
    if (!(r.t & T_ERR)) d_eff(c, d, t, r.node);
    return;
  }
  if (is(t, "subscript_expression") && !is_optional_chain(t)) {
    ex o = expr(c, field(t, F_object), 0);
    ex i = expr(c, field(t, F_index), T_NUM);
    if ((o.t | i.t | v.t) & T_ERR) return;
    if (!is_arr(o.t) || tuple_of(c, o.t) || typed_of(c, o.t) || i.t != T_NUM) {
      ERR(c, t, "unsupported: destructuring into an element of a value of type '%s'", tystr(c, o.t));
      return;
    }
    ty et = elem_of(c, o.t);
    if (!ex_assignable(c, v, et)) {
      ERR(c, t, "Type '%s' is not assignable to type '%s'.", exstr(c, v, et), tystr(c, et));
      return;
    }
    uint32_t vn = convir(c, coerce(c, v, et, t, 0), FE_IR_T_VALUE);
    d_eff(c, d, t, bcall(c, FE_IR_B_ARRAY_SET, FE_IR_T_VALUE, (uint32_t[]){o.node, i.node, vn}, 3));
    return;
  }
  sym *y = assign_target(c, t);
  if (!y || (v.t & T_ERR)) return;
  if (!ex_assignable(c, v, y->t)) {
    ERR(c, t, "Type '%s' is not assignable to type '%s'.", exstr(c, v, y->t), tystr(c, y->t));
    return;
  }
  ex st = store(c, y, v, t);
  if (!(st.t & T_ERR)) d_eff(c, d, t, st.node);
}

static void d_leaf(C *c, dctx *d, TSNode id, ex v) {
  if (d->mode == D_ASSIGN) { d_assign(c, d, id, v); return; }
  if (!d_room(c, d, id, 3)) return;
  if (d->mode == D_VAR) {
    uint32_t st = d_var(c, d, id, v);
    if (st != FE_IR_NONE) d->items[d->n++] = node(c, FE_IR_EXPR, 0, 0, st, 0, 0);
    return;
  }
  sym *y = decl_sym(c, d->decl, id, (TSNode){0});
  if (!y) return;
  y->is_const = (uint8_t)d->is_const;
  decl_finish(c, y, id, id, d->is_const, 1, v, d->items, &d->n);
}

/* Binds every name of p to an error value (after a diagnostic), so that
 * uses of them do not cascade. */
static void d_err_fn(C *c, TSNode id, void *ctx) {
  dctx *d = ctx;
  if (d->mode != D_ASSIGN) d_leaf(c, d, id, err_ex(c));
}
static void d_err(C *c, dctx *d, TSNode p) { pat_walk(c, p, d_err_fn, d); }

/* target = v, or the default dn when v is undefined. */
static void d_default(C *c, dctx *d, TSNode target, ex v, TSNode dn) {
  if (v.t & T_ERR) { d_err(c, d, target); return; }
  if (!(v.t & (T_UNDEF | T_VOID))) { /* never undefined: the default is dead code (tsc still checks it) */
    ex dv = expr(c, dn, v.t);
    (void)dv;
    destr(c, d, target, v);
    return;
  }
  ty base = ty_mask(c, v.t, T_UNDEF | T_VOID, 0);
  dval h = d_hold(c, d, dn, v);
  ex dv = expr(c, dn, base);
  if (dv.t & T_ERR) { d_err(c, d, target); return; }
  ty rt = base ? ty_union(c, base, dv.t) : dv.t;
  if (rt & T_ERR) {
    ERR(c, dn, "unsupported: a default of type '%s' for a value of type '%s'", tystr(c, dv.t), tystr(c, base));
    d_err(c, d, target);
    return;
  }
  uint32_t irt = irty(c, rt), r;
  uint32_t yes = convto(c, dv.node, dv.t, rt);
  if (!base) {
    r = yes;
  } else {
    uint32_t test = node(c, FE_IR_BINARY, FE_IR_EQ, FE_IR_T_BOOLEAN, convir(c, d_get(c, h).node, FE_IR_T_VALUE),
                         convir(c, undef_node(c), FE_IR_T_VALUE), 0);
    uint32_t no = convto(c, unbox(c, d_get(c, h).node, v.t, base), base, rt);
    r = node(c, FE_IR_COND, 0, irt, test, yes, no);
  }
  destr(c, d, target, mk(r, rt));
}

/* [a, , b = 1, ...rest] */
static void destr_array(C *c, dctx *d, TSNode p, ex v) {
  if (!is_arr(v.t) || typed_of(c, v.t)) {
    if ((v.t & T_ARR) && (v.t & (T_UNDEF | T_NULL | T_VOID))) report_nullish(c, p, v.t);
    else ERR(c, p, "unsupported: destructuring a value of type '%s' with an array pattern", tystr(c, v.t));
    d_err(c, d, p);
    return;
  }
  sig *tp = tuple_of(c, v.t);
  dval h = d_hold(c, d, p, v);
  uint32_t pos = 0, cnt = ts_node_child_count(p);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_child(p, i);
    if (!ts_node_is_named(ch)) {
      if (!strcmp(ntype(ch), ",")) pos++;
      continue;
    }
    if (is(ch, "comment")) continue;
    if (is(ch, "rest_pattern")) {
      ex r;
      if (tp) {
        ty el[256];
        uint32_t items[256], k = 0;
        for (uint32_t q = pos; q < tp->n; q++, k++) el[k] = tp->p[q];
        ty rt = mk_tuple(c, k, el, 0);
        if (rt & T_ERR) { ERR(c, ch, "unsupported: the rest of this tuple"); d_err(c, d, ch); continue; }
        for (uint32_t q = 0; q < k; q++)
          items[q] = convto(c, tuple_elem(c, v.t, d_get(c, h).node, pos + q, ch).node, el[q], sigof(c, rt)->ret);
        r = mk(node(c, FE_IR_ARRAY_LIT, 0, sigof(c, rt)->irt, 0, fe_ir_list_add(c->b, items, k), k), rt);
      } else {
        ty at = mk_arr(c, elem_of(c, v.t));
        uint32_t u = convir(c, undef_node(c), FE_IR_T_VALUE);
        uint32_t from = convir(c, fe_ir_node_num(c->b, pos), FE_IR_T_VALUE);
        r = mk(bcall(c, FE_IR_B_ARRAY_SLICE, sigof(c, at)->irt, (uint32_t[]){d_get(c, h).node, from, u}, 3), at);
      }
      destr(c, d, named(ch, 0), r);
      continue;
    }
    TSNode target = ch, dn = {0};
    if (is(ch, "assignment_pattern")) {
      target = field(ch, F_left);
      dn = field(ch, F_right);
    }
    ex e;
    if (tp) {
      if (pos >= tp->n) {
        ERR(c, ch, "Tuple type '%s' of length '%u' has no element at index '%u'.", tystr(c, v.t), tp->n, pos);
        d_err(c, d, target);
        continue;
      }
      e = tuple_elem(c, v.t, d_get(c, h).node, pos, ch);
    } else {
      e = elem_read(c, v.t, d_get(c, h).node, fe_ir_node_num(c->b, pos), isnull(dn) ? 0 : T_UNDEF);
    }
    if (isnull(dn)) destr(c, d, target, e);
    else d_default(c, d, target, e, dn);
  }
}

/* `...rest` of an object pattern: a new plain object with o's own
 * properties but the skipped ones, in o's order (a class instance: its
 * fields, not its methods or accessors, which live on the prototype).  An
 * optional property o lacks is copied as undefined. */
static ex obj_rest(C *c, TSNode at, dval h, const char **skip, uint32_t nskip) {
  oty *ot = objof(c, h.t);
  if (ot->dict) { /* a dictionary's rest: a copy without the named keys */
    uint32_t oirt = fe_ir_type_object(c->b), so, src = convir(c, d_get(c, h).node, FE_IR_T_VALUE);
    uint32_t acc = tmp_set(c, oirt, &so, bcall(c, FE_IR_B_DICT_COPY, oirt, &src, 1));
    for (uint32_t i = 0; i < nskip; i++) {
      uint32_t args[2] = {tmp_get(c, oirt, so), str_cstr(c, skip[i])};
      acc = node(c, FE_IR_SEQ, 0, FE_IR_T_BOOLEAN, acc, bcall(c, FE_IR_B_DICT_DELETE, FE_IR_T_BOOLEAN, args, 2), 0);
    }
    (void)at;
    return mk(node(c, FE_IR_SEQ, 0, oirt, acc, tmp_get(c, oirt, so), 0), mk_dict(c, ot->dkey, ot->dval));
  }
  cls *k = ot->k;
  if (k) class_layout(c, k);
  uint32_t total = k ? k->nf : ot->n, np = 0, nt = 0;
  prop *ps = fe__alloc(c->A, (total + 1) * sizeof *ps), *tps = fe__alloc(c->A, (total + 1) * sizeof *tps);
  uint32_t *vals = fe__alloc(c->A, (total + 1) * sizeof *vals), *names = fe__alloc(c->A, (total + 1) * sizeof *names),
           *types = fe__alloc(c->A, (total + 1) * sizeof *types);
  for (uint32_t i = 0; i < total; i++) {
    prop pr = k ? k->f[i] : ot->p[i];
    if (k && k->fvis[i] == P_HASH) continue;
    int skipped = 0;
    for (uint32_t q = 0; q < nskip; q++) skipped |= skip[q] == pr.name;
    if (skipped) continue;
    ty pt = pr.opt ? pr.t | T_UNDEF : pr.t;
    if (pr.opt && !k) { /* an absent optional property stays absent in the copy */
      uint32_t args[2] = {d_get(c, h).node, str_cstr(c, pr.name)};
      vals[np] = bcall(c, FE_IR_B_OBJ_GET_OWN, FE_IR_T_VALUE, args, 2);
      if (slot_irt(c, pt) != FE_IR_T_VALUE) vals[np] = convir(c, vals[np], slot_irt(c, pt));
    } else {
      ex e = k ? field_read(c, d_get(c, h).node, i, pr.t) : obj_get(c, at, at, d_get(c, h), pr.name);
      if (e.t & T_ERR) return err_ex(c);
      vals[np] = convir(c, convto(c, e.node, e.t, pt), slot_irt(c, pt));
    }
    names[np] = name_str(c, pr.name);
    types[np] = slot_irt(c, pt);
    ps[np] = pr;
    ps[np].ro = 0;
    np++;
    if (!k || k->fvis[i] == P_PUBLIC) tps[nt++] = ps[np - 1];
  }
  uint32_t kl = fe_ir_class_add(c->b, fe_ir_string_cstr(c->b, ""), FE_IR_NONE, FE_IR_CLASS_LITERAL | FE_IR_CLASS_SPARE, np, names, types, 0, NULL);
  uint32_t r = node(c, FE_IR_NEW_OBJECT, 0, fe_ir_type_object(c->b), kl, fe_ir_list_add(c->b, vals, np), np);
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->n = nt;
  o->p = tps;
  return mk(r, mk_obj(c, o));
}

/* { a, b: c, d = 1, e: { f }, ...rest } */
static void destr_object(C *c, dctx *d, TSNode p, ex v) {
  if (!is_obj(v.t) || coll_of(c, v.t) || objof(c, v.t)->native) {
    if ((v.t & T_OBJ) && (v.t & (T_UNDEF | T_NULL | T_VOID))) report_nullish(c, p, v.t);
    else ERR(c, p, "unsupported: destructuring a value of type '%s' with an object pattern", tystr(c, v.t));
    d_err(c, d, p);
    return;
  }
  dval h = d_hold(c, d, p, v);
  const char *seen[256];
  uint32_t nseen = 0, cnt = ts_node_named_child_count(p);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_named_child(p, i);
    if (is(ch, "comment")) continue;
    if (is(ch, "rest_pattern")) {
      ex r = obj_rest(c, ch, h, seen, nseen);
      if (r.t & T_ERR) d_err(c, d, named(ch, 0));
      else destr(c, d, named(ch, 0), r);
      continue;
    }
    TSNode key, target, dn = {0};
    if (is(ch, "shorthand_property_identifier_pattern")) {
      key = target = ch;
    } else if (is(ch, "object_assignment_pattern")) {
      key = target = field(ch, F_left);
      dn = field(ch, F_right);
    } else if (is(ch, "pair_pattern")) {
      key = field(ch, F_key);
      target = field(ch, F_value);
      if (is(target, "assignment_pattern")) {
        dn = field(target, F_right);
        target = field(target, F_left);
      }
    } else {
      ERR(c, ch, "unsupported: %s in an object pattern", ntype(ch));
      continue;
    }
    const char *name = is(key, "shorthand_property_identifier_pattern") ? text(c, key) : prop_key(c, key);
    if (!name) {
      ERR(c, key, "unsupported: computed property names in patterns");
      d_err(c, d, target);
      continue;
    }
    if (nseen < 256) seen[nseen++] = name;
    ex e = obj_get(c, ch, key, d_get(c, h), name);
    if (isnull(dn)) destr(c, d, target, e);
    else d_default(c, d, target, e, dn);
  }
}

static void destr(C *c, dctx *d, TSNode p, ex v) {
  while (is(p, "parenthesized_expression")) p = named(p, 0);
  if (is(p, "array_pattern") || is(p, "object_pattern")) {
    if (v.t & T_ERR) { d_err(c, d, p); return; }
    if (is(p, "array_pattern")) destr_array(c, d, p, v);
    else destr_object(c, d, p, v);
    return;
  }
  if (is(p, "assignment_pattern")) { /* ([a = 1] = xs) and (a = 1) => ... reach here only as targets */
    d_default(c, d, field(p, F_left), v, field(p, F_right));
    return;
  }
  d_leaf(c, d, p, v);
}

/* The value a pattern destructures: an array literal for an array pattern
 * is a tuple of its elements' types (`const [a, b] = [1, "x"]` gives a
 * number and a string, as tsc infers). */
static ex destr_source(C *c, TSNode pat, TSNode vn, ty want) {
  TSNode in = vn;
  while (is(in, "parenthesized_expression")) in = named(in, 0);
  if (!want && is(pat, "array_pattern") && is(in, "array")) {
    int spread = 0;
    for (uint32_t i = 0; i < ts_node_named_child_count(in); i++) spread |= is(ts_node_named_child(in, i), "spread_element");
    if (!spread) return tuple_lit(c, in, 0, 0);
  }
  ex e = expr(c, vn, want);
  if (want && !(e.t & T_ERR) && !(want & T_ERR)) {
    if (!ex_assignable(c, e, want)) {
      ERR(c, vn, "Type '%s' is not assignable to type '%s'.", exstr(c, e, want), tystr(c, want));
      return err_ex(c);
    }
    e = mk(coerce(c, e, want, vn, 0), want);
  }
  return e;
}

/* const [a, b] = ..., let { x, y } = ...: d's bindings, appended to items. */
static void destr_decl(C *c, TSNode d, int is_const, uint32_t *items, uint32_t *m) {
  TSNode pat = field(d, F_name), tn = field(d, F_type), vn = field(d, F_value);
  dctx dc = {D_DECL, d, is_const, items, *m, *m + 60, 0};
  if (isnull(vn)) {
    ERR(c, pat, "A destructuring declaration must have an initializer.");
    d_err(c, &dc, pat);
  } else {
    ex v = destr_source(c, pat, vn, isnull(tn) ? 0 : type_of(c, tn));
    destr(c, &dc, pat, v);
  }
  *m = dc.n;
}

/* hoist: pre-declares every name of a destructuring declarator. */
typedef struct {
  TSNode d;
  uint32_t *pro, *npro;
} hpat;
static void hoist_pattern_fn(C *c, TSNode id, void *ctx) {
  hpat *h = ctx;
  hoist_var(c, h->d, id, (TSNode){0}, h->pro, h->npro);
}
static void hoist_pattern(C *c, TSNode d, TSNode pat, uint32_t *pro, uint32_t *npro) {
  hpat h = {d, pro, npro};
  pat_walk(c, pat, hoist_pattern_fn, &h);
}
static void count_fn(C *c, TSNode id, void *ctx) {
  (void)c;
  (void)id;
  (*(uint32_t *)ctx)++;
}
/* How many names the destructuring declarations among stmts bind. */
static uint32_t hoist_pattern_count(C *c, TSNode *stmts, uint32_t n) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (!is(stmts[i], "lexical_declaration")) continue;
    uint32_t cnt = ts_node_named_child_count(stmts[i]);
    for (uint32_t j = 0; j < cnt; j++) {
      TSNode d = ts_node_named_child(stmts[i], j);
      if (is(d, "variable_declarator") && is_pattern(field(d, F_name))) pat_walk(c, field(d, F_name), count_fn, &k);
    }
  }
  return k;
}

/* [a, b] = [b, a], ({ x, y } = p): the assignments in order, then the
 * value of the right-hand side. */
static ex destr_assign(C *c, TSNode n) {
  TSNode lhs = field(n, F_left), rhs = field(n, F_right);
  uint32_t items[256];
  dctx dc = {D_ASSIGN, n, 0, items, 0, 250, 0};
  ex v = destr_source(c, lhs, rhs, 0);
  if (v.t & T_ERR) return err_ex(c);
  dval h = d_hold(c, &dc, rhs, v);
  destr(c, &dc, lhs, d_get(c, h));
  if (dc.full) return err_ex(c);
  uint32_t r = d_get(c, h).node;
  for (uint32_t i = dc.n; i-- > 0;) r = node(c, FE_IR_SEQ, 0, h.irt, items[i], r, 0);
  return mk(r, h.t);
}

/* The prologue of a function whose parameter k is a pattern: its names
 * become variables of the function's scope.  Returns the statements' count. */
static uint32_t destr_param(C *c, TSNode pat, sym *param, uint32_t *items, uint32_t cap) {
  dctx dc = {D_VAR, pat, 0, items, 0, cap, 0};
  destr(c, &dc, pat, var_read(c, param, pat));
  return dc.n;
}

/* A loop body's binding of a pattern (for (const [k, v] of ...)). */
static uint32_t destr_loop(C *c, TSNode n, TSNode kind, TSNode pat, ex v) {
  uint32_t items[256];
  dctx dc = {D_VAR, n, text_is(c, kind, "const"), items, 0, 250, 0};
  destr(c, &dc, pat, v);
  return block_of(c, items, dc.n);
}

static brk *brk_push(C *c, int kind, const char *label, uint32_t nd) {
  brk *b = fe__alloc(c->A, sizeof *b);
  b->kind = kind;
  b->label = label;
  b->node = nd;
  b->next = c->brk;
  c->brk = b;
  return b;
}
static void brk_pop(C *c, brk *b) { c->brk = b->next; }
static void brk_flow(C *c, brk *b) {
  if (c->fl.dead) return;
  b->exit = b->has_exit ? join(c, b->exit, c->fl) : c->fl;
  b->has_exit = 1;
}

/* Names assigned anywhere inside n (for dropping narrowings at loop heads). */
/* Drops the narrowings of every variable assigned anywhere inside n (a
 * loop, before its first iteration is checked). */
static void drop_assigned(C *c, TSNode n, flow *f) {
  TSSymbol k = ts_node_symbol(n);
  if (k == kind_ids[K_assignment_expression] || k == kind_ids[K_augmented_assignment_expression] ||
      k == kind_ids[K_update_expression]) {
    TSNode l = k == kind_ids[K_update_expression] ? field(n, F_argument) : field(n, F_left);
    while (!isnull(l) && kind_is(l, K_parenthesized_expression)) l = named(l, 0);
    if (!isnull(l) && kind_is(l, K_identifier)) {
      sym *y = lookup(c, text(c, l));
      if (y && y->kind == S_VAR && narrow_in(f, y) != y->t) narrow_set(c, f, y, y->t);
      if (y && y->kind == S_VAR) narrow_kill_paths(c, f, y);
    }
    if (!isnull(l) && is(l, "member_expression")) nw_push(c, f, NULL, member_name(c, l), 0, 1);
  }
  uint32_t cnt = ts_node_named_child_count(n);
  if (cnt <= 8) { /* ts_node_named_child(n, i) costs O(i): fine for few children */
    for (uint32_t i = 0; i < cnt; i++) drop_assigned(c, ts_node_named_child(n, i), f);
    return;
  }
  TSTreeCursor cur = ts_tree_cursor_new(n);
  if (ts_tree_cursor_goto_first_child(&cur)) {
    do {
      TSNode ch = ts_tree_cursor_current_node(&cur);
      if (ts_node_is_named(ch)) drop_assigned(c, ch, f);
    } while (ts_tree_cursor_goto_next_sibling(&cur));
  }
  ts_tree_cursor_delete(&cur);
}

static int is_true_lit(TSNode n) {
  while (is(n, "parenthesized_expression")) n = named(n, 0);
  return is(n, "true");
}

static uint32_t loop_stmt(C *c, TSNode n, const char *label) {
  const char *t = ntype(n);
  if (!strcmp(t, "while_statement")) {
    uint32_t nd = node(c, FE_IR_WHILE, 0, 0, FE_IR_NONE, FE_IR_NONE, 0);
    drop_assigned(c, n, &c->fl);
    TSNode cn = field(n, F_condition);
    ex cond = expr(c, cn, 0);
    flow head = c->fl;
    narrow_cond(c, cn, 1, &c->fl);
    brk *b = brk_push(c, B_LOOP, label, nd);
    uint32_t body = stmt(c, field(n, F_body));
    brk_pop(c, b);
    flow out = head;
    narrow_cond(c, cn, 0, &out);
    if (is_true_lit(cn)) out.dead = 1;
    c->fl = b->has_exit ? join(c, out, b->exit) : out;
    fe_ir_node *p = fe_ir_node_at(c->b, nd);
    p->a = cond.node;
    p->b = body;
    return nd;
  }
  if (!strcmp(t, "do_statement")) {
    uint32_t nd = node(c, FE_IR_DO_WHILE, 0, 0, FE_IR_NONE, FE_IR_NONE, 0);
    drop_assigned(c, n, &c->fl);
    brk *b = brk_push(c, B_LOOP, label, nd);
    uint32_t body = stmt(c, field(n, F_body));
    brk_pop(c, b);
    c->fl.dead = 0; /* a continue may reach the condition */
    TSNode cn = field(n, F_condition);
    ex cond = expr(c, cn, 0);
    flow out = c->fl;
    narrow_cond(c, cn, 0, &out);
    if (is_true_lit(cn)) out.dead = 1;
    c->fl = b->has_exit ? join(c, out, b->exit) : out;
    fe_ir_node *p = fe_ir_node_at(c->b, nd);
    p->a = body;
    p->b = cond.node;
    return nd;
  }
  if (!strcmp(t, "for_statement")) {
    scope *s = scope_push(c);
    uint32_t nd = node(c, FE_IR_FOR, 0, 0, FE_IR_NONE, FE_IR_NONE, FE_IR_NONE);
    TSNode in = field(n, F_initializer), cn = field(n, F_condition), un = field(n, F_increment);
    uint32_t init = FE_IR_NONE, cond = FE_IR_NONE, upd = FE_IR_NONE;
    if (!isnull(in) && !is(in, "empty_statement")) {
      if (is(in, "lexical_declaration")) init = lexical(c, in);
      else if (is(in, "variable_declaration")) { ERR(c, in, "unsupported: var declarations"); }
      else init = expr_stmt(c, expr(c, is(in, "expression_statement") ? named(in, 0) : in, 0));
    }
    drop_assigned(c, n, &c->fl);
    if (!isnull(cn) && is(cn, "expression_statement")) cn = named(cn, 0);
    int forever = isnull(cn) || is(cn, "empty_statement") || !ts_node_is_named(cn);
    if (!forever) cond = expr(c, cn, 0).node;
    flow head = c->fl;
    if (!forever) narrow_cond(c, cn, 1, &c->fl);
    brk *b = brk_push(c, B_LOOP, label, nd);
    uint32_t body = stmt(c, field(n, F_body));
    brk_pop(c, b);
    if (!isnull(un)) {
      c->fl.dead = 0;
      upd = expr(c, un, 0).node;
    }
    /* Each iteration has its own `let` bindings: closures made in the body
     * keep the boxes of their iteration, the next one continues with copies. */
    for (sym *y = s->syms; y; y = y->next) {
      if (!y->boxed || y->kind != S_VAR || y->is_global) continue;
      uint32_t vt = irty(c, y->t), et = env_ty(c);
      uint32_t t = local_add(c, c->fn, "", et);
      uint32_t mk1 = node(c, FE_IR_SET_LOCAL, 0, et, t, node(c, FE_IR_ENV_NEW, 0, et, 1, 0, 0), 0);
      uint32_t old = node(c, FE_IR_ENV_GET, 0, vt, node(c, FE_IR_LOCAL, 0, et, y->slot, 0, 0), 0, 0);
      uint32_t cp = node(c, FE_IR_ENV_SET, 0, vt, node(c, FE_IR_LOCAL, 0, et, t, 0, 0), 0, old);
      uint32_t sw = node(c, FE_IR_SET_LOCAL, 0, et, y->slot, node(c, FE_IR_LOCAL, 0, et, t, 0, 0), 0);
      uint32_t seq = node(c, FE_IR_SEQ, 0, et, node(c, FE_IR_SEQ, 0, vt, mk1, cp, 0), sw, 0);
      upd = upd == FE_IR_NONE ? seq : node(c, FE_IR_SEQ, 0, fe_ir_node_type(c->b, upd), seq, upd, 0);
    }
    flow out = head;
    if (forever || is_true_lit(cn)) out.dead = 1;
    else narrow_cond(c, cn, 0, &out);
    c->fl = b->has_exit ? join(c, out, b->exit) : out;
    uint32_t ex2[2] = {upd, body};
    uint32_t at = fe_ir_list_add(c->b, ex2, 2);
    fe_ir_node *p = fe_ir_node_at(c->b, nd);
    p->a = init;
    p->b = cond;
    p->c = at;
    c->sc = s->parent;
    return nd;
  }
  return FE_IR_NONE;
}

/* `for (const x of arr) body` over an array, lowered to an index loop that
 * reads the length before each iteration (as JS's array iterator does):
 *   for (ta = arr, ti = 0; ti < ta.length; ti++) { x = ta[ti]; body }  */
/* Declares loop variable `id` of type t in the current scope, set to the
 * value node v at the start of each iteration (a fresh box per iteration
 * when closures capture it); returns that statement. */
static uint32_t destr_loop(C *c, TSNode n, TSNode kind, TSNode pat, ex v);
static int is_pattern(TSNode p);
static uint32_t loop_var(C *c, TSNode n, TSNode kind, TSNode id, ty t, uint32_t v) {
  sym *y = sym_add(c, c->sc, text(c, id), S_VAR);
  y->decl = n;
  y->t = t;
  y->has_type = 1;
  y->is_const = text_is(c, kind, "const");
  sym_capflags(c, y, id);
  if (y->boxed) {
    y->slot = local_add(c, c->fn, y->name, env_ty(c));
    y->slot_ready = 1;
    uint32_t bx = node(c, FE_IR_SET_LOCAL, 0, env_ty(c), y->slot, node(c, FE_IR_ENV_NEW, 0, env_ty(c), 1, 0, 0), 0);
    uint32_t st = node(c, FE_IR_ENV_SET, 0, irty(c, t), node(c, FE_IR_LOCAL, 0, env_ty(c), y->slot, 0, 0), 0, v);
    return expr_stmt(c, mk(node(c, FE_IR_SEQ, 0, irty(c, t), bx, st, 0), t));
  }
  y->slot = local_add(c, c->fn, y->name, irty(c, t));
  return expr_stmt(c, mk(node(c, FE_IR_SET_LOCAL, 0, irty(c, t), y->slot, v, 0), t));
}

/* for (const x of set), for (const [k, v] of map), for (const k of m.keys()),
 * for (const v of m.values()), for (const [k, v] of m.entries()): the
 * position loop of coll_loop_head over the collection o (source kind src). */
static uint32_t coll_for_of(C *c, TSNode n, const char *label, ex o, int src) {
  TSNode kind = field(n, F_kind), left = field(n, F_left), body_n = field(n, F_body);
  oty *k = coll_of(c, o.t);
  int map = k->coll == COLL_MAP;
  /* what each iteration yields: one value (0 key, 1 value) or a pair */
  int pair = src == SRC_ENTRIES || (src == SRC_COLL && map);
  int one = src == SRC_KEYS ? 0 : 1;
  TSNode ids[2];
  memset(ids, 0, sizeof ids);
  if (pair) {
    if (!is(left, "array_pattern")) {
      ERR(c, left, "unsupported: for-of over the entries of a '%s' without destructuring them into [key, value]", tystr(c, o.t));
      return empty_block(c);
    }
    uint32_t pos = 0, cnt = ts_node_child_count(left);
    for (uint32_t i = 0; i < cnt; i++) {
      TSNode ch = ts_node_child(left, i);
      if (!ts_node_is_named(ch)) {
        if (!strcmp(ntype(ch), ",")) pos++;
        continue;
      }
      if (is(ch, "comment")) continue;
      if ((!is(ch, "identifier") && !is_pattern(ch)) || pos > 1) {
        ERR(c, ch, "unsupported: this destructuring of a [key, value] entry");
        return empty_block(c);
      }
      ids[pos] = ch;
    }
  } else if (!is(left, "identifier") && !is_pattern(left)) {
    ERR(c, left, "unsupported: this for-of binding");
    return empty_block(c);
  }
  uint32_t ot = fe_ir_type_object(c->b);
  scope *s = scope_push(c);
  uint32_t nd = node(c, FE_IR_FOR, 0, 0, FE_IR_NONE, FE_IR_NONE, FE_IR_NONE);
  uint32_t sm, sp, ss, init[2], pre;
  init[0] = expr_stmt(c, mk(tmp_set(c, ot, &sm, o.node), o.t));
  uint32_t cond = coll_loop_head(c, c->fn, sm, &sp, &ss, &init[1], &pre);
  drop_assigned(c, n, &c->fl);
  flow head = c->fl;
  uint32_t body[4], nb = 0;
  body[nb++] = pre;
  ty kt = map ? k->key : k->val;
#define AT(id) coll_bcall(c, (id), FE_IR_T_VALUE, LOC(ot, sm), LOC(FE_IR_T_NUMBER, sp), 0, 2)
  if (pair) {
    for (int q = 0; q < 2; q++) {
      if (isnull(ids[q])) continue;
      ty t = q ? k->val : kt;
      uint32_t v = coll_unbox(c, q ? AT(FE_IR_B_MAP_VALUE_AT) : AT(FE_IR_B_MAP_KEY_AT), t);
      body[nb++] = is_pattern(ids[q]) ? destr_loop(c, n, kind, ids[q], mk(v, t)) : loop_var(c, n, kind, ids[q], t, v);
    }
  } else {
    ty t = one ? k->val : kt;
    uint32_t v = coll_unbox(c, AT(one ? FE_IR_B_MAP_VALUE_AT : FE_IR_B_MAP_KEY_AT), t);
    body[nb++] = is_pattern(left) ? destr_loop(c, n, kind, left, mk(v, t)) : loop_var(c, n, kind, left, t, v);
  }
#undef AT
  brk *b = brk_push(c, B_LOOP, label, nd);
  body[nb++] = stmt(c, body_n);
  brk_pop(c, b);
  c->fl = b->has_exit ? join(c, head, b->exit) : head;
  uint32_t ex2[2] = {FE_IR_NONE, block_of(c, body, nb)};
  uint32_t at = fe_ir_list_add(c->b, ex2, 2);
  uint32_t initb = block_of(c, init, 2);
  fe_ir_node *p = fe_ir_node_at(c->b, nd);
  p->a = initb;
  p->b = cond;
  p->c = at;
  c->sc = s->parent;
  return nd;
}

/* for (const k in o): the keys JS enumerates, taken once before the loop
 * (rt_object_keys): an object's own properties in order (a class
 * instance's fields, not its methods), an array's indices as strings. */
static uint32_t for_in(C *c, TSNode n, const char *label) {
  TSNode kind = field(n, F_kind), left = field(n, F_left), right = field(n, F_right);
  if (isnull(kind) || (!text_is(c, kind, "const") && !text_is(c, kind, "let")) || !is(left, "identifier")) {
    ERR(c, n, "unsupported: for-in without a let/const declaration of one name");
    return empty_block(c);
  }
  ex o = expr(c, right, 0);
  if (o.t & T_ERR) return empty_block(c);
  if ((!(o.t & (T_OBJ | T_ARR)) || (o.t & (T_STR | T_NUM | T_BOOL | T_FN)) || (o.t & T_UNKNOWN)) && !(o.t & T_ANY)) {
    ERR(c, right, "unsupported: for-in over a value of type '%s'", tystr(c, o.t));
    return empty_block(c);
  }
  ty kt = mk_arr(c, T_STR);
  uint32_t airt = sigof(c, kt)->irt;
  scope *s = scope_push(c);
  uint32_t nd = node(c, FE_IR_FOR, 0, 0, FE_IR_NONE, FE_IR_NONE, FE_IR_NONE);
  uint32_t so, si, init[2];
  uint32_t keys = bcall(c, FE_IR_B_OBJ_KEYS, airt, (uint32_t[]){convir(c, o.node, FE_IR_T_VALUE)}, 1);
  init[0] = expr_stmt(c, mk(tmp_set(c, airt, &so, keys), kt));
  init[1] = expr_stmt(c, mk(tmp_set(c, FE_IR_T_NUMBER, &si, fe_ir_node_num(c->b, 0)), T_NUM));
  uint32_t len = bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, (uint32_t[]){tmp_get(c, airt, so)}, 1);
  uint32_t cond = node(c, FE_IR_BINARY, FE_IR_LT, FE_IR_T_BOOLEAN, tmp_get(c, FE_IR_T_NUMBER, si), len, 0);
  uint32_t upd = node(c, FE_IR_UPDATE, FE_IR_UPD_INC, FE_IR_T_NUMBER, si, 0, 0);
  drop_assigned(c, n, &c->fl);
  flow head = c->fl;
  ex key = elem_read(c, kt, tmp_get(c, airt, so), tmp_get(c, FE_IR_T_NUMBER, si), 0);
  uint32_t body[2];
  body[0] = loop_var(c, n, kind, left, T_STR, key.node);
  brk *b = brk_push(c, B_LOOP, label, nd);
  body[1] = stmt(c, field(n, F_body));
  brk_pop(c, b);
  c->fl = b->has_exit ? join(c, head, b->exit) : head;
  uint32_t ex2[2] = {upd, block_of(c, body, 2)};
  uint32_t at = fe_ir_list_add(c->b, ex2, 2);
  uint32_t initb = block_of(c, init, 2);
  fe_ir_node *p = fe_ir_node_at(c->b, nd);
  p->a = initb;
  p->b = cond;
  p->c = at;
  c->sc = s->parent;
  return nd;
}

static uint32_t for_of(C *c, TSNode n, const char *label) {
  int of = 0;
  for (uint32_t i = 0; i < ts_node_child_count(n); i++)
    if (!strcmp(ntype(ts_node_child(n, i)), "of")) of = 1;
  if (has_token(n, "await")) { ERR(c, n, "unsupported: for await (async iteration)"); return empty_block(c); }
  if (!of) return for_in(c, n, label);
  TSNode kind = field(n, F_kind), left = field(n, F_left), right = field(n, F_right);
  if (isnull(kind) || (!text_is(c, kind, "const") && !text_is(c, kind, "let"))) {
    ERR(c, n, "unsupported: for-of without a let/const declaration");
    return empty_block(c);
  }
  ex o;
  int src = coll_source(c, right, 0, &o); /* Map and Set: coll_for_of */
  if (o.t & T_ERR) return empty_block(c);
  if (src != SRC_OTHER) return coll_for_of(c, n, label, o, src);
  if (o.t & T_ANY) o = mk(any_cast(c, o.node, mk_arr(c, T_ANY_ALL), right), mk_arr(c, T_ANY_ALL));
  if ((o.t & (T_UNDEF | T_NULL | T_VOID)) && coll_of(c, o.t & ~(T_UNDEF | T_NULL | T_VOID))) {
    report_nullish(c, right, o.t);
    return empty_block(c);
  }
  if (!is(left, "identifier") && !is_pattern(left)) { ERR(c, left, "unsupported: this for-of binding"); return empty_block(c); }
  if (giter_of(c, o.t)) return giter_for_of(c, n, label, o);
  if (!is_arr(o.t)) {
    if (o.t & (T_UNDEF | T_NULL | T_VOID)) report_nullish(c, right, o.t);
    else ERR(c, right, "unsupported: for-of over a value of type '%s'", tystr(c, o.t));
    return empty_block(c);
  }
  uint32_t airt = sigof(c, o.t)->irt;
  scope *s = scope_push(c);
  uint32_t nd = node(c, FE_IR_FOR, 0, 0, FE_IR_NONE, FE_IR_NONE, FE_IR_NONE);
  uint32_t so, si, init[2];
  init[0] = expr_stmt(c, mk(tmp_set(c, airt, &so, o.node), o.t));
  init[1] = expr_stmt(c, mk(tmp_set(c, FE_IR_T_NUMBER, &si, fe_ir_node_num(c->b, 0)), T_NUM));
  uint32_t len = bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, (uint32_t[]){tmp_get(c, airt, so)}, 1);
  uint32_t cond = node(c, FE_IR_BINARY, FE_IR_LT, FE_IR_T_BOOLEAN, tmp_get(c, FE_IR_T_NUMBER, si), len, 0);
  uint32_t upd = node(c, FE_IR_UPDATE, FE_IR_UPD_INC, FE_IR_T_NUMBER, si, 0, 0);
  drop_assigned(c, n, &c->fl);
  flow head = c->fl;
  ty et = elem_of(c, o.t);
  ex first = elem_read(c, o.t, tmp_get(c, airt, so), tmp_get(c, FE_IR_T_NUMBER, si), 0);
  uint32_t body[2];
  sym *y = NULL;
  if (is_pattern(left)) { /* for (const [k, v] of pairs), for (const { x, y } of points) */
    body[0] = destr_loop(c, n, kind, left, first);
  } else {
    y = sym_add(c, c->sc, text(c, left), S_VAR);
    y->decl = n;
    y->t = et;
    y->has_type = 1;
    y->is_const = text_is(c, kind, "const");
    sym_capflags(c, y, left);
  }
  if (!y) {
  } else if (y->boxed) { /* a new box each iteration */
    y->slot = local_add(c, c->fn, y->name, env_ty(c));
    y->slot_ready = 1;
    uint32_t bx = node(c, FE_IR_SET_LOCAL, 0, env_ty(c), y->slot, node(c, FE_IR_ENV_NEW, 0, env_ty(c), 1, 0, 0), 0);
    uint32_t st = node(c, FE_IR_ENV_SET, 0, irty(c, et), node(c, FE_IR_LOCAL, 0, env_ty(c), y->slot, 0, 0), 0, first.node);
    body[0] = expr_stmt(c, mk(node(c, FE_IR_SEQ, 0, irty(c, et), bx, st, 0), et));
  } else {
    y->slot = local_add(c, c->fn, y->name, irty(c, et));
    body[0] = expr_stmt(c, mk(node(c, FE_IR_SET_LOCAL, 0, irty(c, et), y->slot, first.node, 0), et));
  }
  brk *b = brk_push(c, B_LOOP, label, nd);
  body[1] = stmt(c, field(n, F_body));
  brk_pop(c, b);
  c->fl = b->has_exit ? join(c, head, b->exit) : head;
  uint32_t ex2[2] = {upd, block_of(c, body, 2)};
  uint32_t at = fe_ir_list_add(c->b, ex2, 2);
  uint32_t initb = block_of(c, init, 2); /* (before taking p: a new node may move the node array) */
  fe_ir_node *p = fe_ir_node_at(c->b, nd);
  p->a = initb;
  p->b = cond;
  p->c = at;
  c->sc = s->parent;
  return nd;
}

static uint32_t switch_stmt(C *c, TSNode n, const char *label) {
  TSNode vn = field(n, F_value), body = field(n, F_body);
  ex d = expr(c, vn, 0);
  uint32_t nd = node(c, FE_IR_SWITCH, 0, 0, FE_IR_NONE, 0, 0);
  /* case tests first, to pick the comparison type */
  uint32_t cnt = ts_node_named_child_count(body);
  TSNode *cases = fe__alloc(c->A, (cnt + 1) * sizeof *cases);
  ex *tests = fe__alloc(c->A, (cnt + 1) * sizeof *tests);
  uint32_t nc = 0;
  int all_same = 1, bad = (d.t & T_ERR) != 0, has_default = 0;
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode cs = ts_node_named_child(body, i);
    if (!is(cs, "switch_case") && !is(cs, "switch_default")) continue;
    cases[nc] = cs;
    if (is(cs, "switch_case")) {
      TSNode tv = field(cs, F_value);
      tests[nc] = expr(c, tv, d.t);
      if (tests[nc].t & T_ERR) bad = 1;
      else if (!(d.t & T_ERR) && (!overlap(c, d.t, tests[nc].t) || lit_disjoint(c, ex_exact(c, d), ex_exact(c, tests[nc])))) {
        ERR(c, tv, "Type '%s' is not comparable to type '%s'.", tests[nc].lit ? tests[nc].lit : tystr(c, tests[nc].t), tystr(c, ex_exact(c, d)));
        bad = 1;
      } else if (irty(c, tests[nc].t) != irty(c, d.t)) all_same = 0;
    } else {
      has_default = 1;
      tests[nc].node = FE_IR_NONE;
    }
    nc++;
  }
  uint32_t dir = irty(c, d.t);
  int cmp_value = !all_same || !(dir == FE_IR_T_NUMBER || dir == FE_IR_T_STRING || dir == FE_IR_T_BOOLEAN || dir == FE_IR_T_VALUE);
  uint32_t dnode = cmp_value ? convir(c, d.node, FE_IR_T_VALUE) : d.node;
  scope *s = scope_push(c);
  /* hoist over every clause: the switch body is one scope */
  uint32_t pros[nc + 1], npros = 0;
  for (uint32_t i = 0; i < nc; i++) {
    TSNode *stmts;
    uint32_t k = collect_stmts(c, cases[i], &stmts, 1);
    uint32_t pro = hoist(c, stmts, k);
    if (pro != FE_IR_NONE) pros[npros++] = pro;
  }
  brk *b = brk_push(c, B_SWITCH, label, nd);
  flow entry = c->fl;
  /* narrowing: a case with a literal narrows the subject (or, for
     `switch (x.kind)`, x) to it; default and the no-match exit get what no
     case took, and are unreachable when that is never */
  flow none = entry;
  for (uint32_t i = 0; i < nc; i++) {
    ty L = tests[i].node != FE_IR_NONE && !bad ? lit_of_node(c, field(cases[i], F_value)) : 0;
    if (L) narrow_eq_lit(c, &none, vn, L, 0);
  }
  if (!bad && !none.dead && subject_type(c, &none, vn) == 0) {
    none.dead = 1;
    if (!has_default) c->exhaustive = 1;
  }
  uint32_t *items = fe__alloc(c->A, (nc + 1) * sizeof *items);
  c->fl.dead = 1;
  for (uint32_t i = 0; i < nc; i++) {
    flow in = entry;
    ty L = tests[i].node != FE_IR_NONE && !bad ? lit_of_node(c, field(cases[i], F_value)) : 0;
    if (L) narrow_eq_lit(c, &in, vn, L, 1);
    else if (tests[i].node == FE_IR_NONE) in = none;
    c->fl = in.dead && c->fl.dead ? in : join(c, in, c->fl);
    TSNode *stmts;
    uint32_t k = collect_stmts(c, cases[i], &stmts, 1);
    uint32_t *ss = fe__alloc(c->A, (k + 1) * sizeof *ss);
    uint32_t m = stmt_list(c, stmts, k, ss);
    uint32_t bl = block_of(c, ss, m);
    uint32_t tn = tests[i].node;
    if (tn != FE_IR_NONE && cmp_value) tn = convir(c, tn, FE_IR_T_VALUE);
    items[i] = node(c, FE_IR_CASE, 0, 0, tn, bl, 0);
  }
  brk_pop(c, b);
  check_deferred(c, s);
  c->sc = s->parent;
  flow out = c->fl;
  if (!has_default) out = join(c, out, none);
  c->fl = b->has_exit ? join(c, out, b->exit) : out;
  (void)bad;
  uint32_t at = fe_ir_list_add(c->b, items, nc);
  fe_ir_node *p = fe_ir_node_at(c->b, nd);
  p->a = dnode;
  p->b = at;
  p->c = nc;
  if (!npros) return nd;
  pros[npros++] = nd; /* break targets the switch node: still inside this block */
  return block_of(c, pros, npros);
}

static uint32_t labeled(C *c, TSNode n) {
  TSNode ln = field(n, F_label), body = field(n, F_body);
  if (isnull(body)) body = named(n, 1);
  const char *label = text(c, ln);
  for (brk *b = c->brk; b; b = b->next)
    if (b->label && !strcmp(b->label, label)) ERR(c, ln, "Duplicate label '%s'.", label);
  const char *t = ntype(body);
  if (!strcmp(t, "while_statement") || !strcmp(t, "do_statement") || !strcmp(t, "for_statement"))
    return loop_stmt(c, body, label);
  if (!strcmp(t, "switch_statement")) return switch_stmt(c, body, label);
  if (!strcmp(t, "for_in_statement")) return for_of(c, body, label);
  uint32_t nd = node(c, FE_IR_BLOCK, 0, 0, 0, 0, 0);
  brk *b = brk_push(c, B_LABEL, label, nd);
  uint32_t inner = stmt(c, body);
  brk_pop(c, b);
  if (b->has_exit) c->fl = join(c, c->fl, b->exit);
  uint32_t at = fe_ir_list_add(c->b, &inner, 1);
  fe_ir_node *p = fe_ir_node_at(c->b, nd);
  p->b = at;
  p->c = 1;
  return nd;
}

static uint32_t jump(C *c, TSNode n, int is_break) {
  TSNode ln = field(n, F_label);
  const char *label = isnull(ln) ? NULL : text(c, ln);
  brk *target = NULL;
  for (brk *b = c->brk; b; b = b->next) {
    if (label) {
      if (b->label && !strcmp(b->label, label)) { target = b; break; }
    } else if (b->kind == B_LOOP || (is_break && b->kind == B_SWITCH)) {
      target = b;
      break;
    }
  }
  int crosses = 0;
  for (brk *b = c->fn->outer_brk; b && !target; b = b->next)
    if (label ? (b->label && !strcmp(b->label, label)) : (b->kind == B_LOOP || (is_break && b->kind == B_SWITCH)))
      crosses = 1;
  if (!target) {
    if (crosses) ERR(c, n, "Jump target cannot cross function boundary.");
    else if (label && is_break) ERR(c, n, "A 'break' statement can only jump to a label of an enclosing statement.");
    else if (label) ERR(c, n, "A 'continue' statement can only jump to a label of an enclosing iteration statement.");
    else if (is_break) ERR(c, n, "A 'break' statement can only be used within an enclosing iteration or switch statement.");
    else ERR(c, n, "A 'continue' statement can only be used within an enclosing iteration statement.");
    c->fl.dead = 1;
    return empty_block(c);
  }
  if (!is_break && target->kind != B_LOOP) {
    ERR(c, n, "A 'continue' statement can only jump to a label of an enclosing iteration statement.");
    c->fl.dead = 1;
    return empty_block(c);
  }
  if (is_break) brk_flow(c, target);
  c->fl.dead = 1;
  return node(c, is_break ? FE_IR_BREAK : FE_IR_CONTINUE, 0, 0, target->node, 0, 0);
}

static uint32_t return_stmt(C *c, TSNode n) {
  fnctx *f = c->fn;
  TSNode vn = named(n, 0);
  if (f->is_main) {
    ERR(c, n, "A 'return' statement can only be used within a function body.");
    c->fl.dead = 1;
    return empty_block(c);
  }
  uint32_t r;
  if (isnull(vn)) {
    if (f->infer) {
      f->empty_returns++;
      r = node(c, FE_IR_RETURN, 0, 0, FE_IR_NONE, 0, 0);
      f->rets = grow(f->rets, &f->caprets, f->nrets + 1, sizeof *f->rets);
      f->rets[f->nrets++] = r;
    } else {
      if (!(f->ret & (T_UNDEF | T_VOID | T_ERR)))
        ERR(c, n, "Type 'undefined' is not assignable to type '%s'.", tystr(c, f->ret));
      uint32_t v = irty(c, f->ret) == FE_IR_T_UNDEFINED ? FE_IR_NONE : convto(c, undef_node(c), T_UNDEF, f->ret);
      r = node(c, FE_IR_RETURN, 0, 0, v, 0, 0);
    }
  } else if (f->is_gen) {
    r = gen_return_stmt(c, f, vn);
  } else if (f->is_async) {
    /* return v or return p (a promise the function's promise then follows) */
    ex e = expr(c, vn, f->infer ? 0 : f->ret);
    ty vt = awaited(c, e.t);
    uint32_t v = e.node;
    if (f->infer) {
      f->value_returns++;
      if (e.t & T_ERR) f->inferred |= T_ERR;
      else if (uclash(c, f->inferred, vt)) ERR(c, vn, "unsupported: returning different function or array types");
      else f->inferred = ty_union(c, f->inferred, vt);
    } else if (!(e.t & T_ERR)) {
      if (vt != e.t ? !assignable(c, vt, f->ret) : !ex_assignable(c, e, f->ret))
        ERR(c, vn, "Type '%s' is not assignable to type '%s'.", vt != e.t ? tystr(c, vt) : exstr(c, e, f->ret), tystr(c, f->ret));
      else if (vt == e.t)
        v = coerce(c, e, f->ret, vn, 0);
    }
    r = node(c, FE_IR_RETURN, 0, 0, v, 0, 0);
  } else {
    ex e = expr(c, vn, f->infer ? 0 : f->ret);
    if (f->infer) {
      f->value_returns++;
      if (!(e.t & T_ERR)) {
        if (uclash(c, f->inferred, e.t))
          ERR(c, vn, "unsupported: returning different function or array types");
        else
          f->inferred = ty_union(c, f->inferred, e.t);
      } else {
        f->inferred |= T_ERR;
      }
      r = node(c, FE_IR_RETURN, 0, 0, e.node, 0, 0);
      f->rets = grow(f->rets, &f->caprets, f->nrets + 1, sizeof *f->rets);
      f->rets[f->nrets++] = r;
    } else {
      uint32_t v = e.node;
      if (!(e.t & T_ERR)) {
        if (!ex_assignable(c, e, f->ret))
          ERR(c, vn, "Type '%s' is not assignable to type '%s'.", exstr(c, e, f->ret), tystr(c, f->ret));
        else
          v = coerce(c, e, f->ret, vn, 0);
      }
      if (irty(c, f->ret) == FE_IR_T_UNDEFINED && fe_ir_node_type(c->b, v) != FE_IR_T_UNDEFINED) {
        /* void function returning a value: evaluate, then return nothing */
        uint32_t es = expr_stmt(c, mk(v, e.t));
        uint32_t rr = node(c, FE_IR_RETURN, 0, 0, FE_IR_NONE, 0, 0);
        uint32_t two[2] = {es, rr};
        c->fl.dead = 1;
        return block_of(c, two, 2);
      }
      r = node(c, FE_IR_RETURN, 0, 0, irty(c, f->ret) == FE_IR_T_UNDEFINED ? FE_IR_NONE : v, 0, 0);
    }
  }
  c->fl.dead = 1;
  return r;
}

static uint32_t if_stmt(C *c, TSNode n) {
  TSNode cn = field(n, F_condition), tn = field(n, F_consequence), en = field(n, F_alternative);
  ex cond = expr(c, cn, 0);
  flow base = c->fl;
  narrow_cond(c, cn, 1, &c->fl);
  uint32_t then = stmt(c, tn);
  flow ft = c->fl;
  c->fl = base;
  narrow_cond(c, cn, 0, &c->fl);
  uint32_t els = FE_IR_NONE;
  if (!isnull(en)) {
    TSNode inner = is(en, "else_clause") ? named(en, 0) : en;
    els = stmt(c, inner);
  }
  c->fl = join(c, ft, c->fl);
  return node(c, FE_IR_IF, 0, 0, cond.node, then, els);
}

/* ---- exceptions ------------------------------------------------------------ */

/* Error and its subclasses print and convert as errors; the prelude's own
 * classes are exported for the runtime (see prelude.c). */
static uint32_t class_error_flags(C *c, cls *k) {
  uint32_t fl = in_prelude(c, ts_node_start_byte(k->decl)) ? FE_IR_CLASS_BUILTIN : 0;
  cls *r = k;
  while (r->parent) r = r->parent;
  if (in_prelude(c, ts_node_start_byte(r->decl)) && !strcmp(r->name, "Error")) fl |= FE_IR_CLASS_ERROR;
  return fl;
}

/* throw v: any value, boxed. */
static uint32_t throw_stmt(C *c, TSNode n) {
  TSNode vn = named(n, 0);
  ex e = expr(c, vn, 0);
  c->fl.dead = 1;
  if (e.t & T_ERR) return empty_block(c);
  if (e.t == T_VOID) {
    ERR(c, vn, "An expression of type 'void' cannot be tested for truthiness.");
    return empty_block(c);
  }
  uint32_t v = coerce(c, e, T_UNKNOWN_ALL, vn, 0);
  return node(c, FE_IR_THROW, 0, 0, convir(c, v, FE_IR_T_VALUE), 0, 0);
}

/* try/catch/finally.  The catch variable is `unknown` (`any` when annotated
 * so); the TRY node stores the caught value
 * in a hidden local, which a boxed variable copies into its box.  Flow: the
 * catch body starts from the flow before the try without the narrowings the
 * body may have undone, the finally body from the same without those of the
 * catch body either; after the statement, the join of the ends of the body
 * and the catch body (dead if the finally body cannot complete). */
static uint32_t try_stmt(C *c, TSNode n) {
  TSNode body = field(n, F_body);
  TSNode h = ts_node_child_by_field_name(n, "handler", 7), fz = ts_node_child_by_field_name(n, "finalizer", 9);
  flow start = c->fl;
  uint32_t b = block(c, body);
  flow after = c->fl;
  uint32_t slot = FE_IR_NONE, cb = FE_IR_NONE, fb = FE_IR_NONE;
  if (!isnull(h)) {
    c->fl = start;
    drop_assigned(c, body, &c->fl);
    scope *s = scope_push(c);
    TSNode p = field(h, F_parameter), tn = field(h, F_type);
    uint32_t items[3], m = 0;
    if (!isnull(p) && !is(p, "identifier")) {
      ERR(c, p, "unsupported: destructuring a caught value");
    } else if (!isnull(p)) {
      TSNode tt = isnull(tn) ? tn : named(tn, 0);
      if (!isnull(tt) && !text_is(c, tt, "unknown") && !text_is(c, tt, "any"))
        ERR(c, tt, "Catch clause variable type annotation must be 'any' or 'unknown' if specified.");
      const char *name = text(c, p);
      sym *y = sym_add(c, s, name, S_VAR);
      y->decl = p;
      sym_capflags(c, y, p);
      y->t = !isnull(tt) && text_is(c, tt, "any") ? T_ANY_ALL : T_UNKNOWN_ALL; /* `catch (e: any)` */
      y->has_type = 1;
      if (y->boxed) {
        slot = local_add(c, c->fn, "(caught)", FE_IR_T_VALUE);
        y->slot = local_add(c, c->fn, name, env_ty(c));
        y->slot_ready = 1;
        items[m++] = box_new(c, y);
        items[m++] = expr_stmt(c, store(c, y, mk(node(c, FE_IR_LOCAL, 0, FE_IR_T_VALUE, slot, 0, 0), T_UNKNOWN_ALL), p));
      } else {
        y->slot = slot = local_add(c, c->fn, name, FE_IR_T_VALUE);
      }
      da_set(&c->fl, y);
    }
    items[m++] = block(c, field(h, F_body));
    c->sc = s->parent;
    cb = block_of(c, items, m);
    after = join(c, after, c->fl);
  }
  if (!isnull(fz)) {
    c->fl = start;
    drop_assigned(c, body, &c->fl);
    if (!isnull(h)) drop_assigned(c, h, &c->fl);
    fb = block(c, field(fz, F_body));
    int dead = c->fl.dead;
    c->fl = after;
    drop_assigned(c, fz, &c->fl);
    if (dead) c->fl.dead = 1;
  } else {
    c->fl = after;
  }
  uint32_t pair[2] = {cb, fb};
  return node(c, FE_IR_TRY, 0, 0, b, slot, fe_ir_list_add(c->b, pair, 2));
}

static uint32_t stmt(C *c, TSNode n) {
  if (isnull(n)) return empty_block(c);
  const char *t = ntype(n);
  if (!strcmp(t, "expression_statement")) {
    TSNode e = named(n, 0);
    if (!isnull(e) && is(e, "yield_expression") && has_token(e, "*") && c->fn->is_gen) return yield_delegate_stmt(c, e);
    ex x = expr(c, e, 0);
    if (x.t == 0 && !(x.t & T_ERR)) c->fl.dead = 1; /* a call returning never */
    return expr_stmt(c, x);
  }
  if (!strcmp(t, "lexical_declaration")) return lexical(c, n);
  if (!strcmp(t, "statement_block")) return block(c, n);
  if (!strcmp(t, "if_statement")) return if_stmt(c, n);
  if (!strcmp(t, "while_statement") || !strcmp(t, "do_statement") || !strcmp(t, "for_statement"))
    return loop_stmt(c, n, NULL);
  if (!strcmp(t, "return_statement")) return return_stmt(c, n);
  if (!strcmp(t, "break_statement")) return jump(c, n, 1);
  if (!strcmp(t, "continue_statement")) return jump(c, n, 0);
  if (!strcmp(t, "switch_statement")) return switch_stmt(c, n, NULL);
  if (!strcmp(t, "labeled_statement")) return labeled(c, n);
  if (!strcmp(t, "empty_statement")) return empty_block(c);
  if (!strcmp(t, "function_declaration") || !strcmp(t, "generator_function_declaration") || !strcmp(t, "type_alias_declaration"))
    return empty_block(c); /* hoisted */
  if (!strcmp(t, "variable_declaration")) { ERR(c, n, "unsupported: var declarations"); return empty_block(c); }
  if (!strcmp(t, "for_in_statement")) return for_of(c, n, NULL);
  if (!strcmp(t, "class_declaration") || !strcmp(t, "abstract_class_declaration")) return class_statics(c, n);
  if (!strcmp(t, "interface_declaration")) return empty_block(c); /* hoisted */
  if (!strcmp(t, "enum_declaration")) return empty_block(c); /* hoisted; members are constants */
  if (!strcmp(t, "import_statement")) {
    TSNode src = field(n, F_source);
    /* node:* imports were bound when the module's statements were hoisted */
    if (!isnull(src) && nat_module(c->src + ts_node_start_byte(src), ts_node_end_byte(src) - ts_node_start_byte(src)))
      return empty_block(c);
  }
  if (!strcmp(t, "import_statement") || !strcmp(t, "import_alias")) { ERR(c, n, "unsupported: import declarations"); return empty_block(c); }
  if (!strcmp(t, "export_statement")) return module_export_stmt(c, n);
  if (!strcmp(t, "try_statement")) return try_stmt(c, n);
  if (!strcmp(t, "throw_statement")) return throw_stmt(c, n);
  if (!strcmp(t, "function_signature")) { ERR(c, n, "unsupported: overload signatures"); return empty_block(c); }
  if (!strcmp(t, "ambient_declaration")) { ERR(c, n, "unsupported: declare statements"); return empty_block(c); }
  if (!strcmp(t, "module") || !strcmp(t, "internal_module")) { ERR(c, n, "unsupported: namespaces"); return empty_block(c); }
  if (!strcmp(t, "with_statement")) { ERR(c, n, "unsupported: with statements"); return empty_block(c); }
  if (!strcmp(t, "debugger_statement")) { ERR(c, n, "unsupported: debugger statements"); return empty_block(c); }
  ERR(c, n, "unsupported: statement '%s'", t);
  return empty_block(c);
}

static uint32_t stmt_list(C *c, TSNode *stmts, uint32_t n, uint32_t *out) {
  uint32_t m = 0;
  for (uint32_t i = 0; i < n; i++) out[m++] = stmt(c, stmts[i]);
  return m;
}

/* ---- functions ------------------------------------------------------------ */

/* Does the body contain `return <expr>` (outside nested functions)? */
static int has_value_return(TSNode n) {
  TSTreeCursor cur = ts_tree_cursor_new(n);
  int found = 0;
  for (;;) {
    TSNode x = ts_tree_cursor_current_node(&cur);
    int descend = ts_node_is_named(x);
    if (kind_is(x, K_return_statement)) {
      if (!isnull(named(x, 0))) { found = 1; break; }
      descend = 0;
    } else if (kind_is(x, K_function_declaration) || kind_is(x, K_function_expression) || kind_is(x, K_arrow_function) ||
               kind_is(x, K_function) || kind_is(x, K_class_declaration) || kind_is(x, K_method_definition) ||
               kind_is(x, K_generator_function_declaration) || kind_is(x, K_generator_function)) {
      descend = 0;
    }
    if (descend && ts_tree_cursor_goto_first_child(&cur)) continue;
    while (!ts_tree_cursor_goto_next_sibling(&cur))
      if (!ts_tree_cursor_goto_parent(&cur)) goto done;
  }
done:
  ts_tree_cursor_delete(&cur);
  return found;
}

/* Declares the functions, let/const and type aliases of a statement list
 * before it is checked.  Returns the statements that must run when the
 * block is entered (FE_IR_NONE if none): boxes for its boxed variables,
 * then the closures of its nested function declarations, whose capture
 * lists are filled in once their bodies are checked (fn_decl_check). */
/* Pre-declares the let/const name nm of declarator d (pending until its
 * declaration runs); a box it needs is made in the prologue pro. */
static void hoist_var(C *c, TSNode d, TSNode nm, TSNode tn, uint32_t *pro, uint32_t *npro) {
  const char *name = text(c, nm);
  sym *old = scope_find_here(c->sc, name);
  if (old) {
    ERR(c, nm, "Cannot redeclare block-scoped variable '%s'.", name);
    return;
  }
  sym *y = sym_add(c, c->sc, name, S_VAR);
  y->decl = d;
  y->pending = 1;
  y->module_top = c->sc == c->modscope;
  if (!(y->module_top && (used_in_function(c, name) || c->top_globals))) sym_capflags(c, y, nm);
  if (y->boxed) {
    y->slot = local_add(c, c->fn, name, env_ty(c));
    y->slot_ready = 1;
    pro[(*npro)++] = box_new(c, y);
  }
  if (!isnull(tn) && !type_uses_query(c, tn)) { /* (a type naming `typeof v` waits for v: lexical) */
    y->t = type_of(c, tn);
    y->has_type = 1;
  }
  if (y->module_top && (used_in_function(c, name) || c->top_globals)) {
    /* an IR global from the start (functions in its own initializer
       may use it); its type is set once known (lexical) */
    y->is_global = 1;
    y->slot = fe_ir_global_add(c->b, fe_ir_string_cstr(c->b, name), y->has_type ? irty(c, y->t) : FE_IR_T_VALUE);
  }
}

static uint32_t hoist(C *c, TSNode *stmts, uint32_t n) {
  int nested = !(c->fn == c->mainfn && c->sc == c->modscope);
  uint32_t *pro = fe__alloc(c->A, (2 * n + 1 + hoist_pattern_count(c, stmts, n)) * sizeof *pro), npro = 0;
  sym **fns = fe__alloc(c->A, (n + 1) * sizeof *fns);
  uint32_t nfns = 0;
  /* Imports of Node's built-in modules first: every declaration may use them. */
  for (uint32_t i = 0; i < n && !nested; i++)
    if (is(stmts[i], "import_statement")) (void)nat_import(c, stmts[i]);
  for (uint32_t i = 0; i < n; i++) {
    TSNode s = stmts[i];
    if (is(s, "function_declaration") || is(s, "generator_function_declaration")) {
      TSNode nm = field(s, F_name);
      const char *name = text(c, nm);
      sym *old = scope_find_here(c->sc, name);
      if (old) {
        if (old->kind == S_FUNC) ERR(c, nm, "Duplicate function implementation.");
        else ERR(c, nm, "Cannot redeclare block-scoped variable '%s'.", name);
        continue;
      }
      sym *y = sym_add(c, c->sc, name, S_FUNC);
      y->decl = s;
      if (!isnull(field(s, F_type_parameters))) { /* instantiated per call */
        y->gen = gen_new(c, G_FN, name, s, s, field(s, F_type_parameters));
        y->checked = 1;
        y->t = T_ERR;
        continue;
      }
      if (nested) {
        y->nested = 1;
        sym_capflags(c, y, nm);
        y->captured = 0; /* the closure is made when the block is entered: a value, not a copy */
        y->boxed = (capflags(c, nm) & CAP_CAPTURED) != 0;
        y->slot = local_add(c, c->fn, name, y->boxed ? env_ty(c) : FE_IR_T_UNDEFINED);
        y->slot_ready = 1;
        if (y->boxed) pro[npro++] = box_new(c, y);
        fns[nfns++] = y;
      }
      /* A signature known without looking at the body can be declared now. */
      if (type_uses_query(c, field(s, F_parameters)) || type_uses_query(c, field(s, F_return_type))) continue;
      params p;
      c->dl->muted++;
      params_read(c, field(s, F_parameters), &p, NULL, 0);
      c->dl->muted--;
      TSNode rt = field(s, F_return_type);
      int known = !p.bad && !type_uses_query(c, field(s, F_parameters)) && !type_uses_query(c, rt);
      for (uint32_t k = 0; k < p.n; k++)
        if (!p.annotated[k]) known = 0;
      if (known) {
        ty ret;
        if (!isnull(rt)) {
          c->dl->muted++;
          ret = type_of(c, rt);
          c->dl->muted--;
        } else if (!has_token(s, "*") && !has_value_return(field(s, F_body))) {
          ret = T_VOID;
        } else {
          continue;
        }
        c->dl->muted++;
        for (uint32_t k = 0; k < p.n; k++) p.t[k] = type_of(c, field(p.nodes[k], F_type));
        c->dl->muted--;
        if (isnull(rt) && has_token(s, "async")) ret = mk_promise(c, ret);
        y->t = mk_fn(c, p.n, p.t, p.name, p.opt, ret);
        y->has_type = 1;
        y->irfn = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, name), sigof(c, y->t)->irt, 0, line_of(s));
      }
    } else if (is(s, "lexical_declaration")) {
      uint32_t cnt = ts_node_named_child_count(s);
      for (uint32_t k = 0; k < cnt; k++) {
        TSNode d = ts_node_named_child(s, k);
        if (!is(d, "variable_declarator")) continue;
        TSNode nm = field(d, F_name);
        if (!is(nm, "identifier")) { /* a destructuring declaration: each name it binds */
          hoist_pattern(c, d, nm, pro, &npro);
          continue;
        }
        hoist_var(c, d, nm, field(d, F_type), pro, &npro);
      }
    } else if (is(s, "class_declaration") || is(s, "abstract_class_declaration")) {
      class_declare(c, s);
    } else if (is(s, "enum_declaration")) {
      TSNode nm = field(s, F_name);
      const char *name = text(c, nm);
      if (scope_find_here(c->sc, name)) { ERR(c, nm, "Duplicate identifier '%s'.", name); continue; }
      sym *y = sym_add(c, c->sc, name, S_TYPE);
      y->decl = s;
    } else if (is(s, "interface_declaration")) {
      TSNode nm = field(s, F_name);
      const char *name = text(c, nm);
      sym *old = scope_find_here(c->sc, name);
      if (old && (old->kind == S_TYPE || old->kind == S_CLASS)) {
        ERR(c, nm, "Duplicate identifier '%s'.", name); /* (declaration merging is not supported) */
        continue;
      }
      sym *y = sym_add(c, c->sc, name, S_TYPE);
      y->decl = s;
      if (!isnull(field(s, F_type_parameters))) y->gen = gen_new(c, G_IFACE, name, s, s, field(s, F_type_parameters));
    } else if (is(s, "type_alias_declaration")) {
      TSNode nm = field(s, F_name);
      const char *name = text(c, nm);
      if (scope_find_here(c->sc, name) && scope_find_here(c->sc, name)->kind == S_TYPE) {
        ERR(c, nm, "Duplicate identifier '%s'.", name);
        continue;
      }
      sym *y = sym_add(c, c->sc, name, S_TYPE);
      y->decl = s;
      if (!isnull(field(s, F_type_parameters))) y->gen = gen_new(c, G_ALIAS, name, s, s, field(s, F_type_parameters));
    }
  }
  /* resolve aliases now so their errors are reported once */
  for (sym *y = c->sc->syms; y; y = y->next)
    if (y->kind == S_TYPE && !y->has_type && !y->gen && !has_type_query(y->decl)) named_type(c, y, y->decl);
  /* lay out classes (in source order: symbols are prepended) and find overrides */
  uint32_t nk = 0;
  for (sym *y = c->sc->syms; y; y = y->next) nk += y->kind == S_CLASS;
  if (nk) {
    cls **ks = fe__alloc(c->A, nk * sizeof *ks);
    uint32_t q = nk;
    for (sym *y = c->sc->syms; y; y = y->next)
      if (y->kind == S_CLASS) ks[--q] = y->k;
    for (uint32_t i = 0; i < nk; i++) class_layout(c, ks[i]);
    for (uint32_t i = 0; i < nk; i++) class_overrides(c, ks[i]);
  }
  for (uint32_t i = 0; i < nfns; i++) {
    sym *y = fns[i];
    y->clo_node = node(c, FE_IR_CLOSURE, 0, 0, 0, 0, 0); /* patched by fn_decl_check */
    y->clo_set = y->boxed ? node(c, FE_IR_ENV_SET, 0, 0, var_home(c, c->fn, y), 0, y->clo_node)
                          : node(c, FE_IR_SET_LOCAL, 0, 0, y->slot, y->clo_node, 0);
    pro[npro++] = node(c, FE_IR_EXPR, 0, 0, y->clo_set, 0, 0);
  }
  return npro ? block_of(c, pro, npro) : FE_IR_NONE;
}

static void check_deferred(C *c, scope *s) {
  for (sym *y = s->syms; y; y = y->next)
    if (y->kind == S_CLASS && y->k->state == 2) class_check_bodies(c, y->k);
  if (s == c->modscope) gen_check_pending(c);
  /* symbols are prepended: walk in source order for stable diagnostics */
  uint32_t n = 0;
  for (sym *y = s->syms; y; y = y->next)
    if (y->kind == S_FUNC && !y->checked && !y->checking) n++;
  if (!n) return;
  sym **list = fe__alloc(c->A, n * sizeof *list);
  n = 0;
  for (sym *y = s->syms; y; y = y->next)
    if (y->kind == S_FUNC && !y->checked && !y->checking) list[n++] = y;
  while (n > 0) {
    sym *y = list[--n];
    if (!y->checked && !y->checking) fn_decl_check(c, y);
  }
}


/* Checks and lowers a function; returns its type (T_FN | sig) and IR index. */
static ty fn_build(C *c, fnjob *j, uint32_t *irfn_out) {
  /* save the enclosing context */
  fnctx *save_fn = c->fn;
  flow save_fl = c->fl;
  scope *save_sc = c->sc;
  brk *save_brk = c->brk;

  fnctx *f = fe__alloc(c->A, sizeof *f);
  f->irfn = j->irfn;
  f->name = j->name;
  f->self = j->self;
  int is_async = !isnull(j->whole) && has_token(j->whole, "async");
  f->is_async = is_async;
  int is_gen = !isnull(j->whole) && has_token(j->whole, "*");
  f->is_gen = is_gen;
  f->yield_infer = 1;
  f->line = line_of(j->whole);
  c->fn = f;
  memset(&c->fl, 0, sizeof c->fl);
  f->outer_brk = c->brk ? c->brk : (save_fn ? save_fn->outer_brk : NULL);
  c->brk = NULL;
  c->sc = j->outer;
  scope *s = scope_push(c);
  (void)s;

  params p;
  params_read(c, j->params, &p, j->ctx, 1);
  if (is(j->whole, "arrow_function") && isnull(j->params)) {
    /* x => ...: one untyped parameter */
    TSNode pn = field(j->whole, F_parameter);
    memset(&p, 0, sizeof p);
    p.n = 1;
    p.nodes[0] = pn;
    p.name[0] = text(c, pn);
    if (j->ctx && j->ctx->n > 0) p.t[0] = j->ctx->p[0] | (j->ctx->opt[0] ? T_UNDEF : 0);
    else { ERR(c, pn, "Parameter '%s' implicitly has an 'any' type.", p.name[0]); p.t[0] = T_ERR; }
  }
  uint32_t nparams = p.n;
  if (j->ctx && j->ctx->n > nparams) nparams = j->ctx->n; /* extra params the context passes */
  const char *pvar[64]; /* the parameters' variable names (a rest parameter's without its "...") */
  for (uint32_t i = 0; i < p.n; i++)
    pvar[i] = strncmp(p.name[i], "...", 3) ? p.name[i] : intern(c, p.name[i] + 3, strlen(p.name[i] + 3));
  /* param slots */
  sym *psym[64];
  for (uint32_t i = 0; i < p.n; i++) {
    ty st = p.opt[i] ? (p.t[i] | T_UNDEF) : p.t[i];
    if (p.t[i] == 0 && p.has_default[i]) st = T_UNDEF | T_NUM; /* fixed up below */
    psym[i] = NULL;
    if (scope_find_here(c->sc, pvar[i])) {
      ERR(c, p.nodes[i], "Duplicate identifier '%s'.", pvar[i]);
    }
    uint32_t irt = irty(c, st);
    if (j->ctx && i < j->ctx->n) {
      ty ct = j->ctx->opt[i] ? (j->ctx->p[i] | T_UNDEF) : j->ctx->p[i];
      irt = irty(c, ct);
      if (irt != irty(c, st) && !(st & T_ERR) && !(ct & T_ERR)) {
        if (!assignable(c, ct, st))
          ERR(c, p.nodes[i], "Type '%s' is not assignable to type '%s'.", tystr(c, ct), tystr(c, st));
        else
          ERR(c, p.nodes[i], "unsupported: parameter '%s' of type '%s' where the context passes '%s'", p.name[i], tystr(c, st), tystr(c, ct));
      }
    }
    local_add(c, f, pvar[i], irt);
  }
  for (uint32_t i = p.n; i < nparams; i++) {
    ty ct = j->ctx->opt[i] ? (j->ctx->p[i] | T_UNDEF) : j->ctx->p[i];
    local_add(c, f, "", irty(c, ct));
  }
  f->nparams = nparams;
  /* parameter symbols and default-value prologue */
  uint32_t *prologue = fe__alloc(c->A, (3 * 64 + 8 + 256 + (j->ctor_of ? j->ctor_of->nf : 0)) * sizeof *prologue), np = 0;
  for (uint32_t i = 0; i < p.n; i++) {
    sym *y = sym_add(c, c->sc, pvar[i], S_VAR);
    psym[i] = y;
    y->pending = 1; /* later parameters are not visible to earlier defaults */
    y->has_type = 1;
    y->slot = i;
    y->t = p.opt[i] ? (p.t[i] | T_UNDEF) : p.t[i];
  }
  for (uint32_t i = 0; i < p.n; i++) {
    sym *y = psym[i];
    if (p.has_default[i]) {
      TSNode dv = field(p.nodes[i], F_value);
      ex d = expr(c, dv, p.t[i]);
      ty T = p.t[i];
      if (T == 0) {
        T = d.t;
        if (T == T_UNDEF || T == 0) T = T_ERR;
      }
      y->t = T;
      if (!(d.t & T_ERR) && !(T & T_ERR) && !ex_assignable(c, d, T)) {
        ERR(c, dv, "Type '%s' is not assignable to type '%s'.", exstr(c, d, T), tystr(c, T));
      } else {
        uint32_t pslot = i;
        uint32_t pir = f->ltype[pslot];
        uint32_t dnode = coerce(c, d, T, dv, 0);
        uint32_t tir = irty(c, T);
        if (pir != FE_IR_T_VALUE) {
          /* the slot is not boxed (e.g. T includes undefined and is one type) */
          y->slot = pslot;
          f->ltype[pslot] = tir;
        } else {
          uint32_t slot = local_add(c, f, pvar[i], tir);
          uint32_t pv = node(c, FE_IR_LOCAL, 0, FE_IR_T_VALUE, pslot, 0, 0);
          uint32_t u = node(c, FE_IR_CONVERT, 0, FE_IR_T_VALUE, undef_node(c), 0, 0);
          uint32_t test = node(c, FE_IR_BINARY, FE_IR_EQ, FE_IR_T_BOOLEAN, pv, u, 0);
          uint32_t pv2 = node(c, FE_IR_LOCAL, 0, FE_IR_T_VALUE, pslot, 0, 0);
          uint32_t unb = node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, tir, pv2, 0, 0); /* not undefined */
          uint32_t cond = node(c, FE_IR_COND, 0, tir, test, dnode, unb);
          prologue[np++] = expr_stmt(c, mk(node(c, FE_IR_SET_LOCAL, 0, tir, slot, cond, 0), T));
          y->slot = slot;
        }
      }
    }
    y->pending = 0;
  }
  /* parameters that closures share move into boxes */
  for (uint32_t i = 0; i < p.n; i++) {
    sym *y = psym[i];
    TSNode id = is(p.nodes[i], "identifier") ? p.nodes[i] : field(p.nodes[i], F_pattern);
    if (!isnull(id) && is(id, "rest_pattern")) id = named(id, 0);
    sym_capflags(c, y, id);
    if (!y->boxed) continue;
    uint32_t irt = f->ltype[y->slot];
    uint32_t v = node(c, FE_IR_LOCAL, 0, irt, y->slot, 0, 0);
    y->slot = local_add(c, f, y->name, env_ty(c));
    y->slot_ready = 1;
    prologue[np++] = box_new(c, y);
    uint32_t box = node(c, FE_IR_LOCAL, 0, env_ty(c), y->slot, 0, 0);
    prologue[np++] = node(c, FE_IR_EXPR, 0, 0, node(c, FE_IR_ENV_SET, 0, irt, box, 0, v), 0, 0);
  }
  /* destructured parameters: their names become variables */
  for (uint32_t i = 0; i < p.n; i++) {
    TSNode pat = is(p.nodes[i], "identifier") ? p.nodes[i] : field(p.nodes[i], F_pattern);
    if (is_pattern(pat)) np += destr_param(c, pat, psym[i], prologue + np, 256);
  }
  if (j->this_t) prologue[np++] = this_decl(c, f, NULL, j->this_t, j->whole);
  f->static_of = j->static_of;
  if (j->k) { /* a method or constructor: `this`, and a base class's field initializers */
    f->k = j->k;
    f->ctor_of = j->ctor_of;
    prologue[np++] = this_decl(c, f, j->k, 0, j->whole);
    if (j->ctor_of && !j->ctor_of->parent) {
      uint32_t *inits = fe__alloc(c->A, (j->ctor_of->nf + 1) * sizeof *inits);
      uint32_t ni = class_inits(c, j->ctor_of, inits, j->ctor_of->nf);
      for (uint32_t i = 0; i < ni; i++) prologue[np++] = node(c, FE_IR_EXPR, 0, 0, inits[i], 0, 0);
    }
  }

  /* return type */
  if (is_gen && is_async) {
    ERR(c, j->whole, "unsupported: async generators");
    f->ret = T_ERR;
    f->infer = 0;
  } else if (is_gen) {
    gen_fn_ret(c, f, j);
  } else if (!isnull(j->rettype)) {
    f->ret = type_of(c, j->rettype);
    f->infer = 0;
    if (is_async && !(f->ret & T_ERR)) {
      if (!prom_of(c, f->ret)) {
        ERR(c, j->rettype, "The return type of an async function or method must be the global Promise<T> type. Did you mean to write 'Promise<%s>'?", tystr(c, f->ret));
        f->ret = T_ERR;
      } else {
        f->ret = prom_of(c, f->ret)->val;
      }
    }
  } else if (j->self && j->self->has_type) {
    f->ret = sigof(c, j->self->t)->ret;
    if (is_async) f->ret = prom_of(c, f->ret) ? prom_of(c, f->ret)->val : T_ERR;
    f->infer = 0;
  } else {
    f->infer = 1;
  }
  ty ctx_ret = j->ctx ? j->ctx->ret : 0;
  if (is_async && j->ctx) /* what the context's promise holds; a void context takes any promise */
    ctx_ret = prom_of(c, ctx_ret) ? prom_of(c, ctx_ret)->val : (ctx_ret & T_VOID) && !(ctx_ret & ~T_VOID) ? T_ERR : ctx_ret;
  int use_ctx_ret = j->ctx && f->infer;

  /* the declared signature, when known before the body (for recursion) */
  if (j->self && !j->self->has_type && !f->infer) {
    ty ps[64];
    for (uint32_t i = 0; i < p.n; i++) ps[i] = p.t[i] == 0 && p.has_default[i] && psym[i] ? psym[i]->t : p.t[i]; /* (`sep = "/"`: the default's type) */
    j->self->t = mk_fn(c, p.n, ps, p.name, p.opt, is_async ? mk_promise(c, f->ret) : is_gen ? mk_generator(c, f->yield_t, f->ret) : f->ret);
    j->self->has_type = 1;
  }
  if (j->self && j->self->has_type && f->irfn == FE_IR_NONE) {
    f->irfn = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, j->name ? j->name : ""), sigof(c, j->self->t)->irt, 0, f->line);
    j->self->irfn = f->irfn;
  }

  uint32_t body;
  TSNode bn = j->body;
  if (!isnull(bn) && is(bn, "statement_block")) {
    TSNode *stmts;
    uint32_t k = collect_stmts(c, bn, &stmts, 0);
    scope *bs = scope_push(c);
    (void)bs;
    /* the body shares the parameters' scope for redeclaration purposes */
    c->sc = bs->parent;
    uint32_t pro = hoist(c, stmts, k);
    int saved_exhaustive = c->exhaustive;
    c->exhaustive = 0;
    uint32_t *items = fe__alloc(c->A, (k + np + 3) * sizeof *items);
    memcpy(items, prologue, np * sizeof *items);
    uint32_t m = np;
    if (pro != FE_IR_NONE) items[m++] = pro;
    m += stmt_list(c, stmts, k, items + m);
    check_deferred(c, c->sc);
    int end_reachable = !c->fl.dead;
    if (f->infer) {
      ty r;
      if (f->value_returns == 0) {
        /* tsc: a function expression or arrow function that never returns
         * (it always throws) returns never; a declaration still returns void */
        r = T_VOID;
        if (!end_reachable && !f->empty_returns && !isnull(j->whole) &&
            (is(j->whole, "arrow_function") || is(j->whole, "function_expression")))
          r = 0;
      } else {
        r = f->inferred;
        if (f->empty_returns || end_reachable) r |= T_UNDEF;
      }
      f->ret = r;
    } else if (end_reachable && !(f->ret & (T_UNDEF | T_VOID | T_ERR)) && f->ret != 0) {
      ERR(c, j->rettype, "Function lacks ending return statement and return type does not include 'undefined'.");
    }
    if (end_reachable || c->exhaustive) {
      /* (after a switch that covers every case, the end is reachable only
         for values the types rule out: JS returns undefined there) */
      uint32_t v = irty(c, f->ret) == FE_IR_T_UNDEFINED ? FE_IR_NONE : convto(c, undef_node(c), T_UNDEF, f->ret);
      items[m++] = node(c, FE_IR_RETURN, 0, 0, v, 0, 0);
    }
    c->exhaustive = saved_exhaustive;
    body = block_of(c, items, m);
  } else {
    /* expression body */
    ex e = expr(c, bn, f->infer ? ctx_ret : f->ret);
    uint32_t v = e.node;
    int follows = 0; /* an async arrow whose body is a promise: the result follows it */
    if (is_async && !(e.t & T_ERR) && awaited(c, e.t) != e.t) {
      ty vt = awaited(c, e.t);
      if (f->infer) f->ret = vt;
      else if (!assignable(c, vt, f->ret)) ERR(c, bn, "Type '%s' is not assignable to type '%s'.", tystr(c, vt), tystr(c, f->ret));
      follows = 1;
    }
    if (follows) {
    } else if (f->infer) {
      f->ret = e.t;
      if (f->ret & T_ERR) f->ret = T_ERR;
    } else if (!(e.t & T_ERR)) {
      if (!ex_assignable(c, e, f->ret)) ERR(c, bn, "Type '%s' is not assignable to type '%s'.", exstr(c, e, f->ret), tystr(c, f->ret));
      else v = coerce(c, e, f->ret, bn, 0);
    }
    uint32_t *items = fe__alloc(c->A, (np + 3) * sizeof *items);
    memcpy(items, prologue, np * sizeof *items);
    uint32_t m = np;
    if (f->infer) {
      uint32_t r = node(c, FE_IR_RETURN, 0, 0, v, 0, 0);
      f->rets = grow(f->rets, &f->caprets, f->nrets + 1, sizeof *f->rets);
      f->rets[f->nrets++] = r;
      f->value_returns++;
      items[m++] = r;
    } else if (irty(c, f->ret) == FE_IR_T_UNDEFINED && !follows) {
      items[m++] = expr_stmt(c, mk(v, e.t));
      items[m++] = node(c, FE_IR_RETURN, 0, 0, FE_IR_NONE, 0, 0);
    } else {
      items[m++] = node(c, FE_IR_RETURN, 0, 0, v, 0, 0);
    }
    body = block_of(c, items, m);
  }

  /* contextual return type: check, then adopt it for the IR signature */
  if (use_ctx_ret && !(f->ret & T_ERR) && !(ctx_ret & T_ERR)) {
    int ctx_void = (ctx_ret & T_VOID) && !(ctx_ret & ~T_VOID);
    if (!ctx_void && !assignable(c, f->ret, ctx_ret)) {
      ERR(c, j->body, "Type '%s' is not assignable to type '%s'.", tystr(c, f->ret), tystr(c, ctx_ret));
    } else if (ctx_void || irty(c, f->ret) != irty(c, ctx_ret)) {
      f->ret = ctx_ret;
    }
  }
  if (f->infer && !is_async && !is_gen) { /* (an async function's RETURN boxes whatever it has) */
    /* patch recorded returns to the final return type */
    for (uint32_t i = 0; i < f->nrets; i++) {
      fe_ir_node *r = fe_ir_node_at(c->b, f->rets[i]);
      uint32_t v = r->a;
      uint32_t want = irty(c, f->ret);
      if (want == FE_IR_T_UNDEFINED) {
        if (v != FE_IR_NONE && fe_ir_node_type(c->b, v) != FE_IR_T_UNDEFINED) {
          /* value discarded: keep evaluation by converting to undefined */
          uint32_t cv = node(c, FE_IR_CONVERT, 0, FE_IR_T_UNDEFINED, v, 0, 0);
          r = fe_ir_node_at(c->b, f->rets[i]);
          r->a = cv;
        }
        continue;
      }
      uint32_t nv = v == FE_IR_NONE ? node(c, FE_IR_CONVERT, 0, want, undef_node(c), 0, 0) : convir(c, v, want);
      if (v == FE_IR_NONE && want == FE_IR_T_UNDEFINED) nv = FE_IR_NONE;
      r = fe_ir_node_at(c->b, f->rets[i]);
      r->a = nv;
    }
    /* implicit end-of-body return was built with the final type already */
  }
  free(f->rets);

  /* signature */
  ty sigt;
  if (j->self && j->self->has_type) {
    sigt = j->self->t;
  } else {
    ty ps[64];
    const char *pn[64];
    uint8_t po[64];
    for (uint32_t i = 0; i < nparams && i < 64; i++) {
      if (i < p.n) {
        ps[i] = psym[i] ? psym[i]->t : p.t[i];
        if (p.opt[i] && !p.has_default[i]) ps[i] = p.t[i];
        if (p.has_default[i] && psym[i]) ps[i] = psym[i]->t;
        pn[i] = p.name[i];
        po[i] = p.opt[i];
      } else {
        ps[i] = j->ctx->p[i];
        pn[i] = j->ctx->pname[i];
        po[i] = j->ctx->opt[i];
      }
    }
    if (is_gen && f->yield_infer && !f->yield_t) f->yield_t = 0; /* never yields: Generator<never> */
    sigt = mk_fn(c, nparams, ps, pn, po, is_async ? mk_promise(c, f->ret) : is_gen ? mk_generator(c, f->yield_t, f->ret) : f->ret);
    if (j->self) {
      j->self->t = sigt;
      j->self->has_type = 1;
    }
  }
  if (f->irfn == FE_IR_NONE)
    f->irfn = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, j->name ? j->name : ""), sigof(c, sigt)->irt, 0, f->line);
  if (j->self) j->self->irfn = f->irfn;
  for (uint32_t i = 0; i < f->nlocals; i++)
    fe_ir_func_local(c->b, f->irfn, fe_ir_string_cstr(c->b, f->lname[i]), f->ltype[i], i < f->nparams);
  fe_ir_func_body(c->b, f->irfn, body);
  if (is_async) fe_ir_func_flags(c->b, f->irfn, FE_IR_FN_ASYNC);
  if (is_gen) fe_ir_func_flags(c->b, f->irfn, FE_IR_FN_GENERATOR);
  free(f->lname);
  free(f->ltype);
  if (f->ncaps > 256) ERR(c, j->whole, "unsupported: a function capturing more than 256 variables");
  j->ncaps = f->ncaps;
  j->caps = f->ncaps ? acopy(c, f->caps, f->ncaps * sizeof *f->caps) : NULL;
  free(f->caps);

  c->fn = save_fn;
  c->fl = save_fl;
  c->sc = save_sc;
  c->brk = save_brk;
  *irfn_out = f->irfn;
  return sigt;
}

static void fn_decl_check(C *c, sym *y) {
  TSNode s = y->decl;
  if (y->checked || y->checking) return;
  y->checking = 1;
  if (!isnull(field(s, F_type_parameters))) {
    ERR(c, s, "unsupported: generic functions");
    y->t = T_ERR;
    y->checked = 1;
    y->checking = 0;
    return;
  }
  fnjob j;
  memset(&j, 0, sizeof j);
  j.params = field(s, F_parameters);
  j.body = field(s, F_body);
  j.rettype = field(s, F_return_type);
  j.whole = s;
  j.name = y->name;
  j.self = y;
  j.outer = y->declscope;
  j.irfn = y->irfn;
  uint32_t irfn;
  ty t = fn_build(c, &j, &irfn);
  y->t = t;
  y->has_type = 1;
  y->irfn = irfn;
  y->checked = 1;
  y->checking = 0;
  if (y->nested && !(t & T_ERR)) {
    /* fill in the closure made when its block is entered (see hoist) */
    uint32_t irt = sigof(c, t)->irt;
    uint32_t list = caps_list(c, y->owner, j.caps, j.ncaps);
    fe_ir_node *cn = fe_ir_node_at(c->b, y->clo_node);
    cn->type = (uint16_t)irt;
    cn->a = irfn;
    cn->b = list;
    cn->c = j.ncaps;
    fe_ir_node_at(c->b, y->clo_set)->type = (uint16_t)irt;
    if (!y->boxed) y->owner->ltype[y->slot] = irt;
  }
}

/* Makes sure a function symbol's type and IR index are known; 0 on error. */
static int fn_decl_ensure(C *c, sym *y, TSNode use) {
  if (y->t & T_ERR) return 0;
  if (y->has_type && y->irfn != FE_IR_NONE) return 1;
  if (y->checking) {
    ERR(c, use, "'%s' implicitly has return type 'any' because it does not have a return type annotation and is referenced directly or indirectly in one of its return expressions.", y->name);
    return 0;
  }
  fn_decl_check(c, y);
  return y->has_type && !(y->t & T_ERR) && y->irfn != FE_IR_NONE;
}

/* The type of a function expression whose parameters and result are all annotated. */
static int fn_sig_annotated(C *c, TSNode n, ty *out) {
  if (isnull(field(n, F_return_type)) || isnull(field(n, F_parameters)) || !isnull(field(n, F_type_parameters))) return 0;
  params p;
  c->dl->muted++;
  params_read(c, field(n, F_parameters), &p, NULL, 0);
  c->dl->muted--;
  if (p.bad) return 0;
  for (uint32_t i = 0; i < p.n; i++)
    if (!p.annotated[i]) return 0;
  c->dl->muted++;
  ty ret = type_of(c, field(n, F_return_type));
  for (uint32_t i = 0; i < p.n; i++) p.t[i] = type_of(c, field(p.nodes[i], F_type));
  c->dl->muted--;
  if (ret & T_ERR) return 0;
  *out = mk_fn(c, p.n, p.t, p.name, p.opt, ret);
  return 1;
}

/* Does the subtree n hold the identifier `name` (interned)? */
static int mentions(C *c, TSNode n, const char *name) {
  if (isnull(n)) return 0;
  if (is(n, "identifier")) return text(c, n) == name;
  uint32_t cnt = ts_node_named_child_count(n);
  for (uint32_t i = 0; i < cnt; i++)
    if (mentions(c, ts_node_named_child(n, i), name)) return 1;
  return 0;
}

/* `const go = (x: T) => { ... go(k) ... }`: an arrow or function expression
 * with annotated parameters whose block body returns no value has type
 * (params) => void before its body is checked (as tsc infers it), so the body
 * may call it recursively. */
static int fn_sig_void(C *c, TSNode n, ty *out) {
  if (!(is(n, "arrow_function") || is(n, "function_expression")) || has_token(n, "async") || has_token(n, "*")) return 0;
  if (!isnull(field(n, F_return_type)) || !isnull(field(n, F_type_parameters)) || isnull(field(n, F_parameters))) return 0;
  TSNode body = field(n, F_body);
  if (isnull(body) || !is(body, "statement_block") || has_value_return(body)) return 0;
  params p;
  c->dl->muted++;
  params_read(c, field(n, F_parameters), &p, NULL, 0);
  c->dl->muted--;
  if (p.bad) return 0;
  for (uint32_t i = 0; i < p.n; i++)
    if (!p.annotated[i]) return 0;
  c->dl->muted++;
  for (uint32_t i = 0; i < p.n; i++) p.t[i] = type_of(c, field(p.nodes[i], F_type));
  c->dl->muted--;
  for (uint32_t i = 0; i < p.n; i++)
    if (p.t[i] & T_ERR) return 0;
  *out = mk_fn(c, p.n, p.t, p.name, p.opt, T_VOID);
  return 1;
}

static ex fn_value(C *c, TSNode n, ty expect, sym *self) {
  (void)self;
  if (!isnull(field(n, F_type_parameters))) { ERR(c, n, "unsupported: generic functions"); return err_ex(c); }
  sig *ctx = NULL;
  if (expect & T_FN) ctx = sigof(c, expect);
  fnjob j;
  memset(&j, 0, sizeof j);
  j.params = field(n, F_parameters);
  j.body = field(n, F_body);
  j.rettype = field(n, F_return_type);
  j.whole = n;
  j.ctx = ctx;
  j.irfn = FE_IR_NONE;
  j.outer = c->sc;
  TSNode nm = field(n, F_name);
  sym *selfsym = NULL;
  if (!isnull(nm) && !is(n, "arrow_function")) {
    /* a named function expression sees its own name */
    scope *s = fe__alloc(c->A, sizeof *s);
    s->parent = c->sc;
    s->fn = c->fn;
    selfsym = sym_add(c, s, text(c, nm), S_FUNC);
    selfsym->decl = n;
    j.outer = s;
    j.self = selfsym;
    j.name = selfsym->name;
    selfsym->checking = 1;
  }
  if (selfsym) selfsym->nested = 1;
  /* its name used by a closure inside it: that closure reads the function
     from a box of the creating function, filled once it exists */
  int selfbox = selfsym && (capflags(c, nm) & CAP_CAPTURED);
  if (selfbox) {
    selfsym->boxed = 1;
    selfsym->slot = local_add(c, c->fn, selfsym->name, env_ty(c));
    selfsym->slot_ready = 1;
  }
  uint32_t irfn;
  ty t = fn_build(c, &j, &irfn);
  if (selfsym) { selfsym->checking = 0; selfsym->checked = 1; }
  if (t & T_ERR) return err_ex(c);
  uint32_t list = caps_list(c, c->fn, j.caps, j.ncaps);
  uint32_t clo = node(c, FE_IR_CLOSURE, 0, sigof(c, t)->irt, irfn, list, j.ncaps);
  if (selfbox) {
    uint32_t e = node(c, FE_IR_SET_LOCAL, 0, env_ty(c), selfsym->slot, node(c, FE_IR_ENV_NEW, 0, env_ty(c), 1, 0, 0), 0);
    uint32_t set = node(c, FE_IR_ENV_SET, 0, sigof(c, t)->irt, node(c, FE_IR_LOCAL, 0, env_ty(c), selfsym->slot, 0, 0), 0, clo);
    clo = node(c, FE_IR_SEQ, 0, sigof(c, t)->irt, e, set, 0);
  }
  return mk(clo, t);
}

/* ---- generics --------------------------------------------------------------
 *
 * Kiln monomorphises generics.  A generic function, class, method, interface
 * or type alias is instantiated once per distinct tuple of type arguments:
 * its declaration is checked again with the type parameters bound, as type
 * symbols in a scope of their own (gen_scope), to concrete checker types.
 * An instantiation is an ordinary function, class or object type named after
 * its arguments (`identity<number>`, `Box<string>`), cached on its generic
 * declaration by those arguments (gen_same), so each exists once and IR
 * names are readable and deterministic.
 *
 * Why: the alternative, one body for every instantiation with each T a
 * uniform NaN-boxed VALUE, would box a number on every call and check its tag
 * on every use; monomorphised, `sum<number>` adds unboxed doubles in
 * registers and a `Stack<number>` keeps a number[] of raw doubles, exactly as
 * if written by hand.  The price is code size: one copy of the body per
 * instantiation (as C++ templates and Rust generics), which stays small for
 * the handful of instantiations real programs make; a depth limit stops
 * polymorphic recursion (f<T> calling f<T[]>) from instantiating forever.
 * Bodies are checked per instantiation, so an error that only one
 * instantiation has is reported in the body and at the use that made it;
 * a generic that is never instantiated is not checked.
 *
 * Classes: the class symbol's own cls (k->gen set) holds only the static
 * members, which cannot refer to type parameters and are shared by all
 * instantiations; each instantiation is a cls of its own (k->gtmpl, its type
 * parameters in k->gscope) with the instance members, whose IR class has the
 * class's plain name (console.log prints `Box { value: 1 }` as Node does)
 * and the statics class as its IR parent, so `x instanceof Box` holds for
 * every instantiation.  Generic methods are instantiated per call like
 * functions and are never virtual.
 *
 * Type arguments are explicit (`f<number>(1)`, `new Box<string>("a")`),
 * defaults (`<T = string>`), or inferred from the arguments (gen_infer walks
 * a parameter's type annotation against an argument's type: T, T[], Box<T>,
 * { value: T }, (x: T) => U, T | undefined).  Callbacks whose parameters are
 * unannotated are checked after the other arguments, first on the side with
 * the type arguments known so far (to learn what they return), then for real
 * with the final instantiation's parameter type as their context.
 */

static gdecl *gen_new(C *c, int kind, const char *name, TSNode decl, TSNode fn, TSNode tps) {
  gdecl *g = fe__alloc(c->A, sizeof *g);
  g->kind = kind;
  g->name = name;
  g->decl = decl;
  g->fn = fn;
  g->outer = c->sc;
  uint32_t cnt = ts_node_named_child_count(tps);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode tp = ts_node_named_child(tps, i);
    if (!is(tp, "type_parameter")) continue;
    if (g->ntp == G_MAXTP) { ERR(c, tp, "unsupported: more than %d type parameters", G_MAXTP); break; }
    uint32_t k = g->ntp++;
    g->tpnode[k] = tp;
    g->tpname[k] = text(c, field(tp, F_name));
    for (uint32_t j = 0; j < ts_node_named_child_count(tp); j++) {
      TSNode ch = ts_node_named_child(tp, j);
      if (is(ch, "constraint")) g->tpcons[k] = named(ch, 0);
      else if (is(ch, "default_type")) g->tpdef[k] = named(ch, 0);
    }
    if (isnull(g->tpdef[k])) {
      if (g->nreq < k) ERR(c, tp, "Required type parameters may not follow optional type parameters.");
      g->nreq = k + 1;
    }
  }
  return g;
}

/* The display of a generic with its parameters ("Box<T>") or arguments. */
static const char *gen_display(C *c, gdecl *g, const ty *args, uint32_t n) {
  sbuf b = {0};
  sb_put(&b, g->name);
  sb_put(&b, "<");
  for (uint32_t i = 0; i < n; i++) {
    if (i) sb_put(&b, ", ");
    if (args) ty_show(c, &b, args[i], 0);
    else sb_put(&b, g->tpname[i]);
  }
  sb_put(&b, ">");
  const char *r = intern(c, b.p, b.n);
  free(b.p);
  return r;
}

/* A scope binding g's type parameters to args (T_ERR for unknown ones). */
static scope *gen_scope(C *c, gdecl *g, scope *parent, const ty *args) {
  scope *s = fe__alloc(c->A, sizeof *s);
  s->parent = parent;
  s->fn = parent ? parent->fn : c->mainfn;
  s->k = parent ? parent->k : NULL;
  for (uint32_t i = 0; i < g->ntp; i++) {
    sym *y = sym_add(c, s, g->tpname[i], S_TYPE);
    y->t = args[i];
    y->has_type = 1;
    y->decl = g->tpnode[i];
  }
  return s;
}

/* Types equal for instantiation: the same type, or built apart but alike
 * (function and structural object types are not interned). */
static int gen_same(C *c, ty a, ty b, int depth) {
  if (a == b) return 1;
  if ((a & ~T_IDX) != (b & ~T_IDX) || depth > 8) return 0;
  if (!(a & T_CMP) || (a & T_ERR)) return 0;
  sig *x = sigof(c, a), *y = sigof(c, b);
  if ((a & T_ARR) && (x->tup || y->tup)) {
    if (x->tup != y->tup || x->ro != y->ro || x->n != y->n) return 0;
    for (uint32_t i = 0; i < x->n; i++)
      if (!gen_same(c, x->p[i], y->p[i], depth + 1)) return 0;
    return 1;
  }
  if (a & T_ARR) return x->typed == y->typed && gen_same(c, x->ret, y->ret, depth + 1);
  if (a & T_FN) {
    if (x->n != y->n || !gen_same(c, x->ret, y->ret, depth + 1)) return 0;
    for (uint32_t i = 0; i < x->n; i++)
      if (x->opt[i] != y->opt[i] || !gen_same(c, x->p[i], y->p[i], depth + 1)) return 0;
    return 1;
  }
  oty *p = x->o, *q = y->o;
  if (p->k || q->k || p->n != q->n || p->name != q->name) return 0;
  for (uint32_t i = 0; i < p->n; i++)
    if (p->p[i].name != q->p[i].name || p->p[i].opt != q->p[i].opt || p->p[i].ro != q->p[i].ro ||
        !gen_same(c, p->p[i].t, q->p[i].t, depth + 1))
      return 0;
  return 1;
}

/* Does t contain an error type anywhere? */
static int gen_has_err(C *c, ty t, int depth) {
  if (t & T_ERR) return 1;
  if (!(t & T_CMP) || depth > 8) return 0;
  sig *s = sigof(c, t);
  if (t & T_ARR) return gen_has_err(c, s->ret, depth + 1);
  if (t & T_FN) {
    for (uint32_t i = 0; i < s->n; i++)
      if (gen_has_err(c, s->p[i], depth + 1)) return 1;
    return gen_has_err(c, s->ret, depth + 1);
  }
  if (!s->o->k)
    for (uint32_t i = 0; i < s->o->n; i++)
      if (gen_has_err(c, s->o->p[i].t, depth + 1)) return 1;
  return 0;
}

/* named_type made the type of the instantiation being filled. */
static void gen_filled(C *c, ty t) {
  if (c->gen_filling) c->gen_filling->t = t;
  c->gen_filling = NULL;
}

/* The instantiation whose type is t (to infer Box<T> from a Box<number>). */
static ginst *gen_inst_of(C *c, ty t) {
  if (!is_obj(t)) return NULL;
  for (uint32_t i = 0; i < c->ngi; i++)
    if (c->gi[i]->t && SIGOF(c->gi[i]->t) == SIGOF(t) && (c->gi[i]->t & T_OBJ)) return c->gi[i];
  return NULL;
}

static void gen_class_fill(C *c, ginst *in);
static void gen_fn_build(C *c, ginst *in);

/* The instantiation of g for args, made on first use; NULL on error. */
static ginst *gen_inst(C *c, gdecl *g, const ty *args, TSNode use) {
  for (ginst *in = g->insts; in; in = in->next) {
    uint32_t i = 0;
    while (i < g->ntp && gen_same(c, in->args[i], args[i], 0)) i++;
    if (i == g->ntp) {
      if (!in->t && (g->kind == G_IFACE || g->kind == G_ALIAS)) {
        ERR(c, use, "Type alias '%s' circularly references itself.", g->name);
        return NULL;
      }
      return in->bad ? NULL : in;
    }
  }
  for (uint32_t i = 0; i < g->ntp; i++)
    if (gen_has_err(c, args[i], 0)) {
      /* already reported, or a callback checked on the side (muted) */
      if (!c->dl->muted && c->dl->n == 0) ERR(c, use, "unsupported: cannot instantiate '%s' here", g->name);
      return NULL;
    }
  if (c->gdepth >= G_MAXDEPTH) {
    ERR(c, use, "unsupported: instantiating '%s' more than %d levels deep (recursion through ever larger type arguments)",
        gen_display(c, g, args, g->ntp), G_MAXDEPTH);
    return NULL;
  }
  ginst *in = fe__alloc(c->A, sizeof *in);
  in->g = g;
  memcpy(in->args, args, g->ntp * sizeof *args);
  in->name = gen_display(c, g, args, g->ntp);
  /* two different types that display alike (shadowed names) get distinct names */
  uint32_t dup = 1;
  for (ginst *o = g->insts; o; o = o->next)
    if (!strncmp(o->name, in->name, strlen(in->name))) dup++;
  if (dup > 1) {
    char buf[32];
    snprintf(buf, sizeof buf, "#%u", dup);
    sbuf b = {0};
    sb_put(&b, in->name);
    sb_put(&b, buf);
    in->name = intern(c, b.p, b.n);
    free(b.p);
  }
  in->irfn = FE_IR_NONE;
  in->use = use;
  in->outermost = c->gdepth == 0;
  scope *parent = g->kind == G_METHOD ? class_scope(c, g->owner) : g->outer;
  in->sc = gen_scope(c, g, parent, args);
  if (g->last) g->last->next = in;
  else g->insts = in;
  g->last = in;
  c->gi = grow(c->gi, &c->capgi, c->ngi + 1, sizeof *c->gi);
  c->gi[c->ngi++] = in;
  size_t nerr = c->dl->n;
  int muted = c->dl->muted;
  c->dl->muted = 0; /* the body's errors are real even when the use is checked on the side */
  c->gdepth++;
  if (g->kind == G_FN || g->kind == G_METHOD) {
    gen_fn_build(c, in);
  } else if (g->kind == G_CLASS) {
    gen_class_fill(c, in);
  } else {
    /* an interface or alias: its declaration read again under the bindings */
    sym *y = fe__alloc(c->A, sizeof *y);
    y->name = in->name;
    y->kind = S_TYPE;
    y->decl = g->decl;
    y->irfn = FE_IR_NONE;
    y->da = -1;
    scope *ssc = c->sc;
    c->sc = in->sc;
    c->gen_ok = 1;
    c->gen_filling = in;
    named_type(c, y, use);
    c->gen_filling = NULL;
    c->gen_ok = 0;
    c->sc = ssc;
    in->t = y->t;
  }
  c->gdepth--;
  if (c->dl->n > nerr) {
    /* said once, at the outermost use (not at each instantiation it made) */
    if (!c->gdepth) ERR(c, use, "Errors in '%s', instantiated here (reported in its body).", in->name);
    in->bad = 1;
  }
  c->dl->muted = muted;
  if (in->t & T_ERR) in->bad = 1;
  return in->bad ? NULL : in;
}

/* Checks type arguments against their constraints; explicit ones report at
 * their node, inferred ones fall back to the constraint (the argument check
 * then reports the mismatch, as tsc does). */
static int gen_constraints(C *c, gdecl *g, ty *args, TSNode *at) {
  int ok = 1;
  for (uint32_t i = 0; i < g->ntp; i++) {
    if (isnull(g->tpcons[i])) continue;
    scope *ssc = c->sc;
    c->sc = gen_scope(c, g, g->kind == G_METHOD ? class_scope(c, g->owner) : g->outer, args);
    ty ct = type_of(c, g->tpcons[i]);
    c->sc = ssc;
    if ((ct | args[i]) & T_ERR) continue;
    if (assignable(c, args[i], ct)) continue;
    if (at && !isnull(at[i])) {
      ERR(c, at[i], "Type '%s' does not satisfy the constraint '%s'.", tystr(c, args[i]), tystr(c, ct));
      ok = 0;
    } else {
      args[i] = ct;
    }
  }
  return ok;
}

/* Type arguments written at a use (`<number, string>`), completed with the
 * defaults; 0 on error. */
static int gen_explicit(C *c, gdecl *g, TSNode targs, ty *args, TSNode use) {
  TSNode at[G_MAXTP];
  uint32_t n = 0, cnt = ts_node_named_child_count(targs);
  memset(at, 0, sizeof at);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode tn = ts_node_named_child(targs, i);
    if (is(tn, "comment")) continue;
    if (n == G_MAXTP) { n++; break; }
    at[n] = tn;
    args[n++] = type_of(c, tn);
  }
  if (n < g->nreq || n > g->ntp) {
    TSNode at = is(use, "generic_type") ? use : targs;
    if (g->nreq == g->ntp) ERR(c, at, "Expected %u type arguments, but got %u.", g->ntp, n);
    else ERR(c, at, "Expected %u-%u type arguments, but got %u.", g->nreq, g->ntp, n);
    return 0;
  }
  for (uint32_t i = 0; i < n; i++)
    if (args[i] & T_ERR) return 0;
  for (uint32_t i = n; i < g->ntp; i++) {
    scope *ssc = c->sc;
    c->sc = gen_scope(c, g, g->kind == G_METHOD ? class_scope(c, g->owner) : g->outer, args);
    args[i] = type_of(c, g->tpdef[i]);
    c->sc = ssc;
  }
  return gen_constraints(c, g, args, at);
}

/* A type reference to generic g: `Box<number>`, or `Box` when every
 * parameter has a default. */
static ty gen_type_ref(C *c, gdecl *g, TSNode n, TSNode targs) {
  ty args[G_MAXTP];
  if (isnull(targs)) {
    if (g->nreq) {
      ERR(c, n, "Generic type '%s' requires %u type argument(s).", gen_display(c, g, NULL, g->ntp), g->nreq);
      return T_ERR;
    }
    for (uint32_t i = 0; i < g->ntp; i++) {
      scope *ssc = c->sc;
      c->sc = gen_scope(c, g, g->outer, args);
      args[i] = type_of(c, g->tpdef[i]);
      c->sc = ssc;
    }
  } else if (g->nreq == g->ntp && ts_node_named_child_count(targs) != g->ntp) {
    ERR(c, n, "Generic type '%s' requires %u type argument(s).", gen_display(c, g, NULL, g->ntp), g->ntp);
    return T_ERR;
  } else if (!gen_explicit(c, g, targs, args, n)) {
    return T_ERR;
  }
  ginst *in = gen_inst(c, g, args, n);
  return in ? in->t : T_ERR;
}

/* The generic a type name refers to, or NULL. */
static gdecl *gen_of_sym(sym *y) {
  if (!y) return NULL;
  if (y->kind == S_CLASS && y->k && y->k->gen) return y->k->gen;
  return y->gen;
}

/* Index of type parameter `name` of g, or -1. */
static int gen_tp(C *c, gdecl *g, TSNode n) {
  const char *name = text(c, n);
  for (uint32_t i = 0; i < g->ntp; i++)
    if (g->tpname[i] == name) return (int)i;
  return -1;
}

/* Does type node tn mention a type parameter of g? */
static int gen_mentions(C *c, gdecl *g, TSNode tn) {
  if (isnull(tn)) return 0;
  if (is(tn, "type_identifier") && gen_tp(c, g, tn) >= 0) return 1;
  uint32_t cnt = ts_node_named_child_count(tn);
  for (uint32_t i = 0; i < cnt; i++)
    if (gen_mentions(c, g, ts_node_named_child(tn, i))) return 1;
  return 0;
}

static void gen_cand(C *c, ty *args, uint8_t *have, int i, ty t) {
  if (t & T_ERR) return;
  if (!have[i]) { args[i] = t; have[i] = 1; return; }
  /* a later candidate that is a supertype of the first replaces it */
  if (!assignable(c, t, args[i]) && assignable(c, args[i], t)) args[i] = t;
}

/* Infers type parameters of g from an argument of type at for a parameter
 * annotated tn. */
static void gen_infer(C *c, gdecl *g, TSNode tn, ty at, ty *args, uint8_t *have, int depth) {
  if (isnull(tn) || (at & T_ERR) || depth > 16) return;
  if (is(tn, "type_annotation") || is(tn, "parenthesized_type")) { gen_infer(c, g, named(tn, 0), at, args, have, depth + 1); return; }
  if (is(tn, "type_identifier")) {
    int i = gen_tp(c, g, tn);
    if (i >= 0) gen_cand(c, args, have, i, at);
    return;
  }
  if (is(tn, "readonly_type")) { gen_infer(c, g, named(tn, 0), at, args, have, depth + 1); return; }
  if (is(tn, "tuple_type")) { /* [T, U]: element by element */
    if (!is_arr(at) || typed_of(c, at)) return;
    sig *tp = tuple_of(c, at);
    uint32_t k = 0, cnt = ts_node_named_child_count(tn);
    for (uint32_t i = 0; i < cnt; i++) {
      TSNode m = ts_node_named_child(tn, i);
      if (is(m, "comment")) continue;
      if (is(m, "required_parameter")) m = field(m, F_type);
      if (tp && k >= tp->n) break;
      gen_infer(c, g, m, tp ? tp->p[k] : elem_of(c, at), args, have, depth + 1);
      k++;
    }
    return;
  }
  if (is(tn, "array_type")) {
    if (is_arr(at) && !typed_of(c, at)) gen_infer(c, g, named(tn, 0), elem_of(c, at), args, have, depth + 1);
    return;
  }
  if (is(tn, "generic_type")) {
    TSNode targs = field(tn, F_type_arguments);
    if (text_is(c, field(tn, F_name), "Array")) {
      if (is_arr(at) && !typed_of(c, at)) gen_infer(c, g, named(targs, 0), elem_of(c, at), args, have, depth + 1);
      return;
    }
    if (text_is(c, field(tn, F_name), "Promise")) {
      if (prom_of(c, at)) gen_infer(c, g, named(targs, 0), prom_of(c, at)->val, args, have, depth + 1);
      return;
    }
    if (text_is(c, field(tn, F_name), "Record") && is_obj(at)) { /* Record<K, T>: T from the values */
      oty *ao = objof(c, at);
      ty vt = ao->dict ? ao->dval : 0;
      for (uint32_t i = 0; !ao->k && i < ao->n; i++) vt = vt ? ty_union(c, vt, ao->p[i].t) : ao->p[i].t;
      if (vt && !(vt & T_ERR)) gen_infer(c, g, named(targs, 1), vt, args, have, depth + 1);
      return;
    }
    if (is_gen_type_name(c, field(tn, F_name)) && !lookup(c, text(c, field(tn, F_name)))) { /* Generator<T, R>, Iterable<T> */
      oty *go = giter_of(c, at);
      if (go && go->val) gen_infer(c, g, named(targs, 0), go->val, args, have, depth + 1);
      if (go && go->key && !isnull(named(targs, 1))) gen_infer(c, g, named(targs, 1), go->key, args, have, depth + 1);
      return;
    }
    ginst *in = gen_inst_of(c, at);
    scope *ssc = c->sc;
    c->sc = g->outer;
    gdecl *ref = gen_of_sym(lookup(c, text(c, field(tn, F_name))));
    c->sc = ssc;
    if (in && ref && in->g != ref && objof(c, at)->k) /* a subclass of an instantiation of ref */
      for (cls *p = objof(c, at)->k->parent; p; p = p->parent) {
        ginst *pi = gen_inst_of(c, p->inst);
        if (pi && pi->g == ref) { in = pi; break; }
      }
    ty rargs[G_MAXTP];
    uint8_t rhave[G_MAXTP] = {0};
    if (in && in->g == ref) {
      memcpy(rargs, in->args, sizeof rargs);
      memset(rhave, 1, sizeof rhave);
    } else if (ref && ((ref->kind == G_IFACE && is_obj(at)) || ref->kind == G_ALIAS)) {
      /* against a generic interface (member by member) or alias (its definition) */
      TSNode body = ref->kind == G_IFACE ? field(ref->decl, F_body) : field(ref->decl, F_value);
      gen_infer(c, ref, body, at, rargs, rhave, depth + 1);
    } else {
      return;
    }
    for (uint32_t i = 0; i < ref->ntp; i++) {
      TSNode a = named(targs, i);
      if (isnull(a)) break;
      if (rhave[i]) gen_infer(c, g, a, rargs[i], args, have, depth + 1);
    }
    return;
  }
  if (is(tn, "union_type")) {
    /* T | undefined: T gets what is left of the argument's type */
    TSNode var = {0};
    ty rest = at;
    int nvar = 0;
    for (uint32_t i = 0; i < ts_node_named_child_count(tn); i++) {
      TSNode m = ts_node_named_child(tn, i);
      if (gen_mentions(c, g, m)) { var = m; nvar++; continue; }
      c->dl->muted++;
      ty mt = type_of(c, m);
      c->dl->muted--;
      if (!(mt & T_ERR)) rest &= ~(mt & T_PRIM);
    }
    if (nvar == 1 && rest) gen_infer(c, g, var, rest, args, have, depth + 1);
    return;
  }
  if (is(tn, "function_type") || is(tn, "method_signature")) {
    if (!(at & T_FN) || (at & T_PRIM)) return;
    sig *s = sigof(c, at);
    TSNode ps = field(tn, F_parameters);
    uint32_t k = 0;
    for (uint32_t i = 0; i < ts_node_named_child_count(ps) && k < s->n; i++) {
      TSNode p = ts_node_named_child(ps, i);
      if (!is(p, "required_parameter") && !is(p, "optional_parameter")) continue;
      gen_infer(c, g, field(p, F_type), s->p[k++], args, have, depth + 1);
    }
    gen_infer(c, g, field(tn, F_return_type), s->ret, args, have, depth + 1);
    return;
  }
  if (is(tn, "object_type") || is(tn, "interface_body")) {
    if (!is_obj(at)) return;
    for (uint32_t i = 0; i < ts_node_named_child_count(tn); i++) {
      TSNode m = ts_node_named_child(tn, i);
      int meth = is(m, "method_signature");
      if (!is(m, "property_signature") && !meth) continue;
      const char *pname = prop_key(c, field(m, F_name));
      prop p;
      if (pname && find_prop(c, at, pname, &p))
        gen_infer(c, g, meth ? m : field(m, F_type), has_token(m, "?") ? p.t & ~(ty)T_UNDEF : p.t, args, have, depth + 1);
    }
  }
}

/* A callback whose parameter types come from the context. */
static int gen_ctx_sensitive(C *c, TSNode a) {
  (void)c;
  if (!is(a, "arrow_function") && !is(a, "function_expression") && !is(a, "function")) return 0;
  if (isnull(field(a, F_parameters))) return 1; /* x => ... */
  TSNode ps = field(a, F_parameters);
  for (uint32_t i = 0; i < ts_node_named_child_count(ps); i++) {
    TSNode p = ts_node_named_child(ps, i);
    if ((is(p, "required_parameter") || is(p, "optional_parameter")) && isnull(field(p, F_type))) return 1;
  }
  return 0;
}

/* The parameters of a generic function or method declaration. */
typedef struct {
  uint32_t n;
  TSNode type[64];
} gparams;
static void gen_params(TSNode fn, gparams *gp) {
  memset(gp, 0, sizeof *gp);
  if (isnull(fn)) return;
  TSNode ps = field(fn, F_parameters);
  if (isnull(ps)) return;
  for (uint32_t i = 0; i < ts_node_named_child_count(ps) && gp->n < 64; i++) {
    TSNode p = ts_node_named_child(ps, i);
    if (is(p, "comment")) continue;
    gp->type[gp->n++] = (is(p, "required_parameter") || is(p, "optional_parameter")) ? field(p, F_type) : p;
  }
}

/* The type arguments of a call of g: explicit, or inferred from the
 * arguments (checked here as far as inference needs them: pre[i] holds
 * those, done[i] set).  0 on error. */
static int gen_call_args(C *c, TSNode call, gdecl *g, arglist *a, ty *args, ex *pre, uint8_t *done) {
  TSNode targs = field(call, F_type_arguments);
  if (!isnull(targs)) return gen_explicit(c, g, targs, args, call);
  uint8_t have[G_MAXTP] = {0};
  gparams gp;
  gen_params(g->fn, &gp);
  uint32_t n = a->count < gp.n ? a->count : gp.n;
  /* the arguments that do not need a context */
  for (uint32_t i = 0; i < n; i++) {
    if (!gen_mentions(c, g, gp.type[i]) || gen_ctx_sensitive(c, a->n[i])) continue;
    if (is(a->n[i], "array") && isnull(named(a->n[i], 0))) continue; /* [] takes the instantiation's type */
    if (is(a->n[i], "identifier")) { /* a generic function: instantiated for the parameter's type */
      sym *gy = lookup(c, text(c, a->n[i]));
      if (gy && gy->gen && gy->kind != S_TYPE) continue;
    }
    TSNode tt = gp.type[i];
    while (!isnull(tt) && (is(tt, "type_annotation") || is(tt, "parenthesized_type") || is(tt, "readonly_type"))) tt = named(tt, 0);
    if (is(a->n[i], "object") && !isnull(tt) && is(tt, "generic_type") && text_is(c, field(tt, F_name), "Record")) {
      c->dl->muted++; /* f({a: 1}) for Record<string, T>: infer on the side, check it as a dictionary later */
      ex e = expr(c, a->n[i], 0);
      c->dl->muted--;
      gen_infer(c, g, gp.type[i], e.t, args, have, 0);
      continue;
    }
    if (is(a->n[i], "array") && !isnull(tt) && is(tt, "tuple_type")) pre[i] = tuple_lit(c, a->n[i], 0, 0); /* f([1, "a"]) */
    else pre[i] = expr(c, a->n[i], 0);
    done[i] = 1;
    gen_infer(c, g, gp.type[i], pre[i].t, args, have, 0);
  }
  /* callbacks: learn what they return, on the side */
  for (uint32_t i = 0; i < n; i++) {
    if (!gen_mentions(c, g, gp.type[i]) || done[i] || !gen_ctx_sensitive(c, a->n[i])) continue;
    ty part[G_MAXTP];
    for (uint32_t k = 0; k < g->ntp; k++) part[k] = have[k] ? args[k] : T_ERR;
    scope *ssc = c->sc;
    c->sc = gen_scope(c, g, g->kind == G_METHOD ? class_scope(c, g->owner) : g->outer, part);
    c->dl->muted++;
    ty ctx = type_of(c, gp.type[i]);
    c->sc = ssc;
    ex e = expr(c, a->n[i], ctx);
    c->dl->muted--;
    gen_infer(c, g, gp.type[i], e.t, args, have, 0);
  }
  for (uint32_t k = 0; k < g->ntp; k++) {
    if (have[k]) continue;
    if (!isnull(g->tpdef[k])) {
      scope *ssc = c->sc;
      c->sc = gen_scope(c, g, g->kind == G_METHOD ? class_scope(c, g->owner) : g->outer, args);
      args[k] = type_of(c, g->tpdef[k]);
      c->sc = ssc;
      continue;
    }
    if (!isnull(g->tpcons[k])) {
      /* nothing to infer from: the constraint, as tsc does */
      scope *ssc = c->sc;
      c->sc = gen_scope(c, g, g->kind == G_METHOD ? class_scope(c, g->owner) : g->outer, args);
      args[k] = type_of(c, g->tpcons[k]);
      c->sc = ssc;
      continue;
    }
    ERR(c, call, "unsupported: cannot infer type argument '%s' of '%s'; write it explicitly (%s)", g->tpname[k], g->name,
        gen_display(c, g, NULL, g->ntp));
    return 0;
  }
  return gen_constraints(c, g, args, NULL);
}

/* Checks the arguments of a call against instantiation signature s (those
 * in pre[] already checked) into items; 0 on error. */
static int gen_args_check(C *c, TSNode call, sig *s, arglist *a, ex *pre, uint8_t *done, uint32_t *items) {
  if (a->count < s->min || a->count > s->n) {
    arity_error(c, call, a, s->min, s->n);
    for (uint32_t i = 0; i < a->count; i++)
      if (!done[i]) (void)expr(c, a->n[i], i < s->n ? s->p[i] : 0);
    return 0;
  }
  int bad = a->bad;
  for (uint32_t i = 0; i < s->n; i++) {
    ty pt = s->opt[i] ? (s->p[i] | T_UNDEF) : s->p[i];
    if (i >= a->count) { items[i] = convto(c, undef_node(c), T_UNDEF, pt); continue; }
    ex e = done[i] ? pre[i] : expr(c, a->n[i], s->p[i]);
    items[i] = e.node;
    if (e.t & T_ERR) { bad = 1; continue; }
    if (!assignable(c, e.t, pt)) {
      ERR(c, a->n[i], "Argument of type '%s' is not assignable to parameter of type '%s'.", exstr(c, e, pt), tystr(c, pt));
      bad = 1;
      continue;
    }
    items[i] = coerce(c, e, pt, a->n[i], 1);
  }
  return !bad;
}

static void gen_drain(C *c, arglist *a, uint8_t *done) {
  for (uint32_t i = 0; i < a->count; i++)
    if (!done || !done[i]) (void)expr(c, a->n[i], 0);
}

/* Builds the IR function of a generic function or method instantiation. */
static void gen_fn_build(C *c, ginst *in) {
  gdecl *g = in->g;
  TSNode d = g->fn;
  fnjob j;
  memset(&j, 0, sizeof j);
  j.params = field(d, F_parameters);
  j.body = field(d, F_body);
  j.rettype = field(d, F_return_type);
  j.whole = d;
  j.name = in->name;
  j.outer = in->sc;
  j.irfn = FE_IR_NONE;
  in->self = fe__alloc(c->A, sizeof *in->self);
  in->self->name = in->name;
  in->self->kind = S_FUNC;
  in->self->irfn = FE_IR_NONE;
  in->self->da = -1;
  in->self->decl = d;
  in->self->checking = 1;
  j.self = in->self;
  if (g->kind == G_METHOD) {
    char qn[600];
    snprintf(qn, sizeof qn, "%s.%s", g->owner->name, in->name);
    j.name = intern(c, qn, strlen(qn));
    j.k = g->m->is_static ? NULL : g->owner;
    j.static_of = g->m->is_static ? g->owner : NULL;
    j.self = NULL;
    /* the signature first, so recursive calls find it */
    if (!isnull(j.rettype)) {
      params p;
      scope *ssc = c->sc;
      c->sc = in->sc;
      c->dl->muted++;
      params_read(c, j.params, &p, NULL, 0);
      ty ret = type_of(c, j.rettype);
      c->dl->muted--;
      c->sc = ssc;
      int known = !p.bad && !(ret & T_ERR);
      for (uint32_t i = 0; i < p.n; i++)
        if (!p.annotated[i] || (p.t[i] & T_ERR)) known = 0;
      if (known) {
        in->t = mk_fn(c, p.n, p.t, p.name, p.opt, ret);
        in->irfn = j.irfn = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, j.name), sigof(c, in->t)->irt, 0, line_of(d));
      }
    }
  }
  in->building = 1;
  uint32_t irfn;
  ty t = fn_build(c, &j, &irfn);
  in->building = 0;
  in->self->checking = 0;
  in->self->checked = 1;
  in->t = t;
  in->irfn = irfn;
  in->ncaps = j.ncaps;
  in->caps = j.caps;
}

/* Calls instantiation `in` with checked argument items (n of them). */
static ex gen_emit_call(C *c, ginst *in, uint32_t *items, uint32_t n) {
  sig *s = sigof(c, in->t);
  uint32_t at = fe_ir_list_add(c->b, items, n), rt = irty(c, s->ret);
  if (in->irfn == c->fn->irfn) /* recursion: the same environment */
    return mk(node(c, FE_IR_CALL, FE_IR_CALL_SELF_ENV, rt, in->irfn, at, n), s->ret);
  if (!in->ncaps) return mk(node(c, FE_IR_CALL, 0, rt, in->irfn, at, n), s->ret);
  /* a function declared inside a function: its closure, made here */
  uint32_t list = caps_list(c, c->fn, in->caps, in->ncaps);
  uint32_t clo = node(c, FE_IR_CLOSURE, 0, s->irt, in->irfn, list, in->ncaps);
  return mk(node(c, FE_IR_CALL_INDIRECT, 0, rt, clo, at, n), s->ret);
}

/* A call of generic function g (a declaration, or a const holding a generic
 * arrow or function expression). */
static ex gen_fn_call(C *c, TSNode call, gdecl *g, arglist *a) {
  ty args[G_MAXTP];
  ex pre[256];
  uint8_t done[256] = {0};
  if (!gen_call_args(c, call, g, a, args, pre, done)) { gen_drain(c, a, done); return err_ex(c); }
  ginst *in = gen_inst(c, g, args, call);
  if (!in) { gen_drain(c, a, done); return err_ex(c); }
  if (in->building) { /* a recursive call: the signature is known only if annotated */
    if (!in->self->has_type || in->self->irfn == FE_IR_NONE) {
      ERR(c, call, "'%s' implicitly has return type 'any' because it does not have a return type annotation and is referenced directly or indirectly in one of its return expressions.", g->name);
      gen_drain(c, a, done);
      return err_ex(c);
    }
    in->t = in->self->t;
    in->irfn = in->self->irfn;
    if (in->irfn != c->fn->irfn && g->outer->fn != c->mainfn) {
      ERR(c, call, "unsupported: recursion through a closure inside a generic function declared in a function");
      gen_drain(c, a, done);
      return err_ex(c);
    }
  }
  sig *s = sigof(c, in->t);
  uint32_t items[256];
  if (!gen_args_check(c, call, s, a, pre, done, items)) return err_ex(c);
  return gen_emit_call(c, in, items, s->n);
}

/* A generic function named where a function type is expected
 * (`xs.map(identity)`, `const f: (x: number) => number = identity`): the
 * instantiation whose parameters and result the expected type gives. */
static ex gen_fn_value(C *c, TSNode n, gdecl *g, ty expect) {
  sig *es = sigof(c, expect);
  gparams gp;
  gen_params(g->fn, &gp);
  ty args[G_MAXTP];
  uint8_t have[G_MAXTP] = {0};
  for (uint32_t i = 0; i < gp.n && i < es->n; i++) gen_infer(c, g, gp.type[i], es->p[i], args, have, 0);
  if (!(es->ret & T_VOID)) gen_infer(c, g, field(g->fn, F_return_type), es->ret, args, have, 0);
  for (uint32_t k = 0; k < g->ntp; k++) {
    if (have[k]) continue;
    TSNode dn = !isnull(g->tpdef[k]) ? g->tpdef[k] : g->tpcons[k];
    if (isnull(dn)) {
      ERR(c, n, "unsupported: cannot infer type argument '%s' of '%s' from the expected type '%s'", g->tpname[k], g->name, tystr(c, expect));
      return err_ex(c);
    }
    scope *ssc = c->sc;
    c->sc = gen_scope(c, g, g->outer, args);
    args[k] = type_of(c, dn);
    c->sc = ssc;
  }
  if (!gen_constraints(c, g, args, NULL)) return err_ex(c);
  ginst *in = gen_inst(c, g, args, n);
  if (!in) return err_ex(c);
  if (in->building) {
    ERR(c, n, "unsupported: generic function '%s' used as a value inside itself", g->name);
    return err_ex(c);
  }
  uint32_t irt = sigof(c, in->t)->irt;
  if (!in->ncaps) return mk(node(c, FE_IR_FUNC, 0, irt, in->irfn, 0, 0), in->t);
  uint32_t list = caps_list(c, c->fn, in->caps, in->ncaps);
  return mk(node(c, FE_IR_CLOSURE, 0, irt, in->irfn, list, in->ncaps), in->t);
}

/* `const f = <T>(x: T) => ...`: f names a generic function, not a value. */
static void gen_const_fn(C *c, sym *y, TSNode d, TSNode fn) {
  y->gen = gen_new(c, G_FN, y->name, d, fn, field(fn, F_type_parameters));
  y->pending = 0;
  y->has_type = 1;
  y->t = T_ERR;
}

/* A generic function or method named where a value is expected. */
static ex gen_value(C *c, TSNode n, const char *name) {
  ERR(c, n, "unsupported: generic function '%s' used as a value (call it, or wrap the call in an arrow function)", name);
  return err_ex(c);
}

/* ---- generics: classes ---- */

/* `new Box<number>(1)`, `new Box(1)` (inferred from the constructor's
 * arguments), or `new Box()` where the expected type says which Box. */
static ex gen_class_new(C *c, TSNode n, cls *t, ty expect) {
  gdecl *g = t->gen;
  arglist a;
  args_read(c, field(n, F_arguments), &a);
  ty args[G_MAXTP];
  ex pre[256];
  uint8_t done[256] = {0};
  ginst *want = gen_inst_of(c, expect & ~(ty)(T_UNDEF | T_NULL));
  TSNode targs = field(n, F_type_arguments);
  if (isnull(targs) && want && want->g == g) {
    memcpy(args, want->args, sizeof args);
  } else {
    /* the constructor's parameters (its own, or the nearest generic-free base's) */
    TSNode body = class_body(t->decl);
    TSNode ctor = {0};
    for (uint32_t i = 0; i < ts_node_named_child_count(body); i++) {
      TSNode m = ts_node_named_child(body, i);
      if (is(m, "method_definition") && text_is(c, field(m, F_name), "constructor")) ctor = m;
    }
    TSNode save = g->fn;
    g->fn = ctor;
    int ok;
    if (isnull(ctor)) {
      arglist none = a;
      none.count = 0;
      ok = gen_call_args(c, n, g, &none, args, pre, done);
    } else {
      ok = gen_call_args(c, n, g, &a, args, pre, done);
    }
    g->fn = save;
    if (!ok) { gen_drain(c, &a, done); return err_ex(c); }
  }
  ginst *in = gen_inst(c, g, args, n);
  if (!in) { gen_drain(c, &a, done); return err_ex(c); }
  cls *k = in->k;
  if (k->is_abstract) {
    ERR(c, n, "Cannot create an instance of an abstract class.");
    return err_ex(c);
  }
  if (!ctor_ensure(c, k)) return err_ex(c);
  cls *cur = cur_class(c);
  if (!isnull(k->ctor_decl) && (has_token(k->ctor_decl, "private") || has_token(k->ctor_decl, "protected")) &&
      cur != t && !(cur && cur->gtmpl == t)) {
    ERR(c, n, "Constructor of class '%s' is %s and only accessible within the class declaration.", t->name,
        has_token(k->ctor_decl, "private") ? "private" : "protected");
    return err_ex(c);
  }
  sig *s = sigof(c, k->ctor_t);
  uint32_t items[258];
  uint32_t ot = fe_ir_type_object(c->b);
  uint32_t tmp = local_add(c, c->fn, "", ot);
  items[0] = node(c, FE_IR_LOCAL, 0, ot, tmp, 0, 0);
  if (!gen_args_check(c, n, s, &a, pre, done, items + 1)) return err_ex(c);
  uint32_t mkobj = node(c, FE_IR_SET_LOCAL, 0, ot, tmp, node(c, FE_IR_NEW_OBJECT, 0, ot, k->irclass, 0, 0), 0);
  uint32_t cl = node(c, FE_IR_CALL_METHOD, 0, FE_IR_T_UNDEFINED, k->ctor, fe_ir_list_add(c->b, items, s->n + 1), s->n + 1);
  uint32_t r = node(c, FE_IR_SEQ, 0, ot, node(c, FE_IR_SEQ, 0, FE_IR_T_UNDEFINED, mkobj, cl, 0),
                    node(c, FE_IR_LOCAL, 0, ot, tmp, 0, 0), 0);
  return mk(r, k->inst);
}

/* Lays out a class instantiation and declares its constructor and methods
 * (their signatures are read under its type bindings, once); the bodies are
 * checked with the module's deferred work (gen_check_pending). */
static void gen_class_fill(C *c, ginst *in) {
  cls *t = in->g->tmpl;
  scope *osc = c->sc;
  c->sc = in->g->outer;
  class_layout(c, t); /* its IR class (the parent of ours) comes first */
  c->sc = osc;
  cls *k = fe__alloc(c->A, sizeof *k);
  k->name = in->name;
  k->decl = t->decl;
  k->sy = t->sy;
  k->ctor = FE_IR_NONE;
  k->is_abstract = t->is_abstract;
  k->gtmpl = t;
  k->gscope = in->sc;
  oty *o = fe__alloc(c->A, sizeof *o);
  o->k = k;
  o->name = in->name;
  k->inst = mk_obj(c, o);
  in->k = k;
  in->t = k->inst;
  scope *ssc = c->sc;
  c->sc = in->sc;
  class_layout(c, k);
  class_overrides(c, k);
  if (t->gextended)
    for (uint32_t i = 0; i < k->nm; i++) k->m[i].overridden = 1; /* generic subclasses may override */
  if (k->state >= 2) {
    ctor_ensure(c, k);
    /* fully annotated methods are declared now, under the bindings; the
       others are built when first needed (fn_build reads them under
       class_scope), not here, where the module may not be hoisted yet */
    for (uint32_t i = 0; i < k->nm; i++) {
      cmember *m = &k->m[i];
      if (m->owner != k || m->gen || m->is_abstract) continue;
      params p;
      c->dl->muted++;
      params_read(c, field(m->decl, F_parameters), &p, NULL, 0);
      c->dl->muted--;
      int known = !p.bad && (m->kind == M_SETTER || !isnull(field(m->decl, F_return_type)));
      for (uint32_t q = 0; q < p.n; q++)
        if (!p.annotated[q]) known = 0;
      if (known) method_ensure(c, m, m->decl, 0);
    }
  } else {
    in->t = T_ERR;
  }
  c->sc = ssc;
}

/* A generic class with an `extends` clause: its instantiations' IR parent
 * is their base, not its statics class, so `instanceof` it cannot be tested. */
static int gen_has_base(C *c, cls *k) {
  (void)c;
  uint32_t cnt = ts_node_named_child_count(k->decl);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode h = ts_node_named_child(k->decl, i);
    if (!is(h, "class_heritage")) continue;
    for (uint32_t j = 0; j < ts_node_named_child_count(h); j++)
      if (is(ts_node_named_child(h, j), "extends_clause")) return 1;
  }
  return 0;
}

/* A class's name in messages about its declaration: `Box<T>` for every
 * instantiation of a generic class, as tsc says. */
static const char *gen_cls_name(C *c, cls *k) {
  if (k->gtmpl) return gen_display(c, k->gtmpl->gen, NULL, k->gtmpl->gen->ntp);
  return k->name;
}

/* Checks the bodies of the class instantiations made so far. */
static void gen_check_pending(C *c) {
  for (uint32_t i = 0; i < c->ngi; i++) {
    ginst *in = c->gi[i];
    if (in->k && in->k->state == 2) {
      size_t nerr = c->dl->n;
      class_check_bodies(c, in->k);
      if (c->dl->n > nerr) {
        in->bad = 1;
        if (in->outermost) ERR(c, in->use, "Errors in '%s', instantiated here (reported in its body).", in->name);
      }
    }
  }
}

/* The members a generic class's statics class skips (instance members), and
 * the ones its instantiations skip (statics). */
static int gen_skip_member(cls *k, int is_static) { return (k->gen && !is_static) || (k->gtmpl && is_static); }

/* `extends Base<T>` in a class being laid out; NULL if it is not generic. */
static cls *gen_base(C *c, cls *k, cls *base, TSNode clause) {
  if (!base->gen) return NULL;
  if (k->gen) { base->gextended = 1; return base; } /* the statics class: only note it */
  TSNode targs = field(clause, F_type_arguments);
  ginst *in;
  ty args[G_MAXTP];
  if (isnull(targs) && base->gen->nreq) {
    ERR(c, clause, "Generic type '%s' requires %u type argument(s).", gen_display(c, base->gen, NULL, base->gen->ntp), base->gen->nreq);
    return base;
  }
  if (isnull(targs)) {
    for (uint32_t i = 0; i < base->gen->ntp; i++) {
      scope *ssc = c->sc;
      c->sc = gen_scope(c, base->gen, base->gen->outer, args);
      args[i] = type_of(c, base->gen->tpdef[i]);
      c->sc = ssc;
    }
  } else if (!gen_explicit(c, base->gen, targs, args, clause)) {
    return base;
  }
  base->gextended = 1;
  in = gen_inst(c, base->gen, args, clause);
  return in ? in->k : base;
}

/* A generic method of class k (declared in its body). */
static void gen_method_add(C *c, cls *k, TSNode m, const char *name, int is_static) {
  cmember *cm = class_member_add(c, k, is_static, name, M_METHOD);
  cm->decl = m;
  cm->vis = member_vis(m, field(m, F_name));
  scope *ssc = c->sc;
  c->sc = class_scope(c, k);
  cm->gen = gen_new(c, G_METHOD, name, m, m, field(m, F_type_parameters));
  c->sc = ssc;
  cm->gen->m = cm;
  cm->gen->owner = k;
  cm->t = T_ERR; /* no single type: instantiated per call */
  cm->checked = 1;
}

/* o.name<...>(args) for a generic method m (static: o.node is FE_IR_NONE). */
static ex gen_method_call(C *c, TSNode call, cmember *m, ex o, arglist *a) {
  gdecl *g = m->gen;
  ty args[G_MAXTP];
  ex pre[256];
  uint8_t done[256] = {0};
  if (!gen_call_args(c, call, g, a, args, pre, done)) { gen_drain(c, a, done); return err_ex(c); }
  ginst *in = gen_inst(c, g, args, call);
  if (!in) { gen_drain(c, a, done); return err_ex(c); }
  if (in->building && in->irfn == FE_IR_NONE) {
    ERR(c, call, "'%s' implicitly has return type 'any' because it does not have a return type annotation and is referenced directly or indirectly in one of its return expressions.", g->name);
    gen_drain(c, a, done);
    return err_ex(c);
  }
  sig *s = sigof(c, in->t);
  uint32_t items[258], n0 = 0;
  if (!m->is_static) items[n0++] = o.node;
  if (!gen_args_check(c, call, s, a, pre, done, items + n0)) return err_ex(c);
  uint32_t rt = irty(c, s->ret);
  if (m->is_static) return mk(node(c, FE_IR_CALL, 0, rt, in->irfn, fe_ir_list_add(c->b, items, s->n), s->n), s->ret);
  return mk(node(c, FE_IR_CALL_METHOD, 0, rt, in->irfn, fe_ir_list_add(c->b, items, s->n + 1), s->n + 1), s->ret);
}

/* ---- the module ----------------------------------------------------------- */

/* Pre-pass over the whole tree, before any checking, resolving identifiers
 * against the scopes of blocks and functions (parameters, let/const,
 * function declarations).  It finds:
 *  - every top-level name some function body refers to (fnnames): a
 *    top-level let/const with such a name becomes an IR global, all others
 *    stay locals of the main function so the backend can keep them in
 *    registers;
 *  - for every other declaration, whether a function nested inside its own
 *    function refers to it (CAP_CAPTURED), whether it is assigned after its
 *    declaration (CAP_ASSIGNED), and whether a function *declaration* (whose
 *    closure is made when its block is entered, before the variables it
 *    uses are initialised) captures it (CAP_BYDECL).  The checker keeps a
 *    captured variable that is assigned, or captured by a declaration, in a
 *    box the closures share; any other captured variable is copied into the
 *    closures that use it.  Declarations are keyed by the start byte of the
 *    declaring identifier.
 * A function's reference to its own name (recursion) is not a capture. */
typedef struct pframe {
  const char **names;
  uint32_t *decl; /* start byte of each name's declaring identifier */
  uint32_t *dend; /* end byte of its declaration (a closure made before it is initialized) */
  uint32_t n, cap;
  int top;        /* the program's own frame: its names are module-level */
  int fnframe;    /* the frame of a function's parameters */
  int is_decl;    /* ... of a function declaration */
  const char *selfname; /* ... whose own name is this */
  struct pframe *up;
} pframe;

static void capflags_or(C *c, uint32_t key, uint8_t flags) {
  if ((c->ncapk + 1) * 2 > c->capcapk) {
    uint32_t oldcap = c->capcapk;
    uint32_t *ok = c->capk;
    uint8_t *ov = c->capv;
    c->capcapk = oldcap ? oldcap * 2 : 256;
    c->capk = malloc(c->capcapk * sizeof *c->capk);
    c->capv = calloc(c->capcapk, 1);
    if (!c->capk || !c->capv) abort();
    memset(c->capk, 0xFF, c->capcapk * sizeof *c->capk);
    for (uint32_t i = 0; i < oldcap; i++)
      if (ok[i] != UINT32_MAX) {
        uint32_t j = (ok[i] * 2654435761u) & (c->capcapk - 1);
        while (c->capk[j] != UINT32_MAX) j = (j + 1) & (c->capcapk - 1);
        c->capk[j] = ok[i];
        c->capv[j] = ov[i];
      }
    free(ok);
    free(ov);
  }
  uint32_t j = (key * 2654435761u) & (c->capcapk - 1);
  while (c->capk[j] != UINT32_MAX && c->capk[j] != key) j = (j + 1) & (c->capcapk - 1);
  if (c->capk[j] == UINT32_MAX) {
    c->capk[j] = key;
    c->ncapk++;
  }
  c->capv[j] |= flags;
}

static uint8_t capflags(C *c, TSNode id) {
  if (!c->capcapk || isnull(id)) return 0;
  uint32_t key = ts_node_start_byte(id);
  for (uint32_t j = (key * 2654435761u) & (c->capcapk - 1);; j = (j + 1) & (c->capcapk - 1)) {
    if (c->capk[j] == UINT32_MAX) return 0;
    if (c->capk[j] == key) return c->capv[j];
  }
}

static void pframe_add_named(C *c, pframe *f, const char *name, uint32_t key, uint32_t end) {
  if (f->n == f->cap) {
    f->cap = f->cap ? f->cap * 2 : 8;
    const char **grown = fe__alloc(c->A, f->cap * sizeof *grown);
    uint32_t *gd = fe__alloc(c->A, f->cap * sizeof *gd), *ge = fe__alloc(c->A, f->cap * sizeof *ge);
    if (f->n) {
      memcpy(grown, f->names, f->n * sizeof *grown);
      memcpy(gd, f->decl, f->n * sizeof *gd);
      memcpy(ge, f->dend, f->n * sizeof *ge);
    }
    f->names = grown;
    f->decl = gd;
    f->dend = ge;
  }
  f->decl[f->n] = key;
  f->dend[f->n] = end;
  f->names[f->n++] = name;
}

static void pframe_add(C *c, pframe *f, TSNode id) {
  if (isnull(id) || !is(id, "identifier")) return;
  pframe_add_named(c, f, text(c, id), ts_node_start_byte(id), ts_node_start_byte(id));
}

/* The names a destructuring pattern declares (dend: where the declaration ends). */
static void pframe_use(C *c, pframe *fr, TSNode id, int assigned);
typedef struct {
  pframe *f;
  uint32_t end;
  int use;
} ppat;
static void pframe_pat_fn(C *c, TSNode id, void *ctx) {
  ppat *p = ctx;
  if (p->use) pframe_use(c, p->f, id, 1);
  else pframe_add_named(c, p->f, text(c, id), ts_node_start_byte(id), p->end ? p->end : ts_node_start_byte(id));
}
static void pframe_add_pattern(C *c, pframe *f, TSNode pat, uint32_t end) {
  ppat p = {f, end, 0};
  pat_walk(c, pat, pframe_pat_fn, &p);
}

/* Names a block declares directly: let/const and hoisted function declarations. */
static void pframe_block(C *c, pframe *f, TSNode blk) {
  TSTreeCursor cur = ts_tree_cursor_new(blk);
  if (ts_tree_cursor_goto_first_child(&cur)) {
    do {
      TSNode st = ts_tree_cursor_current_node(&cur);
      if (kind_is(st, K_function_declaration) || kind_is(st, K_generator_function_declaration)) pframe_add(c, f, field(st, F_name));
      if (!kind_is(st, K_lexical_declaration) && !kind_is(st, K_variable_declaration)) continue;
      uint32_t nd = ts_node_named_child_count(st);
      for (uint32_t k = 0; k < nd; k++) {
        TSNode d = ts_node_named_child(st, k), id = field(d, F_name);
        if (kind_is(d, K_variable_declarator) && !isnull(id) && is(id, "identifier"))
          pframe_add_named(c, f, text(c, id), ts_node_start_byte(id), ts_node_end_byte(d));
        else if (kind_is(d, K_variable_declarator) && is_pattern(id))
          pframe_add_pattern(c, f, id, ts_node_end_byte(d));
      }
    } while (ts_tree_cursor_goto_next_sibling(&cur));
  }
  ts_tree_cursor_delete(&cur);
}

/* A use of identifier id (an assignment to it when assigned). */
static void pframe_use(C *c, pframe *fr, TSNode id, int assigned) {
  const char *name = text(c, id);
  int crossed = 0, by_decl = 0, in_fn = 0;
  for (pframe *f = fr; f && !f->top; f = f->up) {
    for (uint32_t i = f->n; i-- > 0;) {
      if (f->names[i] != name) continue; /* interned */
      /* a closure made inside the declaration itself (`const f = () => f()`)
         exists before the variable is initialized: it needs the box */
      if (crossed && ts_node_start_byte(id) < f->dend[i]) by_decl = 1;
      uint8_t fl = (uint8_t)((crossed ? CAP_CAPTURED : 0) | (by_decl ? CAP_BYDECL : 0) | (assigned ? CAP_ASSIGNED : 0));
      if (fl) capflags_or(c, f->decl[i], fl);
      return;
    }
    if (f->fnframe) {
      in_fn = 1;
      if (!(f->selfname == name && !crossed)) {
        crossed = 1;
        by_decl |= f->is_decl;
      } else {
        /* its own name: recursion, found just outside */
        for (pframe *g = f->up; g && !g->top && !g->fnframe; g = g->up)
          for (uint32_t i = 0; i < g->n; i++)
            if (g->names[i] == name) {
              if (assigned) capflags_or(c, g->decl[i], CAP_ASSIGNED);
              return;
            }
        crossed = 1;
        by_decl |= f->is_decl;
      }
    }
  }
  if (in_fn) fnnames_add(c, name);
}

static void collect_fn_names(C *c, TSNode n, pframe *fr) {
  TSSymbol t = ts_node_symbol(n);
  if (t == kind_ids[K_identifier] || t == kind_ids[K_this]) {
    pframe_use(c, fr, n, 0);
    return;
  }
  if (t == kind_ids[K_assignment_expression] || t == kind_ids[K_augmented_assignment_expression] ||
      t == kind_ids[K_update_expression]) {
    TSNode target = field(n, t == kind_ids[K_update_expression] ? F_argument : F_left);
    while (!isnull(target) && (kind_is(target, K_parenthesized_expression) || kind_is(target, K_non_null_expression)))
      target = ts_node_named_child(target, 0);
    if (!isnull(target) && kind_is(target, K_identifier)) pframe_use(c, fr, target, 1);
    if (!isnull(target) && is_pattern(target)) { /* [a, b] = [b, a] assigns a and b */
      ppat pp = {fr, 0, 1};
      pat_walk(c, target, pframe_pat_fn, &pp);
    }
  }
  int fn = t == kind_ids[K_function_declaration] || t == kind_ids[K_function_expression] ||
           t == kind_ids[K_arrow_function] || t == kind_ids[K_function] ||
           t == kind_ids[K_generator_function_declaration] || t == kind_ids[K_method_definition] ||
           t == kind_ids[K_generator_function];
  int is_for = t == kind_ids[K_for_statement], is_forin = t == kind_ids[K_for_in_statement];
  int block = t == kind_ids[K_statement_block] || is_for || is_forin || t == kind_ids[K_switch_body];
  if (t == kind_ids[K_class_declaration] || is(n, "abstract_class_declaration")) {
    uint32_t save = c->pp_class;
    c->pp_class = ts_node_start_byte(n);
    uint32_t cnt = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < cnt; i++) collect_fn_names(c, ts_node_named_child(n, i), fr);
    c->pp_class = save;
    return;
  }
  if (is(n, "public_field_definition") && c->pp_class) {
    /* a field initializer runs in the constructor, with its `this` (keyed by the class) */
    pframe fi = {0};
    fi.up = fr;
    fi.fnframe = 1; /* module names it uses are used by a function (the constructor) */
    pframe_add_named(c, &fi, intern(c, "this", 4), c->pp_class, c->pp_class);
    uint32_t cnt = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < cnt; i++) collect_fn_names(c, ts_node_named_child(n, i), &fi);
    return;
  }
  if (is(n, "catch_clause")) { /* the caught variable is declared for the catch body */
    pframe cf = {0};
    cf.up = fr;
    TSNode p = field(n, F_parameter);
    pframe_add(c, &cf, p);
    uint32_t cnt = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < cnt; i++) {
      TSNode ch = ts_node_named_child(n, i);
      if (!ts_node_eq(ch, p)) collect_fn_names(c, ch, &cf);
    }
    return;
  }
  pframe here = {0};
  TSNode fname, skip;
  memset(&fname, 0, sizeof fname);
  memset(&skip, 0, sizeof skip);
  if (fn || block) {
    here.up = fr;
    if (block && !is_for && !is_forin) pframe_block(c, &here, n);
    if (is_for) {
      TSNode init = field(n, F_initializer);
      if (!isnull(init) && (kind_is(init, K_lexical_declaration) || kind_is(init, K_variable_declaration))) {
        uint32_t nd = ts_node_named_child_count(init);
        for (uint32_t k = 0; k < nd; k++) {
          TSNode d = ts_node_named_child(init, k);
          if (kind_is(d, K_variable_declarator)) pframe_add(c, &here, field(d, F_name));
          if (kind_is(d, K_variable_declarator) && is_pattern(field(d, F_name))) pframe_add_pattern(c, &here, field(d, F_name), 0);
        }
      }
    }
    if (is_forin && !isnull(field(n, F_kind))) {
      /* for (const x of xs): the right side is outside the loop's scope */
      skip = field(n, F_right);
      collect_fn_names(c, skip, fr);
      TSNode left = field(n, F_left);
      pframe_add(c, &here, left);
      if (is_pattern(left)) pframe_add_pattern(c, &here, left, 0); /* for (const [k, v] of map) */
    }
    if (fn) {
      here.fnframe = 1;
      here.is_decl = t == kind_ids[K_function_declaration] || t == kind_ids[K_generator_function_declaration];
      fname = field(n, F_name);
      if (here.is_decl && !isnull(fname)) here.selfname = text(c, fname);
      /* A named function expression sees its own name; a method its `this`. */
      if (t == kind_ids[K_function_expression] || t == kind_ids[K_function]) pframe_add(c, &here, fname);
      if (t == kind_ids[K_method_definition])
        pframe_add_named(c, &here, intern(c, "this", 4), ts_node_start_byte(n), ts_node_start_byte(n));
      pframe_add(c, &here, field(n, F_parameter)); /* x => ... */
      TSNode ps = field(n, F_parameters);
      uint32_t np = isnull(ps) ? 0 : ts_node_named_child_count(ps);
      for (uint32_t k = 0; k < np; k++) {
        TSNode pp = field(ts_node_named_child(ps, k), F_pattern);
        if (!isnull(pp) && is(pp, "rest_pattern")) pp = named(pp, 0); /* ...xs */
        pframe_add(c, &here, pp);
        if (is_pattern(pp)) pframe_add_pattern(c, &here, pp, 0);
      }
    }
    fr = &here;
  }
  uint32_t cnt = ts_node_named_child_count(n);
  if (cnt <= 8) { /* ts_node_named_child(n, i) costs O(i): fine for few children */
    for (uint32_t i = 0; i < cnt; i++) {
      TSNode ch = ts_node_named_child(n, i);
      /* A function declaration's own name belongs to the enclosing scope. */
      if (!(fn && ts_node_eq(ch, fname)) && !ts_node_eq(ch, skip)) collect_fn_names(c, ch, fr);
    }
    return;
  }
  TSTreeCursor cur = ts_tree_cursor_new(n);
  if (ts_tree_cursor_goto_first_child(&cur)) {
    do {
      TSNode ch = ts_tree_cursor_current_node(&cur);
      if (ts_node_is_named(ch) && !(fn && ts_node_eq(ch, fname)) && !ts_node_eq(ch, skip)) collect_fn_names(c, ch, fr);
    } while (ts_tree_cursor_goto_next_sibling(&cur));
  }
  ts_tree_cursor_delete(&cur);
}

/* Is source position pos inside the built-in error classes' module
 * (FE_PRELUDE_PATH, compile.c)? */
static int in_prelude(C *c, uint32_t pos) {
  for (uint32_t mi = 0; c->prog && mi < c->prog->n; mi++) {
    const fe__module *md = &c->prog->mods[mi];
    if (pos >= md->base && pos < md->end) return !strcmp(md->path, FE_PRELUDE_PATH);
  }
  return 0;
}



/* ---- modules ---------------------------------------------------------------
 *
 * A program is several ES modules checked by one checker, one after another
 * in evaluation order (compile.c loads them; every module comes after the
 * modules it imports).  Each module has its own scope (its top-level
 * names); an import binds a name of the importer's scope to the exporter's
 * symbol itself (an S_IMPORT symbol that lookup() follows), so an imported
 * function is called directly, an imported class is the same class (layout,
 * vtable, instanceof), and an imported `let` is the exporter's IR global,
 * which makes bindings live.  The top levels of all modules run in the one
 * main function, in evaluation order, each module exactly once.
 *
 * Two things differ from a single module.  A module that exports makes all
 * its top-level variables IR globals (an importer's functions may use them
 * under another name).  A class of a module that another module may extend
 * calls its methods virtually, since the subclass is checked after the
 * class's own module has been lowered (see module_mark_virtual). */
typedef struct mexport {
  const char *name;      /* the exported name ("default" too) */
  sym *y;                /* the binding, once known */
  const char *local;     /* export { local as name }: found after the module's hoist */
  TSNode at;
  int from;              /* re-exported from module `from`, or -1 */
  const char *from_name; /* ... under that name; NULL for `export *` */
  struct mexport *next;
} mexport;

static int module_dep(C *c, uint32_t mi, TSNode strnode) {
  const fe__module *m = &c->prog->mods[mi];
  uint32_t pos = ts_node_start_byte(strnode);
  for (uint32_t i = 0; i < m->nimp; i++)
    if (m->imp_pos[i] == pos) return (int)m->imp_mod[i];
  return -1;
}

/* The module specifier as written (without quotes). */
static const char *module_spec(C *c, TSNode strnode) {
  uint32_t s = ts_node_start_byte(strnode), e = ts_node_end_byte(strnode);
  return e - s >= 2 ? intern(c, c->src + s + 1, e - s - 2) : "";
}

static sym *module_find_export(C *c, uint32_t mi, const char *name, int depth) {
  if (depth > 64) return NULL;
  for (mexport *e = c->mx[mi]; e; e = e->next)
    if (e->name && !strcmp(e->name, name))
      return e->from >= 0 ? module_find_export(c, (uint32_t)e->from, e->from_name, depth + 1) : e->y;
  if (strcmp(name, "default"))
    for (mexport *e = c->mx[mi]; e; e = e->next)
      if (!e->name && e->from >= 0) {
        sym *r = module_find_export(c, (uint32_t)e->from, name, depth + 1);
        if (r) return r;
      }
  return NULL;
}

static mexport *module_export_add(C *c, uint32_t mi, const char *name, TSNode at) {
  for (mexport *e = c->mx[mi]; e; e = e->next)
    if (name && e->name && !strcmp(e->name, name)) {
      if (!strcmp(name, "default")) ERR(c, at, "A module cannot have multiple default exports.");
      else ERR(c, at, "Duplicate identifier '%s'.", name);
      return NULL;
    }
  mexport *e = fe__alloc(c->A, sizeof *e);
  e->name = name;
  e->at = at;
  e->from = -1;
  /* appended, so `export *` lists are searched in source order */
  mexport **p = &c->mx[mi];
  while (*p) p = &(*p)->next;
  *p = e;
  return e;
}

/* Was name bound in the current scope chain by an import? */
static int module_is_import(C *c, const char *name) {
  for (scope *s = c->sc; s; s = s->parent) {
    sym *y = scope_find_here(s, name);
    if (y) return y->kind == S_IMPORT || y->kind == S_NS;
  }
  return 0;
}

static void module_bind(C *c, TSNode at, const char *local, sym *target, int type_only) {
  sym *old = scope_find_here(c->modscope, local);
  if (old) {
    ERR(c, at, "Duplicate identifier '%s'.", local);
    return;
  }
  if (type_only && target->kind == S_CLASS) { /* import type { C }: the instance type, not the class */
    sym *a = sym_add(c, c->modscope, local, S_TYPE);
    a->decl = at;
    a->t = target->k->inst;
    a->has_type = 1;
    return;
  }
  sym *a = sym_add(c, c->modscope, local, S_IMPORT);
  a->imp = target;
  a->decl = at;
}

static int has_anon(TSNode n, const char *tok) {
  uint32_t cnt = ts_node_child_count(n);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_child(n, i);
    if (!ts_node_is_named(ch) && !strcmp(ts_node_type(ch), tok)) return 1;
  }
  return 0;
}

static void module_import(C *c, uint32_t mi, TSNode s) {
  TSNode src = ts_node_child_by_field_name(s, "source", 6);
  if (isnull(src)) {
    ERR(c, s, "unsupported: import declarations");
    return;
  }
  const char *spec = module_spec(c, src);
  if (fe__is_node_builtin(spec)) {
    /* built-in modules (node:http, node:crypto, ...): bound by nat_import */
    if (!nat_import(c, s)) ERR(c, src, "unsupported: import of '%s' (Kiln provides node:http, node:crypto, node:url, node:net and node:fs)", spec);
    return;
  }
  int dep = module_dep(c, mi, src);
  if (dep < 0) return; /* compile.c reported it */
  uint32_t cnt = ts_node_named_child_count(s);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode cl = ts_node_named_child(s, i);
    if (is(cl, "import_require_clause") || is(cl, "import_attribute")) {
      ERR(c, cl, "unsupported: this form of import");
      continue;
    }
    if (!is(cl, "import_clause")) continue;
    uint32_t nc = ts_node_named_child_count(cl);
    for (uint32_t k = 0; k < nc; k++) {
      TSNode x = ts_node_named_child(cl, k);
      if (is(x, "identifier")) {
        sym *t = module_find_export(c, (uint32_t)dep, "default", 0);
        if (!t) ERR(c, x, "Module '\"%s\"' has no default export.", spec);
        else module_bind(c, x, text(c, x), t, has_anon(s, "type"));
      } else if (is(x, "namespace_import")) {
        TSNode id = named(x, 0);
        const char *local = text(c, id);
        if (scope_find_here(c->modscope, local)) { ERR(c, id, "Duplicate identifier '%s'.", local); continue; }
        sym *a = sym_add(c, c->modscope, local, S_NS);
        a->nsmod = (uint32_t)dep;
        a->decl = x;
      } else if (is(x, "named_imports")) {
        uint32_t ns = ts_node_named_child_count(x);
        for (uint32_t q = 0; q < ns; q++) {
          TSNode sp = ts_node_named_child(x, q);
          if (!is(sp, "import_specifier")) continue;
          TSNode nm = ts_node_child_by_field_name(sp, "name", 4), al = ts_node_child_by_field_name(sp, "alias", 5);
          if (!is(nm, "identifier")) { ERR(c, nm, "unsupported: string import names"); continue; }
          const char *name = text(c, nm);
          sym *t = module_find_export(c, (uint32_t)dep, name, 0);
          if (!t) {
            ERR(c, nm, "Module '\"%s\"' has no exported member '%s'.", spec, name);
            continue;
          }
          module_bind(c, isnull(al) ? nm : al, text(c, isnull(al) ? nm : al), t, has_anon(s, "type") || has_anon(sp, "type"));
        }
      }
    }
  }
}

/* Records the exports of an export statement; returns the statement to
 * check in its place (the declaration, or the statement itself for
 * `export default <expression>`), or a null node. */
static TSNode module_export_decl(C *c, uint32_t mi, TSNode s) {
  TSNode none;
  memset(&none, 0, sizeof none);
  TSNode decl = ts_node_child_by_field_name(s, "declaration", 11);
  TSNode src = ts_node_child_by_field_name(s, "source", 6);
  int is_default = has_anon(s, "default");
  if (!isnull(decl)) {
    if (is(decl, "lexical_declaration")) {
      uint32_t cnt = ts_node_named_child_count(decl);
      for (uint32_t i = 0; i < cnt; i++) {
        TSNode d = ts_node_named_child(decl, i);
        if (!is(d, "variable_declarator")) continue;
        TSNode nm = field(d, F_name);
        if (!is(nm, "identifier")) continue; /* destructuring: reported when checked */
        mexport *e = module_export_add(c, mi, text(c, nm), nm);
        if (e) e->local = e->name;
      }
      return decl;
    }
    TSNode nm = field(decl, F_name);
    if (is(decl, "enum_declaration") || is(decl, "ambient_declaration") || is(decl, "module") ||
        is(decl, "internal_module"))
      return decl; /* unsupported: reported when checked */
    if (isnull(nm)) {
      ERR(c, decl, "unsupported: this export declaration");
      return none;
    }
    mexport *e = module_export_add(c, mi, is_default ? "default" : text(c, nm), nm);
    if (e) e->local = text(c, nm);
    return decl;
  }
  if (is_default) return s; /* export default <expression>: module_export_stmt */
  int dep = -1;
  if (!isnull(src)) {
    const char *spec = module_spec(c, src);
    if (fe__is_node_builtin(spec)) {
      ERR(c, s, "unsupported: export declarations");
      return none;
    }
    dep = module_dep(c, mi, src);
    if (dep < 0) return none; /* compile.c reported it */
  }
  uint32_t cnt = ts_node_named_child_count(s);
  int any = 0;
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode x = ts_node_named_child(s, i);
    if (is(x, "export_clause")) {
      any = 1;
      uint32_t ns = ts_node_named_child_count(x);
      for (uint32_t q = 0; q < ns; q++) {
        TSNode sp = ts_node_named_child(x, q);
        if (!is(sp, "export_specifier")) continue;
        TSNode nm = ts_node_child_by_field_name(sp, "name", 4), al = ts_node_child_by_field_name(sp, "alias", 5);
        if (!is(nm, "identifier") || (!isnull(al) && !is(al, "identifier"))) {
          ERR(c, sp, "unsupported: string export names");
          continue;
        }
        const char *name = text(c, nm);
        mexport *e = module_export_add(c, mi, isnull(al) ? name : text(c, al), isnull(al) ? nm : al);
        if (!e) continue;
        e->at = nm;
        if (dep >= 0) {
          if (!module_find_export(c, (uint32_t)dep, name, 0)) {
            ERR(c, nm, "Module '\"%s\"' has no exported member '%s'.", module_spec(c, src), name);
            e->name = NULL; /* a dead entry */
            continue;
          }
          e->from = dep;
          e->from_name = name;
        } else {
          e->local = name;
        }
      }
    } else if (is(x, "namespace_export")) {
      any = 1;
      ERR(c, x, "unsupported: export * as");
    }
  }
  if (!any && dep >= 0) { /* export * from "./x" */
    mexport *e = module_export_add(c, mi, NULL, s);
    if (e) e->from = dep;
    return none;
  }
  if (!any) ERR(c, s, "unsupported: export declarations");
  return none;
}

/* export { a, b as c }: the local names, once the module's top level is declared. */
static void module_exports_resolve(C *c, uint32_t mi) {
  for (mexport *e = c->mx[mi]; e; e = e->next) {
    if (!e->local || e->y) continue;
    sym *y = scope_find_here(c->modscope, e->local);
    if (y && y->kind == S_IMPORT) y = y->imp;
    if (!y) {
      ERR(c, e->at, "Cannot find name '%s'.", e->local);
      continue;
    }
    if (y->kind == S_NS) {
      ERR(c, e->at, "unsupported: re-exporting a namespace import");
      continue;
    }
    e->y = y;
  }
}

/* export default <expression>: the value is computed where the statement
 * is and kept in a hidden IR global (named "default", which no identifier
 * can be); a default export naming a function, class or type exports it. */
static uint32_t module_export_stmt(C *c, TSNode n) {
  if (!c->prog || c->sc != c->modscope || c->fn != c->mainfn) {
    ERR(c, n, "unsupported: export declarations");
    return empty_block(c);
  }
  TSNode v = field(n, F_value);
  if (isnull(v)) {
    ERR(c, n, "unsupported: export declarations");
    return empty_block(c);
  }
  if (is(v, "identifier")) {
    sym *y = lookup(c, text(c, v));
    if (y && (y->kind == S_FUNC || y->kind == S_CLASS || y->kind == S_TYPE)) {
      mexport *e = module_export_add(c, c->curmod, "default", n);
      if (e) e->y = y;
      return empty_block(c);
    }
  }
  ex x = expr(c, v, 0);
  if (x.t & T_ERR) return expr_stmt(c, x);
  mexport *e = module_export_add(c, c->curmod, "default", n);
  if (!e) return expr_stmt(c, x);
  sym *y = sym_add(c, c->modscope, intern(c, "default", 7), S_VAR);
  y->decl = n;
  y->is_const = 1;
  y->is_global = 1;
  y->has_type = 1;
  y->t = x.t;
  y->slot = fe_ir_global_add(c->b, fe_ir_string_cstr(c->b, "default"), irty(c, x.t));
  e->y = y;
  return expr_stmt(c, mk(node(c, FE_IR_SET_GLOBAL, 0, irty(c, x.t), y->slot, x.node, 0), x.t));
}

/* ns.name, where ns is `import * as ns`: the exported symbol, or NULL (with
 * *bad set when there is no such export). */
static sym *module_ns_member(C *c, TSNode mem, int *bad) {
  if (!c->prog || !is(mem, "member_expression")) return NULL;
  TSNode obj = field(mem, F_object);
  if (!is(obj, "identifier")) return NULL;
  sym *y = lookup(c, text(c, obj));
  if (!y || y->kind != S_NS) return NULL;
  const char *name = member_name(c, mem);
  sym *e = module_find_export(c, y->nsmod, name, 0);
  if (!e) {
    ERR(c, field(mem, F_property), "Property '%s' does not exist on type 'typeof import(\"%s\")'.", name,
        c->prog->mods[y->nsmod].path);
    *bad = 1;
  }
  return e;
}

/* Does some module other than mi declare a class that extends another? */
static int module_others_extend(C *c, uint32_t mi) {
  for (uint32_t i = 0; i < c->prog->n; i++) {
    if (i == mi) continue;
    TSNode root = ts_tree_root_node(c->prog->mods[i].tree);
    uint32_t cnt = ts_node_named_child_count(root);
    for (uint32_t k = 0; k < cnt; k++) {
      TSNode s = ts_node_named_child(root, k);
      if (is(s, "export_statement")) s = ts_node_child_by_field_name(s, "declaration", 11);
      if (isnull(s) || !(is(s, "class_declaration") || is(s, "abstract_class_declaration"))) continue;
      uint32_t nc = ts_node_named_child_count(s);
      for (uint32_t q = 0; q < nc; q++)
        if (is(ts_node_named_child(s, q), "class_heritage")) return 1;
    }
  }
  return 0;
}

/* The classes of module mi call their instance methods through the vtable
 * when another module may subclass them: its overrides are found only when
 * that module is checked, after this one's calls are lowered. */
static void module_mark_virtual(C *c, uint32_t mi) {
  if (mi + 1 == c->prog->n) return; /* the main module is never imported */
  /* Compiled per module, the decision may depend on this module alone. */
  if (!c->prog->permod && !module_others_extend(c, mi)) return;
  for (sym *y = c->modscope->syms; y; y = y->next)
    if (y->kind == S_CLASS && y->k)
      for (uint32_t i = 0; i < y->k->nm; i++)
        if (y->k->m[i].owner == y->k && y->k->m[i].vidx != FE_IR_NONE) y->k->m[i].overridden = 1;
}

/* Compiled per module (fe__program.permod), the other modules of the
 * target's import closure are only declared: their top-level declarations
 * are hoisted, variables get their types (initializers are checked, the IR
 * built for them is dropped), classes get their layouts, method tables and
 * constructors declared, but no body is lowered unless the target needs a
 * return type that only a body gives.  Everything of theirs the target's IR
 * refers to becomes an extern declaration with a link name
 * (module_link_names).  Their top levels do not run here: each module's
 * init function runs its own (module_init_calls). */
static void module_class_declare(C *c, cls *k);
static uint32_t module_declare_only(C *c, uint32_t mi, TSNode *stmts, uint32_t n) {
  flow saved = c->fl;
  /* Its own compile checks the order of its top level: here its variables
   * count as assigned (its init has run before any importer's). */
  for (sym *y = c->modscope->syms; y; y = y->next)
    if (y->kind == S_VAR) y->da = -1;
  for (uint32_t i = 0; i < n; i++)
    if (is(stmts[i], "lexical_declaration") || is(stmts[i], "export_statement")) {
      (void)stmt(c, stmts[i]);
      for (sym *y = c->modscope->syms; y; y = y->next)
        if (y->kind == S_VAR) y->da = -1;
    }
  for (sym *y = c->modscope->syms; y; y = y->next) {
    if (y->kind == S_CLASS && y->k && y->k->state >= 2) module_class_declare(c, y->k);
  }
  c->fl = saved;
  c->top_globals = 0;
  return empty_block(c);
}

/* A class of a module only declared: its methods and constructor declared,
 * its method table set (its parent's first, which the table includes). */
static void module_class_declare(C *c, cls *k) {
  if (k->parent) module_class_declare(c, k->parent);
  {
    for (uint32_t i = 0; i < k->nm; i++)
      if (k->m[i].owner == k) (void)method_ensure(c, &k->m[i], k->m[i].decl, 0);
    for (uint32_t i = 0; i < k->ns; i++)
      if (k->sm[i].kind != M_FIELD) (void)method_ensure(c, &k->sm[i], k->sm[i].decl, 0);
    (void)ctor_ensure(c, k);
    uint32_t *tab = fe__alloc(c->A, (k->nvt + 1) * sizeof *tab);
    int ok = 1;
    for (uint32_t i = 0; i < k->nvt; i++) tab[i] = FE_IR_NONE;
    for (uint32_t i = 0; i < k->nm; i++)
      if (k->m[i].vidx != FE_IR_NONE) tab[k->m[i].vidx] = canon(&k->m[i])->irfn;
    for (uint32_t i = 0; i < k->nvt; i++)
      if (tab[i] == FE_IR_NONE) ok = 0;
    if (ok) fe_ir_class_methods(c->b, k->irclass, k->nvt, tab);
  }
}

/* Renames IR entity `name` (a string) to "display<kind>path\x01what". */
static uint32_t module_link_str(C *c, uint32_t name, int kind, uint32_t mi, const char *what) {
  uint32_t dl;
  const char *disp = fe_ir_string_bytes(c->b, name, &dl);
  if (!disp) {
    fe__error(c->dl, c->prog->mods[mi].base, "unsupported: a non-latin1 name shared between modules compiled apart");
    return name;
  }
  const char *path = c->prog->mods[mi].path;
  size_t n = dl + strlen(path) + strlen(what) + 3;
  char *buf = malloc(n);
  if (!buf) abort();
  memcpy(buf, disp, dl);
  snprintf(buf + dl, n - dl, "%c%s\x01%s", kind, path, what);
  uint32_t r = fe_ir_string_cstr(c->b, buf);
  free(buf);
  return r;
}

static void module_link_fn(C *c, uint32_t fn, int kind, uint32_t mi, const char *what) {
  if (fn == FE_IR_NONE) return;
  uint32_t flags = FE_IR_FN_EXPORTED | (kind == FE_IR_LINK_EXTERN ? FE_IR_FN_EXTERN : 0);
  fe_ir_func_link(c->b, fn, module_link_str(c, fe_ir_func_name(c->b, fn), kind, mi, what), flags);
}

/* Link names for every top-level entity of the modules visited: defined for
 * the target (unless it is the program's main module, which nothing
 * imports), extern for the others. */
static void module_link_names(C *c) {
  char what[600];
  for (uint32_t mi = 0; mi < c->prog->n; mi++) {
    scope *ms = c->mscope[mi];
    if (!ms) continue;
    int kind = mi == c->prog->target ? FE_IR_LINK_DEFINED : FE_IR_LINK_EXTERN;
    if (mi == c->prog->target && mi + 1 == c->prog->n) continue;
    for (sym *y = ms->syms; y; y = y->next) {
      if (y->kind == S_FUNC && !y->nested && y->irfn != FE_IR_NONE) {
        module_link_fn(c, y->irfn, kind, mi, y->name);
      } else if (y->kind == S_VAR && y->is_global) {
        fe_ir_global_rename(c->b, y->slot, module_link_str(c, fe_ir_global_name(c->b, y->slot), kind, mi, y->name));
      } else if (y->kind == S_CLASS && y->k && y->k->state >= 2) {
        cls *k = y->k;
        fe_ir_class_rename(c->b, k->irclass, module_link_str(c, fe_ir_class_name(c->b, k->irclass), kind, mi, k->name));
        for (uint32_t i = 0; i < k->nm; i++) {
          cmember *m = &k->m[i];
          if (m->owner != k) continue;
          snprintf(what, sizeof what, "%s.%s%s", k->name, m->kind == M_GETTER ? "get " : m->kind == M_SETTER ? "set " : "", m->name);
          module_link_fn(c, m->irfn, kind, mi, what);
          if (m->setfn != FE_IR_NONE && m->setfn != m->irfn) {
            snprintf(what, sizeof what, "%s.set %s", k->name, m->name);
            module_link_fn(c, m->setfn, kind, mi, what);
          }
        }
        for (uint32_t i = 0; i < k->ns; i++) {
          cmember *m = &k->sm[i];
          snprintf(what, sizeof what, "%s.static %s%s", k->name, m->kind == M_GETTER ? "get " : m->kind == M_SETTER ? "set " : "", m->name);
          if (m->kind == M_FIELD) { /* a static field: an IR global */
            if (m->irfn != FE_IR_NONE)
              fe_ir_global_rename(c->b, m->irfn, module_link_str(c, fe_ir_global_name(c->b, m->irfn), kind, mi, what));
          } else {
            module_link_fn(c, m->irfn, kind, mi, what);
          }
        }
        snprintf(what, sizeof what, "%s.constructor", k->name);
        module_link_fn(c, k->ctor, kind, mi, what);
      }
    }
  }
}

/* The start of the target's init: run once (unless it is the main module),
 * after the inits of its imports, in the order of its import declarations. */
static uint32_t module_init_calls(C *c) {
  uint32_t t = c->prog->target;
  const fe__module *md = &c->prog->mods[t];
  uint32_t *items = fe__alloc(c->A, (md->nimp + 3) * sizeof *items), m = 0;
  if (t + 1 != c->prog->n) {
    uint32_t g = fe_ir_global_add(c->b, fe_ir_string_cstr(c->b, "once"), FE_IR_T_BOOLEAN);
    uint32_t ret = node(c, FE_IR_RETURN, 0, 0, FE_IR_NONE, 0, 0);
    items[m++] = node(c, FE_IR_IF, 0, 0, node(c, FE_IR_GLOBAL, 0, FE_IR_T_BOOLEAN, g, 0, 0), ret, FE_IR_NONE);
    items[m++] = node(c, FE_IR_EXPR, 0, 0,
                      node(c, FE_IR_SET_GLOBAL, 0, FE_IR_T_BOOLEAN, g, node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, 1, 0, 0), 0), 0, 0);
  }
  uint32_t ft = fe_ir_type_function(c->b, 0, NULL, FE_IR_T_UNDEFINED);
  for (uint32_t i = 0; i < md->nimp; i++) {
    uint32_t dep = md->imp_mod[i];
    int seen = 0;
    for (uint32_t j = 0; j < i; j++) seen |= md->imp_mod[j] == dep;
    if (seen) continue;
    uint32_t f = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, "init"), ft, 0, 0);
    module_link_fn(c, f, FE_IR_LINK_EXTERN, dep, ".init");
    items[m++] = node(c, FE_IR_EXPR, 0, 0, node(c, FE_IR_CALL, 0, FE_IR_T_UNDEFINED, f, fe_ir_list_add(c->b, NULL, 0), 0), 0, 0);
  }
  return block_of(c, items, m);
}

/* Checks module mi's top level; returns its statements as one block. */
static uint32_t module_check(C *c, uint32_t mi) {
  const fe__module *md = &c->prog->mods[mi];
  TSNode root = ts_tree_root_node(md->tree);
  c->curmod = mi;
  c->sc = c->globscope; /* the built-in error classes, once their module is checked */
  scope *ms = scope_push(c);
  c->modscope = ms;
  c->mscope[mi] = ms;
  TSNode *stmts;
  uint32_t k = collect_stmts(c, root, &stmts, 0), kept = 0;
  c->top_globals = 0;
  for (uint32_t i = 0; i < k; i++) {
    TSNode s = stmts[i];
    if (is(s, "import_statement")) {
      module_import(c, mi, s);
      continue;
    }
    if (is(s, "export_statement")) {
      c->top_globals = c->prog->n > 1;
      TSNode d = module_export_decl(c, mi, s);
      if (!isnull(d)) stmts[kept++] = d;
      continue;
    }
    stmts[kept++] = s;
  }
  uint32_t pro = hoist(c, stmts, kept);
  if (!strcmp(md->path, FE_PRELUDE_PATH)) { /* its classes are visible in every module */
    c->sc = NULL;
    c->globscope = scope_push(c);
    for (sym *y = ms->syms; y; y = y->next)
      if (y->kind == S_CLASS || y->kind == S_TYPE) sym_add(c, c->globscope, y->name, S_IMPORT)->imp = y;
    c->sc = ms;
  }
  module_exports_resolve(c, mi);
  module_mark_virtual(c, mi);
  if (c->prog->permod && mi != c->prog->target) return module_declare_only(c, mi, stmts, kept);
  uint32_t *items = fe__alloc(c->A, (kept + 2) * sizeof *items);
  uint32_t m = 0;
  if (pro != FE_IR_NONE) items[m++] = pro;
  m += stmt_list(c, stmts, kept, items + m);
  check_deferred(c, ms);
  gen_check_pending(c); /* class instantiations made by the functions just checked */
  c->top_globals = 0;
  return block_of(c, items, m);
}

void *fe__check(const char *path, const char *src, size_t len, const fe__program *prog, const fe__swaps *sw,
                fe__diaglist *dl, size_t *ir_size) {
  C cc;
  C *c = &cc;
  memset(c, 0, sizeof *c);
  c->A = dl->arena;
  c->dl = dl;
  c->src = src;
  c->sw = sw;
  pthread_once(&grammar_once, grammar_ids_init);
  c->b = fe_ir_builder_new(path);
  if (!c->b) { fe__error(dl, 0, "internal: out of memory"); return NULL; }
  c->prog = prog;
  c->mx = fe__alloc(c->A, (prog->n + 1) * sizeof *c->mx);
  c->mscope = fe__alloc(c->A, (prog->n + 1) * sizeof *c->mscope);
  /* The walks below recurse over the syntax tree: refuse trees so deep that
   * they would exhaust the stack (an iterative check first). */
  for (uint32_t mi = 0; mi < prog->n; mi++) {
    TSNode root = ts_tree_root_node(prog->mods[mi].tree);
    TSTreeCursor cur = ts_tree_cursor_new(root);
    uint32_t depth = 0;
    int too_deep = 0;
    for (;;) {
      if (depth > FE_MAX_NESTING) {
        fe__error(dl, ts_node_start_byte(ts_tree_cursor_current_node(&cur)),
                  "unsupported: code nested more than %d levels deep", FE_MAX_NESTING);
        too_deep = 1;
        break;
      }
      if (ts_tree_cursor_goto_first_child(&cur)) { depth++; continue; }
      while (!ts_tree_cursor_goto_next_sibling(&cur)) {
        if (!ts_tree_cursor_goto_parent(&cur)) goto walked;
        depth--;
      }
    }
  walked:
    ts_tree_cursor_delete(&cur);
    if (too_deep) {
      fe_ir_builder_free(c->b);
      return NULL;
    }
  }
  for (uint32_t mi = 0; mi < prog->n; mi++) {
    pframe top = {0};
    top.top = 1;
    collect_fn_names(c, ts_tree_root_node(prog->mods[mi].tree), &top);
  }

  fnctx *mainf = fe__alloc(c->A, sizeof *mainf);
  mainf->is_main = 1;
  mainf->name = "main";
  mainf->irfn = fe_ir_func_declare(c->b, fe_ir_string_cstr(c->b, "main"),
                                   fe_ir_type_function(c->b, 0, NULL, FE_IR_T_UNDEFINED), FE_IR_FN_MAIN, 1);
  c->fn = mainf;
  c->mainfn = mainf;
  uint32_t *items = fe__alloc(c->A, (prog->n + 2) * sizeof *items);
  uint32_t m = 0;
  if (prog->permod) {
    /* the target and the modules it imports, directly or not */
    uint8_t *need = fe__alloc(c->A, prog->n + 1);
    need[prog->target] = 1;
    for (uint32_t mi = prog->target + 1; mi-- > 0;)
      if (need[mi])
        for (uint32_t k = 0; k < prog->mods[mi].nimp; k++) need[prog->mods[mi].imp_mod[k]] = 1;
    uint32_t tblock = FE_IR_NONE;
    for (uint32_t mi = 0; mi <= prog->target; mi++)
      if (need[mi]) {
        uint32_t blk = module_check(c, mi);
        if (mi == prog->target) tblock = blk;
      }
    items[m++] = module_init_calls(c);
    items[m++] = tblock;
    module_link_names(c);
    if (prog->target + 1 != prog->n)
      fe_ir_func_link(c->b, mainf->irfn,
                      module_link_str(c, fe_ir_func_name(c->b, mainf->irfn), FE_IR_LINK_DEFINED, prog->target, ".init"), 0);
  } else {
    for (uint32_t mi = 0; mi < prog->n; mi++) items[m++] = module_check(c, mi);
  }
  items[m++] = node(c, FE_IR_RETURN, 0, 0, FE_IR_NONE, 0, 0);
  uint32_t body = block_of(c, items, m);
  for (uint32_t i = 0; i < mainf->nlocals; i++)
    fe_ir_func_local(c->b, mainf->irfn, fe_ir_string_cstr(c->b, mainf->lname[i]), mainf->ltype[i], 0);
  fe_ir_func_body(c->b, mainf->irfn, body);
  free(mainf->lname);
  free(mainf->ltype);
  free(c->sigs);
  free(c->capk);
  free(c->capv);
  free(c->fnnames);
  free(c->names);
  free(c->namehash);

  void *ir = NULL;
  if (dl->n == 0) {
    ir = fe_ir_builder_finish(c->b, ir_size);
    if (!ir) fe__error(dl, 0, "internal: out of memory");
  }
  fe_ir_builder_free(c->b);
  return ir;
}

/* ---- promises and async functions ----------------------------------------------
 *
 * Promise<T> is a built-in generic object type: an oty with `prom` set and
 * `val` = T, interned like Map<K, V>, nominal (only a promise is assignable to
 * a promise, covariantly in T), IR type OBJECT: at run time an rt_object of
 * the runtime's Promise class (runtime/promise.c) that only PROMISE_*
 * builtins touch.  What a promise holds is boxed whatever T is; `await` and
 * the callbacks unbox it to T, which the types guarantee.
 *
 * Callbacks cross into the runtime through adapters generated here, one per
 * call site: a closure `(v: VALUE) => VALUE` whose environment holds the
 * user's function; it unboxes v to the function's parameter type, calls it,
 * boxes the result, and catches what it throws (returning
 * PROMISE_CAUGHT(e), since the runtime's C cannot catch).  So the user's
 * callback keeps its own unboxed signature.  `new Promise(executor)` is a
 * helper that makes the promise, the resolving closures (adapters the other
 * way round) and calls the executor inside a try.
 *
 * An async function (fn_build) checks its body against T of its Promise<T>
 * (f->ret is T, f->is_async) and its IR function is flagged FE_IR_FN_ASYNC;
 * its RETURN nodes carry a value of any type (the backend boxes it), which
 * may be a promise the result then follows.  `await e` is BUILTIN AWAIT of e
 * boxed, unboxed to awaited(e's type).  Top-level await makes the entry
 * module's main function async. */

static ty mk_promise(C *c, ty v) {
  if (v & T_ERR) return T_ERR;
  for (uint32_t i = 0; i < c->nsigs; i++) {
    oty *o = c->sigs[i]->o;
    if (o && o->prom && o->val == v) return T_OBJ | (i << SIG_SHIFT);
  }
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->prom = 1;
  o->val = v;
  sbuf b = {0};
  sb_put(&b, "Promise<");
  ty_show(c, &b, v, 0); /* 0 shows as never */
  sb_put(&b, ">");
  o->name = fe__strndup(c->A, b.p, b.n);
  free(b.p);
  return mk_obj(c, o);
}

static oty *prom_of(C *c, ty t) {
  if (!(t & T_OBJ) || (t & (T_ERR | T_UNI))) return NULL;
  oty *o = c->sigs[SIGOF(t)]->o;
  return o && o->prom ? o : NULL;
}

/* The type `await` gives for a value of type t: what a promise holds; other kinds as they are. */
static ty awaited(C *c, ty t) {
  oty *o = prom_of(c, t);
  if (!o) return t;
  ty rest = t & ~(ty)(T_OBJ | T_IDX);
  if (!rest) return o->val;
  if (uclash(c, rest, o->val)) return T_ERR;
  return ty_union(c, rest, o->val);
}

/* `Promise<T>` written as a type. */
static ty prom_type(C *c, TSNode n) {
  TSNode targs = field(n, F_type_arguments);
  if (isnull(targs) || isnull(named(targs, 0)) || !isnull(named(targs, 1))) {
    ERR(c, n, "Generic type 'Promise<T>' requires 1 type argument(s).");
    return T_ERR;
  }
  return mk_promise(c, type_of(c, named(targs, 0)));
}

static ty unknown_t(void) { return T_UNKNOWN_ALL; }

/* await e */
static ex await_expr(C *c, TSNode n) {
  fnctx *f = c->fn;
  TSNode en = named(n, 0);
  if (!f->is_async && !f->is_main) {
    ERR(c, n, "'await' expressions are only allowed within async functions and at the top levels of modules.");
    (void)expr(c, en, 0);
    return err_ex(c);
  }
  if (f->is_main) {
    if (c->prog && c->curmod + 1 != c->prog->n) {
      ERR(c, n, "unsupported: top-level await outside the entry module");
      return err_ex(c);
    }
    fe_ir_func_flags(c->b, f->irfn, FE_IR_FN_ASYNC);
  }
  ex e = expr(c, en, 0);
  if (e.t & T_ERR) return err_ex(c);
  ty t = awaited(c, e.t);
  if (t & T_ERR) {
    ERR(c, en, "unsupported: await of '%s'", tystr(c, e.t));
    return err_ex(c);
  }
  uint32_t v = convto(c, e.node, e.t, unknown_t());
  uint32_t r = bcall(c, FE_IR_B_AWAIT, FE_IR_T_VALUE, &v, 1);
  if (t & T_VOID) t = (t & ~(ty)T_VOID) | T_UNDEF;
  return mk(unbox(c, r, unknown_t(), t), t);
}

/* The adapter closure (v: VALUE) => VALUE around callback node fnode of type
 * ft: calls it with v as its first parameter (if it has one), boxes what it
 * returns, reports what it throws.  `checked`: v is converted, not unboxed
 * (a rejection reason, whose type nothing guarantees). */
static uint32_t prom_adapter(C *c, uint32_t fnode, ty ft, ty vt, int checked) {
  sig *fs = sigof(c, ft);
  uint32_t vir = FE_IR_T_VALUE;
  const char *pn[1] = {"value"};
  synth sy;
  synth_begin(c, &sy, "Promise.callback", 1, pn, &vir, FE_IR_T_VALUE);
  uint32_t eslot = synth_local(c, &sy, FE_IR_T_VALUE);
  uint32_t env = node(c, FE_IR_SELF_ENV, 0, env_ty(c), 0, 0, 0);
  uint32_t cb = node(c, FE_IR_ENV_GET, 0, fs->irt, env, 0, 0);
  uint32_t val = LOC(FE_IR_T_VALUE, 0);
  ty pt = fs->n ? (fs->opt[0] ? fs->p[0] | T_UNDEF : fs->p[0]) : vt;
  uint32_t arg = checked ? convto(c, val, unknown_t(), pt) : unbox(c, val, unknown_t(), pt);
  uint32_t call = cb_call(c, fs, cb, &arg, &pt, fs->n ? 1 : 0);
  uint32_t boxed = convto(c, call, fs->ret, unknown_t());
  uint32_t body = block_of(c, (uint32_t[]){node(c, FE_IR_RETURN, 0, 0, boxed, 0, 0)}, 1);
  uint32_t caught = bcall(c, FE_IR_B_PROMISE_CAUGHT, FE_IR_T_VALUE, (uint32_t[]){LOC(FE_IR_T_VALUE, eslot)}, 1);
  uint32_t cbody = block_of(c, (uint32_t[]){node(c, FE_IR_RETURN, 0, 0, caught, 0, 0)}, 1);
  uint32_t pair[2] = {cbody, FE_IR_NONE};
  uint32_t tr = node(c, FE_IR_TRY, 0, 0, body, eslot, fe_ir_list_add(c->b, pair, 2));
  synth_end(c, &sy, &tr, 1);
  uint32_t airt = fe_ir_type_function(c->b, 1, &vir, FE_IR_T_VALUE);
  uint32_t clo = node(c, FE_IR_CLOSURE, 0, airt, sy.irfn, fe_ir_list_add(c->b, &fnode, 1), 1);
  return node(c, FE_IR_CONVERT, 0, FE_IR_T_VALUE, clo, 0, 0);
}

/* A callback argument: a function taking at most `maxp` parameters, of
 * which the first gets type pt (contextual for an arrow).  *absent when it
 * is missing, undefined or null (then the result is an undefined VALUE). */
static ex prom_cb(C *c, arglist *a, uint32_t i, ty pt, uint32_t maxp, int *bad, int *absent) {
  *absent = 0;
  if (i >= a->count || is(a->n[i], "undefined") || is(a->n[i], "null") ||
      (is(a->n[i], "identifier") && text_is(c, a->n[i], "undefined"))) {
    *absent = 1;
    if (i < a->count) (void)expr(c, a->n[i], 0);
    return mk(convto(c, undef_node(c), T_UNDEF, unknown_t()), T_UNDEF);
  }
  const char *pn[1] = {"value"};
  uint8_t opt[1] = {0};
  ty ctx = mk_fn(c, maxp, &pt, pn, opt, T_ERR);
  /* a rejection handler's reason is tsc's `any`: an annotated parameter takes it as it is */
  TSNode fnn = a->n[i], ps = is(fnn, "arrow_function") || is(fnn, "function_expression") ? field(fnn, F_parameters) : (TSNode){0};
  int own = ((pt & T_UNKNOWN) || pt == 0) && !isnull(ps) && !isnull(named(ps, 0)) && !isnull(field(named(ps, 0), F_type));
  ex f = expr(c, a->n[i], own ? 0 : ctx);
  if (f.t & T_ERR) { *bad = 1; return f; }
  if (!(f.t & T_FN) || (f.t & T_PRIM) || sigof(c, f.t)->min > maxp) {
    ERR(c, a->n[i], "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, f.t), tystr(c, ctx));
    *bad = 1;
    return f;
  }
  sig *fs = sigof(c, f.t);
  if (fs->n && maxp && !own && !assignable(c, pt, fs->opt[0] ? fs->p[0] | T_UNDEF : fs->p[0]) && !(pt & T_UNKNOWN)) {
    ERR(c, a->n[i], "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, f.t), tystr(c, ctx));
    *bad = 1;
  }
  return f;
}

/* What a handler's result makes the derived promise hold. */
static ty prom_result(C *c, ty r) {
  if (r & T_VOID) r = (r & ~(ty)T_VOID) | T_UNDEF;
  return awaited(c, r);
}

static ex prom_get(C *c, TSNode propn, ex o, const char *name) {
  if (!strcmp(name, "then") || !strcmp(name, "catch") || !strcmp(name, "finally")) {
    ERR(c, propn, "unsupported: using method '%s' as a value", name);
    return err_ex(c);
  }
  ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, o.t));
  return err_ex(c);
}

static ty prom_join(C *c, TSNode at, ty a, ty b, int *bad) {
  if ((a | b) & T_ERR) { *bad = 1; return T_ERR; }
  if (uclash(c, a, b)) {
    ERR(c, at, "unsupported: a promise of '%s' or '%s'", tystr(c, a), tystr(c, b));
    *bad = 1;
    return T_ERR;
  }
  return ty_union(c, a, b);
}

/* p.then(f, g), p.catch(g), p.finally(h) */
static ex prom_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a) {
  oty *k = prom_of(c, o.t);
  int bad = a->bad, ab1 = 1, ab2 = 1;
  uint32_t ot = fe_ir_type_object(c->b);
  if (!strcmp(name, "then")) {
    if (a->count > 2) { arity_error(c, call, a, 0, 2); return err_ex(c); }
    ex f = prom_cb(c, a, 0, k->val, 1, &bad, &ab1);
    ex g = prom_cb(c, a, 1, unknown_t(), 1, &bad, &ab2);
    if (bad) return err_ex(c);
    ty rt = ab1 ? k->val : prom_result(c, sigof(c, f.t)->ret);
    if (!ab2) rt = prom_join(c, call, rt, prom_result(c, sigof(c, g.t)->ret), &bad);
    if (bad) return err_ex(c);
    uint32_t args[3] = {o.node, ab1 ? f.node : prom_adapter(c, f.node, f.t, k->val, 0),
                        ab2 ? g.node : prom_adapter(c, g.node, g.t, unknown_t(), 1)};
    return mk(bcall(c, FE_IR_B_PROMISE_THEN, ot, args, 3), mk_promise(c, rt));
  }
  if (!strcmp(name, "catch")) {
    if (a->count > 1) { arity_error(c, call, a, 0, 1); return err_ex(c); }
    ex g = prom_cb(c, a, 0, unknown_t(), 1, &bad, &ab2);
    if (bad) return err_ex(c);
    ty rt = k->val;
    if (!ab2) rt = prom_join(c, call, rt, prom_result(c, sigof(c, g.t)->ret), &bad);
    if (bad) return err_ex(c);
    uint32_t args[2] = {o.node, ab2 ? g.node : prom_adapter(c, g.node, g.t, unknown_t(), 1)};
    return mk(bcall(c, FE_IR_B_PROMISE_CATCH, ot, args, 2), mk_promise(c, rt));
  }
  if (!strcmp(name, "finally")) {
    if (a->count > 1) { arity_error(c, call, a, 0, 1); return err_ex(c); }
    ex h = prom_cb(c, a, 0, T_UNDEF, 0, &bad, &ab1);
    if (bad) return err_ex(c);
    uint32_t args[2] = {o.node, ab1 ? h.node : prom_adapter(c, h.node, h.t, T_UNDEF, 0)};
    return mk(bcall(c, FE_IR_B_PROMISE_FINALLY, ot, args, 2), o.t);
  }
  (void)propn;
  ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, o.t));
  return err_ex(c);
}

/* {status: "fulfilled" | "rejected"; value?: T; reason?: unknown}: what
 * Promise.allSettled's records are read as (tsc's PromiseSettledResult<T>
 * is a discriminated union; this is its flattening). */
static ty prom_settled_type(C *c, ty t) {
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->n = 3;
  o->p = fe__alloc(c->A, 3 * sizeof *o->p);
  o->p[0] = (prop){intern(c, "status", 6), T_STR, 0, 1};
  o->p[1] = (prop){intern(c, "value", 5), t | T_UNDEF, 1, 1};
  o->p[2] = (prop){intern(c, "reason", 6), unknown_t(), 1, 1};
  o->name = "PromiseSettledResult";
  return mk_obj(c, o);
}

/* Promise.resolve/reject/all/allSettled/race/any */
static ex prom_static(C *c, TSNode call, TSNode fnn, const char *name, arglist *a) {
  uint32_t ot = fe_ir_type_object(c->b);
  if (!strcmp(name, "resolve") || !strcmp(name, "reject")) {
    int res = !strcmp(name, "resolve");
    if (a->count > 1) { arity_error(c, call, a, 0, 1); return err_ex(c); }
    uint32_t v;
    ty t;
    if (a->count) {
      ex e = expr(c, a->n[0], 0);
      if (e.t & T_ERR) return err_ex(c);
      v = convto(c, e.node, e.t, unknown_t());
      t = res ? awaited(c, e.t) : 0;
      if (t & T_ERR) { ERR(c, a->n[0], "unsupported: a promise of '%s'", tystr(c, e.t)); return err_ex(c); }
    } else {
      v = convto(c, undef_node(c), T_UNDEF, unknown_t());
      t = res ? T_VOID : 0;
    }
    return mk(bcall(c, res ? FE_IR_B_PROMISE_RESOLVE : FE_IR_B_PROMISE_REJECT, ot, &v, 1), mk_promise(c, t));
  }
  static const struct { const char *name; int id; } comb[] = {
      {"all", FE_IR_B_PROMISE_ALL}, {"allSettled", FE_IR_B_PROMISE_ALL_SETTLED},
      {"race", FE_IR_B_PROMISE_RACE}, {"any", FE_IR_B_PROMISE_ANY}};
  for (size_t i = 0; i < sizeof comb / sizeof *comb; i++) {
    if (strcmp(comb[i].name, name)) continue;
    if (a->count != 1) { arity_error(c, call, a, 1, 1); return err_ex(c); }
    ex e = expr(c, a->n[0], 0);
    if (e.t & T_ERR) return err_ex(c);
    if (!(e.t & T_ARR) || (e.t & (T_PRIM | T_UNI))) {
      ERR(c, a->n[0], "unsupported: Promise.%s of '%s' (an array of promises or values)", name, tystr(c, e.t));
      return err_ex(c);
    }
    ty et = awaited(c, elem_of(c, e.t));
    if (et & T_ERR) { ERR(c, a->n[0], "unsupported: Promise.%s of '%s'", name, tystr(c, e.t)); return err_ex(c); }
    if (et & T_VOID) et = (et & ~(ty)T_VOID) | T_UNDEF;
    ty rt = comb[i].id == FE_IR_B_PROMISE_ALL ? mk_arr(c, et)
          : comb[i].id == FE_IR_B_PROMISE_ALL_SETTLED ? mk_arr(c, prom_settled_type(c, et)) : et;
    if (rt & T_ERR) return err_ex(c);
    return mk(bcall(c, comb[i].id, ot, &e.node, 1), mk_promise(c, rt));
  }
  ERR(c, fnn, "unsupported: 'Promise.%s'", name);
  return err_ex(c);
}

/* The resolving closure of `new Promise<T>`: fn type rt (one or no
 * parameter), its environment holding the promise. */
static uint32_t prom_resolver(C *c, ty rt, int reject, uint32_t pnode) {
  sig *rs = sigof(c, rt);
  uint32_t pir = rs->n ? irty(c, rs->opt[0] ? rs->p[0] | T_UNDEF : rs->p[0]) : 0;
  const char *pn[1] = {reject ? "reason" : "value"};
  synth sy;
  synth_begin(c, &sy, reject ? "reject" : "resolve", rs->n, pn, &pir, FE_IR_T_UNDEFINED);
  uint32_t env = node(c, FE_IR_SELF_ENV, 0, env_ty(c), 0, 0, 0);
  uint32_t p = node(c, FE_IR_ENV_GET, 0, fe_ir_type_object(c->b), env, 0, 0);
  uint32_t v = rs->n ? convto(c, LOC(pir, 0), rs->opt[0] ? rs->p[0] | T_UNDEF : rs->p[0], unknown_t())
                     : convto(c, undef_node(c), T_UNDEF, unknown_t());
  uint32_t args[2] = {p, v};
  uint32_t items[2] = {STMT(bcall(c, reject ? FE_IR_B_PROMISE_REJECT_FN : FE_IR_B_PROMISE_RESOLVE_FN, FE_IR_T_UNDEFINED, args, 2)),
                       node(c, FE_IR_RETURN, 0, 0, FE_IR_NONE, 0, 0)};
  synth_end(c, &sy, items, 2);
  return node(c, FE_IR_CLOSURE, 0, rs->irt, sy.irfn, fe_ir_list_add(c->b, &pnode, 1), 1);
}

/* new Promise<T>((resolve, reject) => ...) */
static ex prom_new(C *c, TSNode n, ty expect) {
  TSNode targs = field(n, F_type_arguments);
  ty t;
  if (!isnull(targs)) {
    if (isnull(named(targs, 0)) || !isnull(named(targs, 1))) {
      ERR(c, n, "Generic type 'Promise<T>' requires 1 type argument(s).");
      return err_ex(c);
    }
    t = type_of(c, named(targs, 0));
  } else if (prom_of(c, expect)) {
    t = prom_of(c, expect)->val;
  } else {
    t = unknown_t();
  }
  if (t & T_ERR) return err_ex(c);
  arglist a;
  args_read(c, field(n, F_arguments), &a);
  if (a.bad) return err_ex(c);
  if (a.count != 1) {
    arity_error(c, n, &a, 1, 1);
    return err_ex(c);
  }
  /* resolve: (value: T | Promise<T>) => void, or () => void for Promise<void> */
  ty rv = t;
  if (!uclash(c, t, mk_promise(c, t))) rv = ty_union(c, t, mk_promise(c, t));
  const char *rn[1] = {"value"}, *jn[1] = {"reason"};
  uint8_t ropt[1] = {0}, jopt[1] = {1};
  int noarg = (t & (T_VOID | T_UNDEF)) && !(t & ~(ty)(T_VOID | T_UNDEF));
  ty res_t = mk_fn(c, noarg ? 0 : 1, &rv, rn, ropt, T_VOID);
  ty uk = unknown_t();
  ty rej_t = mk_fn(c, 1, &uk, jn, jopt, T_VOID);
  ty ep[2] = {res_t, rej_t};
  const char *en[2] = {"resolve", "reject"};
  uint8_t eopt[2] = {0, 0};
  ty ctx = mk_fn(c, 2, ep, en, eopt, T_VOID);
  int bad = a.bad;
  ex f = cb_arg(c, &a, 0, ctx, &bad);
  if (bad) return err_ex(c);
  sig *fs = sigof(c, f.t);
  uint32_t ot = fe_ir_type_object(c->b);
  uint32_t fir = fs->irt;
  const char *pn[1] = {"executor"};
  synth sy;
  synth_begin(c, &sy, "Promise", 1, pn, &fir, ot);
  uint32_t sp = synth_local(c, &sy, ot), se = synth_local(c, &sy, FE_IR_T_VALUE);
  uint32_t init = STMT(SETL(ot, sp, bcall(c, FE_IR_B_PROMISE_PENDING, ot, NULL, 0)));
  uint32_t vals[2] = {prom_resolver(c, res_t, 0, LOC(ot, sp)), prom_resolver(c, rej_t, 1, LOC(ot, sp))};
  uint32_t body = block_of(c, (uint32_t[]){STMT(cb_call(c, fs, LOC(fir, 0), vals, ep, 2))}, 1);
  uint32_t rargs[2] = {LOC(ot, sp), LOC(FE_IR_T_VALUE, se)};
  uint32_t cbody = block_of(c, (uint32_t[]){STMT(bcall(c, FE_IR_B_PROMISE_REJECT_FN, FE_IR_T_UNDEFINED, rargs, 2))}, 1);
  uint32_t pair[2] = {cbody, FE_IR_NONE};
  uint32_t items[3] = {init, node(c, FE_IR_TRY, 0, 0, body, se, fe_ir_list_add(c->b, pair, 2)),
                       node(c, FE_IR_RETURN, 0, 0, LOC(ot, sp), 0, 0)};
  synth_end(c, &sy, items, 3);
  return mk(node(c, FE_IR_CALL, 0, ot, sy.irfn, fe_ir_list_add(c->b, &f.node, 1), 1), mk_promise(c, t));
}

/* ---- Node's built-in modules and host objects ---------------------------------
 *
 * node:http, node:crypto, URL, process.env, timers and JSON.stringify are
 * bound to runtime functions (runtime/node.c, http.c, loop.c) as builtins.
 * A host object (a Server, an IncomingMessage, a Hash, a URL, ...) has an
 * object type marked `native`: nominal (only its own kind is assignable to
 * it), and each of its properties and methods is resolved here to one
 * builtin call, never through slots or the per-site cache.  The member
 * tables spell types in a small notation (nat_ty). */

static const char *const nat_names[NAT_COUNT] = {
    NULL, "Server", "IncomingMessage", "ServerResponse", "IncomingHttpHeaders", "Hash", "Hmac",
    "URL", "URLSearchParams", "Timeout", "Immediate", "AddressInfo", "RegExp", "groups", "Date",
    "TextEncoder", "TextDecoder", "ClientRequest"};

static ty nat_type(C *c, int k) {
  if (c->nat_t[k]) return c->nat_t[k];
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->name = nat_names[k];
  o->native = (uint8_t)k;
  if (k == NAT_ADDRESS) { /* a plain object: { address, family, port } */
    static const char *const pn[3] = {"address", "family", "port"};
    o->native = 0;
    o->n = 3;
    o->p = fe__alloc(c->A, 3 * sizeof *o->p);
    memset(o->p, 0, 3 * sizeof *o->p);
    for (int i = 0; i < 3; i++) o->p[i].name = intern(c, pn[i], strlen(pn[i])), o->p[i].t = i == 2 ? T_NUM : T_STR;
  }
  return c->nat_t[k] = mk_obj(c, o);
}

/* Types in member tables: n s b v (number string boolean void), u unknown,
 * U undefined, 0 null; S R W H C M L P T I A (Server, IncomingMessage,
 * ServerResponse, headers, Hash, Hmac, URL, URLSearchParams, Timeout,
 * Immediate, AddressInfo), J G K (RegExp, a match's groups, Date), E D (TextEncoder,
 * TextDecoder), Z ClientRequest; X Error; B Buffer
 * (a Uint8Array); `[x` an array of x;
 * `Qx` a Promise of x; `F(params)ret` a function;
 * `x|y` a union.  In parameter lists `?` marks an optional parameter. */
static ty nat_ty(C *c, const char **pp) {
  ty t = 0;
  for (;;) {
    char ch = *(*pp)++;
    ty x;
    static const char nat_letters[] = "\0SRWHCMLPTIAJGKEDZ";
    const char *k = ch ? strchr(nat_letters + 1, ch) : NULL;
    if (k) x = nat_type(c, (int)(k - nat_letters));
    else if (ch == 'n') x = T_NUM;
    else if (ch == 's') x = T_STR;
    else if (ch == 'b') x = T_BOOL;
    else if (ch == 'v') x = T_VOID;
    else if (ch == 'u') x = T_UNKNOWN_ALL;
    else if (ch == 'U') x = T_UNDEF;
    else if (ch == '0') x = T_NULL;
    else if (ch == '[') x = mk_arr(c, nat_ty(c, pp));
    else if (ch == 'B') x = mk_typed(c, typed_by_name("Uint8Array")); /* Buffer */
    else if (ch == 'Q') x = mk_promise(c, nat_ty(c, pp)); /* Promise<x> */
    else if (ch == 'X') { /* an Error (the prelude's class) */
      sym *y = lookup(c, intern(c, "Error", 5));
      x = y && y->kind == S_CLASS ? y->k->inst : T_UNKNOWN_ALL;
    }
    else if (ch == 'F') {
      ty p[8];
      uint8_t opt[8] = {0};
      uint32_t n = 0;
      (*pp)++; /* '(' */
      while (**pp != ')' && n < 8) {
        if (**pp == '?') opt[n] = 1, (*pp)++;
        p[n] = nat_ty(c, pp);
        n++;
      }
      (*pp)++; /* ')' */
      ty ret = nat_ty(c, pp);
      const char *pn[8] = {0};
      x = mk_fn(c, n, p, pn, opt, ret);
    } else {
      x = T_ERR; /* a bad table entry */
    }
    t |= x;
    if (**pp != '|') return t;
    (*pp)++;
  }
}

static sig *nat_sig(C *c, const char *params) {
  ty p[8];
  uint8_t opt[8] = {0};
  uint32_t n = 0;
  const char *q = params;
  while (*q && n < 8) {
    if (*q == '?') opt[n] = 1, q++;
    p[n++] = nat_ty(c, &q);
  }
  const char *pn[8] = {0};
  return sigof(c, mk_fn(c, n, p, pn, opt, T_VOID));
}

/* An argument as a builtin wants it (letter of its IR signature). */
static uint32_t nat_conv(C *c, uint32_t n, char letter) {
  if (letter == 'O' || letter == 'F' || letter == 'A') return n;
  return convir(c, n, letter_ir(letter));
}

/* The builtin call: args already converted to the parameter types; the
 * result typed `ret` (a checked conversion where the runtime gives a value). */
static ex nat_emit(C *c, int id, uint32_t *args, uint32_t n, ty ret, TSNode at) {
  const fe_ir_builtin_info *bi = &fe_ir_builtins[id];
  for (uint32_t i = 0; i < n && bi->params[i]; i++) args[i] = nat_conv(c, args[i], bi->params[i]);
  char rl = bi->ret[0];
  uint32_t irt = (rl == 'O' || rl == 'A') ? irty(c, ret) : letter_ir(rl);
  uint32_t r = bcall(c, id, irt, args, n);
  if (rl == 'U') return mk(r, T_VOID);
  if (rl == 'S' && ret != T_STR) return mk(convto(c, r, T_STR, ret), ret);
  if (rl == 'V' && irty(c, ret) != FE_IR_T_VALUE) return mk(assert_conv(c, r, ret | T_UNDEF, ret, at), ret);
  return mk(r, ret);
}

/* A call with receiver `recv` (or FE_IR_NONE) and the arguments of `params`. */
static ex nat_invoke(C *c, TSNode call, int id, uint32_t recv, const char *params, const char *ret, arglist *a) {
  sig *s = nat_sig(c, params);
  uint32_t items[10], n = 0;
  if (recv != FE_IR_NONE) items[n++] = recv;
  if (!call_args(c, call, s, a, items + n)) return err_ex(c);
  n += s->n;
  const char *q = ret;
  return nat_emit(c, id, items, n, nat_ty(c, &q), call);
}

typedef struct {
  uint8_t kind;      /* NAT_* of the receiver */
  const char *name;
  char what;         /* 'g' property read, 's' property write, 'm' method */
  int id;            /* the builtin */
  const char *ret;   /* 'g'/'m': the result; 's': the value's type */
  const char *params;
} nmember;

static const nmember nat_members[] = {
    {NAT_SERVER, "close", 'm', FE_IR_B_HTTP_CLOSE, "S", "?F()v"},
    {NAT_SERVER, "address", 'm', FE_IR_B_HTTP_ADDRESS, "A|0", ""},
    {NAT_SERVER, "listening", 'g', FE_IR_B_HTTP_LISTENING, "b", ""},
    {NAT_SERVER, "headersTimeout", 's', FE_IR_B_HTTP_SET_HEADERS_TIMEOUT, "n", ""},
    {NAT_SERVER, "requestTimeout", 's', FE_IR_B_HTTP_SET_REQUEST_TIMEOUT, "n", ""},
    {NAT_SERVER, "keepAliveTimeout", 's', FE_IR_B_HTTP_SET_KEEP_ALIVE_TIMEOUT, "n", ""},
    {NAT_REQ, "method", 'g', FE_IR_B_REQ_METHOD, "s|U", ""},
    {NAT_REQ, "url", 'g', FE_IR_B_REQ_URL, "s|U", ""},
    {NAT_REQ, "httpVersion", 'g', FE_IR_B_REQ_HTTP_VERSION, "s", ""},
    {NAT_REQ, "headers", 'g', FE_IR_B_REQ_HEADERS, "H", ""},
    {NAT_REQ, "rawHeaders", 'g', FE_IR_B_REQ_RAW_HEADERS, "[s", ""},
    {NAT_REQ, "complete", 'g', FE_IR_B_REQ_COMPLETE, "b", ""},
    {NAT_REQ, "resume", 'm', FE_IR_B_REQ_RESUME, "v", ""},
    {NAT_RES, "statusCode", 'g', FE_IR_B_RES_STATUS_CODE, "n", ""},
    {NAT_RES, "statusCode", 's', FE_IR_B_RES_SET_STATUS_CODE, "n", ""},
    {NAT_RES, "statusMessage", 'g', FE_IR_B_RES_STATUS_MESSAGE, "s|U", ""},
    {NAT_RES, "statusMessage", 's', FE_IR_B_RES_SET_STATUS_MESSAGE, "s", ""},
    {NAT_RES, "setHeader", 'm', FE_IR_B_RES_SET_HEADER, "W", "ss|n|[s"},
    {NAT_RES, "getHeader", 'm', FE_IR_B_RES_GET_HEADER, "s|n|[s|U", "s"},
    {NAT_RES, "removeHeader", 'm', FE_IR_B_RES_REMOVE_HEADER, "v", "s"},
    {NAT_RES, "hasHeader", 'm', FE_IR_B_RES_HAS_HEADER, "b", "s"},
    {NAT_RES, "getHeaderNames", 'm', FE_IR_B_RES_GET_HEADER_NAMES, "[s", ""},
    {NAT_RES, "write", 'm', FE_IR_B_RES_WRITE, "b", "s"},
    {NAT_RES, "end", 'm', FE_IR_B_RES_END, "W", "?s"},
    {NAT_RES, "headersSent", 'g', FE_IR_B_RES_HEADERS_SENT, "b", ""},
    {NAT_RES, "writableEnded", 'g', FE_IR_B_RES_WRITABLE_ENDED, "b", ""},
    {NAT_HASH, "update", 'm', FE_IR_B_HASH_UPDATE_V, "C", "s|B"},
    {NAT_HASH, "digest", 'm', FE_IR_B_HASH_DIGEST, "s", "s"},
    {NAT_HMAC, "update", 'm', FE_IR_B_HASH_UPDATE_V, "M", "s|B"},
    {NAT_HMAC, "digest", 'm', FE_IR_B_HASH_DIGEST, "s", "s"},
    {NAT_URL, "searchParams", 'g', FE_IR_B_URL_SEARCH_PARAMS, "P", ""},
    {NAT_PARAMS, "get", 'm', FE_IR_B_URL_SEARCH_GET, "s|0", "s"},
    {NAT_PARAMS, "has", 'm', FE_IR_B_URL_SEARCH_HAS, "b", "s"},
    {NAT_PARAMS, "getAll", 'm', FE_IR_B_URL_SEARCH_GET_ALL, "[s", "s"},
    {NAT_TIMEOUT, "ref", 'm', FE_IR_B_TIMER_REF, "v", ""},
    {NAT_TIMEOUT, "unref", 'm', FE_IR_B_TIMER_UNREF, "v", ""},
    {NAT_TIMEOUT, "hasRef", 'm', FE_IR_B_TIMER_HAS_REF, "b", ""},
    {NAT_IMMEDIATE, "ref", 'm', FE_IR_B_TIMER_REF, "v", ""},
    {NAT_IMMEDIATE, "unref", 'm', FE_IR_B_TIMER_UNREF, "v", ""},
    {NAT_IMMEDIATE, "hasRef", 'm', FE_IR_B_TIMER_HAS_REF, "b", ""},
    {NAT_CLIENT_REQ, "write", 'm', FE_IR_B_CLIENT_REQ_WRITE, "b", "s|B"},
    {NAT_CLIENT_REQ, "end", 'm', FE_IR_B_CLIENT_REQ_END, "v", "?s|B"},
    {NAT_CLIENT_REQ, "setHeader", 'm', FE_IR_B_CLIENT_REQ_SET_HEADER, "v", "ss|n"},
    {NAT_CLIENT_REQ, "destroy", 'm', FE_IR_B_CLIENT_REQ_DESTROY, "v", ""},
    {NAT_REQ, "statusCode", 'g', FE_IR_B_CLIENT_RES_STATUS_CODE, "n|U", ""},
    {NAT_REQ, "statusMessage", 'g', FE_IR_B_CLIENT_RES_STATUS_MESSAGE, "s|U", ""},
    {NAT_REQ, "setEncoding", 'm', FE_IR_B_CLIENT_RES_SET_ENCODING, "v", "?s"},
    {NAT_TEXT_ENCODER, "encode", 'm', FE_IR_B_TEXT_ENCODE, "B", "?s"},
    {NAT_TEXT_ENCODER, "encoding", 'g', FE_IR_B_TEXT_ENCODING, "s", ""},
    {NAT_TEXT_DECODER, "decode", 'm', FE_IR_B_TEXT_DECODE, "s", "?B"},
    {NAT_TEXT_DECODER, "encoding", 'g', FE_IR_B_TEXT_ENCODING, "s", ""},
    {NAT_TEXT_DECODER, "fatal", 'g', FE_IR_B_TEXT_DECODER_FATAL, "b", ""},
    {0, NULL, 0, 0, NULL, NULL}};

/* URL's string properties, in the runtime's order (rt_url_get). */
static const char *const url_props[] = {"href",     "origin",   "protocol", "username", "password", "host",
                                        "hostname", "port",     "pathname", "search",   NULL,       "hash"};

static const nmember *nat_find(int kind, const char *name, char what) {
  for (const nmember *m = nat_members; m->name; m++)
    if (m->kind == kind && m->what == what && !strcmp(m->name, name)) return m;
  return NULL;
}

static int nat_kind(C *c, ty t) { return (t & T_OBJ) ? objof(c, t)->native : 0; }

static ex re_nat_get(C *c, TSNode at, TSNode propn, ex o, const char *name);
static ex re_nat_set(C *c, TSNode propn, uint32_t o, ty ot, const char *name, ex v, TSNode vn);
static ex re_nat_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a);
static ex nat_get(C *c, TSNode at, TSNode propn, ex o, const char *name) {
  int k = nat_kind(c, o.t);
  if (k == NAT_REGEXP || k == NAT_GROUPS || k == NAT_DATE) return re_nat_get(c, at, propn, o, name);
  if (k == NAT_HEADERS) { /* any header, lower-case: a string (set-cookie: an array) or undefined */
    uint32_t args[2] = {o.node, str_cstr(c, name)};
    ty t = !strcmp(name, "set-cookie") ? (mk_arr(c, T_STR) | T_UNDEF) : (T_STR | T_UNDEF);
    return nat_emit(c, FE_IR_B_HEADERS_GET, args, 2, t, at);
  }
  if (k == NAT_URL)
    for (uint32_t i = 0; i < sizeof url_props / sizeof *url_props; i++)
      if (url_props[i] && !strcmp(url_props[i], name)) {
        uint32_t args[2] = {o.node, num(c, i).node};
        return nat_emit(c, FE_IR_B_URL_GET, args, 2, T_STR, at);
      }
  const nmember *m = nat_find(k, name, 'g');
  if (!m) {
    if (nat_find(k, name, 'm')) ERR(c, propn, "unsupported: using method '%s' as a value", name);
    else if (nat_find(k, name, 's')) ERR(c, propn, "unsupported: reading '%s' of a %s", name, nat_names[k]);
    else ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, nat_names[k]);
    return err_ex(c);
  }
  const char *q = m->ret;
  return nat_emit(c, m->id, &o.node, 1, nat_ty(c, &q), at);
}

static ex nat_set(C *c, TSNode at, TSNode propn, uint32_t o, ty ot, const char *name, ex v, TSNode vn) {
  int k = nat_kind(c, ot);
  if (k == NAT_REGEXP || k == NAT_GROUPS || k == NAT_DATE) return re_nat_set(c, propn, o, ot, name, v, vn);
  const nmember *m = nat_find(k, name, 's');
  if (!m) {
    if (nat_find(k, name, 'g') || (k == NAT_URL))
      ERR(c, propn, "unsupported: assigning '%s' of a %s", name, nat_names[k]);
    else ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, nat_names[k]);
    return err_ex(c);
  }
  const char *q = m->ret;
  ty t = nat_ty(c, &q);
  if (!assignable(c, v.t, t)) {
    ERR(c, vn, "Type '%s' is not assignable to type '%s'.", exstr(c, v, t), tystr(c, t));
    return err_ex(c);
  }
  uint32_t args[2] = {o, coerce(c, v, t, vn, 1)};
  (void)at;
  return nat_emit(c, m->id, args, 2, T_VOID, propn);
}

/* The function value a call argument would be (for overloads that tell a
 * callback from a string or an object by the argument). */
static int nat_arg_is(C *c, TSNode n, ty kind) {
  while (is(n, "parenthesized_expression")) n = named(n, 0);
  if ((kind & T_FN) && (is(n, "arrow_function") || is(n, "function_expression") || is(n, "function"))) return 1;
  if ((kind & T_OBJ) && is(n, "object")) return 1;
  if ((kind & T_ARR) && is(n, "array")) return 1;
  if (is(n, "identifier")) {
    sym *y = lookup(c, text(c, n));
    if (y && (kind & T_FN) && y->kind == S_FUNC) return 1;
    if (y && y->kind == S_VAR && (y->t & kind) && !(y->t & T_PRIM)) return 1;
  }
  return 0;
}

/* Does a 'data' listener take a Buffer (its parameter annotated Buffer or Uint8Array)? */
static int cb_takes_buffer(C *c, TSNode n) {
  while (is(n, "parenthesized_expression")) n = named(n, 0);
  if (is(n, "arrow_function") || is(n, "function_expression") || is(n, "function")) {
    TSNode ps = field(n, F_parameters);
    if (isnull(ps)) return 0;
    for (uint32_t i = 0; i < ts_node_named_child_count(ps); i++) {
      TSNode p = ts_node_named_child(ps, i);
      if (is(p, "comment")) continue;
      TSNode t = field(p, F_type);
      if (isnull(t)) return 0;
      if (is(t, "type_annotation")) t = named(t, 0);
      return text_is(c, t, "Buffer") || text_is(c, t, "Uint8Array");
    }
    return 0;
  }
  if (is(n, "identifier")) {
    sym *y = lookup(c, text(c, n));
    if (!y || !y->has_type || !(y->t & T_FN) || (y->t & T_PRIM)) return 0;
    sig *s = sigof(c, y->t);
    return s->n >= 1 && s->p[0] == mk_typed(c, typed_by_name("Uint8Array"));
  }
  return 0;
}

/* clientRequest.on('error', (err) => ...) */
static ex client_req_on(C *c, TSNode call, ex o, arglist *a) {
  TSNode ev = a->count ? a->n[0] : call;
  const char *e = a->count && is(ev, "string") ? text(c, ev) : "";
  if (a->count != 2 || (strcmp(e, "\"error\"") && strcmp(e, "'error'"))) {
    ERR(c, ev, "unsupported: req.on(%s) on a ClientRequest (supported: req.on('error', cb))", a->count ? text(c, ev) : "");
    return err_ex(c);
  }
  arglist one = *a;
  one.n[0] = a->n[1];
  one.count = 1;
  /* A function literal gets an Error; a function value that takes unknown
   * (a promise's reject) gets the error boxed. */
  int boxed = !nat_arg_is(c, a->n[1], T_FN) || !(is(a->n[1], "arrow_function") || is(a->n[1], "function_expression"));
  if (boxed && is(a->n[1], "identifier")) {
    ex f = expr(c, a->n[1], 0);
    if (f.t & T_ERR) return err_ex(c);
    boxed = (f.t & T_FN) && !(f.t & T_PRIM) && sigof(c, f.t)->n >= 1 && (sigof(c, f.t)->p[0] & T_UNKNOWN_ALL) == T_UNKNOWN_ALL;
  }
  sig *s = nat_sig(c, boxed ? "F(?u)v" : "F(X)v");
  uint32_t items[2] = {o.node};
  if (!call_args(c, call, s, &one, items + 1)) return err_ex(c);
  ex r = nat_emit(c, boxed ? FE_IR_B_CLIENT_REQ_ON_ERROR_VALUE : FE_IR_B_CLIENT_REQ_ON_ERROR, items, 2, T_VOID, call);
  return mk(node(c, FE_IR_SEQ, 0, irty(c, o.t), r.node, o.node, 0), o.t);
}

static ex nat_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a) {
  int k = nat_kind(c, o.t);
  if (k == NAT_REGEXP || k == NAT_GROUPS || k == NAT_DATE) return re_nat_call(c, call, propn, o, name, a);
  if (k == NAT_SERVER && !strcmp(name, "listen")) {
    /* listen(port[, host][, callback]) */
    if (a->count >= 2 && nat_arg_is(c, a->n[1], T_FN)) {
      sig *s = nat_sig(c, "n?F()v");
      uint32_t items[4] = {o.node};
      if (!call_args(c, call, s, a, items + 1)) return err_ex(c);
      items[3] = items[2];
      items[2] = convto(c, undef_node(c), T_UNDEF, T_STR | T_UNDEF);
      return nat_emit(c, FE_IR_B_HTTP_LISTEN, items, 4, o.t, call);
    }
    return nat_invoke(c, call, FE_IR_B_HTTP_LISTEN, o.node, "?n?s?F()v", "S", a);
  }
  if (k == NAT_RES && !strcmp(name, "writeHead")) {
    /* writeHead(status[, statusMessage][, headers]) */
    if (a->count == 2 && nat_arg_is(c, a->n[1], T_OBJ | T_ARR)) {
      sig *s = nat_sig(c, "nu");
      uint32_t items[4] = {o.node};
      if (!call_args(c, call, s, a, items + 1)) return err_ex(c);
      items[3] = items[2];
      items[2] = convto(c, undef_node(c), T_UNDEF, T_STR | T_UNDEF);
      return nat_emit(c, FE_IR_B_RES_WRITE_HEAD, items, 4, o.t, call);
    }
    return nat_invoke(c, call, FE_IR_B_RES_WRITE_HEAD, o.node, "n?s?u", "W", a);
  }
  if (k == NAT_CLIENT_REQ && !strcmp(name, "on")) return client_req_on(c, call, o, a);
  if (k == NAT_REQ && !strcmp(name, "on") && a->count == 2 && is(a->n[0], "string") &&
      (!strcmp(text(c, a->n[0]), "\"data\"") || !strcmp(text(c, a->n[0]), "'data'")) && cb_takes_buffer(c, a->n[1])) {
    /* req.on('data', (chunk: Buffer) => ...): the chunks as Buffers */
    arglist one = *a;
    one.n[0] = a->n[1];
    one.count = 1;
    sig *s = nat_sig(c, "F(B)v");
    uint32_t items[2] = {o.node};
    if (!call_args(c, call, s, &one, items + 1)) return err_ex(c);
    ex r = nat_emit(c, FE_IR_B_REQ_ON_DATA_BUFFER, items, 2, T_VOID, call);
    return mk(node(c, FE_IR_SEQ, 0, irty(c, o.t), r.node, o.node, 0), o.t);
  }
  if ((k == NAT_REQ || k == NAT_RES) && !strcmp(name, "on")) {
    TSNode ev = a->count ? a->n[0] : call;
    const char *e = a->count && is(ev, "string") ? text(c, ev) : "";
    int id = -1;
    const char *cb = "F()v";
    if (k == NAT_REQ && (!strcmp(e, "\"data\"") || !strcmp(e, "'data'"))) id = FE_IR_B_REQ_ON_DATA, cb = "F(s)v";
    else if (k == NAT_REQ && (!strcmp(e, "\"end\"") || !strcmp(e, "'end'"))) id = FE_IR_B_REQ_ON_END;
    else if (k == NAT_RES && (!strcmp(e, "\"finish\"") || !strcmp(e, "'finish'"))) id = FE_IR_B_RES_ON_FINISH;
    if (id < 0 || a->count != 2) {
      ERR(c, ev, "unsupported: %s.on(%s) (supported: req.on('data' | 'end', cb), res.on('finish', cb))",
          k == NAT_REQ ? "req" : "res", a->count ? text(c, ev) : "");
      return err_ex(c);
    }
    arglist one = *a;
    one.n[0] = a->n[1];
    one.count = 1;
    sig *s = nat_sig(c, cb);
    uint32_t items[2] = {o.node};
    if (!call_args(c, call, s, &one, items + 1)) return err_ex(c);
    ex r = nat_emit(c, id, items, 2, T_VOID, call);
    /* the result is the receiver, as in Node (req.on(...).on(...)) */
    return mk(node(c, FE_IR_SEQ, 0, irty(c, o.t), r.node, o.node, 0), o.t);
  }
  if (k == NAT_URL && (!strcmp(name, "toString") || !strcmp(name, "toJSON"))) {
    if (a->count) { arity_error(c, call, a, 0, 0); return err_ex(c); }
    uint32_t args[2] = {o.node, num(c, 0).node};
    return nat_emit(c, FE_IR_B_URL_GET, args, 2, T_STR, call);
  }
  const nmember *m = nat_find(k, name, 'm');
  if (!m) {
    if (nat_find(k, name, 'g')) ERR(c, propn, "This expression is not callable.");
    else ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, nat_names[k]);
    return err_ex(c);
  }
  if (m->id == FE_IR_B_HASH_DIGEST && a->count == 0) { /* a Buffer */
    uint32_t args[2] = {o.node, convir(c, undef_node(c), FE_IR_T_VALUE)};
    return nat_emit(c, FE_IR_B_HASH_DIGEST, args, 2, mk_typed(c, typed_by_name("Uint8Array")), call);
  }

  return nat_invoke(c, call, m->id, o.node, m->params, m->ret, a);
}

/* Functions of the built-in modules and the timer globals. */
static const nfunc nat_funcs[] = {
    {MOD_HTTP, "createServer", FE_IR_B_HTTP_CREATE_SERVER, "S", "?F(RW)v"},
    {MOD_HTTP, "request", FE_IR_B_HTTP_REQUEST, "Z", "u?u?F(R)v"}, /* overloads: nat_func_call */
    {MOD_HTTP, "get", FE_IR_B_HTTP_GET, "Z", "u?u?F(R)v"},
    {MOD_CRYPTO, "createHash", FE_IR_B_CRYPTO_CREATE_HASH, "C", "s"},
    {MOD_CRYPTO, "createHmac", FE_IR_B_CRYPTO_CREATE_HMAC, "M", "ss"},
    {MOD_CRYPTO, "randomUUID", FE_IR_B_CRYPTO_RANDOM_UUID, "s", ""},
    {MOD_CRYPTO, "randomBytes", FE_IR_B_CRYPTO_RANDOM_BYTES, "B", "n"},
    {MOD_CRYPTO, "randomInt", FE_IR_B_CRYPTO_RANDOM_INT, "n", "n?n"},
    {MOD_CRYPTO, "timingSafeEqual", FE_IR_B_CRYPTO_TIMING_SAFE_EQUAL, "b", "BB"},
    {MOD_CRYPTO, "pbkdf2Sync", FE_IR_B_CRYPTO_PBKDF2_SYNC, "B", "s|Bs|Bnns"},
    {MOD_FS, "readFileSync", FE_IR_B_FS_READ_FILE, "B", "s?u"}, /* a string with an encoding: nat_func_call */
    {MOD_FS, "writeFileSync", FE_IR_B_FS_WRITE_FILE, "v", "ss|B?u"},
    {MOD_FS, "appendFileSync", FE_IR_B_FS_APPEND_FILE, "v", "ss|B?u"},
    {MOD_FS, "existsSync", FE_IR_B_FS_EXISTS, "b", "u"},
    {MOD_FS, "mkdirSync", FE_IR_B_FS_MKDIR, "v", "s?u"},
    {MOD_FS, "readdirSync", FE_IR_B_FS_READDIR, "[s", "s"},
    {MOD_FS, "unlinkSync", FE_IR_B_FS_UNLINK, "v", "s"},
    {MOD_FS, "rmSync", FE_IR_B_FS_RM, "v", "s?u"},
    {MOD_FS, "renameSync", FE_IR_B_FS_RENAME, "v", "ss"},
    {MOD_FS_PROMISES, "readFile", FE_IR_B_FSP_READ_FILE, "QB", "s?u"}, /* a string with an encoding: nat_func_call */
    {MOD_FS_PROMISES, "writeFile", FE_IR_B_FSP_WRITE_FILE, "Qv", "ss|B?u"},
    {MOD_FS_PROMISES, "appendFile", FE_IR_B_FSP_APPEND_FILE, "Qv", "ss|B?u"},
    {MOD_FS_PROMISES, "mkdir", FE_IR_B_FSP_MKDIR, "Qv", "s?u"},
    {MOD_FS_PROMISES, "readdir", FE_IR_B_FSP_READDIR, "Q[s", "s"},
    {MOD_FS_PROMISES, "rm", FE_IR_B_FSP_RM, "Qv", "s?u"},
    {MOD_FS_PROMISES, "unlink", FE_IR_B_FSP_UNLINK, "Qv", "s"},
    {MOD_FS_PROMISES, "rename", FE_IR_B_FSP_RENAME, "Qv", "ss"},
    {MOD_BUFFER, "alloc", FE_IR_B_BUFFER_ALLOC, "B", "n?n|s|B"},
    {MOD_BUFFER, "allocUnsafe", FE_IR_B_BUFFER_ALLOC_UNSAFE, "B", "n"},
    {MOD_BUFFER, "concat", FE_IR_B_BUFFER_CONCAT, "B", "[B?n"},
    {MOD_BUFFER, "byteLength", FE_IR_B_BUFFER_BYTE_LENGTH, "n", "s|B?s"},
    {MOD_BUFFER, "isBuffer", FE_IR_B_BUFFER_IS_BUFFER, "b", "u"},
    {MOD_BUFFER, "compare", FE_IR_B_BUFFER_COMPARE, "n", "BB"},
    {MOD_GLOBAL, "setTimeout", FE_IR_B_SET_TIMEOUT, "T", "F()v?n"},
    {MOD_GLOBAL, "setInterval", FE_IR_B_SET_INTERVAL, "T", "F()v?n"},
    {MOD_GLOBAL, "setImmediate", FE_IR_B_SET_IMMEDIATE, "I", "F()v"},
    {MOD_GLOBAL, "clearTimeout", FE_IR_B_CLEAR_TIMEOUT, "v", "?u"},
    {MOD_GLOBAL, "clearInterval", FE_IR_B_CLEAR_INTERVAL, "v", "?u"},
    {MOD_GLOBAL, "clearImmediate", FE_IR_B_CLEAR_IMMEDIATE, "v", "?u"},
    {MOD_GLOBAL, "queueMicrotask", FE_IR_B_QUEUE_MICROTASK, "v", "F()v"},
    {0, NULL, 0, NULL, NULL}};
/* Types the modules export. */
static const struct { int mod; const char *name; int kind; } nat_exported_types[] = {
    {MOD_HTTP, "Server", NAT_SERVER},       {MOD_HTTP, "IncomingMessage", NAT_REQ},
    {MOD_HTTP, "ServerResponse", NAT_RES},  {MOD_HTTP, "IncomingHttpHeaders", NAT_HEADERS},
    {MOD_CRYPTO, "Hash", NAT_HASH},         {MOD_CRYPTO, "Hmac", NAT_HMAC},
    {MOD_URL, "URL", NAT_URL},              {MOD_URL, "URLSearchParams", NAT_PARAMS},
    {MOD_NET, "AddressInfo", NAT_ADDRESS},  {MOD_HTTP, "ClientRequest", NAT_CLIENT_REQ}, {0, NULL, 0}};

static const nfunc *nat_func_at(uint32_t i) { return &nat_funcs[i]; }
static const nfunc *nat_func_find(int mod, const char *name) {
  for (const nfunc *f = nat_funcs; f->name; f++)
    if (f->mod == mod && !strcmp(f->name, name)) return f;
  return NULL;
}
static int nat_type_find(int mod, const char *name) {
  for (int i = 0; nat_exported_types[i].name; i++)
    if (nat_exported_types[i].mod == mod && !strcmp(nat_exported_types[i].name, name)) return nat_exported_types[i].kind;
  return 0;
}

static ty nat_func_ret(C *c, const nfunc *f) {
  const char *q = f->ret;
  return nat_ty(c, &q);
}
/* Is the handler argument an async function (so createServer must watch the
 * promise it returns: runtime/http.c "calling the program")? */
static int handler_is_async(C *c, TSNode n) {
  while (is(n, "parenthesized_expression")) n = named(n, 0);
  if (is(n, "arrow_function") || is(n, "function_expression") || is(n, "function")) return has_token(n, "async");
  if (is(n, "identifier")) {
    sym *y = lookup(c, text(c, n));
    return y && y->has_type && (y->t & T_FN) && !(y->t & T_PRIM) && prom_of(c, sigof(c, y->t)->ret) != NULL;
  }
  return 0;
}

static ex nat_func_call(C *c, TSNode call, const nfunc *f, arglist *a) {
  if (f->id == FE_IR_B_HTTP_CREATE_SERVER && a->count == 1 && handler_is_async(c, a->n[0]))
    return nat_invoke(c, call, FE_IR_B_HTTP_CREATE_SERVER_ASYNC, FE_IR_NONE, f->params, f->ret, a);
  if (f->id == FE_IR_B_FS_READ_FILE && a->count >= 2) /* readFileSync(path, "utf8" | { encoding }) */
    return nat_invoke(c, call, f->id, FE_IR_NONE, f->params, "s", a);
  if ((f->id == FE_IR_B_HTTP_REQUEST || f->id == FE_IR_B_HTTP_GET) && a->count == 2 && nat_arg_is(c, a->n[1], T_FN)) {
    /* request(url | options, callback) */
    sig *s = nat_sig(c, "uF(R)v");
    uint32_t items[3];
    if (!call_args(c, call, s, a, items)) return err_ex(c);
    items[2] = items[1];
    items[1] = convir(c, undef_node(c), FE_IR_T_VALUE);
    return nat_emit(c, f->id, items, 3, nat_func_ret(c, f), call);
  }
  if (f->id == FE_IR_B_FSP_READ_FILE && a->count >= 2) /* readFile(path, "utf8" | { encoding }) */
    return nat_invoke(c, call, f->id, FE_IR_NONE, f->params, "Qs", a);
  return nat_invoke(c, call, f->id, FE_IR_NONE, f->params, f->ret, a);
}

/* A timer global called by name (not shadowed by a declaration), or NULL. */
static const nfunc *nat_global(C *c, const char *name) {
  if (lookup(c, name)) return NULL;
  return nat_func_find(MOD_GLOBAL, name);
}

/* The module of an import specifier: "node:http" or "http", ... */
static int nat_module(const char *spec, size_t n) {
  if (n >= 2) spec++, n -= 2; /* quotes */
  if (n > 5 && !strncmp(spec, "node:", 5)) spec += 5, n -= 5;
  if (n == 4 && !strncmp(spec, "http", 4)) return MOD_HTTP;
  if (n == 6 && !strncmp(spec, "crypto", 6)) return MOD_CRYPTO;
  if (n == 3 && !strncmp(spec, "url", 3)) return MOD_URL;
  if (n == 3 && !strncmp(spec, "net", 3)) return MOD_NET;
  if (n == 2 && !strncmp(spec, "fs", 2)) return MOD_FS;
  if (n == 11 && !strncmp(spec, "fs/promises", 11)) return MOD_FS_PROMISES;
  return MOD_NONE;
}

static const char *nat_module_name(int mod) {
  switch (mod) {
  case MOD_HTTP: return "node:http";
  case MOD_CRYPTO: return "node:crypto";
  case MOD_URL: return "node:url";
  case MOD_FS: return "node:fs";
  case MOD_FS_PROMISES: return "node:fs/promises";
  default: return "node:net";
  }
}

/* Binds the names of `import ... from "node:..."` in the module scope; 0 if the
 * statement is not an import of a built-in module. */
static int nat_import(C *c, TSNode s) {
  TSNode src = field(s, F_source);
  if (isnull(src)) return 0;
  int mod = nat_module(c->src + ts_node_start_byte(src), ts_node_end_byte(src) - ts_node_start_byte(src));
  if (!mod) return 0;
  TSNode clause = ts_node_named_child(s, 0);
  if (!is(clause, "import_clause")) return 1; /* import "node:http" (side effects only) */
  for (uint32_t i = 0; i < ts_node_named_child_count(clause); i++) {
    TSNode ch = ts_node_named_child(clause, i);
    if (is(ch, "identifier") || is(ch, "namespace_import")) { /* import http / * as http */
      TSNode id = is(ch, "identifier") ? ch : named(ch, 0);
      sym *y = sym_add(c, c->modscope, text(c, id), S_NATNS);
      y->slot = (uint32_t)mod;
      y->decl = s;
      continue;
    }
    if (!is(ch, "named_imports")) continue;
    for (uint32_t j = 0; j < ts_node_named_child_count(ch); j++) {
      TSNode sp = ts_node_named_child(ch, j);
      if (!is(sp, "import_specifier")) continue;
      TSNode nm = field(sp, F_name), alias = field(sp, F_alias);
      const char *name = text(c, nm), *local = isnull(alias) ? name : text(c, alias);
      const nfunc *f = nat_func_find(mod, name);
      int k = nat_type_find(mod, name);
      if (!f && !k) {
        ERR(c, nm, "Module '\"%s\"' has no exported member '%s'%s.", nat_module_name(mod),
            name, " (or Kiln does not support it yet)");
        continue;
      }
      sym *y = sym_add(c, c->modscope, local, f ? S_NATIVE : S_TYPE);
      y->decl = sp;
      if (f) {
        y->slot = (uint32_t)(f - nat_funcs);
      } else {
        y->t = nat_type(c, k);
        y->has_type = 1;
      }
    }
  }
  return 1;
}

/* new TextEncoder() / new TextDecoder([label[, { fatal, ignoreBOM }]]) */
static ex text_codec_new(C *c, TSNode n, int encoder) {
  arglist a;
  args_read(c, field(n, F_arguments), &a);
  if (encoder) return nat_invoke(c, n, FE_IR_B_TEXT_ENCODER_NEW, FE_IR_NONE, "", "E", &a);
  return nat_invoke(c, n, FE_IR_B_TEXT_DECODER_NEW, FE_IR_NONE, "?s?u", "D", &a);
}

/* http.createServer(...), crypto.createHash(...) through a namespace import. */
static ex nat_ns_call(C *c, TSNode call, sym *ns, TSNode propn, const char *name, arglist *a) {
  const nfunc *f = nat_func_find((int)ns->slot, name);
  if (!f) {
    ERR(c, propn, "unsupported: '%s.%s'", ns->name, name);
    return err_ex(c);
  }
  return nat_func_call(c, call, f, a);
}

/* A type named through a namespace import: http.IncomingMessage. */
static ty nat_ns_type(C *c, TSNode n) {
  TSNode mod = named(n, 0), nm = named(n, 1);
  sym *y = is(mod, "identifier") ? lookup(c, text(c, mod)) : NULL;
  int k = y && y->kind == S_NATNS && !isnull(nm) ? nat_type_find((int)y->slot, text(c, nm)) : 0;
  if (!k) {
    ERR(c, n, "unsupported: type '%s'", text(c, n));
    return T_ERR;
  }
  return nat_type(c, k);
}

/* JSON.stringify(value[, replacer[, space]]) */
static ex json_stringify(C *c, TSNode call, arglist *a) {
  if (a->count < 1 || a->count > 3) { arity_error(c, call, a, 1, 3); return err_ex(c); }
  if (a->count >= 2 && nat_arg_is(c, a->n[1], T_FN)) {
    ERR(c, a->n[1], "unsupported: a replacer function (a replacer array of property names works)");
    return err_ex(c);
  }
  return nat_invoke(c, call, FE_IR_B_JSON_STRINGIFY, FE_IR_NONE, "u?u?u", "s", a);
}

/* process.env.NAME / process.env[name]: string | undefined */
static int is_process_env(C *c, TSNode n) {
  if (!is(n, "member_expression")) return 0;
  const char *ns = namespace_of(c, field(n, F_object));
  return ns && !strcmp(ns, "process") && !strcmp(member_name(c, n), "env");
}
static ex process_env(C *c, TSNode at, uint32_t name) {
  uint32_t args[1] = {name};
  return nat_emit(c, FE_IR_B_PROCESS_ENV_GET, args, 1, T_STR | T_UNDEF, at);
}

/* new URL(input[, base]) */
static ex url_new(C *c, TSNode n) {
  arglist a;
  args_read(c, field(n, F_arguments), &a);
  return nat_invoke(c, n, FE_IR_B_URL_NEW, FE_IR_NONE, "s?s", "L", &a);
}

#include "check_any.inc"
/* ---- dictionaries (Record<K, V>, index signatures, Object.*) ---------------
 *
 * An object type with an index signature (`{ [k: string]: V }`, an interface
 * that has one beside its other members, `Record<string, V>`,
 * `Record<number, V>`) is a dictionary: oty.dict is set, dkey is T_STR or
 * T_NUM and dval is V.  Its values are laid out at run time as dictionaries
 * (runtime/dict.c: a hash table of string keys, enumerated in JS order),
 * never as a shape, because any key may be added later: an object literal
 * checked against such a type builds one (dict_lit), and only dictionaries
 * are assignable to dictionary types (obj_assignable).  Declared members are
 * read and written through the ordinary per-site property access, which the
 * runtime answers from the table (rt_prop_get); any other key goes through
 * the DICT_* builtins, a number key as its String().  A read has type V, as
 * under tsc --strict (not V | undefined): where the context keeps undefined
 * (console.log, `=== undefined`, `??`, templates) the boxed value is kept,
 * elsewhere it is unboxed as an array element read is, so a missing number
 * reads as NaN.  `Record<"a" | "b", V>` is no dictionary: it is the object
 * type { a: V; b: V }, whose properties a key of type "a" | "b" reads and
 * writes by name (lit_index). */

static ty mk_dict(C *c, ty k, ty v) {
  if ((k | v) & T_ERR) return T_ERR;
  if (v & T_VOID) v = (v & ~T_VOID) | T_UNDEF;
  for (uint32_t i = 0; i < c->nsigs; i++) {
    oty *o = c->sigs[i]->o;
    if (o && o->dict && !o->n && !o->k && o->dkey == k && o->dval == v && o->name && !strncmp(o->name, "Record<", 7))
      return T_OBJ | (i << SIG_SHIFT);
  }
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->dict = 1;
  o->dkey = k;
  o->dval = v;
  sbuf b = {0};
  sb_put(&b, k == T_NUM ? "Record<number, " : "Record<string, ");
  ty_show(c, &b, v, 0);
  sb_put(&b, ">");
  o->name = fe__strndup(c->A, b.p, b.n);
  free(b.p);
  return mk_obj(c, o);
}

/* Record<K, V>: a dictionary for K = string or number, else (a union of
 * literal keys) the object type with those properties. */
static ty record_type(C *c, TSNode n) {
  TSNode targs = field(n, F_type_arguments);
  if (isnull(targs) || isnull(named(targs, 0)) || isnull(named(targs, 1)) || !isnull(named(targs, 2))) {
    ERR(c, n, "Generic type 'Record' requires 2 type argument(s).");
    return T_ERR;
  }
  ty k = type_of(c, named(targs, 0)), v = type_of(c, named(targs, 1));
  if ((k | v) & T_ERR) return T_ERR;
  if (k == T_STR || k == T_NUM) return mk_dict(c, k, v);
  ty ms[256];
  uint32_t nm = (k & T_UNI) && !(k & (T_CMP & ~T_UNI)) ? uni_members(c, k, ms, 256) : 0;
  if (!nm) {
    ERR(c, named(targs, 0), "unsupported: Record with keys of type '%s' (string, number or a union of literals)", tystr(c, k));
    return T_ERR;
  }
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->name = intern(c, text(c, n), strlen(text(c, n)));
  for (uint32_t i = 0; i < nm; i++) {
    sig *s = is_lit(c, ms[i]) ? sigof(c, ms[i]) : NULL;
    if (!s || (s->lkind != T_STR && s->lkind != T_NUM)) {
      ERR(c, named(targs, 0), "unsupported: Record with keys of type '%s' (string, number or a union of literals)", tystr(c, k));
      return T_ERR;
    }
    const char *d = s->ldisp;
    size_t l = strlen(d);
    prop p = {s->lkind == T_STR && l >= 2 ? intern(c, d + 1, l - 2) : d, v, 0, 0};
    obj_add_prop(c, o, p);
  }
  return mk_obj(c, o);
}

/* `[key: string]: V` in an interface or object type (m: the index_signature). */
static void dict_signature(C *c, oty *o, TSNode m) {
  TSNode kt = ts_node_child_by_field_name(m, "index_type", 10), vt = field(m, F_type);
  if (isnull(kt) || isnull(vt) || ts_node_named_child_count(m) > 3) {
    ERR(c, m, "unsupported: this index signature (only [key: string]: T and [key: number]: T)");
    return;
  }
  ty k = type_of(c, kt), v = type_of(c, vt);
  if ((k | v) & T_ERR) return;
  if (k != T_STR && k != T_NUM) {
    ERR(c, kt, "An index signature parameter type must be 'string', 'number', 'symbol', or a template literal type.");
    return;
  }
  if (o->dict) {
    ERR(c, m, "unsupported: more than one index signature");
    return;
  }
  o->dict = 1;
  o->dkey = k;
  o->dval = (v & T_VOID) ? (v & ~T_VOID) | T_UNDEF : v;
}

/* A name for an anonymous dictionary type in messages: { [x: string]: V; }. */
static void dict_name(C *c, oty *o) {
  if (!o->dict || o->name) return;
  sbuf b = {0};
  sb_put(&b, o->dkey == T_NUM ? "{ [x: number]: " : "{ [x: string]: ");
  ty_show(c, &b, o->dval, 0);
  sb_put(&b, "; ");
  for (uint32_t i = 0; i < o->n; i++) {
    sb_put(&b, o->p[i].name);
    sb_put(&b, o->p[i].opt ? "?: " : ": ");
    ty_show(c, &b, o->p[i].opt ? o->p[i].t & ~(ty)T_UNDEF : o->p[i].t, 0);
    sb_put(&b, "; ");
  }
  sb_put(&b, "}");
  o->name = fe__strndup(c->A, b.p, b.n);
  free(b.p);
}

/* Assignability on top of the member checks: only a dictionary is laid out
 * as one, and its values must fit. */
static int dict_assignable(C *c, oty *so, oty *dobj) {
  if (!dobj->dict) return 1;
  if (!so->dict) return 0;
  if (dobj->dkey == T_STR && so->dkey == T_NUM) return 0;
  return assignable(c, so->dval, dobj->dval);
}

static int is_dict(C *c, ty t) { return is_obj(t) && objof(c, t)->dict; }

/* o[key] of dictionary value o (key: a STRING node) as V; expect & T_UNDEF
 * keeps a missing key's undefined (boxed). */
static ex dict_get_node(C *c, uint32_t on, uint32_t key, ty vt, ty expect) {
  uint32_t args[2] = {on, key};
  uint32_t g = bcall(c, FE_IR_B_DICT_GET, FE_IR_T_VALUE, args, 2);
  if ((expect & T_UNDEF) && !(expect & T_ERR) && irty(c, vt | T_UNDEF) == FE_IR_T_VALUE) return mk(g, vt | T_UNDEF);
  return mk(unbox(c, g, vt | T_UNDEF, vt), vt);
}
static uint32_t dict_set_node(C *c, uint32_t on, uint32_t key, uint32_t val) {
  uint32_t args[3] = {on, key, convir(c, val, FE_IR_T_VALUE)};
  return bcall(c, FE_IR_B_DICT_SET, FE_IR_T_VALUE, args, 3);
}

/* The key of o[idx] for dictionary type ot as a STRING node; 0 on error. */
static int dict_key(C *c, ty ot, TSNode idx, uint32_t *key) {
  oty *ob = objof(c, ot);
  ex k = expr(c, idx, 0);
  if (k.t & T_ERR) return 0;
  ty kb = (k.t & T_UNI) && !(k.t & (T_CMP & ~T_UNI)) ? k.t & T_PRIM : k.t;
  sym *ky = is(idx, "identifier") ? lookup(c, text(c, idx)) : NULL;
  int forin = ky && ky->kind == S_VAR && !isnull(ky->decl) && is(ky->decl, "for_in_statement") && has_token(ky->decl, "in");
  if (kb == T_STR && ob->dkey == T_NUM && !forin) { /* (tsc lets a for...in variable index it) */
    ERR(c, idx, "Element implicitly has an 'any' type because index expression is not of type 'number'.");
    return 0;
  }
  if (kb != T_STR && kb != T_NUM) {
    ERR(c, idx, "Type '%s' cannot be used as an index type.", tystr(c, k.t));
    return 0;
  }
  *key = convir(c, k.node, FE_IR_T_STRING);
  return 1;
}

/* The properties of non-dictionary object type ot that a key of literal type
 * kt names, and their common type; 0 (reported) when kt is no such key. */
static int lit_key_props(C *c, ty ot, ex k, TSNode idx, ty *vt) {
  ty kx = ex_exact(c, k), ms[256];
  uint32_t nm = (kx & T_UNI) && !(kx & (T_CMP & ~T_UNI)) ? uni_members(c, kx, ms, 256) : 0;
  *vt = 0;
  for (uint32_t i = 0; i < nm; i++) {
    sig *s = is_lit(c, ms[i]) ? sigof(c, ms[i]) : NULL;
    prop p;
    const char *d = s ? s->ldisp : NULL;
    size_t l = d ? strlen(d) : 0;
    const char *name = s && s->lkind == T_STR && l >= 2 ? intern(c, d + 1, l - 2) : s && s->lkind == T_NUM ? d : NULL;
    if (!name || !find_prop(c, ot, name, &p)) { nm = 0; break; }
    if (*vt && *vt != p.t) {
      ERR(c, idx, "unsupported: indexing '%s' with a key whose properties have different types", tystr(c, ot));
      return 0;
    }
    *vt = p.t;
  }
  if (!nm) {
    ERR(c, idx, "Element implicitly has an 'any' type because expression of type '%s' can't be used to index type '%s'.",
        tystr(c, k.t), tystr(c, ot));
    return 0;
  }
  return 1;
}

/* o[idx] where o has an object type: a dictionary's entry, a declared
 * member named by a string literal, or the member a literal-typed key names. */
static ex dict_index(C *c, TSNode n, TSNode idx, ex o, ty expect) {
  oty *ob = objof(c, o.t);
  if (ob->native || ob->coll || ob->prom) {
    ERR(c, n, "unsupported: indexing a value of type '%s'", tystr(c, o.t));
    return err_ex(c);
  }
  prop p;
  const char *name = is(idx, "string") ? prop_key(c, idx) : NULL;
  if (name && (!ob->dict || find_prop(c, o.t, name, &p))) return obj_get(c, n, idx, o, name);
  if (ob->dict) {
    uint32_t key;
    if (!dict_key(c, o.t, idx, &key)) return err_ex(c);
    return dict_get_node(c, o.node, key, ob->dval, expect);
  }
  if (ob->k) {
    ERR(c, n, "unsupported: indexing an instance of class '%s'", ob->k->name);
    return err_ex(c);
  }
  ex k = expr(c, idx, 0);
  ty vt;
  if ((k.t & T_ERR) || !lit_key_props(c, o.t, k, idx, &vt)) return err_ex(c);
  return dict_get_node(c, o.node, convir(c, k.node, FE_IR_T_STRING), vt, expect);
}

/* o[idx] = v, o[idx] op= v, o[idx]++ for an object o (see array_place). */
static int dict_place(C *c, TSNode lhs, TSNode rhs, const char *bop, int upd, TSNode whole, ex o, ex *out) {
  TSNode idx = field(lhs, F_index);
  oty *ob = objof(c, o.t);
  *out = err_ex(c);
  if (ob->native || ob->coll || ob->prom || ob->k) {
    ERR(c, lhs, "unsupported: assignment to an element of a value of type '%s'", tystr(c, o.t));
    return 1;
  }
  prop p;
  const char *name = is(idx, "string") ? prop_key(c, idx) : NULL;
  if (name && (!ob->dict || find_prop(c, o.t, name, &p))) {
    if (!bop && !upd) {
      ex v = expr(c, rhs, find_prop(c, o.t, name, &p) ? p.t : 0);
      *out = obj_set(c, whole, idx, o.node, o.t, name, v, rhs);
      return 1;
    }
    uint32_t ot = irty(c, o.t), so, first = tmp_set(c, ot, &so, o.node);
    ex cur = obj_get(c, lhs, idx, mk(tmp_get(c, ot, so), o.t), name);
    if (cur.t & T_ERR) return 1;
    uint32_t sold;
    ex v = rmw_value(c, cur, lhs, rhs, bop, upd, whole, "a property", &sold);
    if (v.t & T_ERR) return 1;
    ex st = obj_set(c, whole, idx, tmp_get(c, ot, so), o.t, name, v, whole);
    if (st.t & T_ERR) return 1;
    uint32_t res = st.node;
    if (sold != FE_IR_NONE) res = node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, res, tmp_get(c, FE_IR_T_NUMBER, sold), 0);
    *out = mk(node(c, FE_IR_SEQ, 0, fe_ir_node_type(c->b, res), first, res, 0), sold != FE_IR_NONE ? T_NUM : st.t);
    return 1;
  }
  uint32_t key;
  ty vt;
  if (ob->dict) {
    if (!dict_key(c, o.t, idx, &key)) return 1;
    vt = ob->dval;
  } else {
    ex k = expr(c, idx, 0);
    if ((k.t & T_ERR) || !lit_key_props(c, o.t, k, idx, &vt)) return 1;
    key = convir(c, k.node, FE_IR_T_STRING);
  }
  if (!bop && !upd) {
    ex v = expr(c, rhs, vt);
    if (v.t & T_ERR) return 1;
    if (!ex_assignable(c, v, vt)) {
      ERR(c, lhs, "Type '%s' is not assignable to type '%s'.", exstr(c, v, vt), tystr(c, vt));
      return 1;
    }
    uint32_t set = dict_set_node(c, o.node, key, coerce(c, v, vt, rhs, 0));
    *out = mk(unbox(c, set, vt | T_UNDEF, vt), vt);
    return 1;
  }
  /* read-modify-write: the object and the key are evaluated once */
  uint32_t ot = irty(c, o.t), so, sk;
  uint32_t first = tmp_set(c, ot, &so, o.node);
  first = node(c, FE_IR_SEQ, 0, FE_IR_T_STRING, first, tmp_set(c, FE_IR_T_STRING, &sk, key), 0);
  if (bop && (!strcmp(bop, "??") || !strcmp(bop, "||") || !strcmp(bop, "&&"))) {
    /* o[k] ??= v: (cur = o[k]) ?? (o[k] = v), likewise || and && */
    ex cur = dict_get_node(c, tmp_get(c, ot, so), tmp_get(c, FE_IR_T_STRING, sk), vt, T_UNDEF);
    uint32_t sc, cset = tmp_set(c, irty(c, cur.t), &sc, cur.node);
    ex v = expr(c, rhs, vt);
    if (v.t & T_ERR) return 1;
    if (!ex_assignable(c, v, vt)) {
      ERR(c, lhs, "Type '%s' is not assignable to type '%s'.", exstr(c, v, vt), tystr(c, vt));
      return 1;
    }
    uint32_t set = dict_set_node(c, tmp_get(c, ot, so), tmp_get(c, FE_IR_T_STRING, sk), coerce(c, v, vt, rhs, 0));
    int lop = bop[0] == '?' ? FE_IR_NULLISH : bop[0] == '|' ? FE_IR_OR : FE_IR_AND;
    uint32_t cirt = irty(c, cur.t);
    uint32_t l = node(c, FE_IR_SEQ, 0, cirt, cset, tmp_get(c, cirt, sc), 0);
    uint32_t r = node(c, FE_IR_LOGICAL, (uint32_t)lop, FE_IR_T_VALUE, convir(c, l, FE_IR_T_VALUE), set, 0);
    *out = mk(node(c, FE_IR_SEQ, 0, irty(c, vt), first, unbox(c, r, vt | T_UNDEF, vt), 0), vt);
    return 1;
  }
  ex cur = dict_get_node(c, tmp_get(c, ot, so), tmp_get(c, FE_IR_T_STRING, sk), vt, 0);
  uint32_t sold;
  ex v = rmw_value(c, cur, lhs, rhs, bop, upd, whole, "a dictionary entry", &sold);
  if (v.t & T_ERR) return 1;
  if (!ex_assignable(c, v, vt)) {
    ERR(c, lhs, "Type '%s' is not assignable to type '%s'.", tystr(c, v.t), tystr(c, vt));
    return 1;
  }
  uint32_t set = dict_set_node(c, tmp_get(c, ot, so), tmp_get(c, FE_IR_T_STRING, sk), coerce(c, v, vt, whole, 0));
  uint32_t res = unbox(c, set, vt | T_UNDEF, vt);
  if (sold != FE_IR_NONE) res = node(c, FE_IR_SEQ, 0, FE_IR_T_NUMBER, res, tmp_get(c, FE_IR_T_NUMBER, sold), 0);
  *out = mk(node(c, FE_IR_SEQ, 0, fe_ir_node_type(c->b, res), first, res, 0), sold != FE_IR_NONE ? T_NUM : vt);
  return 1;
}

/* delete o.k / delete o[k]: a dictionary's entry, or an optional property. */
static ex delete_expr(C *c, TSNode n, TSNode an) {
  while (is(an, "parenthesized_expression")) an = named(an, 0);
  int sub = is(an, "subscript_expression");
  if (!sub && !is(an, "member_expression")) {
    ERR(c, an, "The operand of a 'delete' operator must be a property reference.");
    return err_ex(c);
  }
  if (is_optional_chain(an)) { ERR(c, n, "unsupported: delete through optional chaining"); return err_ex(c); }
  ex o = expr(c, field(an, F_object), 0);
  if (o.t & T_ERR) return o;
  oty *ob = is_obj(o.t) ? objof(c, o.t) : NULL;
  if (!ob || ob->native || ob->coll || ob->prom || ob->k) {
    if (o.t & (T_UNDEF | T_NULL)) report_nullish(c, field(an, F_object), o.t);
    else ERR(c, n, "unsupported: delete of a property of a value of type '%s'", tystr(c, o.t));
    return err_ex(c);
  }
  TSNode idx = sub ? field(an, F_index) : field(an, F_property);
  const char *name = sub ? (is(idx, "string") ? prop_key(c, idx) : NULL) : member_name(c, an);
  uint32_t key;
  prop p;
  if (name && find_prop(c, o.t, name, &p)) {
    if (!p.opt) { ERR(c, an, "The operand of a 'delete' operator must be optional."); return err_ex(c); }
    key = str_cstr(c, name);
  } else if (ob->dict) {
    if (name) key = str_cstr(c, name);
    else if (!dict_key(c, o.t, idx, &key)) return err_ex(c);
  } else {
    if (name) ERR(c, idx, "Property '%s' does not exist on type '%s'.", name, tystr(c, o.t));
    else ERR(c, n, "unsupported: delete with a computed key of a value of type '%s'", tystr(c, o.t));
    return err_ex(c);
  }
  uint32_t args[2] = {o.node, key};
  return mk(bcall(c, FE_IR_B_DICT_DELETE, FE_IR_T_BOOLEAN, args, 2), T_BOOL);
}

/* Does object literal n spread a dictionary (a variable of a dictionary type)? */
static int lit_spreads_dict(C *c, TSNode n) {
  uint32_t cnt = ts_node_named_child_count(n);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode m = ts_node_named_child(n, i);
    if (!is(m, "spread_element") || !is(named(m, 0), "identifier")) continue;
    sym *y = lookup(c, text(c, named(m, 0)));
    if (y && y->kind == S_VAR && y->has_type && is_dict(c, y->t)) return 1;
  }
  return 0;
}

/* An object literal that makes a dictionary: checked against dictionary
 * type want, or (want 0) spreading one, typed { [x: string]: V } with V the
 * union of its values' types. */
static ex dict_lit(C *c, TSNode n, ty want) {
  oty *wo = want ? objof(c, want) : NULL;
  uint32_t ot = fe_ir_type_object(c->b), so;
  uint32_t acc = tmp_set(c, ot, &so, bcall(c, FE_IR_B_DICT_NEW, ot, NULL, 0));
  uint32_t cnt = ts_node_named_child_count(n);
  const char **seen = fe__alloc(c->A, (cnt + 1) * sizeof *seen);
  uint32_t nseen = 0;
  ty vacc = 0;
  int bad = 0;
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode m = ts_node_named_child(n, i);
    if (is(m, "comment")) continue;
    if (is(m, "spread_element")) {
      ex s = expr(c, named(m, 0), 0);
      if (s.t & T_ERR) { bad = 1; continue; }
      oty *sob = is_obj(s.t) ? objof(c, s.t) : NULL;
      if (!sob || sob->native || sob->coll || sob->prom) {
        ERR(c, m, "unsupported: spread of a value of type '%s' in an object literal", tystr(c, s.t));
        bad = 1;
        continue;
      }
      ty svt = 0;
      if (sob->dict) svt = sob->dval;
      if (sob->k) {
        class_layout(c, sob->k);
        for (uint32_t q = 0; q < sob->k->nf; q++)
          if (sob->k->fvis[q] != P_HASH) svt = ty_union(c, svt, sob->k->f[q].t);
      } else {
        for (uint32_t q = 0; q < sob->n; q++) svt = ty_union(c, svt, sob->p[q].t);
      }
      if (wo && svt && !assignable(c, svt, wo->dval)) {
        ERR(c, m, "Type '%s' is not assignable to type '%s'.", tystr(c, s.t), tystr(c, want));
        bad = 1;
        continue;
      }
      if (svt & T_ERR) {
        ERR(c, m, "unsupported: spread of a value of type '%s' in an object literal", tystr(c, s.t));
        bad = 1;
        continue;
      }
      vacc = vacc ? ty_union(c, vacc, svt) : svt;
      uint32_t args[2] = {tmp_get(c, ot, so), convir(c, s.node, FE_IR_T_VALUE)};
      acc = node(c, FE_IR_SEQ, 0, ot, acc, bcall(c, FE_IR_B_OBJ_ASSIGN, ot, args, 2), 0);
      continue;
    }
    const char *name = NULL;
    uint32_t key = FE_IR_NONE;
    TSNode vn = m;
    if (is(m, "pair")) {
      TSNode k = field(m, F_key);
      vn = field(m, F_value);
      if (is(k, "computed_property_name")) {
        TSNode ke = named(k, 0);
        if (!isnull(ke) && (is(ke, "string") || is(ke, "number"))) {
          name = prop_key(c, ke);
        } else {
          ex kx = expr(c, ke, 0);
          if (kx.t & T_ERR) { bad = 1; continue; }
          ty kb = (kx.t & T_UNI) && !(kx.t & (T_CMP & ~T_UNI)) ? kx.t & T_PRIM : kx.t;
          if (kb != T_STR && kb != T_NUM) {
            ERR(c, ke, "A computed property name must be of type 'string', 'number', 'symbol', or 'any'.");
            bad = 1;
            continue;
          }
          key = convir(c, kx.node, FE_IR_T_STRING);
        }
      } else {
        name = prop_key(c, k);
      }
    } else if (is(m, "shorthand_property_identifier")) {
      name = text(c, m);
    } else {
      ERR(c, m, "unsupported: %s in an object literal of a dictionary type", ntype(m));
      bad = 1;
      continue;
    }
    if (key == FE_IR_NONE && !name) { ERR(c, m, "unsupported: this property name"); bad = 1; continue; }
    prop p;
    ty vt = 0;
    if (name && wo && find_prop(c, want, name, &p)) vt = p.t;
    else if (wo) vt = wo->dval;
    if (name) {
      uint32_t q = 0;
      while (q < nseen && seen[q] != name) q++;
      if (q < nseen) {
        ERR(c, m, "An object literal cannot have multiple properties with the same name.");
        bad = 1;
        continue;
      }
      seen[nseen++] = name;
      key = str_cstr(c, name);
    }
    ex e = is(m, "shorthand_property_identifier") ? ident(c, m) : expr(c, vn, vt);
    if (e.t & T_ERR) { bad = 1; continue; }
    uint32_t val;
    if (wo) {
      if (!ex_assignable(c, e, vt)) {
        ERR(c, m, "Type '%s' is not assignable to type '%s'.", exstr(c, e, vt), tystr(c, vt));
        bad = 1;
        continue;
      }
      val = coerce(c, e, vt, vn, 0);
    } else {
      ty et = e.t ? e.t : T_UNDEF;
      if (uclash(c, vacc, et)) {
        ERR(c, m, "unsupported: an object literal whose values have several object, array or function types");
        bad = 1;
        continue;
      }
      vacc = vacc ? ty_union(c, vacc, et) : et;
      val = e.node;
    }
    acc = node(c, FE_IR_SEQ, 0, FE_IR_T_VALUE, acc, dict_set_node(c, tmp_get(c, ot, so), key, val), 0);
  }
  if (bad) return err_ex(c);
  for (uint32_t i = 0; wo && i < wo->n; i++) {
    if (wo->p[i].opt || lit_spreads_dict(c, n)) continue;
    uint32_t q = 0;
    while (q < nseen && seen[q] != wo->p[i].name) q++;
    if (q == nseen) {
      ERR(c, n, "Property '%s' is missing in type '{ ... }' but required in type '%s'.", wo->p[i].name, tystr(c, want));
      return err_ex(c);
    }
  }
  ty t = want ? want : mk_dict(c, T_STR, vacc ? vacc : T_UNDEF);
  if (t & T_ERR) return err_ex(c);
  return mk(node(c, FE_IR_SEQ, 0, ot, acc, tmp_get(c, ot, so), 0), t);
}

/* The type of Object.values(v) for object type t: the union of its value types. */
static ty obj_values_type(C *c, ty t) {
  oty *o = objof(c, t);
  ty r = o->dict ? o->dval : 0;
  if (o->k) {
    class_layout(c, o->k);
    for (uint32_t i = 0; i < o->k->nf; i++)
      if (o->k->fvis[i] != P_HASH) r = r ? ty_union(c, r, o->k->f[i].t) : o->k->f[i].t;
  } else {
    for (uint32_t i = 0; i < o->n; i++) r = r ? ty_union(c, r, o->p[i].t) : o->p[i].t;
  }
  return r ? r : T_UNDEF;
}

/* The argument of Object.keys/values/entries/assign/freeze: an object or an array. */
static ex object_arg(C *c, TSNode an, const char *fn) {
  ex o = expr(c, an, 0);
  if (o.t & T_ERR) return o;
  if (is_arr(o.t) && strcmp(fn, "assign")) return o;
  oty *ob = is_obj(o.t) ? objof(c, o.t) : NULL;
  if (!ob || ob->native || ob->coll || ob->prom) {
    if (ob || (o.t & (T_UNDEF | T_NULL)) || !(o.t & (T_OBJ | T_ARR)))
      ERR(c, an, "unsupported: 'Object.%s' of a value of type '%s'", fn, tystr(c, o.t));
    else
      ERR(c, an, "unsupported: 'Object.%s' of a value of type '%s'", fn, tystr(c, o.t));
    return err_ex(c);
  }
  return o;
}

/* Object.keys / values / entries / fromEntries / assign / freeze. */
static ex object_static(C *c, TSNode call, TSNode fnn, const char *name, arglist *a) {
  int keys = !strcmp(name, "keys"), values = !strcmp(name, "values"), entries = !strcmp(name, "entries");
  int freeze = !strcmp(name, "freeze"), from = !strcmp(name, "fromEntries"), assign = !strcmp(name, "assign");
  int names = !strcmp(name, "getOwnPropertyNames");
  if (!keys && !values && !entries && !freeze && !from && !assign && !names) {
    ERR(c, fnn, "unsupported: 'Object.%s'", name);
    return err_ex(c);
  }
  if (a->spread) { ERR(c, call, "unsupported: spread arguments to 'Object.%s'", name); return err_ex(c); }
  if (assign ? a->count < 1 : a->count != 1) {
    arity_error(c, call, a, 1, assign ? 1000 : 1);
    return err_ex(c);
  }
  if (from) {
    ex s = expr(c, a->n[0], 0);
    if (s.t & T_ERR) return s;
    if (coll_of(c, s.t) && coll_of(c, s.t)->coll == COLL_MAP) s = coll_to_array(c, a->n[0], SRC_COLL, s);
    if (s.t & T_ERR) return s;
    ty et = is_arr(s.t) ? elem_of(c, s.t) : 0, kt = 0, vt = 0;
    sig *tp = et ? tuple_of(c, et) : NULL;
    if (tp && tp->n == 2) kt = tp->p[0], vt = tp->p[1];
    else if (et && is_arr(et) && !tuple_of(c, et)) kt = vt = elem_of(c, et);
    ty kb = (kt & T_UNI) && !(kt & (T_CMP & ~T_UNI)) ? kt & T_PRIM : kt;
    if (!vt || (kb != T_STR && kb != T_NUM && kb != (T_STR | T_NUM))) {
      ERR(c, a->n[0], "unsupported: 'Object.fromEntries' of a value of type '%s' (an array of [key, value] pairs or a Map)",
          tystr(c, s.t));
      return err_ex(c);
    }
    ty t = mk_dict(c, T_STR, lit_base(c, vt));
    if (t & T_ERR) return err_ex(c);
    return mk(bcall(c, FE_IR_B_OBJ_FROM_ENTRIES, fe_ir_type_object(c->b), &s.node, 1), t);
  }
  ex o = object_arg(c, a->n[0], name);
  if (o.t & T_ERR) return o;
  if (freeze) return o; /* a no-op at run time: tsc has already refused writes through its Readonly<T> */
  if (keys || names) {
    ty at = mk_arr(c, T_STR);
    uint32_t arg = convir(c, o.node, FE_IR_T_VALUE);
    return mk(bcall(c, FE_IR_B_OBJ_KEYS, sigof(c, at)->irt, &arg, 1), at);
  }
  if (values || entries) {
    ty vt = is_arr(o.t) ? elem_of(c, o.t) : obj_values_type(c, o.t);
    if (vt & T_ERR) {
      ERR(c, a->n[0], "unsupported: 'Object.%s' of a value of type '%s' (its values have several object types)", name, tystr(c, o.t));
      return err_ex(c);
    }
    ty kv[2] = {T_STR, vt};
    ty tt = values ? 0 : mk_tuple(c, 2, kv, 0);
    ty at = values ? mk_arr(c, vt) : (tt & T_ERR) ? T_ERR : mk_arr(c, tt);
    if (at & T_ERR) {
      ERR(c, a->n[0], "unsupported: 'Object.%s' of a value of type '%s'", name, tystr(c, o.t));
      return err_ex(c);
    }
    uint32_t args[2] = {convir(c, o.node, FE_IR_T_VALUE), fe_ir_node_num(c->b, elem_kind(c, values ? at : tt))};
    return mk(bcall(c, values ? FE_IR_B_OBJ_VALUES : FE_IR_B_OBJ_ENTRIES, sigof(c, at)->irt, args, 2), at);
  }
  /* Object.assign(target, ...sources): each source's own properties in turn */
  oty *to = objof(c, o.t);
  if (to->k) {
    ERR(c, a->n[0], "unsupported: 'Object.assign' to an instance of class '%s'", to->k->name);
    return err_ex(c);
  }
  uint32_t r = o.node;
  for (uint32_t i = 1; i < a->count; i++) {
    ex s = object_arg(c, a->n[i], name);
    if (s.t & T_ERR) return s;
    if (is_arr(s.t)) { ERR(c, a->n[i], "unsupported: 'Object.assign' from an array"); return err_ex(c); }
    oty *so = objof(c, s.t);
    if (to->dict) {
      ty svt = obj_values_type(c, s.t);
      if (!assignable(c, svt, to->dval)) {
        ERR(c, a->n[i], "Argument of type '%s' is not assignable to parameter of type '%s'.", tystr(c, s.t), tystr(c, o.t));
        return err_ex(c);
      }
    } else {
      /* a shape has no room for new properties: every source property must be one of the target's */
      if (so->dict) {
        ERR(c, a->n[i], "unsupported: 'Object.assign' from a dictionary to an object of type '%s'", tystr(c, o.t));
        return err_ex(c);
      }
      if (so->k) class_layout(c, so->k);
      uint32_t nsp = so->k ? so->k->nf : so->n;
      for (uint32_t q = 0; q < nsp; q++) {
        prop sp = so->k ? so->k->f[q] : so->p[q], tp;
        if (so->k && so->k->fvis[q] == P_HASH) continue;
        if (!find_prop(c, o.t, sp.name, &tp) || !assignable(c, sp.t, tp.t)) {
          ERR(c, a->n[i], "unsupported: 'Object.assign' adding property '%s' that type '%s' does not have", sp.name, tystr(c, o.t));
          return err_ex(c);
        }
      }
    }
    uint32_t args[2] = {r, convir(c, s.node, FE_IR_T_VALUE)};
    r = bcall(c, FE_IR_B_OBJ_ASSIGN, fe_ir_type_object(c->b), args, 2);
  }
  return mk(r, o.t);
}

/* ---- regular expressions ---------------------------------------------------------
 *
 * A RegExp is a host object (NAT_REGEXP: runtime/regexp.c compiles and runs
 * it); a literal becomes one REGEXP_LITERAL call, evaluated each time as in
 * JS (the runtime caches the compiled program).  A match is a plain string[]
 * (RegExpMatchArray is that type here, so `m ?? []` and string[] mix freely);
 * index, input and groups are read from the array by the runtime (undefined
 * for an array that is no match, which tsc has refused anyway); groups is a host object (NAT_GROUPS) whose every property is a
 * string, like TS's `{ [key: string]: string }`.  A pattern's syntax is
 * checked by the runtime when the literal is evaluated (a SyntaxError then,
 * not at compile time).  A replacer function gets the match and the
 * captures as strings (its declared parameter count is passed along). */

static ty mk_match_arr(C *c) { return mk_arr(c, T_STR); }

/* A string node from UTF-8 source text. */
static uint32_t str_utf8(C *c, const char *p) {
  size_t n = strlen(p);
  uint16_t *u = fe__alloc(c->A, (n + 1) * 2 * sizeof *u);
  uint32_t k = 0;
  for (size_t i = 0; i < n;) {
    uint32_t b = (uint8_t)p[i], cp, len = 1;
    if (b < 0x80) cp = b;
    else if ((b & 0xE0) == 0xC0 && i + 1 < n) cp = (b & 0x1F) << 6 | ((uint8_t)p[i + 1] & 0x3F), len = 2;
    else if ((b & 0xF0) == 0xE0 && i + 2 < n)
      cp = (b & 0x0F) << 12 | ((uint8_t)p[i + 1] & 0x3F) << 6 | ((uint8_t)p[i + 2] & 0x3F), len = 3;
    else if ((b & 0xF8) == 0xF0 && i + 3 < n)
      cp = (b & 0x07) << 18 | ((uint8_t)p[i + 1] & 0x3F) << 12 | ((uint8_t)p[i + 2] & 0x3F) << 6 | ((uint8_t)p[i + 3] & 0x3F),
      len = 4;
    else cp = 0xFFFD;
    i += len;
    if (cp >= 0x10000) {
      u[k++] = (uint16_t)(0xD800 + ((cp - 0x10000) >> 10));
      u[k++] = (uint16_t)(0xDC00 + ((cp - 0x10000) & 0x3FF));
    } else {
      u[k++] = (uint16_t)cp;
    }
  }
  return str_node(c, u, k);
}

static ex regex_lit(C *c, TSNode n) {
  const char *ps = "", *fs = "";
  TSNode fl = n;
  uint32_t cnt = ts_node_named_child_count(n);
  for (uint32_t i = 0; i < cnt; i++) {
    TSNode ch = ts_node_named_child(n, i);
    if (is(ch, "regex_pattern")) ps = text(c, ch);
    else if (is(ch, "regex_flags")) fs = text(c, ch), fl = ch;
  }
  for (const char *f = fs; *f; f++) {
    if (!strchr("dgimsuy", *f)) {
      ERR(c, fl, *f == 'v' ? "unsupported: the regular expression flag 'v'" : "Unknown regular expression flag.");
      return err_ex(c);
    }
    if (strchr(f + 1, *f)) {
      ERR(c, fl, "Duplicate regular expression flag.");
      return err_ex(c);
    }
  }
  if (strchr(fs, 'u') && (strstr(ps, "\\p{") || strstr(ps, "\\P{"))) {
    ERR(c, n, "unsupported: Unicode property escapes (\\p{...}) in regular expressions");
    return err_ex(c);
  }
  uint32_t args[2] = {str_utf8(c, ps), str_cstr(c, fs)};
  return nat_emit(c, FE_IR_B_REGEXP_LITERAL, args, 2, nat_type(c, NAT_REGEXP), n);
}

/* new RegExp(pattern[, flags]) */
static ex regexp_new(C *c, TSNode n) {
  arglist a;
  args_read(c, field(n, F_arguments), &a);
  return nat_invoke(c, n, FE_IR_B_REGEXP_NEW, FE_IR_NONE, "s|J?s", "J", &a);
}

/* Is argument n a RegExp (so s.replace/split take the RegExp path)? */
static int regex_arg(C *c, TSNode n) {
  while (is(n, "parenthesized_expression")) n = named(n, 0);
  if (is(n, "regex")) return 1;
  if (is(n, "new_expression")) {
    TSNode k = field(n, F_constructor);
    return is(k, "identifier") && text_is(c, k, "RegExp") && !lookup(c, "RegExp");
  }
  if (is(n, "identifier")) {
    sym *y = lookup(c, text(c, n));
    return y && y->kind == S_VAR && y->has_type && nat_kind(c, y->t) == NAT_REGEXP;
  }
  if (is(n, "member_expression") || is(n, "call_expression") || is(n, "subscript_expression") ||
      is(n, "non_null_expression") || is(n, "as_expression"))
    return 2; /* only its type tells: str_re_call looks */
  return 0;
}

/* A pattern argument: a RegExp, or a string made into one (match, search). */
static uint32_t re_operand(C *c, TSNode n, int *bad) {
  ex e = expr(c, n, 0);
  if (e.t & T_ERR) {
    *bad = 1;
    return e.node;
  }
  if (nat_kind(c, e.t) == NAT_REGEXP && !(e.t & T_PRIM)) return e.node;
  if (e.t == T_STR) {
    uint32_t args[2] = {convir(c, e.node, FE_IR_T_VALUE), convir(c, undef_node(c), FE_IR_T_VALUE)};
    return nat_emit(c, FE_IR_B_REGEXP_NEW, args, 2, nat_type(c, NAT_REGEXP), n).node;
  }
  ERR(c, n, "Argument of type '%s' is not assignable to parameter of type 'string | RegExp'.", tystr(c, e.t));
  *bad = 1;
  return e.node;
}

/* The number of parameters a replacer function declares (-1: not a function we can see). */
static int fn_arity(C *c, TSNode f) {
  while (is(f, "parenthesized_expression")) f = named(f, 0);
  if (is(f, "arrow_function") || is(f, "function_expression") || is(f, "function")) {
    TSNode ps = field(f, F_parameters);
    if (isnull(ps)) return 1; /* x => ... */
    int k = 0;
    uint32_t cnt = ts_node_named_child_count(ps);
    for (uint32_t i = 0; i < cnt; i++)
      if (!is(ts_node_named_child(ps, i), "comment")) k++;
    return k;
  }
  if (is(f, "identifier")) {
    sym *y = lookup(c, text(c, f));
    if (y && y->has_type && (y->t & T_FN) && !(y->t & T_PRIM)) return (int)sigof(c, y->t)->n;
  }
  return -1;
}

/* s.replace(x, y) / s.replaceAll(x, y) / s.split(x, limit) whose x turned out a string. */
static ex str_plain_call(C *c, TSNode call, ex o, const char *name, ex x, arglist *a) {
  int bad = a->bad;
  if (!strcmp(name, "split")) {
    if (a->count > 2) { arity_error(c, call, a, 0, 2); return err_ex(c); }
    if (!ex_assignable(c, x, T_STR | T_UNDEF)) {
      ERR(c, a->n[0], "Argument of type '%s' is not assignable to parameter of type 'string | undefined'.", exstr(c, x, T_STR));
      return err_ex(c);
    }
    uint32_t args[3] = {o.node, convir(c, coerce(c, x, T_STR | T_UNDEF, a->n[0], 1), FE_IR_T_VALUE), 0};
    args[2] = arr_arg(c, a, 1, T_NUM | T_UNDEF, &bad);
    if (bad) return err_ex(c);
    ty st = mk_arr(c, T_STR);
    return mk(bcall(c, FE_IR_B_STR_SPLIT, sigof(c, st)->irt, args, 3), st);
  }
  if (a->count != 2) { arity_error(c, call, a, 2, 2); return err_ex(c); }
  if (!ex_assignable(c, x, T_STR)) {
    ERR(c, a->n[0], "Argument of type '%s' is not assignable to parameter of type 'string | RegExp'.", exstr(c, x, T_STR));
    return err_ex(c);
  }
  ex y = expr(c, a->n[1], T_STR);
  if (y.t & T_ERR) return err_ex(c);
  if (!ex_assignable(c, y, T_STR)) {
    ERR(c, a->n[1], "Argument of type '%s' is not assignable to parameter of type 'string'.", exstr(c, y, T_STR));
    return err_ex(c);
  }
  uint32_t args[3] = {o.node, convto(c, x.node, x.t, T_STR), convto(c, y.node, y.t, T_STR)};
  return mk(bcall(c, !strcmp(name, "replace") ? FE_IR_B_STR_REPLACE : FE_IR_B_STR_REPLACE_ALL, FE_IR_T_STRING, args, 3), T_STR);
}

static ex str_re_call(C *c, TSNode call, ex o, const char *name, arglist *a) {
  if (a->count >= 1 && regex_arg(c, a->n[0]) == 2 &&
      (!strcmp(name, "replace") || !strcmp(name, "replaceAll") || !strcmp(name, "split"))) {
    ex x = expr(c, a->n[0], 0);
    if (x.t & T_ERR) return err_ex(c);
    if (nat_kind(c, x.t) != NAT_REGEXP || (x.t & T_PRIM)) return str_plain_call(c, call, o, name, x, a);
    return str_re_call_with(c, call, o, name, a, x.node);
  }
  return str_re_call_with(c, call, o, name, a, FE_IR_NONE);
}

/* The RegExp forms; re0: the first argument already evaluated, or FE_IR_NONE. */
static ex str_re_call_with(C *c, TSNode call, ex o, const char *name, arglist *a, uint32_t re0) {
  int bad = a->bad;
  ty mt = mk_match_arr(c);
  if (!strcmp(name, "match") || !strcmp(name, "matchAll") || !strcmp(name, "search")) {
    if (a->count != 1) { arity_error(c, call, a, 1, 1); return err_ex(c); }
    uint32_t args[2] = {o.node, re_operand(c, a->n[0], &bad)};
    if (bad) return err_ex(c);
    if (name[5] == 'A') return nat_emit(c, FE_IR_B_STR_MATCH_ALL, args, 2, mk_arr(c, mt), call);
    if (name[0] == 's') return nat_emit(c, FE_IR_B_STR_SEARCH_RE, args, 2, T_NUM, call);
    return nat_emit(c, FE_IR_B_STR_MATCH_RE, args, 2, mt | T_NULL, call);
  }
  if (!strcmp(name, "split")) {
    if (a->count > 2) { arity_error(c, call, a, 1, 2); return err_ex(c); }
    uint32_t args[3] = {o.node, re0 != FE_IR_NONE ? re0 : re_operand(c, a->n[0], &bad), 0};
    args[2] = arr_arg(c, a, 1, T_NUM | T_UNDEF, &bad);
    if (bad) return err_ex(c);
    return nat_emit(c, FE_IR_B_STR_SPLIT_RE, args, 3, mk_arr(c, T_STR), call);
  }
  /* replace, replaceAll */
  if (a->count != 2) { arity_error(c, call, a, 2, 2); return err_ex(c); }
  uint32_t args[5] = {o.node, re0 != FE_IR_NONE ? re0 : re_operand(c, a->n[0], &bad), 0, 0, 0};
  int ar = fn_arity(c, a->n[1]);
  if (ar >= 0 && nat_arg_is(c, a->n[1], T_FN)) {
    if (ar > 8) {
      ERR(c, a->n[1], "unsupported: a replacer function with more than 8 parameters");
      return err_ex(c);
    }
    ty p[8];
    uint8_t opt[8] = {0};
    const char *pn[8] = {0};
    for (int i = 0; i < ar; i++) p[i] = T_STR;
    ty ft = mk_fn(c, (uint32_t)ar, p, pn, opt, T_STR);
    ex f = expr(c, a->n[1], ft);
    if (f.t & T_ERR) return err_ex(c);
    if (!assignable(c, f.t, ft)) {
      ERR(c, a->n[1], "unsupported: a replacer function whose parameters are not all strings (offset and input are not passed)");
      return err_ex(c);
    }
    args[2] = convir(c, coerce(c, f, ft, a->n[1], 1), FE_IR_T_VALUE);
  } else {
    ex r = expr(c, a->n[1], T_STR);
    if (r.t & T_ERR) return err_ex(c);
    if (!assignable(c, r.t, T_STR)) {
      ERR(c, a->n[1], "Argument of type '%s' is not assignable to parameter of type 'string'.", tystr(c, r.t));
      return err_ex(c);
    }
    args[2] = convir(c, coerce(c, r, T_STR, a->n[1], 1), FE_IR_T_VALUE);
    ar = 0;
  }
  if (bad) return err_ex(c);
  args[3] = num(c, ar).node;
  args[4] = node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, !strcmp(name, "replaceAll"), 0, 0);
  return nat_emit(c, FE_IR_B_STR_REPLACE_RE, args, 5, T_STR, call);
}

static ex match_get(C *c, TSNode n, ex o, const char *prop) {
  if (!strcmp(prop, "index")) return nat_emit(c, FE_IR_B_MATCH_INDEX, &o.node, 1, T_NUM, n);
  if (!strcmp(prop, "input")) return nat_emit(c, FE_IR_B_MATCH_INPUT, &o.node, 1, T_STR, n);
  return nat_emit(c, FE_IR_B_MATCH_GROUPS, &o.node, 1, nat_type(c, NAT_GROUPS) | T_UNDEF, n);
}

static const struct { const char *name; int bit; } re_flag_props[] = {
    {"hasIndices", 1}, {"global", 2}, {"ignoreCase", 4}, {"multiline", 8}, {"dotAll", 16}, {"unicode", 32}, {"sticky", 64}};

static ex date_get(C *c, TSNode at, TSNode propn, ex o, const char *name);
static ex date_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a);

static ex re_nat_get(C *c, TSNode at, TSNode propn, ex o, const char *name) {
  int k = nat_kind(c, o.t);
  if (k == NAT_GROUPS) {
    uint32_t args[2] = {o.node, str_cstr(c, name)};
    return nat_emit(c, FE_IR_B_REGEXP_GROUP_GET, args, 2, T_STR, at);
  }
  if (k == NAT_DATE) return date_get(c, at, propn, o, name);
  if (!strcmp(name, "source")) return nat_emit(c, FE_IR_B_REGEXP_SOURCE, &o.node, 1, T_STR, at);
  if (!strcmp(name, "flags")) return nat_emit(c, FE_IR_B_REGEXP_FLAGS, &o.node, 1, T_STR, at);
  if (!strcmp(name, "lastIndex")) return nat_emit(c, FE_IR_B_REGEXP_LAST_INDEX, &o.node, 1, T_NUM, at);
  for (size_t i = 0; i < sizeof re_flag_props / sizeof *re_flag_props; i++)
    if (!strcmp(name, re_flag_props[i].name)) {
      uint32_t args[2] = {o.node, num(c, re_flag_props[i].bit).node};
      return nat_emit(c, FE_IR_B_REGEXP_FLAG, args, 2, T_BOOL, at);
    }
  if (!strcmp(name, "test") || !strcmp(name, "exec") || !strcmp(name, "toString"))
    ERR(c, propn, "unsupported: using method '%s' as a value", name);
  else ERR(c, propn, "Property '%s' does not exist on type 'RegExp'.", name);
  return err_ex(c);
}

static ex re_nat_set(C *c, TSNode propn, uint32_t o, ty ot, const char *name, ex v, TSNode vn) {
  if (nat_kind(c, ot) != NAT_REGEXP || strcmp(name, "lastIndex")) {
    ERR(c, propn, "unsupported: assigning '%s' of a %s", name, nat_names[nat_kind(c, ot)]);
    return err_ex(c);
  }
  if (!assignable(c, v.t, T_NUM)) {
    ERR(c, vn, "Type '%s' is not assignable to type 'number'.", tystr(c, v.t));
    return err_ex(c);
  }
  uint32_t args[2] = {o, coerce(c, v, T_NUM, vn, 1)};
  return nat_emit(c, FE_IR_B_REGEXP_SET_LAST_INDEX, args, 2, T_VOID, propn);
}

static ex re_nat_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a) {
  int k = nat_kind(c, o.t);
  if (k == NAT_DATE) return date_call(c, call, propn, o, name, a);
  if (k == NAT_REGEXP && !strcmp(name, "test")) return nat_invoke(c, call, FE_IR_B_REGEXP_TEST, o.node, "s", "b", a);
  if (k == NAT_REGEXP && !strcmp(name, "toString")) return nat_invoke(c, call, FE_IR_B_REGEXP_TO_STRING, o.node, "", "s", a);
  if (k == NAT_REGEXP && !strcmp(name, "exec")) {
    sig *s = nat_sig(c, "s");
    uint32_t items[2] = {o.node};
    if (!call_args(c, call, s, a, items + 1)) return err_ex(c);
    return nat_emit(c, FE_IR_B_REGEXP_EXEC, items, 2, mk_match_arr(c) | T_NULL, call);
  }
  ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, nat_names[k]);
  return err_ex(c);
}

/* ---- Date -------------------------------------------------------------------------
 *
 * A Date is a host object (NAT_DATE, runtime/date.c) holding a time value;
 * every method is one DATE_* builtin with a field code (see kiln_rt.h).
 * Locale formatting knows en-US only. */

/* The arguments as numbers, appended to items[*k]; 0 after an error. */
static int date_nums(C *c, arglist *a, uint32_t *items, uint32_t *k) {
  int bad = 0;
  for (uint32_t j = 0; j < a->count; j++) {
    ex e = expr(c, a->n[j], T_NUM);
    if (e.t & T_ERR) { bad = 1; continue; }
    if (!ex_assignable(c, e, T_NUM)) {
      ERR(c, a->n[j], "Argument of type '%s' is not assignable to parameter of type 'number'.", exstr(c, e, T_NUM));
      bad = 1;
      continue;
    }
    items[(*k)++] = convto(c, e.node, e.t, T_NUM);
  }
  return !bad;
}

/* new Date(), new Date(ms | string | Date), new Date(y, m[, d, h, mi, s, ms]) */
static ex date_new(C *c, TSNode n) {
  arglist a;
  args_read(c, field(n, F_arguments), &a);
  ty dt = nat_type(c, NAT_DATE);
  if (a.count == 0) {
    uint32_t u = convir(c, undef_node(c), FE_IR_T_VALUE);
    return nat_emit(c, FE_IR_B_DATE_NEW, &u, 1, dt, n);
  }
  if (a.count == 1) {
    ex e = expr(c, a.n[0], 0);
    if (e.t & T_ERR) return err_ex(c);
    if (!(e.t == T_NUM || e.t == T_STR || (nat_kind(c, e.t) == NAT_DATE && !(e.t & T_PRIM)) ||
          !(e.t & ~(T_NUM | T_STR)))) {
      ERR(c, a.n[0], "No overload matches this call.");
      return err_ex(c);
    }
    uint32_t v = convir(c, e.node, FE_IR_T_VALUE);
    return nat_emit(c, FE_IR_B_DATE_NEW, &v, 1, dt, n);
  }
  if (a.count > 7) { arity_error(c, n, &a, 0, 7); return err_ex(c); }
  uint32_t items[8], k = 0;
  if (!date_nums(c, &a, items, &k)) return err_ex(c);
  return mk(bcall(c, FE_IR_B_DATE_NEW_PARTS, irty(c, dt), items, k), dt);
}

static const struct { const char *name; char kind; int code, min, max; } date_methods[] = {
    {"getTime", 'g', 0, 0, 0}, {"valueOf", 'g', 0, 0, 0}, {"getFullYear", 'g', 1, 0, 0}, {"getMonth", 'g', 2, 0, 0},
    {"getDate", 'g', 3, 0, 0}, {"getDay", 'g', 4, 0, 0}, {"getHours", 'g', 5, 0, 0}, {"getMinutes", 'g', 6, 0, 0},
    {"getSeconds", 'g', 7, 0, 0}, {"getMilliseconds", 'g', 8, 0, 0}, {"getTimezoneOffset", 'g', 9, 0, 0},
    {"getUTCFullYear", 'g', 17, 0, 0}, {"getUTCMonth", 'g', 18, 0, 0}, {"getUTCDate", 'g', 19, 0, 0},
    {"getUTCDay", 'g', 20, 0, 0}, {"getUTCHours", 'g', 21, 0, 0}, {"getUTCMinutes", 'g', 22, 0, 0},
    {"getUTCSeconds", 'g', 23, 0, 0}, {"getUTCMilliseconds", 'g', 24, 0, 0},
    {"setTime", 's', 0, 1, 1}, {"setFullYear", 's', 1, 1, 3}, {"setMonth", 's', 2, 1, 2}, {"setDate", 's', 3, 1, 1},
    {"setHours", 's', 5, 1, 4}, {"setMinutes", 's', 6, 1, 3}, {"setSeconds", 's', 7, 1, 2},
    {"setMilliseconds", 's', 8, 1, 1}, {"setUTCFullYear", 's', 17, 1, 3}, {"setUTCMonth", 's', 18, 1, 2},
    {"setUTCDate", 's', 19, 1, 1}, {"setUTCHours", 's', 21, 1, 4}, {"setUTCMinutes", 's', 22, 1, 3},
    {"setUTCSeconds", 's', 23, 1, 2}, {"setUTCMilliseconds", 's', 24, 1, 1},
    {"toISOString", 'f', 0, 0, 0}, {"toString", 'f', 1, 0, 0}, {"toUTCString", 'f', 2, 0, 0},
    {"toGMTString", 'f', 2, 0, 0}, {"toDateString", 'f', 3, 0, 0}, {"toTimeString", 'f', 4, 0, 0},
    {"toLocaleDateString", 'l', 5, 0, 1}, {"toLocaleTimeString", 'l', 6, 0, 1}, {"toLocaleString", 'l', 7, 0, 1},
    {"toJSON", 'j', 0, 0, 1}};

static ex date_get(C *c, TSNode at, TSNode propn, ex o, const char *name) {
  (void)at, (void)o;
  for (size_t i = 0; i < sizeof date_methods / sizeof *date_methods; i++)
    if (!strcmp(date_methods[i].name, name)) {
      ERR(c, propn, "unsupported: using method '%s' as a value", name);
      return err_ex(c);
    }
  ERR(c, propn, "Property '%s' does not exist on type 'Date'.", name);
  return err_ex(c);
}

static ex date_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a) {
  size_t i = 0, nm = sizeof date_methods / sizeof *date_methods;
  while (i < nm && strcmp(date_methods[i].name, name)) i++;
  if (i == nm) {
    ERR(c, propn, "Property '%s' does not exist on type 'Date'.", name);
    return err_ex(c);
  }
  int code = date_methods[i].code, kind = date_methods[i].kind;
  if (a->count < (uint32_t)date_methods[i].min || a->count > (uint32_t)date_methods[i].max) {
    arity_error(c, call, a, (uint32_t)date_methods[i].min, (uint32_t)date_methods[i].max);
    return err_ex(c);
  }
  uint32_t args[8] = {o.node, num(c, code).node};
  if (kind == 'g') return nat_emit(c, FE_IR_B_DATE_GET, args, 2, T_NUM, call);
  if (kind == 'f') return nat_emit(c, FE_IR_B_DATE_FORMAT, args, 2, T_STR, call);
  if (kind == 'j') return nat_emit(c, FE_IR_B_DATE_TO_JSON, args, 1, T_STR, call);
  if (kind == 'l') {
    if (a->count == 1) {
      TSNode l = a->n[0];
      if (!is(l, "string") || (!text_is(c, l, "'en-US'") && !text_is(c, l, "\"en-US\""))) {
        ERR(c, l, "unsupported: locale %s (only 'en-US')", text(c, l));
        return err_ex(c);
      }
    }
    return nat_emit(c, FE_IR_B_DATE_FORMAT, args, 2, T_STR, call);
  }
  /* setters: numbers */
  uint32_t k = 2;
  if (!date_nums(c, a, args, &k)) return err_ex(c);
  return mk(bcall(c, FE_IR_B_DATE_SET, FE_IR_T_NUMBER, args, k), T_NUM);
}

/* `x instanceof Date` / `x instanceof RegExp` (not shadowed): the NAT_* kind, else 0. */
static int native_instanceof(C *c, TSNode rn) {
  if (!is(rn, "identifier") || lookup(c, text(c, rn))) return 0;
  if (text_is(c, rn, "Date")) return NAT_DATE;
  if (text_is(c, rn, "RegExp")) return NAT_REGEXP;
  return 0;
}
static ex native_instance_of(C *c, TSNode ln, int kind) {
  ex l = expr(c, ln, 0);
  if (l.t & T_ERR) return err_ex(c);
  if (!(l.t & (T_OBJ | T_ARR | T_FN)) && irty(c, l.t) != FE_IR_T_VALUE) {
    ERR(c, ln, "The left-hand side of an 'instanceof' expression must be of type 'any', an object type or a type parameter.");
    return err_ex(c);
  }
  uint32_t args[2] = {convir(c, l.node, FE_IR_T_VALUE), num(c, kind == NAT_DATE ? 2 : 1).node};
  return mk(bcall(c, FE_IR_B_NATIVE_IS, FE_IR_T_BOOLEAN, args, 2), T_BOOL);
}

/* ---- generators ------------------------------------------------------------
 *
 * `function*` bodies (declarations, expressions and class methods) are
 * coroutines (FE_IR_FN_GENERATOR, backend/codegen.c "generators"; the
 * runtime side is runtime/generator.c).  The checker types a generator
 * object as Generator<T, R> (a built-in object type like Promise<T>, IR
 * type OBJECT; IterableIterator<T>, Iterator<T> and Iterable<T> name the
 * same type, so only generators are iterables here): T is what it yields
 * (declared, or the union of its yields), R what it returns.  `yield e`
 * boxes e into BUILTIN GEN_YIELD; what a yield evaluates to is what the
 * next next() sends, typed N | undefined with Generator<T, R, N>, unknown
 * otherwise.  A RETURN carries a value of any type, which the backend
 * boxes.  Consumers: for...of (GEN_STEP until GEN_DONE), [...g] and
 * Array.from(g) (GEN_TO_ARRAY), g.next(v) and g.return(v) (an
 * IteratorResult, see giter_result_type), and `yield* g` as a statement (a
 * loop yielding g's values; values sent to the outer generator are not
 * passed on).  Not done: g.throw(), and `break` out of a for...of does not
 * call g.return(), so a suspended body's finally blocks do not run then. */

static oty *giter_of(C *c, ty t) {
  if (!(t & T_OBJ) || (t & (T_ERR | T_UNI | T_PRIM))) return NULL;
  oty *o = c->sigs[SIGOF(t)]->o;
  return o && o->giter ? o : NULL;
}

static ty gen_norm(ty t) {
  if (t & T_VOID) t = (t & ~(ty)T_VOID) | T_UNDEF;
  return t;
}

static ty mk_generator(C *c, ty y, ty r) {
  if ((y | r) & T_ERR) return T_ERR;
  for (uint32_t i = 0; i < c->nsigs; i++) {
    oty *o = c->sigs[i]->o;
    if (o && o->giter && o->val == y && o->key == r) return T_OBJ | (i << SIG_SHIFT);
  }
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->giter = 1;
  o->val = y;
  o->key = r;
  sbuf b = {0};
  sb_put(&b, "Generator<");
  ty_show(c, &b, y, 0); /* 0 shows as never */
  sb_put(&b, ", ");
  ty_show(c, &b, r, 0); /* 0 shows as never */
  sb_put(&b, ", unknown>");
  o->name = fe__strndup(c->A, b.p, b.n);
  free(b.p);
  return mk_obj(c, o);
}

static int is_gen_type_name(C *c, TSNode nm) {
  return text_is(c, nm, "Generator") || text_is(c, nm, "IterableIterator") || text_is(c, nm, "Iterator") ||
         text_is(c, nm, "Iterable") || text_is(c, nm, "Generator");
}

/* Generator<T, R, N> (R defaults to void: tsc's `any` is not supported),
 * IterableIterator<T>, Iterator<T>, Iterable<T>.  The sent type N is kept
 * in c->gen_sent_t for the function being declared (see gen_fn_ret). */
static ty gen_iter_type(C *c, TSNode n) {
  TSNode targs = field(n, F_type_arguments);
  TSNode a[3];
  uint32_t na = 0;
  for (uint32_t i = 0; !isnull(targs) && i < ts_node_named_child_count(targs); i++) {
    TSNode ch = ts_node_named_child(targs, i);
    if (is(ch, "comment")) continue;
    if (na < 3) a[na] = ch;
    na++;
  }
  int full = text_is(c, field(n, F_name), "Generator");
  if (na < 1 || na > (full ? 3u : 1u)) {
    ERR(c, n, full ? "Generic type 'Generator<T, TReturn, TNext>' requires between 0 and 3 type arguments."
                   : "Generic type '%s<T>' requires 1 type argument(s).", text(c, field(n, F_name)));
    return T_ERR;
  }
  ty y = gen_norm(type_of(c, a[0]));
  ty r = na > 1 ? gen_norm(type_of(c, a[1])) : T_UNDEF;
  if (na > 2) (void)type_of(c, a[2]);
  return mk_generator(c, y, r);
}

/* The sent type N of a Generator<T, R, N> annotation, or 0. */
static ty gen_sent_type(C *c, TSNode rettype) {
  TSNode tn = rettype;
  if (!isnull(tn) && is(tn, "type_annotation")) tn = named(tn, 0);
  if (isnull(tn) || !is(tn, "generic_type") || !text_is(c, field(tn, F_name), "Generator")) return 0;
  TSNode targs = field(tn, F_type_arguments);
  uint32_t k = 0;
  for (uint32_t i = 0; !isnull(targs) && i < ts_node_named_child_count(targs); i++) {
    TSNode ch = ts_node_named_child(targs, i);
    if (is(ch, "comment")) continue;
    if (k++ == 2) return gen_norm(type_of(c, ch));
  }
  return 0;
}

/* A generator function's return and yield types: from its annotation (a
 * generator type), else inferred from its returns and yields. */
static void gen_fn_ret(C *c, fnctx *f, fnjob *j) {
  f->yield_t = 0;
  f->yield_infer = 1;
  f->gen_sent = 0;
  ty t = 0;
  if (!isnull(j->rettype)) t = type_of(c, j->rettype);
  else if (j->self && j->self->has_type) t = sigof(c, j->self->t)->ret;
  else {
    f->infer = 1;
    return;
  }
  f->infer = 0;
  if (t & T_ERR) {
    f->ret = T_ERR;
    f->yield_infer = 0;
    f->yield_t = T_ERR;
    return;
  }
  oty *o = giter_of(c, t);
  if (!o) {
    ERR(c, isnull(j->rettype) ? j->whole : j->rettype,
        "A generator cannot have a '%s' return type annotation.", tystr(c, t));
    f->ret = T_ERR;
    f->yield_infer = 0;
    f->yield_t = T_ERR;
    return;
  }
  f->ret = o->key;
  f->yield_t = o->val;
  f->yield_infer = 0;
  if (!isnull(j->rettype)) f->gen_sent = gen_sent_type(c, j->rettype);
}

/* return v in a generator: the RETURN's value goes boxed to next(). */
static uint32_t gen_return_stmt(C *c, fnctx *f, TSNode vn) {
  ex e = expr(c, vn, f->infer ? 0 : f->ret);
  uint32_t v = e.node;
  if (f->infer) {
    f->value_returns++;
    if (e.t & T_ERR) f->inferred |= T_ERR;
    else if (uclash(c, f->inferred, e.t)) ERR(c, vn, "unsupported: returning different function or array types");
    else f->inferred = ty_union(c, f->inferred, e.t);
  } else if (!(e.t & T_ERR)) {
    if (!ex_assignable(c, e, f->ret)) ERR(c, vn, "Type '%s' is not assignable to type '%s'.", exstr(c, e, f->ret), tystr(c, f->ret));
    else v = coerce(c, e, f->ret, vn, 0);
  }
  return node(c, FE_IR_RETURN, 0, 0, v, 0, 0);
}

/* A loop over generator g (a node of type gt): each value, boxed, goes to
 * each(c, ctx, value node) for the body; the loop's last step value (g's
 * return value once done) stays in *vslot. */
static uint32_t giter_loop(C *c, uint32_t g, uint32_t body_fn(C *, void *, uint32_t), void *ctx, uint32_t *vslot,
                           uint32_t *gslot_out) {
  uint32_t ot = fe_ir_type_object(c->b);
  uint32_t nd = node(c, FE_IR_FOR, 0, 0, FE_IR_NONE, FE_IR_NONE, FE_IR_NONE);
  uint32_t gs, vs;
  uint32_t init[2];
  init[0] = node(c, FE_IR_EXPR, 0, 0, tmp_set(c, ot, &gs, g), 0, 0);
  init[1] = node(c, FE_IR_EXPR, 0, 0, tmp_set(c, FE_IR_T_VALUE, &vs, convir(c, undef_node(c), FE_IR_T_VALUE)), 0, 0);
  uint32_t gv = tmp_get(c, ot, gs);
  uint32_t step = node(c, FE_IR_SET_LOCAL, 0, FE_IR_T_VALUE, vs, bcall(c, FE_IR_B_GEN_STEP, FE_IR_T_VALUE, &gv, 1), 0);
  uint32_t gv2 = tmp_get(c, ot, gs);
  uint32_t done = bcall(c, FE_IR_B_GEN_DONE, FE_IR_T_BOOLEAN, &gv2, 1);
  uint32_t notdone = node(c, FE_IR_UNARY, FE_IR_NOT, FE_IR_T_BOOLEAN, done, 0, 0);
  uint32_t cond = node(c, FE_IR_SEQ, 0, FE_IR_T_BOOLEAN, step, notdone, 0);
  uint32_t initb = block_of(c, init, 2);
  if (gslot_out) *gslot_out = gs;
  *vslot = vs;
  uint32_t body = body_fn(c, ctx, tmp_get(c, FE_IR_T_VALUE, vs));
  uint32_t ex2[2] = {FE_IR_NONE, body};
  uint32_t at = fe_ir_list_add(c->b, ex2, 2);
  fe_ir_node *p = fe_ir_node_at(c->b, nd);
  p->a = initb;
  p->b = cond;
  p->c = at;
  return nd;
}

/* [...g], Array.from(g): g's remaining values, a new T[]. */
static ex giter_to_array(C *c, ex g) {
  oty *o = giter_of(c, g.t);
  ty et = o->val ? o->val : T_UNDEF;
  ty at = mk_arr(c, et);
  if (at & T_ERR) return err_ex(c);
  uint32_t args[2] = {g.node, fe_ir_node_num(c->b, elem_kind(c, at))};
  return mk(bcall(c, FE_IR_B_GEN_TO_ARRAY, sigof(c, at)->irt, args, 2), at);
}

/* for (const x of g) */
typedef struct {
  TSNode n, kind, left;
  ty et;
  const char *label;
  uint32_t nd;
  flow head;
  brk *b;
} gfor;

static uint32_t gfor_body(C *c, void *ctx, uint32_t v) {
  gfor *q = ctx;
  ex first = mk(unbox(c, v, unknown_t(), q->et), q->et);
  uint32_t body[2];
  if (is_pattern(q->left)) body[0] = destr_loop(c, q->n, q->kind, q->left, first);
  else body[0] = loop_var(c, q->n, q->kind, q->left, q->et, first.node);
  body[1] = stmt(c, field(q->n, F_body));
  return block_of(c, body, 2);
}

static uint32_t giter_for_of(C *c, TSNode n, const char *label, ex o) {
  oty *go = giter_of(c, o.t);
  gfor q;
  q.n = n;
  q.kind = field(n, F_kind);
  q.left = field(n, F_left);
  q.et = go->val ? go->val : T_UNDEF;
  q.label = label;
  scope *s = scope_push(c);
  drop_assigned(c, n, &c->fl);
  flow head = c->fl;
  /* the loop node exists before its body (break targets name it) */
  uint32_t ot = fe_ir_type_object(c->b);
  uint32_t nd = node(c, FE_IR_FOR, 0, 0, FE_IR_NONE, FE_IR_NONE, FE_IR_NONE);
  uint32_t gs, vs;
  uint32_t init[2];
  init[0] = node(c, FE_IR_EXPR, 0, 0, tmp_set(c, ot, &gs, o.node), 0, 0);
  init[1] = node(c, FE_IR_EXPR, 0, 0, tmp_set(c, FE_IR_T_VALUE, &vs, convir(c, undef_node(c), FE_IR_T_VALUE)), 0, 0);
  uint32_t gv = tmp_get(c, ot, gs);
  uint32_t step = node(c, FE_IR_SET_LOCAL, 0, FE_IR_T_VALUE, vs, bcall(c, FE_IR_B_GEN_STEP, FE_IR_T_VALUE, &gv, 1), 0);
  uint32_t gv2 = tmp_get(c, ot, gs);
  uint32_t done = bcall(c, FE_IR_B_GEN_DONE, FE_IR_T_BOOLEAN, &gv2, 1);
  uint32_t cond = node(c, FE_IR_SEQ, 0, FE_IR_T_BOOLEAN, step, node(c, FE_IR_UNARY, FE_IR_NOT, FE_IR_T_BOOLEAN, done, 0, 0), 0);
  brk *b = brk_push(c, B_LOOP, label, nd);
  uint32_t body = gfor_body(c, &q, tmp_get(c, FE_IR_T_VALUE, vs));
  brk_pop(c, b);
  c->fl = b->has_exit ? join(c, head, b->exit) : head;
  uint32_t ex2[2] = {FE_IR_NONE, body};
  uint32_t at = fe_ir_list_add(c->b, ex2, 2);
  uint32_t initb = block_of(c, init, 2);
  fe_ir_node *p = fe_ir_node_at(c->b, nd);
  p->a = initb;
  p->b = cond;
  p->c = at;
  c->sc = s->parent;
  return nd;
}

/* yield* inner: each of inner's values yielded in turn. */
static uint32_t gdeleg_body(C *c, void *ctx, uint32_t v) {
  (void)ctx;
  uint32_t y = bcall(c, FE_IR_B_GEN_YIELD, FE_IR_T_VALUE, &v, 1);
  return node(c, FE_IR_EXPR, 0, 0, y, 0, 0);
}

static uint32_t yield_delegate_stmt(C *c, TSNode n) {
  fnctx *f = c->fn;
  TSNode en = named(n, 0);
  if (isnull(en)) { ERR(c, n, "Expression expected."); return empty_block(c); }
  ex e = expr(c, en, 0);
  if (e.t & T_ERR) return empty_block(c);
  ty et;
  oty *go = giter_of(c, e.t);
  if (go) et = go->val ? go->val : T_UNDEF;
  else if (is_arr(e.t) && !typed_of(c, e.t)) et = elem_of(c, e.t); /* yield* [a, b] */
  else {
    ERR(c, en, "unsupported: yield* of a value of type '%s'", tystr(c, e.t));
    return empty_block(c);
  }
  if (f->yield_infer) {
    if (uclash(c, f->yield_t, et)) { ERR(c, en, "unsupported: yielding different function, array or object types"); return empty_block(c); }
    f->yield_t = ty_union(c, f->yield_t, et);
  } else if (!(f->yield_t & T_ERR) && !assignable(c, et, f->yield_t)) {
    ERR(c, en, "Type '%s' is not assignable to type '%s'.", tystr(c, et), tystr(c, f->yield_t));
    return empty_block(c);
  }
  if (!go) { /* an array: index loop */
    uint32_t airt = sigof(c, e.t)->irt;
    uint32_t nd = node(c, FE_IR_FOR, 0, 0, FE_IR_NONE, FE_IR_NONE, FE_IR_NONE);
    uint32_t so, si, init[2];
    init[0] = node(c, FE_IR_EXPR, 0, 0, tmp_set(c, airt, &so, e.node), 0, 0);
    init[1] = node(c, FE_IR_EXPR, 0, 0, tmp_set(c, FE_IR_T_NUMBER, &si, fe_ir_node_num(c->b, 0)), 0, 0);
    uint32_t len = bcall(c, FE_IR_B_ARRAY_LENGTH, FE_IR_T_NUMBER, (uint32_t[]){tmp_get(c, airt, so)}, 1);
    uint32_t cond = node(c, FE_IR_BINARY, FE_IR_LT, FE_IR_T_BOOLEAN, tmp_get(c, FE_IR_T_NUMBER, si), len, 0);
    uint32_t upd = node(c, FE_IR_UPDATE, FE_IR_UPD_INC, FE_IR_T_NUMBER, si, 0, 0);
    uint32_t args[2] = {tmp_get(c, airt, so), tmp_get(c, FE_IR_T_NUMBER, si)};
    uint32_t v = bcall(c, FE_IR_B_ARRAY_GET, FE_IR_T_VALUE, args, 2);
    uint32_t body = gdeleg_body(c, NULL, v);
    uint32_t ex2[2] = {upd, body};
    uint32_t at = fe_ir_list_add(c->b, ex2, 2);
    uint32_t initb = block_of(c, init, 2);
    fe_ir_node *p = fe_ir_node_at(c->b, nd);
    p->a = initb;
    p->b = cond;
    p->c = at;
    return nd;
  }
  uint32_t vs;
  return giter_loop(c, e.node, gdeleg_body, NULL, &vs, NULL);
}

/* yield e, yield, yield* e */
static ex yield_expr(C *c, TSNode n) {
  fnctx *f = c->fn;
  TSNode en = named(n, 0);
  if (!isnull(en) && is(en, "comment")) memset(&en, 0, sizeof en);
  if (!f->is_gen) {
    ERR(c, n, "A 'yield' expression is only allowed in a generator body.");
    if (!isnull(en)) (void)expr(c, en, 0);
    return err_ex(c);
  }
  if (has_token(n, "*")) {
    ERR(c, n, "unsupported: the value of a yield* expression (use it as a statement)");
    return err_ex(c);
  }
  ex e = isnull(en) ? mk(undef_node(c), T_UNDEF) : expr(c, en, f->yield_infer ? 0 : f->yield_t);
  if (e.t & T_ERR) return err_ex(c);
  ty et = gen_norm(e.t);
  uint32_t v;
  if (f->yield_infer) {
    if (uclash(c, f->yield_t, et)) { ERR(c, en, "unsupported: yielding different function, array or object types"); return err_ex(c); }
    f->yield_t = ty_union(c, f->yield_t, et);
    v = convto(c, e.node, e.t, unknown_t());
  } else {
    if (f->yield_t & T_ERR) return err_ex(c);
    if (!ex_assignable(c, e, f->yield_t)) {
      ERR(c, isnull(en) ? n : en, "Type '%s' is not assignable to type '%s'.", exstr(c, e, f->yield_t), tystr(c, f->yield_t));
      return err_ex(c);
    }
    v = convto(c, coerce(c, e, f->yield_t, isnull(en) ? n : en, 0), f->yield_t, unknown_t());
  }
  uint32_t r = bcall(c, FE_IR_B_GEN_YIELD, FE_IR_T_VALUE, &v, 1);
  ty st = f->gen_sent ? (f->gen_sent | T_UNDEF) : unknown_t();
  if (f->gen_sent && uclash(c, f->gen_sent, T_UNDEF)) st = unknown_t();
  return mk(unbox(c, r, unknown_t(), st), st);
}

/* g.next(v), g.return(v): tsc's IteratorResult<T, R>, the union
 * { done: false; value: T } | { done: true; value: R }, so `!r.done`
 * narrows r.value as tsc does.  (The runtime's result object has the
 * slots value and done, read through the per-site property cache.) */
static ty giter_half(C *c, ty v, int done) {
  const char *nm = done ? "IteratorReturnResult" : "IteratorYieldResult";
  ty dt = lit_type(c, mk_lit(c, T_BOOL, done ? "true" : "false", done ? "true" : "false", NULL));
  for (uint32_t i = 0; i < c->nsigs; i++) {
    oty *o = c->sigs[i]->o;
    if (o && o->name == nm && o->n == 2 && o->p[1].t == v && o->p[0].t == dt) return T_OBJ | (i << SIG_SHIFT);
  }
  prop *ps = fe__alloc(c->A, 2 * sizeof *ps);
  ps[0] = (prop){intern(c, "done", 4), dt, 0, 0};
  ps[1] = (prop){intern(c, "value", 5), v, 0, 0};
  oty *o = fe__alloc(c->A, sizeof *o);
  memset(o, 0, sizeof *o);
  o->n = 2;
  o->p = ps;
  o->name = nm;
  return mk_obj(c, o);
}

static ty giter_result_type(C *c, oty *go) {
  ty y = giter_half(c, go->val ? go->val : T_UNDEF, 0), r = giter_half(c, go->key ? go->key : T_UNDEF, 1);
  if ((y | r) & T_ERR) return T_ERR;
  return ty_union(c, y, r);
}

static ex giter_call(C *c, TSNode call, TSNode propn, ex o, const char *name, arglist *a) {
  oty *go = giter_of(c, o.t);
  int is_next = !strcmp(name, "next"), is_ret = !strcmp(name, "return");
  if (!is_next && !is_ret) {
    if (!strcmp(name, "throw")) ERR(c, propn, "unsupported: 'throw' on a generator");
    else ERR(c, propn, "Property '%s' does not exist on type '%s'.", name, tystr(c, o.t));
    return err_ex(c);
  }
  if (a->count > 1) { arity_error(c, call, a, 0, 1); return err_ex(c); }
  ty rt = giter_result_type(c, go);
  if (rt & T_ERR) { ERR(c, call, "unsupported: '%s' of a generator yielding and returning different object types", name); return err_ex(c); }
  uint32_t v = convir(c, undef_node(c), FE_IR_T_VALUE);
  if (a->count == 1) {
    ex e = expr(c, a->n[0], is_ret ? go->key : 0);
    if (e.t & T_ERR) return err_ex(c);
    if (is_ret && !ex_assignable(c, e, go->key ? go->key : T_UNDEF)) {
      ERR(c, a->n[0], "Argument of type '%s' is not assignable to parameter of type '%s'.", exstr(c, e, go->key), tystr(c, go->key));
      return err_ex(c);
    }
    v = convto(c, e.node, e.t, unknown_t());
  } else if (is_ret) {
    arity_error(c, call, a, 1, 1);
    return err_ex(c);
  }
  uint32_t args[2] = {o.node, v};
  return mk(bcall(c, is_next ? FE_IR_B_GEN_NEXT : FE_IR_B_GEN_FINISH, sigof(c, rt)->irt, args, 2), rt);
}

/* ---- type operators: typeof x, T["k"], T[number], keyof T ------------------
 *
 * Only where they resolve statically to a type the checker already has:
 * `typeof x` is x's declared or inferred type (a const's literal type
 * widened, so this is a little more permissive than tsc), `T["k"]` the type
 * of property k of an object type or class instance type, `T[number]` the
 * element type of an array or tuple, and `keyof T` the union of T's
 * property names as string literal types.  A type alias using `typeof` is
 * resolved at its first use rather than when its block is entered, so that
 * the variable it names has its type by then. */

static int has_type_query(TSNode n) {
  if (isnull(n)) return 0;
  if (!strcmp(ts_node_type(n), "type_query")) return 1;
  uint32_t cnt = ts_node_named_child_count(n);
  for (uint32_t i = 0; i < cnt; i++)
    if (has_type_query(ts_node_named_child(n, i))) return 1;
  return 0;
}

/* The type of property `name` of object type t, or 0 (no such property). */
static ty prop_type_of(C *c, ty t, const char *name, TSNode at) {
  oty *o = objof(c, t);
  if (o->k) {
    cls *k = o->k;
    class_layout(c, k);
    for (uint32_t i = 0; i < k->nf; i++)
      if (k->f[i].name == name && k->fvis[i] == P_PUBLIC) return k->f[i].t;
    for (uint32_t i = 0; i < k->nm; i++)
      if (k->m[i].name == name && k->m[i].vis == P_PUBLIC && !k->m[i].gen && k->m[i].kind != M_SETTER) {
        if (!method_ensure(c, &k->m[i], at, 0)) return T_ERR;
        return canon(&k->m[i])->t;
      }
    return 0;
  }
  if (o->native || o->coll || o->prom || o->giter) return 0;
  for (uint32_t i = 0; i < o->n; i++)
    if (o->p[i].name == name) return o->p[i].opt ? (o->p[i].t | T_UNDEF) : o->p[i].t;
  return 0;
}

static ty type_op(C *c, TSNode n) {
  const char *t = ntype(n);
  if (!strcmp(t, "type_query")) {
    TSNode x = named(n, 0);
    if (isnull(x) || !is(x, "identifier")) {
      ERR(c, n, "unsupported: type '%s'", text(c, n));
      return T_ERR;
    }
    const char *name = text(c, x);
    sym *y = lookup(c, name);
    if (!y) { ERR(c, x, "Cannot find name '%s'.", name); return T_ERR; }
    if (y->kind == S_FUNC) {
      if (!fn_decl_ensure(c, y, x)) return T_ERR;
      return y->t;
    }
    if (y->kind != S_VAR) {
      ERR(c, n, "unsupported: 'typeof %s' of a %s", name, y->kind == S_CLASS ? "class" : "name that is not a variable");
      return T_ERR;
    }
    if (!y->has_type || y->pending) {
      ERR(c, n, "unsupported: 'typeof %s' before the type of '%s' is known (annotate it, or use the type after its declaration)", name, name);
      return T_ERR;
    }
    return lit_base(c, y->t);
  }
  if (!strcmp(t, "index_type_query")) { /* keyof T */
    ty o = type_of(c, named(n, 0));
    if (o & T_ERR) return T_ERR;
    if (!(o & T_OBJ) || (o & (T_PRIM | T_UNI))) { ERR(c, n, "unsupported: type '%s' (keyof of an object type)", text(c, n)); return T_ERR; }
    oty *ob = objof(c, o);
    if (ob->native || ob->coll || ob->prom || ob->giter) { ERR(c, n, "unsupported: type '%s'", text(c, n)); return T_ERR; }
    ty ms[256];
    uint32_t nm = 0;
    const char *names[256];
    if (ob->k) {
      class_layout(c, ob->k);
      for (uint32_t i = 0; i < ob->k->nf && nm < 256; i++)
        if (ob->k->fvis[i] == P_PUBLIC) names[nm++] = ob->k->f[i].name;
      for (uint32_t i = 0; i < ob->k->nm && nm < 256; i++) {
        cmember *m = &ob->k->m[i];
        int dup = 0;
        for (uint32_t q = 0; q < nm; q++) dup |= names[q] == m->name;
        if (m->vis == P_PUBLIC && !dup) names[nm++] = m->name;
      }
    } else {
      for (uint32_t i = 0; i < ob->n && nm < 256; i++) names[nm++] = ob->p[i].name;
    }
    if (!nm) return 0; /* keyof {}: never */
    for (uint32_t i = 0; i < nm; i++) {
      if (strchr(names[i], '"') || strchr(names[i], '\\')) { ERR(c, n, "unsupported: keyof a type with the property name '%s'", names[i]); return T_ERR; }
      size_t l = strlen(names[i]);
      char *d = fe__alloc(c->A, l + 3);
      d[0] = '"';
      memcpy(d + 1, names[i], l);
      d[l + 1] = '"';
      d[l + 2] = 0;
      ms[i] = mk_lit(c, T_STR, d, d, NULL);
    }
    return uni_build(c, ms, nm, NULL);
  }
  /* T[K] */
  TSNode on = named(n, 0), kn = named(n, 1);
  ty o = type_of(c, on);
  if (o & T_ERR) return T_ERR;
  if (!isnull(kn) && is(kn, "predefined_type") && text_is(c, kn, "number")) {
    if (!(o & T_ARR) || (o & (T_PRIM | T_UNI))) { ERR(c, n, "unsupported: type '%s' (T[number] of an array or tuple type)", text(c, n)); return T_ERR; }
    return elem_of(c, o);
  }
  if (isnull(kn) || !is(kn, "literal_type") || !is(named(kn, 0), "string")) {
    ERR(c, n, "unsupported: type '%s' (T[\"name\"] with a string literal, or T[number])", text(c, n));
    return T_ERR;
  }
  if (!(o & T_OBJ) || (o & (T_PRIM | T_UNI))) { ERR(c, n, "unsupported: type '%s' (an indexed access of an object type)", text(c, n)); return T_ERR; }
  TSNode sn = named(kn, 0);
  uint32_t sb = ts_node_start_byte(sn), se = ts_node_end_byte(sn);
  const char *name = intern(c, c->src + sb + 1, se - sb - 2);
  ty r = prop_type_of(c, o, name, n);
  if (!r && !(r & T_ERR)) {
    oty *ob = objof(c, o);
    int known = ob->k || !(ob->native || ob->coll || ob->prom || ob->giter);
    if (known) ERR(c, kn, "Property '%s' does not exist on type '%s'.", name, tystr(c, o));
    else ERR(c, n, "unsupported: type '%s'", text(c, n));
    return T_ERR;
  }
  return r;
}

/* Does type annotation tn use `typeof`, itself or through a type alias? */
static int type_uses_query(C *c, TSNode tn) {
  if (isnull(tn)) return 0;
  if (has_type_query(tn)) return 1;
  if (is(tn, "type_identifier")) {
    sym *y = lookup(c, text(c, tn));
    return y && y->kind == S_TYPE && !y->has_type && is(y->decl, "type_alias_declaration") && has_type_query(field(y->decl, F_value));
  }
  uint32_t cnt = ts_node_named_child_count(tn);
  for (uint32_t i = 0; i < cnt; i++)
    if (type_uses_query(c, ts_node_named_child(tn, i))) return 1;
  return 0;
}
