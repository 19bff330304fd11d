// A getter (no call syntax) using a class before its declaration has run.
const o = { get make(): string { return new Late().name; } };
let got = "";
try { got = o.make; } catch (e) { got = (e as Error).message; }
class Late { name: string = "late"; }
console.log(got, o.make);
