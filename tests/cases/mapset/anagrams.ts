// Groups words that are anagrams of each other.
const words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "god", "odg", "bird"];
const groups = new Map<string, string[]>();
for (const w of words) {
  const key = w.split("").sort().join("");
  const g = groups.get(key);
  if (g) g.push(w);
  else groups.set(key, [w]);
}
for (const [key, g] of groups) console.log(key, g.length, g.join(","));
const multi = Array.from(groups.values()).filter((g) => g.length > 1);
console.log(multi);
console.log(groups);
const letters = new Map<string, number>();
for (const w of words) for (const ch of w.split("")) letters.set(ch, (letters.get(ch) ?? 0) + 1);
const top = Array.from(letters.keys()).sort((a, b) => (letters.get(b) ?? 0) - (letters.get(a) ?? 0) || (a < b ? -1 : 1));
console.log(top.slice(0, 6).map((ch) => `${ch}=${letters.get(ch)}`).join(" "));
