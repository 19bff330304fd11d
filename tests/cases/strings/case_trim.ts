// Case conversion and whitespace trimming.
const raw: string = "  \t Mixed Case Text \n ";
console.log("[" + raw.trim() + "]", "[" + raw.trimStart() + "]", "[" + raw.trimEnd() + "]");
console.log(raw.trim().toUpperCase(), raw.trim().toLowerCase());
console.log("[" + "".trim() + "]", "[" + "   ".trim() + "]", "[" + "x".trim() + "]");
console.log("[" + "\u00a0nbsp\u00a0".trim() + "]", "[" + "\u3000ideographic\u3000".trim() + "]");
console.log("ABC123xyz!".toLowerCase(), "abc123XYZ!".toUpperCase(), "".toUpperCase() === "");
function titleCase(s: string): string {
  let out: string = "";
  let startOfWord: boolean = true;
  for (let i = 0; i < s.length; i++) {
    const c: string = s[i];
    out += startOfWord ? c.toUpperCase() : c.toLowerCase();
    startOfWord = c === " ";
  }
  return out;
}
console.log(titleCase("the QUICK brown fOX"), titleCase(""), titleCase(" a b"));
console.log("İ".toLowerCase().length, "ß".toUpperCase(), "ﬁ".toUpperCase(), "Σ".toLowerCase());
