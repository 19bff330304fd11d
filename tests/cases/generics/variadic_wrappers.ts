// Rest parameters typed by a type parameter (A extends unknown[]): call, once, logged, memoize, debounce.
function call<A extends unknown[], R>(f: (...a: A) => R, ...args: A): R {
  return f(...args);
}
console.log(call((x: number, y: string) => y.repeat(x), 2, "ab"), call(() => 42), call<[number], number>((n) => n * 2, 21));

function once<A extends any[], R>(fn: (...args: A) => R): (...args: A) => R {
  let done = false;
  let result: R | undefined;
  return (...args: A): R => {
    if (!done) {
      done = true;
      result = fn(...args);
    }
    return result as R;
  };
}
const init = once((name: string, n: number) => `${name}:${n}`);
console.log(init("a", 1), init("b", 2));

function logged<A extends unknown[], R>(name: string, fn: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    console.log(`call ${name}`, args);
    const r = fn(...args);
    console.log(`${name} ->`, r);
    return r;
  };
}
const add = logged("add", (a: number, b: number) => a + b);
console.log(add(2, 3));
const greet = logged("greet", (who: string) => "hi " + who);
greet("bob");

function memoize<A extends [number], R>(fn: (...args: A) => R): (...args: A) => R {
  const cache = new Map<number, R>();
  return (...args: A): R => {
    const k = args[0];
    const hit = cache.get(k);
    if (hit !== undefined) return hit;
    const r = fn(...args);
    cache.set(k, r);
    return r;
  };
}
let calls = 0;
const sq = memoize((x: number) => { calls++; return x * x; });
console.log(sq(4), sq(4), sq(5), calls);

function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => void {
  let latest = 0;
  return (...args: A) => {
    const mine = ++latest;
    setTimeout(() => {
      if (mine === latest) fn(...args);
    }, ms);
  };
}
const d = debounce((s: string, n: number) => console.log("debounced", s, n), 5);
d("x", 1); d("y", 2); d("z", 3);

type P = Parameters<(a: number, b: string) => boolean>;
type RR = ReturnType<typeof add>;
const pp: P = [1, "x"];
const rr: RR = 5;
console.log(pp, rr);
function apply<F extends (...a: any[]) => any>(f: F, ...args: Parameters<F>): ReturnType<F> { return f(...args); }
