// Function declarations, hoisting, void functions and early returns.
console.log(square(12), cube(3));
function square(x: number): number {
  return x * x;
}
function cube(x: number): number {
  return x * square(x);
}
function log(msg: string): void {
  console.log("[log]", msg);
}
function noReturn(): void {
  return;
}
function sign(x: number): string {
  if (x > 0) return "+";
  if (x < 0) return "-";
  return "0";
}
log("hello");
console.log(noReturn(), log("returns undefined"));
console.log(sign(5), sign(-5), sign(0), sign(NaN));
function hyp(a: number, b: number): number {
  const aa: number = square(a);
  const bb: number = square(b);
  return Math.sqrt(aa + bb);
}
console.log(hyp(3, 4), hyp(5, 12), hyp(1, 1));
function many(a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number, i: number): number {
  return a - b + c - d + e - f + g - h + i * 1000;
}
console.log(many(1, 2, 3, 4, 5, 6, 7, 8, 9));
