// Groups records by a key into a Map of arrays.
interface Person {
  name: string;
  city: string;
  age: number;
}

const people: Person[] = [
  { name: "Ann", city: "Oslo", age: 31 },
  { name: "Bob", city: "Lima", age: 25 },
  { name: "Cid", city: "Oslo", age: 47 },
  { name: "Dee", city: "Rome", age: 19 },
  { name: "Eve", city: "Lima", age: 38 },
];

function groupBy(items: Person[], key: (p: Person) => string): Map<string, Person[]> {
  const groups = new Map<string, Person[]>();
  for (const it of items) {
    const k = key(it);
    let g = groups.get(k);
    if (g === undefined) {
      g = [];
      groups.set(k, g);
    }
    g.push(it);
  }
  return groups;
}

const byCity = groupBy(people, (p) => p.city);
for (const [city, list] of byCity) {
  const names = list.map((p) => p.name).join(", ");
  const avg = list.reduce((s, p) => s + p.age, 0) / list.length;
  console.log(`${city}: ${names} (avg age ${avg.toFixed(1)})`);
}
const byDecade = groupBy(people, (p) => `${Math.floor(p.age / 10) * 10}s`);
console.log(byDecade);
const oslo = byCity.get("Oslo");
console.log(oslo !== undefined ? oslo.length : 0, byCity.has("Paris"));
