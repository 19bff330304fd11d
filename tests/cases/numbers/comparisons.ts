// Relational and equality operators on numbers and booleans.
function cmp(a: number, b: number): string {
  return `${a < b} ${a <= b} ${a > b} ${a >= b} ${a === b} ${a !== b}`;
}
console.log(cmp(1, 2));
console.log(cmp(2, 2));
console.log(cmp(3, 2));
console.log(cmp(0, -0));
console.log(cmp(NaN, NaN));
console.log(cmp(NaN, 1));
console.log(cmp(Infinity, Infinity));
console.log(cmp(-Infinity, -1e308));
console.log(cmp(0.1 + 0.2, 0.3));
console.log(cmp(9007199254740992, 9007199254740993));
function truth(n: number): boolean {
  return n > 0;
}
const t: boolean = truth(1);
const f: boolean = truth(-1);
console.log(t === f, t !== f, t === true, f === false);
console.log(t > f, t < f, t >= t, f <= f);
let count: number = 0;
for (let i = -5; i <= 5; i++) {
  if (i > -3 && i <= 2) {
    count++;
  }
}
console.log(count);
