// Promise.all, allSettled, race and any of a Set or of a Map's values(): the promises the iterable yields.
const delay = (ms: number, v: string) => new Promise<string>((r) => setTimeout(() => r(v), ms));
const pending = new Map<number, Promise<string>>([[1, delay(20, "slow")], [2, delay(5, "fast")]]);
(async () => {
  console.log(await Promise.race(pending.values()));
  console.log(await Promise.all(new Set([delay(3, "a"), delay(1, "b")])));
  console.log(await Promise.allSettled(pending.values()));
  console.log(await Promise.any([...pending.values()]));
  const m = new Map([["x", Promise.resolve(1)]]);
  console.log(await Promise.all(m.values()), await Promise.all([1, 2].map(async (n) => n * 2)));
})();
