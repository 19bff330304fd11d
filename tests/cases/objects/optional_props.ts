// Optional properties: absent, present, explicitly undefined.
interface Options {
  name: string;
  width?: number;
  height?: number;
  title?: string;
}

function area(o: Options): number {
  const w = o.width === undefined ? 1 : o.width;
  const h = o.height !== undefined ? o.height : 1;
  return w * h;
}

function show(o: Options): string {
  let s = o.name + ":";
  if (o.width !== undefined) s += " w=" + o.width;
  if (o.height !== undefined) s += " h=" + o.height;
  if (o.title === undefined) s += " (untitled)";
  else s += " '" + o.title + "'";
  return s;
}

const a: Options = { name: "a" };
const b: Options = { name: "b", width: 3 };
const c: Options = { name: "c", width: 2, height: 5, title: "box" };
const d: Options = { name: "d", width: undefined, height: 0 };
for (const o of [a, b, c, d]) console.log(show(o), area(o));

// Reading an absent optional property gives undefined.
console.log(a.width, a.title, typeof a.height);
console.log(a.width === undefined, d.width === undefined, d.height === undefined);

// Assigning an optional property later, then clearing it.
a.width = 10;
console.log(show(a), area(a));
a.width = undefined;
console.log(show(a), area(a));
a.title = "late";
console.log(show(a));

// Absent vs explicitly undefined differ when printed.
const e: Options = { name: "e" };
const f: Options = { name: "f", title: undefined };
console.log(e);
console.log(f);
e.height = 4;
console.log(e);

// Optional properties of object type.
interface Tree {
  value: number;
  left?: Tree;
  right?: Tree;
}
function sum(t: Tree | undefined): number {
  if (t === undefined) return 0;
  return t.value + sum(t.left) + sum(t.right);
}
const t: Tree = { value: 1, left: { value: 2, right: { value: 4 } }, right: { value: 3 } };
const r = t.right;
console.log(sum(t), sum(t.left), sum(r), r === undefined ? -1 : sum(r.left));
