// JSON.stringify of values whose static type is unknown or any: the
// run-time writer (Latin-1 first, the general path for the rest) must print
// what Node prints for every kind of value and shape.
function show(label: string, v: unknown, space?: number | string): void {
  console.log(label, JSON.stringify(v, null, space));
}

class Point {
  constructor(public x: number, public y: number) {}
}
class Temp {
  private c = 21.5;
  get f(): number { return this.c * 9 / 5 + 32; }
}
class Money {
  constructor(public cents: number) {}
  toJSON(): string { return (this.cents / 100).toFixed(2) + " EUR"; }
}
class Base { a = 1; }
class Derived extends Base { b = "two"; }

show("prim", [1, -0, 0, NaN, Infinity, -Infinity, 1e21, 1e-7, 0.1, 0.1 + 0.2, 9.99, -12.49, 123456.789, 0.0001, 5e-324]);
show("ints", [0, 7, 12345, -42, 2 ** 31, 2 ** 53, -(2 ** 53) - 2]);
show("str", ["plain", "tab\there", 'quote"back\\slash', "ctl\u0001\u001f", "latin é ü", "wide \u4e2d", "emoji 😀", "lone \ud800 x", "sixteen-chars-ok", "seventeen-chars-\"q", ""]);
show("lit", { a: 1, b: "x", c: true, d: null, e: undefined, f: () => 1, g: [undefined, () => 2, null] });
show("nested", { p: { q: { r: [1, [2, [3, { s: "t" }]]] } } });
show("class", new Point(1.5, -2));
show("array of class", [new Point(0, 0), new Point(3, 4)]);
show("derived", new Derived());
show("getter", new Temp());
show("toJSON", { price: new Money(1999), list: [new Money(5)] });
show("date", { when: new Date(Date.UTC(2024, 0, 15, 10, 30)), bad: new Date(NaN) });
show("map set", { m: new Map([["k", 1]]), s: new Set([1]) });
show("error", new Error("boom"));
show("typed", new Uint8Array([1, 2, 3]));
show("holes", [1, , 3]);
show("symbol", { s: Symbol("x"), t: [Symbol("y")] });

const later: Record<string, unknown> = { z: 1, a: 2 };
later["m"] = 3;
later["10"] = "ten";
later["2"] = "two";
delete later["a"];
show("dict order", later);

const added: any = { first: 1 };
added.second = [2];
added.third = { x: "é" };
show("added", added);

const wideKey: unknown = { "ключ": "значение", plain: 1 };
show("wide key", wideKey);
const escKey: unknown = { 'a"b': 1, "new\nline": 2, "tab\t": 3 };
show("escaped keys", escKey);

show("space 2", { a: [1, { b: 2 }], c: {}, d: [] }, 2);
show("space str", { a: [1, 2], b: { c: "d" } }, "--");
show("space 20", { a: 1 }, 20);
show("top undefined", undefined);
show("top fn", () => 1);
show("top null", null);
show("top str", "s");
show("top toJSON", new Money(250));

let parsed: unknown = JSON.parse('{"b":1,"a":[true,false,null,"x",{"c":2.5}],"10":"n","1":"o"}');
show("parsed", parsed);

const many: unknown[] = [];
for (let i = 0; i < 70; i++) {
  const o: Record<string, number> = {};
  o["k" + i] = i;
  many.push(o);
}
console.log(JSON.stringify(many).length, JSON.stringify(many).slice(0, 60));

const cyc: any = { name: "loop", child: { list: [] as unknown[] } };
cyc.child.list.push(cyc);
try {
  JSON.stringify(cyc);
} catch (e) {
  console.log("cycle", (e as Error).name, (e as Error).message.split("\n")[0]);
}
try {
  show("bigint", { n: 10n });
} catch (e) {
  console.log("bigint", (e as Error).name, (e as Error).message);
}
let calls = 0;
const withGetter: unknown = { a: "é", c: "中", get b(): number { calls++; return 2; } };
show("literal getter", withGetter);
show("getter in array", [1, "x", withGetter]);
console.log("getter calls", calls);

// Many calls mixing values the Latin-1 walk gives up on (wide text, toJSON)
// with plain ones: each must print the same whichever path writes it.
const mixed: string[] = [];
for (let i = 0; i < 40; i++) {
  const v: unknown = i % 3 === 0 ? { i, s: "中" + i } : i % 5 === 0 ? { i, m: new Money(i) } : { i, s: "plain" + i };
  mixed.push(JSON.stringify(v));
}
console.log(mixed.join(" "));
