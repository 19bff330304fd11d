// Formula syntax: numbers, cell refs (A1), ranges (A1:B3) in SUM/AVG/MIN/MAX/COUNT,
// + - * / ^, unary minus, parentheses, IF(cond, a, b) with comparisons.
export type Expr =
  | { type: "num"; value: number }
  | { type: "ref"; cell: string }
  | { type: "range"; from: string; to: string }
  | { type: "unary"; op: "-"; arg: Expr }
  | { type: "binary"; op: string; left: Expr; right: Expr }
  | { type: "call"; name: string; args: Expr[] };

export class FormulaError extends Error {
  constructor(message: string, readonly pos: number) {
    super(`${message} at ${pos}`);
    this.name = "FormulaError";
  }
}

const PREC: Readonly<Record<string, number>> = { "<": 1, ">": 1, "=": 1, "<=": 1, ">=": 1, "<>": 1, "+": 2, "-": 2, "*": 3, "/": 3, "^": 4 };

export function parseFormula(src: string): Expr {
  let pos = 0;
  const ws = (): void => {
    while (pos < src.length && src[pos] === " ") pos++;
  };
  const peekOp = (): string | undefined => {
    ws();
    const two = src.slice(pos, pos + 2);
    if (two === "<=" || two === ">=" || two === "<>") return two;
    const one = src[pos];
    return one !== undefined && one in PREC ? one : undefined;
  };
  function primary(): Expr {
    ws();
    const start = pos;
    const ch = src[pos];
    if (ch === undefined) throw new FormulaError("unexpected end", pos);
    if (ch === "(") {
      pos++;
      const e = binary(0);
      ws();
      if (src[pos] !== ")") throw new FormulaError("expected ')'", pos);
      pos++;
      return e;
    }
    if (ch === "-") {
      pos++;
      return { type: "unary", op: "-", arg: binary(4) };
    }
    const num = /^\d+(\.\d+)?/.exec(src.slice(pos));
    if (num) {
      pos += num[0].length;
      return { type: "num", value: parseFloat(num[0]) };
    }
    const word = /^[A-Za-z]+\d*/.exec(src.slice(pos));
    if (!word) throw new FormulaError(`unexpected '${ch}'`, pos);
    pos += word[0].length;
    const name = word[0].toUpperCase();
    if (/\d$/.test(name)) {
      if (src[pos] === ":") {
        pos++;
        const to = /^[A-Za-z]+\d+/.exec(src.slice(pos));
        if (!to) throw new FormulaError("bad range end", pos);
        pos += to[0].length;
        return { type: "range", from: name, to: to[0].toUpperCase() };
      }
      return { type: "ref", cell: name };
    }
    ws();
    if (src[pos] !== "(") throw new FormulaError(`unknown name '${name}'`, start);
    pos++;
    const args: Expr[] = [];
    ws();
    if (src[pos] !== ")") {
      for (;;) {
        args.push(binary(0));
        ws();
        if (src[pos] === ",") { pos++; continue; }
        break;
      }
    }
    if (src[pos] !== ")") throw new FormulaError("expected ')' after arguments", pos);
    pos++;
    return { type: "call", name, args };
  }
  function binary(minPrec: number): Expr {
    let left = primary();
    for (;;) {
      const op = peekOp();
      if (op === undefined || PREC[op] <= minPrec - (op === "^" ? 1 : 0) || PREC[op] < minPrec) break;
      if (PREC[op] === minPrec && op !== "^") break;
      pos += op.length;
      const right = binary(op === "^" ? PREC[op] : PREC[op] + 1);
      left = { type: "binary", op, left, right };
    }
    return left;
  }
  const e = binary(0);
  ws();
  if (pos < src.length) throw new FormulaError(`unexpected '${src[pos]}'`, pos);
  return e;
}

export function refsOf(e: Expr, expand: (from: string, to: string) => string[]): string[] {
  switch (e.type) {
    case "num": return [];
    case "ref": return [e.cell];
    case "range": return expand(e.from, e.to);
    case "unary": return refsOf(e.arg, expand);
    case "binary": return [...refsOf(e.left, expand), ...refsOf(e.right, expand)];
    case "call": return e.args.flatMap((a) => refsOf(a, expand));
  }
}
