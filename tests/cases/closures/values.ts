// Functions passed to and returned from functions, composing closures.
function compose(f: (x: number) => number, g: (x: number) => number): (x: number) => number {
  return (x: number) => f(g(x));
}
function twice(f: (x: number) => number): (x: number) => number {
  return compose(f, f);
}
const inc = (x: number): number => x + 1;
const dbl = (x: number): number => x * 2;
console.log(compose(inc, dbl)(5), compose(dbl, inc)(5), twice(twice(inc))(0));

function curry(a: number): (b: number) => (c: number) => number {
  return (b: number) => (c: number) => a * 100 + b * 10 + c;
}
console.log(curry(1)(2)(3), curry(9)(8)(7));

function apply(n: number, f: (i: number) => void): void {
  for (let i = 0; i < n; i++) f(i);
}
let sum = 0;
apply(5, (i: number) => {
  sum += i;
});
console.log(sum);

function memoize(f: (x: number) => number): (x: number) => number {
  const seen: number[] = [];
  let hits = 0;
  return (x: number): number => {
    if (seen[x] !== undefined) {
      hits++;
      console.log("hit", x, hits);
      return seen[x];
    }
    const v = f(x);
    seen[x] = v;
    return v;
  };
}
const sq = memoize((x: number) => x * x);
console.log(sq(4), sq(4), sq(5), sq(4));

const greeters: ((name: string) => string)[] = [];
for (const g of ["Hello", "Hi"]) greeters.push((name: string) => `${g}, ${name}!`);
console.log(greeters[0]("Ann"), greeters[1]("Bob"));
console.log(typeof inc, typeof greeters[0]);
