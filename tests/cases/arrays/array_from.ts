// Array.from over a length or an array, with a mapping function.
const sq = Array.from({ length: 6 }, (_, i) => i * i);
const grid = Array.from({ length: 3 }, (_, r) => Array.from({ length: 4 }, (_, c) => r * 4 + c));
console.log(sq, grid, Array.from(sq), Array.from(sq, (v, i) => `${i}=${v}`));
const letters = Array.from({ length: 5 }, (_, i) => String.fromCharCode(97 + i));
console.log(letters.join(""));
