// Nested conditional expressions and the comma operator.
function grade(score: number): string {
  return score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : score >= 60 ? "D" : "F";
}
let line: string = "";
for (let s = 55; s <= 100; s += 9) {
  line += `${s}:${grade(s)} `;
}
console.log(line);
const a: number = 3;
const b: number = 8;
console.log(a > b ? a : b, a < b ? "less" : "not less", (a > b ? a : b) * 2);
let c: number = 0;
const r: number = (c++, c++, c * 10);
console.log(c, r);
let side: string = "";
function note(s: string): number {
  side += s;
  return s.length;
}
const v: number = (note("a"), note("bb"), note("ccc"));
console.log(v, side);
const t: boolean = a > 2;
const picked: string = t ? (b > 10 ? "t-big" : "t-small") : "f";
console.log(picked);
console.log(t ? 1 : "one", !t ? 1 : "one");
