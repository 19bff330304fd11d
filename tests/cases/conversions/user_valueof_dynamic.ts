// ToPrimitive calls a user valueOf()/toString() when the object reaches it
// through any, unknown, an interface or an object literal's type.
interface Valued { valueOf(): number; }
class Base { constructor(public n: number) {} valueOf(): number { return this.n; } }
class Sub extends Base { toString(): string { return "Sub(" + this.n + ")"; } }
class Named { constructor(public s: string) {} toString(): string { return this.s; } }
class Plain { k = 1; }

const lit = { valueOf() { return 3; } };
console.log(+lit, Number(lit), lit < { valueOf() { return 4; } });

const p: any = { valueOf() { return 5; }, toString() { return "P"; } };
console.log(+p, p * 2, Number(p), `${p}`, String(p), p + 1, p < 10, p > 10, p - 1, p.valueOf(), p.toString());

const x: Valued = new Sub(4);
const y: Valued = { valueOf() { return 9; } };
console.log(+x, +y, Number(x), x < y, y < x, x >= y);

const s = new Sub(7), b = new Base(2);
console.log(s > b, s < b, `${s}`, "" + s, String(b), [s, b].join("|"), x < b, b <= x);
const pl = new Plain();
console.log(pl < pl, pl <= pl, [1] < [2], [10] < [9]);

const anys: any[] = [new Base(3), { valueOf() { return 1; } }, new Date(5), [2], "4", 5, new Named("10"), new Plain(), null];
for (const a of anys) console.log(typeof a, +a, a + 1, a * 1, a < 3, a == 3, a == "3", Number(a));

const u: unknown = new Sub(11);
console.log(Number(u), String(u), `${u}`);
const m = new Map<string, any>([["k", new Base(8)]]);
console.log(m.get("k") + 1, m.get("k") > 7, m.get("k") == 8, 8 == m.get("k"), m.get("k") + new Base(1));
const nums: Valued[] = [new Base(5), { valueOf: () => 1 }, new Sub(3)];
console.log(nums.map(Number), nums.map((v) => +v).sort());

// `+` with a string: ToPrimitive's default hint calls valueOf() first, also
// through an interface type or an object literal's type.
interface Show { toString(): string }
class A { constructor(public n: number) {} toString() { return "A" + this.n; } valueOf() { return this.n; } }
const sx: Show = new A(3);
console.log("" + sx, `${sx}`, String(sx), [sx].join());
const both = { valueOf() { return 42; }, toString() { return "LIT"; } };
console.log("" + both, `${both}`, String(both), both + "!", [both].join());
let acc = "s";
acc += both;
console.log(acc, "" + { k: 1 }, "" + ({ toString: () => "ts" }));
const order: string[] = [];
const mkv = (n: number) => ({ valueOf() { order.push("v" + n); return n; } });
const va = mkv(1), vb = mkv(2);
console.log(va > vb, va < vb, va >= vb, va <= vb, order.join(","));
