// A module-level or outer `let` narrowed inside the function that reads it:
// `if (!cache) cache = ...; return cache;` and `best === null || w > best`.
let cache: Map<string, number> | null = null;
let loads = 0;
function getCache(): Map<string, number> {
  if (!cache) {
    loads++;
    cache = new Map([["a", 1]]);
  }
  return cache;
}
console.log(getCache().size, getCache().get("a"), loads);

let best: string | null = null;
function consider(w: string): void {
  if (best === null || w.length > best.length) best = w;
}
["ab", "abcd", "abc"].forEach(consider);
console.log(best);

function counter() {
  let last: number | undefined;
  let total = 0;
  return (n: number): string => {
    const delta = last === undefined ? 0 : n - last;
    last = n;
    total += delta;
    return `${n} (${delta >= 0 ? "+" : ""}${delta}) last=${last.toFixed(0)} total=${total}`;
  };
}
const tick = counter();
console.log([5, 8, 6].map(tick));
