// Counter closures share one variable per call of the factory, by reference.
function counter(start: number): () => number {
  let n = start;
  return () => {
    n += 1;
    return n;
  };
}
function pair(): (() => number)[] {
  let shared = 0;
  const inc = (): number => ++shared;
  const dec = (): number => --shared;
  return [inc, dec, () => shared];
}
const a = counter(0);
const b = counter(100);
console.log(a(), a(), b(), a(), b());
const p = pair();
p[0]();
p[0]();
p[1]();
console.log(p[2]());
const q = pair();
console.log(q[0](), q[0](), q[2](), p[2]());
let log = "";
function logger(prefix: string): (s: string) => void {
  let count = 0;
  return (s: string) => {
    count++;
    log += `${prefix}${count}:${s} `;
  };
}
const l1 = logger("x");
const l2 = logger("y");
l1("a");
l2("b");
l1("c");
console.log(log);
