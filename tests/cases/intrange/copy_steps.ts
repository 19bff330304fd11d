// Counters stepped through a copy: `const j = i + 1; ...; i = j` (an integer
// step), beside copies that are not steps (a fraction, two definitions).
function shift(a: number[], r: number): number {
  let i = 0;
  while (i < r) {
    const j = i + 1;
    a[i] = a[j];
    i = j;
  }
  return i;
}
const xs = [5, 6, 7, 8, 9];
console.log(shift(xs, 3), xs.join(","));

function down(n: number): string {
  const out: number[] = [];
  let k = n;
  while (k > 0) {
    const next = k - 2;
    out.push(k % 3);
    k = next;
  }
  return `${out.join("")} ${k}`;
}
console.log(down(9), down(10));

function halves(n: number): number {
  let x = 0;
  for (let c = 0; c < n; c++) {
    const y = x + 0.5; // not an integer step: x stays a double
    x = y;
  }
  return x;
}
console.log(halves(5), halves(3) * 2);

function twoDefs(n: number): number {
  let x = 1;
  let y = x + 1;
  for (let c = 0; c < n; c++) {
    x = y;
    y = x * 3; // y has two definitions: x = y is not a step
  }
  return x + y;
}
console.log(twoDefs(10), twoDefs(40));

function walk(next: number[], start: number): number {
  let at = start, hops = 0;
  while (at >= 0 && hops < 100) {
    const then = at + 1;
    at = next[at] < 0 ? -1 : then;
    hops++;
  }
  return hops;
}
console.log(walk([1, 1, 1, -1], 0), walk([-1], 0));
