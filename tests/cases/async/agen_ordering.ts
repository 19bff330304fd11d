// Microtask interleaving of async generators with promise chains, nextTick,
// setTimeout and setImmediate, as Node orders them.
async function* gen(tag: string, n: number): AsyncGenerator<string> {
  for (let i = 0; i < n; i++) {
    console.log(`${tag} yield ${i}`);
    yield `${tag}${i}`;
  }
  console.log(`${tag} end`);
}

async function* awaiting(): AsyncGenerator<number> {
  console.log("awaiting start");
  await null;
  console.log("awaiting after await");
  yield 1;
  yield Promise.resolve(2);
  const v = await new Promise<number>((r) => queueMicrotask(() => r(3)));
  yield v;
}

async function consume(tag: string, it: AsyncIterable<string>): Promise<void> {
  for await (const v of it) console.log(`${tag} got ${v}`);
  console.log(`${tag} done`);
}

async function main(): Promise<void> {
  setTimeout(() => console.log("timeout 0"), 0);
  setImmediate(() => console.log("immediate"));
  process.nextTick(() => console.log("nextTick"));
  Promise.resolve().then(() => console.log("micro 1")).then(() => console.log("micro 2")).then(() => console.log("micro 3"));
  const a = consume("A", gen("a", 3));
  const b = consume("B", gen("b", 2));
  let p = Promise.resolve();
  for (let i = 0; i < 10; i++) {
    const k = i;
    p = p.then(() => console.log("chain", k));
  }
  await Promise.all([a, b, p]);
  console.log("--");
  for await (const v of awaiting()) console.log("awaiting got", v);
  const g = gen("c", 1);
  const n1 = g.next();
  console.log("sync after first next");
  n1.then((r) => console.log("n1", r.value));
  Promise.resolve().then(() => console.log("tick A")).then(() => console.log("tick B"));
  await n1;
  console.log("end");
}

main();
