// Leaving a for await early (break, return, labelled continue, a throw)
// calls the generator's return(): its finally blocks run before the loop
// statement completes, and an await inside finally is honoured.
async function* resource(name: string, n: number): AsyncGenerator<number> {
  console.log(`${name}: open`);
  try {
    for (let i = 0; i < n; i++) {
      yield i;
      console.log(`${name}: after yield ${i}`);
    }
  } finally {
    await Promise.resolve();
    console.log(`${name}: close`);
  }
}

async function firstOver(limit: number): Promise<number> {
  for await (const v of resource("ret", 10)) {
    if (v > limit) return v;
  }
  return -1;
}

async function main(): Promise<void> {
  for await (const v of resource("brk", 10)) {
    console.log("brk got", v);
    if (v === 1) break;
  }
  console.log("after break");

  console.log("firstOver", await firstOver(2));

  outer: for (const round of [1, 2]) {
    for await (const v of resource(`lbl${round}`, 5)) {
      if (v === round) continue outer;
      console.log("lbl got", v);
    }
  }

  try {
    for await (const v of resource("thr", 5)) {
      if (v === 2) throw new Error("stop at " + v);
    }
  } catch (e) {
    console.log("caught:", (e as Error).message);
  }

  for await (const v of resource("full", 2)) console.log("full got", v);
  console.log("done");
}

main();
