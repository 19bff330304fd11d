// `[a, b] = [b, a]` as a statement: every element is read before any
// target is written, targets are written left to right, extra elements are
// still evaluated, and targets may be variables, properties or elements.
const log: string[] = [];
const at = (i: number): number => { log.push("read " + i); return i; };

const a = [10, 20, 30, 40, 50];
[a[at(0)], a[at(4)]] = [a[at(4)], a[at(0)]];
console.log(a.join(","), log.join("; "));

let x = 1, y = 2, z = 3;
[x, y, z] = [z, x, y];
console.log(x, y, z);
[x, y] = [y, x, log.push("extra evaluated")];
console.log(x, y, log[log.length - 1]);

type Dir = "N" | "S" | "E" | "W";
let d1: Dir = "N", d2: Dir = "S";
[d1, d2] = ["E", d1];
console.log(d1, d2);

let u: string | number = "s";
let w: number | undefined = 5;
[u, w] = [w ?? 0, undefined];
console.log(typeof u, u, w);

class P { constructor(public px: number, public py: number) {} }
const p = new P(1, 2);
[p.px, p.py] = [p.py, p.px];
console.log(p.px, p.py);

const o: { name: string; tags: string[] } = { name: "o", tags: ["t1"] };
let tags: string[] = [];
[o.name, tags] = ["renamed", [...o.tags, "t2"]];
console.log(o.name, tags);

// A heap of objects sifted with swaps.
interface Item { cost: number; id: number }
const heap: Item[] = [];
const push = (it: Item): void => {
  heap.push(it);
  let i = heap.length - 1;
  while (i > 0) {
    const par = (i - 1) >> 1;
    if (heap[par].cost <= heap[i].cost) break;
    [heap[i], heap[par]] = [heap[par], heap[i]];
    i = par;
  }
};
for (let k = 0; k < 20; k++) push({ cost: (k * 37) % 23, id: k });
console.log(heap.map((h) => h.cost).join(" "));

// As an expression its value is still the right-hand side array.
let m = 1, n = 2;
const r = ([m, n] = [n, m]);
console.log(m, n, r);
for (let i = 0, j = 9; i < j; [i, j] = [i + 1, j - 1]) if (i === 3) console.log("i j", i, j);

// The assigned values' own types narrow the variables, as `x = v` would.
let nu: string | number = "start";
let ok: boolean | string = "no";
[nu, ok] = [41, true];
console.log(nu.toFixed(1), ok === true);
