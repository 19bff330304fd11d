// Arrays are not in the first slice of Kiln.
const xs: number[] = [1, 2, 3]; // expect error: unsupported: array
console.log(xs.length);
