// Binary trees: the Computer Language Benchmarks Game allocation benchmark,
// written with a class whose children are nullable references.
//
//   binary_trees [maxDepth]     (default 10: well under a second under Node;
//                                as a benchmark: binary_trees.ts 18 .. 21)
//
// Builds many perfect binary trees of depths 4, 6, ..., maxDepth, checks each
// by counting its nodes, and keeps one long-lived tree alive throughout.  The
// output is the benchmark's usual report plus a few cross-checks that walk the
// trees differently (an explicit stack, callbacks over arrays of trees).

class TreeNode {
  left: TreeNode | null;
  right: TreeNode | null;

  constructor(left: TreeNode | null, right: TreeNode | null) {
    this.left = left;
    this.right = right;
  }

  // Number of nodes in the tree: the benchmark's "check".
  check(): number {
    const l = this.left;
    const r = this.right;
    if (l === null || r === null) return 1;
    return 1 + l.check() + r.check();
  }

  // Height of the tree (a single node has depth 0).
  depth(): number {
    const l = this.left;
    if (l === null) return 0;
    return 1 + l.depth();
  }
}

function bottomUpTree(depth: number): TreeNode {
  if (depth <= 0) return new TreeNode(null, null);
  return new TreeNode(bottomUpTree(depth - 1), bottomUpTree(depth - 1));
}

// Counts nodes without recursion, using an array as a stack.
function countIterative(root: TreeNode): number {
  const stack: TreeNode[] = [root];
  let n = 0;
  while (stack.length > 0) {
    const t = stack.pop();
    if (t === undefined) break;
    n++;
    if (t.left !== null) stack.push(t.left);
    if (t.right !== null) stack.push(t.right);
  }
  return n;
}

// Counts the leaves level by level, using an array as a queue.
function leavesBreadthFirst(root: TreeNode): number {
  let level: TreeNode[] = [root];
  let leaves = 0;
  while (level.length > 0) {
    const next: TreeNode[] = [];
    for (const t of level) {
      if (t.left === null || t.right === null) {
        leaves++;
        continue;
      }
      next.push(t.left, t.right);
    }
    level = next;
  }
  return leaves;
}

interface DepthReport {
  depth: number;
  iterations: number;
  check: number;
}

function parseDepth(): number {
  const arg = process.argv.length > 2 ? Number(process.argv[2]) : 10;
  if (!Number.isInteger(arg) || arg < 0) return 10;
  return arg;
}

const minDepth = 4;
const maxDepth = Math.max(minDepth + 2, parseDepth());
const stretchDepth = maxDepth + 1;

// 1. A stretch tree, built and dropped at once.
{
  const stretch = bottomUpTree(stretchDepth);
  console.log(`stretch tree of depth ${stretchDepth}\t check: ${stretch.check()}`);
}

// 2. A long-lived tree that survives all the short-lived ones.
const longLived = bottomUpTree(maxDepth);

// 3. Many short-lived trees per depth.
const reports: DepthReport[] = [];
for (let depth = minDepth; depth <= maxDepth; depth += 2) {
  const iterations = 1 << (maxDepth - depth + minDepth);
  let check = 0;
  for (let i = 0; i < iterations; i++) check += bottomUpTree(depth).check();
  reports.push({ depth, iterations, check });
  console.log(`${iterations}\t trees of depth ${depth}\t check: ${check}`);
}

console.log(`long lived tree of depth ${maxDepth}\t check: ${longLived.check()}`);

// Cross-checks: every short-lived tree of depth d has 2^(d+1)-1 nodes.
const expected = reports.map((r) => r.iterations * (2 ** (r.depth + 1) - 1));
const allMatch = reports.every((r, i) => r.check === expected[i]);
const totalNodes = reports.reduce((sum, r) => sum + r.check, 0);
console.log("per-depth checks match:", allMatch, "total nodes:", totalNodes);

// The same tree counted three ways.
const sample = bottomUpTree(Math.min(maxDepth, 12));
const ways = [sample.check(), countIterative(sample), 2 * leavesBreadthFirst(sample) - 1];
console.log("sample depth", sample.depth(), "counts", ways.join(" "), ways.every((w) => w === ways[0]));

// A forest of small trees of varying depth, summarised with callbacks.
const forest: TreeNode[] = Array.from({ length: 8 }, (_, i) => bottomUpTree(i % 5));
const sizes = forest.map((t) => t.check());
const biggest = forest.reduce((best, t) => (t.check() > best.check() ? t : best));
console.log("forest sizes", sizes.join(","), "deepest", biggest.depth(), "leaf-only", forest.filter((t) => t.left === null).length);

// Checksum over the whole run.
let checksum = 0;
for (const r of reports) checksum = (checksum * 31 + r.check + r.depth) % 1000000007;
checksum = (checksum * 31 + longLived.check()) % 1000000007;
console.log("checksum", checksum);
