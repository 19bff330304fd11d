let done = 0;
function sleep(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
async function request(id: number): Promise<number> {
  await sleep(50);
  done++;
  return id;
}
const N = 10000;
const ps: Promise<number>[] = [];
for (let i = 0; i < N; i++) ps.push(request(i));
Promise.all(ps).then((vs) => console.log("done", done, vs.length, vs[N - 1]));
