const log: string[] = [];
function say(s: string): void { console.log(s); }

setTimeout(() => say("timeout 0"), 0);
setImmediate(() => say("immediate"));
process.nextTick(() => say("tick 1"));
queueMicrotask(() => say("micro 1"));
Promise.resolve().then(() => say("then 1")).then(() => say("then 2"));
Promise.resolve(1).then((v) => { say("then v " + v); process.nextTick(() => say("tick from then")); });
process.nextTick(() => { say("tick 2"); Promise.resolve().then(() => say("then from tick")); });

async function a1(): Promise<void> {
  say("a1 start");
  await null;
  say("a1 after await 1");
  await Promise.resolve();
  say("a1 after await 2");
}
async function a2(): Promise<number> {
  say("a2 start");
  return 7;
}
async function a3(): Promise<number> {
  return a2();
}
a1();
a2().then((v) => say("a2 -> " + v));
a3().then((v) => say("a3 -> " + v));
const p = new Promise<string>((resolve) => { say("executor"); resolve("resolved"); });
p.then((s) => say(s));
const q = new Promise<number>((resolve) => resolve(Promise.resolve(42)));
q.then((n) => say("q " + n));
Promise.resolve().then(() => say("r1")).then(() => say("r2")).then(() => say("r3")).then(() => say("r4")).then(() => say("r5"));
Promise.reject(new Error("x")).catch((e) => say("caught " + (e instanceof Error ? e.message : ""))).finally(() => say("finally"));
Promise.resolve(3).finally(() => say("fin2")).then((v) => say("after fin2 " + v));
// The 1 ms timer (0 is 1, as in Node) must be due when the loop starts, or
// whether it runs before the immediate depends on how fast the script ends.
const t0 = Date.now();
while (Date.now() - t0 < 5) {
  /* wait */
}
say("sync end");
