// Parser combinators in a functional style: generic parsers as closures,
// currying, tuples from `seq`, mapped results, and error positions.

type Ok<T> = { ok: true; value: T; pos: number };
type Fail = { ok: false; expected: string[]; pos: number };
type Reply<T> = Ok<T> | Fail;
type Parser<T> = (src: string, pos: number) => Reply<T>;

const succeed = <T,>(value: T): Parser<T> => (_, pos) => ({ ok: true, value, pos });
const fail = (pos: number, ...expected: string[]): Fail => ({ ok: false, expected, pos });

const lit = (s: string): Parser<string> => (src, pos) =>
  src.startsWith(s, pos) ? { ok: true, value: s, pos: pos + s.length } : fail(pos, JSON.stringify(s));

const re = (pattern: RegExp, name: string): Parser<string> => {
  const sticky = new RegExp(pattern.source, "y");
  return (src, pos) => {
    sticky.lastIndex = pos;
    const m = sticky.exec(src);
    return m ? { ok: true, value: m[0], pos: pos + m[0].length } : fail(pos, name);
  };
};

const map = <A, B>(p: Parser<A>, f: (a: A) => B): Parser<B> => (src, pos) => {
  const r = p(src, pos);
  return r.ok ? { ok: true, value: f(r.value), pos: r.pos } : r;
};

// merges what two failures at the same place expected, as good error messages need
const furthest = (a: Fail, b: Fail): Fail =>
  a.pos > b.pos ? a : b.pos > a.pos ? b : { ok: false, pos: a.pos, expected: [...new Set([...a.expected, ...b.expected])] };

function alt<T>(...ps: Parser<T>[]): Parser<T> {
  return (src, pos) => {
    let worst: Fail = fail(pos);
    for (const p of ps) {
      const r = p(src, pos);
      if (r.ok) return r;
      worst = furthest(worst, r);
    }
    return worst;
  };
}

function seq<A, B>(a: Parser<A>, b: Parser<B>): Parser<[A, B]> {
  return (src, pos) => {
    const ra = a(src, pos);
    if (!ra.ok) return ra;
    const rb = b(src, ra.pos);
    return rb.ok ? { ok: true, value: [ra.value, rb.value], pos: rb.pos } : rb;
  };
}
const seq3 = <A, B, C>(a: Parser<A>, b: Parser<B>, c: Parser<C>): Parser<[A, B, C]> =>
  map(seq(seq(a, b), c), ([[x, y], z]) => [x, y, z]);

const many = <T,>(p: Parser<T>): Parser<T[]> => (src, pos) => {
  const out: T[] = [];
  for (;;) {
    const r = p(src, pos);
    if (!r.ok || r.pos === pos) return { ok: true, value: out, pos };
    out.push(r.value);
    pos = r.pos;
  }
};

const ws = re(/\s*/, "whitespace");
const token = <T,>(p: Parser<T>): Parser<T> => map(seq(p, ws), ([v]) => v);
const sym = (s: string) => token(lit(s));
const lazy = <T,>(f: () => Parser<T>): Parser<T> => (src, pos) => f()(src, pos);

const sepBy = <T,>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> =>
  alt(map(seq(p, many(map(seq(sep, p), ([, v]) => v))), ([first, rest]) => [first, ...rest]), succeed<T[]>([]));

// curried helper: a left-assoc chain of binary operators
const chainl = (op: Parser<string>) => (operand: Parser<number>): Parser<number> =>
  map(seq(operand, many(seq(op, operand))), ([first, rest]) =>
    rest.reduce((acc, [o, v]) => (o === "+" ? acc + v : o === "-" ? acc - v : o === "*" ? acc * v : acc / v), first));

const number = token(map(re(/-?\d+(\.\d+)?/, "number"), Number));
const expr: Parser<number> = lazy(() => chainl(alt(sym("+"), sym("-")))(term));
const term: Parser<number> = lazy(() => chainl(alt(sym("*"), sym("/")))(factor));
const factor: Parser<number> = alt(number, map(seq3(sym("("), expr, sym(")")), ([, v]) => v));

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const str = token(map(re(/"(?:[^"\\]|\\.)*"/, "string"), (s) => JSON.parse(s) as string));
const json: Parser<Json> = lazy(() =>
  alt<Json>(
    map(sym("null"), () => null),
    map(alt(sym("true"), sym("false")), (b) => b === "true"),
    number,
    str,
    map(seq3(sym("["), sepBy(json, sym(",")), sym("]")), ([, xs]) => xs),
    map(seq3(sym("{"), sepBy(seq(str, map(seq(sym(":"), json), ([, v]) => v)), sym(",")), sym("}")), ([, kvs]) =>
      Object.fromEntries(kvs)),
  ),
);

function parseAll<T>(p: Parser<T>, src: string): string {
  const r = seq(ws, p)(src, 0);
  if (r.ok && r.pos === src.length) return `ok ${JSON.stringify(r.value[1])}`;
  const pos = r.ok ? r.pos : r.pos;
  const line = src.slice(0, pos).split("\n").length, col = pos - src.lastIndexOf("\n", pos - 1);
  const expected = r.ok ? ["end of input"] : r.expected;
  return `error at ${line}:${col}: expected ${expected.join(" or ")}, found ${JSON.stringify(src.slice(pos, pos + 5) || "<eof>")}`;
}

for (const src of ["1 + 2 * 3", "(1 + 2) * 3 - 4 / 8", " 2 * (3 + ", "10 / 4 * 2", "7 7"]) console.log(src.padEnd(20), parseAll(expr, src));
for (const src of [
  `{"a": [1, 2, {"b": null}], "c": "x\\ny", "d": true}`,
  `[1, 2,, 3]`,
  `{"k": [true, false, -2.5e0]}`,
  `{"k"\n  : tru}`,
  `  [ ]  `,
]) console.log(parseAll(json, src));
const words = sepBy(token(re(/[a-z]+/, "word")), sym(","));
console.log(parseAll(words, "alpha, beta ,gamma"), parseAll(words, ""), parseAll(words, "a,,b"));
