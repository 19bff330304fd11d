/* kiln_loop.h - the event loop and what runs on it: timers, microtasks, node:http.
 *
 * Part of the runtime's interface to compiled programs (kiln_rt.h is the
 * rest; its ownership and value rules hold here).  The compiler binds
 * setTimeout & co. and node:http's createServer/IncomingMessage/
 * ServerResponse to these functions.  Implementation: runtime/loop.c and
 * runtime/http.c; design notes in docs/ARCHITECTURE.md ("The event loop and
 * the HTTP server").
 *
 * Threads.  Every thread has its own loop, created on first use (a program
 * that never calls anything here never initialises libuv), its own GC heap,
 * and its own timers, queues and servers.  Objects never cross threads.
 *
 * Callbacks are closures (kiln_rt.h): `fn(env, args...)` with each argument
 * in its natural C type.  Everything the loop holds on to (callbacks, Timeout,
 * Immediate, request and response objects) is a GC root while it can still
 * run or be delivered, and not after.  Every callback the loop runs is a
 * macrotask: when it returns, the nextTick queue and then the microtask
 * queue are drained (Node's order), then buffered HTTP output is written.
 *
 * Errors that Node reports by throwing or by an unhandled 'error' event end
 * the program through rt_throw_error() with Node's message, since compiled
 * programs cannot catch exceptions yet.
 */
#ifndef KILN_LOOP_H
#define KILN_LOOP_H

#include "kiln_rt.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- the loop (runtime/loop.c) ------------------------------------------------ */

/* Runs the calling thread's loop until nothing is left to do (no refed timer,
 * immediate, server or connection; every queue empty).  Returns at once when
 * the thread never used the loop.  main() calls it after kiln_main(). */
void rt_loop_run(void);
/* Frees the calling thread's loop after rt_loop_run (worker threads, tests):
 * closes whatever handles remain.  The next call to anything here makes a
 * fresh loop. */
void rt_loop_close(void);

/* setTimeout / setInterval / setImmediate with Node's semantics: a delay that
 * is not a number in [1, 2^31-1] becomes 1; cb is called as fn(env).  They
 * return a Timeout or an Immediate object (prints like Node's). */
rt_object *rt_set_timeout(const rt_closure *cb, double ms);
rt_object *rt_set_interval(const rt_closure *cb, double ms);
rt_object *rt_set_immediate(const rt_closure *cb);
rt_object *rt_timers_sleep(rt_value ms, rt_value v); /* node:timers/promises */
rt_object *rt_timers_immediate(rt_value v);
/* clearTimeout/clearInterval (interchangeable, as in Node) and
 * clearImmediate; anything that is not a live timer of the right kind
 * (undefined, null, a finished timer) is ignored. */
void rt_clear_timeout(rt_value t);
void rt_clear_interval(rt_value t);
void rt_clear_immediate(rt_value i);
/* timeout.ref()/unref()/hasRef() and immediate.ref()/unref()/hasRef(): an
 * unrefed timer still fires but does not keep the loop alive.  ref, unref
 * and timeout.refresh() return their timer, as Node's do. */
rt_object *rt_timer_ref(rt_object *t);
rt_object *rt_timer_unref(rt_object *t);
rt_object *rt_timer_refresh(rt_object *t);
bool rt_timer_has_ref(const rt_object *t);

/* queueMicrotask(cb): cb is called as fn(env). */
void rt_queue_microtask(const rt_closure *cb);
/* A microtask with an argument, for promise reactions: fn(env, arg). */
void rt_microtask_enqueue(const rt_closure *fn, rt_value arg);
/* process.nextTick(cb): runs before the microtasks queued so far. */
void rt_next_tick(const rt_closure *cb);

/* ---- the standard input (runtime/stdin.c) ------------------------------------------
 * process.stdin and node:readline read through these: ondata(env, chunk) per
 * chunk read (a string, UTF-8 decoded), then onend(env) once at the end of
 * the input; each call is a macrotask.  rt_stdin_read starts or resumes
 * reading (replacing the callbacks), rt_stdin_pause stops it, so that the
 * loop no longer waits on the input. */
void rt_stdin_read(const rt_closure *ondata, const rt_closure *onend);
void rt_stdin_pause(void);

/* ---- promises and async functions (runtime/promise.c) ---------------------------
 * A Promise is an rt_object of class rt__promise_class.  Handlers are closures
 * the compiler generates with the signature rt_value fn(env, rt_value arg):
 * they return the handler's result boxed, or rt_promise_caught(e) when the
 * handler threw e.  Optional handlers are boxed (undefined = absent). */
bool rt_promise_is(rt_value v);
rt_object *rt_promise_pending(void);                    /* new Promise: pending */
void rt_promise_resolve_fn(rt_object *p, rt_value v);   /* the executor's resolve(v) */
void rt_promise_reject_fn(rt_object *p, rt_value reason);
rt_value rt_promise_caught(rt_value e);
rt_object *rt_promise_resolve(rt_value v);              /* Promise.resolve */
rt_object *rt_promise_reject(rt_value reason);          /* Promise.reject */
rt_object *rt_promise_then(rt_object *p, rt_value on_fulfilled, rt_value on_rejected);
rt_object *rt_promise_catch(rt_object *p, rt_value on_rejected);
rt_object *rt_promise_finally(rt_object *p, rt_value on_finally);
rt_object *rt_promise_all(rt_array *items);             /* elements: promises or values, boxed */
rt_object *rt_promise_all_settled(rt_array *items);
rt_object *rt_promise_race(rt_array *items);
rt_object *rt_promise_any(rt_array *items);
/* Async functions (LLVM coroutines; backend/codegen.c): the frame allocator,
 * the function's promise, settling it, and await. */
void *rt_async_frame(uint64_t size);
rt_object *rt_async_promise(void *frame);
void rt_async_resolve(void *frame, rt_value v);
void rt_async_reject(void *frame, rt_value e);
void rt_async_await(void *frame, rt_value v);
rt_value rt_async_result(void *frame);
/* Top-level await: kiln_main is async and this is its frame.  After the loop
 * has run dry, rt_async_main_unsettled() says whether the entry module never
 * finished (Node then warns and exits with status 13). */
void rt_async_main(void *frame);
bool rt_async_main_unsettled(void);

/* KILN_WORKERS (default 1): how many loops, on as many threads, a server
 * program should run.  Servers created while it is above 1 listen with
 * SO_REUSEPORT so that every worker's listener shares the port. */
int rt_workers_count(void);
/* Runs entry(arg) and then rt_loop_run() on n threads (the caller is worker
 * 0), each with its own loop and heap; returns when all have finished.
 * Compiled programs do not use it yet: their module globals are not per
 * thread (see docs/ARCHITECTURE.md). */
void rt_workers_run(int n, void (*entry)(void *arg, int worker), void *arg);

/* ---- node:http (runtime/http.c) -------------------------------------------------
 * createServer(handler): handler is called as
 *   void handler(void *env, rt_object *req, rt_object *res)
 * with an IncomingMessage and a ServerResponse, in request order; responses
 * on one connection are sent in request order (pipelining).  Server, req and
 * res are GC objects; they stay valid after the connection is gone (methods
 * then do nothing, as on a destroyed socket in Node). */
rt_object *rt_http_create_server(const rt_closure *handler);
rt_object *rt_http_create_server_async(const rt_closure *handler); /* the handler returns a promise */
/* server.listen(port, host, cb): host NULL = all interfaces ("::", else
 * "0.0.0.0"); port 0 = an ephemeral port; cb (may be NULL) is called as
 * fn(env) once listening.  A failure (EADDRINUSE, ...) ends the program with
 * Node's message; rt_http_server_try_listen returns it instead as a negative
 * errno (uv error code), calling no callback. */
void rt_http_server_listen(rt_object *srv, double port, const rt_str *host, const rt_closure *cb);
int rt_http_server_try_listen(rt_object *srv, double port, const rt_str *host, const rt_closure *cb);
/* server.address(): { address, family, port } (a plain object), or NULL
 * when not listening; rt_http_server_port is its port (0 if not listening). */
rt_object *rt_http_server_address(rt_object *srv);
double rt_http_server_port(rt_object *srv);
/* server.close(cb): stops accepting, closes idle connections at once and
 * busy ones after their in-flight responses (which are sent with
 * Connection: close); cb (may be NULL) runs when the last one is gone. */
void rt_http_server_close(rt_object *srv, const rt_closure *cb);
void rt_http_server_on(rt_object *srv, double kind, const rt_closure *f);
rt_object *rt_http_status_codes(void);
rt_array *rt_http_methods(void);
bool rt_http_server_listening(rt_object *srv);
/* server.headersTimeout (60000), requestTimeout (300000), keepAliveTimeout
 * (5000), maxHeaderSize (16384 bytes, as Node's --max-http-header-size), in
 * milliseconds; 0 disables a timeout.  A client that has not sent a
 * complete head in time gets 408 and is closed; an idle keep-alive
 * connection is closed silently. */
void rt_http_server_set_headers_timeout(rt_object *srv, double ms);
void rt_http_server_set_request_timeout(rt_object *srv, double ms);
void rt_http_server_set_keep_alive_timeout(rt_object *srv, double ms);
void rt_http_server_set_max_header_size(rt_object *srv, double bytes);

/* IncomingMessage.  Header names in `headers` are lower-cased and duplicates
 * merged as Node does (most joined with ", ", cookie with "; ", set-cookie
 * an array, a few singletons keep the first); rawHeaders is the flat
 * [name, value, ...] array as received.  Strings are latin1, as in Node. */
const rt_str *rt_http_req_method(rt_object *req);
const rt_str *rt_http_req_url(rt_object *req);
const rt_str *rt_http_req_http_version(rt_object *req); /* "1.1" */
rt_object *rt_http_req_headers(rt_object *req);   /* a plain object: { host: '...', ... } */
rt_array *rt_http_req_raw_headers(rt_object *req);
/* req.headers[name.toLowerCase()]: a string, an array of strings
 * (set-cookie) or undefined. */
rt_value rt_http_req_header(rt_object *req, const rt_str *name);
bool rt_http_req_complete(rt_object *req);
/* req.on('data', cb) as fn(env, const rt_str *chunk), the body decoded as
 * UTF-8 (sequences split between chunks are kept whole); req.on('end', cb)
 * as fn(env).  As in Node, 'end' comes only once the body is consumed: after
 * a data listener or rt_http_req_resume().  Data received before a listener
 * is attached is buffered and delivered on the next tick. */
void rt_http_req_on_data(rt_object *req, const rt_closure *cb);
void rt_http_req_on_end(rt_object *req, const rt_closure *cb);
void rt_http_req_on_error(rt_object *req, const rt_closure *cb);
void rt_http_req_on_error_value(rt_object *req, const rt_closure *cb);
void rt_http_req_resume(rt_object *req);

/* ServerResponse. */
double rt_http_res_status_code(rt_object *res);
void rt_http_res_set_status_code(rt_object *res, double code);
rt_value rt_http_res_status_message(rt_object *res); /* a string or undefined */
void rt_http_res_set_status_message(rt_object *res, const rt_str *msg);
/* setHeader(name, value): value is a string, a number or an array of them
 * (one header line each); names are case-insensitive, the last spelling is
 * sent.  Throws Node's errors for invalid names/values or after the head
 * was sent. */
void rt_http_res_set_header(rt_object *res, const rt_str *name, rt_value value);
rt_value rt_http_res_get_header(rt_object *res, const rt_str *name); /* as set, or undefined */
void rt_http_res_remove_header(rt_object *res, const rt_str *name);
bool rt_http_res_has_header(rt_object *res, const rt_str *name);
rt_array *rt_http_res_get_header_names(rt_object *res); /* lower-cased */
/* writeHead(status, [message], [headers]): msg NULL = the standard text;
 * headers undefined, an object (its properties) or a flat [name, value, ...]
 * array. */
void rt_http_res_write_head(rt_object *res, double status, const rt_str *msg, rt_value headers);
/* write(chunk): the body as UTF-8, chunked unless a Content-Length was set.
 * Output is written when the macrotask ends; false once 1 MiB or more waits
 * (Node: the buffer is full, wait for 'drain' - which does not exist yet). */
bool rt_http_res_write(rt_object *res, const rt_str *chunk);
/* end([chunk]): chunk may be NULL.  Without an earlier write or writeHead,
 * the response gets Content-Length. */
void rt_http_res_end(rt_object *res, const rt_str *chunk);
bool rt_http_res_headers_sent(rt_object *res);
bool rt_http_res_writable_ended(rt_object *res);
void rt_http_res_set_send_date(rt_object *res, bool on);
/* res.on('finish', cb): cb as fn(env), once the response is complete and
 * handed to the connection. */
void rt_http_res_on_finish(rt_object *res, const rt_closure *cb);
/* The hook for a handler that failed (a thrown exception, once the
 * compiler supports them): answers 500 with Connection: close if nothing was
 * sent yet, else cuts the connection so the client sees a truncated
 * response.  Node itself would crash the process instead. */
void rt_http_res_fail(rt_object *res);

/* ---- the compiler's bindings (runtime/node.c) ---------------------------------------
 * Entry points with optional arguments boxed (undefined = absent), and the
 * property reads of req.headers. */
rt_object *rt_node_create_server(rt_value handler);
rt_object *rt_node_create_server_async(rt_value handler); /* an async handler */
rt_object *rt_node_server_listen(rt_object *srv, double port, rt_value host, rt_value cb); /* returns srv */
rt_object *rt_node_server_close(rt_object *srv, rt_value cb);
rt_value rt_node_server_address(rt_object *srv); /* the address object, or null */
rt_value rt_node_headers_get(const rt_object *headers, const rt_str *name); /* undefined if absent */
rt_object *rt_node_res_set_header(rt_object *res, const rt_str *name, rt_value value); /* returns res */
rt_object *rt_node_res_write_head(rt_object *res, double status, rt_value msg, rt_value headers);
rt_object *rt_node_res_end(rt_object *res, rt_value chunk);

/* ---- node:http's client (runtime/http_client.c) -----------------------------------------
 * http.request(input[, options][, cb]) / http.get(...): input a URL string, a
 * URL or an options object (options as Node's: protocol, hostname/host, port,
 * path, method, headers); cb(res) gets the response, an IncomingMessage that
 * the rt_http_req_* calls take too.  get() ends the request at once. */
rt_object *rt_http_client_request(rt_value input, rt_value options, rt_value cb);
rt_object *rt_http_client_get(rt_value input, rt_value options, rt_value cb);
bool rt_http_client_write(rt_object *req, rt_value chunk);      /* a string (UTF-8) or a Uint8Array */
void rt_http_client_end(rt_object *req, rt_value chunk);        /* chunk may be undefined */
void rt_http_client_set_header(rt_object *req, const rt_str *name, rt_value value);
void rt_http_client_on_error(rt_object *req, const rt_closure *cb); /* cb as fn(env, error) */
void rt_http_client_on_error_value(rt_object *req, const rt_closure *cb); /* cb as fn(env, rt_value error) */
void rt_http_client_destroy(rt_object *req);
rt_value rt_http_client_res_status_code(rt_object *res); /* a number */
const rt_str *rt_http_client_res_status_message(rt_object *res);
void rt_http_client_res_set_encoding(rt_object *res, rt_value enc); /* only utf8 */
/* req.on('data', cb) where cb takes a Buffer: fn(env, rt_array *chunk). */
void rt_http_req_on_data_buffer(rt_object *req, const rt_closure *cb);
/* for await (const chunk of req) (runtime/http_iter.c): the iterator, and a
 * promise of its next Buffer chunk or of undefined at the end. */
rt_object *rt_http_req_iter(rt_object *req);
rt_object *rt_http_req_iter_next(rt_object *it);

/* ---- node:fs/promises (runtime/fs_promises.c) ------------------------------------------
 * Each returns a Promise settled on the loop once the work is done on libuv's
 * thread pool: a Buffer, or a string when opts names an encoding (readFile),
 * the sorted names (readdir), else undefined; errors as node:fs's. */
rt_object *rt_fsp_read_file(const rt_str *path, rt_value opts);
rt_object *rt_fsp_write_file(const rt_str *path, rt_value data, rt_value opts);
rt_object *rt_fsp_append_file(const rt_str *path, rt_value data, rt_value opts);
rt_object *rt_fsp_mkdir(const rt_str *path, rt_value opts);
rt_object *rt_fsp_readdir(const rt_str *path);
rt_object *rt_fsp_rm(const rt_str *path, rt_value opts);
rt_object *rt_fsp_unlink(const rt_str *path);
rt_object *rt_fsp_rename(const rt_str *from, const rt_str *to);
rt_object *rt_fsp_stat(const rt_str *path, rt_value opts, double lstat); /* stat / lstat: a Stats */
rt_object *rt_fsp_readdir_opts(const rt_str *path, rt_value opts, double dirents); /* withFileTypes, recursive */
rt_object *rt_fsp_mkdtemp(const rt_str *prefix);
rt_object *rt_fsp_copy_file(const rt_str *src, const rt_str *dest, rt_value mode);
rt_object *rt_fsp_access(const rt_str *path, rt_value mode);

#ifdef __cplusplus
}
#endif
#endif
