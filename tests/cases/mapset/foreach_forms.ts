// forEach with callbacks taking fewer or more of (value, key, collection).
const prices = new Map<string, number>([["tea", 3], ["cake", 4.5], ["jam", 2]]);
prices.forEach((v) => console.log("value", v));
prices.forEach((v, k) => console.log(k, "costs", v));
prices.forEach((v, k, m) => console.log(k, v, m.size));
let calls = 0;
prices.forEach(() => calls++);
console.log("calls", calls);
function show(value: number, key: string): void {
  console.log(`${key.toUpperCase()}: ${value.toFixed(2)}`);
}
prices.forEach(show);

const tags = new Set<string>(["red", "green"]);
tags.forEach((v, v2, s) => console.log(v, v2, v === v2, s.size));
tags.forEach((t) => {
  if (t === "red") tags.add("blue");
});
console.log(tags);
let joined = "";
new Set<number>([3, 1, 2]).forEach((n) => {
  joined += n;
});
console.log(joined);
const total = { sum: 0 };
prices.forEach(function (v) {
  total.sum += v;
});
console.log(total);
