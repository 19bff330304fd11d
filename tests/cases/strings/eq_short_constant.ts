// === and switch against short string constants, on strings made at run
// time: slices of the input, concatenations (ropes), wide strings (UTF-16),
// and undefined read as a string from past an array's end.
const words = "turn on,turn off,toggle,turn  on,turN on,tur,toggles".split(",");
for (const w of words) {
  let kind: string;
  switch (w) {
    case "turn on": kind = "on"; break;
    case "turn off": kind = "off"; break;
    case "toggle": kind = "flip"; break;
    default: kind = "?";
  }
  console.log(JSON.stringify(w), kind, w === "toggle", w !== "turn on");
}
const half = "tog";
const rope = half + "gle"; // built by concatenation
console.log(rope === "toggle", (half + "gl") === "toggle", ("turn" + " " + "on") === "turn on");
const wide = "t\u00f6ggle".replace("\u00f6", "o") + "\u2603";
console.log(wide.slice(0, 6) === "toggle", wide === "toggle\u2603", "\u2603x".slice(1) === "x");
const xs: string[] = ["a"];
const past = xs[3];
console.log(past === "abc", past === undefined, xs[0] === "a");
const long = "abcdefghijklmnopq"; // 17: past the inline compare
console.log(long.slice(0) === "abcdefghijklmnopq", (long + "").toUpperCase().toLowerCase() === "abcdefghijklmnopq");
let n = 0;
for (let i = 0; i < 100000; i++) if (words[i % words.length] === "turn off") n++;
console.log(n);
