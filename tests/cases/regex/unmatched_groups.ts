const m = /^(?<a>\w+)(?:-(?<b>\d+))?$/.exec("abc");
if (m?.groups) {
  const { a, b } = m.groups;
  console.log(a, b, b === undefined, typeof b, m.groups.b === undefined);
  const x = b === undefined ? undefined : Number(b);
  console.log(x);
}
const m2 = /(x)?y/.exec("y")!;
console.log(m2[1], m2[1] === undefined);
const out = "a-b".replace(/(a)|(b)/g, (m: string, p1: string | undefined, p2: string | undefined) => `[${p1 ?? "_"}${p2 ?? "_"}]`);
console.log(out);
for (const m of "k=1;j;z=3".matchAll(/(?<k>\w)(?:=(?<v>\d))?/g)) {
  console.log(m[0], m[2] === undefined, m.groups?.v ?? "none", m.groups!.v === undefined);
}
const re = /(?<y>\d{4})(-(?<mo>\d\d))?/;
const g = re.exec("2024")?.groups;
if (g) {
  const mo = g.mo;
  console.log(`${g.y}/${mo ?? "??"}`, mo === undefined ? "no month" : mo);
}
const s = "x".replace(/(x)(y)?/, "$1[$2]");
console.log(s);
