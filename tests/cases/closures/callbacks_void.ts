// Functions whose results are ignored through void-returning function types.
type Visitor = (x: number, i: number) => void;

function each(xs: number[], v: Visitor): void {
  for (let i = 0; i < xs.length; i++) v(xs[i], i);
}

const collected: number[] = [];
// push returns the new length, but the Visitor type says void.
each([3, 1, 4], (x) => collected.push(x * 2));
console.log(collected.join(","));

let sum = 0;
each([1, 2, 3, 4], (x, i) => (sum += x * i));
console.log(sum);

// A function that returns a value used where void is expected keeps working normally.
function logAndReturn(x: number, i: number): number {
  collected.push(-x);
  return x + i;
}
each([7, 8], logAndReturn);
console.log(collected.join(","), logAndReturn(1, 1));

// Callbacks with fewer parameters than the function type provides.
const onlyFirst: Visitor = (x) => {
  sum -= x;
};
each([1, 1, 1], onlyFirst);
const noParams: Visitor = () => {
  sum *= 2;
};
each([0, 0], noParams);
console.log(sum);

// forEach returns undefined.
const r = [1, 2, 3].forEach((x) => x * 2);
console.log(r, typeof r);

// Calling a void function in an expression position yields undefined.
function nothing(): void {}
const u = nothing();
console.log(u, u === undefined, [nothing(), nothing()].length);
