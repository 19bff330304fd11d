// Unicode property escapes (\p{...}, \P{...}) under the u flag, and
// case-insensitive matching beyond ASCII (simple case folding) under iu.

// Slugs from titles in any script: letters and digits stay, marks are
// dropped after NFD, everything else becomes a dash.
function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
for (const t of ["Crème Brûlée: A Recipe", "Ελληνικά γράμματα 2024", "Привет, мир!", "日本語のテキスト", "  --Ångström & Øre--  "])
  console.log(JSON.stringify(t), "->", slugify(t));

// Validating display names: letters (any script), spaces, apostrophes and hyphens.
const nameRe = /^\p{Letter}[\p{Letter}\p{Mark}' -]*$/u;
for (const n of ["Zoë O'Brien", "José-María", "李小龙", "R2-D2", "Ærøskøbing", "", "Μαρία"])
  console.log(JSON.stringify(n), nameRe.test(n));

// Counting characters by category.
const text = "Hello, Wörld! 3 × 4 = 12 — ½ ٣٤ €5 😀🎉 ǅ Ⅻ";
const cats: [string, RegExp][] = [
  ["Lu", /\p{Lu}/gu], ["Ll", /\p{Ll}/gu], ["Lt", /\p{Lt}/gu], ["L", /\p{L}/gu],
  ["Nd", /\p{Nd}/gu], ["No", /\p{No}/gu], ["Nl", /\p{Nl}/gu], ["N", /\p{Number}/gu],
  ["Sm", /\p{Sm}/gu], ["Sc", /\p{Currency_Symbol}/gu], ["P", /\p{P}/gu], ["Pd", /\p{Pd}/gu],
  ["Zs", /\p{Zs}/gu], ["gc=So", /\p{gc=So}/gu], ["General_Category=Lowercase_Letter", /\p{General_Category=Lowercase_Letter}/gu],
];
for (const [name, re] of cats) {
  const m = text.match(re);
  console.log(name.padEnd(34), m ? m.length : 0, m ? m.join("") : "");
}

// Scripts.
const mixed = "Latin Ελληνικά Кириллица עברית العربية हिन्दी ไทย 한국어 ひらがな カタカナ 漢字";
for (const sc of ["Latin", "Greek", "Cyrillic", "Hebrew", "Arabic", "Devanagari", "Thai", "Hangul", "Hiragana", "Katakana", "Han"]) {
  const re = new RegExp(`\\p{Script=${sc}}+`, "gu");
  console.log(sc, mixed.match(re));
}
console.log(mixed.match(/\p{sc=Grek}+/gu), mixed.match(/\p{Script=Cyrl}+/gu));

// Binary properties.
const emojiText = "I ❤️ TS 🚀🚀 and 🇫🇷 flags 👍🏽 ok #1";
console.log(emojiText.match(/\p{Emoji_Presentation}/gu));
console.log(emojiText.match(/\p{Extended_Pictographic}/gu));
console.log(emojiText.match(/\p{Regional_Indicator}{2}/gu));
console.log(emojiText.match(/\p{Emoji_Modifier}/gu));
console.log("a\u00a0b\u2003c\td".split(/\p{White_Space}/u));
console.log("ab12ǅΣ".replace(/\p{Uppercase}/gu, "^"), "ab12ǅΣ".replace(/\p{Lowercase}/gu, "_"));
console.log("x+y=z ∑ √".match(/\p{Math}/gu));
console.log("déjà vu".replace(/\P{ASCII}/gu, "?"), /^\p{ASCII}+$/u.test("plain text"));
console.log("abc\u200Bdef\u00ADghi".replace(/\p{Default_Ignorable_Code_Point}/gu, ""));
console.log(/^\p{ID_Start}\p{ID_Continue}*$/u.test("café_2"), /^\p{ID_Start}\p{ID_Continue}*$/u.test("2cafe"));
console.log("0x1F-ff".match(/\p{Hex_Digit}+/gu), "Ⓐ".match(/\p{Alphabetic}/u) !== null);
console.log("\uE000\uFFFF".replace(/\p{Assigned}/gu, "A").length, /\p{Any}/u.test("\u{10FFFF}"));

// Script_Extensions: characters shared between scripts.
console.log(/\p{Script_Extensions=Devanagari}/u.test("\u0951"), /\p{Script=Devanagari}/u.test("\u0951"),
  /\p{scx=Hira}/u.test("ー"), /\p{scx=Katakana}/u.test("ー"), /\p{sc=Katakana}/u.test("ー"), /\p{sc=Common}/u.test("ー"));
console.log("日本語の「テキスト」ー。".match(/[\p{scx=Hira}\p{scx=Kana}\p{scx=Han}]+/gu));
console.log("abc٠١٢،".replace(/\p{scx=Arab}/gu, "#"), "abc٠١٢،".replace(/\p{sc=Arab}/gu, "#"));

// Negated properties and properties inside negated classes.
console.log("a1-b2_c3".replace(/\P{L}/gu, ""), "a1-b2_c3".replace(/[^\p{N}]/gu, ""));
console.log("añb".match(/[\P{L}ñ]/gu));

// Astral letters count as one character under u.
console.log("𝒳𝒴 and 𐐷".match(/\p{L}/gu));

// Case-insensitive matching beyond ASCII under iu.
console.log(/straße/iu.test("STRAẞE"), /ΣΊΣΥΦΟΣ/iu.test("σίσυφος"), /\u212A/iu.test("k"), /[\u212A]/iu.test("K"));
console.log(/[a-z]+/iu.exec("ſKY")?.[0], /[a-z]+/i.exec("ſKY")?.[0]);
console.log("Ǆemal ǆemal ǅemal".match(/ǆemal/giu));
console.log("ÉCOLE école Ecole".match(/école/giu));
console.log(/(\p{Lu})\1/iu.test("Ää"), /(\p{Lu})\1/u.test("Ää"));

// Syntax errors come at run time from new RegExp.
for (const src of ["\\p{Letter", "\\p{Foo}", "\\p{Script=Klingon}", "[\\p{Bogus}]", "\\p{L}-\\p{N}", "[\\p{L}-z]", "\\p{gc=Greek}"]) {
  try {
    const re = new RegExp(src, "u");
    console.log("ok", re.source);
  } catch (e) {
    console.log(e instanceof SyntaxError ? e.message : "?");
  }
}
// Without u, \p is just "p".
console.log(new RegExp("\\p{L}").test("p{L}"), new RegExp("\\p").test("p"));
