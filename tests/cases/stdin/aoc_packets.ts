// Distress signal (AoC 2022 day 13 style): JSON.parse nested lists, recursive compare, sort.
// gc-stress: compile only (a collection at every allocation of its millions would outlast the run timeout; the -O0 and -O2 suites run it)
import { readFileSync } from "fs";

type Packet = number | Packet[];

function compare(a: Packet, b: Packet): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const la = Array.isArray(a) ? a : [a];
  const lb = Array.isArray(b) ? b : [b];
  for (let i = 0; i < Math.min(la.length, lb.length); i++) {
    const c = compare(la[i], lb[i]);
    if (c !== 0) return c;
  }
  return la.length - lb.length;
}

const text = readFileSync(0, { encoding: "utf8" });
const pairs = text.trim().split("\n\n").map((block) => block.split("\n").map((l) => JSON.parse(l) as Packet));

let part1 = 0;
pairs.forEach(([left, right], i) => {
  if (compare(left, right) < 0) part1 += i + 1;
});
console.log("part 1:", part1);

const dividers: Packet[] = [[[2]], [[6]]];
const all: Packet[] = [...pairs.flat(), ...dividers];
all.sort(compare);
const key = dividers.map((d) => all.indexOf(d) + 1).reduce((a, b) => a * b);
console.log("part 2:", key);

const depth = (p: Packet): number => (Array.isArray(p) ? 1 + Math.max(0, ...p.map(depth)) : 0);
console.log("deepest:", Math.max(...all.map(depth)), "first:", JSON.stringify(all[0]), "last:", JSON.stringify(all[all.length - 1]));

// Brute force: rank every packet by counting the packets smaller than it.
const flat = pairs.flat();
const ranks = flat.map((p) => flat.reduce<number>((n, q) => (compare(q, p) < 0 ? n + 1 : n), 0));
console.log(`rank sum: ${ranks.reduce((a, b) => a + b, 0)}, max rank: ${Math.max(...ranks)}`);
