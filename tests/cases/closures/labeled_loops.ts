// Closures created inside labelled loops with break/continue to outer labels.
const fns: (() => string)[] = [];
outer: for (let i = 0; i < 4; i++) {
  for (let j = 0; j < 4; j++) {
    if (j > i) continue outer;
    if (i === 3 && j === 2) break outer;
    fns.push(() => `${i}${j}`);
  }
}
console.log(fns.map((f) => f()).join(" "), fns.length);

// A closure that captures a variable modified after the loop was exited early.
let found = -1;
const report = () => "found=" + found;
search: for (let r = 0; r < 5; r++) {
  for (let c = 0; c < 5; c++) {
    if (r * c === 6) {
      found = r * 10 + c;
      break search;
    }
  }
}
console.log(report());

// do-while with a per-iteration const captured.
const ds: (() => number)[] = [];
let k = 0;
do {
  const sq = k * k;
  ds.push(() => sq + k);
  k++;
} while (k < 4);
console.log(ds.map((d) => d()).join(","));

// Closures created in a switch inside a loop.
const handlers: ((x: number) => number)[] = [];
for (let i = 0; i < 4; i++) {
  switch (i % 3) {
    case 0:
      handlers.push((x) => x + i);
      break;
    case 1:
      handlers.push((x) => x * i);
      break;
    default:
      handlers.push((x) => x - i);
  }
}
console.log(handlers.map((h) => h(10)).join(" "));

// for-of over objects: the closure captures the element, not the index.
const items = [{ n: "a" }, { n: "b" }, { n: "c" }];
const namers: (() => string)[] = [];
for (const it of items) namers.push(() => it.n);
items[0].n = "A";
items[2] = { n: "Z" };
console.log(namers.map((f) => f()).join(""));
