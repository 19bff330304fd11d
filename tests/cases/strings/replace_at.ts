// replace/replaceAll with string patterns (and $ patterns in the replacement),
// at, codePointAt, substr and String.fromCodePoint, on ASCII and UTF-16 text.
const path = "/api/v1/users/42/orders/7";
console.log(path.replace("/", "#"), path.replaceAll("/", "."));
console.log("a-b-c".replace("-", "$$"), "a-b-c".replaceAll("-", "[$&]"));
console.log("left|right".replace("|", "$'$`"), "x".replace("x", "$1$<n>$"));
console.log("aaa".replaceAll("aa", "b"), "abc".replaceAll("", "_"), "abc".replace("", "^"));
console.log("no match".replace("zz", "!"), "".replaceAll("a", "b"));
const template = "Hello {name}, you have {count} new {things}.";
const values: [string, string][] = [["{name}", "Ann"], ["{count}", "3"], ["{things}", "messages"]];
let out = template;
for (const [k, v] of values) out = out.replaceAll(k, v);
console.log(out);
const csvLine = 'one,"two, three",four';
console.log(csvLine.replaceAll('"', "'").split(","));

const word = "héllo wörld 😀!";
console.log(word.at(0), word.at(-1), word.at(-3), word.at(100), word.at(-100));
console.log(word.codePointAt(12), word.codePointAt(13), word.codePointAt(1), word.codePointAt(99));
console.log("abcdef".substr(2), "abcdef".substr(-3, 2), "abcdef".substr(1, 0), "abcdef".substr(10));
console.log(String.fromCodePoint(72, 105, 0x1f600, 0x4e2d), String.fromCodePoint().length);
try {
  String.fromCodePoint(0x110000);
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
const last = (s: string): string => s.at(-1) ?? "(empty)";
console.log(last("xyz"), last(""));
let total = 0;
for (let i = 0; i < word.length; i++) total += word.codePointAt(i) ?? 0;
console.log(total);
