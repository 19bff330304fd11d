// One generic function used with several instantiations in one program.
function identity<T>(x: T): T {
  return x;
}
function repeat<T>(x: T, n: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(x);
  return out;
}
function last<T>(xs: T[]): T | undefined {
  return xs.length ? xs[xs.length - 1] : undefined;
}
function swap<A, B>(a: A, b: B): string {
  return String(b) + " " + String(a);
}
function count<T>(xs: T[], pred: (x: T) => boolean): number {
  let n = 0;
  for (const x of xs) if (pred(x)) n++;
  return n;
}

console.log(identity(42), identity("str"), identity(true), identity(null), identity(undefined));
console.log(identity<number>(1.5), identity<string>("explicit"));
console.log(repeat("ab", 3), repeat(7, 2), repeat(false, 1), repeat([1], 2));
console.log(last([1, 2, 3]), last(["x", "y"]), last<boolean>([]));
console.log(swap(1, "one"), swap("a", false));
console.log(count([1, 2, 3, 4, 5, 6], (x) => x % 3 === 0), count(["a", "bb", "ccc"], (s) => s.length > 1));
const fns: ((x: number) => number)[] = [(x) => x + 1, (x) => x * 2];
console.log(identity(fns).length, identity(fns)[1](21));
const obj = identity({ name: "k", size: 3 });
console.log(obj.name, obj.size, obj);
console.log(identity(identity(identity(7))));
