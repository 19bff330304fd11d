// Async arrow functions and function expressions: expression bodies (values
// and promises the result follows), callbacks of map and forEach, closures
// that capture loop variables and keep counting across awaits.
function sleep(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

const dbl = async (x: number) => x * 2;
const fwd = async () => dbl(21);
const typed = async (s: string): Promise<number> => s.length;
const typedFwd = async (): Promise<number> => typed("abcd");
const waits = async (): Promise<void> => sleep(20);
const named = async function label(n: number): Promise<string> {
  return n > 0 ? "positive" : "non-positive";
};

function counter(): () => Promise<number> {
  let count = 0;
  return async () => {
    const before = count;
    await sleep(1);
    count = before + 1;
    return count;
  };
}

async function main(): Promise<void> {
  console.log(await dbl(4), await fwd(), await typed("xyz"), await typedFwd(), await named(-3));
  console.log(await Promise.all([1, 2, 3].map(async (n) => n + 1)));
  console.log(await Promise.all(["a", "b"].map(async (s) => {
    await null;
    return s + s;
  })));
  const seen: string[] = [];
  ["x", "y", "z"].forEach(async (s, i) => {
    await sleep(10 * (3 - i));
    seen.push(s + i);
  });
  await sleep(60);
  console.log(seen);
  const tasks: Promise<string>[] = [];
  for (let i = 0; i < 3; i++) {
    tasks.push((async () => {
      await sleep(10 * (3 - i));
      return "task" + i;
    })());
  }
  console.log(await Promise.all(tasks));
  const next = counter();
  console.log(await next(), await next(), await next());
}

main();
waits().then(() => console.log("waited 20 ms"));
setTimeout(() => console.log("10 ms timer"), 10);
