// Tuples with optional elements ([string, number?]) and a rest element ([string, ...number[]]).
function f(): [string, number?] { return ["a"]; }
const t: [string, number?] = ["x", 3];
const u = f();
console.log(t, u, t.length, u.length);
const [a, b = 5] = u;
const [c, d = 5] = t;
console.log(a, b, c, d);
const x: number | undefined = t[1];
console.log(x, u[1], u[1] === undefined);
if (t[1] !== undefined) console.log(t[1] * 2);
const named: [name: string, age?: number] = ["ann"];
console.log(named);
const r: [string, ...number[]] = ["a", 1, 2, 3];
const r0: [string, ...number[]] = ["b"];
console.log(r, r0, r.length, r0.length, r.slice(1), r[0].toUpperCase());
for (const v of r) console.log(typeof v, v);
const words: [string, ...string[]] = ["cmd", "a", "b"];
const [cmd, ...argv] = words;
console.log(cmd, argv, argv.length);
function sum(...args: number[]): number { return args.reduce((p, q) => p + q, 0); }
const nums: [number, ...number[]] = [1, 2, 3];
console.log(sum(...nums), sum(...r.slice(1).map((v) => Number(v))));
function takesOpt(p: [string, number?]): string { return p[0] + (p[1] ?? 0); }
console.log(takesOpt(["k"]), takesOpt(["k", 2]), takesOpt(t));
const ts: [string, number?][] = [["a"], ["b", 2]];
for (const [s, n] of ts) console.log(s, n);
function rows(): [string, ...number[]][] { return [["x", 1], ["y"]]; }
console.log(rows());
const fixed: [string, number] = ["f", 1];
const loose: [string, number?] = fixed;
const restFrom: [string, ...number[]] = fixed;
console.log(loose, restFrom);
const [head, ...rest] = r;
console.log(head, rest, rest.reduce((p, q) => p + q, 0), rest.map((x) => x * 2));
function h(...args: [string, ...number[]]) {
  console.log(args, args.length, args[0].toUpperCase(), args.slice(1));
  return args[0] + ":" + args.length;
}
console.log(h("w", 1, 2), h("z"));
function logAll(...parts: [label: string, ...values: boolean[]]): void {
  for (const p of parts) console.log(typeof p, p);
}
logAll("flags", true, false);
