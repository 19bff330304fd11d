// Keys of { a, ...src, b } in JS order: those written before the spread, then src's in
// src's own order (a key it got later is later), then the literal's others.
interface P { x: number; y: number; z?: number; tag?: string }
const a: P = { y: 1, x: 2 };
console.log({ ...a }, Object.keys({ ...a, z: 3 }));
const b: P = { x: 1, y: 2 };
const c: P = { ...b, tag: "t" };
const d: P = { ...c, z: 9, x: 5 };
console.log(c, d, JSON.stringify(d));
let s: P = { x: 0, y: 0 };
for (let i = 0; i < 3; i++) s = i % 2 ? { ...s, tag: `t${i}` } : { ...s, z: i, tag: undefined };
console.log(s, Object.keys(s));
const e = { ...d, ...a };
console.log(e);
const f = { w: 1, ...d };
console.log(f);
const g: P = { ...{ y: 7, x: 8 } };
console.log(g);
