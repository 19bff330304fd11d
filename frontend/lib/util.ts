// node:util, compiled with the programs that import it (frontend/node_lib.c).
//
// format and inspect are console.log's own formatter (runtime/inspect.c,
// console.c) with util.inspect's options; isDeepStrictEqual is assert's
// comparison (runtime/util.c); util.types asks the runtime what a value is.
// promisify takes a function whose last parameter is a Node-style callback
// (err, result): the checker calls promisify$N for one with N other
// parameters (check_call.inc, promisify_arity), as TypeScript cannot say
// "any number of parameters" of a generic function.
// Not provided: inspect's colors (an Error says so), inspect.custom,
// promisify.custom, callbackify, parseArgs, TextEncoder and TextDecoder as
// exports (they are globals), deprecate, inherits.
import { inspect as inspectNative, format as formatNative, deepEqual, kind } from "kiln:util";

export interface InspectOptions {
  depth?: number | null;
  showHidden?: boolean;
  compact?: boolean | number;
  breakLength?: number;
  sorted?: boolean;
  colors?: boolean;
  maxArrayLength?: number | null;
  maxStringLength?: number | null;
}

export function inspect(value: unknown, options?: InspectOptions): string {
  const o: InspectOptions = options ?? {};
  if (o.colors === true) throw new Error("util.inspect: Kiln does not support the colors option");
  const depth = o.depth === null ? Infinity : o.depth ?? 2;
  const c = o.compact;
  let compact = 3;
  if (typeof c === "number") compact = c;
  else if (c === true) compact = -1;
  else if (c === false) compact = 0;
  const maxArray = o.maxArrayLength === null ? Infinity : o.maxArrayLength ?? 100;
  const maxString = o.maxStringLength === null ? Infinity : o.maxStringLength ?? 10000;
  return inspectNative(value, depth, o.showHidden ?? false, o.breakLength ?? 80, compact, o.sorted ?? false,
                       maxArray, maxString);
}

export function format(...args: any[]): string {
  return formatNative(args);
}

export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  return deepEqual(a, b, true);
}

type NodeCallback<R> = (err: any, result?: R) => void;

function settle<R>(resolve: (value: R) => void, reject: (reason: any) => void): NodeCallback<R> {
  return (err: any, result?: R) => {
    if (err) reject(err);
    else resolve(result as R);
  };
}

export function promisify<A, R>(fn: (a: A, callback: NodeCallback<R>) => void): (a: A) => Promise<R> {
  return (a: A) => new Promise<R>((resolve, reject) => fn(a, settle(resolve, reject)));
}
export function promisify$0<R>(fn: (callback: NodeCallback<R>) => void): () => Promise<R> {
  return () => new Promise<R>((resolve, reject) => fn(settle(resolve, reject)));
}
export function promisify$2<A, B, R>(fn: (a: A, b: B, callback: NodeCallback<R>) => void): (a: A, b: B) => Promise<R> {
  return (a: A, b: B) => new Promise<R>((resolve, reject) => fn(a, b, settle(resolve, reject)));
}
export function promisify$3<A, B, C, R>(fn: (a: A, b: B, c: C, callback: NodeCallback<R>) => void): (a: A, b: B, c: C) => Promise<R> {
  return (a: A, b: B, c: C) => new Promise<R>((resolve, reject) => fn(a, b, c, settle(resolve, reject)));
}
export function promisify$4<A, B, C, D, R>(fn: (a: A, b: B, c: C, d: D, callback: NodeCallback<R>) => void): (a: A, b: B, c: C, d: D) => Promise<R> {
  return (a: A, b: B, c: C, d: D) => new Promise<R>((resolve, reject) => fn(a, b, c, d, settle(resolve, reject)));
}

// promisify(setTimeout): Node's setTimeout has a promisify.custom, the
// timers/promises one (the checker calls this for it, check_call.inc).
export function promisify$setTimeout(): (ms?: number) => Promise<void> {
  return (ms?: number) => new Promise<void>((resolve) => setTimeout(resolve, ms ?? 1));
}

// runtime/util.c's kinds
export namespace types {
  export function isRegExp(value: unknown): value is RegExp { return kind(value) === 1; }
  export function isDate(value: unknown): value is Date { return kind(value) === 2; }
  export function isPromise(value: unknown): value is Promise<unknown> { return kind(value) === 3; }
  export function isMap(value: unknown): value is Map<unknown, unknown> { return kind(value) === 4; }
  export function isSet(value: unknown): value is Set<unknown> { return kind(value) === 5; }
  export function isNativeError(value: unknown): value is Error { return kind(value) === 6; }
  export function isTypedArray(value: unknown): boolean { return kind(value) === 11; }
  export function isWeakMap(value: unknown): boolean { return kind(value) === 12; }
  export function isWeakSet(value: unknown): boolean { return kind(value) === 13; }
}

// `import util from "node:util"`: the same functions through a namespace.
import inspect_ = inspect;
import format_ = format;
import isDeepStrictEqual_ = isDeepStrictEqual;
import types_ = types;
import promisify_ = promisify;
namespace util {
  export import inspect = inspect_;
  export import format = format_;
  export import isDeepStrictEqual = isDeepStrictEqual_;
  export import types = types_;
  export import promisify = promisify_;
}
export { util as default };
