// Mixing bigint and number in arithmetic is a compile-time error, as in tsc.
const a: bigint = 10n;
const n: number = 3;
const s1 = a + n; // expect error: Operator '+' cannot be applied to types 'bigint' and 'number'.
const s2 = n * a; // expect error: Operator '*' cannot be applied to types 'number' and 'bigint'.
const s3 = a - 1; // expect error: Operator '-' cannot be applied to types 'bigint' and 'number'.
const s6 = a + 1; // expect error: Operator '+' cannot be applied to types 'bigint' and '1'.
const s7 = 0x1fn >>> a; // expect error: Operator '>>>' cannot be applied to types '31n' and 'bigint'.
const s4 = a ** n; // expect error: Operator '**' cannot be applied to types 'bigint' and 'number'.
const s5 = a & n; // expect error: Operator '&' cannot be applied to types 'bigint' and 'number'.
console.log(s1, s2, s3, s4, s5, s6, s7);
