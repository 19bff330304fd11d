// Assigning a string to a variable declared as number.
let total: number = 0;
for (let i = 0; i < 3; i++) {
  total += i;
}
total = "done"; // expect error: Type 'string' is not assignable to type 'number'.
console.log(total);
