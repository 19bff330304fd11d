// A binary search tree with nullable children.
type TreeNode = {
  key: number;
  count: number;
  left: TreeNode | null;
  right: TreeNode | null;
};

function insert(t: TreeNode | null, key: number): TreeNode {
  if (t === null) return { key, count: 1, left: null, right: null };
  if (key < t.key) t.left = insert(t.left, key);
  else if (key > t.key) t.right = insert(t.right, key);
  else t.count++;
  return t;
}

function inorder(t: TreeNode | null, out: string[]): void {
  if (t === null) return;
  inorder(t.left, out);
  out.push(t.count > 1 ? `${t.key}x${t.count}` : `${t.key}`);
  inorder(t.right, out);
}

function height(t: TreeNode | null): number {
  return t === null ? 0 : 1 + Math.max(height(t.left), height(t.right));
}

function contains(t: TreeNode | null, key: number): boolean {
  while (t !== null) {
    if (key === t.key) return true;
    t = key < t.key ? t.left : t.right;
  }
  return false;
}

function minKey(t: TreeNode): number {
  let n = t;
  while (n.left !== null) n = n.left;
  return n.key;
}

let root: TreeNode | null = null;
const keys = [50, 30, 70, 20, 40, 60, 80, 30, 65, 20, 20, 85];
for (const k of keys) root = insert(root, k);
const out: string[] = [];
inorder(root, out);
console.log(out.join(" "));
console.log("height", height(root));
console.log([20, 25, 65, 90].map((k) => contains(root, k)).join(","));
if (root !== null) {
  console.log("min", minKey(root), "root", root.key);
  console.log("left subtree height", height(root.left), "right", height(root.right));
}

// A degenerate tree from sorted input.
let chain: TreeNode | null = null;
for (let i = 1; i <= 10; i++) chain = insert(chain, i);
console.log("chain height", height(chain));
const small = insert(insert(null, 2), 1);
console.log(small);
