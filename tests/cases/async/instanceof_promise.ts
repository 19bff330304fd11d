function settle(x: Promise<number> | number): Promise<number> {
  if (x instanceof Promise) return x.then(v => v * 10);
  return Promise.resolve(x);
}
const values: unknown[] = [Promise.resolve(1), 2, { then: 3 }, null, [Promise.resolve(4)]];
console.log(values.map(v => v instanceof Promise));
async function main(): Promise<void> {
  console.log(await settle(1), await settle(Promise.resolve(2)));
  const p = settle(5);
  console.log(p instanceof Promise, !(p instanceof Promise));
}
main();
