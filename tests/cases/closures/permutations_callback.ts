// Recursive generators that report results through callbacks (no iterators needed).
function permutations(items: string[], visit: (p: string[]) => void): void {
  const used: boolean[] = items.map(() => false);
  const current: string[] = [];
  const go = (): void => {
    if (current.length === items.length) {
      visit(current.slice());
      return;
    }
    for (let i = 0; i < items.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      current.push(items[i]);
      go();
      current.pop();
      used[i] = false;
    }
  };
  go();
}

const perms: string[] = [];
permutations(["a", "b", "c"], (p) => perms.push(p.join("")));
console.log(perms.join(" "), perms.length);

let count = 0;
let firstWithDAtStart = "";
permutations(["a", "b", "c", "d", "e"], (p) => {
  count++;
  if (firstWithDAtStart === "" && p[0] === "d") firstWithDAtStart = p.join("");
});
console.log(count, firstWithDAtStart);

// Subsets of numbers with a given sum, reported through a callback.
function subsetsSumming(xs: number[], target: number, found: (s: number[]) => void): void {
  const pick: number[] = [];
  const walk = (i: number, remaining: number): void => {
    if (remaining === 0) {
      found(pick.slice());
      return;
    }
    if (i >= xs.length || remaining < 0) return;
    pick.push(xs[i]);
    walk(i + 1, remaining - xs[i]);
    pick.pop();
    walk(i + 1, remaining);
  };
  walk(0, target);
}
const results: number[][] = [];
subsetsSumming([3, 34, 4, 12, 5, 2], 9, (s) => results.push(s));
console.log(results);

// Early stop through a captured flag.
let stop = false;
let visited = 0;
function walkAll(depth: number, onLeaf: () => boolean): void {
  if (stop) return;
  if (depth === 0) {
    visited++;
    if (onLeaf()) stop = true;
    return;
  }
  for (let i = 0; i < 3; i++) walkAll(depth - 1, onLeaf);
}
walkAll(4, () => visited === 10);
console.log(visited, stop);
