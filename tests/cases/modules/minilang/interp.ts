import { Expr, Stmt } from "./ast";
import { MiniRuntimeError, Position } from "./tokens";
import {
  Environment, MiniFunction, MiniList, MiniRecord, NativeFunction, Thrown, Value,
  isTruthy, show, typeName, valuesEqual,
} from "./values";

type Completion =
  | { type: "normal" }
  | { type: "return"; value: Value }
  | { type: "break" }
  | { type: "continue" };

const NORMAL: Completion = { type: "normal" };
const BREAK: Completion = { type: "break" };
const CONTINUE: Completion = { type: "continue" };

export interface Stats {
  calls: number;
  maxDepth: number;
  loops: number;
}

const MAX_DEPTH = 200;

export class Interpreter {
  readonly stats: Stats = { calls: 0, maxDepth: 0, loops: 0 };
  private depth = 0;

  constructor(readonly globals: Environment) {}

  run(program: Stmt[]): void {
    const c = this.execBlock(program, this.globals);
    if (c.type !== "normal") throw new MiniRuntimeError(`'${c.type}' outside of a function or loop`, null);
  }

  private execBlock(stmts: Stmt[], env: Environment): Completion {
    for (const s of stmts) {
      const c = this.exec(s, env);
      if (c.type !== "normal") return c;
    }
    return NORMAL;
  }

  private exec(s: Stmt, env: Environment): Completion {
    switch (s.kind) {
      case "let":
        env.define(s.name, this.eval(s.init, env));
        return NORMAL;
      case "assign":
        this.assign(s.target, s.op, this.eval(s.value, env), env, s.pos);
        return NORMAL;
      case "expr":
        this.eval(s.expr, env);
        return NORMAL;
      case "if":
        if (isTruthy(this.eval(s.cond, env))) return this.execBlock(s.then, new Environment(env));
        return s.otherwise ? this.execBlock(s.otherwise, new Environment(env)) : NORMAL;
      case "while":
        while (isTruthy(this.eval(s.cond, env))) {
          this.stats.loops++;
          const c = this.execBlock(s.body, new Environment(env));
          if (c.type === "break") break;
          if (c.type === "return") return c;
        }
        return NORMAL;
      case "for": {
        for (const item of this.iterate(this.eval(s.iterable, env), s.pos)) {
          this.stats.loops++;
          const inner = new Environment(env);
          inner.define(s.name, item);
          const c = this.execBlock(s.body, inner);
          if (c.type === "break") break;
          if (c.type === "return") return c;
        }
        return NORMAL;
      }
      case "return":
        return { type: "return", value: s.value ? this.eval(s.value, env) : null };
      case "break":
        return BREAK;
      case "continue":
        return CONTINUE;
      case "throw":
        throw new Thrown(this.eval(s.value, env), s.pos);
      case "try":
        try {
          return this.execBlock(s.body, new Environment(env));
        } catch (e) {
          const handlerEnv = new Environment(env);
          if (e instanceof Thrown) handlerEnv.define(s.binding, e.value);
          else if (e instanceof MiniRuntimeError) handlerEnv.define(s.binding, e.message);
          else throw e;
          return this.execBlock(s.handler, handlerEnv);
        }
    }
  }

  private *iterate(v: Value, pos: Position): Generator<Value> {
    if (v instanceof MiniList) {
      yield* v.items;
    } else if (typeof v === "string") {
      for (const ch of v) yield ch;
    } else if (v instanceof MiniRecord) {
      for (const k of v.fields.keys()) yield k;
    } else {
      throw new MiniRuntimeError(`cannot iterate over ${typeName(v)}`, pos);
    }
  }

  private assign(target: Expr, op: "=" | "+=" | "-=", value: Value, env: Environment, pos: Position): void {
    if (op !== "=") {
      const old = this.eval(target, env);
      value = this.arith(op === "+=" ? "+" : "-", old, value, pos);
    }
    switch (target.kind) {
      case "var":
        env.assign(target.name, value, pos);
        return;
      case "index": {
        const list = this.eval(target.target, env);
        const idx = this.eval(target.index, env);
        if (list instanceof MiniList && typeof idx === "number") {
          const i = this.checkIndex(list, idx, pos);
          list.items[i] = value;
        } else if (list instanceof MiniRecord && typeof idx === "string") {
          list.fields.set(idx, value);
        } else {
          throw new MiniRuntimeError(`cannot index ${typeName(list)} with ${typeName(idx)}`, pos);
        }
        return;
      }
      case "member": {
        const rec = this.eval(target.target, env);
        if (!(rec instanceof MiniRecord)) throw new MiniRuntimeError(`cannot set field '${target.name}' on ${typeName(rec)}`, pos);
        rec.fields.set(target.name, value);
        return;
      }
      default:
        throw new MiniRuntimeError("invalid assignment target", pos);
    }
  }

  private checkIndex(list: MiniList, idx: number, pos: Position): number {
    const i = idx < 0 ? list.items.length + idx : idx;
    if (!Number.isInteger(i) || i < 0 || i >= list.items.length) {
      throw new MiniRuntimeError(`index ${idx} out of range for list of length ${list.items.length}`, pos);
    }
    return i;
  }

  eval(e: Expr, env: Environment): Value {
    switch (e.kind) {
      case "num": return e.value;
      case "str": return e.value;
      case "bool": return e.value;
      case "nil": return null;
      case "var": return env.lookup(e.name, e.pos);
      case "unary": {
        const v = this.eval(e.operand, env);
        if (e.op === "not") return !isTruthy(v);
        if (typeof v !== "number") throw new MiniRuntimeError(`cannot negate ${typeName(v)}`, e.pos);
        return -v;
      }
      case "logical": {
        const left = this.eval(e.left, env);
        if (e.op === "and") return isTruthy(left) ? this.eval(e.right, env) : left;
        return isTruthy(left) ? left : this.eval(e.right, env);
      }
      case "binary":
        return this.arith(e.op, this.eval(e.left, env), this.eval(e.right, env), e.pos);
      case "call": {
        const callee = this.eval(e.callee, env);
        const args = e.args.map((a) => this.eval(a, env));
        return this.call(callee, args, e.pos);
      }
      case "index": {
        const target = this.eval(e.target, env);
        const idx = this.eval(e.index, env);
        if (target instanceof MiniList && typeof idx === "number") return target.items[this.checkIndex(target, idx, e.pos)];
        if (typeof target === "string" && typeof idx === "number") {
          const ch = target.charAt(idx < 0 ? target.length + idx : idx);
          return ch === "" ? null : ch;
        }
        if (target instanceof MiniRecord && typeof idx === "string") return target.fields.get(idx) ?? null;
        throw new MiniRuntimeError(`cannot index ${typeName(target)} with ${typeName(idx)}`, e.pos);
      }
      case "member": {
        const target = this.eval(e.target, env);
        if (target instanceof MiniRecord) return target.fields.get(e.name) ?? null;
        if (target instanceof MiniList && e.name === "length") return target.items.length;
        if (typeof target === "string" && e.name === "length") return target.length;
        throw new MiniRuntimeError(`${typeName(target)} has no field '${e.name}'`, e.pos);
      }
      case "list":
        return new MiniList(e.items.map((x) => this.eval(x, env)));
      case "record":
        return MiniRecord.from(e.fields.map(([k, x]): [string, Value] => [k, this.eval(x, env)]));
      case "fn":
        return new MiniFunction(e.name, e.params, e.body, env);
    }
  }

  arith(op: string, a: Value, b: Value, pos: Position): Value {
    switch (op) {
      case "==": return valuesEqual(a, b);
      case "!=": return !valuesEqual(a, b);
      case "+":
        if (typeof a === "number" && typeof b === "number") return a + b;
        if (typeof a === "string" || typeof b === "string") return show(a) + show(b);
        if (a instanceof MiniList && b instanceof MiniList) return new MiniList([...a.items, ...b.items]);
        break;
      case "..":
        if (typeof a === "number" && typeof b === "number") {
          const items: Value[] = [];
          for (let i = a; i < b; i++) items.push(i);
          return new MiniList(items);
        }
        break;
      default:
        if (typeof a === "number" && typeof b === "number") {
          switch (op) {
            case "-": return a - b;
            case "*": return a * b;
            case "/":
              if (b === 0) throw new MiniRuntimeError("division by zero", pos);
              return a / b;
            case "%": return ((a % b) + b) % b;
            case "<": return a < b;
            case "<=": return a <= b;
            case ">": return a > b;
            case ">=": return a >= b;
          }
        }
        if (typeof a === "string" && typeof b === "string") {
          switch (op) {
            case "<": return a < b;
            case "<=": return a <= b;
            case ">": return a > b;
            case ">=": return a >= b;
          }
        }
    }
    throw new MiniRuntimeError(`unsupported operands for '${op}': ${typeName(a)} and ${typeName(b)}`, pos);
  }

  call(callee: Value, args: Value[], pos: Position): Value {
    this.stats.calls++;
    if (callee instanceof NativeFunction) {
      if (callee.arity !== "variadic" && args.length !== callee.arity) {
        throw new MiniRuntimeError(`${callee.name} expects ${callee.arity} argument(s), got ${args.length}`, pos);
      }
      return callee.impl(args, pos);
    }
    if (!(callee instanceof MiniFunction)) throw new MiniRuntimeError(`${typeName(callee)} is not callable`, pos);
    if (args.length !== callee.params.length) {
      throw new MiniRuntimeError(`${callee.name} expects ${callee.params.length} argument(s), got ${args.length}`, pos);
    }
    if (this.depth >= MAX_DEPTH) throw new MiniRuntimeError(`stack overflow in ${callee.name}`, pos);
    const env = new Environment(callee.closure);
    callee.params.forEach((p, i) => env.define(p, args[i]));
    callee.calls++;
    this.depth++;
    this.stats.maxDepth = Math.max(this.stats.maxDepth, this.depth);
    try {
      const c = this.execBlock(callee.body, env);
      if (c.type === "return") return c.value;
      if (c.type !== "normal") throw new MiniRuntimeError(`'${c.type}' outside of a loop`, pos);
      return null;
    } finally {
      this.depth--;
    }
  }
}
