// `1n < 2` is allowed, but equality between bigint and number has no overlap for tsc.
const a: bigint = 1n;
const n: number = 1;
console.log(a < n);
console.log(a === n); // expect error: This comparison appears to be unintentional because the types 'bigint' and 'number' have no overlap.
console.log(a == n); // expect error: This comparison appears to be unintentional because the types 'bigint' and 'number' have no overlap.
