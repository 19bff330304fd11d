// One property access site reading objects of many shapes: the property at
// the same slot in some (read without asking the runtime), at another slot
// or in another representation in others, optional and absent, on classes
// and on object literals.
type Item =
  | { tag: "n"; v: number }
  | { tag: "s"; v: string }
  | { v: number; tag: "m"; extra: boolean }
  | { tag: "o"; v?: number };

function describe(items: Item[]): string {
  const out: string[] = [];
  for (const it of items) out.push(`${it.tag}:${it.v}`);
  return out.join(" ");
}

const items: Item[] = [];
for (let i = 0; i < 12; i++) {
  switch (i % 5) {
    case 0: items.push({ tag: "n", v: i }); break;
    case 1: items.push({ tag: "s", v: "s" + i }); break;
    case 2: items.push({ v: i * 10, tag: "m", extra: i > 5 }); break;
    case 3: items.push({ tag: "o" }); break;
    default: items.push({ tag: "o", v: -i }); break;
  }
}
console.log(describe(items));
console.log(describe(items.slice().reverse()));

interface Named { name: string; weight: number }
class A implements Named { constructor(public name: string, public weight: number) {} }
class B implements Named { constructor(public weight: number, public name: string) {} }
class C implements Named { id = 7; name = "c"; weight = 0.5; }
const named: Named[] = [new A("a", 1), new B(2, "b"), new C(), { name: "lit", weight: 4 }, { weight: 5, name: "lit2" }];
let total = 0;
const names: string[] = [];
for (let r = 0; r < 3; r++)
  for (const n of named) {
    total += n.weight;
    names.push(n.name);
  }
console.log(total, names.join(","));

// a JSON-made object (a run-time shape) through the same kind of site
const parsed = JSON.parse('[{"name":"j","weight":9},{"weight":10,"name":"k"}]') as Named[];
for (const n of [...named, ...parsed]) names.push(`${n.name}=${n.weight}`);
console.log(names.slice(15).join(" "));
