// Functions returning `T | undefined` and `T | null`, narrowed by checks.
interface Book {
  title: string;
  year: number;
  author: string;
}
const shelf: Book[] = [
  { title: "Dune", year: 1965, author: "Herbert" },
  { title: "Neuromancer", year: 1984, author: "Gibson" },
  { title: "Hyperion", year: 1989, author: "Simmons" },
  { title: "Foundation", year: 1951, author: "Asimov" },
];

function byTitle(t: string): Book | undefined {
  for (const b of shelf) if (b.title === t) return b;
  return undefined;
}

function oldestAfter(year: number): Book | null {
  let best: Book | null = null;
  for (const b of shelf) {
    if (b.year <= year) continue;
    if (best === null || b.year < best.year) best = b;
  }
  return best;
}

for (const t of ["Dune", "Ubik", "Hyperion"]) {
  const b = byTitle(t);
  if (b !== undefined) console.log(t, "->", b.author, b.year);
  else console.log(t, "-> not found", b);
}
for (const y of [1900, 1960, 1985, 2000]) {
  const b = oldestAfter(y);
  console.log(y, b === null ? "none" : b.title, b === null);
}

// A variable that moves between null and objects.
let cur: Book | null = null;
let steps = 0;
for (const b of shelf) {
  if (cur === null || b.year > cur.year) {
    cur = b;
    steps++;
  }
}
console.log(cur === null ? "?" : cur.title, steps);

// Optional results compared directly.
const x = byTitle("Dune");
const y = byTitle("Dune");
const z = byTitle("nope");
console.log(x === y, x === z, z === undefined, z !== undefined);

// A union of object and undefined in an array.
const picks: (Book | undefined)[] = [byTitle("Foundation"), byTitle("Solaris"), shelf[1]];
let found = 0;
for (const p of picks) if (p !== undefined) found += p.year;
console.log(found, picks.length, picks[1]);
