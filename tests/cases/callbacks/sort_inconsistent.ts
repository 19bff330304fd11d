// An inconsistent comparator (returns only 0 or 1): the spec leaves the order
// implementation-defined; this pins down V8's result (TimSort with binary insertion).
const a = [3, 1, 2];
console.log(a.slice().sort((x, y) => Number(x > y)));
const b = [5, 1, 4, 2, 3, 9, 0, 8, 7, 6];
console.log(b.slice().sort((x, y) => Number(x > y)));
console.log(b.slice().sort((x, y) => Number(x < y)));
console.log(b.slice().sort(() => -1));
console.log(b.slice().sort(() => 1));
