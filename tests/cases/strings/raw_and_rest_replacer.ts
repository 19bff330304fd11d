// replacer rest forms and String.raw called as a function
const s = "2024-03-05 and 1999-12-31";
console.log(s.replace(/(\d+)-(\d+)-(\d+)/g, (m: string, ...parts: any[]) => `${parts[2]}/${parts[1]}/${parts[0]}@${parts[3]}`));
console.log(s.replaceAll(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/g, (...a) => {
  const g = a[a.length - 1] as Record<string, string>;
  return `${g.d}.${g.m}.${g.y}(${a.length})`;
}));
console.log("aXbY".replace(/([A-Z])|(q)/g, (_m, ...rest: unknown[]) => `<${rest.map((x) => typeof x).join(",")}>`));
function tag(strings: TemplateStringsArray, ...vals: number[]): string {
  return String.raw(strings, ...vals.map((v) => v * 2)) + "|" + String.raw({ raw: ["a", "b", "c"] }, 1) + "|" + String.raw({ raw: strings.raw }, "x", "y", "z");
}
console.log(tag`one\n${1}two\t${2}three`);
console.log(String.raw({ raw: [] }, 1, 2), String.raw({ raw: ["only"] }), String.raw`C:\new\table ${1 + 1}`);
