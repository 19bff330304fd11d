// A tiny spreadsheet: A1-style references, formulas with ranges and functions,
// a dependency graph with cycle detection, and incremental recalculation.

type CellRef = `${string}${number}`;
type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
const ok = <T,>(value: T): Result<T, never> => ({ ok: true, value });
const err = <E,>(error: E): Result<never, E> => ({ ok: false, error });

type Expr =
  | { kind: "num"; value: number }
  | { kind: "ref"; ref: CellRef }
  | { kind: "range"; from: CellRef; to: CellRef }
  | { kind: "bin"; op: "+" | "-" | "*" | "/"; left: Expr; right: Expr }
  | { kind: "call"; name: string; args: Expr[] };

const colIndex = (col: string) => [...col].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
const colName = (i: number): string => (i <= 0 ? "" : colName(Math.floor((i - 1) / 26)) + String.fromCharCode(65 + ((i - 1) % 26)));
function splitRef(ref: CellRef): [col: number, row: number] {
  const m = /^([A-Z]+)(\d+)$/.exec(ref);
  if (!m) throw new SyntaxError(`bad reference ${ref}`);
  return [colIndex(m[1]), Number(m[2])];
}
function* expand(from: CellRef, to: CellRef): Generator<CellRef> {
  const [c1, r1] = splitRef(from), [c2, r2] = splitRef(to);
  for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r++)
    for (let c = Math.min(c1, c2); c <= Math.max(c1, c2); c++) yield `${colName(c)}${r}`;
}

function parseFormula(src: string): Result<Expr> {
  const toks = src.match(/\d+(?:\.\d+)?|[A-Z]+\d+|[A-Z]+(?=\()|[-+*\/(),:]/g) ?? [];
  let i = 0;
  const peek = () => toks[i];
  const expr = (): Expr => {
    let left = term();
    while (peek() === "+" || peek() === "-") left = { kind: "bin", op: toks[i++] as "+" | "-", left, right: term() };
    return left;
  };
  const term = (): Expr => {
    let left = atom();
    while (peek() === "*" || peek() === "/") left = { kind: "bin", op: toks[i++] as "*" | "/", left, right: atom() };
    return left;
  };
  const atom = (): Expr => {
    const t = toks[i++];
    if (t === undefined) throw new SyntaxError("unexpected end of formula");
    if (t === "(") { const e = expr(); if (toks[i++] !== ")") throw new SyntaxError("missing )"); return e; }
    if (t === "-") return { kind: "bin", op: "-", left: { kind: "num", value: 0 }, right: atom() };
    if (/^\d/.test(t)) return { kind: "num", value: parseFloat(t) };
    if (/^[A-Z]+\d+$/.test(t)) {
      if (peek() === ":") { i++; return { kind: "range", from: t as CellRef, to: toks[i++] as CellRef }; }
      return { kind: "ref", ref: t as CellRef };
    }
    if (/^[A-Z]+$/.test(t) && toks[i++] === "(") {
      const args: Expr[] = [];
      while (peek() !== ")") { args.push(expr()); if (peek() === ",") i++; else if (peek() !== ")") throw new SyntaxError(`expected , or ) after argument of ${t}`); }
      i++;
      return { kind: "call", name: t, args };
    }
    throw new SyntaxError(`unexpected token '${t}'`);
  };
  try {
    const e = expr();
    if (i < toks.length) throw new SyntaxError(`trailing '${toks[i]}'`);
    return ok(e);
  } catch (e) {
    return err(e instanceof SyntaxError ? e.message : String(e));
  }
}

function refsOf(e: Expr): CellRef[] {
  switch (e.kind) {
    case "num": return [];
    case "ref": return [e.ref];
    case "range": return [...expand(e.from, e.to)];
    case "bin": return [...refsOf(e.left), ...refsOf(e.right)];
    case "call": return e.args.flatMap(refsOf);
  }
}

const FUNCS: Record<string, (xs: number[]) => number> = {
  SUM: (xs) => xs.reduce((a, b) => a + b, 0),
  AVG: (xs) => (xs.length ? FUNCS.SUM(xs) / xs.length : 0),
  MAX: (xs) => Math.max(...xs),
  MIN: (xs) => Math.min(...xs),
  COUNT: (xs) => xs.length,
};

interface Cell { raw: string; expr?: Expr; value: number | string; deps: Set<CellRef> }

class Sheet {
  private cells = new Map<CellRef, Cell>();
  private dependents = new Map<CellRef, Set<CellRef>>();
  recalcs = 0;

  set(ref: CellRef, raw: string): this {
    const old = this.cells.get(ref);
    old?.deps.forEach((d) => this.dependents.get(d)?.delete(ref));
    const cell: Cell = { raw, value: 0, deps: new Set() };
    if (raw.startsWith("=")) {
      const parsed = parseFormula(raw.slice(1));
      if (parsed.ok) {
        cell.expr = parsed.value;
        cell.deps = new Set(refsOf(parsed.value));
      } else cell.value = `#PARSE(${parsed.error})`;
    } else cell.value = raw.trim() !== "" && !isNaN(Number(raw)) ? Number(raw) : raw;
    this.cells.set(ref, cell);
    for (const d of cell.deps) {
      if (!this.dependents.has(d)) this.dependents.set(d, new Set());
      this.dependents.get(d)!.add(ref);
    }
    this.recalc(ref);
    return this;
  }

  private recalc(start: CellRef): void {
    // Every cell downstream of start, in topological order; a cycle marks its members.
    const order: CellRef[] = [], state = new Map<CellRef, "visiting" | "done">();
    const cyclic = new Set<CellRef>();
    const visit = (r: CellRef, path: CellRef[]) => {
      if (state.get(r) === "done") return;
      if (state.get(r) === "visiting") { path.slice(path.indexOf(r)).forEach((p) => cyclic.add(p)); return; }
      state.set(r, "visiting");
      for (const d of this.dependents.get(r) ?? []) visit(d, [...path, r]);
      state.set(r, "done");
      order.unshift(r);
    };
    visit(start, []);
    for (const r of order) {
      const cell = this.cells.get(r);
      if (!cell?.expr) continue;
      this.recalcs++;
      cell.value = cyclic.has(r) ? "#CYCLE" : this.evaluate(cell.expr);
    }
  }

  private evaluate(e: Expr): number | string {
    const num = (x: Expr): number => {
      const v = this.evaluate(x);
      if (typeof v === "string") throw new TypeError(v.startsWith("#") ? v : "#VALUE");
      return v;
    };
    try {
      switch (e.kind) {
        case "num": return e.value;
        case "ref": return this.cells.get(e.ref)?.value ?? 0;
        case "range": throw new TypeError("#RANGE");
        case "bin": {
          const [a, b] = [num(e.left), num(e.right)];
          if (e.op === "/" && b === 0) return "#DIV/0";
          return e.op === "+" ? a + b : e.op === "-" ? a - b : e.op === "*" ? a * b : a / b;
        }
        case "call": {
          const fn = FUNCS[e.name];
          if (!fn) return `#NAME(${e.name})`;
          const xs = e.args.flatMap((a) => (a.kind === "range" ? [...expand(a.from, a.to)].map((r) => this.cells.get(r)?.value) : [this.evaluate(a)]));
          return fn(xs.filter((x): x is number => typeof x === "number"));
        }
      }
    } catch (x) {
      if (x instanceof TypeError) return x.message;
      throw x;
    }
  }

  get(ref: CellRef): number | string { return this.cells.get(ref)?.value ?? ""; }

  render(cols: number, rows: number): string {
    const fmt = (v: number | string) => (typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : v);
    const widths = Array.from({ length: cols }, (_, c) =>
      Math.max(3, ...Array.from({ length: rows }, (_, r) => fmt(this.get(`${colName(c + 1)}${r + 1}`)).length)));
    const head = "   | " + widths.map((w, c) => colName(c + 1).padEnd(w)).join(" | ");
    const lines = Array.from({ length: rows }, (_, r) =>
      String(r + 1).padStart(2) + " | " + widths.map((w, c) => {
        const v = this.get(`${colName(c + 1)}${r + 1}`);
        return typeof v === "number" ? fmt(v).padStart(w) : fmt(v).padEnd(w);
      }).join(" | "));
    return [head, "-".repeat(head.length), ...lines].join("\n");
  }
}

const sheet = new Sheet();
sheet.set("A1", "item").set("B1", "qty").set("C1", "price").set("D1", "total");
const items: [string, number, number][] = [["bolts", 120, 0.05], ["nuts", 80, 0.04], ["gears", 6, 12.5]];
items.forEach(([name, qty, price], i) => {
  const r = i + 2;
  sheet.set(`A${r}`, name).set(`B${r}`, String(qty)).set(`C${r}`, String(price)).set(`D${r}`, `=B${r}*C${r}`);
});
sheet.set("A5", "sum").set("D5", "=SUM(D2:D4)").set("B5", "=AVG(B2:B4)").set("C5", "=MAX(C2:C4)/MIN(C2:C4)");
console.log(sheet.render(4, 5));
console.log("recalcs so far:", sheet.recalcs);
sheet.set("B4", "10");
console.log("after B4=10:", sheet.get("D4"), sheet.get("D5"), "recalcs:", sheet.recalcs);
sheet.set("E1", "=E2+1").set("E2", "=E1*2").set("E3", "=E1+1");
console.log("cycle:", sheet.get("E1"), sheet.get("E2"), sheet.get("E3"));
sheet.set("E2", "5");
console.log("cycle broken:", sheet.get("E1"), sheet.get("E2"), sheet.get("E3"));
for (const f of ["=1/0", "=FOO(1)", "=(1+2", "=A1+1", "=SUM(1,2,B2)*2", "=-B3+C4*2", "=COUNT(A1:D5)", "=2**3"]) {
  sheet.set("F1", f);
  console.log(f.padEnd(16), "->", sheet.get("F1"));
}
console.log(colName(1), colName(26), colName(27), colName(702), colName(703), colIndex("AA"), [...expand("B2", "A3")]);
