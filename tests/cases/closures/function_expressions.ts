// Function expressions: anonymous, named (self-recursive), IIFEs.
const square = function (x: number): number {
  return x * x;
};
const fact = function f(n: number): number {
  return n <= 1 ? 1 : n * f(n - 1);
};
console.log(square(12), fact(10), fact(1), fact(20));

// A recursive arrow referring to its own const binding.
const fib = (n: number): number => (n < 2 ? n : fib(n - 1) + fib(n - 2));
console.log(fib(20), [0, 1, 2, 3, 4, 5, 6].map(fib).join(" "));

// Immediately invoked function expressions.
const table = (function () {
  const t: number[] = [];
  for (let i = 0; i < 6; i++) t.push(i * i * i);
  return t;
})();
console.log(table.join(","));
const answer = ((a: number, b: number) => a * b)(6, 7);
console.log(answer);

// An IIFE creating a private counter module.
const ids = (() => {
  let next = 0;
  return {
    take(): number {
      return next++;
    },
    peek(): number {
      return next;
    },
  };
})();
console.log(ids.take(), ids.take(), ids.peek(), ids.take());

// Mutual recursion between local functions declared later (hoisting).
function parity(n: number): string {
  return isEven(n) ? "even" : "odd";
  function isEven(k: number): boolean {
    return k === 0 ? true : isOdd(k - 1);
  }
  function isOdd(k: number): boolean {
    return k === 0 ? false : isEven(k - 1);
  }
}
console.log(parity(10), parity(7), parity(0));

// Function expression with default parameter depending on a captured variable.
let unit = "cm";
const fmt = function (v: number, u: string = unit): string {
  return v + u;
};
console.log(fmt(3), fmt(3, "in"));
unit = "mm";
console.log(fmt(3));

// Functions returned from a conditional expression.
function chooser(neg: boolean): (x: number) => number {
  return neg ? (x) => -x : function (x) {
    return x;
  };
}
console.log(chooser(true)(5), chooser(false)(5));
