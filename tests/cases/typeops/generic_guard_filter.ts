// A generic type guard (isDefined<T>(x: T | undefined): x is T) as a filter or find callback.
function isDefined<T>(x: T | undefined): x is T { return x !== undefined; }
function notNull<T>(x: T | null): x is T { return x !== null; }
function isStr<T>(x: T | string): x is string { return typeof x === "string"; }
const xs: (string | undefined)[] = ["a", undefined, "b"];
console.log(xs.filter(isDefined).map(s => s.toUpperCase()));
const ys: ({ n: number } | null)[] = [{ n: 1 }, null, { n: 2 }];
console.log(ys.filter(notNull).map(o => o.n * 2), ys.find(notNull)?.n);
const zs: (number | string)[] = [1, "x", 2];
console.log(zs.filter(isStr).join());
const m = new Map<string, number>([["a", 1]]);
const got = ["a", "b"].map(k => m.get(k)).filter(isDefined);
console.log(got.reduce((p, q) => p + q, 0));
