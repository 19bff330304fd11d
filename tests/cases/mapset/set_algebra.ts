// Set algebra written with the basic operations.
function union(a: Set<number>, b: Set<number>): Set<number> {
  const r = new Set(a);
  for (const x of b) r.add(x);
  return r;
}
function intersection(a: Set<number>, b: Set<number>): Set<number> {
  const r = new Set<number>();
  const small = a.size <= b.size ? a : b;
  for (const x of small) if ((small === a ? b : a).has(x)) r.add(x);
  return r;
}
function difference(a: Set<number>, b: Set<number>): Set<number> {
  const r = new Set<number>();
  a.forEach((x) => {
    if (!b.has(x)) r.add(x);
  });
  return r;
}
function isSubset(a: Set<number>, b: Set<number>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
}
function symmetric(a: Set<number>, b: Set<number>): Set<number> {
  return union(difference(a, b), difference(b, a));
}

const evens = new Set<number>();
const threes = new Set<number>();
for (let i = 0; i <= 30; i++) {
  if (i % 2 === 0) evens.add(i);
  if (i % 3 === 0) threes.add(i);
}
console.log(union(evens, threes).size);
console.log(intersection(evens, threes));
console.log(difference(threes, evens));
console.log(symmetric(new Set([1, 2, 3]), new Set([3, 4])));
console.log(isSubset(new Set([6, 12]), evens), isSubset(new Set([6, 7]), evens), isSubset(new Set<number>(), evens));
const sorted = Array.from(union(new Set([5, 1, 9]), new Set([2, 8]))).sort((x, y) => x - y);
console.log(sorted);
