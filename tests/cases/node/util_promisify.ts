// util.promisify of Node-style callback functions of 0 to 4 parameters before the callback.
import { promisify } from "node:util";
import utilDefault from "node:util";
import * as util from "node:util";
function delayed(x: number, cb: (err: Error | null, result?: number) => void): void {
  setTimeout(() => (x < 0 ? cb(new Error("neg " + x)) : cb(null, x * 2)), 1);
}
function add(a: number, b: number, cb: (err: Error | null, sum?: number) => void): void {
  process.nextTick(() => cb(null, a + b));
}
function now(cb: (err: unknown, v?: string) => void): void { cb(null, "now"); }
function fail3(a: string, b: string, c: boolean, cb: (err: Error | null, r?: string[]) => void): void {
  if (c) cb(new RangeError(a + b)); else cb(null, [a, b]);
}
const delayedP = promisify(delayed);
const addP = util.promisify(add);
const nowP = promisify(now);
const fail3P = promisify(fail3);
const arrowP = promisify((s: string, cb: (err: Error | null, n?: number) => void) => cb(null, s.length));
async function main() {
  console.log(await delayedP(21), await addP(2, 3), await nowP(), await fail3P("a", "b", false), await arrowP("four"));
  try { await delayedP(-1); } catch (e) { console.log((e as Error).message); }
  try { await fail3P("x", "y", true); } catch (e) { console.log(e instanceof RangeError, (e as Error).message); }
  const results = await Promise.all([1, 2, 3].map((i) => delayedP(i)));
  console.log(results);
}
main();

function add2(a: number, b: number, cb: (err: Error | null, sum?: number) => void): void {
  process.nextTick(() => cb(null, a + b));
}
const addQ = utilDefault.promisify(add2);
addQ(1, 2).then((s) => console.log("sum", s));
