// Expression calculator: tokenizer, shunting-yard to RPN, evaluation, and error reporting.

type Token =
  | { kind: "num"; value: number; pos: number }
  | { kind: "op"; op: string; pos: number }
  | { kind: "lparen" | "rparen" | "comma"; pos: number }
  | { kind: "ident"; name: string; pos: number };

class CalcError extends Error {
  constructor(msg: string, readonly pos: number) {
    super(msg);
  }
}

interface OpInfo {
  prec: number;
  right: boolean;
  arity: 1 | 2;
  fn: (...xs: number[]) => number;
}

const OPS: { [op: string]: OpInfo } = {
  "+": { prec: 1, right: false, arity: 2, fn: (a, b) => a + b },
  "-": { prec: 1, right: false, arity: 2, fn: (a, b) => a - b },
  "*": { prec: 2, right: false, arity: 2, fn: (a, b) => a * b },
  "/": { prec: 2, right: false, arity: 2, fn: (a, b) => a / b },
  "%": { prec: 2, right: false, arity: 2, fn: (a, b) => a % b },
  "^": { prec: 4, right: true, arity: 2, fn: (a, b) => a ** b },
  "neg": { prec: 3, right: true, arity: 1, fn: (a) => -a },
};

const FUNCS = new Map<string, [number, (...xs: number[]) => number]>([
  ["sqrt", [1, Math.sqrt]],
  ["abs", [1, Math.abs]],
  ["max", [2, Math.max]],
  ["min", [2, Math.min]],
  ["round", [1, Math.round]],
]);
const CONSTS: Record<string, number> = { pi: Math.PI, e: Math.E };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === " " || c === "\t") { i++; continue; }
    if (/[0-9.]/.test(c)) {
      const m = /^\d*\.?\d+(?:[eE][+-]?\d+)?/.exec(src.slice(i));
      if (!m) throw new CalcError(`malformed number`, i);
      out.push({ kind: "num", value: parseFloat(m[0]), pos: i });
      i += m[0].length;
    } else if (/[a-z_]/i.test(c)) {
      let j = i;
      while (j < src.length && /\w/.test(src[j])) j++;
      out.push({ kind: "ident", name: src.slice(i, j).toLowerCase(), pos: i });
      i = j;
    } else if ("+-*/%^".includes(c)) {
      const prev = out[out.length - 1];
      const unary = c === "-" && (!prev || prev.kind === "op" || prev.kind === "lparen" || prev.kind === "comma");
      out.push({ kind: "op", op: unary ? "neg" : c, pos: i++ });
    } else if (c === "(") out.push({ kind: "lparen", pos: i++ });
    else if (c === ")") out.push({ kind: "rparen", pos: i++ });
    else if (c === ",") out.push({ kind: "comma", pos: i++ });
    else throw new CalcError(`unexpected character '${c}'`, i);
  }
  return out;
}

function toRpn(tokens: Token[]): Token[] {
  const output: Token[] = [];
  const stack: Token[] = [];
  for (const tok of tokens) {
    switch (tok.kind) {
      case "num":
        output.push(tok);
        break;
      case "ident":
        if (FUNCS.has(tok.name)) stack.push(tok);
        else if (tok.name in CONSTS) output.push({ kind: "num", value: CONSTS[tok.name], pos: tok.pos });
        else throw new CalcError(`unknown name '${tok.name}'`, tok.pos);
        break;
      case "op": {
        const o1 = OPS[tok.op];
        while (stack.length) {
          const top = stack[stack.length - 1];
          if (top.kind !== "op") break;
          const o2 = OPS[top.op];
          if (o2.prec > o1.prec || (o2.prec === o1.prec && !o1.right)) output.push(stack.pop()!);
          else break;
        }
        stack.push(tok);
        break;
      }
      case "comma":
        while (stack.length && stack[stack.length - 1].kind !== "lparen") output.push(stack.pop()!);
        if (!stack.length) throw new CalcError("comma outside of function call", tok.pos);
        break;
      case "lparen":
        stack.push(tok);
        break;
      case "rparen": {
        while (stack.length && stack[stack.length - 1].kind !== "lparen") output.push(stack.pop()!);
        if (!stack.length) throw new CalcError("unbalanced ')'", tok.pos);
        stack.pop();
        const top = stack[stack.length - 1];
        if (top && top.kind === "ident") output.push(stack.pop()!);
        break;
      }
    }
  }
  while (stack.length) {
    const t = stack.pop()!;
    if (t.kind === "lparen") throw new CalcError("unbalanced '('", t.pos);
    output.push(t);
  }
  return output;
}

function evalRpn(rpn: Token[]): number {
  const st: number[] = [];
  const take = (n: number, pos: number): number[] => {
    if (st.length < n) throw new CalcError("missing operand", pos);
    return st.splice(st.length - n, n);
  };
  for (const t of rpn) {
    if (t.kind === "num") st.push(t.value);
    else if (t.kind === "op") st.push(OPS[t.op].fn(...take(OPS[t.op].arity, t.pos)));
    else if (t.kind === "ident") {
      const [arity, fn] = FUNCS.get(t.name)!;
      st.push(fn(...take(arity, t.pos)));
    }
  }
  if (st.length !== 1) throw new CalcError(st.length === 0 ? "empty expression" : "too many operands", 0);
  return st[0];
}

const rpnText = (rpn: Token[]) =>
  rpn.map((t) => (t.kind === "num" ? String(t.value) : t.kind === "op" ? (t.op === "neg" ? "~" : t.op) : t.kind === "ident" ? t.name : "?")).join(" ");

const inputs = [
  "1 + 2 * 3",
  "(1 + 2) * 3",
  "2 ^ 3 ^ 2",
  "-2 ^ 2",
  "10 / 4 - 3 % 2",
  "max(3, sqrt(16)) + min(-1, abs(-7))",
  "2 * pi * 1.5",
  "1e3 / 8 + .5",
  "round(e * 100) / 100",
  "1 / 0",
  "(1 + 2",
  "1 + 2)",
  "3 $ 4",
  "foo(2)",
  "4 5",
  "* 3",
  "",
];
for (const src of inputs) {
  try {
    const rpn = toRpn(tokenize(src));
    const v = evalRpn(rpn);
    console.log(`${src.padEnd(38)} => ${Number.isInteger(v) ? v : v.toFixed(6)}   [${rpnText(rpn)}]`);
  } catch (e) {
    if (!(e instanceof CalcError)) throw e;
    console.log(`${src.padEnd(38)} !! ${e.message}`);
    console.log(`${" ".repeat(e.pos)}^`);
  }
}
