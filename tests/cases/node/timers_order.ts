const log: string[] = [];
function note(s: string): void {
  log.push(s);
  console.log(s);
}
note("main start");
setTimeout(() => note("timeout 0"), 0);
setTimeout(() => note("timeout 1500"), 1500); // far from the 3 x 250 ms interval: a loaded machine cannot reorder them
setTimeout(() => note("timeout 1"), 1);
setImmediate(() => {
  note("immediate 1");
  process.nextTick(() => note("tick inside immediate"));
  queueMicrotask(() => note("microtask inside immediate"));
});
setImmediate(() => note("immediate 2"));
queueMicrotask(() => note("microtask 1"));
process.nextTick(() => note("tick 1"));
queueMicrotask(() => {
  note("microtask 2");
  process.nextTick(() => note("tick from microtask"));
});
let n = 0;
const iv = setInterval(() => {
  n++;
  note("interval " + n);
  if (n === 3) {
    clearInterval(iv);
    setTimeout(() => note("after interval: " + log.length + " notes"), 5);
  }
}, 250); // long enough that a loaded machine still runs the immediates first
const cancelled = setTimeout(() => note("never"), 5);
clearTimeout(cancelled);
const imm = setImmediate(() => note("never either"));
clearImmediate(imm);
clearTimeout(undefined);
// Both 1 ms timers (0 is 1, as in Node) must be due when the loop starts, or
// whether they run before the immediates depends on how fast the script ends.
const t0 = Date.now();
while (Date.now() - t0 < 5) {
  /* wait */
}
note("main end");
