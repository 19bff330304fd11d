// A type alias for "an object or null" that refers to itself: the usual
// linked list and tree node types.
type ListNode<T> = { value: T; next: ListNode<T> } | null;
type TreeNode = { key: number; left: TreeNode; right: TreeNode; parent?: TreeNode } | undefined;

function fromArray<T>(xs: T[]): ListNode<T> {
  let head: ListNode<T> = null;
  for (let i = xs.length - 1; i >= 0; i--) head = { value: xs[i], next: head };
  return head;
}

function toArray<T>(l: ListNode<T>): T[] {
  const out: T[] = [];
  for (let n = l; n !== null; n = n.next) out.push(n.value);
  return out;
}

function reverse<T>(l: ListNode<T>): ListNode<T> {
  let prev: ListNode<T> = null;
  while (l) {
    const next: ListNode<T> = l.next;
    l.next = prev;
    prev = l;
    l = next;
  }
  return prev;
}

const words = fromArray(["one", "two", "three"]);
console.log(toArray(words), toArray(reverse(words)));
console.log(fromArray([1, 2]));

function insert(root: TreeNode, key: number): TreeNode {
  if (!root) return { key, left: undefined, right: undefined };
  if (key < root.key) {
    root.left = insert(root.left, key);
    root.left!.parent ??= root;
  } else {
    root.right = insert(root.right, key);
    root.right!.parent ??= root;
  }
  return root;
}

function inorder(t: TreeNode, out: number[] = []): number[] {
  if (t) {
    inorder(t.left, out);
    out.push(t.key);
    inorder(t.right, out);
  }
  return out;
}

function height(t: TreeNode): number {
  return t === undefined ? 0 : 1 + Math.max(height(t.left), height(t.right));
}

let root: TreeNode = undefined;
for (const k of [50, 30, 70, 20, 40, 60, 80, 35]) root = insert(root, k);
console.log(inorder(root), height(root));
let n: TreeNode = root;
while (n && n.left) n = n.left;
const path: number[] = [];
for (let p: TreeNode = n; p; p = p.parent) path.push(p.key);
console.log(path);
