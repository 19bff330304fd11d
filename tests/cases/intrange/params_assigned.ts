// Parameters assigned in the body, stepped in the body, and passed through nested calls.
function halve(n: number): number {
  n = n / 2;
  return n;
}
console.log(halve(5), halve(4), halve(-1));
function down(n: number, acc: number): number {
  if (n <= 0) return acc;
  n--;
  return down(n - 1, acc + n);
}
console.log(down(10, 0), down(7, 0.5));
function inc(n: number): number {
  return n + 1;
}
console.log(inc(inc(inc(1))), inc(inc(0.5)));
function firstSquareAbove(n: number): number {
  let i = 0;
  while (true) {
    if (i * i >= n) return i;
    i++;
  }
}
console.log(firstSquareAbove(50), firstSquareAbove(0), firstSquareAbove(2.5));
function deadCaller(): number {
  return only(0.25);
}
function only(x: number): number {
  return x * 4;
}
console.log(only(3));
function tri(n: number): number {
  let t = 0;
  for (let i = 1; i <= n; i++) t = t + i;
  return t;
}
let acc = 0;
for (let k = 0; k < 20; k++) acc = (acc + tri(k)) % 97;
console.log(acc, tri(100000));
