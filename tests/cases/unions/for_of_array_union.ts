// for...of over a union of several array types reads the live array (an
// element pushed during the loop is visited, as in Node); the loop variable
// is the union of the element types.
type Col = number[] | string[];
type Rows = { id: number }[] | [string, number][];

function show(v: Col): string {
  const out: string[] = [];
  for (const x of v) out.push(typeof x === "number" ? (x * 2).toString() : x.toUpperCase());
  return out.join(",");
}
console.log(show([1, 2, 3]), show(["a", "b"]), show([]));

const grow: number[] = [1, 2];
const g: Col = grow;
let n = 0;
for (const x of g) {
  if (grow.length < 5) grow.push(Number(x) + 10);
  n++;
}
console.log(n, grow);

function ids(r: Rows): string {
  let s = "";
  for (const row of r) s += Array.isArray(row) ? row[0] + row[1] : String(row.id);
  return s;
}
const pairs: [string, number][] = [["a", 1], ["b", 2]];
console.log(ids([{ id: 1 }, { id: 2 }]), ids(pairs), ids([]));
for (const c of [[1], ["x", "y"]] as Col[]) for (const v of c) console.log(typeof v, v);
