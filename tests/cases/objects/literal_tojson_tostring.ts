// An object literal's own toJSON() is called by JSON.stringify, and its own toString()
// by the runtime's conversions (join, String of a boxed value), as a class's are.
const o = { a: 1, toJSON() { return { x: 42 }; } };
console.log(JSON.stringify(o));
console.log(JSON.stringify({ inner: o, list: [o] }));
const k = { when: "now", toJSON(key: string) { return "key:" + key; } };
console.log(JSON.stringify([k, { k }]), JSON.stringify(k, null, 2));
const lit = { v: 3, toString() { return 'lit' + this.v; } };
console.log(`${lit}`, String(lit), [lit].join(), [lit, lit].join(' & '));
console.log('x' + lit, [[lit]].join());
lit.v = 4;
console.log([lit].join());
lit.toString = () => "replaced";
console.log(String(lit), [lit].join());
interface Named { name: string; toString(): string }
const n: Named = { name: "ann", toString() { return "Named(" + this.name + ")"; } };
console.log(n, Object.keys(n), [n].join(), `${n}`);
const withGet = { toJSON() { return "G"; }, get g() { return 1; } };
console.log(JSON.stringify(withGet), JSON.stringify({ w: withGet }));
type Money = { cents: number; toJSON(): string };
const mo: Money = { cents: 150, toJSON() { return (this.cents / 100).toFixed(2); } };
const ms: Money[] = [mo, { cents: 5, toJSON: () => "five" }];
console.log(JSON.stringify(ms), JSON.stringify({ total: mo }, null, 1));
