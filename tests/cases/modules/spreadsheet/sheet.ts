// Cells hold numbers, text or formulas; a change recalculates the cells that
// depend on it in dependency order; cycles and errors become #CYCLE / #ERR.
import { Expr, FormulaError, parseFormula, refsOf } from "./formula";

export type Value = number | string;

interface Cell {
  raw: string;
  formula?: Expr;
  value: Value;
  deps: string[];
}

export function colName(i: number): string {
  let s = "";
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function splitRef(ref: string): [number, number] {
  const m = /^([A-Z]+)(\d+)$/.exec(ref);
  if (!m) throw new Error(`bad reference ${ref}`);
  let col = 0;
  for (const ch of m[1]) col = col * 26 + (ch.charCodeAt(0) - 64);
  return [col - 1, Number(m[2]) - 1];
}

export function expandRange(from: string, to: string): string[] {
  const [c1, r1] = splitRef(from);
  const [c2, r2] = splitRef(to);
  const out: string[] = [];
  for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r++)
    for (let c = Math.min(c1, c2); c <= Math.max(c1, c2); c++) out.push(`${colName(c)}${r + 1}`);
  return out;
}

export class Sheet {
  private cells = new Map<string, Cell>();
  recalcs = 0;

  set(ref: string, raw: string): string[] {
    const cell: Cell = { raw, value: "", deps: [] };
    if (raw.startsWith("=")) {
      try {
        cell.formula = parseFormula(raw.slice(1));
        cell.deps = [...new Set(refsOf(cell.formula, expandRange))];
      } catch (e) {
        cell.value = e instanceof FormulaError ? `#PARSE(${e.pos})` : "#ERR";
      }
    } else {
      const n = Number(raw);
      cell.value = raw.trim() !== "" && !Number.isNaN(n) ? n : raw;
    }
    this.cells.set(ref, cell);
    return this.recalculate(ref);
  }

  get(ref: string): Value {
    return this.cells.get(ref)?.value ?? "";
  }

  /** Cells that (transitively) depend on ref, in an order where each comes after its inputs. */
  private dependents(ref: string): string[] {
    const order: string[] = [];
    const seen = new Set<string>();
    const visit = (r: string): void => {
      for (const [name, cell] of this.cells) {
        if (cell.deps.includes(r) && !seen.has(name)) {
          seen.add(name);
          visit(name);
          order.push(name);
        }
      }
    };
    visit(ref);
    return order.reverse();
  }

  private inCycle(start: string): boolean {
    const stack = [...(this.cells.get(start)?.deps ?? [])];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const r = stack.pop()!;
      if (r === start) return true;
      if (seen.has(r)) continue;
      seen.add(r);
      stack.push(...(this.cells.get(r)?.deps ?? []));
    }
    return false;
  }

  private recalculate(ref: string): string[] {
    const todo = [ref, ...this.dependents(ref).filter((r) => r !== ref)];
    for (const r of todo) {
      const cell = this.cells.get(r);
      if (!cell || !cell.formula) continue;
      this.recalcs++;
      if (this.inCycle(r)) {
        cell.value = "#CYCLE";
        continue;
      }
      try {
        cell.value = this.evaluate(cell.formula);
      } catch (e) {
        cell.value = e instanceof RangeError ? "#DIV/0" : "#ERR";
      }
    }
    return todo;
  }

  private num(v: Value): number {
    if (typeof v === "number") return v;
    if (v === "") return 0;
    if (v.startsWith("#")) throw new Error(v);
    return 0; // text counts as zero, as spreadsheets do in arithmetic
  }

  private evaluate(e: Expr): number {
    switch (e.type) {
      case "num": return e.value;
      case "ref": return this.num(this.get(e.cell));
      case "range": throw new Error("a range outside a function");
      case "unary": return -this.evaluate(e.arg);
      case "binary": {
        const a = this.evaluate(e.left);
        const b = this.evaluate(e.right);
        switch (e.op) {
          case "+": return a + b;
          case "-": return a - b;
          case "*": return a * b;
          case "/":
            if (b === 0) throw new RangeError("division by zero");
            return a / b;
          case "^": return a ** b;
          case "<": return a < b ? 1 : 0;
          case ">": return a > b ? 1 : 0;
          case "<=": return a <= b ? 1 : 0;
          case ">=": return a >= b ? 1 : 0;
          case "=": return a === b ? 1 : 0;
          default: return a !== b ? 1 : 0;
        }
      }
      case "call": {
        if (e.name === "IF") {
          if (e.args.length !== 3) throw new Error("IF takes 3 arguments");
          return this.evaluate(e.args[0]) !== 0 ? this.evaluate(e.args[1]) : this.evaluate(e.args[2]);
        }
        const vals: number[] = [];
        for (const a of e.args) {
          if (a.type === "range") {
            for (const r of expandRange(a.from, a.to)) {
              const v = this.get(r);
              if (typeof v === "number") vals.push(v);
            }
          } else vals.push(this.evaluate(a));
        }
        switch (e.name) {
          case "SUM": return vals.reduce((s, v) => s + v, 0);
          case "AVG":
            if (vals.length === 0) throw new RangeError("AVG of nothing");
            return vals.reduce((s, v) => s + v, 0) / vals.length;
          case "MIN": return Math.min(...vals);
          case "MAX": return Math.max(...vals);
          case "COUNT": return vals.length;
          default: throw new Error(`unknown function ${e.name}`);
        }
      }
    }
  }

  render(cols: number, rows: number, width = 10): string {
    const fmt = (v: Value): string => (typeof v === "number" ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : v);
    const lines = ["    " + Array.from({ length: cols }, (_, c) => colName(c).padStart(width)).join("")];
    for (let r = 0; r < rows; r++) {
      let line = String(r + 1).padStart(3) + " ";
      for (let c = 0; c < cols; c++) {
        const v = this.get(`${colName(c)}${r + 1}`);
        line += (typeof v === "number" ? fmt(v).padStart(width) : fmt(v).slice(0, width).padEnd(width));
      }
      lines.push(line.trimEnd());
    }
    return lines.join("\n");
  }
}
