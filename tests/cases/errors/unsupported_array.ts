// Holes in array literals are not supported yet.
const xs: number[] = [1, 2, 3];
const ys = [0, , ...xs]; // expect error: unsupported: holes in array literals
console.log(ys.length);
