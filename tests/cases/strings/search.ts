// indexOf, lastIndexOf, includes, startsWith, endsWith with positions.
const text: string = "the quick brown fox jumps over the lazy dog";
console.log(text.indexOf("the"), text.lastIndexOf("the"), text.indexOf("cat"));
console.log(text.indexOf("the", 1), text.lastIndexOf("the", 30), text.indexOf("o", 15));
console.log(text.indexOf(""), text.indexOf("", 10), text.indexOf("", 100), text.lastIndexOf(""));
console.log(text.includes("fox"), text.includes("Fox"), text.includes("dog", 41), text.includes(""));
console.log(text.startsWith("the"), text.startsWith("quick", 4), text.startsWith("quick"));
console.log(text.endsWith("dog"), text.endsWith("lazy", 39), text.endsWith("the", 3));
console.log(text.indexOf("o", -5), text.lastIndexOf("o", -5), text.lastIndexOf("t", 0));
function countOf(hay: string, needle: string): number {
  let count: number = 0;
  let at: number = hay.indexOf(needle);
  while (at !== -1) {
    count++;
    at = hay.indexOf(needle, at + 1);
  }
  return count;
}
console.log(countOf(text, "o"), countOf(text, "the"), countOf("aaaa", "aa"), countOf("", "a"));
console.log("日本語日本".lastIndexOf("日本"), "🙂x🙂".indexOf("x"), "🙂x🙂".lastIndexOf("🙂"));
