let x: number = 7;
outer: while (x > 0) {
  switch (x % 3) {
    case 0: x -= 2; break;
    case 1: x--; continue outer;
    default: if (x > 5) break outer;
  }
  do { x--; } while (x > 100);
}
console.log(x === 0 || x > 5, typeof x, !x, ~x, x ** 2, x >>> 1);
