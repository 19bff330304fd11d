// break, continue, labels and let bindings in loops over Maps and Sets.
const scores = new Map<string, number>([["ann", 72], ["bob", 45], ["cid", 91], ["dee", 38], ["eve", 88]]);
const passed: string[] = [];
for (const [name, s] of scores) {
  if (s < 50) continue;
  passed.push(name);
  if (passed.length === 2) break;
}
console.log(passed);

let found = "";
outer: for (const [name, s] of scores) {
  for (const t of new Set([90, 88, 72])) {
    if (s === t) {
      found = name;
      break outer;
    }
  }
}
console.log(found);

for (let [k, v] of scores.entries()) {
  k = k.toUpperCase();
  v += 1;
  if (v > 80) console.log(k, v);
}

const closures: (() => string)[] = [];
for (const [k, v] of scores) closures.push(() => `${k}=${v}`);
console.log(closures.map((f) => f()).join(" "));

const letters = new Set(["a", "b", "c"]);
let out = "";
for (const x of letters.values()) {
  for (const y of letters.keys()) {
    if (x === y) continue;
    out += x + y + " ";
  }
}
console.log(out.trim());
for (const [x, y] of letters.entries()) console.log(x, y);

let count = 0;
const empty = new Map<number, number>();
for (const [k] of empty) count += k;
for (const v of new Set<string>()) count += v.length;
console.log(count);

function firstOver(m: Map<string, number>, limit: number): string | undefined {
  for (const [k, v] of m) if (v > limit) return k;
  return undefined;
}
console.log(firstOver(scores, 80), firstOver(scores, 95));
const cm = new Map<number, string>([[1, "a"], [2, "b"], [3, "c"]]);
let out2 = "";
outer: for (const [k, v] of cm) {
  for (const x of new Set([1, 2, 3])) {
    if (x === k) continue outer;
    out2 += v + x;
  }
  out2 += "!";
}
console.log(out2);
let n2 = 0;
for (const k of cm.keys()) {
  if (k === 2) continue;
  n2 += k;
}
console.log(n2);
