// String methods that take a RegExp, called on an any (a JSON field, a
// parsed record): split, replace/replaceAll with strings and callbacks,
// match/matchAll/search, and a match array's index, input and groups.
const rec: any = JSON.parse('{"line": "2024-03-14  GET   /api/users?id=7  200", "csv": "a, b ,c,,d"}');

console.log(rec.line.split(/\s+/));
console.log(rec.line.split(/\s+/, 2), rec.csv.split(/\s*,\s*/));
console.log(rec.line.split(/(\s+)/).length, rec.csv.split(","));
console.log(rec.line.replace(/\d/g, "#"), rec.line.replace(/(\d+)-(\d+)/, "$2/$1"));
console.log(rec.line.replaceAll(/ +/g, " "), rec.csv.replaceAll(",", ";"));
console.log(rec.line.replace(/[a-z]+/g, (w: any) => w.toUpperCase()));
console.log(rec.csv.replace(/(\w)/g, (m: any, g1: any, off: any) => `${g1}@${off}`));
console.log(rec.csv.replace(/\w/g, (m: any, off: any) => `${m}${off}`));
console.log(rec.csv.replaceAll(",", (m: any, off: any) => `|${off}|`), rec.csv.replace("b", (m: any) => m + m));

const m = rec.line.match(/(?<method>[A-Z]+)\s+(?<path>\S+)/);
console.log(m[0], m.index, m.groups.method, m.groups.path, m.input === rec.line);
console.log(rec.line.match(/\d+/g), rec.line.match(/xyz/), rec.line.match("GET").index);
console.log(rec.line.search(/\//), rec.line.search("200"));
for (const mm of rec.line.matchAll(/\d+/g)) console.log(mm[0], mm.index);
console.log(rec.csv.codePointAt(0), rec.csv.localeCompare("b"), "b".localeCompare(rec.csv));

try {
  rec.line.replaceAll(/GET/, "PUT");
} catch (e) {
  console.log((e as Error).name + ": " + (e as Error).message);
}
try {
  rec.line.matchAll(/GET/);
} catch (e) {
  console.log((e as Error).name + ": " + (e as Error).message);
}
try {
  "static".replaceAll(/t/, "T");
} catch (e) {
  console.log((e as Error).name + ": " + (e as Error).message);
}
