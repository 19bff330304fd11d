// expect: crash
// An unhandled rejection ends the program with status 1 once the microtask
// queue is drained; timers never run, microtasks queued before still do.
async function work(n: number): Promise<number> {
  await null;
  if (n > 2) throw "work item too big: " + n;
  return n;
}
console.log("start");
work(1).then((v) => console.log("ok", v));
setTimeout(() => console.log("never printed"), 50);
work(5);
Promise.resolve().then(() => console.log("microtask still runs"));
const late = Promise.reject("handled late enough");
queueMicrotask(() => {
  late.catch((e) => console.log("caught in time:", e));
});
console.log("end of main");
