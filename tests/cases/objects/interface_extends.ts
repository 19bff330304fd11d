// Interfaces extending interfaces; values flowing between them.
interface Entity {
  id: number;
}
interface Named extends Entity {
  name: string;
}
interface Timestamped {
  created: number;
  updated?: number;
}
interface Doc extends Named, Timestamped {
  body: string;
}

function ident(e: Entity): string {
  return "#" + e.id;
}
function label(n: Named): string {
  return ident(n) + " " + n.name;
}
function age(t: Timestamped, now: number): number {
  return now - (t.updated === undefined ? t.created : t.updated);
}

const d1: Doc = { id: 1, name: "readme", created: 100, body: "hello" };
const d2: Doc = { id: 2, name: "notes", created: 50, updated: 180, body: "a\nb" };
const docs: Doc[] = [d1, d2];
for (const d of docs) console.log(label(d), age(d, 200), d.body.length);

const named: Named[] = docs;
const entities: Entity[] = named;
entities[0].id = 10;
console.log(d1.id, named[0].id, label(named[0]));

// Interface with a method and an optional method-typed property.
interface Greeter extends Named {
  greet(other: Named): string;
  farewell?: (other: Named) => string;
}
const g1: Greeter = {
  id: 3,
  name: "g1",
  greet(other: Named): string {
    return this.name + " greets " + other.name;
  },
};
const g2: Greeter = {
  id: 4,
  name: "g2",
  greet: (other: Named) => "hi " + other.name,
  farewell: (other: Named) => "bye " + other.name,
};
for (const g of [g1, g2]) {
  const f = g.farewell;
  console.log(g.greet(d2), f === undefined ? "(no farewell)" : f(d1));
}
console.log(d2);
