// An expression evaluator over a recursive discriminated union.
interface Num { kind: "num"; value: number }
interface Var { kind: "var"; name: string }
interface BinOp { kind: "bin"; op: "+" | "-" | "*" | "/"; left: Expr; right: Expr }
interface Neg { kind: "neg"; arg: Expr }
interface Let { kind: "let"; name: string; init: Expr; body: Expr }
type Expr = Num | Var | BinOp | Neg | Let;

interface Binding { name: string; value: number; next: Binding | null }

function lookup(env: Binding | null, name: string): number {
  for (let b = env; b !== null; b = b.next) if (b.name === name) return b.value;
  console.log("unbound variable " + name);
  return NaN;
}

function evaluate(e: Expr, env: Binding | null): number {
  switch (e.kind) {
    case "num": return e.value;
    case "var": return lookup(env, e.name);
    case "neg": return -evaluate(e.arg, env);
    case "let": return evaluate(e.body, { name: e.name, value: evaluate(e.init, env), next: env });
    case "bin": {
      const l = evaluate(e.left, env), r = evaluate(e.right, env);
      switch (e.op) {
        case "+": return l + r;
        case "-": return l - r;
        case "*": return l * r;
        case "/": return l / r;
      }
    }
  }
}

function show(e: Expr): string {
  switch (e.kind) {
    case "num": return String(e.value);
    case "var": return e.name;
    case "neg": return "-" + show(e.arg);
    case "let": return `(let ${e.name} = ${show(e.init)} in ${show(e.body)})`;
    case "bin": return `(${show(e.left)} ${e.op} ${show(e.right)})`;
  }
}

function num(value: number): Expr { return { kind: "num", value }; }
function v(name: string): Expr { return { kind: "var", name }; }
function bin(op: "+" | "-" | "*" | "/", left: Expr, right: Expr): Expr { return { kind: "bin", op, left, right }; }

const exprs: Expr[] = [
  bin("+", num(1), bin("*", num(2), num(3))),
  { kind: "let", name: "x", init: num(5), body: bin("*", v("x"), v("x")) },
  { kind: "neg", arg: bin("/", num(1), num(4)) },
  { kind: "let", name: "a", init: num(2), body: { kind: "let", name: "b", init: bin("+", v("a"), num(1)), body: bin("-", v("b"), v("a")) } },
  bin("+", v("y"), num(1)),
];
for (const e of exprs) console.log(show(e), "=", evaluate(e, null));

function countNodes(e: Expr): number {
  if (e.kind === "bin") return 1 + countNodes(e.left) + countNodes(e.right);
  if (e.kind === "neg") return 1 + countNodes(e.arg);
  if (e.kind === "let") return 1 + countNodes(e.init) + countNodes(e.body);
  return 1;
}
console.log(exprs.map(countNodes));
