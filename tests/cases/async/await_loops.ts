// await inside loops, switch, try/catch/finally, with break/continue/return
function sleep(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

async function double(n: number): Promise<number> {
  await sleep(1);
  return n * 2;
}

async function sequential(items: number[]): Promise<number[]> {
  const out: number[] = [];
  for (const it of items) {
    out.push(await double(it));
  }
  return out;
}

async function whileLoop(limit: number): Promise<string> {
  let i = 0;
  let s = "";
  while (true) {
    await null;
    i++;
    if (i % 2 === 0) continue;
    if (i > limit) break;
    s += i;
  }
  do {
    s += "!";
    await Promise.resolve();
  } while (s.length < 8);
  return s;
}

async function findFirst(xs: string[], pred: (s: string) => boolean): Promise<string | undefined> {
  for (let i = 0; i < xs.length; i++) {
    await sleep(0);
    if (pred(xs[i])) return xs[i];
  }
  return undefined;
}

async function withFinally(fail: boolean): Promise<string> {
  const log: string[] = [];
  try {
    log.push("try");
    await sleep(1);
    if (fail) throw new Error("fail");
    log.push("after await");
    return log.join(",");
  } catch (e) {
    log.push("catch " + (e instanceof Error ? e.message : ""));
    await sleep(1);
    log.push("after catch await");
  } finally {
    log.push("finally");
    await null;
    console.log("finally ran:", log.join(","));
  }
  return "fell through: " + log.join(",");
}

async function nestedTry(): Promise<number> {
  let n = 0;
  for (let i = 0; i < 4; i++) {
    try {
      try {
        await sleep(0);
        if (i === 1) throw new Error("inner " + i);
        if (i === 3) break;
        n += 1;
      } finally {
        n += 10;
      }
    } catch (e) {
      n += 100;
      continue;
    }
    n += 1000;
  }
  return n;
}

async function switchAwait(kind: string): Promise<string> {
  switch (kind) {
    case "a":
      await null;
      return "A";
    case "b": {
      const v = await double(21);
      return "B" + v;
    }
    default:
      await sleep(1);
      return "other";
  }
}

async function main(): Promise<void> {
  console.log(await sequential([1, 2, 3]));
  console.log(await whileLoop(7));
  console.log(await findFirst(["x", "yy", "zzz"], (s) => s.length === 2));
  console.log(await findFirst(["x"], (s) => s === "nope"));
  console.log(await withFinally(false));
  console.log(await withFinally(true));
  console.log("nestedTry", await nestedTry());
  for (const k of ["a", "b", "c"]) console.log(await switchAwait(k));
  let total = 0;
  for (let i = 0; i < 100; i++) total += await double(i);
  console.log("total", total);
}

main();
