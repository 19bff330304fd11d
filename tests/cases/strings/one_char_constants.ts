// One-character strings from everywhere compared with one-character
// literals: characters of the input, split, spread, String.fromCharCode,
// case changes, concatenation, slices, JSON, object keys read at run time.
type Cell = "#" | "." | "O";
const rows = "#.O\n.O#\nO#.".split("\n");
let walls = 0, rocks = 0, spaces = 0;
for (const row of rows)
  for (const c of [...row]) {
    if (c === "#") walls++;
    else if (c === "O") rocks++;
    else if (c === ".") spaces++;
  }
console.log(walls, rocks, spaces);

const made: string[] = [
  String.fromCharCode(35), "A".toLowerCase(), "a".toUpperCase(), "" + "#", "x#y".slice(1, 2), "##".substring(1),
  JSON.parse('"#"'), "é", "€", "#".repeat(1), ["#", "."].join("").charAt(0), `${"#"}`, "\u00e9", "\u20ac", String(7),
];
for (const m of made)
  console.log(JSON.stringify(m), m === "#", m === "a", m === "A", m === "é", m === "€", m === "7", m.length, m < "$", m > "\"");

const seen = new Map<string, number>();
for (const s of ["#", ".", String.fromCharCode(35), "#".concat(""), "O"]) seen.set(s, (seen.get(s) ?? 0) + 1);
console.log([...seen.entries()]);

const set = new Set<string>("hello world".split(""));
console.log(set.has("l"), set.has("z"), set.size);

function kind(c: string): string {
  switch (c) {
    case "+": return "plus";
    case "-": return "minus";
    case "é": return "e-acute";
    case "€": return "euro";
    default: return "other";
  }
}
console.log("+-é€?".split("").map(kind).join(" "), kind(String.fromCharCode(43)), kind("\u00e9"));

type Cat = "x" | "m" | "a" | "s";
const part: Record<Cat, number> = { x: 1, m: 2, a: 3, s: 4 };
let sum = 0;
for (const ch of "xmasxxs") sum += part[ch as Cat];
const keyed: Record<string, number> = {};
for (const ch of "abcab") keyed[ch] = (keyed[ch] ?? 0) + 1;
console.log(sum, keyed, Object.keys(part).filter((k) => k === "m" || k === "s"));

const cells: Cell[] = ["#", ".", "O"];
const grid: Cell[][] = [cells.slice(), cells.slice().reverse()];
grid[0][1] = "O";
console.log(grid.map((r) => r.join("")).join("/"), grid[1].indexOf("#"), grid[0].includes("."));
