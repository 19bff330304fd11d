// Promise<T> in other types: a Map of promises (a memo cache), an optional
// promise, interface members returning promises.
const cache = new Map<string, Promise<number>>();
function load(key: string): Promise<number> {
  let p = cache.get(key);
  if (p === undefined) {
    p = new Promise<number>((resolve) => setTimeout(() => resolve(key.length), 2));
    cache.set(key, p);
  }
  return p;
}
let pending: Promise<string> | undefined;
async function once(): Promise<string> {
  let p = pending;
  if (p === undefined) {
    p = (async () => { await null; return "computed"; })();
    pending = p;
  }
  return p;
}
interface Task {
  name: string;
  run: () => Promise<void>;
}
const tasks: Task[] = [
  { name: "a", run: async () => { await null; console.log("ran a"); } },
  { name: "b", run: () => Promise.resolve() },
];
async function main(): Promise<void> {
  console.log(await load("abc"), await load("abc"), cache.size);
  console.log(await once(), await once());
  for (const t of tasks) { await t.run(); console.log("after", t.name); }
  const p1 = load("x"), p2 = load("x");
  console.log(p1 === p2);
}
main();
