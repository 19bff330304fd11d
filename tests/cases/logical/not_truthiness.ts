// ! and !! on every primitive, and De Morgan's laws over a truth table.
const values0: number = 0;
console.log(!values0, !!values0, !1, !!-1, !NaN, !!Infinity);
const empty: string = "";
const zeroText: string = "0";
const space: string = " ";
const nul: null = null;
const und: undefined = undefined;
console.log(!empty, !!empty, !zeroText, !!space, !nul, !und);
console.log(!true, !false, !!true, !!!false);
let table: string = "";
for (let i = 0; i < 4; i++) {
  const p: boolean = (i & 1) !== 0;
  const q: boolean = (i & 2) !== 0;
  const law1: boolean = !(p && q) === (!p || !q);
  const law2: boolean = !(p || q) === (!p && !q);
  table += `${p ? "T" : "F"}${q ? "T" : "F"}:${law1 && law2} `;
}
console.log(table);
function xor(a: boolean, b: boolean): boolean {
  return (a || b) && !(a && b);
}
console.log(xor(true, true), xor(true, false), xor(false, true), xor(false, false));
function truthyCount(a: number, b: string, c: boolean): number {
  return Number(!!a) + Number(!!b) + Number(!!c);
}
console.log(truthyCount(0, "", false), truthyCount(-0, "0", true), truthyCount(0.1, "x", true));
