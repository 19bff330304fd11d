// A function returning an object type whose body ends in an exhaustive
// switch, and `return fail(...)` where fail returns never.
type Completion = { type: "normal" } | { type: "return"; value: number };
type Stmt = { kind: "expr" } | { kind: "ret"; v: number } | { kind: "bad" };

function fail(msg: string): never {
  throw new Error(msg);
}

function exec(s: Stmt): Completion {
  switch (s.kind) {
    case "expr":
      return { type: "normal" };
    case "ret":
      return { type: "return", value: s.v };
    case "bad":
      return fail("bad statement");
  }
}

function pick(xs: number[], i: number): number[] {
  if (i < xs.length) return xs.slice(i);
  return fail(`index ${i} out of range`);
}

console.log(exec({ kind: "expr" }), exec({ kind: "ret", v: 7 }));
try {
  exec({ kind: "bad" });
} catch (e) {
  console.log((e as Error).message);
}
console.log(pick([1, 2, 3], 1));
try {
  pick([1], 5);
} catch (e) {
  console.log((e as Error).message);
}
