// Reading a let variable that has no value on any path yet.
let x: number;
const y: number = 2;
console.log(x + y); // expect error: Variable 'x' is used before being assigned.
