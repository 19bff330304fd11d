// Object literals: creation, property reads and writes, nested literals.
const p = { x: 3, y: 4 };
console.log(p.x, p.y, Math.hypot(p.x, p.y));
p.x = 6;
p.y += 4;
console.log(p.x, p.y, Math.hypot(p.x, p.y));

const person = { name: "Ada", born: 1815, alive: false };
console.log(`${person.name} was born in ${person.born}; alive: ${person.alive}`);
person.name = person.name.toUpperCase();
console.log(person.name, person.name.length);

const box = { label: "crate", size: { w: 2, h: 3, d: 4 }, tags: ["heavy", "wood"] };
console.log(box.size.w * box.size.h * box.size.d, box.tags.length, box.tags.join("+"));
box.size.h = 10;
box.tags.push("tall");
console.log(box.size.w * box.size.h * box.size.d, box.tags.join("+"));

// Property values of each primitive kind.
const mixed = { n: -0.5, s: "", b: true, nul: null, big: 1e21 };
console.log(mixed.n, quote(mixed.s), mixed.b, mixed.nul, mixed.big);

function quote(s: string): string {
  return '"' + s + '"';
}

// Objects are values: a function reads fields of its argument.
function area(r: { w: number; h: number }): number {
  return r.w * r.h;
}
console.log(area({ w: 2, h: 7 }), area(box.size));

// An object in a const binding is still mutable.
const counter = { count: 0 };
for (let i = 0; i < 5; i++) counter.count += i;
console.log(counter.count);

// Property assignment is an expression with a value.
let last = 0;
last = counter.count = 100;
console.log(last, counter.count);
