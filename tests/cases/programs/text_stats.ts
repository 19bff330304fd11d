// Text statistics: regexes, matchAll, replace with callbacks, Sets, sorting, unicode iteration.
const text = `It was the best of times, it was the worst of times; it was the age of wisdom,
it was the age of foolishness... "Caf\u00e9" society met at 10:45 on 2024-03-17, and again at 9:05!
E-mail: dickens@example.com, editor@press.co.uk. Price: $1,299.50 or \u20ac1.099,00. \u{1F600} done.`;

const words = text.toLowerCase().match(/[a-z\u00e0-\u00ff]+(?:'[a-z]+)?/g) ?? [];
const freq = new Map<string, number>();
for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1);
const top = [...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8);
console.log(top.map(([w, n]) => `${w}=${n}`).join(" "));

const times = [...text.matchAll(/\b(\d{1,2}):(\d{2})\b/g)].map((m) => ({ h: Number(m[1]), m: Number(m[2]), at: m.index }));
console.log(times);
const dates = text.replace(/(\d{4})-(\d{2})-(\d{2})/g, (_all, y: string, mo: string, d: string) => `${d}/${mo}/${y}`);
console.log(dates.split("\n")[1]);
const emails = Array.from(text.matchAll(/([\w.]+)@([\w.]+\.[a-z]{2,})/g), (m) => ({ user: m[1], domain: m[2] }));
console.log(emails);

const sentences = text.split(/(?<=[.!?;])\s+/).filter((s) => s.trim().length > 0);
console.log(sentences.length, sentences.map((s) => s.length));

const vowels = new Set("aeiou");
let v = 0, cons = 0, other = 0;
for (const ch of text.toLowerCase()) {
  if (vowels.has(ch)) v++;
  else if (/[a-z]/.test(ch)) cons++;
  else other++;
}
console.log({ v, cons, other, units: text.length, points: [...text].length });

const title = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
console.log(title("the quick brown fox jumps over the lazy dog"));
const camel = (s: string) => s.replace(/[-_\s]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ""));
console.log(["foo-bar", "hello_world_again", "  spaced out  ", "trailing-"].map(camel));
const wrap = (s: string, width: number): string[] => {
  const out: string[] = [];
  let line = "";
  for (const w of s.split(/\s+/)) {
    if (!w) continue;
    if (line && line.length + 1 + w.length > width) { out.push(line); line = w; }
    else line = line ? line + " " + w : w;
  }
  if (line) out.push(line);
  return out;
};
for (const l of wrap(text.replace(/\n/g, " "), 38)) console.log("|" + l.padEnd(38) + "|");
const a = new Set(words.filter((w) => w.length > 4)), b = new Set(["wisdom", "times", "foolishness", "season"]);
console.log([...a].filter((x) => b.has(x)), [...b].filter((x) => !a.has(x)), a.size);
const money = text.match(/[$\u20ac][\d.,]+/g);
console.log(money, money?.map((m) => parseFloat(m.slice(1).replace(/,/g, ""))));
console.log(text.search(/worst/), text.lastIndexOf("was"), text.at(-6), text.codePointAt(text.indexOf("\u{1F600}"))?.toString(16));
