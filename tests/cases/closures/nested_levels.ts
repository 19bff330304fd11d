// Closures nested three levels deep, each capturing variables from every level.
function level1(a: number) {
  let hits1 = 0;
  return (b: number) => {
    let hits2 = 0;
    hits1++;
    return (c: number) => {
      hits1++;
      hits2++;
      return `a=${a} b=${b} c=${c} sum=${a + b + c} hits1=${hits1} hits2=${hits2}`;
    };
  };
}

const l2 = level1(1);
const l3a = l2(10);
const l3b = l2(20);
console.log(l3a(100));
console.log(l3a(200));
console.log(l3b(300));
console.log(l3a(400));

// Each call of the outer function creates fresh bindings.
function makeTwo(): (() => number)[] {
  let n = 0;
  return [() => ++n, () => n * 100];
}
const p = makeTwo();
const q = makeTwo();
p[0]();
p[0]();
q[0]();
console.log(p[1](), q[1]());

// A closure modifying a variable two scopes up.
function outer(): string {
  let log = "";
  function middle(tag: string) {
    return (x: number) => {
      log += tag + x + ";";
    };
  }
  const m1 = middle("m");
  const m2 = middle("n");
  m1(1);
  m2(2);
  m1(3);
  return log;
}
console.log(outer());

// Closures capturing block-scoped variables of an enclosing loop and function.
function grid(n: number): (() => string)[] {
  const fns: (() => string)[] = [];
  const base = "g" + n;
  for (let i = 0; i < n; i++) {
    const row = i * n;
    for (let j = 0; j < n; j++) {
      if (i === j) fns.push(() => `${base}:${row + j}`);
    }
  }
  return fns;
}
console.log(grid(3).map((f) => f()).join(" "), grid(1).map((f) => f()).join(" "));

// Deeply nested functions returning through all levels.
const add = (a: number) => (b: number) => (c: number) => (d: number) => a * 1000 + b * 100 + c * 10 + d;
const partial = add(1)(2);
console.log(partial(3)(4), partial(9)(9), add(0)(0)(0)(7));
