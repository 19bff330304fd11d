// new Array(n): holes, fill, map over holes, length.
const a: number[] = new Array(5);
console.log(a, a.length, a[0], a[4] === undefined);
a[2] = 7;
console.log(a);
const b = new Array<number>(4).fill(0);
console.log(b);
const c = new Array<string>(3).fill("-");
c[1] = "x";
console.log(c.join(""), c);

// map skips holes and keeps them in the result.
const d: number[] = new Array(4);
d[0] = 1;
d[3] = 4;
console.log(d.map((x) => x * 10), d.map((x) => x * 10).length);

// fill then map gives values at every index.
const e = new Array<number>(5).fill(0).map((_, i) => i * i);
console.log(e);

// Arrays of objects created with new Array and filled in a loop.
interface Pt {
  x: number;
  y: number;
}
const pts: Pt[] = new Array(3);
for (let i = 0; i < pts.length; i++) pts[i] = { x: i, y: -i };
console.log(pts);

// fill with an object puts the same object in every slot.
const same: Pt[] = new Array<Pt>(3).fill({ x: 0, y: 0 });
same[0].x = 9;
console.log(same, same[1] === same[2]);

// Writing past the end creates holes.
const f: number[] = [1, 2];
f[5] = 6;
console.log(f, f.length);
const fu: (number | undefined)[] = f;
console.log(fu.indexOf(undefined), fu.includes(undefined), f[3]);

// Holes in the middle of a long array.
const g: number[] = new Array(30);
g[0] = 0;
g[29] = 29;
console.log(g);
const h: string[] = new Array(2);
console.log(h, [h, h]);
