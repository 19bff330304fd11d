import { Stmt } from "./ast";
import { MiniRuntimeError, Position } from "./tokens";

export type Value = number | string | boolean | null | MiniList | MiniRecord | MiniFunction | NativeFunction;

export class MiniList {
  constructor(public items: Value[]) {}
}

export class MiniRecord {
  readonly fields = new Map<string, Value>();

  static from(entries: ReadonlyArray<[string, Value]>): MiniRecord {
    const r = new MiniRecord();
    for (const [k, v] of entries) r.fields.set(k, v);
    return r;
  }
}

export class Environment {
  private readonly vars = new Map<string, Value>();

  constructor(readonly parent: Environment | null = null) {}

  define(name: string, value: Value): void {
    this.vars.set(name, value);
  }

  lookup(name: string, pos: Position | null): Value {
    for (let env: Environment | null = this; env !== null; env = env.parent) {
      const v = env.vars.get(name);
      if (v !== undefined) return v;
    }
    throw new MiniRuntimeError(`undefined variable '${name}'`, pos);
  }

  assign(name: string, value: Value, pos: Position): void {
    for (let env: Environment | null = this; env !== null; env = env.parent) {
      if (env.vars.has(name)) {
        env.vars.set(name, value);
        return;
      }
    }
    throw new MiniRuntimeError(`assignment to undeclared variable '${name}'`, pos);
  }

  get size(): number {
    return this.vars.size;
  }
}

export class MiniFunction {
  calls = 0;
  constructor(
    readonly name: string,
    readonly params: string[],
    readonly body: Stmt[],
    readonly closure: Environment,
  ) {}
}

export type NativeImpl = (args: Value[], pos: Position) => Value;

export class NativeFunction {
  constructor(readonly name: string, readonly arity: number | "variadic", readonly impl: NativeImpl) {}
}

/** A value thrown by Mini's `throw`, travelling through the host's exceptions. */
export class Thrown {
  constructor(readonly value: Value, readonly pos: Position) {}
}

export function typeName(v: Value): string {
  if (v === null) return "nil";
  if (typeof v === "number") return "number";
  if (typeof v === "string") return "string";
  if (typeof v === "boolean") return "bool";
  if (v instanceof MiniList) return "list";
  if (v instanceof MiniRecord) return "record";
  return "function";
}

export function isTruthy(v: Value): boolean {
  return !(v === null || v === false || v === 0 || v === "");
}

function formatNumber(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return Math.abs(n) < 1e-4 || Math.abs(n) >= 1e15 ? n.toExponential(4) : String(Math.round(n * 1e6) / 1e6);
}

/** The printed form of a value; strings are quoted when nested in a list or record. */
export function show(v: Value, nested = false, seen: Set<MiniList | MiniRecord> = new Set()): string {
  if (v === null) return "nil";
  if (typeof v === "number") return formatNumber(v);
  if (typeof v === "string") return nested ? JSON.stringify(v) : v;
  if (typeof v === "boolean") return v ? "true" : "false";
  if (v instanceof MiniList || v instanceof MiniRecord) {
    if (seen.has(v)) return "<cycle>";
    seen.add(v);
    let out: string;
    if (v instanceof MiniList) {
      out = "[" + v.items.map((x) => show(x, true, seen)).join(", ") + "]";
    } else {
      const parts: string[] = [];
      v.fields.forEach((x, k) => parts.push(`${k}: ${show(x, true, seen)}`));
      out = "{" + parts.join(", ") + "}";
    }
    seen.delete(v);
    return out;
  }
  if (v instanceof MiniFunction) return `<fn ${v.name}/${v.params.length}>`;
  return `<native ${v.name}>`;
}

export function valuesEqual(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a instanceof MiniList && b instanceof MiniList) {
    return a.items.length === b.items.length && a.items.every((x, i) => valuesEqual(x, b.items[i]));
  }
  if (a instanceof MiniRecord && b instanceof MiniRecord) {
    if (a.fields.size !== b.fields.size) return false;
    for (const [k, x] of a.fields) {
      const y = b.fields.get(k);
      if (y === undefined || !valuesEqual(x, y)) return false;
    }
    return true;
  }
  return false;
}

/** Converts a Mini value to plain JSON-able data (for the host's reports). */
export function toPlain(v: Value): unknown {
  if (v instanceof MiniList) return v.items.map(toPlain);
  if (v instanceof MiniRecord) {
    const o: Record<string, unknown> = {};
    for (const [k, x] of v.fields) o[k] = toPlain(x);
    return o;
  }
  if (v instanceof MiniFunction || v instanceof NativeFunction) return `<${v.name}>`;
  return v;
}
