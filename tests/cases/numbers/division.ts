// Division: exact and inexact quotients, integer division idioms, by zero.
function idiv(a: number, b: number): number {
  return Math.trunc(a / b);
}
function fdiv(a: number, b: number): number {
  return Math.floor(a / b);
}
for (let a = -7; a <= 7; a += 7) {
  for (let b = -2; b <= 2; b++) {
    console.log(a, "/", b, "=", a / b, idiv(a, b), fdiv(a, b), (a / b) | 0);
  }
}
console.log(1 / 3, 2 / 3, 1 / 7, 22 / 7, 355 / 113);
console.log(1 / 1024, 1 / 3e10, 1e300 / 1e-300, 1e-300 / 1e300);
console.log(-1 / Infinity, 1 / -Infinity, 0 / Infinity);
