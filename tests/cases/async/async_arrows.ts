// Async arrow functions and function expressions: expression bodies (values
// and promises the result follows), callbacks of map and forEach, closures
// that capture loop variables and keep counting across awaits.
function sleep(ms: number): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
// n event-loop turns: an order of completion that no stall of the machine
// can change, as timers registered one after another with close delays can
function turns(n: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const step = (left: number): void => {
      if (left === 0) resolve();
      else setImmediate(() => step(left - 1));
    };
    step(n);
  });
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
    await turns(3 - i);
    seen.push(s + i);
  });
  await turns(5); // they are done
  await sleep(30); // and the 10 and 20 ms timers, set before this one, have fired
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
// the shorter timer first: a stall between the two cannot reorder them
setTimeout(() => console.log("10 ms timer"), 10);
waits().then(() => console.log("waited 20 ms"));
