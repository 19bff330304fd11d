// Replacer functions get (match, p1..pn, offset, string, groups) as in Node,
// and replacement strings understand $&, $`, $', $1 and $<name>.

// Template rendering with positions for error messages.
const tpl = "Hello {{name}}, you owe {{amount}} (due {{date}}). {{unknown}}!";
const vars: Record<string, string> = { name: "Ada", amount: "$12.50", date: "2024-05-01" };
const missing: string[] = [];
const rendered = tpl.replace(/\{\{(\w+)\}\}/g, (whole: string, key: string, offset: number, input: string) => {
  if (key in vars) return vars[key];
  missing.push(`${key} at ${offset}/${input.length}`);
  return whole;
});
console.log(rendered);
console.log(missing);

// Offsets with no capture groups: mark every vowel with its index.
console.log("education".replace(/[aeiou]/g, (v, i) => `${v}${i}`));
console.log("banana".replaceAll(/an/g, (m: string, at: number) => `<${m}:${at}>`));

// Named groups: the groups object comes last.
const dateRe = /(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})/g;
const log = "start 2024-01-15, end 2024-12-31";
console.log(log.replace(dateRe, (all, y, m, d, off, str, groups) => `${groups.d}/${groups.m}/${groups.y}@${off}(${str.length})`));
console.log(log.replace(dateRe, "$<d>.$<m>.$<y>"));
console.log(log.replace(dateRe, "[$&]"), log.replace(/end/, "($`|$')"));
console.log(log.replace(dateRe, "$3/$2/$1 $$ $0 $9"));

// Optional groups that did not take part.
const opt = /(\d+)(px|em)?/g;
console.log("10px 2em 7".replace(opt, (all: string, n: string, unit: string, at: number) =>
  `${Number(n) * 2}${unit === undefined ? "?" : unit}@${at}`));

// Case conversion: camelCase to kebab-case and back.
function kebab(s: string): string {
  return s.replace(/[A-Z]/g, (c: string, i: number) => (i > 0 ? "-" : "") + c.toLowerCase());
}
function camel(s: string): string {
  return s.replace(/-(\w)/g, (_: string, ch: string) => ch.toUpperCase());
}
for (const w of ["backgroundColor", "XMLHttpRequest", "fontSize"]) console.log(w, kebab(w), camel(kebab(w)));

// A const regex still gives offsets.
const word = /\b(\w)(\w*)\b/g;
console.log("the quick brown fox".replace(word, (w, first: string, rest: string, pos: number) =>
  pos === 0 ? first.toUpperCase() + rest : w));

// Sticky and non-global: only the first match, with its offset.
console.log("x=1, y=2".replace(/(\w)=(\d)/, (m, k, v, at) => `${k}:${Number(v) + 1}@${at}`));
