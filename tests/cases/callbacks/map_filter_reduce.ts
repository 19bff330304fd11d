// map, filter and reduce on numbers, strings and objects.
const nums = [5, 3, 8, 1, 9, 2, 7];
console.log(nums.map((x) => x * x));
console.log(nums.filter((x) => x % 2 === 1));
console.log(nums.reduce((a, b) => a + b, 0), nums.reduce((a, b) => Math.max(a, b)));
console.log(nums.map((x, i) => x * i).join(","), nums.filter((x, i) => i % 3 === 0).join(","));

// map changes the element type.
const words = ["apple", "kiwi", "banana", "fig"];
const lens: number[] = words.map((w) => w.length);
const shout: string[] = words.map((w) => w.toUpperCase() + "!");
const flags: boolean[] = words.map((w) => w.includes("i"));
console.log(lens, shout, flags);

// reduce to a different type: string, object, array.
const csv = nums.reduce((acc, x, i) => acc + (i === 0 ? "" : ";") + x, "");
console.log(csv);
const stats = nums.reduce(
  (acc, x) => {
    acc.min = Math.min(acc.min, x);
    acc.max = Math.max(acc.max, x);
    acc.sum += x;
    return acc;
  },
  { min: Infinity, max: -Infinity, sum: 0 },
);
console.log(stats);
const runs = nums.reduce((acc: number[][], x) => {
  const last = acc[acc.length - 1];
  if (last !== undefined && last[last.length - 1] < x) last.push(x);
  else acc.push([x]);
  return acc;
}, []);
console.log(runs);

// Objects through the pipeline.
interface P {
  name: string;
  age: number;
}
const people: P[] = [
  { name: "ann", age: 31 },
  { name: "bo", age: 17 },
  { name: "cy", age: 45 },
  { name: "di", age: 12 },
];
const adults = people.filter((p) => p.age >= 18);
console.log(adults.map((p) => p.name).join(","), adults.length, adults[0] === people[0]);
console.log(people.reduce((s, p) => s + p.age, 0) / people.length);
console.log(people.map((p) => ({ initial: p.name[0], decade: Math.floor(p.age / 10) * 10 })));

// Chaining.
const total = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
  .filter((x) => x % 2 === 0)
  .map((x) => x * x)
  .reduce((a, b) => a + b, 0);
console.log(total);

// The original array is unchanged by map and filter.
console.log(nums);
