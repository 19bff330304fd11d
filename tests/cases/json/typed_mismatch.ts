// JSON.stringify of statically typed values (the compiler's typed
// serialiser): every value the static type admits but that does not have
// exactly the type's shape must print as Node prints it.
interface Item { name: string; qty: number; note?: string }
interface Order { id: number; items: Item[]; total: number; tags: string[]; paid: boolean | null }

function show(label: string, text: string | undefined): void {
  console.log(label + ": " + text);
}

// exactly the type's shape
const plain: Item = { name: "plain", qty: 1 };
show("plain", JSON.stringify(plain));

// a literal with extra properties, passed through a variable (structural typing)
const wide = { name: "wide", qty: 2, extra: true, nested: { deep: [1, 2] } };
const asItem: Item = wide;
show("extra", JSON.stringify(asItem));
show("extra in array", JSON.stringify([plain, asItem, plain] as Item[]));

// optional property absent, undefined, present, filled in later
const absent: Item = { name: "absent", qty: 3 };
const undef: Item = { name: "undef", qty: 4, note: undefined };
const present: Item = { name: "present", qty: 5, note: "here" };
const later: Item = { name: "later", qty: 6 };
later.note = "added";
show("optional", JSON.stringify([absent, undef, present, later]));

// numbers JSON cannot write: NaN and the infinities become null; -0 is 0
const odd: Item[] = [
  { name: "nan", qty: NaN },
  { name: "inf", qty: Infinity },
  { name: "-inf", qty: -Infinity },
  { name: "-0", qty: -0 },
  { name: "big", qty: 1e21 },
  { name: "small", qty: 1.5e-7 },
  { name: "third", qty: 1 / 3 },
];
show("numbers", JSON.stringify(odd));

// strings that need escaping, Latin-1 and wide text
const strs: Item[] = [
  { name: "quote \" back \\ slash", qty: 1 },
  { name: "ctl \n\r\t\b\f \u0001 \u001f \u007f", qty: 2 },
  { name: "latin é ü ÿ", qty: 3 },
  { name: "wide 日本 😀", qty: 4, note: "lone \ud800 surrogate" },
];
show("strings", JSON.stringify(strs));
show("wide only in a later element", JSON.stringify([plain, strs[3]]));

// class instances typed as the interface: the same fields, and more
class Stock implements Item {
  constructor(public name: string, public qty: number) {}
  describe(): string { return this.name + " x" + this.qty; }
}
class Tagged extends Stock {
  constructor(name: string, qty: number, public tag: string) { super(name, qty); }
}
class Secretive implements Item {
  #hidden = "not printed";
  note?: string;
  constructor(public name: string, public qty: number) {}
  peek(): string { return this.#hidden; }
}
const stockItems: Item[] = [new Stock("bolt", 10), new Tagged("nut", 20, "metric"), new Secretive("gear", 30)];
show("classes", JSON.stringify(stockItems));
show("class typed as itself", JSON.stringify(new Tagged("washer", 5, "zinc")));
const s = new Secretive("cog", 1);
s.note = "oiled";
show("class with optional set", JSON.stringify(s));

// nested typed structure, with null and mixed shapes inside
const orders: Order[] = [
  { id: 1, items: [plain, present], total: 12.5, tags: ["a", "b"], paid: true },
  { id: 2, items: [asItem, new Stock("pin", 7)], total: NaN, tags: [], paid: null },
  { id: 3, items: [], total: -0, tags: ["\"q\""], paid: false },
];
show("orders", JSON.stringify(orders));
show("orders indented", JSON.stringify(orders.slice(0, 2), null, 2));
show("orders tab indent", JSON.stringify(orders[2], undefined, "\t"));

// an array with holes and a sparse tail
const holes: Item[] = [plain];
holes[3] = present;
show("holes", JSON.stringify(holes));

// a function-valued member is left out, like undefined
interface Named { name: string; greet?: () => string; qty: number }
const withFn: Named = { name: "fn", greet: () => "hi", qty: 1 };
const withoutFn: Named = { name: "nofn", qty: 2 };
show("function member", JSON.stringify([withFn, withoutFn]));

// property order follows the object, not the interface
const reversed = { qty: 9, name: "reversed" };
const rev: Item = reversed;
show("order", JSON.stringify(rev));
const indexed = { 2: "two", name: "idx", qty: 1, 0: "zero" };
const idx: Item = indexed;
show("index keys", JSON.stringify(idx));

// the same call site sees many shapes in turn (its cache of classes fills and cycles)
const moreItem = { name: "f", qty: 6, more: 1 };
const shapes: Item[] = [
  { name: "a", qty: 1 },
  { qty: 2, name: "b" },
  { name: "c", qty: 3, note: "n" },
  { name: "d", note: "m", qty: 4 },
  { note: "o", name: "e", qty: 5 },
  moreItem,
];
let all = "";
for (let r = 0; r < 3; r++)
  for (const it of shapes) all += JSON.stringify(it) + ";";
console.log(all);
