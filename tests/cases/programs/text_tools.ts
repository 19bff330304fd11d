// Text processing: word frequencies, regex, templates, wrapping
const text = `It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope.`;
const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
const freq = new Map<string, number>();
for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1);
const topWords = [...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8);
console.log(topWords);
console.log(topWords.map(([w, n]) => `${w.padEnd(8, ".")}${"#".repeat(n)} ${n}`).join("\n"));
function wrap(s: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const w of s.split(/\s+/)) {
    if (line && (line + " " + w).length > width) { out.push(line); line = w; }
    else line = line ? line + " " + w : w;
  }
  if (line) out.push(line);
  return out;
}
console.log(wrap(text, 40).map((l, i) => `${String(i + 1).padStart(2, "0")}| ${l}`).join("\n"));
const dateRe = /(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})/g;
const log = "deploy 2024-03-01 ok; rollback 2024-03-05 fail; deploy 2024-04-10 ok";
for (const m of log.matchAll(dateRe)) console.log(m.index, m[0], m.groups!.y, m.groups!.m, m.groups!.d);
console.log(log.replace(dateRe, "$<d>/$<m>/$<y>"));
console.log(log.replace(/(deploy|rollback) (\S+)/g, (_, a: string, b: string) => `${a.toUpperCase()}@${b}`));
console.log("a-b_c d".split(/[-_ ]/), "x,y,,z".split(","), "abc".split(""), "one  two".split(" ", 2));
const camel = (s: string) => s.replace(/[-_\s]+(.)?/g, (_, ch?: string) => (ch ? ch.toUpperCase() : ""));
const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
console.log(["hello-world", "foo_bar baz", "already"].map(camel), ["helloWorld", "HTTPServer", "x1Y"].map(snake));
console.log("Title Case Me please".replace(/\b\w/g, c => c.toUpperCase()), "  trim me  ".trimStart() + "|", "|" + "  trim me  ".trimEnd());
console.log("abc".localeCompare("abd"), "a".codePointAt(0), String.fromCodePoint(128512), "😀".length, [..."😀a"].length);
console.log("%s has %d items costing %f", "cart", 3, 9.99);
const tpl = (strings: TemplateStringsArray, ...vals: unknown[]) => strings.reduce((acc, s, i) => acc + s + (i < vals.length ? `[${String(vals[i])}]` : ""), "");
console.log(tpl`x=${1} y=${"two"} z=${[3]}`);
console.log("ab".repeat(3), "abc".at(-1), "hello".includes("ell"), "hello".startsWith("he", 0), "hello".endsWith("lo"), "hello".indexOf("l"), "hello".lastIndexOf("l"));
console.log("Straße".toUpperCase(), "İ".toLowerCase().length, "ǅ".toLowerCase(), "é".normalize("NFD").length);
const csvLine = 'a,"b,c",d';
console.log(csvLine.match(/("([^"]*)"|[^,]+)/g));
console.log(/^[\w.+-]+@[\w-]+\.[\w.]+$/.test("a.b+c@d-e.fg"), /^\d{3}-\d{4}$/.test("555-12345"));
const re = /o/y; re.lastIndex = 4; console.log(re.test("hello"), re.lastIndex);
console.log("x".padStart(0), "abc".padStart(6, "12345"), "abc".padEnd(2), (12.5).toString(2), (255).toString(16).toUpperCase(), parseInt("ff", 16), parseInt("0x1A"), Number("0b101"), Number(""), Number(" 12 "), parseFloat("3.14abc"));
