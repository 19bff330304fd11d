// Element reads and writes on arrays whose elements are strings,
// arrays, objects, Maps (pointer storage) or other non-numbers (boxed
// storage): holes, out-of-range and fractional indices, a regexp match's
// unmatched groups, and an array seen through a wider element type.
const words: string[] = new Array<string>(4);
words[1] = "b";
words[3] = "d";
for (let i = -1; i <= 4; i++) console.log(i, words[i], words[i] !== undefined);
console.log(words[1.5], words[0.0 + 1], words.length);

const grid: string[][] = ["#..", ".#.", "..#"].map((r) => [...r]);
for (let y = 0; y < 3; y++) for (let x = 0; x < 3; x++) if (grid[y][x] === "#") grid[y][x] = String(x + y);
console.log(grid.map((r) => r.join("")).join("/"), grid[3], grid[1][7]);

const m = /(\d+)|([a-z]+)/.exec("abc")!;
console.log(m[0], m[1], m[2], m[1] === undefined, m[1]?.length, typeof m[1]);

type P = { x: number };
const ps: P[] = [{ x: 1 }, { x: 2 }];
ps[1] = { x: 20 };
ps[2] = { x: 30 };
console.log(ps[0].x + ps[1].x + ps[2].x, ps[3], JSON.stringify(ps));

const maps: Map<string, number>[] = [new Map([["a", 1]])];
console.log(maps[0].get("a"), maps[1]);

const flags: boolean[] = [true, false];
flags[3] = true;
console.log(flags[0], flags[1], flags[2], flags[3], flags);

const fns: ((n: number) => number)[] = [(n) => n + 1];
fns[1] = (n) => n * 2;
console.log(fns[0](5), fns[1](5), fns.length);

// a string[] given undefined through a wider view, then read again
const names: string[] = ["x", "y", "z"];
const loose: (string | undefined)[] = names;
loose[1] = undefined;
console.log(names[0], names[1], names[2], names);
names[1] = "back";
console.log(names.join(","), loose[1]);

const nested: number[][] = [[1, 2], [3]];
nested[1][3] = 9;
console.log(nested[1], nested[1][2], nested[0][1]);

let count = 0;
const big: string[] = [];
for (let i = 0; i < 1000; i++) big[i] = i % 3 ? "x" : "yy";
for (let i = 0; i < big.length; i++) count += big[i].length;
console.log(count);

// holes seen by the callbacks of forEach / map (which skip them) and by for-of
const sparse: string[] = [];
sparse[2] = "c";
sparse[5] = "f";
sparse.forEach((s, i) => console.log("each", i, s));
console.log(sparse.map((s) => s.toUpperCase()), [...sparse].length);
for (const s of sparse) if (s !== undefined) console.log("of", s);
