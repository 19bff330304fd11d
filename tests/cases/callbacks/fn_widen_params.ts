// A function with wider parameters (or a narrower result) used where another function type is wanted: an adapter converts
function show(x: number | string): string { return `<${x}>`; }
const fs: ((n: number) => string)[] = [];
fs.push(show);
fs.push((x: number | string | boolean) => typeof x);
console.log(fs.map(f => f(3)));
function apply(f: (n: number, s: string) => number | string, n: number) { return f(n, "s"); }
console.log(apply((a: number | undefined, b?: string, c?: boolean) => `${a}${b}${c}`, 5));
type Handler = (ev: { kind: "a"; n: number }) => void;
const hs: Handler[] = [];
hs.push((ev: { kind: "a"; n: number } | { kind: "b"; s: string }) => console.log(ev.kind));
hs.forEach(h => h({ kind: "a", n: 1 }));
const resolvers: ((v: number) => void)[] = [];
const p = new Promise<number>(r => resolvers.push(r));
resolvers[0](42);
p.then(v => console.log("resolved", v));
const retWide: () => number | string = (): number => 7;
console.log(retWide());
