// console.log of arrays directly.
const a = [1, 2.5, -3];
console.log(a);
console.log(["x", "y"], [true, false]);
const empty: number[] = [];
console.log(empty, [[1, 2], [3]]);
