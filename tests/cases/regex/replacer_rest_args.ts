const r = "a1 b2".replace(/(?<l>[a-z])(?<d>\d)/g, (...args) => {
  console.log(args.length, JSON.stringify(args.slice(0, -1)), typeof args.at(-1));
  const g = args.at(-1) as { l: string; d: string };
  return g.d + g.l;
});
console.log(r);
const r2 = "x-y".replace(/(\w)-(\w)/, (...args: any[]) => args.slice(1, 3).reverse().join("+") + "@" + args[3]);
console.log(r2);
const r3 = "ab".replace(/(?<first>a)(?<second>z)?/, (m, p1, p2, off, str, groups) => `${m}|${p1}|${p2}|${off}|${str}|${JSON.stringify(groups)}`);
console.log(r3);
