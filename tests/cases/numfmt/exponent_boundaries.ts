// Where Number-to-string switches between fixed and exponent notation.
let x: number = 1;
for (let i = 0; i < 24; i++) {
  x *= 10;
  if (i >= 18) {
    console.log(i + 1, x, -x, x + 1);
  }
}
let y: number = 1;
for (let i = 0; i < 9; i++) {
  y /= 10;
  console.log(-(i + 1), y, y * 1.5, -y);
}
console.log(1e-6 * 9.99, 1e-7 * 9.99, 999999999999999999999, 1e21 * 0.999);
console.log(1.2345e21, 1.2345e-7, 12345e-10, 1e100, 1e-100, 2e-308);
