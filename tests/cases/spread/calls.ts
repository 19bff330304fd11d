// Spread arguments: tuples into fixed parameters, arrays into rest
// parameters and into the variadic built-ins.
function point(x: number, y: number, label?: string): string {
  return `${label ?? "p"}(${x}, ${y})`;
}
const origin: [number, number] = [0, 0];
const named: [number, number, string] = [3, 4, "q"];
console.log(point(...origin), point(...origin, "o"), point(...named));

// Arguments forwarded as they came.
function logCall(name: string, ...args: number[]): number {
  console.log(`${name}(${args.join(", ")})`);
  return args.length;
}
function forward(...args: number[]): number {
  return logCall("forward", ...args);
}
console.log(forward(1, 2, 3), forward());

// Math.max/min over arrays.
const temps = [12.5, 17, 9.25, 21];
console.log(Math.max(...temps), Math.min(...temps), Math.max(...temps, 30), Math.min(0, ...temps));
const empty: number[] = [];
console.log(Math.max(...empty), Math.min(...empty));
console.log(Math.max(...[1, NaN, 3]), 1 / Math.max(...[-0, 0]), 1 / Math.min(...[0, -0]));

// push(...items) appends in place.
const queue = ["a"];
const n = queue.push(...["b", "c"], "d");
console.log(queue, n);
queue.push(...queue);
console.log(queue.length, queue.join(""));

// console.log(...values) prints each argument like console.log does.
const row: (string | number | boolean)[] = ["id", 7, true];
console.log(...row);
console.log("prefix", ...row, { k: 1 });
console.log(..."abc");

// Spreading a string or a Set into a rest parameter.
function count(...xs: string[]): number {
  return xs.length;
}
console.log(count(..."héllo"), count(...new Set(["x", "y", "x"])));

// Evaluation order: arguments left to right, each once.
let calls = 0;
function next(): [number, number] {
  calls++;
  return [calls, calls * 10];
}
console.log(point(...next()), point(...next()), calls);
