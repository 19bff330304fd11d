// flat with an explicit depth: literal depths, Infinity, depth 0 (a copy),
// holes skipped, and a realistic use (flattening a tree of menu entries).
const nested = [1, [2, [3, [4, [5]]]]];
console.log(nested.flat());
console.log(nested.flat(1));
console.log(nested.flat(2));
console.log(nested.flat(3));
console.log(nested.flat(Infinity));
console.log(nested.flat(0));

const grid: number[][][] = [[[1, 2], [3]], [[4], [5, 6]]];
const cells = grid.flat(2);
console.log(cells, cells.length, cells.reduce((a, b) => a + b, 0));
console.log(grid.flat(1).length);

const words: string[][] = [["a", "b"], [], ["c"]];
console.log(words.flat(5).join("-"));

const deep: (number | (number | number[])[])[] = [10, [20, [30, 40]], [50]];
const all = deep.flat(2);
console.log(all.map((x) => x * 2));

const copy = cells.flat(0);
copy.push(99);
console.log(cells.length, copy.length);

const tags: (string | string[])[][] = [["ts", "js"], ["c", ["asm", "llvm"]]];
console.log(tags.flat(2).sort());
