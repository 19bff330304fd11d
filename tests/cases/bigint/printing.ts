// console.log of bigints alone, in arrays, objects, Maps and Sets, as Node prints them.
console.log(1n, -2n, 0n);
console.log([1n, 2n, 3n]);
console.log({ a: 1n, b: [2n, { c: -3n }], d: "x" });
console.log(new Map<bigint, bigint>([[1n, 10n], [2n, 20n]]));
console.log(new Set<bigint>([5n, 6n, 5n]));
const many: bigint[] = [];
for (let i = 0n; i < 30n; i++) many.push(i * i * i * 1000n);
console.log(many);
const wide: bigint[] = [];
for (let i = 1n; i <= 8n; i++) wide.push(7n ** (i * 9n));
console.log(wide);
const mixed: (number | bigint | string)[] = [1, 1n, "1n", -0, 2n ** 64n];
console.log(mixed);
console.log("%s and %d and %i", 5n, 6n, 7n);
console.log(`template ${123n} ${-4n}`, "concat " + 99n, 1n + "" + 2n);
console.log([[1n, [2n, [3n, [4n]]]]]);
console.log(String([1n, 2n]), [3n, 4n].join("-"), [5n].toString());
class Wallet {
  constructor(readonly owner: string, public cents: bigint) {}
}
console.log(new Wallet("ann", 12345678901234567890n), [new Wallet("bob", -1n)]);
