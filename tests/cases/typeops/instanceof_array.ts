// `x instanceof Array` is Array.isArray(x) and narrows the same way (an
// unknown to any[], a union to its array members or the others).
function flatten(v: unknown): unknown[] { return v instanceof Array ? v.flatMap(flatten) : [v]; }
console.log(flatten([1, [2, [3, [4]]], "x"]));
const xs: unknown[] = [[1], new Map(), "s", 1, { a: 1 }, null, new Uint8Array(2)];
console.log(xs.map((x) => x instanceof Array));
function norm(v: string | string[]): string { if (v instanceof Array) return v.join("+"); return v.toUpperCase(); }
console.log(norm(["a", "b"]), norm("c"));
const o = { list: [1, 2] as number[] | number };
if (o.list instanceof Array) console.log(o.list.length); else console.log(o.list + 1);
const arr = [3];
console.log(arr instanceof Array, !(arr instanceof Array));
