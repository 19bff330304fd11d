// An expression tree of records with nullable children: evaluate, print, simplify.
interface Expr {
  op: string; // "num", "var", "+", "-", "*", "/"
  value: number;
  left: Expr | null;
  right: Expr | null;
}

function num(v: number): Expr {
  return { op: "num", value: v, left: null, right: null };
}
function variable(): Expr {
  return { op: "var", value: 0, left: null, right: null };
}
function bin(op: string, l: Expr, r: Expr): Expr {
  return { op, value: 0, left: l, right: r };
}

function evaluate(e: Expr | null, x: number): number {
  if (e === null) return NaN;
  switch (e.op) {
    case "num":
      return e.value;
    case "var":
      return x;
    case "+":
      return evaluate(e.left, x) + evaluate(e.right, x);
    case "-":
      return evaluate(e.left, x) - evaluate(e.right, x);
    case "*":
      return evaluate(e.left, x) * evaluate(e.right, x);
    case "/":
      return evaluate(e.left, x) / evaluate(e.right, x);
  }
  return NaN;
}

function show(e: Expr | null): string {
  if (e === null) return "?";
  if (e.op === "num") return String(e.value);
  if (e.op === "var") return "x";
  return "(" + show(e.left) + " " + e.op + " " + show(e.right) + ")";
}

function simplify(e: Expr): Expr {
  if (e.left === null || e.right === null) return e;
  const l = simplify(e.left);
  const r = simplify(e.right);
  if (l.op === "num" && r.op === "num") return num(evaluate(bin(e.op, l, r), 0));
  if (e.op === "*" && ((l.op === "num" && l.value === 0) || (r.op === "num" && r.value === 0))) return num(0);
  if (e.op === "*" && l.op === "num" && l.value === 1) return r;
  if ((e.op === "*" || e.op === "/") && r.op === "num" && r.value === 1) return l;
  if (e.op === "+" && l.op === "num" && l.value === 0) return r;
  return bin(e.op, l, r);
}

const x = variable();
const e1 = bin("+", bin("*", num(3), x), bin("-", num(10), num(4)));
const e2 = bin("/", bin("*", bin("-", num(2), num(1)), x), bin("+", num(0), num(1)));
const e3 = bin("+", bin("*", x, bin("-", num(5), num(5))), bin("/", num(1), num(0)));
for (const e of [e1, e2, e3]) {
  const s = simplify(e);
  console.log(show(e), "=>", show(s), "|", evaluate(e, 2), evaluate(s, 2), evaluate(e, -0.5));
}
console.log(evaluate(null, 1), show(null), show(bin("-", num(-1), num(-0))));
console.log(simplify(e2));
