// Holes in every element kind: printed as empty items, read as undefined.
const b: boolean[] = new Array(3);
b[1] = true;
const u: (number | undefined)[] = [1, undefined];
u[4] = 5;
const n: number[] = [1];
n[3] = 4;
const s: string[] = [];
s[2] = "z";
console.log(b, u, n, s);
console.log(u.indexOf(undefined), u.includes(undefined), b.indexOf(true), u[3], b[0]);
u.length = 7;
console.log(u.join(), u.slice(3).join("/"), u.lastIndexOf(undefined));
