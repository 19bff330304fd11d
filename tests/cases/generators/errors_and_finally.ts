// Exceptions thrown inside generators reach the caller of next(); finally
// blocks run when the body completes; a finished generator stays done.
class ParseError extends Error {
  constructor(public line: number, message: string) {
    super(message);
    this.name = "ParseError";
  }
}

function* parseLines(text: string): Generator<number> {
  let line = 0;
  for (const raw of text.split("\n")) {
    line++;
    const t = raw.trim();
    if (t === "") continue;
    const v = Number(t);
    if (Number.isNaN(v)) throw new ParseError(line, `not a number: '${t}'`);
    yield v;
  }
}

function total(text: string): string {
  let s = 0;
  try {
    for (const v of parseLines(text)) s += v;
    return `total ${s}`;
  } catch (e) {
    if (e instanceof ParseError) return `error at line ${e.line}: ${e.message} (after ${s})`;
    throw e;
  }
}
console.log(total("1\n2\n\n3"));
console.log(total("10\n20\nx\n40"));

function* guarded(): Generator<string, string> {
  try {
    yield "first";
    yield "second";
    return "end";
  } finally {
    console.log("finally ran");
  }
}
const g = guarded();
console.log(g.next());
console.log(g.next());
console.log(g.next());
console.log(g.next());

function* failsLater(): Generator<number> {
  yield 1;
  yield 2;
  throw new RangeError("out of values");
}
const f = failsLater();
const seen: number[] = [];
try {
  for (;;) {
    const r = f.next();
    if (r.done) break;
    seen.push(r.value);
  }
} catch (e) {
  console.log("caught", e instanceof RangeError, (e as Error).message, seen);
}
console.log(f.next());

function* catchesInside(): Generator<string> {
  for (const s of ["1", "oops", "3"]) {
    try {
      if (s === "oops") throw new Error("bad item");
      yield s;
    } catch (e) {
      yield `recovered: ${(e as Error).message}`;
    }
  }
}
console.log([...catchesInside()]);

function* reentrant(): Generator<number> {
  yield 1;
}
const self = reentrant();
console.log([...self], [...self]);
