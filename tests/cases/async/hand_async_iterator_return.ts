// A hand-written async iterator with return(): a for await left early calls it, through the AsyncIterator<T> wrapper.
class Res implements AsyncIterable<number> {
  log: string[] = [];
  [Symbol.asyncIterator](): AsyncIterator<number> {
    let i = 0;
    const log = this.log;
    return {
      async next() { log.push("next" + i); return i < 5 ? { value: i++, done: false } : { value: undefined, done: true }; },
      async return() { log.push("return"); return { value: undefined, done: true }; },
    };
  }
}
async function main() {
  const r = new Res();
  for await (const x of r) { if (x === 2) break; console.log(x); }
  console.log(r.log);
  const r2 = new Res();
  for await (const x of r2) console.log(x);
  console.log(r2.log);
  const r3 = new Res();
  try { for await (const x of r3) { if (x === 1) throw new Error("boom"); } } catch (e) { console.log((e as Error).message); }
  console.log(r3.log);
}
main();
