console.log(String.raw`a\nb${1 + 1}\t${"x"}c`);
function tag(strings: TemplateStringsArray, ...vals: unknown[]): string {
  let out = "";
  strings.raw.forEach((r, i) => { out += r + "|" + strings[i] + (i < vals.length ? `[${String(vals[i])}]` : ""); });
  return out + " " + strings.length + " " + strings.raw.length;
}
console.log(tag`one\n${2}two\\${"three"}`);
function dedent(strings: TemplateStringsArray, ...vals: (string | number)[]): string {
  const raw = strings.raw;
  let r = "";
  for (let i = 0; i < raw.length; i++) { r += raw[i]; if (i < vals.length) r += String(vals[i]); }
  return r;
}
console.log(dedent`path\to\${"file"}.txt`);
const path = String.raw`C:\Users\${"me"}\docs`;
console.log(path, path.length);
function html(strings: TemplateStringsArray, ...vals: string[]): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return strings.reduce((acc, s, i) => acc + s + (i < vals.length ? esc(vals[i]) : ""), "");
}
console.log(html`<p title="\u00e9">${"a<b"} & ${"c>d"}</p>`);
function rawLen(strings: TemplateStringsArray): number[] { return strings.raw.map((r) => r.length); }
console.log(rawLen`\u{1F600}\x41
next line`);
for (let i = 0; i < 2; i++) console.log(tag`loop ${i}\n`);
