// A library function used as a value has its own name, as Node shows it.
console.log(Math.sqrt, Math.max, Math.min, parseInt, parseFloat, Number, String);
console.log(Math.floor.name, Math.max.name, Math.log.name);
const pick: (x: number) => number = Math.abs;
console.log(pick(-3), pick.name, [pick], { pick });
const two: (a: number, b: number) => number = Math.max;
console.log(two(2, 9), two.name, two);
