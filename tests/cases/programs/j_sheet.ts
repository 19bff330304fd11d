// A tiny spreadsheet: formulas with cell references, dependency tracking and cycles.
type CellValue = number | string | boolean | null;

abstract class Expr {
  abstract eval(sheet: Sheet, seen: Set<string>): CellValue;
  abstract refs(): string[];
  toJSON(): string {
    return this.toString();
  }
}

class Lit extends Expr {
  constructor(readonly value: CellValue) {
    super();
  }
  eval(): CellValue {
    return this.value;
  }
  refs(): string[] {
    return [];
  }
  override toString(): string {
    return typeof this.value === "string" ? JSON.stringify(this.value) : String(this.value);
  }
}

class Ref extends Expr {
  constructor(readonly name: string) {
    super();
  }
  eval(sheet: Sheet, seen: Set<string>): CellValue {
    return sheet.valueOf(this.name, seen);
  }
  refs(): string[] {
    return [this.name];
  }
  override toString(): string {
    return this.name;
  }
}

class RangeRef extends Expr {
  constructor(readonly from: string, readonly to: string) {
    super();
  }
  cells(): string[] {
    const a = Sheet.parseName(this.from), b = Sheet.parseName(this.to);
    const out: string[] = [];
    for (let c = Math.min(a.col, b.col); c <= Math.max(a.col, b.col); c++)
      for (let r = Math.min(a.row, b.row); r <= Math.max(a.row, b.row); r++) out.push(Sheet.name(c, r));
    return out;
  }
  eval(): CellValue {
    throw new SheetError("#VALUE!", `range ${this} used as a value`);
  }
  refs(): string[] {
    return this.cells();
  }
  override toString(): string {
    return `${this.from}:${this.to}`;
  }
}

class Call extends Expr {
  static readonly fns: Record<string, (args: CellValue[]) => CellValue> = {
    SUM: (xs) => nums(xs).reduce((a, b) => a + b, 0),
    AVG: (xs) => (nums(xs).length ? nums(xs).reduce((a, b) => a + b, 0) / nums(xs).length : 0),
    MAX: (xs) => Math.max(...nums(xs)),
    COUNT: (xs) => nums(xs).length,
    IF: ([c, a, b]) => (c ? a : b),
    CONCAT: (xs) => xs.map((x) => x ?? "").join(""),
    LEN: ([s]) => String(s ?? "").length,
  };
  constructor(readonly fn: string, readonly args: Expr[]) {
    super();
  }
  eval(sheet: Sheet, seen: Set<string>): CellValue {
    const f = Call.fns[this.fn];
    if (!f) throw new SheetError("#NAME?", `unknown function ${this.fn}`);
    const vals = this.args.flatMap((a) => (a instanceof RangeRef ? a.cells().map((n) => sheet.valueOf(n, seen)) : [a.eval(sheet, seen)]));
    return f(vals);
  }
  refs(): string[] {
    return this.args.flatMap((a) => a.refs());
  }
  override toString(): string {
    return `${this.fn}(${this.args.join(", ")})`;
  }
}

class Bin extends Expr {
  constructor(readonly op: "+" | "-" | "*" | "/" | "&" | ">" | "<" | "=", readonly l: Expr, readonly r: Expr) {
    super();
  }
  eval(sheet: Sheet, seen: Set<string>): CellValue {
    const a = this.l.eval(sheet, seen), b = this.r.eval(sheet, seen);
    if (this.op === "&") return `${a ?? ""}${b ?? ""}`;
    if (this.op === "=") return a === b;
    const x = toNum(a), y = toNum(b);
    switch (this.op) {
      case "+": return x + y;
      case "-": return x - y;
      case "*": return x * y;
      case "/":
        if (y === 0) throw new SheetError("#DIV/0!", "division by zero");
        return x / y;
      case ">": return x > y;
      case "<": return x < y;
    }
  }
  refs(): string[] {
    return [...this.l.refs(), ...this.r.refs()];
  }
  override toString(): string {
    return `(${this.l} ${this.op} ${this.r})`;
  }
}

class SheetError extends Error {
  constructor(readonly code: string, detail: string) {
    super(`${code} ${detail}`);
  }
}

function nums(xs: CellValue[]): number[] {
  return xs.filter((x): x is number => typeof x === "number");
}

function toNum(v: CellValue): number {
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  if (v === null || v === "") return 0;
  const n = Number(v);
  if (Number.isNaN(n)) throw new SheetError("#VALUE!", `${JSON.stringify(v)} is not a number`);
  return n;
}

function parseFormula(src: string): Expr {
  const toks = src.match(/\d+(?:\.\d+)?|"[^"]*"|[A-Z]+\d+(?::[A-Z]+\d+)?|[A-Z]+(?=\()|TRUE|FALSE|[-+*/&><=(),]/g) ?? [];
  let i = 0;
  const peek = () => toks[i];
  const take = (t?: string) => {
    const x = toks[i++];
    if (t !== undefined && x !== t) throw new SheetError("#PARSE!", `expected ${t} but got ${x ?? "end"}`);
    return x;
  };
  const prec: Record<string, number> = { "=": 0, ">": 0, "<": 0, "&": 1, "+": 2, "-": 2, "*": 3, "/": 3 };
  function primary(): Expr {
    const t = take();
    if (t === undefined) throw new SheetError("#PARSE!", "unexpected end");
    if (t === "(") {
      const e = binary(0);
      take(")");
      return e;
    }
    if (t === "-") return new Bin("-", new Lit(0), primary());
    if (/^\d/.test(t)) return new Lit(parseFloat(t));
    if (t.startsWith('"')) return new Lit(t.slice(1, -1));
    if (t === "TRUE" || t === "FALSE") return new Lit(t === "TRUE");
    if (peek() === "(") {
      take("(");
      const args: Expr[] = [];
      while (peek() !== ")") {
        args.push(binary(0));
        if (peek() === ",") take(",");
      }
      take(")");
      return new Call(t, args);
    }
    const m = /^([A-Z]+\d+):([A-Z]+\d+)$/.exec(t);
    return m ? new RangeRef(m[1], m[2]) : new Ref(t);
  }
  function binary(min: number): Expr {
    let left = primary();
    for (let op = peek(); op !== undefined && op in prec && prec[op] >= min; op = peek()) {
      take();
      left = new Bin(op as Bin["op"], left, binary(prec[op] + 1));
    }
    return left;
  }
  const e = binary(0);
  if (i < toks.length) throw new SheetError("#PARSE!", `trailing ${toks.slice(i).join(" ")}`);
  return e;
}

class Sheet {
  private cells = new Map<string, Expr>();
  private cache = new Map<string, CellValue>();

  static parseName(name: string): { col: number; row: number } {
    const m = /^(?<col>[A-Z]+)(?<row>\d+)$/.exec(name);
    if (!m?.groups) throw new SheetError("#REF!", `bad cell name ${name}`);
    const col = [...m.groups.col].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
    return { col, row: Number(m.groups.row) };
  }
  static name(col: number, row: number): string {
    let s = "";
    for (let c = col; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
    return `${s}${row}`;
  }

  set(name: string, input: string): void {
    Sheet.parseName(name);
    const expr = input.startsWith("=") ? parseFormula(input.slice(1)) : input === "" ? new Lit(null) : Number.isNaN(Number(input)) ? new Lit(input) : new Lit(Number(input));
    this.cells.set(name, expr);
    this.cache.clear();
  }

  valueOf(name: string, seen = new Set<string>()): CellValue {
    if (this.cache.has(name)) return this.cache.get(name)!;
    if (seen.has(name)) throw new SheetError("#CYCLE!", [...seen, name].join(" -> "));
    seen.add(name);
    try {
      const v = this.cells.get(name)?.eval(this, seen) ?? null;
      this.cache.set(name, v);
      return v;
    } finally {
      seen.delete(name);
    }
  }

  display(name: string): string {
    try {
      const v = this.valueOf(name);
      if (typeof v === "number") return Number.isInteger(v) ? String(v) : v.toFixed(2);
      return v === null ? "" : String(v);
    } catch (e) {
      return e instanceof SheetError ? e.code : "#ERR";
    }
  }

  dependents(name: string): string[] {
    return [...this.cells].filter(([, e]) => e.refs().includes(name)).map(([n]) => n).sort();
  }

  render(cols: number, rows: number): string {
    const w = 10;
    const header = "    " + Array.from({ length: cols }, (_, c) => Sheet.name(c + 1, 1).replace(/\d+$/, "").padStart(w)).join("");
    const body = Array.from({ length: rows }, (_, r) =>
      String(r + 1).padStart(3) + " " + Array.from({ length: cols }, (_, c) => this.display(Sheet.name(c + 1, r + 1)).slice(0, w).padStart(w)).join(""),
    );
    return [header, ...body].join("\n");
  }

  formulas(): Record<string, Expr> {
    return Object.fromEntries([...this.cells].filter(([, e]) => !(e instanceof Lit)));
  }
}

const sh = new Sheet();
const input: Array<[string, string]> = [
  ["A1", "Item"], ["B1", "Qty"], ["C1", "Price"], ["D1", "Total"],
  ["A2", "apple"], ["B2", "3"], ["C2", "0.5"], ["D2", "=B2*C2"],
  ["A3", "pear"], ["B3", "2"], ["C3", "0.75"], ["D3", "=B3*C3"],
  ["A4", "fig"], ["B4", "x"], ["C4", "2"], ["D4", "=B4*C4"],
  ["A5", "sum"], ["B5", "=SUM(B2:B4)"], ["C5", "=AVG(C2:C4)"], ["D5", "=SUM(D2:D3) + 0"],
  ["A6", '=CONCAT("n=", COUNT(B2:C4))'], ["B6", "=IF(D5 > 2, \"big\", \"small\")"], ["C6", "=1/(B2-3)"], ["D6", "=LEN(A2 & A3)"],
  ["E1", "=E2+1"], ["E2", "=E3*2"], ["E3", "=E1"], ["E4", "=-C3*-4"], ["E5", "=NOPE(1)"], ["E6", "=(1+2"],
];
for (const [cell, text] of input) {
  try {
    sh.set(cell, text);
  } catch (e) {
    console.log(`${cell}: ${(e as Error).message}`);
    sh.set(cell, `bad formula`);
  }
}
console.log(sh.render(5, 6));
console.log("D2 is used by", sh.dependents("D2"), "and B3 by", sh.dependents("B3"));
try {
  sh.valueOf("E1");
} catch (e) {
  console.log((e as SheetError).message);
}
console.log(JSON.stringify(sh.formulas(), null, 2));
sh.set("B4", "4");
console.log(sh.display("D4"), sh.display("D5"), sh.display("B6"), Sheet.name(28, 3), Sheet.parseName("AB12"), Sheet.name(702, 1));
