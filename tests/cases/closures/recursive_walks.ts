// Recursive closures walking trees while updating captured accumulators.
interface TNode {
  name: string;
  weight: number;
  kids: TNode[];
}

function node(name: string, weight: number, kids: TNode[] = []): TNode {
  return { name, weight, kids };
}

const tree = node("root", 1, [
  node("a", 2, [node("a1", 5), node("a2", 1, [node("a2x", 7)])]),
  node("b", 3),
  node("c", 4, [node("c1", 2), node("c2", 2), node("c3", 9)]),
]);

function analyse(t: TNode) {
  let total = 0;
  let deepest = "";
  let maxDepth = -1;
  const path: string[] = [];
  const leaves: string[] = [];
  const visit = (n: TNode, depth: number): void => {
    total += n.weight;
    path.push(n.name);
    if (depth > maxDepth) {
      maxDepth = depth;
      deepest = path.join("/");
    }
    if (n.kids.length === 0) leaves.push(n.name);
    n.kids.forEach((k) => visit(k, depth + 1));
    path.pop();
  };
  visit(t, 0);
  return { total, deepest, maxDepth, leaves };
}

const r = analyse(tree);
console.log(r.total, r.deepest, r.maxDepth, r.leaves.join(","));

// Heaviest path from the root, computed by a recursive arrow returning values.
const heaviest = (n: TNode): number => n.weight + n.kids.reduce((m, k) => Math.max(m, heaviest(k)), 0);
console.log(heaviest(tree), tree.kids.map(heaviest).join(","));

// Counting nodes that satisfy a captured predicate.
function countWhere(t: TNode, p: (n: TNode) => boolean): number {
  let n = 0;
  const go = (x: TNode) => {
    if (p(x)) n++;
    for (const k of x.kids) go(k);
  };
  go(t);
  return n;
}
let limit = 3;
const heavy = (x: TNode) => x.weight > limit;
console.log(countWhere(tree, heavy));
limit = 1;
console.log(countWhere(tree, heavy), countWhere(tree, (x) => x.name.length === 2));

// Flattening with an accumulator passed down by closures.
function flatten(t: TNode): string[] {
  const out: string[] = [];
  (function walk(n: TNode, prefix: string): void {
    out.push(prefix + n.name);
    n.kids.forEach((k, i) => walk(k, prefix + (i + 1) + "."));
  })(t, "");
  return out;
}
console.log(flatten(tree).join(" "));
