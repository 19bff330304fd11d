// A freshly built string[] or number[] (slice, concat, split, filter, map,
// Array.from, a spread, a Set's values) passed or returned where an array
// of a union element type is expected.
type Cell = string | number;
type Row = Cell[];

function renderRow(cells: Row): string {
  return cells.map((c) => (typeof c === "number" ? c.toFixed(1) : c.padEnd(6))).join("|");
}

const header: string[] = ["name", "qty", "price"];
const items = [
  { name: "apple", qty: 3, price: 0.5 },
  { name: "pear", qty: 10, price: 0.75 },
];

console.log(renderRow(header.slice()));
console.log(renderRow(header.map((h) => h.toUpperCase())));
console.log(renderRow(header.filter((h) => h !== "qty")));
console.log(renderRow([...header]));
console.log(renderRow("a,b,c".split(",")));
console.log(renderRow(header.concat(["total"])));
console.log(renderRow(Array.from(new Set(header))));
for (const it of items) console.log(renderRow([it.name, it.qty, it.price]));

function totals(): Row {
  return items.map((it) => it.qty * it.price);
}
console.log(renderRow(totals()));

type Dir = "north" | "south" | "east" | "west";
function countDirs(ds: readonly Dir[]): number {
  return ds.length;
}
console.log(countDirs(["north", "east"]));

function pad(rows: Cell[][]): Cell[][] {
  return rows.map((r) => [...r, ""]);
}
const table: Cell[][] = [header.map((h) => h), [1, 2, 3]];
console.log(pad(table));

const picked: Cell[] = items.length > 1 ? items.map((it) => it.name) : [0];
picked.push(42);
console.log(picked);

const ids: (number | null)[] = [3, 1, 2].sort((a, b) => a - b).slice(0, 2);
ids.push(null);
console.log(ids);
