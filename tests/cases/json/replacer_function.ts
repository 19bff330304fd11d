// JSON.stringify with a replacer function: called for the wrapper's "" key,
// each property and element (after toJSON), its result serialized instead.
const data = {
  id: 7, name: "widget", price: 9.5, secret: "hunter2", tags: ["a", "b"],
  created: new Date(Date.UTC(2024, 0, 2)), big: 10n ** 20n, nested: { secret: "x", keep: true, n: null },
  counts: new Map([["x", 1]]),
};
console.log(JSON.stringify(data, (key, value) => (key === "secret" ? undefined : typeof value === "bigint" ? value.toString() : value)));
console.log(JSON.stringify(data, (k, v) => (k === "counts" ? "<map>" : typeof v === "bigint" ? `${v}n` : v), 2));
const seen: string[] = [];
JSON.stringify({ a: [1, { b: 2 }], c: "d" }, (k, v) => { seen.push(`${k}:${typeof v}`); return v; });
console.log(seen.join(" "));
console.log(JSON.stringify([1, 2, 3], (k, v) => (typeof v === "number" ? v * 10 : v)));
console.log(JSON.stringify({ a: 1 }, (k, v) => (k === "" ? [v, v] : v)));
console.log(JSON.stringify("top", () => undefined), JSON.stringify({ d: new Date(0) }, (k, v) => (k === "d" ? `date:${v}` : v)));
