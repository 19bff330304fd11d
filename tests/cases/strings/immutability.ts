// Strings are values: methods return new strings and never modify the original.
let s: string = "original";
const t: string = s;
s += " changed";
console.log(s, "|", t);
const u: string = t.toUpperCase();
console.log(t, u);
let acc: string = "";
for (let i = 0; i < 1000; i++) {
  acc += String.fromCharCode(97 + (i % 26));
}
console.log(acc.length, acc.slice(0, 30), acc.slice(-5));
let big: string = "ab";
for (let i = 0; i < 16; i++) {
  big = big + big;
}
console.log(big.length, big.charCodeAt(131071), big.lastIndexOf("ba"));
function append(x: string): string {
  x += "!";
  return x;
}
const base: string = "hi";
console.log(append(base), base, append(append(base)));
