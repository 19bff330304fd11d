// Destructured parameters: React-style props, callbacks over tuples.
interface ButtonProps {
  label: string;
  disabled?: boolean;
  size?: "small" | "large";
  onClick: (n: number) => string;
}

function Button({ label, disabled = false, size = "small", onClick }: ButtonProps): string {
  const cls = `btn btn-${size}${disabled ? " btn-disabled" : ""}`;
  return `<button class="${cls}">${label}</button> ${onClick(label.length)}`;
}

console.log(Button({ label: "Save", onClick: (n) => `clicked ${n}` }));
console.log(Button({ label: "Delete", disabled: true, size: "large", onClick: (n) => `${n * 2}` }));

// Callbacks that destructure their argument.
const prices: [string, number][] = [
  ["tea", 3.5],
  ["cake", 4.25],
  ["water", 1],
];
const total = prices.reduce((sum, [, p]) => sum + p, 0);
console.log(total);
console.log(prices.map(([item, p]) => `${item}=${p}`).join(", "));
console.log(prices.filter(([, p]) => p > 2).map(([item]) => item));
prices.sort(([, a], [, b]) => a - b);
console.log(prices);

const people = [
  { first: "Grace", last: "Hopper", born: 1906 },
  { first: "Alan", last: "Turing", born: 1912 },
];
console.log(people.map(({ first, last }) => `${last}, ${first}`));
const oldest = people.reduce((a, b) => (a.born <= b.born ? a : b));
const { first: oldestName } = oldest;
console.log(oldestName);
people.forEach(({ first, born }, i) => console.log(i, first, 2000 - born));

// A default for the whole parameter.
function box([w, h]: [number, number] = [1, 1], { unit }: { unit: string } = { unit: "cm" }): string {
  return `${w * h}${unit}²`;
}
console.log(box(), box([3, 4]), box([2, 2], { unit: "m" }));

// Parameters captured by a closure.
function counter({ start, step }: { start: number; step: number }): () => number {
  let n = start;
  return () => (n += step);
}
const next = counter({ start: 10, step: 5 });
next();
console.log(next(), next());

// Generic functions over tuples.
function swap<A, B>([a, b]: [A, B]): [B, A] {
  return [b, a];
}
console.log(swap([1, "one"]), swap(["x", true]));
