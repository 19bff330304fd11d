// A function with a rest parameter passed to map/filter/find: the adapter Kiln makes returns
// what the function returns (it returned the context's unknown type, so map's result was
// never and the whole statement was dropped without a word).
const count = (...args: unknown[]): number => args.length;
const truthy = (...args: unknown[]): boolean => args[0] !== 2;
const sum = (...xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const xs = [1, 2, 3];
console.log(xs.map(count), xs.filter(truthy), xs.some(truthy), xs.every(truthy), xs.find(truthy), xs.findIndex(truthy));
xs.forEach(console.log);
console.log(["x", "y"].map(String), [1, 0].map(Boolean), ["1", "2"].map(Number));
const m = new Map([["k", 1]]);
