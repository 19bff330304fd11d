// console.log of plain objects: spacing, nesting, empty objects, value kinds.
console.log({});
console.log({ a: 1 });
console.log({ a: 1, b: "two", c: true, d: null, e: undefined });
console.log({ n: -0, m: 0, big: 1e21, small: 1e-7, nan: NaN, inf: -Infinity, frac: 0.1 + 0.2 });
console.log({ nested: { deeper: { x: 1 } }, arr: [1, 2, 3], empty: {}, none: [] });
console.log({ s: "" }, { s: " " }, { s: "multi\nline" }, { s: "tab\there" });
const o = { x: 1, y: 2 };
console.log("point:", o, "done");
console.log(o, o);
console.log([o, { x: 3, y: 4 }]);
console.log({ list: [{ a: 1 }, { b: 2 }], pair: [o, o] });
// Objects inside template literals are not inspected.
console.log(`${o}`);
// Numbers in objects use the same formatting as top-level numbers.
console.log({ a: 123456789012345680000, b: 0.000001, c: 1 / 3, d: -1.5e-10, e: 2 ** 53 });
