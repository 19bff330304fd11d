// s?.trim() / xs?.includes(..) truthy narrows s / xs to non-nullish.
const f = (s: string | undefined): string => s?.trim() ? s.trim() : "none";
console.log(f(" a "), f(undefined), f("  "));
const g = (o: { a?: { b: number } }) => (o.a?.b ? o.a.b + 1 : 0);
console.log(g({}), g({ a: { b: 2 } }));
const h = (xs?: number[]) => { if (xs?.includes(3)) return xs.length; return -1; };
console.log(h(), h([1, 3]), h([1]));
