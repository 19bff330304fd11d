// Nesting beyond depth 2 prints [Object], [Array] or [ClassName].
console.log({ a: { b: { c: { d: 1 } } } });
console.log({ a: { b: { c: [1, 2] } } });
console.log({ a: { b: { c: {} } } });
console.log({ a: { b: { c: [] } } });
console.log([[[[1]]]], [[[[]]]], [[[{}]]]);
console.log([[[{ x: 1 }]]]);
console.log({ level0: { level1: { level2: { level3: { level4: 1 } } } } });

class Node2 {
  constructor(public v: number, public next: Node2 | null) {}
}
const list = new Node2(1, new Node2(2, new Node2(3, new Node2(4, null))));
console.log(list);
console.log({ wrap: list });
console.log([list]);

// Several values at the limit in one object.
console.log({ a: { b: { c: { x: 1 }, d: [1], e: 5, f: "s", g: null, h: new Node2(0, null) } } });

// Depth is counted from each console.log argument separately.
const deep = { l1: { l2: { l3: { l4: "x" } } } };
console.log(deep.l1, deep.l1.l2, deep);
