// Spread in array literals is not supported yet.
const xs: number[] = [1, 2, 3];
const ys = [0, ...xs]; // expect error: unsupported: spread in array literals
console.log(ys.length);
