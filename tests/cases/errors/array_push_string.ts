// Pushing a string into a number[].
const totals: number[] = [];
for (let i = 0; i < 3; i++) totals.push(i * 2);
totals.push("six"); // expect error: Argument of type 'string' is not assignable to parameter of type 'number'.
console.log(totals.join());
