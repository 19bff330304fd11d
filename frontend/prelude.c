/* prelude.c - TypeScript source the checker compiles with a program that uses the built-in error classes.
 *
 * Error, TypeError, RangeError, SyntaxError, ReferenceError, EvalError,
 * URIError and AggregateError (errors: its slot after Error's four, which
 * Promise.any fills), and DOMException, Event, AbortSignal and
 * AbortController (the web platform's cancellation, as Node's globals: a
 * signal's listeners in the order added, onabort at the place it was first
 * set, AbortSignal.timeout on an unref'd timer) are ordinary classes written
 * in TypeScript (and so are the functions btoa and atob, with their
 * DOMExceptions), so that user classes extend them like any class (fields,
 * super(), instanceof through the chain, methods).  compile.c appends this
 * text after the program's own source when the program mentions "Error";
 * being last, it leaves the program's line numbers alone, and classes are
 * hoisted, so the program can use them before this point.  The checker marks
 * these classes (and every subclass of Error) FE_IR_CLASS_ERROR and exports
 * the four built-ins' rt_class for the runtime (runtime/eh.c), which makes
 * objects of them for its own errors without running these constructors:
 * the first four slots must stay message, name, #stack, cause
 * (RT_ERROR_* in runtime/kiln_rt.h).
 *
 * In JavaScript `name` lives on the prototype and `stack` is an accessor
 * that V8 formats on first use; here `name` is a field every constructor
 * sets, and the stack is made from the name and message on first read.
 */
#define _GNU_SOURCE /* memmem */
#include <string.h>

#include "fe_internal.h"

const char fe__prelude[] =
    "\n"
    "interface ErrorOptions { cause?: unknown }\n"
    "class Error {\n"
    "  message: string;\n"
    "  name: string;\n"
    "  #stack: string | undefined;\n"
    "  declare cause?: unknown;\n"
    "  constructor(message?: string, options?: ErrorOptions) {\n"
    "    this.message = message === undefined ? \"\" : message;\n"
    "    this.name = \"Error\";\n"
    "    this.#stack = undefined;\n"
    "    if (options !== undefined && \"cause\" in options) this.cause = options.cause;\n"
    "  }\n"
    "  get stack(): string | undefined {\n"
    "    let s = this.#stack;\n"
    "    if (s === undefined) {\n"
    "      s = this.toString() + \"\\n    at <anonymous>\";\n"
    "      this.#stack = s;\n"
    "    }\n"
    "    return s;\n"
    "  }\n"
    "  set stack(s: string | undefined) { this.#stack = s; }\n"
    /* V8's: sets target.stack, which an Error has already (custom errors call it in their constructors) */
    "  static captureStackTrace(targetObject: unknown, constructorOpt?: unknown): void {}\n"
    "  toString(): string {\n"
    "    const n = this.name, m = this.message;\n"
    "    return n === \"\" ? m : m === \"\" ? n : n + \": \" + m;\n"
    "  }\n"
    "}\n"
    "class TypeError extends Error {\n"
    "  constructor(message?: string, options?: ErrorOptions) { super(message, options); this.name = \"TypeError\"; }\n"
    "}\n"
    "class RangeError extends Error {\n"
    "  constructor(message?: string, options?: ErrorOptions) { super(message, options); this.name = \"RangeError\"; }\n"
    "}\n"
    "class SyntaxError extends Error {\n"
    "  constructor(message?: string, options?: ErrorOptions) { super(message, options); this.name = \"SyntaxError\"; }\n"
    "}\n"
    "class ReferenceError extends Error {\n"
    "  constructor(message?: string, options?: ErrorOptions) { super(message, options); this.name = \"ReferenceError\"; }\n"
    "}\n"
    "class EvalError extends Error {\n"
    "  constructor(message?: string, options?: ErrorOptions) { super(message, options); this.name = \"EvalError\"; }\n"
    "}\n"
    "class URIError extends Error {\n"
    "  constructor(message?: string, options?: ErrorOptions) { super(message, options); this.name = \"URIError\"; }\n"
    "}\n"
    "class AggregateError extends Error {\n"
    "  errors: any[];\n"
    "  constructor(errors: Iterable<unknown>, message?: string, options?: ErrorOptions) {\n"
    "    super(message, options);\n"
    "    this.name = \"AggregateError\";\n"
    "    this.errors = Array.from(errors);\n"
    "  }\n"
    "}\n"
    "class DOMException extends Error {\n"
    "  readonly code: number;\n"
    "  constructor(message?: string, name?: string) {\n"
    "    super(message);\n"
    "    this.name = name === undefined ? \"Error\" : name;\n"
    "    this.code = this.name === \"AbortError\" ? 20 : this.name === \"TimeoutError\" ? 23 : this.name === \"InvalidCharacterError\" ? 5 : 0;\n"
    "  }\n"
    "}\n"
    "class Event {\n"
    "  readonly type: string;\n"
    "  constructor(type: string) { this.type = type; }\n"
    "}\n"
    "interface AbortListener { fn: (...args: any[]) => any; once: boolean; handler: boolean }\n"
    "class AbortSignal {\n"
    "  aborted: boolean = false;\n"
    "  reason: any = undefined;\n"
    "  #listeners: AbortListener[] = [];\n"
    "  #handler: ((ev: Event) => any) | null = null;\n"
    "  get onabort(): ((ev: Event) => any) | null { return this.#handler; }\n"
    "  set onabort(f: ((ev: Event) => any) | null) {\n"
    "    const had = this.#handler !== null;\n"
    "    this.#handler = f;\n"
    "    if (f === null) this.#listeners = this.#listeners.filter((l) => !l.handler);\n"
    "    else if (had) this.#listeners = this.#listeners.map((l) => (l.handler ? { fn: f, once: false, handler: true } : l));\n"
    "    else this.#listeners.push({ fn: f, once: false, handler: true });\n"
    "  }\n"
    "  addEventListener(type: string, listener: (...args: any[]) => any, options?: boolean | { once?: boolean }): void {\n"
    "    if (type !== \"abort\") return;\n"
    "    for (const l of this.#listeners) if (l.fn === listener && !l.handler) return;\n"
    "    const once = typeof options === \"object\" && options.once === true;\n"
    "    this.#listeners.push({ fn: listener, once: once, handler: false });\n"
    "  }\n"
    "  removeEventListener(type: string, listener: (...args: any[]) => any): void {\n"
    "    if (type !== \"abort\") return;\n"
    "    this.#listeners = this.#listeners.filter((l) => l.fn !== listener || l.handler);\n"
    "  }\n"
    "  throwIfAborted(): void {\n"
    "    if (this.aborted) throw this.reason;\n"
    "  }\n"
    "  _abort(reason: any): void {\n"
    "    if (this.aborted) return;\n"
    "    this.aborted = true;\n"
    "    this.reason = reason === undefined ? new DOMException(\"This operation was aborted\", \"AbortError\") : reason;\n"
    "    const ev = new Event(\"abort\");\n"
    "    const list = this.#listeners;\n"
    "    this.#listeners = list.filter((l) => !l.once);\n"
    "    for (const l of list) l.fn(ev);\n"
    "  }\n"
    "  static abort(reason?: any): AbortSignal {\n"
    "    const s = new AbortSignal();\n"
    "    s._abort(reason);\n"
    "    return s;\n"
    "  }\n"
    "  static timeout(ms: number): AbortSignal {\n"
    "    const s = new AbortSignal();\n"
    "    const t = setTimeout(() => s._abort(new DOMException(\"The operation was aborted due to timeout\", \"TimeoutError\")), ms);\n"
    "    t.unref();\n"
    "    return s;\n"
    "  }\n"
    "}\n"
    "class AbortController {\n"
    "  readonly signal: AbortSignal = new AbortSignal();\n"
    "  abort(reason?: any): void { this.signal._abort(reason); }\n"
    "}\n"
    "const KILN_B64 = \"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\";\n"
    "function btoa(data: string): string {\n"
    "  for (let i = 0; i < data.length; i++)\n"
    "    if (data.charCodeAt(i) > 255) throw new DOMException(\"Invalid character\", \"InvalidCharacterError\");\n"
    "  let out = \"\";\n"
    "  for (let i = 0; i < data.length; i += 3) {\n"
    "    const n = data.length - i;\n"
    "    const v = (data.charCodeAt(i) << 16) | (n > 1 ? data.charCodeAt(i + 1) << 8 : 0) | (n > 2 ? data.charCodeAt(i + 2) : 0);\n"
    "    out += KILN_B64[(v >> 18) & 63] + KILN_B64[(v >> 12) & 63] + (n > 1 ? KILN_B64[(v >> 6) & 63] : \"=\") + (n > 2 ? KILN_B64[v & 63] : \"=\");\n"
    "  }\n"
    "  return out;\n"
    "}\n"
    "function atob(data: string): string {\n"
    "  let s = \"\", eq = 0;\n"
    "  for (let i = 0; i < data.length; i++) {\n"
    "    const ch = data[i];\n"
    "    if (ch === \" \" || ch === \"\\t\" || ch === \"\\n\" || ch === \"\\f\" || ch === \"\\r\") continue;\n"
    "    if (ch === \"=\") eq++;\n"
    "    else if (eq || KILN_B64.indexOf(ch) < 0) throw new DOMException(\"Invalid character\", \"InvalidCharacterError\");\n"
    "    if (eq > 2) throw new DOMException(\"Invalid character\", \"InvalidCharacterError\");\n"
    "    if (ch !== \"=\") s += ch;\n"
    "  }\n"
    "  if ((s.length + eq) % 4 && eq) throw new DOMException(\"Invalid character\", \"InvalidCharacterError\");\n"
    "  if (s.length % 4 === 1)\n"
    "    throw new DOMException(\"The string to be decoded is not correctly encoded.\", \"InvalidCharacterError\");\n"
    "  let out = \"\", acc = 0, bits = 0;\n"
    "  for (let i = 0; i < s.length; i++) {\n"
    "    acc = ((acc << 6) | KILN_B64.indexOf(s[i])) & 0xffffff;\n"
    "    bits += 6;\n"
    "    if (bits >= 8) {\n"
    "      bits -= 8;\n"
    "      out += String.fromCharCode((acc >> bits) & 255);\n"
    "    }\n"
    "  }\n"
    "  return out;\n"
    "}\n";

const size_t fe__prelude_len = sizeof fe__prelude - 1;

/* Does the program need the prelude?  Any mention of an error class, btoa or atob. */
int fe__prelude_wanted(const char *src, size_t len) {
  if (memmem(src, len, "Error", 5) || memmem(src, len, "Abort", 5) || memmem(src, len, "DOMException", 12)) return 1;
  if (memmem(src, len, "btoa", 4) || memmem(src, len, "atob", 4)) return 1;
  /* an 'error' listener (an HTTP client's) gets an Error */
  for (const char *p = src, *e = src + len; (p = memmem(p, (size_t)(e - p), "error", 5)); p += 5)
    if (p > src && p + 5 < e && (p[-1] == '\'' || p[-1] == '"') && p[5] == p[-1]) return 1;
  return 0;
}
