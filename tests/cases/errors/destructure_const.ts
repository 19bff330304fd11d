// Assigning to a const through a pattern.
const a = 1;
let b = 2;
[a, b] = [b, a]; // expect error: Cannot assign to 'a' because it is a constant.
console.log(a, b);
