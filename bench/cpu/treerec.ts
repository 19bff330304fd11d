// Recursion over trees of objects: an expression tree is built, evaluated,
// simplified and printed; a file-system-like tree is summed and searched.
type Expr =
  | { kind: "num"; value: number }
  | { kind: "var"; name: string }
  | { kind: "bin"; op: "+" | "-" | "*" | "/"; left: Expr; right: Expr };

let seed = 5;
function rand(n: number): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
}

const OPS: ("+" | "-" | "*" | "/")[] = ["+", "-", "*", "/"];
function gen(depth: number): Expr {
  if (depth === 0 || rand(10) < 2) {
    return rand(3) === 0 ? { kind: "var", name: "xyz"[rand(3)] } : { kind: "num", value: rand(10) };
  }
  return { kind: "bin", op: OPS[rand(4)], left: gen(depth - 1), right: gen(depth - 1) };
}

function evaluate(e: Expr, env: Record<string, number>): number {
  switch (e.kind) {
    case "num": return e.value;
    case "var": return env[e.name];
    case "bin": {
      const a = evaluate(e.left, env), b = evaluate(e.right, env);
      switch (e.op) {
        case "+": return a + b;
        case "-": return a - b;
        case "*": return a * b;
        case "/": return b === 0 ? 0 : a / b;
      }
    }
  }
}

function simplify(e: Expr): Expr {
  if (e.kind !== "bin") return e;
  const l = simplify(e.left), r = simplify(e.right);
  if (l.kind === "num" && r.kind === "num") return { kind: "num", value: evaluate({ kind: "bin", op: e.op, left: l, right: r }, {}) };
  if (e.op === "*" && ((l.kind === "num" && l.value === 0) || (r.kind === "num" && r.value === 0))) return { kind: "num", value: 0 };
  if (e.op === "+" && l.kind === "num" && l.value === 0) return r;
  return { kind: "bin", op: e.op, left: l, right: r };
}

function show(e: Expr): string {
  if (e.kind === "num") return String(e.value);
  if (e.kind === "var") return e.name;
  return `(${show(e.left)} ${e.op} ${show(e.right)})`;
}

function size(e: Expr): number { return e.kind === "bin" ? 1 + size(e.left) + size(e.right) : 1; }

class FsNode {
  children: FsNode[] = [];
  constructor(public name: string, public bytes: number) {}
  total(): number {
    let t = this.bytes;
    for (const c of this.children) t += c.total();
    return t;
  }
  find(pred: (n: FsNode) => boolean, out: string[], path: string): void {
    const p = path + "/" + this.name;
    if (pred(this)) out.push(p);
    for (const c of this.children) c.find(pred, out, p);
  }
}

function genFs(depth: number, name: string): FsNode {
  const n = new FsNode(name, rand(10000));
  if (depth > 0) {
    const k = 1 + rand(5);
    for (let i = 0; i < k; i++) n.children.push(genFs(depth - 1, name + i));
  }
  return n;
}

let acc = 0;
let shown = 0;
for (let round = 0; round < 30; round++) {
  const trees: Expr[] = [];
  for (let i = 0; i < 200; i++) trees.push(gen(10));
  for (const t of trees) {
    const env: Record<string, number> = { x: round, y: 2, z: -1 };
    const v = evaluate(t, env);
    const s = simplify(t);
    const v2 = evaluate(s, env);
    if (Number.isFinite(v) && Math.abs(v - v2) > 1e-6 * Math.max(1, Math.abs(v))) acc += 1000000;
    acc += size(t) - size(s);
    shown += show(s).length;
  }
  const fs = genFs(7, "r");
  const found: string[] = [];
  fs.find((n) => n.bytes > 9900, found, "");
  acc += fs.total() % 1000 + found.length;
  if (round === 0) console.log(show(simplify(trees[0])).slice(0, 80), found.slice(0, 2).join(","));
}
console.log(acc, shown);
