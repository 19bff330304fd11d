// Generic arrow functions and function expressions held in consts.
const pairUp = <A, B>(a: A, b: B): { a: A; b: B } => ({ a, b });
const firstOr = <T,>(xs: T[], fallback: T): T => (xs.length > 0 ? xs[0] : fallback);
const compose = function <A, B, C>(f: (a: A) => B, g: (b: B) => C): (a: A) => C {
  return (a) => g(f(a));
};
const times = <T,>(n: number, f: (i: number) => T): T[] => {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(f(i));
  return out;
};

console.log(pairUp(1, "x"), pairUp([true], null));
console.log(firstOr([], 9), firstOr(["a"], "z"), firstOr<number>([3, 4], 0));
const lenThenDouble = compose((s: string) => s.length, (n: number) => n * 2);
console.log(lenThenDouble("hello"), compose((n: number) => n + 1, (n: number) => "#" + n)(9));
console.log(times(4, (i) => i * i), times(3, (i) => "r" + i), times(2, (i) => i % 2 === 0));

function outer(k: number): number[] {
  const scale = <T,>(xs: T[], f: (x: T) => number): number[] => xs.map((x) => f(x) * k);
  return scale([1, 2, 3], (x) => x).concat(scale(["ab", "c"], (s) => s.length));
}
console.log(outer(10), outer(2));
