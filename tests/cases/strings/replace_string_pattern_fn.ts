// replace/replaceAll with a string pattern and a function replacer: first occurrence / every one,
// (match, offset, string) passed, $ patterns not expanded in the function result but expanded in a string.
const s = "a-b-c";
console.log(s.replace("-", (m) => m + m));
console.log(s.replaceAll("-", (m) => m + m));
console.log(s.replace("-", (m: string, off: number, whole: string) => `[${m}${off}${whole}]`));
console.log(s.replaceAll("-", (m: string, off: number, whole: string) => `[${m}${off}${whole}]`));
console.log(s.replace("-", () => "$&$$"));
console.log(s.replaceAll("-", () => "$&$$"));
console.log(s.replace("-", "<$&>"));
console.log(s.replaceAll("-", "<$&>"));
console.log(s.replace("-", "$$"));
console.log(s.replaceAll("-", "$$"));
console.log(s.replace("-", "$`"));
console.log(s.replaceAll("-", "$`"));
console.log(s.replace("-", "$'"));
console.log(s.replaceAll("-", "$'"));
console.log(s.replace("-", "$1$0$<x>$"));
console.log("aaa".replaceAll("", "-"));
console.log("aaa".replace("", "-"));
console.log("aaa".replaceAll("", (m, o) => `${o}`));
console.log("xyz".replace("q", (m) => "!"));
function up(m: string): string { return m.toUpperCase(); }
function pos(m: string, off: number): string { return `${m}@${off}`; }
const arrow = (m: string, off: number, whole: string) => `<${whole.length - off}>`;
const s2 = "one two one two";
console.log(s2.replace("one", up));
console.log(s2.replaceAll("one", up));
console.log(s2.replaceAll("two", pos));
console.log(s2.replace("two", arrow));
console.log(s2.replaceAll("o", (...args: any[]) => JSON.stringify(args)));
console.log(s2.replace("o", (m, ...rest: any[]) => `${m}${rest.length}`));
const pat: string = "t";
console.log(s2.replaceAll(pat, function (m) { return "[" + m + "]"; }));
let n = 0;
console.log("aXbXc".replaceAll("X", () => String(++n)));
console.log(n);
console.log("😀x😀".replaceAll("😀", (m, o) => `${o}`));
console.log("".replaceAll("", () => "E"));
console.log("abc".replace("abc", (m, o, w) => w + w));
try {
  "abc".replace("b", () => { throw new Error("boom"); });
} catch (e) {
  console.log((e as Error).message);
}
const obj = { k: "z" };
console.log("azbz".replaceAll(obj.k, (m) => m + "!"));
console.log("a.b.c".replaceAll(".", (m) => "\\$&"));
console.log("a.b.c".replaceAll(".", "$&$&"));
console.log("x-y".replace("-", "$'|$`"));
function apply(s: string, fn: (m: string) => string): string {
  return s.replaceAll("-", fn) + s.replace("-", fn);
}
console.log(apply("a-b-c", (m) => "+"));
class T {
  fix(s: string): string { return s.replaceAll("_", (m, o) => (o as number) % 2 ? " " : "_"); }
}
console.log(new T().fix("a_b_c_d"));
