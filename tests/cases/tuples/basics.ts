// Tuple types: literals, indexing with literal indices, length, printing.
type Entry = [string, number];

const e: Entry = ["apples", 3];
console.log(e, e[0].toUpperCase(), e[1] * 2, e.length);

const point: [number, number] = [3, 4];
console.log(Math.hypot(point[0], point[1]));

const mixed: [string, number, boolean, null] = ["a", 1, false, null];
console.log(mixed);
console.log(typeof mixed[0], typeof mixed[1], typeof mixed[2], mixed[3] === null);

// Element writes keep the element's type.
e[1] = e[1] + 10;
e[0] = "pears";
console.log(e);

// Named members.
type Range = [start: number, end: number];
const r: Range = [10, 20];
console.log(r[1] - r[0]);

// A tuple is an array: for-of, join, map see the union of its elements.
for (const x of mixed) console.log(x);
console.log(e.join("="));
const asArray: (string | number)[] = e;
console.log(asArray.length, Array.isArray(e));

// Nested tuples.
const seg: [[number, number], [number, number]] = [[0, 0], [3, 4]];
const dx = seg[1][0] - seg[0][0];
const dy = seg[1][1] - seg[0][1];
console.log(seg, dx, dy);
console.log(JSON.stringify(seg));
