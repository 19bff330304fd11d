// return() at a yield: catch clauses do not see it, finally blocks run (and may
// await or yield); break out of nested for await closes both generators.
async function* g(): AsyncGenerator<number, number | void> {
  try {
    yield 1;
    yield 2;
  } catch (e) {
    console.log("should not catch a return", e);
  } finally {
    console.log("finally start");
    await new Promise<void>((r) => setTimeout(r, 1));
    console.log("finally end");
  }
  console.log("unreachable after return");
}
async function main(): Promise<void> {
  const it = g();
  console.log(it);
  for await (const v of g()) {
    console.log("top", v);
    break;
  }
  const r1 = await it.next();
  console.log(r1);
  console.log(await it.return(7));
  let count = 0;
  outer: for await (const a of g()) {
    for await (const b of g()) {
      count++;
      if (b === 2) break outer;
    }
  }
  console.log("count", count);
  async function* withYieldInFinally(): AsyncGenerator<string, string | void> {
    try {
      yield "a";
    } finally {
      yield "cleanup";
    }
  }
  const w = withYieldInFinally();
  console.log(await w.next(), await w.return("r"), await w.next(), await w.next());
  const cap = [1, 2, 3];
  const mk = (k: number) => (async function* () { for (const x of cap) yield x * k; })();
  const got: number[] = [];
  for await (const v of mk(10)) got.push(v);
  console.log(got);
  
}
main();
