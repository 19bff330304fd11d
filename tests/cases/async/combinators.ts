function delay(ms: number, v: number): Promise<number> {
  return new Promise<number>((resolve) => setTimeout(() => resolve(v), ms));
}
function fail(ms: number, msg: string): Promise<number> {
  return new Promise<number>((_resolve, reject) => setTimeout(() => reject(new Error(msg)), ms));
}
class Counter {
  count = 0;
  async bump(by: number): Promise<number> {
    await delay(1, 0);
    this.count += by;
    return this.count;
  }
}
async function main(): Promise<void> {
  const all = await Promise.all([delay(30, 1), delay(10, 2), delay(20, 3)]);
  console.log("all", all);
  const mixed = await Promise.all([1, Promise.resolve(2), delay(5, 3)]);
  console.log("mixed", mixed);
  try {
    await Promise.all([delay(10, 1), fail(5, "nope")]);
  } catch (e) {
    console.log("all rejected:", e instanceof Error ? e.message : e);
  }
  const settled = await Promise.allSettled([delay(5, 1), fail(1, "bad")]);
  for (const r of settled) {
    if (r.status === "fulfilled") console.log("fulfilled", r.value);
    else console.log("rejected", r.reason instanceof Error ? r.reason.message : r.reason);
  }
  console.log(settled.length);
  // the faster timer is made first, so a stall between the two cannot let the slower win
  const fast = delay(5, 2);
  const first = await Promise.race([delay(20, 1), fast]);
  console.log("race", first);
  const any = await Promise.any([fail(1, "a"), delay(10, 9), fail(2, "b")]);
  console.log("any", any);
  try {
    await Promise.any([fail(1, "a"), fail(2, "b")]);
  } catch (e) {
    console.log("any failed", e instanceof Error ? e.message : e);
  }
  console.log("empty", await Promise.all([] as Promise<number>[]));
  const c = new Counter();
  const rs = await Promise.all([c.bump(1), c.bump(2), c.bump(3)]);
  console.log(rs, c.count);
  const arrow = async (x: number): Promise<string> => {
    await delay(1, 0);
    return "arrow " + x;
  };
  console.log(await arrow(5));
  const fns = [1, 2, 3].map(async (n) => {
    await delay(10 - n, 0);
    return n * 2;
  });
  console.log(await Promise.all(fns));
}
main().then(() => console.log("end"));
