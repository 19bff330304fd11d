const log: string[] = [];
class Deferred<T> {
  constructor(private readonly value: T, private readonly fail = false) {}
  then(onFul: (v: T) => void, onRej: (e: unknown) => void): void {
    log.push("then called");
    if (this.fail) onRej(new Error("nope"));
    else onFul(this.value);
  }
}
const lit = { then(res: (s: string) => void): void { log.push("lit then"); res("from literal"); } };
const thrower = { then(_res: (n: number) => void): void { throw new RangeError("then threw"); } };
async function main(): Promise<void> {
  Promise.resolve().then(() => log.push("micro A"));
  const n = await new Deferred(41);
  log.push(`got ${n + 1}`);
  try { await new Deferred("x", true); } catch (e) { log.push(`rejected: ${(e as Error).message}`); }
  log.push(await lit);
  try { await thrower; } catch (e) { log.push(`caught ${String(e)}`); }
  const v: void = await { then(r: () => void): void { r(); } };
  log.push(`void ${v}`);
}
main().then(() => console.log(log.join("\n")));

// Promise.resolve(thenable) follows it (a job calls its then), in Node's order
const order: string[] = [];
const viaResolve = Promise.resolve(lit);
viaResolve.then((s) => order.push(`resolved ${s.toUpperCase()}`));
Promise.resolve(new Deferred(7)).then((n) => order.push(`deferred ${n * 2}`));
Promise.resolve(thrower).catch((e: unknown) => order.push(`rejected ${(e as Error).name}`));
Promise.resolve().then(() => order.push("plain micro"));
setTimeout(() => console.log(order.join("\n")), 5);
