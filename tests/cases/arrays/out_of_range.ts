// Out-of-range, negative, fractional and NaN index reads give undefined.
const a = [10, 20, 30];
console.log(a[3], a[-1], a[1.5], a[NaN], a[Infinity]);
console.log(a[0], a[2]);
const i = -1;
console.log(a[i] === undefined, a[1] === undefined);
const names = ["x", "y"];
console.log(names[5], names[-1], names[0]);
const n: number | undefined = a[7];
console.log(n, n === undefined);
const first: string | undefined = names[0];
console.log(first, typeof first);
console.log(a.at(-1), a.at(-3), a.at(-4), a.at(3), a.at(1.9));
console.log(a.length);
