// Errors thrown inside an async generator reach the consumer: through
// for await, through next()'s rejected promise, and after a caught error
// the generator is finished.
class FetchError extends Error {
  constructor(public code: number) {
    super(`failed with ${code}`);
    this.name = "FetchError";
  }
}

async function* flaky(failAt: number): AsyncGenerator<number> {
  for (let i = 0; ; i++) {
    await null;
    if (i === failAt) throw new FetchError(500 + i);
    yield i;
  }
}

async function* guarded(inner: AsyncGenerator<number>): AsyncGenerator<string> {
  try {
    for await (const v of inner) yield `ok ${v}`;
  } catch (e) {
    if (e instanceof FetchError) yield `recovered from ${e.code}`;
    else throw e;
  } finally {
    console.log("guarded: finally");
  }
}

async function main(): Promise<void> {
  try {
    for await (const v of flaky(3)) console.log("got", v);
  } catch (e) {
    if (e instanceof FetchError) console.log("caught", e.name, e.code, e.message);
  }

  const g = flaky(1);
  console.log(await g.next());
  await g.next().then(
    (r) => console.log("unexpected", r),
    (e: Error) => console.log("rejected:", e.message),
  );
  console.log("after failure", await g.next());

  for await (const s of guarded(flaky(2))) console.log(s);

  async function* thrower(): AsyncGenerator<number> {
    yield 1;
    await Promise.reject(new RangeError("awaited rejection"));
    yield 2;
  }
  const seen: number[] = [];
  try {
    for await (const v of thrower()) seen.push(v);
  } catch (e) {
    console.log(seen, (e as Error).name, (e as Error).message);
  }
}

main();
