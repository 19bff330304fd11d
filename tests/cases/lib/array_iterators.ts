// Array iterators: entries(), keys() and values() in for-of (with
// destructuring), spreads and Array.from, as everyday code uses them.
interface Task {
  title: string;
  done: boolean;
}

const tasks: Task[] = [
  { title: "write spec", done: true },
  { title: "review PR", done: false },
  { title: "ship", done: false },
];

for (const [i, t] of tasks.entries()) {
  console.log(`${i + 1}. [${t.done ? "x" : " "}] ${t.title}`);
}

// A typed index, used for arithmetic.
const scores = [72, 95, 88, 61];
let best = -1;
for (const [i, s] of scores.entries()) {
  if (best < 0 || s > scores[best]) best = i;
}
console.log("best index", best, "score", scores[best]);

for (const i of scores.keys()) {
  if (i % 2 === 0) console.log("even slot", i);
}
let total = 0;
for (const v of scores.values()) total += v;
console.log("total", total);

// Only the index, or only the element, from a pattern.
for (const [i] of ["a", "b"].entries()) console.log("index only", i);
for (const [, name] of ["x", "y"].entries()) console.log("name only", name);

// The iterator is live: elements pushed during the loop are visited.
const queue = [1, 2];
for (const [i, q] of queue.entries()) {
  if (q < 4) queue.push(q + 2);
  console.log("queue", i, q);
}

// Spreads and Array.from make arrays.
const words = ["alpha", "beta", "gamma"];
const pairs = [...words.entries()];
console.log(pairs);
console.log(pairs.map(([i, w]) => `${w}@${i}`).join(", "));
console.log(Array.from(words.keys()));
console.log([...words.values()].reverse(), words);
console.log(Array.from(words.entries()).length);
const idx: number[] = [...new Array<number>(4).keys()];
console.log(idx);
const indexOf = new Map<string, number>(Array.from(words.entries(), ([i, w]) => [w, i] as [string, number]));
console.log(indexOf.get("gamma"));

// Closures made in the loop keep their own bindings.
const fns: (() => string)[] = [];
for (const [i, w] of words.entries()) fns.push(() => `${i}:${w}`);
console.log(fns.map((f) => f()));

// Nested arrays as elements.
const grid = [[1, 2], [3, 4]];
for (const [r, row] of grid.entries()) {
  for (const [col, cell] of row.entries()) console.log(`(${r},${col}) = ${cell}`);
}
