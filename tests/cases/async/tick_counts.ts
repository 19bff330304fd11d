// How many microtask turns each form takes, interleaved with a plain chain
// that logs every turn: await of a promise (1), await of a value (1),
// return of a value (0 extra), return of a promise (2 extra), return await,
// resolve() with a promise (2 extra), then returning a promise (2 extra).
const log: string[] = [];
function turns(n: number): Promise<void> {
  let p = Promise.resolve();
  for (let i = 1; i <= n; i++) p = p.then(() => { log.push("turn " + i); });
  return p;
}

async function async2(): Promise<void> {
  log.push("async2");
}
async function async1(): Promise<void> {
  log.push("async1 start");
  await async2();
  log.push("async1 end");
}
async function returnsValue(): Promise<number> {
  return 1;
}
async function returnsPromise(): Promise<number> {
  return Promise.resolve(2);
}
async function returnsAwait(): Promise<number> {
  return await Promise.resolve(3);
}
async function awaitsValue(): Promise<void> {
  await 4;
  log.push("awaited a value");
}

log.push("script start");
setTimeout(() => {
  log.push("setTimeout");
  console.log(log.join("\n"));
}, 0);
turns(8);
async1();
returnsValue().then((v) => log.push("returnsValue " + v));
returnsPromise().then((v) => log.push("returnsPromise " + v));
returnsAwait().then((v) => log.push("returnsAwait " + v));
awaitsValue();
new Promise<number>((resolve) => {
  log.push("executor");
  resolve(Promise.resolve(5));
}).then((v) => log.push("resolved with a promise " + v));
Promise.resolve(6)
  .then((v) => Promise.resolve(v + 1))
  .then((v) => log.push("then returned a promise " + v));
Promise.resolve(8)
  .then((v) => v + 1)
  .then((v) => log.push("then returned a value " + v));
log.push("script end");
