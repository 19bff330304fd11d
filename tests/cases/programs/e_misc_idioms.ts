class Registry {
  static count = 0;
  static create(): Registry {
    const r = new this();
    Registry.count++;
    return r;
  }
}
Registry.create();
console.log(Registry.count);
const cart = {
  items: [2, 3],
  get total(): number {
    return this.items.reduce((a, b) => a + b, 0);
  },
};
console.log(cart.total);
function classify(n: number): string {
  switch (true) {
    case n < 0: return "neg";
    case n === 0: return "zero";
    case n < 10: return "small";
    default: return "big";
  }
}
console.log([-1, 0, 5, 50].map(classify));
block: {
  if (cart.total > 1) break block;
  console.log("not reached");
}
const cb: ((x: number) => number) | undefined = Math.random() > 2 ? (x) => x : undefined;
console.log(cb?.(3) ?? "no cb", void 0);
function tag(strings: TemplateStringsArray, ...vals: unknown[]): string {
  return strings.map((s, i) => s + (i < vals.length ? `[${String(vals[i])}]` : "")).join("");
}
console.log(tag`a${1}b${"x"}c\n`);
console.log(Math.trunc(-4.7), (1234.5678).toPrecision(6), Number.parseFloat("1e3x"), (0.1 + 0.2).toFixed(20));
for (const [i, v] of ["a", "b"].entries()) console.log(i, v);
const m = new Map<string, number[]>();
(m.get("k") ?? m.set("k", []).get("k")!).push(1);
console.log(m);
const obj = { a: 1, b: { c: [1, 2, 3] } };
const copy = { ...obj, b: { ...obj.b, c: [...obj.b.c, 4] } };
console.log(obj.b.c.length, copy.b.c.length, Object.is(NaN, NaN), [NaN].includes(NaN), [NaN].indexOf(NaN));
console.log([3, 1, 2].sort().reverse(), Array.of(7, 8), new Array(3).fill(0), [1, [2, [3, [4]]]].flat(2));
console.log("a,b,,c".split(","), "abc".at(-1), "x".repeat(3), "  pad".trimStart(), "Hello".replaceAll("l", "L"));
console.log(parseInt("08"), parseInt("z", 36), (25).toString(2), Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, -0 === 0, Object.is(-0, 0));
