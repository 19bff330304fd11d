function* gen(n: number) { for (let i = 0; i < n; i++) yield i * 2; }
const g = gen(3);
console.log(String(g));
console.log(`${g}`);
console.log(g[Symbol.iterator]() === g);
console.log([...gen(4)]);
console.log(Array.from(gen(3)));
console.log(Array.from(gen(3), (x) => x + 1));
const g2 = gen(5);
g2.next();
console.log([...g2]);
console.log(typeof g);
console.log(g);
const it = g[Symbol.iterator]();
console.log(it.next());
for (const x of gen(2)[Symbol.iterator]()) console.log(x);
console.log(Object.prototype.toString.call(gen(1)));
async function* ag() { yield 1; }
console.log(Object.prototype.toString.call(ag()), String(ag()));
const vals: unknown[] = [1, "s", true, null, undefined, [1], new Map<string, number>(), new Set<number>(), new Date(0), /x/g, new Error("e"), { a: 1 }, () => 1, 10n, Symbol("q"), new Uint8Array(2), new Float64Array(1), Promise.resolve(1), new TypeError("t")];
for (const v of vals) console.log(Object.prototype.toString.call(v));
class K { x = 1 }
console.log(Object.prototype.toString.call(new K()));
