// Writes past the end create holes, which read as undefined.
const a: number[] = [1, 2];
a[5] = 6;
console.log(a.length, a.join(","));
console.log(a[3], a[4], a[5]);
console.log(a.indexOf(6), a.includes(6), a.indexOf(3));
const s: string[] = [];
s[2] = "c";
console.log(s.length, s.join("-"), s[0], s[2]);
console.log(`${s[1]}`, String(a[3]));
const grow: number[] = [];
grow.length = 3;
console.log(grow.length, grow.join("/"), grow[1]);
grow[1] = 5;
console.log(grow.join("/"));
