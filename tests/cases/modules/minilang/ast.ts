import { Position } from "./tokens";

export type BinaryOp = "+" | "-" | "*" | "/" | "%" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "..";

export type Expr =
  | { kind: "num"; value: number }
  | { kind: "str"; value: string }
  | { kind: "bool"; value: boolean }
  | { kind: "nil" }
  | { kind: "var"; name: string; pos: Position }
  | { kind: "unary"; op: "-" | "not"; operand: Expr; pos: Position }
  | { kind: "binary"; op: BinaryOp; left: Expr; right: Expr; pos: Position }
  | { kind: "logical"; op: "and" | "or"; left: Expr; right: Expr }
  | { kind: "call"; callee: Expr; args: Expr[]; pos: Position }
  | { kind: "index"; target: Expr; index: Expr; pos: Position }
  | { kind: "member"; target: Expr; name: string; pos: Position }
  | { kind: "list"; items: Expr[] }
  | { kind: "record"; fields: Array<[string, Expr]> }
  | { kind: "fn"; name: string; params: string[]; body: Stmt[] };

export type Stmt =
  | { kind: "let"; name: string; init: Expr }
  | { kind: "assign"; target: Expr; op: "=" | "+=" | "-="; value: Expr; pos: Position }
  | { kind: "expr"; expr: Expr }
  | { kind: "if"; cond: Expr; then: Stmt[]; otherwise: Stmt[] | null }
  | { kind: "while"; cond: Expr; body: Stmt[] }
  | { kind: "for"; name: string; iterable: Expr; body: Stmt[]; pos: Position }
  | { kind: "return"; value: Expr | null }
  | { kind: "break" }
  | { kind: "continue" }
  | { kind: "throw"; value: Expr; pos: Position }
  | { kind: "try"; body: Stmt[]; binding: string; handler: Stmt[] };

const PRECEDENCE: Record<string, number> = {
  or: 1, and: 2, "==": 3, "!=": 3, "<": 4, "<=": 4, ">": 4, ">=": 4, "..": 5, "+": 6, "-": 6, "*": 7, "/": 7, "%": 7,
};

/** Prints an expression back as source, with only the parentheses it needs. */
export function showExpr(e: Expr, outer = 0): string {
  switch (e.kind) {
    case "num":
      return String(e.value);
    case "str":
      return JSON.stringify(e.value);
    case "bool":
      return e.value ? "true" : "false";
    case "nil":
      return "nil";
    case "var":
      return e.name;
    case "unary":
      return e.op === "not" ? `not ${showExpr(e.operand, 8)}` : `-${showExpr(e.operand, 8)}`;
    case "binary":
    case "logical": {
      const p = PRECEDENCE[e.op];
      const s = `${showExpr(e.left, p)} ${e.op} ${showExpr(e.right, p + 1)}`;
      return p < outer ? `(${s})` : s;
    }
    case "call":
      return `${showExpr(e.callee, 9)}(${e.args.map((a) => showExpr(a)).join(", ")})`;
    case "index":
      return `${showExpr(e.target, 9)}[${showExpr(e.index)}]`;
    case "member":
      return `${showExpr(e.target, 9)}.${e.name}`;
    case "list":
      return `[${e.items.map((a) => showExpr(a)).join(", ")}]`;
    case "record":
      return `{${e.fields.map(([k, v]) => `${k}: ${showExpr(v)}`).join(", ")}}`;
    case "fn":
      return `fn ${e.name}(${e.params.join(", ")}) { ... ${e.body.length} statement(s) }`;
    default: {
      const never: never = e;
      return never;
    }
  }
}

export function countNodes(stmts: Stmt[]): number {
  let n = 0;
  const visitExpr = (e: Expr): void => {
    n++;
    switch (e.kind) {
      case "unary": visitExpr(e.operand); break;
      case "binary": case "logical": visitExpr(e.left); visitExpr(e.right); break;
      case "call": visitExpr(e.callee); e.args.forEach(visitExpr); break;
      case "index": visitExpr(e.target); visitExpr(e.index); break;
      case "member": visitExpr(e.target); break;
      case "list": e.items.forEach(visitExpr); break;
      case "record": for (const [, v] of e.fields) visitExpr(v); break;
      case "fn": n += countNodes(e.body); break;
      default: break;
    }
  };
  for (const s of stmts) {
    n++;
    switch (s.kind) {
      case "let": visitExpr(s.init); break;
      case "assign": visitExpr(s.target); visitExpr(s.value); break;
      case "expr": visitExpr(s.expr); break;
      case "if": visitExpr(s.cond); n += countNodes(s.then) + countNodes(s.otherwise ?? []); break;
      case "while": visitExpr(s.cond); n += countNodes(s.body); break;
      case "for": visitExpr(s.iterable); n += countNodes(s.body); break;
      case "return": if (s.value) visitExpr(s.value); break;
      case "throw": visitExpr(s.value); break;
      case "try": n += countNodes(s.body) + countNodes(s.handler); break;
      case "break": case "continue": break;
    }
  }
  return n;
}
