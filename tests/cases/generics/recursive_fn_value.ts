// A generic function passed as a value inside its own body (children.map(depth)).
type Tree<T> = { value: T; children: Tree<T>[] };
function depth<T>(t: Tree<T>): number { return 1 + Math.max(0, ...t.children.map(depth)); }
function flatten<T>(t: Tree<T>): T[] { return [t.value, ...t.children.flatMap(flatten)]; }
function count<T>(t: Tree<T>): number { return t.children.map(count).reduce((a, b) => a + b, 1); }
const tree: Tree<string> = { value: "root", children: [{ value: "a", children: [{ value: "a1", children: [] }] }, { value: "b", children: [] }] };
console.log(depth(tree), flatten(tree), count(tree));
const nums: Tree<number> = { value: 1, children: [{ value: 2, children: [] }] };
console.log(depth(nums), flatten(nums).map((x) => x * 10), count(nums));
