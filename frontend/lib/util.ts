// node:util, compiled with the programs that import it (frontend/node_lib.c).
//
// format and inspect are console.log's own formatter (runtime/inspect.c,
// console.c) with util.inspect's options; isDeepStrictEqual is assert's
// comparison (runtime/util.c); util.types asks the runtime what a value is.
// Not provided: inspect's colors (an Error says so), inspect.custom,
// promisify, callbackify, parseArgs, TextEncoder and TextDecoder as
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
namespace util {
  export import inspect = inspect_;
  export import format = format_;
  export import isDeepStrictEqual = isDeepStrictEqual_;
  export import types = types_;
}
export { util as default };
