// Locals read before they are assigned in a later loop iteration see their previous value.
function f(n: number): number {
  let last = 0;
  let x = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0) last = x;
    x = i * 0.5;
  }
  return last;
}
console.log(f(5), f(1));
function g(n: number): number {
  let acc = 1;
  let i = n;
  do {
    acc = acc * 2;
    i = i - 1;
  } while (i > 0);
  return acc;
}
console.log(g(3), g(0), g(60));
let w = 0;
let y = 0;
while (w < 3) {
  y = y + w / 2;
  w++;
}
console.log(w, y);
function sw(n: number): number {
  let r = 0;
  switch (n) {
    case 1:
      r = 0.5;
    case 2:
      r = r + 1;
      break;
    default:
      r = -0;
  }
  return r;
}
console.log(sw(1), sw(2), 1 / sw(3));
