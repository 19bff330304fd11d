// `{ ...r, [k]: v }` where k is a union of the object's own property names
// (a Record over a union of literals): the property k names takes v, the
// others keep their values, the key order stays the object's.
type Cat = "x" | "m" | "a" | "s";
type Ranges = Record<Cat, [number, number]>;

function split(r: Ranges, cat: Cat, at: number): [Ranges, Ranges] {
  const [lo, hi] = r[cat];
  return [{ ...r, [cat]: [lo, at - 1] }, { ...r, [cat]: [at, hi] }];
}

const full: Ranges = { x: [1, 4000], m: [1, 4000], a: [1, 4000], s: [1, 4000] };
const [low, high] = split(full, "m", 1000);
console.log(JSON.stringify(low), JSON.stringify(high));
console.log(Object.keys(split(high, "s", 2000)[1]).join(","), JSON.stringify(full.m));

// without a declared type: the literal's type is the spread's
const counts = { red: 0, green: 0, blue: 0 };
let acc = counts;
for (const c of ["red", "blue", "red", "green", "red"] as const) acc = { ...acc, [c]: acc[c] + 1 };
console.log(acc, counts);

// properties after the computed one still win, in source order
const keys: ("red" | "blue")[] = ["red", "blue"];
for (const k of keys) console.log({ ...counts, [k]: 7, blue: -1 });

// an enum of string values as the key
enum Dir { Up = "up", Down = "down" }
const moves: Record<Dir, number> = { [Dir.Up]: 0, [Dir.Down]: 0 };
const bump = (d: Dir) => ({ ...moves, [d]: moves[d] + 10 });
console.log(bump(Dir.Down), bump(Dir.Up));

// the key is evaluated before the value, once
let calls = 0;
const pick = (): Cat => (++calls % 2 ? "a" : "x");
const twice = { ...full, [pick()]: [calls, calls] as [number, number] };
console.log(JSON.stringify(twice), calls);
