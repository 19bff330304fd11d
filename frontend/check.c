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
 * "circle"`, enum members), unions of several object types (`Circle |
 * Square`) and, marked T_MIX, unions of several compound kinds (`number[] |
 * string[]`, `Json`), which are boxed like a union with a primitive.  The bits still name every kind the type may hold (a string
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
  T_FN = 64, T_ERR = 128, T_ARR = 256, T_OBJ = 512,
  T_UNI = 1024, /* the index names a union sig (literals, several object types) */
  T_CMP = T_FN | T_ARR | T_OBJ | T_UNI, /* the compound kinds: at most one per type */
  /* `unknown`: every primitive bit plus this marker, which stands for "and any
   * object, array or function".  Narrowing by typeof/=== keeps primitive
   * bits and drops the marker; only a type with the marker accepts any value. */
  T_UNKNOWN = 2048,
  T_UNKNOWN_ALL = T_UNKNOWN | T_UNDEF | T_NULL | T_BOOL | T_NUM | T_STR | 8192,
  /* `any`: unknown plus this marker, which makes it assignable to every type
   * (a run-time check and conversion, see check_any.c) and lets property
   * access, calls and operators on it follow JavaScript at run time. */
  T_ANY = 4096,
  T_ANY_ALL = T_ANY | T_UNKNOWN_ALL,
  /* `object`: the unknown marker without primitive bits, any object, array
   * or function (held as a VALUE, like unknown); with T_NULL, what
   * `typeof x === "object"` leaves of an unknown (check_objtype). */
  T_OBJECT_KW = T_UNKNOWN,
  /* `bigint`: a primitive like the five above (in T_PRIM), held as a VALUE
   * (a boxed rt_bigint, runtime/bigint.c); its operators are builtins. */
  T_BIG = 8192,
  /* A union of several compound members that are not all object types
   * (`number[] | string[]`, `Json[] | { [k: string]: Json }`, `Node | Node[]`):
   * held boxed, as a VALUE whose run-time tag tells the member, like a union
   * with a primitive.  The marker counts as a primitive bit (T_PRIM) so that
   * every test "has a primitive, so it is boxed" holds for it; it is no
   * member of its own (uni_members never lists it).  See uni_build. */
  T_MIX = 16384,
  T_PRIM = 63 | T_BIG | T_MIX
};
/* A type's compound part (a function signature, an array type or an object
 * type) is an index into C.sigs, kept in the bits above T_OBJ. */
#define SIG_SHIFT 15
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
  uint8_t meth;     /* declared as a method (`m(): T`): its parameters compare bivariantly */
  struct gdecl *gen; /* a generic method signature (`accept<R>(v: Visitor<R>): R`; check_vgen.inc):
                        t is a placeholder, calls dispatch by name per instantiation */
} prop;
typedef struct cls cls;
/* Host objects of Node's built-in modules (see nat_type). */
enum { NAT_NONE, NAT_SERVER, NAT_REQ, NAT_RES, NAT_HEADERS, NAT_HASH, NAT_HMAC, NAT_URL, NAT_PARAMS,
       NAT_TIMEOUT, NAT_IMMEDIATE, NAT_ADDRESS, NAT_REGEXP, NAT_GROUPS, NAT_DATE, NAT_TEXT_ENCODER, NAT_TEXT_DECODER,
       NAT_CLIENT_REQ, NAT_PARSED_PATH, NAT_STATS, NAT_DIRENT, NAT_ERRNO_EXCEPTION, NAT_SYMBOL, NAT_CPU, NAT_CPU_TIMES, NAT_COUNT };
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
  uint8_t iface;    /* an interface's type: no implicit index signature (dict_assignable) */
  uint32_t dkey, dval; /* dict: the index type (T_STR or T_NUM) and the value type */
  uint8_t giter;    /* Generator<val, key> (see mk_generator): yields val, returns key */
  cls *ctor_of;     /* `typeof K`: K's class object or a subclass's (check_classval.inc) */
  uint32_t csig;    /* a class value's construct signature (T_FN, returns the instance type), or 0 */
  uint8_t showing;  /* ty_show is inside it (a literal whose method returns `this` contains itself) */
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
  TSNode *ovl;     /* an instance method's overload signatures (check_overload.inc) */
  uint32_t novl;
  cls *hidden_by;  /* an accessor half that subclass hidden_by hides (it declares only the other half) */
  uint32_t guessed; /* METHOD: its result guessed before its body (recursive_ret_guess), or 0 */
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
  int base_failed; /* it has an `extends` whose base has errors (reported there) */
  uint32_t cv_t;   /* typeof K (see check_classval.inc), 0 until needed */
  struct cvinfo *cv; /* its class object's layout and maker, NULL until needed */
  /* A class declared inside a function (see local_class_env): its methods
   * reach the function's variables through an env held in a hidden field. */
  int capturing;
  uint32_t envf;        /* the hidden field */
  struct fnctx *decl_fn; /* the function declaring it */
  uint32_t env_local;   /* its local holding the env, made where the declaration runs */
  uint32_t env_block;   /* that statement (patched once the bodies are checked) */
  struct sym **caps;    /* env slot i holds caps[i] */
  uint32_t ncaps, capcaps;
  TSNode env_away;      /* a `new` where the env is out of reach (an error if it captures) */
  int has_env_away;
  struct sclone *sclones;   /* inherited static methods copied for this class (check_statics.inc) */
  struct sshadow *sshadows; /* inherited static fields written through this class */
  int has_fakes;        /* an object not of this class (a literal) has its type (check_objclass.inc) */
  /* A class expression (check_classexpr.inc): the statement whose
   * execution makes it, and the variable it extends (a mixin's `Base`). */
  TSNode cx_stmt;
  struct sym *base_var;
  int cx_multi; /* made inside a function: a new class at each call in JavaScript */
  /* Its temporal dead zone (class_tdz_plan): a boolean IR global set once
   * its declaration has run, tested by uses from functions. */
  int has_tdz;
  uint32_t tdz_slot, tdz_mod;
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
  /* A function of a built-in module (frontend/lib) whose last parameter is
     `callSource`: a call that leaves it out passes the call's source text
     (node:assert's ok() shows it, as Node does reading the file). */
  uint8_t callsrc;
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
       S_NS /* import * as ns */, S_NATCONST /* a built-in module's string constant (os.EOL): slot indexes nat_consts */ };

typedef struct sym {
  const char *name;
  uint8_t kind, is_const, is_global, pending, checked, checking, module_top, has_type;
  uint8_t boxed;    /* lives in a box (slot holds the ENV) that closures share */
  uint8_t ret_guessed; /* S_FUNC: its result type was guessed before its body (recursive_ret_guess) */
  uint8_t captured; /* copied into the closures that use it */
  uint8_t nested;   /* S_FUNC: a closure made at run time, held in `slot` */
  uint8_t slot_ready; /* boxed: the box exists (slot allocated) */
  uint8_t cls_alias;  /* S_CLASS: another name of a class declared under another sym (a class expression's own name) */
  uint8_t intl_nf;    /* S_VAR: `const f = new Intl.NumberFormat(...)`, only used as f.format(x) (check_lib.inc) */
  uint8_t evolving;   /* S_VAR: `const xs = []` whose element type is not known yet (check_evolve.inc) */
  uint32_t evolve_stmt; /* ... its initializing statement, rebuilt when the type is fixed */
  uint32_t clo_node;  /* nested S_FUNC: its CLOSURE node, patched once checked */
  uint32_t clo_set;   /* ... and the node storing it into its slot or box */
  ty t;
  fnctx *owner; /* function whose local this is (S_VAR) */
  uint32_t slot; /* local or global slot */
  uint32_t irfn; /* S_FUNC: IR function index or FE_IR_NONE */
  int da;        /* definite-assignment bit, -1 when not tracked */
  TSNode decl;   /* S_FUNC: the declaration; S_TYPE: the alias; S_VAR: declarator */
  TSNode param;  /* S_VAR of a parameter: its node (required_parameter, ...), else null */
  cls *k;        /* S_CLASS */
  scope *declscope;
  struct sym *next;
  gdecl *gen;    /* a generic function, interface or alias (S_FUNC, S_VAR of a generic arrow, S_TYPE) */
  struct sym *imp;  /* S_IMPORT: the exporting module's symbol (lookup() answers it) */
  uint32_t nsmod;   /* S_NS: the module (index into the program) */
  struct enm *en; /* S_TYPE of an enum declaration: its members (enum_get) */
  struct sym *tsym; /* S_VAR: the type of the same name in the same scope (`const Color = {...} as const;
                       type Color = ...`): TypeScript's separate type namespace; see type_lookup */
  TSNode *more;     /* S_TYPE of an interface: its later declarations, merged into it (named_type) */
  uint32_t nmore;
  TSNode *ovl;      /* S_FUNC: its overload signatures (check_overload.inc) */
  uint32_t novl;
  const char *late_name; /* S_IMPORT from a module not yet declared (imp NULL): the export, bound on first use */
  uint32_t late_dep;     /* ... of this module (check_cycle.inc) */
  uint8_t late_tonly, late_err;
  struct sym *tdz;       /* a top-level let/const that may be read before its declaration: its hidden "initialised" flag */
  uint8_t ltdz;          /* a boxed local that a closure may read before its declaration: slot 1 of its box is that flag */
  struct nspace *nsp;    /* S_NS of a TypeScript namespace (`namespace N {}`): its blocks (check_namespace.inc) */
} sym;

/* A TypeScript namespace: the blocks that declare it (`namespace N {}` may
 * be written several times; `namespace A.B {}` adds an implicit block to A
 * that exports B).  A member is found through the block that exports it. */
typedef struct nsblock {
  TSNode node;           /* the internal_module (or module) node */
  scope *sc;             /* the block's scope: its members */
  const char **ex;       /* the names it exports (interned) */
  uint32_t nex;
  const char **amb;      /* `declare namespace`: the values it declares (no implementation) */
  uint32_t namb;
  TSNode *stmts;         /* its statements (export unwrapped) */
  uint32_t n;
  uint32_t pro;          /* its hoisting prologue */
  uint32_t mod;          /* the module it is in */
  uint8_t ambient, implicit;
  struct nspace *ns;
  struct nsblock *next;  /* the next block of the same namespace */
  struct nsblock *all;   /* the next block of the compile (C.nsblocks, in source order) */
} nsblock;
typedef struct nspace {
  const char *name;
  nsblock *blocks, *last;
} nspace;

struct scope {
  scope *parent;
  sym *syms;
  fnctx *fn;
  uint32_t nsyms;
  uint32_t cap; /* tab: open addressing by name pointer, once the scope is big */
  sym **tab;
  cls *k;       /* the scope of class k's bodies (its private members are visible) */
  struct nspace *nsp; /* a namespace block's scope: the namespace's exports of other blocks are visible */
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
  flow cont; /* a loop's continues (joined), while its head narrowing is tried (loop_head) */
  int has_cont;
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
  int ret_this; /* declared `: this` (a method): only `this` may be returned */
  ty ctx_ret;   /* the context's return type while the return type is inferred (0: none) */
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
  /* a function or arrow expression: the function creating it and the flow
     where it does (the narrowings its never-reassigned captures keep) */
  struct fnctx *creator;
  flow *created_fl;
  cls *static_recv;  /* a static method's copy for a subclass (check_statics.inc): `this` is that class */
  struct litenv *le; /* a method or accessor of an object literal: its captures (see litenv) */
  int generic;       /* an instantiation of a generic function (see in_generic_body) */
};

/* The captures of an object literal's methods and accessors whose
 * environment is the object (`this`): the variables of the enclosing
 * functions they use live in an env held in a hidden slot of the object,
 * filled where the literal is made (caps[i] in env slot i), as a local
 * class's methods read theirs (local_class_env_field).  The slot comes
 * after the literal's properties, so its index is known only at the end:
 * the FIELD nodes reading it are patched then. */
struct litenv {
  struct sym **caps;
  uint32_t ncaps, capcaps;
  uint32_t *fields; /* the FIELD nodes reading the env slot */
  uint32_t nfields, capfields;
  uint32_t slot;    /* the env slot, once known */
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
  int freezes; /* the program calls Object.freeze, seal or preventExtensions: field stores check */
  int as_const; /* inside `{ ... } as const`: literal property values keep their literal types */
  fe_ir_builder *b;
  sig **sigs;
  uint32_t nsigs, capsigs;
  scope *sc;
  fnctx *fn;
  flow fl;
  brk *brk;
  /* loop_head's trial: the loop checked on the side, its head flow, and
   * the flow that comes back to the head */
  TSNode trial_loop;
  int trial_on, trial_has_back;
  flow trial_head, trial_back;
  const char **fnnames; /* names referenced inside functions (pre-pass), ... */
  uint32_t *fnmods;     /* ... each with its module (a top-level name is per module) */
  uint32_t nfnnames, capfnnames;
  uint32_t pp_mod;      /* pre-pass: the module being walked */
  fnctx *mainfn;
  scope *modscope;    /* the module's scope (while a namespace body is hoisted or checked, its block's scope) */
  nsblock *nsblocks, *nslast; /* every namespace block, in the order hoisted */
  const fe__swaps *sw;
  const char **names; /* interned texts (see intern()) */
  uint32_t *namehash;
  uint32_t nnames, capnames;
  uint32_t wrapper[FE_IR_BUILTIN_COUNT]; /* IR function wrapping a builtin + 1, or 0 */
  ty wrapper_t[FE_IR_BUILTIN_COUNT];
  uint32_t *capk; /* pre-pass: declaration start byte -> CAP_* flags (hash) */
  uint8_t *capv;
  uint32_t *capm; /* ... and the earliest position of a closure that captures it before it is initialized (CAP_BYDECL) */
  uint32_t ncapk, capcapk;
  uint32_t envt; /* the IR type ENV, once used */
  uint32_t pp_class; /* pre-pass: start byte of the class being walked (its field initializers' `this`) */
  int pp_in_class;   /* ... and whether there is one (a class may start at byte 0) */
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
  TSNode oc_link2; /* a second link it covers: the call of `s?.trim?.()` */
  int exhaustive; /* the function has a switch whose no-match exit the types rule out */
  int spread_ok;  /* args_read keeps spread arguments (call() checks the callee supports them) */
  scope *globscope; /* the built-in error classes (S_IMPORT of the prelude module's) */
  int dict_undef; /* expr() to member(): the context keeps a dictionary's missing o.key undefined */
  const void *call_want_node; /* expr() to call(): the call node whose context type is call_want */
  ty call_want;
  const void *nn_node;
  const void *rg_target;     /* ... and the operand that then takes rg_parent's operator (binary) */
  TSNode rg_parent;
  TSNode rg_chain;     /* (when not null) rg_target stands for the chain rg_chain, based on the `!` rg_nn */
  const void *rg_nn;
  const void *cs_target, *cs_nn; /* `"p" + s.get(k)!.trim()`: the operand that stands for the chain cs_top */
  TSNode cs_top;       /* the operand a misparsed postfix `!` applies to (see non_null_expression) */
  const void *pair_node;     /* `new Map(xs.map(x => [k, v]))`: the callback's [k, v], read as a pair (a tuple) */
  const void *logical_want_node; /* expr() to logical(): the `a && { ... }` whose context type is logical_want */
  ty logical_want;
  const void *lit_kept_node; /* logical() to ret_in_ctx(): `c.align ?? "left"`, whose literal type is not fresh */
  const void *iter_only;     /* for_of to logical(): the iterated `m.get(k) ?? []`, whose value only the loop sees */
  const void *gen_want_node; /* call() to gen_call_args(): that call's context type */
  ty gen_want;
  ty arr_want; /* call() to array_call(): that context, for map's callback (0: none) */
  ty member_expect; /* expr() to member(): the context's type (Math.max as a (a, b) => number value) */
  /* check_objclass.inc: object literals of a class type */
  ty fake_want;        /* obj_lit: the literal being checked against this type makes a class's stand-in */
  cls *fake_of;        /* ... of this class */
  struct fcall *fcalls; /* direct method calls and binds, made virtual (or refused) if a stand-in exists */
  uint32_t nfcalls, capfcalls;
  int predict_depth; /* union_predict_in through aliases of unions */
  struct synth_memo *smemo; /* array callback helpers made so far (check_array.inc, synth_memo_find) */
  uint32_t nsmemo, capsmemo;
  struct restfn_memo *restfn; /* adapters to (...args: any[]) => R made so far (check_restfn.inc) */
  uint32_t pre[8], npre; /* statements to run before the current one (a `const r = yield* g` loop) */
  const char *irpath; /* the IR module's path: with an IR type index, a key unique in the program (fn_sig_key) */
  int cb_undef_ok; /* a timer's callback named by an identifier: it may take parameters that accept undefined (nat_func_call) */
  sig *ovl_ctx; /* the overload signature a call chose, for call_args (check_overload.inc ovl_call) */
  uint8_t *mstate;    /* per module: 0, 1 being declared, 2 declared, 3 checked (check_cycle.inc) */
  TSNode **mstmts;    /* per module, once declared: its statements to check */
  uint32_t *mkept;    /* ... their count */
  uint32_t *mpro;     /* ... its hoist prologue (FE_IR_NONE if none) */
  uint8_t *mtopg;     /* ... its top_globals */
  int cyclic;         /* the modules checked have an import cycle (check_module.inc fe__check) */
  int lazy;           /* compiled per module: modules of the closure declared when reached (module_reach) */
  uint8_t *incycle;   /* per module: part of an import cycle (its let/const get TDZ checks) */
  int alias_depth; /* named_type_unmuted: aliases being resolved (only the outermost may be retried) */
  struct sym **atrail; /* ... and those resolved inside the outermost, retried with it */
  uint32_t natrail, capatrail;
  struct hvtype { struct sym *y; TSNode tn; } *hvt; /* hoisted variables whose annotation waits for the names beside them (hoist) */
  uint32_t nhvt, caphvt;
  cls **cx;        /* class expressions hoisted so far (check_classexpr.inc) */
  uint32_t ncx, capcx;
  struct vgen *vgens; /* generic methods called through their family (check_vgen.inc) */
  cls **vgcls;        /* ... and the classes that have generic methods */
  struct vglit *vglits; /* ... and the object literals that have some */
  uint32_t nvgcls, capvgcls;
} C;

#define ERR(c, node, ...) fe__error((c)->dl, ts_node_start_byte(node), __VA_ARGS__)

/* ---- small helpers -------------------------------------------------------- */

static const char *ntype(TSNode n) { return ts_node_type(n); }
static int is(TSNode n, const char *t) { return !strcmp(ts_node_type(n), t); }
/* n without the parentheses around it. */
static TSNode strip_parens(TSNode n) {
  while (is(n, "parenthesized_expression")) n = ts_node_named_child(n, 0);
  return n;
}
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
  X(generator_function) X(shorthand_property_identifier)
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

/* Room for one more sig: a type holds its sig's index in the bits above
 * SIG_SHIFT, so there can be no more than 2^(32 - SIG_SHIFT). */
static void sigs_room(C *c) {
  if (c->nsigs + 1 >= (1u << (32 - SIG_SHIFT))) {
    fprintf(stderr, "kiln: internal limit: more than %u types in one compilation unit\n", 1u << (32 - SIG_SHIFT));
    abort();
  }
  c->sigs = grow(c->sigs, &c->capsigs, c->nsigs + 1, sizeof *c->sigs);
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
  static const char *const names[] = {"BigInt64Array", "BigUint64Array", "ArrayBuffer", "DataView", "SharedArrayBuffer", NULL};
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
  s->callsrc = n && pname[n - 1] && !strcmp(pname[n - 1], "callSource") && c->prog &&
               !strncmp(c->prog->mods[c->curmod].path, "node:", 5);
  for (uint32_t i = 0; i < n - s->rest; i++)
    if (!opt[i]) s->min = i + 1;
  s->ret = ret;
  uint32_t irp[256];
  for (uint32_t i = 0; i < n && i < 256; i++) irp[i] = irty(c, opt[i] ? (p[i] | T_UNDEF) : p[i]);
  s->irt = fe_ir_type_function(c->b, n, irp, irty(c, ret));
  sigs_room(c);
  c->sigs[c->nsigs] = s;
  return T_FN | (c->nsigs++ << SIG_SHIFT);
}

/* T[]: interned, so equal array types have equal indexes. */
static ty mk_arr(C *c, ty elem) {
  if (elem & T_ERR) return T_ERR;
  if (elem & T_VOID) elem = (elem & ~T_VOID) | T_UNDEF;
  for (uint32_t i = 0; i < c->nsigs; i++)
    /* (not a recursive alias's union sig, which reads as its array member but
       is not that member: `type P = number | P[]`) */
    if (c->sigs[i]->arr && !c->sigs[i]->typed && !c->sigs[i]->tup && !c->sigs[i]->nu && c->sigs[i]->ret == elem) return T_ARR | (i << SIG_SHIFT);
  sig *s = fe__alloc(c->A, sizeof *s);
  memset(s, 0, sizeof *s);
  s->arr = 1;
  s->ret = elem;
  s->irt = fe_ir_type_array(c->b, irty(c, elem));
  sigs_room(c);
  c->sigs[c->nsigs] = s;
  return T_ARR | (c->nsigs++ << SIG_SHIFT);
}

/* Typed arrays.  Float64Array, Int32Array, Uint8Array and the other
 * number storages (all but the BigInt ones) are array types
 * (T_ARR, so indexing, length, for-of and the shared methods work as for
 * number[]) whose sig is marked `typed`: interned apart from number[], never
 * assignable to or from another array type, fixed length, and their own IR
 * array type (fe_ir_type.typed) so the backend loads and stores the storage's
 * width.  The functions below (typed_*) are the checker's typed-array code. */
static const char *const typed_names[FE_IR_TYPED_COUNT] = {NULL,        "Float64Array", "Int32Array",  "Uint8Array",   "Uint32Array",
                                                            "Int8Array", "Int16Array",   "Uint16Array", "Float32Array", "Uint8ClampedArray"};
static ty mk_typed(C *c, uint32_t k) {
  for (uint32_t i = 0; i < c->nsigs; i++)
    if (c->sigs[i]->typed == (int)k) return T_ARR | (i << SIG_SHIFT);
  sig *s = fe__alloc(c->A, sizeof *s);
  memset(s, 0, sizeof *s);
  s->arr = 1;
  s->typed = (int)k;
  s->ret = T_NUM;
  s->irt = fe_ir_type_typed_array(c->b, k);
  sigs_room(c);
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
 * type (tuple_elem).  Interned like T[].  Elements from min on are optional
 * (typed T | undefined); with rest, the last of p[] is a rest element's
 * element type (`[string, ...number[]]`). */
static ty ty_union(C *c, ty a, ty b);
static int uclash(C *c, ty a, ty b);
static sig *tuple_of(C *c, ty t);
static int is_arr(ty t);
static ty mk_tuple_v(C *c, uint32_t n, const ty *el, int ro, uint32_t min, int rest);
static ty mk_tuple(C *c, uint32_t n, const ty *el, int ro) { return mk_tuple_v(c, n, el, ro, n, 0); }
/* A tuple with optional elements (those from min on, each typed T |
 * undefined in el) and, when rest, a rest element (`...T[]`, its element
 * type T last in el): [string, number?], [string, ...number[]]. */
/* Two tuple types of one shape as one whose elements are the unions of
 * theirs (readonly [1, 0] and readonly [-1, 0]: readonly [1 | -1, 0]), the
 * element type of a tuple of them (`[[1, 0], [-1, 0]] as const`): both have
 * the representation of the merged type.  T_ERR when they differ in shape or
 * an element pair cannot be merged. */
static ty tuple_merge(C *c, ty a, ty b) {
  sig *sa = (a & (T_PRIM | T_UNI | T_FN | T_OBJ | T_ERR)) ? NULL : tuple_of(c, a);
  sig *sb = (b & (T_PRIM | T_UNI | T_FN | T_OBJ | T_ERR)) ? NULL : tuple_of(c, b);
  if (!sa || !sb || sa->n != sb->n || sa->ro != sb->ro || sa->min != sb->min || sa->rest != sb->rest || sa->nu || sb->nu)
    return T_ERR;
  ty el[256];
  for (uint32_t i = 0; i < sa->n; i++) {
    ty x = sa->p[i], y = sb->p[i];
    el[i] = uclash(c, x, y) ? tuple_merge(c, x, y) : ty_union(c, x, y);
    if (el[i] == T_ERR) return T_ERR;
  }
  return mk_tuple_v(c, sa->n, el, sa->ro, sa->min, sa->rest);
}

static ty mk_tuple_v(C *c, uint32_t n, const ty *el, int ro, uint32_t min, int rest) {
  ty u = 0, ts[256];
  if (n > 256) return T_ERR;
  for (uint32_t i = 0; i < n; i++) {
    ty e = el[i];
    if (e & T_ERR) return T_ERR;
    if (e & T_VOID) e = (e & ~T_VOID) | T_UNDEF;
    ts[i] = e;
    if (uclash(c, u, e)) {
      /* tuples of one shape merge; else the elements are held boxed (a
         T_MIX union: [{ n: 1 }, ["s"]]), each read as its own type */
      ty m = tuple_merge(c, u, e);
      u = m != T_ERR ? m : ty_union(c, u, e);
      if (u == T_ERR) return T_ERR;
      continue;
    }
    u = ty_union(c, u, e);
  }
  if (!n) u = T_UNDEF;
  for (uint32_t i = 0; i < c->nsigs; i++) {
    sig *s = c->sigs[i];
    if (s->tup && s->ro == ro && s->n == n && s->min == min && s->rest == rest && !s->nu && !memcmp(s->p, ts, n * sizeof *ts))
      return T_ARR | (i << SIG_SHIFT);
  }
  sig *s = fe__alloc(c->A, sizeof *s);
  memset(s, 0, sizeof *s);
  s->arr = 1;
  s->tup = 1;
  s->ro = (uint8_t)ro;
  s->n = n;
  s->min = min;
  s->rest = (uint8_t)rest;
  s->p = acopy(c, ts, n * sizeof *ts);
  s->ret = u;
  s->irt = fe_ir_type_array(c->b, irty(c, u));
  sigs_room(c);
  c->sigs[c->nsigs] = s;
  return T_ARR | (c->nsigs++ << SIG_SHIFT);
}
/* The tuple sig of t (an array type, possibly with null/undefined), or NULL. */
static sig *tuple_of(C *c, ty t) {
  if (!(t & T_ARR) || (t & T_ERR)) return NULL;
  sig *s = c->sigs[SIGOF(t)];
  return s->tup ? s : NULL;
}
/* A tuple of a fixed length (no optional or rest elements)? */
static int tup_fixed(const sig *tp) { return tp->min == tp->n && !tp->rest; }

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
  sigs_room(c);
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
 * through the per-site cache (uni_common).  A union of several compound
 * kinds (T_MIX) is a VALUE whose run-time tag tells the member. */

static int assignable(C *c, ty src, ty dst);
static int dict_assignable(C *c, oty *so, oty *dobj); /* see "dictionaries" */
static int vgen_iface_fits(C *c, ty src, const prop *dp); /* check_vgen.inc */
static int vgen_iface_prop(C *c, TSNode m, prop *p);
static int is_lit(C *c, ty m) {
  return !(m & (T_CMP | T_ERR)) && SIGOF(m) && SIGOF(m) < c->nsigs && c->sigs[SIGOF(m)]->lkind;
}
static uint32_t sig_push(C *c, sig *s) {
  sigs_room(c);
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

/* t names the placeholder sig of a recursive union alias whose members are
 * not read yet (see named_type): an alias, no members, objects predicted. */
static int uni_placeholder(C *c, ty t) {
  sig *s = sigof(c, t);
  return (t & (T_OBJ | T_ARR)) && s->alias && !s->nu && (s->full & T_UNI) && (s->full & (T_OBJ | T_ARR));
}

/* The members of t: its restricted members whose kind t still has, then one
 * entry per unrestricted primitive bit. */
static uint32_t uni_members(C *c, ty t, ty *out, uint32_t max) {
  uint32_t n = 0;
  if (t & T_ERR) return 0;
  ty restricted = 0;
  if ((t & T_UNI) && uni_placeholder(c, t)) {
    /* a recursive alias still being read (`type E = A | B` where B has an
       `E | null` or `[string, E]`): its objects are one member, the alias
       itself, which means all of them once the alias is complete */
    out[n++] = (t & (T_OBJ | T_ARR | T_UNI | T_IDX));
  } else if (t & T_UNI) {
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
  static const ty prims[] = {T_STR, T_NUM, T_BIG, T_BOOL, T_NULL, T_UNDEF, T_VOID};
  for (int i = 0; i < 7; i++)
    if ((t & prims[i]) && !(restricted & prims[i]) && n < max) out[n++] = prims[i];
  return n;
}

/* The type whose members are ms (deduplicated; a literal absorbed by its
 * whole kind); several compound members that are not all object types make
 * a boxed union (T_MIX, IR VALUE).  With `alias`, a new named union (a type
 * alias) rather than an interned one. */
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
  int mixed = 0;
  for (uint32_t j = 0; j < k; j++) {
    if (is_lit(c, keep[j])) { nl++; bits |= sigof(c, keep[j])->lkind; continue; }
    if (nk && ((keep[j] | comp) & (T_FN | T_ARR | T_OBJ)) != T_OBJ) mixed = 1;
    nk++;
    comp = keep[j];
    bits |= keep[j] & (T_FN | T_ARR | T_OBJ);
  }
  if (!nl && nk <= 1) return P | comp;
  bits |= T_UNI | (mixed ? T_MIX : 0);
  if (!alias)
    for (uint32_t i = 1; i < c->nsigs; i++) {
      sig *s = c->sigs[i];
      if (s->nu == k && !s->alias && s->full == bits && !memcmp(s->u, keep, k * sizeof *keep)) return bits | (i << SIG_SHIFT);
    }
  sig *s = fe__alloc(c->A, sizeof *s);
  if (nk == 1) *s = *sigof(c, comp); /* one compound part: it reads as that part */
  else memset(s, 0, sizeof *s);
  if (nk > 1) { s->o = NULL; s->irt = mixed ? FE_IR_T_VALUE : fe_ir_type_object(c->b); }
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
/* The union of a and b is not representable (see uni_build), or would be
 * a new boxed union of several compound members (T_MIX).  Such a union is
 * made where a type says so (an annotation, an alias, a type argument) or
 * where one side already is one; where the checker infers a type (a
 * conditional, an array literal, returned values), two different function
 * or array types keep their own rules (a shared context type, a common
 * signature, boxed unknown elements). */
static int uclash(C *c, ty a, ty b) {
  if ((a | b) & T_ERR) return 0;
  if (!((a | b) & T_UNI) && !clash(a, b)) return 0;
  ty u = ty_union(c, a, b);
  return u == T_ERR || ((u & T_MIX) && !((a | b) & T_MIX));
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

/* The members of t of compound kind k (T_FN, T_ARR or T_OBJ) as one type,
 * or 0 when it has none. */
static ty mix_part(C *c, ty t, ty k) {
  ty ms[256], keep[256];
  uint32_t n = uni_members(c, t, ms, 256), nk = 0;
  for (uint32_t i = 0; i < n; i++)
    if ((ms[i] & k) && !is_lit(c, ms[i])) keep[nk++] = ms[i];
  if (!nk) return 0;
  ty r = uni_build(c, keep, nk, NULL);
  return r == T_ERR ? 0 : r;
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
static void ctor_union(C *c, oty *o, const ty *obs, uint32_t no); /* check_classval.inc */

/* The signature a call through a union of two function types takes, as
 * tsc resolves one (`s.scale(2)` on `Circle | Square`, each class's
 * scale returning its own class): the same parameters, each the narrower
 * of the two where they differ, and the union of the results.  0 when
 * the parameters do not line up (tsc would intersect them; not done).
 * Only methods of classes may hold their values differently from that
 * signature (`size(): number` and `size(): string` called as returning
 * `string | number`): the per-site call adapts a method through its
 * class's method signatures (runtime/ifacecall.c), but a function held in
 * a property carries no signature to adapt from. */
static ty uni_fn_merge(C *c, ty a, ty b, int adapt) {
  if (!(a & T_FN) || !(b & T_FN) || ((a | b) & (T_PRIM | T_UNI | T_ERR))) return 0;
  sig *x = sigof(c, a), *y = sigof(c, b);
  if (x->arr || y->arr || x->n != y->n || x->rest != y->rest || x->n > 64) return 0;
  ty p[64];
  uint8_t opt[64];
  for (uint32_t i = 0; i < x->n; i++) {
    if (x->p[i] == y->p[i]) p[i] = x->p[i];
    else if (assignable(c, x->p[i], y->p[i])) p[i] = x->p[i];
    else if (assignable(c, y->p[i], x->p[i])) p[i] = y->p[i];
    else return 0;
    opt[i] = x->opt[i] && y->opt[i];
  }
  ty r = ty_union(c, x->ret, y->ret);
  if (r & T_ERR) return 0;
  ty f = mk_fn(c, x->n, p, x->pname, opt, r);
  if (!adapt && (sigof(c, f)->irt != x->irt || sigof(c, f)->irt != y->irt)) return 0;
  return f;
}

/* Member m of a union reaches `name` through its class's method table. */
static int uni_class_method(C *c, ty m, const char *name) {
  oty *o = objof(c, m);
  if (!o->k) return 0;
  for (uint32_t i = 0; i < o->k->nf; i++)
    if (o->k->f[i].name == name) return 0;
  for (uint32_t i = 0; i < o->k->nm; i++)
    if (o->k->m[i].name == name && o->k->m[i].kind == M_METHOD) return 1;
  return 0;
}
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
  if (c->sigs[SIGOF(obs[0])]->o && c->sigs[SIGOF(obs[0])]->o->csig) { /* typeof A | typeof B */
    ctor_union(c, o, obs, no);
    return o;
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
    int meths = 1; /* every member so far has it as a class method */
    for (uint32_t j = 0; j < no && ok; j++) {
      if (!find_prop(c, obs[j], names[i], &p)) { ok = 0; break; }
      if (!j) { acc = p; meths = uni_class_method(c, obs[j], names[i]); continue; }
      ty u;
      if ((acc.t & T_FN) && (p.t & T_FN) && !((acc.t | p.t) & (T_PRIM | T_ERR)) && sigof(c, acc.t)->irt == sigof(c, p.t)->irt &&
          assignable(c, p.t, acc.t))
        u = acc.t; /* methods of the same signature */
      else if (!(u = uni_fn_merge(c, acc.t, p.t, meths && uni_class_method(c, obs[j], names[i]))))
        u = ty_union(c, acc.t, p.t);
      meths = meths && uni_class_method(c, obs[j], names[i]);
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
static int iter_assignable(C *c, ty from, ty to); /* check_iterable.inc */
static int ex_assignable(C *c, ex e, ty to) {
  if (iter_assignable(c, e.t, to)) return 1; /* an array, Set or Map as an Iterable<T> (coerce converts) */
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

/* The type a mutable binding initialized with e takes (`let d = Dir.Up`, a
 * parameter `d = Dir.Up`): its enum's type for an enum member, else the
 * widened type (`let s = "a"` is a string). */
static ty lit_widen_mutable(C *c, ex e) {
  ty ms[4];
  if (e.lt && uni_members(c, e.lt, ms, 4) == 1 && is_lit(c, ms[0]) && sigof(c, ms[0])->lenum)
    return ((const enm *)sigof(c, ms[0])->lenum)->t;
  return e.t;
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
  if ((t & T_UNKNOWN) && !(t & (T_BOOL | T_NUM | T_STR))) { /* `object`, maybe with null or undefined */
    sb_put(b, "object");
    if (t & T_NULL) sb_put(b, " | null");
    if (t & (T_UNDEF | T_VOID)) sb_put(b, " | undefined");
    return;
  }
  if (t & T_UNKNOWN) { sb_put(b, "unknown"); return; }
  if (t & T_UNI) {
    sig *s = sigof(c, t);
    if (s->alias && (t & ~T_IDX) == s->full) { sb_put(b, s->alias); return; }
    if (s->alias && (s->full & T_OBJ) && !(s->full & ~(t & ~T_IDX)) && !(t & ~(s->full | T_PRIM | T_IDX))) {
      /* a whole union alias of objects plus primitives (`Expr | null`): by
         name, which also ends the walk for an alias referring to itself */
      ty extra = t & ~s->full & T_PRIM;
      if (extra & T_STR) sb_put(b, "string | ");
      if (extra & T_NUM) sb_put(b, "number | ");
      if (extra & T_BOOL) sb_put(b, "boolean | ");
      sb_put(b, s->alias);
      if (extra & T_NULL) sb_put(b, " | null");
      if (extra & (T_UNDEF | T_VOID)) sb_put(b, " | undefined");
      return;
    }
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
  if (t & T_BIG) PART("bigint");
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
      int last_rest = tp->rest && i + 1 == tp->n;
      if (last_rest) sb_put(b, "...");
      ty e = tp->p[i];
      int paren = i >= tp->min && !last_rest && e != T_UNDEF; /* (number | undefined)?, as tsc shows it */
      if (last_rest) e = mk_arr(c, e);
      if (paren) sb_put(b, "(");
      ty_show(c, b, e, 0);
      if (paren) sb_put(b, ")");
      if (i >= tp->min && !last_rest) sb_put(b, "?");
    }
    sb_put(b, "]");
  } else if (t & T_ARR) {
    ty e = elem_of(c, t);
    ty parts = e & (T_PRIM | T_CMP);
    int named = (e & T_UNI) && sigof(c, e)->alias && (e & ~T_IDX) == sigof(c, e)->full; /* Json[] */
    int paren = !named && ((e & T_FN) || (parts & (parts - 1)) != 0);
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
    } else if (o->showing) {
      sb_put(b, "...");
    } else {
      o->showing = 1;
      sb_put(b, "{ ");
      for (uint32_t i = 0; i < o->n; i++) {
        if (o->p[i].ro) sb_put(b, "readonly ");
        sb_put(b, o->p[i].name);
        sb_put(b, o->p[i].opt ? "?: " : ": ");
        ty_show(c, b, o->p[i].opt ? o->p[i].t & ~(ty)T_UNDEF : o->p[i].t, 0);
        sb_put(b, "; ");
      }
      sb_put(b, "}");
      o->showing = 0;
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
enum { COLL_MAP = 1, COLL_SET = 2, COLL_WEAKMAP = 3, COLL_WEAKSET = 4 }; /* weak ones: check_weak.inc */
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
  sb_put(&b, kind == COLL_MAP ? "Map<" : kind == COLL_SET ? "Set<" : kind == COLL_WEAKMAP ? "WeakMap<" : "WeakSet<");
  ty_show(c, &b, k, 0);
  if (kind == COLL_MAP || kind == COLL_WEAKMAP) {
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
static int sig_rest_any(C *c, sig *d); /* check_restfn.inc */
static ty rest_any_elem(C *c, sig *d);
static int widen_fn_ok(C *c, ty from, ty to);
static int intl_nf_const(C *c, struct sym *y, TSNode vn); /* check_lib.inc */
static uint32_t widen_fn_wrap(C *c, ex e, ty to, TSNode at);
static uint32_t rest_any_fn_wrap(C *c, ex e, ty to, TSNode at);
static sig *rest_any_ctx(C *c, TSNode fn, sig *ctx);
static void store_narrow_objlit(C *c, sym *y, TSNode vn); /* check_declnarrow.inc */
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
      memset(out, 0, sizeof *out);
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
static int iter_expect(C *c, TSNode n, ty expect, ex *out); /* check_iterable.inc */
static uint32_t iter_restart(C *c, uint32_t g);
static ty iter_elem_type(C *c, ty t);
static ex iter_value(C *c, TSNode n);
static ex iter_object(C *c, TSNode at, ex o, int src); /* check_iterable.inc */
static ex array_copy(C *c, ex o); /* check_lib.inc */
static int iter_coerce(C *c, ex e, ty to, TSNode at, uint32_t *out);
static uint32_t arr_fresh_retype(C *c, ex e, ty to); /* check_fresharr.inc */
static uint32_t arr_fresh_cast(C *c, ex e, ty to);   /* check_fresharr.inc */
static ex fake_lit(C *c, TSNode n, ty want); /* check_objclass.inc */
static uint32_t fake_class(C *c, const uint32_t *names, const uint32_t *types, uint32_t ns);
static void fake_note(C *c, uint32_t nd, cmember *m, TSNode at, int bind);
static void fake_patch(C *c);
static ex class_expr_refuse(C *c, TSNode n);
static int acc_props(C *c, TSNode n, ty want, TSNode *accs, uint32_t nacc, prop *ps, uint32_t *np);
static uint32_t acc_class(C *c, ty self_t, TSNode lit, TSNode *accs, uint32_t nacc, const prop *ps, const uint8_t *late,
                          uint32_t nslot, struct litenv *le, uint32_t *names, uint32_t *types, uint32_t ns);
static void lit_hook_thunks(C *c, uint32_t k, const prop *ps, uint32_t nslot, TSNode at);
static void lit_props_source_order(C *c, TSNode lit, prop *ps, uint32_t np, uint32_t nslot, const uint8_t *late);
static uint32_t litenv_slot(C *c, struct litenv *le, uint32_t *names, uint32_t *types, uint32_t ns);
static uint32_t litenv_fill(C *c, struct litenv *le, uint32_t obj);
static void arr_fresh_ctx(C *c, ex *x, ty ctx);
static uint32_t giter_for_of(C *c, TSNode n, const char *label, ex o);
static int is_gen_type_name(C *c, TSNode nm);
static ty iter_result_annot(C *c, TSNode n); /* check_generator.inc */
static uint32_t yield_delegate_async(C *c, TSNode n, TSNode en); /* check_forawait.inc */
static ty hand_gen(C *c, ty t); /* check_iterable.inc */
static int is_agen_type_name(C *c, TSNode nm);
static ty gen_iter_type(C *c, TSNode n);
static ty mk_generator2(C *c, ty y, ty r, int async);
static oty *agiter_of(C *c, ty t);
static uint32_t gen_return_stmt(C *c, fnctx *f, TSNode vn);
static ex yield_expr(C *c, TSNode n);
static ty type_op(C *c, TSNode n);
static int has_type_query(TSNode n);
static int type_uses_query(C *c, TSNode tn);
static uint32_t yield_delegate_stmt(C *c, TSNode n);
static oty *prom_of(C *c, ty t);
static ty awaited(C *c, ty t);
static ty prom_type(C *c, TSNode n);
static ty prom_settled_annot(C *c, TSNode n); /* PromiseSettledResult<T> & co. */
static ex await_expr(C *c, TSNode n, ty expect);
static ty await_ctx(C *c, TSNode en, ty want);
static ex prom_get(C *c, TSNode propn, ex o, const char *name);
static ex prom_new(C *c, TSNode n, ty expect);
/* Library pieces (check_lib.inc). */
static ex arr_iter_array(C *c, TSNode at, int src, ex o);
static int call_lib_early(C *c, TSNode n, ty want, ex *out);
static int sym_iter_key(C *c, TSNode nn);
static const char *sym_iter_name(C *c);
static const char *sym_async_iter_name(C *c);
static ex sym_iter_call(C *c, TSNode at, ex o);
static ex sym_async_iter_call(C *c, TSNode at, ex o);
static ty arr_iter_elem(C *c, ty arr, int src);
static ex arr_iter_item(C *c, ty arr, int src, uint32_t an, uint32_t in, uint32_t in2);
/* Classes as values (check_classval.inc). */
static int ctor_assignable(C *c, oty *so, oty *dobj);
static ty ctor_type(C *c, cls *k);
static ty ctor_type_node(C *c, TSNode n);
static int is_ctor_ty(C *c, ty t);
static ex class_value(C *c, TSNode at, cls *k);
static uint32_t any_str(C *c, const char *s); /* check_any.inc */
static uint32_t arr_view(C *c, ex e, ty to); /* check_fresharr.inc */
static sym *cx_base(C *c, cls *k, sym *p, TSNode at); /* check_classexpr.inc */
static void cx_hoist_decl(C *c, TSNode s, TSNode d, int is_const, uint32_t *pro, uint32_t *npro);
static void cx_declare(C *c, TSNode cn, TSNode stmt, const char *bind, const char *vname);
static const char *cx_key(C *c, TSNode n);
static void cx_walk(C *c, TSNode n, TSNode stmt);
static uint32_t cx_stmt_wrap(C *c, TSNode n, uint32_t r);
static ex class_expr(C *c, TSNode n);
static int cx_instanceof_refuse(C *c, TSNode rn, cls *k);
static ex ctor_new(C *c, TSNode n, TSNode ctor);
static ex ctor_get(C *c, TSNode propn, ex kv, const char *name);
static ex ctor_instanceof(C *c, TSNode ln, TSNode rn);
static void cv_link(C *c, cls *k, int kind, uint32_t mi);
static uint32_t any_fn_wrap(C *c, ex e, TSNode at);

/* Does a value of type t hold class instances (itself, as a union member or
 * an array's element)?  Their fields are read at fixed offsets, so such a
 * parameter cannot be given an object of another class. */
static int holds_instances(C *c, ty t, int depth) {
  if (depth > 8 || (t & T_ERR)) return 0;
  ty ms[256];
  uint32_t n = uni_members(c, t, ms, 256);
  for (uint32_t i = 0; i < n; i++) {
    if ((ms[i] & T_OBJ) && !(ms[i] & T_UNI) && objof(c, ms[i])->k) return 1;
    if ((ms[i] & T_ARR) && !(ms[i] & T_UNI) && !typed_of(c, ms[i]) && holds_instances(c, elem_of(c, ms[i]), depth + 1))
      return 1;
  }
  return 0;
}

/* A method member's type against a method member's (tsc compares method
 * parameters bivariantly, even under strictFunctionTypes, so a class
 * `implements Visitor<number>` fits `Visitor<unknown>`).  Calls through the
 * interface reach the method through an adapter (runtime/ifacecall.c) that
 * checks each argument; a parameter of a class type stays contravariant,
 * since an object of another class would be read at the wrong offsets. */
static _Thread_local int method_bivariant;
/* The last method parameter refused bivariance for its class type, for the
 * error (bivar_explain); callers clear it before the check. */
static _Thread_local struct { ty narrow, wide; } bivar_refused;
static void bivar_explain(C *c, TSNode at) {
  if (!bivar_refused.narrow) return;
  ERR(c, at, "unsupported: a method whose parameter has class type '%s' where the interface's has type '%s' "
      "(tsc's method bivariance: Kiln reads a class's fields at fixed offsets, so an object of another class cannot be passed)",
      tystr(c, bivar_refused.narrow), tystr(c, bivar_refused.wide));
  bivar_refused.narrow = 0;
}
static int method_assignable(C *c, ty src, ty dst) {
  if (assignable(c, src, dst)) return 1;
  ty sf = mix_part(c, src, T_FN), df = mix_part(c, dst, T_FN);
  if (!sf || !df || (sf & T_UNI) || (df & T_UNI) || (src & ~(sf | T_UNDEF)) != 0) return 0;
  if ((src & T_UNDEF) && !(dst & T_UNDEF)) return 0;
  method_bivariant = 1;
  int ok = assignable(c, sf, df);
  method_bivariant = 0;
  return ok;
}

/* The IR type of a class member's value, or of its function type. */
static uint32_t member_irt(C *c, ty t) {
  if ((t & T_FN) && !(t & (T_PRIM | T_UNI | T_ERR))) return sigof(c, t)->irt;
  return irty(c, t);
}

/* An instance of class s where class d is expected, s not being a subclass
 * of d (tsc compares the two structurally): Kiln reads d's fields at d's
 * offsets in d's representations and calls d's methods, directly or through
 * the vtable with d's signatures, so the object must be laid out as a d.
 * That holds for another instantiation of d's generic class (or a subclass
 * of one) whose fields and methods hold their values as d's do (Box<Dog>
 * as Box<Animal>, Box<"a"> as Box<string>; one source body serves both, as
 * in JavaScript), and for a class without methods whose first fields are
 * d's, in d's order and representations.  Box<string> as Box<unknown> is
 * not: its field is a string pointer where Box<unknown>'s is a boxed value.
 * (`implements C` of a class is the structural check alone.) */
static _Thread_local int class_structural;
static int class_fits_layout(C *c, cls *s, cls *d) {
  cls *a = d->gtmpl ? s : NULL;
  while (a && a->gtmpl != d->gtmpl) a = a->parent;
  if (!a) {
    if (d->nm) return 0;
    a = s;
  }
  class_layout(c, a);
  class_layout(c, d);
  if (a->nf < d->nf) return 0;
  for (uint32_t i = 0; i < d->nf; i++)
    if (a->f[i].name != d->f[i].name || irty(c, a->f[i].t) != irty(c, d->f[i].t)) return 0;
  for (uint32_t i = 0; i < d->nm; i++) {
    prop sp, dp;
    if (d->m[i].gen) continue; /* instantiated per call, on d's layout */
    if (d->gtmpl && a->gtmpl == d->gtmpl) {
      /* the same declaration: its members in the same order, private ones included */
      if (i >= a->nm || a->m[i].name != d->m[i].name) return 0;
      if (a->m[i].t && d->m[i].t && member_irt(c, a->m[i].t) != member_irt(c, d->m[i].t)) return 0;
      continue;
    }
    if (!find_prop(c, s->inst, d->m[i].name, &sp) || !find_prop(c, d->inst, d->m[i].name, &dp)) return 0;
    if (irty(c, sp.t) != irty(c, dp.t)) return 0;
  }
  return 1;
}

static int in_prelude(C *c, uint32_t pos);
/* Structural assignability of object types (pairs being compared are assumed
 * to fit, which settles recursive types). */
static int obj_assignable(C *c, ty src, ty dst) {
  static __thread struct { ty s, d; } stack[64];
  static __thread int depth;
  if (SIGOF(src) == SIGOF(dst)) return 1;
  oty *so = objof(c, src), *dobj = objof(c, dst);
  if (so->prom || dobj->prom) return so->prom && dobj->prom && assignable(c, so->val, dobj->val);
  if (c->nat_t[NAT_ERRNO_EXCEPTION] && SIGOF(src) == SIGOF(c->nat_t[NAT_ERRNO_EXCEPTION]) && dobj->k &&
      !dobj->k->parent && !strcmp(dobj->k->name, "Error") && in_prelude(c, ts_node_start_byte(dobj->k->decl)))
    return 1; /* NodeJS.ErrnoException extends Error (the runtime's system errors are Error instances) */
  if (so->native || dobj->native) return so->native == dobj->native;
  if (so->coll || dobj->coll) /* covariant, as tsc's method bivariance makes it */
    return so->coll == dobj->coll && (!so->coll_ro || dobj->coll_ro) && assignable(c, so->key, dobj->key) &&
           assignable(c, so->val, dobj->val);
  if (so->csig || dobj->csig) return ctor_assignable(c, so, dobj);
  if (dobj->giter && !so->giter) return 0; /* iterators written by hand: iter_assignable (coerce converts) */
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
    /* private members are nominal: they fit only members of the same
       declaration, in another instantiation of the same generic class */
    cls *sk = so->k;
    while (sk && k->gtmpl && sk->gtmpl != k->gtmpl) sk = sk->parent;
    int same_decl = sk && k->gtmpl && sk->gtmpl == k->gtmpl;
    for (uint32_t i = 0; ok && i < k->nf; i++) {
      if (k->fvis[i] != P_PUBLIC) {
        if (!same_decl) { ok = 0; break; }
        class_layout(c, sk);
        ok = i < sk->nf && sk->f[i].name == k->f[i].name && assignable(c, sk->f[i].t, k->f[i].t);
        continue;
      }
      prop sp;
      if (!find_prop(c, src, k->f[i].name, &sp)) ok = k->f[i].opt;
      else ok = assignable(c, sp.t, k->f[i].t);
    }
    for (uint32_t i = 0; ok && i < k->nm; i++) {
      prop sp, dp;
      if (k->m[i].vis != P_PUBLIC) {
        if (!same_decl) { ok = 0; break; }
        continue; /* (its signature is the one of the same declaration) */
      }
      if (!find_prop(c, dst, k->m[i].name, &dp)) continue;
      /* (tsc's comparison: no value converts here, the call runs d's own
         method or, through the vtable, one of the same representation) */
      class_structural++;
      if (!find_prop(c, src, k->m[i].name, &sp)) ok = 0;
      else ok = k->m[i].kind == M_METHOD ? method_assignable(c, sp.t, dp.t) : assignable(c, sp.t, dp.t);
      class_structural--;
    }
    if (ok && so->k && !class_structural && !class_fits_layout(c, so->k, k)) {
      c->dl->note_a = tystr(c, src);
      c->dl->note_b = tystr(c, dst);
      c->dl->note = fe__alloc(c->A, 400);
      snprintf((char *)c->dl->note, 400,
               "(unsupported: tsc compares classes structurally, but Kiln lays out each class, and each "
               "instantiation of a generic class, by its own declaration, and would read this '%.60s' as a '%.60s')",
               c->dl->note_a, c->dl->note_b);
      ok = 0;
    }
  } else {
    for (uint32_t i = 0; ok && i < dobj->n; i++) {
      prop sp;
      if (dobj->p[i].gen) { ok = vgen_iface_fits(c, src, &dobj->p[i]); continue; }
      if (!find_prop(c, src, dobj->p[i].name, &sp)) ok = dobj->p[i].opt;
      else ok = dobj->p[i].meth ? method_assignable(c, sp.t, dobj->p[i].t) : assignable(c, sp.t, dobj->p[i].t);
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
  if (!s || (s->ro && !d->ro)) return 0;
  if (tup_fixed(s) && tup_fixed(d)) {
    if (s->n != d->n) return 0;
    for (uint32_t i = 0; i < s->n; i++)
      if (!assignable(c, s->p[i], d->p[i])) return 0;
    return 1;
  }
  /* optional and rest elements: position by position */
  uint32_t sf = s->n - s->rest, df = d->n - d->rest;
  if (s->min < d->min) return 0;       /* the source may lack a required element */
  if (!d->rest && (s->rest || sf > df)) return 0; /* more elements than the target allows */
  for (uint32_t i = 0; i < sf; i++) {
    ty dt = i < df ? d->p[i] : d->p[d->n - 1];
    if (!assignable(c, s->p[i], dt)) return 0;
  }
  if (s->rest) {
    if (sf < df) return 0; /* [...T[]] against [A, B?, ...]: the positions differ */
    if (!assignable(c, s->p[s->n - 1], d->p[d->n - 1])) return 0;
  }
  return 1;
}

static int assignable_in(C *c, ty src, ty dst);
/* Recursive types (`type Node = number | [string, Node, Node]`) compare
 * coinductively: a comparison nested this deep assumes the answer is yes, as
 * tsc assumes a pair it is already comparing is related. */
static _Thread_local int assign_depth;
static int assignable(C *c, ty src, ty dst) {
  if (src == dst) return 1;
  if (assign_depth > 40) return 1;
  assign_depth++;
  int r = assignable_in(c, src, dst);
  assign_depth--;
  return r;
}
static int assignable_in(C *c, ty src, ty dst) {
  if ((src & T_ERR) || (dst & T_ERR)) return 1;
  if (dst & T_UNKNOWN) {
    if ((dst & (T_BOOL | T_NUM | T_STR)) || (src & T_ANY)) return 1;
    /* `object` (| null | undefined): no primitive but those */
    ty sp = src & T_PRIM;
    if (sp & T_VOID) sp = (sp & ~T_VOID) | T_UNDEF;
    if ((src & T_UNKNOWN) && (src & (T_BOOL | T_NUM | T_STR))) return 0;
    return !(sp & ~(dst & (T_NULL | T_UNDEF)));
  }
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
  int bivariant = method_bivariant; /* the method's own parameters only, not those of its callbacks */
  method_bivariant = 0;
  if (!s->rest && sig_rest_any(c, d)) { /* a function as (...args: T[]) => R: check_restfn.inc */
    ty el = rest_any_elem(c, d);
    if (!(el & T_ANY))
      for (uint32_t i = 0; i < s->n; i++)
        if (!assignable(c, el, s->opt[i] ? s->p[i] | T_UNDEF : s->p[i])) return 0;
    return (d->ret & T_VOID && !(d->ret & ~T_VOID)) || assignable(c, s->ret, d->ret);
  }
  if (s->rest && !d->rest && s->n >= 1 && is_arr(s->p[s->n - 1]) && !tuple_of(c, s->p[s->n - 1])) {
    /* (...args: T[]) => R where a function of fixed parameters is wanted
       (console.log as a callback): those past its own fixed ones go into
       the rest array (widen_adapter), so each must be a T */
    ty el = elem_of(c, s->p[s->n - 1]);
    for (uint32_t i = 0; i < d->n; i++) {
      ty dp = d->opt[i] ? d->p[i] | T_UNDEF : d->p[i];
      ty sp = i + 1 < s->n ? (s->opt[i] ? s->p[i] | T_UNDEF : s->p[i]) : el;
      if (!assignable(c, dp, sp)) return 0;
    }
    for (uint32_t i = d->n; i + 1 < s->n; i++)
      if (!s->opt[i] && !assignable(c, T_UNDEF, s->p[i])) return 0;
    return (d->ret & T_VOID && !(d->ret & ~T_VOID)) || assignable(c, s->ret, d->ret);
  }
  if (s->min > d->n) {
    /* setTimeout(resolve, ms): the timers' callbacks are (...args: any[]) =>
       void in Node's types; a function whose extra parameters take
       undefined is called with none (widen_fn_wrap) */
    if (!c->cb_undef_ok || s->rest) return 0;
    for (uint32_t i = d->n; i < s->n; i++)
      if (!s->opt[i] && !assignable(c, T_UNDEF, s->p[i])) return 0;
  }
  for (uint32_t i = 0; i < s->n && i < d->n; i++) {
    ty dp = d->opt[i] ? d->p[i] | T_UNDEF : d->p[i];
    ty sp = s->opt[i] ? s->p[i] | T_UNDEF : s->p[i];
    if (assignable(c, dp, sp)) continue;
    if (!bivariant || !assignable(c, sp, dp)) return 0;
    if (holds_instances(c, sp, 0)) {
      bivar_refused.narrow = sp;
      bivar_refused.wide = dp;
      return 0;
    }
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
/* Is n a value with no storage (undefined, null) to be converted to a
 * pointer type (an object, array or function)?  What a variable narrowed
 * to never reads as, in code the flow proved unreachable (`const s: Set<T>
 * = result` where result can only be null): the IR converts that only
 * through a VALUE, unboxed. */
static int nostore_to_ptr(C *c, uint32_t n, uint32_t irt) {
  return fe_ir_node_type(c->b, n) <= FE_IR_T_NULL && irt > FE_IR_T_VALUE && irt != c->envt;
}
static uint32_t via_value(C *c, uint32_t n, uint32_t irt) {
  return node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, irt, node(c, FE_IR_CONVERT, 0, FE_IR_T_VALUE, n, 0, 0), 0, 0);
}
static uint32_t convto(C *c, uint32_t n, ty from, ty to) {
  uint32_t f = irty(c, from), t = irty(c, to);
  if (f == t || ((from | to) & T_ERR)) return n;
  if (nostore_to_ptr(c, n, t)) return via_value(c, n, t);
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
  if (nostore_to_ptr(c, n, t)) return via_value(c, n, t);
  return node(c, FE_IR_CONVERT, f == FE_IR_T_VALUE ? FE_IR_CONV_UNBOX : 0, t, n, 0, 0);
}
static uint32_t convir(C *c, uint32_t n, uint32_t irt) {
  if (fe_ir_node_type(c->b, n) == irt) return n;
  if (nostore_to_ptr(c, n, irt)) return via_value(c, n, irt);
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
static uint32_t capflags_early(C *c, TSNode id); /* check_module.inc */

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
static uint32_t class_env_get(C *c, cls *k, sym *y, uint32_t t);
static uint32_t litenv_get(C *c, struct litenv *le, sym *y, uint32_t t);
static uint32_t var_home(C *c, fnctx *f, sym *y) {
  uint32_t t = y->boxed ? env_ty(c) : irty(c, y->t);
  if (y->owner == f) return node(c, FE_IR_LOCAL, 0, t, y->slot, 0, 0);
  if (f->k && f->k->capturing) return class_env_get(c, f->k, y, t); /* a method of a local class */
  if (f->le) return litenv_get(c, f->le, y, t);
  uint32_t env = node(c, FE_IR_SELF_ENV, 0, env_ty(c), 0, 0, 0);
  return node(c, FE_IR_ENV_GET, 0, t, env, cap_slot(f, y), 0);
}

static uint32_t var_load(C *c, fnctx *f, sym *y) {
  uint32_t h = var_home(c, f, y);
  return y->boxed ? node(c, FE_IR_ENV_GET, 0, irty(c, y->t), h, 0, 0) : h;
}

/* A new box for y in its slot: `slot = new ENV(1)`; ENV(2) when its slot 1
 * holds y's "initialized" flag (ltdz), false until its declaration runs. */
static uint32_t block_of(C *c, const uint32_t *items, uint32_t n);
static uint32_t box_new(C *c, sym *y) {
  uint32_t e = node(c, FE_IR_ENV_NEW, 0, env_ty(c), y->ltdz ? 2 : 1, 0, 0);
  uint32_t set = node(c, FE_IR_EXPR, 0, 0, node(c, FE_IR_SET_LOCAL, 0, env_ty(c), y->slot, e, 0), 0, 0);
  if (!y->ltdz) return set;
  uint32_t off = node(c, FE_IR_ENV_SET, 0, FE_IR_T_BOOLEAN, node(c, FE_IR_LOCAL, 0, env_ty(c), y->slot, 0, 0), 1,
                      node(c, FE_IR_BOOL, 0, FE_IR_T_BOOLEAN, 0, 0, 0));
  uint32_t items[2] = {set, node(c, FE_IR_EXPR, 0, 0, off, 0, 0)};
  return block_of(c, items, 2);
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
      if (path && !n->s && n->path[0] == '[' && strchr(path, '[')) return NULL; /* an element was assigned */
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
static sym *module_late(C *c, sym *y); /* check_cycle.inc */
static int hoist_prenamed(C *c, TSNode s); /* check_cycle.inc */
static sym *nsp_find(C *c, struct nspace *ns, const char *name); /* check_namespace.inc */
static sym *lookup(C *c, const char *name) {
  for (scope *s = c->sc; s; s = s->parent) {
    sym *y = scope_find_here(s, name);
    if (!y && s->nsp) y = nsp_find(c, s->nsp, name);
    if (y && y->kind == S_IMPORT && !y->imp && !isnull(y->decl) && is(y->decl, "import_alias")) return NULL; /* (ns_alias_hoist) */
    if (y) return y->kind == S_IMPORT ? (y->imp ? y->imp : module_late(c, y)) : y;
  }
  return NULL;
}
/* A name in a type position: the type that shares its name with a value,
 * if there is one (sym.tsym), else what lookup finds. */
static sym *type_lookup(C *c, const char *name) {
  sym *y = lookup(c, name);
  return y && y->tsym ? y->tsym : y;
}
/* A type symbol kept beside value v of the same name (not in the scope's
 * table: type_lookup finds it through v). */
static sym *tsym_attach(C *c, sym *v, const char *name) {
  sym *y = fe__alloc(c->A, sizeof *y);
  y->name = name;
  y->kind = S_TYPE;
  y->da = -1;
  y->irfn = FE_IR_NONE;
  y->owner = v->owner;
  y->declscope = v->declscope;
  v->tsym = y;
  return y;
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
/* fnnames is an open-addressing hash set of (name, module) (capfnnames a
 * power of two): module mi's top-level `x` is a global when a function of
 * mi uses the name, whatever other modules do (each module's pre-pass runs
 * when it is declared, so the answer cannot depend on which modules were). */
static uint32_t fnname_slot(const char *name, uint32_t mod, uint32_t cap) {
  return (name_hash(name) ^ (mod * 2654435761u)) & (cap - 1);
}
static int fnnames_has(C *c, const char *name, uint32_t mod) {
  if (!c->capfnnames) return 0;
  for (uint32_t i = fnname_slot(name, mod, c->capfnnames);; i = (i + 1) & (c->capfnnames - 1)) {
    if (!c->fnnames[i]) return 0;
    if (c->fnmods[i] == mod && !strcmp(c->fnnames[i], name)) return 1;
  }
}
static int used_in_function(C *c, const char *name) { return fnnames_has(c, name, c->curmod); }
static void fnnames_add(C *c, const char *name) {
  uint32_t mod = c->pp_mod;
  if (fnnames_has(c, name, mod)) return;
  if ((c->nfnnames + 1) * 2 > c->capfnnames) {
    uint32_t oldcap = c->capfnnames;
    const char **old = c->fnnames;
    uint32_t *oldm = c->fnmods;
    c->capfnnames = oldcap ? oldcap * 2 : 64;
    c->fnnames = calloc(c->capfnnames, sizeof *c->fnnames);
    c->fnmods = calloc(c->capfnnames, sizeof *c->fnmods);
    if (!c->fnnames || !c->fnmods) abort();
    for (uint32_t k = 0; k < oldcap; k++)
      if (old[k]) {
        uint32_t i = fnname_slot(old[k], oldm[k], c->capfnnames);
        while (c->fnnames[i]) i = (i + 1) & (c->capfnnames - 1);
        c->fnnames[i] = old[k];
        c->fnmods[i] = oldm[k];
      }
    free(old);
    free(oldm);
  }
  uint32_t i = fnname_slot(name, mod, c->capfnnames);
  while (c->fnnames[i]) i = (i + 1) & (c->capfnnames - 1);
  c->fnnames[i] = name;
  c->fnmods[i] = mod;
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
static cls *cur_class(C *c);
static ex class_tdz_ex(C *c, cls *k, ex e); /* check_class.inc */
static void class_tdz_plan(C *c, cls *k, TSNode *prev, uint32_t nprev);
static ex logical_assign_result(C *c, const char *bop, ex cur, ex v, ex st);
static int is_logical_assign(const char *bop);
static int is_utility_name(C *c, TSNode nm);
static ty utility_type(C *c, TSNode n);

static ex expr(C *c, TSNode n, ty expect);
static ty weak_type(C *c, TSNode n); /* check_weak.inc */
/* An element read (o[k]) or a property read (a dictionary's o.key) that an
 * undefined-keeping context (expect T_UNDEF) reads boxed. */
static int keeps_undef(TSNode n) { return !strcmp(ts_node_type(n), "subscript_expression") || !strcmp(ts_node_type(n), "member_expression"); }
static ex str_of(C *c, ex e, TSNode at);
static ex num_of(C *c, ex e, TSNode at);
static const char *member_name(C *c, TSNode n);
static int fn_has_expando(C *c, TSNode obj, const char *prop); /* check_enum.inc */
static void evolve_call(C *c, TSNode call); /* check_evolve.inc */
static struct enm *enum_ref(C *c, TSNode obj); /* check_enum.inc */
static ex enum_object(C *c, TSNode at, struct enm *e); /* check_dict.inc */
static void evolve_assign(C *c, TSNode lhs, TSNode rhs);
static ex evolve_read_error(C *c, sym *y, TSNode n);
static ex cls_call0(C *c, ex e, TSNode at, const char *name, int *found);
static ex concat_of(C *c, ex e, TSNode at);
static uint32_t str_node(C *c, const uint16_t *u, uint32_t n);
static uint32_t module_export_stmt(C *c, TSNode n);
static sym *module_ns_member(C *c, TSNode mem, int *bad);
static sym *ns_of(C *c, TSNode n);                         /* check_namespace.inc */
static sym *ns_export(C *c, sym *ns, const char *name);
static int nsp_ambient_value(struct nspace *ns, const char *name);
static TSNode ns_decl_node(TSNode s, int *ambient);
static void ns_hoist_list(C *c, TSNode *stmts, uint32_t n);
static uint32_t ns_stmt(C *c, TSNode s, TSNode m);
static void ns_check_deferred(C *c, uint32_t mi);
static void ns_declare_only(C *c, TSNode s);
static void ns_alias_declare(C *c, TSNode s);
static sym *module_find_export(C *c, uint32_t mi, const char *name, int depth);
static int module_is_import(C *c, const char *name);
static uint32_t stmt(C *c, TSNode n);
static ty type_of(C *c, TSNode n);
static void fn_decl_check(C *c, sym *f);
static int fn_decl_ensure(C *c, sym *f, TSNode use);
static ex fn_value(C *c, TSNode n, ty expect, sym *self);
static int late_fn_type(C *c, sym *y); /* check_lateinfer.inc */
static int late_value_type(C *c, sym *y); /* check_lateinfer.inc */
typedef struct arglist arglist;
static void ovl_collect(C *c, sym *y, TSNode *stmts, uint32_t i); /* check_overload.inc */
static int ovl_method_collect(C *c, cmember *cm, TSNode m, int st);
static int ovl_sig_alone(C *c, TSNode m);
static int ovl_pick_in(C *c, TSNode call, TSNode *ovl, uint32_t novl, arglist *a, sig **out, scope *sigsc);
static ex ovl_result(C *c, TSNode call, ex r, sig *chosen);
static int fn_sig_annotated(C *c, TSNode n, ty *out);
static int fn_sig_types(C *c, TSNode n, ty *out);
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
  int expr;     /* a function or arrow expression (created where it is written) */
  cls *static_recv; /* a static method's copy for subclass static_recv (check_statics.inc) */
  struct litenv *le; /* an object literal's method or accessor: captures go to its env slot */
  int generic;      /* an instantiation of a generic function */
  int void_ret;     /* no return annotation and no `return x`: returns void, known before the body */
  ty guessed_ret;   /* a method's result guessed before its body (recursive_ret_guess), or 0 */
};
typedef struct fnjob fnjob;
static void ctor_build(C *c, cls *k);
static scope *class_scope(C *c, cls *k);
static sym *narrowable_p(C *c, TSNode n, const char **path);
static void narrow_kill_elem(C *c, flow *f, TSNode lhs);
static ty inferred_guard(C *c, TSNode cb, ty et); /* check_narrow.inc */
static ex obj_get(C *c, TSNode at, TSNode propn, ex o, const char *name);
static ex obj_set(C *c, TSNode at, TSNode propn, uint32_t o, ty ot, const char *name, ex v, TSNode vn);
static ex this_expr(C *c, TSNode n);
static ex obj_lit(C *c, TSNode n, ty expect);
/* dictionaries (see "dictionaries" at the end) */
static ty record_type(C *c, TSNode n);
static void dict_signature(C *c, oty *o, TSNode m);
static void dict_name(C *c, oty *o);
static ex dict_get_node(C *c, uint32_t on, uint32_t key, ty vt, ty expect);
static int dict_key(C *c, ty ot, TSNode idx, uint32_t *key); /* check_dict.inc */
static ex groups_get(C *c, TSNode at, uint32_t groups, uint32_t key, int keep_undef); /* check_regexp.inc */
static int arr_union_view(C *c, ex *o); /* check_call.inc */
static ty utility_obj(C *c, prop *ps, uint32_t n); /* check_utility.inc */
static uint32_t dict_set_node(C *c, uint32_t on, uint32_t key, uint32_t val);
static ex dict_index(C *c, TSNode n, TSNode idx, ex o, ty expect);
static int dict_place(C *c, TSNode lhs, TSNode rhs, const char *bop, int upd, TSNode whole, ex o, ex *out);
static ex delete_expr(C *c, TSNode n, TSNode an);
static int lit_spreads_dict(C *c, TSNode n);
static ex dict_lit(C *c, TSNode n, ty want);
static ex dict_lit_pre(C *c, TSNode n, ty want, TSNode pre_m, ex pre);
static ty mk_dict(C *c, ty k, ty v);
static int is_dict(C *c, ty t);
static int sym_dict(C *c, oty *ob);
static int is_symbol_ty(C *c, ty t);
static ex instance_of(C *c, TSNode n, TSNode ln, TSNode rn);
static void class_declare(C *c, TSNode s);
static void class_check_bodies(C *c, cls *k);
static void class_overrides(C *c, cls *k);
static uint32_t this_decl(C *c, fnctx *f, cls *k, ty tt, TSNode key);
static uint32_t class_inits(C *c, cls *k, uint32_t *out, uint32_t max, int which);
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
       MOD_FS_PROMISES, MOD_PATH, MOD_OS, MOD_FS_CONSTANTS /* fs.constants, an object of numbers */,
       MOD_KILN_STDIN /* "kiln:stdin": the runtime calls of the stdio module (node_stdio.c) */,
       MOD_TIMERS /* node:timers: the timer globals */, MOD_TIMERS_PROMISES,
       MOD_KILN_UTIL /* "kiln:util": the runtime calls of node:util and node:assert (frontend/lib/) */ };
/* The constants of the built-in modules, what they are on Linux (Kiln's
 * target; path is POSIX's): a string, or a number when value is NULL
 * (node:http's two objects apart: see nat_const_value). */
typedef struct {
  int mod;
  const char *name, *value;
  double num;
} nconst;
static const nconst nat_consts[] = {
    {MOD_HTTP, "STATUS_CODES", NULL, -1}, /* an object (nat_const_value) */
    {MOD_HTTP, "METHODS", NULL, -2},      /* a string[] */
    {MOD_OS, "EOL", "\n", 0},
    {MOD_OS, "devNull", "/dev/null", 0},
    {MOD_PATH, "sep", "/", 0},
    {MOD_PATH, "delimiter", ":", 0},
    {MOD_FS_CONSTANTS, "F_OK", NULL, 0},
    {MOD_FS_CONSTANTS, "R_OK", NULL, 4},
    {MOD_FS_CONSTANTS, "W_OK", NULL, 2},
    {MOD_FS_CONSTANTS, "X_OK", NULL, 1},
    {MOD_FS_CONSTANTS, "O_RDONLY", NULL, 0},
    {MOD_FS_CONSTANTS, "O_WRONLY", NULL, 1},
    {MOD_FS_CONSTANTS, "O_RDWR", NULL, 2},
    {MOD_FS_CONSTANTS, "O_CREAT", NULL, 64},
    {MOD_FS_CONSTANTS, "O_EXCL", NULL, 128},
    {MOD_FS_CONSTANTS, "O_TRUNC", NULL, 512},
    {MOD_FS_CONSTANTS, "O_APPEND", NULL, 1024},
    {MOD_FS_CONSTANTS, "S_IFMT", NULL, 61440},
    {MOD_FS_CONSTANTS, "S_IFREG", NULL, 32768},
    {MOD_FS_CONSTANTS, "S_IFDIR", NULL, 16384},
    {MOD_FS_CONSTANTS, "S_IFLNK", NULL, 40960},
    {MOD_FS_CONSTANTS, "COPYFILE_EXCL", NULL, 1},
    {MOD_FS_CONSTANTS, "COPYFILE_FICLONE", NULL, 2},
    {MOD_FS_CONSTANTS, "COPYFILE_FICLONE_FORCE", NULL, 4},
    {0, NULL, NULL, 0},
};
static const nconst *nat_const_find(int mod, const char *name) {
  for (const nconst *k = nat_consts; k->name; k++)
    if (k->mod == mod && !strcmp(k->name, name)) return k;
  return NULL;
}

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
static int nat_require_decl(C *c, TSNode s, int bind);
static int ns_destr_local(C *c, TSNode s, int bind);
static int nat_require(C *c, TSNode n, int report);
static int nat_module(const char *spec, size_t n);
static ty nat_ns_type(C *c, TSNode n);
static const nfunc *nat_func_find(int mod, const char *name);
static ex nat_func_call(C *c, TSNode call, const nfunc *f, arglist *a);
static int is_process_env(C *c, TSNode n);
static ex process_env(C *c, TSNode at, uint32_t name);
static ex url_new(C *c, TSNode n);
static ex url_search_new(C *c, TSNode n);
static ex usp_list(C *c, ex o, int which); /* check_node.inc */
static ty mk_match_arr(C *c);
static ex regex_lit(C *c, TSNode n);
static ex regexp_new(C *c, TSNode n);
static ex date_new(C *c, TSNode n);
static int regex_arg(C *c, TSNode n);
static int native_instanceof(C *c, TSNode rn);
static int coll_instanceof(C *c, TSNode rn); /* check_date.inc */
static TSNode guard_fn_decl(struct sym *fy); /* check_narrow.inc */
static ex native_instance_of_k(C *c, TSNode ln, int kind, int coll);
static int promise_instanceof(C *c, TSNode rn); /* check_date.inc */
static int array_instanceof(C *c, TSNode rn);   /* check_date.inc */
static int var_out_of_block(C *c, TSNode use, const char *name); /* check_stmt.inc */
static int nat_kind(C *c, ty t);
static ex native_instance_of(C *c, TSNode ln, int kind);
static ex text_codec_new(C *c, TSNode n, int encoder);
static uint32_t for_await_of(C *c, TSNode n, const char *label);
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
  if ((to & T_ARR) && f == FE_IR_T_VALUE && (from & (T_NUM | T_STR | T_BOOL | T_FN | T_MIX)) && (from & (T_ARR | T_UNKNOWN)) && !(to & T_PRIM)) {
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
  if (f == FE_IR_T_VALUE && (t == FE_IR_T_STRING || t == FE_IR_T_NUMBER) && (from & T_UNDEF)) {
    /* (tmp = n, tmp === undefined ? undefined's string or number : convert tmp):
       `(v as string | undefined)!` of an undefined is still undefined (the
       string sentinel, the number hole: typeof, printing and boxing see
       undefined), not the string "undefined" or NaN */
    fe_ir_node *x = fe_ir_node_at(c->b, n);
    int direct = x->op == FE_IR_LOCAL; /* read twice (callers building a helper's loop pass its locals) */
    uint32_t tmp = direct ? x->a : local_add(c, c->fn, "", FE_IR_T_VALUE);
    uint32_t test = node(c, FE_IR_BINARY, FE_IR_EQ, FE_IR_T_BOOLEAN, node(c, FE_IR_LOCAL, 0, FE_IR_T_VALUE, tmp, 0, 0),
                         convir(c, undef_node(c), FE_IR_T_VALUE), 0);
    uint32_t yes = node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, t, convir(c, undef_node(c), FE_IR_T_VALUE), 0, 0);
    uint32_t no = convto(c, node(c, FE_IR_LOCAL, 0, FE_IR_T_VALUE, tmp, 0, 0), from, to);
    uint32_t cond = node(c, FE_IR_COND, 0, t, test, yes, no);
    if (direct) return cond;
    return node(c, FE_IR_SEQ, 0, t, node(c, FE_IR_SET_LOCAL, 0, FE_IR_T_VALUE, tmp, n, 0), cond, 0);
  }
  if (f == FE_IR_T_VALUE && t == FE_IR_T_BOOLEAN && !(from & ~(ty)(T_BOOL | T_UNDEF | T_NULL)))
    /* `flag!` of a boolean | undefined: unboxed, so that a boolean local or
       field keeps the undefined (backend be__bool_byte) */
    return node(c, FE_IR_CONVERT, FE_IR_CONV_UNBOX, t, n, 0, 0);
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
static uint32_t any_arr_cast(C *c, ex e, ty to, TSNode at);
static ex any_iter(C *c, ex v, TSNode at, const char *name);  /* check_any.inc */
static ex any_aug_assign(C *c, TSNode lhs, TSNode rhs, const char *bop);
static ex any_update(C *c, TSNode place, int inc, int postfix);
static ex any_iter_or_empty(C *c, ex v, TSNode at, const char *name);
static ex any_iter_pairs(C *c, ex v, TSNode at, ty k, ty val);
static const char *iter_name(C *c, TSNode src, int chains);  /* check_any.inc */

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
  {
    uint32_t r;
    if (iter_coerce(c, e, to, at, &r)) return r; /* an array, Set or Map as an Iterable<T> */
  }
  bivar_refused.narrow = 0;
  c->dl->note = NULL; /* (a reason left by an earlier comparison explains nothing here) */
  if (!ex_assignable(c, e, to)) {
    const char *s = exstr(c, e, to), *d = tystr(c, to);
    if (mode == 1)
      ERR(c, at, "Argument of type '%s' is not assignable to parameter of type '%s'.", s, d);
    else
      ERR(c, at, "Type '%s' is not assignable to type '%s'.", s, d);
    bivar_explain(c, at);
    return e.node;
  }
  if ((e.t & T_ANY) && !(to & (T_UNKNOWN | T_ERR))) return any_cast(c, e.node, to, at);
  if ((to & T_ANY) && (e.t & T_FN) && !(e.t & (T_PRIM | T_ERR))) return any_fn_wrap(c, e, at);
  if ((e.t & T_FN) && (to & T_FN) && !(e.t & T_PRIM) && !(to & T_PRIM) && sigof(c, e.t)->irt != sigof(c, to)->irt &&
      !sigof(c, e.t)->rest && sig_rest_any(c, sigof(c, to)))
    return rest_any_fn_wrap(c, e, to, at);
  if ((e.t & T_FN) && (to & T_FN) && !(e.t & T_PRIM) && !(to & T_PRIM) &&
      sigof(c, e.t)->irt != sigof(c, to)->irt && !fn_void_compatible(c, sigof(c, e.t), sigof(c, to))) {
    if (widen_fn_ok(c, e.t, to)) return widen_fn_wrap(c, e, to, at);
    ERR(c, at, "unsupported: converting a function of type '%s' to type '%s'", tystr(c, e.t), tystr(c, to));
    return e.node;
  }
  if ((to & T_MIX) && (to & T_UNI) && (e.t & (T_ARR | T_FN | T_OBJ)) && !(e.t & (T_PRIM | T_UNI)) && !(e.t & T_ERR)) {
    /* into a boxed union of several compound members: the member it is */
    ty ms[256], fit = 0;
    uint32_t n = uni_members(c, to, ms, 256);
    for (uint32_t i = 0; i < n && !fit; i++)
      if (ms[i] == e.t) fit = ms[i];
    for (uint32_t i = 0; i < n && !fit; i++)
      if ((ms[i] & e.t & (T_ARR | T_FN | T_OBJ)) && !is_lit(c, ms[i]) && assignable(c, e.t, ms[i])) fit = ms[i];
    if (fit && fit != e.t) return convto(c, coerce(c, e, fit, at, mode), fit, to);
  }
  if ((e.t & T_ARR) && (to & T_ARR) && SIGOF(e.t) != SIGOF(to)) {
    uint32_t r = never_arr_retype(c, e.node, e.t, to);
    if (r != FE_IR_NONE) return r;
  }
  if ((e.t & T_ARR) && (to & T_ARR) && SIGOF(e.t) != SIGOF(to) && (irty(c, e.t) != FE_IR_T_VALUE || irty(c, to) != FE_IR_T_VALUE) &&
      sigof(c, e.t)->irt != sigof(c, to)->irt && !((to & T_MIX) && (to & T_UNI))) {
    uint32_t r = arr_fresh_retype(c, e, to); /* a fresh string[] as a (string | number)[] */
    if (r != FE_IR_NONE) return r;
    r = arr_view(c, e, to); /* a number[] as a (number | undefined)[] */
    if (r != FE_IR_NONE) return r;
    r = any_arr_cast(c, e, to, at); /* an any[] as a string[] */
    if (r != FE_IR_NONE) return r;
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
  if (n && s[n - 1] == 'n') return -1; /* bigint (of any length) */
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

static ex big_lit(C *c, TSNode n, const char *s, size_t len); /* check_bigint.inc */
static ex number_lit(C *c, TSNode n) {
  uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
  double v = 0;
  int r = parse_number(c->src + s, e - s, &v);
  if (r == -1) return big_lit(c, n, c->src + s, e - s);
  if (r == -2) { ERR(c, n, "Octal literals are not allowed. Use the syntax '0o%.*s'.", (int)(e - s - 1), c->src + s + 1); return err_ex(c); }
  ex x = mk(fe_ir_node_num(c->b, v), T_NUM);
  char buf[64];
  if (v == floor(v) && fabs(v) < 1e21) snprintf(buf, sizeof buf, "%.0f", v);
  else snprintf(buf, sizeof buf, "%.17g", v);
  x.lit = fe__strndup(c->A, buf, strlen(buf));
  return x;
}

static ex num(C *c, double v) { return mk(fe_ir_node_num(c->b, v), T_NUM); }

static ty intersection_type(C *c, TSNode n); /* check_utility.inc */
static enm *enum_ref(C *c, TSNode obj); /* check_enum.inc */
#include "check_annot.inc"
#include "check_builtin.inc"
#include "check_array.inc"
#include "check_bigint.inc"
#include "check_mapset.inc"
#include "check_enum.inc"
#include "check_call.inc"
#include "check_class.inc"
#include "check_expr.inc"
#include "check_narrow.inc"
#include "check_stmt.inc"
#include "check_fn.inc"
#include "check_generic.inc"
#include "check_module.inc"
#include "check_async.inc"
#include "check_node.inc"
#include "check_any.inc"
#include "check_dict.inc"
#include "check_regexp.inc"
#include "check_date.inc"
#include "check_generator.inc"
#include "check_typeop.inc"
#include "check_utility.inc"
#include "check_forawait.inc"
#include "check_weak.inc"
#include "check_classval.inc"
#include "check_jsonplan.inc"
#include "check_statics.inc"
#include "check_lateinfer.inc"
#include "check_lib.inc"
#include "check_iterable.inc"
#include "check_fresharr.inc"
#include "check_overload.inc"
#include "check_objclass.inc"
#include "check_restfn.inc"
#include "check_declnarrow.inc"
#include "check_cycle.inc"
#include "check_mapped.inc"
#include "check_tmpl.inc"
#include "check_classexpr.inc"
#include "check_cond.inc"
#include "check_namespace.inc"
#include "check_evolve.inc"
#include "check_vgen.inc"
