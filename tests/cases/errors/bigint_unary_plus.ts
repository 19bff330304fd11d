// Unary plus on a bigint throws in JavaScript; tsc rejects it.
const a: bigint = 10n;
const x = +a; // expect error: Operator '+' cannot be applied to type 'bigint'.
console.log(x);
