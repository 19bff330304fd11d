// Holes (elisions) in array literals: printing, reads, length, and how the
// array methods treat them (forEach/map/filter skip, join and includes see undefined).
const a = [1, , 3];
console.log(a);
console.log(a.length, a[1], a[1] === undefined);
const b = [, "x", , "y", ,];
console.log(b, b.length);
const c = [, , ,];
console.log(c, c.length);
const d = [1, 2, ,];
console.log(d, d.length);

let visited = 0;
a.forEach(() => visited++);
console.log("forEach visited", visited);
console.log(a.map((x) => (x === undefined ? -1 : x * 10)));
console.log(a.filter((x) => x !== undefined));
console.log(a.join("|"), b.join("|"));
console.log(a.includes(undefined), a.indexOf(undefined));

a[1] = 2;
console.log(a, a.reduce((s: number, x) => s + (x ?? 0), 0));

const row: (string | undefined)[] = ["id", , "name", , , "email"];
for (let i = 0; i < row.length; i++) {
  const cell = row[i];
  console.log(i, cell === undefined ? "(empty)" : cell.toUpperCase());
}
const sparse = [{ id: 1 }, , { id: 3 }];
console.log(sparse);
console.log(sparse.map((o) => (o ? o.id : 0)));
const copy = a.slice();
console.log(copy, [...b]);
