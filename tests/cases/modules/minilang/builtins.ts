import { Interpreter } from "./interp";
import { MiniRuntimeError, Position } from "./tokens";
import { Environment, MiniList, MiniRecord, NativeFunction, NativeImpl, Value, show, typeName } from "./values";

function expectNumber(v: Value, what: string, pos: Position): number {
  if (typeof v !== "number") throw new MiniRuntimeError(`${what} must be a number, got ${typeName(v)}`, pos);
  return v;
}

function expectList(v: Value, what: string, pos: Position): MiniList {
  if (!(v instanceof MiniList)) throw new MiniRuntimeError(`${what} must be a list, got ${typeName(v)}`, pos);
  return v;
}

function compareValues(a: Value, b: Value, pos: Position): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  throw new MiniRuntimeError(`cannot compare ${typeName(a)} with ${typeName(b)}`, pos);
}

/** Installs the standard library; `out` receives everything `print` writes. */
export function installBuiltins(env: Environment, interp: () => Interpreter, out: string[]): number {
  const defs: Array<[string, number | "variadic", NativeImpl]> = [
    ["print", "variadic", (args) => {
      out.push(args.map((a) => show(a)).join(" "));
      return null;
    }],
    ["len", 1, ([v], pos) => {
      if (typeof v === "string") return v.length;
      if (v instanceof MiniList) return v.items.length;
      if (v instanceof MiniRecord) return v.fields.size;
      throw new MiniRuntimeError(`len of ${typeName(v)}`, pos);
    }],
    ["push", 2, ([list, v], pos) => {
      expectList(list, "push's first argument", pos).items.push(v);
      return list;
    }],
    ["pop", 1, ([list], pos) => {
      const l = expectList(list, "pop's argument", pos);
      if (l.items.length === 0) throw new MiniRuntimeError("pop from empty list", pos);
      return l.items.pop() ?? null;
    }],
    ["keys", 1, ([r], pos) => {
      if (!(r instanceof MiniRecord)) throw new MiniRuntimeError(`keys of ${typeName(r)}`, pos);
      const names: Value[] = [];
      r.fields.forEach((_, k) => names.push(k));
      return new MiniList(names);
    }],
    ["has", 2, ([r, k]) => r instanceof MiniRecord && typeof k === "string" && r.fields.has(k)],
    ["str", 1, ([v]) => show(v)],
    ["type", 1, ([v]) => typeName(v)],
    ["floor", 1, ([v], pos) => Math.floor(expectNumber(v, "floor's argument", pos))],
    ["sqrt", 1, ([v], pos) => Math.sqrt(expectNumber(v, "sqrt's argument", pos))],
    ["num", 1, ([v], pos) => {
      const n = typeof v === "string" ? Number(v) : NaN;
      if (Number.isNaN(n)) throw new MiniRuntimeError(`cannot convert ${show(v, true)} to a number`, pos);
      return n;
    }],
    ["join", 2, ([list, sep], pos) => {
      const s = typeof sep === "string" ? sep : show(sep);
      return expectList(list, "join's first argument", pos).items.map((x) => show(x)).join(s);
    }],
    ["split", 2, ([s, sep], pos) => {
      if (typeof s !== "string" || typeof sep !== "string") throw new MiniRuntimeError("split expects two strings", pos);
      return new MiniList(s.split(sep).map((part): Value => part));
    }],
    ["upper", 1, ([s]) => (typeof s === "string" ? s.toUpperCase() : show(s).toUpperCase())],
    ["sort", 1, ([list], pos) => {
      const l = expectList(list, "sort's argument", pos);
      return new MiniList([...l.items].sort((a, b) => compareValues(a, b, pos)));
    }],
    ["map", 2, ([list, f], pos) => {
      const l = expectList(list, "map's first argument", pos);
      return new MiniList(l.items.map((x) => interp().call(f, [x], pos)));
    }],
    ["filter", 2, ([list, f], pos) => {
      const l = expectList(list, "filter's first argument", pos);
      return new MiniList(l.items.filter((x) => interp().call(f, [x], pos) === true));
    }],
    ["reduce", 3, ([list, f, init], pos) => {
      const l = expectList(list, "reduce's first argument", pos);
      return l.items.reduce<Value>((acc, x) => interp().call(f, [acc, x], pos), init);
    }],
    ["pad", 2, ([v, width], pos) => {
      const w = expectNumber(width, "pad's width", pos);
      const s = show(v);
      return w < 0 ? s.padEnd(-w) : s.padStart(w);
    }],
  ];
  for (const [name, arity, impl] of defs) env.define(name, new NativeFunction(name, arity, impl));
  return defs.length;
}
