// Named and anonymous function expressions; a named one can call itself.
const fact = function f(n: number): number {
  return n <= 1 ? 1 : n * f(n - 1);
};
const anon = function (s: string): string {
  return s + s;
};
console.log(fact(10), fact(1), fact(0), anon("ab"));
let op: (a: number, b: number) => number = function (a: number, b: number): number {
  return a % b;
};
console.log(op(17, 5));
op = function (a: number, b: number): number {
  return a ** b;
};
console.log(op(2, 10));
function runTwice(cb: () => void): void {
  cb();
  cb();
}
let hits: number = 0;
runTwice(function (): void {
  hits++;
});
runTwice((): void => {
  hits += 10;
});
console.log(hits);
console.log(typeof fact, typeof anon("x"), typeof runTwice(() => {}));
