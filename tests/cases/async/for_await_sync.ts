// for await over sync iterables: each element (a value or a promise) is
// awaited, two microtask turns per element as the spec's async-from-sync
// iterator takes.
function later<T>(v: T, ms: number): Promise<T> {
  return new Promise<T>((r) => setTimeout(() => r(v), ms));
}

function* numbers(): Generator<number> {
  yield 1;
  yield 2;
  yield 3;
}

async function main(): Promise<void> {
  for await (const v of [later("slow", 5), "plain", Promise.resolve("ready")]) console.log(v);

  let sum = 0;
  for await (const n of numbers()) sum += n;
  console.log("sum", sum);

  const ps: Promise<number>[] = [later(30, 3), later(10, 1), later(20, 2)];
  const got: number[] = [];
  for await (const n of ps) got.push(n);
  console.log(got.join(","));

  Promise.resolve().then(() => console.log("m1")).then(() => console.log("m2")).then(() => console.log("m3")).then(() => console.log("m4")).then(() => console.log("m5"));
  for await (const x of [1, 2]) console.log("x", x);
  console.log("loop done");

  Promise.resolve().then(() => console.log("n1")).then(() => console.log("n2")).then(() => console.log("n3")).then(() => console.log("n4"));
  for await (const x of [1, 2, 3]) {
    console.log("early", x);
    if (x === 1) break;
  }
  console.log("after early break");

  try {
    for await (const v of [Promise.resolve(1), Promise.reject(new Error("bad element"))]) console.log("v", v);
  } catch (e) {
    console.log("caught", (e as Error).message);
  }
}

main();
