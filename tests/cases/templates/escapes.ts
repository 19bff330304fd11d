// Escape sequences in string and template literals.
const s1: string = "A\x42\u0043\u{1F600}\u00e9\t|";
const s2: string = `A\x42\u0043\u{1F600}\u00e9\t|`;
console.log(s1, s1.length, s1 === s2);
console.log("nul:[\0]".length, "\v\f\b".length, "\r".charCodeAt(0), "\\".length);
console.log('single \'quoted\' "double"', "double \"quoted\" 'single'", `back\`tick`);
console.log("line one\nline two\n\ttabbed");
console.log(`dollar $ alone, ${"$"}{not interpolated}, $\{escaped}`);
console.log("\u65e5\u672c" === "日本", "\ud83d\ude00" === "😀", "\u{1F600}".length);
const surrogate: string = "\ud83d";
console.log(surrogate.length, surrogate.charCodeAt(0), (surrogate + "\ude00") === "😀");
let codes: string = "";
const mix: string = `é${"\u0301"}e\u0301`;
for (let i = 0; i < mix.length; i++) codes += mix.charCodeAt(i).toString(16) + " ";
console.log(mix.length, codes.trim());
