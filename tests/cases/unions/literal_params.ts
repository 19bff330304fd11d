// String and number literal types in parameters, returns and properties.
type Align = "left" | "center" | "right";
type Size = 1 | 2 | 4 | 8;

function align(text: string, width: number, how: Align): string {
  const space = Math.max(0, width - text.length);
  if (how === "left") return text + " ".repeat(space);
  if (how === "right") return " ".repeat(space) + text;
  const l = Math.floor(space / 2);
  return " ".repeat(l) + text + " ".repeat(space - l);
}

function bytes(n: number, size: Size): number { return n * size; }

interface Column { title: string; width: number; align: Align }
const cols: Column[] = [
  { title: "name", width: 10, align: "left" },
  { title: "qty", width: 6, align: "right" },
  { title: "note", width: 12, align: "center" },
];
const rows: string[][] = [["apple", "3", "fresh"], ["kiwi", "12", "ripe"], ["fig", "100", "dried"]];
console.log(cols.map((c) => align(c.title, c.width, c.align)).join("|"));
for (const r of rows) console.log(r.map((v, i) => align(v, cols[i].width, cols[i].align)).join("|"));
console.log(bytes(10, 4), bytes(3, 8));

function opposite(a: Align): Align {
  return a === "left" ? "right" : a === "right" ? "left" : "center";
}
const al: Align[] = ["left", "center", "right"];
console.log(al.map(opposite));
let current: Align = "left";
current = opposite(current);
console.log(current, current.length);
const t: true = true;
const yes: boolean = t;
console.log(t, yes);
