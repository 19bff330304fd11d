// await of values that are not promises, of unions, of promises of objects,
// arrays and functions; async functions returning promises (adoption).
interface Point {
  x: number;
  y: number;
}

async function point(): Promise<Point> {
  return { x: 1, y: 2 };
}

async function maybe(n: number): Promise<string | undefined> {
  return n > 0 ? "positive" : undefined;
}

async function forward(): Promise<Point> {
  return point(); // a promise: the result follows it
}

async function main(): Promise<void> {
  const a = await 42;
  const b = await "text";
  const c = await true;
  const d = await null;
  const e = await undefined;
  const f = await [1, 2, 3];
  console.log(a + 1, b.toUpperCase(), !c, d, e, f.length);
  const p = await point();
  console.log(p.x + p.y, p);
  console.log(await maybe(1), await maybe(-1));
  const fn = await Promise.resolve((s: string) => s + "!");
  console.log(fn("called"));
  const nested = await Promise.resolve(Promise.resolve("flattened"));
  console.log(nested);
  const v: number | Promise<number> = Math.random() < 2 ? 7 : Promise.resolve(8);
  console.log("union", await v);
  console.log("forwarded", (await forward()).y);
  const arr = await Promise.all([point(), forward()]);
  console.log(arr.map((q) => q.x * 10 + q.y));
  const s = await new Promise<string[]>((resolve) => resolve(["a", "b"]));
  console.log(s.join("-"));
}

main().then(() => console.log("done"));
