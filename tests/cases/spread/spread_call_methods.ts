const codes = [72, 105, 33];
console.log(String.fromCharCode(...codes));
const xs = [3, 4];
console.log(Math.hypot(...xs));
const arr = [1, 2, 5];
arr.splice(2, 0, ...[3, 4]);
arr.unshift(...[-1, 0]);
console.log(arr);
console.warn(...["w", 1]);
console.info(...["i", 2]);
class Logger {
  lines: string[] = [];
  log(...parts: unknown[]): void { this.lines.push(parts.map(String).join(" ")); }
}
const lg = new Logger();
const args: unknown[] = ["a", 1, true];
lg.log(...args);
lg.log("x", ...args);
console.log(lg.lines);
function pair<T>(a: T, b: T): T[] { return [a, b]; }
const two: [number, number] = [1, 2];
console.log(pair(...two));
const fns = { sum(...n: number[]) { return n.reduce((a, b) => a + b, 0); } };
console.log(fns.sum(...arr));
console.log([1, 2].concat(...[[3], [4, 5]]));
