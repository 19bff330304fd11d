// BigInts have no unsigned right shift.
const a: bigint = 10n;
const b: bigint = 1n;
console.log(a >>> b); // expect error: Operator '>>>' cannot be applied to types 'bigint' and 'bigint'.
