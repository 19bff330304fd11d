// Math.min / Math.max of a few numbers (open-coded): NaN wins, -0 is below +0,
// integers and doubles, one argument.
const vals = [0, -0, 1, -1, NaN, Infinity, -Infinity, 2.5, 3];
const out: string[] = [];
for (const a of vals) for (const b of vals) out.push(`${Object.is(Math.min(a, b), -0) ? "-0" : Math.min(a, b)}/${Object.is(Math.max(a, b), -0) ? "-0" : Math.max(a, b)}`);
console.log(out.join(" "));
let s = 0;
for (let i = 0; i < 10; i++) for (let j = 0; j < 10; j++) s += Math.min(i, j) * Math.max(i, j, 3) - Math.min(i, j, 5, 7);
console.log(s, Math.min(1), Math.max(2), Math.min(1, 2, NaN), Math.max(-0, 0, -0), Object.is(Math.min(0, -0, 0), -0));
