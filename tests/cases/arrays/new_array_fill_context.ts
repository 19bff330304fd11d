// new Array(n).fill(x) takes the element type of the array it is declared
// as when x fits it (tsc types it any[]): padding cells with null, a wider
// union, literal members.
const offset = 3;
const cells: (number | null)[] = new Array(offset).fill(null);
for (let d = 1; d <= 4; d++) cells.push(d);
console.log(cells, cells.filter((c): c is number => c !== null).reduce((a, b) => a + b, 0));
type Mark = "x" | "o" | "-";
const row: Mark[] = new Array(3).fill("-");
row[1] = "x";
console.log(row.join(""));
const maybe: (string | undefined)[] = new Array(2).fill(undefined);
maybe[0] = "set";
console.log(maybe, maybe.map((m) => m ?? "unset"));
const grid: number[][] = new Array(2).fill([]);
console.log(grid, new Array(2).fill(0));
