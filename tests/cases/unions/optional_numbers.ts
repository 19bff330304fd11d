// number | undefined: declare, assign, compare with ===, print, and default with ??.
function find(haystack: string, ch: string): number | undefined {
  const i: number = haystack.indexOf(ch);
  return i >= 0 ? i : undefined;
}
const text: string = "kiln compiler";
let r: number | undefined = find(text, "c");
console.log(r, r === undefined, r !== undefined);
r = find(text, "z");
console.log(r, r === undefined, r ?? -1);
let acc: number = 0;
const probes: string = "klnz ";
for (let i = 0; i < probes.length; i++) {
  const pos: number | undefined = find(text, probes[i]);
  if (pos !== undefined) {
    acc += pos;
  }
  console.log(`'${probes[i]}'`, pos, pos ?? "missing");
}
console.log("acc:", acc);
let later: number | undefined;
console.log(later);
later = 0;
console.log(later, later ?? 5, later === 0);
later = undefined;
console.log(later, typeof later);
