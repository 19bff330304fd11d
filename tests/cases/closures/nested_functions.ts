// Function declarations inside functions: hoisted, capturing, recursive.
function solve(n: number): number {
  const memo: number[] = [];
  let calls = 0;
  const r = fib(n); // called before its declaration
  function fib(k: number): number {
    calls++;
    if (k < 2) return k;
    if (memo[k] !== undefined) return memo[k];
    const v = fib(k - 1) + fib(k - 2);
    memo[k] = v;
    return v;
  }
  return r * 1000 + calls;
}
console.log(solve(30));

function parity(n: number): string {
  function isEven(k: number): boolean {
    return k === 0 ? true : isOdd(k - 1);
  }
  function isOdd(k: number): boolean {
    return k === 0 ? false : isEven(k - 1);
  }
  return isEven(n) ? "even" : "odd";
}
console.log(parity(10), parity(7));

function scale(factor: number): number[] {
  const out: number[] = [];
  function emit(x: number): void {
    out.push(x * factor);
  }
  for (let i = 1; i <= 3; i++) emit(i);
  factor = 10;
  emit(1);
  return out;
}
console.log(scale(2).join(","));

function depth3(): number {
  let a = 1;
  function l1(): number {
    let b = 10;
    function l2(): number {
      const c = 100;
      const l3 = (): number => a + b + c;
      a++;
      b++;
      return l3();
    }
    return l2() + l2();
  }
  return l1();
}
console.log(depth3());

const fact = function f(n: number): number {
  return n <= 1 ? 1 : n * f(n - 1);
};
console.log(fact(12));

function withBlock(flag: boolean): number {
  let r = 0;
  if (flag) {
    function helper(): number {
      return r + 5;
    }
    r = 2;
    r = helper();
  }
  return r;
}
console.log(withBlock(true), withBlock(false));
