// `x!` and `x as T` are type assertions only: a string or number that is undefined at run time stays undefined.
const m = new Map<string, string>();
const v = m.get("x");
const s = (v as string | undefined)!;
console.log(typeof s, s, s === undefined, `${s}`, String(s), [s], { s });
const s2: string = v!;
console.log(typeof s2, s2);
const s3 = v as string;
console.log(typeof s3, s3 === undefined);
function f(x?: string): string { return x!; }
console.log(typeof f(), f(), typeof f("a"), f("a"));
const o: { a?: number } = {};
const n = o.a!;
console.log(typeof n, n, n === undefined, [n], JSON.stringify({ n }));
const nums = new Map<string, number>([["one", 1]]);
console.log(nums.get("one")! + 1, typeof nums.get("two")!, nums.get("two")!);
const u: unknown = undefined;
const us = (u as string | undefined)!;
console.log(typeof us);
const maybe: string | null | undefined = Math.random() > 2 ? "x" : undefined;
console.log(typeof maybe!, maybe!);
const nul: string | null = Math.random() > 2 ? "x" : null;
console.log(nul!);
