// An object stays on one line only if its innermost nesting is shallow enough.
console.log({ a: { b: { c: 1 } } });
console.log({ a: { b: { c: { d: 1 } } } });
console.log({ a: 1, b: { c: { d: 2 } } });
console.log({ a: { b: { c: {} } }, z: 1 });
console.log({ z: 1, a: { b: { c: {} } } });
console.log([[[1, 2]], [3]]);
console.log([[[[1, 2]]], [3]]);
console.log([{ a: [{ b: 1 }] }]);
console.log({ x: [[1]], y: 2 });
console.log({ x: [[[1]]], y: 2 });

class Box {
  constructor(public inner: Box | null, public v: number) {}
}
console.log(new Box(null, 1));
console.log(new Box(new Box(null, 1), 2));
console.log(new Box(new Box(new Box(null, 1), 2), 3));
console.log(new Box(new Box(new Box(new Box(null, 1), 2), 3), 4));
