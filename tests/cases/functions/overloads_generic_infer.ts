function get<T, K extends keyof T>(o: T, k: K): T[K];
function get<T>(o: T): T;
function get(o: any, k?: string): any { return k === undefined ? o : o[k]; }
const p = { name: "ann", age: 41 };
const n: string = get(p, "name");
const a: number = get(p, "age");
const whole = get(p);
console.log(n.toUpperCase(), a + 1, whole.age);
function apply<T>(xs: T[], f: (x: T) => T): T[];
function apply<T>(xs: T[]): T[];
function apply<T>(xs: T[], f?: (x: T) => T): T[] { return f ? xs.map(f) : xs.slice(); }
console.log(apply([1, 2, 3], (x) => x * 10), apply(["q"]));
function conv<T extends string | number>(x: T): T extends string ? number : string;
function conv(x: string | number): string | number { return typeof x === "string" ? x.length : String(x); }
console.log(conv("abcd"), conv(12));
function tag<T>(v: T): { v: T };
function tag<T>(v: T, label: string): { v: T; label: string };
function tag<T>(v: T, label?: string): { v: T; label?: string } { return label === undefined ? { v } : { v, label }; }
const t1 = tag(5), t2 = tag("x", "L");
console.log(t1.v + 1, t2.label, JSON.stringify(t2));
console.log(get<typeof p, "age">(p, "age"));
