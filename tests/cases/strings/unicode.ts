// Non-latin1 strings: length and indexing count UTF-16 code units.
const accented: string = "héllo wörld";
const japanese: string = "日本語のテキスト";
const emoji: string = "I ❤ 🍕!";
const mixed: string = "añ日🙂";
console.log(accented, accented.length, accented.charCodeAt(1), accented.toUpperCase());
console.log(japanese, japanese.length, japanese[0], japanese.charCodeAt(2));
console.log(emoji, emoji.length, emoji.charCodeAt(4), emoji.charCodeAt(5), emoji.charCodeAt(2));
console.log(mixed.length, mixed.indexOf("🙂"), mixed.slice(3), mixed.slice(0, 3));
for (let i = 0; i < mixed.length; i++) {
  console.log(i, mixed.charCodeAt(i), mixed.charCodeAt(i).toString(16));
}
console.log("🙂".length, "🙂".charCodeAt(0), "🙂".charCodeAt(1));
console.log(String.fromCharCode(0xd83d, 0xde42) === "🙂");
console.log("Ωmega".toLowerCase(), "straße".toUpperCase(), "ÇA".toLowerCase());
console.log("日本" + "語" === "日本語", "日本" < "日本語", "z" < "日");
const ascii: string = "plain";
console.log((ascii + "日").length, (ascii + "é").length);
