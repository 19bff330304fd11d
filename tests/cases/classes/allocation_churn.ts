// Allocation churn: many short-lived instances and lists, a few long-lived ones.
class Vec {
  constructor(public x: number, public y: number) {}
  add(o: Vec): Vec {
    return new Vec(this.x + o.x, this.y + o.y);
  }
  scale(k: number): Vec {
    return new Vec(this.x * k, this.y * k);
  }
}

class Node {
  constructor(public value: number, public next: Node | null) {}
}

// A long-lived list that grows slowly while temporaries come and go.
let keep: Node | null = null;
let sum = new Vec(0, 0);
for (let i = 0; i < 200000; i++) {
  const v = new Vec(i % 17, (i * 7) % 13).scale(0.5);
  sum = sum.add(v);
  if (i % 1000 === 0) keep = new Node(i, keep);
}
let kept = 0;
let keptSum = 0;
for (let n = keep; n !== null; n = n.next) {
  kept++;
  keptSum += n.value;
}
console.log(sum.x, sum.y, kept, keptSum);

// Build and drop many linked lists; verify each before dropping it.
let ok = 0;
for (let round = 0; round < 500; round++) {
  let head: Node | null = null;
  for (let k = 0; k < 100; k++) head = new Node(k + round, head);
  let s = 0;
  for (let n = head; n !== null; n = n.next) s += n.value;
  if (s === 4950 + 100 * round) ok++;
}
console.log(ok);

// Arrays of instances replaced wholesale.
let pool: Vec[] = [];
for (let gen = 0; gen < 100; gen++) {
  pool = Array.from({ length: 500 }, (_, i) => new Vec(i, gen));
  pool = pool.filter((v) => v.x % 2 === 0).map((v) => v.scale(2));
}
console.log(pool.length, pool[0], pool[249]);
