// Copying array methods (toSorted, toReversed, with), flatMap, copyWithin,
// findLastIndex, Array.of, Array.from({ length }) and String.raw.
interface Order {
  id: number;
  customer: string;
  items: string[];
  total: number;
}

const orders: Order[] = [
  { id: 101, customer: "ana", items: ["pen", "ink"], total: 12.5 },
  { id: 102, customer: "bo", items: ["paper"], total: 4 },
  { id: 103, customer: "ana", items: ["stapler", "pins", "pen"], total: 23.25 },
  { id: 104, customer: "cy", items: [], total: 0 },
];

// toSorted leaves the original alone.
const byTotal = orders.toSorted((a, b) => b.total - a.total);
console.log(byTotal.map((o) => o.id), orders.map((o) => o.id));
const names = orders.map((o) => o.customer);
console.log(names.toSorted(), names.toReversed(), names);
const nums = [10, 1, 5, 100];
console.log(nums.toSorted(), nums.toSorted((a, b) => a - b), nums);

// with: a copy with one element replaced; negative indices count from the end.
const week = ["mon", "tue", "wed", "thu", "fri"];
console.log(week.with(2, "WED"), week.with(-1, "FRI"), week[2]);
try {
  week.with(5, "sat");
} catch (e) {
  if (e instanceof RangeError) console.log("RangeError:", e.message);
}
try {
  nums.with(-5, 0);
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}

// flatMap: every item of every order, and a filter-and-map in one pass.
const allItems = orders.flatMap((o) => o.items);
console.log(allItems);
const bigIds = orders.flatMap((o) => (o.total > 10 ? [o.id] : []));
console.log(bigIds);
const pairs = [1, 2, 3].flatMap((n, i) => [n, n * 10 + i]);
console.log(pairs);
const words = ["hello world", "typed script"].flatMap((s) => s.split(" "));
console.log(words, words.length);

// findLastIndex
console.log(orders.findLastIndex((o) => o.customer === "ana"), orders.findLastIndex((o) => o.total > 100));

// copyWithin mutates and returns the same array.
const buf = [1, 2, 3, 4, 5, 6];
const same = buf.copyWithin(0, 3);
console.log(buf, same === buf);
console.log([1, 2, 3, 4, 5].copyWithin(-2, 0, 2), [1, 2, 3, 4, 5].copyWithin(1, 0), ["a", "b", "c"].copyWithin(0, 1));

// Array.of and Array.from({ length })
const single = Array.of(7);
const several: string[] = Array.of("x", "y");
console.log(single, single.length, several, Array.of<number>());
const grid = Array.from({ length: 3 }, (_, r) => Array.from({ length: 3 }, (_, c) => r * 3 + c));
console.log(grid);
const labels = Array.from({ length: 4 }, (_, i) => `item-${i + 1}`);
console.log(labels.join(","));

// String.raw keeps backslashes: paths and regular expression sources.
const dir = "logs";
console.log(String.raw`C:\Users\${dir}\today.txt`);
console.log(String.raw`\d+\.\d+`, String.raw`\d+\.\d+`.length);
const re = new RegExp(String.raw`^(\w+)-(\d+)$`);
console.log(re.test("order-42"), re.test("order 42"));
console.log(String.raw`line1\nline2 ${1 + 2} \${literal} \u0041`);
console.log(String.raw``.length, String.raw`${"only"}`);

// flatMap into an annotated variable, and the copying methods on a readonly array.
const sentences: string[] = ["a b", "c"].flatMap((s) => s.split(" "));
const frozen: readonly number[] = [3, 1, 2];
const sortedCopy: number[] = frozen.toSorted((a, b) => a - b);
sortedCopy.push(4);
console.log(sentences, sortedCopy, frozen.toReversed(), frozen.with(0, 0), frozen);
