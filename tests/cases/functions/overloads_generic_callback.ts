// A callback that does not fit an earlier generic overload (n: number where
// that one passes a string) is tried against it on the side: that trial must
// leave no ill-typed function behind (it was an internal error: invalid typed IR).
function red<T>(xs: T[], f: (a: T, b: T) => T): T | undefined;
function red<T, A>(xs: T[], f: (a: A, b: T) => A, init: A): A;
function red(xs: any[], f: (a: any, b: any) => any, init?: any): any {
  return init === undefined ? xs.reduce(f) : xs.reduce(f, init);
}
console.log(red(["a", "bb"], (n: number, s) => n + s.length, 0));
console.log(red(["a", "bb"], (n, s) => n * s.length + 1, 1));
console.log(red(["a", "bb"], (n: number, s: string) => { const q: number = n; return q + s.length; }, 0));
console.log(red([1, 2, 3], (a, b) => a - b), red(["x"], (a, b) => a + b));
console.log(red<number, string>([1, 2], (a, b) => a + b, ">"));
