function total(xs: number[]): bigint { // expect error: unsupported: bigint
  return xs.reduce((a, b) => a + b, 0) as unknown as bigint;
}
console.log(total([1, 2]));
