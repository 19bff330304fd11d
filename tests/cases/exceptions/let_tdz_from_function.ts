// A top-level let/const read or written by a function that runs before its
// declaration: Node throws a ReferenceError (temporal dead zone).
function show(): string {
  return `${a},${b},${n}`;
}
function bump(): void {
  n++;
}
function setN(): void {
  n = 5;
}
class K {
  get v(): number {
    return n * 2;
  }
}
const tryIt = (label: string, fn: () => unknown): void => {
  try {
    console.log(label, fn());
  } catch (e) {
    console.log(label, e instanceof ReferenceError, (e as Error).message);
  }
};
tryIt("show", show);
tryIt("bump", bump);
tryIt("setN", setN);
tryIt("getter", () => new K().v);
const { a, b }: { a: number; b: string } = { a: 1, b: "x" };
let n: number = 3;
tryIt("show", show);
bump();
tryIt("getter", () => new K().v);
setN();
tryIt("show", show);
const self: number = (() => {
  try {
    return self + 1;
  } catch (e) {
    console.log((e as Error).message);
    return -1;
  }
})();
console.log(self);
