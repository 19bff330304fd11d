// tsc types xs[i] as T (no noUncheckedIndexedAccess), but past the end it is
// undefined at run time; code checks for that with !x, ??, ?. and ternaries.
type Tok = { kind: "num"; value: number } | { kind: "op"; op: string };
interface P { x: number }
const arr: Tok[] = [{ kind: "num", value: 1 }];
const ps: P[] = [];
const z = arr[3], q = ps[2];
console.log(!z, !arr[0], z === undefined, typeof q);
console.log(z ?? "dflt", q ?? "dq", z || "or", z?.kind, q?.x, arr[0]?.kind);
const fns: Array<() => number> = [() => 7];
const f = fns[1];
console.log(f ? "has" : "none", f?.(), fns[0]?.());
const nested: number[][] = [[1, 2]];
const row = nested[1];
console.log(row ? row.length : "no row", row?.length, nested[0]?.length);

class Cursor {
  private i = 0;
  constructor(private readonly toks: Tok[]) {}
  next(): Tok {
    const t = this.toks[this.i++];
    if (!t) throw new SyntaxError("Unexpected end of input");
    return t;
  }
}
const cur = new Cursor([{ kind: "op", op: "+" }]);
try {
  for (;;) console.log(cur.next());
} catch (e) {
  console.log(e instanceof SyntaxError, (e as Error).message);
}
