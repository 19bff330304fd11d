// Splitting strings into string[] by hand, then joining back.
function split(s: string, sep: string): string[] {
  const parts: string[] = [];
  let cur = "";
  for (let i = 0; i < s.length; i++) {
    if (s[i] === sep) {
      parts.push(cur);
      cur = "";
    } else {
      cur += s[i];
    }
  }
  parts.push(cur);
  return parts;
}
const csv = "alice,30,,paris,";
const fields = split(csv, ",");
console.log(fields.length);
for (let i = 0; i < fields.length; i++) console.log(i, "[" + fields[i] + "]");
console.log(fields.join(" | "));
const words = split("the quick brown fox jumps over the lazy dog", " ");
let longest = "";
for (const w of words) if (w.length > longest.length) longest = w;
console.log(longest, words.indexOf("the"), words.lastIndexOf("the"), words.indexOf("cat"));
const caps: string[] = [];
for (const w of words) caps.push(w[0].toUpperCase() + w.slice(1));
console.log(caps.join(" "));
console.log(words.slice(2, 5).join("+"), words.slice(-2).join("+"), words.slice(7, 2).length);
