// Generator methods and yield*: walking trees and graphs lazily.
class TreeNode {
  children: TreeNode[] = [];
  constructor(public name: string) {}
  add(...names: string[]): TreeNode {
    for (const n of names) this.children.push(new TreeNode(n));
    return this;
  }
  child(name: string): TreeNode {
    const c = this.children.find((x) => x.name === name);
    if (!c) throw new Error(`no child ${name}`);
    return c;
  }
  *preorder(depth: number = 0): Generator<string> {
    yield "  ".repeat(depth) + this.name;
    for (const c of this.children) yield* c.preorder(depth + 1);
  }
  *leaves(): Generator<TreeNode> {
    if (this.children.length === 0) yield this;
    for (const c of this.children) yield* c.leaves();
  }
}

const root = new TreeNode("src").add("frontend", "backend", "runtime");
root.child("frontend").add("parse.c", "check.c");
root.child("runtime").add("gc.c", "str.c", "generator.c");
for (const line of root.preorder()) console.log(line);
console.log([...root.leaves()].map((n) => n.name).join(", "));

class BinaryTree {
  left: BinaryTree | null = null;
  right: BinaryTree | null = null;
  constructor(public value: number) {}
  insert(v: number): void {
    if (v < this.value) {
      if (this.left) this.left.insert(v);
      else this.left = new BinaryTree(v);
    } else {
      if (this.right) this.right.insert(v);
      else this.right = new BinaryTree(v);
    }
  }
  *inorder(): Generator<number> {
    if (this.left) yield* this.left.inorder();
    yield this.value;
    if (this.right) yield* this.right.inorder();
  }
}
const bt = new BinaryTree(50);
for (const v of [30, 70, 20, 40, 60, 80, 35, 65]) bt.insert(v);
console.log([...bt.inorder()]);
let sum = 0;
for (const v of bt.inorder()) {
  if (v > 60) break;
  sum += v;
}
console.log("sum below 60:", sum);

const graph: number[][] = [[1, 2], [3], [3, 4], [5], [5], []];
function* bfs(start: number): Generator<number> {
  const seen: boolean[] = graph.map(() => false);
  const queue = [start];
  seen[start] = true;
  while (queue.length > 0) {
    const n = queue.shift()!;
    yield n;
    for (const m of graph[n]) {
      if (!seen[m]) {
        seen[m] = true;
        queue.push(m);
      }
    }
  }
}
console.log("bfs", [...bfs(0)]);

function* chain(): Generator<string> {
  yield* ["a", "b"];
  yield* (function* () {
    yield "c";
  })();
  yield "d";
}
console.log(Array.from(chain()));
