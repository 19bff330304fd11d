// Comparing with a literal narrows, and the variable stays assignable as its declared type.
let s: string = "a";
if (s === "a") { s += "b"; console.log(s, s.length); }
let n: number = 1;
if (n === 1) { n += 2; n++; console.log(n); }
let v: string | number = Math.random() < 2 ? "x" : 3;
if (v === "x") { console.log(v.toUpperCase()); v = 5; }
console.log(v);
function f(k: string): number { if (k === "q") { const z = k; return z.length; } return 0; }
console.log(f("q"), f("r"));
let b = true;
if (b === true) { b = !b; }
console.log(b);
const arr: string[] = [];
let t = "m";
if (t === "m") arr.push(t);
console.log(arr);
let w: string | undefined = "zz";
if (w === "zz") { const len: number = w.length; console.log(len); }
type Mode = "on" | "off";
let mode: Mode | undefined;
mode = "on";
let log = "";
if (mode === "on") log += mode;
mode = mode === "on" ? "off" : "on";
console.log(log, mode);
const counter = { hits: 0, label: "x" as string };
if (counter.label === "x") { counter.label += "y"; counter.hits += 1; }
console.log(counter);
