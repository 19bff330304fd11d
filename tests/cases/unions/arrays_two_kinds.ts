// A union of two array types: declared, assigned from each member, indexed,
// measured, compared, printed and narrowed by its elements.
type Column = number[] | string[];

function describe(col: Column): string {
  if (col.length === 0) return "empty";
  const head = col[0];
  return typeof head === "number" ? `numbers starting at ${head}` : `strings starting with ${head}`;
}
function sum(col: Column): number {
  let s = 0;
  for (let i = 0; i < col.length; i++) {
    const v = col[i];
    if (typeof v === "number") s += v;
    else s += v.length;
  }
  return s;
}

let c: Column = [3, 1, 2];
console.log(describe(c), sum(c), c.length, c);
c = ["ab", "c"];
console.log(describe(c), sum(c), c.length, c);
const cols: Column[] = [[1, 2], ["x"], [], [0.5]];
for (const col of cols) console.log(describe(col), sum(col), `${col}`, String(col), JSON.stringify(col));
const same = cols[0];
console.log(same === cols[0], cols[0] === cols[1], cols.indexOf(same));
const byName = new Map<string, Column>();
byName.set("ids", [7, 8]);
byName.set("names", ["ann", "bob"]);
for (const [k, v] of byName) console.log(k, v, describe(v));
console.log(byName);
