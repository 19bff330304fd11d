/* promise_test.c - promise jobs in V8's order, handlers that throw, the combinators, and their
 * rooting under a collection at every allocation (driven from C, as compiled code calls them). */
#include "kiln_test.h"
#include "loop_internal.h"

#include <stdlib.h>
#include <string.h>

static char out[4096];
static size_t outlen;

static void p(const char *s) {
  size_t n = strlen(s);
  if (outlen + n + 1 < sizeof out) {
    memcpy(out + outlen, s, n);
    out[outlen + n] = '\n';
    outlen += n + 1;
  }
}

/* Handlers have the adapters' signature: rt_value fn(env, rt_value). env is
 * a C string label (not a heap object). */
static rt_value say(void *env, rt_value v) {
  p(env);
  return v;
}
static rt_value say_throw(void *env, rt_value v) {
  (void)v;
  p(env);
  return rt_promise_caught(rt_box_number(99));
}
static rt_value say_number(void *env, rt_value v) {
  char buf[64];
  snprintf(buf, sizeof buf, "%s %g", (const char *)env, rt_unbox_number(v));
  p(buf);
  return v;
}
static rt_value H(rt_value (*fn)(void *, rt_value), const char *label) {
  return rt_box_function(rt_closure_new((void *)fn, (void *)label, &rt__str_empty));
}

/* Node 20 prints this for:
 *   const a = Promise.resolve(1);
 *   a.then(() => p('a1')).then(() => p('a2')).then(() => p('a3')).then(() => p('a4'));
 *   new Promise((r) => r(Promise.resolve(2))).then(() => p('adopted'));
 *   Promise.reject(3).then(() => p('skipped'), () => { p('rejected'); throw 99; })
 *     .catch((e) => p('caught ' + e));
 *   Promise.resolve(4).finally(() => p('finally')).then((v) => p('after finally ' + v));
 */
static const char EXPECTED[] = "a1\nrejected\nfinally\na2\ncaught 99\na3\nadopted\na4\nafter finally 4\n";

static void scenario(void) {
  outlen = 0;
  rt_object *a = rt_promise_resolve(rt_box_number(1));
  rt_object *t = rt_promise_then(a, H(say, "a1"), RT_UNDEFINED);
  t = rt_promise_then(t, H(say, "a2"), RT_UNDEFINED);
  t = rt_promise_then(t, H(say, "a3"), RT_UNDEFINED);
  rt_promise_then(t, H(say, "a4"), RT_UNDEFINED);
  rt_object *b = rt_promise_pending();
  rt_promise_resolve_fn(b, rt_box_object(rt_promise_resolve(rt_box_number(2))));
  rt_promise_then(b, H(say, "adopted"), RT_UNDEFINED);
  rt_object *c = rt_promise_then(rt_promise_reject(rt_box_number(3)), H(say, "skipped"), H(say_throw, "rejected"));
  rt_promise_catch(c, H(say_number, "caught"));
  rt_object *d = rt_promise_finally(rt_promise_resolve(rt_box_number(4)), H(say, "finally"));
  rt_promise_then(d, H(say_number, "after finally"), RT_UNDEFINED);
  rt_loop_run();
  out[outlen] = 0;
  CHECK(strcmp(out, EXPECTED) == 0);
  if (strcmp(out, EXPECTED)) fprintf(stderr, "got:\n%s", out);
}

/* Promise.all keeps input order whatever the settling order; any takes the
 * first fulfilment; race the first settlement; an empty all is fulfilled at once. */
static void combinators(void) {
  outlen = 0;
  rt_object *late = rt_promise_pending();
  rt_array *items = rt_array_create(RT_ELEM_VALUE, rt_box_number(0));
  rt_array_push(items, rt_box_object(late));
  rt_array_push(items, rt_box_number(7));
  rt_array_push(items, rt_box_object(rt_promise_resolve(rt_box_number(8))));
  rt_object *all = rt_promise_all(items);
  rt_object *race = rt_promise_race(items);
  rt_promise_resolve_fn(late, rt_box_number(6));
  rt_array *empty = rt_array_create(RT_ELEM_VALUE, rt_box_number(0));
  rt_object *none = rt_promise_all(empty);
  rt_loop_run();
  CHECK(all->slots[0] == 1); /* fulfilled */
  rt_value v = all->slots[1];
  CHECK((v >> RT_TAG_SHIFT) == RT_TAG_OBJECT);
  rt_array *r = (rt_array *)rt_unbox_object(v);
  CHECK(r->length == 3 && rt_unbox_number(rt_array_get(r, 0)) == 6 && rt_unbox_number(rt_array_get(r, 2)) == 8);
  CHECK(race->slots[0] == 1 && rt_unbox_number(race->slots[1]) == 7); /* 7 was a value: first in line */
  CHECK(none->slots[0] == 1);
  rt_array *rejs = rt_array_create(RT_ELEM_VALUE, rt_box_number(0));
  rt_array_push(rejs, rt_box_object(rt_promise_reject(rt_box_number(1))));
  rt_object *any = rt_promise_any(rejs);
  rt_promise_catch(any, H(say, "any rejected"));
  rt_loop_run();
  CHECK(any->slots[0] == 2 && rt__is_error(rt_unbox_object(any->slots[1])));
}

int main(int argc, char **argv) {
  rt_init(argc, argv);
  scenario();
  combinators();
  rt_gc_set_stress(true); /* whatever a pending promise holds must be reachable */
  scenario();
  combinators();
  rt_gc_set_stress(false);
  rt_loop_close();
  if (failures) fprintf(stderr, "%d check(s) failed\n", failures);
  else printf("promise_test: all passed\n");
  return failures != 0;
}
