// some and every: results, empty arrays, short-circuiting.
const xs = [2, 4, 6, 7, 8];
console.log(xs.some((x) => x % 2 === 1), xs.every((x) => x % 2 === 0), xs.every((x) => x > 0), xs.some((x) => x > 100));

// Empty arrays: some is false, every is true.
const empty: number[] = [];
console.log(empty.some(() => true), empty.every(() => false));

// Short-circuit: how many times is the callback called?
let calls = 0;
const hasSeven = xs.some((x) => {
  calls++;
  return x === 7;
});
console.log(hasSeven, calls);
calls = 0;
const allSmall = xs.every((x) => {
  calls++;
  return x < 5;
});
console.log(allSmall, calls);

// Objects and index arguments.
interface Task {
  title: string;
  done: boolean;
  hours: number;
}
const tasks: Task[] = [
  { title: "plan", done: true, hours: 2 },
  { title: "build", done: false, hours: 10 },
  { title: "test", done: false, hours: 4 },
];
console.log(tasks.some((t) => t.done), tasks.every((t) => t.done), tasks.every((t) => t.hours > 1));
console.log(tasks.some((t, i) => i > 1 && t.title.startsWith("t")), tasks.every((t, i, arr) => arr.length === 3));
tasks.forEach((t) => (t.done = true));
console.log(tasks.every((t) => t.done));

// Strings and booleans.
const words = ["alpha", "beta", "gamma"];
console.log(words.every((w) => w.endsWith("a")), words.some((w) => w.length > 5));
const bools = [true, true, false];
console.log(bools.every((b) => b), bools.some((b) => !b));

// Holes are not visited.
const sparse: number[] = new Array(3);
let visits = 0;
console.log(sparse.every(() => {
  visits++;
  return false;
}), visits);
