// Callbacks over an empty array literal, typed never[] as tsc types it, and
// over an undefined[]: the element read converts to a type without storage.
const doubled = [].map((x) => x);
console.log(doubled, doubled.length);
[].forEach((x) => console.log("never", x));
console.log([].filter((x) => x).length);
const typed = [].map((x: number) => x + 1);
console.log(typed);
[].forEach((s: string) => console.log(s.length));
const kept: number[] = [].filter((x: number) => x > 1);
kept.push(3);
console.log(kept);
console.log([].some((x) => x), [].every((x) => x), [].find((x) => x), [].findIndex((x) => x));
const evolving = [];
evolving.push(1);
evolving.push(2);
console.log(evolving.map((x) => x * 2));
const undefs: undefined[] = [undefined, undefined];
console.log(undefs.map((x) => x), undefs[0], undefs.filter((x) => x === undefined).length);
undefs.forEach((x, i) => console.log(i, x));
