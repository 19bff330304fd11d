/* node_events.c - node:events, as TypeScript source the checker compiles with a program that imports it.
 *
 * `import { EventEmitter } from "node:events"` (or "events") loads this text
 * as a module of its own, NODE_EVENTS_PATH (compile.c), like any module of
 * the program: user classes extend EventEmitter as any class.  It follows
 * Node's lib/events.js where a program can tell: listeners run in the order
 * added (prepend* first), emit() calls the listeners registered when it
 * started (adding or removing one during emit changes the list for the next
 * emit only: the lists are copied on write), a once listener is removed
 * before it runs, removeListener removes the last registration of that
 * function, and emit('error') with no listener throws its argument (an
 * Error) or Error('Unhandled error. (...)').  Listeners are
 * `(...args: any[]) => void`: any function converts to that type
 * (check_restfn.inc), keeping its identity for off().  Not provided: the
 * 'newListener' and 'removeListener' events, symbols as event names, `this`
 * in a listener, the max-listeners warning (stderr only in Node). */
#include <string.h>

#include "fe_internal.h"

static const char node_events_src[] =
    "type Listener = (...args: any[]) => void;\n"
    "\n"
    "interface ListenerEntry {\n"
    "  readonly listener: Listener;\n"
    "  readonly once: boolean;\n"
    "}\n"
    "\n"
    "function describeUnhandled(v: unknown): string {\n"
    "  if (typeof v === \"string\") return \"'\" + v + \"'\";\n"
    "  return String(v);\n"
    "}\n"
    "\n"
    "export class EventEmitter {\n"
    "  static defaultMaxListeners: number = 10;\n"
    "  #events: Map<string, ListenerEntry[]> = new Map<string, ListenerEntry[]>();\n"
    "  #maxListeners: number = EventEmitter.defaultMaxListeners;\n"
    "\n"
    "  #add(eventName: string, listener: Listener, once: boolean, prepend: boolean): this {\n"
    "    const entry: ListenerEntry = { listener: listener, once: once };\n"
    "    const list = this.#events.get(eventName);\n"
    "    if (list === undefined) this.#events.set(eventName, [entry]);\n"
    "    else if (prepend) this.#events.set(eventName, [entry, ...list]);\n"
    "    else this.#events.set(eventName, [...list, entry]);\n"
    "    return this;\n"
    "  }\n"
    "\n"
    "  #removeAt(eventName: string, list: ListenerEntry[], i: number): void {\n"
    "    if (list.length === 1) {\n"
    "      this.#events.delete(eventName);\n"
    "      return;\n"
    "    }\n"
    "    const copy = list.slice();\n"
    "    copy.splice(i, 1);\n"
    "    this.#events.set(eventName, copy);\n"
    "  }\n"
    "\n"
    "  on(eventName: string, listener: Listener): this { return this.#add(eventName, listener, false, false); }\n"
    "  addListener(eventName: string, listener: Listener): this { return this.#add(eventName, listener, false, false); }\n"
    "  prependListener(eventName: string, listener: Listener): this { return this.#add(eventName, listener, false, true); }\n"
    "  once(eventName: string, listener: Listener): this { return this.#add(eventName, listener, true, false); }\n"
    "  prependOnceListener(eventName: string, listener: Listener): this { return this.#add(eventName, listener, true, true); }\n"
    "\n"
    "  removeListener(eventName: string, listener: Listener): this {\n"
    "    const list = this.#events.get(eventName);\n"
    "    if (list === undefined) return this;\n"
    "    for (let i = list.length - 1; i >= 0; i--) {\n"
    "      if (list[i].listener === listener) {\n"
    "        this.#removeAt(eventName, list, i);\n"
    "        break;\n"
    "      }\n"
    "    }\n"
    "    return this;\n"
    "  }\n"
    "  off(eventName: string, listener: Listener): this { return this.removeListener(eventName, listener); }\n"
    "\n"
    "  removeAllListeners(eventName?: string): this {\n"
    "    if (eventName === undefined) this.#events.clear();\n"
    "    else this.#events.delete(eventName);\n"
    "    return this;\n"
    "  }\n"
    "\n"
    "  emit(eventName: string, ...args: any[]): boolean {\n"
    "    const list = this.#events.get(eventName);\n"
    "    if (list === undefined) {\n"
    "      if (eventName === \"error\") {\n"
    "        const er: unknown = args.length > 0 ? args[0] : undefined;\n"
    "        if (er instanceof Error) throw er;\n"
    "        throw new Error(\"Unhandled error. (\" + describeUnhandled(er) + \")\");\n"
    "      }\n"
    "      return false;\n"
    "    }\n"
    "    for (const entry of list) {\n"
    "      if (entry.once) {\n"
    "        const now = this.#events.get(eventName);\n"
    "        if (now !== undefined) {\n"
    "          const i = now.indexOf(entry);\n"
    "          if (i >= 0) this.#removeAt(eventName, now, i);\n"
    "        }\n"
    "      }\n"
    "      const fn = entry.listener;\n"
    "      fn(...args);\n"
    "    }\n"
    "    return true;\n"
    "  }\n"
    "\n"
    "  listenerCount(eventName: string): number {\n"
    "    const list = this.#events.get(eventName);\n"
    "    return list === undefined ? 0 : list.length;\n"
    "  }\n"
    "  listeners(eventName: string): Listener[] {\n"
    "    const list = this.#events.get(eventName);\n"
    "    return list === undefined ? [] : list.map((e: ListenerEntry): Listener => e.listener);\n"
    "  }\n"
    "  rawListeners(eventName: string): Listener[] { return this.listeners(eventName); }\n"
    "  eventNames(): string[] { return Array.from(this.#events.keys()); }\n"
    "  setMaxListeners(n: number): this {\n"
    "    this.#maxListeners = n;\n"
    "    return this;\n"
    "  }\n"
    "  getMaxListeners(): number { return this.#maxListeners; }\n"
    "}\n"
    "\n"
    "export function once(emitter: EventEmitter, eventName: string): Promise<any[]> {\n"
    "  return new Promise<any[]>((resolve) => {\n"
    "    emitter.once(eventName, (...args: any[]): void => { resolve(args); });\n"
    "  });\n"
    "}\n"
    "\n"
    "export default EventEmitter;\n";

/* The TypeScript source of a built-in module Kiln writes in TypeScript, by
 * import specifier, or NULL: *path is its module path. */
const char *fe__node_ts_module(const char *spec, const char **path, size_t *len) {
  if (!strcmp(spec, "events") || !strcmp(spec, "node:events")) {
    *path = NODE_EVENTS_PATH;
    *len = sizeof node_events_src - 1;
    return node_events_src;
  }
  return fe__node_stdio_module(spec, path, len);
}
