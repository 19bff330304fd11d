class BaseError extends Error {
  constructor(msg: string) { super(msg); this.name = "BaseError"; }
}
console.log("1: before Parsing");
namespace Parsing {
  console.log("2: Parsing body");
  export class ParseError extends BaseError {
    constructor(public pos: number, msg: string) { super(`at ${pos}: ${msg}`); this.name = "ParseError"; }
  }
  export interface Result<T> { value: T; rest: string }
  export type Parser<T> = (s: string) => Result<T> | null;
  export function digit(): Parser<number> {
    return s => (s.length > 0 && s[0] >= "0" && s[0] <= "9") ? { value: Number(s[0]), rest: s.slice(1) } : null;
  }
  export function many<T>(p: Parser<T>): Parser<T[]> {
    return s => {
      const out: T[] = [];
      let cur = s;
      for (;;) {
        const r = p(cur);
        if (!r) break;
        out.push(r.value);
        cur = r.rest;
      }
      return { value: out, rest: cur };
    };
  }
  export function number(s: string): number {
    const r = many(digit())(s);
    if (!r || r.value.length === 0) throw new ParseError(0, `expected a digit in "${s}"`);
    return r.value.reduce((a, d) => a * 10 + d, 0);
  }
  export let calls = 0;
  export function counted(s: string): number { calls++; return number(s); }
}
console.log("3: after Parsing");
const inputs = ["123", "45x", "x9"];
for (const s of inputs) {
  try {
    console.log(s, "->", Parsing.counted(s));
  } catch (e) {
    if (e instanceof Parsing.ParseError) console.log("error", e.name, e.message, e.pos, e instanceof BaseError);
    else throw e;
  }
}
console.log("calls", Parsing.calls);
Parsing.calls = 100;
console.log(Parsing.counted("7"), Parsing.calls);
const nums = ["1", "22", "333"].map(Parsing.number);
console.log(nums);
const r: Parsing.Result<number[]> | null = Parsing.many(Parsing.digit())("42abc");
console.log(r);
let lastCalls: typeof Parsing.calls = Parsing.calls;
console.log(lastCalls + 1);
namespace Geo {
  export abstract class Shape {
    abstract area(): number;
    toString(): string { return `${this.constructor.name}(${this.area().toFixed(2)})`; }
  }
  export class Circle extends Shape {
    constructor(private r: number) { super(); }
    area(): number { return Math.PI * this.r ** 2; }
  }
  export class Rect extends Shape {
    constructor(private w: number, private h: number) { super(); }
    area(): number { return this.w * this.h; }
  }
}
const shapes: Geo.Shape[] = [new Geo.Circle(1), new Geo.Rect(2, 3)];
console.log(shapes.map(s => s.toString()).join(", "));
console.log(shapes.map(String));
console.log(shapes.sort((a, b) => a.area() - b.area()).map(s => s.area().toFixed(1)));
