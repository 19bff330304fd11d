// Cycles and shared objects under JSON.stringify of statically typed values:
// a cycle may close through a recursive type or through properties the
// static type does not mention; either way Node throws a TypeError.
interface Item { name: string; qty: number }
interface Wrapper { label: string; item: Item; items: Item[] }
interface Tree { label: string; children: Tree[]; parent?: Tree }

function attempt(what: string, f: () => string | undefined): void {
  try {
    console.log(what + ": " + f());
  } catch (e) {
    const err = e as Error;
    console.log(what + ": " + err.name + " " + (err instanceof TypeError) + " " + err.message.split("\n")[0]);
  }
}

// the same object twice is not a cycle
const shared: Item = { name: "shared", qty: 1 };
const twice: Wrapper = { label: "twice", item: shared, items: [shared, shared] };
attempt("shared", () => JSON.stringify(twice));

// a recursive type: a deep tree, then a cycle through `children`
function build(depth: number, label: string): Tree {
  const t: Tree = { label, children: [] };
  if (depth > 0) for (let i = 0; i < 2; i++) t.children.push(build(depth - 1, label + i));
  return t;
}
const tree = build(3, "r");
attempt("tree", () => JSON.stringify(tree));
const leaf = tree.children[1].children[0].children[1];
leaf.children.push(tree);
attempt("tree cycle", () => JSON.stringify(tree));
leaf.children.pop();
attempt("tree again", () => JSON.stringify(tree).length.toString());
leaf.parent = tree.children[1];
attempt("tree parent link", () => JSON.stringify(tree));

// a cycle through a property the static type does not have
const back = { name: "back", qty: 2, owner: null as Wrapper | null };
const w: Wrapper = { label: "w", item: back, items: [] };
attempt("before", () => JSON.stringify(w));
back.owner = w;
attempt("extra property", () => JSON.stringify(w));
attempt("extra property in array", () => JSON.stringify([w] as Wrapper[]));
attempt("indented", () => JSON.stringify(w, null, 2));

// a class instance whose extra field closes the circle
class Part implements Item {
  parentList: Part[] = [];
  constructor(public name: string, public qty: number) {}
}
const part = new Part("p", 3);
const list: Item[] = [part];
attempt("class before", () => JSON.stringify(list));
part.parentList.push(part);
attempt("class cycle", () => JSON.stringify(list));

// a cycle deep in an array element of an otherwise typed structure
const inner: Item[] = [{ name: "a", qty: 1 }];
const holder = { name: "holder", qty: 0, arr: inner };
const deep: Wrapper = { label: "deep", item: shared, items: [holder] };
attempt("deep before", () => JSON.stringify(deep));
inner.push(holder);
attempt("deep cycle", () => JSON.stringify(deep));
console.log("done");
