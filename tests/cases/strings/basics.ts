// String length, indexing, concatenation and comparison.
const s: string = "Hello, World";
console.log(s, s.length, s[0], s[7], s[s.length - 1]);
console.log(s[100], s[-1], s.charAt(100) === "", s.charAt(-1).length);
const empty: string = "";
console.log(empty.length, empty === "", empty + empty, "[" + empty + "]");
console.log("abc" < "abd", "abc" < "ab", "B" < "a", "a" < "B", "" < "a");
console.log("10" < "9", "apple" > "Apple", "zeta" >= "zeta", "é" > "z");
console.log("abc" === "ab" + "c", s.slice(0, 3) !== "HEL");
let built: string = "";
for (let i = 0; i < 5; i++) {
  built = built + i + ",";
}
console.log(built, built.length);
const multi: string = "tab\tnewline\\n quote\" apostrophe' nul\x41 \u0042 \u{43}";
console.log(multi, multi.length);
console.log("a" + 1 + 2, 1 + 2 + "a", "a" + (1 + 2), "" + true + null + undefined);
console.log(s.charAt(4), s.charCodeAt(4), s.charCodeAt(99));
