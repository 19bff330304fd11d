// A binary search tree over any type with a comparator, plus in-order traversal by callback.
class TreeNode<T> {
  left: TreeNode<T> | null = null;
  right: TreeNode<T> | null = null;
  constructor(public value: T) {}
}

class SearchTree<T> {
  private root: TreeNode<T> | null = null;
  private n = 0;
  constructor(private cmp: (a: T, b: T) => number) {}

  insert(value: T): boolean {
    if (this.root === null) {
      this.root = new TreeNode(value);
      this.n++;
      return true;
    }
    let cur: TreeNode<T> = this.root;
    for (;;) {
      const c = this.cmp(value, cur.value);
      if (c === 0) return false;
      if (c < 0) {
        if (cur.left === null) { cur.left = new TreeNode(value); break; }
        cur = cur.left;
      } else {
        if (cur.right === null) { cur.right = new TreeNode(value); break; }
        cur = cur.right;
      }
    }
    this.n++;
    return true;
  }

  has(value: T): boolean {
    let cur = this.root;
    while (cur !== null) {
      const c = this.cmp(value, cur.value);
      if (c === 0) return true;
      cur = c < 0 ? cur.left : cur.right;
    }
    return false;
  }

  inOrder(visit: (value: T) => void): void {
    walk(this.root, visit);
  }

  height(): number {
    return depth(this.root);
  }

  get size(): number {
    return this.n;
  }
}

function walk<T>(node: TreeNode<T> | null, visit: (value: T) => void): void {
  if (node === null) return;
  walk(node.left, visit);
  visit(node.value);
  walk(node.right, visit);
}

function depth<T>(node: TreeNode<T> | null): number {
  if (node === null) return 0;
  return 1 + Math.max(depth(node.left), depth(node.right));
}

const t = new SearchTree<number>((a, b) => a - b);
for (const x of [50, 30, 70, 20, 40, 60, 80, 30, 65]) t.insert(x);
const seen: number[] = [];
t.inOrder((v) => seen.push(v));
console.log(seen.join(" "), t.size, t.height(), t.has(65), t.has(66));

const words = new SearchTree<string>((a, b) => (a < b ? -1 : a > b ? 1 : 0));
for (const w of "the quick brown fox jumps over the lazy dog".split(" ")) words.insert(w);
let line = "";
words.inOrder((w) => { line += w[0]; });
console.log(line, words.size, words.has("fox"), words.has("cat"));

// a degenerate tree: sorted insertion makes a list
const chain = new SearchTree<number>((a, b) => a - b);
for (let i = 0; i < 100; i++) chain.insert(i);
console.log(chain.height(), chain.size);
