// for...of over a string walks its code points (surrogate pairs stay together).
function histogram(s: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const ch of s) m.set(ch, (m.get(ch) ?? 0) + 1);
  return m;
}
const text = "héllo wörld 😀😀 日本";
let n = 0;
for (const ch of text) n++;
console.log(n, text.length);
console.log(histogram(text));
const parts: string[] = [];
for (let ch of "abc") { ch = ch.toUpperCase(); parts.push(ch); }
console.log(parts.join("-"));
type Dir = "up" | "down";
const d: Dir = "up";
for (const c of d) console.log(c);
for (const c of "") console.log("never", c);
