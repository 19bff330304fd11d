// Objects are references: aliases see each other's writes; === is identity.
interface Cell {
  v: number;
}
const a: Cell = { v: 1 };
const b = a;
const c: Cell = { v: 1 };
b.v = 2;
console.log(a.v, b.v, c.v);
console.log(a === b, a === c, a !== c, a.v === c.v + 1);

function bump(x: Cell): void {
  x.v += 10;
}
bump(a);
console.log(a.v, b.v);

// Reassigning a parameter does not affect the caller's object.
function replace(x: Cell): void {
  x = { v: -1 };
  x.v = -2;
}
replace(a);
console.log(a.v);

// An array of aliases of one object.
const same: Cell[] = [a, a, a];
same[0].v = 0;
for (let i = 0; i < same.length; i++) same[i].v++;
console.log(a.v, same.map((x) => x.v).join(","));

// Distinct objects from a loop.
const distinct: Cell[] = [];
for (let i = 0; i < 3; i++) distinct.push({ v: i });
distinct[1].v = 99;
console.log(distinct.map((x) => x.v).join(","), distinct[0] === distinct[1]);

// indexOf and includes compare objects by identity.
console.log(distinct.indexOf(distinct[2]), distinct.indexOf({ v: 2 }), same.includes(b), same.lastIndexOf(a));

// Swapping two fields through a helper.
const pair = { first: { v: 1 }, second: { v: 2 } };
function swap(p: { first: Cell; second: Cell }): void {
  const t = p.first;
  p.first = p.second;
  p.second = t;
}
const oldFirst = pair.first;
swap(pair);
console.log(pair.first.v, pair.second.v, pair.second === oldFirst);

// null vs an object.
let maybe: Cell | null = null;
console.log(maybe === null, maybe !== null);
maybe = a;
console.log(maybe === a, maybe === null, maybe.v);
