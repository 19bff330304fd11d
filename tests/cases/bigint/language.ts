// bigint through the language: switch, generics, default and optional parameters, destructuring, tuples, interfaces.
function kind(x: bigint): string {
  switch (x) {
    case 0n: return "zero";
    case 1n: return "one";
    default: return "many";
  }
}
console.log([0n, 1n, 2n].map(kind));
function id<T>(x: T): T { return x; }
console.log(id(5n), id<bigint>(6n) + 1n);
function withDefault(x: bigint = 42n, y?: bigint): bigint { return x + (y ?? 0n); }
console.log(withDefault(), withDefault(1n), withDefault(1n, 2n));
const o: { v?: bigint } = {};
console.log(o.v?.toString(), o);
const [p, q] = [3n, 4n];
const { r } = { r: 5n };
console.log(p * q * r);
console.log([10n, 9n, 1n, 100n].sort(), Array.from({ length: 4 }, (_, i) => BigInt(i) ** 40n));
let s = "x";
s += 5n;
console.log(s, "a" + 1n, 1n + "b");
console.log([1n, 2n].some((v) => v > 1n), [1n, 2n, 3n].filter((v) => v % 2n === 1n));
const big: bigint = 2n ** 64n;
console.log(big == 2n ** 64n, big != 1n, big.valueOf());
const tuple: [string, bigint] = ["t", 9n];
console.log(tuple);
interface Rec { id: bigint; name: string }
const recs: Rec[] = [{ id: 2n, name: "b" }, { id: 1n, name: "a" }];
recs.sort((a, b) => (a.id < b.id ? -1 : 1));
console.log(recs, recs.map((x) => x.id));
