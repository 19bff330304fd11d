// Callbacks over arrays of strings: transforms, searches, sorting, reductions.
const langs = ["TypeScript", "rust", "Go", "c", "Zig", "haskell", "OCaml", "python", "Lua", "kotlin"];
console.log(langs.map((l) => l.length).join(","));
console.log(langs.filter((l) => l[0] === l[0].toUpperCase()).join(" "));
console.log(langs.slice().sort().join(" "));
console.log(langs.slice().sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)).join(" "));
console.log(langs.slice().sort((a, b) => b.length - a.length).slice(0, 3));
console.log(langs.find((l) => l.includes("a")), langs.findIndex((l) => l.endsWith("n")), langs.indexOf("Go"), langs.includes("go"));
console.log(langs.reduce((acc, l) => acc + l[0], ""), langs.reduceRight((acc, l) => acc + l[l.length - 1], ""));
console.log(langs.map((l) => l.toLowerCase()).filter((l, i, arr) => arr.indexOf(l) === i).length);

// Splitting, mapping and joining back.
const sentence = "the quick brown fox jumps over the lazy dog";
const title = sentence
  .split(" ")
  .map((w) => w[0].toUpperCase() + w.slice(1))
  .join(" ");
console.log(title);
const acronym = sentence.split(" ").filter((w) => w.length > 3).map((w) => w[0]).join("").toUpperCase();
console.log(acronym);
const longest = sentence.split(" ").reduce((best, w) => (w.length > best.length ? w : best), "");
console.log(longest, sentence.split(" ").every((w) => w.length >= 3), sentence.split("").filter((c) => "aeiou".includes(c)).length);
const counts = "mississippi".split("").reduce((acc: string[], ch) => (acc.includes(ch) ? acc : acc.concat([ch])), []);
console.log(counts, counts.map((ch) => "mississippi".split(ch).length - 1));
