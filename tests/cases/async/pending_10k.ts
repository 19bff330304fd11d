// 10,000 async calls pending at once, each awaiting a promise a timer
// resolves, then Promise.all over them (docs/ARCHITECTURE.md states the
// memory this takes).  Under the collector's stress mode (a collection at
// every allocation) fewer calls keep the run short; the output is the same.
let done = 0;
function sleep(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
async function request(id: number): Promise<number> {
  const started = done;
  await sleep(50);
  done++;
  return id - started;
}
const N = process.env.KILN_GC_STRESS ? 300 : 10000;
const ps: Promise<number>[] = [];
for (let i = 0; i < N; i++) ps.push(request(i));
console.log("pending:", done === 0);
Promise.all(ps).then((vs) => {
  let ok = vs.length === N;
  for (let i = 0; i < N; i++) if (vs[i] !== i) ok = false;
  console.log("all done:", done === N, "results in order:", ok);
});
