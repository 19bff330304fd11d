// Many short-lived instances of classes of different sizes and field kinds
// (numbers, booleans, strings, nullable references, optional fields), made
// between collections: each new object must start with its fields as the
// constructor leaves them, whatever the memory held before.  A 1 MB string
// every 100 rounds makes the collections come sooner.

class P1 {
  a: number;
  constructor(a: number) {
    this.a = a;
  }
}

class P3 {
  flag = false;
  name: string;
  next: P3 | null = null;
  constructor(name: string) {
    this.name = name;
  }
}

class Wide {
  n0 = 0; n1 = 1; n2 = 2; n3 = 3; n4 = 4; n5 = 5;
  s = "w";
  o?: P1;
  u: number | undefined;
  constructor(public id: number) {}
}

class Huge {
  f0 = 0; f1 = 0; f2 = 0; f3 = 0; f4 = 0; f5 = 0; f6 = 0; f7 = 0;
  f8 = 0; f9 = 0; f10 = 0; f11 = 0; f12 = 0; f13 = 0; f14 = 0; f15 = 0;
  g?: string;
}

let sum = 0;
let bad = 0;
let keep: P3 | null = null;
let big = 0;
for (let i = 0; i < 20000; i++) {
  if (i % 100 === 0) big += ("ab".repeat(1 << 19) + i).length;
  const p = new P1(i);
  sum += p.a;
  const q = new P3("q" + (i % 10));
  if (q.flag || q.next !== null || q.name.length !== 2) bad++;
  if (i % 100 === 0) {
    q.next = keep;
    keep = q;
  }
  const w = new Wide(i);
  if (w.o !== undefined || w.u !== undefined || w.n5 !== 5 || w.s !== "w" || w.id !== i) bad++;
  w.o = p;
  w.u = i;
  const h = new Huge();
  if (h.g !== undefined || h.f15 !== 0) bad++;
  h.g = "x";
  h.f7 = i;
  sum += h.f7 - i + (w.o.a - i);
  const lit = { x: i, y: null as P1 | null, z: undefined as string | undefined };
  if (lit.y !== null || lit.z !== undefined) bad++;
}
let kept = 0;
for (let k = keep; k !== null; k = k.next) kept++;
console.log(sum, bad, kept, big);
