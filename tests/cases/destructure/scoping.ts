// Where destructured names live: module globals, loop initializers,
// variables that nested functions capture, constructor rest parameters.
class Vec {
  xs: number[];
  constructor(...xs: number[]) {
    this.xs = xs;
  }
}
console.log(new Vec(1, 2, 3).xs, new Vec().xs.length);

// Top-level names assigned from functions.
let [prev, cur] = [0, 1];
function step(): void {
  [prev, cur] = [cur, prev + cur];
}
for (let i = 0; i < 10; i++) step();
console.log(prev, cur);

// A for-loop initializer.
for (let [lo, hi] = [0, 5]; lo < hi; lo++, hi--) console.log(lo, hi);

// Names used by nested function declarations and closures.
function outer(): number {
  const { a, b } = { a: 1, b: 2 };
  function inner(): number {
    return a + b;
  }
  return inner();
}
console.log(outer());
function adder(): () => number {
  const [p, q] = [10, 20];
  const r = sum();
  function sum(): () => number {
    return () => p + q;
  }
  return r;
}
console.log(adder()());

// Patterns over unions of object types take the common properties.
interface Cat {
  kind: "cat";
  name: string;
  lives: number;
}
interface Dog {
  kind: "dog";
  name: string;
  good: boolean;
}
const pets: (Cat | Dog)[] = [
  { kind: "cat", name: "tom", lives: 9 },
  { kind: "dog", name: "rex", good: true },
];
for (const { kind, name } of pets) console.log(kind, name);
const described = pets.map(({ name, kind }) => `${name} the ${kind}`);
console.log(described);
