// module: esm
function sleep(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
console.log("before");
await sleep(10);
console.log("after sleep");
let total = 0;
for (let i = 1; i <= 3; i++) {
  total += await Promise.resolve(i);
}
console.log("total", total);
const data = await new Promise<string[]>((resolve) => setTimeout(() => resolve(["a", "b"]), 5));
console.log(data.join("+"));
try {
  await Promise.reject(new Error("tla fail"));
} catch (e) {
  console.log("caught", e instanceof Error ? e.message : e);
}
export {};
