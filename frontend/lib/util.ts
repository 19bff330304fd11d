// node:util (frontend/node_lib.c).
import { inspect as inspectNative, format as formatNative, deepEqual } from "kiln:util";

export function format(...args: any[]): string {
  return formatNative(args);
}

export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  return deepEqual(a, b, true);
}
