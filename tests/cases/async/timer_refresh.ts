// timeout.refresh() restarts the wait; on a fired timeout it arms it again;
// ref/unref/refresh return the timer (chained as Node code does).
const t0 = Date.now();
const at = () => Math.round((Date.now() - t0) / 10) * 10;
let fired = 0;
const t = setTimeout(() => { fired++; console.log("t fired", fired, at() >= 300); }, 200);
setTimeout(() => { t.refresh(); console.log("refreshed at 100"); }, 100);
const keep = setTimeout(() => console.log("unref'd timer never fires"), 100000).unref();
console.log(keep.hasRef(), keep.ref().hasRef(), keep.unref().hasRef());
setTimeout(() => {
  console.log("re-arm a fired timeout");
  t.refresh();
}, 600);
const cleared = setTimeout(() => console.log("cleared never fires"), 30);
clearTimeout(cleared);
cleared.refresh();
let n = 0;
const iv = setInterval(() => {
  n++;
  console.log("iv", n);
  if (n === 1) iv.refresh();
  if (n === 3) clearInterval(iv);
}, 250);
const imm = setImmediate(() => console.log("immediate")).unref().ref();
console.log(imm.hasRef());
