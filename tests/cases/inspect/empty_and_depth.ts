// Empty objects and arrays at and beyond the depth limit, and mixed nesting.
console.log({ a: { b: { c: {}, d: [], e: [{}], f: [[]] } } });
console.log([[[], {}, [[]]]]);
console.log([{ a: [{ b: [{ c: 1 }] }] }]);
console.log({ x: [{ y: [] }], z: [[{ w: {} }]] });
class E {}
class F {
  e = new E();
  list: E[] = [];
}
console.log({ one: { two: { f: new F(), e: new E() } } });
console.log([[[new F()]]], [[[new E()]]]);
