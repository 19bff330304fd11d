let seed = 12345;
function rnd(n: number): number { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; }
const alphabet = "aAbBzZ09 -_.,;!?'\"()[]{}@*/\\&#%`^+<=>|~$\t\x01\x7fé";
const words: string[] = [];
for (let i = 0; i < 400; i++) {
  let w = "";
  const len = rnd(6);
  for (let k = 0; k < len; k++) w += alphabet[rnd(alphabet.length)];
  words.push(w);
}
words.push("a", "A", "b", "B", "ab", "Ab", "aB", "AB", "", "a-b", "ab-", "-ab", "resume", "Resume", "résumé");
const cs: ((x: string, y: string) => number)[] = [
  (x, y) => x.localeCompare(y),
  (x, y) => x.localeCompare(y, "en", { sensitivity: "base" }),
  (x, y) => x.localeCompare(y, "en", { sensitivity: "accent" }),
  (x, y) => x.localeCompare(y, "en", { sensitivity: "case" }),
  (x, y) => x.localeCompare(y, "en", { caseFirst: "upper" }),
  (x, y) => x.localeCompare(y, "en", { numeric: true }),
];
let h = 0;
for (const cmp of cs) {
  const sorted = [...words].sort((x, y) => cmp(x, y) || (x < y ? -1 : x > y ? 1 : 0));
  console.log(JSON.stringify(sorted.slice(0, 40)));
  for (let i = 0; i < words.length; i++) for (let j = 0; j < words.length; j += 7) h = (h * 31 + cmp(words[i], words[j]) + 2) % 1000000007;
  console.log(h);
}
for (let i = 0; i < words.length; i++) for (let j = 0; j < words.length; j += 3) h = (h * 31 + words[i].localeCompare(words[j]) + 2) % 1000000007;
console.log(h);
