// filter with a type-guard callback, written out (`(x): x is T => ...`) or
// inferred by tsc 5.5+ from a pure type test (`x => x !== undefined`),
// gives an array of the narrower type, in whatever representation it has.
interface Reading { sensor: string; value?: number; unit: string | null }

const readings: Reading[] = [
  { sensor: "t1", value: 21.5, unit: "C" },
  { sensor: "t2", unit: null },
  { sensor: "h1", value: 40, unit: "%" },
  { sensor: "p1", value: 1013, unit: null },
  { sensor: "t3", value: 0, unit: "C" },
];

const values = readings.map((r) => r.value).filter((v) => v !== undefined);
const total = values.reduce((a, b) => a + b, 0);
console.log(values, total, Math.max(...values));

const units = readings.map((r) => r.unit).filter((u): u is string => u !== null);
console.log(units.map((u) => u.toLowerCase()).join(","));

const maybeNames: (string | undefined | null)[] = ["ada", undefined, "grace", null, ""];
const names = maybeNames.filter((n) => n != null);
console.log(names.map((n) => n.length), names);

const mixed: (string | number)[] = [3, "three", 4, "four", 5];
const nums = mixed.filter((x) => typeof x === "number");
const strs = mixed.filter(function (x) { return typeof x === "string"; });
console.log(nums.map((n) => n * 2), strs.map((s) => s.toUpperCase()));

const both = maybeNames.filter((n) => n !== undefined && n !== null);
console.log(both.map((s) => `[${s}]`).join(""));

// Not pure type tests: the element type stays as it is (tsc infers no predicate).
const truthy = maybeNames.filter((n) => !!n);
console.log(truthy.length, truthy.map((n) => (n ?? "?").length));
const big = values.filter((v) => v > 20);
console.log(big);

function isReading(x: Reading | string): x is Reading {
  return typeof x !== "string";
}
const feed: (Reading | string)[] = ["boot", readings[0], "tick", readings[2]];
const only = feed.filter(isReading);
console.log(only.map((r) => `${r.sensor}=${r.value}${r.unit ?? ""}`));
