// Negative zero: where it appears, how it prints, and where it disappears.
const nz: number = -0;
function isNegZero(x: number): boolean {
  return x === 0 && 1 / x === -Infinity;
}
console.log(nz, String(nz), `${nz}`, nz + "", nz.toString(), nz.toFixed(2));
console.log(isNegZero(nz), isNegZero(0), isNegZero(0 * -5), isNegZero(-5 * 0), isNegZero(0 / -1));
console.log(isNegZero(-0 + 0), isNegZero(-0 + -0), isNegZero(0 - 0), isNegZero(-0 - 0), isNegZero(-(0)));
console.log(isNegZero(Math.round(-0.2)), isNegZero(Math.ceil(-0.7)), isNegZero(Math.trunc(-0.1)), isNegZero(Math.floor(-0)));
console.log(isNegZero(Math.min(0, -0)), isNegZero(Math.max(0, -0)), isNegZero(Math.abs(-0)), isNegZero(Math.sign(-0)));
console.log(isNegZero(-0 % 3), isNegZero(-6 % 3), isNegZero(6 % -3), isNegZero(Number("-0")), isNegZero(parseFloat("-0")));
console.log(isNegZero(-0 | 0), isNegZero(~~-0.5), isNegZero(-1e-320 * 1e-10), isNegZero(Math.sqrt(-0)), isNegZero(-0 * -0));
console.log(nz === 0, nz < 0, nz > 0, nz <= 0, -0 === +0);
let counter: number = -0;
counter++;
counter--;
console.log(counter, isNegZero(counter));
console.log(1 / nz, -1 / nz, nz * Infinity);
