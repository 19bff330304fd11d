// BigInt passed as a function value, as Number and String are (`strs.map(BigInt)`).
const xs = ["1", "22", "333333333333333333333333", " 0x10 "].map(BigInt);
console.log(xs, [1, 2, 3, 4, 5].map(BigInt).reduce((a, b) => a * b));
const bs: bigint[] = [true, false].map(BigInt);
console.log(bs);
const parse = BigInt;
console.log(parse("-12") * parse(3));
try {
  console.log(["1", "2.5"].map(BigInt));
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
