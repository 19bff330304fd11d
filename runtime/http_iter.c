/* http_iter.c - `for await (const chunk of req)`: an IncomingMessage (a
 * server's request or a client's response) as an async iterable of Buffers.
 *
 * The checker lowers the loop (frontend/check_forawait.inc) to
 *
 *   it = rt_http_req_iter(req);
 *   while ((v = await rt_http_req_iter_next(it)) !== undefined) { const chunk = v; body }
 *
 * rt_http_req_iter installs a 'data' listener taking Buffers and an 'end'
 * listener on the message (as req.on('data'/'end') would, so the body flows
 * and the same buffering and back-pressure rules hold), which queue the
 * chunks in the iterator; each next() takes the oldest queued chunk, or
 * undefined after 'end', or returns a pending promise that the next chunk
 * (or the end) resolves.  Like Node's readable-stream iterator, a message
 * read this way has no other 'data'/'end' listeners.  Differences from
 * Node: leaving the loop early (break, return, a throw) does not destroy the
 * request and its socket as Node's iterator.return() does (the rest of the
 * body is still read, and queued here until the request is collected; the
 * response can still be sent on the connection); a connection that goes away in the middle of a body leaves
 * the promise pending (Node rejects it with "aborted"), so the handler's
 * remaining work is dropped with it. */
#include <stdint.h>

#include "kiln_loop.h"
#include "kiln_rt.h"
#include "rt_internal.h"

RT__STATIC_STR(s_req_iter, "IncomingMessageIterator");
RT__STATIC_STR(s_iter_data, "onData");
RT__STATIC_STR(s_iter_end, "onEnd");

enum { IT_QUEUE, IT_WAIT, IT_HEAD, IT_ENDED, IT_NSLOTS };
static const uint8_t it_types[IT_NSLOTS] = {RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN, RT_SLOT_HIDDEN};
static const uint64_t it_refs[1] = {((uint64_t)1 << IT_QUEUE) | ((uint64_t)1 << IT_WAIT)};
static const rt_str *const it_names[IT_NSLOTS] = {NULL, NULL, NULL, NULL};
static const rt_class it_class = {.gc = RT_GC_STATIC, .abi = RT_ABI_VERSION, .name = RT__STR(s_req_iter),
                                  .size = 16 + 8 * IT_NSLOTS, .nslots = IT_NSLOTS, .refs = it_refs,
                                  .slot_names = it_names, .slot_types = it_types};

static void it_settle(rt_object *it, rt_value v) {
  rt_object *wait = (rt_object *)(uintptr_t)it->slots[IT_WAIT];
  it->slots[IT_WAIT] = 0;
  rt_promise_resolve_fn(wait, v);
}

/* The 'data' listener: a Buffer chunk (passed where a string would be). */
static void it_data(void *env, const void *chunk) {
  rt_object *it = env;
  rt_value v = rt_box_object(chunk);
  if (it->slots[IT_WAIT]) {
    it_settle(it, v);
    return;
  }
  rt_array *q = (rt_array *)(uintptr_t)it->slots[IT_QUEUE];
  if (!q) {
    q = rt_array_new(RT_ELEM_VALUE, 4);
    it->slots[IT_QUEUE] = (uint64_t)(uintptr_t)q;
  }
  rt_array_push_value(q, v);
}

static void it_end(void *env) {
  rt_object *it = env;
  it->slots[IT_ENDED] = 1;
  if (it->slots[IT_WAIT]) it_settle(it, RT_UNDEFINED);
}

rt_object *rt_http_req_iter(rt_object *req) {
  rt_object *it = rt_object_new(&it_class);
  rt_http_req_on_data_buffer(req, rt_closure_new((void *)it_data, it, RT__STR(s_iter_data)));
  rt_http_req_on_end(req, rt_closure_new((void *)it_end, it, RT__STR(s_iter_end)));
  return it;
}

/* A promise of the next chunk, or of undefined at the end. */
rt_object *rt_http_req_iter_next(rt_object *it) {
  rt_array *q = (rt_array *)(uintptr_t)it->slots[IT_QUEUE];
  uint64_t head = it->slots[IT_HEAD];
  if (q && head < q->length) {
    rt_value v = ((rt_value *)q->data)[head];
    ((rt_value *)q->data)[head] = RT_UNDEFINED; /* the chunk may be collected once consumed */
    if (++head == q->length) head = 0, q->length = 0;
    it->slots[IT_HEAD] = head;
    return rt_promise_resolve(v);
  }
  if (it->slots[IT_ENDED]) return rt_promise_resolve(RT_UNDEFINED);
  rt_object *p = rt_promise_pending();
  it->slots[IT_WAIT] = (uint64_t)(uintptr_t)p;
  return p;
}
